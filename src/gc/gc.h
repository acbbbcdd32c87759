/*
 * gc.h — the garbage collector's public face (DESIGN.md, "GC interface").
 *
 * Generational: a copying nursery (gen0) with pinning, a non-moving mark-sweep old space (gen1,
 * gen2), a large-object space (young large objects reclaimed by gen0/gen1 collections), a card
 * table maintained by the write barrier.  Precise heap scanning from VTable reference maps;
 * conservative scanning of native stacks, registers and interpreter stacks (the objects they
 * point at, interior and one-past-the-end pointers included, are pinned for that collection).
 *
 * Objects MOVE: a reference kept anywhere the GC does not scan goes stale at the next
 * collection.  Precise roots (static blocks, thread->exception, handles) are updated in place;
 * gc_add_root ranges are precise but PIN their objects (C code such as the intern table and
 * transcoded code keeps copies of those pointers).
 */
#ifndef CORVID_GC_H
#define CORVID_GC_H

#include "thread/thread.h"

typedef enum GcReason {
    GC_REASON_ALLOC_SMALL = 0, /* names and numbers follow CoreCLR's gc_reason */
    GC_REASON_INDUCED = 1,
    GC_REASON_LOW_MEMORY = 2,
    GC_REASON_EMPTY = 3,
    GC_REASON_ALLOC_LARGE = 4,
    GC_REASON_OOS_SMALL = 5,
    GC_REASON_OOS_LARGE = 6,
    GC_REASON_INDUCED_NOFORCE = 7,
    GC_REASON_GCSTRESS = 8,
} GcReason;

typedef enum GcHandleKind {
    GC_HANDLE_WEAK_SHORT = 0,
    GC_HANDLE_WEAK_LONG = 1,
    GC_HANDLE_NORMAL = 2,
    GC_HANDLE_PINNED = 3,
    /* DependentHandle (ConditionalWeakTable's ephemeron): the target is held weakly, the
     * dependent is kept alive exactly as long as the target is (gc_handle_new_dependent) */
    GC_HANDLE_DEPENDENT = 4,
} GcHandleKind;

typedef uintptr_t GcHandle; /* 0 is never a valid handle */

void gc_init(void);

/* Allocate `size` bytes (>= sizeof(Object)) of zeroed memory with `vtable` installed.
 * A safepoint: may collect.  Returns NULL on out-of-memory without raising anything
 * (vm_new_* raise OutOfMemoryException). */
Object *gc_alloc(Thread *thread, const VTable *vtable, size_t size);
/* An object that never moves (CoreCLR's pinned object heap, GC.AllocateArray(pinned: true)): in
 * the non-moving old space (gen2), or the large-object space.  NULL when out of memory. */
Object *gc_alloc_pinned(Thread *thread, const VTable *vtable, size_t size);

/* Memory for static fields: never moves, never freed; `reference_offsets` (count entries)
 * are scanned precisely as roots. */
void *gc_alloc_static_block(size_t size, const uint32_t *reference_offsets, uint32_t count);

/* Register a C global (or a C array) holding object references as a root.  The objects it
 * references are pinned (never moved while referenced from it). */
void gc_add_root(Object **location, size_t count);

/* The card table: one byte per 512 bytes of address space, indexed modulo 2^25 (aliases are
 * harmless: an aliased card only makes a collection scan a little more).  JIT code inlines
 * the same barrier: `*slot = value; gc_card_table[(slot >> 9) & 0x1ffffff] = 1`. */
extern uint8_t *gc_card_table;

/* Write barrier: every store of a reference into the heap goes through here. */
static inline void gc_write_barrier_store(Object **slot, Object *value) {
    *slot = value;
    gc_card_table[((uintptr_t)slot >> 9) & (((uintptr_t)1 << 25) - 1)] = 1;
}

/* Mark the cards of [dest, dest + size) after references were written there without
 * gc_write_barrier_store (e.g. by an atomic exchange). */
static inline void gc_write_barrier_range(void *dest, size_t size) {
    if (!size)
        return;
    uintptr_t first = (uintptr_t)dest >> 9, last = ((uintptr_t)dest + size - 1) >> 9;
    for (uintptr_t c = first; c <= last; c++)
        gc_card_table[c & (((uintptr_t)1 << 25) - 1)] = 1;
}

/* Copy `size` bytes that may contain references into the heap at `dest` (struct stores,
 * array copies): the range form of the write barrier.  Every such copy goes through here. */
static inline void gc_write_barrier_copy(void *dest, const void *src, size_t size) {
    __builtin_memmove(dest, src, size);
    gc_write_barrier_range(dest, size);
}

/* Collect now (GC.Collect: generation -1 means all, i.e. 2). */
void gc_collect(Thread *thread, int generation, GcReason reason);
/* GC.Collect: an induced collection; `managed_stack` (malloc'd, taken over; may be NULL) is
 * who induced it, for the statistics. */
void gc_collect_induced(Thread *thread, int generation, char *managed_stack);

