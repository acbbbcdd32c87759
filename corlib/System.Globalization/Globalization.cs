using System;

namespace System.Globalization
{
    [Flags]
    public enum NumberStyles
    {
        None = 0, AllowLeadingWhite = 1, AllowTrailingWhite = 2, AllowLeadingSign = 4, AllowTrailingSign = 8,
        AllowParentheses = 16, AllowDecimalPoint = 32, AllowThousands = 64, AllowExponent = 128,
        AllowCurrencySymbol = 256, AllowHexSpecifier = 512,
        Integer = AllowLeadingWhite | AllowTrailingWhite | AllowLeadingSign,
        HexNumber = AllowLeadingWhite | AllowTrailingWhite | AllowHexSpecifier,
        Number = Integer | AllowTrailingSign | AllowDecimalPoint | AllowThousands,
        Float = Integer | AllowDecimalPoint | AllowExponent,
        Currency = Number | AllowParentheses | AllowCurrencySymbol,
        Any = Currency | AllowExponent,
    }

    [Flags]
    public enum CompareOptions
    {
        None = 0, IgnoreCase = 1, IgnoreNonSpace = 2, IgnoreSymbols = 4, IgnoreKanaType = 8, IgnoreWidth = 16,
        OrdinalIgnoreCase = 0x10000000, StringSort = 0x20000000, Ordinal = 0x40000000,
    }

    [Flags]
    public enum DateTimeStyles { None = 0, AllowLeadingWhite = 1, AllowTrailingWhite = 2, AllowInnerWhite = 4, AllowWhiteSpaces = 7, NoCurrentDateDefault = 8, AdjustToUniversal = 16, AssumeLocal = 32, AssumeUniversal = 64, RoundtripKind = 128 }

    public enum UnicodeCategory
    {
        UppercaseLetter = 0, LowercaseLetter = 1, TitlecaseLetter = 2, ModifierLetter = 3, OtherLetter = 4,
        NonSpacingMark = 5, SpacingCombiningMark = 6, EnclosingMark = 7, DecimalDigitNumber = 8, LetterNumber = 9,
        OtherNumber = 10, SpaceSeparator = 11, LineSeparator = 12, ParagraphSeparator = 13, Control = 14, Format = 15,
        Surrogate = 16, PrivateUse = 17, ConnectorPunctuation = 18, DashPunctuation = 19, OpenPunctuation = 20,
        ClosePunctuation = 21, InitialQuotePunctuation = 22, FinalQuotePunctuation = 23, OtherPunctuation = 24,
        MathSymbol = 25, CurrencySymbol = 26, ModifierSymbol = 27, OtherSymbol = 28, OtherNotAssigned = 29,
    }

