// Thread-pool throughput: empty work items (ThreadPool.QueueUserWorkItem from one producer,
// N items, wait for all) and Task.Run + await chains (C chains run at once, each awaiting K
// Task.Run(empty) in sequence: every hop is a pool item plus a continuation).  Prints "empty_items_per_s X" and
// "task_chain_hops_per_s Y" (best of 3 rounds each) for bench/pool.sh.
//   pool_throughput.exe [items=1000000] [chains=1000] [hops=100]
using System;
using System.Diagnostics;
using System.Threading;
using System.Threading.Tasks;

static class Program
{
    static int done;
    static readonly object gate = new object();

    static void Item(object state)
    {
        if (Interlocked.Increment(ref done) == (int)state) lock (gate) Monitor.PulseAll(gate);
    }

    static double EmptyItems(int n)
    {
        done = 0;
        object boxed = n;
        WaitCallback callback = Item;
        var sw = Stopwatch.StartNew();
        for (int i = 0; i < n; i++) ThreadPool.QueueUserWorkItem(callback, boxed);
        lock (gate) while (Volatile.Read(ref done) < n) Monitor.Wait(gate, 100);
        return n / sw.Elapsed.TotalSeconds;
    }

    static readonly Action Empty = () => { };

    static async Task Chain(int hops)
    {
        for (int i = 0; i < hops; i++) await Task.Run(Empty);
    }

    static double Chains(int chains, int hops)
    {
        var sw = Stopwatch.StartNew();
        var tasks = new Task[chains];
        for (int i = 0; i < chains; i++) tasks[i] = Task.Run(() => Chain(hops));
        Task.WaitAll(tasks);
        return (double)chains * hops / sw.Elapsed.TotalSeconds;
    }

    static void Main(string[] args)
    {
        int items = args.Length > 0 ? int.Parse(args[0]) : 1000000;
        int chains = args.Length > 1 ? int.Parse(args[1]) : 1000;
        int hops = args.Length > 2 ? int.Parse(args[2]) : 100;
        double best = 0;
        for (int r = 0; r < 3; r++) best = Math.Max(best, EmptyItems(items));
        Console.WriteLine("empty_items_per_s " + (long)best);
        best = 0;
        for (int r = 0; r < 3; r++) best = Math.Max(best, Chains(chains, hops));
        Console.WriteLine("task_chain_hops_per_s " + (long)best);
    }
}
