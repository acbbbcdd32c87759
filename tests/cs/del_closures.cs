using System;
using System.Collections.Generic;
class Program {
    static Func<int> MakeCounter() { int c = 0; return () => ++c; }
    static Func<int, int> Adder(int n) { return x => x + n; }
    static int Main() {
        var c1 = MakeCounter(); var c2 = MakeCounter();
        c1(); c1();
        Console.WriteLine(c1() + " " + c2());
        var add5 = Adder(5);
        Console.WriteLine(add5(10) + " " + Adder(-3)(3));
        var fs = new List<Func<int>>();
        for (int i = 0; i < 3; i++) fs.Add(() => i);
        Console.Write("for: "); foreach (var f in fs) Console.Write(f() + " "); Console.WriteLine();
        fs.Clear();
        for (int i = 0; i < 3; i++) { int copy = i; fs.Add(() => copy); }
        Console.Write("copy: "); foreach (var f in fs) Console.Write(f() + " "); Console.WriteLine();
        fs.Clear();
        foreach (int v in new[] { 7, 8, 9 }) fs.Add(() => v);
        Console.Write("foreach: "); foreach (var f in fs) Console.Write(f() + " "); Console.WriteLine();
        int shared = 0;
        Action inc = () => shared++; Action dbl = () => shared *= 2;
        inc(); dbl(); inc(); dbl();
        Console.WriteLine(shared);
        Func<int, Func<int, Func<int, int>>> curry = a => b => c => a * 100 + b * 10 + c;
        Console.WriteLine(curry(1)(2)(3));
        return 0;
    }
}
