// mcs:
// An exception nobody catches is reported without running any finally block (CoreCLR; ECMA-335
// I.12.4.2.5 leaves it to the implementation), in interpreted and compiled frames alike; the
// first pass still runs the filters.  mono runs the finally blocks: .expected written by hand.
using System;

class Unhandled {
    static void Inner(int n) {
        try { throw new InvalidOperationException("boom " + n); }
        finally { Console.WriteLine("inner finally (must not run)"); }
    }
    static void Middle(int n) {
        try { Inner(n); }
        catch (ArgumentException) { Console.WriteLine("wrong catch"); }
        finally { Console.WriteLine("middle finally (must not run)"); }
    }
    static bool Filter(Exception e) { Console.WriteLine("filter sees " + e.Message); return false; }
    static int Main() {
        Console.WriteLine("start");
        try { Middle(1); }
        catch (Exception e) when (Filter(e)) { Console.WriteLine("wrong filter"); }
        finally { Console.WriteLine("main finally (must not run)"); }
        return 0;
    }
}
