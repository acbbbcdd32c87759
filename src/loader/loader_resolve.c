/*
 * loader_resolve.c — signatures (II.23.2) to Types, and metadata tokens to Types, Methods and
 * Fields.  MemberRefs bind by name and signature (DESIGN.md, "Corlib"), so a program built
 * against Mono's mscorlib finds the same members in corvid's corlib.
 */
#include "loader/loader_internal.h"
#include "gc/gc.h"
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <fnmatch.h>
#include <string.h>

Type *loader_resolve_typeref(Thread *thread, Assembly *assembly, uint32_t row);

static void raise_bad_image(Thread *thread, Assembly *assembly, const char *what) {
    char message[512];
    snprintf(message, sizeof message, "Bad signature or token in '%s': %s.", assembly->name, what);
    vm_throw_new(thread, "System.BadImageFormatException", message);
}

/* Primitive element types name corlib's System types; looked up on first use because corlib's
 * own signatures mention them while corlib is still loading. */
static Type *corlib_primitive(Type **cell, const char *name) {
    if (!*cell) *cell = loader_find_type(loader_corlib(), "System", name);
    return *cell;
}

static Type *element_type_to_type(uint8_t element_type) {
    switch (element_type) {
    case META_ELEMENT_TYPE_VOID: return corlib_primitive(&vm_types.void_type, "Void");
    case META_ELEMENT_TYPE_BOOLEAN: return corlib_primitive(&vm_types.boolean, "Boolean");
    case META_ELEMENT_TYPE_CHAR: return corlib_primitive(&vm_types.char_type, "Char");
    case META_ELEMENT_TYPE_I1: return corlib_primitive(&vm_types.sbyte, "SByte");
    case META_ELEMENT_TYPE_U1: return corlib_primitive(&vm_types.byte, "Byte");
    case META_ELEMENT_TYPE_I2: return corlib_primitive(&vm_types.int16, "Int16");
    case META_ELEMENT_TYPE_U2: return corlib_primitive(&vm_types.uint16, "UInt16");
    case META_ELEMENT_TYPE_I4: return corlib_primitive(&vm_types.int32, "Int32");
    case META_ELEMENT_TYPE_U4: return corlib_primitive(&vm_types.uint32, "UInt32");
    case META_ELEMENT_TYPE_I8: return corlib_primitive(&vm_types.int64, "Int64");
    case META_ELEMENT_TYPE_U8: return corlib_primitive(&vm_types.uint64, "UInt64");
    case META_ELEMENT_TYPE_R4: return corlib_primitive(&vm_types.single, "Single");
    case META_ELEMENT_TYPE_R8: return corlib_primitive(&vm_types.double_type, "Double");
    case META_ELEMENT_TYPE_STRING: return corlib_primitive(&vm_types.string, "String");
    case META_ELEMENT_TYPE_OBJECT: return corlib_primitive(&vm_types.object, "Object");
    case META_ELEMENT_TYPE_I: return corlib_primitive(&vm_types.intptr, "IntPtr");
    case META_ELEMENT_TYPE_U: return corlib_primitive(&vm_types.uintptr, "UIntPtr");
    case META_ELEMENT_TYPE_TYPEDBYREF: return corlib_primitive(&vm_types.typed_reference, "TypedReference");
    default: return NULL;
    }
}

Type *loader_element_type_to_type(uint8_t element_type) {
    return element_type_to_type(element_type);
}

static Type *(*internal_type_resolver)(uintptr_t handle);

void loader_set_internal_type_resolver(Type *(*resolver)(uintptr_t handle)) {
    internal_type_resolver = resolver;
}

/* ELEMENT_TYPE_INTERNAL's operand: a type handle written as the process's pointer bytes
 * (CoreLib's SignatureHelper.InternalAddRuntimeType), only in signatures made at run time. */
static Type *read_internal_type(MetaSigCursor *cursor) {
    uintptr_t handle;
    if (cursor->end - cursor->p < (ptrdiff_t)sizeof handle || !internal_type_resolver) return NULL;
    memcpy(&handle, cursor->p, sizeof handle);
    cursor->p += sizeof handle;
    return internal_type_resolver(handle);
}

/* ELEMENT_TYPE_CMOD_INTERNAL (0x22): required flag byte, then a type handle as above */
#define ELEMENT_TYPE_CMOD_INTERNAL 0x22

