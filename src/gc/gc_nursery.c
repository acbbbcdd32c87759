/*
 * gc_nursery.c — gen0: the nursery's reserved range, allocation contexts (TLABs) carved from
 * its free fragments, filler objects that keep it parseable, the scan-start table that finds
 * the object under a conservative pointer, and the rebuild of the fragments around pinned
 * objects after a collection.
 *
 * Invariant at the start of a collection (after gc_nursery_retire_contexts): the whole
 * reserved range is a sequence of objects and fillers (zero words count as 8-byte holes), and
 * every tile (allocation context, pinned object, filler) start is recorded in the scan-start
 * entry of its 8 KB region if it is the lowest there.
 */
#include "gc/gc_internal.h"

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

/* [0]: 8-byte hole, [1]: 16-byte hole, [2]: byte-array-shaped hole of any size >= 24 */
VTable gc_filler_vtable[3] = {
    {.base_size = 8},
    {.base_size = 16},
    {.flags = VTABLE_IS_ARRAY, .base_size = sizeof(Array), .component_size = 1},
};

static inline void note_start(uint8_t *p) {
    GcState *g = &gc_state;
    size_t r = (size_t)(p - g->nursery_start) >> GC_SCAN_START_SHIFT;
    if (!g->scan_starts[r] || p < g->scan_starts[r])
        g->scan_starts[r] = p;
}

void gc_write_filler(uint8_t *start, size_t size) {
    if (size == 0)
        return;
    Object *o = (Object *)start;
    if (size == 8) {
        o->vtable = &gc_filler_vtable[0];
    } else if (size == 16) {
        o->vtable = &gc_filler_vtable[1];
        o->header = 0;
    } else {
        o->vtable = &gc_filler_vtable[2];
        o->header = 0;
        ((Array *)o)->length = (intptr_t)(size - sizeof(Array));
    }
    note_start(start);
}

void gc_nursery_init(size_t reserve) {
    GcState *g = &gc_state;
    reserve = (reserve + GC_CHUNK_SIZE - 1) & ~(GC_CHUNK_SIZE - 1);
    uint8_t *p = mmap(NULL, reserve, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE,
                      -1, 0);
    if (p == MAP_FAILED) {
        fprintf(stderr, "corvid: gc: cannot reserve the nursery (%zu bytes)\n", reserve);
        abort();
    }
    g->nursery_start = p;
    g->nursery_end = p + reserve;
    g->scan_start_count = reserve >> GC_SCAN_START_SHIFT;
    g->scan_starts = calloc(g->scan_start_count, sizeof *g->scan_starts);
    g->fragment_capacity = 64;
    g->fragments = malloc(g->fragment_capacity * sizeof *g->fragments);
    g->fragments[0] = (GcFragment){p, p + reserve};
    g->fragment_count = 1;
    g->fragment_next = 1;
    g->alloc_ptr = p;
    g->alloc_end = p + reserve;
    g->nursery_frontier = p;
    if ((uintptr_t)p < g->heap_lo)
        g->heap_lo = (uintptr_t)p;
    if ((uintptr_t)(p + reserve) > g->heap_hi)
        g->heap_hi = (uintptr_t)(p + reserve);
}

/* Carve a tile of at least `min` and at most `want` bytes, zeroed unless `zero` is false (its
 * taker zeroes it: gc_alloc_slow); NULL when the nursery's fragments are used up. */
static uint8_t *carve(size_t min, size_t want, size_t *got, bool zero) {
    GcState *g = &gc_state;
    for (;;) {
        size_t avail = (size_t)(g->alloc_end - g->alloc_ptr);
        if (avail >= min) {
            size_t n = avail < want ? avail : want;
            if (avail - n < 24 && avail - n > 0 && avail <= want + 24)
                n = avail; /* don't leave a sliver */
            uint8_t *p = g->alloc_ptr;
            g->alloc_ptr += n;
            if (zero)
                memset(p, 0, n);
            note_start(p);
            g->nursery_handed += n;
            if (g->alloc_ptr > g->nursery_frontier) {
                g->nursery_frontier = g->alloc_ptr;
                size_t touched = (size_t)(g->nursery_frontier - g->nursery_start);
                if (touched > g->nursery_touched)
                    g->nursery_touched = touched;
            }
            *got = n;
            return p;
        }
        gc_write_filler(g->alloc_ptr, avail);
        g->alloc_ptr = g->alloc_end;
        if (g->fragment_next >= g->fragment_count)
            return NULL;
        g->alloc_ptr = g->fragments[g->fragment_next].start;
        g->alloc_end = g->fragments[g->fragment_next].end;
        g->fragment_next++;
    }
}

