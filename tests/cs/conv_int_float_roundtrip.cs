using System;
class Program {
    static int Main() {
        int bad = 0;
        for (int i = -100000; i <= 100000; i += 7) {
            double d = i;
            if ((int)d != i) bad++;
            float f = i;
            if ((int)f != i) bad++;
        }
        Console.WriteLine("bad " + bad);
        long[] ls = { 1L << 53, (1L << 53) + 1, (1L << 62), -(1L << 60) + 1 };
        foreach (long l in ls) Console.WriteLine(l + " " + (long)(double)l + " " + ((long)(double)l == l));
        int[] is2 = { 16777216, 16777217, 16777219, -16777217 };
        foreach (int i in is2) Console.WriteLine(i + " " + (int)(float)i);
        uint u = 4294967295;
        Console.WriteLine((uint)(double)u + " " + (ulong)(float)u);
        ulong ul = 18446744073709549568UL;
        Console.WriteLine((ulong)(double)ul);
        Console.WriteLine((double)9007199254740993L == 9007199254740992.0);
        Console.WriteLine((float)0.1 == 0.1f);
        return 0;
    }
}
