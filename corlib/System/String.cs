using System.Collections;
using System.Collections.Generic;
using System.Globalization;
using System.Runtime.CompilerServices;
using System.Text;

namespace System
{
    [Serializable]
    public sealed class String : IComparable, IEnumerable, IEnumerable<char>, IComparable<string>, IEquatable<string>, IConvertible, ICloneable
    {
        // Layout contract with the runtime: header, int32 length, UTF-16 chars, NUL.
        int _length;
        char _firstChar;

        public static readonly string Empty = "";

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern string FastAllocateString(int length);

        // ---- constructors: internal calls.  The runtime's newobj on String does not allocate:
        // it calls the constructor's internal call with args[0] = null and takes result[0]
        // (the new string) as the constructed object. ----

        [MethodImpl(MethodImplOptions.InternalCall)]
        public extern unsafe String(char* value);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public extern unsafe String(char* value, int startIndex, int length);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public extern String(char[] value);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public extern String(char[] value, int startIndex, int length);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public extern String(char c, int count);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public extern unsafe String(sbyte* value);
        [MethodImpl(MethodImplOptions.InternalCall)]
        public extern unsafe String(sbyte* value, int startIndex, int length);

        // ---- basic accessors ----

        public int Length { get { return _length; } }

        [IndexerName("Chars")]
        public unsafe char this[int index]
        {
            get
            {
                if ((uint)index >= (uint)_length) throw new IndexOutOfRangeException();
                fixed (char* p = &_firstChar) return p[index];
            }
        }

        internal unsafe char GetCharUnchecked(int index)
        {
            fixed (char* p = &_firstChar) return p[index];
        }

        public static bool IsNullOrEmpty(string value) { return value == null || value._length == 0; }

        public static bool IsNullOrWhiteSpace(string value)
        {
            if (value == null) return true;
            for (int i = 0; i < value._length; i++)
                if (!char.IsWhiteSpace(value.GetCharUnchecked(i))) return false;
            return true;
        }

        public unsafe char[] ToCharArray()
        {
            char[] r = new char[_length];
            if (_length > 0)
                fixed (char* s = &_firstChar) fixed (char* d = r) Buffer.Memmove((byte*)d, (byte*)s, (long)_length * 2);
            return r;
        }

        public unsafe char[] ToCharArray(int startIndex, int length)
        {
            if (startIndex < 0 || startIndex > _length || startIndex > _length - length)
                throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than the size of the collection.");
            if (length < 0) throw new ArgumentOutOfRangeException("length", "Index was out of range. Must be non-negative and less than the size of the collection.");
            char[] r = new char[length];
            if (length > 0)
                fixed (char* s = &_firstChar) fixed (char* d = r) Buffer.Memmove((byte*)d, (byte*)(s + startIndex), (long)length * 2);
            return r;
        }

        public unsafe void CopyTo(int sourceIndex, char[] destination, int destinationIndex, int count)
        {
            if (destination == null) throw new ArgumentNullException("destination");
            if (count < 0) throw new ArgumentOutOfRangeException("count", "Count cannot be less than zero.");
            if (sourceIndex < 0) throw new ArgumentOutOfRangeException("sourceIndex", "Index was out of range. Must be non-negative and less than the size of the collection.");
            if (count > Length - sourceIndex) throw new ArgumentOutOfRangeException("sourceIndex", "Index and count must refer to a location within the string.");
            if (destinationIndex > destination.Length - count || destinationIndex < 0) throw new ArgumentOutOfRangeException("destinationIndex", "Index and count must refer to a location within the string.");
            if (count > 0)
                fixed (char* s = &_firstChar) fixed (char* d = destination)
                    Buffer.Memmove((byte*)(d + destinationIndex), (byte*)(s + sourceIndex), (long)count * 2);
        }

        public object Clone() { return this; }
        public string ToString(IFormatProvider provider) { return this; }
        public override string ToString() { return this; }
        public static string Copy(string str)
        {
            if (str == null) throw new ArgumentNullException("str");
            return new string(str.ToCharArray());
        }
        public static string Intern(string str) { if (str == null) throw new ArgumentNullException("str"); return InternalIntern(str); }
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern string InternalIntern(string str);
        public static string IsInterned(string str) { if (str == null) throw new ArgumentNullException("str"); return str; }

        public CharEnumerator GetEnumerator() { return new CharEnumerator(this); }
        IEnumerator<char> IEnumerable<char>.GetEnumerator() { return new CharEnumerator(this); }
        IEnumerator IEnumerable.GetEnumerator() { return new CharEnumerator(this); }

        // ---- equality and hashing ----

        public override bool Equals(object obj)
        {
            if ((object)this == obj) return true;
            string s = obj as string;
            if (s == null) return false;
            return EqualsHelper(this, s);
        }

        public bool Equals(string value)
        {
            if ((object)this == (object)value) return true;
            if ((object)value == null) return false;
            return EqualsHelper(this, value);
        }

        public bool Equals(string value, StringComparison comparisonType)
        {
            if ((object)this == (object)value) return true;
            if ((object)value == null) return false;
            return Compare(this, value, comparisonType) == 0 && (IsOrdinal(comparisonType) ? _length == value._length : true);
        }

        public static bool Equals(string a, string b)
        {
            if ((object)a == (object)b) return true;
            if ((object)a == null || (object)b == null) return false;
            return EqualsHelper(a, b);
        }

