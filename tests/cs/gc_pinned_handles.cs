// Pinned and normal GCHandles: the object stays put (AddrOfPinnedObject is stable across
// collections that move everything else) and reachable; normal handles keep objects alive
// while they move; unpinned arrays still hold their contents after many collections.
using System;
using System.Runtime.InteropServices;
using System.Runtime.CompilerServices;

class Node { public Node Next; public int Value; }

static class Program {
    [MethodImpl(MethodImplOptions.NoInlining)]
    static GCHandle MakeNormal() {
        Node head = null;
        for (int i = 0; i < 1000; i++) head = new Node { Next = head, Value = i };
        return GCHandle.Alloc(head);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    static void Churn() {
        for (int i = 0; i < 300000; i++) { var n = new Node(); n.Value = i; }
    }

    static int Main() {
        var data = new int[256];
        for (int i = 0; i < data.Length; i++) data[i] = i * 3;
        GCHandle pinned = GCHandle.Alloc(data, GCHandleType.Pinned);
        IntPtr address = pinned.AddrOfPinnedObject();
        GCHandle normal = MakeNormal();
        bool stable = true;
        for (int round = 0; round < 5; round++) {
            Churn();
            GC.Collect(round % 3);
            stable &= pinned.AddrOfPinnedObject() == address;
        }
        Console.WriteLine("pinned address stable: " + stable);
        Console.WriteLine("pinned contents: " + Marshal.ReadInt32(address, 4 * 100) + " " + ((int[])pinned.Target)[255]);
        int count = 0, expect = 999;
        bool ordered = true;
        for (Node n = (Node)normal.Target; n != null; n = n.Next, expect--) { count++; ordered &= n.Value == expect; }
        Console.WriteLine("normal handle keeps the list: " + count + " " + ordered);
        pinned.Free();
        normal.Free();
        Console.WriteLine("freed: " + pinned.IsAllocated + " " + normal.IsAllocated);
        return 0;
    }
}
