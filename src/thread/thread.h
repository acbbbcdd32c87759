/*
 * thread.h — managed threads: the per-thread state every subsystem reaches through the
 * `Thread *` that managed code passes around (DESIGN.md: Tier1 code takes it as its first
 * argument).
 */
#ifndef CORVID_THREAD_H
#define CORVID_THREAD_H

#include "vm/vm.h"
#include <pthread.h>

typedef struct InterpFrame InterpFrame;

/* Bump-pointer allocation context (DESIGN.md, "GC interface"): JIT code inlines the fast path
 * `if (pointer + size <= limit) { object = pointer; pointer += size; }`. */
typedef struct GcAllocContext {
    uint8_t *pointer;
    uint8_t *limit;
} GcAllocContext;

enum ThreadGcMode {
    THREAD_MODE_COOPERATIVE = 0, /* running managed code; polls at safepoints */
    THREAD_MODE_PREEMPTIVE = 1,  /* blocked or in long native code; GC may run concurrently */
};

struct Thread {
    Object *exception; /* pending managed exception (exceptions unwind by return) */
    GcAllocContext alloc_context;
    int gc_mode;

    /* Interpreter stack (not the C stack): frames of 8-byte slots. */
    Slot *interp_stack_base;
    Slot *interp_stack_limit;
    Slot *interp_stack_top; /* first free slot; everything below may hold references */
    InterpFrame *current_frame;

    /* Native stack bounds for conservative scanning. */
    void *native_stack_base;  /* highest address (stack grows down) */
    void *native_stack_limit; /* lowest usable address, for stack-overflow checks */
    uintptr_t saved_stack_pointer; /* set when entering preemptive mode */
    uintptr_t saved_registers[12]; /* callee-saved registers captured with it (gc_save_context) */
    void *gc_local;                /* GC-private per-thread state (allocation caches, counters) */

    int32_t managed_thread_id;
    pthread_t os_thread;
    Thread *next; /* all threads, under thread_list_lock */
};

/* The thread running managed code on this OS thread (NULL if not attached). */
extern __thread Thread *thread_current;

Thread *thread_attach_current(void);
void thread_detach_current(void);

/* Iterate all attached threads (GC, under stop-the-world). */
Thread *thread_first(void);
void thread_list_lock(void);
void thread_list_unlock(void);

#endif
