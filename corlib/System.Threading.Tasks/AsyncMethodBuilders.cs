using System.Threading;
using System.Threading.Tasks;

namespace System.Runtime.CompilerServices
{
    public interface IAsyncStateMachine
    {
        void MoveNext();
        void SetStateMachine(IAsyncStateMachine stateMachine);
    }

    public interface INotifyCompletion { void OnCompleted(Action continuation); }
    public interface ICriticalNotifyCompletion : INotifyCompletion { void UnsafeOnCompleted(Action continuation); }

    // The heap copy of a suspended async method's state machine.
    internal interface IAsyncStateMachineBox
    {
        Action MoveNextAction { get; }
    }

    // An async method's task and the boxed state machine are one object (as in .NET): the
    // first await that suspends boxes the state machine once, into the task itself.
    internal sealed class AsyncStateMachineBox<TResult, TStateMachine> : Task<TResult>, IAsyncStateMachineBox where TStateMachine : IAsyncStateMachine
    {
        internal TStateMachine StateMachine;
        Action _moveNext;

        public Action MoveNextAction
        {
            get
            {
                Action a = _moveNext;
                if (a == null) { a = new Action(MoveNext); _moveNext = a; }
                return a;
            }
        }

        internal void MoveNext() { StateMachine.MoveNext(); }

        internal override void ExecuteFromThreadPool() { StateMachine.MoveNext(); }
    }

    // The rare case of a task created (through the Task property) before the first suspension:
    // the state machine is boxed separately and completes that task.
    internal sealed class AsyncStateMachineRunner<TStateMachine> : IAsyncStateMachineBox, IThreadPoolWorkItem where TStateMachine : IAsyncStateMachine
    {
        internal TStateMachine StateMachine;
        Action _moveNext;
        public Action MoveNextAction { get { return _moveNext ?? (_moveNext = new Action(MoveNext)); } }
        void MoveNext() { StateMachine.MoveNext(); }
        public void Execute() { StateMachine.MoveNext(); }
    }

    public struct AsyncTaskMethodBuilder<TResult>
    {
        internal Task<TResult> m_task;

        public static AsyncTaskMethodBuilder<TResult> Create() { return default(AsyncTaskMethodBuilder<TResult>); }

        public void Start<TStateMachine>(ref TStateMachine stateMachine) where TStateMachine : IAsyncStateMachine
        {
            stateMachine.MoveNext();
        }

        public void SetStateMachine(IAsyncStateMachine stateMachine)
        {
            if (stateMachine == null) throw new ArgumentNullException("stateMachine");
        }

        public Task<TResult> Task
        {
            get
            {
                Task<TResult> t = m_task;
                if (t == null) { t = new Task<TResult>(); m_task = t; }
                return t;
            }
        }

        internal IAsyncStateMachineBox GetStateMachineBox<TStateMachine>(ref TStateMachine stateMachine) where TStateMachine : IAsyncStateMachine
        {
            Task<TResult> t = m_task;
            AsyncStateMachineBox<TResult, TStateMachine> box = t as AsyncStateMachineBox<TResult, TStateMachine>;
            if (box != null) return box;
            if (t != null)
            {
                AsyncStateMachineRunner<TStateMachine> runner = new AsyncStateMachineRunner<TStateMachine>();
                runner.StateMachine = stateMachine;
                return runner;
            }
            box = new AsyncStateMachineBox<TResult, TStateMachine>();
            m_task = box;                      // before the copy: the boxed builder refers to the box
            box.StateMachine = stateMachine;
            return box;
        }

        public void AwaitOnCompleted<TAwaiter, TStateMachine>(ref TAwaiter awaiter, ref TStateMachine stateMachine) where TAwaiter : INotifyCompletion where TStateMachine : IAsyncStateMachine
        {
            IAsyncStateMachineBox box = GetStateMachineBox(ref stateMachine);
            awaiter.OnCompleted(box.MoveNextAction);
        }

        public void AwaitUnsafeOnCompleted<TAwaiter, TStateMachine>(ref TAwaiter awaiter, ref TStateMachine stateMachine) where TAwaiter : ICriticalNotifyCompletion where TStateMachine : IAsyncStateMachine
        {
            IAsyncStateMachineBox box = GetStateMachineBox(ref stateMachine);
            awaiter.UnsafeOnCompleted(box.MoveNextAction);
        }

        public void SetResult(TResult result)
        {
            Task<TResult> t = m_task;
            if (t == null) { m_task = new Task<TResult>(result); return; }
            if (!t.TrySetResult(result)) throw new InvalidOperationException("An attempt was made to transition a task to a final state when it had already completed.");
        }

