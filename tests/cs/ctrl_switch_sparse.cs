using System;
class Program {
    static int Code(int x) {
        switch (x) {
            case -1000000: return 1;
            case -5: return 2;
            case 0: return 3;
            case 17: return 4;
            case 1024: return 5;
            case 65536: return 6;
            case 1000000007: return 7;
            case int.MaxValue: return 8;
            case int.MinValue: return 9;
            default: return 0;
        }
    }
    static string LCode(long x) {
        switch (x) {
            case 1L << 40: return "2^40";
            case -1: return "minus one";
            case 5000000000L: return "5e9";
            default: return "?";
        }
    }
    static int Main() {
        int[] probes = { -1000000, -5, 0, 17, 1024, 65536, 1000000007, int.MaxValue, int.MinValue, 1, 18, -4, 1023 };
        foreach (int p in probes) Console.Write(Code(p) + " ");
        Console.WriteLine();
        Console.WriteLine(LCode(1L << 40) + ", " + LCode(-1) + ", " + LCode(5000000000L) + ", " + LCode(7));
        char c = 'q';
        switch (c) { case 'a': case 'e': case 'i': case 'o': case 'u': Console.WriteLine("vowel"); break; default: Console.WriteLine("consonant " + c); break; }
        return 0;
    }
}
