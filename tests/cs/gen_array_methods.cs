using System;
using System.Collections.Generic;
class Program {
    static void Reverse<T>(T[] a) { for (int i = 0, j = a.Length - 1; i < j; i++, j--) { T t = a[i]; a[i] = a[j]; a[j] = t; } }
    static int Count<T>(IEnumerable<T> xs, Predicate<T> p) { int c = 0; foreach (var x in xs) if (p(x)) c++; return c; }
    static T[] Concat<T>(T[] a, T[] b) { var r = new T[a.Length + b.Length]; a.CopyTo(r, 0); b.CopyTo(r, a.Length); return r; }
    static void Sort<T>(T[] a, Comparison<T> cmp) { for (int i = 1; i < a.Length; i++) { T k = a[i]; int j = i - 1; while (j >= 0 && cmp(a[j], k) > 0) { a[j + 1] = a[j]; j--; } a[j + 1] = k; } }
    static int Main() {
        int[] ints = { 1, 2, 3, 4, 5 }; string[] strs = { "a", "b", "c" }; double[] ds = { 1.5, 2.5 };
        Reverse(ints); Reverse(strs); Reverse(ds);
        Console.WriteLine(string.Join(",", ints) + " " + string.Join(",", strs) + " " + string.Join(",", ds));
        Console.WriteLine(Count(ints, x => x % 2 == 1) + " " + Count(strs, s => s != "b") + " " + Count(new List<long> { 1, 2 }, x => x > 5));
        Console.WriteLine(string.Join(",", Concat(ints, new[] { 9 })) + " " + Concat(strs, strs).Length);
        long[] ls = { 5, -3, 9, 0, 12, -8 };
        Sort(ls, (a, b) => a.CompareTo(b));
        Console.WriteLine(string.Join(",", ls));
        string[] words = { "ccc", "a", "bb", "dddd" };
        Sort(words, (a, b) => b.Length - a.Length);
        Console.WriteLine(string.Join(",", words));
        return 0;
    }
}
