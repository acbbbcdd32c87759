using System.Collections.Generic;
using System.Runtime.CompilerServices;

namespace System.Threading.Tasks
{
    public enum TaskStatus { Created, WaitingForActivation, WaitingToRun, Running, WaitingForChildrenToComplete, RanToCompletion, Canceled, Faulted }

    [Flags]
    public enum TaskCreationOptions { None = 0, PreferFairness = 1, LongRunning = 2, AttachedToParent = 4, DenyChildAttach = 8, HideScheduler = 16, RunContinuationsAsynchronously = 64 }

    [Flags]
    public enum TaskContinuationOptions { None = 0, PreferFairness = 1, LongRunning = 2, AttachedToParent = 4, DenyChildAttach = 8, HideScheduler = 16, LazyCancellation = 32, RunContinuationsAsynchronously = 64, NotOnRanToCompletion = 65536, NotOnFaulted = 131072, OnlyOnCanceled = 196608, NotOnCanceled = 262144, OnlyOnFaulted = 327680, OnlyOnRanToCompletion = 393216, ExecuteSynchronously = 524288 }

    // Something a task runs when it completes, always on the completing thread (blocking waits,
    // WhenAll/WhenAny, unwrapping, ContinueWith records).
    internal interface ITaskCompletionAction
    {
        void Invoke(Task completedTask);
    }

    // The rarely used parts of a task, allocated on demand (as .NET's ContingentProperties).
    internal sealed class TaskExtra
    {
        internal CancellationToken Token;
        internal CancellationTokenRegistration Registration;
        internal bool HasRegistration;
        internal TaskScheduler Scheduler;
        internal ManualResetEvent CompletionEvent;
        internal UnobservedExceptionHolder Unobserved;
        internal Task Antecedent;
    }

    // A task.  _status holds a TaskStatus, or StatusCompleting while a completer (the only
    // one, having won the CompareExchange) stores the result before publishing the final status.
    // _continuation is null, one continuation (an Action, an ITaskCompletionAction or a
    // TaskContinuation), a List<object> of them, or s_completionSentinel once the continuations
    // have run: adding one after that fails and the caller runs it itself.
    public class Task : IAsyncResult, IDisposable, IThreadPoolWorkItem
    {
        internal const int StatusCompleting = 8;
        internal const int OptionsMask = 0xFFFF;
        internal const int FlagPromise = 0x10000;
        internal const int FlagContinuation = 0x20000;
        internal const int MaxInlineDepth = 48;

        internal volatile int _status;
        internal int _flags;
        internal Delegate _action;
        internal object _stateObject;
        internal volatile object _continuation;
        internal object _error;                  // Exception or Exception[] (faulted), OperationCanceledException (canceled)
        internal TaskExtra _extra;
        int _id;

        static int s_nextId;
        internal static readonly object s_completionSentinel = new object();
        static Task s_completedTask;
        static TaskFactory s_factory;

        [ThreadStatic] internal static Task t_current;
        [ThreadStatic] internal static int t_inlineDepth;

        // ---- construction -------------------------------------------------------------------

        public Task(Action action) : this(action, null, default(CancellationToken), TaskCreationOptions.None) { }
        public Task(Action action, CancellationToken cancellationToken) : this(action, null, cancellationToken, TaskCreationOptions.None) { }
        public Task(Action action, TaskCreationOptions creationOptions) : this(action, null, default(CancellationToken), creationOptions) { }
        public Task(Action action, CancellationToken cancellationToken, TaskCreationOptions creationOptions) : this(action, null, cancellationToken, creationOptions) { }
        public Task(Action<object> action, object state) : this(action, state, default(CancellationToken), TaskCreationOptions.None) { }
        public Task(Action<object> action, object state, CancellationToken cancellationToken) : this(action, state, cancellationToken, TaskCreationOptions.None) { }
        public Task(Action<object> action, object state, TaskCreationOptions creationOptions) : this(action, state, default(CancellationToken), creationOptions) { }
        public Task(Action<object> action, object state, CancellationToken cancellationToken, TaskCreationOptions creationOptions) : this((Delegate)action, state, cancellationToken, creationOptions) { }

        internal Task(Delegate action, object state, CancellationToken cancellationToken, TaskCreationOptions creationOptions)
        {
            if (action == null) throw new ArgumentNullException("action");
            if (((int)creationOptions & ~0x5F) != 0) throw new ArgumentOutOfRangeException("creationOptions");
            _action = action;
            _stateObject = state;
            _flags = (int)creationOptions;
            _status = (int)TaskStatus.Created;
            if (cancellationToken.CanBeCanceled) AttachToken(cancellationToken);
        }

        // A promise: completed by a TaskCompletionSource, an async method builder or the runtime.
        internal Task() { _flags = FlagPromise; _status = (int)TaskStatus.WaitingForActivation; }

        internal Task(object state, TaskCreationOptions options)
        {
            if (((int)options & ~(int)(TaskCreationOptions.AttachedToParent | TaskCreationOptions.DenyChildAttach | TaskCreationOptions.HideScheduler | TaskCreationOptions.RunContinuationsAsynchronously)) != 0)
                throw new ArgumentOutOfRangeException("creationOptions");
            _stateObject = state;
            _flags = FlagPromise | (int)options;
            _status = (int)TaskStatus.WaitingForActivation;
        }

        // An already completed task.
        internal Task(bool canceled, CancellationToken token)
        {
            _flags = FlagPromise;
            if (canceled)
            {
                _status = (int)TaskStatus.Canceled;
                if (token.CanBeCanceled) Extra().Token = token;
            }
            else _status = (int)TaskStatus.RanToCompletion;
            _continuation = s_completionSentinel;
        }

        // A continuation task (ContinueWith): waits for its antecedent.
        internal Task(Delegate action, object state, Task antecedent, CancellationToken cancellationToken, TaskCreationOptions creationOptions)
        {
            _action = action;
            _stateObject = state;
            _flags = (int)creationOptions | FlagContinuation;
            _status = (int)TaskStatus.WaitingForActivation;
            Extra().Antecedent = antecedent;
            if (cancellationToken.CanBeCanceled) AttachToken(cancellationToken);
        }

        internal TaskExtra Extra()
        {
            TaskExtra e = _extra;
            if (e == null)
            {
                e = new TaskExtra();
                TaskExtra prior = Interlocked.CompareExchange(ref _extra, e, null);
                if (prior != null) e = prior;
            }
            return e;
        }

        static readonly Action<object> s_cancelFromToken = CancelFromToken;
        static void CancelFromToken(object o) { ((Task)o).InternalCancel(true); }

        void AttachToken(CancellationToken token)
        {
            TaskExtra e = Extra();
            e.Token = token;
            if (token.IsCancellationRequested)
            {
                if ((_flags & FlagContinuation) == 0 || (_flags & (int)TaskContinuationOptions.LazyCancellation) == 0)
                {
                    _status = (int)TaskStatus.Canceled;
                    _continuation = s_completionSentinel;
                }
                return;
            }
            if ((_flags & FlagContinuation) != 0 && (_flags & (int)TaskContinuationOptions.LazyCancellation) != 0) return;
            e.Registration = token.UnsafeRegister(s_cancelFromToken, this);
            e.HasRegistration = true;
        }

        // ---- properties ----------------------------------------------------------------------

        public int Id
        {
            get
            {
                if (_id == 0)
                {
                    int id;
                    do { id = Interlocked.Increment(ref s_nextId); } while (id == 0);
                    Interlocked.CompareExchange(ref _id, id, 0);
                }
                return _id;
            }
        }

        public static int? CurrentId { get { Task t = t_current; if (t == null) return null; return t.Id; } }
        internal static Task InternalCurrent { get { return t_current; } }

        public TaskStatus Status
        {
            get
            {
                int s = _status;
                if (s == StatusCompleting) return (_flags & FlagPromise) != 0 || (_flags & FlagContinuation) != 0 ? TaskStatus.WaitingForActivation : TaskStatus.Running;
                return (TaskStatus)s;
            }
        }

