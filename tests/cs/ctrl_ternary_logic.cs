using System;
class Program {
    static int calls;
    static bool T(string s) { calls++; Console.Write(s); return true; }
    static bool F(string s) { calls++; Console.Write(s); return false; }
    static int Main() {
        bool r1 = T("a") && F("b") && T("c");
        Console.WriteLine(" -> " + r1);
        bool r2 = F("a") || T("b") || T("c");
        Console.WriteLine(" -> " + r2);
        bool r3 = (F("a") && T("b")) || (T("c") && T("d"));
        Console.WriteLine(" -> " + r3);
        bool r4 = F("a") & T("b") | T("c") ^ T("d");
        Console.WriteLine(" -> " + r4);
        Console.WriteLine("calls " + calls);
        int v = 0;
        for (int i = 0; i < 16; i++) {
            bool a = (i & 1) != 0, b = (i & 2) != 0, c = (i & 4) != 0, d = (i & 8) != 0;
            if ((a && !b) || (c && d) || (!a && !c)) v |= 1 << i;
        }
        Console.WriteLine("truth " + v);
        int x = 5;
        string s = x > 3 ? x > 4 ? "big" : "mid" : "small";
        Console.WriteLine(s);
        return 0;
    }
}
