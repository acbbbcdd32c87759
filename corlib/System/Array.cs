using System.Collections;
using System.Collections.Generic;
using System.Collections.ObjectModel;
using System.Runtime.CompilerServices;

namespace System
{
    [Serializable]
    public abstract class Array : ICloneable, IList, ICollection, IEnumerable, IStructuralComparable, IStructuralEquatable
    {
        protected Array() { }

        // ---- shape (internal calls) ----

        public int Length
        {
            get
            {
                long n = LongLength;
                if (n > int.MaxValue) throw new OverflowException("Arithmetic operation resulted in an overflow.");
                return (int)n;
            }
        }

        public extern long LongLength
        {
            [MethodImpl(MethodImplOptions.InternalCall)]
            get;
        }

        public extern int Rank
        {
            [MethodImpl(MethodImplOptions.InternalCall)]
            get;
        }

        [MethodImpl(MethodImplOptions.InternalCall)]
        extern int GetLengthInternal(int dimension);

        [MethodImpl(MethodImplOptions.InternalCall)]
        extern int GetLowerBoundInternal(int dimension);

        public int GetLength(int dimension)
        {
            if ((uint)dimension >= (uint)Rank) throw new IndexOutOfRangeException();
            return GetLengthInternal(dimension);
        }

        public long GetLongLength(int dimension) { return GetLength(dimension); }

        public int GetLowerBound(int dimension)
        {
            if ((uint)dimension >= (uint)Rank) throw new IndexOutOfRangeException();
            return GetLowerBoundInternal(dimension);
        }

        public int GetUpperBound(int dimension)
        {
            if ((uint)dimension >= (uint)Rank) throw new IndexOutOfRangeException();
            return GetLowerBoundInternal(dimension) + GetLengthInternal(dimension) - 1;
        }

        // Element access by flat index (row-major), boxing value-type elements.
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal extern object GetValueImpl(int flatIndex);

        // Store by flat index: unboxes (with widening primitive conversions), checks the element type.
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal extern void SetValueImpl(object value, int flatIndex);

        // Allocation of arrays of any element type and rank (lengths.Length dimensions, zero lower bounds when lowerBounds is null).
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern Array CreateInstanceImpl(RuntimeType elementType, int[] lengths, int[] lowerBounds);

        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern bool FastCopy(Array sourceArray, int sourceIndex, Array destinationArray, int destinationIndex, int length);

        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern void ClearInternal(Array array, int index, int length);

        int FlatIndex(int[] indices)
        {
            int rank = Rank;
            if (indices.Length != rank) throw new ArgumentException("Indices length does not match the array rank.");
            int flat = 0;
            for (int d = 0; d < rank; d++)
            {
                int i = indices[d] - GetLowerBoundInternal(d);
                int len = GetLengthInternal(d);
                if ((uint)i >= (uint)len) throw new IndexOutOfRangeException();
                flat = flat * len + i;
            }
            return flat;
        }

        public object GetValue(int index)
        {
            if (Rank != 1) throw new ArgumentException("Only single dimensional arrays are supported for the requested action.");
            return GetValue(new int[] { index });
        }
        public object GetValue(int index1, int index2) { return GetValue(new int[] { index1, index2 }); }
        public object GetValue(int index1, int index2, int index3) { return GetValue(new int[] { index1, index2, index3 }); }
        public object GetValue(long index) { return GetValue((int)index); }
        public object GetValue(params int[] indices)
        {
            if (indices == null) throw new ArgumentNullException("indices");
            return GetValueImpl(FlatIndex(indices));
        }

        public void SetValue(object value, int index)
        {
            if (Rank != 1) throw new ArgumentException("Only single dimensional arrays are supported for the requested action.");
            SetValue(value, new int[] { index });
        }
        public void SetValue(object value, int index1, int index2) { SetValue(value, new int[] { index1, index2 }); }
        public void SetValue(object value, int index1, int index2, int index3) { SetValue(value, new int[] { index1, index2, index3 }); }
        public void SetValue(object value, long index) { SetValue(value, (int)index); }
        public void SetValue(object value, params int[] indices)
        {
            if (indices == null) throw new ArgumentNullException("indices");
            SetValueImpl(value, FlatIndex(indices));
        }

        public static Array CreateInstance(Type elementType, int length)
        {
            if (length < 0) throw new ArgumentOutOfRangeException("length", "Non-negative number required.");
            return CreateInstance(elementType, new int[] { length });
        }
        public static Array CreateInstance(Type elementType, int length1, int length2) { return CreateInstance(elementType, new int[] { length1, length2 }); }
        public static Array CreateInstance(Type elementType, int length1, int length2, int length3) { return CreateInstance(elementType, new int[] { length1, length2, length3 }); }
        public static Array CreateInstance(Type elementType, params int[] lengths)
        {
            if (elementType == null) throw new ArgumentNullException("elementType");
            if (lengths == null) throw new ArgumentNullException("lengths");
            RuntimeType rt = elementType as RuntimeType;
            if (rt == null) throw new ArgumentException("Type must be a type provided by the runtime.", "elementType");
            foreach (int l in lengths) if (l < 0) throw new ArgumentOutOfRangeException("lengths", "Non-negative number required.");
            return CreateInstanceImpl(rt, lengths, null);
        }
        public static Array CreateInstance(Type elementType, int[] lengths, int[] lowerBounds)
        {
            if (elementType == null) throw new ArgumentNullException("elementType");
            if (lengths == null) throw new ArgumentNullException("lengths");
            if (lowerBounds == null) throw new ArgumentNullException("lowerBounds");
            RuntimeType rt = elementType as RuntimeType;
            if (rt == null) throw new ArgumentException("Type must be a type provided by the runtime.", "elementType");
            return CreateInstanceImpl(rt, lengths, lowerBounds);
        }

