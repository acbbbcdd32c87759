using System;
class Program {
    static float Dot(float[] a, float[] b) { float s = 0; for (int i = 0; i < a.Length; i++) s += a[i] * b[i]; return s; }
    static int Main() {
        float[] a = { 1, 2, 3, 4 }, b = { 0.5f, 0.25f, 2, -1 };
        Console.WriteLine(Dot(a, b));
        float x = 1e-38f;
        Console.WriteLine((x / 1e10f > 0) + " " + (x * 1e-10f == 0));
        Console.WriteLine(float.IsNaN(0f / 0f) + " " + float.IsPositiveInfinity(1f / 0f));
        float third = 1f / 3f;
        Console.WriteLine((third * 3f == 1f) + " " + third.ToString("F5"));
        double d = third;
        Console.WriteLine(d.ToString("F9"));
        float big = 123456789f;
        Console.WriteLine((int)big + " " + (long)big);
        float sum = 0;
        for (int i = 0; i < 1000; i++) sum += 0.001f;
        Console.WriteLine(sum.ToString("F4"));
        float m = MathF.Sqrt(2f);
        Console.WriteLine(m.ToString("F5") + " " + MathF.Abs(-3.5f) + " " + MathF.Floor(2.7f) + " " + MathF.Max(1f, 2f));
        Console.WriteLine((float)Math.Sqrt(16) + " " + (double)0.5f);
        return 0;
    }
}
