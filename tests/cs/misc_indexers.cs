using System;
class Matrix {
    double[] data; public int Rows, Cols;
    public Matrix(int r, int c) { Rows = r; Cols = c; data = new double[r * c]; }
    public double this[int r, int c] { get { return data[r * Cols + c]; } set { data[r * Cols + c] = value; } }
    public static Matrix operator *(Matrix a, Matrix b) { var m = new Matrix(a.Rows, b.Cols); for (int i = 0; i < a.Rows; i++) for (int j = 0; j < b.Cols; j++) { double s = 0; for (int k = 0; k < a.Cols; k++) s += a[i, k] * b[k, j]; m[i, j] = s; } return m; }
}
class Bits {
    uint v;
    public bool this[int i] { get { return (v & (1u << i)) != 0; } set { if (value) v |= 1u << i; else v &= ~(1u << i); } }
    public uint Value { get { return v; } }
}
class Dict2 { System.Collections.Generic.Dictionary<string, int> d = new System.Collections.Generic.Dictionary<string, int>(); public int this[string k] { get { int x; return d.TryGetValue(k, out x) ? x : -1; } set { d[k] = value; } } }
class Program {
    static int Main() {
        var a = new Matrix(2, 3); var b = new Matrix(3, 2);
        for (int i = 0; i < 2; i++) for (int j = 0; j < 3; j++) { a[i, j] = i + j; b[j, i] = i * j + 1; }
        var c = a * b;
        Console.WriteLine(c[0, 0] + " " + c[0, 1] + " " + c[1, 0] + " " + c[1, 1]);
        var bits = new Bits(); bits[0] = true; bits[5] = true; bits[31] = true; bits[0] = false;
        Console.WriteLine(bits.Value + " " + bits[5] + " " + bits[4]);
        var d = new Dict2(); d["x"] = 5; d["x"] += 10;
        Console.WriteLine(d["x"] + " " + d["y"]);
        return 0;
    }
}
