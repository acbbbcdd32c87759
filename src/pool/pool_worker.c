/*
 * pool_worker.c — worker threads and the thread counts (CoreCLR's PortableThreadPool and
 * PortableThreadPool.WorkerThread, reference §0 and §3.4).
 *
 * Counts: `processing` (workers released to process work), `existing` (worker threads alive),
 * `goal` (the target for `processing`).  They change under pool_lock, which is also CoreCLR's
 * _threadAdjustmentLock (hill climbing takes it with trylock, so only one completing thread
 * adjusts at a time and the others do not wait).
 *
 * Thread requests: one at a time (CoreCLR's _hasOutstandingThreadRequest).  Enqueueing sets the
 * flag and, if it was clear, releases one worker when processing < goal; a worker clears it when
 * it starts dispatching and sets it again after a dequeue that leaves work behind, so released
 * workers cascade up to the goal (CoreCLR: "inject a thread; if that thread finds work, it will
 * inject another").  A request that cannot be served stays outstanding: the starvation gate and
 * hill climbing's increases rely on that.
 *
 * Parking: CoreCLR's LowLevelLifoSemaphore is modelled by a stack of parked workers, each with
 * its own condition variable, so the most recently parked worker is woken first (warm caches).
 * A worker that parks longer than DOTNET_ThreadPool_ThreadTimeoutMs (20 s) exits, as CoreCLR's
 * do, except that the pool keeps MinThreads threads alive.
 */
#include "pool/pool_internal.h"

#include "diag/diag.h"
#include "gc/gc.h"
#include "interp/interp.h"
#include "loader/loader.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

void vm_report_unhandled(Thread *thread); /* vm_runtime.c */
_Noreturn void vm_exit_unhandled(void);

/* CoreCLR's MaxPossibleThreadCount (short.MaxValue) on 64-bit. */
#define POOL_MAX_POSSIBLE_THREADS 32767
/* Native stack of a worker: CoreCLR gives pool threads 1.5 MB on Linux; the interpreter keeps
 * managed frames on its own stack, so native frames are only C helpers and compiled code. */
#define POOL_WORKER_NATIVE_STACK ((size_t)2 << 20)

pthread_mutex_t pool_lock = PTHREAD_MUTEX_INITIALIZER;
PoolCounts pool_counts;
int32_t pool_min_threads, pool_max_threads;
/* CoreCLR's legacy I/O completion thread limits (1 and 1000 unless set): reported, validated
 * and stored as CoreCLR does on Unix, where the portable pool has no separate I/O threads. */
int32_t pool_min_io_threads = 1, pool_max_io_threads = 1000;
int32_t pool_forced_min, pool_forced_max;
int32_t pool_processor_count;
PoolWorker *volatile *pool_workers;
volatile int32_t pool_worker_slots;
volatile int32_t pool_has_request;
volatile uint64_t pool_last_dispatch_ms;
PoolHillClimbing pool_hc;
int32_t pool_added_due_to_blocking;
volatile int pool_last_reason = POOL_ADJUST_WARMUP;

static PoolHillClimbingConfig hc_config;
static PoolWorker *parked_top; /* the LIFO stack of parked workers (pool_lock) */
static int32_t parked_count;
/* Releases granted to workers that are between the end of Dispatch and parking (pool_lock):
 * CoreCLR's semaphore count, which such a worker consumes instead of waiting. */
static int32_t pending_grants;
static int32_t thread_timeout_ms;
static __thread PoolWorker *current_worker;
static Method *volatile dispatch_method;
static pthread_once_t start_once = PTHREAD_ONCE_INIT;
static volatile int started;

/* Hill-climbing sampling (CoreCLR's priorCompletedWorkRequestsTime, nextCompletedWorkRequestsTime,
 * priorCompletionCount, _threadAdjustmentIntervalMs); written under pool_lock. */
static volatile uint64_t prior_sample_ms, next_sample_ms;
static uint64_t prior_sample_ns;
static int64_t prior_completions;
static int32_t sample_interval_ms;

