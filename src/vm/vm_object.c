/*
 * vm_object.c — allocation of objects, strings, arrays and boxes; casting rules; the
 * System.RuntimeType objects.  Every allocation goes through gc_alloc (DESIGN.md).
 */
#include "vm/vm.h"
#include "gc/gc.h"
#include "loader/loader.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

WellKnownTypes vm_types;

static void raise_out_of_memory(Thread *thread) {
    vm_throw_new(thread, "System.OutOfMemoryException", "Insufficient memory to continue the execution of the program.");
}

/* CoreCLR's limits: Array.MaxLength elements per dimension whatever the element size (the
 * total size is only limited by memory), and a multi-dimensional array's element count within
 * 32 bits (AllocateArrayEx); beyond them this message rather than the plain out-of-memory one. */
static void raise_dimensions_exceeded(Thread *thread) {
    vm_throw_new(thread, "System.OutOfMemoryException", "Array dimensions exceeded supported range.");
}

/* CoreCLR's String.MaxLength (string.cs: a 2 GB object at most, header included). */
#define STRING_MAX_LENGTH 0x3FFFFFDF

Object *vm_new_object(Thread *thread, Type *type) {
    if (!loader_ensure_laid_out(thread, type)) return NULL;
    VTable *vtable = type->vtable;
    Object *object = gc_alloc(thread, vtable, vtable->base_size);
    if (!object) raise_out_of_memory(thread);
    return object;
}

String *vm_new_string(Thread *thread, int32_t length) {
    if (length < 0) {
        vm_throw_new(thread, "System.ArgumentOutOfRangeException", "Specified argument was out of the range of valid values.");
        return NULL;
    }
    if (length > STRING_MAX_LENGTH) {
        raise_out_of_memory(thread);
        return NULL;
    }
    VTable *vtable = vm_types.string->vtable;
    size_t size = vtable->base_size + (size_t)2 * ((size_t)length + 1);
    String *string = (String *)gc_alloc(thread, vtable, size);
    if (!string) {
        raise_out_of_memory(thread);
        return NULL;
    }
    string->length = length;
    return string;
}

String *vm_new_string_utf16(Thread *thread, const uint16_t *chars, int32_t length) {
    String *string = vm_new_string(thread, length);
    if (string && length) memcpy(string->chars, chars, (size_t)length * 2);
    return string;
}

/* UTF-8 to UTF-16; invalid bytes become U+FFFD as .NET's decoder does. */
String *vm_new_string_utf8(Thread *thread, const char *utf8) {
    size_t n = strlen(utf8);
    uint16_t *buffer = malloc((n + 1) * 2);
    int32_t length = 0;
    const unsigned char *p = (const unsigned char *)utf8, *end = p + n;
    while (p < end) {
        uint32_t c = *p++;
        int extra = 0;
        if (c >= 0xF0 && c < 0xF8) { c &= 0x07; extra = 3; }
        else if (c >= 0xE0) { c &= 0x0F; extra = 2; }
        else if (c >= 0xC0) { c &= 0x1F; extra = 1; }
        else if (c >= 0x80) { c = 0xFFFD; }
        for (int i = 0; i < extra; i++) {
            if (p >= end || (*p & 0xC0) != 0x80) { c = 0xFFFD; break; }
            c = (c << 6) | (*p++ & 0x3F);
        }
        if (c >= 0x10000) {
            c -= 0x10000;
            buffer[length++] = (uint16_t)(0xD800 + (c >> 10));
            buffer[length++] = (uint16_t)(0xDC00 + (c & 0x3FF));
        } else {
            buffer[length++] = (uint16_t)c;
        }
    }
    String *string = vm_new_string_utf16(thread, buffer, length);
    free(buffer);
    return string;
}

