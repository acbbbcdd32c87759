/*
 * pool_gate.c — the gate thread and blocking compensation (CoreCLR's
 * PortableThreadPool.GateThread and PortableThreadPool.Blocking, reference §2), and the
 * CORVID_ThreadPoolTrace ladder.
 *
 * The gate thread is a plain OS thread (it never runs managed code, so collections never wait
 * for it).  Every 500 ms it samples CPU utilisation, runs the starvation check and prints the
 * trace line; it also applies CoreCLR's delayed cooperative-blocking adjustments.  It parks
 * after two idle periods and is restarted by the next thread request, as CoreCLR's.
 *
 * Blocking compensation has three scopes (CORVID_ThreadPoolBlockingScope):
 *   all  (corvid's default) every managed blocking wait of a worker (thread_blocking_begin:
 *        tasks, Monitor, wait handles, Sleep, Join, I/O) raises the goal by one at once and, if
 *        work is queued, releases or creates a worker, like a blocking system call in Go's
 *        scheduler, up to CORVID_ThreadPoolMaxBlockedWorkers; the wait's end lowers the goal
 *        again, so the extra worker stops after its current item.  Hill climbing controls the
 *        goal without these additions.
 *   task CoreCLR exactly: only task waits count, target = MinThreads + blocked, threads beyond
 *        MinThreads + ProcessorCount are added one per DelayStepMs..MaxDelayMs by the gate.
 *   none no compensation: only hill climbing and the starvation gate add threads.
 */
#include "pool/pool_internal.h"

#include "diag/diag.h"
#include "gc/gc.h"
#include "interp/interp.h"
#include "loader/loader.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#define GATE_PERIOD_MS 500     /* CoreCLR's GateActivitiesPeriodMs */
#define GATE_MAX_RUNS 2        /* idle periods before the gate thread parks */
#define CPU_UTILIZATION_LOW 80 /* CoreCLR's CpuUtilizationLow */
#define DEQUEUE_DELAY_PER_THREAD_MS (2 * GATE_PERIOD_MS)
#define STACK_USAGE_PER_THREAD                                                                     \
    ((int64_t)64 << 10)                        /* EstimatedAdditionalStackUsagePerThreadBytes      \
                                                */
#define INTERP_STACK_BYTES ((int64_t)8 << 20)  /* thread.c reserves this per thread */
#define WORKER_NATIVE_STACK ((int64_t)2 << 20) /* pool_worker.c's worker stacks */

PoolBlockingScope pool_blocking_scope;
int32_t pool_max_blocked_workers;
int32_t pool_blocked_workers;
volatile int pool_blocking_pending;
bool pool_trace;
volatile int pool_cpu_utilization;

enum { PENDING_NONE = 0, PENDING_IMMEDIATELY = 1, PENDING_WITH_DELAY = 2 };

/* CoreCLR's BlockingConfig (task scope) */
static bool cooperative_blocking;
static int32_t threads_to_add_without_delay, threads_per_delay_step, delay_step_ms, max_delay_ms;
static bool ignore_memory_usage;
static bool starvation_detection;

static pthread_mutex_t gate_mutex = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t gate_wake = PTHREAD_COND_INITIALIZER;
static volatile int gate_runs; /* runs left before parking; -1: no thread yet */
static bool gate_signalled;    /* a wake-up (blocking notification) is pending */
static uint64_t gate_start_ms;

/* ---- configuration ------------------------------------------------------------------------ */

static PoolBlockingScope scope_from_environment(void) {
    const char *text = getenv("CORVID_ThreadPoolBlockingScope");
    if (text) {
        if (strcasecmp(text, "all") == 0) return POOL_SCOPE_ALL;
        if (strcasecmp(text, "task") == 0) return POOL_SCOPE_TASK;
        if (strcasecmp(text, "none") == 0) return POOL_SCOPE_NONE;
    }
    uint64_t value = diag_knob("CORVID_ThreadPoolBlockingScope");
    if (value > POOL_SCOPE_NONE) {
        fprintf(stderr,
                "corvid: CORVID_ThreadPoolBlockingScope=%s is not all, task, none, 0, 1 or 2; "
                "using all\n",
                text ? text : "?");
        return POOL_SCOPE_ALL;
    }
    return (PoolBlockingScope)value;
}

/* Default limit of compensated blocked workers: as many as physical memory holds if every one
 * filled its interpreter stack (8 MB) and native stack (2 MB) — a blocked worker's real cost is
 * far lower (stacks are committed on touch), so this only stops runaway creation. */
