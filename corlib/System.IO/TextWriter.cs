using System.Text;

namespace System.IO
{
    [Serializable]
    public abstract class TextWriter : MarshalByRefObject, IDisposable
    {
        public static readonly TextWriter Null = new NullTextWriter();

        protected char[] CoreNewLine = new char[] { '\n' };
        IFormatProvider _provider;

        protected TextWriter() { }
        protected TextWriter(IFormatProvider formatProvider) { _provider = formatProvider; }

        public virtual IFormatProvider FormatProvider { get { return _provider ?? System.Globalization.CultureInfo.InvariantCulture; } }
        public abstract Encoding Encoding { get; }

        public virtual string NewLine
        {
            get { return new string(CoreNewLine); }
            set { CoreNewLine = (value ?? "\n").ToCharArray(); }
        }

        public virtual void Close() { Dispose(true); GC.SuppressFinalize(this); }
        protected virtual void Dispose(bool disposing) { }
        public void Dispose() { Dispose(true); GC.SuppressFinalize(this); }
        public virtual void Flush() { }

        public static TextWriter Synchronized(TextWriter writer)
        {
            if (writer == null) throw new ArgumentNullException("writer");
            return writer is SyncTextWriter ? writer : new SyncTextWriter(writer);
        }

        public abstract void Write(char value);

        public virtual void Write(char[] buffer)
        {
            if (buffer != null) Write(buffer, 0, buffer.Length);
        }

        public virtual void Write(char[] buffer, int index, int count)
        {
            if (buffer == null) throw new ArgumentNullException("buffer", "Buffer cannot be null.");
            if (index < 0) throw new ArgumentOutOfRangeException("index", "Non-negative number required.");
            if (count < 0) throw new ArgumentOutOfRangeException("count", "Non-negative number required.");
            if (buffer.Length - index < count) throw new ArgumentException("Offset and length were out of bounds for the array or count is greater than the number of elements from index to the end of the source collection.");
            for (int i = 0; i < count; i++) Write(buffer[index + i]);
        }

        public virtual void Write(string value)
        {
            if (value != null) Write(value.ToCharArray());
        }

        public virtual void Write(bool value) { Write(value ? "True" : "False"); }
        public virtual void Write(int value) { Write(value.ToString(FormatProvider)); }
        public virtual void Write(uint value) { Write(value.ToString(FormatProvider)); }
        public virtual void Write(long value) { Write(value.ToString(FormatProvider)); }
        public virtual void Write(ulong value) { Write(value.ToString(FormatProvider)); }
        public virtual void Write(float value) { Write(value.ToString(FormatProvider)); }
        public virtual void Write(double value) { Write(value.ToString(FormatProvider)); }
        public virtual void Write(decimal value) { Write(value.ToString(FormatProvider)); }
        public virtual void Write(object value)
        {
            if (value != null)
            {
                IFormattable f = value as IFormattable;
                if (f != null) Write(f.ToString(null, FormatProvider));
                else Write(value.ToString());
            }
        }
        public virtual void Write(StringBuilder value) { if (value != null) Write(value.ToString()); }
        public virtual void Write(string format, object arg0) { Write(string.Format(FormatProvider, format, arg0)); }
        public virtual void Write(string format, object arg0, object arg1) { Write(string.Format(FormatProvider, format, arg0, arg1)); }
        public virtual void Write(string format, object arg0, object arg1, object arg2) { Write(string.Format(FormatProvider, format, arg0, arg1, arg2)); }
        public virtual void Write(string format, params object[] arg) { Write(string.Format(FormatProvider, format, arg)); }

