// Function pointer types (delegate*): reflection as on CoreCLR (IsFunctionPointer, return and
// parameter types, unmanaged conventions, names, IntPtr boxing, Invoke), generic substitution,
// calls through them, and a stack trace with one as a parameter.
using System;
using System.Reflection;
unsafe class Holder<T>
{
    public delegate*<T, T> Transform;
    public T Apply(T value) => Transform(value);
}

unsafe static class Program
{
    static string Shout(string s) => s.ToUpperInvariant();
    [System.Runtime.InteropServices.UnmanagedCallersOnly] static int Native(int x) => x + 100;
    static delegate*<int, int> field;
    static delegate* unmanaged<int, void> unmanagedField;
    static int Twice(int x) => 2 * x;
    static int Call(delegate*<int, int> f, int v) { if (v < 0) throw new InvalidOperationException("negative"); return f(v); }
    static void Main()
    {
        var t = typeof(Program).GetField("field", BindingFlags.NonPublic | BindingFlags.Static)!.FieldType;
        Console.WriteLine($"{t} fp={t.IsFunctionPointer} unmanaged={t.IsUnmanagedFunctionPointer} ret={t.GetFunctionPointerReturnType()} params={string.Join(",", (object[])t.GetFunctionPointerParameterTypes())}");
        Console.WriteLine($"name='{t.Name}' full={t.FullName ?? "null"} ns={t.Namespace ?? "null"} ptr={t.IsPointer} vt={t.IsValueType} class={t.IsClass} base={t.BaseType?.ToString() ?? "null"} elem={t.GetElementType()?.ToString() ?? "null"} conv={t.GetFunctionPointerCallingConventions().Length}");
        var u = typeof(Program).GetField("unmanagedField", BindingFlags.NonPublic | BindingFlags.Static)!.FieldType;
        Console.WriteLine($"{u} unmanaged={u.IsUnmanagedFunctionPointer} same={u == t}");
        var p = typeof(Program).GetMethod("Call", BindingFlags.NonPublic | BindingFlags.Static)!.GetParameters()[0].ParameterType;
        Console.WriteLine($"param {p} same as field {p == t}");
        field = &Twice;
        Console.WriteLine(field(21));
        object boxed = typeof(Program).GetField("field", BindingFlags.NonPublic | BindingFlags.Static)!.GetValue(null)!;
        Console.WriteLine(boxed.GetType() + " " + ((IntPtr)boxed != IntPtr.Zero));
        Console.WriteLine(typeof(Program).GetMethod("Call", BindingFlags.NonPublic | BindingFlags.Static)!.Invoke(null, new object[] { boxed, 5 }));
        Console.WriteLine(t.MakeArrayType() + " " + t.MakeArrayType().GetElementType() + " " + t.MakePointerType());
        var holder = new Holder<string> { Transform = &Shout };
        Console.WriteLine(holder.Apply("generic"));
        var ht = typeof(Holder<string>).GetField("Transform")!.FieldType;
        Console.WriteLine($"{ht} {typeof(Holder<>).GetField("Transform")!.FieldType} {ht.GetFunctionPointerParameterTypes()[0]}");
        delegate* unmanaged<int, int> native = &Native;
        Console.WriteLine(native(1));
        // the frame without its " in file:line" (compiled frames have no line in corvid yet)
        try { Call(field, -1); } catch (InvalidOperationException e) { Console.WriteLine(e.StackTrace!.Split('\n')[0].Trim().Split(" in ")[0]); }
    }
}