uint64_t pool_now_ms(void) {
    return diag_now_ns() / 1000000u;
}

PoolWorker *pool_current_worker(void) {
    return current_worker;
}

bool pool_started(void) {
    return __atomic_load_n(&started, __ATOMIC_ACQUIRE) != 0;
}

static int32_t knob_threads(const char *name) {
    uint64_t value = diag_knob(name);
    return value > POOL_MAX_POSSIBLE_THREADS ? POOL_MAX_POSSIBLE_THREADS : (int32_t)value;
}

static void start(void) {
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    pool_processor_count = n > 0 ? (int32_t)n : 1;
    /* CoreCLR: MinThreads = ProcessorCount, MaxThreads = short.MaxValue on 64-bit, both
     * overridable by ThreadPool_ForceMin/MaxWorkerThreads (then SetMin/MaxThreads with another
     * value fail). */
    pool_forced_min = knob_threads("DOTNET_ThreadPool_ForceMinWorkerThreads");
    pool_forced_max = knob_threads("DOTNET_ThreadPool_ForceMaxWorkerThreads");
    pool_min_threads = pool_forced_min > 0 ? pool_forced_min : pool_processor_count;
    pool_max_threads = pool_forced_max > 0 ? pool_forced_max : POOL_MAX_POSSIBLE_THREADS;
    if (pool_max_threads < pool_min_threads) pool_max_threads = pool_min_threads;
    /* -1 (any negative 32-bit value) disables retirement, as in CoreCLR. */
    thread_timeout_ms = (int32_t)(uint32_t)diag_knob("DOTNET_ThreadPool_ThreadTimeoutMs");
    pool_counts.goal = pool_min_threads;
    pool_workers = calloc(POOL_MAX_POSSIBLE_THREADS, sizeof *pool_workers);
    if (!pool_workers) {
        fprintf(stderr, "corvid: out of memory starting the thread pool\n");
        vm_exit(134);
    }
    pool_hill_climbing_config_from_knobs(&hc_config);
    pool_hill_climbing_init(&pool_hc, &hc_config, pool_min_threads, pool_max_threads,
                            (uint32_t)diag_now_ns());
    sample_interval_ms = hc_config.sample_interval_low_ms;
    prior_sample_ns = diag_now_ns();
    prior_sample_ms = prior_sample_ns / 1000000u;
    next_sample_ms = prior_sample_ms + (uint64_t)sample_interval_ms;
    pool_last_dispatch_ms = prior_sample_ms;
    pool_queue_init();
    pool_gate_init();
    __atomic_store_n(&started, 1, __ATOMIC_RELEASE);
}

void pool_ensure_started(void) {
    if (!pool_started()) pthread_once(&start_once, start);
}

int32_t pool_thread_count(void) {
    return pool_started() ? __atomic_load_n(&pool_counts.existing, __ATOMIC_ACQUIRE) : 0;
}

int64_t pool_total_completions(void) {
    int64_t total = 0;
    int32_t slots = __atomic_load_n(&pool_worker_slots, __ATOMIC_ACQUIRE);
    for (int32_t i = 0; i < slots; i++)
        total += __atomic_load_n(&pool_workers[i]->completions, __ATOMIC_RELAXED);
    return total;
}

int64_t pool_completed_work_items(void) {
    return pool_started() ? pool_total_completions() : 0;
}

/* ---- goal changes ------------------------------------------------------------------------- */