/* GC.AddMemoryPressure / RemoveMemoryPressure (gc_control.c): unmanaged bytes managed objects
 * keep alive; enough added since the last gen2 collection triggers one. */
void gc_add_memory_pressure(Thread *thread, uint64_t bytes);
void gc_remove_memory_pressure(Thread *thread, uint64_t bytes);
/* GC.TryStartNoGCRegion / EndNoGCRegion, with CoreCLR's StartNoGCRegionStatus and
 * EndNoGCRegionStatus numbers; any collection inside a region ends it. */
enum { GC_NO_GC_STARTED = 0, GC_NO_GC_NOT_ENOUGH_MEMORY = 1, GC_NO_GC_ALREADY_IN_PROGRESS = 3 };
enum { GC_NO_GC_ENDED = 0, GC_NO_GC_NOT_IN_PROGRESS = 1 };
int gc_start_no_gc_region(Thread *thread, uint64_t total_size, bool full_blocking_allowed);
int gc_end_no_gc_region(Thread *thread);
bool gc_in_no_gc_region(void);
/* Work the finalizer thread runs (CoreCLR's FinalizerWorkItem: gcinterface.h's layout, which
 * CoreLib allocates and fills): `callback(item)` is native code, called once.  And GC.
 * RegisterNoGCRegionCallback's item: scheduled when the region's allocations pass the
 * threshold, or abandoned when the region ends first (CoreLib's callback then skips the
 * Action); EnableNoGCRegionCallbackStatus numbers. */
typedef struct GcFinalizerWorkItem {
    struct GcFinalizerWorkItem *next;
    void (*callback)(struct GcFinalizerWorkItem *item);
} GcFinalizerWorkItem;
typedef struct GcNoGCRegionCallback {
    GcFinalizerWorkItem item;
    bool scheduled, abandoned;
} GcNoGCRegionCallback;
enum { GC_NO_GC_CALLBACK_SUCCEEDED = 0, GC_NO_GC_CALLBACK_NOT_STARTED = 1, GC_NO_GC_CALLBACK_INSUFFICIENT_BUDGET = 2,
       GC_NO_GC_CALLBACK_ALREADY_REGISTERED = 3 };
int gc_enable_no_gc_region_callback(Thread *thread, GcNoGCRegionCallback *callback, uint64_t total_size);
/* GC.RegisterForFullGCNotification / CancelFullGCNotification / WaitForFullGCApproach and
 * WaitForFullGCComplete (timeout -1: forever), returning GCNotificationStatus numbers. */
enum { GC_NOTIFICATION_SUCCEEDED = 0, GC_NOTIFICATION_CANCELED = 2, GC_NOTIFICATION_TIMEOUT = 3, GC_NOTIFICATION_NOT_APPLICABLE = 4 };
void gc_register_full_gc_notification(int32_t max_generation_percent, int32_t large_object_percent);
void gc_cancel_full_gc_notification(void);
int gc_wait_for_full_gc(Thread *thread, bool approach, int32_t timeout_ms);
/* GC.GetGenerationBudget: the bytes before generation `generation` is next collected. */
int64_t gc_generation_budget(int generation);
/* GC.RefreshMemoryLimit with a new hard limit (0 or UINT64_MAX: unchanged): 0, or 1 when it is
 * below what is live (HardLimitTooLow); gc_hard_limit is the limit in force (0: none). */
int gc_refresh_memory_limit(Thread *thread, uint64_t hard_limit);
size_t gc_hard_limit(void);

/* The object containing `address` (interior pointers included), or NULL. */
Object *gc_find_object(const void *address);

GcHandle gc_handle_new(Object *object, GcHandleKind kind);
Object *gc_handle_get(GcHandle handle);
void gc_handle_set(GcHandle handle, Object *object);
void gc_handle_free(GcHandle handle);
GcHandle gc_handle_new_dependent(Object *target, Object *dependent);
Object *gc_handle_get_dependent(GcHandle handle);
void gc_handle_set_dependent(GcHandle handle, Object *dependent);

/* Statistics (GC.CollectionCount, GetTotalMemory, GetTotalAllocatedBytes). */
int32_t gc_collection_count(int generation);
/* GC.GetGeneration: 0, 1 or 2 (large objects: 0 while young, else 2). */
int32_t gc_get_generation(Object *object);

/* GC.GetGCMemoryInfo-like data about the last collection and the heap. */
typedef struct GcMemoryInfo {
    int64_t index;              /* number of the last collection */
    int32_t generation;         /* its generation */
    int32_t reason;             /* its GcReason */
    int64_t pause_ns;           /* its pause (suspend request to restart) */
    int64_t heap_size;          /* bytes of objects after it, all generations */
    int64_t generation_size[4]; /* gen0, gen1, gen2, LOH after it */
    int64_t promoted_bytes;
    int64_t pinned_objects;
    int64_t total_committed;    /* bytes the heap has mapped now */
    int64_t total_pause_ns;     /* all collections so far */
    int64_t finalization_pending;
} GcMemoryInfo;
void gc_get_memory_info(GcMemoryInfo *info);

