using System;
class Program {
    static int Main() {
        char c = 'x';
        int code = c;
        Console.WriteLine(code + " " + (char)(code + 1) + " " + (char)0x41 + " " + (int)'0');
        string digits = "9081726354";
        int val = 0;
        foreach (char d in digits) val = val * 3 + (d - '0');
        Console.WriteLine(val);
        Console.WriteLine(char.IsDigit('7') + " " + char.IsLetter('7') + " " + char.IsWhiteSpace('\t') + " " + char.IsUpper('Q'));
        Console.WriteLine(char.ToUpper('q') + " " + char.ToLower('Q') + " " + char.GetNumericValue('8'));
        Console.WriteLine(new string('*', 5) + " " + new string(new[] { 'a', 'b', 'c' }));
        Console.WriteLine(((char)('a' + 25)).ToString() + "!" + 'a'.ToString() + 'b');
        char[] arr = "hello".ToCharArray();
        Array.Reverse(arr);
        Console.WriteLine(new string(arr));
        Console.WriteLine("AbC".ToCharArray().Length + " " + "AbC"[1] + " " + (int)"AbC"[2]);
        Console.WriteLine(char.MaxValue == '\uffff');
        Console.WriteLine(int.Parse("0042") + " " + 42.ToString() + " " + ((long)-7).ToString());
        return 0;
    }
}
