/*
 * gc_roots.c — root sets: static blocks and registered C roots (precise), every attached
 * thread's native stack + saved registers and interpreter stack (conservative: any word that
 * points into an allocated object, interior pointers included, keeps it alive — and, once the
 * GC moves objects, pins it).
 */
#include "gc/gc_internal.h"

#include <stdlib.h>
#include <string.h>

typedef struct StaticBlock {
    uint8_t *memory;
    const uint32_t *offsets;
    uint32_t count;
} StaticBlock;

typedef struct RootRange {
    Object **location;
    size_t count;
} RootRange;

static StaticBlock *static_blocks;
static size_t static_count, static_capacity;
static RootRange *root_ranges;
static size_t root_count, root_capacity;

static bool grow(void **array, size_t *capacity, size_t count, size_t element) {
    if (count < *capacity)
        return true;
    size_t n = *capacity ? *capacity * 2 : 64;
    void *p = realloc(*array, n * element);
    if (!p)
        return false;
    *array = p;
    *capacity = n;
    return true;
}

void *gc_alloc_static_block(size_t size, const uint32_t *reference_offsets, uint32_t count) {
    gc_ensure_init();
    uint8_t *memory = calloc(1, size ? size : 1);
    uint32_t *offsets = NULL;
    if (!memory)
        return NULL;
    if (count) {
        offsets = malloc(count * sizeof *offsets);
        if (!offsets) {
            free(memory);
            return NULL;
        }
        memcpy(offsets, reference_offsets, count * sizeof *offsets);
    }
    Thread *thread = thread_current;
    gc_lock_heap(thread);
    bool ok = grow((void **)&static_blocks, &static_capacity, static_count, sizeof *static_blocks);
    if (ok)
        static_blocks[static_count++] = (StaticBlock){memory, offsets, count};
    gc_unlock_heap();
    if (!ok) {
        free(memory);
        free(offsets);
        return NULL;
    }
    return memory;
}

void gc_add_root(Object **location, size_t count) {
    gc_ensure_init();
    gc_lock_heap(thread_current);
    if (grow((void **)&root_ranges, &root_capacity, root_count, sizeof *root_ranges))
        root_ranges[root_count++] = (RootRange){location, count};
    else
        fprintf(stderr, "corvid: gc: out of memory registering a root\n");
    gc_unlock_heap();
}

static void mark_thread(Thread *thread) {
    /* native stack from the saved stack pointer (minus the x86-64 red zone) to its base */
    if (thread->native_stack_base && thread->saved_stack_pointer) {
        uintptr_t from = thread->saved_stack_pointer - 128;
        if (from < (uintptr_t)thread->native_stack_base)
            gc_mark_range_conservative((void *)from, thread->native_stack_base);
    }
    gc_mark_range_conservative(thread->saved_registers,
                               thread->saved_registers +
                                   sizeof thread->saved_registers / sizeof(uintptr_t));
    if (thread->interp_stack_base && thread->interp_stack_top > thread->interp_stack_base)
        gc_mark_range_conservative(thread->interp_stack_base, thread->interp_stack_top);
    if (thread->exception)
        gc_mark_object(thread->exception);
    gc_mark_drain();
}

/* Precondition: world stopped, every thread (self included) has saved its context. */
void gc_mark_roots(Thread *self) {
    bool self_seen = false;
    for (Thread *t = thread_first(); t; t = t->next) {
        mark_thread(t);
        self_seen |= t == self;
    }
    if (self && !self_seen) /* a Thread not on the list (not attached): scan it anyway */
        mark_thread(self);
    for (size_t i = 0; i < static_count; i++) {
        StaticBlock *block = &static_blocks[i];
        for (uint32_t j = 0; j < block->count; j++)
            gc_mark_object(*(Object **)(block->memory + block->offsets[j]));
        gc_mark_drain();
    }
    for (size_t i = 0; i < root_count; i++) {
        for (size_t j = 0; j < root_ranges[i].count; j++)
            gc_mark_object(root_ranges[i].location[j]);
        gc_mark_drain();
    }
    gc_mark_strong_handles();
    gc_mark_drain();
}
