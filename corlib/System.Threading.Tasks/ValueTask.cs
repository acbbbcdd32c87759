using System.Runtime.CompilerServices;
using System.Threading;

namespace System.Threading.Tasks
{
    // A result or a task (IValueTaskSource-backed value tasks are not supported).
    [AsyncMethodBuilder(typeof(AsyncValueTaskMethodBuilder))]
    public struct ValueTask : IEquatable<ValueTask>
    {
        internal readonly Task _task;

        public ValueTask(Task task)
        {
            if (task == null) throw new ArgumentNullException("task");
            _task = task;
        }

        public static ValueTask CompletedTask { get { return default(ValueTask); } }
        public static ValueTask<TResult> FromResult<TResult>(TResult result) { return new ValueTask<TResult>(result); }
        public static ValueTask FromCanceled(CancellationToken cancellationToken) { return new ValueTask(Task.FromCanceled(cancellationToken)); }
        public static ValueTask<TResult> FromCanceled<TResult>(CancellationToken cancellationToken) { return new ValueTask<TResult>(Task.FromCanceled<TResult>(cancellationToken)); }
        public static ValueTask FromException(Exception exception) { return new ValueTask(Task.FromException(exception)); }
        public static ValueTask<TResult> FromException<TResult>(Exception exception) { return new ValueTask<TResult>(Task.FromException<TResult>(exception)); }

        public bool IsCompleted { get { return _task == null || _task.IsCompleted; } }
        public bool IsCompletedSuccessfully { get { return _task == null || _task.IsCompletedSuccessfully; } }
        public bool IsFaulted { get { return _task != null && _task.IsFaulted; } }
        public bool IsCanceled { get { return _task != null && _task.IsCanceled; } }

        public Task AsTask() { return _task ?? Task.CompletedTask; }
        public ValueTask Preserve() { return this; }

        public ValueTaskAwaiter GetAwaiter() { return new ValueTaskAwaiter(this); }
        public ConfiguredValueTaskAwaitable ConfigureAwait(bool continueOnCapturedContext) { return new ConfiguredValueTaskAwaitable(this, continueOnCapturedContext); }

        public override int GetHashCode() { return _task == null ? 0 : _task.GetHashCode(); }
        public override bool Equals(object obj) { return obj is ValueTask && Equals((ValueTask)obj); }
        public bool Equals(ValueTask other) { return _task == other._task; }
        public static bool operator ==(ValueTask left, ValueTask right) { return left.Equals(right); }
        public static bool operator !=(ValueTask left, ValueTask right) { return !left.Equals(right); }
    }

    [AsyncMethodBuilder(typeof(AsyncValueTaskMethodBuilder<>))]
    public struct ValueTask<TResult> : IEquatable<ValueTask<TResult>>
    {
        internal readonly Task<TResult> _task;
        internal readonly TResult _result;

        public ValueTask(TResult result) { _task = null; _result = result; }
        public ValueTask(Task<TResult> task)
        {
            if (task == null) throw new ArgumentNullException("task");
            _task = task;
            _result = default(TResult);
        }

        public bool IsCompleted { get { return _task == null || _task.IsCompleted; } }
        public bool IsCompletedSuccessfully { get { return _task == null || _task.IsCompletedSuccessfully; } }
        public bool IsFaulted { get { return _task != null && _task.IsFaulted; } }
        public bool IsCanceled { get { return _task != null && _task.IsCanceled; } }
        public TResult Result { get { return _task == null ? _result : _task.ResultForAwait(); } }

        public Task<TResult> AsTask() { return _task ?? Task.FromResult(_result); }
        public ValueTask<TResult> Preserve() { return this; }

        public ValueTaskAwaiter<TResult> GetAwaiter() { return new ValueTaskAwaiter<TResult>(this); }
        public ConfiguredValueTaskAwaitable<TResult> ConfigureAwait(bool continueOnCapturedContext) { return new ConfiguredValueTaskAwaitable<TResult>(this, continueOnCapturedContext); }

