using System;
class Program {
    static int Main() {
        int[] vals = { 0, 1, -1, 127, 128, 255, 256, -128, -129, 32767, 32768, 65535, 65536, int.MaxValue, int.MinValue };
        foreach (int v in vals) {
            Console.WriteLine(v + ": sbyte=" + (sbyte)v + " byte=" + (byte)v + " short=" + (short)v + " ushort=" + (ushort)v + " char=" + (int)(char)v + " uint=" + (uint)v);
        }
        long[] lvals = { 0, -1, 4294967295L, 4294967296L, long.MaxValue, long.MinValue, 0x123456789AL };
        foreach (long v in lvals) {
            Console.WriteLine(v + ": int=" + (int)v + " uint=" + (uint)v + " short=" + (short)v + " ulong=" + (ulong)v);
        }
        ulong u = ulong.MaxValue;
        Console.WriteLine((long)u + " " + (int)u + " " + (byte)u);
        return 0;
    }
}
