/* fannkuch-redux: the same algorithm and output as bench/tiering/fannkuch.cs.
 * Usage: fannkuch <n> [reps] */
#include <stdio.h>
#include <stdlib.h>
#include "common.h"

static long run(int n) {
    int perm[32], order[32], left[32];
    for (int i = 0; i < n; i++) order[i] = i;
    int checksum = 0, max_flips = 0, index = 0, r = n;
    for (;;) {
        for (; r > 1; r--) left[r - 1] = r;
        for (int i = 0; i < n; i++) perm[i] = order[i];
        int flips = 0;
        for (int first = perm[0]; first != 0; first = perm[0]) {
            for (int lo = 0, hi = first; lo < hi; lo++, hi--) {
                int t = perm[lo]; perm[lo] = perm[hi]; perm[hi] = t;
            }
            flips++;
        }
        if (flips > max_flips) max_flips = flips;
        checksum += (index & 1) == 0 ? flips : -flips;
        for (;;) {
            if (r == n) return (long)checksum * 1000 + max_flips;
            int head = order[0];
            for (int i = 0; i < r; i++) order[i] = order[i + 1];
            order[r] = head;
            if (--left[r] > 0) break;
            r++;
        }
        index++;
    }
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 10, reps = argc > 2 ? atoi(argv[2]) : 3;
    if (n < 1 || n > 31) return 2;
    long r = run(n);
    volatile int vn = n; /* keeps gcc from hoisting the pure call out of the loop */
    double t0 = now_ms();
    for (int i = 0; i < reps; i++)
        if (run(vn) != r) { printf("mismatch\n"); return 1; }
    printf("%ld\nPfannkuchen(%d) = %ld\nsteady_ms %.1f\n", r / 1000, n, r % 1000, now_ms() - t0);
    return 0;
}
