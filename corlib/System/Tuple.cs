using System.Collections;
using System.Collections.Generic;
using System.Text;

namespace System
{
    public interface ITuple
    {
        int Length { get; }
        object this[int index] { get; }
    }

    [Serializable]
    public class Tuple<T1> : IStructuralEquatable, IStructuralComparable, IComparable, ITuple
    {
        readonly T1 m_Item1;

        public Tuple(T1 item1) { m_Item1 = item1; }

        public T1 Item1 { get { return m_Item1; } }

        public override bool Equals(object obj)
        {
            Tuple<T1> o = obj as Tuple<T1>;
            if (o == null) return false;
            return EqualityComparer<T1>.Default.Equals(m_Item1, o.m_Item1);
        }

        public override int GetHashCode()
        {
            int h = 0;
            h = (h * 31) ^ (m_Item1 == null ? 0 : m_Item1.GetHashCode());
            return h;
        }

        bool IStructuralEquatable.Equals(object other, IEqualityComparer comparer) { return Equals(other); }
        int IStructuralEquatable.GetHashCode(IEqualityComparer comparer) { return GetHashCode(); }
        int IStructuralComparable.CompareTo(object other, IComparer comparer) { return ((IComparable)this).CompareTo(other); }

        int IComparable.CompareTo(object obj)
        {
            if (obj == null) return 1;
            Tuple<T1> o = obj as Tuple<T1>;
            if (o == null) throw new ArgumentException("Argument must be of type " + GetType().ToString() + ".", "other");
            int c;
            c = Comparer<T1>.Default.Compare(m_Item1, o.m_Item1); if (c != 0) return c;
            return 0;
        }

        public override string ToString()
        {
            StringBuilder sb = new StringBuilder();
            sb.Append('(');
            sb.Append(m_Item1);
            sb.Append(')');
            return sb.ToString();
        }

        int ITuple.Length { get { return 1; } }
        object ITuple.this[int index]
        {
            get
            {
                switch (index)
                {
                    case 0: return m_Item1;
                    default: throw new IndexOutOfRangeException();
                }
            }
        }
    }

    [Serializable]
    public struct ValueTuple<T1> : IEquatable<ValueTuple<T1>>, IStructuralEquatable, IStructuralComparable, IComparable, IComparable<ValueTuple<T1>>, ITuple
    {
        public T1 Item1;

        public ValueTuple(T1 item1) { Item1 = item1; }

        public override bool Equals(object obj) { return obj is ValueTuple<T1> && Equals((ValueTuple<T1>)obj); }
        public bool Equals(ValueTuple<T1> other) { return EqualityComparer<T1>.Default.Equals(Item1, other.Item1); }
        public override int GetHashCode()
        {
            int h = 0;
            h = (h * 31) ^ (Item1 == null ? 0 : Item1.GetHashCode());
            return h;
        }

        bool IStructuralEquatable.Equals(object other, IEqualityComparer comparer) { return Equals(other); }
        int IStructuralEquatable.GetHashCode(IEqualityComparer comparer) { return GetHashCode(); }
        int IStructuralComparable.CompareTo(object other, IComparer comparer) { return ((IComparable)this).CompareTo(other); }
        int IComparable.CompareTo(object other)
        {
            if (other == null) return 1;
            if (!(other is ValueTuple<T1>)) throw new ArgumentException("Argument must be of type " + GetType().ToString() + ".", "other");
            return CompareTo((ValueTuple<T1>)other);
        }
        public int CompareTo(ValueTuple<T1> other)
        {
            int c;
            c = Comparer<T1>.Default.Compare(Item1, other.Item1); if (c != 0) return c;
            return 0;
        }

        public override string ToString()
        {
            StringBuilder sb = new StringBuilder();
            sb.Append('(');
            sb.Append(Item1);
            sb.Append(')');
            return sb.ToString();
        }

        int ITuple.Length { get { return 1; } }
        object ITuple.this[int index]
        {
            get
            {
                switch (index)
                {
                    case 0: return Item1;
                    default: throw new IndexOutOfRangeException();
                }
            }
        }
    }

    [Serializable]
    public class Tuple<T1, T2> : IStructuralEquatable, IStructuralComparable, IComparable, ITuple
    {
        readonly T1 m_Item1;
        readonly T2 m_Item2;

        public Tuple(T1 item1, T2 item2) { m_Item1 = item1; m_Item2 = item2; }

        public T1 Item1 { get { return m_Item1; } }
        public T2 Item2 { get { return m_Item2; } }

        public override bool Equals(object obj)
        {
            Tuple<T1, T2> o = obj as Tuple<T1, T2>;
            if (o == null) return false;
            return EqualityComparer<T1>.Default.Equals(m_Item1, o.m_Item1) && EqualityComparer<T2>.Default.Equals(m_Item2, o.m_Item2);
        }

        public override int GetHashCode()
        {
            int h = 0;
            h = (h * 31) ^ (m_Item1 == null ? 0 : m_Item1.GetHashCode());
            h = (h * 31) ^ (m_Item2 == null ? 0 : m_Item2.GetHashCode());
            return h;
        }

        bool IStructuralEquatable.Equals(object other, IEqualityComparer comparer) { return Equals(other); }
        int IStructuralEquatable.GetHashCode(IEqualityComparer comparer) { return GetHashCode(); }
        int IStructuralComparable.CompareTo(object other, IComparer comparer) { return ((IComparable)this).CompareTo(other); }

        int IComparable.CompareTo(object obj)
        {
            if (obj == null) return 1;
            Tuple<T1, T2> o = obj as Tuple<T1, T2>;
            if (o == null) throw new ArgumentException("Argument must be of type " + GetType().ToString() + ".", "other");
            int c;
            c = Comparer<T1>.Default.Compare(m_Item1, o.m_Item1); if (c != 0) return c;
            c = Comparer<T2>.Default.Compare(m_Item2, o.m_Item2); if (c != 0) return c;
            return 0;
        }

        public override string ToString()
        {
            StringBuilder sb = new StringBuilder();
            sb.Append('(');
            sb.Append(m_Item1);
            sb.Append(", ");
            sb.Append(m_Item2);
            sb.Append(')');
            return sb.ToString();
        }

        int ITuple.Length { get { return 2; } }
        object ITuple.this[int index]
        {
            get
            {
                switch (index)
                {
                    case 0: return m_Item1;
                    case 1: return m_Item2;
                    default: throw new IndexOutOfRangeException();
                }
            }
        }
    }

    [Serializable]
    public struct ValueTuple<T1, T2> : IEquatable<ValueTuple<T1, T2>>, IStructuralEquatable, IStructuralComparable, IComparable, IComparable<ValueTuple<T1, T2>>, ITuple
    {
        public T1 Item1;
        public T2 Item2;

