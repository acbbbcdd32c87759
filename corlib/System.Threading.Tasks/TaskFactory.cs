using System.Collections.Generic;

namespace System.Threading.Tasks
{
    public abstract class TaskScheduler
    {
        internal static readonly TaskScheduler s_default = new ThreadPoolTaskScheduler();
        static int s_nextId;
        int _id;

        protected TaskScheduler() { }

        public static TaskScheduler Default { get { return s_default; } }

        // The scheduler of the task running on this thread, unless it hides it.
        public static TaskScheduler Current
        {
            get
            {
                Task t = Task.t_current;
                if (t == null || (t._flags & (int)TaskCreationOptions.HideScheduler) != 0) return s_default;
                TaskExtra e = t._extra;
                return e != null && e.Scheduler != null ? e.Scheduler : s_default;
            }
        }

        public int Id
        {
            get
            {
                if (_id == 0) Interlocked.CompareExchange(ref _id, Interlocked.Increment(ref s_nextId), 0);
                return _id;
            }
        }

        public virtual int MaximumConcurrencyLevel { get { return int.MaxValue; } }

        // Raised on the finalizer thread for a faulted task whose exceptions nobody observed
        // (Exception, Wait, Result, await, WhenAll/WaitAll).
        public static event EventHandler<UnobservedTaskExceptionEventArgs> UnobservedTaskException;

        internal static void PublishUnobservedTaskException(Task task)
        {
            EventHandler<UnobservedTaskExceptionEventArgs> handler = UnobservedTaskException;
            if (handler != null) handler(null, new UnobservedTaskExceptionEventArgs(new AggregateException(task.ExceptionsUnobserved())));
        }

        protected internal abstract void QueueTask(Task task);
        protected abstract bool TryExecuteTaskInline(Task task, bool taskWasPreviouslyQueued);
        protected abstract IEnumerable<Task> GetScheduledTasks();
        protected internal virtual bool TryDequeue(Task task) { return false; }

        protected bool TryExecuteTask(Task task)
        {
            if (task == null) throw new ArgumentNullException("task");
            TaskExtra e = task._extra;
            TaskScheduler owner = e != null && e.Scheduler != null ? e.Scheduler : s_default;
            if (owner != this) throw new InvalidOperationException("ExecuteTask may not be called for a task which was previously queued to a different TaskScheduler.");
            return task.ExecuteEntry();
        }

        internal virtual void InternalQueueTask(Task task) { QueueTask(task); }
        internal bool InternalTryExecuteTaskInline(Task task) { return TryExecuteTaskInline(task, false); }
    }

    // The default scheduler: the thread pool (the task goes to the current worker's local queue
    // unless PreferFairness), or a dedicated background thread for LongRunning.
    internal sealed class ThreadPoolTaskScheduler : TaskScheduler
    {
        static readonly ParameterizedThreadStart s_longRunning = RunLongRunning;

        static void RunLongRunning(object o) { ((Task)o).ExecuteEntry(); }

        protected internal override void QueueTask(Task task)
        {
            int flags = task._flags;
            if ((flags & (int)TaskCreationOptions.LongRunning) != 0)
            {
                Thread t = new Thread(s_longRunning);
                t.IsBackground = true;
                t.Start(task);
                return;
            }
            ThreadPool.UnsafeQueueUserWorkItem(task, (flags & (int)TaskCreationOptions.PreferFairness) == 0);
        }

        internal override void InternalQueueTask(Task task) { QueueTask(task); }

        protected override bool TryExecuteTaskInline(Task task, bool taskWasPreviouslyQueued)
        {
            if (taskWasPreviouslyQueued) return false;
            return task.ExecuteEntry();
        }

        protected override IEnumerable<Task> GetScheduledTasks() { throw new NotSupportedException("corvid does not support enumerating the thread pool's queued tasks"); }
    }

    public class UnobservedTaskExceptionEventArgs : EventArgs
    {
        readonly AggregateException _exception;
        bool _observed;
        public UnobservedTaskExceptionEventArgs(AggregateException exception) { _exception = exception; }
        public AggregateException Exception { get { return _exception; } }
        public bool Observed { get { return _observed; } }
        public void SetObserved() { _observed = true; }
    }

