using System.Collections.Generic;

namespace System.Threading.Tasks
{
    public enum TaskStatus { Created, WaitingForActivation, WaitingToRun, Running, WaitingForChildrenToComplete, RanToCompletion, Canceled, Faulted }

    [Flags]
    public enum TaskCreationOptions { None = 0, PreferFairness = 1, LongRunning = 2, AttachedToParent = 4, DenyChildAttach = 8, HideScheduler = 16, RunContinuationsAsynchronously = 64 }

    [Flags]
    public enum TaskContinuationOptions { None = 0, PreferFairness = 1, LongRunning = 2, AttachedToParent = 4, DenyChildAttach = 8, HideScheduler = 16, LazyCancellation = 32, RunContinuationsAsynchronously = 64, NotOnRanToCompletion = 65536, NotOnFaulted = 131072, OnlyOnCanceled = 196608, NotOnCanceled = 262144, OnlyOnFaulted = 327680, OnlyOnRanToCompletion = 393216, ExecuteSynchronously = 524288 }

    // The runtime has no thread creation yet: a task runs its delegate to completion on the
    // calling thread when it is started (Task.Run, StartNew, Start).  Programs that use tasks
    // for parallelism and then wait for them produce the same results.
    public class Task : IAsyncResult, IDisposable
    {
        internal Delegate _action;
        internal object _state;
        internal TaskStatus _status;
        internal Exception _exception;
        static int s_nextId;
        int _id;

        public Task(Action action) : this(action, null, TaskStatus.Created) { if (action == null) throw new ArgumentNullException("action"); }
        public Task(Action action, CancellationToken cancellationToken) : this(action) { }
        public Task(Action action, TaskCreationOptions creationOptions) : this(action) { }
        public Task(Action<object> action, object state) : this(action, state, TaskStatus.Created) { if (action == null) throw new ArgumentNullException("action"); }
        internal Task(Delegate action, object state, TaskStatus status) { _action = action; _state = state; _status = status; }

        public int Id { get { if (_id == 0) _id = Interlocked.Increment(ref s_nextId); return _id; } }
        public TaskStatus Status { get { return _status; } }
        public bool IsCompleted { get { return _status == TaskStatus.RanToCompletion || _status == TaskStatus.Faulted || _status == TaskStatus.Canceled; } }
        public bool IsCompletedSuccessfully { get { return _status == TaskStatus.RanToCompletion; } }
        public bool IsFaulted { get { return _status == TaskStatus.Faulted; } }
        public bool IsCanceled { get { return _status == TaskStatus.Canceled; } }
        public object AsyncState { get { return _state; } }
        public AggregateException Exception { get { return _exception == null ? null : new AggregateException(_exception); } }
        public TaskCreationOptions CreationOptions { get { return TaskCreationOptions.None; } }
        WaitHandle IAsyncResult.AsyncWaitHandle { get { throw new PlatformNotSupportedException(); } }
        bool IAsyncResult.CompletedSynchronously { get { return true; } }

        public static TaskFactory Factory { get { return new TaskFactory(); } }
        public static Task CompletedTask { get { return new Task(null, null, TaskStatus.RanToCompletion); } }
        public static int? CurrentId { get { return null; } }

        internal virtual void Invoke()
        {
            Action a = _action as Action;
            if (a != null) a();
            else ((Action<object>)_action)(_state);
        }

        internal void Execute()
        {
            _status = TaskStatus.Running;
            try { Invoke(); _status = TaskStatus.RanToCompletion; }
            catch (OperationCanceledException e) { _exception = e; _status = TaskStatus.Canceled; }
            catch (Exception e) { _exception = e; _status = TaskStatus.Faulted; }
            _action = null;
            List<Action> cs = _continuations;
            _continuations = null;
            if (cs != null) foreach (Action c in cs) c();
        }

        List<Action> _continuations;
        internal void AddContinuation(Action c)
        {
            if (IsCompleted) { c(); return; }
            if (_continuations == null) _continuations = new List<Action>();
            _continuations.Add(c);
        }

