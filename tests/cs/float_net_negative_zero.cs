// expected output per .NET Core 3.0+: negative zero formats as "-0" (Mono 6.8 prints "0"), so mono is not the oracle here.
using System;
using System.Text;
class Program {
    static int Main() {
        double z = 0.0;
        double nz = -z;
        Console.WriteLine(nz);
        Console.WriteLine(nz.ToString());
        Console.WriteLine(nz.ToString("F2"));
        Console.WriteLine(nz.ToString("N1"));
        Console.WriteLine(nz.ToString("E2"));
        Console.WriteLine(nz.ToString("R"));
        Console.WriteLine(nz.ToString("G"));
        Console.WriteLine($"[{nz}]");
        Console.WriteLine("concat " + nz);
        Console.WriteLine(z * -1);
        Console.WriteLine(Math.Round(-0.4));
        Console.WriteLine(Math.Ceiling(-0.5));
        Console.WriteLine((float)nz);
        Console.WriteLine(1 / nz);
        Console.WriteLine(nz == 0.0);
        Console.WriteLine(nz.Equals(0.0));
        Console.WriteLine(BitConverter.DoubleToInt64Bits(nz));
        Console.WriteLine(Math.Sign(nz));
        Console.WriteLine(z);
        return 0;
    }
}