void pool_set_goal_locked(int32_t goal, PoolAdjustmentReason reason) {
    if (goal == pool_counts.goal) return;
    __atomic_store_n(&pool_counts.goal, goal, __ATOMIC_RELEASE);
    pool_last_reason = (int)reason;
    /* Hill climbing controls the goal without the workers added for blocked ones in scope
     * "all" (pool_gate.c); in CoreCLR's scopes the two are the same. */
    int32_t base = goal - (pool_blocking_scope == POOL_SCOPE_ALL ? pool_added_due_to_blocking : 0);
    if (base < 1) base = 1;
    /* force_change logs the transition and emits the Adjustment event when the controller's
     * count moves; a blocking adjustment in scope "all" leaves it alone, so the pool emits it */
    bool controller_moves = base != pool_hc.last_thread_count;
    pool_hill_climbing_force_change(&pool_hc, base, reason);
    if (!controller_moves && diag_tracing()) {
        char arguments[160];
        snprintf(arguments, sizeof arguments,
                 "\"AverageThroughput\":0,\"NewWorkerThreadCount\":%d,\"Reason\":%d", goal,
                 (int)reason);
        diag_event("pool", "ThreadPoolWorkerThreadAdjustmentAdjustment", arguments);
    }
}

/* ---- worker threads ----------------------------------------------------------------------- */

static void worker_event(const char *name) {
    if (!diag_tracing()) return;
    char arguments[96];
    snprintf(arguments, sizeof arguments,
             "\"ActiveWorkerThreadCount\":%d,\"RetiredWorkerThreadCount\":0",
             __atomic_load_n(&pool_counts.existing, __ATOMIC_RELAXED));
    diag_event("pool", name, arguments);
}

static Method *find_dispatch(Thread *thread) {
    Method *method = __atomic_load_n(&dispatch_method, __ATOMIC_ACQUIRE);
    if (method) return method;
    Type *type = loader_find_type(loader_corlib(), "System.Threading", "ThreadPoolWorkQueue");
    method = type ? loader_find_method(type, "Dispatch", 0) : NULL;
    if (!method) {
        fprintf(stderr, "corvid: corlib lacks System.Threading.ThreadPoolWorkQueue.Dispatch()\n");
        vm_exit(134);
    }
    __atomic_store_n(&dispatch_method, method, __ATOMIC_RELEASE);
    return method;
}

/* Wait on the LIFO semaphore (pool_lock held).  true: the idle timeout expired unsignalled. */
static bool park_locked(PoolWorker *worker) {
    worker->signalled = false;
    worker->next_parked = parked_top;
    parked_top = worker;
    parked_count++;
    struct timespec deadline;
    if (thread_timeout_ms >= 0) thread_deadline_after(&deadline, CLOCK_REALTIME, (uint64_t)thread_timeout_ms);
    while (!worker->signalled) {
        if (thread_timeout_ms < 0) {
            pthread_cond_wait(&worker->wake, &pool_lock);
        } else if (pthread_cond_timedwait(&worker->wake, &pool_lock, &deadline) == ETIMEDOUT &&
                   !worker->signalled) {
            for (PoolWorker **link = &parked_top; *link; link = &(*link)->next_parked)
                if (*link == worker) {
                    *link = worker->next_parked;
                    break;
                }
            parked_count--;
            return true;
        }
    }
    return false;
}

static void worker_exit_locked(PoolWorker *worker) {
    pool_counts.existing--;
    /* CoreCLR's timed-out worker: goal = max(MinThreads, min(existing, goal)). */
    int32_t goal =
        pool_counts.goal < pool_counts.existing ? pool_counts.goal : pool_counts.existing;
    if (goal < pool_min_threads) goal = pool_min_threads;
    pool_set_goal_locked(goal, POOL_ADJUST_THREAD_TIMED_OUT);
}

