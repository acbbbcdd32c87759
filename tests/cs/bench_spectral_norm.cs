using System;
class Program {
    static double A(int i, int j) { return 1.0 / ((i + j) * (i + j + 1) / 2 + i + 1); }
    static void MulAv(double[] v, double[] av) { for (int i = 0; i < v.Length; i++) { double s = 0; for (int j = 0; j < v.Length; j++) s += A(i, j) * v[j]; av[i] = s; } }
    static void MulAtv(double[] v, double[] atv) { for (int i = 0; i < v.Length; i++) { double s = 0; for (int j = 0; j < v.Length; j++) s += A(j, i) * v[j]; atv[i] = s; } }
    static void MulAtAv(double[] v, double[] tmp, double[] r) { MulAv(v, tmp); MulAtv(tmp, r); }
    static int Main() {
        int n = 100;
        double[] u = new double[n], v = new double[n], tmp = new double[n];
        for (int i = 0; i < n; i++) u[i] = 1;
        for (int i = 0; i < 10; i++) { MulAtAv(u, tmp, v); MulAtAv(v, tmp, u); }
        double vBv = 0, vv = 0;
        for (int i = 0; i < n; i++) { vBv += u[i] * v[i]; vv += v[i] * v[i]; }
        Console.WriteLine(Math.Sqrt(vBv / vv).ToString("F9"));
        return 0;
    }
}
