using System;
using System.Linq;
class Program {
    static int Main() {
        Console.WriteLine(string.Join(",", Enumerable.Range(5, 5)) + " " + Enumerable.Range(0, 0).Count());
        Console.WriteLine(string.Join(",", Enumerable.Repeat(7, 3)));
        var mods = Enumerable.Range(0, 100).Select(x => x * x % 17).Distinct().OrderBy(x => x);
        Console.WriteLine(string.Join(",", mods));
        var words = new[] { "A", "b", "a", "B", "c" };
        Console.WriteLine(string.Join(",", words.Distinct(StringComparer.OrdinalIgnoreCase)));
        Console.WriteLine(string.Join(",", Enumerable.Range(1, 10).Where((x, i) => i % 3 == 0)));
        Console.WriteLine(Enumerable.Range(1, 5).DefaultIfEmpty().Sum() + " " + Enumerable.Empty<int>().DefaultIfEmpty(42).First());
        Console.WriteLine(string.Join(",", Enumerable.Range(1, 3).Append(9).Prepend(0)));
        try { Enumerable.Range(0, -1); } catch (ArgumentOutOfRangeException) { Console.WriteLine("ArgumentOutOfRangeException"); }
        return 0;
    }
}
