using System;
class Program {
    static double NewtonSqrt(double x) {
        if (x == 0) return 0;
        double g = x;
        for (int i = 0; i < 60; i++) g = 0.5 * (g + x / g);
        return g;
    }
    static double Integrate(Func<double, double> f, double a, double b, int n) {
        double h = (b - a) / n, s = 0.5 * (f(a) + f(b));
        for (int i = 1; i < n; i++) s += f(a + i * h);
        return s * h;
    }
    static int Main() {
        for (int i = 0; i <= 10; i++) {
            double v = i * 7.25;
            Console.WriteLine(v + " " + NewtonSqrt(v).ToString("F8") + " " + (Math.Abs(NewtonSqrt(v) - Math.Sqrt(v)) < 1e-12));
        }
        Console.WriteLine(Integrate(x => x * x, 0, 3, 3000).ToString("F5"));
        Console.WriteLine(Integrate(Math.Sin, 0, Math.PI, 1000).ToString("F5"));
        Console.WriteLine(Integrate(x => 4 / (1 + x * x), 0, 1, 10000).ToString("F8"));
        double pi = 0;
        for (int k = 0; k < 100000; k++) pi += (k % 2 == 0 ? 4.0 : -4.0) / (2 * k + 1);
        Console.WriteLine(pi.ToString("F4"));
        return 0;
    }
}
