using System;
class Program {
    static string Title(string s) {
        var parts = s.Split(' ');
        for (int i = 0; i < parts.Length; i++) if (parts[i].Length > 0) parts[i] = char.ToUpperInvariant(parts[i][0]) + parts[i].Substring(1).ToLowerInvariant();
        return string.Join(" ", parts);
    }
    static int Main() {
        Console.WriteLine(Title("hELLO wORLD from CORVID"));
        Console.WriteLine("MiXeD 123 !?".ToLowerInvariant() + "|" + "MiXeD 123 !?".ToUpperInvariant());
        Console.WriteLine("[" + "\t\n  x y  \r\n".Trim() + "]");
        Console.WriteLine("[" + "--==x==--".Trim('-', '=') + "][" + "--x--".TrimStart('-') + "][" + "--x--".TrimEnd('-') + "]");
        Console.WriteLine("abc".ToUpper().ToLower() == "abc");
        string snake = "some_long_variable_name";
        string camel = "";
        bool up = false;
        foreach (char c in snake) { if (c == '_') { up = true; continue; } camel += up ? char.ToUpper(c) : c; up = false; }
        Console.WriteLine(camel);
        return 0;
    }
}
