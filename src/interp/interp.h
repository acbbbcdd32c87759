/*
 * interp.h — Tier0: the CIL transcoder and the interpreter (DESIGN.md, "Interpreter frames").
 *
 * Seams for tiering (the next issue): Method.call_count is bumped on every interpreted call
 * (method entry), PATCHPOINT marks every loop back-edge, and CALLVIRT/CALLINTERFACE sites
 * carry their own cache words where a receiver-type histogram will go.
 */
#ifndef CORVID_INTERP_H
#define CORVID_INTERP_H

#include "loader/loader.h"
#include "thread/thread.h"

/* Run `method` with `args` (slots: this first, then parameters) and store its result in
 * `result` (may be NULL for void).  Returns false with thread->exception set if it threw.
 * May collect. */
bool interp_invoke(Thread *thread, Method *method, Slot *args, Slot *result);

/* Run the class constructor of `type` if it has not run (ECMA-335 II.10.5.3.1).  false with an
 * exception (TypeInitializationException) raised if it threw. */
bool interp_ensure_class_initialized(Thread *thread, Type *type);

/* "   at Namespace.Type.Method(Int32)" lines of the current managed stack, newline-separated. */
char *interp_stack_trace(Thread *thread);
/* The runtime's intern table, where ldstr interns every literal: the interned string equal to
 * chars[0..length), added as a new string when absent (NULL if that allocation fails). */
Object *interp_intern_string(Thread *thread, const uint16_t *chars, int32_t length);
/* The interned string equal to `string`; when there is none, `string` itself becomes it if `add`
 * (String.Intern), else NULL (String.IsInterned). */
Object *interp_intern_existing(String *string, bool add);
/* Whether the method's transcoded code has a loop (false before its first call). */
bool interp_has_loops(Method *method);
/* How the interpreter loads a value of `type` (enums as their underlying type): 0 int8, 1 uint8
 * (and bool), 2 int16, 3 uint16 (and char), 4 int32/uint32, 5 64-bit and native ints and
 * pointers, 6 float, 7 double, 8 object reference, 9 struct. */
int interp_value_kind(Type *type);
/* The tiering layer compiled an OSR version of `code_version` (the InterpMethod its patchpoint
 * hook was given): new frames of it look for OSR code at their first back-edge. */
void interp_note_osr_ready(const void *code_version);
/* The loop nest around the back-edge at `back_edge_pc` of `code_version`'s typed code: that
 * loop grown by every loop overlapping it, as code offsets [start, end]; false when the branch
 * there is no back-edge.  What OSR code for that back-edge covers (jit_compile.c). */
bool interp_loop_nest(const void *code_version, uint32_t back_edge_pc, uint32_t *start, uint32_t *end);
/* "Stack overflow." with the innermost frames from `stack_pointer` up; exits with status 134.
 * Async-signal-safe enough for the guard-page handler (no allocation, no blocking locks). */
__attribute__((noreturn)) void interp_report_stack_overflow(Thread *thread, uintptr_t stack_pointer);
/* Managed code faulted on memory (thread.h): "Fatal error." and AccessViolationException, exit 134. */
__attribute__((noreturn)) void interp_report_access_violation(Thread *thread, uintptr_t stack_pointer);
/* The interpreter loop's code, where a fault is managed code's (thread_add_managed_code_range). */
void interp_code_range(uintptr_t *begin, uintptr_t *end);

/* The innermost `max` managed methods of the thread, innermost first (interpreted and compiled
 * frames; inlined methods are not frames); no allocation, so callable in preemptive mode on
 * the thread itself (the thread pool records where a worker blocks), or on a thread parked in
 * preemptive mode.  Returns the count. */
int interp_top_methods(Thread *thread, Method **methods, int max);
/* The method of the thread's innermost interpreter frame: inside an internal call, the method
 * whose stub made it (one C function serving many runtime-made methods tells them apart so). */
Method *interp_current_method(Thread *thread);

/* Record the current managed stack in `exception` (Exception._stackTraceString), as `throw`
 * does.  GC-safe: allocates the string. */
void interp_capture_stack_trace(Thread *thread, Object *exception);

/* The current managed stack as frames, innermost first (those CoreCLR shows in traces):
 * method and IL offset of the instruction running, -1 where unknown (compiled frames).
 * Returns the count (at most `max`). */
