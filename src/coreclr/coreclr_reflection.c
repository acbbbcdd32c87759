/*
 * coreclr_reflection.c — the reflection and type-handle part of CoreCLR's contract with
 * CoreLib (RuntimeTypeHandle, TypeHandle, MethodTable, RuntimeHelpers' type QCalls).
 *
 * RuntimeType.m_handle holds a CoreCLR TypeHandle: the MethodTable mirror of the type, or its
 * TypeDesc mirror tagged with bit 2 (coreclr_methodtable.c); vm_type_from_object maps it back.
 * QCallTypeHandle is {void* _ptr (the address of the RuntimeType reference), nint _handle (the
 * TypeHandle)}, QCallModule {address of the RuntimeModule reference, its m_pData}, both passed in
 * two argument slots; ObjectHandleOnStack is the address of a reference slot the callee stores
 * into.
 */
#include "coreclr/coreclr_internal.h"

#include "gc/gc.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- helpers ------------------------------------------------------------------------------ */

/* A QCallTypeHandle argument: two slots, like every 16-byte struct passed to an internal call */
static Type *qcall_type(const Slot *args) {
    Object **object = args[0].p;
    if (object && *object) return vm_type_from_object(*object);
    return coreclr_type_handle_type(args[1].u8);
}

/* Stores a RuntimeType (or NULL with an exception pending) into an ObjectHandleOnStack. */
static void store_type_object(Thread *thread, Object **out, Type *type) {
    Object *object = type ? vm_type_object(thread, type) : NULL;
    if (object) vm_store_reference(out, object);
}

static bool is_type_desc(const Type *type) {
    return type->kind == TYPE_KIND_POINTER || type->kind == TYPE_KIND_BYREF || type->kind == TYPE_KIND_GENERIC_PARAMETER;
}

static bool is_open(const Type *type) {
    return type->flags & (TYPE_FLAG_CONTAINS_GENERIC_PARAMETERS | TYPE_FLAG_GENERIC_DEFINITION);
}

/* A RuntimeType[] (or Type[]) of `types`, stored into `out`; false with an exception pending. */
static bool store_type_array(Thread *thread, Object **out, Type *const *types, uint32_t count, bool runtime_types) {
    Array *array = vm_new_array(thread, runtime_types ? vm_types.runtime_type : vm_types.type, count);
    if (!array) return false;
    vm_store_reference(out, &array->object);
    for (uint32_t i = 0; i < count; i++) {
        Object *object = vm_type_object(thread, types[i]);
        if (!object) return false;
        vm_store_reference((Object **)array->data + i, object);
    }
    return true;
}

/* CorElementType in a signature (TypeHandle::GetSignatureCorElementType): enums are VALUETYPE */
static uint8_t signature_element_type(const Type *type) {
    switch (type->kind) {
    case TYPE_KIND_POINTER: return META_ELEMENT_TYPE_PTR;
    case TYPE_KIND_BYREF: return META_ELEMENT_TYPE_BYREF;
    case TYPE_KIND_GENERIC_PARAMETER: return type->generic_parameter_is_method ? META_ELEMENT_TYPE_MVAR : META_ELEMENT_TYPE_VAR;
    case TYPE_KIND_ARRAY: return type->flags & TYPE_FLAG_MULTI_DIMENSIONAL ? META_ELEMENT_TYPE_ARRAY : META_ELEMENT_TYPE_SZARRAY;
    case TYPE_KIND_VALUE_TYPE:
        if (type->flags & TYPE_FLAG_ENUM) return META_ELEMENT_TYPE_VALUETYPE;
        if (type->assembly == loader_corlib() &&
            ((type->element_type >= META_ELEMENT_TYPE_BOOLEAN && type->element_type <= META_ELEMENT_TYPE_R8) ||
             type->element_type == META_ELEMENT_TYPE_I || type->element_type == META_ELEMENT_TYPE_U ||
             type->element_type == META_ELEMENT_TYPE_TYPEDBYREF))
            return type->element_type;
        return META_ELEMENT_TYPE_VALUETYPE;
    default:
        if (type == vm_types.string) return META_ELEMENT_TYPE_STRING;
        if (type == vm_types.object) return META_ELEMENT_TYPE_OBJECT;
        return META_ELEMENT_TYPE_CLASS;
    }
}

/* ---- assemblies and modules ----------------------------------------------------------------
 * CoreCLR's RuntimeAssembly holds the native Assembly* in m_assembly and RuntimeModule the
 * Module* in m_pData; corvid has one module per assembly, so both hold the corvid Assembly*.
 * The objects are made once per assembly (allocated without a constructor, as CoreCLR's
 * exposed objects are) and kept alive forever. */

typedef struct AssemblyObjects {
    Assembly *assembly;
    Object *assembly_object, *module_object; /* gc_add_root'ed: pinned, never move */
    struct AssemblyObjects *next;
} AssemblyObjects;

static pthread_mutex_t assembly_lock = PTHREAD_MUTEX_INITIALIZER;
static AssemblyObjects *assembly_objects;

