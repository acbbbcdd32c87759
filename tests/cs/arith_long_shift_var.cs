using System;
class Program {
    static int Main() {
        long acc = 0;
        for (int s = 0; s < 64; s++) {
            long v = 0x0123456789ABCDEFL;
            acc ^= (v << s) + (v >> s) + (long)((ulong)v >> s) + (s * 31);
        }
        Console.WriteLine("acc " + acc);
        ulong bits = 0;
        for (int i = 0; i < 64; i += 7) bits |= 1UL << i;
        Console.WriteLine(bits.ToString("X16"));
        int ia = 0;
        for (int s = 0; s < 40; s++) ia += (0x7654321 << s) ^ (-0x7654321 >> s);
        Console.WriteLine("ia " + ia);
        long neg = -1;
        Console.WriteLine((neg >> 63) + " " + ((ulong)neg >> 63) + " " + (neg << 63));
        byte by = 0x81;
        Console.WriteLine((by >> 1) + " " + ((sbyte)by >> 1) + " " + (by << 9));
        long m = 1;
        int cnt = 0;
        while (m != 0) { m <<= 1; cnt++; }
        Console.WriteLine("shifts until zero " + cnt);
        uint rot = 0x80000001;
        for (int i = 0; i < 5; i++) { rot = (rot << 3) | (rot >> 29); Console.Write(rot.ToString("x") + " "); }
        Console.WriteLine();
        return 0;
    }
}
