// Run by tests/unit/test_jit_gdv.c under build/corvid with Dynamic PGO and no call-counting
// delay: Process's interface call sees only FastHandler, so its Tier1 code must guard on
// FastHandler and inline Handle; the program then switches to SlowHandler (the guard fails, the
// fallback dispatches) and checks the results.
using System;
using System.Diagnostics;
public interface IHandler { int Handle(int x); }
public sealed class FastHandler : IHandler { public int Handle(int x) { return x + 1; } }
public sealed class SlowHandler : IHandler { public int Handle(int x) { return (int)Math.Sqrt(x) + 1; } }
public static class Program {
    static int Process(IHandler h, int n) { int s = 0; for (int i = 0; i < n; i++) s += h.Handle(i); return s; }
    static int Main() {
        var fast = new FastHandler();
        var sw = Stopwatch.StartNew();
        long total = 0;
        while (sw.ElapsedMilliseconds < 1000) total += Process(fast, 10);
        int a = Process(fast, 10), b = Process(new SlowHandler(), 10);
        Console.WriteLine("fast " + a + " slow " + b);
        return a == 55 && b == 26 && total > 0 ? 0 : 1;
    }
}
