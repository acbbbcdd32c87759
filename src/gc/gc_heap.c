/*
 * gc_heap.c — the old space (gen1 + gen2): chunks, blocks, size classes, the collector's
 * allocation of promoted objects, and the sweep.
 *
 * Objects get here by promotion out of the nursery (gc_old_alloc, under the heap lock, from a
 * per-class cache of one block's free cells).  Cells are exactly the class size: a
 * one-past-the-end pointer is handled by the conservative scan (it also tries address - 1),
 * not by slack.  A promoted object is gen1 (GC_HDR_YOUNG) and its block is flagged
 * `has_young`; a gen1 collection sweeps only flagged blocks, a gen2 collection all of them.
 */
#include "gc/gc_internal.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

/* ---- size classes ---------------------------------------------------------------------- */

static void add_class(uint32_t cell, uint16_t nblocks) {
    GcState *g = &gc_state;
    if (g->class_count && g->class_size[g->class_count - 1] >= cell)
        return;
    g->class_size[g->class_count] = cell;
    g->class_blocks[g->class_count] = nblocks;
    g->class_count++;
}

static void init_size_classes(void) {
    GcState *g = &gc_state;
    /* 8-byte steps to 128, 16-byte steps to 256 */
    for (uint32_t s = 16; s <= 128; s += 8)
        add_class(s, 1);
    for (uint32_t s = 144; s <= 256; s += 16)
        add_class(s, 1);
    /* then ~12% geometric steps; each cell size is stretched to tile its block (span) evenly */
    uint32_t target = 256, top = (uint32_t)g->loh_threshold;
    while (g->class_size[g->class_count - 1] < top) {
        target = (uint32_t)(target * 1.125 + 7) & ~7u;
        if (target > top)
            target = top;
        uint32_t nblocks = 1, cell;
        if (target <= GC_SINGLE_BLOCK_MAX_CELL) {
            uint32_t n = (uint32_t)(GC_BLOCK_SIZE / target);
            cell = (uint32_t)(GC_BLOCK_SIZE / n) & ~7u;
        } else {
            nblocks = (uint32_t)((4 * (size_t)target + GC_BLOCK_SIZE - 1) / GC_BLOCK_SIZE);
            if (nblocks > 32)
                nblocks = (uint32_t)((target + GC_BLOCK_SIZE - 1) / GC_BLOCK_SIZE);
            size_t span = nblocks * GC_BLOCK_SIZE;
            uint32_t n = (uint32_t)(span / target);
            cell = (uint32_t)(span / n) & ~7u;
        }
        add_class(cell, (uint16_t)nblocks);
        target = cell;
    }
    unsigned c = 0;
    size_t unit_count = (g->loh_threshold + 7) / 8 + 1;
    g->size_to_class = malloc(unit_count);
    if (!g->size_to_class)
        abort();
    for (size_t units = 0; units < unit_count; units++) {
        while (g->class_size[c] < units * 8)
            c++;
        g->size_to_class[units] = (uint8_t)c;
    }
}

