using System;
struct Acc { public long Total; public int Count; public void Add(long v) { Total += v; Count++; } }
class Holder { public Acc A; public Acc[] Many = new Acc[4]; }
class Program {
    static void AddTo(ref Acc a, long v) { a.Add(v); }
    static void AddToInt(ref int x) { x += 1000; }
    static int Main() {
        var h = new Holder();
        h.A.Add(5);
        AddTo(ref h.A, 10);
        Console.WriteLine(h.A.Total + " " + h.A.Count);
        for (int i = 0; i < 20; i++) AddTo(ref h.Many[i % 4], i);
        foreach (var a in h.Many) Console.Write(a.Total + "/" + a.Count + " ");
        Console.WriteLine();
        AddToInt(ref h.Many[2].Count);
        AddToInt(ref h.A.Count);
        Console.WriteLine(h.Many[2].Count + " " + h.A.Count);
        Acc local = new Acc();
        AddTo(ref local, 7);
        Acc copy = local;
        AddTo(ref copy, 3);
        Console.WriteLine(local.Total + " " + copy.Total);
        return 0;
    }
}
