using System;
using System.Collections.Generic;
struct Rec { public int Id; public double Score; public string Name; }
class Program {
    static int Main() {
        var recs = new List<Rec>();
        for (int i = 0; i < 20; i++) recs.Add(new Rec { Id = i, Score = (i * 37 % 11) * 0.5, Name = "r" + i });
        recs.Sort((a, b) => a.Score != b.Score ? b.Score.CompareTo(a.Score) : a.Id.CompareTo(b.Id));
        for (int i = 0; i < 5; i++) Console.WriteLine(recs[i].Name + " " + recs[i].Score);
        var r = recs[0]; r.Score = -1;
        Console.WriteLine(recs[0].Score + " " + r.Score);
        recs[0] = r;
        Console.WriteLine(recs[0].Score);
        double total = 0; foreach (var x in recs) total += x.Score;
        Console.WriteLine(total);
        var byId = new Dictionary<int, Rec>();
        foreach (var x in recs) byId[x.Id] = x;
        Console.WriteLine(byId[7].Name + " " + byId[7].Score);
        return 0;
    }
}
