using System;

namespace System.Collections.Generic
{
    // Sorted map over parallel key/value arrays (binary search; O(n) insertion).
    [Serializable]
    public class SortedList<TKey, TValue> : IDictionary<TKey, TValue>, IReadOnlyDictionary<TKey, TValue>
    {
        internal TKey[] _keys = new TKey[0];
        internal TValue[] _values = new TValue[0];
        internal int _size;
        internal int _version;
        IComparer<TKey> _comparer;

        public SortedList() : this(0, null) { }
        public SortedList(int capacity) : this(capacity, null) { }
        public SortedList(IComparer<TKey> comparer) : this(0, comparer) { }
        public SortedList(int capacity, IComparer<TKey> comparer)
        {
            _comparer = comparer ?? Comparer<TKey>.Default;
            if (capacity > 0) { _keys = new TKey[capacity]; _values = new TValue[capacity]; }
        }
        public SortedList(IDictionary<TKey, TValue> dictionary) : this(dictionary, null) { }
        public SortedList(IDictionary<TKey, TValue> dictionary, IComparer<TKey> comparer) : this(0, comparer)
        {
            if (dictionary == null) throw new ArgumentNullException("dictionary");
            foreach (KeyValuePair<TKey, TValue> p in dictionary) Add(p.Key, p.Value);
        }

        public IComparer<TKey> Comparer { get { return _comparer; } }
        public int Count { get { return _size; } }
        public int Capacity
        {
            get { return _keys.Length; }
            set
            {
                if (value < _size) throw new ArgumentOutOfRangeException("value", "capacity was less than the current size.");
                Array.Resize(ref _keys, value);
                Array.Resize(ref _values, value);
            }
        }

        public IList<TKey> Keys { get { TKey[] k = new TKey[_size]; Array.Copy(_keys, k, _size); return new System.Collections.ObjectModel.ReadOnlyCollection<TKey>(k); } }
        public IList<TValue> Values { get { TValue[] v = new TValue[_size]; Array.Copy(_values, v, _size); return new System.Collections.ObjectModel.ReadOnlyCollection<TValue>(v); } }
        ICollection<TKey> IDictionary<TKey, TValue>.Keys { get { return Keys; } }
        ICollection<TValue> IDictionary<TKey, TValue>.Values { get { return Values; } }
        IEnumerable<TKey> IReadOnlyDictionary<TKey, TValue>.Keys { get { return Keys; } }
        IEnumerable<TValue> IReadOnlyDictionary<TKey, TValue>.Values { get { return Values; } }
        bool ICollection<KeyValuePair<TKey, TValue>>.IsReadOnly { get { return false; } }

        int Search(TKey key)
        {
            if (key == null) throw new ArgumentNullException("key");
            return Array.BinarySearch<TKey>(_keys, 0, _size, key, _comparer);
        }

        public int IndexOfKey(TKey key) { int i = Search(key); return i >= 0 ? i : -1; }
        public int IndexOfValue(TValue value) { return Array.IndexOf(_values, value, 0, _size); }
        public bool ContainsKey(TKey key) { return Search(key) >= 0; }
        public bool ContainsValue(TValue value) { return IndexOfValue(value) >= 0; }
        public TKey GetKeyAtIndex(int index) { if ((uint)index >= (uint)_size) throw new ArgumentOutOfRangeException("index"); return _keys[index]; }
        public TValue GetValueAtIndex(int index) { if ((uint)index >= (uint)_size) throw new ArgumentOutOfRangeException("index"); return _values[index]; }

        void Insert(int index, TKey key, TValue value)
        {
            if (_size == _keys.Length) Capacity = _keys.Length == 0 ? 4 : _keys.Length * 2;
            if (index < _size)
            {
                Array.Copy(_keys, index, _keys, index + 1, _size - index);
                Array.Copy(_values, index, _values, index + 1, _size - index);
            }
            _keys[index] = key;
            _values[index] = value;
            _size++;
            _version++;
        }

        public void Add(TKey key, TValue value)
        {
            int i = Search(key);
            if (i >= 0) throw new ArgumentException("An item with the same key has already been added. Key: " + key);
            Insert(~i, key, value);
        }

