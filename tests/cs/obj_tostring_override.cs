using System;
class Plain { }
class Named { string n; public Named(string n) { this.n = n; } public override string ToString() { return "Named:" + n; } }
class Derived : Named { public Derived() : base("d") { } public override string ToString() { return "[" + base.ToString() + "]"; } }
struct S { public int V; public override string ToString() { return "S" + V; } }
struct PlainS { public int V; }
namespace Outer { class Inner { } }
class Program {
    static int Main() {
        Console.WriteLine(new Plain().ToString());
        Console.WriteLine(new Named("x"));
        Console.WriteLine(new Derived());
        Console.WriteLine(new S { V = 3 });
        Console.WriteLine(new PlainS().ToString());
        Console.WriteLine(new Outer.Inner());
        object o = new S { V = 9 };
        Console.WriteLine(o.ToString() + " " + o);
        Console.WriteLine("concat " + new Named("y") + new S());
        Console.WriteLine(new int[0].GetType().Name + " " + typeof(string).FullName + " " + new Plain().GetType().FullName);
        return 0;
    }
}
