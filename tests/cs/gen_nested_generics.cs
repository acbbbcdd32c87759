using System;
using System.Collections.Generic;
class Outer<T> {
    public class Inner<U> { public T t; public U u; public override string ToString() { return t + "/" + u; } }
    public Inner<U> Make<U>(T t, U u) { return new Inner<U> { t = t, u = u }; }
}
class Tree<T> where T : IComparable<T> {
    class Node { public T V; public Node L, R; }
    Node root; int count;
    public void Add(T v) { root = Ins(root, v); }
    Node Ins(Node n, T v) { if (n == null) { count++; return new Node { V = v }; } int c = v.CompareTo(n.V); if (c < 0) n.L = Ins(n.L, v); else if (c > 0) n.R = Ins(n.R, v); return n; }
    public IEnumerable<T> InOrder() { var st = new Stack<Node>(); var cur = root; while (cur != null || st.Count > 0) { while (cur != null) { st.Push(cur); cur = cur.L; } cur = st.Pop(); yield return cur.V; cur = cur.R; } }
    public int Count { get { return count; } }
}
class Program {
    static int Main() {
        var o = new Outer<int>();
        Console.WriteLine(o.Make(1, "x") + " " + o.Make(2, 2.5).GetType().Name);
        var t = new Tree<string>();
        foreach (var w in "the quick brown fox jumps over the lazy dog".Split(' ')) t.Add(w);
        Console.WriteLine(t.Count + ": " + string.Join(" ", t.InOrder()));
        var ti = new Tree<int>();
        for (int i = 0; i < 50; i++) ti.Add((i * 37) % 23);
        Console.WriteLine(ti.Count + ": " + string.Join(",", ti.InOrder()));
        var dl = new Dictionary<string, List<Tuple<int, string>>>();
        dl["a"] = new List<Tuple<int, string>> { Tuple.Create(1, "x") };
        Console.WriteLine(dl["a"][0].Item2);
        return 0;
    }
}
