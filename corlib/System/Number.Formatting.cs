using System.Globalization;
using System.Runtime.CompilerServices;
using System.Text;

namespace System
{
    // Decimal digit string with a decimal point position: value = 0.D1D2D3... x 10^Scale.
    // Digits has no leading zeros; Count == 0 means zero.
    internal sealed class NumberBuffer
    {
        internal char[] Digits = new char[32];
        internal int Count;
        internal int Scale;
        internal bool Negative;

        internal void Ensure(int n)
        {
            if (Digits.Length < n)
            {
                char[] d = new char[Math.Max(n, Digits.Length * 2)];
                Array.Copy(Digits, d, Count);
                Digits = d;
            }
        }

        internal char DigitAt(int i) { return i < Count ? Digits[i] : '0'; }

        internal void StripTrailingZeros()
        {
            while (Count > 0 && Digits[Count - 1] == '0') Count--;
            if (Count == 0) Scale = 0;
        }

        // Round to `pos` digits (pos counted from the first digit), half away from zero.
        internal void RoundAt(int pos)
        {
            if (pos >= Count) return;
            if (pos < 0) { Count = 0; Scale = 0; return; }
            bool up = Digits[pos] >= '5';
            Count = pos;
            if (up)
            {
                int i = pos - 1;
                while (i >= 0 && Digits[i] == '9') i--;
                if (i < 0)
                {
                    Digits[0] = '1';
                    Count = 1;
                    Scale++;
                    return;
                }
                Digits[i]++;
                Count = i + 1;
            }
            StripTrailingZeros();
        }
    }

    internal static partial class Number
    {
        // ---- digit generation (C internal calls, glibc-exact) ----

        // Shortest digit string that round-trips (through float when isSingle); value finite, non-zero.
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern unsafe int DoubleToShortestDigits(double value, bool isSingle, byte* digits, int* scale);

        // Digits of |value| rounded half away from zero (on the exact binary value) either to
        // `count` significant digits (isDecimals false) or to `count` digits after the decimal
        // point (isDecimals true).  Trailing zeros removed; returns the digit count (0: zero).
        // digits must hold 800 bytes.
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern unsafe int DoubleToFixedDigits(double value, int count, bool isDecimals, byte* digits, int* scale);

        const int MaxDigitBuffer = 800;

        static unsafe void DoubleDigits(double value, NumberBuffer nb, int mode, int count, bool isSingle)
        {
            // mode 0: shortest; 1: significant digits; 2: decimals
            nb.Negative = value < 0 || (value == 0 && 1 / value < 0);
            nb.Count = 0;
            nb.Scale = 0;
            if (value == 0) return;
            if (count > MaxDigitBuffer - 2) count = MaxDigitBuffer - 2;
            byte* buf = stackalloc byte[MaxDigitBuffer];
            int scale;
            int n;
            if (mode == 0) n = DoubleToShortestDigits(value, isSingle, buf, &scale);
            else n = DoubleToFixedDigits(value, count, mode == 2, buf, &scale);
            nb.Ensure(n + 1);
            for (int i = 0; i < n; i++) nb.Digits[i] = (char)buf[i];
            nb.Count = n;
            nb.Scale = n == 0 ? 0 : scale;
        }

        static void IntegerDigits(ulong value, bool negative, NumberBuffer nb)
        {
            nb.Negative = negative;
            int n = 0;
            ulong v = value;
            do { n++; v /= 10; } while (v != 0);
            nb.Ensure(n);
            v = value;
            for (int i = n - 1; i >= 0; i--) { nb.Digits[i] = (char)('0' + (int)(v % 10)); v /= 10; }
            nb.Count = n;
            nb.Scale = n;
            if (value == 0) { nb.Count = 0; nb.Scale = 0; }
            else nb.StripTrailingZeros();
        }

        // Parses "X", "X12" etc.  Returns '\0' for custom format strings.
        static char ParseFormatSpecifier(string format, out int precision)
        {
            precision = -1;
            if (format == null || format.Length == 0) return 'G';
            char c = format[0];
            if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'))) return '\0';
            if (format.Length == 1) return c;
            int p = 0;
            for (int i = 1; i < format.Length; i++)
            {
                char d = format[i];
                if (d < '0' || d > '9') return '\0';
                p = p * 10 + (d - '0');
                if (p > 999999999) throw new FormatException("Format specifier was invalid.");
            }
            precision = p;
            return c;
        }

