using System;
using System.Threading;
class P {
    static object gate = new object();
    static int woken, ready, generation;
    static void Main() {
        // a thread that starts waiting after PulseAll must not take an earlier waiter's wake-up
        var ts = new Thread[200];
        for (int i = 0; i < ts.Length; i++) {
            ts[i] = new Thread(() => {
                lock (gate) {
                    Interlocked.Increment(ref ready);
                    while (generation == 0) Monitor.Wait(gate);
                    woken++;
                    Monitor.PulseAll(gate);
                }
            });
            ts[i].Start();
        }
        while (Volatile.Read(ref ready) < ts.Length) Thread.Sleep(1);
        lock (gate) {
            generation = 1;
            Monitor.PulseAll(gate);
            while (woken < ts.Length) Monitor.Wait(gate, 3000);
        }
        foreach (var t in ts) t.Join();
        Console.WriteLine("woken " + woken);
        // Pulse wakes the oldest waiter only; a timed-out waiter leaves the queue
        object o = new object(); int order = 0; int first = -1, second = -1;
        var a = new Thread(() => { lock (o) { Monitor.Wait(o); first = order++; } });
        a.Start(); Thread.Sleep(50);
        var b = new Thread(() => { lock (o) { Monitor.Wait(o); second = order++; } });
        b.Start(); Thread.Sleep(50);
        lock (o) { Console.WriteLine("timed out " + !Monitor.Wait(o, 10)); Monitor.Pulse(o); }
        a.Join();
        lock (o) Monitor.Pulse(o);
        b.Join();
        Console.WriteLine("fifo " + first + " " + second);
    }
}
