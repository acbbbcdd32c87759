using System;
class Program {
    static int D2I(double d) { return (int)d; }
    static long D2L(double d) { return (long)d; }
    static uint D2U(double d) { return (uint)d; }
    static ulong D2UL(double d) { return (ulong)d; }
    static int F2I(float f) { return (int)f; }
    static int Main() {
        double[] ds = { 0.0, 0.4, 0.5, 0.6, 1.5, 2.5, -0.4, -0.5, -1.5, -2.5, 1e9, -1e9, 2147483647.0, -2147483648.0, 123456.999 };
        foreach (double d in ds) Console.WriteLine(d + " -> " + D2I(d) + " " + D2L(d));
        double[] us = { 0.0, 0.99, 3e9, 4294967295.0, 1e18, 9.2e18, 1.8e19 };
        foreach (double d in us) Console.WriteLine(d + " -> " + (d < 4294967296.0 ? D2U(d).ToString() : "-") + " " + D2UL(d));
        float[] fs = { 1.75f, -1.75f, 16777216f, 1e9f, -3.99f };
        foreach (float f in fs) Console.WriteLine(F2I(f));
        Console.WriteLine((long)9007199254740993.0 + " " + (long)-9007199254740993.0);
        Console.WriteLine((byte)(int)200.7 + " " + (short)(int)-300.2 + " " + (char)(int)65.9);
        return 0;
    }
}
