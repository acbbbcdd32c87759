using System;
class Program {
    static int Main() {
        Array a = Array.CreateInstance(typeof(int), 4);
        a.SetValue(5, 2);
        Console.WriteLine(a.Length + " " + a.GetValue(2) + " " + a.Rank + " " + ((int[])a)[2]);
        int[,,] c = new int[2, 3, 4];
        Console.WriteLine(c.Length + " " + c.Rank + " " + c.GetLength(0) + c.GetLength(1) + c.GetLength(2));
        c[1, 2, 3] = 123;
        Console.WriteLine(c[1, 2, 3] + " " + c.GetValue(1, 2, 3));
        int[][] j = new int[3][];
        Console.WriteLine(j.Rank + " " + j.Length);
        Array m = new string[2, 2];
        m.SetValue("x", 1, 0);
        Console.WriteLine(m.GetValue(1, 0) + " " + m.GetLength(1));
        object[] objs = new object[0];
        Console.WriteLine(objs.Length + " " + Array.Empty<int>().Length);
        return 0;
    }
}
