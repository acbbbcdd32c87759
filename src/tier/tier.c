/*
 * tier.c — tiering policy: call counting with CoreCLR's delay, the background compiler thread,
 * and installing native code (entry swap, vtable backpatching).  See tier.h.
 */
#include "tier/tier_internal.h"
#include "diag/diag.h"
#include "gc/gc.h"
#include "interp/interp.h"
#include "jit/jit.h"
#include "pgo/pgo.h"
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
static bool tiered_pgo = true;           /* DOTNET_TieredPGO */
static bool instrument_only_hot_code = true; /* DOTNET_TieredPGO_InstrumentOnlyHotCode */
static bool osr_enabled = true;          /* DOTNET_TC_OnStackReplacement */
static uint32_t osr_hit_limit = 10;      /* DOTNET_OSR_HitLimit */
static uint64_t delay_bypass_calls;      /* CORVID_TC_DelayBypassCalls */
static uint32_t call_threshold = 30;
/* Guard counters and re-tiering (tier.h): CORVID_TieredPGO_Retier, RetierMissPercent,
 * RetierMinCalls, RetierLimit; CORVID_GDVStats */
static uint32_t gdv_check_interval; /* 0: guards are not counted */
static bool retier_enabled, gdv_statistics;
static bool retier_reprofile; /* CORVID_TieredPGO_RetierReprofile */
static uint64_t retier_min_calls;
static uint32_t retier_miss_percent, retier_limit;
static pthread_mutex_t retier_lock = PTHREAD_MUTEX_INITIALIZER;
static TierGdvSite *gdv_sites; /* every counted site, newest first (retier_lock) */
/* A re-tier in flight: when the method's new Tier1 code is installed, the time since the
 * guard's first miss is reported (retier_lock). */
typedef struct RetierRecord {
    Method *method;
    uint64_t first_miss_ns, decided_ns;
    uint32_t il_offset;
    struct RetierRecord *next;
} RetierRecord;
static RetierRecord *retiers_in_flight;

/* OSR: one version per (code version, loop back-edge), as CoreCLR compiles one OSR method per
 * patchpoint: a single way in keeps every loop of the version natural for LLVM.  A version
 * entered at several back-edges was measured and rejected: a loop entered both from the code
 * before it and at its back-edge is irreducible, and LLVM then hoists, unrolls and removes
 * nothing in it (arrays' inner products ran 2.5x slower than with one entry). */
typedef struct OsrCode OsrCode;
typedef struct OsrVersion {
    Method *method;
    const void *code;
    OsrCode *code_record;
    uint32_t pc;        /* the back-edge branch it enters at */
    uint32_t hits;      /* patchpoint hits there, while counting */
    uint32_t covered_hits; /* hits while another version's loop nest holds this back-edge */
    uint32_t nest_start, nest_end; /* the loop nest its code covers (interp_loop_nest) */
    bool nest_known;
    struct OsrVersion *next_of_code; /* the other versions of the same code */
    bool abandoned;     /* a compile of it was abandoned once (never twice: two frames in two loops) */
    /* asked for (covered hits) while the version covering it was still compiling: compile_osr
     * drops the request if that version is ready by then */
    bool asked_before_cover_ready;
    volatile int state; /* TierState: TIER0 counting, QUEUED, TIER1 (entry ready), FAILED */
    void (*volatile entry)(Thread *, Slot *);
    struct OsrVersion *next;
} OsrVersion;
/* A code version that has patchpoint hits.  Once it asked for one OSR version the method is
 * proven hot there, so a frame that moved on to another loop (the compile runs in the background)
 * asks for that loop's version after OSR_HIT_LIMIT_AFTER_FIRST hits, not the full limit; and
 * `last`, the back-edge of the latest hit, lets the compiler retarget a request whose loop the
 * frame has already left (compile_osr). */
struct OsrCode {
    const void *code;
    bool asked;
    OsrVersion *versions;
    OsrVersion *last;
    OsrVersion *compiling;   /* the version the compiler is on (osr_lock) */
    JitOsrProgress progress; /* of that compile */
    struct OsrCode *next;
};
#define OSR_HIT_LIMIT_AFTER_FIRST 2u
#define OSR_COVERED_HIT_FACTOR 4u
static OsrVersion *osr_versions[1024];
static OsrCode *osr_codes[256];
static pthread_mutex_t osr_lock = PTHREAD_MUTEX_INITIALIZER;

/* A queued compile: Tier1 for a method, or the OSR version of a method's code. */
typedef struct CompileRequest {
    Method *method;
    OsrVersion *osr;
    bool trivial; /* loader_method_always_inlined: every compiled caller inlines it */
    /* call counting queued it from this state (TIER0 or TIER0_INSTRUMENTED), and it goes back
     * there if its compile is dropped (compile_verdict); TIER_STATE_QUEUED: never dropped */
    uint8_t counted_from;
    /* waits judged so far (compile_verdict): not taken before not_before_ns; its call total then */
    uint8_t deferred;
    uint32_t calls_at_deferral;
    uint64_t not_before_ns;
} CompileRequest;

/* The background compiler: a FIFO of methods waiting for Tier1. */
static pthread_mutex_t queue_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t queue_nonempty = PTHREAD_COND_INITIALIZER;
static CompileRequest *queue;
static uint32_t queue_head, queue_tail, queue_capacity;
static bool worker_started;
static bool compiling_request;      /* the compiler thread is on a request (queue_lock) */
static pthread_cond_t compiler_idle = PTHREAD_COND_INITIALIZER;
static bool preload_compiler; /* CORVID_TC_PreloadCompiler */
/* Set by tier_init once the runtime can attach threads: a compiler thread started by
 * tier_preload_compiler before vm_start loads the compiler meanwhile, then waits for it. */
static bool runtime_ready;
static pthread_cond_t runtime_ready_changed = PTHREAD_COND_INITIALIZER;

static void *compiler_main(void *unused);

/* Called with queue_lock held. */
static void start_worker(void) {
    if (worker_started) return;
    pthread_t worker;
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    if (pthread_create(&worker, &attributes, compiler_main, NULL) == 0) worker_started = true;
    pthread_attr_destroy(&attributes);
}

/* Whether this process will compile at all: read the same way by tier_preload_compiler and tier_init. */
static bool compiler_wanted(void) {
    return diag_knob("CORVID_InterpretOnly") == 0 && tier_jit_available();
}

static void start_preload(void) {
    pthread_mutex_lock(&queue_lock);
    preload_compiler = true;
    start_worker();
    pthread_mutex_unlock(&queue_lock);
}

void tier_preload_compiler(void) {
    if (compiler_wanted() && diag_knob("CORVID_TC_PreloadCompiler") >= 2) start_preload();
}

/* CORVID_TC_PreloadCompiler=1: the compiler is loaded at the first sign of hot code (a method
 * called HOT_SIGN_CALLS call-count thresholds of times, or a loop asking for OSR code).  Loading it
 * at start-up ran the dlopen and LLVM's warm-up beside the main thread's start-up, which slowed
 * that by ~5 ms of a 20 ms hello world on two cores; a program that runs hot code still gets the
 * compiler loaded long before its first request (the call-counting delay or the bypass). */
#define HOT_SIGN_CALLS 3
static bool hot_sign_seen;

static void note_hot_sign(void) {
    if (__atomic_exchange_n(&hot_sign_seen, true, __ATOMIC_ACQ_REL)) return;
    if (jit_ready && diag_knob("CORVID_TC_PreloadCompiler") == 1) start_preload();
}

