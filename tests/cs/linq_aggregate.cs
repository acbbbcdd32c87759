using System;
using System.Linq;
class Program {
    static int Main() {
        var xs = Enumerable.Range(1, 10);
        Console.WriteLine(xs.Aggregate((a, b) => a * b));
        Console.WriteLine(xs.Aggregate(100, (acc, x) => acc - x));
        Console.WriteLine(xs.Aggregate("", (acc, x) => acc + x, s => "[" + s + "]"));
        Console.WriteLine(xs.Sum(x => (long)x * x) + " " + xs.Average(x => x * 2.0) + " " + xs.Max(x => x % 7) + " " + xs.Min(x => -x));
        long[] ls = { 1L << 40, 1L << 41 };
        Console.WriteLine(ls.Sum() + " " + ls.Max());
        double[] ds = { 1.5, 2.5, 3.5 };
        Console.WriteLine(ds.Sum() + " " + ds.Average() + " " + ds.Max());
        decimal[] ms = { 1.1m, 2.2m };
        Console.WriteLine(ms.Sum());
        int? [] ns = { 1, null, 3 };
        Console.WriteLine(ns.Sum() + " " + ns.Count(n => n.HasValue) + " " + ns.Max());
        Console.WriteLine(Enumerable.Empty<int>().Sum() + " " + Enumerable.Repeat("ab", 3).Aggregate((a, b) => a + b));
        try { Enumerable.Empty<int>().Max(); } catch (InvalidOperationException) { Console.WriteLine("empty max"); }
        return 0;
    }
}