static int32_t default_max_blocked(void) {
    long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
    int64_t memory = pages > 0 && page > 0 ? (int64_t)pages * page : (int64_t)4 << 30;
    int64_t n = memory / (INTERP_STACK_BYTES + WORKER_NATIVE_STACK);
    if (n < 64) n = 64;
    if (n > 32767) n = 32767;
    return (int32_t)n;
}

static int32_t clamp32(uint64_t value, int32_t low, int32_t high) {
    if ((int64_t)value < low) return low;
    return value > (uint64_t)high ? high : (int32_t)value;
}

/* ---- where workers block ------------------------------------------------------------------ */

static void record_site(Thread *thread, PoolWorker *worker) {
    Method *methods[16];
    int n = interp_top_methods(thread, methods, 16);
    PoolBlockedSite site = {NULL, NULL, n > 0 ? methods[0] : NULL};
    Assembly *corlib = loader_corlib();
    for (int i = 0; i < n; i++)
        if (methods[i]->owner->assembly != corlib) {
            site.site = methods[i];
            site.api = i > 0 ? methods[i - 1] : NULL;
            break;
        }
    worker->blocked_site = site;
}

static const char *wait_kind_name(ThreadWaitKind kind) {
    switch (kind) {
    case THREAD_WAIT_TASK:
        return "Task.Wait";
    case THREAD_WAIT_MONITOR:
        return "Monitor";
    case THREAD_WAIT_HANDLE:
        return "WaitHandle.WaitOne";
    case THREAD_WAIT_SLEEP:
        return "Thread.Sleep";
    case THREAD_WAIT_JOIN:
        return "Thread.Join";
    case THREAD_WAIT_IO:
        return "blocking I/O";
    default:
        return "a wait";
    }
}

typedef struct SiteCount {
    PoolBlockedSite site;
    ThreadWaitKind kind;
    int count;
} SiteCount;

static void method_text(Method *method, char *buffer, size_t size) {
    snprintf(buffer, size, "%s.%s", method->owner->name, method->name);
}

/* "47 workers blocked in Task.Wait at LegacyHelper.Fetch", most frequent first. */
static void print_blocked_sites(FILE *out) {
    enum { MAX_SITES = 32, PRINTED = 5 };
    SiteCount sites[MAX_SITES];
    int distinct = 0, other = 0;
    int32_t slots = __atomic_load_n(&pool_worker_slots, __ATOMIC_ACQUIRE);
    for (int32_t i = 0; i < slots; i++) {
        PoolWorker *w = pool_workers[i];
        if (!__atomic_load_n(&w->blocked, __ATOMIC_ACQUIRE)) continue;
        PoolBlockedSite site = w->blocked_site;
        ThreadWaitKind kind = w->blocked_kind;
        int j = 0;
        while (j < distinct && !(sites[j].site.site == site.site && sites[j].site.api == site.api &&
                                 sites[j].site.top == site.top && sites[j].kind == kind))
            j++;
        if (j == distinct) {
            if (distinct == MAX_SITES) {
                other++;
                continue;
            }
            sites[distinct++] = (SiteCount){site, kind, 0};
        }
        sites[j].count++;
    }
    for (int shown = 0; shown < PRINTED && shown < distinct; shown++) {
        int best = shown;
        for (int j = shown + 1; j < distinct; j++)
            if (sites[j].count > sites[best].count) best = j;
        SiteCount s = sites[best];
        sites[best] = sites[shown];
        char where[300], in[300];
        if (s.site.api)
            method_text(s.site.api, in, sizeof in);
        else
            snprintf(in, sizeof in, "%s", wait_kind_name(s.kind));
        if (s.site.site) {
            method_text(s.site.site, where, sizeof where);
            fprintf(out, "[pool]   %d worker%s blocked in %s at %s\n", s.count,
                    s.count == 1 ? "" : "s", in, where);
        } else {
            fprintf(out, "[pool]   %d worker%s blocked in %s in compiled code\n", s.count,
                    s.count == 1 ? "" : "s", wait_kind_name(s.kind));
        }
    }
    if (other) fprintf(out, "[pool]   %d more blocked elsewhere\n", other);
}

/* ---- blocking hooks (thread_blocking_begin/end; preemptive mode, no managed objects) ------- */

