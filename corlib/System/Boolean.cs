namespace System
{
    [Serializable]
    public struct Boolean : IComparable, IConvertible, IComparable<bool>, IEquatable<bool>
    {
        internal bool m_value;

        public static readonly string TrueString = "True";
        public static readonly string FalseString = "False";

        public override int GetHashCode() { return m_value ? 1 : 0; }
        public override string ToString() { return m_value ? "True" : "False"; }
        public string ToString(IFormatProvider provider) { return ToString(); }

        public override bool Equals(object obj)
        {
            if (!(obj is bool)) return false;
            return m_value == ((bool)obj).m_value;
        }
        public bool Equals(bool obj) { return m_value == obj; }

        public int CompareTo(object obj)
        {
            if (obj == null) return 1;
            if (!(obj is bool)) throw new ArgumentException("Object must be of type Boolean.");
            return CompareTo((bool)obj);
        }
        public int CompareTo(bool value)
        {
            if (m_value == value) return 0;
            return m_value ? 1 : -1;
        }

        public static bool Parse(string value)
        {
            if (value == null) throw new ArgumentNullException("value");
            bool r;
            if (!TryParse(value, out r)) throw new FormatException("String '" + value + "' was not recognized as a valid Boolean.");
            return r;
        }

        public static bool TryParse(string value, out bool result)
        {
            result = false;
            if (value == null) return false;
            string v = value.Trim().TrimEnd('\0');
            if (string.Compare(v, "True", StringComparison.OrdinalIgnoreCase) == 0) { result = true; return true; }
            if (string.Compare(v, "False", StringComparison.OrdinalIgnoreCase) == 0) { result = false; return true; }
            return false;
        }

        public TypeCode GetTypeCode() { return TypeCode.Boolean; }
        bool IConvertible.ToBoolean(IFormatProvider provider) { return m_value; }
        char IConvertible.ToChar(IFormatProvider provider) { throw new InvalidCastException("Invalid cast from 'Boolean' to 'Char'."); }
        sbyte IConvertible.ToSByte(IFormatProvider provider) { return Convert.ToSByte(m_value); }
        byte IConvertible.ToByte(IFormatProvider provider) { return Convert.ToByte(m_value); }
        short IConvertible.ToInt16(IFormatProvider provider) { return Convert.ToInt16(m_value); }
        ushort IConvertible.ToUInt16(IFormatProvider provider) { return Convert.ToUInt16(m_value); }
        int IConvertible.ToInt32(IFormatProvider provider) { return Convert.ToInt32(m_value); }
        uint IConvertible.ToUInt32(IFormatProvider provider) { return Convert.ToUInt32(m_value); }
        long IConvertible.ToInt64(IFormatProvider provider) { return Convert.ToInt64(m_value); }
        ulong IConvertible.ToUInt64(IFormatProvider provider) { return Convert.ToUInt64(m_value); }
        float IConvertible.ToSingle(IFormatProvider provider) { return Convert.ToSingle(m_value); }
        double IConvertible.ToDouble(IFormatProvider provider) { return Convert.ToDouble(m_value); }
        decimal IConvertible.ToDecimal(IFormatProvider provider) { return Convert.ToDecimal(m_value); }
        DateTime IConvertible.ToDateTime(IFormatProvider provider) { throw new InvalidCastException("Invalid cast from 'Boolean' to 'DateTime'."); }
        object IConvertible.ToType(Type type, IFormatProvider provider) { return Convert.ChangeType(this, type, provider); }
    }
}
