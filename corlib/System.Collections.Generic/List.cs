using System;
using System.Collections.ObjectModel;

namespace System.Collections.Generic
{
    [Serializable]
    public class List<T> : IList<T>, IList, IReadOnlyList<T>
    {
        T[] _items;
        int _size;
        int _version;

        static readonly T[] s_empty = new T[0];

        public List() { _items = s_empty; }

        public List(int capacity)
        {
            if (capacity < 0) throw new ArgumentOutOfRangeException("capacity", "Non-negative number required.");
            _items = capacity == 0 ? s_empty : new T[capacity];
        }

        public List(IEnumerable<T> collection)
        {
            if (collection == null) throw new ArgumentNullException("collection");
            ICollection<T> c = collection as ICollection<T>;
            if (c != null)
            {
                int count = c.Count;
                if (count == 0) _items = s_empty;
                else
                {
                    _items = new T[count];
                    c.CopyTo(_items, 0);
                    _size = count;
                }
            }
            else
            {
                _items = s_empty;
                foreach (T item in collection) Add(item);
            }
        }

        public int Capacity
        {
            get { return _items.Length; }
            set
            {
                if (value < _size) throw new ArgumentOutOfRangeException("value", "capacity was less than the current size.");
                if (value != _items.Length)
                {
                    if (value > 0)
                    {
                        T[] n = new T[value];
                        if (_size > 0) Array.Copy(_items, n, _size);
                        _items = n;
                    }
                    else _items = s_empty;
                }
            }
        }

        public int Count { get { return _size; } }
        bool IList.IsFixedSize { get { return false; } }
        bool ICollection<T>.IsReadOnly { get { return false; } }
        bool IList.IsReadOnly { get { return false; } }
        bool ICollection.IsSynchronized { get { return false; } }
        object ICollection.SyncRoot { get { return this; } }

        public T this[int index]
        {
            get
            {
                if ((uint)index >= (uint)_size) ThrowIndex();
                return _items[index];
            }
            set
            {
                if ((uint)index >= (uint)_size) ThrowIndex();
                _items[index] = value;
                _version++;
            }
        }

        static void ThrowIndex()
        {
            throw new ArgumentOutOfRangeException("index", "Index was out of range. Must be non-negative and less than the size of the collection.");
        }

        object IList.this[int index]
        {
            get { return this[index]; }
            set { this[index] = (T)value; }
        }

        public void Add(T item)
        {
            _version++;
            T[] array = _items;
            int size = _size;
            if ((uint)size < (uint)array.Length)
            {
                _size = size + 1;
                array[size] = item;
            }
            else AddWithResize(item);
        }

        void AddWithResize(T item)
        {
            int size = _size;
            Grow(size + 1);
            _size = size + 1;
            _items[size] = item;
        }

        int IList.Add(object item)
        {
            Add((T)item);
            return Count - 1;
        }

        public void AddRange(IEnumerable<T> collection) { InsertRange(_size, collection); }

        public ReadOnlyCollection<T> AsReadOnly() { return new ReadOnlyCollection<T>(this); }

        public int BinarySearch(int index, int count, T item, IComparer<T> comparer)
        {
            if (index < 0) throw new ArgumentOutOfRangeException("index", "Non-negative number required.");
            if (count < 0) throw new ArgumentOutOfRangeException("count", "Non-negative number required.");
            if (_size - index < count) throw new ArgumentException("Offset and length were out of bounds for the array or count is greater than the number of elements from index to the end of the source collection.");
            return Array.BinarySearch<T>(_items, index, count, item, comparer);
        }
        public int BinarySearch(T item) { return BinarySearch(0, Count, item, null); }
        public int BinarySearch(T item, IComparer<T> comparer) { return BinarySearch(0, Count, item, comparer); }

        public void Clear()
        {
            _version++;
            if (_size > 0) Array.Clear(_items, 0, _size);
            _size = 0;
        }

        public bool Contains(T item) { return _size != 0 && IndexOf(item) >= 0; }
        bool IList.Contains(object item) { return (item is T || item == null) && Contains((T)item); }

        public List<TOutput> ConvertAll<TOutput>(Converter<T, TOutput> converter)
        {
            if (converter == null) throw new ArgumentNullException("converter");
            List<TOutput> list = new List<TOutput>(_size);
            for (int i = 0; i < _size; i++) list._items[i] = converter(_items[i]);
            list._size = _size;
            return list;
        }

