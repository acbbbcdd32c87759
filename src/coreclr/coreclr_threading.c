/*
 * coreclr_threading.c — CoreLib's threading contract (Thread.CoreCLR.cs, Monitor.CoreCLR.cs,
 * WaitHandle.CoreCLR.cs and the Kernel32 wait-object P/Invokes CoreCLR's PAL answers as QCalls)
 * on corvid's threads (src/thread), Monitor and wait objects.
 *
 * A CoreLib Thread object's `_DONT_USE_InternalThread` points to a CoreclrThread record (CoreCLR:
 * its native Thread): made by ThreadNative_Initialize for `new Thread(...)`, or by
 * ThreadNative_GetCurrentThread for threads the runtime started itself (Main, pool workers, the
 * finalizer).  It holds the ThreadState bits CoreLib reads and lets Join wait for the end; it is
 * freed by Thread's finalizer (InternalFinalize), which runs only once the object is unreachable.
 */
#include "coreclr/coreclr_internal.h"

#include "gc/gc.h"

#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

/* System.Threading.ThreadState bits CoreCLR's GetThreadState reports */
enum {
    THREAD_STATE_BACKGROUND = 4,
    THREAD_STATE_UNSTARTED = 8,
    THREAD_STATE_STOPPED = 16,
    THREAD_STATE_WAIT_SLEEP_JOIN = 32,
};

typedef struct CoreclrThread {
    pthread_mutex_t lock;
    pthread_cond_t ended;
    int32_t state; /* THREAD_STATE_* bits, under lock */
    Thread *thread; /* corvid's, while the thread runs */
    GcHandle object; /* the Thread object (weak: the record lives as long as it) */
} CoreclrThread;

/* CoreLib's Thread fields and methods the runtime uses, found once. */
static struct {
    Type *type;
    Method *constructor, *start_callback;
    int32_t native, managed_thread_id, priority, is_thread_pool;
    int32_t is_dead; /* -1 when CoreLib has no `_isDead` */
} thread_class;

static bool thread_class_load(Thread *thread) {
    if (__atomic_load_n(&thread_class.start_callback, __ATOMIC_ACQUIRE)) return true;
    Type *type = loader_find_corlib_type("System.Threading.Thread");
    if (!type || !loader_ensure_laid_out(thread, type)) return false;
    Field *native = loader_find_field(type, "_DONT_USE_InternalThread");
    Field *id = loader_find_field(type, "_managedThreadId");
    Field *priority = loader_find_field(type, "_priority");
    Field *pool = loader_find_field(type, "_isThreadPool");
    Field *dead = loader_find_field(type, "_isDead");
    Method *constructor = loader_find_method(type, ".ctor", 0);
    Method *callback = loader_find_method(type, "StartCallback", 0);
    if (!native || !id || !priority || !pool || !constructor || !callback) {
        vm_throw_new(thread, "System.MissingMemberException", "CoreLib's System.Threading.Thread lacks a member corvid needs.");
        return false;
    }
    thread_class.type = type;
    thread_class.constructor = constructor;
    thread_class.native = native->offset;
    thread_class.managed_thread_id = id->offset;
    thread_class.priority = priority->offset;
    thread_class.is_thread_pool = pool->offset;
    thread_class.is_dead = dead ? dead->offset : -1;
    __atomic_store_n(&thread_class.start_callback, callback, __ATOMIC_RELEASE);
    return true;
}

#define FIELD(object, offset, type) (*(type *)((uint8_t *)(object) + (offset)))

static CoreclrThread *record_new(Object *object, int32_t state) {
    CoreclrThread *record = calloc(1, sizeof *record);
    if (!record) return NULL;
    record->object = gc_handle_new(object, GC_HANDLE_WEAK_SHORT);
    pthread_mutex_init(&record->lock, NULL);
    pthread_cond_init(&record->ended, NULL);
    record->state = state;
    return record;
}

static void throw_out_of_memory(Thread *thread) {
    vm_throw_new(thread, "System.OutOfMemoryException", "Insufficient memory to continue the execution of the program.");
}

/* ThreadNative_Initialize(ObjectHandleOnStack thread): a `new Thread(...)` gets its record and
 * managed id (CoreCLR: SetupUnstartedThread). */