        public ValueTuple(T1 item1, T2 item2) { Item1 = item1; Item2 = item2; }

        public override bool Equals(object obj) { return obj is ValueTuple<T1, T2> && Equals((ValueTuple<T1, T2>)obj); }
        public bool Equals(ValueTuple<T1, T2> other) { return EqualityComparer<T1>.Default.Equals(Item1, other.Item1) && EqualityComparer<T2>.Default.Equals(Item2, other.Item2); }
        public override int GetHashCode()
        {
            int h = 0;
            h = (h * 31) ^ (Item1 == null ? 0 : Item1.GetHashCode());
            h = (h * 31) ^ (Item2 == null ? 0 : Item2.GetHashCode());
            return h;
        }

        bool IStructuralEquatable.Equals(object other, IEqualityComparer comparer) { return Equals(other); }
        int IStructuralEquatable.GetHashCode(IEqualityComparer comparer) { return GetHashCode(); }
        int IStructuralComparable.CompareTo(object other, IComparer comparer) { return ((IComparable)this).CompareTo(other); }
        int IComparable.CompareTo(object other)
        {
            if (other == null) return 1;
            if (!(other is ValueTuple<T1, T2>)) throw new ArgumentException("Argument must be of type " + GetType().ToString() + ".", "other");
            return CompareTo((ValueTuple<T1, T2>)other);
        }
        public int CompareTo(ValueTuple<T1, T2> other)
        {
            int c;
            c = Comparer<T1>.Default.Compare(Item1, other.Item1); if (c != 0) return c;
            c = Comparer<T2>.Default.Compare(Item2, other.Item2); if (c != 0) return c;
            return 0;
        }

        public override string ToString()
        {
            StringBuilder sb = new StringBuilder();
            sb.Append('(');
            sb.Append(Item1);
            sb.Append(", ");
            sb.Append(Item2);
            sb.Append(')');
            return sb.ToString();
        }

        int ITuple.Length { get { return 2; } }
        object ITuple.this[int index]
        {
            get
            {
                switch (index)
                {
                    case 0: return Item1;
                    case 1: return Item2;
                    default: throw new IndexOutOfRangeException();
                }
            }
        }
    }

    [Serializable]
    public class Tuple<T1, T2, T3> : IStructuralEquatable, IStructuralComparable, IComparable, ITuple
    {
        readonly T1 m_Item1;
        readonly T2 m_Item2;
        readonly T3 m_Item3;

        public Tuple(T1 item1, T2 item2, T3 item3) { m_Item1 = item1; m_Item2 = item2; m_Item3 = item3; }

        public T1 Item1 { get { return m_Item1; } }
        public T2 Item2 { get { return m_Item2; } }
        public T3 Item3 { get { return m_Item3; } }

        public override bool Equals(object obj)
        {
            Tuple<T1, T2, T3> o = obj as Tuple<T1, T2, T3>;
            if (o == null) return false;
            return EqualityComparer<T1>.Default.Equals(m_Item1, o.m_Item1) && EqualityComparer<T2>.Default.Equals(m_Item2, o.m_Item2) && EqualityComparer<T3>.Default.Equals(m_Item3, o.m_Item3);
        }

        public override int GetHashCode()
        {
            int h = 0;
            h = (h * 31) ^ (m_Item1 == null ? 0 : m_Item1.GetHashCode());
            h = (h * 31) ^ (m_Item2 == null ? 0 : m_Item2.GetHashCode());
            h = (h * 31) ^ (m_Item3 == null ? 0 : m_Item3.GetHashCode());
            return h;
        }

        bool IStructuralEquatable.Equals(object other, IEqualityComparer comparer) { return Equals(other); }
        int IStructuralEquatable.GetHashCode(IEqualityComparer comparer) { return GetHashCode(); }
        int IStructuralComparable.CompareTo(object other, IComparer comparer) { return ((IComparable)this).CompareTo(other); }

        int IComparable.CompareTo(object obj)
        {
            if (obj == null) return 1;
            Tuple<T1, T2, T3> o = obj as Tuple<T1, T2, T3>;
            if (o == null) throw new ArgumentException("Argument must be of type " + GetType().ToString() + ".", "other");
            int c;
            c = Comparer<T1>.Default.Compare(m_Item1, o.m_Item1); if (c != 0) return c;
            c = Comparer<T2>.Default.Compare(m_Item2, o.m_Item2); if (c != 0) return c;
            c = Comparer<T3>.Default.Compare(m_Item3, o.m_Item3); if (c != 0) return c;
            return 0;
        }

        public override string ToString()
        {
            StringBuilder sb = new StringBuilder();
            sb.Append('(');
            sb.Append(m_Item1);
            sb.Append(", ");
            sb.Append(m_Item2);
            sb.Append(", ");
            sb.Append(m_Item3);
            sb.Append(')');
            return sb.ToString();
        }

        int ITuple.Length { get { return 3; } }
        object ITuple.this[int index]
        {
            get
            {
                switch (index)
                {
                    case 0: return m_Item1;
                    case 1: return m_Item2;
                    case 2: return m_Item3;
                    default: throw new IndexOutOfRangeException();
                }
            }
        }
    }

    [Serializable]
    public struct ValueTuple<T1, T2, T3> : IEquatable<ValueTuple<T1, T2, T3>>, IStructuralEquatable, IStructuralComparable, IComparable, IComparable<ValueTuple<T1, T2, T3>>, ITuple
    {
        public T1 Item1;
        public T2 Item2;
        public T3 Item3;

        public ValueTuple(T1 item1, T2 item2, T3 item3) { Item1 = item1; Item2 = item2; Item3 = item3; }

        public override bool Equals(object obj) { return obj is ValueTuple<T1, T2, T3> && Equals((ValueTuple<T1, T2, T3>)obj); }
        public bool Equals(ValueTuple<T1, T2, T3> other) { return EqualityComparer<T1>.Default.Equals(Item1, other.Item1) && EqualityComparer<T2>.Default.Equals(Item2, other.Item2) && EqualityComparer<T3>.Default.Equals(Item3, other.Item3); }
        public override int GetHashCode()
        {
            int h = 0;
            h = (h * 31) ^ (Item1 == null ? 0 : Item1.GetHashCode());
            h = (h * 31) ^ (Item2 == null ? 0 : Item2.GetHashCode());
            h = (h * 31) ^ (Item3 == null ? 0 : Item3.GetHashCode());
            return h;
        }