        // ---- integers ----

        internal static string FormatInt32(int value, string format, IFormatProvider provider)
        {
            if (format == null || format.Length == 0) return Int64ToDecString(value);
            return FormatInteger(value < 0 ? (ulong)(-(long)value) : (ulong)value, value < 0, unchecked((ulong)(uint)value), 4, format);
        }

        internal static string FormatInt64(long value, string format, IFormatProvider provider)
        {
            if (format == null || format.Length == 0) return Int64ToDecString(value);
            return FormatInteger(value < 0 ? unchecked((ulong)(-value)) : (ulong)value, value < 0, unchecked((ulong)value), 8, format);
        }

        internal static string FormatSmall(long value, int size, string format, IFormatProvider provider)
        {
            if (format == null || format.Length == 0) return Int64ToDecString(value);
            ulong mask = size == 1 ? 0xFFUL : size == 2 ? 0xFFFFUL : 0xFFFFFFFFUL;
            return FormatInteger(value < 0 ? (ulong)(-value) : (ulong)value, value < 0, unchecked((ulong)value) & mask, size, format);
        }

        internal static string FormatUInt64(ulong value, string format, IFormatProvider provider)
        {
            if (format == null || format.Length == 0) return UInt64ToDecString(value);
            return FormatInteger(value, false, value, 8, format);
        }

        internal static unsafe string Int64ToDecString(long value)
        {
            if (value >= 0) return UInt64ToDecString((ulong)value);
            char* buf = stackalloc char[24];
            int p = 24;
            ulong v = unchecked((ulong)(-value));
            do { buf[--p] = (char)('0' + (int)(v % 10)); v /= 10; } while (v != 0);
            buf[--p] = '-';
            return new string(buf, p, 24 - p);
        }

        internal static unsafe string UInt64ToDecString(ulong value)
        {
            if (value < 10) return SmallNumbers[(int)value];
            char* buf = stackalloc char[24];
            int p = 24;
            do { buf[--p] = (char)('0' + (int)(value % 10)); value /= 10; } while (value != 0);
            return new string(buf, p, 24 - p);
        }

        static readonly string[] SmallNumbers = { "0", "1", "2", "3", "4", "5", "6", "7", "8", "9" };

        static string FormatInteger(ulong magnitude, bool negative, ulong bits, int size, string format)
        {
            int precision;
            char fmt = ParseFormatSpecifier(format, out precision);
            switch (fmt)
            {
                case 'D':
                case 'd':
                    {
                        string s = UInt64ToDecString(magnitude);
                        if (precision > s.Length) s = new string('0', precision - s.Length) + s;
                        return negative ? "-" + s : s;
                    }
                case 'X':
                case 'x':
                    {
                        string digits = fmt == 'X' ? "0123456789ABCDEF" : "0123456789abcdef";
                        char[] buf = new char[16];
                        int p = 16;
                        ulong v = bits;
                        do { buf[--p] = digits[(int)(v & 15)]; v >>= 4; } while (v != 0);
                        string s = new string(buf, p, 16 - p);
                        if (precision > s.Length) s = new string('0', precision - s.Length) + s;
                        return s;
                    }
                case 'B':
                case 'b':
                    {
                        char[] buf = new char[64];
                        int p = 64;
                        ulong v = bits;
                        do { buf[--p] = (char)('0' + (int)(v & 1)); v >>= 1; } while (v != 0);
                        string s = new string(buf, p, 64 - p);
                        if (precision > s.Length) s = new string('0', precision - s.Length) + s;
                        return s;
                    }
                case 'G':
                case 'g':
                    if (precision <= 0)
                    {
                        string s = UInt64ToDecString(magnitude);
                        return negative ? "-" + s : s;
                    }
                    break;
                case 'R':
                case 'r':
                    {
                        string s = UInt64ToDecString(magnitude);
                        return negative ? "-" + s : s;
                    }
            }
            NumberBuffer nb = new NumberBuffer();
            IntegerDigits(magnitude, negative, nb);
            if (fmt == '\0') return FormatCustom(nb, format, false);
            StringBuilder sb = new StringBuilder();
            switch (fmt)
            {
                case 'G':
                case 'g':
                    nb.RoundAt(precision);
                    FormatGeneral(sb, nb, precision, fmt == 'g' ? 'e' : 'E', false);
                    break;
                default:
                    FormatStandard(sb, nb, fmt, precision, false, false);
                    break;
            }
            return sb.ToString();
        }

