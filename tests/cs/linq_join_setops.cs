using System;
using System.Linq;
class Program {
    static int Main() {
        var people = new[] { new { Id = 1, Name = "Ann" }, new { Id = 2, Name = "Bob" }, new { Id = 3, Name = "Cy" } };
        var orders = new[] { new { Pid = 1, Item = "book" }, new { Pid = 3, Item = "pen" }, new { Pid = 1, Item = "lamp" }, new { Pid = 4, Item = "ghost" } };
        var joined = people.Join(orders, p => p.Id, o => o.Pid, (p, o) => p.Name + ":" + o.Item);
        Console.WriteLine(string.Join(" ", joined));
        var grouped = people.GroupJoin(orders, p => p.Id, o => o.Pid, (p, os) => p.Name + "=" + os.Count());
        Console.WriteLine(string.Join(" ", grouped));
        int[] a = { 1, 2, 2, 3, 4, 5 }, b = { 4, 5, 6, 6, 7 };
        Console.WriteLine(string.Join(",", a.Distinct()) + " | " + string.Join(",", a.Union(b)) + " | " + string.Join(",", a.Intersect(b)) + " | " + string.Join(",", a.Except(b)));
        Console.WriteLine(string.Join(",", a.Concat(b)) + " | " + string.Join(",", a.Zip(b, (x, y) => x * y)));
        Console.WriteLine(a.SequenceEqual(new[] { 1, 2, 2, 3, 4, 5 }) + " " + a.SequenceEqual(b));
        var q = from p in people from o in orders where p.Id == o.Pid orderby o.Item select p.Name + "/" + o.Item;
        Console.WriteLine(string.Join(" ", q));
        return 0;
    }
}
