// Short copies and comparisons at every length around the inline paths of Tier1's Memmove and
// SequenceEqual (up to 16 bytes inline, longer through the C library): equal and unequal
// strings differing at the first, a middle and the last character; overlapping copies in both
// directions within one array.  Repeated so that the methods tier up in the tiered modes.
using System;
using System.Text;

static class Program {
    static int Check(int round) {
        int failures = 0;
        var sb = new StringBuilder();
        for (int n = 0; n <= 40; n++) {
            sb.Length = 0;
            for (int i = 0; i < n; i++) sb.Append((char)('a' + (i * 7 + n) % 26));
            string a = sb.ToString(), b = new string(a.ToCharArray());
            if (!string.Equals(a, b) || a.GetHashCode() != b.GetHashCode()) failures++;
            for (int p = 0; p < n; p += n / 2 > 0 ? n / 2 : 1) {
                char[] c = a.ToCharArray();
                c[p] = (char)(c[p] + 1);
                if (string.Equals(a, new string(c))) failures++;
            }
            if (n > 0) {
                char[] last = a.ToCharArray();
                last[n - 1] = '#';
                if (string.Equals(a, new string(last))) failures++;
            }
            byte[] bytes = new byte[n + 8];
            for (int i = 0; i < bytes.Length; i++) bytes[i] = (byte)(i * 31 + n);
            byte[] forward = (byte[])bytes.Clone(), backward = (byte[])bytes.Clone();
            Array.Copy(forward, 0, forward, 3, n);  // overlapping, destination after source
            Array.Copy(backward, 3, backward, 0, n); // overlapping, destination before source
            for (int i = 0; i < n; i++) {
                if (forward[i + 3] != (byte)(i * 31 + n)) failures++;
                if (backward[i] != (byte)((i + 3) * 31 + n)) failures++;
            }
            if (round == 0 && n % 8 == 0) Console.WriteLine(n + ": " + a + " " + (a + b).Length + " " + forward[n + 2] + " " + backward[0]);
        }
        return failures;
    }

    static int Main() {
        int failures = 0;
        for (int round = 0; round < 3000; round++) failures += Check(round);
        Console.WriteLine("failures " + failures);
        return failures == 0 ? 0 : 1;
    }
}
