// skip-modes: tier1
// (passes there too, but DOTNET_TieredCompilation=0 compiles every CoreLib method it reaches: ~20 s, past the unit test's budget)
// Reflection over CoreLib and user types: comparers, names, generics, members, invoke, attributes, enums.
using System;
using System.Collections.Generic;
using System.Reflection;

[AttributeUsage(AttributeTargets.Method | AttributeTargets.Class)]
sealed class TagAttribute : Attribute
{
    public TagAttribute(string name) { Name = name; }
    public string Name { get; }
    public int Weight { get; set; }
}

enum Color { Red = 1, Green = 2, Blue = 4 }

[Flags] enum Access { None = 0, Read = 1, Write = 2, Exec = 4 }

struct Point { public int X; public int Y; public override string ToString() { return "(" + X + "," + Y + ")"; } }

[Tag("calc", Weight = 3)]
public class Calculator
{
    public int Offset { get; set; }
    private string secret = "s3";
    public static int Created;
    public Calculator() { Created++; }
    public Calculator(int offset) { Offset = offset; Created++; }
    [Tag("add")] public int Add(int a, int b) { return a + b + Offset; }
    public static string Greet(string who) { return "hi " + who; }
    public T Echo<T>(T value) { return value; }
    public override string ToString() { return "Calculator " + Offset + " " + secret; }
}

static class Program
{
    static void Show(string what, object value) { Console.WriteLine(what + ": " + (value == null ? "null" : value.ToString())); }

    static int Main()
    {
        Show("eq char", EqualityComparer<char>.Default.Equals('a', 'a'));
        Show("eq string", EqualityComparer<string>.Default.Equals("x", "y"));
        Show("eq color", EqualityComparer<Color>.Default.Equals(Color.Red, Color.Red));
        Show("eq nullable", EqualityComparer<int?>.Default.Equals(3, null));
        Show("cmp int", Comparer<int>.Default.Compare(5, 2));
        Show("cmp string", Comparer<string>.Default.Compare("a", "b") < 0);
        var set = new HashSet<string> { "b", "a", "b" };
        Show("set", set.Count);
        var sorted = new List<int> { 3, 1, 2 };
        sorted.Sort();
        Show("sorted", sorted[0] + "," + sorted[1] + "," + sorted[2]);

        Type t = typeof(Calculator);
        Show("name", t.Name);
        Show("fullname", typeof(List<int>).FullName);
        Show("namespace", typeof(List<int>).Namespace);
        Show("nested", typeof(Dictionary<string, int>.KeyCollection).Name);
        Show("array", typeof(int[]).Name + " " + typeof(string[,]).FullName);
        Show("gettype", "s".GetType() == typeof(string));
        Show("valuetype", typeof(int).IsValueType + " " + typeof(string).IsValueType + " " + typeof(Point).IsValueType);
        Show("enum", typeof(Color).IsEnum + " " + Enum.GetUnderlyingType(typeof(Color)).Name);
        Show("generic", typeof(List<int>).IsGenericType + " " + typeof(List<>).IsGenericTypeDefinition + " " + typeof(int).IsGenericType);
        Show("args", typeof(Dictionary<string, int>).GetGenericArguments()[1].Name);
        Show("make", typeof(List<>).MakeGenericType(typeof(string)) == typeof(List<string>));
        Show("assignable", typeof(IEnumerable<int>).IsAssignableFrom(typeof(List<int>)) + " " + typeof(string).IsAssignableFrom(typeof(object)));
        Show("base", typeof(ArgumentNullException).BaseType.Name);
        Show("interfaces", typeof(List<int>).GetInterfaces().Length > 3);
        Show("sealed", typeof(string).IsSealed + " " + typeof(Calculator).IsSealed);
        Show("assembly", typeof(Calculator).Assembly.GetName().Name + " " + typeof(object).Assembly.GetName().Name);

        object calc = Activator.CreateInstance(t, 10);
        Show("created", calc);
        Show("default ctor", Activator.CreateInstance(t));
        Show("list", ((System.Collections.IList)Activator.CreateInstance(typeof(List<>).MakeGenericType(typeof(string)))).Count);
        MethodInfo add = t.GetMethod("Add");
        Show("invoke", add.Invoke(calc, new object[] { 1, 2 }));
        Show("static", t.GetMethod("Greet").Invoke(null, new object[] { "you" }));
        Show("generic method", t.GetMethod("Echo").MakeGenericMethod(typeof(string)).Invoke(calc, new object[] { "echo" }));
        Show("params", add.GetParameters().Length + " " + add.ReturnType.Name);
        PropertyInfo offset = t.GetProperty("Offset");
        offset.SetValue(calc, 7);
        Show("property", offset.GetValue(calc));
        FieldInfo secret = t.GetField("secret", BindingFlags.NonPublic | BindingFlags.Instance);
        Show("field", secret.GetValue(calc));
        secret.SetValue(calc, "s4");
        Show("field set", calc);
        Show("static field", t.GetField("Created").GetValue(null));
        Show("struct field", typeof(Point).GetField("Y").GetValue(new Point { X = 1, Y = 2 }));

        var tag = (TagAttribute)Attribute.GetCustomAttribute(t, typeof(TagAttribute));
        Show("attribute", tag.Name + " " + tag.Weight);
        Show("method attribute", ((TagAttribute)Attribute.GetCustomAttribute(add, typeof(TagAttribute))).Name);
        Show("defined", t.IsDefined(typeof(TagAttribute), false) + " " + typeof(Program).IsDefined(typeof(TagAttribute), false));

        Show("enum names", string.Join(",", Enum.GetNames(typeof(Color))));
        Show("enum tostring", Color.Blue.ToString() + " " + ((Color)3).ToString());
        Show("flags", (Access.Read | Access.Exec).ToString());
        Show("parse", Enum.Parse(typeof(Color), "Green"));
        Show("defined value", Enum.IsDefined(typeof(Color), 4));
        var adder = (Func<int, int, int>)Delegate.CreateDelegate(typeof(Func<int, int, int>), calc, "Add");
        Show("delegate", adder(5, 5));
        var greeter = (Func<string, string>)Delegate.CreateDelegate(typeof(Func<string, string>), t.GetMethod("Greet"));
        Show("static delegate", greeter("there"));
        int calculators = 0;
        foreach (Type type in typeof(Program).Assembly.GetTypes()) if (type.Name == "Calculator") calculators++;
        Show("types", calculators);
        ParameterInfo[] parameters = add.GetParameters();
        Show("parameter names", parameters[0].Name + " " + parameters[1].ParameterType.Name);
        try { add.Invoke(calc, new object[] { "bad", 1 }); }
        catch (ArgumentException e) { Show("bad argument", e.GetType().Name); }
        try { typeof(Program).GetMethod("Thrower", BindingFlags.NonPublic | BindingFlags.Static).Invoke(null, null); }
        catch (TargetInvocationException e) { Show("inner", e.InnerException.Message); }
        return 0;
    }

    static void Thrower() { throw new InvalidOperationException("inner boom"); }
}