        // ---- decimal: `digits` is the mantissa ("0" for zero), value = digits / 10^scale ----

        internal static string FormatDecimal(string digits, int scale, bool negative, string format, IFormatProvider provider)
        {
            int precision;
            char fmt = ParseFormatSpecifier(format, out precision);
            NumberBuffer nb = new NumberBuffer();
            nb.Negative = negative;
            if (digits != "0")
            {
                nb.Ensure(digits.Length);
                for (int i = 0; i < digits.Length; i++) nb.Digits[i] = digits[i];
                nb.Count = digits.Length;
                nb.Scale = digits.Length - scale;
                nb.StripTrailingZeros();
            }
            if (fmt == '\0') return FormatCustom(nb, format, false);
            StringBuilder sb = new StringBuilder();
            switch (fmt)
            {
                case 'G':
                case 'g':
                    if (precision <= 0) precision = 29;
                    nb.RoundAt(precision);
                    FormatGeneral(sb, nb, precision, fmt == 'g' ? 'e' : 'E', false);
                    break;
                case 'D': case 'd': case 'X': case 'x': case 'B': case 'b': case 'R': case 'r':
                    throw new FormatException("Format specifier was invalid.");
                default:
                    FormatStandard(sb, nb, fmt, precision, false, false);
                    break;
            }
            return sb.ToString();
        }

        // ---- floating point ----

        internal static string FormatDouble(double value, string format, IFormatProvider provider)
        {
            return FormatFloatingPoint(value, format, false);
        }

        internal static string FormatSingle(float value, string format, IFormatProvider provider)
        {
            return FormatFloatingPoint(value, format, true);
        }

        static string FormatFloatingPoint(double value, string format, bool isSingle)
        {
            int precision;
            char fmt = ParseFormatSpecifier(format, out precision);
            if (double.IsNaN(value)) return "NaN";
            if (double.IsInfinity(value))
            {
                if (fmt == '\0' && format != null && format.IndexOf(';') >= 0)
                {
                    // Section separators still pick the negative section.
                }
                return value > 0 ? "Infinity" : "-Infinity";
            }
            NumberBuffer nb = new NumberBuffer();
            StringBuilder sb = new StringBuilder();
            int defaultPrecision = isSingle ? 7 : 15;
            switch (fmt)
            {
                case '\0':
                    DoubleDigits(value, nb, 1, defaultPrecision, isSingle);
                    return FormatCustom(nb, format, true);
                case 'R':
                case 'r':
                case 'G':
                case 'g':
                    {
                        int maxDigits;
                        if (precision <= 0 || fmt == 'R' || fmt == 'r')
                        {
                            DoubleDigits(value, nb, 0, 0, isSingle);
                            // .NET: shortest round-trip digits, scientific only past the
                            // type's round-trip digit count (17 for double, 9 for float).
                            maxDigits = Math.Max(nb.Count, isSingle ? 9 : 17);
                        }
                        else
                        {
                            DoubleDigits(value, nb, 1, precision, isSingle);
                            maxDigits = precision;
                        }
                        FormatGeneral(sb, nb, maxDigits, fmt == 'g' || fmt == 'r' ? 'e' : 'E', false);
                        return sb.ToString();
                    }
                case 'E':
                case 'e':
                    if (precision < 0) precision = 6;
                    DoubleDigits(value, nb, 1, precision + 1, isSingle);
                    break;
                case 'F':
                case 'f':
                case 'N':
                case 'n':
                    if (precision < 0) precision = 2;
                    DoubleDigits(value, nb, 2, precision, isSingle);
                    break;
                case 'P':
                case 'p':
                    if (precision < 0) precision = 2;
                    DoubleDigits(value, nb, 2, precision + 2, isSingle);
                    break;
                case 'C':
                case 'c':
                    if (precision < 0) precision = 2;
                    DoubleDigits(value, nb, 2, precision, isSingle);
                    break;
                default:
                    throw new FormatException("Format specifier was invalid.");
            }
            FormatStandard(sb, nb, fmt, precision, true, true);
            return sb.ToString();
        }

        // ---- standard layouts (shared by integers and floating point) ----

