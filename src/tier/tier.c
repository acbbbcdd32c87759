/*
 * tier.c — tiering policy: call counting with CoreCLR's delay, the background compiler thread,
 * and installing native code (entry swap, vtable backpatching).  See tier.h.
 */
#include "tier/tier.h"
#include "diag/diag.h"
#include "gc/gc.h"
#include "interp/interp.h"
#include "jit/jit.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>


static bool tiered_compilation = true;   /* DOTNET_TieredCompilation */
static bool interpret_only = false;      /* CORVID_InterpretOnly */
static bool quick_jit_for_loops = true;  /* DOTNET_TC_QuickJitForLoops */
static uint64_t delay_ns;                /* DOTNET_TC_CallCountingDelayMs */
static volatile uint64_t last_tier0_activity_ns; /* a method was called for the first time */
static bool jit_ready;

/* The background compiler: a FIFO of methods waiting for Tier1. */
static pthread_mutex_t queue_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t queue_nonempty = PTHREAD_COND_INITIALIZER;
static Method **queue;
static uint32_t queue_head, queue_tail, queue_capacity;
static bool worker_started;

static uint64_t now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

void tier_init(void) {
    interpret_only = diag_knob("CORVID_InterpretOnly") != 0;
    tiered_compilation = diag_knob("DOTNET_TieredCompilation") != 0;
    quick_jit_for_loops = diag_knob("DOTNET_TC_QuickJitForLoops") != 0;
    uint64_t threshold = diag_knob("DOTNET_TC_CallCountThreshold");
    uint64_t delay_ms = diag_knob("DOTNET_TC_CallCountingDelayMs");
    if (diag_knob("DOTNET_TC_AggressiveTiering")) { /* as CoreCLR's eeconfig: threshold 1, no delay */
        threshold = 1;
        delay_ms = 0;
    }
    if (threshold == 0) threshold = 1; /* CoreCLR: 0 becomes 1, larger values clamp to 65535 */
    if (threshold > 65535) threshold = 65535;
    delay_ns = delay_ms * 1000000u;
    last_tier0_activity_ns = now_ns();
    if (!interpret_only) {
        char error[256];
        jit_ready = jit_init(error, sizeof error);
        if (!jit_ready) fprintf(stderr, "corvid: Tier1 compiler unavailable (%s); running interpreted\n", error);
    }
    interp_tiering_hooks.first_call = tier_on_first_call;
    interp_tiering_hooks.counted_call = tier_on_counted_call;
    if (interpret_only || !jit_ready || !tiered_compilation) interp_call_count_threshold = UINT32_MAX;
    else interp_call_count_threshold = (uint32_t)threshold;
}

static bool has_il_body(Method *method) {
    return method->token && !(method->impl_flags & (META_METHOD_IMPL_INTERNAL_CALL | META_METHOD_IMPL_CODE_TYPE_MASK)) &&
           !(method->flags & (META_METHOD_ABSTRACT | META_METHOD_PINVOKE_IMPL)) &&
           method->owner->kind != TYPE_KIND_ARRAY;
}

/* Install native code: the entry first, then vtable slots, then the adapter the interpreter
 * tests, each published with release order so a reader never sees a half-installed method. */
static void install(Method *method, const JitCode *code) {
    __atomic_store_n(&method->entry, code->entry, __ATOMIC_RELEASE);
    loader_backpatch_entry(method, code->entry);
    __atomic_store_n(&method->native_adapter, code->adapter, __ATOMIC_RELEASE);
    __atomic_store_n(&method->tier, TIER_STATE_TIER1, __ATOMIC_RELEASE);
}

static void compile_now(Thread *thread, Method *method) {
    JitCode code;
    char reason[512];
    if (jit_compile(thread, method, JIT_TIER1, &code, reason, sizeof reason)) {
        install(method, &code);
    } else {
        __atomic_store_n(&method->tier, TIER_STATE_FAILED, __ATOMIC_RELEASE);
        /* jit_compile has logged the reason; a failed compile is never fatal */
        thread->exception = NULL;
    }
}

static void *compiler_main(void *unused) {
    Thread *thread = thread_attach_current();
    interp_thread_init(thread);
    /* The compiler never touches managed objects: it stays preemptive so that a collection
     * never waits for it. */
    gc_enter_preemptive(thread);
    for (;;) {
        pthread_mutex_lock(&queue_lock);
        while (queue_head == queue_tail) pthread_cond_wait(&queue_nonempty, &queue_lock);
        Method *method = queue[queue_head++ % queue_capacity];
        pthread_mutex_unlock(&queue_lock);
        compile_now(thread, method);
    }
    return NULL;
}

static void enqueue(Method *method) {
    pthread_mutex_lock(&queue_lock);
    if (queue_tail - queue_head == queue_capacity) {
        uint32_t capacity = queue_capacity ? queue_capacity * 2 : 256;
        Method **grown = malloc(capacity * sizeof(Method *));
        for (uint32_t i = queue_head; i != queue_tail; i++) grown[i - queue_head] = queue[i % queue_capacity];
        queue_tail -= queue_head;
        queue_head = 0;
        free(queue);
        queue = grown;
        queue_capacity = capacity;
    }
    queue[queue_tail++ % queue_capacity] = method;
    if (!worker_started) {
        pthread_t worker;
        pthread_attr_t attributes;
        pthread_attr_init(&attributes);
        pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
        if (pthread_create(&worker, &attributes, compiler_main, NULL) == 0) worker_started = true;
        pthread_attr_destroy(&attributes);
    }
    pthread_cond_signal(&queue_nonempty);
    pthread_mutex_unlock(&queue_lock);
}

void tier_on_first_call(Thread *thread, Method *method, bool has_loops) {
    last_tier0_activity_ns = now_ns(); /* Tier0 activity restarts the call-counting delay */
    if (interpret_only || !jit_ready || !has_il_body(method)) return;
    if (!tiered_compilation || (!quick_jit_for_loops && has_loops)) compile_now(thread, method);
}

void tier_on_counted_call(Thread *thread, Method *method) {
    method->call_count = 0;
    if (method->tier != TIER_STATE_TIER0 || !has_il_body(method)) return;
    if (now_ns() - last_tier0_activity_ns < delay_ns) return; /* still in the delay: not counted */
    method->tier = TIER_STATE_QUEUED;
    enqueue(method);
}

void tier_print_statistics(void) {
    if (!diag_knob("CORVID_JitStats") || !jit_ready) return;
    uint32_t methods;
    double total_ms;
    jit_statistics(&methods, &total_ms);
    fprintf(stderr, "corvid: Tier1 compiled %u methods in %.1f ms (time in JIT)\n", methods, total_ms);
}
