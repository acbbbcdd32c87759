using System;
using System.Collections.Generic;
class T { public T L, R; public int V; }
class Program {
    static T Make(int d, int v) { if (d == 0) return new T { V = v }; return new T { L = Make(d - 1, v * 2), R = Make(d - 1, v * 2 + 1), V = v }; }
    static long Check(T t) { return t.L == null ? t.V : t.V + Check(t.L) - Check(t.R); }
    static int Main() {
        var longLived = Make(14, 1);
        long acc = 0;
        for (int i = 0; i < 200; i++) acc += Check(Make(12, i));
        var dicts = new List<Dictionary<int, string>>();
        for (int i = 0; i < 50; i++) { var d = new Dictionary<int, string>(); for (int k = 0; k < 2000; k++) d[k] = "v"; if (i % 10 == 0) dicts.Add(d); }
        Console.WriteLine(acc + " " + Check(longLived) + " " + dicts.Count + " " + dicts[4].Count);
        return 0;
    }
}
