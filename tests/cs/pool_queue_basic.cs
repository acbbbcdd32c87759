// Thread pool: 10^5 work items each run exactly once (counted per item with Interlocked), items
// queued from pool threads (local deques, stolen by other workers), the generic
// QueueUserWorkItem<TState> overload.  (IThreadPoolWorkItem is internal in mono's corlib.)
using System;
using System.Threading;

class Program
{
    const int N = 100000;
    static int[] runs = new int[N];
    static int done;
    static readonly object gate = new object();

    static void Finish()
    {
        if (Interlocked.Increment(ref done) % 1000 == 0) lock (gate) Monitor.PulseAll(gate);
    }

    static void WaitFor(int target)
    {
        lock (gate)
            while (Volatile.Read(ref done) < target) Monitor.Wait(gate, 50);
    }

    static void Main()
    {
        for (int i = 0; i < N; i++)
            ThreadPool.QueueUserWorkItem(state => { Interlocked.Increment(ref runs[(int)state]); Finish(); }, i);
        WaitFor(N);
        int bad = 0;
        for (int i = 0; i < N; i++) if (runs[i] != 1) bad++;
        Console.WriteLine("global: " + done + " done, " + bad + " not run exactly once");

        // fan-out from pool threads: each of 100 items queues 1000 more (to its local deque)
        done = 0;
        Array.Clear(runs, 0, N);
        for (int p = 0; p < 100; p++)
        {
            ThreadPool.QueueUserWorkItem(state =>
            {
                int b = (int)state * 1000;
                for (int j = 0; j < 1000; j++)
                    ThreadPool.QueueUserWorkItem<int>(k => { Interlocked.Increment(ref runs[k]); Finish(); }, b + j, true);
            }, p);
        }
        WaitFor(N);
        bad = 0;
        for (int i = 0; i < N; i++) if (runs[i] != 1) bad++;
        Console.WriteLine("local: " + done + " done, " + bad + " not run exactly once");

        int w, io;
        ThreadPool.GetMinThreads(out w, out io);
        Console.WriteLine("min >= 1: " + (w >= 1));
        ThreadPool.GetMaxThreads(out w, out io);
        Console.WriteLine("max >= 1: " + (w >= 1));
    }
}
