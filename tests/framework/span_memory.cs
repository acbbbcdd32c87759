// CoreLib's byte primitives (SpanHelpers.Memmove, SequenceEqual, ClearWithoutReferences, Fill),
// which corvid binds to the C library and expands inline in compiled code: overlapping moves in
// both directions, every length from 0 to 70 around the vector block sizes, equality that
// differs only in the last byte, clears and fills that must stop at the span's end.  The loops
// run often enough for the callers to be compiled (default and tierup modes).
using System;
using System.Text;

static class Program
{
    static int Checksum(ReadOnlySpan<byte> data)
    {
        int h = 17;
        foreach (byte b in data) h = h * 31 + b;
        return h;
    }

    static void Main()
    {
        long total = 0;
        for (int round = 0; round < 40; round++)
        {
            for (int length = 0; length <= 70; length++)
            {
                byte[] buffer = new byte[160];
                for (int i = 0; i < buffer.Length; i++) buffer[i] = (byte)(i * 7 + round);
                // forward and backward overlap (Array.Copy within one array is a memmove)
                Array.Copy(buffer, 10, buffer, 13, length);
                Array.Copy(buffer, 40, buffer, 37, length);
                buffer.AsSpan(80, length).CopyTo(buffer.AsSpan(81));
                total += Checksum(buffer);

                byte[] a = new byte[length + 1], b = new byte[length + 1];
                for (int i = 0; i < length; i++) a[i] = b[i] = (byte)(i + round);
                a[length] = 1;
                b[length] = 2;
                total += a.AsSpan(0, length).SequenceEqual(b.AsSpan(0, length)) ? 1 : 100;
                total += a.AsSpan().SequenceEqual(b) ? 1000 : 10000;

                byte[] c = new byte[length + 8];
                c.AsSpan().Fill(0xAB);
                c.AsSpan(4, length).Clear();
                c.AsSpan(2, length / 2).Fill((byte)round);
                total += Checksum(c);
            }
            string s = new string('x', round) + "y" + round;
            total += string.Concat(s, s).Length + (s.Equals("x" + s.Substring(1)) ? 3 : 5);
            var sb = new StringBuilder();
            for (int i = 0; i < round; i++) sb.Append(i).Append(',');
            total += sb.ToString().GetHashCode() == sb.ToString().GetHashCode() ? 7 : 11;
        }
        Console.WriteLine(total);
        int[] ints = { 1, 2, 3, 4, 5, 6, 7, 8 };
        Array.Copy(ints, 0, ints, 2, 6);
        Console.WriteLine(string.Join(",", ints));
        Console.WriteLine("abcdef".AsSpan().SequenceEqual("abcdef") + " " + "abcdef".AsSpan().SequenceEqual("abcdeg"));
    }
}
