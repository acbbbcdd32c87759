// skip-modes: gcstress (stress collects inside the no-GC region, which ends it; the region is what this checks)
// What programs ask of the GC beyond allocation: memory pressure, no-GC regions (and the
// latency mode they show, and their allocation callbacks on the finalizer thread), full-GC notifications, the configuration and the memory limit.
using System;
using System.Collections.Generic;
using System.Runtime;
using System.Threading;

static class Program
{
    static void Run(string label, Func<object> f)
    {
        try { Console.WriteLine($"{label}: {f()}"); }
        catch (Exception e) { Console.WriteLine($"{label}: {e.GetType().Name}: {e.Message}"); }
    }

    static int Main()
    {
        Run("pressure", () =>
        {
            int before = GC.CollectionCount(2);
            for (int i = 0; i < 200; i++) GC.AddMemoryPressure(1 << 20); // 200 MB of native memory held
            bool collected = GC.CollectionCount(2) > before;
            for (int i = 0; i < 200; i++) GC.RemoveMemoryPressure(1 << 20);
            return "gen2 collected: " + collected;
        });
        Run("pressure zero", () => { GC.AddMemoryPressure(0); return "ok"; });

        Run("no gc region", () =>
        {
            bool started = GC.TryStartNoGCRegion(1 << 20);
            var mode = GCSettings.LatencyMode;
            int gen0 = GC.CollectionCount(0);
            var keep = new List<byte[]>();
            for (int i = 0; i < 100; i++) keep.Add(new byte[1000]); // 100 KB: within the region's budget
            bool quiet = GC.CollectionCount(0) == gen0;
            GC.EndNoGCRegion();
            return $"{started} {mode} no collection inside: {quiet} after: {GCSettings.LatencyMode}";
        });
        Run("end without start", () => { GC.EndNoGCRegion(); return "ok"; });
        Run("callback outside a region", () => { GC.RegisterNoGCRegionCallback(1000, () => { }); return "registered"; });
        Run("callback", () =>
        {
            GC.TryStartNoGCRegion(4 << 20);
            int ran = 0;
            GC.RegisterNoGCRegionCallback(1 << 20, () => Interlocked.Increment(ref ran));
            string again = "";
            try { GC.RegisterNoGCRegionCallback(1 << 20, () => { }); } catch (InvalidOperationException e) { again = e.Message; }
            var keep = new List<byte[]>();
            for (int i = 0; i < 1500 && Volatile.Read(ref ran) == 0; i++) { keep.Add(new byte[1000]); if (i % 100 == 99) Thread.Sleep(1); }
            for (int i = 0; i < 200 && Volatile.Read(ref ran) == 0; i++) Thread.Sleep(10); // the finalizer thread runs it
            GC.EndNoGCRegion();
            return $"ran {ran}; again: {again}";
        });
        // CoreCLR counts the small-object heap's allocations toward the callback, not the pinned heap's
        Run("callback on pinned allocations", () =>
        {
            GC.TryStartNoGCRegion(4 << 20);
            int ran = 0;
            GC.RegisterNoGCRegionCallback(1 << 20, () => Interlocked.Increment(ref ran));
            var keep = new List<byte[]>();
            for (int i = 0; i < 1500 && Volatile.Read(ref ran) == 0; i++) { keep.Add(GC.AllocateArray<byte>(1000, pinned: true)); if (i % 100 == 99) Thread.Sleep(1); }
            for (int i = 0; i < 200 && Volatile.Read(ref ran) == 0; i++) Thread.Sleep(10);
            GC.EndNoGCRegion();
            return $"ran {ran}";
        });
        Run("callback abandoned", () =>
        {
            GC.TryStartNoGCRegion(4 << 20);
            int ran = 0;
            GC.RegisterNoGCRegionCallback(2 << 20, () => Interlocked.Increment(ref ran));
            GC.EndNoGCRegion();
            GC.WaitForPendingFinalizers();
            Thread.Sleep(50);
            return $"ran {ran}";
        });
        Run("callback over budget", () =>
        {
            GC.TryStartNoGCRegion(1 << 20);
            try { GC.RegisterNoGCRegionCallback(8 << 20, () => { }); return "registered"; }
            finally { GC.EndNoGCRegion(); }
        });
        Run("nested start", () => { GC.TryStartNoGCRegion(1 << 20); try { GC.TryStartNoGCRegion(1 << 20); return "no"; } finally { try { GC.EndNoGCRegion(); } catch (InvalidOperationException e) { Console.WriteLine("  end after nested: " + e.Message); } } });
        Run("collect inside", () => { GC.TryStartNoGCRegion(1 << 20); GC.Collect(); GC.EndNoGCRegion(); return "ok"; });
        Run("too large", () => GC.TryStartNoGCRegion(long.MaxValue));
        Run("negative", () => GC.TryStartNoGCRegion(-1));

        Run("not registered", () => GC.WaitForFullGCApproach(0));
        Run("registered, nothing yet", () => { GC.RegisterForFullGCNotification(10, 10); return GC.WaitForFullGCApproach(0); });
        Run("induced collections are not announced", () =>
        {
            GCNotificationStatus approach = GCNotificationStatus.NotApplicable, complete = GCNotificationStatus.NotApplicable;
            var waiter = new Thread(() => { approach = GC.WaitForFullGCApproach(300); complete = GC.WaitForFullGCComplete(300); });
            waiter.Start();
            Thread.Sleep(100);
            GC.Collect(2, GCCollectionMode.Forced, blocking: true);
            waiter.Join();
            return approach + " " + complete;
        });
        Run("cancel wakes waiters", () =>
        {
            GCNotificationStatus status = GCNotificationStatus.NotApplicable;
            var waiter = new Thread(() => status = GC.WaitForFullGCComplete(10000));
            waiter.Start();
            Thread.Sleep(100);
            GC.CancelFullGCNotification();
            waiter.Join();
            return status + " then " + GC.WaitForFullGCApproach(0);
        });
        Run("bad threshold", () => { GC.RegisterForFullGCNotification(0, 10); return "ok"; });

        Run("configuration", () => { var c = GC.GetConfigurationVariables(); return $"ServerGC={c["ServerGC"]} HeapCount={c["HeapCount"]}"; });
        Run("refresh limit", () => { GC.RefreshMemoryLimit(); return "ok"; });
        return 0;
    }
}
