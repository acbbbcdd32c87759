using System;
using System.Globalization;
class Program {
    static int Main() {
        string[] inputs = { "0", "42", "-42", "+17", "  8  ", "2147483647", "-2147483648", "2147483648", "abc", "", "1.5", "0x10", "00012" };
        foreach (string s in inputs) {
            int v;
            bool ok = int.TryParse(s, out v);
            Console.WriteLine("[" + s + "] " + ok + " " + v);
        }
        Console.WriteLine(long.Parse("-9223372036854775808") + " " + ulong.Parse("18446744073709551615") + " " + byte.Parse("255"));
        Console.WriteLine(int.Parse("ff", NumberStyles.HexNumber) + " " + int.Parse("1,234", NumberStyles.AllowThousands) + " " + uint.Parse("FFFFFFFF", NumberStyles.HexNumber));
        try { int.Parse("x1"); } catch (FormatException) { Console.WriteLine("FormatException"); }
        try { int.Parse("99999999999"); } catch (OverflowException) { Console.WriteLine("OverflowException"); }
        try { int.Parse(null); } catch (ArgumentNullException) { Console.WriteLine("ArgumentNullException"); }
        try { byte.Parse("256"); } catch (OverflowException) { Console.WriteLine("byte OverflowException"); }
        long lv; Console.WriteLine(long.TryParse("123456789012", out lv) + " " + lv);
        return 0;
    }
}
