/*
 * gc_roots.c — root sets: static blocks and thread->exception (precise, updated when their
 * objects move), registered C roots (precise, pinning: C code keeps copies of those pointers),
 * every attached thread's native stack + saved registers and interpreter stack (conservative:
 * any word that points into an object, interior and one-past-the-end pointers included, keeps
 * it alive and pins it).
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

static void (*pin_callback)(GcPinFunction pin);

void gc_set_pin_callback(void (*callback)(GcPinFunction pin)) {
    pin_callback = callback;
}

static void (*root_enumerators[4])(GcRootVisitor visit);
static int root_enumerator_count;

void gc_add_root_enumerator(void (*enumerate)(GcRootVisitor visit)) {
    gc_ensure_init();
    gc_lock_heap(thread_current);
    if (root_enumerator_count < 4)
        root_enumerators[root_enumerator_count++] = enumerate;
    else
        fprintf(stderr, "corvid: gc: too many root enumerators\n");
    gc_unlock_heap();
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

static void collect_thread(Thread *thread, bool collecting) {
    /* native stack from the saved stack pointer (minus the x86-64 red zone) to its base; the
     * collecting thread saved it in gc_collect_locked, which calls on at once, so below its
     * stack pointer lie only the collector's frames, no red zone */
    if (thread->native_stack_base && thread->saved_stack_pointer) {
        uintptr_t from = thread->saved_stack_pointer - (collecting ? 0 : 128);
        if (from < (uintptr_t)thread->native_stack_base)
            gc_add_conservative_range((void *)from, thread->native_stack_base);
    }
    gc_add_conservative_range(thread->saved_registers,
                              thread->saved_registers +
                                  sizeof thread->saved_registers / sizeof(uintptr_t));
    if (thread->interp_stack_base && thread->interp_stack_top > thread->interp_stack_base)
        gc_add_conservative_range(thread->interp_stack_base, thread->interp_stack_top);
    /* CoreLib's registered argument copies: references and byrefs into objects, in memory the
     * stacks do not cover (the interpreter's localloc blocks are malloc'd) */
    for (ThreadGcFrame *frame = thread->gc_frames; frame; frame = frame->next)
        if (frame->object_references && frame->count)
            gc_add_conservative_range(frame->object_references, frame->object_references + frame->count);
}

/* Pinning roots, before anything moves: conservative words of every thread, the registered
 * C roots.  Precondition: world stopped, every thread (self included) saved its context. */
void gc_collect_conservative_roots(Thread *self) {
    bool self_seen = false;
    for (Thread *t = thread_first(); t; t = t->next) {
        collect_thread(t, t == self);
        self_seen |= t == self;
    }
    if (self && !self_seen) /* a Thread not on the list (not attached): scan it anyway */
        collect_thread(self, true);
    gc_pin_conservative();
    for (size_t i = 0; i < root_count; i++)
        for (size_t j = 0; j < root_ranges[i].count; j++)
            gc_trace_pinned_root(root_ranges[i].location[j]);
    gc_pin_handles();
    if (pin_callback)
        pin_callback(gc_trace_pinned_root);
}

void gc_trace_pinned_nursery(void);

/* Updatable roots: thread exceptions (pending and being dispatched), static blocks, strong handles. */
void gc_trace_precise_roots(Thread *self) {
    bool self_seen = false;
    for (Thread *t = thread_first(); t; t = t->next) {
        gc_trace_slot(&t->exception);
        gc_trace_slot(&t->dispatch.exception);
        gc_trace_slot(&t->managed_thread);
        self_seen |= t == self;
    }
    if (self && !self_seen) {
        gc_trace_slot(&self->exception);
        gc_trace_slot(&self->dispatch.exception);
        gc_trace_slot(&self->managed_thread);
    }
    gc_trace_drain();
    for (size_t i = 0; i < static_count; i++) {
        StaticBlock *block = &static_blocks[i];
        for (uint32_t j = 0; j < block->count; j++)
            gc_trace_slot((Object **)(block->memory + block->offsets[j]));
        gc_trace_drain();
    }
    gc_trace_strong_handles();
    gc_trace_drain();
    for (int i = 0; i < root_enumerator_count; i++) {
        root_enumerators[i](gc_trace_slot);
        gc_trace_drain();
    }
}
