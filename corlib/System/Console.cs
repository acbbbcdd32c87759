using System.IO;
using System.Text;

namespace System
{
    public static class Console
    {
        static TextWriter s_out, s_error;
        static TextReader s_in;
        static Encoding s_outputEncoding;

        static TextWriter CreateWriter(int fd)
        {
            StreamWriter w = new StreamWriter(new UnixFileStream(fd, false, true), Encoding.UTF8NoBom, 256, true);
            w.AutoFlush = true;
            return TextWriter.Synchronized(w);
        }

        public static TextWriter Out
        {
            get
            {
                TextWriter w = s_out;
                if (w == null)
                {
                    System.Threading.Interlocked.CompareExchange(ref s_out, CreateWriter(1), null);
                    w = s_out;
                }
                return w;
            }
        }

        public static TextWriter Error
        {
            get
            {
                TextWriter w = s_error;
                if (w == null)
                {
                    System.Threading.Interlocked.CompareExchange(ref s_error, CreateWriter(2), null);
                    w = s_error;
                }
                return w;
            }
        }

        public static TextReader In
        {
            get
            {
                TextReader r = s_in;
                if (r == null) { r = new StreamReader(new UnixFileStream(0, true, false), Encoding.UTF8NoBom, false, 4096, true); s_in = r; }
                return r;
            }
        }

        // Called by Environment.Exit and by the runtime before it terminates.
        internal static void FlushAll()
        {
            try
            {
                if (s_out != null) s_out.Flush();
                if (s_error != null) s_error.Flush();
            }
            catch (Exception) { }
        }

        public static Encoding OutputEncoding
        {
            get { return s_outputEncoding ?? Encoding.UTF8NoBom; }
            set
            {
                if (value == null) throw new ArgumentNullException("value");
                s_outputEncoding = value;
            }
        }
        public static Encoding InputEncoding { get { return Encoding.UTF8NoBom; } set { } }

        public static bool IsOutputRedirected { get { return true; } }
        public static bool IsErrorRedirected { get { return true; } }
        public static bool IsInputRedirected { get { return true; } }
        public static ConsoleColor ForegroundColor { get { return ConsoleColor.Gray; } set { } }
        public static ConsoleColor BackgroundColor { get { return ConsoleColor.Black; } set { } }
        public static void ResetColor() { }
        public static bool KeyAvailable { get { return false; } }
        public static int WindowWidth { get { return 80; } set { } }
        public static int WindowHeight { get { return 25; } set { } }
        public static int BufferWidth { get { return 80; } set { } }
        public static int BufferHeight { get { return 25; } set { } }
        public static int CursorLeft { get { return 0; } set { } }
        public static int CursorTop { get { return 0; } set { } }
        public static bool CursorVisible { get { return true; } set { } }
        public static string Title { get { return ""; } set { } }
        public static void Clear() { }
        public static void SetCursorPosition(int left, int top) { }
        public static void Beep() { }

        public static Stream OpenStandardOutput() { return new UnixFileStream(1, false, true); }
        public static Stream OpenStandardOutput(int bufferSize) { return new UnixFileStream(1, false, true); }
        public static Stream OpenStandardError() { return new UnixFileStream(2, false, true); }
        public static Stream OpenStandardError(int bufferSize) { return new UnixFileStream(2, false, true); }
        public static Stream OpenStandardInput() { return new UnixFileStream(0, true, false); }
        public static Stream OpenStandardInput(int bufferSize) { return new UnixFileStream(0, true, false); }

        public static void SetOut(TextWriter newOut)
        {
            if (newOut == null) throw new ArgumentNullException("newOut");
            FlushAll();
            s_out = TextWriter.Synchronized(newOut);
        }

        public static void SetError(TextWriter newError)
        {
            if (newError == null) throw new ArgumentNullException("newError");
            FlushAll();
            s_error = TextWriter.Synchronized(newError);
        }

        public static void SetIn(TextReader newIn)
        {
            if (newIn == null) throw new ArgumentNullException("newIn");
            s_in = newIn;
        }

