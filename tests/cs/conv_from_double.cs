using System;
// Conversions from double to every integer type: checked (with OverflowException) and unchecked.
class Program {
    static double[] V = { 0.0, 1.9, -1.9, 127.5, 255.99, -128.7, 65535.4, 2147483647.0, -2147483648.0, 1e10, -1e10, 1e19, double.NaN, double.PositiveInfinity };
    static string C(Func<object> f) { try { object o = f(); return o is char ? "c" + (int)(char)o : o.ToString(); } catch (OverflowException) { return "ovf"; } }
    static int Main() {
        Console.Write("sbyte:"); foreach (var v in V) Console.Write(" " + C(() => checked((sbyte)v))); Console.WriteLine();
        Console.Write("byte:"); foreach (var v in V) Console.Write(" " + C(() => checked((byte)v))); Console.WriteLine();
        Console.Write("short:"); foreach (var v in V) Console.Write(" " + C(() => checked((short)v))); Console.WriteLine();
        Console.Write("ushort:"); foreach (var v in V) Console.Write(" " + C(() => checked((ushort)v))); Console.WriteLine();
        Console.Write("int:"); foreach (var v in V) Console.Write(" " + C(() => checked((int)v))); Console.WriteLine();
        Console.Write("uint:"); foreach (var v in V) Console.Write(" " + C(() => checked((uint)v))); Console.WriteLine();
        Console.Write("long:"); foreach (var v in V) Console.Write(" " + C(() => checked((long)v))); Console.WriteLine();
        Console.Write("ulong:"); foreach (var v in V) Console.Write(" " + C(() => checked((ulong)v))); Console.WriteLine();
        Console.Write("char:"); foreach (var v in V) Console.Write(" " + C(() => checked((char)v))); Console.WriteLine();
        Console.Write("in-range int:"); foreach (var v in V) { double d = v; if (d > -2147483648.0 && d < 2147483647.0) Console.Write(" " + (int)v); else Console.Write(" -"); } Console.WriteLine();
        Console.Write("in-range long:"); foreach (var v in V) { double d = v; if (d > -9.2e18 && d < 9.2e18) Console.Write(" " + (long)v); else Console.Write(" -"); } Console.WriteLine();
        return 0;
    }
}
