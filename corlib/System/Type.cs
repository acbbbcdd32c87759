using System.Collections.Generic;
using System.Reflection;
using System.Runtime.CompilerServices;

namespace System
{
    [Serializable]
    public abstract class Type : MemberInfo
    {
        public static readonly Type[] EmptyTypes = new Type[0];
        public static readonly object Missing = System.Reflection.Missing.Value;
        public static readonly char Delimiter = '.';

        protected Type() { }

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern Type GetTypeFromHandle(RuntimeTypeHandle handle);

        public static RuntimeTypeHandle GetTypeHandle(object o)
        {
            if (o == null) throw new ArgumentNullException(null, "Invalid handle.");
            return o.GetType().TypeHandle;
        }

        public abstract string FullName { get; }
        public abstract string Namespace { get; }
        public abstract string AssemblyQualifiedName { get; }
        public abstract Type BaseType { get; }
        public abstract Type UnderlyingSystemType { get; }
        public abstract Guid GUID { get; }
        public abstract Assembly Assembly { get; }
        public abstract Module Module { get; }
        public virtual RuntimeTypeHandle TypeHandle { get { throw new NotSupportedException(); } }
        public override MemberTypes MemberType { get { return MemberTypes.TypeInfo; } }
        public override Type DeclaringType { get { return null; } }
        public override Type ReflectedType { get { return DeclaringType; } }

        protected abstract TypeAttributes GetAttributeFlagsImpl();
        public TypeAttributes Attributes { get { return GetAttributeFlagsImpl(); } }

        protected abstract bool IsArrayImpl();
        protected abstract bool IsByRefImpl();
        protected abstract bool IsPointerImpl();
        protected abstract bool IsPrimitiveImpl();
        protected virtual bool IsValueTypeImpl() { return IsSubclassOf(typeof(ValueType)) && this != typeof(Enum); }
        protected abstract bool HasElementTypeImpl();
        public abstract Type GetElementType();

        public bool IsArray { get { return IsArrayImpl(); } }
        public bool IsByRef { get { return IsByRefImpl(); } }
        public bool IsPointer { get { return IsPointerImpl(); } }
        public bool IsPrimitive { get { return IsPrimitiveImpl(); } }
        public bool IsValueType { get { return IsValueTypeImpl(); } }
        public bool HasElementType { get { return HasElementTypeImpl(); } }
        public virtual bool IsEnum { get { return IsSubclassOf(typeof(Enum)); } }
        public bool IsClass { get { return (GetAttributeFlagsImpl() & TypeAttributes.ClassSemanticsMask) == TypeAttributes.Class && !IsValueType; } }
        public bool IsInterface { get { return (GetAttributeFlagsImpl() & TypeAttributes.ClassSemanticsMask) == TypeAttributes.Interface; } }
        public bool IsAbstract { get { return (GetAttributeFlagsImpl() & TypeAttributes.Abstract) != 0; } }
        public bool IsSealed { get { return (GetAttributeFlagsImpl() & TypeAttributes.Sealed) != 0; } }
        public bool IsPublic { get { return (GetAttributeFlagsImpl() & TypeAttributes.VisibilityMask) == TypeAttributes.Public; } }
        public bool IsNotPublic { get { return (GetAttributeFlagsImpl() & TypeAttributes.VisibilityMask) == TypeAttributes.NotPublic; } }
        public bool IsNestedPublic { get { return (GetAttributeFlagsImpl() & TypeAttributes.VisibilityMask) == TypeAttributes.NestedPublic; } }
        public bool IsNestedPrivate { get { return (GetAttributeFlagsImpl() & TypeAttributes.VisibilityMask) == TypeAttributes.NestedPrivate; } }
        public bool IsNested { get { return DeclaringType != null; } }
        public bool IsSerializable { get { return (GetAttributeFlagsImpl() & TypeAttributes.Serializable) != 0; } }
        public bool IsSpecialName { get { return (GetAttributeFlagsImpl() & TypeAttributes.SpecialName) != 0; } }
        public virtual bool IsGenericType { get { return false; } }
        public virtual bool IsGenericTypeDefinition { get { return false; } }
        public virtual bool IsConstructedGenericType { get { return false; } }
        public virtual bool IsGenericParameter { get { return false; } }
        public virtual bool ContainsGenericParameters { get { return false; } }
        public virtual int GenericParameterPosition { get { throw new InvalidOperationException("Method may only be called on a Type for which Type.IsGenericParameter is true."); } }
        public virtual bool IsSZArray { get { return false; } }
        public virtual bool IsVariableBoundArray { get { return IsArray && !IsSZArray; } }
        public virtual bool IsByRefLike { get { return false; } }

