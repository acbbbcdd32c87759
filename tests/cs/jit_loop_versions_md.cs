// Multi-dimensional arrays in loop copies without null checks (jit_loops.c): zero-based ones
// use the lengths loaded at the loop's entry; a non-zero-based one, a null one and an index out
// of range keep the checked copy's meaning.
using System;
static class P {
    static double SumMd(double[,] a, int n, int m) {
        double s = 0;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++) s += a[i, j] * (i + 1);
        return s;
    }
    static double SumFrom(double[,] a, int lo0, int hi0, int lo1, int hi1) {
        double s = 0;
        for (int i = lo0; i < hi0; i++)
            for (int j = lo1; j < hi1; j++) s += a[i, j];
        return s;
    }
    static void Main() {
        var a = new double[20, 30];
        for (int i = 0; i < 20; i++) for (int j = 0; j < 30; j++) a[i, j] = i * 0.5 + j;
        double t = 0;
        for (int r = 0; r < 300; r++) t += SumMd(a, 20, 30);
        Console.WriteLine("md " + t.ToString("F1"));
        try { SumMd(a, 20, 31); } catch (IndexOutOfRangeException) { Console.WriteLine("md out of range"); }
        try { SumMd(null, 2, 2); } catch (NullReferenceException) { Console.WriteLine("md null"); }
        Console.WriteLine("md empty " + SumMd(null, 0, 2));
        var b = (double[,])Array.CreateInstance(typeof(double), new[] { 4, 5 }, new[] { 1, 2 });
        for (int i = 1; i < 5; i++) for (int j = 2; j < 7; j++) b[i, j] = i * 10 + j;
        double u = 0;
        for (int r = 0; r < 300; r++) u += SumFrom(b, 1, 5, 2, 7);
        Console.WriteLine("md based " + u.ToString("F1"));
        try { SumFrom(b, 0, 5, 2, 7); } catch (IndexOutOfRangeException) { Console.WriteLine("md based out of range"); }
    }
}
