// The exponent forms of double and float formatting as CoreCLR 10 prints them: "R" and the
// default (shortest round-trip) use "E-07" / "E+300" (upper case, at least two digits), "E" and
// "e2" three digits, "G5" two.
using System;
using System.Globalization;

static class Program {
    static int Main() {
        var inv = CultureInfo.InvariantCulture;
        foreach (double d in new double[] { 1e-7, 1.5e300, -0.0, 123456789012345678.0, 0.1, 1.0 / 3, double.Epsilon, 5e-324 * 3, 1e15, 1e16, 1e-5, 1e-4, double.MaxValue, -2.5e-10 })
            Console.WriteLine(d.ToString("R", inv) + " " + d.ToString(inv) + " " + d.ToString("E", inv) + " " + d.ToString("G5", inv) + " " + d.ToString("e2", inv) + " " + d.ToString("G", inv));
        foreach (float f in new float[] { 1e-7f, 3.4e38f, 1f / 3, 1e-5f, 16777216f, 1e10f, float.Epsilon })
            Console.WriteLine(f.ToString("R", inv) + " " + f.ToString(inv) + " " + f.ToString("E", inv) + " " + f.ToString("G5", inv) + " " + f.ToString("e2", inv));
        return 0;
    }
}