        bool IStructuralEquatable.Equals(object other, IEqualityComparer comparer) { return Equals(other); }
        int IStructuralEquatable.GetHashCode(IEqualityComparer comparer) { return GetHashCode(); }
        int IStructuralComparable.CompareTo(object other, IComparer comparer) { return ((IComparable)this).CompareTo(other); }
        int IComparable.CompareTo(object other)
        {
            if (other == null) return 1;
            if (!(other is ValueTuple<T1, T2, T3>)) throw new ArgumentException("Argument must be of type " + GetType().ToString() + ".", "other");
            return CompareTo((ValueTuple<T1, T2, T3>)other);
        }
        public int CompareTo(ValueTuple<T1, T2, T3> other)
        {
            int c;
            c = Comparer<T1>.Default.Compare(Item1, other.Item1); if (c != 0) return c;
            c = Comparer<T2>.Default.Compare(Item2, other.Item2); if (c != 0) return c;
            c = Comparer<T3>.Default.Compare(Item3, other.Item3); if (c != 0) return c;
            return 0;
        }

        public override string ToString()
        {
            StringBuilder sb = new StringBuilder();
            sb.Append('(');
            sb.Append(Item1);
            sb.Append(", ");
            sb.Append(Item2);
            sb.Append(", ");
            sb.Append(Item3);
            sb.Append(')');
            return sb.ToString();
        }

        int ITuple.Length { get { return 3; } }
        object ITuple.this[int index]
        {
            get
            {
                switch (index)
                {
                    case 0: return Item1;
                    case 1: return Item2;
                    case 2: return Item3;
                    default: throw new IndexOutOfRangeException();
                }
            }
        }
    }

    [Serializable]
    public class Tuple<T1, T2, T3, T4> : IStructuralEquatable, IStructuralComparable, IComparable, ITuple
    {
        readonly T1 m_Item1;
        readonly T2 m_Item2;
        readonly T3 m_Item3;
        readonly T4 m_Item4;

        public Tuple(T1 item1, T2 item2, T3 item3, T4 item4) { m_Item1 = item1; m_Item2 = item2; m_Item3 = item3; m_Item4 = item4; }

        public T1 Item1 { get { return m_Item1; } }
        public T2 Item2 { get { return m_Item2; } }
        public T3 Item3 { get { return m_Item3; } }
        public T4 Item4 { get { return m_Item4; } }

        public override bool Equals(object obj)
        {
            Tuple<T1, T2, T3, T4> o = obj as Tuple<T1, T2, T3, T4>;
            if (o == null) return false;
            return EqualityComparer<T1>.Default.Equals(m_Item1, o.m_Item1) && EqualityComparer<T2>.Default.Equals(m_Item2, o.m_Item2) && EqualityComparer<T3>.Default.Equals(m_Item3, o.m_Item3) && EqualityComparer<T4>.Default.Equals(m_Item4, o.m_Item4);
        }

        public override int GetHashCode()
        {
            int h = 0;
            h = (h * 31) ^ (m_Item1 == null ? 0 : m_Item1.GetHashCode());
            h = (h * 31) ^ (m_Item2 == null ? 0 : m_Item2.GetHashCode());
            h = (h * 31) ^ (m_Item3 == null ? 0 : m_Item3.GetHashCode());
            h = (h * 31) ^ (m_Item4 == null ? 0 : m_Item4.GetHashCode());
            return h;
        }

        bool IStructuralEquatable.Equals(object other, IEqualityComparer comparer) { return Equals(other); }
        int IStructuralEquatable.GetHashCode(IEqualityComparer comparer) { return GetHashCode(); }
        int IStructuralComparable.CompareTo(object other, IComparer comparer) { return ((IComparable)this).CompareTo(other); }

        int IComparable.CompareTo(object obj)
        {
            if (obj == null) return 1;
            Tuple<T1, T2, T3, T4> o = obj as Tuple<T1, T2, T3, T4>;
            if (o == null) throw new ArgumentException("Argument must be of type " + GetType().ToString() + ".", "other");
            int c;
            c = Comparer<T1>.Default.Compare(m_Item1, o.m_Item1); if (c != 0) return c;
            c = Comparer<T2>.Default.Compare(m_Item2, o.m_Item2); if (c != 0) return c;
            c = Comparer<T3>.Default.Compare(m_Item3, o.m_Item3); if (c != 0) return c;
            c = Comparer<T4>.Default.Compare(m_Item4, o.m_Item4); if (c != 0) return c;
            return 0;
        }

        public override string ToString()
        {
            StringBuilder sb = new StringBuilder();
            sb.Append('(');
            sb.Append(m_Item1);
            sb.Append(", ");
            sb.Append(m_Item2);
            sb.Append(", ");
            sb.Append(m_Item3);
            sb.Append(", ");
            sb.Append(m_Item4);
            sb.Append(')');
            return sb.ToString();
        }

        int ITuple.Length { get { return 4; } }
        object ITuple.this[int index]
        {
            get
            {
                switch (index)
                {
                    case 0: return m_Item1;
                    case 1: return m_Item2;
                    case 2: return m_Item3;
                    case 3: return m_Item4;
                    default: throw new IndexOutOfRangeException();
                }
            }
        }
    }

    [Serializable]
    public struct ValueTuple<T1, T2, T3, T4> : IEquatable<ValueTuple<T1, T2, T3, T4>>, IStructuralEquatable, IStructuralComparable, IComparable, IComparable<ValueTuple<T1, T2, T3, T4>>, ITuple
    {
        public T1 Item1;
        public T2 Item2;
        public T3 Item3;
        public T4 Item4;

        public ValueTuple(T1 item1, T2 item2, T3 item3, T4 item4) { Item1 = item1; Item2 = item2; Item3 = item3; Item4 = item4; }

        public override bool Equals(object obj) { return obj is ValueTuple<T1, T2, T3, T4> && Equals((ValueTuple<T1, T2, T3, T4>)obj); }
        public bool Equals(ValueTuple<T1, T2, T3, T4> other) { return EqualityComparer<T1>.Default.Equals(Item1, other.Item1) && EqualityComparer<T2>.Default.Equals(Item2, other.Item2) && EqualityComparer<T3>.Default.Equals(Item3, other.Item3) && EqualityComparer<T4>.Default.Equals(Item4, other.Item4); }
        public override int GetHashCode()
        {
            int h = 0;
            h = (h * 31) ^ (Item1 == null ? 0 : Item1.GetHashCode());
            h = (h * 31) ^ (Item2 == null ? 0 : Item2.GetHashCode());
            h = (h * 31) ^ (Item3 == null ? 0 : Item3.GetHashCode());
            h = (h * 31) ^ (Item4 == null ? 0 : Item4.GetHashCode());
            return h;
        }

