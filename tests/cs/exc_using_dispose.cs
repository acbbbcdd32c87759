using System;
class Tracker : IDisposable {
    public static string Log = "";
    string n; public Tracker(string n) { this.n = n; Log += "+" + n; }
    public void Dispose() { Log += "-" + n; }
}
class Program {
    static int Work(int mode) {
        using (var a = new Tracker("a")) {
            using (var b = new Tracker("b")) {
                if (mode == 1) return 1;
                if (mode == 2) throw new Exception("boom");
            }
            Tracker.Log += "|";
        }
        return 0;
    }
    static int Main() {
        for (int m = 0; m < 3; m++) {
            Tracker.Log = "";
            try { Work(m); } catch (Exception e) { Tracker.Log += " caught " + e.Message; }
            Console.WriteLine(m + ": " + Tracker.Log);
        }
        return 0;
    }
}
