using System;
class Counter {
    int count;
    static int total;
    public void Inc() { count++; total++; }
    public void Add(int n) { for (int i = 0; i < n; i++) Inc(); }
    public int Count { get { return count; } }
    public static int Total { get { return total; } }
    public static Counter Make(int start) { var c = new Counter(); c.Add(start); return c; }
}
class Program {
    static int Sum3(int a, int b, int c) { return a + b + c; }
    static long Sum8(int a, long b, int c, long d, int e, long f, int g, long h) { return a + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 7 + h * 8; }
    static double Mix(int a, double b, float c, long d, byte e) { return a + b + c + d + e; }
    static int Main() {
        var a = Counter.Make(3);
        var b = Counter.Make(5);
        a.Inc();
        Console.WriteLine(a.Count + " " + b.Count + " " + Counter.Total);
        Console.WriteLine(Sum3(1, 2, 3) + " " + Sum8(1, 2, 3, 4, 5, 6, 7, 8));
        Console.WriteLine(Mix(1, 2.5, 0.25f, 10000000000L, 255));
        Console.WriteLine(Sum3(Sum3(1, 1, 1), Sum3(2, 2, 2), Sum3(3, 3, 3)));
        return 0;
    }
}
