using System.Collections.Generic;
using System.Threading.Tasks;

// System.Threading.Channels, written against public Task APIs only.
namespace System.Threading.Channels
{
    public enum BoundedChannelFullMode { Wait, DropNewest, DropOldest, DropWrite }

    public abstract class ChannelOptions
    {
        public bool SingleWriter { get; set; }
        public bool SingleReader { get; set; }
        public bool AllowSynchronousContinuations { get; set; }
    }

    public sealed class UnboundedChannelOptions : ChannelOptions { }

    public sealed class BoundedChannelOptions : ChannelOptions
    {
        int _capacity;
        BoundedChannelFullMode _mode;

        public BoundedChannelOptions(int capacity)
        {
            if (capacity < 1) throw new ArgumentOutOfRangeException("capacity");
            _capacity = capacity;
        }

        public int Capacity
        {
            get { return _capacity; }
            set { if (value < 1) throw new ArgumentOutOfRangeException("value"); _capacity = value; }
        }

        public BoundedChannelFullMode FullMode
        {
            get { return _mode; }
            set
            {
                if (value < BoundedChannelFullMode.Wait || value > BoundedChannelFullMode.DropWrite) throw new ArgumentOutOfRangeException("value");
                _mode = value;
            }
        }
    }

    public class ChannelClosedException : InvalidOperationException
    {
        public ChannelClosedException() : base("The channel has been closed.") { }
        public ChannelClosedException(string message) : base(message) { }
        public ChannelClosedException(Exception innerException) : base("The channel has been closed.", innerException) { }
        public ChannelClosedException(string message, Exception innerException) : base(message, innerException) { }
    }

    public abstract class ChannelReader<T>
    {
        public virtual Task Completion { get { return ChannelShared.NeverCompleting; } }
        public virtual bool CanCount { get { return false; } }
        public virtual bool CanPeek { get { return false; } }
        public virtual int Count { get { throw new NotSupportedException(); } }

        public abstract bool TryRead(out T item);
        public virtual bool TryPeek(out T item) { item = default(T); return false; }
        public abstract ValueTask<bool> WaitToReadAsync(CancellationToken cancellationToken = default(CancellationToken));

        public virtual ValueTask<T> ReadAsync(CancellationToken cancellationToken = default(CancellationToken))
        {
            if (cancellationToken.IsCancellationRequested) return new ValueTask<T>(Task.FromCanceled<T>(cancellationToken));
            T item;
            if (TryRead(out item)) return new ValueTask<T>(item);
            return new ValueTask<T>(ReadAsyncCore(cancellationToken));
        }

        // Every item until the channel is completed and drained.
        public virtual IAsyncEnumerable<T> ReadAllAsync(CancellationToken cancellationToken = default(CancellationToken))
        {
            return new ReadAllEnumerable(this, cancellationToken);
        }

        sealed class ReadAllEnumerable : IAsyncEnumerable<T>, IAsyncEnumerator<T>
        {
            readonly ChannelReader<T> _reader;
            readonly CancellationToken _token;
            int _enumerated;
            T _current;

            internal ReadAllEnumerable(ChannelReader<T> reader, CancellationToken token)
            {
                _reader = reader;
                _token = token;
            }

            public IAsyncEnumerator<T> GetAsyncEnumerator(CancellationToken cancellationToken = default(CancellationToken))
            {
                CancellationToken token = cancellationToken.CanBeCanceled ? cancellationToken : _token;
                if (Interlocked.Exchange(ref _enumerated, 1) == 0 && token == _token) return this;
                ReadAllEnumerable fresh = new ReadAllEnumerable(_reader, token);
                fresh._enumerated = 1;
                return fresh;
            }

            public T Current { get { return _current; } }

            public ValueTask<bool> MoveNextAsync()
            {
                T item;
                if (_reader.TryRead(out item)) { _current = item; return new ValueTask<bool>(true); }
                return new ValueTask<bool>(MoveNextSlow());
            }

            async Task<bool> MoveNextSlow()
            {
                while (await _reader.WaitToReadAsync(_token).ConfigureAwait(false))
                {
                    T item;
                    if (_reader.TryRead(out item)) { _current = item; return true; }
                }
                return false;
            }

