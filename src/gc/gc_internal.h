/*
 * gc_internal.h — shared between the parts of the collector (not a public header).
 *
 * Generational heap (SGen's model, CoreCLR's generations and knobs):
 *   - gen0, the nursery: one reserved virtual range, bump-pointer allocation contexts (TLABs of
 *     8 KB) carved from free fragments.  A gen0 collection copies live objects out into the old
 *     space; objects a conservative root (native stack, registers, interpreter stack) or a
 *     pinned handle points at stay where they are ("pinned"), and the space between pinned
 *     objects becomes the free fragments of the next cycle.  The nursery is kept parseable
 *     (filler objects over every hole) so a conservative pointer finds its object through the
 *     8 KB scan-start table.
 *   - the old space: non-moving mark-sweep over size-segregated cells of 32 KB blocks carved
 *     from 4 MB chunks (the chunk of any address is found by masking).  An old object is gen1
 *     (header bit GC_HDR_YOUNG) until it survives a gen1 or gen2 collection, then gen2.  Blocks
 *     holding gen1 objects are flagged so a gen1 collection sweeps only them.
 *   - mark bits live in a side bitmap per chunk: one bit per 8 bytes of chunk.  A free cell has
 *     a NULL vtable word (its second word links the free list).
 *   - large objects (>= 85000 bytes) are mmap'd one by one, kept in an address-sorted array.
 *     A large object is young (GC_HDR_YOUNG) until it survives a collection; gen0/gen1
 *     collections reclaim dead young ones (CORVID_GCYoungLargeObjects).
 *   - the card table: one byte per 512 bytes of address space (aliased modulo 16 GB), set by
 *     the write barrier on every reference store; a gen0/gen1 collection scans dirty cards of
 *     the old space and large objects for references into younger generations.
 */
#ifndef CORVID_GC_INTERNAL_H
#define CORVID_GC_INTERNAL_H

#include "gc/gc.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#define GC_CHUNK_SHIFT 22
#define GC_CHUNK_SIZE ((size_t)1 << GC_CHUNK_SHIFT) /* 4 MB */
#define GC_BLOCK_SHIFT 15
#define GC_BLOCK_SIZE ((size_t)1 << GC_BLOCK_SHIFT) /* 32 KB */
#define GC_BLOCKS_PER_CHUNK ((unsigned)(GC_CHUNK_SIZE / GC_BLOCK_SIZE))
#define GC_FIRST_BLOCK 1u /* block 0 holds the chunk header */
#define GC_LOH_THRESHOLD 85000u
#define GC_SINGLE_BLOCK_MAX_CELL (GC_BLOCK_SIZE / 4)
#define GC_MAX_CLASSES 128
#define GC_MAX_SMALL ((size_t)1 << 20) /* DOTNET_GCLOHThreshold is capped here */
#define GC_BITMAP_WORDS (GC_CHUNK_SIZE / 8 / 64)

#define GC_TLAB_SIZE ((size_t)8192)
#define GC_SCAN_START_SHIFT 13 /* one scan start per 8 KB of nursery */
#define GC_MIN_FRAGMENT 512    /* smaller holes between pinned objects get a filler */

/* Header bits (the low 32 bits of Object.header belong to the GC). */
enum {
    GC_HDR_YOUNG = 1u << 0,          /* old-space gen1 object, or a young large object */
    GC_HDR_NEW = 1u << 1,            /* promoted by the collection in progress */
    GC_HDR_PINNED = 1u << 2,         /* nursery object pinned by the collection in progress */
    GC_HDR_FIN_SUPPRESSED = 1u << 3, /* GC.SuppressFinalize */
    GC_HDR_FIN_LISTED = 1u << 4,     /* on a finalization list */
    GC_HDR_SCANNED = 1u << 5,        /* pinned nursery object already traced */
    GC_HDR_GC_BITS = GC_HDR_YOUNG | GC_HDR_NEW | GC_HDR_PINNED | GC_HDR_SCANNED,
};

enum { GC_BLOCK_FREE = 0, GC_BLOCK_HEAD = 1, GC_BLOCK_TAIL = 2 };

typedef struct GcBlock {
    uint8_t state;
    uint8_t size_class;
    uint8_t needs_zero; /* free block whose memory may be dirty */
    uint8_t on_list;
    uint16_t nblocks;    /* head: blocks in the span; tail: distance back to its head */
    uint16_t index;      /* position in the chunk */
    uint32_t cell_size;
    uint32_t ncells;
    uint32_t live_cells; /* counted by the mark phase */
    uint32_t inv;        /* ceil(2^32 / cell_size): cell index by multiplication (single blocks) */
    uint32_t free_cells; /* on the free list built by the sweep */
    uint8_t has_young;   /* holds gen1 objects: swept by gen1 collections */
    uint8_t committed;   /* its pages are in memory and counted in GcState.committed */
    uint8_t pad[2];
    uint8_t *start;
    uint8_t *free_list;   /* built by the sweep: free cells linked through their second word */
    struct GcBlock *next; /* class available list */
} GcBlock;

