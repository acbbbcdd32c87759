// Array-heavy kernels for the CoreCLR side-by-side suite (bench/peers.sh, docs/BENCH.md).
// Usage: intarrays.exe <kernel> <size> [reps]
//   sieve <limit>       primes below <limit> (sieve of Eratosthenes on bool[])
//   nqueens <n>         solutions of the n-queens problem (backtracking on int[] state)
//   heapsort <n>        heap sort of <n> pseudo-random ints in an int[]
//   matmul <n>          n x n matrix product on jagged arrays (double[][])
//   matmulmd <n>        the same on multi-dimensional arrays (double[,])
// Runs the kernel once untimed (corvid's tiered JIT reaches Tier1/OSR), then <reps> (3) timed
// runs, each checked against the first; prints "<kernel> <size>: <checksum>" and
// "steady_ms <ms for the timed runs>".  Output is the same on corvid, mono and CoreCLR.
using System;
using System.Diagnostics;
using System.Globalization;

static class IntArrays {
    static readonly CultureInfo Inv = CultureInfo.InvariantCulture;
    static string I(long v) { return v.ToString(Inv); }

    // ---- sieve: odd and even numbers alike, crossing out from p*p.
    static string Sieve(int limit) {
        bool[] composite = new bool[limit];
        int count = 0;
        long sum = 0;
        for (int p = 2; p < limit; p++) {
            if (composite[p]) continue;
            count++;
            sum += p;
            if (p <= (limit - 1) / p)
                for (int q = p * p; q < limit; q += p) composite[q] = true;
        }
        return "primes=" + I(count) + " sum=" + I(sum);
    }

    // ---- n-queens: one queen per row; columns and both diagonals marked in int arrays.
    static int Place(int row, int n, int[] cols, int[] diagDown, int[] diagUp, int[] at) {
        if (row == n) return 1;
        int found = 0;
        for (int c = 0; c < n; c++) {
            int d = row + c, u = row - c + n - 1;
            if (cols[c] != 0 || diagDown[d] != 0 || diagUp[u] != 0) continue;
            cols[c] = 1; diagDown[d] = 1; diagUp[u] = 1; at[row] = c;
            found += Place(row + 1, n, cols, diagDown, diagUp, at);
            cols[c] = 0; diagDown[d] = 0; diagUp[u] = 0;
        }
        return found;
    }

    static string NQueens(int n) {
        int[] cols = new int[n], diagDown = new int[2 * n], diagUp = new int[2 * n], at = new int[n];
        return "solutions=" + I(Place(0, n, cols, diagDown, diagUp, at));
    }

    // ---- heap sort: build a max-heap, then repeatedly move the top behind the heap.
    static void SiftDown(int[] a, int root, int end) {
        int v = a[root];
        for (;;) {
            int child = 2 * root + 1;
            if (child >= end) break;
            if (child + 1 < end && a[child + 1] > a[child]) child++;
            if (a[child] <= v) break;
            a[root] = a[child];
            root = child;
        }
        a[root] = v;
    }

    static string HeapSort(int n) {
        int[] a = new int[n];
        uint x = 2463534242;
        for (int i = 0; i < n; i++) {               // xorshift32
            x ^= x << 13; x ^= x >> 17; x ^= x << 5;
            a[i] = (int)(x % 1000000007u) - 500000000;
        }
        for (int i = n / 2 - 1; i >= 0; i--) SiftDown(a, i, n);
        for (int end = n - 1; end > 0; end--) {
            int t = a[0]; a[0] = a[end]; a[end] = t;
            SiftDown(a, 0, end);
        }
        long h = 0;
        bool sorted = true;
        for (int i = 0; i < n; i++) {
            if (i > 0 && a[i - 1] > a[i]) sorted = false;
            h = h * 1000003 + a[i];
        }
        return "sorted=" + (sorted ? "yes" : "no") + " min=" + I(a[0]) + " max=" + I(a[n - 1]) + " hash=" + I(h);
    }

    // ---- matrix multiply, C = A B, i-k-j loop order; entries small exact doubles.
    static string MatMul(int n) {
        double[][] a = new double[n][], b = new double[n][], c = new double[n][];
        for (int i = 0; i < n; i++) {
            a[i] = new double[n]; b[i] = new double[n]; c[i] = new double[n];
            for (int j = 0; j < n; j++) {
                a[i][j] = (i * 7 + j * 3) % 11 - 5;
                b[i][j] = (i * 5 + j * 2) % 13 - 6;
            }
        }
        for (int i = 0; i < n; i++) {
            double[] ai = a[i], ci = c[i];
            for (int k = 0; k < n; k++) {
                double aik = ai[k];
                double[] bk = b[k];
                for (int j = 0; j < n; j++) ci[j] += aik * bk[j];
            }
        }
        double trace = 0, sum = 0;
        for (int i = 0; i < n; i++) {
            trace += c[i][i];
            for (int j = 0; j < n; j++) sum += c[i][j] * ((i + j) % 3 - 1);
        }
        return "trace=" + trace.ToString("F1", Inv) + " weighted=" + sum.ToString("F1", Inv);
    }

    static string MatMulMd(int n) {
        double[,] a = new double[n, n], b = new double[n, n], c = new double[n, n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                a[i, j] = (i * 7 + j * 3) % 11 - 5;
                b[i, j] = (i * 5 + j * 2) % 13 - 6;
            }
        for (int i = 0; i < n; i++)
            for (int k = 0; k < n; k++) {
                double aik = a[i, k];
                for (int j = 0; j < n; j++) c[i, j] += aik * b[k, j];
            }
        double trace = 0, sum = 0;
        for (int i = 0; i < n; i++) {
            trace += c[i, i];
            for (int j = 0; j < n; j++) sum += c[i, j] * ((i + j) % 3 - 1);
        }
        return "trace=" + trace.ToString("F1", Inv) + " weighted=" + sum.ToString("F1", Inv);
    }

    static string Run(string kernel, int n) {
        switch (kernel) {
            case "sieve": return Sieve(n);
            case "nqueens": return NQueens(n);
            case "heapsort": return HeapSort(n);
            case "matmul": return MatMul(n);
            case "matmulmd": return MatMulMd(n);
            default: return null;
        }
    }

    static int Main(string[] args) {
        return Harness.Run(args, "intarrays.exe sieve|nqueens|heapsort|matmul|matmulmd", Run);
    }
}
