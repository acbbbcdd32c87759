using System.Globalization;

namespace System
{
    // Minimal decimal: sign, scale 0..28 and a 64-bit mantissa (the upper 32 bits of .NET's
    // 96-bit mantissa must be zero; larger values raise OverflowException).
    [Serializable]
    public struct Decimal : IFormattable, IComparable, IConvertible, IComparable<decimal>, IEquatable<decimal>
    {
        const int SignMask = unchecked((int)0x80000000);
        const int ScaleShift = 16;

        int flags;
        int hi;
        int lo;
        int mid;

        public const decimal Zero = 0m;
        public const decimal One = 1m;
        public const decimal MinusOne = -1m;
        public const decimal MaxValue = 79228162514264337593543950335m;
        public const decimal MinValue = -79228162514264337593543950335m;

        public Decimal(int value)
        {
            flags = value < 0 ? SignMask : 0;
            ulong m = value < 0 ? (ulong)(-(long)value) : (ulong)value;
            lo = (int)m; mid = (int)(m >> 32); hi = 0;
        }
        public Decimal(uint value) { flags = 0; lo = (int)value; mid = 0; hi = 0; }
        public Decimal(long value)
        {
            flags = value < 0 ? SignMask : 0;
            ulong m = value < 0 ? (ulong)(-(value + 1)) + 1 : (ulong)value;
            lo = (int)m; mid = (int)(m >> 32); hi = 0;
        }
        public Decimal(ulong value) { flags = 0; lo = (int)value; mid = (int)(value >> 32); hi = 0; }
        public Decimal(float value) : this((double)value) { }
        public Decimal(double value)
        {
            if (double.IsNaN(value) || double.IsInfinity(value) || Math.Abs(value) >= 1.8446744073709552E+19) throw new OverflowException("Value was either too large or too small for a Decimal.");
            // Round to 15 significant digits like .NET.
            decimal d = Parse(value.ToString("E14", CultureInfo.InvariantCulture), NumberStyles.Float, CultureInfo.InvariantCulture);
            flags = d.flags; hi = d.hi; lo = d.lo; mid = d.mid;
            Normalize(ref this);
        }
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
            if (bits.Length != 4) throw new ArgumentException("Decimal constructor requires an array or span of four valid decimal bytes.");
            lo = bits[0]; mid = bits[1]; hi = bits[2]; flags = bits[3];
        }

        static void Normalize(ref decimal d)
        {
            ulong m = d.Mantissa;
            int scale = d.Scale;
            while (scale > 0 && m % 10 == 0) { m /= 10; scale--; }
            d = Make(m, scale, d.IsNeg);
        }

        internal ulong Mantissa
        {
            get
            {
                if (hi != 0) throw new OverflowException("Value was either too large or too small for a Decimal.");
                return ((ulong)(uint)mid << 32) | (uint)lo;
            }
        }
        internal int Scale { get { return (flags >> ScaleShift) & 0xFF; } }
        internal bool IsNeg { get { return (flags & SignMask) != 0; } }

        static decimal Make(ulong m, int scale, bool neg)
        {
            decimal d = new decimal();
            d.lo = (int)m; d.mid = (int)(m >> 32); d.hi = 0;
            d.flags = (scale << ScaleShift) | (neg && m != 0 ? SignMask : 0);
            return d;
        }

        static readonly ulong[] s_pow10 = {
            1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000, 1000000000, 10000000000, 100000000000,
            1000000000000, 10000000000000, 100000000000000, 1000000000000000, 10000000000000000,
            100000000000000000, 1000000000000000000, 10000000000000000000 };

        static bool TryScaleUp(ref ulong m, int by)
        {
            for (int i = 0; i < by; i++)
            {
                if (m > ulong.MaxValue / 10) return false;
                m *= 10;
            }
            return true;
        }

        static ulong RoundDiv(ulong m, int by)
        {
            // Divide by 10^by, rounding half to even.
            if (by <= 0) return m;
            if (by > 19) return 0;
            ulong p = s_pow10[by];
            ulong q = m / p, r = m % p;
            ulong half = p / 2;
            if (r > half || (r == half && (q & 1) != 0)) q++;
            return q;
        }

