using System;
class Log { public static string S = ""; public static int Note(string s) { S += s + ";"; return 0; } }
class A {
    int fa = Log.Note("A.field");
    public A() : this(0) { Log.Note("A()"); }
    public A(int x) { Log.Note("A(" + x + ")"); Init(); }
    protected virtual void Init() { Log.Note("A.Init"); }
}
class B : A {
    int fb = Log.Note("B.field");
    string name = "set";
    public B() : base(5) { Log.Note("B() name=" + name); }
    public B(string s) : this() { Log.Note("B(" + s + ")"); }
    protected override void Init() { Log.Note("B.Init name=" + (name ?? "null")); }
}
class Program {
    static int Main() {
        new A();
        Console.WriteLine(Log.S); Log.S = "";
        new B();
        Console.WriteLine(Log.S); Log.S = "";
        new B("x");
        Console.WriteLine(Log.S);
        return 0;
    }
}
