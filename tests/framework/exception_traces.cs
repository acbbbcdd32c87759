// Exception traces as CoreCLR builds them: from the throw to the catching frame, continued by
// `throw;`, restarted by `throw e;`, joined by ExceptionDispatchInfo and await; through finally
// and filter blocks and runtime-raised exceptions.
using System; using System.Threading.Tasks; using System.Runtime.ExceptionServices;
static class P {
  static void Print(Exception e) { foreach (var l in e.StackTrace.Split('\n')) Console.WriteLine(l.Split(" in ")[0].TrimEnd()); Console.WriteLine("--"); }
  static void A() => throw new InvalidOperationException("a");
  static void B() { try { A(); } catch (InvalidOperationException) { throw; } }
  static void C() { try { B(); } catch (Exception e) { throw e; } }
  static void D() { try { A(); } finally { Console.WriteLine("finally D"); } }
  static void E() { try { A(); } catch (Exception e) when (e.Message == "zz") { } }
  static void F() { try { A(); } catch (Exception e) { ExceptionDispatchInfo.Capture(e).Throw(); } }
  static async Task G() { await Task.Yield(); A(); }
  static async Task H() { await G(); }
  static void Deep(int n) { if (n == 0) B(); else Deep(n - 1); }
  static void Main() {
    try { B(); } catch (Exception e) { Print(e); }
    try { C(); } catch (Exception e) { Print(e); }
    try { D(); } catch (Exception e) { Print(e); }
    try { E(); } catch (Exception e) { Print(e); }
    try { F(); } catch (Exception e) { Print(e); }
    try { H().Wait(); } catch (AggregateException e) { Print(e.InnerException); }
    try { H().GetAwaiter().GetResult(); } catch (Exception e) { Print(e); }
    try { Deep(5); } catch (Exception e) { Print(e); }
    try { try { B(); } catch { throw; } } catch (Exception e) { Print(e); }
    try { object o = null; o.ToString(); } catch (Exception e) { Print(e); }
    try { int[] x = new int[1]; x[2] = 1; } catch (Exception e) { Print(e); }
  }
}