            public ValueTask DisposeAsync() { return default(ValueTask); }
        }

        async Task<T> ReadAsyncCore(CancellationToken cancellationToken)
        {
            while (true)
            {
                if (!await WaitToReadAsync(cancellationToken).ConfigureAwait(false)) throw new ChannelClosedException();
                T item;
                if (TryRead(out item)) return item;
            }
        }
    }

    public abstract class ChannelWriter<T>
    {
        public virtual bool TryComplete(Exception error = null) { return false; }
        public abstract bool TryWrite(T item);
        public abstract ValueTask<bool> WaitToWriteAsync(CancellationToken cancellationToken = default(CancellationToken));

        public virtual ValueTask WriteAsync(T item, CancellationToken cancellationToken = default(CancellationToken))
        {
            if (cancellationToken.IsCancellationRequested) return new ValueTask(Task.FromCanceled(cancellationToken));
            if (TryWrite(item)) return default(ValueTask);
            return new ValueTask(WriteAsyncCore(item, cancellationToken));
        }

        async Task WriteAsyncCore(T item, CancellationToken cancellationToken)
        {
            while (await WaitToWriteAsync(cancellationToken).ConfigureAwait(false))
                if (TryWrite(item)) return;
            throw new ChannelClosedException();
        }

        public void Complete(Exception error = null)
        {
            if (!TryComplete(error)) throw new ChannelClosedException();
        }
    }

    public abstract class Channel<TWrite, TRead>
    {
        public ChannelReader<TRead> Reader { get; protected set; }
        public ChannelWriter<TWrite> Writer { get; protected set; }
        public static implicit operator ChannelReader<TRead>(Channel<TWrite, TRead> channel) { return channel.Reader; }
        public static implicit operator ChannelWriter<TWrite>(Channel<TWrite, TRead> channel) { return channel.Writer; }
    }

    public abstract class Channel<T> : Channel<T, T>
    {
        protected Channel() { }
    }

    public static class Channel
    {
        public static Channel<T> CreateUnbounded<T>() { return new QueueChannel<T>(-1, BoundedChannelFullMode.Wait, false, null); }

        public static Channel<T> CreateUnbounded<T>(UnboundedChannelOptions options)
        {
            if (options == null) throw new ArgumentNullException("options");
            return new QueueChannel<T>(-1, BoundedChannelFullMode.Wait, options.AllowSynchronousContinuations, null);
        }

        public static Channel<T> CreateBounded<T>(int capacity)
        {
            if (capacity < 1) throw new ArgumentOutOfRangeException("capacity");
            return new QueueChannel<T>(capacity, BoundedChannelFullMode.Wait, false, null);
        }

        public static Channel<T> CreateBounded<T>(BoundedChannelOptions options) { return CreateBounded<T>(options, null); }

        public static Channel<T> CreateBounded<T>(BoundedChannelOptions options, Action<T> itemDropped)
        {
            if (options == null) throw new ArgumentNullException("options");
            return new QueueChannel<T>(options.Capacity, options.FullMode, options.AllowSynchronousContinuations, itemDropped);
        }
    }

    internal static class ChannelShared
    {
        internal static readonly Exception DoneWriting = new ChannelClosedException();
        static Task s_never;
        internal static Task NeverCompleting { get { return s_never ?? (s_never = new TaskCompletionSource<bool>().Task); } }

        internal static Exception ClosedException(Exception error)
        {
            if (error == null || error == DoneWriting) return new ChannelClosedException();
            if (error is ChannelClosedException || error is OperationCanceledException) return error;
            return new ChannelClosedException(error);
        }
    }

    // A circular buffer (the channel's items and its waiter queues).
    internal sealed class Deque<T>
    {
        T[] _items = new T[4];
        int _head, _count;

        public int Count { get { return _count; } }

        public void PushBack(T item)
        {
            if (_count == _items.Length) Grow();
            _items[(_head + _count) % _items.Length] = item;
            _count++;
        }

        public T PopFront()
        {
            T item = _items[_head];
            _items[_head] = default(T);
            _head = (_head + 1) % _items.Length;
            _count--;
            return item;
        }

