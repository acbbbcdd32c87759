using System;
using System.Collections.Generic;

struct Pt : IEquatable<Pt>
{
    public int X, Y;
    public Pt(int x, int y) { X = x; Y = y; }
    public bool Equals(Pt o) { return X == o.X && Y == o.Y; }
    public override int GetHashCode() { return X * 31 + Y; }
    public override string ToString() { return "(" + X + "," + Y + ")"; }
}

static class Program
{
    static int Main()
    {
        var d = new Dictionary<string, int>();
        foreach (var w in "the quick brown fox jumps over the lazy dog the end".Split(' '))
            d[w] = d.TryGetValue(w, out int c) ? c + 1 : 1;
        foreach (var kv in d) Console.Write(kv.Key + "=" + kv.Value + " ");
        Console.WriteLine();
        d.Remove("quick"); d["new"] = 9;
        Console.WriteLine(string.Join(",", d.Keys) + " | " + d.Count + " " + d.ContainsKey("fox") + " " + d.ContainsValue(9));
        try { var x = d["missing"]; } catch (KeyNotFoundException e) { Console.WriteLine(e.Message); }
        try { d.Add("fox", 1); } catch (ArgumentException e) { Console.WriteLine(e.Message); }
        var pts = new HashSet<Pt> { new Pt(1, 2), new Pt(3, 4), new Pt(1, 2) };
        Console.WriteLine(pts.Count + " " + pts.Contains(new Pt(3, 4)));
        var dp = new Dictionary<Pt, string> { [new Pt(0, 0)] = "origin" };
        Console.WriteLine(dp[new Pt(0, 0)]);
        var list = new List<int> { 5, 3, 9, 1, 7, 3 };
        list.Sort();
        Console.WriteLine(string.Join(",", list) + " " + list.BinarySearch(7) + " " + list.IndexOf(3) + " " + list.LastIndexOf(3));
        list.Sort((a, b) => b.CompareTo(a));
        list.Insert(2, 100); list.RemoveAt(0); list.RemoveAll(v => v == 3);
        Console.WriteLine(string.Join(",", list) + " " + list.Count + " " + list.Contains(100) + " " + list.Find(v => v < 5) + " " + list.FindIndex(v => v < 5));
        var arr = new[] { "pear", "apple", "fig", "banana", "cherry" };
        Array.Sort(arr);
        Console.WriteLine(string.Join(",", arr) + " " + Array.IndexOf(arr, "fig") + " " + Array.BinarySearch(arr, "cherry"));
        Array.Sort(arr, (a, b) => a.Length.CompareTo(b.Length));
        Console.WriteLine(string.Join(",", arr));
        Array.Reverse(arr);
        Array.Resize(ref arr, 3);
        Console.WriteLine(string.Join(",", arr) + " " + Array.Exists(arr, s => s.StartsWith("b")));
        var q = new Queue<int>(); q.Enqueue(1); q.Enqueue(2); q.Enqueue(3);
        var st = new Stack<string>(); st.Push("a"); st.Push("b");
        Console.WriteLine(q.Dequeue() + " " + q.Peek() + " " + q.Count + " " + st.Pop() + " " + st.Peek() + " " + st.Count);
        var ll = new LinkedList<int>(); ll.AddLast(2); ll.AddFirst(1); ll.AddLast(3); ll.Remove(2);
        Console.WriteLine(string.Join(",", ll) + " " + ll.First.Value + " " + ll.Last.Value);
        var sd = new SortedDictionary<string, int> { ["b"] = 2, ["a"] = 1, ["c"] = 3 };
        foreach (var kv in sd) Console.Write(kv + " ");
        Console.WriteLine();
        int[,] grid = new int[3, 4];
        for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) grid[i, j] = i * j;
        Console.WriteLine(grid.Length + " " + grid.GetLength(1) + " " + grid.Rank + " " + grid[2, 3]);
        int[] ints = { 3, 1, 2 };
        IList<int> il = ints;
        Console.WriteLine(il.Count + " " + il[1] + " " + il.Contains(2) + " " + il.IndexOf(2));
        foreach (int v in (IEnumerable<int>)ints) Console.Write(v);
        Console.WriteLine();
        var copy = new int[5];
        Array.Copy(ints, 0, copy, 1, 3);
        Console.WriteLine(string.Join(",", copy));
        Console.WriteLine(EqualityComparer<string>.Default.Equals("a", "a") + " " + Comparer<int>.Default.Compare(1, 2));
        var rnd = new Random(42);
        Console.WriteLine(rnd.Next(100) + " " + rnd.Next(100) + " " + rnd.Next(10, 20) + " " + rnd.NextDouble().ToString("F6"));
        return 0;
    }
}
