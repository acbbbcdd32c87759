using System;
using System.Collections.Generic;

namespace System.Collections
{
    [Serializable]
    public class Hashtable : IDictionary, ICloneable
    {
        Dictionary<object, object> _d;
        IEqualityComparer _comparer;

        sealed class Adapter : IEqualityComparer<object>
        {
            IEqualityComparer _c;
            internal Adapter(IEqualityComparer c) { _c = c; }
            public new bool Equals(object x, object y) { return _c != null ? _c.Equals(x, y) : object.Equals(x, y); }
            public int GetHashCode(object o) { return _c != null ? _c.GetHashCode(o) : o.GetHashCode(); }
        }

        public Hashtable() : this(0, (IEqualityComparer)null) { }
        public Hashtable(int capacity) : this(capacity, (IEqualityComparer)null) { }
        public Hashtable(IEqualityComparer equalityComparer) : this(0, equalityComparer) { }
        public Hashtable(int capacity, IEqualityComparer equalityComparer)
        {
            _comparer = equalityComparer;
            _d = new Dictionary<object, object>(capacity, new Adapter(equalityComparer));
        }
        public Hashtable(IDictionary d) : this(d, (IEqualityComparer)null) { }
        public Hashtable(IDictionary d, IEqualityComparer equalityComparer) : this(d == null ? 0 : d.Count, equalityComparer)
        {
            if (d == null) throw new ArgumentNullException("d");
            IDictionaryEnumerator e = d.GetEnumerator();
            while (e.MoveNext()) Add(e.Key, e.Value);
        }

        public virtual object this[object key]
        {
            get
            {
                if (key == null) throw new ArgumentNullException("key", "Key cannot be null.");
                object v;
                return _d.TryGetValue(key, out v) ? v : null;
            }
            set
            {
                if (key == null) throw new ArgumentNullException("key", "Key cannot be null.");
                _d[key] = value;
            }
        }

        public virtual int Count { get { return _d.Count; } }
        public virtual bool IsReadOnly { get { return false; } }
        public virtual bool IsFixedSize { get { return false; } }
        public virtual bool IsSynchronized { get { return false; } }
        public virtual object SyncRoot { get { return this; } }
        public virtual ICollection Keys { get { return new List<object>(_d.Keys); } }
        public virtual ICollection Values { get { return new List<object>(_d.Values); } }

        public virtual void Add(object key, object value)
        {
            if (key == null) throw new ArgumentNullException("key", "Key cannot be null.");
            if (_d.ContainsKey(key)) throw new ArgumentException("Item has already been added. Key in dictionary: '" + key + "'  Key being added: '" + key + "'");
            _d.Add(key, value);
        }
        public virtual void Clear() { _d.Clear(); }
        public virtual object Clone() { Hashtable h = new Hashtable(_comparer); foreach (KeyValuePair<object, object> p in _d) h._d[p.Key] = p.Value; return h; }
        public virtual bool Contains(object key) { return ContainsKey(key); }
        public virtual bool ContainsKey(object key)
        {
            if (key == null) throw new ArgumentNullException("key", "Key cannot be null.");
            return _d.ContainsKey(key);
        }
        public virtual bool ContainsValue(object value) { return _d.ContainsValue(value); }
        public virtual void Remove(object key)
        {
            if (key == null) throw new ArgumentNullException("key", "Key cannot be null.");
            _d.Remove(key);
        }
        public virtual void CopyTo(Array array, int arrayIndex)
        {
            foreach (KeyValuePair<object, object> p in _d) array.SetValue(new DictionaryEntry(p.Key, p.Value), arrayIndex++);
        }
        public virtual IDictionaryEnumerator GetEnumerator() { return ((IDictionary)_d).GetEnumerator(); }
        IEnumerator IEnumerable.GetEnumerator() { return GetEnumerator(); }
        public static Hashtable Synchronized(Hashtable table) { return table; }
    }

    [Serializable]
    public class ArrayList : IList, ICloneable
    {
        List<object> _l;

        public ArrayList() { _l = new List<object>(); }
        public ArrayList(int capacity) { _l = new List<object>(capacity); }
        public ArrayList(ICollection c)
        {
            if (c == null) throw new ArgumentNullException("c");
            _l = new List<object>(c.Count);
            foreach (object o in c) _l.Add(o);
        }

        public virtual object this[int index] { get { return _l[index]; } set { _l[index] = value; } }
        public virtual int Count { get { return _l.Count; } }
        public virtual int Capacity { get { return _l.Capacity; } set { _l.Capacity = value; } }
        public virtual bool IsReadOnly { get { return false; } }
        public virtual bool IsFixedSize { get { return false; } }
        public virtual bool IsSynchronized { get { return false; } }
        public virtual object SyncRoot { get { return this; } }

