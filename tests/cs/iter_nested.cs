using System;
using System.Collections.Generic;
class Tree { public int V; public Tree L, R; public Tree(int v, Tree l = null, Tree r = null) { V = v; L = l; R = r; } }
class Program {
    static IEnumerable<int> InOrder(Tree t) {
        if (t == null) yield break;
        foreach (var x in InOrder(t.L)) yield return x;
        yield return t.V;
        foreach (var x in InOrder(t.R)) yield return x;
    }
    static IEnumerable<T> Flatten<T>(IEnumerable<IEnumerable<T>> xss) { foreach (var xs in xss) foreach (var x in xs) yield return x; }
    static IEnumerable<int[]> Perms(int[] a, int k) {
        if (k == a.Length) { yield return (int[])a.Clone(); yield break; }
        for (int i = k; i < a.Length; i++) {
            int t = a[k]; a[k] = a[i]; a[i] = t;
            foreach (var p in Perms(a, k + 1)) yield return p;
            t = a[k]; a[k] = a[i]; a[i] = t;
        }
    }
    static int Main() {
        var tree = new Tree(5, new Tree(3, new Tree(1), new Tree(4)), new Tree(8, null, new Tree(9, new Tree(7))));
        Console.WriteLine(string.Join(",", InOrder(tree)));
        Console.WriteLine(string.Join(",", Flatten(new[] { new[] { 1, 2 }, new int[0], new[] { 3 } })));
        int count = 0; string firsts = "";
        foreach (var p in Perms(new[] { 1, 2, 3, 4 }, 0)) { count++; if (count <= 4) firsts += string.Join("", p) + " "; }
        Console.WriteLine(count + " " + firsts);
        return 0;
    }
}
