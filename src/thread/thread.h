/*
 * thread.h — managed threads: the per-thread state every subsystem reaches through the
 * `Thread *` that managed code passes around (DESIGN.md: Tier1 code takes it as its first
 * argument).
 */
#ifndef CORVID_THREAD_H
#define CORVID_THREAD_H

#include "vm/vm.h"
#include <pthread.h>
#include <time.h>

typedef struct InterpFrame InterpFrame;

/* What a managed thread is blocked in.  Every managed blocking wait (DESIGN.md "Safepoints")
 * brackets itself with thread_blocking_begin/end, which switch to preemptive GC mode and tell
 * the thread pool (blocking compensation; CORVID_ThreadPoolBlockingScope=task only counts
 * THREAD_WAIT_TASK, like CoreCLR's cooperative blocking). */
typedef enum ThreadWaitKind {
    THREAD_WAIT_TASK = 0, /* Task.Wait, Task.Result, GetAwaiter().GetResult() */
    THREAD_WAIT_MONITOR,  /* Monitor.Enter contention, Monitor.Wait (and what is built on it) */
    THREAD_WAIT_HANDLE,   /* WaitHandle.WaitOne/WaitAll/WaitAny on events and semaphores */
    THREAD_WAIT_SLEEP,    /* Thread.Sleep */
    THREAD_WAIT_JOIN,     /* Thread.Join */
    THREAD_WAIT_IO,       /* blocking reads (Console.ReadLine, streams) */
    THREAD_WAIT_KIND_COUNT
} ThreadWaitKind;

/* Bump-pointer allocation context (DESIGN.md, "GC interface"): JIT code inlines the fast path
 * `if (pointer + size <= limit) { object = pointer; pointer += size; }`. */
typedef struct GcAllocContext {
    uint8_t *pointer;
    uint8_t *limit;
} GcAllocContext;

enum ThreadGcMode {
    THREAD_MODE_COOPERATIVE = 0, /* running managed code; polls at safepoints */
    THREAD_MODE_PREEMPTIVE = 1,  /* blocked or in long native code; GC may run concurrently */
};

/* The result of the first pass of the exception being dispatched (ECMA-335 I.12.4.2.5 two-pass
 * handling across interpreted and compiled frames; src/interp owns it, `kind` is its
 * INTERP_DISPATCH_*).  `exception` is NULL when no dispatch is in flight; otherwise the second
 * pass of that exception is running and `frame`/`clause` name the handler it goes to. */
/* CoreLib's GCFrameRegistration (64-bit): CoreCLR keeps its frame chain in the two reserved
 * words; corvid keeps the next registration in the first. */
typedef struct ThreadGcFrame {
    struct ThreadGcFrame *next;
    uintptr_t reserved;
    void **object_references;
    uint32_t count;
    int32_t maybe_interior;
} ThreadGcFrame;

typedef struct ThreadDispatch {
    Object *exception; /* precise GC root */
    uintptr_t frame;   /* InterpFrame * or the address of a compiled frame's record */
    uint32_t clause;
    uint32_t kind;
} ThreadDispatch;

struct Thread {
    Object *exception; /* pending managed exception (exceptions unwind by return) */
    ThreadDispatch dispatch;
    /* the exception vm_report_unhandled last reported on this thread (compared only: not a
     * root; it is pinned while its dispatch runs the finally blocks to the thread's base) */
    Object *unhandled_reported;
    GcAllocContext alloc_context;
    int gc_mode;

    /* Interpreter stack (not the C stack): frames of 8-byte slots. */
    Slot *interp_stack_base;
    Slot *interp_stack_limit;
    Slot *interp_stack_top; /* first free slot; everything below may hold references */
    InterpFrame *current_frame;
    /* Set by OSR code that left its loop nest (jit.h): the interpreter goes on from this
     * instruction of the frame that called it, instead of returning from that frame. */
    const uintptr_t *osr_resume_ip;

    /* Native stack bounds for conservative scanning. */
    void *native_stack_base;  /* highest address (stack grows down) */
    void *native_stack_limit; /* lowest usable address, for stack-overflow checks */
    uintptr_t saved_stack_pointer; /* set when entering preemptive mode */
    void *signal_stack;            /* alternate stack the stack-overflow handler runs on */
    uintptr_t saved_registers[12]; /* callee-saved registers captured with it (gc_save_context) */
    void *gc_local;                /* GC-private per-thread state (allocation caches, counters) */

    int32_t managed_thread_id;
    pthread_t os_thread;
    Object *managed_thread; /* the System.Threading.Thread object (precise GC root), or NULL */
    void *pool_worker;      /* thread pool's per-worker state when this is a pool thread */
    int32_t blocking_depth; /* nesting of thread_blocking_begin (only the outermost notifies) */
    ThreadWaitKind blocking_kind;
    uint8_t **thread_static_blocks; /* by Type.thread_static_index (loader) */
    uint32_t thread_static_capacity;
    void *class_init_waiting_for; /* the Type whose cctor this thread waits for (deadlock check) */
    /* Profile exclusion (Corvid.Runtime.Profile.Exclude, CORVID_ProfileExclude): while nonzero,
     * calls on this thread neither count toward tier-up nor feed the Dynamic PGO profile.  It
     * is the open scopes plus one while a frame of a CORVID_ProfileExclude method is live. */
    uint32_t profile_exclusion;
    uint32_t profile_exclusion_scopes;
    void *profile_exclusion_frame; /* the interpreter frame of the outermost such method */
    /* CoreLib's GCFrameRegistration chain (RegisterForGCReporting: reflection's stackalloc'd
     * argument copies), newest first; the GC scans each registered range conservatively */
    struct ThreadGcFrame *gc_frames;
    Thread *next; /* all threads, under thread_list_lock */
};

