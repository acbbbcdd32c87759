using System.Collections.Generic;

namespace System.Threading
{
    public delegate void TimerCallback(object state);

    // The managed timer queue: a binary heap of due times, one background thread (created on the
    // first timer) that sleeps in Monitor.Wait until the earliest due time and hands due timers
    // to the thread pool.
    internal sealed class TimerQueue
    {
        internal static readonly TimerQueue Instance = new TimerQueue();

        readonly object _lock = new object();
        TimerQueueTimer[] _heap = new TimerQueueTimer[16];
        int _count;
        Thread _thread;
        long _wakeAt = long.MaxValue;   // when the timer thread will wake (MaxValue: never)

        internal static long Now { get { return Environment.TickCount64; } }

        internal void Schedule(TimerQueueTimer t, long due)
        {
            lock (_lock)
            {
                if (t.HeapIndex >= 0) RemoveAt(t.HeapIndex);
                t.Due = due;
                t.Version++;
                Insert(t);
                if (_thread == null)
                {
                    Thread th = new Thread(Run);
                    th.IsBackground = true;
                    th.Name = ".NET Timer";
                    _thread = th;
                    th.Start();
                }
                else if (due < _wakeAt) Monitor.Pulse(_lock);
            }
        }

        internal void Unschedule(TimerQueueTimer t)
        {
            lock (_lock)
            {
                t.Version++;
                if (t.HeapIndex >= 0) RemoveAt(t.HeapIndex);
            }
        }

        void Run()
        {
            List<TimerQueueTimer> due = new List<TimerQueueTimer>();
            while (true)
            {
                lock (_lock)
                {
                    while (true)
                    {
                        long now = Now;
                        while (_count > 0 && _heap[0].Due <= now)
                        {
                            TimerQueueTimer t = _heap[0];
                            RemoveAt(0);
                            t.FiredVersion = t.Version;
                            due.Add(t);
                            if (t.Period > 0)
                            {
                                t.Due = now + t.Period;
                                Insert(t);
                            }
                        }
                        if (due.Count > 0) break;
                        if (_count == 0) { _wakeAt = long.MaxValue; Monitor.Wait(_lock); }
                        else
                        {
                            long wait = _heap[0].Due - now;
                            _wakeAt = _heap[0].Due;
                            Monitor.Wait(_lock, wait > int.MaxValue ? int.MaxValue : (int)wait);
                        }
                        _wakeAt = long.MaxValue;
                    }
                }
                // due timers go to the pool's high-priority queue, as CoreCLR's timer thread does, so they do
                // not wait behind a backlog of user work items (sync-over-async waits on them)
                for (int i = 0; i < due.Count; i++) ThreadPool.UnsafeQueueHighPriorityWorkItemInternal(due[i]);
                due.Clear();
            }
        }

        void Insert(TimerQueueTimer t)
        {
            if (_count == _heap.Length) Array.Resize(ref _heap, _count * 2);
            int i = _count++;
            _heap[i] = t;
            t.HeapIndex = i;
            SiftUp(i);
        }

        void RemoveAt(int i)
        {
            TimerQueueTimer removed = _heap[i];
            removed.HeapIndex = -1;
            int last = --_count;
            if (i != last)
            {
                TimerQueueTimer moved = _heap[last];
                _heap[i] = moved;
                moved.HeapIndex = i;
                _heap[last] = null;
                SiftDown(i);
                SiftUp(moved.HeapIndex);
            }
            else _heap[last] = null;
        }

        void SiftUp(int i)
        {
            TimerQueueTimer t = _heap[i];
            while (i > 0)
            {
                int parent = (i - 1) >> 1;
                TimerQueueTimer p = _heap[parent];
                if (p.Due <= t.Due) break;
                _heap[i] = p;
                p.HeapIndex = i;
                i = parent;
            }
            _heap[i] = t;
            t.HeapIndex = i;
        }

        void SiftDown(int i)
        {
            TimerQueueTimer t = _heap[i];
            while (true)
            {
                int child = 2 * i + 1;
                if (child >= _count) break;
                if (child + 1 < _count && _heap[child + 1].Due < _heap[child].Due) child++;
                TimerQueueTimer c = _heap[child];
                if (t.Due <= c.Due) break;
                _heap[i] = c;
                c.HeapIndex = i;
                i = child;
            }
            _heap[i] = t;
            t.HeapIndex = i;
        }
    }