        // ---- copy / clear ----

        public static void Copy(Array sourceArray, Array destinationArray, int length)
        {
            if (sourceArray == null) throw new ArgumentNullException("sourceArray");
            if (destinationArray == null) throw new ArgumentNullException("destinationArray");
            Copy(sourceArray, sourceArray.GetLowerBound(0), destinationArray, destinationArray.GetLowerBound(0), length);
        }
        public static void Copy(Array sourceArray, Array destinationArray, long length) { Copy(sourceArray, destinationArray, (int)length); }
        public static void Copy(Array sourceArray, long sourceIndex, Array destinationArray, long destinationIndex, long length)
        {
            Copy(sourceArray, (int)sourceIndex, destinationArray, (int)destinationIndex, (int)length);
        }

        public static void Copy(Array sourceArray, int sourceIndex, Array destinationArray, int destinationIndex, int length)
        {
            if (sourceArray == null) throw new ArgumentNullException("sourceArray");
            if (destinationArray == null) throw new ArgumentNullException("destinationArray");
            if (sourceArray.Rank != destinationArray.Rank) throw new RankException("Source and destination arrays must have the same number of dimensions.");
            if (length < 0) throw new ArgumentOutOfRangeException("length", "Non-negative number required.");
            int srcLb = sourceArray.GetLowerBoundInternal(0), dstLb = destinationArray.GetLowerBoundInternal(0);
            if (sourceIndex < srcLb) throw new ArgumentOutOfRangeException("sourceIndex", "Number was less than the array's lower bound in the first dimension.");
            if (destinationIndex < dstLb) throw new ArgumentOutOfRangeException("destinationIndex", "Number was less than the array's lower bound in the first dimension.");
            int si = sourceIndex - srcLb, di = destinationIndex - dstLb;
            if (si > sourceArray.Length - length) throw new ArgumentException("Source array was not long enough. Check the source index, length, and the array's lower bounds.", "sourceArray");
            if (di > destinationArray.Length - length) throw new ArgumentException("Destination array was not long enough. Check the destination index, length, and the array's lower bounds.", "destinationArray");
            if (length == 0) return;
            if (FastCopy(sourceArray, si, destinationArray, di, length)) return;
            // Element-wise with boxing/unboxing conversions (e.g. int[] -> object[], object[] -> string[]).
            if ((object)sourceArray == (object)destinationArray && si < di)
            {
                for (int i = length - 1; i >= 0; i--) destinationArray.SetValueChecked(sourceArray.GetValueImpl(si + i), di + i);
            }
            else
            {
                for (int i = 0; i < length; i++) destinationArray.SetValueChecked(sourceArray.GetValueImpl(si + i), di + i);
            }
        }

        void SetValueChecked(object value, int flatIndex)
        {
            try { SetValueImpl(value, flatIndex); }
            catch (InvalidCastException) { throw new InvalidCastException("At least one element in the source array could not be cast down to the destination array type."); }
        }

        public static void ConstrainedCopy(Array sourceArray, int sourceIndex, Array destinationArray, int destinationIndex, int length)
        {
            Copy(sourceArray, sourceIndex, destinationArray, destinationIndex, length);
        }

        public static void Clear(Array array)
        {
            if (array == null) throw new ArgumentNullException("array");
            ClearInternal(array, 0, array.Length);
        }

        public static void Clear(Array array, int index, int length)
        {
            if (array == null) throw new ArgumentNullException("array");
            int lb = array.GetLowerBoundInternal(0);
            if (index < lb || length < 0 || index - lb > array.Length - length)
                throw new IndexOutOfRangeException();
            ClearInternal(array, index - lb, length);
        }

        public object Clone() { return MemberwiseClone(); }

        public void CopyTo(Array array, int index)
        {
            if (array != null && array.Rank != 1) throw new ArgumentException("Only single dimensional arrays are supported for the requested action.");
            Copy(this, GetLowerBound(0), array, index, Length);
        }
        public void CopyTo(Array array, long index) { CopyTo(array, (int)index); }

        public void Initialize() { }

        // ---- non-generic collection interfaces ----

        public IEnumerator GetEnumerator() { return new ArrayEnumerator(this); }

        int ICollection.Count { get { return Length; } }
        public bool IsSynchronized { get { return false; } }
        public object SyncRoot { get { return this; } }
        public bool IsReadOnly { get { return false; } }
        public bool IsFixedSize { get { return true; } }

        object IList.this[int index]
        {
            get { return GetValue(index); }
            set { SetValue(value, index); }
        }
        int IList.Add(object value) { throw new NotSupportedException("Collection was of a fixed size."); }
        bool IList.Contains(object value) { return IndexOf(this, value) >= GetLowerBound(0); }
        void IList.Clear() { Clear(this, GetLowerBound(0), Length); }
        int IList.IndexOf(object value) { return IndexOf(this, value); }
        void IList.Insert(int index, object value) { throw new NotSupportedException("Collection was of a fixed size."); }
        void IList.Remove(object value) { throw new NotSupportedException("Collection was of a fixed size."); }
        void IList.RemoveAt(int index) { throw new NotSupportedException("Collection was of a fixed size."); }