void gc_heap_init(void) {
    GcState *g = &gc_state;
    init_size_classes();
    /* one bit per 4 MB of a 47-bit address space: 4 MB of virtual memory, touched sparsely */
    size_t map_bytes = ((size_t)1 << 25) / 8;
    g->chunk_map = mmap(NULL, map_bytes, PROT_READ | PROT_WRITE,
                        MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (g->chunk_map == MAP_FAILED) {
        fprintf(stderr, "corvid: gc: cannot reserve the chunk map\n");
        abort();
    }
    g->heap_lo = UINTPTR_MAX;
    g->heap_hi = 0;
    g->global_local = calloc(1, sizeof(GcLocal));
}

static void note_range(uintptr_t lo, uintptr_t hi) {
    if (lo < gc_state.heap_lo)
        gc_state.heap_lo = lo;
    if (hi > gc_state.heap_hi)
        gc_state.heap_hi = hi;
}

static void note_committed(ptrdiff_t delta) {
    gc_state.committed += delta;
    if (gc_state.committed > gc_state.peak_committed)
        gc_state.peak_committed = gc_state.committed;
}

/* ---- chunks and blocks ----------------------------------------------------------------- */

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif
/* Fault pages in with one call: blocks are taken while collecting (promotion), where a page
 * fault per 4 KB would lengthen the pause. */
static void commit_range(void *start, size_t size) {
    madvise(start, size, MADV_POPULATE_WRITE);
}

static GcChunk *new_chunk(void) {
    size_t reserve = 2 * GC_CHUNK_SIZE;
    uint8_t *raw = mmap(NULL, reserve, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (raw == MAP_FAILED)
        return NULL;
    uintptr_t aligned = ((uintptr_t)raw + GC_CHUNK_SIZE - 1) & ~(GC_CHUNK_SIZE - 1);
    if (aligned > (uintptr_t)raw)
        munmap(raw, aligned - (uintptr_t)raw);
    uintptr_t end = (uintptr_t)raw + reserve;
    if (end > aligned + GC_CHUNK_SIZE)
        munmap((void *)(aligned + GC_CHUNK_SIZE), end - (aligned + GC_CHUNK_SIZE));
    uint64_t *bits = mmap(NULL, GC_BITMAP_WORDS * 8, PROT_READ | PROT_WRITE,
                          MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (bits == MAP_FAILED) {
        munmap((void *)aligned, GC_CHUNK_SIZE);
        return NULL;
    }
    /* Only the header is committed now; blocks are when first used (take_fresh_block).  A
     * chunk holding a few KB of survivors would otherwise count 4 MB against
     * DOTNET_GCHeapHardLimit for good (CoreCLR commits regions page by page as they fill). */
    commit_range((void *)aligned, GC_FIRST_BLOCK * GC_BLOCK_SIZE);
    GcChunk *chunk = (GcChunk *)aligned;
    chunk->base = (uint8_t *)aligned;
    chunk->mark_bits = bits;
    chunk->free_blocks = GC_BLOCKS_PER_CHUNK - GC_FIRST_BLOCK;
    for (unsigned i = 0; i < GC_BLOCKS_PER_CHUNK; i++) {
        chunk->blocks[i].index = (uint16_t)i;
        chunk->blocks[i].start = chunk->base + i * GC_BLOCK_SIZE;
        chunk->blocks[i].state = i < GC_FIRST_BLOCK ? GC_BLOCK_HEAD : GC_BLOCK_FREE;
        chunk->blocks[i].committed = i < GC_FIRST_BLOCK;
    }
    chunk->committed_blocks = GC_FIRST_BLOCK;
    chunk->next = gc_state.chunks;
    gc_state.chunks = chunk;
    gc_state.chunk_count++;
    uintptr_t index = aligned >> GC_CHUNK_SHIFT;
    gc_state.chunk_map[index >> 6] |= (uint64_t)1 << (index & 63);
    note_range(aligned, aligned + GC_CHUNK_SIZE);
    note_committed((ptrdiff_t)(GC_FIRST_BLOCK * GC_BLOCK_SIZE));
    return chunk;
}

static void free_chunk(GcChunk *chunk) {
    size_t committed = (size_t)chunk->committed_blocks * GC_BLOCK_SIZE; /* the header goes too */
    uintptr_t index = (uintptr_t)chunk->base >> GC_CHUNK_SHIFT;
    gc_state.chunk_map[index >> 6] &= ~((uint64_t)1 << (index & 63));
    munmap(chunk->mark_bits, GC_BITMAP_WORDS * 8);
    munmap(chunk->base, GC_CHUNK_SIZE);
    gc_state.chunk_count--;
    note_committed(-(ptrdiff_t)committed);
}

static GcBlock *find_free_run(GcChunk *chunk, unsigned n) {
    unsigned run = 0;
    for (unsigned i = GC_FIRST_BLOCK; i < GC_BLOCKS_PER_CHUNK; i++) {
        if (chunk->blocks[i].state == GC_BLOCK_FREE) {
            if (++run == n)
                return &chunk->blocks[i + 1 - n];
        } else {
            run = 0;
        }
    }
    return NULL;
}

/* A fresh, zeroed block (span) for class `cls`, or NULL when no memory can be mapped. */
static GcBlock *take_fresh_block(unsigned cls) {
    GcState *g = &gc_state;
    unsigned n = g->class_blocks[cls];
    GcBlock *head = NULL;
    GcChunk *chunk;
    for (chunk = g->chunks; chunk; chunk = chunk->next)
        if (chunk->free_blocks >= n && (head = find_free_run(chunk, n)))
            break;
    if (!head) {
        chunk = new_chunk();
        if (!chunk)
            return NULL;
        head = find_free_run(chunk, n);
    }
    chunk->free_blocks -= n;
    for (unsigned i = 0; i < n; i++) {
        GcBlock *b = head + i;
        if (!b->committed) { /* never used, or given back by gc_release_memory: zero pages */
            commit_range(b->start, GC_BLOCK_SIZE);
            b->committed = 1;
            chunk->committed_blocks++;
            note_committed((ptrdiff_t)GC_BLOCK_SIZE);
        }
        if (b->needs_zero)
            memset(b->start, 0, GC_BLOCK_SIZE);
        b->needs_zero = 0;
        b->state = i == 0 ? GC_BLOCK_HEAD : GC_BLOCK_TAIL;
        b->nblocks = (uint16_t)(i == 0 ? n : i);
        b->live_cells = 0;
        b->has_young = 0;
        b->on_list = 0;
        b->free_list = NULL;
        b->free_cells = 0;
    }
    uint32_t cell = g->class_size[cls];
    head->size_class = (uint8_t)cls;
    head->cell_size = cell;
    head->ncells = (uint32_t)(n * GC_BLOCK_SIZE / cell);
    head->inv = (uint32_t)((((uint64_t)1 << 32) + cell - 1) / cell);
    return head;
}

static void free_span(GcChunk *chunk, GcBlock *head) {
    unsigned n = head->nblocks;
    for (unsigned i = 0; i < n; i++) {
        GcBlock *b = head + i;
        b->state = GC_BLOCK_FREE;
        b->needs_zero = 1;
        b->live_cells = 0;
        b->nblocks = 0;
    }
    chunk->free_blocks += n;
}

/* ---- per-thread GC state ------------------------------------------------------------ */

GcLocal *gc_local_for(Thread *thread) {
    if (!thread)
        return gc_state.global_local;
    if (!thread->gc_local) {
        GcLocal *local = gc_state.free_locals;
        if (local) {
            gc_state.free_locals = local->next_free;
            memset(local, 0, sizeof *local);
        } else {
            local = calloc(1, sizeof *local);
        }
        thread->gc_local = local;
    }
    return thread->gc_local;
}

/* ---- the collector's allocation (promotion) -------------------------------------------- */

static bool promote_refill(unsigned cls) {
    GcState *g = &gc_state;
    GcCache *cache = &g->promote_cache[cls];
    for (;;) {
        GcBlock *b = g->available[cls];
        if (b) {
            g->available[cls] = b->next;
            b->on_list = 0;
            b->next = NULL;
            uint8_t *head = b->free_list;
            b->free_list = NULL;
            b->free_cells = 0;
            if (!head)
                continue;
            cache->free = head;
            cache->bump = cache->limit = NULL;
            cache->block = b;
            return true;
        }
        b = take_fresh_block(cls);
        if (!b)
            return false;
        cache->free = NULL;
        cache->bump = b->start;
        cache->limit = b->start + (size_t)b->ncells * b->cell_size;
        cache->block = b;
        return true;
    }
}

Object *gc_old_alloc(size_t size, bool young) {
    GcState *g = &gc_state;
    unsigned cls = g->size_to_class[(size + 7) >> 3];
    GcCache *cache = &g->promote_cache[cls];
    if (!cache->free && cache->bump >= cache->limit && !promote_refill(cls))
        return NULL;
    uint8_t *p = cache->free;
    if (p) {
        cache->free = ((uint8_t **)p)[1];
        ((void **)p)[1] = NULL;
    } else {
        p = cache->bump;
        cache->bump = p + g->class_size[cls];
    }
    GcBlock *b = cache->block;
    b->live_cells++;
    if (young)
        b->has_young = 1;
    g->old_small_bytes += g->class_size[cls];
    return (Object *)p;
}

void gc_promote_caches_flush(void) {
    /* cells left in the caches have NULL vtables: the sweep relinks them */
    memset(gc_state.promote_cache, 0, sizeof gc_state.promote_cache);
}

/* ---- lookup ---------------------------------------------------------------------------- */

Object *gc_find_small(uintptr_t address) {
    if (!gc_in_chunk(address))
        return NULL;
    GcChunk *chunk = gc_chunk_of(address);
    unsigned index = (unsigned)((address - (uintptr_t)chunk) >> GC_BLOCK_SHIFT);
    if (index < GC_FIRST_BLOCK)
        return NULL;
    GcBlock *b = &chunk->blocks[index];
    if (b->state == GC_BLOCK_FREE)
        return NULL;
    if (b->state == GC_BLOCK_TAIL)
        b -= b->nblocks;
    uintptr_t offset = address - (uintptr_t)b->start;
    uintptr_t k = b->nblocks == 1 ? (uintptr_t)((offset * (uint64_t)b->inv) >> 32)
                                  : offset / b->cell_size;
    if (k >= b->ncells)
        return NULL;
    Object *object = (Object *)(b->start + k * b->cell_size);
    return object->vtable ? object : NULL;
}

/* ---- sweep ----------------------------------------------------------------------------- */

void gc_clear_available_lists(void) {
    for (unsigned c = 0; c < gc_state.class_count; c++) {
        for (GcBlock *b = gc_state.available[c]; b; b = b->next)
            b->on_list = 0;
        gc_state.available[c] = NULL;
    }
}

/* Sweep after a gen1 (flagged blocks only) or gen2 (all blocks) collection: free unmarked
 * condemned cells, age the survivors (gen1 -> gen2; promoted by this collection -> gen1),
 * rebuild free lists and the available lists.  Caches must have been flushed. */
void gc_sweep_old(int generation) {
    GcState *g = &gc_state;
    gc_clear_available_lists();
    size_t young_bytes = 0;
    for (GcChunk *chunk = g->chunks; chunk; chunk = chunk->next) {
        uint64_t *bits = chunk->mark_bits;
        for (unsigned i = GC_FIRST_BLOCK; i < GC_BLOCKS_PER_CHUNK;) {
            GcBlock *b = &chunk->blocks[i];
            if (b->state != GC_BLOCK_HEAD) {
                i++;
                continue;
            }
            unsigned n = b->nblocks;
            uint32_t cell = b->cell_size;
            if (generation >= 2 || b->has_young) {
                size_t first_word = (size_t)(b->start - chunk->base) >> 9;
                size_t words = n * GC_BLOCK_SIZE / 512;
                if (generation >= 2) {
                    /* Everything is condemned, and a mark bit is set only at a cell start, so
                     * the bitmap alone counts the survivors.  A wholly dead block is freed
                     * without touching its cells (it is zeroed when reused: needs_zero); a
                     * wholly live block of gen2 objects needs no header change.  This is the
                     * common case after a long-lived structure is promoted (SGen's major
                     * sweep likewise decides per block from the mark bits). */
                    uint32_t marked = 0;
                    for (size_t w = 0; w < words; w++)
                        marked += (uint32_t)__builtin_popcountll(bits[first_word + w]);
                    if (marked == 0) {
                        g->old_small_bytes -= (size_t)b->live_cells * cell;
                        free_span(chunk, b);
                        i += n;
                        continue;
                    }
                    if (marked == b->ncells && !b->has_young) {
                        memset(bits + first_word, 0, words * 8);
                        g->old_small_bytes -= (size_t)b->live_cells * cell;
                        g->old_small_bytes += (size_t)marked * cell;
                        b->live_cells = marked;
                        b->free_list = NULL;
                        b->free_cells = 0;
                        i += n;
                        continue;
                    }
                }
                size_t step = cell >> 3;
                size_t bit = ((size_t)(b->start - chunk->base) >> 3) + (size_t)(b->ncells - 1) * step;
                uint8_t *head = NULL;
                uint32_t free = 0, live = 0;
                bool young = false;
                for (uint32_t k = b->ncells; k-- > 0; bit -= step) {
                    uint8_t *p = b->start + (size_t)k * cell;
                    Object *o = (Object *)p;
                    bool keep = false;
                    if (o->vtable) {
                        uintptr_t h = o->header;
                        if ((bits[bit >> 6] >> (bit & 63)) & 1) {
                            keep = true;
                            if (h & GC_HDR_NEW)
                                h &= ~(uintptr_t)GC_HDR_NEW;
                            else
                                h &= ~(uintptr_t)GC_HDR_YOUNG;
                            o->header = h;
                        } else if (generation < 2 && !(h & GC_HDR_YOUNG)) {
                            keep = true; /* gen2, not condemned */
                        }
                        if (keep) {
                            live++;
                            if (o->header & GC_HDR_YOUNG) {
                                young = true;
                                young_bytes += vm_object_size(o);
                            }
                        } else {
                            memset(p, 0, cell);
                        }
                    }
                    if (!keep) {
                        ((void **)p)[1] = head;
                        head = p;
                        free++;
                    }
                }
                memset(bits + first_word, 0, words * 8);
                g->old_small_bytes -= (size_t)b->live_cells * cell;
                g->old_small_bytes += (size_t)live * cell;
                b->has_young = young;
                b->live_cells = live;
                if (live == 0) {
                    g->old_small_bytes -= 0;
                    free_span(chunk, b);
                    i += n;
                    continue;
                }
                b->free_list = head;
                b->free_cells = free;
            }
            if (b->free_cells) {
                b->next = g->available[b->size_class];
                g->available[b->size_class] = b;
                b->on_list = 1;
            }
            i += n;
        }
    }
    g->gen1_bytes = young_bytes;
}

/* Give memory back: keep about one budget of free blocks for the next cycle, unmap wholly
 * empty chunks beyond that, then madvise free blocks away if still far above it. */
void gc_release_memory(void) {
    GcState *g = &gc_state;
    size_t free_bytes = 0;
    for (GcChunk *c = g->chunks; c; c = c->next)
        free_bytes += (size_t)c->free_blocks * GC_BLOCK_SIZE;
    size_t keep = g->gen0_budget + GC_CHUNK_SIZE;
    size_t chunk_usable = (size_t)(GC_BLOCKS_PER_CHUNK - GC_FIRST_BLOCK) * GC_BLOCK_SIZE;
    GcChunk **link = &g->chunks;
    while (*link && free_bytes > keep) {
        GcChunk *c = *link;
        if (c->free_blocks == GC_BLOCKS_PER_CHUNK - GC_FIRST_BLOCK && free_bytes - chunk_usable >= keep) {
            *link = c->next;
            free_bytes -= chunk_usable;
            free_chunk(c);
        } else {
            link = &c->next;
        }
    }
    if (free_bytes > keep) {
        for (GcChunk *c = g->chunks; c && free_bytes > keep; c = c->next) {
            for (unsigned i = GC_FIRST_BLOCK; i < GC_BLOCKS_PER_CHUNK && free_bytes > keep; i++) {
                GcBlock *b = &c->blocks[i];
                if (b->state == GC_BLOCK_FREE && b->committed) {
                    madvise(b->start, GC_BLOCK_SIZE, MADV_DONTNEED);
                    b->needs_zero = 0;
                    b->committed = 0;
                    c->committed_blocks--;
                    note_committed(-(ptrdiff_t)GC_BLOCK_SIZE);
                    free_bytes -= GC_BLOCK_SIZE;
                }
            }
        }
    }
}

uint64_t gc_allocated_total_locked(void) {
    uint64_t total = gc_state.retired_allocated + gc_state.global_local->allocated_bytes;
    thread_list_lock();
    for (Thread *t = thread_first(); t; t = t->next) {
        GcLocal *local = t->gc_local;
        if (local) {
            total += local->allocated_bytes;
            if (local->tlab_start && t->alloc_context.pointer >= local->tlab_start)
                total += (uint64_t)(t->alloc_context.pointer - local->tlab_start);
        }
    }
    thread_list_unlock();
    return total;
}

/* Same, with the thread list already locked and every context retired (collections). */
uint64_t gc_allocated_total_locked_nolock(void) {
    uint64_t total = gc_state.retired_allocated + gc_state.global_local->allocated_bytes;
    for (Thread *t = thread_first(); t; t = t->next)
        if (t->gc_local)
            total += ((GcLocal *)t->gc_local)->allocated_bytes;
    return total;
}
