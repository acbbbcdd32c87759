// skip-modes: interp (nothing is compiled there)
// A small method that asks for itself (MethodBase.GetCurrentMethod, Assembly.GetCallingAssembly:
// [DynamicSecurityMethod], a StackCrawlMark) is not inlined into its compiled caller, as CoreCLR's
// JIT: the loop runs until its caller has been compiled with everything it may inline.
using System;
using System.Diagnostics;
using System.Reflection;

static class Program
{
    static string InlinableName() => MethodBase.GetCurrentMethod()!.Name;
    static string CallsInlinable() { string s = ""; for (int i = 0; i < 3; i++) s = InlinableName(); return s; }
    static Assembly Caller() => Assembly.GetCallingAssembly();
    static string CallsCaller() => Caller().GetName().Name!;

    static void Main()
    {
        var clock = Stopwatch.StartNew();
        string name = "", assembly = "";
        while (clock.ElapsedMilliseconds < 1500)
        {
            name = CallsInlinable();
            assembly = CallsCaller();
        }
        Console.WriteLine(name);
        Console.WriteLine(assembly);
    }
}
