namespace System
{
    [Serializable]
    [AttributeUsage(AttributeTargets.All, Inherited = true, AllowMultiple = false)]
    public abstract class Attribute
    {
        protected Attribute() { }
        public virtual object TypeId { get { return GetType(); } }
        public virtual bool IsDefaultAttribute() { return false; }
        public virtual bool Match(object obj) { return Equals(obj); }
    }

    [AttributeUsage(AttributeTargets.Class, Inherited = true)]
    public sealed class AttributeUsageAttribute : Attribute
    {
        AttributeTargets _validOn;
        bool _allowMultiple;
        bool _inherited = true;
        public AttributeUsageAttribute(AttributeTargets validOn) { _validOn = validOn; }
        public AttributeTargets ValidOn { get { return _validOn; } }
        public bool AllowMultiple { get { return _allowMultiple; } set { _allowMultiple = value; } }
        public bool Inherited { get { return _inherited; } set { _inherited = value; } }
    }

    [AttributeUsage(AttributeTargets.Enum, Inherited = false)]
    public class FlagsAttribute : Attribute { public FlagsAttribute() { } }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Enum | AttributeTargets.Constructor | AttributeTargets.Method | AttributeTargets.Property | AttributeTargets.Field | AttributeTargets.Event | AttributeTargets.Interface | AttributeTargets.Delegate, Inherited = false)]
    public sealed class ObsoleteAttribute : Attribute
    {
        string _message;
        bool _error;
        public ObsoleteAttribute() { }
        public ObsoleteAttribute(string message) { _message = message; }
        public ObsoleteAttribute(string message, bool error) { _message = message; _error = error; }
        public string Message { get { return _message; } }
        public bool IsError { get { return _error; } }
        public string DiagnosticId { get; set; }
        public string UrlFormat { get; set; }
    }

    [AttributeUsage(AttributeTargets.Parameter, Inherited = true, AllowMultiple = false)]
    public sealed class ParamArrayAttribute : Attribute { public ParamArrayAttribute() { } }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Enum | AttributeTargets.Delegate, Inherited = false)]
    public sealed class SerializableAttribute : Attribute { public SerializableAttribute() { } }

    [AttributeUsage(AttributeTargets.Field, Inherited = false)]
    public sealed class NonSerializedAttribute : Attribute { public NonSerializedAttribute() { } }

    [AttributeUsage(AttributeTargets.Field, Inherited = false)]
    public class ThreadStaticAttribute : Attribute { public ThreadStaticAttribute() { } }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Enum | AttributeTargets.Constructor | AttributeTargets.Method | AttributeTargets.Property | AttributeTargets.Field | AttributeTargets.Event | AttributeTargets.Interface | AttributeTargets.Delegate | AttributeTargets.Assembly | AttributeTargets.Module | AttributeTargets.Parameter | AttributeTargets.ReturnValue, Inherited = true)]
    public sealed class CLSCompliantAttribute : Attribute
    {
        bool _compliant;
        public CLSCompliantAttribute(bool isCompliant) { _compliant = isCompliant; }
        public bool IsCompliant { get { return _compliant; } }
    }

    [AttributeUsage(AttributeTargets.Method)]
    public sealed class STAThreadAttribute : Attribute { public STAThreadAttribute() { } }

    [AttributeUsage(AttributeTargets.Method)]
    public sealed class MTAThreadAttribute : Attribute { public MTAThreadAttribute() { } }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Enum | AttributeTargets.Interface | AttributeTargets.Delegate, Inherited = false)]
    public sealed class ContextStaticAttribute : Attribute { public ContextStaticAttribute() { } }
}
