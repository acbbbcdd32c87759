// CoreLib [Intrinsic]s whose IL calls itself for the JIT to expand: the estimates of Math and
// MathF and ConvertToIntegerNative, in every tier (estimates printed to three digits: the
// hardware's estimate instructions differ in the last bits).
using System;

static class Program {
    static string F(double d) { return d.ToString("F3", System.Globalization.CultureInfo.InvariantCulture); }

    static int Main() {
        Console.WriteLine(F(Math.ReciprocalEstimate(4.0)) + " " + F(MathF.ReciprocalEstimate(8f)));
        Console.WriteLine(F(Math.ReciprocalSqrtEstimate(16.0)) + " " + F(MathF.ReciprocalSqrtEstimate(0.25f)));
        Console.WriteLine(double.ConvertToIntegerNative<int>(3.7) + " " + double.ConvertToIntegerNative<long>(-2.5) + " " +
                          double.ConvertToIntegerNative<byte>(200.9) + " " + double.ConvertToIntegerNative<ushort>(65535.2) + " " +
                          double.ConvertToIntegerNative<nint>(-7.9) + " " + double.ConvertToIntegerNative<ulong>(1e18));
        Console.WriteLine(float.ConvertToIntegerNative<int>(-3.7f) + " " + float.ConvertToIntegerNative<uint>(4e9f) + " " +
                          float.ConvertToIntegerNative<short>(-300.5f) + " " + float.ConvertToIntegerNative<sbyte>(100.1f));
        // through a delegate: the recursive IL is what an indirect call reaches
        Func<double, int> convert = double.ConvertToIntegerNative<int>;
        Console.WriteLine(convert(41.99));
        long sum = 0;
        for (int i = 0; i < 2000; i++) sum += double.ConvertToIntegerNative<int>(i * 0.5);
        Console.WriteLine(sum);
        return 0;
    }
}
