// Compiled by tests/unit/test_jit.c with mcs and run with every method compiled by the Tier1
// compiler before its first call.  Each check prints a line; Main returns the number of failures.
using System;
using System.Runtime.CompilerServices;

public interface IShape { double Area(); int Sides { get; } }
public sealed class Square : IShape {
    double side;
    public Square(double s) { side = s; }
    public double Area() { return side * side; }
    public int Sides { get { return 4; } }
}
public sealed class Triangle : IShape {
    double b, h;
    public Triangle(double b, double h) { this.b = b; this.h = h; }
    public double Area() { return b * h / 2; }
    public int Sides { get { return 3; } }
}
abstract class Animal { public abstract int Legs(); public virtual string Name() { return "animal"; } }
sealed class Bird : Animal { public override int Legs() { return 2; } public override string Name() { return "bird"; } }
sealed class Dog : Animal { public override int Legs() { return 4; } }
struct Vec {
    public double X, Y, Z;
    public Vec(double x, double y, double z) { X = x; Y = y; Z = z; }
    [MethodImpl(MethodImplOptions.NoInlining)] // compiled on its own (test_jit.c checks it); Dot is inlined
    public Vec Add(Vec o) { return new Vec(X + o.X, Y + o.Y, Z + o.Z); }
    public double Dot(Vec o) { return X * o.X + Y * o.Y + Z * o.Z; }
    public override string ToString() { return X + "," + Y + "," + Z; }
}
struct Small { public byte A; public short B; public int C; }
class Node { public Node Next; public int Value; }
enum Color { Red, Green = 5, Blue }

static class JitTest {
    static int failures;
    static int counter;
    static readonly int[] table = { 3, 1, 4, 1, 5, 9, 2, 6 };

    static void Check(string what, bool ok) {
        if (!ok) { failures++; Console.WriteLine("FAIL " + what); }
    }
    static void CheckL(string what, long got, long want) {
        if (got != want) { failures++; Console.WriteLine("FAIL " + what + ": got " + got + ", want " + want); }
    }
    static void CheckD(string what, double got, double want) {
        if (got != want) { failures++; Console.WriteLine("FAIL " + what + ": got " + got + ", want " + want); }
    }

