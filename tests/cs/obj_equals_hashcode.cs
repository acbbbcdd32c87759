using System;
using System.Collections.Generic;
class Point {
    public readonly int X, Y;
    public Point(int x, int y) { X = x; Y = y; }
    public override bool Equals(object o) { Point p = o as Point; return p != null && p.X == X && p.Y == Y; }
    public override int GetHashCode() { return X * 31 + Y; }
    public override string ToString() { return "P(" + X + "," + Y + ")"; }
    public static bool operator ==(Point a, Point b) { return ReferenceEquals(a, b) || (!ReferenceEquals(a, null) && a.Equals(b)); }
    public static bool operator !=(Point a, Point b) { return !(a == b); }
}
class Program {
    static int Main() {
        Point a = new Point(1, 2), b = new Point(1, 2), c = new Point(2, 1);
        Console.WriteLine(a.Equals(b) + " " + (a == b) + " " + ReferenceEquals(a, b) + " " + (a != c) + " " + a.Equals(null));
        Console.WriteLine(a.GetHashCode() + " " + b.GetHashCode() + " " + c.GetHashCode());
        var dict = new Dictionary<Point, string>();
        dict[a] = "first";
        dict[b] = "second";
        dict[c] = "third";
        Console.WriteLine(dict.Count + " " + dict[new Point(1, 2)] + " " + dict.ContainsKey(new Point(2, 1)));
        object o1 = a, o2 = b;
        Console.WriteLine((o1 == o2) + " " + o1.Equals(o2) + " " + Equals(o1, o2));
        Point n = null;
        Console.WriteLine((n == null) + " " + (a == null) + " " + a);
        return 0;
    }
}