static void qcall_thread_initialize(Thread *thread, Slot *args, Slot *result) {
    Object *object = *(Object **)args[0].p;
    if (!thread_class_load(thread)) return;
    CoreclrThread *record = record_new(object, THREAD_STATE_UNSTARTED);
    if (!record) {
        throw_out_of_memory(thread);
        return;
    }
    FIELD(object, thread_class.native, CoreclrThread *) = record;
    FIELD(object, thread_class.managed_thread_id, int32_t) = thread_allocate_managed_id();
    FIELD(object, thread_class.priority, int32_t) = 2; /* ThreadPriority.Normal */
}

/* ThreadNative_GetCurrentThread(ObjectHandleOnStack): the Thread object of the calling thread;
 * one the runtime started itself gets its object on first request (CoreCLR: GetExposedObject). */
static void qcall_thread_get_current(Thread *thread, Slot *args, Slot *result) {
    Object **out = args[0].p;
    if (thread->managed_thread) {
        vm_store_reference(out, thread->managed_thread);
        return;
    }
    if (!thread_class_load(thread)) return;
    Object *object = vm_new_object(thread, thread_class.type);
    /* only Main's thread is a foreground thread among those the runtime starts */
    CoreclrThread *record = object ? record_new(object, thread->managed_thread_id == 1 ? 0 : THREAD_STATE_BACKGROUND) : NULL;
    if (!record) {
        if (!thread->exception) throw_out_of_memory(thread);
        return;
    }
    thread->managed_thread = object; /* rooted from here on */
    Slot constructor_args[1] = {{.o = object}};
    if (!interp_invoke(thread, thread_class.constructor, constructor_args, NULL)) {
        thread->managed_thread = NULL;
        gc_handle_free(record->object);
        free(record);
        return;
    }
    object = thread->managed_thread;
    record->thread = thread;
    FIELD(object, thread_class.native, CoreclrThread *) = record;
    FIELD(object, thread_class.managed_thread_id, int32_t) = thread->managed_thread_id;
    FIELD(object, thread_class.priority, int32_t) = 2;
    FIELD(object, thread_class.is_thread_pool, uint8_t) = thread->pool_worker != NULL;
    vm_store_reference(out, object);
}

typedef struct ThreadStartRecord {
    GcHandle managed_thread; /* strong until the new thread roots the object itself */
    CoreclrThread *record;
    int32_t managed_thread_id;
    char name[16];
} ThreadStartRecord;

static void *thread_main(void *argument) {
    ThreadStartRecord *start = argument;
    CoreclrThread *record = start->record;
    Thread *thread = thread_attach_current_with_id(start->managed_thread_id);
    if (!thread) {
        fprintf(stderr, "corvid: out of memory attaching a new thread\n");
        vm_exit(134);
    }
    if (start->name[0]) pthread_setname_np(pthread_self(), start->name);
    interp_thread_init(thread);
    thread->managed_thread = gc_handle_get(start->managed_thread);
    gc_handle_free(start->managed_thread);
    free(start);
    pthread_mutex_lock(&record->lock);
    record->thread = thread;
    pthread_mutex_unlock(&record->lock);
    Slot args[1] = {{.o = thread->managed_thread}};
    if (!interp_invoke_at_thread_base(thread, thread_class.start_callback, args, NULL) && thread->exception) {
        vm_report_unhandled(thread);
        vm_exit_unhandled();
    }
    /* CoreCLR marks the Thread object dead when its thread ends ("set in unmanaged and read in
     * managed code"): IsBackground, Priority and IsThreadPoolThread then raise
     * ThreadStateException.  Set before Stopped, so a Join that returns sees it. */
    if (thread_class.is_dead >= 0) FIELD(thread->managed_thread, thread_class.is_dead, uint8_t) = 1;
    thread->managed_thread = NULL;
    pthread_mutex_lock(&record->lock);
    bool foreground = !(record->state & THREAD_STATE_BACKGROUND);
    /* a dead thread is no longer a background one (CoreCLR's Thread::OnThreadTerminate clears
     * TS_Background with TS_Unstarted): its ThreadState reads "Stopped" */
    record->state = (record->state | THREAD_STATE_STOPPED) & ~THREAD_STATE_BACKGROUND;
    record->thread = NULL;
    pthread_cond_broadcast(&record->ended);
    pthread_mutex_unlock(&record->lock);
    if (foreground) thread_foreground_adjust(-1);
    thread_detach_current();
    return NULL;
}

/* ThreadNative_Start(ThreadHandle, int stackSize, int priority, BOOL isThreadPool, char* name):
 * called under the Thread's lock; a failure is ThreadStartException as in CoreCLR. */
