using System.Text;

namespace System.IO
{
    [Serializable]
    public abstract class TextReader : MarshalByRefObject, IDisposable
    {
        public static readonly TextReader Null = new StringReader("");

        protected TextReader() { }

        public virtual void Close() { Dispose(true); GC.SuppressFinalize(this); }
        public void Dispose() { Dispose(true); GC.SuppressFinalize(this); }
        protected virtual void Dispose(bool disposing) { }

        public virtual int Peek() { return -1; }
        public virtual int Read() { return -1; }

        public virtual int Read(char[] buffer, int index, int count)
        {
            if (buffer == null) throw new ArgumentNullException("buffer", "Buffer cannot be null.");
            if (index < 0 || count < 0) throw new ArgumentOutOfRangeException(index < 0 ? "index" : "count", "Non-negative number required.");
            if (buffer.Length - index < count) throw new ArgumentException("Offset and length were out of bounds for the array or count is greater than the number of elements from index to the end of the source collection.");
            int n = 0;
            do
            {
                int ch = Read();
                if (ch == -1) break;
                buffer[index + n++] = (char)ch;
            } while (n < count);
            return n;
        }

        public virtual int ReadBlock(char[] buffer, int index, int count)
        {
            int i, n = 0;
            do { n += (i = Read(buffer, index + n, count - n)); } while (i > 0 && n < count);
            return n;
        }

        public virtual string ReadToEnd()
        {
            char[] chars = new char[4096];
            int len;
            StringBuilder sb = new StringBuilder(4096);
            while ((len = Read(chars, 0, chars.Length)) != 0) sb.Append(chars, 0, len);
            return sb.ToString();
        }

        public virtual string ReadLine()
        {
            StringBuilder sb = new StringBuilder();
            while (true)
            {
                int ch = Read();
                if (ch == -1) break;
                if (ch == '\r' || ch == '\n')
                {
                    if (ch == '\r' && Peek() == '\n') Read();
                    return sb.ToString();
                }
                sb.Append((char)ch);
            }
            if (sb.Length > 0) return sb.ToString();
            return null;
        }

        public static TextReader Synchronized(TextReader reader)
        {
            if (reader == null) throw new ArgumentNullException("reader");
            return reader;
        }
    }

    public class StringReader : TextReader
    {
        string _s;
        int _pos;

        public StringReader(string s)
        {
            if (s == null) throw new ArgumentNullException("s");
            _s = s;
        }

        protected override void Dispose(bool disposing) { _s = null; }

        void EnsureOpen() { if (_s == null) throw new ObjectDisposedException(null, "Cannot read from a closed TextReader."); }

        public override int Peek() { EnsureOpen(); return _pos == _s.Length ? -1 : _s[_pos]; }
        public override int Read() { EnsureOpen(); return _pos == _s.Length ? -1 : _s[_pos++]; }

        public override int Read(char[] buffer, int index, int count)
        {
            if (buffer == null) throw new ArgumentNullException("buffer", "Buffer cannot be null.");
            EnsureOpen();
            int n = _s.Length - _pos;
            if (n > count) n = count;
            if (n <= 0) return 0;
            _s.CopyTo(_pos, buffer, index, n);
            _pos += n;
            return n;
        }

        public override string ReadToEnd()
        {
            EnsureOpen();
            string r = _pos == 0 ? _s : _s.Substring(_pos);
            _pos = _s.Length;
            return r;
        }

        public override string ReadLine()
        {
            EnsureOpen();
            int i = _pos;
            while (i < _s.Length)
            {
                char ch = _s[i];
                if (ch == '\r' || ch == '\n')
                {
                    string result = _s.Substring(_pos, i - _pos);
                    _pos = i + 1;
                    if (ch == '\r' && _pos < _s.Length && _s[_pos] == '\n') _pos++;
                    return result;
                }
                i++;
            }
            if (i > _pos)
            {
                string result = _s.Substring(_pos, i - _pos);
                _pos = i;
                return result;
            }
            return null;
        }
    }

    public class StreamReader : TextReader
    {
        Stream _stream;
        Encoding _encoding;
        Decoder _decoder;
        byte[] _byteBuffer;
        char[] _charBuffer;
        int _charPos, _charLen;
        bool _detectEncoding;
        bool _checkPreamble = true;
        bool _leaveOpen;

