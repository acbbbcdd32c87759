using System;

namespace System.Collections.Generic
{
    [Serializable]
    public class Queue<T> : IEnumerable<T>, ICollection, IReadOnlyCollection<T>
    {
        T[] _array;
        int _head, _tail, _size, _version;

        public Queue() { _array = new T[0]; }
        public Queue(int capacity)
        {
            if (capacity < 0) throw new ArgumentOutOfRangeException("capacity", "Non-negative number required.");
            _array = new T[capacity];
        }
        public Queue(IEnumerable<T> collection)
        {
            if (collection == null) throw new ArgumentNullException("collection");
            _array = new T[4];
            foreach (T item in collection) Enqueue(item);
        }

        public int Count { get { return _size; } }
        bool ICollection.IsSynchronized { get { return false; } }
        object ICollection.SyncRoot { get { return this; } }

        public void Clear()
        {
            if (_size != 0) Array.Clear(_array, 0, _array.Length);
            _size = 0; _head = 0; _tail = 0;
            _version++;
        }

        public void CopyTo(T[] array, int arrayIndex)
        {
            if (array == null) throw new ArgumentNullException("array");
            if (arrayIndex < 0 || arrayIndex > array.Length) throw new ArgumentOutOfRangeException("arrayIndex", "Index was out of range. Must be non-negative and less than or equal to the size of the collection.");
            if (array.Length - arrayIndex < _size) throw new ArgumentException("Offset and length were out of bounds for the array or count is greater than the number of elements from index to the end of the source collection.");
            for (int i = 0; i < _size; i++) array[arrayIndex + i] = _array[(_head + i) % _array.Length];
        }

        void ICollection.CopyTo(Array array, int index)
        {
            for (int i = 0; i < _size; i++) array.SetValue(_array[(_head + i) % _array.Length], index + i);
        }

        public void Enqueue(T item)
        {
            if (_size == _array.Length)
            {
                int newcapacity = (int)((long)_array.Length * 2);
                if (newcapacity < _array.Length + 4) newcapacity = _array.Length + 4;
                SetCapacity(newcapacity);
            }
            _array[_tail] = item;
            _tail = (_tail + 1) % _array.Length;
            _size++;
            _version++;
        }

        public T Dequeue()
        {
            if (_size == 0) throw new InvalidOperationException("Queue empty.");
            T removed = _array[_head];
            _array[_head] = default(T);
            _head = (_head + 1) % _array.Length;
            _size--;
            _version++;
            return removed;
        }

        public bool TryDequeue(out T result)
        {
            if (_size == 0) { result = default(T); return false; }
            result = Dequeue();
            return true;
        }

        public T Peek()
        {
            if (_size == 0) throw new InvalidOperationException("Queue empty.");
            return _array[_head];
        }

        public bool TryPeek(out T result)
        {
            if (_size == 0) { result = default(T); return false; }
            result = _array[_head];
            return true;
        }

        public bool Contains(T item)
        {
            EqualityComparer<T> c = EqualityComparer<T>.Default;
            for (int i = 0; i < _size; i++) if (c.Equals(_array[(_head + i) % _array.Length], item)) return true;
            return false;
        }

        public T[] ToArray()
        {
            T[] arr = new T[_size];
            CopyTo(arr, 0);
            return arr;
        }

        void SetCapacity(int capacity)
        {
            T[] newarray = new T[capacity];
            if (_size > 0) CopyTo(newarray, 0);
            _array = newarray;
            _head = 0;
            _tail = (_size == capacity) ? 0 : _size;
            _version++;
        }

        public void TrimExcess() { if (_size < (int)(_array.Length * 0.9)) SetCapacity(_size); }

        public int EnsureCapacity(int capacity)
        {
            if (_array.Length < capacity) SetCapacity(Math.Max(capacity, _array.Length * 2));
            return _array.Length;
        }

        public IEnumerator<T> GetEnumerator()
        {
            int version = _version;
            for (int i = 0; i < _size; i++)
            {
                if (version != _version) throw new InvalidOperationException("Collection was modified; enumeration operation may not execute.");
                yield return _array[(_head + i) % _array.Length];
            }
            if (version != _version) throw new InvalidOperationException("Collection was modified; enumeration operation may not execute.");
        }