        public virtual int Add(object value) { _l.Add(value); return _l.Count - 1; }
        public virtual void AddRange(ICollection c) { foreach (object o in c) _l.Add(o); }
        public virtual void Clear() { _l.Clear(); }
        public virtual object Clone() { ArrayList a = new ArrayList(); a._l.AddRange(_l); return a; }
        public virtual bool Contains(object item) { return _l.Contains(item); }
        public virtual void CopyTo(Array array) { CopyTo(array, 0); }
        public virtual void CopyTo(Array array, int arrayIndex) { for (int i = 0; i < _l.Count; i++) array.SetValue(_l[i], arrayIndex + i); }
        public virtual IEnumerator GetEnumerator() { return _l.GetEnumerator(); }
        public virtual int IndexOf(object value) { return _l.IndexOf(value); }
        public virtual void Insert(int index, object value) { _l.Insert(index, value); }
        public virtual void Remove(object obj) { _l.Remove(obj); }
        public virtual void RemoveAt(int index) { _l.RemoveAt(index); }
        public virtual void RemoveRange(int index, int count) { _l.RemoveRange(index, count); }
        public virtual void Reverse() { _l.Reverse(); }
        public virtual void Sort() { _l.Sort(Comparer.Default.Compare); }
        public virtual void Sort(IComparer comparer) { IComparer c = comparer ?? Comparer.Default; _l.Sort(c.Compare); }
        public virtual object[] ToArray() { return _l.ToArray(); }
        public virtual Array ToArray(Type type)
        {
            Array a = Array.CreateInstance(type, _l.Count);
            for (int i = 0; i < _l.Count; i++) a.SetValue(_l[i], i);
            return a;
        }
        public virtual ArrayList GetRange(int index, int count) { ArrayList a = new ArrayList(); a._l.AddRange(_l.GetRange(index, count)); return a; }
        public virtual int BinarySearch(object value) { return _l.BinarySearch(value, Comparer<object>.Create(Comparer.Default.Compare)); }
    }

    [Serializable]
    public class Stack : ICollection, ICloneable
    {
        List<object> _l = new List<object>();
        public Stack() { }
        public Stack(int initialCapacity) { }
        public virtual int Count { get { return _l.Count; } }
        public virtual bool IsSynchronized { get { return false; } }
        public virtual object SyncRoot { get { return this; } }
        public virtual void Push(object obj) { _l.Add(obj); }
        public virtual object Pop()
        {
            if (_l.Count == 0) throw new InvalidOperationException("Stack empty.");
            object o = _l[_l.Count - 1];
            _l.RemoveAt(_l.Count - 1);
            return o;
        }
        public virtual object Peek()
        {
            if (_l.Count == 0) throw new InvalidOperationException("Stack empty.");
            return _l[_l.Count - 1];
        }
        public virtual void Clear() { _l.Clear(); }
        public virtual bool Contains(object obj) { return _l.Contains(obj); }
        public virtual object Clone() { Stack s = new Stack(); s._l.AddRange(_l); return s; }
        public virtual void CopyTo(Array array, int index) { for (int i = _l.Count - 1; i >= 0; i--) array.SetValue(_l[i], index++); }
        public virtual object[] ToArray() { object[] a = new object[_l.Count]; CopyTo(a, 0); return a; }
        public virtual IEnumerator GetEnumerator() { return ToArray().GetEnumerator(); }
    }

    [Serializable]
    public class Queue : ICollection, ICloneable
    {
        Queue<object> _q = new Queue<object>();
        public Queue() { }
        public Queue(int capacity) { }
        public virtual int Count { get { return _q.Count; } }
        public virtual bool IsSynchronized { get { return false; } }
        public virtual object SyncRoot { get { return this; } }
        public virtual void Enqueue(object obj) { _q.Enqueue(obj); }
        public virtual object Dequeue() { return _q.Dequeue(); }
        public virtual object Peek() { return _q.Peek(); }
        public virtual void Clear() { _q.Clear(); }
        public virtual bool Contains(object obj) { return _q.Contains(obj); }
        public virtual object Clone() { Queue q = new Queue(); foreach (object o in _q) q.Enqueue(o); return q; }
        public virtual void CopyTo(Array array, int index) { foreach (object o in _q) array.SetValue(o, index++); }
        public virtual object[] ToArray() { return _q.ToArray(); }
        public virtual IEnumerator GetEnumerator() { return _q.GetEnumerator(); }
    }
}
