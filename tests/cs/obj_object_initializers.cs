using System;
using System.Collections.Generic;
class Person {
    public string Name { get; set; }
    public int Age { get; set; }
    public List<string> Tags { get; } = new List<string>();
    public Person Friend;
    public override string ToString() { return Name + "/" + Age + "/" + string.Join("|", Tags) + (Friend != null ? " friend " + Friend.Name : ""); }
}
class Program {
    static int Main() {
        var p = new Person { Name = "Ann", Age = 30, Tags = { "a", "b" } };
        var q = new Person { Name = "Bob", Age = 25, Friend = p };
        Console.WriteLine(p);
        Console.WriteLine(q);
        var list = new List<Person> { p, q, new Person { Name = "Cy" } };
        Console.WriteLine(list.Count + " " + list[2]);
        var dict = new Dictionary<string, int> { { "one", 1 }, { "two", 2 } };
        var dict2 = new Dictionary<string, int> { ["x"] = 10, ["y"] = 20 };
        Console.WriteLine(dict["two"] + dict2["y"]);
        int[] arr = new int[] { 1, 2, 3 };
        var anon = new { A = 1, B = "two" };
        Console.WriteLine(anon.A + " " + anon.B + " " + arr.Length);
        return 0;
    }
}
