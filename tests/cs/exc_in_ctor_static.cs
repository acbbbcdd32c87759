using System;
class Bad { static Bad() { throw new InvalidOperationException("cctor failed"); } public static int X = 1; public static void Touch() { } }
class Throwing { public Throwing(int x) { if (x < 0) throw new ArgumentOutOfRangeException("x"); V = x; } public int V; }
class Program {
    static int Main() {
        try { Bad.Touch(); } catch (TypeInitializationException e) { Console.WriteLine("TIE inner " + e.InnerException.GetType().Name + ": " + e.InnerException.Message); }
        try { Bad.Touch(); } catch (TypeInitializationException e) { Console.WriteLine("TIE again"); }
        Throwing t = null;
        try { t = new Throwing(-1); } catch (ArgumentOutOfRangeException e) { Console.WriteLine("ctor threw " + e.ParamName + " t null " + (t == null)); }
        t = new Throwing(5);
        Console.WriteLine(t.V);
        return 0;
    }
}
