/*
 * coreclr_qcalls.c — P/Invokes of CoreLib and the framework: QCalls (DllImport("QCall"),
 * qcallentrypoints.cpp's DllImportEntry names) are C functions here; every other library goes
 * to src/interop.  A QCall corvid lacks raises NotSupportedException naming it.
 *
 * QCall argument conventions (qcall.h): ObjectHandleOnStack is a pointer to a managed
 * reference slot (its callee stores results there); QCallTypeHandle is {void* _ptr (address
 * of the RuntimeType reference), nint _handle (the MethodTable*)}.
 */
#include "coreclr/coreclr_internal.h"

#include "interop/interop.h"

#include <stdio.h>
#include <string.h>

/* RuntimeTypeHandle_GetRuntimeTypeFromHandleSlow(nint handle, ObjectHandleOnStack typeObject):
 * the RuntimeType of a MethodTable* (corvid's mirror). */
static void qcall_runtime_type_from_handle(Thread *thread, Slot *args, Slot *result) {
    Type *type = coreclr_method_table_type(args[0].p);
    Object **out = args[1].p;
    Object *object = type ? vm_type_object(thread, type) : NULL;
    if (object) vm_store_reference(out, object);
}

static const InternalCallEntry qcalls[] = {
    {"RuntimeTypeHandle_GetRuntimeTypeFromHandleSlow", qcall_runtime_type_from_handle},
    {NULL, NULL},
};

static InternalCallFunction find_qcall(const char *entry) {
    for (const InternalCallEntry *e = qcalls; e->signature; e++)
        if (strcmp(e->signature, entry) == 0) return e->function;
    return NULL;
}

/* The ImplMap row of a P/Invoke method (II.22.22), by linear search. */
static const MetaImplMapRow *impl_map(Method *method) {
    MetaImage *image = method->owner->assembly->image;
    uint32_t n = meta_table_row_count(image, META_TABLE_IMPLMAP);
    for (uint32_t row = 1; row <= n; row++) {
        const MetaImplMapRow *r = meta_impl_map(image, row);
        if (r && r->member_forwarded == method->token) return r;
    }
    return NULL;
}

InternalCallFunction coreclr_resolve_pinvoke(Thread *thread, Method *method, char *why, size_t why_size) {
    Method *definition = method->generic_definition ? method->generic_definition : method;
    const MetaImplMapRow *map = impl_map(definition);
    if (!map) {
        snprintf(why, why_size, "no ImplMap row");
        return NULL;
    }
    const MetaModuleRefRow *module = meta_moduleref(definition->owner->assembly->image, META_TOKEN_ROW(map->import_scope));
    const char *library = module ? module->name : "";
    const char *entry = map->import_name && map->import_name[0] ? map->import_name : definition->name;
    if (strcmp(library, "QCall") == 0) {
        InternalCallFunction fn = find_qcall(entry);
        if (!fn) snprintf(why, why_size, "corvid does not support the QCall %s yet", entry);
        return fn;
    }
    return interop_bind(thread, method, library, entry, why, why_size);
}
