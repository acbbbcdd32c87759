using System;

namespace System.Collections.Generic
{
    [Serializable]
    public abstract class EqualityComparer<T> : IEqualityComparer, IEqualityComparer<T>
    {
        static EqualityComparer<T> s_default;

        protected EqualityComparer() { }

        public static EqualityComparer<T> Default
        {
            get
            {
                EqualityComparer<T> c = s_default;
                if (c == null) { c = CreateDefault(); s_default = c; }
                return c;
            }
        }

        static EqualityComparer<T> CreateDefault()
        {
            Type t = typeof(T);
            if (t == typeof(string)) return (EqualityComparer<T>)(object)new StringEqualityComparer();
            if (t == typeof(int)) return (EqualityComparer<T>)(object)new Int32EqualityComparer();
            if (t == typeof(long)) return (EqualityComparer<T>)(object)new Int64EqualityComparer();
            if (t == typeof(char)) return (EqualityComparer<T>)(object)new CharEqualityComparer();
            if (typeof(IEquatable<T>).IsAssignableFrom(t))
                return (EqualityComparer<T>)((RuntimeType)typeof(GenericEqualityComparer<string>).GetGenericTypeDefinition().MakeGenericType(t)).CreateInstanceDefaultCtor();
            if (t.IsGenericType && t.GetGenericTypeDefinition() == typeof(Nullable<>))
            {
                Type u = t.GetGenericArguments()[0];
                if (typeof(IEquatable<>).MakeGenericType(u).IsAssignableFrom(u))
                    return (EqualityComparer<T>)((RuntimeType)typeof(NullableEqualityComparer<int>).GetGenericTypeDefinition().MakeGenericType(u)).CreateInstanceDefaultCtor();
            }
            return new ObjectEqualityComparer<T>();
        }

        public abstract bool Equals(T x, T y);
        public abstract int GetHashCode(T obj);

        public static EqualityComparer<T> Create(Func<T, T, bool> equals, Func<T, int> getHashCode = null)
        {
            if (equals == null) throw new ArgumentNullException("equals");
            return new DelegateEqualityComparer<T>(equals, getHashCode);
        }

        int IEqualityComparer.GetHashCode(object obj)
        {
            if (obj == null) return 0;
            if (obj is T) return GetHashCode((T)obj);
            throw new ArgumentException("Type of argument is not compatible with the generic comparer.");
        }

        bool IEqualityComparer.Equals(object x, object y)
        {
            if (x == y) return true;
            if (x == null || y == null) return false;
            if ((x is T) && (y is T)) return Equals((T)x, (T)y);
            throw new ArgumentException("Type of argument is not compatible with the generic comparer.");
        }

        internal virtual int IndexOf(T[] array, T value, int startIndex, int count)
        {
            int end = startIndex + count;
            for (int i = startIndex; i < end; i++) if (Equals(array[i], value)) return i;
            return -1;
        }
    }

    [Serializable]
    internal sealed class GenericEqualityComparer<T> : EqualityComparer<T> where T : IEquatable<T>
    {
        public override bool Equals(T x, T y)
        {
            if (x != null)
            {
                if (y != null) return x.Equals(y);
                return false;
            }
            if (y != null) return false;
            return true;
        }
        public override int GetHashCode(T obj) { return obj == null ? 0 : obj.GetHashCode(); }
        public override bool Equals(object obj) { return obj is GenericEqualityComparer<T>; }
        public override int GetHashCode() { return GetType().GetHashCode(); }
    }

    [Serializable]
    internal sealed class NullableEqualityComparer<T> : EqualityComparer<T?> where T : struct, IEquatable<T>
    {
        public override bool Equals(T? x, T? y)
        {
            if (x.HasValue)
            {
                if (y.HasValue) return x.value.Equals(y.value);
                return false;
            }
            return !y.HasValue;
        }
        public override int GetHashCode(T? obj) { return obj.GetHashCode(); }
        public override bool Equals(object obj) { return obj is NullableEqualityComparer<T>; }
        public override int GetHashCode() { return GetType().GetHashCode(); }
    }

    [Serializable]
    internal sealed class ObjectEqualityComparer<T> : EqualityComparer<T>
    {
        public override bool Equals(T x, T y)
        {
            if (x != null)
            {
                if (y != null) return x.Equals(y);
                return false;
            }
            if (y != null) return false;
            return true;
        }
        public override int GetHashCode(T obj) { return obj == null ? 0 : obj.GetHashCode(); }
        public override bool Equals(object obj) { return obj is ObjectEqualityComparer<T>; }
        public override int GetHashCode() { return GetType().GetHashCode(); }
    }

    [Serializable]
    internal sealed class StringEqualityComparer : EqualityComparer<string>
    {
        public override bool Equals(string x, string y) { return string.Equals(x, y); }
        public override int GetHashCode(string obj) { return obj == null ? 0 : obj.GetHashCode(); }
        public override bool Equals(object obj) { return obj is StringEqualityComparer; }
        public override int GetHashCode() { return GetType().GetHashCode(); }
    }