typedef struct GcChunk {
    uint8_t *base;
    uint64_t *mark_bits; /* one bit per 8 bytes of the chunk */
    uint32_t free_blocks;
    uint32_t committed_blocks; /* header included: what GcState.committed counts for it */
    struct GcChunk *next;
    GcBlock blocks[GC_BLOCKS_PER_CHUNK];
} GcChunk;

typedef struct GcCache {
    uint8_t *free;  /* free cells linked through their second word */
    uint8_t *bump;  /* a run of zeroed cells */
    uint8_t *limit;
    GcBlock *block; /* the block the cells come from */
} GcCache;

typedef struct GcLocal {
    uint8_t *tlab_start;      /* start of the thread's current allocation context */
    uint64_t allocated_bytes; /* bytes this thread allocated (cumulative, retired contexts) */
    uint64_t tick_bytes;      /* towards the next allocation tick */
    struct GcLocal *next_free;
} GcLocal;

typedef struct GcLarge {
    size_t map_size;
    size_t object_size;
    uint32_t marked;
    uint32_t pad;
    size_t dirty_size; /* bytes from the mapping's start written since it was mapped (gc_large.c) */
    uint64_t pad2[4];
} GcLarge; /* 64 bytes; the object follows */

typedef struct GcFragment {
    uint8_t *start, *end;
} GcFragment;

/* One collection, for the statistics (GCStats) and GC.GetGCMemoryInfo. */
typedef struct GcRecord {
    uint32_t index;
    uint8_t generation, reason, condemn; /* condemn: why this generation (GcCondemn) */
    uint64_t start_ns, suspend_ns, pause_ns;
    uint64_t size_before[4], size_after[4]; /* gen0, gen1, gen2, LOH */
    uint64_t promoted, pinned_objects, allocated;
} GcRecord;

enum GcCondemn {
    GC_CONDEMN_GEN0_BUDGET, GC_CONDEMN_GEN1_BUDGET, GC_CONDEMN_GEN2_BUDGET, GC_CONDEMN_LOH_BUDGET,
    GC_CONDEMN_INDUCED, GC_CONDEMN_LOW_MEMORY, GC_CONDEMN_STRESS, GC_CONDEMN_COUNT
};

/* ---- global state ---------------------------------------------------------------------- */