static void qcall_thread_start(Thread *thread, Slot *args, Slot *result) {
    CoreclrThread *record = args[0].p;
    const uint16_t *name = args[4].p;
    if (!thread_class_load(thread)) return;
    ThreadStartRecord *start = calloc(1, sizeof *start);
    if (!start) {
        throw_out_of_memory(thread);
        return;
    }
    Object *object = gc_handle_get(record->object); /* alive: StartCore holds it */
    pthread_mutex_lock(&record->lock);
    bool unstarted = record->state & THREAD_STATE_UNSTARTED;
    record->state &= ~THREAD_STATE_UNSTARTED;
    bool foreground = !(record->state & THREAD_STATE_BACKGROUND);
    pthread_mutex_unlock(&record->lock);
    if (!unstarted) {
        free(start);
        vm_throw_new(thread, "System.Threading.ThreadStateException", "Thread is running or terminated; it cannot restart.");
        return;
    }
    start->record = record;
    start->managed_thread = gc_handle_new(object, GC_HANDLE_NORMAL);
    start->managed_thread_id = FIELD(object, thread_class.managed_thread_id, int32_t);
    for (int i = 0; name && name[i] && i < 15; i++) start->name[i] = name[i] < 0x80 ? (char)name[i] : '?';
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    /* CoreCLR's default on Linux is 1.5 MB; compiled code and deep C helpers need room, the
     * interpreter keeps its frames on its own stack */
    size_t stack = args[1].i4 > 0 ? (size_t)args[1].i4 : (size_t)8 << 20;
    if (stack < ((size_t)256 << 10)) stack = (size_t)256 << 10;
    pthread_attr_setstacksize(&attributes, stack);
    if (foreground) thread_foreground_adjust(1);
    pthread_t os_thread;
    int error = pthread_create(&os_thread, &attributes, thread_main, start);
    pthread_attr_destroy(&attributes);
    if (error) {
        if (foreground) thread_foreground_adjust(-1);
        gc_handle_free(start->managed_thread);
        free(start);
        pthread_mutex_lock(&record->lock);
        record->state |= THREAD_STATE_UNSTARTED;
        pthread_mutex_unlock(&record->lock);
        vm_throw_new(thread, "System.Threading.ThreadStartException", "Thread failed to start.");
    }
}

/* ThreadNative_Join(ObjectHandleOnStack thread, int timeout) -> BOOL */
static void qcall_thread_join(Thread *thread, Slot *args, Slot *result) {
    Object *object = *(Object **)args[0].p;
    int32_t timeout_ms = args[1].i4;
    CoreclrThread *record = FIELD(object, thread_class.native, CoreclrThread *);
    result[0].i4 = 0;
    if (!record) return;
    pthread_mutex_lock(&record->lock);
    if (record->state & THREAD_STATE_UNSTARTED) {
        pthread_mutex_unlock(&record->lock);
        vm_throw_new(thread, "System.Threading.ThreadStateException", "Thread has not been started.");
        return;
    }
    if (record->thread == thread) { /* a thread joining itself waits for ever, as on CoreCLR */
        pthread_mutex_unlock(&record->lock);
        if (timeout_ms == 0) return;
    } else {
        pthread_mutex_unlock(&record->lock);
    }
    struct timespec deadline;
    if (timeout_ms > 0) thread_deadline_after(&deadline, CLOCK_REALTIME, (uint64_t)timeout_ms);
    thread_blocking_begin(thread, THREAD_WAIT_JOIN);
    pthread_mutex_lock(&record->lock);
    while (!(record->state & THREAD_STATE_STOPPED) && timeout_ms != 0) {
        if (timeout_ms < 0) pthread_cond_wait(&record->ended, &record->lock);
        else if (pthread_cond_timedwait(&record->ended, &record->lock, &deadline) == ETIMEDOUT) break;
    }
    result[0].i4 = (record->state & THREAD_STATE_STOPPED) != 0;
    pthread_mutex_unlock(&record->lock);
    thread_blocking_end(thread, THREAD_WAIT_JOIN);
}

/* ThreadNative_GetIsBackground(ThreadHandle) -> BOOL */
static void qcall_thread_get_is_background(Thread *thread, Slot *args, Slot *result) {
    CoreclrThread *record = args[0].p;
    pthread_mutex_lock(&record->lock);
    result[0].i4 = (record->state & THREAD_STATE_BACKGROUND) != 0;
    pthread_mutex_unlock(&record->lock);
}

