// spectral-norm (Benchmarks Game style): the largest singular value of the infinite matrix
// A(i,j) = 1/((i+j)(i+j+1)/2 + i + 1) by ten power iterations of A^T A on an n-vector.
// Usage: spectralnorm.exe <n> [reps].  One untimed warm-up run, then <reps> timed runs.
using System;
using System.Diagnostics;

static class SpectralNorm {
    static double A(int i, int j) { return 1.0 / ((i + j) * (i + j + 1) / 2 + i + 1); }

    static void MulAv(double[] v, double[] av, int n) {
        for (int i = 0; i < n; i++) {
            double s = 0;
            for (int j = 0; j < n; j++) s += A(i, j) * v[j];
            av[i] = s;
        }
    }

    static void MulAtv(double[] v, double[] atv, int n) {
        for (int i = 0; i < n; i++) {
            double s = 0;
            for (int j = 0; j < n; j++) s += A(j, i) * v[j];
            atv[i] = s;
        }
    }

    static void MulAtAv(double[] v, double[] outv, double[] tmp, int n) {
        MulAv(v, tmp, n);
        MulAtv(tmp, outv, n);
    }

    static double Run(int n) {
        double[] u = new double[n], v = new double[n], tmp = new double[n];
        for (int i = 0; i < n; i++) u[i] = 1.0;
        for (int k = 0; k < 10; k++) {
            MulAtAv(u, v, tmp, n);
            MulAtAv(v, u, tmp, n);
        }
        double vbv = 0, vv = 0;
        for (int i = 0; i < n; i++) { vbv += u[i] * v[i]; vv += v[i] * v[i]; }
        return Math.Sqrt(vbv / vv);
    }

    static int Main(string[] args) {
        int n = args.Length > 0 ? int.Parse(args[0]) : 1000;
        int reps = args.Length > 1 ? int.Parse(args[1]) : 3;
        double r = Run(n);
        var sw = Stopwatch.StartNew();
        for (int i = 0; i < reps; i++)
            if (Run(n) != r) { Console.WriteLine("mismatch"); return 1; }
        sw.Stop();
        Console.WriteLine(r.ToString("F9"));
        Console.WriteLine("steady_ms " + (sw.ElapsedTicks * 1000.0 / Stopwatch.Frequency).ToString("F1"));
        return 0;
    }
}
