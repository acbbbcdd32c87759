// An exception escaping a thread-pool work item is unhandled: the process ends (CoreCLR fails
// fast; mono and corvid exit with 1) after the report on stderr; Main never prints "after".
// The sleep is long because DOTNET_TieredCompilation=0 compiles the ~1300 methods the work
// item and the report run before the exception ends the process (~8 s on 2 cores); a passing
// run never waits for it.
using System;
using System.Threading;

class Program
{
    static void Main()
    {
        Console.WriteLine("before");
        ThreadPool.QueueUserWorkItem(_ => { throw new InvalidOperationException("from a work item"); });
        Thread.Sleep(30000);
        Console.WriteLine("after");
    }
}
