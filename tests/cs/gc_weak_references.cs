// Weak references: cleared once the target is unreachable, kept while it is reachable;
// WeakReference<T>; GCHandle weak handles; a short weak reference to a finalizable object is
// cleared before its finalizer runs, a long (trackResurrection) one only after.
using System;
using System.Runtime.InteropServices;
using System.Runtime.CompilerServices;

class Payload { public int Value; public Payload(int v) { Value = v; } }
class Finalizable { public static int Count; ~Finalizable() { Count++; } }

static class Program {
    [MethodImpl(MethodImplOptions.NoInlining)]
    static WeakReference[] MakeDead(int n) {
        var refs = new WeakReference[n];
        for (int i = 0; i < n; i++) refs[i] = new WeakReference(new Payload(i));
        return refs;
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    static WeakReference<Payload>[] MakeDeadGeneric(int n) {
        var refs = new WeakReference<Payload>[n];
        for (int i = 0; i < n; i++) refs[i] = new WeakReference<Payload>(new Payload(i));
        return refs;
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    static void MakeFinalizable(WeakReference[] shortRefs, WeakReference[] longRefs) {
        for (int i = 0; i < shortRefs.Length; i++) {
            var f = new Finalizable();
            shortRefs[i] = new WeakReference(f, false);
            longRefs[i] = new WeakReference(f, true);
        }
    }

    // Like the helpers above: the target is never in Main's frame or registers, where CoreCLR's
    // unoptimized code (and any conservatively scanned frame) could keep it alive.
    [MethodImpl(MethodImplOptions.NoInlining)]
    static GCHandle MakeDeadHandle() { return GCHandle.Alloc(new Payload(9), GCHandleType.Weak); }

    static void FullCollect() {
        for (int i = 0; i < 3; i++) { GC.Collect(); GC.WaitForPendingFinalizers(); }
    }

    static int Main() {
        var dead = MakeDead(200);
        var kept = new Payload[50];
        var keptRefs = new WeakReference[50];
        for (int i = 0; i < 50; i++) { kept[i] = new Payload(1000 + i); keptRefs[i] = new WeakReference(kept[i]); }
        var generic = MakeDeadGeneric(100);
        GCHandle weakHandle = MakeDeadHandle();
        FullCollect();

        int cleared = 0;
        foreach (var w in dead) if (!w.IsAlive && w.Target == null) cleared++;
        Console.WriteLine("dead targets cleared: " + (cleared >= 190 ? "most" : "few (" + cleared + ")"));
        bool allKept = true;
        for (int i = 0; i < 50; i++) allKept &= keptRefs[i].IsAlive && ((Payload)keptRefs[i].Target).Value == 1000 + i;
        Console.WriteLine("reachable targets kept: " + allKept);
        Payload p;
        int genericCleared = 0;
        foreach (var g in generic) if (!g.TryGetTarget(out p)) genericCleared++;
        Console.WriteLine("WeakReference<T> cleared: " + (genericCleared >= 95));
        Console.WriteLine("weak GCHandle cleared: " + (weakHandle.Target == null));
        weakHandle.Free();

        var shortRefs = new WeakReference[100];
        var longRefs = new WeakReference[100];
        MakeFinalizable(shortRefs, longRefs);
        GC.Collect();
        int shortCleared = 0, longKept = 0;
        for (int i = 0; i < 100; i++) { if (shortRefs[i].Target == null) shortCleared++; }
        Console.WriteLine("short weak cleared before finalization: " + (shortCleared >= 95));
        FullCollect();
        int longCleared = 0;
        for (int i = 0; i < 100; i++) if (longRefs[i].Target == null) longCleared++;
        Console.WriteLine("finalizers ran: " + (Finalizable.Count >= 95));
        Console.WriteLine("long weak cleared after finalization: " + (longCleared >= 95));
        GC.KeepAlive(kept);
        return 0;
    }
}
