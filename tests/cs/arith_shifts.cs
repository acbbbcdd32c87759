using System;
class Program {
    static int Shl(int x, int n) { return x << n; }
    static int Shr(int x, int n) { return x >> n; }
    static uint Shru(uint x, int n) { return x >> n; }
    static long LShl(long x, int n) { return x << n; }
    static long LShr(long x, int n) { return x >> n; }
    static ulong LShru(ulong x, int n) { return x >> n; }
    static int Main() {
        int[] counts = { 0, 1, 5, 31, 32, 33, 63, 64, 65, -1 };
        foreach (int n in counts) {
            Console.WriteLine("n=" + n + " " + Shl(1, n) + " " + Shr(-256, n) + " " + Shru(0x80000000u, n) + " " + Shr(int.MinValue, n));
            Console.WriteLine("   " + LShl(1, n) + " " + LShr(-256L, n) + " " + LShru(0x8000000000000000UL, n));
        }
        byte b = 0xF0;
        Console.WriteLine((b << 4) + " " + (b >> 4) + " " + (byte)(b << 1));
        short s = -32768;
        Console.WriteLine((s >> 3) + " " + (s << 1) + " " + (short)(s << 1));
        int x = 0x12345678;
        int rotl = (x << 8) | (int)((uint)x >> 24);
        Console.WriteLine(rotl.ToString("X8"));
        return 0;
    }
}
