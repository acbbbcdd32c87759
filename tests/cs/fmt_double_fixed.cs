using System;
class Program {
    static int Main() {
        double[] vals = { 0, 1, -1, 0.75, 1.3125, 3.14159265, -2.71828, 100.0625, 123456.789, 1e-3, 42 };
        foreach (double v in vals) Console.WriteLine(v.ToString("F2") + " " + v.ToString("F0") + " " + v.ToString("N1") + " " + v.ToString("E3") + " " + v.ToString("F4"));
        Console.WriteLine(1e15.ToString("F0") + " " + 1e-10.ToString("F12") + " " + 9.999.ToString("F2"));
        Console.WriteLine((1.0 / 3).ToString("F6") + " " + (2.0 / 3).ToString("F6") + " " + (2.0 / 3).ToString("E6"));
        Console.WriteLine(double.NaN.ToString("F2") + " " + double.PositiveInfinity.ToString("F2") + " " + double.NegativeInfinity.ToString("N0"));
        return 0;
    }
}
