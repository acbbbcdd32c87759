using System;
struct Pair { public long A; public double B; public Pair(long a, double b) { A = a; B = b; } }
class Program {
    static double Twelve(int a, long b, double c, float d, int e, long f, double g, float h, int i, long j, double k, float l) {
        return a + b + c + d + e + f + g + h + i + j + k + l;
    }
    static Pair Combine(Pair x, Pair y, Pair z, int scale) { return new Pair((x.A + y.A + z.A) * scale, (x.B + y.B + z.B) * scale); }
    static string Strs(string a, string b, string c, string d, string e, string f, string g) { return a + b + c + d + e + f + g; }
    static decimal Dec(decimal a, decimal b, int c) { return a * c + b; }
    static int Main() {
        Console.WriteLine(Twelve(1, 2, 3.5, 4.5f, 5, 6, 7.25, 8.75f, 9, 10, 11.5, 12.5f));
        Pair p = Combine(new Pair(1, 0.5), new Pair(2, 0.25), new Pair(3, 0.125), 4);
        Console.WriteLine(p.A + " " + p.B);
        Console.WriteLine(Strs("a", "b", "c", "d", "e", "f", "g"));
        Console.WriteLine(Dec(1.5m, 0.25m, 3));
        Func<int, int, int, int, int, int> f5 = (a, b, c, d, e) => a * 10000 + b * 1000 + c * 100 + d * 10 + e;
        Console.WriteLine(f5(1, 2, 3, 4, 5));
        return 0;
    }
}
