// Guarded devirtualization of calls on boxed value types: the guessed override takes the box's
// payload as `this`, so a struct's mutating interface method changes the boxed copy (as on
// CoreCLR), ToString of a boxed int formats the value, and receivers of other types (a string,
// a struct without its own override) take the ordinary dispatch.
using System;

interface ICounter { int Next(); }

struct Counter : ICounter {
    int n;
    public int Next() => ++n;
    public override string ToString() => "Counter " + n;
}

struct Plain { public int X; }

static class Program {
    static int Drive(ICounter c, int times) {
        int s = 0;
        for (int i = 0; i < times; i++) s += c.Next();
        return s;
    }

    static string Show(object o) => o.ToString();

    static int Hash(object o) => o.GetHashCode();

    static bool Same(object a, object b) => a.Equals(b);

    static int Main() {
        long total = 0;
        for (int round = 0; round < 200; round++) {
            total += Show(round).Length + Hash(round) + (Same(round, round) ? 1 : 0);
            ICounter boxed = new Counter();
            total += Drive(boxed, 50);
        }
        Console.WriteLine(total);
        ICounter c = new Counter();
        Console.WriteLine(Drive(c, 10) + " " + Drive(c, 10) + " " + c);
        Console.WriteLine(Show(12345) + " " + Show(-7) + " " + Show("text") + " " + Show(new Plain { X = 3 }) + " " + Show(2.5));
        Console.WriteLine(Hash(42) + " " + Hash(-1) + " " + Same(5, 5) + " " + Same(5, 6) + " " + Same(5, 5L));
        object o = new Counter();
        Console.WriteLine(Show(o) + " " + Drive((ICounter)o, 3) + " " + Show(o));
        return 0;
    }
}
