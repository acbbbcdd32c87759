/*
 * loader_generic.c — derived types (arrays, byrefs, pointers, generic parameters) and generic
 * instantiation.  Every distinct type is one Type object (interned), so type identity is
 * pointer equality everywhere: List<!0> built from two signatures is the same Type.
 */
#include "loader/loader_internal.h"
#include "gc/gc.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- generic parameters ---------------------------------------------------------------- */

#define MAX_GENERIC_PARAMETERS 64
static Type *generic_parameters[2][MAX_GENERIC_PARAMETERS];

Type *loader_generic_parameter(bool is_method, uint32_t number) {
    if (number >= MAX_GENERIC_PARAMETERS) number = MAX_GENERIC_PARAMETERS - 1;
    Type **cell = &generic_parameters[is_method][number];
    if (*cell) return *cell;
    gc_mutex_lock(thread_current, &loader_lock);
    if (!*cell) {
        Type *type = loader_calloc(1, sizeof(Type));
        char name[16];
        snprintf(name, sizeof name, "%s%u", is_method ? "!!" : "!", number);
        type->name = loader_intern(name);
        type->namespace_name = "";
        type->kind = TYPE_KIND_GENERIC_PARAMETER;
        type->element_type = is_method ? META_ELEMENT_TYPE_MVAR : META_ELEMENT_TYPE_VAR;
        type->generic_parameter_number = number;
        type->generic_parameter_is_method = is_method;
        type->flags = TYPE_FLAG_CONTAINS_GENERIC_PARAMETERS;
        type->state = TYPE_STATE_LAID_OUT;
        type->instance_size = 8;
        type->stack_slots = 1;
        *cell = type;
    }
    pthread_mutex_unlock(&loader_lock);
    return *cell;
}

/* Declared generic parameters, hashed by owner and number; made on demand by reflection. */
#define DECLARED_BUCKETS 256
typedef struct DeclaredParameter {
    const void *owner; /* the Method, or the Type for a type's parameter */
    uint32_t number;
    Type *type;
    struct DeclaredParameter *next;
} DeclaredParameter;
static DeclaredParameter *declared_parameters[DECLARED_BUCKETS];

Type *loader_declared_generic_parameter(Type *owner_type, Method *owner_method, uint32_t number) {
    const void *owner = owner_method ? (const void *)owner_method : (const void *)owner_type;
    uint32_t token = owner_method ? owner_method->token : META_TOKEN(META_TABLE_TYPEDEF, owner_type->typedef_row);
    size_t bucket = (((uintptr_t)owner >> 4) * 31 + number) % DECLARED_BUCKETS;
    Type *shared = loader_generic_parameter(owner_method != NULL, number);
    gc_mutex_lock(thread_current, &loader_lock);
    DeclaredParameter *entry = declared_parameters[bucket];
    while (entry && !(entry->owner == owner && entry->number == number)) entry = entry->next;
    if (!entry) {
        Type *type = loader_calloc(1, sizeof(Type));
        *type = *shared;
        /* its own T[], T&, T* and RuntimeType: the shared !!n's would name !!n */
        type->type_object = NULL;
        type->runtime_handle = 0;
        type->array_type_cache = type->byref_type_cache = type->pointer_type_cache = NULL;
        type->assembly = owner_type->assembly;
        type->generic_parameter_owner_type = owner_type;
        type->generic_parameter_owner_method = owner_method;
        uint32_t row = owner_type->assembly ? loader_generic_param_row(owner_type->assembly, token, number) : 0;
        if (row) {
            type->generic_parameter_row = row;
            type->name = meta_generic_param(owner_type->assembly->image, row)->name;
        }
        entry = loader_calloc(1, sizeof *entry);
        *entry = (DeclaredParameter){owner, number, type, declared_parameters[bucket]};
        declared_parameters[bucket] = entry;
    }
    pthread_mutex_unlock(&loader_lock);
    return entry->type;
}

/* ---- arrays, byrefs, pointers ---------------------------------------------------------- */

