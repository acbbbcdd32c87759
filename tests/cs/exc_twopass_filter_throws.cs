// mcs:
// env: DOTNET_TC_CallCountThreshold=1 DOTNET_TC_CallCountingDelayMs=0 DOTNET_TieredPGO=0
// An exception escaping a filter is swallowed (ECMA-335 II.19.4: the filter says "no"), and the
// finally blocks of the frames it passed inside the filter run before the filter returns; with
// compiled (Tier1) frames inside the filter and between the throw and the filter.  Expected
// output written by hand (.expected): mono 6.8 lets the filter's exception escape instead.
using System;
using System.Diagnostics;
using System.Text;

class CodeException : Exception { public int Code; public CodeException(int c) : base("code " + c) { Code = c; } }

class FilterThrows {
    static StringBuilder log = new StringBuilder();
    static bool F(string s, bool r) { log.Append(s).Append(';'); return r; }

    // compiled (no filters)
    static void ThrowWithFinally(int n) {
        try { throw new CodeException(n); }
        finally { log.Append("fin-throw;"); }
    }
    static void TypedCatchBetween(int n) {
        try { ThrowWithFinally(n); }
        catch (ArgumentException) { log.Append("wrong-catch;"); }
        finally { log.Append("fin-mid;"); }
    }
    static bool ThrowingFilter() {
        try { throw new InvalidOperationException("in filter"); }
        finally { log.Append("fin-in-filter;"); }
    }
    static bool FilterCatchesItsOwn() {
        try { ThrowWithFinally(99); }
        catch (CodeException e) { log.Append("filter-caught:" + e.Code + ";"); }
        finally { log.Append("fin-filter-own;"); }
        return true;
    }
    static bool NullFilter(string s) { return s.Length > 0; } // NullReferenceException

    // interpreted (filters)
    static bool InterpretedThrowingFilter(int n) {
        try { ThrowingFilter(); }
        catch (InvalidOperationException) when (F("nested-filter", false)) { log.Append("wrong-nested;"); }
        finally { log.Append("fin-nested;"); }
        return true;
    }
    static string Run1(int n) {
        log.Clear();
        try { TypedCatchBetween(n); }
        catch (CodeException) when (ThrowingFilter()) { log.Append("wrong-filter;"); }
        catch (CodeException e) when (F("filter2", true)) { log.Append("caught:" + e.Code + ";"); }
        return log.ToString();
    }
    static string Run2(int n) {
        log.Clear();
        try { TypedCatchBetween(n); }
        catch (CodeException) when (FilterCatchesItsOwn()) { log.Append("caught-after-own;"); }
        return log.ToString();
    }
    static string Run3(int n) {
        log.Clear();
        try { TypedCatchBetween(n); }
        catch (CodeException) when (NullFilter(null)) { log.Append("wrong-null;"); }
        catch (Exception e) { log.Append("caught-plain:" + e.Message + ";"); }
        return log.ToString();
    }
    static string Run4(int n) {
        log.Clear();
        try {
            try { TypedCatchBetween(n); }
            catch (CodeException) when (InterpretedThrowingFilter(n)) { log.Append("wrong-4;"); }
        }
        catch (CodeException e) when (F("outer", true)) { log.Append("outer-caught;"); }
        return log.ToString();
    }

    static string Round() {
        return Run1(1) + "\n" + Run2(2) + "\n" + Run3(3) + "\n" + Run4(4) + "\n";
    }

    static int Main() {
        string first = Round();
        Console.Write(first);
        var watch = Stopwatch.StartNew();
        int rounds = 1, different = 0;
        while (watch.ElapsedMilliseconds < 500 && rounds < 5000) {
            if (Round() != first) different++;
            rounds++;
            if (rounds % 16 == 0) System.Threading.Thread.Sleep(1);
        }
        Console.WriteLine(different == 0 ? "same log in every round" : different + " rounds differ");
        return 0;
    }
}