        public TValue this[TKey key]
        {
            get
            {
                int i = Search(key);
                if (i >= 0) return _values[i];
                throw new KeyNotFoundException("The given key '" + key + "' was not present in the dictionary.");
            }
            set
            {
                int i = Search(key);
                if (i >= 0) { _values[i] = value; _version++; return; }
                Insert(~i, key, value);
            }
        }

        public bool TryGetValue(TKey key, out TValue value)
        {
            int i = Search(key);
            if (i >= 0) { value = _values[i]; return true; }
            value = default(TValue);
            return false;
        }

        public void RemoveAt(int index)
        {
            if ((uint)index >= (uint)_size) throw new ArgumentOutOfRangeException("index", "Index was out of range. Must be non-negative and less than the size of the collection.");
            _size--;
            if (index < _size)
            {
                Array.Copy(_keys, index + 1, _keys, index, _size - index);
                Array.Copy(_values, index + 1, _values, index, _size - index);
            }
            _keys[_size] = default(TKey);
            _values[_size] = default(TValue);
            _version++;
        }

        public bool Remove(TKey key)
        {
            int i = Search(key);
            if (i >= 0) RemoveAt(i);
            return i >= 0;
        }

        public void Clear()
        {
            Array.Clear(_keys, 0, _size);
            Array.Clear(_values, 0, _size);
            _size = 0;
            _version++;
        }

        void ICollection<KeyValuePair<TKey, TValue>>.Add(KeyValuePair<TKey, TValue> item) { Add(item.Key, item.Value); }
        bool ICollection<KeyValuePair<TKey, TValue>>.Contains(KeyValuePair<TKey, TValue> item)
        {
            int i = IndexOfKey(item.Key);
            return i >= 0 && EqualityComparer<TValue>.Default.Equals(_values[i], item.Value);
        }
        bool ICollection<KeyValuePair<TKey, TValue>>.Remove(KeyValuePair<TKey, TValue> item)
        {
            int i = IndexOfKey(item.Key);
            if (i >= 0 && EqualityComparer<TValue>.Default.Equals(_values[i], item.Value)) { RemoveAt(i); return true; }
            return false;
        }
        void ICollection<KeyValuePair<TKey, TValue>>.CopyTo(KeyValuePair<TKey, TValue>[] array, int arrayIndex)
        {
            for (int i = 0; i < _size; i++) array[arrayIndex + i] = new KeyValuePair<TKey, TValue>(_keys[i], _values[i]);
        }

        public IEnumerator<KeyValuePair<TKey, TValue>> GetEnumerator()
        {
            int version = _version;
            for (int i = 0; i < _size; i++)
            {
                if (version != _version) throw new InvalidOperationException("Collection was modified; enumeration operation may not execute.");
                yield return new KeyValuePair<TKey, TValue>(_keys[i], _values[i]);
            }
        }

        IEnumerator IEnumerable.GetEnumerator() { return GetEnumerator(); }
    }

    [Serializable]
    public class SortedDictionary<TKey, TValue> : IDictionary<TKey, TValue>, IReadOnlyDictionary<TKey, TValue>, IDictionary
    {
        // Backed by a SortedList (binary search over parallel arrays).
        SortedList<TKey, TValue> _list;
        KeyCollection _keys;
        ValueCollection _values;

        public SortedDictionary() : this((IComparer<TKey>)null) { }
        public SortedDictionary(IComparer<TKey> comparer) { _list = new SortedList<TKey, TValue>(comparer); }
        public SortedDictionary(IDictionary<TKey, TValue> dictionary) : this(dictionary, null) { }
        public SortedDictionary(IDictionary<TKey, TValue> dictionary, IComparer<TKey> comparer)
        {
            if (dictionary == null) throw new ArgumentNullException("dictionary");
            _list = new SortedList<TKey, TValue>(dictionary, comparer);
        }

        public IComparer<TKey> Comparer { get { return _list.Comparer; } }
        public int Count { get { return _list.Count; } }
        public TValue this[TKey key] { get { return _list[key]; } set { _list[key] = value; } }
        public KeyCollection Keys { get { if (_keys == null) _keys = new KeyCollection(this); return _keys; } }
        public ValueCollection Values { get { if (_values == null) _values = new ValueCollection(this); return _values; } }
        ICollection<TKey> IDictionary<TKey, TValue>.Keys { get { return Keys; } }
        ICollection<TValue> IDictionary<TKey, TValue>.Values { get { return Values; } }
        IEnumerable<TKey> IReadOnlyDictionary<TKey, TValue>.Keys { get { return Keys; } }
        IEnumerable<TValue> IReadOnlyDictionary<TKey, TValue>.Values { get { return Values; } }
        bool ICollection<KeyValuePair<TKey, TValue>>.IsReadOnly { get { return false; } }

