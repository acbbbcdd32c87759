using System;
using System.Collections.Generic;
using System.Linq;

class Person { public string Name; public int Age; public string City; }

static class Program
{
    static int Main()
    {
        var nums = Enumerable.Range(1, 20).ToList();
        Console.WriteLine(string.Join(",", nums.Where(n => n % 3 == 0).Select(n => n * n)));
        Console.WriteLine(nums.Sum() + " " + nums.Min() + " " + nums.Max() + " " + nums.Average());
        Console.WriteLine(nums.Count(n => n > 10) + " " + nums.Any(n => n > 19) + " " + nums.All(n => n > 0));
        Console.WriteLine(nums.First() + " " + nums.Last() + " " + nums.FirstOrDefault(n => n > 100) + " " + nums.Single(n => n == 7));
        Console.WriteLine(string.Join(",", nums.Skip(15).Take(3)) + " | " + string.Join(",", nums.Take(3).Reverse()));
        Console.WriteLine(nums.Aggregate((a, b) => a * b % 1000003));
        Console.WriteLine(string.Join(",", new[] { 3, 1, 3, 2, 1 }.Distinct()));
        Console.WriteLine(string.Join(",", Enumerable.Repeat("ab", 3).Concat(new[] { "c" })));
        Console.WriteLine(string.Join(",", nums.Take(3).Zip(new[] { "a", "b", "c", "d" }, (n, s) => s + n)));
        Console.WriteLine(Enumerable.Range(1, 3).SequenceEqual(new[] { 1, 2, 3 }) + " " + nums.Contains(5));
        var people = new List<Person> {
            new Person { Name = "Ann", Age = 31, City = "Oslo" },
            new Person { Name = "Bob", Age = 25, City = "Rome" },
            new Person { Name = "Cid", Age = 31, City = "Oslo" },
            new Person { Name = "Dee", Age = 19, City = "Rome" },
            new Person { Name = "Eve", Age = 25, City = "Lima" },
        };
        foreach (var p in people.OrderByDescending(p => p.Age).ThenBy(p => p.Name))
            Console.WriteLine(p.Name + " " + p.Age);
        foreach (var g in people.GroupBy(p => p.City))
            Console.WriteLine(g.Key + ": " + string.Join("/", g.Select(p => p.Name)) + " avg " + g.Average(p => p.Age));
        var byName = people.ToDictionary(p => p.Name, p => p.Age);
        Console.WriteLine(byName["Cid"] + " " + byName.Count);
        Console.WriteLine(string.Join(",", people.SelectMany(p => p.Name.ToCharArray()).Where(char.IsUpper)));
        object[] mixed = { 1, "two", 3.0, "four", 5 };
        Console.WriteLine(string.Join(",", mixed.OfType<string>()) + " " + mixed.OfType<int>().Sum());
        Console.WriteLine(string.Join(",", new List<object> { 1, 2 }.Cast<int>().Select(x => x + 1)));
        Console.WriteLine(Enumerable.Empty<int>().Count() + " " + Enumerable.Empty<string>().FirstOrDefault() == null);
        try { Enumerable.Empty<int>().First(); } catch (InvalidOperationException e) { Console.WriteLine(e.Message); }
        try { nums.Single(n => n > 5); } catch (InvalidOperationException e) { Console.WriteLine(e.Message); }
        var arr = nums.Where(n => n % 5 == 0).ToArray();
        Console.WriteLine(arr.Length + " " + arr[arr.Length - 1]);
        var lookup = people.ToLookup(p => p.Age);
        Console.WriteLine(lookup[25].Count() + " " + lookup.Contains(99));
        Console.WriteLine(string.Join(",", new[] { 5, 2, 8 }.OrderBy(x => x)));
        return 0;
    }
}
