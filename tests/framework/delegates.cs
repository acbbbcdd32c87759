// Multicast delegates as CoreLib builds them (MulticastDelegate.CombineImpl/RemoveImpl): the
// invocation list grows by doubling and is shared between delegates of different counts, so only
// the first _invocationCount entries may be called; Target and Method of a multicast delegate are
// its last entry's, DynamicInvoke goes through GetInvokeMethod, equality and hashing compare the
// lists, Delegate.Method of a single delegate comes from Delegate_FindMethodHandle, and delegates
// of different methods on one target differ (Delegate_InternalEqualMethodHandles).
using System;
using System.Text;

struct Triple { public long A, B, C; }

class Counter
{
    public string Name;
    public Counter(string name) { Name = name; }
    public void Hit(StringBuilder log) { log.Append(Name).Append(';'); }
    public void Other(StringBuilder log) { log.Append(Name).Append("-other;"); }
}

delegate void Bump(ref int value);
delegate Triple MakeTriple(long seed);

static class Program
{
    static StringBuilder log = new StringBuilder();
    static void X(int n) { log.Append("X").Append(n).Append(';'); }
    static void Y(int n) { log.Append("Y").Append(n).Append(';'); }
    static void Z(int n) { log.Append("Z").Append(n).Append(';'); }
    static void W(int n) { log.Append("W").Append(n).Append(';'); }
    static void V(int n) { log.Append("V").Append(n).Append(';'); }
    static int One() { return 1; }
    static int Two() { return 2; }
    static void Double(ref int value) { value *= 2; }
    static void AddThree(ref int value) { value += 3; }
    static Triple First(long seed) { return new Triple { A = seed, B = 0, C = 0 }; }
    static Triple Second(long seed) { return new Triple { A = seed, B = seed * 2, C = seed * 3 }; }

    static string Run(Action<int> d, int n)
    {
        log.Clear();
        d(n);
        return log.ToString();
    }

    static int Sum(Func<int> f, int times)
    {
        int s = 0;
        for (int i = 0; i < times; i++) s += f();
        return s;
    }

    static int Main()
    {
        // Shared, oversized lists: b and c share one array of four, b's count is 3.
        Action<int> a = X;
        a += Y;
        Action<int> b = a + Z;
        Action<int> c = b + W;
        Action<int> d = b + V;
        Console.WriteLine(Run(a, 1) + " " + Run(b, 2) + " " + Run(c, 3) + " " + Run(d, 4));
        Console.WriteLine(b.GetInvocationList().Length + " " + c.GetInvocationList().Length + " " + d.GetInvocationList().Length);
        int enumerated = 0;
        foreach (Action<int> each in Delegate.EnumerateInvocationList(c)) enumerated++;
        Console.WriteLine("enumerated " + enumerated + " single " + a.HasSingleTarget + " " + new Action<int>(X).HasSingleTarget);

        // Removal: one entry, a sub-list, a list that is not there, everything.
        Console.WriteLine(Run(c - Y, 5) + " " + Run(c - a, 6) + " " + Run(c - (Action<int>)Delegate.Combine(new Action<int>(Z), new Action<int>(X)), 7));
        Console.WriteLine(((c - c) == null) + " " + (Delegate.RemoveAll(c + X, new Action<int>(X)).GetInvocationList().Length));

        // Equality and hashing of lists built separately.
        Action<int> c2 = X;
        c2 += Y; c2 += Z; c2 += W;
        Console.WriteLine(c.Equals(c2) + " " + (c.GetHashCode() == c2.GetHashCode()) + " " + c.Equals(b) + " " + c.Equals(d));

        // Target, Method and DynamicInvoke of multicast delegates: the last entry's.
        var p = new Counter("p");
        var q = new Counter("q");
        Action<StringBuilder> hits = p.Hit;
        hits += q.Hit;
        hits += p.Other;
        log.Clear();
        hits(log);
        Console.WriteLine(log + " target " + ((Counter)hits.Target).Name + " method " + hits.Method.Name);
        Action<StringBuilder> ph = p.Hit, po = p.Other;
        Console.WriteLine("same target " + ph.Equals(po) + " " + ph.Equals(new Action<StringBuilder>(p.Hit)) + " " + ph.Method.Name + " " + po.Method.DeclaringType.Name);
        log.Clear();
        hits.DynamicInvoke(log);
        Console.WriteLine("dynamic " + log);

        // Results: the last one's, for an int, through a by-ref argument, and for a struct.
        Func<int> f = One;
        f += Two;
        Console.WriteLine(f() + " " + f.DynamicInvoke() + " " + Sum(f, 100000));
        Bump bump = Double;
        bump += AddThree;
        bump += Double;
        int value = 5;
        bump(ref value);
        MakeTriple make = First;
        make += Second;
        Triple t = make(7);
        Console.WriteLine(value + " " + t.A + " " + t.B + " " + t.C);

        // An exception stops the list where it is thrown.
        Action<int> failing = X;
        failing += n => { throw new InvalidOperationException("at " + n); };
        failing += Z;
        log.Clear();
        try { failing(8); } catch (InvalidOperationException e) { Console.WriteLine(log + " " + e.Message); }
        return 0;
    }
}
