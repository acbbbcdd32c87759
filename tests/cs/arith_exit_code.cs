using System;
class Program {
    static int Compute(int n) {
        int r = 0;
        for (int i = 0; i < n; i++) r = (r * 7 + i) % 101;
        return r;
    }
    static int Main() {
        int v = Compute(50);
        Console.WriteLine("computed " + v);
        int code = v % 8 + 3;
        Console.WriteLine("exiting with " + code);
        int[] data = { 4, 8, 15, 16, 23, 42 };
        int s = 0;
        foreach (int d in data) s += d;
        Console.WriteLine("sum " + s);
        Console.WriteLine("avg " + (s / data.Length) + " rem " + (s % data.Length));
        int mx = int.MinValue, mn = int.MaxValue;
        foreach (int d in data) { mx = Math.Max(mx, d); mn = Math.Min(mn, d); }
        Console.WriteLine("range " + mn + ".." + mx);
        return code;
    }
}
