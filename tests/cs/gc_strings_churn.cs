using System;
using System.Text;
class Program {
    static int Main() {
        string keep = "";
        long len = 0;
        for (int i = 0; i < 200000; i++) {
            string s = "item" + i + ":" + (i * 7);
            len += s.Length;
            if (i % 20000 == 0) keep += s + ";";
        }
        Console.WriteLine(len + " " + keep);
        var sb = new StringBuilder();
        for (int r = 0; r < 200; r++) { sb.Clear(); for (int i = 0; i < 500; i++) sb.Append(i); len += sb.ToString().Length; }
        Console.WriteLine(len);
        return 0;
    }
}
