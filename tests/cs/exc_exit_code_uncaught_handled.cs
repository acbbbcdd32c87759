using System;
class Program {
    static int Depth(int n) { if (n == 0) throw new IndexOutOfRangeException("custom index msg"); return Depth(n - 1); }
    static int Main() {
        int code = 0;
        try { Depth(50); }
        catch (IndexOutOfRangeException e) { Console.WriteLine(e.Message); code = 7; }
        try { object o = "x"; var a = (Array)o; }
        catch (InvalidCastException) { Console.WriteLine("InvalidCastException"); code += 1; }
        Console.WriteLine("code " + code);
        return code;
    }
}
