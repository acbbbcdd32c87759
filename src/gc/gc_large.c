/*
 * gc_large.c — the large-object space: objects >= 85000 bytes (DOTNET_GCLOHThreshold), each
 * mmap'd on its own behind a 64-byte header (mark bit, sizes), kept in an address-sorted array
 * so conservative roots can find them by interior pointer.  Collected with every (full) GC;
 * dead ones are unmapped at once.
 */
#include "gc/gc_internal.h"

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

static bool insert_sorted(GcLarge *large) {
    GcState *g = &gc_state;
    if (g->large_count == g->large_capacity) {
        size_t capacity = g->large_capacity ? g->large_capacity * 2 : 64;
        GcLarge **array = realloc(g->large, capacity * sizeof *array);
        if (!array)
            return false;
        g->large = array;
        g->large_capacity = capacity;
    }
    size_t lo = 0, hi = g->large_count;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (g->large[mid] < large)
            lo = mid + 1;
        else
            hi = mid;
    }
    memmove(&g->large[lo + 1], &g->large[lo], (g->large_count - lo) * sizeof *g->large);
    g->large[lo] = large;
    g->large_count++;
    return true;
}

static GcLarge *map_large(size_t size) {
    /* + 1: the slack byte after every object (one-past-the-end pointers stay inside) */
    if (size > ((size_t)1 << 46))
        return NULL;
    size_t map_size = (sizeof(GcLarge) + size + 1 + 4095) & ~(size_t)4095;
    void *p = mmap(NULL, map_size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
        return NULL;
    GcLarge *large = p;
    large->map_size = map_size;
    large->object_size = size;
    return large;
}

Object *gc_alloc_large_locked(Thread *thread, const VTable *vtable, size_t size) {
    GcState *g = &gc_state;
    bool collected = false;
    if (g->bytes_since_gc + size > g->budget && g->bytes_since_gc > 0) {
        gc_collect_locked(thread, GC_REASON_ALLOC_LARGE);
        collected = true;
    }
    GcLarge *large = map_large(size);
    if (!large && !collected) {
        gc_collect_locked(thread, GC_REASON_LOW_MEMORY);
        large = map_large(size);
    }
    if (!large)
        return NULL;
    if (!insert_sorted(large)) {
        munmap(large, large->map_size);
        return NULL;
    }
    uintptr_t lo = (uintptr_t)large, hi = lo + large->map_size;
    if (lo < g->heap_lo)
        g->heap_lo = lo;
    if (hi > g->heap_hi)
        g->heap_hi = hi;
    g->large_bytes += large->map_size;
    g->committed += large->map_size;
    if (g->committed > g->peak_committed)
        g->peak_committed = g->committed;
    g->bytes_since_gc += size;
    Object *object = (Object *)(large + 1);
    object->vtable = vtable;
    return object;
}

/* The large object whose mapping contains `address` (exact: only its start). */
GcLarge *gc_find_large(uintptr_t address, bool exact) {
    GcState *g = &gc_state;
    size_t lo = 0, hi = g->large_count;
    while (lo < hi) { /* first entry above address */
        size_t mid = (lo + hi) / 2;
        if ((uintptr_t)g->large[mid] <= address)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo == 0)
        return NULL;
    GcLarge *large = g->large[lo - 1];
    uintptr_t object = (uintptr_t)(large + 1);
    if (exact)
        return address == object ? large : NULL;
    return address >= object && address <= object + large->object_size ? large : NULL;
}

void gc_sweep_large(void) {
    GcState *g = &gc_state;
    size_t kept = 0;
    for (size_t i = 0; i < g->large_count; i++) {
        GcLarge *large = g->large[i];
        if (large->marked) {
            large->marked = 0;
            g->large[kept++] = large;
        } else {
            g->large_bytes -= large->map_size;
            g->committed -= large->map_size;
            munmap(large, large->map_size);
        }
    }
    g->large_count = kept;
}
