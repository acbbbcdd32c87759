/*
 * thread.c — attaching OS threads as managed threads: native stack bounds (for conservative
 * scanning and stack-overflow checks), the interpreter stack, the list of all threads.
 */
#include "thread/thread.h"
#include "gc/gc.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

#define INTERP_STACK_BYTES ((size_t)8 << 20)

__thread Thread *thread_current;

static pthread_mutex_t list_mutex = PTHREAD_MUTEX_INITIALIZER;
static Thread *thread_list;
static int32_t next_managed_id = 1;

static void native_stack_bounds(Thread *thread) {
    pthread_attr_t attr;
    void *low = NULL;
    size_t size = 0;
    if (pthread_getattr_np(pthread_self(), &attr) == 0) {
        pthread_attr_getstack(&attr, &low, &size);
        pthread_attr_destroy(&attr);
    }
    if (!low) { /* fall back to "somewhat above here" */
        uintptr_t here = (uintptr_t)__builtin_frame_address(0);
        thread->native_stack_base = (void *)((here + 65535) & ~(uintptr_t)4095);
        thread->native_stack_limit = (void *)(here - (1u << 20));
        return;
    }
    thread->native_stack_base = (uint8_t *)low + size;
    thread->native_stack_limit = low;
}

static bool interp_stack_create(Thread *thread) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    /* slots grow upward; the guard page sits above the limit */
    uint8_t *memory = mmap(NULL, INTERP_STACK_BYTES + page, PROT_READ | PROT_WRITE,
                           MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (memory == MAP_FAILED)
        return false;
    mprotect(memory + INTERP_STACK_BYTES, page, PROT_NONE);
    thread->interp_stack_base = (Slot *)memory;
    thread->interp_stack_limit = (Slot *)(memory + INTERP_STACK_BYTES);
    thread->interp_stack_top = thread->interp_stack_base;
    return true;
}

/* ---- stack overflow ---------------------------------------------------------------------- */

/* The handler's own stack: the overflowing one has no room left.  Reserved, not committed. */
#define SIGNAL_STACK_BYTES ((size_t)128 << 10)
/* A fault this far below the lowest usable address still counts as an overflow: the guard gap
 * the kernel keeps below the main thread's stack is 1 MiB, pthread guards are smaller, and a
 * frame of compiled code probes its pages in order ("probe-stack", jit). */
#define GUARD_REACH ((uintptr_t)1 << 20)

static void (*stack_overflow_report)(Thread *thread, uintptr_t stack_pointer);
static void (*access_violation_report)(Thread *thread, uintptr_t stack_pointer);
enum { MANAGED_CODE_RANGES_MAX = 4 };
static struct { volatile uintptr_t begin, end; } managed_code_ranges[MANAGED_CODE_RANGES_MAX];
static volatile uint32_t managed_code_range_count;

void thread_add_managed_code_range(uintptr_t begin, uintptr_t end) {
    uint32_t i = __atomic_load_n(&managed_code_range_count, __ATOMIC_ACQUIRE);
    if (i >= MANAGED_CODE_RANGES_MAX) return;
    managed_code_ranges[i].begin = begin;
    managed_code_ranges[i].end = end;
    __atomic_store_n(&managed_code_range_count, i + 1, __ATOMIC_RELEASE);
}

static bool in_managed_code(uintptr_t pc) {
    uint32_t n = __atomic_load_n(&managed_code_range_count, __ATOMIC_ACQUIRE);
    for (uint32_t i = 0; i < n; i++)
        if (pc >= managed_code_ranges[i].begin && pc < managed_code_ranges[i].end) return true;
    return false;
}
static struct sigaction previous_segv, previous_bus;

