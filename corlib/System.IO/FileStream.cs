using System.Collections.Generic;
using System.Runtime.CompilerServices;
using System.Text;

namespace System.IO
{
    public class FileStream : Stream
    {
        // Returns an fd, or -errno.  mode: FileMode, access: FileAccess.
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern int OpenInternal(string path, int mode, int access);
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern int CloseInternal(int fd);
        // lseek; whence = SeekOrigin.  Returns the new offset or -errno.
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern long SeekInternal(int fd, long offset, int whence);
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern int TruncateInternal(int fd, long length);

        int _fd = -1;
        string _path;
        FileAccess _access;
        byte[] _writeBuffer = new byte[4096];
        int _writePos;

        public FileStream(string path, FileMode mode) : this(path, mode, mode == FileMode.Append ? FileAccess.Write : FileAccess.ReadWrite) { }
        public FileStream(string path, FileMode mode, FileAccess access) : this(path, mode, access, FileShare.Read) { }
        public FileStream(string path, FileMode mode, FileAccess access, FileShare share) : this(path, mode, access, share, 4096) { }
        public FileStream(string path, FileMode mode, FileAccess access, FileShare share, int bufferSize)
        {
            if (path == null) throw new ArgumentNullException("path");
            if (path.Length == 0) throw new ArgumentException("Empty path name is not legal.", "path");
            _path = path;
            _access = access;
            int fd = OpenInternal(path, (int)mode, (int)access);
            if (fd < 0) throw File.ErrorFor(-fd, path);
            _fd = fd;
        }

        public string Name { get { return _path; } }
        public override bool CanRead { get { return _fd >= 0 && (_access & FileAccess.Read) != 0; } }
        public override bool CanWrite { get { return _fd >= 0 && (_access & FileAccess.Write) != 0; } }
        public override bool CanSeek { get { return _fd >= 0; } }

        void EnsureOpen() { if (_fd < 0) throw new ObjectDisposedException(null, "Cannot access a closed file."); }

        public override long Length
        {
            get
            {
                EnsureOpen();
                FlushWrite();
                long cur = SeekInternal(_fd, 0, 1);
                long end = SeekInternal(_fd, 0, 2);
                SeekInternal(_fd, cur, 0);
                return end;
            }
        }

        public override long Position
        {
            get { EnsureOpen(); FlushWrite(); return SeekInternal(_fd, 0, 1); }
            set { Seek(value, SeekOrigin.Begin); }
        }

        void FlushWrite()
        {
            if (_writePos > 0)
            {
                int n = _writePos;
                _writePos = 0;
                WriteCore(_writeBuffer, 0, n);
            }
        }

        unsafe void WriteCore(byte[] buffer, int offset, int count)
        {
            int r;
            fixed (byte* p = buffer) r = UnixFileStream.WriteToFileDescriptor(_fd, p + offset, count);
            // CoreCLR (Interop.GetExceptionForIoErrno): "<strerror> : '<path>'", HResult = errno;
            // a closed pipe (EPIPE) included, since SIGPIPE is ignored.
            if (r < 0) throw new IOException(File.ErrorMessage(-r) + " : '" + _path + "'", -r);
        }

        public override void Flush() { EnsureOpen(); FlushWrite(); }
        public virtual void Flush(bool flushToDisk) { Flush(); }

        public override unsafe int Read(byte[] buffer, int offset, int count)
        {
            CheckArgs(buffer, offset, count);
            EnsureOpen();
            if (!CanRead) throw new NotSupportedException("Stream does not support reading.");
            FlushWrite();
            if (count == 0) return 0;
            int n;
            fixed (byte* p = buffer) n = UnixFileStream.ReadFromFileDescriptor(_fd, p + offset, count);
            if (n < 0) throw new IOException("I/O error occurred.");
            return n;
        }

