/*
 * pgo.h — static PGO: the Dynamic PGO profile written at exit and read by a later run
 * (CoreCLR's knob names; corvid's own text format, docs/TIERING.md "Static PGO").
 *
 *   DOTNET_WritePGOData=1 with DOTNET_PGODataPath=<file>: at exit every method's Tier0
 *     profile (receiver-class histograms, branch counts, counted calls, the tier it reached)
 *     is written to the file.
 *   DOTNET_ReadPGOData=1 with DOTNET_PGODataPath=<file>: the methods the file names get that
 *     profile at their first call; those that reached Tier1 in the writing run are queued for
 *     Tier1 at once (no instrumented round, no call counting).  A method whose assembly's MVID
 *     or whose IL changed since is not given the profile, with a warning.
 */
#ifndef CORVID_PGO_H
#define CORVID_PGO_H

#include "loader/loader.h"
#include "thread/thread.h"
#include <stdbool.h>

/* Read the knobs, and the profile file when DOTNET_ReadPGOData=1 (warnings on stderr for a
 * missing or malformed file, which is then ignored as a whole). */
void pgo_init(void);

/* The static profile for `method`, built at the first ask (NULL when the data does not name
 * it, no longer matches it, or nothing is read).  *was_hot: it reached Tier1 when written. */
struct MethodProfile *pgo_static_profile(Thread *thread, Method *method, bool *was_hot);

/* Exit hook: write the profile file when DOTNET_WritePGOData=1. */
void pgo_write_at_exit(void);

#endif