        bool IStructuralEquatable.Equals(object other, IEqualityComparer comparer) { return Equals(other); }
        int IStructuralEquatable.GetHashCode(IEqualityComparer comparer) { return GetHashCode(); }
        int IStructuralComparable.CompareTo(object other, IComparer comparer) { return ((IComparable)this).CompareTo(other); }
        int IComparable.CompareTo(object other)
        {
            if (other == null) return 1;
            if (!(other is ValueTuple<T1, T2, T3, T4>)) throw new ArgumentException("Argument must be of type " + GetType().ToString() + ".", "other");
            return CompareTo((ValueTuple<T1, T2, T3, T4>)other);
        }
        public int CompareTo(ValueTuple<T1, T2, T3, T4> other)
        {
            int c;
            c = Comparer<T1>.Default.Compare(Item1, other.Item1); if (c != 0) return c;
            c = Comparer<T2>.Default.Compare(Item2, other.Item2); if (c != 0) return c;
            c = Comparer<T3>.Default.Compare(Item3, other.Item3); if (c != 0) return c;
            c = Comparer<T4>.Default.Compare(Item4, other.Item4); if (c != 0) return c;
            return 0;
        }

        public override string ToString()
        {
            StringBuilder sb = new StringBuilder();
            sb.Append('(');
            sb.Append(Item1);
            sb.Append(", ");
            sb.Append(Item2);
            sb.Append(", ");
            sb.Append(Item3);
            sb.Append(", ");
            sb.Append(Item4);
            sb.Append(')');
            return sb.ToString();
        }

        int ITuple.Length { get { return 4; } }
        object ITuple.this[int index]
        {
            get
            {
                switch (index)
                {
                    case 0: return Item1;
                    case 1: return Item2;
                    case 2: return Item3;
                    case 3: return Item4;
                    default: throw new IndexOutOfRangeException();
                }
            }
        }
    }

    [Serializable]
    public class Tuple<T1, T2, T3, T4, T5> : IStructuralEquatable, IStructuralComparable, IComparable, ITuple
    {
        readonly T1 m_Item1;
        readonly T2 m_Item2;
        readonly T3 m_Item3;
        readonly T4 m_Item4;
        readonly T5 m_Item5;

        public Tuple(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5) { m_Item1 = item1; m_Item2 = item2; m_Item3 = item3; m_Item4 = item4; m_Item5 = item5; }

        public T1 Item1 { get { return m_Item1; } }
        public T2 Item2 { get { return m_Item2; } }
        public T3 Item3 { get { return m_Item3; } }
        public T4 Item4 { get { return m_Item4; } }
        public T5 Item5 { get { return m_Item5; } }

        public override bool Equals(object obj)
        {
            Tuple<T1, T2, T3, T4, T5> o = obj as Tuple<T1, T2, T3, T4, T5>;
            if (o == null) return false;
            return EqualityComparer<T1>.Default.Equals(m_Item1, o.m_Item1) && EqualityComparer<T2>.Default.Equals(m_Item2, o.m_Item2) && EqualityComparer<T3>.Default.Equals(m_Item3, o.m_Item3) && EqualityComparer<T4>.Default.Equals(m_Item4, o.m_Item4) && EqualityComparer<T5>.Default.Equals(m_Item5, o.m_Item5);
        }

        public override int GetHashCode()
        {
            int h = 0;
            h = (h * 31) ^ (m_Item1 == null ? 0 : m_Item1.GetHashCode());
            h = (h * 31) ^ (m_Item2 == null ? 0 : m_Item2.GetHashCode());
            h = (h * 31) ^ (m_Item3 == null ? 0 : m_Item3.GetHashCode());
            h = (h * 31) ^ (m_Item4 == null ? 0 : m_Item4.GetHashCode());
            h = (h * 31) ^ (m_Item5 == null ? 0 : m_Item5.GetHashCode());
            return h;
        }

        bool IStructuralEquatable.Equals(object other, IEqualityComparer comparer) { return Equals(other); }
        int IStructuralEquatable.GetHashCode(IEqualityComparer comparer) { return GetHashCode(); }
        int IStructuralComparable.CompareTo(object other, IComparer comparer) { return ((IComparable)this).CompareTo(other); }

        int IComparable.CompareTo(object obj)
        {
            if (obj == null) return 1;
            Tuple<T1, T2, T3, T4, T5> o = obj as Tuple<T1, T2, T3, T4, T5>;
            if (o == null) throw new ArgumentException("Argument must be of type " + GetType().ToString() + ".", "other");
            int c;
            c = Comparer<T1>.Default.Compare(m_Item1, o.m_Item1); if (c != 0) return c;
            c = Comparer<T2>.Default.Compare(m_Item2, o.m_Item2); if (c != 0) return c;
            c = Comparer<T3>.Default.Compare(m_Item3, o.m_Item3); if (c != 0) return c;
            c = Comparer<T4>.Default.Compare(m_Item4, o.m_Item4); if (c != 0) return c;
            c = Comparer<T5>.Default.Compare(m_Item5, o.m_Item5); if (c != 0) return c;
            return 0;
        }

        public override string ToString()
        {
            StringBuilder sb = new StringBuilder();
            sb.Append('(');
            sb.Append(m_Item1);
            sb.Append(", ");
            sb.Append(m_Item2);
            sb.Append(", ");
            sb.Append(m_Item3);
            sb.Append(", ");
            sb.Append(m_Item4);
            sb.Append(", ");
            sb.Append(m_Item5);
            sb.Append(')');
            return sb.ToString();
        }

        int ITuple.Length { get { return 5; } }
        object ITuple.this[int index]
        {
            get
            {
                switch (index)
                {
                    case 0: return m_Item1;
                    case 1: return m_Item2;
                    case 2: return m_Item3;
                    case 3: return m_Item4;
                    case 4: return m_Item5;
                    default: throw new IndexOutOfRangeException();
                }
            }
        }
    }

    [Serializable]
    public struct ValueTuple<T1, T2, T3, T4, T5> : IEquatable<ValueTuple<T1, T2, T3, T4, T5>>, IStructuralEquatable, IStructuralComparable, IComparable, IComparable<ValueTuple<T1, T2, T3, T4, T5>>, ITuple
    {
        public T1 Item1;
        public T2 Item2;
        public T3 Item3;
        public T4 Item4;
        public T5 Item5;

        public ValueTuple(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5) { Item1 = item1; Item2 = item2; Item3 = item3; Item4 = item4; Item5 = item5; }

        public override bool Equals(object obj) { return obj is ValueTuple<T1, T2, T3, T4, T5> && Equals((ValueTuple<T1, T2, T3, T4, T5>)obj); }
        public bool Equals(ValueTuple<T1, T2, T3, T4, T5> other) { return EqualityComparer<T1>.Default.Equals(Item1, other.Item1) && EqualityComparer<T2>.Default.Equals(Item2, other.Item2) && EqualityComparer<T3>.Default.Equals(Item3, other.Item3) && EqualityComparer<T4>.Default.Equals(Item4, other.Item4) && EqualityComparer<T5>.Default.Equals(Item5, other.Item5); }
        public override int GetHashCode()
        {
            int h = 0;
            h = (h * 31) ^ (Item1 == null ? 0 : Item1.GetHashCode());
            h = (h * 31) ^ (Item2 == null ? 0 : Item2.GetHashCode());
            h = (h * 31) ^ (Item3 == null ? 0 : Item3.GetHashCode());
            h = (h * 31) ^ (Item4 == null ? 0 : Item4.GetHashCode());
            h = (h * 31) ^ (Item5 == null ? 0 : Item5.GetHashCode());
            return h;
        }