static void set_field(Object *object, const char *name, const void *value, size_t size) {
    Field *field = loader_find_field(object->vtable->type, name);
    if (field) memcpy((uint8_t *)object + field->offset, value, size);
}

static AssemblyObjects *objects_of(Thread *thread, Assembly *assembly) {
    pthread_mutex_lock(&assembly_lock);
    AssemblyObjects *entry = assembly_objects;
    while (entry && entry->assembly != assembly) entry = entry->next;
    pthread_mutex_unlock(&assembly_lock);
    if (entry) return entry;
    Type *assembly_type = loader_find_corlib_type("System.Reflection.RuntimeAssembly");
    Type *module_type = loader_find_corlib_type("System.Reflection.RuntimeModule");
    if (!assembly_type || !module_type || !loader_ensure_laid_out(thread, assembly_type) || !loader_ensure_laid_out(thread, module_type)) {
        if (!thread->exception) vm_throw_new(thread, "System.TypeLoadException", "CoreLib lacks RuntimeAssembly or RuntimeModule.");
        return NULL;
    }
    entry = calloc(1, sizeof *entry);
    if (!entry) abort();
    entry->assembly = assembly;
    if (!(entry->assembly_object = vm_new_object(thread, assembly_type)) || !(entry->module_object = vm_new_object(thread, module_type))) {
        free(entry);
        return NULL;
    }
    set_field(entry->assembly_object, "m_assembly", &assembly, sizeof assembly);
    set_field(entry->module_object, "m_pData", &assembly, sizeof assembly);
    Field *owner = loader_find_field(module_type, "m_runtimeAssembly");
    if (owner) vm_store_reference((Object **)((uint8_t *)entry->module_object + owner->offset), entry->assembly_object);
    pthread_mutex_lock(&assembly_lock);
    AssemblyObjects *raced = assembly_objects;
    while (raced && raced->assembly != assembly) raced = raced->next;
    if (!raced) {
        gc_add_root(&entry->assembly_object, 1);
        gc_add_root(&entry->module_object, 1);
        entry->next = assembly_objects;
        assembly_objects = entry;
    }
    pthread_mutex_unlock(&assembly_lock);
    if (raced) free(entry);
    return raced ? raced : entry;
}

/* The assembly a type belongs to: its own, its element's, or (for corvid's generic parameters,
 * which are shared by every owner) CoreLib. */
static Assembly *assembly_of(Type *type) {
    while (!type->assembly && type->element) type = type->element;
    return type->assembly ? type->assembly : loader_corlib();
}

/* The Assembly* a RuntimeAssembly or RuntimeModule holds */
static Assembly *native_assembly(Object *object, const char *field_name) {
    if (!object) return NULL;
    Field *field = loader_find_field(object->vtable->type, field_name);
    return field ? *(Assembly **)((uint8_t *)object + field->offset) : NULL;
}

/* SHA-1 (FIPS 180-4), for the public key token: the last 8 bytes of the key's hash, reversed. */
static void sha1(const uint8_t *data, size_t size, uint8_t digest[20]) {
    uint32_t h[5] = {0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476, 0xC3D2E1F0};
    uint64_t bits = (uint64_t)size * 8;
    size_t total = ((size + 8) / 64 + 1) * 64;
    for (size_t block = 0; block < total; block += 64) {
        uint32_t w[80];
        for (int i = 0; i < 64; i++) {
            size_t at = block + (size_t)i;
            uint8_t byte = at < size ? data[at] : at == size ? 0x80 : at >= total - 8 ? (uint8_t)(bits >> (8 * (total - 1 - at))) : 0;
            if (i % 4 == 0) w[i / 4] = 0;
            w[i / 4] |= (uint32_t)byte << (24 - 8 * (i % 4));
        }
        for (int i = 16; i < 80; i++) {
            uint32_t x = w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16];
            w[i] = x << 1 | x >> 31;
        }
        uint32_t a = h[0], b = h[1], c = h[2], d = h[3], e = h[4];
        for (int i = 0; i < 80; i++) {
            uint32_t f = i < 20 ? ((b & c) | (~b & d)) + 0x5A827999
                         : i < 40 ? (b ^ c ^ d) + 0x6ED9EBA1
                         : i < 60 ? ((b & c) | (b & d) | (c & d)) + 0x8F1BBCDC
                                  : (b ^ c ^ d) + 0xCA62C1D6;
            uint32_t t = (a << 5 | a >> 27) + f + e + w[i];
            e = d, d = c, c = b << 30 | b >> 2, b = a, a = t;
        }
        h[0] += a, h[1] += b, h[2] += c, h[3] += d, h[4] += e;
    }
    for (int i = 0; i < 20; i++) digest[i] = (uint8_t)(h[i / 4] >> (24 - 8 * (i % 4)));
}