static void signal_stack_create(Thread *thread) {
    void *memory = mmap(NULL, SIGNAL_STACK_BYTES, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (memory == MAP_FAILED) return; /* an overflow then crashes with SIGSEGV instead of a report */
    stack_t stack = {.ss_sp = memory, .ss_size = SIGNAL_STACK_BYTES, .ss_flags = 0};
    if (sigaltstack(&stack, NULL) != 0) {
        munmap(memory, SIGNAL_STACK_BYTES);
        return;
    }
    thread->signal_stack = memory;
}

static void signal_stack_destroy(Thread *thread) {
    if (!thread->signal_stack) return;
    stack_t stack = {.ss_flags = SS_DISABLE};
    sigaltstack(&stack, NULL);
    munmap(thread->signal_stack, SIGNAL_STACK_BYTES);
    thread->signal_stack = NULL;
}

static void fault_handler(int signal_number, siginfo_t *info, void *context) {
    Thread *thread = thread_current;
    if (thread && stack_overflow_report) {
        uintptr_t fault = (uintptr_t)info->si_addr, low = (uintptr_t)thread->native_stack_limit;
        if (fault < low + 65536 && fault + GUARD_REACH >= low) {
            uintptr_t stack_pointer = fault;
#if defined(__x86_64__)
            stack_pointer = (uintptr_t)((ucontext_t *)context)->uc_mcontext.gregs[REG_RSP];
#endif
            /* The faulting push or frame allocation may have moved it into the guard itself. */
            if (stack_pointer < low) stack_pointer = low;
            stack_overflow_report(thread, stack_pointer);
        }
    }
#if defined(__x86_64__)
    if (thread && access_violation_report && in_managed_code((uintptr_t)((ucontext_t *)context)->uc_mcontext.gregs[REG_RIP]))
        access_violation_report(thread, (uintptr_t)((ucontext_t *)context)->uc_mcontext.gregs[REG_RSP]);
#endif
    /* Not an overflow: whoever handled the signal before us (a sanitizer), else the default. */
    struct sigaction *previous = signal_number == SIGBUS ? &previous_bus : &previous_segv;
    if ((previous->sa_flags & SA_SIGINFO) && previous->sa_sigaction) {
        previous->sa_sigaction(signal_number, info, context);
        return;
    }
    if (previous->sa_handler != SIG_DFL && previous->sa_handler != SIG_IGN && previous->sa_handler) {
        previous->sa_handler(signal_number);
        return;
    }
    signal(signal_number, SIG_DFL); /* returning re-executes the access, which now kills the process */
}

void thread_install_stack_overflow_handler(void (*report)(Thread *thread, uintptr_t stack_pointer)) {
    stack_overflow_report = report;
    struct sigaction action = {0};
    action.sa_sigaction = fault_handler;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    sigaction(SIGSEGV, &action, &previous_segv);
    sigaction(SIGBUS, &action, &previous_bus);
}

void thread_install_access_violation_handler(void (*report)(Thread *thread, uintptr_t stack_pointer)) {
    access_violation_report = report;
}

int32_t thread_allocate_managed_id(void) {
    return __atomic_fetch_add(&next_managed_id, 1, __ATOMIC_RELAXED);
}

Thread *thread_attach_current(void) {
    return thread_attach_current_with_id(0);
}

Thread *thread_attach_current_with_id(int32_t managed_thread_id) {
    if (thread_current)
        return thread_current;
    gc_init();
    Thread *thread = calloc(1, sizeof *thread);
    if (!thread)
        return NULL;
    if (!interp_stack_create(thread)) {
        free(thread);
        return NULL;
    }
    native_stack_bounds(thread);
    signal_stack_create(thread);
    thread->os_thread = pthread_self();
    thread->gc_mode = THREAD_MODE_COOPERATIVE;
    pthread_mutex_lock(&list_mutex);
    thread->managed_thread_id = managed_thread_id > 0 ? managed_thread_id : thread_allocate_managed_id();
    thread->next = thread_list;
    thread_list = thread;
    pthread_mutex_unlock(&list_mutex);
    thread_current = thread;
    return thread;
}

#define MAX_DETACH_HOOKS 4
static void (*detach_hooks[MAX_DETACH_HOOKS])(Thread *thread);
static int detach_hook_count;

void thread_add_detach_hook(void (*hook)(Thread *thread)) {
    if (detach_hook_count < MAX_DETACH_HOOKS)
        detach_hooks[detach_hook_count++] = hook;
}

void thread_detach_current(void) {
    Thread *thread = thread_current;
    if (!thread)
        return;
    /* stay visible (preemptive, stack scannable) until off the list */
    gc_enter_preemptive(thread);
    for (int i = 0; i < detach_hook_count; i++)
        detach_hooks[i](thread);
    gc_thread_detached(thread);
    pthread_mutex_lock(&list_mutex);
    for (Thread **link = &thread_list; *link; link = &(*link)->next)
        if (*link == thread) {
            *link = thread->next;
            break;
        }
    pthread_mutex_unlock(&list_mutex);
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    munmap(thread->interp_stack_base, INTERP_STACK_BYTES + page);
    signal_stack_destroy(thread);
    thread_current = NULL;
    free(thread);
}

Thread *thread_first(void) {
    return thread_list;
}

void thread_list_lock(void) {
    pthread_mutex_lock(&list_mutex);
}

void thread_list_unlock(void) {
    pthread_mutex_unlock(&list_mutex);
}

/* ---- blocking waits ---------------------------------------------------------------------- */

static ThreadBlockingHook blocking_begin_hook, blocking_end_hook;

void thread_set_blocking_hooks(ThreadBlockingHook begin, ThreadBlockingHook end) {
    blocking_begin_hook = begin;
    blocking_end_hook = end;
}

void thread_blocking_notify_begin(Thread *thread, ThreadWaitKind kind) {
    if (thread->blocking_depth++ > 0)
        return;
    thread->blocking_kind = kind;
    if (blocking_begin_hook)
        blocking_begin_hook(thread, kind);
}

void thread_blocking_notify_end(Thread *thread, ThreadWaitKind kind) {
    if (--thread->blocking_depth > 0)
        return;
    if (blocking_end_hook)
        blocking_end_hook(thread, thread->blocking_kind);
}

/* ---- foreground threads ------------------------------------------------------------------ */

/* The process ends when Main has returned and no foreground thread runs (CoreCLR waits for
 * foreground threads at shutdown; background threads die with the process). */
static pthread_mutex_t foreground_mutex = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t foreground_done = PTHREAD_COND_INITIALIZER;
static int32_t foreground_count;

void thread_foreground_adjust(int32_t delta) {
    pthread_mutex_lock(&foreground_mutex);
    foreground_count += delta;
    if (foreground_count == 0)
        pthread_cond_broadcast(&foreground_done);
    pthread_mutex_unlock(&foreground_mutex);
}

void thread_wait_for_foreground_threads(Thread *thread) {
    pthread_mutex_lock(&foreground_mutex);
    bool waiting = foreground_count > 0;
    pthread_mutex_unlock(&foreground_mutex);
    if (!waiting)
        return;
    if (thread)
        thread_blocking_begin(thread, THREAD_WAIT_JOIN);
    pthread_mutex_lock(&foreground_mutex);
    while (foreground_count > 0)
        pthread_cond_wait(&foreground_done, &foreground_mutex);
    pthread_mutex_unlock(&foreground_mutex);
    if (thread)
        thread_blocking_end(thread, THREAD_WAIT_JOIN);
}

void thread_deadline_after(struct timespec *deadline, clockid_t clock, uint64_t milliseconds) {
    clock_gettime(clock, deadline);
    deadline->tv_sec += (time_t)(milliseconds / 1000);
    deadline->tv_nsec += (long)(milliseconds % 1000) * 1000000;
    if (deadline->tv_nsec >= 1000000000) {
        deadline->tv_sec++;
        deadline->tv_nsec -= 1000000000;
    }
}
