using System.Collections.Generic;
using System.Runtime.CompilerServices;
using System.Text;

namespace System
{
    [Serializable]
    public abstract class Enum : ValueType, IComparable, IFormattable, IConvertible
    {
        protected Enum() { }

        // Literal fields of the enum type in declaration order (values sign-extended to 64 bits).
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern void GetEnumInfo(RuntimeType enumType, out string[] names, out ulong[] values);

        // The boxed enum's value, sign-extended (signed underlying types) or zero-extended to 64 bits.
        [MethodImpl(MethodImplOptions.InternalCall)]
        extern ulong InternalGetValue();

        // Box `value` (truncated to the underlying size) as an instance of enumType.
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern object InternalBoxEnum(RuntimeType enumType, ulong value);

        internal sealed class EnumInfo
        {
            internal string[] Names;
            internal ulong[] Values;
            internal bool IsFlags;
            internal TypeCode Underlying;
        }

        static Dictionary<Type, EnumInfo> s_cache;

        internal static EnumInfo GetInfo(Type enumType)
        {
            RuntimeType rt = enumType as RuntimeType;
            if (rt == null || !rt.IsEnum) throw new ArgumentException("Type provided must be an Enum.", "enumType");
            Dictionary<Type, EnumInfo> cache = s_cache;
            if (cache == null) { cache = new Dictionary<Type, EnumInfo>(); s_cache = cache; }
            EnumInfo info;
            lock (cache)
            {
                if (cache.TryGetValue(rt, out info)) return info;
            }
            string[] names;
            ulong[] values;
            GetEnumInfo(rt, out names, out values);
            // Sort by unsigned value (stable), as .NET does.
            for (int i = 1; i < values.Length; i++)
            {
                ulong v = values[i];
                string n = names[i];
                int j = i - 1;
                while (j >= 0 && values[j] > v) { values[j + 1] = values[j]; names[j + 1] = names[j]; j--; }
                values[j + 1] = v;
                names[j + 1] = n;
            }
            info = new EnumInfo();
            info.Names = names;
            info.Values = values;
            info.IsFlags = rt.IsDefined(typeof(FlagsAttribute), false);
            info.Underlying = Type.GetTypeCode(rt.GetEnumUnderlyingType());
            lock (cache) { cache[rt] = info; }
            return info;
        }

        static bool IsSigned(TypeCode c)
        {
            return c == TypeCode.SByte || c == TypeCode.Int16 || c == TypeCode.Int32 || c == TypeCode.Int64;
        }

        static int SizeOf(TypeCode c)
        {
            switch (c)
            {
                case TypeCode.SByte: case TypeCode.Byte: case TypeCode.Boolean: return 1;
                case TypeCode.Int16: case TypeCode.UInt16: case TypeCode.Char: return 2;
                case TypeCode.Int32: case TypeCode.UInt32: return 4;
                default: return 8;
            }
        }

        static ulong Mask(TypeCode c)
        {
            int size = SizeOf(c);
            return size == 8 ? ulong.MaxValue : (1UL << (size * 8)) - 1;
        }

        static string ValueToDecimal(ulong v, TypeCode c)
        {
            if (IsSigned(c)) return ((long)v).ToString();
            return (v & Mask(c)).ToString();
        }

        // ---- formatting ----

        static string GetNameOf(EnumInfo info, ulong v)
        {
            ulong[] values = info.Values;
            for (int i = 0; i < values.Length; i++) if (values[i] == v) return info.Names[i];
            return null;
        }

        static string FlagsToString(EnumInfo info, ulong value)
        {
            ulong[] values = info.Values;
            string[] names = info.Names;
            if (value == 0) return values.Length > 0 && values[0] == 0 ? names[0] : "0";
            // Greedy from the largest value down, like .NET.
            ulong result = value;
            int index = values.Length - 1;
            List<string> parts = new List<string>();
            while (index >= 0)
            {
                if (index == 0 && values[index] == 0) break;
                if ((result & values[index]) == values[index])
                {
                    result -= values[index];
                    parts.Add(names[index]);
                }
                index--;
            }
            if (result != 0) return null;
            StringBuilder sb = new StringBuilder();
            for (int i = parts.Count - 1; i >= 0; i--)
            {
                sb.Append(parts[i]);
                if (i > 0) sb.Append(", ");
            }
            return sb.ToString();
        }

