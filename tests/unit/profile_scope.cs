// The program of test_profile_scope.c: a warm-up with FastHandler, then real traffic with
// SlowHandler.  Argument "scope": the warm-up runs inside Corvid.Runtime.Profile.Exclude();
// "knob": inside Probe(), which the test names in CORVID_ProfileExclude; "none": unscoped.
// Also checks that scopes nest, that an exception leaving a scope or a Probe frame ends the
// exclusion, and prints whether the thread is excluded at each point.
using System;
using Corvid.Runtime;
public interface IHandler { int Handle(int x); }
public sealed class FastHandler : IHandler { public int Handle(int x) { return x + 1; } }
public sealed class SlowHandler : IHandler { public int Handle(int x) { return (int)Math.Sqrt(x) + 1; } }
public static class Program {
    static int Process(IHandler h, int n) { int s = 0; for (int i = 0; i < n; i++) s += h.Handle(i); return s; }
    static long Run(IHandler h, int calls) { long sum = 0; for (int i = 0; i < calls; i++) sum += Process(h, 4); return sum; }
    static long Probe(IHandler h, int calls, bool fail) {
        long sum = Run(h, calls);
        if (fail) throw new InvalidOperationException("probe failed");
        return sum;
    }
    static int Main(string[] args) {
        string mode = args[0];
        IHandler fast = new FastHandler(), slow = new SlowHandler();
        long warm;
        if (mode == "scope") {
            using (Profile.Exclude()) {
                using (Profile.Exclude()) Console.WriteLine("nested " + Profile.IsExcluded);
                Console.WriteLine("in scope " + Profile.IsExcluded);
                warm = Run(fast, 200000);
            }
            try {
                using (Profile.Exclude()) throw new InvalidOperationException("inside");
            } catch (InvalidOperationException) { }
        } else if (mode == "knob") {
            warm = Probe(fast, 200000, false);
            try { Probe(fast, 10, true); } catch (InvalidOperationException) { }
        } else {
            warm = Run(fast, 200000);
        }
        Console.WriteLine("after " + Profile.IsExcluded);
        Console.WriteLine("warm " + warm);
        Console.WriteLine("slow " + Run(slow, 200000));
        return 0;
    }
}