static void *worker_main(void *argument) {
    PoolWorker *worker = argument;
    Thread *thread = thread_attach_current();
    if (!thread) {
        fprintf(stderr, "corvid: out of memory attaching a thread-pool worker\n");
        vm_exit(134);
    }
    interp_thread_init(thread);
    thread->pool_worker = worker;
    worker->thread = thread;
    current_worker = worker;
    Method *dispatch = find_dispatch(thread);
    worker_event("ThreadPoolWorkerThreadStart");
    for (;;) {
        /* CoreCLR's MarkThreadRequestSatisfied: this worker serves the outstanding request. */
        __atomic_store_n(&pool_has_request, 0, __ATOMIC_SEQ_CST);
        if (!interp_invoke_at_thread_base(thread, dispatch, NULL, NULL) && thread->exception) {
            /* An exception escaping a work item ends the process, as in CoreCLR. */
            vm_report_unhandled(thread);
            vm_exit_unhandled();
        }
        gc_enter_preemptive(thread);
        pthread_mutex_lock(&pool_lock);
        if (worker->processing) {
            worker->processing = false;
            __atomic_store_n(&pool_counts.processing, pool_counts.processing - 1, __ATOMIC_RELEASE);
        }
        bool exit_now = false;
        for (;;) {
            if (pending_grants > 0) {
                pending_grants--;
                break;
            }
            /* A request raised while this worker still counted as processing (so nobody was
             * released for it) is served here rather than left to the gate thread. */
            if (pool_has_request && pool_counts.processing < pool_counts.goal) {
                __atomic_store_n(&pool_counts.processing, pool_counts.processing + 1,
                                 __ATOMIC_RELEASE);
                break;
            }
            if (!park_locked(worker))
                break; /* released: the releaser counted this worker as processing */
            if (pool_counts.existing > pool_min_threads) {
                exit_now = true;
                break;
            }
        }
        if (exit_now) {
            worker_exit_locked(worker);
            thread->pool_worker = NULL;
            worker->thread = NULL; /* the slot is free for the next worker */
            pthread_mutex_unlock(&pool_lock);
            break;
        }
        worker->processing = true;
        pthread_mutex_unlock(&pool_lock);
        gc_leave_preemptive(thread);
    }
    current_worker = NULL;
    worker_event("ThreadPoolWorkerThreadStop");
    diag_thread_exit();
    thread_detach_current();
    return NULL;
}

/* A free worker record (pool_lock held): a retired worker's, or a new one. */
static PoolWorker *worker_slot_locked(void) {
    int32_t slots = pool_worker_slots;
    for (int32_t i = 0; i < slots; i++)
        if (!pool_workers[i]->thread && !pool_workers[i]->processing) return pool_workers[i];
    if (slots >= POOL_MAX_POSSIBLE_THREADS) return NULL;
    PoolWorker *worker = calloc(1, sizeof *worker);
    if (!worker) return NULL;
    pool_ring_init(&worker->deque);
    pthread_cond_init(&worker->wake, NULL);
    worker->random = 0x9E3779B9u * (uint32_t)(slots + 1);
    pool_workers[slots] = worker;
    __atomic_store_n(&pool_worker_slots, slots + 1, __ATOMIC_RELEASE);
    return worker;
}

static bool create_worker_locked(void) {
    PoolWorker *worker = worker_slot_locked();
    if (!worker) return false;
    worker->processing = true; /* reserves the slot until the thread attaches */
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    pthread_attr_setstacksize(&attributes, POOL_WORKER_NATIVE_STACK);
    pthread_t os_thread;
    int error = pthread_create(&os_thread, &attributes, worker_main, worker);
    pthread_attr_destroy(&attributes);
    if (error) {
        worker->processing = false;
        return false;
    }
    pool_counts.existing++;
    return true;
}

void pool_add_working_worker_locked(void) {
    if (pool_counts.processing >= pool_counts.goal) return;
    __atomic_store_n(&pool_counts.processing, pool_counts.processing + 1, __ATOMIC_RELEASE);
    if (parked_top) {
        PoolWorker *worker = parked_top;
        parked_top = worker->next_parked;
        parked_count--;
        worker->signalled = true;
        pthread_cond_signal(&worker->wake);
        return;
    }
    /* A worker that left Dispatch and has not parked yet takes the release on its way. */
    if (pool_counts.existing - (pool_counts.processing - 1) - parked_count - pending_grants > 0) {
        pending_grants++;
        return;
    }
    if (!create_worker_locked()) {
        /* Thread creation failed (out of memory or threads): the request stays outstanding and
         * the gate thread retries, as CoreCLR does when CreateWorkerThread fails. */
        __atomic_store_n(&pool_counts.processing, pool_counts.processing - 1, __ATOMIC_RELEASE);
    }
}

