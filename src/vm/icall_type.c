/*
 * icall_type.c — System.Type / System.RuntimeType (names, shape, generics, assignability,
 * default construction) and System.Enum (literal names and values from the Constant table).
 */
#include "vm/icall.h"
#include "interp/interp.h"
#include "loader/loader.h"
#include <stdlib.h>
#include <string.h>

/* Flag bits shared with RuntimeType.Flag* in corlib/System/Type.cs. */
enum {
    RT_VALUE_TYPE = 1, RT_INTERFACE = 2, RT_ARRAY = 4, RT_POINTER = 8, RT_BYREF = 16,
    RT_GENERIC_PARAMETER = 32, RT_ENUM = 64, RT_GENERIC_TYPE = 128, RT_GENERIC_DEFINITION = 256,
    RT_CONTAINS_GENERIC_PARAMETERS = 512, RT_PRIMITIVE = 1024, RT_NESTED = 2048, RT_SZARRAY = 4096,
    RT_BYREF_LIKE = 8192, RT_NULLABLE = 16384, RT_DELEGATE = 32768,
};

static Type *this_type(Slot *args) { return vm_type_from_object(args[0].o); }

static Object *type_object_or_null(Thread *thread, Type *type) {
    return type ? vm_type_object(thread, type) : NULL;
}

static void type_from_handle(Thread *thread, Slot *args, Slot *result) {
    result[0].o = type_object_or_null(thread, args[0].p);
}

static bool is_primitive(Type *t) {
    if (t->kind != TYPE_KIND_VALUE_TYPE || (t->flags & TYPE_FLAG_ENUM)) return false;
    uint8_t et = t->element_type;
    return (et >= META_ELEMENT_TYPE_BOOLEAN && et <= META_ELEMENT_TYPE_R8) || et == META_ELEMENT_TYPE_I ||
           et == META_ELEMENT_TYPE_U;
}

static void rt_flags(Thread *thread, Slot *args, Slot *result) {
    Type *t = this_type(args);
    int32_t f = 0;
    if (loader_type_is_value_type(t)) f |= RT_VALUE_TYPE;
    if (t->kind == TYPE_KIND_INTERFACE) f |= RT_INTERFACE;
    if (t->kind == TYPE_KIND_ARRAY) {
        f |= RT_ARRAY;
        if (!(t->flags & TYPE_FLAG_MULTI_DIMENSIONAL)) f |= RT_SZARRAY;
    }
    if (t->kind == TYPE_KIND_POINTER) f |= RT_POINTER;
    if (t->kind == TYPE_KIND_BYREF) f |= RT_BYREF;
    if (t->kind == TYPE_KIND_GENERIC_PARAMETER) f |= RT_GENERIC_PARAMETER;
    if (t->flags & TYPE_FLAG_ENUM) f |= RT_ENUM;
    if (t->generic_definition || (t->flags & TYPE_FLAG_GENERIC_DEFINITION)) f |= RT_GENERIC_TYPE;
    if (t->flags & TYPE_FLAG_GENERIC_DEFINITION) f |= RT_GENERIC_DEFINITION;
    if (t->flags & (TYPE_FLAG_CONTAINS_GENERIC_PARAMETERS | TYPE_FLAG_GENERIC_DEFINITION)) f |= RT_CONTAINS_GENERIC_PARAMETERS;
    if (is_primitive(t)) f |= RT_PRIMITIVE;
    if (t->declaring_type) f |= RT_NESTED;
    if (t->flags & TYPE_FLAG_IS_BYREF_LIKE) f |= RT_BYREF_LIKE;
    if (t->flags & TYPE_FLAG_NULLABLE) f |= RT_NULLABLE;
    if (t->flags & TYPE_FLAG_DELEGATE) f |= RT_DELEGATE;
    result[0].i4 = f;
}

static void rt_name(Thread *thread, Slot *args, Slot *result) {
    result[0].o = (Object *)vm_new_string_utf8(thread, this_type(args)->name);
}

static void rt_namespace(Thread *thread, Slot *args, Slot *result) {
    Type *t = this_type(args);
    while (t->element && (t->kind == TYPE_KIND_ARRAY || t->kind == TYPE_KIND_POINTER || t->kind == TYPE_KIND_BYREF))
        t = t->element;
    while (t->declaring_type) t = t->declaring_type;
    result[0].o = t->namespace_name && t->namespace_name[0] ? (Object *)vm_new_string_utf8(thread, t->namespace_name) : NULL;
}

