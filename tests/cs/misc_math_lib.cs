using System;
class Program {
    static int Main() {
        Console.WriteLine(Math.Max(3, 7) + " " + Math.Min(3L, -7L) + " " + Math.Max((byte)3, (byte)200) + " " + Math.Abs((short)-5));
        Console.WriteLine(Math.Pow(3, 4) + " " + Math.Sqrt(144) + " " + Math.Floor(-2.5) + " " + Math.Ceiling(2.1));
        Console.WriteLine(Math.Clamp(15, 0, 10) + " " + Math.Clamp(-5, 0, 10) + " " + Math.Clamp(2.5, 0.0, 10.0));
        Console.WriteLine(Math.Round(2.567, 1) + " " + Math.Round(-2.567, 2) + " " + Math.Truncate(-9.99));
        Console.WriteLine(Math.Log(1) + " " + Math.Exp(0) + " " + Math.Log10(0.001));
        Console.WriteLine(Math.Sign(-0.0001) + " " + Math.Sign(99L) + " " + Math.Abs(-0.5m));
        Console.WriteLine(Math.Max(double.NaN, 1).ToString() + " " + Math.Min(-1.0, double.NegativeInfinity));
        return 0;
    }
}