        bool IStructuralEquatable.Equals(object other, IEqualityComparer comparer) { return Equals(other); }
        int IStructuralEquatable.GetHashCode(IEqualityComparer comparer) { return GetHashCode(); }
        int IStructuralComparable.CompareTo(object other, IComparer comparer) { return ((IComparable)this).CompareTo(other); }
        int IComparable.CompareTo(object other)
        {
            if (other == null) return 1;
            if (!(other is ValueTuple<T1, T2, T3, T4, T5>)) throw new ArgumentException("Argument must be of type " + GetType().ToString() + ".", "other");
            return CompareTo((ValueTuple<T1, T2, T3, T4, T5>)other);
        }
        public int CompareTo(ValueTuple<T1, T2, T3, T4, T5> other)
        {
            int c;
            c = Comparer<T1>.Default.Compare(Item1, other.Item1); if (c != 0) return c;
            c = Comparer<T2>.Default.Compare(Item2, other.Item2); if (c != 0) return c;
            c = Comparer<T3>.Default.Compare(Item3, other.Item3); if (c != 0) return c;
            c = Comparer<T4>.Default.Compare(Item4, other.Item4); if (c != 0) return c;
            c = Comparer<T5>.Default.Compare(Item5, other.Item5); if (c != 0) return c;
            return 0;
        }

        public override string ToString()
        {
            StringBuilder sb = new StringBuilder();
            sb.Append('(');
            sb.Append(Item1);
            sb.Append(", ");
            sb.Append(Item2);
            sb.Append(", ");
            sb.Append(Item3);
            sb.Append(", ");
            sb.Append(Item4);
            sb.Append(", ");
            sb.Append(Item5);
            sb.Append(')');
            return sb.ToString();
        }

        int ITuple.Length { get { return 5; } }
        object ITuple.this[int index]
        {
            get
            {
                switch (index)
                {
                    case 0: return Item1;
                    case 1: return Item2;
                    case 2: return Item3;
                    case 3: return Item4;
                    case 4: return Item5;
                    default: throw new IndexOutOfRangeException();
                }
            }
        }
    }

    [Serializable]
    public class Tuple<T1, T2, T3, T4, T5, T6> : IStructuralEquatable, IStructuralComparable, IComparable, ITuple
    {
        readonly T1 m_Item1;
        readonly T2 m_Item2;
        readonly T3 m_Item3;
        readonly T4 m_Item4;
        readonly T5 m_Item5;
        readonly T6 m_Item6;

        public Tuple(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5, T6 item6) { m_Item1 = item1; m_Item2 = item2; m_Item3 = item3; m_Item4 = item4; m_Item5 = item5; m_Item6 = item6; }

        public T1 Item1 { get { return m_Item1; } }
        public T2 Item2 { get { return m_Item2; } }
        public T3 Item3 { get { return m_Item3; } }
        public T4 Item4 { get { return m_Item4; } }
        public T5 Item5 { get { return m_Item5; } }
        public T6 Item6 { get { return m_Item6; } }

        public override bool Equals(object obj)
        {
            Tuple<T1, T2, T3, T4, T5, T6> o = obj as Tuple<T1, T2, T3, T4, T5, T6>;
            if (o == null) return false;
            return EqualityComparer<T1>.Default.Equals(m_Item1, o.m_Item1) && EqualityComparer<T2>.Default.Equals(m_Item2, o.m_Item2) && EqualityComparer<T3>.Default.Equals(m_Item3, o.m_Item3) && EqualityComparer<T4>.Default.Equals(m_Item4, o.m_Item4) && EqualityComparer<T5>.Default.Equals(m_Item5, o.m_Item5) && EqualityComparer<T6>.Default.Equals(m_Item6, o.m_Item6);
        }

        public override int GetHashCode()
        {
            int h = 0;
            h = (h * 31) ^ (m_Item1 == null ? 0 : m_Item1.GetHashCode());
            h = (h * 31) ^ (m_Item2 == null ? 0 : m_Item2.GetHashCode());
            h = (h * 31) ^ (m_Item3 == null ? 0 : m_Item3.GetHashCode());
            h = (h * 31) ^ (m_Item4 == null ? 0 : m_Item4.GetHashCode());
            h = (h * 31) ^ (m_Item5 == null ? 0 : m_Item5.GetHashCode());
            h = (h * 31) ^ (m_Item6 == null ? 0 : m_Item6.GetHashCode());
            return h;
        }

        bool IStructuralEquatable.Equals(object other, IEqualityComparer comparer) { return Equals(other); }
        int IStructuralEquatable.GetHashCode(IEqualityComparer comparer) { return GetHashCode(); }
        int IStructuralComparable.CompareTo(object other, IComparer comparer) { return ((IComparable)this).CompareTo(other); }

        int IComparable.CompareTo(object obj)
        {
            if (obj == null) return 1;
            Tuple<T1, T2, T3, T4, T5, T6> o = obj as Tuple<T1, T2, T3, T4, T5, T6>;
            if (o == null) throw new ArgumentException("Argument must be of type " + GetType().ToString() + ".", "other");
            int c;
            c = Comparer<T1>.Default.Compare(m_Item1, o.m_Item1); if (c != 0) return c;
            c = Comparer<T2>.Default.Compare(m_Item2, o.m_Item2); if (c != 0) return c;
            c = Comparer<T3>.Default.Compare(m_Item3, o.m_Item3); if (c != 0) return c;
            c = Comparer<T4>.Default.Compare(m_Item4, o.m_Item4); if (c != 0) return c;
            c = Comparer<T5>.Default.Compare(m_Item5, o.m_Item5); if (c != 0) return c;
            c = Comparer<T6>.Default.Compare(m_Item6, o.m_Item6); if (c != 0) return c;
            return 0;
        }

        public override string ToString()
        {
            StringBuilder sb = new StringBuilder();
            sb.Append('(');
            sb.Append(m_Item1);
            sb.Append(", ");
            sb.Append(m_Item2);
            sb.Append(", ");
            sb.Append(m_Item3);
            sb.Append(", ");
            sb.Append(m_Item4);
            sb.Append(", ");
            sb.Append(m_Item5);
            sb.Append(", ");
            sb.Append(m_Item6);
            sb.Append(')');
            return sb.ToString();
        }