        public override void Write(byte[] buffer, int offset, int count)
        {
            CheckArgs(buffer, offset, count);
            EnsureOpen();
            if (!CanWrite) throw new NotSupportedException("Stream does not support writing.");
            if (count >= _writeBuffer.Length)
            {
                FlushWrite();
                WriteCore(buffer, offset, count);
                return;
            }
            if (_writePos + count > _writeBuffer.Length) FlushWrite();
            Buffer.BlockCopy(buffer, offset, _writeBuffer, _writePos, count);
            _writePos += count;
        }

        public override long Seek(long offset, SeekOrigin origin)
        {
            EnsureOpen();
            FlushWrite();
            long r = SeekInternal(_fd, offset, (int)origin);
            if (r < 0) throw new IOException("An attempt was made to move the position before the beginning of the stream.");
            return r;
        }

        public override void SetLength(long value)
        {
            EnsureOpen();
            FlushWrite();
            if (TruncateInternal(_fd, value) < 0) throw new IOException("I/O error occurred.");
        }

        protected override void Dispose(bool disposing)
        {
            if (_fd >= 0)
            {
                try { FlushWrite(); }
                finally
                {
                    CloseInternal(_fd);
                    _fd = -1;
                }
            }
        }

        ~FileStream() { Dispose(false); }
    }

    public static class File
    {
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern int StatKind(string path); // 0 missing, 1 file, 2 directory
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern int DeleteInternal(string path); // 0 or errno
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern string ErrorMessage(int errno); // strerror

        internal static Exception ErrorFor(int errno, string path)
        {
            switch (errno)
            {
                case 2: return new FileNotFoundException("Could not find file '" + path + "'.", path);
                case 13: return new UnauthorizedAccessException("Access to the path '" + path + "' is denied.");
                case 17: return new IOException("The file '" + path + "' already exists.");
                case 21: return new UnauthorizedAccessException("Access to the path '" + path + "' is denied.");
            }
            return new IOException("I/O error occurred.");
        }

        internal static int Kind(string path) { return path == null ? 0 : StatKind(path); }

        public static bool Exists(string path) { return path != null && path.Length > 0 && StatKind(path) == 1; }

        public static void Delete(string path)
        {
            if (path == null) throw new ArgumentNullException("path");
            int e = DeleteInternal(path);
            if (e != 0 && e != 2) throw ErrorFor(e, path);
        }

        public static FileStream OpenRead(string path) { return new FileStream(path, FileMode.Open, FileAccess.Read); }
        public static FileStream OpenWrite(string path) { return new FileStream(path, FileMode.OpenOrCreate, FileAccess.Write); }
        public static FileStream Create(string path) { return new FileStream(path, FileMode.Create, FileAccess.ReadWrite); }
        public static FileStream Open(string path, FileMode mode) { return new FileStream(path, mode); }
        public static FileStream Open(string path, FileMode mode, FileAccess access) { return new FileStream(path, mode, access); }
        public static StreamReader OpenText(string path) { return new StreamReader(path); }
        public static StreamWriter CreateText(string path) { return new StreamWriter(path); }
        public static StreamWriter AppendText(string path) { return new StreamWriter(path, true); }

        public static byte[] ReadAllBytes(string path)
        {
            using (FileStream fs = OpenRead(path))
            {
                MemoryStream ms = new MemoryStream();
                fs.CopyTo(ms);
                return ms.ToArray();
            }
        }

        public static void WriteAllBytes(string path, byte[] bytes)
        {
            if (bytes == null) throw new ArgumentNullException("bytes");
            using (FileStream fs = new FileStream(path, FileMode.Create, FileAccess.Write)) fs.Write(bytes, 0, bytes.Length);
        }

        public static string ReadAllText(string path) { using (StreamReader r = new StreamReader(path)) return r.ReadToEnd(); }
        public static string ReadAllText(string path, Encoding encoding) { using (StreamReader r = new StreamReader(path, encoding)) return r.ReadToEnd(); }

