using System.Runtime.CompilerServices;

namespace System.Text
{
    [Serializable]
    public sealed class StringBuilder
    {
        char[] _chars;
        int _length;
        int _maxCapacity = int.MaxValue;

        public StringBuilder() { _chars = new char[16]; }
        public StringBuilder(int capacity)
        {
            if (capacity < 0) throw new ArgumentOutOfRangeException("capacity", "'capacity' must be greater than zero.");
            _chars = new char[capacity > 0 ? capacity : 16];
        }
        public StringBuilder(int capacity, int maxCapacity) : this(capacity) { _maxCapacity = maxCapacity; }
        public StringBuilder(string value) : this(value, 16) { }
        public StringBuilder(string value, int capacity)
        {
            if (capacity < 0) throw new ArgumentOutOfRangeException("capacity", "'capacity' must be greater than zero.");
            if (value == null) value = string.Empty;
            _chars = new char[Math.Max(Math.Max(capacity, value.Length), 16)];
            Append(value);
        }
        public StringBuilder(string value, int startIndex, int length, int capacity) : this(capacity)
        {
            Append(value, startIndex, length);
        }

        public int Length
        {
            get { return _length; }
            set
            {
                if (value < 0) throw new ArgumentOutOfRangeException("value", "Length cannot be less than zero.");
                if (value > _length)
                {
                    EnsureCapacity(value);
                    for (int i = _length; i < value; i++) _chars[i] = '\0';
                }
                _length = value;
            }
        }

        public int Capacity
        {
            get { return _chars.Length; }
            set
            {
                if (value < _length) throw new ArgumentOutOfRangeException("value", "Capacity cannot be less than the current size.");
                if (value != _chars.Length)
                {
                    char[] n = new char[value];
                    Array.Copy(_chars, n, _length);
                    _chars = n;
                }
            }
        }

        public int MaxCapacity { get { return _maxCapacity; } }

        public int EnsureCapacity(int capacity)
        {
            if (capacity < 0) throw new ArgumentOutOfRangeException("capacity", "'capacity' must be greater than zero.");
            if (capacity > _chars.Length)
            {
                int n = Math.Max(capacity, _chars.Length * 2);
                if (n < 0) n = capacity;
                char[] c = new char[n];
                Array.Copy(_chars, c, _length);
                _chars = c;
            }
            return _chars.Length;
        }

        [IndexerName("Chars")]
        public char this[int index]
        {
            get
            {
                if ((uint)index >= (uint)_length) throw new IndexOutOfRangeException();
                return _chars[index];
            }
            set
            {
                if ((uint)index >= (uint)_length) throw new ArgumentOutOfRangeException("index", "Index was out of range. Must be non-negative and less than the size of the collection.");
                _chars[index] = value;
            }
        }

        public override string ToString() { return new string(_chars, 0, _length); }

        public string ToString(int startIndex, int length)
        {
            if (startIndex < 0) throw new ArgumentOutOfRangeException("startIndex", "StartIndex cannot be less than zero.");
            if (length < 0) throw new ArgumentOutOfRangeException("length", "Length cannot be less than zero.");
            if (startIndex > _length - length) throw new ArgumentOutOfRangeException("length", "Index and length must refer to a location within the string.");
            return new string(_chars, startIndex, length);
        }

        public StringBuilder Clear() { _length = 0; return this; }

        // ---- append ----

        public StringBuilder Append(char value)
        {
            if (_length == _chars.Length) EnsureCapacity(_length + 1);
            _chars[_length++] = value;
            return this;
        }

        public StringBuilder Append(char value, int repeatCount)
        {
            if (repeatCount < 0) throw new ArgumentOutOfRangeException("repeatCount", "Count cannot be less than zero.");
            EnsureCapacity(_length + repeatCount);
            for (int i = 0; i < repeatCount; i++) _chars[_length++] = value;
            return this;
        }

        public StringBuilder Append(string value)
        {
            if (value == null) return this;
            int n = value.Length;
            if (n == 0) return this;
            EnsureCapacity(_length + n);
            value.CopyTo(0, _chars, _length, n);
            _length += n;
            return this;
        }

        public StringBuilder Append(string value, int startIndex, int count)
        {
            if (startIndex < 0) throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than the size of the collection.");
            if (count < 0) throw new ArgumentOutOfRangeException("count", "Value must be positive.");
            if (value == null)
            {
                if (startIndex == 0 && count == 0) return this;
                throw new ArgumentNullException("value");
            }
            if (count == 0) return this;
            if (startIndex > value.Length - count) throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than the size of the collection.");
            EnsureCapacity(_length + count);
            value.CopyTo(startIndex, _chars, _length, count);
            _length += count;
            return this;
        }

