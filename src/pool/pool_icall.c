/*
 * pool_icall.c — internal calls of corlib's System.Threading.ThreadPool and
 * ThreadPoolWorkQueue (corlib/System.Threading/ThreadPool.cs).
 */
#include "pool/pool_internal.h"


/* bool EnqueueInternal(IThreadPoolWorkItem item, bool preferLocal) */
static void icall_enqueue(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 =
        pool_enqueue(thread, args[0].o, args[1].i4 ? POOL_QUEUE_PREFER_LOCAL : POOL_QUEUE_GLOBAL);
}

/* bool EnqueueHighPriorityInternal(IThreadPoolWorkItem item) */
static void icall_enqueue_high_priority(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = pool_enqueue(thread, args[0].o, POOL_QUEUE_HIGH_PRIORITY);
}

/* IThreadPoolWorkItem Next(bool completed) */
static void icall_next(Thread *thread, Slot *args, Slot *result) {
    result[0].o = pool_worker_next(thread, args[0].i4 != 0);
}

/* bool TryPopCustomWorkItem(IThreadPoolWorkItem workItem) */
static void icall_try_pop(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = pool_started() && pool_try_pop_local(args[0].o);
}

/* bool SetMinThreadsInternal(int workerThreads, int completionPortThreads) */
static void icall_set_min(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = pool_set_min_threads(args[0].i4, args[1].i4);
}

/* bool SetMaxThreadsInternal(int workerThreads, int completionPortThreads) */
static void icall_set_max(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = pool_set_max_threads(args[0].i4, args[1].i4);
}

void pool_get_threads(PoolThreadsKind kind, int32_t *worker, int32_t *io) {
    pool_ensure_started();
    switch (kind) {
    case POOL_THREADS_MINIMUM:
        *worker = __atomic_load_n(&pool_min_threads, __ATOMIC_RELAXED);
        *io = __atomic_load_n(&pool_min_io_threads, __ATOMIC_RELAXED);
        break;
    case POOL_THREADS_MAXIMUM:
        *worker = __atomic_load_n(&pool_max_threads, __ATOMIC_RELAXED);
        *io = __atomic_load_n(&pool_max_io_threads, __ATOMIC_RELAXED);
        break;
    default: {
        int32_t available = __atomic_load_n(&pool_max_threads, __ATOMIC_RELAXED) -
                            __atomic_load_n(&pool_counts.processing, __ATOMIC_RELAXED);
        *worker = available > 0 ? available : 0;
        *io = __atomic_load_n(&pool_max_io_threads, __ATOMIC_RELAXED);
        break;
    }
    }
}

/* void GetThreadsInternal(int kind, out int workerThreads, out int completionPortThreads) */
static void icall_get_threads(Thread *thread, Slot *args, Slot *result) {
    pool_get_threads((PoolThreadsKind)args[0].i4, args[1].p, args[2].p);
}

static void icall_thread_count(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = pool_thread_count();
}

static void icall_pending(Thread *thread, Slot *args, Slot *result) {
    result[0].i8 = pool_pending_work_items();
}

static void icall_completed(Thread *thread, Slot *args, Slot *result) {
    result[0].i8 = pool_completed_work_items();
}

const InternalCallEntry pool_icall_table[] = {
    {"System.Threading.ThreadPool::EnqueueInternal(System.Threading.IThreadPoolWorkItem,bool)",
     icall_enqueue},
    {"System.Threading.ThreadPool::EnqueueHighPriorityInternal(System.Threading."
     "IThreadPoolWorkItem)",
     icall_enqueue_high_priority},
    {"System.Threading.ThreadPool::TryPopCustomWorkItem(System.Threading.IThreadPoolWorkItem)",
     icall_try_pop},
    {"System.Threading.ThreadPool::SetMinThreadsInternal(int,int)", icall_set_min},
    {"System.Threading.ThreadPool::SetMaxThreadsInternal(int,int)", icall_set_max},
    {"System.Threading.ThreadPool::GetThreadsInternal(int,int&,int&)", icall_get_threads},
    {"System.Threading.ThreadPool::GetThreadCount()", icall_thread_count},
    {"System.Threading.ThreadPool::GetPendingWorkItemCount()", icall_pending},
    {"System.Threading.ThreadPool::GetCompletedWorkItemCount()", icall_completed},
    {"System.Threading.ThreadPoolWorkQueue::Next(bool)", icall_next},
    {NULL, NULL},
};
