using System;
using System.Collections.Generic;
interface IStore<T> { void Put(T item); T Get(int i); int Count { get; } }
class ListStore<T> : IStore<T> {
    List<T> items = new List<T>();
    public void Put(T item) { items.Add(item); }
    public T Get(int i) { return items[i]; }
    public int Count { get { return items.Count; } }
}
class IntStore : IStore<int>, IStore<string> {
    int sum; int n; string last = "";
    public void Put(int item) { sum += item; n++; }
    public int Get(int i) { return sum; }
    void IStore<string>.Put(string s) { last = s; n++; }
    string IStore<string>.Get(int i) { return last; }
    public int Count { get { return n; } }
}
class Program {
    static void Fill<T>(IStore<T> s, params T[] xs) { foreach (var x in xs) s.Put(x); }
    static int Main() {
        var ls = new ListStore<string>();
        Fill(ls, "a", "b", "c");
        Console.WriteLine(ls.Count + " " + ls.Get(1));
        var isx = new IntStore();
        Fill<int>(isx, 1, 2, 3);
        Fill<string>(isx, "x", "y");
        Console.WriteLine(isx.Count + " " + isx.Get(0) + " " + ((IStore<string>)isx).Get(0));
        object o = isx;
        Console.WriteLine((o is IStore<int>) + " " + (o is IStore<string>) + " " + (o is IStore<long>));
        return 0;
    }
}
