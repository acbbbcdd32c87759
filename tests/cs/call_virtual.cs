using System;
class Shape {
    public virtual double Area() { return 0; }
    public virtual string Name() { return "shape"; }
    public string Describe() { return Name() + " area " + Area(); }
}
class Rect : Shape {
    protected double w, h;
    public Rect(double w, double h) { this.w = w; this.h = h; }
    public override double Area() { return w * h; }
    public override string Name() { return "rect"; }
}
class Square : Rect {
    public Square(double s) : base(s, s) { }
    public override string Name() { return "square(" + base.Name() + ")"; }
}
class Circle : Shape {
    double r;
    public Circle(double r) { this.r = r; }
    public override double Area() { return 3 * r * r; }
    public override string Name() { return "circle"; }
}
class Program {
    static int Main() {
        Shape[] shapes = { new Shape(), new Rect(2, 3.5), new Square(4), new Circle(1.5) };
        double total = 0;
        foreach (Shape s in shapes) { Console.WriteLine(s.Describe()); total += s.Area(); }
        Console.WriteLine("total " + total);
        Rect r = new Square(3);
        Console.WriteLine(r.Name() + " " + r.Area());
        return 0;
    }
}
