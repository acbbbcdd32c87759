using System;
class Program {
    static int Main() {
        double a = 0.1, b = 0.2, c = a + b;
        Console.WriteLine((c == 0.3) + " " + (Math.Abs(c - 0.3) < 1e-15));
        float fa = 0.1f, fb = 0.2f, fc = fa + fb;
        Console.WriteLine((fc == 0.3f) + " " + (Math.Abs(fc - 0.3f) < 1e-6f));
        double sum = 0;
        for (int i = 0; i < 10; i++) sum += 0.1;
        Console.WriteLine((sum == 1.0) + " " + sum.ToString("F10"));
        double eps = 1.0;
        int n = 0;
        while (1.0 + eps / 2 != 1.0) { eps /= 2; n++; }
        Console.WriteLine("machine epsilon 2^-" + n);
        float feps = 1.0f;
        int fn = 0;
        while ((float)(1.0f + feps / 2) != 1.0f) { feps /= 2; fn++; }
        Console.WriteLine("float epsilon 2^-" + fn);
        double tiny = double.Epsilon;
        Console.WriteLine((tiny > 0) + " " + (tiny / 2 == 0) + " " + (double.MinValue == -double.MaxValue));
        Console.WriteLine((1e16 + 1 == 1e16) + " " + (1e15 + 1 == 1e15));
        double kahan = 0, comp = 0;
        for (int i = 0; i < 100000; i++) { double y = 0.1 - comp; double t = kahan + y; comp = (t - kahan) - y; kahan = t; }
        Console.WriteLine(kahan.ToString("F6"));
        return 0;
    }
}
