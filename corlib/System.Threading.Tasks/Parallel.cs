using System.Collections.Generic;

namespace System.Threading.Tasks
{
    public class ParallelOptions
    {
        int _maxDegree = -1;
        TaskScheduler _scheduler;

        public ParallelOptions() { }
        public int MaxDegreeOfParallelism
        {
            get { return _maxDegree; }
            set
            {
                if (value == 0 || value < -1) throw new ArgumentOutOfRangeException("MaxDegreeOfParallelism");
                _maxDegree = value;
            }
        }
        public CancellationToken CancellationToken { get; set; }
        public TaskScheduler TaskScheduler { get { return _scheduler; } set { _scheduler = value; } }
        internal TaskScheduler EffectiveScheduler { get { return _scheduler ?? TaskScheduler.Current; } }
    }

    public struct ParallelLoopResult
    {
        internal bool _completed;
        internal long? _lowestBreak;
        public bool IsCompleted { get { return _completed; } }
        public long? LowestBreakIteration { get { return _lowestBreak; } }
    }

    public class ParallelLoopState
    {
        readonly ParallelLoop _loop;
        internal long _iteration;

        internal ParallelLoopState(ParallelLoop loop) { _loop = loop; }

        public bool IsStopped { get { return _loop.Stopped; } }
        public bool IsExceptional { get { return _loop.Faulted; } }
        public long? LowestBreakIteration { get { long b = Interlocked.Read(ref _loop.LowestBreak); return b == long.MaxValue ? (long?)null : b; } }
        public bool ShouldExitCurrentIteration { get { return _loop.Stopped || _loop.Faulted || _loop.Canceled || _iteration > Interlocked.Read(ref _loop.LowestBreak); } }

        public void Stop()
        {
            if (Interlocked.Read(ref _loop.LowestBreak) != long.MaxValue) throw new InvalidOperationException("Stop was called after Break was called.");
            _loop.Stopped = true;
        }

        public void Break()
        {
            if (_loop.Stopped) throw new InvalidOperationException("Break was called after Stop was called.");
            long i = _iteration;
            while (true)
            {
                long current = Interlocked.Read(ref _loop.LowestBreak);
                if (i >= current) return;
                if (Interlocked.CompareExchange(ref _loop.LowestBreak, i, current) == current) return;
            }
        }
    }

    // One parallel loop: workers claim chunks of the index range with Interlocked.Add; the caller
    // is a worker too, and the others are tasks on the pool.  A worker that starts after the
    // caller closed the loop does nothing, so the caller only waits for workers that started.
    internal sealed class ParallelLoop
    {
        internal long Next;
        internal long End;
        internal long Chunk;
        internal volatile bool Stopped;
        internal volatile bool Faulted;
        internal volatile bool Canceled;
        internal long LowestBreak = long.MaxValue;
        internal CancellationToken Token;
        volatile bool _closed;
        int _running;
        List<Exception> _errors;
        readonly object _lock = new object();

        // The body over [from, to) with a fresh state per worker; returns when the range or
        // the loop is exhausted.
        internal Action<ParallelLoop> Worker;

        internal bool TryClaim(out long from, out long to)
        {
            from = to = 0;
            if (Stopped || Faulted) return false;
            if (Token.IsCancellationRequested) { Canceled = true; return false; }
            long start = Interlocked.Add(ref Next, Chunk) - Chunk;
            if (start >= End || start > Interlocked.Read(ref LowestBreak)) return false;
            from = start;
            to = End - start < Chunk ? End : start + Chunk;
            return true;
        }

        // Per iteration: a plain read of LowestBreak (an aligned 64-bit read is atomic on the
        // 64-bit targets corvid runs on; Break publishes it with CompareExchange).
        internal bool ShouldExit(long i)
        {
            return Stopped || Faulted || i > LowestBreak;
        }

