// mcs:
// An exception nobody catches: the first pass runs the filters and finds no handler, the
// exception is reported (stderr), then the finally blocks run on the way out of Main before the
// process ends, as CoreCLR 10 and mono do (ECMA-335 I.12.4.2.5 leaves it to the implementation),
// in interpreted and compiled frames alike.
using System;

class Unhandled {
    static void Inner(int n) {
        try { throw new InvalidOperationException("boom " + n); }
        finally { Console.WriteLine("inner finally (after the report)"); }
    }
    static void Middle(int n) {
        try { Inner(n); }
        catch (ArgumentException) { Console.WriteLine("wrong catch"); }
        finally { Console.WriteLine("middle finally (after the report)"); }
    }
    static bool Filter(Exception e) { Console.WriteLine("filter sees " + e.Message); return false; }
    static int Main() {
        Console.WriteLine("start");
        try { Middle(1); }
        catch (Exception e) when (Filter(e)) { Console.WriteLine("wrong filter"); }
        finally { Console.WriteLine("main finally (after the report)"); }
        return 0;
    }
}