        static void FormatStandard(StringBuilder sb, NumberBuffer nb, char fmt, int precision, bool isFloat, bool alreadyRounded)
        {
            switch (fmt)
            {
                case 'F':
                case 'f':
                    if (precision < 0) precision = 2;
                    if (!alreadyRounded) nb.RoundAt(nb.Scale + precision);
                    if (nb.Negative && nb.Count > 0) sb.Append('-');
                    else if (nb.Negative && isFloat && nb.Count == 0) sb.Append('-');
                    AppendFixed(sb, nb, precision, false);
                    return;
                case 'N':
                case 'n':
                    if (precision < 0) precision = 2;
                    if (!alreadyRounded) nb.RoundAt(nb.Scale + precision);
                    if (nb.Negative && (nb.Count > 0 || isFloat)) sb.Append('-');
                    AppendFixed(sb, nb, precision, true);
                    return;
                case 'E':
                case 'e':
                    if (precision < 0) precision = 6;
                    if (!alreadyRounded) nb.RoundAt(precision + 1);
                    if (nb.Negative && (nb.Count > 0 || isFloat)) sb.Append('-');
                    AppendScientific(sb, nb, precision + 1, fmt == 'e' ? 'e' : 'E', 3, true);
                    return;
                case 'P':
                case 'p':
                    if (precision < 0) precision = 2;
                    nb.Scale += 2;
                    if (!alreadyRounded) nb.RoundAt(nb.Scale + precision);
                    if (nb.Negative && (nb.Count > 0 || isFloat)) sb.Append('-');
                    AppendFixed(sb, nb, precision, true);
                    sb.Append(" %");
                    return;
                case 'C':
                case 'c':
                    if (precision < 0) precision = 2;
                    if (!alreadyRounded) nb.RoundAt(nb.Scale + precision);
                    if (nb.Negative && (nb.Count > 0 || isFloat)) sb.Append('-');
                    sb.Append('\u00A4');
                    AppendFixed(sb, nb, precision, true);
                    return;
                default:
                    throw new FormatException("Format specifier was invalid.");
            }
        }

        static void AppendFixed(StringBuilder sb, NumberBuffer nb, int decimals, bool groups)
        {
            int scale = nb.Count == 0 ? 0 : nb.Scale;
            if (scale > 0)
            {
                if (groups)
                {
                    for (int i = 0; i < scale; i++)
                    {
                        if (i > 0 && (scale - i) % 3 == 0) sb.Append(',');
                        sb.Append(nb.DigitAt(i));
                    }
                }
                else
                {
                    for (int i = 0; i < scale; i++) sb.Append(nb.DigitAt(i));
                }
            }
            else sb.Append('0');
            if (decimals > 0)
            {
                sb.Append('.');
                for (int i = 0; i < decimals; i++)
                {
                    int idx = scale + i;
                    sb.Append(idx < 0 ? '0' : nb.DigitAt(idx));
                }
            }
        }

        static void AppendExponent(StringBuilder sb, int exp, char expChar, int minDigits, bool positiveSign)
        {
            sb.Append(expChar);
            if (exp < 0) { sb.Append('-'); exp = -exp; }
            else if (positiveSign) sb.Append('+');
            string s = exp.ToString();
            for (int i = s.Length; i < minDigits; i++) sb.Append('0');
            sb.Append(s);
        }

        static void AppendScientific(StringBuilder sb, NumberBuffer nb, int digits, char expChar, int minExpDigits, bool padZeros)
        {
            sb.Append(nb.DigitAt(0));
            int shown = padZeros ? digits : Math.Min(digits, nb.Count);
            if (shown > 1)
            {
                sb.Append('.');
                for (int i = 1; i < shown; i++) sb.Append(nb.DigitAt(i));
            }
            int exp = nb.Count == 0 ? 0 : nb.Scale - 1;
            AppendExponent(sb, exp, expChar, minExpDigits, true);
        }

        static void FormatGeneral(StringBuilder sb, NumberBuffer nb, int maxDigits, char expChar, bool suppressScientific)
        {
            if (nb.Negative && (nb.Count > 0 || true)) sb.Append('-');
            if (nb.Count == 0)
            {
                sb.Append('0');
                return;
            }
            int digPos = nb.Scale;
            bool scientific = false;
            if (!suppressScientific && (digPos > maxDigits || digPos < -3))
            {
                digPos = 1;
                scientific = true;
            }
            int d = 0;
            if (digPos > 0)
            {
                do { sb.Append(d < nb.Count ? nb.Digits[d++] : '0'); } while (--digPos > 0);
            }
            else sb.Append('0');
            if (d < nb.Count || digPos < 0)
            {
                sb.Append('.');
                while (digPos < 0) { sb.Append('0'); digPos++; }
                while (d < nb.Count) sb.Append(nb.Digits[d++]);
            }
            if (scientific) AppendExponent(sb, nb.Scale - 1, expChar, 2, true);
        }

