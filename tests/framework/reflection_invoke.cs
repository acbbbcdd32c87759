// Reflection invoke beyond plain methods: string and array constructors (an array type's
// runtime methods as reflection lists them), byref returns, structs larger than 512 bytes.
using System;
using System.Reflection;

struct Big
{
    public long A0, A1, A2, A3, A4, A5, A6, A7, A8, A9;
    public long B0, B1, B2, B3, B4, B5, B6, B7, B8, B9;
    public long C0, C1, C2, C3, C4, C5, C6, C7, C8, C9;
    public long D0, D1, D2, D3, D4, D5, D6, D7, D8, D9;
    public long E0, E1, E2, E3, E4, E5, E6, E7, E8, E9;
    public long F0, F1, F2, F3, F4, F5, F6, F7, F8, F9;
    public long G0, G1, G2, G3, G4, G5, G6, G7, G8, G9;
    public string Name;
}

class Holder
{
    public int Value = 41;
    public string Text = "held";
    static int s_counter = 7;
    public ref int RefValue() => ref Value;
    public ref string RefText() => ref Text;
    public static ref int RefCounter() => ref s_counter;
    public static unsafe ref int NullRef() => ref *(int*)null;
    public static ref readonly DateTime RefDate(in DateTime d) => ref d;
    public static Big MakeBig(long seed, string name)
    {
        var b = new Big { Name = name };
        b.A0 = seed; b.D5 = seed * 2; b.G9 = seed * 3;
        return b;
    }
    public static long SumBig(Big b, long extra) => b.A0 + b.D5 + b.G9 + extra + b.Name.Length;
    public static string Describe(Big a, Big b) => $"{a.Name}:{a.G9} {b.Name}:{b.G9}";
}

static class Program
{
    static void Show(string label, Func<object> f)
    {
        try
        {
            object r = f();
            Console.WriteLine($"{label}: {r ?? "null"} ({r?.GetType().Name ?? "-"})");
        }
        catch (Exception e)
        {
            var inner = e is TargetInvocationException t && t.InnerException != null ? t.InnerException : e;
            Console.WriteLine($"{label}: {e.GetType().Name} -> {inner.GetType().Name}: {inner.Message}");
        }
    }

