/* The drift repro's scenario loop (examples/drift.cs) in C: a handler called through a function
 * table.  Usage: drift <A|B|C> [outer] [warmup-ms]; prints "Scenario X: <ms> ms" and the checksum
 * like the C# program. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common.h"

typedef struct Handler Handler;
struct Handler { int (*handle)(const Handler *, int); };
static int fast_handle(const Handler *h, int x) { return x + 1; }
static int slow_handle(const Handler *h, int x) { return (int)sqrt(x) + 1; }
static const Handler fast = {fast_handle}, slow = {slow_handle};

__attribute__((noinline, noclone)) static int process(const Handler *h, int n) {
    int sum = 0;
    for (int i = 0; i < n; i++) sum += h->handle(h, i);
    return sum;
}

int main(int argc, char **argv) {
    const char *sc = argc > 1 ? argv[1] : "A";
    int outer = argc > 2 ? atoi(argv[2]) : 1000000, warmup_ms = argc > 3 ? atoi(argv[3]) : 0;
    double w0 = now_ms();
    for (int i = 0; i < 50 || now_ms() - w0 < warmup_ms; i++) {
        if (!strcmp(sc, "A")) process(&fast, 1);
        else if (!strcmp(sc, "B")) process(&slow, 1);
        else process(i % 2 == 0 ? &fast : &slow, 1);
    }
    double t0 = now_ms();
    long s = 0;
    for (int i = 0; i < outer; i++) s += process(&slow, 100);
    printf("Scenario %s: %ld ms\nchecksum %ld\n", sc, (long)(now_ms() - t0), s);
    return 0;
}
