using System;
class Program {
    static string TryOp(string name, Func<int> f) {
        try { return name + " = " + f(); }
        catch (OverflowException) { return name + " overflow"; }
    }
    static int Main() {
        int max = int.MaxValue, min = int.MinValue, one = 1;
        Console.WriteLine(TryOp("max+1", () => checked(max + one)));
        Console.WriteLine(TryOp("min-1", () => checked(min - one)));
        Console.WriteLine(TryOp("max*2", () => checked(max * 2)));
        Console.WriteLine(TryOp("min*-1", () => checked(min * -one)));
        Console.WriteLine(TryOp("-min", () => checked(-min)));
        Console.WriteLine(TryOp("max-1", () => checked(max - one)));
        Console.WriteLine(TryOp("46341^2", () => { int v = 46341; return checked(v * v); }));
        Console.WriteLine(TryOp("46340^2", () => { int v = 46340; return checked(v * v); }));
        Console.WriteLine(TryOp("unchecked max+1", () => unchecked(max + one)));
        Console.WriteLine(TryOp("unchecked min*-1", () => unchecked(min * -one)));
        int count = 0;
        for (int i = 0; i < 40; i++) {
            try { int v = checked(1 << 30); v = checked(v * (i % 3)); count++; }
            catch (OverflowException) { count += 100; }
        }
        Console.WriteLine("count " + count);
        return 0;
    }
}