        public bool IsCompleted { get { int s = _status; return s >= (int)TaskStatus.RanToCompletion && s <= (int)TaskStatus.Faulted; } }
        public bool IsCompletedSuccessfully { get { return _status == (int)TaskStatus.RanToCompletion; } }
        public bool IsFaulted { get { return _status == (int)TaskStatus.Faulted; } }
        public bool IsCanceled { get { return _status == (int)TaskStatus.Canceled; } }
        public object AsyncState { get { return _stateObject; } }
        public TaskCreationOptions CreationOptions { get { return (TaskCreationOptions)(_flags & 0x5F); } }
        bool IAsyncResult.CompletedSynchronously { get { return false; } }
        // An event set on completion, created on first use.
        WaitHandle IAsyncResult.AsyncWaitHandle
        {
            get
            {
                TaskExtra e = Extra();
                ManualResetEvent ev = e.CompletionEvent;
                if (ev != null) return ev;
                ev = new ManualResetEvent(false);
                ManualResetEvent prior = Interlocked.CompareExchange(ref e.CompletionEvent, ev, null);
                if (prior != null) { ev.Dispose(); return prior; }
                if (!AddContinuation(new CompletionEventSetter(ev))) ev.Set();
                return ev;
            }
        }

        sealed class CompletionEventSetter : ITaskCompletionAction
        {
            readonly ManualResetEvent _event;
            internal CompletionEventSetter(ManualResetEvent e) { _event = e; }
            public void Invoke(Task completedTask) { _event.Set(); }
        }

        public AggregateException Exception
        {
            get
            {
                if (_status != (int)TaskStatus.Faulted) return null;
                return new AggregateException(Exceptions());
            }
        }

        // The exceptions of a faulted task, marking them observed.
        internal Exception[] Exceptions()
        {
            MarkObserved();
            return ExceptionsUnobserved();
        }

        internal Exception[] ExceptionsUnobserved()
        {
            object err = _error;
            Exception one = err as Exception;
            if (one != null) return new Exception[] { one };
            return (Exception[])((Exception[])err).Clone();
        }

        internal Exception FirstException()
        {
            MarkObserved();
            object err = _error;
            Exception one = err as Exception;
            return one != null ? one : ((Exception[])err)[0];
        }

        internal CancellationToken CancellationToken { get { TaskExtra e = _extra; return e == null ? default(CancellationToken) : e.Token; } }

        public static TaskFactory Factory
        {
            get
            {
                TaskFactory f = s_factory;
                if (f == null) { f = new TaskFactory(); s_factory = f; }
                return f;
            }
        }

        public static Task CompletedTask
        {
            get
            {
                Task t = s_completedTask;
                if (t == null) { t = new Task(false, default(CancellationToken)); s_completedTask = t; }
                return t;
            }
        }

        // ---- running -------------------------------------------------------------------------

        public void Start() { Start(TaskScheduler.Current); }

        public void Start(TaskScheduler scheduler)
        {
            if (scheduler == null) throw new ArgumentNullException("scheduler");
            CheckStartable();
            if (Interlocked.CompareExchange(ref _status, (int)TaskStatus.WaitingToRun, (int)TaskStatus.Created) != (int)TaskStatus.Created)
                throw new InvalidOperationException(IsCompleted ? "Start may not be called on a task that has completed." : "Start may not be called on a task that was already started.");
            QueueOn(scheduler);
        }

        public void RunSynchronously() { RunSynchronously(TaskScheduler.Current); }

        public void RunSynchronously(TaskScheduler scheduler)
        {
            if (scheduler == null) throw new ArgumentNullException("scheduler");
            CheckStartable();
            if (Interlocked.CompareExchange(ref _status, (int)TaskStatus.WaitingToRun, (int)TaskStatus.Created) != (int)TaskStatus.Created)
                throw new InvalidOperationException(IsCompleted ? "RunSynchronously may not be called on a task that has already completed." : "RunSynchronously may not be called on a task that was already started.");
            if (scheduler != TaskScheduler.Default) Extra().Scheduler = scheduler;
            if (!scheduler.InternalTryExecuteTaskInline(this)) { scheduler.InternalQueueTask(this); InternalWait(Timeout.Infinite, default(CancellationToken)); }
        }

        void CheckStartable()
        {
            if ((_flags & FlagContinuation) != 0) throw new InvalidOperationException("Start may not be called on a continuation task.");
            if ((_flags & FlagPromise) != 0) throw new InvalidOperationException("Start may not be called on a promise-style task.");
        }

        internal void QueueOn(TaskScheduler scheduler)
        {
            if (scheduler != TaskScheduler.s_default) Extra().Scheduler = scheduler;
            scheduler.InternalQueueTask(this);
        }

        // Creates and queues a delegate task on the default scheduler (Task.Run, StartNew).
        internal static Task StartOnDefault(Task t)
        {
            if (t._status == (int)TaskStatus.Created)
            {
                t._status = (int)TaskStatus.WaitingToRun;
                TaskScheduler.s_default.InternalQueueTask(t);
            }
            return t;
        }

        void IThreadPoolWorkItem.Execute() { ExecuteFromThreadPool(); }

        internal virtual void ExecuteFromThreadPool() { ExecuteEntry(); }

        // Runs the task's delegate if nobody did (or canceled it) yet.
        internal bool ExecuteEntry()
        {
            if (Interlocked.CompareExchange(ref _status, (int)TaskStatus.Running, (int)TaskStatus.WaitingToRun) != (int)TaskStatus.WaitingToRun) return false;
            TaskExtra x = _extra;
            if (x != null && x.Token.IsCancellationRequested)
            {
                _status = StatusCompleting;
                FinishCanceled(null);
                return true;
            }
            Task previous = t_current;
            t_current = this;
            Exception error = null;
            try { InnerInvoke(); }
            catch (Exception e) { error = e; }
            t_current = previous;
            _action = null;
            if (error == null)
            {
                _status = (int)TaskStatus.RanToCompletion;
                Finish();
            }
            else
            {
                _status = StatusCompleting;
                OperationCanceledException oce = error as OperationCanceledException;
                if (oce != null && x != null && x.Token.IsCancellationRequested && oce.CancellationToken == x.Token) FinishCanceled(oce);
                else { SetErrors(error); _status = (int)TaskStatus.Faulted; Finish(); }
            }
            return true;
        }

        internal virtual void InnerInvoke()
        {
            Action a = _action as Action;
            if (a != null) { a(); return; }
            Action<object> ao = _action as Action<object>;
            if (ao != null) { ao(_stateObject); return; }
        }

        // ---- completion ----------------------------------------------------------------------

        // Reserves the right to complete the task: true for exactly one caller.
        internal bool TryReserveCompletion()
        {
            while (true)
            {
                int s = _status;
                if (s >= (int)TaskStatus.Running) return false;   // running, completing or completed
                if (Interlocked.CompareExchange(ref _status, StatusCompleting, s) == s) return true;
            }
        }

        internal bool TrySetException(object errors)
        {
            if (!TryReserveCompletion()) return false;
            SetErrors(errors);
            _status = (int)TaskStatus.Faulted;
            Finish();
            return true;
        }

        internal bool TrySetCanceled(CancellationToken token, OperationCanceledException oce)
        {
            if (!TryReserveCompletion()) return false;
            if (token.CanBeCanceled) Extra().Token = token;
            FinishCanceled(oce);
            return true;
        }

        internal bool TrySetVoidResult()
        {
            if (!TryReserveCompletion()) return false;
            _status = (int)TaskStatus.RanToCompletion;
            Finish();
            return true;
        }

        // Cancels a task that has not started running (token callbacks, continuation options).
        internal bool InternalCancel(bool fromToken)
        {
            if (!TryReserveCompletion()) return false;
            FinishCanceled(null);
            return true;
        }

        // A faulted task's exceptions, with a finalizable holder that raises
        // TaskScheduler.UnobservedTaskException if they are never observed.
        void SetErrors(object errors)
        {
            _error = errors;
            Extra().Unobserved = new UnobservedExceptionHolder(this);
        }

        internal void MarkObserved()
        {
            TaskExtra x = _extra;
            if (x == null) return;
            UnobservedExceptionHolder h = x.Unobserved;
            if (h != null) { x.Unobserved = null; GC.SuppressFinalize(h); }
        }

        // What a promise forwarding this task's outcome takes over (observing it).
        internal object TakeErrors()
        {
            MarkObserved();
            return _error;
        }

