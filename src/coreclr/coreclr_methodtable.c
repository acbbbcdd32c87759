/*
 * coreclr_methodtable.c — the CoreCLR-shaped MethodTable CoreLib's C# reads
 * (RuntimeHelpers.CoreCLR.cs `struct MethodTable`, 64-bit release offsets) for a corvid VTable.
 *
 * corvid's VTable keeps its own layout (the interpreter, the JIT and the GC read it), so
 * RuntimeHelpers.GetMethodTable(o) returns a mirror made once per VTable and never freed:
 * pointer identity holds (one mirror per type), and the fields CoreLib reads agree with corvid's
 * object layout.  BaseSize is corvid's base size: CoreLib derives the multi-dimensional bounds
 * and data offsets from `BaseSize - 2 * sizeof(nint)` past RawData.Data, and corvid's object
 * header (VTable*, header word) is as long as CoreCLR's (sync block, MethodTable*).
 */
#include "coreclr/coreclr_internal.h"

#include <pthread.h>
#include <stdlib.h>

/* CoreCLR MethodTable flags (RuntimeHelpers.CoreCLR.cs, methodtable.h) */
enum {
    MT_GENERIC_INSTANCE = 0x00000010,
    MT_IS_BYREF_LIKE = 0x00001000,
    MT_CATEGORY_VALUE_TYPE = 0x00040000,
    MT_CATEGORY_NULLABLE = 0x00050000,
    MT_CATEGORY_PRIMITIVE = 0x00060000,
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
    void *element_type;
    void **interface_map;
    /* corvid's */
    const VTable *vtable;
    CoreclrAuxiliaryData auxiliary_data;
} CoreclrMethodTable;

_Static_assert(offsetof(CoreclrMethodTable, parent) == 0x10, "MethodTable.ParentMethodTable");
_Static_assert(offsetof(CoreclrMethodTable, auxiliary) == 0x20, "MethodTable.AuxiliaryData");
_Static_assert(offsetof(CoreclrMethodTable, element_type) == 0x30, "MethodTable.ElementType");
_Static_assert(offsetof(CoreclrMethodTable, interface_map) == 0x38, "MethodTable.InterfaceMap");

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct {
    const VTable *key;
    CoreclrMethodTable *value;
} *table;
static size_t table_size, table_used;

static CoreclrMethodTable *lookup(const VTable *vtable) {
    if (!table_size) return NULL;
    for (size_t i = ((uintptr_t)vtable >> 4) & (table_size - 1);; i = (i + 1) & (table_size - 1)) {
        if (table[i].key == vtable) return table[i].value;
        if (!table[i].key) return NULL;
    }
}

static void insert(const VTable *vtable, CoreclrMethodTable *mt) {
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
    size_t i = ((uintptr_t)vtable >> 4) & (table_size - 1);
    while (table[i].key) i = (i + 1) & (table_size - 1);
    table[i].key = vtable;
    table[i].value = mt;
    table_used++;
}

static uint32_t category(Type *type) {
    if (type->kind == TYPE_KIND_INTERFACE) return MT_CATEGORY_INTERFACE;
    if (type->kind == TYPE_KIND_ARRAY) return MT_CATEGORY_ARRAY | (type->flags & TYPE_FLAG_MULTI_DIMENSIONAL ? 0 : MT_CATEGORY_SZARRAY);
    if (type->kind != TYPE_KIND_VALUE_TYPE) return 0;
    if (type->flags & TYPE_FLAG_NULLABLE) return MT_CATEGORY_NULLABLE;
    if ((type->flags & TYPE_FLAG_ENUM) || (type->element_type >= META_ELEMENT_TYPE_BOOLEAN && type->element_type <= META_ELEMENT_TYPE_R8) ||
        type->element_type == META_ELEMENT_TYPE_I || type->element_type == META_ELEMENT_TYPE_U)
        return MT_CATEGORY_PRIMITIVE;
    return MT_CATEGORY_VALUE_TYPE;
}

