using System;
class Program {
    static int Div(int a, int b) { return a / b; }
    static int Rem(int a, int b) { return a % b; }
    static long LDiv(long a, long b) { return a / b; }
    static long LRem(long a, long b) { return a % b; }
    static uint UDiv(uint a, uint b) { return a / b; }
    static void Try(string what, Func<long> f) {
        try { Console.WriteLine(what + " = " + f()); }
        catch (DivideByZeroException e) { Console.WriteLine(what + ": DivideByZeroException"); }
        catch (OverflowException e) { Console.WriteLine(what + ": OverflowException"); }
        catch (ArithmeticException e) { Console.WriteLine(what + ": ArithmeticException " + e.GetType().Name); }
    }
    static int Main() {
        int zero = 0, m1 = -1;
        Try("1/0", () => Div(1, zero));
        Try("1%0", () => Rem(1, zero));
        Try("min/-1", () => Div(int.MinValue, m1));
        Try("min%-1", () => Rem(int.MinValue, m1));
        Try("lmin/-1", () => LDiv(long.MinValue, m1));
        Try("lmin%-1", () => LRem(long.MinValue, m1));
        Try("l/0", () => LDiv(5, zero));
        Try("l%0", () => LRem(5, zero));
        Try("u/0", () => UDiv(5, (uint)zero));
        Try("min/1", () => Div(int.MinValue, 1));
        Try("min/-2", () => Div(int.MinValue, -2));
        Try("min%-2", () => Rem(int.MinValue, -2));
        int caught = 0;
        for (int i = -3; i <= 3; i++) {
            try { caught += 100 / i; } catch (DivideByZeroException) { caught += 1000; }
        }
        Console.WriteLine("sum " + caught);
        return 0;
    }
}
