using System;
class Program {
    static bool Lt(double a, double b) { return a < b; }
    static bool Le(double a, double b) { return a <= b; }
    static bool Gt(double a, double b) { return a > b; }
    static bool Eq(double a, double b) { return a == b; }
    static bool Ne(double a, double b) { return a != b; }
    static bool NotLt(double a, double b) { return !(a < b); }
    static int Main() {
        double nan = double.NaN, one = 1.0;
        Console.WriteLine(Lt(nan, one) + " " + Le(nan, one) + " " + Gt(nan, one) + " " + Eq(nan, nan) + " " + Ne(nan, nan) + " " + NotLt(nan, one));
        Console.WriteLine(Lt(one, nan) + " " + Le(one, nan) + " " + Gt(one, nan) + " " + Eq(one, nan) + " " + Ne(one, nan) + " " + NotLt(one, nan));
        Console.WriteLine(double.IsNaN(nan) + " " + double.IsNaN(0.0 / 0.0) + " " + nan.Equals(nan) + " " + nan.CompareTo(one) + " " + one.CompareTo(nan));
        int branches = 0;
        if (nan < one) branches += 1;
        if (nan >= one) branches += 2;
        if (!(nan >= one)) branches += 4;
        if (nan != nan) branches += 8;
        while (nan > 0) { branches += 100; break; }
        Console.WriteLine("branches " + branches);
        float fn = float.NaN;
        Console.WriteLine((fn < 1f) + " " + (fn == fn) + " " + float.IsNaN(fn) + " " + (fn != fn));
        double[] arr = { 3, nan, 1, 2 };
        Array.Sort(arr);
        Console.WriteLine(string.Join(" ", arr));
        Console.WriteLine(Math.Max(nan, 1.0) + " " + Math.Min(1.0, nan));
        Console.WriteLine(nan > 0 ? "a" : "b");
        Console.WriteLine(nan <= 0 ? "a" : "b");
        return 0;
    }
}
