using System;
using System.Collections.Generic;
class Program {
    static int Main() {
        int[] a = new int[200];
        uint x = 12345;
        for (int i = 0; i < a.Length; i++) { x = x * 1664525 + 1013904223; a[i] = (int)(x >> 16) % 1000; }
        Array.Sort(a);
        bool sorted = true;
        for (int i = 1; i < a.Length; i++) if (a[i - 1] > a[i]) sorted = false;
        Console.WriteLine(sorted + " " + a[0] + " " + a[199] + " " + a[100]);
        Array.Sort(a, (p, q) => q.CompareTo(p));
        Console.WriteLine(a[0] + " " + a[199]);
        string[] words = { "delta", "Alpha", "charlie", "bravo", "Echo" };
        Array.Sort(words, string.CompareOrdinal);
        Console.WriteLine(string.Join(" ", words));
        Array.Sort(words, (p, q) => p.Length != q.Length ? p.Length - q.Length : string.CompareOrdinal(p, q));
        Console.WriteLine(string.Join(" ", words));
        double[] ds = { 3.5, -1, 2.25, 0, -7.5 };
        Array.Sort(ds);
        Console.WriteLine(string.Join(" ", ds));
        int[] part = { 9, 8, 7, 6, 5, 4, 3 };
        Array.Sort(part, 2, 3);
        Console.WriteLine(string.Join(" ", part));
        return 0;
    }
}
