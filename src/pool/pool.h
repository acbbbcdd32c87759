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

/* Queue `work_item` (an IThreadPoolWorkItem).  From a pool worker with `prefer_local` it goes
 * to the worker's own deque, otherwise to the global queue (CoreCLR's routing).  Runs in
 * cooperative mode.  false with OutOfMemoryException raised when the queue cannot grow. */
bool pool_enqueue(Thread *thread, Object *work_item, bool prefer_local);

/* ThreadPool.ThreadCount, PendingWorkItemCount, CompletedWorkItemCount. */
int32_t pool_thread_count(void);
int64_t pool_pending_work_items(void);
int64_t pool_completed_work_items(void);

#endif
