using System;

namespace System.Reflection
{
    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Interface)]
    public sealed class DefaultMemberAttribute : Attribute
    {
        string _name;
        public DefaultMemberAttribute(string memberName) { _name = memberName; }
        public string MemberName { get { return _name; } }
    }

    [AttributeUsage(AttributeTargets.Assembly, Inherited = false)]
    public sealed class AssemblyVersionAttribute : Attribute
    {
        string _v;
        public AssemblyVersionAttribute(string version) { _v = version; }
        public string Version { get { return _v; } }
    }

    [AttributeUsage(AttributeTargets.Assembly, Inherited = false)]
    public sealed class AssemblyFileVersionAttribute : Attribute
    {
        string _v;
        public AssemblyFileVersionAttribute(string version) { _v = version; }
        public string Version { get { return _v; } }
    }

    [AttributeUsage(AttributeTargets.Assembly, Inherited = false)]
    public sealed class AssemblyInformationalVersionAttribute : Attribute
    {
        string _v;
        public AssemblyInformationalVersionAttribute(string informationalVersion) { _v = informationalVersion; }
        public string InformationalVersion { get { return _v; } }
    }

    [AttributeUsage(AttributeTargets.Assembly, Inherited = false)]
    public sealed class AssemblyTitleAttribute : Attribute
    {
        string _v;
        public AssemblyTitleAttribute(string title) { _v = title; }
        public string Title { get { return _v; } }
    }

    [AttributeUsage(AttributeTargets.Assembly, Inherited = false)]
    public sealed class AssemblyDescriptionAttribute : Attribute
    {
        string _v;
        public AssemblyDescriptionAttribute(string description) { _v = description; }
        public string Description { get { return _v; } }
    }

    [AttributeUsage(AttributeTargets.Assembly, Inherited = false)]
    public sealed class AssemblyConfigurationAttribute : Attribute
    {
        string _v;
        public AssemblyConfigurationAttribute(string configuration) { _v = configuration; }
        public string Configuration { get { return _v; } }
    }

    [AttributeUsage(AttributeTargets.Assembly, Inherited = false)]
    public sealed class AssemblyCompanyAttribute : Attribute
    {
        string _v;
        public AssemblyCompanyAttribute(string company) { _v = company; }
        public string Company { get { return _v; } }
    }

    [AttributeUsage(AttributeTargets.Assembly, Inherited = false)]
    public sealed class AssemblyProductAttribute : Attribute
    {
        string _v;
        public AssemblyProductAttribute(string product) { _v = product; }
        public string Product { get { return _v; } }
    }

    [AttributeUsage(AttributeTargets.Assembly, Inherited = false)]
    public sealed class AssemblyCopyrightAttribute : Attribute
    {
        string _v;
        public AssemblyCopyrightAttribute(string copyright) { _v = copyright; }
        public string Copyright { get { return _v; } }
    }

    [AttributeUsage(AttributeTargets.Assembly, Inherited = false)]
    public sealed class AssemblyTrademarkAttribute : Attribute
    {
        string _v;
        public AssemblyTrademarkAttribute(string trademark) { _v = trademark; }
        public string Trademark { get { return _v; } }
    }

    [AttributeUsage(AttributeTargets.Assembly, Inherited = false)]
    public sealed class AssemblyCultureAttribute : Attribute
    {
        string _v;
        public AssemblyCultureAttribute(string culture) { _v = culture; }
        public string Culture { get { return _v; } }
    }

    [AttributeUsage(AttributeTargets.Assembly, Inherited = false)]
    public sealed class AssemblyKeyFileAttribute : Attribute
    {
        string _v;
        public AssemblyKeyFileAttribute(string keyFile) { _v = keyFile; }
        public string KeyFile { get { return _v; } }
    }

    [AttributeUsage(AttributeTargets.Assembly, Inherited = false)]
    public sealed class AssemblyDelaySignAttribute : Attribute
    {
        bool _v;
        public AssemblyDelaySignAttribute(bool delaySign) { _v = delaySign; }
        public bool DelaySign { get { return _v; } }
    }

    [AttributeUsage(AttributeTargets.Assembly, AllowMultiple = true, Inherited = false)]
    public sealed class AssemblyMetadataAttribute : Attribute
    {
        string _k, _v;
        public AssemblyMetadataAttribute(string key, string value) { _k = key; _v = value; }
        public string Key { get { return _k; } }
        public string Value { get { return _v; } }
    }

    [Flags]
    public enum BindingFlags
    {
        Default = 0, IgnoreCase = 1, DeclaredOnly = 2, Instance = 4, Static = 8, Public = 16, NonPublic = 32,
        FlattenHierarchy = 64, InvokeMethod = 256, CreateInstance = 512, GetField = 1024, SetField = 2048,
        GetProperty = 4096, SetProperty = 8192,
    }

    [Flags]
    public enum TypeAttributes
    {
        VisibilityMask = 7, NotPublic = 0, Public = 1, NestedPublic = 2, NestedPrivate = 3, NestedFamily = 4,
        NestedAssembly = 5, NestedFamANDAssem = 6, NestedFamORAssem = 7, LayoutMask = 24, AutoLayout = 0,
        SequentialLayout = 8, ExplicitLayout = 16, ClassSemanticsMask = 32, Class = 0, Interface = 32,
        Abstract = 128, Sealed = 256, SpecialName = 1024, Import = 4096, Serializable = 8192,
        BeforeFieldInit = 1048576,
    }
}
