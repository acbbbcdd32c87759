using System;
using System.Linq;
class Program {
    static int Main() {
        var a = new { Name = "x", Age = 3 };
        var b = new { Name = "x", Age = 3 };
        var c = new { Name = "y", Age = 3 };
        Console.WriteLine(a.Equals(b) + " " + a.Equals(c) + " " + (a.GetHashCode() == b.GetHashCode()));
        Console.WriteLine(a);
        var items = Enumerable.Range(1, 5).Select(i => new { I = i, Sq = i * i, Odd = i % 2 == 1 });
        foreach (var it in items.Where(x => x.Odd)) Console.Write(it.I + ":" + it.Sq + " ");
        Console.WriteLine();
        var nested = new { Outer = new { Inner = 42 }, List = new[] { 1, 2 } };
        Console.WriteLine(nested.Outer.Inner + " " + nested.List.Length);
        return 0;
    }
}
