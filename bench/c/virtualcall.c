/* Virtual-call loop: the same program as bench/tiering/virtualcall.cs, with the virtual call as
 * a call through a per-class function table (int arithmetic wraps as in C#).
 * Usage: virtualcall <passes> [reps] */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include "common.h"

typedef struct Op Op;
typedef struct { int32_t (*apply)(const Op *, int32_t); } OpClass;
struct Op { const OpClass *cls; int32_t k; };

static int32_t wrap(uint32_t v) { return (int32_t)v; }
static int32_t add_apply(const Op *o, int32_t x) { return wrap((uint32_t)x + (uint32_t)o->k); }
static int32_t scale_apply(const Op *o, int32_t x) { return wrap((uint32_t)x * 3u + 1u); }
static int32_t mix_apply(const Op *o, int32_t x) { return wrap((uint32_t)(x ^ (x >> 7)) + 5u); }
static const OpClass add_class = {add_apply}, scale_class = {scale_apply}, mix_class = {mix_apply};

#define NOPS 1024
static Op *ops[NOPS];

static void make_ops(void) {
    for (int i = 0; i < NOPS; i++) {
        Op *o = malloc(sizeof *o);
        o->k = 0;
        if (i % 16 == 7) o->cls = &scale_class;
        else if (i % 16 == 15) o->cls = &mix_class;
        else { o->cls = &add_class; o->k = i & 31; }
        ops[i] = o;
    }
}

static long run(Op *const *ops, int passes) {
    long sum = 0;
    int32_t x = 1;
    for (int p = 0; p < passes; p++) {
        for (int i = 0; i < NOPS; i++) x = ops[i]->cls->apply(ops[i], x);
        sum += x & 0xffff;
    }
    return sum;
}

int main(int argc, char **argv) {
    int passes = argc > 1 ? atoi(argv[1]) : 100000, reps = argc > 2 ? atoi(argv[2]) : 3;
    make_ops();
    long r = run(ops, passes);
    double t0 = now_ms();
    for (int i = 0; i < reps; i++)
        if (run(ops, passes) != r) { printf("mismatch\n"); return 1; }
    printf("%ld\nsteady_ms %.1f\n", r, now_ms() - t0);
    return 0;
}
