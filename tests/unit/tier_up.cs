// test_tier_up's program: small methods whose only callers are themselves (Fib) or each other
// (IsEven/IsOdd) are called from interpreted code only until they are compiled, so those calls
// must count toward tier-up.  Short non-calling leaves may stay uncounted (their compiled
// callers inline them); methods that call may not.
using System;

static class Program {
    static int Fib(int n) => n < 2 ? n : Fib(n - 1) + Fib(n - 2);
    static bool IsEven(int n) => n == 0 || IsOdd(n - 1);
    static bool IsOdd(int n) => n != 0 && IsEven(n - 1);

    static int Main() {
        int fib = Fib(27);
        int even = 0;
        for (int i = 0; i < 2000; i++) if (IsEven(i % 200)) even++;
        Console.WriteLine(fib + " " + even);
        return 0;
    }
}
