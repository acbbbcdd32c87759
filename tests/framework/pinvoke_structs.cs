// P/Invoke with structures CoreCLR's layout marshaller converts: a non-blittable struct by
// `ref` ([In, Out]), `out` and `in`, a class with layout ([In] by default, [Out] when marked),
// and a blittable class passed in place; libc's struct tm with a BOOL tm_isdst and a string
// tm_zone makes them non-blittable.
using System;
using System.Runtime.InteropServices;
using System.Text;

[StructLayout(LayoutKind.Sequential)]
struct Tm {
    public int tm_sec, tm_min, tm_hour, tm_mday, tm_mon, tm_year, tm_wday, tm_yday;
    public bool tm_isdst; // a C int: marshalled as a 4-byte BOOL
    public long tm_gmtoff;
    public IntPtr tm_zone;
}

[StructLayout(LayoutKind.Sequential, CharSet = CharSet.Ansi)]
class TmClass {
    public int tm_sec, tm_min, tm_hour, tm_mday, tm_mon, tm_year, tm_wday, tm_yday;
    public bool tm_isdst;
    public long tm_gmtoff;
    public string tm_zone;
}

[StructLayout(LayoutKind.Sequential)]
class TmOut {
    public int tm_sec, tm_min, tm_hour, tm_mday, tm_mon, tm_year, tm_wday, tm_yday;
    public bool tm_isdst;
    public long tm_gmtoff;
    public IntPtr tm_zone; // libc points it at a static string: a string field would be freed after the call
}

[StructLayout(LayoutKind.Sequential)]
class TimeVal { public long Seconds; public long Micros; }

static class P {
    [DllImport("libc")] static extern IntPtr gmtime_r(ref long time, ref Tm result);
    [DllImport("libc", EntryPoint = "gmtime_r")] static extern IntPtr gmtime_out(ref long time, out Tm result);
    [DllImport("libc")] static extern long timegm(ref Tm tm);
    [DllImport("libc", EntryPoint = "timegm")] static extern long timegm_in(in Tm tm);
    [DllImport("libc", EntryPoint = "gmtime_r")] static extern IntPtr gmtime_class(ref long time, [Out] TmOut result);
    [DllImport("libc", EntryPoint = "gmtime_r")] static extern IntPtr gmtime_class_in(ref long time, TmOut result);
    [DllImport("libc")] static extern nuint strftime(StringBuilder buffer, nuint size, string format, TmClass tm);
    [DllImport("libc")] static extern int gettimeofday(TimeVal tv, IntPtr zone);

    static string Show(Tm t) => $"{t.tm_year + 1900}-{t.tm_mon + 1:D2}-{t.tm_mday:D2} {t.tm_hour:D2}:{t.tm_min:D2}:{t.tm_sec:D2} wday {t.tm_wday} yday {t.tm_yday} dst {t.tm_isdst} off {t.tm_gmtoff}";

    static void Main() {
        long when = 1700000000;
        var tm = new Tm { tm_isdst = true, tm_year = 5 };
        gmtime_r(ref when, ref tm);
        Console.WriteLine("ref " + Show(tm));
        gmtime_out(ref when, out Tm other);
        Console.WriteLine("out " + Show(other) + " zone " + Marshal.PtrToStringAnsi(other.tm_zone));
        var denormal = new Tm { tm_year = 124, tm_mon = 0, tm_mday = 32, tm_hour = 25 };
        Console.WriteLine("timegm " + timegm(ref denormal) + " normalized " + Show(denormal));
        var input = new Tm { tm_year = 100, tm_mday = 1 };
        Console.WriteLine("in " + timegm_in(in input) + " unchanged " + Show(input));

        var c = new TmOut { tm_isdst = true };
        gmtime_class(ref when, c);
        Console.WriteLine($"class [Out] {c.tm_year + 1900}-{c.tm_mon + 1}-{c.tm_mday} {c.tm_hour}h dst {c.tm_isdst} zone {Marshal.PtrToStringAnsi(c.tm_zone)}");
        var d = new TmOut { tm_year = 1, tm_isdst = true };
        gmtime_class_in(ref when, d);
        Console.WriteLine($"class [In] {d.tm_year} {d.tm_isdst} {d.tm_zone}");

        var sb = new StringBuilder(64);
        var fmt = new TmClass { tm_year = 99, tm_mon = 11, tm_mday = 31, tm_hour = 23, tm_min = 59, tm_sec = 58, tm_zone = "UTC" };
        nuint n = strftime(sb, 64, "%Y-%m-%d %H:%M:%S %Z", fmt);
        Console.WriteLine($"strftime {n} {sb}");

        var tv = new TimeVal();
        int rc = gettimeofday(tv, IntPtr.Zero);
        Console.WriteLine($"gettimeofday {rc} {tv.Seconds > 1700000000} {tv.Micros < 1000000}");
    }
}
