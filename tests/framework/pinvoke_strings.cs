// Classic [DllImport]s with the marshalling they ask of the runtime (LibraryImport's generated
// stubs marshal in managed code instead): string arguments (CharSet.Ansi/Auto as UTF-8,
// Unicode as UTF-16), blittable arrays passed in place (the callee's writes are seen), a `bool`
// result as a 4-byte BOOL, SetLastError feeding Marshal.GetLastPInvokeError.  NuGet's chmod
// and MSBuild's native calls are declared this way.
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
    [DllImport("libc", EntryPoint = "memset")] static extern nint fill(byte[] buffer, int value, nuint count);
    [DllImport("libc", EntryPoint = "memcpy")] static extern nint copy(int[] destination, int[] source, nuint bytes);
    [DllImport("libc", EntryPoint = "memcpy")] static extern nint copy_doubles(double[] destination, double[]? source, nuint bytes);

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
        byte[] buffer = new byte[8];
        fill(buffer, 0x41, 5);
        Console.WriteLine(string.Join(",", buffer));
        int[] source = { 1, 2, 3, 4 }, destination = new int[4];
        copy(destination, source, 12);
        Console.WriteLine(string.Join(",", destination));
        double[] doubles = { 0.5, 1.5 }, into = new double[2];
        copy_doubles(into, doubles, 16);
        Console.WriteLine(into[0] + into[1]);
        copy_doubles(into, null, 0);
        long total = 0;
        for (int i = 0; i < 2000; i++) total += strlen(new string('x', i % 50));
        Console.WriteLine(total);
    }
}
