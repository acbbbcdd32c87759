using System;
interface IA { string Name(); int Val { get; } }
interface IB { string Name(); }
class Both : IA, IB {
    string IA.Name() { return "IA.Name"; }
    string IB.Name() { return "IB.Name"; }
    int IA.Val { get { return 1; } }
    public string Name() { return "public Name"; }
}
class OnlyExplicit : IA { string IA.Name() { return "explicit only"; } int IA.Val { get { return 2; } } }
class Program {
    static int Main() {
        Both b = new Both();
        Console.WriteLine(b.Name());
        Console.WriteLine(((IA)b).Name());
        Console.WriteLine(((IB)b).Name());
        IA ia = b;
        Console.WriteLine(ia.Val);
        IA o = new OnlyExplicit();
        Console.WriteLine(o.Name() + " " + o.Val);
        object obj = b;
        Console.WriteLine((obj is IA) + " " + (obj is IB) + " " + (new OnlyExplicit() is IB));
        IA[] arr = { b, new OnlyExplicit() };
        int s = 0;
        foreach (var x in arr) s += x.Val * 10;
        Console.WriteLine(s);
        return 0;
    }
}
