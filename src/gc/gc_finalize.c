/*
 * gc_finalize.c — finalization.  Objects whose type overrides Finalize are registered when
 * allocated (header bit GC_HDR_FIN_LISTED).  After tracing, a registered object that did not
 * survive is taken off the list and, unless GC.SuppressFinalize was called on it, resurrected
 * (it and everything it references survive this collection) and queued; the queue is a root.
 * The finalizer thread (a managed thread, started on first need) runs the queued finalizers
 * through the runner the VM installs (gc_set_finalizer_runner).  Short weak handles are cleared
 * before the resurrection, long ones after it (gc_collect.c orders the calls).
 */
#include "gc/gc_internal.h"

#include <stdlib.h>
#include <string.h>

typedef struct ObjVec {
    Object **items;
    size_t count, capacity;
} ObjVec;

static ObjVec registered; /* finalizable objects not yet found dead */
static ObjVec queue;      /* f-reachable: waiting for the finalizer thread */
static size_t queue_head;
static uint64_t enqueued_total, finished_total;

static pthread_mutex_t fin_mutex = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t fin_work = PTHREAD_COND_INITIALIZER;
static pthread_cond_t fin_done = PTHREAD_COND_INITIALIZER;
static bool thread_started;
static GcFinalizerWorkItem *work_first, *work_last; /* heap lock; run in order */
static uint64_t work_enqueued, work_finished;      /* fin_mutex for waiting, like the totals */
static Thread *finalizer_thread;
static GcFinalizerRunner runner;

static void objvec_push(ObjVec *v, Object *o) {
    if (v->count == v->capacity) {
        size_t n = v->capacity ? v->capacity * 2 : 256;
        Object **p = realloc(v->items, n * sizeof *p);
        if (!p) {
            fprintf(stderr, "corvid: gc: out of memory (finalization)\n");
            abort();
        }
        v->items = p;
        v->capacity = n;
    }
    v->items[v->count++] = o;
}

void gc_set_finalizer_runner(GcFinalizerRunner r) {
    runner = r;
}

/* Lock held. */
void gc_finalize_register(Object *object) {
    __atomic_or_fetch(&object->header, (uintptr_t)GC_HDR_FIN_LISTED, __ATOMIC_RELAXED);
    objvec_push(&registered, object);
}

void gc_suppress_finalize(Object *object) {
    if (object)
        __atomic_or_fetch(&object->header, (uintptr_t)GC_HDR_FIN_SUPPRESSED, __ATOMIC_RELAXED);
}

void gc_reregister_for_finalize(Object *object) {
    if (!object || !(object->vtable->flags & VTABLE_HAS_FINALIZER))
        return;
    gc_lock_heap(thread_current);
    uintptr_t old = __atomic_fetch_and(&object->header, ~(uintptr_t)GC_HDR_FIN_SUPPRESSED, __ATOMIC_RELAXED);
    if (!(old & GC_HDR_FIN_LISTED))
        gc_finalize_register(object);
    gc_unlock_heap();
}

Object *gc_trace_resurrect(Object *o);

/* After tracing (short weak handles already cleared). */
void gc_finalize_scan(void) {
    size_t kept = 0, first_dead = queue.count;
    for (size_t i = 0; i < registered.count; i++) {
        Object *o = registered.items[i], *now;
        if (gc_object_survived(o, &now)) {
            registered.items[kept++] = now;
            continue;
        }
        if (o->header & GC_HDR_FIN_SUPPRESSED) {
            continue; /* dead and not to be finalized */
        }
        objvec_push(&queue, o); /* resurrected below, all together */
    }
    registered.count = kept;
    for (size_t i = first_dead; i < queue.count; i++) {
        Object *n = gc_trace_resurrect(queue.items[i]);
        n->header &= ~(uintptr_t)GC_HDR_FIN_LISTED;
        queue.items[i] = n;
        enqueued_total++;
    }
}

