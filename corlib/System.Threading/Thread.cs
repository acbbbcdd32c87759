using System;
using System.Runtime.CompilerServices;

namespace System.Threading
{
    public delegate void ThreadStart();
    public delegate void ParameterizedThreadStart(object obj);

    [Flags]
    public enum ThreadState
    {
        Running = 0, StopRequested = 1, SuspendRequested = 2, Background = 4, Unstarted = 8,
        Stopped = 16, WaitSleepJoin = 32, Suspended = 64, AbortRequested = 128, Aborted = 256
    }

    public enum ThreadPriority { Lowest = 0, BelowNormal = 1, Normal = 2, AboveNormal = 3, Highest = 4 }

    // A managed thread.  The runtime keeps the native side (src/thread, src/vm/icall_thread.c):
    // StartInternal creates the OS thread, which calls StartCallback; Thread objects for threads
    // the runtime started itself (Main, pool workers, the finalizer) are created on first use of
    // CurrentThread.  Field order matters: icall_thread.c reads these fields by name.
    public sealed class Thread
    {
        const int StateUnstarted = 0, StateStarting = 1, StateRunning = 2, StateStopped = 3;

        int managedThreadId;
        int state;
        bool isBackground;
        bool isThreadPoolThread;
        string name;
        Delegate start;
        object startArgument;
        int maxStackSize;
        ThreadPriority priority = ThreadPriority.Normal;
        readonly object joinLock = new object();

        public Thread(ThreadStart start) : this(start, 0) { }
        public Thread(ThreadStart start, int maxStackSize) { Init(start, maxStackSize); }
        public Thread(ParameterizedThreadStart start) : this(start, 0) { }
        public Thread(ParameterizedThreadStart start, int maxStackSize) { Init(start, maxStackSize); }

        // Used by the runtime for threads it started itself (Thread.CurrentThread there).
        Thread() { state = StateRunning; }

        void Init(Delegate start, int maxStackSize)
        {
            if (start == null) throw new ArgumentNullException("start");
            if (maxStackSize < 0) throw new ArgumentOutOfRangeException("maxStackSize", "Non-negative number required.");
            this.start = start;
            this.maxStackSize = maxStackSize;
            managedThreadId = AllocateThreadId();
        }

        public static Thread CurrentThread { get { return GetCurrentThread(); } }

        public int ManagedThreadId { get { return managedThreadId; } }

        public string Name
        {
            get { return name; }
            set
            {
                lock (joinLock)
                {
                    if (name != null && name != value) throw new InvalidOperationException("This property has already been set and cannot be modified.");
                    name = value;
                }
            }
        }

        public bool IsBackground
        {
            get
            {
                if (state == StateStopped) throw new ThreadStateException("Thread is dead; state cannot be accessed.");
                return isBackground;
            }
            set
            {
                if (state == StateStopped) throw new ThreadStateException("Thread is dead; state cannot be accessed.");
                lock (joinLock)
                {
                    if (isBackground == value) return;
                    isBackground = value;
                    if (state == StateStarting || state == StateRunning) SetBackgroundNative(value);
                }
            }
        }

        public bool IsThreadPoolThread { get { return isThreadPoolThread; } }
        public bool IsAlive { get { int s = state; return s == StateStarting || s == StateRunning; } }
        public ThreadPriority Priority { get { return priority; } set { priority = value; } }

        public ThreadState ThreadState
        {
            get
            {
                ThreadState s;
                switch (state)
                {
                    case StateUnstarted: s = ThreadState.Unstarted; break;
                    case StateStopped: s = ThreadState.Stopped; break;
                    default: s = ThreadState.Running; break;
                }
                if (isBackground && s != ThreadState.Stopped) s |= ThreadState.Background;
                return s;
            }
        }

        public void Start()
        {
            if (start is ParameterizedThreadStart) StartCore(null);
            else StartCore(null);
        }

        public void Start(object parameter)
        {
            if (start is ThreadStart) throw new InvalidOperationException("The thread was created with a ThreadStart delegate that does not accept a parameter.");
            StartCore(parameter);
        }