Type *loader_parse_type(Thread *thread, Assembly *assembly, MetaSigCursor *cursor,
                        const GenericContext *context) {
    uint8_t element_type;
    for (;;) {
        if (!meta_sig_read_byte(cursor, &element_type)) goto bad;
        if (element_type == META_ELEMENT_TYPE_CMOD_REQD || element_type == META_ELEMENT_TYPE_CMOD_OPT) {
            uint32_t token;
            if (!meta_sig_read_type_token(cursor, &token)) goto bad;
            continue;
        }
        if (element_type == ELEMENT_TYPE_CMOD_INTERNAL) {
            uint8_t required;
            if (!meta_sig_read_byte(cursor, &required) || !read_internal_type(cursor)) goto bad;
            continue;
        }
        if (element_type == META_ELEMENT_TYPE_PINNED || element_type == META_ELEMENT_TYPE_SENTINEL)
            continue;
        break;
    }
    Type *simple = element_type_to_type(element_type);
    if (simple) return simple;
    switch (element_type) {
    case META_ELEMENT_TYPE_CLASS:
    case META_ELEMENT_TYPE_VALUETYPE: {
        uint32_t token;
        if (!meta_sig_read_type_token(cursor, &token)) goto bad;
        return loader_resolve_type(thread, assembly, token, context);
    }
    case META_ELEMENT_TYPE_INTERNAL: {
        Type *type = read_internal_type(cursor);
        if (!type) goto bad;
        return type;
    }
    case META_ELEMENT_TYPE_SZARRAY: {
        Type *element = loader_parse_type(thread, assembly, cursor, context);
        return element ? loader_array_type(element, 0) : NULL;
    }
    case META_ELEMENT_TYPE_ARRAY: {
        Type *element = loader_parse_type(thread, assembly, cursor, context);
        if (!element) return NULL;
        uint32_t rank, count, value;
        int32_t bound;
        if (!meta_sig_read_compressed_u32(cursor, &rank) || rank == 0 || rank > 32) goto bad;
        if (!meta_sig_read_compressed_u32(cursor, &count)) goto bad;
        for (uint32_t i = 0; i < count; i++)
            if (!meta_sig_read_compressed_u32(cursor, &value)) goto bad;
        if (!meta_sig_read_compressed_u32(cursor, &count)) goto bad;
        for (uint32_t i = 0; i < count; i++)
            if (!meta_sig_read_compressed_i32(cursor, &bound)) goto bad;
        return loader_array_type(element, rank);
    }
    case META_ELEMENT_TYPE_PTR: {
        uint8_t next;
        if (meta_sig_peek_byte(cursor, &next) && next == META_ELEMENT_TYPE_VOID) {
            cursor->p++;
            return loader_pointer_type(vm_types.void_type);
        }
        Type *element = loader_parse_type(thread, assembly, cursor, context);
        return element ? loader_pointer_type(element) : NULL;
    }
    case META_ELEMENT_TYPE_BYREF: {
        Type *element = loader_parse_type(thread, assembly, cursor, context);
        return element ? loader_byref_type(element) : NULL;
    }
    case META_ELEMENT_TYPE_VAR:
    case META_ELEMENT_TYPE_MVAR: {
        uint32_t number;
        if (!meta_sig_read_compressed_u32(cursor, &number)) goto bad;
        bool is_method = element_type == META_ELEMENT_TYPE_MVAR;
        if (context) {
            if (is_method && context->method_arguments && number < context->method_argument_count)
                return context->method_arguments[number];
            if (!is_method && context->type_arguments && number < context->type_argument_count)
                return context->type_arguments[number];
            /* an instantiation has no such parameter: the signature is broken (II.23.2.12) */
            if ((is_method && context->method_arguments) || (!is_method && context->type_arguments)) goto bad;
        }
        return loader_generic_parameter(is_method, number);
    }
    case META_ELEMENT_TYPE_GENERICINST: {
        uint8_t kind;
        uint32_t token, count;
        if (!meta_sig_read_byte(cursor, &kind)) goto bad;
        Type *definition;
        if (kind == META_ELEMENT_TYPE_INTERNAL) {
            if (!(definition = read_internal_type(cursor))) goto bad;
        } else {
            if (!meta_sig_read_type_token(cursor, &token)) goto bad;
            if (!(definition = loader_resolve_type(thread, assembly, token, NULL))) return NULL;
        }
        if (!meta_sig_read_compressed_u32(cursor, &count) || count == 0 || count > 64) goto bad;
        Type *arguments[64];
        for (uint32_t i = 0; i < count; i++) {
            arguments[i] = loader_parse_type(thread, assembly, cursor, context);
            if (!arguments[i]) return NULL;
        }
        return loader_instantiate_type(thread, definition, arguments, count);
    }
    case META_ELEMENT_TYPE_FNPTR: {
        /* A function pointer: a native int to the engine, a type of its own to reflection */
        uint8_t convention;
        uint32_t count;
        if (!meta_sig_read_byte(cursor, &convention)) goto bad;
        if (convention & META_SIG_GENERIC) {
            uint32_t generic_count;
            if (!meta_sig_read_compressed_u32(cursor, &generic_count)) goto bad;
        }
        if (!meta_sig_read_compressed_u32(cursor, &count) || count > 255) goto bad;
        Type *types[256];
        uint32_t parsed = 0;
        for (uint32_t i = 0; i <= count; i++) {
            uint8_t next;
            if (meta_sig_peek_byte(cursor, &next) && next == META_ELEMENT_TYPE_SENTINEL) {
                meta_sig_read_byte(cursor, &next); /* a vararg pointer's fixed part ends here */
            }
            Type *type = loader_parse_type(thread, assembly, cursor, context);
            if (!type) return NULL;
            types[parsed++] = type;
        }
        return loader_function_pointer_type(types, parsed - 1, convention);
    }
    default:
        break;
    }
bad:
    raise_bad_image(thread, assembly, "malformed type in signature");
    return NULL;
}

bool loader_parse_method_signature(Thread *thread, Assembly *assembly, MetaBlob blob,
                                   const GenericContext *context, MethodSignature *out) {
    MetaSigCursor cursor = meta_sig_cursor(blob);
    uint8_t convention;
    uint32_t count;
    memset(out, 0, sizeof *out);
    if (!meta_sig_read_byte(&cursor, &convention)) goto bad;
    out->has_this = (convention & META_SIG_HASTHIS) != 0;
    out->explicit_this = (convention & META_SIG_EXPLICITTHIS) != 0;
    out->is_vararg = (convention & META_SIG_KIND_MASK) == META_SIG_VARARG;
    if (convention & META_SIG_GENERIC)
        if (!meta_sig_read_compressed_u32(&cursor, &out->generic_parameter_count)) goto bad;
    if (!meta_sig_read_compressed_u32(&cursor, &count) || count > 4096) goto bad;
    out->return_type = loader_parse_type(thread, assembly, &cursor, context);
    if (!out->return_type) return false;
    out->parameter_types = calloc(count ? count : 1, sizeof(Type *));
    for (uint32_t i = 0; i < count; i++) {
        uint8_t next;
        if (meta_sig_peek_byte(&cursor, &next) && next == META_ELEMENT_TYPE_SENTINEL) break;
        out->parameter_types[i] = loader_parse_type(thread, assembly, &cursor, context);
        if (!out->parameter_types[i]) return false;
        out->parameter_count = i + 1;
    }
    return true;
bad:
    raise_bad_image(thread, assembly, "malformed method signature");
    return false;
}

