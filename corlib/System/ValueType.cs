using System.Runtime.CompilerServices;

namespace System
{
    [Serializable]
    public abstract class ValueType
    {
        protected ValueType() { }

        // Field-wise comparison of two boxed values of the same exact type (bitwise for
        // fields without references, Equals for reference fields).
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern bool InternalEquals(object a, object b);

        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern int InternalGetHashCode(object a);

        public override bool Equals(object obj)
        {
            if (obj == null) return false;
            if (GetType() != obj.GetType()) return false;
            return InternalEquals(this, obj);
        }

        public override int GetHashCode() { return InternalGetHashCode(this); }

        public override string ToString() { return GetType().ToString(); }
    }
}