        void StartCore(object parameter)
        {
            lock (joinLock)
            {
                if (state != StateUnstarted) throw new ThreadStateException("Thread is running or terminated; it cannot restart.");
                startArgument = parameter;
                state = StateStarting;
            }
            if (!StartInternal(this, maxStackSize))
            {
                lock (joinLock) { state = StateUnstarted; }
                throw new OutOfMemoryException("Thread failed to start.");
            }
        }

        // Called by the runtime on the new thread.  An exception that escapes is unhandled:
        // the runtime reports it and ends the process, as CoreCLR does.
        void StartCallback()
        {
            lock (joinLock) { state = StateRunning; }
            try
            {
                Delegate d = start;
                object argument = startArgument;
                start = null;
                startArgument = null;
                ParameterizedThreadStart parameterized = d as ParameterizedThreadStart;
                if (parameterized != null) parameterized(argument);
                else ((ThreadStart)d)();
            }
            finally
            {
                MarkStopped();
            }
        }

        void MarkStopped()
        {
            lock (joinLock)
            {
                state = StateStopped;
                Monitor.PulseAll(joinLock);
            }
        }

        public void Join() { Join(Timeout.Infinite); }
        public bool Join(TimeSpan timeout) { return Join(Timeout.ToMilliseconds(timeout)); }

        public bool Join(int millisecondsTimeout)
        {
            if (millisecondsTimeout < Timeout.Infinite) throw new ArgumentOutOfRangeException("millisecondsTimeout", "Number must be either non-negative and less than or equal to Int32.MaxValue or -1.");
            if (state == StateUnstarted) throw new ThreadStateException("Thread has not been started.");
            if (this == CurrentThread) return state == StateStopped; // .NET returns at once on self-join with a timeout; -1 would deadlock
            long deadline = millisecondsTimeout == Timeout.Infinite ? 0 : Environment.TickCount64 + millisecondsTimeout;
            lock (joinLock)
            {
                while (state != StateStopped)
                {
                    if (millisecondsTimeout == Timeout.Infinite) JoinWait(joinLock, Timeout.Infinite);
                    else
                    {
                        long left = deadline - Environment.TickCount64;
                        if (left <= 0) return false;
                        JoinWait(joinLock, (int)left);
                    }
                }
            }
            return true;
        }

        public static void Sleep(int millisecondsTimeout)
        {
            if (millisecondsTimeout < Timeout.Infinite) throw new ArgumentOutOfRangeException("millisecondsTimeout", "Number must be either non-negative and less than or equal to Int32.MaxValue or -1.");
            SleepInternal(millisecondsTimeout);
        }

        public static void Sleep(TimeSpan timeout) { Sleep(Timeout.ToMilliseconds(timeout)); }
        public static bool Yield() { return YieldInternal(); }

        public static void SpinWait(int iterations)
        {
            for (int i = 0; i < iterations; i++) SpinOnce();
        }

        public static void MemoryBarrier() { Interlocked.MemoryBarrier(); }
        public static int GetCurrentProcessorId() { return GetCurrentProcessorIdInternal(); }

        public override int GetHashCode() { return managedThreadId; }

        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern Thread GetCurrentThread();
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern int AllocateThreadId();
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern bool StartInternal(Thread thread, int maxStackSize);
        [MethodImpl(MethodImplOptions.InternalCall)]
        extern void SetBackgroundNative(bool isBackground);
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern void SleepInternal(int millisecondsTimeout);
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern bool YieldInternal();
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern void SpinOnce();
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern int GetCurrentProcessorIdInternal();
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern bool JoinWait(object joinLock, int millisecondsTimeout);
    }

    public static class Timeout
    {
        public const int Infinite = -1;
        public static readonly TimeSpan InfiniteTimeSpan = new TimeSpan(0, 0, 0, 0, -1);

        internal static int ToMilliseconds(TimeSpan timeout)
        {
            long ms = (long)timeout.TotalMilliseconds;
            if (ms < -1 || ms > int.MaxValue) throw new ArgumentOutOfRangeException("timeout", "The timeout must represent a value between -1 and Int32.MaxValue, inclusive.");
            return (int)ms;
        }
    }
}
