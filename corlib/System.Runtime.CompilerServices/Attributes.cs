using System;

namespace System.Runtime.CompilerServices
{
    [AttributeUsage(AttributeTargets.Assembly, Inherited = false, AllowMultiple = false)]
    public sealed class RuntimeCompatibilityAttribute : Attribute
    {
        public RuntimeCompatibilityAttribute() { }
        public bool WrapNonExceptionThrows { get; set; }
    }

    [AttributeUsage(AttributeTargets.All, Inherited = true)]
    public sealed class CompilerGeneratedAttribute : Attribute { public CompilerGeneratedAttribute() { } }

    [AttributeUsage(AttributeTargets.Method | AttributeTargets.Class | AttributeTargets.Assembly)]
    public sealed class ExtensionAttribute : Attribute { public ExtensionAttribute() { } }

    public class StateMachineAttribute : Attribute
    {
        Type _type;
        public StateMachineAttribute(Type stateMachineType) { _type = stateMachineType; }
        public Type StateMachineType { get { return _type; } }
    }

    [AttributeUsage(AttributeTargets.Method, Inherited = false, AllowMultiple = false)]
    public sealed class IteratorStateMachineAttribute : StateMachineAttribute
    {
        public IteratorStateMachineAttribute(Type stateMachineType) : base(stateMachineType) { }
    }

    [AttributeUsage(AttributeTargets.Method, Inherited = false, AllowMultiple = false)]
    public sealed class AsyncStateMachineAttribute : StateMachineAttribute
    {
        public AsyncStateMachineAttribute(Type stateMachineType) : base(stateMachineType) { }
    }

    [AttributeUsage(AttributeTargets.Method, Inherited = false, AllowMultiple = false)]
    public sealed class AsyncIteratorStateMachineAttribute : StateMachineAttribute
    {
        public AsyncIteratorStateMachineAttribute(Type stateMachineType) : base(stateMachineType) { }
    }

    public enum MethodImplOptions
    {
        Unmanaged = 4,
        NoInlining = 8,
        ForwardRef = 16,
        Synchronized = 32,
        NoOptimization = 64,
        PreserveSig = 128,
        AggressiveInlining = 256,
        AggressiveOptimization = 512,
        InternalCall = 4096,
    }

    public enum MethodCodeType { IL = 0, Native = 1, OPTIL = 2, Runtime = 3 }

    [AttributeUsage(AttributeTargets.Constructor | AttributeTargets.Method, Inherited = false)]
    public sealed class MethodImplAttribute : Attribute
    {
        MethodImplOptions _val;
        public MethodCodeType MethodCodeType;
        public MethodImplAttribute() { }
        public MethodImplAttribute(MethodImplOptions methodImplOptions) { _val = methodImplOptions; }
        public MethodImplAttribute(short value) { _val = (MethodImplOptions)value; }
        public MethodImplOptions Value { get { return _val; } }
    }

    [AttributeUsage(AttributeTargets.Property, Inherited = true)]
    public sealed class IndexerNameAttribute : Attribute { public IndexerNameAttribute(string indexerName) { } }

    [AttributeUsage(AttributeTargets.Field, Inherited = false)]
    public sealed class FixedBufferAttribute : Attribute
    {
        Type _elementType;
        int _length;
        public FixedBufferAttribute(Type elementType, int length) { _elementType = elementType; _length = length; }
        public Type ElementType { get { return _elementType; } }
        public int Length { get { return _length; } }
    }

    [AttributeUsage(AttributeTargets.Struct)]
    public sealed class UnsafeValueTypeAttribute : Attribute { public UnsafeValueTypeAttribute() { } }

    [AttributeUsage(AttributeTargets.All, Inherited = false)]
    public sealed class IsReadOnlyAttribute : Attribute { public IsReadOnlyAttribute() { } }

    [AttributeUsage(AttributeTargets.All, Inherited = false)]
    public sealed class IsByRefLikeAttribute : Attribute { public IsByRefLikeAttribute() { } }

    [AttributeUsage(AttributeTargets.All, Inherited = false)]
    public sealed class IsUnmanagedAttribute : Attribute { public IsUnmanagedAttribute() { } }

