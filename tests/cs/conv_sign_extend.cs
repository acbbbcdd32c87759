using System;
class Program {
    static long SExt(int v) { return v; }
    static long ZExt(uint v) { return v; }
    static int Main() {
        int[] vals = { -1, -2147483648, 2147483647, 0x7FFF, -0x8000 };
        foreach (int v in vals) Console.WriteLine(SExt(v).ToString("X16") + " " + ZExt((uint)v).ToString("X16"));
        short s = -1;
        ushort us = (ushort)s;
        Console.WriteLine(s + " " + us + " " + (int)us + " " + (uint)s + " " + (ulong)s);
        sbyte sb = -1;
        Console.WriteLine((byte)sb + " " + (ushort)sb + " " + (uint)sb + " " + (ulong)sb);
        byte[] raw = { 0xFE, 0xFF, 0xFF, 0xFF };
        int fromBytes = raw[0] | (raw[1] << 8) | (raw[2] << 16) | (raw[3] << 24);
        Console.WriteLine(fromBytes);
        long l = (sbyte)raw[0];
        Console.WriteLine(l);
        char ch = unchecked((char)(short)-1);
        Console.WriteLine((int)ch);
        Console.WriteLine(unchecked((short)(char)65535));
        return 0;
    }
}