        int ITuple.Length { get { return 6; } }
        object ITuple.this[int index]
        {
            get
            {
                switch (index)
                {
                    case 0: return m_Item1;
                    case 1: return m_Item2;
                    case 2: return m_Item3;
                    case 3: return m_Item4;
                    case 4: return m_Item5;
                    case 5: return m_Item6;
                    default: throw new IndexOutOfRangeException();
                }
            }
        }
    }

    [Serializable]
    public struct ValueTuple<T1, T2, T3, T4, T5, T6> : IEquatable<ValueTuple<T1, T2, T3, T4, T5, T6>>, IStructuralEquatable, IStructuralComparable, IComparable, IComparable<ValueTuple<T1, T2, T3, T4, T5, T6>>, ITuple
    {
        public T1 Item1;
        public T2 Item2;
        public T3 Item3;
        public T4 Item4;
        public T5 Item5;
        public T6 Item6;

        public ValueTuple(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5, T6 item6) { Item1 = item1; Item2 = item2; Item3 = item3; Item4 = item4; Item5 = item5; Item6 = item6; }

        public override bool Equals(object obj) { return obj is ValueTuple<T1, T2, T3, T4, T5, T6> && Equals((ValueTuple<T1, T2, T3, T4, T5, T6>)obj); }
        public bool Equals(ValueTuple<T1, T2, T3, T4, T5, T6> other) { return EqualityComparer<T1>.Default.Equals(Item1, other.Item1) && EqualityComparer<T2>.Default.Equals(Item2, other.Item2) && EqualityComparer<T3>.Default.Equals(Item3, other.Item3) && EqualityComparer<T4>.Default.Equals(Item4, other.Item4) && EqualityComparer<T5>.Default.Equals(Item5, other.Item5) && EqualityComparer<T6>.Default.Equals(Item6, other.Item6); }
        public override int GetHashCode()
        {
            int h = 0;
            h = (h * 31) ^ (Item1 == null ? 0 : Item1.GetHashCode());
            h = (h * 31) ^ (Item2 == null ? 0 : Item2.GetHashCode());
            h = (h * 31) ^ (Item3 == null ? 0 : Item3.GetHashCode());
            h = (h * 31) ^ (Item4 == null ? 0 : Item4.GetHashCode());
            h = (h * 31) ^ (Item5 == null ? 0 : Item5.GetHashCode());
            h = (h * 31) ^ (Item6 == null ? 0 : Item6.GetHashCode());
            return h;
        }

        bool IStructuralEquatable.Equals(object other, IEqualityComparer comparer) { return Equals(other); }
        int IStructuralEquatable.GetHashCode(IEqualityComparer comparer) { return GetHashCode(); }
        int IStructuralComparable.CompareTo(object other, IComparer comparer) { return ((IComparable)this).CompareTo(other); }
        int IComparable.CompareTo(object other)
        {
            if (other == null) return 1;
            if (!(other is ValueTuple<T1, T2, T3, T4, T5, T6>)) throw new ArgumentException("Argument must be of type " + GetType().ToString() + ".", "other");
            return CompareTo((ValueTuple<T1, T2, T3, T4, T5, T6>)other);
        }
        public int CompareTo(ValueTuple<T1, T2, T3, T4, T5, T6> other)
        {
            int c;
            c = Comparer<T1>.Default.Compare(Item1, other.Item1); if (c != 0) return c;
            c = Comparer<T2>.Default.Compare(Item2, other.Item2); if (c != 0) return c;
            c = Comparer<T3>.Default.Compare(Item3, other.Item3); if (c != 0) return c;
            c = Comparer<T4>.Default.Compare(Item4, other.Item4); if (c != 0) return c;
            c = Comparer<T5>.Default.Compare(Item5, other.Item5); if (c != 0) return c;
            c = Comparer<T6>.Default.Compare(Item6, other.Item6); if (c != 0) return c;
            return 0;
        }

        public override string ToString()
        {
            StringBuilder sb = new StringBuilder();
            sb.Append('(');
            sb.Append(Item1);
            sb.Append(", ");
            sb.Append(Item2);
            sb.Append(", ");
            sb.Append(Item3);
            sb.Append(", ");
            sb.Append(Item4);
            sb.Append(", ");
            sb.Append(Item5);
            sb.Append(", ");
            sb.Append(Item6);
            sb.Append(')');
            return sb.ToString();
        }

        int ITuple.Length { get { return 6; } }
        object ITuple.this[int index]
        {
            get
            {
                switch (index)
                {
                    case 0: return Item1;
                    case 1: return Item2;
                    case 2: return Item3;
                    case 3: return Item4;
                    case 4: return Item5;
                    case 5: return Item6;
                    default: throw new IndexOutOfRangeException();
                }
            }
        }
    }

    [Serializable]
    public class Tuple<T1, T2, T3, T4, T5, T6, T7> : IStructuralEquatable, IStructuralComparable, IComparable, ITuple
    {
        readonly T1 m_Item1;
        readonly T2 m_Item2;
        readonly T3 m_Item3;
        readonly T4 m_Item4;
        readonly T5 m_Item5;
        readonly T6 m_Item6;
        readonly T7 m_Item7;

        public Tuple(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5, T6 item6, T7 item7) { m_Item1 = item1; m_Item2 = item2; m_Item3 = item3; m_Item4 = item4; m_Item5 = item5; m_Item6 = item6; m_Item7 = item7; }

        public T1 Item1 { get { return m_Item1; } }
        public T2 Item2 { get { return m_Item2; } }
        public T3 Item3 { get { return m_Item3; } }
        public T4 Item4 { get { return m_Item4; } }
        public T5 Item5 { get { return m_Item5; } }
        public T6 Item6 { get { return m_Item6; } }
        public T7 Item7 { get { return m_Item7; } }

        public override bool Equals(object obj)
        {
            Tuple<T1, T2, T3, T4, T5, T6, T7> o = obj as Tuple<T1, T2, T3, T4, T5, T6, T7>;
            if (o == null) return false;
            return EqualityComparer<T1>.Default.Equals(m_Item1, o.m_Item1) && EqualityComparer<T2>.Default.Equals(m_Item2, o.m_Item2) && EqualityComparer<T3>.Default.Equals(m_Item3, o.m_Item3) && EqualityComparer<T4>.Default.Equals(m_Item4, o.m_Item4) && EqualityComparer<T5>.Default.Equals(m_Item5, o.m_Item5) && EqualityComparer<T6>.Default.Equals(m_Item6, o.m_Item6) && EqualityComparer<T7>.Default.Equals(m_Item7, o.m_Item7);
        }

