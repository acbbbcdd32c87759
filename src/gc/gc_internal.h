/*
 * gc_internal.h — shared between the parts of the collector (not a public header).
 *
 * Heap layout (first version: non-moving mark-sweep):
 *   - small objects (< 85000 bytes) live in cells of size-segregated blocks.  Blocks are 32 KB,
 *     carved from 4 MB chunks aligned to 4 MB, so the chunk (and its block table) of any
 *     interior address is found by masking.  Cells up to 8 KB use one block; larger cells use a
 *     "span" of contiguous blocks holding at least 4 cells.  Block 0 of each chunk holds the
 *     chunk header.
 *   - mark bits live in a side bitmap per chunk: one bit per 8 bytes of chunk.
 *   - a free cell has a NULL vtable word (its second word links the free list); an allocated
 *     object always has its vtable installed.  Dead cells are zeroed by the sweep; empty blocks
 *     are zeroed when handed out again.
 *   - large objects (>= 85000 bytes) are mmap'd one by one, kept in an address-sorted array.
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
#define GC_MAX_CLASSES 96
#define GC_CELL_UNITS ((GC_LOH_THRESHOLD + 7) / 8 + 1) /* size_to_class index range */
#define GC_BITMAP_WORDS (GC_CHUNK_SIZE / 8 / 64)

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
    uint32_t pad;
    uint8_t *start;
    uint8_t *free_list;   /* built by the sweep: free cells linked through their second word */
    struct GcBlock *next; /* class available list */
} GcBlock;

typedef struct GcChunk {
    uint8_t *base;
    uint64_t *mark_bits; /* one bit per 8 bytes of the chunk */
    uint32_t free_blocks;
    uint32_t pad;
    struct GcChunk *next;
    GcBlock blocks[GC_BLOCKS_PER_CHUNK];
} GcChunk;

typedef struct GcCache {
    uint8_t *free;  /* free cells linked through their second word */
    uint8_t *bump;  /* a run of zeroed cells */
    uint8_t *limit;
} GcCache;

typedef struct GcLocal {
    GcCache caches[GC_MAX_CLASSES];
    uint64_t allocated_bytes; /* object bytes this thread allocated (cumulative) */
    struct GcLocal *next_free;
} GcLocal;

typedef struct GcLarge {
    size_t map_size;
    size_t object_size;
    uint32_t marked;
    uint32_t pad;
    uint64_t pad2[5];
} GcLarge; /* 64 bytes; the object follows */

/* ---- global state ---------------------------------------------------------------------- */

typedef struct GcState {
    pthread_mutex_t lock; /* heap structures, handles, roots; held for a whole collection */
    bool initialized;

    /* size classes */
    unsigned class_count;
    uint32_t class_size[GC_MAX_CLASSES];
    uint16_t class_blocks[GC_MAX_CLASSES];
    uint8_t size_to_class[GC_CELL_UNITS]; /* by (size + 1 + 7) / 8 */
    GcBlock *available[GC_MAX_CLASSES];   /* blocks with free cells, not in any cache */

    GcChunk *chunks;
    uint32_t chunk_count;
    uint64_t *chunk_map; /* bit per 4 MB of address space */
    uintptr_t heap_lo, heap_hi;

    /* large objects, sorted by address */
    GcLarge **large;
    size_t large_count, large_capacity;
    size_t large_bytes;

    /* triggers */
    size_t budget_min;
    size_t budget;
    size_t bytes_since_gc;
    uint64_t stress_interval, stress_counter;

    /* statistics */
    int32_t collections;
    uint64_t total_pause_ns, max_pause_ns;
    int64_t live_bytes; /* after the last collection */
    int64_t allocated_at_last_gc;
    uint64_t retired_allocated; /* from detached threads */
    size_t committed, peak_committed;
    bool print_stats;

    GcLocal *global_local; /* for allocations without an attached thread */
    GcLocal *free_locals;
} GcState;

extern GcState gc_state;

void gc_lock_heap(Thread *thread);
void gc_unlock_heap(void);
void gc_ensure_init(void);

/* gc_heap.c */
void gc_heap_init(void);
Object *gc_alloc_small_locked(Thread *thread, GcLocal *local, const VTable *vtable, size_t size);
GcLocal *gc_local_for(Thread *thread);
void gc_drop_caches(GcLocal *local);
Object *gc_find_small(uintptr_t address);
void gc_sweep_small(void);
void gc_release_memory(void);
void gc_clear_available_lists(void);
uint64_t gc_allocated_total_locked(void);

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

/* gc_large.c */
Object *gc_alloc_large_locked(Thread *thread, const VTable *vtable, size_t size);
GcLarge *gc_find_large(uintptr_t address, bool exact);
void gc_sweep_large(void);
static inline GcLarge *gc_large_header(Object *object) {
    return (GcLarge *)((uint8_t *)object - sizeof(GcLarge));
}

/* gc_mark.c */
void gc_mark_init(void);
void gc_mark_object(Object *object); /* precise reference (object start or NULL) */
void gc_mark_conservative(uintptr_t word);
void gc_mark_range_conservative(const void *from, const void *to);
void gc_mark_drain(void);
bool gc_is_marked(Object *object);
extern size_t gc_mark_stack_limit; /* entries; overflow is handled by rescanning the heap */
extern uint64_t gc_mark_overflows;
extern int64_t gc_marked_bytes;

/* gc_roots.c */
void gc_mark_roots(Thread *self);

/* gc_handles.c */
void gc_mark_strong_handles(void);
void gc_clear_weak_handles(void);

/* gc_collect.c */
void gc_collect_locked(Thread *thread, GcReason reason);

#endif
