/*
 * coreclr_dynamic_method.c — CoreLib's DynamicMethod (System.Reflection.Emit) on corvid: the
 * runtime half of what CoreCLR calls lightweight code generation (LCG, vm/dynamicmethod.cpp).
 *
 * DynamicMethod.GetMethodDescriptor hands the runtime the method's name, its signature (types
 * written as ELEMENT_TYPE_INTERNAL handles) and a DynamicResolver, through the QCall
 * ModuleHandle_GetDynamicMethod.  The resolver gives the IL (GetCodeInfo), the locals
 * (GetLocalsSignature) and the exception clauses (GetEHInfo; GetRawEHInfo for DynamicILInfo).
 * The IL's tokens index the generator's DynamicScope: a token's low 24 bits are a position in
 * its list, whose entries are handles (ResolveToken says which type, method or field), strings
 * and signatures.  corvid copies the body when the method is made and resolves the whole scope
 * before the method is first transcoded (loader.h LoaderDynamicMethod): by then the IL is final,
 * and a method that calls itself has its handle.
 *
 * The resolver stays rooted: corvid never frees a Method (CoreCLR frees an LCG method some time
 * after its DynamicMethod dies; DynamicResolver's finalizer asks for that, and never runs here).
 */
#include "coreclr/coreclr_internal.h"

#include "gc/gc.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

typedef struct DynamicMaker {
    Object *resolver; /* CoreLib's DynamicResolver, a GC root */
} DynamicMaker;

/* CORINFO_EH_CLAUSE, as Resolver.GetEHInfo fills it */
typedef struct ResolverClause {
    uint32_t flags, try_offset, try_length, handler_offset, handler_length,
        class_token_or_filter_offset;
} ResolverClause;

static Object *field_object(Object *object, const char *name) {
    Field *field = object ? loader_find_field(object->vtable->type, name) : NULL;
    return field ? *(Object **)((uint8_t *)object + field->offset) : NULL;
}

/* Calls the resolver's `name` (an override of System.Resolver's) with `args` after `this`. */
static bool call_resolver(Thread *thread, Object *resolver, const char *name, int parameter_count,
                          Slot *args, Slot *result) {
    Method *method = loader_find_method(resolver->vtable->type, name, parameter_count);
    if (!method) {
        vm_throw_new(thread, "System.MissingMethodException",
                     "CoreLib's DynamicResolver lacks a method corvid calls.");
        return false;
    }
    Slot all[5] = {{.o = resolver}};
    for (int i = 0; i < parameter_count && i < 4; i++)
        all[i + 1] = args[i];
    return interp_invoke(thread, method, all, result);
}

static void *copy_bytes(Object *array, uint32_t *length) {
    *length = array ? (uint32_t)((Array *)array)->length : 0;
    uint8_t *copy = malloc(*length ? *length : 1);
    if (copy && *length) memcpy(copy, vm_array_data(array), *length);
    return copy;
}

/* II.25.4.5-6: one exception section, small or fat (DynamicILInfo.SetExceptions) */
static bool parse_raw_clauses(const uint8_t *section, uint32_t size, MetaExceptionClause *out,
                              uint32_t count) {
    if (size < 4) return false;
    bool fat = (section[0] & 0x40) != 0;
    uint32_t clause_size = fat ? 24 : 12;
    if (4 + (uint64_t)count * clause_size > size) return false;
    for (uint32_t i = 0; i < count; i++) {
        const uint8_t *c = section + 4 + i * clause_size;
        uint32_t fields[6];
        if (fat) {
            memcpy(fields, c, sizeof fields);
        } else {
            fields[0] = (uint32_t)(c[0] | c[1] << 8);
            fields[1] = (uint32_t)(c[2] | c[3] << 8);
            fields[2] = c[4];
            fields[3] = (uint32_t)(c[5] | c[6] << 8);
            fields[4] = c[7];
            memcpy(&fields[5], c + 8, 4);
        }
        out[i] =
            (MetaExceptionClause){fields[0], fields[1], fields[2], fields[3], fields[4], fields[5]};
    }
    return true;
}

static bool clauses_fit(const MetaExceptionClause *clauses, uint32_t count, uint32_t code_size) {
    for (uint32_t i = 0; i < count; i++) {
        const MetaExceptionClause *c = &clauses[i];
        if ((c->flags & ~7u) || (uint64_t)c->try_offset + c->try_length > code_size ||
            (uint64_t)c->handler_offset + c->handler_length > code_size ||
            (c->flags == META_CLAUSE_FILTER && c->class_token_or_filter_offset >= code_size))
            return false;
    }
    return true;
}

