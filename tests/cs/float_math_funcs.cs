using System;
class Program {
    static int Main() {
        double[] xs = { 0.0, 0.5, 1.0, 2.0, 3.14159, 10.0 };
        foreach (double x in xs) {
            Console.WriteLine(x.ToString("F5") + ": sin=" + Math.Sin(x).ToString("F6") + " cos=" + Math.Cos(x).ToString("F6") + " exp=" + Math.Exp(x).ToString("F4") + " sqrt=" + Math.Sqrt(x).ToString("F6"));
        }
        Console.WriteLine(Math.Pow(2, 10) + " " + Math.Pow(2, 0.5).ToString("F8") + " " + Math.Pow(10, -2).ToString("F4"));
        Console.WriteLine(Math.Log(Math.E).ToString("F6") + " " + Math.Log10(1000) + " " + Math.Log(8, 2).ToString("F6"));
        Console.WriteLine(Math.Atan2(1, 1).ToString("F6") + " " + Math.Asin(1).ToString("F6") + " " + Math.Acos(0).ToString("F6"));
        Console.WriteLine(Math.Tan(0.5).ToString("F6") + " " + Math.Sinh(1).ToString("F6") + " " + Math.Cosh(1).ToString("F6"));
        Console.WriteLine(Math.Abs(-2.5) + " " + Math.Max(1.5, 2.5) + " " + Math.Min(-0.5, 0.5));
        Console.WriteLine(Math.Cbrt(27.0).ToString("F6") + " " + Math.Sign(-3.5) + " " + Math.Sign(0.0));
        Console.WriteLine(Math.PI.ToString("F10") + " " + Math.E.ToString("F10"));
        return 0;
    }
}