        public virtual int GetArrayRank() { throw new NotSupportedException("Derived classes must provide an implementation."); }
        public virtual Type[] GetGenericArguments() { throw new NotSupportedException("Derived classes must provide an implementation."); }
        public virtual Type[] GenericTypeArguments { get { return IsGenericType && !IsGenericTypeDefinition ? GetGenericArguments() : EmptyTypes; } }
        public virtual Type GetGenericTypeDefinition() { throw new NotSupportedException("Derived classes must provide an implementation."); }
        public virtual Type MakeGenericType(params Type[] typeArguments) { throw new NotSupportedException("Derived classes must provide an implementation."); }
        public virtual Type MakeArrayType() { throw new NotSupportedException(); }
        public virtual Type MakeArrayType(int rank) { throw new NotSupportedException(); }
        public virtual Type MakeByRefType() { throw new NotSupportedException(); }
        public virtual Type MakePointerType() { throw new NotSupportedException(); }
        public virtual Type GetEnumUnderlyingType()
        {
            if (!IsEnum) throw new ArgumentException("Type provided must be an Enum.", "enumType");
            throw new NotSupportedException();
        }
        public virtual Array GetEnumValues() { return Enum.GetValues(this); }
        public virtual string[] GetEnumNames() { return Enum.GetNames(this); }
        public virtual string GetEnumName(object value) { return Enum.GetName(this, value); }
        public virtual bool IsEnumDefined(object value) { return Enum.IsDefined(this, value); }

        public abstract Type[] GetInterfaces();
        public virtual Type GetInterface(string name) { return GetInterface(name, false); }
        public virtual Type GetInterface(string name, bool ignoreCase)
        {
            foreach (Type t in GetInterfaces())
                if (string.Compare(t.Name, name, ignoreCase ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal) == 0 ||
                    string.Compare(t.FullName, name, ignoreCase ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal) == 0) return t;
            return null;
        }

        public virtual bool IsAssignableFrom(Type c)
        {
            if (c == null) return false;
            if (this == c) return true;
            return false;
        }
        public virtual bool IsInstanceOfType(object o) { return o != null && IsAssignableFrom(o.GetType()); }
        public virtual bool IsSubclassOf(Type c)
        {
            Type p = this;
            if (p == c) return false;
            while (p != null)
            {
                if (p == c) return true;
                p = p.BaseType;
            }
            return false;
        }
        public virtual bool IsEquivalentTo(Type other) { return this == other; }
        public bool IsAssignableTo(Type targetType) { return targetType != null && targetType.IsAssignableFrom(this); }

        public static TypeCode GetTypeCode(Type type)
        {
            if (type == null) return TypeCode.Empty;
            return type.GetTypeCodeImpl();
        }
        protected virtual TypeCode GetTypeCodeImpl() { return TypeCode.Object; }

