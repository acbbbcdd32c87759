using System;
class Program {
    static int Lookup(string s) {
        switch (s) {
            case "alpha": return 1;
            case "beta": return 2;
            case "gamma": return 3;
            case "delta": return 4;
            case "epsilon": return 5;
            case "zeta": return 6;
            case "eta": return 7;
            case "theta": return 8;
            case "": return 100;
            case null: return -1;
            default: return 0;
        }
    }
    static string Small(string s) {
        switch (s) { case "yes": return "Y"; case "no": return "N"; default: return "?"; }
    }
    static int Main() {
        string[] keys = { "alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "", null, "Alpha", "alph" };
        foreach (string k in keys) Console.WriteLine((k ?? "(null)") + " => " + Lookup(k));
        Console.WriteLine(Small("yes") + Small("no") + Small("maybe") + Small(null));
        string built = "ga" + "mma".ToString();
        Console.WriteLine(Lookup(built) + " " + Lookup(new string(new[] { 'e', 't', 'a' })));
        return 0;
    }
}
