/*
 * icall_threading.c — System.Threading.Interlocked (GCC atomics) and Monitor.
 *
 * Monitor: thin locks in the object header, inflated into a side table of records when
 * contended or waited on (see below).  Blocking happens in preemptive GC mode.
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

/* Thin locks.  An uncontended lock lives in the object header (bits 8..31; the GC owns the low
 * byte, the identity hash the upper half): the owner's managed thread id and a recursion count,
 * taken and released with one compare-and-swap, and moving with the object.  Contention,
 * Monitor.Wait/Pulse, deep recursion or thread ids past 16 bits *inflate* the lock: a record in
 * a side table keyed by the object's address (such objects are pinned at every collection),
 * marked by LOCK_INFLATED in the header.  Invariant: LOCK_INFLATED is set exactly while the
 * object has a record; both change only under lock_table_mutex.  A record that is free again
 * (no owner, nobody waiting) deflates back to a thin lock. */
#define LOCK_OWNER_SHIFT 8
#define LOCK_OWNER_MASK ((uintptr_t)0xFFFF << LOCK_OWNER_SHIFT)
#define LOCK_RECURSION_ONE ((uintptr_t)1 << 24)
#define LOCK_RECURSION_MASK ((uintptr_t)0x7F << 24)
#define LOCK_INFLATED ((uintptr_t)1 << 31)
#define LOCK_BITS (LOCK_OWNER_MASK | LOCK_RECURSION_MASK | LOCK_INFLATED)
#define LOCK_MAX_THIN_OWNER 0xFFFF

/* A thread in Monitor.Wait: queued FIFO on the record; Pulse wakes the oldest, PulseAll all of
 * those queued at that moment (a thread that starts waiting later needs a later pulse). */
typedef struct MonitorWaiter {
    bool signalled;
    pthread_cond_t wake;
    struct MonitorWaiter *next;
} MonitorWaiter;

typedef struct LockRecord {
    Object *object;
    int32_t owner;         /* managed thread id of the owner, 0 when free */
    int32_t recursion;
    int32_t waiters;       /* threads in Enter blocked on `available` */
    int32_t sleepers;      /* threads in Wait (queued or waking up) */
    MonitorWaiter *wait_head, *wait_tail;
    pthread_cond_t available;
    struct LockRecord *next;
} LockRecord;

#define LOCK_BUCKETS 256
static LockRecord *lock_table[LOCK_BUCKETS];
static pthread_mutex_t lock_table_mutex = PTHREAD_MUTEX_INITIALIZER;

static unsigned bucket_of(Object *o) { return (unsigned)(((uintptr_t)o >> 4) * 2654435761u) % LOCK_BUCKETS; }

