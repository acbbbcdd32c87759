using System;
using System.Threading;
using System.Collections.Generic;
class P {
    static void Main() {
        var q = new Queue<int>(); object gate = new object(); long sum = 0; int produced = 0;
        var consumers = new Thread[3];
        for (int c = 0; c < 3; c++) {
            consumers[c] = new Thread(() => {
                for (;;) {
                    int v;
                    lock (gate) {
                        while (q.Count == 0) Monitor.Wait(gate);
                        v = q.Dequeue();
                    }
                    if (v < 0) return;
                    Interlocked.Add(ref sum, v);
                }
            });
            consumers[c].Start();
        }
        var producers = new Thread[2];
        for (int p = 0; p < 2; p++) {
            producers[p] = new Thread(() => {
                for (int i = 1; i <= 20000; i++) { lock (gate) { lock (gate) { q.Enqueue(i); Monitor.Pulse(gate); } } Interlocked.Increment(ref produced); }
            });
            producers[p].Start();
        }
        foreach (var t in producers) t.Join();
        lock (gate) { for (int c = 0; c < 3; c++) q.Enqueue(-1); Monitor.PulseAll(gate); }
        foreach (var t in consumers) t.Join();
        Console.WriteLine("sum " + sum + " produced " + produced);
        object o = new object();
        int h = o.GetHashCode();
        lock (o) { Console.WriteLine("hash kept " + (h == o.GetHashCode()) + " entered " + Monitor.IsEntered(o)); }
        Console.WriteLine("entered after " + Monitor.IsEntered(o));
        try { Monitor.Exit(o); } catch (SynchronizationLockException e) { Console.WriteLine(e.Message); }
        try { Monitor.Pulse(o); } catch (SynchronizationLockException e) { Console.WriteLine("pulse: " + e.GetType().Name); }
        for (int i = 0; i < 300; i++) Monitor.Enter(o);
        for (int i = 0; i < 300; i++) Monitor.Exit(o);
        Console.WriteLine("deep recursion ok " + Monitor.IsEntered(o));
        var other = new Thread(() => { Console.WriteLine("try from other " + Monitor.TryEnter(o)); });
        lock (o) { other.Start(); other.Join(); }
        bool taken = false; Monitor.TryEnter(o, 10, ref taken); Console.WriteLine("taken " + taken); Monitor.Exit(o);
        lock (o) { Console.WriteLine("wait timeout " + Monitor.Wait(o, 20)); }
        GC.Collect();
        var holder = new object();
        lock (holder) { GC.Collect(); GC.Collect(); Console.WriteLine("still entered " + Monitor.IsEntered(holder)); }
    }
}