        public StringBuilder Append(char[] value)
        {
            if (value == null) return this;
            return Append(value, 0, value.Length);
        }

        public StringBuilder Append(char[] value, int startIndex, int charCount)
        {
            if (startIndex < 0) throw new ArgumentOutOfRangeException("startIndex", "Value must be positive.");
            if (charCount < 0) throw new ArgumentOutOfRangeException("charCount", "Value must be positive.");
            if (value == null)
            {
                if (startIndex == 0 && charCount == 0) return this;
                throw new ArgumentNullException("value");
            }
            if (charCount > value.Length - startIndex) throw new ArgumentOutOfRangeException("charCount", "Index was out of range. Must be non-negative and less than the size of the collection.");
            EnsureCapacity(_length + charCount);
            Array.Copy(value, startIndex, _chars, _length, charCount);
            _length += charCount;
            return this;
        }

        public unsafe StringBuilder Append(char* value, int valueCount)
        {
            EnsureCapacity(_length + valueCount);
            for (int i = 0; i < valueCount; i++) _chars[_length++] = value[i];
            return this;
        }

        public StringBuilder Append(StringBuilder value)
        {
            if (value == null) return this;
            EnsureCapacity(_length + value._length);
            Array.Copy(value._chars, 0, _chars, _length, value._length);
            _length += value._length;
            return this;
        }

        public StringBuilder Append(StringBuilder value, int startIndex, int count)
        {
            if (value == null) return this;
            return Append(value.ToString(startIndex, count));
        }

        public StringBuilder Append(object value) { return value == null ? this : Append(value.ToString()); }
        public StringBuilder Append(bool value) { return Append(value ? "True" : "False"); }
        public StringBuilder Append(sbyte value) { return Append(value.ToString()); }
        public StringBuilder Append(byte value) { return Append(value.ToString()); }
        public StringBuilder Append(short value) { return Append(value.ToString()); }
        public StringBuilder Append(ushort value) { return Append(value.ToString()); }
        public StringBuilder Append(int value) { return Append(value.ToString()); }
        public StringBuilder Append(uint value) { return Append(value.ToString()); }
        public StringBuilder Append(long value) { return Append(value.ToString()); }
        public StringBuilder Append(ulong value) { return Append(value.ToString()); }
        public StringBuilder Append(float value) { return Append(value.ToString()); }
        public StringBuilder Append(double value) { return Append(value.ToString()); }
        public StringBuilder Append(decimal value) { return Append(value.ToString()); }

        public StringBuilder AppendLine() { return Append(Environment.NewLine); }
        public StringBuilder AppendLine(string value) { Append(value); return Append(Environment.NewLine); }

        public StringBuilder AppendJoin(string separator, params object[] values)
        {
            return Append(string.Join(separator, values));
        }
        public StringBuilder AppendJoin(string separator, params string[] values)
        {
            return Append(string.Join(separator, values));
        }
        public StringBuilder AppendJoin<T>(string separator, System.Collections.Generic.IEnumerable<T> values)
        {
            return Append(string.Join<T>(separator, values));
        }
        public StringBuilder AppendJoin(char separator, params object[] values) { return Append(string.Join(separator.ToString(), values)); }
        public StringBuilder AppendJoin(char separator, params string[] values) { return Append(string.Join(separator.ToString(), values)); }

        // ---- format ----

        public StringBuilder AppendFormat(string format, object arg0) { return AppendFormatHelper(null, format, new object[] { arg0 }); }
        public StringBuilder AppendFormat(string format, object arg0, object arg1) { return AppendFormatHelper(null, format, new object[] { arg0, arg1 }); }
        public StringBuilder AppendFormat(string format, object arg0, object arg1, object arg2) { return AppendFormatHelper(null, format, new object[] { arg0, arg1, arg2 }); }
        public StringBuilder AppendFormat(string format, params object[] args)
        {
            if (args == null) throw new ArgumentNullException(format == null ? "format" : "args");
            return AppendFormatHelper(null, format, args);
        }
        public StringBuilder AppendFormat(IFormatProvider provider, string format, object arg0) { return AppendFormatHelper(provider, format, new object[] { arg0 }); }
        public StringBuilder AppendFormat(IFormatProvider provider, string format, object arg0, object arg1) { return AppendFormatHelper(provider, format, new object[] { arg0, arg1 }); }
        public StringBuilder AppendFormat(IFormatProvider provider, string format, object arg0, object arg1, object arg2) { return AppendFormatHelper(provider, format, new object[] { arg0, arg1, arg2 }); }
        public StringBuilder AppendFormat(IFormatProvider provider, string format, params object[] args)
        {
            if (args == null) throw new ArgumentNullException(format == null ? "format" : "args");
            return AppendFormatHelper(provider, format, args);
        }

