using System;
using System.Collections.Generic;
class Program {
    static int Main() {
        var d = new Dictionary<string, int>();
        string[] words = "one two three two one four one".Split(' ');
        foreach (var w in words) { int c; d.TryGetValue(w, out c); d[w] = c + 1; }
        foreach (var kv in d) Console.WriteLine(kv.Key + " -> " + kv.Value);
        Console.WriteLine(d.Count + " " + d.ContainsKey("two") + " " + d.ContainsKey("five") + " " + d.ContainsValue(3));
        try { int x = d["five"]; } catch (KeyNotFoundException) { Console.WriteLine("KeyNotFoundException"); }
        try { d.Add("one", 9); } catch (ArgumentException) { Console.WriteLine("duplicate key"); }
        Console.WriteLine(d.Remove("two") + " " + d.Remove("two") + " " + d.Count);
        var keys = new List<string>(d.Keys); keys.Sort(string.CompareOrdinal);
        Console.WriteLine(string.Join(",", keys));
        var ints = new Dictionary<int, string>();
        for (int i = 0; i < 1000; i++) ints[i * 7] = "v" + i;
        Console.WriteLine(ints.Count + " " + ints[6993] + " " + ints.ContainsKey(7000));
        long sum = 0; foreach (var k in ints.Keys) sum += k;
        Console.WriteLine(sum);
        return 0;
    }
}
