// many threads through tiering: call counting, OSR, GDV, inline caches, a contended class constructor
using System;
using System.Collections.Generic;
using System.Threading;
interface IShape { double Area(); }
class Sq : IShape { public double s; public double Area() { return s * s; } }
class Ci : IShape { public double r; public double Area() { return 3.0 * r * r; } }
abstract class Animal { public abstract int Legs(); }
class Dog : Animal { public override int Legs() { return 4; } }
class Bird : Animal { public override int Legs() { return 2; } }
static class Lazy1 { public static readonly int[] table = Build(); static int[] Build() { Thread.Sleep(20); var t = new int[100]; for (int i = 0; i < 100; i++) t[i] = i * i; return t; } }
class P {
    static long total;
    static double Sum(IShape[] shapes) { double s = 0; foreach (var x in shapes) s += x.Area(); return s; }
    static int LegSum(List<Animal> a) { int s = 0; for (int i = 0; i < a.Count; i++) s += a[i].Legs(); return s; }
    static void Work(object o) {
        int id = (int)o;
        var shapes = new IShape[64];
        for (int i = 0; i < 64; i++) shapes[i] = (i + id) % 3 == 0 ? (IShape)new Ci { r = i } : new Sq { s = i };
        var animals = new List<Animal>();
        for (int i = 0; i < 64; i++) animals.Add(i % (id + 2) == 0 ? (Animal)new Dog() : new Bird());
        long acc = Lazy1.table[id + 1]; long first1 = 0; int first2 = 0;
        for (int round = 0; round < 3000; round++) {
            long s1 = (long)Sum(shapes); int s2 = LegSum(animals);
            if (round == 0) { first1 = s1; first2 = s2; }
            else if (s1 != first1 || s2 != first2) Console.WriteLine("thread " + id + " round " + round + " sum " + s1 + " vs " + first1 + " legs " + s2 + " vs " + first2);
            acc += s1 + s2;
            var d = new Dictionary<int, string>();
            for (int k = 0; k < 20; k++) d[k] = k.ToString();
            if (d.Count != 20) { var sb = new System.Text.StringBuilder(); foreach (var kv in d) sb.Append(kv.Key + "=" + kv.Value + ","); Console.WriteLine("count " + d.Count + " thread " + id + " round " + round + " " + sb); }
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
