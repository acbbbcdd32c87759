// Finalizers run on the finalizer thread after the object became unreachable
// (GC.WaitForPendingFinalizers waits for them); GC.SuppressFinalize prevents it,
// GC.ReRegisterForFinalize re-arms it; a finalizer may resurrect its object.
using System;
using System.Threading;
using System.Collections.Generic;
using System.Runtime.CompilerServices;

class Counted {
    public static int Finalized;
    public static int OnFinalizerThread;
    public static int MainThreadId;
    ~Counted() {
        Interlocked.Increment(ref Finalized);
        if (Environment.CurrentManagedThreadId != MainThreadId) Interlocked.Increment(ref OnFinalizerThread);
    }
}

class Phoenix {
    public static List<Phoenix> Saved = new List<Phoenix>();
    public static int Runs;
    public static int[] TimesFinalized = new int[100];
    static int nextId;
    public int Id = nextId++;
    public int Value = 42;
    public int[] Data = new int[] { 1, 2, 3 };
    ~Phoenix() { Runs++; TimesFinalized[Id]++; lock (Saved) Saved.Add(this); }
}

class Base { public static int BaseRuns; ~Base() { BaseRuns++; } }
class Derived : Base { public static int DerivedRuns; ~Derived() { DerivedRuns++; } }

static class Program {
    [MethodImpl(MethodImplOptions.NoInlining)]
    static void Make(int n) { for (int i = 0; i < n; i++) new Counted(); }

    [MethodImpl(MethodImplOptions.NoInlining)]
    static void MakeSuppressed(int n) { for (int i = 0; i < n; i++) GC.SuppressFinalize(new Counted()); }

    [MethodImpl(MethodImplOptions.NoInlining)]
    static void MakePhoenix(int n) { for (int i = 0; i < n; i++) new Phoenix(); }

    [MethodImpl(MethodImplOptions.NoInlining)]
    static void MakeDerived(int n) { for (int i = 0; i < n; i++) new Derived(); }

    static void FullCollect() {
        for (int i = 0; i < 3; i++) { GC.Collect(); GC.WaitForPendingFinalizers(); }
    }

    static int Main() {
        Counted.MainThreadId = Environment.CurrentManagedThreadId;
        Make(1000);
        FullCollect();
        Console.WriteLine("finalized most: " + (Counted.Finalized >= 990));
        Console.WriteLine("on another thread: " + (Counted.OnFinalizerThread == Counted.Finalized));

        int before = Counted.Finalized;
        MakeSuppressed(500);
        FullCollect();
        Console.WriteLine("suppressed ones not finalized: " + (Counted.Finalized - before <= 5));

        MakePhoenix(100);
        FullCollect();
        int runs = Phoenix.Runs;
        Console.WriteLine("resurrected most: " + (runs >= 95 && Phoenix.Saved.Count == runs));
        bool intact = true;
        Phoenix[] saved; // a late finalizer (an object a stale root kept until a later collection) may still add
        lock (Phoenix.Saved) saved = Phoenix.Saved.ToArray();
        foreach (var p in saved) intact &= p.Value == 42 && p.Data[2] == 3;
        Console.WriteLine("resurrected objects intact: " + intact);
        var again = Phoenix.Saved[0];
        Phoenix.Saved.Clear();
        FullCollect();
        int max = 0;
        foreach (int t in Phoenix.TimesFinalized) max = Math.Max(max, t);
        Console.WriteLine("not finalized twice: " + (max == 1));
        int id = again.Id;
        GC.ReRegisterForFinalize(again);
        again = null;
        FullCollect();
        Console.WriteLine("re-registered runs again: " + Phoenix.TimesFinalized[id]);
        Phoenix.Saved.Clear();

        MakeDerived(100);
        FullCollect();
        Console.WriteLine("derived and base finalizers: " + (Derived.DerivedRuns >= 95) + " " + (Base.BaseRuns == Derived.DerivedRuns));
        return 0;
    }
}