bool loader_signatures_equal(const MethodSignature *a, const MethodSignature *b) {
    if (a->has_this != b->has_this || a->parameter_count != b->parameter_count ||
        a->generic_parameter_count != b->generic_parameter_count || a->return_type != b->return_type)
        return false;
    for (uint32_t i = 0; i < a->parameter_count; i++)
        if (a->parameter_types[i] != b->parameter_types[i]) return false;
    return true;
}

GenericContext loader_method_context(Method *method) {
    GenericContext context = loader_type_context(method->owner);
    context.method_arguments = method->generic_arguments;
    context.method_argument_count = method->generic_argument_count;
    return context;
}

static uint32_t slots_of(Type *type) {
    if (type == vm_types.void_type) return 0;
    return SLOTS_FOR_SIZE(loader_type_stack_size(type));
}

bool loader_prepare_method(Thread *thread, Method *method) {
    if (method->signature_ready) return true;
    gc_mutex_lock(thread_current, &loader_lock);
    if (!method->signature_ready) {
        GenericContext context = loader_method_context(method);
        const MetaMethodDefRow *row =
            meta_methoddef(method->owner->assembly->image, META_TOKEN_ROW(method->token));
        MethodSignature signature;
        if (!loader_parse_method_signature(thread, method->owner->assembly, row->signature, &context,
                                           &signature)) {
            pthread_mutex_unlock(&loader_lock);
            return false;
        }
        /* Value-type parameters need their layout to know their slot counts. */
        uint32_t slots = signature.has_this ? 1 : 0;
        for (uint32_t i = 0; i < signature.parameter_count; i++) {
            Type *p = signature.parameter_types[i];
            if (p->kind == TYPE_KIND_VALUE_TYPE && !loader_ensure_instance_sized(thread, p)) {
                pthread_mutex_unlock(&loader_lock);
                return false;
            }
            slots += slots_of(p);
        }
        if (signature.return_type->kind == TYPE_KIND_VALUE_TYPE &&
            !loader_ensure_instance_sized(thread, signature.return_type)) {
            pthread_mutex_unlock(&loader_lock);
            return false;
        }
        method->signature = signature;
        method->argument_slots = slots;
        method->return_slots = slots_of(signature.return_type);
        __atomic_store_n(&method->signature_ready, true, __ATOMIC_RELEASE);
    }
    pthread_mutex_unlock(&loader_lock);
    return true;
}

#define METHOD_ATTRIBUTES_DYNAMIC 0x0016u /* Public | Static, as CoreCLR's LCG methods */

Method *loader_new_dynamic_method(Thread *thread, Assembly *assembly, const char *name, MetaBlob signature,
                                  LoaderDynamicMethod *dynamic) {
    Type *module_type = loader_load_typedef(thread, assembly, 1); /* <Module>, II.10.8 */
    if (!module_type) return NULL;
    MethodSignature parsed;
    if (!loader_parse_method_signature(thread, assembly, signature, NULL, &parsed)) return NULL;
    if (parsed.has_this || parsed.generic_parameter_count) {
        free(parsed.parameter_types);
        vm_throw_new(thread, "System.NotSupportedException",
                     "corvid does not support dynamic methods with an instance or generic signature yet.");
        return NULL;
    }
    uint32_t slots = 0;
    for (uint32_t i = 0; i < parsed.parameter_count; i++) {
        Type *p = parsed.parameter_types[i];
        if (p->kind == TYPE_KIND_VALUE_TYPE && !loader_ensure_instance_sized(thread, p)) return NULL;
        slots += slots_of(p);
    }
    if (parsed.return_type->kind == TYPE_KIND_VALUE_TYPE && !loader_ensure_instance_sized(thread, parsed.return_type))
        return NULL;
    Method *method = loader_permanent_calloc(1, sizeof(Method));
    method->owner = module_type;
    method->name = loader_intern(name);
    method->flags = METHOD_ATTRIBUTES_DYNAMIC;
    method->vtable_slot = -1;
    method->signature = parsed;
    method->argument_slots = slots;
    method->return_slots = slots_of(parsed.return_type);
    method->dynamic = dynamic;
    method->signature_ready = true;
    return method;
}

bool loader_prepare_dynamic_method(Thread *thread, Method *method) {
    LoaderDynamicMethod *dynamic = method->dynamic;
    if (!dynamic || __atomic_load_n(&dynamic->prepared, __ATOMIC_ACQUIRE)) return true;
    return dynamic->prepare(thread, method);
}

const LoaderDynamicToken *loader_dynamic_token(const Method *method, uint32_t token) {
    const LoaderDynamicMethod *dynamic = method->dynamic;
    uint32_t index = META_TOKEN_ROW(token);
    if (!dynamic || index >= dynamic->token_count || dynamic->tokens[index].kind == LOADER_DYNAMIC_NONE) return NULL;
    return &dynamic->tokens[index];
}

