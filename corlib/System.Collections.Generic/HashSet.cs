using System;

namespace System.Collections.Generic
{
    [Serializable]
    public class HashSet<T> : ISet<T>, IReadOnlyCollection<T>, IReadOnlySet<T>
    {
        struct Entry
        {
            public uint hashCode;
            public int next;
            public T value;
        }

        const int StartOfFreeList = -3;

        int[] _buckets;
        Entry[] _entries;
        int _count;
        int _freeList;
        int _freeCount;
        int _version;
        IEqualityComparer<T> _comparer;

        public HashSet() : this((IEqualityComparer<T>)null) { }
        public HashSet(IEqualityComparer<T> comparer) { _comparer = comparer ?? EqualityComparer<T>.Default; }
        public HashSet(int capacity) : this(capacity, null) { }
        public HashSet(int capacity, IEqualityComparer<T> comparer) : this(comparer)
        {
            if (capacity < 0) throw new ArgumentOutOfRangeException("capacity", "Non-negative number required.");
            if (capacity > 0) Initialize(capacity);
        }
        public HashSet(IEnumerable<T> collection) : this(collection, null) { }
        public HashSet(IEnumerable<T> collection, IEqualityComparer<T> comparer) : this(comparer)
        {
            if (collection == null) throw new ArgumentNullException("collection");
            UnionWith(collection);
        }

        void Initialize(int capacity)
        {
            int size = HashHelpers.GetPrime(capacity);
            _buckets = new int[size];
            _entries = new Entry[size];
            _freeList = -1;
        }

        public IEqualityComparer<T> Comparer { get { return _comparer; } }
        public int Count { get { return _count - _freeCount; } }
        bool ICollection<T>.IsReadOnly { get { return false; } }

        public void Clear()
        {
            if (_count > 0)
            {
                Array.Clear(_buckets, 0, _buckets.Length);
                Array.Clear(_entries, 0, _count);
                _count = 0;
                _freeList = -1;
                _freeCount = 0;
                _version++;
            }
        }

        int FindItemIndex(T item)
        {
            if (_buckets == null) return -1;
            uint hashCode = item == null ? 0 : (uint)_comparer.GetHashCode(item);
            int i = _buckets[(int)(hashCode % (uint)_buckets.Length)] - 1;
            Entry[] entries = _entries;
            while (i >= 0)
            {
                if (entries[i].hashCode == hashCode && _comparer.Equals(entries[i].value, item)) return i;
                i = entries[i].next;
            }
            return -1;
        }

        public bool Contains(T item) { return FindItemIndex(item) >= 0; }

        public bool TryGetValue(T equalValue, out T actualValue)
        {
            int i = FindItemIndex(equalValue);
            if (i >= 0) { actualValue = _entries[i].value; return true; }
            actualValue = default(T);
            return false;
        }

        public bool Add(T item)
        {
            if (_buckets == null) Initialize(0);
            uint hashCode = item == null ? 0 : (uint)_comparer.GetHashCode(item);
            int bucket = (int)(hashCode % (uint)_buckets.Length);
            Entry[] entries = _entries;
            int i = _buckets[bucket] - 1;
            while (i >= 0)
            {
                if (entries[i].hashCode == hashCode && _comparer.Equals(entries[i].value, item)) return false;
                i = entries[i].next;
            }
            int index;
            if (_freeCount > 0)
            {
                index = _freeList;
                _freeCount--;
                _freeList = StartOfFreeList - entries[_freeList].next;
            }
            else
            {
                int count = _count;
                if (count == entries.Length)
                {
                    Resize(HashHelpers.ExpandPrime(count));
                    bucket = (int)(hashCode % (uint)_buckets.Length);
                }
                index = count;
                _count = count + 1;
                entries = _entries;
            }
            entries[index].hashCode = hashCode;
            entries[index].next = _buckets[bucket] - 1;
            entries[index].value = item;
            _buckets[bucket] = index + 1;
            _version++;
            return true;
        }

        void ICollection<T>.Add(T item) { Add(item); }

        void Resize(int newSize)
        {
            Entry[] entries = new Entry[newSize];
            int count = _count;
            Array.Copy(_entries, entries, count);
            _buckets = new int[newSize];
            for (int i = 0; i < count; i++)
            {
                if (entries[i].next >= -1)
                {
                    int bucket = (int)(entries[i].hashCode % (uint)newSize);
                    entries[i].next = _buckets[bucket] - 1;
                    _buckets[bucket] = i + 1;
                }
            }
            _entries = entries;
        }

        public bool Remove(T item)
        {
            if (_buckets == null) return false;
            Entry[] entries = _entries;
            uint hashCode = item == null ? 0 : (uint)_comparer.GetHashCode(item);
            int bucket = (int)(hashCode % (uint)_buckets.Length);
            int last = -1;
            int i = _buckets[bucket] - 1;
            while (i >= 0)
            {
                if (entries[i].hashCode == hashCode && _comparer.Equals(entries[i].value, item))
                {
                    if (last < 0) _buckets[bucket] = entries[i].next + 1;
                    else entries[last].next = entries[i].next;
                    entries[i].next = StartOfFreeList - _freeList;
                    entries[i].value = default(T);
                    _freeList = i;
                    _freeCount++;
                    return true;
                }
                last = i;
                i = entries[i].next;
            }
            return false;
        }

        public int RemoveWhere(Predicate<T> match)
        {
            if (match == null) throw new ArgumentNullException("match");
            int removed = 0;
            for (int i = 0; i < _count; i++)
            {
                if (_entries[i].next >= -1)
                {
                    T value = _entries[i].value;
                    if (match(value) && Remove(value)) removed++;
                }
            }
            return removed;
        }

