// [UnsafeAccessor] externs (.NET 8+): the runtime makes their bodies, reaching private
// constructors, methods, fields and statics, and types named by [UnsafeAccessorType]; a
// missing target throws when the accessor is first called.
using System;
using System.Collections.Generic;
using System.Runtime.CompilerServices;

class Secret
{
    private int value;
    private static string label = "hidden";
    private Secret(int value) { this.value = value; }
    protected Secret() { }
    private int Twice(int extra) => value * 2 + extra;
    private static string Shout(string text) => text.ToUpperInvariant() + "!";
    public virtual string Who() => "Secret";
    private void Bump(ref int counter) { counter += value; }
}

class Derived : Secret
{
    private Derived() { }
    public override string Who() => "Derived";
}

struct Point { private int x; public override string ToString() => "x=" + x; }

static class Accessors
{
    [UnsafeAccessor(UnsafeAccessorKind.Constructor)]
    public static extern Secret Create(int value);

    [UnsafeAccessor(UnsafeAccessorKind.Method, Name = "Twice")]
    public static extern int CallTwice(Secret target, int extra);

    [UnsafeAccessor(UnsafeAccessorKind.StaticMethod, Name = "Shout")]
    public static extern string CallShout(Secret _, string text);

    [UnsafeAccessor(UnsafeAccessorKind.Field, Name = "value")]
    public static extern ref int Value(Secret target);

    [UnsafeAccessor(UnsafeAccessorKind.StaticField, Name = "label")]
    public static extern ref string Label(Secret _);

    [UnsafeAccessor(UnsafeAccessorKind.Method)]
    public static extern string Who(Secret target);

    [UnsafeAccessor(UnsafeAccessorKind.Method, Name = "Bump")]
    public static extern void Bump(Secret target, ref int counter);

    [UnsafeAccessor(UnsafeAccessorKind.Field, Name = "x")]
    public static extern ref int X(ref Point point);

    [UnsafeAccessor(UnsafeAccessorKind.Method, Name = "Missing")]
    public static extern int Missing(Secret target);

    [UnsafeAccessor(UnsafeAccessorKind.Constructor)]
    [return: UnsafeAccessorType("System.Text.StringBuilder, System.Private.CoreLib")]
    public static extern object NewBuilder(string text);

    [UnsafeAccessor(UnsafeAccessorKind.Method, Name = "Append")]
    [return: UnsafeAccessorType("System.Text.StringBuilder, System.Runtime")]
    public static extern object Append([UnsafeAccessorType("System.Text.StringBuilder, System.Runtime")] object builder, string text);
}

static class Program
{
    static void Main()
    {
        Secret secret = Accessors.Create(21);
        Console.WriteLine(Accessors.CallTwice(secret, 1));
        Console.WriteLine(Accessors.CallShout(null, "hey"));
        Accessors.Value(secret) = 5;
        Console.WriteLine(Accessors.CallTwice(secret, 0));
        Console.WriteLine(Accessors.Label(null));
        Accessors.Label(null) = "shown";
        Console.WriteLine(Accessors.Label(null));
        Console.WriteLine(Accessors.Who(secret) + " " + Accessors.Who((Secret)Activator.CreateInstance(typeof(Derived), true)));
        int counter = 1;
        Accessors.Bump(secret, ref counter);
        Console.WriteLine(counter);
        Point point = default;
        Accessors.X(ref point) = 9;
        Console.WriteLine(point);
        object builder = Accessors.NewBuilder("a");
        Accessors.Append(builder, "b");
        Console.WriteLine(builder);
        try { Accessors.Missing(secret); }
        catch (MissingMethodException e) { Console.WriteLine("MissingMethodException"); }
    }
}
