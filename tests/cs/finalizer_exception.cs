// An exception escaping a finalizer is unhandled on the finalizer thread: CoreCLR reports it
// ("Unhandled exception. ..." on stderr) and ends the process (it fails fast with 134; corvid
// exits with 1 as for any unhandled exception), so "survived" is never printed.
using System;
using System.Runtime.CompilerServices;

class Finalizable {
    ~Finalizable() { throw new InvalidOperationException("from finalizer"); }
}

static class Program {
    [MethodImpl(MethodImplOptions.NoInlining)]
    static void MakeGarbage() { new Finalizable(); }

    static int Main() {
        Console.WriteLine("before");
        MakeGarbage();
        GC.Collect();
        GC.WaitForPendingFinalizers();
        GC.Collect();
        Console.WriteLine("survived");
        return 0;
    }
}
