using System;
struct Big { public long A, B, C, D, E, F, G, H; public double X, Y; public int I; public byte Z; }
class Program {
    static Big Make(int s) { Big b; b.A = s; b.B = s * 2; b.C = s * 3; b.D = s * 4; b.E = s * 5; b.F = s * 6; b.G = s * 7; b.H = s * 8; b.X = s / 2.0; b.Y = -s; b.I = s; b.Z = (byte)s; return b; }
    static long Sum(Big b) { return b.A + b.B + b.C + b.D + b.E + b.F + b.G + b.H + (long)(b.X * 2) + (long)b.Y + b.I + b.Z; }
    static Big Twice(Big b) { b.A *= 2; b.H *= 2; b.X *= 2; return b; }
    static int Main() {
        long total = 0;
        for (int i = 0; i < 1000; i++) total += Sum(Twice(Make(i)));
        Console.WriteLine(total);
        Big[] arr = new Big[10];
        for (int i = 0; i < 10; i++) arr[i] = Make(i * 3);
        Big m = arr[0];
        foreach (Big b in arr) if (b.H > m.H) m = b;
        Console.WriteLine(m.H + " " + m.X + " " + m.Z);
        object o = Make(7);
        Big back = (Big)o;
        Console.WriteLine(Sum(back));
        return 0;
    }
}
