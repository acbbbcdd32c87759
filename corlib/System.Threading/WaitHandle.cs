using System;
using System.Runtime.CompilerServices;

namespace System.Threading
{
    public enum EventResetMode { AutoReset = 0, ManualReset = 1 }

    // Wait handles are native wait objects (src/thread/thread_wait.c): every wait blocks in
    // preemptive mode and counts as a blocking wait for the thread pool.
    public abstract class WaitHandle : MarshalByRefObject, IDisposable
    {
        public const int WaitTimeout = 258;
        internal IntPtr nativeHandle;

        protected WaitHandle() { }

        internal IntPtr Handle
        {
            get
            {
                IntPtr h = nativeHandle;
                if (h == IntPtr.Zero) throw new ObjectDisposedException(null, "Safe handle has been closed.");
                return h;
            }
        }

        public virtual bool WaitOne() { return WaitOne(Timeout.Infinite); }
        public virtual bool WaitOne(TimeSpan timeout) { return WaitOne(Timeout.ToMilliseconds(timeout)); }
        public virtual bool WaitOne(int millisecondsTimeout, bool exitContext) { return WaitOne(millisecondsTimeout); }
        public virtual bool WaitOne(TimeSpan timeout, bool exitContext) { return WaitOne(timeout); }

        public virtual bool WaitOne(int millisecondsTimeout)
        {
            CheckTimeout(millisecondsTimeout);
            int r = WaitMultipleNative(new IntPtr[] { Handle }, false, millisecondsTimeout);
            GC.KeepAlive(this);
            return r == 0;
        }

        public static bool WaitAll(WaitHandle[] waitHandles) { return WaitAll(waitHandles, Timeout.Infinite); }
        public static bool WaitAll(WaitHandle[] waitHandles, TimeSpan timeout) { return WaitAll(waitHandles, Timeout.ToMilliseconds(timeout)); }
        public static bool WaitAll(WaitHandle[] waitHandles, int millisecondsTimeout, bool exitContext) { return WaitAll(waitHandles, millisecondsTimeout); }

        public static bool WaitAll(WaitHandle[] waitHandles, int millisecondsTimeout)
        {
            IntPtr[] handles = Handles(waitHandles, millisecondsTimeout, true);
            int r = WaitMultipleNative(handles, true, millisecondsTimeout);
            GC.KeepAlive(waitHandles);
            return r == 0;
        }

        public static int WaitAny(WaitHandle[] waitHandles) { return WaitAny(waitHandles, Timeout.Infinite); }
        public static int WaitAny(WaitHandle[] waitHandles, TimeSpan timeout) { return WaitAny(waitHandles, Timeout.ToMilliseconds(timeout)); }
        public static int WaitAny(WaitHandle[] waitHandles, int millisecondsTimeout, bool exitContext) { return WaitAny(waitHandles, millisecondsTimeout); }

        public static int WaitAny(WaitHandle[] waitHandles, int millisecondsTimeout)
        {
            IntPtr[] handles = Handles(waitHandles, millisecondsTimeout, false);
            int r = WaitMultipleNative(handles, false, millisecondsTimeout);
            GC.KeepAlive(waitHandles);
            return r < 0 ? WaitTimeout : r;
        }

        static IntPtr[] Handles(WaitHandle[] waitHandles, int millisecondsTimeout, bool all)
        {
            if (waitHandles == null) throw new ArgumentNullException("waitHandles", "The waitHandles parameter cannot be null.");
            if (waitHandles.Length == 0) throw new ArgumentException("Waithandle array may not be empty.", "waitHandles");
            if (waitHandles.Length > 64) throw new NotSupportedException("The number of WaitHandles must be less than or equal to 64.");
            CheckTimeout(millisecondsTimeout);
            IntPtr[] handles = new IntPtr[waitHandles.Length];
            for (int i = 0; i < waitHandles.Length; i++)
            {
                WaitHandle h = waitHandles[i];
                if (h == null) throw new ArgumentNullException("waitHandles[" + i + "]", "At least one element in the specified array was null.");
                handles[i] = h.Handle;
                if (all)
                    for (int j = 0; j < i; j++)
                        if (handles[j] == handles[i]) throw new DuplicateWaitObjectException("waitHandles[" + i + "]", "Duplicate objects in argument.");
            }
            return handles;
        }

