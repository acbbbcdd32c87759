// The Main of every bench/peers program (compiled into each, bench/peers.sh): args are
// <kernel> <size> [reps]; the kernel runs once untimed (corvid reaches Tier1/OSR, CoreCLR its
// Tier1), then `reps` timed repetitions, each checked against the first result.  Prints the
// checksum line and `steady_ms <ms>` (InvariantCulture).
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
        string first = kernelRun(kernel, n);
        if (first == null) { Console.Error.WriteLine("unknown kernel " + kernel); return 2; }
        var sw = Stopwatch.StartNew();
        for (int i = 0; i < reps; i++) {
            string again = kernelRun(kernel, n);
            if (again != first) { Console.WriteLine("mismatch: " + again + " vs " + first); return 1; }
        }
        sw.Stop();
        Console.WriteLine(kernel + " " + n.ToString(inv) + ": " + first);
        Console.WriteLine("steady_ms " + (sw.ElapsedTicks * 1000.0 / Stopwatch.Frequency).ToString("F1", inv));
        return 0;
    }
}
