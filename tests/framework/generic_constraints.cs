// MakeGenericType / MakeGenericMethod check the type arguments against the parameters'
// constraints as CoreCLR's loader does (class, struct, new(), base types, interfaces with the
// instantiation substituted, allows ref struct), with CoreLib's messages and inner exceptions.
using System;
using System.Collections.Generic;
using System.Reflection;

class Constrained<T> where T : class, IComparable<T>, new() { }
class Good : IComparable<Good> { public int CompareTo(Good other) => 0; }
class NoCtor : IComparable<NoCtor> { public NoCtor(int x) { } public int CompareTo(NoCtor other) => 0; }
abstract class Shape { }
class Circle : Shape { }
class Holder<TShape> where TShape : Shape { }
class Values<TValue> where TValue : struct { }
class Comparables<TItem> where TItem : IComparable<TItem> { }
class Pair<TKey, TValue> where TValue : IEnumerable<TKey> { }
class Any<TItem> { }

static class Program
{
    static void NeedsClass<TRef>() where TRef : class { }
    static void NeedsShape<TS>() where TS : Shape, new() { }

    static void Try(string label, Func<Type> make)
    {
        try { Console.WriteLine($"{label}: {make()}"); }
        catch (Exception e) { Console.WriteLine($"{label}: {e.GetType().Name}: {e.Message} | inner {e.InnerException?.GetType().Name}"); }
    }

    static void TryMethod(string label, string name, Type argument)
    {
        try { Console.WriteLine($"{label}: {typeof(Program).GetMethod(name, BindingFlags.NonPublic | BindingFlags.Static)!.MakeGenericMethod(argument)}"); }
        catch (Exception e) { Console.WriteLine($"{label}: {e.GetType().Name}: {e.Message} | inner {e.InnerException?.GetType().Name}"); }
    }

    static void Main()
    {
        Try("all satisfied", () => typeof(Constrained<>).MakeGenericType(typeof(Good)));
        Try("string has no default constructor", () => typeof(Constrained<>).MakeGenericType(typeof(string)));
        Try("value type for class", () => typeof(Constrained<>).MakeGenericType(typeof(int)));
        Try("no default constructor", () => typeof(Constrained<>).MakeGenericType(typeof(NoCtor)));
        Try("base type", () => typeof(Holder<>).MakeGenericType(typeof(Circle)));
        Try("abstract base itself", () => typeof(Holder<>).MakeGenericType(typeof(Shape)));
        Try("wrong base", () => typeof(Holder<>).MakeGenericType(typeof(Good)));
        Try("struct", () => typeof(Values<>).MakeGenericType(typeof(int)));
        Try("nullable for struct", () => typeof(Values<>).MakeGenericType(typeof(int?)));
        Try("class for struct", () => typeof(Values<>).MakeGenericType(typeof(string)));
        Try("value type comparable", () => typeof(Comparables<>).MakeGenericType(typeof(int)));
        Try("not comparable", () => typeof(Comparables<>).MakeGenericType(typeof(object)));
        Try("substituted constraint", () => typeof(Pair<,>).MakeGenericType(typeof(int), typeof(List<int>)));
        Try("substituted constraint broken", () => typeof(Pair<,>).MakeGenericType(typeof(string), typeof(List<int>)));
        Try("ref struct without allows ref struct", () => typeof(Any<>).MakeGenericType(typeof(Span<int>)));
        Try("byref of a ref struct", () => typeof(Span<int>).MakeByRefType());
        Try("pointer to a ref struct", () => typeof(Span<int>).MakePointerType());
        Try("array of a ref struct", () => typeof(Span<int>).MakeArrayType());
        Try("2-d array of a ref struct", () => typeof(Span<int>).MakeArrayType(2));
        Console.WriteLine($"IsByRefLike: {typeof(Span<int>).IsByRefLike} {typeof(ReadOnlySpan<char>).IsByRefLike} {typeof(int).IsByRefLike} {typeof(List<int>.Enumerator).IsByRefLike}");
        TryMethod("method ok", "NeedsClass", typeof(string));
        TryMethod("method violates", "NeedsClass", typeof(int));
        TryMethod("method base and new()", "NeedsShape", typeof(Circle));
        TryMethod("method abstract", "NeedsShape", typeof(Shape));
    }
}