/* The definition-form (open) signature of a method, parsed without a context so that !n and
 * !!n stay parameters: the form MemberRef signatures are compared in. */
static bool open_signature(Thread *thread, Method *method, MethodSignature *out) {
    const MetaMethodDefRow *row =
        meta_methoddef(method->owner->assembly->image, META_TOKEN_ROW(method->token));
    return loader_parse_method_signature(thread, method->owner->assembly, row->signature, NULL, out);
}

static LoaderBodyOverride body_override;

void loader_set_body_override(LoaderBodyOverride override) {
    body_override = override;
}

bool loader_method_body_substituted(Method *method) {
    MetaMethodBody body;
    return body_override && body_override(method, &body);
}

bool loader_method_always_inlined(Method *method) {
    MetaMethodBody body;
    MetaError error;
    return loader_method_body(method, &body, &error) && body.code_size <= LOADER_ALWAYS_INLINE_IL_SIZE;
}

bool loader_method_body(Method *method, MetaMethodBody *body, MetaError *error) {
    if (method->dynamic) {
        *body = method->dynamic->body;
        return true;
    }
    if (body_override && body_override(method, body)) return true;
    return meta_method_body(method->owner->assembly->image, META_TOKEN_ROW(method->token), body, error);
}

Type *loader_resolve_type(Thread *thread, Assembly *assembly, uint32_t token,
                          const GenericContext *context) {
    uint32_t row = META_TOKEN_ROW(token);
    /* substituted bodies name generic arguments directly (loader_method_body) */
    if ((token & 0xFFFFFF00u) == LOADER_TOKEN_MVAR(0) && context && (token & 0xFF) < context->method_argument_count)
        return context->method_arguments[token & 0xFF];
    if ((token & 0xFFFFFF00u) == LOADER_TOKEN_VAR(0) && context && (token & 0xFF) < context->type_argument_count)
        return context->type_arguments[token & 0xFF];
    switch (META_TOKEN_TABLE(token)) {
    case META_TABLE_TYPEDEF:
        return loader_load_typedef(thread, assembly, row);
    case META_TABLE_TYPEREF:
        if (row == 0 || row > meta_table_row_count(assembly->image, META_TABLE_TYPEREF)) break;
        return loader_resolve_typeref(thread, assembly, row);
    case META_TABLE_TYPESPEC: {
        const MetaTypeSpecRow *spec = meta_typespec(assembly->image, row);
        if (!spec) break;
        MetaSigCursor cursor = meta_sig_cursor(spec->signature);
        return loader_parse_type(thread, assembly, &cursor, context);
    }
    default:
        break;
    }
    raise_bad_image(thread, assembly, "type token out of range");
    return NULL;
}

static void raise_missing_method(Thread *thread, Type *type, const char *name) {
    char full[512], message[768];
    loader_type_full_name(type, full, sizeof full);
    snprintf(message, sizeof message, "Method not found: '%s.%s'.", full, name);
    vm_throw_new(thread, "System.MissingMethodException", message);
}

/* The method of `type` (or an ancestor: corvid's corlib may declare a member one class higher
 * than Mono's) with this name and open signature. */
static Method *find_method_by_signature(Thread *thread, Type *type, const char *name,
                                        const MethodSignature *wanted) {
    for (Type *t = type; t; t = t->parent) {
        Type *definition = t->generic_definition ? t->generic_definition : t;
        for (uint32_t i = 0; i < definition->method_count; i++) {
            Method *candidate = definition->methods[i];
            if (strcmp(candidate->name, name) != 0) continue;
            MethodSignature signature;
            if (!open_signature(thread, candidate, &signature)) return NULL;
            bool equal = loader_signatures_equal(&signature, wanted);
            free(signature.parameter_types);
            if (equal) return t->methods[i];
        }
        if (t->kind == TYPE_KIND_ARRAY) break;
    }
    return NULL;
}

Method *loader_array_method(Thread *thread, Assembly *assembly, Type *array_type, const char *name,
                            MetaBlob signature, const GenericContext *context);

static Method *resolve_memberref_method(Thread *thread, Assembly *assembly,
                                        const MetaMemberRefRow *ref, const GenericContext *context) {
    Type *parent = NULL;
    switch (META_TOKEN_TABLE(ref->parent)) {
    case META_TABLE_TYPEDEF:
    case META_TABLE_TYPEREF:
    case META_TABLE_TYPESPEC:
        parent = loader_resolve_type(thread, assembly, ref->parent, context);
        break;
    case META_TABLE_METHODDEF: /* vararg call site of a method in this module */
        return loader_resolve_method(thread, assembly, ref->parent, context);
    default:
        raise_bad_image(thread, assembly, "unsupported MemberRef parent");
        return NULL;
    }
    if (!parent) return NULL;
    if (parent->kind == TYPE_KIND_ARRAY) {
        Method *m = loader_array_method(thread, assembly, parent, ref->name, ref->signature, context);
        if (m || thread->exception) return m;
    }
    MethodSignature wanted;
    if (!loader_parse_method_signature(thread, assembly, ref->signature, NULL, &wanted)) return NULL;
    Method *method = find_method_by_signature(thread, parent, ref->name, &wanted);
    free(wanted.parameter_types);
    if (!method && !thread->exception) raise_missing_method(thread, parent, ref->name);
    return method;
}

/* ---- synthetic member tokens ------------------------------------------------------------- */

