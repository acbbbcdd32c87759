/*
 * tier.h — tiering policy (DESIGN.md; CoreCLR's tiered compilation): which methods leave the
 * interpreter, when, and how their native code is installed.
 *
 *   DOTNET_TieredCompilation=1 (default): methods start in the interpreter (Tier0).  Calls are
 *     counted once the call-counting delay (DOTNET_TC_CallCountingDelayMs, 100 ms, restarted
 *     while new methods are still being called for the first time) has passed; at
 *     DOTNET_TC_CallCountThreshold calls (30) the method is queued for Tier1 and compiled on one
 *     background thread while the program keeps running in the interpreter.
 *   DOTNET_TieredCompilation=0: every method is compiled before its first call.
 *   DOTNET_TC_QuickJitForLoops=0: methods containing loops skip Tier0.
 *   DOTNET_TC_AggressiveTiering=1: threshold 1, no delay.
 *   CORVID_InterpretOnly=1: nothing is ever compiled.
 *   DOTNET_TieredPGO=1 (default) with DOTNET_TieredPGO_InstrumentOnlyHotCode=1: after its
 *     counted calls a method runs instrumented Tier0 for as many calls again, then Tier1 is
 *     compiled with the profile; with InstrumentOnlyHotCode=0 Tier0 is instrumented from the start.
 *   OSR: each loop back-edge counts down a per-frame counter
 *     (DOTNET_TC_OnStackReplacement_InitialCounter, then DOTNET_OSR_CounterBump); every time it
 *     runs out is a hit for that loop; at DOTNET_OSR_HitLimit hits an OSR version entering at the
 *     loop header is compiled in the background while the frame keeps interpreting, and the
 *     next hit after it is ready continues the frame in it.
 */
#ifndef CORVID_TIER_H
#define CORVID_TIER_H

#include "loader/loader.h"
#include "thread/thread.h"
#include <stdbool.h>

typedef enum TierState {
    TIER_STATE_TIER0 = 0,   /* interpreted, counting calls */
    TIER_STATE_TIER0_INSTRUMENTED, /* interpreted with Dynamic PGO probes, counting calls */
    TIER_STATE_QUEUED,      /* waiting for the background compiler */
    TIER_STATE_TIER1,       /* native code installed */
    TIER_STATE_FAILED,      /* the compiler refused it: stays interpreted */
} TierState;

/* Read the knobs; the background compiler thread starts on first use.  Call once at start-up. */
void tier_init(void);

/* The interpreter's hooks (interp.h, InterpTieringHooks), installed by tier_init: a method's
 * first call (restarts the call-counting delay; compiles at once under TieredCompilation=0 or
 * for loop methods without QuickJitForLoops) and a counted call (queues it for Tier1). */
void tier_on_first_call(Thread *thread, Method *method, bool has_loops);
void tier_on_counted_call(Thread *thread, Method *method);
void (*tier_on_patchpoint(Thread *thread, Method *method, const void *code, uint32_t entry_pc))(Thread *, Slot *);

/* Print the time-in-JIT report (CORVID_JitStats=1) at exit. */
void tier_print_statistics(void);

#endif
