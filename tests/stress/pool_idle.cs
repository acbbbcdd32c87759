// Stress (make stress-pool, not part of `make test`): the pool grows for a burst of blocking
// work items, then, with a short DOTNET_ThreadPool_ThreadTimeoutMs, returns to its minimum once
// idle; repeated bursts lose nothing and hang nowhere.  corvid-only (ThreadPool.ThreadCount).
using System;
using System.Diagnostics;
using System.Threading;

class Program
{
    static int done;
    static readonly object progress = new object();

    static void Main(string[] args)
    {
        int rounds = args.Length > 0 ? int.Parse(args[0]) : 5;
        int burst = args.Length > 1 ? int.Parse(args[1]) : 200;
        int minW, minIo;
        ThreadPool.GetMinThreads(out minW, out minIo);
        for (int round = 1; round <= rounds; round++)
        {
            done = 0;
            for (int i = 0; i < burst; i++)
                ThreadPool.QueueUserWorkItem(_ =>
                {
                    Thread.Sleep(50);
                    lock (progress) if (++done == burst) Monitor.PulseAll(progress);
                });
            lock (progress) while (done < burst) Monitor.Wait(progress);
            int peak = ThreadPool.ThreadCount;
            var sw = Stopwatch.StartNew();
            while (ThreadPool.ThreadCount > minW && sw.ElapsedMilliseconds < 30000) Thread.Sleep(50);
            Console.WriteLine("round " + round + ": " + done + " items, peak " + peak + " workers, back to " +
                              ThreadPool.ThreadCount + " (min " + minW + ") after " + sw.ElapsedMilliseconds + " ms");
            if (ThreadPool.ThreadCount != minW) { Console.WriteLine("FAIL: the pool did not return to its minimum"); Environment.Exit(1); }
        }
        Console.WriteLine("ok: completed " + ThreadPool.CompletedWorkItemCount);
    }
}
