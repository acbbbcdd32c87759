// skip-modes: tier1
// (DOTNET_TieredCompilation=0 compiles every System.Text.Json method it reaches: past the unit test's budget)
// System.Text.Json's reflection serializer on records and nullable properties, and what it needs
// from the runtime: property accessors found through RuntimeTypeHandle.GetMethodAt (attribute
// and record properties), Nullable<T> returned by MethodInfo.Invoke / FieldInfo.GetValue /
// Array.GetValue as null or a boxed T (III.4.1), never as a boxed Nullable.
using System;
using System.Collections.Generic;
using System.Reflection;
using System.Text.Json;
using System.Text.Json.Serialization;

record Person(string Name, int Age, List<string> Tags);
record Base(int Id) { public virtual string Kind => "base"; }
record Derived(int Id, string Extra) : Base(Id) { public override string Kind => "derived"; }
enum Level { Low, High }
class Order
{
    public int Id { get; set; }
    public decimal Amount { get; set; }
    public int? Maybe { get; set; }
    public Level Level { get; set; }
    public DateTime When { get; set; }
}
class Holder { public int? Field; public double? Other = 2.5; }

static class Program
{
    public static string Take(int? x) => x.HasValue ? "v" + x : "none";
    static string Show(object? o) => o == null ? "null" : o.GetType().Name + ":" + o;

    static int Main()
    {
        var people = new List<Person> { new("Ann", 31, new() { "a", "b" }), new("Bob", 25, new()) };
        string json = JsonSerializer.Serialize(people);
        Console.WriteLine(json);
        var back = JsonSerializer.Deserialize<List<Person>>(json)!;
        Console.WriteLine(back.Count + " " + back[1].Name + " " + back[0].Age + " " + string.Join("|", back[0].Tags));
        Console.WriteLine(JsonSerializer.Serialize<Base>(new Derived(7, "x")) + " " + JsonSerializer.Serialize(new Derived(8, "y")));
        var orders = new[] {
            new Order { Id = 1, Amount = 1.25m, Maybe = null, Level = Level.High, When = new DateTime(2024, 1, 2, 3, 4, 5, DateTimeKind.Utc) },
            new Order { Id = 2, Amount = 2.50m, Maybe = 42, Level = Level.Low, When = new DateTime(2024, 6, 7, 8, 9, 10, DateTimeKind.Utc) },
        };
        var options = new JsonSerializerOptions { Converters = { new JsonStringEnumConverter() } };
        string ordersJson = JsonSerializer.Serialize(orders, options);
        Console.WriteLine(ordersJson);
        var orders2 = JsonSerializer.Deserialize<Order[]>(ordersJson, options)!;
        Console.WriteLine(orders2[0].Maybe.HasValue + " " + orders2[1].Maybe + " " + orders2[1].Level + " " + orders2[0].When.ToString("o"));

        // the runtime's side of it
        var getter = typeof(Order).GetProperty("Maybe")!.GetMethod!;
        Console.WriteLine(Show(getter.Invoke(orders[0], null)) + " " + Show(getter.Invoke(orders[1], null)));
        Console.WriteLine(Show(typeof(Holder).GetField("Field")!.GetValue(new Holder())) + " " + Show(typeof(Holder).GetField("Other")!.GetValue(new Holder())));
        var order = new Order();
        typeof(Order).GetProperty("Maybe")!.SetValue(order, 42);
        Console.WriteLine(order.Maybe + " " + typeof(int?).IsInstanceOfType(5) + " " + typeof(int?).IsInstanceOfType(5L));
        typeof(Order).GetProperty("Maybe")!.SetValue(order, null);
        Console.WriteLine(order.Maybe.HasValue + " " + typeof(Program).GetMethod("Take")!.Invoke(null, new object?[] { 3 }) + " " + typeof(Program).GetMethod("Take")!.Invoke(null, new object?[] { null }));
        int?[] values = { 1, null, 3 };
        Console.WriteLine(Show(((Array)values).GetValue(0)) + " " + Show(((Array)values).GetValue(1)));
        foreach (var p in typeof(JsonPropertyNameAttribute).GetProperties()) Console.WriteLine("attribute property " + p.Name + " " + p.PropertyType.Name);
        foreach (var p in typeof(Derived).GetProperties(BindingFlags.Public | BindingFlags.Instance)) Console.WriteLine("record property " + p.Name + " " + p.GetValue(new Derived(1, "e")));
        return 3;
    }
}