        public static bool Equals(string a, string b, StringComparison comparisonType)
        {
            if ((object)a == (object)b) return true;
            if ((object)a == null || (object)b == null) return false;
            return a.Equals(b, comparisonType);
        }

        static unsafe bool EqualsHelper(string a, string b)
        {
            int n = a._length;
            if (n != b._length) return false;
            fixed (char* pa = &a._firstChar) fixed (char* pb = &b._firstChar)
            {
                for (int i = 0; i < n; i++)
                    if (pa[i] != pb[i]) return false;
            }
            return true;
        }

        public static bool operator ==(string a, string b) { return Equals(a, b); }
        public static bool operator !=(string a, string b) { return !Equals(a, b); }

        public override unsafe int GetHashCode()
        {
            // Deterministic (non-randomized) hash; .NET's is randomized per process anyway.
            fixed (char* p = &_firstChar)
            {
                int h1 = 5381, h2 = h1;
                int n = _length;
                int i = 0;
                for (; i + 1 < n; i += 2)
                {
                    h1 = ((h1 << 5) + h1) ^ p[i];
                    h2 = ((h2 << 5) + h2) ^ p[i + 1];
                }
                if (i < n) h1 = ((h1 << 5) + h1) ^ p[i];
                return h1 + h2 * 1566083941;
            }
        }

        public int GetHashCode(StringComparison comparisonType)
        {
            if (IsIgnoreCase(comparisonType)) return ToUpperInvariant().GetHashCode();
            return GetHashCode();
        }

        // ---- comparison ----

        static bool IsOrdinal(StringComparison c) { return c == StringComparison.Ordinal || c == StringComparison.OrdinalIgnoreCase; }
        static bool IsIgnoreCase(StringComparison c)
        {
            return c == StringComparison.OrdinalIgnoreCase || c == StringComparison.CurrentCultureIgnoreCase || c == StringComparison.InvariantCultureIgnoreCase;
        }

        public static unsafe int CompareOrdinal(string strA, string strB)
        {
            if ((object)strA == (object)strB) return 0;
            if (strA == null) return -1;
            if (strB == null) return 1;
            int n = Math.Min(strA._length, strB._length);
            fixed (char* a = &strA._firstChar) fixed (char* b = &strB._firstChar)
            {
                for (int i = 0; i < n; i++)
                    if (a[i] != b[i]) return a[i] - b[i];
            }
            return strA._length - strB._length;
        }

        public static int CompareOrdinal(string strA, int indexA, string strB, int indexB, int length)
        {
            if (strA == null || strB == null) return CompareOrdinal(strA, strB);
            return CompareOrdinal(strA.Substring(indexA, Math.Min(length, strA.Length - indexA)), strB.Substring(indexB, Math.Min(length, strB.Length - indexB)));
        }

        static int CompareOrdinalIgnoreCase(string strA, string strB)
        {
            if ((object)strA == (object)strB) return 0;
            if (strA == null) return -1;
            if (strB == null) return 1;
            int n = Math.Min(strA._length, strB._length);
            for (int i = 0; i < n; i++)
            {
                char a = char.ToUpperInvariant(strA.GetCharUnchecked(i)), b = char.ToUpperInvariant(strB.GetCharUnchecked(i));
                if (a != b) return a - b;
            }
            return strA._length - strB._length;
        }

        // Approximation of the invariant culture's linguistic order (ICU/Mono): symbols <
        // digits < letters, letters alphabetical ignoring case, then lower before upper.
        static int Weight(char c)
        {
            if (c >= 'a' && c <= 'z') return 0x1000 + (c - 'a') * 4;
            if (c >= 'A' && c <= 'Z') return 0x1000 + (c - 'A') * 4;
            if (c >= '0' && c <= '9') return 0x800 + (c - '0');
            if (c < 128) return c;
            if (char.IsLetter(c)) { char l = char.ToLowerInvariant(c); return 0x2000 + l; }
            return 0x100 + c;
        }

        static int CultureCompare(string strA, string strB, bool ignoreCase)
        {
            if ((object)strA == (object)strB) return 0;
            if (strA == null) return -1;
            if (strB == null) return 1;
            int n = Math.Min(strA._length, strB._length);
            for (int i = 0; i < n; i++)
            {
                char a = strA.GetCharUnchecked(i), b = strB.GetCharUnchecked(i);
                if (a == b) continue;
                int wa = Weight(a), wb = Weight(b);
                if (wa != wb) return wa < wb ? -1 : 1;
            }
            if (strA._length != strB._length) return strA._length < strB._length ? -1 : 1;
            if (ignoreCase) return 0;
            for (int i = 0; i < n; i++)
            {
                char a = strA.GetCharUnchecked(i), b = strB.GetCharUnchecked(i);
                if (a == b) continue;
                bool la = char.IsLower(a), lb = char.IsLower(b);
                if (la != lb) return la ? -1 : 1;
                return a < b ? -1 : 1;
            }
            return 0;
        }

