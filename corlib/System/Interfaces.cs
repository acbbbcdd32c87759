namespace System
{
    public interface IDisposable { void Dispose(); }
    public interface IComparable { int CompareTo(object obj); }
    public interface IComparable<in T> { int CompareTo(T other); }
    public interface IEquatable<T> { bool Equals(T other); }
    public interface IFormatProvider { object GetFormat(Type formatType); }
    public interface IFormattable { string ToString(string format, IFormatProvider formatProvider); }
    public interface ICustomFormatter { string Format(string format, object arg, IFormatProvider formatProvider); }
    public interface ICloneable { object Clone(); }
    public interface IServiceProvider { object GetService(Type serviceType); }
    public interface IObservable<out T> { IDisposable Subscribe(IObserver<T> observer); }
    public interface IObserver<in T>
    {
        void OnCompleted();
        void OnError(Exception error);
        void OnNext(T value);
    }
    public interface IProgress<in T> { void Report(T value); }

    public interface IConvertible
    {
        TypeCode GetTypeCode();
        bool ToBoolean(IFormatProvider provider);
        char ToChar(IFormatProvider provider);
        sbyte ToSByte(IFormatProvider provider);
        byte ToByte(IFormatProvider provider);
        short ToInt16(IFormatProvider provider);
        ushort ToUInt16(IFormatProvider provider);
        int ToInt32(IFormatProvider provider);
        uint ToUInt32(IFormatProvider provider);
        long ToInt64(IFormatProvider provider);
        ulong ToUInt64(IFormatProvider provider);
        float ToSingle(IFormatProvider provider);
        double ToDouble(IFormatProvider provider);
        decimal ToDecimal(IFormatProvider provider);
        DateTime ToDateTime(IFormatProvider provider);
        string ToString(IFormatProvider provider);
        object ToType(Type conversionType, IFormatProvider provider);
    }

    public enum TypeCode
    {
        Empty = 0, Object = 1, DBNull = 2, Boolean = 3, Char = 4, SByte = 5, Byte = 6, Int16 = 7, UInt16 = 8,
        Int32 = 9, UInt32 = 10, Int64 = 11, UInt64 = 12, Single = 13, Double = 14, Decimal = 15, DateTime = 16, String = 18,
    }

    public enum MidpointRounding
    {
        ToEven = 0,
        AwayFromZero = 1,
        ToZero = 2,
        ToNegativeInfinity = 3,
        ToPositiveInfinity = 4,
    }

    public enum DayOfWeek { Sunday = 0, Monday = 1, Tuesday = 2, Wednesday = 3, Thursday = 4, Friday = 5, Saturday = 6 }

    public enum DateTimeKind { Unspecified = 0, Utc = 1, Local = 2 }

    public enum UriKind { RelativeOrAbsolute = 0, Absolute = 1, Relative = 2 }

    public enum ConsoleColor
    {
        Black, DarkBlue, DarkGreen, DarkCyan, DarkRed, DarkMagenta, DarkYellow, Gray,
        DarkGray, Blue, Green, Cyan, Red, Magenta, Yellow, White,
    }

    public enum EnvironmentVariableTarget { Process = 0, User = 1, Machine = 2 }

    [Flags]
    public enum AttributeTargets
    {
        Assembly = 1, Module = 2, Class = 4, Struct = 8, Enum = 16, Constructor = 32, Method = 64, Property = 128,
        Field = 256, Event = 512, Interface = 1024, Parameter = 2048, Delegate = 4096, ReturnValue = 8192,
        GenericParameter = 16384, All = 32767,
    }

    public struct Void { }

    public struct RuntimeTypeHandle
    {
        internal IntPtr _value; // Type*
        internal RuntimeTypeHandle(IntPtr value) { _value = value; }
        public IntPtr Value { get { return _value; } }
        public override bool Equals(object obj) { return obj is RuntimeTypeHandle && ((RuntimeTypeHandle)obj)._value == _value; }
        public bool Equals(RuntimeTypeHandle handle) { return handle._value == _value; }
        public override int GetHashCode() { return _value.GetHashCode(); }
        public static bool operator ==(RuntimeTypeHandle left, RuntimeTypeHandle right) { return left._value == right._value; }
        public static bool operator !=(RuntimeTypeHandle left, RuntimeTypeHandle right) { return left._value != right._value; }
    }

    public struct RuntimeFieldHandle
    {
        internal IntPtr _value; // Field*
        public IntPtr Value { get { return _value; } }
        public override bool Equals(object obj) { return obj is RuntimeFieldHandle && ((RuntimeFieldHandle)obj)._value == _value; }
        public bool Equals(RuntimeFieldHandle handle) { return handle._value == _value; }
        public override int GetHashCode() { return _value.GetHashCode(); }
        public static bool operator ==(RuntimeFieldHandle left, RuntimeFieldHandle right) { return left._value == right._value; }
        public static bool operator !=(RuntimeFieldHandle left, RuntimeFieldHandle right) { return left._value != right._value; }
    }

    public struct RuntimeMethodHandle
    {
        internal IntPtr _value; // Method*
        public IntPtr Value { get { return _value; } }
        public override bool Equals(object obj) { return obj is RuntimeMethodHandle && ((RuntimeMethodHandle)obj)._value == _value; }
        public bool Equals(RuntimeMethodHandle handle) { return handle._value == _value; }
        public override int GetHashCode() { return _value.GetHashCode(); }
        public static bool operator ==(RuntimeMethodHandle left, RuntimeMethodHandle right) { return left._value == right._value; }
        public static bool operator !=(RuntimeMethodHandle left, RuntimeMethodHandle right) { return left._value != right._value; }
    }

    public struct TypedReference
    {
        IntPtr _value;
        IntPtr _type;
    }

    public struct RuntimeArgumentHandle
    {
        IntPtr _args;
    }

    public struct ArgIterator
    {
        IntPtr _sig;
        IntPtr _args;
        int _index;
    }

    [Serializable]
    public sealed class DBNull
    {
        public static readonly DBNull Value = new DBNull();
        DBNull() { }
        public override string ToString() { return ""; }
    }
}
