/*
 * icall_registry.c — every internal-call table and the lookup by canonical signature key
 * ("Namespace.Type::Method(param,types)", see loader_method_signature_text).  Looked up once
 * per method, so a linear scan is enough.
 */
#include "vm/icall.h"
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
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

/* Each method binds once, whoever asks first (its stub, or Marshal.Prelink ahead of it): a bind
 * takes one of interop's fixed pool of call sites, and a failed one is reported the same way
 * every time. */
typedef struct PInvokeBinding {
    Method *method;
    InternalCallFunction function;
    char *why;
    struct PInvokeBinding *next;
} PInvokeBinding;
static PInvokeBinding *pinvoke_bindings[256];
static pthread_mutex_t pinvoke_binding_lock = PTHREAD_MUTEX_INITIALIZER;

InternalCallFunction vm_find_pinvoke(Thread *thread, Method *method, char *why, size_t why_size) {
    if (why_size) why[0] = 0;
    if (!pinvoke_resolver) return NULL;
    PInvokeBinding **bucket = &pinvoke_bindings[((uintptr_t)method >> 4) & 255];
    pthread_mutex_lock(&pinvoke_binding_lock);
    PInvokeBinding *binding = *bucket;
    while (binding && binding->method != method) binding = binding->next;
    pthread_mutex_unlock(&pinvoke_binding_lock);
    if (!binding) {
        char reason[1024] = "";
        InternalCallFunction function = pinvoke_resolver(thread, method, reason, sizeof reason);
        /* a type that did not load raised an exception: not a binding to remember */
        if (!function && thread && thread->exception) {
            snprintf(why, why_size, "%s", reason);
            return NULL;
        }
        binding = calloc(1, sizeof *binding);
        if (!binding || !(binding->why = strdup(reason))) abort();
        binding->method = method;
        binding->function = function;
        pthread_mutex_lock(&pinvoke_binding_lock);
        PInvokeBinding *raced = *bucket;
        while (raced && raced->method != method) raced = raced->next;
        if (raced) { /* another thread bound it meanwhile: keep its binding */
            free(binding->why);
            free(binding);
            binding = raced;
        } else {
            binding->next = *bucket;
            *bucket = binding;
        }
        pthread_mutex_unlock(&pinvoke_binding_lock);
    }
    if (why_size) snprintf(why, why_size, "%s", binding->why);
    return binding->function;
}

/* CoreCLR's exception for a P/Invoke that does not bind: the library does not load
 * (DllNotFoundException, the message continued as CoreCLR's), the entry point is missing
 * (EntryPointNotFoundException), or corvid cannot marshal the signature (NotSupportedException). */
const char *vm_pinvoke_failure(const char *method_name, const char *why, char *message, size_t size) {
    if (strncmp(why, "Unable to load shared library", 29) == 0) {
        snprintf(message, size,
                 "%s or one of its dependencies. In order to help diagnose loading problems, consider using a tool like strace. "
                 "If you're using glibc, consider setting the LD_DEBUG environment variable.", why);
        return "System.DllNotFoundException";
    }
    if (strncmp(why, "Unable to find an entry point", 29) == 0) {
        snprintf(message, size, "%s.", why);
        return "System.EntryPointNotFoundException";
    }
    if (strncmp(why, "Cannot marshal '", 16) == 0) { /* what CoreCLR refuses too, in its words */
        snprintf(message, size, "%s", why);
        return "System.Runtime.InteropServices.MarshalDirectiveException";
    }
    if (why[0]) snprintf(message, size, "corvid cannot call the P/Invoke %s: %s.", method_name, why);
    else snprintf(message, size, "corvid does not support P/Invoke yet (%s).", method_name);
    return "System.NotSupportedException";
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
