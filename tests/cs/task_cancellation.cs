// CancellationTokenSource: callbacks, registrations, linked sources, CancelAfter, and how
// cancellation shows up in tasks; TaskCompletionSource with RunContinuationsAsynchronously.
using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;

class P
{
    static void Main()
    {
        var cts = new CancellationTokenSource();
        var token = cts.Token;
        var order = new List<string>();
        token.Register(() => order.Add("first"));
        var reg = token.Register(() => order.Add("removed"));
        token.Register(s => order.Add((string)s), "third");
        reg.Dispose();
        Console.WriteLine("before " + token.IsCancellationRequested + " " + token.CanBeCanceled + " " + CancellationToken.None.CanBeCanceled);
        cts.Cancel();
        Console.WriteLine("callbacks " + string.Join(",", order));
        bool late = false;
        token.Register(() => late = true);
        Console.WriteLine("late registration ran " + late);
        try { token.ThrowIfCancellationRequested(); }
        catch (OperationCanceledException e) { Console.WriteLine("throw " + e.Message + " " + (e.CancellationToken == token)); }
        cts.Cancel(); // idempotent

        // callback exceptions are aggregated
        var bad = new CancellationTokenSource();
        bad.Token.Register(() => { throw new InvalidOperationException("cb1"); });
        bad.Token.Register(() => { throw new InvalidOperationException("cb2"); });
        try { bad.Cancel(); } catch (AggregateException e) { Console.WriteLine("callback errors " + e.InnerExceptions.Count); }

        // linked sources
        var a = new CancellationTokenSource();
        var b = new CancellationTokenSource();
        var linked = CancellationTokenSource.CreateLinkedTokenSource(a.Token, b.Token);
        Console.WriteLine("linked before " + linked.IsCancellationRequested);
        b.Cancel();
        Console.WriteLine("linked after " + linked.IsCancellationRequested + " a " + a.IsCancellationRequested);
        linked.Dispose();

        // CancelAfter and the timeout constructor
        var timed = new CancellationTokenSource();
        var fired = new ManualResetEventSlim();
        timed.Token.Register(() => fired.Set());
        timed.CancelAfter(30);
        Console.WriteLine("cancel after fired " + fired.Wait(5000) + " " + timed.IsCancellationRequested);
        var ctor = new CancellationTokenSource(20);
        Console.WriteLine("ctor timeout " + SpinWait.SpinUntil(() => ctor.IsCancellationRequested, 5000));

        // a delay canceled midway
        var mid = new CancellationTokenSource();
        Task d = Task.Delay(10000, mid.Token);
        mid.CancelAfter(20);
        try { d.Wait(); } catch (AggregateException e) { Console.WriteLine("delay " + d.Status + " " + e.InnerException.GetType().Name); }

        // a task that observes its own token ends Canceled; another token makes it Faulted
        var own = new CancellationTokenSource();
        var started = new ManualResetEventSlim();
        Task loop = Task.Run(() =>
        {
            started.Set();
            while (true) { own.Token.ThrowIfCancellationRequested(); Thread.Sleep(1); }
        }, own.Token);
        started.Wait();
        own.Cancel();
        try { loop.Wait(); } catch (AggregateException) { }
        Console.WriteLine("own token " + loop.Status);
        var other = new CancellationTokenSource(); other.Cancel();
        Task foreign = Task.Run(() => other.Token.ThrowIfCancellationRequested());
        try { foreign.Wait(); } catch (AggregateException) { }
        Console.WriteLine("foreign token " + foreign.Status);
        Task never = Task.Run(() => Console.WriteLine("not run"), other.Token);
        try { never.Wait(); } catch (AggregateException) { }
        Console.WriteLine("canceled before start " + never.Status);

        // Wait(token) throws OperationCanceledException, not AggregateException
        var waitCts = new CancellationTokenSource();
        waitCts.CancelAfter(20);
        try { new TaskCompletionSource<int>().Task.Wait(waitCts.Token); }
        catch (OperationCanceledException e) { Console.WriteLine("wait canceled " + e.GetType().Name); }

        // ContinueWith with a canceled token
        var ccts = new CancellationTokenSource();
        var gate = new TaskCompletionSource<int>();
        Task cont = gate.Task.ContinueWith(t => Console.WriteLine("not run"), ccts.Token);
        ccts.Cancel();
        Console.WriteLine("continuation " + cont.Status);
        gate.SetResult(1);

        // TaskCompletionSource
        var tcs = new TaskCompletionSource<int>();
        Console.WriteLine("trySet " + tcs.TrySetResult(1) + " " + tcs.TrySetResult(2) + " " + tcs.Task.Result);
        try { tcs.SetException(new Exception()); } catch (InvalidOperationException) { Console.WriteLine("second set refused"); }
        var tcsEx = new TaskCompletionSource<int>();
        tcsEx.SetException(new[] { new Exception("e1"), new Exception("e2") });
        Console.WriteLine("exceptions " + tcsEx.Task.Exception.InnerExceptions.Count);
        var tcsCancel = new TaskCompletionSource<int>();
        tcsCancel.SetCanceled();
        try { tcsCancel.Task.GetAwaiter().GetResult(); } catch (TaskCanceledException) { Console.WriteLine("tcs canceled"); }

        // Without RunContinuationsAsynchronously an await continuation runs inside SetResult;
        // with it, SetResult returns first.
        Console.WriteLine("inline " + ContinuationRunsInline(TaskCreationOptions.None));
        Console.WriteLine("asynchronous " + ContinuationRunsInline(TaskCreationOptions.RunContinuationsAsynchronously));
    }

    static bool ContinuationRunsInline(TaskCreationOptions options)
    {
        var tcs = new TaskCompletionSource<int>(options);
        var setterDone = new ManualResetEventSlim();
        bool sawSetterDone = false;
        Task waiter = AwaitIt(tcs.Task, setterDone, r => sawSetterDone = r);
        Task.Run(() => { tcs.SetResult(1); setterDone.Set(); }).Wait();
        waiter.Wait();
        return !sawSetterDone;
    }

    static async Task AwaitIt(Task<int> t, ManualResetEventSlim setterDone, Action<bool> report)
    {
        await t;
        // inline: the setter is blocked in SetResult until this returns
        report(setterDone.Wait(t.CreationOptions == TaskCreationOptions.None ? 50 : 5000));
    }
}
