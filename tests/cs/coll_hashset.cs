using System;
using System.Collections.Generic;
class Program {
    static string Sorted(IEnumerable<int> s) { var l = new List<int>(s); l.Sort(); return string.Join(",", l); }
    static int Main() {
        var a = new HashSet<int> { 1, 2, 3, 4, 5 };
        var b = new HashSet<int> { 4, 5, 6, 7 };
        Console.WriteLine(a.Add(3) + " " + a.Add(10) + " " + a.Count + " " + a.Contains(10));
        var u = new HashSet<int>(a); u.UnionWith(b); Console.WriteLine(Sorted(u));
        var i = new HashSet<int>(a); i.IntersectWith(b); Console.WriteLine(Sorted(i));
        var e = new HashSet<int>(a); e.ExceptWith(b); Console.WriteLine(Sorted(e));
        var x = new HashSet<int>(a); x.SymmetricExceptWith(b); Console.WriteLine(Sorted(x));
        Console.WriteLine(i.IsSubsetOf(a) + " " + a.IsSupersetOf(i) + " " + a.Overlaps(b) + " " + a.SetEquals(b));
        Console.WriteLine(a.Remove(1) + " " + a.Remove(1) + " " + a.Count);
        var strs = new HashSet<string>(StringComparer.OrdinalIgnoreCase) { "Apple", "APPLE", "banana" };
        Console.WriteLine(strs.Count + " " + strs.Contains("BANANA"));
        var big = new HashSet<long>();
        for (long k = 0; k < 5000; k++) big.Add(k * k % 1009);
        Console.WriteLine(big.Count);
        return 0;
    }
}
