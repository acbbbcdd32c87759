// Monitor locks on objects that only the heap refers to while collections run (the lock
// table is keyed by address: locked objects must not move); lock/Wait/Pulse-free paths.
using System;
using System.Threading;
using System.Collections.Generic;

class Holder { public object Gate; public List<object> Gates = new List<object>(); }

static class Program {
    static void Churn(int n) {
        for (int i = 0; i < n; i++) { var t = new int[6]; t[0] = i; }
    }

    static void EnterAll(Holder h) { foreach (var g in h.Gates) Monitor.Enter(g); }
    static void ExitAll(Holder h) { for (int i = h.Gates.Count - 1; i >= 0; i--) Monitor.Exit(h.Gates[i]); }

    static int Main() {
        var h = new Holder { Gate = new object() };
        for (int i = 0; i < 50; i++) h.Gates.Add(new object());
        Monitor.Enter(h.Gate);
        EnterAll(h);
        for (int round = 0; round < 5; round++) { Churn(200000); GC.Collect(round % 3); }
        bool held = Monitor.IsEntered(h.Gate);
        int heldCount = 0;
        foreach (var g in h.Gates) if (Monitor.IsEntered(g)) heldCount++;
        ExitAll(h);
        Monitor.Exit(h.Gate);
        Console.WriteLine("held across collections: " + held + " " + heldCount);
        Console.WriteLine("released: " + !Monitor.IsEntered(h.Gate));
        int sum = 0;
        for (int i = 0; i < 1000; i++) {
            lock (h.Gates[i % 50]) { sum += i; if (i % 100 == 0) Churn(50000); }
        }
        Console.WriteLine("lock statements: " + sum);
        return 0;
    }
}
