/*
 * gc_mark.c — tracing for every generation in one pass: nursery objects are copied into the
 * old space (forwarding pointer in the old copy's vtable word, low bit set) unless pinned;
 * condemned old-space objects are marked in the side bitmaps; young large objects (and, in a
 * gen2 collection, all large objects) get their mark word set.  An explicit stack holds the
 * objects still to scan.
 *
 * Cards: after the collection a card must be dirty wherever an old object's slot refers to
 * something younger than gen2 (a pinned nursery object, a gen1 object, a young large object).
 * Slots found so while tracing, and while scanning dirty cards as roots, are recorded in
 * `needed_cards`; at the end the scanned cards are cleared and the needed ones set.  (Clearing
 * as we go would be wrong: cards alias modulo 16 GB.)
 */
#include "gc/gc_internal.h"

#include <stdlib.h>
#include <string.h>

#define MARK_STACK_INITIAL (64u * 1024)
#define MARK_TAG_OLD ((uintptr_t)1) /* mark-stack entry: an old-space object just marked */

size_t gc_mark_stack_limit = (size_t)1 << 28; /* kept for tests; the stack grows as needed */
uint64_t gc_mark_overflows;
int64_t gc_promoted_bytes, gc_marked_old_bytes, gc_pinned_objects;
int gc_condemned;

static Object **mark_stack;
static size_t mark_top, mark_capacity;

typedef struct SizeVec {
    uintptr_t *items;
    size_t count, capacity;
} SizeVec;

static SizeVec needed_cards, scanned_cards, nursery_candidates, old_candidates;

static void vec_push(SizeVec *v, uintptr_t x) {
    if (v->count == v->capacity) {
        size_t n = v->capacity ? v->capacity * 2 : 4096;
        uintptr_t *p = realloc(v->items, n * sizeof *p);
        if (!p) {
            fprintf(stderr, "corvid: gc: out of memory while collecting\n");
            abort();
        }
        v->items = p;
        v->capacity = n;
    }
    v->items[v->count++] = x;
}

void gc_mark_init(void) {
    mark_stack = malloc(MARK_STACK_INITIAL * sizeof *mark_stack);
    mark_capacity = mark_stack ? MARK_STACK_INITIAL : 0;
    mark_top = 0;
}

