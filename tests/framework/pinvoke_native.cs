// P/Invoke into a library of the test's own (pinvoke_native.c, built beside the program): structs
// over 16 bytes by value and as results (System V's MEMORY class: copies on the stack, a hidden
// result pointer), a 16-byte struct that no longer fits the registers, and integers and doubles
// beyond their registers, arguments past ten stack words (two 64-byte structs, a 200-byte one);
// native function pointers as delegates (a struct field, Marshal.GetDelegateForFunctionPointer);
// BSTR strings; what CoreCLR refuses (nested arrays, VARIANT, COM interfaces) refused alike;
// structs whose native form differs from the managed one (BOOL, char*) by value, marshalled and
// passed by the native layout's classes; arrays of bools, ANSI chars, strings and such structs,
// [In] and [Out]; such structs as results.
using System;
using System.Runtime.InteropServices;

[StructLayout(LayoutKind.Sequential)] struct Vec3 { public double X, Y, Z; public override string ToString() => $"({X}, {Y}, {Z})"; }
[StructLayout(LayoutKind.Sequential)] unsafe struct Mat4 { public fixed float M[16]; }
[StructLayout(LayoutKind.Sequential)] struct Pair { public long A, B; }
[StructLayout(LayoutKind.Sequential)] unsafe struct Samples { public fixed double V[25]; }
[StructLayout(LayoutKind.Sequential)] struct Record { public int Id; public double Weight; public long T0, T1, T2; }

struct Named { public bool Flag; public int Count; public string Name; }
struct Weighted { public double W; public bool Ok; }
[StructLayout(LayoutKind.Sequential, CharSet = CharSet.Ansi)] struct Big { public int A; public bool B; public string S; public double D; public char E; }

struct Maybe { public bool Ok; public int Value; }
delegate int BinaryOp(int a, int b);
delegate long TextLength(string s);
struct OpHolder { public BinaryOp Op; public int Seed; }
struct TwoFlags { public bool A, B; public double W; }
struct Described { public string Name; public bool Ok; public double D; public long N; }

static unsafe class Program {
    const string Lib = "pinvoke_native";
    [DllImport(Lib)] static extern double vec3_dot(Vec3 a, Vec3 b);
    [DllImport(Lib)] static extern Vec3 vec3_cross(Vec3 a, Vec3 b);
    [DllImport(Lib)] static extern Vec3 vec3_scale(Vec3 v, double k, int times);
    [DllImport(Lib)] static extern float mat4_trace(Mat4 m);
    [DllImport(Lib)] static extern long pair_after_five(long a, long b, long c, long d, long e, Pair p, long f);
    [DllImport(Lib)] static extern double mat4_pair_sum(long a, long b, long c, long d, long e, long f, Mat4 x, Mat4 y, long g);
    [DllImport(Lib)] static extern double samples_mean(Samples s, int n);
    [DllImport(Lib)] static extern void get_op(out OpHolder holder);
    [DllImport(Lib)] static extern int bstr_byte_length([MarshalAs(UnmanagedType.BStr)] string s);
    [DllImport(Lib)] static extern int bstr_first_unit([MarshalAs(UnmanagedType.BStr)] string s);
    [DllImport(Lib, EntryPoint = "bstr_first_unit")] static extern int nested(int[][] arrays);
    [DllImport(Lib, EntryPoint = "bstr_first_unit")] static extern int variant(object o);
    [DllImport(Lib, EntryPoint = "bstr_first_unit")] static extern int com([MarshalAs(UnmanagedType.IUnknown)] object o);
    [DllImport(Lib)] static extern long eight_integers(long a, long b, long c, long d, long e, long f, long g, long h);
    [DllImport(Lib)] static extern double ten_doubles(double a, double b, double c, double d, double e, double f, double g, double h, double i, double j, int k);
    [DllImport(Lib)] static extern Record record_make(int id, double weight, long first);
    [DllImport(Lib)] static extern long record_sum(int scale, Record r, double bonus);
    [DllImport(Lib)] static extern long named_length(Named n);
    [DllImport(Lib)] static extern double weighted_double(Weighted w);
    [DllImport(Lib)] static extern double big_sum(int k, Big b);
    [DllImport(Lib)] static extern long join_lengths(string[] items, int count);
    [DllImport(Lib)] static extern int count_true(bool[] flags, int n);
    [DllImport(Lib)] static extern void flip_flags([In, Out] bool[] flags, int n);
    [DllImport(Lib, EntryPoint = "flip_flags")] static extern void flip_flags_in(bool[] flags, int n);
    [DllImport(Lib, CharSet = CharSet.Ansi)] static extern void upper_ansi([In, Out] char[] chars, int n);
    [DllImport(Lib)] static extern double sum_weighted(Weighted[] items, int n);
    [DllImport(Lib)] static extern void fill_names([Out] string[] names, int n);
    [DllImport(Lib)] static extern Maybe parse_digit(int c);
    [DllImport(Lib)] static extern TwoFlags two_flags(int x);
    [DllImport(Lib)] static extern Described describe(int k);
    [DllImport(Lib)] static extern string greeting_utf8(string name);
    [DllImport(Lib)] [return: MarshalAs(UnmanagedType.LPWStr)] static extern string greeting_utf16(int repeat);
    [DllImport(Lib, CharSet = CharSet.Unicode, EntryPoint = "greeting_utf16")] static extern string greeting_utf16_charset(int repeat);
    [DllImport(Lib)] static extern string no_text();

