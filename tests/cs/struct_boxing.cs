using System;
interface ICounter { int Next(); }
struct Counter : ICounter { int n; public int Next() { return ++n; } public int N { get { return n; } } }
class Program {
    static int Main() {
        Counter c = new Counter();
        c.Next(); c.Next();
        object boxed = c;
        c.Next();
        Console.WriteLine(c.N + " " + ((Counter)boxed).N);
        ICounter ic = c;
        ic.Next(); ic.Next();
        Console.WriteLine(c.N + " " + ic.Next());
        ICounter ic2 = (ICounter)boxed;
        ic2.Next();
        Console.WriteLine(((Counter)boxed).N);
        int i = 5;
        object oi = i;
        i = 6;
        Console.WriteLine((int)oi + " " + i + " " + oi.Equals(5) + " " + oi.Equals(5L));
        object o1 = 3, o2 = 3;
        Console.WriteLine((o1 == o2) + " " + o1.Equals(o2));
        object[] arr = new object[3];
        for (int k = 0; k < 3; k++) arr[k] = k * 1.5;
        double s = 0;
        foreach (object o in arr) s += (double)o;
        Console.WriteLine(s);
        try { int bad = (int)(object)1.5; } catch (InvalidCastException) { Console.WriteLine("unbox mismatch"); }
        try { int bad2 = (int)(object)null; } catch (NullReferenceException) { Console.WriteLine("unbox null"); }
        return 0;
    }
}