        public static Type GetType(string typeName) { return GetType(typeName, false, false); }
        public static Type GetType(string typeName, bool throwOnError) { return GetType(typeName, throwOnError, false); }
        public static Type GetType(string typeName, bool throwOnError, bool ignoreCase)
        {
            if (typeName == null) throw new ArgumentNullException("typeName");
            Type t = RuntimeType.GetTypeByName(typeName);
            if (t == null && throwOnError) throw new TypeLoadException("Could not load type '" + typeName + "'.");
            return t;
        }

        public override bool Equals(object o) { return (object)this == o; }
        public virtual bool Equals(Type o) { return (object)this == (object)o; }
        public override int GetHashCode() { return RuntimeHelpers.GetHashCode(this); }
        public override string ToString() { return "Type: " + Name; }

        public static bool operator ==(Type left, Type right) { return (object)left == (object)right; }
        public static bool operator !=(Type left, Type right) { return (object)left != (object)right; }

        // Minimal member reflection (not supported by this runtime yet).
        public MethodInfo GetMethod(string name) { throw new NotSupportedException("Reflection on methods is not supported."); }
        public MethodInfo GetMethod(string name, Type[] types) { throw new NotSupportedException("Reflection on methods is not supported."); }
        public MethodInfo[] GetMethods() { return new MethodInfo[0]; }
        public PropertyInfo GetProperty(string name) { throw new NotSupportedException("Reflection on properties is not supported."); }
        public PropertyInfo[] GetProperties() { return new PropertyInfo[0]; }
        public FieldInfo GetField(string name) { throw new NotSupportedException("Reflection on fields is not supported."); }
        public FieldInfo[] GetFields() { return new FieldInfo[0]; }
        public ConstructorInfo GetConstructor(Type[] types) { throw new NotSupportedException("Reflection on constructors is not supported."); }
    }

    // The runtime's Type objects: exactly one per loaded Type (vm_type_object).
    [Serializable]
    internal sealed class RuntimeType : Type
    {
        internal IntPtr _handle; // Type*

        // Flag bits returned by GetTypeFlags (C side: icall_type.c).
        internal const int FlagValueType = 1, FlagInterface = 2, FlagArray = 4, FlagPointer = 8, FlagByRef = 16,
            FlagGenericParameter = 32, FlagEnum = 64, FlagGenericType = 128, FlagGenericDefinition = 256,
            FlagContainsGenericParameters = 512, FlagPrimitive = 1024, FlagNested = 2048, FlagSZArray = 4096,
            FlagByRefLike = 8192, FlagNullable = 16384, FlagDelegate = 32768;

        RuntimeType() { }

        [MethodImpl(MethodImplOptions.InternalCall)]
        extern int GetTypeFlags();
        [MethodImpl(MethodImplOptions.InternalCall)]
        extern string GetNameImpl();
        [MethodImpl(MethodImplOptions.InternalCall)]
        extern string GetNamespaceImpl();
        [MethodImpl(MethodImplOptions.InternalCall)]
        extern string GetFullNameImpl();
        [MethodImpl(MethodImplOptions.InternalCall)]
        extern RuntimeType GetBaseTypeImpl();
        [MethodImpl(MethodImplOptions.InternalCall)]
        extern RuntimeType GetElementTypeImpl();
        [MethodImpl(MethodImplOptions.InternalCall)]
        extern RuntimeType GetDeclaringTypeImpl();
        [MethodImpl(MethodImplOptions.InternalCall)]
        extern int GetAttributes();
        [MethodImpl(MethodImplOptions.InternalCall)]
        extern int GetCorElementType();
        [MethodImpl(MethodImplOptions.InternalCall)]
        extern int GetArrayRankImpl();
        [MethodImpl(MethodImplOptions.InternalCall)]
        extern RuntimeType[] GetGenericArgumentsImpl();
        [MethodImpl(MethodImplOptions.InternalCall)]
        extern RuntimeType GetGenericTypeDefinitionImpl();
        [MethodImpl(MethodImplOptions.InternalCall)]
        extern RuntimeType[] GetInterfacesImpl();
        [MethodImpl(MethodImplOptions.InternalCall)]
        extern RuntimeType GetEnumUnderlyingTypeImpl();
        [MethodImpl(MethodImplOptions.InternalCall)]
        extern bool IsAssignableFromImpl(RuntimeType c);
        [MethodImpl(MethodImplOptions.InternalCall)]
        extern bool IsInstanceOfTypeImpl(object o);
        [MethodImpl(MethodImplOptions.InternalCall)]
        extern RuntimeType MakeArrayTypeImpl(int rank);
        [MethodImpl(MethodImplOptions.InternalCall)]
        extern RuntimeType MakeByRefTypeImpl();
        [MethodImpl(MethodImplOptions.InternalCall)]
        extern RuntimeType MakePointerTypeImpl();
        [MethodImpl(MethodImplOptions.InternalCall)]
        extern RuntimeType MakeGenericTypeImpl(RuntimeType[] arguments);
        [MethodImpl(MethodImplOptions.InternalCall)]
        extern bool HasCustomAttribute(string attributeFullName);
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern RuntimeType GetTypeByName(string fullName);
        // Allocates an uninitialized instance and returns its parameterless constructor (Method*),
        // or throws MissingMethodException.
        [MethodImpl(MethodImplOptions.InternalCall)]
        extern object AllocateForCreateInstance(out IntPtr ctor);

