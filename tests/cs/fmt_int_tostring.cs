using System;
class Program {
    static int Main() {
        int[] vals = { 0, 1, -1, 42, -42, 1000, 999999, int.MaxValue, int.MinValue };
        foreach (int v in vals) Console.WriteLine(v.ToString() + " " + v.ToString("D4") + " " + v.ToString("X8") + " " + v.ToString("N0") + " " + v.ToString("G"));
        Console.WriteLine(long.MaxValue.ToString() + " " + long.MinValue.ToString("N0") + " " + ulong.MaxValue.ToString("X"));
        Console.WriteLine(((byte)255).ToString() + " " + ((sbyte)-128).ToString() + " " + ((ushort)65535).ToString("N0") + " " + ((short)-300).ToString("D5"));
        Console.WriteLine(12345.ToString("0") + " " + 12345.ToString("00000000") + " " + 5.ToString("F2") + " " + (-5).ToString("N2"));
        Console.WriteLine(7.ToString("X") + " " + 3735928559u.ToString("X") + " " + 3735928559u.ToString("x"));
        return 0;
    }
}
