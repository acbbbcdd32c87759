/*
 * coreclr.c — start-up on System.Private.CoreLib, in CoreCLR's order (corhost.cpp
 * CreateAppDomainWithManager, then ExecuteAssembly).
 */
#include "coreclr/coreclr_internal.h"

#include "interop/interop.h"

#include <stdio.h>
#include <string.h>

bool coreclr_start(Thread *thread, const HostContext *host, char *error, size_t error_size) {
    (void)host, (void)error, (void)error_size;
    vm_set_internal_call_resolver(coreclr_find_fcall);
    vm_set_pinvoke_resolver(coreclr_resolve_pinvoke);
    vm_set_type_handle_mapping(coreclr_type_handle, coreclr_type_handle_type);
    interop_set_search_directories(host_property(host, "NATIVE_DLL_SEARCH_DIRECTORIES"));
    coreclr_intrinsics_init(thread);
    coreclr_reflection_init(thread);
    return true;
}
