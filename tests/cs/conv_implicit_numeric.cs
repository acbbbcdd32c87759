using System;
class Program {
    static string F(long x) { return "long " + x; }
    static string F(double x) { return "double " + x; }
    static string G(int x) { return "int " + x; }
    static string G(uint x) { return "uint " + x; }
    static string G(object x) { return "object " + x; }
    static int Main() {
        byte b = 5; short s = -6; char c = 'A'; uint u = 7; float f = 1.5f;
        Console.WriteLine(F(b) + ", " + F(s) + ", " + F(c) + ", " + F(u) + ", " + F(f));
        Console.WriteLine(G(b) + ", " + G(u) + ", " + G(5L) + ", " + G('x'));
        int i = 1 << 30;
        float fi = i;
        double di = i;
        Console.WriteLine((double)fi + " " + di);
        long big = 123456789123456789L;
        double db = big;
        Console.WriteLine((long)db);
        decimal m = 10;
        Console.WriteLine(m / 4);
        return 0;
    }
}
