using System;

namespace System.Collections.Generic
{
    internal static class HashHelpers
    {
        static readonly int[] s_primes = {
            3, 7, 11, 17, 23, 29, 37, 47, 59, 71, 89, 107, 131, 163, 197, 239, 293, 353, 431, 521, 631, 761, 919,
            1103, 1327, 1597, 1931, 2333, 2801, 3371, 4049, 4861, 5839, 7013, 8419, 10103, 12143, 14591,
            17519, 21023, 25229, 30293, 36353, 43627, 52361, 62851, 75431, 90523, 108631, 130363, 156437,
            187751, 225307, 270371, 324449, 389357, 467237, 560689, 672827, 807403, 968897, 1162687, 1395263,
            1674319, 2009191, 2411033, 2893249, 3471899, 4166287, 4999559, 5999471, 7199369 };

        static bool IsPrime(int candidate)
        {
            if ((candidate & 1) != 0)
            {
                int limit = (int)Math.Sqrt(candidate);
                for (int divisor = 3; divisor <= limit; divisor += 2)
                    if ((candidate % divisor) == 0) return false;
                return true;
            }
            return candidate == 2;
        }

        internal static int GetPrime(int min)
        {
            if (min < 0) throw new ArgumentException("Hashtable's capacity overflowed and went negative. Check load factor, capacity and the current size of the table.");
            foreach (int prime in s_primes) if (prime >= min) return prime;
            for (int i = (min | 1); i < int.MaxValue; i += 2)
                if (IsPrime(i) && ((i - 1) % 101 != 0)) return i;
            return min;
        }

        internal static int ExpandPrime(int oldSize)
        {
            int newSize = 2 * oldSize;
            if ((uint)newSize > 0x7FFFFFC3 && 0x7FFFFFC3 > oldSize) return 0x7FFFFFC3;
            return GetPrime(newSize);
        }
    }

    [Serializable]
    public class Dictionary<TKey, TValue> : IDictionary<TKey, TValue>, IDictionary, IReadOnlyDictionary<TKey, TValue>
    {
        struct Entry
        {
            public uint hashCode;
            public int next; // index of next entry in chain, -1 = end; free list encoded as StartOfFreeList - next
            public TKey key;
            public TValue value;
        }

        const int StartOfFreeList = -3;

        int[] _buckets; // 1-based index into _entries; 0 = empty
        Entry[] _entries;
        int _count;
        int _freeList;
        int _freeCount;
        int _version;
        IEqualityComparer<TKey> _comparer;
        KeyCollection _keys;
        ValueCollection _values;

        public Dictionary() : this(0, null) { }
        public Dictionary(int capacity) : this(capacity, null) { }
        public Dictionary(IEqualityComparer<TKey> comparer) : this(0, comparer) { }
        public Dictionary(int capacity, IEqualityComparer<TKey> comparer)
        {
            if (capacity < 0) throw new ArgumentOutOfRangeException("capacity", "Non-negative number required.");
            if (capacity > 0) Initialize(capacity);
            _comparer = comparer ?? EqualityComparer<TKey>.Default;
        }
        public Dictionary(IDictionary<TKey, TValue> dictionary) : this(dictionary, null) { }
        public Dictionary(IDictionary<TKey, TValue> dictionary, IEqualityComparer<TKey> comparer) : this(dictionary != null ? dictionary.Count : 0, comparer)
        {
            if (dictionary == null) throw new ArgumentNullException("dictionary");
            foreach (KeyValuePair<TKey, TValue> pair in dictionary) Add(pair.Key, pair.Value);
        }
        public Dictionary(IEnumerable<KeyValuePair<TKey, TValue>> collection) : this(collection, null) { }
        public Dictionary(IEnumerable<KeyValuePair<TKey, TValue>> collection, IEqualityComparer<TKey> comparer) : this(0, comparer)
        {
            if (collection == null) throw new ArgumentNullException("collection");
            foreach (KeyValuePair<TKey, TValue> pair in collection) Add(pair.Key, pair.Value);
        }

