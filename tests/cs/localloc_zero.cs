// mcs: -unsafe
// localloc (stackalloc) of 0 bytes gives a null pointer, as CoreCLR's JIT does, in every tier:
// the interpreter, Tier1 (called often enough to tier up) and OSR code (a long loop).
using System;

static unsafe class Program {
    static bool IsNull(int n) {
        byte* p = stackalloc byte[n];
        return p == null;
    }

    static long Loop(int rounds) {
        long nulls = 0;
        for (int i = 0; i < rounds; i++) {
            int n = i & 1;
            if ((i & 0xfff) == 0) {
                byte* p = stackalloc byte[n];
                if (p == null) nulls++;
            }
        }
        return nulls;
    }

    static int Main(string[] args) {
        int nullCount = 0, nonNull = 0;
        for (int i = 0; i < 2000; i++) {
            if (IsNull(i % 3)) nullCount++; else nonNull++;
        }
        Console.WriteLine("calls: null " + nullCount + " non-null " + nonNull);
        Console.WriteLine("zero " + IsNull(0) + " one " + IsNull(1) + " large " + IsNull(100000));
        Console.WriteLine("loop nulls " + Loop(3000000));
        return 0;
    }
}
