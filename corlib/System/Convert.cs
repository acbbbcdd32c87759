using System.Globalization;
using System.Text;

namespace System
{
    public enum Base64FormattingOptions { None = 0, InsertLineBreaks = 1 }

    public static partial class Convert
    {
        public static readonly object DBNull = System.DBNull.Value;

        public static string ToString(object value) { return ToString(value, null); }
        public static string ToString(object value, IFormatProvider provider)
        {
            if (value == null) return string.Empty;
            IFormattable f = value as IFormattable;
            if (f != null) return f.ToString(null, provider);
            IConvertible c = value as IConvertible;
            if (c != null) return c.ToString(provider);
            return value.ToString();
        }
        public static string ToString(string value) { return value; }
        public static string ToString(string value, IFormatProvider provider) { return value; }

        public static TypeCode GetTypeCode(object value)
        {
            if (value == null) return TypeCode.Empty;
            IConvertible c = value as IConvertible;
            return c != null ? c.GetTypeCode() : TypeCode.Object;
        }

        public static bool IsDBNull(object value) { return value == System.DBNull.Value; }

        public static object ChangeType(object value, Type conversionType) { return ChangeType(value, conversionType, null); }
        public static object ChangeType(object value, TypeCode typeCode) { return ChangeType(value, typeCode, null); }
        public static object ChangeType(object value, TypeCode typeCode, IFormatProvider provider)
        {
            if (value == null && (typeCode == TypeCode.Empty || typeCode == TypeCode.String || typeCode == TypeCode.Object)) return null;
            IConvertible v = value as IConvertible;
            if (v == null) throw new InvalidCastException("Object must implement IConvertible.");
            switch (typeCode)
            {
                case TypeCode.Boolean: return v.ToBoolean(provider);
                case TypeCode.Char: return v.ToChar(provider);
                case TypeCode.SByte: return v.ToSByte(provider);
                case TypeCode.Byte: return v.ToByte(provider);
                case TypeCode.Int16: return v.ToInt16(provider);
                case TypeCode.UInt16: return v.ToUInt16(provider);
                case TypeCode.Int32: return v.ToInt32(provider);
                case TypeCode.UInt32: return v.ToUInt32(provider);
                case TypeCode.Int64: return v.ToInt64(provider);
                case TypeCode.UInt64: return v.ToUInt64(provider);
                case TypeCode.Single: return v.ToSingle(provider);
                case TypeCode.Double: return v.ToDouble(provider);
                case TypeCode.Decimal: return v.ToDecimal(provider);
                case TypeCode.DateTime: return v.ToDateTime(provider);
                case TypeCode.String: return v.ToString(provider);
                case TypeCode.Object: return value;
                case TypeCode.DBNull: throw new InvalidCastException("Object cannot be cast to DBNull.");
                default: throw new ArgumentException("Unknown TypeCode value.");
            }
        }
        public static object ChangeType(object value, Type conversionType, IFormatProvider provider)
        {
            if (conversionType == null) throw new ArgumentNullException("conversionType");
            if (value == null)
            {
                if (conversionType.IsValueType) throw new InvalidCastException("Null object cannot be converted to a value type.");
                return null;
            }
            if (value.GetType() == conversionType) return value;
            TypeCode tc = Type.GetTypeCode(conversionType);
            if (tc == TypeCode.Object)
            {
                if (conversionType.IsInstanceOfType(value)) return value;
                throw new InvalidCastException("Invalid cast from '" + value.GetType().FullName + "' to '" + conversionType.FullName + "'.");
            }
            if (conversionType.IsEnum) return Enum.ToObject(conversionType, ChangeType(value, tc, provider));
            return ChangeType(value, tc, provider);
        }

        // ---- bases ----

        public static string ToString(byte value, int toBase) { return ToStringBase((long)value, toBase, 8); }
        public static string ToString(short value, int toBase) { return ToStringBase((long)value, toBase, 16); }
        public static string ToString(int value, int toBase) { return ToStringBase((long)value, toBase, 32); }
        public static string ToString(long value, int toBase) { return ToStringBase(value, toBase, 64); }

        static string ToStringBase(long value, int toBase, int bits)
        {
            if (toBase != 2 && toBase != 8 && toBase != 10 && toBase != 16) throw new ArgumentException("Invalid Base.");
            if (toBase == 10) return value.ToString();
            ulong v = (ulong)value;
            if (bits < 64) v &= (1UL << bits) - 1;
            if (v == 0) return "0";
            StringBuilder sb = new StringBuilder();
            while (v != 0)
            {
                int d = (int)(v % (ulong)toBase);
                sb.Insert(0, (char)(d < 10 ? '0' + d : 'a' + d - 10));
                v /= (ulong)toBase;
            }
            return sb.ToString();
        }

        static ulong ParseBase(string value, int fromBase, int bits)
        {
            if (fromBase != 2 && fromBase != 8 && fromBase != 10 && fromBase != 16) throw new ArgumentException("Invalid Base.");
            if (value == null) return 0;
            string s = value;
            int i = 0;
            if (fromBase == 16 && s.Length >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) i = 2;
            if (i >= s.Length) throw new FormatException("Could not find any recognizable digits.");
            ulong r = 0;
            for (; i < s.Length; i++)
            {
                char c = s[i];
                int d;
                if (c >= '0' && c <= '9') d = c - '0';
                else if (c >= 'a' && c <= 'z') d = c - 'a' + 10;
                else if (c >= 'A' && c <= 'Z') d = c - 'A' + 10;
                else throw new FormatException("Could not find any recognizable digits.");
                if (d >= fromBase) throw new FormatException("Could not find any recognizable digits.");
                ulong n = r * (ulong)fromBase + (ulong)d;
                if (n / (ulong)fromBase != r || (bits < 64 && (n >> bits) != 0)) throw new OverflowException("Value was either too large or too small for an Int32.");
                r = n;
            }
            return r;
        }

