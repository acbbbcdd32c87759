/*
 * gc_collect.c — initialization and knobs, the heap lock, stop-the-world and safepoints,
 * collection (mark roots, clear weak handles, sweep), triggers and statistics.
 *
 * Every collection is a full, blocking one (counted for generations 0, 1 and 2, as CoreCLR's
 * CollectionCount does for a gen2 GC).  Trigger: bytes handed to allocation caches plus large
 * allocations since the last GC exceed the budget = max(16 MB or DOTNET_GCgen0size,
 * 2 x live bytes after the last GC).
 */
#include "gc/gc_internal.h"

#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define GC_DEFAULT_BUDGET ((size_t)16 << 20)

GcState gc_state = {.lock = PTHREAD_MUTEX_INITIALIZER};
volatile int gc_safepoint_requested;

static pthread_once_t init_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t park_mutex = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t park_cond = PTHREAD_COND_INITIALIZER;

/* CoreCLR parses DOTNET_ numbers as hex, with or without 0x. */
static bool knob_hex(const char *name, uint64_t *value) {
    const char *text = getenv(name);
    if (!text || !*text)
        return false;
    char *end;
    unsigned long long v = strtoull(text, &end, 16);
    if (*end)
        return false;
    *value = v;
    return true;
}

static void do_init(void) {
    GcState *g = &gc_state;
    uint64_t v;
    g->budget_min = GC_DEFAULT_BUDGET;
    if (knob_hex("DOTNET_GCgen0size", &v) && v >= 64 * 1024)
        g->budget_min = (size_t)v;
    g->budget = g->budget_min;
    if (knob_hex("DOTNET_GCStress", &v))
        g->stress_interval = v;
    const char *stats = getenv("CORVID_GCStats");
    g->print_stats = stats && strcmp(stats, "0") != 0 && *stats;
    gc_heap_init();
    gc_mark_init();
    __atomic_store_n(&g->initialized, true, __ATOMIC_RELEASE);
}

void gc_init(void) {
    pthread_once(&init_once, do_init);
}

void gc_ensure_init(void) {
    if (unlikely(!__atomic_load_n(&gc_state.initialized, __ATOMIC_ACQUIRE)))
        gc_init();
}

/* ---- locking, modes, safepoints -------------------------------------------------------- */

void gc_lock_heap(Thread *thread) {
    if (pthread_mutex_trylock(&gc_state.lock) == 0)
        return;
    if (thread && thread->gc_mode == THREAD_MODE_COOPERATIVE) {
        /* wait preemptively: the lock holder may be collecting and waiting for us */
        gc_save_context(thread);
        __atomic_store_n(&thread->gc_mode, THREAD_MODE_PREEMPTIVE, __ATOMIC_SEQ_CST);
        pthread_mutex_lock(&gc_state.lock);
        /* holding the lock, no collection can be in progress */
        __atomic_store_n(&thread->gc_mode, THREAD_MODE_COOPERATIVE, __ATOMIC_SEQ_CST);
    } else {
        pthread_mutex_lock(&gc_state.lock);
    }
}

void gc_unlock_heap(void) {
    pthread_mutex_unlock(&gc_state.lock);
}

static void wait_for_collection_end(void) {
    pthread_mutex_lock(&park_mutex);
    while (__atomic_load_n(&gc_safepoint_requested, __ATOMIC_SEQ_CST))
        pthread_cond_wait(&park_cond, &park_mutex);
    pthread_mutex_unlock(&park_mutex);
}

__attribute__((noinline)) void gc_leave_preemptive(Thread *thread) {
    for (;;) {
        __atomic_store_n(&thread->gc_mode, THREAD_MODE_COOPERATIVE, __ATOMIC_SEQ_CST);
        if (!__atomic_load_n(&gc_safepoint_requested, __ATOMIC_SEQ_CST))
            return;
        gc_save_context(thread);
        __atomic_store_n(&thread->gc_mode, THREAD_MODE_PREEMPTIVE, __ATOMIC_SEQ_CST);
        wait_for_collection_end();
    }
}

__attribute__((noinline)) void gc_safepoint_slow(Thread *thread) {
    if (!thread)
        thread = thread_current;
    if (!thread || !__atomic_load_n(&gc_safepoint_requested, __ATOMIC_SEQ_CST))
        return;
    if (pthread_mutex_trylock(&gc_state.lock) == 0) {
        /* nobody is collecting (the flag is only raised under the lock): stale poll */
        pthread_mutex_unlock(&gc_state.lock);
        return;
    }
    gc_save_context(thread);
    __atomic_store_n(&thread->gc_mode, THREAD_MODE_PREEMPTIVE, __ATOMIC_SEQ_CST);
    wait_for_collection_end();
    gc_leave_preemptive(thread);
}

static void stop_the_world(Thread *self) {
    __atomic_store_n(&gc_safepoint_requested, 1, __ATOMIC_SEQ_CST);
    for (Thread *t = thread_first(); t; t = t->next) {
        if (t == self)
            continue;
        unsigned spins = 0;
        while (__atomic_load_n(&t->gc_mode, __ATOMIC_SEQ_CST) != THREAD_MODE_PREEMPTIVE) {
            if (++spins < 64) {
#if defined(__x86_64__) || defined(__i386__)
                __builtin_ia32_pause();
#endif
            } else if (spins < 1000)
                sched_yield();
            else {
                struct timespec ts = {0, 100000};
                nanosleep(&ts, NULL);
            }
        }
    }
}

