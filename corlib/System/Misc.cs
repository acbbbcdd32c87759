using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Threading;

namespace System
{
    public enum LazyThreadSafetyMode { None = 0, PublicationOnly = 1, ExecutionAndPublication = 2 }

    [Serializable]
    public class Lazy<T>
    {
        Func<T> _factory;
        T _value;
        bool _created;
        Exception _error;

        public Lazy() : this(() => (T)((RuntimeType)typeof(T)).CreateInstanceDefaultCtor()) { }
        public Lazy(bool isThreadSafe) : this() { }
        public Lazy(Func<T> valueFactory)
        {
            if (valueFactory == null) throw new ArgumentNullException("valueFactory");
            _factory = valueFactory;
        }
        public Lazy(Func<T> valueFactory, bool isThreadSafe) : this(valueFactory) { }
        public Lazy(Func<T> valueFactory, LazyThreadSafetyMode mode) : this(valueFactory) { }
        public Lazy(LazyThreadSafetyMode mode) : this() { }
        public Lazy(T value) { _value = value; _created = true; }

        public bool IsValueCreated { get { return _created; } }

        public T Value
        {
            get
            {
                if (_created) return _value;
                if (_error != null) throw _error;
                lock (this)
                {
                    if (_created) return _value;
                    Func<T> f = _factory;
                    if (f == null) throw new InvalidOperationException("ValueFactory attempted to access the Value property of this instance.");
                    _factory = null;
                    try { _value = f(); }
                    catch (Exception e) { _error = e; throw; }
                    _created = true;
                    return _value;
                }
            }
        }

        public override string ToString() { return _created ? (_value == null ? "" : _value.ToString()) : "Value is not created."; }
    }

    [Serializable]
    public class WeakReference
    {
        GCHandle _handle;
        bool _trackResurrection;

        public WeakReference(object target) : this(target, false) { }
        public WeakReference(object target, bool trackResurrection)
        {
            _trackResurrection = trackResurrection;
            _handle = GCHandle.Alloc(target, trackResurrection ? GCHandleType.WeakTrackResurrection : GCHandleType.Weak);
        }

        public virtual bool IsAlive { get { return _handle.IsAllocated && _handle.Target != null; } }
        public virtual bool TrackResurrection { get { return _trackResurrection; } }
        public virtual object Target
        {
            get { return _handle.IsAllocated ? _handle.Target : null; }
            set { if (_handle.IsAllocated) _handle.Target = value; }
        }

        ~WeakReference()
        {
            if (_handle.IsAllocated) _handle.Free();
        }
    }

    [Serializable]
    public sealed class WeakReference<T> where T : class
    {
        GCHandle _handle;

        public WeakReference(T target) : this(target, false) { }
        public WeakReference(T target, bool trackResurrection)
        {
            _handle = GCHandle.Alloc(target, trackResurrection ? GCHandleType.WeakTrackResurrection : GCHandleType.Weak);
        }

        public bool TryGetTarget(out T target)
        {
            target = _handle.IsAllocated ? (T)_handle.Target : null;
            return target != null;
        }

        public void SetTarget(T target) { if (_handle.IsAllocated) _handle.Target = target; }

        ~WeakReference()
        {
            if (_handle.IsAllocated) _handle.Free();
        }
    }

    [Serializable]
    public struct Guid : IFormattable, IComparable, IComparable<Guid>, IEquatable<Guid>
    {
        public static readonly Guid Empty = new Guid();
        int _a; short _b; short _c; byte _d, _e, _f, _g, _h, _i, _j, _k;

        public Guid(byte[] b)
        {
            if (b == null) throw new ArgumentNullException("b");
            if (b.Length != 16) throw new ArgumentException("Byte array for Guid must be exactly 16 bytes long.", "b");
            _a = b[3] << 24 | b[2] << 16 | b[1] << 8 | b[0];
            _b = (short)(b[5] << 8 | b[4]);
            _c = (short)(b[7] << 8 | b[6]);
            _d = b[8]; _e = b[9]; _f = b[10]; _g = b[11]; _h = b[12]; _i = b[13]; _j = b[14]; _k = b[15];
        }