/* The IL, locals and clauses, copied (the ILGenerator may be reused after). */
static bool read_body(Thread *thread, Object *resolver, LoaderDynamicMethod *dynamic) {
    int32_t stack_size = 0, init_locals = 0, clause_count = 0;
    Slot args[4] = {{.p = &stack_size}, {.p = &init_locals}, {.p = &clause_count}},
         result[1] = {{0}};
    if (!call_resolver(thread, resolver, "GetCodeInfo", 3, args, result)) return false;
    MetaMethodBody *body = &dynamic->body;
    body->code = copy_bytes(result[0].o, &body->code_size);
    body->max_stack = stack_size > 0 ? (uint32_t)stack_size : 0;
    body->init_locals = init_locals != 0;
    result[0].o = NULL;
    if (!call_resolver(thread, resolver, "GetLocalsSignature", 0, args, result)) return false;
    dynamic->locals_signature.data = copy_bytes(result[0].o, &dynamic->locals_signature.size);
    if (clause_count < 0 || clause_count > 65535) goto bad;
    if (clause_count) {
        MetaExceptionClause *clauses = calloc((size_t)clause_count, sizeof *clauses);
        body->clauses = clauses;
        body->clause_count = (uint32_t)clause_count;
        result[0].o = NULL;
        if (!call_resolver(thread, resolver, "GetRawEHInfo", 0, args, result)) return false;
        if (result[0].o && ((Array *)result[0].o)->length) {
            Array *raw = (Array *)result[0].o;
            if (!parse_raw_clauses(vm_array_data(result[0].o), (uint32_t)raw->length, clauses,
                                   (uint32_t)clause_count))
                goto bad;
        } else {
            for (int32_t i = 0; i < clause_count; i++) {
                ResolverClause clause = {0};
                Slot clause_args[2] = {{.i4 = i}, {.p = &clause}};
                if (!call_resolver(thread, resolver, "GetEHInfo", 2, clause_args, result))
                    return false;
                clauses[i] = (MetaExceptionClause){
                    clause.flags,          clause.try_offset,
                    clause.try_length,     clause.handler_offset,
                    clause.handler_length, clause.class_token_or_filter_offset};
            }
        }
        if (!clauses_fit(clauses, body->clause_count, body->code_size)) goto bad;
    }
    return body->code && dynamic->locals_signature.data;
bad: /* CoreCLR's words for a malformed exception section */
    vm_throw_new(thread, "System.BadImageFormatException", "Bad binary signature. (0x80131192)");
    return false;
}

/* The member of `context` (an instantiation of the member's type) that a handle names: tokens
 * of DynamicILGenerator.GetTokenFor(handle, declaring type); a generic method keeps its own
 * arguments. */
static Method *method_in_context(Thread *thread, Method *method, Type *context) {
    if (!context || context == method->owner || !loader_ensure_laid_out(thread, context)) return method;
    Method *found = coreclr_method_in_type(context, method->generic_definition ? method->generic_definition : method);
    if (!found) return method;
    return method->generic_definition ? loader_instantiate_method(thread, found, method->generic_arguments,
                                                                  method->generic_argument_count)
                                      : found;
}

static Field *field_in_context(Thread *thread, Field *field, Type *context) {
    if (!context || context == field->owner || !loader_ensure_laid_out(thread, context)) return field;
    Field *found = coreclr_field_in_type(context, field);
    return found ? found : field;
}

static bool resolve_entry(Thread *thread, Object *resolver, uint32_t index, Object *entry,
                          LoaderDynamicToken *out) {
    if (!entry) return true;
    if (entry->vtable->flags & VTABLE_IS_STRING) {
        String *text = (String *)entry;
        out->kind = LOADER_DYNAMIC_STRING;
        out->length = (uint32_t)text->length;
        out->as.chars = malloc((out->length ? out->length : 1) * sizeof(uint16_t));
        if (out->length) memcpy(out->as.chars, text->chars, out->length * sizeof(uint16_t));
        return true;
    }
    Type *type = entry->vtable->type;
    if (type->kind == TYPE_KIND_ARRAY && type->element == vm_types.byte &&
        !(type->flags & TYPE_FLAG_MULTI_DIMENSIONAL)) {
        out->kind = LOADER_DYNAMIC_SIGNATURE;
        out->as.bytes = copy_bytes(entry, &out->length);
        return true;
    }
    intptr_t type_handle = 0, method_handle = 0, field_handle = 0;
    Slot args[4] = {
        {.i4 = (int32_t)index}, {.p = &type_handle}, {.p = &method_handle}, {.p = &field_handle}};
    Slot result[1];
    if (!call_resolver(thread, resolver, "ResolveToken", 4, args, result)) return false;
    Type *context = type_handle ? coreclr_type_handle_type((uintptr_t)type_handle) : NULL;
    if (method_handle) {
        out->kind = LOADER_DYNAMIC_METHOD;
        out->as.method = method_in_context(thread, (Method *)method_handle, context);
    } else if (field_handle) {
        out->kind = LOADER_DYNAMIC_FIELD;
        out->as.field = field_in_context(thread, (Field *)field_handle, context);
    } else if (context) {
        out->kind = LOADER_DYNAMIC_TYPE;
        out->as.type = context;
    }
    return out->as.method != NULL || out->kind == LOADER_DYNAMIC_NONE;
}

static pthread_mutex_t publish_lock = PTHREAD_MUTEX_INITIALIZER;

/* LoaderDynamicMethod.prepare: every entry of the scope.  Threads that race each make a table;
 * the first one published wins (the entries are plain data). */
