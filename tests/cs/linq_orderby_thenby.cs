using System;
using System.Linq;
class Program {
    class P { public string Name; public int Age; public string City; }
    static int Main() {
        var ps = new[] {
            new P { Name = "Zoe", Age = 30, City = "Oslo" }, new P { Name = "Adam", Age = 25, City = "Rome" },
            new P { Name = "Bea", Age = 30, City = "Rome" }, new P { Name = "Carl", Age = 25, City = "Oslo" },
            new P { Name = "Dan", Age = 40, City = "Oslo" }, new P { Name = "Eve", Age = 25, City = "Rome" } };
        Console.WriteLine(string.Join(" ", ps.OrderBy(p => p.Age).ThenBy(p => p.Name, StringComparer.Ordinal).Select(p => p.Name)));
        Console.WriteLine(string.Join(" ", ps.OrderBy(p => p.City, StringComparer.Ordinal).ThenByDescending(p => p.Age).ThenBy(p => p.Name, StringComparer.Ordinal).Select(p => p.Name)));
        Console.WriteLine(string.Join(" ", ps.OrderByDescending(p => p.Name.Length).Select(p => p.Name)));
        var stable = ps.OrderBy(p => p.Age / 10).Select(p => p.Name);
        Console.WriteLine(string.Join(" ", stable));
        var q = from p in ps where p.Age < 35 orderby p.City, p.Age descending select p.Name;
        Console.WriteLine(string.Join(" ", q));
        return 0;
    }
}