        internal void Fail(Exception e)
        {
            lock (_lock)
            {
                if (_errors == null) _errors = new List<Exception>();
                _errors.Add(e);
            }
            Faulted = true;
        }

        static readonly Action<object> s_replica = RunReplica;

        static void RunReplica(object o)
        {
            ParallelLoop loop = (ParallelLoop)o;
            Interlocked.Increment(ref loop._running);
            try
            {
                if (!loop._closed) loop.RunWorker();
            }
            finally
            {
                if (Interlocked.Decrement(ref loop._running) == 0)
                    lock (loop._lock) { Monitor.PulseAll(loop._lock); }
            }
        }

        void RunWorker()
        {
            try { Worker(this); }
            catch (Exception e) { Fail(e); }
        }

        internal ParallelLoopResult Run(int workers, TaskScheduler scheduler)
        {
            for (int i = 1; i < workers; i++)
            {
                Task t = new Task(s_replica, this, CancellationToken.None, TaskCreationOptions.None);
                TaskFactory.Start(t, scheduler);
            }
            RunWorker();
            _closed = true;
            Interlocked.MemoryBarrier();
            if (Volatile.Read(ref _running) != 0)
            {
                lock (_lock)
                {
                    while (Volatile.Read(ref _running) != 0) Monitor.Wait(_lock);
                }
            }
            if (_errors != null) throw new AggregateException(_errors);
            if (Canceled || Token.IsCancellationRequested) throw new OperationCanceledException("The operation was canceled.", Token);
            ParallelLoopResult r = new ParallelLoopResult();
            long lb = Interlocked.Read(ref LowestBreak);
            r._completed = !Stopped && lb == long.MaxValue;
            if (lb != long.MaxValue) r._lowestBreak = lb;
            return r;
        }

        internal static int Workers(ParallelOptions options, long range)
        {
            int n = Environment.ProcessorCount;
            if (options != null && options.MaxDegreeOfParallelism != -1) n = options.MaxDegreeOfParallelism;
            if (n > range) n = (int)range;
            return n < 1 ? 1 : n;
        }

        internal static ParallelLoop Create(long from, long to, ParallelOptions options, out int workers)
        {
            if (options != null) options.CancellationToken.ThrowIfCancellationRequested();
            ParallelLoop loop = new ParallelLoop();
            loop.Next = from;
            loop.End = to;
            long range = to - from;
            workers = Workers(options, range);
            long chunk = range / (workers * 8L);
            loop.Chunk = chunk < 1 ? 1 : chunk;
            if (options != null) loop.Token = options.CancellationToken;
            return loop;
        }
    }

    public static class Parallel
    {
        static readonly ParallelLoopResult s_empty = EmptyResult();
        static ParallelLoopResult EmptyResult() { ParallelLoopResult r = new ParallelLoopResult(); r._completed = true; return r; }

        static TaskScheduler SchedulerOf(ParallelOptions options) { return options != null ? options.EffectiveScheduler : TaskScheduler.Current; }

        // The loops below call the user's delegate directly (no adapter delegate per
        // iteration); failures and Stop are checked per iteration when the body can cause
        // them, per chunk otherwise.
        static ParallelLoopResult ForInt(int from, int to, ParallelOptions options, Action<int> body)
        {
            if (to <= from) return s_empty;
            int workers;
            ParallelLoop loop = ParallelLoop.Create(from, to, options, out workers);
            loop.Worker = l =>
            {
                long a, b;
                while (l.TryClaim(out a, out b))
                {
                    int end = (int)b;
                    for (int i = (int)a; i < end; i++) body(i);
                }
            };
            return loop.Run(workers, SchedulerOf(options));
        }

        static ParallelLoopResult ForLong(long from, long to, ParallelOptions options, Action<long> body)
        {
            if (to <= from) return s_empty;
            int workers;
            ParallelLoop loop = ParallelLoop.Create(from, to, options, out workers);
            loop.Worker = l =>
            {
                long a, b;
                while (l.TryClaim(out a, out b))
                    for (long i = a; i < b; i++) body(i);
            };
            return loop.Run(workers, SchedulerOf(options));
        }

