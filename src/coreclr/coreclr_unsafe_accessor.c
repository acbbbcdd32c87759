/*
 * coreclr_unsafe_accessor.c — [UnsafeAccessor] externs (.NET 8+): a `static extern` method whose
 * body the runtime makes, reaching a member its caller may not see (CoreCLR's
 * unsafeaccessors.cpp).  corvid gives such a method IL through the body override
 * (coreclr_intrinsics.c), so every tier runs the same code:
 *   Constructor   newobj  the return type's .ctor taking the parameters
 *   Method        callvirt the first parameter's type's instance method Name (then the rest)
 *   StaticMethod  call    the first parameter's type's static method Name (the rest)
 *   Field         ldflda  the first parameter's type's instance field Name
 *   StaticField   ldsflda the first parameter's type's static field Name
 * Name defaults to the extern's own name.  A parameter or return marked
 * [UnsafeAccessorType("Namespace.Type, Assembly")] stands for that type (CoreLib reaches
 * System.Diagnostics.StackTraceSymbols this way for file and line numbers in stack traces).
 * Members are looked up on the type itself, not its bases, by name and signature.  When none
 * matches, the body throws MissingMethodException / MissingFieldException when it is compiled.
 * Generic accessors (UnsafeAccessors_ResolveGenericParamToTypeHandle) are not supported yet.
 */
#include "coreclr/coreclr_internal.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { KIND_CONSTRUCTOR, KIND_METHOD, KIND_STATIC_METHOD, KIND_FIELD, KIND_STATIC_FIELD };

enum {
    IL_LDARG_S = 0x0E, IL_CALL = 0x28, IL_RET = 0x2A, IL_CALLVIRT = 0x6F, IL_NEWOBJ = 0x73,
    IL_LDFLDA = 0x7C, IL_LDSFLDA = 0x7F,
};

/* A SerString (II.23.3) at *p within end: its text copied into `out`; false when malformed or null. */
static bool read_ser_string(const uint8_t **p, const uint8_t *end, char *out, size_t size) {
    if (*p >= end || **p == 0xFF) return false;
    uint32_t length;
    const uint8_t *q = *p;
    if (!(q[0] & 0x80)) length = q[0], q += 1;
    else if ((q[0] & 0xC0) == 0x80 && q + 1 < end) length = ((uint32_t)(q[0] & 0x3F) << 8) | q[1], q += 2;
    else return false;
    if (length >= size || q + length > end) return false;
    memcpy(out, q, length);
    out[length] = 0;
    *p = q + length;
    return true;
}

