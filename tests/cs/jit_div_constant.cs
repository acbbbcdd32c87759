using System;
// Division and remainder by constants in compiled code: a constant divisor needs no zero test,
// and a constant -1 only the minimum's overflow test (an `and` of a true constant with it once
// threw for every dividend).
static class Program {
    static int DivM1(int x) { return x / -1; }
    static int RemM1(int x) { return x % -1; }
    static long DivM1L(long x) { return x / -1; }
    static int Mix(int x) { return x / 7 + x % 3 - x / -2 + (x >> 1) / 5; }
    static long MixL(long x) { return x / 1000000007L + x % -3L; }
    static int Main() {
        long sum = 0;
        for (int r = 0; r < 5000; r++) { // interpreted, then Tier1 code
            int x = r * 7919 - 20000000;
            sum += DivM1(x) + RemM1(x) + DivM1L(x * 3L) + Mix(x) + MixL(x * 1000003L);
        }
        Console.WriteLine("sum " + sum);
        Console.WriteLine("max " + DivM1(int.MaxValue) + " " + DivM1L(long.MaxValue) + " " + Mix(int.MinValue) + " " + MixL(long.MinValue));
        try { Console.WriteLine(DivM1(int.MinValue)); } catch (OverflowException) { Console.WriteLine("int.MinValue / -1: OverflowException"); }
        try { Console.WriteLine(DivM1L(long.MinValue)); } catch (OverflowException) { Console.WriteLine("long.MinValue / -1: OverflowException"); }
        return 0;
    }
}
