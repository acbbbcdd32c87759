// Multi-dimensional arrays' Get and Set as the interpreter runs them inline (CALL_MD_ARRAY):
// every element kind (sign extension of sbyte and short, bool, char, float, long, enums,
// references), rank 3, non-zero lower bounds, indexes just outside each bound, a null array,
// and the accessors that still go through the stub (struct elements, a reference Set that
// checks covariance).
using System;

enum Color : short { Red = -2, Green = 7 }
struct Pair { public int A; public long B; }

static class Program {
    static void Check(string what, Func<object> get) {
        try { Console.WriteLine(what + ": " + get()); }
        catch (Exception e) { Console.WriteLine(what + ": " + e.GetType().Name); }
    }

    static long Sum3(int[,,] cube) {
        long s = 0;
        for (int i = 0; i < cube.GetLength(0); i++)
            for (int j = 0; j < cube.GetLength(1); j++)
                for (int k = 0; k < cube.GetLength(2); k++) s += cube[i, j, k] * (i + 1);
        return s;
    }

    static int Main() {
        var sb = new sbyte[2, 3]; sb[1, 2] = -5; int widened = sb[1, 2]; Console.WriteLine("sbyte " + widened + " " + (sb[1, 2] < 0));
        var sh = new short[2, 2]; sh[0, 1] = -30000; Console.WriteLine("short " + (sh[0, 1] + 1));
        var us = new ushort[2, 2]; us[1, 1] = 65535; Console.WriteLine("ushort " + (us[1, 1] + 1));
        var by = new byte[2, 2]; by[1, 0] = 255; Console.WriteLine("byte " + (by[1, 0] + 1));
        var bo = new bool[2, 2]; bo[1, 1] = true; Console.WriteLine("bool " + bo[1, 1] + " " + bo[0, 0]);
        var ch = new char[2, 2]; ch[0, 0] = 'x'; Console.WriteLine("char " + ch[0, 0] + (int)ch[1, 1]);
        var fl = new float[2, 2]; fl[1, 0] = 1.5f; Console.WriteLine("float " + (fl[1, 0] * 2));
        var db = new double[3, 3]; db[2, 2] = -0.25; Console.WriteLine("double " + db[2, 2]);
        var lo = new long[2, 2]; lo[1, 1] = long.MinValue; Console.WriteLine("long " + lo[1, 1]);
        var ul = new ulong[2, 2]; ul[0, 1] = ulong.MaxValue; Console.WriteLine("ulong " + ul[0, 1]);
        var np = new IntPtr[2, 2]; np[1, 1] = new IntPtr(-7); Console.WriteLine("IntPtr " + np[1, 1]);
        var en = new Color[2, 2]; en[1, 0] = Color.Red; en[0, 1] = Color.Green;
        Console.WriteLine("enum " + en[1, 0] + " " + (short)en[1, 0] + " " + en[0, 1] + " " + en[0, 0]);
        var st = new string[2, 2]; st[1, 1] = "s"; Console.WriteLine("string " + st[1, 1] + " " + (st[0, 0] == null));
        object[,] covariant = new string[2, 2];
        Check("covariant Set", () => { covariant[0, 0] = 42; return "stored"; });
        Check("covariant Set string", () => { covariant[0, 1] = "ok"; return covariant[0, 1]; });
        var pairs = new Pair[2, 2]; pairs[1, 1] = new Pair { A = 3, B = 4 }; Console.WriteLine("struct " + (pairs[1, 1].A + pairs[1, 1].B));

        var cube = new int[3, 4, 5];
        for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) for (int k = 0; k < 5; k++) cube[i, j, k] = i * 100 + j * 10 + k;
        Console.WriteLine("rank 3 " + Sum3(cube) + " " + cube[2, 3, 4]);

        var bounded = (int[,])Array.CreateInstance(typeof(int), new[] { 3, 2 }, new[] { -1, 10 });
        bounded[-1, 10] = 5; bounded[1, 11] = 6;
        Console.WriteLine("bounds " + bounded[-1, 10] + " " + bounded[1, 11] + " " + bounded[0, 10]);
        Check("below first bound", () => bounded[-2, 10]);
        Check("past first bound", () => bounded[2, 10]);
        Check("below second bound", () => bounded[0, 9]);
        Check("past second bound", () => bounded[0, 12]);
        Check("int.MinValue index", () => bounded[int.MinValue, 10]);
        Check("Set out of range", () => { bounded[0, 12] = 1; return "stored"; });
        Check("negative index", () => db[-1, 0]);
        Check("past the end", () => db[0, 3]);
        double[,] none = null;
        Check("null Get", () => none[0, 0]);
        Check("null Set", () => { none[0, 0] = 1; return "stored"; });
        return 0;
    }
}
