// MethodInfo.GetMethodBody: the IL, max stack, InitLocals, local signature token, exception
// clauses and locals (types in the method's instantiation, pinned ones) as CoreCLR reports them;
// and the names of nested types of generic types (List`1+Enumerator[T]: enclosing types by name).
using System;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;

abstract class Base { public abstract int Abstract(); }

static class Program
{
    static unsafe int Sample(int[] values, string text)
    {
        int sum = 0;
        fixed (int* p = values)
        {
            for (int i = 0; i < values.Length; i++) sum += p[i];
        }
        try { sum += int.Parse(text); }
        catch (FormatException) { sum = -1; }
        catch (Exception e) when (e.Message.Length > 0) { sum = -2; }
        finally { sum++; }
        return sum;
    }

    static T Generic<T>(List<T> items) { T last = default!; foreach (var item in items) last = item; return last; }

    static void Show(MethodInfo m)
    {
        var body = m.GetMethodBody();
        if (body == null) { Console.WriteLine($"{m.Name}: no body"); return; }
        Console.WriteLine($"{m.Name}: IL {body.GetILAsByteArray()!.Length} bytes, max stack {body.MaxStackSize}, init locals {body.InitLocals}, local signature 0x{body.LocalSignatureMetadataToken:X8}");
        foreach (var local in body.LocalVariables) Console.WriteLine($"  local {local}");
        foreach (var clause in body.ExceptionHandlingClauses)
        {
            string extra = clause.Flags == ExceptionHandlingClauseOptions.Clause ? " catch " + clause.CatchType
                         : clause.Flags == ExceptionHandlingClauseOptions.Filter ? " filter at " + clause.FilterOffset : "";
            Console.WriteLine($"  {clause.Flags} try {clause.TryOffset}+{clause.TryLength} handler {clause.HandlerOffset}+{clause.HandlerLength}{extra}");
        }
    }

    class Outer<T> { public class Inner { } public class Inner2<U> { } }

    static void Main()
    {
        Console.WriteLine(typeof(List<int>.Enumerator));
        Console.WriteLine(typeof(List<int>.Enumerator).FullName);
        Console.WriteLine(typeof(List<>.Enumerator) + " " + typeof(List<>.Enumerator).FullName);
        Console.WriteLine(typeof(Dictionary<string, int>.KeyCollection));
        Console.WriteLine(typeof(Outer<int>.Inner) + " " + typeof(Outer<int>.Inner2<string>) + " " + typeof(Outer<int>.Inner2<string>).Name);
        Console.WriteLine(Type.GetType(typeof(Dictionary<string, int>.KeyCollection).AssemblyQualifiedName!) == typeof(Dictionary<string, int>.KeyCollection));
        var flags = BindingFlags.NonPublic | BindingFlags.Static;
        Show(typeof(Program).GetMethod("Sample", flags)!);
        Show(typeof(Program).GetMethod("Generic", flags)!);
        Show(typeof(Program).GetMethod("Generic", flags)!.MakeGenericMethod(typeof(string)));
        Show(typeof(Base).GetMethod("Abstract")!);
        Show(typeof(Math).GetMethod("Sqrt")!);
        Console.WriteLine(typeof(Program).GetMethod("Sample", flags)!.GetMethodBody()!.ExceptionHandlingClauses[0].CatchType);
        try { Console.WriteLine(typeof(Program).GetMethod("Sample", flags)!.GetMethodBody()!.ExceptionHandlingClauses[0].FilterOffset); }
        catch (InvalidOperationException e) { Console.WriteLine(e.Message); }
    }
}
