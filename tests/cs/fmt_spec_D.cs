using System;
// Standard numeric format "D" on int and long values, with alignment.
class Program {
    static int Main() {
        int[] vals = { 0, 1, -1, 42, -42, int.MaxValue, int.MinValue, 100000 };
        string[] fmts = { "D", "D1", "D6", "D12" };
        foreach (string f in fmts) {
            Console.Write(f + ":");
            foreach (int v in vals) Console.Write(" [" + v.ToString(f) + "]");
            Console.WriteLine();
            Console.Write(f + "L:");
            foreach (int v in vals) Console.Write(" [" + ((long)v * 3).ToString(f) + "]");
            Console.WriteLine();
            Console.WriteLine(string.Format("{0,14:" + f + "}|{1,-14:" + f + "}|", vals[vals.Length - 1], vals[1]));
        }
        return 0;
    }
}
