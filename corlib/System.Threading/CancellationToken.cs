using System.Collections.Generic;
using System.Threading.Tasks;

namespace System.Threading
{
    public struct CancellationToken : IEquatable<CancellationToken>
    {
        readonly CancellationTokenSource _source;

        internal CancellationToken(CancellationTokenSource source) { _source = source; }
        public CancellationToken(bool canceled) { _source = canceled ? CancellationTokenSource.s_canceled : null; }

        public static CancellationToken None { get { return default(CancellationToken); } }
        public bool IsCancellationRequested { get { return _source != null && _source.IsCancellationRequested; } }
        public bool CanBeCanceled { get { return _source != null; } }
        internal CancellationTokenSource Source { get { return _source; } }

        public WaitHandle WaitHandle
        {
            get
            {
                return (_source ?? CancellationTokenSource.s_never).WaitHandle;
            }
        }

        public void ThrowIfCancellationRequested()
        {
            if (IsCancellationRequested) throw new OperationCanceledException("The operation was canceled.", this);
        }

        public CancellationTokenRegistration Register(Action callback) { return Register(callback, false); }
        public CancellationTokenRegistration Register(Action callback, bool useSynchronizationContext)
        {
            if (callback == null) throw new ArgumentNullException("callback");
            return Register(s_invokeAction, callback, useSynchronizationContext);
        }
        public CancellationTokenRegistration Register(Action<object> callback, object state) { return Register(callback, state, false); }
        public CancellationTokenRegistration Register(Action<object> callback, object state, bool useSynchronizationContext)
        {
            if (callback == null) throw new ArgumentNullException("callback");
            if (_source == null) return default(CancellationTokenRegistration);
            return _source.InternalRegister(callback, state);
        }
        public CancellationTokenRegistration UnsafeRegister(Action<object> callback, object state) { return Register(callback, state, false); }

        static readonly Action<object> s_invokeAction = InvokeAction;
        static void InvokeAction(object o) { ((Action)o)(); }

        public bool Equals(CancellationToken other) { return _source == other._source; }
        public override bool Equals(object other) { return other is CancellationToken && Equals((CancellationToken)other); }
        public override int GetHashCode() { return _source == null ? 0 : _source.GetHashCode(); }
        public static bool operator ==(CancellationToken left, CancellationToken right) { return left._source == right._source; }
        public static bool operator !=(CancellationToken left, CancellationToken right) { return left._source != right._source; }
    }

    public struct CancellationTokenRegistration : IDisposable, IEquatable<CancellationTokenRegistration>
    {
        readonly CancellationTokenSource _source;
        readonly CancellationTokenSource.CallbackNode _node;

        internal CancellationTokenRegistration(CancellationTokenSource source, CancellationTokenSource.CallbackNode node)
        {
            _source = source;
            _node = node;
        }

        public CancellationToken Token { get { return _source == null ? default(CancellationToken) : new CancellationToken(_source); } }

        // Removes the callback; if it is running on another thread, waits until it has returned.
        public void Dispose()
        {
            if (_node != null && !_source.Unregister(_node)) _source.WaitForCallback(_node);
        }

        public bool Unregister() { return _node != null && _source.Unregister(_node); }

        public bool Equals(CancellationTokenRegistration other) { return _source == other._source && _node == other._node; }
        public override bool Equals(object obj) { return obj is CancellationTokenRegistration && Equals((CancellationTokenRegistration)obj); }
        public override int GetHashCode() { return _node == null ? 0 : _node.GetHashCode(); }
        public static bool operator ==(CancellationTokenRegistration left, CancellationTokenRegistration right) { return left.Equals(right); }
        public static bool operator !=(CancellationTokenRegistration left, CancellationTokenRegistration right) { return !left.Equals(right); }
    }

