using System.Runtime.CompilerServices;
using System.Text;
using System.Globalization;

namespace System
{
    // 96-bit decimal: value = (-1)^sign * (hi:mid:lo) / 10^scale, scale 0..28.  Arithmetic,
    // rounding and conversions are internal calls (src/vm/icall_decimal.c) with .NET semantics.
    [Serializable]
    public struct Decimal : IFormattable, IComparable, IConvertible, IComparable<decimal>, IEquatable<decimal>
    {
        const int SignMask = unchecked((int)0x80000000);
        const int ScaleShift = 16;

        // Field order as in .NET (the internal calls rely on it).
        int flags;
        int hi;
        int lo;
        int mid;

        public const decimal Zero = 0m;
        public const decimal One = 1m;
        public const decimal MinusOne = -1m;
        public const decimal MaxValue = 79228162514264337593543950335m;
        public const decimal MinValue = -79228162514264337593543950335m;

        [MethodImpl(MethodImplOptions.InternalCall)] static extern void DecAdd(ref decimal a, ref decimal b, bool negateB, out decimal result);
        [MethodImpl(MethodImplOptions.InternalCall)] static extern void DecMul(ref decimal a, ref decimal b, out decimal result);
        [MethodImpl(MethodImplOptions.InternalCall)] static extern void DecDiv(ref decimal a, ref decimal b, out decimal result);
        [MethodImpl(MethodImplOptions.InternalCall)] static extern void DecRem(ref decimal a, ref decimal b, out decimal result);
        [MethodImpl(MethodImplOptions.InternalCall)] static extern int DecCompare(ref decimal a, ref decimal b);
        [MethodImpl(MethodImplOptions.InternalCall)] static extern void DecRound(ref decimal d, int decimals, int mode, out decimal result);
        [MethodImpl(MethodImplOptions.InternalCall)] static extern string DecDigits(ref decimal d);
        [MethodImpl(MethodImplOptions.InternalCall)] static extern double DecToDouble(ref decimal d);
        [MethodImpl(MethodImplOptions.InternalCall)] static extern bool DecFromDigits(string digits, int scale, bool negative, out decimal result);
        [MethodImpl(MethodImplOptions.InternalCall)] static extern void DecFromDouble(double value, out decimal result);
        [MethodImpl(MethodImplOptions.InternalCall)] static extern void DecFromSingle(float value, out decimal result);

        public Decimal(int value)
        {
            flags = value < 0 ? SignMask : 0;
            ulong m = value < 0 ? (ulong)(-(long)value) : (ulong)value;
            lo = (int)m; mid = 0; hi = 0;
        }
        public Decimal(uint value) { flags = 0; lo = (int)value; mid = 0; hi = 0; }
        public Decimal(long value)
        {
            flags = value < 0 ? SignMask : 0;
            ulong m = value < 0 ? (ulong)(-(value + 1)) + 1 : (ulong)value;
            lo = (int)m; mid = (int)(m >> 32); hi = 0;
        }
        public Decimal(ulong value) { flags = 0; lo = (int)value; mid = (int)(value >> 32); hi = 0; }
        public Decimal(float value) { DecFromSingle(value, out this); }
        public Decimal(double value) { DecFromDouble(value, out this); }
        public Decimal(int lo, int mid, int hi, bool isNegative, byte scale)
        {
            if (scale > 28) throw new ArgumentOutOfRangeException("scale", "Decimal's scale value must be between 0 and 28, inclusive.");
            this.lo = lo; this.mid = mid; this.hi = hi;
            flags = ((int)scale) << ScaleShift;
            if (isNegative) flags |= SignMask;
        }
        public Decimal(int[] bits)
        {
            if (bits == null) throw new ArgumentNullException("bits");
            if (bits.Length != 4 || (bits[3] & 0x7F00FFFF) != 0 || ((bits[3] >> ScaleShift) & 0xFF) > 28)
                throw new ArgumentException("Decimal constructor requires an array or span of four valid decimal bytes.");
            lo = bits[0]; mid = bits[1]; hi = bits[2]; flags = bits[3];
        }

