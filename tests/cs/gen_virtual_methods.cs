using System;
using System.Collections.Generic;
abstract class Visitor { public abstract string Visit<T>(T item); }
class NameVisitor : Visitor { public override string Visit<T>(T item) { return typeof(T).Name + "=" + item; } }
class CountVisitor : NameVisitor { int n; public override string Visit<T>(T item) { n++; return "#" + n + " " + base.Visit(item); } }
interface IConverter { R Convert<R>(object o); }
class Conv : IConverter { public R Convert<R>(object o) { return (R)o; } }
class Program {
    static int Main() {
        Visitor v = new NameVisitor();
        Console.WriteLine(v.Visit(1) + " " + v.Visit("s") + " " + v.Visit(2.5));
        Visitor c = new CountVisitor();
        Console.WriteLine(c.Visit(1) + " | " + c.Visit(new List<int>().Count) + " | " + c.Visit('x'));
        IConverter conv = new Conv();
        Console.WriteLine(conv.Convert<int>(5) + conv.Convert<string>("!"));
        for (int i = 0; i < 3; i++) Console.Write(c.Visit<long>(i) + "; ");
        Console.WriteLine();
        return 0;
    }
}
