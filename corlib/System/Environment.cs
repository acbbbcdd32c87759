using System.Collections;
using System.Runtime.CompilerServices;

namespace System
{
    public static class Environment
    {
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern void ExitInternal(int exitCode);
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern int GetTickCount();
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern long GetTickCount64();
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern int GetProcessorCount();
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern string[] GetCommandLineArgsInternal();
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern string GetEnvironmentVariableInternal(string variable);
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern int GetCurrentManagedThreadId();
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern string GetStackTraceInternal();
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern void FailFastInternal(string message);
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern int GetProcessId();

        static int s_exitCode;

        public static string NewLine { get { return "\n"; } }

        public static int ExitCode { get { return s_exitCode; } set { s_exitCode = value; } }

        public static void Exit(int exitCode)
        {
            Console.FlushAll();
            ExitInternal(exitCode);
        }

        public static void FailFast(string message)
        {
            Console.FlushAll();
            FailFastInternal(message);
        }
        public static void FailFast(string message, Exception exception)
        {
            Console.FlushAll();
            FailFastInternal(exception == null ? message : message + Environment.NewLine + exception.ToString());
        }

        public static int TickCount { get { return GetTickCount(); } }
        public static long TickCount64 { get { return GetTickCount64(); } }
        public static int ProcessorCount { get { return GetProcessorCount(); } }
        public static int CurrentManagedThreadId { get { return GetCurrentManagedThreadId(); } }
        public static int ProcessId { get { return GetProcessId(); } }
        public static bool Is64BitProcess { get { return true; } }
        public static bool Is64BitOperatingSystem { get { return true; } }
        public static bool HasShutdownStarted { get { return false; } }
        public static string MachineName { get { return GetEnvironmentVariable("HOSTNAME") ?? "localhost"; } }
        public static string UserName { get { return GetEnvironmentVariable("USER") ?? "root"; } }
        public static int SystemPageSize { get { return 4096; } }
        public static string StackTrace { get { return GetStackTraceInternal() ?? ""; } }
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern string GetUnixRelease();
        static OperatingSystem s_osVersion;
        // CoreCLR (Environment.OSVersion.Unix.cs): up to four numbers from uname's release, each
        // after skipping what is not a digit ("6.18.44-fc-v669" is 6.18.44.669).
        public static OperatingSystem OSVersion
        {
            get
            {
                if (s_osVersion == null)
                {
                    string release = GetUnixRelease();
                    int index = 0;
                    int major = NextReleaseNumber(release, ref index), minor = NextReleaseNumber(release, ref index);
                    int build = NextReleaseNumber(release, ref index), revision = NextReleaseNumber(release, ref index);
                    s_osVersion = new OperatingSystem(PlatformID.Unix, new Version(major, minor, build, revision));
                }
                return s_osVersion;
            }
        }
        static int NextReleaseNumber(string s, ref int index)
        {
            while (index < s.Length && (s[index] < '0' || s[index] > '9')) index++;
            int n = 0;
            while (index < s.Length && s[index] >= '0' && s[index] <= '9')
            {
                int d = s[index++] - '0';
                n = n > (int.MaxValue - d) / 10 ? int.MaxValue : n * 10 + d;
            }
            return n;
        }
        public static Version Version { get { return new Version(8, 0, 0, 0); } }
        public static string CurrentDirectory { get { return GetEnvironmentVariable("PWD") ?? "/"; } set { } }

        public static string[] GetCommandLineArgs() { return GetCommandLineArgsInternal(); }
        public static string CommandLine { get { return string.Join(" ", GetCommandLineArgsInternal()); } }

        public static string GetEnvironmentVariable(string variable)
        {
            if (variable == null) throw new ArgumentNullException("variable");
            return GetEnvironmentVariableInternal(variable);
        }
        public static string GetEnvironmentVariable(string variable, EnvironmentVariableTarget target) { return GetEnvironmentVariable(variable); }
        public static IDictionary GetEnvironmentVariables() { return new Hashtable(); }
        public static void SetEnvironmentVariable(string variable, string value) { }
        public static string ExpandEnvironmentVariables(string name) { return name; }
    }

