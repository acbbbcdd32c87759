// Recursive-call loop: naive Fibonacci, 2 * fib(n+1) - 1 calls (about 3.2 * fib(n)) per run.
// Usage: fib.exe <n> [reps]: one untimed warm-up run, then <reps> timed runs.
using System;
using System.Diagnostics;

static class Fib {
    static int F(int n) { return n < 2 ? n : F(n - 1) + F(n - 2); }

    static int Main(string[] args) {
        int n = args.Length > 0 ? int.Parse(args[0]) : 30;
        int reps = args.Length > 1 ? int.Parse(args[1]) : 3;
        int r = F(n);
        var sw = Stopwatch.StartNew();
        for (int i = 0; i < reps; i++)
            if (F(n) != r) { Console.WriteLine("mismatch"); return 1; }
        sw.Stop();
        Console.WriteLine(r);
        Console.WriteLine("steady_ms " + (sw.ElapsedTicks * 1000.0 / Stopwatch.Frequency).ToString("F1"));
        return 0;
    }
}
