using System;
using System.Runtime.CompilerServices;

namespace System.Runtime.InteropServices
{
    public enum LayoutKind { Sequential = 0, Explicit = 2, Auto = 3 }
    public enum CharSet { None = 1, Ansi = 2, Unicode = 3, Auto = 4 }
    public enum CallingConvention { Winapi = 1, Cdecl = 2, StdCall = 3, ThisCall = 4, FastCall = 5 }
    public enum GCHandleType { Weak = 0, WeakTrackResurrection = 1, Normal = 2, Pinned = 3 }
    public enum UnmanagedType
    {
        Bool = 2, I1 = 3, U1 = 4, I2 = 5, U2 = 6, I4 = 7, U4 = 8, I8 = 9, U8 = 10, R4 = 11, R8 = 12, Currency = 15,
        BStr = 19, LPStr = 20, LPWStr = 21, LPTStr = 22, ByValTStr = 23, IUnknown = 25, IDispatch = 26, Struct = 27,
        Interface = 28, SafeArray = 29, ByValArray = 30, SysInt = 31, SysUInt = 32, VBByRefStr = 34, AnsiBStr = 35,
        TBStr = 36, VariantBool = 37, FunctionPtr = 38, AsAny = 40, LPArray = 42, LPStruct = 43, CustomMarshaler = 44,
        Error = 45, IInspectable = 46, HString = 47, LPUTF8Str = 48,
    }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct, Inherited = false)]
    public sealed class StructLayoutAttribute : Attribute
    {
        LayoutKind _val;
        public int Pack;
        public int Size;
        public CharSet CharSet;
        public StructLayoutAttribute(LayoutKind layoutKind) { _val = layoutKind; }
        public StructLayoutAttribute(short layoutKind) { _val = (LayoutKind)layoutKind; }
        public LayoutKind Value { get { return _val; } }
    }

    [AttributeUsage(AttributeTargets.Field, Inherited = false)]
    public sealed class FieldOffsetAttribute : Attribute
    {
        int _val;
        public FieldOffsetAttribute(int offset) { _val = offset; }
        public int Value { get { return _val; } }
    }

    [AttributeUsage(AttributeTargets.Parameter, Inherited = false)]
    public sealed class InAttribute : Attribute { public InAttribute() { } }
    [AttributeUsage(AttributeTargets.Parameter, Inherited = false)]
    public sealed class OutAttribute : Attribute { public OutAttribute() { } }
    [AttributeUsage(AttributeTargets.Parameter, Inherited = false)]
    public sealed class OptionalAttribute : Attribute { public OptionalAttribute() { } }
    [AttributeUsage(AttributeTargets.Method, Inherited = false)]
    public sealed class PreserveSigAttribute : Attribute { public PreserveSigAttribute() { } }

    [AttributeUsage(AttributeTargets.All, Inherited = false)]
    public sealed class ComVisibleAttribute : Attribute
    {
        bool _val;
        public ComVisibleAttribute(bool visibility) { _val = visibility; }
        public bool Value { get { return _val; } }
    }

    [AttributeUsage(AttributeTargets.Assembly | AttributeTargets.Interface | AttributeTargets.Class | AttributeTargets.Enum | AttributeTargets.Struct | AttributeTargets.Delegate, Inherited = false)]
    public sealed class GuidAttribute : Attribute
    {
        string _val;
        public GuidAttribute(string guid) { _val = guid; }
        public string Value { get { return _val; } }
    }

    [AttributeUsage(AttributeTargets.Method, Inherited = false)]
    public sealed class DllImportAttribute : Attribute
    {
        string _val;
        public string EntryPoint;
        public CharSet CharSet;
        public bool SetLastError;
        public bool ExactSpelling;
        public CallingConvention CallingConvention;
        public bool BestFitMapping;
        public bool PreserveSig;
        public bool ThrowOnUnmappableChar;
        public DllImportAttribute(string dllName) { _val = dllName; }
        public string Value { get { return _val; } }
    }

    [AttributeUsage(AttributeTargets.Field | AttributeTargets.Parameter | AttributeTargets.ReturnValue, Inherited = false)]
    public sealed class MarshalAsAttribute : Attribute
    {
        UnmanagedType _val;
        public UnmanagedType ArraySubType;
        public int SizeConst;
        public short SizeParamIndex;
        public MarshalAsAttribute(UnmanagedType unmanagedType) { _val = unmanagedType; }
        public MarshalAsAttribute(short unmanagedType) { _val = (UnmanagedType)unmanagedType; }
        public UnmanagedType Value { get { return _val; } }
    }

    [AttributeUsage(AttributeTargets.Delegate, Inherited = false)]
    public sealed class UnmanagedFunctionPointerAttribute : Attribute
    {
        CallingConvention _cc;
        public UnmanagedFunctionPointerAttribute(CallingConvention callingConvention) { _cc = callingConvention; }
        public CallingConvention CallingConvention { get { return _cc; } }
    }

    public struct GCHandle
    {
        IntPtr _handle; // the GC's GcHandle (0 = not allocated)

        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern IntPtr InternalAlloc(object value, GCHandleType type);
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern void InternalFree(IntPtr handle);
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern object InternalGet(IntPtr handle);
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern void InternalSet(IntPtr handle, object value);
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern IntPtr InternalAddrOfPinnedObject(IntPtr handle);

        GCHandle(IntPtr handle) { _handle = handle; }

        public static GCHandle Alloc(object value) { return Alloc(value, GCHandleType.Normal); }
        public static GCHandle Alloc(object value, GCHandleType type)
        {
            if ((uint)type > 3) throw new ArgumentOutOfRangeException("type", "Enum value was out of legal range.");
            return new GCHandle(InternalAlloc(value, type));
        }

        public void Free()
        {
            IntPtr h = _handle;
            if (h == IntPtr.Zero) throw new InvalidOperationException("Handle is not initialized.");
            _handle = IntPtr.Zero;
            InternalFree(h);
        }

        public object Target
        {
            get
            {
                if (_handle == IntPtr.Zero) throw new InvalidOperationException("Handle is not initialized.");
                return InternalGet(_handle);
            }
            set
            {
                if (_handle == IntPtr.Zero) throw new InvalidOperationException("Handle is not initialized.");
                InternalSet(_handle, value);
            }
        }

        public IntPtr AddrOfPinnedObject()
        {
            if (_handle == IntPtr.Zero) throw new InvalidOperationException("Handle is not initialized.");
            return InternalAddrOfPinnedObject(_handle);
        }

        public bool IsAllocated { get { return _handle != IntPtr.Zero; } }

        public static explicit operator GCHandle(IntPtr value)
        {
            if (value == IntPtr.Zero) throw new InvalidOperationException("Handle is not initialized.");
            return new GCHandle(value);
        }
        public static explicit operator IntPtr(GCHandle value) { return value._handle; }
        public static GCHandle FromIntPtr(IntPtr value) { return (GCHandle)value; }
        public static IntPtr ToIntPtr(GCHandle value) { return value._handle; }

        public override bool Equals(object o) { return o is GCHandle && ((GCHandle)o)._handle == _handle; }
        public override int GetHashCode() { return _handle.GetHashCode(); }
        public static bool operator ==(GCHandle a, GCHandle b) { return a._handle == b._handle; }
        public static bool operator !=(GCHandle a, GCHandle b) { return a._handle != b._handle; }
    }

    public static class Marshal
    {
        public static readonly int SystemDefaultCharSize = 2;
        public static readonly int SystemMaxDBCSCharSize = 1;

        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern IntPtr AllocHGlobal(IntPtr cb);
        public static IntPtr AllocHGlobal(int cb) { return AllocHGlobal((IntPtr)cb); }
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern void FreeHGlobal(IntPtr hglobal);

        public static unsafe void Copy(byte[] source, int startIndex, IntPtr destination, int length)
        {
            if (source == null) throw new ArgumentNullException("source");
            if (startIndex < 0 || length < 0 || startIndex > source.Length - length) throw new ArgumentOutOfRangeException("startIndex");
            if (length == 0) return;
            fixed (byte* p = source) Buffer.Memmove((byte*)destination, p + startIndex, length);
        }
        public static unsafe void Copy(IntPtr source, byte[] destination, int startIndex, int length)
        {
            if (destination == null) throw new ArgumentNullException("destination");
            if (startIndex < 0 || length < 0 || startIndex > destination.Length - length) throw new ArgumentOutOfRangeException("startIndex");
            if (length == 0) return;
            fixed (byte* p = destination) Buffer.Memmove(p + startIndex, (byte*)source, length);
        }
        public static unsafe byte ReadByte(IntPtr ptr) { return *(byte*)ptr; }
        public static unsafe byte ReadByte(IntPtr ptr, int ofs) { return *((byte*)ptr + ofs); }
        public static unsafe short ReadInt16(IntPtr ptr) { return *(short*)ptr; }
        public static unsafe int ReadInt32(IntPtr ptr) { return *(int*)ptr; }
        public static unsafe int ReadInt32(IntPtr ptr, int ofs) { return *(int*)((byte*)ptr + ofs); }
        public static unsafe long ReadInt64(IntPtr ptr) { return *(long*)ptr; }
        public static unsafe IntPtr ReadIntPtr(IntPtr ptr) { return *(IntPtr*)ptr; }
        public static unsafe void WriteByte(IntPtr ptr, byte val) { *(byte*)ptr = val; }
        public static unsafe void WriteByte(IntPtr ptr, int ofs, byte val) { *((byte*)ptr + ofs) = val; }
        public static unsafe void WriteInt16(IntPtr ptr, short val) { *(short*)ptr = val; }
        public static unsafe void WriteInt32(IntPtr ptr, int val) { *(int*)ptr = val; }
        public static unsafe void WriteInt32(IntPtr ptr, int ofs, int val) { *(int*)((byte*)ptr + ofs) = val; }
        public static unsafe void WriteInt64(IntPtr ptr, long val) { *(long*)ptr = val; }
        public static unsafe void WriteIntPtr(IntPtr ptr, IntPtr val) { *(IntPtr*)ptr = val; }
        public static int SizeOf<T>() { return SizeOfHelper(typeof(T).TypeHandle.Value); }
        public static int SizeOf(Type t) { return SizeOfHelper(t.TypeHandle.Value); }
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern int SizeOfHelper(IntPtr type);
        public static int GetLastWin32Error() { return 0; }
        public static int GetHRForException(Exception e) { return e == null ? 0 : e.HResult; }
    }

    public abstract class SafeHandle : System.Runtime.ConstrainedExecution.CriticalFinalizerObject, IDisposable
    {
        protected IntPtr handle;
        bool _ownsHandle;
        bool _closed;
        protected SafeHandle(IntPtr invalidHandleValue, bool ownsHandle) { handle = invalidHandleValue; _ownsHandle = ownsHandle; }
        ~SafeHandle() { Dispose(false); }
        public abstract bool IsInvalid { get; }
        public bool IsClosed { get { return _closed; } }
        protected abstract bool ReleaseHandle();
        public IntPtr DangerousGetHandle() { return handle; }
        protected void SetHandle(IntPtr handle) { this.handle = handle; }
        public void Close() { Dispose(); }
        public void Dispose() { Dispose(true); GC.SuppressFinalize(this); }
        protected virtual void Dispose(bool disposing)
        {
            if (_closed) return;
            _closed = true;
            if (_ownsHandle && !IsInvalid) ReleaseHandle();
        }
        public void SetHandleAsInvalid() { _closed = true; }
    }
}

