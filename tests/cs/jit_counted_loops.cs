// Counted loops (`for (; i < n; i += c)` over arrays): Tier1 code drops the bounds checks of
// a[i] when the way in finds 0 <= i and n within the length, and polls once per chunk of
// iterations.  Every shape here must behave as the checked loop: the exception at the same
// iteration with the same side effects before it, the counter's final value, results of loops
// that run many chunks, and a thread that spins in such a loop still lets the GC in.
using System;
using System.Threading;

static class Program {
    static int Fill(int[] a, int n) {
        int i;
        for (i = 0; i < n; i++) a[i] = i * 3;
        return i;
    }

    static long SumStep(int[] a, int from, int n, int step) {
        long s = 0;
        for (int i = from; i < n; i += step) s += a[i];
        return s;
    }

    static long SumStep7(int[] a, int from, int n) {
        long s = 0;
        for (int i = from; i < n; i += 7) s += a[i];
        return s;
    }

    static long SumInclusive(int[] a, int n) {
        long s = 0;
        for (int i = 0; i <= n; i++) s += a[i];
        return s;
    }

    static double Dot(double[] x, double[] y) {
        double s = 0;
        for (int i = 0; i < x.Length; i++) s += x[i] * y[i];
        return s;
    }

    static void Axpy(double[] y, double[] x, double a, int n) {
        for (int j = 0; j < n; j++) y[j] += a * x[j];
    }

    static int FindFirst(int[] a, int n, int value) {
        for (int i = 0; i < n; i++) {
            if (a[i] == value) return i;
            if (a[i] < 0) continue;
        }
        return -1;
    }

    static int ConstantBound(int[] a) {
        int s = 0;
        for (int i = 0; i < 10; i++) s += a[i];
        return s;
    }

    static long SumDown(int[] a, int from) {
        long s = 0;
        for (int i = from; i >= 0; i--) s += a[i];
        return s;
    }

    static long SumDownStep(int[] a, int from, int stop) {
        long s = 0;
        for (int i = from; i > stop; i -= 3) s += a[i] * (long)i;
        return s;
    }

    static void Reverse(int[] a, int[] b) {
        for (int i = a.Length - 1; i >= 0; i--) b[a.Length - 1 - i] = a[i];
    }

    static double MdSum(double[,] m, int row, int n) {
        double s = 0;
        for (int k = 0; k < n; k++) s += m[row, k] * m[k, row];
        return s;
    }

    static void MdFill(int[,] m, int n) {
        for (int i = 0; i < m.GetLength(0); i++)
            for (int j = 0; j < n; j++) m[i, j] = i * 100 + j;
    }

    static void Try(string name, Func<string> body) {
        try {
            Console.WriteLine(name + ": " + body());
        } catch (Exception e) {
            Console.WriteLine(name + ": " + e.GetType().Name);
        }
    }

    static volatile bool stop;

