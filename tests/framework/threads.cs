// Threads on CoreLib: Start/Join, lock and Monitor.Wait/Pulse, [ThreadStatic], background and
// foreground threads (the process waits for the foreground one), events, semaphores, WaitAny,
// WaitAll (a handle named twice: DuplicateWaitObjectException), ManualResetEventSlim, an ended
// background thread (Stopped, and dead: IsBackground raises ThreadStateException).
using System;
using System.Collections.Generic;
using System.Threading;

class Program
{
    [ThreadStatic] static int perThread;
    static readonly object gate = new object();
    static readonly Queue<int> queue = new Queue<int>();
    static bool finished;

    static void Main()
    {
        long counter = 0;
        var threads = new List<Thread>();
        for (int k = 0; k < 8; k++) threads.Add(new Thread(() => { for (int i = 0; i < 100000; i++) lock (gate) counter++; perThread = 5; }));
        foreach (var t in threads) t.Start();
        foreach (var t in threads) t.Join();
        Console.WriteLine(counter.ToString() + " " + perThread.ToString());
        long consumed = 0;
        var consumer = new Thread(() =>
        {
            while (true)
            {
                int item;
                lock (gate)
                {
                    while (queue.Count == 0 && !finished) Monitor.Wait(gate);
                    if (queue.Count == 0) return;
                    item = queue.Dequeue();
                }
                consumed += item;
            }
        }) { IsBackground = true, Name = "consumer" };
        consumer.Start();
        for (int i = 1; i <= 10000; i++) lock (gate) { queue.Enqueue(i); Monitor.Pulse(gate); }
        lock (gate) { finished = true; Monitor.PulseAll(gate); }
        consumer.Join();
        Console.WriteLine(consumed.ToString());
        Console.WriteLine(consumer.IsAlive ? "alive" : "dead");
        Console.WriteLine(Thread.CurrentThread.ManagedThreadId.ToString() + " " + Environment.CurrentManagedThreadId.ToString());
        var mre = new ManualResetEvent(false);
        var are = new AutoResetEvent(false);
        var sem = new Semaphore(0, 2);
        var t2 = new Thread(() => { mre.WaitOne(); are.Set(); sem.Release(2); });
        t2.Start();
        Thread.Sleep(10);
        mre.Set();
        Console.WriteLine(are.WaitOne(5000) ? "are" : "timeout");
        Console.WriteLine(sem.WaitOne(5000) && sem.WaitOne(5000) ? "sem" : "timeout");
        Console.WriteLine(sem.WaitOne(10) ? "extra" : "no more");
        t2.Join();
        Console.WriteLine(WaitHandle.WaitAny(new WaitHandle[] { are, mre }, 1000).ToString());
        try { WaitHandle.WaitAll(new WaitHandle[] { mre, are, mre }, 1000); }
        catch (DuplicateWaitObjectException e) { Console.WriteLine(e.GetType().Name + ": " + e.Message); }
        Console.WriteLine(consumer.ThreadState.ToString());
        try { Console.WriteLine(consumer.IsBackground); }
        catch (ThreadStateException e) { Console.WriteLine(e.Message); }
        var slim = new ManualResetEventSlim();
        var t3 = new Thread(() => slim.Set()); t3.Start();
        Console.WriteLine(slim.Wait(5000) ? "slim" : "timeout");
        var fg = new Thread(() => { Thread.Sleep(50); Console.WriteLine("foreground done"); });
        fg.Start();
        Console.WriteLine("main done");
    }
}