        public void Start()
        {
            if (_status != TaskStatus.Created) throw new InvalidOperationException("Start may not be called on a task that was already started.");
            Execute();
        }
        public void Start(TaskScheduler scheduler) { Start(); }
        public void RunSynchronously() { Start(); }
        public void RunSynchronously(TaskScheduler scheduler) { Start(); }

        internal void ThrowIfFaulted()
        {
            if (_status == TaskStatus.Faulted || _status == TaskStatus.Canceled) throw new AggregateException(_exception);
        }
        public void Wait() { ThrowIfFaulted(); }
        public bool Wait(int millisecondsTimeout) { ThrowIfFaulted(); return true; }
        public bool Wait(TimeSpan timeout) { ThrowIfFaulted(); return true; }
        public void Wait(CancellationToken cancellationToken) { ThrowIfFaulted(); }
        public bool Wait(int millisecondsTimeout, CancellationToken cancellationToken) { ThrowIfFaulted(); return true; }
        public void Dispose() { }
        protected virtual void Dispose(bool disposing) { }

        public static Task Run(Action action) { if (action == null) throw new ArgumentNullException("action"); Task t = new Task(action); t.Execute(); return t; }
        public static Task Run(Action action, CancellationToken cancellationToken) { return Run(action); }
        public static Task<TResult> Run<TResult>(Func<TResult> function) { if (function == null) throw new ArgumentNullException("function"); Task<TResult> t = new Task<TResult>(function); t.Execute(); return t; }
        public static Task<TResult> Run<TResult>(Func<TResult> function, CancellationToken cancellationToken) { return Run(function); }
        public static Task Run(Func<Task> function)
        {
            Task<Task> t = Run<Task>(function);
            if (t._exception != null) return FromException(t._exception);
            return t._result;
        }
        public static Task<TResult> Run<TResult>(Func<Task<TResult>> function)
        {
            Task<Task<TResult>> t = Run<Task<TResult>>(function);
            if (t._exception != null) return FromException<TResult>(t._exception);
            return t._result;
        }
        public static Task<TResult> FromResult<TResult>(TResult result) { Task<TResult> t = new Task<TResult>(null, null, TaskStatus.RanToCompletion); t._result = result; return t; }
        public static Task FromException(Exception exception) { Task t = new Task(null, null, TaskStatus.Faulted); t._exception = exception; return t; }
        public static Task<TResult> FromException<TResult>(Exception exception) { Task<TResult> t = new Task<TResult>(null, null, TaskStatus.Faulted); t._exception = exception; return t; }
        public static Task Delay(int millisecondsDelay) { return CompletedTask; }
        public static Task Delay(TimeSpan delay) { return CompletedTask; }
        public static System.Runtime.CompilerServices.YieldAwaitable Yield() { return new System.Runtime.CompilerServices.YieldAwaitable(); }

        static void WaitAllCore(Task[] tasks)
        {
            if (tasks == null) throw new ArgumentNullException("tasks");
            List<Exception> errors = null;
            foreach (Task t in tasks)
            {
                if (t == null) throw new ArgumentException("The tasks array included at least one null element.", "tasks");
                if (t._exception != null) { if (errors == null) errors = new List<Exception>(); errors.Add(t._exception); }
            }
            if (errors != null) throw new AggregateException(errors);
        }
        public static void WaitAll(params Task[] tasks) { WaitAllCore(tasks); }
        public static bool WaitAll(Task[] tasks, int millisecondsTimeout) { WaitAllCore(tasks); return true; }
        public static bool WaitAll(Task[] tasks, TimeSpan timeout) { WaitAllCore(tasks); return true; }
        public static void WaitAll(Task[] tasks, CancellationToken cancellationToken) { WaitAllCore(tasks); }
        public static int WaitAny(params Task[] tasks) { if (tasks == null) throw new ArgumentNullException("tasks"); return tasks.Length > 0 ? 0 : -1; }
        public static int WaitAny(Task[] tasks, int millisecondsTimeout) { return WaitAny(tasks); }

