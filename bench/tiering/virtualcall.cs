// Virtual-call loop: an array of 1024 operations, seven of every eight an Add, the rest a
// Scale or a Mix, applied in turn to a running value.  Exercises vtable dispatch and, on a
// profiling runtime, guarded devirtualization of the dominant Add.
// Usage: virtualcall.exe <passes> [reps]: one untimed warm-up run, then <reps> timed runs.
using System;
using System.Diagnostics;

abstract class Op { public abstract int Apply(int x); }
sealed class Add : Op { readonly int k; public Add(int k) { this.k = k; } public override int Apply(int x) { return x + k; } }
sealed class Scale : Op { public override int Apply(int x) { return x * 3 + 1; } }
sealed class Mix : Op { public override int Apply(int x) { return (x ^ (x >> 7)) + 5; } }

static class VirtualCall {
    static Op[] MakeOps() {
        var ops = new Op[1024];
        for (int i = 0; i < ops.Length; i++) {
            if (i % 16 == 7) ops[i] = new Scale();
            else if (i % 16 == 15) ops[i] = new Mix();
            else ops[i] = new Add(i & 31);
        }
        return ops;
    }

    static long Run(Op[] ops, int passes) {
        long sum = 0;
        int x = 1;
        for (int p = 0; p < passes; p++) {
            for (int i = 0; i < ops.Length; i++) x = ops[i].Apply(x);
            sum += x & 0xffff;
        }
        return sum;
    }

    static int Main(string[] args) {
        int passes = args.Length > 0 ? int.Parse(args[0]) : 100000;
        int reps = args.Length > 1 ? int.Parse(args[1]) : 3;
        Op[] ops = MakeOps();
        long r = Run(ops, passes);
        var sw = Stopwatch.StartNew();
        for (int i = 0; i < reps; i++)
            if (Run(ops, passes) != r) { Console.WriteLine("mismatch"); return 1; }
        sw.Stop();
        Console.WriteLine(r);
        Console.WriteLine("steady_ms " + (sw.ElapsedTicks * 1000.0 / Stopwatch.Frequency).ToString("F1"));
        return 0;
    }
}
