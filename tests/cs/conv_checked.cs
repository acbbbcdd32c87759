using System;
class Program {
    static string C(Func<object> f) {
        try { return f().ToString(); } catch (OverflowException) { return "ovf"; }
    }
    static int Main() {
        int i200 = 200, im1 = -1, big = 70000; long lbig = 5000000000L, lneg = -5; uint ubig = 3000000000; ulong ulbig = ulong.MaxValue;
        Console.WriteLine(C(() => checked((byte)i200)) + " " + C(() => checked((sbyte)i200)) + " " + C(() => checked((byte)im1)));
        Console.WriteLine(C(() => checked((short)big)) + " " + C(() => checked((ushort)big)) + " " + C(() => checked((char)im1)));
        Console.WriteLine(C(() => checked((int)lbig)) + " " + C(() => checked((uint)lbig)) + " " + C(() => checked((uint)lneg)));
        Console.WriteLine(C(() => checked((int)ubig)) + " " + C(() => checked((long)ubig)) + " " + C(() => checked((ulong)lneg)));
        Console.WriteLine(C(() => checked((long)ulbig)) + " " + C(() => checked((ulong)lbig)) + " " + C(() => checked((int)(ulong)5)));
        double d1 = 1e10, d2 = -1.5, d3 = 2147483647.5, d4 = -2147483648.9, nan = double.NaN, inf = double.PositiveInfinity;
        Console.WriteLine(C(() => checked((int)d1)) + " " + C(() => checked((int)d2)) + " " + C(() => checked((int)d3)) + " " + C(() => checked((int)d4)));
        Console.WriteLine(C(() => checked((uint)d2)) + " " + C(() => checked((ulong)d2)) + " " + C(() => checked((long)d1)) + " " + C(() => checked((byte)d2)));
        Console.WriteLine(C(() => checked((int)nan)) + " " + C(() => checked((long)inf)) + " " + C(() => checked((ulong)nan)));
        double justNeg = -0.9;
        Console.WriteLine(C(() => checked((uint)justNeg)) + " " + C(() => checked((ulong)justNeg)) + " " + C(() => { double v = 255.9; return checked((byte)v); }));
        return 0;
    }
}