        static FormatException FormatError() { return new FormatException("Input string was not in a correct format."); }

        internal StringBuilder AppendFormatHelper(IFormatProvider provider, string format, object[] args)
        {
            if (format == null) throw new ArgumentNullException("format");
            int pos = 0;
            int len = format.Length;
            char ch = '\0';
            ICustomFormatter cf = null;
            if (provider != null) cf = (ICustomFormatter)provider.GetFormat(typeof(ICustomFormatter));
            while (true)
            {
                while (pos < len)
                {
                    ch = format[pos];
                    pos++;
                    if (ch == '}')
                    {
                        if (pos < len && format[pos] == '}') pos++;
                        else throw FormatError();
                    }
                    else if (ch == '{')
                    {
                        if (pos < len && format[pos] == '{') pos++;
                        else { pos--; break; }
                    }
                    Append(ch);
                }
                if (pos == len) break;
                pos++;
                if (pos == len || (ch = format[pos]) < '0' || ch > '9') throw FormatError();
                int index = 0;
                do
                {
                    index = index * 10 + ch - '0';
                    pos++;
                    if (pos == len) throw FormatError();
                    ch = format[pos];
                } while (ch >= '0' && ch <= '9' && index < 1000000);
                if (index >= args.Length) throw new FormatException("Index (zero based) must be greater than or equal to zero and less than the size of the argument list.");
                while (pos < len && (ch = format[pos]) == ' ') pos++;
                bool leftJustify = false;
                int width = 0;
                if (ch == ',')
                {
                    pos++;
                    while (pos < len && format[pos] == ' ') pos++;
                    if (pos == len) throw FormatError();
                    ch = format[pos];
                    if (ch == '-')
                    {
                        leftJustify = true;
                        pos++;
                        if (pos == len) throw FormatError();
                        ch = format[pos];
                    }
                    if (ch < '0' || ch > '9') throw FormatError();
                    do
                    {
                        width = width * 10 + ch - '0';
                        pos++;
                        if (pos == len) throw FormatError();
                        ch = format[pos];
                    } while (ch >= '0' && ch <= '9' && width < 1000000);
                }
                while (pos < len && (ch = format[pos]) == ' ') pos++;
                object arg = args[index];
                string itemFormat = null;
                if (ch == ':')
                {
                    pos++;
                    int start = pos;
                    while (true)
                    {
                        if (pos == len) throw FormatError();
                        ch = format[pos];
                        if (ch == '}') break;
                        if (ch == '{') throw FormatError();
                        pos++;
                    }
                    if (pos > start) itemFormat = format.Substring(start, pos - start);
                }
                else if (ch != '}') throw FormatError();
                pos++;
                string s = null;
                if (cf != null) s = cf.Format(itemFormat, arg, provider);
                if (s == null)
                {
                    IFormattable formattable = arg as IFormattable;
                    if (formattable != null) s = formattable.ToString(itemFormat, provider);
                    else if (arg != null) s = arg.ToString();
                }
                if (s == null) s = string.Empty;
                int pad = width - s.Length;
                if (!leftJustify && pad > 0) Append(' ', pad);
                Append(s);
                if (leftJustify && pad > 0) Append(' ', pad);
            }
            return this;
        }

        // ---- edit ----

        public StringBuilder Insert(int index, string value)
        {
            if ((uint)index > (uint)_length) throw new ArgumentOutOfRangeException("index", "Index was out of range. Must be non-negative and less than or equal to the size of the collection.");
            if (value == null || value.Length == 0) return this;
            int n = value.Length;
            EnsureCapacity(_length + n);
            Array.Copy(_chars, index, _chars, index + n, _length - index);
            value.CopyTo(0, _chars, index, n);
            _length += n;
            return this;
        }

        public StringBuilder Insert(int index, string value, int count)
        {
            if (count < 0) throw new ArgumentOutOfRangeException("count", "Non-negative number required.");
            for (int i = 0; i < count; i++) Insert(index, value);
            return this;
        }

