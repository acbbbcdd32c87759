using System;
class Program {
    static uint UDiv(uint a, uint b) { return a / b; }
    static uint URem(uint a, uint b) { return a % b; }
    static ulong ULDiv(ulong a, ulong b) { return a / b; }
    static ulong ULRem(ulong a, ulong b) { return a % b; }
    static int Main() {
        uint a = 0xFFFFFFFF;
        Console.WriteLine(a + " " + (a + 1) + " " + UDiv(a, 3) + " " + URem(a, 10));
        uint b = 3000000000;
        Console.WriteLine(b / 7 + " " + b % 7 + " " + (b > 100u) + " " + (b * 2));
        ulong c = ulong.MaxValue;
        Console.WriteLine(c + " " + ULDiv(c, 10) + " " + ULRem(c, 10) + " " + (c + 2));
        ulong d = 10000000000000000000UL;
        Console.WriteLine(d / 3 + " " + d % 3 + " " + (d > 1UL) + " " + (d >> 3));
        int neg = -5;
        Console.WriteLine((uint)neg + " " + (ulong)(long)neg + " " + unchecked((uint)neg / 2));
        Console.WriteLine(uint.MaxValue + " " + uint.MinValue + " " + ulong.MinValue);
        uint x = 1;
        for (int i = 0; i < 35; i++) x = x * 3 + 1;
        Console.WriteLine("x=" + x);
        ulong y = 1;
        for (int i = 0; i < 70; i++) y = y * 7 + 3;
        Console.WriteLine("y=" + y);
        Console.WriteLine(ULDiv(0x8000000000000000UL, 0xFFFFFFFFUL) + " " + ULRem(0x8000000000000000UL, 0xFFFFFFFFUL));
        Console.WriteLine((5u).CompareTo(3000000000u) + " " + (3000000000u < 5u));
        return 0;
    }
}
