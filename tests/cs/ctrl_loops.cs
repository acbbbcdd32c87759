using System;
class Program {
    static int Main() {
        int s = 0;
        for (int i = 0; i < 10; i++) { if (i == 3) continue; if (i == 8) break; s += i; }
        Console.WriteLine("for " + s);
        int w = 100, steps = 0;
        while (w > 1) { w = w % 2 == 0 ? w / 2 : w * 3 + 1; steps++; }
        Console.WriteLine("while " + steps);
        int d = 0;
        do { d += 7; } while (d < 50);
        Console.WriteLine("do " + d);
        int nested = 0;
        for (int i = 0; i < 10; i++)
            for (int j = 0; j < 10; j++) {
                if (j > i) break;
                if ((i + j) % 3 == 0) continue;
                nested += i * j;
            }
        Console.WriteLine("nested " + nested);
        int found = -1;
        for (int i = 0; i < 20 && found < 0; i++) for (int j = 0; j < 20; j++) if (i * j == 91) { found = i * 100 + j; break; }
        Console.WriteLine("found " + found);
        int count = 0;
        for (;;) { if (++count >= 42) break; }
        Console.WriteLine("infinite " + count);
        int a = 0, b = 10;
        for (; a < b; a++, b--) { }
        Console.WriteLine(a + " " + b);
        foreach (char ch in "loop") Console.Write(ch + ".");
        Console.WriteLine();
        return 0;
    }
}