        static void CheckTimeout(int millisecondsTimeout)
        {
            if (millisecondsTimeout < -1) throw new ArgumentOutOfRangeException("millisecondsTimeout", "Number must be either non-negative and less than or equal to Int32.MaxValue or -1.");
        }

        public virtual void Close() { Dispose(true); GC.SuppressFinalize(this); }
        public void Dispose() { Dispose(true); GC.SuppressFinalize(this); }

        protected virtual void Dispose(bool explicitDisposing)
        {
            IntPtr h = nativeHandle;
            if (h != IntPtr.Zero && Interlocked.CompareExchange(ref nativeHandle, IntPtr.Zero, h) == h) CloseNative(h);
        }

        ~WaitHandle() { Dispose(false); }

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern IntPtr CreateEventNative(bool initialState, bool manualReset);
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern IntPtr CreateSemaphoreNative(int initialCount, int maximumCount);
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern void CloseNative(IntPtr handle);
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern void SetEventNative(IntPtr handle);
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern void ResetEventNative(IntPtr handle);
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern bool ReleaseSemaphoreNative(IntPtr handle, int releaseCount, out int previousCount);
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern int WaitMultipleNative(IntPtr[] handles, bool waitAll, int millisecondsTimeout);
    }

    public class EventWaitHandle : WaitHandle
    {
        public EventWaitHandle(bool initialState, EventResetMode mode)
        {
            if (mode != EventResetMode.AutoReset && mode != EventResetMode.ManualReset)
                throw new ArgumentException("Value of flags is invalid.", "mode");
            nativeHandle = CreateEventNative(initialState, mode == EventResetMode.ManualReset);
            if (nativeHandle == IntPtr.Zero) throw new OutOfMemoryException();
        }

        public EventWaitHandle(bool initialState, EventResetMode mode, string name) : this(initialState, mode)
        {
            if (name != null) throw new PlatformNotSupportedException("Named synchronization primitives are not supported on this platform.");
        }

        public bool Set() { SetEventNative(Handle); GC.KeepAlive(this); return true; }
        public bool Reset() { ResetEventNative(Handle); GC.KeepAlive(this); return true; }
    }

    public sealed class ManualResetEvent : EventWaitHandle
    {
        public ManualResetEvent(bool initialState) : base(initialState, EventResetMode.ManualReset) { }
    }

    public sealed class AutoResetEvent : EventWaitHandle
    {
        public AutoResetEvent(bool initialState) : base(initialState, EventResetMode.AutoReset) { }
    }

    public sealed class Semaphore : WaitHandle
    {
        public Semaphore(int initialCount, int maximumCount)
        {
            if (initialCount < 0) throw new ArgumentOutOfRangeException("initialCount", "Non-negative number required.");
            if (maximumCount < 1) throw new ArgumentOutOfRangeException("maximumCount", "Positive number required.");
            if (initialCount > maximumCount) throw new ArgumentException("The initial count for the semaphore must be greater than or equal to zero and less than the maximum count.");
            nativeHandle = CreateSemaphoreNative(initialCount, maximumCount);
            if (nativeHandle == IntPtr.Zero) throw new OutOfMemoryException();
        }

        public Semaphore(int initialCount, int maximumCount, string name) : this(initialCount, maximumCount)
        {
            if (name != null) throw new PlatformNotSupportedException("Named synchronization primitives are not supported on this platform.");
        }

        public int Release() { return Release(1); }

        public int Release(int releaseCount)
        {
            if (releaseCount < 1) throw new ArgumentOutOfRangeException("releaseCount", "Non-negative number required.");
            int previous;
            bool ok = ReleaseSemaphoreNative(Handle, releaseCount, out previous);
            GC.KeepAlive(this);
            if (!ok) throw new SemaphoreFullException();
            return previous;
        }
    }

    public class SemaphoreFullException : SystemException
    {
        public SemaphoreFullException() : base("Adding the specified count to the semaphore would cause it to exceed its maximum count.") { }
        public SemaphoreFullException(string message) : base(message) { }
        public SemaphoreFullException(string message, Exception innerException) : base(message, innerException) { }
    }

    public class AbandonedMutexException : SystemException
    {
        public AbandonedMutexException() : base("The wait completed due to an abandoned mutex.") { }
        public AbandonedMutexException(string message) : base(message) { }
    }
}
