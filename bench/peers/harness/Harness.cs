// The Main of every bench/peers program (compiled into each, bench/peers.sh): args are
// <kernel> <size> [reps]; the kernel runs untimed until it stops getting faster (below), then
// `reps` timed repetitions, each checked against the first result.  Prints the checksum line,
// `warmup_runs <n>` and `steady_ms <ms>` (InvariantCulture).
//
// Warm-up: a run more than 5 % faster than the one before it means a tiered runtime is still
// compiling — corvid's background compiler can be a few hundred ms behind on a CoreLib-heavy
// kernel (wordfreq's first runs: 100, 40, 25, 16, 14 ms), CoreCLR still replaces ReadyToRun
// code — so the runs go on until one is not, at least one run, at most 20 or 5 s of them.  The
// same rule for every runtime; the whole process, warm-up included, is the `wall` column.
using System;
using System.Diagnostics;
using System.Globalization;

static class Harness {
    public static int Run(string[] args, string usage, Func<string, int, string> kernelRun) {
        CultureInfo inv = CultureInfo.InvariantCulture;
        if (args.Length < 2) {
            Console.Error.WriteLine("usage: " + usage + " <size> [reps]");
            return 2;
        }
        string kernel = args[0];
        int n = int.Parse(args[1], inv);
        int reps = args.Length > 2 ? int.Parse(args[2], inv) : 3;
        var warm = Stopwatch.StartNew();
        string first = kernelRun(kernel, n);
        if (first == null) { Console.Error.WriteLine("unknown kernel " + kernel); return 2; }
        double last = warm.Elapsed.TotalMilliseconds, spent = last;
        int warmupRuns = 1;
        while (warmupRuns < 20 && spent < 5000) {
            warm.Restart();
            string again = kernelRun(kernel, n);
            if (again != first) { Console.WriteLine("mismatch: " + again + " vs " + first); return 1; }
            double ms = warm.Elapsed.TotalMilliseconds;
            warmupRuns++;
            spent += ms;
            if (ms > last * 0.95) break;
            last = ms;
        }
        var sw = Stopwatch.StartNew();
        for (int i = 0; i < reps; i++) {
            string again = kernelRun(kernel, n);
            if (again != first) { Console.WriteLine("mismatch: " + again + " vs " + first); return 1; }
        }
        sw.Stop();
        Console.WriteLine(kernel + " " + n.ToString(inv) + ": " + first);
        Console.WriteLine("warmup_runs " + warmupRuns.ToString(inv));
        Console.WriteLine("steady_ms " + (sw.ElapsedTicks * 1000.0 / Stopwatch.Frequency).ToString("F1", inv));
        return 0;
    }
}
