/*
 * icall_thread.c — System.Threading.Thread: starting OS threads that run managed code,
 * Thread.CurrentThread, Sleep/Yield/Join waits, foreground-thread accounting.
 *
 * A new thread takes the managed id its Thread object got at construction (as CoreCLR does),
 * attaches, runs Thread.StartCallback and detaches.  An exception escaping the thread's
 * delegate is unhandled: it is reported in CoreCLR's format and the process ends (CoreCLR
 * fails fast; corvid exits with 1 like an unhandled exception in Main).
 */
#include "vm/icall.h"
#include "gc/gc.h"
#include "interp/interp.h"
#include "loader/loader.h"

#include <errno.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* Thread's fields, found once by name (corlib/System.Threading/Thread.cs). */
static struct {
    Type *type;
    Method *default_constructor, *start_callback;
    int32_t managed_thread_id, state, is_background, is_thread_pool_thread;
} thread_class;

enum { MANAGED_STATE_RUNNING = 2 }; /* Thread.StateRunning */

static bool thread_class_load(Thread *thread) {
    if (__atomic_load_n(&thread_class.start_callback, __ATOMIC_ACQUIRE))
        return true;
    Type *type = loader_find_type(loader_corlib(), "System.Threading", "Thread");
    if (!type || !loader_ensure_laid_out(thread, type))
        return false;
    Field *id = loader_find_field(type, "managedThreadId"), *state = loader_find_field(type, "state");
    Field *background = loader_find_field(type, "isBackground");
    Field *pool = loader_find_field(type, "isThreadPoolThread");
    Method *constructor = loader_find_method(type, ".ctor", 0);
    Method *callback = loader_find_method(type, "StartCallback", 0);
    if (!id || !state || !background || !pool || !constructor || !callback) {
        vm_throw_new(thread, "System.MissingMemberException", "corlib's System.Threading.Thread lacks a member the runtime needs.");
        return false;
    }
    thread_class.type = type;
    thread_class.default_constructor = constructor;
    thread_class.managed_thread_id = id->offset;
    thread_class.state = state->offset;
    thread_class.is_background = background->offset;
    thread_class.is_thread_pool_thread = pool->offset;
    __atomic_store_n(&thread_class.start_callback, callback, __ATOMIC_RELEASE);
    return true;
}

#define FIELD(object, offset, type) (*(type *)((uint8_t *)(object) + (offset)))

/* Thread CurrentThread: the Thread object of a thread the runtime started itself (Main, pool
 * workers, the finalizer) is made on first request. */
static void thread_get_current(Thread *thread, Slot *args, Slot *result) {
    if (thread->managed_thread) {
        result[0].o = thread->managed_thread;
        return;
    }
    if (!thread_class_load(thread))
        return;
    Object *object = vm_new_object(thread, thread_class.type);
    if (!object)
        return;
    Slot constructor_args[1] = {{.o = object}};
    thread->managed_thread = object; /* rooted from here on */
    if (!interp_invoke(thread, thread_class.default_constructor, constructor_args, NULL)) {
        thread->managed_thread = NULL;
        return;
    }
    object = thread->managed_thread;
    FIELD(object, thread_class.managed_thread_id, int32_t) = thread->managed_thread_id;
    FIELD(object, thread_class.state, int32_t) = MANAGED_STATE_RUNNING;
    /* only Main's thread is a foreground thread among those the runtime starts */
    FIELD(object, thread_class.is_background, uint8_t) = thread->managed_thread_id != 1;
    FIELD(object, thread_class.is_thread_pool_thread, uint8_t) = thread->pool_worker != NULL;
    result[0].o = object;
}

static void thread_allocate_id(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = thread_allocate_managed_id();
}

typedef struct ThreadStartRecord {
    GcHandle managed_thread; /* strong until the new thread roots the object itself */
    int32_t managed_thread_id;
    bool foreground;
} ThreadStartRecord;

static void *thread_main(void *argument) {
    ThreadStartRecord *record = argument;
    Thread *thread = thread_attach_current_with_id(record->managed_thread_id);
    if (!thread) {
        fprintf(stderr, "corvid: out of memory attaching a new thread\n");
        vm_exit(134);
    }
    interp_thread_init(thread);
    thread->managed_thread = gc_handle_get(record->managed_thread);
    gc_handle_free(record->managed_thread);
    bool foreground = record->foreground;
    free(record);
    Slot args[1] = {{.o = thread->managed_thread}};
    if (!interp_invoke_at_thread_base(thread, thread_class.start_callback, args, NULL) && thread->exception) {
        vm_report_unhandled(thread);
        vm_exit_unhandled();
    }
    thread->managed_thread = NULL;
    if (foreground)
        thread_foreground_adjust(-1);
    thread_detach_current();
    return NULL;
}

/* bool StartInternal(Thread thread, int maxStackSize) */
static void thread_start(Thread *thread, Slot *args, Slot *result) {
    Object *managed = args[0].o;
    result[0].i4 = 0;
    if (!thread_class_load(thread))
        return;
    ThreadStartRecord *record = calloc(1, sizeof *record);
    if (!record)
        return;
    record->managed_thread = gc_handle_new(managed, GC_HANDLE_NORMAL);
    record->managed_thread_id = FIELD(managed, thread_class.managed_thread_id, int32_t);
    record->foreground = !FIELD(managed, thread_class.is_background, uint8_t);
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    /* CoreCLR's default on Linux is 1.5 MB; the interpreter keeps its frames on its own
     * stack, so native frames are small, but compiled code and deep C helpers need room. */
    size_t stack = args[1].i4 > 0 ? (size_t)args[1].i4 : (size_t)8 << 20;
    if (stack < ((size_t)256 << 10))
        stack = (size_t)256 << 10;
    pthread_attr_setstacksize(&attributes, stack);
    if (record->foreground)
        thread_foreground_adjust(1);
    pthread_t os_thread;
    int error = pthread_create(&os_thread, &attributes, thread_main, record);
    pthread_attr_destroy(&attributes);
    if (error) {
        if (record->foreground)
            thread_foreground_adjust(-1);
        gc_handle_free(record->managed_thread);
        free(record);
        return;
    }
    result[0].i4 = 1;
}