        int Flags { get { return GetTypeFlags(); } }

        public override string Name { get { return GetNameImpl(); } }
        public override string Namespace { get { return GetNamespaceImpl(); } }
        public override string FullName
        {
            get
            {
                int f = Flags;
                if ((f & FlagGenericParameter) != 0) return null;
                if ((f & FlagContainsGenericParameters) != 0 && (f & FlagGenericDefinition) == 0) return null;
                return GetFullNameImpl();
            }
        }
        public override string AssemblyQualifiedName { get { return FullName + ", mscorlib, Version=4.0.0.0, Culture=neutral, PublicKeyToken=b77a5c561934e089"; } }
        public override Type BaseType { get { return GetBaseTypeImpl(); } }
        public override Type UnderlyingSystemType { get { return this; } }
        public override Guid GUID { get { return Guid.Empty; } }
        public override Assembly Assembly { get { return null; } }
        public override Module Module { get { return null; } }
        public override RuntimeTypeHandle TypeHandle { get { return new RuntimeTypeHandle(_handle); } }
        public override Type DeclaringType { get { return GetDeclaringTypeImpl(); } }

        protected override TypeAttributes GetAttributeFlagsImpl() { return (TypeAttributes)GetAttributes(); }
        protected override bool IsArrayImpl() { return (Flags & FlagArray) != 0; }
        protected override bool IsByRefImpl() { return (Flags & FlagByRef) != 0; }
        protected override bool IsPointerImpl() { return (Flags & FlagPointer) != 0; }
        protected override bool IsPrimitiveImpl() { return (Flags & FlagPrimitive) != 0; }
        protected override bool IsValueTypeImpl() { return (Flags & FlagValueType) != 0; }
        protected override bool HasElementTypeImpl() { return (Flags & (FlagArray | FlagPointer | FlagByRef)) != 0; }
        public override bool IsEnum { get { return (Flags & FlagEnum) != 0; } }
        public override bool IsGenericType { get { return (Flags & FlagGenericType) != 0; } }
        public override bool IsGenericTypeDefinition { get { return (Flags & FlagGenericDefinition) != 0; } }
        public override bool IsConstructedGenericType { get { return (Flags & (FlagGenericType | FlagGenericDefinition)) == FlagGenericType; } }
        public override bool IsGenericParameter { get { return (Flags & FlagGenericParameter) != 0; } }
        public override bool ContainsGenericParameters { get { return (Flags & FlagContainsGenericParameters) != 0; } }
        public override bool IsSZArray { get { return (Flags & FlagSZArray) != 0; } }
        public override bool IsByRefLike { get { return (Flags & FlagByRefLike) != 0; } }