void pool_ensure_worker_requested(void) {
    /* An outstanding request normally means a worker is on its way; but if the goal rose since
     * (a blocked worker's compensation, hill climbing) the pool may release one more now. */
    if (__atomic_load_n(&pool_has_request, __ATOMIC_RELAXED) ||
        __atomic_exchange_n(&pool_has_request, 1, __ATOMIC_SEQ_CST)) {
        if (__atomic_load_n(&pool_counts.processing, __ATOMIC_RELAXED) >=
            __atomic_load_n(&pool_counts.goal, __ATOMIC_RELAXED))
            return;
    }
    pthread_mutex_lock(&pool_lock);
    pool_add_working_worker_locked();
    pthread_mutex_unlock(&pool_lock);
    pool_gate_ensure_running();
}

/* ---- the dispatch loop's internal call ----------------------------------------------------- */

static uint32_t xorshift(uint32_t *state) {
    uint32_t x = *state ? *state : 1;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return *state = x;
}

/* CoreCLR's Dequeue order (§3.3, without the assignable queues corvid does not have): own deque
 * (LIFO), high-priority queue, global queue (FIFO), then steal from the other workers' deques
 * (FIFO) starting at a random one.  Checking the high-priority queue before every global dequeue
 * drains it first, as CoreCLR's "processing high-priority items" mode does. */
static Object *dequeue(PoolWorker *worker, bool *missed_steal) {
    Object *item = pool_ring_pop_tail(&worker->deque);
    if (item) return item;
    item = pool_ring_pop_head(&pool_high_priority_queue);
    if (item) return item;
    item = pool_ring_pop_head(&pool_global_queue);
    if (item) return item;
    int32_t slots = __atomic_load_n(&pool_worker_slots, __ATOMIC_ACQUIRE);
    if (slots <= 1) return NULL;
    int32_t start = (int32_t)(xorshift(&worker->random) % (uint32_t)slots);
    for (int32_t i = 0; i < slots; i++) {
        PoolWorker *victim = pool_workers[(start + i) % slots];
        if (victim == worker) continue;
        item = pool_ring_try_steal_head(&victim->deque, missed_steal);
        if (item) return item;
    }
    return NULL;
}

/* CoreCLR's ShouldAdjustMaxWorkersActive + AdjustMaxWorkersActive: once the sample interval has
 * elapsed, the completing thread that gets the adjustment lock feeds hill climbing. */
