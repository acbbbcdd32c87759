// mcs:
// Runtime boundaries in two-pass exception handling: an exception escaping a class constructor
// is taken by the runtime (wrapped in TypeInitializationException), so the first pass stops
// there and the constructor's finally blocks run before any filter outside sees the wrapper;
// an exception thrown and handled on another thread follows the same order there.
using System;
using System.Text;
using System.Threading;

static class Log { public static StringBuilder Text = new StringBuilder(); public static void Add(string s) { Text.Append(s).Append(';'); } }

class Bad {
    public static int Value;
    static Bad() { Value = Compute(); } // precise: runs at the first access, inside Touch's try
    static int Compute() {
        try { throw new InvalidOperationException("cctor"); }
        finally { Log.Add("cctor-finally"); }
    }
}

class Boundary {
    static bool F(string s, bool r) { Log.Add(s); return r; }
    static int Touch() {
        try { return Bad.Value; }
        finally { Log.Add("touch-finally"); }
    }
    static void Outer() {
        try { Touch(); }
        catch (TypeInitializationException e) when (F("filter:" + e.InnerException.Message, true)) { Log.Add("caught-tie"); }
    }
    static void ThreadBody() {
        try {
            try { throw new ArgumentException("in thread"); }
            finally { Log.Add("thread-finally"); }
        }
        catch (ArgumentException e) when (F("thread-filter", true)) { Log.Add("thread-caught:" + e.Message); }
    }
    static int Main() {
        Outer();
        Console.WriteLine(Log.Text.ToString());
        Log.Text.Clear();
        var t = new Thread(ThreadBody);
        t.Start();
        t.Join();
        Console.WriteLine(Log.Text.ToString());
        return 0;
    }
}
