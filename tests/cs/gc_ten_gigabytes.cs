using System;
// Allocates 10 GB in total (1 MB arrays plus small objects) with a small live set: the heap must
// stay bounded, so the process does not run out of memory.
// Expected output from CoreCLR 10 (tests/cs/gc_ten_gigabytes.expected): mono 6.8's total after
// this loop depends on the machine (606 MB seen), so it is not the oracle here.
class Node { public Node Next; public long Value; }
class Program {
    static int Main() {
        byte[][] keep = new byte[4][];
        long checksum = 0;
        for (int i = 0; i < 10240; i++) {
            byte[] buffer = new byte[1024 * 1024];
            buffer[i % buffer.Length] = (byte)i;
            keep[i % keep.Length] = buffer;
            checksum += buffer[i % buffer.Length];
            if (i % 64 == 0) {
                Node list = null;
                for (int j = 0; j < 1000; j++) list = new Node { Next = list, Value = j };
                checksum += list.Value;
            }
        }
        long total = GC.GetTotalMemory(false);
        Console.WriteLine("checksum " + checksum);
        Console.WriteLine(total < 512L * 1024 * 1024 ? "heap bounded" : "heap grew to " + total);
        return 0;
    }
}
