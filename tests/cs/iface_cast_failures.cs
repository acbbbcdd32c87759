using System;
interface IFly { string Fly(); }
interface ISwim { string Swim(); }
class Duck : IFly, ISwim { public string Fly() { return "flap"; } public string Swim() { return "paddle"; } }
class Fish : ISwim { public string Swim() { return "fin"; } }
class Program {
    static string Try(object o) {
        try { return ((IFly)o).Fly(); }
        catch (InvalidCastException) { return "cannot fly"; }
        catch (NullReferenceException) { return "null ref"; }
    }
    static int Main() {
        object[] xs = { new Duck(), new Fish(), "str", 5, null };
        foreach (var x in xs) Console.WriteLine(Try(x));
        ISwim s = new Duck();
        IFly f = s as IFly;
        Console.WriteLine(f != null ? f.Fly() : "none");
        s = new Fish();
        f = s as IFly;
        Console.WriteLine(f != null ? f.Fly() : "none");
        return 0;
    }
}