        public void CopyTo(T[] array) { CopyTo(array, 0); }
        void ICollection.CopyTo(Array array, int arrayIndex) { Array.Copy(_items, 0, array, arrayIndex, _size); }
        public void CopyTo(int index, T[] array, int arrayIndex, int count)
        {
            if (_size - index < count) throw new ArgumentException("Offset and length were out of bounds for the array or count is greater than the number of elements from index to the end of the source collection.");
            Array.Copy(_items, index, array, arrayIndex, count);
        }
        public void CopyTo(T[] array, int arrayIndex) { Array.Copy(_items, 0, array, arrayIndex, _size); }

        void Grow(int capacity)
        {
            int newCapacity = _items.Length == 0 ? 4 : 2 * _items.Length;
            if ((uint)newCapacity > 0x7FFFFFC7) newCapacity = 0x7FFFFFC7;
            if (newCapacity < capacity) newCapacity = capacity;
            Capacity = newCapacity;
        }

        public int EnsureCapacity(int capacity)
        {
            if (capacity < 0) throw new ArgumentOutOfRangeException("capacity", "Non-negative number required.");
            if (_items.Length < capacity) Grow(capacity);
            return _items.Length;
        }

        public bool Exists(Predicate<T> match) { return FindIndex(match) != -1; }

        public T Find(Predicate<T> match)
        {
            if (match == null) throw new ArgumentNullException("match");
            for (int i = 0; i < _size; i++) if (match(_items[i])) return _items[i];
            return default(T);
        }

        public List<T> FindAll(Predicate<T> match)
        {
            if (match == null) throw new ArgumentNullException("match");
            List<T> list = new List<T>();
            for (int i = 0; i < _size; i++) if (match(_items[i])) list.Add(_items[i]);
            return list;
        }

        public int FindIndex(Predicate<T> match) { return FindIndex(0, _size, match); }
        public int FindIndex(int startIndex, Predicate<T> match) { return FindIndex(startIndex, _size - startIndex, match); }
        public int FindIndex(int startIndex, int count, Predicate<T> match)
        {
            if ((uint)startIndex > (uint)_size) throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than the size of the collection.");
            if (count < 0 || startIndex > _size - count) throw new ArgumentOutOfRangeException("count", "Count must be positive and count must refer to a location within the string/array/collection.");
            if (match == null) throw new ArgumentNullException("match");
            int end = startIndex + count;
            for (int i = startIndex; i < end; i++) if (match(_items[i])) return i;
            return -1;
        }

        public T FindLast(Predicate<T> match)
        {
            if (match == null) throw new ArgumentNullException("match");
            for (int i = _size - 1; i >= 0; i--) if (match(_items[i])) return _items[i];
            return default(T);
        }

        public int FindLastIndex(Predicate<T> match) { return FindLastIndex(_size - 1, _size, match); }
        public int FindLastIndex(int startIndex, Predicate<T> match) { return FindLastIndex(startIndex, startIndex + 1, match); }
        public int FindLastIndex(int startIndex, int count, Predicate<T> match)
        {
            if (match == null) throw new ArgumentNullException("match");
            if (_size == 0)
            {
                if (startIndex != -1) throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than the size of the collection.");
            }
            else if ((uint)startIndex >= (uint)_size) throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than the size of the collection.");
            if (count < 0 || startIndex - count + 1 < 0) throw new ArgumentOutOfRangeException("count", "Count must be positive and count must refer to a location within the string/array/collection.");
            int end = startIndex - count;
            for (int i = startIndex; i > end; i--) if (match(_items[i])) return i;
            return -1;
        }

        public void ForEach(Action<T> action)
        {
            if (action == null) throw new ArgumentNullException("action");
            int version = _version;
            for (int i = 0; i < _size; i++)
            {
                if (version != _version) break;
                action(_items[i]);
            }
            if (version != _version) throw new InvalidOperationException("Collection was modified; enumeration operation may not execute.");
        }

        public Enumerator GetEnumerator() { return new Enumerator(this); }
        IEnumerator<T> IEnumerable<T>.GetEnumerator() { return new Enumerator(this); }
        IEnumerator IEnumerable.GetEnumerator() { return new Enumerator(this); }