void tier_init(void) {
    interpret_only = diag_knob("CORVID_InterpretOnly") != 0;
    tiered_compilation = diag_knob("DOTNET_TieredCompilation") != 0;
    quick_jit_for_loops = diag_knob("DOTNET_TC_QuickJitForLoops") != 0;
    tiered_pgo = diag_knob("DOTNET_TieredPGO") != 0;
    instrument_only_hot_code = diag_knob("DOTNET_TieredPGO_InstrumentOnlyHotCode") != 0;
    osr_enabled = diag_knob("DOTNET_TC_OnStackReplacement") != 0;
    osr_hit_limit = (uint32_t)diag_knob("DOTNET_OSR_HitLimit");
    interp_osr_initial_counter = (int32_t)diag_knob("DOTNET_TC_OnStackReplacement_InitialCounter");
    interp_osr_counter_bump = (int32_t)diag_knob("DOTNET_OSR_CounterBump");
    if (interp_osr_initial_counter <= 0) interp_osr_initial_counter = 1;
    if (interp_osr_counter_bump <= 0) interp_osr_counter_bump = 1;
    uint64_t threshold = diag_knob("DOTNET_TC_CallCountThreshold");
    uint64_t delay_ms = diag_knob("DOTNET_TC_CallCountingDelayMs");
    if (diag_knob("DOTNET_TC_AggressiveTiering")) { /* as CoreCLR's eeconfig: threshold 1, no delay */
        threshold = 1;
        delay_ms = 0;
    }
    if (threshold == 0) threshold = 1; /* CoreCLR: 0 becomes 1, larger values clamp to 65535 */
    if (threshold > 65535) threshold = 65535;
    delay_ns = delay_ms * 1000000u;
    delay_bypass_calls = diag_knob("CORVID_TC_DelayBypassCalls");
    call_threshold = (uint32_t)threshold;
    last_tier0_activity_ns = diag_now_ns();
    /* The compiler itself is loaded by the compiler thread (tier_preload_compiler, below, or on
     * the first compile). */
    jit_ready = compiler_wanted();
    /* Re-tiering needs the whole pipeline: a re-tiered method is counted back up through the
     * instrumented tier, which TieredCompilation=0 or TieredPGO=0 would never leave or enter. */
    bool compiling_with_pgo = !interpret_only && jit_ready && tiered_compilation && tiered_pgo;
    retier_min_calls = diag_knob("CORVID_TieredPGO_RetierMinCalls");
    retier_miss_percent = (uint32_t)diag_knob("CORVID_TieredPGO_RetierMissPercent");
    retier_limit = (uint32_t)diag_knob("CORVID_TieredPGO_RetierLimit");
    if (retier_min_calls == 0) retier_min_calls = 1;
    if (retier_miss_percent > 100) retier_miss_percent = 100;
    if (retier_limit > 255) retier_limit = 255; /* Method.retier_count is a byte */
    retier_enabled = diag_knob("CORVID_TieredPGO_Retier") && compiling_with_pgo && retier_limit;
    gdv_statistics = diag_knob("CORVID_GDVStats") != 0;
    retier_reprofile = diag_knob("CORVID_TieredPGO_RetierReprofile") != 0;
    if (retier_enabled || gdv_statistics || diag_tracing() || diag_counters_enabled()) {
        /* Check a site about 16 times per minimum window (at most every 1024 misses): a check
         * takes a lock, a window needs more than MissPercent of MinCalls misses anyway. */
        uint64_t interval = 1;
        while (interval * 2 <= retier_min_calls / 16 && interval < 1024) interval *= 2;
        gdv_check_interval = (uint32_t)interval;
    }
    interp_tiering_hooks.first_call = tier_on_first_call;
    interp_tiering_hooks.counted_call = tier_on_counted_call;
    bool compiling = !interpret_only && jit_ready;
    if (compiling && tiered_compilation && osr_enabled) interp_tiering_hooks.patchpoint = tier_on_patchpoint;
    if (compiling && tiered_compilation && tiered_pgo && !instrument_only_hot_code) interp_instrument_from_first_call = true;
    /* tier_first_call_at_depth would instrument a method with loops at its first call; with no
     * static profile to replace the instrumented round, its first transcode is instrumented. */
    if (compiling && tiered_compilation && tiered_pgo && instrument_only_hot_code && osr_enabled &&
        !diag_knob("DOTNET_ReadPGOData"))
        interp_instrument_loops_from_first_call = true;
    if (interpret_only || !jit_ready || !tiered_compilation) interp_call_count_threshold = UINT32_MAX;
    else interp_call_count_threshold = (uint32_t)threshold;
    /* Loading the compiler (dlopen of libcorvidjit.so: ~100k packed relocations and LLVM's
     * static constructors, then the LLJIT) takes ~3.5 ms of CPU, which a short program would otherwise pay
     * between its first tier-up request and its first native code (fib(34) queues it ~0.1 ms
     * into Main).  The compiler thread loads it at the first sign of hot code (note_hot_sign),
     * or before vm_start with CORVID_TC_PreloadCompiler=2; the main thread never waits for it
     * (vm_exit leaves with _exit, so a program that ends first is not held either). */
    pthread_mutex_lock(&queue_lock);
    runtime_ready = true;
    pthread_cond_broadcast(&runtime_ready_changed);
    pthread_mutex_unlock(&queue_lock);
}

