using System;
class Program {
    static long Gcd(long a, long b) { while (b != 0) { long t = a % b; a = b; b = t; } return a; }
    static long PowMod(long b, long e, long m) {
        long r = 1; b %= m;
        while (e > 0) { if ((e & 1) == 1) r = r * b % m; b = b * b % m; e >>= 1; }
        return r;
    }
    static bool IsPrime(int n) {
        if (n < 2) return false;
        for (int d = 2; (long)d * d <= n; d++) if (n % d == 0) return false;
        return true;
    }
    static int Main() {
        Console.WriteLine(Gcd(1071, 462) + " " + Gcd(17, 5) + " " + Gcd(1L << 40, 1L << 20));
        int count = 0, last = 0;
        for (int i = 0; i < 20000; i++) if (IsPrime(i)) { count++; last = i; }
        Console.WriteLine("primes below 20000: " + count + ", last " + last);
        Console.WriteLine(PowMod(2, 1000000, 1000000007) + " " + PowMod(3, 12345, 998244353));
        bool[] sieve = new bool[100001];
        int sc = 0;
        for (int i = 2; i <= 100000; i++) {
            if (sieve[i]) continue;
            sc++;
            for (long j = (long)i * i; j <= 100000; j += i) sieve[j] = true;
        }
        Console.WriteLine("sieve " + sc);
        long collatzMax = 0; int arg = 0;
        for (int n = 1; n < 10000; n++) {
            long v = n, steps = 0;
            while (v != 1) { v = (v & 1) == 0 ? v / 2 : 3 * v + 1; steps++; }
            if (steps > collatzMax) { collatzMax = steps; arg = n; }
        }
        Console.WriteLine("collatz " + arg + " " + collatzMax);
        return 0;
    }
}
