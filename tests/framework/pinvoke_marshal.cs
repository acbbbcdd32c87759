// The marshalling classic [DllImport]s ask of the runtime beyond strings and blittable arrays:
// delegates as native callbacks (a delegate argument, Marshal.GetFunctionPointerForDelegate
// called back through a function pointer, a collection inside the callback), StringBuilder
// buffers filled by native code (UTF-8 and UTF-16), [MarshalAs] on strings and on a C `bool`
// result, and SafeHandle arguments and results (released by Dispose, refused when null).
using System;
using System.Runtime.InteropServices;
using System.Text;
using Microsoft.Win32.SafeHandles;

struct Quotient { public long Quot, Rem; }
struct IntQuotient { public int Quot, Rem; }
struct Complex { public double Re, Im; }
struct ComplexF { public float Re, Im; }

sealed class FileDescriptor : SafeHandleZeroOrMinusOneIsInvalid {
    public FileDescriptor() : base(true) { }
    [DllImport("libc")] static extern int close(int fd);
    protected override bool ReleaseHandle() { Console.WriteLine("release " + (handle > 2)); return close((int)handle) == 0; }
}

static unsafe class Program {
    delegate int Comparison(int* a, int* b);
    delegate long Combine(long a, long b);
    delegate double Scale(double x, int times, float add);
    delegate float Mix(long a, float b, double c, int d, long e, long f, long g, long h, float i);
    [DllImport("libc")] static extern void qsort(int[] items, nuint count, nuint size, Comparison compare);
    [DllImport("libc")] static extern nint getcwd(StringBuilder buffer, nuint size);
    [DllImport("libc")] static extern int snprintf(StringBuilder buffer, nuint size, string format, int value);
    // UTF-16 both ways (wchar_t is 4 bytes on Linux, so no wcs* function fits): bytes copied as they are
    [DllImport("libc", CharSet = CharSet.Unicode, EntryPoint = "memcpy")] static extern nint copy_utf16(StringBuilder destination, string source, nuint bytes);
    [DllImport("libc", EntryPoint = "memcpy")] static extern nint copy_wide([MarshalAs(UnmanagedType.LPWStr)] StringBuilder destination, [MarshalAs(UnmanagedType.LPWStr)] string source, nuint bytes);
    [DllImport("libc", EntryPoint = "strlen")] static extern nint utf8_length([MarshalAs(UnmanagedType.LPUTF8Str)] string s);
    [DllImport("libc", EntryPoint = "strlen")] static extern nint ansi_length([MarshalAs(UnmanagedType.LPStr)] string s);
    [DllImport("libc", EntryPoint = "isalpha")] [return: MarshalAs(UnmanagedType.U1)] static extern bool is_alpha(int c);
    [DllImport("libc", EntryPoint = "open")] static extern FileDescriptor open_file(string path, int flags);
    [DllImport("libc")] static extern nint read(FileDescriptor fd, byte[] buffer, nuint count);
    [DllImport("libc", EntryPoint = "dup")] static extern int duplicate(SafeHandle fd);
    [DllImport("libm.so.6")] static extern double pow(double x, double y);
    [DllImport("libm.so.6")] static extern double ldexp(double x, int exponent);
    [DllImport("libm.so.6")] static extern float fmaf(float x, float y, float z);
    [DllImport("libm.so.6")] static extern double frexp(double x, out int exponent);
    [DllImport("libm.so.6")] static extern long lround(double x);
    [DllImport("libc")] static extern Quotient ldiv(long numerator, long denominator);
    [DllImport("libc")] static extern IntQuotient div(int numerator, int denominator);
    [DllImport("libm.so.6")] static extern Complex csqrt(Complex z);
    [DllImport("libm.so.6")] static extern Complex cpow(Complex z, Complex power);
    [DllImport("libm.so.6")] static extern ComplexF conjf(ComplexF z);
    [DllImport("libm.so.6")] static extern double cabs(Complex z);

    static int calls;
    static int Compare(int* a, int* b) {
        if (calls++ == 1) GC.Collect(); // while qsort's frames are on the stack
        return (*a).CompareTo(*b);
    }

