using System;

namespace System.Runtime.CompilerServices
{
    public static class RuntimeHelpers
    {
        // Copies the FieldRVA data of `fldHandle` into the elements of `array`.
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern void InitializeArray(Array array, RuntimeFieldHandle fldHandle);

        // Identity hash code stored in the object header (0 for null).
        [MethodImpl(MethodImplOptions.InternalCall)]
        public static extern int GetHashCode(object o);

        public static new bool Equals(object o1, object o2)
        {
            if (o1 == o2) return true;
            if (o1 == null || o2 == null) return false;
            if (o1.GetType() != o2.GetType()) return false;
            if (o1 is ValueType) return o1.Equals(o2);
            return false;
        }

        public static object GetObjectValue(object obj)
        {
            if (obj == null) return null;
            if (obj is ValueType && !(obj is Enum) && obj.GetType().IsValueType) return ObjectCopy(obj);
            return obj;
        }

        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern object ObjectCopy(object obj);

        // Runs the class constructor of the type if it has not run yet.
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern void RunClassConstructorInternal(IntPtr type);

        public static void RunClassConstructor(RuntimeTypeHandle type) { RunClassConstructorInternal(type.Value); }

        public static int OffsetToStringData { get { return 20; } }

        public static bool IsReferenceOrContainsReferences<T>() { return IsReferenceOrContainsReferencesImpl(typeof(T).TypeHandle.Value); }

        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern bool IsReferenceOrContainsReferencesImpl(IntPtr type);

        public static void EnsureSufficientExecutionStack() { }
        public static bool TryEnsureSufficientExecutionStack() { return true; }
        public static void PrepareMethod(RuntimeMethodHandle method) { }
        public static void PrepareConstrainedRegions() { }
        public static void ProbeForSufficientStack() { }
    }
}
