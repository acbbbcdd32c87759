using System;
class Program {
    static string Describe(object o) {
        if (o is int) return "int " + (int)o;
        if (o is long) return "long " + (long)o;
        if (o is double) return "double " + (double)o;
        if (o is byte) return "byte " + (byte)o;
        if (o is char) return "char " + (char)o;
        if (o is bool) return "bool " + (bool)o;
        if (o is string) return "string " + (string)o;
        return "other " + o.GetType().Name;
    }
    static int Main() {
        object[] objs = { 1, 2L, 3.5, (byte)4, 'c', true, "s", 1.5f, (short)7, 8u };
        foreach (object o in objs) Console.WriteLine(Describe(o));
        object boxed = 42;
        try { long l = (long)boxed; Console.WriteLine(l); }
        catch (InvalidCastException) { Console.WriteLine("cannot unbox int as long"); }
        long ok = (long)(int)boxed;
        Console.WriteLine(ok);
        object e = DayOfWeek.Friday;
        int asInt = (int)e;
        Console.WriteLine(asInt + " " + e);
        object n = (int?)5;
        Console.WriteLine(n.GetType().Name);
        return 0;
    }
}
