// The drift repro (examples/drift.cs): all three scenarios in one process, alternating handlers.
using System;
public interface IHandler { int Handle(int x); }
public sealed class FastHandler : IHandler { public int Handle(int x) => x + 1; }
public sealed class SlowHandler : IHandler { public int Handle(int x) => (int)Math.Sqrt(x) + 1; }
public sealed class Dispatcher {
    public int Process(IHandler h, int n) { int sum = 0; for (int i = 0; i < n; i++) sum += h.Handle(i); return sum; }
}
static class Program {
    static int Main() {
        var d = new Dispatcher();
        IHandler[] hs = { new FastHandler(), new SlowHandler() };
        foreach (string sc in new[] { "A", "B", "C" }) {
            for (int i = 0; i < 200; i++) d.Process(sc == "A" ? hs[0] : sc == "B" ? hs[1] : hs[i & 1], 3);
            long s = 0;
            for (int i = 0; i < 5000; i++) s += d.Process(hs[(i / 1000) & 1], 50);
            Console.WriteLine("Scenario " + sc + " checksum " + s);
        }
        return 0;
    }
}
