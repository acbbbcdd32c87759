using System;
using System.Collections.Generic;
using System.Threading;
class Node { public Node next; public int value; public string text; }
class P {
    static long total;
    static void Work(object o) {
        int id = (int)o;
        long sum = 0;
        for (int round = 0; round < 1000; round++) { /* ~450 MB in all: more than any gen0 budget */
            Node head = null;
            for (int i = 0; i < 1000; i++) head = new Node { next = head, value = i, text = i.ToString() };
            var list = new List<string>();
            for (Node n = head; n != null; n = n.next) { sum += n.value + n.text.Length; if (n.value % 100 == 0) list.Add(n.text + id); }
            sum += list.Count;
        }
        Interlocked.Add(ref total, sum);
    }
    static void Main() {
        var ts = new List<Thread>();
        for (int i = 0; i < 6; i++) { var t = new Thread(Work); ts.Add(t); t.Start(i); }
        foreach (var t in ts) t.Join();
        Console.WriteLine("total " + total);
        Console.WriteLine("gen0 collections > 0: " + (GC.CollectionCount(0) > 0));
    }
}
