using System;
class Program {
    static int Main() {
        string s = "Hello, World";
        Console.WriteLine(s.Length + " " + s[4] + " " + s.Substring(7) + " " + s.Substring(0, 5));
        Console.WriteLine(s.IndexOf('o') + " " + s.LastIndexOf('o') + " " + s.IndexOf("World") + " " + s.IndexOf("xyz") + " " + s.IndexOf('o', 5));
        Console.WriteLine(s.Replace("l", "L") + " " + s.Replace('o', '0') + " " + s.Replace("World", ""));
        Console.WriteLine(s.ToUpper() + " " + s.ToLower() + " " + s.ToUpperInvariant());
        Console.WriteLine(s.StartsWith("Hell") + " " + s.EndsWith("ld") + " " + s.Contains("lo, W") + " " + s.StartsWith("hell"));
        Console.WriteLine("[" + "  pad  ".Trim() + "][" + "  pad  ".TrimStart() + "][" + "  pad  ".TrimEnd() + "][" + "xxpadxx".Trim('x') + "]");
        Console.WriteLine("[" + "7".PadLeft(4) + "][" + "7".PadRight(4, '.') + "][" + "abc".PadLeft(2) + "]");
        Console.WriteLine(s.Insert(5, "!!!") + " " + s.Remove(5) + " " + s.Remove(0, 7));
        Console.WriteLine(string.IsNullOrEmpty("") + " " + string.IsNullOrEmpty(null) + " " + string.IsNullOrWhiteSpace("  \t") + " " + string.Empty.Length);
        return 0;
    }
}
