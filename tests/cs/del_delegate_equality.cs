using System;
class Program {
    static void M1() { }
    static void M2() { }
    void I() { }
    static int Main() {
        Action a = M1, b = M1, c = M2;
        Console.WriteLine((a == b) + " " + a.Equals(b) + " " + (a == c) + " " + ReferenceEquals(a, b));
        var p = new Program(); var q = new Program();
        Action i1 = p.I, i2 = p.I, i3 = q.I;
        Console.WriteLine((i1 == i2) + " " + (i1 == i3));
        Action ab = a + c, ab2 = b + c, ba = c + a;
        Console.WriteLine((ab == ab2) + " " + (ab == ba));
        Action n = null;
        n += a;
        Console.WriteLine((n == a) + " " + (n.GetInvocationList().Length));
        Action removed = ab - c;
        Console.WriteLine((removed == a));
        Console.WriteLine((a.Target == null) + " " + (i1.Target == p));
        return 0;
    }
}