        public override int GetHashCode() { return _task != null ? _task.GetHashCode() : _result != null ? _result.GetHashCode() : 0; }
        public override bool Equals(object obj) { return obj is ValueTask<TResult> && Equals((ValueTask<TResult>)obj); }
        public bool Equals(ValueTask<TResult> other)
        {
            if (_task != null || other._task != null) return _task == other._task;
            return System.Collections.Generic.EqualityComparer<TResult>.Default.Equals(_result, other._result);
        }
        public static bool operator ==(ValueTask<TResult> left, ValueTask<TResult> right) { return left.Equals(right); }
        public static bool operator !=(ValueTask<TResult> left, ValueTask<TResult> right) { return !left.Equals(right); }

        public override string ToString()
        {
            if (IsCompletedSuccessfully) { TResult r = Result; if (r != null) return r.ToString(); }
            return string.Empty;
        }
    }
}

namespace System.Runtime.CompilerServices
{
    using System.Threading.Tasks;

    public struct ValueTaskAwaiter : ICriticalNotifyCompletion, INotifyCompletion
    {
        readonly ValueTask _value;
        internal ValueTaskAwaiter(ValueTask value) { _value = value; }
        public bool IsCompleted { get { return _value.IsCompleted; } }
        public void GetResult() { Task t = _value._task; if (t != null && t._status != (int)TaskStatus.RanToCompletion) t.ThrowForAwait(); }
        public void OnCompleted(Action continuation) { _value.AsTask().SetContinuationForAwait(continuation, true); }
        public void UnsafeOnCompleted(Action continuation) { _value.AsTask().SetContinuationForAwait(continuation, true); }
    }

    public struct ValueTaskAwaiter<TResult> : ICriticalNotifyCompletion, INotifyCompletion
    {
        readonly ValueTask<TResult> _value;
        internal ValueTaskAwaiter(ValueTask<TResult> value) { _value = value; }
        public bool IsCompleted { get { return _value.IsCompleted; } }
        public TResult GetResult() { return _value.Result; }
        public void OnCompleted(Action continuation) { _value.AsTask().SetContinuationForAwait(continuation, true); }
        public void UnsafeOnCompleted(Action continuation) { _value.AsTask().SetContinuationForAwait(continuation, true); }
    }

    public struct ConfiguredValueTaskAwaitable
    {
        readonly ValueTask _value;
        readonly bool _capture;
        internal ConfiguredValueTaskAwaitable(ValueTask value, bool continueOnCapturedContext) { _value = value; _capture = continueOnCapturedContext; }
        public ConfiguredValueTaskAwaiter GetAwaiter() { return new ConfiguredValueTaskAwaiter(_value, _capture); }

        public struct ConfiguredValueTaskAwaiter : ICriticalNotifyCompletion, INotifyCompletion
        {
            readonly ValueTask _value;
            readonly bool _capture;
            internal ConfiguredValueTaskAwaiter(ValueTask value, bool continueOnCapturedContext) { _value = value; _capture = continueOnCapturedContext; }
            public bool IsCompleted { get { return _value.IsCompleted; } }
            public void GetResult() { Task t = _value._task; if (t != null && t._status != (int)TaskStatus.RanToCompletion) t.ThrowForAwait(); }
            public void OnCompleted(Action continuation) { _value.AsTask().SetContinuationForAwait(continuation, _capture); }
            public void UnsafeOnCompleted(Action continuation) { _value.AsTask().SetContinuationForAwait(continuation, _capture); }
        }
    }

    public struct ConfiguredValueTaskAwaitable<TResult>
    {
        readonly ValueTask<TResult> _value;
        readonly bool _capture;
        internal ConfiguredValueTaskAwaitable(ValueTask<TResult> value, bool continueOnCapturedContext) { _value = value; _capture = continueOnCapturedContext; }
        public ConfiguredValueTaskAwaiter GetAwaiter() { return new ConfiguredValueTaskAwaiter(_value, _capture); }

