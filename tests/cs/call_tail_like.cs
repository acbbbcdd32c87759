using System;
class Program {
    static long SumTo(long n, long acc) { return n == 0 ? acc : SumTo(n - 1, acc + n); }
    static int Gcd(int a, int b) { return b == 0 ? a : Gcd(b, a % b); }
    static int Loop(int n, int acc) { if (n == 0) return acc; return Loop(n - 1, acc ^ (n * 31)); }
    static int Main() {
        Console.WriteLine(SumTo(10000, 0));
        Console.WriteLine(Gcd(832040, 514229) + " " + Gcd(1 << 20, 6 << 10));
        Console.WriteLine(Loop(20000, 0));
        long total = 0;
        for (int i = 0; i < 200; i++) total += SumTo(i, 0);
        Console.WriteLine(total);
        return 0;
    }
}
