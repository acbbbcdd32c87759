/*
 * coreclr_methodtable.c — the CoreCLR-shaped MethodTable CoreLib's C# reads
 * (RuntimeHelpers.CoreCLR.cs `struct MethodTable`, 64-bit release offsets) for a corvid VTable.
 *
 * corvid's VTable keeps its own layout (the interpreter, the JIT and the GC read it), so
 * RuntimeHelpers.GetMethodTable(o) returns a mirror made once per Type and never freed:
 * pointer identity holds (one mirror per type), and the fields CoreLib reads agree with corvid's
 * object layout.  The same mirrors are CoreCLR's TypeHandles: RuntimeType.m_handle holds one
 * (pointers, byrefs and generic parameters get a TypeDesc mirror, tagged with bit 2).  BaseSize is corvid's base size: CoreLib derives the multi-dimensional bounds
 * and data offsets from `BaseSize - 2 * sizeof(nint)` past RawData.Data, and corvid's object
 * header (VTable*, header word) is as long as CoreCLR's (sync block, MethodTable*).
 */
#include "coreclr/coreclr_internal.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* CoreCLR MethodTable flags (RuntimeHelpers.CoreCLR.cs, methodtable.h) */
enum {
    MT_GENERIC_INSTANCE = 0x00000010,
    MT_GENERIC_TYPICAL = 0x00000030,
    MT_HAS_DEFAULT_CTOR = 0x00000200,
    MT_IS_BYREF_LIKE = 0x00001000,
    MT_CATEGORY_VALUE_TYPE = 0x00040000,
    MT_CATEGORY_NULLABLE = 0x00050000,
    MT_CATEGORY_PRIMITIVE = 0x00060000,
    MT_CATEGORY_TRUE_PRIMITIVE = 0x00070000,
    MT_CATEGORY_ARRAY = 0x00080000,
    MT_CATEGORY_SZARRAY = 0x00020000,
    MT_CATEGORY_INTERFACE = 0x000C0000,
    MT_HAS_FINALIZER = 0x00100000,
    MT_CONTAINS_GC_POINTERS = 0x01000000,
    MT_CONTAINS_GENERIC_VARIABLES = 0x20000000,
    MT_HAS_COMPONENT_SIZE = 0x80000000,
};

typedef struct CoreclrAuxiliaryData {
    uint32_t flags;
    void *loader_module;
    Object *exposed_class_object; /* RuntimeType, read by Type.GetTypeFromMethodTable */
} CoreclrAuxiliaryData;

/* 64-bit layout: Flags 0x00 (ComponentSize = low word), BaseSize 0x04, Flags2 0x08, Token 0x0A,
 * NumVirtuals 0x0C, InterfaceCount 0x0E, Parent 0x10, Module 0x18, AuxiliaryData 0x20,
 * EEClass/canonical 0x28, ElementType 0x30, InterfaceMap 0x38; corvid's own fields follow. */
typedef struct CoreclrMethodTable {
    uint32_t flags;
    uint32_t base_size;
    uint16_t flags2, token, virtual_count, interface_count;
    struct CoreclrMethodTable *parent;
    void *module;
    CoreclrAuxiliaryData *auxiliary;
    void *canonical;
    void *element_type; /* PerInstInfo for Nullable<T> (below) */
    union {
        void **interface_map;
        /* Nullable<T> (no interfaces): where its value lies and how long it is, which CoreLib's
         * CastHelpers.Unbox_Nullable reads to rebox a T as a Nullable<T> (reflection's
         * ReboxToNullable) */
        struct {
            uint32_t nullable_value_offset, nullable_value_size;
        };
    };
    /* corvid's */
    Type *type;
    CoreclrAuxiliaryData auxiliary_data;
    void *instantiation[1]; /* Nullable<T>: T's MethodTable, PerInstInfo's one dictionary */
    void **per_instance_info[1];
} CoreclrMethodTable;

_Static_assert(offsetof(CoreclrMethodTable, parent) == 0x10, "MethodTable.ParentMethodTable");
_Static_assert(offsetof(CoreclrMethodTable, auxiliary) == 0x20, "MethodTable.AuxiliaryData");
_Static_assert(offsetof(CoreclrMethodTable, element_type) == 0x30, "MethodTable.ElementType");
_Static_assert(offsetof(CoreclrMethodTable, interface_map) == 0x38, "MethodTable.InterfaceMap");