        public T PopBack()
        {
            int i = (_head + _count - 1) % _items.Length;
            T item = _items[i];
            _items[i] = default(T);
            _count--;
            return item;
        }

        public T PeekFront() { return _items[_head]; }

        // Drops the items that match, keeping the order of the others.
        public void RemoveWhere(Predicate<T> match)
        {
            int kept = 0;
            for (int i = 0; i < _count; i++)
            {
                T item = _items[(_head + i) % _items.Length];
                if (!match(item)) _items[(_head + kept++) % _items.Length] = item;
            }
            for (int i = kept; i < _count; i++) _items[(_head + i) % _items.Length] = default(T);
            _count = kept;
        }

        void Grow()
        {
            T[] bigger = new T[_items.Length * 2];
            for (int i = 0; i < _count; i++) bigger[i] = _items[(_head + i) % _items.Length];
            _items = bigger;
            _head = 0;
        }
    }

    // A pending asynchronous operation.  Exactly one of the channel (handing it an item, or
    // completing it) and the cancellation callback claims it (State 0 -> 1), under no lock.
    internal sealed class ChannelWaiter<TResult, TItem> : TaskCompletionSource<TResult>
    {
        internal int State;
        internal TItem Item;                       // a blocked writer's item
        internal CancellationTokenRegistration Registration;

        internal ChannelWaiter(bool runContinuationsAsynchronously)
            : base(runContinuationsAsynchronously ? TaskCreationOptions.RunContinuationsAsynchronously : TaskCreationOptions.None) { }

        internal bool TryClaim() { return Interlocked.CompareExchange(ref State, 1, 0) == 0; }
        internal bool Claimed { get { return Volatile.Read(ref State) != 0; } }
    }

    // Bounded (capacity >= 1) and unbounded (capacity -1) channels: one lock guards the items
    // and the queues of waiting readers and writers; waiters are completed outside the lock.
    internal sealed class QueueChannel<T> : Channel<T>
    {
        readonly object _lock = new object();
        readonly Deque<T> _items = new Deque<T>();
        readonly Deque<ChannelWaiter<T, T>> _blockedReaders = new Deque<ChannelWaiter<T, T>>();
        readonly Deque<ChannelWaiter<bool, T>> _blockedWriters = new Deque<ChannelWaiter<bool, T>>();
        List<ChannelWaiter<bool, T>> _waitingReaders = new List<ChannelWaiter<bool, T>>();
        List<ChannelWaiter<bool, T>> _waitingWriters = new List<ChannelWaiter<bool, T>>();
        readonly int _capacity;
        readonly BoundedChannelFullMode _mode;
        readonly bool _async;
        readonly Action<T> _itemDropped;
        readonly TaskCompletionSource<bool> _completion;
        Exception _doneWriting;
        int _purgeAt = 64;          // waiter queues are swept of canceled waiters when they reach this

        static readonly Predicate<ChannelWaiter<T, T>> s_readerGone = w => w.Claimed;
        static readonly Predicate<ChannelWaiter<bool, T>> s_waiterGone = w => w.Claimed;

        // Canceled waiters stay queued until claimed or swept (the lock is held).
        void SweepIfLarge()
        {
            int n = _blockedReaders.Count + _blockedWriters.Count + _waitingReaders.Count + _waitingWriters.Count;
            if (n < _purgeAt) return;
            _blockedReaders.RemoveWhere(s_readerGone);
            _blockedWriters.RemoveWhere(s_waiterGone);
            _waitingReaders.RemoveAll(s_waiterGone);
            _waitingWriters.RemoveAll(s_waiterGone);
            n = _blockedReaders.Count + _blockedWriters.Count + _waitingReaders.Count + _waitingWriters.Count;
            _purgeAt = Math.Max(64, 2 * n);
        }

        internal QueueChannel(int capacity, BoundedChannelFullMode mode, bool allowSynchronousContinuations, Action<T> itemDropped)
        {
            _capacity = capacity;
            _mode = mode;
            _async = !allowSynchronousContinuations;
            _itemDropped = itemDropped;
            _completion = new TaskCompletionSource<bool>(TaskCreationOptions.RunContinuationsAsynchronously);
            Reader = new QueueReader(this);
            Writer = new QueueWriter(this);
        }

