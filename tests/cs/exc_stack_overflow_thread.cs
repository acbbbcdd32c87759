// A stack overflow on a secondary thread (a pthread stack with its own guard page), in a method
// passing structs by value: "Stack overflow." and status 134, output written before it kept, in
// every execution mode (compiled code has no stack-limit check: the guard page reports it).
using System;
using System.Threading;
struct Small { public long A, B, C, D, E, F, G, H; }
struct Big { public Small A, B, C, D, E, F, G, H; }
class Program {
    static long Deep(int n, Big b) {
        Big[] unused = null;
        Big x0 = b, x1 = b, x2 = b, x3 = b, x4 = b, x5 = b, x6 = b, x7 = b;
        x0.A.A += n; x1.B.B += n; x2.C.C += n; x3.D.D += n; x4.E.E += n; x5.F.F += n; x6.G.G += n; x7.H.H += n;
        if (unused != null) return 0;
        return Deep(n + 1, x0) + x1.B.B + x2.C.C + x3.D.D + x4.E.E + x5.F.F + x6.G.G + x7.H.H;
    }
    static void Main() {
        Console.WriteLine("before");
        var t = new Thread(() => Console.WriteLine(Deep(0, new Big())));
        t.Start();
        t.Join();
        Console.WriteLine("not reached");
    }
}
