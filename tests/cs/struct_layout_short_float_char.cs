using System;
using System.Collections.Generic;
// Struct layout short_float_char: pass, return, copy, box, store in arrays and lists.
struct S { public short A; public float B; public char C; }
class Holder { public S Field; public S[] Arr = new S[3]; }
class Program {
    static S Make(int i) { S s = new S(); s.A = (short)(-i*100); s.B = i*1.5f; s.C = (char)('A'+i); return s; }
    static string Show(S s) { return "" + s.A + "|" + s.B + "|" + (int)s.C; }
    static S Identity(S s) { return s; }
    static void Change(ref S s, int i) { s = Make(i); }
    static int Main() {
        var arr = new S[6];
        for (int i = 0; i < arr.Length; i++) arr[i] = Make(i);
        foreach (var s in arr) Console.WriteLine(Show(Identity(s)));
        var h = new Holder();
        h.Field = arr[5]; h.Arr[1] = arr[4];
        Change(ref h.Arr[2], 9);
        Console.WriteLine(Show(h.Field) + " / " + Show(h.Arr[1]) + " / " + Show(h.Arr[2]) + " / " + Show(h.Arr[0]));
        object boxed = arr[3];
        S unboxed = (S)boxed;
        Console.WriteLine(Show(unboxed) + " " + boxed.Equals(arr[3]) + " " + boxed.Equals(arr[2]));
        var list = new List<S>(arr);
        list.Reverse();
        Console.WriteLine(Show(list[0]) + " " + list.Count);
        S copy = arr[1]; arr[1] = Make(7);
        Console.WriteLine(Show(copy) + " " + Show(arr[1]));
        Func<S, string> f = Show;
        Console.WriteLine(f(Make(2)));
        return 0;
    }
}
