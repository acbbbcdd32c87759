using System.Threading.Tasks;

namespace System.Threading
{
    // A counting semaphore.  Synchronous waiters block with Monitor.Wait on the lock;
    // asynchronous waiters queue a task (FIFO) that completes asynchronously when a count is
    // handed to it, as .NET's SemaphoreSlim does.
    public class SemaphoreSlim : IDisposable
    {
        readonly object _lock = new object();
        volatile int _count;
        readonly int _max;
        int _syncWaiters;
        AsyncWaiter _head, _tail;
        bool _disposed;
        ManualResetEvent _event;

        sealed class AsyncWaiter : Task<bool>
        {
            internal AsyncWaiter Prev, Next;
            internal CancellationTokenRegistration Registration;
            internal Timer Timer;
            internal SemaphoreSlim Owner;
            internal AsyncWaiter(SemaphoreSlim owner) : base((object)null, TaskCreationOptions.RunContinuationsAsynchronously) { Owner = owner; }
        }

        public SemaphoreSlim(int initialCount) : this(initialCount, int.MaxValue) { }

        public SemaphoreSlim(int initialCount, int maxCount)
        {
            if (initialCount < 0 || initialCount > maxCount) throw new ArgumentOutOfRangeException("initialCount", initialCount, "The initialCount argument must be non-negative and less than or equal to the maximumCount.");
            if (maxCount <= 0) throw new ArgumentOutOfRangeException("maxCount", maxCount, "The maximumCount argument must be a positive number. If a maximum is not required, use the constructor without a maxCount parameter.");
            _count = initialCount;
            _max = maxCount;
        }

        public int CurrentCount { get { return _count; } }

        public WaitHandle AvailableWaitHandle
        {
            get
            {
                CheckDisposed();
                lock (_lock)
                {
                    if (_event == null) _event = new ManualResetEvent(_count != 0);
                    return _event;
                }
            }
        }

        void CheckDisposed() { if (_disposed) throw new ObjectDisposedException(null, "The semaphore has been disposed."); }

        public void Wait() { Wait(Timeout.Infinite, default(CancellationToken)); }
        public void Wait(CancellationToken cancellationToken) { Wait(Timeout.Infinite, cancellationToken); }
        public bool Wait(TimeSpan timeout) { return Wait(Timeout.ToMilliseconds(timeout), default(CancellationToken)); }
        public bool Wait(TimeSpan timeout, CancellationToken cancellationToken) { return Wait(Timeout.ToMilliseconds(timeout), cancellationToken); }
        public bool Wait(int millisecondsTimeout) { return Wait(millisecondsTimeout, default(CancellationToken)); }

        public bool Wait(int millisecondsTimeout, CancellationToken cancellationToken)
        {
            CheckDisposed();
            if (millisecondsTimeout < -1) throw new ArgumentOutOfRangeException("millisecondsTimeout", millisecondsTimeout, "The timeout must represent a value between -1 and Int32.MaxValue, inclusive.");
            cancellationToken.ThrowIfCancellationRequested();
            if (millisecondsTimeout == 0 && _count == 0) return false;

            // A short spin before blocking, as .NET does.
            if (_count == 0 && _head == null)
            {
                SpinWait spin = new SpinWait();
                while (_count == 0 && !spin.NextSpinWillYield) spin.SpinOnce();
            }

            CancellationTokenRegistration reg = default(CancellationTokenRegistration);
            if (cancellationToken.CanBeCanceled) reg = cancellationToken.UnsafeRegister(s_wakeAll, this);
            bool taken = false;
            try
            {
                lock (_lock)
                {
                    long deadline = millisecondsTimeout == Timeout.Infinite ? 0 : Environment.TickCount64 + millisecondsTimeout;
                    _syncWaiters++;
                    try
                    {
                        // Asynchronous waiters queued earlier are served first.
                        while (_count == 0 || _head != null)
                        {
                            cancellationToken.ThrowIfCancellationRequested();
                            int wait = Timeout.Infinite;
                            if (millisecondsTimeout != Timeout.Infinite)
                            {
                                long left = deadline - Environment.TickCount64;
                                if (left <= 0) break;
                                wait = (int)left;
                            }
                            Monitor.Wait(_lock, wait);
                        }
                        cancellationToken.ThrowIfCancellationRequested();
                        if (_count > 0)
                        {
                            _count--;
                            taken = true;
                            if (_count == 0 && _event != null) _event.Reset();
                        }
                    }
                    finally { _syncWaiters--; }
                }
            }
            finally { reg.Dispose(); }
            return taken;
        }

        static readonly Action<object> s_wakeAll = WakeAll;
        static void WakeAll(object o)
        {
            SemaphoreSlim s = (SemaphoreSlim)o;
            lock (s._lock) { Monitor.PulseAll(s._lock); }
        }

