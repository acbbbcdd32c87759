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

/* Tiering seams (set by src/tier at start-up; the interpreter works without them):
 * `first_call` runs when a method is called for the first time (after it is transcoded; it
 * may install native code, which the interpreter then uses at once); `counted_call` runs when
 * Method.call_count reaches interp_call_count_threshold. */
typedef struct InterpTieringHooks {
    void (*first_call)(Thread *thread, Method *method, bool has_loops);
    void (*counted_call)(Thread *thread, Method *method);
    /* A loop back-edge's per-frame counter ran out (OSR patchpoint, CoreCLR's
     * TC_OnStackReplacement_InitialCounter / OSR_CounterBump): returns the OSR entry for this
     * loop header once compiled, else NULL.  The entry takes the interpreter frame, runs the
     * rest of the method and leaves its result in frame[0..]. */
    void (*(*patchpoint)(Thread *thread, Method *method, uint32_t loop_header_pc))(Thread *, Slot *);
} InterpTieringHooks;
extern InterpTieringHooks interp_tiering_hooks;
extern uint32_t interp_call_count_threshold; /* UINT32_MAX: never */
extern int32_t interp_osr_initial_counter;  /* back-edges before a frame first asks for OSR */
extern int32_t interp_osr_counter_bump;     /* back-edges between later asks */

/* Per-thread interpreter state; call once per thread before running managed code. */
void interp_thread_init(Thread *thread);

#endif