static bool prepare_tokens(Thread *thread, Method *method) {
    LoaderDynamicMethod *dynamic = method->dynamic;
    DynamicMaker *maker = dynamic->maker;
    Object *tokens = field_object(field_object(maker->resolver, "m_scope"), "m_tokens");
    Object *items = field_object(tokens, "_items");
    Field *size_field = tokens ? loader_find_field(tokens->vtable->type, "_size") : NULL;
    if (!items || !size_field) {
        vm_throw_new(thread, "System.MissingMemberException",
                     "CoreLib's DynamicScope is not the List<object> corvid reads.");
        return false;
    }
    int32_t size = *(int32_t *)((uint8_t *)tokens + size_field->offset);
    if (size < 0 || size > ((Array *)items)->length) size = 0;
    LoaderDynamicToken *table = calloc((size_t)size + 1, sizeof *table);
    for (int32_t i = 0; i < size; i++) {
        /* re-read each time: resolving runs managed code, and the list is the GC's to move */
        items = field_object(tokens, "_items");
        Object *entry = ((Object **)vm_array_data(items))[i];
        if (!resolve_entry(thread, maker->resolver, (uint32_t)i, entry, &table[i])) {
            free(table);
            return false;
        }
    }
    pthread_mutex_lock(&publish_lock);
    if (!dynamic->prepared) {
        dynamic->tokens = table;
        dynamic->token_count = (uint32_t)size;
        __atomic_store_n(&dynamic->prepared, true, __ATOMIC_RELEASE);
        table = NULL;
    }
    pthread_mutex_unlock(&publish_lock);
    free(table);
    return true;
}

/* ModuleHandle_GetDynamicMethod(QCallModule module, byte* utf8 name, byte* signature, int length,
 * ObjectHandleOnStack resolver, ObjectHandleOnStack result): the method's RuntimeMethodInfoStub */
static void qcall_get_dynamic_method(Thread *thread, Slot *args, Slot *result) {
    Assembly *assembly = args[1].p;
    const char *name = args[2].p;
    const uint8_t *signature = args[3].p;
    int32_t signature_length = args[4].i4;
    Object *resolver = *(Object **)args[5].p;
    if (!assembly || !name || !signature || signature_length <= 0 || !resolver) {
        vm_throw_new(thread, "System.ArgumentException",
                     "The dynamic method has no module, name, signature or IL.");
        return;
    }
    DynamicMaker *maker = calloc(1, sizeof *maker);
    LoaderDynamicMethod *dynamic = calloc(1, sizeof *dynamic);
    if (!maker || !dynamic) {
        free(maker);
        free(dynamic);
        vm_throw_new(thread, "System.OutOfMemoryException", NULL);
        return;
    }
    maker->resolver = resolver;
    gc_add_root(&maker->resolver, 1);
    dynamic->maker = maker;
    dynamic->prepare = prepare_tokens;
    if (!read_body(thread, resolver, dynamic))
        return; /* the rooted resolver is small; the failure is rare */
    Method *method = loader_new_dynamic_method(
        thread, assembly, name, (MetaBlob){signature, (uint32_t)signature_length}, dynamic);
    if (method) coreclr_store_method_info_stub(thread, args[6].p, method);
}

/* RuntimeMethodHandle.GetResolver(RuntimeMethodHandleInternal): a dynamic method's resolver */
static void method_get_resolver(Thread *thread, Slot *args, Slot *result) {
    Method *method = args[0].p;
    result[0].o =
        method && method->dynamic ? ((DynamicMaker *)method->dynamic->maker)->resolver : NULL;
}

static void method_is_dynamic(Thread *thread, Slot *args, Slot *result) {
    Method *method = args[0].p;
    result[0].i4 = method && method->dynamic;
}

/* StubHelpers.NextCallReturnAddress(): CoreCLR's JIT gives the return address of the call that
 * follows, which keeps that call from being inlined; CoreLib's emitted invoke stubs
 * (InvokerEmitUtil) call it for that effect only and pop the value.  corvid's inliner already
 * keeps the frames that stack-walking callers look for (methods with a StackCrawlMark), and an
 * interpreted call has no native return address: the value is null. */
static void stub_next_call_return_address(Thread *thread, Slot *args, Slot *result) {
    result[0].p = NULL;
}

const InternalCallEntry coreclr_dynamic_method_fcalls[] = {
    {"System.StubHelpers.StubHelpers::NextCallReturnAddress()", stub_next_call_return_address},
    {"System.RuntimeMethodHandle::GetResolver(System.RuntimeMethodHandleInternal)",
     method_get_resolver},
    {"System.RuntimeMethodHandle::IsDynamicMethod(System.RuntimeMethodHandleInternal)",
     method_is_dynamic},
    {NULL, NULL},
};

const InternalCallEntry coreclr_dynamic_method_qcalls[] = {
    {"ModuleHandle_GetDynamicMethod", qcall_get_dynamic_method},
    {NULL, NULL},
};

void coreclr_dynamic_method_init(void) {
    loader_set_internal_type_resolver(coreclr_type_handle_type);
}