        public static Task WhenAll(params Task[] tasks)
        {
            try { WaitAllCore(tasks); } catch (AggregateException e) { Task f = new Task(null, null, TaskStatus.Faulted); f._exception = e.InnerExceptions[0]; return f; }
            return CompletedTask;
        }
        public static Task WhenAll(IEnumerable<Task> tasks) { return WhenAll(new List<Task>(tasks).ToArray()); }
        public static Task<TResult[]> WhenAll<TResult>(params Task<TResult>[] tasks)
        {
            WaitAllCore(tasks);
            TResult[] r = new TResult[tasks.Length];
            for (int i = 0; i < r.Length; i++) r[i] = tasks[i].Result;
            return FromResult(r);
        }
        public static Task<TResult[]> WhenAll<TResult>(IEnumerable<Task<TResult>> tasks) { return WhenAll(new List<Task<TResult>>(tasks).ToArray()); }
        public static Task<Task> WhenAny(params Task[] tasks) { return FromResult(tasks[0]); }
        public static Task<Task<TResult>> WhenAny<TResult>(params Task<TResult>[] tasks) { return FromResult(tasks[0]); }

        public Task ContinueWith(Action<Task> continuationAction)
        {
            if (continuationAction == null) throw new ArgumentNullException("continuationAction");
            Task t = new Task(null, null, TaskStatus.WaitingForActivation);
            Task self = this;
            t._action = (Action)(() => continuationAction(self));
            AddContinuation(t.Execute);
            return t;
        }
        public Task ContinueWith(Action<Task> continuationAction, TaskContinuationOptions continuationOptions) { return ContinueWith(continuationAction); }
        public Task<TResult> ContinueWith<TResult>(Func<Task, TResult> continuationFunction)
        {
            if (continuationFunction == null) throw new ArgumentNullException("continuationFunction");
            Task self = this;
            Task<TResult> t = new Task<TResult>((Func<TResult>)(() => continuationFunction(self)), null, TaskStatus.WaitingForActivation);
            AddContinuation(t.Execute);
            return t;
        }

        public System.Runtime.CompilerServices.TaskAwaiter GetAwaiter() { return new System.Runtime.CompilerServices.TaskAwaiter(this); }
        public System.Runtime.CompilerServices.ConfiguredTaskAwaitable ConfigureAwait(bool continueOnCapturedContext) { return new System.Runtime.CompilerServices.ConfiguredTaskAwaitable(this); }
    }

    public class Task<TResult> : Task
    {
        internal TResult _result;

        public Task(Func<TResult> function) : base(function, null, TaskStatus.Created) { if (function == null) throw new ArgumentNullException("function"); }
        public Task(Func<TResult> function, CancellationToken cancellationToken) : this(function) { }
        public Task(Func<TResult> function, TaskCreationOptions creationOptions) : this(function) { }
        public Task(Func<object, TResult> function, object state) : base(function, state, TaskStatus.Created) { if (function == null) throw new ArgumentNullException("function"); }
        internal Task(Delegate function, object state, TaskStatus status) : base(function, state, status) { }

        internal override void Invoke()
        {
            Func<TResult> f = _action as Func<TResult>;
            if (f != null) _result = f();
            else _result = ((Func<object, TResult>)_action)(_state);
        }

        public TResult Result { get { ThrowIfFaulted(); return _result; } }
        public static new TaskFactory<TResult> Factory { get { return new TaskFactory<TResult>(); } }

        public Task ContinueWith(Action<Task<TResult>> continuationAction)
        {
            if (continuationAction == null) throw new ArgumentNullException("continuationAction");
            Task<TResult> self = this;
            Task t = new Task((Action)(() => continuationAction(self)), null, TaskStatus.WaitingForActivation);
            AddContinuation(t.Execute);
            return t;
        }
        public Task<TNewResult> ContinueWith<TNewResult>(Func<Task<TResult>, TNewResult> continuationFunction)
        {
            if (continuationFunction == null) throw new ArgumentNullException("continuationFunction");
            Task<TResult> self = this;
            Task<TNewResult> t = new Task<TNewResult>((Func<TNewResult>)(() => continuationFunction(self)), null, TaskStatus.WaitingForActivation);
            AddContinuation(t.Execute);
            return t;
        }

        public new System.Runtime.CompilerServices.TaskAwaiter<TResult> GetAwaiter() { return new System.Runtime.CompilerServices.TaskAwaiter<TResult>(this); }
        public new System.Runtime.CompilerServices.ConfiguredTaskAwaitable<TResult> ConfigureAwait(bool continueOnCapturedContext) { return new System.Runtime.CompilerServices.ConfiguredTaskAwaitable<TResult>(this); }
    }

