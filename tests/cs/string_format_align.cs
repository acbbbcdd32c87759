using System;
class Program {
    static int Main() {
        Console.WriteLine(string.Format("[{0,5}][{0,-5}][{1,8:F2}][{1,-8:F1}]", 42, 3.14159));
        Console.WriteLine(string.Format("{0} + {1} = {2}", 2, 3, 2 + 3));
        Console.WriteLine(string.Format("{0:D5} {1:X} {1:x4} {2:N0} {3:E2} {4:G}", 42, 255, 1234567, 12345.678, 0.5));
        Console.WriteLine(string.Format("{{literal}} {0}", "x"));
        Console.WriteLine(string.Format("{0,-10}|{1,10}|", "left", "right"));
        string[] names = { "apple", "kiwi", "banana" };
        int[] qty = { 3, 12, 100 };
        for (int i = 0; i < names.Length; i++) Console.WriteLine(string.Format("{0,-8}{1,5}{2,8:F1}", names[i], qty[i], qty[i] * 0.5));
        Console.WriteLine(string.Format("{0:P1} {1:N2} {2:F0}", 0.125, -9876.5, 2.4));
        Console.WriteLine(string.Format("{0} {1} {2}", null, true, 'c'));
        try { string.Format("{1}", 1); } catch (FormatException) { Console.WriteLine("FormatException"); }
        Console.WriteLine(string.Format("{0:0000} {1:#,##0} {2:0.00}", 7, 1234567, 3.14159));
        return 0;
    }
}
