// An exception nobody catches on a thread of its own, on CoreLib: AppDomain.UnhandledException
// runs first (IsTerminating), then the report on stderr, then the thread's finally blocks; the
// process ends with SIGABRT (134) before Join returns, as on CoreCLR 10.
using System;
using System.Threading;

static class Program {
    static void Work() {
        try {
            try { throw new InvalidOperationException("in thread"); }
            finally { Console.WriteLine("inner finally"); }
        }
        catch (ArgumentException) { Console.WriteLine("wrong catch"); }
        finally { Console.WriteLine("outer finally"); }
    }

    static int Main() {
        AppDomain.CurrentDomain.UnhandledException += (s, e) =>
            Console.WriteLine("handler: " + ((Exception)e.ExceptionObject).Message + ", terminating " + e.IsTerminating);
        var t = new Thread(Work);
        t.Start();
        t.Join();
        Console.WriteLine("after join (never)");
        return 0;
    }
}
