using System;
using System.Threading;
class P {
    static int counter;
    static object gate = new object();
    static void Work(object n) {
        for (int i = 0; i < 100000; i++) { lock (gate) { counter++; } }
    }
    static void Main() {
        Console.WriteLine("main id " + Thread.CurrentThread.ManagedThreadId);
        var ts = new Thread[4];
        for (int i = 0; i < 4; i++) { ts[i] = new Thread(Work); ts[i].Start(i); }
        foreach (var t in ts) t.Join();
        Console.WriteLine("counter " + counter);
        var bg = new Thread(() => { Thread.Sleep(50); Console.WriteLine("fg done"); });
        bg.Start();
        Console.WriteLine("main returns");
    }
}