typedef struct MultiArrayEntry {
    Type *element;
    uint32_t rank;
    Type *type;
    struct MultiArrayEntry *next;
} MultiArrayEntry;
static MultiArrayEntry *multi_arrays;

static Type *new_derived(Type *element, TypeKind kind, const char *suffix) {
    Type *type = loader_calloc(1, sizeof(Type));
    char name[512];
    snprintf(name, sizeof name, "%s%s", element->name, suffix);
    type->name = loader_intern(name);
    type->namespace_name = element->namespace_name;
    type->assembly = element->assembly ? element->assembly : loader_corlib();
    type->kind = kind;
    type->element = element;
    type->declaring_type = element->declaring_type;
    type->flags = element->flags & TYPE_FLAG_CONTAINS_GENERIC_PARAMETERS;
    return type;
}

/* Vectors implement the generic collection interfaces of their element type (ECMA-335
 * II.14.2 / CoreCLR's SZArrayHelper). */
static void add_array_interfaces(Type *type) {
    static const char *const generic_interfaces[] = {
        "IList`1", "ICollection`1", "IEnumerable`1", "IReadOnlyList`1", "IReadOnlyCollection`1",
    };
    Type *declared[8];
    uint32_t count = 0;
    if (type->rank == 1 && !(type->flags & TYPE_FLAG_MULTI_DIMENSIONAL)) {
        for (size_t i = 0; i < sizeof generic_interfaces / sizeof generic_interfaces[0]; i++) {
            Type *definition =
                loader_find_type(loader_corlib(), "System.Collections.Generic", generic_interfaces[i]);
            if (!definition) continue;
            Type *element = type->element;
            Type *instance = loader_instantiate_type(thread_current, definition, &element, 1);
            if (instance) declared[count++] = instance;
        }
    }
    void loader_collect_interfaces(Type *, Type **, uint32_t);
    loader_collect_interfaces(type, declared, count);
}

Type *loader_array_type(Type *element, uint32_t rank) {
    if (rank == 0 && element->array_type_cache) return element->array_type_cache;
    gc_mutex_lock(thread_current, &loader_lock);
    Type *type = NULL;
    if (rank == 0) {
        type = element->array_type_cache;
        if (!type) {
            type = new_derived(element, TYPE_KIND_ARRAY, "[]");
            type->rank = 1;
            type->element_type = META_ELEMENT_TYPE_SZARRAY;
            type->parent = vm_types.array ? vm_types.array : loader_find_type(loader_corlib(), "System", "Array");
            element->array_type_cache = type;
            add_array_interfaces(type);
        }
    } else {
        for (MultiArrayEntry *e = multi_arrays; e; e = e->next)
            if (e->element == element && e->rank == rank) type = e->type;
        if (!type) {
            char suffix[80] = "[";
            for (uint32_t i = 1; i < rank && i < 32; i++) strcat(suffix, ",");
            strcat(suffix, "]");
            if (rank == 1) strcpy(suffix, "[*]");
            type = new_derived(element, TYPE_KIND_ARRAY, suffix);
            type->rank = rank;
            type->element_type = META_ELEMENT_TYPE_ARRAY;
            type->flags |= TYPE_FLAG_MULTI_DIMENSIONAL;
            type->parent = vm_types.array ? vm_types.array : loader_find_type(loader_corlib(), "System", "Array");
            add_array_interfaces(type);
            MultiArrayEntry *entry = loader_calloc(1, sizeof *entry);
            *entry = (MultiArrayEntry){element, rank, type, multi_arrays};
            multi_arrays = entry;
        }
    }
    pthread_mutex_unlock(&loader_lock);
    return type;
}

