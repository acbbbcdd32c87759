using System;
class Program {
    static int Main() {
        int big = int.MaxValue;
        int u = unchecked(big + 1);
        Console.WriteLine(u);
        try { checked { int x = big; x++; Console.WriteLine(x); } } catch (OverflowException) { Console.WriteLine("checked block ++"); }
        try { checked { long l = long.MinValue; l--; } } catch (OverflowException) { Console.WriteLine("checked long --"); }
        checked {
            int s = 0;
            for (int i = 0; i < 1000; i++) s += i;
            Console.WriteLine(s);
            unchecked { int w = big * 2; Console.WriteLine(w); }
        }
        try { checked { short sh = short.MaxValue; sh += 1; } } catch (OverflowException) { Console.WriteLine("short += overflow"); }
        try { checked { byte bb = 0; bb--; } } catch (OverflowException) { Console.WriteLine("byte -- overflow"); }
        try { checked { uint ui = 0; ui -= 1; } } catch (OverflowException) { Console.WriteLine("uint -= overflow"); }
        int mul = unchecked(123456789 * 1000);
        Console.WriteLine(mul);
        return 0;
    }
}