        public override int GetHashCode()
        {
            int h = 0;
            h = (h * 31) ^ (m_Item1 == null ? 0 : m_Item1.GetHashCode());
            h = (h * 31) ^ (m_Item2 == null ? 0 : m_Item2.GetHashCode());
            h = (h * 31) ^ (m_Item3 == null ? 0 : m_Item3.GetHashCode());
            h = (h * 31) ^ (m_Item4 == null ? 0 : m_Item4.GetHashCode());
            h = (h * 31) ^ (m_Item5 == null ? 0 : m_Item5.GetHashCode());
            h = (h * 31) ^ (m_Item6 == null ? 0 : m_Item6.GetHashCode());
            h = (h * 31) ^ (m_Item7 == null ? 0 : m_Item7.GetHashCode());
            return h;
        }

        bool IStructuralEquatable.Equals(object other, IEqualityComparer comparer) { return Equals(other); }
        int IStructuralEquatable.GetHashCode(IEqualityComparer comparer) { return GetHashCode(); }
        int IStructuralComparable.CompareTo(object other, IComparer comparer) { return ((IComparable)this).CompareTo(other); }

        int IComparable.CompareTo(object obj)
        {
            if (obj == null) return 1;
            Tuple<T1, T2, T3, T4, T5, T6, T7> o = obj as Tuple<T1, T2, T3, T4, T5, T6, T7>;
            if (o == null) throw new ArgumentException("Argument must be of type " + GetType().ToString() + ".", "other");
            int c;
            c = Comparer<T1>.Default.Compare(m_Item1, o.m_Item1); if (c != 0) return c;
            c = Comparer<T2>.Default.Compare(m_Item2, o.m_Item2); if (c != 0) return c;
            c = Comparer<T3>.Default.Compare(m_Item3, o.m_Item3); if (c != 0) return c;
            c = Comparer<T4>.Default.Compare(m_Item4, o.m_Item4); if (c != 0) return c;
            c = Comparer<T5>.Default.Compare(m_Item5, o.m_Item5); if (c != 0) return c;
            c = Comparer<T6>.Default.Compare(m_Item6, o.m_Item6); if (c != 0) return c;
            c = Comparer<T7>.Default.Compare(m_Item7, o.m_Item7); if (c != 0) return c;
            return 0;
        }

        public override string ToString()
        {
            StringBuilder sb = new StringBuilder();
            sb.Append('(');
            sb.Append(m_Item1);
            sb.Append(", ");
            sb.Append(m_Item2);
            sb.Append(", ");
            sb.Append(m_Item3);
            sb.Append(", ");
            sb.Append(m_Item4);
            sb.Append(", ");
            sb.Append(m_Item5);
            sb.Append(", ");
            sb.Append(m_Item6);
            sb.Append(", ");
            sb.Append(m_Item7);
            sb.Append(')');
            return sb.ToString();
        }

        int ITuple.Length { get { return 7; } }
        object ITuple.this[int index]
        {
            get
            {
                switch (index)
                {
                    case 0: return m_Item1;
                    case 1: return m_Item2;
                    case 2: return m_Item3;
                    case 3: return m_Item4;
                    case 4: return m_Item5;
                    case 5: return m_Item6;
                    case 6: return m_Item7;
                    default: throw new IndexOutOfRangeException();
                }
            }
        }
    }

    [Serializable]
    public struct ValueTuple<T1, T2, T3, T4, T5, T6, T7> : IEquatable<ValueTuple<T1, T2, T3, T4, T5, T6, T7>>, IStructuralEquatable, IStructuralComparable, IComparable, IComparable<ValueTuple<T1, T2, T3, T4, T5, T6, T7>>, ITuple
    {
        public T1 Item1;
        public T2 Item2;
        public T3 Item3;
        public T4 Item4;
        public T5 Item5;
        public T6 Item6;
        public T7 Item7;

        public ValueTuple(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5, T6 item6, T7 item7) { Item1 = item1; Item2 = item2; Item3 = item3; Item4 = item4; Item5 = item5; Item6 = item6; Item7 = item7; }

        public override bool Equals(object obj) { return obj is ValueTuple<T1, T2, T3, T4, T5, T6, T7> && Equals((ValueTuple<T1, T2, T3, T4, T5, T6, T7>)obj); }
        public bool Equals(ValueTuple<T1, T2, T3, T4, T5, T6, T7> other) { return EqualityComparer<T1>.Default.Equals(Item1, other.Item1) && EqualityComparer<T2>.Default.Equals(Item2, other.Item2) && EqualityComparer<T3>.Default.Equals(Item3, other.Item3) && EqualityComparer<T4>.Default.Equals(Item4, other.Item4) && EqualityComparer<T5>.Default.Equals(Item5, other.Item5) && EqualityComparer<T6>.Default.Equals(Item6, other.Item6) && EqualityComparer<T7>.Default.Equals(Item7, other.Item7); }
        public override int GetHashCode()
        {
            int h = 0;
            h = (h * 31) ^ (Item1 == null ? 0 : Item1.GetHashCode());
            h = (h * 31) ^ (Item2 == null ? 0 : Item2.GetHashCode());
            h = (h * 31) ^ (Item3 == null ? 0 : Item3.GetHashCode());
            h = (h * 31) ^ (Item4 == null ? 0 : Item4.GetHashCode());
            h = (h * 31) ^ (Item5 == null ? 0 : Item5.GetHashCode());
            h = (h * 31) ^ (Item6 == null ? 0 : Item6.GetHashCode());
            h = (h * 31) ^ (Item7 == null ? 0 : Item7.GetHashCode());
            return h;
        }

        bool IStructuralEquatable.Equals(object other, IEqualityComparer comparer) { return Equals(other); }
        int IStructuralEquatable.GetHashCode(IEqualityComparer comparer) { return GetHashCode(); }
        int IStructuralComparable.CompareTo(object other, IComparer comparer) { return ((IComparable)this).CompareTo(other); }
        int IComparable.CompareTo(object other)
        {
            if (other == null) return 1;
            if (!(other is ValueTuple<T1, T2, T3, T4, T5, T6, T7>)) throw new ArgumentException("Argument must be of type " + GetType().ToString() + ".", "other");
            return CompareTo((ValueTuple<T1, T2, T3, T4, T5, T6, T7>)other);
        }
        public int CompareTo(ValueTuple<T1, T2, T3, T4, T5, T6, T7> other)
        {
            int c;
            c = Comparer<T1>.Default.Compare(Item1, other.Item1); if (c != 0) return c;
            c = Comparer<T2>.Default.Compare(Item2, other.Item2); if (c != 0) return c;
            c = Comparer<T3>.Default.Compare(Item3, other.Item3); if (c != 0) return c;
            c = Comparer<T4>.Default.Compare(Item4, other.Item4); if (c != 0) return c;
            c = Comparer<T5>.Default.Compare(Item5, other.Item5); if (c != 0) return c;
            c = Comparer<T6>.Default.Compare(Item6, other.Item6); if (c != 0) return c;
            c = Comparer<T7>.Default.Compare(Item7, other.Item7); if (c != 0) return c;
            return 0;
        }