/* CoreCLR's TypeDesc (typedesc.h) for the types without a MethodTable: pointers, byrefs and
 * generic parameters.  m_typeAndFlags holds the CorElementType in its low byte; next comes the
 * RuntimeType once made (CoreLib's TypeDesc struct reads it there: 0 or the object), and a
 * ParamTypeDesc's element TypeHandle after it.  A TypeHandle to one has bit 2 set
 * (TypeHandle.IsTypeDesc). */
typedef struct CoreclrTypeDesc {
    uint32_t type_and_flags;
    uint32_t padding;
    Object *exposed_class_object;
    uintptr_t argument;
    /* corvid's */
    Type *type;
} CoreclrTypeDesc;
_Static_assert(offsetof(CoreclrTypeDesc, exposed_class_object) == 8, "TypeDesc._exposedClassObject");
_Static_assert(offsetof(CoreclrTypeDesc, argument) == 16, "ParamTypeDesc.m_Arg");

#define TYPE_DESC_TAG ((uintptr_t)2)

/* One mirror per Type, never freed (pointer identity, as CoreCLR's MethodTable), keyed by Type*:
 * open generic types have a CoreCLR MethodTable but no corvid VTable. */
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct {
    const Type *key;
    uintptr_t value;
} *table;
static size_t table_size, table_used;

static uintptr_t lookup(const Type *type) {
    if (!table_size) return 0;
    for (size_t i = ((uintptr_t)type >> 4) & (table_size - 1);; i = (i + 1) & (table_size - 1)) {
        if (table[i].key == type) return table[i].value;
        if (!table[i].key) return 0;
    }
}

static void insert(const Type *type, uintptr_t handle) {
    if ((table_used + 1) * 2 > table_size) {
        size_t old_size = table_size;
        __typeof__(table) old = table;
        table_size = table_size ? table_size * 2 : 256;
        table = calloc(table_size, sizeof *table);
        if (!table) abort();
        table_used = 0;
        for (size_t i = 0; i < old_size; i++)
            if (old[i].key) insert(old[i].key, old[i].value);
        free(old);
    }
    size_t i = ((uintptr_t)type >> 4) & (table_size - 1);
    while (table[i].key) i = (i + 1) & (table_size - 1);
    table[i].key = type;
    table[i].value = handle;
    table_used++;
}

/* Publishes `handle` for `type` unless another thread did first; returns the winner. */
static uintptr_t publish(const Type *type, uintptr_t handle) {
    pthread_mutex_lock(&lock);
    uintptr_t raced = lookup(type);
    if (!raced) {
        insert(type, handle);
        __atomic_store_n(&((Type *)type)->runtime_handle, handle, __ATOMIC_RELEASE);
    }
    pthread_mutex_unlock(&lock);
    return raced ? raced : handle;
}

static bool is_true_primitive(const Type *type) {
    return (type->element_type >= META_ELEMENT_TYPE_BOOLEAN && type->element_type <= META_ELEMENT_TYPE_R8) ||
           type->element_type == META_ELEMENT_TYPE_I || type->element_type == META_ELEMENT_TYPE_U;
}

/* CoreCLR's categories: primitives are TruePrimitive, enums PrimitiveValueType (methodtable.h) */
static uint32_t category(Type *type) {
    if (type->kind == TYPE_KIND_INTERFACE) return MT_CATEGORY_INTERFACE;
    if (type->kind == TYPE_KIND_ARRAY) return MT_CATEGORY_ARRAY | (type->flags & TYPE_FLAG_MULTI_DIMENSIONAL ? 0 : MT_CATEGORY_SZARRAY);
    if (type->kind != TYPE_KIND_VALUE_TYPE) return 0;
    if (type->flags & TYPE_FLAG_NULLABLE) return MT_CATEGORY_NULLABLE;
    if (type->flags & TYPE_FLAG_ENUM) return MT_CATEGORY_PRIMITIVE;
    if (is_true_primitive(type) && type->assembly == loader_corlib()) return MT_CATEGORY_TRUE_PRIMITIVE;
    return MT_CATEGORY_VALUE_TYPE;
}

