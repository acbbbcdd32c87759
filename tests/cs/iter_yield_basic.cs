using System;
using System.Collections.Generic;
class Program {
    static IEnumerable<int> Count(int from, int to) { for (int i = from; i <= to; i++) yield return i; }
    static IEnumerable<string> Words() { yield return "alpha"; yield return "beta"; yield break; }
    static IEnumerable<int> Fib() { int a = 0, b = 1; while (true) { yield return a; int t = a + b; a = b; b = t; } }
    static IEnumerable<int> Evens(IEnumerable<int> src) { foreach (var x in src) if (x % 2 == 0) yield return x; }
    static int Main() {
        Console.WriteLine(string.Join(",", Count(3, 8)));
        Console.WriteLine(string.Join(",", Words()));
        var f = new List<int>();
        foreach (int x in Fib()) { if (x > 1000) break; f.Add(x); }
        Console.WriteLine(string.Join(",", f));
        Console.WriteLine(string.Join(",", Evens(Count(1, 15))));
        var e = Count(1, 2).GetEnumerator();
        Console.WriteLine(e.MoveNext() + " " + e.Current + " " + e.MoveNext() + " " + e.Current + " " + e.MoveNext());
        return 0;
    }
}
