using System;
class Program {
    static int Main() {
        string sample = "Hello, World! 123 \t_x";
        int letters = 0, digits = 0, spaces = 0, upper = 0, lower = 0, punct = 0;
        foreach (char c in sample) {
            if (char.IsLetter(c)) letters++;
            if (char.IsDigit(c)) digits++;
            if (char.IsWhiteSpace(c)) spaces++;
            if (char.IsUpper(c)) upper++;
            if (char.IsLower(c)) lower++;
            if (char.IsPunctuation(c)) punct++;
        }
        Console.WriteLine(letters + " " + digits + " " + spaces + " " + upper + " " + lower + " " + punct);
        Console.WriteLine(char.ToUpper('z') + "" + char.ToLower('Z') + char.ToUpperInvariant('5'));
        Console.WriteLine(char.IsLetterOrDigit('_') + " " + char.IsNumber('7') + " " + char.IsDigit('a'));
        Console.WriteLine(char.Parse("x") + " " + 'a'.CompareTo('c') + " " + 'q'.Equals('q') + " " + char.ConvertFromUtf32(65));
        Console.WriteLine((int)char.MaxValue + " " + (int)char.MinValue + " " + char.IsSurrogate('\ud800') + " " + char.IsHighSurrogate('\ud800'));
        return 0;
    }
}
