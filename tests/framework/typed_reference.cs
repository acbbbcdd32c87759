// Typed references: __makeref / __refvalue / __reftype (mkrefany, refanyval, refanytype), TypedReference.ToObject,
// FieldInfo.GetValueDirect / SetValueDirect, and refanyval's InvalidCastException.
using System;
using System.Reflection;
struct Point { public int X; public int Y; }
class Box { public int Value; public string Name = "box"; }
static class Program
{
    static int field = 5;
    static T Read<T>(TypedReference r) => __refvalue(r, T);
    static Type TypeOf(TypedReference r) => __reftype(r);
    static void Main()
    {
        TypedReference tr = __makeref(field);
        Console.WriteLine(__reftype(tr) + " " + __refvalue(tr, int));
        __refvalue(tr, int) = 9;
        Console.WriteLine(field + " " + TypedReference.ToObject(tr) + " " + TypedReference.GetTargetType(tr));
        string s = "text";
        Console.WriteLine(Read<string>(__makeref(s)) + " " + TypeOf(__makeref(s)));
        try { Console.WriteLine(__refvalue(__makeref(s), object)); }
        catch (InvalidCastException e) { Console.WriteLine("InvalidCastException: " + e.Message); }
        var p = new Point();
        typeof(Point).GetField("X")!.SetValueDirect(__makeref(p), 42);
        Console.WriteLine(p.X + " " + typeof(Point).GetField("X")!.GetValueDirect(__makeref(p)));
        var box = new Box();
        typeof(Box).GetField("Value")!.SetValueDirect(__makeref(box), 7);
        Console.WriteLine(box.Value);
        long total = 0;
        for (int i = 0; i < 100000; i++) { int v = i; total += Read<int>(__makeref(v)); }
        Console.WriteLine(total);
    }
}