Type *loader_byref_type(Type *element) {
    if (element->byref_type_cache) return element->byref_type_cache;
    gc_mutex_lock(thread_current, &loader_lock);
    if (!element->byref_type_cache) {
        Type *type = new_derived(element, TYPE_KIND_BYREF, "&");
        type->element_type = META_ELEMENT_TYPE_BYREF;
        type->state = TYPE_STATE_LAID_OUT;
        type->instance_size = 8;
        type->alignment = 8;
        type->stack_slots = 1;
        element->byref_type_cache = type;
    }
    pthread_mutex_unlock(&loader_lock);
    return element->byref_type_cache;
}

Type *loader_pointer_type(Type *element) {
    if (element->pointer_type_cache) return element->pointer_type_cache;
    gc_mutex_lock(thread_current, &loader_lock);
    if (!element->pointer_type_cache) {
        Type *type = new_derived(element, TYPE_KIND_POINTER, "*");
        type->element_type = META_ELEMENT_TYPE_PTR;
        type->state = TYPE_STATE_LAID_OUT;
        type->instance_size = 8;
        type->alignment = 8;
        type->stack_slots = 1;
        element->pointer_type_cache = type;
    }
    pthread_mutex_unlock(&loader_lock);
    return element->pointer_type_cache;
}

/* II.23.2.5's calling convention as CoreCLR keeps it for type identity: managed (0) and varargs
 * stay, every unmanaged form (C, StdCall, ThisCall, FastCall, Unmanaged) is one */
static uint8_t normalized_convention(uint8_t convention) {
    uint8_t kind = convention & 0x0F;
    return kind == 0 || kind == 5 ? kind : 9;
}

static Type **function_pointer_types;
static uint32_t function_pointer_count, function_pointer_capacity;

Type *loader_function_pointer_type(Type *const *return_and_parameters, uint32_t parameter_count, uint8_t convention) {
    convention = normalized_convention(convention);
    gc_mutex_lock(thread_current, &loader_lock);
    for (uint32_t i = 0; i < function_pointer_count; i++) {
        Type *candidate = function_pointer_types[i];
        if (candidate->function_pointer_convention != convention || candidate->function_pointer_parameter_count != parameter_count)
            continue;
        if (memcmp(candidate->function_pointer_types, return_and_parameters, (parameter_count + 1) * sizeof(Type *)) == 0) {
            pthread_mutex_unlock(&loader_lock);
            return candidate;
        }
    }
    Type *type = new_derived(vm_types.void_type, TYPE_KIND_POINTER, "*");
    type->flags |= TYPE_FLAG_FUNCTION_POINTER;
    type->element_type = META_ELEMENT_TYPE_FNPTR;
    type->namespace_name = "";
    type->state = TYPE_STATE_LAID_OUT;
    type->instance_size = 8;
    type->alignment = 8;
    type->stack_slots = 1;
    type->function_pointer_types = loader_permanent_calloc(parameter_count + 1, sizeof(Type *));
    memcpy(type->function_pointer_types, return_and_parameters, (parameter_count + 1) * sizeof(Type *));
    type->function_pointer_parameter_count = parameter_count;
    type->function_pointer_convention = convention;
    for (uint32_t i = 0; i <= parameter_count; i++)
        type->flags |= return_and_parameters[i]->flags & TYPE_FLAG_CONTAINS_GENERIC_PARAMETERS;
    if (function_pointer_count == function_pointer_capacity) {
        uint32_t capacity = function_pointer_capacity ? function_pointer_capacity * 2 : 16;
        Type **grown = loader_calloc(capacity, sizeof(Type *));
        if (function_pointer_count) memcpy(grown, function_pointer_types, function_pointer_count * sizeof(Type *));
        function_pointer_types = grown; /* the old array is not freed: nothing reads it unlocked, but it is small */
        function_pointer_capacity = capacity;
    }
    function_pointer_types[function_pointer_count++] = type;
    pthread_mutex_unlock(&loader_lock);
    return type;
}

/* ---- generic instantiation ------------------------------------------------------------- */

typedef struct InstanceEntry {
    void *definition; /* Type* or Method* */
    uint32_t count;
    Type **arguments;
    void *instance;
    struct InstanceEntry *next;
} InstanceEntry;

