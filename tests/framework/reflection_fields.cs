// Reflection over fields the framework's serializers walk: enum members and constants (literal
// fields, which CoreLib reflects from metadata), thread-static and RVA-backed statics, and
// arrays seen through covariant generic interfaces and Array.GetValue / SetValue.
using System;
using System.Collections;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;
using System.Threading;

enum Token : byte { None, StartObject = 3, EndObject = 9 }
[Flags] enum Mode : long { Off = 0, Fast = 1L << 40, Safe = 2 }

class Limits
{
    public const int Max = 42;
    public const string Label = "limits";
    public const double Ratio = 1.5;
    public const char Mark = 'x';
    public const object Nothing = null;
    public static readonly int Computed = 7;
    public static int Counter = 3;
    [ThreadStatic] public static int PerThread;
    public static ReadOnlySpan<byte> Table => new byte[] { 1, 2, 3, 4 };
}

class Animal { public override string ToString() => GetType().Name; }
class Dog : Animal { }

static class Program
{
    static void Main()
    {
        foreach (FieldInfo f in typeof(Token).GetFields(BindingFlags.Public | BindingFlags.Static))
            Console.WriteLine($"{f.Name} {f.GetValue(null)} {f.GetRawConstantValue()} {f.IsLiteral} {f.FieldType.Name}");
        Console.WriteLine(typeof(Token).GetField("StartObject").GetValue(null));
        Console.WriteLine(typeof(Token).GetFields().Length + " " + typeof(Token).GetFields(BindingFlags.Public | BindingFlags.Instance).Single().Name);
        Console.WriteLine(typeof(Mode).GetField("Fast").GetRawConstantValue());
        Console.WriteLine(string.Join(",", Enum.GetValues<Mode>()) + " " + string.Join(",", Enum.GetNames(typeof(Token))));

        foreach (FieldInfo f in typeof(Limits).GetFields().OrderBy(f => f.Name))
            Console.WriteLine($"{f.Name} literal={f.IsLiteral} initonly={f.IsInitOnly} value={f.GetValue(null) ?? "null"}");
        try { typeof(Limits).GetField("Max").SetValue(null, 1); }
        catch (FieldAccessException e) { Console.WriteLine("FieldAccessException " + e.Message); }
        typeof(Limits).GetField("Counter").SetValue(null, 11);
        Console.WriteLine(Limits.Counter);

        FieldInfo perThread = typeof(Limits).GetField("PerThread");
        perThread.SetValue(null, 5);
        int other = -1;
        var t = new Thread(() => other = (int)perThread.GetValue(null));
        t.Start(); t.Join();
        Console.WriteLine($"thread-static here {perThread.GetValue(null)} there {other} {Limits.PerThread}");

        FieldInfo rva = typeof(Limits).Assembly.GetTypes().SelectMany(type => type.GetFields(BindingFlags.NonPublic | BindingFlags.Static))
            .FirstOrDefault(f => f.Attributes.HasFlag(FieldAttributes.HasFieldRVA));
        Console.WriteLine("rva field found " + (rva != null));

        Animal[] animals = new Dog[] { new Dog(), new Dog() };
        ICollection<Animal> collection = animals;
        IList<object> objects = animals;
        IReadOnlyList<Animal> readOnly = animals;
        Console.WriteLine($"{collection.Count} {objects[1]} {readOnly.Count} {objects.IndexOf(animals[1])} {collection.Contains(animals[0])}");
        try { objects[0] = "cat"; }
        catch (ArrayTypeMismatchException) { Console.WriteLine("ArrayTypeMismatchException"); }
        try { collection.Add(new Dog()); }
        catch (NotSupportedException e) { Console.WriteLine(e.Message); }
        Console.WriteLine(animals.Cast<Animal>().Count() + " " + ((IEnumerable<Animal>)animals).Count());

        Array tokens = new Token[] { Token.StartObject, Token.EndObject };
        Console.WriteLine(tokens.GetValue(1) + " " + tokens.GetValue(0).GetType().Name);
        tokens.SetValue(Token.None, 1);
        Console.WriteLine(string.Join(",", (Token[])tokens));
        Array numbers = new long[3];
        numbers.SetValue(5, 0);
        numbers.SetValue((short)-2, 1);
        Console.WriteLine(string.Join(",", (long[])numbers) + " " + numbers.GetValue(1).GetType().Name);
        try { numbers.SetValue("x", 2); }
        catch (InvalidCastException e) { Console.WriteLine("InvalidCastException " + e.Message); }
        Array strings = new string[2];
        strings.SetValue("s", 0);
        Console.WriteLine(strings.GetValue(0) + " " + (strings.GetValue(1) == null));
        Array grid = new int[2, 3];
        grid.SetValue(9, 1, 2);
        Console.WriteLine(grid.GetValue(1, 2) + " " + grid.Length);
        Array points = new KeyValuePair<int, string>[1];
        points.SetValue(new KeyValuePair<int, string>(1, "one"), 0);
        Console.WriteLine(points.GetValue(0));
    }
}
