using System;
using System.Collections.Generic;
class Program {
    static List<string> log = new List<string>();
    static IEnumerable<int> WithFinally() {
        try { log.Add("start"); yield return 1; log.Add("after1"); yield return 2; log.Add("after2"); yield return 3; }
        finally { log.Add("finally"); }
    }
    static int Main() {
        foreach (var x in WithFinally()) { log.Add("got" + x); if (x == 2) break; }
        Console.WriteLine(string.Join(" ", log)); log.Clear();
        foreach (var x in WithFinally()) log.Add("got" + x);
        Console.WriteLine(string.Join(" ", log)); log.Clear();
        var en = WithFinally().GetEnumerator();
        en.MoveNext();
        en.Dispose();
        Console.WriteLine(string.Join(" ", log)); log.Clear();
        var en2 = WithFinally().GetEnumerator();
        en2.Dispose();
        Console.WriteLine("never started: [" + string.Join(" ", log) + "]");
        try { foreach (var x in WithFinally()) { if (x == 1) throw new Exception("boom"); } } catch (Exception e) { log.Add("caught " + e.Message); }
        Console.WriteLine(string.Join(" ", log));
        return 0;
    }
}
