// async/await as mcs compiles it: chains, exceptions through await, finally blocks,
// ConfigureAwait, Task.Yield, async ValueTask, many concurrent async operations.
using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;

class P
{
    static async Task<int> Leaf(int x)
    {
        await Task.Yield();
        return x + 1;
    }

    static async Task<int> Middle(int x)
    {
        int a = await Leaf(x);
        int b = await Leaf(a).ConfigureAwait(false);
        return a + b;
    }

    static async Task<long> Deep(int depth)
    {
        if (depth == 0) { await Task.Delay(1); return 1; }
        return 1 + await Deep(depth - 1);
    }

    static async Task Thrower(string message, int delay = 1)
    {
        await Task.Delay(delay);
        throw new InvalidOperationException(message);
    }

    static async Task<string> Catcher()
    {
        try { await Thrower("inner"); return "not reached"; }
        catch (InvalidOperationException e) { return "caught " + e.Message; }
    }

    static List<string> log = new List<string>();

    static async Task WithFinally()
    {
        try
        {
            log.Add("try");
            await Task.Yield();
            throw new ArgumentException("from try");
        }
        finally
        {
            log.Add("finally");
        }
    }

    static async ValueTask<int> ValueSync(int x) { if (x < 0) await Task.Yield(); return x * 3; }
    static async ValueTask<int> ValueAsync(int x) { await Task.Delay(1); return x * 4; }

    static int counter;
    static async Task Increment(int n)
    {
        for (int i = 0; i < n; i++)
        {
            await Task.Yield();
            Interlocked.Increment(ref counter);
        }
    }

    static async Task<int> Pipeline(int x)
    {
        int r = await Task.Run(() => x * 2);
        r = await Task.Run(async () => { await Task.Yield(); return r + 1; });
        return r;
    }

    static async Task<int> SyncCompletion(int x) { return x; }

    static async Task Main2()
    {
        Console.WriteLine("middle " + await Middle(1));
        Console.WriteLine("deep " + await Deep(200));
        Console.WriteLine(await Catcher());
        try { await WithFinally(); } catch (ArgumentException e) { log.Add("caught " + e.Message); }
        Console.WriteLine(string.Join(" > ", log));

        Task t = Thrower("observed");
        try { t.Wait(); } catch (AggregateException e) { Console.WriteLine("wait saw " + e.InnerException.Message); }
        try { await t; } catch (InvalidOperationException e) { Console.WriteLine("await saw " + e.Message); }

        Console.WriteLine("valuetask " + await ValueSync(2) + " " + await ValueAsync(2) + " " + ValueSync(5).IsCompleted);
        await new ValueTask(Task.Delay(1));
        ValueTask<int> vt = new ValueTask<int>(Task.Run(() => 11));
        Console.WriteLine("valuetask from task " + await vt);

        Task[] incs = new Task[50];
        for (int i = 0; i < incs.Length; i++) incs[i] = Increment(20);
        await Task.WhenAll(incs);
        Console.WriteLine("counter " + counter);

        int[] results = await Task.WhenAll(Enumerable.Range(0, 100).Select(Pipeline));
        Console.WriteLine("pipeline sum " + results.Sum());

        Task<int> first = await Task.WhenAny(Task.Delay(2000).ContinueWith(_ => 1), Task.Run(async () => { await Task.Delay(5); return 2; }));
        Console.WriteLine("first " + await first);

        Task<int> done = SyncCompletion(4);
        Console.WriteLine("sync completion " + done.IsCompleted + " " + await done);

        // await on a task completed by another thread after a delay
        var tcs = new TaskCompletionSource<string>();
        var th = new Thread(() => { Thread.Sleep(20); tcs.SetResult("from thread"); });
        th.Start();
        Console.WriteLine(await tcs.Task);


        // exceptions aggregated by WhenAll, but await rethrows the first (the one that faulted
        // first: "b" waits longer, or the order would be a race on CoreCLR too)
        try { await Task.WhenAll(Thrower("a"), Thrower("b", 60)); }
        catch (InvalidOperationException e) { Console.WriteLine("whenall await " + e.Message); }

        // canceled task through await
        var cts = new CancellationTokenSource();
        cts.Cancel();
        try { await Task.Delay(1000, cts.Token); }
        catch (TaskCanceledException) { Console.WriteLine("delay canceled"); }
        try { await Task.Run(() => { cts.Token.ThrowIfCancellationRequested(); }, cts.Token); }
        catch (OperationCanceledException e) { Console.WriteLine("run canceled " + e.GetType().Name); }
    }

    static void Main()
    {
        Main2().GetAwaiter().GetResult();
        Console.WriteLine("done");
    }
}