    public static class CharUnicodeInfo
    {
        // ASCII exactly; Latin-1, Latin Extended-A, Greek and Cyrillic letters; a coarse guess elsewhere.
        public static UnicodeCategory GetUnicodeCategory(char c)
        {
            if (c < 0x80)
            {
                if (c >= 'A' && c <= 'Z') return UnicodeCategory.UppercaseLetter;
                if (c >= 'a' && c <= 'z') return UnicodeCategory.LowercaseLetter;
                if (c >= '0' && c <= '9') return UnicodeCategory.DecimalDigitNumber;
                if (c < 0x20 || c == 0x7F) return UnicodeCategory.Control;
                if (c == ' ') return UnicodeCategory.SpaceSeparator;
                switch (c)
                {
                    case '_': return UnicodeCategory.ConnectorPunctuation;
                    case '-': return UnicodeCategory.DashPunctuation;
                    case '(': case '[': case '{': return UnicodeCategory.OpenPunctuation;
                    case ')': case ']': case '}': return UnicodeCategory.ClosePunctuation;
                    case '+': case '<': case '=': case '>': case '|': case '~': return UnicodeCategory.MathSymbol;
                    case '$': return UnicodeCategory.CurrencySymbol;
                    case '^': case '`': return UnicodeCategory.ModifierSymbol;
                    default: return UnicodeCategory.OtherPunctuation;
                }
            }
            if (c < 0xA0) return UnicodeCategory.Control;
            if (c < 0xC0)
            {
                switch (c)
                {
                    case '\u00A0': return UnicodeCategory.SpaceSeparator;
                    case '\u00AA': case '\u00BA': return UnicodeCategory.OtherLetter;
                    case '\u00B5': return UnicodeCategory.LowercaseLetter;
                    case '\u00B2': case '\u00B3': case '\u00B9': case '\u00BC': case '\u00BD': case '\u00BE': return UnicodeCategory.OtherNumber;
                    case '\u00A2': case '\u00A3': case '\u00A4': case '\u00A5': return UnicodeCategory.CurrencySymbol;
                    case '\u00AC': case '\u00B1': return UnicodeCategory.MathSymbol;
                    case '\u00AD': return UnicodeCategory.Format;
                    default: return UnicodeCategory.OtherPunctuation;
                }
            }
            if (c <= 0xFF)
            {
                if (c == '\u00D7' || c == '\u00F7') return UnicodeCategory.MathSymbol;
                return c < 0xDF ? UnicodeCategory.UppercaseLetter : UnicodeCategory.LowercaseLetter;
            }
            if (c <= 0x17F)
            {
                if (c == 0x130) return UnicodeCategory.UppercaseLetter;
                if (c == 0x131 || c == 0x138 || c == 0x149 || c == 0x17F) return UnicodeCategory.LowercaseLetter;
                bool oddUpper = (c >= 0x139 && c <= 0x148) || (c >= 0x179 && c <= 0x17E);
                bool even = (c & 1) == 0;
                return (even != oddUpper) ? UnicodeCategory.UppercaseLetter : UnicodeCategory.LowercaseLetter;
            }
            if (c >= 0x391 && c <= 0x3A9) return UnicodeCategory.UppercaseLetter;
            if (c >= 0x3B1 && c <= 0x3C9) return UnicodeCategory.LowercaseLetter;
            if (c >= 0x400 && c <= 0x42F) return UnicodeCategory.UppercaseLetter;
            if (c >= 0x430 && c <= 0x45F) return UnicodeCategory.LowercaseLetter;
            if (c >= 0x2000 && c <= 0x200A) return UnicodeCategory.SpaceSeparator;
            if (c == 0x2028) return UnicodeCategory.LineSeparator;
            if (c == 0x2029) return UnicodeCategory.ParagraphSeparator;
            if (c >= 0x2010 && c <= 0x2015) return UnicodeCategory.DashPunctuation;
            if (c >= 0x2016 && c <= 0x2027) return UnicodeCategory.OtherPunctuation;
            if (c >= 0x20A0 && c <= 0x20CF) return UnicodeCategory.CurrencySymbol;
            if (c >= 0x2200 && c <= 0x22FF) return UnicodeCategory.MathSymbol;
            if (c >= 0x2500 && c <= 0x27BF) return UnicodeCategory.OtherSymbol;
            if (c >= 0xD800 && c <= 0xDFFF) return UnicodeCategory.Surrogate;
            if (c >= 0xE000 && c <= 0xF8FF) return UnicodeCategory.PrivateUse;
            if (c >= 0x300 && c <= 0x36F) return UnicodeCategory.NonSpacingMark;
            if (c >= 0x3000 && c <= 0x3000) return UnicodeCategory.SpaceSeparator;
            return UnicodeCategory.OtherLetter;
        }

        internal static char ToUpper(char c)
        {
            if (c >= 0xE0 && c <= 0xFE && c != 0xF7) return (char)(c - 32);
            if (c == 0xFF) return '\u0178';
            if (c == 0xB5) return '\u039C';
            if (c >= 0x100 && c <= 0x17F && GetUnicodeCategory(c) == UnicodeCategory.LowercaseLetter && c != 0x131 && c != 0x138 && c != 0x149 && c != 0x17F) return (char)(c - 1);
            if (c == 0x131) return 'I';
            if (c >= 0x3B1 && c <= 0x3C9 && c != 0x3C2) return (char)(c - 32);
            if (c == 0x3C2) return '\u03A3';
            if (c >= 0x430 && c <= 0x44F) return (char)(c - 32);
            if (c >= 0x450 && c <= 0x45F) return (char)(c - 80);
            return c;
        }