        public IEqualityComparer<TKey> Comparer { get { return _comparer; } }
        public int Count { get { return _count - _freeCount; } }
        public KeyCollection Keys { get { return _keys ?? (_keys = new KeyCollection(this)); } }
        ICollection<TKey> IDictionary<TKey, TValue>.Keys { get { return Keys; } }
        IEnumerable<TKey> IReadOnlyDictionary<TKey, TValue>.Keys { get { return Keys; } }
        public ValueCollection Values { get { return _values ?? (_values = new ValueCollection(this)); } }
        ICollection<TValue> IDictionary<TKey, TValue>.Values { get { return Values; } }
        IEnumerable<TValue> IReadOnlyDictionary<TKey, TValue>.Values { get { return Values; } }

        public TValue this[TKey key]
        {
            get
            {
                int i = FindEntry(key);
                if (i >= 0) return _entries[i].value;
                throw new KeyNotFoundException("The given key '" + key + "' was not present in the dictionary.");
            }
            set { TryInsert(key, value, 1); }
        }

        public void Add(TKey key, TValue value) { TryInsert(key, value, 2); }

        public bool TryAdd(TKey key, TValue value) { return TryInsert(key, value, 0); }

        void ICollection<KeyValuePair<TKey, TValue>>.Add(KeyValuePair<TKey, TValue> keyValuePair) { Add(keyValuePair.Key, keyValuePair.Value); }

        bool ICollection<KeyValuePair<TKey, TValue>>.Contains(KeyValuePair<TKey, TValue> keyValuePair)
        {
            int i = FindEntry(keyValuePair.Key);
            return i >= 0 && EqualityComparer<TValue>.Default.Equals(_entries[i].value, keyValuePair.Value);
        }

        bool ICollection<KeyValuePair<TKey, TValue>>.Remove(KeyValuePair<TKey, TValue> keyValuePair)
        {
            int i = FindEntry(keyValuePair.Key);
            if (i >= 0 && EqualityComparer<TValue>.Default.Equals(_entries[i].value, keyValuePair.Value))
            {
                Remove(keyValuePair.Key);
                return true;
            }
            return false;
        }

        public void Clear()
        {
            int count = _count;
            if (count > 0)
            {
                Array.Clear(_buckets, 0, _buckets.Length);
                _count = 0;
                _freeList = -1;
                _freeCount = 0;
                Array.Clear(_entries, 0, count);
                _version++;
            }
        }

        public bool ContainsKey(TKey key) { return FindEntry(key) >= 0; }

        public bool ContainsValue(TValue value)
        {
            Entry[] entries = _entries;
            EqualityComparer<TValue> c = EqualityComparer<TValue>.Default;
            for (int i = 0; i < _count; i++)
                if (entries[i].next >= -1 && c.Equals(entries[i].value, value)) return true;
            return false;
        }

        void CopyTo(KeyValuePair<TKey, TValue>[] array, int index)
        {
            if (array == null) throw new ArgumentNullException("array");
            if ((uint)index > (uint)array.Length) throw new ArgumentOutOfRangeException("index", "Index was out of range. Must be non-negative and less than or equal to the size of the collection.");
            if (array.Length - index < Count) throw new ArgumentException("Destination array is not long enough to copy all the items in the collection. Check array index and length.");
            Entry[] entries = _entries;
            for (int i = 0; i < _count; i++)
                if (entries[i].next >= -1) array[index++] = new KeyValuePair<TKey, TValue>(entries[i].key, entries[i].value);
        }

        void ICollection<KeyValuePair<TKey, TValue>>.CopyTo(KeyValuePair<TKey, TValue>[] array, int index) { CopyTo(array, index); }

        public Enumerator GetEnumerator() { return new Enumerator(this, Enumerator.KeyValuePairMode); }
        IEnumerator<KeyValuePair<TKey, TValue>> IEnumerable<KeyValuePair<TKey, TValue>>.GetEnumerator() { return new Enumerator(this, Enumerator.KeyValuePairMode); }
        IEnumerator IEnumerable.GetEnumerator() { return new Enumerator(this, Enumerator.KeyValuePairMode); }

