using System;
using System.Linq;
class Program {
    static int Main() {
        int[] xs = { 5, 3, 8, 1, 9, 2, 7, 4, 6 };
        Console.WriteLine(string.Join(",", xs.Where(x => x % 2 == 0)));
        Console.WriteLine(string.Join(",", xs.Select(x => x * x)));
        Console.WriteLine(string.Join(",", xs.OrderBy(x => x)) + " | " + string.Join(",", xs.OrderByDescending(x => x)));
        Console.WriteLine(xs.Sum() + " " + xs.Count() + " " + xs.Min() + " " + xs.Max() + " " + xs.Average());
        Console.WriteLine(xs.Any(x => x > 8) + " " + xs.All(x => x > 0) + " " + xs.Contains(7) + " " + xs.Count(x => x > 4));
        Console.WriteLine(xs.First() + " " + xs.First(x => x > 5) + " " + xs.Last() + " " + xs.FirstOrDefault(x => x > 100) + " " + xs.ElementAt(2));
        Console.WriteLine(string.Join(",", xs.Skip(3).Take(3)) + " " + string.Join(",", xs.TakeWhile(x => x != 9)) + " " + string.Join(",", xs.SkipWhile(x => x != 9)));
        Console.WriteLine(string.Join(",", xs.Where(x => x > 3).Select(x => x * 10).OrderBy(x => -x).Take(2)));
        try { xs.First(x => x > 100); } catch (InvalidOperationException) { Console.WriteLine("no match"); }
        Console.WriteLine(xs.Single(x => x == 9) + " " + xs.Reverse().First());
        return 0;
    }
}
