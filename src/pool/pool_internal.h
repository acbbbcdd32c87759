/*
 * pool_internal.h — state shared by the thread pool's files (private to src/pool).
 *
 * The pool follows CoreCLR's PortableThreadPool (../shared/reference/threadpool.md):
 *   pool_queue.c   the global FIFO and the per-worker work-stealing deques, GC root enumeration;
 *   pool_worker.c  thread counts (processing / existing / goal), thread requests, worker threads,
 *                  the dispatch loop's completion path, hill climbing from completions;
 *   pool_gate.c    the gate thread (CPU sampling, starvation, CoreCLR's delayed cooperative
 *                  blocking adjustments), blocking compensation hooks, the trace ladder;
 *   pool_icall.c   System.Threading.ThreadPool / ThreadPoolWorkQueue internal calls.
 */
#ifndef CORVID_POOL_INTERNAL_H
#define CORVID_POOL_INTERNAL_H

#include "pool/pool.h"
#include "pool/pool_hill_climbing.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>

/* ---- queues (pool_queue.c) ------------------------------------------------------------------ */

/* A ring buffer of object references under a mutex.  The global queue uses it FIFO (push at the
 * tail, take at the head); a worker's deque uses it as CoreCLR's WorkStealingQueue: the owner
 * pushes and pops at the tail (LIFO), thieves take from the head (FIFO) and never wait for the
 * lock (a busy lock is a missed steal, CoreCLR's `missedSteal`).  Slots are GC roots, enumerated
 * precisely while the world is stopped; every operation on them runs in cooperative mode without
 * a safepoint inside the critical section, so a collection never sees one half done. */
typedef struct PoolRing {
    pthread_mutex_t lock;
    Object **slots;
    uint32_t mask;       /* capacity - 1 (capacity is a power of two) */
    uint32_t head, tail; /* count = tail - head (wrapping) */
} PoolRing;

void pool_ring_init(PoolRing *ring);
bool pool_ring_push_tail(PoolRing *ring, Object *item); /* false: out of memory */
Object *pool_ring_pop_tail(PoolRing *ring);
Object *pool_ring_pop_head(PoolRing *ring);
Object *pool_ring_try_steal_head(PoolRing *ring, bool *missed);
uint32_t pool_ring_count(const PoolRing *ring);

extern PoolRing pool_global_queue;
/* CoreCLR's highPriorityWorkItems: timers (TimerQueue) and other runtime work that must not wait
 * behind a backlog of user items; dequeued before the global queue. */
extern PoolRing pool_high_priority_queue;
/* Items in all queues (enqueued and not yet dequeued); PendingWorkItemCount and "is work
 * waiting" (the check after a dequeue that requests one more worker). */
extern volatile int64_t pool_queued_items;

/* Register the queues as GC roots (once, at pool start). */
void pool_queue_init(void);

/* ---- workers (pool_worker.c) ---------------------------------------------------------------- */

/* Where a blocked worker is blocked: the managed methods recorded at thread_blocking_begin. */
typedef struct PoolBlockedSite {
    Method *api;  /* the innermost corlib method called from user code (Task.Wait, Monitor.Enter) */
    Method *site; /* the innermost non-corlib method (the user's call site), or NULL */
    Method *top;  /* the innermost interpreted method (when there is no user frame) */
} PoolBlockedSite;

typedef struct PoolWorker {
    Thread *thread;      /* NULL while the slot has no live thread */
    PoolRing deque;      /* CoreCLR's per-thread WorkStealingQueue */
    pthread_cond_t wake; /* this worker's place in the LIFO semaphore */
    bool signalled;      /* woken to process work (under pool_lock) */
    bool processing;     /* counted in pool_counts.processing (under pool_lock) */
    struct PoolWorker *next_parked;
    volatile int64_t completions; /* work items completed on this worker (owner writes) */
    uint32_t random;              /* steal start index (xorshift) */
    /* blocking compensation (pool_gate.c) */
    volatile int blocked; /* inside a managed blocking wait, counted or not (trace, sites) */
    bool counted_blocked; /* counted in blocked_workers (under pool_lock) */
    ThreadWaitKind blocked_kind;
    PoolBlockedSite blocked_site;
} PoolWorker;