        internal static char ToLower(char c)
        {
            if (c >= 0xC0 && c <= 0xDE && c != 0xD7) return (char)(c + 32);
            if (c == 0x178) return '\u00FF';
            if (c >= 0x100 && c <= 0x17F && GetUnicodeCategory(c) == UnicodeCategory.UppercaseLetter && c != 0x130) return (char)(c + 1);
            if (c == 0x130) return 'i';
            if (c >= 0x391 && c <= 0x3A9 && c != 0x3A2) return (char)(c + 32);
            if (c >= 0x410 && c <= 0x42F) return (char)(c + 32);
            if (c >= 0x400 && c <= 0x40F) return (char)(c + 80);
            return c;
        }

        public static double GetNumericValue(char ch) { return char.GetNumericValue(ch); }
        public static int GetDecimalDigitValue(char ch) { return ch >= '0' && ch <= '9' ? ch - '0' : -1; }
    }

    [Serializable]
    public sealed class NumberFormatInfo : IFormatProvider, ICloneable
    {
        static NumberFormatInfo s_invariant;

        public NumberFormatInfo() { }

        public static NumberFormatInfo InvariantInfo { get { return s_invariant ?? (s_invariant = new NumberFormatInfo()); } }
        public static NumberFormatInfo CurrentInfo { get { return InvariantInfo; } }
        public static NumberFormatInfo GetInstance(IFormatProvider formatProvider) { return InvariantInfo; }

        public string NumberDecimalSeparator { get { return "."; } set { } }
        public string NumberGroupSeparator { get { return ","; } set { } }
        public int NumberDecimalDigits { get { return 2; } set { } }
        public int[] NumberGroupSizes { get { return new int[] { 3 }; } set { } }
        public string CurrencySymbol { get { return "\u00A4"; } set { } }
        public string CurrencyDecimalSeparator { get { return "."; } set { } }
        public string CurrencyGroupSeparator { get { return ","; } set { } }
        public int CurrencyDecimalDigits { get { return 2; } set { } }
        public string PercentSymbol { get { return "%"; } set { } }
        public string PerMilleSymbol { get { return "\u2030"; } set { } }
        public string PercentDecimalSeparator { get { return "."; } set { } }
        public string PercentGroupSeparator { get { return ","; } set { } }
        public int PercentDecimalDigits { get { return 2; } set { } }
        public string NegativeSign { get { return "-"; } set { } }
        public string PositiveSign { get { return "+"; } set { } }
        public string NaNSymbol { get { return "NaN"; } set { } }
        public string PositiveInfinitySymbol { get { return "Infinity"; } set { } }
        public string NegativeInfinitySymbol { get { return "-Infinity"; } set { } }
        public bool IsReadOnly { get { return true; } }

        public object GetFormat(Type formatType) { return formatType == typeof(NumberFormatInfo) ? this : null; }
        public object Clone() { return MemberwiseClone(); }
    }

    [Serializable]
    public sealed class DateTimeFormatInfo : IFormatProvider
    {
        static DateTimeFormatInfo s_invariant;
        public static DateTimeFormatInfo InvariantInfo { get { return s_invariant ?? (s_invariant = new DateTimeFormatInfo()); } }
        public static DateTimeFormatInfo CurrentInfo { get { return InvariantInfo; } }
        public object GetFormat(Type formatType) { return formatType == typeof(DateTimeFormatInfo) ? this : null; }
    }

    [Serializable]
    public class CultureInfo : IFormatProvider, ICloneable
    {
        static CultureInfo s_invariant;
        string _name;

        public CultureInfo(string name) { _name = name ?? ""; }
        public CultureInfo(int culture) { _name = ""; }
        public CultureInfo(string name, bool useUserOverride) : this(name) { }

