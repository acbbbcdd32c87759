using System;
using System.Collections.Generic;
class Program {
    static int Main() {
        var counts = new Dictionary<string, int>();
        string text = "it was the best of times it was the worst of times it was the age of wisdom";
        foreach (var w in text.Split(' ')) { int c; counts[w] = counts.TryGetValue(w, out c) ? c + 1 : 1; }
        foreach (var kv in counts) Console.Write(kv.Key + ":" + kv.Value + " ");
        Console.WriteLine();
        var keys = new List<string>(counts.Keys);
        keys.Sort((a, b) => counts[b] != counts[a] ? counts[b] - counts[a] : string.CompareOrdinal(a, b));
        Console.WriteLine(string.Join(" ", keys.GetRange(0, 4)));
        return 0;
    }
}