    public enum PlatformID { Win32S = 0, Win32Windows = 1, Win32NT = 2, WinCE = 3, Unix = 4, Xbox = 5, MacOSX = 6, Other = 7 }

    public sealed class OperatingSystem
    {
        PlatformID _platform;
        Version _version;
        public OperatingSystem(PlatformID platform, Version version) { _platform = platform; _version = version; }
        public PlatformID Platform { get { return _platform; } }
        public Version Version { get { return _version; } }
        public string VersionString { get { return "Unix " + _version.ToString(); } }
        public override string ToString() { return VersionString; }
        public static bool IsLinux() { return true; }
        public static bool IsWindows() { return false; }
        public static bool IsMacOS() { return false; }
    }

    public sealed class Version : IComparable, IComparable<Version>, IEquatable<Version>, ICloneable
    {
        int _major, _minor, _build = -1, _revision = -1;
        public Version(int major, int minor) { _major = major; _minor = minor; }
        public Version(int major, int minor, int build) : this(major, minor) { _build = build; }
        public Version(int major, int minor, int build, int revision) : this(major, minor, build) { _revision = revision; }
        public Version(string version)
        {
            string[] p = version.Split('.');
            _major = int.Parse(p[0]);
            _minor = p.Length > 1 ? int.Parse(p[1]) : 0;
            if (p.Length > 2) _build = int.Parse(p[2]);
            if (p.Length > 3) _revision = int.Parse(p[3]);
        }
        public Version() { }
        public int Major { get { return _major; } }
        public int Minor { get { return _minor; } }
        public int Build { get { return _build; } }
        public int Revision { get { return _revision; } }
        public object Clone() { return MemberwiseClone(); }
        public int CompareTo(object version)
        {
            if (version == null) return 1;
            Version v = version as Version;
            if (v == null) throw new ArgumentException("Object must be of type Version.");
            return CompareTo(v);
        }
        public int CompareTo(Version value)
        {
            if ((object)value == null) return 1;
            if (_major != value._major) return _major > value._major ? 1 : -1;
            if (_minor != value._minor) return _minor > value._minor ? 1 : -1;
            if (_build != value._build) return _build > value._build ? 1 : -1;
            if (_revision != value._revision) return _revision > value._revision ? 1 : -1;
            return 0;
        }
        public override bool Equals(object obj) { return Equals(obj as Version); }
        public bool Equals(Version obj) { return (object)obj != null && CompareTo(obj) == 0; }
        public override int GetHashCode() { return (_major << 28) | (_minor << 20) | (_build << 12) | (_revision & 0xFFF); }
        public override string ToString()
        {
            string s = _major + "." + _minor;
            if (_build >= 0) s += "." + _build;
            if (_revision >= 0) s += "." + _revision;
            return s;
        }
        public static bool operator ==(Version v1, Version v2) { if ((object)v1 == null) return (object)v2 == null; return v1.Equals(v2); }
        public static bool operator !=(Version v1, Version v2) { return !(v1 == v2); }
        public static bool operator <(Version v1, Version v2) { return v1.CompareTo(v2) < 0; }
        public static bool operator >(Version v1, Version v2) { return v2 < v1; }
        public static bool operator <=(Version v1, Version v2) { return v1.CompareTo(v2) <= 0; }
        public static bool operator >=(Version v1, Version v2) { return v2 <= v1; }
    }

    public static class Activator
    {
        public static T CreateInstance<T>()
        {
            RuntimeType t = (RuntimeType)typeof(T);
            if (t.IsValueType) return default(T);
            return (T)t.CreateInstanceDefaultCtor();
        }

        public static object CreateInstance(Type type)
        {
            if (type == null) throw new ArgumentNullException("type");
            RuntimeType rt = type as RuntimeType;
            if (rt == null) throw new ArgumentException("Type must be a type provided by the runtime.", "type");
            return rt.CreateInstanceDefaultCtor();
        }

        public static object CreateInstance(Type type, bool nonPublic) { return CreateInstance(type); }

        public static object CreateInstance(Type type, params object[] args)
        {
            if (args == null || args.Length == 0) return CreateInstance(type);
            throw new NotSupportedException("Constructors with arguments are not supported by Activator.CreateInstance.");
        }
    }
}