        public void SetException(Exception exception)
        {
            if (exception == null) throw new ArgumentNullException("exception");
            Task<TResult> t = m_task;
            if (t == null) { t = new Task<TResult>(); m_task = t; }
            OperationCanceledException oce = exception as OperationCanceledException;
            bool ok = oce != null ? t.TrySetCanceled(oce.CancellationToken, oce) : t.TrySetException(exception);
            if (!ok) throw new InvalidOperationException("An attempt was made to transition a task to a final state when it had already completed.");
        }
    }

    public struct AsyncTaskMethodBuilder
    {
        AsyncTaskMethodBuilder<VoidTaskResult> m_builder;
        static Task<VoidTaskResult> s_completed;

        public static AsyncTaskMethodBuilder Create() { return default(AsyncTaskMethodBuilder); }

        public void Start<TStateMachine>(ref TStateMachine stateMachine) where TStateMachine : IAsyncStateMachine
        {
            stateMachine.MoveNext();
        }

        public void SetStateMachine(IAsyncStateMachine stateMachine) { m_builder.SetStateMachine(stateMachine); }

        public Task Task { get { return m_builder.Task; } }

        public void AwaitOnCompleted<TAwaiter, TStateMachine>(ref TAwaiter awaiter, ref TStateMachine stateMachine) where TAwaiter : INotifyCompletion where TStateMachine : IAsyncStateMachine
        {
            m_builder.AwaitOnCompleted(ref awaiter, ref stateMachine);
        }

        public void AwaitUnsafeOnCompleted<TAwaiter, TStateMachine>(ref TAwaiter awaiter, ref TStateMachine stateMachine) where TAwaiter : ICriticalNotifyCompletion where TStateMachine : IAsyncStateMachine
        {
            m_builder.AwaitUnsafeOnCompleted(ref awaiter, ref stateMachine);
        }

        public void SetResult()
        {
            if (m_builder.m_task == null)
            {
                Task<VoidTaskResult> c = s_completed;
                if (c == null) { c = new Task<VoidTaskResult>(default(VoidTaskResult)); s_completed = c; }
                m_builder.m_task = c;
                return;
            }
            m_builder.SetResult(default(VoidTaskResult));
        }

        public void SetException(Exception exception) { m_builder.SetException(exception); }
    }

    // async void: no task to observe; an exception is rethrown on the thread pool (no
    // SynchronizationContext), which ends the process as in .NET.
    public struct AsyncVoidMethodBuilder
    {
        AsyncTaskMethodBuilder<VoidTaskResult> m_builder;

        public static AsyncVoidMethodBuilder Create() { return default(AsyncVoidMethodBuilder); }

        public void Start<TStateMachine>(ref TStateMachine stateMachine) where TStateMachine : IAsyncStateMachine
        {
            stateMachine.MoveNext();
        }

        public void SetStateMachine(IAsyncStateMachine stateMachine) { m_builder.SetStateMachine(stateMachine); }

        public void AwaitOnCompleted<TAwaiter, TStateMachine>(ref TAwaiter awaiter, ref TStateMachine stateMachine) where TAwaiter : INotifyCompletion where TStateMachine : IAsyncStateMachine
        {
            m_builder.AwaitOnCompleted(ref awaiter, ref stateMachine);
        }

        public void AwaitUnsafeOnCompleted<TAwaiter, TStateMachine>(ref TAwaiter awaiter, ref TStateMachine stateMachine) where TAwaiter : ICriticalNotifyCompletion where TStateMachine : IAsyncStateMachine
        {
            m_builder.AwaitUnsafeOnCompleted(ref awaiter, ref stateMachine);
        }

        public void SetResult()
        {
            if (m_builder.m_task != null) m_builder.m_task.TrySetResult(default(VoidTaskResult));
        }

        public void SetException(Exception exception)
        {
            if (exception == null) throw new ArgumentNullException("exception");
            if (m_builder.m_task != null) m_builder.m_task.TrySetException(exception);
            ThreadPool.UnsafeQueueUserWorkItem(new Rethrower(exception), false);
        }

        sealed class Rethrower : IThreadPoolWorkItem
        {
            readonly Exception _exception;
            internal Rethrower(Exception e) { _exception = e; }
            public void Execute() { throw _exception; }
        }
    }