        IEnumerator IEnumerable.GetEnumerator() { return GetEnumerator(); }
    }

    [Serializable]
    public class Stack<T> : IEnumerable<T>, ICollection, IReadOnlyCollection<T>
    {
        T[] _array;
        int _size;
        int _version;

        public Stack() { _array = new T[0]; }
        public Stack(int capacity)
        {
            if (capacity < 0) throw new ArgumentOutOfRangeException("capacity", "Non-negative number required.");
            _array = new T[capacity];
        }
        public Stack(IEnumerable<T> collection)
        {
            if (collection == null) throw new ArgumentNullException("collection");
            _array = new T[4];
            foreach (T item in collection) Push(item);
        }

        public int Count { get { return _size; } }
        bool ICollection.IsSynchronized { get { return false; } }
        object ICollection.SyncRoot { get { return this; } }

        public void Clear()
        {
            Array.Clear(_array, 0, _size);
            _size = 0;
            _version++;
        }

        public bool Contains(T item)
        {
            return _size != 0 && Array.LastIndexOf(_array, item, _size - 1) != -1;
        }

        public void CopyTo(T[] array, int arrayIndex)
        {
            if (array == null) throw new ArgumentNullException("array");
            if (arrayIndex < 0 || arrayIndex > array.Length) throw new ArgumentOutOfRangeException("arrayIndex", "Index was out of range. Must be non-negative and less than or equal to the size of the collection.");
            if (array.Length - arrayIndex < _size) throw new ArgumentException("Offset and length were out of bounds for the array or count is greater than the number of elements from index to the end of the source collection.");
            for (int i = 0; i < _size; i++) array[arrayIndex + i] = _array[_size - 1 - i];
        }

        void ICollection.CopyTo(Array array, int index)
        {
            for (int i = 0; i < _size; i++) array.SetValue(_array[_size - 1 - i], index + i);
        }

        public T Peek()
        {
            if (_size == 0) throw new InvalidOperationException("Stack empty.");
            return _array[_size - 1];
        }

        public bool TryPeek(out T result)
        {
            if (_size == 0) { result = default(T); return false; }
            result = _array[_size - 1];
            return true;
        }

        public T Pop()
        {
            if (_size == 0) throw new InvalidOperationException("Stack empty.");
            _version++;
            T item = _array[--_size];
            _array[_size] = default(T);
            return item;
        }

        public bool TryPop(out T result)
        {
            if (_size == 0) { result = default(T); return false; }
            result = Pop();
            return true;
        }

        public void Push(T item)
        {
            if (_size == _array.Length) Array.Resize(ref _array, (_array.Length == 0) ? 4 : 2 * _array.Length);
            _array[_size++] = item;
            _version++;
        }

        public T[] ToArray()
        {
            T[] objArray = new T[_size];
            for (int i = 0; i < _size; i++) objArray[i] = _array[_size - i - 1];
            return objArray;
        }

        public void TrimExcess() { if (_size < (int)(_array.Length * 0.9)) Array.Resize(ref _array, _size); }

        public int EnsureCapacity(int capacity)
        {
            if (_array.Length < capacity) Array.Resize(ref _array, Math.Max(capacity, _array.Length * 2));
            return _array.Length;
        }

        public IEnumerator<T> GetEnumerator()
        {
            int version = _version;
            for (int i = _size - 1; i >= 0; i--)
            {
                if (version != _version) throw new InvalidOperationException("Collection was modified; enumeration operation may not execute.");
                yield return _array[i];
            }
            if (version != _version) throw new InvalidOperationException("Collection was modified; enumeration operation may not execute.");
        }

        IEnumerator IEnumerable.GetEnumerator() { return GetEnumerator(); }
    }

    public sealed class LinkedListNode<T>
    {
        internal LinkedList<T> list;
        internal LinkedListNode<T> next;
        internal LinkedListNode<T> prev;
        internal T item;

        public LinkedListNode(T value) { item = value; }
        internal LinkedListNode(LinkedList<T> list, T value) { this.list = list; item = value; }

