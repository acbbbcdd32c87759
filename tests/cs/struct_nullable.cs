using System;
class Program {
    static int? Half(int x) { if (x % 2 != 0) return null; return x / 2; }
    static int Main() {
        int? a = 5, b = null;
        Console.WriteLine(a.HasValue + " " + b.HasValue + " " + a.Value + " " + b.GetValueOrDefault() + " " + b.GetValueOrDefault(9));
        Console.WriteLine((a + 1) + " [" + (b + 1) + "] " + ((b + 1) == null));
        Console.WriteLine((a > 3) + " " + (b > 3) + " " + (b < 3) + " " + (b == null) + " " + (a == 5));
        object boxedNull = b;
        object boxedVal = a;
        Console.WriteLine((boxedNull == null) + " " + boxedVal.GetType().Name + " " + boxedVal);
        int? unboxed = (int?)boxedVal;
        int? unboxedNull = (int?)boxedNull;
        Console.WriteLine(unboxed + " " + unboxedNull.HasValue);
        for (int i = 0; i < 5; i++) Console.Write((Half(i)?.ToString() ?? "null") + " ");
        Console.WriteLine();
        try { int v = b.Value; } catch (InvalidOperationException) { Console.WriteLine("InvalidOperationException"); }
        double? d = 2.5;
        long? l = 10;
        Console.WriteLine((d * 2) + " " + (l * l) + " " + (d.Equals(2.5)) + " " + b.Equals(null));
        bool? t = true, n = null;
        Console.WriteLine((t & n) + "|" + (t | n) + "|" + (n == null));
        Console.WriteLine(b.GetHashCode() + " " + a.GetHashCode());
        return 0;
    }
}