        void FinishCanceled(OperationCanceledException oce)
        {
            _error = oce;
            _action = null;
            _status = (int)TaskStatus.Canceled;
            Finish();
        }

        // Publishes the completion: runs (or schedules) every continuation.
        internal void Finish()
        {
            TaskExtra x = _extra;
            if (x != null && x.HasRegistration) { x.HasRegistration = false; x.Registration.Dispose(); }
            object c = Interlocked.Exchange(ref _continuation, s_completionSentinel);
            if (c == null || c == s_completionSentinel) return;
            bool forceAsync = (_flags & (int)TaskCreationOptions.RunContinuationsAsynchronously) != 0;
            List<object> list = c as List<object>;
            if (list == null) { RunContinuation(c, forceAsync); return; }
            object[] items;
            lock (list) { items = list.ToArray(); }
            for (int i = 0; i < items.Length; i++)
                if (items[i] != null) RunContinuation(items[i], forceAsync);
        }

        void RunContinuation(object c, bool forceAsync)
        {
            Action a = c as Action;
            if (a != null)
            {
                if (forceAsync || t_inlineDepth >= MaxInlineDepth) { QueueAction(a, true); return; }
                t_inlineDepth++;
                try { a(); }
                finally { t_inlineDepth--; }
                return;
            }
            TaskContinuation tc = c as TaskContinuation;
            if (tc != null) { tc.Run(this, !forceAsync); return; }
            ((ITaskCompletionAction)c).Invoke(this);
        }

        // Queues an await continuation; a state machine box is queued without a wrapper.
        internal static void QueueAction(Action a, bool preferLocal)
        {
            object target = a.Target;
            IThreadPoolWorkItem item = target is IAsyncStateMachineBox ? (IThreadPoolWorkItem)target : new ActionWorkItem(a);
            ThreadPool.UnsafeQueueUserWorkItem(item, preferLocal);
        }

        sealed class ActionWorkItem : IThreadPoolWorkItem
        {
            readonly Action _action;
            internal ActionWorkItem(Action a) { _action = a; }
            public void Execute() { _action(); }
        }

        // Adds a continuation unless the task has completed (then false: the caller runs it).
        internal bool AddContinuation(object c)
        {
            object current = _continuation;
            if (current == null && Interlocked.CompareExchange(ref _continuation, c, null) == null) return true;
            while (true)
            {
                current = _continuation;
                if (current == s_completionSentinel) return false;
                List<object> list = current as List<object>;
                if (list == null)
                {
                    if (current == null)
                    {
                        if (Interlocked.CompareExchange(ref _continuation, c, null) == null) return true;
                        continue;
                    }
                    list = new List<object>();
                    list.Add(current);
                    if (Interlocked.CompareExchange(ref _continuation, list, current) != current) continue;
                }
                lock (list)
                {
                    if (_continuation != list) continue;
                    list.Add(c);
                    return true;
                }
            }
        }

        internal void RemoveContinuation(object c)
        {
            object current = _continuation;
            if (current == c) { Interlocked.CompareExchange(ref _continuation, null, c); return; }
            List<object> list = current as List<object>;
            if (list == null) return;
            lock (list)
            {
                if (_continuation != list) return;
                int i = list.IndexOf(c);
                if (i >= 0) list[i] = null;
                if (list.Count > 64) list.RemoveAll(IsNull);
            }
        }

        static readonly Predicate<object> IsNull = o => o == null;

        // The awaiters' continuation: runs inline when the task completes (no
        // SynchronizationContext is ever installed); queued if the task completed meanwhile.
        // With continueOnCapturedContext, a task running on a custom scheduler makes the
        // continuation a task on that scheduler (as .NET does without a SynchronizationContext).
        internal void SetContinuationForAwait(Action continuation, bool continueOnCapturedContext)
        {
            if (continuation == null) throw new ArgumentNullException("continuation");
            if (continueOnCapturedContext)
            {
                TaskScheduler scheduler = CapturedScheduler();
                if (scheduler != null)
                {
                    SchedulerAwaitContinuation c = new SchedulerAwaitContinuation(continuation, scheduler);
                    if (!AddContinuation(c)) c.Invoke(this);
                    return;
                }
            }
            if (!AddContinuation(continuation)) QueueAction(continuation, true);
        }

        // The current task's scheduler when it is not the default one (null otherwise).
        internal static TaskScheduler CapturedScheduler()
        {
            Task current = t_current;
            if (current == null || (current._flags & (int)TaskCreationOptions.HideScheduler) != 0) return null;
            TaskExtra e = current._extra;
            return e == null ? null : e.Scheduler;
        }

        internal static void RunOnScheduler(Action action, TaskScheduler scheduler)
        {
            Task t = new Task(action);
            t._status = (int)TaskStatus.WaitingToRun;
            t.QueueOn(scheduler);
        }

        sealed class SchedulerAwaitContinuation : ITaskCompletionAction
        {
            readonly Action _action;
            readonly TaskScheduler _scheduler;
            internal SchedulerAwaitContinuation(Action action, TaskScheduler scheduler) { _action = action; _scheduler = scheduler; }
            public void Invoke(Task completedTask) { RunOnScheduler(_action, _scheduler); }
        }

        // ---- results and waiting -------------------------------------------------------------

        internal void ThrowIfExceptional()
        {
            int s = _status;
            if (s == (int)TaskStatus.Faulted) throw new AggregateException(Exceptions());
            if (s == (int)TaskStatus.Canceled) throw new AggregateException(new TaskCanceledException(this));
        }

        // What `await` does with a completed task: the first exception, unwrapped.
        internal void ThrowForAwait()
        {
            if (!IsCompleted) InternalWait(Timeout.Infinite, default(CancellationToken));
            int s = _status;
            if (s == (int)TaskStatus.RanToCompletion) return;
            if (s == (int)TaskStatus.Faulted) throw FirstException();
            OperationCanceledException oce = _error as OperationCanceledException;
            if (oce != null) throw oce;
            throw new TaskCanceledException(this);
        }

        public void Wait() { Wait(Timeout.Infinite, default(CancellationToken)); }
        public void Wait(CancellationToken cancellationToken) { Wait(Timeout.Infinite, cancellationToken); }
        public bool Wait(TimeSpan timeout) { return Wait(Timeout.ToMilliseconds(timeout), default(CancellationToken)); }
        public bool Wait(int millisecondsTimeout) { return Wait(millisecondsTimeout, default(CancellationToken)); }

        public bool Wait(int millisecondsTimeout, CancellationToken cancellationToken)
        {
            if (millisecondsTimeout < -1) throw new ArgumentOutOfRangeException("millisecondsTimeout");
            if (!IsCompleted)
            {
                cancellationToken.ThrowIfCancellationRequested();
                if (!InternalWait(millisecondsTimeout, cancellationToken)) return false;
            }
            ThrowIfExceptional();
            return true;
        }

        // A blocking wait for completion.  Spins briefly, then sleeps through
        // Monitor.TaskWaitInternal (the thread pool counts it as a task wait).
        internal bool InternalWait(int millisecondsTimeout, CancellationToken cancellationToken)
        {
            if (IsCompleted) return true;
            if (millisecondsTimeout == 0) return false;
            SpinWait spin = new SpinWait();
            while (!spin.NextSpinWillYield)
            {
                spin.SpinOnce();
                if (IsCompleted) return true;
            }
            TaskWaiter w = new TaskWaiter();
            if (!AddContinuation(w)) return true;
            CancellationTokenRegistration reg = default(CancellationTokenRegistration);
            if (cancellationToken.CanBeCanceled) reg = cancellationToken.UnsafeRegister(TaskWaiter.s_wake, w);
            bool done;
            try
            {
                long deadline = millisecondsTimeout == Timeout.Infinite ? 0 : Environment.TickCount64 + millisecondsTimeout;
                lock (w)
                {
                    while (!w.Done && !cancellationToken.IsCancellationRequested)
                    {
                        if (millisecondsTimeout == Timeout.Infinite) Monitor.TaskWaitInternal(w, Timeout.Infinite);
                        else
                        {
                            long left = deadline - Environment.TickCount64;
                            if (left <= 0) break;
                            Monitor.TaskWaitInternal(w, (int)left);
                        }
                    }
                    done = w.Done;
                }
            }
            finally { reg.Dispose(); }
            if (!done)
            {
                RemoveContinuation(w);
                cancellationToken.ThrowIfCancellationRequested();
                return IsCompleted;
            }
            return true;
        }