    public class TaskSchedulerException : Exception
    {
        public TaskSchedulerException() : base("An exception was thrown by a TaskScheduler.") { }
        public TaskSchedulerException(string message) : base(message) { }
        public TaskSchedulerException(Exception innerException) : base("An exception was thrown by a TaskScheduler.", innerException) { }
        public TaskSchedulerException(string message, Exception innerException) : base(message, innerException) { }
    }

    public class TaskFactory
    {
        readonly CancellationToken _token;
        readonly TaskScheduler _scheduler;
        readonly TaskCreationOptions _creationOptions;
        readonly TaskContinuationOptions _continuationOptions;

        public TaskFactory() : this(default(CancellationToken), TaskCreationOptions.None, TaskContinuationOptions.None, null) { }
        public TaskFactory(CancellationToken cancellationToken) : this(cancellationToken, TaskCreationOptions.None, TaskContinuationOptions.None, null) { }
        public TaskFactory(TaskScheduler scheduler) : this(default(CancellationToken), TaskCreationOptions.None, TaskContinuationOptions.None, scheduler) { }
        public TaskFactory(TaskCreationOptions creationOptions, TaskContinuationOptions continuationOptions) : this(default(CancellationToken), creationOptions, continuationOptions, null) { }
        public TaskFactory(CancellationToken cancellationToken, TaskCreationOptions creationOptions, TaskContinuationOptions continuationOptions, TaskScheduler scheduler)
        {
            _token = cancellationToken;
            _creationOptions = creationOptions;
            _continuationOptions = continuationOptions;
            _scheduler = scheduler;
        }

        public CancellationToken CancellationToken { get { return _token; } }
        public TaskScheduler Scheduler { get { return _scheduler; } }
        public TaskCreationOptions CreationOptions { get { return _creationOptions; } }
        public TaskContinuationOptions ContinuationOptions { get { return _continuationOptions; } }

        TaskScheduler Sched { get { return _scheduler ?? TaskScheduler.Current; } }

        internal static Task Start(Task t, TaskScheduler scheduler)
        {
            if (scheduler == null) throw new ArgumentNullException("scheduler");
            if (t._status == (int)TaskStatus.Created)
            {
                t._status = (int)TaskStatus.WaitingToRun;
                t.QueueOn(scheduler);
            }
            return t;
        }

        public Task StartNew(Action action) { return StartNew(action, _token, _creationOptions, Sched); }
        public Task StartNew(Action action, CancellationToken cancellationToken) { return StartNew(action, cancellationToken, _creationOptions, Sched); }
        public Task StartNew(Action action, TaskCreationOptions creationOptions) { return StartNew(action, _token, creationOptions, Sched); }
        public Task StartNew(Action action, CancellationToken cancellationToken, TaskCreationOptions creationOptions, TaskScheduler scheduler)
        {
            if (action == null) throw new ArgumentNullException("action");
            return Start(new Task(action, null, cancellationToken, creationOptions), scheduler);
        }
        public Task StartNew(Action<object> action, object state) { return StartNew(action, state, _token, _creationOptions, Sched); }
        public Task StartNew(Action<object> action, object state, CancellationToken cancellationToken) { return StartNew(action, state, cancellationToken, _creationOptions, Sched); }
        public Task StartNew(Action<object> action, object state, TaskCreationOptions creationOptions) { return StartNew(action, state, _token, creationOptions, Sched); }
        public Task StartNew(Action<object> action, object state, CancellationToken cancellationToken, TaskCreationOptions creationOptions, TaskScheduler scheduler)
        {
            if (action == null) throw new ArgumentNullException("action");
            return Start(new Task(action, state, cancellationToken, creationOptions), scheduler);
        }
        public Task<TResult> StartNew<TResult>(Func<TResult> function) { return StartNew(function, _token, _creationOptions, Sched); }
        public Task<TResult> StartNew<TResult>(Func<TResult> function, CancellationToken cancellationToken) { return StartNew(function, cancellationToken, _creationOptions, Sched); }
        public Task<TResult> StartNew<TResult>(Func<TResult> function, TaskCreationOptions creationOptions) { return StartNew(function, _token, creationOptions, Sched); }
        public Task<TResult> StartNew<TResult>(Func<TResult> function, CancellationToken cancellationToken, TaskCreationOptions creationOptions, TaskScheduler scheduler)
        {
            if (function == null) throw new ArgumentNullException("function");
            return (Task<TResult>)Start(new Task<TResult>(function, null, cancellationToken, creationOptions), scheduler);
        }
        public Task<TResult> StartNew<TResult>(Func<object, TResult> function, object state) { return StartNew(function, state, _token, _creationOptions, Sched); }
        public Task<TResult> StartNew<TResult>(Func<object, TResult> function, object state, CancellationToken cancellationToken) { return StartNew(function, state, cancellationToken, _creationOptions, Sched); }
        public Task<TResult> StartNew<TResult>(Func<object, TResult> function, object state, TaskCreationOptions creationOptions) { return StartNew(function, state, _token, creationOptions, Sched); }
        public Task<TResult> StartNew<TResult>(Func<object, TResult> function, object state, CancellationToken cancellationToken, TaskCreationOptions creationOptions, TaskScheduler scheduler)
        {
            if (function == null) throw new ArgumentNullException("function");
            return (Task<TResult>)Start(new Task<TResult>(function, state, cancellationToken, creationOptions), scheduler);
        }

