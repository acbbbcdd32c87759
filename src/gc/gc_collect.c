/*
 * gc_collect.c — initialization and knobs, the heap lock, stop-the-world and safepoints,
 * allocation slow paths and triggers, one collection (pin, trace, weak handles, finalization,
 * sweep, nursery rebuild), budgets and statistics.
 *
 * Triggers (CoreCLR's gc_reason): AllocSmall when the gen0 budget of nursery bytes is spent,
 * AllocLarge when the large-object budget is (with CORVID_GCYoungLargeObjects: the young
 * large-object budget, which condemns gen0/gen1 only), Induced for GC.Collect, LowMemory under
 * DOTNET_GCHeapHardLimit.  The condemned generation is escalated at the start of a collection
 * when gen1's budget (bytes promoted into gen1) or gen2's (old-space growth) is exhausted.
 * Budgets follow CoreCLR's dynamic data: budget = clamp(f(survival) * survivors, min, max)
 * with surv_to_growth() and the static_data_table limits (gen0 9/20, gen1 2/7, gen2 1.2/1.8,
 * LOH 1.25/4.5).
 */
#include "gc/gc_internal.h"
#include "diag/diag.h"
#include "loader/loader.h"

#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

GcState gc_state = {.lock = PTHREAD_MUTEX_INITIALIZER};
volatile int gc_safepoint_requested; /* polls take the slow path: a stop, or GC stress */
static volatile int world_stopping;   /* a collection wants every thread parked */
uint8_t *gc_card_table;
static uint8_t initial_card_table[64]; /* before gc_init: stores land here harmlessly */

static pthread_once_t init_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t park_mutex = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t park_cond = PTHREAD_COND_INITIALIZER;

static uint64_t now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* The size of the largest (last-level) cache, as CoreCLR's GetCacheSizePerLogicalCpu(TRUE). */
/* The largest cache of cpu0 as the kernel describes it: glibc's sysconf reports a VM's L3 as
 * the host's whole L3 (320 MB here, where /sys and lscpu say 32 MB); CoreCLR's gen0 budget on
 * the same machine (16 MB, measured: 76 gen0 GCs per GB of 40-byte garbage) is the /sys one. */
static size_t sys_cache_size(void) {
    size_t largest = 0;
    for (int index = 0; index < 8; index++) {
        char path[64];
        snprintf(path, sizeof path, "/sys/devices/system/cpu/cpu0/cache/index%d/size", index);
        FILE *file = fopen(path, "r");
        if (!file) break;
        unsigned long value = 0;
        char unit = 0;
        if (fscanf(file, "%lu%c", &value, &unit) >= 1) {
            size_t bytes = value * (unit == 'K' ? 1024ul : unit == 'M' ? 1024ul * 1024 : unit == 'G' ? 1024ul * 1024 * 1024 : 1);
            if (bytes > largest) largest = bytes;
        }
        fclose(file);
    }
    return largest;
}

static size_t largest_cache(void) {
    size_t from_sys = sys_cache_size();
    if (from_sys) return from_sys;
    long sizes[] = {sysconf(_SC_LEVEL4_CACHE_SIZE), sysconf(_SC_LEVEL3_CACHE_SIZE),
                    sysconf(_SC_LEVEL2_CACHE_SIZE)};
    for (int i = 0; i < 3; i++)
        if (sizes[i] > 0)
            return (size_t)sizes[i];
    return (size_t)256 << 10;
}

