/*
 * thread_wait.c — kernel-style wait objects behind WaitHandle: events (manual and automatic
 * reset) and semaphores, with WaitOne, WaitAll and WaitAny.
 *
 * One mutex guards every wait object.  A waiting thread registers a waiter record (its own
 * condition variable) on each object it waits for; signalling an object wakes the threads
 * registered on it, which re-check under the mutex.  WaitAll takes all objects at once, only
 * when every one is signalled (Windows semantics, which .NET keeps on every platform), so two
 * WaitAll calls can never each hold half of what the other needs.
 */
#include "thread/thread.h"
#include "gc/gc.h"

#include <errno.h>
#include <stdlib.h>
#include <time.h>

typedef struct WaitRecord {
    pthread_cond_t *wake;
    struct WaitRecord *next;
} WaitRecord;

struct ThreadWaitObject {
    ThreadWaitObjectKind kind;
    int32_t count;   /* events: 1 signalled, 0 not; semaphores: the count */
    int32_t maximum; /* semaphores */
    int32_t references; /* the handle's own plus one per thread waiting on it */
    bool closed;
    WaitRecord *waiters;
};

static pthread_mutex_t wait_mutex = PTHREAD_MUTEX_INITIALIZER;

ThreadWaitObject *thread_wait_object_new(ThreadWaitObjectKind kind, int32_t initial, int32_t maximum) {
    ThreadWaitObject *object = calloc(1, sizeof *object);
    if (!object)
        return NULL;
    object->kind = kind;
    object->count = kind == THREAD_WAIT_SEMAPHORE ? initial : initial != 0;
    object->maximum = maximum;
    object->references = 1;
    return object;
}

static void release_reference(ThreadWaitObject *object) {
    if (--object->references == 0)
        free(object);
}

void thread_wait_object_close(ThreadWaitObject *object) {
    pthread_mutex_lock(&wait_mutex);
    if (!object->closed) {
        object->closed = true;
        release_reference(object);
    }
    pthread_mutex_unlock(&wait_mutex);
}

static void wake_waiters(ThreadWaitObject *object) {
    for (WaitRecord *record = object->waiters; record; record = record->next)
        pthread_cond_signal(record->wake);
}

bool thread_wait_object_signal(ThreadWaitObject *object, int32_t release_count, int32_t *previous) {
    bool ok = true;
    pthread_mutex_lock(&wait_mutex);
    if (previous)
        *previous = object->count;
    if (object->kind == THREAD_WAIT_SEMAPHORE) {
        if (release_count > object->maximum - object->count)
            ok = false; /* SemaphoreFullException; the count does not change */
        else
            object->count += release_count;
    } else {
        object->count = 1;
    }
    if (ok)
        wake_waiters(object);
    pthread_mutex_unlock(&wait_mutex);
    return ok;
}

void thread_wait_object_reset(ThreadWaitObject *object) {
    pthread_mutex_lock(&wait_mutex);
    object->count = 0;
    pthread_mutex_unlock(&wait_mutex);
}

static bool is_signalled(const ThreadWaitObject *object) {
    return object->count > 0;
}

static void consume(ThreadWaitObject *object) {
    if (object->kind == THREAD_WAIT_SEMAPHORE)
        object->count--;
    else if (object->kind == THREAD_WAIT_AUTO_RESET_EVENT)
        object->count = 0;
}

/* Under wait_mutex: the satisfied index for WaitAny, 0 for a satisfied WaitAll, -1 if the
 * wait must go on.  Satisfying consumes what the wait takes. */
static int try_satisfy(ThreadWaitObject **objects, int count, bool wait_all) {
    if (wait_all) {
        for (int i = 0; i < count; i++)
            if (!is_signalled(objects[i]))
                return -1;
        for (int i = 0; i < count; i++)
            consume(objects[i]);
        return 0;
    }
    for (int i = 0; i < count; i++)
        if (is_signalled(objects[i])) {
            consume(objects[i]);
            return i;
        }
    return -1;
}

int thread_wait_multiple(Thread *thread, ThreadWaitObject **objects, int count, bool wait_all, int32_t timeout_ms) {
    pthread_mutex_lock(&wait_mutex);
    int satisfied = try_satisfy(objects, count, wait_all);
    if (satisfied >= 0 || timeout_ms == 0) {
        pthread_mutex_unlock(&wait_mutex);
        return satisfied;
    }
    /* register on every object, then sleep until satisfied or the deadline */
    pthread_condattr_t attributes;
    pthread_condattr_init(&attributes);
    pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC);
    pthread_cond_t wake;
    pthread_cond_init(&wake, &attributes);
    pthread_condattr_destroy(&attributes);
    WaitRecord stack_records[8];
    WaitRecord *records = count <= 8 ? stack_records : calloc((size_t)count, sizeof *records);
    if (!records) {
        pthread_mutex_unlock(&wait_mutex);
        pthread_cond_destroy(&wake);
        return THREAD_WAIT_FAILED;
    }
    for (int i = 0; i < count; i++) {
        records[i] = (WaitRecord){&wake, objects[i]->waiters};
        objects[i]->waiters = &records[i];
        objects[i]->references++;
    }
    struct timespec deadline;
    if (timeout_ms > 0)
        thread_deadline_after(&deadline, CLOCK_MONOTONIC, (uint64_t)timeout_ms);
    pthread_mutex_unlock(&wait_mutex);
    thread_blocking_begin(thread, THREAD_WAIT_HANDLE);
    pthread_mutex_lock(&wait_mutex);
    for (;;) {
        satisfied = try_satisfy(objects, count, wait_all);
        if (satisfied >= 0)
            break;
        if (timeout_ms < 0)
            pthread_cond_wait(&wake, &wait_mutex);
        else if (pthread_cond_timedwait(&wake, &wait_mutex, &deadline) == ETIMEDOUT) {
            satisfied = try_satisfy(objects, count, wait_all);
            break;
        }
    }
    for (int i = 0; i < count; i++) {
        for (WaitRecord **link = &objects[i]->waiters; *link; link = &(*link)->next)
            if (*link == &records[i]) {
                *link = records[i].next;
                break;
            }
        release_reference(objects[i]);
    }
    pthread_mutex_unlock(&wait_mutex);
    thread_blocking_end(thread, THREAD_WAIT_HANDLE);
    pthread_cond_destroy(&wake);
    if (records != stack_records)
        free(records);
    return satisfied;
}
