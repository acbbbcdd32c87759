namespace System.Threading
{
    // A manual-reset event: a flag, a short spin, then Monitor.Wait on a private lock.
    public class ManualResetEventSlim : IDisposable
    {
        readonly object _lock = new object();
        volatile bool _set;
        int _waiters;
        readonly int _spinCount;
        bool _disposed;
        ManualResetEvent _event;

        public ManualResetEventSlim() : this(false) { }
        public ManualResetEventSlim(bool initialState) : this(initialState, SpinWait.IsSingleProcessor ? 1 : 35) { }
        public ManualResetEventSlim(bool initialState, int spinCount)
        {
            if (spinCount < 0 || spinCount > 2047) throw new ArgumentOutOfRangeException("spinCount", spinCount, "The spinCount argument must be in the range 0 to 2047, inclusive.");
            _set = initialState;
            _spinCount = spinCount;
        }

        public bool IsSet { get { return _set; } }
        public int SpinCount { get { return _spinCount; } }

        public WaitHandle WaitHandle
        {
            get
            {
                CheckDisposed();
                lock (_lock)
                {
                    if (_event == null) _event = new ManualResetEvent(_set);
                    return _event;
                }
            }
        }

        void CheckDisposed() { if (_disposed) throw new ObjectDisposedException(null, "The event has been disposed."); }

        public void Set()
        {
            lock (_lock)
            {
                _set = true;
                if (_waiters > 0) Monitor.PulseAll(_lock);
                if (_event != null) _event.Set();
            }
        }

        public void Reset()
        {
            CheckDisposed();
            lock (_lock)
            {
                _set = false;
                if (_event != null) _event.Reset();
            }
        }

        public void Wait() { Wait(Timeout.Infinite, default(CancellationToken)); }
        public void Wait(CancellationToken cancellationToken) { Wait(Timeout.Infinite, cancellationToken); }
        public bool Wait(TimeSpan timeout) { return Wait(Timeout.ToMilliseconds(timeout), default(CancellationToken)); }
        public bool Wait(TimeSpan timeout, CancellationToken cancellationToken) { return Wait(Timeout.ToMilliseconds(timeout), cancellationToken); }
        public bool Wait(int millisecondsTimeout) { return Wait(millisecondsTimeout, default(CancellationToken)); }

        public bool Wait(int millisecondsTimeout, CancellationToken cancellationToken)
        {
            CheckDisposed();
            cancellationToken.ThrowIfCancellationRequested();
            if (millisecondsTimeout < -1) throw new ArgumentOutOfRangeException("millisecondsTimeout");
            if (_set) return true;
            if (millisecondsTimeout == 0) return false;
            SpinWait spin = new SpinWait();
            for (int i = 0; i < _spinCount && !spin.NextSpinWillYield; i++)
            {
                spin.SpinOnce();
                if (_set) return true;
            }
            CancellationTokenRegistration reg = default(CancellationTokenRegistration);
            if (cancellationToken.CanBeCanceled) reg = cancellationToken.UnsafeRegister(s_wake, this);
            try
            {
                long deadline = millisecondsTimeout == Timeout.Infinite ? 0 : Environment.TickCount64 + millisecondsTimeout;
                lock (_lock)
                {
                    while (!_set)
                    {
                        cancellationToken.ThrowIfCancellationRequested();
                        int wait = Timeout.Infinite;
                        if (millisecondsTimeout != Timeout.Infinite)
                        {
                            long left = deadline - Environment.TickCount64;
                            if (left <= 0) return false;
                            wait = (int)left;
                        }
                        _waiters++;
                        try { Monitor.Wait(_lock, wait); }
                        finally { _waiters--; }
                    }
                }
            }
            finally { reg.Dispose(); }
            return true;
        }

        static readonly Action<object> s_wake = Wake;
        static void Wake(object o)
        {
            ManualResetEventSlim e = (ManualResetEventSlim)o;
            lock (e._lock) { Monitor.PulseAll(e._lock); }
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

    public class CountdownEvent : IDisposable
    {
        int _initial;
        volatile int _current;
        readonly ManualResetEventSlim _event;
        bool _disposed;

        public CountdownEvent(int initialCount)
        {
            if (initialCount < 0) throw new ArgumentOutOfRangeException("initialCount");
            _initial = initialCount;
            _current = initialCount;
            _event = new ManualResetEventSlim(initialCount == 0);
        }

        public int CurrentCount { get { int c = _current; return c < 0 ? 0 : c; } }
        public int InitialCount { get { return _initial; } }
        public bool IsSet { get { return _current <= 0; } }
        public WaitHandle WaitHandle { get { CheckDisposed(); return _event.WaitHandle; } }

        void CheckDisposed() { if (_disposed) throw new ObjectDisposedException("CountdownEvent"); }

        public bool Signal() { return Signal(1); }

        public bool Signal(int signalCount)
        {
            if (signalCount <= 0) throw new ArgumentOutOfRangeException("signalCount");
            CheckDisposed();
            SpinWait spin = new SpinWait();
            int observed;
            while (true)
            {
                observed = _current;
                if (observed < signalCount) throw new InvalidOperationException("Invalid attempt made to decrement the event's count below zero.");
                if (Interlocked.CompareExchange(ref _current, observed - signalCount, observed) == observed) break;
                spin.SpinOnce();
            }
            if (observed == signalCount) { _event.Set(); return true; }
            return false;
        }

        public void AddCount() { AddCount(1); }
        public bool TryAddCount() { return TryAddCount(1); }
        public void AddCount(int signalCount)
        {
            if (!TryAddCount(signalCount)) throw new InvalidOperationException("The event is already signaled and cannot be incremented.");
        }

        public bool TryAddCount(int signalCount)
        {
            if (signalCount <= 0) throw new ArgumentOutOfRangeException("signalCount");
            CheckDisposed();
            SpinWait spin = new SpinWait();
            while (true)
            {
                int observed = _current;
                if (observed <= 0) return false;
                if (observed > int.MaxValue - signalCount) throw new InvalidOperationException("The increment operation would cause the CurrentCount to overflow.");
                if (Interlocked.CompareExchange(ref _current, observed + signalCount, observed) == observed) return true;
                spin.SpinOnce();
            }
        }

        public void Reset() { Reset(_initial); }

        public void Reset(int count)
        {
            CheckDisposed();
            if (count < 0) throw new ArgumentOutOfRangeException("count");
            _current = count;
            _initial = count;
            if (count == 0) _event.Set(); else _event.Reset();
        }

        public void Wait() { Wait(Timeout.Infinite, default(CancellationToken)); }
        public void Wait(CancellationToken cancellationToken) { Wait(Timeout.Infinite, cancellationToken); }
        public bool Wait(TimeSpan timeout) { return Wait(Timeout.ToMilliseconds(timeout), default(CancellationToken)); }
        public bool Wait(TimeSpan timeout, CancellationToken cancellationToken) { return Wait(Timeout.ToMilliseconds(timeout), cancellationToken); }
        public bool Wait(int millisecondsTimeout) { return Wait(millisecondsTimeout, default(CancellationToken)); }
        public bool Wait(int millisecondsTimeout, CancellationToken cancellationToken)
        {
            CheckDisposed();
            if (millisecondsTimeout < -1) throw new ArgumentOutOfRangeException("millisecondsTimeout");
            cancellationToken.ThrowIfCancellationRequested();
            if (IsSet) return true;
            return _event.Wait(millisecondsTimeout, cancellationToken);
        }

        public void Dispose() { Dispose(true); }
        protected virtual void Dispose(bool disposing)
        {
            if (!disposing) return;
            _event.Dispose();
            _disposed = true;
        }
    }

    public class BarrierPostPhaseException : Exception
    {
        public BarrierPostPhaseException() : base("The postPhaseAction failed with an exception.") { }
        public BarrierPostPhaseException(Exception innerException) : base("The postPhaseAction failed with an exception.", innerException) { }
        public BarrierPostPhaseException(string message) : base(message) { }
        public BarrierPostPhaseException(string message, Exception innerException) : base(message, innerException) { }
    }

    // Participants meet at the end of each phase; the last one to arrive runs the post-phase
    // action and releases the others.  Each phase's waiters sleep on that phase's own gate
    // object, so a participant already waiting in the next phase never shares a monitor with
    // the ones being released.
    public class Barrier : IDisposable
    {
        readonly object _lock = new object();
        readonly Action<Barrier> _postPhaseAction;
        int _participants;
        int _remaining;
        long _phase;
        PhaseGate _gate = new PhaseGate();
        bool _disposed;

        sealed class PhaseGate
        {
            internal bool Open;
            internal Exception PostPhaseError;
        }

        public Barrier(int participantCount) : this(participantCount, null) { }
        public Barrier(int participantCount, Action<Barrier> postPhaseAction)
        {
            if (participantCount < 0 || participantCount > 32767) throw new ArgumentOutOfRangeException("participantCount", "The participantCount argument must be non-negative and less than or equal to 32767.");
            _participants = participantCount;
            _remaining = participantCount;
            _postPhaseAction = postPhaseAction;
        }

        public long CurrentPhaseNumber { get { return Interlocked.Read(ref _phase); } }
        public int ParticipantCount { get { lock (_lock) return _participants; } }
        public int ParticipantsRemaining { get { lock (_lock) return _remaining; } }

        void CheckDisposed() { if (_disposed) throw new ObjectDisposedException("Barrier", "The barrier has been disposed."); }

        public long AddParticipant() { return AddParticipants(1); }
        public long AddParticipants(int participantCount)
        {
            CheckDisposed();
            if (participantCount < 1) throw new ArgumentOutOfRangeException("participantCount");
            lock (_lock)
            {
                if (_participants + participantCount > 32767) throw new ArgumentOutOfRangeException("participantCount", "Adding participantCount participants would result in the number of participants exceeding the maximum number allowed.");
                _participants += participantCount;
                _remaining += participantCount;
                return _phase;
            }
        }

        public void RemoveParticipant() { RemoveParticipants(1); }
        public void RemoveParticipants(int participantCount)
        {
            CheckDisposed();
            if (participantCount < 1) throw new ArgumentOutOfRangeException("participantCount");
            PhaseGate released = null;
            lock (_lock)
            {
                if (participantCount > _participants) throw new ArgumentOutOfRangeException("participantCount", "The participantCount argument must be less than or equal the number of participants.");
                if (participantCount > _remaining) throw new InvalidOperationException("The participantCount argument is greater than the number of participants that haven't yet arrived at the barrier in this phase.");
                _participants -= participantCount;
                _remaining -= participantCount;
                if (_remaining == 0 && _participants > 0) released = FinishPhase();
            }
            if (released != null) Release(released);
        }

        public void SignalAndWait() { SignalAndWait(Timeout.Infinite, default(CancellationToken)); }
        public void SignalAndWait(CancellationToken cancellationToken) { SignalAndWait(Timeout.Infinite, cancellationToken); }
        public bool SignalAndWait(TimeSpan timeout) { return SignalAndWait(Timeout.ToMilliseconds(timeout), default(CancellationToken)); }
        public bool SignalAndWait(TimeSpan timeout, CancellationToken cancellationToken) { return SignalAndWait(Timeout.ToMilliseconds(timeout), cancellationToken); }
        public bool SignalAndWait(int millisecondsTimeout) { return SignalAndWait(millisecondsTimeout, default(CancellationToken)); }

        public bool SignalAndWait(int millisecondsTimeout, CancellationToken cancellationToken)
        {
            CheckDisposed();
            if (millisecondsTimeout < -1) throw new ArgumentOutOfRangeException("millisecondsTimeout");
            cancellationToken.ThrowIfCancellationRequested();
            PhaseGate gate;
            lock (_lock)
            {
                if (_participants == 0) throw new InvalidOperationException("The barrier has no registered participants.");
                if (_remaining == 0) throw new InvalidOperationException("The number of threads using the barrier exceeded the total number of registered participants.");
                gate = _gate;
                _remaining--;
                if (_remaining == 0)
                {
                    PhaseGate released = FinishPhase();
                    Release(released);
                    if (released.PostPhaseError != null) throw new BarrierPostPhaseException(released.PostPhaseError);
                    return true;
                }
            }
            CancellationTokenRegistration reg = default(CancellationTokenRegistration);
            if (cancellationToken.CanBeCanceled) reg = cancellationToken.UnsafeRegister(s_wake, gate);
            try
            {
                long deadline = millisecondsTimeout == Timeout.Infinite ? 0 : Environment.TickCount64 + millisecondsTimeout;
                lock (gate)
                {
                    while (!gate.Open)
                    {
                        int wait = Timeout.Infinite;
                        if (millisecondsTimeout != Timeout.Infinite)
                        {
                            long left = deadline - Environment.TickCount64;
                            if (left <= 0) { if (Withdraw(gate)) return false; continue; }
                            wait = (int)left;
                        }
                        if (cancellationToken.IsCancellationRequested)
                        {
                            if (Withdraw(gate)) cancellationToken.ThrowIfCancellationRequested();
                            continue;
                        }
                        Monitor.Wait(gate, wait);
                    }
                }
            }
            finally { reg.Dispose(); }
            if (gate.PostPhaseError != null) throw new BarrierPostPhaseException(gate.PostPhaseError);
            return true;
        }

        // A participant giving up (timeout, cancellation): false if its phase ended meanwhile.
        bool Withdraw(PhaseGate gate)
        {
            lock (_lock)
            {
                if (_gate != gate) return false;
                _remaining++;
                return true;
            }
        }

        static readonly Action<object> s_wake = Wake;
        static void Wake(object o) { lock (o) { Monitor.PulseAll(o); } }

        // Called with _lock held by the last participant to arrive: runs the post-phase action
        // and starts the next phase; the returned gate is then opened.
        PhaseGate FinishPhase()
        {
            PhaseGate gate = _gate;
            if (_postPhaseAction != null)
            {
                try { _postPhaseAction(this); }
                catch (Exception e) { gate.PostPhaseError = e; }
            }
            _gate = new PhaseGate();
            Interlocked.Increment(ref _phase);
            _remaining = _participants;
            return gate;
        }

        static void Release(PhaseGate gate)
        {
            lock (gate)
            {
                gate.Open = true;
                Monitor.PulseAll(gate);
            }
        }

        public void Dispose() { Dispose(true); }
        protected virtual void Dispose(bool disposing) { if (disposing) _disposed = true; }
    }
}
