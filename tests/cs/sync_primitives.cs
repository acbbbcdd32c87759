// SemaphoreSlim (producer/consumer, WaitAsync, timeouts), ManualResetEventSlim, CountdownEvent,
// Barrier, SpinLock, SpinWait, Timer, Lazy.
using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;

class P
{
    static void Main()
    {
        // producer/consumer: a bounded buffer guarded by two semaphores
        var items = new Queue<int>();
        var free = new SemaphoreSlim(4);
        var filled = new SemaphoreSlim(0);
        long consumed = 0;
        int count = 0;
        var producers = Enumerable.Range(0, 3).Select(p => new Thread(() =>
        {
            for (int i = 1; i <= 500; i++)
            {
                free.Wait();
                lock (items) items.Enqueue(i);
                filled.Release();
            }
        })).ToList();
        var consumers = Enumerable.Range(0, 2).Select(c => new Thread(() =>
        {
            for (int i = 0; i < 750; i++)
            {
                filled.Wait();
                int v;
                lock (items) v = items.Dequeue();
                free.Release();
                Interlocked.Add(ref consumed, v);
                Interlocked.Increment(ref count);
            }
        })).ToList();
        foreach (var t in producers.Concat(consumers)) t.Start();
        foreach (var t in producers.Concat(consumers)) t.Join();
        Console.WriteLine("semaphore " + count + " " + consumed + " free " + free.CurrentCount);

        // WaitAsync as an async lock
        var gate = new SemaphoreSlim(1, 1);
        int inside = 0, maxInside = 0, total = 0;
        Func<Task> worker = async () =>
        {
            for (int i = 0; i < 50; i++)
            {
                await gate.WaitAsync();
                try
                {
                    int n = ++inside;
                    if (n > maxInside) maxInside = n;
                    await Task.Yield();
                    total++;
                    inside--;
                }
                finally { gate.Release(); }
            }
        };
        Task.WaitAll(Enumerable.Range(0, 8).Select(_ => Task.Run(worker)).ToArray());
        Console.WriteLine("async lock " + total + " max inside " + maxInside);

        // timeouts and cancellation
        var empty = new SemaphoreSlim(0);
        Console.WriteLine("wait timeout " + empty.Wait(20) + " async timeout " + empty.WaitAsync(20).Result);
        var cts = new CancellationTokenSource();
        Task pending = empty.WaitAsync(cts.Token);
        cts.Cancel();
        try { pending.Wait(); } catch (AggregateException e) { Console.WriteLine("waitasync canceled " + pending.IsCanceled + " " + e.InnerException.GetType().Name); }
        Task<bool> later = empty.WaitAsync(5000);
        empty.Release();
        Console.WriteLine("released waiter " + later.Result + " count " + empty.CurrentCount);
        try { new SemaphoreSlim(1, 1).Release(); } catch (SemaphoreFullException) { Console.WriteLine("full"); }

        // ManualResetEventSlim
        var mres = new ManualResetEventSlim(false);
        int woke = 0;
        var waiters = Enumerable.Range(0, 4).Select(_ => new Thread(() => { mres.Wait(); Interlocked.Increment(ref woke); })).ToList();
        waiters.ForEach(t => t.Start());
        Thread.Sleep(20);
        Console.WriteLine("before set " + woke + " " + mres.IsSet);
        mres.Set();
        waiters.ForEach(t => t.Join());
        Console.WriteLine("after set " + woke);
        mres.Reset();
        Console.WriteLine("reset wait " + mres.Wait(10));

        // CountdownEvent
        var cd = new CountdownEvent(5);
        for (int i = 0; i < 5; i++) ThreadPool.QueueUserWorkItem(_ => cd.Signal());
        cd.Wait();
        Console.WriteLine("countdown " + cd.IsSet + " " + cd.CurrentCount);
        cd.Reset(2);
        cd.AddCount();
        Console.WriteLine("countdown reset " + cd.CurrentCount + " " + cd.Signal(3));

        // Barrier with a post-phase action
        var phases = new List<long>();
        var barrier = new Barrier(3, b => phases.Add(b.CurrentPhaseNumber));
        var parts = Enumerable.Range(0, 3).Select(_ => new Thread(() => { for (int i = 0; i < 4; i++) barrier.SignalAndWait(); })).ToList();
        parts.ForEach(t => t.Start());
        parts.ForEach(t => t.Join());
        Console.WriteLine("barrier phases " + string.Join(",", phases) + " now " + barrier.CurrentPhaseNumber);

        // SpinLock
        var spin = new SpinLock();
        int guarded = 0;
        var spinners = Enumerable.Range(0, 4).Select(_ => new Thread(() =>
        {
            for (int i = 0; i < 10000; i++)
            {
                bool taken = false;
                spin.Enter(ref taken);
                guarded++;
                spin.Exit();
            }
        })).ToList();
        spinners.ForEach(t => t.Start());
        spinners.ForEach(t => t.Join());
        Console.WriteLine("spinlock " + guarded);

        // SpinWait
        int flag = 0;
        ThreadPool.QueueUserWorkItem(_ => { Thread.Sleep(10); Volatile.Write(ref flag, 1); });
        Console.WriteLine("spinuntil " + SpinWait.SpinUntil(() => Volatile.Read(ref flag) == 1, 5000) + " " + SpinWait.SpinUntil(() => false, 10));

        // Timer: one-shot, periodic, Change and Dispose
        var oneShot = new ManualResetEventSlim();
        using (new Timer(s => ((ManualResetEventSlim)s).Set(), oneShot, 20, Timeout.Infinite))
            Console.WriteLine("one-shot fired " + oneShot.Wait(5000));
        int ticks = 0;
        var fiveTicks = new CountdownEvent(5);
        var periodic = new Timer(_ => { if (Interlocked.Increment(ref ticks) <= 5) fiveTicks.Signal(); }, null, 0, 10);
        Console.WriteLine("periodic ticked " + fiveTicks.Wait(5000));
        periodic.Dispose();
        int fired = 0;
        var postponed = new Timer(_ => Interlocked.Increment(ref fired), null, Timeout.Infinite, Timeout.Infinite);
        Thread.Sleep(30);
        Console.WriteLine("unarmed " + fired);
        postponed.Change(10, Timeout.Infinite);
        Console.WriteLine("armed " + SpinWait.SpinUntil(() => Volatile.Read(ref fired) == 1, 5000));
        var canceledTimer = new Timer(_ => Interlocked.Increment(ref fired), null, 50, Timeout.Infinite);
        canceledTimer.Dispose();
        Thread.Sleep(100);
        Console.WriteLine("disposed timer " + fired);

        // Lazy from many threads
        int created = 0;
        var lazy = new Lazy<string>(() => { Interlocked.Increment(ref created); Thread.Sleep(10); return "value"; });
        var readers = Enumerable.Range(0, 8).Select(_ => Task.Run(() => lazy.Value)).ToArray();
        Task.WaitAll(readers);
        Console.WriteLine("lazy " + created + " " + readers.All(t => t.Result == "value"));
    }
}
