using System.Runtime.CompilerServices;

namespace System.IO
{
    public enum SeekOrigin { Begin = 0, Current = 1, End = 2 }
    public enum FileMode { CreateNew = 1, Create = 2, Open = 3, OpenOrCreate = 4, Truncate = 5, Append = 6 }
    [Flags] public enum FileAccess { Read = 1, Write = 2, ReadWrite = 3 }
    [Flags] public enum FileShare { None = 0, Read = 1, Write = 2, ReadWrite = 3, Delete = 4, Inheritable = 16 }

    [Serializable]
    public abstract class Stream : MarshalByRefObject, IDisposable
    {
        public static readonly Stream Null = new NullStream();

        protected Stream() { }

        public abstract bool CanRead { get; }
        public abstract bool CanSeek { get; }
        public abstract bool CanWrite { get; }
        public virtual bool CanTimeout { get { return false; } }
        public abstract long Length { get; }
        public abstract long Position { get; set; }
        public virtual int ReadTimeout { get { throw new InvalidOperationException("Timeouts are not supported on this stream."); } set { throw new InvalidOperationException("Timeouts are not supported on this stream."); } }
        public virtual int WriteTimeout { get { throw new InvalidOperationException("Timeouts are not supported on this stream."); } set { throw new InvalidOperationException("Timeouts are not supported on this stream."); } }

        public abstract void Flush();
        public abstract int Read(byte[] buffer, int offset, int count);
        public abstract long Seek(long offset, SeekOrigin origin);
        public abstract void SetLength(long value);
        public abstract void Write(byte[] buffer, int offset, int count);

        public virtual int ReadByte()
        {
            byte[] b = new byte[1];
            if (Read(b, 0, 1) == 0) return -1;
            return b[0];
        }

        public virtual void WriteByte(byte value) { Write(new byte[] { value }, 0, 1); }

        public void CopyTo(Stream destination) { CopyTo(destination, 81920); }
        public virtual void CopyTo(Stream destination, int bufferSize)
        {
            if (destination == null) throw new ArgumentNullException("destination");
            byte[] buffer = new byte[bufferSize];
            int read;
            while ((read = Read(buffer, 0, buffer.Length)) != 0) destination.Write(buffer, 0, read);
        }

        public virtual void Close() { Dispose(true); GC.SuppressFinalize(this); }
        public void Dispose() { Close(); }
        protected virtual void Dispose(bool disposing) { }

        internal static void CheckArgs(byte[] buffer, int offset, int count)
        {
            if (buffer == null) throw new ArgumentNullException("buffer");
            if (offset < 0) throw new ArgumentOutOfRangeException("offset", "Non-negative number required.");
            if (count < 0) throw new ArgumentOutOfRangeException("count", "Non-negative number required.");
            if (buffer.Length - offset < count) throw new ArgumentException("Offset and length were out of bounds for the array or count is greater than the number of elements from index to the end of the source collection.");
        }

        sealed class NullStream : Stream
        {
            public override bool CanRead { get { return true; } }
            public override bool CanSeek { get { return true; } }
            public override bool CanWrite { get { return true; } }
            public override long Length { get { return 0; } }
            public override long Position { get { return 0; } set { } }
            public override void Flush() { }
            public override int Read(byte[] buffer, int offset, int count) { return 0; }
            public override long Seek(long offset, SeekOrigin origin) { return 0; }
            public override void SetLength(long value) { }
            public override void Write(byte[] buffer, int offset, int count) { }
        }
    }

    // Unbuffered stream over a file descriptor (console handles).
    internal sealed class UnixFileStream : Stream
    {
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern unsafe int WriteToFileDescriptor(int fd, byte* data, int length);
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern unsafe int ReadFromFileDescriptor(int fd, byte* data, int length);

        int _fd;
        bool _canRead, _canWrite;

        internal UnixFileStream(int fd, bool canRead, bool canWrite) { _fd = fd; _canRead = canRead; _canWrite = canWrite; }

        public override bool CanRead { get { return _canRead; } }
        public override bool CanSeek { get { return false; } }
        public override bool CanWrite { get { return _canWrite; } }
        public override long Length { get { throw new NotSupportedException("Stream does not support seeking."); } }
        public override long Position { get { throw new NotSupportedException("Stream does not support seeking."); } set { throw new NotSupportedException("Stream does not support seeking."); } }
        public override void Flush() { }
        public override long Seek(long offset, SeekOrigin origin) { throw new NotSupportedException("Stream does not support seeking."); }
        public override void SetLength(long value) { throw new NotSupportedException("Stream does not support seeking."); }

        public override unsafe int Read(byte[] buffer, int offset, int count)
        {
            CheckArgs(buffer, offset, count);
            if (count == 0) return 0;
            int n;
            fixed (byte* p = buffer) n = ReadFromFileDescriptor(_fd, p + offset, count);
            if (n < 0) throw new IOException("I/O error occurred.");
            return n;
        }

