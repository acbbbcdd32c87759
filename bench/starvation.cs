// The sync-over-async starvation repro without HTTP (issue 5; the ".NET 9 service at 5000 RPS
// falls to 1200 RPS" article): a generator releases requests onto the thread pool at a fixed
// rate; each request waits 200 ms for a timer, either asynchronously (good: await Task.Delay)
// or by blocking its pool thread on the task (bad: Task.Delay(200).GetAwaiter().GetResult()).
//
//   starvation.exe good|bad [rate=2000] [seconds=30]
//
// Prints, every second, the pool's worker count and completed requests (the ladder), then the
// throughput (requests completed per second of the run), p50/p99 latency of all issued
// requests (those still unfinished 2 s after the run count as "> run"), and the final line
// "mode M rate R rps N p50_ms A p99_ms B workers W" that bench/pool.sh parses.
// Compile with -define:CORVID for corvid (ThreadPool.ThreadCount; mono 6.8 lacks it).
using System;
using System.Diagnostics;
using System.Threading;
using System.Threading.Tasks;

static class Program
{
    static int done;
    static long[] latency; // ms per request, -1 until finished
    static Stopwatch clock;

    static async Task Good(int id, long start)
    {
        await Task.Delay(200);
        Finish(id, start);
    }

    static void Bad(int id, long start)
    {
        Task.Delay(200).GetAwaiter().GetResult();
        Finish(id, start);
    }

    static void Finish(int id, long start)
    {
        latency[id] = clock.ElapsedMilliseconds - start;
        Interlocked.Increment(ref done);
    }

    static int Workers()
    {
#if CORVID
        return ThreadPool.ThreadCount;
#else
        return Process.GetCurrentProcess().Threads.Count;
#endif
    }

    static long Percentile(long[] sorted, double p)
    {
        int i = (int)Math.Ceiling(p * sorted.Length) - 1;
        return sorted[i < 0 ? 0 : i];
    }

    static int Main(string[] args)
    {
        bool good = args.Length > 0 && args[0] == "good";
        int rate = args.Length > 1 ? int.Parse(args[1]) : 2000;
        int seconds = args.Length > 2 ? int.Parse(args[2]) : 30;
        int total = rate * seconds;
        latency = new long[total];
        for (int i = 0; i < total; i++) latency[i] = -1;
        clock = Stopwatch.StartNew();
        int issued = 0, lastDone = 0;
        string ladder = "";
        for (int tick = 0; tick < seconds * 100; tick++) // 10 ms ticks
        {
            int due = (int)((long)rate * (tick + 1) / 100);
            for (; issued < due; issued++)
            {
                int id = issued;
                long start = clock.ElapsedMilliseconds;
                if (good) ThreadPool.QueueUserWorkItem(_ => { Good(id, start); });
                else ThreadPool.QueueUserWorkItem(_ => Bad(id, start));
            }
            if ((tick + 1) % 100 == 0)
            {
                int d = Volatile.Read(ref done);
                Console.WriteLine("t=" + (tick + 1) / 100 + "s workers " + Workers() + " completed/s " + (d - lastDone));
                ladder += (ladder.Length > 0 ? " " : "") + Workers();
                lastDone = d;
            }
            long sleep = (tick + 1) * 10 - clock.ElapsedMilliseconds;
            if (sleep > 0) Thread.Sleep((int)sleep);
        }
        int completed = Volatile.Read(ref done);
        double runSeconds = clock.ElapsedMilliseconds / 1000.0;
        int workers = Workers();
        Thread.Sleep(2000); // stragglers finishing now still get their latency measured
        long[] sorted = new long[total];
        for (int i = 0; i < total; i++) sorted[i] = latency[i] < 0 ? long.MaxValue : latency[i];
        Array.Sort(sorted);
        long p50 = Percentile(sorted, 0.50), p99 = Percentile(sorted, 0.99);
        Console.WriteLine("ladder (workers each second): " + ladder);
        Console.WriteLine("mode " + (good ? "good" : "bad") + " rate " + rate + " rps " + (int)(completed / runSeconds)
            + " p50_ms " + (p50 == long.MaxValue ? "timeout" : p50.ToString())
            + " p99_ms " + (p99 == long.MaxValue ? "timeout" : p99.ToString())
            + " workers " + workers);
        return 0;
    }
}
