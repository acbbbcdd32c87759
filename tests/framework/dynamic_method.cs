// DynamicMethod and ILGenerator (System.Reflection.Emit) run in corvid's tiers: loops and
// locals, objects and fields, strings, exception clauses, recursion through its own token, one
// dynamic method calling another, generic instantiations, delegates closed over a target,
// ldtoken, calli, skipVisibility access to private members, DynamicILInfo's raw tokens and
// exception section, stack traces through dynamic frames, and the anonymous host assembly.
using System;
using System.Collections.Generic;
using System.Reflection;
using System.Reflection.Emit;

public class Point
{
    public int X;
    public int Y { get; set; }
    public static int Count;
    private int secret = 99;
    public override string ToString() => $"({X},{Y})";
    public int Sum(int k) => X + Y + k;
    public static int Twice(int v) => 2 * v;
}

public struct Pair { public long A, B; }

static class Program
{
    static T Make<T>(string name, Type ret, Type[] args, Action<ILGenerator> emit, Type owner = null) where T : Delegate
    {
        var dm = owner == null ? new DynamicMethod(name, ret, args) : new DynamicMethod(name, ret, args, owner, true);
        emit(dm.GetILGenerator());
        return (T)dm.CreateDelegate(typeof(T));
    }

    static int Main()
    {
        // loops, locals and branches: 1 + 2 + ... + n, called often enough to tier up
        var sumTo = Make<Func<int, long>>("SumTo", typeof(long), new[] { typeof(int) }, il =>
        {
            var acc = il.DeclareLocal(typeof(long));
            var i = il.DeclareLocal(typeof(int));
            Label top = il.DefineLabel(), test = il.DefineLabel();
            il.Emit(OpCodes.Ldc_I4_1); il.Emit(OpCodes.Stloc, i); il.Emit(OpCodes.Br, test);
            il.MarkLabel(top);
            il.Emit(OpCodes.Ldloc, acc); il.Emit(OpCodes.Ldloc, i); il.Emit(OpCodes.Conv_I8); il.Emit(OpCodes.Add); il.Emit(OpCodes.Stloc, acc);
            il.Emit(OpCodes.Ldloc, i); il.Emit(OpCodes.Ldc_I4_1); il.Emit(OpCodes.Add); il.Emit(OpCodes.Stloc, i);
            il.MarkLabel(test);
            il.Emit(OpCodes.Ldloc, i); il.Emit(OpCodes.Ldarg_0); il.Emit(OpCodes.Ble, top);
            il.Emit(OpCodes.Ldloc, acc); il.Emit(OpCodes.Ret);
        });
        long total = 0;
        for (int k = 0; k < 300; k++) total += sumTo(1000 + k);
        Console.WriteLine($"sum {sumTo(100)} {total}");

        // objects, fields, a property setter, a static field, strings, boxing, callvirt
        var describe = new DynamicMethod("Describe", typeof(string), new[] { typeof(int), typeof(int) }, typeof(Program).Module);
        var g = describe.GetILGenerator();
        var p = g.DeclareLocal(typeof(Point));
        g.Emit(OpCodes.Newobj, typeof(Point).GetConstructor(Type.EmptyTypes)); g.Emit(OpCodes.Stloc, p);
        g.Emit(OpCodes.Ldloc, p); g.Emit(OpCodes.Ldarg_0); g.Emit(OpCodes.Stfld, typeof(Point).GetField("X"));
        g.Emit(OpCodes.Ldloc, p); g.Emit(OpCodes.Ldarg_1); g.Emit(OpCodes.Callvirt, typeof(Point).GetProperty("Y").GetSetMethod());
        g.Emit(OpCodes.Ldsfld, typeof(Point).GetField("Count")); g.Emit(OpCodes.Ldc_I4_1); g.Emit(OpCodes.Add); g.Emit(OpCodes.Stsfld, typeof(Point).GetField("Count"));
        g.Emit(OpCodes.Ldstr, "point "); g.Emit(OpCodes.Ldloc, p); g.Emit(OpCodes.Callvirt, typeof(object).GetMethod("ToString"));
        g.Emit(OpCodes.Ldstr, " sum="); g.Emit(OpCodes.Call, typeof(string).GetMethod("Concat", new[] { typeof(string), typeof(string), typeof(string) }));
        g.Emit(OpCodes.Ldloc, p); g.Emit(OpCodes.Ldc_I4, 100); g.Emit(OpCodes.Call, typeof(Point).GetMethod("Sum"));
        g.Emit(OpCodes.Box, typeof(int));
        g.Emit(OpCodes.Call, typeof(string).GetMethod("Concat", new[] { typeof(object), typeof(object) }));
        g.Emit(OpCodes.Ret);
        Console.WriteLine(describe.Invoke(null, new object[] { 3, 4 }) + " count=" + Point.Count);
        Console.WriteLine($"{describe.Name} {describe.ReturnType} {describe.GetParameters().Length} {describe.IsStatic}");

        // exception clauses: a typed catch inside a try/finally
        var guard = Make<Func<int[], int, int>>("Guard", typeof(int), new[] { typeof(int[]), typeof(int) }, il =>
        {
            var r = il.DeclareLocal(typeof(int));
            il.BeginExceptionBlock();
            il.BeginExceptionBlock();
            il.Emit(OpCodes.Ldarg_0); il.Emit(OpCodes.Ldarg_1); il.Emit(OpCodes.Ldelem_I4); il.Emit(OpCodes.Stloc, r);
            il.BeginCatchBlock(typeof(IndexOutOfRangeException));
            il.Emit(OpCodes.Pop); il.Emit(OpCodes.Ldc_I4_M1); il.Emit(OpCodes.Stloc, r);
            il.EndExceptionBlock();
            il.BeginFinallyBlock();
            il.EmitWriteLine("finally ran");
            il.EndExceptionBlock();
            il.Emit(OpCodes.Ldloc, r); il.Emit(OpCodes.Ret);
        });
        Console.WriteLine($"guard {guard(new[] { 5, 6 }, 1)} {guard(new[] { 5 }, 3)}");

        // recursion through its own token, and a dynamic method calling another
        var fib = new DynamicMethod("Fib", typeof(int), new[] { typeof(int) });
        var f = fib.GetILGenerator();
        var recurse = f.DefineLabel();
        f.Emit(OpCodes.Ldarg_0); f.Emit(OpCodes.Ldc_I4_2); f.Emit(OpCodes.Bge, recurse); f.Emit(OpCodes.Ldarg_0); f.Emit(OpCodes.Ret);
        f.MarkLabel(recurse);
        f.Emit(OpCodes.Ldarg_0); f.Emit(OpCodes.Ldc_I4_1); f.Emit(OpCodes.Sub); f.Emit(OpCodes.Call, fib);
        f.Emit(OpCodes.Ldarg_0); f.Emit(OpCodes.Ldc_I4_2); f.Emit(OpCodes.Sub); f.Emit(OpCodes.Call, fib);
        f.Emit(OpCodes.Add); f.Emit(OpCodes.Ret);
        var twiceFib = Make<Func<int, int>>("TwiceFib", typeof(int), new[] { typeof(int) }, il =>
        {
            il.Emit(OpCodes.Ldarg_0); il.Emit(OpCodes.Call, fib); il.Emit(OpCodes.Ldc_I4_2); il.Emit(OpCodes.Mul); il.Emit(OpCodes.Ret);
        });
        Console.WriteLine($"fib {twiceFib(22)}");

        // generic instantiations; a delegate closed over its first argument; ldtoken
        var add = new DynamicMethod("AddAndCount", typeof(int), new[] { typeof(List<int>), typeof(int) });
        var a = add.GetILGenerator();
        a.Emit(OpCodes.Ldarg_0); a.Emit(OpCodes.Ldarg_1); a.Emit(OpCodes.Callvirt, typeof(List<int>).GetMethod("Add"));
        a.Emit(OpCodes.Ldarg_0); a.Emit(OpCodes.Callvirt, typeof(List<int>).GetProperty("Count").GetGetMethod()); a.Emit(OpCodes.Ret);
        var list = new List<int> { 1, 2 };
        var closed = (Func<int, int>)add.CreateDelegate(typeof(Func<int, int>), list);
        Console.WriteLine($"list {closed(7)} {closed(8)} {string.Join(",", list)}");
        var token = Make<Func<Type>>("Token", typeof(Type), Type.EmptyTypes, il =>
        {
            il.Emit(OpCodes.Ldtoken, typeof(Dictionary<string, Point>));
            il.Emit(OpCodes.Call, typeof(Type).GetMethod("GetTypeFromHandle")); il.Emit(OpCodes.Ret);
        });
        Console.WriteLine($"type {token()}");

        // structs: initobj, field addresses, a struct return; calli through ldftn
        var pair = Make<Func<long, Pair>>("MakePair", typeof(Pair), new[] { typeof(long) }, il =>
        {
            var v = il.DeclareLocal(typeof(Pair));
            il.Emit(OpCodes.Ldloca, v); il.Emit(OpCodes.Initobj, typeof(Pair));
            il.Emit(OpCodes.Ldloca, v); il.Emit(OpCodes.Ldarg_0); il.Emit(OpCodes.Stfld, typeof(Pair).GetField("A"));
            il.Emit(OpCodes.Ldloca, v); il.Emit(OpCodes.Ldarg_0); il.Emit(OpCodes.Ldc_I8, 3L); il.Emit(OpCodes.Mul); il.Emit(OpCodes.Stfld, typeof(Pair).GetField("B"));
            il.Emit(OpCodes.Ldloc, v); il.Emit(OpCodes.Ret);
        });
        var made = pair(14);
        Console.WriteLine($"pair {made.A} {made.B}");
        var viaCalli = Make<Func<int, int>>("ViaCalli", typeof(int), new[] { typeof(int) }, il =>
        {
            il.Emit(OpCodes.Ldarg_0); il.Emit(OpCodes.Ldftn, typeof(Point).GetMethod("Twice"));
            il.EmitCalli(OpCodes.Calli, CallingConventions.Standard, typeof(int), new[] { typeof(int) }, null);
            il.Emit(OpCodes.Ret);
        });
        Console.WriteLine($"calli {viaCalli(21)}");

        // skipVisibility: a private field of the owner type
        var peek = Make<Func<Point, int>>("Peek", typeof(int), new[] { typeof(Point) }, il =>
        {
            il.Emit(OpCodes.Ldarg_0); il.Emit(OpCodes.Ldfld, typeof(Point).GetField("secret", BindingFlags.NonPublic | BindingFlags.Instance)); il.Emit(OpCodes.Ret);
        }, typeof(Point));
        Console.WriteLine($"secret {peek(new Point())}");

        // DynamicILInfo: raw IL with its own tokens, and a raw exception section
        var raw = new DynamicMethod("Raw", typeof(int), new[] { typeof(string) }, typeof(Program).Module);
        var info = raw.GetDynamicILInfo();
        int lengthToken = info.GetTokenFor(typeof(string).GetProperty("Length").GetGetMethod().MethodHandle);
        int exceptionToken = info.GetTokenFor(typeof(NullReferenceException).TypeHandle);
        var code = new List<byte>();
        code.AddRange(new byte[] { 0x02, 0x6F }); code.AddRange(BitConverter.GetBytes(lengthToken)); // ldarg.0; callvirt get_Length
        code.AddRange(new byte[] { 0x0A, 0xDE, 0x05 });                                               // stloc.0; leave.s +5
        code.AddRange(new byte[] { 0x26, 0x15, 0x0A, 0xDE, 0x00 });                                   // pop; ldc.i4.m1; stloc.0; leave.s +0
        code.AddRange(new byte[] { 0x06, 0x2A });                                                     // ldloc.0; ret
        info.SetCode(code.ToArray(), 2);
        var locals = SignatureHelper.GetLocalVarSigHelper();
        locals.AddArgument(typeof(int));
        info.SetLocalSignature(locals.GetSignature());
        var section = new List<byte> { 0x01, 16, 0, 0 };                                              // small EH section, one clause
        section.AddRange(new byte[] { 0, 0, 0, 0, 9, 9, 0, 5 });                                      // catch: try 0+9, handler 9+5
        section.AddRange(BitConverter.GetBytes(exceptionToken));
        info.SetExceptions(section.ToArray());
        var rawLength = (Func<string, int>)raw.CreateDelegate(typeof(Func<string, int>));
        Console.WriteLine($"raw {rawLength("corvid")} {rawLength(null)}");

        // stack traces through dynamic frames
        var thrower = Make<Action<int>>("Thrower", typeof(void), new[] { typeof(int) }, il =>
        {
            il.Emit(OpCodes.Ldstr, "from dynamic code");
            il.Emit(OpCodes.Newobj, typeof(InvalidOperationException).GetConstructor(new[] { typeof(string) }));
            il.Emit(OpCodes.Throw);
        });
        try { thrower(1); }
        catch (InvalidOperationException e)
        {
            Console.WriteLine($"{e.TargetSite?.Name} {e.TargetSite?.GetType().Name}");
            Console.WriteLine(e.StackTrace.Split('\n')[0].Trim());
        }
        Console.WriteLine($"{thrower.Method.Name} {thrower.Method.GetType().Name} {sumTo.Method.Module.Assembly.GetName().Name} {describe.Module.Name}");

        // bad IL is the caller's InvalidProgramException, not a crash; a token or an exception
        // section that names nothing is CoreCLR's BadImageFormatException
        var broken = Make<Func<int>>("Broken", typeof(int), Type.EmptyTypes, il => { il.Emit(OpCodes.Add); il.Emit(OpCodes.Ret); });
        try { broken(); } catch (InvalidProgramException e) { Console.WriteLine("invalid program: " + e.GetType().Name); }
        try
        {
            var badToken = new DynamicMethod("BadToken", typeof(int), Type.EmptyTypes, typeof(Program).Module);
            badToken.GetDynamicILInfo().SetCode(new byte[] { 0x28, 0x99, 0, 0, 0x06, 0x2A }, 8); // call <no such token>; ret
            Console.WriteLine(((Func<int>)badToken.CreateDelegate(typeof(Func<int>)))());
        }
        catch (BadImageFormatException e) { Console.WriteLine("bad token: " + e.Message); }
        try
        {
            var badClause = new DynamicMethod("BadClause", typeof(int), Type.EmptyTypes, typeof(Program).Module);
            var badInfo = badClause.GetDynamicILInfo();
            badInfo.SetCode(new byte[] { 0x16, 0x2A }, 8);
            badInfo.SetExceptions(new byte[] { 0x01, 16, 0, 0, 2, 0, 0, 0, 40, 40, 0, 5, 0, 0, 0, 0 }); // a finally past the code
            Console.WriteLine(((Func<int>)badClause.CreateDelegate(typeof(Func<int>)))());
        }
        catch (BadImageFormatException e) { Console.WriteLine("bad clause: " + e.Message); }
        return 0;
    }
}
