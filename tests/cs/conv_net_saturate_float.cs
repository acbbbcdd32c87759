// expected output per .NET 9: out-of-range and NaN float->integer conversions saturate (NaN -> 0, else MinValue/MaxValue); Mono 6.8 gives unspecified values, so mono is not the oracle here.
using System;
using System.Text;
class Program {
    static int Main() {
        float[] vals = { float.NaN, float.PositiveInfinity, float.NegativeInfinity, 3e9f, -3e9f, 1e19f, 2e19f, -1f, 1e10f, 16777216f, -2.75f, 2147483648f };
        foreach (var v in vals) {
            int i = (int)v; uint u = (uint)v; long l = (long)v; ulong ul = (ulong)v;
            Console.WriteLine(i + " " + u + " " + l + " " + ul);
        }
        return 0;
    }
}
