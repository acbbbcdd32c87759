// OSR code for every loop of a method: the frame leaves the first hot loop while its OSR code
// compiles in the background, and enters OSR code later at another back-edge (a later loop, a
// loop nested in an outer one, a loop with values on the evaluation stack around it).
using System;

static class Program {
    static long Mix(long a, int i) { return a * 31 + (i ^ (i >> 3)); }

    static int Main() {
        long a = 0, b = 1, c = 2;
        double d = 0.5;
        for (int i = 0; i < 1000000; i++) a = Mix(a, i) & 0xFFFFFFF;
        Console.WriteLine("first " + a);
        for (int i = 0; i < 6000000; i++) { b += i % 7; if ((i & 1023) == 0) b ^= a; }
        Console.WriteLine("second " + b);
        int[] counts = new int[16];
        for (int outer = 0; outer < 3000; outer++) {
            for (int inner = 0; inner < 1000; inner++) counts[(outer * inner) & 15]++;
            c += counts[outer & 15];
        }
        Console.WriteLine("nested " + c + " " + counts[3]);
        string s = "";
        int n = 0;
        while (n < 2000000) { d = d * 1.0000001 + (n & 3); n++; if (n % 500000 == 0) s += n + ";"; }
        Console.WriteLine("while " + s + " " + d.ToString("F3"));
        long total = 0;
        for (int r = 0; r < 3; r++)
            for (int i = 0; i < 1000000; i++) total += Mix(i, r) % 1000;
        Console.WriteLine("last " + total);
        return (int)(total & 0x7F);
    }
}
