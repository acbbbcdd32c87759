using System.Runtime.CompilerServices;

namespace System
{
    [Serializable]
    public class Object
    {
        public Object() { }

        ~Object() { }

        [MethodImpl(MethodImplOptions.InternalCall)]
        public extern Type GetType();

        public virtual string ToString() { return GetType().ToString(); }

        public virtual bool Equals(object obj) { return (object)this == obj; }

        public virtual int GetHashCode() { return RuntimeHelpers.GetHashCode(this); }

        [MethodImpl(MethodImplOptions.InternalCall)]
        protected extern object MemberwiseClone();

        public static bool ReferenceEquals(object objA, object objB) { return objA == objB; }

        public static bool Equals(object objA, object objB)
        {
            if (objA == objB) return true;
            if (objA == null || objB == null) return false;
            return objA.Equals(objB);
        }
    }
}