/* CoreCLR's ThreadCounts, each field under pool_lock for writes and read atomically without it. */
typedef struct PoolCounts {
    int32_t processing; /* NumProcessingWork: workers released to process work */
    int32_t existing;   /* NumExistingThreads: worker OS threads alive */
    int32_t goal;       /* NumThreadsGoal */
} PoolCounts;

/* Counts, parked stack, min/max, blocking state; also CoreCLR's _threadAdjustmentLock (hill
 * climbing's update and force_change run under it). */
extern pthread_mutex_t pool_lock;
extern PoolCounts pool_counts;
extern int32_t pool_min_threads, pool_max_threads;
extern int32_t pool_min_io_threads, pool_max_io_threads; /* reported only (pool_lock) */
extern int32_t pool_forced_min, pool_forced_max; /* 0: not forced by a knob */
extern int32_t pool_processor_count;
extern PoolWorker *volatile *pool_workers; /* pool_worker_slots entries, each reused */
extern volatile int32_t pool_worker_slots;
extern volatile int32_t pool_has_request;       /* CoreCLR's _hasOutstandingThreadRequest */
extern volatile uint64_t pool_last_dispatch_ms; /* lastDispatchTime for the starvation check */
extern PoolHillClimbing pool_hc;

uint64_t pool_now_ms(void);
bool pool_started(void);
void pool_ensure_started(void);
/* The current worker state of this OS thread, or NULL when it is not a pool worker. */
PoolWorker *pool_current_worker(void);

/* CoreCLR's EnsureWorkerRequested: one outstanding request at a time. */
void pool_ensure_worker_requested(void);
/* CoreCLR's MaybeAddWorkingWorker, with pool_lock held: release a parked worker or create one
 * if processing < goal. */
void pool_add_working_worker_locked(void);
/* Set the goal (pool_lock held) and tell hill climbing; emits the Adjustment event for the
 * reasons the pool itself produces (starvation, timed-out thread, cooperative blocking). */
void pool_set_goal_locked(int32_t goal, PoolAdjustmentReason reason);
/* Completions of all workers so far (CompletedWorkItemCount). */
int64_t pool_total_completions(void);
/* Hill climbing runs from completions "as the base": in CORVID scope "all" the goal is the
 * hill-climbing goal plus the workers added for blocked ones (see pool_gate.c). */
extern int32_t pool_added_due_to_blocking;
/* The last adjustment reason (the trace ladder prints it). */
extern volatile int pool_last_reason;

/* ---- gate and blocking compensation (pool_gate.c) ------------------------------------------ */

typedef enum PoolBlockingScope {
    POOL_SCOPE_ALL = 0,  /* corvid: every managed blocking wait of a worker is compensated */
    POOL_SCOPE_TASK = 1, /* CoreCLR: only task waits, with CoreCLR's delayed schedule */
    POOL_SCOPE_NONE = 2, /* no compensation: only hill climbing and the starvation gate add */
} PoolBlockingScope;

extern PoolBlockingScope pool_blocking_scope;
extern int32_t pool_max_blocked_workers;
extern int32_t pool_blocked_workers;       /* counted blocked workers (under pool_lock) */
extern volatile int pool_blocking_pending; /* CoreCLR's _pendingBlockingAdjustment != None */
extern bool pool_trace;

void pool_gate_init(void);           /* knobs and the blocking hooks */
void pool_gate_ensure_running(void); /* CoreCLR's GateThread.EnsureRunning */
/* SetMinThreads while workers are blocked: CoreCLR re-evaluates the blocking goal at once. */
void pool_blocking_reevaluate_locked(void);
/* The CPU utilisation (percent of all processors) the gate sampled last. */
extern volatile int pool_cpu_utilization;

#endif