/* The thread running managed code on this OS thread (NULL if not attached). */
extern __thread Thread *thread_current;

Thread *thread_attach_current(void);
/* Attach with a managed thread id chosen earlier (new Thread() takes its id at construction);
 * 0 allocates one. */
Thread *thread_attach_current_with_id(int32_t managed_thread_id);
int32_t thread_allocate_managed_id(void);
/* Foreground threads keep the process alive after Main returns (thread_wait_for_foreground_threads). */
void thread_foreground_adjust(int32_t delta);
void thread_wait_for_foreground_threads(Thread *thread);
void thread_detach_current(void);
/* Called (in preemptive mode) on every detaching thread, e.g. to recycle per-thread storage. */
void thread_add_detach_hook(void (*hook)(Thread *thread));

/* Native stack overflow is caught by the guard below each stack, not by checks in compiled code
 * (CoreCLR does the same): a SIGSEGV/SIGBUS whose fault address lies at the bottom of an attached
 * thread's native stack runs `report` on that thread's alternate signal stack with the faulting
 * stack pointer; `report` must not return (it prints "Stack overflow." and exits).  Other faults go
 * to the handler installed before, or take the default action. */
void thread_install_stack_overflow_handler(void (*report)(Thread *thread, uintptr_t stack_pointer));
/* Any other SIGSEGV/SIGBUS whose instruction lies in managed code — a range registered here: the
 * interpreter's loop, the compiled-code region — is managed code touching memory it must not
 * (an unverifiable pointer, Marshal.ReadInt32 on a wild address): `report` runs on the alternate
 * stack and must not return (CoreCLR: "Fatal error." with System.AccessViolationException, exit
 * 134).  Faults elsewhere are runtime bugs and still crash. */
void thread_install_access_violation_handler(void (*report)(Thread *thread, uintptr_t stack_pointer));
void thread_add_managed_code_range(uintptr_t begin, uintptr_t end);

/* Iterate all attached threads (GC, under stop-the-world). */
Thread *thread_first(void);
void thread_list_lock(void);
void thread_list_unlock(void);

/* The absolute time `milliseconds` from now on `clock`, for pthread_cond_timedwait (a condition
 * variable waits on CLOCK_REALTIME unless created with another clock). */
void thread_deadline_after(struct timespec *deadline, clockid_t clock, uint64_t milliseconds);

/* One step of a spin-wait: tells the CPU (and a sibling hyperthread) this core is spinning. */
static inline void thread_cpu_relax(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ volatile("yield");
#endif
}

/* Blocking waits.  Hooks are installed once by the thread pool; begin runs after the switch to
 * preemptive mode (it must not touch managed objects), end before the switch back.
 * Use the macros: the context save must happen in the waiting function's frame. */
typedef void (*ThreadBlockingHook)(Thread *thread, ThreadWaitKind kind);
void thread_set_blocking_hooks(ThreadBlockingHook begin, ThreadBlockingHook end);
void thread_blocking_notify_begin(Thread *thread, ThreadWaitKind kind);
void thread_blocking_notify_end(Thread *thread, ThreadWaitKind kind);
#define thread_blocking_begin(thread, kind)                                                    \
    do {                                                                                       \
        Thread *tb_thread_ = (thread);                                                         \
        gc_enter_preemptive(tb_thread_);                                                       \
        thread_blocking_notify_begin(tb_thread_, (kind));                                      \
    } while (0)
#define thread_blocking_end(thread, kind)                                                      \
    do {                                                                                       \
        Thread *tb_thread_ = (thread);                                                         \
        thread_blocking_notify_end(tb_thread_, (kind));                                        \
        gc_leave_preemptive(tb_thread_);                                                       \
    } while (0)

/* Wait objects behind WaitHandle (thread_wait.c): events and semaphores. */
typedef struct ThreadWaitObject ThreadWaitObject;
typedef enum ThreadWaitObjectKind {
    THREAD_WAIT_MANUAL_RESET_EVENT,
    THREAD_WAIT_AUTO_RESET_EVENT,
    THREAD_WAIT_SEMAPHORE,
} ThreadWaitObjectKind;
#define THREAD_WAIT_FAILED (-2)
ThreadWaitObject *thread_wait_object_new(ThreadWaitObjectKind kind, int32_t initial, int32_t maximum);
/* Drops the handle's reference; the object lives on while threads still wait on it. */
void thread_wait_object_close(ThreadWaitObject *object);
/* Set an event, or release `release_count` to a semaphore (false: it would pass its maximum).
 * `previous` receives the count before. */
bool thread_wait_object_signal(ThreadWaitObject *object, int32_t release_count, int32_t *previous);
void thread_wait_object_reset(ThreadWaitObject *object);
/* WaitOne (count 1), WaitAll, WaitAny: the satisfied index (0 for WaitAll), -1 on timeout,
 * THREAD_WAIT_FAILED without memory.  Blocks in preemptive mode (THREAD_WAIT_HANDLE). */
int thread_wait_multiple(Thread *thread, ThreadWaitObject **objects, int count, bool wait_all, int32_t timeout_ms);

#endif