char *vm_string_to_utf8(const String *string) {
    if (!string) return strdup("");
    char *out = malloc((size_t)string->length * 3 + 1);
    size_t at = 0;
    for (int32_t i = 0; i < string->length; i++) {
        uint32_t c = string->chars[i];
        if (c >= 0xD800 && c < 0xDC00 && i + 1 < string->length && string->chars[i + 1] >= 0xDC00 &&
            string->chars[i + 1] < 0xE000) {
            c = 0x10000 + ((c - 0xD800) << 10) + (string->chars[++i] - 0xDC00);
        } else if (c >= 0xD800 && c < 0xE000) {
            c = 0xFFFD;
        }
        if (c < 0x80) out[at++] = (char)c;
        else if (c < 0x800) { out[at++] = (char)(0xC0 | (c >> 6)); out[at++] = (char)(0x80 | (c & 0x3F)); }
        else if (c < 0x10000) {
            out[at++] = (char)(0xE0 | (c >> 12)); out[at++] = (char)(0x80 | ((c >> 6) & 0x3F));
            out[at++] = (char)(0x80 | (c & 0x3F));
        } else {
            out[at++] = (char)(0xF0 | (c >> 18)); out[at++] = (char)(0x80 | ((c >> 12) & 0x3F));
            out[at++] = (char)(0x80 | ((c >> 6) & 0x3F)); out[at++] = (char)(0x80 | (c & 0x3F));
        }
    }
    out[at] = 0;
    return out;
}

static Array *new_array(Thread *thread, Type *element_type, intptr_t length, bool pinned) {
    if (length < 0) {
        vm_throw_overflow(thread);
        return NULL;
    }
    Type *array_type = loader_array_type(element_type, 0);
    if (!loader_ensure_laid_out(thread, array_type)) return NULL;
    VTable *vtable = array_type->vtable;
    if (length > VM_ARRAY_MAX_LENGTH) {
        raise_dimensions_exceeded(thread);
        return NULL;
    }
    size_t size = vtable->base_size + (size_t)vtable->component_size * (size_t)length;
    Array *array = (Array *)(pinned ? gc_alloc_pinned(thread, vtable, size) : gc_alloc(thread, vtable, size));
    if (!array) {
        raise_out_of_memory(thread);
        return NULL;
    }
    array->length = length;
    return array;
}

Array *vm_new_array(Thread *thread, Type *element_type, intptr_t length) {
    return new_array(thread, element_type, length, false);
}

Array *vm_new_pinned_array(Thread *thread, Type *element_type, intptr_t length) {
    return new_array(thread, element_type, length, true);
}

Object *vm_new_multi_array(Thread *thread, Type *array_type, const int32_t *lengths, const int32_t *lower_bounds) {
    if (!loader_ensure_laid_out(thread, array_type)) return NULL;
    VTable *vtable = array_type->vtable;
    uint64_t total = 1;
    for (uint32_t i = 0; i < vtable->rank; i++) {
        if (lengths[i] < 0) {
            vm_throw_overflow(thread);
            return NULL;
        }
    }
    for (uint32_t i = 0; i < vtable->rank; i++) {
        total *= (uint64_t)lengths[i];
        if (lengths[i] > VM_ARRAY_MAX_LENGTH || total > UINT32_MAX) {
            raise_dimensions_exceeded(thread);
            return NULL;
        }
    }
    /* CoreCLR: a count that fits 32 bits unsigned but not signed is an overflow */
    if (total > INT32_MAX) {
        vm_throw_overflow(thread);
        return NULL;
    }
    MultiArray *array = (MultiArray *)gc_alloc(thread, vtable, vtable->base_size + vtable->component_size * total);
    if (!array) {
        raise_out_of_memory(thread);
        return NULL;
    }
    array->length = (intptr_t)total;
    for (uint32_t i = 0; i < vtable->rank; i++) {
        array->bounds[i] = lengths[i];
        array->bounds[vtable->rank + i] = lower_bounds ? lower_bounds[i] : 0;
    }
    return &array->object;
}

/* What an array type's runtime constructor allocates: for rank > 1, `count` lengths or lower
 * bound/length pairs (ECMA-335 II.14.2); for a vector, one length per level it allocates, as
 * CoreCLR's constructors of jagged array types (int[][].ctor(2, 3) is two int[3]). */
