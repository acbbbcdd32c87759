/*
 * diag.h — knobs (DESIGN.md, "Knobs"): every tunable is a DOTNET_<Name> environment variable
 * with CoreCLR's name and parsing (numbers are hexadecimal: DOTNET_TC_CallCountThreshold=1E
 * is 30), or CORVID_<Name> for knobs CoreCLR does not have.  One table defines them all;
 * `corvid knobs` prints it and docs/KNOBS.md is generated from it.
 */
#ifndef CORVID_DIAG_H
#define CORVID_DIAG_H

#include <stdint.h>
#include <stdio.h>

typedef struct DiagKnob {
    const char *name;        /* full environment variable name */
    uint64_t default_value;
    const char *reader;      /* the subsystem that reads it */
    const char *description;
} DiagKnob;

extern const DiagKnob diag_knobs[];

/* The knob's value: the environment's (parsed as CoreCLR does: hex, optional 0x) or the
 * default.  Unknown names abort: every knob read must be in the table. */
uint64_t diag_knob(const char *name);

/* CoreCLR's number parsing for DOTNET_ variables: hexadecimal, optional 0x prefix. */
int diag_parse_hex(const char *text, uint64_t *value);

void diag_print_knobs(FILE *out, int markdown);

/* ---- events (events.c) ------------------------------------------------------------------ */
/* Names follow CoreCLR's (MethodTierTransition, MethodJittingStarted, GCStart, ...); the
 * category is the subsystem ("tier", "jit", "gc", "pool").  `arguments` is the body of a JSON
 * object, e.g. "\"method\":\"P.Main()\",\"tier\":\"Tier1\"".  Cheap when tracing is off. */
#include <stdbool.h>
bool diag_tracing(void);          /* CORVID_TraceFile is set */
uint64_t diag_now_ns(void);
void diag_event(const char *category, const char *name, const char *arguments);
void diag_event_span(const char *category, const char *name, uint64_t start_ns, uint64_t duration_ns,
                     const char *arguments);
void diag_thread_exit(void);      /* a thread's last events: call before it exits */
/* A counter sample: a "ph":"C" event, which Perfetto draws as a track per counter name. */
void diag_counter_event(const char *category, const char *name, double value);

/* ---- counters (counters.c): dotnet-counters' view of a running process ------------------- */
/* With CORVID_Counters=1 a sampler thread reads every registered counter each
 * CORVID_CounterIntervalMs and writes the samples to CORVID_CountersFile (dotnet-counters'
 * CSV columns; stderr when unset) and, when tracing, as counter events.  `read` returns the
 * value for the interval that just ended (rates compute their own deltas); it runs on the
 * sampler thread, which is not a managed thread. */
typedef enum DiagCounterKind { DIAG_COUNTER_METRIC, DIAG_COUNTER_RATE } DiagCounterKind;
void diag_counter_register(const char *provider, const char *name, const char *display_name, DiagCounterKind kind,
                           double (*read)(void));
bool diag_counters_enabled(void);
void diag_counters_start(void); /* once every subsystem registered its counters */
void diag_counters_stop(void);  /* exit hook: a last sample, the file closed */
void diag_write_trace(void);      /* at process exit: the Chrome trace-event JSON file */

#endif
