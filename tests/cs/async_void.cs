// async void methods: they run to their first await synchronously and finish on the pool; an
// exception escaping one is rethrown on the thread pool and ends the process with exit code 1
// (CoreCLR; mono exits with 255, hence the .expected/.exitcode files).
using System;
using System.Threading;
using System.Threading.Tasks;

class P
{
    static int state;
    static ManualResetEventSlim finished = new ManualResetEventSlim();

    static async void Fire(int delay)
    {
        state = 1;
        await Task.Delay(delay);
        state = 2;
        await Task.Yield();
        state = 3;
        finished.Set();
    }

    static async void Crash()
    {
        await Task.Delay(1);
        throw new InvalidOperationException("escaped async void");
    }

    static void Main()
    {
        Fire(10);
        Console.WriteLine("after call " + state);
        finished.Wait();
        Console.WriteLine("finished " + state);
        Crash();
        Thread.Sleep(20000); // long enough for a pool thread that compiles every method first (framework-tier1)
        Console.WriteLine("not reached");
    }
}