/* "Name, Version=a.b.c.d, Culture=neutral, PublicKeyToken=0123456789abcdef" (or =null) */
static void assembly_full_name(Assembly *assembly, char *buffer, size_t size) {
    const MetaAssemblyRow *row = meta_table_row_count(assembly->image, META_TABLE_ASSEMBLY) ? meta_assembly(assembly->image, 1) : NULL;
    if (!row) {
        snprintf(buffer, size, "%s", assembly->name);
        return;
    }
    char token[17] = "null";
    if (row->public_key.size) {
        uint8_t digest[20];
        sha1(row->public_key.data, row->public_key.size, digest);
        for (int i = 0; i < 8; i++) snprintf(token + 2 * i, 3, "%02x", digest[19 - i]);
    }
    snprintf(buffer, size, "%s, Version=%u.%u.%u.%u, Culture=%s, PublicKeyToken=%s", row->name, row->major_version,
             row->minor_version, row->build_number, row->revision_number, row->culture && row->culture[0] ? row->culture : "neutral",
             token);
}

/* ---- type names (CoreCLR's TypeString, TypeNameFormatFlags) -------------------------------- */

enum {
    FORMAT_NAMESPACE = 0x1,
    FORMAT_FULL_INST = 0x2,
    FORMAT_ASSEMBLY = 0x4,
};

typedef struct NameBuffer {
    char *text;
    size_t size, used;
    bool unnamed; /* a generic parameter: corvid shares them between owners, so has no name */
} NameBuffer;

static void name_append(NameBuffer *b, const char *text) {
    size_t n = strlen(text);
    if (b->used + n + 1 > b->size) {
        b->size = (b->used + n + 1) * 2;
        b->text = realloc(b->text, b->size);
        if (!b->text) abort();
    }
    memcpy(b->text + b->used, text, n + 1);
    b->used += n;
}

static void append_type_name(NameBuffer *b, Type *type, uint32_t flags) {
    switch (type->kind) {
    case TYPE_KIND_GENERIC_PARAMETER: b->unnamed = true; return;
    case TYPE_KIND_POINTER: append_type_name(b, type->element, flags & ~FORMAT_ASSEMBLY); name_append(b, "*"); break;
    case TYPE_KIND_BYREF: append_type_name(b, type->element, flags & ~FORMAT_ASSEMBLY); name_append(b, "&"); break;
    case TYPE_KIND_ARRAY:
        append_type_name(b, type->element, flags & ~FORMAT_ASSEMBLY);
        if (!(type->flags & TYPE_FLAG_MULTI_DIMENSIONAL)) name_append(b, "[]");
        else if (type->rank == 1) name_append(b, "[*]");
        else {
            name_append(b, "[");
            for (uint32_t i = 1; i < type->rank; i++) name_append(b, ",");
            name_append(b, "]");
        }
        break;
    default: {
        Type *definition = type->generic_definition ? type->generic_definition : type;
        if (definition->declaring_type) {
            append_type_name(b, definition->declaring_type, flags & FORMAT_NAMESPACE);
            name_append(b, "+");
        } else if ((flags & FORMAT_NAMESPACE) && definition->namespace_name && definition->namespace_name[0]) {
            name_append(b, definition->namespace_name);
            name_append(b, ".");
        }
        name_append(b, definition->name);
        if ((flags & FORMAT_FULL_INST) && type->generic_definition) {
            name_append(b, "[");
            for (uint32_t i = 0; i < type->generic_argument_count; i++) {
                name_append(b, i ? ",[" : "[");
                append_type_name(b, type->generic_arguments[i], FORMAT_NAMESPACE | FORMAT_FULL_INST | FORMAT_ASSEMBLY);
                name_append(b, "]");
            }
            name_append(b, "]");
        }
    }
    }
    if (flags & FORMAT_ASSEMBLY) {
        char assembly[512];
        assembly_full_name(assembly_of(type), assembly, sizeof assembly);
        name_append(b, ", ");
        name_append(b, assembly);
    }
}

/* ---- QCalls ------------------------------------------------------------------------------- */

/* RuntimeTypeHandle_ConstructName(QCallTypeHandle, TypeNameFormatFlags, StringHandleOnStack) */
static void qcall_construct_name(Thread *thread, Slot *args, Slot *result) {
    Type *type = qcall_type(args);
    if (!type) return;
    NameBuffer b = {0};
    name_append(&b, "");
    append_type_name(&b, type, args[2].u4);
    if (b.unnamed)
        vm_throw_new(thread, "System.NotSupportedException", "corvid does not support the names of generic parameters yet");
    else {
        String *name = vm_new_string_utf8(thread, b.text);
        if (name) vm_store_reference(args[3].p, &name->object);
    }
    free(b.text);
}

/* RuntimeTypeHandle_GetModuleSlow / GetAssemblySlow(ObjectHandleOnStack type, ObjectHandleOnStack
 * result): the objects the FCalls GetModuleIfExists / GetAssemblyIfExists found missing */
static void qcall_get_module_slow(Thread *thread, Slot *args, Slot *result) {
    Type *type = vm_type_from_object(*(Object **)args[0].p);
    AssemblyObjects *objects = type ? objects_of(thread, assembly_of(type)) : NULL;
    if (objects) vm_store_reference(args[1].p, objects->module_object);
}

static void qcall_get_assembly_slow(Thread *thread, Slot *args, Slot *result) {
    Type *type = vm_type_from_object(*(Object **)args[0].p);
    AssemblyObjects *objects = type ? objects_of(thread, assembly_of(type)) : NULL;
    if (objects) vm_store_reference(args[1].p, objects->assembly_object);
}

