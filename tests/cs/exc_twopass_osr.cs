// mcs:
// env: DOTNET_OSR_HitLimit=1 DOTNET_TC_OnStackReplacement_InitialCounter=1 DOTNET_TC_CallCountingDelayMs=0
// A long loop (run once: it moves to OSR code mid-loop) between a throw in a method with a
// finally and the interpreted filter that decides: the filter runs first, then the finally,
// then the handler, whatever tier each frame is in when the exception comes.
using System;
using System.Text;

class Osr {
    static StringBuilder log = new StringBuilder();
    static int sink;
    static bool F(string s, bool r) { log.Append(s).Append(';'); return r; }
    static void Thrower(int i) {
        try { if (i < 0) throw new InvalidOperationException("at " + (-i)); sink += i & 3; }
        finally { if (i < 0) log.Append("fin-thrower;"); }
    }
    static void Loop(int n, int throwAt) {
        for (int i = 0; i < n; i++) Thrower(i == throwAt ? -i : i);
    }
    static void Run(int n, int throwAt) {
        log.Clear();
        try { Loop(n, throwAt); log.Append("no-exception;"); }
        catch (InvalidOperationException e) when (F("filter", true)) { log.Append("caught " + e.Message + ";"); }
        Console.WriteLine(log.ToString());
    }
    static int Main() {
        Run(3000000, 2999999);
        Run(3000000, 10);
        Run(100, 1000);
        Console.WriteLine(sink > 0);
        return 0;
    }
}
