using System;
class A { public virtual string Who() { return "A"; } public virtual int Depth() { return 1; } }
class B : A { public override string Who() { return "B>" + base.Who(); } public override int Depth() { return base.Depth() + 1; } }
class C : B { public override string Who() { return "C>" + base.Who(); } }
class D : C { public override string Who() { return "D>" + base.Who(); } public override int Depth() { return base.Depth() * 10; } }
class Program {
    static int Main() {
        A[] objs = { new A(), new B(), new C(), new D() };
        foreach (A a in objs) Console.WriteLine(a.Who() + " depth " + a.Depth());
        A x = new D();
        B y = (B)x;
        Console.WriteLine(y.Who() + " " + ((C)x).Depth());
        return 0;
    }
}