static CoreclrMethodTable *build(Thread *thread, const VTable *vtable);

/* The mirror of a type's VTable (laying the type out first); NULL with an exception pending. */
static CoreclrMethodTable *of_type(Thread *thread, Type *type) {
    if (!type) return NULL;
    if (type->kind == TYPE_KIND_POINTER || type->kind == TYPE_KIND_BYREF || type->kind == TYPE_KIND_GENERIC_PARAMETER) return NULL;
    if (!loader_ensure_laid_out(thread, type)) return NULL;
    return build(thread, type->vtable);
}

static CoreclrMethodTable *build(Thread *thread, const VTable *vtable) {
    pthread_mutex_lock(&lock);
    CoreclrMethodTable *mt = lookup(vtable);
    pthread_mutex_unlock(&lock);
    if (mt) return mt;
    Type *type = vtable->type;
    mt = calloc(1, sizeof *mt);
    if (!mt) abort();
    mt->vtable = vtable;
    mt->base_size = vtable->base_size;
    mt->flags = category(type);
    if (vtable->flags & (VTABLE_IS_ARRAY | VTABLE_IS_STRING))
        mt->flags |= MT_HAS_COMPONENT_SIZE | (vtable->component_size & 0xFFFF);
    else {
        if (type->generic_definition) mt->flags |= MT_GENERIC_INSTANCE;
        if (type->flags & TYPE_FLAG_IS_BYREF_LIKE) mt->flags |= MT_IS_BYREF_LIKE;
    }
    if (vtable->flags & VTABLE_HAS_REFERENCES) mt->flags |= MT_CONTAINS_GC_POINTERS;
    if (vtable->flags & VTABLE_HAS_FINALIZER) mt->flags |= MT_HAS_FINALIZER;
    if (type->flags & TYPE_FLAG_CONTAINS_GENERIC_PARAMETERS) mt->flags |= MT_CONTAINS_GENERIC_VARIABLES;
    mt->virtual_count = (uint16_t)vtable->slot_count;
    mt->interface_count = (uint16_t)type->interface_count;
    mt->token = (uint16_t)type->typedef_row;
    mt->auxiliary = &mt->auxiliary_data;
    mt->auxiliary_data.exposed_class_object = vm_type_object(thread, type); /* kept alive forever */
    pthread_mutex_lock(&lock);
    CoreclrMethodTable *raced = lookup(vtable);
    if (raced) {
        pthread_mutex_unlock(&lock);
        free(mt);
        return raced;
    }
    insert(vtable, mt);
    pthread_mutex_unlock(&lock);
    /* after publishing: parents and elements may lead back here */
    if (type->parent) mt->parent = of_type(thread, type->parent);
    if (type->kind == TYPE_KIND_ARRAY) mt->element_type = of_type(thread, type->element);
    if (type == vm_types.string) mt->element_type = of_type(thread, vm_types.char_type);
    thread->exception = NULL; /* best effort: a parent that cannot load stays NULL */
    return mt;
}

void *coreclr_method_table(Thread *thread, const VTable *vtable) {
    return build(thread, vtable);
}

Type *coreclr_method_table_type(const void *method_table) {
    return method_table ? ((const CoreclrMethodTable *)method_table)->vtable->type : NULL;
}

/* RuntimeHelpers.GetMethodTable(object) */
static void helpers_get_method_table(Thread *thread, Slot *args, Slot *result) {
    Object *o = args[0].o;
    if (!o) {
        vm_throw_null_reference(thread);
        return;
    }
    result[0].p = build(thread, o->vtable);
}

const InternalCallEntry coreclr_methodtable_fcalls[] = {
    {"System.Runtime.CompilerServices.RuntimeHelpers::GetMethodTable(object)", helpers_get_method_table},
    {NULL, NULL},
};