        public void Add(TKey key, TValue value) { if (key == null) throw new ArgumentNullException("key"); _list.Add(key, value); }
        public bool ContainsKey(TKey key) { if (key == null) throw new ArgumentNullException("key"); return _list.ContainsKey(key); }
        public bool ContainsValue(TValue value) { return _list.ContainsValue(value); }
        public bool Remove(TKey key) { if (key == null) throw new ArgumentNullException("key"); return _list.Remove(key); }
        public bool TryGetValue(TKey key, out TValue value) { if (key == null) throw new ArgumentNullException("key"); return _list.TryGetValue(key, out value); }
        public void Clear() { _list.Clear(); }
        void ICollection<KeyValuePair<TKey, TValue>>.Add(KeyValuePair<TKey, TValue> item) { Add(item.Key, item.Value); }
        bool ICollection<KeyValuePair<TKey, TValue>>.Contains(KeyValuePair<TKey, TValue> item) { return ((ICollection<KeyValuePair<TKey, TValue>>)_list).Contains(item); }
        bool ICollection<KeyValuePair<TKey, TValue>>.Remove(KeyValuePair<TKey, TValue> item) { return ((ICollection<KeyValuePair<TKey, TValue>>)_list).Remove(item); }
        public void CopyTo(KeyValuePair<TKey, TValue>[] array, int index) { ((ICollection<KeyValuePair<TKey, TValue>>)_list).CopyTo(array, index); }
        public Enumerator GetEnumerator() { return new Enumerator(this, Enumerator.KeyValuePair); }
        IEnumerator<KeyValuePair<TKey, TValue>> IEnumerable<KeyValuePair<TKey, TValue>>.GetEnumerator() { return new Enumerator(this, Enumerator.KeyValuePair); }
        IEnumerator IEnumerable.GetEnumerator() { return new Enumerator(this, Enumerator.KeyValuePair); }

        // non-generic IDictionary
        bool IDictionary.IsFixedSize { get { return false; } }
        bool IDictionary.IsReadOnly { get { return false; } }
        ICollection IDictionary.Keys { get { return Keys; } }
        ICollection IDictionary.Values { get { return Values; } }
        object IDictionary.this[object key]
        {
            get { TValue v; if (key is TKey && TryGetValue((TKey)key, out v)) return v; return null; }
            set { this[(TKey)key] = (TValue)value; }
        }
        void IDictionary.Add(object key, object value) { Add((TKey)key, (TValue)value); }
        bool IDictionary.Contains(object key) { return key is TKey && ContainsKey((TKey)key); }
        IDictionaryEnumerator IDictionary.GetEnumerator() { return new Enumerator(this, Enumerator.DictEntry); }
        void IDictionary.Remove(object key) { if (key is TKey) Remove((TKey)key); }
        bool ICollection.IsSynchronized { get { return false; } }
        object ICollection.SyncRoot { get { return this; } }
        void ICollection.CopyTo(Array array, int index)
        {
            for (int i = 0; i < _list._size; i++) array.SetValue(new KeyValuePair<TKey, TValue>(_list._keys[i], _list._values[i]), index + i);
        }

        internal static void VersionFailed() { throw new InvalidOperationException("Collection was modified; enumeration operation may not execute."); }

        public struct Enumerator : IEnumerator<KeyValuePair<TKey, TValue>>, IDictionaryEnumerator
        {
            internal const int KeyValuePair = 1;
            internal const int DictEntry = 2;
            SortedList<TKey, TValue> _list;
            int _index;
            int _version;
            int _getEnumeratorRetType;
            KeyValuePair<TKey, TValue> _current;

            internal Enumerator(SortedDictionary<TKey, TValue> dictionary, int getEnumeratorRetType)
            {
                _list = dictionary._list;
                _index = 0;
                _version = _list._version;
                _getEnumeratorRetType = getEnumeratorRetType;
                _current = default(KeyValuePair<TKey, TValue>);
            }

