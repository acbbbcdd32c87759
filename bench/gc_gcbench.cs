// GCBench (Ellis, Kovac, Boehm; C# shape after Spoonhower's port): a long-lived tree of
// depth 16 and a double[500000] stay alive while trees of depths 4..16 are built top-down
// (Populate) and bottom-up (MakeTree), after a stretch tree of depth 18.  Prints per-depth
// times on stderr and checks on stdout.  Usage: gc_gcbench.exe [scale=1]
using System;
using System.Diagnostics;

class Node {
    public Node left, right;
    public int i = 1, j = 2;
    public Node(Node l, Node r) { left = l; right = r; }
    public Node() { }
}

static class Program {
    const int StretchTreeDepth = 18, LongLivedTreeDepth = 16, ArraySize = 500000, MinTreeDepth = 4, MaxTreeDepth = 16;

    static int TreeSize(int i) { return (1 << (i + 1)) - 1; }
    static int NumIters(int i) { return 2 * TreeSize(StretchTreeDepth) / TreeSize(i); }

    static void Populate(int depth, Node node) {
        if (depth <= 0) return;
        depth--;
        node.left = new Node();
        node.right = new Node();
        Populate(depth, node.left);
        Populate(depth, node.right);
    }

    static Node MakeTree(int depth) {
        return depth <= 0 ? new Node() : new Node(MakeTree(depth - 1), MakeTree(depth - 1));
    }

    static int Count(Node n) { return n == null ? 0 : 1 + Count(n.left) + Count(n.right); }

    static int Main(string[] args) {
        int scale = args.Length > 0 ? int.Parse(args[0]) : 1;
        var total = Stopwatch.StartNew();
        Console.WriteLine("stretch " + Count(MakeTree(StretchTreeDepth)));
        Node longLived = new Node();
        Populate(LongLivedTreeDepth, longLived);
        double[] array = new double[ArraySize];
        for (int i = 0; i < ArraySize / 2; i++) array[i] = 1.0 / i;
        for (int s = 0; s < scale; s++) {
            for (int d = MinTreeDepth; d <= MaxTreeDepth; d += 2) {
                var sw = Stopwatch.StartNew();
                int iters = NumIters(d);
                long nodes = 0;
                for (int i = 0; i < iters; i++) { var t = new Node(); Populate(d, t); nodes += Count(t); }
                long topDown = sw.ElapsedMilliseconds;
                for (int i = 0; i < iters; i++) nodes += Count(MakeTree(d));
                Console.WriteLine("depth " + d + ": " + iters + " trees, " + nodes + " nodes");
                Console.Error.WriteLine("  depth " + d + ": top-down " + topDown + " ms, bottom-up " + (sw.ElapsedMilliseconds - topDown) + " ms");
            }
        }
        if (longLived == null || array[1000] != 1.0 / 1000) Console.WriteLine("failed");
        Console.WriteLine("long lived " + Count(longLived));
        Console.Error.WriteLine("total " + total.ElapsedMilliseconds + " ms");
        return 0;
    }
}