        int FindEntry(TKey key)
        {
            if (key == null) throw new ArgumentNullException("key");
            if (_buckets == null) return -1;
            uint hashCode = (uint)_comparer.GetHashCode(key);
            int i = _buckets[(int)(hashCode % (uint)_buckets.Length)] - 1;
            Entry[] entries = _entries;
            int collisions = 0;
            while ((uint)i < (uint)entries.Length)
            {
                if (entries[i].hashCode == hashCode && _comparer.Equals(entries[i].key, key)) return i;
                i = entries[i].next;
                if (++collisions > entries.Length) throw new InvalidOperationException("Operations that change non-concurrent collections must have exclusive access. A concurrent update was performed on this collection and corrupted its state. The collection's state is no longer correct.");
            }
            return -1;
        }

        int Initialize(int capacity)
        {
            int size = HashHelpers.GetPrime(capacity);
            _freeList = -1;
            _buckets = new int[size];
            _entries = new Entry[size];
            return size;
        }

        // behavior: 0 = TryAdd (return false if exists), 1 = overwrite, 2 = throw if exists
        bool TryInsert(TKey key, TValue value, int behavior)
        {
            if (key == null) throw new ArgumentNullException("key");
            if (_buckets == null) Initialize(0);
            Entry[] entries = _entries;
            uint hashCode = (uint)_comparer.GetHashCode(key);
            int bucket = (int)(hashCode % (uint)_buckets.Length);
            int i = _buckets[bucket] - 1;
            int collisions = 0;
            while ((uint)i < (uint)entries.Length)
            {
                if (entries[i].hashCode == hashCode && _comparer.Equals(entries[i].key, key))
                {
                    if (behavior == 1)
                    {
                        entries[i].value = value;
                        _version++;
                        return true;
                    }
                    if (behavior == 2) throw new ArgumentException("An item with the same key has already been added. Key: " + key);
                    return false;
                }
                i = entries[i].next;
                if (++collisions > entries.Length) throw new InvalidOperationException("Operations that change non-concurrent collections must have exclusive access. A concurrent update was performed on this collection and corrupted its state. The collection's state is no longer correct.");
            }
            int index;
            if (_freeCount > 0)
            {
                index = _freeList;
                _freeList = StartOfFreeList - entries[_freeList].next;
                _freeCount--;
            }
            else
            {
                int count = _count;
                if (count == entries.Length)
                {
                    Resize();
                    bucket = (int)(hashCode % (uint)_buckets.Length);
                }
                index = count;
                _count = count + 1;
                entries = _entries;
            }
            entries[index].hashCode = hashCode;
            entries[index].next = _buckets[bucket] - 1;
            entries[index].key = key;
            entries[index].value = value;
            _buckets[bucket] = index + 1;
            _version++;
            return true;
        }

