using System;
using System.Collections.Generic;
class Program {
    static int Main() {
        var ll = new LinkedList<int>();
        ll.AddLast(2); ll.AddLast(3); ll.AddFirst(1); ll.AddLast(5);
        var node3 = ll.Find(3);
        ll.AddAfter(node3, 4);
        ll.AddBefore(ll.First, 0);
        Console.WriteLine(string.Join(",", ll) + " count=" + ll.Count);
        ll.Remove(3); ll.RemoveFirst(); ll.RemoveLast();
        Console.WriteLine(string.Join(",", ll) + " first=" + ll.First.Value + " last=" + ll.Last.Value);
        var back = new List<int>();
        for (var n = ll.Last; n != null; n = n.Previous) back.Add(n.Value);
        Console.WriteLine(string.Join(",", back));
        Console.WriteLine(ll.Contains(4) + " " + ll.Contains(3) + " " + (ll.Find(99) == null));
        var lru = new LinkedList<string>();
        foreach (var k in "a b c a d b e a".Split(' ')) { lru.Remove(k); lru.AddFirst(k); if (lru.Count > 3) lru.RemoveLast(); }
        Console.WriteLine(string.Join(",", lru));
        return 0;
    }
}