        sealed class TaskWaiter : ITaskCompletionAction
        {
            internal bool Done;
            internal static readonly Action<object> s_wake = Wake;
            static void Wake(object o) { TaskWaiter w = (TaskWaiter)o; lock (w) { Monitor.PulseAll(w); } }
            public void Invoke(Task t) { lock (this) { Done = true; Monitor.PulseAll(this); } }
        }

        // .NET 6: a task that completes like this one, or faults with TimeoutException / is
        // canceled first.
        public Task WaitAsync(CancellationToken cancellationToken) { return WaitAsyncCore<VoidTaskResult>(Timeout.Infinite, cancellationToken); }
        public Task WaitAsync(TimeSpan timeout) { return WaitAsyncCore<VoidTaskResult>(Timeout.ToMilliseconds(timeout), default(CancellationToken)); }
        public Task WaitAsync(TimeSpan timeout, CancellationToken cancellationToken) { return WaitAsyncCore<VoidTaskResult>(Timeout.ToMilliseconds(timeout), cancellationToken); }

        internal Task WaitAsyncCore<TResult>(int millisecondsTimeout, CancellationToken cancellationToken)
        {
            if (IsCompleted || (millisecondsTimeout == Timeout.Infinite && !cancellationToken.CanBeCanceled)) return this;
            if (cancellationToken.IsCancellationRequested) return FromCanceled<TResult>(cancellationToken);
            if (millisecondsTimeout == 0) return FromException<TResult>(new TimeoutException());
            return new WaitAsyncPromise<TResult>(this, millisecondsTimeout, cancellationToken);
        }

        public void Dispose() { Dispose(true); }
        protected virtual void Dispose(bool disposing)
        {
            if (disposing && !IsCompleted) throw new InvalidOperationException("A task may only be disposed if it is in a completion state (RanToCompletion, Faulted or Canceled).");
        }

        public TaskAwaiter GetAwaiter() { return new TaskAwaiter(this); }
        public ConfiguredTaskAwaitable ConfigureAwait(bool continueOnCapturedContext) { return new ConfiguredTaskAwaitable(this, continueOnCapturedContext); }

        // ---- ContinueWith --------------------------------------------------------------------

        public Task ContinueWith(Action<Task> continuationAction) { return ContinueWith(continuationAction, default(CancellationToken), TaskContinuationOptions.None, TaskScheduler.Current); }
        public Task ContinueWith(Action<Task> continuationAction, CancellationToken cancellationToken) { return ContinueWith(continuationAction, cancellationToken, TaskContinuationOptions.None, TaskScheduler.Current); }
        public Task ContinueWith(Action<Task> continuationAction, TaskScheduler scheduler) { return ContinueWith(continuationAction, default(CancellationToken), TaskContinuationOptions.None, scheduler); }
        public Task ContinueWith(Action<Task> continuationAction, TaskContinuationOptions continuationOptions) { return ContinueWith(continuationAction, default(CancellationToken), continuationOptions, TaskScheduler.Current); }
        public Task ContinueWith(Action<Task> continuationAction, CancellationToken cancellationToken, TaskContinuationOptions continuationOptions, TaskScheduler scheduler)
        {
            if (continuationAction == null) throw new ArgumentNullException("continuationAction");
            return ContinueWithCore(new ContinuationTask(continuationAction, null, this, cancellationToken, CheckOptions(continuationOptions, scheduler)), scheduler, continuationOptions);
        }
        public Task ContinueWith(Action<Task, object> continuationAction, object state) { return ContinueWith(continuationAction, state, default(CancellationToken), TaskContinuationOptions.None, TaskScheduler.Current); }
        public Task ContinueWith(Action<Task, object> continuationAction, object state, CancellationToken cancellationToken) { return ContinueWith(continuationAction, state, cancellationToken, TaskContinuationOptions.None, TaskScheduler.Current); }
        public Task ContinueWith(Action<Task, object> continuationAction, object state, TaskContinuationOptions continuationOptions) { return ContinueWith(continuationAction, state, default(CancellationToken), continuationOptions, TaskScheduler.Current); }
        public Task ContinueWith(Action<Task, object> continuationAction, object state, TaskScheduler scheduler) { return ContinueWith(continuationAction, state, default(CancellationToken), TaskContinuationOptions.None, scheduler); }
        public Task ContinueWith(Action<Task, object> continuationAction, object state, CancellationToken cancellationToken, TaskContinuationOptions continuationOptions, TaskScheduler scheduler)
        {
            if (continuationAction == null) throw new ArgumentNullException("continuationAction");
            return ContinueWithCore(new ContinuationTask(continuationAction, state, this, cancellationToken, CheckOptions(continuationOptions, scheduler)), scheduler, continuationOptions);
        }
        public Task<TResult> ContinueWith<TResult>(Func<Task, TResult> continuationFunction) { return ContinueWith(continuationFunction, default(CancellationToken), TaskContinuationOptions.None, TaskScheduler.Current); }
        public Task<TResult> ContinueWith<TResult>(Func<Task, TResult> continuationFunction, CancellationToken cancellationToken) { return ContinueWith(continuationFunction, cancellationToken, TaskContinuationOptions.None, TaskScheduler.Current); }
        public Task<TResult> ContinueWith<TResult>(Func<Task, TResult> continuationFunction, TaskContinuationOptions continuationOptions) { return ContinueWith(continuationFunction, default(CancellationToken), continuationOptions, TaskScheduler.Current); }
        public Task<TResult> ContinueWith<TResult>(Func<Task, TResult> continuationFunction, TaskScheduler scheduler) { return ContinueWith(continuationFunction, default(CancellationToken), TaskContinuationOptions.None, scheduler); }
        public Task<TResult> ContinueWith<TResult>(Func<Task, TResult> continuationFunction, CancellationToken cancellationToken, TaskContinuationOptions continuationOptions, TaskScheduler scheduler)
        {
            if (continuationFunction == null) throw new ArgumentNullException("continuationFunction");
            return (Task<TResult>)ContinueWithCore(new ContinuationResultTask<TResult>(continuationFunction, null, this, cancellationToken, CheckOptions(continuationOptions, scheduler)), scheduler, continuationOptions);
        }
        public Task<TResult> ContinueWith<TResult>(Func<Task, object, TResult> continuationFunction, object state) { return ContinueWith(continuationFunction, state, default(CancellationToken), TaskContinuationOptions.None, TaskScheduler.Current); }
        public Task<TResult> ContinueWith<TResult>(Func<Task, object, TResult> continuationFunction, object state, CancellationToken cancellationToken) { return ContinueWith(continuationFunction, state, cancellationToken, TaskContinuationOptions.None, TaskScheduler.Current); }
        public Task<TResult> ContinueWith<TResult>(Func<Task, object, TResult> continuationFunction, object state, TaskContinuationOptions continuationOptions) { return ContinueWith(continuationFunction, state, default(CancellationToken), continuationOptions, TaskScheduler.Current); }
        public Task<TResult> ContinueWith<TResult>(Func<Task, object, TResult> continuationFunction, object state, TaskScheduler scheduler) { return ContinueWith(continuationFunction, state, default(CancellationToken), TaskContinuationOptions.None, scheduler); }
        public Task<TResult> ContinueWith<TResult>(Func<Task, object, TResult> continuationFunction, object state, CancellationToken cancellationToken, TaskContinuationOptions continuationOptions, TaskScheduler scheduler)
        {
            if (continuationFunction == null) throw new ArgumentNullException("continuationFunction");
            return (Task<TResult>)ContinueWithCore(new ContinuationResultTask<TResult>(continuationFunction, state, this, cancellationToken, CheckOptions(continuationOptions, scheduler)), scheduler, continuationOptions);
        }