        public Task ContinueWhenAll(Task[] tasks, Action<Task[]> continuationAction) { return ContinueWhenAll(tasks, continuationAction, _token, _continuationOptions, Sched); }
        public Task ContinueWhenAll(Task[] tasks, Action<Task[]> continuationAction, CancellationToken cancellationToken) { return ContinueWhenAll(tasks, continuationAction, cancellationToken, _continuationOptions, Sched); }
        public Task ContinueWhenAll(Task[] tasks, Action<Task[]> continuationAction, TaskContinuationOptions continuationOptions) { return ContinueWhenAll(tasks, continuationAction, _token, continuationOptions, Sched); }
        public Task ContinueWhenAll(Task[] tasks, Action<Task[]> continuationAction, CancellationToken cancellationToken, TaskContinuationOptions continuationOptions, TaskScheduler scheduler)
        {
            if (continuationAction == null) throw new ArgumentNullException("continuationAction");
            Task[] copy = CopyTasks(tasks);
            return AllCompleted(copy).ContinueWith(_ => continuationAction(copy), cancellationToken, continuationOptions, scheduler);
        }
        public Task<TResult> ContinueWhenAll<TResult>(Task[] tasks, Func<Task[], TResult> continuationFunction) { return ContinueWhenAll(tasks, continuationFunction, _token, _continuationOptions, Sched); }
        public Task<TResult> ContinueWhenAll<TResult>(Task[] tasks, Func<Task[], TResult> continuationFunction, CancellationToken cancellationToken, TaskContinuationOptions continuationOptions, TaskScheduler scheduler)
        {
            if (continuationFunction == null) throw new ArgumentNullException("continuationFunction");
            Task[] copy = CopyTasks(tasks);
            return AllCompleted(copy).ContinueWith(_ => continuationFunction(copy), cancellationToken, continuationOptions, scheduler);
        }
        public Task ContinueWhenAny(Task[] tasks, Action<Task> continuationAction) { return ContinueWhenAny(tasks, continuationAction, _token, _continuationOptions, Sched); }
        public Task ContinueWhenAny(Task[] tasks, Action<Task> continuationAction, CancellationToken cancellationToken, TaskContinuationOptions continuationOptions, TaskScheduler scheduler)
        {
            if (continuationAction == null) throw new ArgumentNullException("continuationAction");
            return Task.WhenAny(CopyTasks(tasks)).ContinueWith(t => continuationAction(t.Result), cancellationToken, continuationOptions, scheduler);
        }
        public Task<TResult> ContinueWhenAny<TResult>(Task[] tasks, Func<Task, TResult> continuationFunction) { return ContinueWhenAny(tasks, continuationFunction, _token, _continuationOptions, Sched); }
        public Task<TResult> ContinueWhenAny<TResult>(Task[] tasks, Func<Task, TResult> continuationFunction, CancellationToken cancellationToken, TaskContinuationOptions continuationOptions, TaskScheduler scheduler)
        {
            if (continuationFunction == null) throw new ArgumentNullException("continuationFunction");
            return Task.WhenAny(CopyTasks(tasks)).ContinueWith(t => continuationFunction(t.Result), cancellationToken, continuationOptions, scheduler);
        }

