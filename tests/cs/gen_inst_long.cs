using System;
using System.Collections.Generic;
struct Pt { public int X, Y; public Pt(int x, int y) { X = x; Y = y; } public override string ToString() { return "(" + X + "," + Y + ")"; } }
// A small generic container and generic algorithms instantiated over long.
class Bag<T> {
    T[] items = new T[2]; int n;
    public void Add(T x) { if (n == items.Length) Array.Resize(ref items, n * 2); items[n++] = x; }
    public int Count { get { return n; } }
    public T this[int i] { get { if ((uint)i >= (uint)n) throw new IndexOutOfRangeException(); return items[i]; } }
    public int IndexOf(T x) { var eq = EqualityComparer<T>.Default; for (int i = 0; i < n; i++) if (eq.Equals(items[i], x)) return i; return -1; }
    public Bag<U> Map<U>(Func<T, U> f) { var b = new Bag<U>(); for (int i = 0; i < n; i++) b.Add(f(items[i])); return b; }
    public IEnumerable<T> Items() { for (int i = 0; i < n; i++) yield return items[i]; }
    public void Reverse() { for (int i = 0, j = n - 1; i < j; i++, j--) { T t = items[i]; items[i] = items[j]; items[j] = t; } }
}
class Program {
    static string Show<T>(T x) { return x == null ? "null" : x.ToString(); }
    static int Main() {
        var bag = new Bag<long>();
        for (int i = 0; i < 10; i++) bag.Add((long)i << 33);
        Console.WriteLine(typeof(long).Name + " count " + bag.Count);
        var sb = new System.Text.StringBuilder();
        foreach (var x in bag.Items()) sb.Append(Show(x)).Append(' ');
        Console.WriteLine(sb.ToString().TrimEnd());
        Console.WriteLine(bag.IndexOf(bag[7]) + " " + bag.IndexOf(default(long)) + " " + Show(default(long)));
        bag.Reverse();
        Console.WriteLine(Show(bag[0]) + " " + Show(bag[9]));
        var strs = bag.Map(x => Show(x).Length);
        int total = 0; foreach (var l in strs.Items()) total += l;
        Console.WriteLine("total length " + total);
        object boxed = bag[3];
        Console.WriteLine((boxed == null ? "null" : boxed.GetType().Name) + " " + (boxed is long));
        try { var bad = bag[10]; } catch (IndexOutOfRangeException) { Console.WriteLine("out of range"); }
        var list = new List<long>(bag.Items());
        Console.WriteLine(list.Count + " " + list.Contains(bag[2]) + " " + Show(list[list.Count - 1]));
        return 0;
    }
}