        string ToStringG(EnumInfo info, ulong v)
        {
            string name = GetNameOf(info, v);
            if (name != null) return name;
            if (info.IsFlags)
            {
                string f = FlagsToString(info, v);
                if (f != null) return f;
            }
            return ValueToDecimal(v, info.Underlying);
        }

        public override string ToString()
        {
            EnumInfo info = GetInfo(GetType());
            return ToStringG(info, InternalGetValue());
        }

        public string ToString(string format)
        {
            EnumInfo info = GetInfo(GetType());
            ulong v = InternalGetValue();
            if (format == null || format.Length == 0) return ToStringG(info, v);
            if (format.Length == 1)
            {
                switch (format[0])
                {
                    case 'G':
                    case 'g':
                        return ToStringG(info, v);
                    case 'D':
                    case 'd':
                        return ValueToDecimal(v, info.Underlying);
                    case 'X':
                    case 'x':
                        {
                            string s = (v & Mask(info.Underlying)).ToString(format[0] == 'X' ? "X" : "x");
                            int width = SizeOf(info.Underlying) * 2;
                            return s.PadLeft(width, '0');
                        }
                    case 'F':
                    case 'f':
                        {
                            string name = GetNameOf(info, v);
                            if (name != null) return name;
                            string f = FlagsToString(info, v);
                            return f ?? ValueToDecimal(v, info.Underlying);
                        }
                }
            }
            throw new FormatException("Format string can be only \"G\", \"g\", \"X\", \"x\", \"F\", \"f\", \"D\" or \"d\".");
        }

        public string ToString(IFormatProvider provider) { return ToString(); }
        public string ToString(string format, IFormatProvider provider) { return ToString(format); }

        public static string Format(Type enumType, object value, string format)
        {
            if (enumType == null) throw new ArgumentNullException("enumType");
            if (value == null) throw new ArgumentNullException("value");
            if (format == null) throw new ArgumentNullException("format");
            Enum e = value as Enum;
            if (e == null) e = (Enum)ToObject(enumType, value);
            return e.ToString(format);
        }

        // ---- comparison ----

        public override bool Equals(object obj)
        {
            if (obj == null) return false;
            if (obj.GetType() != GetType()) return false;
            return InternalGetValue() == ((Enum)obj).InternalGetValue();
        }

        public override int GetHashCode()
        {
            ulong v = InternalGetValue();
            EnumInfo info = GetInfo(GetType());
            switch (info.Underlying)
            {
                case TypeCode.Int64:
                case TypeCode.UInt64:
                    return (int)v ^ (int)(v >> 32);
                case TypeCode.Char:
                    return (int)(ushort)v | ((int)(ushort)v << 16);
                case TypeCode.Boolean:
                    return v != 0 ? 1 : 0;
                default:
                    return (int)v;
            }
        }

        public int CompareTo(object target)
        {
            if (target == null) return 1;
            if (target.GetType() != GetType())
                throw new ArgumentException("Object must be the same type as the enum. The type passed in was '" + target.GetType().FullName + "'; the enum type was '" + GetType().FullName + "'.");
            ulong a = InternalGetValue(), b = ((Enum)target).InternalGetValue();
            if (IsSigned(GetInfo(GetType()).Underlying))
            {
                long sa = (long)a, sb = (long)b;
                return sa < sb ? -1 : sa > sb ? 1 : 0;
            }
            return a < b ? -1 : a > b ? 1 : 0;
        }

        public bool HasFlag(Enum flag)
        {
            if (flag == null) throw new ArgumentNullException("flag");
            if (flag.GetType() != GetType())
                throw new ArgumentException("The argument type, '" + flag.GetType().FullName + "', is not the same as the enum type '" + GetType().FullName + "'.");
            ulong f = flag.InternalGetValue();
            return (InternalGetValue() & f) == f;
        }

        // ---- reflection-like statics ----

        public static Type GetUnderlyingType(Type enumType)
        {
            if (enumType == null) throw new ArgumentNullException("enumType");
            return enumType.GetEnumUnderlyingType();
        }

        public static string[] GetNames(Type enumType)
        {
            if (enumType == null) throw new ArgumentNullException("enumType");
            return (string[])GetInfo(enumType).Names.Clone();
        }

        public static string[] GetNames<TEnum>() where TEnum : struct { return GetNames(typeof(TEnum)); }

        public static Array GetValues(Type enumType)
        {
            if (enumType == null) throw new ArgumentNullException("enumType");
            EnumInfo info = GetInfo(enumType);
            Array a = Array.CreateInstance(enumType, info.Values.Length);
            for (int i = 0; i < info.Values.Length; i++)
                a.SetValue(InternalBoxEnum((RuntimeType)enumType, info.Values[i]), i);
            return a;
        }

