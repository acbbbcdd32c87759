using System;
class Program {
    static bool ULt(uint a, uint b) { return a < b; }
    static bool ULe(ulong a, ulong b) { return a <= b; }
    static int Main() {
        uint big = 0x80000001, small = 1;
        Console.WriteLine(ULt(small, big) + " " + ULt(big, small) + " " + ((int)big < (int)small));
        ulong lb = 0xFFFFFFFF00000000UL, ls = 5;
        Console.WriteLine(ULe(ls, lb) + " " + ULe(lb, ls) + " " + ((long)lb < (long)ls));
        int count = 0;
        for (uint i = 0xFFFFFFF0; i != 5; i++) count++;
        Console.WriteLine("wrap count " + count);
        uint[] arr = { 3, 0xFFFFFFFF, 0, 0x80000000, 7 };
        Array.Sort(arr);
        Console.WriteLine(string.Join(",", arr));
        ulong[] arr2 = { 3, ulong.MaxValue, 0, 0x8000000000000000UL, 7 };
        Array.Sort(arr2);
        Console.WriteLine(string.Join(",", arr2));
        uint a = 10, b = 20;
        Console.WriteLine(a - b);
        Console.WriteLine((long)(a - b));
        Console.WriteLine((int)(a - b));
        Console.WriteLine(a > b ? "gt" : "le");
        byte x = 200; sbyte y = -56;
        Console.WriteLine((x == (byte)y) + " " + (x > y));
        return 0;
    }
}
