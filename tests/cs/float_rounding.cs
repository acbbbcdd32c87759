using System;
class Program {
    static int Main() {
        double[] xs = { 2.5, 3.5, -2.5, -3.5, 2.4, 2.6, -2.6, 0.5, 1.5, 7.0, -1.4 };
        foreach (double x in xs) {
            Console.WriteLine(x + ": round=" + Math.Round(x) + " floor=" + Math.Floor(x) + " ceil=" + Math.Ceiling(x) + " trunc=" + Math.Truncate(x) + " away=" + Math.Round(x, MidpointRounding.AwayFromZero));
        }
        Console.WriteLine(Math.Round(1.23456, 2) + " " + Math.Round(1.23556, 3) + " " + Math.Round(123.456, 0));
        Console.WriteLine(Math.Floor(1e14 + 0.5) + " " + Math.Ceiling(-1e-10 - 1));
        float f = 2.5f;
        Console.WriteLine(Math.Round(f) + " " + Math.Floor(-f) + " " + (int)Math.Round(3.5f));
        Console.WriteLine(Math.IEEERemainder(10, 3) + " " + Math.IEEERemainder(11, 3) + " " + (10.0 % 3));
        return 0;
    }
}