            public bool MoveNext()
            {
                if (_version != _list._version) VersionFailed();
                if (_index < _list._size)
                {
                    _current = new KeyValuePair<TKey, TValue>(_list._keys[_index], _list._values[_index]);
                    _index++;
                    return true;
                }
                _index = _list._size + 1;
                _current = default(KeyValuePair<TKey, TValue>);
                return false;
            }

            public void Dispose() { }
            public KeyValuePair<TKey, TValue> Current { get { return _current; } }
            internal bool NotStartedOrEnded { get { return _index == 0 || _index > _list._size; } }
            object IEnumerator.Current
            {
                get
                {
                    if (NotStartedOrEnded) throw new InvalidOperationException("Enumeration has either not started or has already finished.");
                    if (_getEnumeratorRetType == DictEntry) return new DictionaryEntry(_current.Key, _current.Value);
                    return _current;
                }
            }
            void IEnumerator.Reset()
            {
                if (_version != _list._version) VersionFailed();
                _index = 0;
                _current = default(KeyValuePair<TKey, TValue>);
            }
            object IDictionaryEnumerator.Key { get { if (NotStartedOrEnded) throw new InvalidOperationException("Enumeration has either not started or has already finished."); return _current.Key; } }
            object IDictionaryEnumerator.Value { get { if (NotStartedOrEnded) throw new InvalidOperationException("Enumeration has either not started or has already finished."); return _current.Value; } }
            DictionaryEntry IDictionaryEnumerator.Entry { get { if (NotStartedOrEnded) throw new InvalidOperationException("Enumeration has either not started or has already finished."); return new DictionaryEntry(_current.Key, _current.Value); } }
        }

        [Serializable]
        public sealed class KeyCollection : ICollection<TKey>, ICollection, IReadOnlyCollection<TKey>
        {
            SortedDictionary<TKey, TValue> _dictionary;

            public KeyCollection(SortedDictionary<TKey, TValue> dictionary)
            {
                if (dictionary == null) throw new ArgumentNullException("dictionary");
                _dictionary = dictionary;
            }

            public int Count { get { return _dictionary.Count; } }
            bool ICollection<TKey>.IsReadOnly { get { return true; } }
            bool ICollection.IsSynchronized { get { return false; } }
            object ICollection.SyncRoot { get { return ((ICollection)_dictionary).SyncRoot; } }
            public Enumerator GetEnumerator() { return new Enumerator(_dictionary); }
            IEnumerator<TKey> IEnumerable<TKey>.GetEnumerator() { return new Enumerator(_dictionary); }
            IEnumerator IEnumerable.GetEnumerator() { return new Enumerator(_dictionary); }
            public void CopyTo(TKey[] array, int index)
            {
                if (array == null) throw new ArgumentNullException("array");
                if (index < 0) throw new ArgumentOutOfRangeException("index", "Non-negative number required.");
                if (array.Length - index < Count) throw new ArgumentException("Destination array is not long enough to copy all the items in the collection. Check array index and length.");
                Array.Copy(_dictionary._list._keys, 0, array, index, _dictionary._list._size);
            }
            void ICollection.CopyTo(Array array, int index) { Array.Copy(_dictionary._list._keys, 0, array, index, _dictionary._list._size); }
            bool ICollection<TKey>.Contains(TKey item) { return _dictionary.ContainsKey(item); }
            void ICollection<TKey>.Add(TKey item) { throw new NotSupportedException("Mutating a key collection derived from a dictionary is not allowed."); }
            void ICollection<TKey>.Clear() { throw new NotSupportedException("Mutating a key collection derived from a dictionary is not allowed."); }
            bool ICollection<TKey>.Remove(TKey item) { throw new NotSupportedException("Mutating a key collection derived from a dictionary is not allowed."); }

            public struct Enumerator : IEnumerator<TKey>, IEnumerator
            {
                SortedList<TKey, TValue> _list;
                int _index;
                int _version;
                TKey _current;