        public override Type GetElementType() { return GetElementTypeImpl(); }
        public override int GetArrayRank()
        {
            if (!IsArray) throw new ArgumentException("Must be an array type.");
            return GetArrayRankImpl();
        }
        public override Type[] GetGenericArguments()
        {
            RuntimeType[] a = GetGenericArgumentsImpl();
            Type[] r = new Type[a == null ? 0 : a.Length];
            for (int i = 0; i < r.Length; i++) r[i] = a[i];
            return r;
        }
        public override Type GetGenericTypeDefinition()
        {
            if (!IsGenericType) throw new InvalidOperationException("This operation is only valid on generic types.");
            return GetGenericTypeDefinitionImpl();
        }
        public override Type MakeGenericType(params Type[] typeArguments)
        {
            if (typeArguments == null) throw new ArgumentNullException("typeArguments");
            if (!IsGenericTypeDefinition) throw new InvalidOperationException(ToString() + " is not a GenericTypeDefinition. MakeGenericType may only be called on a type for which Type.IsGenericTypeDefinition is true.");
            RuntimeType[] a = new RuntimeType[typeArguments.Length];
            for (int i = 0; i < a.Length; i++)
            {
                a[i] = typeArguments[i] as RuntimeType;
                if (a[i] == null) throw new ArgumentNullException("typeArguments");
            }
            return MakeGenericTypeImpl(a);
        }
        public override Type MakeArrayType() { return MakeArrayTypeImpl(0); }
        public override Type MakeArrayType(int rank)
        {
            if (rank <= 0) throw new IndexOutOfRangeException();
            return MakeArrayTypeImpl(rank);
        }
        public override Type MakeByRefType() { return MakeByRefTypeImpl(); }
        public override Type MakePointerType() { return MakePointerTypeImpl(); }
        public override Type GetEnumUnderlyingType()
        {
            if (!IsEnum) throw new ArgumentException("Type provided must be an Enum.", "enumType");
            return GetEnumUnderlyingTypeImpl();
        }
        public override Type[] GetInterfaces()
        {
            RuntimeType[] a = GetInterfacesImpl();
            Type[] r = new Type[a == null ? 0 : a.Length];
            for (int i = 0; i < r.Length; i++) r[i] = a[i];
            return r;
        }
        public override bool IsAssignableFrom(Type c)
        {
            if (c == null) return false;
            if ((object)c == (object)this) return true;
            RuntimeType rc = c as RuntimeType;
            if (rc == null) return false;
            return IsAssignableFromImpl(rc);
        }
        public override bool IsInstanceOfType(object o) { return o != null && IsInstanceOfTypeImpl(o); }
        public override bool IsSubclassOf(Type c)
        {
            if (c == null) throw new ArgumentNullException("c");
            if ((object)c == (object)this) return false;
            for (Type p = BaseType; p != null; p = p.BaseType)
                if ((object)p == (object)c) return true;
            return false;
        }

        protected override TypeCode GetTypeCodeImpl()
        {
            int f = Flags;
            if ((f & FlagEnum) != 0) return Type.GetTypeCode(GetEnumUnderlyingTypeImpl());
            if ((f & (FlagArray | FlagPointer | FlagByRef)) != 0) return TypeCode.Object;
            switch (GetCorElementType())
            {
                case 0x02: return TypeCode.Boolean;
                case 0x03: return TypeCode.Char;
                case 0x04: return TypeCode.SByte;
                case 0x05: return TypeCode.Byte;
                case 0x06: return TypeCode.Int16;
                case 0x07: return TypeCode.UInt16;
                case 0x08: return TypeCode.Int32;
                case 0x09: return TypeCode.UInt32;
                case 0x0a: return TypeCode.Int64;
                case 0x0b: return TypeCode.UInt64;
                case 0x0c: return TypeCode.Single;
                case 0x0d: return TypeCode.Double;
                case 0x0e: return TypeCode.String;
            }
            if (this == typeof(decimal)) return TypeCode.Decimal;
            if (this == typeof(DateTime)) return TypeCode.DateTime;
            if (this == typeof(DBNull)) return TypeCode.DBNull;
            return TypeCode.Object;
        }

