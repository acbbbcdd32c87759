// framework-oracle: expected (CoreCLR on Linux aborts at the first __arglist call, with no output)
// Vararg methods (C# __arglist) are valid IL corvid does not run yet: calling a method that uses
// them raises NotSupportedException naming the feature and the place (not InvalidProgramException),
// and the rest of the program goes on.  Typed references (__makeref, __refvalue) run.  (Expected
// output in the .expected file: mono runs both.)
using System;

static class Program {
    static int Sum(int n, __arglist) {
        var it = new ArgIterator(__arglist);
        int s = n;
        while (it.GetRemainingCount() > 0) s += __refvalue(it.GetNextArg(), int);
        return s;
    }

    static int CallsSum() { return Sum(1, __arglist(2, 3, 4)); }

    static int TypedReference(int x) {
        TypedReference r = __makeref(x);
        return __refvalue(r, int);
    }

    static int Main() {
        try { Console.WriteLine(CallsSum()); }
        catch (NotSupportedException e) { Console.WriteLine(e.GetType().Name + ": " + e.Message); }
        try { Console.WriteLine(TypedReference(5)); }
        catch (NotSupportedException e) { Console.WriteLine(e.GetType().Name + ": " + e.Message); }
        Console.WriteLine("done");
        return 0;
    }
}
