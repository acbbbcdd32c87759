/*
 * gc_mark.c — marking: side mark bitmaps, an explicit mark stack (no recursion), precise
 * scanning of heap objects from their VTable reference maps, conservative candidates.
 *
 * Mark-on-push: an object is marked when first reached and pushed only if it can hold
 * references, so the stack holds at most the grey frontier.  When the stack cannot grow past
 * gc_mark_stack_limit, the object stays marked but unscanned and an overflow flag is raised;
 * the drain then rescans every marked object in the heap until a round completes cleanly.
 */
#include "gc/gc_internal.h"

#include <stdlib.h>
#include <string.h>

#define MARK_STACK_INITIAL (64u * 1024)

size_t gc_mark_stack_limit = (size_t)1 << 24; /* entries: 128 MB */
uint64_t gc_mark_overflows;
int64_t gc_marked_bytes;

static Object **mark_stack;
static size_t mark_top, mark_capacity;
static bool mark_overflowed;

void gc_mark_init(void) {
    mark_stack = malloc(MARK_STACK_INITIAL * sizeof *mark_stack);
    mark_capacity = mark_stack ? MARK_STACK_INITIAL : 0;
    mark_top = 0;
}

static __attribute__((noinline)) void push_slow(Object *object) {
    size_t capacity = mark_capacity ? mark_capacity * 2 : MARK_STACK_INITIAL;
    if (capacity > gc_mark_stack_limit)
        capacity = gc_mark_stack_limit;
    if (capacity > mark_capacity) {
        Object **grown = realloc(mark_stack, capacity * sizeof *grown);
        if (grown) {
            mark_stack = grown;
            mark_capacity = capacity;
            mark_stack[mark_top++] = object;
            return;
        }
    }
    mark_overflowed = true; /* marked, not scanned: the drain rescans the heap */
}

static inline void push(Object *object) {
    if (likely(mark_top < mark_capacity))
        mark_stack[mark_top++] = object;
    else
        push_slow(object);
}

static inline bool may_hold_references(const VTable *vt) {
    return (vt->flags & VTABLE_ELEMENTS_ARE_REFERENCES) ||
           (vt->reference_count && !(vt->flags & VTABLE_IS_STRING));
}

void gc_mark_object(Object *object) {
    if (!object)
        return;
    uintptr_t address = (uintptr_t)object;
    if (likely(gc_in_chunk(address))) {
        GcChunk *chunk = gc_chunk_of(address);
        size_t bit = (address - (uintptr_t)chunk) >> 3;
        uint64_t *word = &chunk->mark_bits[bit >> 6], mask = (uint64_t)1 << (bit & 63);
        if (*word & mask)
            return;
        const VTable *vt = object->vtable;
        if (unlikely(!vt))
            return; /* a stale reference to a free cell: nothing to keep */
        *word |= mask;
        gc_block_of(chunk, address)->live_cells++;
        gc_marked_bytes += vm_object_size(object);
        if (may_hold_references(vt))
            push(object);
        return;
    }
    GcLarge *large = gc_find_large(address, true);
    if (!large || large->marked)
        return; /* already marked, or not a heap object (e.g. static data) */
    large->marked = 1;
    gc_marked_bytes += large->object_size;
    if (may_hold_references(object->vtable))
        push(object);
}

bool gc_is_marked(Object *object) {
    uintptr_t address = (uintptr_t)object;
    if (gc_in_chunk(address)) {
        GcChunk *chunk = gc_chunk_of(address);
        size_t bit = (address - (uintptr_t)chunk) >> 3;
        return (chunk->mark_bits[bit >> 6] >> (bit & 63)) & 1;
    }
    GcLarge *large = gc_find_large(address, true);
    return large ? large->marked != 0 : true; /* not ours: treat as live */
}

void gc_mark_conservative(uintptr_t word) {
    if (word < gc_state.heap_lo || word >= gc_state.heap_hi)
        return;
    Object *object = gc_find_small(word);
    if (!object) {
        if (gc_in_chunk(word))
            return;
        GcLarge *large = gc_find_large(word, false);
        if (!large)
            return;
        object = (Object *)(large + 1);
    }
    gc_mark_object(object);
}