static void signal_gate(int previous) {
    if (previous == PENDING_NONE) pool_gate_ensure_running();
    pthread_mutex_lock(&gate_mutex);
    gate_signalled = true;
    pthread_cond_signal(&gate_wake);
    pthread_mutex_unlock(&gate_mutex);
}

static int32_t blocking_target(void) {
    int32_t target = pool_min_threads + pool_blocked_workers;
    return target < pool_max_threads ? target : pool_max_threads;
}

static void blocking_begin(Thread *thread, ThreadWaitKind kind) {
    PoolWorker *worker = thread->pool_worker;
    if (!worker) return;
    record_site(thread, worker);
    worker->blocked_kind = kind;
    __atomic_store_n(&worker->blocked, 1, __ATOMIC_RELEASE);
    if (pool_blocking_scope == POOL_SCOPE_NONE) return;
    if (pool_blocking_scope == POOL_SCOPE_TASK &&
        (kind != THREAD_WAIT_TASK || !cooperative_blocking))
        return;
    bool wake_gate = false;
    int previous = PENDING_NONE;
    pthread_mutex_lock(&pool_lock);
    pool_blocked_workers++;
    worker->counted_blocked = true;
    if (pool_blocking_scope == POOL_SCOPE_ALL) {
        if (pool_added_due_to_blocking < pool_max_blocked_workers &&
            pool_counts.goal < pool_max_threads) {
            pool_added_due_to_blocking++;
            pool_set_goal_locked(pool_counts.goal + 1, POOL_ADJUST_COOPERATIVE_BLOCKING);
            /* the blocked worker's place goes to another one at once if work is waiting (or a
             * request is outstanding: its items may have been taken by the blocked worker) */
            if (__atomic_load_n(&pool_queued_items, __ATOMIC_ACQUIRE) > 0 || pool_has_request) {
                __atomic_store_n(&pool_has_request, 1, __ATOMIC_SEQ_CST);
                pool_add_working_worker_locked();
            }
        }
    } else if (pool_counts.goal < blocking_target() &&
               pool_blocking_pending != PENDING_WITH_DELAY) {
        /* CoreCLR's NotifyThreadBlocked */
        previous = pool_blocking_pending;
        pool_blocking_pending = PENDING_WITH_DELAY;
        wake_gate = true;
    }
    pthread_mutex_unlock(&pool_lock);
    if (wake_gate) signal_gate(previous);
}

static void blocking_end(Thread *thread, ThreadWaitKind kind) {
    PoolWorker *worker = thread->pool_worker;
    if (!worker) return;
    __atomic_store_n(&worker->blocked, 0, __ATOMIC_RELEASE);
    if (!worker->counted_blocked) return;
    bool wake_gate = false;
    int previous = PENDING_NONE;
    pthread_mutex_lock(&pool_lock);
    worker->counted_blocked = false;
    pool_blocked_workers--;
    if (pool_blocking_scope == POOL_SCOPE_ALL) {
        if (pool_added_due_to_blocking > pool_blocked_workers) {
            pool_added_due_to_blocking--;
            pool_set_goal_locked(pool_counts.goal - 1, POOL_ADJUST_COOPERATIVE_BLOCKING);
        }
    } else if (pool_added_due_to_blocking > 0 && pool_counts.goal > blocking_target()) {
        /* CoreCLR's NotifyThreadUnblocked */
        previous = pool_blocking_pending;
        pool_blocking_pending = PENDING_IMMEDIATELY;
        wake_gate = true;
    }
    pthread_mutex_unlock(&pool_lock);
    if (wake_gate) signal_gate(previous);
}

void pool_blocking_reevaluate_locked(void) {
    if (pool_blocking_scope == POOL_SCOPE_TASK) {
        int previous = pool_blocking_pending;
        pool_blocking_pending = PENDING_IMMEDIATELY;
        if (previous == PENDING_NONE) {
            pthread_mutex_lock(&gate_mutex);
            gate_signalled = true;
            pthread_cond_signal(&gate_wake);
            pthread_mutex_unlock(&gate_mutex);
        }
    } else if (pool_counts.goal < pool_min_threads + pool_added_due_to_blocking) {
        pool_set_goal_locked(pool_min_threads + pool_added_due_to_blocking,
                             POOL_ADJUST_COOPERATIVE_BLOCKING);
        if (pool_has_request) pool_add_working_worker_locked();
    }
}

/* CoreCLR's PerformBlockingAdjustment (task scope), on the gate thread: the delay in ms before
 * the next step, 0 when none is needed. */
