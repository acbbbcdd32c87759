using System;
class Program {
    static ulong MulHi(ulong a, ulong b) {
        ulong aLo = a & 0xFFFFFFFF, aHi = a >> 32, bLo = b & 0xFFFFFFFF, bHi = b >> 32;
        ulong lo = aLo * bLo, m1 = aHi * bLo, m2 = aLo * bHi, hi = aHi * bHi;
        ulong mid = (lo >> 32) + (m1 & 0xFFFFFFFF) + (m2 & 0xFFFFFFFF);
        return hi + (m1 >> 32) + (m2 >> 32) + (mid >> 32);
    }
    static int Main() {
        ulong[] vals = { 0, 1, 0xFFFFFFFF, 0x100000000, ulong.MaxValue, 0x123456789ABCDEF0, 0xDEADBEEFCAFEBABE };
        foreach (ulong a in vals)
            foreach (ulong b in vals)
                if (a <= b) Console.WriteLine(a.ToString("X") + " * " + b.ToString("X") + " = " + MulHi(a, b).ToString("X16") + ":" + (a * b).ToString("X16"));
        ulong x = 88172645463325252UL;
        ulong acc = 0;
        for (int i = 0; i < 1000; i++) { x ^= x << 13; x ^= x >> 7; x ^= x << 17; acc += x; }
        Console.WriteLine("xorshift " + x + " " + acc);
        long sx = -1234567890123L;
        Console.WriteLine(sx * -sx + " " + (sx >> 20) + " " + (long)((ulong)sx >> 20));
        return 0;
    }
}
