// expected output per .NET Core 3.0+: "R" gives the shortest round-trippable string (Mono 6.8 differs for some values), so mono is not the oracle here.
using System;
using System.Text;
class Program {
    static int Main() {
        double a = 0.1, b = 0.2, three = 3, one1 = 1.1;
        double[] vals = {
            a + b,
            1.0 / three,
            2.0 / three,
            100.0 / 7,
            Math.PI,
            Math.E,
            1e23,
            double.MaxValue,
            double.Epsilon,
            double.MinValue,
            1e15,
            1e14
        };
        foreach (double v in vals) {
            string r = v.ToString("R");
            Console.WriteLine(r + " " + (double.Parse(r, System.Globalization.CultureInfo.InvariantCulture) == v));
        }
        double[] g17 = { 0.1, a + b, 1.0 / three };
        foreach (double v in g17) Console.WriteLine(v.ToString("G17"));
        return 0;
    }
}
