using System;
using System.Collections.Generic;
using System.Linq;
class Program {
    static int Main() {
        var words = new[] { "alpha", "beta", "gamma", "delta" };
        List<string> l = words.Where(w => w.Contains("a")).ToList();
        string[] arr = words.Select(w => w.ToUpper()).ToArray();
        Dictionary<string, int> d = words.ToDictionary(w => w, w => w.Length);
        Console.WriteLine(l.Count + " " + arr[3] + " " + d["gamma"] + " " + d.Count);
        foreach (var kv in d) Console.Write(kv.Key + "=" + kv.Value + " ");
        Console.WriteLine();
        try { words.ToDictionary(w => w.Length); } catch (ArgumentException) { Console.WriteLine("duplicate key"); }
        var hs = new HashSet<int>(words.Select(w => w.Length));
        Console.WriteLine(hs.Count);
        object[] objs = { 1, "two", 3, 4.0, "five" };
        Console.WriteLine(string.Join(",", objs.OfType<string>()) + " " + objs.OfType<int>().Sum());
        var casted = new object[] { 1, 2 }.Cast<int>().Select(x => x + 1);
        Console.WriteLine(string.Join(",", casted));
        try { objs.Cast<int>().ToList(); } catch (InvalidCastException) { Console.WriteLine("InvalidCastException"); }
        Console.WriteLine(words.Select((w, i) => i + w[0].ToString()).Aggregate((a, b) => a + b));
        Console.WriteLine(string.Join(",", words.SelectMany(w => w.Take(2))));
        return 0;
    }
}
