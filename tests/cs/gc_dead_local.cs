// A reference local that is dead while a loop runs (its last use before the loop) does not
// keep its object alive: the interpreter clears it after its last use (transcode_liveness.inc),
// OSR code starts from the cleared frame.  GC.KeepAlive after the loop keeps it; a local
// read again after the loop stays alive too; so does one whose address is taken.
using System;
using System.Runtime.CompilerServices;
static class Program {
    static WeakReference weak;
    [MethodImpl(MethodImplOptions.NoInlining)] static int Use(object[] a) { return a.Length; }
    [MethodImpl(MethodImplOptions.NoInlining)] static void Collect() { GC.Collect(); GC.WaitForPendingFinalizers(); GC.Collect(); }
    static int DeadInLoop(int n) {
        var big = new object[1000];
        weak = new WeakReference(big);
        int total = Use(big);
        for (int i = 0; i < n; i++) {
            total += i & 7;
            if (i == n / 2) { Collect(); Console.WriteLine("dead local: " + (weak.IsAlive ? "alive" : "collected")); }
        }
        return total;
    }
    static int KeptAlive(int n) {
        var big = new object[1000];
        var w = new WeakReference(big);
        int total = 0;
        for (int i = 0; i < n; i++) {
            total += i & 7;
            if (i == n / 2) { Collect(); Console.WriteLine("KeepAlive: " + (w.IsAlive ? "alive" : "collected")); }
        }
        GC.KeepAlive(big);
        return total;
    }
    static int UsedAfter(int n) {
        var big = new object[1000];
        var w = new WeakReference(big);
        int total = 0;
        for (int i = 0; i < n; i++) {
            total += i & 7;
            if (i == n / 2) { Collect(); Console.WriteLine("used after the loop: " + (w.IsAlive ? "alive" : "collected")); }
        }
        return total + big.Length;
    }
    static int Main() {
        int sum = DeadInLoop(200000) + KeptAlive(200000) + UsedAfter(200000);
        Console.WriteLine(sum);
        return 0;
    }
}
