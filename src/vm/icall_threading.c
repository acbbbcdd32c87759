/*
 * icall_threading.c — System.Threading.Interlocked (GCC atomics) and Monitor.
 *
 * Monitor: a side table of the locks currently held or waited on, keyed by object address,
 * under one mutex; a record disappears when its lock is free and nobody waits, so the table
 * stays small.  The GC moves objects, so every object with a record is pinned at each
 * collection (gc_set_pin_callback).  Blocking happens in preemptive GC mode.
 * (A thin lock in the header word is the thread subsystem's to add later.)
 */
#include "vm/icall.h"
#include "gc/gc.h"
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <time.h>

/* ---- Interlocked ------------------------------------------------------------------------- */

static void il_inc32(Thread *t, Slot *a, Slot *r) { r[0].i4 = __atomic_add_fetch((int32_t *)a[0].p, 1, __ATOMIC_SEQ_CST); }
static void il_inc64(Thread *t, Slot *a, Slot *r) { r[0].i8 = __atomic_add_fetch((int64_t *)a[0].p, 1, __ATOMIC_SEQ_CST); }
static void il_dec32(Thread *t, Slot *a, Slot *r) { r[0].i4 = __atomic_sub_fetch((int32_t *)a[0].p, 1, __ATOMIC_SEQ_CST); }
static void il_dec64(Thread *t, Slot *a, Slot *r) { r[0].i8 = __atomic_sub_fetch((int64_t *)a[0].p, 1, __ATOMIC_SEQ_CST); }
static void il_add32(Thread *t, Slot *a, Slot *r) { r[0].i4 = __atomic_add_fetch((int32_t *)a[0].p, a[1].i4, __ATOMIC_SEQ_CST); }
static void il_add64(Thread *t, Slot *a, Slot *r) { r[0].i8 = __atomic_add_fetch((int64_t *)a[0].p, a[1].i8, __ATOMIC_SEQ_CST); }
static void il_xchg32(Thread *t, Slot *a, Slot *r) { r[0].i4 = __atomic_exchange_n((int32_t *)a[0].p, a[1].i4, __ATOMIC_SEQ_CST); }
static void il_xchg64(Thread *t, Slot *a, Slot *r) { r[0].i8 = __atomic_exchange_n((int64_t *)a[0].p, a[1].i8, __ATOMIC_SEQ_CST); }
static void il_xchg_ptr(Thread *t, Slot *a, Slot *r) { r[0].p = __atomic_exchange_n((void **)a[0].p, a[1].p, __ATOMIC_SEQ_CST); }
static void il_xchg_obj(Thread *t, Slot *a, Slot *r) {
    Object *old = __atomic_exchange_n((Object **)a[0].p, a[1].o, __ATOMIC_SEQ_CST);
    icall_store(a[0].p, a[1].o); /* barrier (the value is already in place) */
    r[0].o = old;
}
static void il_xchg_double(Thread *t, Slot *a, Slot *r) {
    r[0].u8 = __atomic_exchange_n((uint64_t *)a[0].p, a[1].u8, __ATOMIC_SEQ_CST);
}
static void il_cas32(Thread *t, Slot *a, Slot *r) {
    int32_t expected = a[2].i4;
    __atomic_compare_exchange_n((int32_t *)a[0].p, &expected, a[1].i4, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    r[0].i4 = expected;
}
static void il_cas64(Thread *t, Slot *a, Slot *r) {
    int64_t expected = a[2].i8;
    __atomic_compare_exchange_n((int64_t *)a[0].p, &expected, a[1].i8, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    r[0].i8 = expected;
}
static void il_cas_ptr(Thread *t, Slot *a, Slot *r) {
    void *expected = a[2].p;
    __atomic_compare_exchange_n((void **)a[0].p, &expected, a[1].p, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    r[0].p = expected;
}
static void il_cas_obj(Thread *t, Slot *a, Slot *r) {
    Object *expected = a[2].o;
    if (__atomic_compare_exchange_n((Object **)a[0].p, &expected, a[1].o, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST))
        icall_store(a[0].p, a[1].o);
    r[0].o = expected;
}
/* double: compares bit patterns, like CoreCLR's implementation */
static void il_cas_double(Thread *t, Slot *a, Slot *r) {
    uint64_t expected = a[2].u8;
    __atomic_compare_exchange_n((uint64_t *)a[0].p, &expected, a[1].u8, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    r[0].u8 = expected;
}
static void il_barrier(Thread *t, Slot *a, Slot *r) { __atomic_thread_fence(__ATOMIC_SEQ_CST); }

/* ---- Monitor ----------------------------------------------------------------------------- */

typedef struct LockRecord {
    Object *object;
    Thread *owner;
    int32_t recursion;
    int32_t waiters;       /* threads in Enter blocked on `available` */
    int32_t sleepers;      /* threads in Wait */
    uint64_t pulses;       /* Pulse generation counter */
    uint64_t pulse_budget; /* wake-ups granted and not yet consumed */
    pthread_cond_t available;
    pthread_cond_t pulsed;
    struct LockRecord *next;
} LockRecord;

#define LOCK_BUCKETS 256
static LockRecord *lock_table[LOCK_BUCKETS];
static pthread_mutex_t lock_table_mutex = PTHREAD_MUTEX_INITIALIZER;

static unsigned bucket_of(Object *o) { return (unsigned)(((uintptr_t)o >> 4) * 2654435761u) % LOCK_BUCKETS; }

static LockRecord *find_record(Object *o, bool create) {
    unsigned b = bucket_of(o);
    for (LockRecord *r = lock_table[b]; r; r = r->next)
        if (r->object == o) return r;
    if (!create) return NULL;
    LockRecord *r = calloc(1, sizeof *r);
    if (!r) abort();
    r->object = o;
    pthread_cond_init(&r->available, NULL);
    pthread_cond_init(&r->pulsed, NULL);
    r->next = lock_table[b];
    lock_table[b] = r;
    return r;
}

/* Runs at the start of every collection with the world stopped.  No thread parks at a
 * safepoint while holding lock_table_mutex (they leave preemptive mode after unlocking), so
 * taking it here cannot deadlock. */
static void pin_locked_objects(GcPinFunction pin) {
    pthread_mutex_lock(&lock_table_mutex);
    for (unsigned b = 0; b < LOCK_BUCKETS; b++)
        for (LockRecord *r = lock_table[b]; r; r = r->next) pin(r->object);
    pthread_mutex_unlock(&lock_table_mutex);
}

__attribute__((constructor)) static void register_lock_table_pins(void) { gc_set_pin_callback(pin_locked_objects); }

static void maybe_release_record(LockRecord *record) {
    if (record->owner || record->waiters || record->sleepers) return;
    unsigned b = bucket_of(record->object);
    for (LockRecord **p = &lock_table[b]; *p; p = &(*p)->next)
        if (*p == record) {
            *p = record->next;
            break;
        }
    pthread_cond_destroy(&record->available);
    pthread_cond_destroy(&record->pulsed);
    free(record);
}

static void deadline_after(struct timespec *ts, int32_t ms) {
    clock_gettime(CLOCK_REALTIME, ts);
    ts->tv_sec += ms / 1000;
    ts->tv_nsec += (long)(ms % 1000) * 1000000;
    if (ts->tv_nsec >= 1000000000) {
        ts->tv_sec++;
        ts->tv_nsec -= 1000000000;
    }
}

static bool null_check(Thread *thread, Object *o) {
    if (o) return true;
    vm_throw_new(thread, "System.ArgumentNullException", "Value cannot be null. (Parameter 'obj')");
    return false;
}

/* Acquire under lock_table_mutex (held on entry and exit); timeout_ms < 0 waits forever. */
static bool acquire_locked(Thread *thread, LockRecord *r, int32_t timeout_ms) {
    if (r->owner == thread) {
        r->recursion++;
        return true;
    }
    if (r->owner && timeout_ms == 0) return false;
    struct timespec deadline;
    if (timeout_ms > 0) deadline_after(&deadline, timeout_ms);
    bool timed_out = false;
    if (r->owner) {
        r->waiters++;
        thread_blocking_begin(thread, THREAD_WAIT_MONITOR);
        while (r->owner && !timed_out) {
            if (timeout_ms < 0) pthread_cond_wait(&r->available, &lock_table_mutex);
            else if (pthread_cond_timedwait(&r->available, &lock_table_mutex, &deadline) == ETIMEDOUT) timed_out = r->owner != NULL;
        }
        /* leave preemptive mode without holding the table lock (a collection may be running);
         * `waiters` keeps the record alive meanwhile */
        pthread_mutex_unlock(&lock_table_mutex);
        thread_blocking_end(thread, THREAD_WAIT_MONITOR);
        pthread_mutex_lock(&lock_table_mutex);
        r->waiters--;
        if (r->owner && !timed_out) return acquire_locked(thread, r, timeout_ms);
    }
    if (r->owner) return false;
    r->owner = thread;
    r->recursion = 1;
    return true;
}

static bool monitor_acquire(Thread *thread, Object *o, int32_t timeout_ms) {
    pthread_mutex_lock(&lock_table_mutex);
    LockRecord *r = find_record(o, true);
    bool taken = acquire_locked(thread, r, timeout_ms);
    if (!taken) maybe_release_record(r);
    pthread_mutex_unlock(&lock_table_mutex);
    return taken;
}

static void monitor_enter(Thread *thread, Slot *args, Slot *result) {
    if (null_check(thread, args[0].o)) monitor_acquire(thread, args[0].o, -1);
}

static void monitor_try_enter(Thread *thread, Slot *args, Slot *result) {
    if (null_check(thread, args[0].o)) result[0].i4 = monitor_acquire(thread, args[0].o, args[1].i4);
}

static LockRecord *owned_record(Thread *thread, Object *o) {
    LockRecord *r = find_record(o, false);
    if (!r || r->owner != thread) {
        pthread_mutex_unlock(&lock_table_mutex);
        vm_throw_new(thread, "System.Threading.SynchronizationLockException",
                     "Object synchronization method was called from an unsynchronized block of code.");
        return NULL;
    }
    return r;
}

static void monitor_exit(Thread *thread, Slot *args, Slot *result) {
    Object *o = args[0].o;
    if (!null_check(thread, o)) return;
    pthread_mutex_lock(&lock_table_mutex);
    LockRecord *r = owned_record(thread, o);
    if (!r) return;
    if (--r->recursion == 0) {
        r->owner = NULL;
        if (r->waiters) pthread_cond_signal(&r->available);
        maybe_release_record(r);
    }
    pthread_mutex_unlock(&lock_table_mutex);
}

static void monitor_is_entered(Thread *thread, Slot *args, Slot *result) {
    if (!null_check(thread, args[0].o)) return;
    pthread_mutex_lock(&lock_table_mutex);
    LockRecord *r = find_record(args[0].o, false);
    result[0].i4 = r && r->owner == thread;
    pthread_mutex_unlock(&lock_table_mutex);
}

/* Monitor.Wait; `kind` says what the caller is waiting for (a task waits on its own lock). */
void icall_monitor_wait_kind(Thread *thread, Slot *args, Slot *result, ThreadWaitKind kind) {
    Object *o = args[0].o;
    int32_t timeout_ms = args[1].i4;
    if (!null_check(thread, o)) return;
    pthread_mutex_lock(&lock_table_mutex);
    LockRecord *r = owned_record(thread, o);
    if (!r) return;
    int32_t recursion = r->recursion;
    r->owner = NULL;
    r->recursion = 0;
    if (r->waiters) pthread_cond_signal(&r->available);
    r->sleepers++;
    struct timespec deadline;
    if (timeout_ms > 0) deadline_after(&deadline, timeout_ms);
    bool signalled = false;
    thread_blocking_begin(thread, kind);
    while (!signalled) {
        if (r->pulse_budget > 0) {
            r->pulse_budget--;
            signalled = true;
            break;
        }
        if (timeout_ms == 0) break;
        if (timeout_ms < 0) pthread_cond_wait(&r->pulsed, &lock_table_mutex);
        else if (pthread_cond_timedwait(&r->pulsed, &lock_table_mutex, &deadline) == ETIMEDOUT) {
            if (r->pulse_budget > 0) {
                r->pulse_budget--;
                signalled = true;
            }
            break;
        }
    }
    pthread_mutex_unlock(&lock_table_mutex);
    thread_blocking_end(thread, kind);
    pthread_mutex_lock(&lock_table_mutex);
    r->sleepers--; /* kept the record alive while unlocked */
    if (r->pulse_budget > (uint64_t)r->sleepers) r->pulse_budget = (uint64_t)r->sleepers;
    acquire_locked(thread, r, -1);
    r->recursion = recursion;
    pthread_mutex_unlock(&lock_table_mutex);
    result[0].i4 = signalled;
}

/* bool WaitInternal(object obj, int millisecondsTimeout) */
static void monitor_wait(Thread *thread, Slot *args, Slot *result) { icall_monitor_wait_kind(thread, args, result, THREAD_WAIT_MONITOR); }
/* bool TaskWaitInternal(object obj, int millisecondsTimeout): Task.Wait/Result block here */
static void monitor_task_wait(Thread *thread, Slot *args, Slot *result) { icall_monitor_wait_kind(thread, args, result, THREAD_WAIT_TASK); }

static void pulse(Thread *thread, Object *o, bool all) {
    if (!null_check(thread, o)) return;
    pthread_mutex_lock(&lock_table_mutex);
    LockRecord *r = owned_record(thread, o);
    if (!r) return;
    if (r->sleepers > (int64_t)r->pulse_budget) {
        if (all) {
            r->pulse_budget = (uint64_t)r->sleepers;
            pthread_cond_broadcast(&r->pulsed);
        } else {
            r->pulse_budget++;
            pthread_cond_signal(&r->pulsed);
        }
    }
    pthread_mutex_unlock(&lock_table_mutex);
}

static void monitor_pulse(Thread *thread, Slot *args, Slot *result) { pulse(thread, args[0].o, false); }
static void monitor_pulse_all(Thread *thread, Slot *args, Slot *result) { pulse(thread, args[0].o, true); }

const InternalCallEntry icall_threading_table[] = {
    {"System.Threading.Interlocked::Increment(int&)", il_inc32},
    {"System.Threading.Interlocked::Increment(long&)", il_inc64},
    {"System.Threading.Interlocked::Decrement(int&)", il_dec32},
    {"System.Threading.Interlocked::Decrement(long&)", il_dec64},
    {"System.Threading.Interlocked::Add(int&,int)", il_add32},
    {"System.Threading.Interlocked::Add(long&,long)", il_add64},
    {"System.Threading.Interlocked::Exchange(int&,int)", il_xchg32},
    {"System.Threading.Interlocked::Exchange(long&,long)", il_xchg64},
    {"System.Threading.Interlocked::Exchange(double&,double)", il_xchg_double},
    {"System.Threading.Interlocked::Exchange(object&,object)", il_xchg_obj},
    {"System.Threading.Interlocked::Exchange(intptr&,intptr)", il_xchg_ptr},
    {"System.Threading.Interlocked::Exchange(!!0&,!!0)", il_xchg_obj},
    {"System.Threading.Interlocked::CompareExchange(int&,int,int)", il_cas32},
    {"System.Threading.Interlocked::CompareExchange(long&,long,long)", il_cas64},
    {"System.Threading.Interlocked::CompareExchange(double&,double,double)", il_cas_double},
    {"System.Threading.Interlocked::CompareExchange(object&,object,object)", il_cas_obj},
    {"System.Threading.Interlocked::CompareExchange(intptr&,intptr,intptr)", il_cas_ptr},
    {"System.Threading.Interlocked::CompareExchange(!!0&,!!0,!!0)", il_cas_obj},
    {"System.Threading.Interlocked::MemoryBarrier()", il_barrier},
    {"System.Threading.Monitor::Enter(object)", monitor_enter},
    {"System.Threading.Monitor::Exit(object)", monitor_exit},
    {"System.Threading.Monitor::TryEnterInternal(object,int)", monitor_try_enter},
    {"System.Threading.Monitor::IsEntered(object)", monitor_is_entered},
    {"System.Threading.Monitor::WaitInternal(object,int)", monitor_wait},
    {"System.Threading.Monitor::TaskWaitInternal(object,int)", monitor_task_wait},
    {"System.Threading.Monitor::Pulse(object)", monitor_pulse},
    {"System.Threading.Monitor::PulseAll(object)", monitor_pulse_all},
    {NULL, NULL},
};