        bool HasSpace { get { return _capacity < 0 || _items.Count < _capacity; } }

        // Takes the next live waiter from a queue (the lock is held).
        static ChannelWaiter<TR, T> Next<TR>(Deque<ChannelWaiter<TR, T>> queue)
        {
            while (queue.Count > 0)
            {
                ChannelWaiter<TR, T> w = queue.PopFront();
                if (w.TryClaim()) return w;
            }
            return null;
        }

        static List<ChannelWaiter<bool, T>> TakeAll(ref List<ChannelWaiter<bool, T>> list)
        {
            if (list.Count == 0) return null;
            List<ChannelWaiter<bool, T>> taken = list;
            list = new List<ChannelWaiter<bool, T>>();
            return taken;
        }

        static void SetAll(List<ChannelWaiter<bool, T>> list, bool result, Exception error)
        {
            if (list == null) return;
            for (int i = 0; i < list.Count; i++)
            {
                ChannelWaiter<bool, T> w = list[i];
                if (!w.TryClaim()) continue;
                w.Registration.Dispose();
                if (error != null) w.TrySetException(error); else w.TrySetResult(result);
            }
        }

        void CompleteIfDrained()
        {
            // The lock is held; completion runs its continuations asynchronously.
            if (_doneWriting != null && _items.Count == 0)
            {
                Exception e = _doneWriting;
                if (e == ChannelShared.DoneWriting) _completion.TrySetResult(true);
                else if (e is OperationCanceledException) _completion.TrySetCanceled();
                else _completion.TrySetException(e);
            }
        }

        void Register<TR>(ChannelWaiter<TR, T> w, CancellationToken token)
        {
            if (!token.CanBeCanceled) return;
            w.Registration = token.Register(state =>
            {
                ChannelWaiter<TR, T> waiter = (ChannelWaiter<TR, T>)state;
                if (waiter.TryClaim()) waiter.TrySetCanceled(token);
            }, w);
        }

        // ---- writing -------------------------------------------------------------------------

        // Stores an item (the lock is held, the channel is open).  Returns a reader to hand it
        // to, or null; `wakeReaders` gets the WaitToReadAsync waiters to release.
        bool TryWriteLocked(T item, out ChannelWaiter<T, T> reader, out List<ChannelWaiter<bool, T>> wakeReaders, out bool dropped, out T droppedItem)
        {
            reader = null;
            wakeReaders = null;
            dropped = false;
            droppedItem = default(T);
            if (_items.Count == 0)
            {
                reader = Next(_blockedReaders);
                if (reader != null) return true;
            }
            if (HasSpace)
            {
                _items.PushBack(item);
                wakeReaders = TakeAll(ref _waitingReaders);
                return true;
            }
            switch (_mode)
            {
                case BoundedChannelFullMode.DropWrite:
                    dropped = true; droppedItem = item;
                    return true;
                case BoundedChannelFullMode.DropNewest:
                    dropped = true; droppedItem = _items.PopBack();
                    _items.PushBack(item);
                    return true;
                case BoundedChannelFullMode.DropOldest:
                    dropped = true; droppedItem = _items.PopFront();
                    _items.PushBack(item);
                    return true;
            }
            return false;
        }

        void AfterWrite(T item, ChannelWaiter<T, T> reader, List<ChannelWaiter<bool, T>> wakeReaders, bool dropped, T droppedItem)
        {
            if (reader != null) { reader.Registration.Dispose(); reader.TrySetResult(item); }
            SetAll(wakeReaders, true, null);
            if (dropped && _itemDropped != null) _itemDropped(droppedItem);
        }

        bool TryWrite(T item)
        {
            ChannelWaiter<T, T> reader;
            List<ChannelWaiter<bool, T>> wake;
            bool dropped;
            T droppedItem;
            lock (_lock)
            {
                if (_doneWriting != null) return false;
                if (!TryWriteLocked(item, out reader, out wake, out dropped, out droppedItem)) return false;
            }
            AfterWrite(item, reader, wake, dropped, droppedItem);
            return true;
        }