        static Task[] CopyTasks(Task[] tasks)
        {
            if (tasks == null) throw new ArgumentNullException("tasks");
            if (tasks.Length == 0) throw new ArgumentException("The tasks argument contains no tasks.", "tasks");
            Task[] copy = (Task[])tasks.Clone();
            for (int i = 0; i < copy.Length; i++)
                if (copy[i] == null) throw new ArgumentException("The tasks argument included a null value.", "tasks");
            return copy;
        }

        // Completes (successfully) when every task has completed, whatever their outcome.
        static Task AllCompleted(Task[] tasks)
        {
            Task all = Task.WhenAll(tasks);
            return all.ContinueWith(_ => { }, CancellationToken.None, TaskContinuationOptions.ExecuteSynchronously, TaskScheduler.Default);
        }
    }

    public class TaskFactory<TResult>
    {
        readonly CancellationToken _token;
        readonly TaskScheduler _scheduler;
        readonly TaskCreationOptions _creationOptions;
        readonly TaskContinuationOptions _continuationOptions;

        public TaskFactory() : this(default(CancellationToken), TaskCreationOptions.None, TaskContinuationOptions.None, null) { }
        public TaskFactory(CancellationToken cancellationToken) : this(cancellationToken, TaskCreationOptions.None, TaskContinuationOptions.None, null) { }
        public TaskFactory(TaskScheduler scheduler) : this(default(CancellationToken), TaskCreationOptions.None, TaskContinuationOptions.None, scheduler) { }
        public TaskFactory(TaskCreationOptions creationOptions, TaskContinuationOptions continuationOptions) : this(default(CancellationToken), creationOptions, continuationOptions, null) { }
        public TaskFactory(CancellationToken cancellationToken, TaskCreationOptions creationOptions, TaskContinuationOptions continuationOptions, TaskScheduler scheduler)
        {
            _token = cancellationToken;
            _creationOptions = creationOptions;
            _continuationOptions = continuationOptions;
            _scheduler = scheduler;
        }

        public CancellationToken CancellationToken { get { return _token; } }
        public TaskScheduler Scheduler { get { return _scheduler; } }
        public TaskCreationOptions CreationOptions { get { return _creationOptions; } }
        public TaskContinuationOptions ContinuationOptions { get { return _continuationOptions; } }

        TaskScheduler Sched { get { return _scheduler ?? TaskScheduler.Current; } }

        public Task<TResult> StartNew(Func<TResult> function) { return StartNew(function, _token, _creationOptions, Sched); }
        public Task<TResult> StartNew(Func<TResult> function, CancellationToken cancellationToken) { return StartNew(function, cancellationToken, _creationOptions, Sched); }
        public Task<TResult> StartNew(Func<TResult> function, TaskCreationOptions creationOptions) { return StartNew(function, _token, creationOptions, Sched); }
        public Task<TResult> StartNew(Func<TResult> function, CancellationToken cancellationToken, TaskCreationOptions creationOptions, TaskScheduler scheduler)
        {
            if (function == null) throw new ArgumentNullException("function");
            return (Task<TResult>)TaskFactory.Start(new Task<TResult>(function, null, cancellationToken, creationOptions), scheduler);
        }
        public Task<TResult> StartNew(Func<object, TResult> function, object state) { return StartNew(function, state, _token, _creationOptions, Sched); }
        public Task<TResult> StartNew(Func<object, TResult> function, object state, CancellationToken cancellationToken) { return StartNew(function, state, cancellationToken, _creationOptions, Sched); }
        public Task<TResult> StartNew(Func<object, TResult> function, object state, TaskCreationOptions creationOptions) { return StartNew(function, state, _token, creationOptions, Sched); }
        public Task<TResult> StartNew(Func<object, TResult> function, object state, CancellationToken cancellationToken, TaskCreationOptions creationOptions, TaskScheduler scheduler)
        {
            if (function == null) throw new ArgumentNullException("function");
            return (Task<TResult>)TaskFactory.Start(new Task<TResult>(function, state, cancellationToken, creationOptions), scheduler);
        }
    }

    public class TaskCompletionSource<TResult>
    {
        readonly Task<TResult> _task;

