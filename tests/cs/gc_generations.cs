// GC.CollectionCount per generation (CoreCLR semantics: a gen-N collection counts for every
// generation <= N), GC.GetGeneration aging, GC.MaxGeneration, GetTotalMemory.  Mono (two generations) differs, hence the .expected file.
using System;
using System.Collections.Generic;

static class Program {
    /* The counts one GC.Collect(gen) (-1: GC.Collect()) adds.  Under DOTNET_GCStress a stress
     * collection may land in the same window (the allocations and polls before it decide); the
     * exact one-collection-per-generation answer is asked for in one of a few tries. */
    static string Measure(int gen) {
        string delta = "";
        for (int attempt = 0; attempt < 3; attempt++) {
            int c0 = GC.CollectionCount(0), c1 = GC.CollectionCount(1), c2 = GC.CollectionCount(2);
            if (gen < 0) GC.Collect();
            else GC.Collect(gen);
            int d0 = GC.CollectionCount(0) - c0, d1 = GC.CollectionCount(1) - c1, d2 = GC.CollectionCount(2) - c2;
            delta = "gen0 +" + d0 + " gen1 +" + d1 + " gen2 +" + d2;
            int top = gen < 0 ? GC.MaxGeneration : gen;
            if (d0 == 1 && d1 == (top >= 1 ? 1 : 0) && d2 == (top >= 2 ? 1 : 0)) break;
        }
        return delta;
    }

    static int Main() {
        Console.WriteLine("MaxGeneration " + GC.MaxGeneration);
        for (int gen = 0; gen <= 2; gen++) Console.WriteLine("Collect(" + gen + "): " + Measure(gen));
        Console.WriteLine("Collect(): " + Measure(-1));

        var survivor = new List<int>(new int[] { 1, 2, 3 });
        int generation = GC.GetGeneration(survivor);
        // Under DOTNET_GCStress a collection can fall between the allocation and the query (it
        // did in one of seven full suite runs); a fresh allocation is asked again, a few times.
        for (int retry = 0; retry < 3 && generation != 0; retry++) {
            survivor = new List<int>(new int[] { 1, 2, 3 });
            generation = GC.GetGeneration(survivor);
        }
        Console.WriteLine("new object: gen " + generation);
        GC.Collect(0);
        Console.WriteLine("after a gen0 collection: gen " + GC.GetGeneration(survivor));
        GC.Collect(1);
        Console.WriteLine("after a gen1 collection: gen " + GC.GetGeneration(survivor));
        GC.Collect();
        Console.WriteLine("after a full collection: gen " + GC.GetGeneration(survivor));

        // allocation drives gen0 collections
        int before = GC.CollectionCount(0);
        long sum = 0;
        // 400 MB: more than any gen0 budget (CoreCLR's follows the L3 size, 130 MB on a VM
        // that reports its host's 260 MB L3)
        for (int i = 0; i < 100000; i++) { var o = new int[1000]; o[1] = i; sum += o[1]; }
        Console.WriteLine("allocating 400 MB ran gen0 collections: " + (GC.CollectionCount(0) > before) + " " + sum);

        long baseline = GC.GetTotalMemory(true);
        var big = new byte[50 * 1024 * 1024];
        long withBig = GC.GetTotalMemory(false);
        Console.WriteLine("GetTotalMemory sees a 50 MB array: " + (withBig - baseline >= 45L * 1024 * 1024));
        GC.KeepAlive(big);
        Console.WriteLine(survivor.Count);
        return 0;
    }
}
