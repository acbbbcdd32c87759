using System.Globalization;

namespace System
{
    [Serializable]
    public struct Char : IComparable, IConvertible, IComparable<char>, IEquatable<char>
    {
        internal char m_value;

        public const char MaxValue = (char)0xFFFF;
        public const char MinValue = (char)0x00;

        public override int GetHashCode() { return (int)m_value | ((int)m_value << 16); }

        public override bool Equals(object obj)
        {
            if (!(obj is char)) return false;
            return m_value == ((char)obj).m_value;
        }
        public bool Equals(char obj) { return m_value == obj; }

        public int CompareTo(object value)
        {
            if (value == null) return 1;
            if (!(value is char)) throw new ArgumentException("Object must be of type Char.");
            return m_value - ((char)value).m_value;
        }
        public int CompareTo(char value) { return m_value - value; }

        public override string ToString() { return ToString(m_value); }
        public string ToString(IFormatProvider provider) { return ToString(m_value); }
        public static string ToString(char c) { return new string(c, 1); }

        public static char Parse(string s)
        {
            if (s == null) throw new ArgumentNullException("s");
            if (s.Length != 1) throw new FormatException("String must be exactly one character long.");
            return s[0];
        }

        public static bool TryParse(string s, out char result)
        {
            result = '\0';
            if (s == null || s.Length != 1) return false;
            result = s[0];
            return true;
        }

        // ---- classification (Latin-1 exact, a reasonable approximation beyond) ----