        int IStructuralComparable.CompareTo(object other, IComparer comparer)
        {
            if (other == null) return 1;
            Array o = other as Array;
            if (o == null || o.Length != Length) throw new ArgumentException("Object is not a array with the same number of elements as the array to compare it to.", "other");
            for (int i = 0; i < Length; i++)
            {
                int c = comparer.Compare(GetValueImpl(i), o.GetValueImpl(i));
                if (c != 0) return c;
            }
            return 0;
        }

        bool IStructuralEquatable.Equals(object other, IEqualityComparer comparer)
        {
            if (other == null) return false;
            if ((object)this == other) return true;
            Array o = other as Array;
            if (o == null || o.Length != Length) return false;
            for (int i = 0; i < Length; i++)
                if (!comparer.Equals(GetValueImpl(i), o.GetValueImpl(i))) return false;
            return true;
        }

        int IStructuralEquatable.GetHashCode(IEqualityComparer comparer)
        {
            int h = 0;
            for (int i = Length >= 8 ? Length - 8 : 0; i < Length; i++) h = ((h << 5) + h) ^ comparer.GetHashCode(GetValueImpl(i));
            return h;
        }

        // ---- generic helpers ----

        public static T[] Empty<T>() { return EmptyArray<T>.Value; }

        public static int IndexOf(Array array, object value)
        {
            if (array == null) throw new ArgumentNullException("array");
            return IndexOf(array, value, array.GetLowerBound(0), array.Length);
        }
        public static int IndexOf(Array array, object value, int startIndex)
        {
            if (array == null) throw new ArgumentNullException("array");
            int lb = array.GetLowerBound(0);
            return IndexOf(array, value, startIndex, array.Length - startIndex + lb);
        }
        public static int IndexOf(Array array, object value, int startIndex, int count)
        {
            if (array == null) throw new ArgumentNullException("array");
            if (array.Rank != 1) throw new RankException("Only single dimension arrays are supported here.");
            int lb = array.GetLowerBound(0);
            if (startIndex < lb || startIndex > array.Length + lb) throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than the size of the collection.");
            if (count < 0 || count > array.Length - startIndex + lb) throw new ArgumentOutOfRangeException("count", "Count must be positive and count must refer to a location within the string/array/collection.");
            for (int i = startIndex; i < startIndex + count; i++)
            {
                object o = array.GetValueImpl(i - lb);
                if (o == null ? value == null : o.Equals(value)) return i;
            }
            return lb - 1;
        }
        public static int LastIndexOf(Array array, object value)
        {
            if (array == null) throw new ArgumentNullException("array");
            int lb = array.GetLowerBound(0);
            for (int i = array.Length - 1; i >= 0; i--)
            {
                object o = array.GetValueImpl(i);
                if (o == null ? value == null : o.Equals(value)) return i + lb;
            }
            return lb - 1;
        }

        public static int IndexOf<T>(T[] array, T value)
        {
            if (array == null) throw new ArgumentNullException("array");
            return IndexOf(array, value, 0, array.Length);
        }
        public static int IndexOf<T>(T[] array, T value, int startIndex)
        {
            if (array == null) throw new ArgumentNullException("array");
            return IndexOf(array, value, startIndex, array.Length - startIndex);
        }
        public static int IndexOf<T>(T[] array, T value, int startIndex, int count)
        {
            if (array == null) throw new ArgumentNullException("array");
            if ((uint)startIndex > (uint)array.Length) throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than the size of the collection.");
            if ((uint)count > (uint)(array.Length - startIndex)) throw new ArgumentOutOfRangeException("count", "Count must be positive and count must refer to a location within the string/array/collection.");
            EqualityComparer<T> c = EqualityComparer<T>.Default;
            int end = startIndex + count;
            for (int i = startIndex; i < end; i++)
                if (c.Equals(array[i], value)) return i;
            return -1;
        }
        public static int LastIndexOf<T>(T[] array, T value)
        {
            if (array == null) throw new ArgumentNullException("array");
            return LastIndexOf(array, value, array.Length - 1, array.Length);
        }
        public static int LastIndexOf<T>(T[] array, T value, int startIndex)
        {
            if (array == null) throw new ArgumentNullException("array");
            return LastIndexOf(array, value, startIndex, array.Length == 0 ? 0 : startIndex + 1);
        }
        public static int LastIndexOf<T>(T[] array, T value, int startIndex, int count)
        {
            if (array == null) throw new ArgumentNullException("array");
            if (array.Length == 0) return -1;
            if ((uint)startIndex >= (uint)array.Length) throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than the size of the collection.");
            if (count < 0 || startIndex - count + 1 < 0) throw new ArgumentOutOfRangeException("count", "Count must be positive and count must refer to a location within the string/array/collection.");
            EqualityComparer<T> c = EqualityComparer<T>.Default;
            int end = startIndex - count;
            for (int i = startIndex; i > end; i--)
                if (c.Equals(array[i], value)) return i;
            return -1;
        }

