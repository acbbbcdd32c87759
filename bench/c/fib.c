/* Recursive-call loop: the same program as bench/tiering/fib.cs.  Usage: fib <n> [reps] */
#include <stdio.h>
#include <stdlib.h>
#include "common.h"

static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 30, reps = argc > 2 ? atoi(argv[2]) : 3;
    int r = fib(n);
    volatile int vn = n; /* keeps gcc from hoisting the pure call out of the loop */
    double t0 = now_ms();
    for (int i = 0; i < reps; i++)
        if (fib(vn) != r) { printf("mismatch\n"); return 1; }
    printf("%d\nsteady_ms %.1f\n", r, now_ms() - t0);
    return 0;
}
