// Multi-dimensional array Get, Set and Address, which Tier1 code does inline: every element
// kind, non-zero lower bounds, an index out of range in each dimension, rank 3, a null array,
// struct and reference elements (struct Get and reference Set stay calls).
using System;

struct Pair { public int A; public long B; }
enum Color : short { Red = -3, Green = 7 }

static class Program {
    static long Fill2(int n) {
        var b = new byte[n, n]; var sb = new sbyte[n, n]; var s = new short[n, n]; var us = new ushort[n, n];
        var c = new char[n, n]; var z = new bool[n, n]; var i4 = new int[n, n]; var u4 = new uint[n, n];
        var i8 = new long[n, n]; var r4 = new float[n, n]; var r8 = new double[n, n]; var e = new Color[n, n];
        long sum = 0;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                int v = i * 37 - j * 101;
                b[i, j] = (byte)v; sb[i, j] = (sbyte)v; s[i, j] = (short)(v * 300); us[i, j] = (ushort)(v * 300);
                c[i, j] = (char)(v + 70000); z[i, j] = (v & 1) != 0; i4[i, j] = v * 100003; u4[i, j] = (uint)(v * 100003);
                i8[i, j] = (long)v << 40; r4[i, j] = v * 0.25f; r8[i, j] = v / 3.0; e[i, j] = (v & 1) != 0 ? Color.Red : Color.Green;
            }
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                sum += b[i, j] + sb[i, j] + s[i, j] + us[i, j] + c[i, j] + (z[i, j] ? 1 : 0) + i4[i, j] + u4[i, j];
                sum ^= i8[i, j] + (long)(r4[i, j] * 8) + (long)(r8[i, j] * 9) + (short)e[i, j];
                i4[i, j]++;          // Address
                r8[i, j] += 0.5;     // Address
                sum += i4[i, j] + (long)r8[i, j];
            }
        return sum;
    }

    static long Rank3(int n) {
        var a = new int[n, n + 1, n + 2];
        for (int i = 0; i < n; i++) for (int j = 0; j <= n; j++) for (int k = 0; k <= n + 1; k++) a[i, j, k] = i * 10000 + j * 100 + k;
        long t = 0;
        for (int i = 0; i < n; i++) for (int j = 0; j <= n; j++) for (int k = 0; k <= n + 1; k++) t = t * 31 + a[i, j, k];
        return t + a.GetLength(2);
    }

    static long Bounded() {
        var a = (int[,])Array.CreateInstance(typeof(int), new[] { 3, 4 }, new[] { -2, 5 });
        long t = 0;
        for (int i = -2; i < 1; i++) for (int j = 5; j < 9; j++) a[i, j] = i * 10 + j;
        for (int i = -2; i < 1; i++) for (int j = 5; j < 9; j++) t = t * 7 + a[i, j];
        int[] rows = { -3, 1, -2, -2, int.MinValue, 0 }, columns = { 5, 5, 4, 9, 5, int.MaxValue };
        for (int x = 0; x < rows.Length; x++) {
            int i = rows[x], j = columns[x];
            try { t += a[i, j]; Console.WriteLine("no exception at " + i + "," + j); }
            catch (IndexOutOfRangeException ex) { Console.WriteLine("[" + i + "," + j + "] " + ex.GetType().Name); }
        }
        return t;
    }

    static void Touch(ref object o) { o = "touched"; }

    static long Objects(int n) {
        var p = new Pair[n, n]; var o = new string[n, n]; var obj = new object[n, n];
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) { p[i, j].A = i; p[i, j].B = j; o[i, j] = (i * j).ToString(); obj[i, j] = i; }
        long t = 0;
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) { Pair q = p[i, j]; t += q.A * 3 + q.B + o[i, j].Length + (int)obj[i, j]; }
        object[,] covariant = new string[2, 2];
        try { covariant[1, 1] = 5; } catch (ArrayTypeMismatchException ex) { Console.WriteLine(ex.GetType().Name); }
        try { Touch(ref covariant[0, 0]); } catch (ArrayTypeMismatchException ex) { Console.WriteLine("Address: " + ex.GetType().Name); }
        object[,] exact = new object[2, 2];
        Touch(ref exact[1, 0]);
        Console.WriteLine(exact[1, 0]);
        int[,] none = null;
        try { t += none[0, 0]; } catch (NullReferenceException ex) { Console.WriteLine(ex.GetType().Name); }
        try { none[0, 0] = 1; } catch (NullReferenceException ex) { Console.WriteLine(ex.GetType().Name); }
        return t;
    }

    static int Main() {
        Console.WriteLine(Fill2(40));
        Console.WriteLine(Rank3(12));
        Console.WriteLine(Bounded());
        Console.WriteLine(Objects(30));
        return 0;
    }
}