    public struct TaskAwaiter : ICriticalNotifyCompletion, INotifyCompletion
    {
        internal readonly Task m_task;
        internal TaskAwaiter(Task task) { m_task = task; }
        public bool IsCompleted { get { return m_task.IsCompleted; } }
        public void GetResult() { if (m_task._status != (int)TaskStatus.RanToCompletion) m_task.ThrowForAwait(); }
        public void OnCompleted(Action continuation) { m_task.SetContinuationForAwait(continuation, true); }
        public void UnsafeOnCompleted(Action continuation) { m_task.SetContinuationForAwait(continuation, true); }
    }

    public struct TaskAwaiter<TResult> : ICriticalNotifyCompletion, INotifyCompletion
    {
        internal readonly Task<TResult> m_task;
        internal TaskAwaiter(Task<TResult> task) { m_task = task; }
        public bool IsCompleted { get { return m_task.IsCompleted; } }
        public TResult GetResult() { return m_task.ResultForAwait(); }
        public void OnCompleted(Action continuation) { m_task.SetContinuationForAwait(continuation, true); }
        public void UnsafeOnCompleted(Action continuation) { m_task.SetContinuationForAwait(continuation, true); }
    }

    // No SynchronizationContext is ever installed: ConfigureAwait(true) captures only a custom
    // TaskScheduler the awaiting code runs on; ConfigureAwait(false) captures nothing.
    public struct ConfiguredTaskAwaitable
    {
        readonly ConfiguredTaskAwaiter m_awaiter;
        internal ConfiguredTaskAwaitable(Task task, bool continueOnCapturedContext) { m_awaiter = new ConfiguredTaskAwaiter(task, continueOnCapturedContext); }
        public ConfiguredTaskAwaiter GetAwaiter() { return m_awaiter; }

        public struct ConfiguredTaskAwaiter : ICriticalNotifyCompletion, INotifyCompletion
        {
            internal readonly Task m_task;
            readonly bool m_continueOnCapturedContext;
            internal ConfiguredTaskAwaiter(Task task, bool continueOnCapturedContext) { m_task = task; m_continueOnCapturedContext = continueOnCapturedContext; }
            public bool IsCompleted { get { return m_task.IsCompleted; } }
            public void GetResult() { if (m_task._status != (int)TaskStatus.RanToCompletion) m_task.ThrowForAwait(); }
            public void OnCompleted(Action continuation) { m_task.SetContinuationForAwait(continuation, m_continueOnCapturedContext); }
            public void UnsafeOnCompleted(Action continuation) { m_task.SetContinuationForAwait(continuation, m_continueOnCapturedContext); }
        }
    }

    public struct ConfiguredTaskAwaitable<TResult>
    {
        readonly ConfiguredTaskAwaiter m_awaiter;
        internal ConfiguredTaskAwaitable(Task<TResult> task, bool continueOnCapturedContext) { m_awaiter = new ConfiguredTaskAwaiter(task, continueOnCapturedContext); }
        public ConfiguredTaskAwaiter GetAwaiter() { return m_awaiter; }

        public struct ConfiguredTaskAwaiter : ICriticalNotifyCompletion, INotifyCompletion
        {
            internal readonly Task<TResult> m_task;
            readonly bool m_continueOnCapturedContext;
            internal ConfiguredTaskAwaiter(Task<TResult> task, bool continueOnCapturedContext) { m_task = task; m_continueOnCapturedContext = continueOnCapturedContext; }
            public bool IsCompleted { get { return m_task.IsCompleted; } }
            public TResult GetResult() { return m_task.ResultForAwait(); }
            public void OnCompleted(Action continuation) { m_task.SetContinuationForAwait(continuation, m_continueOnCapturedContext); }
            public void UnsafeOnCompleted(Action continuation) { m_task.SetContinuationForAwait(continuation, m_continueOnCapturedContext); }
        }
    }

    public struct YieldAwaitable
    {
        public YieldAwaiter GetAwaiter() { return default(YieldAwaiter); }

        // Always suspends; the continuation goes to the thread pool's global queue (or to the
        // custom scheduler the awaiting code runs on).
        public struct YieldAwaiter : ICriticalNotifyCompletion, INotifyCompletion
        {
            public bool IsCompleted { get { return false; } }
            public void GetResult() { }
            public void OnCompleted(Action continuation) { UnsafeOnCompleted(continuation); }
            public void UnsafeOnCompleted(Action continuation)
            {
                if (continuation == null) throw new ArgumentNullException("continuation");
                TaskScheduler scheduler = Task.CapturedScheduler();
                if (scheduler != null) Task.RunOnScheduler(continuation, scheduler);
                else Task.QueueAction(continuation, false);
            }
        }
    }
}