        // Align both operands to a common scale.
        static void Align(ref ulong a, ref int sa, ref ulong b, ref int sb)
        {
            while (sa < sb)
            {
                if (TryScaleUp(ref a, 1)) sa++;
                else { b = RoundDiv(b, 1); sb--; }
            }
            while (sb < sa)
            {
                if (TryScaleUp(ref b, 1)) sb++;
                else { a = RoundDiv(a, 1); sa--; }
            }
        }

        public static decimal Add(decimal d1, decimal d2)
        {
            ulong a = d1.Mantissa, b = d2.Mantissa;
            int sa = d1.Scale, sb = d2.Scale;
            Align(ref a, ref sa, ref b, ref sb);
            bool na = d1.IsNeg, nb = d2.IsNeg;
            if (na == nb)
            {
                ulong r = a + b;
                if (r < a)
                {
                    if (sa == 0) throw new OverflowException("Value was either too large or too small for a Decimal.");
                    a = RoundDiv(a, 1); b = RoundDiv(b, 1); sa--;
                    r = a + b;
                }
                return Make(r, sa, na);
            }
            if (a >= b) return Make(a - b, sa, na);
            return Make(b - a, sa, nb);
        }

        public static decimal Subtract(decimal d1, decimal d2) { return Add(d1, Negate(d2)); }
        public static decimal Negate(decimal d) { decimal r = d; if (r.Mantissa != 0) r.flags ^= SignMask; return r; }

        public static decimal Multiply(decimal d1, decimal d2)
        {
            ulong a = d1.Mantissa, b = d2.Mantissa;
            int scale = d1.Scale + d2.Scale;
            bool neg = d1.IsNeg != d2.IsNeg;
            ulong hiPart, loPart;
            hiPart = Math.BigMul(a, b, out loPart);
            // Reduce until it fits in 64 bits and scale <= 28.
            while (hiPart != 0 || scale > 28)
            {
                if (scale == 0) throw new OverflowException("Value was either too large or too small for a Decimal.");
                // divide 128-bit (hiPart:loPart) by 10 with rounding on the last step
                ulong rem;
                hiPart = Div128By10(hiPart, loPart, out loPart, out rem);
                scale--;
                if (hiPart == 0 && scale <= 28 && rem >= 5)
                {
                    if (rem > 5 || (loPart & 1) != 0) loPart++;
                }
            }
            decimal r = Make(loPart, scale, neg);
            return r;
        }

        static ulong Div128By10(ulong hi, ulong lo, out ulong qlo, out ulong rem)
        {
            ulong qhi = hi / 10;
            ulong r = hi % 10;
            // divide (r:lo) by 10 using 32-bit halves
            ulong cur = (r << 32) | (lo >> 32);
            ulong q1 = cur / 10; r = cur % 10;
            cur = (r << 32) | (lo & 0xFFFFFFFF);
            ulong q0 = cur / 10; r = cur % 10;
            qlo = (q1 << 32) | q0;
            rem = r;
            return qhi;
        }

        public static decimal Divide(decimal d1, decimal d2)
        {
            ulong b = d2.Mantissa;
            if (b == 0) throw new DivideByZeroException("Attempted to divide by zero.");
            ulong a = d1.Mantissa;
            int scale = d1.Scale - d2.Scale;
            bool neg = d1.IsNeg != d2.IsNeg;
            ulong q = a / b, r = a % b;
            // Produce more digits while the remainder is non-zero and precision allows.
            while (r != 0 && scale < 28 && q <= ulong.MaxValue / 10 / 10)
            {
                // r*10 may overflow if b is large: scale r and b down consistently when needed.
                if (r > ulong.MaxValue / 10) break;
                r *= 10;
                q = q * 10 + r / b;
                r %= b;
                scale++;
            }
            if (r != 0 && r * 2 >= b && r <= ulong.MaxValue / 2)
            {
                if (r * 2 > b || (q & 1) != 0) q++;
            }
            while (scale < 0)
            {
                if (!TryScaleUp(ref q, 1)) throw new OverflowException("Value was either too large or too small for a Decimal.");
                scale++;
            }
            decimal res = Make(q, scale, neg);
            Normalize(ref res);
            return res;
        }