        static ParallelLoopResult ForIntState(int from, int to, ParallelOptions options, Action<int, ParallelLoopState> body)
        {
            if (to <= from) return s_empty;
            int workers;
            ParallelLoop loop = ParallelLoop.Create(from, to, options, out workers);
            loop.Worker = l =>
            {
                ParallelLoopState state = new ParallelLoopState(l);
                long a, b;
                while (l.TryClaim(out a, out b))
                {
                    int end = (int)b;
                    for (int i = (int)a; i < end; i++)
                    {
                        if (l.ShouldExit(i)) return;
                        state._iteration = i;
                        body(i, state);
                    }
                }
            };
            return loop.Run(workers, SchedulerOf(options));
        }

        static ParallelLoopResult ForCore(long from, long to, ParallelOptions options, Action<long, ParallelLoopState> body)
        {
            if (to <= from) return s_empty;
            int workers;
            ParallelLoop loop = ParallelLoop.Create(from, to, options, out workers);
            loop.Worker = l =>
            {
                ParallelLoopState state = new ParallelLoopState(l);
                long a, b;
                while (l.TryClaim(out a, out b))
                {
                    for (long i = a; i < b; i++)
                    {
                        if (l.ShouldExit(i)) return;
                        state._iteration = i;
                        body(i, state);
                    }
                }
            };
            return loop.Run(workers, SchedulerOf(options));
        }

        static void Check(object body, ParallelOptions options, bool needOptions)
        {
            if (body == null) throw new ArgumentNullException("body");
            if (needOptions && options == null) throw new ArgumentNullException("parallelOptions");
        }

        public static ParallelLoopResult For(int fromInclusive, int toExclusive, Action<int> body)
        {
            Check(body, null, false);
            return ForInt(fromInclusive, toExclusive, null, body);
        }
        public static ParallelLoopResult For(int fromInclusive, int toExclusive, ParallelOptions parallelOptions, Action<int> body)
        {
            Check(body, parallelOptions, true);
            return ForInt(fromInclusive, toExclusive, parallelOptions, body);
        }
        public static ParallelLoopResult For(long fromInclusive, long toExclusive, Action<long> body)
        {
            Check(body, null, false);
            return ForLong(fromInclusive, toExclusive, null, body);
        }
        public static ParallelLoopResult For(long fromInclusive, long toExclusive, ParallelOptions parallelOptions, Action<long> body)
        {
            Check(body, parallelOptions, true);
            return ForLong(fromInclusive, toExclusive, parallelOptions, body);
        }
        public static ParallelLoopResult For(int fromInclusive, int toExclusive, Action<int, ParallelLoopState> body)
        {
            Check(body, null, false);
            return ForIntState(fromInclusive, toExclusive, null, body);
        }
        public static ParallelLoopResult For(int fromInclusive, int toExclusive, ParallelOptions parallelOptions, Action<int, ParallelLoopState> body)
        {
            Check(body, parallelOptions, true);
            return ForIntState(fromInclusive, toExclusive, parallelOptions, body);
        }
        public static ParallelLoopResult For(long fromInclusive, long toExclusive, Action<long, ParallelLoopState> body)
        {
            Check(body, null, false);
            return ForCore(fromInclusive, toExclusive, null, body);
        }
        public static ParallelLoopResult For(long fromInclusive, long toExclusive, ParallelOptions parallelOptions, Action<long, ParallelLoopState> body)
        {
            Check(body, parallelOptions, true);
            return ForCore(fromInclusive, toExclusive, parallelOptions, body);
        }