    public abstract class TaskScheduler
    {
        public static TaskScheduler Default { get { return null; } }
        public static TaskScheduler Current { get { return null; } }
        public virtual int MaximumConcurrencyLevel { get { return 1; } }
    }

    public class TaskFactory
    {
        public TaskFactory() { }
        public Task StartNew(Action action) { return Task.Run(action); }
        public Task StartNew(Action action, CancellationToken cancellationToken) { return Task.Run(action); }
        public Task StartNew(Action action, TaskCreationOptions creationOptions) { return Task.Run(action); }
        public Task StartNew(Action action, CancellationToken cancellationToken, TaskCreationOptions creationOptions, TaskScheduler scheduler) { return Task.Run(action); }
        public Task StartNew(Action<object> action, object state) { Task t = new Task(action, state); t.Start(); return t; }
        public Task<TResult> StartNew<TResult>(Func<TResult> function) { return Task.Run(function); }
        public Task<TResult> StartNew<TResult>(Func<TResult> function, CancellationToken cancellationToken) { return Task.Run(function); }
        public Task<TResult> StartNew<TResult>(Func<TResult> function, TaskCreationOptions creationOptions) { return Task.Run(function); }
        public Task<TResult> StartNew<TResult>(Func<TResult> function, CancellationToken cancellationToken, TaskCreationOptions creationOptions, TaskScheduler scheduler) { return Task.Run(function); }
        public Task<TResult> StartNew<TResult>(Func<object, TResult> function, object state) { Task<TResult> t = new Task<TResult>(function, state); t.Start(); return t; }
        public Task ContinueWhenAll(Task[] tasks, Action<Task[]> continuationAction) { return Task.Run(() => continuationAction(tasks)); }
    }

    public class TaskFactory<TResult>
    {
        public TaskFactory() { }
        public Task<TResult> StartNew(Func<TResult> function) { return Task.Run(function); }
        public Task<TResult> StartNew(Func<object, TResult> function, object state) { Task<TResult> t = new Task<TResult>(function, state); t.Start(); return t; }
    }

    public class TaskCompletionSource<TResult>
    {
        Task<TResult> _task = new Task<TResult>(null, null, TaskStatus.WaitingForActivation);
        public TaskCompletionSource() { }
        public TaskCompletionSource(object state) { }
        public Task<TResult> Task { get { return _task; } }
        public void SetResult(TResult result) { if (!TrySetResult(result)) throw new InvalidOperationException("An attempt was made to transition a task to a final state when it had already completed."); }
        public bool TrySetResult(TResult result)
        {
            if (_task.IsCompleted) return false;
            _task._result = result;
            _task._action = (Func<TResult>)(() => result);
            _task.Execute();
            return true;
        }
        public void SetException(Exception exception) { if (!TrySetException(exception)) throw new InvalidOperationException("An attempt was made to transition a task to a final state when it had already completed."); }
        public bool TrySetException(Exception exception)
        {
            if (_task.IsCompleted) return false;
            _task._action = (Func<TResult>)(() => { throw exception; });
            _task.Execute();
            return true;
        }
    }

    public class ParallelOptions
    {
        public ParallelOptions() { MaxDegreeOfParallelism = -1; }
        public int MaxDegreeOfParallelism { get; set; }
        public CancellationToken CancellationToken { get; set; }
        public TaskScheduler TaskScheduler { get; set; }
    }

    public struct ParallelLoopResult
    {
        internal bool _completed;
        public bool IsCompleted { get { return _completed; } }
        public long? LowestBreakIteration { get { return null; } }
    }

    public class ParallelLoopState
    {
        internal bool _stopped;
        public void Stop() { _stopped = true; }
        public void Break() { _stopped = true; }
        public bool IsStopped { get { return _stopped; } }
        public bool IsExceptional { get { return false; } }
        public bool ShouldExitCurrentIteration { get { return _stopped; } }
        public long? LowestBreakIteration { get { return null; } }
    }