typedef struct InterpStackFrame {
    Method *method;
    int32_t il_offset;
} InterpStackFrame;
int interp_stack_frames(Thread *thread, InterpStackFrame *frames, int max);
/* How many frames interp_stack_frames would list without a limit. */
uint32_t interp_stack_depth(Thread *thread);
/* A corlib that keeps traces itself (CoreLib's Exception._stackTrace, src/coreclr) records the
 * trace of `exception` here instead of the text trace, as CoreCLR builds it: from the throw up
 * to the frame that catches it, continued past that frame by a rethrow. `innermost` is a method
 * to list first (an inlined thrower) or NULL; `depth`, for INTERP_TRACE_CATCH, is the catching
 * frame's place counted from the stack's bottom (1: the outermost frame). */
typedef enum InterpTraceEvent {
    INTERP_TRACE_THROW,   /* throw: a new trace (appended to a restored one: ExceptionDispatchInfo) */
    INTERP_TRACE_ESCAPE,  /* raised in or escaping a callee: a trace unless it has one */
    INTERP_TRACE_RETHROW, /* rethrow: the trace goes on past the rethrowing frame */
    INTERP_TRACE_CATCH,   /* the first pass chose a handler `depth` frames above the bottom */
} InterpTraceEvent;
typedef void (*InterpTraceRecorder)(Thread *thread, Object *exception, Method *innermost, InterpTraceEvent event,
                                    uint32_t depth);
void interp_set_trace_recorder(InterpTraceRecorder recorder);
InterpTraceRecorder interp_trace_recorder(void);

/* Tiering seams (set by src/tier at start-up; the interpreter works without them):
 * `first_call` runs when a method is called for the first time (after it is transcoded; it
 * may install native code, which the interpreter then uses at once); `counted_call` runs when
 * Method.call_count reaches interp_call_count_threshold. */
typedef struct InterpTieringHooks {
    void (*first_call)(Thread *thread, Method *method, bool has_loops);
    void (*counted_call)(Thread *thread, Method *method);
    /* A loop back-edge's per-frame counter ran out (OSR patchpoint, CoreCLR's
     * TC_OnStackReplacement_InitialCounter / OSR_CounterBump): returns the OSR entry for this
     * loop header once compiled, else NULL.  `code` names the code version the frame runs
     * (a method's code changes when it is instrumented); OSR code is compiled from it.  The entry takes the interpreter frame, runs the
     * rest of the method and leaves its result in frame[0..]. */
    void (*(*patchpoint)(Thread *thread, Method *method, const void *code, uint32_t entry_pc))(Thread *, Slot *);
} InterpTieringHooks;
extern InterpTieringHooks interp_tiering_hooks;
extern uint32_t interp_call_count_threshold; /* UINT32_MAX: never */
/* interp_invoke for a caller that passes an exception on unchanged (compiled code calling into
 * the interpreter, a multicast delegate's Invoke): the first pass of an exception thrown in the
 * callee goes on to the caller's frames.  interp_invoke's caller is a runtime boundary instead
 * (a class constructor, a finalizer, a thread's start, an internal call): the first pass stops
 * there, so finally blocks inside run before the runtime decides what to do with the exception,
 * and the dispatch ends when the exception reaches it. */
bool interp_invoke_transparent(Thread *thread, Method *method, Slot *args, Slot *result);
/* interp_invoke at the base of a thread (Main, a thread's start, a pool worker's dispatch, a
 * finalizer), where an exception nobody catches ends the process: when its first pass finds no
 * handler, it is reported there and then (vm_report_unhandled) and the finally blocks run on the
 * way out, as on CoreCLR 10; the caller then ends the process (vm_report_unhandled again only
 * clears it, vm_exit_unhandled). */
bool interp_invoke_at_thread_base(Thread *thread, Method *method, Slot *args, Slot *result);

/* ---- two-pass exception dispatch across interpreted and compiled frames (ECMA-335 I.12.4.2.5)
 *
 * The first pass of an exception (thread->exception) walks the managed stack outward from the
 * throw point: interpreted frames by their clauses (typed catches matched, filters run), compiled
 * frames by the clauses covering the code offset their frame record's EH state word names
 * (INTERP_FRAME_RECORD_MAGIC, InterpMethod *, pc, and for filters the address of the frame's
 * arguments and locals, which the filter runs on).  It stops at the
 * handler, at a runtime boundary (interp_invoke, a filter's own frame) or at the end of the stack,
 * and leaves its result in thread->dispatch; the second pass (finally/fault blocks, then the
 * handler) follows it in both kinds of frames, so finally blocks run after every filter that
 * decides; for an exception unhandled at a thread's base, after its report
 * (interp_invoke_at_thread_base), and not at all when unhandled elsewhere (the runtime's own
 * calls, which handle the exception in C). */