        public override bool IsDefined(Type attributeType, bool inherit)
        {
            if (attributeType == null) throw new ArgumentNullException("attributeType");
            if (HasCustomAttribute(attributeType.FullName)) return true;
            if (inherit)
                for (RuntimeType p = GetBaseTypeImpl(); p != null; p = p.GetBaseTypeImpl())
                    if (p.HasCustomAttribute(attributeType.FullName)) return true;
            return false;
        }

        public override object[] GetCustomAttributes(bool inherit) { return new object[0]; }
        public override object[] GetCustomAttributes(Type attributeType, bool inherit) { return new object[0]; }

        public override string ToString() { return GetFullNameImpl(); }

        internal object CreateInstanceDefaultCtor()
        {
            if (IsValueType)
            {
                IntPtr unusedCtor;
                return AllocateForCreateInstance(out unusedCtor);
            }
            IntPtr ctor;
            object o = AllocateForCreateInstance(out ctor);
            if (ctor != IntPtr.Zero)
            {
                Action a = (Action)Delegate.CreateDelegateInternal((RuntimeType)typeof(Action), o, ctor);
                a();
            }
            return o;
        }
    }
}

namespace System.Reflection
{
    public abstract class MemberInfo
    {
        protected MemberInfo() { }
        public abstract string Name { get; }
        public abstract MemberTypes MemberType { get; }
        public abstract Type DeclaringType { get; }
        public abstract Type ReflectedType { get; }
        public virtual bool IsDefined(Type attributeType, bool inherit) { return false; }
        public virtual object[] GetCustomAttributes(bool inherit) { return new object[0]; }
        public virtual object[] GetCustomAttributes(Type attributeType, bool inherit) { return new object[0]; }
        public virtual int MetadataToken { get { return 0; } }
    }

    [Flags]
    public enum MemberTypes
    {
        Constructor = 1, Event = 2, Field = 4, Method = 8, Property = 16, TypeInfo = 32, Custom = 64, NestedType = 128, All = 191,
    }

    public abstract class MethodBase : MemberInfo
    {
        protected MethodBase() { }
        public virtual bool IsStatic { get { return false; } }
        public virtual bool IsPublic { get { return false; } }
        public virtual object Invoke(object obj, object[] parameters) { throw new NotSupportedException(); }
    }

    public abstract class MethodInfo : MethodBase
    {
        protected MethodInfo() { }
        public override MemberTypes MemberType { get { return MemberTypes.Method; } }
        public virtual Type ReturnType { get { throw new NotSupportedException(); } }
    }

    public abstract class ConstructorInfo : MethodBase
    {
        protected ConstructorInfo() { }
        public override MemberTypes MemberType { get { return MemberTypes.Constructor; } }
    }

    public abstract class FieldInfo : MemberInfo
    {
        protected FieldInfo() { }
        public override MemberTypes MemberType { get { return MemberTypes.Field; } }
        public abstract Type FieldType { get; }
        public abstract object GetValue(object obj);
    }

    public abstract class PropertyInfo : MemberInfo
    {
        protected PropertyInfo() { }
        public override MemberTypes MemberType { get { return MemberTypes.Property; } }
        public abstract Type PropertyType { get; }
    }

    public abstract class Assembly
    {
        protected Assembly() { }
        public virtual string FullName { get { return null; } }
    }

    public abstract class Module
    {
        protected Module() { }
    }

    public sealed class Missing
    {
        public static readonly Missing Value = new Missing();
        Missing() { }
    }
}