        public StreamReader(Stream stream) : this(stream, Encoding.UTF8, true, 4096, false) { }
        public StreamReader(Stream stream, bool detectEncodingFromByteOrderMarks) : this(stream, Encoding.UTF8, detectEncodingFromByteOrderMarks, 4096, false) { }
        public StreamReader(Stream stream, Encoding encoding) : this(stream, encoding, true, 4096, false) { }
        public StreamReader(Stream stream, Encoding encoding, bool detectEncodingFromByteOrderMarks) : this(stream, encoding, detectEncodingFromByteOrderMarks, 4096, false) { }
        public StreamReader(Stream stream, Encoding encoding, bool detectEncodingFromByteOrderMarks, int bufferSize) : this(stream, encoding, detectEncodingFromByteOrderMarks, bufferSize, false) { }
        public StreamReader(Stream stream, Encoding encoding, bool detectEncodingFromByteOrderMarks, int bufferSize, bool leaveOpen)
        {
            if (stream == null) throw new ArgumentNullException("stream");
            if (!stream.CanRead) throw new ArgumentException("Stream was not readable.");
            _stream = stream;
            _encoding = encoding ?? Encoding.UTF8;
            _decoder = _encoding.GetDecoder();
            if (bufferSize <= 0) bufferSize = 4096;
            _byteBuffer = new byte[bufferSize];
            _charBuffer = new char[_encoding.GetMaxCharCount(bufferSize)];
            _detectEncoding = detectEncodingFromByteOrderMarks;
            _leaveOpen = leaveOpen;
        }
        public StreamReader(string path) : this(new FileStream(path, FileMode.Open, FileAccess.Read), Encoding.UTF8, true, 4096, false) { }
        public StreamReader(string path, Encoding encoding) : this(new FileStream(path, FileMode.Open, FileAccess.Read), encoding, true, 4096, false) { }

        public virtual Encoding CurrentEncoding { get { return _encoding; } }
        public virtual Stream BaseStream { get { return _stream; } }
        public bool EndOfStream
        {
            get
            {
                if (_charPos < _charLen) return false;
                return ReadBuffer() == 0;
            }
        }

        protected override void Dispose(bool disposing)
        {
            if (disposing && _stream != null && !_leaveOpen) _stream.Close();
            _stream = null;
        }

        public void DiscardBufferedData() { _charPos = _charLen = 0; _decoder.Reset(); }

        int ReadBuffer()
        {
            if (_stream == null) throw new ObjectDisposedException(null, "Cannot read from a closed TextReader.");
            _charPos = _charLen = 0;
            while (true)
            {
                int n = _stream.Read(_byteBuffer, 0, _byteBuffer.Length);
                if (n == 0) return 0;
                int start = 0;
                if (_checkPreamble)
                {
                    _checkPreamble = false;
                    if (n >= 3 && _byteBuffer[0] == 0xEF && _byteBuffer[1] == 0xBB && _byteBuffer[2] == 0xBF) start = 3;
                    else if (_detectEncoding && n >= 2 && _byteBuffer[0] == 0xFF && _byteBuffer[1] == 0xFE)
                    {
                        _encoding = Encoding.Unicode; _decoder = _encoding.GetDecoder(); start = 2;
                        _charBuffer = new char[_encoding.GetMaxCharCount(_byteBuffer.Length) + 2];
                    }
                }
                _charLen = _decoder.GetChars(_byteBuffer, start, n - start, _charBuffer, 0);
                if (_charLen > 0) return _charLen;
            }
        }

        public override int Peek()
        {
            if (_charPos == _charLen && ReadBuffer() == 0) return -1;
            return _charBuffer[_charPos];
        }

        public override int Read()
        {
            if (_charPos == _charLen && ReadBuffer() == 0) return -1;
            return _charBuffer[_charPos++];
        }

        public override int Read(char[] buffer, int index, int count)
        {
            if (buffer == null) throw new ArgumentNullException("buffer", "Buffer cannot be null.");
            int total = 0;
            while (count > 0)
            {
                if (_charPos == _charLen && ReadBuffer() == 0) break;
                int n = _charLen - _charPos;
                if (n > count) n = count;
                Array.Copy(_charBuffer, _charPos, buffer, index, n);
                _charPos += n;
                index += n;
                count -= n;
                total += n;
                if (total > 0 && _charPos == _charLen) break;
            }
            return total;
        }

        public override string ReadLine()
        {
            if (_charPos == _charLen && ReadBuffer() == 0) return null;
            StringBuilder sb = null;
            while (true)
            {
                int i = _charPos;
                while (i < _charLen)
                {
                    char ch = _charBuffer[i];
                    if (ch == '\r' || ch == '\n')
                    {
                        string s;
                        if (sb != null)
                        {
                            sb.Append(_charBuffer, _charPos, i - _charPos);
                            s = sb.ToString();
                        }
                        else s = new string(_charBuffer, _charPos, i - _charPos);
                        _charPos = i + 1;
                        if (ch == '\r')
                        {
                            if (_charPos < _charLen || ReadBuffer() > 0)
                            {
                                if (_charBuffer[_charPos] == '\n') _charPos++;
                            }
                        }
                        return s;
                    }
                    i++;
                }
                if (sb == null) sb = new StringBuilder(_charLen - _charPos + 80);
                sb.Append(_charBuffer, _charPos, _charLen - _charPos);
                if (ReadBuffer() == 0) return sb.ToString();
            }
        }

        public override string ReadToEnd()
        {
            StringBuilder sb = new StringBuilder(_charLen - _charPos);
            do
            {
                sb.Append(_charBuffer, _charPos, _charLen - _charPos);
                _charPos = _charLen;
            } while (ReadBuffer() > 0);
            return sb.ToString();
        }
    }
}