#define INSTANCE_BUCKETS 4096
static InstanceEntry *instance_table[INSTANCE_BUCKETS];

static uint32_t instance_hash(void *definition, Type **arguments, uint32_t count) {
    uintptr_t h = (uintptr_t)definition * 0x9E3779B97F4A7C15ull;
    for (uint32_t i = 0; i < count; i++) h = (h ^ (uintptr_t)arguments[i]) * 0x100000001B3ull;
    return (uint32_t)(h >> 20) % INSTANCE_BUCKETS;
}

static void *instance_find(void *definition, Type **arguments, uint32_t count, uint32_t hash) {
    for (InstanceEntry *e = instance_table[hash]; e; e = e->next)
        if (e->definition == definition && e->count == count &&
            memcmp(e->arguments, arguments, count * sizeof(Type *)) == 0)
            return e->instance;
    return NULL;
}

static void instance_add(void *definition, Type **arguments, uint32_t count, uint32_t hash,
                         void *instance) {
    InstanceEntry *e = loader_calloc(1, sizeof *e);
    e->definition = definition;
    e->count = count;
    e->arguments = arguments;
    e->instance = instance;
    e->next = instance_table[hash];
    instance_table[hash] = e;
}

static bool arguments_open(Type **arguments, uint32_t count) {
    for (uint32_t i = 0; i < count; i++)
        if (arguments[i]->flags & TYPE_FLAG_CONTAINS_GENERIC_PARAMETERS) return true;
    return false;
}

void loader_create_members(Type *type);
void loader_collect_interfaces(Type *type, Type **declared, uint32_t declared_count);

Type *loader_instantiate_type(Thread *thread, Type *definition, Type **arguments, uint32_t count) {
    if (!(definition->flags & TYPE_FLAG_GENERIC_DEFINITION) ||
        count != definition->generic_argument_count) {
        char message[512];
        snprintf(message, sizeof message,
                 "The generic type '%s.%s' was used with the wrong number of generic arguments.",
                 definition->namespace_name, definition->name);
        vm_throw_new(thread, "System.TypeLoadException", message);
        return NULL;
    }
    /* The definition instantiated over its own parameters is the definition itself. */
    bool identity = true;
    for (uint32_t i = 0; i < count; i++)
        if (arguments[i] != definition->generic_arguments[i]) identity = false;
    if (identity) return definition;
    uint32_t hash = instance_hash(definition, arguments, count);
    gc_mutex_lock(thread_current, &loader_lock);
    Type *type = instance_find(definition, arguments, count, hash);
    if (type) {
        pthread_mutex_unlock(&loader_lock);
        return type;
    }
    type = loader_permanent_calloc(1, sizeof(Type));
    type->name = definition->name;
    type->namespace_name = definition->namespace_name;
    type->assembly = definition->assembly;
    type->typedef_row = definition->typedef_row;
    type->kind = definition->kind;
    type->element_type = definition->element_type;
    type->attributes = definition->attributes;
    /* Only what the definition says about the kind of type carries over; layout state does not. */
    type->flags = definition->flags & (TYPE_FLAG_ENUM | TYPE_FLAG_DELEGATE | TYPE_FLAG_NULLABLE |
                                       TYPE_FLAG_BEFORE_FIELD_INIT | TYPE_FLAG_HAS_CCTOR | TYPE_FLAG_IS_BYREF_LIKE);
    if (arguments_open(arguments, count)) type->flags |= TYPE_FLAG_CONTAINS_GENERIC_PARAMETERS;
    type->declaring_type = definition->declaring_type;
    type->generic_definition = definition;
    type->generic_argument_count = count;
    type->generic_arguments = loader_permanent_calloc(count, sizeof(Type *));
    memcpy(type->generic_arguments, arguments, count * sizeof(Type *));
    instance_add(definition, type->generic_arguments, count, hash, type);
    GenericContext context = loader_type_context(type);
    if (definition->parent) type->parent = loader_substitute(thread, definition->parent, &context);
    /* Declared interfaces are the definition's own (not only inherited), substituted. */
    Type *declared[64];
    uint32_t declared_count = 0;
    for (uint32_t i = 0; i < definition->interface_count && declared_count < 64; i++) {
        if (!definition->interface_declared[i]) continue;
        Type *substituted = loader_substitute(thread, definition->interfaces[i], &context);
        if (substituted) declared[declared_count++] = substituted;
    }
    loader_collect_interfaces(type, declared, declared_count);
    loader_create_members(type);
    pthread_mutex_unlock(&loader_lock);
    return type;
}

