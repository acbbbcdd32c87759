/*
 * coreclr_threadpool.c — CoreLib's thread pool runs on corvid's (src/pool, docs/THREADPOOL.md):
 * its queues, workers, hill climbing and blocking compensation for every wait.  CoreLib's
 * managed PortableThreadPool (CoreCLR's policy: hill climbing alone, compensation only for
 * Task waits) never starts: the methods through which CoreLib reaches it become internal calls
 * here, the way CoreCLR itself swaps in the Windows thread pool behind the same methods.
 *
 * - ThreadPoolWorkQueue.Enqueue / EnqueueAtHighPriority / LocalFindAndPop: corvid's global
 *   FIFO, per-worker deques and high-priority queue hold CoreLib's work items (Tasks and
 *   IThreadPoolWorkItems alike).
 * - ThreadPoolWorkQueue.Dispatch: a corvid worker's loop; each item runs through CoreLib's own
 *   DispatchWorkItem (Task.ExecuteFromThreadPool, or IThreadPoolWorkItem.Execute), then the
 *   execution context and thread state are reset as CoreLib's Dispatch does.
 * - ThreadPool's Get/Set Min/Max/AvailableThreads, counts, NotifyThreadBlocked/Unblocked.
 */
#include "coreclr/coreclr_internal.h"

#include "pool/pool.h"

#include <string.h>

static struct {
    Method *dispatch_work_item;     /* ThreadPoolWorkQueue.DispatchWorkItem(object, Thread) */
    Method *reset_execution_context; /* ExecutionContext.ResetThreadPoolThread(Thread) */
    Method *reset_thread;           /* Thread.ResetThreadPoolThread() */
    Method *current_thread;         /* Thread.get_CurrentThread() */
} corelib;

static bool find_corelib_methods(Thread *thread) {
    if (__atomic_load_n(&corelib.current_thread, __ATOMIC_ACQUIRE)) return true;
    Type *queue = loader_find_corlib_type("System.Threading.ThreadPoolWorkQueue");
    Type *context = loader_find_corlib_type("System.Threading.ExecutionContext");
    Type *thread_type = loader_find_corlib_type("System.Threading.Thread");
    corelib.dispatch_work_item = queue ? loader_find_method(queue, "DispatchWorkItem", 2) : NULL;
    corelib.reset_execution_context = context ? loader_find_method(context, "ResetThreadPoolThread", 1) : NULL;
    corelib.reset_thread = thread_type ? loader_find_method(thread_type, "ResetThreadPoolThread", 0) : NULL;
    Method *current = thread_type ? loader_find_method(thread_type, "get_CurrentThread", 0) : NULL;
    if (!corelib.dispatch_work_item || !corelib.reset_execution_context || !corelib.reset_thread || !current) {
        vm_throw_new(thread, "System.MissingMethodException", "CoreLib lacks a thread-pool member corvid needs (ThreadPoolWorkQueue.DispatchWorkItem, ExecutionContext.ResetThreadPoolThread).");
        return false;
    }
    __atomic_store_n(&corelib.current_thread, current, __ATOMIC_RELEASE);
    return true;
}

/* ThreadPoolWorkQueue.Enqueue(object callback, bool forceGlobal) (instance; `this` is the one
 * s_workQueue) */
static void fcall_enqueue(Thread *thread, Slot *args, Slot *result) {
    if (!args[1].o) {
        vm_throw_new(thread, "System.ArgumentNullException", "Value cannot be null. (Parameter 'callback')");
        return;
    }
    pool_enqueue(thread, args[1].o, args[2].i4 ? POOL_QUEUE_GLOBAL : POOL_QUEUE_PREFER_LOCAL);
}

static void fcall_enqueue_high_priority(Thread *thread, Slot *args, Slot *result) {
    if (!args[1].o) {
        vm_throw_new(thread, "System.ArgumentNullException", "Value cannot be null. (Parameter 'workItem')");
        return;
    }
    pool_enqueue(thread, args[1].o, POOL_QUEUE_HIGH_PRIORITY);
}

/* static bool LocalFindAndPop(object callback): Task.Wait running a queued task inline */
static void fcall_local_find_and_pop(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = args[0].o && pool_try_pop_local(args[0].o);
}

/* static bool Dispatch(): the worker's loop (true: the queues were drained, as CoreLib's
 * Dispatch returns when it found no work) */
static void fcall_dispatch(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = 1;
    if (!find_corelib_methods(thread)) return;
    Slot current[1] = {{0}};
    if (!interp_invoke(thread, corelib.current_thread, NULL, current)) return;
    Object *worker = current[0].o; /* rooted: the thread's own Thread object */
    for (bool completed = false;; completed = true) {
        Object *item = pool_worker_next(thread, completed);
        if (!item) return;
        Slot call[2] = {{.o = item}, {.o = worker}};
        /* transparent: an exception no work item catches is reported by the worker's base */
        if (!interp_invoke_transparent(thread, corelib.dispatch_work_item, call, NULL)) return;
        Slot reset[1] = {{.o = worker}};
        if (!interp_invoke(thread, corelib.reset_execution_context, reset, NULL)) return;
        if (!interp_invoke(thread, corelib.reset_thread, reset, NULL)) return;
    }
}

