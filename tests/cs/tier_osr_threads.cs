// OSR with threads: frames of several threads enter OSR code (hit limit 1) at conditional back-edges
// env: DOTNET_OSR_HitLimit=1 DOTNET_TC_OnStackReplacement_InitialCounter=1
using System;
using System.Threading;
struct E { public uint h; public int next; public int key; public string val; }
class D {
    int[] b; E[] e; int count;
    public D() { b = new int[3]; e = new E[3]; }
    void Resize() {
        int n = e.Length * 2 + 1;
        int[] nb = new int[n];
        E[] ne = new E[n];
        Array.Copy(e, 0, ne, 0, count);
        for (int i = 0; i < count; i++) {
            int bk = (int)(ne[i].h % (uint)n);
            ne[i].next = nb[bk] - 1;
            nb[bk] = i + 1;
        }
        b = nb; e = ne;
    }
    public void Add(int key, string v) {
        uint h = (uint)key;
        int bk = (int)(h % (uint)b.Length);
        int i = b[bk] - 1;
        E[] es = e;
        while ((uint)i < (uint)es.Length) { if (es[i].key == key) { es[i].val = v; return; } i = es[i].next; }
        if (count == es.Length) { Resize(); bk = (int)(h % (uint)b.Length); }
        es = e;
        int idx = count; count++;
        es[idx].h = h; es[idx].key = key; es[idx].val = v; es[idx].next = b[bk] - 1; b[bk] = idx + 1;
    }
    public int Count { get { return count; } }
}
class P {
    static long total;
    static void Work(object o) {
        long acc = 0;
        for (int round = 0; round < 3000; round++) {
            var d = new D();
            for (int k = 0; k < 20; k++) d.Add(k, k.ToString());
            if (d.Count != 20) Console.WriteLine("count " + d.Count);
            acc += d.Count;
        }
        Interlocked.Add(ref total, acc);
    }
    static void Main() {
        var ts = new Thread[6];
        for (int i = 0; i < 6; i++) { ts[i] = new Thread(Work); ts[i].Start(i); }
        foreach (var t in ts) t.Join();
        Console.WriteLine("total " + total);
    }
}