        public byte Scale { get { return (byte)((flags >> ScaleShift) & 0xFF); } }
        internal bool IsNeg { get { return (flags & SignMask) != 0; } }
        internal bool IsZero { get { return (lo | mid | hi) == 0; } }

        // ---- arithmetic ----

        public static decimal Add(decimal d1, decimal d2) { decimal r; DecAdd(ref d1, ref d2, false, out r); return r; }
        public static decimal Subtract(decimal d1, decimal d2) { decimal r; DecAdd(ref d1, ref d2, true, out r); return r; }
        public static decimal Negate(decimal d) { decimal r = d; r.flags ^= SignMask; return r; }
        public static decimal Multiply(decimal d1, decimal d2) { decimal r; DecMul(ref d1, ref d2, out r); return r; }
        public static decimal Divide(decimal d1, decimal d2) { decimal r; DecDiv(ref d1, ref d2, out r); return r; }
        public static decimal Remainder(decimal d1, decimal d2) { decimal r; DecRem(ref d1, ref d2, out r); return r; }
        public static int Compare(decimal d1, decimal d2) { return DecCompare(ref d1, ref d2); }

        public static decimal Truncate(decimal d) { decimal r; DecRound(ref d, 0, (int)MidpointRounding.ToZero, out r); return r; }
        public static decimal Floor(decimal d) { decimal r; DecRound(ref d, 0, (int)MidpointRounding.ToNegativeInfinity, out r); return r; }
        public static decimal Ceiling(decimal d) { decimal r; DecRound(ref d, 0, (int)MidpointRounding.ToPositiveInfinity, out r); return r; }
        public static decimal Round(decimal d) { return Round(d, 0, MidpointRounding.ToEven); }
        public static decimal Round(decimal d, int decimals) { return Round(d, decimals, MidpointRounding.ToEven); }
        public static decimal Round(decimal d, MidpointRounding mode) { return Round(d, 0, mode); }
        public static decimal Round(decimal d, int decimals, MidpointRounding mode)
        {
            if ((uint)decimals > 28) throw new ArgumentOutOfRangeException("decimals", "Decimal can only round to between 0 and 28 digits of precision.");
            if ((uint)mode > (uint)MidpointRounding.ToPositiveInfinity) throw new ArgumentException("The value '" + ((int)mode).ToString() + "' is not valid for this usage of the type MidpointRounding.", "mode");
            decimal r;
            DecRound(ref d, decimals, (int)mode, out r);
            return r;
        }
        public static decimal Abs(decimal d) { decimal r = d; r.flags &= ~SignMask; return r; }
        public static decimal Max(decimal x, decimal y) { return Compare(x, y) >= 0 ? x : y; }
        public static decimal Min(decimal x, decimal y) { return Compare(x, y) <= 0 ? x : y; }
        public static bool IsNegative(decimal d) { return d.IsNeg; }
        public static bool IsInteger(decimal d) { return d == Truncate(d); }
        public static int Sign(decimal d) { return d.IsZero ? 0 : d.IsNeg ? -1 : 1; }

        public static int[] GetBits(decimal d) { return new int[] { d.lo, d.mid, d.hi, d.flags }; }

        // ---- conversions ----

        public static double ToDouble(decimal d) { return DecToDouble(ref d); }
        public static float ToSingle(decimal d) { return (float)DecToDouble(ref d); }
        public static decimal FromOACurrency(long cy) { return new decimal(cy) / 10000m; }