/* ThreadNative_SetIsBackground(ThreadHandle, BOOL): a running foreground thread keeps the
 * process alive (thread_wait_for_foreground_threads) */
static void qcall_thread_set_is_background(Thread *thread, Slot *args, Slot *result) {
    CoreclrThread *record = args[0].p;
    bool background = args[1].i4 != 0;
    pthread_mutex_lock(&record->lock);
    bool was = (record->state & THREAD_STATE_BACKGROUND) != 0;
    bool running = !(record->state & (THREAD_STATE_UNSTARTED | THREAD_STATE_STOPPED));
    if (background) record->state |= THREAD_STATE_BACKGROUND;
    else record->state &= ~THREAD_STATE_BACKGROUND;
    if (running && was != background) thread_foreground_adjust(background ? -1 : 1);
    pthread_mutex_unlock(&record->lock);
}

/* ThreadNative_GetThreadState(ThreadHandle) -> int */
static void qcall_thread_get_state(Thread *thread, Slot *args, Slot *result) {
    CoreclrThread *record = args[0].p;
    pthread_mutex_lock(&record->lock);
    int32_t state = record->state;
    if (record->thread && record->thread->blocking_depth > 0) state |= THREAD_STATE_WAIT_SLEEP_JOIN;
    pthread_mutex_unlock(&record->lock);
    result[0].i4 = state;
}

/* ThreadNative_SetPriority(ObjectHandleOnStack, int): recorded only; CoreCLR's PAL does not
 * change Linux thread priorities either */
static void qcall_thread_set_priority(Thread *thread, Slot *args, Slot *result) {
    Object *object = *(Object **)args[0].p;
    int32_t priority = args[1].i4;
    if (priority < 0 || priority > 4) {
        vm_throw_new(thread, "System.ArgumentOutOfRangeException", "Value of flags is invalid.");
        return;
    }
    CoreclrThread *record = FIELD(object, thread_class.native, CoreclrThread *);
    if (record && (record->state & THREAD_STATE_STOPPED)) {
        vm_throw_new(thread, "System.Threading.ThreadStateException", "Thread is dead; priority cannot be accessed.");
        return;
    }
    FIELD(object, thread_class.priority, int32_t) = priority;
}

/* ThreadNative_InformThreadNameChange(ThreadHandle, char* name, int length): the OS name
 * (15 bytes on Linux, as CoreCLR truncates) */
static void qcall_thread_name_change(Thread *thread, Slot *args, Slot *result) {
    CoreclrThread *record = args[0].p;
    const uint16_t *name = args[1].p;
    char text[16] = "";
    for (int i = 0; name && i < args[2].i4 && i < 15; i++) text[i] = name[i] < 0x80 ? (char)name[i] : '?';
    pthread_mutex_lock(&record->lock);
    if (record->thread) pthread_setname_np(record->thread->os_thread, text);
    pthread_mutex_unlock(&record->lock);
}

/* Thread.InternalFinalize(): the Thread object is unreachable, so its thread has ended or never
 * started; the record goes with it */
static void fcall_thread_internal_finalize(Thread *thread, Slot *args, Slot *result) {
    if (!thread_class_load(thread)) return;
    CoreclrThread **slot = &FIELD(args[0].o, thread_class.native, CoreclrThread *);
    CoreclrThread *record = *slot;
    if (!record || record->thread) return;
    *slot = NULL;
    gc_handle_free(record->object);
    pthread_mutex_destroy(&record->lock);
    pthread_cond_destroy(&record->ended);
    free(record);
}

static void qcall_thread_get_os_id(Thread *thread, Slot *args, Slot *result) {
    result[0].u8 = (uint64_t)syscall(SYS_gettid);
}

static void qcall_thread_spin_wait(Thread *thread, Slot *args, Slot *result) {
    for (int32_t i = 0; i < args[0].i4; i++) thread_cpu_relax();
}

static void qcall_thread_sleep(Thread *thread, Slot *args, Slot *result) {
    static InternalCallFunction sleep_internal;
    if (!sleep_internal) sleep_internal = vm_find_embedded_internal_call("System.Threading.Thread::SleepInternal(int)");
    sleep_internal(thread, args, result);
}

static void qcall_thread_yield(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = sched_yield() == 0;
}

