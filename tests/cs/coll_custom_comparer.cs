using System;
using System.Collections.Generic;
class CaseInsensitive : IEqualityComparer<string> {
    public bool Equals(string a, string b) { return string.Equals(a, b, StringComparison.OrdinalIgnoreCase); }
    public int GetHashCode(string s) { return s.ToUpperInvariant().Length; }
}
struct Pt : IEquatable<Pt> { public int X, Y; public bool Equals(Pt o) { return X == o.X && Y == o.Y; } public override int GetHashCode() { return X * 1000 + Y; } }
class Desc : IComparer<int> { public int Compare(int a, int b) { return b.CompareTo(a); } }
class Program {
    static int Main() {
        var d = new Dictionary<string, int>(new CaseInsensitive());
        d["Hello"] = 1; d["HELLO"] = 2; d["world"] = 3;
        Console.WriteLine(d.Count + " " + d["hello"] + " " + d.ContainsKey("WORLD"));
        var ps = new HashSet<Pt> { new Pt { X = 1, Y = 2 }, new Pt { X = 1, Y = 2 }, new Pt { X = 2, Y = 1 } };
        Console.WriteLine(ps.Count + " " + ps.Contains(new Pt { X = 2, Y = 1 }));
        var l = new List<int> { 5, 1, 4, 2, 3 };
        l.Sort(new Desc());
        Console.WriteLine(string.Join(",", l));
        Console.WriteLine(EqualityComparer<Pt>.Default.Equals(new Pt { X = 3 }, new Pt { X = 3 }) + " " + Comparer<int>.Default.Compare(1, 2) + " " + Comparer<string>.Default.Compare(null, "a"));
        var sd = new SortedDictionary<int, string>(new Desc()) { { 1, "a" }, { 3, "c" }, { 2, "b" } };
        Console.WriteLine(string.Join(",", sd.Values));
        return 0;
    }
}
