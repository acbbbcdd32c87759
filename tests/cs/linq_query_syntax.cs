using System;
using System.Linq;
class Program {
    static int Main() {
        var nums = Enumerable.Range(1, 30);
        var pyth = from a in Enumerable.Range(1, 20) from b in Enumerable.Range(a, 20 - a) let c2 = a * a + b * b let c = (int)Math.Sqrt(c2) where c * c == c2 && c <= 20 select a + "," + b + "," + c;
        Console.WriteLine(string.Join(" ", pyth));
        var evens = from n in nums where n % 2 == 0 select n * n;
        Console.WriteLine(evens.Sum());
        var groups = from n in nums group n by n % 3 into g orderby g.Key select g.Key + ":" + g.Count();
        Console.WriteLine(string.Join(" ", groups));
        var primes = from n in nums where n > 1 && Enumerable.Range(2, n - 2).All(d => n % d != 0) select n;
        Console.WriteLine(string.Join(",", primes));
        return 0;
    }
}
