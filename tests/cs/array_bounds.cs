using System;
class Program {
    static int Get(int[] a, int i) { return a[i]; }
    static int Main() {
        int[] a = { 1, 2, 3 };
        int[] idx = { 0, 2, 3, -1, int.MaxValue, int.MinValue };
        foreach (int i in idx) {
            try { Console.WriteLine("a[" + i + "] = " + Get(a, i)); }
            catch (IndexOutOfRangeException e) { Console.WriteLine("a[" + i + "] IndexOutOfRangeException"); }
        }
        try { a[3] = 5; } catch (IndexOutOfRangeException) { Console.WriteLine("store out of range"); }
        int[,] m = new int[2, 3];
        try { m[2, 0] = 1; } catch (IndexOutOfRangeException) { Console.WriteLine("md out of range"); }
        try { int x = m[1, 3]; } catch (IndexOutOfRangeException) { Console.WriteLine("md out of range 2"); }
        int[] nul = null;
        try { int x = nul[0]; } catch (NullReferenceException) { Console.WriteLine("null array"); }
        try { int x = nul.Length; } catch (NullReferenceException) { Console.WriteLine("null length"); }
        try { int n = -1; int[] neg = new int[n]; } catch (OverflowException) { Console.WriteLine("negative size"); }
        string s = "abc";
        try { char c = s[5]; } catch (IndexOutOfRangeException) { Console.WriteLine("string index"); }
        return 0;
    }
}