/* ThreadNative_PollGC: a safepoint */
static void qcall_thread_poll_gc(Thread *thread, Slot *args, Slot *result) {
    if (gc_safepoint_requested) gc_safepoint_slow(thread);
}

/* Thread.CatchAtSafePoint(): whether a spinning thread should poll; corvid's interpreter and
 * compiled code poll at every loop back-edge, so a spin loop never needs to ask */
static void fcall_thread_catch_at_safe_point(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = gc_safepoint_requested != 0;
}

/* Thread.OptimalMaxSpinWaitsPerSpinIteration: CoreCLR measures how many pause instructions
 * make about the 272 ns its spin iterations are normalized to (yieldprocessornormalized.cpp);
 * corvid measures the same once. */
static void fcall_thread_optimal_spin_waits(Thread *thread, Slot *args, Slot *result) {
    static int32_t optimal;
    if (!optimal) {
        struct timespec start, end;
        clock_gettime(CLOCK_MONOTONIC, &start);
        for (int i = 0; i < 1000; i++) thread_cpu_relax();
        clock_gettime(CLOCK_MONOTONIC, &end);
        double ns_per_pause = ((end.tv_sec - start.tv_sec) * 1e9 + (end.tv_nsec - start.tv_nsec)) / 1000.0;
        int32_t n = ns_per_pause > 0 ? (int32_t)(272.0 / ns_per_pause + 0.5) : 1;
        optimal = n < 1 ? 1 : n > 64 ? 64 : n;
    }
    result[0].i4 = optimal;
}

/* RuntimeHelpers.TryEnsureSufficientExecutionStack(): CoreCLR asks for 128 KB of native stack
 * on 64-bit; corvid's interpreter frames live on their own stack, which must have room too */
static void fcall_try_ensure_sufficient_stack(Thread *thread, Slot *args, Slot *result) {
    uintptr_t sp = (uintptr_t)__builtin_frame_address(0);
    bool native_ok = !thread->native_stack_limit || sp - (uintptr_t)thread->native_stack_limit > ((uintptr_t)128 << 10);
    bool interp_ok = !thread->interp_stack_limit ||
                     (uintptr_t)(thread->interp_stack_limit - thread->interp_stack_top) * sizeof(Slot) > ((uintptr_t)128 << 10);
    result[0].i4 = native_ok && interp_ok;
}

static void fcall_current_managed_thread_id(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = thread->managed_thread_id;
}

/* ---- Monitor's waits (ObjectHandleOnStack arguments) over corvid's Monitor --------------- */

static InternalCallFunction embedded_call(const char *signature) {
    InternalCallFunction fn = vm_find_embedded_internal_call(signature);
    if (!fn) abort(); /* corvid's own registry lacks it: a build error, not a program's */
    return fn;
}

static void qcall_monitor_wait(Thread *thread, Slot *args, Slot *result) {
    static InternalCallFunction wait;
    if (!wait) wait = embedded_call("System.Threading.Monitor::WaitInternal(object,int)");
    Slot call[2] = {{.o = *(Object **)args[0].p}, {.i4 = args[1].i4}};
    wait(thread, call, result);
    result[0].i4 = result[0].i4 != 0;
}

static void qcall_monitor_pulse(Thread *thread, Slot *args, Slot *result) {
    static InternalCallFunction pulse;
    if (!pulse) pulse = embedded_call("System.Threading.Monitor::Pulse(object)");
    Slot call[1] = {{.o = *(Object **)args[0].p}};
    pulse(thread, call, result);
}

static void qcall_monitor_pulse_all(Thread *thread, Slot *args, Slot *result) {
    static InternalCallFunction pulse_all;
    if (!pulse_all) pulse_all = embedded_call("System.Threading.Monitor::PulseAll(object)");
    Slot call[1] = {{.o = *(Object **)args[0].p}};
    pulse_all(thread, call, result);
}

static void qcall_monitor_enter_slow(Thread *thread, Slot *args, Slot *result) {
    static InternalCallFunction enter;
    if (!enter) enter = embedded_call("System.Threading.Monitor::Enter(object)");
    Slot call[1] = {{.o = *(Object **)args[0].p}};
    enter(thread, call, result);
}

static void qcall_monitor_try_enter_slow(Thread *thread, Slot *args, Slot *result) {
    static InternalCallFunction try_enter;
    if (!try_enter) try_enter = embedded_call("System.Threading.Monitor::TryEnterInternal(object,int)");
    Slot call[2] = {{.o = *(Object **)args[0].p}, {.i4 = args[1].i4}};
    try_enter(thread, call, result);
    result[0].i4 = result[0].i4 != 0;
}