    static void Main()
    {
        // string constructors are factories in CoreLib; reflection must still construct
        Show("string(char[])", () => typeof(string).GetConstructor(new[] { typeof(char[]) })!.Invoke(new object[] { new[] { 'a', 'b', 'c' } }));
        Show("string(char,int)", () => typeof(string).GetConstructor(new[] { typeof(char), typeof(int) })!.Invoke(new object[] { 'z', 4 }));
        Show("string(char[],int,int)", () => typeof(string).GetConstructor(new[] { typeof(char[]), typeof(int), typeof(int) })!.Invoke(new object[] { "hello".ToCharArray(), 1, 3 }));
        Show("Activator string", () => Activator.CreateInstance(typeof(string), new object[] { new[] { 'q' } }));
        Show("string((char[])null)", () => typeof(string).GetConstructor(new[] { typeof(char[]) })!.Invoke(new object?[] { null }));

        // array constructors
        Show("int[](3)", () => { var a = (int[])typeof(int[]).GetConstructor(new[] { typeof(int) })!.Invoke(new object[] { 3 }); return a.Length; });
        Show("Activator int[]", () => ((Array)Activator.CreateInstance(typeof(int[]), 5)!).Length);
        Show("string[] Activator", () => ((string[])Activator.CreateInstance(typeof(string[]), 2)!).Length);
        Show("int[,](2,3)", () => { var a = (int[,])Activator.CreateInstance(typeof(int[,]), 2, 3)!; return a.GetLength(0) * 10 + a.GetLength(1); });
        Show("int[-1]", () => Activator.CreateInstance(typeof(int[]), -1));
        Show("jagged int[][](4)", () => ((int[][])Activator.CreateInstance(typeof(int[][]), 4)!).Length);

        // an array type's runtime methods, as reflection lists them
        foreach (var t in new[] { typeof(int[]), typeof(int[,]), typeof(int[][]), typeof(string[][][]) })
        {
            Console.WriteLine(t);
            foreach (var c in t.GetConstructors()) Console.WriteLine($"  ctor {c} attrs={c.Attributes} impl={c.MethodImplementationFlags} declared by {c.DeclaringType}");
            foreach (var m in t.GetMethods(BindingFlags.Public | BindingFlags.Instance | BindingFlags.DeclaredOnly))
                Console.WriteLine($"  method {m} attrs={m.Attributes} impl={m.MethodImplementationFlags} parameters={m.GetParameters().Length}");
        }
        Show("int[][](2,3)", () => { var j = (int[][])Activator.CreateInstance(typeof(int[][]), 2, 3)!; return j.Length + "x" + j[1].Length; });
        Show("string[][][](2,1,4)", () => { var j = (string[][][])Activator.CreateInstance(typeof(string[][][]), 2, 1, 4)!; return $"{j.Length} {j[1].Length} {j[1][0].Length} {j[1][0][3] ?? "null"}"; });
        var md = new int[2, 3];
        md[1, 2] = 9;
        Show("int[,].Get(1,2)", () => typeof(int[,]).GetMethod("Get")!.Invoke(md, new object[] { 1, 2 }));
        Show("int[,].Set(0,1,5)", () => { typeof(int[,]).GetMethod("Set")!.Invoke(md, new object[] { 0, 1, 5 }); return md[0, 1]; });
        Show("int[,].Get(2,0)", () => typeof(int[,]).GetMethod("Get")!.Invoke(md, new object[] { 2, 0 }));
        Show("int[,] with bounds", () => { var a = (int[,])typeof(int[,]).GetConstructors()[1].Invoke(new object[] { 1, 2, 3, 4 }); return $"{a.GetLowerBound(0)} {a.GetLength(0)} {a.GetLowerBound(1)} {a.GetLength(1)}"; });
        var vector = new[] { "a", "b", "c" };
        Show("string[].Get(2)", () => typeof(string[]).GetMethod("Get")!.Invoke(vector, new object[] { 2 }));
        Show("string[].Set(0)", () => { typeof(string[]).GetMethod("Set")!.Invoke(vector, new object[] { 0, "z" }); return string.Join(",", vector); });
        Show("string[].Get(3)", () => typeof(string[]).GetMethod("Get")!.Invoke(vector, new object[] { 3 }));
        Show("object[].Set on a string[]", () => typeof(object[]).GetMethod("Set")!.Invoke(vector, new object[] { 1, 42 }));

        // byref returns are dereferenced and boxed
        var h = new Holder();
        Show("ref int", () => typeof(Holder).GetMethod("RefValue")!.Invoke(h, null));
        Show("ref string", () => typeof(Holder).GetMethod("RefText")!.Invoke(h, null));
        Show("static ref int", () => typeof(Holder).GetMethod("RefCounter")!.Invoke(null, null));
        Show("null ref", () => typeof(Holder).GetMethod("NullRef")!.Invoke(null, null));
        Show("ref readonly DateTime", () => ((DateTime)typeof(Holder).GetMethod("RefDate")!.Invoke(null, new object[] { new DateTime(2024, 2, 29) })!).ToString("yyyy-MM-dd"));

        // structs larger than 512 bytes by value, as argument and result
        var make = typeof(Holder).GetMethod("MakeBig")!;
        object big = make.Invoke(null, new object[] { 5L, "five" })!;
        Show("big result", () => ((Big)big).G9 + " " + ((Big)big).Name);
        Show("big argument", () => typeof(Holder).GetMethod("SumBig")!.Invoke(null, new object[] { big, 100L }));
        Show("two big arguments", () => typeof(Holder).GetMethod("Describe")!.Invoke(null, new object[] { big, make.Invoke(null, new object[] { 9L, "nine" })! }));
    }
}