        public static int Read() { return In.Read(); }
        public static string ReadLine() { return In.ReadLine(); }
        public static ConsoleKeyInfo ReadKey() { return ReadKey(false); }
        public static ConsoleKeyInfo ReadKey(bool intercept)
        {
            int c = In.Read();
            if (c < 0) throw new InvalidOperationException("Cannot read keys when either application does not have a console or when console input has been redirected. Try Console.Read.");
            return new ConsoleKeyInfo((char)c, (ConsoleKey)0, false, false, false);
        }

        public static void WriteLine() { Out.WriteLine(); }
        public static void WriteLine(bool value) { Out.WriteLine(value); }
        public static void WriteLine(char value) { Out.WriteLine(value); }
        public static void WriteLine(char[] buffer) { Out.WriteLine(buffer); }
        public static void WriteLine(char[] buffer, int index, int count) { Out.WriteLine(buffer, index, count); }
        public static void WriteLine(decimal value) { Out.WriteLine(value); }
        public static void WriteLine(double value) { Out.WriteLine(value); }
        public static void WriteLine(float value) { Out.WriteLine(value); }
        public static void WriteLine(int value) { Out.WriteLine(value); }
        public static void WriteLine(uint value) { Out.WriteLine(value); }
        public static void WriteLine(long value) { Out.WriteLine(value); }
        public static void WriteLine(ulong value) { Out.WriteLine(value); }
        public static void WriteLine(object value) { Out.WriteLine(value); }
        public static void WriteLine(string value) { Out.WriteLine(value); }
        public static void WriteLine(string format, object arg0) { Out.WriteLine(format, arg0); }
        public static void WriteLine(string format, object arg0, object arg1) { Out.WriteLine(format, arg0, arg1); }
        public static void WriteLine(string format, object arg0, object arg1, object arg2) { Out.WriteLine(format, arg0, arg1, arg2); }
        public static void WriteLine(string format, object arg0, object arg1, object arg2, object arg3) { Out.WriteLine(format, new object[] { arg0, arg1, arg2, arg3 }); }
        public static void WriteLine(string format, params object[] arg)
        {
            if (arg == null) Out.WriteLine(format, null, null);
            else Out.WriteLine(format, arg);
        }

        public static void Write(bool value) { Out.Write(value); }
        public static void Write(char value) { Out.Write(value); }
        public static void Write(char[] buffer) { Out.Write(buffer); }
        public static void Write(char[] buffer, int index, int count) { Out.Write(buffer, index, count); }
        public static void Write(decimal value) { Out.Write(value); }
        public static void Write(double value) { Out.Write(value); }
        public static void Write(float value) { Out.Write(value); }
        public static void Write(int value) { Out.Write(value); }
        public static void Write(uint value) { Out.Write(value); }
        public static void Write(long value) { Out.Write(value); }
        public static void Write(ulong value) { Out.Write(value); }
        public static void Write(object value) { Out.Write(value); }
        public static void Write(string value) { Out.Write(value); }
        public static void Write(string format, object arg0) { Out.Write(format, arg0); }
        public static void Write(string format, object arg0, object arg1) { Out.Write(format, arg0, arg1); }
        public static void Write(string format, object arg0, object arg1, object arg2) { Out.Write(format, arg0, arg1, arg2); }
        public static void Write(string format, object arg0, object arg1, object arg2, object arg3) { Out.Write(format, new object[] { arg0, arg1, arg2, arg3 }); }
        public static void Write(string format, params object[] arg)
        {
            if (arg == null) Out.Write(format, null, null);
            else Out.Write(format, arg);
        }
    }

    public enum ConsoleKey { None = 0, Backspace = 8, Tab = 9, Enter = 13, Escape = 27, Spacebar = 32 }

    public struct ConsoleKeyInfo
    {
        char _keyChar;
        ConsoleKey _key;
        public ConsoleKeyInfo(char keyChar, ConsoleKey key, bool shift, bool alt, bool control) { _keyChar = keyChar; _key = key; }
        public char KeyChar { get { return _keyChar; } }
        public ConsoleKey Key { get { return _key; } }
    }
}
