using System.Globalization;
using System.Runtime.CompilerServices;

namespace System
{
    internal static partial class Number
    {
        // strtod on a NUL-terminated ASCII buffer already validated by the caller.
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern unsafe double ParseDoubleAscii(byte* ascii);

        internal static Exception FormatError(string s)
        {
            return new FormatException("The input string '" + s + "' was not in a correct format.");
        }

        static bool IsWhite(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

        // Parse an integer in the given styles into magnitude/negative. 0 ok, 1 format error, 2 overflow.
        static int ParseIntegerCore(string s, NumberStyles style, ulong maxMagnitudePositive, ulong maxMagnitudeNegative, out ulong magnitude, out bool negative)
        {
            magnitude = 0;
            negative = false;
            if (s == null) return 1;
            int i = 0, n = s.Length;
            if ((style & NumberStyles.AllowLeadingWhite) != 0) while (i < n && IsWhite(s[i])) i++;
            if ((style & NumberStyles.AllowTrailingWhite) != 0) while (n > i && IsWhite(s[n - 1])) n--;
            bool parens = false;
            if (i < n && (style & NumberStyles.AllowParentheses) != 0 && s[i] == '(')
            {
                if (s[n - 1] != ')') return 1;
                parens = true; negative = true; i++; n--;
            }
            if (i < n && (style & NumberStyles.AllowLeadingSign) != 0 && !parens)
            {
                if (s[i] == '-') { negative = true; i++; }
                else if (s[i] == '+') i++;
            }
            if (i < n && (style & NumberStyles.AllowTrailingSign) != 0 && i < n - 1 + 1 && (s[n - 1] == '-' || s[n - 1] == '+') && !negative)
            {
                negative = s[n - 1] == '-'; n--;
            }
            if (i >= n) return 1;
            bool hex = (style & NumberStyles.AllowHexSpecifier) != 0;
            bool overflow = false;
            ulong v = 0;
            int digits = 0;
            bool thousands = (style & NumberStyles.AllowThousands) != 0;
            bool point = (style & NumberStyles.AllowDecimalPoint) != 0;
            bool inFraction = false;
            for (; i < n; i++)
            {
                char c = s[i];
                int d;
                if (c >= '0' && c <= '9') d = c - '0';
                else if (hex && c >= 'a' && c <= 'f') d = c - 'a' + 10;
                else if (hex && c >= 'A' && c <= 'F') d = c - 'A' + 10;
                else if (thousands && c == ',' && digits > 0 && !inFraction) continue;
                else if (point && c == '.' && !inFraction) { inFraction = true; continue; }
                else return 1;
                digits++;
                if (inFraction)
                {
                    if (d != 0) overflow = true; // non-zero fraction: .NET reports overflow
                    continue;
                }
                if (hex)
                {
                    if ((v >> 60) != 0) overflow = true;
                    v = (v << 4) | (uint)d;
                }
                else
                {
                    if (v > 1844674407370955161UL || (v == 1844674407370955161UL && d > 5)) overflow = true;
                    v = unchecked(v * 10 + (uint)d);
                }
            }
            if (digits == 0) return 1;
            if (overflow) return 2;
            magnitude = v;
            if (hex) return 0;
            if (negative ? v > maxMagnitudeNegative : v > maxMagnitudePositive) return 2;
            return 0;
        }

        internal static long ParseSigned(string s, NumberStyles style, long min, long max, string typeName, bool throwOnError, out bool ok)
        {
            ulong mag; bool neg;
            ok = false;
            if (s == null)
            {
                if (throwOnError) throw new ArgumentNullException("s");
                return 0;
            }
            ValidateStyle(style);
            int r = ParseIntegerCore(s, style, (ulong)max, (ulong)(-(min + 1)) + 1, out mag, out neg);
            if (r == 0 && (style & NumberStyles.AllowHexSpecifier) != 0)
            {
                // Hex: reinterpret the bits at the type's width.
                ulong range = (ulong)max * 2 + 1;
                if (mag > range) r = 2;
                else
                {
                    ok = true;
                    long v = (long)mag;
                    if (mag > (ulong)max) v = (long)mag - (long)range - 1;
                    return v;
                }
            }
            if (r == 1) { if (throwOnError) throw FormatError(s); return 0; }
            if (r == 2) { if (throwOnError) throw new OverflowException("Value was either too large or too small for " + typeName + "."); return 0; }
            ok = true;
            if (neg) return mag == 0 ? 0 : unchecked(-(long)(mag - 1) - 1);
            return (long)mag;
        }

        internal static ulong ParseUnsigned(string s, NumberStyles style, ulong max, string typeName, bool throwOnError, out bool ok)
        {
            ulong mag; bool neg;
            ok = false;
            if (s == null)
            {
                if (throwOnError) throw new ArgumentNullException("s");
                return 0;
            }
            ValidateStyle(style);
            int r = ParseIntegerCore(s, style, max, 0, out mag, out neg);
            if (r == 0 && mag > max) r = 2;
            if (r == 1) { if (throwOnError) throw FormatError(s); return 0; }
            if (r == 2) { if (throwOnError) throw new OverflowException("Value was either too large or too small for " + typeName + "."); return 0; }
            ok = true;
            return mag;
        }

        static void ValidateStyle(NumberStyles style)
        {
            if ((style & ~(NumberStyles.Any | NumberStyles.AllowHexSpecifier)) != 0)
                throw new ArgumentException("An undefined NumberStyles value is being used.", "style");
            if ((style & NumberStyles.AllowHexSpecifier) != 0 && (style & ~NumberStyles.HexNumber) != 0)
                throw new ArgumentException("With the AllowHexSpecifier bit set in the enum bit field, the only other valid bits that can be combined into the enum value must be a subset of those in HexNumber.");
        }

        internal static unsafe bool TryParseDouble(string s, NumberStyles style, out double result)
        {
            result = 0;
            if (s == null) return false;
            int i = 0, n = s.Length;
            if ((style & NumberStyles.AllowLeadingWhite) != 0) while (i < n && IsWhite(s[i])) i++;
            if ((style & NumberStyles.AllowTrailingWhite) != 0) while (n > i && IsWhite(s[n - 1])) n--;
            if (i >= n) return false;
            bool negative = false;
            if ((style & NumberStyles.AllowLeadingSign) != 0)
            {
                if (s[i] == '-') { negative = true; i++; }
                else if (s[i] == '+') i++;
            }
            string rest = s.Substring(i, n - i);
            if (rest == "Infinity" || rest == "\u221E" || string.Compare(rest, "Infinity", StringComparison.OrdinalIgnoreCase) == 0)
            {
                result = negative ? double.NegativeInfinity : double.PositiveInfinity;
                return true;
            }
            if (string.Compare(rest, "NaN", StringComparison.OrdinalIgnoreCase) == 0) { result = double.NaN; return true; }
            int len = rest.Length;
            byte* buf = stackalloc byte[len + 3];
            int p = 0;
            if (negative) buf[p++] = (byte)'-';
            int k = 0;
            int digits = 0;
            bool seenPoint = false;
            for (; k < len; k++)
            {
                char c = rest[k];
                if (c >= '0' && c <= '9') { buf[p++] = (byte)c; digits++; }
                else if (c == '.' && !seenPoint && (style & NumberStyles.AllowDecimalPoint) != 0) { buf[p++] = (byte)'.'; seenPoint = true; }
                else if (c == ',' && !seenPoint && digits > 0 && (style & NumberStyles.AllowThousands) != 0) { }
                else break;
            }
            if (digits == 0) return false;
            if (k < len && (rest[k] == 'e' || rest[k] == 'E') && (style & NumberStyles.AllowExponent) != 0)
            {
                int save = p;
                buf[p++] = (byte)'e';
                k++;
                if (k < len && (rest[k] == '+' || rest[k] == '-')) buf[p++] = (byte)rest[k++];
                int ed = 0;
                while (k < len && rest[k] >= '0' && rest[k] <= '9') { buf[p++] = (byte)rest[k++]; ed++; }
                if (ed == 0) return false;
            }
            if (k != len) return false;
            buf[p] = 0;
            result = ParseDoubleAscii(buf);
            return true;
        }

        internal static double ParseDouble(string s, NumberStyles style)
        {
            if (s == null) throw new ArgumentNullException("s");
            double r;
            if (!TryParseDouble(s, style, out r)) throw FormatError(s);
            return r;
        }
    }
}
