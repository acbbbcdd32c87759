// Decimal arithmetic, rounding, formatting, parsing and conversions (96-bit mantissa).
using System;
using System.Globalization;
class P {
    static int Main() {
        decimal[] xs = { 0m, 1m, -1m, 0.1m, 1.50m, 123456789.123456789m, -0.0001m, 79228162514264337593543950335m, 1e-28m, 3m, 7m, 0.3333m, 1000000m };
        foreach (var a in xs) {
            foreach (var b in xs) {
                string s = a + " " + b + ":";
                try { s += " +" + (a + b); } catch (OverflowException) { s += " +ovf"; }
                try { s += " -" + (a - b); } catch (OverflowException) { s += " -ovf"; }
                try { s += " *" + (a * b); } catch (OverflowException) { s += " *ovf"; }
                try { s += " /" + (a / b); } catch (OverflowException) { s += " /ovf"; } catch (DivideByZeroException) { s += " /dz"; }
                try { s += " %" + (a % b); } catch (OverflowException) { s += " %ovf"; } catch (DivideByZeroException) { s += " %dz"; }
                s += " " + a.CompareTo(b) + (a == b);
                Console.WriteLine(s);
            }
            Console.WriteLine(a.ToString("F2") + " " + a.ToString("N3") + " " + a.ToString("E") + " " + a.ToString("0.##") + " " + a.ToString("G5") + " " + a.ToString("P1", CultureInfo.InvariantCulture));
            Console.WriteLine(Math.Round(a) + " " + Math.Round(a, 2) + " " + Math.Floor(a) + " " + Math.Ceiling(a) + " " + decimal.Truncate(a) + " " + Math.Round(a, 1, MidpointRounding.AwayFromZero));
        }
        double[] ds = { 0.1, 1.0 / 3, 123456789.987654321, 1e-20, 1e20, 2.5, -7.125, 1e-30 };
        foreach (var d in ds) Console.WriteLine((decimal)d);
        string[] ps = { "1.2300", "-0.5", "1e5", "1,234.5", " 42 ", "0.00000000000000000000000000001", "79228162514264337593543950335", "79228162514264337593543950336", "abc", "1.23456789012345678901234567890123" };
        foreach (var p in ps) { decimal r; bool ok = decimal.TryParse(p, NumberStyles.Float | NumberStyles.AllowThousands, CultureInfo.InvariantCulture, out r); Console.WriteLine(p + " -> " + ok + " " + r); }
        Console.WriteLine(decimal.Parse("12.5") + " " + 1m / 3m * 3m + " " + 2m / 3m + " " + 20m / 3m + " " + 80m / 3m + " " + 1.0m / 2 + " " + 4.00m / 2m);
        Console.WriteLine((int)123.9m + " " + (long)-9.99m + " " + (byte)255.5m + " " + (ulong)18446744073709551615m);
        try { Console.WriteLine((int)(decimal.Parse("3e10", NumberStyles.Float))); } catch (OverflowException e) { Console.WriteLine(e.Message); }
        int[] bits = decimal.GetBits(-1.5m); Console.WriteLine(bits[0] + " " + bits[3]);
        Console.WriteLine(new decimal(1, 2, 3, true, 5) + " " + decimal.MinValue + " " + decimal.One / 7);
        decimal acc = 1; for (int i = 0; i < 50; i++) acc *= 1.1m; Console.WriteLine(acc);
        return 0;
    }
}
