using System;
using System.Collections.Generic;
class Program {
    static T[] Fill<T>(int n, Func<int, T> f) { var a = new T[n]; for (int i = 0; i < n; i++) a[i] = f(i); return a; }
    static T Last<T>(T[] a) { return a[a.Length - 1]; }
    static void Swap<T>(T[] a, int i, int j) { T t = a[i]; a[i] = a[j]; a[j] = t; }
    static int Main() {
        var ints = Fill(5, i => i * i);
        var strs = Fill(3, i => "s" + i);
        var lists = Fill(2, i => new List<int> { i });
        var nested = Fill(3, i => Fill(i, j => j));
        Console.WriteLine(Last(ints) + " " + Last(strs) + " " + Last(lists)[0] + " " + Last(nested).Length);
        Swap(ints, 0, 4); Swap(strs, 0, 2);
        Console.WriteLine(string.Join(",", ints) + " " + string.Join(",", strs));
        var grid = new List<int>[3];
        grid[1] = new List<int>();
        grid[1].Add(5);
        Console.WriteLine((grid[0] == null) + " " + grid[1].Count);
        KeyValuePair<string, int>[] kvs = { new KeyValuePair<string, int>("a", 1), new KeyValuePair<string, int>("b", 2) };
        Console.WriteLine(kvs[1].Key + kvs[1].Value + " " + kvs[0]);
        return 0;
    }
}
