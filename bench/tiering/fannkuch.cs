// fannkuch-redux (Benchmarks Game style): for every permutation of 1..n, count the prefix
// reversals until the first element is 1; prints the alternating-sign checksum of the counts
// and the maximum.  Permutations are walked in the usual rotation order, so the checksum is the
// standard one (n=10: 73196, 38).  Usage: fannkuch.exe <n> [reps]: one untimed warm-up run,
// then <reps> timed runs.
using System;
using System.Diagnostics;

static class Fannkuch {
    static long Run(int n) {
        int[] perm = new int[n], order = new int[n], left = new int[n];
        for (int i = 0; i < n; i++) order[i] = i;
        int checksum = 0, maxFlips = 0, index = 0, r = n;
        while (true) {
            for (; r > 1; r--) left[r - 1] = r;
            for (int i = 0; i < n; i++) perm[i] = order[i];
            int flips = 0;
            for (int first = perm[0]; first != 0; first = perm[0]) {
                for (int lo = 0, hi = first; lo < hi; lo++, hi--) {
                    int t = perm[lo]; perm[lo] = perm[hi]; perm[hi] = t;
                }
                flips++;
            }
            if (flips > maxFlips) maxFlips = flips;
            checksum += (index & 1) == 0 ? flips : -flips;
            // next permutation: rotate the first r+1 elements left until a counter is left over
            while (true) {
                if (r == n) return (long)checksum * 1000 + maxFlips;
                int head = order[0];
                for (int i = 0; i < r; i++) order[i] = order[i + 1];
                order[r] = head;
                if (--left[r] > 0) break;
                r++;
            }
            index++;
        }
    }

    static int Main(string[] args) {
        int n = args.Length > 0 ? int.Parse(args[0]) : 10;
        int reps = args.Length > 1 ? int.Parse(args[1]) : 3;
        long r = Run(n);
        var sw = Stopwatch.StartNew();
        for (int i = 0; i < reps; i++)
            if (Run(n) != r) { Console.WriteLine("mismatch"); return 1; }
        sw.Stop();
        Console.WriteLine(r / 1000);
        Console.WriteLine("Pfannkuchen(" + n + ") = " + r % 1000);
        Console.WriteLine("steady_ms " + (sw.ElapsedTicks * 1000.0 / Stopwatch.Frequency).ToString("F1"));
        return 0;
    }
}
