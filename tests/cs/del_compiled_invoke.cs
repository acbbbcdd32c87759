// Delegate calls from compiled code: closed instance, open and closed static, extension, value-type
// receiver, multicast, exceptions through the target; the target tiers up when reached only through Invoke.
using System;
using System.Diagnostics;
struct V { public int x; public int Get(int a) { return x + a; } }
class C { public int k = 3; public int Add(int a) { return a + k; } public static int Twice(int a) { return 2 * a; } }
static class Ext { public static int Plus(this string s, int a) { return s.Length + a; } }
class P {
    static long Run(Func<int, int> f, int n) { long s = 0; for (int i = 0; i < n; i++) s += f(i); return s; }
    static void Main() {
        var c = new C();
        Func<int, int> inst = c.Add, stat = C.Twice, lambda = x => x * 3, closure = x => x + c.k;
        Func<int, int> ext = "abcd".Plus;
        V v = new V { x = 5 }; Func<int, int> vt = v.Get;
        Func<int, int> multi = inst; multi += stat;
        Action<string> act = s => Console.WriteLine("action " + s);
        Func<int, int> thrower = x => { if (x == 7) throw new InvalidOperationException("seven"); return x; };
        for (int r = 0; r < 3; r++) {
            Console.WriteLine(Run(inst, 1000) + " " + Run(stat, 1000) + " " + Run(lambda, 1000) + " " + Run(closure, 1000) + " " + Run(ext, 1000) + " " + Run(vt, 1000) + " " + Run(multi, 1000));
            act("r" + r);
            try { Run(thrower, 10); } catch (InvalidOperationException e) { Console.WriteLine(e.Message); }
        }
        Console.WriteLine(Run(lambda, 200000));
    }
}
