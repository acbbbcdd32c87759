using System;
struct Inner { public int A; public long B; public byte C; }
struct Middle { public Inner I1; public double D; public Inner I2; }
struct Outer { public Middle M; public int Tag; public Inner Last; }
class Program {
    static Outer Make(int seed) {
        Outer o = new Outer();
        o.M.I1.A = seed; o.M.I1.B = seed * 1000L; o.M.I1.C = (byte)seed;
        o.M.D = seed * 0.5;
        o.M.I2 = o.M.I1; o.M.I2.A = -seed;
        o.Tag = seed * 7;
        o.Last.B = long.MaxValue - seed;
        return o;
    }
    static long Sum(Outer o) { return o.M.I1.A + o.M.I1.B + o.M.I1.C + (long)o.M.D + o.M.I2.A + o.M.I2.B + o.Tag + (o.Last.B & 0xFFFF); }
    static void Bump(ref Middle m) { m.I1.A++; m.I2.C += 2; }
    static int Main() {
        Outer[] all = new Outer[5];
        for (int i = 0; i < all.Length; i++) all[i] = Make(i + 1);
        long total = 0;
        foreach (Outer o in all) total += Sum(o);
        Console.WriteLine("total " + total);
        Bump(ref all[2].M);
        Console.WriteLine(all[2].M.I1.A + " " + all[2].M.I2.C + " " + all[2].M.I2.A + " " + all[2].M.D);
        Outer copy = all[2];
        copy.M.I1.A = 1000;
        Console.WriteLine(all[2].M.I1.A + " " + copy.M.I1.A + " " + copy.Last.B);
        return 0;
    }
}
