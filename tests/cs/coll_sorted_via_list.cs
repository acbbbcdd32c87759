using System;
using System.Collections.Generic;
class SortedMap<K, V> where K : IComparable<K> {
    List<K> keys = new List<K>(); List<V> vals = new List<V>();
    public void Set(K k, V v) { int i = keys.BinarySearch(k); if (i >= 0) vals[i] = v; else { i = ~i; keys.Insert(i, k); vals.Insert(i, v); } }
    public bool TryGet(K k, out V v) { int i = keys.BinarySearch(k); v = i >= 0 ? vals[i] : default(V); return i >= 0; }
    public IEnumerable<KeyValuePair<K, V>> Items() { for (int i = 0; i < keys.Count; i++) yield return new KeyValuePair<K, V>(keys[i], vals[i]); }
    public int Count { get { return keys.Count; } }
}
class Program {
    static int Main() {
        var m = new SortedMap<int, string>();
        int[] ks = { 50, 10, 30, 20, 40, 10, 60, 5 };
        foreach (int k in ks) m.Set(k, "v" + k);
        m.Set(30, "thirty");
        foreach (var kv in m.Items()) Console.Write(kv.Key + "=" + kv.Value + " ");
        Console.WriteLine();
        string v;
        Console.WriteLine(m.Count + " " + m.TryGet(20, out v) + " " + v + " " + m.TryGet(25, out v) + " " + (v == null));
        var sl = new SortedList<string, int>(StringComparer.Ordinal) { { "pear", 3 }, { "apple", 1 }, { "fig", 2 } };
        foreach (var kv in sl) Console.Write(kv.Key + ":" + kv.Value + " ");
        Console.WriteLine();
        var sd = new SortedDictionary<int, int>();
        for (int i = 10; i > 0; i--) sd[i * 3 % 11] = i;
        Console.WriteLine(string.Join(",", sd.Keys));
        return 0;
    }
}