/* ---- wait objects: the PAL's Kernel32 handles over src/thread's wait objects -------------- */

enum {
    WAIT_TIMEOUT = 0x102,
    WAIT_FAILED = -1,
    CREATE_EVENT_MANUAL_RESET = 1,
    CREATE_EVENT_INITIAL_SET = 2,
    ERROR_TOO_MANY_POSTS = 298,
    ERROR_INVALID_HANDLE = 6,
    ERROR_NOT_SUPPORTED = 50,
};

/* The PAL keeps the Win32 last error in errno, which the LibraryImport stubs read back
 * (Marshal.GetLastSystemError) for SetLastError = true. */
static void set_last_error(int code) {
    errno = code;
}

/* CreateEventExW(security, name, flags, access) -> HANDLE.  Named events are Windows-only
 * (the managed side refuses a name on Unix before calling). */
static void qcall_create_event(Thread *thread, Slot *args, Slot *result) {
    uint32_t flags = args[2].u4;
    if (args[1].p) {
        set_last_error(ERROR_NOT_SUPPORTED);
        result[0].p = NULL;
        return;
    }
    result[0].p = thread_wait_object_new(flags & CREATE_EVENT_MANUAL_RESET ? THREAD_WAIT_MANUAL_RESET_EVENT : THREAD_WAIT_AUTO_RESET_EVENT,
                                         (flags & CREATE_EVENT_INITIAL_SET) != 0, 1);
    if (!result[0].p) set_last_error(ENOMEM);
}

/* CreateSemaphoreExW(security, initial, maximum, name, flags, access) -> HANDLE */
static void qcall_create_semaphore(Thread *thread, Slot *args, Slot *result) {
    if (args[3].p) {
        set_last_error(ERROR_NOT_SUPPORTED);
        result[0].p = NULL;
        return;
    }
    result[0].p = thread_wait_object_new(THREAD_WAIT_SEMAPHORE, args[1].i4, args[2].i4);
    if (!result[0].p) set_last_error(ENOMEM);
}

static void qcall_close_handle(Thread *thread, Slot *args, Slot *result) {
    if (!args[0].p) {
        set_last_error(ERROR_INVALID_HANDLE);
        result[0].i4 = 0;
        return;
    }
    thread_wait_object_close(args[0].p);
    result[0].i4 = 1;
}

static void qcall_set_event(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = thread_wait_object_signal(args[0].p, 1, NULL);
}

static void qcall_reset_event(Thread *thread, Slot *args, Slot *result) {
    thread_wait_object_reset(args[0].p);
    result[0].i4 = 1;
}

/* ReleaseSemaphore(handle, count, int* previous) -> BOOL; past the maximum: ERROR_TOO_MANY_POSTS
 * (SemaphoreFullException) */
static void qcall_release_semaphore(Thread *thread, Slot *args, Slot *result) {
    int32_t previous = 0;
    bool ok = thread_wait_object_signal(args[0].p, args[1].i4, &previous);
    if (args[2].p) *(int32_t *)args[2].p = previous;
    if (!ok) set_last_error(ERROR_TOO_MANY_POSTS);
    result[0].i4 = ok;
}

static int32_t wait_result(Thread *thread, int satisfied) {
    if (satisfied == THREAD_WAIT_FAILED) {
        throw_out_of_memory(thread);
        return WAIT_FAILED;
    }
    return satisfied < 0 ? WAIT_TIMEOUT : satisfied;
}

/* WaitHandle_WaitOneCore(handle, timeout, useTrivialWaits) -> WAIT_OBJECT_0 or WAIT_TIMEOUT;
 * also LowLevelLifoSemaphore's WaitHandle_WaitOnePrioritized(handle, timeout) */
static void qcall_wait_one(Thread *thread, Slot *args, Slot *result) {
    ThreadWaitObject *object = args[0].p;
    result[0].i4 = wait_result(thread, thread_wait_multiple(thread, &object, 1, false, args[1].i4));
}

