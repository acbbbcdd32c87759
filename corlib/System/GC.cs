using System.Runtime.CompilerServices;

namespace System
{
    public enum GCCollectionMode { Default = 0, Forced = 1, Optimized = 2 }

    public static class GC
    {
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern void InternalCollect(int generation);
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern int InternalCollectionCount(int generation);
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern long InternalGetTotalMemory();
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern long InternalGetTotalAllocatedBytes();
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern void InternalSuppressFinalize(object o);
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern void InternalReRegisterForFinalize(object o);
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern void InternalWaitForPendingFinalizers();
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern int InternalGetGeneration(object o);
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern void InternalGetMemoryInfo(long[] data);

        public static int MaxGeneration { get { return 2; } }

        public static void Collect() { InternalCollect(-1); }
        public static void Collect(int generation)
        {
            if (generation < 0) throw new ArgumentOutOfRangeException("generation", "Value must be positive.");
            InternalCollect(generation);
        }
        public static void Collect(int generation, GCCollectionMode mode) { Collect(generation); }
        public static void Collect(int generation, GCCollectionMode mode, bool blocking) { Collect(generation); }
        public static void Collect(int generation, GCCollectionMode mode, bool blocking, bool compacting) { Collect(generation); }

        public static int CollectionCount(int generation)
        {
            if (generation < 0) throw new ArgumentOutOfRangeException("generation", "Value must be positive.");
            return InternalCollectionCount(generation);
        }

        public static long GetTotalMemory(bool forceFullCollection)
        {
            if (forceFullCollection)
            {
                InternalCollect(-1);
                InternalWaitForPendingFinalizers();
                InternalCollect(-1);
            }
            return InternalGetTotalMemory();
        }

        public static long GetTotalAllocatedBytes(bool precise = false) { return InternalGetTotalAllocatedBytes(); }
        public static long GetAllocatedBytesForCurrentThread() { return InternalGetTotalAllocatedBytes(); }

        [MethodImpl(MethodImplOptions.NoInlining)]
        public static void KeepAlive(object obj) { }

        public static void SuppressFinalize(object obj)
        {
            if (obj == null) throw new ArgumentNullException("obj");
            InternalSuppressFinalize(obj);
        }

        public static void ReRegisterForFinalize(object obj)
        {
            if (obj == null) throw new ArgumentNullException("obj");
            InternalReRegisterForFinalize(obj);
        }

        public static void WaitForPendingFinalizers() { InternalWaitForPendingFinalizers(); }

        public static int GetGeneration(object obj)
        {
            if (obj == null) throw new ArgumentNullException("obj");
            return InternalGetGeneration(obj);
        }

        public static GCMemoryInfo GetGCMemoryInfo()
        {
            var data = new long[14];
            InternalGetMemoryInfo(data);
            return new GCMemoryInfo(data);
        }

        public static TimeSpan GetTotalPauseDuration()
        {
            var data = new long[14];
            InternalGetMemoryInfo(data);
            return new TimeSpan(data[12] / 100);
        }

        public static void AddMemoryPressure(long bytesAllocated) { }
        public static void RemoveMemoryPressure(long bytesAllocated) { }
        public static bool TryStartNoGCRegion(long totalSize) { return false; }
        public static void EndNoGCRegion() { }
    }
}
