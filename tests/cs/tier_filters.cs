// mcs: -unsafe
// Exception filters in compiled code (Tier1 and OSR): the first pass runs each filter in the
// interpreter on the compiled frame's current arguments and locals and writes them back, so a
// filter sees values the try block just changed, and what it stores is what the handler reads.
// The methods are called often enough to reach Tier1 in the default and tier-up modes; the
// loops run long enough to reach OSR code.
using System;

struct Pair { public int A; public long B; }

class CodeException : Exception {
    public int Code;
    public CodeException(int code) : base("code " + code) { Code = code; }
}

struct Triple { public long A, B, C; }

static unsafe class Program {
    static int filterRuns;
    static string trail = "";

    static void Throw(int code) { throw new CodeException(code); }
    static bool Note(string s, bool result) { trail += s + ";"; filterRuns++; return result; }

    // A filter that reads locals and an argument the try block changed just before a callee threw.
    static int ReadsLocals(int limit, int n) {
        int seen = 0; long sum = 0;
        try {
            for (int i = 0; i < n; i++) { sum += i; seen = i; if (i == limit) Throw(i); }
        } catch (CodeException e) when (seen == limit && sum == (long)limit * (limit + 1) / 2 && e.Code == limit && n > 0) {
            return seen + 1000;
        } catch (CodeException) {
            return -1; /* the filter saw stale values */
        }
        return 0;
    }

    // A filter that writes a local: the handler must see the filter's value.
    static int WritesLocal(int code) {
        int fromFilter = 0;
        try { Throw(code); }
        catch (CodeException e) when ((fromFilter = e.Code * 3) > 0 && Note("w", true)) { return fromFilter + 1; }
        return -1;
    }

    // Raised in the method itself (no call): division by zero and a null dereference.
    static string RaisedHere(int divisor, string s) {
        int step = 0;
        try {
            step = 1; int q = 100 / divisor;
            step = 2; int len = s.Length;
            step = 3; return "no exception " + q + len;
        }
        catch (DivideByZeroException) when (step == 1) { return "divide at step " + step; }
        catch (NullReferenceException) when (step == 2) { return "null at step " + step; }
    }

    // A value-type local read and written by the filter.
    static long ValueTypeLocal(int code) {
        Pair p = new Pair { A = code, B = 5 };
        try { p.B = p.A * 10L; Throw(code); }
        catch (CodeException e) when (p.B == e.Code * 10L && (p.A = -p.A) < 0) { return p.A * 1000 + p.B; }
        return 0;
    }

    // Filters decline: the exception goes on to an outer clause or out of the method, and the
    // finally blocks run after every filter has decided (two passes).
    static string Declines(int code) {
        trail = "";
        try {
            try {
                try { Throw(code); }
                finally { trail += "inner-finally;"; }
            }
            catch (CodeException e) when (Note("f1", e.Code == 99)) { trail += "wrong;"; }
            finally { trail += "mid-finally;"; }
        }
        catch (CodeException e) when (Note("f2", e.Code == code)) { trail += "outer;"; }
        return trail;
    }

    static void DeclinesOutward(int code) {
        try { Throw(code); }
        catch (CodeException) when (Note("never", false)) { trail += "no;"; }
    }

    // Recursion through frames with filters: each level's filter sees its own depth.
    static int Recurse(int depth) {
        int mine = depth;
        try {
            if (depth == 0) Throw(7);
            return Recurse(depth - 1);
        }
        catch (CodeException e) when (mine == 3 && e.Code == 7) { return mine * 100; }
    }

    // A long loop with a filtered catch inside it: it reaches OSR code, and its filters read the
    // loop's variables.
    static string LoopWithFilter(int n) {
        long s = 0; int caught = 0, declined = 0;
        for (int i = 0; i < n; i++) {
            try {
                s += i ^ (s >> 3);
                if (i % 250000 == 249999) Throw(i);
                if (i % 250000 == 125000) { int z = i - i; s += 1 / z; }
            }
            catch (CodeException e) when (e.Code == i && (s & 1) == (s & 1)) { caught++; s ^= caught; }
            catch (DivideByZeroException) when ((i / 250000) % 2 == 0 || Decline(ref declined)) { caught += 10; }
            catch (DivideByZeroException) { declined += 100; }
        }
        return "loop caught=" + caught + " declined=" + declined + " s=" + s;
    }

    static bool Decline(ref int declined) { declined++; return false; }

    // A loop inside a try with a filter: the exception comes at the end of an OSR-compiled loop.
    static string LoopInsideTry(int n) {
        long s = 0; int i = 0;
        try { for (i = 0; i < n; i++) { s += i; if (i == n - 3) Throw((int)(s & 0xffff)); } }
        catch (CodeException e) when (e.Code == (int)(s & 0xffff) && i == n - 3) { return "osr filter s=" + s + " i=" + i; }
        return "none";
    }

    // A write through a pointer into the frame, made by the filter, is not undone by the
    // write-back of the filter's copy of the locals.
    static int PointerWrite(int code) {
        int x = 0;
        int* r = &x;
        try { Throw(code); }
        catch (CodeException e) when ((*r = e.Code + 5) > 0) { return x; }
        return -1;
    }

    static Triple Make(long a, long b, long c) { Triple t; t.A = a; t.B = b; t.C = c; return t; }
    static Triple Next(Triple t) { return Make(t.A + 1, t.B + 2, t.C + 3); }

    // OSR code of a method with filters returns a struct held in its locals, which are the
    // interpreter frame's own slots: the result overlaps them.
    static Triple ReturnsStruct(int n) {
        Triple t = Make(0, 0, 0);
        for (int i = 0; i < n; i++) {
            try { t = Next(t); if (i < 0) throw new Exception(); }
            catch (Exception) when (i > n) { }
        }
        return t;
    }

    static int Main() {
        long total = 0;
        for (int round = 0; round < 60; round++) {
            total += ReadsLocals(round % 7, 10);
            total += WritesLocal(round + 1);
            total += ValueTypeLocal(round + 1);
            total += Recurse(3 + round % 2 * 0);
            total += RaisedHere(round % 2, round % 3 == 0 ? null : "abc").Length;
            if (round % 10 == 0) {
                Console.WriteLine(RaisedHere(0, "x") + " / " + RaisedHere(1, null) + " / " + RaisedHere(2, "ab"));
                Console.WriteLine(Declines(round + 1));
                trail = "";
                try { DeclinesOutward(round); } catch (CodeException e) { trail += "outside " + e.Code; }
                Console.WriteLine(trail);
            }
        }
        for (int round = 0; round < 40; round++) total += PointerWrite(round);
        Console.WriteLine("total " + total + " filter runs " + filterRuns);
        Triple triple = ReturnsStruct(3000000);
        Console.WriteLine("struct " + triple.A + " " + triple.B + " " + triple.C);
        Console.WriteLine(LoopWithFilter(3000000));
        Console.WriteLine(LoopInsideTry(3000000));
        return 0;
    }
}