#define SYNTHETIC_FIRST_ROW 0xF00000u /* metadata tables never reach 15 million rows here */

typedef struct SyntheticMember {
    void *member;
    const char *exception_type, *message;
} SyntheticMember;
static SyntheticMember *synthetic_members;
static uint32_t synthetic_count, synthetic_capacity;
static pthread_mutex_t synthetic_lock = PTHREAD_MUTEX_INITIALIZER;

static uint32_t synthetic_token(uint8_t table, void *member, const char *exception_type, const char *message) {
    pthread_mutex_lock(&synthetic_lock);
    if (synthetic_count == synthetic_capacity) {
        synthetic_capacity = synthetic_capacity ? synthetic_capacity * 2 : 16;
        synthetic_members = realloc(synthetic_members, synthetic_capacity * sizeof *synthetic_members);
        if (!synthetic_members) abort();
    }
    synthetic_members[synthetic_count] = (SyntheticMember){member, member ? NULL : loader_intern(exception_type), member ? NULL : loader_intern(message)};
    uint32_t token = META_TOKEN(table, SYNTHETIC_FIRST_ROW + synthetic_count++);
    pthread_mutex_unlock(&synthetic_lock);
    return token;
}

uint32_t loader_synthetic_method_token(Method *member, const char *exception_type, const char *message) {
    return synthetic_token(META_TABLE_METHODDEF, member, exception_type, message);
}

uint32_t loader_synthetic_field_token(Field *member, const char *exception_type, const char *message) {
    return synthetic_token(META_TABLE_FIELD, member, exception_type, message);
}

/* true when `row` is synthetic: *member is what it names, NULL with the exception raised */
static bool resolve_synthetic(Thread *thread, uint32_t row, void **member) {
    if (row < SYNTHETIC_FIRST_ROW) return false;
    pthread_mutex_lock(&synthetic_lock);
    SyntheticMember entry = row - SYNTHETIC_FIRST_ROW < synthetic_count ? synthetic_members[row - SYNTHETIC_FIRST_ROW]
                                                                         : (SyntheticMember){NULL, "System.BadImageFormatException", "member token out of range"};
    pthread_mutex_unlock(&synthetic_lock);
    *member = entry.member;
    if (!entry.member) vm_throw_new(thread, entry.exception_type, entry.message);
    return true;
}

Method *loader_resolve_method(Thread *thread, Assembly *assembly, uint32_t token,
                              const GenericContext *context) {
    uint32_t row = META_TOKEN_ROW(token);
    void *synthetic;
    if (META_TOKEN_TABLE(token) == META_TABLE_METHODDEF && resolve_synthetic(thread, row, &synthetic)) return synthetic;
    MetaImage *image = assembly->image;
    if (token == LOADER_TOKEN_MVAR0_DEFAULT_CTOR && context && context->method_argument_count) {
        Type *type = context->method_arguments[0];
        Method *ctor = NULL;
        for (uint32_t i = 0; type->kind == TYPE_KIND_CLASS && i < type->method_count && !ctor; i++)
            if (strcmp(type->methods[i]->name, ".ctor") == 0 && !(type->methods[i]->flags & META_METHOD_STATIC) &&
                loader_prepare_method(thread, type->methods[i]) && type->methods[i]->signature.parameter_count == 0)
                ctor = type->methods[i];
        if (!ctor && !thread->exception) raise_missing_method(thread, type, ".ctor");
        return ctor;
    }
    switch (META_TOKEN_TABLE(token)) {
    case META_TABLE_METHODDEF: {
        if (row == 0 || row > meta_table_row_count(image, META_TABLE_METHODDEF)) break;
        AssemblyIndex *index = loader_assembly_index(assembly);
        Method *cached = __atomic_load_n(&index->methoddef_cache[row], __ATOMIC_ACQUIRE);
        if (cached && !(cached->owner->flags & TYPE_FLAG_GENERIC_DEFINITION)) return cached;
        uint32_t owner_row = meta_method_owner(image, row);
        Type *owner = loader_load_typedef(thread, assembly, owner_row);
        if (!owner) return NULL;
        uint32_t first, end;
        meta_typedef_method_range(image, owner_row, &first, &end);
        uint32_t position = meta_list_position(image, META_TABLE_METHODDEF, row);
        if (position < first || position >= end) break;
        if ((owner->flags & TYPE_FLAG_GENERIC_DEFINITION) && context && context->type_argument_count == owner->generic_argument_count) {
            Type *instance = loader_instantiate_type(thread, owner, context->type_arguments, context->type_argument_count);
            return instance ? instance->methods[position - first] : NULL;
        }
        if (loader_typedef_published(owner))
            __atomic_store_n(&index->methoddef_cache[row], owner->methods[position - first], __ATOMIC_RELEASE);
        return owner->methods[position - first];
    }
    case META_TABLE_MEMBERREF: {
        const MetaMemberRefRow *ref = meta_memberref(image, row);
        if (!ref) break;
        return resolve_memberref_method(thread, assembly, ref, context);
    }
    case META_TABLE_METHODSPEC: {
        const MetaMethodSpecRow *spec = meta_method_spec(image, row);
        if (!spec) break;
        Method *definition = loader_resolve_method(thread, assembly, spec->method, context);
        if (!definition) return NULL;
        MetaSigCursor cursor = meta_sig_cursor(spec->instantiation);
        uint8_t kind;
        uint32_t count;
        if (!meta_sig_read_byte(&cursor, &kind) || !meta_sig_read_compressed_u32(&cursor, &count) ||
            count == 0 || count > 64)
            break;
        Type *arguments[64];
        for (uint32_t i = 0; i < count; i++) {
            arguments[i] = loader_parse_type(thread, assembly, &cursor, context);
            if (!arguments[i]) return NULL;
        }
        return loader_instantiate_method(thread, definition, arguments, count);
    }
    default:
        break;
    }
    raise_bad_image(thread, assembly, "method token out of range");
    return NULL;
}