        public virtual void WriteLine() { Write(CoreNewLine); }
        public virtual void WriteLine(char value) { Write(value); WriteLine(); }
        public virtual void WriteLine(char[] buffer) { Write(buffer); WriteLine(); }
        public virtual void WriteLine(char[] buffer, int index, int count) { Write(buffer, index, count); WriteLine(); }
        public virtual void WriteLine(bool value) { WriteLine(value ? "True" : "False"); }
        public virtual void WriteLine(int value) { WriteLine(value.ToString(FormatProvider)); }
        public virtual void WriteLine(uint value) { WriteLine(value.ToString(FormatProvider)); }
        public virtual void WriteLine(long value) { WriteLine(value.ToString(FormatProvider)); }
        public virtual void WriteLine(ulong value) { WriteLine(value.ToString(FormatProvider)); }
        public virtual void WriteLine(float value) { WriteLine(value.ToString(FormatProvider)); }
        public virtual void WriteLine(double value) { WriteLine(value.ToString(FormatProvider)); }
        public virtual void WriteLine(decimal value) { WriteLine(value.ToString(FormatProvider)); }
        public virtual void WriteLine(string value)
        {
            Write((value ?? "") + new string(CoreNewLine));
        }
        public virtual void WriteLine(StringBuilder value) { WriteLine(value == null ? null : value.ToString()); }
        public virtual void WriteLine(object value)
        {
            if (value == null) WriteLine();
            else
            {
                IFormattable f = value as IFormattable;
                if (f != null) WriteLine(f.ToString(null, FormatProvider));
                else WriteLine(value.ToString());
            }
        }
        public virtual void WriteLine(string format, object arg0) { WriteLine(string.Format(FormatProvider, format, arg0)); }
        public virtual void WriteLine(string format, object arg0, object arg1) { WriteLine(string.Format(FormatProvider, format, arg0, arg1)); }
        public virtual void WriteLine(string format, object arg0, object arg1, object arg2) { WriteLine(string.Format(FormatProvider, format, arg0, arg1, arg2)); }
        public virtual void WriteLine(string format, params object[] arg) { WriteLine(string.Format(FormatProvider, format, arg)); }

        // TextWriter.Synchronized: every member under the writer's lock, as .NET's SyncTextWriter
        // (Console.Out and Console.Error are synchronized, so lines from threads never interleave).
        sealed class SyncTextWriter : TextWriter
        {
            readonly TextWriter _inner;
            internal SyncTextWriter(TextWriter inner) : base(inner.FormatProvider) { _inner = inner; CoreNewLine = inner.NewLine.ToCharArray(); }
            public override Encoding Encoding { get { return _inner.Encoding; } }
            public override IFormatProvider FormatProvider { get { return _inner.FormatProvider; } }
            public override string NewLine { get { lock (this) { return _inner.NewLine; } } set { lock (this) { _inner.NewLine = value; } } }
            protected override void Dispose(bool disposing) { if (disposing) { lock (this) { ((IDisposable)_inner).Dispose(); } } }
            public override void Close() { lock (this) { _inner.Close(); } }
            public override void Flush() { lock (this) { _inner.Flush(); } }
            public override void Write(char[] buffer) { lock (this) { _inner.Write(buffer); } }
            public override void Write(char[] buffer, int index, int count) { lock (this) { _inner.Write(buffer, index, count); } }
            public override void Write(string value) { lock (this) { _inner.Write(value); } }
            public override void Write(bool value) { lock (this) { _inner.Write(value); } }
            public override void Write(int value) { lock (this) { _inner.Write(value); } }
            public override void Write(uint value) { lock (this) { _inner.Write(value); } }
            public override void Write(long value) { lock (this) { _inner.Write(value); } }
            public override void Write(ulong value) { lock (this) { _inner.Write(value); } }
            public override void Write(float value) { lock (this) { _inner.Write(value); } }
            public override void Write(double value) { lock (this) { _inner.Write(value); } }
            public override void Write(decimal value) { lock (this) { _inner.Write(value); } }
            public override void Write(object value) { lock (this) { _inner.Write(value); } }
            public override void Write(StringBuilder value) { lock (this) { _inner.Write(value); } }
            public override void Write(string format, object arg0) { lock (this) { _inner.Write(format, arg0); } }
            public override void Write(string format, object arg0, object arg1) { lock (this) { _inner.Write(format, arg0, arg1); } }
            public override void Write(string format, object arg0, object arg1, object arg2) { lock (this) { _inner.Write(format, arg0, arg1, arg2); } }
            public override void Write(string format, params object[] arg) { lock (this) { _inner.Write(format, arg); } }
            public override void WriteLine() { lock (this) { _inner.WriteLine(); } }
            public override void WriteLine(char value) { lock (this) { _inner.WriteLine(value); } }
            public override void WriteLine(char[] buffer) { lock (this) { _inner.WriteLine(buffer); } }
            public override void WriteLine(char[] buffer, int index, int count) { lock (this) { _inner.WriteLine(buffer, index, count); } }
            public override void WriteLine(bool value) { lock (this) { _inner.WriteLine(value); } }
            public override void WriteLine(int value) { lock (this) { _inner.WriteLine(value); } }
            public override void WriteLine(uint value) { lock (this) { _inner.WriteLine(value); } }
            public override void WriteLine(long value) { lock (this) { _inner.WriteLine(value); } }
            public override void WriteLine(ulong value) { lock (this) { _inner.WriteLine(value); } }
            public override void WriteLine(float value) { lock (this) { _inner.WriteLine(value); } }
            public override void WriteLine(double value) { lock (this) { _inner.WriteLine(value); } }
            public override void WriteLine(decimal value) { lock (this) { _inner.WriteLine(value); } }
            public override void WriteLine(string value) { lock (this) { _inner.WriteLine(value); } }
            public override void WriteLine(StringBuilder value) { lock (this) { _inner.WriteLine(value); } }
            public override void WriteLine(object value) { lock (this) { _inner.WriteLine(value); } }
            public override void WriteLine(string format, object arg0) { lock (this) { _inner.WriteLine(format, arg0); } }
            public override void WriteLine(string format, object arg0, object arg1) { lock (this) { _inner.WriteLine(format, arg0, arg1); } }
            public override void WriteLine(string format, object arg0, object arg1, object arg2) { lock (this) { _inner.WriteLine(format, arg0, arg1, arg2); } }
            public override void WriteLine(string format, params object[] arg) { lock (this) { _inner.WriteLine(format, arg); } }
            public override void Write(char value) { lock (this) { _inner.Write(value); } }
        }