        public static int Compare(string strA, string strB) { return CultureCompare(strA, strB, false); }
        public static int Compare(string strA, string strB, bool ignoreCase) { return CultureCompare(strA, strB, ignoreCase); }
        public static int Compare(string strA, string strB, StringComparison comparisonType)
        {
            switch (comparisonType)
            {
                case StringComparison.Ordinal: { int c = CompareOrdinal(strA, strB); return c < 0 ? -1 : c > 0 ? 1 : 0; }
                case StringComparison.OrdinalIgnoreCase: { int c = CompareOrdinalIgnoreCase(strA, strB); return c < 0 ? -1 : c > 0 ? 1 : 0; }
                default: return CultureCompare(strA, strB, IsIgnoreCase(comparisonType));
            }
        }
        public static int Compare(string strA, string strB, bool ignoreCase, CultureInfo culture) { return CultureCompare(strA, strB, ignoreCase); }
        public static int Compare(string strA, string strB, CultureInfo culture, CompareOptions options)
        {
            if ((options & CompareOptions.Ordinal) != 0) return Compare(strA, strB, StringComparison.Ordinal);
            if ((options & CompareOptions.OrdinalIgnoreCase) != 0) return Compare(strA, strB, StringComparison.OrdinalIgnoreCase);
            return CultureCompare(strA, strB, (options & CompareOptions.IgnoreCase) != 0);
        }
        public static int Compare(string strA, int indexA, string strB, int indexB, int length)
        {
            return Compare(strA, indexA, strB, indexB, length, StringComparison.CurrentCulture);
        }
        public static int Compare(string strA, int indexA, string strB, int indexB, int length, bool ignoreCase)
        {
            return Compare(strA, indexA, strB, indexB, length, ignoreCase ? StringComparison.CurrentCultureIgnoreCase : StringComparison.CurrentCulture);
        }
        public static int Compare(string strA, int indexA, string strB, int indexB, int length, StringComparison comparisonType)
        {
            if (strA == null || strB == null) return Compare(strA, strB, comparisonType);
            string a = strA.Substring(indexA, Math.Min(length, strA.Length - indexA));
            string b = strB.Substring(indexB, Math.Min(length, strB.Length - indexB));
            return Compare(a, b, comparisonType);
        }

        public int CompareTo(object value)
        {
            if (value == null) return 1;
            string s = value as string;
            if (s == null) throw new ArgumentException("Object must be of type String.");
            return Compare(this, s);
        }

        public int CompareTo(string strB) { return Compare(this, strB); }

        // ---- searching ----

        public bool Contains(string value)
        {
            if (value == null) throw new ArgumentNullException("value");
            return IndexOf(value, 0, _length, StringComparison.Ordinal) >= 0;
        }
        public bool Contains(string value, StringComparison comparisonType)
        {
            if (value == null) throw new ArgumentNullException("value");
            return IndexOf(value, 0, _length, comparisonType) >= 0;
        }
        public bool Contains(char value) { return IndexOf(value) >= 0; }

        public int IndexOf(char value) { return IndexOf(value, 0, _length); }
        public int IndexOf(char value, int startIndex)
        {
            if ((uint)startIndex > (uint)_length) throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than the size of the collection.");
            return IndexOf(value, startIndex, _length - startIndex);
        }
        public unsafe int IndexOf(char value, int startIndex, int count)
        {
            if ((uint)startIndex > (uint)_length) throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than the size of the collection.");
            if ((uint)count > (uint)(_length - startIndex)) throw new ArgumentOutOfRangeException("count", "Count must be positive and count must refer to a location within the string/array/collection.");
            fixed (char* p = &_firstChar)
            {
                int end = startIndex + count;
                for (int i = startIndex; i < end; i++)
                    if (p[i] == value) return i;
            }
            return -1;
        }
        public int IndexOf(char value, StringComparison comparisonType)
        {
            if (IsIgnoreCase(comparisonType)) return IndexOf(value.ToString(), comparisonType);
            return IndexOf(value);
        }

        public int IndexOf(string value) { return IndexOf(value, 0, _length, StringComparison.CurrentCulture); }
        public int IndexOf(string value, int startIndex) { return IndexOf(value, startIndex, StringComparison.CurrentCulture); }
        public int IndexOf(string value, int startIndex, int count) { return IndexOf(value, startIndex, count, StringComparison.CurrentCulture); }
        public int IndexOf(string value, StringComparison comparisonType) { return IndexOf(value, 0, _length, comparisonType); }
        public int IndexOf(string value, int startIndex, StringComparison comparisonType)
        {
            if ((uint)startIndex > (uint)_length) throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than the size of the collection.");
            return IndexOf(value, startIndex, _length - startIndex, comparisonType);
        }
        public unsafe int IndexOf(string value, int startIndex, int count, StringComparison comparisonType)
        {
            if (value == null) throw new ArgumentNullException("value");
            if ((uint)startIndex > (uint)_length) throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than the size of the collection.");
            if ((uint)count > (uint)(_length - startIndex)) throw new ArgumentOutOfRangeException("count", "Count must be positive and count must refer to a location within the string/array/collection.");
            int m = value._length;
            if (m == 0) return startIndex;
            bool ic = IsIgnoreCase(comparisonType);
            int last = startIndex + count - m;
            fixed (char* p = &_firstChar) fixed (char* q = &value._firstChar)
            {
                for (int i = startIndex; i <= last; i++)
                {
                    int j = 0;
                    if (ic) { while (j < m && char.ToUpperInvariant(p[i + j]) == char.ToUpperInvariant(q[j])) j++; }
                    else { while (j < m && p[i + j] == q[j]) j++; }
                    if (j == m) return i;
                }
            }
            return -1;
        }