        // Truncated magnitude as ulong; false when it needs more than 64 bits.
        static bool TruncatedMagnitude(decimal d, out ulong m)
        {
            decimal t = Truncate(d);
            m = ((ulong)(uint)t.mid << 32) | (uint)t.lo;
            return t.hi == 0;
        }
        public static long ToInt64(decimal d)
        {
            ulong m;
            if (!TruncatedMagnitude(d, out m)) throw new OverflowException("Value was either too large or too small for an Int64.");
            if (d.IsNeg)
            {
                if (m > 9223372036854775808UL) throw new OverflowException("Value was either too large or too small for an Int64.");
                return (long)(0 - m);
            }
            if (m > long.MaxValue) throw new OverflowException("Value was either too large or too small for an Int64.");
            return (long)m;
        }
        public static ulong ToUInt64(decimal d)
        {
            ulong m;
            if (!TruncatedMagnitude(d, out m) || (d.IsNeg && m != 0)) throw new OverflowException("Value was either too large or too small for a UInt64.");
            return m;
        }
        public static int ToInt32(decimal d)
        {
            ulong m;
            if (!TruncatedMagnitude(d, out m)) throw new OverflowException("Value was either too large or too small for an Int32.");
            if (d.IsNeg ? m > 2147483648UL : m > int.MaxValue) throw new OverflowException("Value was either too large or too small for an Int32.");
            return d.IsNeg ? (int)(0 - (long)m) : (int)m;
        }
        public static uint ToUInt32(decimal d)
        {
            ulong m;
            if (!TruncatedMagnitude(d, out m) || m > uint.MaxValue || (d.IsNeg && m != 0)) throw new OverflowException("Value was either too large or too small for a UInt32.");
            return (uint)m;
        }
        public static short ToInt16(decimal d)
        {
            int v;
            try { v = ToInt32(d); } catch (OverflowException) { throw new OverflowException("Value was either too large or too small for an Int16."); }
            if (v < short.MinValue || v > short.MaxValue) throw new OverflowException("Value was either too large or too small for an Int16.");
            return (short)v;
        }
        public static ushort ToUInt16(decimal d)
        {
            uint v;
            try { v = ToUInt32(d); } catch (OverflowException) { throw new OverflowException("Value was either too large or too small for a UInt16."); }
            if (v > ushort.MaxValue) throw new OverflowException("Value was either too large or too small for a UInt16.");
            return (ushort)v;
        }
        public static byte ToByte(decimal d)
        {
            uint v;
            try { v = ToUInt32(d); } catch (OverflowException) { throw new OverflowException("Value was either too large or too small for an unsigned byte."); }
            if (v > byte.MaxValue) throw new OverflowException("Value was either too large or too small for an unsigned byte.");
            return (byte)v;
        }
        public static sbyte ToSByte(decimal d)
        {
            int v;
            try { v = ToInt32(d); } catch (OverflowException) { throw new OverflowException("Value was either too large or too small for a signed byte."); }
            if (v < sbyte.MinValue || v > sbyte.MaxValue) throw new OverflowException("Value was either too large or too small for a signed byte.");
            return (sbyte)v;
        }
        public static long ToOACurrency(decimal value) { return ToInt64(Round(value * 10000m)); }

        public static implicit operator decimal(byte value) { return new decimal((uint)value); }
        public static implicit operator decimal(sbyte value) { return new decimal((int)value); }
        public static implicit operator decimal(short value) { return new decimal((int)value); }
        public static implicit operator decimal(ushort value) { return new decimal((uint)value); }
        public static implicit operator decimal(char value) { return new decimal((uint)value); }
        public static implicit operator decimal(int value) { return new decimal(value); }
        public static implicit operator decimal(uint value) { return new decimal(value); }
        public static implicit operator decimal(long value) { return new decimal(value); }
        public static implicit operator decimal(ulong value) { return new decimal(value); }
        public static explicit operator decimal(float value) { return new decimal(value); }
        public static explicit operator decimal(double value) { return new decimal(value); }
        public static explicit operator byte(decimal value) { return ToByte(value); }
        public static explicit operator sbyte(decimal value) { return ToSByte(value); }
        public static explicit operator char(decimal value)
        {
            ushort v;
            try { v = ToUInt16(value); } catch (OverflowException) { throw new OverflowException("Value was either too large or too small for a character."); }
            return (char)v;
        }
        public static explicit operator short(decimal value) { return ToInt16(value); }
        public static explicit operator ushort(decimal value) { return ToUInt16(value); }
        public static explicit operator int(decimal value) { return ToInt32(value); }
        public static explicit operator uint(decimal value) { return ToUInt32(value); }
        public static explicit operator long(decimal value) { return ToInt64(value); }
        public static explicit operator ulong(decimal value) { return ToUInt64(value); }
        public static explicit operator float(decimal value) { return ToSingle(value); }
        public static explicit operator double(decimal value) { return ToDouble(value); }

