using System;
using System.Collections.Generic;
class Program {
    static T Max<T>(T a, T b) where T : IComparable<T> { return a.CompareTo(b) >= 0 ? a : b; }
    static void Swap<T>(ref T a, ref T b) { T t = a; a = b; b = t; }
    static List<U> Map<T, U>(IEnumerable<T> xs, Func<T, U> f) { var r = new List<U>(); foreach (var x in xs) r.Add(f(x)); return r; }
    static T First<T>(IList<T> xs) { return xs.Count > 0 ? xs[0] : default(T); }
    static string Describe<T>(T x) { return typeof(T).Name + ":" + x; }
    static int Main() {
        Console.WriteLine(Max(3, 7) + " " + Max("pear", "apple") + " " + Max(2.5, -1.0) + " " + Max('a', 'z'));
        int a = 1, b = 2; Swap(ref a, ref b);
        string s1 = "x", s2 = "y"; Swap(ref s1, ref s2);
        Console.WriteLine(a + " " + b + " " + s1 + s2);
        var lens = Map(new[] { "a", "bb", "ccc" }, s => s.Length);
        Console.WriteLine(string.Join(",", lens) + " " + lens.GetType().Name);
        Console.WriteLine(First(new List<string>()) == null);
        Console.WriteLine(First(new int[0]) + " " + First(new[] { 9, 8 }));
        Console.WriteLine(Describe(5) + " " + Describe("s") + " " + Describe(5L) + " " + Describe<object>(5) + " " + Describe(new int[0]));
        return 0;
    }
}