        public Task WaitAsync() { return WaitAsync(Timeout.Infinite, default(CancellationToken)); }
        public Task WaitAsync(CancellationToken cancellationToken) { return WaitAsync(Timeout.Infinite, cancellationToken); }
        public Task<bool> WaitAsync(int millisecondsTimeout) { return WaitAsync(millisecondsTimeout, default(CancellationToken)); }
        public Task<bool> WaitAsync(TimeSpan timeout) { return WaitAsync(Timeout.ToMilliseconds(timeout), default(CancellationToken)); }
        public Task<bool> WaitAsync(TimeSpan timeout, CancellationToken cancellationToken) { return WaitAsync(Timeout.ToMilliseconds(timeout), cancellationToken); }

        static Task<bool> s_true, s_false;

        public Task<bool> WaitAsync(int millisecondsTimeout, CancellationToken cancellationToken)
        {
            CheckDisposed();
            if (millisecondsTimeout < -1) throw new ArgumentOutOfRangeException("millisecondsTimeout", millisecondsTimeout, "The timeout must represent a value between -1 and Int32.MaxValue, inclusive.");
            if (cancellationToken.IsCancellationRequested) return Task.FromCanceled<bool>(cancellationToken);
            AsyncWaiter w;
            lock (_lock)
            {
                if (_count > 0)
                {
                    _count--;
                    if (_count == 0 && _event != null) _event.Reset();
                    return s_true ?? (s_true = Task.FromResult(true));
                }
                if (millisecondsTimeout == 0) return s_false ?? (s_false = Task.FromResult(false));
                w = new AsyncWaiter(this);
                if (_tail == null) { _head = _tail = w; }
                else { _tail.Next = w; w.Prev = _tail; _tail = w; }
            }
            if (cancellationToken.CanBeCanceled) w.Registration = cancellationToken.UnsafeRegister(s_cancelWaiter, w);
            if (millisecondsTimeout != Timeout.Infinite)
            {
                Timer t = new Timer(s_timeoutWaiter, w, Timeout.Infinite, Timeout.Infinite);
                w.Timer = t;
                if (!w.IsCompleted) t.Change(millisecondsTimeout, Timeout.Infinite);
            }
            return w;
        }

        static readonly Action<object> s_cancelWaiter = CancelWaiter;
        static void CancelWaiter(object o)
        {
            AsyncWaiter w = (AsyncWaiter)o;
            if (w.Owner.RemoveWaiter(w)) { w.TrySetCanceled(w.Registration.Token, null); CleanupWaiter(w); }
        }

        static readonly TimerCallback s_timeoutWaiter = TimeoutWaiter;
        static void TimeoutWaiter(object o)
        {
            AsyncWaiter w = (AsyncWaiter)o;
            if (w.Owner.RemoveWaiter(w)) { w.TrySetResult(false); CleanupWaiter(w); }
        }

        static void CleanupWaiter(AsyncWaiter w)
        {
            Timer t = w.Timer;
            if (t != null) t.Dispose();
            w.Registration.Dispose();
        }

        bool RemoveWaiter(AsyncWaiter w)
        {
            lock (_lock)
            {
                if (w.Prev == null && _head != w) return false;
                if (w.Prev != null) w.Prev.Next = w.Next; else _head = w.Next;
                if (w.Next != null) w.Next.Prev = w.Prev; else _tail = w.Prev;
                w.Prev = w.Next = null;
                return true;
            }
        }

        public int Release() { return Release(1); }

        public int Release(int releaseCount)
        {
            CheckDisposed();
            if (releaseCount < 1) throw new ArgumentOutOfRangeException("releaseCount", releaseCount, "The releaseCount argument must be greater than zero.");
            AsyncWaiter granted = null, grantedTail = null;
            int previous;
            lock (_lock)
            {
                previous = _count;
                if (_max - previous < releaseCount) throw new SemaphoreFullException();
                int count = previous + releaseCount;
                // Hand counts to queued asynchronous waiters first (FIFO).
                while (count > 0 && _head != null)
                {
                    AsyncWaiter w = _head;
                    _head = w.Next;
                    if (_head != null) _head.Prev = null; else _tail = null;
                    w.Next = null;
                    count--;
                    if (grantedTail == null) granted = grantedTail = w; else { grantedTail.Next = w; grantedTail = w; }
                }
                _count = count;
                if (count > 0 && _syncWaiters > 0)
                {
                    if (count == 1 && _syncWaiters == 1) Monitor.Pulse(_lock); else Monitor.PulseAll(_lock);
                }
                if (count > 0 && _event != null) _event.Set();
            }
            while (granted != null)
            {
                AsyncWaiter next = granted.Next;
                granted.Next = null;
                granted.TrySetResult(true);
                CleanupWaiter(granted);
                granted = next;
            }
            return previous;
        }

        public void Dispose() { Dispose(true); }

        protected virtual void Dispose(bool disposing)
        {
            if (!disposing) return;
            _disposed = true;
            ManualResetEvent e = _event;
            if (e != null) { e.Dispose(); _event = null; }
        }
    }
}