        public static bool IsDigit(char c)
        {
            if (c < 0x80) return c >= '0' && c <= '9';
            return CharUnicodeInfo.GetUnicodeCategory(c) == UnicodeCategory.DecimalDigitNumber;
        }
        public static bool IsAsciiDigit(char c) { return c >= '0' && c <= '9'; }
        public static bool IsAsciiLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
        public static bool IsAsciiHexDigit(char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
        public static bool IsAscii(char c) { return c < 0x80; }

        public static bool IsLetter(char c)
        {
            if (c < 0x80) return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
            UnicodeCategory u = CharUnicodeInfo.GetUnicodeCategory(c);
            return u <= UnicodeCategory.OtherLetter;
        }

        public static bool IsWhiteSpace(char c)
        {
            if (c == ' ' || (c >= '\t' && c <= '\r') || c == '\u00A0' || c == '\u0085') return true;
            if (c < 0x1680) return false;
            return c == '\u1680' || (c >= '\u2000' && c <= '\u200A') || c == '\u2028' || c == '\u2029' || c == '\u202F' || c == '\u205F' || c == '\u3000';
        }

        public static bool IsUpper(char c)
        {
            if (c < 0x80) return c >= 'A' && c <= 'Z';
            return CharUnicodeInfo.GetUnicodeCategory(c) == UnicodeCategory.UppercaseLetter;
        }

        public static bool IsLower(char c)
        {
            if (c < 0x80) return c >= 'a' && c <= 'z';
            return CharUnicodeInfo.GetUnicodeCategory(c) == UnicodeCategory.LowercaseLetter;
        }

        public static bool IsLetterOrDigit(char c) { return IsLetter(c) || IsDigit(c); }

        public static bool IsNumber(char c)
        {
            if (c < 0x80) return c >= '0' && c <= '9';
            UnicodeCategory u = CharUnicodeInfo.GetUnicodeCategory(c);
            return u == UnicodeCategory.DecimalDigitNumber || u == UnicodeCategory.LetterNumber || u == UnicodeCategory.OtherNumber;
        }

        public static bool IsPunctuation(char c)
        {
            UnicodeCategory u = CharUnicodeInfo.GetUnicodeCategory(c);
            return u >= UnicodeCategory.ConnectorPunctuation && u <= UnicodeCategory.OtherPunctuation;
        }

        public static bool IsSymbol(char c)
        {
            UnicodeCategory u = CharUnicodeInfo.GetUnicodeCategory(c);
            return u >= UnicodeCategory.MathSymbol && u <= UnicodeCategory.OtherSymbol;
        }

        public static bool IsSeparator(char c)
        {
            UnicodeCategory u = CharUnicodeInfo.GetUnicodeCategory(c);
            return u >= UnicodeCategory.SpaceSeparator && u <= UnicodeCategory.ParagraphSeparator;
        }

        public static bool IsControl(char c) { return c < 0x20 || (c >= 0x7F && c < 0xA0); }
        public static bool IsHighSurrogate(char c) { return c >= '\uD800' && c <= '\uDBFF'; }
        public static bool IsLowSurrogate(char c) { return c >= '\uDC00' && c <= '\uDFFF'; }
        public static bool IsSurrogate(char c) { return c >= '\uD800' && c <= '\uDFFF'; }
        public static bool IsSurrogatePair(char highSurrogate, char lowSurrogate) { return IsHighSurrogate(highSurrogate) && IsLowSurrogate(lowSurrogate); }

        static void CheckIndex(string s, int index)
        {
            if (s == null) throw new ArgumentNullException("s");
            if ((uint)index >= (uint)s.Length) throw new ArgumentOutOfRangeException("index", "Index was out of range. Must be non-negative and less than the size of the collection.");
        }
        public static bool IsDigit(string s, int index) { CheckIndex(s, index); return IsDigit(s[index]); }
        public static bool IsLetter(string s, int index) { CheckIndex(s, index); return IsLetter(s[index]); }
        public static bool IsWhiteSpace(string s, int index) { CheckIndex(s, index); return IsWhiteSpace(s[index]); }
        public static bool IsUpper(string s, int index) { CheckIndex(s, index); return IsUpper(s[index]); }
        public static bool IsLower(string s, int index) { CheckIndex(s, index); return IsLower(s[index]); }
        public static bool IsLetterOrDigit(string s, int index) { CheckIndex(s, index); return IsLetterOrDigit(s[index]); }
        public static bool IsNumber(string s, int index) { CheckIndex(s, index); return IsNumber(s[index]); }
        public static bool IsPunctuation(string s, int index) { CheckIndex(s, index); return IsPunctuation(s[index]); }
        public static bool IsSymbol(string s, int index) { CheckIndex(s, index); return IsSymbol(s[index]); }
        public static bool IsSeparator(string s, int index) { CheckIndex(s, index); return IsSeparator(s[index]); }
        public static bool IsControl(string s, int index) { CheckIndex(s, index); return IsControl(s[index]); }
        public static bool IsSurrogate(string s, int index) { CheckIndex(s, index); return IsSurrogate(s[index]); }
        public static bool IsHighSurrogate(string s, int index) { CheckIndex(s, index); return IsHighSurrogate(s[index]); }
        public static bool IsLowSurrogate(string s, int index) { CheckIndex(s, index); return IsLowSurrogate(s[index]); }

        public static double GetNumericValue(char c)
        {
            if (c >= '0' && c <= '9') return c - '0';
            return -1;
        }
        public static double GetNumericValue(string s, int index) { CheckIndex(s, index); return GetNumericValue(s[index]); }

        public static UnicodeCategory GetUnicodeCategory(char c) { return CharUnicodeInfo.GetUnicodeCategory(c); }
        public static UnicodeCategory GetUnicodeCategory(string s, int index) { CheckIndex(s, index); return CharUnicodeInfo.GetUnicodeCategory(s[index]); }

        public static char ToUpperInvariant(char c)
        {
            if (c < 0x80) return (c >= 'a' && c <= 'z') ? (char)(c - 32) : c;
            return CharUnicodeInfo.ToUpper(c);
        }
        public static char ToLowerInvariant(char c)
        {
            if (c < 0x80) return (c >= 'A' && c <= 'Z') ? (char)(c + 32) : c;
            return CharUnicodeInfo.ToLower(c);
        }
        public static char ToUpper(char c) { return ToUpperInvariant(c); }
        public static char ToLower(char c) { return ToLowerInvariant(c); }
        public static char ToUpper(char c, CultureInfo culture) { return ToUpperInvariant(c); }
        public static char ToLower(char c, CultureInfo culture) { return ToLowerInvariant(c); }

        public static string ConvertFromUtf32(int utf32)
        {
            if (utf32 < 0 || utf32 > 0x10FFFF || (utf32 >= 0xD800 && utf32 <= 0xDFFF))
                throw new ArgumentOutOfRangeException("utf32", "A valid UTF32 value is between 0x000000 and 0x10ffff, inclusive, and should not include surrogate codepoint values (0x00d800 ~ 0x00dfff).");
            if (utf32 < 0x10000) return new string((char)utf32, 1);
            utf32 -= 0x10000;
            return new string(new char[] { (char)((utf32 >> 10) + 0xD800), (char)((utf32 & 0x3FF) + 0xDC00) });
        }

        public static int ConvertToUtf32(char highSurrogate, char lowSurrogate)
        {
            return ((highSurrogate - 0xD800) << 10) + (lowSurrogate - 0xDC00) + 0x10000;
        }

        public static int ConvertToUtf32(string s, int index)
        {
            CheckIndex(s, index);
            char c = s[index];
            if (IsHighSurrogate(c) && index + 1 < s.Length && IsLowSurrogate(s[index + 1])) return ConvertToUtf32(c, s[index + 1]);
            return c;
        }

        public TypeCode GetTypeCode() { return TypeCode.Char; }
        bool IConvertible.ToBoolean(IFormatProvider provider) { throw new InvalidCastException("Invalid cast from 'Char' to 'Boolean'."); }
        char IConvertible.ToChar(IFormatProvider provider) { return m_value; }
        sbyte IConvertible.ToSByte(IFormatProvider provider) { return Convert.ToSByte(m_value); }
        byte IConvertible.ToByte(IFormatProvider provider) { return Convert.ToByte(m_value); }
        short IConvertible.ToInt16(IFormatProvider provider) { return Convert.ToInt16(m_value); }
        ushort IConvertible.ToUInt16(IFormatProvider provider) { return Convert.ToUInt16(m_value); }
        int IConvertible.ToInt32(IFormatProvider provider) { return Convert.ToInt32(m_value); }
        uint IConvertible.ToUInt32(IFormatProvider provider) { return Convert.ToUInt32(m_value); }
        long IConvertible.ToInt64(IFormatProvider provider) { return Convert.ToInt64(m_value); }
        ulong IConvertible.ToUInt64(IFormatProvider provider) { return Convert.ToUInt64(m_value); }
        float IConvertible.ToSingle(IFormatProvider provider) { throw new InvalidCastException("Invalid cast from 'Char' to 'Single'."); }
        double IConvertible.ToDouble(IFormatProvider provider) { throw new InvalidCastException("Invalid cast from 'Char' to 'Double'."); }
        decimal IConvertible.ToDecimal(IFormatProvider provider) { throw new InvalidCastException("Invalid cast from 'Char' to 'Decimal'."); }
        DateTime IConvertible.ToDateTime(IFormatProvider provider) { throw new InvalidCastException("Invalid cast from 'Char' to 'DateTime'."); }
        object IConvertible.ToType(Type type, IFormatProvider provider) { return Convert.ChangeType(this, type, provider); }
    }
}
