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
 *   CORVID_TieredPGO_Retier=1 (the default; 0 is CoreCLR, which never recompiles Tier1 code):
 *     Tier1 code counts, per guarded devirtualization site, guard hits and misses; a site whose
 *     misses exceed CORVID_TieredPGO_RetierMissPercent of at least CORVID_TieredPGO_RetierMinCalls
 *     guarded calls is recompiled at once with the site's histogram rebuilt from the counters
 *     (CORVID_TieredPGO_RetierReprofile=1: sent back to instrumented Tier0 for a fresh profile
 *     first), at most CORVID_TieredPGO_RetierLimit times per method (HotSpot's trap limit).
 *     The time from the site's first miss to the new code is reported (trace, JIT log).
 *   CORVID_GDVStats=1: the same counters, and a table of every site at exit.
 *   DOTNET_ReadPGOData=1 (src/pgo): a method with a static profile gets it at its first call,
 *     and one that was hot when it was written is queued for Tier1 right away.
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
/* Before vm_start: with CORVID_TC_PreloadCompiler=2, start the compiler thread so that it loads
 * the Tier1 compiler (~5 ms) while the runtime loads corlib (nothing if the process will not
 * compile).  The default (1) loads it at the first sign of hot code instead. */
void tier_preload_compiler(void);
void tier_init(void);

/* The interpreter's hooks (interp.h, InterpTieringHooks), installed by tier_init: a method's
 * first call (restarts the call-counting delay; compiles at once under TieredCompilation=0 or
 * for loop methods without QuickJitForLoops) and a counted call (queues it for Tier1). */
void tier_on_first_call(Thread *thread, Method *method, bool has_loops);
void tier_on_counted_call(Thread *thread, Method *method);
void (*tier_on_patchpoint(Thread *thread, Method *method, const void *code, uint32_t entry_pc))(Thread *, Slot *);

/* Guard counters (re-tiering, CORVID_GDVStats, the trace): the counters of one guarded
 * devirtualization site in one compiled code version.  The code increments `hits` on the
 * guarded path and `misses` on the fallback path (plain increments: a lost update between
 * threads only delays a decision), and calls tier_gdv_miss_check at the first miss and every
 * tier_gdv_check_interval misses after it.  Allocated per compile and never freed: old code
 * may still run after its method was re-tiered, and the exit report lists every site. */
typedef struct TierGdvSite {
    volatile uint64_t hits, misses;
    uint64_t window_hits, window_misses; /* the counts when the current window started */
    Method *method;       /* whose IL holds the call */
    Method *code_owner;   /* whose compiled code holds the guard (the inliner, or `method`) */
    const VTable *guess;
    const VTable *observed; /* a receiver seen on the fallback path */
    uint64_t first_miss_ns; /* 0 until the guard first missed */
    uint32_t il_offset;
    uint32_t likelihood;  /* percent, when compiled */
    int32_t window_hit_percent; /* of the latest judged window; -1 before the first */
    uint32_t generation;  /* the method's retier_count when this code was compiled */
    bool can_retier;      /* the method's own Tier1 code (not an inlinee's guard, not OSR) */
    bool osr;
    bool miss_reported;   /* GuardedDevirtualizationMiss sent */
    uint32_t sample_count;
    const VTable *samples[8]; /* receivers seen at the latest checks (a ring) */
    bool retiered;        /* this site sent its method back */
    struct TierGdvSite *next;
} TierGdvSite;

/* The compiler has made code that inlines `callee` (called for each inlinee of a successful
 * compile, on the compiler thread). */
void tier_note_inlined(Method *callee);

/* Misses (a power of two) between checks of a site; 0 when nothing counts guards (re-tiering
 * off, no CORVID_GDVStats, no trace), and the Tier1 compiler then emits no counters at all. */
uint32_t tier_gdv_check_interval(void);
/* A site for a guard being compiled now into the code of `code_owner` (the method itself, or
 * the method it is inlined into); `osr` for OSR code.  NULL when nothing counts guards. */
TierGdvSite *tier_gdv_site(Method *method, Method *code_owner, bool osr, uint32_t il_offset, const VTable *guess,
                           uint32_t likelihood);
/* Called by compiled code on the fallback path (first miss, then every check interval) with
 * the receiver's vtable.  Judges the site's latest window of guarded calls: a miss ratio above
 * CORVID_TieredPGO_RetierMissPercent sends a GuardedDevirtualizationMiss event and, with
 * re-tiering, sends the method back to instrumented Tier0 (its entry and vtable slots back to
 * the interpreter); true then, with the miss percent in *miss_percent. */
bool tier_gdv_miss_check(Thread *thread, TierGdvSite *site, const VTable *observed, uint32_t *miss_percent);

/* The exit report of CORVID_GDVStats=1: one row per counted site. */
void tier_print_gdv_statistics(void);

/* At exit, with DOTNET_JitDisasm or DOTNET_JitDisasmSummary: wait (at most 2 s) for the queued
 * compiles, so their listings are printed. */
void tier_finish_listings_at_exit(void);

/* Print the time-in-JIT report (CORVID_JitStats=1) at exit. */
void tier_print_statistics(void);

/* Nothing is queued for or being compiled by the background compiler (corvid bench's warm-up). */
bool tier_compiler_idle(void);

/* Registers methods-jitted-count, gdv-guard-miss-rate and gdv-guarded-calls (diag.h counters). */
void tier_register_counters(void);

#endif