Method *loader_instantiate_method(Thread *thread, Method *definition, Type **arguments, uint32_t count) {
    if (definition->generic_definition) definition = definition->generic_definition;
    if (count != definition->generic_argument_count) {
        vm_throw_new(thread, "System.ArgumentException",
                     "The number of generic arguments provided doesn't equal the arity of the generic type definition.");
        return NULL;
    }
    uint32_t hash = instance_hash(definition, arguments, count);
    gc_mutex_lock(thread_current, &loader_lock);
    Method *method = instance_find(definition, arguments, count, hash);
    if (!method) {
        method = loader_permanent_calloc(1, sizeof(Method));
        *method = *definition;
        method->signature_ready = false;
        method->interp = NULL;
        method->entry = NULL;
        method->generic_definition = definition;
        method->generic_arguments = loader_permanent_calloc(count, sizeof(Type *));
        memcpy(method->generic_arguments, arguments, count * sizeof(Type *));
        instance_add(definition, method->generic_arguments, count, hash, method);
    }
    pthread_mutex_unlock(&loader_lock);
    return method;
}

/* Replace !n / !!n in `type` by the context's arguments. */
Type *loader_substitute(Thread *thread, Type *type, const GenericContext *context) {
    if (!type || !(type->flags & TYPE_FLAG_CONTAINS_GENERIC_PARAMETERS) || !context) return type;
    switch (type->kind) {
    case TYPE_KIND_GENERIC_PARAMETER: {
        uint32_t n = type->generic_parameter_number;
        if (type->generic_parameter_is_method)
            return n < context->method_argument_count && context->method_arguments
                       ? context->method_arguments[n]
                       : type;
        return n < context->type_argument_count && context->type_arguments
                   ? context->type_arguments[n]
                   : type;
    }
    case TYPE_KIND_ARRAY: {
        Type *element = loader_substitute(thread, type->element, context);
        if (!element) return NULL;
        return loader_array_type(element, (type->flags & TYPE_FLAG_MULTI_DIMENSIONAL) ? type->rank : 0);
    }
    case TYPE_KIND_BYREF: {
        Type *element = loader_substitute(thread, type->element, context);
        return element ? loader_byref_type(element) : NULL;
    }
    case TYPE_KIND_POINTER: {
        if (type->flags & TYPE_FLAG_FUNCTION_POINTER) {
            uint32_t count = type->function_pointer_parameter_count;
            Type **substituted = calloc(count + 1, sizeof(Type *));
            if (!substituted) abort();
            for (uint32_t i = 0; i <= count; i++)
                if (!(substituted[i] = loader_substitute(thread, type->function_pointer_types[i], context))) {
                    free(substituted);
                    return NULL;
                }
            Type *result = loader_function_pointer_type(substituted, count, type->function_pointer_convention);
            free(substituted);
            return result;
        }
        Type *element = loader_substitute(thread, type->element, context);
        return element ? loader_pointer_type(element) : NULL;
    }
    default: {
        if (!type->generic_arguments) return type;
        Type *definition = type->generic_definition ? type->generic_definition : type;
        Type *arguments[MAX_GENERIC_PARAMETERS];
        uint32_t count = type->generic_argument_count;
        if (count > MAX_GENERIC_PARAMETERS) count = MAX_GENERIC_PARAMETERS;
        for (uint32_t i = 0; i < count; i++) {
            arguments[i] = loader_substitute(thread, type->generic_arguments[i], context);
            if (!arguments[i]) return NULL;
        }
        return loader_instantiate_type(thread, definition, arguments, count);
    }
    }
}