/* AssemblyHandle_GetManifestModuleSlow(ObjectHandleOnStack assembly, ObjectHandleOnStack module) */
static void qcall_get_manifest_module_slow(Thread *thread, Slot *args, Slot *result) {
    Assembly *assembly = native_assembly(*(Object **)args[0].p, "m_assembly");
    AssemblyObjects *objects = assembly ? objects_of(thread, assembly) : NULL;
    if (objects) vm_store_reference(args[1].p, objects->module_object);
}

/* ModuleHandle_GetModuleType(QCallModule, ObjectHandleOnStack): the <Module> type (TypeDef 1) */
static void qcall_get_module_type(Thread *thread, Slot *args, Slot *result) {
    Assembly *assembly = args[1].p; /* QCallModule {RuntimeModule* address, m_pData} */
    if (!assembly) {
        vm_throw_new(thread, "System.ArgumentNullException", "Value cannot be null. (Parameter 'module')");
        return;
    }
    store_type_object(thread, args[2].p, loader_resolve_type(thread, assembly, META_TOKEN(META_TABLE_TYPEDEF, 1), NULL));
}

/* RuntimeTypeHandle_GetDeclaringTypeHandle(IntPtr): the enclosing type of a nested type, else 0 */
static void qcall_get_declaring_type_handle(Thread *thread, Slot *args, Slot *result) {
    Type *type = coreclr_type_handle_type(args[0].u8);
    Type *definition = type && type->generic_definition ? type->generic_definition : type;
    result[0].u8 = definition && definition->declaring_type && type->kind != TYPE_KIND_GENERIC_PARAMETER
                       ? coreclr_type_handle(thread, definition->declaring_type)
                       : 0;
}

/* RuntimeTypeHandle_GetRuntimeTypeFromHandleSlow(nint handle, ObjectHandleOnStack typeObject):
 * the RuntimeType of a TypeHandle, cached in its AuxiliaryData for the managed fast path. */
static void qcall_runtime_type_from_handle(Thread *thread, Slot *args, Slot *result) {
    Type *type = coreclr_type_handle_type(args[0].u8);
    if (!type) return;
    Object *object = vm_type_object(thread, type);
    if (!object) return;
    coreclr_set_exposed_type_object(args[0].u8, object);
    vm_store_reference(args[1].p, object);
}

/* TypeHandle_GetCorElementType(void* typeHandle) */
static void qcall_type_handle_get_cor_element_type(Thread *thread, Slot *args, Slot *result) {
    Type *type = coreclr_type_handle_type(args[0].u8);
    result[0].i4 = type ? signature_element_type(type) : 0;
}

/* The instance .ctor without parameters of a type, or NULL (with no exception pending). */
static Method *default_constructor(Thread *thread, Type *type) {
    for (uint32_t i = 0; i < type->method_count; i++) {
        Method *m = type->methods[i];
        if (strcmp(m->name, ".ctor") != 0 || (m->flags & META_METHOD_STATIC)) continue;
        if (!loader_prepare_method(thread, m)) {
            thread->exception = NULL;
            continue;
        }
        if (m->signature.parameter_count == 0) return m;
    }
    return NULL;
}

/* ReflectionInvocation_RunClassConstructor(QCallTypeHandle): runs the .cctor unless it ran; a
 * TypeDesc or an open type has none to run (CoreCLR returns for both). */
static void qcall_run_class_constructor(Thread *thread, Slot *args, Slot *result) {
    Type *type = qcall_type(args);
    if (!type || is_type_desc(type) || is_open(type)) return;
    if (loader_ensure_laid_out(thread, type)) interp_ensure_class_initialized(thread, type);
}

/* RuntimeTypeHandle_CreateInstanceForAnotherGenericParameter(QCallTypeHandle baseType,
 * IntPtr* typeHandles, int count, ObjectHandleOnStack result): baseType's generic definition
 * instantiated over the handles, allocated and run through its default constructor (CoreCLR
 * instantiates the canonical form, so baseType may itself be an instantiation). */
static void qcall_create_instance_for_another_generic_parameter(Thread *thread, Slot *args, Slot *result) {
    Type *base = qcall_type(args);
    const uintptr_t *handles = args[2].p;
    int32_t count = args[3].i4;
    Object **out = args[4].p;
    Type *definition = base ? (base->generic_definition ? base->generic_definition : base) : NULL;
    if (!definition || !(definition->flags & TYPE_FLAG_GENERIC_DEFINITION) || count <= 0 || count > 64 || !handles) {
        vm_throw_new(thread, "System.ArgumentException", "The type is not a generic type definition of the given arity.");
        return;
    }
    Type *arguments[64];
    for (int32_t i = 0; i < count; i++)
        if (!(arguments[i] = coreclr_type_handle_type(handles[i]))) {
            vm_throw_new(thread, "System.ArgumentNullException", "Value cannot be null. (Parameter 'typeHandle')");
            return;
        }
    Type *type = loader_instantiate_type(thread, definition, arguments, (uint32_t)count);
    if (!type || !loader_ensure_laid_out(thread, type) || !interp_ensure_class_initialized(thread, type)) return;
    if (type->kind != TYPE_KIND_CLASS || (type->attributes & META_TYPE_ABSTRACT)) {
        vm_throw_new(thread, "System.MissingMethodException", "Cannot create an instance of an abstract class or a value type here.");
        return;
    }
    Method *ctor = default_constructor(thread, type);
    if (!ctor) {
        vm_throw_new(thread, "System.MissingMethodException", "No parameterless constructor defined for this type.");
        return;
    }
    Object *object = vm_new_object(thread, type);
    if (!object) return;
    Slot call[1] = {{.o = object}};
    if (!interp_invoke(thread, ctor, call, NULL)) return;
    vm_store_reference(out, object);
}

