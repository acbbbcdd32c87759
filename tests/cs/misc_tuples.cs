using System;
using System.Collections.Generic;
class Program {
    static (int min, int max) MinMax(int[] xs) { int lo = int.MaxValue, hi = int.MinValue; foreach (var x in xs) { if (x < lo) lo = x; if (x > hi) hi = x; } return (lo, hi); }
    static Tuple<string, int> Old(string s) { return Tuple.Create(s, s.Length); }
    static int Main() {
        var r = MinMax(new[] { 4, -2, 9, 0 });
        Console.WriteLine(r.min + " " + r.max + " " + r.Item1 + " " + r);
        var (a, b) = MinMax(new[] { 7 });
        Console.WriteLine(a + b);
        var t = (1, "two", 3.5);
        Console.WriteLine(t.Item2 + " " + t);
        var t2 = (1, "two", 3.5);
        Console.WriteLine((t.Equals(t2)) + " " + t.GetHashCode().Equals(t2.GetHashCode()));
        var o = Old("hello");
        Console.WriteLine(o.Item1 + " " + o.Item2 + " " + o + " " + o.Equals(Tuple.Create("hello", 5)));
        var list = new List<(string name, int score)> { ("b", 2), ("a", 2), ("c", 1) };
        list.Sort((x, y) => x.score != y.score ? x.score - y.score : string.CompareOrdinal(x.name, y.name));
        foreach (var e in list) Console.Write(e.name + e.score + " ");
        Console.WriteLine();
        int p = 1, q = 2; (p, q) = (q, p);
        Console.WriteLine(p + " " + q);
        return 0;
    }
}