static uint32_t perform_blocking_adjustment(bool previous_delay_elapsed) {
    uint32_t delay = 0;
    pthread_mutex_lock(&pool_lock);
    pool_blocking_pending = PENDING_NONE;
    int32_t target = blocking_target(), goal = pool_counts.goal;
    if (goal > target) {
        /* shrink only what blocking added: starvation and hill-climbing increases stay */
        int32_t remove =
            goal - target < pool_added_due_to_blocking ? goal - target : pool_added_due_to_blocking;
        if (remove > 0) {
            pool_added_due_to_blocking -= remove;
            pool_set_goal_locked(goal - remove, POOL_ADJUST_COOPERATIVE_BLOCKING);
        }
    } else if (goal < target) {
        int32_t configured_no_delay = pool_min_threads + threads_to_add_without_delay;
        if (configured_no_delay > pool_max_threads || configured_no_delay < pool_min_threads)
            configured_no_delay = pool_max_threads;
        int32_t existing =
            pool_counts.existing < pool_max_threads ? pool_counts.existing : pool_max_threads;
        int32_t no_delay = configured_no_delay > existing ? configured_no_delay : existing;
        int32_t target_no_delay = target < no_delay ? target : no_delay;
        int32_t new_goal = goal;
        if (goal < target_no_delay)
            new_goal = target_no_delay;
        else if (previous_delay_elapsed)
            new_goal = goal + 1;
        if (new_goal > goal && new_goal > pool_counts.existing && !ignore_memory_usage) {
            /* CoreCLR's memory guard: stop adding threads near the high memory load */
            long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
            int64_t threshold = (int64_t)((double)pages * (double)page * 0.9 * 0.8);
            int64_t usage =
                gc_heap_committed_bytes() + (int64_t)pool_counts.existing * STACK_USAGE_PER_THREAD;
            if (usage >= threshold)
                new_goal = goal;
            else if (new_goal > pool_counts.existing + (threshold - usage) / STACK_USAGE_PER_THREAD)
                new_goal =
                    pool_counts.existing + (int32_t)((threshold - usage) / STACK_USAGE_PER_THREAD);
            if (new_goal < goal) new_goal = goal;
        }
        if (new_goal > goal) {
            pool_added_due_to_blocking += new_goal - goal;
            pool_set_goal_locked(new_goal, POOL_ADJUST_COOPERATIVE_BLOCKING);
            if (pool_counts.processing >= goal && pool_has_request)
                pool_add_working_worker_locked();
        }
        if (pool_counts.goal < target) {
            pool_blocking_pending = PENDING_WITH_DELAY;
            int64_t steps =
                1 + (int64_t)(pool_counts.goal - configured_no_delay) / threads_per_delay_step;
            if (steps < 1) steps = 1;
            int64_t ms = steps * delay_step_ms;
            delay = (uint32_t)(ms < max_delay_ms ? ms : max_delay_ms);
        }
    }
    pthread_mutex_unlock(&pool_lock);
    return delay;
}

/* ---- gate activities ------------------------------------------------------------------------ */

static uint64_t cpu_prev_ns, cpu_prev_time_ns;

/* Process CPU time over wall time over processors, in percent (CoreCLR on Unix:
 * GetCpuUtilization / ProcessorCount). */
static int sample_cpu(uint64_t now_ns) {
    struct rusage usage;
    if (getrusage(RUSAGE_SELF, &usage) != 0) return 0;
    uint64_t cpu_ns =
        ((uint64_t)usage.ru_utime.tv_sec + (uint64_t)usage.ru_stime.tv_sec) * 1000000000u +
        ((uint64_t)usage.ru_utime.tv_usec + (uint64_t)usage.ru_stime.tv_usec) * 1000u;
    int percent = 0;
    if (cpu_prev_time_ns && now_ns > cpu_prev_time_ns) {
        double busy = (double)(cpu_ns - cpu_prev_ns) / (double)(now_ns - cpu_prev_time_ns);
        percent = (int)(busy * 100.0 / pool_processor_count + 0.5);
        if (percent > 100) percent = 100;
    }
    cpu_prev_ns = cpu_ns;
    cpu_prev_time_ns = now_ns;
    return percent;
}

/* CoreCLR's starvation heuristic: work waits for a worker and nothing was dispatched for 500 ms
 * (or goal x 1 s when CPU utilisation is at least 80 %): add one thread. */
