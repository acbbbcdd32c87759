using System;
class Program {
    static readonly int[] Primes = { 2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47 };
    static readonly byte[] Table = { 0x00, 0x10, 0x20, 0xFF, 0x7F, 0x80 };
    static readonly long[] Longs = { long.MinValue, -1, 0, 1, long.MaxValue };
    static readonly double[] Doubles = { 0.5, -0.25, 1e10, 3.0 };
    static readonly string[] Words = { "one", "two", null, "four" };
    static int Main() {
        int s = 0; foreach (int p in Primes) s += p;
        Console.WriteLine(Primes.Length + " " + s);
        Console.WriteLine(string.Join(",", Table));
        Console.WriteLine(string.Join(",", Longs));
        Console.WriteLine(string.Join(",", Doubles));
        Console.WriteLine(string.Join(",", Words) + " " + Words.Length);
        char[] vowels = { 'a', 'e', 'i', 'o', 'u' };
        Console.WriteLine(new string(vowels));
        short[] shorts = { -1, 2, -3 };
        Console.WriteLine(shorts[0] + shorts[2]);
        var implicitArr = new[] { 1.5, 2, 3 };
        Console.WriteLine(implicitArr.GetType().Name + " " + implicitArr[1]);
        bool[] bools = { true, false, true };
        Console.WriteLine(Array.IndexOf(bools, false));
        return 0;
    }
}