typedef struct GcState {
    pthread_mutex_t lock; /* heap structures, handles, roots; held for a whole collection */
    bool initialized;

    /* size classes */
    unsigned class_count;
    uint32_t class_size[GC_MAX_CLASSES];
    uint16_t class_blocks[GC_MAX_CLASSES];
    uint8_t *size_to_class;               /* by (size + 7) / 8, up to loh_threshold */
    GcBlock *available[GC_MAX_CLASSES];   /* blocks with free cells, not in any cache */
    GcCache promote_cache[GC_MAX_CLASSES]; /* the collector's (and direct old) allocation */

    GcChunk *chunks;
    uint32_t chunk_count;
    uint64_t *chunk_map; /* bit per 4 MB of address space */
    uintptr_t heap_lo, heap_hi;

    /* nursery */
    uint8_t *nursery_start, *nursery_end; /* reserved range */
    uint8_t **scan_starts;                /* first tile start per 8 KB, or NULL */
    size_t scan_start_count;
    GcFragment *fragments;
    size_t fragment_count, fragment_capacity, fragment_next;
    uint8_t *alloc_ptr, *alloc_end; /* the current fragment's unused part */
    uint8_t *nursery_frontier;      /* highest address handed out this cycle */
    size_t nursery_handed;          /* bytes handed out since the last collection */
    size_t nursery_pinned_bytes;    /* bytes of pinned objects left in the nursery */
    size_t nursery_touched;         /* high-water mark of nursery bytes ever used */

    /* large objects, sorted by address */
    GcLarge **large;
    size_t large_count, large_capacity;
    size_t large_bytes;       /* mapped bytes of all large objects */
    size_t large_young_bytes; /* object bytes of young large objects */

    /* budgets and triggers (bytes) */
    bool young_large;          /* CORVID_GCYoungLargeObjects */
    size_t loh_threshold;
    size_t gen0_min, gen0_max, gen0_budget;
    size_t pause_budget;      /* gen0 budget the pause target allows */
    uint64_t pause_target_ns; /* CORVID_GCPauseTarget */
    double cost_per_byte;     /* smoothed gen0 pause ns per promoted byte */
    double survival;          /* smoothed gen0 survival rate */
    bool fixed_gen0;          /* DOTNET_GCgen0size given */
    size_t gen1_budget, gen1_promoted;  /* promoted into gen1 since the last gen1+ GC */
    size_t gen2_trigger;                /* old small-object bytes that trigger a gen2 */
    size_t old_peak;                    /* highest gen2_trigger so far */
    bool gen1_relieves_old;             /* the last gen1+ collection left a gen1 budget of room under gen2_trigger */
    size_t loh_trigger;                 /* old large-object bytes that trigger a gen2 (young LOH on) */
    uint32_t gen2_growth_cap;           /* percent (CORVID_GCGen2GrowthCap) */
    size_t loh_budget, loh_allocated;   /* old LOH allocations since the last gen2 */
    size_t young_loh_budget, young_loh_allocated;
    size_t old_small_bytes;             /* object bytes in the old space (approximate) */
    size_t gen1_bytes;                  /* object bytes of gen1 objects (approximate) */
    size_t old_large_bytes;             /* object bytes of old large objects */
    size_t hard_limit;                  /* DOTNET_GCHeapHardLimit, 0 = none */
    struct {                            /* GC.TryStartNoGCRegion (gc_control.c) */
        bool active;
        size_t saved_gen0_budget, saved_loh_budget, saved_young_loh_budget;
        size_t allocated_at_start, total_size; /* gc_region_allocated's count at the start; the size asked */
        GcNoGCRegionCallback *callback;        /* GC.RegisterNoGCRegionCallback's, not yet scheduled */
        size_t callback_at;                    /* ... due when the region's allocations reach this */
    } no_gc_region;
    uint32_t conserve;                  /* DOTNET_GCConserveMemory */
    uint64_t stress_interval, stress_counter, stress_gcs, stress_safepoints;
    bool verify_cards;

    /* statistics */
    int32_t collections[3];
    uint32_t gc_index;
    uint64_t total_pause_ns, max_pause_ns;
    uint64_t pause_by_gen_ns[3], max_pause_by_gen_ns[3];
    uint32_t induced_by_gen[3];
    uint32_t gen2_by_reason[16], gen2_by_condemn[GC_CONDEMN_COUNT];
    char *last_induced_stack;
    int64_t live_bytes; /* after the last collection */
    int64_t allocated_at_last_gc;
    uint64_t retired_allocated; /* from detached threads */
    size_t committed, peak_committed;
    size_t peak_heap;
    uint64_t start_ns;
    int print_stats;
    GcRecord *records; /* every collection (bounded) */
    size_t record_count, record_capacity;
    uint64_t *gen0_pauses; /* for percentiles */
    size_t gen0_pause_count, gen0_pause_capacity;
    uint32_t last_gc_generation;

    GcLocal *global_local; /* for allocations without an attached thread */
    GcLocal *free_locals;
} GcState;

extern GcState gc_state;

/* gc_control.c: told of each collection with the world stopped (no-GC regions end, full-GC
 * notifications fire, memory pressure resets). */
void gc_control_collection_starting(int generation, GcReason reason);
void gc_control_collection_finished(int generation, GcReason reason);
void gc_lock_heap(Thread *thread);
void gc_unlock_heap(void);
void gc_ensure_init(void);

/* ---- the card table -------------------------------------------------------------------- */
#define GC_CARD_SHIFT 9
#define GC_CARD_BITS 25 /* 32 MB of cards: aliased modulo 16 GB of address space */
#define GC_CARD_MASK (((uintptr_t)1 << GC_CARD_BITS) - 1)
static inline uint8_t *gc_card_of(uintptr_t address) {
    return &gc_card_table[(address >> GC_CARD_SHIFT) & GC_CARD_MASK];
}

/* ---- where an address lives ------------------------------------------------------------ */
static inline bool gc_in_nursery(uintptr_t address) {
    return address - (uintptr_t)gc_state.nursery_start <
           (uintptr_t)(gc_state.nursery_end - gc_state.nursery_start);
}

/* gc_heap.c: the old space */
void gc_heap_init(void);
GcLocal *gc_local_for(Thread *thread);
Object *gc_find_small(uintptr_t address);
Object *gc_old_alloc(size_t size, bool young); /* collector's allocation; NULL when out of memory */
void gc_promote_caches_flush(void);
void gc_sweep_old(int generation);
void gc_release_memory(void);
void gc_clear_available_lists(void);
uint64_t gc_allocated_total_locked(void);
uint64_t gc_allocated_total_locked_nolock(void);

/* gc_old_alloc's common case inline (the copying loop calls it once per promoted object): a
 * cell from the class cache's free list or bump range. */
