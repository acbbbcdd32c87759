using System;
class Program {
    static int Main() {
        byte b = 250; b += 10;
        Console.WriteLine(b);
        sbyte sb = 120; sb += 10;
        Console.WriteLine(sb);
        short s = 32767; s++;
        Console.WriteLine(s);
        ushort us = 0; us--;
        Console.WriteLine(us);
        char c = 'A'; c += (char)2;
        Console.WriteLine(c + " " + (int)c);
        byte x = 200, y = 100;
        int sum = x + y;
        Console.WriteLine(sum + " " + (byte)(x + y) + " " + (sbyte)x);
        sbyte n = -128;
        Console.WriteLine((sbyte)(-n) + " " + (-n) + " " + (n / 3) + " " + (n % 3));
        try { checked { sbyte z = (sbyte)(n - 1 + 1); sbyte q = -1; z = checked((sbyte)(n * q)); Console.WriteLine(z); } }
        catch (OverflowException) { Console.WriteLine("sbyte overflow"); }
        ushort u1 = 65535, u2 = 2;
        Console.WriteLine((ushort)(u1 * u2) + " " + (u1 * u2));
        short[] arr = { -1, -32768, 32767, 0 };
        int total = 0;
        foreach (short v in arr) total += v;
        Console.WriteLine(total);
        byte acc = 0;
        for (int i = 0; i < 1000; i++) acc = (byte)(acc * 31 + i);
        Console.WriteLine(acc);
        return 0;
    }
}
