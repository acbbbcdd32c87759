// Loops over arrays held in locals the loop does not reassign: Tier1 and OSR code run a copy
// without their null checks when all are non-null at the way in (jit_loops.c).  Every path
// must keep the checked copy's meaning: a null array met mid-loop, an index out of range after
// some elements were written, an array reassigned inside the loop, taken-edge counters,
// `continue`, nested loops and reductions in double, float, int and long.
using System;

static class Program {
    static double Dot(double[] x, double[] y) {
        double s = 0;
        for (int i = 0; i < x.Length; i++) s += x[i] * y[i];
        return s;
    }

    static float DotF(float[] x, float[] y, int n) {
        float s = 0;
        for (int i = 0; i < n; i++) s += x[i] * y[i];
        return s;
    }

    static long SumSkipping(int[] a, int skip) {
        long s = 0;
        for (int i = 0; i < a.Length; i++) {
            if (a[i] % skip == 0) continue;
            s += a[i];
        }
        return s;
    }

    // Writes before the out-of-range index stay written.
    static int FillUpTo(int[] a, int n) {
        int written = 0;
        try {
            for (int i = 0; i < n; i++) { a[i] = i * 3; written++; }
        } catch (IndexOutOfRangeException) {
            return -written;
        }
        return written;
    }

    // The array is only reached when the condition holds: a null one throws there, not before.
    static int NullInside(int[] a, int n, int at) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += i;
            if (i == at) s += a[0];
        }
        return s;
    }

    // Reassigned inside the loop: the checked copy only.
    static int Reassigned(int[][] rows) {
        int s = 0;
        int[] row = rows[0];
        for (int i = 0; i < 40; i++) {
            s += row[i % row.Length];
            if (i % 10 == 9) row = rows[(i / 10 + 1) % rows.Length];
        }
        return s;
    }

    // Reassigned through a ref made before the loop: no op in the loop names the local, but a
    // copy assuming it unchanged would index a stale, shorter array.
    static void Shrink(ref int[] r, int i) { if (i == 5) r = new int[6]; }
    static int AliasLoop(int n) { // no EH here: EH keeps a method's loops single-copy
        int[] a = new int[n];
        ref int[] alias = ref a;
        int s = 0;
        for (int i = 0; i < n; i++) { a[i] = i; s += a[i]; if (i == 3) alias = new int[4]; }
        return s;
    }
    static int ShrinkLoop(int n) {
        int[] b = new int[n];
        int s = 0;
        for (int i = 0; i < b.Length; i++) { b[i] = 1; s += b.Length; Shrink(ref b, i); }
        return s;
    }
    static int ThroughRef(int n) {
        int s = 0;
        try { s += AliasLoop(n); } catch (IndexOutOfRangeException) { s += 7; }
        try { s += ShrinkLoop(n); } catch (IndexOutOfRangeException) { s += 1000; }
        return s;
    }

    static double MatMul(int n) {
        var a = new double[n][]; var b = new double[n][]; var c = new double[n][];
        for (int i = 0; i < n; i++) {
            a[i] = new double[n]; b[i] = new double[n]; c[i] = new double[n];
            for (int j = 0; j < n; j++) { a[i][j] = i + j; b[i][j] = i - j; }
        }
        for (int i = 0; i < n; i++)
            for (int k = 0; k < n; k++) {
                double aik = a[i][k]; double[] bk = b[k], ci = c[i];
                for (int j = 0; j < n; j++) ci[j] += aik * bk[j];
            }
        double t = 0;
        for (int i = 0; i < n; i++) t += c[i][n - 1 - i];
        return t;
    }

    static int Run(int round) {
        var x = new double[300]; var y = new double[300];
        for (int i = 0; i < x.Length; i++) { x[i] = i * 0.5; y[i] = 1.0 / (i + 1); }
        var fx = new float[64]; var fy = new float[64];
        for (int i = 0; i < fx.Length; i++) { fx[i] = i; fy[i] = 0.25f; }
        var ints = new int[500];
        for (int i = 0; i < ints.Length; i++) ints[i] = i * 7 + round;
        int check = 0;
        check += (int)Dot(x, y);
        check += (int)DotF(fx, fy, fx.Length);
        check += (int)(SumSkipping(ints, 5) % 100000);
        check += FillUpTo(new int[50], 40) + FillUpTo(new int[50], 80);
        try { NullInside(null, 30, 20); check += 1000; } catch (NullReferenceException) { check += 7; }
        check += NullInside(new[] { 5 }, 30, 20);
        check += NullInside(null, 10, 20); // never reaches a[0]
        try { DotF(fx, null, 3); } catch (NullReferenceException) { check += 11; }
        try { DotF(fx, fy, 65); } catch (IndexOutOfRangeException) { check += 13; }
        check += Reassigned(new[] { new[] { 1, 2, 3 }, new[] { 10, 20 }, new[] { 100 } });
        check += ThroughRef(50);
        return check;
    }

    static void Main() {
        var first = new int[3];
        for (int round = 0; round < 200; round++) { // interpreted, OSR, then Tier1 code
            int r = Run(round % 3);
            if (round < 3) { first[round] = r; Console.WriteLine("round " + round + ": " + r); }
            else if (r != first[round % 3]) Console.WriteLine("round " + round + ": " + r + ", not " + first[round % 3]);
        }
        Console.WriteLine("dot " + Dot(new[] { 1.0, 2.0, 3.0 }, new[] { 4.0, 5.0, 6.0 }).ToString("F1"));
        Console.WriteLine("matmul " + MatMul(60).ToString("F1"));
        try { Dot(new[] { 1.0, 2.0 }, new[] { 1.0 }); } catch (IndexOutOfRangeException) { Console.WriteLine("short y: IndexOutOfRangeException"); }
        try { Dot(null, new double[1]); } catch (NullReferenceException) { Console.WriteLine("null x: NullReferenceException"); }
    }
}
