// Stack traces through compiled frames: every mode prints the same frames (frame records of
// compiled methods sit among interpreted ones), including across interpreter/compiled hops.
using System;
using System.Runtime.CompilerServices;
class P {
    [MethodImpl(MethodImplOptions.NoInlining)] static int Leaf(int[] a, int i) { return a[i]; }
    [MethodImpl(MethodImplOptions.NoInlining)] static int Middle(int[] a, int i) { return Leaf(a, i) + 1; }
    [MethodImpl(MethodImplOptions.NoInlining)] static void Thrower(int n) { if (n > 0) throw new InvalidOperationException("deep " + n); }
    [MethodImpl(MethodImplOptions.NoInlining)] static void Outer(int n) { Thrower(n); }
    [MethodImpl(MethodImplOptions.NoInlining)] static int Recurse(int n) { if (n == 0) { object o = null; return o.GetHashCode(); } return Recurse(n - 1) + 1; }
    static Func<int, int> viaDelegate = n => Recurse(n) - 1;
    static void Main() {
        var a = new int[4];
        for (int r = 0; r < 300; r++) { Middle(a, r & 3); Outer(0); }
        try { Middle(a, 10); } catch (IndexOutOfRangeException e) { Console.WriteLine(e.StackTrace); }
        try { Outer(3); } catch (Exception e) { Console.WriteLine(e.StackTrace); }
        try { viaDelegate(3); } catch (NullReferenceException e) { Console.WriteLine(e.StackTrace); }
        Console.WriteLine(Environment.StackTrace.Trim());
    }
}