/* void SetBackgroundNative(bool): called under the Thread's lock while it is alive */
static void thread_set_background(Thread *thread, Slot *args, Slot *result) {
    thread_foreground_adjust(args[1].i4 ? -1 : 1);
}

static void thread_sleep(Thread *thread, Slot *args, Slot *result) {
    int32_t ms = args[0].i4;
    if (ms == 0) {
        sched_yield();
        return;
    }
    thread_blocking_begin(thread, THREAD_WAIT_SLEEP);
    if (ms < 0) {
        for (;;) pause(); /* Sleep(Infinite) */
    }
    struct timespec request = {ms / 1000, (long)(ms % 1000) * 1000000}, remaining;
    while (nanosleep(&request, &remaining) != 0 && errno == EINTR) request = remaining;
    thread_blocking_end(thread, THREAD_WAIT_SLEEP);
}

static void thread_yield(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = sched_yield() == 0;
}

static void thread_spin_once(Thread *thread, Slot *args, Slot *result) {
    thread_cpu_relax();
}

static void thread_current_processor(Thread *thread, Slot *args, Slot *result) {
    int cpu = sched_getcpu();
    result[0].i4 = cpu < 0 ? 0 : cpu;
}



/* bool JoinWait(object joinLock, int millisecondsTimeout): Monitor.Wait counted as a join */
static void thread_join_wait(Thread *thread, Slot *args, Slot *result) {
    icall_monitor_wait_kind(thread, args, result, THREAD_WAIT_JOIN);
}

/* ---- WaitHandle (native wait objects, src/thread/thread_wait.c) --------------------------- */

static void wait_create_event(Thread *thread, Slot *args, Slot *result) {
    result[0].p = thread_wait_object_new(args[1].i4 ? THREAD_WAIT_MANUAL_RESET_EVENT : THREAD_WAIT_AUTO_RESET_EVENT,
                                         args[0].i4, 1);
}

static void wait_create_semaphore(Thread *thread, Slot *args, Slot *result) {
    result[0].p = thread_wait_object_new(THREAD_WAIT_SEMAPHORE, args[0].i4, args[1].i4);
}

static void wait_close(Thread *thread, Slot *args, Slot *result) {
    thread_wait_object_close(args[0].p);
}

static void wait_set_event(Thread *thread, Slot *args, Slot *result) {
    thread_wait_object_signal(args[0].p, 1, NULL);
}

static void wait_reset_event(Thread *thread, Slot *args, Slot *result) {
    thread_wait_object_reset(args[0].p);
}

/* bool ReleaseSemaphoreNative(IntPtr handle, int releaseCount, out int previousCount) */
static void wait_release_semaphore(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = thread_wait_object_signal(args[0].p, args[1].i4, (int32_t *)args[2].p);
}

/* int WaitMultipleNative(IntPtr[] handles, bool waitAll, int millisecondsTimeout) */
static void wait_multiple(Thread *thread, Slot *args, Slot *result) {
    Array *array = (Array *)args[0].o;
    int count = (int)array->length;
    ThreadWaitObject *objects[64];
    if (count > 64)
        count = 64; /* the managed side refuses more */
    memcpy(objects, vm_array_data(&array->object), (size_t)count * sizeof *objects);
    int satisfied = thread_wait_multiple(thread, objects, count, args[1].i4 != 0, args[2].i4);
    if (satisfied == THREAD_WAIT_FAILED)
        vm_throw_new(thread, "System.OutOfMemoryException", "Insufficient memory to continue the execution of the program.");
    result[0].i4 = satisfied;
}

const InternalCallEntry icall_thread_table[] = {
    {"System.Threading.WaitHandle::CreateEventNative(bool,bool)", wait_create_event},
    {"System.Threading.WaitHandle::CreateSemaphoreNative(int,int)", wait_create_semaphore},
    {"System.Threading.WaitHandle::CloseNative(intptr)", wait_close},
    {"System.Threading.WaitHandle::SetEventNative(intptr)", wait_set_event},
    {"System.Threading.WaitHandle::ResetEventNative(intptr)", wait_reset_event},
    {"System.Threading.WaitHandle::ReleaseSemaphoreNative(intptr,int,int&)", wait_release_semaphore},
    {"System.Threading.WaitHandle::WaitMultipleNative(intptr[],bool,int)", wait_multiple},
    {"System.Threading.Thread::GetCurrentThread()", thread_get_current},
    {"System.Threading.Thread::AllocateThreadId()", thread_allocate_id},
    {"System.Threading.Thread::StartInternal(System.Threading.Thread,int)", thread_start},
    {"System.Threading.Thread::SetBackgroundNative(bool)", thread_set_background},
    {"System.Threading.Thread::SleepInternal(int)", thread_sleep},
    {"System.Threading.Thread::YieldInternal()", thread_yield},
    {"System.Threading.Thread::SpinOnce()", thread_spin_once},
    {"System.Threading.Thread::GetCurrentProcessorIdInternal()", thread_current_processor},
    {"System.Threading.Thread::JoinWait(object,int)", thread_join_wait},
    {NULL, NULL},
};