/* A default constructor: an instance .ctor without parameters (CoreCLR's HasDefaultCtor) */
static bool has_default_constructor(Thread *thread, Type *type) {
    for (uint32_t i = 0; i < type->method_count; i++) {
        Method *m = type->methods[i];
        if (strcmp(m->name, ".ctor") == 0 && !(m->flags & META_METHOD_STATIC) && loader_prepare_method(thread, m) &&
            m->signature.parameter_count == 0)
            return true;
    }
    thread->exception = NULL;
    return false;
}

static uintptr_t handle_of(Thread *thread, Type *type);

static uintptr_t build_type_desc(Thread *thread, Type *type) {
    CoreclrTypeDesc *desc = calloc(1, sizeof *desc);
    if (!desc) abort();
    desc->type = type;
    desc->exposed_class_object = type->type_object; /* rooted: it never moves */
    desc->type_and_flags = type->flags & TYPE_FLAG_FUNCTION_POINTER ? META_ELEMENT_TYPE_FNPTR
                           : type->kind == TYPE_KIND_POINTER ? META_ELEMENT_TYPE_PTR
                           : type->kind == TYPE_KIND_BYREF ? META_ELEMENT_TYPE_BYREF
                           : type->generic_parameter_is_method ? META_ELEMENT_TYPE_MVAR
                                                               : META_ELEMENT_TYPE_VAR;
    uintptr_t handle = publish(type, (uintptr_t)desc | TYPE_DESC_TAG);
    if (handle != ((uintptr_t)desc | TYPE_DESC_TAG)) {
        free(desc);
        return handle;
    }
    if (type->element && !(type->flags & TYPE_FLAG_FUNCTION_POINTER)) desc->argument = handle_of(thread, type->element);
    thread->exception = NULL; /* best effort: an element that cannot load stays 0 */
    return handle;
}

static uintptr_t build(Thread *thread, Type *type) {
    bool open = type->flags & (TYPE_FLAG_CONTAINS_GENERIC_PARAMETERS | TYPE_FLAG_GENERIC_DEFINITION);
    if (!open && (!loader_ensure_laid_out(thread, type) || !type->vtable)) {
        if (!thread->exception) vm_throw_new(thread, "System.TypeLoadException", "The type is being loaded.");
        return 0;
    }
    const VTable *vtable = open ? NULL : type->vtable;
    CoreclrMethodTable *mt = calloc(1, sizeof *mt);
    if (!mt) abort();
    mt->type = type;
    mt->flags = category(type);
    if (vtable) {
        mt->base_size = vtable->base_size;
        mt->virtual_count = (uint16_t)vtable->slot_count;
        if (vtable->flags & VTABLE_HAS_REFERENCES) mt->flags |= MT_CONTAINS_GC_POINTERS;
        if (vtable->flags & VTABLE_HAS_FINALIZER) mt->flags |= MT_HAS_FINALIZER;
    }
    if (vtable && (vtable->flags & (VTABLE_IS_ARRAY | VTABLE_IS_STRING)))
        mt->flags |= MT_HAS_COMPONENT_SIZE | (vtable->component_size & 0xFFFF);
    else {
        if (type->flags & TYPE_FLAG_GENERIC_DEFINITION) mt->flags |= MT_GENERIC_TYPICAL;
        else if (type->generic_definition) mt->flags |= MT_GENERIC_INSTANCE;
        if (loader_type_is_byref_like(type)) mt->flags |= MT_IS_BYREF_LIKE;
        if (type->kind != TYPE_KIND_INTERFACE && type->kind != TYPE_KIND_ARRAY && has_default_constructor(thread, type))
            mt->flags |= MT_HAS_DEFAULT_CTOR;
    }
    if (open) mt->flags |= MT_CONTAINS_GENERIC_VARIABLES;
    mt->interface_count = (uint16_t)type->interface_count;
    mt->token = (uint16_t)type->typedef_row;
    mt->auxiliary = &mt->auxiliary_data;
    /* ExposedClassObject stays NULL until the RuntimeType exists: CoreLib then takes
     * GetRuntimeTypeFromHandleSlow, which fills it (as CoreCLR allocates it lazily). */
    mt->auxiliary_data.exposed_class_object = type->type_object;
    if (type->interface_count) {
        mt->interface_map = calloc(type->interface_count, sizeof(void *));
        if (!mt->interface_map) abort();
    }
    uintptr_t handle = publish(type, (uintptr_t)mt);
    if (handle != (uintptr_t)mt) {
        free(mt->interface_map);
        free(mt);
        return handle;
    }
    /* after publishing: parents, elements and interfaces may lead back here */
    if (type->parent) mt->parent = (CoreclrMethodTable *)handle_of(thread, type->parent);
    if (type->kind == TYPE_KIND_ARRAY) mt->element_type = (void *)handle_of(thread, type->element);
    if (type == vm_types.string) mt->element_type = (void *)handle_of(thread, vm_types.char_type);
    for (uint32_t i = 0; i < type->interface_count; i++) mt->interface_map[i] = (void *)handle_of(thread, type->interfaces[i]);
    if ((type->flags & TYPE_FLAG_NULLABLE) && !open && type->generic_argument_count == 1 && !type->interface_count) {
        /* CoreLib reads T as *(*PerInstInfo) (CastHelpers.IsNullableForType) */
        Field *value = loader_find_field(type, "value");
        Type *argument = type->generic_arguments[0];
        if (value && loader_ensure_laid_out(thread, argument)) {
            mt->instantiation[0] = (void *)handle_of(thread, argument);
            mt->per_instance_info[0] = mt->instantiation;
            mt->element_type = mt->per_instance_info;
            mt->nullable_value_offset = (uint32_t)value->offset;
            mt->nullable_value_size = argument->instance_size;
        }
    }
    thread->exception = NULL; /* best effort: a parent that cannot load stays NULL */
    return handle;
}

