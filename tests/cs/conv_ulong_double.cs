using System;
class Program {
    static double U2D(ulong u) { return u; }
    static ulong D2U(double d) { return (ulong)d; }
    static float U2F(ulong u) { return u; }
    static double UI2D(uint u) { return u; }
    static int Main() {
        ulong[] us = { 0, 1, 0x7FFFFFFFFFFFFFFFUL, 0x8000000000000000UL, 0x8000000000000001UL, 0xFFFFFFFFFFFFF800UL, 12345678901234567890UL };
        foreach (ulong u in us) {
            double d = U2D(u);
            Console.WriteLine(u + " -> " + d.ToString("E10") + " -> " + D2U(d));
        }
        Console.WriteLine(U2F(0x8000000000000000UL).ToString("E5"));
        Console.WriteLine(UI2D(0xFFFFFFFFu) + " " + UI2D(0x80000000u));
        double two63 = 9223372036854775808.0;
        Console.WriteLine(D2U(two63) + " " + D2U(two63 * 1.5));
        Console.WriteLine(D2U(4503599627370497.0));
        return 0;
    }
}