/* RuntimeTypeHandle_GetInstantiation(QCallTypeHandle, ObjectHandleOnStack types, BOOL asRuntimeTypes):
 * the generic arguments (of a definition: its parameters); nothing stored when it has none. */
static void qcall_get_instantiation(Thread *thread, Slot *args, Slot *result) {
    Type *type = qcall_type(args);
    if (!type) return;
    if (type->generic_argument_count)
        store_type_array(thread, args[2].p, type->generic_arguments, type->generic_argument_count, args[3].i4 != 0);
}

/* RuntimeTypeHandle_GetGenericTypeDefinition(QCallTypeHandle, ObjectHandleOnStack): the open
 * definition of an instantiation; a definition (or a non-generic type) is its own. */
static void qcall_get_generic_type_definition(Thread *thread, Slot *args, Slot *result) {
    Type *type = qcall_type(args);
    if (type) store_type_object(thread, args[2].p, type->generic_definition ? type->generic_definition : type);
}

/* RuntimeTypeHandle_Instantiate(QCallTypeHandle definition, IntPtr* handles, int count,
 * ObjectHandleOnStack): MakeGenericType after CoreLib checked arity and constraints. */
static void qcall_instantiate(Thread *thread, Slot *args, Slot *result) {
    Type *definition = qcall_type(args);
    const uintptr_t *handles = args[2].p;
    int32_t count = args[3].i4;
    if (!definition || !(definition->flags & TYPE_FLAG_GENERIC_DEFINITION) || count <= 0 || count > 64 || !handles ||
        (uint32_t)count != definition->generic_argument_count) {
        vm_throw_new(thread, "System.ArgumentException", "The number of generic arguments provided doesn't equal the arity of the generic type definition.");
        return;
    }
    Type *arguments[64];
    for (int32_t i = 0; i < count; i++)
        if (!(arguments[i] = coreclr_type_handle_type(handles[i])) || arguments[i]->kind == TYPE_KIND_BYREF ||
            arguments[i]->kind == TYPE_KIND_POINTER || arguments[i] == vm_types.void_type) {
            vm_throw_new(thread, "System.ArgumentException", "The type cannot be used as a generic argument.");
            return;
        }
    store_type_object(thread, args[4].p, loader_instantiate_type(thread, definition, arguments, (uint32_t)count));
}

/* MakeSZArray / MakeArray(rank) / MakeByRef / MakePointer (QCallTypeHandle, [int rank,]
 * ObjectHandleOnStack); CoreCLR raises TypeLoadException for a byref's array, pointer or byref. */
static bool can_derive(Thread *thread, Type *type) {
    if (!type) return false;
    if (type->kind == TYPE_KIND_BYREF || type == vm_types.void_type || (type->flags & TYPE_FLAG_IS_BYREF_LIKE)) {
        vm_throw_new(thread, "System.TypeLoadException", "Could not create the derived type of a byref, void or byref-like type.");
        return false;
    }
    return true;
}

static void qcall_make_sz_array(Thread *thread, Slot *args, Slot *result) {
    Type *type = qcall_type(args);
    if (can_derive(thread, type)) store_type_object(thread, args[2].p, loader_array_type(type, 0));
}

static void qcall_make_array(Thread *thread, Slot *args, Slot *result) {
    Type *type = qcall_type(args);
    int32_t rank = args[2].i4;
    if (rank <= 0 || rank > 32) {
        vm_throw_new(thread, "System.TypeLoadException", "Array rank is out of range.");
        return;
    }
    if (can_derive(thread, type)) store_type_object(thread, args[3].p, loader_array_type(type, (uint32_t)rank));
}

static void qcall_make_byref(Thread *thread, Slot *args, Slot *result) {
    Type *type = qcall_type(args);
    if (can_derive(thread, type)) store_type_object(thread, args[2].p, loader_byref_type(type));
}

static void qcall_make_pointer(Thread *thread, Slot *args, Slot *result) {
    Type *type = qcall_type(args);
    if (type && type->kind == TYPE_KIND_BYREF) {
        vm_throw_new(thread, "System.TypeLoadException", "Could not create a pointer to a byref type.");
        return;
    }
    if (type) store_type_object(thread, args[2].p, loader_pointer_type(type));
}

/* TypeHandle_CanCastTo_NoCacheLookup(void* from, void* to): assignability (the cast cache
 * missed); CoreCLR's TypeHandle::CanCastTo, which corvid's casts implement */