                internal Enumerator(SortedDictionary<TKey, TValue> dictionary)
                {
                    _list = dictionary._list;
                    _index = 0;
                    _version = _list._version;
                    _current = default(TKey);
                }
                public void Dispose() { }
                public bool MoveNext()
                {
                    if (_version != _list._version) VersionFailed();
                    if (_index < _list._size) { _current = _list._keys[_index++]; return true; }
                    _index = _list._size + 1;
                    _current = default(TKey);
                    return false;
                }
                public TKey Current { get { return _current; } }
                object IEnumerator.Current
                {
                    get
                    {
                        if (_index == 0 || _index > _list._size) throw new InvalidOperationException("Enumeration has either not started or has already finished.");
                        return _current;
                    }
                }
                void IEnumerator.Reset() { if (_version != _list._version) VersionFailed(); _index = 0; _current = default(TKey); }
            }
        }

        [Serializable]
        public sealed class ValueCollection : ICollection<TValue>, ICollection, IReadOnlyCollection<TValue>
        {
            SortedDictionary<TKey, TValue> _dictionary;

            public ValueCollection(SortedDictionary<TKey, TValue> dictionary)
            {
                if (dictionary == null) throw new ArgumentNullException("dictionary");
                _dictionary = dictionary;
            }

            public int Count { get { return _dictionary.Count; } }
            bool ICollection<TValue>.IsReadOnly { get { return true; } }
            bool ICollection.IsSynchronized { get { return false; } }
            object ICollection.SyncRoot { get { return ((ICollection)_dictionary).SyncRoot; } }
            public Enumerator GetEnumerator() { return new Enumerator(_dictionary); }
            IEnumerator<TValue> IEnumerable<TValue>.GetEnumerator() { return new Enumerator(_dictionary); }
            IEnumerator IEnumerable.GetEnumerator() { return new Enumerator(_dictionary); }
            public void CopyTo(TValue[] array, int index)
            {
                if (array == null) throw new ArgumentNullException("array");
                if (index < 0) throw new ArgumentOutOfRangeException("index", "Non-negative number required.");
                if (array.Length - index < Count) throw new ArgumentException("Destination array is not long enough to copy all the items in the collection. Check array index and length.");
                Array.Copy(_dictionary._list._values, 0, array, index, _dictionary._list._size);
            }
            void ICollection.CopyTo(Array array, int index) { Array.Copy(_dictionary._list._values, 0, array, index, _dictionary._list._size); }
            bool ICollection<TValue>.Contains(TValue item) { return _dictionary.ContainsValue(item); }
            void ICollection<TValue>.Add(TValue item) { throw new NotSupportedException("Mutating a value collection derived from a dictionary is not allowed."); }
            void ICollection<TValue>.Clear() { throw new NotSupportedException("Mutating a value collection derived from a dictionary is not allowed."); }
            bool ICollection<TValue>.Remove(TValue item) { throw new NotSupportedException("Mutating a value collection derived from a dictionary is not allowed."); }

            public struct Enumerator : IEnumerator<TValue>, IEnumerator
            {
                SortedList<TKey, TValue> _list;
                int _index;
                int _version;
                TValue _current;

                internal Enumerator(SortedDictionary<TKey, TValue> dictionary)
                {
                    _list = dictionary._list;
                    _index = 0;
                    _version = _list._version;
                    _current = default(TValue);
                }
                public void Dispose() { }
                public bool MoveNext()
                {
                    if (_version != _list._version) VersionFailed();
                    if (_index < _list._size) { _current = _list._values[_index++]; return true; }
                    _index = _list._size + 1;
                    _current = default(TValue);
                    return false;
                }
                public TValue Current { get { return _current; } }
                object IEnumerator.Current
                {
                    get
                    {
                        if (_index == 0 || _index > _list._size) throw new InvalidOperationException("Enumeration has either not started or has already finished.");
                        return _current;
                    }
                }
                void IEnumerator.Reset() { if (_version != _list._version) VersionFailed(); _index = 0; _current = default(TValue); }
            }
        }
    }

    [Serializable]
    public class SortedSet<T> : ISet<T>, IReadOnlyCollection<T>, IReadOnlySet<T>
    {
        List<T> _items = new List<T>();
        IComparer<T> _comparer;

        public SortedSet() : this((IComparer<T>)null) { }
        public SortedSet(IComparer<T> comparer) { _comparer = comparer ?? Comparer<T>.Default; }
        public SortedSet(IEnumerable<T> collection) : this(collection, null) { }
        public SortedSet(IEnumerable<T> collection, IComparer<T> comparer) : this(comparer)
        {
            if (collection == null) throw new ArgumentNullException("collection");
            UnionWith(collection);
        }

