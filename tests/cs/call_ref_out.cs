using System;
class Program {
    static void Swap(ref int a, ref int b) { int t = a; a = b; b = t; }
    static void SwapObj<T>(ref T a, ref T b) { T t = a; a = b; b = t; }
    static bool TryDivide(int a, int b, out int q, out int r) {
        if (b == 0) { q = r = 0; return false; }
        q = a / b; r = a % b; return true;
    }
    static void Inc(ref long x, int times) { for (int i = 0; i < times; i++) x++; }
    static void Fill(out string s, out double d) { s = "filled"; d = 2.5; }
    static void RefArrayElem(ref int slot) { slot *= 10; }
    static int field = 7;
    static int Main() {
        int x = 1, y = 2;
        Swap(ref x, ref y);
        Console.WriteLine(x + " " + y);
        string s1 = "a", s2 = "b";
        SwapObj(ref s1, ref s2);
        Console.WriteLine(s1 + s2);
        int q, r;
        Console.WriteLine(TryDivide(17, 5, out q, out r) + " " + q + " " + r);
        Console.WriteLine(TryDivide(1, 0, out q, out r) + " " + q + " " + r);
        long l = 100;
        Inc(ref l, 5);
        Console.WriteLine(l);
        string s; double d;
        Fill(out s, out d);
        Console.WriteLine(s + " " + d);
        int[] arr = { 1, 2, 3 };
        RefArrayElem(ref arr[1]);
        RefArrayElem(ref field);
        Console.WriteLine(arr[1] + " " + field);
        return 0;
    }
}