        public int IndexOfAny(char[] anyOf) { return IndexOfAny(anyOf, 0, _length); }
        public int IndexOfAny(char[] anyOf, int startIndex) { return IndexOfAny(anyOf, startIndex, _length - startIndex); }
        public int IndexOfAny(char[] anyOf, int startIndex, int count)
        {
            if (anyOf == null) throw new ArgumentNullException("anyOf");
            if ((uint)startIndex > (uint)_length) throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than the size of the collection.");
            if ((uint)count > (uint)(_length - startIndex)) throw new ArgumentOutOfRangeException("count", "Count must be positive and count must refer to a location within the string/array/collection.");
            for (int i = startIndex; i < startIndex + count; i++)
            {
                char c = GetCharUnchecked(i);
                for (int k = 0; k < anyOf.Length; k++) if (anyOf[k] == c) return i;
            }
            return -1;
        }

        public int LastIndexOf(char value) { return _length == 0 ? -1 : LastIndexOf(value, _length - 1, _length); }
        public int LastIndexOf(char value, int startIndex) { return LastIndexOf(value, startIndex, startIndex + 1); }
        public int LastIndexOf(char value, int startIndex, int count)
        {
            if (_length == 0) return -1;
            if ((uint)startIndex >= (uint)_length) throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than the size of the collection.");
            if (count < 0 || count - 1 > startIndex) throw new ArgumentOutOfRangeException("count", "Count must be positive and count must refer to a location within the string/array/collection.");
            int end = startIndex - count + 1;
            for (int i = startIndex; i >= end; i--)
                if (GetCharUnchecked(i) == value) return i;
            return -1;
        }
        public int LastIndexOf(string value) { return LastIndexOf(value, _length - 1, _length, StringComparison.CurrentCulture); }
        public int LastIndexOf(string value, StringComparison comparisonType) { return LastIndexOf(value, _length - 1, _length, comparisonType); }
        public int LastIndexOf(string value, int startIndex) { return LastIndexOf(value, startIndex, startIndex + 1, StringComparison.CurrentCulture); }
        public int LastIndexOf(string value, int startIndex, StringComparison comparisonType) { return LastIndexOf(value, startIndex, startIndex + 1, comparisonType); }
        public int LastIndexOf(string value, int startIndex, int count) { return LastIndexOf(value, startIndex, count, StringComparison.CurrentCulture); }
        public int LastIndexOf(string value, int startIndex, int count, StringComparison comparisonType)
        {
            if (value == null) throw new ArgumentNullException("value");
            if (_length == 0) return value._length == 0 ? 0 : -1;
            if (startIndex == _length) { startIndex--; if (count > 0) count--; }
            if ((uint)startIndex >= (uint)_length) throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than the size of the collection.");
            if (count < 0 || startIndex - count + 1 < 0) throw new ArgumentOutOfRangeException("count", "Count must be positive and count must refer to a location within the string/array/collection.");
            int m = value._length;
            if (m == 0) return startIndex;
            bool ic = IsIgnoreCase(comparisonType);
            int lowest = startIndex - count + 1;
            for (int i = startIndex - m + 1; i >= lowest; i--)
            {
                int j = 0;
                if (ic) { while (j < m && char.ToUpperInvariant(GetCharUnchecked(i + j)) == char.ToUpperInvariant(value.GetCharUnchecked(j))) j++; }
                else { while (j < m && GetCharUnchecked(i + j) == value.GetCharUnchecked(j)) j++; }
                if (j == m) return i;
            }
            return -1;
        }
        public int LastIndexOfAny(char[] anyOf)
        {
            if (anyOf == null) throw new ArgumentNullException("anyOf");
            for (int i = _length - 1; i >= 0; i--)
            {
                char c = GetCharUnchecked(i);
                for (int k = 0; k < anyOf.Length; k++) if (anyOf[k] == c) return i;
            }
            return -1;
        }

        public bool StartsWith(string value) { return StartsWith(value, StringComparison.CurrentCulture); }
        public bool StartsWith(string value, StringComparison comparisonType)
        {
            if (value == null) throw new ArgumentNullException("value");
            if (value._length > _length) return false;
            if (value._length == 0) return true;
            return IndexOf(value, 0, value._length, comparisonType) == 0;
        }
        public bool StartsWith(string value, bool ignoreCase, CultureInfo culture)
        {
            return StartsWith(value, ignoreCase ? StringComparison.CurrentCultureIgnoreCase : StringComparison.CurrentCulture);
        }
        public bool StartsWith(char value) { return _length != 0 && GetCharUnchecked(0) == value; }

        public bool EndsWith(string value) { return EndsWith(value, StringComparison.CurrentCulture); }
        public bool EndsWith(string value, StringComparison comparisonType)
        {
            if (value == null) throw new ArgumentNullException("value");
            if (value._length > _length) return false;
            if (value._length == 0) return true;
            int start = _length - value._length;
            return IndexOf(value, start, value._length, comparisonType) == start;
        }
        public bool EndsWith(string value, bool ignoreCase, CultureInfo culture)
        {
            return EndsWith(value, ignoreCase ? StringComparison.CurrentCultureIgnoreCase : StringComparison.CurrentCulture);
        }
        public bool EndsWith(char value) { return _length != 0 && GetCharUnchecked(_length - 1) == value; }

        // ---- substrings and edits ----