        public IComparer<T> Comparer { get { return _comparer; } }
        public int Count { get { return _items.Count; } }
        bool ICollection<T>.IsReadOnly { get { return false; } }
        public T Min { get { return _items.Count == 0 ? default(T) : _items[0]; } }
        public T Max { get { return _items.Count == 0 ? default(T) : _items[_items.Count - 1]; } }

        public bool Add(T item)
        {
            int i = _items.BinarySearch(item, _comparer);
            if (i >= 0) return false;
            _items.Insert(~i, item);
            return true;
        }
        void ICollection<T>.Add(T item) { Add(item); }
        public bool Remove(T item)
        {
            int i = _items.BinarySearch(item, _comparer);
            if (i < 0) return false;
            _items.RemoveAt(i);
            return true;
        }
        public int RemoveWhere(Predicate<T> match) { return _items.RemoveAll(match); }
        public bool Contains(T item) { return _items.BinarySearch(item, _comparer) >= 0; }
        public void Clear() { _items.Clear(); }
        public void CopyTo(T[] array) { _items.CopyTo(array); }
        public void CopyTo(T[] array, int index) { _items.CopyTo(array, index); }
        public IEnumerable<T> Reverse() { for (int i = _items.Count - 1; i >= 0; i--) yield return _items[i]; }
        public SortedSet<T> GetViewBetween(T lowerValue, T upperValue)
        {
            SortedSet<T> r = new SortedSet<T>(_comparer);
            foreach (T t in _items) if (_comparer.Compare(t, lowerValue) >= 0 && _comparer.Compare(t, upperValue) <= 0) r._items.Add(t);
            return r;
        }

        public void UnionWith(IEnumerable<T> other) { foreach (T t in other) Add(t); }
        public void IntersectWith(IEnumerable<T> other)
        {
            SortedSet<T> o = new SortedSet<T>(other, _comparer);
            _items.RemoveAll(t => !o.Contains(t));
        }
        public void ExceptWith(IEnumerable<T> other) { foreach (T t in other) Remove(t); }
        public void SymmetricExceptWith(IEnumerable<T> other)
        {
            SortedSet<T> o = new SortedSet<T>(other, _comparer);
            foreach (T t in o) if (!Remove(t)) Add(t);
        }
        public bool IsSubsetOf(IEnumerable<T> other) { SortedSet<T> o = new SortedSet<T>(other, _comparer); foreach (T t in _items) if (!o.Contains(t)) return false; return true; }
        public bool IsSupersetOf(IEnumerable<T> other) { foreach (T t in other) if (!Contains(t)) return false; return true; }
        public bool IsProperSubsetOf(IEnumerable<T> other) { SortedSet<T> o = new SortedSet<T>(other, _comparer); return o.Count > Count && IsSubsetOf(o); }
        public bool IsProperSupersetOf(IEnumerable<T> other) { SortedSet<T> o = new SortedSet<T>(other, _comparer); return Count > o.Count && IsSupersetOf(o); }
        public bool Overlaps(IEnumerable<T> other) { foreach (T t in other) if (Contains(t)) return true; return false; }
        public bool SetEquals(IEnumerable<T> other) { SortedSet<T> o = new SortedSet<T>(other, _comparer); return o.Count == Count && IsSupersetOf(o); }

        public Enumerator GetEnumerator() { return new Enumerator(_items); }
        IEnumerator<T> IEnumerable<T>.GetEnumerator() { return new Enumerator(_items); }
        IEnumerator IEnumerable.GetEnumerator() { return new Enumerator(_items); }

        public bool TryGetValue(T equalValue, out T actualValue)
        {
            int i = _items.BinarySearch(equalValue, _comparer);
            if (i >= 0) { actualValue = _items[i]; return true; }
            actualValue = default(T);
            return false;
        }

        public struct Enumerator : IEnumerator<T>, IEnumerator
        {
            List<T>.Enumerator _inner;
            internal Enumerator(List<T> items) { _inner = items.GetEnumerator(); }
            public bool MoveNext() { return _inner.MoveNext(); }
            public T Current { get { return _inner.Current; } }
            object IEnumerator.Current { get { return ((IEnumerator)_inner).Current; } }
            void IEnumerator.Reset() { ((IEnumerator)_inner).Reset(); }
            public void Dispose() { }
        }
    }

