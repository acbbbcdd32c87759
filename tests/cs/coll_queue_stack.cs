using System;
using System.Collections.Generic;
class Program {
    static int Main() {
        var q = new Queue<string>();
        q.Enqueue("a"); q.Enqueue("b"); q.Enqueue("c");
        Console.WriteLine(q.Dequeue() + " " + q.Peek() + " " + q.Count);
        for (int i = 0; i < 20; i++) { q.Enqueue("x" + i); if (i % 3 == 0) q.Dequeue(); }
        Console.WriteLine(q.Count + " " + string.Join(",", q.ToArray()));
        var s = new Stack<int>();
        for (int i = 0; i < 10; i++) s.Push(i * i);
        Console.WriteLine(s.Pop() + " " + s.Peek() + " " + s.Count + " " + string.Join(",", s));
        try { new Stack<int>().Pop(); } catch (InvalidOperationException) { Console.WriteLine("empty stack"); }
        try { new Queue<int>().Dequeue(); } catch (InvalidOperationException) { Console.WriteLine("empty queue"); }
        string expr = "3 4 + 2 * 7 -";
        var st = new Stack<int>();
        foreach (var tok in expr.Split(' ')) {
            int v;
            if (int.TryParse(tok, out v)) st.Push(v);
            else { int b2 = st.Pop(), a2 = st.Pop(); st.Push(tok == "+" ? a2 + b2 : tok == "-" ? a2 - b2 : a2 * b2); }
        }
        Console.WriteLine("rpn " + st.Pop());
        var bfs = new Queue<int>(); var seen = new bool[20]; bfs.Enqueue(1); seen[1] = true; var order = new List<int>();
        while (bfs.Count > 0) { int n = bfs.Dequeue(); order.Add(n); foreach (int m in new[] { n * 2, n + 3 }) if (m < 20 && !seen[m]) { seen[m] = true; bfs.Enqueue(m); } }
        Console.WriteLine(string.Join(",", order));
        return 0;
    }
}