        public string Substring(int startIndex) { return Substring(startIndex, _length - startIndex); }

        public unsafe string Substring(int startIndex, int length)
        {
            if (startIndex < 0) throw new ArgumentOutOfRangeException("startIndex", "StartIndex cannot be less than zero.");
            if (startIndex > _length) throw new ArgumentOutOfRangeException("startIndex", "startIndex cannot be larger than length of string.");
            if (length < 0) throw new ArgumentOutOfRangeException("length", "Length cannot be less than zero.");
            if (startIndex > _length - length) throw new ArgumentOutOfRangeException("length", "Index and length must refer to a location within the string.");
            if (length == 0) return Empty;
            if (startIndex == 0 && length == _length) return this;
            string s = FastAllocateString(length);
            fixed (char* src = &_firstChar) fixed (char* d = &s._firstChar)
                Buffer.Memmove((byte*)d, (byte*)(src + startIndex), (long)length * 2);
            return s;
        }

        public string Insert(int startIndex, string value)
        {
            if (value == null) throw new ArgumentNullException("value");
            if ((uint)startIndex > (uint)_length) throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than the size of the collection.");
            return Concat(Substring(0, startIndex), value, Substring(startIndex));
        }

        public string Remove(int startIndex)
        {
            if (startIndex < 0) throw new ArgumentOutOfRangeException("startIndex", "StartIndex cannot be less than zero.");
            if (startIndex >= _length) throw new ArgumentOutOfRangeException("startIndex", "startIndex must be less than length of string.");
            return Substring(0, startIndex);
        }

        public string Remove(int startIndex, int count)
        {
            if (startIndex < 0) throw new ArgumentOutOfRangeException("startIndex", "StartIndex cannot be less than zero.");
            if (count < 0) throw new ArgumentOutOfRangeException("count", "Count cannot be less than zero.");
            if (count > _length - startIndex) throw new ArgumentOutOfRangeException("count", "Index and count must refer to a location within the string.");
            return Concat(Substring(0, startIndex), Substring(startIndex + count));
        }

        public unsafe string Replace(char oldChar, char newChar)
        {
            int first = IndexOf(oldChar);
            if (first < 0) return this;
            string s = FastAllocateString(_length);
            fixed (char* src = &_firstChar) fixed (char* d = &s._firstChar)
            {
                for (int i = 0; i < _length; i++) { char c = src[i]; d[i] = c == oldChar ? newChar : c; }
            }
            return s;
        }

        public string Replace(string oldValue, string newValue)
        {
            if (oldValue == null) throw new ArgumentNullException("oldValue");
            if (oldValue.Length == 0) throw new ArgumentException("String cannot be of zero length.", "oldValue");
            if (newValue == null) newValue = Empty;
            int i = IndexOf(oldValue, 0, _length, StringComparison.Ordinal);
            if (i < 0) return this;
            StringBuilder sb = new StringBuilder(_length);
            int pos = 0;
            while (i >= 0)
            {
                sb.Append(this, pos, i - pos);
                sb.Append(newValue);
                pos = i + oldValue._length;
                i = IndexOf(oldValue, pos, _length - pos, StringComparison.Ordinal);
            }
            sb.Append(this, pos, _length - pos);
            return sb.ToString();
        }

        public string Replace(string oldValue, string newValue, StringComparison comparisonType)
        {
            if (oldValue == null) throw new ArgumentNullException("oldValue");
            if (oldValue.Length == 0) throw new ArgumentException("String cannot be of zero length.", "oldValue");
            if (newValue == null) newValue = Empty;
            int i = IndexOf(oldValue, 0, _length, comparisonType);
            if (i < 0) return this;
            StringBuilder sb = new StringBuilder(_length);
            int pos = 0;
            while (i >= 0)
            {
                sb.Append(this, pos, i - pos);
                sb.Append(newValue);
                pos = i + oldValue._length;
                i = IndexOf(oldValue, pos, _length - pos, comparisonType);
            }
            sb.Append(this, pos, _length - pos);
            return sb.ToString();
        }

        public string PadLeft(int totalWidth) { return PadLeft(totalWidth, ' '); }
        public string PadLeft(int totalWidth, char paddingChar)
        {
            if (totalWidth < 0) throw new ArgumentOutOfRangeException("totalWidth", "Non-negative number required.");
            if (totalWidth <= _length) return this;
            return Concat(new string(paddingChar, totalWidth - _length), this);
        }
        public string PadRight(int totalWidth) { return PadRight(totalWidth, ' '); }
        public string PadRight(int totalWidth, char paddingChar)
        {
            if (totalWidth < 0) throw new ArgumentOutOfRangeException("totalWidth", "Non-negative number required.");
            if (totalWidth <= _length) return this;
            return Concat(this, new string(paddingChar, totalWidth - _length));
        }

