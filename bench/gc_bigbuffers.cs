// The "temporary large buffer" workload (issue 4): a 200 MB long-lived cache of large arrays,
// then a loop of requests, each allocating a few 150 KB - 750 KB byte[]/int[] buffers that die
// at the end of the request.  With young large objects (CORVID_GCYoungLargeObjects=1, the
// default) gen0/gen1 collections reclaim the buffers; with 0 (CoreCLR's behaviour) only gen2
// collections with reason AllocLarge do.  Run with CORVID_GCStats=1 for the statistics.
using System;
using System.Collections.Generic;
using System.Diagnostics;

static class Program {
    static int Main(string[] args) {
        int requests = args.Length > 0 ? int.Parse(args[0]) : 3000;
        var sw = Stopwatch.StartNew();
        var cache = new List<int[]>();
        for (int i = 0; i < 200; i++) cache.Add(new int[250000]);
        long sum = 0;
        for (int r = 0; r < requests; r++) {
            var a = new byte[150000 + (r % 7) * 100000];
            var b = new int[40000 + (r % 5) * 20000];
            var c = (r % 3 == 0) ? new byte[300000] : null;
            for (int i = 0; i < a.Length; i += 4096) a[i] = (byte)r;
            for (int i = 0; i < b.Length; i += 1024) b[i] = r;
            if (c != null) c[c.Length - 1] = 1;
            sum += a[0] + b[0] + cache[r % cache.Count].Length + (c != null ? c[c.Length - 1] : 0);
            var small = new List<string>();
            for (int i = 0; i < 50; i++) small.Add("x" + i);
            sum += small.Count;
        }
        Console.WriteLine("checksum " + sum);
        Console.WriteLine("gen0 " + GC.CollectionCount(0) + " gen1 " + GC.CollectionCount(1) + " gen2 " + GC.CollectionCount(2));
        Console.Error.WriteLine("time " + sw.ElapsedMilliseconds + " ms");
        return 0;
    }
}
