using System;
using System.Linq;
class Program {
    static int Main() {
        string[] words = "apple avocado banana blueberry cherry cranberry date fig grape guava".Split(' ');
        foreach (var g in words.GroupBy(w => w[0])) Console.WriteLine(g.Key + ": " + string.Join(",", g) + " (" + g.Count() + ")");
        var byLen = words.GroupBy(w => w.Length).OrderBy(g => g.Key).Select(g => g.Key + "=" + g.Count());
        Console.WriteLine(string.Join(" ", byLen));
        var lookup = words.ToLookup(w => w.Length % 3);
        Console.WriteLine(lookup[0].Count() + " " + lookup[1].Count() + " " + lookup[2].Count() + " " + lookup[7].Count());
        var nums = Enumerable.Range(1, 20);
        var stats = nums.GroupBy(n => n % 4).Select(g => new { K = g.Key, Sum = g.Sum(), Max = g.Max() });
        foreach (var s in stats) Console.WriteLine(s.K + " " + s.Sum + " " + s.Max);
        return 0;
    }
}
