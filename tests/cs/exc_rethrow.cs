using System;
class Program {
    static void Inner() { throw new InvalidOperationException("original"); }
    static void Middle() {
        try { Inner(); }
        catch (InvalidOperationException) { Console.WriteLine("middle saw it"); throw; }
    }
    static void Wrap() {
        try { Middle(); }
        catch (Exception e) { throw new ApplicationException("wrapped", e); }
    }
    static int Main() {
        try { Wrap(); }
        catch (ApplicationException e) {
            Console.WriteLine(e.Message + " <- " + e.InnerException.Message + " (" + e.InnerException.GetType().Name + ")");
        }
        Exception saved = null;
        try { Inner(); } catch (Exception e) { saved = e; }
        try { throw saved; } catch (InvalidOperationException e) { Console.WriteLine("rethrown object same: " + ReferenceEquals(e, saved)); }
        int attempts = 0;
        while (true) {
            try { attempts++; if (attempts < 3) throw new TimeoutException("try " + attempts); Console.WriteLine("succeeded after " + attempts); break; }
            catch (TimeoutException e) { Console.WriteLine("retry: " + e.Message); }
        }
        return 0;
    }
}