/* The TypeHandle of a type: its MethodTable mirror, or its TypeDesc mirror tagged with bit 2;
 * 0 with an exception pending when the type cannot be laid out. */
static uintptr_t handle_of(Thread *thread, Type *type) {
    if (!type) return 0;
    uintptr_t cached = __atomic_load_n(&type->runtime_handle, __ATOMIC_ACQUIRE);
    if (cached) return cached;
    pthread_mutex_lock(&lock);
    uintptr_t handle = lookup(type);
    pthread_mutex_unlock(&lock);
    if (handle) return handle;
    if (type->kind == TYPE_KIND_POINTER || type->kind == TYPE_KIND_BYREF || type->kind == TYPE_KIND_GENERIC_PARAMETER)
        return build_type_desc(thread, type);
    return build(thread, type);
}

uintptr_t coreclr_type_handle(Thread *thread, Type *type) {
    return handle_of(thread, type);
}

Type *coreclr_type_handle_type(uintptr_t handle) {
    if (!handle) return NULL;
    if (handle & TYPE_DESC_TAG) return ((const CoreclrTypeDesc *)(handle & ~TYPE_DESC_TAG))->type;
    return ((const CoreclrMethodTable *)handle)->type;
}

void *coreclr_method_table(Thread *thread, const VTable *vtable) {
    return (void *)handle_of(thread, vtable->type);
}

Type *coreclr_method_table_type(const void *method_table) {
    return coreclr_type_handle_type((uintptr_t)method_table);
}

void coreclr_set_exposed_type_object(uintptr_t handle, Object *type_object) {
    if (!handle) return;
    if (handle & TYPE_DESC_TAG) ((CoreclrTypeDesc *)(handle & ~TYPE_DESC_TAG))->exposed_class_object = type_object;
    else ((CoreclrMethodTable *)handle)->auxiliary_data.exposed_class_object = type_object;
}

/* RuntimeHelpers.GetMethodTable(object) */
static void helpers_get_method_table(Thread *thread, Slot *args, Slot *result) {
    Object *o = args[0].o;
    if (!o) {
        vm_throw_null_reference(thread);
        return;
    }
    result[0].p = (void *)handle_of(thread, o->vtable->type);
}

/* ---- ValueType.Equals / GetHashCode (comutilnative.cpp) ------------------------------------
 * CoreLib compares and hashes a struct's bytes when that means the same as comparing its fields
 * ("can compare bits"), else walks the fields by reflection.  The answer is cached in the
 * AuxiliaryData flags CoreLib reads before it asks (RuntimeHelpers.CoreCLR.cs). */
enum {
    AUX_HAS_CHECKED_CAN_COMPARE_BITS = 0x0002,
    AUX_CAN_COMPARE_BITS = 0x0004,
};

/* How CoreCLR's FieldDesc classifies a field for these checks: enums count as their underlying
 * primitive (MethodTableBuilder normalizes them), structs as VALUETYPE. */
