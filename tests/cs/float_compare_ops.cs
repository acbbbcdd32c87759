using System;
class Program {
    static int Classify(double x) {
        if (x < 0) return -1;
        if (x > 0) return 1;
        if (x == 0) return 0;
        return 99;
    }
    static int Main() {
        double[] xs = { -1e308, -1, -double.Epsilon, -0.0, 0.0, double.Epsilon, 1, 1e308, double.NaN, double.PositiveInfinity, double.NegativeInfinity };
        foreach (double x in xs) Console.Write(Classify(x) + " ");
        Console.WriteLine();
        Console.WriteLine((-0.0 == 0.0) + " " + (0.0).Equals(-0.0) + " " + (1 / -0.0 < 0));
        float[] fs = { 3.5f, -1.25f, 0f, 100f, -100f };
        float mx = float.MinValue;
        foreach (float f in fs) if (f > mx) mx = f;
        Console.WriteLine(mx);
        int cnt = 0;
        for (double d = 0; d < 1; d += 0.125) cnt++;
        Console.WriteLine(cnt);
        double x1 = 1.0000001, x2 = 1.0000002;
        Console.WriteLine((x1 < x2) + " " + (x1 >= x2) + " " + ((float)x1 == (float)x2));
        Console.WriteLine(double.MaxValue > float.MaxValue);
        return 0;
    }
}
