// SciMark-style kernels for the CoreCLR side-by-side suite (bench/peers.sh, docs/BENCH.md).
// Usage: scimark.exe <kernel> <size> [reps]
//   fft <cycles>         forward + inverse transform of 1024 complex points, <cycles> times
//   sor <iterations>     successive over-relaxation on a 100 x 100 grid
//   montecarlo <samples> quarter-circle estimate of pi with our own LCG
//   sparse <iterations>  y = A x, A a 1000 x 1000 CSR matrix with 5000 nonzeros
//   lu <cycles>          LU factorization with partial pivoting of a 100 x 100 matrix
// Runs the kernel once untimed (corvid's tiered JIT reaches Tier1/OSR), then <reps> (3) timed
// runs, each checked against the first; prints "<kernel> <size>: <checksum>" and
// "steady_ms <ms for the timed runs>".  Output is the same on corvid, mono and CoreCLR.
using System;
using System.Diagnostics;
using System.Globalization;

// A 64-bit linear congruential generator (Knuth's MMIX constants); doubles from the top 53 bits.
sealed class Lcg {
    ulong state;
    public Lcg(ulong seed) { state = seed; }
    public double NextDouble() {
        state = state * 6364136223846793005UL + 1442695040888963407UL;
        return (state >> 11) * (1.0 / 9007199254740992.0);
    }
    public int NextInt(int bound) { return (int)(NextDouble() * bound); }
}

static class SciMark {
    static readonly CultureInfo Inv = CultureInfo.InvariantCulture;
    static string F(double d) { return d.ToString("F6", Inv); }
    static string I(long v) { return v.ToString(Inv); }

    static double[] RandomVector(int n, Lcg r) {
        double[] v = new double[n];
        for (int i = 0; i < n; i++) v[i] = r.NextDouble();
        return v;
    }

    static double[][] RandomMatrix(int m, int n, Lcg r) {
        double[][] a = new double[m][];
        for (int i = 0; i < m; i++) a[i] = RandomVector(n, r);
        return a;
    }

    // ---- FFT: in-place radix-2 on interleaved (re, im) data; bit reversal, then butterflies
    // whose twiddle factors follow a rotation recurrence (one sin/cos per stage).
    static void BitReverse(double[] d) {
        int n = d.Length / 2;
        for (int i = 0, j = 0; i < n - 1; i++) {
            if (i < j) {
                double tr = d[2 * i], ti = d[2 * i + 1];
                d[2 * i] = d[2 * j]; d[2 * i + 1] = d[2 * j + 1];
                d[2 * j] = tr; d[2 * j + 1] = ti;
            }
            int k = n >> 1;
            while (k <= j) { j -= k; k >>= 1; }
            j += k;
        }
    }

    static void Transform(double[] d, int sign) {
        int n = d.Length / 2;
        BitReverse(d);
        for (int half = 1; half < n; half <<= 1) {
            double theta = sign * Math.PI / half;
            double s = Math.Sin(theta), s2 = Math.Sin(theta / 2);
            double t = 2 * s2 * s2;                  // 1 - cos(theta)
            double wr = 1, wi = 0;
            for (int a = 0; a < half; a++) {
                for (int b = a; b < n; b += 2 * half) {
                    int i = 2 * b, j = 2 * (b + half);
                    double xr = wr * d[j] - wi * d[j + 1];
                    double xi = wr * d[j + 1] + wi * d[j];
                    d[j] = d[i] - xr; d[j + 1] = d[i + 1] - xi;
                    d[i] += xr; d[i + 1] += xi;
                }
                double nwr = wr - (t * wr + s * wi);
                double nwi = wi - (t * wi - s * wr);
                wr = nwr; wi = nwi;
            }
        }
    }

    static string Fft(int cycles) {
        const int n = 1024;
        double[] orig = RandomVector(2 * n, new Lcg(7));
        double[] d = (double[])orig.Clone();
        double spectrum = 0;
        for (int c = 0; c < cycles; c++) {
            Transform(d, -1);
            if (c == 0) for (int i = 0; i < 2 * n; i++) spectrum += Math.Abs(d[i]);
            Transform(d, 1);
            for (int i = 0; i < 2 * n; i++) d[i] *= 1.0 / n;
        }
        double err = 0;
        for (int i = 0; i < 2 * n; i++) { double e = d[i] - orig[i]; err += e * e; }
        return "spectrum=" + F(spectrum) + " rms_error_ok=" + (Math.Sqrt(err / n) < 1e-9 ? "yes" : "no");
    }