/* Methods with IL: from metadata, or made at run time (DynamicMethod) */
static bool has_il_body(Method *method) {
    return (method->token || method->dynamic) && !(method->impl_flags & (META_METHOD_IMPL_INTERNAL_CALL | META_METHOD_IMPL_CODE_TYPE_MASK)) &&
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

/* Trace events: the method, its tier and the outcome, plus `extra` JSON members (or NULL). */
static void tier_event_with(const char *name, Method *method, const char *tier, uint64_t start, const char *outcome,
                            const char *extra) {
    if (!diag_tracing()) return;
    char display[256], arguments[480];
    loader_method_display_name(method, display, sizeof display);
    for (char *p = display; *p; p++)
        if (*p == '"' || *p == '\\') *p = '\'';
    snprintf(arguments, sizeof arguments, "\"method\":\"%s\",\"tier\":\"%s\",\"outcome\":\"%s\"%s%s", display, tier,
             outcome, extra ? "," : "", extra ? extra : "");
    diag_event_span("tier", name, start, diag_now_ns() - start, arguments);
}

static void tier_event(const char *name, Method *method, const char *tier, uint64_t start, const char *outcome) {
    tier_event_with(name, method, tier, start, outcome, NULL);
}

/* A re-tiered method's new Tier1 code is in: how long it took from the guard's first miss
 * (the trace event and the JIT log line the issue of drift asks for). */
static void report_retier_installed(Method *method, uint64_t compile_start_ns) {
    pthread_mutex_lock(&retier_lock);
    RetierRecord **link = &retiers_in_flight, *record = NULL;
    while (*link && (*link)->method != method) link = &(*link)->next;
    if (*link) {
        record = *link;
        *link = record->next;
    }
    pthread_mutex_unlock(&retier_lock);
    if (!record) return;
    uint64_t now = diag_now_ns();
    double since_miss_ms = (double)(now - record->first_miss_ns) / 1e6;
    double decide_ms = (double)(record->decided_ns - record->first_miss_ns) / 1e6;
    double to_compile_ms = (double)(compile_start_ns - record->decided_ns) / 1e6;
    double compile_ms = (double)(now - compile_start_ns) / 1e6;
    if (diag_tracing()) {
        char extra[160];
        snprintf(extra, sizeof extra,
                 "\"ilOffset\":%u,\"firstMissToCodeMs\":%.3f,\"decisionMs\":%.3f,\"toCompileMs\":%.3f,\"compileMs\":%.3f",
                 record->il_offset, since_miss_ms, decide_ms, to_compile_ms, compile_ms);
        tier_event_with("MethodTierTransition", method, "Tier1", now, "re-tiered", extra);
    }
    tier_jit_log_retier_installed(method, record->il_offset, since_miss_ms, decide_ms, to_compile_ms, compile_ms);
    free(record);
}

static void compile_now(Thread *thread, Method *method) {
    JitCode code;
    char reason[512];
    uint64_t start = diag_now_ns();
    bool ok = tier_jit_compile(thread, method, &code, reason, sizeof reason);
    tier_event("MethodJitting", method, "Tier1", start, ok ? "installed" : "stays in Tier0");
    if (ok) {
        install(method, &code);
        if (method->retier_count) report_retier_installed(method, start);
    } else {
        /* a method re-tiered from its guard counters still has its old Tier1 code: it keeps it */
        __atomic_store_n(&method->tier, method->entry ? TIER_STATE_TIER1 : TIER_STATE_FAILED, __ATOMIC_RELEASE);
        /* jit_compile has logged the reason; a failed compile is never fatal */
        thread->exception = NULL;
    }
}

/* `cover`'s loop nest holds `version`'s back-edge. */
static bool nest_holds(const OsrVersion *cover, const OsrVersion *version) {
    return cover != version && cover->nest_known && version->pc >= cover->nest_start && version->pc <= cover->nest_end;
}

/* Another version of this code with its entry ready covers `version`'s back-edge with its loop
 * nest (osr_lock held). */
static bool nest_covered_by_ready(OsrCode *record, OsrVersion *version) {
    for (OsrVersion *other = record->versions; other; other = other->next_of_code)
        if (other->state == TIER_STATE_TIER1 && nest_holds(other, version)) return true;
    return false;
}

/* An OSR event: the version's back-edge is its entryOffset. */
static void osr_event(const char *name, Method *method, uint32_t entry_pc, uint64_t start, const char *outcome) {
    char extra[48];
    snprintf(extra, sizeof extra, "\"entryOffset\":%u", entry_pc);
    tier_event_with(name, method, "OSR", start, outcome, extra);
}

static void compile_osr(Thread *thread, OsrVersion *version) {
    /* The frame that asked may have left that loop while the compiler was busy (matjag's
     * initialization loop ends before its compile starts): compile for the loop it is in now
     * (or leave that to its own queued request), and let this one count again. */
    pthread_mutex_lock(&osr_lock);
    bool stale_if_covered = version->asked_before_cover_ready;
    OsrVersion *last = version->code_record->last;
    bool moved = last != version && (last->state == TIER_STATE_TIER0 || last->state == TIER_STATE_QUEUED);
    if (moved) {
        version->state = TIER_STATE_TIER0;
        version->hits = 0;
    }
    if (moved && last->state == TIER_STATE_QUEUED) {
        pthread_mutex_unlock(&osr_lock);
        return;
    }
    if (moved) {
        last->state = TIER_STATE_QUEUED;
        version = last;
    }
    OsrCode *record = version->code_record;
    /* Asked for while the frame waited for another version whose nest holds this back-edge
     * (tier_on_patchpoint's covered hits), and that version is ready now: the frame enters its
     * code at the nest's own back-edge, which an inner loop reaches again soon.  This one
     * counts again instead of costing a compile nobody may enter (n-body's Advance: two such
     * compiles of ~30 ms each after the frame had moved into the nest's code).  A request made
     * after that version was ready comes from a frame that keeps missing its entry (a long
     * inner loop): that one is compiled. */
    if (stale_if_covered && nest_covered_by_ready(record, version)) {
        version->state = TIER_STATE_TIER0;
        version->hits = version->covered_hits = 0;
        pthread_mutex_unlock(&osr_lock);
        osr_event("MethodTierTransition", version->method, version->pc, diag_now_ns(), "dropped (its loop nest's OSR code is ready)");
        return;
    }
    record->compiling = version;
    memset(&record->progress, 0, sizeof record->progress);
    pthread_mutex_unlock(&osr_lock);
    JitCode code;
    char reason[512];
    uint64_t start = diag_now_ns();
    bool ok = tier_jit_compile_osr(thread, version->method, version->code, version->pc, &record->progress, &code, reason,
                                   sizeof reason);
    pthread_mutex_lock(&osr_lock);
    record->compiling = NULL;
    bool abandoned = !ok && __atomic_load_n(&record->progress.abandon, __ATOMIC_ACQUIRE);
    if (abandoned) { /* counts again: a frame that comes back to the loop asks anew */
        version->abandoned = true;
        version->hits = 0;
        version->state = TIER_STATE_TIER0;
        thread->exception = NULL;
    }
    pthread_mutex_unlock(&osr_lock);
    osr_event("MethodJitting", version->method, version->pc, start,
              ok ? "ready" : abandoned ? "abandoned (the frame left the loop)" : "stays in Tier0");
    if (abandoned) return;
    if (ok) {
        __atomic_store_n(&version->entry, (void (*)(Thread *, Slot *))code.entry, __ATOMIC_RELEASE);
        pthread_mutex_lock(&osr_lock);
        __atomic_store_n(&version->state, TIER_STATE_TIER1, __ATOMIC_RELEASE);
        /* The back-edges its nest holds count their covered hits afresh: a frame that keeps
         * missing this entry from now on is one stuck in an inner loop, and gets a version of
         * its own after as many hits as before (compile_osr compiles that request). */
        for (OsrVersion *other = record->versions; other; other = other->next_of_code)
            if (nest_holds(version, other)) other->covered_hits = 0;
        pthread_mutex_unlock(&osr_lock);
        interp_note_osr_ready(version->code);
    } else {
        __atomic_store_n(&version->state, TIER_STATE_FAILED, __ATOMIC_RELEASE);
        thread->exception = NULL;
    }
}

static uint32_t calls_so_far(const Method *method) {
    return method->counted_calls + method->call_count;
}

void tier_note_inlined(Method *callee) {
    __atomic_store_n(&callee->inlined_at_ns, diag_now_ns(), __ATOMIC_RELEASE);
}

/* How long a queued method that compiled code inlines is watched before its compile is judged. */
#define INLINED_QUIET_NS (10 * 1000000ull)

typedef enum { COMPILE_NOW, COMPILE_DROP, COMPILE_DEFER } CompileVerdict;

/* Set (queue_lock) when the exit asks for the JIT listings: the queue is drained without
 * judging, so the listing shows everything the tier-up queued, as CoreCLR's would. */
static bool draining_for_listings;

/* A method queued by call counting whose hot callers have since been compiled with it inlined
 * is not worth its compile unless something still calls it: its calls came from interpreted
 * callers that are gone.  Such a request waits INLINED_QUIET_NS at the back of the queue (the
 * compiler takes the others meanwhile) and is dropped unless it was called at least the tier-up
 * threshold of times while it waited; if it was, it waits once more and is compiled only if it
 * was called as often in that second wait.  The first wait may catch the last calls of a
 * caller whose compiled code is not entered yet: an OSR version is entered at the loop's next
 * patchpoint hit, up to DOTNET_OSR_CounterBump iterations later (test_tier_queue's Inlined:
 * ~75 calls in its first wait, none in the second).  Otherwise it goes back to counting, and a
 * caller that still calls it queues it again.  On CoreLib this is most of a warm-up's requests: the
 * span, string and number helpers that interpreted callers made hot and compiled callers inline
 * (words: 88 compiles -> 9).  Judging the calls made while it waited, not since the inlining
 * compile, matters: a caller's compile inlines a whole chain of callees at once (Int32ToDecStr,
 * UInt32ToDecStr, CountDigits, Log2...), each of which was then compiled right behind it, and
 * an OSR version's loop runs on interpreted until its next patchpoint, hundreds of calls that
 * made a dead request look wanted.  A method compiled code calls directly is always wanted.
 * CoreCLR compiles them all; its compiles are ~10x cheaper than LLVM's. */
static CompileVerdict compile_verdict(CompileRequest *request, uint64_t now) {
    Method *method = request->method;
    if (request->osr || request->counted_from == TIER_STATE_QUEUED || method->static_profile || method->retier_count ||
        __atomic_load_n(&method->called_from_native, __ATOMIC_RELAXED) || draining_for_listings)
        return COMPILE_NOW;
    if (!__atomic_load_n(&method->inlined_at_ns, __ATOMIC_ACQUIRE)) return COMPILE_NOW;
    uint32_t calls = calls_so_far(method);
    if (request->deferred) {
        if (calls - request->calls_at_deferral < call_threshold) return COMPILE_DROP;
        if (request->deferred == 2) return COMPILE_NOW;
    }
    request->deferred++;
    request->calls_at_deferral = calls;
    request->not_before_ns = now + INLINED_QUIET_NS;
    return COMPILE_DEFER;
}

/* The next request (queue_lock held), false when every queued request waits for a later time
 * (the earliest in *wake_ns).  CoreCLR's background compiler takes Tier1 requests in the order
 * call counting completed them.  Here a method that compiled code calls (jit_call_interpreted
 * marks it) goes first: compiled hot code calls back into the interpreter there on every
 * iteration (words: its loop's OSR code waited 160 ms more on String.Concat and UInt32ToDecStr,
 * queued behind 12 helpers that it inlines).  Then OSR requests and methods with loops, the
 * others keep their order: a frame waiting for OSR code and each call of a method with a loop
 * run a whole loop in the interpreter, where a loop-free method costs one interpreted body per
 * call — and at start-up, while the compiler is still loading, the queue fills with methods of
 * both kinds (drift B: SlowHandler.Handle is promoted first, Dispatcher.Process, whose Tier1
 * code inlines Handle anyway, ~10 ms later; FIFO made Process wait for Handle's compile).
 * Measured and not kept: OSR requests strictly first (dictstr's hot String and Dictionary
 * methods waited 350 ms behind six OSR compiles of whole methods), and shortest first (no better
 * than this order once OSR versions cover one loop nest, and Tier1 compiles of methods that
 * waited long drifted later: test_profile_scope's Process then saw the traffic after the
 * warm-up).  Trivial methods (Unsafe.Add, a property getter, a span's constructor) go last:
 * called from everywhere in interpreted code, they reach the threshold first, yet every compiled
 * caller inlines them, and on CoreLib dozens of them (2-7 ms of LLVM each) held up the methods
 * that matter (words: Dictionary.FindValue and the loop's OSR code behind 40 of them). */
static bool dequeue_locked(uint64_t now, CompileRequest *out, uint64_t *wake_ns) {
    uint32_t from_native = queue_tail, loop = queue_tail, nontrivial = queue_tail, any = queue_tail;
    *wake_ns = UINT64_MAX;
    for (uint32_t i = queue_head; i != queue_tail; i++) {
        CompileRequest *request = &queue[i % queue_capacity];
        if (request->deferred && request->not_before_ns > now && !draining_for_listings) {
            if (request->not_before_ns < *wake_ns) *wake_ns = request->not_before_ns;
            continue;
        }
        if (!request->osr && __atomic_load_n(&request->method->called_from_native, __ATOMIC_RELAXED)) {
            from_native = i;
            break;
        }
        if (loop == queue_tail && (request->osr || interp_has_loops(request->method))) loop = i;
        if (nontrivial == queue_tail && !request->trivial) nontrivial = i;
        if (any == queue_tail) any = i;
    }
    uint32_t chosen = from_native != queue_tail ? from_native
                      : loop != queue_tail      ? loop
                      : nontrivial != queue_tail ? nontrivial
                                                 : any;
    if (chosen == queue_tail) return false;
    *out = queue[chosen % queue_capacity];
    for (uint32_t i = chosen; i != queue_head; i--) queue[i % queue_capacity] = queue[(i - 1) % queue_capacity];
    queue_head++;
    return true;
}

/* Appends a request (queue_lock held), growing the ring. */
static void push_locked(CompileRequest request) {
    if (queue_tail - queue_head == queue_capacity) {
        uint32_t capacity = queue_capacity ? queue_capacity * 2 : 256;
        CompileRequest *grown = malloc(capacity * sizeof(CompileRequest));
        for (uint32_t i = queue_head; i != queue_tail; i++) grown[i - queue_head] = queue[i % queue_capacity];
        queue_tail -= queue_head;
        queue_head = 0;
        free(queue);
        queue = grown;
        queue_capacity = capacity;
    }
    queue[queue_tail++ % queue_capacity] = request;
}

/* How long the compiler waits for more work before it calls a batch finished
 * (TieredCompilationBackgroundJitStop) and drops the compiler library's code pages (they come
 * back from the page cache, unzeroed), and how much longer before it trims the malloc arenas
 * too (tier_jit_release_idle_memory).  The trim covers every arena, the main thread's too: after
 * a 20 ms pause in a start-up's bursts of compiles (Roslyn's csc) those pages faulted straight
 * back in, zeroed, ~6 % of csc's wall time. */
#define COMPILER_IDLE_MS 20
#define COMPILER_RELEASE_IDLE_MS 500

/* Waits (queue_lock held) until a request arrives or `ms` pass; whether one is waiting. */
static bool wait_for_request(uint32_t ms) {
    struct timespec deadline;
    thread_deadline_after(&deadline, CLOCK_REALTIME, ms);
    while (queue_head == queue_tail && pthread_cond_timedwait(&queue_nonempty, &queue_lock, &deadline) == 0) {
    }
    return queue_head != queue_tail;
}

static void background_jit_event(const char *name, uint32_t pending, uint32_t jitted) {
    if (!diag_tracing()) return;
    char arguments[96];
    snprintf(arguments, sizeof arguments, "\"PendingMethodCount\":%u,\"JittedMethodCount\":%u", pending, jitted);
    diag_event("tier", name, arguments);
}

static bool compile_request_waiting(void) {
    pthread_mutex_lock(&queue_lock);
    bool waiting = queue_head != queue_tail;
    pthread_mutex_unlock(&queue_lock);
    return waiting;
}

static void *compiler_main(void *unused) {
    /* Loading first: it needs no runtime thread state, and the sooner it starts the better. */
    bool holding_memory = false; /* released like a batch's if no request follows soon */
    if (preload_compiler) {
        uint64_t start = diag_now_ns();
        holding_memory = tier_jit_load();
        bool idle = !compile_request_waiting();
        if (holding_memory && idle) tier_jit_warm_up(compile_request_waiting);
        if (diag_tracing()) {
            char arguments[64];
            snprintf(arguments, sizeof arguments, "\"outcome\":\"%s\",\"warmUp\":%s",
                     holding_memory ? "loaded" : "unavailable", holding_memory && idle ? "true" : "false");
            diag_event_span("tier", "CompilerLoad", start, diag_now_ns() - start, arguments);
        }
    }
    pthread_mutex_lock(&queue_lock);
    while (!runtime_ready) pthread_cond_wait(&runtime_ready_changed, &queue_lock);
    pthread_mutex_unlock(&queue_lock);
    Thread *thread = thread_attach_current();
    interp_thread_init(thread);
    /* The compiler never touches managed objects: it stays preemptive so that a collection
     * never waits for it. */
    gc_enter_preemptive(thread);
    uint32_t batch = 0; /* compiles since the queue was last found idle */
    for (;;) {
        pthread_mutex_lock(&queue_lock);
        if (queue_head == queue_tail && batch && !wait_for_request(COMPILER_IDLE_MS)) {
            pthread_mutex_unlock(&queue_lock);
            /* CoreCLR's TieredCompilationBackgroundJitStop */
            background_jit_event("TieredCompilationBackgroundJitStop", 0, batch);
            tier_jit_release_code_pages();
            batch = 0;
            pthread_mutex_lock(&queue_lock);
        }
        if (queue_head == queue_tail && holding_memory && !wait_for_request(COMPILER_RELEASE_IDLE_MS)) {
            pthread_mutex_unlock(&queue_lock);
            holding_memory = false;
            tier_jit_release_idle_memory();
            continue;
        }
        while (queue_head == queue_tail) pthread_cond_wait(&queue_nonempty, &queue_lock);
        uint32_t pending = queue_tail - queue_head;
        CompileRequest request;
        uint64_t now = diag_now_ns(), wake_ns;
        if (!dequeue_locked(now, &request, &wake_ns)) {
            /* only deferred requests: wait for the first of them, or for a new request */
            struct timespec deadline;
            thread_deadline_after(&deadline, CLOCK_REALTIME, (uint32_t)((wake_ns - now) / 1000000u + 1));
            pthread_cond_timedwait(&queue_nonempty, &queue_lock, &deadline);
            pthread_mutex_unlock(&queue_lock);
            continue;
        }
        CompileVerdict verdict = compile_verdict(&request, now);
        if (verdict == COMPILE_DEFER) {
            push_locked(request);
            pthread_mutex_unlock(&queue_lock);
            continue;
        }
        compiling_request = true;
        pthread_mutex_unlock(&queue_lock);
        if (!batch) background_jit_event("TieredCompilationBackgroundJitStart", pending, 0);
        batch++;
        holding_memory = true;
        if (request.osr) {
            compile_osr(thread, request.osr);
        } else if (verdict == COMPILE_NOW) {
            compile_now(thread, request.method);
        } else {
            __atomic_store_n(&request.method->tier, request.counted_from, __ATOMIC_RELEASE);
            tier_event("MethodTierTransition", request.method, "Tier1", diag_now_ns(),
                       "dropped (inlined by its compiled callers, not called while it waited)");
        }
        pthread_mutex_lock(&queue_lock);
        compiling_request = false;
        pthread_cond_broadcast(&compiler_idle);
        pthread_mutex_unlock(&queue_lock);
    }
    return NULL;
}

static void enqueue_request(Method *method, OsrVersion *osr, uint8_t counted_from) {
    bool trivial = !osr && loader_method_always_inlined(method);
    pthread_mutex_lock(&queue_lock);
    push_locked((CompileRequest){.method = method, .osr = osr, .trivial = trivial, .counted_from = counted_from});
    start_worker();
    pthread_cond_signal(&queue_nonempty);
    pthread_mutex_unlock(&queue_lock);
}

static void enqueue(Method *method, OsrVersion *osr) {
    enqueue_request(method, osr, TIER_STATE_QUEUED);
}

/* The native stack is scanned conservatively (gc_roots.c): a stale pointer in a dead part of a
 * live frame keeps its object alive.  A synchronous compile runs LLVM tens of KB deep on the
 * caller's stack, and the frames of the call it was made for are then built over that memory,
 * dead slots included, along with whatever older calls left deeper down.  Zeroing the stack
 * below this frame first lets them start clean (the idea of Boehm's GC_clear_stack), at a
 * point that is rare and already costs milliseconds; a few microseconds here. */
static __attribute__((noinline)) void clear_dead_stack(Thread *thread) {
    enum { CLEARED = 128 * 1024, MARGIN = 64 * 1024 };
    uintptr_t here = (uintptr_t)__builtin_frame_address(0), limit = (uintptr_t)thread->native_stack_limit;
    size_t bytes = CLEARED;
    if (limit && here < limit + CLEARED + MARGIN) bytes = here > limit + MARGIN ? here - limit - MARGIN : 0;
    if (!bytes) return;
    char *dead = __builtin_alloca(bytes);
    explicit_bzero(dead, bytes);
}

static void tier_first_call_at_depth(Thread *thread, Method *method, bool has_loops, int depth);

/* A method queued with a static profile is compiled long before its callees' first calls, but
 * the Tier1 compiler inlines only callees that were transcoded, and transcoding one behind the
 * interpreter's back would hide its first call.  So the receivers' implementations at the
 * profiled call sites go through their first-call step now (a static profile of their own
 * queues them in turn), as if they had been called; `depth` bounds the chain. */
static void prepare_static_profile_targets(Thread *thread, Method *method, const MethodProfile *profile, int depth) {
    MetaMethodBody body;
    MetaError error;
    if (depth <= 0 || !loader_method_body(method, &body, &error)) return;
    for (uint32_t i = 0; i < profile->call_site_count; i++) {
        const CallSiteProfile *site = &profile->call_sites[i];
        uint32_t at = site->il_offset, n = site->histogram.count;
        if (!n || at + 5 > body.code_size || (body.code[at] != 0x6F && body.code[at] != 0x28)) continue; /* callvirt, call */
        uint32_t token = (uint32_t)body.code[at + 1] | (uint32_t)body.code[at + 2] << 8 | (uint32_t)body.code[at + 3] << 16 |
                         (uint32_t)body.code[at + 4] << 24;
        Method *declared = loader_resolve_method(thread, method->owner->assembly, token, NULL);
        if (!declared) {
            thread->exception = NULL;
            continue;
        }
        for (uint32_t j = 0; j < n && j < PROFILE_HISTOGRAM_SIZE; j++) {
            const VTable *vtable = site->histogram.table[j];
            if (!vtable || (j > 0 && site->histogram.table[j - 1] == vtable)) continue;
            Method *target = loader_resolve_virtual(thread, vtable->type, declared);
            if (!target || !has_il_body(target) || __atomic_load_n(&target->interp, __ATOMIC_ACQUIRE)) {
                thread->exception = NULL;
                continue;
            }
            bool target_has_loops = false;
            if (!interp_transcode_ahead(thread, target, &target_has_loops)) {
                thread->exception = NULL;
                continue;
            }
            tier_first_call_at_depth(thread, target, target_has_loops, depth - 1);
        }
    }
}

void tier_on_first_call(Thread *thread, Method *method, bool has_loops) {
    tier_first_call_at_depth(thread, method, has_loops, 3);
}

static void tier_first_call_at_depth(Thread *thread, Method *method, bool has_loops, int depth) {
    /* Tier0 activity restarts the call-counting delay; a first call from Tier1 code does not
     * (steady state reaching a new method, not start-up: jit.h jit_first_call_from_native) */
    if (!tier_jit_first_call_from_native()) last_tier0_activity_ns = diag_now_ns();
    /* a CORVID_ProfileExclude method stays interpreted: its frame marks the thread */
    if (interpret_only || !jit_ready || !has_il_body(method) || method->profile_exclusion_root) return;
    /* DOTNET_ReadPGOData: the static profile replaces the instrumented round; a method that was
     * hot when it was written is compiled now, in the background, before it is hot again. */
    bool was_hot = false;
    MethodProfile *static_profile = pgo_static_profile(thread, method, &was_hot);
    if (static_profile) {
        method->static_profile = true;
        __atomic_store_n(&method->profile, static_profile, __ATOMIC_RELEASE);
        if (was_hot && tiered_compilation && (quick_jit_for_loops || !has_loops)) {
            prepare_static_profile_targets(thread, method, static_profile, depth);
            method->tier = TIER_STATE_QUEUED;
            tier_event("MethodTierTransition", method, "Tier1", diag_now_ns(), "queued (static PGO)");
            enqueue(method, NULL);
            return;
        }
    }
    if (!tiered_compilation || (!quick_jit_for_loops && has_loops)) {
        compile_now(thread, method);
        clear_dead_stack(thread);
        return;
    }
    /* CoreCLR's BBINSTR_IF_LOOPS: under TieredPGO with InstrumentOnlyHotCode, Tier0 code of a
     * method with loops is instrumented from its first call, because such a method may leave
     * Tier0 through OSR without ever running a counted instrumented round; its OSR code then
     * has a profile to guess types from. */
    if (has_loops && tiered_pgo && instrument_only_hot_code && osr_enabled && method->tier == TIER_STATE_TIER0 &&
        !method->static_profile) {
        if (interp_method_instrumented(method) || interp_instrument_method(thread, method)) {
            method->tier = TIER_STATE_TIER0_INSTRUMENTED;
            tier_event("MethodTierTransition", method, "Tier0 instrumented", diag_now_ns(), "instrumented (loops)");
        } else {
            thread->exception = NULL;
        }
    }
}

void tier_on_counted_call(Thread *thread, Method *method) {
    method->call_count = 0;
    if (method->counted_calls <= UINT32_MAX - call_threshold) method->counted_calls += call_threshold;
    if (!hot_sign_seen && method->counted_calls >= HOT_SIGN_CALLS * call_threshold) note_hot_sign();
    int state = method->tier;
    if ((state != TIER_STATE_TIER0 && state != TIER_STATE_TIER0_INSTRUMENTED) || !has_il_body(method) ||
        method->profile_exclusion_root)
        return;
    /* A re-tiered method's round is not start-up, nor are the calls of a method a profile
     * exclusion (a health probe) kept from counting: their profile is wanted now. */
    if (!method->retier_count && !method->called_while_excluded && diag_now_ns() - last_tier0_activity_ns < delay_ns) {
        /* Still in the delay: CoreCLR does not count these calls.  corvid goes further: a method
         * called CORVID_TC_DelayBypassCalls times during start-up activity is hot beyond doubt
         * (a recursion or a loop body), so it is promoted anyway; a short warm-up (the drift
         * article's 50 calls) stays far below that. */
        method->delayed_calls += call_threshold;
        if (!delay_bypass_calls || method->delayed_calls < delay_bypass_calls) return;
    }
    if (state == TIER_STATE_TIER0 && tiered_pgo && instrument_only_hot_code && !method->static_profile) {
        /* CoreCLR's pipeline: hot Tier0 code is instrumented for another round of calls first. */
        if (interp_instrument_method(thread, method)) {
            method->tier = TIER_STATE_TIER0_INSTRUMENTED;
            tier_event("MethodTierTransition", method, "Tier0 instrumented", diag_now_ns(), "instrumented");
            return;
        }
        thread->exception = NULL;
    }
    method->tier = TIER_STATE_QUEUED;
    tier_event("MethodTierTransition", method, "Tier1", diag_now_ns(), "queued");
    enqueue_request(method, NULL, (uint8_t)state);
}

uint32_t tier_gdv_check_interval(void) {
    return gdv_check_interval;
}

TierGdvSite *tier_gdv_site(Method *method, Method *code_owner, bool osr, uint32_t il_offset, const VTable *guess,
                           uint32_t likelihood) {
    if (!gdv_check_interval) return NULL;
    TierGdvSite *site = calloc(1, sizeof *site);
    if (!site) return NULL;
    site->method = method;
    site->code_owner = code_owner;
    site->osr = osr;
    site->guess = guess;
    site->il_offset = il_offset;
    site->likelihood = likelihood;
    site->window_hit_percent = -1;
    site->generation = code_owner->retier_count;
    site->can_retier = retier_enabled && method == code_owner && !osr;
    pthread_mutex_lock(&retier_lock);
    site->next = gdv_sites;
    gdv_sites = site;
    pthread_mutex_unlock(&retier_lock);
    return site;
}

static void type_display_name(const VTable *vtable, char *buffer, size_t size) {
    if (!vtable) {
        snprintf(buffer, size, "?");
        return;
    }
    loader_type_full_name(vtable->type, buffer, size);
    for (char *p = buffer; *p; p++)
        if (*p == '"' || *p == '\\') *p = '\'';
}

/* The site's window just showed more misses than the threshold (first time only). */
static void report_gdv_miss(TierGdvSite *site, uint64_t window_calls, uint32_t miss_percent) {
    if (!diag_tracing()) return;
    char guessed[256], observed[256], extra[700];
    type_display_name(site->guess, guessed, sizeof guessed);
    type_display_name(site->observed, observed, sizeof observed);
    snprintf(extra, sizeof extra,
             "\"ilOffset\":%u,\"guessedType\":\"%s\",\"observedType\":\"%s\",\"likelihood\":%u,"
             "\"hitPercent\":%u,\"windowCalls\":%llu,\"hits\":%llu,\"misses\":%llu",
             site->il_offset, guessed, observed, site->likelihood, 100 - miss_percent, (unsigned long long)window_calls,
             (unsigned long long)site->hits, (unsigned long long)site->misses);
    tier_event_with("GuardedDevirtualizationMiss", site->method, site->osr ? "OSR" : "Tier1", diag_now_ns(),
                    site->can_retier && site->code_owner->retier_count < retier_limit ? "re-tier" : "counted", extra);
}

/* Re-tiering from the guard's own counters (CORVID_TieredPGO_RetierReprofile=0): the site's
 * receiver histogram in the method's profile is rewritten to what the latest window saw — the
 * guessed type in the proportion of its hits, the rest from the receivers sampled at the checks —
 * and the rest of the profile is kept.  false if the profile has no entry for the site. */
static bool profile_from_guard(TierGdvSite *site, uint64_t window_hits, uint64_t window_calls) {
    MethodProfile *profile = site->code_owner->profile;
    if (!profile || !window_calls) return false;
    uint32_t samples = site->sample_count < 8 ? site->sample_count : 8;
    if (!samples) return false;
    for (uint32_t i = 0; i < profile->call_site_count; i++) {
        CallSiteProfile *call = &profile->call_sites[i];
        if (call->il_offset != site->il_offset) continue;
        uint32_t guessed = (uint32_t)((window_hits * PROFILE_HISTOGRAM_SIZE + window_calls / 2) / window_calls);
        for (uint32_t slot = 0; slot < PROFILE_HISTOGRAM_SIZE; slot++)
            call->histogram.table[slot] = slot < guessed ? site->guess : site->samples[(slot - guessed) % samples];
        call->histogram.count = PROFILE_HISTOGRAM_SIZE;
        return true;
    }
    return false;
}

/* HotSpot's answer to a type profile gone stale: a failing type guard is an uncommon trap, and
 * enough of them recompile the method, after a reprofile for repeated ones; trap and
 * recompilation limits (PerMethodTrapLimit, PerMethodRecompilationCutoff) make a flapping method
 * settle.  CoreCLR never recompiles Tier1 code, so a method profiled during a warm-up keeps
 * guessing the warm-up's type.  Here a method is re-tiered at most RetierLimit times and keeps
 * its last Tier1 code after that.  The decision is made on a window of guarded calls (not since
 * the code was installed: a long correct past would otherwise hide a switch for as long again),
 * and the method goes back through CoreCLR's own pipeline: instrumented Tier0 for a threshold of
 * calls with a fresh histogram, then a background Tier1 compile. */
bool tier_gdv_miss_check(Thread *thread, TierGdvSite *site, const VTable *observed, uint32_t *miss_percent) {
    Method *method = site->code_owner;
    site->observed = observed;
    site->samples[site->sample_count++ % (sizeof site->samples / sizeof site->samples[0])] = observed;
    if (!site->first_miss_ns) site->first_miss_ns = diag_now_ns();
    /* Cheap exit without the lock: nothing left to report or decide for this site. */
    bool may_retier = site->can_retier && site->generation == method->retier_count &&
                      method->retier_count < retier_limit && method->tier == TIER_STATE_TIER1;
    if (!may_retier && site->miss_reported) return false;
    pthread_mutex_lock(&retier_lock);
    uint64_t hits = site->hits, misses = site->misses;
    uint64_t window_hits = hits - site->window_hits, window_misses = misses - site->window_misses;
    uint64_t window_calls = window_hits + window_misses;
    bool stale = false, report = false;
    if (window_calls >= retier_min_calls) {
        site->window_hits = hits;
        site->window_misses = misses;
        site->window_hit_percent = (int32_t)(window_hits * 100 / window_calls);
        stale = window_misses * 100 > window_calls * retier_miss_percent;
        report = stale && !site->miss_reported;
        if (report) site->miss_reported = true;
        stale = stale && site->can_retier && site->generation == method->retier_count &&
                method->retier_count < retier_limit && method->tier == TIER_STATE_TIER1;
    }
    RetierRecord *record = NULL;
    if (stale && (record = calloc(1, sizeof *record)) != NULL) {
        /* Claimed under the lock: only one thread re-tiers this code version. */
        method->retier_count++;
        method->tier = retier_reprofile ? TIER_STATE_TIER0_INSTRUMENTED : TIER_STATE_QUEUED;
        site->retiered = true;
        record->method = method;
        record->first_miss_ns = site->first_miss_ns;
        record->decided_ns = diag_now_ns();
        record->il_offset = site->il_offset;
        record->next = retiers_in_flight;
        retiers_in_flight = record;
    }
    pthread_mutex_unlock(&retier_lock);
    uint32_t percent = window_calls ? (uint32_t)(window_misses * 100 / window_calls) : 0;
    if (report) report_gdv_miss(site, window_calls, percent);
    if (!record) return false;
    *miss_percent = percent;
    /* logged before the method is queued: the compiler thread's new listing comes after it */
    tier_jit_log_retier(site->code_owner, site->il_offset, site->guess, percent);
    if (!retier_reprofile && profile_from_guard(site, window_hits, window_calls)) {
        /* The old Tier1 code keeps running (its fallback is correct, only slower) until the new
         * code is installed: no interpreted round at all. */
        char extra[96];
        snprintf(extra, sizeof extra, "\"missPercent\":%u,\"ilOffset\":%u,\"profile\":\"guard counters\"", percent,
                 site->il_offset);
        tier_event_with("MethodTierTransition", method, "Tier1", diag_now_ns(), "retier", extra);
        enqueue(method, NULL);
        return true;
    }
    method->tier = TIER_STATE_TIER0_INSTRUMENTED;
    Object *pending = thread->exception;
    bool instrumented = interp_instrument_method(thread, method);
    thread->exception = pending;
    if (!instrumented) {
        /* The instrumented Tier0 code could not be built: keep the Tier1 code. */
        pthread_mutex_lock(&retier_lock);
        for (RetierRecord **link = &retiers_in_flight; *link; link = &(*link)->next)
            if (*link == record) {
                *link = record->next;
                break;
            }
        pthread_mutex_unlock(&retier_lock);
        free(record);
        method->tier = TIER_STATE_TIER1;
        return false;
    }
    /* New calls go to the interpreter, which runs the new instrumented code: the adapter the
     * interpreter tests first, then `entry` (native callers) and the vtable slots, in the reverse
     * of install()'s order.  Frames and callers that already read the old entry finish in the old
     * Tier1 code, which stays valid: compiled code is never freed. */
    method->call_count = 0;
    __atomic_store_n(&method->native_adapter, NULL, __ATOMIC_RELEASE);
    __atomic_store_n(&method->entry, NULL, __ATOMIC_RELEASE);
    loader_backpatch_entry(method, NULL);
    char extra[64];
    snprintf(extra, sizeof extra, "\"missPercent\":%u,\"ilOffset\":%u", percent, site->il_offset);
    tier_event_with("MethodTierTransition", method, "Tier0 instrumented", diag_now_ns(), "retier", extra);
    return true;
}

/* CORVID_GDVStats=1: one row per site, in the order the sites were compiled. */
void tier_print_gdv_statistics(void) {
    if (!gdv_statistics) return;
    pthread_mutex_lock(&retier_lock);
    TierGdvSite *reversed = NULL;
    for (TierGdvSite *site = gdv_sites, *next; site; site = next) {
        next = site->next;
        site->next = reversed;
        reversed = site;
    }
    gdv_sites = reversed;
    fprintf(stderr, "corvid: guarded devirtualization sites (CORVID_GDVStats=1)\n");
    /* "Hit %" is the latest judged window's (what re-tiering decides on: a switch of receivers
     * shows there at once), or the whole count for a site never judged; "Hit % total" is since
     * the code was installed, warm-up included. */
    fprintf(stderr, "| Method | IL offset | Guessed type | Calls | Hit %% | Hit %% total | Likelihood at compile | Code | "
                    "Re-tiers |\n");
    fprintf(stderr, "|---|---|---|---:|---:|---:|---:|---|---:|\n");
    uint32_t rows = 0;
    for (TierGdvSite *site = gdv_sites; site; site = site->next) {
        char name[512], guessed[256], code[560];
        loader_method_display_name(site->method, name, sizeof name);
        type_display_name(site->guess, guessed, sizeof guessed);
        if (site->method != site->code_owner) {
            char owner[512];
            loader_method_display_name(site->code_owner, owner, sizeof owner);
            snprintf(code, sizeof code, "inlined into %s", owner);
        } else {
            snprintf(code, sizeof code, "%s v%u", site->osr ? "Tier1-OSR" : "Tier1", site->generation + 1u);
        }
        uint64_t hits = site->hits, misses = site->misses, calls = hits + misses;
        double total = calls ? 100.0 * (double)hits / (double)calls : 100.0;
        double recent = site->window_hit_percent >= 0 ? (double)site->window_hit_percent : total;
        fprintf(stderr, "| %s | IL_%04x | %s | %llu | %.1f %% | %.1f %% | %u | %s | %u |\n", name, site->il_offset,
                guessed, (unsigned long long)calls, recent, total, site->likelihood, code, site->retiered ? 1u : 0u);
        rows++;
    }
    if (!rows) fprintf(stderr, "| (no guarded call site was compiled) | | | | | | | |\n");
    pthread_mutex_unlock(&retier_lock);
}

static OsrCode *osr_code_locked(const void *code) {
    uint32_t bucket = (uint32_t)((uintptr_t)code >> 4) % 256;
    for (OsrCode *record = osr_codes[bucket]; record; record = record->next)
        if (record->code == code) return record;
    OsrCode *record = calloc(1, sizeof *record);
    if (record) {
        record->code = code;
        record->next = osr_codes[bucket];
        osr_codes[bucket] = record;
    }
    return record;
}

/* Hits come every DOTNET_OSR_CounterBump back-edges.  Where those take the interpreter
 * milliseconds (words' loop body formats a number and hashes a string, ~3 us an iteration), a
 * loop that one thread kept running from hit to hit for OSR_SLOW_LOOP_NS has run long enough
 * after two hits, not ten (~30 ms of interpreting it).  A run: this thread's hits on one
 * version, each within OSR_RUN_GAP_NS of the one before (a method's separate short calls, like
 * a dictionary's Resize, are separate runs). */
#define OSR_SLOW_LOOP_NS (2 * 1000000ull)
#define OSR_RUN_GAP_NS (20 * 1000000ull)
static __thread struct {
    const OsrVersion *version;
    uint64_t first_ns, last_ns;
} osr_run;

static bool slow_loop_run(const OsrVersion *version) {
    uint64_t now = diag_now_ns();
    if (osr_run.version != version || now - osr_run.last_ns > OSR_RUN_GAP_NS) {
        osr_run.version = version;
        osr_run.first_ns = now;
    }
    osr_run.last_ns = now;
    return now - osr_run.first_ns >= OSR_SLOW_LOOP_NS;
}

/* Another version of this code, compiled or on its way, covers `version`'s back-edge with its
 * loop nest (osr_lock held). */
static bool nest_covered(OsrCode *record, OsrVersion *version) {
    for (OsrVersion *other = record->versions; other; other = other->next_of_code)
        if ((other->state == TIER_STATE_TIER1 || other->state == TIER_STATE_QUEUED) && nest_holds(other, version)) return true;
    return false;
}

void (*tier_on_patchpoint(Thread *thread, Method *method, const void *code, uint32_t entry_pc))(Thread *, Slot *) {
    if (method->tier == TIER_STATE_FAILED || !has_il_body(method) || method->profile_exclusion_root) return NULL;
    if (!hot_sign_seen) note_hot_sign();
    uint32_t bucket = (uint32_t)(((uintptr_t)code >> 4) ^ entry_pc) % 1024;
    pthread_mutex_lock(&osr_lock);
    OsrVersion *version = osr_versions[bucket];
    while (version && (version->code != code || version->pc != entry_pc)) version = version->next;
    if (!version) {
        OsrCode *record = osr_code_locked(code);
        version = record ? calloc(1, sizeof *version) : NULL;
        if (!version) {
            pthread_mutex_unlock(&osr_lock);
            return NULL;
        }
        version->method = method;
        version->code = code;
        version->code_record = record;
        version->pc = entry_pc;
        version->next = osr_versions[bucket];
        osr_versions[bucket] = version;
        version->next_of_code = record->versions;
        record->versions = version;
        version->nest_known = interp_loop_nest(code, entry_pc, &version->nest_start, &version->nest_end);
    }
    OsrCode *record = version->code_record;
    record->last = version;
    /* The compile in progress for another loop nest of this code is for a loop the frame has
     * left (single-threaded code never goes back to it; see JitOsrProgress). */
    OsrVersion *compiling = record->compiling;
    if (compiling && compiling != version && !compiling->abandoned &&
        __atomic_load_n(&record->progress.nest_known, __ATOMIC_ACQUIRE) &&
        (entry_pc < record->progress.nest_start || entry_pc > record->progress.nest_end))
        __atomic_store_n(&record->progress.abandon, true, __ATOMIC_RELEASE);
    bool request = false;
    if (version->state == TIER_STATE_TIER0 && nest_covered(record, version)) {
        /* A frame ends up in the other version's loop soon (it is this loop's inner one), and
         * every new frame hits here first where a `for` loop tests its condition before the
         * first iteration (spectral's MulAv got a second version for its outer loop that way).
         * Only a frame that keeps missing that loop gets this loop's own version, later. */
        if (++version->covered_hits >= osr_hit_limit * OSR_COVERED_HIT_FACTOR) {
            request = true;
            version->state = TIER_STATE_QUEUED;
            version->asked_before_cover_ready = !nest_covered_by_ready(record, version);
        }
    } else if (version->state == TIER_STATE_TIER0) {
        uint32_t limit = osr_hit_limit;
        if (limit > OSR_HIT_LIMIT_AFTER_FIRST && record->asked) limit = OSR_HIT_LIMIT_AFTER_FIRST;
        if (++version->hits >= limit || slow_loop_run(version)) {
            request = true;
            version->state = TIER_STATE_QUEUED;
            version->asked_before_cover_ready = false;
            record->asked = true;
        }
    }
    pthread_mutex_unlock(&osr_lock);
    /* Unlike CoreCLR, which compiles OSR code on the running thread, the frame keeps
     * interpreting while the background thread compiles it. */
    if (request) enqueue(method, version);
    if (__atomic_load_n(&version->state, __ATOMIC_ACQUIRE) != TIER_STATE_TIER1) return NULL;
    if (diag_tracing()) /* a frame moves from the interpreter into the OSR code */
        osr_event("MethodTierTransition", method, entry_pc, diag_now_ns(), "frame transitioned");
    return version->entry;
}

/* A program that ends while compiles are queued normally leaves them (CoreCLR's background
 * compiles die with the process too).  With DOTNET_JitDisasm or DOTNET_JitDisasmSummary the
 * listings of what was already asked for are wanted, so the exit waits up to 2 s for the queue to
 * drain: what a short probe run's tier-up compiled is then shown. */
void tier_finish_listings_at_exit(void) {
    const char *disasm = getenv("DOTNET_JitDisasm");
    if (!jit_ready || interpret_only || ((!disasm || !*disasm) && !diag_knob("DOTNET_JitDisasmSummary"))) return;
    Thread *thread = thread_current;
    if (thread) gc_enter_preemptive(thread);
    struct timespec deadline;
    thread_deadline_after(&deadline, CLOCK_REALTIME, 2000);
    pthread_mutex_lock(&queue_lock);
    draining_for_listings = true;
    pthread_cond_broadcast(&queue_nonempty); /* a compiler waiting for a deferred request */
    while (worker_started && (queue_head != queue_tail || compiling_request) &&
           pthread_cond_timedwait(&compiler_idle, &queue_lock, &deadline) == 0) {
    }
    pthread_mutex_unlock(&queue_lock);
    if (thread) gc_leave_preemptive(thread);
}

void tier_print_statistics(void) {
    if (!diag_knob("CORVID_JitStats") || !jit_ready) return;
    uint32_t methods;
    double total_ms;
    if (!tier_jit_statistics(&methods, &total_ms)) {
        methods = 0;
        total_ms = 0;
    }
    fprintf(stderr, "corvid: Tier1 compiled %u methods in %.1f ms (time in JIT)\n", methods, total_ms);
}

/* ---- counters (CORVID_Counters) ---- */

/* gdv-guard-miss-rate: the percentage of guarded calls, over all sites, that missed their
 * guess in the last interval — the drift counter: a service whose guesses went stale shows it
 * at once, where JitDisasm would have to be read by hand. */
static void gdv_totals(uint64_t *calls, uint64_t *misses) {
    *calls = *misses = 0;
    pthread_mutex_lock(&retier_lock);
    for (TierGdvSite *site = gdv_sites; site; site = site->next) {
        uint64_t h = site->hits, m = site->misses;
        *calls += h + m;
        *misses += m;
    }
    pthread_mutex_unlock(&retier_lock);
}

static uint64_t miss_rate_calls_before, miss_rate_misses_before;

static double gdv_guard_miss_rate(void) {
    uint64_t calls, misses;
    gdv_totals(&calls, &misses);
    uint64_t interval_calls = calls - miss_rate_calls_before, interval_misses = misses - miss_rate_misses_before;
    miss_rate_calls_before = calls;
    miss_rate_misses_before = misses;
    return interval_calls ? 100.0 * (double)interval_misses / (double)interval_calls : 0;
}

static uint64_t guarded_calls_before;

static double gdv_guarded_calls(void) {
    uint64_t calls, misses;
    gdv_totals(&calls, &misses);
    uint64_t delta = calls - guarded_calls_before;
    guarded_calls_before = calls;
    return (double)delta;
}

static double methods_jitted(void) {
    uint32_t methods = 0;
    double total_ms = 0;
    if (!jit_ready || !tier_jit_statistics(&methods, &total_ms)) return 0;
    return methods;
}

void tier_register_counters(void) {
    diag_counter_register("System.Runtime", "methods-jitted-count", "Number of Methods Jitted", DIAG_COUNTER_METRIC,
                          methods_jitted);
    diag_counter_register("corvid", "gdv-guard-miss-rate", "GDV Guard Miss Rate (%)", DIAG_COUNTER_METRIC,
                          gdv_guard_miss_rate);
    diag_counter_register("corvid", "gdv-guarded-calls", "GDV Guarded Calls (Count / 1 sec)", DIAG_COUNTER_RATE,
                          gdv_guarded_calls);
}

bool tier_compiler_idle(void) {
    pthread_mutex_lock(&queue_lock);
    bool idle = queue_head == queue_tail && !compiling_request;
    pthread_mutex_unlock(&queue_lock);
    return idle;
}
