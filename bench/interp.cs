// Interpreter benchmarks: one kernel per run, selected by the first argument; each prints a
// checksum so that every runtime's result can be compared.  Run them with bench/run.sh.
using System;
public interface IHandler { int Handle(int x); }
public sealed class FastHandler : IHandler { public int Handle(int x) => x + 1; }
public sealed class SlowHandler : IHandler { public int Handle(int x) => (int)Math.Sqrt(x) + 1; }
public sealed class Dispatcher {
    public int Process(IHandler h, int n) { int sum = 0; for (int i = 0; i < n; i++) sum += h.Handle(i); return sum; }
}
abstract class Animal { public abstract int Legs(); }
sealed class Bird : Animal { public override int Legs() => 2; }
sealed class Dog : Animal { public override int Legs() => 4; }
class Cell { public Cell Next; public int Value; }
struct Particle { public double X, V; }
static class Bench {
    static long Arithmetic(int n) {
        long acc = 1;
        for (int i = 1; i < n; i++) { acc = acc * 31 + (i ^ (acc >> 7)); acc &= 0xFFFFFFFFFF; }
        return acc;
    }
    static long VirtualCalls(int n) {
        Animal[] zoo = { new Bird(), new Dog(), new Dog(), new Bird() };
        long legs = 0;
        for (int i = 0; i < n; i++) legs += zoo[i & 3].Legs();
        return legs;
    }
    static double FieldsAndArrays(int n) {
        var ps = new Particle[512];
        for (int i = 0; i < ps.Length; i++) { ps[i].X = i; ps[i].V = 1.0 / (i + 1); }
        for (int round = 0; round < n / 512; round++)
            for (int i = 0; i < ps.Length; i++) { ps[i].X += ps[i].V; if (ps[i].X > 1000) ps[i].V = -ps[i].V; }
        double sum = 0;
        for (int i = 0; i < ps.Length; i++) sum += ps[i].X;
        return sum;
    }
    static long Allocation(int n) {
        Cell list = null; long sum = 0;
        for (int i = 0; i < n; i++) {
            var c = new Cell(); c.Value = i; c.Next = (i & 255) == 0 ? null : list; list = c; sum += c.Value;
        }
        return sum;
    }
    static long Drift(int n) {
        var d = new Dispatcher(); var slow = new SlowHandler(); long s = 0;
        for (int i = 0; i < n; i++) s += d.Process(slow, 100);
        return s;
    }
    static int Main(string[] args) {
        int n = int.Parse(args[1]);
        switch (args[0]) {
            case "arith": Console.WriteLine(Arithmetic(n)); break;
            case "virtual": Console.WriteLine(VirtualCalls(n)); break;
            case "fields": Console.WriteLine(FieldsAndArrays(n).ToString("F3")); break;
            case "alloc": Console.WriteLine(Allocation(n)); break;
            case "drift": Console.WriteLine(Drift(n)); break;
            default: Console.Error.WriteLine("unknown kernel " + args[0]); return 2;
        }
        return 0;
    }
}