        public static ParallelLoopResult For<TLocal>(int fromInclusive, int toExclusive, Func<TLocal> localInit, Func<int, ParallelLoopState, TLocal, TLocal> body, Action<TLocal> localFinally)
        {
            return For(fromInclusive, toExclusive, null, localInit, body, localFinally);
        }
        public static ParallelLoopResult For<TLocal>(int fromInclusive, int toExclusive, ParallelOptions parallelOptions, Func<TLocal> localInit, Func<int, ParallelLoopState, TLocal, TLocal> body, Action<TLocal> localFinally)
        {
            if (body == null) throw new ArgumentNullException("body");
            if (localInit == null) throw new ArgumentNullException("localInit");
            if (localFinally == null) throw new ArgumentNullException("localFinally");
            if (toExclusive <= fromInclusive) return s_empty;
            int workers;
            ParallelLoop loop = ParallelLoop.Create(fromInclusive, toExclusive, parallelOptions, out workers);
            loop.Worker = l =>
            {
                ParallelLoopState state = new ParallelLoopState(l);
                long a, b;
                if (!l.TryClaim(out a, out b)) return;
                TLocal local = localInit();
                try
                {
                    do
                    {
                        int end = (int)b;
                        for (int i = (int)a; i < end; i++)
                        {
                            if (l.ShouldExit(i)) return;
                            state._iteration = i;
                            local = body(i, state, local);
                        }
                    } while (l.TryClaim(out a, out b));
                }
                finally { localFinally(local); }
            };
            return loop.Run(workers, SchedulerOf(parallelOptions));
        }
        public static ParallelLoopResult For<TLocal>(long fromInclusive, long toExclusive, Func<TLocal> localInit, Func<long, ParallelLoopState, TLocal, TLocal> body, Action<TLocal> localFinally)
        {
            if (body == null) throw new ArgumentNullException("body");
            if (localInit == null) throw new ArgumentNullException("localInit");
            if (localFinally == null) throw new ArgumentNullException("localFinally");
            return ForLocalCore<TLocal>(fromInclusive, toExclusive, null, localInit, body, localFinally);
        }

        static ParallelLoopResult ForLocalCore<TLocal>(long from, long to, ParallelOptions options, Func<TLocal> localInit, Func<long, ParallelLoopState, TLocal, TLocal> body, Action<TLocal> localFinally)
        {
            if (to <= from) return s_empty;
            int workers;
            ParallelLoop loop = ParallelLoop.Create(from, to, options, out workers);
            loop.Worker = l =>
            {
                ParallelLoopState state = new ParallelLoopState(l);
                long a, b;
                if (!l.TryClaim(out a, out b)) return;
                TLocal local = localInit();
                try
                {
                    do
                    {
                        for (long i = a; i < b; i++)
                        {
                            if (l.ShouldExit(i)) return;
                            state._iteration = i;
                            local = body(i, state, local);
                        }
                    } while (l.TryClaim(out a, out b));
                }
                finally { localFinally(local); }
            };
            return loop.Run(workers, SchedulerOf(options));
        }

        // ---- ForEach: lists by index, other sequences through a shared enumerator -------------

