// The JIT-drift repro from examples/drift.cs (scenario A) with small counts and no timing output.
using System;
public interface IHandler { int Handle(int x); }
public sealed class FastHandler : IHandler { public int Handle(int x) => x + 1; }
public sealed class SlowHandler : IHandler { public int Handle(int x) => (int)Math.Sqrt(x) + 1; }
public sealed class Dispatcher {
    public int Process(IHandler h, int n) { int sum = 0; for (int i = 0; i < n; i++) sum += h.Handle(i); return sum; }
}
static class Program {
    static int Run(string sc, int outer) {
        var d = new Dispatcher();
        for (int i = 0; i < 50; i++) {
            if (sc == "A") d.Process(new FastHandler(), 1);
            else if (sc == "B") d.Process(new SlowHandler(), 1);
            else d.Process(i % 2 == 0 ? (IHandler)new FastHandler() : new SlowHandler(), 1);
        }
        var slow = new SlowHandler();
        long s = 0;
        for (int i = 0; i < outer; i++) s += d.Process(slow, 100);
        Console.WriteLine("Scenario " + sc);
        Console.WriteLine("checksum " + s);
        return 0;
    }
    static int Main() { return Run("A", 20000); }
}
