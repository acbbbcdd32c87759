// Typical program APIs: formatting, collections, LINQ, tasks, Parallel.For, streams, encodings.
using System;
using System.Collections.Generic;
using System.Linq;
using System.Text;
using System.IO;
using System.Threading;
using System.Threading.Tasks;
class Node { public Node L, R; }
class P {
    static Node Make(int d) { return d == 0 ? new Node() : new Node { L = Make(d - 1), R = Make(d - 1) }; }
    static int Check(Node n) { return n.L == null ? 1 : 1 + Check(n.L) + Check(n.R); }
    static int Main() {
        var sb = new StringBuilder();
        sb.AppendFormat("{0,5}|{1,-5}|{2:X4}", 42, "ab", 255).AppendLine();
        sb.Append('x', 3).Insert(0, "[").Replace("x", "y");
        Console.WriteLine(sb.ToString());
        Console.WriteLine(string.Format("{0:0.000} {1:N0} {2:P0} {3:e2}", Math.PI, 1234567, 0.256, 12345.678));
        Console.WriteLine($"{DateTime.MinValue.Year} {TimeSpan.FromSeconds(90)}");
        var d = new Dictionary<string, int>();
        foreach (var w in "a b c a b a".Split(' ')) { int c; d.TryGetValue(w, out c); d[w] = c + 1; }
        foreach (var kv in d.OrderByDescending(k => k.Value).ThenBy(k => k.Key)) Console.Write(kv.Key + kv.Value + " ");
        Console.WriteLine();
        var t = Task.Run(() => Check(Make(10)));
        Console.WriteLine(t.Result);
        var tasks = Enumerable.Range(0, 4).Select(i => Task.Run(() => i * i)).ToArray();
        Task.WaitAll(tasks);
        Console.WriteLine(string.Join(",", tasks.Select(x => x.Result)));
        int total = 0;
        Parallel.For(0, 100, i => Interlocked.Add(ref total, i));
        Console.WriteLine(total);
        var arr = new[] { 5, 3, 9, 1 };
        Array.Sort(arr, (a, b) => b.CompareTo(a));
        Console.WriteLine(string.Join(" ", arr) + " " + Array.IndexOf(arr, 9) + " " + arr.Reverse().First());
        using (var ms = new MemoryStream()) {
            var w = new StreamWriter(ms); w.Write("hello"); w.Flush();
            Console.WriteLine(ms.Length + " " + Encoding.UTF8.GetString(ms.ToArray()));
        }
        var stdout = Console.OpenStandardOutput();
        var bytes = Encoding.ASCII.GetBytes("raw bytes\n");
        stdout.Write(bytes, 0, bytes.Length); stdout.Flush();
        Console.WriteLine(Tuple.Create(1, "a") + " " + (1, "b").ToString() + " " + new KeyValuePair<int,int>(1,2));
        Console.WriteLine(BitConverter.GetBytes(1.5).Length + " " + Convert.ToString(255, 2) + " " + Convert.ToBase64String(new byte[] { 1, 2, 3 }));
        Console.WriteLine(string.Concat(Enumerable.Repeat("ab", 3)) + " " + "Hello".ToUpper() + " " + "a,b,,c".Split(new[] { ',' }, StringSplitOptions.RemoveEmptyEntries).Length);
        Console.WriteLine(int.Parse("-123") + long.Parse("5") + " " + double.Parse("1.5e3"));
        var q = new Queue<int>(); q.Enqueue(1); var st = new Stack<int>(); st.Push(2);
        var ll = new LinkedList<int>(); ll.AddLast(3); ll.AddFirst(4);
        Console.WriteLine(q.Dequeue() + st.Pop() + ll.First.Value);
        var hs = new HashSet<int>(Enumerable.Range(0, 10)); hs.ExceptWith(new[] { 1, 2 });
        Console.WriteLine(hs.Count + " " + hs.Sum() + " " + Enumerable.Range(1, 5).Aggregate(1L, (a, b) => a * b));
        Console.WriteLine(String.Format("{0,-10:F2}|", 3.14159) + "x".PadLeft(3, '.') + char.IsLetterOrDigit('_'));
        Console.Out.Flush();
        return 0;
    }
}
