using System;
class Program {
    static int Main() {
        Console.WriteLine("before");
        int result = 0;
        try { result = Compute(10); }
        catch (DivideByZeroException) { Console.WriteLine("div caught"); return 3; }
        finally { Console.WriteLine("finally runs before exit"); }
        Console.WriteLine("not reached " + result);
        return 0;
    }
    static int Compute(int n) { int d = n - 10; return n / d; }
}
