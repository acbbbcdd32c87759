// Tasks on the thread pool: results, faults, continuations, WhenAll/WhenAny, LongRunning.
using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;

class P
{
    static void Show(string what, Task t) { Console.WriteLine(what + ": " + t.Status); }

    static void Main()
    {
        // Run / Result / Wait
        Task<int> a = Task.Run(() => 6 * 7);
        Console.WriteLine("run " + a.Result + " " + a.IsCompletedSuccessfully);
        int side = 0;
        Task b = Task.Run(() => { Thread.Sleep(20); side = 5; });
        b.Wait();
        Console.WriteLine("wait " + side + " " + b.Status);

        // many tasks, each result joined
        Task<int>[] many = new Task<int>[200];
        for (int i = 0; i < many.Length; i++) { int k = i; many[i] = Task.Run(() => k * 2); }
        Task.WaitAll(many);
        Console.WriteLine("sum " + many.Sum(t => t.Result));

        // faults
        Task f = Task.Run(() => { throw new InvalidOperationException("bad"); });
        try { f.Wait(); } catch (AggregateException e) { Console.WriteLine("wait threw " + e.InnerExceptions.Count + " " + e.InnerException.GetType().Name + " " + e.InnerException.Message); }
        Console.WriteLine("faulted " + f.IsFaulted + " " + f.Exception.InnerException.Message);
        try { f.GetAwaiter().GetResult(); } catch (InvalidOperationException e) { Console.WriteLine("GetResult threw " + e.Message); }
        Task<int> fr = Task.Run(new Func<int>(() => { throw new ArgumentException("arg"); }));
        try { Console.WriteLine(fr.Result); } catch (AggregateException e) { Console.WriteLine("Result threw " + e.InnerException.GetType().Name); }

        // Wait with timeout on something that never completes
        var never = new TaskCompletionSource<int>();
        Console.WriteLine("timeout " + never.Task.Wait(30) + " " + never.Task.Status);

        // ContinueWith and its options
        Task<int> c1 = Task.Run(() => 10).ContinueWith(t => t.Result + 1);
        Console.WriteLine("continue " + c1.Result);
        Task onlyFaulted = Task.Run(() => 1).ContinueWith(t => Console.WriteLine("never printed"), TaskContinuationOptions.OnlyOnFaulted);
        try { onlyFaulted.Wait(); } catch (AggregateException e) { Console.WriteLine("skipped continuation: " + e.InnerException.GetType().Name); }
        Show("onlyFaulted", onlyFaulted);
        Task handled = f.ContinueWith(t => Console.WriteLine("saw fault " + t.Exception.InnerException.Message), TaskContinuationOptions.OnlyOnFaulted);
        handled.Wait();
        Task<string> chain = Task.FromResult(1).ContinueWith(t => t.Result + 1).ContinueWith(t => t.Result * 10).ContinueWith(t => "chain " + t.Result, TaskContinuationOptions.ExecuteSynchronously);
        Console.WriteLine(chain.Result);
        Task<int> withState = Task.FromResult(3).ContinueWith((t, s) => t.Result + (int)s, 4);
        Console.WriteLine("state " + withState.Result);

        // WhenAll / WhenAny
        Task<int[]> all = Task.WhenAll(Enumerable.Range(1, 5).Select(i => Task.Run(() => i * i)));
        Console.WriteLine("whenall " + string.Join(",", all.Result));
        // .NET 9+ collects WhenAll faults in completion order (racy between pool threads), so compare them sorted
        Task allFail = Task.WhenAll(Task.Run(() => { throw new Exception("one"); }), Task.Run(() => { }), Task.Run(() => { throw new Exception("two"); }));
        try { allFail.Wait(); } catch (AggregateException e) { Console.WriteLine("whenall faults " + string.Join(",", e.InnerExceptions.Select(x => x.Message).OrderBy(m => m))); }
        var slow = new TaskCompletionSource<string>();
        Task<Task<string>> any = Task.WhenAny(slow.Task, Task.Run(() => "fast"));
        Console.WriteLine("whenany " + any.Result.Result);
        Console.WriteLine("waitany " + Task.WaitAny(slow.Task, Task.Delay(10)));
        Console.WriteLine("whenall empty " + Task.WhenAll(new Task[0]).Status);

        // completed tasks
        Show("FromResult", Task.FromResult(1));
        Show("FromException", Task.FromException(new Exception("x")));
        var cts = new CancellationTokenSource(); cts.Cancel();
        Show("FromCanceled", Task.FromCanceled(cts.Token));
        Show("CompletedTask", Task.CompletedTask);

        // Delay
        var sw = System.Diagnostics.Stopwatch.StartNew();
        Task.Delay(50).Wait();
        Console.WriteLine("delay waited " + (sw.ElapsedMilliseconds >= 45));

        // Unwrap and Run(Func<Task<T>>)
        Task<int> unwrapped = Task.Run(async () => { await Task.Delay(5); return 99; });
        Console.WriteLine("unwrap " + unwrapped.Result);
        Task<Task<int>> nested = Task.Factory.StartNew(() => Task.Run(() => 7));
        Console.WriteLine("nested " + nested.Unwrap().Result);

        // LongRunning gets a dedicated thread, not a pool thread
        bool onPool = true;
        Task lr = Task.Factory.StartNew(() => { onPool = Thread.CurrentThread.IsThreadPoolThread; }, TaskCreationOptions.LongRunning);
        lr.Wait();
        bool runOnPool = Task.Run(() => Thread.CurrentThread.IsThreadPoolThread).Result;
        Console.WriteLine("longrunning on pool " + onPool + ", run on pool " + runOnPool);

        // Start / RunSynchronously
        Task<int> cold = new Task<int>(() => 5);
        Show("cold", cold);
        cold.Start();
        Console.WriteLine("started " + cold.Result);
        int ranOn = -1;
        Task sync = new Task(() => { ranOn = Thread.CurrentThread.ManagedThreadId; });
        sync.RunSynchronously();
        Console.WriteLine("ran synchronously " + (ranOn == Thread.CurrentThread.ManagedThreadId));
        try { sync.Start(); } catch (InvalidOperationException) { Console.WriteLine("restart refused"); }

        // StartNew with state, Task.Factory on Task<T>
        Console.WriteLine("state task " + Task.Factory.StartNew(s => (string)s + "!", "hi").Result);
        Console.WriteLine("generic factory " + Task<int>.Factory.StartNew(() => 8).Result);
        Console.WriteLine("ids differ " + (Task.Run(() => { }).Id != Task.Run(() => { }).Id));

        // IAsyncResult.AsyncWaitHandle and CancellationToken.WaitHandle
        var pendingResult = new TaskCompletionSource<int>();
        IAsyncResult ar = pendingResult.Task;
        Console.WriteLine("handle before " + ar.AsyncWaitHandle.WaitOne(20));
        Task.Run(() => { Thread.Sleep(20); pendingResult.SetResult(1); });
        Console.WriteLine("handle after " + ar.AsyncWaitHandle.WaitOne(5000) + " " + ((IAsyncResult)Task.FromResult(2)).AsyncWaitHandle.WaitOne(0));
        var handleCts = new CancellationTokenSource();
        WaitHandle th = handleCts.Token.WaitHandle;
        Console.WriteLine("token handle " + th.WaitOne(0) + " " + CancellationToken.None.WaitHandle.WaitOne(10));
        handleCts.CancelAfter(10);
        Console.WriteLine("token handle set " + th.WaitOne(5000));
    }
}