    public class PriorityQueue<TElement, TPriority>
    {
        List<KeyValuePair<TElement, TPriority>> _heap = new List<KeyValuePair<TElement, TPriority>>();
        IComparer<TPriority> _comparer;

        public PriorityQueue() : this((IComparer<TPriority>)null) { }
        public PriorityQueue(IComparer<TPriority> comparer) { _comparer = comparer ?? Comparer<TPriority>.Default; }
        public PriorityQueue(int initialCapacity) : this((IComparer<TPriority>)null) { }

        public int Count { get { return _heap.Count; } }
        public IComparer<TPriority> Comparer { get { return _comparer; } }

        public void Enqueue(TElement element, TPriority priority)
        {
            _heap.Add(new KeyValuePair<TElement, TPriority>(element, priority));
            int i = _heap.Count - 1;
            while (i > 0)
            {
                int parent = (i - 1) >> 2;
                if (_comparer.Compare(_heap[i].Value, _heap[parent].Value) >= 0) break;
                KeyValuePair<TElement, TPriority> t = _heap[i]; _heap[i] = _heap[parent]; _heap[parent] = t;
                i = parent;
            }
        }

        public TElement Peek()
        {
            if (_heap.Count == 0) throw new InvalidOperationException("Queue empty.");
            return _heap[0].Key;
        }

        public TElement Dequeue()
        {
            if (_heap.Count == 0) throw new InvalidOperationException("Queue empty.");
            TElement result = _heap[0].Key;
            int last = _heap.Count - 1;
            _heap[0] = _heap[last];
            _heap.RemoveAt(last);
            int i = 0, n = _heap.Count;
            while (true)
            {
                int first = (i << 2) + 1;
                if (first >= n) break;
                int min = first;
                for (int c = first + 1; c < first + 4 && c < n; c++)
                    if (_comparer.Compare(_heap[c].Value, _heap[min].Value) < 0) min = c;
                if (_comparer.Compare(_heap[i].Value, _heap[min].Value) <= 0) break;
                KeyValuePair<TElement, TPriority> t = _heap[i]; _heap[i] = _heap[min]; _heap[min] = t;
                i = min;
            }
            return result;
        }

        public bool TryDequeue(out TElement element, out TPriority priority)
        {
            if (_heap.Count == 0) { element = default(TElement); priority = default(TPriority); return false; }
            priority = _heap[0].Value;
            element = Dequeue();
            return true;
        }

        public bool TryPeek(out TElement element, out TPriority priority)
        {
            if (_heap.Count == 0) { element = default(TElement); priority = default(TPriority); return false; }
            element = _heap[0].Key;
            priority = _heap[0].Value;
            return true;
        }

        public void Clear() { _heap.Clear(); }
    }
}

namespace System.Collections.ObjectModel
{
    using System.Collections.Generic;

    [Serializable]
    public class ReadOnlyCollection<T> : IList<T>, IList, IReadOnlyList<T>
    {
        IList<T> _list;

        public ReadOnlyCollection(IList<T> list)
        {
            if (list == null) throw new ArgumentNullException("list");
            _list = list;
        }

        public int Count { get { return _list.Count; } }
        public T this[int index] { get { return _list[index]; } }
        protected IList<T> Items { get { return _list; } }

        public bool Contains(T value) { return _list.Contains(value); }
        public void CopyTo(T[] array, int index) { _list.CopyTo(array, index); }
        public IEnumerator<T> GetEnumerator() { return _list.GetEnumerator(); }
        public int IndexOf(T value) { return _list.IndexOf(value); }

