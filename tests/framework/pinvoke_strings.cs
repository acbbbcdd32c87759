// Classic [DllImport]s with the marshalling they ask of the runtime (LibraryImport's generated
// stubs marshal in managed code instead): string arguments (CharSet.Ansi/Auto as UTF-8,
// Unicode as UTF-16), a `bool` result as a 4-byte BOOL, SetLastError feeding
// Marshal.GetLastPInvokeError.  NuGet's chmod and MSBuild's native calls are declared this way.
using System;
using System.Runtime.InteropServices;

static class Program
{
    [DllImport("libc")] static extern nint strlen(string s);
    [DllImport("libc", CharSet = CharSet.Unicode, EntryPoint = "strlen")] static extern nint strlen_utf16(string s);
    [DllImport("libc", CharSet = CharSet.Auto, EntryPoint = "strlen")] static extern nint strlen_auto(string s);
    [DllImport("libc", SetLastError = true)] static extern int chmod(string path, int mode);
    [DllImport("libc")] static extern bool isatty(int fd);
    [DllImport("libc", EntryPoint = "strcmp")] static extern int compare(string a, string b);
    [DllImport("libc", EntryPoint = "strncmp")] static extern int compare_prefix(string a, string b, nuint length);

    static void Main()
    {
        Console.WriteLine(strlen("hello"));
        Console.WriteLine(strlen("h\u00e9llo \u20ac"));
        Console.WriteLine(strlen(""));
        Console.WriteLine(strlen_utf16("ab"));
        Console.WriteLine(strlen_auto("auto"));
        Console.WriteLine(chmod("/nonexistent/corvid/file", 0x1ff) + " " + Marshal.GetLastPInvokeError());
        Marshal.SetLastPInvokeError(0);
        Console.WriteLine(isatty(99));
        Console.WriteLine(compare("abc", "abd") < 0);
        Console.WriteLine(compare_prefix("prefix-a", "prefix-b", 7) == 0);
        long total = 0;
        for (int i = 0; i < 2000; i++) total += strlen(new string('x', i % 50));
        Console.WriteLine(total);
    }
}