        public static ParallelLoopResult ForEach<TSource>(IEnumerable<TSource> source, Action<TSource> body)
        {
            if (body == null) throw new ArgumentNullException("body");
            return ForEachCore(source, null, (x, s, i) => body(x));
        }
        public static ParallelLoopResult ForEach<TSource>(IEnumerable<TSource> source, ParallelOptions parallelOptions, Action<TSource> body)
        {
            Check(body, parallelOptions, true);
            return ForEachCore(source, parallelOptions, (x, s, i) => body(x));
        }
        public static ParallelLoopResult ForEach<TSource>(IEnumerable<TSource> source, Action<TSource, ParallelLoopState> body)
        {
            if (body == null) throw new ArgumentNullException("body");
            return ForEachCore(source, null, (x, s, i) => body(x, s));
        }
        public static ParallelLoopResult ForEach<TSource>(IEnumerable<TSource> source, ParallelOptions parallelOptions, Action<TSource, ParallelLoopState> body)
        {
            Check(body, parallelOptions, true);
            return ForEachCore(source, parallelOptions, (x, s, i) => body(x, s));
        }
        public static ParallelLoopResult ForEach<TSource>(IEnumerable<TSource> source, Action<TSource, ParallelLoopState, long> body)
        {
            if (body == null) throw new ArgumentNullException("body");
            return ForEachCore(source, null, body);
        }
        public static ParallelLoopResult ForEach<TSource>(IEnumerable<TSource> source, ParallelOptions parallelOptions, Action<TSource, ParallelLoopState, long> body)
        {
            Check(body, parallelOptions, true);
            return ForEachCore(source, parallelOptions, body);
        }
        public static ParallelLoopResult ForEach<TSource, TLocal>(IEnumerable<TSource> source, Func<TLocal> localInit, Func<TSource, ParallelLoopState, TLocal, TLocal> body, Action<TLocal> localFinally)
        {
            if (source == null) throw new ArgumentNullException("source");
            if (body == null) throw new ArgumentNullException("body");
            if (localInit == null) throw new ArgumentNullException("localInit");
            if (localFinally == null) throw new ArgumentNullException("localFinally");
            IList<TSource> list = source as IList<TSource>;
            if (list == null) list = new List<TSource>(source);
            return ForLocalCore<TLocal>(0, list.Count, null, localInit, (i, s, l) => body(list[(int)i], s, l), localFinally);
        }

        static ParallelLoopResult ForEachCore<TSource>(IEnumerable<TSource> source, ParallelOptions options, Action<TSource, ParallelLoopState, long> body)
        {
            if (source == null) throw new ArgumentNullException("source");
            IList<TSource> list = source as IList<TSource>;
            if (list != null) return ForCore(0, list.Count, options, (i, s) => body(list[(int)i], s, i));
            // A shared enumerator under a lock, one element at a time.
            int workers = ParallelLoop.Workers(options, int.MaxValue);
            if (options != null) options.CancellationToken.ThrowIfCancellationRequested();
            ParallelLoop loop = new ParallelLoop();
            loop.Next = 0;
            loop.End = long.MaxValue;
            loop.Chunk = 1;
            if (options != null) loop.Token = options.CancellationToken;
            IEnumerator<TSource> e = source.GetEnumerator();
            long index = 0;
            bool done = false;
            object gate = new object();
            loop.Worker = l =>
            {
                ParallelLoopState state = new ParallelLoopState(l);
                while (true)
                {
                    TSource item;
                    long i;
                    lock (gate)
                    {
                        if (done || l.Stopped || l.Faulted) return;
                        if (l.Token.IsCancellationRequested) { l.Canceled = true; return; }
                        if (!e.MoveNext()) { done = true; return; }
                        item = e.Current;
                        i = index++;
                    }
                    if (l.ShouldExit(i)) return;
                    state._iteration = i;
                    body(item, state, i);
                }
            };
            try { return loop.Run(workers, options != null ? options.EffectiveScheduler : TaskScheduler.Current); }
            finally { e.Dispose(); }
        }

        public static void Invoke(params Action[] actions) { Invoke(new ParallelOptions(), actions); }

        public static void Invoke(ParallelOptions parallelOptions, params Action[] actions)
        {
            if (actions == null) throw new ArgumentNullException("actions");
            if (parallelOptions == null) throw new ArgumentNullException("parallelOptions");
            for (int i = 0; i < actions.Length; i++)
                if (actions[i] == null) throw new ArgumentException("One of the actions was null.");
            if (actions.Length == 0) return;
            // Every action runs even if another throws.
            List<Exception> errors = null;
            object gate = new object();
            ForInt(0, actions.Length, parallelOptions, i =>
            {
                try { actions[i](); }
                catch (Exception e) { lock (gate) { if (errors == null) errors = new List<Exception>(); errors.Add(e); } }
            });
            if (errors != null) throw new AggregateException(errors);
        }
    }
}