        public override unsafe void Write(byte[] buffer, int offset, int count)
        {
            CheckArgs(buffer, offset, count);
            if (count == 0) return;
            int r;
            fixed (byte* p = buffer) r = WriteToFileDescriptor(_fd, p + offset, count);
            // A console stream drops its output when the pipe's reader is gone (EPIPE), as
            // CoreCLR's ConsolePal.Unix.Write does ("pretend we were successful").
            if (r == -32) return;
            if (r < 0) throw new IOException(File.ErrorMessage(-r), -r);
        }
    }

    [Serializable]
    public class MemoryStream : Stream
    {
        byte[] _buffer;
        int _origin;
        int _position;
        int _length;
        int _capacity;
        bool _expandable;
        bool _writable;
        bool _exposable;
        bool _isOpen;

        public MemoryStream() : this(0) { }
        public MemoryStream(int capacity)
        {
            if (capacity < 0) throw new ArgumentOutOfRangeException("capacity", "Capacity must be positive.");
            _buffer = new byte[capacity];
            _capacity = capacity;
            _expandable = true;
            _writable = true;
            _exposable = true;
            _isOpen = true;
        }
        public MemoryStream(byte[] buffer) : this(buffer, true) { }
        public MemoryStream(byte[] buffer, bool writable)
        {
            if (buffer == null) throw new ArgumentNullException("buffer");
            _buffer = buffer;
            _length = _capacity = buffer.Length;
            _writable = writable;
            _isOpen = true;
        }
        public MemoryStream(byte[] buffer, int index, int count) : this(buffer, index, count, true, false) { }
        public MemoryStream(byte[] buffer, int index, int count, bool writable) : this(buffer, index, count, writable, false) { }
        public MemoryStream(byte[] buffer, int index, int count, bool writable, bool publiclyVisible)
        {
            CheckArgs(buffer, index, count);
            _buffer = buffer;
            _origin = _position = index;
            _length = _capacity = index + count;
            _writable = writable;
            _exposable = publiclyVisible;
            _isOpen = true;
        }

        public override bool CanRead { get { return _isOpen; } }
        public override bool CanSeek { get { return _isOpen; } }
        public override bool CanWrite { get { return _writable && _isOpen; } }

        void EnsureOpen() { if (!_isOpen) throw new ObjectDisposedException(null, "Cannot access a closed Stream."); }

        public virtual int Capacity
        {
            get { EnsureOpen(); return _capacity - _origin; }
            set
            {
                if (value < Length) throw new ArgumentOutOfRangeException("value", "capacity was less than the current size.");
                EnsureOpen();
                if (!_expandable && value != Capacity) throw new NotSupportedException("Memory stream is not expandable.");
                if (_expandable && value != _capacity)
                {
                    byte[] n = new byte[value];
                    if (_length > 0) Buffer.BlockCopy(_buffer, 0, n, 0, _length);
                    _buffer = n;
                    _capacity = value;
                }
            }
        }

        public override long Length { get { EnsureOpen(); return _length - _origin; } }

        public override long Position
        {
            get { EnsureOpen(); return _position - _origin; }
            set
            {
                if (value < 0) throw new ArgumentOutOfRangeException("value", "Non-negative number required.");
                EnsureOpen();
                _position = _origin + (int)value;
            }
        }

        public override void Flush() { }

        public virtual byte[] GetBuffer()
        {
            if (!_exposable) throw new UnauthorizedAccessException("MemoryStream's internal buffer cannot be accessed.");
            return _buffer;
        }

        public virtual bool TryGetBuffer(out ArraySegment<byte> buffer)
        {
            if (!_exposable) { buffer = default(ArraySegment<byte>); return false; }
            buffer = new ArraySegment<byte>(_buffer, _origin, _length - _origin);
            return true;
        }

        public override int Read(byte[] buffer, int offset, int count)
        {
            CheckArgs(buffer, offset, count);
            EnsureOpen();
            int n = _length - _position;
            if (n > count) n = count;
            if (n <= 0) return 0;
            Buffer.BlockCopy(_buffer, _position, buffer, offset, n);
            _position += n;
            return n;
        }

        public override int ReadByte()
        {
            EnsureOpen();
            if (_position >= _length) return -1;
            return _buffer[_position++];
        }

        public override long Seek(long offset, SeekOrigin loc)
        {
            EnsureOpen();
            long p;
            switch (loc)
            {
                case SeekOrigin.Begin: p = _origin + offset; break;
                case SeekOrigin.Current: p = _position + offset; break;
                case SeekOrigin.End: p = _length + offset; break;
                default: throw new ArgumentException("Invalid seek origin.");
            }
            if (p < _origin) throw new IOException("An attempt was made to move the position before the beginning of the stream.");
            _position = (int)p;
            return _position - _origin;
        }

