using System;
interface IGreeter { string Greet(string n); }
abstract class GreeterBase : IGreeter {
    public virtual string Greet(string n) { return Prefix() + n; }
    protected abstract string Prefix();
}
class English : GreeterBase { protected override string Prefix() { return "Hello "; } }
class Pirate : GreeterBase { protected override string Prefix() { return "Ahoy "; } public override string Greet(string n) { return base.Greet(n) + "!"; } }
class Reimpl : English, IGreeter { string IGreeter.Greet(string n) { return "reimpl " + n; } }
class Program {
    static int Main() {
        IGreeter[] gs = { new English(), new Pirate(), new Reimpl() };
        foreach (var g in gs) Console.WriteLine(g.Greet("Ann"));
        GreeterBase gb = new Reimpl();
        Console.WriteLine(gb.Greet("Bo"));
        int n = 0;
        for (int i = 0; i < 3000; i++) n += gs[i % 3].Greet("").Length;
        Console.WriteLine(n);
        return 0;
    }
}