/* Finalization (objects whose VTable has VTABLE_HAS_FINALIZER are registered at allocation
 * and finalized on the finalizer thread once unreachable). */
void gc_suppress_finalize(Object *object);
void gc_reregister_for_finalize(Object *object);
void gc_wait_for_pending_finalizers(Thread *thread);
/* Objects that C code keys by address (Monitor's lock table) must not move: the callback runs
 * at the start of every collection (world stopped) and calls `pin` on each such object. */
typedef void (*GcPinFunction)(Object *object);
void gc_set_pin_callback(void (*callback)(GcPinFunction pin));
/* C structures holding references that may move (the thread pool's queues): `enumerate` runs
 * during every collection with the world stopped and calls `visit` on each slot, which is a
 * precise root updated in place.  At most 4 enumerators. */
typedef void (*GcRootVisitor)(Object **slot);
void gc_add_root_enumerator(void (*enumerate)(GcRootVisitor visit));

/* The runtime provides how a finalizer runs (vm): called on the finalizer thread. */
typedef void (*GcFinalizerRunner)(Thread *thread, Object *object);
void gc_set_finalizer_runner(GcFinalizerRunner runner);
int64_t gc_total_memory(void);
int64_t gc_total_allocated_bytes(void);

/* Safepoint: the flag the interpreter polls at method entry and loop back-edges. */
extern volatile int gc_safepoint_requested;
void gc_safepoint_slow(Thread *thread);

/* ---- additions (GC implementation) -------------------------------------------------------- */

/* Record the current stack pointer and callee-saved registers of the calling frame in
 * `thread` (always inlined, so the registers are the caller's): everything the caller's frames
 * keep in registers or on the stack is then visible to a conservative scan while the thread
 * is preemptive or parked. */
static inline __attribute__((always_inline)) void gc_save_context(Thread *thread) {
    uintptr_t sp;
#if defined(__x86_64__)
    __asm__ volatile("movq %%rbx, 0(%1)\n\tmovq %%rbp, 8(%1)\n\tmovq %%r12, 16(%1)\n\t"
                     "movq %%r13, 24(%1)\n\tmovq %%r14, 32(%1)\n\tmovq %%r15, 40(%1)\n\t"
                     "movq %%rsp, %0"
                     : "=r"(sp)
                     : "r"(thread->saved_registers)
                     : "memory");
#elif defined(__aarch64__)
    __asm__ volatile("stp x19, x20, [%1, #0]\n\tstp x21, x22, [%1, #16]\n\t"
                     "stp x23, x24, [%1, #32]\n\tstp x25, x26, [%1, #48]\n\t"
                     "stp x27, x28, [%1, #64]\n\tstr x29, [%1, #80]\n\tmov %0, sp"
                     : "=r"(sp)
                     : "r"(thread->saved_registers)
                     : "memory");
#else
    volatile uintptr_t marker = 0;
    sp = (uintptr_t)&marker;
    __builtin_unwind_init();
#endif
    thread->saved_stack_pointer = sp;
}

/* GC mode transitions (DESIGN.md "Safepoints").  Switch to preemptive mode before blocking or
 * running long native code (the GC then runs without waiting for this thread and scans its
 * stack from here); switch back before touching managed objects again (waits while a
 * collection is in progress).  `gc_enter_preemptive` must be expanded in the frame that stays
 * live while blocked, hence a macro around the inline context capture. */
#define gc_enter_preemptive(thread)                                                            \
    do {                                                                                       \
        Thread *gc_ep_thread_ = (thread);                                                      \
        gc_save_context(gc_ep_thread_);                                                        \
        __atomic_store_n(&gc_ep_thread_->gc_mode, THREAD_MODE_PREEMPTIVE, __ATOMIC_SEQ_CST);   \
    } while (0)
void gc_leave_preemptive(Thread *thread); /* may block until a running collection ends */
/* Lock a runtime mutex whose holder may allocate (and so collect): a cooperative thread that
 * has to wait waits preemptively, so a collection never waits for it (the loader lock, the
 * string intern table).  `thread` may be NULL (not a managed thread). */
void gc_mutex_lock(Thread *thread, pthread_mutex_t *mutex);

/* A thread is going away: release its allocation caches and fold its counters (thread.c). */
void gc_thread_detached(Thread *thread);

/* Bytes in live objects found by the last collection (test/diagnostic hook). */
int64_t gc_heap_live_bytes(void);
/* Bytes currently committed by the heap (chunks + large objects), for tests and stats. */
int64_t gc_heap_committed_bytes(void);

/* CORVID_GCStats=1: a GCStats-style summary on stderr (per generation count, mean/max pause,
 * total pause, % time paused, induced, allocation MB, peak size).  Called at shutdown. */
void gc_print_statistics(void);

/* Registers gc-heap-size, gen-N-gc-count and alloc-rate (diag.h counters). */
void gc_register_counters(void);

#endif
