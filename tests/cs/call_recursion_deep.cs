using System;
class Node { public int Val; public Node Left, Right; }
class Program {
    static Node Build(int lo, int hi) {
        if (lo > hi) return null;
        int mid = (lo + hi) / 2;
        return new Node { Val = mid, Left = Build(lo, mid - 1), Right = Build(mid + 1, hi) };
    }
    static int Height(Node n) { return n == null ? 0 : 1 + Math.Max(Height(n.Left), Height(n.Right)); }
    static long SumTree(Node n) { return n == null ? 0 : n.Val + SumTree(n.Left) + SumTree(n.Right); }
    static int SumList(int n) { return n == 0 ? 0 : n + SumList(n - 1); }
    static long Fib(int n) { return n < 2 ? n : Fib(n - 1) + Fib(n - 2); }
    static void InOrder(Node n, System.Text.StringBuilder sb, int limit) {
        if (n == null || sb.Length > limit) return;
        InOrder(n.Left, sb, limit); sb.Append(n.Val).Append(' '); InOrder(n.Right, sb, limit);
    }
    static int Main() {
        Node root = Build(1, 10000);
        Console.WriteLine("height " + Height(root) + " sum " + SumTree(root));
        var sb = new System.Text.StringBuilder();
        InOrder(root, sb, 40);
        Console.WriteLine(sb.ToString().Trim());
        Console.WriteLine("sumlist " + SumList(10000));
        Console.WriteLine("fib(25) " + Fib(25));
        return 0;
    }
}
