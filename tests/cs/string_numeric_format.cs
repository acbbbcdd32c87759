using System;
class Program {
    static int Main() {
        int[] ints = { 0, 7, -7, 255, 65535, int.MaxValue, int.MinValue };
        foreach (int i in ints) Console.WriteLine(i.ToString("D") + " " + i.ToString("D8") + " " + i.ToString("X") + " " + i.ToString("x8") + " " + i.ToString("N0"));
        long[] longs = { 1234567890123L, -1L, long.MinValue };
        foreach (long l in longs) Console.WriteLine(l.ToString("N0") + " " + l.ToString("X") + " " + l.ToString("D20"));
        Console.WriteLine(3.14159.ToString("F0") + " " + 3.14159.ToString("F3") + " " + (-3.14159).ToString("F1") + " " + 1e6.ToString("F2"));
        Console.WriteLine(1234.5.ToString("N") + " " + 1234.5.ToString("N3") + " " + 0.0.ToString("N1"));
        Console.WriteLine(12345.6789.ToString("E") + " " + 12345.6789.ToString("e4") + " " + 0.00012.ToString("E1"));
        Console.WriteLine(255.ToString("G") + " " + 0.25.ToString("G") + " " + 1e-5.ToString("G") + " " + 123456789.0.ToString("G"));
        Console.WriteLine(((byte)200).ToString("X2") + " " + ((short)-1).ToString("X") + " " + 4000000000u.ToString("N0"));
        return 0;
    }
}