/* ThreadPool.SetMinThreads / SetMaxThreads (int, int) -> bool */
static void fcall_set_min_threads(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = pool_set_min_threads(args[0].i4, args[1].i4);
}

static void fcall_set_max_threads(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = pool_set_max_threads(args[0].i4, args[1].i4);
}

static void get_threads(Slot *args, PoolThreadsKind kind) {
    pool_get_threads(kind, args[0].p, args[1].p);
}

static void fcall_get_min_threads(Thread *thread, Slot *args, Slot *result) {
    get_threads(args, POOL_THREADS_MINIMUM);
}

static void fcall_get_max_threads(Thread *thread, Slot *args, Slot *result) {
    get_threads(args, POOL_THREADS_MAXIMUM);
}

static void fcall_get_available_threads(Thread *thread, Slot *args, Slot *result) {
    get_threads(args, POOL_THREADS_AVAILABLE);
}

static void fcall_thread_count(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = pool_thread_count();
}

static void fcall_pending_count(Thread *thread, Slot *args, Slot *result) {
    result[0].i8 = pool_pending_work_items();
}

static void fcall_completed_count(Thread *thread, Slot *args, Slot *result) {
    result[0].i8 = pool_completed_work_items();
}

/* NotifyThreadBlocked(): a pool thread is about to block on a Task (CoreCLR's cooperative
 * blocking); corvid's compensation already counts every wait its thread makes, and this one
 * is a Task wait (THREAD_WAIT_TASK, what CORVID_ThreadPoolBlockingScope=task counts).  true: the
 * caller must call NotifyThreadUnblocked. */
static void fcall_notify_thread_blocked(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = thread->pool_worker != NULL;
    if (thread->pool_worker) thread_blocking_notify_begin(thread, THREAD_WAIT_TASK);
}

static void fcall_notify_thread_unblocked(Thread *thread, Slot *args, Slot *result) {
    if (thread->pool_worker) thread_blocking_notify_end(thread, THREAD_WAIT_TASK);
}

const InternalCallEntry coreclr_threadpool_fcalls[] = {
    {"System.Threading.ThreadPoolWorkQueue::Enqueue(object,bool)", fcall_enqueue},
    {"System.Threading.ThreadPoolWorkQueue::EnqueueAtHighPriority(object)", fcall_enqueue_high_priority},
    {"System.Threading.ThreadPoolWorkQueue::LocalFindAndPop(object)", fcall_local_find_and_pop},
    {"System.Threading.ThreadPoolWorkQueue::Dispatch()", fcall_dispatch},
    {"System.Threading.ThreadPool::SetMinThreads(int,int)", fcall_set_min_threads},
    {"System.Threading.ThreadPool::SetMaxThreads(int,int)", fcall_set_max_threads},
    {"System.Threading.ThreadPool::GetMinThreads(int&,int&)", fcall_get_min_threads},
    {"System.Threading.ThreadPool::GetMaxThreads(int&,int&)", fcall_get_max_threads},
    {"System.Threading.ThreadPool::GetAvailableThreads(int&,int&)", fcall_get_available_threads},
    {"System.Threading.ThreadPool::get_ThreadCount()", fcall_thread_count},
    {"System.Threading.ThreadPool::get_PendingWorkItemCount()", fcall_pending_count},
    {"System.Threading.ThreadPool::get_CompletedWorkItemCount()", fcall_completed_count},
    {"System.Threading.ThreadPool::NotifyThreadBlocked()", fcall_notify_thread_blocked},
    {"System.Threading.ThreadPool::NotifyThreadUnblocked()", fcall_notify_thread_unblocked},
    {NULL, NULL},
};

/* Makes the managed methods above internal calls (before anything runs them). */
void coreclr_threadpool_init(Thread *thread) {
    static const char *const types[] = {"System.Threading.ThreadPoolWorkQueue", "System.Threading.ThreadPool"};
    for (size_t t = 0; t < sizeof types / sizeof types[0]; t++) {
        Type *type = loader_find_corlib_type(types[t]);
        if (!type) continue;
        char key[512];
        for (uint32_t m = 0; m < type->method_count; m++) {
            Method *method = type->methods[m];
            if (!loader_prepare_method(thread, method)) {
                thread->exception = NULL;
                continue;
            }
            loader_method_signature_text(method, key, sizeof key);
            for (const InternalCallEntry *e = coreclr_threadpool_fcalls; e->signature; e++)
                if (strcmp(e->signature, key) == 0) method->impl_flags |= META_METHOD_IMPL_INTERNAL_CALL;
        }
    }
}
