using System;
class Program {
    static int Main() {
        int i = -1; uint u = 1;
        long l = i + u;
        Console.WriteLine(l);
        Console.WriteLine(i * 2L);
        short s = -300; byte b = 255;
        Console.WriteLine(s * b);
        Console.WriteLine((s + b).GetType().Name);
        Console.WriteLine((u + 1L).GetType().Name);
        Console.WriteLine((u + 1u).GetType().Name);
        Console.WriteLine((b + b).GetType().Name);
        Console.WriteLine((1.5f + 1).GetType().Name);
        Console.WriteLine((1.5f + 1.0).GetType().Name);
        Console.WriteLine(('a' + 1).GetType().Name + " " + ('a' + 1));
        char c = 'z';
        Console.WriteLine((char)(c - 25));
        long big = int.MaxValue;
        big += int.MaxValue;
        Console.WriteLine(big);
        int wrap = int.MaxValue;
        wrap += int.MaxValue;
        Console.WriteLine(wrap);
        ulong ul = uint.MaxValue;
        ul *= uint.MaxValue;
        Console.WriteLine(ul);
        Console.WriteLine(7 / 2 * 2.0 + " " + 7 / 2.0 * 2);
        return 0;
    }
}
