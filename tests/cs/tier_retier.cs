// Re-tiering of stale profiles: call sites warmed with one receiver type, then switched.
// env: CORVID_TieredPGO_Retier=1 DOTNET_TC_CallCountingDelayMs=0
// With the knob, Process and Total go Tier1 (guessing the warm-up type), their guards then miss
// on every call, they are re-tiered (back to instrumented Tier0, new Tier1 guessing the new type);
// the flapping phases run into the re-tier limit, and two threads call Shared while it is
// re-tiered (one of them re-tiers it while the other still runs the old Tier1 code).  Only results are printed: they are the same whichever code version ran.  An
// optional argument multiplies the phase lengths (tests/unit/test_jit_retier.c passes 4).
using System;
using System.Threading;
public interface IHandler { int Handle(int x); }
public sealed class FastHandler : IHandler { public int Handle(int x) { return x + 1; } }
public sealed class SlowHandler : IHandler { public int Handle(int x) { return (int)Math.Sqrt(x) + 1; } }
public sealed class ThirdHandler : IHandler { public int Handle(int x) { return x ^ 5; } }
public abstract class Shape { public abstract long Area(int k); }
public sealed class Square : Shape { public override long Area(int k) { return (long)k * k; } }
public sealed class Line : Shape { public override long Area(int k) { return k; } }
public static class Program {
    static int Process(IHandler h, int n) { int s = 0; for (int i = 0; i < n; i++) s += h.Handle(i); return s; }
    static long Total(Shape s, int n) { long t = 0; for (int i = 0; i < n; i++) t += s.Area(i); return t; }
    static long Run(IHandler h, int calls) { long sum = 0; for (int i = 0; i < calls; i++) sum += Process(h, 8); return sum; }
    static int Shared(IHandler h, int n) { int s = 0; for (int i = 0; i < n; i++) s += h.Handle(i); return s; }
    static long RunShared(IHandler h, int calls) { long sum = 0; for (int i = 0; i < calls; i++) sum += Shared(h, 8); return sum; }
    static long RunShape(Shape s, int calls) { long sum = 0; for (int i = 0; i < calls; i++) sum += Total(s, 8); return sum; }
    static int Main(string[] args) {
        int k = args.Length > 0 ? int.Parse(args[0]) : 1;
        IHandler fast = new FastHandler(), slow = new SlowHandler(), third = new ThirdHandler();
        Console.WriteLine("warm fast " + Run(fast, 300000 * k));
        Console.WriteLine("switch slow " + Run(slow, 300000 * k));
        Console.WriteLine("back to fast " + Run(fast, 300000 * k));
        Console.WriteLine("third " + Run(third, 300000 * k));
        Console.WriteLine("slow again " + Run(slow, 150000 * k));
        Console.WriteLine("warm square " + RunShape(new Square(), 300000 * k));
        Console.WriteLine("switch line " + RunShape(new Line(), 300000 * k));
        Console.WriteLine("warm shared " + RunShared(fast, 300000 * k));
        long[] sums = new long[2];
        var threads = new Thread[2];
        for (int t = 0; t < 2; t++) {
            int id = t;
            threads[t] = new Thread(() => { sums[id] = RunShared(id == 0 ? slow : third, 200000 * k); });
            threads[t].Start();
        }
        foreach (var t in threads) t.Join();
        Console.WriteLine("threads " + sums[0] + " " + sums[1]);
        return 0;
    }
}