static LockRecord *find_record(Object *o) {
    for (LockRecord *r = lock_table[bucket_of(o)]; r; r = r->next)
        if (r->object == o) return r;
    return NULL;
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

static bool thin_try_enter(Thread *thread, Object *o) {
    uintptr_t id = (uintptr_t)thread->managed_thread_id;
    if (id > LOCK_MAX_THIN_OWNER) return false;
    uintptr_t h = __atomic_load_n(&o->header, __ATOMIC_RELAXED);
    for (;;) {
        if (h & LOCK_INFLATED) return false;
        uintptr_t owner = (h & LOCK_OWNER_MASK) >> LOCK_OWNER_SHIFT, updated;
        if (owner == 0) updated = h | (id << LOCK_OWNER_SHIFT);
        else if (owner == id && (h & LOCK_RECURSION_MASK) != LOCK_RECURSION_MASK) updated = h + LOCK_RECURSION_ONE;
        else return false;
        if (__atomic_compare_exchange_n(&o->header, &h, updated, true, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED)) return true;
    }
}

enum { THIN_RELEASED, THIN_NOT_OWNER, THIN_INFLATED };

static int thin_exit(Thread *thread, Object *o) {
    uintptr_t id = (uintptr_t)thread->managed_thread_id;
    uintptr_t h = __atomic_load_n(&o->header, __ATOMIC_RELAXED);
    for (;;) {
        if (h & LOCK_INFLATED) return THIN_INFLATED;
        if ((h & LOCK_OWNER_MASK) >> LOCK_OWNER_SHIFT != id || id == 0) return THIN_NOT_OWNER;
        uintptr_t updated = (h & LOCK_RECURSION_MASK) ? h - LOCK_RECURSION_ONE : h & ~LOCK_OWNER_MASK;
        if (__atomic_compare_exchange_n(&o->header, &h, updated, true, __ATOMIC_RELEASE, __ATOMIC_RELAXED))
            return THIN_RELEASED;
    }
}

/* Under lock_table_mutex: the object's record, inflating a thin lock into one. */
static LockRecord *inflate_locked(Object *o) {
    uintptr_t h = __atomic_load_n(&o->header, __ATOMIC_ACQUIRE);
    for (;;) {
        if (h & LOCK_INFLATED) return find_record(o);
        LockRecord *r = calloc(1, sizeof *r);
        if (!r) abort();
        r->object = o;
        r->owner = (int32_t)((h & LOCK_OWNER_MASK) >> LOCK_OWNER_SHIFT);
        r->recursion = r->owner ? (int32_t)((h & LOCK_RECURSION_MASK) / LOCK_RECURSION_ONE) + 1 : 0;
        uintptr_t updated = (h & ~LOCK_BITS) | LOCK_INFLATED;
        if (__atomic_compare_exchange_n(&o->header, &h, updated, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
            pthread_cond_init(&r->available, NULL);
            unsigned b = bucket_of(o);
            r->next = lock_table[b];
            lock_table[b] = r;
            return r;
        }
        free(r); /* the header changed (thin owner left, hash code set): look again */
    }
}

/* Under lock_table_mutex: a record nobody owns or waits on goes; the lock is thin again. */
static void maybe_deflate(LockRecord *record) {
    if (record->owner || record->waiters || record->sleepers) return;
    Object *o = record->object;
    uintptr_t h = __atomic_load_n(&o->header, __ATOMIC_RELAXED);
    while (!__atomic_compare_exchange_n(&o->header, &h, h & ~LOCK_BITS, true, __ATOMIC_RELEASE, __ATOMIC_RELAXED)) {
    }
    unsigned b = bucket_of(o);
    for (LockRecord **p = &lock_table[b]; *p; p = &(*p)->next)
        if (*p == record) {
            *p = record->next;
            break;
        }
    pthread_cond_destroy(&record->available);
    free(record);
}

static bool null_check(Thread *thread, Object *o) {
    if (o) return true;
    vm_throw_new(thread, "System.ArgumentNullException", "Value cannot be null. (Parameter 'obj')");
    return false;
}

/* Acquire under lock_table_mutex (held on entry and exit); timeout_ms < 0 waits forever. */
static bool acquire_locked(Thread *thread, LockRecord *r, int32_t timeout_ms) {
    int32_t id = thread->managed_thread_id;
    if (r->owner == id) {
        r->recursion++;
        return true;
    }
    if (r->owner && timeout_ms == 0) return false;
    struct timespec deadline;
    if (timeout_ms > 0) thread_deadline_after(&deadline, CLOCK_REALTIME, (uint64_t)timeout_ms);
    bool timed_out = false;
    if (r->owner) {
        r->waiters++;
        thread_blocking_begin(thread, THREAD_WAIT_MONITOR);
        while (r->owner && !timed_out) {
            if (timeout_ms < 0) pthread_cond_wait(&r->available, &lock_table_mutex);
            else if (pthread_cond_timedwait(&r->available, &lock_table_mutex, &deadline) == ETIMEDOUT) timed_out = r->owner != 0;
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
    r->owner = id;
    r->recursion = 1;
    return true;
}

static bool monitor_acquire(Thread *thread, Object *o, int32_t timeout_ms) {
    if (thin_try_enter(thread, o)) return true;
    /* a short spin first: most critical sections are shorter than a trip through the kernel */
    for (int spin = 0; spin < 100 && timeout_ms != 0; spin++) {
        thread_cpu_relax();
        uintptr_t h = __atomic_load_n(&o->header, __ATOMIC_RELAXED);
        if (h & LOCK_INFLATED) break;
        if (!(h & LOCK_OWNER_MASK) && thin_try_enter(thread, o)) return true;
    }
    pthread_mutex_lock(&lock_table_mutex);
    if (thin_try_enter(thread, o)) { /* released meanwhile */
        pthread_mutex_unlock(&lock_table_mutex);
        return true;
    }
    if (timeout_ms == 0 && !(__atomic_load_n(&o->header, __ATOMIC_ACQUIRE) & LOCK_INFLATED) &&
        thread->managed_thread_id <= LOCK_MAX_THIN_OWNER &&
        (__atomic_load_n(&o->header, __ATOMIC_ACQUIRE) & LOCK_RECURSION_MASK) != LOCK_RECURSION_MASK) {
        pthread_mutex_unlock(&lock_table_mutex); /* owned by another thread: TryEnter fails at once */
        return false;
    }
    LockRecord *r = inflate_locked(o);
    bool taken = acquire_locked(thread, r, timeout_ms);
    if (!taken) maybe_deflate(r);
    pthread_mutex_unlock(&lock_table_mutex);
    return taken;
}

static void monitor_enter(Thread *thread, Slot *args, Slot *result) {
    if (null_check(thread, args[0].o)) monitor_acquire(thread, args[0].o, -1);
}

static void monitor_try_enter(Thread *thread, Slot *args, Slot *result) {
    if (null_check(thread, args[0].o)) result[0].i4 = monitor_acquire(thread, args[0].o, args[1].i4);
}

static void throw_not_owner(Thread *thread) {
    vm_throw_new(thread, "System.Threading.SynchronizationLockException",
                 "Object synchronization method was called from an unsynchronized block of code.");
}

/* Under lock_table_mutex: the record of a lock this thread owns (inflating a thin one), or
 * NULL with the mutex released and SynchronizationLockException pending. */
static LockRecord *owned_record(Thread *thread, Object *o) {
    LockRecord *r = inflate_locked(o);
    if (r->owner != thread->managed_thread_id) {
        maybe_deflate(r);
        pthread_mutex_unlock(&lock_table_mutex);
        throw_not_owner(thread);
        return NULL;
    }
    return r;
}

static void monitor_exit(Thread *thread, Slot *args, Slot *result) {
    Object *o = args[0].o;
    if (!null_check(thread, o)) return;
    int thin = thin_exit(thread, o);
    if (thin == THIN_RELEASED) return;
    if (thin == THIN_NOT_OWNER) {
        throw_not_owner(thread);
        return;
    }
    pthread_mutex_lock(&lock_table_mutex);
    LockRecord *r = owned_record(thread, o);
    if (!r) return;
    if (--r->recursion == 0) {
        r->owner = 0;
        if (r->waiters) pthread_cond_signal(&r->available);
        maybe_deflate(r);
    }
    pthread_mutex_unlock(&lock_table_mutex);
}

static void monitor_is_entered(Thread *thread, Slot *args, Slot *result) {
    Object *o = args[0].o;
    if (!null_check(thread, o)) return;
    pthread_mutex_lock(&lock_table_mutex);
    uintptr_t h = __atomic_load_n(&o->header, __ATOMIC_ACQUIRE);
    if (h & LOCK_INFLATED) {
        LockRecord *r = find_record(o);
        result[0].i4 = r && r->owner == thread->managed_thread_id;
    } else {
        result[0].i4 = (int32_t)((h & LOCK_OWNER_MASK) >> LOCK_OWNER_SHIFT) == thread->managed_thread_id;
    }
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
    MonitorWaiter me = {false, PTHREAD_COND_INITIALIZER, NULL};
    if (r->wait_tail) r->wait_tail->next = &me;
    else r->wait_head = &me;
    r->wait_tail = &me;
    r->sleepers++;
    r->owner = 0;
    r->recursion = 0;
    if (r->waiters) pthread_cond_signal(&r->available);
    struct timespec deadline;
    if (timeout_ms > 0) thread_deadline_after(&deadline, CLOCK_REALTIME, (uint64_t)timeout_ms);
    thread_blocking_begin(thread, kind);
    while (!me.signalled && timeout_ms != 0) {
        if (timeout_ms < 0) pthread_cond_wait(&me.wake, &lock_table_mutex);
        else if (pthread_cond_timedwait(&me.wake, &lock_table_mutex, &deadline) == ETIMEDOUT) break;
    }
    if (!me.signalled) { /* timed out: leave the queue */
        MonitorWaiter *previous = NULL;
        for (MonitorWaiter *w = r->wait_head; w; previous = w, w = w->next)
            if (w == &me) {
                if (previous) previous->next = me.next;
                else r->wait_head = me.next;
                if (r->wait_tail == &me) r->wait_tail = previous;
                break;
            }
    }
    pthread_mutex_unlock(&lock_table_mutex);
    thread_blocking_end(thread, kind);
    pthread_mutex_lock(&lock_table_mutex);
    pthread_cond_destroy(&me.wake);
    r->sleepers--; /* kept the record alive while unlocked */
    acquire_locked(thread, r, -1);
    r->recursion = recursion;
    pthread_mutex_unlock(&lock_table_mutex);
    result[0].i4 = me.signalled;
}

/* bool WaitInternal(object obj, int millisecondsTimeout) */
static void monitor_wait(Thread *thread, Slot *args, Slot *result) { icall_monitor_wait_kind(thread, args, result, THREAD_WAIT_MONITOR); }
/* bool TaskWaitInternal(object obj, int millisecondsTimeout): Task.Wait/Result block here */
static void monitor_task_wait(Thread *thread, Slot *args, Slot *result) { icall_monitor_wait_kind(thread, args, result, THREAD_WAIT_TASK); }

static void pulse(Thread *thread, Object *o, bool all) {
    if (!null_check(thread, o)) return;
    uintptr_t h = __atomic_load_n(&o->header, __ATOMIC_ACQUIRE);
    if (!(h & LOCK_INFLATED)) { /* a thin lock has no waiters: nothing to wake */
        if ((int32_t)((h & LOCK_OWNER_MASK) >> LOCK_OWNER_SHIFT) != thread->managed_thread_id) throw_not_owner(thread);
        return;
    }
    pthread_mutex_lock(&lock_table_mutex);
    LockRecord *r = owned_record(thread, o);
    if (!r) return;
    do {
        MonitorWaiter *w = r->wait_head;
        if (!w) break;
        r->wait_head = w->next;
        if (!r->wait_head) r->wait_tail = NULL;
        w->signalled = true;
        pthread_cond_signal(&w->wake);
    } while (all);
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
