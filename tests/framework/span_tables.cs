// ReadOnlySpan<T> properties over constant data: C# emits RuntimeHelpers.CreateSpan<T>(ldtoken F)
// for element types wider than a byte, which corvid's transcoder builds in place (the span of
// F's RVA data); bytes go through the span constructor on the field's address.  CoreLib's
// number formatting reads its digit tables this way.
using System;
static class Program {
    static ReadOnlySpan<long> Table => new long[] { 1, 22, 333, 4444, -5 };
    static ReadOnlySpan<int> Ints => new int[] { 7, 8, 9 };
    static ReadOnlySpan<byte> Bytes => new byte[] { 1, 2, 3, 250 };
    static ReadOnlySpan<char> Chars => new char[] { 'c', 'o', 'r', 'v', 'i', 'd' };
    static ReadOnlySpan<double> Doubles => new double[] { 0.5, 0.25, -1e300 };
    static ReadOnlySpan<ushort> Empty => new ushort[] { };
    static int Main() {
        long s = 0;
        foreach (var x in Table) s += x;
        foreach (var x in Ints) s += x * 1000;
        foreach (var x in Bytes) s += x * 1000000;
        Console.WriteLine(s + " " + Table.Length + " " + Ints[2] + " " + Bytes[3]);
        Console.WriteLine(new string(Chars) + " " + Doubles[2] + " " + Doubles.Length + " " + Empty.Length);
        try {
            Console.WriteLine(Ints[3]);
        } catch (IndexOutOfRangeException e) {
            Console.WriteLine(e.GetType().Name);
        }
        for (int i = 0; i < 200; i++) s += Table[i % 5] + (long)Math.Log2(i + 1);
        Console.WriteLine(s);
        Console.WriteLine(123456789u.ToString() + " " + (-42).ToString() + " " + 3.25.ToString("F3") + " " + Math.Log2(1000.0));
        return 0;
    }
}