        // The creation options a continuation's task gets (the low bits are shared).
        internal static TaskCreationOptions CheckOptions(TaskContinuationOptions options, TaskScheduler scheduler)
        {
            if (scheduler == null) throw new ArgumentNullException("scheduler");
            const TaskContinuationOptions notOnAny = TaskContinuationOptions.NotOnRanToCompletion | TaskContinuationOptions.NotOnFaulted | TaskContinuationOptions.NotOnCanceled;
            if ((options & notOnAny) == notOnAny) throw new ArgumentOutOfRangeException("continuationOptions", "The specified TaskContinuationOptions excluded all continuation kinds.");
            if ((options & TaskContinuationOptions.LongRunning) != 0 && (options & TaskContinuationOptions.ExecuteSynchronously) != 0)
                throw new ArgumentOutOfRangeException("continuationOptions", "The specified TaskContinuationOptions combined LongRunning and ExecuteSynchronously.  Synchronous continuations should not be long running.");
            return (TaskCreationOptions)((int)options & 0x7F);
        }

        internal Task ContinueWithCore(Task continuation, TaskScheduler scheduler, TaskContinuationOptions options)
        {
            if (continuation.IsCompleted) return continuation;   // canceled by its token already
            TaskContinuation record = new TaskContinuation(continuation, scheduler, options);
            if (!AddContinuation(record)) record.Run(this, true);
            return continuation;
        }

        // ---- static helpers ------------------------------------------------------------------

        public static Task Run(Action action) { return Run(action, default(CancellationToken)); }
        public static Task Run(Action action, CancellationToken cancellationToken)
        {
            if (action == null) throw new ArgumentNullException("action");
            return StartOnDefault(new Task(action, null, cancellationToken, TaskCreationOptions.DenyChildAttach));
        }
        public static Task<TResult> Run<TResult>(Func<TResult> function) { return Run(function, default(CancellationToken)); }
        public static Task<TResult> Run<TResult>(Func<TResult> function, CancellationToken cancellationToken)
        {
            if (function == null) throw new ArgumentNullException("function");
            return (Task<TResult>)StartOnDefault(new Task<TResult>(function, null, cancellationToken, TaskCreationOptions.DenyChildAttach));
        }
        public static Task Run(Func<Task> function) { return Run(function, default(CancellationToken)); }
        public static Task Run(Func<Task> function, CancellationToken cancellationToken)
        {
            if (function == null) throw new ArgumentNullException("function");
            Task<Task> outer = (Task<Task>)StartOnDefault(new Task<Task>(function, null, cancellationToken, TaskCreationOptions.DenyChildAttach));
            return new UnwrapPromise<VoidTaskResult>(outer);
        }
        public static Task<TResult> Run<TResult>(Func<Task<TResult>> function) { return Run(function, default(CancellationToken)); }
        public static Task<TResult> Run<TResult>(Func<Task<TResult>> function, CancellationToken cancellationToken)
        {
            if (function == null) throw new ArgumentNullException("function");
            Task<Task<TResult>> outer = (Task<Task<TResult>>)StartOnDefault(new Task<Task<TResult>>(function, null, cancellationToken, TaskCreationOptions.DenyChildAttach));
            return new UnwrapPromise<TResult>(outer);
        }

        public static Task<TResult> FromResult<TResult>(TResult result) { return new Task<TResult>(result); }
        public static Task FromException(Exception exception)
        {
            if (exception == null) throw new ArgumentNullException("exception");
            Task t = new Task();
            t.TrySetException(exception);
            return t;
        }
        public static Task<TResult> FromException<TResult>(Exception exception)
        {
            if (exception == null) throw new ArgumentNullException("exception");
            Task<TResult> t = new Task<TResult>();
            t.TrySetException(exception);
            return t;
        }
        public static Task FromCanceled(CancellationToken cancellationToken)
        {
            if (!cancellationToken.IsCancellationRequested) throw new ArgumentOutOfRangeException("cancellationToken");
            return new Task(true, cancellationToken);
        }
        public static Task<TResult> FromCanceled<TResult>(CancellationToken cancellationToken)
        {
            if (!cancellationToken.IsCancellationRequested) throw new ArgumentOutOfRangeException("cancellationToken");
            Task<TResult> t = new Task<TResult>();
            t.TrySetCanceled(cancellationToken, null);
            return t;
        }

        public static YieldAwaitable Yield() { return new YieldAwaitable(); }

        public static Task Delay(int millisecondsDelay) { return Delay(millisecondsDelay, default(CancellationToken)); }
        public static Task Delay(TimeSpan delay) { return Delay(Timeout.ToMilliseconds(delay), default(CancellationToken)); }
        public static Task Delay(TimeSpan delay, CancellationToken cancellationToken) { return Delay(Timeout.ToMilliseconds(delay), cancellationToken); }
        public static Task Delay(int millisecondsDelay, CancellationToken cancellationToken)
        {
            if (millisecondsDelay < -1) throw new ArgumentOutOfRangeException("millisecondsDelay", "The value needs to be either -1 (signifying an infinite timeout), 0 or a positive integer.");
            if (cancellationToken.IsCancellationRequested) return FromCanceled(cancellationToken);
            if (millisecondsDelay == 0) return CompletedTask;
            return new DelayPromise(millisecondsDelay, cancellationToken);
        }

        sealed class DelayPromise : Task
        {
            Timer _timer;
            CancellationToken _token;
            CancellationTokenRegistration _registration;
            static readonly TimerCallback s_elapsed = Elapsed;
            static readonly Action<object> s_canceled = Canceled;

            internal DelayPromise(int ms, CancellationToken token)
            {
                _token = token;
                if (token.CanBeCanceled) _registration = token.UnsafeRegister(s_canceled, this);
                if (ms != Timeout.Infinite)
                {
                    Timer t = new Timer(s_elapsed, this, Timeout.Infinite, Timeout.Infinite);
                    _timer = t;
                    if (!IsCompleted) t.Change(ms, Timeout.Infinite);
                }
            }

            static void Elapsed(object o)
            {
                DelayPromise p = (DelayPromise)o;
                if (p.TrySetVoidResult()) p.Cleanup();
            }

            static void Canceled(object o)
            {
                DelayPromise p = (DelayPromise)o;
                if (p.TrySetCanceled(p._token, null)) p.Cleanup();
            }

            void Cleanup()
            {
                Timer t = _timer;
                if (t != null) t.Dispose();
                _registration.Dispose();
            }
        }

        public static void WaitAll(params Task[] tasks) { WaitAll(tasks, Timeout.Infinite, default(CancellationToken)); }
        public static bool WaitAll(Task[] tasks, int millisecondsTimeout) { return WaitAll(tasks, millisecondsTimeout, default(CancellationToken)); }
        public static bool WaitAll(Task[] tasks, TimeSpan timeout) { return WaitAll(tasks, Timeout.ToMilliseconds(timeout), default(CancellationToken)); }
        public static void WaitAll(Task[] tasks, CancellationToken cancellationToken) { WaitAll(tasks, Timeout.Infinite, cancellationToken); }
        public static bool WaitAll(Task[] tasks, int millisecondsTimeout, CancellationToken cancellationToken)
        {
            if (tasks == null) throw new ArgumentNullException("tasks");
            if (millisecondsTimeout < -1) throw new ArgumentOutOfRangeException("millisecondsTimeout");
            for (int i = 0; i < tasks.Length; i++)
                if (tasks[i] == null) throw new ArgumentException("The tasks array included at least one null element.", "tasks");
            long deadline = millisecondsTimeout == Timeout.Infinite ? 0 : Environment.TickCount64 + millisecondsTimeout;
            for (int i = 0; i < tasks.Length; i++)
            {
                if (tasks[i].IsCompleted) continue;
                int left = Timeout.Infinite;
                if (millisecondsTimeout != Timeout.Infinite)
                {
                    long l = deadline - Environment.TickCount64;
                    left = l < 0 ? 0 : (int)l;
                }
                if (!tasks[i].InternalWait(left, cancellationToken)) return false;
            }
            List<Exception> errors = null;
            for (int i = 0; i < tasks.Length; i++)
            {
                Task t = tasks[i];
                if (t.IsFaulted) { if (errors == null) errors = new List<Exception>(); errors.AddRange(t.Exceptions()); }
                else if (t.IsCanceled) { if (errors == null) errors = new List<Exception>(); errors.Add(new TaskCanceledException(t)); }
            }
            if (errors != null) throw new AggregateException(errors);
            return true;
        }

