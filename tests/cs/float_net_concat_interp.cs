// expected output per .NET Core 3.0+: doubles/floats stringify as the shortest round-trip string through every path (concat, interpolation, Format, StringBuilder, Join); Mono 6.8 uses 15/7 digits, so mono is not the oracle here.
using System;
using System.Text;
class Program {
    static int Main() {
        double a = 0.1, b = 0.2, d = a + b;
        float one = 1, three = 3, f = one / three;
        Console.WriteLine(d);
        Console.WriteLine("x=" + d);
        Console.WriteLine($"{d}|{f}");
        Console.WriteLine(string.Format("{0} {1}", d, f));
        Console.WriteLine(new StringBuilder().Append(d).Append(' ').Append(f).ToString());
        Console.WriteLine(string.Join(",", new double[] { d, 1.0 / 3, 2.5 }));
        Console.WriteLine(Convert.ToString(d, System.Globalization.CultureInfo.InvariantCulture));
        object o = d;
        Console.WriteLine(o.ToString());
        Console.WriteLine(f);
        Console.WriteLine((double)f);
        Console.WriteLine("{0}", d * 10);
        return 0;
    }
}