__attribute__((no_sanitize("address"))) void gc_mark_range_conservative(const void *from,
                                                                         const void *to) {
    uintptr_t p = ((uintptr_t)from + 7) & ~(uintptr_t)7, end = (uintptr_t)to & ~(uintptr_t)7;
    uintptr_t lo = gc_state.heap_lo, hi = gc_state.heap_hi;
    for (; p < end; p += 8) {
        uintptr_t word = *(const volatile uintptr_t *)p;
        if (word >= lo && word < hi)
            gc_mark_conservative(word);
    }
}

static void scan_object(Object *object) {
    const VTable *vt = object->vtable;
    uint32_t flags = vt->flags;
    if (flags & VTABLE_IS_ARRAY) {
        intptr_t length = ((Array *)object)->length;
        uint8_t *data = (uint8_t *)object + vt->base_size;
        if (flags & VTABLE_ELEMENTS_ARE_REFERENCES) {
            Object **elements = (Object **)data;
            intptr_t i = 0;
            for (; i + 8 < length; i++) { /* random targets: fetch ahead */
                __builtin_prefetch(elements[i + 8]);
                if (elements[i])
                    gc_mark_object(elements[i]);
            }
            for (; i < length; i++)
                if (elements[i])
                    gc_mark_object(elements[i]);
        } else if (vt->reference_count) {
            const uint32_t *offsets = vt->reference_offsets;
            uint32_t count = vt->reference_count, stride = vt->component_size;
            for (intptr_t i = 0; i < length; i++, data += stride)
                for (uint32_t j = 0; j < count; j++) {
                    Object *child = *(Object **)(data + offsets[j]);
                    if (child)
                        gc_mark_object(child);
                }
        }
        return;
    }
    if (flags & VTABLE_IS_STRING)
        return;
    const uint32_t *offsets = vt->reference_offsets;
    for (uint32_t j = 0, count = vt->reference_count; j < count; j++) {
        Object *child = *(Object **)((uint8_t *)object + offsets[j]);
        if (child)
            gc_mark_object(child);
    }
}

static void drain_stack(void) {
    while (mark_top)
        scan_object(mark_stack[--mark_top]);
}

/* Overflow recovery: scan every marked object that may hold references. */
static void rescan_heap(void) {
    GcState *g = &gc_state;
    for (GcChunk *chunk = g->chunks; chunk; chunk = chunk->next) {
        for (unsigned i = GC_FIRST_BLOCK; i < GC_BLOCKS_PER_CHUNK;) {
            GcBlock *b = &chunk->blocks[i];
            if (b->state != GC_BLOCK_HEAD) {
                i++;
                continue;
            }
            size_t bit = (size_t)(b->start - chunk->base) >> 3, step = b->cell_size >> 3;
            for (uint32_t k = 0; k < b->ncells; k++, bit += step) {
                if ((chunk->mark_bits[bit >> 6] >> (bit & 63)) & 1) {
                    Object *object = (Object *)(b->start + (size_t)k * b->cell_size);
                    if (object->vtable && may_hold_references(object->vtable)) {
                        scan_object(object);
                        drain_stack();
                    }
                }
            }
            i += b->nblocks;
        }
    }
    for (size_t i = 0; i < g->large_count; i++) {
        GcLarge *large = g->large[i];
        Object *object = (Object *)(large + 1);
        if (large->marked && may_hold_references(object->vtable)) {
            scan_object(object);
            drain_stack();
        }
    }
}

void gc_mark_drain(void) {
    for (;;) {
        drain_stack();
        if (!mark_overflowed)
            break;
        mark_overflowed = false;
        gc_mark_overflows++;
        rescan_heap();
    }
    if (mark_capacity > 16 * MARK_STACK_INITIAL) { /* don't hold a huge stack between GCs */
        Object **small = realloc(mark_stack, MARK_STACK_INITIAL * sizeof *small);
        if (small) {
            mark_stack = small;
            mark_capacity = MARK_STACK_INITIAL;
        }
    }
}
