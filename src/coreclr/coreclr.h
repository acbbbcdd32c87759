/*
 * coreclr.h — what corvid implements of CoreCLR's contract with System.Private.CoreLib
 * (docs/ARCHITECTURE.md "Running on CoreLib"): the FCalls (ecalllist.h) and QCalls
 * (qcallentrypoints.cpp) CoreLib reaches, bodies for the [Intrinsic] methods whose IL is a
 * placeholder (as CoreCLR's getILIntrinsicImplementation* substitutes IL), and start-up in
 * CoreCLR's order (AppContext.Setup with the host's properties, the command line).
 * Used only in framework mode (CORVID_Framework=framework); the embedded corlib never sees it.
 */
#ifndef CORVID_CORECLR_H
#define CORVID_CORECLR_H

#include "host/host.h"
#include "vm/vm.h"

/* After vm_start loaded CoreLib as corlib: installs the internal-call resolver, the intrinsic
 * bodies and CoreLib's field names, then runs CoreCLR's managed start-up (AppContext.Setup).
 * false with a message in `error` when start-up itself failed. */
bool coreclr_start(Thread *thread, const HostContext *host, char *error, size_t error_size);

/* The FCall implementing `signature` (loader_method_signature_text form), or NULL. */
InternalCallFunction coreclr_find_fcall(const char *signature);

#endif
