// corvid follows CoreCLR, not Mono: unbounded recursion ends the process with "Stack overflow."
// on stderr and exit status 134 (CoreCLR aborts); output written before it is kept.
using System;
class Program {
    static int Depth(int n) { return Depth(n + 1) + 1; }
    static int Main() {
        Console.WriteLine("before");
        Console.WriteLine(Depth(0));
        return 0;
    }
}
