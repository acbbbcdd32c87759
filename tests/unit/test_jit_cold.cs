// Run by tests/unit/test_jit_cold.c under build/corvid with Dynamic PGO, no call-counting
// delay and no OSR (Main stays interpreted and calls Lookup): Lookup's instrumented Tier0 code sees k < 0 once and k >= 0 thousands of times, so its
// Tier1 code must inline Hot (called on nearly every run) but not Rare (behind the branch taken
// once: it has run, so only the profile keeps it out); the program then takes the cold path
// again and checks the results.
using System;
using System.Diagnostics;
public static class Program {
    static int Hot(int k) { return k * 3 + 1; }
    static int Rare(int k) { int m = -k; return m * m * 3 + (m ^ 5) * 7 - m / 2 + (m & 6) * 11 + 2; } /* past CoreCLR's always-inline size */
    static int Lookup(int k) {
        if (k < 0) return Rare(k);
        return Hot(k);
    }
    static int Main() {
        var sw = Stopwatch.StartNew();
        long total = Lookup(-1);
        for (int i = 0; sw.ElapsedMilliseconds < 1000; i++) total += Lookup(i & 1023);
        int hot = Lookup(5), cold = Lookup(-3);
        Console.WriteLine("hot " + hot + " cold " + cold);
        return hot == 16 && cold == 92 && total > 9 ? 0 : 1;
    }
}
