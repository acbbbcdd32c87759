using System;
struct Complex {
    public double Re, Im;
    public Complex(double r, double i) { Re = r; Im = i; }
    public static Complex operator +(Complex a, Complex b) { return new Complex(a.Re + b.Re, a.Im + b.Im); }
    public static Complex operator -(Complex a) { return new Complex(-a.Re, -a.Im); }
    public static Complex operator *(Complex a, Complex b) { return new Complex(a.Re * b.Re - a.Im * b.Im, a.Re * b.Im + a.Im * b.Re); }
    public static bool operator ==(Complex a, Complex b) { return a.Re == b.Re && a.Im == b.Im; }
    public static bool operator !=(Complex a, Complex b) { return !(a == b); }
    public static implicit operator Complex(double d) { return new Complex(d, 0); }
    public static explicit operator double(Complex c) { return c.Re; }
    public override bool Equals(object o) { return o is Complex && this == (Complex)o; }
    public override int GetHashCode() { return Re.GetHashCode() ^ Im.GetHashCode(); }
    public override string ToString() { return "(" + Re + (Im < 0 ? "-" : "+") + Math.Abs(Im) + "i)"; }
}
class Vec { public int X; public Vec(int x) { X = x; } public static Vec operator ++(Vec v) { return new Vec(v.X + 1); } public static bool operator true(Vec v) { return v.X != 0; } public static bool operator false(Vec v) { return v.X == 0; } public static Vec operator &(Vec a, Vec b) { return new Vec(a.X & b.X); } }
class Program {
    static int Main() {
        Complex i = new Complex(0, 1);
        Console.WriteLine(i * i + " " + (i + 2.5) + " " + -(i + 1.0) + " " + (i * i == -1.0));
        Complex z = 0;
        for (int k = 0; k < 4; k++) z = z * z + new Complex(0.25, 0.5);
        Console.WriteLine(((double)z).ToString("F6"));
        Vec v = new Vec(0); v++; v++;
        Console.WriteLine(v.X + " " + (v ? "true" : "false") + " " + ((v && new Vec(0)) ? "t" : "f"));
        return 0;
    }
}
