// conv.ovf between integers, which Tier1 code does inline: every source (int, uint, long, ulong)
// to every integer target at the edges of each range, in and out of range.
// .expected is CoreCLR's output: mono truncates the native-int index long.MinValue to 0 and
// reads a[0] where CoreCLR (and ECMA-335 III.4.7) raise IndexOutOfRangeException.
using System;

static class Program {
    static string Try(Func<object> f) {
        try { return f().ToString(); } catch (OverflowException) { return "ovf"; }
    }

    static string FromLong(long v) {
        return string.Join(" ", Try(() => checked((sbyte)v)), Try(() => checked((byte)v)), Try(() => checked((short)v)),
            Try(() => checked((ushort)v)), Try(() => checked((int)v)), Try(() => checked((uint)v)), Try(() => checked((ulong)v)),
            Try(() => checked((char)v)), Try(() => checked((IntPtr)v)), Try(() => checked((UIntPtr)(ulong)v)));
    }
    static string FromULong(ulong v) {
        return string.Join(" ", Try(() => checked((sbyte)v)), Try(() => checked((byte)v)), Try(() => checked((short)v)),
            Try(() => checked((ushort)v)), Try(() => checked((int)v)), Try(() => checked((uint)v)), Try(() => checked((long)v)),
            Try(() => checked((char)v)));
    }
    static string FromInt(int v) {
        return string.Join(" ", Try(() => checked((sbyte)v)), Try(() => checked((byte)v)), Try(() => checked((short)v)),
            Try(() => checked((ushort)v)), Try(() => checked((uint)v)), Try(() => checked((ulong)v)), Try(() => checked((char)v)),
            Try(() => checked((long)v)));
    }
    static string FromUInt(uint v) {
        return string.Join(" ", Try(() => checked((sbyte)v)), Try(() => checked((byte)v)), Try(() => checked((short)v)),
            Try(() => checked((ushort)v)), Try(() => checked((int)v)), Try(() => checked((long)v)), Try(() => checked((ulong)v)),
            Try(() => checked((char)v)));
    }

    static long Index(long[] a, long j) { return a[j]; } // conv.ovf.i of a long index

    static int Main() {
        long[] longs = { 0, 1, -1, 127, 128, -128, -129, 255, 256, 32767, 32768, -32768, -32769, 65535, 65536,
                         int.MaxValue, (long)int.MaxValue + 1, int.MinValue, (long)int.MinValue - 1, uint.MaxValue,
                         (long)uint.MaxValue + 1, long.MaxValue, long.MinValue };
        foreach (long v in longs) Console.WriteLine("long " + v + ": " + FromLong(v));
        ulong[] ulongs = { 0, 1, 127, 128, 255, 256, 32767, 32768, 65535, 65536, int.MaxValue, (ulong)int.MaxValue + 1,
                           uint.MaxValue, (ulong)uint.MaxValue + 1, long.MaxValue, (ulong)long.MaxValue + 1, ulong.MaxValue };
        foreach (ulong v in ulongs) Console.WriteLine("ulong " + v + ": " + FromULong(v));
        int[] ints = { 0, 1, -1, 127, 128, -128, -129, 255, 256, 32767, 32768, -32768, -32769, 65535, 65536, int.MaxValue, int.MinValue };
        foreach (int v in ints) Console.WriteLine("int " + v + ": " + FromInt(v));
        uint[] uints = { 0, 1, 127, 128, 255, 256, 32767, 32768, 65535, 65536, int.MaxValue, (uint)int.MaxValue + 1, uint.MaxValue };
        foreach (uint v in uints) Console.WriteLine("uint " + v + ": " + FromUInt(v));
        var a = new long[] { 10, 20, 30 };
        long t = 0;
        for (long j = 0; j < 3; j++) t += Index(a, j);
        Console.WriteLine("index " + t);
        foreach (long j in new[] { -1L, 3L, long.MaxValue, long.MinValue }) {
            try { Index(a, j); Console.WriteLine("no exception"); }
            catch (Exception ex) { Console.WriteLine("index " + j + ": " + ex.GetType().Name); }
        }
        return 0;
    }
}