    static void Main() {
        int[] items = { 42, 7, 19, 3, 88, 1 };
        Comparison compare = Compare;
        qsort(items, (nuint)items.Length, 4, compare);
        Console.WriteLine(string.Join(",", items) + " in " + (calls > 0));

        long bias = 1000;
        Combine add = (a, b) => a + b + bias; // a closure: the entry invokes this very instance
        var entry = (delegate* unmanaged<long, long, long>)Marshal.GetFunctionPointerForDelegate(add);
        Console.WriteLine(entry(20, 22) + " " + (Marshal.GetFunctionPointerForDelegate(add) == (nint)entry));
        GC.KeepAlive(add);
        // floating-point arguments and results come back from native code too (the entry's SSE registers)
        Scale scale = (x, times, plus) => x * times + plus;
        var scaled = (delegate* unmanaged<double, int, float, double>)Marshal.GetFunctionPointerForDelegate(scale);
        Mix mix = (a, b, c, d, e, f, g, h, i) => a + b + (float)c + d + e + f + g + h * i;
        var mixed = (delegate* unmanaged<long, float, double, int, long, long, long, long, float, float>)Marshal.GetFunctionPointerForDelegate(mix);
        Console.WriteLine(scaled(1.5, 4, 0.25f) + " " + mixed(1, 0.5f, 0.25, 2, 3, 4, 5, 6, 0.5f)); // 6 integers, then 2 from the stack
        GC.KeepAlive(scale);
        GC.KeepAlive(mix);

        var cwd = new StringBuilder(4096);
        Console.WriteLine(getcwd(cwd, 4096) != 0 && cwd.ToString() == Environment.CurrentDirectory);
        var line = new StringBuilder("old text that is replaced", 64);
        Console.WriteLine(snprintf(line, 64, "value=%d", 42) + " [" + line + "] " + line.Length);
        var wide = new StringBuilder(16);
        copy_utf16(wide, "w\u00e9de \u20ac", 14);
        var marked = new StringBuilder(16);
        copy_wide(marked, "\u00fcber", 6); // no terminator copied: the rest of the buffer was zeroed
        Console.WriteLine("[" + wide + "] [" + marked + "] " + marked.Length);
        Console.WriteLine(utf8_length("h\u00e9llo") + " " + ansi_length("plain") + " " + is_alpha('x') + " " + is_alpha('1'));

        using (var fd = open_file("/proc/self/stat", 0)) {
            var buffer = new byte[8];
            Console.WriteLine(fd.IsInvalid + " " + (read(fd, buffer, 8) == 8));
            int copy = duplicate(fd);
            Console.WriteLine(copy > 2);
        }
        Console.WriteLine(pow(2, 10) + " " + ldexp(0.75, 4) + " " + fmaf(1.5f, 2f, 0.25f) + " " + frexp(48, out int exponent) + " " +
                          exponent + " " + lround(-2.5));
        var cbrt = (delegate* unmanaged<double, double>)NativeLibrary.GetExport(NativeLibrary.Load("libm.so.6"), "cbrt");
        var scalbnf = (delegate* unmanaged<float, int, float>)NativeLibrary.GetExport(NativeLibrary.Load("libm.so.6"), "scalbnf");
        var ldivPointer = (delegate* unmanaged<long, long, Quotient>)NativeLibrary.GetExport(NativeLibrary.Load("libc.so.6"), "ldiv");
        var conjPointer = (delegate* unmanaged<Complex, Complex>)NativeLibrary.GetExport(NativeLibrary.Load("libm.so.6"), "conj");
        Quotient viaPointer = ldivPointer(100, 7);
        Complex conjugated = conjPointer(new Complex { Re = 1, Im = 2 });
        Console.WriteLine(cbrt(27.0) + " " + scalbnf(1.5f, 3) + " " + viaPointer.Quot + " " + viaPointer.Rem + " " + conjugated.Re + " " + conjugated.Im);
        Quotient q = ldiv(-47, 5);
        IntQuotient iq = div(47, -5);
        Complex root = csqrt(new Complex { Re = -4, Im = 0 });
        Complex power = cpow(new Complex { Re = 0, Im = 1 }, new Complex { Re = 2, Im = 0 });
        ComplexF conjugate = conjf(new ComplexF { Re = 3, Im = 4 });
        Console.WriteLine(q.Quot + " " + q.Rem + " " + iq.Quot + " " + iq.Rem + " " + root.Re + "+" + root.Im + "i " +
                          Math.Round(power.Re, 12) + " " + conjugate.Re + " " + conjugate.Im + " " + cabs(new Complex { Re = 3, Im = 4 }));
        try {
            duplicate(null);
        } catch (ArgumentNullException e) {
            Console.WriteLine(e.GetType().Name + ": " + e.Message);
        }
    }
}
