using System;
class Program {
    static int Main() {
        string s = "";
        for (int i = 0; i < 200; i++) s += i % 10;
        Console.WriteLine(s.Length + " " + s.Substring(195));
        string a = "a", b = "b", c = "c", d = "d", e = "e";
        Console.WriteLine(a + b + c + d + e + a + b);
        Console.WriteLine(1 + 2 + "x" + 1 + 2);
        Console.WriteLine("x" + (1 + 2) + 'c' + 2.5 + true + null + 'z');
        object o = new object();
        Console.WriteLine(("" + o).Length > 0);
        Console.WriteLine(string.Concat(new object[] { 1, "a", 2.0, null, 'q' }));
        Console.WriteLine(string.Concat(new string[] { "p", "q", "r" }));
        char ch = 'A'; int i2 = 1;
        Console.WriteLine(ch + i2);
        Console.WriteLine("" + ch + i2);
        return 0;
    }
}