    // Runs the iterations in order on the calling thread (see Task).
    public static class Parallel
    {
        static ParallelLoopResult Done(bool completed) { ParallelLoopResult r = new ParallelLoopResult(); r._completed = completed; return r; }
        static AggregateException Wrap(Exception e) { return new AggregateException(e); }

        public static ParallelLoopResult For(int fromInclusive, int toExclusive, Action<int> body)
        {
            if (body == null) throw new ArgumentNullException("body");
            try { for (int i = fromInclusive; i < toExclusive; i++) body(i); } catch (Exception e) { throw Wrap(e); }
            return Done(true);
        }
        public static ParallelLoopResult For(int fromInclusive, int toExclusive, ParallelOptions parallelOptions, Action<int> body) { return For(fromInclusive, toExclusive, body); }
        public static ParallelLoopResult For(long fromInclusive, long toExclusive, Action<long> body)
        {
            if (body == null) throw new ArgumentNullException("body");
            try { for (long i = fromInclusive; i < toExclusive; i++) body(i); } catch (Exception e) { throw Wrap(e); }
            return Done(true);
        }
        public static ParallelLoopResult For(long fromInclusive, long toExclusive, ParallelOptions parallelOptions, Action<long> body) { return For(fromInclusive, toExclusive, body); }
        public static ParallelLoopResult For(int fromInclusive, int toExclusive, Action<int, ParallelLoopState> body)
        {
            if (body == null) throw new ArgumentNullException("body");
            ParallelLoopState s = new ParallelLoopState();
            try { for (int i = fromInclusive; i < toExclusive && !s._stopped; i++) body(i, s); } catch (Exception e) { throw Wrap(e); }
            return Done(!s._stopped);
        }
        public static ParallelLoopResult For(int fromInclusive, int toExclusive, ParallelOptions parallelOptions, Action<int, ParallelLoopState> body) { return For(fromInclusive, toExclusive, body); }
        public static ParallelLoopResult For<TLocal>(int fromInclusive, int toExclusive, Func<TLocal> localInit, Func<int, ParallelLoopState, TLocal, TLocal> body, Action<TLocal> localFinally)
        {
            ParallelLoopState s = new ParallelLoopState();
            TLocal local = localInit();
            try { for (int i = fromInclusive; i < toExclusive && !s._stopped; i++) local = body(i, s, local); } catch (Exception e) { throw Wrap(e); }
            localFinally(local);
            return Done(!s._stopped);
        }
        public static ParallelLoopResult ForEach<TSource>(IEnumerable<TSource> source, Action<TSource> body)
        {
            if (source == null) throw new ArgumentNullException("source");
            if (body == null) throw new ArgumentNullException("body");
            try { foreach (TSource x in source) body(x); } catch (Exception e) { throw Wrap(e); }
            return Done(true);
        }
        public static ParallelLoopResult ForEach<TSource>(IEnumerable<TSource> source, ParallelOptions parallelOptions, Action<TSource> body) { return ForEach(source, body); }
        public static ParallelLoopResult ForEach<TSource>(IEnumerable<TSource> source, Action<TSource, ParallelLoopState> body)
        {
            ParallelLoopState s = new ParallelLoopState();
            try { foreach (TSource x in source) { body(x, s); if (s._stopped) break; } } catch (Exception e) { throw Wrap(e); }
            return Done(!s._stopped);
        }
        public static void Invoke(params Action[] actions)
        {
            if (actions == null) throw new ArgumentNullException("actions");
            List<Exception> errors = null;
            foreach (Action a in actions)
            {
                try { a(); } catch (Exception e) { if (errors == null) errors = new List<Exception>(); errors.Add(e); }
            }
            if (errors != null) throw new AggregateException(errors);
        }
        public static void Invoke(ParallelOptions parallelOptions, params Action[] actions) { Invoke(actions); }
    }
}

namespace System.Runtime.CompilerServices
{
    using System.Threading.Tasks;

    public interface INotifyCompletion { void OnCompleted(Action continuation); }
    public interface ICriticalNotifyCompletion : INotifyCompletion { void UnsafeOnCompleted(Action continuation); }

