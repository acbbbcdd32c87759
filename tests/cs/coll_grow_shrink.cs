using System;
using System.Collections.Generic;
class Program {
    static int Main() {
        var d = new Dictionary<int, int>();
        for (int round = 0; round < 5; round++) {
            for (int i = 0; i < 2000; i++) d[i + round * 1000] = i;
            for (int i = 0; i < 1500; i++) d.Remove(i + round * 1000);
        }
        long s = 0; foreach (var kv in d) s += kv.Key * 3 + kv.Value;
        Console.WriteLine(d.Count + " " + s);
        var l = new List<int>();
        for (int i = 0; i < 10000; i++) l.Add(i);
        l.RemoveAll(x => x % 3 != 0);
        Console.WriteLine(l.Count + " " + l[l.Count - 1]);
        l.TrimExcess();
        Console.WriteLine(l.Capacity >= l.Count);
        var hs = new HashSet<int>();
        for (int i = 0; i < 3000; i++) hs.Add(i);
        hs.RemoveWhere(x => x % 2 == 0);
        Console.WriteLine(hs.Count);
        return 0;
    }
}
