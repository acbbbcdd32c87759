using System;
using System.Collections.Generic;
class Program {
    static int Main() {
        int[] a = { 1, 2, 3, 4 };
        int s = 0;
        foreach (var v in a) s += v;
        Console.WriteLine(s);
        IEnumerable<int> ie = a;
        foreach (var v in ie) s += v;
        Console.WriteLine(s);
        IList<int> il = a;
        Console.WriteLine(il.Count + " " + il[2] + " " + il.IndexOf(4) + " " + il.Contains(9));
        try { il.Add(5); } catch (NotSupportedException) { Console.WriteLine("fixed size"); }
        System.Collections.IEnumerable ne = new string[] { "x", "y" };
        foreach (object o in ne) Console.Write(o);
        Console.WriteLine();
        int[,] m = { { 1, 2 }, { 3, 4 } };
        foreach (int v in m) Console.Write(v);
        Console.WriteLine();
        char[] cs = { 'h', 'i' };
        foreach (char c in cs) Console.Write((int)c + " ");
        Console.WriteLine();
        ICollection<int> coll = a;
        int[] target = new int[6];
        coll.CopyTo(target, 2);
        Console.WriteLine(string.Join(",", target));
        return 0;
    }
}
