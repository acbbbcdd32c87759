using System;
struct Opt<T> {
    readonly T val; readonly bool has;
    public Opt(T v) { val = v; has = true; }
    public bool HasValue { get { return has; } }
    public T Or(T d) { return has ? val : d; }
    public Opt<U> Map<U>(Func<T, U> f) { return has ? new Opt<U>(f(val)) : new Opt<U>(); }
    public override string ToString() { return has ? "Some(" + val + ")" : "None"; }
}
class Program {
    static Opt<int> ParseOpt(string s) { int v; return int.TryParse(s, out v) ? new Opt<int>(v) : new Opt<int>(); }
    static int Main() {
        string[] ins = { "12", "x", "-3", "" };
        foreach (var s in ins) { var o = ParseOpt(s); Console.WriteLine(o + " " + o.Map(x => x * 2) + " " + o.Map(x => "s" + x) + " " + o.Or(-1)); }
        Opt<Opt<long>> nested = new Opt<Opt<long>>(new Opt<long>(5));
        Console.WriteLine(nested + " " + nested.Or(new Opt<long>()).Or(0));
        Opt<string>[] arr = new Opt<string>[2];
        arr[1] = new Opt<string>("z");
        Console.WriteLine(arr[0] + " " + arr[1]);
        return 0;
    }
}
