using System;
class TreeNode {
    TreeNode left, right;
    TreeNode(TreeNode l, TreeNode r) { left = l; right = r; }
    public static TreeNode Bottom(int depth) { return depth > 0 ? new TreeNode(Bottom(depth - 1), Bottom(depth - 1)) : new TreeNode(null, null); }
    public int Check() { return left == null ? 1 : 1 + left.Check() + right.Check(); }
}
class Program {
    static int Main() {
        int maxDepth = 10, minDepth = 4;
        int stretch = maxDepth + 1;
        Console.WriteLine("stretch tree of depth " + stretch + "\t check: " + TreeNode.Bottom(stretch).Check());
        TreeNode longLived = TreeNode.Bottom(maxDepth);
        for (int d = minDepth; d <= maxDepth; d += 2) {
            int iterations = 1 << (maxDepth - d + minDepth);
            int check = 0;
            for (int i = 0; i < iterations; i++) check += TreeNode.Bottom(d).Check();
            Console.WriteLine(iterations + "\t trees of depth " + d + "\t check: " + check);
        }
        Console.WriteLine("long lived tree of depth " + maxDepth + "\t check: " + longLived.Check());
        return 0;
    }
}