        public List<T> GetRange(int index, int count)
        {
            if (index < 0) throw new ArgumentOutOfRangeException("index", "Non-negative number required.");
            if (count < 0) throw new ArgumentOutOfRangeException("count", "Non-negative number required.");
            if (_size - index < count) throw new ArgumentException("Offset and length were out of bounds for the array or count is greater than the number of elements from index to the end of the source collection.");
            List<T> list = new List<T>(count);
            Array.Copy(_items, index, list._items, 0, count);
            list._size = count;
            return list;
        }

        public List<T> Slice(int start, int length) { return GetRange(start, length); }

        public int IndexOf(T item) { return Array.IndexOf(_items, item, 0, _size); }
        int IList.IndexOf(object item) { return (item is T || item == null) ? IndexOf((T)item) : -1; }
        public int IndexOf(T item, int index)
        {
            if (index > _size) throw new ArgumentOutOfRangeException("index", "Index was out of range. Must be non-negative and less than or equal to the size of the collection.");
            return Array.IndexOf(_items, item, index, _size - index);
        }
        public int IndexOf(T item, int index, int count)
        {
            if (index > _size) throw new ArgumentOutOfRangeException("index", "Index was out of range. Must be non-negative and less than or equal to the size of the collection.");
            if (count < 0 || index > _size - count) throw new ArgumentOutOfRangeException("count", "Count must be positive and count must refer to a location within the string/array/collection.");
            return Array.IndexOf(_items, item, index, count);
        }

        public void Insert(int index, T item)
        {
            if ((uint)index > (uint)_size) throw new ArgumentOutOfRangeException("index", "Index must be within the bounds of the List.");
            if (_size == _items.Length) Grow(_size + 1);
            if (index < _size) Array.Copy(_items, index, _items, index + 1, _size - index);
            _items[index] = item;
            _size++;
            _version++;
        }
        void IList.Insert(int index, object item) { Insert(index, (T)item); }

        public void InsertRange(int index, IEnumerable<T> collection)
        {
            if (collection == null) throw new ArgumentNullException("collection");
            if ((uint)index > (uint)_size) throw new ArgumentOutOfRangeException("index", "Index must be within the bounds of the List.");
            ICollection<T> c = collection as ICollection<T>;
            if (c != null)
            {
                int count = c.Count;
                if (count > 0)
                {
                    if (_items.Length - _size < count) Grow(_size + count);
                    if (index < _size) Array.Copy(_items, index, _items, index + count, _size - index);
                    if ((object)this == (object)c)
                    {
                        Array.Copy(_items, 0, _items, index, index);
                        Array.Copy(_items, index + count, _items, index * 2, _size - index);
                    }
                    else
                    {
                        T[] tmp = new T[count];
                        c.CopyTo(tmp, 0);
                        Array.Copy(tmp, 0, _items, index, count);
                    }
                    _size += count;
                    _version++;
                }
            }
            else
            {
                foreach (T item in collection) Insert(index++, item);
            }
        }

        public int LastIndexOf(T item)
        {
            if (_size == 0) return -1;
            return LastIndexOf(item, _size - 1, _size);
        }
        public int LastIndexOf(T item, int index)
        {
            if (index >= _size) throw new ArgumentOutOfRangeException("index", "Index was out of range. Must be non-negative and less than the size of the collection.");
            return LastIndexOf(item, index, index + 1);
        }
        public int LastIndexOf(T item, int index, int count)
        {
            if (_size == 0) return -1;
            return Array.LastIndexOf(_items, item, index, count);
        }

        public bool Remove(T item)
        {
            int index = IndexOf(item);
            if (index >= 0)
            {
                RemoveAt(index);
                return true;
            }
            return false;
        }
        void IList.Remove(object item) { if (item is T || item == null) Remove((T)item); }

        public int RemoveAll(Predicate<T> match)
        {
            if (match == null) throw new ArgumentNullException("match");
            int freeIndex = 0;
            while (freeIndex < _size && !match(_items[freeIndex])) freeIndex++;
            if (freeIndex >= _size) return 0;
            int current = freeIndex + 1;
            while (current < _size)
            {
                while (current < _size && match(_items[current])) current++;
                if (current < _size) _items[freeIndex++] = _items[current++];
            }
            Array.Clear(_items, freeIndex, _size - freeIndex);
            int result = _size - freeIndex;
            _size = freeIndex;
            _version++;
            return result;
        }

