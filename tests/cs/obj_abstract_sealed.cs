using System;
abstract class Expr {
    public abstract int Eval();
    public abstract string Show();
    public override string ToString() { return Show() + " = " + Eval(); }
}
sealed class Num : Expr { int v; public Num(int v) { this.v = v; } public override int Eval() { return v; } public override string Show() { return v.ToString(); } }
abstract class BinOp : Expr {
    protected Expr l, r;
    protected BinOp(Expr l, Expr r) { this.l = l; this.r = r; }
    protected abstract string Op { get; }
    public override string Show() { return "(" + l.Show() + " " + Op + " " + r.Show() + ")"; }
}
sealed class Add : BinOp { public Add(Expr l, Expr r) : base(l, r) { } protected override string Op { get { return "+"; } } public override int Eval() { return l.Eval() + r.Eval(); } }
sealed class Mul : BinOp { public Mul(Expr l, Expr r) : base(l, r) { } protected override string Op { get { return "*"; } } public override int Eval() { return l.Eval() * r.Eval(); } }
class Program {
    static int Main() {
        Expr e = new Add(new Mul(new Num(3), new Num(4)), new Add(new Num(5), new Mul(new Num(2), new Num(10))));
        Console.WriteLine(e);
        Expr big = new Num(1);
        for (int i = 2; i <= 10; i++) big = i % 2 == 0 ? (Expr)new Mul(big, new Num(i)) : new Add(big, new Num(i));
        Console.WriteLine(big.Show());
        Console.WriteLine(big.Eval());
        Console.WriteLine(typeof(Expr).IsAbstract + " " + typeof(Num).IsSealed);
        return 0;
    }
}
