using System;
class Program {
    static int Isqrt(int n) { int r = 0; while ((r + 1) * (r + 1) <= n) r++; return r; }
    static long Fib(int n) { long a = 0, b = 1; for (int i = 0; i < n; i++) { long t = a + b; a = b; b = t; } return a; }
    static int Main() {
        Console.WriteLine(Isqrt(0) + " " + Isqrt(15) + " " + Isqrt(16) + " " + Isqrt(99999));
        for (int i = 0; i <= 90; i += 10) Console.WriteLine("fib(" + i + ") = " + Fib(i));
        Console.WriteLine(Math.Abs(-5) + " " + Math.Abs(-5L) + " " + Math.Max(3, 9) + " " + Math.Min(-3L, 9L));
        Console.WriteLine(Math.Sign(-7) + " " + Math.Sign(0) + " " + Math.Sign(12L));
        try { Console.WriteLine(Math.Abs(int.MinValue)); } catch (OverflowException) { Console.WriteLine("Abs overflow"); }
        long rem;
        long q = Math.DivRem(17L, 5L, out rem);
        Console.WriteLine(q + " r " + rem);
        int irem;
        Console.WriteLine(Math.DivRem(-17, 5, out irem) + " r " + irem);
        Console.WriteLine(Math.BigMul(int.MaxValue, int.MaxValue));
        return 0;
    }
}
