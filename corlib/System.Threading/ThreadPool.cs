using System;
using System.Runtime.CompilerServices;

namespace System.Threading
{
    public delegate void WaitCallback(object state);

    // What the pool runs (CoreCLR's IThreadPoolWorkItem; Task implements it).
    public interface IThreadPoolWorkItem
    {
        void Execute();
    }

    sealed class QueueUserWorkItemCallback : IThreadPoolWorkItem
    {
        readonly WaitCallback callback;
        readonly object state;
        internal QueueUserWorkItemCallback(WaitCallback callback, object state) { this.callback = callback; this.state = state; }
        public void Execute() { callback(state); }
    }

    sealed class QueueUserWorkItemCallback<TState> : IThreadPoolWorkItem
    {
        readonly Action<TState> callback;
        readonly TState state;
        internal QueueUserWorkItemCallback(Action<TState> callback, TState state) { this.callback = callback; this.state = state; }
        public void Execute() { callback(state); }
    }

    // The pool itself is in the runtime (src/pool): queues, workers, hill climbing, the
    // starvation gate and blocking compensation.  corvid has no ExecutionContext flow, so the
    // Unsafe* variants behave as the others.
    public static class ThreadPool
    {
        public static bool QueueUserWorkItem(WaitCallback callBack) { return QueueUserWorkItem(callBack, null); }

        public static bool QueueUserWorkItem(WaitCallback callBack, object state)
        {
            if (callBack == null) throw new ArgumentNullException("callBack");
            return EnqueueInternal(new QueueUserWorkItemCallback(callBack, state), false);
        }

        public static bool QueueUserWorkItem<TState>(Action<TState> callBack, TState state, bool preferLocal)
        {
            if (callBack == null) throw new ArgumentNullException("callBack");
            return EnqueueInternal(new QueueUserWorkItemCallback<TState>(callBack, state), preferLocal);
        }

        public static bool UnsafeQueueUserWorkItem(WaitCallback callBack, object state) { return QueueUserWorkItem(callBack, state); }

        public static bool UnsafeQueueUserWorkItem<TState>(Action<TState> callBack, TState state, bool preferLocal)
        {
            return QueueUserWorkItem(callBack, state, preferLocal);
        }

        public static bool UnsafeQueueUserWorkItem(IThreadPoolWorkItem callBack, bool preferLocal)
        {
            if (callBack == null) throw new ArgumentNullException("callBack");
            return EnqueueInternal(callBack, preferLocal);
        }

        // CoreCLR's high-priority queue: dequeued before the global queue, so runtime work such
        // as firing due timers (CoreCLR's timer thread queues its TimerQueue here) does not wait
        // behind a backlog of user items.
        internal static void UnsafeQueueHighPriorityWorkItemInternal(IThreadPoolWorkItem callBack)
        {
            if (callBack == null) throw new ArgumentNullException("callBack");
            EnqueueHighPriorityInternal(callBack);
        }

        // CoreCLR's TryPopCustomWorkItem: removes the item from the calling pool thread's own
        // queue if it is still there (Task.Wait runs such a task inline instead of blocking).
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern bool TryPopCustomWorkItem(IThreadPoolWorkItem workItem);

        public static bool SetMinThreads(int workerThreads, int completionPortThreads) { return SetMinThreadsInternal(workerThreads, completionPortThreads); }
        public static bool SetMaxThreads(int workerThreads, int completionPortThreads) { return SetMaxThreadsInternal(workerThreads, completionPortThreads); }
        public static void GetMinThreads(out int workerThreads, out int completionPortThreads) { GetThreadsInternal(0, out workerThreads, out completionPortThreads); }
        public static void GetMaxThreads(out int workerThreads, out int completionPortThreads) { GetThreadsInternal(1, out workerThreads, out completionPortThreads); }
        public static void GetAvailableThreads(out int workerThreads, out int completionPortThreads) { GetThreadsInternal(2, out workerThreads, out completionPortThreads); }

        public static int ThreadCount { get { return GetThreadCount(); } }
        public static long PendingWorkItemCount { get { return GetPendingWorkItemCount(); } }
        public static long CompletedWorkItemCount { get { return GetCompletedWorkItemCount(); } }

        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern bool EnqueueInternal(IThreadPoolWorkItem item, bool preferLocal);
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern bool EnqueueHighPriorityInternal(IThreadPoolWorkItem item);
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern bool SetMinThreadsInternal(int workerThreads, int completionPortThreads);
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern bool SetMaxThreadsInternal(int workerThreads, int completionPortThreads);
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern void GetThreadsInternal(int kind, out int workerThreads, out int completionPortThreads);
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern int GetThreadCount();
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern long GetPendingWorkItemCount();
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern long GetCompletedWorkItemCount();
    }

    // A pool worker runs Dispatch (src/pool/pool_worker.c): Next hands out items and, after each
    // one, counts the completion, may run hill climbing, and returns null when the queues are
    // empty or the worker must stop (the pool is above its goal).  An exception escaping an
    // item is unhandled and ends the process, as in CoreCLR.
    static class ThreadPoolWorkQueue
    {
        static void Dispatch()
        {
            IThreadPoolWorkItem item = Next(false);
            while (item != null)
            {
                item.Execute();
                item = Next(true);
            }
        }

        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern IThreadPoolWorkItem Next(bool completed);
    }
}