Field *loader_resolve_field(Thread *thread, Assembly *assembly, uint32_t token,
                            const GenericContext *context) {
    uint32_t row = META_TOKEN_ROW(token);
    void *synthetic;
    if (META_TOKEN_TABLE(token) == META_TABLE_FIELD && resolve_synthetic(thread, row, &synthetic)) return synthetic;
    MetaImage *image = assembly->image;
    if (META_TOKEN_TABLE(token) == META_TABLE_FIELD) {
        if (row == 0 || row > meta_table_row_count(image, META_TABLE_FIELD)) goto bad;
        uint32_t owner_row = meta_field_owner(image, row);
        Type *owner = loader_load_typedef(thread, assembly, owner_row);
        if (!owner) return NULL;
        uint32_t first, end;
        meta_typedef_field_range(image, owner_row, &first, &end);
        uint32_t position = meta_list_position(image, META_TABLE_FIELD, row);
        if (position < first || position >= end) goto bad;
        /* A FieldDef of a generic type used inside its own code means this instantiation. */
        if ((owner->flags & TYPE_FLAG_GENERIC_DEFINITION) && context && context->type_argument_count == owner->generic_argument_count) {
            Type *instance = loader_instantiate_type(thread, owner, context->type_arguments, context->type_argument_count);
            if (!instance) return NULL;
            owner = instance;
        }
        return &owner->fields[position - first];
    }
    if (META_TOKEN_TABLE(token) == META_TABLE_MEMBERREF) {
        const MetaMemberRefRow *ref = meta_memberref(image, row);
        if (!ref) goto bad;
        Type *parent = loader_resolve_type(thread, assembly, ref->parent, context);
        if (!parent) return NULL;
        for (Type *t = parent; t; t = t->parent)
            for (uint32_t i = 0; i < t->field_count; i++)
                if (strcmp(t->fields[i].name, ref->name) == 0) return &t->fields[i];
        char full[512], message[768];
        loader_type_full_name(parent, full, sizeof full);
        snprintf(message, sizeof message, "Field not found: '%s.%s'.", full, ref->name);
        vm_throw_new(thread, "System.MissingFieldException", message);
        return NULL;
    }
bad:
    raise_bad_image(thread, assembly, "field token out of range");
    return NULL;
}

/* ---- names ----------------------------------------------------------------------------- */

static size_t append(char *buffer, size_t size, size_t at, const char *text) {
    size_t length = strlen(text);
    if (at < size) {
        size_t room = size - at - 1;
        memcpy(buffer + at, text, length < room ? length : room);
        buffer[at + (length < room ? length : room)] = 0;
    }
    return at + length;
}

/* Type.FullName style: "System.Collections.Generic.List`1[[System.Int32]]" is .NET's exact
 * form; corvid prints the readable "List`1[System.Int32]" as Type.ToString() does. */
static size_t format_type(Type *type, char *buffer, size_t size, size_t at, bool with_namespace) {
    if (type->flags & TYPE_FLAG_FUNCTION_POINTER) { /* Ret(P1, P2), as CoreCLR's TypeString */
        at = format_type(type->function_pointer_types[0], buffer, size, at, with_namespace);
        at = append(buffer, size, at, "(");
        for (uint32_t i = 1; i <= type->function_pointer_parameter_count; i++) {
            if (i > 1) at = append(buffer, size, at, ", ");
            at = format_type(type->function_pointer_types[i], buffer, size, at, with_namespace);
        }
        return append(buffer, size, at, ")");
    }
    if (type->kind == TYPE_KIND_ARRAY || type->kind == TYPE_KIND_BYREF || type->kind == TYPE_KIND_POINTER) {
        at = format_type(type->element, buffer, size, at, with_namespace);
        const char *suffix = type->name + strlen(type->element->name);
        return append(buffer, size, at, suffix);
    }
    if (type->kind == TYPE_KIND_GENERIC_PARAMETER) return append(buffer, size, at, type->name);
    if (type->declaring_type) {
        at = format_type(type->declaring_type->generic_definition ? type->declaring_type->generic_definition
                                                                   : type->declaring_type,
                         buffer, size, at, with_namespace);
        at = append(buffer, size, at, "+");
    } else if (with_namespace && type->namespace_name[0]) {
        at = append(buffer, size, at, type->namespace_name);
        at = append(buffer, size, at, ".");
    }
    at = append(buffer, size, at, type->name);
    if (type->generic_definition) {
        at = append(buffer, size, at, "[");
        for (uint32_t i = 0; i < type->generic_argument_count; i++) {
            if (i) at = append(buffer, size, at, ",");
            at = format_type(type->generic_arguments[i], buffer, size, at, true);
        }
        at = append(buffer, size, at, "]");
    }
    return at;
}

void loader_type_full_name(Type *type, char *buffer, size_t size) {
    if (size) buffer[0] = 0;
    format_type(type, buffer, size, 0, true);
}

