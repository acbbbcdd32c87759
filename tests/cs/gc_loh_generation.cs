// GC.GetGeneration of a large object (>= 85000 bytes) is 2 from its allocation, as CoreCLR
// reports its LOH (corvid keeps young large objects internally, collected early); small objects
// start in 0.  Collection counts are not changed by asking.
using System;

static class Program {
    static int Main() {
        int before = GC.CollectionCount(0);
        var big = new byte[85000];
        var bigRefs = new object[20000];
        var small = new byte[84000];
        var o = new object();
        Console.WriteLine("byte[85000] " + GC.GetGeneration(big));
        Console.WriteLine("object[20000] " + GC.GetGeneration(bigRefs));
        Console.WriteLine("byte[84000] " + GC.GetGeneration(small));
        Console.WriteLine("object " + GC.GetGeneration(o));
        Console.WriteLine("counts unchanged " + (GC.CollectionCount(0) == before));
        GC.Collect();
        Console.WriteLine("byte[85000] after a collection " + GC.GetGeneration(big));
        GC.KeepAlive(big); GC.KeepAlive(bigRefs); GC.KeepAlive(small); GC.KeepAlive(o);
        return 0;
    }
}
