namespace System
{
    // GC.GetGCMemoryInfo(): data about the last collection and the heap (filled by the runtime's
    // GC, src/gc/gc.h gc_get_memory_info).  PauseDurations/GenerationInfo (spans) are not provided.
    public struct GCMemoryInfo
    {
        readonly long[] _data; // index, generation, reason, pause ns, heap size, gen0..LOH, promoted, pinned, committed, total pause ns, finalization pending

        internal GCMemoryInfo(long[] data) { _data = data; }

        long At(int i) { return _data == null ? 0 : _data[i]; }

        public long Index { get { return At(0); } }
        public int Generation { get { return (int)At(1); } }
        public bool Compacted { get { return false; } }
        public bool Concurrent { get { return false; } }
        public long HeapSizeBytes { get { return At(4); } }
        public long FragmentedBytes { get { long f = At(11) - At(4); return f > 0 ? f : 0; } }
        public long PromotedBytes { get { return At(9); } }
        public long PinnedObjectsCount { get { return At(10); } }
        public long TotalCommittedBytes { get { return At(11); } }
        public long FinalizationPendingCount { get { return At(13); } }
        public long HighMemoryLoadThresholdBytes { get { return 0; } }
        public long MemoryLoadBytes { get { return At(11); } }
        public long TotalAvailableMemoryBytes { get { return 0; } }
        public double PauseTimePercentage { get { return 0; } }
    }
}
