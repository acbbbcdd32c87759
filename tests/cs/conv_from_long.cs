using System;
// Conversions from long to every integer type: checked (with OverflowException) and unchecked.
class Program {
    static long[] V = { 0, -1, 255, 65536, 4294967295, 4294967296, long.MaxValue, long.MinValue, -4294967297 };
    static string C(Func<object> f) { try { object o = f(); return o is char ? "c" + (int)(char)o : o.ToString(); } catch (OverflowException) { return "ovf"; } }
    static int Main() {
        Console.Write("sbyte:"); foreach (var v in V) Console.Write(" " + C(() => checked((sbyte)v))); Console.WriteLine();
        Console.Write("u-sbyte:"); foreach (var v in V) Console.Write(" " + unchecked((sbyte)v).ToString().Length + "/" + (long)unchecked((sbyte)v)); Console.WriteLine();
        Console.Write("byte:"); foreach (var v in V) Console.Write(" " + C(() => checked((byte)v))); Console.WriteLine();
        Console.Write("u-byte:"); foreach (var v in V) Console.Write(" " + unchecked((byte)v).ToString().Length + "/" + (long)unchecked((byte)v)); Console.WriteLine();
        Console.Write("short:"); foreach (var v in V) Console.Write(" " + C(() => checked((short)v))); Console.WriteLine();
        Console.Write("u-short:"); foreach (var v in V) Console.Write(" " + unchecked((short)v).ToString().Length + "/" + (long)unchecked((short)v)); Console.WriteLine();
        Console.Write("ushort:"); foreach (var v in V) Console.Write(" " + C(() => checked((ushort)v))); Console.WriteLine();
        Console.Write("u-ushort:"); foreach (var v in V) Console.Write(" " + unchecked((ushort)v).ToString().Length + "/" + (long)unchecked((ushort)v)); Console.WriteLine();
        Console.Write("int:"); foreach (var v in V) Console.Write(" " + C(() => checked((int)v))); Console.WriteLine();
        Console.Write("u-int:"); foreach (var v in V) Console.Write(" " + unchecked((int)v).ToString().Length + "/" + (long)unchecked((int)v)); Console.WriteLine();
        Console.Write("uint:"); foreach (var v in V) Console.Write(" " + C(() => checked((uint)v))); Console.WriteLine();
        Console.Write("u-uint:"); foreach (var v in V) Console.Write(" " + unchecked((uint)v).ToString().Length + "/" + (long)unchecked((uint)v)); Console.WriteLine();
        Console.Write("long:"); foreach (var v in V) Console.Write(" " + C(() => checked((long)v))); Console.WriteLine();
        Console.Write("u-long:"); foreach (var v in V) Console.Write(" " + unchecked((long)v).ToString().Length + "/" + (long)unchecked((long)v)); Console.WriteLine();
        Console.Write("ulong:"); foreach (var v in V) Console.Write(" " + C(() => checked((ulong)v))); Console.WriteLine();
        Console.Write("u-ulong:"); foreach (var v in V) Console.Write(" " + unchecked((ulong)v).ToString().Length + "/" + (long)unchecked((ulong)v)); Console.WriteLine();
        Console.Write("char:"); foreach (var v in V) Console.Write(" " + C(() => checked((char)v))); Console.WriteLine();
        Console.Write("u-char:"); foreach (var v in V) Console.Write(" " + unchecked((char)v).ToString().Length + "/" + (long)unchecked((char)v)); Console.WriteLine();
        Console.Write("double:"); foreach (var v in V) Console.Write(" " + ((double)v).ToString("E3")); Console.WriteLine();
        Console.Write("float:"); foreach (var v in V) Console.Write(" " + ((float)v).ToString("E3")); Console.WriteLine();
        Console.Write("decimal:"); foreach (var v in V) Console.Write(" " + (decimal)v); Console.WriteLine();
        return 0;
    }
}