static __attribute__((noinline)) void push_slow(Object *object) {
    size_t capacity = mark_capacity ? mark_capacity * 2 : MARK_STACK_INITIAL;
    Object **grown = realloc(mark_stack, capacity * sizeof *grown);
    if (!grown) {
        fprintf(stderr, "corvid: gc: out of memory (mark stack)\n");
        abort();
    }
    if (capacity > gc_mark_stack_limit)
        gc_mark_overflows++; /* statistics only */
    mark_stack = grown;
    mark_capacity = capacity;
    mark_stack[mark_top++] = object;
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

static inline size_t object_size8(Object *o) {
    return (vm_object_size(o) + 7) & ~(size_t)7;
}

static uintptr_t last_needed_card = ~(uintptr_t)0;
static inline void need_card(void *slot) {
    uintptr_t c = ((uintptr_t)slot >> GC_CARD_SHIFT) & GC_CARD_MASK;
    if (c != last_needed_card) {
        last_needed_card = c;
        vec_push(&needed_cards, c);
    }
}

void gc_pin_nursery_object(Object *o); /* gc_nursery.c */

static __attribute__((noinline)) Object *copy_out(Object *o) {
    size_t size = object_size8(o);
    Object *n = gc_old_alloc_inline(size, true);
    if (unlikely(!n)) { /* no memory to promote into: keep it in place */
        gc_pin_nursery_object(o);
        o->header |= GC_HDR_SCANNED;
        push(o);
        return o;
    }
    if (size <= 64) { /* most objects: a few fixed-size moves instead of a call */
        uint64_t *d = (uint64_t *)n, *s = (uint64_t *)o;
        __builtin_memcpy(d, s, 16);
        for (size_t i = 2; i < size / 8; i++)
            d[i] = s[i];
    } else {
        memcpy(n, o, size);
    }
    uintptr_t h = (o->header & ~(uintptr_t)GC_HDR_GC_BITS) | GC_HDR_YOUNG;
    if (gc_condemned >= 1) {
        h |= GC_HDR_NEW;
        uintptr_t a = (uintptr_t)n;
        GcChunk *chunk = gc_chunk_of(a);
        size_t bit = (a - (uintptr_t)chunk) >> 3;
        chunk->mark_bits[bit >> 6] |= (uint64_t)1 << (bit & 63);
    }
    n->header = h;
    *(uintptr_t *)o = (uintptr_t)n | 1;
    gc_promoted_bytes += (int64_t)size;
    gc_state.gen1_promoted += size;
    gc_state.gen1_bytes += size;
    if (may_hold_references(n->vtable))
        push(n);
    return n;
}

/* The object a reference to `o` must now name; marks / copies / queues it for scanning. */
static inline __attribute__((always_inline)) Object *process(Object *o) {
    uintptr_t a = (uintptr_t)o;
    if (gc_in_nursery(a)) {
        uintptr_t vw = *(uintptr_t *)o;
        if (vw & 1)
            return (Object *)(vw & ~(uintptr_t)1);
        uintptr_t h = o->header;
        if (h & GC_HDR_PINNED) {
            if (!(h & GC_HDR_SCANNED)) {
                o->header = h | GC_HDR_SCANNED;
                push(o);
            }
            return o;
        }
        return copy_out(o);
    }
    int condemned = gc_condemned;
    if (condemned < 2) { /* gen2 objects are not condemned; gen0 condemns no old-space object */
        if (!(o->header & GC_HDR_YOUNG))
            return o;
        if (condemned == 0 && gc_in_chunk(a))
            return o;
    }
    if (gc_in_chunk(a)) {
        /* Only the side bitmap is touched here, not the object: it is read once, when popped
         * (see gc_trace_drain), after a prefetch had time to complete.  The tag asks the pop to
         * count the object's bytes and skip it when it holds no references. */
        GcChunk *chunk = gc_chunk_of(a);
        size_t bit = (a - (uintptr_t)chunk) >> 3;
        uint64_t *word = &chunk->mark_bits[bit >> 6], mask = (uint64_t)1 << (bit & 63);
        if (*word & mask)
            return o;
        *word |= mask;
        __builtin_prefetch(o);
        push((Object *)(a | MARK_TAG_OLD));
        return o;
    }
    /* a large object (its header precedes it) */
    if (condemned == 1 && !(o->header & GC_HDR_YOUNG))
        return o;
    GcLarge *large = gc_large_header(o);
    if (large->marked)
        return o;
    large->marked = 1;
    gc_marked_old_bytes += (int64_t)large->object_size;
    if (may_hold_references(o->vtable))
        push(o);
    return o;
}

/* The object holding the slots being scanned will be gen1 after this collection (then only
 * references into the nursery need a card; from gen2, references to gen1 objects do too). */
static bool source_gen1;

static inline void trace_heap_slot(Object **slot) {
    Object *o = *slot;
    if (!o)
        return;
    Object *n = process(o);
    if (n != o)
        *slot = n;
    /* gen0 collections condemn the nursery and young large objects: every old slot referring
     * to them needs a card; gen1 (old small young objects) need one from gen2 sources only */
    uintptr_t a = (uintptr_t)n;
    if (gc_in_nursery(a)) {
        if (!gc_in_nursery((uintptr_t)slot))
            need_card(slot);
        return;
    }
    /* gen1/gen2: an old-space object that was already there is gen2 after the sweep (only this
     * collection's copies stay gen1), so it needs no card, and marking need not read it */
    if (gc_condemned >= 1 && n == o && gc_in_chunk(a))
        return;
    if ((n->header & GC_HDR_YOUNG) && (!source_gen1 || !gc_in_chunk(a)))
        need_card(slot);
}

static inline void set_source(Object *o) {
    uintptr_t h = o->header;
    source_gen1 = gc_in_chunk((uintptr_t)o) && (h & GC_HDR_YOUNG) && (gc_condemned == 0 || (h & GC_HDR_NEW));
}

/* Scan the reference slots of `object` that lie in [lo, hi). */
static void scan_range(Object *object, uintptr_t lo, uintptr_t hi) {
    const VTable *vt = object->vtable;
    uint32_t flags = vt->flags;
    uintptr_t base = (uintptr_t)object;
    if (flags & VTABLE_IS_ARRAY) {
        intptr_t length = ((Array *)object)->length;
        uintptr_t data = base + vt->base_size;
        if (flags & VTABLE_ELEMENTS_ARE_REFERENCES) {
            uintptr_t from = lo > data ? lo : data;
            uintptr_t end = data + (uintptr_t)length * sizeof(Object *);
            if (end > hi)
                end = hi;
            from = data + ((from - data + 7) & ~(uintptr_t)7);
            for (uintptr_t p = from; p < end; p += sizeof(Object *))
                trace_heap_slot((Object **)p);
        } else if (vt->reference_count) {
            const uint32_t *offsets = vt->reference_offsets;
            uint32_t count = vt->reference_count, stride = vt->component_size;
            intptr_t first = 0, last = length;
            if (stride) {
                if (lo > data)
                    first = (intptr_t)((lo - data) / stride);
                if (hi < data + (uintptr_t)length * stride)
                    last = (intptr_t)((hi - data) / stride) + 1;
                if (last > length)
                    last = length;
            }
            for (intptr_t i = first; i < last; i++) {
                uintptr_t element = data + (uintptr_t)i * stride;
                for (uint32_t j = 0; j < count; j++) {
                    uintptr_t p = element + offsets[j];
                    if (p >= lo && p < hi)
                        trace_heap_slot((Object **)p);
                }
            }
        }
        return;
    }
    if (flags & VTABLE_IS_STRING)
        return;
    const uint32_t *offsets = vt->reference_offsets;
    for (uint32_t j = 0, count = vt->reference_count; j < count; j++) {
        uintptr_t p = base + offsets[j];
        if (p >= lo && p < hi)
            trace_heap_slot((Object **)p);
    }
}

/* A plain object's reference slots go on the mark stack themselves, last slot first, so the
 * first one is traced next: a structure is copied depth-first in preorder, the order a
 * program builds and walks it (a tree's node, its left subtree, its right subtree).  The
 * nursery is then read in the order it was allocated and the old space written in the same
 * order, two streams the hardware prefetcher follows; tracing an object's slots at once copied
 * its children side by side and their subtrees in reverse, level by level, and each node was a
 * cache miss (binary-trees' gen1 collections, 11 MB promoted: ~75 % of trace_heap_slot's
 * samples on the two loads of a nursery object's first line).  A slot entry keeps whether its
 * source object will be gen1, which decides the cards it needs. */
#define MARK_TAG_SLOT ((uintptr_t)2)
#define MARK_TAG_SOURCE_GEN1 ((uintptr_t)4)

static inline void push_slot(Object **slot) {
    if (*slot)
        push((Object *)((uintptr_t)slot | MARK_TAG_SLOT | (source_gen1 ? MARK_TAG_SOURCE_GEN1 : 0)));
}

static void scan_object(Object *object) {
    set_source(object);
    const VTable *vt = object->vtable;
    uint32_t flags = vt->flags;
    if ((flags & (VTABLE_IS_ARRAY | VTABLE_IS_STRING)) == 0) {
        const uint32_t *offsets = vt->reference_offsets;
        for (uint32_t j = vt->reference_count; j-- > 0;)
            push_slot((Object **)((uint8_t *)object + offsets[j]));
        return;
    }
    scan_range(object, (uintptr_t)object, UINTPTR_MAX);
}

/* Pops an entry: objects marked in the old space are read for the first time here. */
static inline void scan_entry(Object *o) {
    if ((uintptr_t)o & MARK_TAG_SLOT) {
        source_gen1 = ((uintptr_t)o & MARK_TAG_SOURCE_GEN1) != 0;
        trace_heap_slot((Object **)((uintptr_t)o & ~(MARK_TAG_SLOT | MARK_TAG_SOURCE_GEN1)));
        return;
    }
    if ((uintptr_t)o & MARK_TAG_OLD) {
        o = (Object *)((uintptr_t)o & ~MARK_TAG_OLD);
        const VTable *vt = o->vtable;
        if (unlikely(!vt))
            return;
        gc_marked_old_bytes += (int64_t)vm_object_size(o);
        if (!may_hold_references(vt))
            return;
    }
    scan_object(o);
}

/* Depth-first, in preorder for plain objects (push_slot). */
void gc_trace_drain(void) {
    while (mark_top)
        scan_entry(mark_stack[--mark_top]);
}

void gc_trace_begin(int generation) {
    gc_condemned = generation;
    gc_promoted_bytes = 0;
    gc_marked_old_bytes = 0;
    gc_pinned_objects = 0;
    needed_cards.count = 0;
    scanned_cards.count = 0;
    nursery_candidates.count = 0;
    old_candidates.count = 0;
    last_needed_card = ~(uintptr_t)0;
}

void gc_trace_object(Object *o) {
    if (o)
        process(o);
}

void gc_trace_slot(Object **slot) {
    if (*slot)
        *slot = process(*slot);
}

void gc_trace_pinned_root(Object *object) {
    if (!object)
        return;
    if (gc_in_nursery((uintptr_t)object)) {
        gc_pin_nursery_object(object);
        return; /* traced with the other pinned objects */
    }
    process(object);
}

/* ---- conservative roots ---------------------------------------------------------------- */

__attribute__((no_sanitize("address"))) void gc_add_conservative_range(const void *from, const void *to) {
    uintptr_t p = ((uintptr_t)from + 7) & ~(uintptr_t)7, end = (uintptr_t)to & ~(uintptr_t)7;
    uintptr_t lo = gc_state.heap_lo, hi = gc_state.heap_hi;
    for (; p < end; p += 8) {
        uintptr_t word = *(const volatile uintptr_t *)p;
        if (word < lo || word >= hi)
            continue;
        if (gc_in_nursery(word))
            vec_push(&nursery_candidates, word);
        else
            vec_push(&old_candidates, word);
    }
}

void gc_nursery_pin_candidates(uintptr_t *candidates, size_t count);
void gc_trace_pinned_nursery(void);

/* Pin what the candidates point at (nursery), mark what they point at elsewhere. */
void gc_pin_conservative(void) {
    gc_nursery_pin_candidates(nursery_candidates.items, nursery_candidates.count);
    for (size_t i = 0; i < old_candidates.count; i++) {
        uintptr_t w = old_candidates.items[i];
        for (int k = 0; k < 2; k++, w--) { /* the word, then a one-past-the-end reading */
            Object *o = NULL;
            if (gc_in_chunk(w)) {
                o = gc_find_small(w);
            } else {
                GcLarge *large = gc_find_large(w, false);
                if (large)
                    o = (Object *)(large + 1);
            }
            if (o)
                process(o);
            if ((w & 7) != 0)
                break;
        }
    }
}

/* ---- cards ----------------------------------------------------------------------------- */

static void scan_card_of_block(GcBlock *b, uintptr_t card_lo) {
    uintptr_t card_hi = card_lo + ((uintptr_t)1 << GC_CARD_SHIFT);
    uintptr_t start = (uintptr_t)b->start, cell = b->cell_size;
    uintptr_t first = card_lo > start ? (card_lo - start) / cell : 0;
    uintptr_t last = (card_hi - 1 - start) / cell;
    if (last >= b->ncells)
        last = b->ncells - 1;
    for (uintptr_t k = first; k <= last; k++) {
        Object *o = (Object *)(start + k * cell);
        const VTable *vt = o->vtable;
        if (!vt || !may_hold_references(vt))
            continue;
        if (gc_condemned == 1 && (o->header & GC_HDR_YOUNG))
            continue; /* condemned: traced if reachable */
        set_source(o);
        scan_range(o, card_lo, card_hi);
        gc_trace_drain();
    }
}

static void scan_cards_of_range(uintptr_t lo, uintptr_t hi, GcBlock *block, Object *large) {
    uintptr_t c = lo >> GC_CARD_SHIFT, last = (hi - 1) >> GC_CARD_SHIFT;
    while (c <= last) {
        /* skip clean cards a word at a time */
        uintptr_t index = c & GC_CARD_MASK;
        if ((index & 7) == 0 && c + 8 <= last + 1 && index + 8 <= GC_CARD_MASK + 1) {
            uint64_t w;
            memcpy(&w, &gc_card_table[index], 8);
            if (!w) {
                c += 8;
                continue;
            }
        }
        if (gc_card_table[index]) {
            vec_push(&scanned_cards, index);
            uintptr_t card_lo = c << GC_CARD_SHIFT;
            if (block) {
                scan_card_of_block(block, card_lo);
            } else {
                set_source(large);
                scan_range(large, card_lo, card_lo + ((uintptr_t)1 << GC_CARD_SHIFT));
                gc_trace_drain();
            }
        }
        c++;
    }
}

/* gen0/gen1: old objects with dirty cards are roots. */
void gc_trace_cards(void) {
    GcState *g = &gc_state;
    for (GcChunk *chunk = g->chunks; chunk; chunk = chunk->next) {
        for (unsigned i = GC_FIRST_BLOCK; i < GC_BLOCKS_PER_CHUNK;) {
            GcBlock *b = &chunk->blocks[i];
            if (b->state != GC_BLOCK_HEAD) {
                i++;
                continue;
            }
            if (b->live_cells)
                scan_cards_of_range((uintptr_t)b->start, (uintptr_t)b->start + (size_t)b->nblocks * GC_BLOCK_SIZE,
                                    b, NULL);
            i += b->nblocks;
        }
    }
    for (size_t i = 0; i < g->large_count; i++) {
        Object *o = (Object *)(g->large[i] + 1);
        if ((o->header & GC_HDR_YOUNG) || !may_hold_references(o->vtable))
            continue;
        scan_cards_of_range((uintptr_t)o, (uintptr_t)o + g->large[i]->object_size, NULL, o);
    }
}

/* End of the collection: scanned cards become clean unless needed; nursery cards clean. */
void gc_cards_finish(void) {
    GcState *g = &gc_state;
    for (size_t i = 0; i < scanned_cards.count; i++)
        gc_card_table[scanned_cards.items[i]] = 0;
    uintptr_t lo = (uintptr_t)g->nursery_start >> GC_CARD_SHIFT, hi = (uintptr_t)g->nursery_end >> GC_CARD_SHIFT;
    for (uintptr_t c = lo; c < hi; c++)
        gc_card_table[c & GC_CARD_MASK] = 0;
    for (size_t i = 0; i < needed_cards.count; i++)
        gc_card_table[needed_cards.items[i]] = 1;
    if (needed_cards.capacity > (1u << 20)) {
        free(needed_cards.items);
        needed_cards = (SizeVec){0};
    }
}

/* ---- after tracing --------------------------------------------------------------------- */

bool gc_object_survived(Object *o, Object **now) {
    uintptr_t a = (uintptr_t)o;
    *now = o;
    if (gc_in_nursery(a)) {
        uintptr_t vw = *(uintptr_t *)o;
        if (vw & 1) {
            *now = (Object *)(vw & ~(uintptr_t)1);
            return true;
        }
        return (o->header & GC_HDR_PINNED) != 0;
    }
    int condemned = gc_condemned;
    if (gc_in_chunk(a)) {
        if (condemned == 0 || (condemned == 1 && !(o->header & GC_HDR_YOUNG)))
            return true;
        GcChunk *chunk = gc_chunk_of(a);
        size_t bit = (a - (uintptr_t)chunk) >> 3;
        return (chunk->mark_bits[bit >> 6] >> (bit & 63)) & 1;
    }
    if (a < gc_state.heap_lo || a >= gc_state.heap_hi)
        return true; /* not a heap object */
    if (condemned < 2 && !(o->header & GC_HDR_YOUNG))
        return true;
    return gc_large_header(o)->marked != 0;
}

/* Resurrect `o` (finalization): make it and what it references survive this collection. */
Object *gc_trace_resurrect(Object *o) {
    Object *n = process(o);
    gc_trace_drain();
    return n;
}

/* CORVID_GCVerifyCards=1: before a gen0 collection, every old->nursery reference must sit in
 * a dirty card (a missing write barrier shows up here, not as a crash much later). */
void gc_verify_cards(void) {
    GcState *g = &gc_state;
    for (GcChunk *chunk = g->chunks; chunk; chunk = chunk->next) {
        for (unsigned i = GC_FIRST_BLOCK; i < GC_BLOCKS_PER_CHUNK;) {
            GcBlock *b = &chunk->blocks[i];
            if (b->state != GC_BLOCK_HEAD) {
                i++;
                continue;
            }
            for (uint32_t k = 0; k < b->ncells; k++) {
                Object *o = (Object *)(b->start + (size_t)k * b->cell_size);
                if (!o->vtable || !may_hold_references(o->vtable))
                    continue;
                const VTable *vt = o->vtable;
                size_t size = vm_object_size(o);
                for (uintptr_t p = (uintptr_t)o + sizeof(Object); p + 8 <= (uintptr_t)o + size; p += 8) {
                    uintptr_t v = *(uintptr_t *)p;
                    if (!gc_in_nursery(v) || *gc_card_of(p))
                        continue;
                    /* only real reference slots count */
                    bool is_ref = false;
                    if (vt->flags & VTABLE_ELEMENTS_ARE_REFERENCES)
                        is_ref = p >= (uintptr_t)o + vt->base_size;
                    else if (!(vt->flags & VTABLE_IS_ARRAY))
                        for (uint32_t j = 0; j < vt->reference_count; j++)
                            is_ref |= (uintptr_t)o + vt->reference_offsets[j] == p;
                    if (is_ref)
                        fprintf(stderr, "corvid: gc: missing write barrier: %s at %p +%zu -> nursery %p\n",
                                vt->type ? "object" : "?", (void *)o, (size_t)(p - (uintptr_t)o), (void *)v);
                }
            }
            i += b->nblocks;
        }
    }
}
