// The Main of every bench/peers program (compiled into each, bench/peers.sh): args are
// <kernel> <size> [reps]; the kernel runs untimed until it stops getting faster (below), then
// `reps` timed repetitions, each checked against the first result.  Prints the checksum line,
// `first_ms <ms>` (the first, cold run: what a process that runs the kernel once pays),
// `warmup_runs <n>` and `steady_ms <ms>` (InvariantCulture).
//
// Warm-up: a tiered runtime keeps compiling for a while — corvid's background compiler can be
// several hundred ms of LLVM behind on a CoreLib-heavy kernel (wordfreq needs ~0.8 s before its
// runs settle, and plateaus on the way while one large method compiles), CoreCLR still replaces
// ReadyToRun code.  So the untimed runs go on for at least 1 s and then until one is not more
// than 5 % faster than the one before it; at most 50 runs or 5 s.  The same rule for every
// runtime; the whole process, warm-up included, is the `wall` column.
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
        double last = warm.Elapsed.TotalMilliseconds, spent = last, firstMs = last;
        int warmupRuns = 1;
        while (warmupRuns < 50 && spent < 5000) {
            warm.Restart();
            string again = kernelRun(kernel, n);
            if (again != first) { Console.WriteLine("mismatch: " + again + " vs " + first); return 1; }
            double ms = warm.Elapsed.TotalMilliseconds;
            warmupRuns++;
            spent += ms;
            if (spent >= 1000 && ms > last * 0.95) break;
            last = ms;
        }
        var sw = Stopwatch.StartNew();
        for (int i = 0; i < reps; i++) {
            string again = kernelRun(kernel, n);
            if (again != first) { Console.WriteLine("mismatch: " + again + " vs " + first); return 1; }
        }
        sw.Stop();
        Console.WriteLine(kernel + " " + n.ToString(inv) + ": " + first);
        Console.WriteLine("first_ms " + firstMs.ToString("F1", inv));
        Console.WriteLine("warmup_runs " + warmupRuns.ToString(inv));
        Console.WriteLine("steady_ms " + (sw.ElapsedTicks * 1000.0 / Stopwatch.Frequency).ToString("F1", inv));
        return 0;
    }
}