static void qcall_can_cast_to(Thread *thread, Slot *args, Slot *result) {
    Type *from = coreclr_type_handle_type(args[0].u8), *to = coreclr_type_handle_type(args[1].u8);
    result[0].i4 = from && to && vm_type_is_assignable(to, from);
}

/* ---- GC handles of RuntimeType's cache ---------------------------------------------------
 * RuntimeType keeps its RuntimeTypeCache behind a GC handle (m_cache), read by
 * GCHandle.InternalGet as `*(object*)handle`: corvid's handles are the address of their target
 * slot.  GCHandleType: Weak 0, WeakTrackResurrection 1, Normal 2, Pinned 3. */

static const GcHandleKind handle_kinds[] = {GC_HANDLE_WEAK_SHORT, GC_HANDLE_WEAK_LONG, GC_HANDLE_NORMAL, GC_HANDLE_PINNED};

/* QCall_GetGCHandleForTypeHandle(QCallTypeHandle, GCHandleType): an empty handle (CoreCLR puts
 * it in the type's LoaderAllocator; corvid never unloads types) */
static void qcall_get_gc_handle_for_type(Thread *thread, Slot *args, Slot *result) {
    int32_t kind = args[2].i4;
    result[0].u8 = gc_handle_new(NULL, handle_kinds[kind >= 0 && kind <= 3 ? kind : 2]);
    if (!result[0].u8) vm_throw_new(thread, "System.OutOfMemoryException", "Insufficient memory to continue the execution of the program.");
}

static void qcall_free_gc_handle_for_type(Thread *thread, Slot *args, Slot *result) {
    if (args[2].u8) gc_handle_free((GcHandle)args[2].u8);
    result[0].u8 = 0;
}