        public unsafe string ToUpperInvariant()
        {
            int i = 0;
            while (i < _length && char.ToUpperInvariant(GetCharUnchecked(i)) == GetCharUnchecked(i)) i++;
            if (i == _length) return this;
            string s = FastAllocateString(_length);
            fixed (char* src = &_firstChar) fixed (char* d = &s._firstChar)
                for (int k = 0; k < _length; k++) d[k] = char.ToUpperInvariant(src[k]);
            return s;
        }
        public unsafe string ToLowerInvariant()
        {
            int i = 0;
            while (i < _length && char.ToLowerInvariant(GetCharUnchecked(i)) == GetCharUnchecked(i)) i++;
            if (i == _length) return this;
            string s = FastAllocateString(_length);
            fixed (char* src = &_firstChar) fixed (char* d = &s._firstChar)
                for (int k = 0; k < _length; k++) d[k] = char.ToLowerInvariant(src[k]);
            return s;
        }
        public string ToUpper() { return ToUpperInvariant(); }
        public string ToLower() { return ToLowerInvariant(); }
        public string ToUpper(CultureInfo culture) { return ToUpperInvariant(); }
        public string ToLower(CultureInfo culture) { return ToLowerInvariant(); }

        // ---- trimming ----

        public string Trim() { return TrimHelper(null, 3); }
        public string Trim(char trimChar) { return TrimHelper(new char[] { trimChar }, 3); }
        public string Trim(params char[] trimChars) { return TrimHelper(trimChars, 3); }
        public string TrimStart() { return TrimHelper(null, 1); }
        public string TrimStart(char trimChar) { return TrimHelper(new char[] { trimChar }, 1); }
        public string TrimStart(params char[] trimChars) { return TrimHelper(trimChars, 1); }
        public string TrimEnd() { return TrimHelper(null, 2); }
        public string TrimEnd(char trimChar) { return TrimHelper(new char[] { trimChar }, 2); }
        public string TrimEnd(params char[] trimChars) { return TrimHelper(trimChars, 2); }

        static bool IsTrimmed(char c, char[] set)
        {
            if (set == null || set.Length == 0) return char.IsWhiteSpace(c);
            for (int i = 0; i < set.Length; i++) if (set[i] == c) return true;
            return false;
        }

        string TrimHelper(char[] set, int mode)
        {
            int start = 0, end = _length - 1;
            if ((mode & 1) != 0) while (start < _length && IsTrimmed(GetCharUnchecked(start), set)) start++;
            if ((mode & 2) != 0) while (end >= start && IsTrimmed(GetCharUnchecked(end), set)) end--;
            return Substring(start, end - start + 1);
        }

        // ---- split and join ----

        public string[] Split(params char[] separator) { return SplitInternal(separator, null, int.MaxValue, StringSplitOptions.None); }
        public string[] Split(char[] separator, int count) { return SplitInternal(separator, null, count, StringSplitOptions.None); }
        public string[] Split(char[] separator, StringSplitOptions options) { return SplitInternal(separator, null, int.MaxValue, options); }
        public string[] Split(char[] separator, int count, StringSplitOptions options) { return SplitInternal(separator, null, count, options); }
        public string[] Split(char separator, StringSplitOptions options = StringSplitOptions.None) { return SplitInternal(new char[] { separator }, null, int.MaxValue, options); }
        public string[] Split(char separator, int count, StringSplitOptions options = StringSplitOptions.None) { return SplitInternal(new char[] { separator }, null, count, options); }
        public string[] Split(string separator, StringSplitOptions options = StringSplitOptions.None)
        {
            return SplitInternal(null, new string[] { separator ?? Empty }, int.MaxValue, options);
        }
        public string[] Split(string separator, int count, StringSplitOptions options = StringSplitOptions.None)
        {
            return SplitInternal(null, new string[] { separator ?? Empty }, count, options);
        }
        public string[] Split(string[] separator, StringSplitOptions options) { return SplitInternal(null, separator, int.MaxValue, options); }
        public string[] Split(string[] separator, int count, StringSplitOptions options) { return SplitInternal(null, separator, count, options); }

        string[] SplitInternal(char[] chars, string[] strings, int count, StringSplitOptions options)
        {
            if (count < 0) throw new ArgumentOutOfRangeException("count", "Count cannot be less than zero.");
            bool removeEmpty = (options & StringSplitOptions.RemoveEmptyEntries) != 0;
            bool trim = ((int)options & 2) != 0;
            List<string> parts = new List<string>();
            if (count == 0) return new string[0];
            bool useWhite = (chars == null || chars.Length == 0) && (strings == null || strings.Length == 0 || (strings.Length == 1 && strings[0].Length == 0 && chars == null && false));
            if (strings != null)
            {
                bool allEmpty = true;
                foreach (string s in strings) if (!string.IsNullOrEmpty(s)) allEmpty = false;
                if (allEmpty) { useWhite = strings.Length == 0; if (!useWhite) { string whole = trim ? Trim() : this; if (removeEmpty && whole.Length == 0) return new string[0]; return new string[] { whole }; } }
            }
            int pos = 0, i = 0;
            while (i < _length)
            {
                if (parts.Count == count - 1) break;
                int sepLen = 0;
                char c = GetCharUnchecked(i);
                if (useWhite) { if (char.IsWhiteSpace(c)) sepLen = 1; }
                else if (chars != null) { for (int k = 0; k < chars.Length; k++) if (chars[k] == c) { sepLen = 1; break; } }
                else
                {
                    for (int k = 0; k < strings.Length; k++)
                    {
                        string s = strings[k];
                        if (string.IsNullOrEmpty(s) || s._length > _length - i) continue;
                        int j = 0;
                        while (j < s._length && GetCharUnchecked(i + j) == s.GetCharUnchecked(j)) j++;
                        if (j == s._length) { sepLen = j; break; }
                    }
                }
                if (sepLen > 0)
                {
                    string part = Substring(pos, i - pos);
                    if (trim) part = part.Trim();
                    if (!(removeEmpty && part.Length == 0)) parts.Add(part);
                    i += sepLen;
                    pos = i;
                }
                else i++;
            }
            string last = Substring(pos);
            if (trim) last = last.Trim();
            if (!(removeEmpty && last.Length == 0)) parts.Add(last);
            return parts.ToArray();
        }

