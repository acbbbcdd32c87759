using System;
class Program {
    static int Main() {
        for (char c = 'A'; c <= 'F'; c++) Console.Write(c + "=" + (int)c + "=" + ((int)c).ToString("X2") + " ");
        Console.WriteLine();
        string esc = "tab\there \"quoted\" back\\slash";
        Console.WriteLine(esc);
        Console.WriteLine(@"verbatim \n ""x""");
        Console.WriteLine("\u0041\u0042\x43");
        Console.WriteLine(((int)'\n') + " " + ((int)'\r') + " " + ((int)'\0') + " " + ((int)'\u00ff'));
        Console.WriteLine(char.IsPunctuation('!') + " " + char.IsSymbol('+') + " " + char.IsControl('\t') + " " + char.IsSeparator(' '));
        return 0;
    }
}
