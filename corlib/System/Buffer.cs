using System.Runtime.CompilerServices;

namespace System
{
    public static class Buffer
    {
        // memmove
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern unsafe void Memmove(byte* destination, byte* source, long byteCount);

        // Byte length of a primitive-element array (ArgumentException for non-primitive elements).
        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern int ByteLengthInternal(Array array);

        public static int ByteLength(Array array)
        {
            if (array == null) throw new ArgumentNullException("array");
            int n = ByteLengthInternal(array);
            if (n < 0) throw new ArgumentException("Object must be an array of primitives.", "array");
            return n;
        }

        public static unsafe void BlockCopy(Array src, int srcOffset, Array dst, int dstOffset, int count)
        {
            if (src == null) throw new ArgumentNullException("src");
            if (dst == null) throw new ArgumentNullException("dst");
            int srcLen = ByteLengthInternal(src);
            if (srcLen < 0) throw new ArgumentException("Object must be an array of primitives.", "src");
            int dstLen = ByteLengthInternal(dst);
            if (dstLen < 0) throw new ArgumentException("Object must be an array of primitives.", "dst");
            if (srcOffset < 0) throw new ArgumentOutOfRangeException("srcOffset", "Non-negative number required.");
            if (dstOffset < 0) throw new ArgumentOutOfRangeException("dstOffset", "Non-negative number required.");
            if (count < 0) throw new ArgumentOutOfRangeException("count", "Non-negative number required.");
            if (srcLen - srcOffset < count || dstLen - dstOffset < count)
                throw new ArgumentException("Offset and length were out of bounds for the array or count is greater than the number of elements from index to the end of the source collection.");
            if (count == 0) return;
            BlockCopyInternal(src, srcOffset, dst, dstOffset, count);
        }

        [MethodImpl(MethodImplOptions.InternalCall)]
        static extern void BlockCopyInternal(Array src, int srcOffset, Array dst, int dstOffset, int count);

        public static byte GetByte(Array array, int index)
        {
            byte[] b = new byte[1];
            BlockCopy(array, index, b, 0, 1);
            return b[0];
        }

        public static void SetByte(Array array, int index, byte value)
        {
            byte[] b = new byte[] { value };
            BlockCopy(b, 0, array, index, 1);
        }

        public static unsafe void MemoryCopy(void* source, void* destination, long destinationSizeInBytes, long sourceBytesToCopy)
        {
            if (sourceBytesToCopy > destinationSizeInBytes) throw new ArgumentOutOfRangeException("sourceBytesToCopy", "Destination is too short.");
            Memmove((byte*)destination, (byte*)source, sourceBytesToCopy);
        }
    }
}