static bool check_starvation(uint64_t now_ms) {
    if (!starvation_detection || pool_blocking_pending ||
        !__atomic_load_n(&pool_has_request, __ATOMIC_ACQUIRE))
        return false;
    uint64_t delay = now_ms - __atomic_load_n(&pool_last_dispatch_ms, __ATOMIC_ACQUIRE);
    uint64_t threshold = pool_cpu_utilization < CPU_UTILIZATION_LOW
                             ? GATE_PERIOD_MS
                             : (uint64_t)__atomic_load_n(&pool_counts.goal, __ATOMIC_RELAXED) *
                                   DEQUEUE_DELAY_PER_THREAD_MS;
    if (delay <= threshold) return false;
    pthread_mutex_lock(&pool_lock);
    bool added = false;
    if (pool_counts.processing < pool_max_threads && pool_counts.processing >= pool_counts.goal) {
        pool_set_goal_locked(pool_counts.processing + 1, POOL_ADJUST_STARVATION);
        added = true;
    }
    pool_add_working_worker_locked();
    pthread_mutex_unlock(&pool_lock);
    return added;
}

static int64_t trace_prior_completions;
static uint64_t trace_prior_ns;

static void print_trace_line(uint64_t now_ns, bool starved) {
    int64_t completions = pool_total_completions();
    double seconds = trace_prior_ns ? (double)(now_ns - trace_prior_ns) / 1e9 : 0;
    double throughput = seconds > 0 ? (double)(completions - trace_prior_completions) / seconds : 0;
    trace_prior_ns = now_ns;
    trace_prior_completions = completions;
    int32_t existing = __atomic_load_n(&pool_counts.existing, __ATOMIC_RELAXED);
    int32_t goal = __atomic_load_n(&pool_counts.goal, __ATOMIC_RELAXED);
    int32_t blocked = 0, slots = __atomic_load_n(&pool_worker_slots, __ATOMIC_ACQUIRE);
    for (int32_t i = 0; i < slots; i++)
        blocked += __atomic_load_n(&pool_workers[i]->blocked, __ATOMIC_RELAXED) != 0;
    fprintf(stderr,
            "[pool] %7.2fs workers %5d goal %5d processing %5d blocked %5d queue %7lld throughput "
            "%8.0f/s cpu %3d%% last %s\n",
            (double)(now_ns / 1000000u - gate_start_ms) / 1000.0, existing, goal,
            __atomic_load_n(&pool_counts.processing, __ATOMIC_RELAXED), blocked,
            (long long)pool_pending_work_items(), throughput, pool_cpu_utilization,
            pool_adjustment_reason_name((PoolAdjustmentReason)pool_last_reason));
    /* Where the workers are blocked: when the gate injected a thread for starvation, and also
     * when queued work waits while at least 3/4 of the workers are blocked (sync-over-async
     * starves the queue even while blocked workers keep completing items slowly, so CoreCLR's
     * no-dispatch-for-500-ms rule rarely fires), at most once a second. */
    static uint64_t last_report_ns;
    int64_t queued = pool_pending_work_items();
    bool starving = starved || (queued > 0 && existing > 0 && blocked * 4 >= existing * 3);
    if (starving && blocked && now_ns - last_report_ns >= 1000000000u) {
        last_report_ns = now_ns;
        print_blocked_sites(stderr);
    }
}