namespace System.Runtime.ConstrainedExecution
{
    public abstract class CriticalFinalizerObject
    {
        protected CriticalFinalizerObject() { }
        ~CriticalFinalizerObject() { }
    }

    public enum Consistency { MayCorruptProcess = 0, MayCorruptAppDomain = 1, MayCorruptInstance = 2, WillNotCorruptState = 3 }
    public enum Cer { None = 0, MayFail = 1, Success = 2 }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Constructor | AttributeTargets.Method | AttributeTargets.Interface | AttributeTargets.Assembly, Inherited = false)]
    public sealed class ReliabilityContractAttribute : Attribute
    {
        public ReliabilityContractAttribute(Consistency consistencyGuarantee, Cer cer) { }
    }
}

namespace System.Runtime.Versioning
{
    [AttributeUsage(AttributeTargets.Assembly, AllowMultiple = false, Inherited = false)]
    public sealed class TargetFrameworkAttribute : Attribute
    {
        string _name;
        public TargetFrameworkAttribute(string frameworkName) { _name = frameworkName; }
        public string FrameworkName { get { return _name; } }
        public string FrameworkDisplayName { get; set; }
    }

    [AttributeUsage(AttributeTargets.Assembly | AttributeTargets.Class | AttributeTargets.Constructor | AttributeTargets.Enum | AttributeTargets.Event | AttributeTargets.Field | AttributeTargets.Interface | AttributeTargets.Method | AttributeTargets.Module | AttributeTargets.Property | AttributeTargets.Struct, AllowMultiple = true, Inherited = false)]
    public sealed class SupportedOSPlatformAttribute : Attribute
    {
        public SupportedOSPlatformAttribute(string platformName) { }
    }

    [AttributeUsage(AttributeTargets.Method | AttributeTargets.Property | AttributeTargets.Constructor, Inherited = false)]
    public sealed class NonVersionableAttribute : Attribute { }
}

namespace System.Runtime.Serialization
{
    public interface ISerializable { }
    public interface IDeserializationCallback { void OnDeserialization(object sender); }
    public sealed class SerializationInfo { SerializationInfo() { } }
    public struct StreamingContext { }
    [AttributeUsage(AttributeTargets.Method, Inherited = false)]
    public sealed class OnDeserializedAttribute : Attribute { }
    [AttributeUsage(AttributeTargets.Method, Inherited = false)]
    public sealed class OnSerializingAttribute : Attribute { }
}
