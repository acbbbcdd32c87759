using System;
class Program {
    static int Sum(params int[] xs) { int s = 0; foreach (int x in xs) s += x; return s; }
    static string Join(string sep, params object[] items) { return string.Join(sep, items); }
    static string Greet(string name, string greeting = "Hello", int times = 1) {
        string r = "";
        for (int i = 0; i < times; i++) r += greeting + ", " + name + "! ";
        return r.TrimEnd();
    }
    static int Count(params string[] s) { return s == null ? -1 : s.Length; }
    static int Main() {
        Console.WriteLine(Sum() + " " + Sum(1) + " " + Sum(1, 2, 3) + " " + Sum(new[] { 10, 20 }));
        Console.WriteLine(Join("-", 1, "two", 3.5, 'c', null, true));
        Console.WriteLine(Greet("Bob"));
        Console.WriteLine(Greet("Ann", "Hi"));
        Console.WriteLine(Greet("Cy", times: 2));
        Console.WriteLine(Greet(greeting: "Yo", name: "Di"));
        Console.WriteLine(Count() + " " + Count(null) + " " + Count("a", "b") + " " + Count((string)null));
        return 0;
    }
}