static void maybe_adjust(uint64_t now_ms) {
    if (hc_config.disable) return;
    uint64_t prior = __atomic_load_n(&prior_sample_ms, __ATOMIC_RELAXED);
    if (now_ms - prior < __atomic_load_n(&next_sample_ms, __ATOMIC_RELAXED) - prior) return;
    /* More threads than the goal: hill climbing decreased it; wait for the pool to follow. */
    if (__atomic_load_n(&pool_counts.processing, __ATOMIC_RELAXED) >
        __atomic_load_n(&pool_counts.goal, __ATOMIC_RELAXED))
        return;
    if (__atomic_load_n(&pool_blocking_pending, __ATOMIC_RELAXED)) return;
    if (pthread_mutex_trylock(&pool_lock) != 0) return;
    uint64_t now_ns = diag_now_ns();
    double elapsed = (double)(now_ns - prior_sample_ns) / 1e9;
    /* CoreCLR: a sample shorter than half the interval (a late timer) is not taken yet */
    if (elapsed * 1000.0 >= sample_interval_ms / 2.0 && !pool_blocking_pending) {
        int64_t total = pool_total_completions();
        int64_t completions = total - prior_completions;
        int32_t added = pool_blocking_scope == POOL_SCOPE_ALL ? pool_added_due_to_blocking : 0;
        int32_t old_goal = pool_counts.goal;
        int interval = sample_interval_ms;
        int base = pool_hill_climbing_update(&pool_hc, old_goal - added, elapsed,
                                             completions > INT32_MAX ? INT32_MAX : (int)completions,
                                             &interval);
        int32_t goal = base + added;
        if (goal > pool_max_threads) goal = pool_max_threads;
        if (goal != old_goal) {
            __atomic_store_n(&pool_counts.goal, goal, __ATOMIC_RELEASE);
            pool_last_reason = (int)pool_hill_climbing_last_reason(&pool_hc);
            /* CoreCLR: a raised goal releases a worker if work is waiting for one. */
            if (goal > old_goal && pool_has_request) pool_add_working_worker_locked();
        }
        prior_completions = total;
        prior_sample_ns = now_ns;
        sample_interval_ms = interval;
        __atomic_store_n(&next_sample_ms, now_ms + (uint64_t)interval, __ATOMIC_RELAXED);
        __atomic_store_n(&prior_sample_ms, now_ms, __ATOMIC_RELAXED);
    }
    pthread_mutex_unlock(&pool_lock);
}

/* CoreCLR's ShouldStopProcessingWorkNow: more workers processing than the goal; this one stops
 * and hands its local items to the global queue. */
static bool should_stop(PoolWorker *worker) {
    if (__atomic_load_n(&pool_counts.processing, __ATOMIC_ACQUIRE) <=
        __atomic_load_n(&pool_counts.goal, __ATOMIC_ACQUIRE))
        return false;
    bool stop = false;
    pthread_mutex_lock(&pool_lock);
    if (pool_counts.processing > pool_counts.goal && worker->processing) {
        __atomic_store_n(&pool_counts.processing, pool_counts.processing - 1, __ATOMIC_RELEASE);
        worker->processing = false;
        stop = true;
    }
    pthread_mutex_unlock(&pool_lock);
    if (!stop) return false;
    bool moved = false;
    for (Object *item; (item = pool_ring_pop_head(&worker->deque));) {
        /* the global ring grows with malloc; if even that fails the item stays local */
        if (!pool_ring_push_tail(&pool_global_queue, item)) {
            pool_ring_push_tail(&worker->deque, item);
            break;
        }
        moved = true;
    }
    if (moved) pool_ensure_worker_requested();
    return true;
}

/* IThreadPoolWorkItem ThreadPoolWorkQueue.Next(bool completed): the next item for this worker,
 * or null when the queues are empty or the worker must stop.  `completed`: the previous item
 * finished (CoreCLR's NotifyWorkItemComplete). */
Object *pool_worker_next(Thread *thread, bool completed) {
    PoolWorker *worker = current_worker;
    if (!worker) {
        vm_throw_new(thread, "System.InvalidOperationException",
                     "ThreadPoolWorkQueue.Next is only for thread-pool workers.");
        return NULL;
    }
    uint64_t now = pool_now_ms();
    if (__atomic_load_n(&pool_last_dispatch_ms, __ATOMIC_RELAXED) != now)
        __atomic_store_n(&pool_last_dispatch_ms, now, __ATOMIC_RELAXED);
    if (completed) {
        __atomic_store_n(&worker->completions, worker->completions + 1, __ATOMIC_RELAXED);
        maybe_adjust(now);
        if (should_stop(worker)) return NULL;
    }
    bool missed_steal = false;
    Object *item = dequeue(worker, &missed_steal);
    if (item) {
        /* Work left behind needs another worker (CoreCLR requests one after the first dequeue;
         * corvid only when more items wait, as .NET 7-9 did, to avoid waking idle threads). */
        if (__atomic_sub_fetch(&pool_queued_items, 1, __ATOMIC_SEQ_CST) > 0)
            pool_ensure_worker_requested();
    } else if (missed_steal) {
        pool_ensure_worker_requested();
    }
    return item;
}

