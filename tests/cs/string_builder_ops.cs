using System;
using System.Text;
class Program {
    static int Main() {
        var sb = new StringBuilder();
        for (int i = 0; i < 10; i++) sb.Append(i).Append(',');
        sb.Length--;
        Console.WriteLine(sb.ToString() + " " + sb.Length);
        sb.Clear();
        sb.Append("hello").Append(' ').Append(42).Append(' ').Append(true).Append(' ').Append(2.5).Append(' ').Append('c').Append(' ').Append(7L);
        Console.WriteLine(sb);
        sb.Insert(0, ">> ").Replace("hello", "HI").Remove(3, 1);
        Console.WriteLine(sb.ToString());
        sb[0] = '<';
        Console.WriteLine(sb[0] + " " + sb[1] + " " + sb.ToString(3, 2));
        sb.AppendFormat("[{0:D3}|{1,4}]", 5, "ab");
        sb.AppendLine().Append("x");
        Console.WriteLine(sb.ToString().Replace(Environment.NewLine, "\\n"));
        var big = new StringBuilder();
        for (int i = 0; i < 10000; i++) big.Append((char)('a' + i % 26));
        Console.WriteLine(big.Length + " " + big.ToString().Substring(9990));
        var sb2 = new StringBuilder("abc", 100);
        sb2.Append('d', 3);
        Console.WriteLine(sb2 + " " + sb2.Length);
        return 0;
    }
}