        public static void WriteAllText(string path, string contents) { using (StreamWriter w = new StreamWriter(path)) w.Write(contents); }
        public static void WriteAllText(string path, string contents, Encoding encoding) { using (StreamWriter w = new StreamWriter(path, false, encoding)) w.Write(contents); }
        public static void AppendAllText(string path, string contents) { using (StreamWriter w = new StreamWriter(path, true)) w.Write(contents); }

        public static string[] ReadAllLines(string path)
        {
            List<string> lines = new List<string>();
            using (StreamReader r = new StreamReader(path))
            {
                string line;
                while ((line = r.ReadLine()) != null) lines.Add(line);
            }
            return lines.ToArray();
        }

        public static IEnumerable<string> ReadLines(string path) { return ReadAllLines(path); }

        public static void WriteAllLines(string path, string[] contents) { WriteAllLines(path, (IEnumerable<string>)contents); }
        public static void WriteAllLines(string path, IEnumerable<string> contents)
        {
            if (contents == null) throw new ArgumentNullException("contents");
            using (StreamWriter w = new StreamWriter(path)) foreach (string s in contents) w.WriteLine(s);
        }
    }

    public static class Directory
    {
        public static bool Exists(string path) { return File.Kind(path) == 2; }
    }

    public static class Path
    {
        public static readonly char DirectorySeparatorChar = '/';
        public static readonly char AltDirectorySeparatorChar = '/';
        public static readonly char PathSeparator = ':';
        public static readonly char VolumeSeparatorChar = '/';

        public static string Combine(string path1, string path2)
        {
            if (path1 == null) throw new ArgumentNullException("path1");
            if (path2 == null) throw new ArgumentNullException("path2");
            if (path2.Length > 0 && path2[0] == '/') return path2;
            if (path1.Length == 0) return path2;
            if (path1[path1.Length - 1] == '/') return path1 + path2;
            return path1 + "/" + path2;
        }
        public static string Combine(string path1, string path2, string path3) { return Combine(Combine(path1, path2), path3); }
        public static string Combine(params string[] paths)
        {
            string r = "";
            foreach (string p in paths) r = Combine(r, p);
            return r;
        }
        public static string GetFileName(string path)
        {
            if (path == null) return null;
            int i = path.LastIndexOf('/');
            return path.Substring(i + 1);
        }
        public static string GetDirectoryName(string path)
        {
            if (path == null) return null;
            int i = path.LastIndexOf('/');
            if (i < 0) return "";
            if (i == 0) return path.Length > 1 ? "/" : null;
            return path.Substring(0, i);
        }
        public static string GetExtension(string path)
        {
            if (path == null) return null;
            string name = GetFileName(path);
            int i = name.LastIndexOf('.');
            if (i < 0 || i == name.Length - 1) return "";
            return name.Substring(i);
        }
        public static string GetFileNameWithoutExtension(string path)
        {
            if (path == null) return null;
            string name = GetFileName(path);
            int i = name.LastIndexOf('.');
            return i < 0 ? name : name.Substring(0, i);
        }
        public static string ChangeExtension(string path, string extension)
        {
            if (path == null) return null;
            string name = GetFileName(path);
            int i = name.LastIndexOf('.');
            string basePath = i < 0 ? path : path.Substring(0, path.Length - name.Length + i);
            if (extension == null) return basePath;
            if (extension.Length > 0 && extension[0] != '.') extension = "." + extension;
            return basePath + extension;
        }
        public static bool HasExtension(string path) { return GetExtension(path).Length > 0; }
        public static bool IsPathRooted(string path) { return path != null && path.Length > 0 && path[0] == '/'; }
        public static string GetTempPath() { return "/tmp/"; }
        public static string GetFullPath(string path)
        {
            if (path == null) throw new ArgumentNullException("path");
            if (IsPathRooted(path)) return path;
            return Combine(Environment.CurrentDirectory, path);
        }
        public static char[] GetInvalidPathChars() { return new char[] { '\0' }; }
        public static char[] GetInvalidFileNameChars() { return new char[] { '\0', '/' }; }
    }
}
