// expected output per .NET Core 3.0+: default double.ToString() is the shortest round-trip string (Mono 6.8 prints 15 digits), so mono is not the oracle here.
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
            1e14,
            123456789012345678.0,
            0.0001,
            0.00001,
            1.5e-7,
            -60.0,
            a * three,
            1.1 * one1,
            9007199254740993.0,
            4.35,
            2.675,
            a * 1e-5,
            12345.678 * 1000
        };
        string[] names = { "a + b", "1.0 / three", "2.0 / three", "100.0 / 7", "Math.PI", "Math.E", "1e23", "double.MaxValue", "double.Epsilon", "double.MinValue", "1e15", "1e14", "123456789012345678.0", "0.0001", "0.00001", "1.5e-7", "-60.0", "a * three", "1.1 * one1", "9007199254740993.0", "4.35", "2.675", "a * 1e-5", "12345.678 * 1000" };
        for (int i = 0; i < vals.Length; i++) Console.WriteLine(names[i] + " = " + vals[i].ToString());
        return 0;
    }
}