        public static decimal operator +(decimal d) { return d; }
        public static decimal operator -(decimal d) { return Negate(d); }
        public static decimal operator ++(decimal d) { return Add(d, One); }
        public static decimal operator --(decimal d) { return Subtract(d, One); }
        public static decimal operator +(decimal d1, decimal d2) { decimal r; DecAdd(ref d1, ref d2, false, out r); return r; }
        public static decimal operator -(decimal d1, decimal d2) { decimal r; DecAdd(ref d1, ref d2, true, out r); return r; }
        public static decimal operator *(decimal d1, decimal d2) { decimal r; DecMul(ref d1, ref d2, out r); return r; }
        public static decimal operator /(decimal d1, decimal d2) { decimal r; DecDiv(ref d1, ref d2, out r); return r; }
        public static decimal operator %(decimal d1, decimal d2) { decimal r; DecRem(ref d1, ref d2, out r); return r; }
        public static bool operator ==(decimal d1, decimal d2) { return DecCompare(ref d1, ref d2) == 0; }
        public static bool operator !=(decimal d1, decimal d2) { return DecCompare(ref d1, ref d2) != 0; }
        public static bool operator <(decimal d1, decimal d2) { return DecCompare(ref d1, ref d2) < 0; }
        public static bool operator <=(decimal d1, decimal d2) { return DecCompare(ref d1, ref d2) <= 0; }
        public static bool operator >(decimal d1, decimal d2) { return DecCompare(ref d1, ref d2) > 0; }
        public static bool operator >=(decimal d1, decimal d2) { return DecCompare(ref d1, ref d2) >= 0; }

        public int CompareTo(object value)
        {
            if (value == null) return 1;
            if (!(value is decimal)) throw new ArgumentException("Object must be of type Decimal.");
            return Compare(this, (decimal)value);
        }
        public int CompareTo(decimal value) { return Compare(this, value); }
        public override bool Equals(object value) { return value is decimal && Compare(this, (decimal)value) == 0; }
        public bool Equals(decimal value) { return Compare(this, value) == 0; }
        public static bool Equals(decimal d1, decimal d2) { return Compare(d1, d2) == 0; }
        public override int GetHashCode()
        {
            // Equal values (1.0m, 1.00m) hash alike.
            if (IsZero) return 0;
            return DecToDouble(ref this).GetHashCode();
        }

        // ---- text ----

        public override string ToString() { return ToString(null, null); }
        public string ToString(string format) { return ToString(format, null); }
        public string ToString(IFormatProvider provider) { return ToString(null, provider); }
        public string ToString(string format, IFormatProvider provider)
        {
            string digits = DecDigits(ref this);
            int scale = Scale;
            bool neg = IsNeg && !IsZero;
            if (string.IsNullOrEmpty(format) || ((format == "G" || format == "g")))
            {
                string plain;
                if (scale == 0) plain = digits;
                else
                {
                    if (digits.Length <= scale) digits = new string('0', scale - digits.Length + 1) + digits;
                    plain = digits.Substring(0, digits.Length - scale) + "." + digits.Substring(digits.Length - scale);
                }
                return neg ? "-" + plain : plain;
            }
            return Number.FormatDecimal(digits, scale, neg, format, provider);
        }

        public static decimal Parse(string s) { return Parse(s, NumberStyles.Number, null); }
        public static decimal Parse(string s, NumberStyles style) { return Parse(s, style, null); }
        public static decimal Parse(string s, IFormatProvider provider) { return Parse(s, NumberStyles.Number, provider); }
        public static decimal Parse(string s, NumberStyles style, IFormatProvider provider)
        {
            if (s == null) throw new ArgumentNullException("s");
            decimal r;
            int status = TryParseCore(s, style, out r);
            if (status == 1) throw Number.FormatError(s);
            if (status == 2) throw new OverflowException("Value was either too large or too small for a Decimal.");
            return r;
        }
        public static bool TryParse(string s, out decimal result) { return TryParse(s, NumberStyles.Number, null, out result); }
        public static bool TryParse(string s, NumberStyles style, IFormatProvider provider, out decimal result)
        {
            if (s == null) { result = Zero; return false; }
            return TryParseCore(s, style, out result) == 0;
        }

