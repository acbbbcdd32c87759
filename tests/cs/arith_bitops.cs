using System;
class Program {
    static int PopCount(uint v) { int c = 0; while (v != 0) { c += (int)(v & 1); v >>= 1; } return c; }
    static int Lzc(ulong v) { int c = 0; if (v == 0) return 64; while ((v & 0x8000000000000000UL) == 0) { c++; v <<= 1; } return c; }
    static int Main() {
        int a = 0x5A5A5A5A, b = 0x0FF00FF0;
        Console.WriteLine((a & b) + " " + (a | b) + " " + (a ^ b) + " " + ~a);
        long la = 0x123456789ABCDEFL, lb = -1L;
        Console.WriteLine((la & lb) + " " + (la | 0x7) + " " + (la ^ lb) + " " + ~la);
        uint[] vals = { 0, 1, 0xFF, 0x80000000, 0xFFFFFFFF, 12345 };
        foreach (uint v in vals) Console.WriteLine(v + " pop=" + PopCount(v) + " lz=" + Lzc(v));
        Console.WriteLine((~0u) + " " + (~0UL) + " " + (~(byte)0));
        bool t = true, f = false;
        Console.WriteLine((t & f) + " " + (t | f) + " " + (t ^ f) + " " + (t ^ t));
        int mask = 0;
        for (int i = 0; i < 32; i += 3) mask |= 1 << i;
        Console.WriteLine(mask.ToString("X") + " " + (mask & -mask) + " " + (mask & (mask - 1)));
        return 0;
    }
}
