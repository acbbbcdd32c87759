// OSR code of methods with exception clauses: the loops run as OSR code, and an exception raised
// in it (or returned by a callee) goes back to the interpreter frame with every local written
// back, which runs the catch/finally blocks and goes on interpreting.  Each method's loop is long
// enough for the background OSR compile to finish while it runs.
using System;
using System.Collections.Generic;

static class Program {
    const int N = 3000000;
    static int finallies;

    static long Thrower(long v) { throw new InvalidOperationException("at " + v); }

    static long LoopInFinally(int n) {
        long s = 0;
        try { for (int i = 0; i < n; i++) s += i ^ (s >> 3); }
        finally { finallies++; s ^= 1; }
        return s;
    }

    static string CalleeThrowsLate(int n) {
        long s = 0; int i = 0;
        try {
            for (i = 0; i < n; i++) { s += i ^ (s >> 3); if (i == n - 7) s += Thrower(s); }
        } catch (InvalidOperationException e) { return "caught at i=" + i + " s=" + s + " " + e.Message.Length; }
        return "no exception";
    }

    static string RaisedInLoop(int n, int[] data, object nothing) {
        long s = 0; int i = 0; string where = "";
        try {
            for (i = 0; i < n; i++) { s += data[i & 7] ^ (s >> 2); if (i == n - 3) s += data[i]; }
        } catch (IndexOutOfRangeException) { where = "index"; }
        try {
            for (i = 0; i < n; i++) { s += i / (n - 5 - i); }
        } catch (DivideByZeroException) { where += ",divide"; }
        try {
            for (i = 0; i < n; i++) { s += i; if (i == n - 11) s += nothing.GetHashCode(); }
        } catch (NullReferenceException) { where += ",null"; }
        return where + " i=" + i + " s=" + s;
    }

    static long Propagates(int n) {
        long s = 0;
        try {
            for (int i = 0; i < n; i++) { s += i ^ (s >> 3); if (i == n - 2) s += Thrower(s); }
        } finally { finallies += 10; }
        return s;
    }

    static string Nested(int n) {
        long s = 0; int i = 0; string log = "";
        try {
            try {
                for (i = 0; i < n; i++) { s += i & 15; if (i == n - 100) throw new ArgumentException("inner"); }
            } finally { log += "finally(" + i + ")"; finallies++; }
        } catch (ArgumentException e) { log += " catch " + e.Message + " s=" + s; }
        return log;
    }

    static long ForEach(List<int> list, int rounds) {
        long s = 0;
        for (int r = 0; r < rounds; r++)
            foreach (int v in list) s += v ^ (s >> 5);
        return s;
    }

    static string LoopInCatch(int n) {
        long s = 0; int i = 0;
        try { throw new InvalidOperationException("first"); }
        catch (InvalidOperationException e) {
            try {
                for (i = 0; i < n; i++) { s += i ^ e.Message.Length; if (i == n - 5) Thrower(s); }
            } catch (InvalidOperationException) { s = -s; }
        }
        return "loop in catch i=" + i + " s=" + s;
    }

    static long LoopInCatchPropagates(int n) {
        long s = 0;
        try { throw new InvalidOperationException("first"); }
        catch (InvalidOperationException e) {
            for (int i = 0; i < n; i++) { s += i ^ e.Message.Length; if (i == n - 5) s += Thrower(s); }
        }
        return s;
    }

    static long LoopInFinallyHandler(int n) {
        long s = 0;
        try { s = 1; }
        finally { for (int i = 0; i < n; i++) s += i ^ (s >> 4); }
        return s;
    }

    static string RepeatedDeopt(int n) {
        long s = 0; int caught = 0;
        for (int i = 0; i < n; i++) {
            try { s += i; if (i % 500000 == 499999) throw new FormatException(); }
            catch (FormatException) { caught++; s ^= caught; }
        }
        return "repeated caught=" + caught + " s=" + s;
    }

    static string WithFilter(int n) {
        long s = 0; int i = 0;
        try { for (i = 0; i < n; i++) { s += i; if (i == n - 1) Thrower(s); } }
        catch (InvalidOperationException e) when (e.Message.Length > 2) { return "filtered s=" + s + " i=" + i; }
        return "none";
    }

    static int Main() {
        Console.WriteLine(LoopInFinally(N) + " " + finallies);
        Console.WriteLine(CalleeThrowsLate(N));
        Console.WriteLine(RaisedInLoop(N, new int[8] { 1, 2, 3, 4, 5, 6, 7, 8 }, null));
        try { Console.WriteLine(Propagates(N)); } catch (InvalidOperationException e) { Console.WriteLine("propagated " + e.Message.Length + " " + finallies); }
        Console.WriteLine(Nested(N) + " " + finallies);
        var list = new List<int>();
        for (int i = 0; i < 1000; i++) list.Add(i * 7);
        Console.WriteLine(ForEach(list, 3000));
        Console.WriteLine(LoopInCatch(N));
        try { Console.WriteLine(LoopInCatchPropagates(N)); } catch (InvalidOperationException e) { Console.WriteLine("from catch " + e.Message.Length); }
        Console.WriteLine(LoopInFinallyHandler(N));
        Console.WriteLine(RepeatedDeopt(N));
        Console.WriteLine(WithFilter(N));
        return 0;
    }
}