        public static TEnum[] GetValues<TEnum>() where TEnum : struct { return (TEnum[])GetValues(typeof(TEnum)); }

        public static string GetName(Type enumType, object value)
        {
            if (enumType == null) throw new ArgumentNullException("enumType");
            if (value == null) throw new ArgumentNullException("value");
            EnumInfo info = GetInfo(enumType);
            return GetNameOf(info, ToUInt64(value));
        }

        public static string GetName<TEnum>(TEnum value) where TEnum : struct { return GetName(typeof(TEnum), value); }

        public static bool IsDefined(Type enumType, object value)
        {
            if (enumType == null) throw new ArgumentNullException("enumType");
            if (value == null) throw new ArgumentNullException("value");
            EnumInfo info = GetInfo(enumType);
            string s = value as string;
            if (s != null)
            {
                foreach (string n in info.Names) if (n == s) return true;
                return false;
            }
            return GetNameOf(info, ToUInt64(value)) != null;
        }

        public static bool IsDefined<TEnum>(TEnum value) where TEnum : struct { return IsDefined(typeof(TEnum), value); }

        internal static ulong ToUInt64(object value)
        {
            Enum e = value as Enum;
            if (e != null) return e.InternalGetValue();
            switch (Type.GetTypeCode(value.GetType()))
            {
                case TypeCode.SByte: return (ulong)(long)(sbyte)value;
                case TypeCode.Byte: return (byte)value;
                case TypeCode.Int16: return (ulong)(long)(short)value;
                case TypeCode.UInt16: return (ushort)value;
                case TypeCode.Int32: return (ulong)(long)(int)value;
                case TypeCode.UInt32: return (uint)value;
                case TypeCode.Int64: return (ulong)(long)value;
                case TypeCode.UInt64: return (ulong)value;
                case TypeCode.Char: return (char)value;
                case TypeCode.Boolean: return (bool)value ? 1UL : 0UL;
            }
            throw new ArgumentException("Enum underlying type and the object must be same type or object must be a String. Type passed in was '" + value.GetType().FullName + "'.");
        }

        public static object ToObject(Type enumType, object value)
        {
            if (value == null) throw new ArgumentNullException("value");
            return ToObject(enumType, ToUInt64(value));
        }
        public static object ToObject(Type enumType, sbyte value) { return ToObject(enumType, (ulong)(long)value); }
        public static object ToObject(Type enumType, byte value) { return ToObject(enumType, (ulong)value); }
        public static object ToObject(Type enumType, short value) { return ToObject(enumType, (ulong)(long)value); }
        public static object ToObject(Type enumType, ushort value) { return ToObject(enumType, (ulong)value); }
        public static object ToObject(Type enumType, int value) { return ToObject(enumType, (ulong)(long)value); }
        public static object ToObject(Type enumType, uint value) { return ToObject(enumType, (ulong)value); }
        public static object ToObject(Type enumType, long value) { return ToObject(enumType, (ulong)value); }
        public static object ToObject(Type enumType, ulong value)
        {
            if (enumType == null) throw new ArgumentNullException("enumType");
            RuntimeType rt = enumType as RuntimeType;
            if (rt == null || !rt.IsEnum) throw new ArgumentException("Type provided must be an Enum.", "enumType");
            return InternalBoxEnum(rt, value);
        }

        // ---- parsing ----

        public static object Parse(Type enumType, string value) { return Parse(enumType, value, false); }

        public static object Parse(Type enumType, string value, bool ignoreCase)
        {
            object r;
            int err = TryParseCore(enumType, value, ignoreCase, out r);
            if (err == 0) return r;
            if (err == 1) throw new ArgumentNullException("value");
            if (err == 2) throw new ArgumentException("Must specify valid information for parsing in the string.", "value");
            throw new ArgumentException("Requested value '" + value + "' was not found.");
        }

        public static TEnum Parse<TEnum>(string value) where TEnum : struct { return (TEnum)Parse(typeof(TEnum), value, false); }
        public static TEnum Parse<TEnum>(string value, bool ignoreCase) where TEnum : struct { return (TEnum)Parse(typeof(TEnum), value, ignoreCase); }

        public static bool TryParse<TEnum>(string value, out TEnum result) where TEnum : struct { return TryParse(value, false, out result); }