enum {
    INTERP_DISPATCH_UNHANDLED,  /* nothing catches it: no finally block runs (at a thread's base
                                   it is reported and becomes BOUNDARY instead) */
    INTERP_DISPATCH_BOUNDARY,   /* the runtime boundary it stops at takes it */
    INTERP_DISPATCH_INTERP,     /* frame = the InterpFrame, clause = its catching clause */
    INTERP_DISPATCH_COMPILED,   /* frame = the compiled frame's record address */
};
/* Run the first pass of thread->exception from `start` (a native stack address at or below the
 * innermost managed frame: the running compiled frame's record).  Fills thread->dispatch. */
void interp_exception_first_pass(Thread *thread, uintptr_t start);
extern int32_t interp_osr_initial_counter;  /* back-edges before a frame first asks for OSR */
extern int32_t interp_osr_counter_bump;     /* back-edges between later asks */

/* ---- Dynamic PGO: what instrumented Tier0 code records (CoreCLR's Tier0 instrumentation) ---- */

/* Receiver-type histogram of one virtual or interface call site: CoreCLR's HandleHistogram32
 * (32 slots; once full, a sample overwrites slot x % 32 when x % 64 < 32 for a thread-local
 * xorshift32 x seeded with 100). */
#define PROFILE_HISTOGRAM_SIZE 32
#define PROFILE_SAMPLE_INTERVAL 64
typedef struct ClassHistogram {
    uint32_t count;
    const VTable *volatile table[PROFILE_HISTOGRAM_SIZE];
} ClassHistogram;

typedef struct CallSiteProfile {
    uint32_t il_offset;      /* of the call instruction */
    bool is_interface;
    ClassHistogram histogram;
} CallSiteProfile;

/* Taken / not-taken counts of one conditional branch. */
typedef struct BranchProfile {
    uint32_t il_offset;      /* of the branch instruction */
    volatile uint32_t taken, not_taken;
} BranchProfile;

typedef struct MethodProfile {
    uint32_t call_site_count, branch_count;
    CallSiteProfile *call_sites;
    BranchProfile *branches;
    Method *method;
    struct MethodProfile *next; /* every profile instrumented code recorded, newest first */
} MethodProfile;

/* The profile of `method` (NULL until it ran instrumented code, or was given a static one). */
MethodProfile *interp_method_profile(Method *method);
/* The newest profile recorded by instrumented Tier0 code; ->next goes back in time (a method
 * instrumented again has several, the first one found is its latest).  Never freed. */
MethodProfile *interp_recorded_profiles(void);

/* The most likely receiver class of the call site at `il_offset`, with its likelihood in
 * percent, computed as CoreCLR's getLikelyClasses (identical entries counted, nulls ignored).
 * NULL if the site has no samples. */
const VTable *interp_likely_class(Method *method, uint32_t il_offset, uint32_t *likelihood_percent);

/* Transcode `method` as its first call would, without running it (the caller then runs the
 * first-call step itself).  false (with an exception raised) if transcoding failed. */
bool interp_transcode_ahead(Thread *thread, Method *method, bool *has_loops);

/* Replace the method's Tier0 code by instrumented Tier0 code (frames already running keep the
 * old code).  false (with an exception raised) if transcoding failed. */
bool interp_instrument_method(Thread *thread, Method *method);

/* Instrument every method from its first call (DOTNET_TieredPGO_InstrumentOnlyHotCode=0). */
extern bool interp_instrument_from_first_call;
/* Instrument the methods that have loops from their first transcode: the tiering layer would
 * instrument them at their first call anyway (CoreCLR's BBINSTR_IF_LOOPS), and transcoding
 * twice is a start-up cost. */
extern bool interp_instrument_loops_from_first_call;
/* Whether the method's current Tier0 code is instrumented. */
bool interp_method_instrumented(Method *method);

/* Per-thread interpreter state; call once per thread before running managed code. */
void interp_thread_init(Thread *thread);

#endif
