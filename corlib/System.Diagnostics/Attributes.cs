using System;

namespace System.Diagnostics
{
    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Method, AllowMultiple = true)]
    public sealed class ConditionalAttribute : Attribute
    {
        string _s;
        public ConditionalAttribute(string conditionString) { _s = conditionString; }
        public string ConditionString { get { return _s; } }
    }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Constructor | AttributeTargets.Method | AttributeTargets.Property, Inherited = false)]
    public sealed class DebuggerHiddenAttribute : Attribute { public DebuggerHiddenAttribute() { } }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Constructor | AttributeTargets.Method, Inherited = false)]
    public sealed class DebuggerStepThroughAttribute : Attribute { public DebuggerStepThroughAttribute() { } }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Constructor | AttributeTargets.Method | AttributeTargets.Property, Inherited = false)]
    public sealed class DebuggerNonUserCodeAttribute : Attribute { public DebuggerNonUserCodeAttribute() { } }

    public enum DebuggerBrowsableState { Never = 0, Collapsed = 2, RootHidden = 3 }

    [AttributeUsage(AttributeTargets.Field | AttributeTargets.Property, AllowMultiple = false)]
    public sealed class DebuggerBrowsableAttribute : Attribute
    {
        DebuggerBrowsableState _s;
        public DebuggerBrowsableAttribute(DebuggerBrowsableState state) { _s = state; }
        public DebuggerBrowsableState State { get { return _s; } }
    }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Delegate | AttributeTargets.Enum | AttributeTargets.Field | AttributeTargets.Property | AttributeTargets.Assembly, AllowMultiple = true)]
    public sealed class DebuggerDisplayAttribute : Attribute
    {
        string _v;
        public DebuggerDisplayAttribute(string value) { _v = value ?? ""; }
        public string Value { get { return _v; } }
        public string Name { get; set; }
        public string Type { get; set; }
    }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Assembly, AllowMultiple = true)]
    public sealed class DebuggerTypeProxyAttribute : Attribute
    {
        string _t;
        public DebuggerTypeProxyAttribute(Type type) { _t = type == null ? null : type.FullName; }
        public DebuggerTypeProxyAttribute(string typeName) { _t = typeName; }
        public string ProxyTypeName { get { return _t; } }
    }

    [AttributeUsage(AttributeTargets.Assembly | AttributeTargets.Module, AllowMultiple = false)]
    public sealed class DebuggableAttribute : Attribute
    {
        [Flags]
        public enum DebuggingModes { None = 0, Default = 1, DisableOptimizations = 256, IgnoreSymbolStoreSequencePoints = 2, EnableEditAndContinue = 4 }
        DebuggingModes _m;
        public DebuggableAttribute(bool isJITTrackingEnabled, bool isJITOptimizerDisabled) { _m = isJITOptimizerDisabled ? DebuggingModes.DisableOptimizations : DebuggingModes.None; }
        public DebuggableAttribute(DebuggingModes modes) { _m = modes; }
        public DebuggingModes DebuggingFlags { get { return _m; } }
        public bool IsJITOptimizerDisabled { get { return (_m & DebuggingModes.DisableOptimizations) != 0; } }
        public bool IsJITTrackingEnabled { get { return (_m & DebuggingModes.Default) != 0; } }
    }

    [AttributeUsage(AttributeTargets.Method | AttributeTargets.Constructor | AttributeTargets.Class | AttributeTargets.Struct, Inherited = false)]
    public sealed class StackTraceHiddenAttribute : Attribute { }

    public static class Debug
    {
        [Conditional("DEBUG")]
        public static void Assert(bool condition) { if (!condition) throw new InvalidOperationException("Assertion failed."); }
        [Conditional("DEBUG")]
        public static void Assert(bool condition, string message) { if (!condition) throw new InvalidOperationException("Assertion failed. " + message); }
        [Conditional("DEBUG")]
        public static void WriteLine(string message) { Console.Error.WriteLine(message); }
        [Conditional("DEBUG")]
        public static void WriteLine(object value) { Console.Error.WriteLine(value); }
        [Conditional("DEBUG")]
        public static void Write(string message) { Console.Error.Write(message); }
        [Conditional("DEBUG")]
        public static void Fail(string message) { throw new InvalidOperationException(message); }
    }

    public static class Debugger
    {
        public static bool IsAttached { get { return false; } }
        public static void Break() { }
        public static bool Launch() { return false; }
        public static void Log(int level, string category, string message) { }
    }
}
