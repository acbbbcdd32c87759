/*
 * gc_large.c — the large-object space: objects >= 85000 bytes (DOTNET_GCLOHThreshold), each
 * mmap'd on its own behind a 64-byte header (mark bit, sizes), kept in an address-sorted array
 * so conservative roots can find them by interior pointer.  Never moved.  A large object is
 * young (GC_HDR_YOUNG) until it survives two gen0 collections or a gen1 one (GC_HDR_NEW marks
 * the first survival, like gen1): gen0/gen1 collections reclaim dead young ones
 * (CORVID_GCYoungLargeObjects=1, the default); old ones die only in gen2 collections.
 * Dead ones are unmapped, or kept for the next large objects (below).
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

/* Mappings of dead large objects kept for new ones, as CoreCLR keeps the free space of its LOH
 * regions: a buffer allocated per iteration (a sieve's 2 MB bool[]) then costs a memset of what
 * the last object wrote instead of a page fault per 4 KB page (the kernel's zeroing, the memory
 * cgroup's charge; the fault path was ~60 % of such a loop).  At most about one young-LOH budget
 * is kept (what one cycle of large allocations uses), and it stays counted as committed.  The
 * bytes past a mapping's dirty_size, the most any of its objects used, were never written since
 * the mmap, so they are still zero. */
enum { RECYCLED_LARGE_MAX = 256 };
static GcLarge *recycled[RECYCLED_LARGE_MAX];
static size_t recycled_count, recycled_bytes;

static size_t recycled_limit(void) {
    GcState *g = &gc_state;
    if (g->hard_limit) /* under a hard limit every committed byte counts: give them back */
        return 0;
    return g->young_loh_budget > g->loh_budget ? g->young_loh_budget : g->loh_budget;
}

/* The smallest kept mapping that holds map_size bytes without wasting more than a quarter. */
static GcLarge *take_recycled(size_t map_size, size_t size) {
    size_t best = recycled_count;
    for (size_t i = 0; i < recycled_count; i++) {
        size_t have = recycled[i]->map_size;
        if (have >= map_size && have - map_size <= map_size / 4 &&
            (best == recycled_count || have < recycled[best]->map_size))
            best = i;
    }
    if (best == recycled_count)
        return NULL;
    GcLarge *large = recycled[best];
    recycled[best] = recycled[--recycled_count];
    recycled_bytes -= large->map_size;
    size_t kept_map_size = large->map_size, dirty = large->dirty_size, used = sizeof(GcLarge) + size + 1;
    memset(large, 0, used < dirty ? used : dirty);
    large->map_size = kept_map_size;
    large->dirty_size = used > dirty ? used : dirty;
    return large;
}

static void unmap_large(GcLarge *large) {
    gc_state.committed -= large->map_size;
    munmap(large, large->map_size);
}

/* A dead large object's mapping: kept if there is room, else unmapped. */
static void recycle_or_unmap(GcLarge *large) {
    if (recycled_count < RECYCLED_LARGE_MAX && recycled_bytes + large->map_size <= recycled_limit()) {
        recycled[recycled_count++] = large;
        recycled_bytes += large->map_size;
        return;
    }
    unmap_large(large);
}

/* A kept mapping or a new one, counted as committed either way. */
static GcLarge *map_large(size_t size) {
    /* + 1: the slack byte after every object (one-past-the-end pointers stay inside) */
    if (size > ((size_t)1 << 46))
        return NULL;
    size_t map_size = (sizeof(GcLarge) + size + 1 + 4095) & ~(size_t)4095;
    GcLarge *large = take_recycled(map_size, size);
    if (!large) {
        void *p = mmap(NULL, map_size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED)
            return NULL;
        large = p;
        large->map_size = map_size;
        large->dirty_size = sizeof(GcLarge) + size + 1;
        gc_state.committed += map_size;
    }
    large->object_size = size;
    return large;
}

/* Unmap every kept mapping. */
static void release_recycled_large(void) {
    for (size_t i = 0; i < recycled_count; i++)
        unmap_large(recycled[i]);
    recycled_count = recycled_bytes = 0;
}

/* Lock held.  Budget checks (and the collections they trigger) are the caller's. */
Object *gc_alloc_large_locked(Thread *thread, const VTable *vtable, size_t size) {
    GcState *g = &gc_state;
    GcLarge *large = map_large(size);
    if (!large) {
        gc_collect_locked(thread, 2, GC_REASON_OOS_LARGE);
        large = map_large(size);
    }
    if (!large) { /* the kept mappings may be what the address space lacks */
        release_recycled_large();
        large = map_large(size);
    }
    if (!large)
        return NULL;
    if (!insert_sorted(large)) {
        unmap_large(large);
        return NULL;
    }
    uintptr_t lo = (uintptr_t)large, hi = lo + large->map_size;
    if (lo < g->heap_lo)
        g->heap_lo = lo;
    if (hi > g->heap_hi)
        g->heap_hi = hi;
    g->large_bytes += large->map_size;
    if (g->committed > g->peak_committed)
        g->peak_committed = g->committed;
    Object *object = (Object *)(large + 1);
    object->vtable = vtable;
    if (g->young_large) {
        object->header = GC_HDR_YOUNG;
        g->large_young_bytes += size;
        g->young_loh_allocated += size;
    } else {
        g->old_large_bytes += size;
        g->loh_allocated += size;
    }
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

/* Condemned: all large objects in gen2, only young ones otherwise.  Survivors are old.  A gen2
 * collection first gives back the mappings kept since the last one: what a whole cycle did not
 * reuse is not needed, and a heap whose live set died shrinks (CoreCLR decommits at gen2 too). */
void gc_sweep_large(int generation) {
    GcState *g = &gc_state;
    if (generation >= 2)
        release_recycled_large();
    size_t kept = 0;
    for (size_t i = 0; i < g->large_count; i++) {
        GcLarge *large = g->large[i];
        Object *o = (Object *)(large + 1);
        bool young = (o->header & GC_HDR_YOUNG) != 0;
        bool condemned = generation >= 2 || young;
        if (!condemned || large->marked) {
            large->marked = 0;
            /* a young large object ages like a small one: a gen0 survivor is "gen1" (still
             * young, GC_HDR_NEW), a second survival or a gen1+ collection makes it old */
            if (young && generation == 0 && !(o->header & GC_HDR_NEW)) {
                o->header |= GC_HDR_NEW;
            } else if (young) {
                o->header &= ~(uintptr_t)(GC_HDR_YOUNG | GC_HDR_NEW);
                g->large_young_bytes -= large->object_size;
                g->old_large_bytes += large->object_size;
            }
            g->large[kept++] = large;
        } else {
            if (young)
                g->large_young_bytes -= large->object_size;
            else
                g->old_large_bytes -= large->object_size;
            g->large_bytes -= large->map_size;
            recycle_or_unmap(large);
        }
    }
    g->large_count = kept;
}