static void *gate_main(void *argument) {
    uint64_t next_activity_ms = pool_now_ms() + GATE_PERIOD_MS;
    uint64_t delay_until_ms = 0;
    pthread_mutex_lock(&gate_mutex);
    for (;;) {
        bool was_parked = false;
        while (gate_runs == 0 && !gate_signalled) {
            was_parked = true;
            pthread_cond_wait(&gate_wake, &gate_mutex);
        }
        uint64_t now_ms = pool_now_ms();
        if (was_parked) /* restarted after parking: a fresh period */
            next_activity_ms = now_ms + GATE_PERIOD_MS;
        uint64_t wake_ms = next_activity_ms;
        int pending = __atomic_load_n(&pool_blocking_pending, __ATOMIC_ACQUIRE);
        if (pending == PENDING_IMMEDIATELY)
            wake_ms = now_ms;
        else if (pending == PENDING_WITH_DELAY && delay_until_ms < wake_ms)
            wake_ms = delay_until_ms;
        if (!gate_signalled && wake_ms > now_ms) {
            struct timespec deadline;
            thread_deadline_after(&deadline, CLOCK_REALTIME, wake_ms - now_ms);
            pthread_cond_timedwait(&gate_wake, &gate_mutex, &deadline);
        }
        gate_signalled = false;
        pthread_mutex_unlock(&gate_mutex);
        now_ms = pool_now_ms();
        if (__atomic_load_n(&pool_blocking_pending, __ATOMIC_ACQUIRE) != PENDING_NONE &&
            (pool_blocking_pending == PENDING_IMMEDIATELY || now_ms >= delay_until_ms)) {
            uint32_t delay = perform_blocking_adjustment(now_ms >= delay_until_ms);
            delay_until_ms = delay ? now_ms + delay : 0;
        }
        bool idle = false;
        if (now_ms >= next_activity_ms) {
            next_activity_ms = now_ms + GATE_PERIOD_MS;
            uint64_t now_ns = diag_now_ns();
            pool_cpu_utilization = sample_cpu(now_ns);
            pool_hill_climbing_set_cpu_utilization(&pool_hc, pool_cpu_utilization);
            bool starved = check_starvation(now_ms);
            if (pool_trace) print_trace_line(now_ns, starved);
            idle = !__atomic_load_n(&pool_has_request, __ATOMIC_ACQUIRE) &&
                   !pool_blocking_pending && !pool_trace;
        }
        pthread_mutex_lock(&gate_mutex);
        if (idle && gate_runs > 0) gate_runs--;
    }
    return argument;
}

void pool_gate_ensure_running(void) {
    if (__atomic_load_n(&gate_runs, __ATOMIC_ACQUIRE) == GATE_MAX_RUNS) return;
    pthread_mutex_lock(&gate_mutex);
    int runs = gate_runs;
    gate_runs = GATE_MAX_RUNS;
    if (runs < 0) {
        pthread_attr_t attributes;
        pthread_attr_init(&attributes);
        pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
        pthread_attr_setstacksize(&attributes,
                                  (size_t)256 << 10); /* CoreCLR's SmallStackSizeBytes */
        pthread_t thread;
        if (pthread_create(&thread, &attributes, gate_main, NULL) != 0)
            gate_runs = -1; /* retried by the next request */
        pthread_attr_destroy(&attributes);
    } else if (runs == 0) {
        pthread_cond_signal(&gate_wake);
    }
    pthread_mutex_unlock(&gate_mutex);
}

void pool_gate_init(void) {
    gate_runs = -1;
    gate_start_ms = pool_now_ms();
    pool_blocking_scope = scope_from_environment();
    uint64_t max_blocked = diag_knob("CORVID_ThreadPoolMaxBlockedWorkers");
    pool_max_blocked_workers = max_blocked ? clamp32(max_blocked, 1, 32767) : default_max_blocked();
    pool_trace = diag_knob("CORVID_ThreadPoolTrace") != 0;
    starvation_detection = diag_knob("DOTNET_ThreadPool_DisableStarvationDetection") == 0;
    cooperative_blocking = diag_knob("DOTNET_ThreadPool_CooperativeBlocking") != 0;
    /* CoreCLR's BlockingConfig: factors of ProcessorCount; overflow means "no limit" */
    uint64_t factor =
        diag_knob("DOTNET_ThreadPool_Blocking_ThreadsToAddWithoutDelay_ProcCountFactor");
    uint64_t product = factor * (uint64_t)pool_processor_count;
    threads_to_add_without_delay = factor > 32767 || product > 32767 ? 32767 : (int32_t)product;
    factor = diag_knob("DOTNET_ThreadPool_Blocking_ThreadsPerDelayStep_ProcCountFactor");
    product = factor * (uint64_t)pool_processor_count;
    threads_per_delay_step = factor > 32767 || product > 32767 ? 32767
                             : product < 1                     ? 1
                                                               : (int32_t)product;
    max_delay_ms = clamp32(diag_knob("DOTNET_ThreadPool_Blocking_MaxDelayMs"), 1, GATE_PERIOD_MS);
    delay_step_ms = clamp32(diag_knob("DOTNET_ThreadPool_Blocking_DelayStepMs"), 1, max_delay_ms);
    ignore_memory_usage = diag_knob("DOTNET_ThreadPool_Blocking_IgnoreMemoryUsage") != 0;
    thread_set_blocking_hooks(blocking_begin, blocking_end);
    if (pool_trace) pool_gate_ensure_running();
}
