using System;
using System.Collections.Generic;
class Program {
    static int Main() {
        var d = new Dictionary<int, string>();
        for (int i = 10; i > 0; i--) d.Add(i * i, "sq" + i);
        foreach (KeyValuePair<int, string> kv in d) Console.Write(kv.Key + ":" + kv.Value + " ");
        Console.WriteLine();
        foreach (var k in d.Keys) Console.Write(k + " ");
        Console.WriteLine();
        foreach (var v in d.Values) Console.Write(v.Length + " ");
        Console.WriteLine();
        var kvp = new KeyValuePair<string, double>("pi", 3.25);
        Console.WriteLine(kvp.Key + " " + kvp.Value + " " + kvp);
        var list = new List<KeyValuePair<string, int>>(); 
        list.Add(new KeyValuePair<string, int>("b", 2)); list.Add(new KeyValuePair<string, int>("a", 1));
        list.Sort((x, y) => string.CompareOrdinal(x.Key, y.Key));
        Console.WriteLine(list[0] + " " + list[1]);
        var nested = new Dictionary<string, Dictionary<string, int>>();
        nested["x"] = new Dictionary<string, int> { { "y", 1 } };
        nested["x"]["z"] = 2;
        Console.WriteLine(nested["x"].Count + " " + nested["x"]["z"]);
        return 0;
    }
}
