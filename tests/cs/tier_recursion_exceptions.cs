// Recursive methods in compiled code: the pending-exception checks after a method's calls to
// itself are dropped only when nothing else in it can raise (Fib).  Each other method here
// raises at the bottom of its recursion, directly, through a callee, by a division or a null
// dereference, and the exception must still cross every compiled activation.
using System;

class Node { public Node Next; public int Value; }

static class Program {
    static int Fib(int n) => n < 2 ? n : Fib(n - 1) + Fib(n - 2);
    static int Throws(int n) { if (n == 0) throw new InvalidOperationException("bottom"); return Throws(n - 1) + 1; }
    static int Fail() => throw new ArgumentException("callee");
    static int ThroughCallee(int n) => n == 0 ? Fail() : ThroughCallee(n - 1) + 1;
    static int Divides(int n, int d) => n == 0 ? 100 / d : Divides(n - 1, d) + 1;
    static int Walk(Node node) => node.Value + (node.Next == null ? 0 : Walk(node.Next));
    static int WalkUnchecked(Node node, int n) => n == 0 ? node.Value : WalkUnchecked(node.Next, n - 1) + 1;

    static int Main() {
        long total = 0;
        int caught = 0;
        Node list = null;
        for (int i = 0; i < 20; i++) list = new Node { Next = list, Value = i };
        for (int round = 0; round < 3000; round++) {
            total += Fib(12);
            try { total += Throws(round % 20); } catch (InvalidOperationException) { caught++; }
            try { total += ThroughCallee(round % 15); } catch (ArgumentException) { caught++; }
            try { total += Divides(round % 10, round % 7); } catch (DivideByZeroException) { caught++; }
            total += Walk(list);
            try { total += WalkUnchecked(list, round % 25); } catch (NullReferenceException) { caught++; }
        }
        Console.WriteLine("total " + total + " caught " + caught);
        return 0;
    }
}
