using System;
class Program {
    static int Main() {
        int[] a = new int[10];
        for (int i = 0; i < a.Length; i++) a[i] = i * i;
        Console.WriteLine(a.Length + " " + a[9] + " " + a.Rank + " " + a.GetLength(0));
        long[] l = { 1, 2, 3 };
        double[] d = new double[] { 0.5, 1.5 };
        string[] s = new string[3];
        Console.WriteLine(l[2] + " " + d[1] + " " + (s[0] == null));
        bool[] flags = new bool[4]; char[] cs = new char[2]; byte[] bs = new byte[3];
        Console.WriteLine(flags[3] + " " + (int)cs[1] + " " + bs[2]);
        int[] empty = new int[0];
        Console.WriteLine(empty.Length);
        int sum = 0;
        foreach (int v in a) sum += v;
        Console.WriteLine(sum);
        int[] b = a;
        b[0] = -1;
        Console.WriteLine(a[0]);
        int[] c = (int[])a.Clone();
        c[1] = -2;
        Console.WriteLine(a[1] + " " + c[1]);
        object o = a;
        Console.WriteLine((o is int[]) + " " + (o is Array) + " " + (o is long[]));
        return 0;
    }
}