static void restart_the_world(void) {
    pthread_mutex_lock(&park_mutex);
    __atomic_store_n(&gc_safepoint_requested, 0, __ATOMIC_SEQ_CST);
    pthread_cond_broadcast(&park_cond);
    pthread_mutex_unlock(&park_mutex);
}

/* ---- collection ------------------------------------------------------------------------ */

static uint64_t now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* Lock held.  May be called from any allocation slow path. */
__attribute__((noinline)) void gc_collect_locked(Thread *self, GcReason reason) {
    GcState *g = &gc_state;
    uint64_t start = now_ns();
    if (self)
        gc_save_context(self); /* our own registers and stack top, like any parked thread */

    thread_list_lock();
    stop_the_world(self);

    uint64_t allocated = g->retired_allocated + g->global_local->allocated_bytes;
    gc_drop_caches(g->global_local);
    for (Thread *t = thread_first(); t; t = t->next)
        if (t->gc_local) {
            gc_drop_caches(t->gc_local);
            allocated += ((GcLocal *)t->gc_local)->allocated_bytes;
        }
    if (self && self->gc_local) {
        bool listed = false;
        for (Thread *t = thread_first(); t; t = t->next)
            listed |= t == self;
        if (!listed) {
            gc_drop_caches(self->gc_local);
            allocated += ((GcLocal *)self->gc_local)->allocated_bytes;
        }
    }
    gc_clear_available_lists();

    gc_marked_bytes = 0;
    gc_mark_roots(self);
    gc_mark_drain();
    gc_clear_weak_handles();
    gc_sweep_small();
    gc_sweep_large();

    g->live_bytes = gc_marked_bytes;
    g->allocated_at_last_gc = (int64_t)allocated;
    size_t budget = 2 * (size_t)gc_marked_bytes;
    g->budget = budget > g->budget_min ? budget : g->budget_min;
    g->bytes_since_gc = 0;
    gc_release_memory();
    g->collections++;

    restart_the_world();
    thread_list_unlock();

    uint64_t pause = now_ns() - start;
    g->total_pause_ns += pause;
    if (pause > g->max_pause_ns)
        g->max_pause_ns = pause;
    (void)reason;
}

void gc_collect(Thread *thread, int generation, GcReason reason) {
    gc_ensure_init();
    if (!thread)
        thread = thread_current;
    gc_lock_heap(thread);
    gc_collect_locked(thread, reason);
    gc_unlock_heap();
}

Object *gc_find_object(const void *address) {
    uintptr_t a = (uintptr_t)address;
    if (!gc_state.initialized || a < gc_state.heap_lo || a >= gc_state.heap_hi)
        return NULL;
    Object *object = gc_find_small(a);
    if (object || gc_in_chunk(a))
        return object;
    GcLarge *large = gc_find_large(a, false);
    return large ? (Object *)(large + 1) : NULL;
}

void gc_thread_detached(Thread *thread) {
    if (!thread->gc_local)
        return;
    gc_lock_heap(NULL);
    GcLocal *local = thread->gc_local;
    gc_state.retired_allocated += local->allocated_bytes;
    local->next_free = gc_state.free_locals;
    gc_state.free_locals = local;
    thread->gc_local = NULL;
    gc_unlock_heap();
}

/* ---- statistics ------------------------------------------------------------------------ */

int32_t gc_collection_count(int generation) {
    if (generation < 0 || generation > 2)
        return 0;
    return __atomic_load_n(&gc_state.collections, __ATOMIC_RELAXED);
}

int64_t gc_total_allocated_bytes(void) {
    gc_ensure_init();
    gc_lock_heap(thread_current);
    int64_t total = (int64_t)gc_allocated_total_locked();
    gc_unlock_heap();
    return total;
}

int64_t gc_total_memory(void) {
    gc_ensure_init();
    gc_lock_heap(thread_current);
    int64_t total = (int64_t)gc_allocated_total_locked();
    int64_t result = gc_state.live_bytes + (total - gc_state.allocated_at_last_gc);
    gc_unlock_heap();
    return result;
}

int64_t gc_heap_live_bytes(void) {
    return gc_state.live_bytes;
}

int64_t gc_heap_committed_bytes(void) {
    return (int64_t)gc_state.committed;
}

void gc_print_statistics(void) {
    GcState *g = &gc_state;
    if (!g->print_stats)
        return;
    fprintf(stderr,
            "gc: %d collections, total pause %.3f ms, max pause %.3f ms, allocated %.1f MB, "
            "live %.1f MB, peak committed %.1f MB\n",
            g->collections, g->total_pause_ns / 1e6, g->max_pause_ns / 1e6,
            gc_total_allocated_bytes() / 1048576.0, g->live_bytes / 1048576.0,
            g->peak_committed / 1048576.0);
}
