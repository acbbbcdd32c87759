using System;
class Program {
    static int Main() {
        Func<int, long> fact = null;
        fact = n => n <= 1 ? 1 : n * fact(n - 1);
        Console.WriteLine(fact(20));
        Func<int, int, int> gcd = null;
        gcd = (a, b) => b == 0 ? a : gcd(b, a % b);
        Console.WriteLine(gcd(1071, 462));
        Func<Func<int, int>, Func<int, int>> twice = f => x => f(f(x));
        Func<int, int> plus3 = x => x + 3;
        Console.WriteLine(twice(plus3)(10) + " " + twice(twice(plus3))(0));
        Func<int, int>[] fibMemo = new Func<int, int>[1];
        var memo = new System.Collections.Generic.Dictionary<int, int>();
        fibMemo[0] = n => { if (n < 2) return n; int r; if (memo.TryGetValue(n, out r)) return r; r = fibMemo[0](n - 1) + fibMemo[0](n - 2); memo[n] = r; return r; };
        Console.WriteLine(fibMemo[0](40));
        return 0;
    }
}
