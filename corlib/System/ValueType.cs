using System.Runtime.CompilerServices;

namespace System
{
    [Serializable]
    public abstract class ValueType
    {
        protected ValueType() { }

        // Field-wise comparison of two boxed values of the same exact type (bitwise for
        // fields without references, Equals for reference fields).
        // When both values can be compared bitwise (no reference or floating-point fields, no
        // padding) returns the result and sets fields to null; otherwise returns false and sets
        // fields to the boxed field values {a0, b0, a1, b1, ...} for a field-wise Equals.
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern bool InternalEquals(object a, object b, out object[] fields);

        // Hash of the bits when bitwise-hashable (fields set to null); otherwise fields holds the
        // boxed field values and the managed code hashes the first non-null one, like .NET.
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern int InternalGetHashCode(object a, out object[] fields);

        public override bool Equals(object obj)
        {
            if (obj == null) return false;
            if (GetType() != obj.GetType()) return false;
            object[] fields;
            bool r = InternalEquals(this, obj, out fields);
            if (fields == null) return r;
            for (int i = 0; i < fields.Length; i += 2)
            {
                object x = fields[i], y = fields[i + 1];
                if (x == null) { if (y != null) return false; }
                else if (!x.Equals(y)) return false;
            }
            return true;
        }

        public override int GetHashCode()
        {
            object[] fields;
            int h = InternalGetHashCode(this, out fields);
            if (fields == null) return h;
            for (int i = 0; i < fields.Length; i++)
                if (fields[i] != null) return fields[i].GetHashCode();
            return 0;
        }

        public override string ToString() { return GetType().ToString(); }
    }
}