Object *vm_new_array_for_constructor(Thread *thread, Type *array_type, const int32_t *arguments, uint32_t count) {
    if (!loader_ensure_laid_out(thread, array_type)) return NULL;
    if (array_type->flags & TYPE_FLAG_MULTI_DIMENSIONAL) {
        uint32_t rank = array_type->vtable->rank;
        int32_t lengths[32], bounds[32];
        bool pairs = count == 2 * rank;
        for (uint32_t r = 0; r < rank && r < 32; r++) {
            bounds[r] = pairs ? arguments[2 * r] : 0;
            lengths[r] = pairs ? arguments[2 * r + 1] : arguments[r];
        }
        return vm_new_multi_array(thread, array_type, lengths, bounds);
    }
    if (arguments[0] < 0) {
        vm_throw_overflow(thread);
        return NULL;
    }
    Array *array = vm_new_array(thread, array_type->element, arguments[0]);
    if (!array || count < 2) return (Object *)array;
    /* the inner arrays: `array` stays reachable from this native frame (scanned conservatively) */
    for (intptr_t i = 0; i < array->length; i++) {
        Object *inner = vm_new_array_for_constructor(thread, array_type->element, arguments + 1, count - 1);
        if (!inner) return NULL;
        vm_store_reference(&((Object **)array->data)[i], inner);
    }
    return (Object *)array;
}

Object *vm_box(Thread *thread, Type *value_type, const void *value) {
    if (!loader_ensure_laid_out(thread, value_type)) return NULL;
    Object *box = gc_alloc(thread, value_type->vtable, value_type->vtable->base_size);
    if (!box) {
        raise_out_of_memory(thread);
        return NULL;
    }
    memcpy(vm_unbox(box), value, value_type->instance_size);
    return box;
}

bool vm_box_value(Thread *thread, Type *value_type, const void *value, Object **boxed) {
    *boxed = NULL;
    if (!loader_ensure_laid_out(thread, value_type)) return false;
    if ((value_type->flags & TYPE_FLAG_NULLABLE) && value_type->generic_arguments) {
        Field *has_value = loader_find_field(value_type, "hasValue"), *inner = loader_find_field(value_type, "value");
        if (has_value && inner) {
            if (!((const uint8_t *)value)[has_value->offset]) return true;
            *boxed = vm_box(thread, value_type->generic_arguments[0], (const uint8_t *)value + inner->offset);
            return *boxed != NULL;
        }
    }
    *boxed = vm_box(thread, value_type, value);
    return *boxed != NULL;
}

void vm_store_reference(Object **slot, Object *value) {
    gc_write_barrier_store(slot, value);
}

/* ---- casting (I.8.7) ------------------------------------------------------------------- */

bool loader_variant_compatible(Type *target, Type *source);

static bool implements(Type *source, Type *interface_type) {
    for (uint32_t i = 0; i < source->interface_count; i++)
        if (source->interfaces[i] == interface_type || loader_variant_compatible(interface_type, source->interfaces[i]))
            return true;
    return false;
}

bool vm_type_is_assignable(Type *target, Type *source) {
    if (target == source) return true;
    if (!target || !source) return false;
    if (target == vm_types.object) return true;
    if (source->kind == TYPE_KIND_ARRAY) {
        if (target->kind == TYPE_KIND_ARRAY) {
            if (target->rank != source->rank ||
                (target->flags & TYPE_FLAG_MULTI_DIMENSIONAL) != (source->flags & TYPE_FLAG_MULTI_DIMENSIONAL))
                return false;
            Type *te = target->element, *se = source->element;
            if (loader_type_is_reference(se) && loader_type_is_reference(te)) return vm_type_is_assignable(te, se);
            if (te == se) return true;
            /* int[] <-> uint[] and enum arrays share representation (I.8.7.1). */
            if (te->kind != TYPE_KIND_VALUE_TYPE || se->kind != TYPE_KIND_VALUE_TYPE) return false;
            Type *tu = (te->flags & TYPE_FLAG_ENUM) ? te->element : te;
            Type *su = (se->flags & TYPE_FLAG_ENUM) ? se->element : se;
            if (!tu || !su) return false;
            if (tu == su) return true;
            return tu->element_type >= META_ELEMENT_TYPE_I1 && tu->element_type <= META_ELEMENT_TYPE_U8 &&
                   (tu->element_type ^ su->element_type) == 1 && (tu->element_type | 1) == (su->element_type | 1);
        }
        if (target->kind == TYPE_KIND_INTERFACE) {
            if (implements(source, target)) return true;
            /* string[] is an IList<object>: array covariance reaches the generic interfaces */
            if (target->generic_definition && target->generic_argument_count == 1 &&
                loader_type_is_reference(source->element) && loader_type_is_reference(target->generic_arguments[0])) {
                Type *same = NULL;
                for (uint32_t i = 0; i < source->interface_count; i++)
                    if (source->interfaces[i]->generic_definition == target->generic_definition) same = source->interfaces[i];
                return same && vm_type_is_assignable(target->generic_arguments[0], source->element);
            }
            return false;
        }
        return target == vm_types.array || (source->parent && vm_type_is_assignable(target, source->parent));
    }
    if (target->kind == TYPE_KIND_INTERFACE) return implements(source, target);
    /* Generic delegates are variant like interfaces (II.9.5): Func<object> is a Func<string>'s
     * base in assignment only. */
    if ((target->flags & TYPE_FLAG_DELEGATE) && target->generic_definition && loader_variant_compatible(target, source))
        return true;
    for (Type *t = source->parent; t; t = t->parent)
        if (t == target) return true;
    return false;
}

