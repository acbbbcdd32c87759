using System;
using System.Collections;
class Program {
    static int Main() {
        var al = new ArrayList();
        al.Add(1); al.Add("two"); al.Add(3.5); al.Add(null);
        Console.WriteLine(al.Count + " " + al[1] + " " + (al[3] == null) + " " + al.IndexOf(3.5));
        al.RemoveAt(0); al.Insert(0, 'c');
        foreach (object o in al) Console.Write((o == null ? "null" : o.GetType().Name) + " ");
        Console.WriteLine();
        var ht = new Hashtable();
        ht["a"] = 1; ht[2] = "b";
        Console.WriteLine(ht["a"] + " " + ht[2] + " " + (ht["zz"] == null) + " " + ht.Count);
        var st = new Stack(); st.Push(1); st.Push("x");
        Console.WriteLine(st.Pop() + " " + st.Count);
        var q = new Queue(); q.Enqueue(5); q.Enqueue(6);
        Console.WriteLine(q.Dequeue() + " " + q.Peek());
        var nums = new ArrayList { 5, 3, 9, 1 };
        nums.Sort();
        Console.WriteLine(string.Join(",", (object[])nums.ToArray()));
        return 0;
    }
}
