// test_osr_entry's third program: Advance's frame runs one loop nest (steps, then pairs of
// bodies, then the pairs' inner loop) for its whole call.  While the nest's OSR code compiles,
// the frame keeps hitting the inner loops' back-edges and asks for versions of their own; once
// the nest's code is ready those requests are dropped, not compiled (tier.c compile_osr).
using System;

static class Program {
    static double Advance(int steps) {
        var x = new double[5]; var v = new double[5]; var m = new double[5];
        for (int i = 0; i < 5; i++) { x[i] = i * 1.5; v[i] = 0.01 * i; m[i] = 1.0 + i; }
        for (int s = 0; s < steps; s++) {
            for (int i = 0; i < 5; i++)
                for (int j = i + 1; j < 5; j++) {
                    double d = x[i] - x[j], d2 = d * d + 0.01, mag = 0.001 / (d2 * Math.Sqrt(d2));
                    v[i] -= d * m[j] * mag;
                    v[j] += d * m[i] * mag;
                }
            for (int i = 0; i < 5; i++) x[i] += 0.001 * v[i];
        }
        double e = 0;
        for (int i = 0; i < 5; i++) e += m[i] * v[i] * v[i];
        return e;
    }

    static int Main() {
        Console.WriteLine(Advance(3000000).ToString("F9"));
        return 0;
    }
}