    public struct TaskAwaiter : ICriticalNotifyCompletion, INotifyCompletion
    {
        Task _task;
        internal TaskAwaiter(Task task) { _task = task; }
        public bool IsCompleted { get { return _task.IsCompleted; } }
        public void GetResult()
        {
            if (_task._exception != null) throw _task._exception;
        }
        public void OnCompleted(Action continuation) { _task.AddContinuation(continuation); }
        public void UnsafeOnCompleted(Action continuation) { _task.AddContinuation(continuation); }
    }

    public struct TaskAwaiter<TResult> : ICriticalNotifyCompletion, INotifyCompletion
    {
        Task<TResult> _task;
        internal TaskAwaiter(Task<TResult> task) { _task = task; }
        public bool IsCompleted { get { return _task.IsCompleted; } }
        public TResult GetResult()
        {
            if (_task._exception != null) throw _task._exception;
            return _task._result;
        }
        public void OnCompleted(Action continuation) { _task.AddContinuation(continuation); }
        public void UnsafeOnCompleted(Action continuation) { _task.AddContinuation(continuation); }
    }

    public struct ConfiguredTaskAwaitable
    {
        Task _task;
        internal ConfiguredTaskAwaitable(Task task) { _task = task; }
        public ConfiguredTaskAwaiter GetAwaiter() { return new ConfiguredTaskAwaiter(_task); }
        public struct ConfiguredTaskAwaiter : ICriticalNotifyCompletion, INotifyCompletion
        {
            Task _task;
            internal ConfiguredTaskAwaiter(Task task) { _task = task; }
            public bool IsCompleted { get { return _task.IsCompleted; } }
            public void GetResult() { if (_task._exception != null) throw _task._exception; }
            public void OnCompleted(Action continuation) { _task.AddContinuation(continuation); }
            public void UnsafeOnCompleted(Action continuation) { _task.AddContinuation(continuation); }
        }
    }

    public struct ConfiguredTaskAwaitable<TResult>
    {
        Task<TResult> _task;
        internal ConfiguredTaskAwaitable(Task<TResult> task) { _task = task; }
        public ConfiguredTaskAwaiter GetAwaiter() { return new ConfiguredTaskAwaiter(_task); }
        public struct ConfiguredTaskAwaiter : ICriticalNotifyCompletion, INotifyCompletion
        {
            Task<TResult> _task;
            internal ConfiguredTaskAwaiter(Task<TResult> task) { _task = task; }
            public bool IsCompleted { get { return _task.IsCompleted; } }
            public TResult GetResult() { if (_task._exception != null) throw _task._exception; return _task._result; }
            public void OnCompleted(Action continuation) { _task.AddContinuation(continuation); }
            public void UnsafeOnCompleted(Action continuation) { _task.AddContinuation(continuation); }
        }
    }
}

namespace System.Runtime.CompilerServices
{
    using System.Threading.Tasks;

    public interface IAsyncStateMachine
    {
        void MoveNext();
        void SetStateMachine(IAsyncStateMachine stateMachine);
    }

    // async methods: tasks complete synchronously (see Task), so awaits rarely suspend; when
    // they do, the continuation runs when the awaited task completes.
    public struct AsyncTaskMethodBuilder
    {
        Task _task;
        public static AsyncTaskMethodBuilder Create() { AsyncTaskMethodBuilder b = new AsyncTaskMethodBuilder(); return b; }
        public Task Task { get { if (_task == null) _task = new Task(null, null, TaskStatus.WaitingForActivation); return _task; } }
        public void Start<TStateMachine>(ref TStateMachine stateMachine) where TStateMachine : IAsyncStateMachine { stateMachine.MoveNext(); }
        public void SetStateMachine(IAsyncStateMachine stateMachine) { }
        public void SetResult() { Task t = Task; t._action = (Action)(() => { }); t.Execute(); }
        public void SetException(Exception exception) { Task t = Task; t._action = (Action)(() => { throw exception; }); t.Execute(); }
        public void AwaitOnCompleted<TAwaiter, TStateMachine>(ref TAwaiter awaiter, ref TStateMachine stateMachine) where TAwaiter : INotifyCompletion where TStateMachine : IAsyncStateMachine
        {
            // create the task before boxing so the boxed copy shares it
            if (_task == null) { object t = Task; }
            IAsyncStateMachine box = stateMachine;
            awaiter.OnCompleted(box.MoveNext);
        }
        public void AwaitUnsafeOnCompleted<TAwaiter, TStateMachine>(ref TAwaiter awaiter, ref TStateMachine stateMachine) where TAwaiter : ICriticalNotifyCompletion where TStateMachine : IAsyncStateMachine
        {
            // create the task before boxing so the boxed copy shares it
            if (_task == null) { object t = Task; }
            IAsyncStateMachine box = stateMachine;
            awaiter.UnsafeOnCompleted(box.MoveNext);
        }
    }