static void rt_full_name(Thread *thread, Slot *args, Slot *result) {
    char buffer[2048];
    loader_type_full_name(this_type(args), buffer, sizeof buffer);
    result[0].o = (Object *)vm_new_string_utf8(thread, buffer);
}

static void rt_base_type(Thread *thread, Slot *args, Slot *result) {
    Type *t = this_type(args);
    result[0].o = t->kind == TYPE_KIND_INTERFACE ? NULL : type_object_or_null(thread, t->parent);
}

static void rt_element_type(Thread *thread, Slot *args, Slot *result) {
    Type *t = this_type(args);
    bool has = t->kind == TYPE_KIND_ARRAY || t->kind == TYPE_KIND_POINTER || t->kind == TYPE_KIND_BYREF;
    result[0].o = has ? type_object_or_null(thread, t->element) : NULL;
}

static void rt_declaring_type(Thread *thread, Slot *args, Slot *result) {
    result[0].o = type_object_or_null(thread, this_type(args)->declaring_type);
}

static void rt_attributes(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = (int32_t)this_type(args)->attributes;
}

static void rt_cor_element_type(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = this_type(args)->element_type;
}

static void rt_array_rank(Thread *thread, Slot *args, Slot *result) {
    Type *t = this_type(args);
    result[0].i4 = t->rank ? (int32_t)t->rank : 1;
}

static Object *type_array(Thread *thread, Type **types, uint32_t count) {
    Array *array = vm_new_array(thread, vm_types.runtime_type, count);
    if (!array) return NULL;
    for (uint32_t i = 0; i < count; i++) {
        Object *o = vm_type_object(thread, types[i]);
        if (!o) return NULL;
        icall_store((Object **)array->data + i, o);
    }
    return &array->object;
}

static void rt_generic_arguments(Thread *thread, Slot *args, Slot *result) {
    Type *t = this_type(args);
    result[0].o = type_array(thread, t->generic_arguments, t->generic_arguments ? t->generic_argument_count : 0);
}

static void rt_generic_definition(Thread *thread, Slot *args, Slot *result) {
    Type *t = this_type(args);
    result[0].o = type_object_or_null(thread, t->generic_definition ? t->generic_definition : t);
}

static void rt_interfaces(Thread *thread, Slot *args, Slot *result) {
    Type *t = this_type(args);
    result[0].o = type_array(thread, t->interfaces, t->interfaces ? t->interface_count : 0);
}

static void rt_enum_underlying(Thread *thread, Slot *args, Slot *result) {
    Type *t = this_type(args);
    result[0].o = (t->flags & TYPE_FLAG_ENUM) ? type_object_or_null(thread, t->element) : NULL;
}

static void rt_is_assignable_from(Thread *thread, Slot *args, Slot *result) {
    Type *c = vm_type_from_object(args[1].o);
    result[0].i4 = vm_type_is_assignable(this_type(args), c);
}

static void rt_is_instance_of(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = args[1].o && vm_is_instance_of(args[1].o, this_type(args));
}

static void rt_make_array(Thread *thread, Slot *args, Slot *result) {
    int32_t rank = args[1].i4;
    result[0].o = type_object_or_null(thread, loader_array_type(this_type(args), rank < 0 ? 0 : (uint32_t)rank));
}

static void rt_make_byref(Thread *thread, Slot *args, Slot *result) {
    result[0].o = type_object_or_null(thread, loader_byref_type(this_type(args)));
}

static void rt_make_pointer(Thread *thread, Slot *args, Slot *result) {
    result[0].o = type_object_or_null(thread, loader_pointer_type(this_type(args)));
}

static void rt_make_generic(Thread *thread, Slot *args, Slot *result) {
    Type *definition = this_type(args);
    Array *list = (Array *)args[1].o;
    uint32_t n = (uint32_t)list->length;
    Type **arguments = malloc(sizeof(Type *) * (n ? n : 1));
    for (uint32_t i = 0; i < n; i++) arguments[i] = vm_type_from_object(((Object **)list->data)[i]);
    Type *t = loader_instantiate_type(thread, definition, arguments, n);
    free(arguments);
    if (t) result[0].o = vm_type_object(thread, t);
}

