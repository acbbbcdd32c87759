using System;
class Program {
    static int Main() {
        double pinf = double.PositiveInfinity, ninf = double.NegativeInfinity, zero = 0.0;
        Console.WriteLine(pinf + " " + ninf + " " + (1 / zero) + " " + (-1 / zero));
        Console.WriteLine((pinf + 1) + " " + (pinf - pinf) + " " + (pinf * 0) + " " + (pinf * -2));
        Console.WriteLine(double.IsInfinity(pinf) + " " + double.IsPositiveInfinity(ninf) + " " + double.IsNegativeInfinity(ninf));
        Console.WriteLine((pinf > double.MaxValue) + " " + (ninf < double.MinValue) + " " + (pinf == pinf));
        Console.WriteLine(1 / pinf + " " + (5 % pinf) + " " + (pinf % 5));
        Console.WriteLine(Math.Sqrt(pinf) + " " + Math.Exp(ninf) + " " + Math.Log(zero) + " " + Math.Log(pinf));
        float f = float.MaxValue;
        float g = f * 10;
        Console.WriteLine(float.IsInfinity(g) + " " + g);
        double big = 1e308;
        Console.WriteLine(big * 10 + " " + (big * 10 / 10));
        Console.WriteLine(double.IsNaN(Math.Sqrt(-1)) + " " + double.IsNaN(Math.Log(-1)));
        Console.WriteLine(Math.Atan(pinf).ToString("F6") + " " + Math.Tanh(ninf));
        Console.WriteLine(pinf.CompareTo(ninf) + " " + ninf.CompareTo(double.NaN));
        Console.WriteLine(double.IsFinite(1.0) + " " + double.IsFinite(pinf));
        return 0;
    }
}
