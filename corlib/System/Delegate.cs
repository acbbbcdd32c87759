using System.Reflection;
using System.Runtime.CompilerServices;

namespace System
{
    [Serializable]
    public abstract class Delegate : ICloneable
    {
        // Runtime contract: field names and order matter.
        internal object _target;
        internal IntPtr _methodPtr;          // the runtime's Method*
        internal Delegate[] _invocationList; // null for a single delegate, else the flattened list

        protected Delegate(object target, string method) { throw new NotSupportedException(); }
        protected Delegate(Type target, string method) { throw new NotSupportedException(); }

        // Allocate a delegate of template's exact type with _target/_methodPtr copied from the
        // last element of list and _invocationList = list.
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern Delegate CreateMulticast(Delegate template, Delegate[] list);

        // Allocate a delegate of `type` bound to `target` and the runtime method `method` (Method*).
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern Delegate CreateDelegateInternal(RuntimeType type, object target, IntPtr method);

        public object Target
        {
            get
            {
                if (_invocationList != null) return _invocationList[_invocationList.Length - 1]._target;
                return _target;
            }
        }

        public object Clone() { return MemberwiseClone(); }

        public object DynamicInvoke(params object[] args) { throw new NotSupportedException("Delegate.DynamicInvoke is not supported."); }

        public virtual Delegate[] GetInvocationList()
        {
            if (_invocationList == null) return new Delegate[] { this };
            return (Delegate[])_invocationList.Clone();
        }

        internal Delegate[] Flattened() { return _invocationList ?? new Delegate[] { this }; }

        bool SameSingle(Delegate d)
        {
            return d._methodPtr == _methodPtr && d._target == _target;
        }

        public override bool Equals(object obj)
        {
            Delegate d = obj as Delegate;
            if ((object)d == null) return false;
            if ((object)d == (object)this) return true;
            if (d.GetType() != GetType()) return false;
            Delegate[] a = Flattened(), b = d.Flattened();
            if (a.Length != b.Length) return false;
            for (int i = 0; i < a.Length; i++)
                if (!a[i].SameSingle(b[i])) return false;
            return true;
        }

        public override int GetHashCode()
        {
            return GetType().GetHashCode();
        }

        public static bool operator ==(Delegate d1, Delegate d2)
        {
            if ((object)d1 == null) return (object)d2 == null;
            return d1.Equals(d2);
        }

        public static bool operator !=(Delegate d1, Delegate d2) { return !(d1 == d2); }

        public static Delegate Combine(Delegate a, Delegate b)
        {
            if ((object)a == null) return b;
            if ((object)b == null) return a;
            if (a.GetType() != b.GetType()) throw new ArgumentException("Delegates must be of the same type.");
            Delegate[] la = a.Flattened(), lb = b.Flattened();
            Delegate[] list = new Delegate[la.Length + lb.Length];
            Array.Copy(la, 0, list, 0, la.Length);
            Array.Copy(lb, 0, list, la.Length, lb.Length);
            return CreateMulticast(a, list);
        }

        public static Delegate Combine(params Delegate[] delegates)
        {
            if (delegates == null) return null;
            Delegate d = null;
            for (int i = 0; i < delegates.Length; i++) d = Combine(d, delegates[i]);
            return d;
        }

        protected virtual Delegate CombineImpl(Delegate d) { return Combine(this, d); }
        protected virtual Delegate RemoveImpl(Delegate d) { return Remove(this, d); }

        static Delegate FromList(Delegate template, Delegate[] list, int start, int count)
        {
            if (count == 0) return null;
            if (count == 1) return list[start];
            Delegate[] n = new Delegate[count];
            Array.Copy(list, start, n, 0, count);
            return CreateMulticast(template, n);
        }

        public static Delegate Remove(Delegate source, Delegate value)
        {
            if ((object)source == null) return null;
            if ((object)value == null) return source;
            if (source.GetType() != value.GetType()) throw new ArgumentException("Delegates must be of the same type.");
            Delegate[] s = source.Flattened(), v = value.Flattened();
            // Remove the last occurrence of v as a contiguous sub-list of s.
            for (int i = s.Length - v.Length; i >= 0; i--)
            {
                bool match = true;
                for (int k = 0; k < v.Length; k++)
                    if (!s[i + k].SameSingle(v[k])) { match = false; break; }
                if (!match) continue;
                int count = s.Length - v.Length;
                if (count == 0) return null;
                Delegate[] n = new Delegate[count];
                Array.Copy(s, 0, n, 0, i);
                Array.Copy(s, i + v.Length, n, i, s.Length - i - v.Length);
                return FromList(source, n, 0, count);
            }
            return source;
        }