/* Short names of primitives as the .NET stack trace prints them (Int32, String...). */
static bool method_matches_one(Method *method, const char *pattern) {
    char full[512], with_type[1100];
    if (!strchr(pattern, ':')) return fnmatch(pattern, method->name, 0) == 0;
    loader_type_full_name(method->owner, full, sizeof full);
    snprintf(with_type, sizeof with_type, "%s:%s", full, method->name);
    if (fnmatch(pattern, with_type, 0) == 0) return true;
    snprintf(with_type, sizeof with_type, "%s:%s", method->owner->name, method->name);
    return fnmatch(pattern, with_type, 0) == 0;
}

bool loader_method_matches(Method *method, const char *patterns) {
    if (!patterns || !*patterns) return false;
    char copy[1024];
    snprintf(copy, sizeof copy, "%s", patterns);
    char *save = NULL;
    for (char *p = strtok_r(copy, " ;,", &save); p; p = strtok_r(NULL, " ;,", &save))
        if (method_matches_one(method, p)) return true;
    return false;
}

void loader_method_display_name(Method *method, char *buffer, size_t size) {
    size_t at = 0;
    if (size) buffer[0] = 0;
    at = format_type(method->owner, buffer, size, at, true);
    at = append(buffer, size, at, ".");
    at = append(buffer, size, at, method->name);
    if (method->generic_arguments && method->generic_definition) {
        at = append(buffer, size, at, "[");
        for (uint32_t i = 0; i < method->generic_argument_count; i++) {
            if (i) at = append(buffer, size, at, ",");
            at = format_type(method->generic_arguments[i], buffer, size, at, false);
        }
        at = append(buffer, size, at, "]");
    }
    at = append(buffer, size, at, "(");
    if (loader_prepare_method(thread_current, method)) {
        /* Parameter names from the Param table, as .NET's stack traces show them. */
        uint32_t first = 0, end = 0;
        MetaImage *image = method->owner->assembly ? method->owner->assembly->image : NULL;
        if (image && method->token && META_TOKEN_TABLE(method->token) == META_TABLE_METHODDEF)
            meta_method_param_range(image, META_TOKEN_ROW(method->token), &first, &end);
        for (uint32_t i = 0; i < method->signature.parameter_count; i++) {
            if (i) at = append(buffer, size, at, ", ");
            at = format_type(method->signature.parameter_types[i], buffer, size, at, false);
            for (uint32_t position = first; position < end; position++) {
                const MetaParamRow *param = meta_param(image, meta_list_row(image, META_TABLE_PARAM, position));
                if (param->sequence == i + 1 && param->name[0]) {
                    at = append(buffer, size, at, " ");
                    at = append(buffer, size, at, param->name);
                }
            }
        }
    }
    append(buffer, size, at, ")");
}

/* The canonical internal-call key: "Namespace.Type::Method(int,string)" over the open
 * signature (see vm.h, InternalCallEntry). */
static size_t format_key_type(Type *type, char *buffer, size_t size, size_t at) {
    static const struct { uint8_t element_type; const char *name; } keywords[] = {
        {META_ELEMENT_TYPE_BOOLEAN, "bool"}, {META_ELEMENT_TYPE_CHAR, "char"},
        {META_ELEMENT_TYPE_I1, "sbyte"},     {META_ELEMENT_TYPE_U1, "byte"},
        {META_ELEMENT_TYPE_I2, "short"},     {META_ELEMENT_TYPE_U2, "ushort"},
        {META_ELEMENT_TYPE_I4, "int"},       {META_ELEMENT_TYPE_U4, "uint"},
        {META_ELEMENT_TYPE_I8, "long"},      {META_ELEMENT_TYPE_U8, "ulong"},
        {META_ELEMENT_TYPE_R4, "float"},     {META_ELEMENT_TYPE_R8, "double"},
        {META_ELEMENT_TYPE_STRING, "string"}, {META_ELEMENT_TYPE_OBJECT, "object"},
        {META_ELEMENT_TYPE_I, "intptr"},     {META_ELEMENT_TYPE_U, "uintptr"},
        {META_ELEMENT_TYPE_VOID, "void"},
    };
    /* a function pointer keys as the native int it was before it had a type (FCall names) */
    if (type->flags & TYPE_FLAG_FUNCTION_POINTER) return append(buffer, size, at, "intptr");
    switch (type->kind) {
    case TYPE_KIND_ARRAY:
    case TYPE_KIND_BYREF:
    case TYPE_KIND_POINTER:
        at = format_key_type(type->element, buffer, size, at);
        return append(buffer, size, at, type->name + strlen(type->element->name));
    case TYPE_KIND_GENERIC_PARAMETER:
        return append(buffer, size, at, type->name);
    default:
        break;
    }
    if (type->assembly == loader_corlib() && !type->generic_definition && !type->declaring_type)
        for (size_t i = 0; i < sizeof keywords / sizeof keywords[0]; i++)
            if (type->element_type == keywords[i].element_type)
                return append(buffer, size, at, keywords[i].name);
    if (type->declaring_type) {
        at = format_key_type(type->declaring_type->generic_definition ? type->declaring_type->generic_definition
                                                                       : type->declaring_type,
                             buffer, size, at);
        at = append(buffer, size, at, "/");
    } else if (type->namespace_name[0]) {
        at = append(buffer, size, at, type->namespace_name);
        at = append(buffer, size, at, ".");
    }
    at = append(buffer, size, at, type->name);
    if (type->generic_definition) {
        at = append(buffer, size, at, "<");
        for (uint32_t i = 0; i < type->generic_argument_count; i++) {
            if (i) at = append(buffer, size, at, ",");
            at = format_key_type(type->generic_arguments[i], buffer, size, at);
        }
        at = append(buffer, size, at, ">");
    }
    return at;
}