        public static void Reverse(Array array)
        {
            if (array == null) throw new ArgumentNullException("array");
            Reverse(array, array.GetLowerBound(0), array.Length);
        }
        public static void Reverse(Array array, int index, int length)
        {
            if (array == null) throw new ArgumentNullException("array");
            int lb = array.GetLowerBound(0);
            if (index < lb || length < 0) throw new ArgumentOutOfRangeException(index < lb ? "index" : "length", "Non-negative number required.");
            if (array.Length - (index - lb) < length) throw new ArgumentException("Offset and length were out of bounds for the array or count is greater than the number of elements from index to the end of the source collection.");
            int i = index - lb, j = index - lb + length - 1;
            while (i < j)
            {
                object t = array.GetValueImpl(i);
                array.SetValueImpl(array.GetValueImpl(j), i);
                array.SetValueImpl(t, j);
                i++; j--;
            }
        }
        public static void Reverse<T>(T[] array)
        {
            if (array == null) throw new ArgumentNullException("array");
            Reverse(array, 0, array.Length);
        }
        public static void Reverse<T>(T[] array, int index, int length)
        {
            if (array == null) throw new ArgumentNullException("array");
            if (index < 0 || length < 0) throw new ArgumentOutOfRangeException(index < 0 ? "index" : "length", "Non-negative number required.");
            if (array.Length - index < length) throw new ArgumentException("Offset and length were out of bounds for the array or count is greater than the number of elements from index to the end of the source collection.");
            int i = index, j = index + length - 1;
            while (i < j) { T t = array[i]; array[i] = array[j]; array[j] = t; i++; j--; }
        }

        public static void Resize<T>(ref T[] array, int newSize)
        {
            if (newSize < 0) throw new ArgumentOutOfRangeException("newSize", "Non-negative number required.");
            T[] a = array;
            if (a == null) { array = new T[newSize]; return; }
            if (a.Length != newSize)
            {
                T[] n = new T[newSize];
                Copy(a, 0, n, 0, a.Length > newSize ? newSize : a.Length);
                array = n;
            }
        }

        public static void Fill<T>(T[] array, T value)
        {
            if (array == null) throw new ArgumentNullException("array");
            for (int i = 0; i < array.Length; i++) array[i] = value;
        }
        public static void Fill<T>(T[] array, T value, int startIndex, int count)
        {
            if (array == null) throw new ArgumentNullException("array");
            if ((uint)startIndex > (uint)array.Length) throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than the size of the collection.");
            if ((uint)count > (uint)(array.Length - startIndex)) throw new ArgumentOutOfRangeException("count", "Count must be positive and count must refer to a location within the string/array/collection.");
            for (int i = startIndex; i < startIndex + count; i++) array[i] = value;
        }

        public static bool Exists<T>(T[] array, Predicate<T> match) { return FindIndex(array, match) != -1; }
        public static bool TrueForAll<T>(T[] array, Predicate<T> match)
        {
            if (array == null) throw new ArgumentNullException("array");
            if (match == null) throw new ArgumentNullException("match");
            for (int i = 0; i < array.Length; i++) if (!match(array[i])) return false;
            return true;
        }
        public static T Find<T>(T[] array, Predicate<T> match)
        {
            if (array == null) throw new ArgumentNullException("array");
            if (match == null) throw new ArgumentNullException("match");
            for (int i = 0; i < array.Length; i++) if (match(array[i])) return array[i];
            return default(T);
        }
        public static T FindLast<T>(T[] array, Predicate<T> match)
        {
            if (array == null) throw new ArgumentNullException("array");
            if (match == null) throw new ArgumentNullException("match");
            for (int i = array.Length - 1; i >= 0; i--) if (match(array[i])) return array[i];
            return default(T);
        }
        public static T[] FindAll<T>(T[] array, Predicate<T> match)
        {
            if (array == null) throw new ArgumentNullException("array");
            if (match == null) throw new ArgumentNullException("match");
            List<T> l = new List<T>();
            for (int i = 0; i < array.Length; i++) if (match(array[i])) l.Add(array[i]);
            return l.ToArray();
        }
        public static int FindIndex<T>(T[] array, Predicate<T> match)
        {
            if (array == null) throw new ArgumentNullException("array");
            return FindIndex(array, 0, array.Length, match);
        }
        public static int FindIndex<T>(T[] array, int startIndex, Predicate<T> match)
        {
            if (array == null) throw new ArgumentNullException("array");
            return FindIndex(array, startIndex, array.Length - startIndex, match);
        }
        public static int FindIndex<T>(T[] array, int startIndex, int count, Predicate<T> match)
        {
            if (array == null) throw new ArgumentNullException("array");
            if (match == null) throw new ArgumentNullException("match");
            if ((uint)startIndex > (uint)array.Length) throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than the size of the collection.");
            if ((uint)count > (uint)(array.Length - startIndex)) throw new ArgumentOutOfRangeException("count", "Count must be positive and count must refer to a location within the string/array/collection.");
            for (int i = startIndex; i < startIndex + count; i++) if (match(array[i])) return i;
            return -1;
        }
        public static int FindLastIndex<T>(T[] array, Predicate<T> match)
        {
            if (array == null) throw new ArgumentNullException("array");
            if (match == null) throw new ArgumentNullException("match");
            for (int i = array.Length - 1; i >= 0; i--) if (match(array[i])) return i;
            return -1;
        }
        public static void ForEach<T>(T[] array, Action<T> action)
        {
            if (array == null) throw new ArgumentNullException("array");
            if (action == null) throw new ArgumentNullException("action");
            for (int i = 0; i < array.Length; i++) action(array[i]);
        }
        public static TOutput[] ConvertAll<TInput, TOutput>(TInput[] array, Converter<TInput, TOutput> converter)
        {
            if (array == null) throw new ArgumentNullException("array");
            if (converter == null) throw new ArgumentNullException("converter");
            TOutput[] r = new TOutput[array.Length];
            for (int i = 0; i < array.Length; i++) r[i] = converter(array[i]);
            return r;
        }
        public static ReadOnlyCollection<T> AsReadOnly<T>(T[] array)
        {
            if (array == null) throw new ArgumentNullException("array");
            return new ReadOnlyCollection<T>(array);
        }