typedef enum FieldClass { FIELD_REFERENCE, FIELD_SINGLE, FIELD_DOUBLE, FIELD_STRUCT, FIELD_PRIMITIVE } FieldClass;

static FieldClass classify_field(const Field *field, uint32_t *size) {
    Type *t = field->type;
    *size = sizeof(void *);
    if (t->kind != TYPE_KIND_VALUE_TYPE) return t->kind == TYPE_KIND_POINTER ? FIELD_PRIMITIVE : FIELD_REFERENCE;
    if ((t->flags & TYPE_FLAG_ENUM) && t->element) t = t->element;
    if (t->element_type == META_ELEMENT_TYPE_R4) return *size = 4, FIELD_SINGLE;
    if (t->element_type == META_ELEMENT_TYPE_R8) return *size = 8, FIELD_DOUBLE;
    *size = t->instance_size;
    return is_true_primitive(t) && t->assembly == loader_corlib() ? FIELD_PRIMITIVE : FIELD_STRUCT;
}

static bool is_instance_field(const Field *field) {
    return !(field->flags & META_FIELD_STATIC);
}

/* CoreCLR's IsNotTightlyPacked (MethodTableBuilder): the declared fields do not fill the
 * instance exactly (padding, an explicit size) or two of them overlap (explicit layout). */
static bool tightly_packed(const Type *type) {
    uint64_t declared = 0;
    for (uint32_t i = 0; i < type->field_count; i++) {
        const Field *a = &type->fields[i];
        if (!is_instance_field(a)) continue;
        uint32_t a_size;
        classify_field(a, &a_size);
        declared += a_size;
        for (uint32_t j = i + 1; j < type->field_count; j++) {
            const Field *b = &type->fields[j];
            uint32_t b_size;
            if (!is_instance_field(b)) continue;
            classify_field(b, &b_size);
            if (a->offset < b->offset + (int64_t)b_size && b->offset < a->offset + (int64_t)a_size) return false;
        }
    }
    return declared == type->instance_size;
}

/* Whether `type`'s virtual slot of ValueType's `name` holds another method than ValueType's. */
typedef enum ValueTypeMethod { VALUE_TYPE_EQUALS, VALUE_TYPE_GET_HASH_CODE } ValueTypeMethod;

static bool overrides_value_type_method(const Type *type, ValueTypeMethod which) {
    /* ValueType's two methods, looked up once: GetHashCode's strategy asks on every call */
    static Method *bases[2];
    static bool looked_up;
    if (!__atomic_load_n(&looked_up, __ATOMIC_ACQUIRE)) {
        bases[VALUE_TYPE_EQUALS] = loader_find_method(vm_types.value_type, "Equals", 1);
        bases[VALUE_TYPE_GET_HASH_CODE] = loader_find_method(vm_types.value_type, "GetHashCode", 0);
        __atomic_store_n(&looked_up, true, __ATOMIC_RELEASE);
    }
    Method *base = bases[which];
    if (!base || base->vtable_slot < 0 || !type->vtable || (uint32_t)base->vtable_slot >= type->vtable->slot_count) return false;
    return type->vtable->slots[base->vtable_slot].method != base;
}

static bool can_compare_bits(Thread *thread, Type *type) {
    CoreclrMethodTable *mt = (CoreclrMethodTable *)handle_of(thread, type);
    if (!mt || !loader_ensure_laid_out(thread, type)) return false;
    uint32_t flags = __atomic_load_n(&mt->auxiliary_data.flags, __ATOMIC_ACQUIRE);
    if (flags & AUX_HAS_CHECKED_CAN_COMPARE_BITS) return flags & AUX_CAN_COMPARE_BITS;
    bool can = !(type->vtable->flags & VTABLE_HAS_REFERENCES) && tightly_packed(type) && loader_inline_array_length(type) == 0 &&
               !overrides_value_type_method(type, VALUE_TYPE_EQUALS) && !overrides_value_type_method(type, VALUE_TYPE_GET_HASH_CODE);
    for (uint32_t i = 0; can && i < type->field_count; i++) {
        const Field *field = &type->fields[i];
        uint32_t size;
        if (!is_instance_field(field)) continue;
        FieldClass c = classify_field(field, &size);
        /* +0.0 and -0.0 are equal, NaNs are not: floating-point fields compare by value */
        if (c == FIELD_SINGLE || c == FIELD_DOUBLE) can = false;
        else if (c == FIELD_STRUCT) can = can_compare_bits(thread, field->type);
    }
    if (thread->exception) return false;
    /* the checked and the answer bits become visible together, as SetCanCompareBitsOrUseFastGetHashCode */
    __atomic_fetch_or(&mt->auxiliary_data.flags, AUX_HAS_CHECKED_CAN_COMPARE_BITS | (can ? AUX_CAN_COMPARE_BITS : 0), __ATOMIC_RELEASE);
    return can;
}

