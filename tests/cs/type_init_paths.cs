// Type initialization reached along every path (ECMA-335 II.10.5.3): base constructors called
// from derived ones, static methods named through derived types, generic instantiations,
// delegates to static methods, virtual calls, value-type methods, static fields of
// beforefieldinit types read from their own instance methods.
using System;
using System.Collections.Generic;

class Log { public static string Text = ""; public static void Add(string s) { Text += s + ";"; } }

class LazyBase { static readonly int[] empty = new int[0]; public int[] Items; public LazyBase() { Items = empty; } }
class LazyDerived : LazyBase { public LazyDerived() { } }

class PreciseBase {
    public static int Value;
    static PreciseBase() { Log.Add("PreciseBase.cctor"); Value = 7; }
    public PreciseBase() { Log.Add("PreciseBase.ctor " + Value); }
    public static int Get() { return Value; }
}
class PreciseDerived : PreciseBase {
    static PreciseDerived() { Log.Add("PreciseDerived.cctor"); }
    public PreciseDerived() { Log.Add("PreciseDerived.ctor"); }
    public static int Ask() { return Get(); }
}

class MyList : List<object> { public MyList() { } }
class MyDictionary : Dictionary<string, int> { }

class GenericBase<T> {
    static readonly List<T> all = new List<T>();
    public GenericBase(T v) { all.Add(v); }
    public static int Count { get { return all.Count; } }
}
class GenericDerived : GenericBase<string> { public GenericDerived() : base("x") { } }
class IntDerived : GenericBase<int> { public IntDerived(int v) : base(v) { } }

class StaticTarget {
    static string prefix;
    static StaticTarget() { Log.Add("StaticTarget.cctor"); prefix = "target:"; }
    public static string Call(string s) { return prefix + s; }
}

class VirtualOwner {
    static string tag;
    static VirtualOwner() { Log.Add("VirtualOwner.cctor"); tag = "virt"; }
    public virtual string Tag() { return tag; }
}
class VirtualChild : VirtualOwner { public override string Tag() { return "child+" + base.Tag(); } }

struct Counter {
    static int start;
    static Counter() { Log.Add("Counter.cctor"); start = 100; }
    public int Next() { return ++start; }
}

class LazyInstance {
    static readonly string greeting = Make();
    static string Make() { Log.Add("LazyInstance.init"); return "hello"; }
    public string Greet() { return greeting; }
}

class Holder<T> {
    public static readonly string Name = typeof(T).Name;
    public string Read() { return Name; }
}

static class Program {
    static int Main() {
        Console.WriteLine(new LazyDerived().Items == null ? "null" : "set");
        Console.WriteLine(PreciseDerived.Ask());
        Console.WriteLine(Log.Text); Log.Text = "";
        new PreciseDerived();
        Console.WriteLine(Log.Text); Log.Text = "";
        var l = new MyList(); l.Add(1); l.Add("two"); Console.WriteLine(l.Count);
        var d = new MyDictionary(); d["a"] = 1; Console.WriteLine(d.Count);
        new GenericDerived(); new GenericDerived(); Console.WriteLine(GenericBase<string>.Count);
        new IntDerived(1); Console.WriteLine(GenericBase<int>.Count);
        Func<string, string> f = StaticTarget.Call;
        Console.WriteLine(Log.Text); Log.Text = "";
        Console.WriteLine(f("a"));
        Console.WriteLine(Log.Text); Log.Text = "";
        VirtualOwner v = new VirtualChild();
        Console.WriteLine(v.Tag());
        Console.WriteLine(Log.Text); Log.Text = "";
        Counter c = default(Counter);
        Console.WriteLine(c.Next());
        Console.WriteLine(Log.Text); Log.Text = "";
        Console.WriteLine(new LazyInstance().Greet());
        Console.WriteLine(Log.Text); Log.Text = "";
        Console.WriteLine(new Holder<int>().Read() + " " + new Holder<string>().Read());
        for (int i = 0; i < 100; i++) { new LazyDerived(); new MyList().Add(i); }
        return 0;
    }
}
