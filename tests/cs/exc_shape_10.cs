using System;
// Exception-handling shape 10: nested try/catch/finally with the throw point chosen by a parameter.
class Program {
    static System.Text.StringBuilder log = new System.Text.StringBuilder();
    static void Maybe(int at, int here) { if (at == here) throw (here % 3 == 0 ? new InvalidOperationException("io" + here) : here % 3 == 1 ? (Exception)new ArgumentException("arg" + here) : new FormatException("fmt" + here)); }
    static int Run(int at) {
        int result = 0;
        try {
            log.Append('a'); Maybe(at, 1);
            try {
                log.Append('b'); Maybe(at, 2);
                try { log.Append('c'); Maybe(at, 3); result += 1; }
                catch (ArgumentException e) when (e.Message.Length > 2) { log.Append("[A" + e.Message + "]"); Maybe(at, 4); result += 10; }
                finally { log.Append('d'); if (at == 10) throw new Exception("fin"); }
                Maybe(at, 5);
                for (int i = 0; i < 3; i++) { try { Maybe(at, 6 + i); } finally { log.Append('l'); } }
            }
            catch (InvalidOperationException e) { log.Append("[I" + e.Message + "]"); result += 100;  }
            finally { log.Append('e'); }
            Maybe(at, 8);
        }
        catch (FormatException e) { log.Append("[F" + e.Message + "]"); result += 1000; }
        catch (Exception e) { log.Append("[E" + e.GetType().Name + "]"); result += 10000; }
        finally { log.Append('f'); }
        return result;
    }
    static int Main() {
        for (int at = 0; at <= 16; at++) {
            log.Clear();
            int r;
            try { r = Run(at); } catch (Exception e) { r = -1; log.Append("[escaped " + e.GetType().Name + "]"); }
            Console.WriteLine(at + ": " + r + " " + log);
        }
        return 0;
    }
}
