// expected output per .NET 9: out-of-range and NaN double->integer conversions saturate (NaN -> 0, else MinValue/MaxValue); Mono 6.8 gives unspecified values, so mono is not the oracle here.
using System;
using System.Text;
class Program {
    static int Main() {
        double[] vals = { double.NaN, double.PositiveInfinity, double.NegativeInfinity, 1e10, -1e10, 3e9, -3e9, 4294967296.0, -1.0, -0.5, 2147483647.9, -2147483648.9, 9.3e18, -9.3e18, 1.8e19, 1.9e19, 1e30, -1e30, 0.0, 42.9, -42.9 };
        foreach (var v in vals) {
            int i = (int)v; uint u = (uint)v; long l = (long)v; ulong ul = (ulong)v;
            Console.WriteLine(i + " " + u + " " + l + " " + ul);
        }
        return 0;
    }
}