        public static int ToInt32(string value, int fromBase)
        {
            if (fromBase == 10) return ToInt32(value);
            return (int)(uint)ParseBase(value, fromBase, 32);
        }
        public static long ToInt64(string value, int fromBase)
        {
            if (fromBase == 10) return ToInt64(value);
            return (long)ParseBase(value, fromBase, 64);
        }
        public static short ToInt16(string value, int fromBase)
        {
            if (fromBase == 10) return ToInt16(value);
            return (short)(ushort)ParseBase(value, fromBase, 16);
        }
        public static byte ToByte(string value, int fromBase)
        {
            if (fromBase == 10) return ToByte(value);
            return (byte)ParseBase(value, fromBase, 8);
        }
        public static uint ToUInt32(string value, int fromBase) { return (uint)ParseBase(value, fromBase, 32); }
        public static ulong ToUInt64(string value, int fromBase) { return ParseBase(value, fromBase, 64); }

        // ---- base64 ----

        const string Base64Table = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

        public static string ToBase64String(byte[] inArray)
        {
            if (inArray == null) throw new ArgumentNullException("inArray");
            return ToBase64String(inArray, 0, inArray.Length);
        }
        public static string ToBase64String(byte[] inArray, Base64FormattingOptions options)
        {
            if (inArray == null) throw new ArgumentNullException("inArray");
            return ToBase64String(inArray, 0, inArray.Length, options);
        }
        public static string ToBase64String(byte[] inArray, int offset, int length) { return ToBase64String(inArray, offset, length, Base64FormattingOptions.None); }
        public static string ToBase64String(byte[] inArray, int offset, int length, Base64FormattingOptions options)
        {
            if (inArray == null) throw new ArgumentNullException("inArray");
            if (length < 0) throw new ArgumentOutOfRangeException("length", "Index was out of range. Must be non-negative and less than the size of the collection.");
            if (offset < 0) throw new ArgumentOutOfRangeException("offset", "Value must be positive.");
            if (offset > inArray.Length - length) throw new ArgumentOutOfRangeException("offset", "Offset and length must refer to a position in the string.");
            StringBuilder sb = new StringBuilder((length + 2) / 3 * 4);
            int lineChars = 0;
            for (int i = 0; i < length; i += 3)
            {
                if (options == Base64FormattingOptions.InsertLineBreaks && lineChars == 76) { sb.Append("\r\n"); lineChars = 0; }
                int b0 = inArray[offset + i];
                int b1 = i + 1 < length ? inArray[offset + i + 1] : 0;
                int b2 = i + 2 < length ? inArray[offset + i + 2] : 0;
                sb.Append(Base64Table[b0 >> 2]);
                sb.Append(Base64Table[((b0 & 3) << 4) | (b1 >> 4)]);
                sb.Append(i + 1 < length ? Base64Table[((b1 & 15) << 2) | (b2 >> 6)] : '=');
                sb.Append(i + 2 < length ? Base64Table[b2 & 63] : '=');
                lineChars += 4;
            }
            return sb.ToString();
        }

        public static byte[] FromBase64String(string s)
        {
            if (s == null) throw new ArgumentNullException("s");
            return FromBase64CharArray(s.ToCharArray(), 0, s.Length);
        }

        public static byte[] FromBase64CharArray(char[] inArray, int offset, int length)
        {
            if (inArray == null) throw new ArgumentNullException("inArray");
            System.Collections.Generic.List<byte> r = new System.Collections.Generic.List<byte>();
            int acc = 0, bits = 0, pad = 0, count = 0;
            for (int i = offset; i < offset + length; i++)
            {
                char c = inArray[i];
                if (c == ' ' || c == '\t' || c == '\r' || c == '\n') continue;
                if (c == '=') { pad++; count++; continue; }
                if (pad > 0) throw new FormatException("The input is not a valid Base-64 string as it contains a non-base 64 character, more than two padding characters, or an illegal character among the padding characters.");
                int v = Base64Table.IndexOf(c);
                if (v < 0) throw new FormatException("The input is not a valid Base-64 string as it contains a non-base 64 character, more than two padding characters, or an illegal character among the padding characters.");
                acc = (acc << 6) | v;
                bits += 6;
                count++;
                if (bits >= 8)
                {
                    bits -= 8;
                    r.Add((byte)(acc >> bits));
                    acc &= (1 << bits) - 1;
                }
            }
            if (count % 4 != 0 || pad > 2) throw new FormatException("Invalid length for a Base-64 char array or string.");
            return r.ToArray();
        }

        public static string ToHexString(byte[] inArray)
        {
            if (inArray == null) throw new ArgumentNullException("inArray");
            StringBuilder sb = new StringBuilder(inArray.Length * 2);
            foreach (byte b in inArray) sb.Append(b.ToString("X2"));
            return sb.ToString();
        }

        public static byte[] FromHexString(string s)
        {
            if (s == null) throw new ArgumentNullException("s");
            if (s.Length % 2 != 0) throw new FormatException("The input is not a valid hex string as its length is not a multiple of 2.");
            byte[] r = new byte[s.Length / 2];
            for (int i = 0; i < r.Length; i++) r[i] = (byte)ParseBase(s.Substring(i * 2, 2), 16, 8);
            return r;
        }
    }
}
