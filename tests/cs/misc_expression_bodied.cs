using System;
class Circle {
    readonly double r;
    public Circle(double r) => this.r = r;
    public double Area => 3 * r * r;
    public double Diameter => 2 * r;
    public override string ToString() => $"Circle(r={r})";
    public static Circle operator +(Circle a, Circle b) => new Circle(a.r + b.r);
    public string this[int i] => i == 0 ? "zero" : "other";
}
class Program {
    static int Square(int x) => x * x;
    static void Say(string s) => Console.WriteLine("say " + s);
    static int Main() {
        var c = new Circle(1.5);
        Console.WriteLine(c + " " + c.Area + " " + c.Diameter + " " + c[0] + " " + c[5]);
        Console.WriteLine((c + new Circle(0.5)).Area);
        Console.WriteLine(Square(12));
        Say("hi");
        string s = null;
        Console.WriteLine(s?.Length + "|" + (s?.Length ?? -1) + "|" + "abc"?.Length);
        int[] arr = null;
        Console.WriteLine(arr?[0] == null);
        return 0;
    }
}