        bool ICollection<T>.IsReadOnly { get { return true; } }
        T IList<T>.this[int index] { get { return _list[index]; } set { throw new NotSupportedException("Collection is read-only."); } }
        void ICollection<T>.Add(T value) { throw new NotSupportedException("Collection is read-only."); }
        void ICollection<T>.Clear() { throw new NotSupportedException("Collection is read-only."); }
        void IList<T>.Insert(int index, T value) { throw new NotSupportedException("Collection is read-only."); }
        bool ICollection<T>.Remove(T value) { throw new NotSupportedException("Collection is read-only."); }
        void IList<T>.RemoveAt(int index) { throw new NotSupportedException("Collection is read-only."); }
        IEnumerator IEnumerable.GetEnumerator() { return ((IEnumerable)_list).GetEnumerator(); }
        bool ICollection.IsSynchronized { get { return false; } }
        object ICollection.SyncRoot { get { return this; } }
        void ICollection.CopyTo(Array array, int index) { for (int i = 0; i < _list.Count; i++) array.SetValue(_list[i], index + i); }
        bool IList.IsFixedSize { get { return true; } }
        bool IList.IsReadOnly { get { return true; } }
        object IList.this[int index] { get { return _list[index]; } set { throw new NotSupportedException("Collection is read-only."); } }
        int IList.Add(object value) { throw new NotSupportedException("Collection is read-only."); }
        void IList.Clear() { throw new NotSupportedException("Collection is read-only."); }
        bool IList.Contains(object value) { return value is T && Contains((T)value); }
        int IList.IndexOf(object value) { return value is T ? IndexOf((T)value) : -1; }
        void IList.Insert(int index, object value) { throw new NotSupportedException("Collection is read-only."); }
        void IList.Remove(object value) { throw new NotSupportedException("Collection is read-only."); }
        void IList.RemoveAt(int index) { throw new NotSupportedException("Collection is read-only."); }
    }

    [Serializable]
    public class Collection<T> : IList<T>, IList, IReadOnlyList<T>
    {
        IList<T> _items;

        public Collection() { _items = new List<T>(); }
        public Collection(IList<T> list)
        {
            if (list == null) throw new ArgumentNullException("list");
            _items = list;
        }

        public int Count { get { return _items.Count; } }
        protected IList<T> Items { get { return _items; } }

        public T this[int index]
        {
            get { return _items[index]; }
            set
            {
                if ((uint)index >= (uint)_items.Count) throw new ArgumentOutOfRangeException("index", "Index was out of range. Must be non-negative and less than the size of the collection.");
                SetItem(index, value);
            }
        }

        public void Add(T item) { InsertItem(_items.Count, item); }
        public void Clear() { ClearItems(); }
        public void CopyTo(T[] array, int index) { _items.CopyTo(array, index); }
        public bool Contains(T item) { return _items.Contains(item); }
        public IEnumerator<T> GetEnumerator() { return _items.GetEnumerator(); }
        public int IndexOf(T item) { return _items.IndexOf(item); }
        public void Insert(int index, T item)
        {
            if ((uint)index > (uint)_items.Count) throw new ArgumentOutOfRangeException("index", "Index must be within the bounds of the List.");
            InsertItem(index, item);
        }
        public bool Remove(T item)
        {
            int index = _items.IndexOf(item);
            if (index < 0) return false;
            RemoveItem(index);
            return true;
        }
        public void RemoveAt(int index)
        {
            if ((uint)index >= (uint)_items.Count) throw new ArgumentOutOfRangeException("index", "Index was out of range. Must be non-negative and less than the size of the collection.");
            RemoveItem(index);
        }

        protected virtual void ClearItems() { _items.Clear(); }
        protected virtual void InsertItem(int index, T item) { _items.Insert(index, item); }
        protected virtual void RemoveItem(int index) { _items.RemoveAt(index); }
        protected virtual void SetItem(int index, T item) { _items[index] = item; }

        bool ICollection<T>.IsReadOnly { get { return _items.IsReadOnly; } }
        IEnumerator IEnumerable.GetEnumerator() { return ((IEnumerable)_items).GetEnumerator(); }
        bool ICollection.IsSynchronized { get { return false; } }
        object ICollection.SyncRoot { get { return this; } }
        void ICollection.CopyTo(Array array, int index) { for (int i = 0; i < _items.Count; i++) array.SetValue(_items[i], index + i); }
        object IList.this[int index] { get { return _items[index]; } set { this[index] = (T)value; } }
        bool IList.IsReadOnly { get { return _items.IsReadOnly; } }
        bool IList.IsFixedSize { get { return false; } }
        int IList.Add(object value) { Add((T)value); return Count - 1; }
        bool IList.Contains(object value) { return value is T && Contains((T)value); }
        int IList.IndexOf(object value) { return value is T ? IndexOf((T)value) : -1; }
        void IList.Insert(int index, object value) { Insert(index, (T)value); }
        void IList.Remove(object value) { if (value is T) Remove((T)value); }
    }
}
