using System;
class Node { public int Value; public Node Next; public Node(int v, Node n) { Value = v; Next = n; } }
class Program {
    static int Main() {
        // ~200 MB of short-lived small objects with a small live set.
        Node live = null;
        long checksum = 0;
        for (int round = 0; round < 100; round++) {
            Node garbage = null;
            for (int i = 0; i < 60000; i++) garbage = new Node(i, (i & 63) == 0 ? null : garbage);
            checksum += garbage.Value;
            if (round % 10 == 0) live = new Node(round, live);
        }
        int n = 0; for (Node p = live; p != null; p = p.Next) n += p.Value;
        Console.WriteLine("checksum " + checksum);
        Console.WriteLine("live sum " + n);
        return 0;
    }
}
