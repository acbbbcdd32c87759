// Benchmarks Game binary-trees (the single-threaded #2 shape: a class node, recursion,
// stretch tree of depth N+1, a long-lived tree of depth N, many short-lived trees of depths
// 4..N).  Usage: gc_binarytrees.exe [N=21]
using System;

class TreeNode {
    TreeNode left, right;
    TreeNode(TreeNode left, TreeNode right) { this.left = left; this.right = right; }
    internal static TreeNode Bottom(int depth) {
        return depth > 0 ? new TreeNode(Bottom(depth - 1), Bottom(depth - 1)) : new TreeNode(null, null);
    }
    internal int Check() { return left == null ? 1 : 1 + left.Check() + right.Check(); }
}

static class Program {
    const int MinDepth = 4;
    static int Main(string[] args) {
        int n = args.Length > 0 ? int.Parse(args[0]) : 21;
        int maxDepth = Math.Max(MinDepth + 2, n);
        int stretch = maxDepth + 1;
        Console.WriteLine("stretch tree of depth {0}\t check: {1}", stretch, TreeNode.Bottom(stretch).Check());
        TreeNode longLived = TreeNode.Bottom(maxDepth);
        for (int depth = MinDepth; depth <= maxDepth; depth += 2) {
            int iterations = 1 << (maxDepth - depth + MinDepth);
            int check = 0;
            for (int i = 1; i <= iterations; i++) check += TreeNode.Bottom(depth).Check();
            Console.WriteLine("{0}\t trees of depth {1}\t check: {2}", iterations, depth, check);
        }
        Console.WriteLine("long lived tree of depth {0}\t check: {1}", maxDepth, longLived.Check());
        return 0;
    }
}
