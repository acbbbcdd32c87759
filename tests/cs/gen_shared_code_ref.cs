using System;
using System.Collections.Generic;
class Holder<T> {
    T[] items = new T[4]; int n;
    public void Add(T x) { if (n == items.Length) Array.Resize(ref items, n * 2); items[n++] = x; }
    public T this[int i] { get { return items[i]; } }
    public int Count { get { return n; } }
    public string TypeName() { return typeof(T).Name; }
    public bool Contains(T x) { for (int i = 0; i < n; i++) if (EqualityComparer<T>.Default.Equals(items[i], x)) return true; return false; }
}
class Program {
    static int Main() {
        var hs = new Holder<string>(); var ho = new Holder<object>(); var hl = new Holder<List<int>>(); var hi = new Holder<int>(); var hd = new Holder<decimal>();
        for (int i = 0; i < 10; i++) { hs.Add("s" + i); ho.Add(i); hl.Add(new List<int> { i }); hi.Add(i * i); hd.Add(i * 0.5m); }
        Console.WriteLine(hs.TypeName() + " " + ho.TypeName() + " " + hl.TypeName() + " " + hi.TypeName() + " " + hd.TypeName());
        Console.WriteLine(hs[9] + " " + ho[9] + " " + hl[9][0] + " " + hi[9] + " " + hd[9]);
        Console.WriteLine(hs.Contains("s3") + " " + ho.Contains(3) + " " + hi.Contains(49) + " " + hi.Contains(50) + " " + hd.Contains(4.5m));
        return 0;
    }
}
