// gc_alloc_bench.c — allocation throughput of the GC (ns per allocation, collections included).
//
// Build (Makefile-independent):
//   gcc -std=gnu11 -O2 -g -Isrc -D_GNU_SOURCE bench/gc_alloc_bench.c src/gc/*.c src/thread/*.c
//       -o /tmp/gc_alloc_bench -lpthread -lm
// Run: /tmp/gc_alloc_bench [count=5000000] [object size=32] [survivor ring=1024]
//
// Allocates `count` objects of `size` bytes with one reference field; every 64th is stored in
// a ring of `ring` slots (so most die young and a few live a while), like a typical managed
// allocation loop.  Prints ns per allocation, the collections and the pause total.
#include "gc/gc.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

typedef struct Obj {
    Object object;
    struct Obj *next;
} Obj;

static const uint32_t offsets[] = {offsetof(Obj, next)};
static VTable vt = {.flags = VTABLE_HAS_REFERENCES, .base_size = 32, .reference_count = 1,
                    .reference_offsets = offsets};

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
    long count = argc > 1 ? atol(argv[1]) : 5000000;
    size_t size = argc > 2 ? (size_t)atol(argv[2]) : 32;
    long ring_size = argc > 3 ? atol(argv[3]) : 1024;
    if (size < sizeof(Obj))
        size = sizeof(Obj);
    vt.base_size = (uint32_t)size;
    gc_init();
    Thread *t = thread_attach_current();
    Obj **ring = calloc((size_t)ring_size, sizeof *ring);
    gc_add_root((Object **)ring, (size_t)ring_size);
    double best = 1e9;
    for (int rep = 0; rep < 5; rep++) {
        int32_t gcs = gc_collection_count(0);
        double start = now();
        Obj *prev = NULL;
        for (long i = 0; i < count; i++) {
            Obj *o = (Obj *)gc_alloc(t, &vt, size);
            o->next = prev;
            prev = (i & 7) ? o : NULL;
            if ((i & 63) == 0)
                ring[(i >> 6) % ring_size] = o;
        }
        double ns = (now() - start) * 1e9 / count;
        if (ns < best)
            best = ns;
        printf("rep %d: %.2f ns/alloc, %d collections\n", rep, ns, gc_collection_count(0) - gcs);
    }
    printf("gc_alloc_bench: %ld x %zu-byte objects: best %.2f ns/alloc\n", count, size, best);
    gc_print_statistics();
    return 0;
}
