// ValueType.Equals and ValueType.GetHashCode on CoreLib: the bitwise fast path and each field
// strategy of MethodTable_CanCompareBitsOrUseFastGetHashCode / ValueType_GetHashCodeStrategy.
// Hash codes are seeded per process, so only their equalities are printed.
using System;
using System.Runtime.CompilerServices;

struct Ints { public int A, B; public Ints(int a, int b) { A = a; B = b; } }
struct Padded { public byte B; public long L; public Padded(byte b, long l) { B = b; L = l; } }
struct Doubles { public double D; public int I; public Doubles(double d, int i) { D = d; I = i; } }
struct Floats { public float F; public Floats(float f) { F = f; } }
struct Refs { public string First; public string Second; public Refs(string a, string b) { First = a; Second = b; } }
struct Custom {
    public int Key, Ignored;
    public Custom(int k, int i) { Key = k; Ignored = i; }
    public override bool Equals(object o) => o is Custom c && c.Key == Key;
    public override int GetHashCode() => Key;
}
struct HoldsCustom { public Custom C; public int X; public HoldsCustom(Custom c, int x) { C = c; X = x; } }
struct Nested { public Padded P; public int Z; public Nested(Padded p, int z) { P = p; Z = z; } }
enum Color : short { Red = 1, Blue = 2 }
struct WithEnum { public Color C; public short S; public WithEnum(Color c, short s) { C = c; S = s; } }
struct Empty { }
[InlineArray(4)] struct Four { int element; }

static class Program {
    static void Show<T>(string what, T a, T b) where T : struct {
        object x = a, y = b;
        Console.WriteLine(what + ": equals " + x.Equals(y) + ", same hash " + (x.GetHashCode() == y.GetHashCode()));
    }

    static int Main() {
        Show("ints equal", new Ints(1, 2), new Ints(1, 2));
        Show("ints differ", new Ints(1, 2), new Ints(1, 3));
        Show("padded equal", new Padded(7, 99), new Padded(7, 99));
        Show("padded differ", new Padded(7, 99), new Padded(8, 99));
        Show("+0.0 and -0.0", new Doubles(0.0, 1), new Doubles(-0.0, 1));
        Show("NaN and NaN", new Doubles(double.NaN, 1), new Doubles(double.NaN, 1));
        Show("doubles differ in int", new Doubles(1.5, 1), new Doubles(1.5, 2));
        Show("float +0 -0", new Floats(0f), new Floats(-0f));
        Show("refs equal by value", new Refs(null, new string('x', 3)), new Refs(null, "xxx"));
        Show("refs differ", new Refs("a", "b"), new Refs("a", "c"));
        Show("custom field", new HoldsCustom(new Custom(5, 1), 3), new HoldsCustom(new Custom(5, 2), 3));
        Show("custom field differs", new HoldsCustom(new Custom(5, 1), 3), new HoldsCustom(new Custom(6, 1), 3));
        Show("nested padded", new Nested(new Padded(1, 2), 3), new Nested(new Padded(1, 2), 3));
        Show("enum field", new WithEnum(Color.Blue, 4), new WithEnum(Color.Blue, 4));
        Show("enum field differs", new WithEnum(Color.Red, 4), new WithEnum(Color.Blue, 4));
        Show("empty", new Empty(), new Empty());
        object boxedInts = new Ints(1, 2);
        Console.WriteLine("other type: " + boxedInts.Equals(new Padded(1, 2)) + " null: " + boxedInts.Equals(null));
        // the hash of a struct whose first non-null field is a reference is that field's hash
        Console.WriteLine("hash stable: " + (new Refs(null, "q").GetHashCode() == new Refs(null, "q").GetHashCode()));
        try {
            object four = new Four();
            Console.WriteLine(four.Equals(new Four()));
        } catch (NotSupportedException e) {
            Console.WriteLine("inline array: " + e.GetType().Name + ": " + e.Message);
        }
        return 0;
    }
}
