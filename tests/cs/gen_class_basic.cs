using System;
class Box<T> {
    T value;
    public Box(T v) { value = v; }
    public T Get() { return value; }
    public void Set(T v) { value = v; }
    public Box<U> Map<U>(Func<T, U> f) { return new Box<U>(f(value)); }
    public override string ToString() { return "Box<" + typeof(T).Name + ">(" + value + ")"; }
}
class Pair<A, B> { public A First; public B Second; public Pair(A a, B b) { First = a; Second = b; } public Pair<B, A> Swap() { return new Pair<B, A>(Second, First); } }
class Program {
    static int Main() {
        var bi = new Box<int>(5);
        var bs = bi.Map(x => "n" + x);
        var bd = bi.Map(x => x * 1.5);
        Console.WriteLine(bi + " " + bs + " " + bd);
        bi.Set(10);
        Console.WriteLine(bi.Get() + bs.Get().Length);
        var p = new Pair<string, long>("k", 1L << 33);
        var q = p.Swap();
        Console.WriteLine(q.First + " " + q.Second + " " + q.GetType().Name);
        var nested = new Box<Box<Pair<int, string>>>(new Box<Pair<int, string>>(new Pair<int, string>(1, "one")));
        Console.WriteLine(nested.Get().Get().Second + " " + nested);
        return 0;
    }
}
