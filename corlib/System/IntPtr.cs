namespace System
{
    [Serializable]
    public unsafe struct IntPtr : IEquatable<IntPtr>, IComparable, IComparable<IntPtr>, IFormattable
    {
        void* m_value;

        public static readonly IntPtr Zero;

        public IntPtr(int value) { m_value = (void*)value; }
        public IntPtr(long value) { m_value = (void*)value; }
        public IntPtr(void* value) { m_value = value; }

        public static int Size { get { return sizeof(void*); } }
        public static IntPtr MaxValue { get { return new IntPtr(long.MaxValue); } }
        public static IntPtr MinValue { get { return new IntPtr(long.MinValue); } }

        public override bool Equals(object obj)
        {
            if (obj is IntPtr) return m_value == ((IntPtr)obj).m_value;
            return false;
        }
        public bool Equals(IntPtr other) { return m_value == other.m_value; }

        public override int GetHashCode() { long l = (long)m_value; return unchecked((int)l ^ (int)(l >> 32)); }

        public int CompareTo(object value)
        {
            if (value == null) return 1;
            if (!(value is IntPtr)) throw new ArgumentException("Object must be of type IntPtr.");
            return CompareTo((IntPtr)value);
        }
        public int CompareTo(IntPtr value) { long a = (long)m_value, b = (long)value.m_value; return a < b ? -1 : a > b ? 1 : 0; }

        public int ToInt32() { long l = (long)m_value; return checked((int)l); }
        public long ToInt64() { return (long)m_value; }
        public void* ToPointer() { return m_value; }

        public override string ToString() { return ((long)m_value).ToString(); }
        public string ToString(string format) { return ((long)m_value).ToString(format); }
        public string ToString(string format, IFormatProvider provider) { return ((long)m_value).ToString(format, provider); }

        public static explicit operator IntPtr(int value) { return new IntPtr(value); }
        public static explicit operator IntPtr(long value) { return new IntPtr(value); }
        public static explicit operator IntPtr(void* value) { return new IntPtr(value); }
        public static explicit operator void*(IntPtr value) { return value.m_value; }
        public static explicit operator int(IntPtr value) { long l = (long)value.m_value; return checked((int)l); }
        public static explicit operator long(IntPtr value) { return (long)value.m_value; }

        public static bool operator ==(IntPtr value1, IntPtr value2) { return value1.m_value == value2.m_value; }
        public static bool operator !=(IntPtr value1, IntPtr value2) { return value1.m_value != value2.m_value; }

        public static IntPtr Add(IntPtr pointer, int offset) { return new IntPtr((byte*)pointer.m_value + offset); }
        public static IntPtr Subtract(IntPtr pointer, int offset) { return new IntPtr((byte*)pointer.m_value - offset); }
        public static IntPtr operator +(IntPtr pointer, int offset) { return new IntPtr((byte*)pointer.m_value + offset); }
        public static IntPtr operator -(IntPtr pointer, int offset) { return new IntPtr((byte*)pointer.m_value - offset); }
    }

    [Serializable]
    public unsafe struct UIntPtr : IEquatable<UIntPtr>, IComparable, IComparable<UIntPtr>, IFormattable
    {
        void* m_value;

        public static readonly UIntPtr Zero;

        public UIntPtr(uint value) { m_value = (void*)value; }
        public UIntPtr(ulong value) { m_value = (void*)value; }
        public UIntPtr(void* value) { m_value = value; }

        public static int Size { get { return sizeof(void*); } }

        public override bool Equals(object obj)
        {
            if (obj is UIntPtr) return m_value == ((UIntPtr)obj).m_value;
            return false;
        }
        public bool Equals(UIntPtr other) { return m_value == other.m_value; }
        public override int GetHashCode() { ulong l = (ulong)m_value; return unchecked((int)l ^ (int)(l >> 32)); }

        public int CompareTo(object value)
        {
            if (value == null) return 1;
            if (!(value is UIntPtr)) throw new ArgumentException("Object must be of type UIntPtr.");
            return CompareTo((UIntPtr)value);
        }
        public int CompareTo(UIntPtr value) { ulong a = (ulong)m_value, b = (ulong)value.m_value; return a < b ? -1 : a > b ? 1 : 0; }

        public uint ToUInt32() { ulong l = (ulong)m_value; return checked((uint)l); }
        public ulong ToUInt64() { return (ulong)m_value; }
        public void* ToPointer() { return m_value; }

        public override string ToString() { return ((ulong)m_value).ToString(); }
        public string ToString(string format) { return ((ulong)m_value).ToString(format); }
        public string ToString(string format, IFormatProvider provider) { return ((ulong)m_value).ToString(format, provider); }

        public static explicit operator UIntPtr(uint value) { return new UIntPtr(value); }
        public static explicit operator UIntPtr(ulong value) { return new UIntPtr(value); }
        public static explicit operator UIntPtr(void* value) { return new UIntPtr(value); }
        public static explicit operator void*(UIntPtr value) { return value.m_value; }
        public static explicit operator uint(UIntPtr value) { ulong l = (ulong)value.m_value; return checked((uint)l); }
        public static explicit operator ulong(UIntPtr value) { return (ulong)value.m_value; }

        public static bool operator ==(UIntPtr value1, UIntPtr value2) { return value1.m_value == value2.m_value; }
        public static bool operator !=(UIntPtr value1, UIntPtr value2) { return value1.m_value != value2.m_value; }

        public static UIntPtr Add(UIntPtr pointer, int offset) { return new UIntPtr((byte*)pointer.m_value + offset); }
        public static UIntPtr Subtract(UIntPtr pointer, int offset) { return new UIntPtr((byte*)pointer.m_value - offset); }
        public static UIntPtr operator +(UIntPtr pointer, int offset) { return new UIntPtr((byte*)pointer.m_value + offset); }
        public static UIntPtr operator -(UIntPtr pointer, int offset) { return new UIntPtr((byte*)pointer.m_value - offset); }
    }
}