        public void CopyTo(T[] array) { CopyTo(array, 0, Count); }
        public void CopyTo(T[] array, int arrayIndex) { CopyTo(array, arrayIndex, Count); }
        public void CopyTo(T[] array, int arrayIndex, int count)
        {
            if (array == null) throw new ArgumentNullException("array");
            if (arrayIndex < 0) throw new ArgumentOutOfRangeException("arrayIndex", "Non-negative number required.");
            if (arrayIndex > array.Length || count > array.Length - arrayIndex) throw new ArgumentException("Destination array is not long enough to copy all the items in the collection. Check array index and length.");
            for (int i = 0; i < _count && count != 0; i++)
            {
                if (_entries[i].next >= -1)
                {
                    array[arrayIndex++] = _entries[i].value;
                    count--;
                }
            }
        }

        public int EnsureCapacity(int capacity)
        {
            int cur = _entries == null ? 0 : _entries.Length;
            if (cur >= capacity) return cur;
            if (_buckets == null) { Initialize(capacity); return _entries.Length; }
            Resize(HashHelpers.GetPrime(capacity));
            return _entries.Length;
        }

        public void TrimExcess() { }

        public void UnionWith(IEnumerable<T> other)
        {
            if (other == null) throw new ArgumentNullException("other");
            foreach (T item in other) Add(item);
        }

        public void IntersectWith(IEnumerable<T> other)
        {
            if (other == null) throw new ArgumentNullException("other");
            if (Count == 0) return;
            HashSet<T> keep = new HashSet<T>(_comparer);
            foreach (T item in other) if (Contains(item)) keep.Add(item);
            List<T> remove = new List<T>();
            foreach (T item in this) if (!keep.Contains(item)) remove.Add(item);
            foreach (T item in remove) Remove(item);
        }

        public void ExceptWith(IEnumerable<T> other)
        {
            if (other == null) throw new ArgumentNullException("other");
            if ((object)other == (object)this) { Clear(); return; }
            foreach (T item in other) Remove(item);
        }

        public void SymmetricExceptWith(IEnumerable<T> other)
        {
            if (other == null) throw new ArgumentNullException("other");
            if ((object)other == (object)this) { Clear(); return; }
            HashSet<T> o = new HashSet<T>(other, _comparer);
            foreach (T item in o) if (!Remove(item)) Add(item);
        }

        public bool IsSubsetOf(IEnumerable<T> other)
        {
            if (other == null) throw new ArgumentNullException("other");
            HashSet<T> o = new HashSet<T>(other, _comparer);
            foreach (T item in this) if (!o.Contains(item)) return false;
            return true;
        }

        public bool IsProperSubsetOf(IEnumerable<T> other)
        {
            if (other == null) throw new ArgumentNullException("other");
            HashSet<T> o = new HashSet<T>(other, _comparer);
            return o.Count > Count && IsSubsetOf(o);
        }

        public bool IsSupersetOf(IEnumerable<T> other)
        {
            if (other == null) throw new ArgumentNullException("other");
            foreach (T item in other) if (!Contains(item)) return false;
            return true;
        }

        public bool IsProperSupersetOf(IEnumerable<T> other)
        {
            if (other == null) throw new ArgumentNullException("other");
            HashSet<T> o = new HashSet<T>(other, _comparer);
            return Count > o.Count && IsSupersetOf(o);
        }

        public bool Overlaps(IEnumerable<T> other)
        {
            if (other == null) throw new ArgumentNullException("other");
            foreach (T item in other) if (Contains(item)) return true;
            return false;
        }

        public bool SetEquals(IEnumerable<T> other)
        {
            if (other == null) throw new ArgumentNullException("other");
            HashSet<T> o = new HashSet<T>(other, _comparer);
            return o.Count == Count && IsSupersetOf(o);
        }

        public static IEqualityComparer<HashSet<T>> CreateSetComparer() { return new SetComparer(); }

        sealed class SetComparer : IEqualityComparer<HashSet<T>>
        {
            public bool Equals(HashSet<T> x, HashSet<T> y)
            {
                if (x == null) return y == null;
                if (y == null) return false;
                return x.SetEquals(y);
            }
            public int GetHashCode(HashSet<T> obj)
            {
                int h = 0;
                if (obj != null) foreach (T t in obj) h ^= t == null ? 0 : t.GetHashCode();
                return h;
            }
        }

        public Enumerator GetEnumerator() { return new Enumerator(this); }
        IEnumerator<T> IEnumerable<T>.GetEnumerator() { return new Enumerator(this); }
        IEnumerator IEnumerable.GetEnumerator() { return new Enumerator(this); }

        [Serializable]
        public struct Enumerator : IEnumerator<T>, IEnumerator
        {
            HashSet<T> _set;
            int _index;
            int _version;
            T _current;

            internal Enumerator(HashSet<T> set)
            {
                _set = set;
                _index = 0;
                _version = set._version;
                _current = default(T);
            }

            public void Dispose() { }

            public bool MoveNext()
            {
                if (_version != _set._version) throw new InvalidOperationException("Collection was modified; enumeration operation may not execute.");
                while ((uint)_index < (uint)_set._count)
                {
                    int i = _index++;
                    if (_set._entries[i].next >= -1)
                    {
                        _current = _set._entries[i].value;
                        return true;
                    }
                }
                _index = _set._count + 1;
                _current = default(T);
                return false;
            }

            public T Current { get { return _current; } }

            object IEnumerator.Current
            {
                get
                {
                    if (_index == 0 || _index == _set._count + 1) throw new InvalidOperationException("Enumeration has either not started or has already finished.");
                    return _current;
                }
            }

            void IEnumerator.Reset()
            {
                if (_version != _set._version) throw new InvalidOperationException("Collection was modified; enumeration operation may not execute.");
                _index = 0;
                _current = default(T);
            }
        }
    }
}
