using System;
class Program {
    static int Main() {
        int a = 7; string name = "corvid"; double d = 2.5; long big = 1L << 40;
        Console.WriteLine($"a={a} name={name} d={d} big={big}");
        Console.WriteLine($"sum={a + 3} upper={name.ToUpper()} cond={(a > 5 ? "big" : "small")}");
        Console.WriteLine($"[{a,4}] [{a,-4}] [{d:F3}] [{big:X}] [{a:D3}]");
        Console.WriteLine($"{{braces}} {name.Length}");
        object n = null;
        Console.WriteLine($"null=[{n}]");
        var arr = new[] { 1, 2, 3 };
        Console.WriteLine($"len {arr.Length} first {arr[0]} last {arr[arr.Length - 1]}");
        string nested = $"outer {$"inner {a}"}";
        Console.WriteLine(nested);
        for (int i = 0; i < 3; i++) Console.WriteLine($"row {i}: {new string('#', i + 1),-4}|");
        return 0;
    }
}
