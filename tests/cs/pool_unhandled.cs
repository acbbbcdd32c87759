// An exception escaping a thread-pool work item is unhandled: the process ends (CoreCLR fails
// fast; mono and corvid exit with 1) after the report on stderr; Main never prints "after".
using System;
using System.Threading;

class Program
{
    static void Main()
    {
        Console.WriteLine("before");
        ThreadPool.QueueUserWorkItem(_ => { throw new InvalidOperationException("from a work item"); });
        Thread.Sleep(5000);
        Console.WriteLine("after");
    }
}