        public TaskCompletionSource() { _task = new Task<TResult>(); }
        public TaskCompletionSource(object state) : this(state, TaskCreationOptions.None) { }
        public TaskCompletionSource(TaskCreationOptions creationOptions) : this(null, creationOptions) { }
        public TaskCompletionSource(object state, TaskCreationOptions creationOptions) { _task = new Task<TResult>(state, creationOptions); }

        public Task<TResult> Task { get { return _task; } }

        const string AlreadyCompleted = "An attempt was made to transition a task to a final state when it had already completed.";

        public void SetResult(TResult result) { if (!_task.TrySetResult(result)) throw new InvalidOperationException(AlreadyCompleted); }
        public bool TrySetResult(TResult result) { return _task.TrySetResult(result); }

        public void SetException(Exception exception) { if (!TrySetException(exception)) throw new InvalidOperationException(AlreadyCompleted); }
        public void SetException(IEnumerable<Exception> exceptions) { if (!TrySetException(exceptions)) throw new InvalidOperationException(AlreadyCompleted); }
        public bool TrySetException(Exception exception)
        {
            if (exception == null) throw new ArgumentNullException("exception");
            return _task.TrySetException(exception);
        }
        public bool TrySetException(IEnumerable<Exception> exceptions)
        {
            if (exceptions == null) throw new ArgumentNullException("exceptions");
            Exception[] list = new List<Exception>(exceptions).ToArray();
            if (list.Length == 0) throw new ArgumentException("The exceptions collection was empty.", "exceptions");
            for (int i = 0; i < list.Length; i++)
                if (list[i] == null) throw new ArgumentException("The exceptions collection included at least one null element.", "exceptions");
            return _task.TrySetException(list.Length == 1 ? (object)list[0] : list);
        }

        public void SetCanceled() { SetCanceled(default(CancellationToken)); }
        public void SetCanceled(CancellationToken cancellationToken) { if (!TrySetCanceled(cancellationToken)) throw new InvalidOperationException(AlreadyCompleted); }
        public bool TrySetCanceled() { return TrySetCanceled(default(CancellationToken)); }
        public bool TrySetCanceled(CancellationToken cancellationToken) { return _task.TrySetCanceled(cancellationToken, null); }
    }

    // .NET 5's non-generic TaskCompletionSource.
    public class TaskCompletionSource
    {
        readonly Task<VoidTaskResult> _task;

        public TaskCompletionSource() { _task = new Task<VoidTaskResult>(); }
        public TaskCompletionSource(object state) : this(state, TaskCreationOptions.None) { }
        public TaskCompletionSource(TaskCreationOptions creationOptions) : this(null, creationOptions) { }
        public TaskCompletionSource(object state, TaskCreationOptions creationOptions) { _task = new Task<VoidTaskResult>(state, creationOptions); }

        public Task Task { get { return _task; } }

        const string AlreadyCompleted = "An attempt was made to transition a task to a final state when it had already completed.";

        public void SetResult() { if (!_task.TrySetVoidResult()) throw new InvalidOperationException(AlreadyCompleted); }
        public bool TrySetResult() { return _task.TrySetVoidResult(); }
        public void SetException(Exception exception) { if (!TrySetException(exception)) throw new InvalidOperationException(AlreadyCompleted); }
        public bool TrySetException(Exception exception)
        {
            if (exception == null) throw new ArgumentNullException("exception");
            return _task.TrySetException(exception);
        }
        public bool TrySetException(IEnumerable<Exception> exceptions)
        {
            if (exceptions == null) throw new ArgumentNullException("exceptions");
            Exception[] list = new List<Exception>(exceptions).ToArray();
            if (list.Length == 0) throw new ArgumentException("The exceptions collection was empty.", "exceptions");
            return _task.TrySetException(list.Length == 1 ? (object)list[0] : list);
        }
        public void SetCanceled() { SetCanceled(default(CancellationToken)); }
        public void SetCanceled(CancellationToken cancellationToken) { if (!TrySetCanceled(cancellationToken)) throw new InvalidOperationException(AlreadyCompleted); }
        public bool TrySetCanceled() { return TrySetCanceled(default(CancellationToken)); }
        public bool TrySetCanceled(CancellationToken cancellationToken) { return _task.TrySetCanceled(cancellationToken, null); }
    }
}
