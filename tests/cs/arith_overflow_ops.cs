using System;
class Program {
    static int AddOvf(int a, int b) { return checked(a + b); }
    static uint AddOvfUn(uint a, uint b) { return checked(a + b); }
    static long MulOvf(long a, long b) { return checked(a * b); }
    static ulong SubOvfUn(ulong a, ulong b) { return checked(a - b); }
    static int Main() {
        int ok = 0, bad = 0;
        int[] vals = { 0, 1, -1, 1000, int.MaxValue / 2, int.MaxValue, int.MinValue, int.MinValue / 2 - 1 };
        foreach (int a in vals) foreach (int b in vals) {
            try { AddOvf(a, b); ok++; } catch (OverflowException) { bad++; }
        }
        Console.WriteLine("int add ok=" + ok + " ovf=" + bad);
        ok = bad = 0;
        uint[] uvals = { 0, 1, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF };
        foreach (uint a in uvals) foreach (uint b in uvals) {
            try { AddOvfUn(a, b); ok++; } catch (OverflowException) { bad++; }
        }
        Console.WriteLine("uint add ok=" + ok + " ovf=" + bad);
        ok = bad = 0;
        long[] lvals = { 0, -1, 2, 3037000499L, -3037000499L, 3037000500L, long.MaxValue, long.MinValue };
        foreach (long a in lvals) foreach (long b in lvals) {
            try { MulOvf(a, b); ok++; } catch (OverflowException) { bad++; }
        }
        Console.WriteLine("long mul ok=" + ok + " ovf=" + bad);
        ok = bad = 0;
        ulong[] ulvals = { 0, 1, 5, ulong.MaxValue };
        foreach (ulong a in ulvals) foreach (ulong b in ulvals) {
            try { SubOvfUn(a, b); ok++; } catch (OverflowException) { bad++; }
        }
        Console.WriteLine("ulong sub ok=" + ok + " ovf=" + bad);
        try { Console.WriteLine(MulOvf(-1, long.MinValue)); } catch (OverflowException e) { Console.WriteLine("caught " + e.GetType().FullName); }
        try { Console.WriteLine(MulOvf(long.MinValue, -1)); } catch (OverflowException e) { Console.WriteLine("caught again"); }
        return 0;
    }
}
