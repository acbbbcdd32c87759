/*
 * icall_registry.c — every internal-call table and the lookup by canonical signature key
 * ("Namespace.Type::Method(param,types)", see loader_method_signature_text).  Looked up once
 * per method, so a linear scan is enough.
 */
#include "vm/icall.h"
#include <string.h>

extern const InternalCallEntry icall_decimal_table[]; /* icall_decimal.c */
extern const InternalCallEntry icall_gc_table[];      /* icall_gc.c (first: overrides older GC entries) */
extern const InternalCallEntry pool_icall_table[];    /* src/pool/pool_icall.c */

const InternalCallEntry *const vm_internal_call_tables[] = {
    icall_gc_table,
    icall_object_table,  icall_string_table,      icall_array_table,
    icall_math_table,    icall_number_table,      icall_io_table,
    icall_environment_table, icall_type_table,    icall_threading_table,
    icall_thread_table,
    icall_decimal_table, pool_icall_table,
    NULL,
};

static PInvokeResolver pinvoke_resolver;

void vm_set_pinvoke_resolver(PInvokeResolver resolver) {
    pinvoke_resolver = resolver;
}

InternalCallFunction vm_find_pinvoke(Thread *thread, Method *method, char *why, size_t why_size) {
    if (why_size) why[0] = 0;
    return pinvoke_resolver ? pinvoke_resolver(thread, method, why, why_size) : NULL;
}

static UnmanagedEntryResolver unmanaged_entry_resolver;

void vm_set_unmanaged_entry_resolver(UnmanagedEntryResolver resolver) {
    unmanaged_entry_resolver = resolver;
}

bool vm_has_unmanaged_entry_resolver(void) {
    return unmanaged_entry_resolver != NULL;
}

void *vm_unmanaged_entry(Thread *thread, Method *method, char *why, size_t why_size) {
    if (why_size) why[0] = 0;
    return unmanaged_entry_resolver ? unmanaged_entry_resolver(thread, method, why, why_size) : NULL;
}

static UnmanagedCallBinder unmanaged_call_binder;

void vm_set_unmanaged_call_binder(UnmanagedCallBinder binder) {
    unmanaged_call_binder = binder;
}

InternalCallFunction vm_bind_unmanaged_call(Thread *thread, const struct MethodSignature *sig, char *why, size_t why_size) {
    if (why_size) why[0] = 0;
    return unmanaged_call_binder ? unmanaged_call_binder(thread, sig, why, why_size) : NULL;
}

static InternalCallFunction (*internal_call_resolver)(const char *signature);

void vm_set_internal_call_resolver(InternalCallFunction (*resolver)(const char *signature)) {
    internal_call_resolver = resolver;
}

InternalCallFunction vm_find_internal_call(const char *signature) {
    return internal_call_resolver ? internal_call_resolver(signature) : vm_find_embedded_internal_call(signature);
}

InternalCallFunction vm_find_embedded_internal_call(const char *signature) {
    for (const InternalCallEntry *const *table = vm_internal_call_tables; *table; table++)
        for (const InternalCallEntry *entry = *table; entry->signature; entry++)
            if (strcmp(entry->signature, signature) == 0) return entry->function;
    return NULL;
}
