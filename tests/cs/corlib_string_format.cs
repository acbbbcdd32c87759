using System;
using System.Text;

static class Program
{
    enum Color { Red, Green, Blue }
    [Flags] enum Perm { None = 0, Read = 1, Write = 2, Exec = 4, All = 7 }

    static int Main()
    {
        Console.WriteLine(string.Format("[{0,5}] [{0,-5}] [{1:D5}] [{2:X8}] [{2:x}] [{3:N0}] [{3:N2}]", 42, 7, 255, 1234567));
        Console.WriteLine(string.Format("{{literal}} {0} {1} {2}", "a", null, 3.5));
        Console.WriteLine(12345.ToString("G3") + " " + (-42).ToString("D6") + " " + (-1).ToString("X") + " " + ((byte)200).ToString("X4"));
        Console.WriteLine(long.MinValue + " " + ulong.MaxValue + " " + int.MinValue.ToString("N0"));
        Console.WriteLine("Hello".PadLeft(8, '*') + "|" + "Hi".PadRight(5) + "|" + "  trim  ".Trim() + "|" + "xxabcxx".Trim('x'));
        Console.WriteLine("a,b,,c".Split(',').Length + " " + "a,b,,c".Split(new[] { ',' }, StringSplitOptions.RemoveEmptyEntries).Length);
        Console.WriteLine("Hello World".ToUpper() + " " + "Hello World".ToLower() + " " + "Hello".Replace('l', 'L') + " " + "aaa".Replace("a", "bb"));
        Console.WriteLine("hello".IndexOf('l') + " " + "hello".LastIndexOf('l') + " " + "hello".IndexOf("lo") + " " + "hello".Contains("ell") + " " + "hello".StartsWith("he") + " " + "hello".EndsWith("lo"));
        Console.WriteLine("abcdef".Substring(2) + " " + "abcdef".Substring(1, 3) + " " + "abc".Insert(1, "XY") + " " + "abcdef".Remove(2, 2));
        Console.WriteLine(string.Concat("a", "b", "c") + string.Concat(1, 2) + " " + string.Join("-", new[] { 1, 2, 3 }) + " " + new string('z', 3) + " " + new string(new[] { 'o', 'k' }));
        Console.WriteLine(string.Compare("apple", "Banana") + " " + string.CompareOrdinal("apple", "Banana") + " " + "b".CompareTo("a") + " " + string.Equals("x", "x"));
        Console.WriteLine(string.IsNullOrEmpty("") + " " + string.IsNullOrWhiteSpace("  ") + " " + "abc".Equals("ABC", StringComparison.OrdinalIgnoreCase));
        Console.WriteLine(Color.Green + " " + (Color)7 + " " + (Perm.Read | Perm.Write) + " " + Perm.All + " " + (Perm)8 + " " + Perm.None);
        Console.WriteLine(Enum.Parse(typeof(Color), "Blue") + " " + (int)Enum.Parse(typeof(Perm), "Read, Exec") + " " + Perm.All.HasFlag(Perm.Write) + " " + Color.Blue.ToString("D") + " " + Perm.Write.ToString("X"));
        Console.WriteLine(string.Join(",", Enum.GetNames(typeof(Color))) + " " + Enum.GetValues(typeof(Perm)).Length);
        var sb = new StringBuilder("abc");
        sb.Append(1).Append('x').Append(2.5).Insert(0, "<").Append('>').Replace("b", "BB");
        sb.AppendFormat("[{0:000}]", 7).AppendLine("!");
        Console.Write(sb.ToString());
        Console.WriteLine(sb.Length + " " + sb[1]);
        Console.WriteLine(int.Parse(" 42 ") + int.Parse("-7") + " " + long.Parse("9223372036854775807") + " " + int.TryParse("x1", out int bad) + " " + bad);
        try { int.Parse("99999999999"); } catch (OverflowException e) { Console.WriteLine(e.Message); }
        Console.WriteLine('a' + " " + char.IsDigit('5') + char.IsLetter('x') + char.IsWhiteSpace('\t') + char.IsUpper('Q') + " " + char.ToUpper('q') + " " + (int)'A');
        Console.WriteLine(true + " " + bool.Parse("false") + " " + 3.ToString().Length + " " + ((object)null == null));
        Console.WriteLine((1, "two", 3.0) + " " + Tuple.Create(1, 'c') + " " + new DateTime(2020, 2, 29).DayOfYear + " " + TimeSpan.FromSeconds(3725.5));
        int? ni = null;
        Console.WriteLine(ni.HasValue + " " + ni.GetValueOrDefault(5) + " [" + ni + "]");
        Console.WriteLine(Convert.ToInt32(2.5) + " " + Convert.ToInt32(3.5) + " " + Convert.ToString(255, 16) + " " + Convert.ToInt32("ff", 16) + " " + Convert.ToBase64String(new byte[] { 1, 2, 3, 4 }));
        Console.WriteLine(BitConverter.ToString(BitConverter.GetBytes(258)) + " " + BitConverter.DoubleToInt64Bits(1.0));
        return 0;
    }
}