        // ---- custom format strings ("0.00", "#,##0", "0.###E+0", "00;(00)", ...) ----

        static string FormatCustom(NumberBuffer nb, string format, bool isFloat)
        {
            // Pick the section.
            int section = 0;
            bool zero = nb.Count == 0;
            string fmt = format;
            string[] sections = SplitSections(format);
            if (sections.Length > 1)
            {
                if (nb.Negative && !zero && sections.Length >= 2 && sections[1].Length > 0) section = 1;
                else if (zero && sections.Length >= 3 && sections[2].Length > 0) section = 2;
                fmt = sections[section];
                if (section == 1 && sections[1].Length == 0) fmt = sections[0];
            }
            bool useMinus = nb.Negative && section == 0;

            // Analyse the section.
            int digitCount = 0, zeroFirst = -1, zeroLast = -1, decimalPos = -1, scaleCommas = 0, percent = 0, permille = 0;
            bool thousands = false, scientific = false;
            int expMinDigits = 0;
            bool expPlus = false;
            int firstDigit = int.MaxValue, lastDigit = -1;
            int i = 0;
            int digitsBeforePoint = 0;
            while (i < fmt.Length)
            {
                char c = fmt[i];
                switch (c)
                {
                    case '#':
                    case '0':
                        if (c == '0')
                        {
                            if (zeroFirst < 0) zeroFirst = digitCount;
                            zeroLast = digitCount;
                        }
                        if (scaleCommas > 0 && decimalPos < 0) { thousands = true; scaleCommas = 0; }
                        digitCount++;
                        if (decimalPos < 0) digitsBeforePoint++;
                        i++;
                        break;
                    case '.':
                        if (decimalPos < 0) decimalPos = digitCount;
                        i++;
                        break;
                    case ',':
                        if (digitCount > 0 && decimalPos < 0) scaleCommas++;
                        i++;
                        break;
                    case '%': percent++; i++; break;
                    case '\u2030': permille++; i++; break;
                    case 'E':
                    case 'e':
                        if (i + 1 < fmt.Length && (fmt[i + 1] == '0' || ((fmt[i + 1] == '+' || fmt[i + 1] == '-') && i + 2 < fmt.Length && fmt[i + 2] == '0')))
                        {
                            scientific = true;
                            i++;
                            if (fmt[i] == '+') { expPlus = true; i++; }
                            else if (fmt[i] == '-') i++;
                            while (i < fmt.Length && fmt[i] == '0') { expMinDigits++; i++; }
                        }
                        else i++;
                        break;
                    case '\'':
                    case '"':
                        i++;
                        while (i < fmt.Length && fmt[i] != c) i++;
                        i++;
                        break;
                    case '\\': i += 2; break;
                    default: i++; break;
                }
            }
            if (decimalPos < 0) decimalPos = digitCount;
            int decimals = digitCount - decimalPos;
            // Commas immediately left of the decimal point divide by 1000 each.
            int divide = 0;
            {
                int k = 0;
                int lastDigitIdx = -1;
                bool inQuote = false; char q = '\0';
                for (k = 0; k < fmt.Length; k++)
                {
                    char c = fmt[k];
                    if (inQuote) { if (c == q) inQuote = false; continue; }
                    if (c == '\'' || c == '"') { inQuote = true; q = c; continue; }
                    if (c == '\\') { k++; continue; }
                    if (c == '.' ) break;
                    if (c == '0' || c == '#') lastDigitIdx = k;
                    if (c == 'E' || c == 'e') break;
                }
                if (lastDigitIdx >= 0)
                {
                    int j = lastDigitIdx + 1;
                    while (j < fmt.Length && fmt[j] == ',') { divide++; j++; }
                    bool moreDigits = false;
                    for (int m = j; m < fmt.Length && fmt[m] != '.' && fmt[m] != 'E' && fmt[m] != 'e' && fmt[m] != ';'; m++)
                        if (fmt[m] == '0' || fmt[m] == '#') moreDigits = true;
                    if (moreDigits) divide = 0;
                }
                // Any comma between digits before the point means grouping.
                thousands = false;
                int firstD = -1;
                for (k = 0; k < fmt.Length; k++)
                {
                    char c = fmt[k];
                    if (c == '.' || c == 'E' || c == 'e') break;
                    if (c == '0' || c == '#') { if (firstD < 0) firstD = k; }
                    else if (c == ',' && firstD >= 0)
                    {
                        int m = k + 1;
                        while (m < fmt.Length && fmt[m] == ',') m++;
                        if (m < fmt.Length && (fmt[m] == '0' || fmt[m] == '#')) thousands = true;
                    }
                }
            }

            if (nb.Count > 0)
            {
                nb.Scale += 2 * percent + 3 * permille - 3 * divide;
            }

            int exponent = 0;
            if (scientific)
            {
                // Digits before the point are all shown as significant digits.
                int intDigits = digitsBeforePoint;
                if (nb.Count > 0)
                {
                    int totalDigits = intDigits + decimals;
                    nb.RoundAt(totalDigits);
                    if (nb.Count > 0)
                    {
                        exponent = nb.Scale - (intDigits > 0 ? intDigits : 0);
                        if (intDigits == 0) exponent = nb.Scale;
                        nb.Scale -= exponent;
                    }
                }
            }
            else
            {
                nb.RoundAt(nb.Scale + decimals);
            }
            if (nb.Count == 0 && section == 0 && sections.Length >= 3 && sections[2].Length > 0 && !zero)
            {
                // Rounded to zero: use the zero section.
                return FormatCustomSection(nb, sections[2], false, 0, false, 0, false);
            }
            bool negativeSign = useMinus && nb.Count > 0 || (useMinus && isFloat && nb.Negative && nb.Count > 0);
            return FormatCustomSection(nb, fmt, negativeSign, decimals, thousands, scientific ? exponent : 0, scientific, expMinDigits, expPlus, zeroFirst, zeroLast, digitsBeforePoint);
        }