        ValueTask WriteAsync(T item, CancellationToken token)
        {
            if (token.IsCancellationRequested) return new ValueTask(Task.FromCanceled(token));
            ChannelWaiter<T, T> reader;
            List<ChannelWaiter<bool, T>> wake;
            bool dropped;
            T droppedItem;
            ChannelWaiter<bool, T> blocked;
            lock (_lock)
            {
                if (_doneWriting != null) return new ValueTask(Task.FromException(ChannelShared.ClosedException(_doneWriting)));
                if (!TryWriteLocked(item, out reader, out wake, out dropped, out droppedItem))
                {
                    SweepIfLarge();
                    blocked = new ChannelWaiter<bool, T>(_async);
                    blocked.Item = item;
                    _blockedWriters.PushBack(blocked);
                    reader = null;
                }
                else blocked = null;
            }
            if (blocked != null)
            {
                Register(blocked, token);
                return new ValueTask(blocked.Task);
            }
            AfterWrite(item, reader, wake, dropped, droppedItem);
            return default(ValueTask);
        }

        ValueTask<bool> WaitToWriteAsync(CancellationToken token)
        {
            if (token.IsCancellationRequested) return new ValueTask<bool>(Task.FromCanceled<bool>(token));
            ChannelWaiter<bool, T> w;
            lock (_lock)
            {
                if (_doneWriting != null)
                {
                    if (_doneWriting != ChannelShared.DoneWriting) return new ValueTask<bool>(Task.FromException<bool>(_doneWriting));
                    return new ValueTask<bool>(false);
                }
                if (HasSpace || _mode != BoundedChannelFullMode.Wait) return new ValueTask<bool>(true);
                SweepIfLarge();
                w = new ChannelWaiter<bool, T>(_async);
                _waitingWriters.Add(w);
            }
            Register(w, token);
            return new ValueTask<bool>(w.Task);
        }

        bool TryComplete(Exception error)
        {
            List<ChannelWaiter<T, T>> readers = new List<ChannelWaiter<T, T>>();
            List<ChannelWaiter<bool, T>> writers = new List<ChannelWaiter<bool, T>>();
            List<ChannelWaiter<bool, T>> waitingReaders, waitingWriters;
            lock (_lock)
            {
                if (_doneWriting != null) return false;
                _doneWriting = error ?? ChannelShared.DoneWriting;
                if (_items.Count == 0)
                    while (_blockedReaders.Count > 0) readers.Add(_blockedReaders.PopFront());
                while (_blockedWriters.Count > 0) writers.Add(_blockedWriters.PopFront());
                waitingReaders = _items.Count == 0 ? TakeAll(ref _waitingReaders) : null;
                waitingWriters = TakeAll(ref _waitingWriters);
                CompleteIfDrained();
            }
            Exception closed = ChannelShared.ClosedException(_doneWriting);
            foreach (ChannelWaiter<T, T> r in readers)
                if (r.TryClaim()) { r.Registration.Dispose(); r.TrySetException(closed); }
            foreach (ChannelWaiter<bool, T> w in writers)
                if (w.TryClaim()) { w.Registration.Dispose(); w.TrySetException(closed); }
            Exception waitError = error != null ? error : null;
            SetAll(waitingReaders, false, waitError);
            SetAll(waitingWriters, false, waitError);
            return true;
        }

        // ---- reading -------------------------------------------------------------------------

        // Takes the first item (the lock is held, the channel is not empty) and refills from a
        // blocked writer; returns the writer to release, and the WaitToWriteAsync waiters.
        T TakeLocked(out ChannelWaiter<bool, T> writer, out List<ChannelWaiter<bool, T>> wakeWriters)
        {
            T item = _items.PopFront();
            wakeWriters = null;
            writer = Next(_blockedWriters);
            if (writer != null) _items.PushBack(writer.Item);
            else wakeWriters = TakeAll(ref _waitingWriters);
            CompleteIfDrained();
            return item;
        }

