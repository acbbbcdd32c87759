using System;
class Program {
    static int Main() {
        int s1 = 0;
        for (int i = 0; i < 100000; i++) s1 += i * i;
        Console.WriteLine(s1);
        long s2 = 0;
        for (int i = 0; i < 100000; i++) s2 += (long)i * i;
        Console.WriteLine(s2);
        uint h = 2166136261;
        for (int i = 0; i < 5000; i++) { h ^= (uint)(i & 0xFF); h *= 16777619; }
        Console.WriteLine(h);
        int lcg = 12345;
        for (int i = 0; i < 1000; i++) lcg = lcg * 1103515245 + 12345;
        Console.WriteLine(lcg + " " + ((lcg >> 16) & 0x7FFF));
        long mix = 0;
        for (int i = 1; i < 3000; i++) mix += (i % 7 == 0 ? i / 7 : -i) * (i % 3) - (i >> 2);
        Console.WriteLine(mix);
        double dsum = 0;
        for (int i = 0; i < 1000; i++) dsum += i * 0.5;
        Console.WriteLine(dsum);
        int down = 0;
        for (int i = 1000; i > 0; i -= 3) down ^= i;
        Console.WriteLine(down);
        return 0;
    }
}
