using System;
using System.Collections.Generic;
using System.Linq;
class Program {
    static int Main() {
        var log = new List<string>();
        var src = new List<int> { 1, 2, 3 };
        var q = src.Select(x => { log.Add("sel" + x); return x * 10; }).Where(x => { log.Add("wh" + x); return x > 10; });
        Console.WriteLine("defined, log=" + log.Count);
        src.Add(4);
        foreach (var v in q) log.Add("got" + v);
        Console.WriteLine(string.Join(" ", log));
        log.Clear();
        var first = q.First();
        Console.WriteLine(first + " " + string.Join(" ", log));
        var materialized = q.ToList();
        src.Clear();
        Console.WriteLine(materialized.Count + " " + q.Count());
        var range = Enumerable.Range(0, int.MaxValue).Where(x => x % 1000 == 999).Take(3);
        Console.WriteLine(string.Join(",", range));
        return 0;
    }
}
