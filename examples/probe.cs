// The drift repro as production meets it: a health probe warms the service up before real
// traffic arrives.  HealthProbe() calls Process with the probe's handler (FastHandler in
// scenario A, SlowHandler in B) for `warmup-ms`; then the real traffic, SlowHandler, is timed.
// With a fourth argument "scoped" the probe runs inside Corvid.Runtime.Profile.Exclude(), so
// it does not feed the profile (on CoreCLR and mono the scope does nothing).
// Arguments: scenario (A|B), measured iterations (300000), warm-up ms (300), [scoped].
using System;
using System.Diagnostics;
public interface IHandler { int Handle(int x); }
public sealed class FastHandler : IHandler { public int Handle(int x) => x + 1; }
public sealed class SlowHandler : IHandler { public int Handle(int x) => (int)Math.Sqrt(x) + 1; }
public sealed class Dispatcher {
    public int Process(IHandler h, int n) { int sum = 0; for (int i = 0; i < n; i++) sum += h.Handle(i); return sum; }
}
static class Program {
    static long HealthProbe(Dispatcher d, IHandler probe, int milliseconds) {
        long calls = 0;
        var clock = Stopwatch.StartNew();
        while (clock.ElapsedMilliseconds < milliseconds) { d.Process(probe, 1); calls++; }
        return calls;
    }
    static int Main(string[] args) {
        string scenario = args.Length > 0 ? args[0] : "A";
        int iterations = args.Length > 1 ? int.Parse(args[1]) : 300000;
        int warmupMs = args.Length > 2 ? int.Parse(args[2]) : 300;
        bool scoped = args.Length > 3 && args[3] == "scoped";
        var d = new Dispatcher();
        IHandler probe = scenario == "A" ? (IHandler)new FastHandler() : new SlowHandler();
        if (scoped) { using (Corvid.Runtime.Profile.Exclude()) HealthProbe(d, probe, warmupMs); }
        else HealthProbe(d, probe, warmupMs);
        var traffic = new SlowHandler();
        var clock = Stopwatch.StartNew();
        long checksum = 0;
        for (int i = 0; i < iterations; i++) checksum += d.Process(traffic, 100);
        Console.WriteLine("Scenario " + scenario + ": " + clock.ElapsedMilliseconds + " ms");
        Console.WriteLine("checksum " + checksum);
        return 0;
    }
}
