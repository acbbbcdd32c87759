using System;
using System.Collections.Generic;
class Program {
    class Person { public string Name; public int Age; public override string ToString() { return Name + ":" + Age; } }
    static int Main() {
        var ps = new List<Person> { new Person { Name = "Zed", Age = 30 }, new Person { Name = "Amy", Age = 25 }, new Person { Name = "Bob", Age = 30 }, new Person { Name = "Cat", Age = 19 } };
        ps.Sort((x, y) => string.CompareOrdinal(x.Name, y.Name));
        Console.WriteLine(string.Join(" ", ps));
        ps.Sort((x, y) => x.Age != y.Age ? y.Age.CompareTo(x.Age) : string.CompareOrdinal(x.Name, y.Name));
        Console.WriteLine(string.Join(" ", ps));
        Console.WriteLine(ps.Find(p => p.Age < 20) + " " + ps.FindIndex(p => p.Name == "Bob") + " " + ps.Exists(p => p.Age > 40));
        ps.RemoveAll(p => p.Age == 30);
        Console.WriteLine(string.Join(" ", ps));
        var names = ps.ConvertAll(p => p.Name.ToUpper());
        Console.WriteLine(string.Join(",", names));
        int total = 0;
        ps.ForEach(p => total += p.Age);
        Console.WriteLine(total + " " + ps.TrueForAll(p => p.Age > 10));
        return 0;
    }
}
