using System;
enum B : byte { Zero, Max = 255 }
enum SB : sbyte { Neg = -128, Pos = 127 }
enum S : short { Min = short.MinValue, One = 1 }
enum US : ushort { Top = 65535 }
enum U : uint { Big = 4000000000 }
enum L : long { Huge = long.MaxValue, Tiny = long.MinValue }
enum UL : ulong { Max = ulong.MaxValue }
class Program {
    static int Main() {
        Console.WriteLine(B.Max + " " + (byte)B.Max + " " + (int)B.Max);
        Console.WriteLine(SB.Neg + " " + (sbyte)SB.Neg + " " + (int)SB.Pos);
        Console.WriteLine(S.Min + " " + (short)S.Min + " " + US.Top + " " + (int)US.Top);
        Console.WriteLine(U.Big + " " + (uint)U.Big + " " + (long)U.Big);
        Console.WriteLine(L.Huge + " " + (long)L.Tiny + " " + UL.Max + " " + (ulong)UL.Max);
        B b = B.Max; b++;
        Console.WriteLine(b + " " + (int)b);
        Console.WriteLine(Enum.GetUnderlyingType(typeof(SB)).Name + " " + Enum.GetUnderlyingType(typeof(UL)).Name);
        object o = U.Big;
        Console.WriteLine(o + " " + (o is U) + " " + o.GetType().Name);
        return 0;
    }
}
