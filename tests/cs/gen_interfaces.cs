using System;
using System.Collections.Generic;
interface IRepo<T, K> { void Add(K key, T item); T Find(K key); IEnumerable<K> Keys(); }
class MemRepo<T, K> : IRepo<T, K> {
    List<K> keys = new List<K>(); List<T> vals = new List<T>();
    public void Add(K key, T item) { keys.Add(key); vals.Add(item); }
    public T Find(K key) { int i = keys.IndexOf(key); return i < 0 ? default(T) : vals[i]; }
    public IEnumerable<K> Keys() { return keys; }
}
interface IShow<in T> { string Show(T t); }
class IntShow : IShow<int>, IShow<string> { public string Show(int i) { return "i" + i; } public string Show(string s) { return "s" + s; } }
class Program {
    static int Main() {
        IRepo<string, int> r = new MemRepo<string, int>();
        r.Add(3, "three"); r.Add(1, "one");
        Console.WriteLine(r.Find(1) + " " + (r.Find(7) ?? "missing") + " " + string.Join(",", r.Keys()));
        var r2 = new MemRepo<double, string>();
        r2.Add("pi", 3.25);
        Console.WriteLine(r2.Find("pi") + " " + r2.Find("e"));
        var sh = new IntShow();
        IShow<int> a = sh; IShow<string> b = sh;
        Console.WriteLine(a.Show(5) + b.Show("x"));
        return 0;
    }
}
