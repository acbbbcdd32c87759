using System;
struct Vec {
    public double X, Y;
    public Vec(double x, double y) { X = x; Y = y; }
    public double Len2() { return X * X + Y * Y; }
    public Vec Scale(double k) { return new Vec(X * k, Y * k); }
    public void Normalize() { double l = Math.Sqrt(Len2()); X /= l; Y /= l; }
    public override string ToString() { return "(" + X + ", " + Y + ")"; }
}
class Program {
    static Vec Add(Vec a, Vec b) { return new Vec(a.X + b.X, a.Y + b.Y); }
    static void Mutate(Vec v) { v.X = 999; }
    static void MutateRef(ref Vec v) { v.X = 999; }
    static int Main() {
        var a = new Vec(3, 4);
        Console.WriteLine(a + " len2=" + a.Len2());
        Console.WriteLine(a.Scale(0.5));
        Console.WriteLine(Add(a, new Vec(1, -1)));
        Mutate(a);
        Console.WriteLine(a.X);
        MutateRef(ref a);
        Console.WriteLine(a.X);
        var b = new Vec(6, 8);
        b.Normalize();
        Console.WriteLine(b);
        object boxed = b;
        Console.WriteLine(boxed.ToString() + " " + boxed.GetType().Name);
        return 0;
    }
}