        sealed class NullTextWriter : TextWriter
        {
            public override Encoding Encoding { get { return Encoding.Default; } }
            public override void Write(char value) { }
            public override void Write(char[] buffer, int index, int count) { }
            public override void Write(string value) { }
            public override void WriteLine() { }
            public override void WriteLine(string value) { }
        }
    }

    public class StreamWriter : TextWriter
    {
        Stream _stream;
        Encoding _encoding;
        Encoder _encoder;
        char[] _charBuffer;
        int _charPos;
        byte[] _byteBuffer;
        bool _autoFlush;
        bool _leaveOpen;
        bool _preambleWritten;

        public StreamWriter(Stream stream) : this(stream, Encoding.UTF8NoBom, 1024, false) { }
        public StreamWriter(Stream stream, Encoding encoding) : this(stream, encoding, 1024, false) { }
        public StreamWriter(Stream stream, Encoding encoding, int bufferSize) : this(stream, encoding, bufferSize, false) { }
        public StreamWriter(Stream stream, Encoding encoding, int bufferSize, bool leaveOpen)
        {
            if (stream == null) throw new ArgumentNullException("stream");
            if (encoding == null) encoding = Encoding.UTF8NoBom;
            if (!stream.CanWrite) throw new ArgumentException("Stream was not writable.");
            if (bufferSize <= 0) bufferSize = 1024;
            _stream = stream;
            _encoding = encoding;
            _encoder = encoding.GetEncoder();
            _charBuffer = new char[bufferSize];
            _byteBuffer = new byte[encoding.GetMaxByteCount(bufferSize)];
            _leaveOpen = leaveOpen;
            if (stream.CanSeek && stream.Position > 0) _preambleWritten = true;
        }
        public StreamWriter(string path) : this(path, false) { }
        public StreamWriter(string path, bool append) : this(new FileStream(path, append ? FileMode.Append : FileMode.Create, FileAccess.Write), Encoding.UTF8NoBom, 4096, false) { }
        public StreamWriter(string path, bool append, Encoding encoding) : this(new FileStream(path, append ? FileMode.Append : FileMode.Create, FileAccess.Write), encoding, 4096, false) { }

        public virtual bool AutoFlush
        {
            get { return _autoFlush; }
            set { _autoFlush = value; if (value) Flush(true); }
        }

        public virtual Stream BaseStream { get { return _stream; } }
        public override Encoding Encoding { get { return _encoding; } }

        void EnsureOpen() { if (_stream == null) throw new ObjectDisposedException(null, "Cannot write to a closed TextWriter."); }