static void retire_context(Thread *thread, GcLocal *local) {
    GcAllocContext *ctx = &thread->alloc_context;
    if (ctx->pointer && ctx->limit > ctx->pointer)
        gc_write_filler(ctx->pointer, (size_t)(ctx->limit - ctx->pointer));
    if (local->tlab_start && ctx->pointer > local->tlab_start)
        local->allocated_bytes += (uint64_t)(ctx->pointer - local->tlab_start);
    ctx->pointer = ctx->limit = NULL;
    local->tlab_start = NULL;
}

void gc_nursery_retire_contexts(void) {
    GcState *g = &gc_state;
    for (Thread *t = thread_first(); t; t = t->next)
        if (t->gc_local)
            retire_context(t, t->gc_local);
    /* unused fragment space holds garbage of earlier cycles: cover it */
    gc_write_filler(g->alloc_ptr, (size_t)(g->alloc_end - g->alloc_ptr));
    g->alloc_end = g->alloc_ptr;
    for (size_t i = g->fragment_next; i < g->fragment_count; i++)
        gc_write_filler(g->fragments[i].start, (size_t)(g->fragments[i].end - g->fragments[i].start));
    g->fragment_next = g->fragment_count;
}

/* Allocate `size` (8-aligned) bytes in the nursery for `thread` (lock held): a new allocation
 * context, or a tile of its own for objects over a quarter of a context.  NULL when the
 * nursery has no room left (the caller collects).  A new context is left unzeroed when the
 * caller asks (`unzeroed`, gc_internal.h). */
Object *gc_nursery_alloc_slow(Thread *thread, GcLocal *local, const VTable *vtable, size_t size, uint8_t **unzeroed) {
    size_t got;
    uint8_t *p;
    if (unzeroed)
        *unzeroed = NULL;
    if (size > GC_TLAB_SIZE / 4 || !thread || gc_state.stress_interval) {
        p = carve(size, size, &got, true);
        if (!p)
            return NULL;
        if (got > size)
            gc_write_filler(p + size, got - size);
        local->allocated_bytes += size;
    } else {
        retire_context(thread, local);
        p = carve(size, GC_TLAB_SIZE, &got, unzeroed == NULL);
        if (!p)
            return NULL;
        local->tlab_start = p;
        thread->alloc_context.pointer = p + size;
        thread->alloc_context.limit = p + got;
        if (unzeroed) {
            *unzeroed = p;
            return (Object *)p;
        }
    }
    ((Object *)p)->vtable = vtable;
    return (Object *)p;
}

static inline size_t parse_size(Object *o) {
    const VTable *vt = o->vtable;
    if (!vt)
        return 8;
    return (vm_object_size(o) + 7) & ~(size_t)7;
}

/* Walk from the scan start at or before `address`: the object whose [start, end] contains it
 * (end included when allow_end: one-past-the-end pointers), fillers excluded.  Between
 * collections the rest of the fragment being carved, [alloc_ptr, alloc_end), still holds an
 * earlier cycle's objects (forwarded ones among them) and is not parsed; a collection covers it
 * with a filler before its conservative scan. */
Object *gc_nursery_find(uintptr_t address, bool allow_end) {
    GcState *g = &gc_state;
    uintptr_t key = allow_end && address > (uintptr_t)g->nursery_start ? address - 1 : address;
    if (!gc_in_nursery(key))
        return NULL;
    size_t r = (key - (uintptr_t)g->nursery_start) >> GC_SCAN_START_SHIFT;
    for (;;) {
        uint8_t *s = g->scan_starts[r];
        if (s && (uintptr_t)s <= key)
            break;
        if (r == 0)
            return NULL;
        r--;
    }
    uint8_t *p = g->scan_starts[r];
    while ((uintptr_t)p <= address) {
        if (p >= g->alloc_ptr && p < g->alloc_end)
            return NULL;
        Object *o = (Object *)p;
        size_t size = parse_size(o);
        uintptr_t end = (uintptr_t)p + size;
        if (address < end || (allow_end && address == end && o->vtable)) {
            if (!o->vtable || gc_is_filler(o->vtable))
                return NULL;
            return o;
        }
        p += size;
        if (p >= g->nursery_end)
            return NULL;
    }
    return NULL;
}

static int compare_ptr(const void *a, const void *b) {
    uintptr_t x = *(const uintptr_t *)a, y = *(const uintptr_t *)b;
    return x < y ? -1 : x > y;
}

/* Pinned objects of this collection, sorted by address (gc_nursery_rebuild's input). */
static uintptr_t *pinned;
static size_t pinned_count, pinned_capacity;

