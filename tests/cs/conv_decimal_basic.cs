using System;
class Program {
    static int Main() {
        decimal a = 1.1m, b = 2.2m;
        Console.WriteLine(a + b);
        Console.WriteLine(a * b);
        Console.WriteLine(10m / 3m);
        Console.WriteLine(1m / 8m);
        Console.WriteLine((decimal)12345 + 0.5m);
        Console.WriteLine((int)12.99m + " " + (int)-12.99m + " " + (long)1e10m);
        Console.WriteLine(Math.Round(2.5m) + " " + Math.Round(3.5m) + " " + Math.Round(2.345m, 2));
        Console.WriteLine(decimal.MaxValue);
        Console.WriteLine(0.1m + 0.2m == 0.3m);
        Console.WriteLine((double)0.5m + " " + (decimal)0.25);
        decimal acc = 0;
        for (int i = 1; i <= 100; i++) acc += 0.01m * i;
        Console.WriteLine(acc);
        Console.WriteLine(decimal.Parse("123.4500") + " " + 1.50m.ToString("F3"));
        try { decimal z = 0; Console.WriteLine(1m / z); } catch (DivideByZeroException) { Console.WriteLine("decimal div by zero"); }
        try { decimal mx = decimal.MaxValue; Console.WriteLine(mx + 1); } catch (OverflowException) { Console.WriteLine("decimal overflow"); }
        return 0;
    }
}