        public static Delegate RemoveAll(Delegate source, Delegate value)
        {
            Delegate d;
            do
            {
                d = source;
                source = Remove(source, value);
            } while ((object)d != (object)source);
            return source;
        }
    }

    [Serializable]
    public abstract class MulticastDelegate : Delegate
    {
        protected MulticastDelegate(object target, string method) : base(target, method) { }
        protected MulticastDelegate(Type target, string method) : base(target, method) { }

        public sealed override Delegate[] GetInvocationList() { return base.GetInvocationList(); }
        public sealed override bool Equals(object obj) { return base.Equals(obj); }
        public sealed override int GetHashCode() { return base.GetHashCode(); }

        public static bool operator ==(MulticastDelegate d1, MulticastDelegate d2) { return (Delegate)d1 == (Delegate)d2; }
        public static bool operator !=(MulticastDelegate d1, MulticastDelegate d2) { return (Delegate)d1 != (Delegate)d2; }
    }

    public delegate void Action();
    public delegate void Action<in T>(T obj);
    public delegate void Action<in T1, in T2>(T1 arg1, T2 arg2);
    public delegate void Action<in T1, in T2, in T3>(T1 arg1, T2 arg2, T3 arg3);
    public delegate void Action<in T1, in T2, in T3, in T4>(T1 arg1, T2 arg2, T3 arg3, T4 arg4);
    public delegate void Action<in T1, in T2, in T3, in T4, in T5>(T1 arg1, T2 arg2, T3 arg3, T4 arg4, T5 arg5);
    public delegate void Action<in T1, in T2, in T3, in T4, in T5, in T6>(T1 arg1, T2 arg2, T3 arg3, T4 arg4, T5 arg5, T6 arg6);
    public delegate void Action<in T1, in T2, in T3, in T4, in T5, in T6, in T7>(T1 arg1, T2 arg2, T3 arg3, T4 arg4, T5 arg5, T6 arg6, T7 arg7);
    public delegate void Action<in T1, in T2, in T3, in T4, in T5, in T6, in T7, in T8>(T1 arg1, T2 arg2, T3 arg3, T4 arg4, T5 arg5, T6 arg6, T7 arg7, T8 arg8);
    public delegate TResult Func<out TResult>();
    public delegate TResult Func<in T, out TResult>(T arg);
    public delegate TResult Func<in T1, in T2, out TResult>(T1 arg1, T2 arg2);
    public delegate TResult Func<in T1, in T2, in T3, out TResult>(T1 arg1, T2 arg2, T3 arg3);
    public delegate TResult Func<in T1, in T2, in T3, in T4, out TResult>(T1 arg1, T2 arg2, T3 arg3, T4 arg4);
    public delegate TResult Func<in T1, in T2, in T3, in T4, in T5, out TResult>(T1 arg1, T2 arg2, T3 arg3, T4 arg4, T5 arg5);
    public delegate TResult Func<in T1, in T2, in T3, in T4, in T5, in T6, out TResult>(T1 arg1, T2 arg2, T3 arg3, T4 arg4, T5 arg5, T6 arg6);
    public delegate TResult Func<in T1, in T2, in T3, in T4, in T5, in T6, in T7, out TResult>(T1 arg1, T2 arg2, T3 arg3, T4 arg4, T5 arg5, T6 arg6, T7 arg7);
    public delegate TResult Func<in T1, in T2, in T3, in T4, in T5, in T6, in T7, in T8, out TResult>(T1 arg1, T2 arg2, T3 arg3, T4 arg4, T5 arg5, T6 arg6, T7 arg7, T8 arg8);
    public delegate bool Predicate<in T>(T obj);
    public delegate int Comparison<in T>(T x, T y);
    public delegate TOutput Converter<in TInput, out TOutput>(TInput input);
    public delegate void EventHandler(object sender, EventArgs e);
    public delegate void EventHandler<TEventArgs>(object sender, TEventArgs e);
    public delegate void AsyncCallback(IAsyncResult ar);
    public delegate void UnhandledExceptionEventHandler(object sender, UnhandledExceptionEventArgs e);

    [Serializable]
    public class EventArgs
    {
        public static readonly EventArgs Empty = new EventArgs();
        public EventArgs() { }
    }

    public class UnhandledExceptionEventArgs : EventArgs
    {
        object _exception;
        bool _isTerminating;
        public UnhandledExceptionEventArgs(object exception, bool isTerminating) { _exception = exception; _isTerminating = isTerminating; }
        public object ExceptionObject { get { return _exception; } }
        public bool IsTerminating { get { return _isTerminating; } }
    }

    public interface IAsyncResult
    {
        object AsyncState { get; }
        System.Threading.WaitHandle AsyncWaitHandle { get; }
        bool CompletedSynchronously { get; }
        bool IsCompleted { get; }
    }
}