    static void Main() {
        var a = new Vec3 { X = 1, Y = 2, Z = 3 };
        var b = new Vec3 { X = 4, Y = 5, Z = 6 };
        Console.WriteLine("dot " + vec3_dot(a, b));
        Console.WriteLine("cross " + vec3_cross(a, b));
        Console.WriteLine("scale " + vec3_scale(a, 1.5, 2));
        var m = new Mat4();
        for (int i = 0; i < 16; i++) m.M[i] = i;
        Console.WriteLine("trace " + mat4_trace(m));
        Console.WriteLine("pair " + pair_after_five(1, 2, 3, 4, 5, new Pair { A = 6, B = 7 }, 8));
        Console.WriteLine("eight " + eight_integers(1, 2, 3, 4, 5, 6, 7, 8));
        Console.WriteLine("ten " + ten_doubles(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11));
        var r = record_make(42, 2.5, 100);
        Console.WriteLine($"record {r.Id} {r.Weight} {r.T0} {r.T1} {r.T2}");
        Console.WriteLine("sum " + record_sum(2, r, 0.75));
        long total = 0;
        for (int i = 0; i < 2000; i++) total += record_sum(1, record_make(i, 0, i), 0); // compiled callers too
        Console.WriteLine("loop " + total);
        Console.WriteLine("named " + named_length(new Named { Flag = true, Count = 3, Name = "héllo" }) + " " + named_length(new Named { Name = "x" }));
        Console.WriteLine("weighted " + weighted_double(new Weighted { W = 2.25, Ok = true }) + " " + weighted_double(new Weighted { W = 1 }));
        Console.WriteLine("big " + big_sum(1000, new Big { A = 5, B = true, S = "four", D = 0.5, E = 'A' }));
        Console.WriteLine("join " + join_lengths(new[] { "ab", null, "héllo", "" }, 4));
        var flags = new[] { true, false, true, true };
        Console.WriteLine("true " + count_true(flags, 4));
        flip_flags(flags, 4);
        Console.WriteLine("flipped " + string.Join(",", flags));
        flip_flags_in(flags, 4);
        Console.WriteLine("[In] only " + string.Join(",", flags));
        var chars = "mixed Case!".ToCharArray();
        upper_ansi(chars, chars.Length);
        Console.WriteLine("upper " + new string(chars));
        Console.WriteLine("weighted sum " + sum_weighted(new[] { new Weighted { W = 1.5, Ok = true }, new Weighted { W = 10 }, new Weighted { W = 0.25, Ok = true } }, 3));
        var names = new string[3];
        fill_names(names, 3);
        Console.WriteLine("names " + string.Join(",", names));
        var digit = parse_digit('7'); var letter = parse_digit('x');
        Console.WriteLine($"maybe {digit.Ok} {digit.Value} {letter.Ok}");
        var two = two_flags(6);
        Console.WriteLine($"two {two.A} {two.B} {two.W}");
        var described = describe(3);
        Console.WriteLine($"described {described.Name} {described.Ok} {described.D} {described.N} / {describe(-1).Name}");
        Mat4 x = default, y = default;
        for (int i = 0; i < 16; i++) { x.M[i] = i; y.M[i] = 2; }
        Console.WriteLine("beyond ten stack words " + mat4_pair_sum(1, 2, 3, 4, 5, 6, x, y, 7));
        Samples samples = default;
        for (int i = 0; i < 25; i++) samples.V[i] = i * 0.5;
        Console.WriteLine("200-byte struct " + samples_mean(samples, 25));

        get_op(out var holder);
        Console.WriteLine($"delegate field {holder.Op(holder.Seed, 7)} {holder.Op.Method.Name}");
        IntPtr library = NativeLibrary.Load(Lib, typeof(Program).Assembly, null);
        var length = Marshal.GetDelegateForFunctionPointer<TextLength>(NativeLibrary.GetExport(library, "text_length"));
        Console.WriteLine($"function pointer as a delegate {length("corvid")} {length("")}");
        BinaryOp add = (a, b) => a + b;
        var back = Marshal.GetDelegateForFunctionPointer<BinaryOp>(Marshal.GetFunctionPointerForDelegate(add));
        Console.WriteLine($"round trip {back(2, 3)} {ReferenceEquals(add, back)}");
        GC.KeepAlive(add);

        Console.WriteLine($"bstr {bstr_byte_length("corvid")} {bstr_first_unit("\u00e9t\u00e9")} {bstr_byte_length(null)}");
        string wide = greeting_utf16(2);
        Console.WriteLine($"string results: {greeting_utf8("corvid")} | {wide.Length} {(int)wide[0]:x} {(int)wide[3]:x} | {greeting_utf16_charset(1) == "\u00e9\u4e16"} | {no_text() == null}");
        long lengths = 0;
        for (int i = 0; i < 20000; i++) lengths += greeting_utf8("x" + (i % 10)).Length; // each result freed after its copy
        Console.WriteLine("many results " + lengths);
        foreach (var refused in new Func<int>[] { () => nested(new[] { new[] { 1 } }), () => variant(1), () => com(new object()) }) {
            try { refused(); }
            catch (MarshalDirectiveException e) { Console.WriteLine("refused: " + e.Message); }
        }
    }
}