    // Callbacks live in a doubly linked list under the source's lock; Cancel runs them newest
    // first on the cancelling thread, outside the lock.
    public class CancellationTokenSource : IDisposable
    {
        internal static readonly CancellationTokenSource s_canceled = NewCanceled();
        internal static readonly CancellationTokenSource s_never = new CancellationTokenSource();

        static CancellationTokenSource NewCanceled() { CancellationTokenSource s = new CancellationTokenSource(); s._state = StateNotified; return s; }

        const int StateNotCanceled = 0, StateNotifying = 1, StateNotified = 2;

        internal sealed class CallbackNode
        {
            internal Action<object> Callback;
            internal object State;
            internal CallbackNode Prev, Next;
        }

        volatile int _state;
        bool _disposed;
        readonly object _lock = new object();
        CallbackNode _head;
        CallbackNode _executing;
        int _executingThreadId;
        Timer _timer;
        ManualResetEvent _event;
        CancellationTokenRegistration[] _linked;

        public CancellationTokenSource() { }
        public CancellationTokenSource(int millisecondsDelay)
        {
            if (millisecondsDelay < -1) throw new ArgumentOutOfRangeException("millisecondsDelay");
            if (millisecondsDelay != Timeout.Infinite) CancelAfter(millisecondsDelay);
        }
        public CancellationTokenSource(TimeSpan delay) : this(Timeout.ToMilliseconds(delay)) { }

        public bool IsCancellationRequested { get { return _state != StateNotCanceled; } }
        public CancellationToken Token { get { ThrowIfDisposed(); return new CancellationToken(this); } }

        internal WaitHandle WaitHandle
        {
            get
            {
                ThrowIfDisposed();
                lock (_lock)
                {
                    if (_event == null) _event = new ManualResetEvent(IsCancellationRequested);
                }
                if (IsCancellationRequested) _event.Set();
                return _event;
            }
        }

        void ThrowIfDisposed() { if (_disposed) throw new ObjectDisposedException(null, "The CancellationTokenSource has been disposed."); }

        public void Cancel() { Cancel(false); }

        public void Cancel(bool throwOnFirstException)
        {
            ThrowIfDisposed();
            NotifyCancellation(throwOnFirstException);
        }

        public void CancelAfter(TimeSpan delay) { CancelAfter(Timeout.ToMilliseconds(delay)); }

        public void CancelAfter(int millisecondsDelay)
        {
            ThrowIfDisposed();
            if (millisecondsDelay < -1) throw new ArgumentOutOfRangeException("millisecondsDelay");
            if (IsCancellationRequested) return;
            Timer t = _timer;
            if (t == null)
            {
                t = new Timer(s_timerFired, this, Timeout.Infinite, Timeout.Infinite);
                Timer prior = Interlocked.CompareExchange(ref _timer, t, null);
                if (prior != null) { t.Dispose(); t = prior; }
            }
            t.Change(millisecondsDelay, Timeout.Infinite);
        }

        static readonly TimerCallback s_timerFired = TimerFired;
        static void TimerFired(object o)
        {
            CancellationTokenSource s = (CancellationTokenSource)o;
            if (!s._disposed) s.NotifyCancellation(false);
        }

        // .NET 6: resets an uncanceled source for reuse.
        public bool TryReset()
        {
            ThrowIfDisposed();
            if (_state != StateNotCanceled) return false;
            Timer t = _timer;
            if (t != null) t.Change(Timeout.Infinite, Timeout.Infinite);
            return true;
        }

        internal CancellationTokenRegistration InternalRegister(Action<object> callback, object state)
        {
            if (_state == StateNotCanceled && !_disposed)
            {
                CallbackNode node = new CallbackNode();
                node.Callback = callback;
                node.State = state;
                lock (_lock)
                {
                    if (_state == StateNotCanceled)
                    {
                        node.Next = _head;
                        if (_head != null) _head.Prev = node;
                        _head = node;
                        return new CancellationTokenRegistration(this, node);
                    }
                }
            }
            if (IsCancellationRequested) callback(state);
            return default(CancellationTokenRegistration);
        }

