using System;
class Program {
    static int Sign(long v) { return v > 0 ? 1 : v < 0 ? -1 : 0; }
    static int Abs(int v) { return v < 0 ? -v : v; }
    static int Clamp(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }
    static int Main() {
        long[] ls = { long.MinValue, -5, 0, 7, long.MaxValue };
        foreach (long l in ls) Console.Write(Sign(l) + " ");
        Console.WriteLine();
        int[] is2 = { int.MinValue, -100, -1, 0, 1, 100, int.MaxValue };
        foreach (int v in is2) Console.Write(Abs(v) + " ");
        Console.WriteLine();
        foreach (int v in is2) Console.Write(Clamp(v, -10, 10) + " ");
        Console.WriteLine();
        int a = 5, b = 9;
        Console.WriteLine((a < b) + " " + (a <= b) + " " + (a > b) + " " + (a >= b) + " " + (a == b) + " " + (a != b));
        bool x = a < b && b < 10 || a == 0;
        bool y = !(a < b) || (b > 100 && a > 0);
        Console.WriteLine(x + " " + y);
        int calls = 0;
        Func<bool> t = () => { calls++; return true; };
        Func<bool> f = () => { calls++; return false; };
        bool r = f() && t() || t() && f() || t();
        Console.WriteLine(r + " calls=" + calls);
        int? n = null;
        Console.WriteLine((n ?? 42) + " " + (n.HasValue ? "has" : "none"));
        return 0;
    }
}
