using System;
using System.Threading;
class P {
    static void Main() {
        var go = new ManualResetEvent(false);
        var ready = new AutoResetEvent(false);
        var sem = new Semaphore(0, 3);
        int arrived = 0;
        var ts = new Thread[3];
        for (int i = 0; i < 3; i++) {
            ts[i] = new Thread(() => { Interlocked.Increment(ref arrived); ready.Set(); go.WaitOne(); sem.Release(); });
            ts[i].Start();
        }
        int seen = 0;
        while (Volatile.Read(ref arrived) < 3) { ready.WaitOne(100); seen++; }
        Console.WriteLine("all arrived");
        Console.WriteLine("wait before go: " + sem.WaitOne(50));
        go.Set();
        for (int i = 0; i < 3; i++) sem.WaitOne();
        Console.WriteLine("released");
        foreach (var t in ts) t.Join();
        try { sem.Release(4); } catch (SemaphoreFullException e) { Console.WriteLine(e.Message); }
        var a = new AutoResetEvent(false); var b = new AutoResetEvent(true);
        Console.WriteLine("any " + WaitHandle.WaitAny(new WaitHandle[] { a, b }));
        Console.WriteLine("any timeout " + WaitHandle.WaitAny(new WaitHandle[] { a, b }, 10));
        b.Set(); a.Set();
        Console.WriteLine("all " + WaitHandle.WaitAll(new WaitHandle[] { a, b }, 10));
        Console.WriteLine("all again " + WaitHandle.WaitAll(new WaitHandle[] { a, b }, 10));
        try { WaitHandle.WaitAll(new WaitHandle[] { a, a }); } catch (DuplicateWaitObjectException e) { Console.WriteLine(e.GetType().Name); }
        a.Dispose();
        try { a.WaitOne(); } catch (ObjectDisposedException e) { Console.WriteLine(e.GetType().Name); }
        Console.WriteLine(Thread.CurrentThread.IsBackground + " " + Thread.CurrentThread.IsThreadPoolThread + " " + Thread.CurrentThread.ManagedThreadId);
        var t2 = new Thread(o => Console.WriteLine("param " + o)); t2.IsBackground = true; t2.Start(42); Console.WriteLine("joined " + t2.Join(5000));
        Console.WriteLine(t2.IsAlive + " " + t2.ThreadState);
    }
}