void loader_method_signature_text(Method *method, char *buffer, size_t size) {
    size_t at = 0;
    if (size) buffer[0] = 0;
    Type *owner = method->owner->generic_definition ? method->owner->generic_definition : method->owner;
    /* The owner by its open name ("List`1"), without type arguments. */
    if (owner->declaring_type) {
        at = format_key_type(owner->declaring_type, buffer, size, at);
        at = append(buffer, size, at, "/");
    } else if (owner->namespace_name[0]) {
        at = append(buffer, size, at, owner->namespace_name);
        at = append(buffer, size, at, ".");
    }
    at = append(buffer, size, at, owner->name);
    at = append(buffer, size, at, "::");
    at = append(buffer, size, at, method->name);
    at = append(buffer, size, at, "(");
    Method *definition = method->generic_definition ? method->generic_definition : method;
    Method *open = definition;
    if (method->owner->generic_definition) {
        /* the same method on the open type */
        Type *open_owner = method->owner->generic_definition;
        for (uint32_t i = 0; i < method->owner->method_count; i++)
            if (method->owner->methods[i] == definition) open = open_owner->methods[i];
    }
    MethodSignature signature;
    if (open_signature(thread_current, open, &signature)) {
        for (uint32_t i = 0; i < signature.parameter_count; i++) {
            if (i) at = append(buffer, size, at, ",");
            at = format_key_type(signature.parameter_types[i], buffer, size, at);
        }
        free(signature.parameter_types);
    }
    append(buffer, size, at, ")");
}

/* ---- interned dispatch pairs (call-site caches) ------------------------------------------ */

#define DISPATCH_PAIR_BUCKETS 4096
static LoaderDispatchPair *dispatch_pairs[DISPATCH_PAIR_BUCKETS];
static pthread_mutex_t dispatch_pairs_lock = PTHREAD_MUTEX_INITIALIZER;

const LoaderDispatchPair *loader_dispatch_pair(Thread *thread, const VTable *vtable, Method *declared) {
    uintptr_t h = (((uintptr_t)vtable >> 4) * 31 + ((uintptr_t)declared >> 4)) % DISPATCH_PAIR_BUCKETS;
    pthread_mutex_lock(&dispatch_pairs_lock);
    LoaderDispatchPair *pair = dispatch_pairs[h];
    while (pair && !(pair->vtable == vtable && pair->declared == declared)) pair = pair->next;
    pthread_mutex_unlock(&dispatch_pairs_lock);
    if (pair) return pair;
    Method *target = loader_resolve_virtual(thread, vtable->type, declared);
    if (!target) return NULL;
    pthread_mutex_lock(&dispatch_pairs_lock);
    for (pair = dispatch_pairs[h]; pair; pair = pair->next) /* another thread may have won */
        if (pair->vtable == vtable && pair->declared == declared) break;
    if (!pair) {
        pair = malloc(sizeof *pair);
        if (pair) {
            *pair = (LoaderDispatchPair){vtable, target, declared, dispatch_pairs[h]};
            dispatch_pairs[h] = pair;
        }
    }
    pthread_mutex_unlock(&dispatch_pairs_lock);
    if (!pair) vm_throw_new(thread, "System.OutOfMemoryException", "Insufficient memory to continue the execution of the program.");
    return pair;
}

/* A method body's locals (StandAloneSig `token`, II.23.2.6: LOCAL_SIG, count, then per local
 * custom modifiers, PINNED, BYREF and the type), read in `context`; *types and *pinned are
 * malloc'd (the caller frees them).  false with an exception raised on a malformed signature or
 * a type that does not load. */
bool loader_local_types(Thread *thread, Assembly *assembly, uint32_t token, const GenericContext *context, Type ***types, bool **pinned,
                        uint32_t *count) {
    *types = NULL, *pinned = NULL, *count = 0;
    const MetaStandAloneSigRow *row = META_TOKEN_TABLE(token) == META_TABLE_STANDALONESIG ? meta_standalone_sig(assembly->image, META_TOKEN_ROW(token)) : NULL;
    MetaSigCursor cursor = row ? meta_sig_cursor(row->signature) : (MetaSigCursor){0};
    uint8_t kind;
    uint32_t n;
    if (!row || !meta_sig_read_byte(&cursor, &kind) || kind != META_SIG_LOCAL_SIG || !meta_sig_read_compressed_u32(&cursor, &n) || n > 65535) {
        vm_throw_new(thread, "System.BadImageFormatException", "The method's local variable signature is malformed.");
        return false;
    }
    *types = calloc(n + 1, sizeof(Type *));
    *pinned = calloc(n + 1, sizeof(bool));
    if (!*types || !*pinned) abort();
    for (uint32_t i = 0; i < n; i++) {
        uint8_t next;
        while (meta_sig_peek_byte(&cursor, &next) && (next == META_ELEMENT_TYPE_CMOD_REQD || next == META_ELEMENT_TYPE_CMOD_OPT)) {
            uint32_t modifier;
            meta_sig_read_byte(&cursor, &next);
            if (!meta_sig_read_type_token(&cursor, &modifier)) break;
        }
        (*pinned)[i] = meta_sig_peek_byte(&cursor, &next) && next == META_ELEMENT_TYPE_PINNED;
        if (!((*types)[i] = loader_parse_type(thread, assembly, &cursor, context))) {
            free(*types), free(*pinned);
            *types = NULL, *pinned = NULL;
            if (!thread->exception) vm_throw_new(thread, "System.BadImageFormatException", "The method's local variable signature is malformed.");
            return false;
        }
    }
    *count = n;
    return true;
}