/* ---- generic constraints (II.10.1.7) ----------------------------------------------------- */

static bool has_public_default_constructor(Thread *thread, Type *type) {
    for (uint32_t i = 0; i < type->method_count; i++) {
        Method *m = type->methods[i];
        if (strcmp(m->name, ".ctor") || (m->flags & META_METHOD_STATIC) || (m->flags & 0x7) != META_METHOD_PUBLIC) continue;
        if (loader_prepare_method(thread, m) && m->signature.parameter_count == 0) return true;
    }
    thread->exception = NULL;
    return false;
}

static Assembly *generic_parameter_assembly(const Type *parameter) {
    return parameter->generic_parameter_owner_method ? parameter->generic_parameter_owner_method->owner->assembly
                                                     : parameter->generic_parameter_owner_type->assembly;
}

int32_t loader_generic_parameter_constraints(Thread *thread, Type *parameter, const GenericContext *context, Type **out, uint32_t room) {
    if (!parameter->generic_parameter_row) return 0;
    Assembly *assembly = generic_parameter_assembly(parameter);
    uint32_t rows = meta_table_row_count(assembly->image, META_TABLE_GENERICPARAMCONSTRAINT), count = 0;
    for (uint32_t i = 1; i <= rows && count < room; i++) {
        const MetaGenericParamConstraintRow *row = meta_generic_param_constraint(assembly->image, i);
        if (row->owner != parameter->generic_parameter_row) continue;
        if (!(out[count++] = loader_resolve_type(thread, assembly, row->constraint, context))) return -1;
    }
    return (int32_t)count;
}

/* Whether `argument` satisfies the constraints of declared generic parameter `parameter`, its
 * type constraints read in `context` (the instantiation being made, so that `where T :
 * IComparable<T>` asks for IComparable<argument>): the special constraints (class; struct, which
 * Nullable<T> does not satisfy; new(), a value type or a concrete class with a public
 * parameterless constructor; byref-like arguments only with `allows ref struct`) and each type
 * constraint as an assignment.  A generic parameter as argument (an open instantiation) is not
 * checked here. */
bool loader_satisfies_constraints(Thread *thread, Type *parameter, Type *argument, const GenericContext *context) {
    if (!parameter->generic_parameter_row || argument->kind == TYPE_KIND_GENERIC_PARAMETER) return true;
    if (!loader_ensure_laid_out(thread, argument)) { /* byref-likeness, interfaces and parents are known once laid out */
        thread->exception = NULL;
        return false;
    }
    const MetaGenericParamRow *row = meta_generic_param(generic_parameter_assembly(parameter)->image, parameter->generic_parameter_row);
    uint32_t flags = row ? row->flags : 0;
    if ((flags & 0x4) && !loader_type_is_reference(argument)) return false;
    if ((flags & 0x8) && (argument->kind != TYPE_KIND_VALUE_TYPE || (argument->flags & TYPE_FLAG_NULLABLE))) return false;
    if ((flags & 0x10) && argument->kind != TYPE_KIND_VALUE_TYPE &&
        (argument->kind != TYPE_KIND_CLASS || (argument->attributes & META_TYPE_ABSTRACT) || !has_public_default_constructor(thread, argument)))
        return false;
    if (!(flags & 0x20) && loader_type_is_byref_like(argument)) return false;
    Type *constraints[64];
    int32_t count = loader_generic_parameter_constraints(thread, parameter, context, constraints, 64);
    if (count < 0) {
        thread->exception = NULL;
        return false;
    }
    for (int32_t i = 0; i < count; i++) /* T : U with U open is not checked */
        if (constraints[i]->kind != TYPE_KIND_GENERIC_PARAMETER && !vm_type_is_assignable(constraints[i], argument)) return false;
    return true;
}