        // ---- binary search ----

        public static int BinarySearch(Array array, object value) { return BinarySearch(array, value, null); }
        public static int BinarySearch(Array array, object value, IComparer comparer)
        {
            if (array == null) throw new ArgumentNullException("array");
            return BinarySearch(array, array.GetLowerBound(0), array.Length, value, comparer);
        }
        public static int BinarySearch(Array array, int index, int length, object value) { return BinarySearch(array, index, length, value, null); }
        public static int BinarySearch(Array array, int index, int length, object value, IComparer comparer)
        {
            if (array == null) throw new ArgumentNullException("array");
            if (comparer == null) comparer = Comparer.Default;
            int lb = array.GetLowerBound(0);
            int lo = index, hi = index + length - 1;
            while (lo <= hi)
            {
                int i = lo + ((hi - lo) >> 1);
                int c;
                try { c = comparer.Compare(array.GetValueImpl(i - lb), value); }
                catch (Exception e) { throw new InvalidOperationException("Failed to compare two elements in the array.", e); }
                if (c == 0) return i;
                if (c < 0) lo = i + 1; else hi = i - 1;
            }
            return ~lo;
        }
        public static int BinarySearch<T>(T[] array, T value) { return BinarySearch(array, 0, array == null ? 0 : array.Length, value, null); }
        public static int BinarySearch<T>(T[] array, T value, IComparer<T> comparer) { return BinarySearch(array, 0, array == null ? 0 : array.Length, value, comparer); }
        public static int BinarySearch<T>(T[] array, int index, int length, T value) { return BinarySearch(array, index, length, value, null); }
        public static int BinarySearch<T>(T[] array, int index, int length, T value, IComparer<T> comparer)
        {
            if (array == null) throw new ArgumentNullException("array");
            if (index < 0 || length < 0) throw new ArgumentOutOfRangeException(index < 0 ? "index" : "length", "Non-negative number required.");
            if (array.Length - index < length) throw new ArgumentException("Offset and length were out of bounds for the array or count is greater than the number of elements from index to the end of the source collection.");
            return ArraySortHelper<T>.BinarySearch(array, index, length, value, comparer ?? Comparer<T>.Default);
        }

        // ---- sorting ----

        public static void Sort(Array array) { Sort(array, null, array == null ? 0 : array.GetLowerBound(0), array == null ? 0 : array.Length, null); }
        public static void Sort(Array array, IComparer comparer) { Sort(array, null, array == null ? 0 : array.GetLowerBound(0), array == null ? 0 : array.Length, comparer); }
        public static void Sort(Array keys, Array items) { Sort(keys, items, keys == null ? 0 : keys.GetLowerBound(0), keys == null ? 0 : keys.Length, null); }
        public static void Sort(Array keys, Array items, IComparer comparer) { Sort(keys, items, keys == null ? 0 : keys.GetLowerBound(0), keys == null ? 0 : keys.Length, comparer); }
        public static void Sort(Array array, int index, int length) { Sort(array, null, index, length, null); }
        public static void Sort(Array array, int index, int length, IComparer comparer) { Sort(array, null, index, length, comparer); }
        public static void Sort(Array keys, Array items, int index, int length) { Sort(keys, items, index, length, null); }
        public static void Sort(Array keys, Array items, int index, int length, IComparer comparer)
        {
            if (keys == null) throw new ArgumentNullException("keys");
            if (keys.Rank != 1 || (items != null && items.Rank != 1)) throw new RankException("Only single dimension arrays are supported here.");
            int lb = keys.GetLowerBound(0);
            if (index < lb || length < 0) throw new ArgumentOutOfRangeException(length < 0 ? "length" : "index", "Non-negative number required.");
            if (keys.Length - (index - lb) < length || (items != null && (index - lb) > items.Length - length))
                throw new ArgumentException("Offset and length were out of bounds for the array or count is greater than the number of elements from index to the end of the source collection.");
            if (length <= 1) return;
            object[] k = new object[length];
            object[] it = items == null ? null : new object[length];
            for (int i = 0; i < length; i++)
            {
                k[i] = keys.GetValueImpl(index - lb + i);
                if (it != null) it[i] = items.GetValueImpl(index - lb + i);
            }
            IComparer c = comparer ?? Comparer.Default;
            Comparison<object> cmp = (a, b) => c.Compare(a, b);
            if (it == null) ArraySortHelper<object>.IntrospectiveSort(k, 0, length, cmp);
            else ArraySortHelper<object>.IntrospectiveSort(k, it, 0, length, cmp);
            for (int i = 0; i < length; i++)
            {
                keys.SetValueImpl(k[i], index - lb + i);
                if (it != null) items.SetValueImpl(it[i], index - lb + i);
            }
        }

