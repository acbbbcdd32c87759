// expected output per .NET Core 3.0+: default float.ToString() is the shortest round-trip string (Mono 6.8 uses 7 digits), so mono is not the oracle here.
using System;
using System.Text;
class Program {
    static int Main() {
        float one = 1, two = 2, three = 3, seven = 7, p1 = 0.1f, p2 = 0.2f, x11 = 1.1f;
        float[] vals = {
            one / three,
            0.1f,
            (float)16777217,
            1e10f,
            float.MaxValue,
            1e7f,
            two / three,
            123456.789f,
            float.Epsilon,
            p1 + p2,
            x11 * x11,
            (float)Math.PI,
            100f / seven,
            0.0001f,
            -2.5f,
            1e-5f
        };
        string[] names = { "one / three", "0.1f", "(float)16777217", "1e10f", "float.MaxValue", "1e7f", "two / three", "123456.789f", "float.Epsilon", "p1 + p2", "x11 * x11", "(float)Math.PI", "100f / seven", "0.0001f", "-2.5f", "1e-5f" };
        for (int i = 0; i < vals.Length; i++) Console.WriteLine(names[i] + " = " + vals[i]);
        return 0;
    }
}