        public static CultureInfo InvariantCulture { get { return s_invariant ?? (s_invariant = new CultureInfo("")); } }
        public static CultureInfo CurrentCulture { get { return InvariantCulture; } set { } }
        public static CultureInfo CurrentUICulture { get { return InvariantCulture; } set { } }
        public static CultureInfo DefaultThreadCurrentCulture { get { return null; } set { } }
        public static CultureInfo DefaultThreadCurrentUICulture { get { return null; } set { } }
        public static CultureInfo GetCultureInfo(string name) { return new CultureInfo(name); }
        public static CultureInfo CreateSpecificCulture(string name) { return new CultureInfo(name); }

        public virtual string Name { get { return _name; } }
        public virtual string DisplayName { get { return _name.Length == 0 ? "Invariant Language (Invariant Country)" : _name; } }
        public virtual string EnglishName { get { return DisplayName; } }
        public virtual string TwoLetterISOLanguageName { get { return _name.Length == 0 ? "iv" : _name.Substring(0, Math.Min(2, _name.Length)); } }
        public virtual bool IsNeutralCulture { get { return false; } }
        public virtual int LCID { get { return 127; } }
        public virtual NumberFormatInfo NumberFormat { get { return NumberFormatInfo.InvariantInfo; } set { } }
        public virtual DateTimeFormatInfo DateTimeFormat { get { return DateTimeFormatInfo.InvariantInfo; } set { } }
        public virtual CompareInfo CompareInfo { get { return CompareInfo.Invariant; } }
        public virtual TextInfo TextInfo { get { return TextInfo.Invariant; } }

        public virtual object GetFormat(Type formatType)
        {
            if (formatType == typeof(NumberFormatInfo)) return NumberFormat;
            if (formatType == typeof(DateTimeFormatInfo)) return DateTimeFormat;
            return null;
        }

        public virtual object Clone() { return MemberwiseClone(); }
        public override string ToString() { return _name; }
        public override bool Equals(object value) { CultureInfo c = value as CultureInfo; return c != null && c._name == _name; }
        public override int GetHashCode() { return _name.GetHashCode(); }
    }

    [Serializable]
    public sealed class CompareInfo
    {
        internal static readonly CompareInfo Invariant = new CompareInfo();
        CompareInfo() { }
        public string Name { get { return ""; } }
        public int Compare(string string1, string string2) { return string.Compare(string1, string2); }
        public int Compare(string string1, string string2, CompareOptions options) { return string.Compare(string1, string2, CultureInfo.InvariantCulture, options); }
        public int IndexOf(string source, string value) { return source.IndexOf(value); }
        public int IndexOf(string source, string value, CompareOptions options)
        {
            return source.IndexOf(value, (options & (CompareOptions.IgnoreCase | CompareOptions.OrdinalIgnoreCase)) != 0 ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal);
        }
        public bool IsPrefix(string source, string prefix) { return source.StartsWith(prefix); }
        public bool IsSuffix(string source, string suffix) { return source.EndsWith(suffix); }
        public int GetHashCode(string source, CompareOptions options)
        {
            return (options & (CompareOptions.IgnoreCase | CompareOptions.OrdinalIgnoreCase)) != 0 ? source.ToUpperInvariant().GetHashCode() : source.GetHashCode();
        }
    }

    [Serializable]
    public sealed class TextInfo
    {
        internal static readonly TextInfo Invariant = new TextInfo();
        TextInfo() { }
        public string ToUpper(string str) { return str.ToUpperInvariant(); }
        public string ToLower(string str) { return str.ToLowerInvariant(); }
        public char ToUpper(char c) { return char.ToUpperInvariant(c); }
        public char ToLower(char c) { return char.ToLowerInvariant(c); }
        public string ListSeparator { get { return ","; } }
        public string ToTitleCase(string str)
        {
            if (str == null) throw new ArgumentNullException("str");
            char[] c = str.ToCharArray();
            bool start = true;
            for (int i = 0; i < c.Length; i++)
            {
                if (char.IsLetter(c[i]))
                {
                    c[i] = start ? char.ToUpperInvariant(c[i]) : char.ToLowerInvariant(c[i]);
                    start = false;
                }
                else start = !char.IsDigit(c[i]) && c[i] != '\'';
            }
            return new string(c);
        }
    }
}