    // One timer's entry: queued to the pool when due; a callback whose timer was changed or
    // disposed after it fired (version mismatch) is dropped.
    internal sealed class TimerQueueTimer : IThreadPoolWorkItem
    {
        internal TimerCallback Callback;
        internal object State;
        internal long Due;
        internal long Period;          // 0: one-shot
        internal int HeapIndex = -1;
        internal int Version;          // changes on every Change/Dispose (under the queue's lock)
        internal volatile int FiredVersion = -1;
        internal bool Disposed;

        public void Execute()
        {
            if (Disposed || FiredVersion != Version) return;
            TimerCallback cb = Callback;
            if (cb != null) cb(State);
        }
    }

    public sealed class Timer : MarshalByRefObject, IDisposable
    {
        readonly TimerQueueTimer _timer;

        public Timer(TimerCallback callback) : this(callback, null, Timeout.Infinite, Timeout.Infinite, false) { }
        public Timer(TimerCallback callback, object state, int dueTime, int period) : this(callback, state, dueTime, period, true) { }
        public Timer(TimerCallback callback, object state, TimeSpan dueTime, TimeSpan period) : this(callback, state, ToMs(dueTime, "dueTime"), ToMs(period, "period"), true) { }
        public Timer(TimerCallback callback, object state, long dueTime, long period) : this(callback, state, CheckLong(dueTime, "dueTime"), CheckLong(period, "period"), true) { }
        public Timer(TimerCallback callback, object state, uint dueTime, uint period) : this(callback, state, dueTime == uint.MaxValue ? -1 : CheckLong(dueTime, "dueTime"), period == uint.MaxValue ? -1 : CheckLong(period, "period"), true) { }

        Timer(TimerCallback callback, object state, int dueTime, int period, bool unused)
        {
            if (callback == null) throw new ArgumentNullException("callback");
            _timer = new TimerQueueTimer();
            _timer.Callback = callback;
            _timer.State = state;
            Change(dueTime, period);
        }

        static int ToMs(TimeSpan t, string name)
        {
            long ms = (long)t.TotalMilliseconds;
            if (ms < -1) throw new ArgumentOutOfRangeException(name, "Number must be either non-negative and less than or equal to Int32.MaxValue or -1.");
            if (ms > 0xfffffffe) throw new ArgumentOutOfRangeException(name, "Time-out interval must be less than 2^32-2.");
            return ms > int.MaxValue ? int.MaxValue : (int)ms;
        }

        static int CheckLong(long ms, string name)
        {
            if (ms < -1) throw new ArgumentOutOfRangeException(name, "Number must be either non-negative and less than or equal to Int32.MaxValue or -1.");
            if (ms > 0xfffffffe) throw new ArgumentOutOfRangeException(name, "Time-out interval must be less than 2^32-2.");
            return ms > int.MaxValue ? int.MaxValue : (int)ms;
        }

        public bool Change(TimeSpan dueTime, TimeSpan period) { return Change(ToMs(dueTime, "dueTime"), ToMs(period, "period")); }
        public bool Change(long dueTime, long period) { return Change(CheckLong(dueTime, "dueTime"), CheckLong(period, "period")); }
        public bool Change(uint dueTime, uint period) { return Change(dueTime == uint.MaxValue ? -1 : CheckLong(dueTime, "dueTime"), period == uint.MaxValue ? -1 : CheckLong(period, "period")); }

        public bool Change(int dueTime, int period)
        {
            if (dueTime < -1) throw new ArgumentOutOfRangeException("dueTime", "Number must be either non-negative and less than or equal to Int32.MaxValue or -1.");
            if (period < -1) throw new ArgumentOutOfRangeException("period", "Number must be either non-negative and less than or equal to Int32.MaxValue or -1.");
            TimerQueueTimer t = _timer;
            if (t.Disposed) throw new ObjectDisposedException(null, "Cannot access a disposed object.");
            t.Period = period == Timeout.Infinite ? 0 : period;
            if (dueTime == Timeout.Infinite) TimerQueue.Instance.Unschedule(t);
            else TimerQueue.Instance.Schedule(t, TimerQueue.Now + dueTime);
            return true;
        }

        public void Dispose()
        {
            TimerQueueTimer t = _timer;
            if (t.Disposed) return;
            t.Disposed = true;
            TimerQueue.Instance.Unschedule(t);
        }

        public bool Dispose(WaitHandle notifyObject)
        {
            if (notifyObject == null) throw new ArgumentNullException("notifyObject");
            throw new NotSupportedException("corvid does not support Timer.Dispose(WaitHandle) yet");
        }

        public static long ActiveCount { get { throw new NotSupportedException("corvid does not support Timer.ActiveCount yet"); } }
    }
}
