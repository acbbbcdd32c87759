namespace System.Threading
{
    // Spins with exponential back-off, then yields the processor (Thread.Yield, Sleep(0) and
    // every 20th time Sleep(1)), as .NET's SpinWait does.
    public struct SpinWait
    {
        internal const int YieldThreshold = 10;
        const int Sleep1EveryHowManyYields = 20;
        const int Sleep0EveryHowManyYields = 5;
        internal static readonly bool IsSingleProcessor = Environment.ProcessorCount == 1;
        // Busy iterations per spin are capped (as .NET caps them at a measured optimum), so
        // the whole spinning phase before the first yield is about 450 pause instructions.
        const int MaxSpinsPerIteration = 64;

        int _count;

        public int Count { get { return _count; } }
        public bool NextSpinWillYield { get { return _count >= YieldThreshold || IsSingleProcessor; } }

        public void Reset() { _count = 0; }

        public void SpinOnce() { SpinOnce(Sleep1EveryHowManyYields); }

        public void SpinOnce(int sleep1Threshold)
        {
            if (sleep1Threshold < -1) throw new ArgumentOutOfRangeException("sleep1Threshold");
            if (sleep1Threshold >= 0 && sleep1Threshold < YieldThreshold) sleep1Threshold = YieldThreshold;
            if (NextSpinWillYield)
            {
                int yields = _count >= YieldThreshold ? _count - YieldThreshold : _count;
                if (sleep1Threshold >= 0 && _count >= sleep1Threshold && (yields % Sleep1EveryHowManyYields) == Sleep1EveryHowManyYields - 1) Thread.Sleep(1);
                else if ((yields % Sleep0EveryHowManyYields) == Sleep0EveryHowManyYields - 1) Thread.Sleep(0);
                else Thread.Yield();
            }
            else Thread.SpinWait(_count < 4 ? 4 << _count : MaxSpinsPerIteration);
            _count = _count == int.MaxValue ? YieldThreshold : _count + 1;
        }

        public static void SpinUntil(Func<bool> condition) { SpinUntil(condition, Timeout.Infinite); }
        public static bool SpinUntil(Func<bool> condition, TimeSpan timeout) { return SpinUntil(condition, Timeout.ToMilliseconds(timeout)); }

        public static bool SpinUntil(Func<bool> condition, int millisecondsTimeout)
        {
            if (millisecondsTimeout < Timeout.Infinite) throw new ArgumentOutOfRangeException("millisecondsTimeout");
            if (condition == null) throw new ArgumentNullException("condition");
            long start = millisecondsTimeout == Timeout.Infinite ? 0 : Environment.TickCount64;
            SpinWait spinner = new SpinWait();
            while (!condition())
            {
                if (millisecondsTimeout == 0) return false;
                spinner.SpinOnce();
                if (millisecondsTimeout != Timeout.Infinite && spinner.NextSpinWillYield && Environment.TickCount64 - start >= millisecondsTimeout) return false;
            }
            return true;
        }
    }

    // A test-and-test-and-set lock with SpinWait back-off; owner tracking as .NET's default.
    public struct SpinLock
    {
        volatile int _owner;        // managed thread id of the owner, 0 when free; -1 when taken without tracking
        readonly bool _noTracking;

        public SpinLock(bool enableThreadOwnerTracking) { _owner = 0; _noTracking = !enableThreadOwnerTracking; }

        public bool IsHeld { get { return _owner != 0; } }
        public bool IsHeldByCurrentThread
        {
            get
            {
                if (_noTracking) throw new InvalidOperationException("Thread tracking is disabled.");
                return _owner == Thread.CurrentThread.ManagedThreadId;
            }
        }
        public bool IsThreadOwnerTrackingEnabled { get { return !_noTracking; } }

        public void Enter(ref bool lockTaken) { TryEnter(Timeout.Infinite, ref lockTaken); }
        public void TryEnter(ref bool lockTaken) { TryEnter(0, ref lockTaken); }
        public void TryEnter(TimeSpan timeout, ref bool lockTaken) { TryEnter(Timeout.ToMilliseconds(timeout), ref lockTaken); }

        public void TryEnter(int millisecondsTimeout, ref bool lockTaken)
        {
            if (lockTaken) { lockTaken = false; throw new ArgumentException("The tookLock argument must be set to false before calling this method."); }
            if (millisecondsTimeout < -1) throw new ArgumentOutOfRangeException("millisecondsTimeout");
            int me = _noTracking ? -1 : Thread.CurrentThread.ManagedThreadId;
            if (!_noTracking && _owner == me) throw new LockRecursionException("The calling thread already holds the lock.");
            long start = millisecondsTimeout > 0 ? Environment.TickCount64 : 0;
            SpinWait spinner = new SpinWait();
            while (true)
            {
                if (_owner == 0 && Interlocked.CompareExchange(ref _owner, me, 0) == 0) { lockTaken = true; return; }
                if (millisecondsTimeout == 0) return;
                if (millisecondsTimeout > 0 && Environment.TickCount64 - start >= millisecondsTimeout) return;
                spinner.SpinOnce();
            }
        }

        public void Exit() { Exit(true); }

        public void Exit(bool useMemoryBarrier)
        {
            if (!_noTracking && _owner != Thread.CurrentThread.ManagedThreadId) throw new SynchronizationLockException("The calling thread does not hold the lock.");
            if (_noTracking && _owner == 0) throw new SynchronizationLockException("The calling thread does not hold the lock.");
            Interlocked.Exchange(ref _owner, 0);
        }
    }
}