        public LinkedList<T> List { get { return list; } }
        public LinkedListNode<T> Next { get { return next == null || next == list.head ? null : next; } }
        public LinkedListNode<T> Previous { get { return prev == null || this == list.head ? null : prev; } }
        public T Value { get { return item; } set { item = value; } }

        internal void Invalidate() { list = null; next = null; prev = null; }
    }

    [Serializable]
    public class LinkedList<T> : ICollection<T>, ICollection, IReadOnlyCollection<T>
    {
        internal LinkedListNode<T> head;
        int _count;
        int _version;

        public LinkedList() { }
        public LinkedList(IEnumerable<T> collection)
        {
            if (collection == null) throw new ArgumentNullException("collection");
            foreach (T item in collection) AddLast(item);
        }

        public int Count { get { return _count; } }
        public LinkedListNode<T> First { get { return head; } }
        public LinkedListNode<T> Last { get { return head == null ? null : head.prev; } }
        bool ICollection<T>.IsReadOnly { get { return false; } }
        bool ICollection.IsSynchronized { get { return false; } }
        object ICollection.SyncRoot { get { return this; } }

        void ICollection<T>.Add(T value) { AddLast(value); }

        public LinkedListNode<T> AddAfter(LinkedListNode<T> node, T value)
        {
            ValidateNode(node);
            LinkedListNode<T> result = new LinkedListNode<T>(node.list, value);
            InsertNodeBefore(node.next, result);
            return result;
        }

        public void AddAfter(LinkedListNode<T> node, LinkedListNode<T> newNode)
        {
            ValidateNode(node);
            ValidateNewNode(newNode);
            InsertNodeBefore(node.next, newNode);
            newNode.list = this;
        }

        public LinkedListNode<T> AddBefore(LinkedListNode<T> node, T value)
        {
            ValidateNode(node);
            LinkedListNode<T> result = new LinkedListNode<T>(node.list, value);
            InsertNodeBefore(node, result);
            if (node == head) head = result;
            return result;
        }

        public void AddBefore(LinkedListNode<T> node, LinkedListNode<T> newNode)
        {
            ValidateNode(node);
            ValidateNewNode(newNode);
            InsertNodeBefore(node, newNode);
            newNode.list = this;
            if (node == head) head = newNode;
        }

        public LinkedListNode<T> AddFirst(T value)
        {
            LinkedListNode<T> result = new LinkedListNode<T>(this, value);
            if (head == null) InsertNodeToEmptyList(result);
            else
            {
                InsertNodeBefore(head, result);
                head = result;
            }
            return result;
        }

        public void AddFirst(LinkedListNode<T> node)
        {
            ValidateNewNode(node);
            if (head == null) InsertNodeToEmptyList(node);
            else
            {
                InsertNodeBefore(head, node);
                head = node;
            }
            node.list = this;
        }

        public LinkedListNode<T> AddLast(T value)
        {
            LinkedListNode<T> result = new LinkedListNode<T>(this, value);
            if (head == null) InsertNodeToEmptyList(result);
            else InsertNodeBefore(head, result);
            return result;
        }

        public void AddLast(LinkedListNode<T> node)
        {
            ValidateNewNode(node);
            if (head == null) InsertNodeToEmptyList(node);
            else InsertNodeBefore(head, node);
            node.list = this;
        }

        public void Clear()
        {
            LinkedListNode<T> current = head;
            while (current != null)
            {
                LinkedListNode<T> temp = current;
                current = current.Next;
                temp.Invalidate();
            }
            head = null;
            _count = 0;
            _version++;
        }

        public bool Contains(T value) { return Find(value) != null; }

        public void CopyTo(T[] array, int index)
        {
            if (array == null) throw new ArgumentNullException("array");
            if (index < 0) throw new ArgumentOutOfRangeException("index", "Non-negative number required.");
            if (index > array.Length || array.Length - index < Count) throw new ArgumentException("Insufficient space in the target location to copy the information.");
            LinkedListNode<T> node = head;
            if (node != null)
            {
                do
                {
                    array[index++] = node.item;
                    node = node.next;
                } while (node != head);
            }
        }