        public static void Sort<T>(T[] array)
        {
            if (array == null) throw new ArgumentNullException("array");
            Sort(array, 0, array.Length, null);
        }
        public static void Sort<T>(T[] array, IComparer<T> comparer)
        {
            if (array == null) throw new ArgumentNullException("array");
            Sort(array, 0, array.Length, comparer);
        }
        public static void Sort<T>(T[] array, int index, int length) { Sort(array, index, length, null); }
        public static void Sort<T>(T[] array, int index, int length, IComparer<T> comparer)
        {
            if (array == null) throw new ArgumentNullException("array");
            if (index < 0 || length < 0) throw new ArgumentOutOfRangeException(length < 0 ? "length" : "index", "Non-negative number required.");
            if (array.Length - index < length) throw new ArgumentException("Offset and length were out of bounds for the array or count is greater than the number of elements from index to the end of the source collection.");
            if (length <= 1) return;
            ArraySortHelper<T>.Sort(array, index, length, comparer);
        }
        public static void Sort<T>(T[] array, Comparison<T> comparison)
        {
            if (array == null) throw new ArgumentNullException("array");
            if (comparison == null) throw new ArgumentNullException("comparison");
            ArraySortHelper<T>.IntrospectiveSort(array, 0, array.Length, comparison);
        }
        public static void Sort<TKey, TValue>(TKey[] keys, TValue[] items) { Sort(keys, items, 0, keys == null ? 0 : keys.Length, null); }
        public static void Sort<TKey, TValue>(TKey[] keys, TValue[] items, IComparer<TKey> comparer) { Sort(keys, items, 0, keys == null ? 0 : keys.Length, comparer); }
        public static void Sort<TKey, TValue>(TKey[] keys, TValue[] items, int index, int length) { Sort(keys, items, index, length, null); }
        public static void Sort<TKey, TValue>(TKey[] keys, TValue[] items, int index, int length, IComparer<TKey> comparer)
        {
            if (keys == null) throw new ArgumentNullException("keys");
            if (index < 0 || length < 0) throw new ArgumentOutOfRangeException(length < 0 ? "length" : "index", "Non-negative number required.");
            if (keys.Length - index < length || (items != null && index > items.Length - length))
                throw new ArgumentException("Offset and length were out of bounds for the array or count is greater than the number of elements from index to the end of the source collection.");
            if (length <= 1) return;
            if (items == null) { Sort(keys, index, length, comparer); return; }
            IComparer<TKey> c = comparer ?? Comparer<TKey>.Default;
            ArraySortHelper<TKey>.IntrospectiveSort(keys, items, index, length, c.Compare);
        }
    }

    static class EmptyArray<T>
    {
        internal static readonly T[] Value = new T[0];
    }

    sealed class ArrayEnumerator : IEnumerator, ICloneable
    {
        Array _array;
        int _index;
        int _length;

        internal ArrayEnumerator(Array array) { _array = array; _index = -1; _length = array.Length; }

        public object Clone() { return MemberwiseClone(); }

        public bool MoveNext()
        {
            if (_index < _length) _index++;
            return _index < _length;
        }

        public object Current
        {
            get
            {
                if (_index < 0) throw new InvalidOperationException("Enumeration has not started. Call MoveNext.");
                if (_index >= _length) throw new InvalidOperationException("Enumeration already finished.");
                return _array.GetValueImpl(_index);
            }
        }

        public void Reset() { _index = -1; }
    }

    // IEnumerator<T> over a T[] (returned by arrays' IEnumerable<T>.GetEnumerator).
    internal sealed class SZArrayEnumerator<T> : IEnumerator<T>
    {
        T[] _array;
        int _index;

        internal SZArrayEnumerator(T[] array) { _array = array; _index = -1; }

        public bool MoveNext()
        {
            int i = _index + 1;
            if (i < _array.Length) { _index = i; return true; }
            _index = _array.Length;
            return false;
        }

        public T Current
        {
            get
            {
                if (_index < 0) throw new InvalidOperationException("Enumeration has not started. Call MoveNext.");
                if (_index >= _array.Length) throw new InvalidOperationException("Enumeration already finished.");
                return _array[_index];
            }
        }

        object IEnumerator.Current { get { return Current; } }
        public void Reset() { _index = -1; }
        public void Dispose() { }
    }