static void pin(Object *o) {
    if (o->header & GC_HDR_PINNED)
        return;
    o->header |= GC_HDR_PINNED;
    if (pinned_count == pinned_capacity) {
        pinned_capacity = pinned_capacity ? pinned_capacity * 2 : 1024;
        pinned = realloc(pinned, pinned_capacity * sizeof *pinned);
        if (!pinned) {
            fprintf(stderr, "corvid: gc: out of memory pinning\n");
            abort();
        }
    }
    pinned[pinned_count++] = (uintptr_t)o;
    gc_pinned_objects++;
}

void gc_pin_nursery_object(Object *o) {
    pin(o);
}

void gc_trace_object(Object *o);
void gc_trace_pinned_nursery(void) {
    for (size_t i = 0; i < pinned_count; i++) /* the list may grow meanwhile */
        gc_trace_object((Object *)pinned[i]);
    gc_trace_drain();
}

/* Candidates: words from conservatively scanned memory that fall in the nursery. */
void gc_nursery_pin_candidates(uintptr_t *candidates, size_t count) {
    if (count == 0)
        return;
    qsort(candidates, count, sizeof *candidates, compare_ptr);
    uintptr_t last = 0;
    for (size_t i = 0; i < count; i++) {
        uintptr_t c = candidates[i];
        if (c == last)
            continue;
        last = c;
        Object *o = gc_nursery_find(c, false);
        if (o)
            pin(o);
        if ((c & 7) == 0) { /* a one-past-the-end pointer of the object before */
            Object *before = gc_nursery_find(c - 1, false);
            if (before)
                pin(before);
        }
    }
}

/* After a collection: every nursery object that was not pinned has been copied out.  The free
 * fragments of the next cycle are the holes between pinned objects. */
void gc_nursery_rebuild(void) {
    GcState *g = &gc_state;
    if (pinned_count) /* `pinned` is NULL until something was pinned once (qsort wants an array) */
        qsort(pinned, pinned_count, sizeof *pinned, compare_ptr);
    memset(g->scan_starts, 0, g->scan_start_count * sizeof *g->scan_starts);
    g->fragment_count = 0;
    g->nursery_pinned_bytes = 0;
    uint8_t *cursor = g->nursery_start;
    for (size_t i = 0; i <= pinned_count; i++) {
        uint8_t *next = i < pinned_count ? (uint8_t *)pinned[i] : g->nursery_end;
        size_t size = 0;
        if (i < pinned_count) {
            Object *o = (Object *)next;
            /* survived in place, aged one generation as if copied: gen0 -> gen1 (YOUNG); gen1 ->
             * gen2 (NEW) only in a gen1+ collection (a gen0 collection does not condemn gen1) */
            uintptr_t h = o->header & ~(uintptr_t)(GC_HDR_PINNED | GC_HDR_SCANNED);
            if ((h & GC_HDR_YOUNG) && gc_condemned >= 1)
                h |= GC_HDR_NEW;
            o->header = h | GC_HDR_YOUNG;
            size = parse_size(o);
            g->nursery_pinned_bytes += size;
        }
        if (next > cursor) {
            size_t hole = (size_t)(next - cursor);
            if (hole >= GC_MIN_FRAGMENT || i == pinned_count) {
                if (g->fragment_count == g->fragment_capacity) {
                    g->fragment_capacity *= 2;
                    g->fragments = realloc(g->fragments, g->fragment_capacity * sizeof *g->fragments);
                    if (!g->fragments)
                        abort();
                }
                g->fragments[g->fragment_count++] = (GcFragment){cursor, next};
            }
            gc_write_filler(cursor, hole);
        }
        if (i < pinned_count) {
            note_start(next);
            if (next + size > cursor)
                cursor = next + size;
        }
    }
    pinned_count = 0;
    g->fragment_next = 0;
    g->alloc_ptr = g->alloc_end = g->nursery_start;
    g->nursery_frontier = g->nursery_start;
    g->nursery_handed = 0;
    /* give back nursery pages beyond what the next budget can touch (the last fragment's
     * filler header stays, so the dropped pages are never parsed) */
    size_t keep = g->gen0_budget + g->nursery_pinned_bytes + GC_TLAB_SIZE * 16;
    keep = (keep + 4095) & ~(size_t)4095;
    if (g->nursery_touched > keep && g->fragment_count) {
        uint8_t *from = g->nursery_start + keep;
        GcFragment *last = &g->fragments[g->fragment_count - 1];
        if (last->start + 4096 <= from && from < last->end) {
            uint8_t *end = g->nursery_start + g->nursery_touched;
            if (end > last->end)
                end = last->end;
            madvise(from, (size_t)(end - from), MADV_DONTNEED);
            g->nursery_touched = keep;
        }
    }
}
