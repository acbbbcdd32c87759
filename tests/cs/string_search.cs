using System;
class Program {
    static int CountOccurrences(string hay, string needle) {
        int c = 0, i = 0;
        while ((i = hay.IndexOf(needle, i, StringComparison.Ordinal)) >= 0) { c++; i += needle.Length; }
        return c;
    }
    static int Main() {
        string text = "abracadabra abracadabra";
        Console.WriteLine(CountOccurrences(text, "abra") + " " + CountOccurrences(text, "a") + " " + CountOccurrences(text, "zz"));
        Console.WriteLine(text.IndexOfAny(new[] { 'c', 'd' }) + " " + text.LastIndexOfAny(new[] { 'c', 'd' }) + " " + text.LastIndexOf("abra"));
        Console.WriteLine(text.IndexOf("abra", 1) + " " + text.IndexOf('a', 3, 2) + " " + text.IndexOf(""));
        Console.WriteLine(text.Contains("cad") + " " + text.Contains("CAD"));
        Console.WriteLine(text.StartsWith("abra", StringComparison.Ordinal) + " " + text.EndsWith("bra", StringComparison.Ordinal));
        string path = "/usr/lib/mono/4.5/mscorlib.dll";
        int slash = path.LastIndexOf('/');
        Console.WriteLine(path.Substring(slash + 1) + " " + path.Substring(0, slash) + " " + path.Substring(path.LastIndexOf('.')));
        return 0;
    }
}
