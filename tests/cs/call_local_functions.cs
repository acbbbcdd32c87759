using System;
class Program {
    static int Main() {
        int counter = 0;
        Func<int> next = () => ++counter;
        Func<int, int> fact = null;
        fact = n => n <= 1 ? 1 : n * fact(n - 1);
        Console.WriteLine(next() + " " + next() + " " + next());
        Console.WriteLine(fact(10));
        int[] data = { 5, 2, 9 };
        Func<int> max = () => { int m = int.MinValue; foreach (int d in data) if (d > m) m = d; return m; };
        Console.WriteLine(max());
        data[1] = 50;
        Console.WriteLine(max());
        Func<string, int, string> rep = null;
        rep = (s, n) => n == 0 ? "" : s + rep(s, n - 1);
        Console.WriteLine(rep("ab", 4));
        Console.WriteLine(counter);
        Action<int> addMany = k => { for (int i = 0; i < k; i++) next(); };
        addMany(10);
        Console.WriteLine(counter);
        return 0;
    }
}
