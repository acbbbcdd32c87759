using System;
[Flags] enum Perm { None = 0, Read = 1, Write = 2, Exec = 4, All = Read | Write | Exec }
[Flags] enum Big : long { A = 1, B = 1L << 40, C = 1L << 62 }
class Program {
    static int Main() {
        Perm p = Perm.Read | Perm.Exec;
        Console.WriteLine(p + " " + (int)p);
        Console.WriteLine((p & Perm.Write) == 0);
        Console.WriteLine(p.HasFlag(Perm.Read) + " " + p.HasFlag(Perm.Write));
        p |= Perm.Write;
        Console.WriteLine(p + " " + (p == Perm.All));
        p &= ~Perm.Read;
        Console.WriteLine(p);
        Console.WriteLine(Perm.None + " " + (Perm)0 + " " + (Perm)8 + " " + (Perm)9);
        Console.WriteLine((Big.A | Big.C) + " " + (long)(Big.B | Big.C));
        Console.WriteLine(Enum.Parse(typeof(Perm), "Read, Write"));
        Perm x = Perm.None;
        for (int i = 0; i < 3; i++) x ^= (Perm)(1 << i);
        Console.WriteLine(x);
        return 0;
    }
}