        public static decimal Remainder(decimal d1, decimal d2)
        {
            ulong a = d1.Mantissa, b = d2.Mantissa;
            if (b == 0) throw new DivideByZeroException("Attempted to divide by zero.");
            int sa = d1.Scale, sb = d2.Scale;
            Align(ref a, ref sa, ref b, ref sb);
            return Make(a % b, sa, d1.IsNeg);
        }

        public static int Compare(decimal d1, decimal d2)
        {
            ulong a = d1.Mantissa, b = d2.Mantissa;
            bool na = d1.IsNeg && a != 0, nb = d2.IsNeg && b != 0;
            if (na != nb) return na ? -1 : 1;
            int sa = d1.Scale, sb = d2.Scale;
            Align(ref a, ref sa, ref b, ref sb);
            int c = a < b ? -1 : a > b ? 1 : 0;
            return na ? -c : c;
        }

        public static decimal Truncate(decimal d) { return Make(d.Mantissa / s_pow10[d.Scale], 0, d.IsNeg); }
        public static decimal Floor(decimal d)
        {
            decimal t = Truncate(d);
            if (d.IsNeg && Compare(t, d) != 0) t = Subtract(t, One);
            return t;
        }
        public static decimal Ceiling(decimal d)
        {
            decimal t = Truncate(d);
            if (!d.IsNeg && Compare(t, d) != 0) t = Add(t, One);
            return t;
        }
        public static decimal Round(decimal d) { return Round(d, 0, MidpointRounding.ToEven); }
        public static decimal Round(decimal d, int decimals) { return Round(d, decimals, MidpointRounding.ToEven); }
        public static decimal Round(decimal d, MidpointRounding mode) { return Round(d, 0, mode); }
        public static decimal Round(decimal d, int decimals, MidpointRounding mode)
        {
            if (decimals < 0 || decimals > 28) throw new ArgumentOutOfRangeException("decimals", "Decimal can only round to between 0 and 28 digits of precision.");
            int scale = d.Scale;
            if (decimals >= scale) return d;
            int by = scale - decimals;
            ulong m = d.Mantissa;
            ulong p = s_pow10[by];
            ulong q = m / p, r = m % p, half = p / 2;
            switch (mode)
            {
                case MidpointRounding.ToEven: if (r > half || (r == half && (q & 1) != 0)) q++; break;
                case MidpointRounding.AwayFromZero: if (r >= half && r != 0 && p > 1 && r * 2 >= p) q++; break;
                case MidpointRounding.ToZero: break;
                case MidpointRounding.ToNegativeInfinity: if (r != 0 && d.IsNeg) q++; break;
                case MidpointRounding.ToPositiveInfinity: if (r != 0 && !d.IsNeg) q++; break;
            }
            return Make(q, decimals, d.IsNeg);
        }

        public static decimal Abs(decimal d) { decimal r = d; r.flags &= ~SignMask; return r; }

        public static int[] GetBits(decimal d) { return new int[] { d.lo, d.mid, d.hi, d.flags }; }

        // ---- conversions ----

