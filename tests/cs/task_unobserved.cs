// TaskScheduler.UnobservedTaskException: raised (on the finalizer thread) for faulted tasks whose
// exceptions nobody observed, never for observed ones.
using System; using System.Threading; using System.Threading.Tasks; using System.Runtime.CompilerServices;
class P {
  static int fired, observedFired;
  [MethodImpl(MethodImplOptions.NoInlining)]
  static void Make(int n) {
    var ts = new Task[n];
    for (int i = 0; i < n; i++) ts[i] = Task.Run(() => { throw new InvalidOperationException("lost"); });
    foreach (var t in ts) ((IAsyncResult)t).AsyncWaitHandle.WaitOne();
  }
  [MethodImpl(MethodImplOptions.NoInlining)]
  static void MakeObserved(int n) {
    for (int i = 0; i < n; i++) { var t = Task.Run(() => { throw new InvalidOperationException("seen"); }); try { t.Wait(); } catch (AggregateException) { } }
  }
  static void Main() {
    TaskScheduler.UnobservedTaskException += (s, e) => { if (e.Exception.InnerException.Message == "lost") Interlocked.Increment(ref fired); else Interlocked.Increment(ref observedFired); e.SetObserved(); };
    Make(50); MakeObserved(50);
    for (int i = 0; i < 3; i++) { GC.Collect(); GC.WaitForPendingFinalizers(); }
    Console.WriteLine("unobserved fired " + (fired > 0) + " observed fired " + observedFired);
  }
}
