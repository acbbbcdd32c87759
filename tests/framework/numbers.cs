// Numbers formatted and parsed, casing and culture-sensitive/ordinal comparison, the current
// culture from LANG/LC_ALL (ICU through libSystem.Globalization.Native).  No string
// interpolation: its ArrayPool reaches EventSource, which needs EqualityComparer<T>.Default.
using System;
using System.Globalization;
class P {
    static void Main() {
        var inv = CultureInfo.InvariantCulture;
        Console.WriteLine("pi=" + Math.PI.ToString("F4"));
        Console.WriteLine(12345.678.ToString("N2", inv));
        Console.WriteLine(1e-7.ToString("R"));
        Console.WriteLine((0.1 + 0.2).ToString());
        Console.WriteLine(decimal.Parse("10.50") / 3m);
        Console.WriteLine(string.Format(inv, "[{0,8:F2}] [{1,-6}] [{2:P1}]", Math.E, "ab", 0.256));
        Console.WriteLine(int.Parse("-12345") + 1);
        Console.WriteLine(long.Parse("-9223372036854775808"));
        Console.WriteLine(int.TryParse("12x", out _));
        Console.WriteLine(255.ToString("X8") + " " + 42.ToString("D5") + " " + 1234.5678.ToString("E3", inv));
        Console.WriteLine(double.Parse("3.25", inv) * 2);
        Console.WriteLine("MiXeD".ToUpperInvariant() + " " + "MiXeD".ToUpper() + " " + "MiXeD".ToLower());
        Console.WriteLine(string.Compare("apple", "Banana") + " " + string.Compare("apple", "Banana", StringComparison.Ordinal));
        Console.WriteLine("Hello".StartsWith("he", StringComparison.CurrentCultureIgnoreCase) + " " + "Hello".StartsWith("he") + " " + "Hello".StartsWith("He", StringComparison.Ordinal));
        Console.WriteLine(CultureInfo.CurrentCulture.Name + "|" + CultureInfo.CurrentUICulture.Name);
        Console.WriteLine(1234567.891.ToString("N"));
        Console.WriteLine(3.5m.ToString("C"));
        Console.WriteLine(float.MaxValue.ToString() + " " + double.Epsilon.ToString() + " " + (1.0/3).ToString());
        Console.WriteLine(ulong.MaxValue.ToString("N0", inv));
    }
}