    // ---- SOR: Gauss-Seidel with over-relaxation, omega 1.25, on the interior of the grid.
    static string Sor(int iterations) {
        const int m = 100, n = 100;
        const double omega = 1.25;
        double[][] g = RandomMatrix(m, n, new Lcg(11));
        double quarter = omega * 0.25, keep = 1 - omega;
        for (int p = 0; p < iterations; p++) {
            for (int i = 1; i < m - 1; i++) {
                double[] up = g[i - 1], row = g[i], down = g[i + 1];
                for (int j = 1; j < n - 1; j++)
                    row[j] = quarter * (up[j] + down[j] + row[j - 1] + row[j + 1]) + keep * row[j];
            }
        }
        double sum = 0;
        for (int i = 0; i < m; i++) for (int j = 0; j < n; j++) sum += g[i][j];
        return "gridsum=" + F(sum);
    }

    // ---- Monte Carlo: fraction of random points of the unit square inside the quarter circle.
    static string MonteCarlo(int samples) {
        var r = new Lcg(113);
        int inside = 0;
        for (int i = 0; i < samples; i++) {
            double x = r.NextDouble(), y = r.NextDouble();
            if (x * x + y * y <= 1.0) inside++;
        }
        return "inside=" + I(inside) + " pi=" + F(4.0 * inside / samples);
    }

    // ---- Sparse matrix multiply: compressed sparse rows, 5 nonzeros in each of 1000 rows.
    static string Sparse(int iterations) {
        const int n = 1000, perRow = 5;
        var r = new Lcg(17);
        double[] x = RandomVector(n, r);
        double[] val = new double[n * perRow];
        int[] col = new int[n * perRow];
        int[] rowStart = new int[n + 1];
        for (int i = 0; i < n; i++) {
            rowStart[i] = i * perRow;
            int step = Math.Max(1, (i + 1) / perRow);
            for (int k = 0; k < perRow; k++) {
                col[i * perRow + k] = (k * step + r.NextInt(step)) % n;
                val[i * perRow + k] = r.NextDouble();
            }
        }
        rowStart[n] = n * perRow;
        double[] y = new double[n];
        double total = 0;
        for (int it = 0; it < iterations; it++) {
            for (int i = 0; i < n; i++) {
                double s = 0;
                for (int k = rowStart[i], end = rowStart[i + 1]; k < end; k++) s += x[col[k]] * val[k];
                y[i] = s;
            }
            // Feed a scaled copy back so every iteration depends on the previous one.
            double norm = 0;
            for (int i = 0; i < n; i++) norm += y[i];
            double scale = n / norm;
            for (int i = 0; i < n; i++) x[i] = y[i] * scale;
            total += norm;
        }
        double ysum = 0;
        for (int i = 0; i < n; i++) ysum += y[i];
        return "ysum=" + F(ysum) + " normsum=" + F(total);
    }

    // ---- LU: Doolittle factorization with partial pivoting (row swaps), in place.
    static void Factor(double[][] a, int[] pivot) {
        int n = a.Length;
        for (int j = 0; j < n; j++) {
            int p = j;
            double best = Math.Abs(a[j][j]);
            for (int i = j + 1; i < n; i++) {
                double v = Math.Abs(a[i][j]);
                if (v > best) { best = v; p = i; }
            }
            pivot[j] = p;
            if (p != j) { double[] t = a[p]; a[p] = a[j]; a[j] = t; }
            double[] rowJ = a[j];
            double inv = 1.0 / rowJ[j];
            for (int i = j + 1; i < n; i++) {
                double[] rowI = a[i];
                double f = rowI[j] * inv;
                rowI[j] = f;
                for (int k = j + 1; k < n; k++) rowI[k] -= f * rowJ[k];
            }
        }
    }

    static string Lu(int cycles) {
        const int n = 100;
        double[][] a = RandomMatrix(n, n, new Lcg(23));
        double[][] lu = new double[n][];
        for (int i = 0; i < n; i++) lu[i] = new double[n];
        int[] pivot = new int[n];
        for (int c = 0; c < cycles; c++) {
            for (int i = 0; i < n; i++) Array.Copy(a[i], lu[i], n);
            Factor(lu, pivot);
        }
        double diag = 0, sum = 0;
        long pivots = 0;
        for (int i = 0; i < n; i++) {
            diag += Math.Abs(lu[i][i]);
            for (int j = 0; j < n; j++) sum += lu[i][j];
            pivots = pivots * 3 + pivot[i];
        }
        return "diag=" + F(diag) + " sum=" + F(sum) + " pivots=" + I(pivots);
    }

    static string Run(string kernel, int n) {
        switch (kernel) {
            case "fft": return Fft(n);
            case "sor": return Sor(n);
            case "montecarlo": return MonteCarlo(n);
            case "sparse": return Sparse(n);
            case "lu": return Lu(n);
            default: return null;
        }
    }

    static int Main(string[] args) {
        return Harness.Run(args, "scimark.exe fft|sor|montecarlo|sparse|lu", Run);
    }
}
