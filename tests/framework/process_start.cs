// skip-modes: tier1
// (DOTNET_TieredCompilation=0 compiles all of System.Diagnostics.Process first: ~15 s of the unit test's budget)
// Process.Start on the framework: SystemNative_ForkAndExecProcess is a P/Invoke of 16 arguments
// (corvid's P/Invoke calls took at most 8), redirected output, the child's exit code, and a
// child that reads the standard input the parent writes.
using System;
using System.Diagnostics;

static class Program
{
    static int Main()
    {
        var echo = new ProcessStartInfo("sh", "-c \"echo from-child; echo to-stderr 1>&2; exit 3\"")
        {
            RedirectStandardOutput = true, RedirectStandardError = true, UseShellExecute = false,
        };
        using (var child = Process.Start(echo)!)
        {
            Console.WriteLine(child.StandardOutput.ReadToEnd().Trim() + " / " + child.StandardError.ReadToEnd().Trim());
            child.WaitForExit();
            Console.WriteLine("exit " + child.ExitCode + " " + child.HasExited);
        }
        var cat = new ProcessStartInfo("sh", "-c \"tr a-z A-Z\"") { RedirectStandardInput = true, RedirectStandardOutput = true, UseShellExecute = false };
        using (var child = Process.Start(cat)!)
        {
            child.StandardInput.WriteLine("shout this");
            child.StandardInput.Close();
            Console.WriteLine(child.StandardOutput.ReadToEnd().Trim());
            child.WaitForExit();
            Console.WriteLine("exit " + child.ExitCode);
        }
        try { Process.Start(new ProcessStartInfo("/no/such/program") { UseShellExecute = false }); }
        catch (System.ComponentModel.Win32Exception e) { Console.WriteLine("Win32Exception " + e.NativeErrorCode); }
        return 6;
    }
}