        public static int WaitAny(params Task[] tasks) { return WaitAny(tasks, Timeout.Infinite, default(CancellationToken)); }
        public static int WaitAny(Task[] tasks, int millisecondsTimeout) { return WaitAny(tasks, millisecondsTimeout, default(CancellationToken)); }
        public static int WaitAny(Task[] tasks, TimeSpan timeout) { return WaitAny(tasks, Timeout.ToMilliseconds(timeout), default(CancellationToken)); }
        public static int WaitAny(Task[] tasks, CancellationToken cancellationToken) { return WaitAny(tasks, Timeout.Infinite, cancellationToken); }
        public static int WaitAny(Task[] tasks, int millisecondsTimeout, CancellationToken cancellationToken)
        {
            if (tasks == null) throw new ArgumentNullException("tasks");
            if (millisecondsTimeout < -1) throw new ArgumentOutOfRangeException("millisecondsTimeout");
            for (int i = 0; i < tasks.Length; i++)
            {
                if (tasks[i] == null) throw new ArgumentException("The tasks array included at least one null element.", "tasks");
                if (tasks[i].IsCompleted) return i;
            }
            if (tasks.Length == 0) { if (millisecondsTimeout != 0) Task.Delay(millisecondsTimeout, cancellationToken).Wait(); return -1; }
            Task<Task> any = WhenAny(tasks);
            if (!any.InternalWait(millisecondsTimeout, cancellationToken)) return -1;
            Task winner = any.Result;
            return Array.IndexOf(tasks, winner);
        }

        // ---- WhenAll / WhenAny -----------------------------------------------------------------

        public static Task WhenAll(IEnumerable<Task> tasks)
        {
            if (tasks == null) throw new ArgumentNullException("tasks");
            Task[] array = tasks as Task[];
            if (array == null) array = new List<Task>(tasks).ToArray();
            else array = (Task[])array.Clone();
            return WhenAllCore(array);
        }
        public static Task WhenAll(params Task[] tasks)
        {
            if (tasks == null) throw new ArgumentNullException("tasks");
            return WhenAllCore((Task[])tasks.Clone());
        }
        static Task WhenAllCore(Task[] tasks)
        {
            for (int i = 0; i < tasks.Length; i++)
                if (tasks[i] == null) throw new ArgumentException("The tasks argument included a null value.", "tasks");
            if (tasks.Length == 0) return CompletedTask;
            return new WhenAllPromise<VoidTaskResult>(tasks, false);
        }
        public static Task<TResult[]> WhenAll<TResult>(IEnumerable<Task<TResult>> tasks)
        {
            if (tasks == null) throw new ArgumentNullException("tasks");
            return WhenAllCore(new List<Task<TResult>>(tasks).ToArray());
        }
        public static Task<TResult[]> WhenAll<TResult>(params Task<TResult>[] tasks)
        {
            if (tasks == null) throw new ArgumentNullException("tasks");
            return WhenAllCore((Task<TResult>[])tasks.Clone());
        }
        static Task<TResult[]> WhenAllCore<TResult>(Task<TResult>[] tasks)
        {
            for (int i = 0; i < tasks.Length; i++)
                if (tasks[i] == null) throw new ArgumentException("The tasks argument included a null value.", "tasks");
            if (tasks.Length == 0) return FromResult(new TResult[0]);
            return new WhenAllPromise<TResult>(tasks, true);
        }

        public static Task<Task> WhenAny(params Task[] tasks)
        {
            if (tasks == null) throw new ArgumentNullException("tasks");
            return WhenAnyCore<Task>((Task[])tasks.Clone());
        }
        public static Task<Task> WhenAny(IEnumerable<Task> tasks)
        {
            if (tasks == null) throw new ArgumentNullException("tasks");
            return WhenAnyCore<Task>(new List<Task>(tasks).ToArray());
        }
        public static Task<Task> WhenAny(Task task1, Task task2)
        {
            if (task1 == null) throw new ArgumentNullException("task1");
            if (task2 == null) throw new ArgumentNullException("task2");
            return WhenAnyCore<Task>(new Task[] { task1, task2 });
        }
        public static Task<Task<TResult>> WhenAny<TResult>(params Task<TResult>[] tasks)
        {
            if (tasks == null) throw new ArgumentNullException("tasks");
            return WhenAnyCore<Task<TResult>>((Task<TResult>[])tasks.Clone());
        }
        public static Task<Task<TResult>> WhenAny<TResult>(IEnumerable<Task<TResult>> tasks)
        {
            if (tasks == null) throw new ArgumentNullException("tasks");
            return WhenAnyCore<Task<TResult>>(new List<Task<TResult>>(tasks).ToArray());
        }
        static Task<TTask> WhenAnyCore<TTask>(TTask[] tasks) where TTask : Task
        {
            if (tasks.Length == 0) throw new ArgumentException("The tasks argument contains no tasks.", "tasks");
            for (int i = 0; i < tasks.Length; i++)
                if (tasks[i] == null) throw new ArgumentException("The tasks argument included a null value.", "tasks");
            return new WhenAnyPromise<TTask>(tasks);
        }
    }

    internal sealed class UnobservedExceptionHolder
    {
        readonly Task _task;
        internal UnobservedExceptionHolder(Task task) { _task = task; }
        ~UnobservedExceptionHolder() { TaskScheduler.PublishUnobservedTaskException(_task); }
    }

    // The result type of tasks that have none (Task built on Task<VoidTaskResult>).
    internal struct VoidTaskResult { }

    public class Task<TResult> : Task
    {
        internal TResult _result;
        static TaskFactory<TResult> s_factory;

        public Task(Func<TResult> function) : this(function, null, default(CancellationToken), TaskCreationOptions.None) { }
        public Task(Func<TResult> function, CancellationToken cancellationToken) : this(function, null, cancellationToken, TaskCreationOptions.None) { }
        public Task(Func<TResult> function, TaskCreationOptions creationOptions) : this(function, null, default(CancellationToken), creationOptions) { }
        public Task(Func<TResult> function, CancellationToken cancellationToken, TaskCreationOptions creationOptions) : this(function, null, cancellationToken, creationOptions) { }
        public Task(Func<object, TResult> function, object state) : this(function, state, default(CancellationToken), TaskCreationOptions.None) { }
        public Task(Func<object, TResult> function, object state, CancellationToken cancellationToken) : this(function, state, cancellationToken, TaskCreationOptions.None) { }
        public Task(Func<object, TResult> function, object state, TaskCreationOptions creationOptions) : this(function, state, default(CancellationToken), creationOptions) { }
        public Task(Func<object, TResult> function, object state, CancellationToken cancellationToken, TaskCreationOptions creationOptions) : base((Delegate)function, state, cancellationToken, creationOptions) { }

        internal Task(Delegate function, object state, CancellationToken cancellationToken, TaskCreationOptions creationOptions) : base(function, state, cancellationToken, creationOptions) { }
        internal Task() : base() { }
        internal Task(object state, TaskCreationOptions options) : base(state, options) { }
        internal Task(TResult result) : base(false, default(CancellationToken)) { _result = result; }
        internal Task(Delegate action, object state, Task antecedent, CancellationToken cancellationToken, TaskCreationOptions creationOptions) : base(action, state, antecedent, cancellationToken, creationOptions) { }

        internal override void InnerInvoke()
        {
            Func<TResult> f = _action as Func<TResult>;
            if (f != null) { _result = f(); return; }
            Func<object, TResult> fo = _action as Func<object, TResult>;
            if (fo != null) { _result = fo(_stateObject); return; }
        }

        internal bool TrySetResult(TResult result)
        {
            if (!TryReserveCompletion()) return false;
            _result = result;
            _status = (int)TaskStatus.RanToCompletion;
            Finish();
            return true;
        }

        public TResult Result
        {
            get
            {
                if (!IsCompleted) InternalWait(Timeout.Infinite, default(CancellationToken));
                if (_status != (int)TaskStatus.RanToCompletion) ThrowIfExceptional();
                return _result;
            }
        }

        internal TResult ResultForAwait()
        {
            if (_status != (int)TaskStatus.RanToCompletion) ThrowForAwait();
            return _result;
        }