/* WaitHandle_WaitMultipleIgnoringSyncContext(IntPtr* handles, int count, BOOL waitAll, int timeout) */
static void qcall_wait_multiple(Thread *thread, Slot *args, Slot *result) {
    int count = args[1].i4;
    if (count < 1 || count > 64) {
        vm_throw_new(thread, "System.NotSupportedException", "The number of WaitHandles must be less than or equal to 64.");
        return;
    }
    ThreadWaitObject *objects[64];
    memcpy(objects, args[0].p, (size_t)count * sizeof *objects);
    bool wait_all = args[2].i4 != 0;
    /* The PAL refuses a wait for all of a list naming one handle twice (ERROR_INVALID_PARAMETER),
     * and CoreCLR's DoAppropriateWait turns that into DuplicateWaitObjectException; a wait for
     * any of them may repeat a handle. */
    for (int i = 1; wait_all && i < count; i++)
        for (int j = 0; j < i; j++)
            if (objects[i] == objects[j]) {
                vm_throw_new(thread, "System.DuplicateWaitObjectException", "Duplicate objects in argument.");
                return;
            }
    result[0].i4 = wait_result(thread, thread_wait_multiple(thread, objects, count, wait_all, args[3].i4));
}

/* WaitHandle_SignalAndWait(toSignal, toWaitOn, timeout) */
static void qcall_signal_and_wait(Thread *thread, Slot *args, Slot *result) {
    if (!thread_wait_object_signal(args[0].p, 1, NULL)) {
        vm_throw_new(thread, "System.Threading.SemaphoreFullException", "Adding the specified count to the semaphore would cause it to exceed its maximum count.");
        return;
    }
    ThreadWaitObject *object = args[1].p;
    result[0].i4 = wait_result(thread, thread_wait_multiple(thread, &object, 1, false, args[2].i4));
}

const InternalCallEntry coreclr_threading_fcalls[] = {
    {"System.Environment::get_CurrentManagedThreadId()", fcall_current_managed_thread_id},
    {"System.Runtime.CompilerServices.RuntimeHelpers::TryEnsureSufficientExecutionStack()", fcall_try_ensure_sufficient_stack},
    {"System.Threading.Thread::InternalFinalize()", fcall_thread_internal_finalize},
    {"System.Threading.Thread::CatchAtSafePoint()", fcall_thread_catch_at_safe_point},
    {"System.Threading.Thread::get_OptimalMaxSpinWaitsPerSpinIteration()", fcall_thread_optimal_spin_waits},
    {NULL, NULL},
};

const InternalCallEntry coreclr_threading_qcalls[] = {
    {"ThreadNative_Initialize", qcall_thread_initialize},
    {"ThreadNative_GetCurrentThread", qcall_thread_get_current},
    {"ThreadNative_Start", qcall_thread_start},
    {"ThreadNative_Join", qcall_thread_join},
    {"ThreadNative_GetIsBackground", qcall_thread_get_is_background},
    {"ThreadNative_SetIsBackground", qcall_thread_set_is_background},
    {"ThreadNative_GetThreadState", qcall_thread_get_state},
    {"ThreadNative_SetPriority", qcall_thread_set_priority},
    {"ThreadNative_InformThreadNameChange", qcall_thread_name_change},
    {"ThreadNative_GetCurrentOSThreadId", qcall_thread_get_os_id},
    {"ThreadNative_SpinWait", qcall_thread_spin_wait},
    {"ThreadNative_Sleep", qcall_thread_sleep},
    {"ThreadNative_YieldThread", qcall_thread_yield},
    {"ThreadNative_PollGC", qcall_thread_poll_gc},
    {"Monitor_Wait", qcall_monitor_wait},
    {"Monitor_Pulse", qcall_monitor_pulse},
    {"Monitor_PulseAll", qcall_monitor_pulse_all},
    {"Monitor_Enter_Slowpath", qcall_monitor_enter_slow},
    {"Monitor_TryEnter_Slowpath", qcall_monitor_try_enter_slow},
    {"CreateEventExW", qcall_create_event},
    {"CreateSemaphoreExW", qcall_create_semaphore},
    {"CloseHandle", qcall_close_handle},
    {"SetEvent", qcall_set_event},
    {"ResetEvent", qcall_reset_event},
    {"ReleaseSemaphore", qcall_release_semaphore},
    {"WaitHandle_WaitOneCore", qcall_wait_one},
    {"WaitHandle_WaitOnePrioritized", qcall_wait_one},
    {"WaitHandle_WaitMultipleIgnoringSyncContext", qcall_wait_multiple},
    {"WaitHandle_SignalAndWait", qcall_signal_and_wait},
    {NULL, NULL},
};
