using System;
class Trace { public static string Log = ""; }
class WithCctor {
    public static int Value;
    static WithCctor() { Trace.Log += "[WithCctor.cctor]"; Value = 42; }
    public static void Touch() { Trace.Log += "[Touch]"; }
}
class Lazy {
    public static readonly int X = Init();
    static Lazy() { Trace.Log += "[Lazy.cctor]"; }
    static int Init() { Trace.Log += "[Lazy.Init]"; return 7; }
}
class Chain1 { public static int A = Chain2.B + 1; static Chain1() { Trace.Log += "[C1]"; } }
class Chain2 { public static int B = 10; static Chain2() { Trace.Log += "[C2]"; } }
class Inst { static Inst() { Trace.Log += "[Inst.cctor]"; } public Inst() { Trace.Log += "[Inst()]"; } }
class Program {
    static int Main() {
        Trace.Log += "[main]";
        WithCctor.Touch();
        Trace.Log += "[v=" + WithCctor.Value + "]";
        Console.WriteLine(Trace.Log); Trace.Log = "";
        Trace.Log += "[x=" + Lazy.X + "]";
        Console.WriteLine(Trace.Log); Trace.Log = "";
        Trace.Log += "[a=" + Chain1.A + "]";
        Console.WriteLine(Trace.Log); Trace.Log = "";
        new Inst(); new Inst();
        Console.WriteLine(Trace.Log);
        return 0;
    }
}
