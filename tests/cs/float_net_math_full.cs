// expected output per .NET Core 3.0+ on Linux (glibc libm): Math results printed as shortest round-trip strings; Mono 6.8 prints 15 digits, so mono is not the oracle here.
using System;
using System.Text;
class Program {
    static int Main() {
        double[] vals = {
            Math.Sqrt(2),
            Math.Sin(1),
            Math.Cos(1),
            Math.Exp(1),
            Math.Log(10),
            Math.Atan(1) * 4,
            Math.Pow(2, 0.5),
            Math.Tan(0.5),
            Math.Log10(2),
            Math.Sqrt(0.5),
            Math.Atan2(1, 2),
            Math.Exp(-3)
        };
        string[] names = { "Math.Sqrt(2)", "Math.Sin(1)", "Math.Cos(1)", "Math.Exp(1)", "Math.Log(10)", "Math.Atan(1) * 4", "Math.Pow(2, 0.5)", "Math.Tan(0.5)", "Math.Log10(2)", "Math.Sqrt(0.5)", "Math.Atan2(1, 2)", "Math.Exp(-3)" };
        for (int i = 0; i < vals.Length; i++) Console.WriteLine(names[i] + " = " + vals[i]);
        return 0;
    }
}
