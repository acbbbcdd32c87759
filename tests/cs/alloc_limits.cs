// CoreCLR's size limits: Array.MaxLength (0x7FFFFFC7) elements per dimension for every element
// size, a multi-dimensional array's element count within 32 bits, and String.MaxLength
// (0x3FFFFFDF) chars; beyond them OutOfMemoryException (arrays: "Array dimensions exceeded
// supported range."); an element count over int.MaxValue within 32 bits: OverflowException,
// as CoreCLR's AllocateArrayEx).  The arrays that succeed are never touched, so they cost
// address space only.
using System;
using System.Runtime.CompilerServices;

static class Program {
    [MethodImpl(MethodImplOptions.NoInlining)]
    static void Try(string what, Func<object> allocate) {
        try {
            object o = allocate();
            Array a = o as Array;
            string s = o as string;
            Console.WriteLine(what + " ok " + (a != null ? a.Length : s.Length));
        } catch (OutOfMemoryException e) {
            Console.WriteLine(what + " OutOfMemoryException: " + e.Message);
        } catch (OverflowException) {
            Console.WriteLine(what + " OverflowException");
        }
        GC.Collect();
    }

    static int Main() {
        foreach (long n in new long[] { 0x7FFFFFC7L, 0x7FFFFFC8L, int.MaxValue }) {
            long m = n;
            Try("byte[" + m.ToString("X") + "]", () => new byte[m]);
        }
        int big = 0x7FFFFFC7, over = 0x7FFFFFC8;
        Try("bool[7FFFFFC7]", () => new bool[big]);
        Try("int[7FFFFFC7]", () => new int[big]);
        Try("int[7FFFFFC8]", () => new int[over]);
        Try("long[7FFFFFC8]", () => new long[over]);
        Try("object[7FFFFFC8]", () => new object[over]);
        Try("CreateInstance(byte, 7FFFFFC7)", () => Array.CreateInstance(typeof(byte), big));
        Try("CreateInstance(byte, 7FFFFFC8)", () => Array.CreateInstance(typeof(int), over));
        Try("byte[2, 40000000]", () => new byte[2, 0x40000000]);
        Try("byte[1, 7FFFFFC7]", () => new byte[1, big]);
        Try("byte[1, 7FFFFFC8]", () => new byte[1, over]);
        Try("byte[10000, 10000]", () => new byte[0x10000, 0x10000]);
        Try("byte[10000, 7FFF]", () => new byte[0x10000, 0x7FFF]);
        Try("byte[2, 3FFFFFE4]", () => new byte[2, 0x3FFFFFE4]);
        Try("byte[0, 7FFFFFC8]", () => new byte[0, over]);
        Try("int[7FFFFFC8, -1]", () => new int[over, int.Parse("-1")]);
        Try("int[-1, 7FFFFFC8]", () => new int[int.Parse("-1"), over]);
        Try("CreateInstance(byte, 2, 40000000)", () => Array.CreateInstance(typeof(byte), 2, 0x40000000));
        Try("CreateInstance(byte, 10000, 10000)", () => Array.CreateInstance(typeof(byte), 0x10000, 0x10000));
        Try("string 3FFFFFE0", () => new string('y', 0x3FFFFFE0));
        Try("string 7FFFFFFF", () => new string('y', int.MaxValue));
        Try("PadLeft 3FFFFFE0", () => "a".PadLeft(0x3FFFFFE0));
        Try("string(char[], 0, 0)", () => new string(new char[1], 0, 0));
        return 0;
    }
}
