// mcs: -unsafe
using System;
struct Point { public int X, Y; }
class Program {
    static unsafe void Move(Point* p, int dx) { p->X += dx; (*p).Y -= dx; }
    static unsafe int Main() {
        Point pt = new Point { X = 1, Y = 2 };
        Move(&pt, 5);
        Console.WriteLine(pt.X + " " + pt.Y);
        Point[] pts = new Point[4];
        fixed (Point* pp = pts) { for (int i = 0; i < 4; i++) { pp[i].X = i; (pp + i)->Y = -i; } }
        Console.WriteLine(pts[3].X + " " + pts[3].Y + " " + sizeof(Point));
        int* a = stackalloc int[4];
        int* end = a + 4;
        int k = 0;
        for (int* q = a; q < end; q++) *q = ++k * 11;
        Console.WriteLine(a[3] + " " + (end - a) + " " + ((long)end - (long)a));
        double d = 1.0;
        long bits = *(long*)&d;
        Console.WriteLine(bits.ToString("X"));
        void* vp = &d;
        Console.WriteLine(*(double*)vp);
        return 0;
    }
}
