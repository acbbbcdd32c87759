using System;
interface IHasId { int Id { get; } }
class Item : IHasId { public int Id { get; set; } public Item() { Id = -1; } }
struct SItem : IHasId { public int Id { get { return 42; } } }
class Factory<T> where T : new() { public T Make() { return new T(); } }
class RefOnly<T> where T : class { public T Value; public bool IsNull() { return Value == null; } }
class ValOnly<T> where T : struct { public T? Maybe; public T OrDefault() { return Maybe ?? default(T); } }
class Program {
    static int SumIds<T>(T[] xs) where T : IHasId { int s = 0; foreach (var x in xs) s += x.Id; return s; }
    static T Create<T>() where T : IHasId, new() { return new T(); }
    static int Main() {
        Console.WriteLine(new Factory<Item>().Make().Id + " " + new Factory<int>().Make() + " " + new Factory<SItem>().Make().Id);
        var r = new RefOnly<string>();
        Console.WriteLine(r.IsNull());
        r.Value = "x";
        Console.WriteLine(r.IsNull());
        var v = new ValOnly<double>();
        Console.WriteLine(v.OrDefault());
        v.Maybe = 2.5;
        Console.WriteLine(v.OrDefault());
        Console.WriteLine(SumIds(new[] { new Item { Id = 1 }, new Item { Id = 2 } }) + " " + SumIds(new SItem[3]));
        Console.WriteLine(Create<Item>().Id + " " + Create<SItem>().Id);
        return 0;
    }
}