/* GCHandle.InternalCompareExchange(IntPtr handle, object value, object comparand): the old target */
static void gchandle_compare_exchange(Thread *thread, Slot *args, Slot *result) {
    Object **slot = args[0].p, *expected = args[2].o;
    if (!slot) {
        vm_throw_null_reference(thread);
        return;
    }
    __atomic_compare_exchange_n(slot, &expected, args[1].o, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    result[0].o = expected;
}

/* GCHandle.InternalSet(IntPtr handle, object value) */
static void gchandle_set(Thread *thread, Slot *args, Slot *result) {
    if (!args[0].p) {
        vm_throw_null_reference(thread);
        return;
    }
    gc_handle_set((GcHandle)args[0].u8, args[1].o);
}

/* ---- RuntimeTypeHandle FCalls ------------------------------------------------------------ */

static Type *arg_type(Slot *args) { return vm_type_from_object(args[0].o); }

/* GetModuleIfExists / GetAssemblyIfExists(RuntimeType): the exposed object, else null (the
 * managed caller then takes the slow QCall, which makes it) */
static void type_get_module_if_exists(Thread *thread, Slot *args, Slot *result) {
    Type *type = arg_type(args);
    if (!type) return;
    Assembly *assembly = assembly_of(type);
    pthread_mutex_lock(&assembly_lock);
    for (AssemblyObjects *e = assembly_objects; e; e = e->next)
        if (e->assembly == assembly) result[0].o = e->module_object;
    pthread_mutex_unlock(&assembly_lock);
}

static void type_get_assembly_if_exists(Thread *thread, Slot *args, Slot *result) {
    Type *type = arg_type(args);
    if (!type) return;
    Assembly *assembly = assembly_of(type);
    pthread_mutex_lock(&assembly_lock);
    for (AssemblyObjects *e = assembly_objects; e; e = e->next)
        if (e->assembly == assembly) result[0].o = e->assembly_object;
    pthread_mutex_unlock(&assembly_lock);
}

/* RuntimeAssembly.GetManifestModule(RuntimeAssembly): null until made (then the slow QCall) */
static void assembly_get_manifest_module(Thread *thread, Slot *args, Slot *result) {
    Assembly *assembly = native_assembly(args[0].o, "m_assembly");
    pthread_mutex_lock(&assembly_lock);
    for (AssemblyObjects *e = assembly_objects; e; e = e->next)
        if (e->assembly == assembly) result[0].o = e->module_object;
    pthread_mutex_unlock(&assembly_lock);
}

/* GetAttributes(RuntimeType): TypeAttributes; arrays are public sealed serializable classes and
 * the TypeDescs public (CoreCLR's array EEClass and RuntimeTypeHandle::GetAttributes) */
static void type_get_attributes(Thread *thread, Slot *args, Slot *result) {
    Type *type = arg_type(args);
    if (!type) {
        vm_throw_null_reference(thread);
        return;
    }
    if (type->kind == TYPE_KIND_ARRAY) result[0].i4 = 0x1 | 0x100 | 0x2000;
    else if (is_type_desc(type)) result[0].i4 = 0x1;
    else result[0].i4 = (int32_t)type->attributes;
}

/* GetToken(RuntimeType): the TypeDef token; mdTypeDefNil for types without one */
static void type_get_token(Thread *thread, Slot *args, Slot *result) {
    Type *type = arg_type(args);
    Type *definition = type && type->generic_definition ? type->generic_definition : type;
    result[0].i4 = (int32_t)META_TOKEN(META_TABLE_TYPEDEF, definition && definition->typedef_row ? definition->typedef_row : 0);
}

static void type_get_array_rank(Thread *thread, Slot *args, Slot *result) {
    Type *type = arg_type(args);
    result[0].i4 = type && type->kind == TYPE_KIND_ARRAY ? (type->flags & TYPE_FLAG_MULTI_DIMENSIONAL ? (int32_t)type->rank : 1) : 0;
}

static void type_contains_generic_variables(Thread *thread, Slot *args, Slot *result) {
    Type *type = arg_type(args);
    result[0].i4 = type && is_open(type);
}

static void type_is_generic_variable(Thread *thread, Slot *args, Slot *result) {
    Type *type = arg_type(args);
    result[0].i4 = type && type->kind == TYPE_KIND_GENERIC_PARAMETER;
}

static void type_get_generic_variable_index(Thread *thread, Slot *args, Slot *result) {
    Type *type = arg_type(args);
    result[0].i4 = type && type->kind == TYPE_KIND_GENERIC_PARAMETER ? (int32_t)type->generic_parameter_number : 0;
}

/* corvid has no function pointer types: ELEMENT_TYPE_FNPTR signatures load as IntPtr */
static void type_is_unmanaged_function_pointer(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = 0;
}

/* GetElementTypeHandle(IntPtr): an array's, pointer's or byref's element, else 0 */
static void type_get_element_type_handle(Thread *thread, Slot *args, Slot *result) {
    Type *type = coreclr_type_handle_type(args[0].u8);
    result[0].u8 = type && (type->kind == TYPE_KIND_ARRAY || type->kind == TYPE_KIND_POINTER || type->kind == TYPE_KIND_BYREF)
                       ? coreclr_type_handle(thread, type->element)
                       : 0;
}

/* GetUtf8NameInternal(MethodTable*): the TypeDef name (metadata's UTF-8, lives as long as corvid) */
static void type_get_utf8_name(Thread *thread, Slot *args, Slot *result) {
    Type *type = coreclr_method_table_type(args[0].p);
    if (type && type->generic_definition) type = type->generic_definition;
    result[0].p = type && type->typedef_row ? (void *)type->name : NULL;
}

/* CompareCanonicalHandles(RuntimeType, RuntimeType): corvid shares no code between
 * instantiations, so each type is its own canonical form */
static void type_compare_canonical_handles(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = vm_type_from_object(args[0].o) == vm_type_from_object(args[1].o);
}

static void type_get_num_virtuals(Thread *thread, Slot *args, Slot *result) {
    Type *type = arg_type(args);
    if (!type || is_type_desc(type) || is_open(type)) return;
    if (loader_ensure_laid_out(thread, type)) result[0].i4 = (int32_t)type->vtable->slot_count;
}

/* ---- MethodTable FCalls (instance methods: `this` is the MethodTable*) -------------------- */

/* GetPrimitiveCorElementType(): a primitive's or an enum's underlying CorElementType */
static void method_table_get_primitive_cor_element_type(Thread *thread, Slot *args, Slot *result) {
    Type *type = coreclr_method_table_type(args[0].p);
    if (type && (type->flags & TYPE_FLAG_ENUM) && type->element) type = type->element;
    result[0].i4 = type ? signature_element_type(type) : 0;
}

/* InstantiationArg0(): the first generic argument's TypeHandle */
static void method_table_instantiation_arg0(Thread *thread, Slot *args, Slot *result) {
    Type *type = coreclr_method_table_type(args[0].p);
    result[0].u8 = type && type->generic_argument_count ? coreclr_type_handle(thread, type->generic_arguments[0]) : 0;
}

/* GetNumInstanceFieldBytes(): the unboxed size of a value type, the fields' size of a class */
static void method_table_get_num_instance_field_bytes(Thread *thread, Slot *args, Slot *result) {
    Type *type = coreclr_method_table_type(args[0].p);
    if (!type || !loader_ensure_laid_out(thread, type)) return;
    result[0].i4 = (int32_t)(type->kind == TYPE_KIND_VALUE_TYPE ? type->instance_size : type->instance_size - 2 * sizeof(void *));
}

/* ---- start-up ----------------------------------------------------------------------------- */

/* CastHelpers.s_table, the cast cache CoreLib's casts and reflection probe first: CoreCLR's VM
 * allocates it (castcache.cpp) and only native code fills it.  corvid gives it a 2-entry table
 * (CastCache's "sentinel" shape: int[(size + 1) * sizeof(CastCacheEntry) / 4], aux data
 * {hashShift, tableMask} in element 0) that never holds an entry, so every probe misses and
 * the cast is computed (TypeHandle_CanCastTo_NoCacheLookup). */
void coreclr_reflection_init(Thread *thread) {
    Type *helpers = loader_find_corlib_type("System.Runtime.CompilerServices.CastHelpers");
    Field *table = helpers ? loader_find_field(helpers, "s_table") : NULL;
    if (!table || !loader_ensure_laid_out(thread, helpers) || !helpers->static_data) {
        thread->exception = NULL; /* no CastHelpers: nothing reads the table */
        return;
    }
    enum { SIZE = 2, ENTRY_BYTES = 24 };
    Array *array = vm_new_array(thread, vm_types.int32, (SIZE + 1) * ENTRY_BYTES / 4);
    if (!array) return;
    int32_t *data = (int32_t *)array->data;
    data[0] = 64 - 1; /* hashShift: 64 - log2(size), buckets [0, size) */
    data[1] = SIZE - 1; /* tableMask */
    vm_store_reference((Object **)(helpers->static_data + table->offset), &array->object);
}

const InternalCallEntry coreclr_reflection_fcalls[] = {
    {"System.RuntimeTypeHandle::GetModuleIfExists(System.RuntimeType)", type_get_module_if_exists},
    {"System.RuntimeTypeHandle::GetAssemblyIfExists(System.RuntimeType)", type_get_assembly_if_exists},
    {"System.Reflection.RuntimeAssembly::GetManifestModule(System.Reflection.RuntimeAssembly)", assembly_get_manifest_module},
    {"System.RuntimeTypeHandle::GetAttributes(System.RuntimeType)", type_get_attributes},
    {"System.RuntimeTypeHandle::GetToken(System.RuntimeType)", type_get_token},
    {"System.RuntimeTypeHandle::GetArrayRank(System.RuntimeType)", type_get_array_rank},
    {"System.RuntimeTypeHandle::ContainsGenericVariables(System.RuntimeType)", type_contains_generic_variables},
    {"System.RuntimeTypeHandle::IsGenericVariable(System.RuntimeType)", type_is_generic_variable},
    {"System.RuntimeTypeHandle::GetGenericVariableIndex(System.RuntimeType)", type_get_generic_variable_index},
    {"System.RuntimeTypeHandle::IsUnmanagedFunctionPointer(System.RuntimeType)", type_is_unmanaged_function_pointer},
    {"System.RuntimeTypeHandle::GetElementTypeHandle(intptr)", type_get_element_type_handle},
    {"System.RuntimeTypeHandle::GetUtf8NameInternal(System.Runtime.CompilerServices.MethodTable*)", type_get_utf8_name},
    {"System.RuntimeTypeHandle::CompareCanonicalHandles(System.RuntimeType,System.RuntimeType)", type_compare_canonical_handles},
    {"System.RuntimeTypeHandle::GetNumVirtuals(System.RuntimeType)", type_get_num_virtuals},
    {"System.Runtime.InteropServices.GCHandle::InternalCompareExchange(intptr,object,object)", gchandle_compare_exchange},
    {"System.Runtime.InteropServices.GCHandle::InternalSet(intptr,object)", gchandle_set},
    {"System.Runtime.CompilerServices.MethodTable::GetPrimitiveCorElementType()", method_table_get_primitive_cor_element_type},
    {"System.Runtime.CompilerServices.MethodTable::InstantiationArg0()", method_table_instantiation_arg0},
    {"System.Runtime.CompilerServices.MethodTable::GetNumInstanceFieldBytes()", method_table_get_num_instance_field_bytes},
    {NULL, NULL},
};

const InternalCallEntry coreclr_reflection_qcalls[] = {
    {"RuntimeTypeHandle_GetRuntimeTypeFromHandleSlow", qcall_runtime_type_from_handle},
    {"TypeHandle_GetCorElementType", qcall_type_handle_get_cor_element_type},
    {"ReflectionInvocation_RunClassConstructor", qcall_run_class_constructor},
    {"RuntimeTypeHandle_GetInstantiation", qcall_get_instantiation},
    {"RuntimeTypeHandle_GetGenericTypeDefinition", qcall_get_generic_type_definition},
    {"RuntimeTypeHandle_Instantiate", qcall_instantiate},
    {"RuntimeTypeHandle_MakeSZArray", qcall_make_sz_array},
    {"RuntimeTypeHandle_MakeArray", qcall_make_array},
    {"RuntimeTypeHandle_MakeByRef", qcall_make_byref},
    {"RuntimeTypeHandle_MakePointer", qcall_make_pointer},
    {"TypeHandle_CanCastTo_NoCacheLookup", qcall_can_cast_to},
    {"QCall_GetGCHandleForTypeHandle", qcall_get_gc_handle_for_type},
    {"RuntimeTypeHandle_ConstructName", qcall_construct_name},
    {"ModuleHandle_GetModuleType", qcall_get_module_type},
    {"RuntimeTypeHandle_GetModuleSlow", qcall_get_module_slow},
    {"RuntimeTypeHandle_GetAssemblySlow", qcall_get_assembly_slow},
    {"AssemblyHandle_GetManifestModuleSlow", qcall_get_manifest_module_slow},
    {"RuntimeTypeHandle_GetDeclaringTypeHandle", qcall_get_declaring_type_handle},
    {"QCall_FreeGCHandleForTypeHandle", qcall_free_gc_handle_for_type},
    {"RuntimeTypeHandle_CreateInstanceForAnotherGenericParameter", qcall_create_instance_for_another_generic_parameter},
    {NULL, NULL},
};
