using System;
class A { }
class B : A { }
class C : B { }
interface IX { }
class D : A, IX { }
class Program {
    static int Main() {
        object[] objs = { new A(), new B(), new C(), new D(), "str", null };
        foreach (object o in objs) {
            Console.WriteLine((o == null ? "null" : o.GetType().Name) + ": A=" + (o is A) + " B=" + (o is B) + " C=" + (o is C) + " IX=" + (o is IX) + " as B null=" + (o as B == null));
        }
        object x = new B();
        try { C c = (C)x; Console.WriteLine("cast ok"); } catch (InvalidCastException) { Console.WriteLine("InvalidCastException B->C"); }
        try { A a = (A)x; Console.WriteLine("cast to A ok"); } catch (InvalidCastException) { Console.WriteLine("bad"); }
        try { IX ix = (IX)x; Console.WriteLine("bad"); } catch (InvalidCastException) { Console.WriteLine("InvalidCastException B->IX"); }
        object n = null;
        A fromNull = (A)n;
        Console.WriteLine(fromNull == null);
        try { string s = (string)(object)5; } catch (InvalidCastException) { Console.WriteLine("int->string fails"); }
        return 0;
    }
}
