using System;
class Base { public virtual string Hello(string s) { return "Base " + s; } }
class Derived : Base { public override string Hello(string s) { return "Derived " + s; } }
class Program {
    static string Stat(string s) { return "static " + s; }
    static int Main() {
        Func<string, string> f1 = Stat;
        Base b = new Derived();
        Func<string, string> f2 = b.Hello;
        Func<string, string> f3 = new Base().Hello;
        Console.WriteLine(f1("x"));
        Console.WriteLine(f2("y"));
        Console.WriteLine(f3("z"));
        Console.WriteLine(f2.Target == b);
        Func<int, int> sq = x => x * x;
        Func<int, int> twice = x => sq(sq(x));
        Console.WriteLine(twice(3));
        return 0;
    }
}