        void Resize()
        {
            int newSize = HashHelpers.ExpandPrime(_count);
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

        public bool Remove(TKey key)
        {
            TValue unused;
            return Remove(key, out unused);
        }

        public bool Remove(TKey key, out TValue value)
        {
            if (key == null) throw new ArgumentNullException("key");
            if (_buckets != null)
            {
                Entry[] entries = _entries;
                uint hashCode = (uint)_comparer.GetHashCode(key);
                int bucket = (int)(hashCode % (uint)_buckets.Length);
                int last = -1;
                int i = _buckets[bucket] - 1;
                while (i >= 0)
                {
                    if (entries[i].hashCode == hashCode && _comparer.Equals(entries[i].key, key))
                    {
                        if (last < 0) _buckets[bucket] = entries[i].next + 1;
                        else entries[last].next = entries[i].next;
                        value = entries[i].value;
                        entries[i].next = StartOfFreeList - _freeList;
                        entries[i].key = default(TKey);
                        entries[i].value = default(TValue);
                        _freeList = i;
                        _freeCount++;
                        return true;
                    }
                    last = i;
                    i = entries[i].next;
                }
            }
            value = default(TValue);
            return false;
        }

        public bool TryGetValue(TKey key, out TValue value)
        {
            int i = FindEntry(key);
            if (i >= 0)
            {
                value = _entries[i].value;
                return true;
            }
            value = default(TValue);
            return false;
        }

        public TValue GetValueOrDefault(TKey key) { TValue v; TryGetValue(key, out v); return v; }

        bool ICollection<KeyValuePair<TKey, TValue>>.IsReadOnly { get { return false; } }

        public int EnsureCapacity(int capacity)
        {
            if (capacity < 0) throw new ArgumentOutOfRangeException("capacity", "Non-negative number required.");
            int currentCapacity = _entries == null ? 0 : _entries.Length;
            if (currentCapacity >= capacity) return currentCapacity;
            if (_buckets == null) return Initialize(capacity);
            int newSize = HashHelpers.GetPrime(capacity);
            Entry[] entries = new Entry[newSize];
            Array.Copy(_entries, entries, _count);
            _buckets = new int[newSize];
            for (int i = 0; i < _count; i++)
            {
                if (entries[i].next >= -1)
                {
                    int bucket = (int)(entries[i].hashCode % (uint)newSize);
                    entries[i].next = _buckets[bucket] - 1;
                    _buckets[bucket] = i + 1;
                }
            }
            _entries = entries;
            return newSize;
        }

        public void TrimExcess() { }

        // ---- non-generic ----

        bool ICollection.IsSynchronized { get { return false; } }
        object ICollection.SyncRoot { get { return this; } }
        bool IDictionary.IsFixedSize { get { return false; } }
        bool IDictionary.IsReadOnly { get { return false; } }
        ICollection IDictionary.Keys { get { return Keys; } }
        ICollection IDictionary.Values { get { return Values; } }

        object IDictionary.this[object key]
        {
            get
            {
                if (key is TKey)
                {
                    int i = FindEntry((TKey)key);
                    if (i >= 0) return _entries[i].value;
                }
                return null;
            }
            set { this[(TKey)key] = (TValue)value; }
        }

        void IDictionary.Add(object key, object value) { Add((TKey)key, (TValue)value); }
        bool IDictionary.Contains(object key) { return key is TKey && ContainsKey((TKey)key); }
        IDictionaryEnumerator IDictionary.GetEnumerator() { return new Enumerator(this, Enumerator.DictEntryMode); }
        void IDictionary.Remove(object key) { if (key is TKey) Remove((TKey)key); }

        void ICollection.CopyTo(Array array, int index)
        {
            if (array == null) throw new ArgumentNullException("array");
            KeyValuePair<TKey, TValue>[] pairs = array as KeyValuePair<TKey, TValue>[];
            if (pairs != null) { CopyTo(pairs, index); return; }
            Entry[] entries = _entries;
            for (int i = 0; i < _count; i++)
                if (entries[i].next >= -1) array.SetValue(new KeyValuePair<TKey, TValue>(entries[i].key, entries[i].value), index++);
        }

        [Serializable]
        public struct Enumerator : IEnumerator<KeyValuePair<TKey, TValue>>, IDictionaryEnumerator
        {
            Dictionary<TKey, TValue> _dictionary;
            int _version;
            int _index;
            KeyValuePair<TKey, TValue> _current;
            int _getEnumeratorRetType;

            internal const int DictEntryMode = 1;
            internal const int KeyValuePairMode = 2;

            internal Enumerator(Dictionary<TKey, TValue> dictionary, int getEnumeratorRetType)
            {
                _dictionary = dictionary;
                _version = dictionary._version;
                _index = 0;
                _getEnumeratorRetType = getEnumeratorRetType;
                _current = new KeyValuePair<TKey, TValue>();
            }

            public bool MoveNext()
            {
                if (_version != _dictionary._version) throw new InvalidOperationException("Collection was modified; enumeration operation may not execute.");
                while ((uint)_index < (uint)_dictionary._count)
                {
                    int i = _index++;
                    if (_dictionary._entries[i].next >= -1)
                    {
                        _current = new KeyValuePair<TKey, TValue>(_dictionary._entries[i].key, _dictionary._entries[i].value);
                        return true;
                    }
                }
                _index = _dictionary._count + 1;
                _current = new KeyValuePair<TKey, TValue>();
                return false;
            }

            public KeyValuePair<TKey, TValue> Current { get { return _current; } }

            public void Dispose() { }

            object IEnumerator.Current
            {
                get
                {
                    if (_index == 0 || (_index == _dictionary._count + 1)) throw new InvalidOperationException("Enumeration has either not started or has already finished.");
                    if (_getEnumeratorRetType == DictEntryMode) return new DictionaryEntry(_current.Key, _current.Value);
                    return new KeyValuePair<TKey, TValue>(_current.Key, _current.Value);
                }
            }

            void IEnumerator.Reset()
            {
                if (_version != _dictionary._version) throw new InvalidOperationException("Collection was modified; enumeration operation may not execute.");
                _index = 0;
                _current = new KeyValuePair<TKey, TValue>();
            }

            DictionaryEntry IDictionaryEnumerator.Entry { get { return new DictionaryEntry(_current.Key, _current.Value); } }
            object IDictionaryEnumerator.Key { get { return _current.Key; } }
            object IDictionaryEnumerator.Value { get { return _current.Value; } }
        }

        [Serializable]
        public sealed class KeyCollection : ICollection<TKey>, ICollection, IReadOnlyCollection<TKey>
        {
            Dictionary<TKey, TValue> _dictionary;

            public KeyCollection(Dictionary<TKey, TValue> dictionary)
            {
                if (dictionary == null) throw new ArgumentNullException("dictionary");
                _dictionary = dictionary;
            }

            public Enumerator GetEnumerator() { return new Enumerator(_dictionary); }

            public void CopyTo(TKey[] array, int index)
            {
                if (array == null) throw new ArgumentNullException("array");
                if (index < 0 || index > array.Length) throw new ArgumentOutOfRangeException("index", "Index was out of range. Must be non-negative and less than or equal to the size of the collection.");
                if (array.Length - index < _dictionary.Count) throw new ArgumentException("Destination array is not long enough to copy all the items in the collection. Check array index and length.");
                Entry[] entries = _dictionary._entries;
                for (int i = 0; i < _dictionary._count; i++)
                    if (entries[i].next >= -1) array[index++] = entries[i].key;
            }

            public int Count { get { return _dictionary.Count; } }
            bool ICollection<TKey>.IsReadOnly { get { return true; } }
            void ICollection<TKey>.Add(TKey item) { throw new NotSupportedException("Mutating a key collection derived from a dictionary is not allowed."); }
            void ICollection<TKey>.Clear() { throw new NotSupportedException("Mutating a key collection derived from a dictionary is not allowed."); }
            public bool Contains(TKey item) { return _dictionary.ContainsKey(item); }
            bool ICollection<TKey>.Remove(TKey item) { throw new NotSupportedException("Mutating a key collection derived from a dictionary is not allowed."); }
            IEnumerator<TKey> IEnumerable<TKey>.GetEnumerator() { return new Enumerator(_dictionary); }
            IEnumerator IEnumerable.GetEnumerator() { return new Enumerator(_dictionary); }
            void ICollection.CopyTo(Array array, int index)
            {
                Entry[] entries = _dictionary._entries;
                for (int i = 0; i < _dictionary._count; i++)
                    if (entries[i].next >= -1) array.SetValue(entries[i].key, index++);
            }
            bool ICollection.IsSynchronized { get { return false; } }
            object ICollection.SyncRoot { get { return this; } }

            [Serializable]
            public struct Enumerator : IEnumerator<TKey>, IEnumerator
            {
                Dictionary<TKey, TValue> _dictionary;
                int _index;
                int _version;
                TKey _currentKey;

                internal Enumerator(Dictionary<TKey, TValue> dictionary)
                {
                    _dictionary = dictionary;
                    _version = dictionary._version;
                    _index = 0;
                    _currentKey = default(TKey);
                }

                public void Dispose() { }

                public bool MoveNext()
                {
                    if (_version != _dictionary._version) throw new InvalidOperationException("Collection was modified; enumeration operation may not execute.");
                    while ((uint)_index < (uint)_dictionary._count)
                    {
                        int i = _index++;
                        if (_dictionary._entries[i].next >= -1)
                        {
                            _currentKey = _dictionary._entries[i].key;
                            return true;
                        }
                    }
                    _index = _dictionary._count + 1;
                    _currentKey = default(TKey);
                    return false;
                }

                public TKey Current { get { return _currentKey; } }

                object IEnumerator.Current
                {
                    get
                    {
                        if (_index == 0 || (_index == _dictionary._count + 1)) throw new InvalidOperationException("Enumeration has either not started or has already finished.");
                        return _currentKey;
                    }
                }

                void IEnumerator.Reset()
                {
                    if (_version != _dictionary._version) throw new InvalidOperationException("Collection was modified; enumeration operation may not execute.");
                    _index = 0;
                    _currentKey = default(TKey);
                }
            }
        }

        [Serializable]
        public sealed class ValueCollection : ICollection<TValue>, ICollection, IReadOnlyCollection<TValue>
        {
            Dictionary<TKey, TValue> _dictionary;

            public ValueCollection(Dictionary<TKey, TValue> dictionary)
            {
                if (dictionary == null) throw new ArgumentNullException("dictionary");
                _dictionary = dictionary;
            }

            public Enumerator GetEnumerator() { return new Enumerator(_dictionary); }

            public void CopyTo(TValue[] array, int index)
            {
                if (array == null) throw new ArgumentNullException("array");
                if (index < 0 || index > array.Length) throw new ArgumentOutOfRangeException("index", "Index was out of range. Must be non-negative and less than or equal to the size of the collection.");
                if (array.Length - index < _dictionary.Count) throw new ArgumentException("Destination array is not long enough to copy all the items in the collection. Check array index and length.");
                Entry[] entries = _dictionary._entries;
                for (int i = 0; i < _dictionary._count; i++)
                    if (entries[i].next >= -1) array[index++] = entries[i].value;
            }

            public int Count { get { return _dictionary.Count; } }
            bool ICollection<TValue>.IsReadOnly { get { return true; } }
            void ICollection<TValue>.Add(TValue item) { throw new NotSupportedException("Mutating a value collection derived from a dictionary is not allowed."); }
            bool ICollection<TValue>.Remove(TValue item) { throw new NotSupportedException("Mutating a value collection derived from a dictionary is not allowed."); }
            void ICollection<TValue>.Clear() { throw new NotSupportedException("Mutating a value collection derived from a dictionary is not allowed."); }
            bool ICollection<TValue>.Contains(TValue item) { return _dictionary.ContainsValue(item); }
            IEnumerator<TValue> IEnumerable<TValue>.GetEnumerator() { return new Enumerator(_dictionary); }
            IEnumerator IEnumerable.GetEnumerator() { return new Enumerator(_dictionary); }
            void ICollection.CopyTo(Array array, int index)
            {
                Entry[] entries = _dictionary._entries;
                for (int i = 0; i < _dictionary._count; i++)
                    if (entries[i].next >= -1) array.SetValue(entries[i].value, index++);
            }
            bool ICollection.IsSynchronized { get { return false; } }
            object ICollection.SyncRoot { get { return this; } }

            [Serializable]
            public struct Enumerator : IEnumerator<TValue>, IEnumerator
            {
                Dictionary<TKey, TValue> _dictionary;
                int _index;
                int _version;
                TValue _currentValue;

                internal Enumerator(Dictionary<TKey, TValue> dictionary)
                {
                    _dictionary = dictionary;
                    _version = dictionary._version;
                    _index = 0;
                    _currentValue = default(TValue);
                }

                public void Dispose() { }

                public bool MoveNext()
                {
                    if (_version != _dictionary._version) throw new InvalidOperationException("Collection was modified; enumeration operation may not execute.");
                    while ((uint)_index < (uint)_dictionary._count)
                    {
                        int i = _index++;
                        if (_dictionary._entries[i].next >= -1)
                        {
                            _currentValue = _dictionary._entries[i].value;
                            return true;
                        }
                    }
                    _index = _dictionary._count + 1;
                    _currentValue = default(TValue);
                    return false;
                }

                public TValue Current { get { return _currentValue; } }

                object IEnumerator.Current
                {
                    get
                    {
                        if (_index == 0 || (_index == _dictionary._count + 1)) throw new InvalidOperationException("Enumeration has either not started or has already finished.");
                        return _currentValue;
                    }
                }

                void IEnumerator.Reset()
                {
                    if (_version != _dictionary._version) throw new InvalidOperationException("Collection was modified; enumeration operation may not execute.");
                    _index = 0;
                    _currentValue = default(TValue);
                }
            }
        }
    }
}