/* ---- ThreadPool.SetMinThreads / SetMaxThreads (CoreCLR's PortableThreadPool) -------------- */

/* CoreCLR's PortableThreadPool.SetMinThreads with the portable pool doing I/O (Unix): every
 * check first (a negative value, a minimum above its maximum, a forced minimum differing), and
 * only then both minimums, each at least 1; the I/O one is only reported (no I/O threads). */
bool pool_set_min_threads(int32_t worker_threads, int32_t io_threads) {
    pool_ensure_started();
    if (worker_threads < 0 || io_threads < 0) return false;
    pthread_mutex_lock(&pool_lock);
    bool ok = worker_threads <= pool_max_threads && io_threads <= pool_max_io_threads &&
              (!pool_forced_min || worker_threads == pool_forced_min);
    if (ok) {
        pool_min_io_threads = io_threads < 1 ? 1 : io_threads;
        int32_t minimum = worker_threads < 1 ? 1 : worker_threads;
        if (minimum != pool_min_threads) {
            pool_min_threads = minimum;
            pool_hill_climbing_set_limits(&pool_hc, pool_min_threads, pool_max_threads);
            if (pool_blocked_workers > 0) {
                pool_blocking_reevaluate_locked();
            } else if (pool_counts.goal < minimum) {
                pool_set_goal_locked(minimum, POOL_ADJUST_INITIALIZING);
                if (pool_has_request) pool_add_working_worker_locked();
            }
        }
    }
    pthread_mutex_unlock(&pool_lock);
    return ok;
}

/* PortableThreadPool.SetMaxThreads likewise: both positive, neither below its minimum, a forced
 * maximum equal; both maximums then capped at 32767 (MaxPossibleThreadCount). */
bool pool_set_max_threads(int32_t worker_threads, int32_t io_threads) {
    pool_ensure_started();
    if (worker_threads <= 0 || io_threads <= 0) return false;
    pthread_mutex_lock(&pool_lock);
    bool ok = worker_threads >= pool_min_threads && io_threads >= pool_min_io_threads &&
              (!pool_forced_max || worker_threads == pool_forced_max);
    if (ok) {
        pool_max_io_threads = io_threads > POOL_MAX_POSSIBLE_THREADS ? POOL_MAX_POSSIBLE_THREADS : io_threads;
        int32_t maximum =
            worker_threads > POOL_MAX_POSSIBLE_THREADS ? POOL_MAX_POSSIBLE_THREADS : worker_threads;
        pool_max_threads = maximum;
        pool_hill_climbing_set_limits(&pool_hc, pool_min_threads, pool_max_threads);
        if (pool_counts.goal > maximum) pool_set_goal_locked(maximum, POOL_ADJUST_INITIALIZING);
    }
    pthread_mutex_unlock(&pool_lock);
    return ok;
}

/* ---- counters (CORVID_Counters; System.Runtime's names) ---- */

static double counter_thread_count(void) {
    return pool_thread_count();
}

static double counter_queue_length(void) {
    return pool_started() ? (double)pool_pending_work_items() : 0;
}

static int64_t completed_before;

static double counter_completed(void) {
    int64_t now = pool_completed_work_items(), delta = now - completed_before;
    completed_before = now;
    return (double)delta;
}

void pool_register_counters(void) {
    diag_counter_register("System.Runtime", "threadpool-thread-count", "ThreadPool Thread Count", DIAG_COUNTER_METRIC,
                          counter_thread_count);
    diag_counter_register("System.Runtime", "threadpool-queue-length", "ThreadPool Queue Length", DIAG_COUNTER_METRIC,
                          counter_queue_length);
    diag_counter_register("System.Runtime", "threadpool-completed-items-count",
                          "ThreadPool Completed Work Item Count (Count / 1 sec)", DIAG_COUNTER_RATE, counter_completed);
}