    public static class IsVolatile { }
    public static class IsConst { }
    public static class IsLong { }
    public static class IsBoxed { }
    public static class IsByValue { }
    public static class IsCopyConstructed { }
    public static class IsExplicitlyDereferenced { }
    public static class IsImplicitlyDereferenced { }
    public static class IsJitIntrinsic { }
    public static class IsSignUnspecifiedByte { }
    public static class IsUdtReturn { }
    public static class IsExternalInit { }

    [AttributeUsage(AttributeTargets.Field | AttributeTargets.Parameter | AttributeTargets.Property | AttributeTargets.ReturnValue | AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Event, Inherited = false)]
    public sealed class DynamicAttribute : Attribute
    {
        public DynamicAttribute() { }
        public DynamicAttribute(bool[] transformFlags) { }
    }

    [AttributeUsage(AttributeTargets.Field | AttributeTargets.Parameter | AttributeTargets.Property | AttributeTargets.ReturnValue | AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Event, Inherited = false)]
    public sealed class TupleElementNamesAttribute : Attribute
    {
        string[] _names;
        public TupleElementNamesAttribute(string[] transformNames) { _names = transformNames; }
        public System.Collections.Generic.IList<string> TransformNames { get { return _names; } }
    }

    [AttributeUsage(AttributeTargets.Parameter, Inherited = false)]
    public sealed class CallerMemberNameAttribute : Attribute { public CallerMemberNameAttribute() { } }
    [AttributeUsage(AttributeTargets.Parameter, Inherited = false)]
    public sealed class CallerFilePathAttribute : Attribute { public CallerFilePathAttribute() { } }
    [AttributeUsage(AttributeTargets.Parameter, Inherited = false)]
    public sealed class CallerLineNumberAttribute : Attribute { public CallerLineNumberAttribute() { } }

    [AttributeUsage(AttributeTargets.Field | AttributeTargets.Parameter, Inherited = false)]
    public abstract class CustomConstantAttribute : Attribute { public abstract object Value { get; } }

    [AttributeUsage(AttributeTargets.Field | AttributeTargets.Parameter, Inherited = false)]
    public sealed class DecimalConstantAttribute : Attribute
    {
        decimal _dec;
        public DecimalConstantAttribute(byte scale, byte sign, uint hi, uint mid, uint low) { _dec = new decimal((int)low, (int)mid, (int)hi, sign != 0, scale); }
        public DecimalConstantAttribute(byte scale, byte sign, int hi, int mid, int low) { _dec = new decimal(low, mid, hi, sign != 0, scale); }
        public decimal Value { get { return _dec; } }
    }

    [AttributeUsage(AttributeTargets.Field | AttributeTargets.Parameter, Inherited = false)]
    public sealed class DateTimeConstantAttribute : CustomConstantAttribute
    {
        long _ticks;
        public DateTimeConstantAttribute(long ticks) { _ticks = ticks; }
        public override object Value { get { return _ticks; } }
    }

    [AttributeUsage(AttributeTargets.Assembly, AllowMultiple = true, Inherited = false)]
    public sealed class InternalsVisibleToAttribute : Attribute
    {
        string _name;
        public InternalsVisibleToAttribute(string assemblyName) { _name = assemblyName; }
        public string AssemblyName { get { return _name; } }
        public bool AllInternalsVisible { get; set; }
    }

    [AttributeUsage(AttributeTargets.Assembly | AttributeTargets.Class | AttributeTargets.Method | AttributeTargets.Struct | AttributeTargets.Constructor | AttributeTargets.Property | AttributeTargets.Event | AttributeTargets.Interface, Inherited = false)]
    public sealed class CompilationRelaxationsAttribute : Attribute
    {
        int _relaxations;
        public CompilationRelaxationsAttribute(int relaxations) { _relaxations = relaxations; }
        public CompilationRelaxationsAttribute(CompilationRelaxations relaxations) { _relaxations = (int)relaxations; }
        public int CompilationRelaxations { get { return _relaxations; } }
    }