    // Contract with the runtime: an interface call IList<T>.X / ICollection<T>.X /
    // IEnumerable<T>.GetEnumerator / IReadOnlyList<T>.X / IReadOnlyCollection<T>.Count on a T[]
    // is dispatched to SZArrayHelper.X<T>(array, args...) by method name.
    internal static class SZArrayHelper
    {
        internal static IEnumerator<T> GetEnumerator<T>(T[] array) { return new SZArrayEnumerator<T>(array); }
        internal static int get_Count<T>(T[] array) { return array.Length; }
        internal static T get_Item<T>(T[] array, int index)
        {
            if ((uint)index >= (uint)array.Length) throw new ArgumentOutOfRangeException("index", "Index was out of range. Must be non-negative and less than the size of the collection.");
            return array[index];
        }
        internal static void set_Item<T>(T[] array, int index, T value)
        {
            if ((uint)index >= (uint)array.Length) throw new ArgumentOutOfRangeException("index", "Index was out of range. Must be non-negative and less than the size of the collection.");
            array[index] = value;
        }
        internal static bool get_IsReadOnly<T>(T[] array) { return true; }
        internal static void Add<T>(T[] array, T value) { throw new NotSupportedException("Collection was of a fixed size."); }
        internal static void Clear<T>(T[] array) { throw new NotSupportedException("Collection is read-only."); }
        internal static bool Contains<T>(T[] array, T value) { return Array.IndexOf(array, value, 0, array.Length) >= 0; }
        internal static void CopyTo<T>(T[] array, T[] destination, int index) { Array.Copy(array, 0, destination, index, array.Length); }
        internal static int IndexOf<T>(T[] array, T value) { return Array.IndexOf(array, value, 0, array.Length); }
        internal static void Insert<T>(T[] array, int index, T value) { throw new NotSupportedException("Collection was of a fixed size."); }
        internal static bool Remove<T>(T[] array, T value) { throw new NotSupportedException("Collection was of a fixed size."); }
        internal static void RemoveAt<T>(T[] array, int index) { throw new NotSupportedException("Collection was of a fixed size."); }
    }

    // .NET's introspective sort (ArraySortHelper<T>), reproduced so unstable orders match.
    internal static class ArraySortHelper<T>
    {
        const int IntrosortSizeThreshold = 16;

        internal static void Sort(T[] keys, int index, int length, IComparer<T> comparer)
        {
            if (comparer == null || comparer == Comparer<T>.Default)
            {
                Comparer<T> d = Comparer<T>.Default;
                IntrospectiveSort(keys, index, length, d.Compare);
            }
            else IntrospectiveSort(keys, index, length, comparer.Compare);
        }

        internal static int BinarySearch(T[] array, int index, int length, T value, IComparer<T> comparer)
        {
            int lo = index, hi = index + length - 1;
            while (lo <= hi)
            {
                int i = lo + ((hi - lo) >> 1);
                int order;
                try { order = comparer.Compare(array[i], value); }
                catch (Exception e) { throw new InvalidOperationException("Failed to compare two elements in the array.", e); }
                if (order == 0) return i;
                if (order < 0) lo = i + 1; else hi = i - 1;
            }
            return ~lo;
        }

        static int Log2(int v)
        {
            int r = 0;
            while ((v >>= 1) != 0) r++;
            return r;
        }

        internal static void IntrospectiveSort(T[] keys, int left, int length, Comparison<T> comparer)
        {
            if (length < 2) return;
            try { IntroSort(keys, left, length + left - 1, 2 * (Log2(length) + 1), comparer); }
            catch (IndexOutOfRangeException) { throw new ArgumentException("Unable to sort because the IComparer.Compare() method returns inconsistent results. Either a value does not compare equal to itself, or one value repeatedly compared to another value yields different results. IComparer: '" + comparer + "'."); }
            catch (InvalidOperationException) { throw; }
            catch (Exception e) { throw new InvalidOperationException("Failed to compare two elements in the array.", e); }
        }

        static void SwapIfGreater(T[] keys, Comparison<T> comparer, int i, int j)
        {
            if (i != j && comparer(keys[i], keys[j]) > 0) { T t = keys[i]; keys[i] = keys[j]; keys[j] = t; }
        }

        static void Swap(T[] a, int i, int j) { T t = a[i]; a[i] = a[j]; a[j] = t; }

        static void IntroSort(T[] keys, int lo, int hi, int depthLimit, Comparison<T> comparer)
        {
            while (hi > lo)
            {
                int partitionSize = hi - lo + 1;
                if (partitionSize <= IntrosortSizeThreshold)
                {
                    if (partitionSize == 1) return;
                    if (partitionSize == 2) { SwapIfGreater(keys, comparer, lo, hi); return; }
                    if (partitionSize == 3)
                    {
                        SwapIfGreater(keys, comparer, lo, hi - 1);
                        SwapIfGreater(keys, comparer, lo, hi);
                        SwapIfGreater(keys, comparer, hi - 1, hi);
                        return;
                    }
                    InsertionSort(keys, lo, hi, comparer);
                    return;
                }
                if (depthLimit == 0) { HeapSort(keys, lo, hi, comparer); return; }
                depthLimit--;
                int p = PickPivotAndPartition(keys, lo, hi, comparer);
                IntroSort(keys, p + 1, hi, depthLimit, comparer);
                hi = p - 1;
            }
        }

        static int PickPivotAndPartition(T[] keys, int lo, int hi, Comparison<T> comparer)
        {
            int middle = lo + ((hi - lo) >> 1);
            SwapIfGreater(keys, comparer, lo, middle);
            SwapIfGreater(keys, comparer, lo, hi);
            SwapIfGreater(keys, comparer, middle, hi);
            T pivot = keys[middle];
            Swap(keys, middle, hi - 1);
            int left = lo, right = hi - 1;
            while (left < right)
            {
                while (comparer(keys[++left], pivot) < 0) { }
                while (comparer(pivot, keys[--right]) < 0) { }
                if (left >= right) break;
                Swap(keys, left, right);
            }
            if (left != hi - 1) Swap(keys, left, hi - 1);
            return left;
        }

        static void HeapSort(T[] keys, int lo, int hi, Comparison<T> comparer)
        {
            int n = hi - lo + 1;
            for (int i = n >> 1; i >= 1; i--) DownHeap(keys, i, n, lo, comparer);
            for (int i = n; i > 1; i--)
            {
                Swap(keys, lo, lo + i - 1);
                DownHeap(keys, 1, i - 1, lo, comparer);
            }
        }

