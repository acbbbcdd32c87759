using System;
// Standard numeric format "X" on int and long values, with alignment.
class Program {
    static int Main() {
        int[] vals = { 0, 1, 255, -1, 4096, int.MaxValue, int.MinValue, 0x1234ABCD };
        string[] fmts = { "X", "x", "X2", "X8", "x10" };
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
