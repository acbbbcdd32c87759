using System;
struct Point { public int X, Y; public Point(int x, int y) { X = x; Y = y; } public override string ToString() { return X + "," + Y; } }
class Holder { public Point P; public Point[] Arr = new Point[2]; }
class Program {
    static Point Move(Point p) { p.X += 10; return p; }
    static int Main() {
        Point a = new Point(1, 2);
        Point b = a;
        b.X = 100;
        Console.WriteLine(a + " | " + b);
        Point c = Move(a);
        Console.WriteLine(a + " | " + c);
        var h = new Holder();
        h.P.X = 5;
        h.Arr[1].Y = 7;
        Point copy = h.P;
        copy.Y = 99;
        Console.WriteLine(h.P + " | " + h.Arr[1] + " | " + copy);
        Point[] arr = { new Point(1, 1), new Point(2, 2) };
        foreach (Point p in arr) { Point q = p; q.X = 0; }
        for (int i = 0; i < arr.Length; i++) arr[i].X *= 3;
        Console.WriteLine(arr[0] + " | " + arr[1]);
        Point def = default(Point);
        Console.WriteLine(def + " " + new Point().Equals(def));
        return 0;
    }
}
