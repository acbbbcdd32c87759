// AggregateException from tasks: nesting, Flatten, Handle, GetBaseException, messages; the
// exception observed through Wait, Result, await and ContinueWith.
using System;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;

class P
{
    static async Task<int> Fail(string m, int delay)
    {
        await Task.Delay(delay);
        throw new InvalidOperationException(m);
    }

    static void Main()
    {
        Task inner = Task.WhenAll(Fail("a", 1), Fail("b", 5));
        Task outer = Task.Run(() => inner.Wait());
        try { outer.Wait(); }
        catch (AggregateException e)
        {
            Console.WriteLine("nested " + e.InnerExceptions.Count + " " + e.InnerException.GetType().Name);
            AggregateException flat = e.Flatten();
            Console.WriteLine("flatten " + string.Join(",", flat.InnerExceptions.Select(x => x.Message)));
            Console.WriteLine("message " + flat.Message);
            try
            {
                flat.Handle(x => x.Message == "a");
            }
            catch (AggregateException rest)
            {
                Console.WriteLine("unhandled " + string.Join(",", rest.InnerExceptions.Select(x => x.Message)));
            }
            flat.Handle(x => true);
            Console.WriteLine("all handled");
        }
        Console.WriteLine("inner exception count " + inner.Exception.InnerExceptions.Count + " same instance " + (inner.Exception == inner.Exception));

        var single = Task.Run(() => { throw new FormatException("fmt"); });
        try { single.Wait(); } catch (AggregateException e) { Console.WriteLine("base " + e.GetBaseException().GetType().Name + " " + e.Message); }

        Task<string> observed = single.ContinueWith(t => t.IsFaulted + " " + t.Exception.InnerException.Message);
        Console.WriteLine("continuation saw " + observed.Result);

        Task<int> canceled = Task.FromCanceled<int>(new CancellationToken(true));
        try { Console.WriteLine(canceled.Result); }
        catch (AggregateException e) { Console.WriteLine("canceled result " + e.InnerException.GetType().Name + " " + (canceled.Exception == null)); }

        Task<Task<int>> anyFault = Task.WhenAny(Fail("first", 1), Task.Delay(5000).ContinueWith(_ => 0));
        Console.WriteLine("whenany gives the faulted task " + anyFault.Result.IsFaulted);

        try { Task.WaitAll(Fail("w1", 1), Task.FromResult(1), Fail("w2", 2)); }
        catch (AggregateException e) { Console.WriteLine("waitall " + string.Join(",", e.InnerExceptions.Select(x => x.Message))); }

        var tcs = new TaskCompletionSource<int>();
        tcs.SetException(new Exception[] { new ArgumentException("x"), new AggregateException(new FormatException("y")) });
        Console.WriteLine("tcs flatten " + tcs.Task.Exception.Flatten().InnerExceptions.Count);
        try { tcs.Task.GetAwaiter().GetResult(); } catch (ArgumentException e) { Console.WriteLine("getresult first " + e.Message); }
    }
}