/* MethodTable_CanCompareBitsOrUseFastGetHashCode(MethodTable*) -> BOOL */
static void qcall_can_compare_bits(Thread *thread, Slot *args, Slot *result) {
    Type *type = coreclr_method_table_type(args[0].p);
    result[0].u8 = 0;
    if (!type) return;
    if (loader_inline_array_length(type)) {
        vm_throw_new(thread, "System.NotSupportedException",
                     "Calling built-in Equals() or GetHashCode() on type marked as InlineArray is invalid.");
        return;
    }
    result[0].i4 = can_compare_bits(thread, type);
}

/* ValueType.GetHashCode's strategies (ValueType.cs ValueTypeHashCodeStrategy) */
enum { HASH_NONE, HASH_REFERENCE_FIELD, HASH_DOUBLE_FIELD, HASH_SINGLE_FIELD, HASH_FAST, HASH_VALUE_TYPE_OVERRIDE };

/* CoreCLR hashes the first instance field that is not a null reference, descending into
 * structs that neither compare by bits nor override GetHashCode. */
static int32_t hash_strategy(Thread *thread, Type *type, const uint8_t *value, uint32_t *offset, uint32_t *size, void **field_mt) {
    if (!loader_ensure_laid_out(thread, type)) return HASH_NONE;
    for (uint32_t i = 0; i < type->field_count; i++) {
        const Field *field = &type->fields[i];
        uint32_t field_size;
        if (!is_instance_field(field)) continue;
        switch (classify_field(field, &field_size)) {
        case FIELD_REFERENCE:
            if (!*(Object *const *)(value + *offset + field->offset)) continue;
            *offset += field->offset;
            return HASH_REFERENCE_FIELD;
        case FIELD_DOUBLE: *offset += field->offset; return HASH_DOUBLE_FIELD;
        case FIELD_SINGLE: *offset += field->offset; return HASH_SINGLE_FIELD;
        case FIELD_PRIMITIVE:
            *offset += field->offset;
            *size = field_size;
            return HASH_FAST;
        case FIELD_STRUCT:
            *offset += field->offset;
            if (can_compare_bits(thread, field->type)) {
                *size = field_size;
                return HASH_FAST;
            }
            if (thread->exception) return HASH_NONE;
            if (overrides_value_type_method(field->type, VALUE_TYPE_GET_HASH_CODE)) {
                *field_mt = (void *)handle_of(thread, field->type);
                return HASH_VALUE_TYPE_OVERRIDE;
            }
            return hash_strategy(thread, field->type, value, offset, size, field_mt);
        }
    }
    return HASH_NONE;
}

/* ValueType_GetHashCodeStrategy(MethodTable*, ObjectHandleOnStack boxed, uint* fieldOffset,
 * uint* fieldSize, MethodTable** fieldMT) -> strategy */
static void qcall_get_hash_code_strategy(Thread *thread, Slot *args, Slot *result) {
    Type *type = coreclr_method_table_type(args[0].p);
    Object **boxed = args[1].p;
    uint32_t *offset = args[2].p, *size = args[3].p;
    void **field_mt = args[4].p;
    *offset = *size = 0;
    *field_mt = NULL;
    result[0].u8 = 0;
    if (!type || !boxed || !*boxed) return;
    result[0].i4 = hash_strategy(thread, type, vm_unbox(*boxed), offset, size, field_mt);
}

const InternalCallEntry coreclr_methodtable_qcalls[] = {
    {"MethodTable_CanCompareBitsOrUseFastGetHashCode", qcall_can_compare_bits},
    {"ValueType_GetHashCodeStrategy", qcall_get_hash_code_strategy},
    {NULL, NULL},
};

const InternalCallEntry coreclr_methodtable_fcalls[] = {
    {"System.Runtime.CompilerServices.RuntimeHelpers::GetMethodTable(object)", helpers_get_method_table},
    {NULL, NULL},
};
