using System.Collections.Generic;

namespace System
{
    [Serializable]
    public struct Nullable<T> where T : struct
    {
        // Runtime contract: hasValue then value.
        internal bool hasValue;
        internal T value;

        public Nullable(T value)
        {
            this.value = value;
            hasValue = true;
        }

        public bool HasValue { get { return hasValue; } }

        public T Value
        {
            get
            {
                if (!hasValue) throw new InvalidOperationException("Nullable object must have a value.");
                return value;
            }
        }

        public T GetValueOrDefault() { return value; }
        public T GetValueOrDefault(T defaultValue) { return hasValue ? value : defaultValue; }

        public override bool Equals(object other)
        {
            if (!hasValue) return other == null;
            if (other == null) return false;
            return value.Equals(other);
        }

        public override int GetHashCode() { return hasValue ? value.GetHashCode() : 0; }

        public override string ToString() { return hasValue ? value.ToString() : ""; }

        public static implicit operator T?(T value) { return new T?(value); }
        public static explicit operator T(T? value) { return value.Value; }
    }

    public static class Nullable
    {
        public static int Compare<T>(T? n1, T? n2) where T : struct
        {
            if (n1.HasValue)
            {
                if (n2.HasValue) return Comparer<T>.Default.Compare(n1.value, n2.value);
                return 1;
            }
            if (n2.HasValue) return -1;
            return 0;
        }

        public static bool Equals<T>(T? n1, T? n2) where T : struct
        {
            if (n1.HasValue)
            {
                if (n2.HasValue) return EqualityComparer<T>.Default.Equals(n1.value, n2.value);
                return false;
            }
            return !n2.HasValue;
        }

        public static Type GetUnderlyingType(Type nullableType)
        {
            if (nullableType == null) throw new ArgumentNullException("nullableType");
            if (nullableType.IsGenericType && !nullableType.IsGenericTypeDefinition && nullableType.GetGenericTypeDefinition() == typeof(Nullable<>))
                return nullableType.GetGenericArguments()[0];
            return null;
        }
    }
}