        static void DownHeap(T[] keys, int i, int n, int lo, Comparison<T> comparer)
        {
            T d = keys[lo + i - 1];
            while (i <= n >> 1)
            {
                int child = 2 * i;
                if (child < n && comparer(keys[lo + child - 1], keys[lo + child]) < 0) child++;
                if (!(comparer(d, keys[lo + child - 1]) < 0)) break;
                keys[lo + i - 1] = keys[lo + child - 1];
                i = child;
            }
            keys[lo + i - 1] = d;
        }

        static void InsertionSort(T[] keys, int lo, int hi, Comparison<T> comparer)
        {
            for (int i = lo; i < hi; i++)
            {
                int j = i;
                T t = keys[i + 1];
                while (j >= lo && comparer(t, keys[j]) < 0) { keys[j + 1] = keys[j]; j--; }
                keys[j + 1] = t;
            }
        }

        // ---- keys + items ----

        internal static void IntrospectiveSort<TValue>(T[] keys, TValue[] values, int left, int length, Comparison<T> comparer)
        {
            if (length < 2) return;
            try { IntroSort(keys, values, left, length + left - 1, 2 * (Log2(length) + 1), comparer); }
            catch (InvalidOperationException) { throw; }
            catch (Exception e) { throw new InvalidOperationException("Failed to compare two elements in the array.", e); }
        }

        static void SwapIfGreater<TValue>(T[] keys, TValue[] values, Comparison<T> comparer, int i, int j)
        {
            if (i != j && comparer(keys[i], keys[j]) > 0)
            {
                T t = keys[i]; keys[i] = keys[j]; keys[j] = t;
                TValue v = values[i]; values[i] = values[j]; values[j] = v;
            }
        }

        static void Swap<TValue>(T[] keys, TValue[] values, int i, int j)
        {
            T t = keys[i]; keys[i] = keys[j]; keys[j] = t;
            TValue v = values[i]; values[i] = values[j]; values[j] = v;
        }

        static void IntroSort<TValue>(T[] keys, TValue[] values, int lo, int hi, int depthLimit, Comparison<T> comparer)
        {
            while (hi > lo)
            {
                int partitionSize = hi - lo + 1;
                if (partitionSize <= IntrosortSizeThreshold)
                {
                    if (partitionSize == 1) return;
                    if (partitionSize == 2) { SwapIfGreater(keys, values, comparer, lo, hi); return; }
                    if (partitionSize == 3)
                    {
                        SwapIfGreater(keys, values, comparer, lo, hi - 1);
                        SwapIfGreater(keys, values, comparer, lo, hi);
                        SwapIfGreater(keys, values, comparer, hi - 1, hi);
                        return;
                    }
                    for (int i = lo; i < hi; i++)
                    {
                        int j = i;
                        T t = keys[i + 1];
                        TValue tv = values[i + 1];
                        while (j >= lo && comparer(t, keys[j]) < 0) { keys[j + 1] = keys[j]; values[j + 1] = values[j]; j--; }
                        keys[j + 1] = t;
                        values[j + 1] = tv;
                    }
                    return;
                }
                if (depthLimit == 0) { HeapSort(keys, values, lo, hi, comparer); return; }
                depthLimit--;
                int middle = lo + ((hi - lo) >> 1);
                SwapIfGreater(keys, values, comparer, lo, middle);
                SwapIfGreater(keys, values, comparer, lo, hi);
                SwapIfGreater(keys, values, comparer, middle, hi);
                T pivot = keys[middle];
                Swap(keys, values, middle, hi - 1);
                int left = lo, right = hi - 1;
                while (left < right)
                {
                    while (comparer(keys[++left], pivot) < 0) { }
                    while (comparer(pivot, keys[--right]) < 0) { }
                    if (left >= right) break;
                    Swap(keys, values, left, right);
                }
                if (left != hi - 1) Swap(keys, values, left, hi - 1);
                IntroSort(keys, values, left + 1, hi, depthLimit, comparer);
                hi = left - 1;
            }
        }

        static void HeapSort<TValue>(T[] keys, TValue[] values, int lo, int hi, Comparison<T> comparer)
        {
            int n = hi - lo + 1;
            for (int i = n >> 1; i >= 1; i--) DownHeap(keys, values, i, n, lo, comparer);
            for (int i = n; i > 1; i--)
            {
                Swap(keys, values, lo, lo + i - 1);
                DownHeap(keys, values, 1, i - 1, lo, comparer);
            }
        }

        static void DownHeap<TValue>(T[] keys, TValue[] values, int i, int n, int lo, Comparison<T> comparer)
        {
            T d = keys[lo + i - 1];
            TValue dv = values[lo + i - 1];
            while (i <= n >> 1)
            {
                int child = 2 * i;
                if (child < n && comparer(keys[lo + child - 1], keys[lo + child]) < 0) child++;
                if (!(comparer(d, keys[lo + child - 1]) < 0)) break;
                keys[lo + i - 1] = keys[lo + child - 1];
                values[lo + i - 1] = values[lo + child - 1];
                i = child;
            }
            keys[lo + i - 1] = d;
            values[lo + i - 1] = dv;
        }
    }
}
