// skip-modes: tier1 tierup
// (compiled frames carry no IL offset yet, so their lines are missing there)
// File and line numbers in stack traces come from the portable PDB next to the assembly, read
// by System.Diagnostics.StackTrace's StackTraceSymbols, which CoreLib reaches through an
// [UnsafeAccessor]: traces of caught and rethrown exceptions, of generic methods and lambdas.
using System;

static class Program
{
    static void Thrower(int depth)
    {
        if (depth == 0)
            throw new InvalidOperationException("deep");
        Thrower(depth - 1);
    }

    static T Generic<T>(T value) => throw new ArgumentException("generic " + value);

    static void Rethrow()
    {
        try
        {
            Thrower(2);
        }
        catch (InvalidOperationException)
        {
            throw;
        }
    }

    static void Main()
    {
        try { Rethrow(); }
        catch (Exception e) { Console.WriteLine(e); }
        try { Generic(5); }
        catch (Exception e) { Console.WriteLine(e.StackTrace); }
        Func<int, int> divide = x => 10 / (x - 1);
        try { divide(1); }
        catch (Exception e) { Console.WriteLine(e.StackTrace); }
        Console.WriteLine(new System.Diagnostics.StackTrace(true).GetFrame(0).GetFileLineNumber());
    }
}