        public static bool TryParse<TEnum>(string value, bool ignoreCase, out TEnum result) where TEnum : struct
        {
            object r;
            if (TryParseCore(typeof(TEnum), value, ignoreCase, out r) == 0) { result = (TEnum)r; return true; }
            result = default(TEnum);
            return false;
        }

        public static bool TryParse(Type enumType, string value, out object result) { return TryParseCore(enumType, value, false, out result) == 0; }
        public static bool TryParse(Type enumType, string value, bool ignoreCase, out object result) { return TryParseCore(enumType, value, ignoreCase, out result) == 0; }

        static int TryParseCore(Type enumType, string value, bool ignoreCase, out object result)
        {
            result = null;
            if (enumType == null) throw new ArgumentNullException("enumType");
            EnumInfo info = GetInfo(enumType);
            if (value == null) return 1;
            string v = value.Trim();
            if (v.Length == 0) return 2;
            char c0 = v[0];
            if ((c0 >= '0' && c0 <= '9') || c0 == '-' || c0 == '+')
            {
                long l;
                ulong ul;
                if (IsSigned(info.Underlying) && long.TryParse(v, out l)) { result = ToObject(enumType, l); return 0; }
                if (ulong.TryParse(v, out ul)) { result = ToObject(enumType, ul); return 0; }
                if (long.TryParse(v, out l)) { result = ToObject(enumType, l); return 0; }
                return 3;
            }
            ulong acc = 0;
            string[] parts = v.Split(',');
            foreach (string p in parts)
            {
                string name = p.Trim();
                bool found = false;
                for (int i = 0; i < info.Names.Length; i++)
                {
                    if (string.Compare(info.Names[i], name, ignoreCase ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal) == 0)
                    {
                        acc |= info.Values[i];
                        found = true;
                        break;
                    }
                }
                if (!found) return 3;
            }
            result = ToObject(enumType, acc);
            return 0;
        }

        // ---- IConvertible ----

        public TypeCode GetTypeCode() { return GetInfo(GetType()).Underlying; }

        object Boxed()
        {
            ulong v = InternalGetValue();
            switch (GetInfo(GetType()).Underlying)
            {
                case TypeCode.SByte: return (sbyte)v;
                case TypeCode.Byte: return (byte)v;
                case TypeCode.Int16: return (short)v;
                case TypeCode.UInt16: return (ushort)v;
                case TypeCode.Int32: return (int)v;
                case TypeCode.UInt32: return (uint)v;
                case TypeCode.Int64: return (long)v;
                case TypeCode.Char: return (char)v;
                case TypeCode.Boolean: return v != 0;
                default: return v;
            }
        }

        bool IConvertible.ToBoolean(IFormatProvider provider) { return Convert.ToBoolean(Boxed()); }
        char IConvertible.ToChar(IFormatProvider provider) { return Convert.ToChar(Boxed()); }
        sbyte IConvertible.ToSByte(IFormatProvider provider) { return Convert.ToSByte(Boxed()); }
        byte IConvertible.ToByte(IFormatProvider provider) { return Convert.ToByte(Boxed()); }
        short IConvertible.ToInt16(IFormatProvider provider) { return Convert.ToInt16(Boxed()); }
        ushort IConvertible.ToUInt16(IFormatProvider provider) { return Convert.ToUInt16(Boxed()); }
        int IConvertible.ToInt32(IFormatProvider provider) { return Convert.ToInt32(Boxed()); }
        uint IConvertible.ToUInt32(IFormatProvider provider) { return Convert.ToUInt32(Boxed()); }
        long IConvertible.ToInt64(IFormatProvider provider) { return Convert.ToInt64(Boxed()); }
        ulong IConvertible.ToUInt64(IFormatProvider provider) { return Convert.ToUInt64(Boxed()); }
        float IConvertible.ToSingle(IFormatProvider provider) { return Convert.ToSingle(Boxed()); }
        double IConvertible.ToDouble(IFormatProvider provider) { return Convert.ToDouble(Boxed()); }
        decimal IConvertible.ToDecimal(IFormatProvider provider) { return Convert.ToDecimal(Boxed()); }
        DateTime IConvertible.ToDateTime(IFormatProvider provider) { throw new InvalidCastException("Invalid cast from '" + GetType().Name + "' to 'DateTime'."); }
        object IConvertible.ToType(Type type, IFormatProvider provider) { return Convert.ChangeType(Boxed(), type, provider); }
    }
}