static inline Object *gc_old_alloc_inline(size_t size, bool young) {
    GcState *g = &gc_state;
    unsigned cls = g->size_to_class[(size + 7) >> 3];
    GcCache *cache = &g->promote_cache[cls];
    uint8_t *p = cache->free;
    if (p) {
        cache->free = ((uint8_t **)p)[1];
        ((void **)p)[1] = NULL;
    } else if (cache->bump < cache->limit) {
        p = cache->bump;
        cache->bump = p + g->class_size[cls];
    } else {
        return gc_old_alloc(size, young);
    }
    GcBlock *b = cache->block;
    b->live_cells++;
    if (young)
        b->has_young = 1;
    g->old_small_bytes += g->class_size[cls];
    return (Object *)p;
}

static inline bool gc_in_chunk(uintptr_t address) {
    uintptr_t index = address >> GC_CHUNK_SHIFT;
    if (unlikely(index >= ((uintptr_t)1 << 25)))
        return false;
    return (gc_state.chunk_map[index >> 6] >> (index & 63)) & 1;
}
static inline GcChunk *gc_chunk_of(uintptr_t address) {
    return (GcChunk *)(address & ~(GC_CHUNK_SIZE - 1));
}
static inline GcBlock *gc_block_of(GcChunk *chunk, uintptr_t address) {
    GcBlock *block = &chunk->blocks[(address - (uintptr_t)chunk) >> GC_BLOCK_SHIFT];
    if (block->state == GC_BLOCK_TAIL)
        block -= block->nblocks;
    return block;
}

/* gc_nursery.c */
void gc_nursery_init(size_t reserve);
/* With `unzeroed` non-NULL, a new allocation context is handed out unzeroed and without the
 * object's vtable: *unzeroed is its start, and the caller zeroes [start, context limit) and
 * stores the vtable once it has dropped the heap lock (gc_alloc_slow). */
Object *gc_nursery_alloc_slow(Thread *thread, GcLocal *local, const VTable *vtable, size_t size, uint8_t **unzeroed);
void gc_nursery_retire_contexts(void); /* every thread's context becomes a filled tile */
Object *gc_nursery_find(uintptr_t address, bool allow_end);
void gc_nursery_pin_candidates(uintptr_t *candidates, size_t count);
void gc_nursery_rebuild(void); /* after a collection: fragments between pinned objects */
extern VTable gc_filler_vtable[3];
static inline bool gc_is_filler(const VTable *vt) {
    return vt >= &gc_filler_vtable[0] && vt <= &gc_filler_vtable[2];
}
void gc_write_filler(uint8_t *start, size_t size);

/* gc_large.c */
Object *gc_alloc_large_locked(Thread *thread, const VTable *vtable, size_t size);
GcLarge *gc_find_large(uintptr_t address, bool exact);
void gc_sweep_large(int generation);
static inline GcLarge *gc_large_header(Object *object) {
    return (GcLarge *)((uint8_t *)object - sizeof(GcLarge));
}

/* gc_mark.c: tracing (copying the nursery, marking the old space) */
void gc_mark_init(void);
void gc_trace_begin(int generation);
void gc_trace_slot(Object **slot);        /* precise, updatable root */
void gc_trace_pinned_root(Object *object); /* precise root that must not move */
void gc_trace_drain(void);
void gc_trace_cards(void);
bool gc_object_survived(Object *object, Object **now); /* after tracing: alive, and where */
void gc_add_conservative_range(const void *from, const void *to);
void gc_pin_conservative(void); /* pins the collected candidates */
void gc_verify_cards(void);
extern size_t gc_mark_stack_limit; /* entries; overflow is handled by rescanning the heap */
extern uint64_t gc_mark_overflows;
extern int64_t gc_promoted_bytes, gc_marked_old_bytes, gc_pinned_objects;
extern int gc_condemned;

/* gc_roots.c */
void gc_collect_conservative_roots(Thread *self);
void gc_trace_precise_roots(Thread *self);

/* gc_handles.c */
void gc_trace_strong_handles(void);
void gc_pin_handles(void);
void gc_update_weak_handles(bool long_weak);
/* Traces the dependents of dependent handles whose targets survived, to a fixed point (each
 * dependent may keep another handle's target alive); returns after draining. */
void gc_trace_dependent_handles(void);

/* gc_finalize.c */
void gc_finalize_register(Object *object);
void gc_finalize_scan(void);      /* after tracing: move dead finalizable objects to the queue */
void gc_finalize_trace_queue(void); /* the queue is a root */
void gc_finalize_after_collection(void);
/* Heap lock held: `item` joins the finalizer thread's work (gc.h GcFinalizerWorkItem). */
void gc_finalize_schedule_work(GcFinalizerWorkItem *item);
/* Heap lock held, after an allocation: a no-GC region's callback, once its allocations are due. */
void gc_no_gc_region_allocated(void);
void gc_finalize_start_thread(void);

/* gc_collect.c */
void gc_collect_locked(Thread *thread, int generation, GcReason reason);
int gc_pick_generation(GcReason *reason);

#endif
