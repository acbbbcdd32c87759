using System;
class Program {
    static long Add(long a, long b) { return a + b; }
    static long Mul(long a, long b) { return a * b; }
    static long Div(long a, long b) { return a / b; }
    static long Rem(long a, long b) { return a % b; }
    static int Main() {
        long[] xs = { 0, 1, -1, 1L << 40, -(1L << 40), 123456789012345L, long.MaxValue, long.MinValue, 4294967296L, 4294967295L };
        foreach (long x in xs) {
            Console.WriteLine(x + " -> " + Add(x, 5) + " " + Mul(x, 3) + " " + Div(x, 7) + " " + Rem(x, 7) + " " + Div(x, -1000000007L));
        }
        long f = 1;
        for (int i = 1; i <= 20; i++) f *= i;
        Console.WriteLine("20! = " + f);
        long h = 1469598103934665603L;
        for (int i = 0; i < 100; i++) { h ^= i; h *= 1099511628211L; }
        Console.WriteLine("fnv " + h);
        Console.WriteLine(-13L / 4 + " " + -13L % 4 + " " + 13L / -4 + " " + 13L % -4);
        long big = 0x7FFFFFFFL * 0x7FFFFFFFL;
        Console.WriteLine(big);
        Console.WriteLine((long)int.MaxValue + 1);
        Console.WriteLine(long.MaxValue + " " + long.MinValue);
        return 0;
    }
}
