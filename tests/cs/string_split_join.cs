using System;
class Program {
    static int Main() {
        string csv = "a,b,,c,";
        string[] parts = csv.Split(',');
        Console.WriteLine(parts.Length + " [" + string.Join("|", parts) + "]");
        string[] noEmpty = csv.Split(new[] { ',' }, StringSplitOptions.RemoveEmptyEntries);
        Console.WriteLine(noEmpty.Length + " [" + string.Join("|", noEmpty) + "]");
        string words = "the  quick brown\tfox";
        Console.WriteLine(string.Join("/", words.Split(new[] { ' ', '\t' }, StringSplitOptions.RemoveEmptyEntries)));
        Console.WriteLine(string.Join("+", "a--b--c".Split(new[] { "--" }, StringSplitOptions.None)));
        Console.WriteLine(string.Join("+", "a,b,c,d".Split(new[] { ',' }, 2)));
        Console.WriteLine(string.Join(", ", new[] { 1, 2, 3 }) + " " + string.Join("", new[] { "x", "y" }) + " " + string.Concat("a", "b", "c", "d"));
        Console.WriteLine(string.Join("-", new System.Collections.Generic.List<string> { "l1", "l2" }));
        Console.WriteLine("".Split(',').Length + " " + "abc".Split(',').Length);
        string lines = "line1\nline2\r\nline3";
        foreach (string l in lines.Split('\n')) Console.WriteLine("<" + l.TrimEnd('\r') + ">");
        return 0;
    }
}
