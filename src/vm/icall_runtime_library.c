/*
 * icall_runtime_library.c — Corvid.Runtime.dll's methods that corvid implements (see
 * lib/Corvid.Runtime): the library is plain IL whose methods do nothing, so a program using it
 * runs unchanged on CoreCLR and mono; on corvid these bodies are replaced, on either corlib.
 *
 *   Corvid.Runtime.Profile.Exclude() scopes: while one is open on a thread, its calls neither
 *   count toward tier-up nor feed receiver histograms or branch counts (Thread.profile_exclusion,
 *   read by the interpreter's call counting and instrumented probes).
 */
#include "vm/icall.h"
#include "loader/loader.h"
#include <string.h>

static void profile_enter_exclusion(Thread *thread, Slot *args, Slot *result) {
    (void)args;
    (void)result;
    thread->profile_exclusion_scopes++;
    thread->profile_exclusion++;
}

/* A scope disposed on another thread than it was opened on (or twice) leaves nothing to close. */
static void profile_leave_exclusion(Thread *thread, Slot *args, Slot *result) {
    (void)args;
    (void)result;
    if (!thread->profile_exclusion_scopes) return;
    thread->profile_exclusion_scopes--;
    thread->profile_exclusion--;
}

static void profile_exclusion_depth(Thread *thread, Slot *args, Slot *result) {
    (void)args;
    result[0].i4 = (int32_t)thread->profile_exclusion;
}

static const InternalCallEntry runtime_library_table[] = {
    {"Corvid.Runtime.Profile::EnterExclusion()", profile_enter_exclusion},
    {"Corvid.Runtime.Profile::LeaveExclusion()", profile_leave_exclusion},
    {"Corvid.Runtime.Profile::ExclusionDepth()", profile_exclusion_depth},
    {NULL, NULL},
};

InternalCallFunction vm_find_runtime_library_call(Method *method) {
    if (!method->token || !method->owner || !method->owner->assembly || !method->owner->assembly->name ||
        strcmp(method->owner->assembly->name, "Corvid.Runtime") != 0)
        return NULL;
    char key[512];
    loader_method_signature_text(method, key, sizeof key);
    for (const InternalCallEntry *entry = runtime_library_table; entry->signature; entry++)
        if (strcmp(entry->signature, key) == 0) return entry->function;
    return NULL;
}
