using System;
class Program {
    static double Poly(double x) { return ((2.5 * x - 1.25) * x + 0.5) * x - 4; }
    static int Main() {
        double a = 1.5, b = 0.25;
        Console.WriteLine(a + b);
        Console.WriteLine(a - b);
        Console.WriteLine(a * b);
        Console.WriteLine(a / b);
        Console.WriteLine(a % b + " " + 7.5 % 2 + " " + -7.5 % 2);
        Console.WriteLine(-a);
        for (int i = -2; i <= 2; i++) Console.WriteLine("poly(" + i + ") = " + Poly(i));
        double sum = 0;
        for (int i = 1; i <= 1000; i++) sum += 1.0 / i;
        Console.WriteLine(sum.ToString("F6"));
        double p = 1;
        for (int i = 0; i < 10; i++) p *= 2.0;
        Console.WriteLine(p + " " + (p == 1024.0) + " " + (p > 1023.5) + " " + (p < 1024));
        Console.WriteLine(1e300 * 1e10 + " " + -1e300 * 1e10);
        Console.WriteLine((0.5).CompareTo(0.25) + " " + (0.25).CompareTo(0.5) + " " + (1.0).Equals(1.0));
        float f = 1.5f; float g = f * 4f - 0.5f;
        Console.WriteLine(g + " " + (g / 2) + " " + (double)g);
        return 0;
    }
}