        public static new TaskFactory<TResult> Factory
        {
            get
            {
                TaskFactory<TResult> f = s_factory;
                if (f == null) { f = new TaskFactory<TResult>(); s_factory = f; }
                return f;
            }
        }

        public new Task<TResult> WaitAsync(CancellationToken cancellationToken) { return (Task<TResult>)WaitAsyncCore<TResult>(Timeout.Infinite, cancellationToken); }
        public new Task<TResult> WaitAsync(TimeSpan timeout) { return (Task<TResult>)WaitAsyncCore<TResult>(Timeout.ToMilliseconds(timeout), default(CancellationToken)); }
        public new Task<TResult> WaitAsync(TimeSpan timeout, CancellationToken cancellationToken) { return (Task<TResult>)WaitAsyncCore<TResult>(Timeout.ToMilliseconds(timeout), cancellationToken); }

        public new TaskAwaiter<TResult> GetAwaiter() { return new TaskAwaiter<TResult>(this); }
        public new ConfiguredTaskAwaitable<TResult> ConfigureAwait(bool continueOnCapturedContext) { return new ConfiguredTaskAwaitable<TResult>(this, continueOnCapturedContext); }

        public Task ContinueWith(Action<Task<TResult>> continuationAction) { return ContinueWith(continuationAction, default(CancellationToken), TaskContinuationOptions.None, TaskScheduler.Current); }
        public Task ContinueWith(Action<Task<TResult>> continuationAction, CancellationToken cancellationToken) { return ContinueWith(continuationAction, cancellationToken, TaskContinuationOptions.None, TaskScheduler.Current); }
        public Task ContinueWith(Action<Task<TResult>> continuationAction, TaskContinuationOptions continuationOptions) { return ContinueWith(continuationAction, default(CancellationToken), continuationOptions, TaskScheduler.Current); }
        public Task ContinueWith(Action<Task<TResult>> continuationAction, TaskScheduler scheduler) { return ContinueWith(continuationAction, default(CancellationToken), TaskContinuationOptions.None, scheduler); }
        public Task ContinueWith(Action<Task<TResult>> continuationAction, CancellationToken cancellationToken, TaskContinuationOptions continuationOptions, TaskScheduler scheduler)
        {
            if (continuationAction == null) throw new ArgumentNullException("continuationAction");
            return ContinueWithCore(new ContinuationTaskFromResultTask<TResult>(continuationAction, null, this, cancellationToken, CheckOptions(continuationOptions, scheduler)), scheduler, continuationOptions);
        }
        public Task ContinueWith(Action<Task<TResult>, object> continuationAction, object state) { return ContinueWith(continuationAction, state, default(CancellationToken), TaskContinuationOptions.None, TaskScheduler.Current); }
        public Task ContinueWith(Action<Task<TResult>, object> continuationAction, object state, CancellationToken cancellationToken, TaskContinuationOptions continuationOptions, TaskScheduler scheduler)
        {
            if (continuationAction == null) throw new ArgumentNullException("continuationAction");
            return ContinueWithCore(new ContinuationTaskFromResultTask<TResult>(continuationAction, state, this, cancellationToken, CheckOptions(continuationOptions, scheduler)), scheduler, continuationOptions);
        }
        public Task<TNewResult> ContinueWith<TNewResult>(Func<Task<TResult>, TNewResult> continuationFunction) { return ContinueWith(continuationFunction, default(CancellationToken), TaskContinuationOptions.None, TaskScheduler.Current); }
        public Task<TNewResult> ContinueWith<TNewResult>(Func<Task<TResult>, TNewResult> continuationFunction, CancellationToken cancellationToken) { return ContinueWith(continuationFunction, cancellationToken, TaskContinuationOptions.None, TaskScheduler.Current); }
        public Task<TNewResult> ContinueWith<TNewResult>(Func<Task<TResult>, TNewResult> continuationFunction, TaskContinuationOptions continuationOptions) { return ContinueWith(continuationFunction, default(CancellationToken), continuationOptions, TaskScheduler.Current); }
        public Task<TNewResult> ContinueWith<TNewResult>(Func<Task<TResult>, TNewResult> continuationFunction, TaskScheduler scheduler) { return ContinueWith(continuationFunction, default(CancellationToken), TaskContinuationOptions.None, scheduler); }
        public Task<TNewResult> ContinueWith<TNewResult>(Func<Task<TResult>, TNewResult> continuationFunction, CancellationToken cancellationToken, TaskContinuationOptions continuationOptions, TaskScheduler scheduler)
        {
            if (continuationFunction == null) throw new ArgumentNullException("continuationFunction");
            return (Task<TNewResult>)ContinueWithCore(new ContinuationResultTaskFromResultTask<TResult, TNewResult>(continuationFunction, null, this, cancellationToken, CheckOptions(continuationOptions, scheduler)), scheduler, continuationOptions);
        }
        public Task<TNewResult> ContinueWith<TNewResult>(Func<Task<TResult>, object, TNewResult> continuationFunction, object state) { return ContinueWith(continuationFunction, state, default(CancellationToken), TaskContinuationOptions.None, TaskScheduler.Current); }
        public Task<TNewResult> ContinueWith<TNewResult>(Func<Task<TResult>, object, TNewResult> continuationFunction, object state, CancellationToken cancellationToken, TaskContinuationOptions continuationOptions, TaskScheduler scheduler)
        {
            if (continuationFunction == null) throw new ArgumentNullException("continuationFunction");
            return (Task<TNewResult>)ContinueWithCore(new ContinuationResultTaskFromResultTask<TResult, TNewResult>(continuationFunction, state, this, cancellationToken, CheckOptions(continuationOptions, scheduler)), scheduler, continuationOptions);
        }
    }

    // ContinueWith's tasks, one class per (antecedent, result) shape as the delegate types differ.
    internal sealed class ContinuationTask : Task
    {
        internal ContinuationTask(Delegate action, object state, Task antecedent, CancellationToken token, TaskCreationOptions options)
            : base(action, state, antecedent, token, options) { }

        internal override void InnerInvoke()
        {
            Task antecedent = _extra.Antecedent;
            _extra.Antecedent = null;
            Action<Task> a = _action as Action<Task>;
            if (a != null) a(antecedent);
            else ((Action<Task, object>)_action)(antecedent, _stateObject);
        }
    }

    internal sealed class ContinuationTaskFromResultTask<TAntecedentResult> : Task
    {
        internal ContinuationTaskFromResultTask(Delegate action, object state, Task antecedent, CancellationToken token, TaskCreationOptions options)
            : base(action, state, antecedent, token, options) { }

        internal override void InnerInvoke()
        {
            Task<TAntecedentResult> antecedent = (Task<TAntecedentResult>)_extra.Antecedent;
            _extra.Antecedent = null;
            Action<Task<TAntecedentResult>> a = _action as Action<Task<TAntecedentResult>>;
            if (a != null) a(antecedent);
            else ((Action<Task<TAntecedentResult>, object>)_action)(antecedent, _stateObject);
        }
    }

    internal sealed class ContinuationResultTask<TResult> : Task<TResult>
    {
        internal ContinuationResultTask(Delegate function, object state, Task antecedent, CancellationToken token, TaskCreationOptions options)
            : base(function, state, antecedent, token, options) { }

        internal override void InnerInvoke()
        {
            Task antecedent = _extra.Antecedent;
            _extra.Antecedent = null;
            Func<Task, TResult> f = _action as Func<Task, TResult>;
            if (f != null) _result = f(antecedent);
            else _result = ((Func<Task, object, TResult>)_action)(antecedent, _stateObject);
        }
    }

    internal sealed class ContinuationResultTaskFromResultTask<TAntecedentResult, TResult> : Task<TResult>
    {
        internal ContinuationResultTaskFromResultTask(Delegate function, object state, Task antecedent, CancellationToken token, TaskCreationOptions options)
            : base(function, state, antecedent, token, options) { }

        internal override void InnerInvoke()
        {
            Task<TAntecedentResult> antecedent = (Task<TAntecedentResult>)_extra.Antecedent;
            _extra.Antecedent = null;
            Func<Task<TAntecedentResult>, TResult> f = _action as Func<Task<TAntecedentResult>, TResult>;
            if (f != null) _result = f(antecedent);
            else _result = ((Func<Task<TAntecedentResult>, object, TResult>)_action)(antecedent, _stateObject);
        }
    }

