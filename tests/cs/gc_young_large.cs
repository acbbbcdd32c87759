// Large objects (>= 85000 bytes) referenced from old objects across many gen0 collections:
// young large objects are reclaimed by gen0/gen1 collections when dead, and must survive
// (contents intact) while an old list, array or dictionary refers to them.
using System;
using System.Collections.Generic;

static class Program {
    static int Main() {
        var keep = new List<int[]>();
        var byKey = new Dictionary<int, byte[]>();
        var refs = new object[40000]; // itself large (320 KB of references)
        GC.Collect();
        long sum = 0;
        for (int r = 0; r < 400; r++) {
            var temp = new byte[100000 + (r % 10) * 50000];
            temp[temp.Length - 1] = (byte)r;
            sum += temp[temp.Length - 1];
            if (r % 10 == 0) {
                var big = new int[30000];
                for (int i = 0; i < big.Length; i += 1000) big[i] = r + i;
                keep.Add(big);
                var b = new byte[90000];
                b[89999] = (byte)(r / 10);
                byKey[r] = b;
                refs[r * 10] = new string('z', 50000 + r);
            }
            for (int i = 0; i < 2000; i++) { var small = new int[8]; small[0] = i; }
        }
        bool ok = true;
        for (int k = 0; k < keep.Count; k++)
            for (int i = 0; i < 30000; i += 1000) ok &= keep[k][i] == k * 10 + i;
        foreach (var kv in byKey) ok &= kv.Value[89999] == (byte)(kv.Key / 10);
        for (int r = 0; r < 400; r += 10) ok &= ((string)refs[r * 10]).Length == 50000 + r;
        Console.WriteLine("large objects intact: " + ok + " " + keep.Count + " " + byKey.Count + " " + sum);
        return 0;
    }
}