/* The queue is a root (precise, updatable). */
void gc_finalize_trace_queue(void) {
    for (size_t i = queue_head; i < queue.count; i++)
        gc_trace_slot(&queue.items[i]);
    gc_trace_drain();
}

size_t gc_finalize_pending(void) {
    return queue.count - queue_head;
}

static void *finalizer_main(void *arg) {
    (void)arg;
    Thread *thread = thread_attach_current();
    if (!thread)
        return NULL;
    finalizer_thread = thread;
    for (;;) {
        gc_lock_heap(thread);
        GcFinalizerWorkItem *work = work_first;
        if (work) {
            work_first = work->next;
            if (!work_first) work_last = NULL;
        }
        gc_unlock_heap();
        if (work) { /* native code (CoreLib's [UnmanagedCallersOnly] callback), entered from outside */
            gc_enter_preemptive(thread);
            work->callback(work);
            gc_leave_preemptive(thread);
            thread->exception = NULL;
            pthread_mutex_lock(&fin_mutex);
            work_finished++;
            pthread_mutex_unlock(&fin_mutex);
            continue;
        }
        gc_lock_heap(thread);
        Object *o = NULL;
        if (queue_head < queue.count) {
            o = queue.items[queue_head];
            queue.items[queue_head++] = NULL;
            if (queue_head == queue.count)
                queue_head = queue.count = 0;
        }
        gc_unlock_heap();
        if (o) {
            if (runner)
                runner(thread, o);
            thread->exception = NULL;
            o = NULL;
            pthread_mutex_lock(&fin_mutex);
            finished_total++;
            pthread_cond_broadcast(&fin_done);
            pthread_mutex_unlock(&fin_mutex);
            continue;
        }
        gc_enter_preemptive(thread);
        pthread_mutex_lock(&fin_mutex);
        while (__atomic_load_n(&enqueued_total, __ATOMIC_SEQ_CST) <= finished_total &&
               __atomic_load_n(&work_enqueued, __ATOMIC_SEQ_CST) <= work_finished)
            pthread_cond_wait(&fin_work, &fin_mutex);
        pthread_mutex_unlock(&fin_mutex);
        gc_leave_preemptive(thread);
    }
    return NULL;
}

static void start_finalizer_thread(void);

void gc_finalize_schedule_work(GcFinalizerWorkItem *item) {
    item->next = NULL;
    if (work_last) work_last->next = item;
    else work_first = item;
    work_last = item;
    __atomic_add_fetch(&work_enqueued, 1, __ATOMIC_SEQ_CST);
    start_finalizer_thread();
}

/* Lock held, world restarted or about to be. */
void gc_finalize_after_collection(void) {
    if (queue.count == queue_head)
        return;
    start_finalizer_thread();
}

/* Heap lock held: the finalizer thread runs (made on first need) and is woken. */
static void start_finalizer_thread(void) {
    if (!thread_started) {
        thread_started = true;
        pthread_t tid;
        pthread_attr_t attr;
        pthread_attr_init(&attr);
        pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
        pthread_attr_setstacksize(&attr, (size_t)8 << 20);
        if (pthread_create(&tid, &attr, finalizer_main, NULL) != 0)
            thread_started = false;
        pthread_attr_destroy(&attr);
    }
    pthread_mutex_lock(&fin_mutex);
    pthread_cond_broadcast(&fin_work);
    pthread_mutex_unlock(&fin_mutex);
}

void gc_wait_for_pending_finalizers(Thread *thread) {
    if (thread && thread == finalizer_thread)
        return; /* a finalizer waiting for the finalizers would wait for itself */
    gc_lock_heap(thread);
    uint64_t target = enqueued_total;
    bool started = thread_started;
    gc_unlock_heap();
    if (!started)
        return;
    if (thread)
        gc_enter_preemptive(thread);
    pthread_mutex_lock(&fin_mutex);
    pthread_cond_broadcast(&fin_work);
    while (finished_total < target)
        pthread_cond_wait(&fin_done, &fin_mutex);
    pthread_mutex_unlock(&fin_mutex);
    if (thread)
        gc_leave_preemptive(thread);
}
