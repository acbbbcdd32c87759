/* tier_internal.h — shared by the tier folder's files only. */
#ifndef CORVID_TIER_INTERNAL_H
#define CORVID_TIER_INTERNAL_H

#include "tier/tier.h"
#include "jit/jit.h"

/* The Tier1 compiler, loaded from libcorvidjit.so at start-up or on first use (tier_jit.c). */
bool tier_jit_available(void);
bool tier_jit_load(void);
/* Compile a throw-away module: LLVM's lazy set-up is then paid before the first real compile.
 * Stops early once `request_waiting` says a compile request is queued. */
void tier_jit_warm_up(bool (*request_waiting)(void));
bool tier_jit_compile(Thread *thread, Method *method, JitCode *out, char *reason, size_t reason_size);
bool tier_jit_compile_osr(Thread *thread, Method *method, const void *code, uint32_t pc, JitOsrProgress *progress,
                          JitCode *out, char *reason, size_t reason_size);
bool tier_jit_first_call_from_native(void);
bool tier_jit_statistics(uint32_t *methods, double *total_ms);
/* Between compile batches: return the compiler's freed heap and the resident pages of libLLVM's
 * read-only segments to the system (they fault back in on the next compile). */
void tier_jit_release_code_pages(void);
void tier_jit_release_idle_memory(void);
/* The JIT log line (JitDisasmSummary / JitDisasm) of a re-tiered method's new Tier1 code. */
/* The JIT log's "Re-tiering X (GDV miss N% at IL_x: guessed T)" line. */
void tier_jit_log_retier(Method *method, uint32_t il_offset, const VTable *guess, uint32_t miss_percent);
void tier_jit_log_retier_installed(Method *method, uint32_t il_offset, double since_miss_ms, double decide_ms,
                                   double profile_ms, double compile_ms);

#endif