    // The record ContinueWith leaves on the antecedent.
    internal sealed class TaskContinuation
    {
        readonly Task _task;
        readonly TaskScheduler _scheduler;
        readonly TaskContinuationOptions _options;

        internal TaskContinuation(Task task, TaskScheduler scheduler, TaskContinuationOptions options)
        {
            _task = task;
            _scheduler = scheduler;
            _options = options;
        }

        internal void Run(Task antecedent, bool canInline)
        {
            Task t = _task;
            TaskContinuationOptions o = _options;
            bool run;
            switch (antecedent.Status)
            {
                case TaskStatus.RanToCompletion: run = (o & TaskContinuationOptions.NotOnRanToCompletion) == 0; break;
                case TaskStatus.Canceled: run = (o & TaskContinuationOptions.NotOnCanceled) == 0; break;
                default: run = (o & TaskContinuationOptions.NotOnFaulted) == 0; break;
            }
            if (!run || ((o & TaskContinuationOptions.LazyCancellation) != 0 && t.CancellationToken.IsCancellationRequested))
            {
                t.InternalCancel(false);
                return;
            }
            if (Interlocked.CompareExchange(ref t._status, (int)TaskStatus.WaitingToRun, (int)TaskStatus.WaitingForActivation) != (int)TaskStatus.WaitingForActivation) return;
            if (_scheduler != TaskScheduler.s_default) t.Extra().Scheduler = _scheduler;
            if (canInline && (o & TaskContinuationOptions.ExecuteSynchronously) != 0 && Task.t_inlineDepth < Task.MaxInlineDepth)
            {
                Task.t_inlineDepth++;
                try
                {
                    if (!_scheduler.InternalTryExecuteTaskInline(t)) _scheduler.InternalQueueTask(t);
                }
                finally { Task.t_inlineDepth--; }
            }
            else _scheduler.InternalQueueTask(t);
        }
    }

    // Task.Run(Func<Task>) and Unwrap: completes like the inner task once the outer one has
    // produced it.
    internal sealed class UnwrapPromise<TResult> : Task<TResult>, ITaskCompletionAction
    {
        int _stage;   // 0: waiting for the outer task, 1: for the inner one

        internal UnwrapPromise(Task outer)
        {
            if (!outer.AddContinuation(this)) Invoke(outer);
        }

        public void Invoke(Task completed)
        {
            if (_stage == 0)
            {
                _stage = 1;
                switch (completed.Status)
                {
                    case TaskStatus.Faulted: TrySetException(completed.TakeErrors()); return;
                    case TaskStatus.Canceled: TrySetCanceled(completed.CancellationToken, completed._error as OperationCanceledException); return;
                }
                Task inner;
                Task<Task> untyped = completed as Task<Task>;
                if (untyped != null) inner = untyped._result;
                else inner = ((Task<Task<TResult>>)completed)._result;
                if (inner == null) { TrySetCanceled(default(CancellationToken), null); return; }
                if (!inner.AddContinuation(this)) Invoke(inner);
                return;
            }
            switch (completed.Status)
            {
                case TaskStatus.Faulted: TrySetException(completed.TakeErrors()); break;
                case TaskStatus.Canceled: TrySetCanceled(completed.CancellationToken, completed._error as OperationCanceledException); break;
                default:
                    Task<TResult> typed = completed as Task<TResult>;
                    if (typed != null) TrySetResult(typed._result); else TrySetResult(default(TResult));
                    break;
            }
        }
    }

    internal sealed class WaitAsyncPromise<TResult> : Task<TResult>, ITaskCompletionAction
    {
        readonly Task _source;
        readonly CancellationToken _token;
        Timer _timer;
        CancellationTokenRegistration _registration;
        static readonly TimerCallback s_timeout = o => ((WaitAsyncPromise<TResult>)o).TimedOut();
        static readonly Action<object> s_canceled = o => ((WaitAsyncPromise<TResult>)o).Canceled();

        internal WaitAsyncPromise(Task source, int millisecondsTimeout, CancellationToken token)
        {
            _source = source;
            _token = token;
            if (token.CanBeCanceled) _registration = token.UnsafeRegister(s_canceled, this);
            if (millisecondsTimeout != Timeout.Infinite && !IsCompleted)
            {
                Timer t = new Timer(s_timeout, this, Timeout.Infinite, Timeout.Infinite);
                _timer = t;
                if (!IsCompleted) t.Change(millisecondsTimeout, Timeout.Infinite);
            }
            if (!source.AddContinuation(this)) Invoke(source);
        }

        void TimedOut() { if (TrySetException(new TimeoutException())) Cleanup(); }
        void Canceled() { if (TrySetCanceled(_token, null)) Cleanup(); }

        public void Invoke(Task completed)
        {
            bool done;
            switch (completed.Status)
            {
                case TaskStatus.Faulted: done = TrySetException(completed.TakeErrors()); break;
                case TaskStatus.Canceled: done = TrySetCanceled(completed.CancellationToken, completed._error as OperationCanceledException); break;
                default:
                    Task<TResult> typed = completed as Task<TResult>;
                    done = TrySetResult(typed != null ? typed._result : default(TResult));
                    break;
            }
            if (done) Cleanup();
        }

        void Cleanup()
        {
            Timer t = _timer;
            if (t != null) t.Dispose();
            _registration.Dispose();
            _source.RemoveContinuation(this);
        }
    }

    internal sealed class WhenAllPromise<TResult> : Task<TResult[]>, ITaskCompletionAction
    {
        readonly Task[] _tasks;
        readonly bool _collect;
        int _remaining;

        internal WhenAllPromise(Task[] tasks, bool collect)
        {
            _tasks = tasks;
            _collect = collect;
            _remaining = tasks.Length;
            for (int i = 0; i < tasks.Length; i++)
                if (!tasks[i].AddContinuation(this)) Invoke(tasks[i]);
        }

        public void Invoke(Task completed)
        {
            if (Interlocked.Decrement(ref _remaining) != 0) return;
            Task[] tasks = _tasks;
            List<Exception> errors = null;
            Task canceled = null;
            for (int i = 0; i < tasks.Length; i++)
            {
                Task t = tasks[i];
                if (t.IsFaulted) { if (errors == null) errors = new List<Exception>(); errors.AddRange(t.Exceptions()); }
                else if (t.IsCanceled && canceled == null) canceled = t;
            }
            if (errors != null) { TrySetException(errors.ToArray()); return; }
            if (canceled != null) { TrySetCanceled(canceled.CancellationToken, canceled._error as OperationCanceledException); return; }
            if (!_collect) { TrySetResult(null); return; }
            TResult[] results = new TResult[tasks.Length];
            for (int i = 0; i < tasks.Length; i++) results[i] = ((Task<TResult>)tasks[i])._result;
            TrySetResult(results);
        }
    }

    internal sealed class WhenAnyPromise<TTask> : Task<TTask>, ITaskCompletionAction where TTask : Task
    {
        TTask[] _tasks;

        internal WhenAnyPromise(TTask[] tasks)
        {
            _tasks = tasks;
            for (int i = 0; i < tasks.Length && !IsCompleted; i++)
                if (!tasks[i].AddContinuation(this)) { Invoke(tasks[i]); break; }
        }

        public void Invoke(Task completed)
        {
            if (!TrySetResult((TTask)completed)) return;
            TTask[] tasks = _tasks;
            _tasks = null;
            if (tasks == null) return;
            for (int i = 0; i < tasks.Length; i++)
                if (tasks[i] != completed) tasks[i].RemoveContinuation(this);
        }
    }

    public static class TaskExtensions
    {
        public static Task Unwrap(this Task<Task> task)
        {
            if (task == null) throw new ArgumentNullException("task");
            return new UnwrapPromise<VoidTaskResult>(task);
        }

        public static Task<TResult> Unwrap<TResult>(this Task<Task<TResult>> task)
        {
            if (task == null) throw new ArgumentNullException("task");
            return new UnwrapPromise<TResult>(task);
        }
    }
}