        // 0 ok, 1 bad format, 2 overflow
        static int TryParseCore(string s, NumberStyles style, out decimal result)
        {
            result = Zero;
            int i = 0, n = s.Length;
            while (i < n && char.IsWhiteSpace(s[i])) i++;
            while (n > i && char.IsWhiteSpace(s[n - 1])) n--;
            if (i >= n) return 1;
            bool neg = false, paren = false;
            if (s[i] == '(' && (style & NumberStyles.AllowParentheses) != 0 && s[n - 1] == ')') { paren = true; neg = true; i++; n--; }
            if (i < n && (s[i] == '-' || s[i] == '+')) { neg = s[i] == '-' ^ paren; i++; }
            if (i < n && s[i] == '$' && (style & NumberStyles.AllowCurrencySymbol) != 0) i++;
            else if (n > i && s[n - 1] == '-' && (style & NumberStyles.AllowTrailingSign) != 0) { neg = true; n--; }
            StringBuilder digits = new StringBuilder();
            int scale = 0;
            bool point = false, any = false;
            int exp = 0;
            for (; i < n; i++)
            {
                char c = s[i];
                if (c >= '0' && c <= '9')
                {
                    any = true;
                    if (digits.Length > 0 || c != '0') digits.Append(c);
                    if (point) scale++;
                }
                else if (c == '.' && !point && (style & NumberStyles.AllowDecimalPoint) != 0) point = true;
                else if (c == ',' && !point && (style & NumberStyles.AllowThousands) != 0) { }
                else if ((c == 'e' || c == 'E') && any && (style & NumberStyles.AllowExponent) != 0)
                {
                    int e;
                    if (!int.TryParse(s.Substring(i + 1, n - i - 1), NumberStyles.AllowLeadingSign, CultureInfo.InvariantCulture, out e)) return 1;
                    exp = e;
                    break;
                }
                else return 1;
            }
            if (!any) return 1;
            if (digits.Length == 0) digits.Append('0');
            long sc = (long)scale - exp;
            if (sc > 100000) sc = 100000;
            if (sc < -100000) return 2;
            if (!DecFromDigits(digits.ToString(), (int)sc, neg, out result)) return 2;
            return 0;
        }

        public TypeCode GetTypeCode() { return TypeCode.Decimal; }
        bool IConvertible.ToBoolean(IFormatProvider provider) { return Compare(this, Zero) != 0; }
        char IConvertible.ToChar(IFormatProvider provider) { throw new InvalidCastException("Invalid cast from 'Decimal' to 'Char'."); }
        sbyte IConvertible.ToSByte(IFormatProvider provider) { return ToSByte(this); }
        byte IConvertible.ToByte(IFormatProvider provider) { return ToByte(this); }
        short IConvertible.ToInt16(IFormatProvider provider) { return ToInt16(this); }
        ushort IConvertible.ToUInt16(IFormatProvider provider) { return ToUInt16(this); }
        int IConvertible.ToInt32(IFormatProvider provider) { return ToInt32(this); }
        uint IConvertible.ToUInt32(IFormatProvider provider) { return ToUInt32(this); }
        long IConvertible.ToInt64(IFormatProvider provider) { return ToInt64(this); }
        ulong IConvertible.ToUInt64(IFormatProvider provider) { return ToUInt64(this); }
        float IConvertible.ToSingle(IFormatProvider provider) { return ToSingle(this); }
        double IConvertible.ToDouble(IFormatProvider provider) { return ToDouble(this); }
        decimal IConvertible.ToDecimal(IFormatProvider provider) { return this; }
        DateTime IConvertible.ToDateTime(IFormatProvider provider) { throw new InvalidCastException("Invalid cast from 'Decimal' to 'DateTime'."); }
        object IConvertible.ToType(Type type, IFormatProvider provider) { return Convert.ChangeType(this, type, provider); }
    }
}