        public StringBuilder Insert(int index, char value) { return Insert(index, value.ToString()); }
        public StringBuilder Insert(int index, char[] value) { return Insert(index, value == null ? null : new string(value)); }
        public StringBuilder Insert(int index, char[] value, int startIndex, int charCount) { return Insert(index, value == null ? null : new string(value, startIndex, charCount)); }
        public StringBuilder Insert(int index, object value) { return Insert(index, value == null ? null : value.ToString()); }
        public StringBuilder Insert(int index, bool value) { return Insert(index, value.ToString()); }
        public StringBuilder Insert(int index, sbyte value) { return Insert(index, value.ToString()); }
        public StringBuilder Insert(int index, byte value) { return Insert(index, value.ToString()); }
        public StringBuilder Insert(int index, short value) { return Insert(index, value.ToString()); }
        public StringBuilder Insert(int index, ushort value) { return Insert(index, value.ToString()); }
        public StringBuilder Insert(int index, int value) { return Insert(index, value.ToString()); }
        public StringBuilder Insert(int index, uint value) { return Insert(index, value.ToString()); }
        public StringBuilder Insert(int index, long value) { return Insert(index, value.ToString()); }
        public StringBuilder Insert(int index, ulong value) { return Insert(index, value.ToString()); }
        public StringBuilder Insert(int index, float value) { return Insert(index, value.ToString()); }
        public StringBuilder Insert(int index, double value) { return Insert(index, value.ToString()); }
        public StringBuilder Insert(int index, decimal value) { return Insert(index, value.ToString()); }

        public StringBuilder Remove(int startIndex, int length)
        {
            if (length < 0) throw new ArgumentOutOfRangeException("length", "Length cannot be less than zero.");
            if (startIndex < 0) throw new ArgumentOutOfRangeException("startIndex", "StartIndex cannot be less than zero.");
            if (length > _length - startIndex) throw new ArgumentOutOfRangeException("index", "Index was out of range. Must be non-negative and less than the size of the collection.");
            Array.Copy(_chars, startIndex + length, _chars, startIndex, _length - startIndex - length);
            _length -= length;
            return this;
        }

        public StringBuilder Replace(char oldChar, char newChar) { return Replace(oldChar, newChar, 0, _length); }
        public StringBuilder Replace(char oldChar, char newChar, int startIndex, int count)
        {
            if ((uint)startIndex > (uint)_length) throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than the size of the collection.");
            if (count < 0 || startIndex > _length - count) throw new ArgumentOutOfRangeException("count", "Index was out of range. Must be non-negative and less than the size of the collection.");
            for (int i = startIndex; i < startIndex + count; i++) if (_chars[i] == oldChar) _chars[i] = newChar;
            return this;
        }

        public StringBuilder Replace(string oldValue, string newValue) { return Replace(oldValue, newValue, 0, _length); }
        public StringBuilder Replace(string oldValue, string newValue, int startIndex, int count)
        {
            if (oldValue == null) throw new ArgumentNullException("oldValue");
            if (oldValue.Length == 0) throw new ArgumentException("String cannot be of zero length.", "oldValue");
            if ((uint)startIndex > (uint)_length) throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than the size of the collection.");
            if (count < 0 || startIndex > _length - count) throw new ArgumentOutOfRangeException("count", "Index was out of range. Must be non-negative and less than the size of the collection.");
            string s = ToString();
            string head = s.Substring(0, startIndex), mid = s.Substring(startIndex, count), tail = s.Substring(startIndex + count);
            mid = mid.Replace(oldValue, newValue ?? "");
            _length = 0;
            Append(head).Append(mid).Append(tail);
            return this;
        }

        public void CopyTo(int sourceIndex, char[] destination, int destinationIndex, int count)
        {
            if (destination == null) throw new ArgumentNullException("destination");
            if (count < 0) throw new ArgumentOutOfRangeException("count", "Value must be positive.");
            if ((uint)sourceIndex > (uint)_length || sourceIndex > _length - count) throw new ArgumentOutOfRangeException("sourceIndex", "Index was out of range. Must be non-negative and less than the size of the collection.");
            Array.Copy(_chars, sourceIndex, destination, destinationIndex, count);
        }

        public bool Equals(StringBuilder sb)
        {
            if (sb == null || sb._length != _length) return false;
            for (int i = 0; i < _length; i++) if (_chars[i] != sb._chars[i]) return false;
            return true;
        }
    }
}