/* [UnsafeAccessor(kind, Name = ...)] on `method`: false when absent or malformed */
static bool accessor_attribute(Method *method, int32_t *kind, char *name, size_t name_size) {
    uint32_t row = loader_find_custom_attribute(method->owner, method->token, "System.Runtime.CompilerServices.UnsafeAccessorAttribute");
    const MetaCustomAttributeRow *ca = row ? meta_custom_attribute(method->owner->assembly->image, row) : NULL;
    if (!ca || ca->value.size < 8 || ca->value.data[0] != 1 || ca->value.data[1] != 0) return false;
    const uint8_t *p = ca->value.data + 2, *end = ca->value.data + ca->value.size;
    *kind = (int32_t)((uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24);
    p += 4;
    snprintf(name, name_size, "%s", method->name);
    uint32_t named = (uint32_t)p[0] | (uint32_t)p[1] << 8;
    p += 2;
    for (uint32_t i = 0; i < named && p + 2 <= end; i++) {
        bool property = p[0] == 0x54;
        if (p[1] != 0x0E) return true; /* only the string property Name is defined */
        p += 2;
        char argument[64], value[512];
        if (!read_ser_string(&p, end, argument, sizeof argument)) return true;
        if (!read_ser_string(&p, end, value, sizeof value)) return true;
        if (property && strcmp(argument, "Name") == 0) snprintf(name, name_size, "%s", value);
    }
    return true;
}

/* The type an [UnsafeAccessorType] on parameter `sequence` (0: the return) names, or `declared`;
 * NULL with an exception raised when the name does not resolve. */
static Type *accessor_type(Thread *thread, Method *method, uint32_t sequence, Type *declared) {
    MetaImage *image = method->owner->assembly->image;
    uint32_t first, end;
    meta_method_param_range(image, META_TOKEN_ROW(method->token), &first, &end);
    for (uint32_t position = first; position < end; position++) {
        uint32_t row = meta_list_row(image, META_TABLE_PARAM, position);
        const MetaParamRow *param = meta_param(image, row);
        if (!param || param->sequence != sequence) continue;
        uint32_t ca_row = loader_find_custom_attribute(method->owner, META_TOKEN(META_TABLE_PARAM, row),
                                                       "System.Runtime.CompilerServices.UnsafeAccessorTypeAttribute");
        const MetaCustomAttributeRow *ca = ca_row ? meta_custom_attribute(image, ca_row) : NULL;
        if (!ca) return declared;
        char text[1024];
        const uint8_t *p = ca->value.data + 2;
        if (ca->value.size < 3 || !read_ser_string(&p, ca->value.data + ca->value.size, text, sizeof text)) {
            vm_throw_new(thread, "System.BadImageFormatException", "Invalid usage of UnsafeAccessorTypeAttribute.");
            return NULL;
        }
        /* "Namespace.Name, Assembly, Version=..., ...": the type and the assembly's simple name */
        char *comma = strchr(text, ',');
        char *assembly = NULL;
        if (comma) {
            *comma = 0;
            assembly = comma + 1;
            while (*assembly == ' ') assembly++;
            char *next = strchr(assembly, ',');
            if (next) *next = 0;
        }
        if (strpbrk(text, "+[`&*")) {
            char message[1200];
            snprintf(message, sizeof message, "corvid does not support UnsafeAccessorType names of nested, generic or derived types yet ('%s')", text);
            vm_throw_new(thread, "System.NotSupportedException", message);
            return NULL;
        }
        Type *type = loader_find_type_named(thread, method->owner->assembly, assembly, text);
        if (type && declared->kind == TYPE_KIND_BYREF) type = loader_byref_type(type);
        return type;
    }
    return declared;
}

static bool same_parameters(Method *candidate, Type *const *types, uint32_t count) {
    if (candidate->signature.parameter_count != count) return false;
    for (uint32_t i = 0; i < count; i++)
        if (candidate->signature.parameter_types[i] != types[i]) return false;
    return true;
}

/* The IL of `method`'s accessor body into code[] (at most 126 bytes); 0 when `method` is not
 * one, or with an exception raised when a name in it does not resolve */
static uint32_t accessor_il(Thread *thread, Method *method, uint8_t *code) {
    int32_t kind;
    char name[512];
    if (!accessor_attribute(method, &kind, name, sizeof name)) return 0;
    const char *problem = NULL;
    char message[1200];
    uint32_t count = method->signature.parameter_count;
    Type *types[64] = {0};
    Type *returned = method->signature.return_type ? method->signature.return_type : vm_types.void_type;
    if (method->generic_argument_count || method->owner->generic_argument_count)
        problem = "corvid does not support generic UnsafeAccessor methods yet";
    else if (!(method->flags & META_METHOD_STATIC) || count > 60 || (kind != KIND_CONSTRUCTOR && count == 0) ||
             kind < KIND_CONSTRUCTOR || kind > KIND_STATIC_FIELD)
        problem = "Invalid usage of UnsafeAccessorAttribute.";
    for (uint32_t i = 0; !problem && i < count; i++)
        if (!(types[i] = accessor_type(thread, method, i + 1, method->signature.parameter_types[i]))) return 0;
    if (!problem && !(returned = accessor_type(thread, method, 0, returned))) return 0;
    Type *target = kind == KIND_CONSTRUCTOR ? returned : count ? types[0] : NULL;
    if (target && target->kind == TYPE_KIND_BYREF) target = target->element;
    if (!problem && (!target || !loader_ensure_laid_out(thread, target))) {
        thread->exception = NULL;
        problem = "Invalid usage of UnsafeAccessorAttribute.";
    }
    uint32_t n = 0;
    if (problem) {
        snprintf(message, sizeof message, "%s", problem);
        uint32_t token = loader_synthetic_method_token(NULL, strncmp(problem, "corvid", 6) == 0 ? "System.NotSupportedException" : "System.BadImageFormatException", message);
        code[n++] = IL_CALL;
        memcpy(code + n, &token, 4);
        n += 4;
        code[n++] = IL_RET;
        return n;
    }
    char full[512];
    loader_type_full_name(target, full, sizeof full);
    bool is_field = kind == KIND_FIELD || kind == KIND_STATIC_FIELD;
    uint32_t token = 0;
    if (is_field) {
        Field *found = NULL;
        for (uint32_t i = 0; i < target->field_count && !found; i++) {
            Field *field = &target->fields[i];
            bool is_static = (field->flags & META_FIELD_STATIC) != 0;
            if (strcmp(field->name, name) != 0 || is_static != (kind == KIND_STATIC_FIELD)) continue;
            if (!loader_field_type(thread, field)) return 0;
            if (returned->kind == TYPE_KIND_BYREF && returned->element == field->type) found = field;
        }
        snprintf(message, sizeof message, "Field not found: '%s.%s'.", full, name);
        token = loader_synthetic_field_token(found, "System.MissingFieldException", message);
        if (kind == KIND_FIELD) code[n++] = IL_LDARG_S, code[n++] = 0;
        code[n++] = kind == KIND_FIELD ? IL_LDFLDA : IL_LDSFLDA;
    } else {
        /* the target's parameters: all of the accessor's for a constructor, after the first else */
        uint32_t skip = kind == KIND_CONSTRUCTOR ? 0 : 1;
        const char *wanted = kind == KIND_CONSTRUCTOR ? ".ctor" : name;
        Method *found = NULL;
        for (uint32_t i = 0; i < target->method_count && !found; i++) {
            Method *candidate = target->methods[i];
            bool is_static = (candidate->flags & META_METHOD_STATIC) != 0;
            if (strcmp(candidate->name, wanted) != 0 || is_static != (kind == KIND_STATIC_METHOD)) continue;
            if (!loader_prepare_method(thread, candidate)) return 0;
            Type *candidate_return = candidate->signature.return_type ? candidate->signature.return_type : vm_types.void_type;
            if (same_parameters(candidate, types + skip, count - skip) &&
                (kind == KIND_CONSTRUCTOR || candidate_return == returned))
                found = candidate;
        }
        snprintf(message, sizeof message, "Method not found: '%s.%s'.", full, wanted);
        token = loader_synthetic_method_token(found, "System.MissingMethodException", message);
        for (uint32_t i = kind == KIND_STATIC_METHOD ? 1 : 0; i < count; i++) code[n++] = IL_LDARG_S, code[n++] = (uint8_t)i;
        code[n++] = kind == KIND_CONSTRUCTOR ? IL_NEWOBJ : kind == KIND_METHOD ? IL_CALLVIRT : IL_CALL;
    }
    memcpy(code + n, &token, 4);
    n += 4;
    code[n++] = IL_RET;
    return n;
}

/* Bodies made once per accessor: every tier reads the same bytes. */
typedef struct AccessorBody {
    Method *method;
    uint32_t size;
    uint8_t code[136];
    struct AccessorBody *next;
} AccessorBody;
static AccessorBody *accessor_bodies;
static pthread_mutex_t accessor_lock = PTHREAD_MUTEX_INITIALIZER;

bool coreclr_unsafe_accessor_body(Method *method, MetaMethodBody *body) {
    /* only a static extern with neither DllImport nor InternalCall can be an accessor */
    if (!(method->flags & META_METHOD_STATIC) || (method->flags & (META_METHOD_PINVOKE_IMPL | META_METHOD_ABSTRACT)) ||
        (method->impl_flags & (META_METHOD_IMPL_INTERNAL_CALL | META_METHOD_IMPL_CODE_TYPE_MASK)) ||
        META_TOKEN_TABLE(method->token) != META_TABLE_METHODDEF || !method->owner->assembly)
        return false;
    const MetaMethodDefRow *row = meta_methoddef(method->owner->assembly->image, META_TOKEN_ROW(method->token));
    if (!row || row->rva != 0) return false;
    pthread_mutex_lock(&accessor_lock);
    AccessorBody *entry = accessor_bodies;
    while (entry && entry->method != method) entry = entry->next;
    pthread_mutex_unlock(&accessor_lock);
    if (!entry) {
        Thread *thread = thread_current;
        Object *saved = thread->exception;
        thread->exception = NULL;
        AccessorBody *made = calloc(1, sizeof *made);
        if (!made) return false;
        made->method = method;
        made->size = loader_prepare_method(thread, method) ? accessor_il(thread, method, made->code) : 0;
        if (!made->size && thread->exception) {
            /* a name that did not resolve: the body raises what resolving it raised */
            Object *raised = thread->exception;
            char type_name[512];
            loader_type_full_name(raised->vtable->type, type_name, sizeof type_name);
            Field *message_field = loader_find_field(vm_types.exception, "_message");
            String *text = message_field ? *(String **)((uint8_t *)raised + message_field->offset) : NULL;
            char *message = text ? vm_string_to_utf8(text) : NULL;
            uint32_t token = loader_synthetic_method_token(NULL, type_name, message ? message : "");
            free(message);
            made->code[0] = IL_CALL;
            memcpy(made->code + 1, &token, 4);
            made->code[5] = IL_RET;
            made->size = 6;
        }
        thread->exception = saved;
        if (!made->size) {
            free(made);
            return false;
        }
        pthread_mutex_lock(&accessor_lock);
        for (entry = accessor_bodies; entry && entry->method != method;) entry = entry->next;
        if (!entry) {
            made->next = accessor_bodies;
            accessor_bodies = entry = made;
        } else {
            free(made);
        }
        pthread_mutex_unlock(&accessor_lock);
    }
    memset(body, 0, sizeof *body);
    body->code = entry->code;
    body->code_size = entry->size;
    body->max_stack = 64;
    return true;
}