        void Flush(bool flushStream)
        {
            EnsureOpen();
            if (!_preambleWritten)
            {
                _preambleWritten = true;
                byte[] pre = _encoding.GetPreamble();
                if (pre.Length > 0) _stream.Write(pre, 0, pre.Length);
            }
            if (_charPos > 0)
            {
                int n = _encoder.GetBytes(_charBuffer, 0, _charPos, _byteBuffer, 0, false);
                _charPos = 0;
                if (n > 0) _stream.Write(_byteBuffer, 0, n);
            }
            if (flushStream) _stream.Flush();
        }

        public override void Flush() { Flush(true); }

        public override void Write(char value)
        {
            if (_charPos == _charBuffer.Length) Flush(false);
            _charBuffer[_charPos++] = value;
            if (_autoFlush) Flush(true);
        }

        public override void Write(char[] buffer, int index, int count)
        {
            if (buffer == null) throw new ArgumentNullException("buffer", "Buffer cannot be null.");
            if (index < 0) throw new ArgumentOutOfRangeException("index", "Non-negative number required.");
            if (count < 0) throw new ArgumentOutOfRangeException("count", "Non-negative number required.");
            if (buffer.Length - index < count) throw new ArgumentException("Offset and length were out of bounds for the array or count is greater than the number of elements from index to the end of the source collection.");
            while (count > 0)
            {
                if (_charPos == _charBuffer.Length) Flush(false);
                int n = _charBuffer.Length - _charPos;
                if (n > count) n = count;
                Array.Copy(buffer, index, _charBuffer, _charPos, n);
                _charPos += n;
                index += n;
                count -= n;
            }
            if (_autoFlush) Flush(true);
        }

        public override void Write(char[] buffer)
        {
            if (buffer != null) Write(buffer, 0, buffer.Length);
        }

        public override void Write(string value)
        {
            if (value == null) return;
            AppendString(value);
            if (_autoFlush) Flush(true);
        }

        void AppendString(string value)
        {
            int count = value.Length;
            int index = 0;
            while (count > 0)
            {
                if (_charPos == _charBuffer.Length) Flush(false);
                int n = _charBuffer.Length - _charPos;
                if (n > count) n = count;
                value.CopyTo(index, _charBuffer, _charPos, n);
                _charPos += n;
                index += n;
                count -= n;
            }
        }

        public override void WriteLine(string value)
        {
            if (value != null) AppendString(value);
            for (int i = 0; i < CoreNewLine.Length; i++)
            {
                if (_charPos == _charBuffer.Length) Flush(false);
                _charBuffer[_charPos++] = CoreNewLine[i];
            }
            if (_autoFlush) Flush(true);
        }

        public override void WriteLine() { WriteLine((string)null); }

        protected override void Dispose(bool disposing)
        {
            try
            {
                if (_stream != null && disposing) Flush(true);
            }
            finally
            {
                if (_stream != null && !_leaveOpen && disposing) _stream.Close();
                _stream = null;
            }
        }
    }

    public class StringWriter : TextWriter
    {
        StringBuilder _sb;
        bool _isOpen;

        public StringWriter() : this(new StringBuilder()) { }
        public StringWriter(IFormatProvider formatProvider) : this(new StringBuilder(), formatProvider) { }
        public StringWriter(StringBuilder sb) : this(sb, null) { }
        public StringWriter(StringBuilder sb, IFormatProvider formatProvider) : base(formatProvider)
        {
            if (sb == null) throw new ArgumentNullException("sb", "Buffer cannot be null.");
            _sb = sb;
            _isOpen = true;
        }

        public override Encoding Encoding { get { return new UnicodeEncoding(false, false); } }
        public virtual StringBuilder GetStringBuilder() { return _sb; }
        protected override void Dispose(bool disposing) { _isOpen = false; }

        public override void Write(char value) { _sb.Append(value); }
        public override void Write(char[] buffer, int index, int count) { _sb.Append(buffer, index, count); }
        public override void Write(string value) { if (value != null) _sb.Append(value); }
        public override void WriteLine(string value) { _sb.Append(value); _sb.Append(CoreNewLine); }
        public override string ToString() { return _sb.ToString(); }
    }
}
