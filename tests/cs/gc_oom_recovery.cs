// Memory freed after an OutOfMemoryException is usable again (issue 12).
// env: DOTNET_GCHeapHardLimit=0x2000000
// framework-oracle: expected (CoreCLR 10 is killed in round 2 under a 32 MB hard limit)
// Each round fills a 32 MB hard limit with 1 MB arrays, catches the OOM, drops the list and
// collects; every later round must get about as many arrays as the first (at least 90 %).
using System;
using System.Collections.Generic;
using System.Runtime.CompilerServices;

class GcOomRecovery {
    const int Rounds = 6;

    static int Fill(ref List<byte[]> list) {
        try {
            while (true) list.Add(new byte[1024 * 1024]);
        } catch (OutOfMemoryException) {
        }
        return list.Count;
    }

    // The OOM passes a finally block of this frame before its catch takes it.
    static int FillThroughFinally() {
        List<byte[]> list = new List<byte[]>();
        int finallies = 0;
        try {
            try {
                while (true) list.Add(new byte[1024 * 1024]);
            } finally {
                finallies++;
            }
        } catch (OutOfMemoryException) {
        }
        int n = finallies == 1 ? list.Count : -1;
        list = null;
        return n;
    }

    static void Report(string what, int round, int n, int first) {
        // counts differ between runtimes (what else the heap holds): compare with round 1 only
        bool ok = round == 1 ? n >= 16 : n * 10 >= first * 9; /* 90 % */
        Console.WriteLine(what + " round " + round + ": " + (ok ? "ok" : "FAIL (" + n + " arrays, round 1 got " + first + ")"));
    }

    // The list lives in this frame, the catch too: the pattern the issue reported.
    [MethodImpl(MethodImplOptions.NoInlining)]
    static int InOneFrame() {
        int first = 0;
        for (int r = 1; r <= Rounds; r++) {
            List<byte[]> list = new List<byte[]>();
            try {
                while (true) list.Add(new byte[1024 * 1024]);
            } catch (OutOfMemoryException) {
            }
            int n = list.Count;
            list = null;
            GC.Collect();
            if (r == 1) first = n;
            Report("frame", r, n, first);
        }
        return first;
    }

    // Each phase in a frame of its own: what a frame keeps alive dies with it, on every runtime.
    [MethodImpl(MethodImplOptions.NoInlining)]
    static void InCallee(int first) {
        for (int r = 1; r <= Rounds; r++) {
            List<byte[]> list = new List<byte[]>();
            int n = Fill(ref list);
            list = null;
            GC.Collect();
            Report("callee", r, n, first);
        }
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    static void ThroughFinally(int first) {
        for (int r = 1; r <= Rounds; r++) {
            int n = FillThroughFinally();
            GC.Collect();
            Report("finally", r, n, first);
        }
    }

    static int Main() {
        int first = InOneFrame();
        GC.Collect();
        InCallee(first);
        GC.Collect();
        ThroughFinally(first);
        return 0;
    }
}