    public struct AsyncTaskMethodBuilder<TResult>
    {
        Task<TResult> _task;
        public static AsyncTaskMethodBuilder<TResult> Create() { return new AsyncTaskMethodBuilder<TResult>(); }
        public Task<TResult> Task { get { if (_task == null) _task = new Task<TResult>(null, null, TaskStatus.WaitingForActivation); return _task; } }
        public void Start<TStateMachine>(ref TStateMachine stateMachine) where TStateMachine : IAsyncStateMachine { stateMachine.MoveNext(); }
        public void SetStateMachine(IAsyncStateMachine stateMachine) { }
        public void SetResult(TResult result) { Task<TResult> t = Task; t._action = (Func<TResult>)(() => result); t.Execute(); }
        public void SetException(Exception exception) { Task<TResult> t = Task; t._action = (Func<TResult>)(() => { throw exception; }); t.Execute(); }
        public void AwaitOnCompleted<TAwaiter, TStateMachine>(ref TAwaiter awaiter, ref TStateMachine stateMachine) where TAwaiter : INotifyCompletion where TStateMachine : IAsyncStateMachine
        {
            // create the task before boxing so the boxed copy shares it
            if (_task == null) { object t = Task; }
            IAsyncStateMachine box = stateMachine;
            awaiter.OnCompleted(box.MoveNext);
        }
        public void AwaitUnsafeOnCompleted<TAwaiter, TStateMachine>(ref TAwaiter awaiter, ref TStateMachine stateMachine) where TAwaiter : ICriticalNotifyCompletion where TStateMachine : IAsyncStateMachine
        {
            // create the task before boxing so the boxed copy shares it
            if (_task == null) { object t = Task; }
            IAsyncStateMachine box = stateMachine;
            awaiter.UnsafeOnCompleted(box.MoveNext);
        }
    }

    public struct AsyncVoidMethodBuilder
    {
        public static AsyncVoidMethodBuilder Create() { return new AsyncVoidMethodBuilder(); }
        public void Start<TStateMachine>(ref TStateMachine stateMachine) where TStateMachine : IAsyncStateMachine { stateMachine.MoveNext(); }
        public void SetStateMachine(IAsyncStateMachine stateMachine) { }
        public void SetResult() { }
        public void SetException(Exception exception) { throw exception; }
        public void AwaitOnCompleted<TAwaiter, TStateMachine>(ref TAwaiter awaiter, ref TStateMachine stateMachine) where TAwaiter : INotifyCompletion where TStateMachine : IAsyncStateMachine
        {
            IAsyncStateMachine box = stateMachine;
            awaiter.OnCompleted(box.MoveNext);
        }
        public void AwaitUnsafeOnCompleted<TAwaiter, TStateMachine>(ref TAwaiter awaiter, ref TStateMachine stateMachine) where TAwaiter : ICriticalNotifyCompletion where TStateMachine : IAsyncStateMachine
        {
            IAsyncStateMachine box = stateMachine;
            awaiter.UnsafeOnCompleted(box.MoveNext);
        }
    }

    public struct YieldAwaitable
    {
        public YieldAwaiter GetAwaiter() { return new YieldAwaiter(); }

        // Nothing else could run meanwhile (see Task): the await continues at once.
        public struct YieldAwaiter : ICriticalNotifyCompletion, INotifyCompletion
        {
            public bool IsCompleted { get { return true; } }
            public void GetResult() { }
            public void OnCompleted(Action continuation) { continuation(); }
            public void UnsafeOnCompleted(Action continuation) { continuation(); }
        }
    }
}