        // True if the node was still registered (now removed).
        internal bool Unregister(CallbackNode node)
        {
            lock (_lock)
            {
                if (node.Callback == null) return false;
                if (node.Prev != null) node.Prev.Next = node.Next; else if (_head == node) _head = node.Next; else return false;
                if (node.Next != null) node.Next.Prev = node.Prev;
                node.Prev = node.Next = null;
                node.Callback = null;
                node.State = null;
                return true;
            }
        }

        internal void WaitForCallback(CallbackNode node)
        {
            lock (_lock)
            {
                while (_executing == node && _executingThreadId != Thread.CurrentThread.ManagedThreadId)
                    Monitor.Wait(_lock);
            }
        }

        void NotifyCancellation(bool throwOnFirstException)
        {
            if (Interlocked.CompareExchange(ref _state, StateNotifying, StateNotCanceled) != StateNotCanceled) return;
            Timer t = _timer;
            if (t != null) t.Change(Timeout.Infinite, Timeout.Infinite);
            ManualResetEvent ev = _event;
            if (ev != null) ev.Set();
            List<Exception> errors = null;
            int threadId = Thread.CurrentThread.ManagedThreadId;
            try
            {
                while (true)
                {
                    CallbackNode node;
                    Action<object> callback;
                    object state;
                    lock (_lock)
                    {
                        node = _head;
                        if (node == null) { _executing = null; break; }
                        _head = node.Next;
                        if (_head != null) _head.Prev = null;
                        node.Next = null;
                        callback = node.Callback;
                        state = node.State;
                        node.Callback = null;
                        node.State = null;
                        _executing = node;
                        _executingThreadId = threadId;
                        Monitor.PulseAll(_lock);
                    }
                    try { callback(state); }
                    catch (Exception e)
                    {
                        if (throwOnFirstException) throw;
                        if (errors == null) errors = new List<Exception>();
                        errors.Add(e);
                    }
                }
            }
            finally
            {
                lock (_lock)
                {
                    _executing = null;
                    _state = StateNotified;
                    Monitor.PulseAll(_lock);
                }
            }
            if (errors != null) throw new AggregateException(errors);
        }

        public static CancellationTokenSource CreateLinkedTokenSource(CancellationToken token)
        {
            return CreateLinkedTokenSource(new CancellationToken[] { token });
        }

        public static CancellationTokenSource CreateLinkedTokenSource(CancellationToken token1, CancellationToken token2)
        {
            return CreateLinkedTokenSource(new CancellationToken[] { token1, token2 });
        }

        public static CancellationTokenSource CreateLinkedTokenSource(params CancellationToken[] tokens)
        {
            if (tokens == null) throw new ArgumentNullException("tokens");
            CancellationTokenSource linked = new CancellationTokenSource();
            CancellationTokenRegistration[] regs = new CancellationTokenRegistration[tokens.Length];
            linked._linked = regs;
            for (int i = 0; i < tokens.Length; i++)
            {
                if (!tokens[i].CanBeCanceled) continue;
                regs[i] = tokens[i].UnsafeRegister(s_linkedCancel, linked);
                if (linked.IsCancellationRequested) break;
            }
            return linked;
        }

        static readonly Action<object> s_linkedCancel = LinkedCancel;
        static void LinkedCancel(object o) { ((CancellationTokenSource)o).NotifyCancellation(false); }

        public void Dispose() { Dispose(true); }

        protected virtual void Dispose(bool disposing)
        {
            if (!disposing || _disposed) return;
            _disposed = true;
            Timer t = _timer;
            if (t != null) t.Dispose();
            CancellationTokenRegistration[] regs = _linked;
            if (regs != null)
            {
                _linked = null;
                for (int i = 0; i < regs.Length; i++) regs[i].Dispose();
            }
        }
    }
}