        public override void SetLength(long value)
        {
            EnsureOpen();
            if (!_writable) throw new NotSupportedException("Stream does not support writing.");
            int newLength = _origin + (int)value;
            EnsureCapacity(newLength);
            if (newLength > _length) Array.Clear(_buffer, _length, newLength - _length);
            _length = newLength;
            if (_position > newLength) _position = newLength;
        }

        void EnsureCapacity(int value)
        {
            if (value > _capacity)
            {
                int n = Math.Max(value, 256);
                if (n < _capacity * 2) n = _capacity * 2;
                Capacity = n;
            }
        }

        public virtual byte[] ToArray()
        {
            byte[] copy = new byte[_length - _origin];
            Buffer.BlockCopy(_buffer, _origin, copy, 0, _length - _origin);
            return copy;
        }

        public override void Write(byte[] buffer, int offset, int count)
        {
            CheckArgs(buffer, offset, count);
            EnsureOpen();
            if (!_writable) throw new NotSupportedException("Stream does not support writing.");
            int i = _position + count;
            if (i > _length)
            {
                if (i > _capacity) EnsureCapacity(i);
                if (_position > _length) Array.Clear(_buffer, _length, _position - _length);
                _length = i;
            }
            Buffer.BlockCopy(buffer, offset, _buffer, _position, count);
            _position = i;
        }

        public override void WriteByte(byte value)
        {
            EnsureOpen();
            if (!_writable) throw new NotSupportedException("Stream does not support writing.");
            if (_position >= _length)
            {
                int newLength = _position + 1;
                if (newLength > _capacity) EnsureCapacity(newLength);
                _length = newLength;
            }
            _buffer[_position++] = value;
        }

        public virtual void WriteTo(Stream stream)
        {
            if (stream == null) throw new ArgumentNullException("stream");
            stream.Write(_buffer, _origin, _length - _origin);
        }

        protected override void Dispose(bool disposing)
        {
            _isOpen = false;
            _writable = false;
            _expandable = false;
        }
    }
}

namespace System
{
    public abstract class MarshalByRefObject
    {
        protected MarshalByRefObject() { }
    }

    [Serializable]
    public struct ArraySegment<T> : System.Collections.Generic.IList<T>, System.Collections.Generic.IReadOnlyList<T>
    {
        T[] _array;
        int _offset;
        int _count;

        public ArraySegment(T[] array)
        {
            if (array == null) throw new ArgumentNullException("array");
            _array = array; _offset = 0; _count = array.Length;
        }
        public ArraySegment(T[] array, int offset, int count)
        {
            if (array == null) throw new ArgumentNullException("array");
            if (offset < 0 || count < 0 || array.Length - offset < count) throw new ArgumentOutOfRangeException("offset");
            _array = array; _offset = offset; _count = count;
        }

        public T[] Array { get { return _array; } }
        public int Offset { get { return _offset; } }
        public int Count { get { return _count; } }

        public T this[int index]
        {
            get
            {
                if ((uint)index >= (uint)_count) throw new ArgumentOutOfRangeException("index");
                return _array[_offset + index];
            }
            set
            {
                if ((uint)index >= (uint)_count) throw new ArgumentOutOfRangeException("index");
                _array[_offset + index] = value;
            }
        }

        public T[] ToArray()
        {
            T[] r = new T[_count];
            if (_count > 0) System.Array.Copy(_array, _offset, r, 0, _count);
            return r;
        }

        public int IndexOf(T item)
        {
            int i = System.Array.IndexOf(_array, item, _offset, _count);
            return i >= 0 ? i - _offset : -1;
        }
        void System.Collections.Generic.IList<T>.Insert(int index, T item) { throw new NotSupportedException(); }
        void System.Collections.Generic.IList<T>.RemoveAt(int index) { throw new NotSupportedException(); }
        bool System.Collections.Generic.ICollection<T>.IsReadOnly { get { return true; } }
        void System.Collections.Generic.ICollection<T>.Add(T item) { throw new NotSupportedException(); }
        void System.Collections.Generic.ICollection<T>.Clear() { throw new NotSupportedException(); }
        public bool Contains(T item) { return IndexOf(item) >= 0; }
        public void CopyTo(T[] array, int arrayIndex) { System.Array.Copy(_array, _offset, array, arrayIndex, _count); }
        bool System.Collections.Generic.ICollection<T>.Remove(T item) { throw new NotSupportedException(); }
        public System.Collections.Generic.IEnumerator<T> GetEnumerator()
        {
            for (int i = 0; i < _count; i++) yield return _array[_offset + i];
        }
        System.Collections.IEnumerator System.Collections.IEnumerable.GetEnumerator() { return GetEnumerator(); }
    }
}
