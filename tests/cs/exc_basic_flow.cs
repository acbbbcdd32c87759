using System;
class Program {
    static string log = "";
    static void Thrower(int kind) {
        log += "T" + kind;
        if (kind == 1) throw new InvalidOperationException("bad op");
        if (kind == 2) throw new ArgumentException("bad arg");
        if (kind == 3) throw new Exception("plain");
        log += "ok";
    }
    static int Main() {
        for (int k = 0; k <= 3; k++) {
            log = "";
            try { Thrower(k); log += "-after"; }
            catch (InvalidOperationException e) { log += "-IOE:" + e.Message; }
            catch (ArgumentException e) { log += "-AE:" + e.Message; }
            catch (Exception e) { log += "-E:" + e.Message; }
            finally { log += "-finally"; }
            Console.WriteLine(log);
        }
        try { throw new NotImplementedException(); }
        catch (SystemException e) { Console.WriteLine("caught as SystemException: " + e.GetType().Name); }
        try { throw new NotSupportedException("ns"); }
        catch { Console.WriteLine("general catch"); }
        return 0;
    }
}
