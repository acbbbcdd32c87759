using System;
using System.Collections.Generic;
struct KV<K, V> { public K Key; public V Value; public KV(K k, V v) { Key = k; Value = v; } public override string ToString() { return Key + "=" + Value; } }
class Program {
    static KV<V, K> Flip<K, V>(KV<K, V> kv) { return new KV<V, K>(kv.Value, kv.Key); }
    static int Main() {
        var a = new KV<string, int>("a", 1);
        var b = Flip(a);
        Console.WriteLine(a + " " + b);
        var list = new List<KV<int, double>>();
        for (int i = 0; i < 5; i++) list.Add(new KV<int, double>(i, i * 0.25));
        double s = 0;
        foreach (var kv in list) s += kv.Key * kv.Value;
        Console.WriteLine(s);
        var big = new KV<KV<int, int>, KV<string, long>>(new KV<int, int>(1, 2), new KV<string, long>("x", 1L << 40));
        Console.WriteLine(big);
        KV<int, int>[] arr = new KV<int, int>[3];
        arr[1].Value = 42;
        Console.WriteLine(arr[0] + " " + arr[1]);
        return 0;
    }
}