        public override string ToString()
        {
            StringBuilder sb = new StringBuilder();
            sb.Append('(');
            sb.Append(Item1);
            sb.Append(", ");
            sb.Append(Item2);
            sb.Append(", ");
            sb.Append(Item3);
            sb.Append(", ");
            sb.Append(Item4);
            sb.Append(", ");
            sb.Append(Item5);
            sb.Append(", ");
            sb.Append(Item6);
            sb.Append(", ");
            sb.Append(Item7);
            sb.Append(')');
            return sb.ToString();
        }

        int ITuple.Length { get { return 7; } }
        object ITuple.this[int index]
        {
            get
            {
                switch (index)
                {
                    case 0: return Item1;
                    case 1: return Item2;
                    case 2: return Item3;
                    case 3: return Item4;
                    case 4: return Item5;
                    case 5: return Item6;
                    case 6: return Item7;
                    default: throw new IndexOutOfRangeException();
                }
            }
        }
    }

    public static class Tuple
    {
        public static Tuple<T1> Create<T1>(T1 item1) { return new Tuple<T1>(item1); }
        public static Tuple<T1, T2> Create<T1, T2>(T1 item1, T2 item2) { return new Tuple<T1, T2>(item1, item2); }
        public static Tuple<T1, T2, T3> Create<T1, T2, T3>(T1 item1, T2 item2, T3 item3) { return new Tuple<T1, T2, T3>(item1, item2, item3); }
        public static Tuple<T1, T2, T3, T4> Create<T1, T2, T3, T4>(T1 item1, T2 item2, T3 item3, T4 item4) { return new Tuple<T1, T2, T3, T4>(item1, item2, item3, item4); }
        public static Tuple<T1, T2, T3, T4, T5> Create<T1, T2, T3, T4, T5>(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5) { return new Tuple<T1, T2, T3, T4, T5>(item1, item2, item3, item4, item5); }
        public static Tuple<T1, T2, T3, T4, T5, T6> Create<T1, T2, T3, T4, T5, T6>(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5, T6 item6) { return new Tuple<T1, T2, T3, T4, T5, T6>(item1, item2, item3, item4, item5, item6); }
        public static Tuple<T1, T2, T3, T4, T5, T6, T7> Create<T1, T2, T3, T4, T5, T6, T7>(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5, T6 item6, T7 item7) { return new Tuple<T1, T2, T3, T4, T5, T6, T7>(item1, item2, item3, item4, item5, item6, item7); }
    }

    [Serializable]
    public struct ValueTuple : IEquatable<ValueTuple>, IComparable, IComparable<ValueTuple>
    {
        public override bool Equals(object obj) { return obj is ValueTuple; }
        public bool Equals(ValueTuple other) { return true; }
        public override int GetHashCode() { return 0; }
        public int CompareTo(object other) { return 0; }
        public int CompareTo(ValueTuple other) { return 0; }
        public override string ToString() { return "()"; }
        public static ValueTuple Create() { return new ValueTuple(); }
        public static ValueTuple<T1> Create<T1>(T1 item1) { return new ValueTuple<T1>(item1); }
        public static ValueTuple<T1, T2> Create<T1, T2>(T1 item1, T2 item2) { return new ValueTuple<T1, T2>(item1, item2); }
        public static ValueTuple<T1, T2, T3> Create<T1, T2, T3>(T1 item1, T2 item2, T3 item3) { return new ValueTuple<T1, T2, T3>(item1, item2, item3); }
        public static ValueTuple<T1, T2, T3, T4> Create<T1, T2, T3, T4>(T1 item1, T2 item2, T3 item3, T4 item4) { return new ValueTuple<T1, T2, T3, T4>(item1, item2, item3, item4); }
        public static ValueTuple<T1, T2, T3, T4, T5> Create<T1, T2, T3, T4, T5>(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5) { return new ValueTuple<T1, T2, T3, T4, T5>(item1, item2, item3, item4, item5); }
        public static ValueTuple<T1, T2, T3, T4, T5, T6> Create<T1, T2, T3, T4, T5, T6>(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5, T6 item6) { return new ValueTuple<T1, T2, T3, T4, T5, T6>(item1, item2, item3, item4, item5, item6); }
        public static ValueTuple<T1, T2, T3, T4, T5, T6, T7> Create<T1, T2, T3, T4, T5, T6, T7>(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5, T6 item6, T7 item7) { return new ValueTuple<T1, T2, T3, T4, T5, T6, T7>(item1, item2, item3, item4, item5, item6, item7); }
    }

    [Serializable]
    public struct ValueTuple<T1, T2, T3, T4, T5, T6, T7, TRest> : IEquatable<ValueTuple<T1, T2, T3, T4, T5, T6, T7, TRest>> where TRest : struct
    {
        public T1 Item1; public T2 Item2; public T3 Item3; public T4 Item4; public T5 Item5; public T6 Item6; public T7 Item7; public TRest Rest;
        public ValueTuple(T1 item1, T2 item2, T3 item3, T4 item4, T5 item5, T6 item6, T7 item7, TRest rest)
        {
            Item1 = item1; Item2 = item2; Item3 = item3; Item4 = item4; Item5 = item5; Item6 = item6; Item7 = item7; Rest = rest;
        }
        public override bool Equals(object obj) { return obj is ValueTuple<T1, T2, T3, T4, T5, T6, T7, TRest> && Equals((ValueTuple<T1, T2, T3, T4, T5, T6, T7, TRest>)obj); }
        public bool Equals(ValueTuple<T1, T2, T3, T4, T5, T6, T7, TRest> o)
        {
            return EqualityComparer<T1>.Default.Equals(Item1, o.Item1) && EqualityComparer<T2>.Default.Equals(Item2, o.Item2) && EqualityComparer<T3>.Default.Equals(Item3, o.Item3)
                && EqualityComparer<T4>.Default.Equals(Item4, o.Item4) && EqualityComparer<T5>.Default.Equals(Item5, o.Item5) && EqualityComparer<T6>.Default.Equals(Item6, o.Item6)
                && EqualityComparer<T7>.Default.Equals(Item7, o.Item7) && EqualityComparer<TRest>.Default.Equals(Rest, o.Rest);
        }
        public override int GetHashCode() { return new ValueTuple<T1, T2, T3, T4, T5, T6, T7>(Item1, Item2, Item3, Item4, Item5, Item6, Item7).GetHashCode() ^ Rest.GetHashCode(); }
        public override string ToString()
        {
            string rest = Rest.ToString();
            return "(" + Item1 + ", " + Item2 + ", " + Item3 + ", " + Item4 + ", " + Item5 + ", " + Item6 + ", " + Item7 + ", " + rest.Substring(1);
        }
    }

}
