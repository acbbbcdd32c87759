using System;

namespace System.Collections
{
    public interface IEnumerable { IEnumerator GetEnumerator(); }

    public interface IEnumerator
    {
        bool MoveNext();
        object Current { get; }
        void Reset();
    }

    public interface ICollection : IEnumerable
    {
        void CopyTo(Array array, int index);
        int Count { get; }
        object SyncRoot { get; }
        bool IsSynchronized { get; }
    }

    public interface IList : ICollection
    {
        object this[int index] { get; set; }
        int Add(object value);
        bool Contains(object value);
        void Clear();
        bool IsReadOnly { get; }
        bool IsFixedSize { get; }
        int IndexOf(object value);
        void Insert(int index, object value);
        void Remove(object value);
        void RemoveAt(int index);
    }

    public interface IDictionary : ICollection
    {
        object this[object key] { get; set; }
        ICollection Keys { get; }
        ICollection Values { get; }
        bool Contains(object key);
        void Add(object key, object value);
        void Clear();
        bool IsReadOnly { get; }
        bool IsFixedSize { get; }
        new IDictionaryEnumerator GetEnumerator();
        void Remove(object key);
    }

    public interface IDictionaryEnumerator : IEnumerator
    {
        object Key { get; }
        object Value { get; }
        DictionaryEntry Entry { get; }
    }

    public interface IComparer { int Compare(object x, object y); }

    public interface IEqualityComparer
    {
        bool Equals(object x, object y);
        int GetHashCode(object obj);
    }

    public interface IHashCodeProvider { int GetHashCode(object obj); }

    public interface IStructuralComparable { int CompareTo(object other, IComparer comparer); }

    public interface IStructuralEquatable
    {
        bool Equals(object other, IEqualityComparer comparer);
        int GetHashCode(IEqualityComparer comparer);
    }

    [Serializable]
    public struct DictionaryEntry
    {
        object _key, _value;
        public DictionaryEntry(object key, object value) { _key = key; _value = value; }
        public object Key { get { return _key; } set { _key = value; } }
        public object Value { get { return _value; } set { _value = value; } }
        public void Deconstruct(out object key, out object value) { key = _key; value = _value; }
    }

    [Serializable]
    public sealed class Comparer : IComparer
    {
        public static readonly Comparer Default = new Comparer();
        public static readonly Comparer DefaultInvariant = Default;
        Comparer() { }
        public Comparer(System.Globalization.CultureInfo culture) { }

        public int Compare(object a, object b)
        {
            if (a == b) return 0;
            if (a == null) return -1;
            if (b == null) return 1;
            string sa = a as string, sb = b as string;
            if (sa != null && sb != null) return string.Compare(sa, sb);
            IComparable ia = a as IComparable;
            if (ia != null) return ia.CompareTo(b);
            IComparable ib = b as IComparable;
            if (ib != null) return -ib.CompareTo(a);
            throw new ArgumentException("At least one object must implement IComparable.");
        }
    }

    public static class StructuralComparisons
    {
        public static IComparer StructuralComparer { get { return Comparer.Default; } }
        public static IEqualityComparer StructuralEqualityComparer { get { return EqualityComparerAdapter.Instance; } }

        sealed class EqualityComparerAdapter : IEqualityComparer
        {
            internal static readonly EqualityComparerAdapter Instance = new EqualityComparerAdapter();
            public new bool Equals(object x, object y)
            {
                IStructuralEquatable s = x as IStructuralEquatable;
                if (s != null) return s.Equals(y, this);
                return object.Equals(x, y);
            }
            public int GetHashCode(object obj)
            {
                if (obj == null) return 0;
                IStructuralEquatable s = obj as IStructuralEquatable;
                if (s != null) return s.GetHashCode(this);
                return obj.GetHashCode();
            }
        }
    }
}

namespace System.Collections.Generic
{
    public interface IEnumerable<out T> : IEnumerable { new IEnumerator<T> GetEnumerator(); }

    public interface IEnumerator<out T> : IDisposable, IEnumerator { new T Current { get; } }

    public interface ICollection<T> : IEnumerable<T>
    {
        int Count { get; }
        bool IsReadOnly { get; }
        void Add(T item);
        void Clear();
        bool Contains(T item);
        void CopyTo(T[] array, int arrayIndex);
        bool Remove(T item);
    }

    public interface IList<T> : ICollection<T>
    {
        T this[int index] { get; set; }
        int IndexOf(T item);
        void Insert(int index, T item);
        void RemoveAt(int index);
    }

    public interface IReadOnlyCollection<out T> : IEnumerable<T> { int Count { get; } }

    public interface IReadOnlyList<out T> : IReadOnlyCollection<T> { T this[int index] { get; } }

    public interface IDictionary<TKey, TValue> : ICollection<KeyValuePair<TKey, TValue>>
    {
        TValue this[TKey key] { get; set; }
        ICollection<TKey> Keys { get; }
        ICollection<TValue> Values { get; }
        bool ContainsKey(TKey key);
        void Add(TKey key, TValue value);
        bool Remove(TKey key);
        bool TryGetValue(TKey key, out TValue value);
    }

    public interface IReadOnlyDictionary<TKey, TValue> : IReadOnlyCollection<KeyValuePair<TKey, TValue>>
    {
        bool ContainsKey(TKey key);
        bool TryGetValue(TKey key, out TValue value);
        TValue this[TKey key] { get; }
        IEnumerable<TKey> Keys { get; }
        IEnumerable<TValue> Values { get; }
    }

    public interface ISet<T> : ICollection<T>
    {
        new bool Add(T item);
        void UnionWith(IEnumerable<T> other);
        void IntersectWith(IEnumerable<T> other);
        void ExceptWith(IEnumerable<T> other);
        void SymmetricExceptWith(IEnumerable<T> other);
        bool IsSubsetOf(IEnumerable<T> other);
        bool IsSupersetOf(IEnumerable<T> other);
        bool IsProperSupersetOf(IEnumerable<T> other);
        bool IsProperSubsetOf(IEnumerable<T> other);
        bool Overlaps(IEnumerable<T> other);
        bool SetEquals(IEnumerable<T> other);
    }

    public interface IReadOnlySet<T> : IReadOnlyCollection<T>
    {
        bool Contains(T item);
    }

    public interface IComparer<in T> { int Compare(T x, T y); }

    public interface IEqualityComparer<in T>
    {
        bool Equals(T x, T y);
        int GetHashCode(T obj);
    }

    [Serializable]
    public struct KeyValuePair<TKey, TValue>
    {
        TKey key;
        TValue value;

        public KeyValuePair(TKey key, TValue value)
        {
            this.key = key;
            this.value = value;
        }

        public TKey Key { get { return key; } }
        public TValue Value { get { return value; } }

        public override string ToString()
        {
            System.Text.StringBuilder s = new System.Text.StringBuilder();
            s.Append('[');
            if (key != null) s.Append(key.ToString());
            s.Append(", ");
            if (value != null) s.Append(value.ToString());
            s.Append(']');
            return s.ToString();
        }

        public void Deconstruct(out TKey key, out TValue value)
        {
            key = this.key;
            value = this.value;
        }
    }

    public static class KeyValuePair
    {
        public static KeyValuePair<TKey, TValue> Create<TKey, TValue>(TKey key, TValue value) { return new KeyValuePair<TKey, TValue>(key, value); }
    }
}
