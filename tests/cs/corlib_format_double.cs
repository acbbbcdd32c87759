using System;
using System.Globalization;

// Current .NET (Core 3.0+) double/float formatting: shortest round-trip by default.
static class Program
{
    static void Show(double d)
    {
        Console.WriteLine(d.ToString() + " | " + d.ToString("R") + " | " + d.ToString("F2") + " | " + d.ToString("E3") + " | " + d.ToString("G5") + " | " + d.ToString("N1"));
    }

    static int Main()
    {
        double[] values = {
            0.1 + 0.2, 1e21, 1e-5, 0.0001, 1e15, 1e14, 123456789012345.0, 1234567890123456.0,
            123456789012345680000.0, 1.0 / 3, 2.0 / 3, 100, -1.5, 0.5, 2.5, 1.005, 5e-324, double.MaxValue,
            -0.0, 0, 3.14159265358979, 1e100, 12345.678, 0.000123456
        };
        foreach (double d in values) Show(d);
        Console.WriteLine(double.NaN + " " + double.PositiveInfinity + " " + double.NegativeInfinity);
        Console.WriteLine(1.1f + " " + (1.0f / 3) + " " + 16777216f + " " + 1e10f + " " + 0.1f + " " + float.MaxValue);
        Console.WriteLine(0.125.ToString("F2") + " " + 2.5.ToString("F0") + " " + 0.5.ToString("F0") + " " + (-0.001).ToString("F2"));
        Console.WriteLine(0.5.ToString("P") + " " + 0.1234.ToString("P1") + " " + 1234567.891.ToString("N2"));
        Console.WriteLine(3.5.ToString("0.00") + " " + 1234.5.ToString("#,##0.0") + " " + 0.05.ToString("0.#") + " " + 42.0.ToString("000"));
        Console.WriteLine(string.Format("{0:F9} {1:e} {2,10:F3}|{3,-10:G}|", Math.PI, 12345.678, 2.0 / 3, 1.5));
        Console.WriteLine(Math.Round(2.5) + " " + Math.Round(3.5) + " " + Math.Round(-2.5) + " " + Math.Round(2.345, 2) + " " + Math.Round(2.5, MidpointRounding.AwayFromZero));
        Console.WriteLine(double.Parse("1.5e3") + " " + double.Parse("-0.25", CultureInfo.InvariantCulture) + " " + float.Parse("3.25"));
        Console.WriteLine((0.1).ToString("G17") + " " + (1.0).ToString("E") + " " + 1e-7.ToString("F10"));
        return 0;
    }
}