        void ICollection.CopyTo(Array array, int index)
        {
            foreach (T item in this) array.SetValue(item, index++);
        }

        public LinkedListNode<T> Find(T value)
        {
            LinkedListNode<T> node = head;
            EqualityComparer<T> c = EqualityComparer<T>.Default;
            if (node != null)
            {
                do
                {
                    if (c.Equals(node.item, value)) return node;
                    node = node.next;
                } while (node != head);
            }
            return null;
        }

        public LinkedListNode<T> FindLast(T value)
        {
            if (head == null) return null;
            LinkedListNode<T> last = head.prev;
            LinkedListNode<T> node = last;
            EqualityComparer<T> c = EqualityComparer<T>.Default;
            do
            {
                if (c.Equals(node.item, value)) return node;
                node = node.prev;
            } while (node != last);
            return null;
        }

        public Enumerator GetEnumerator() { return new Enumerator(this); }
        IEnumerator<T> IEnumerable<T>.GetEnumerator() { return GetEnumerator(); }
        IEnumerator IEnumerable.GetEnumerator() { return GetEnumerator(); }

        public bool Remove(T value)
        {
            LinkedListNode<T> node = Find(value);
            if (node != null)
            {
                InternalRemoveNode(node);
                return true;
            }
            return false;
        }

        public void Remove(LinkedListNode<T> node)
        {
            ValidateNode(node);
            InternalRemoveNode(node);
        }

        public void RemoveFirst()
        {
            if (head == null) throw new InvalidOperationException("The LinkedList is empty.");
            InternalRemoveNode(head);
        }

        public void RemoveLast()
        {
            if (head == null) throw new InvalidOperationException("The LinkedList is empty.");
            InternalRemoveNode(head.prev);
        }

        void InsertNodeBefore(LinkedListNode<T> node, LinkedListNode<T> newNode)
        {
            newNode.next = node;
            newNode.prev = node.prev;
            node.prev.next = newNode;
            node.prev = newNode;
            _version++;
            _count++;
        }

        void InsertNodeToEmptyList(LinkedListNode<T> newNode)
        {
            newNode.next = newNode;
            newNode.prev = newNode;
            head = newNode;
            _version++;
            _count++;
        }

        internal void InternalRemoveNode(LinkedListNode<T> node)
        {
            if (node.next == node) head = null;
            else
            {
                node.next.prev = node.prev;
                node.prev.next = node.next;
                if (head == node) head = node.next;
            }
            node.Invalidate();
            _count--;
            _version++;
        }

        void ValidateNewNode(LinkedListNode<T> node)
        {
            if (node == null) throw new ArgumentNullException("node");
            if (node.list != null) throw new InvalidOperationException("The LinkedList node already belongs to a LinkedList.");
        }

        void ValidateNode(LinkedListNode<T> node)
        {
            if (node == null) throw new ArgumentNullException("node");
            if (node.list != this) throw new InvalidOperationException("The LinkedList node does not belong to current LinkedList.");
        }

        [Serializable]
        public struct Enumerator : IEnumerator<T>, IEnumerator
        {
            LinkedList<T> _list;
            LinkedListNode<T> _node;
            int _version;
            T _current;
            int _index;

            internal Enumerator(LinkedList<T> list)
            {
                _list = list;
                _version = list._version;
                _node = list.head;
                _current = default(T);
                _index = 0;
            }

            public T Current { get { return _current; } }

            object IEnumerator.Current
            {
                get
                {
                    if (_index == 0 || (_index == _list.Count + 1)) throw new InvalidOperationException("Enumeration has either not started or has already finished.");
                    return _current;
                }
            }

            public bool MoveNext()
            {
                if (_version != _list._version) throw new InvalidOperationException("Collection was modified; enumeration operation may not execute.");
                if (_node == null)
                {
                    _index = _list.Count + 1;
                    return false;
                }
                ++_index;
                _current = _node.item;
                _node = _node.next;
                if (_node == _list.head) _node = null;
                return true;
            }

            void IEnumerator.Reset()
            {
                _current = default(T);
                _node = _list.head;
                _index = 0;
            }

            public void Dispose() { }
        }
    }
}
