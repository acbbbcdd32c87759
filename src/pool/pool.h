/*
 * pool.h — the thread pool (DESIGN.md layout: src/pool): CoreCLR's PortableThreadPool in C.
 *
 * Work items are managed objects implementing System.Threading.IThreadPoolWorkItem (corlib's
 * ThreadPool wraps delegates in one).  Worker threads are managed threads running corlib's
 * ThreadPoolWorkQueue.Dispatch, which loops over ThreadPoolWorkQueue.Next (an internal call
 * into this subsystem).  docs/THREADPOOL.md describes queues, workers, the gate thread, hill
 * climbing, blocking compensation, knobs and the trace.
 */
#ifndef CORVID_POOL_H
#define CORVID_POOL_H

#include "thread/thread.h"
#include "vm/vm.h"

/* System.Threading.ThreadPool and ThreadPoolWorkQueue internal calls (icall_registry.c). */
extern const InternalCallEntry pool_icall_table[];

typedef enum PoolQueueKind {
    POOL_QUEUE_GLOBAL,        /* the global FIFO (QueueUserWorkItem) */
    POOL_QUEUE_PREFER_LOCAL,  /* the calling worker's deque; the global FIFO from other threads */
    POOL_QUEUE_HIGH_PRIORITY, /* before the global FIFO (timers) */
} PoolQueueKind;

/* Queue `work_item` (an IThreadPoolWorkItem) with CoreCLR's routing.  Runs in cooperative
 * mode.  false with OutOfMemoryException raised when the queue cannot grow. */
bool pool_enqueue(Thread *thread, Object *work_item, PoolQueueKind kind);

/* Remove `work_item` from the calling worker's own deque (CoreCLR's TryPopCustomWorkItem, for
 * Task.Wait to run a task inline that nobody started yet).  false when it is not there. */
bool pool_try_pop_local(Object *work_item);

/* The next work item for the calling worker (ThreadPoolWorkQueue.Next): NULL when it should
 * return to the pool (no work, or hill climbing retires it); `completed` says it finished one. */
Object *pool_worker_next(Thread *thread, bool completed);
/* ThreadPool.SetMin/MaxThreads (false: out of range), and Get{Min,Max,Available}Threads. */
bool pool_set_min_threads(int32_t worker_threads, int32_t io_threads);
bool pool_set_max_threads(int32_t worker_threads, int32_t io_threads);
typedef enum PoolThreadsKind { POOL_THREADS_MINIMUM, POOL_THREADS_MAXIMUM, POOL_THREADS_AVAILABLE } PoolThreadsKind;
void pool_get_threads(PoolThreadsKind kind, int32_t *worker_threads, int32_t *io_threads);
/* ThreadPool.ThreadCount, PendingWorkItemCount, CompletedWorkItemCount. */
int32_t pool_thread_count(void);
int64_t pool_pending_work_items(void);
int64_t pool_completed_work_items(void);

/* Registers threadpool-thread-count, threadpool-queue-length, threadpool-completed-items-count (diag.h counters). */
void pool_register_counters(void);

#endif
