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
void diag_write_trace(void);      /* at process exit: the Chrome trace-event JSON file */

#endif