        public Guid(int a, short b, short c, byte d, byte e, byte f, byte g, byte h, byte i, byte j, byte k)
        {
            _a = a; _b = b; _c = c; _d = d; _e = e; _f = f; _g = g; _h = h; _i = i; _j = j; _k = k;
        }

        public Guid(string g)
        {
            if (g == null) throw new ArgumentNullException("g");
            string s = g.Trim().Trim('{', '}').Replace("-", "");
            if (s.Length != 32) throw new FormatException("Guid should contain 32 digits with 4 dashes (xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx).");
            _a = (int)Convert.ToUInt32(s.Substring(0, 8), 16);
            _b = (short)Convert.ToUInt32(s.Substring(8, 4), 16);
            _c = (short)Convert.ToUInt32(s.Substring(12, 4), 16);
            _d = Convert.ToByte(s.Substring(16, 2), 16); _e = Convert.ToByte(s.Substring(18, 2), 16);
            _f = Convert.ToByte(s.Substring(20, 2), 16); _g = Convert.ToByte(s.Substring(22, 2), 16);
            _h = Convert.ToByte(s.Substring(24, 2), 16); _i = Convert.ToByte(s.Substring(26, 2), 16);
            _j = Convert.ToByte(s.Substring(28, 2), 16); _k = Convert.ToByte(s.Substring(30, 2), 16);
        }

        public static Guid NewGuid()
        {
            byte[] b = new byte[16];
            Random.Shared.NextBytes(b);
            b[7] = (byte)((b[7] & 0x0F) | 0x40);
            b[8] = (byte)((b[8] & 0x3F) | 0x80);
            return new Guid(b);
        }

        public static Guid Parse(string input) { return new Guid(input); }

        public byte[] ToByteArray()
        {
            return new byte[] { (byte)_a, (byte)(_a >> 8), (byte)(_a >> 16), (byte)(_a >> 24), (byte)_b, (byte)(_b >> 8), (byte)_c, (byte)(_c >> 8), _d, _e, _f, _g, _h, _i, _j, _k };
        }

        public override string ToString() { return ToString("D", null); }
        public string ToString(string format) { return ToString(format, null); }
        public string ToString(string format, IFormatProvider provider)
        {
            string s = ((uint)_a).ToString("x8") + "-" + ((ushort)_b).ToString("x4") + "-" + ((ushort)_c).ToString("x4") + "-" + _d.ToString("x2") + _e.ToString("x2") + "-" +
                _f.ToString("x2") + _g.ToString("x2") + _h.ToString("x2") + _i.ToString("x2") + _j.ToString("x2") + _k.ToString("x2");
            if (format == "N") return s.Replace("-", "");
            if (format == "B") return "{" + s + "}";
            if (format == "P") return "(" + s + ")";
            return s;
        }

        public override int GetHashCode() { return _a ^ (((int)_b << 16) | (int)(ushort)_c) ^ (((int)_f << 24) | _k); }
        public override bool Equals(object o) { return o is Guid && Equals((Guid)o); }
        public bool Equals(Guid g)
        {
            return g._a == _a && g._b == _b && g._c == _c && g._d == _d && g._e == _e && g._f == _f && g._g == _g && g._h == _h && g._i == _i && g._j == _j && g._k == _k;
        }
        public int CompareTo(object value) { if (value == null) return 1; return CompareTo((Guid)value); }
        public int CompareTo(Guid value) { return string.CompareOrdinal(ToString(), value.ToString()); }
        public static bool operator ==(Guid a, Guid b) { return a.Equals(b); }
        public static bool operator !=(Guid a, Guid b) { return !a.Equals(b); }
    }

    public static class HashCode
    {
        public static int Combine<T1>(T1 value1) { return H(0, value1); }
        public static int Combine<T1, T2>(T1 value1, T2 value2) { return H(H(0, value1), value2); }
        public static int Combine<T1, T2, T3>(T1 value1, T2 value2, T3 value3) { return H(H(H(0, value1), value2), value3); }
        public static int Combine<T1, T2, T3, T4>(T1 value1, T2 value2, T3 value3, T4 value4) { return H(H(H(H(0, value1), value2), value3), value4); }
        static int H<T>(int h, T v) { return unchecked((h * -1521134295) + (v == null ? 0 : v.GetHashCode())); }
    }
}
