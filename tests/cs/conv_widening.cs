using System;
class Program {
    static long ToLong(int v) { return v; }
    static ulong ToULong(uint v) { return v; }
    static long ToLongU(uint v) { return v; }
    static int FromByte(byte b) { return b; }
    static int FromSByte(sbyte b) { return b; }
    static int FromChar(char c) { return c; }
    static int FromShort(short s) { return s; }
    static int FromUShort(ushort s) { return s; }
    static int Main() {
        Console.WriteLine(ToLong(-5) + " " + ToLong(int.MinValue) + " " + ToLong(int.MaxValue));
        Console.WriteLine(ToULong(0xFFFFFFFF) + " " + ToLongU(0x80000000));
        Console.WriteLine(unchecked((ulong)(long)-1) + " " + unchecked((ulong)-1L));
        Console.WriteLine((long)unchecked((uint)-1) + " " + (long)(int)-1);
        Console.WriteLine(FromByte(200) + " " + FromSByte(-100) + " " + FromChar('\uffff') + " " + FromShort(-2) + " " + FromUShort(65535));
        byte[] bs = { 0, 0x7F, 0x80, 0xFF };
        foreach (byte b in bs) Console.WriteLine(b + " " + (sbyte)b + " " + (int)(sbyte)b + " " + (long)(sbyte)b + " " + (ulong)(sbyte)b);
        double d = int.MaxValue;
        Console.WriteLine(d + " " + ((double)long.MaxValue).ToString("E6") + " " + ((double)ulong.MaxValue).ToString("E6"));
        float f = 16777217;
        Console.WriteLine((long)f + " " + (long)(float)int.MaxValue);
        Console.WriteLine((double)(uint)0xFFFFFFFF + " " + ((double)(ulong)0x8000000000000000UL).ToString("E4"));
        return 0;
    }
}
