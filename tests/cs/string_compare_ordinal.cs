using System;
class Program {
    static int Sign(int x) { return x < 0 ? -1 : x > 0 ? 1 : 0; }
    static int Main() {
        string[] ss = { "a", "b", "A", "abc", "ab", "", "B", "a\u00e9" };
        foreach (string x in ss) {
            string line = x.PadRight(4) + ":";
            foreach (string y in ss) line += " " + Sign(string.CompareOrdinal(x, y));
            Console.WriteLine(line);
        }
        Console.WriteLine(Sign(string.Compare("abc", "ABC", StringComparison.Ordinal)) + " " + string.Compare("abc", "ABC", StringComparison.OrdinalIgnoreCase));
        Console.WriteLine(string.Equals("x", "X", StringComparison.OrdinalIgnoreCase) + " " + "abc".Equals("abc") + " " + ("ab" + "c" == "abc"));
        Console.WriteLine(Sign("apple".CompareTo("banana")) + " " + Sign(string.CompareOrdinal(null, "a")) + " " + string.CompareOrdinal(null, null));
        Console.WriteLine("Hello".Equals("hello", StringComparison.OrdinalIgnoreCase) + " " + "Hello".IndexOf("LL", StringComparison.OrdinalIgnoreCase));
        return 0;
    }
}
