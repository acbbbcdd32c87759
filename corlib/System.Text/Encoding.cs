namespace System.Text
{
    [Serializable]
    public abstract class Encoding : ICloneable
    {
        static Encoding s_utf8, s_ascii, s_unicode, s_bigEndianUnicode, s_utf32, s_latin1;

        protected Encoding() { }
        protected Encoding(int codePage) { _codePage = codePage; }
        int _codePage;

        public static Encoding UTF8 { get { return s_utf8 ?? (s_utf8 = new UTF8Encoding(true)); } }
        public static Encoding ASCII { get { return s_ascii ?? (s_ascii = new ASCIIEncoding()); } }
        public static Encoding Unicode { get { return s_unicode ?? (s_unicode = new UnicodeEncoding(false, true)); } }
        public static Encoding BigEndianUnicode { get { return s_bigEndianUnicode ?? (s_bigEndianUnicode = new UnicodeEncoding(true, true)); } }
        public static Encoding UTF32 { get { return s_utf32 ?? (s_utf32 = new UTF32Encoding()); } }
        public static Encoding Latin1 { get { return s_latin1 ?? (s_latin1 = new Latin1Encoding()); } }
        public static Encoding Default { get { return UTF8NoBom; } }
        internal static readonly Encoding UTF8NoBom = new UTF8Encoding(false);

        public static Encoding GetEncoding(int codepage)
        {
            switch (codepage)
            {
                case 0: return Default;
                case 1200: return Unicode;
                case 1201: return BigEndianUnicode;
                case 12000: return UTF32;
                case 20127: return ASCII;
                case 28591: return Latin1;
                case 65001: return UTF8;
            }
            throw new NotSupportedException("No data is available for encoding " + codepage + ".");
        }

        public static Encoding GetEncoding(string name)
        {
            if (name == null) throw new ArgumentNullException("name");
            switch (name.ToLowerInvariant())
            {
                case "utf-8": case "utf8": return UTF8;
                case "ascii": case "us-ascii": return ASCII;
                case "utf-16": case "unicode": case "utf-16le": return Unicode;
                case "utf-16be": case "unicodefffe": return BigEndianUnicode;
                case "utf-32": return UTF32;
                case "iso-8859-1": case "latin1": return Latin1;
            }
            throw new ArgumentException("'" + name + "' is not a supported encoding name.", "name");
        }

        public virtual int CodePage { get { return _codePage; } }
        public virtual string WebName { get { return "utf-8"; } }
        public virtual string EncodingName { get { return WebName; } }
        public virtual string BodyName { get { return WebName; } }
        public virtual string HeaderName { get { return WebName; } }
        public virtual bool IsSingleByte { get { return false; } }
        public virtual object Clone() { return MemberwiseClone(); }

        public virtual byte[] GetPreamble() { return new byte[0]; }

        public abstract int GetByteCount(char[] chars, int index, int count);
        public abstract int GetBytes(char[] chars, int charIndex, int charCount, byte[] bytes, int byteIndex);
        public abstract int GetCharCount(byte[] bytes, int index, int count);
        public abstract int GetChars(byte[] bytes, int byteIndex, int byteCount, char[] chars, int charIndex);
        public abstract int GetMaxByteCount(int charCount);
        public abstract int GetMaxCharCount(int byteCount);

        public virtual int GetByteCount(char[] chars)
        {
            if (chars == null) throw new ArgumentNullException("chars");
            return GetByteCount(chars, 0, chars.Length);
        }
        public virtual int GetByteCount(string s)
        {
            if (s == null) throw new ArgumentNullException("s");
            return GetByteCount(s.ToCharArray(), 0, s.Length);
        }
        public virtual unsafe int GetByteCount(char* chars, int count)
        {
            char[] c = new char[count];
            for (int i = 0; i < count; i++) c[i] = chars[i];
            return GetByteCount(c, 0, count);
        }

        public virtual byte[] GetBytes(char[] chars)
        {
            if (chars == null) throw new ArgumentNullException("chars");
            return GetBytes(chars, 0, chars.Length);
        }
        public virtual byte[] GetBytes(char[] chars, int index, int count)
        {
            byte[] b = new byte[GetByteCount(chars, index, count)];
            GetBytes(chars, index, count, b, 0);
            return b;
        }
        public virtual byte[] GetBytes(string s)
        {
            if (s == null) throw new ArgumentNullException("s");
            char[] c = s.ToCharArray();
            return GetBytes(c, 0, c.Length);
        }
        public virtual int GetBytes(string s, int charIndex, int charCount, byte[] bytes, int byteIndex)
        {
            if (s == null) throw new ArgumentNullException("s");
            return GetBytes(s.ToCharArray(charIndex, charCount), 0, charCount, bytes, byteIndex);
        }
        public byte[] GetBytes(string s, int index, int count)
        {
            if (s == null) throw new ArgumentNullException("s");
            return GetBytes(s.ToCharArray(index, count));
        }
        public virtual unsafe int GetBytes(char* chars, int charCount, byte* bytes, int byteCount)
        {
            char[] c = new char[charCount];
            for (int i = 0; i < charCount; i++) c[i] = chars[i];
            byte[] b = GetBytes(c, 0, charCount);
            if (b.Length > byteCount) throw new ArgumentException("The output byte buffer is too small to contain the encoded data.", "bytes");
            for (int i = 0; i < b.Length; i++) bytes[i] = b[i];
            return b.Length;
        }

        public virtual int GetCharCount(byte[] bytes)
        {
            if (bytes == null) throw new ArgumentNullException("bytes");
            return GetCharCount(bytes, 0, bytes.Length);
        }
        public virtual char[] GetChars(byte[] bytes)
        {
            if (bytes == null) throw new ArgumentNullException("bytes");
            return GetChars(bytes, 0, bytes.Length);
        }
        public virtual char[] GetChars(byte[] bytes, int index, int count)
        {
            char[] c = new char[GetCharCount(bytes, index, count)];
            GetChars(bytes, index, count, c, 0);
            return c;
        }
        public virtual string GetString(byte[] bytes)
        {
            if (bytes == null) throw new ArgumentNullException("bytes");
            return GetString(bytes, 0, bytes.Length);
        }
        public virtual string GetString(byte[] bytes, int index, int count) { return new string(GetChars(bytes, index, count)); }
        public unsafe string GetString(byte* bytes, int byteCount)
        {
            byte[] b = new byte[byteCount];
            for (int i = 0; i < byteCount; i++) b[i] = bytes[i];
            return GetString(b, 0, byteCount);
        }

        public virtual Decoder GetDecoder() { return new DefaultDecoder(this); }
        public virtual Encoder GetEncoder() { return new DefaultEncoder(this); }

        public static byte[] Convert(Encoding srcEncoding, Encoding dstEncoding, byte[] bytes)
        {
            return dstEncoding.GetBytes(srcEncoding.GetChars(bytes));
        }

        public override bool Equals(object value)
        {
            Encoding e = value as Encoding;
            return e != null && e.GetType() == GetType() && e.CodePage == CodePage;
        }
        public override int GetHashCode() { return CodePage; }

        internal static void CheckRange(Array a, int index, int count, string name)
        {
            if (a == null) throw new ArgumentNullException(name);
            if (index < 0 || count < 0) throw new ArgumentOutOfRangeException(index < 0 ? "index" : "count", "Non-negative number required.");
            if (a.Length - index < count) throw new ArgumentOutOfRangeException(name, "Index and count must refer to a location within the buffer.");
        }

        sealed class DefaultDecoder : Decoder
        {
            Encoding _e;
            internal DefaultDecoder(Encoding e) { _e = e; }
            public override int GetCharCount(byte[] bytes, int index, int count) { return _e.GetCharCount(bytes, index, count); }
            public override int GetChars(byte[] bytes, int byteIndex, int byteCount, char[] chars, int charIndex) { return _e.GetChars(bytes, byteIndex, byteCount, chars, charIndex); }
        }

        sealed class DefaultEncoder : Encoder
        {
            Encoding _e;
            internal DefaultEncoder(Encoding e) { _e = e; }
            public override int GetByteCount(char[] chars, int index, int count, bool flush) { return _e.GetByteCount(chars, index, count); }
            public override int GetBytes(char[] chars, int charIndex, int charCount, byte[] bytes, int byteIndex, bool flush) { return _e.GetBytes(chars, charIndex, charCount, bytes, byteIndex); }
        }
    }

    public abstract class Decoder
    {
        protected Decoder() { }
        public abstract int GetCharCount(byte[] bytes, int index, int count);
        public virtual int GetCharCount(byte[] bytes, int index, int count, bool flush) { return GetCharCount(bytes, index, count); }
        public abstract int GetChars(byte[] bytes, int byteIndex, int byteCount, char[] chars, int charIndex);
        public virtual int GetChars(byte[] bytes, int byteIndex, int byteCount, char[] chars, int charIndex, bool flush) { return GetChars(bytes, byteIndex, byteCount, chars, charIndex); }
        public virtual void Reset() { }
    }

    public abstract class Encoder
    {
        protected Encoder() { }
        public abstract int GetByteCount(char[] chars, int index, int count, bool flush);
        public abstract int GetBytes(char[] chars, int charIndex, int charCount, byte[] bytes, int byteIndex, bool flush);
        public virtual void Reset() { }
    }

    [Serializable]
    public class UTF8Encoding : Encoding
    {
        bool _emitBom;
        bool _throwOnInvalid;

        public UTF8Encoding() : this(false) { }
        public UTF8Encoding(bool encoderShouldEmitUTF8Identifier) : base(65001) { _emitBom = encoderShouldEmitUTF8Identifier; }
        public UTF8Encoding(bool encoderShouldEmitUTF8Identifier, bool throwOnInvalidBytes) : this(encoderShouldEmitUTF8Identifier) { _throwOnInvalid = throwOnInvalidBytes; }

        public override string WebName { get { return "utf-8"; } }
        public override string EncodingName { get { return "Unicode (UTF-8)"; } }
        public override byte[] GetPreamble() { return _emitBom ? new byte[] { 0xEF, 0xBB, 0xBF } : new byte[0]; }

        public override int GetMaxByteCount(int charCount) { return (charCount + 1) * 3; }
        public override int GetMaxCharCount(int byteCount) { return byteCount + 1; }

        public override int GetByteCount(char[] chars, int index, int count)
        {
            CheckRange(chars, index, count, "chars");
            int n = 0;
            int end = index + count;
            for (int i = index; i < end; i++)
            {
                char c = chars[i];
                if (c < 0x80) n += 1;
                else if (c < 0x800) n += 2;
                else if (c >= 0xD800 && c <= 0xDBFF && i + 1 < end && chars[i + 1] >= 0xDC00 && chars[i + 1] <= 0xDFFF) { n += 4; i++; }
                else n += 3;
            }
            return n;
        }

        public override int GetByteCount(string s)
        {
            if (s == null) throw new ArgumentNullException("s");
            int n = 0;
            int end = s.Length;
            for (int i = 0; i < end; i++)
            {
                char c = s[i];
                if (c < 0x80) n += 1;
                else if (c < 0x800) n += 2;
                else if (c >= 0xD800 && c <= 0xDBFF && i + 1 < end && s[i + 1] >= 0xDC00 && s[i + 1] <= 0xDFFF) { n += 4; i++; }
                else n += 3;
            }
            return n;
        }

        public override byte[] GetBytes(string s)
        {
            if (s == null) throw new ArgumentNullException("s");
            byte[] b = new byte[GetByteCount(s)];
            EncodeString(s, 0, s.Length, b, 0);
            return b;
        }

        public override int GetBytes(string s, int charIndex, int charCount, byte[] bytes, int byteIndex)
        {
            if (s == null) throw new ArgumentNullException("s");
            if (bytes == null) throw new ArgumentNullException("bytes");
            return EncodeString(s, charIndex, charCount, bytes, byteIndex);
        }

        int EncodeString(string s, int index, int count, byte[] bytes, int byteIndex)
        {
            int p = byteIndex;
            int end = index + count;
            for (int i = index; i < end; i++)
            {
                int c = s[i];
                if (c < 0x80) { bytes[p++] = (byte)c; continue; }
                if (c >= 0xD800 && c <= 0xDBFF && i + 1 < end && s[i + 1] >= 0xDC00 && s[i + 1] <= 0xDFFF)
                {
                    c = ((c - 0xD800) << 10) + (s[i + 1] - 0xDC00) + 0x10000;
                    i++;
                }
                else if (c >= 0xD800 && c <= 0xDFFF) c = 0xFFFD;
                p = EncodeScalar(c, bytes, p);
            }
            return p - byteIndex;
        }

        static int EncodeScalar(int c, byte[] bytes, int p)
        {
            if (c < 0x80) bytes[p++] = (byte)c;
            else if (c < 0x800) { bytes[p++] = (byte)(0xC0 | (c >> 6)); bytes[p++] = (byte)(0x80 | (c & 0x3F)); }
            else if (c < 0x10000)
            {
                bytes[p++] = (byte)(0xE0 | (c >> 12));
                bytes[p++] = (byte)(0x80 | ((c >> 6) & 0x3F));
                bytes[p++] = (byte)(0x80 | (c & 0x3F));
            }
            else
            {
                bytes[p++] = (byte)(0xF0 | (c >> 18));
                bytes[p++] = (byte)(0x80 | ((c >> 12) & 0x3F));
                bytes[p++] = (byte)(0x80 | ((c >> 6) & 0x3F));
                bytes[p++] = (byte)(0x80 | (c & 0x3F));
            }
            return p;
        }

        public override int GetBytes(char[] chars, int charIndex, int charCount, byte[] bytes, int byteIndex)
        {
            CheckRange(chars, charIndex, charCount, "chars");
            if (bytes == null) throw new ArgumentNullException("bytes");
            int p = byteIndex;
            int end = charIndex + charCount;
            for (int i = charIndex; i < end; i++)
            {
                int c = chars[i];
                if (c < 0x80) { bytes[p++] = (byte)c; continue; }
                if (c >= 0xD800 && c <= 0xDBFF && i + 1 < end && chars[i + 1] >= 0xDC00 && chars[i + 1] <= 0xDFFF)
                {
                    c = ((c - 0xD800) << 10) + (chars[i + 1] - 0xDC00) + 0x10000;
                    i++;
                }
                else if (c >= 0xD800 && c <= 0xDFFF) c = 0xFFFD;
                p = EncodeScalar(c, bytes, p);
            }
            return p - byteIndex;
        }

        // Decoding core: returns chars produced; `consumed` = bytes used (an incomplete trailing
        // sequence is left unconsumed when `partialOk`).
        internal static int Decode(byte[] bytes, int index, int count, char[] chars, int charIndex, bool partialOk, out int consumed)
        {
            int p = index, end = index + count, o = charIndex;
            while (p < end)
            {
                int b = bytes[p];
                if (b < 0x80)
                {
                    if (chars != null) chars[o] = (char)b;
                    o++; p++;
                    continue;
                }
                int need, cp, min;
                if ((b & 0xE0) == 0xC0) { need = 1; cp = b & 0x1F; min = 0x80; }
                else if ((b & 0xF0) == 0xE0) { need = 2; cp = b & 0x0F; min = 0x800; }
                else if ((b & 0xF8) == 0xF0 && b <= 0xF4) { need = 3; cp = b & 0x07; min = 0x10000; }
                else { if (chars != null) chars[o] = '\uFFFD'; o++; p++; continue; }
                int k = 1;
                bool bad = false;
                while (k <= need)
                {
                    if (p + k >= end)
                    {
                        if (partialOk) { consumed = p - index; return o - charIndex; }
                        bad = true;
                        break;
                    }
                    int cb = bytes[p + k];
                    if ((cb & 0xC0) != 0x80) { bad = true; break; }
                    cp = (cp << 6) | (cb & 0x3F);
                    k++;
                }
                if (bad || cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
                {
                    if (chars != null) chars[o] = '\uFFFD';
                    o++;
                    p += k;
                    continue;
                }
                if (cp >= 0x10000)
                {
                    cp -= 0x10000;
                    if (chars != null) { chars[o] = (char)(0xD800 + (cp >> 10)); chars[o + 1] = (char)(0xDC00 + (cp & 0x3FF)); }
                    o += 2;
                }
                else
                {
                    if (chars != null) chars[o] = (char)cp;
                    o++;
                }
                p += k;
            }
            consumed = p - index;
            return o - charIndex;
        }

        public override int GetCharCount(byte[] bytes, int index, int count)
        {
            CheckRange(bytes, index, count, "bytes");
            int consumed;
            return Decode(bytes, index, count, null, 0, false, out consumed);
        }

        public override int GetChars(byte[] bytes, int byteIndex, int byteCount, char[] chars, int charIndex)
        {
            CheckRange(bytes, byteIndex, byteCount, "bytes");
            if (chars == null) throw new ArgumentNullException("chars");
            int consumed;
            return Decode(bytes, byteIndex, byteCount, chars, charIndex, false, out consumed);
        }

        public override string GetString(byte[] bytes, int index, int count)
        {
            CheckRange(bytes, index, count, "bytes");
            int consumed;
            int n = Decode(bytes, index, count, null, 0, false, out consumed);
            char[] c = new char[n];
            Decode(bytes, index, count, c, 0, false, out consumed);
            return new string(c);
        }

        public override Decoder GetDecoder() { return new UTF8Decoder(); }

        sealed class UTF8Decoder : Decoder
        {
            byte[] _pending = new byte[4];
            int _pendingCount;

            byte[] Combine(byte[] bytes, int index, int count, out int start)
            {
                if (_pendingCount == 0) { start = index; return bytes; }
                byte[] b = new byte[_pendingCount + count];
                Array.Copy(_pending, b, _pendingCount);
                Array.Copy(bytes, index, b, _pendingCount, count);
                start = 0;
                return b;
            }

            public override int GetCharCount(byte[] bytes, int index, int count)
            {
                int start;
                byte[] b = Combine(bytes, index, count, out start);
                int consumed;
                return Decode(b, start, count + (b == bytes ? 0 : _pendingCount), null, 0, true, out consumed);
            }

            public override int GetChars(byte[] bytes, int byteIndex, int byteCount, char[] chars, int charIndex)
            {
                int start;
                byte[] b = Combine(bytes, byteIndex, byteCount, out start);
                int total = byteCount + (b == bytes ? 0 : _pendingCount);
                int consumed;
                int n = Decode(b, start, total, chars, charIndex, true, out consumed);
                _pendingCount = total - consumed;
                for (int i = 0; i < _pendingCount; i++) _pending[i] = b[start + consumed + i];
                return n;
            }

            public override void Reset() { _pendingCount = 0; }
        }
    }

    [Serializable]
    public class ASCIIEncoding : Encoding
    {
        public ASCIIEncoding() : base(20127) { }
        public override string WebName { get { return "us-ascii"; } }
        public override bool IsSingleByte { get { return true; } }
        public override int GetMaxByteCount(int charCount) { return charCount + 1; }
        public override int GetMaxCharCount(int byteCount) { return byteCount; }
        public override int GetByteCount(char[] chars, int index, int count) { CheckRange(chars, index, count, "chars"); return count; }
        public override int GetByteCount(string s) { if (s == null) throw new ArgumentNullException("s"); return s.Length; }
        public override int GetBytes(char[] chars, int charIndex, int charCount, byte[] bytes, int byteIndex)
        {
            CheckRange(chars, charIndex, charCount, "chars");
            for (int i = 0; i < charCount; i++)
            {
                char c = chars[charIndex + i];
                bytes[byteIndex + i] = c < 0x80 ? (byte)c : (byte)'?';
            }
            return charCount;
        }
        public override byte[] GetBytes(string s)
        {
            if (s == null) throw new ArgumentNullException("s");
            byte[] b = new byte[s.Length];
            for (int i = 0; i < b.Length; i++) { char c = s[i]; b[i] = c < 0x80 ? (byte)c : (byte)'?'; }
            return b;
        }
        public override int GetCharCount(byte[] bytes, int index, int count) { CheckRange(bytes, index, count, "bytes"); return count; }
        public override int GetChars(byte[] bytes, int byteIndex, int byteCount, char[] chars, int charIndex)
        {
            CheckRange(bytes, byteIndex, byteCount, "bytes");
            for (int i = 0; i < byteCount; i++)
            {
                byte b = bytes[byteIndex + i];
                chars[charIndex + i] = b < 0x80 ? (char)b : '\uFFFD';
            }
            return byteCount;
        }
    }

    [Serializable]
    internal sealed class Latin1Encoding : Encoding
    {
        public Latin1Encoding() : base(28591) { }
        public override string WebName { get { return "iso-8859-1"; } }
        public override bool IsSingleByte { get { return true; } }
        public override int GetMaxByteCount(int charCount) { return charCount + 1; }
        public override int GetMaxCharCount(int byteCount) { return byteCount; }
        public override int GetByteCount(char[] chars, int index, int count) { CheckRange(chars, index, count, "chars"); return count; }
        public override int GetBytes(char[] chars, int charIndex, int charCount, byte[] bytes, int byteIndex)
        {
            CheckRange(chars, charIndex, charCount, "chars");
            for (int i = 0; i < charCount; i++)
            {
                char c = chars[charIndex + i];
                bytes[byteIndex + i] = c < 0x100 ? (byte)c : (byte)'?';
            }
            return charCount;
        }
        public override int GetCharCount(byte[] bytes, int index, int count) { CheckRange(bytes, index, count, "bytes"); return count; }
        public override int GetChars(byte[] bytes, int byteIndex, int byteCount, char[] chars, int charIndex)
        {
            CheckRange(bytes, byteIndex, byteCount, "bytes");
            for (int i = 0; i < byteCount; i++) chars[charIndex + i] = (char)bytes[byteIndex + i];
            return byteCount;
        }
    }

    [Serializable]
    public class UnicodeEncoding : Encoding
    {
        bool _bigEndian, _bom;
        public UnicodeEncoding() : this(false, true) { }
        public UnicodeEncoding(bool bigEndian, bool byteOrderMark) : base(bigEndian ? 1201 : 1200) { _bigEndian = bigEndian; _bom = byteOrderMark; }
        public override string WebName { get { return _bigEndian ? "utf-16BE" : "utf-16"; } }
        public override byte[] GetPreamble() { return !_bom ? new byte[0] : _bigEndian ? new byte[] { 0xFE, 0xFF } : new byte[] { 0xFF, 0xFE }; }
        public override int GetMaxByteCount(int charCount) { return (charCount + 1) * 2; }
        public override int GetMaxCharCount(int byteCount) { return byteCount / 2 + 2; }
        public override int GetByteCount(char[] chars, int index, int count) { CheckRange(chars, index, count, "chars"); return count * 2; }
        public override int GetBytes(char[] chars, int charIndex, int charCount, byte[] bytes, int byteIndex)
        {
            CheckRange(chars, charIndex, charCount, "chars");
            for (int i = 0; i < charCount; i++)
            {
                char c = chars[charIndex + i];
                bytes[byteIndex + 2 * i + (_bigEndian ? 1 : 0)] = (byte)c;
                bytes[byteIndex + 2 * i + (_bigEndian ? 0 : 1)] = (byte)(c >> 8);
            }
            return charCount * 2;
        }
        public override int GetCharCount(byte[] bytes, int index, int count) { CheckRange(bytes, index, count, "bytes"); return count / 2; }
        public override int GetChars(byte[] bytes, int byteIndex, int byteCount, char[] chars, int charIndex)
        {
            CheckRange(bytes, byteIndex, byteCount, "bytes");
            int n = byteCount / 2;
            for (int i = 0; i < n; i++)
            {
                int lo = bytes[byteIndex + 2 * i + (_bigEndian ? 1 : 0)], hi = bytes[byteIndex + 2 * i + (_bigEndian ? 0 : 1)];
                chars[charIndex + i] = (char)(lo | (hi << 8));
            }
            return n;
        }
    }

    [Serializable]
    public sealed class UTF32Encoding : Encoding
    {
        public UTF32Encoding() : base(12000) { }
        public override string WebName { get { return "utf-32"; } }
        public override int GetMaxByteCount(int charCount) { return (charCount + 1) * 4; }
        public override int GetMaxCharCount(int byteCount) { return byteCount / 2 + 2; }
        public override int GetByteCount(char[] chars, int index, int count)
        {
            CheckRange(chars, index, count, "chars");
            int n = 0;
            for (int i = index; i < index + count; i++)
            {
                if (char.IsHighSurrogate(chars[i]) && i + 1 < index + count && char.IsLowSurrogate(chars[i + 1])) i++;
                n += 4;
            }
            return n;
        }
        public override int GetBytes(char[] chars, int charIndex, int charCount, byte[] bytes, int byteIndex)
        {
            CheckRange(chars, charIndex, charCount, "chars");
            int p = byteIndex;
            for (int i = charIndex; i < charIndex + charCount; i++)
            {
                int c = chars[i];
                if (char.IsHighSurrogate(chars[i]) && i + 1 < charIndex + charCount && char.IsLowSurrogate(chars[i + 1])) { c = char.ConvertToUtf32(chars[i], chars[i + 1]); i++; }
                bytes[p++] = (byte)c; bytes[p++] = (byte)(c >> 8); bytes[p++] = (byte)(c >> 16); bytes[p++] = (byte)(c >> 24);
            }
            return p - byteIndex;
        }
        public override int GetCharCount(byte[] bytes, int index, int count)
        {
            CheckRange(bytes, index, count, "bytes");
            int n = 0;
            for (int i = index; i + 3 < index + count; i += 4)
            {
                int c = bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24);
                n += c >= 0x10000 ? 2 : 1;
            }
            return n;
        }
        public override int GetChars(byte[] bytes, int byteIndex, int byteCount, char[] chars, int charIndex)
        {
            CheckRange(bytes, byteIndex, byteCount, "bytes");
            int o = charIndex;
            for (int i = byteIndex; i + 3 < byteIndex + byteCount; i += 4)
            {
                int c = bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24);
                if (c >= 0x10000)
                {
                    string s = char.ConvertFromUtf32(c);
                    chars[o++] = s[0];
                    chars[o++] = s[1];
                }
                else chars[o++] = (char)c;
            }
            return o - charIndex;
        }
    }
}