    static int Main() {
        var a = new int[5000];
        var small = new int[10];
        for (int round = 0; round < 60; round++) { /* Tier1 and OSR both get their turn */
            Fill(a, a.Length);
            SumStep(a, 0, a.Length, 3);
            SumStep7(a, 0, a.Length);
            SumInclusive(a, a.Length - 1);
        }
        Try("fill", () => Fill(a, a.Length).ToString());
        Try("sum step 1", () => SumStep(a, 0, a.Length, 1).ToString());
        Try("sum step 3", () => SumStep(a, 1, a.Length, 3).ToString());
        Try("sum step 7 past the end", () => SumStep(a, 0, a.Length + 7, 7).ToString());
        Try("constant step 7", () => SumStep7(a, 2, a.Length).ToString());
        Try("constant step 7 past the end", () => SumStep7(a, 2, a.Length + 5).ToString());
        Try("constant step 7 to the last", () => SumStep7(a, 4, a.Length).ToString());
        Try("constant step 7 near int.MaxValue", () => SumStep7(small, 0, int.MaxValue - 3).ToString());
        Try("negative start", () => SumStep(a, -1, 10, 1).ToString());
        Try("inclusive", () => SumInclusive(a, a.Length - 1).ToString());
        Try("inclusive at the length", () => SumInclusive(a, a.Length).ToString());
        Try("n beyond the length", () => {
            var b = new int[100];
            try {
                Fill(b, 150);
            } catch (IndexOutOfRangeException) {
                return "thrown after " + b[99] / 3 + " stores";
            }
            return "not thrown";
        });
        Try("n near int.MaxValue", () => SumStep(small, 0, int.MaxValue - 1, 5).ToString());
        Try("empty", () => SumStep(a, 10, 10, 1).ToString());
        var x = new double[3000];
        var y = new double[3000];
        for (int i = 0; i < x.Length; i++) { x[i] = i * 0.25; y[i] = 1.0 / (i + 1); }
        for (int round = 0; round < 60; round++) Dot(x, y);
        Try("dot", () => Dot(x, y).ToString("R"));
        Try("dot, shorter second", () => Dot(x, new double[2999]).ToString("R"));
        for (int round = 0; round < 60; round++) Axpy(y, x, 0.5, x.Length);
        Try("axpy", () => { Axpy(y, x, 0.5, x.Length); return y[2999].ToString("R") + " " + y[7].ToString("R"); });
        Try("axpy aliased", () => { Axpy(x, x, 1.0, 2048); return x[2047].ToString("R") + " " + x[2048].ToString("R"); });
        Try("axpy past the end", () => { Axpy(y, x, 1.0, 3001); return "no"; });
        a[4321] = -5;
        Try("find", () => FindFirst(a, a.Length, 3 * 4000).ToString());
        Try("find missing", () => FindFirst(a, a.Length, 1).ToString());
        Try("find past the end", () => FindFirst(a, a.Length + 1, 1).ToString());
        Try("constant bound", () => ConstantBound(a).ToString());
        Try("constant bound, short array", () => ConstantBound(new int[9]).ToString());
        for (int round = 0; round < 60; round++) { SumDown(a, a.Length - 1); SumDownStep(a, a.Length - 1, -1); }
        Try("down", () => SumDown(a, a.Length - 1).ToString());
        Try("down from past the end", () => SumDown(a, a.Length).ToString());
        Try("down from below zero", () => SumDown(a, -5).ToString());
        Try("down by 3", () => SumDownStep(a, a.Length - 1, -1).ToString());
        Try("down by 3 to a stop", () => SumDownStep(a, 4000, 100).ToString());
        Try("down by 3 below zero", () => SumDownStep(a, 10, -7).ToString());
        Try("down by 3 from past the end", () => SumDownStep(a, a.Length + 2, 4990).ToString());
        Try("reverse", () => { var b = new int[a.Length]; Reverse(a, b); return b[0] + " " + b[4999]; });
        Try("reverse into a shorter array", () => { var b = new int[10]; Reverse(a, b); return "no"; });
        var md = new double[40, 60];
        for (int i = 0; i < 40; i++) for (int j = 0; j < 60; j++) md[i, j] = i - j * 0.5;
        for (int round = 0; round < 60; round++) MdSum(md, 3, 40);
        Try("md", () => MdSum(md, 3, 40).ToString("R"));
        Try("md, past the first dimension", () => MdSum(md, 3, 41).ToString("R"));
        Try("md, row out of range", () => MdSum(md, 40, 10).ToString("R"));
        var based = (double[,])Array.CreateInstance(typeof(double), new[] { 40, 60 }, new[] { 1, 0 });
        Try("md, lower bound 1", () => MdSum(based, 3, 40).ToString("R"));
        Try("md, lower bound 1, from zero", () => MdSum(based, 0, 5).ToString("R"));
        var grid = new int[7, 50];
        for (int round = 0; round < 60; round++) MdFill(grid, 50);
        Try("md fill", () => { MdFill(grid, 50); return grid[6, 49] + " " + grid[3, 0]; });
        Try("md fill past the end", () => { MdFill(grid, 51); return "no"; });
        // A thread in a long counted loop must reach a safepoint for each collection.
        var big = new int[1 << 20];
        long spins = 0;
        var spinner = new Thread(() => {
            while (!stop) spins += SumInclusive(big, big.Length - 1) + 1;
        });
        spinner.Start();
        for (int i = 0; i < 5; i++) {
            GC.Collect();
            Thread.Sleep(10);
        }
        stop = true;
        spinner.Join();
        Console.WriteLine("collections with a spinning thread: " + (spins > 0 ? "done" : "no spins"));
        return 0;
    }
}