static void do_init(void) {
    GcState *g = &gc_state;
    gc_card_table = initial_card_table;
    g->loh_threshold = GC_LOH_THRESHOLD;
    uint64_t v = diag_knob("DOTNET_GCLOHThreshold");
    if (v > GC_LOH_THRESHOLD)
        g->loh_threshold = v > GC_MAX_SMALL ? GC_MAX_SMALL : (size_t)v;
    /* gen0 budget: CoreCLR's Workstation sizing (gc.cpp get_gen0_min_size, init_static_data):
     * min max(4/5 LLC, 256 KB) * 5/8; max 6 MB (concurrent Workstation) but never below the
     * min unless DOTNET_GCgen0MaxBudget sets it (a 32 MB L3 gives 16 MB, as CoreCLR does);
     * DOTNET_GCgen0size overrides both.  The cache counts as 32 MB at most: a VM's /sys may
     * describe the host's whole L3 (260 MB on one of ours, for 2 vCPUs), and a 130 MB nursery
     * there meant 1.6x mono's peak RSS on binary trees, no gen0 collection in 80 MB of
     * garbage, and a nursery that no cache holds (words ran ~10 % slower than with 16 MB). */
    size_t llc = largest_cache();
    if (llc > ((size_t)32 << 20))
        llc = (size_t)32 << 20;
    size_t gen0 = llc * 4 / 5;
    if (gen0 < ((size_t)256 << 10))
        gen0 = (size_t)256 << 10;
    gen0 = gen0 / 8 * 5;
    g->gen0_max = (size_t)diag_knob("DOTNET_GCgen0MaxBudget");
    if (g->gen0_max < ((size_t)64 << 10))
        g->gen0_max = gen0 > ((size_t)6 << 20) ? gen0 : (size_t)6 << 20;
    g->gen0_min = gen0 < g->gen0_max ? gen0 : g->gen0_max;
    v = diag_knob("DOTNET_GCgen0size");
    if (v >= 64 * 1024) {
        g->gen0_min = g->gen0_max = (size_t)v;
        g->fixed_gen0 = true;
    }
    g->gen0_budget = g->pause_budget = g->gen0_max;
    g->pause_target_ns = diag_knob("CORVID_GCPauseTarget") * 1000000u;
    g->gen1_budget = (size_t)2 << 20;
    g->gen2_growth_cap = (uint32_t)diag_knob("CORVID_GCGen2GrowthCap");
    g->gen2_trigger = (size_t)diag_knob("CORVID_GCGen2Start");
    g->conserve = (uint32_t)diag_knob("DOTNET_GCConserveMemory");
    g->young_large = diag_knob("CORVID_GCYoungLargeObjects") != 0;
    g->loh_budget = (size_t)3 << 20; /* CoreCLR's LOH min budget */
    /* Young large objects between gen0 collections: half a nursery (3 MB at least, CoreCLR's LOH
     * minimum).  Temporary buffers then die, and their mappings are reused (gc_large.c), within
     * a few MB instead of two nurseries' worth of fresh, faulted-in pages.  bench/gc_bigbuffers
     * 3000: 1.56 s with two nurseries and no reuse, 0.41 s with reuse, 0.18-0.24 s with half a
     * nursery (gen0 collections 67 -> 346, of a nearly empty nursery; CoreCLR 10: 1.04 s). */
    g->young_loh_budget = g->gen0_max / 2 > ((size_t)3 << 20) ? g->gen0_max / 2 : (size_t)3 << 20;
    g->loh_trigger = (size_t)diag_knob("CORVID_GCLOHStart");
    g->hard_limit = (size_t)diag_knob("DOTNET_GCHeapHardLimit");
    g->stress_interval = diag_knob("DOTNET_GCStress");
    if (g->stress_interval) /* polls reach gc_safepoint_slow, which counts them */
        __atomic_store_n(&gc_safepoint_requested, 1, __ATOMIC_SEQ_CST);
    g->print_stats = (int)diag_knob("CORVID_GCStats");
    g->verify_cards = diag_knob("CORVID_GCVerifyCards") != 0;
    g->start_ns = now_ns();
    g->heap_lo = UINTPTR_MAX;
    g->heap_hi = 0;
    gc_heap_init();
    gc_mark_init();
    uint8_t *cards = mmap(NULL, (size_t)1 << GC_CARD_BITS, PROT_READ | PROT_WRITE,
                          MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (cards == MAP_FAILED) {
        fprintf(stderr, "corvid: gc: cannot reserve the card table\n");
        abort();
    }
    gc_card_table = cards;
    size_t reserve = 2 * g->gen0_max + ((size_t)8 << 20);
    gc_nursery_init(reserve);
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
    while (__atomic_load_n(&world_stopping, __ATOMIC_SEQ_CST))
        pthread_cond_wait(&park_cond, &park_mutex);
    pthread_mutex_unlock(&park_mutex);
}

__attribute__((noinline)) void gc_leave_preemptive(Thread *thread) {
    for (;;) {
        __atomic_store_n(&thread->gc_mode, THREAD_MODE_COOPERATIVE, __ATOMIC_SEQ_CST);
        if (!__atomic_load_n(&world_stopping, __ATOMIC_SEQ_CST))
            return;
        gc_save_context(thread);
        __atomic_store_n(&thread->gc_mode, THREAD_MODE_PREEMPTIVE, __ATOMIC_SEQ_CST);
        wait_for_collection_end();
    }
}

__attribute__((noinline)) void gc_mutex_lock(Thread *thread, pthread_mutex_t *mutex) {
    if (pthread_mutex_trylock(mutex) == 0)
        return;
    if (!thread || __atomic_load_n(&thread->gc_mode, __ATOMIC_SEQ_CST) != THREAD_MODE_COOPERATIVE) {
        pthread_mutex_lock(mutex);
        return;
    }
    gc_save_context(thread);
    __atomic_store_n(&thread->gc_mode, THREAD_MODE_PREEMPTIVE, __ATOMIC_SEQ_CST);
    pthread_mutex_lock(mutex);
    gc_leave_preemptive(thread); /* holding the mutex: collections never take these mutexes */
}

static int stress_generation(void);

__attribute__((noinline)) void gc_safepoint_slow(Thread *thread) {
    if (!thread)
        thread = thread_current;
    if (!thread || !__atomic_load_n(&gc_safepoint_requested, __ATOMIC_SEQ_CST))
        return;
    if (pthread_mutex_trylock(&gc_state.lock) == 0) {
        /* nobody is collecting (a stop is only requested under the lock): a stale poll, or
         * GC stress, which collects at every n-th safepoint as well as every n-th allocation */
        GcState *g = &gc_state;
        if (g->stress_interval && ++g->stress_safepoints >= g->stress_interval) {
            g->stress_safepoints = 0;
            gc_collect_locked(thread, stress_generation(), GC_REASON_GCSTRESS);
        }
        pthread_mutex_unlock(&gc_state.lock);
        return;
    }
    gc_save_context(thread);
    __atomic_store_n(&thread->gc_mode, THREAD_MODE_PREEMPTIVE, __ATOMIC_SEQ_CST);
    wait_for_collection_end();
    gc_leave_preemptive(thread);
}

static void stop_the_world(Thread *self) {
    __atomic_store_n(&world_stopping, 1, __ATOMIC_SEQ_CST);
    __atomic_store_n(&gc_safepoint_requested, 1, __ATOMIC_SEQ_CST);
    for (Thread *t = thread_first(); t; t = t->next) {
        if (t == self)
            continue;
        unsigned spins = 0;
        while (__atomic_load_n(&t->gc_mode, __ATOMIC_SEQ_CST) != THREAD_MODE_PREEMPTIVE) {
            if (++spins < 64)
                thread_cpu_relax();
            else if (spins < 1000)
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
    __atomic_store_n(&world_stopping, 0, __ATOMIC_SEQ_CST);
    /* under GC stress every poll keeps taking the slow path */
    __atomic_store_n(&gc_safepoint_requested, gc_state.stress_interval != 0, __ATOMIC_SEQ_CST);
    pthread_cond_broadcast(&park_cond);
    pthread_mutex_unlock(&park_mutex);
}

static const char *reason_name(int reason);

/* ---- events (CoreCLR's names: GCSuspendEEBegin, GCStart, GCHeapStats, GCEnd,
 * GCRestartEEEnd, GCAllocationTick; category "gc") ------------------------------------------ */

static void json_escape(char *out, size_t size, const char *text) {
    size_t n = 0;
    for (; text && *text && n + 3 < size; text++) {
        unsigned char c = (unsigned char)*text;
        if (c == '"' || c == '\\') {
            out[n++] = '\\';
            out[n++] = (char)c;
        } else if (c == '\n') {
            out[n++] = '\\';
            out[n++] = 'n';
        } else if (c >= 0x20) {
            out[n++] = (char)c;
        }
    }
    out[n] = 0;
}

static void allocation_tick(GcLocal *local, const VTable *vtable, size_t bytes, bool large) {
    local->tick_bytes += bytes;
    if (local->tick_bytes < 100 * 1024 || !diag_tracing())
        return;
    char args[256];
    const char *name = vtable->type && vtable->type->name ? vtable->type->name : "?";
    const char *ns = vtable->type && vtable->type->namespace_name ? vtable->type->namespace_name : "";
    snprintf(args, sizeof args, "\"AllocationAmount\":%llu,\"AllocationKind\":\"%s\",\"TypeName\":\"%s%s%s\"",
             (unsigned long long)local->tick_bytes, large ? "Large" : "Small", ns, *ns ? "." : "", name);
    diag_event("gc", "GCAllocationTick", args);
    local->tick_bytes = 0;
}

/* ---- allocation ------------------------------------------------------------------------ */

static bool over_hard_limit(size_t extra) {
    GcState *g = &gc_state;
    return g->hard_limit && g->committed + extra > g->hard_limit;
}

static int stress_generation(void) {
    uint64_t n = ++gc_state.stress_gcs;
    return n % 64 == 0 ? 2 : n % 8 == 0 ? 1 : 0;
}

static __attribute__((noinline)) Object *gc_alloc_slow(Thread *thread, const VTable *vtable, size_t size) {
    gc_ensure_init();
    GcState *g = &gc_state;
    if (size < sizeof(Object))
        size = sizeof(Object);
    size_t size8 = (size + 7) & ~(size_t)7;
    gc_lock_heap(thread);
    if (g->stress_interval && ++g->stress_counter >= g->stress_interval) {
        g->stress_counter = 0;
        gc_collect_locked(thread, stress_generation(), GC_REASON_GCSTRESS);
    }
    GcLocal *local = gc_local_for(thread);
    Object *object = NULL;
    uint8_t *unzeroed = NULL;
    if (size >= g->loh_threshold) {
        if (over_hard_limit(size))
            gc_collect_locked(thread, 2, GC_REASON_LOW_MEMORY);
        if (g->young_large) {
            if (g->young_loh_allocated + size > g->young_loh_budget && g->young_loh_allocated)
                gc_collect_locked(thread, 0, GC_REASON_ALLOC_LARGE);
        } else if (g->loh_allocated + size > g->loh_budget && g->loh_allocated) {
            gc_collect_locked(thread, 2, GC_REASON_ALLOC_LARGE);
        }
        if (!over_hard_limit(size))
            object = gc_alloc_large_locked(thread, vtable, size);
        if (object) {
            local->allocated_bytes += size;
            allocation_tick(local, vtable, size, true);
        }
    } else {
        if (g->nursery_handed + size8 > g->gen0_budget)
            gc_collect_locked(thread, 0, GC_REASON_ALLOC_SMALL);
        /* A cooperative thread zeroes its new allocation context after dropping the lock, as
         * CoreCLR clears an allocation quantum outside the more-space lock: the lock is held
         * for the bookkeeping only, and its release does not wait for 8 KB of stores to
         * drain (trees: ~10 % of the run was the unlock after the memset).  No collection can
         * start meanwhile (it waits for this thread's next poll); a preemptive caller, a
         * finalizable object (its header is written under the lock) or a no-GC region's
         * callback zero under the lock as before. */
        uint8_t **zero_later = thread && thread->gc_mode == THREAD_MODE_COOPERATIVE &&
                                       !(vtable->flags & VTABLE_HAS_FINALIZER) && !g->no_gc_region.callback
                                   ? &unzeroed
                                   : NULL;
        object = gc_nursery_alloc_slow(thread, local, vtable, size8, zero_later);
        if (!object) {
            gc_collect_locked(thread, 0, GC_REASON_OOS_SMALL);
            object = gc_nursery_alloc_slow(thread, local, vtable, size8, zero_later);
        }
        if (object) { /* a new allocation context (its whole size) or an object of its own */
            bool new_context = thread && thread->alloc_context.pointer == (uint8_t *)object + size8;
            allocation_tick(local, vtable, new_context ? (size_t)(thread->alloc_context.limit - (uint8_t *)object) : size8, false);
        }
        if (!object) { /* the nursery is full of pinned objects: allocate old ("degraded") */
            object = gc_old_alloc(size8, true);
            if (object) {
                memset(object, 0, size8);
                object->vtable = vtable;
                object->header = GC_HDR_YOUNG;
                local->allocated_bytes += size8;
            }
        }
    }
    if (object && (vtable->flags & VTABLE_HAS_FINALIZER))
        gc_finalize_register(object);
    if (g->no_gc_region.callback) /* the slow path sees every new tile and large object */
        gc_no_gc_region_allocated();
    gc_unlock_heap();
    if (unzeroed) {
        memset(unzeroed, 0, (size_t)(thread->alloc_context.limit - unzeroed));
        object->vtable = vtable;
    }
    return object;
}

Object *gc_alloc(Thread *thread, const VTable *vtable, size_t size) {
    if (unlikely(!thread))
        thread = thread_current;
    if (likely(thread != NULL)) {
        size_t size8 = (size + 7) & ~(size_t)7;
        GcAllocContext *ctx = &thread->alloc_context;
        uint8_t *p = ctx->pointer;
        if (likely(size8 <= (size_t)(ctx->limit - p) && size8 >= sizeof(Object) &&
                   !(vtable->flags & VTABLE_HAS_FINALIZER) && !gc_state.stress_interval)) {
            ctx->pointer = p + size8;
            ((Object *)p)->vtable = vtable;
            return (Object *)p;
        }
    }
    return gc_alloc_slow(thread, vtable, size);
}

Object *gc_alloc_pinned(Thread *thread, const VTable *vtable, size_t size) {
    gc_ensure_init();
    GcState *g = &gc_state;
    if (size < sizeof(Object))
        size = sizeof(Object);
    if (size >= g->loh_threshold)
        return gc_alloc(thread, vtable, size); /* large objects never move */
    size_t size8 = (size + 7) & ~(size_t)7;
    gc_lock_heap(thread);
    GcLocal *local = gc_local_for(thread);
    Object *object = gc_old_alloc(size8, false);
    if (!object) {
        gc_collect_locked(thread, 2, GC_REASON_OOS_SMALL);
        object = gc_old_alloc(size8, false);
    }
    if (object) {
        memset(object, 0, size8);
        object->vtable = vtable; /* gen2 at once, as CoreCLR reports pinned-heap objects */
        local->allocated_bytes += size8;
        if (vtable->flags & VTABLE_HAS_FINALIZER)
            gc_finalize_register(object);
    }
    gc_unlock_heap();
    return object;
}

/* ---- collection ------------------------------------------------------------------------ */

/* CoreCLR's surv_to_growth (dynamic_tuning.cpp). */
static double surv_to_growth(double cst, double limit, double max_limit) {
    if (cst < ((max_limit - limit) / (limit * (max_limit - 1.0))))
        return (limit - limit * cst) / (1.0 - (cst * limit));
    return max_limit;
}

static size_t clamp_size(double v, size_t lo, size_t hi) {
    if (v < (double)lo)
        return lo;
    if (v > (double)hi)
        return hi;
    return (size_t)v;
}

/* Escalate the condemned generation by the budgets (lock held). */
static int pick_generation(int generation, uint8_t *condemn) {
    GcState *g = &gc_state;
    if (generation < 2 && g->hard_limit && g->committed > g->hard_limit / 10 * 9) {
        *condemn = GC_CONDEMN_LOW_MEMORY;
        return 2;
    }
    if (generation < 2 && g->old_small_bytes >= g->gen2_trigger) {
        /* What filled the old space may be gen1's garbage: objects gen0 collections promoted
         * just before they died (binary trees' half-built trees).  A gen1 collection frees those
         * without marking gen2, so it goes first, as long as the last one left room under the
         * trigger for a gen1 budget of promotions (else every collection would be a gen1 with
         * the old space hovering at its trigger); CoreCLR's gen2 budget, too, is used up only
         * by what gen1 collections promote.  The old space stays bounded by the same trigger. */
        if (g->gen1_bytes && g->gen1_relieves_old) {
            *condemn = GC_CONDEMN_GEN1_BUDGET;
            return 1;
        }
        *condemn = GC_CONDEMN_GEN2_BUDGET;
        return 2;
    }
    if (generation < 2 && g->young_large && g->old_large_bytes >= g->loh_trigger) {
        *condemn = GC_CONDEMN_GEN2_BUDGET;
        return 2;
    }
    if (generation < 1 && g->gen1_promoted >= g->gen1_budget) {
        *condemn = GC_CONDEMN_GEN1_BUDGET;
        return 1;
    }
    return generation;
}

static void record_collection(GcRecord *r) {
    GcState *g = &gc_state;
    if (g->record_count == g->record_capacity && g->record_capacity < 1000000) {
        size_t n = g->record_capacity ? g->record_capacity * 2 : 1024;
        GcRecord *p = realloc(g->records, n * sizeof *p);
        if (p) {
            g->records = p;
            g->record_capacity = n;
        }
    }
    if (g->record_count < g->record_capacity)
        g->records[g->record_count++] = *r;
}

size_t gc_handle_count(void);
size_t gc_finalize_pending(void);
void gc_trace_pinned_nursery(void);
void gc_cards_finish(void);

static void sizes_now(uint64_t out[4]) {
    GcState *g = &gc_state;
    out[0] = g->nursery_handed + g->nursery_pinned_bytes;
    out[1] = g->gen1_bytes;
    out[2] = g->old_small_bytes > g->gen1_bytes ? g->old_small_bytes - g->gen1_bytes : 0;
    out[3] = g->old_large_bytes + g->large_young_bytes;
}

static __attribute__((noinline)) void collect(Thread *self, int generation, GcReason reason);

/* Lock held.  May be called from any allocation slow path.  The collecting thread's context
 * (registers, stack top) is saved here, before this frame holds anything, and the collection
 * runs in a frame below it: the collector's own frame would otherwise be scanned as a root, and
 * its locals not yet written hold whatever deeper calls left there (after an
 * OutOfMemoryException, the array a List was growing, kept alive by GC.Collect). */
__attribute__((noinline)) void gc_collect_locked(Thread *self, int generation, GcReason reason) {
    if (self)
        gc_save_context(self);
    collect(self, generation, reason);
}

static __attribute__((noinline)) void collect(Thread *self, int generation, GcReason reason) {
    GcState *g = &gc_state;
    uint64_t start = now_ns();
    if (generation < 0 || generation > 2)
        generation = 2;
    GcRecord rec = {0};
    rec.condemn = reason == GC_REASON_INDUCED ? GC_CONDEMN_INDUCED
                  : reason == GC_REASON_GCSTRESS ? GC_CONDEMN_STRESS
                  : reason == GC_REASON_LOW_MEMORY ? GC_CONDEMN_LOW_MEMORY
                  : generation == 2 ? GC_CONDEMN_LOH_BUDGET : GC_CONDEMN_GEN0_BUDGET;
    generation = pick_generation(generation, &rec.condemn);
    gc_control_collection_starting(generation, reason);

    bool tracing = diag_tracing();
    if (tracing) {
        char args[160];
        snprintf(args, sizeof args, "\"Count\":%u,\"Reason\":1", g->gc_index + 1);
        diag_event("gc", "GCSuspendEEBegin", args);
    }
    thread_list_lock();
    stop_the_world(self);
    uint64_t suspended = now_ns();
    if (tracing) { /* event arguments are short (160 bytes): the induced stack gets its top frame */
        char args[160], stack[100] = "";
        if (reason == GC_REASON_INDUCED && g->last_induced_stack) {
            const char *top = g->last_induced_stack;
            for (;;) { /* the first frame outside System.GC */
                while (*top == ' ')
                    top++;
                const char *eol = strchr(top, '\n');
                if (!eol || strncmp(top, "at System.GC.", 13) != 0)
                    break;
                top = eol + 1;
            }
            char line[100];
            snprintf(line, sizeof line, "%.*s", (int)strcspn(top, "\n"), top);
            json_escape(stack, 80, line);
        }
        diag_event("gc", "GCSuspendEEEnd", "");
        snprintf(args, sizeof args, "\"Count\":%u,\"Depth\":%d,\"Reason\":\"%s\",\"Type\":0", g->gc_index + 1,
                 generation, reason_name(reason));
        diag_event("gc", "GCStart", args);
        if (*stack) {
            snprintf(args, sizeof args, "\"Reason\":\"Induced\",\"By\":\"%s\"", stack);
            diag_event("gc", "GCTriggered", args);
        }
    }

    gc_nursery_retire_contexts();
    uint64_t allocated = gc_allocated_total_locked_nolock();
    sizes_now(rec.size_before);
    size_t gen0_begin = g->nursery_handed + g->young_loh_allocated;
    size_t gen1_begin = g->gen1_bytes;
    size_t old_before = g->old_small_bytes;
    if (g->verify_cards && generation == 0)
        gc_verify_cards();

    gc_trace_begin(generation);
    if (generation >= 1)
        g->gen1_promoted = 0;
    /* 1. pin: everything conservative roots, pinned handles and registered C roots reach */
    gc_collect_conservative_roots(self);
    gc_trace_pinned_nursery();
    /* 2. trace from the updatable roots, the finalization queue and (gen0/gen1) dirty cards */
    gc_trace_precise_roots(self);
    gc_finalize_trace_queue();
    if (generation < 2)
        gc_trace_cards();
    gc_trace_pinned_nursery();
    gc_trace_drain();
    gc_trace_dependent_handles();
    /* 3. weak references and finalization (resurrected objects may keep dependents alive) */
    gc_update_weak_handles(false);
    gc_finalize_scan();
    gc_trace_drain();
    gc_trace_dependent_handles();
    gc_update_weak_handles(true);
    /* 4. sweep */
    if (generation >= 1) {
        gc_promote_caches_flush();
        gc_sweep_old(generation);
    }
    gc_sweep_large(generation);
    gc_cards_finish();
    int64_t pinned_objects = gc_pinned_objects;
    gc_nursery_rebuild();

    /* 5. budgets (CoreCLR's desired_new_allocation, simplified) */
    size_t survivors0 = (size_t)gc_promoted_bytes + g->nursery_pinned_bytes;
    double cst0 = gen0_begin ? (double)survivors0 / (double)gen0_begin : 0;
    g->gen0_budget = clamp_size(surv_to_growth(cst0, 9.0, 20.0) * (double)survivors0, g->gen0_min, g->gen0_max);
    /* SGen-style pause target (CORVID_GCPauseTarget): the pause grows with the bytes promoted,
     * so from the measured cost per promoted byte and the survival rate (both smoothed), allow
     * only as much gen0 allocation as the target pause can copy out */
    if (g->pause_target_ns && !g->fixed_gen0 && generation == 0) {
        uint64_t pause_so_far = now_ns() - start;
        if (gc_promoted_bytes > (256 << 10)) {
            double cost = (double)pause_so_far / (double)gc_promoted_bytes;
            g->cost_per_byte = g->cost_per_byte > 0 ? 0.7 * g->cost_per_byte + 0.3 * cost : cost;
        }
        g->survival = 0.5 * g->survival + 0.5 * cst0;
        if (g->cost_per_byte > 0) {
            double s = g->survival > 0.02 ? g->survival : 0.02;
            g->pause_budget = clamp_size((double)g->pause_target_ns / (g->cost_per_byte * s), (size_t)1 << 20, g->gen0_max);
        }
    }
    if (!g->fixed_gen0 && g->gen0_budget > g->pause_budget)
        g->gen0_budget = g->pause_budget;
    g->young_loh_allocated = 0;
    if (generation >= 1) {
        size_t survivors1 = gen1_begin < (size_t)gc_marked_old_bytes ? gen1_begin : (size_t)gc_marked_old_bytes;
        double cst1 = gen1_begin ? (double)survivors1 / (double)gen1_begin : 0;
        g->gen1_budget = clamp_size(surv_to_growth(cst1, 2.0, 7.0) * (double)survivors1, (size_t)256 << 10,
                                    (size_t)6 << 20);
        g->gen1_promoted = (size_t)gc_promoted_bytes;
    }
    if (generation == 2) {
        size_t live = g->old_small_bytes;
        double cst2 = old_before ? (double)live / (double)old_before : 1;
        double f = surv_to_growth(cst2, 1.2, 1.8);
        double cap = 1.0 + g->gen2_growth_cap / 100.0;
        if (g->conserve) {
            double fc = (10.0 / g->conserve - 1.0) * 0.5 + 1.0;
            if (fc < cap)
                cap = fc;
        }
        if (f > cap)
            f = cap;
        size_t floor = (size_t)diag_knob("CORVID_GCGen2Start");
        g->gen2_trigger = clamp_size(f * (double)live, floor, SIZE_MAX / 2);
        /* Never below the highest trigger so far: the heap has already grown that far, so
         * growing back to it does not raise the peak footprint, and a program past its peak
         * (binary-trees after its stretch tree: 64 MB live, a 160 MB trigger) collects gen2
         * several times less often.  The peak is that of the triggers, not of the old space
         * a gen2 started at, which overshoots the trigger by what the last gen0 promoted and
         * would ratchet upwards.  DOTNET_GCConserveMemory asks for the smaller heap instead. */
        if (!g->conserve) {
            if (g->gen2_trigger > g->old_peak)
                g->old_peak = g->gen2_trigger;
            else
                g->gen2_trigger = g->old_peak;
        }
        size_t loh_live = g->old_large_bytes;
        size_t loh_floor = (size_t)diag_knob("CORVID_GCLOHStart");
        g->loh_trigger = 2 * loh_live > loh_floor ? 2 * loh_live : loh_floor;
        /* LOH budget (knob off: CoreCLR's AllocLarge trigger): limit 1.25, max_limit 4.5 */
        size_t loh_before = loh_live + g->loh_allocated;
        double cst3 = loh_before ? (double)loh_live / (double)loh_before : 0;
        g->loh_budget = clamp_size((surv_to_growth(cst3, 1.25, 4.5) - 1.0) * (double)loh_live, (size_t)3 << 20,
                                   SIZE_MAX / 2);
        g->loh_allocated = 0;
    }
    if (generation >= 1)
        g->gen1_relieves_old = generation == 2 || g->old_small_bytes + g->gen1_budget <= g->gen2_trigger;
    gc_release_memory();
    g->live_bytes = (int64_t)(g->old_small_bytes + g->old_large_bytes + g->large_young_bytes + g->nursery_pinned_bytes);
    g->allocated_at_last_gc = (int64_t)allocated;
    for (int i = 0; i <= generation; i++)
        g->collections[i]++;
    g->last_gc_generation = (uint32_t)generation;
    rec.index = ++g->gc_index;
    rec.generation = (uint8_t)generation;
    rec.reason = (uint8_t)reason;
    rec.start_ns = start - g->start_ns;
    rec.suspend_ns = suspended - start;
    sizes_now(rec.size_after);
    rec.promoted = (uint64_t)gc_promoted_bytes;
    rec.pinned_objects = (uint64_t)pinned_objects;
    rec.allocated = allocated;
    size_t heap = g->committed + g->nursery_touched;
    if (heap > g->peak_heap)
        g->peak_heap = heap;
    gc_finalize_after_collection();
    if (tracing) {
        char args[160];
        snprintf(args, sizeof args,
                 "\"Gen0\":%llu,\"Gen1\":%llu,\"Gen2\":%llu,\"LOH\":%llu,"
                 "\"Promoted\":%llu,\"Pinned\":%llu,\"FinalizationPending\":%llu",
                 (unsigned long long)rec.size_after[0], (unsigned long long)rec.size_after[1],
                 (unsigned long long)rec.size_after[2], (unsigned long long)rec.size_after[3],
                 (unsigned long long)rec.promoted, (unsigned long long)rec.pinned_objects,
                 (unsigned long long)gc_finalize_pending());
        diag_event("gc", "GCHeapStats", args);
        snprintf(args, sizeof args, "\"Count\":%u,\"Depth\":%d", rec.index, generation);
        diag_event("gc", "GCEnd", args);
        diag_event("gc", "GCRestartEEBegin", "");
    }

    restart_the_world();
    thread_list_unlock();
    gc_control_collection_finished(generation, reason);

    uint64_t pause = now_ns() - start;
    rec.pause_ns = pause;
    if (tracing) {
        char args[160];
        snprintf(args, sizeof args, "\"Count\":%u,\"Depth\":%d,\"Reason\":\"%s\"", rec.index, generation,
                 reason_name(reason));
        diag_event("gc", "GCRestartEEEnd", "");
        diag_event_span("gc", "GC pause", start, pause, args);
    }
    record_collection(&rec);
    if (g->print_stats > 1) {
        long pages = 0, resident = 0;
        FILE *statm = fopen("/proc/self/statm", "r");
        if (statm) {
            if (fscanf(statm, "%ld %ld", &pages, &resident) != 2)
                resident = 0;
            fclose(statm);
        }
        fprintf(stderr, "RSS %.1f MB committed %.1f MB nursery %.1f MB | ", resident * 4096.0 / 1048576.0,
                g->committed / 1048576.0, g->nursery_touched / 1048576.0);
        fprintf(stderr,
                "GC#%u gen%d %s pause %.3f ms (suspend %.3f) promoted %.1f KB pinned %llu | before gen0 %.1f gen1 %.1f "
                "gen2 %.1f loh %.1f MB | after gen1 %.1f gen2 %.1f loh %.1f MB\n",
                rec.index, generation, reason_name(reason), pause / 1e6, rec.suspend_ns / 1e6, rec.promoted / 1024.0,
                (unsigned long long)rec.pinned_objects, rec.size_before[0] / 1048576.0, rec.size_before[1] / 1048576.0,
                rec.size_before[2] / 1048576.0, rec.size_before[3] / 1048576.0, rec.size_after[1] / 1048576.0,
                rec.size_after[2] / 1048576.0, rec.size_after[3] / 1048576.0);
    }
    g->total_pause_ns += pause;
    if (pause > g->max_pause_ns)
        g->max_pause_ns = pause;
    g->pause_by_gen_ns[generation] += pause;
    if (pause > g->max_pause_by_gen_ns[generation])
        g->max_pause_by_gen_ns[generation] = pause;
    if (reason == GC_REASON_INDUCED)
        g->induced_by_gen[generation]++;
    if (generation == 2) {
        g->gen2_by_reason[reason & 15]++;
        g->gen2_by_condemn[rec.condemn]++;
    }
    if (generation == 0) {
        if (g->gen0_pause_count == g->gen0_pause_capacity) {
            size_t n = g->gen0_pause_capacity ? g->gen0_pause_capacity * 2 : 1024;
            uint64_t *p = realloc(g->gen0_pauses, n * sizeof *p);
            if (p) {
                g->gen0_pauses = p;
                g->gen0_pause_capacity = n;
            }
        }
        if (g->gen0_pause_count < g->gen0_pause_capacity)
            g->gen0_pauses[g->gen0_pause_count++] = pause;
    }
}

void gc_collect(Thread *thread, int generation, GcReason reason) {
    gc_ensure_init();
    if (!thread)
        thread = thread_current;
    gc_lock_heap(thread);
    gc_collect_locked(thread, generation, reason);
    gc_unlock_heap();
}

void gc_collect_induced(Thread *thread, int generation, char *managed_stack) {
    gc_ensure_init();
    if (!thread)
        thread = thread_current;
    gc_lock_heap(thread);
    free(gc_state.last_induced_stack);
    gc_state.last_induced_stack = managed_stack;
    gc_collect_locked(thread, generation, GC_REASON_INDUCED);
    gc_unlock_heap();
}

Object *gc_find_object(const void *address) {
    uintptr_t a = (uintptr_t)address;
    if (!gc_state.initialized || a < gc_state.heap_lo || a >= gc_state.heap_hi)
        return NULL;
    if (gc_in_nursery(a)) {
        Object *o = gc_nursery_find(a, false);
        return o ? o : gc_nursery_find(a, true);
    }
    if (gc_in_chunk(a)) {
        Object *o = gc_find_small(a);
        return o ? o : gc_find_small(a - 1);
    }
    GcLarge *large = gc_find_large(a, false);
    return large ? (Object *)(large + 1) : NULL;
}

int32_t gc_get_generation(Object *object) {
    if (!object)
        return 0;
    uintptr_t a = (uintptr_t)object;
    if (gc_in_nursery(a)) /* pinned survivors age in place */
        return (object->header & GC_HDR_NEW) ? 2 : (object->header & GC_HDR_YOUNG) ? 1 : 0;
    /* A large object is reported in generation 2, as CoreCLR reports its LOH, even while
     * corvid still counts it young (it collects young large objects early). */
    if (!gc_in_chunk(a))
        return 2;
    return (object->header & GC_HDR_YOUNG) ? 1 : 2;
}

void gc_thread_detached(Thread *thread) {
    if (!thread->gc_local)
        return;
    gc_lock_heap(NULL);
    GcLocal *local = thread->gc_local;
    GcAllocContext *ctx = &thread->alloc_context;
    if (ctx->pointer && ctx->limit > ctx->pointer)
        gc_write_filler(ctx->pointer, (size_t)(ctx->limit - ctx->pointer));
    if (local->tlab_start && ctx->pointer > local->tlab_start)
        local->allocated_bytes += (uint64_t)(ctx->pointer - local->tlab_start);
    ctx->pointer = ctx->limit = NULL;
    local->tlab_start = NULL;
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
    return __atomic_load_n(&gc_state.collections[generation], __ATOMIC_RELAXED);
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
    return (int64_t)(gc_state.committed + gc_state.nursery_touched);
}

void gc_get_memory_info(GcMemoryInfo *info) {
    gc_ensure_init();
    GcState *g = &gc_state;
    memset(info, 0, sizeof *info);
    gc_lock_heap(thread_current);
    if (g->record_count) {
        GcRecord *r = &g->records[g->record_count - 1];
        info->index = r->index;
        info->generation = r->generation;
        info->reason = r->reason;
        info->pause_ns = (int64_t)r->pause_ns;
        info->promoted_bytes = (int64_t)r->promoted;
        info->pinned_objects = (int64_t)r->pinned_objects;
        for (int i = 0; i < 4; i++) {
            info->generation_size[i] = (int64_t)r->size_after[i];
            info->heap_size += (int64_t)r->size_after[i];
        }
    }
    info->total_committed = gc_heap_committed_bytes();
    info->total_pause_ns = (int64_t)g->total_pause_ns;
    info->finalization_pending = (int64_t)gc_finalize_pending();
    gc_unlock_heap();
}

static int compare_u64(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

static const char *reason_name(int reason) {
    static const char *names[] = {"AllocSmall", "Induced", "LowMemory", "Empty", "AllocLarge",
                                  "OutOfSpaceSOH", "OutOfSpaceLOH", "InducedNotForced", "GCStress"};
    return reason >= 0 && reason < 9 ? names[reason] : "?";
}

/* Pause percentile of gen0 collections (ms), for the statistics and tests. */
double gc_gen0_pause_percentile(double p) {
    GcState *g = &gc_state;
    if (!g->gen0_pause_count)
        return 0;
    uint64_t *copy = malloc(g->gen0_pause_count * sizeof *copy);
    if (!copy)
        return 0;
    memcpy(copy, g->gen0_pauses, g->gen0_pause_count * sizeof *copy);
    qsort(copy, g->gen0_pause_count, sizeof *copy, compare_u64);
    size_t i = (size_t)(p * (double)(g->gen0_pause_count - 1) + 0.5);
    double v = copy[i] / 1e6;
    free(copy);
    return v;
}

void gc_print_statistics(void) {
    GcState *g = &gc_state;
    if (!g->print_stats || !g->initialized)
        return;
    double elapsed = (now_ns() - g->start_ns) / 1e9;
    double alloc_mb = gc_total_allocated_bytes() / 1048576.0;
    fprintf(stderr, "GC statistics (corvid, GCStats-style)\n");
    fprintf(stderr, "  Total GC pause %.1f ms, %.2f%% of %.2f s; total allocs %.1f MB; max GC heap %.1f MB\n",
            g->total_pause_ns / 1e6, elapsed > 0 ? 100.0 * g->total_pause_ns / 1e9 / elapsed : 0, elapsed, alloc_mb,
            (g->peak_heap > g->committed ? g->peak_heap : g->committed) / 1048576.0);
    fprintf(stderr, "  gen0 budget %.1f MB (min %.1f, max %.1f), gen1 budget %.1f MB, young LOH %s\n",
            g->gen0_budget / 1048576.0, g->gen0_min / 1048576.0, g->gen0_max / 1048576.0,
            g->gen1_budget / 1048576.0, g->young_large ? "on" : "off");
    fprintf(stderr, "  %-4s %7s %10s %10s %10s %12s %8s\n", "Gen", "Count", "MeanPause", "MaxPause", "P99Pause",
            "TotalPause", "Induced");
    for (int gen = 0; gen <= 2; gen++) {
        int32_t count = g->collections[gen] - (gen < 2 ? g->collections[gen + 1] : 0);
        double p99 = 0;
        if (gen == 0)
            p99 = gc_gen0_pause_percentile(0.99);
        else {
            size_t n = 0;
            for (size_t i = 0; i < g->record_count; i++)
                n += g->records[i].generation == gen;
            uint64_t *v = malloc((n ? n : 1) * sizeof *v);
            size_t k = 0;
            for (size_t i = 0; v && i < g->record_count; i++)
                if (g->records[i].generation == gen)
                    v[k++] = g->records[i].pause_ns;
            if (v && k) {
                qsort(v, k, sizeof *v, compare_u64);
                p99 = v[(size_t)(0.99 * (double)(k - 1) + 0.5)] / 1e6;
            }
            free(v);
        }
        fprintf(stderr, "  %-4d %7d %10.3f %10.3f %10.3f %12.1f %8u\n", gen, count,
                count ? g->pause_by_gen_ns[gen] / 1e6 / count : 0.0, g->max_pause_by_gen_ns[gen] / 1e6, p99,
                g->pause_by_gen_ns[gen] / 1e6, g->induced_by_gen[gen]);
    }
    fprintf(stderr, "  gen2 by trigger reason:");
    for (int r = 0; r < 16; r++)
        if (g->gen2_by_reason[r])
            fprintf(stderr, " %s %u", reason_name(r), g->gen2_by_reason[r]);
    static const char *condemn_names[] = {"gen0-budget", "gen1-budget", "gen2-budget", "loh-budget",
                                          "induced", "low-memory", "stress"};
    fprintf(stderr, "; by condemned reason:");
    for (int r = 0; r < GC_CONDEMN_COUNT; r++)
        if (g->gen2_by_condemn[r])
            fprintf(stderr, " %s %u", condemn_names[r], g->gen2_by_condemn[r]);
    fprintf(stderr, "\n");
    if (g->last_induced_stack)
        fprintf(stderr, "  last induced GC called from:\n%s\n", g->last_induced_stack);
}

/* ---- counters (CORVID_Counters; System.Runtime's names) ---- */

static double counter_heap_size(void) {
    return (double)gc_total_memory() / (1024.0 * 1024.0);
}

static int32_t collections_before[3];

static double collections_since(int generation) {
    int32_t now = gc_collection_count(generation), delta = now - collections_before[generation];
    collections_before[generation] = now;
    return delta;
}
static double counter_gen0(void) { return collections_since(0); }
static double counter_gen1(void) { return collections_since(1); }
static double counter_gen2(void) { return collections_since(2); }

static int64_t allocated_before;

static double counter_alloc_rate(void) {
    int64_t now = gc_total_allocated_bytes(), delta = now - allocated_before;
    allocated_before = now;
    return (double)delta;
}

void gc_register_counters(void) {
    diag_counter_register("System.Runtime", "gc-heap-size", "GC Heap Size (MB)", DIAG_COUNTER_METRIC, counter_heap_size);
    diag_counter_register("System.Runtime", "gen-0-gc-count", "Gen 0 GC Count (Count / 1 sec)", DIAG_COUNTER_RATE, counter_gen0);
    diag_counter_register("System.Runtime", "gen-1-gc-count", "Gen 1 GC Count (Count / 1 sec)", DIAG_COUNTER_RATE, counter_gen1);
    diag_counter_register("System.Runtime", "gen-2-gc-count", "Gen 2 GC Count (Count / 1 sec)", DIAG_COUNTER_RATE, counter_gen2);
    diag_counter_register("System.Runtime", "alloc-rate", "Allocation Rate (B / 1 sec)", DIAG_COUNTER_RATE, counter_alloc_rate);
}
