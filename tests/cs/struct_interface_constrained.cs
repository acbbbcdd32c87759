using System;
interface IShape { double Area(); void Grow(); }
struct Sq : IShape { public double S; public double Area() { return S * S; } public void Grow() { S += 1; } }
class Program {
    static double AreaOf<T>(T t) where T : IShape { return t.Area(); }
    static void GrowIt<T>(ref T t) where T : IShape { t.Grow(); }
    static void GrowCopy<T>(T t) where T : IShape { t.Grow(); }
    static int Main() {
        Sq s = new Sq { S = 2 };
        Console.WriteLine(AreaOf(s));
        GrowIt(ref s);
        Console.WriteLine(s.S);
        GrowCopy(s);
        Console.WriteLine(s.S);
        IShape boxed = s;
        boxed.Grow();
        Console.WriteLine(s.S + " " + boxed.Area());
        Sq[] arr = { new Sq { S = 1 }, new Sq { S = 2 } };
        GrowIt(ref arr[0]);
        Console.WriteLine(arr[0].S + " " + arr[1].S + " " + AreaOf(arr[1]));
        Console.WriteLine(s.ToString() + " " + s.GetHashCode().Equals(s.GetHashCode()));
        return 0;
    }
}
