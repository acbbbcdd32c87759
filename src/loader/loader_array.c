/*
 * loader_array.c — the methods arrays get from the runtime rather than from metadata:
 * Get/Set/Address/.ctor of arrays (II.14.2), the generic collection interfaces of vectors,
 * implemented by corlib's System.SZArrayHelper (as in CoreCLR), and the factories behind
 * String's constructors.
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

/* The one Method for (array type, name, parameter types, return type): a MemberRef's call and
 * reflection's enumeration get the same Method*.  Takes ownership of `parsed`'s parameter types. */
static Method *array_method_for(Type *array_type, const char *name, MethodSignature parsed) {
    gc_mutex_lock(thread_current, &loader_lock);
    Method *method = NULL;
    for (ArrayMethodEntry *e = array_methods; e && !method; e = e->next)
        if (e->array_type == array_type && strcmp(e->name, name) == 0 && e->parameter_count == parsed.parameter_count)
            method = e->method;
    if (method) {
        free(parsed.parameter_types);
    } else {
        method = calloc(1, sizeof(Method));
        ArrayMethodEntry *entry = calloc(1, sizeof *entry);
        if (!method || !entry) abort();
        method->owner = array_type;
        method->name = name;
        /* CoreCLR's array constructors are Public | RTSpecialName (no SpecialName), as reflection shows */
        method->flags = META_METHOD_PUBLIC | (name[0] == '.' ? META_METHOD_RT_SPECIAL_NAME : 0);
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
        *entry = (ArrayMethodEntry){array_type, name, parsed.parameter_count, method, array_methods};
        array_methods = entry;
    }
    pthread_mutex_unlock(&loader_lock);
    return method;
}

Method *loader_array_method(Thread *thread, Assembly *assembly, Type *array_type, const char *name,
                            MetaBlob signature, const GenericContext *context) {
    if (strcmp(name, "Get") && strcmp(name, "Set") && strcmp(name, "Address") && strcmp(name, ".ctor"))
        return NULL;
    MethodSignature parsed;
    if (!loader_parse_method_signature(thread, assembly, signature, context, &parsed)) return NULL;
    return array_method_for(array_type, name, parsed);
}

/* A runtime method of `array_type` built from its shape: `indexes` int32 parameters, then the
 * element for Set; Get returns the element, Address a byref to it. */
static Method *array_method_of_shape(Type *array_type, const char *name, uint32_t indexes) {
    bool set = strcmp(name, "Set") == 0;
    MethodSignature parsed = {0};
    parsed.parameter_count = indexes + (set ? 1 : 0);
    parsed.parameter_types = calloc(parsed.parameter_count, sizeof(Type *));
    if (!parsed.parameter_types) abort();
    for (uint32_t i = 0; i < indexes; i++) parsed.parameter_types[i] = vm_types.int32;
    if (set) parsed.parameter_types[indexes] = array_type->element;
    parsed.return_type = strcmp(name, "Get") == 0       ? array_type->element
                         : strcmp(name, "Address") == 0 ? loader_byref_type(array_type->element)
                                                        : vm_types.void_type;
    return array_method_for(array_type, name, parsed);
}

/* The methods an array type has from the runtime, in the order CoreCLR's reflection lists
 * them: Get, Set, Address, then the constructors.  A vector T[] has .ctor(int) and, for each
 * further level of a jagged element type, one more length (int[][] also has .ctor(int, int),
 * which allocates the inner arrays); an array of rank r has .ctor taking r lengths and one
 * taking r (lower bound, length) pairs. */
uint32_t loader_array_runtime_methods(Type *array_type, Method **out, uint32_t room) {
    bool vector = !(array_type->flags & TYPE_FLAG_MULTI_DIMENSIONAL);
    uint32_t rank = vector ? 1 : array_type->rank, count = 0;
    static const char *const accessors[] = {"Get", "Set", "Address"};
    for (uint32_t i = 0; i < 3 && count < room; i++) out[count++] = array_method_of_shape(array_type, accessors[i], rank);
    if (vector) {
        uint32_t levels = 1;
        for (Type *e = array_type->element; e && e->kind == TYPE_KIND_ARRAY && !(e->flags & TYPE_FLAG_MULTI_DIMENSIONAL); e = e->element)
            levels++;
        for (uint32_t n = 1; n <= levels && count < room; n++) out[count++] = array_method_of_shape(array_type, ".ctor", n);
    } else {
        if (count < room) out[count++] = array_method_of_shape(array_type, ".ctor", rank);
        if (count < room) out[count++] = array_method_of_shape(array_type, ".ctor", 2 * rank);
    }
    return count;
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

/* String's constructors have no body: CoreLib (like corvid's corlib) declares a static
 * String.Ctor(...) factory with the same parameters for each, which `newobj` and reflection
 * call instead, as CoreCLR does.  NULL when there is none. */
Method *loader_string_factory(Thread *thread, Method *constructor) {
    Type *string = constructor->owner;
    if (!loader_prepare_method(thread, constructor)) return NULL;
    MethodSignature *wanted = &constructor->signature;
    for (uint32_t i = 0; i < string->method_count; i++) {
        Method *c = string->methods[i];
        if (strcmp(c->name, "Ctor") || !(c->flags & META_METHOD_STATIC)) continue;
        if (!loader_prepare_method(thread, c) || c->signature.parameter_count != wanted->parameter_count) continue;
        bool same = true;
        for (uint32_t j = 0; j < wanted->parameter_count && same; j++)
            if (c->signature.parameter_types[j] != wanted->parameter_types[j]) same = false;
        if (same) return c;
    }
    return NULL;
}
