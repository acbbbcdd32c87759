using System;
using System.Threading;
struct Pair { public int a; public string b; }
class Holder<T> { [ThreadStatic] public static T value; }
class P {
    [ThreadStatic] static int counter;
    [ThreadStatic] static string name;
    [ThreadStatic] static Pair pair;
    static int shared;
    static void Work(object o) {
        int id = (int)o;
        name = "worker" + id;
        for (int i = 0; i < 1000; i++) { counter++; pair.a += 2; }
        pair.b = name;
        Holder<long>.value = id * 10;
        Thread.Sleep(10);
        if (counter != 1000 || pair.a != 2000 || pair.b != "worker" + id || Holder<long>.value != id * 10) Console.WriteLine("BAD " + id);
        Interlocked.Add(ref shared, counter);
    }
    static void Main() {
        counter = 5; name = "main";
        var ts = new Thread[4];
        for (int i = 0; i < 4; i++) { ts[i] = new Thread(Work); ts[i].Start(i); }
        foreach (var t in ts) t.Join();
        Console.WriteLine(counter + " " + name + " " + shared + " " + pair.a + " " + (pair.b == null) + " " + Holder<long>.value);
        GC.Collect();
        Console.WriteLine(name);
    }
}