        public struct ConfiguredValueTaskAwaiter : ICriticalNotifyCompletion, INotifyCompletion
        {
            readonly ValueTask<TResult> _value;
            readonly bool _capture;
            internal ConfiguredValueTaskAwaiter(ValueTask<TResult> value, bool continueOnCapturedContext) { _value = value; _capture = continueOnCapturedContext; }
            public bool IsCompleted { get { return _value.IsCompleted; } }
            public TResult GetResult() { return _value.Result; }
            public void OnCompleted(Action continuation) { _value.AsTask().SetContinuationForAwait(continuation, _capture); }
            public void UnsafeOnCompleted(Action continuation) { _value.AsTask().SetContinuationForAwait(continuation, _capture); }
        }
    }

    // async ValueTask methods (mcs honours [AsyncMethodBuilder]): a synchronous completion
    // needs no task; otherwise the task builder's machinery.
    public struct AsyncValueTaskMethodBuilder
    {
        AsyncTaskMethodBuilder<VoidTaskResult> _builder;
        bool _haveResult;

        public static AsyncValueTaskMethodBuilder Create() { return default(AsyncValueTaskMethodBuilder); }
        public void Start<TStateMachine>(ref TStateMachine stateMachine) where TStateMachine : IAsyncStateMachine { stateMachine.MoveNext(); }
        public void SetStateMachine(IAsyncStateMachine stateMachine) { _builder.SetStateMachine(stateMachine); }

        public ValueTask Task
        {
            get
            {
                if (_haveResult) return default(ValueTask);
                return new ValueTask(_builder.Task);
            }
        }

        public void SetResult()
        {
            if (_builder.m_task == null) _haveResult = true;
            else _builder.SetResult(default(VoidTaskResult));
        }

        public void SetException(Exception exception) { _builder.SetException(exception); }

        public void AwaitOnCompleted<TAwaiter, TStateMachine>(ref TAwaiter awaiter, ref TStateMachine stateMachine) where TAwaiter : INotifyCompletion where TStateMachine : IAsyncStateMachine
        {
            _builder.AwaitOnCompleted(ref awaiter, ref stateMachine);
        }

        public void AwaitUnsafeOnCompleted<TAwaiter, TStateMachine>(ref TAwaiter awaiter, ref TStateMachine stateMachine) where TAwaiter : ICriticalNotifyCompletion where TStateMachine : IAsyncStateMachine
        {
            _builder.AwaitUnsafeOnCompleted(ref awaiter, ref stateMachine);
        }
    }

    public struct AsyncValueTaskMethodBuilder<TResult>
    {
        AsyncTaskMethodBuilder<TResult> _builder;
        TResult _result;
        bool _haveResult;

        public static AsyncValueTaskMethodBuilder<TResult> Create() { return default(AsyncValueTaskMethodBuilder<TResult>); }
        public void Start<TStateMachine>(ref TStateMachine stateMachine) where TStateMachine : IAsyncStateMachine { stateMachine.MoveNext(); }
        public void SetStateMachine(IAsyncStateMachine stateMachine) { _builder.SetStateMachine(stateMachine); }

        public ValueTask<TResult> Task
        {
            get
            {
                if (_haveResult) return new ValueTask<TResult>(_result);
                return new ValueTask<TResult>(_builder.Task);
            }
        }

        public void SetResult(TResult result)
        {
            if (_builder.m_task == null) { _result = result; _haveResult = true; }
            else _builder.SetResult(result);
        }

        public void SetException(Exception exception) { _builder.SetException(exception); }

        public void AwaitOnCompleted<TAwaiter, TStateMachine>(ref TAwaiter awaiter, ref TStateMachine stateMachine) where TAwaiter : INotifyCompletion where TStateMachine : IAsyncStateMachine
        {
            _builder.AwaitOnCompleted(ref awaiter, ref stateMachine);
        }

        public void AwaitUnsafeOnCompleted<TAwaiter, TStateMachine>(ref TAwaiter awaiter, ref TStateMachine stateMachine) where TAwaiter : ICriticalNotifyCompletion where TStateMachine : IAsyncStateMachine
        {
            _builder.AwaitUnsafeOnCompleted(ref awaiter, ref stateMachine);
        }
    }
}
