using System;
class Cell { public long Payload; public Cell Next; }
class Program {
    static Cell Build(int n, long seed) { Cell h = null; for (int i = 0; i < n; i++) h = new Cell { Payload = seed + i, Next = h }; return h; }
    static long Sum(Cell c) { long s = 0; while (c != null) { s += c.Payload; c = c.Next; } return s; }
    static int Main() {
        Cell[] keep = new Cell[8];
        long total = 0;
        for (int round = 0; round < 200; round++) {
            Cell list = Build(20000, round);
            total += Sum(list);
            keep[round % 8] = list;
        }
        long kept = 0; foreach (var k in keep) kept += Sum(k);
        Console.WriteLine("total " + total);
        Console.WriteLine("kept " + kept);
        return 0;
    }
}