/* bool HasCustomAttribute(string attributeFullName): a CustomAttribute row on this TypeDef. */
static void rt_has_custom_attribute(Thread *thread, Slot *args, Slot *result) {
    Type *t = this_type(args);
    result[0].i4 = 0;
    if (!t->typedef_row || !t->assembly) return;
    Type *definition = t->generic_definition ? t->generic_definition : t;
    char *wanted = vm_string_to_utf8((String *)args[1].o);
    MetaImage *image = definition->assembly->image;
    uint32_t parent = ((uint32_t)META_TABLE_TYPEDEF << 24) | definition->typedef_row;
    uint32_t first, end;
    meta_custom_attribute_range(image, parent, &first, &end);
    char name[512];
    for (uint32_t row = first; row < end; row++) {
        if (meta_custom_attribute_type_name(image, row, name, sizeof name) >= 0 && strcmp(name, wanted) == 0) {
            result[0].i4 = 1;
            break;
        }
    }
    free(wanted);
}

static void rt_get_type_by_name(Thread *thread, Slot *args, Slot *result) {
    char *name = vm_string_to_utf8((String *)args[0].o);
    Type *t = loader_find_corlib_type(name);
    free(name);
    result[0].o = type_object_or_null(thread, t);
}

/* object AllocateForCreateInstance(out IntPtr ctor) */
static void rt_allocate_for_create_instance(Thread *thread, Slot *args, Slot *result) {
    Type *t = this_type(args);
    void **ctor_out = args[1].p;
    *ctor_out = NULL;
    char name[1024], message[1400];
    loader_type_full_name(t, name, sizeof name);
    if (t->kind == TYPE_KIND_INTERFACE || (t->attributes & META_TYPE_ABSTRACT)) {
        snprintf(message, sizeof message, "Cannot dynamically create an instance of type '%s'. Reason: Cannot create an abstract class.", name);
        vm_throw_new(thread, "System.MissingMethodException", message);
        return;
    }
    if (t->kind != TYPE_KIND_CLASS && t->kind != TYPE_KIND_VALUE_TYPE) {
        snprintf(message, sizeof message, "Cannot dynamically create an instance of type '%s'.", name);
        vm_throw_new(thread, "System.NotSupportedException", message);
        return;
    }
    if (!loader_ensure_laid_out(thread, t) || !interp_ensure_class_initialized(thread, t)) return;
    if (t->kind == TYPE_KIND_CLASS) {
        Method *ctor = NULL;
        for (uint32_t i = 0; i < t->method_count; i++) {
            Method *m = t->methods[i];
            if (strcmp(m->name, ".ctor") == 0 && !(m->flags & META_METHOD_STATIC) &&
                loader_find_method(t, ".ctor", 0) == m) {
                ctor = m;
                break;
            }
        }
        if (!ctor) ctor = loader_find_method(t, ".ctor", 0);
        if (!ctor) {
            snprintf(message, sizeof message, "No parameterless constructor defined for type '%s'.", name);
            vm_throw_new(thread, "System.MissingMethodException", message);
            return;
        }
        *ctor_out = ctor;
    }
    result[0].o = vm_new_object(thread, t);
}

/* ---- System.Enum ------------------------------------------------------------------------- */

static uint64_t read_constant(uint8_t element_type, const uint8_t *p, uint32_t size) {
    uint64_t v = 0;
    for (uint32_t i = 0; i < size && i < 8; i++) v |= (uint64_t)p[i] << (8 * i);
    switch (element_type) { /* sign-extend signed types */
    case META_ELEMENT_TYPE_I1: return (uint64_t)(int64_t)(int8_t)v;
    case META_ELEMENT_TYPE_I2: return (uint64_t)(int64_t)(int16_t)v;
    case META_ELEMENT_TYPE_I4: return (uint64_t)(int64_t)(int32_t)v;
    default: return v;
    }
}

/* void GetEnumInfo(RuntimeType enumType, out string[] names, out ulong[] values) */
static void enum_get_info(Thread *thread, Slot *args, Slot *result) {
    Type *t = vm_type_from_object(args[0].o);
    Object **names_out = args[1].p, **values_out = args[2].p;
    if (!loader_ensure_laid_out(thread, t)) return;
    uint32_t count = 0;
    for (uint32_t i = 0; i < t->field_count; i++)
        if (t->fields[i].flags & META_FIELD_LITERAL) count++;
    Array *names = vm_new_array(thread, vm_types.string, count);
    if (!names) return;
    icall_store(names_out, &names->object);
    Array *values = vm_new_array(thread, vm_types.uint64, count);
    if (!values) return;
    icall_store(values_out, &values->object);
    MetaImage *image = t->assembly->image;
    uint32_t rows = meta_table_row_count(image, META_TABLE_CONSTANT);
    uint32_t at = 0;
    for (uint32_t i = 0; i < t->field_count; i++) {
        Field *f = &t->fields[i];
        if (!(f->flags & META_FIELD_LITERAL)) continue;
        String *name = vm_new_string_utf8(thread, f->name);
        if (!name) return;
        icall_store((Object **)names->data + at, &name->object);
        uint64_t value = 0;
        for (uint32_t row = 1; row <= rows; row++) {
            const MetaConstantRow *c = meta_constant(image, row);
            if (c && c->parent == f->token) {
                value = read_constant((uint8_t)c->type, c->value.data, c->value.size);
                break;
            }
        }
        ((uint64_t *)values->data)[at++] = value;
    }
}

