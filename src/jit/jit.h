/*
 * jit.h — Tier1 and OSR code: the interpreter's typed code (plus profile) -> LLVM IR -> native
 * code through one ORC LLJIT per process (LLVM 16 C API).
 *
 * Native calling convention (DESIGN.md, "Methods and entry points"), derived from the signature:
 *     ret fn(Thread *thread, [T *hidden_result], [this], parameters...)
 * int32-like values (bool, char, int8..uint32, enums of them) travel as i32, 64-bit integers,
 * native ints, pointers and byrefs as i64, float as float, double as double, object references
 * as pointers; value types by pointer to a caller-owned copy; a value-type result through the
 * hidden result pointer.  A callee that throws sets thread->exception and returns; callers check
 * it after every call that can throw (exceptions unwind by return).
 *
 * Every Method has `entry` (its native entry, NULL while it runs in the interpreter) and
 * `native_adapter` (how the interpreter calls the native entry: arguments and result in
 * interpreter slots).  Native code calls a callee through `callee->entry` when set, else through
 * jit_call_interpreted.  The tiering subsystem (src/tier) decides when to compile and installs
 * the result.
 */
#ifndef CORVID_JIT_H
#define CORVID_JIT_H

#include "interp/interp.h"

typedef enum JitTier {
    JIT_TIER1 = 1,        /* optimized code for a hot method */
    JIT_TIER1_OSR = 2,    /* entered mid-method at a loop header from an interpreter frame */
} JitTier;

/* The interpreter's view of native code: calls `entry` with the arguments in
 * args[0..argument_slots) and writes the result back to args[0..return_slots).  One adapter
 * serves every method of the same signature shape (jit_calls.c). */
typedef void (*JitAdapter)(Thread *thread, Slot *args, void *entry);

typedef struct JitCode {
    void *entry;          /* native entry, convention above */
    JitAdapter adapter;   /* interpreter -> native */
    uint32_t code_size;   /* bytes of machine code, when known (0 if not) */
    double compile_ms;    /* time spent in the compiler for this method */
} JitCode;

/* Create the LLJIT.  false with a message when LLVM cannot target this machine. */
bool jit_init(char *error, size_t error_size);

/* Compile `method` at `tier`.  Returns false when the method cannot be compiled, with the
 * reason in `reason` (it then stays in the interpreter; never a crash).  Thread-safe: called
 * from the background compiler thread while other threads run managed code.  May load types
 * (it does not run managed code). */
bool jit_compile(Thread *thread, Method *method, JitTier tier, JitCode *out, char *reason, size_t reason_size);

/* An OSR compile in progress, shared with the tier that asked for it.  The compiler publishes
 * the loop nest it compiles (`nest_known`, before the optimization passes); the tier sets
 * `abandon` when the frame runs a back-edge outside that nest, and the compiler then stops before
 * the passes or before code generation (reason "abandoned"): the frame will not come back to a
 * loop it has left, and the compile of the loop it is in now waits behind this one. */
typedef struct JitOsrProgress {
    uint32_t nest_start, nest_end; /* code offsets, valid once nest_known */
    bool nest_known;               /* atomic; false for OSR code of the whole method */
    bool abandon;                  /* atomic */
} JitOsrProgress;

/* Compile the OSR version of `method`'s code version `code` (the typed code the frame runs, as
 * the interpreter's patchpoint hook names it) for the back-edge branch `entry_pc` (a PATCHPOINT's
 * operand), its one way in, as CoreCLR compiles one OSR method per patchpoint: the OSR code itself
 * decides whether the loop goes on.  out->entry is
 *     void osr(Thread *thread, Slot *frame)
 * called from that PATCHPOINT with thread->current_frame->ip at the instruction (the interpreter
 * does so).  It reads the live values from the interpreter frame (arguments, locals, evaluation
 * slots as the frame holds them at the back-edge), runs the rest of the method and leaves the
 * result in frame[0..return_slots) (out->adapter is NULL).  Same failure rules as jit_compile.
 * `progress` may be NULL. */
bool jit_compile_osr(Thread *thread, Method *method, const void *code, uint32_t entry_pc, JitOsrProgress *progress,
                     JitCode *out, char *reason, size_t reason_size);

/* Runtime helper the native code calls for a callee that has no native entry yet: runs it in
 * the interpreter with arguments in `args` (interpreter slots; result written to args[0..]). */
void jit_call_interpreted(Thread *thread, Method *method, Slot *args);

/* True while the current thread runs the first call of a method made from native code (through
 * jit_call_interpreted): steady-state code reached a method that never ran, which is not the
 * start-up activity the call-counting delay waits out (src/tier's first-call hook asks).  Also
 * true for what that first call runs for the first time (a class constructor, ...). */
bool jit_first_call_from_native(void);

/* Totals for the time-in-JIT report. */
void jit_statistics(uint32_t *methods_compiled, double *total_ms);

#endif
