using System;
class Program {
    static int Fannkuch(int n, out int checksum) {
        int[] perm = new int[n], perm1 = new int[n], count = new int[n];
        for (int i = 0; i < n; i++) perm1[i] = i;
        int maxFlips = 0, permCount = 0, r = n;
        checksum = 0;
        while (true) {
            while (r != 1) { count[r - 1] = r; r--; }
            for (int i = 0; i < n; i++) perm[i] = perm1[i];
            int flips = 0, k;
            while ((k = perm[0]) != 0) {
                int k2 = (k + 1) >> 1;
                for (int i = 0; i < k2; i++) { int t = perm[i]; perm[i] = perm[k - i]; perm[k - i] = t; }
                flips++;
            }
            if (flips > maxFlips) maxFlips = flips;
            checksum += permCount % 2 == 0 ? flips : -flips;
            while (true) {
                if (r == n) return maxFlips;
                int p0 = perm1[0];
                for (int i = 0; i < r; i++) perm1[i] = perm1[i + 1];
                perm1[r] = p0;
                count[r]--;
                if (count[r] > 0) break;
                r++;
            }
            permCount++;
        }
    }
    static int Main() {
        int n = 7, checksum;
        int flips = Fannkuch(n, out checksum);
        Console.WriteLine(checksum);
        Console.WriteLine("Pfannkuchen(" + n + ") = " + flips);
        return 0;
    }
}