    [Serializable]
    internal sealed class Int32EqualityComparer : EqualityComparer<int>
    {
        public override bool Equals(int x, int y) { return x == y; }
        public override int GetHashCode(int obj) { return obj; }
        public override bool Equals(object obj) { return obj is Int32EqualityComparer; }
        public override int GetHashCode() { return GetType().GetHashCode(); }
    }

    [Serializable]
    internal sealed class Int64EqualityComparer : EqualityComparer<long>
    {
        public override bool Equals(long x, long y) { return x == y; }
        public override int GetHashCode(long obj) { return obj.GetHashCode(); }
        public override bool Equals(object obj) { return obj is Int64EqualityComparer; }
        public override int GetHashCode() { return GetType().GetHashCode(); }
    }

    [Serializable]
    internal sealed class CharEqualityComparer : EqualityComparer<char>
    {
        public override bool Equals(char x, char y) { return x == y; }
        public override int GetHashCode(char obj) { return obj.GetHashCode(); }
        public override bool Equals(object obj) { return obj is CharEqualityComparer; }
        public override int GetHashCode() { return GetType().GetHashCode(); }
    }

    internal sealed class DelegateEqualityComparer<T> : EqualityComparer<T>
    {
        Func<T, T, bool> _equals;
        Func<T, int> _hash;
        internal DelegateEqualityComparer(Func<T, T, bool> equals, Func<T, int> hash) { _equals = equals; _hash = hash; }
        public override bool Equals(T x, T y) { return _equals(x, y); }
        public override int GetHashCode(T obj)
        {
            if (_hash == null) throw new NotSupportedException();
            return _hash(obj);
        }
    }

    [Serializable]
    public abstract class Comparer<T> : IComparer, IComparer<T>
    {
        static Comparer<T> s_default;

        protected Comparer() { }

        public static Comparer<T> Default
        {
            get
            {
                Comparer<T> c = s_default;
                if (c == null) { c = CreateDefault(); s_default = c; }
                return c;
            }
        }

        static Comparer<T> CreateDefault()
        {
            Type t = typeof(T);
            if (t == typeof(int)) return (Comparer<T>)(object)new Int32Comparer();
            if (t == typeof(string)) return (Comparer<T>)(object)new StringComparer_();
            if (t == typeof(double)) return (Comparer<T>)(object)new DoubleComparer();
            if (typeof(IComparable<T>).IsAssignableFrom(t))
                return (Comparer<T>)((RuntimeType)typeof(GenericComparer<int>).GetGenericTypeDefinition().MakeGenericType(t)).CreateInstanceDefaultCtor();
            if (t.IsGenericType && t.GetGenericTypeDefinition() == typeof(Nullable<>))
            {
                Type u = t.GetGenericArguments()[0];
                if (typeof(IComparable<>).MakeGenericType(u).IsAssignableFrom(u))
                    return (Comparer<T>)((RuntimeType)typeof(NullableComparer<int>).GetGenericTypeDefinition().MakeGenericType(u)).CreateInstanceDefaultCtor();
            }
            return new ObjectComparer<T>();
        }

        public static Comparer<T> Create(Comparison<T> comparison)
        {
            if (comparison == null) throw new ArgumentNullException("comparison");
            return new ComparisonComparer<T>(comparison);
        }

        public abstract int Compare(T x, T y);

        int IComparer.Compare(object x, object y)
        {
            if (x == null) return y == null ? 0 : -1;
            if (y == null) return 1;
            if (x is T && y is T) return Compare((T)x, (T)y);
            throw new ArgumentException("At least one object must implement IComparable.");
        }
    }

    [Serializable]
    internal sealed class GenericComparer<T> : Comparer<T> where T : IComparable<T>
    {
        public override int Compare(T x, T y)
        {
            if (x != null)
            {
                if (y != null) return x.CompareTo(y);
                return 1;
            }
            if (y != null) return -1;
            return 0;
        }
        public override bool Equals(object obj) { return obj is GenericComparer<T>; }
        public override int GetHashCode() { return GetType().GetHashCode(); }
    }

    [Serializable]
    internal sealed class NullableComparer<T> : Comparer<T?> where T : struct, IComparable<T>
    {
        public override int Compare(T? x, T? y)
        {
            if (x.HasValue)
            {
                if (y.HasValue) return x.value.CompareTo(y.value);
                return 1;
            }
            if (y.HasValue) return -1;
            return 0;
        }
    }

    [Serializable]
    internal sealed class ObjectComparer<T> : Comparer<T>
    {
        public override int Compare(T x, T y) { return System.Collections.Comparer.Default.Compare(x, y); }
        public override bool Equals(object obj) { return obj is ObjectComparer<T>; }
        public override int GetHashCode() { return GetType().GetHashCode(); }
    }

    internal sealed class Int32Comparer : Comparer<int>
    {
        public override int Compare(int x, int y) { return x < y ? -1 : x > y ? 1 : 0; }
    }

