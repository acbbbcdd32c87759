namespace System
{
    public static class BitConverter
    {
        public static readonly bool IsLittleEndian = true;

        public static unsafe long DoubleToInt64Bits(double value) { return *(long*)&value; }
        public static unsafe double Int64BitsToDouble(long value) { return *(double*)&value; }
        public static unsafe int SingleToInt32Bits(float value) { return *(int*)&value; }
        public static unsafe float Int32BitsToSingle(int value) { return *(float*)&value; }
        public static unsafe ulong DoubleToUInt64Bits(double value) { return *(ulong*)&value; }
        public static unsafe double UInt64BitsToDouble(ulong value) { return *(double*)&value; }
        public static unsafe uint SingleToUInt32Bits(float value) { return *(uint*)&value; }
        public static unsafe float UInt32BitsToSingle(uint value) { return *(float*)&value; }

        static unsafe byte[] Bytes(byte* p, int n)
        {
            byte[] r = new byte[n];
            for (int i = 0; i < n; i++) r[i] = p[i];
            return r;
        }

        public static byte[] GetBytes(bool value) { return new byte[] { value ? (byte)1 : (byte)0 }; }
        public static unsafe byte[] GetBytes(char value) { return Bytes((byte*)&value, 2); }
        public static unsafe byte[] GetBytes(short value) { return Bytes((byte*)&value, 2); }
        public static unsafe byte[] GetBytes(ushort value) { return Bytes((byte*)&value, 2); }
        public static unsafe byte[] GetBytes(int value) { return Bytes((byte*)&value, 4); }
        public static unsafe byte[] GetBytes(uint value) { return Bytes((byte*)&value, 4); }
        public static unsafe byte[] GetBytes(long value) { return Bytes((byte*)&value, 8); }
        public static unsafe byte[] GetBytes(ulong value) { return Bytes((byte*)&value, 8); }
        public static unsafe byte[] GetBytes(float value) { return Bytes((byte*)&value, 4); }
        public static unsafe byte[] GetBytes(double value) { return Bytes((byte*)&value, 8); }

        static void Check(byte[] value, int startIndex, int size)
        {
            if (value == null) throw new ArgumentNullException("value");
            if ((uint)startIndex >= (uint)value.Length) throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than the size of the collection.");
            if (startIndex > value.Length - size) throw new ArgumentException("Destination array is not long enough to copy all the items in the collection. Check array index and length.", "value");
        }

        public static bool ToBoolean(byte[] value, int startIndex) { Check(value, startIndex, 1); return value[startIndex] != 0; }
        public static unsafe char ToChar(byte[] value, int startIndex) { Check(value, startIndex, 2); fixed (byte* p = &value[startIndex]) return *(char*)p; }
        public static unsafe short ToInt16(byte[] value, int startIndex) { Check(value, startIndex, 2); fixed (byte* p = &value[startIndex]) return *(short*)p; }
        public static unsafe ushort ToUInt16(byte[] value, int startIndex) { Check(value, startIndex, 2); fixed (byte* p = &value[startIndex]) return *(ushort*)p; }
        public static unsafe int ToInt32(byte[] value, int startIndex) { Check(value, startIndex, 4); fixed (byte* p = &value[startIndex]) return *(int*)p; }
        public static unsafe uint ToUInt32(byte[] value, int startIndex) { Check(value, startIndex, 4); fixed (byte* p = &value[startIndex]) return *(uint*)p; }
        public static unsafe long ToInt64(byte[] value, int startIndex) { Check(value, startIndex, 8); fixed (byte* p = &value[startIndex]) return *(long*)p; }
        public static unsafe ulong ToUInt64(byte[] value, int startIndex) { Check(value, startIndex, 8); fixed (byte* p = &value[startIndex]) return *(ulong*)p; }
        public static unsafe float ToSingle(byte[] value, int startIndex) { Check(value, startIndex, 4); fixed (byte* p = &value[startIndex]) return *(float*)p; }
        public static unsafe double ToDouble(byte[] value, int startIndex) { Check(value, startIndex, 8); fixed (byte* p = &value[startIndex]) return *(double*)p; }

        public static string ToString(byte[] value)
        {
            if (value == null) throw new ArgumentNullException("value");
            return ToString(value, 0, value.Length);
        }
        public static string ToString(byte[] value, int startIndex)
        {
            if (value == null) throw new ArgumentNullException("value");
            return ToString(value, startIndex, value.Length - startIndex);
        }
        public static string ToString(byte[] value, int startIndex, int length)
        {
            if (value == null) throw new ArgumentNullException("value");
            if (startIndex < 0 || (startIndex >= value.Length && startIndex > 0)) throw new ArgumentOutOfRangeException("startIndex", "Index was out of range. Must be non-negative and less than the size of the collection.");
            if (length < 0) throw new ArgumentOutOfRangeException("length", "Value must be positive.");
            if (startIndex > value.Length - length) throw new ArgumentException("Destination array is not long enough to copy all the items in the collection. Check array index and length.", "value");
            if (length == 0) return string.Empty;
            char[] r = new char[length * 3 - 1];
            const string hex = "0123456789ABCDEF";
            for (int i = 0; i < length; i++)
            {
                byte b = value[startIndex + i];
                r[i * 3] = hex[b >> 4];
                r[i * 3 + 1] = hex[b & 15];
                if (i < length - 1) r[i * 3 + 2] = '-';
            }
            return new string(r);
        }
    }
}