static uint64_t read_enum_value(Type *enum_type, const void *p) {
    uint8_t et = enum_type->element ? enum_type->element->element_type : META_ELEMENT_TYPE_I4;
    switch (et) {
    case META_ELEMENT_TYPE_I1: return (uint64_t)(int64_t) * (const int8_t *)p;
    case META_ELEMENT_TYPE_U1:
    case META_ELEMENT_TYPE_BOOLEAN: return *(const uint8_t *)p;
    case META_ELEMENT_TYPE_I2: return (uint64_t)(int64_t) * (const int16_t *)p;
    case META_ELEMENT_TYPE_U2:
    case META_ELEMENT_TYPE_CHAR: return *(const uint16_t *)p;
    case META_ELEMENT_TYPE_I4: return (uint64_t)(int64_t) * (const int32_t *)p;
    case META_ELEMENT_TYPE_U4: return *(const uint32_t *)p;
    default: {
        uint64_t v;
        memcpy(&v, p, 8);
        return v;
    }
    }
}

static void enum_get_value(Thread *thread, Slot *args, Slot *result) {
    Object *boxed = args[0].o;
    result[0].u8 = read_enum_value(boxed->vtable->type, vm_unbox(boxed));
}

static void enum_box(Thread *thread, Slot *args, Slot *result) {
    Type *t = vm_type_from_object(args[0].o);
    uint64_t value = args[1].u8; /* little-endian: the low bytes are the narrower value */
    result[0].o = vm_box(thread, t, &value);
}

const InternalCallEntry icall_type_table[] = {
    {"System.Type::GetTypeFromHandle(System.RuntimeTypeHandle)", type_from_handle},
    {"System.RuntimeType::GetTypeFlags()", rt_flags},
    {"System.RuntimeType::GetNameImpl()", rt_name},
    {"System.RuntimeType::GetNamespaceImpl()", rt_namespace},
    {"System.RuntimeType::GetFullNameImpl()", rt_full_name},
    {"System.RuntimeType::GetBaseTypeImpl()", rt_base_type},
    {"System.RuntimeType::GetElementTypeImpl()", rt_element_type},
    {"System.RuntimeType::GetDeclaringTypeImpl()", rt_declaring_type},
    {"System.RuntimeType::GetAttributes()", rt_attributes},
    {"System.RuntimeType::GetCorElementType()", rt_cor_element_type},
    {"System.RuntimeType::GetArrayRankImpl()", rt_array_rank},
    {"System.RuntimeType::GetGenericArgumentsImpl()", rt_generic_arguments},
    {"System.RuntimeType::GetGenericTypeDefinitionImpl()", rt_generic_definition},
    {"System.RuntimeType::GetInterfacesImpl()", rt_interfaces},
    {"System.RuntimeType::GetEnumUnderlyingTypeImpl()", rt_enum_underlying},
    {"System.RuntimeType::IsAssignableFromImpl(System.RuntimeType)", rt_is_assignable_from},
    {"System.RuntimeType::IsInstanceOfTypeImpl(object)", rt_is_instance_of},
    {"System.RuntimeType::MakeArrayTypeImpl(int)", rt_make_array},
    {"System.RuntimeType::MakeByRefTypeImpl()", rt_make_byref},
    {"System.RuntimeType::MakePointerTypeImpl()", rt_make_pointer},
    {"System.RuntimeType::MakeGenericTypeImpl(System.RuntimeType[])", rt_make_generic},
    {"System.RuntimeType::HasCustomAttribute(string)", rt_has_custom_attribute},
    {"System.RuntimeType::GetTypeByName(string)", rt_get_type_by_name},
    {"System.RuntimeType::AllocateForCreateInstance(intptr&)", rt_allocate_for_create_instance},
    {"System.Enum::GetEnumInfo(System.RuntimeType,string[]&,ulong[]&)", enum_get_info},
    {"System.Enum::InternalGetValue()", enum_get_value},
    {"System.Enum::InternalBoxEnum(System.RuntimeType,ulong)", enum_box},
    {NULL, NULL},
};
