using System;
interface IBase { int Id(); }
interface IDerived : IBase { string Label(); }
interface IOther : IBase { int Extra(); }
class Impl : IDerived, IOther {
    public int Id() { return 7; }
    public string Label() { return "impl"; }
    public int Extra() { return 99; }
}
class Sub : Impl, IBase { public new int Id() { return 8; } }
class Program {
    static int Main() {
        Impl i = new Impl();
        IDerived d = i; IOther o = i; IBase b = d;
        Console.WriteLine(d.Id() + " " + d.Label() + " " + o.Extra() + " " + b.Id());
        Sub s = new Sub();
        IBase sb = s;
        IDerived sd = s;
        Console.WriteLine(sb.Id() + " " + sd.Id() + " " + ((Impl)s).Id() + " " + s.Id());
        Console.WriteLine((b is IOther) + " " + (b is IDerived));
        object so = s;
        Console.WriteLine((so is IOther) + " " + ((IOther)so).Extra());
        return 0;
    }
}
