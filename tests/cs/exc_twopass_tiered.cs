// mcs:
// env: DOTNET_TC_CallCountThreshold=1 DOTNET_TC_CallCountingDelayMs=0 DOTNET_TieredPGO=0
// Two-pass exception handling (ECMA-335 I.12.4.2.5) across frames that tier up while the test
// runs: every method here is compiled (Tier1) while filter blocks themselves always run in the
// interpreter's first pass, so every filter below must run before the finally blocks of the
// compiled frames between it and the throw.  The scenarios run again and again for ~0.5 s (interpreted first,
// compiled as the background compiler gets to them) and must leave the same log every time.
// (Filters that throw: exc_twopass_filter_throws, mono does not swallow their exceptions.)
using System;
using System.Diagnostics;
using System.Text;

class CodeException : Exception { public int Code; public CodeException(int c) : base("code " + c) { Code = c; } }

class TwoPass {
    static StringBuilder log = new StringBuilder();
    static bool F(string s, bool r) { log.Append(s).Append(';'); return r; }

    // --- frames without filters ---
    static void ThrowWithFinally(int n) {
        try { if (n >= 0) throw new CodeException(n); log.Append("not-thrown;"); }
        finally { log.Append("fin-throw;"); }
    }
    static void TypedCatchBetween(int n) {
        try { ThrowWithFinally(n); }
        catch (ArgumentException) { log.Append("wrong-catch;"); }
        finally { log.Append("fin-mid;"); }
    }
    static void TypedCatchMatches(int n) {
        try { ThrowWithFinally(n); }
        catch (CodeException e) { log.Append("caught-mid:" + e.Code + ";"); }
        finally { log.Append("fin-mid2;"); }
    }
    static void Nested(int n) {
        try {
            try {
                try { ThrowWithFinally(n); }
                finally { log.Append("n1;"); }
            }
            catch (ArgumentException) { log.Append("wrong-n;"); }
            finally { log.Append("n2;"); }
            log.Append("not-reached;");
        }
        finally { log.Append("n3;"); }
    }
    static void CatchRethrow(int n) {
        try { ThrowWithFinally(n); }
        catch (CodeException) { log.Append("rethrow;"); throw; }
        finally { log.Append("fin-rethrow;"); }
    }
    static void FinallyCatchesItsOwn(int n) {
        try { ThrowWithFinally(n); }
        finally {
            log.Append("fin-own{");
            try { throw new ArgumentException("own"); } catch (ArgumentException) { log.Append("own-caught;"); }
            log.Append("}");
        }
    }
    static void ThrowInFinally(int n) {
        try { ThrowWithFinally(n); }
        finally { log.Append("fin-replace;"); throw new ArgumentException("replaced"); }
    }
    static void Loop(int n) {
        for (int i = 0; i < 3; i++) {
            try { if (i == 2) ThrowWithFinally(n); log.Append("i" + i + ";"); }
            finally { log.Append("loop-fin" + i + ";"); }
        }
    }

    // --- frames with filters ---
    static string Run(Action<int> body, int n, int code) {
        log.Clear();
        try { body(n); log.Append("no-exception;"); }
        catch (CodeException e) when (F("filter:" + e.Code, e.Code == code)) { log.Append("caught:" + e.Message + ";"); }
        catch (Exception e) when (F("filter-any", true)) { log.Append("caught-any:" + e.Message + ";"); }
        finally { log.Append("fin-outer;"); }
        return log.ToString();
    }
    static string RunTwoFilters(int n) {
        log.Clear();
        try {
            try { Nested(n); }
            catch (CodeException e) when (F("inner-filter", false)) { log.Append("wrong;"); }
            finally { log.Append("fin-between;"); }
        }
        catch (CodeException e) when (F("outer-filter", true)) { log.Append("outer-caught;"); }
        return log.ToString();
    }
    static string RunMulticast(int n) {
        log.Clear();
        Action<int> d = x => log.Append("first;");
        d += x => TypedCatchBetween(x);
        try { d(n); }
        catch (CodeException e) when (F("mc-filter", true)) { log.Append("mc-caught;"); }
        return log.ToString();
    }

    // an interpreted frame (filter) between the throw and a compiled catcher
    static void FilterSaysNo(int n) {
        try { TypedCatchBetween(n); }
        catch (CodeException) when (F("filter-no", false)) { log.Append("wrong-no;"); }
        finally { log.Append("fin-no;"); }
    }
    static string RunCompiledCatcher(int n) {
        log.Clear();
        try { FilterSaysNo(n); }
        catch (CodeException e) { log.Append("compiled-caught:" + e.Code + ";"); }
        return log.ToString();
    }

    static string Round() {
        var s = new StringBuilder();
        s.Append(Run(TypedCatchBetween, 1, 1)).Append('\n');
        s.Append(Run(TypedCatchBetween, 2, 3)).Append('\n');
        s.Append(Run(TypedCatchBetween, -1, 1)).Append('\n');
        s.Append(Run(TypedCatchMatches, 4, 4)).Append('\n');
        s.Append(Run(Nested, 5, 5)).Append('\n');
        s.Append(Run(CatchRethrow, 6, 6)).Append('\n');
        s.Append(Run(FinallyCatchesItsOwn, 7, 7)).Append('\n');
        s.Append(Run(ThrowInFinally, 8, 8)).Append('\n');
        s.Append(Run(Loop, 9, 9)).Append('\n');
        s.Append(RunTwoFilters(11)).Append('\n');
        s.Append(RunMulticast(12)).Append('\n');
        s.Append(RunCompiledCatcher(13)).Append('\n');
        return s.ToString();
    }

    static int Main() {
        string first = Round();
        Console.Write(first);
        var watch = Stopwatch.StartNew();
        int rounds = 1, different = 0;
        while (watch.ElapsedMilliseconds < 500 && rounds < 5000) {
            if (Round() != first) different++;
            rounds++;
            if (rounds % 16 == 0) System.Threading.Thread.Sleep(1); /* let the compiler thread run */
        }
        Console.WriteLine(different == 0 ? "same log in every round" : different + " rounds differ");
        return 0;
    }
}
