/*
 * loader_array.c — the methods arrays get from the runtime rather than from metadata:
 * Get/Set/Address/.ctor of multi-dimensional arrays (II.14.2) and the generic collection
 * interfaces of vectors, implemented by corlib's System.SZArrayHelper (as in CoreCLR).
 */
#include "loader/loader_internal.h"
#include "gc/gc.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct ArrayMethodEntry {
    Type *array_type;
    const char *name;
    uint32_t parameter_count;
    Method *method;
    struct ArrayMethodEntry *next;
} ArrayMethodEntry;
static ArrayMethodEntry *array_methods;

Method *loader_array_method(Thread *thread, Assembly *assembly, Type *array_type, const char *name,
                            MetaBlob signature, const GenericContext *context) {
    if (strcmp(name, "Get") && strcmp(name, "Set") && strcmp(name, "Address") && strcmp(name, ".ctor"))
        return NULL;
    MethodSignature parsed;
    if (!loader_parse_method_signature(thread, assembly, signature, context, &parsed)) return NULL;
    gc_mutex_lock(thread_current, &loader_lock);
    Method *method = NULL;
    for (ArrayMethodEntry *e = array_methods; e; e = e->next)
        if (e->array_type == array_type && strcmp(e->name, name) == 0 &&
            e->parameter_count == parsed.parameter_count)
            method = e->method;
    if (!method) {
        method = calloc(1, sizeof(Method));
        method->owner = array_type;
        method->name = name;
        method->flags = META_METHOD_PUBLIC | (name[0] == '.' ? META_METHOD_RT_SPECIAL_NAME | META_METHOD_SPECIAL_NAME : 0);
        method->impl_flags = META_METHOD_IMPL_RUNTIME;
        method->vtable_slot = -1;
        method->signature = parsed;
        method->signature.has_this = true;
        uint32_t slots = 1;
        for (uint32_t i = 0; i < parsed.parameter_count; i++)
            slots += parsed.parameter_types[i] == vm_types.void_type
                         ? 0
                         : SLOTS_FOR_SIZE(loader_type_stack_size(parsed.parameter_types[i]));
        method->argument_slots = slots;
        method->return_slots = parsed.return_type == vm_types.void_type
                                   ? 0
                                   : SLOTS_FOR_SIZE(loader_type_stack_size(parsed.return_type));
        method->signature_ready = true;
        ArrayMethodEntry *entry = calloc(1, sizeof *entry);
        *entry = (ArrayMethodEntry){array_type, name, parsed.parameter_count, method, array_methods};
        array_methods = entry;
    } else {
        free(parsed.parameter_types);
    }
    pthread_mutex_unlock(&loader_lock);
    return method;
}

/* IList<T>.get_Item on a T[] dispatches to SZArrayHelper.get_Item<T>(T[] array, int index).  The
 * helper is instantiated over the interface's argument, not the element type: through array
 * covariance (ECMA-335 I.8.7.1) a Derived[] is an IList<Base>, and IList<Base>.get_Item on it
 * runs SZArrayHelper.get_Item<Base> as in CoreCLR. */
Method *loader_szarray_helper(Thread *thread, Type *array_type, Method *interface_method) {
    if (!interface_method->owner->generic_definition || (array_type->flags & TYPE_FLAG_MULTI_DIMENSIONAL))
        return NULL;
    Type *helper = loader_find_type(loader_corlib(), "System", "SZArrayHelper");
    if (!helper || !loader_prepare_method(thread, interface_method)) return NULL;
    for (uint32_t i = 0; i < helper->method_count; i++) {
        Method *m = helper->methods[i];
        if (strcmp(m->name, interface_method->name) != 0) continue;
        if (!loader_prepare_method(thread, m)) return NULL;
        if (m->generic_argument_count != 1 && m->signature.generic_parameter_count != 1) continue;
        /* corvid's corlib passes the array as a first parameter of a static helper; CoreLib's
         * SZArrayHelper has instance methods that take it as `this` (Unsafe.As<T[]>(this)) */
        uint32_t expected = interface_method->signature.parameter_count + ((m->flags & META_METHOD_STATIC) ? 1 : 0);
        if (m->signature.parameter_count != expected) continue;
        Type *element = interface_method->owner->generic_argument_count == 1 ? interface_method->owner->generic_arguments[0] : array_type->element;
        return loader_instantiate_method(thread, m, &element, 1);
    }
    return NULL;
}
