using System;
class Base {
    public virtual string V() { return "Base.V"; }
    public string N() { return "Base.N"; }
    public virtual string W() { return "Base.W"; }
}
class Mid : Base {
    public override string V() { return "Mid.V"; }
    public new string N() { return "Mid.N"; }
    public new virtual string W() { return "Mid.W"; }
}
class Leaf : Mid {
    public override string V() { return "Leaf.V"; }
    public override string W() { return "Leaf.W"; }
}
class Program {
    static int Main() {
        Leaf l = new Leaf();
        Mid m = l;
        Base b = l;
        Console.WriteLine(l.V() + " " + m.V() + " " + b.V());
        Console.WriteLine(l.N() + " " + m.N() + " " + b.N());
        Console.WriteLine(l.W() + " " + m.W() + " " + b.W());
        Base bm = new Mid();
        Console.WriteLine(bm.V() + " " + bm.N() + " " + bm.W() + " " + ((Mid)bm).W());
        return 0;
    }
}
