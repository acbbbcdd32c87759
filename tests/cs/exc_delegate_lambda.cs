using System;
class Program {
    static T Safe<T>(Func<T> f, T fallback) { try { return f(); } catch (Exception e) { Console.WriteLine("  (" + e.GetType().Name + ")"); return fallback; } }
    static int Main() {
        Console.WriteLine(Safe(() => 10 / int.Parse("0"), -1));
        Console.WriteLine(Safe(() => "abc".Substring(5), "none"));
        Console.WriteLine(Safe(() => new int[3][1 + 1], -2));
        Action multi = () => Console.WriteLine("first ok");
        multi += () => { throw new Exception("second fails"); };
        multi += () => Console.WriteLine("third never");
        try { multi(); } catch (Exception e) { Console.WriteLine("multicast stopped: " + e.Message); }
        Func<int, int> thrower = x => { if (x > 2) throw new ArgumentException("x too big"); return x; };
        int s = 0;
        for (int i = 0; i < 5; i++) { try { s += thrower(i); } catch (ArgumentException) { s += 100; } }
        Console.WriteLine(s);
        return 0;
    }
}