    [Flags]
    public enum CompilationRelaxations { NoStringInterning = 8 }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Interface | AttributeTargets.Enum | AttributeTargets.Delegate, Inherited = false)]
    public sealed class TypeForwardedToAttribute : Attribute
    {
        Type _t;
        public TypeForwardedToAttribute(Type destination) { _t = destination; }
        public Type Destination { get { return _t; } }
    }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Interface | AttributeTargets.Enum | AttributeTargets.Delegate, Inherited = false)]
    public sealed class TypeForwardedFromAttribute : Attribute
    {
        string _n;
        public TypeForwardedFromAttribute(string assemblyFullName) { _n = assemblyFullName; }
        public string AssemblyFullName { get { return _n; } }
    }

    [AttributeUsage(AttributeTargets.Class, Inherited = false)]
    public sealed class FriendAccessAllowedAttribute : Attribute { }

    [AttributeUsage(AttributeTargets.All, Inherited = false)]
    public sealed class NullableAttribute : Attribute
    {
        public readonly byte[] NullableFlags;
        public NullableAttribute(byte value) { NullableFlags = new byte[] { value }; }
        public NullableAttribute(byte[] value) { NullableFlags = value; }
    }

    [AttributeUsage(AttributeTargets.All, Inherited = false)]
    public sealed class NullableContextAttribute : Attribute
    {
        public readonly byte Flag;
        public NullableContextAttribute(byte value) { Flag = value; }
    }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Interface | AttributeTargets.Delegate | AttributeTargets.Enum | AttributeTargets.Method, Inherited = false)]
    public sealed class AsyncMethodBuilderAttribute : Attribute
    {
        Type _t;
        public AsyncMethodBuilderAttribute(Type builderType) { _t = builderType; }
        public Type BuilderType { get { return _t; } }
    }

    [AttributeUsage(AttributeTargets.Struct | AttributeTargets.Class, AllowMultiple = false)]
    public sealed class SpecialNameAttribute : Attribute { }

    public interface IStrongBox
    {
        object Value { get; set; }
    }

    public class StrongBox<T> : IStrongBox
    {
        public T Value;
        public StrongBox() { }
        public StrongBox(T value) { Value = value; }
        object IStrongBox.Value { get { return Value; } set { Value = (T)value; } }
    }

    public sealed class RuntimeWrappedException : Exception
    {
        object _wrapped;
        public RuntimeWrappedException(object thrownObject) : base("An object that does not derive from System.Exception has been wrapped in a RuntimeWrappedException.") { _wrapped = thrownObject; }
        public object WrappedException { get { return _wrapped; } }
    }

    public static class FormattableStringFactory
    {
        public static FormattableString Create(string format, params object[] arguments)
        {
            if (format == null) throw new ArgumentNullException("format");
            if (arguments == null) throw new ArgumentNullException("arguments");
            return new ConcreteFormattableString(format, arguments);
        }

        sealed class ConcreteFormattableString : FormattableString
        {
            string _format;
            object[] _arguments;
            internal ConcreteFormattableString(string format, object[] arguments) { _format = format; _arguments = arguments; }
            public override string Format { get { return _format; } }
            public override object[] GetArguments() { return _arguments; }
            public override int ArgumentCount { get { return _arguments.Length; } }
            public override object GetArgument(int index) { return _arguments[index]; }
            public override string ToString(IFormatProvider formatProvider) { return string.Format(formatProvider, _format, _arguments); }
        }
    }
}

namespace System
{
    public abstract class FormattableString : IFormattable
    {
        protected FormattableString() { }
        public abstract string Format { get; }
        public abstract object[] GetArguments();
        public abstract int ArgumentCount { get; }
        public abstract object GetArgument(int index);
        public abstract string ToString(IFormatProvider formatProvider);
        string IFormattable.ToString(string ignored, IFormatProvider formatProvider) { return ToString(formatProvider); }
        public static string Invariant(FormattableString formattable)
        {
            if (formattable == null) throw new ArgumentNullException("formattable");
            return formattable.ToString(System.Globalization.CultureInfo.InvariantCulture);
        }
        public override string ToString() { return ToString(System.Globalization.CultureInfo.CurrentCulture); }
    }
}
