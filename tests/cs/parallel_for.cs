// Parallel.For/ForEach/Invoke on the thread pool with the caller participating.
using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;

class P
{
    static IEnumerable<int> Numbers(int n) { for (int i = 0; i < n; i++) yield return i; }

    static void Main()
    {
        long sum = 0;
        ParallelLoopResult r = Parallel.For(0, 100000, i => Interlocked.Add(ref sum, i));
        Console.WriteLine("for " + sum + " " + r.IsCompleted);

        long lsum = 0;
        Parallel.For(0L, 1000L, i => Interlocked.Add(ref lsum, i));
        Console.WriteLine("for long " + lsum);

        // thread-local partial sums
        long total = 0;
        Parallel.For(0, 10000, () => 0L, (i, state, local) => local + i, local => Interlocked.Add(ref total, local));
        Console.WriteLine("for local " + total);

        // every index exactly once
        int[] hits = new int[5000];
        Parallel.For(0, hits.Length, i => Interlocked.Increment(ref hits[i]));
        Console.WriteLine("each once " + hits.All(h => h == 1));

        // MaxDegreeOfParallelism bounds the concurrency
        int active = 0, peak = 0;
        var opts = new ParallelOptions { MaxDegreeOfParallelism = 2 };
        Parallel.For(0, 40, opts, i =>
        {
            int now = Interlocked.Increment(ref active);
            int p;
            while ((p = Volatile.Read(ref peak)) < now && Interlocked.CompareExchange(ref peak, now, p) != p) { }
            Thread.Sleep(1);
            Interlocked.Decrement(ref active);
        });
        Console.WriteLine("peak <= 2 " + (peak <= 2 && peak >= 1));

        // ForEach over a list and over a lazy sequence
        var words = new List<string> { "a", "bb", "ccc", "dddd" };
        int chars = 0;
        Parallel.ForEach(words, w => Interlocked.Add(ref chars, w.Length));
        Console.WriteLine("foreach list " + chars);
        long seqSum = 0;
        Parallel.ForEach(Numbers(1000), x => Interlocked.Add(ref seqSum, x));
        Console.WriteLine("foreach seq " + seqSum);
        var seen = new int[100];
        Parallel.ForEach(Numbers(100), (x, state, index) => { if (x == index) Interlocked.Increment(ref seen[x]); });
        Console.WriteLine("foreach index " + seen.Sum());

        // Break: every iteration below the break index still runs
        int[] ran = new int[1000];
        ParallelLoopResult br = Parallel.For(0, 1000, (i, state) =>
        {
            ran[i] = 1;
            if (i == 500) state.Break();
        });
        bool below = true;
        for (int i = 0; i < 500; i++) if (ran[i] == 0) below = false;
        Console.WriteLine("break " + br.IsCompleted + " " + br.LowestBreakIteration + " " + below);

        // Stop: the loop ends early
        int count = 0;
        ParallelLoopResult st = Parallel.For(0, 1000000, (i, state) =>
        {
            if (Interlocked.Increment(ref count) >= 10) state.Stop();
        });
        Console.WriteLine("stop " + st.IsCompleted + " " + (count < 1000000) + " " + st.LowestBreakIteration.HasValue);

        // exceptions are aggregated
        try
        {
            Parallel.For(0, 100, i => { if (i % 10 == 3) throw new InvalidOperationException("at " + i); });
        }
        catch (AggregateException e)
        {
            Console.WriteLine("for threw " + (e.InnerExceptions.Count >= 1) + " " + e.InnerExceptions.All(x => x is InvalidOperationException));
        }

        // cancellation
        var cts = new CancellationTokenSource();
        try
        {
            Parallel.For(0, 1000000, new ParallelOptions { CancellationToken = cts.Token }, i => { if (i == 10) cts.Cancel(); });
            Console.WriteLine("not canceled");
        }
        catch (OperationCanceledException) { Console.WriteLine("for canceled"); }

        // Invoke runs everything, collecting every exception
        int[] slots = new int[4];
        Parallel.Invoke(() => slots[0] = 1, () => slots[1] = 2, () => slots[2] = 3, () => slots[3] = 4);
        Console.WriteLine("invoke " + string.Join(",", slots));
        try { Parallel.Invoke(() => { throw new Exception("x"); }, () => { }, () => { throw new Exception("y"); }); }
        catch (AggregateException e) { Console.WriteLine("invoke threw " + string.Join(",", e.InnerExceptions.Select(x => x.Message).OrderBy(m => m))); }

        // nested loops
        long nested = 0;
        Parallel.For(0, 20, i => Parallel.For(0, 20, j => Interlocked.Add(ref nested, i * j)));
        Console.WriteLine("nested " + nested);
        Console.WriteLine("empty " + Parallel.For(5, 5, i => { }).IsCompleted);
    }
}
