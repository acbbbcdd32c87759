// Generic definitions through reflection: declared parameters have names, positions, owners and
// attributes; a definition's signatures name them; type and method names show instantiations
// as CoreCLR's TypeString does; stack traces name generic methods (Single[TSource]).
using System;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;

class Box<T>
{
    public T Value;
    public List<T> Items;
    public T Get(T fallback) => fallback;
    public U Map<U>(Func<T, U> f) => f(Value);
    public T Prop { get; set; }
}

interface IProducer<out TItem> where TItem : class { TItem Make(); }

static class Program
{
    static T Boom<T>(T x) => throw new InvalidOperationException("boom " + x);

    static void Trace(Action action)
    {
        try { action(); }
        catch (Exception e)
        {
            // frames without " in file:line", which depends on the PDB
            foreach (string line in e.StackTrace.Split('\n'))
                Console.WriteLine(line.Split(" in ")[0].TrimEnd());
        }
    }

    static void Main()
    {
        Trace(() => new int[0].Single());
        Trace(() => Boom(3));
        Trace(() => new List<string>().First());

        Type box = typeof(Box<>);
        Type t = box.GetGenericArguments()[0];
        Console.WriteLine($"{t.Name} {t.IsGenericParameter} {t.GenericParameterPosition} {t.DeclaringType} {t.DeclaringMethod == null} {t.FullName == null} {t.GenericParameterAttributes}");
        Console.WriteLine($"{box} {box.FullName} {box.Name} {box.MakeGenericType(t) == box}");
        Console.WriteLine($"{box.GetField("Value").FieldType == t} {box.GetField("Items").FieldType} {box.GetProperty("Prop").PropertyType.Name}");
        MethodInfo get = box.GetMethod("Get");
        Console.WriteLine($"{get} {get.GetParameters()[0].ParameterType.Name} {get.ReturnType == t}");
        MethodInfo map = box.GetMethod("Map");
        Type u = map.GetGenericArguments()[0];
        Console.WriteLine($"{map} {u.Name} {u.DeclaringMethod.Name} {u.DeclaringType.Name} {map.GetParameters()[0].ParameterType}");
        Console.WriteLine(map.MakeGenericMethod(typeof(int)));
        Console.WriteLine(typeof(Box<int>).GetMethod("Map"));
        Console.WriteLine(string.Join(",", typeof(Dictionary<,>).GetGenericArguments().Select(a => a.Name)));
        Console.WriteLine(typeof(Enumerable).GetMethods().First(m => m.Name == "Select"));
        Console.WriteLine(typeof(List<>).GetMethod("Add"));
        Type item = typeof(IProducer<>).GetGenericArguments()[0];
        Console.WriteLine($"{item.Name} {item.GenericParameterAttributes} {typeof(IProducer<>)}");
        Console.WriteLine($"{typeof(List<int>)} {typeof(Dictionary<string, List<int>>)} {typeof(List<int>).Name}");
        Console.WriteLine(typeof(Dictionary<string, int>).FullName);
        Console.WriteLine(typeof(Box<>).MakeGenericType(typeof(Box<>).GetGenericArguments()[0]).Name);
    }
}