        public static string Join(string separator, params string[] value)
        {
            if (value == null) throw new ArgumentNullException("value");
            return Join(separator, value, 0, value.Length);
        }
        public static string Join(char separator, params string[] value) { return Join(separator.ToString(), value); }
        public static string Join(char separator, params object[] values) { return Join(separator.ToString(), values); }
        public static string Join(string separator, string[] value, int startIndex, int count)
        {
            if (value == null) throw new ArgumentNullException("value");
            if (startIndex < 0) throw new ArgumentOutOfRangeException("startIndex", "StartIndex cannot be less than zero.");
            if (count < 0) throw new ArgumentOutOfRangeException("count", "Count cannot be less than zero.");
            if (startIndex > value.Length - count) throw new ArgumentOutOfRangeException("startIndex", "Index and count must refer to a location within the buffer.");
            if (count == 0) return Empty;
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < count; i++)
            {
                if (i > 0 && separator != null) sb.Append(separator);
                string s = value[startIndex + i];
                if (s != null) sb.Append(s);
            }
            return sb.ToString();
        }
        public static string Join(string separator, params object[] values)
        {
            if (values == null) throw new ArgumentNullException("values");
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < values.Length; i++)
            {
                if (i > 0 && separator != null) sb.Append(separator);
                object o = values[i];
                if (o != null) sb.Append(o.ToString());
            }
            return sb.ToString();
        }
        public static string Join<T>(string separator, IEnumerable<T> values)
        {
            if (values == null) throw new ArgumentNullException("values");
            StringBuilder sb = new StringBuilder();
            bool first = true;
            foreach (T v in values)
            {
                if (!first && separator != null) sb.Append(separator);
                first = false;
                if (v != null) sb.Append(v.ToString());
            }
            return sb.ToString();
        }
        public static string Join<T>(char separator, IEnumerable<T> values) { return Join<T>(separator.ToString(), values); }
        public static string Join(string separator, IEnumerable<string> values)
        {
            if (values == null) throw new ArgumentNullException("values");
            StringBuilder sb = new StringBuilder();
            bool first = true;
            foreach (string v in values)
            {
                if (!first && separator != null) sb.Append(separator);
                first = false;
                if (v != null) sb.Append(v);
            }
            return sb.ToString();
        }

        // ---- concatenation ----

        public static string Concat(object arg0) { return arg0 == null ? Empty : arg0.ToString() ?? Empty; }
        public static string Concat(object arg0, object arg1)
        {
            return Concat(arg0 == null ? null : arg0.ToString(), arg1 == null ? null : arg1.ToString());
        }
        public static string Concat(object arg0, object arg1, object arg2)
        {
            return Concat(arg0 == null ? null : arg0.ToString(), arg1 == null ? null : arg1.ToString(), arg2 == null ? null : arg2.ToString());
        }
        public static string Concat(object arg0, object arg1, object arg2, object arg3)
        {
            return Concat(new object[] { arg0, arg1, arg2, arg3 });
        }
        public static string Concat(params object[] args)
        {
            if (args == null) throw new ArgumentNullException("args");
            string[] s = new string[args.Length];
            for (int i = 0; i < args.Length; i++) s[i] = args[i] == null ? null : args[i].ToString();
            return Concat(s);
        }
        public static string Concat<T>(IEnumerable<T> values)
        {
            if (values == null) throw new ArgumentNullException("values");
            StringBuilder sb = new StringBuilder();
            foreach (T v in values) if (v != null) sb.Append(v.ToString());
            return sb.ToString();
        }
        public static string Concat(IEnumerable<string> values)
        {
            if (values == null) throw new ArgumentNullException("values");
            StringBuilder sb = new StringBuilder();
            foreach (string v in values) if (v != null) sb.Append(v);
            return sb.ToString();
        }

        public static unsafe string Concat(string str0, string str1)
        {
            if (IsNullOrEmpty(str0)) return IsNullOrEmpty(str1) ? Empty : str1;
            if (IsNullOrEmpty(str1)) return str0;
            int n0 = str0._length, n1 = str1._length;
            string s = FastAllocateString(n0 + n1);
            fixed (char* d = &s._firstChar)
            {
                fixed (char* a = &str0._firstChar) Buffer.Memmove((byte*)d, (byte*)a, (long)n0 * 2);
                fixed (char* b = &str1._firstChar) Buffer.Memmove((byte*)(d + n0), (byte*)b, (long)n1 * 2);
            }
            return s;
        }

        public static string Concat(string str0, string str1, string str2)
        {
            return Concat(new string[] { str0, str1, str2 });
        }

        public static string Concat(string str0, string str1, string str2, string str3)
        {
            return Concat(new string[] { str0, str1, str2, str3 });
        }

        public static unsafe string Concat(params string[] values)
        {
            if (values == null) throw new ArgumentNullException("values");
            long total = 0;
            for (int i = 0; i < values.Length; i++) if (values[i] != null) total += values[i]._length;
            if (total > int.MaxValue) throw new OutOfMemoryException();
            if (total == 0) return Empty;
            string s = FastAllocateString((int)total);
            fixed (char* d = &s._firstChar)
            {
                int pos = 0;
                for (int i = 0; i < values.Length; i++)
                {
                    string v = values[i];
                    if (v == null || v._length == 0) continue;
                    fixed (char* p = &v._firstChar) Buffer.Memmove((byte*)(d + pos), (byte*)p, (long)v._length * 2);
                    pos += v._length;
                }
            }
            return s;
        }

        // ---- formatting ----

        public static string Format(string format, object arg0) { return FormatHelper(null, format, new object[] { arg0 }); }
        public static string Format(string format, object arg0, object arg1) { return FormatHelper(null, format, new object[] { arg0, arg1 }); }
        public static string Format(string format, object arg0, object arg1, object arg2) { return FormatHelper(null, format, new object[] { arg0, arg1, arg2 }); }
        public static string Format(string format, params object[] args)
        {
            if (args == null) throw new ArgumentNullException((format == null) ? "format" : "args");
            return FormatHelper(null, format, args);
        }
        public static string Format(IFormatProvider provider, string format, object arg0) { return FormatHelper(provider, format, new object[] { arg0 }); }
        public static string Format(IFormatProvider provider, string format, object arg0, object arg1) { return FormatHelper(provider, format, new object[] { arg0, arg1 }); }
        public static string Format(IFormatProvider provider, string format, object arg0, object arg1, object arg2) { return FormatHelper(provider, format, new object[] { arg0, arg1, arg2 }); }
        public static string Format(IFormatProvider provider, string format, params object[] args)
        {
            if (args == null) throw new ArgumentNullException((format == null) ? "format" : "args");
            return FormatHelper(provider, format, args);
        }

        static string FormatHelper(IFormatProvider provider, string format, object[] args)
        {
            if (format == null) throw new ArgumentNullException("format");
            StringBuilder sb = new StringBuilder(format.Length + args.Length * 8);
            sb.AppendFormatHelper(provider, format, args);
            return sb.ToString();
        }

        // ---- misc ----

        public string Normalize() { return this; }
        public bool IsNormalized() { return true; }

        public TypeCode GetTypeCode() { return TypeCode.String; }
        bool IConvertible.ToBoolean(IFormatProvider provider) { return Convert.ToBoolean(this, provider); }
        char IConvertible.ToChar(IFormatProvider provider) { return Convert.ToChar(this, provider); }
        sbyte IConvertible.ToSByte(IFormatProvider provider) { return Convert.ToSByte(this, provider); }
        byte IConvertible.ToByte(IFormatProvider provider) { return Convert.ToByte(this, provider); }
        short IConvertible.ToInt16(IFormatProvider provider) { return Convert.ToInt16(this, provider); }
        ushort IConvertible.ToUInt16(IFormatProvider provider) { return Convert.ToUInt16(this, provider); }
        int IConvertible.ToInt32(IFormatProvider provider) { return Convert.ToInt32(this, provider); }
        uint IConvertible.ToUInt32(IFormatProvider provider) { return Convert.ToUInt32(this, provider); }
        long IConvertible.ToInt64(IFormatProvider provider) { return Convert.ToInt64(this, provider); }
        ulong IConvertible.ToUInt64(IFormatProvider provider) { return Convert.ToUInt64(this, provider); }
        float IConvertible.ToSingle(IFormatProvider provider) { return Convert.ToSingle(this, provider); }
        double IConvertible.ToDouble(IFormatProvider provider) { return Convert.ToDouble(this, provider); }
        decimal IConvertible.ToDecimal(IFormatProvider provider) { return Convert.ToDecimal(this, provider); }
        DateTime IConvertible.ToDateTime(IFormatProvider provider) { throw new InvalidCastException("Invalid cast from 'String' to 'DateTime'."); }
        object IConvertible.ToType(Type conversionType, IFormatProvider provider) { return Convert.ChangeType(this, conversionType, provider); }
    }

    public enum StringComparison
    {
        CurrentCulture = 0,
        CurrentCultureIgnoreCase = 1,
        InvariantCulture = 2,
        InvariantCultureIgnoreCase = 3,
        Ordinal = 4,
        OrdinalIgnoreCase = 5,
    }

    [Flags]
    public enum StringSplitOptions
    {
        None = 0,
        RemoveEmptyEntries = 1,
        TrimEntries = 2,
    }

    public sealed class CharEnumerator : IEnumerator, IEnumerator<char>, IDisposable, ICloneable
    {
        string _str;
        int _index;
        char _current;

        internal CharEnumerator(string str) { _str = str; _index = -1; }

        public object Clone() { return MemberwiseClone(); }

        public bool MoveNext()
        {
            if (_index < _str.Length - 1) { _index++; _current = _str[_index]; return true; }
            _index = _str.Length;
            return false;
        }

        public void Dispose() { }

        object IEnumerator.Current { get { return Current; } }

        public char Current
        {
            get
            {
                if (_index == -1) throw new InvalidOperationException("Enumeration has not started. Call MoveNext.");
                if (_index >= _str.Length) throw new InvalidOperationException("Enumeration already finished.");
                return _current;
            }
        }

        public void Reset() { _current = (char)0; _index = -1; }
    }
}