        public static double ToDouble(decimal d)
        {
            double v = (double)d.Mantissa;
            v /= Math.Pow(10, d.Scale);
            return d.IsNeg ? -v : v;
        }
        public static float ToSingle(decimal d) { return (float)ToDouble(d); }
        public static long ToInt64(decimal d)
        {
            ulong m = Truncate(d).Mantissa;
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
            ulong m = Truncate(d).Mantissa;
            if (d.IsNeg && m != 0) throw new OverflowException("Value was either too large or too small for a UInt64.");
            return m;
        }
        public static int ToInt32(decimal d)
        {
            long v = ToInt64(d);
            if (v < int.MinValue || v > int.MaxValue) throw new OverflowException("Value was either too large or too small for an Int32.");
            return (int)v;
        }
        public static uint ToUInt32(decimal d)
        {
            ulong v = ToUInt64(d);
            if (v > uint.MaxValue) throw new OverflowException("Value was either too large or too small for a UInt32.");
            return (uint)v;
        }
        public static short ToInt16(decimal d) { return checked((short)ToInt32(d)); }
        public static ushort ToUInt16(decimal d) { return checked((ushort)ToUInt32(d)); }
        public static byte ToByte(decimal d) { return checked((byte)ToUInt32(d)); }
        public static sbyte ToSByte(decimal d) { return checked((sbyte)ToInt32(d)); }

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
        public static explicit operator char(decimal value) { return (char)ToUInt16(value); }
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
        public static decimal operator +(decimal d1, decimal d2) { return Add(d1, d2); }
        public static decimal operator -(decimal d1, decimal d2) { return Subtract(d1, d2); }
        public static decimal operator *(decimal d1, decimal d2) { return Multiply(d1, d2); }
        public static decimal operator /(decimal d1, decimal d2) { return Divide(d1, d2); }
        public static decimal operator %(decimal d1, decimal d2) { return Remainder(d1, d2); }
        public static bool operator ==(decimal d1, decimal d2) { return Compare(d1, d2) == 0; }
        public static bool operator !=(decimal d1, decimal d2) { return Compare(d1, d2) != 0; }
        public static bool operator <(decimal d1, decimal d2) { return Compare(d1, d2) < 0; }
        public static bool operator <=(decimal d1, decimal d2) { return Compare(d1, d2) <= 0; }
        public static bool operator >(decimal d1, decimal d2) { return Compare(d1, d2) > 0; }
        public static bool operator >=(decimal d1, decimal d2) { return Compare(d1, d2) >= 0; }

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
            decimal n = this;
            Normalize(ref n);
            ulong m = n.Mantissa;
            return (int)m ^ (int)(m >> 32) ^ n.flags;
        }

        // ---- text ----

        public override string ToString() { return ToString(null, null); }
        public string ToString(string format) { return ToString(format, null); }
        public string ToString(IFormatProvider provider) { return ToString(null, provider); }
        public string ToString(string format, IFormatProvider provider)
        {
            ulong m = Mantissa;
            int scale = Scale;
            string digits = m.ToString();
            string plain;
            if (scale == 0) plain = digits;
            else
            {
                if (digits.Length <= scale) digits = new string('0', scale - digits.Length + 1) + digits;
                plain = digits.Substring(0, digits.Length - scale) + "." + digits.Substring(digits.Length - scale);
            }
            if (IsNeg && m != 0) plain = "-" + plain;
            if (string.IsNullOrEmpty(format) || format == "G" || format == "g") return plain;
            return double.Parse(plain, CultureInfo.InvariantCulture).ToString(format, provider);
        }

        public static decimal Parse(string s) { return Parse(s, NumberStyles.Number, null); }
        public static decimal Parse(string s, NumberStyles style) { return Parse(s, style, null); }
        public static decimal Parse(string s, IFormatProvider provider) { return Parse(s, NumberStyles.Number, provider); }
        public static decimal Parse(string s, NumberStyles style, IFormatProvider provider)
        {
            if (s == null) throw new ArgumentNullException("s");
            decimal r;
            if (!TryParse(s, style, provider, out r)) throw Number.FormatError(s);
            return r;
        }
        public static bool TryParse(string s, out decimal result) { return TryParse(s, NumberStyles.Number, null, out result); }
        public static bool TryParse(string s, NumberStyles style, IFormatProvider provider, out decimal result)
        {
            result = Zero;
            if (s == null) return false;
            string t = s.Trim();
            if (t.Length == 0) return false;
            bool neg = false;
            int i = 0;
            if (t[0] == '-' || t[0] == '+') { neg = t[0] == '-'; i++; }
            ulong m = 0;
            int scale = 0;
            bool point = false, any = false;
            int exp = 0;
            for (; i < t.Length; i++)
            {
                char c = t[i];
                if (c >= '0' && c <= '9')
                {
                    any = true;
                    if (m <= (ulong.MaxValue - 9) / 10) { m = m * 10 + (ulong)(c - '0'); if (point) scale++; }
                    else if (!point) exp++;
                }
                else if (c == '.' && !point) point = true;
                else if (c == ',' && !point) { }
                else if ((c == 'e' || c == 'E') && any)
                {
                    int e;
                    if (!int.TryParse(t.Substring(i + 1), out e)) return false;
                    exp += e;
                    break;
                }
                else return false;
            }
            if (!any) return false;
            scale -= exp;
            while (scale < 0)
            {
                if (m > ulong.MaxValue / 10) throw new OverflowException("Value was either too large or too small for a Decimal.");
                m *= 10; scale++;
            }
            while (scale > 28) { m = RoundDiv(m, 1); scale--; }
            result = Make(m, scale, neg);
            return true;
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
