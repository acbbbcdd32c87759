using System;
class Program {
    static int Main() {
        int[] data = { 5, 3, 8, 1, 9, 2, 7, 4, 6, 0 };
        int lo = 0, hi = data.Length - 1;
        while (lo < hi) { int t = data[lo]; data[lo] = data[hi]; data[hi] = t; lo++; hi--; }
        Console.WriteLine(string.Join(",", data));
        bool swapped = true; int passes = 0;
        while (swapped) {
            swapped = false; passes++;
            for (int i = 1; i < data.Length; i++)
                if (data[i - 1] > data[i]) { int t = data[i]; data[i] = data[i - 1]; data[i - 1] = t; swapped = true; }
        }
        Console.WriteLine(string.Join(",", data) + " passes=" + passes);
        int key = 7, l = 0, h = data.Length - 1, iters = 0;
        while (l <= h) { iters++; int m = (l + h) / 2; if (data[m] == key) { l = m; break; } if (data[m] < key) l = m + 1; else h = m - 1; }
        Console.WriteLine("found at " + l + " in " + iters);
        int n = 0x12345678, rev = 0, bits = 32;
        while (bits-- > 0) { rev = (rev << 1) | (n & 1); n >>= 1; }
        Console.WriteLine(rev.ToString("X8"));
        return 0;
    }
}
