namespace System.Threading
{
    public struct CancellationToken
    {
        public static CancellationToken None { get { return default(CancellationToken); } }
        public bool IsCancellationRequested { get { return false; } }
        public bool CanBeCanceled { get { return false; } }
        public void ThrowIfCancellationRequested() { }
    }
}