bool vm_is_instance_of(const Object *object, Type *type) {
    return object && vm_type_is_assignable(type, object->vtable->type);
}

/* ---- System.RuntimeType ---------------------------------------------------------------- */

/* RuntimeType's handle field: corvid's corlib names it _handle (the Type*), CoreLib m_handle (a
 * CoreCLR TypeHandle, through vm_set_type_handle_mapping) */
static Field *runtime_type_handle_field(void) {
    Field *handle = loader_find_field(vm_types.runtime_type, "_handle");
    return handle ? handle : loader_find_field(vm_types.runtime_type, "m_handle");
}

uintptr_t vm_type_handle_value(Thread *thread, Type *type) {
    if (!loader_framework_mode()) return (uintptr_t)type;
    return (uintptr_t)vm_type_object(thread, type);
}

static uintptr_t (*method_to_stub)(Thread *thread, Method *method);

void vm_set_method_handle_mapping(uintptr_t (*to_stub)(Thread *thread, Method *method)) {
    method_to_stub = to_stub;
}

uintptr_t vm_method_handle_value(Thread *thread, Method *method) {
    if (!method || !method_to_stub) return (uintptr_t)method;
    return method_to_stub(thread, method);
}

static uintptr_t (*field_to_stub)(Thread *thread, Field *field);
static Field *(*field_from_stub)(const void *value);

void vm_set_field_handle_mapping(uintptr_t (*to_stub)(Thread *thread, Field *field), Field *(*from_stub)(const void *value)) {
    field_to_stub = to_stub;
    field_from_stub = from_stub;
}

uintptr_t vm_field_handle_value(Thread *thread, Field *field) {
    if (!field || !field_to_stub) return (uintptr_t)field;
    return field_to_stub(thread, field);
}

Field *vm_field_from_handle(const void *value) {
    return field_from_stub ? field_from_stub(value) : (Field *)value;
}

static uintptr_t (*type_to_handle)(Thread *thread, Type *type);
static Type *(*type_from_handle)(uintptr_t handle);

void vm_set_type_handle_mapping(uintptr_t (*to_handle)(Thread *thread, Type *type), Type *(*from_handle)(uintptr_t handle)) {
    type_to_handle = to_handle;
    type_from_handle = from_handle;
}

Object *vm_type_object(Thread *thread, Type *type) {
    if (type->type_object) return type->type_object;
    uintptr_t value = (uintptr_t)type;
    if (type_to_handle && !(value = type_to_handle(thread, type))) return NULL;
    Object *object = vm_new_object(thread, vm_types.runtime_type);
    if (!object) return NULL;
    Field *handle = runtime_type_handle_field();
    if (handle) *(uintptr_t *)((uint8_t *)object + handle->offset) = value;
    if (__sync_bool_compare_and_swap(&type->type_object, NULL, object)) gc_add_root(&type->type_object, 1);
    return type->type_object;
}

uintptr_t vm_type_raw_handle(Thread *thread, Type *type) {
    return type_to_handle ? type_to_handle(thread, type) : (uintptr_t)type;
}

Type *vm_type_from_raw_handle(uintptr_t handle) {
    if (!handle) return NULL;
    return type_from_handle ? type_from_handle(handle) : (Type *)handle;
}

Type *vm_type_from_object(Object *runtime_type) {
    if (!runtime_type) return NULL;
    static int32_t offset = -1;
    if (offset < 0) {
        Field *handle = runtime_type_handle_field();
        offset = handle ? handle->offset : 16;
    }
    uintptr_t value = *(uintptr_t *)((uint8_t *)runtime_type + offset);
    if (type_from_handle) return type_from_handle(value);
    return (Type *)value;
}
