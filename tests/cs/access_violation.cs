// mcs: -unsafe
// Managed code reading memory it must not: CoreCLR ends the process with "Fatal error." and
// System.AccessViolationException on stderr, exit 134, after flushing what was written
// (corvid: the fault handler, thread.h thread_install_access_violation_handler).  Once through
// Marshal (the fuzzed mutant of gc_pinned_handles) and once through a raw pointer in a loop
// that tiers up.
using System;
using System.Runtime.InteropServices;
static class Program {
    static unsafe int Read(int* p, int n) { int s = 0; for (int i = 0; i < n; i++) s += p[i & 7]; return s + *(int*)(p + 0x10000000); }
    static unsafe int Main(string[] args) {
        int* local = stackalloc int[8];
        Console.WriteLine("before");
        Console.Out.Flush();
        if (args.Length > 0) Console.WriteLine(Marshal.ReadInt32(new IntPtr(local), unchecked((int)0xb2000190)));
        Console.Write("unflushed ");
        Console.WriteLine(Read(local, 100000));
        Console.WriteLine("after");
        return 0;
    }
}
