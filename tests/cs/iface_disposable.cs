using System;
class Res : IDisposable {
    string name; public static string Log = "";
    public Res(string n) { name = n; Log += "open " + n + "; "; }
    public void Dispose() { Log += "close " + name + "; "; }
}
struct SRes : IDisposable { public void Dispose() { Res.Log += "struct dispose; "; } }
class Program {
    static int Main() {
        using (var a = new Res("a")) { using (var b = new Res("b")) { Res.Log += "body; "; } }
        Console.WriteLine(Res.Log); Res.Log = "";
        using (Res c = new Res("c"), d = new Res("d")) { }
        Console.WriteLine(Res.Log); Res.Log = "";
        try { using (new Res("e")) { throw new Exception("boom"); } }
        catch (Exception ex) { Res.Log += "caught " + ex.Message; }
        Console.WriteLine(Res.Log); Res.Log = "";
        using (new SRes()) { }
        Res nul = null;
        using (nul) { Res.Log += "null ok; "; }
        Console.WriteLine(Res.Log);
        return 0;
    }
}
