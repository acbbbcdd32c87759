// Tasks, async/await and Parallel (corvid runs tasks to completion on the calling thread).
using System;
using System.Linq;
using System.Threading.Tasks;
class P {
    static async Task<int> Sq(int x) { await Task.Yield(); return x * x; }
    static async Task<int> Sum() { int s = 0; for (int i = 0; i < 5; i++) s += await Sq(i); return s; }
    static void Main() { Run().Wait(); }
    static async Task Run() {
        Console.WriteLine(await Sum());
        var t = Task.Run(() => { throw new InvalidOperationException("boom"); });
        try { t.Wait(); } catch (AggregateException e) { Console.WriteLine(e.InnerExceptions[0].Message + " " + t.IsFaulted); }
        try { await t; } catch (InvalidOperationException e) { Console.WriteLine("await " + e.Message); }
        var rs = await Task.WhenAll(Enumerable.Range(1, 3).Select(i => Task.Run(() => i * 10)));
        Console.WriteLine(string.Join(",", rs));
        var c = Task.FromResult(5).ContinueWith(x => x.Result + 1);
        Console.WriteLine(c.Result);
        var tcs = new TaskCompletionSource<string>(); tcs.SetResult("done"); Console.WriteLine(await tcs.Task);
    }
}
