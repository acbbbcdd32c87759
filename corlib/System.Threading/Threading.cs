using System;
using System.Runtime.CompilerServices;

namespace System.Threading
{
    public static class Monitor
    {
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern void Enter(object obj);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern void Exit(object obj);
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern bool TryEnterInternal(object obj, int millisecondsTimeout);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern bool IsEntered(object obj);
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern bool WaitInternal(object obj, int millisecondsTimeout);
        // Monitor.Wait for task waits (Task.Wait/Result/GetResult): the thread pool's blocking
        // compensation tells them apart (CORVID_ThreadPoolBlockingScope=task counts only these).
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern bool TaskWaitInternal(object obj, int millisecondsTimeout);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern void Pulse(object obj);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern void PulseAll(object obj);

        public static void Enter(object obj, ref bool lockTaken)
        {
            if (lockTaken) throw new ArgumentException("The lockTaken argument must be set to false before calling this method.", "lockTaken");
            Enter(obj);
            lockTaken = true;
        }

        public static bool TryEnter(object obj) { return TryEnterInternal(obj, 0); }
        public static bool TryEnter(object obj, int millisecondsTimeout) { return TryEnterInternal(obj, millisecondsTimeout); }
        public static void TryEnter(object obj, ref bool lockTaken) { lockTaken = TryEnterInternal(obj, 0); }
        public static void TryEnter(object obj, int millisecondsTimeout, ref bool lockTaken) { lockTaken = TryEnterInternal(obj, millisecondsTimeout); }
        public static bool Wait(object obj) { return WaitInternal(obj, -1); }
        public static bool Wait(object obj, int millisecondsTimeout) { return WaitInternal(obj, millisecondsTimeout); }
    }

    public static class Interlocked
    {
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern int Increment(ref int location);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern long Increment(ref long location);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern int Decrement(ref int location);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern long Decrement(ref long location);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern int Add(ref int location1, int value);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern long Add(ref long location1, long value);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern int Exchange(ref int location1, int value);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern long Exchange(ref long location1, long value);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double Exchange(ref double location1, double value);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern object Exchange(ref object location1, object value);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern IntPtr Exchange(ref IntPtr location1, IntPtr value);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern int CompareExchange(ref int location1, int value, int comparand);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern long CompareExchange(ref long location1, long value, long comparand);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern double CompareExchange(ref double location1, double value, double comparand);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern object CompareExchange(ref object location1, object value, object comparand);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern IntPtr CompareExchange(ref IntPtr location1, IntPtr value, IntPtr comparand);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern void MemoryBarrier();

        public static long Read(ref long location) { return CompareExchange(ref location, 0, 0); }

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern T Exchange<T>(ref T location1, T value) where T : class;
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern T CompareExchange<T>(ref T location1, T value, T comparand) where T : class;
    }

    public static class Volatile
    {
        public static bool Read(ref bool location) { bool v = location; Interlocked.MemoryBarrier(); return v; }
        public static int Read(ref int location) { int v = location; Interlocked.MemoryBarrier(); return v; }
        public static long Read(ref long location) { long v = location; Interlocked.MemoryBarrier(); return v; }
        public static double Read(ref double location) { double v = location; Interlocked.MemoryBarrier(); return v; }
        public static T Read<T>(ref T location) where T : class { T v = location; Interlocked.MemoryBarrier(); return v; }
        public static void Write(ref bool location, bool value) { Interlocked.MemoryBarrier(); location = value; }
        public static void Write(ref int location, int value) { Interlocked.MemoryBarrier(); location = value; }
        public static void Write(ref long location, long value) { Interlocked.MemoryBarrier(); location = value; }
        public static void Write(ref double location, double value) { Interlocked.MemoryBarrier(); location = value; }
        public static void Write<T>(ref T location, T value) where T : class { Interlocked.MemoryBarrier(); location = value; }
    }
}