    internal sealed class DoubleComparer : Comparer<double>
    {
        public override int Compare(double x, double y) { return x.CompareTo(y); }
    }

    internal sealed class StringComparer_ : Comparer<string>
    {
        public override int Compare(string x, string y) { return string.Compare(x, y); }
    }

    internal sealed class ComparisonComparer<T> : Comparer<T>
    {
        Comparison<T> _comparison;
        public ComparisonComparer(Comparison<T> comparison) { _comparison = comparison; }
        public override int Compare(T x, T y) { return _comparison(x, y); }
    }

    public abstract class ReferenceEqualityComparer : IEqualityComparer<object>, IEqualityComparer
    {
        public static ReferenceEqualityComparer Instance { get { return Impl.I; } }
        ReferenceEqualityComparer() { }
        public new bool Equals(object x, object y) { return ReferenceEquals(x, y); }
        public int GetHashCode(object obj) { return System.Runtime.CompilerServices.RuntimeHelpers.GetHashCode(obj); }
        sealed class Impl : ReferenceEqualityComparer { internal static readonly Impl I = new Impl(); }
    }
}

namespace System
{
    [Serializable]
    public abstract class StringComparer : System.Collections.IComparer, System.Collections.IEqualityComparer, System.Collections.Generic.IComparer<string>, System.Collections.Generic.IEqualityComparer<string>
    {
        static readonly StringComparer s_ordinal = new OrdinalComparer(false);
        static readonly StringComparer s_ordinalIgnoreCase = new OrdinalComparer(true);
        static readonly StringComparer s_culture = new CultureComparer(false);
        static readonly StringComparer s_cultureIgnoreCase = new CultureComparer(true);

        protected StringComparer() { }

        public static StringComparer Ordinal { get { return s_ordinal; } }
        public static StringComparer OrdinalIgnoreCase { get { return s_ordinalIgnoreCase; } }
        public static StringComparer InvariantCulture { get { return s_culture; } }
        public static StringComparer InvariantCultureIgnoreCase { get { return s_cultureIgnoreCase; } }
        public static StringComparer CurrentCulture { get { return s_culture; } }
        public static StringComparer CurrentCultureIgnoreCase { get { return s_cultureIgnoreCase; } }
        public static StringComparer Create(System.Globalization.CultureInfo culture, bool ignoreCase) { return ignoreCase ? s_cultureIgnoreCase : s_culture; }
        public static StringComparer FromComparison(StringComparison comparisonType)
        {
            switch (comparisonType)
            {
                case StringComparison.Ordinal: return Ordinal;
                case StringComparison.OrdinalIgnoreCase: return OrdinalIgnoreCase;
                case StringComparison.CurrentCultureIgnoreCase:
                case StringComparison.InvariantCultureIgnoreCase: return s_cultureIgnoreCase;
                default: return s_culture;
            }
        }

        public int Compare(object x, object y)
        {
            if (x == y) return 0;
            if (x == null) return -1;
            if (y == null) return 1;
            string sa = x as string, sb = y as string;
            if (sa != null && sb != null) return Compare(sa, sb);
            IComparable ia = x as IComparable;
            if (ia != null) return ia.CompareTo(y);
            throw new ArgumentException("At least one object must implement IComparable.");
        }

        public new bool Equals(object x, object y)
        {
            if (x == y) return true;
            if (x == null || y == null) return false;
            string sa = x as string, sb = y as string;
            if (sa != null && sb != null) return Equals(sa, sb);
            return x.Equals(y);
        }

        public int GetHashCode(object obj)
        {
            if (obj == null) throw new ArgumentNullException("obj");
            string s = obj as string;
            if (s != null) return GetHashCode(s);
            return obj.GetHashCode();
        }

        public abstract int Compare(string x, string y);
        public abstract bool Equals(string x, string y);
        public abstract int GetHashCode(string obj);

        sealed class OrdinalComparer : StringComparer
        {
            bool _ignoreCase;
            internal OrdinalComparer(bool ignoreCase) { _ignoreCase = ignoreCase; }
            public override int Compare(string x, string y) { return string.Compare(x, y, _ignoreCase ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal); }
            public override bool Equals(string x, string y) { return string.Equals(x, y, _ignoreCase ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal); }
            public override int GetHashCode(string obj)
            {
                if (obj == null) throw new ArgumentNullException("obj");
                return _ignoreCase ? obj.ToUpperInvariant().GetHashCode() : obj.GetHashCode();
            }
        }

        sealed class CultureComparer : StringComparer
        {
            bool _ignoreCase;
            internal CultureComparer(bool ignoreCase) { _ignoreCase = ignoreCase; }
            public override int Compare(string x, string y) { return string.Compare(x, y, _ignoreCase); }
            public override bool Equals(string x, string y) { return string.Compare(x, y, _ignoreCase) == 0; }
            public override int GetHashCode(string obj)
            {
                if (obj == null) throw new ArgumentNullException("obj");
                return _ignoreCase ? obj.ToUpperInvariant().GetHashCode() : obj.GetHashCode();
            }
        }
    }
}