    static int Fib(int n) { return n < 2 ? n : Fib(n - 1) + Fib(n - 2); }
    static long Arith(int n) {
        long acc = 1;
        for (int i = 1; i < n; i++) { acc = acc * 31 + (i ^ (acc >> 7)); acc &= 0xFFFFFFFFFF; }
        return acc;
    }
    static int Div(int a, int b) { return a / b; }
    static int Rem(int a, int b) { return a % b; }
    static uint UDiv(uint a, uint b) { return a / b; }
    static long Shifts(long x, int s) { return (x << s) ^ (x >> s) ^ (long)((ulong)x >> s); }
    static int Checked(int a, int b) { return checked(a + b); }
    static int CheckedConv(long x) { return checked((int)x); }
    static int Sat(double d) { return (int)d; }
    static uint SatU(double d) { return (uint)d; }
    static long SatL(double d) { return (long)d; }
    static double Harmonic(int n) { double s = 0; for (int i = 1; i <= n; i++) s += 1.0 / i; return s; }
    static float Floats(float a, float b) { return a * b + a / b - (a % b); }
    static bool NaNCompare(double a, double b) { return a < b || a > b || a == b; }
    static bool NaNUnordered(double a, double b) { return !(a >= b); }
    static int Switch(int x) {
        switch (x) { case 0: return 10; case 1: return 11; case 2: return 12; case 5: return 15; default: return -1; }
    }
    static int SumArray(int[] a) { int s = 0; for (int i = 0; i < a.Length; i++) s += a[i]; return s; }
    static double SumDoubles(double[] a) { double s = 0; foreach (double d in a) s += d; return s; }
    static int Index(int[] a, int i) { return a[i]; }
    static long Bytes() {
        byte[] b = new byte[300]; sbyte[] sb = new sbyte[4]; short[] sh = new short[3]; char[] c = new char[2];
        for (int i = 0; i < b.Length; i++) b[i] = (byte)i;
        sb[0] = -5; sh[1] = -300; c[1] = 'z';
        long s = 0; for (int i = 0; i < b.Length; i++) s += b[i];
        return s + sb[0] + sh[1] + c[1];
    }
    static int Legs(Animal[] zoo) { int s = 0; for (int i = 0; i < zoo.Length; i++) s += zoo[i].Legs(); return s; }
    static double Areas(IShape[] shapes) { double s = 0; foreach (IShape x in shapes) s += x.Area() + x.Sides; return s; }
    static Vec Sum(Vec[] vs) { Vec s = new Vec(0, 0, 0); for (int i = 0; i < vs.Length; i++) s = s.Add(vs[i]); return s; }
    static Small MakeSmall(int i) { Small s; s.A = (byte)i; s.B = (short)(-i); s.C = i * 1000; return s; }
    static int ListSum(int n) {
        Node head = null;
        for (int i = 0; i < n; i++) { Node x = new Node(); x.Value = i; x.Next = head; head = x; }
        int s = 0; for (Node p = head; p != null; p = p.Next) s += p.Value;
        return s;
    }
    static string Concat(string a, int b) { return a + b; }
    static int StrLen(string s) { return s.Length; }
    static object Box(int x) { return x; }
    static int Unbox(object o) { return (int)o; }
    static bool IsString(object o) { return o is string; }
    static string AsString(object o) { return (string)o; }
    static Color Next(Color c) { return c == Color.Red ? Color.Green : Color.Blue; }
    static void Bump() { counter++; }
    static int Thrower(int x) { if (x > 2) throw new InvalidOperationException("too big: " + x); return x; }
    static int NullDeref(Node n) { return n.Value; }
    static int? Nullable(int x) { return x > 0 ? (int?)x : null; }
    static long Ulong(ulong a, ulong b) { return (long)(a / b + a % b); }
    static double Mixed(int i, long l, float f, double d) { return i + l + f + d; }
    static int RefArg(ref int x) { x += 5; return x * 2; }
    static void OutArg(out int x, out double y) { x = 7; y = 2.5; }
    static int Generic<T>(T[] items) { return items.Length; }
    static string log = "";
    static int Finally(int x) {
        int r = 0;
        try {
            try { r = Thrower(x); log += "t"; }
            finally { log += "f"; }
            log += "a";
        } catch (InvalidOperationException) { log += "c"; r = -1; }
        finally { log += "F"; }
        return r;
    }
    static int LeaveLoop(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            try { if (i % 3 == 0) continue; if (i == 7) break; s += i; }
            finally { s += 100; }
        }
        return s;
    }
    static int Rethrow(int x) {
        try { try { return Thrower(x); } catch (InvalidOperationException) { log += "r"; throw; } }
        catch (InvalidOperationException e) { return e.Message.Length; }
    }
    static int Guarded(int a, int b) { try { return a / b; } catch (DivideByZeroException) { return -99; } }
    static int TryCatch(int x) { try { return Thrower(x); } catch (InvalidOperationException) { return -1; } }

    static int Main() {
        CheckL("fib", Fib(20), 6765);
        CheckL("arith", Arith(100000), Arith(100000));
        CheckL("div", Div(-7, 2), -3);
        CheckL("rem", Rem(-7, 2), -1);
        CheckL("rem -1", Rem(int.MinValue + 1, -1), 0);
        CheckL("udiv", UDiv(0xFFFFFFF0u, 3), 1431655760);
        CheckL("shifts", Shifts(-123456789, 7), (-123456789L << 7) ^ (-123456789L >> 7) ^ unchecked((long)((ulong)(-123456789L) >> 7)));
        CheckL("shift masks", Shifts(1, 65), (1L << 1) ^ (1L >> 1) ^ 0);
        CheckL("checked", Checked(1, 2), 3);
        bool threw = false;
        try { Checked(int.MaxValue, 1); } catch (OverflowException) { threw = true; }
        Check("checked overflow throws", threw);
        threw = false;
        try { Div(1, 0); } catch (DivideByZeroException) { threw = true; }
        Check("divide by zero throws", threw);
        threw = false;
        try { Div(int.MinValue, -1); } catch (OverflowException) { threw = true; }
        Check("int.MinValue / -1 throws", threw);
        threw = false;
        try { CheckedConv(1L << 40); } catch (OverflowException) { threw = true; }
        Check("checked conversion throws", threw);
        CheckL("checked conv", CheckedConv(-5), -5);
        CheckL("sat nan", Sat(double.NaN), 0);
        CheckL("sat big", Sat(1e20), int.MaxValue);
        CheckL("sat small", Sat(-1e20), int.MinValue);
        CheckL("sat trunc", Sat(-2.7), -2);
        CheckL("satu neg", SatU(-3.5), 0);
        CheckL("satu big", SatU(1e11), uint.MaxValue);
        CheckL("satl", SatL(-1e30), long.MinValue);
        CheckD("harmonic", Harmonic(1000), Harmonic(1000));
        Check("harmonic value", Math.Abs(Harmonic(1000) - 7.485470860550345) < 1e-12);
        CheckD("floats", Floats(3.5f, 1.25f), 6.175000190734863);
        Check("nan ordered", !NaNCompare(double.NaN, 1.0));
        Check("nan unordered", NaNUnordered(double.NaN, 1.0));
        Check("switch", Switch(0) == 10 && Switch(2) == 12 && Switch(5) == 15 && Switch(3) == -1 && Switch(-1) == -1);
        CheckL("sum array", SumArray(table), 31);
        CheckD("sum doubles", SumDoubles(new double[] { 0.5, 0.25, 2 }), 2.75);
        threw = false;
        try { Index(table, 8); } catch (IndexOutOfRangeException) { threw = true; }
        Check("bounds check", threw);
        threw = false;
        try { Index(table, -1); } catch (IndexOutOfRangeException) { threw = true; }
        Check("negative index", threw);
        CheckL("small arrays", Bytes(), 32640 + 946 - 5 - 300 + 'z');
        CheckL("virtual", Legs(new Animal[] { new Bird(), new Dog(), new Dog() }), 10);
        Check("virtual base", new Dog().Name() == "animal" && new Bird().Name() == "bird");
        CheckD("interface", Areas(new IShape[] { new Square(2), new Triangle(3, 4), new Square(1) }), 4 + 6 + 1 + 11);
        Vec v = Sum(new Vec[] { new Vec(1, 2, 3), new Vec(4, 5, 6), new Vec(0.5, 0.5, 0.5) });
        CheckD("struct x", v.X, 5.5);
        CheckD("struct z", v.Z, 9.5);
        CheckD("struct dot", v.Dot(new Vec(1, 1, 1)), 5.5 + 7.5 + 9.5);
        Check("struct tostring", v.ToString() == "5.5,7.5,9.5");
        Small sm = MakeSmall(300);
        CheckL("small struct", sm.A + sm.B + sm.C, 44 - 300 + 300000);
        CheckL("list", ListSum(1000), 499500);
        Check("concat", Concat("x", 42) == "x42");
        CheckL("strlen", StrLen("hello"), 5);
        CheckL("box/unbox", Unbox(Box(17)), 17);
        Check("isinst", IsString("s") && !IsString(3) && !IsString(null));
        threw = false;
        try { AsString(5); } catch (InvalidCastException) { threw = true; }
        Check("castclass throws", threw);
        threw = false;
        try { Unbox("no"); } catch (InvalidCastException) { threw = true; }
        Check("unbox throws", threw);
        Check("enum", Next(Color.Red) == Color.Green && Next(Color.Green) == Color.Blue);
        for (int i = 0; i < 10; i++) Bump();
        CheckL("static field", counter, 10);
        threw = false;
        try { Thrower(5); } catch (InvalidOperationException e) { threw = e.Message == "too big: 5"; }
        Check("exception propagates", threw);
        threw = false;
        try { NullDeref(null); } catch (NullReferenceException) { threw = true; }
        Check("null check", threw);
        Check("nullable", Nullable(3).Value == 3 && !Nullable(-1).HasValue);
        CheckL("ulong", Ulong(ulong.MaxValue, 10), (long)(ulong.MaxValue / 10 + ulong.MaxValue % 10));
        CheckD("mixed args", Mixed(1, 2, 0.5f, 0.25), 3.75);
        int r = 1;
        CheckL("ref arg", RefArg(ref r), 12);
        CheckL("ref arg write-back", r, 6);
        int o1; double o2;
        OutArg(out o1, out o2);
        Check("out args", o1 == 7 && o2 == 2.5);
        CheckL("generic", Generic(new string[3]), 3);
        CheckL("try/catch", TryCatch(1) + TryCatch(9), 0);
        CheckL("finally", Finally(1) + Finally(5), 0);
        Check("finally order", log == "tfaFfcF");
        CheckL("leave in a loop", LeaveLoop(10), 812);
        log = "";
        CheckL("rethrow", Rethrow(7), 10);
        Check("rethrow ran the inner handler", log == "r");
        CheckL("divide by zero caught", Guarded(7, 0) + Guarded(8, 2), -95);
        Console.WriteLine(failures == 0 ? "jit test: all checks passed" : "jit test: " + failures + " failures");
        return failures;
    }
}