        public void RemoveAt(int index)
        {
            if ((uint)index >= (uint)_size) ThrowIndex();
            _size--;
            if (index < _size) Array.Copy(_items, index + 1, _items, index, _size - index);
            _items[_size] = default(T);
            _version++;
        }

        public void RemoveRange(int index, int count)
        {
            if (index < 0) throw new ArgumentOutOfRangeException("index", "Non-negative number required.");
            if (count < 0) throw new ArgumentOutOfRangeException("count", "Non-negative number required.");
            if (_size - index < count) throw new ArgumentException("Offset and length were out of bounds for the array or count is greater than the number of elements from index to the end of the source collection.");
            if (count > 0)
            {
                _size -= count;
                if (index < _size) Array.Copy(_items, index + count, _items, index, _size - index);
                Array.Clear(_items, _size, count);
                _version++;
            }
        }

        public void Reverse() { Reverse(0, Count); }
        public void Reverse(int index, int count)
        {
            if (index < 0) throw new ArgumentOutOfRangeException("index", "Non-negative number required.");
            if (count < 0) throw new ArgumentOutOfRangeException("count", "Non-negative number required.");
            if (_size - index < count) throw new ArgumentException("Offset and length were out of bounds for the array or count is greater than the number of elements from index to the end of the source collection.");
            if (count > 1) Array.Reverse(_items, index, count);
            _version++;
        }

        public void Sort() { Sort(0, Count, null); }
        public void Sort(IComparer<T> comparer) { Sort(0, Count, comparer); }
        public void Sort(int index, int count, IComparer<T> comparer)
        {
            if (index < 0) throw new ArgumentOutOfRangeException("index", "Non-negative number required.");
            if (count < 0) throw new ArgumentOutOfRangeException("count", "Non-negative number required.");
            if (_size - index < count) throw new ArgumentException("Offset and length were out of bounds for the array or count is greater than the number of elements from index to the end of the source collection.");
            if (count > 1) Array.Sort<T>(_items, index, count, comparer);
            _version++;
        }
        public void Sort(Comparison<T> comparison)
        {
            if (comparison == null) throw new ArgumentNullException("comparison");
            if (_size > 1) ArraySortHelper<T>.IntrospectiveSort(_items, 0, _size, comparison);
            _version++;
        }

        public T[] ToArray()
        {
            if (_size == 0) return s_empty;
            T[] array = new T[_size];
            Array.Copy(_items, array, _size);
            return array;
        }

        public void TrimExcess()
        {
            int threshold = (int)(((double)_items.Length) * 0.9);
            if (_size < threshold) Capacity = _size;
        }

        public bool TrueForAll(Predicate<T> match)
        {
            if (match == null) throw new ArgumentNullException("match");
            for (int i = 0; i < _size; i++) if (!match(_items[i])) return false;
            return true;
        }

        [Serializable]
        public struct Enumerator : IEnumerator<T>, IEnumerator
        {
            List<T> _list;
            int _index;
            int _version;
            T _current;

            internal Enumerator(List<T> list)
            {
                _list = list;
                _index = 0;
                _version = list._version;
                _current = default(T);
            }

            public void Dispose() { }

            public bool MoveNext()
            {
                List<T> localList = _list;
                if (_version == localList._version && ((uint)_index < (uint)localList._size))
                {
                    _current = localList._items[_index];
                    _index++;
                    return true;
                }
                return MoveNextRare();
            }

            bool MoveNextRare()
            {
                if (_version != _list._version) throw new InvalidOperationException("Collection was modified; enumeration operation may not execute.");
                _index = _list._size + 1;
                _current = default(T);
                return false;
            }

            public T Current { get { return _current; } }

            object IEnumerator.Current
            {
                get
                {
                    if (_index == 0 || _index == _list._size + 1) throw new InvalidOperationException("Enumeration has either not started or has already finished.");
                    return Current;
                }
            }

            void IEnumerator.Reset()
            {
                if (_version != _list._version) throw new InvalidOperationException("Collection was modified; enumeration operation may not execute.");
                _index = 0;
                _current = default(T);
            }
        }
    }
}
