using System;
using System.Collections.Generic;
abstract class Base<T> { public abstract T Produce(int i); public List<T> Many(int n) { var l = new List<T>(); for (int i = 0; i < n; i++) l.Add(Produce(i)); return l; } }
class Squares : Base<int> { public override int Produce(int i) { return i * i; } }
class Labels : Base<string> { public override string Produce(int i) { return "L" + i; } }
class Wrapped<T> : Base<List<T>> where T : new() { public override List<T> Produce(int i) { var l = new List<T>(); for (int k = 0; k < i; k++) l.Add(new T()); return l; } }
class Derived<T> : Base<T[]> { T seed; public Derived(T s) { seed = s; } public override T[] Produce(int i) { var a = new T[i]; for (int k = 0; k < i; k++) a[k] = seed; return a; } }
class Program {
    static int Main() {
        Console.WriteLine(string.Join(",", new Squares().Many(6)));
        Console.WriteLine(string.Join(",", new Labels().Many(4)));
        var w = new Wrapped<object>().Many(4);
        Console.WriteLine(w.Count + " " + w[3].Count);
        var d = new Derived<char>('q').Many(4);
        Console.WriteLine(new string(d[3]));
        Base<int> b = new Squares();
        Console.WriteLine(b.Produce(12) + " " + (b is Base<int>) + " " + ((object)b is Base<long>));
        return 0;
    }
}
