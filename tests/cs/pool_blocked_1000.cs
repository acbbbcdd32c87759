// framework-oracle: expected (CoreCLR takes minutes: its hill climbing adds about a thread a second)
// Thread pool blocking compensation: 1000 work items block at once on a Monitor (all of them
// must be running at the same time before any is released), then all are released and finish.
// With CoreCLR's or mono's pool this takes minutes (about two threads a second); corvid's
// default compensation gives each blocked worker's place to a new one at once.  Expected output
// in pool_blocked_1000.expected (mono is not the oracle: it cannot finish in the time limit).
using System;
using System.Threading;

class Program
{
    const int N = 1000;
    static readonly object gate = new object();      // the workers wait here
    static readonly object progress = new object();  // Main waits here
    static int arrived, finished;
    static bool released;

    static void Count(ref int counter)
    {
        lock (progress)
            if (++counter == N) Monitor.PulseAll(progress);
    }

    static void Main()
    {
        for (int i = 0; i < N; i++)
            ThreadPool.QueueUserWorkItem(_ =>
            {
                lock (gate)
                {
                    Count(ref arrived);
                    while (!released) Monitor.Wait(gate);
                }
                Count(ref finished);
            });
        lock (progress)
            while (arrived < N) Monitor.Wait(progress);
        Console.WriteLine("blocked at once: " + arrived);
        lock (gate)
        {
            released = true;
            Monitor.PulseAll(gate);
        }
        lock (progress)
            while (finished < N) Monitor.Wait(progress);
        Console.WriteLine("finished: " + finished);
    }
}