        static string FormatCustomSection(NumberBuffer nb, string fmt, bool negativeSign, int decimals, bool thousands, int exponent, bool scientific)
        {
            int digitsBefore = 0, zf = -1, zl = -1, dc = 0; bool seenPoint = false;
            foreach (char c in fmt)
            {
                if (c == '.') seenPoint = true;
                if (c == '0' || c == '#')
                {
                    if (c == '0') { if (zf < 0) zf = dc; zl = dc; }
                    if (!seenPoint) digitsBefore++;
                    dc++;
                }
            }
            return FormatCustomSection(nb, fmt, negativeSign, dc - digitsBefore, thousands, exponent, scientific, 1, false, zf, zl, digitsBefore);
        }

        static string FormatCustomSection(NumberBuffer nb, string fmt, bool negativeSign, int decimals, bool thousands, int exponent, bool scientific,
            int expMinDigits, bool expPlus, int zeroFirst, int zeroLast, int digitsBeforePoint)
        {
            StringBuilder sb = new StringBuilder();
            if (negativeSign) sb.Append('-');
            int scale = nb.Count == 0 ? 0 : nb.Scale;
            // Integer part digits available from the number.
            int intDigits = scale > 0 ? scale : 0;
            // Minimum integer digits forced by '0' placeholders before the point.
            int forcedInt = zeroFirst >= 0 && zeroFirst < digitsBeforePoint ? digitsBeforePoint - zeroFirst : 0;
            int shownInt = Math.Max(intDigits, forcedInt);
            // Decimal digits: forced up to the last '0' after the point; the rest shown when non-zero.
            int forcedDec = zeroLast >= digitsBeforePoint ? zeroLast - digitsBeforePoint + 1 : 0;
            int lastNonZeroDec = 0;
            for (int k = 0; k < decimals; k++)
            {
                int idx = scale + k;
                if (idx >= 0 && idx < nb.Count) lastNonZeroDec = k + 1;
            }
            int shownDec = Math.Max(forcedDec, lastNonZeroDec);

            // Build the integer-part digit string (most significant first).
            char[] intChars = new char[shownInt];
            for (int k = 0; k < shownInt; k++)
            {
                int idx = intDigits - shownInt + k; // index into nb digits
                intChars[k] = idx >= 0 ? nb.DigitAt(idx) : '0';
            }

            int intPlaceholder = 0; // placeholders before the point seen so far
            int decPlaceholder = 0;
            bool pastPoint = false;
            bool intEmitted = false;
            bool expEmitted = false;
            int i = 0;
            while (i < fmt.Length)
            {
                char c = fmt[i];
                if (c == '0' || c == '#')
                {
                    if (!pastPoint)
                    {
                        if (!intEmitted)
                        {
                            // Emit all leading digits that exceed the placeholders at the first placeholder.
                            int extra = shownInt - digitsBeforePoint;
                            int upto = extra > 0 ? extra : 0;
                            for (int k = 0; k < upto; k++) AppendIntDigit(sb, intChars, k, shownInt, thousands);
                            intEmitted = true;
                        }
                        int pos = shownInt - (digitsBeforePoint - intPlaceholder);
                        if (pos >= 0) AppendIntDigit(sb, intChars, pos, shownInt, thousands);
                        intPlaceholder++;
                    }
                    else
                    {
                        if (decPlaceholder < shownDec)
                        {
                            int idx = scale + decPlaceholder;
                            sb.Append(idx >= 0 ? nb.DigitAt(idx) : '0');
                        }
                        decPlaceholder++;
                    }
                    i++;
                }
                else if (c == '.')
                {
                    if (!pastPoint)
                    {
                        if (!intEmitted)
                        {
                            for (int k = 0; k < shownInt; k++) AppendIntDigit(sb, intChars, k, shownInt, thousands);
                            intEmitted = true;
                        }
                        pastPoint = true;
                        if (shownDec > 0) sb.Append('.');
                    }
                    i++;
                }
                else if (c == ',') { i++; }
                else if ((c == 'E' || c == 'e') && scientific && !expEmitted && i + 1 < fmt.Length &&
                         (fmt[i + 1] == '0' || fmt[i + 1] == '+' || fmt[i + 1] == '-'))
                {
                    expEmitted = true;
                    i++;
                    if (fmt[i] == '+' || fmt[i] == '-') i++;
                    while (i < fmt.Length && fmt[i] == '0') i++;
                    sb.Append(c);
                    if (exponent < 0) sb.Append('-');
                    else if (expPlus) sb.Append('+');
                    string es = Math.Abs(exponent).ToString();
                    for (int k = es.Length; k < expMinDigits; k++) sb.Append('0');
                    sb.Append(es);
                }
                else if (c == '\'' || c == '"')
                {
                    i++;
                    while (i < fmt.Length && fmt[i] != c) sb.Append(fmt[i++]);
                    i++;
                }
                else if (c == '\\')
                {
                    if (i + 1 < fmt.Length) sb.Append(fmt[i + 1]);
                    i += 2;
                }
                else if (c == ';') break;
                else { sb.Append(c); i++; }
            }
            if (!intEmitted && digitsBeforePoint == 0 && !pastPoint)
            {
                for (int k = 0; k < shownInt; k++) AppendIntDigit(sb, intChars, k, shownInt, thousands);
            }
            string r = sb.ToString();
            return r;
        }

        static void AppendIntDigit(StringBuilder sb, char[] intChars, int k, int total, bool thousands)
        {
            sb.Append(intChars[k]);
            int remaining = total - k - 1;
            if (thousands && remaining > 0 && remaining % 3 == 0) sb.Append(',');
        }

        static string[] SplitSections(string format)
        {
            int count = 1;
            bool inQuote = false; char q = '\0';
            for (int i = 0; i < format.Length; i++)
            {
                char c = format[i];
                if (inQuote) { if (c == q) inQuote = false; continue; }
                if (c == '\'' || c == '"') { inQuote = true; q = c; }
                else if (c == '\\') i++;
                else if (c == ';') count++;
            }
            if (count == 1) return new string[] { format };
            string[] r = new string[count];
            int start = 0, n = 0;
            inQuote = false;
            for (int i = 0; i < format.Length; i++)
            {
                char c = format[i];
                if (inQuote) { if (c == q) inQuote = false; continue; }
                if (c == '\'' || c == '"') { inQuote = true; q = c; }
                else if (c == '\\') i++;
                else if (c == ';') { r[n++] = format.Substring(start, i - start); start = i + 1; }
            }
            r[n] = format.Substring(start);
            return r;
        }
    }
}
