using System;
class Program {
    static float Lerp(float a, float b, float t) { return a + (b - a) * t; }
    static int Main() {
        float x = 3.0f, y = 0.5f;
        Console.WriteLine((x + y) + " " + (x - y) + " " + (x * y) + " " + (x / y));
        Console.WriteLine(Lerp(0f, 10f, 0.25f) + " " + Lerp(-4f, 4f, 0.75f));
        float acc = 0;
        for (int i = 0; i < 100; i++) acc += 0.5f;
        Console.WriteLine(acc);
        float big = 16777216f;
        Console.WriteLine((big + 1f == big) + " " + ((double)big + 1 == big));
        float r = 10f % 3f;
        Console.WriteLine(r + " " + (-10f % 3f));
        double d = 0.1;
        float fd = (float)d;
        Console.WriteLine((fd == 0.1f) + " " + ((double)fd == d));
        Console.WriteLine((int)(x * 7.9f) + " " + (long)(y * 1000) + " " + (int)-2.5f);
        float[] fs = { 1f, 2f, 4f, 8f, 0.125f };
        float prod = 1;
        foreach (float f in fs) prod *= f;
        Console.WriteLine(prod);
        Console.WriteLine(float.MaxValue * 2 + " " + (float.MinValue * 2));
        Console.WriteLine((2.5f).ToString("F3") + " " + (1234.5f).ToString("F1"));
        return 0;
    }
}
