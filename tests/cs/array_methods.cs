using System;
class Program {
    static int Main() {
        int[] a = { 5, 3, 9, 1, 7, 3 };
        Console.WriteLine(Array.IndexOf(a, 3) + " " + Array.LastIndexOf(a, 3) + " " + Array.IndexOf(a, 42));
        int[] b = new int[8];
        Array.Copy(a, 1, b, 2, 4);
        Console.WriteLine(string.Join(",", b));
        Array.Copy(b, 0, b, 1, 7);
        Console.WriteLine(string.Join(",", b));
        Array.Sort(a);
        Console.WriteLine(string.Join(",", a) + " " + Array.BinarySearch(a, 7) + " " + (Array.BinarySearch(a, 4) < 0));
        Array.Reverse(a);
        Console.WriteLine(string.Join(",", a));
        Array.Resize(ref a, 8);
        Console.WriteLine(string.Join(",", a));
        Array.Resize(ref a, 2);
        Console.WriteLine(string.Join(",", a));
        Array.Clear(b, 2, 3);
        Console.WriteLine(string.Join(",", b));
        string[] s = { "pear", "apple", "fig" };
        Array.Sort(s, StringComparer.Ordinal);
        Console.WriteLine(string.Join(",", s));
        int[] keys = { 3, 1, 2 }; string[] vals = { "c", "a", "b" };
        Array.Sort(keys, vals);
        Console.WriteLine(string.Join(",", vals));
        Console.WriteLine(Array.Exists(keys, k => k > 2) + " " + Array.Find(keys, k => k > 1) + " " + Array.FindIndex(keys, k => k == 2));
        int[] filled = new int[4];
        for (int i = 0; i < filled.Length; i++) filled[i] = 7;
        Console.WriteLine(string.Join(",", filled) + " " + Array.TrueForAll(filled, x => x == 7));
        return 0;
    }
}
