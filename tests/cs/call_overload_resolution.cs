using System;
class Program {
    static string M(int x) { return "int"; }
    static string M(long x) { return "long"; }
    static string M(double x) { return "double"; }
    static string M(object x) { return "object"; }
    static string M(string x) { return "string"; }
    static string M(int x, int y) { return "int,int"; }
    static string M(params int[] x) { return "params"; }
    static string N(object o) { return "N(object)"; }
    static string N<T>(T t) { return "N<" + typeof(T).Name + ">"; }
    static int Main() {
        byte b = 1; short s = 2; uint u = 3; float f = 4;
        Console.WriteLine(M(1) + " " + M(1L) + " " + M(1.0) + " " + M(b) + " " + M(s) + " " + M(u) + " " + M(f));
        Console.WriteLine(M("s") + " " + M((object)"s") + " " + M('c') + " " + M(1, 2) + " " + M(1, 2, 3) + " " + M());
        Console.WriteLine(N(5) + " " + N("x") + " " + N((object)5));
        return 0;
    }
}