        static void AfterTake(ChannelWaiter<bool, T> writer, List<ChannelWaiter<bool, T>> wakeWriters)
        {
            if (writer != null) { writer.Registration.Dispose(); writer.TrySetResult(true); }
            SetAll(wakeWriters, true, null);
        }

        bool TryRead(out T item)
        {
            ChannelWaiter<bool, T> writer;
            List<ChannelWaiter<bool, T>> wake;
            lock (_lock)
            {
                if (_items.Count == 0) { item = default(T); return false; }
                item = TakeLocked(out writer, out wake);
            }
            AfterTake(writer, wake);
            return true;
        }

        bool TryPeek(out T item)
        {
            lock (_lock)
            {
                if (_items.Count == 0) { item = default(T); return false; }
                item = _items.PeekFront();
                return true;
            }
        }

        ValueTask<T> ReadAsync(CancellationToken token)
        {
            if (token.IsCancellationRequested) return new ValueTask<T>(Task.FromCanceled<T>(token));
            ChannelWaiter<bool, T> writer;
            List<ChannelWaiter<bool, T>> wake;
            T item;
            ChannelWaiter<T, T> w;
            lock (_lock)
            {
                if (_items.Count > 0) item = TakeLocked(out writer, out wake);
                else
                {
                    if (_doneWriting != null) return new ValueTask<T>(Task.FromException<T>(ChannelShared.ClosedException(_doneWriting)));
                    SweepIfLarge();
                    w = new ChannelWaiter<T, T>(_async);
                    _blockedReaders.PushBack(w);
                    goto Wait;
                }
            }
            AfterTake(writer, wake);
            return new ValueTask<T>(item);
        Wait:
            Register(w, token);
            return new ValueTask<T>(w.Task);
        }

        ValueTask<bool> WaitToReadAsync(CancellationToken token)
        {
            if (token.IsCancellationRequested) return new ValueTask<bool>(Task.FromCanceled<bool>(token));
            ChannelWaiter<bool, T> w;
            lock (_lock)
            {
                if (_items.Count > 0) return new ValueTask<bool>(true);
                if (_doneWriting != null)
                {
                    if (_doneWriting != ChannelShared.DoneWriting) return new ValueTask<bool>(Task.FromException<bool>(_doneWriting));
                    return new ValueTask<bool>(false);
                }
                SweepIfLarge();
                w = new ChannelWaiter<bool, T>(_async);
                _waitingReaders.Add(w);
            }
            Register(w, token);
            return new ValueTask<bool>(w.Task);
        }

        int Count { get { lock (_lock) return _items.Count; } }

        sealed class QueueReader : ChannelReader<T>
        {
            readonly QueueChannel<T> _c;
            internal QueueReader(QueueChannel<T> c) { _c = c; }
            public override Task Completion { get { return _c._completion.Task; } }
            public override bool CanCount { get { return true; } }
            public override bool CanPeek { get { return true; } }
            public override int Count { get { return _c.Count; } }
            public override bool TryRead(out T item) { return _c.TryRead(out item); }
            public override bool TryPeek(out T item) { return _c.TryPeek(out item); }
            public override ValueTask<T> ReadAsync(CancellationToken cancellationToken = default(CancellationToken)) { return _c.ReadAsync(cancellationToken); }
            public override ValueTask<bool> WaitToReadAsync(CancellationToken cancellationToken = default(CancellationToken)) { return _c.WaitToReadAsync(cancellationToken); }
        }

        sealed class QueueWriter : ChannelWriter<T>
        {
            readonly QueueChannel<T> _c;
            internal QueueWriter(QueueChannel<T> c) { _c = c; }
            public override bool TryComplete(Exception error = null) { return _c.TryComplete(error); }
            public override bool TryWrite(T item) { return _c.TryWrite(item); }
            public override ValueTask WriteAsync(T item, CancellationToken cancellationToken = default(CancellationToken)) { return _c.WriteAsync(item, cancellationToken); }
            public override ValueTask<bool> WaitToWriteAsync(CancellationToken cancellationToken = default(CancellationToken)) { return _c.WaitToWriteAsync(cancellationToken); }
        }
    }
}
