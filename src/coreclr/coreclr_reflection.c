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
#include "interop/interop.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static bool token_valid(const MetaImage *image, uint32_t token);
static bool signature_of(const MetaImage *image, uint32_t token, MetaBlob *out);
static Method *default_constructor(Thread *thread, Type *type);

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
    case TYPE_KIND_POINTER: return type->flags & TYPE_FLAG_FUNCTION_POINTER ? META_ELEMENT_TYPE_FNPTR : META_ELEMENT_TYPE_PTR;
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

/* The typical definition of a method (CoreCLR's MethodDesc::LoadTypicalMethodDefinition): the
 * generic method definition, in the open generic type when its owner is an instantiation. */
Method *coreclr_typical_method_definition(Method *method) {
    Method *definition = method->generic_definition ? method->generic_definition : method;
    Type *open = definition->owner->generic_definition;
    if (!open) return definition;
    for (uint32_t i = 0; i < open->method_count; i++)
        if (open->methods[i]->token == definition->token) return open->methods[i];
    return definition;
}

/* A RuntimeMethodInfoStub (the IRuntimeMethodInfo CoreCLR's QCalls hand out) for `method` */
void coreclr_store_method_info_stub(Thread *thread, Object **out, Method *method) {
    Type *stub_type = loader_find_corlib_type("System.RuntimeMethodInfoStub");
    if (!stub_type) {
        vm_throw_new(thread, "System.MissingMemberException", "System.RuntimeMethodInfoStub is missing from CoreLib.");
        return;
    }
    Object *stub = vm_new_object(thread, stub_type);
    if (!stub) return;
    set_field(stub, "m_value", &method, sizeof method);
    vm_store_reference(out, stub);
}

/* The objects ldtoken of a method or field yields in CoreLib (vm_method_handle_value /
 * vm_field_handle_value): CoreLib's RuntimeMethodInfoStub / RuntimeFieldInfoStub, one per
 * Method* or Field*, made once and rooted (so pinned) for good, since transcoded and compiled
 * code embed their addresses. */
typedef struct TokenObject {
    const void *member; /* the Method* or Field* */
    Object *object;
    struct TokenObject *next;
} TokenObject;
static TokenObject *token_objects;
static pthread_mutex_t token_object_lock = PTHREAD_MUTEX_INITIALIZER;

static Object *find_token_object(const void *member) {
    TokenObject *entry = token_objects;
    while (entry && entry->member != member) entry = entry->next;
    return entry ? entry->object : NULL;
}

/* `made` is held by the caller's stack until it is rooted here; another thread's object for the
 * same member wins a race. */
static uintptr_t publish_token_object(const void *member, Object *made) {
    TokenObject *entry = calloc(1, sizeof *entry);
    if (!entry) abort();
    entry->member = member;
    entry->object = made;
    pthread_mutex_lock(&token_object_lock);
    Object *raced = find_token_object(member);
    if (!raced) {
        gc_add_root(&entry->object, 1);
        entry->next = token_objects;
        token_objects = entry;
    }
    pthread_mutex_unlock(&token_object_lock);
    if (raced) free(entry);
    return (uintptr_t)(raced ? raced : made);
}

static Object *known_token_object(const void *member) {
    pthread_mutex_lock(&token_object_lock);
    Object *found = find_token_object(member);
    pthread_mutex_unlock(&token_object_lock);
    return found;
}

static uintptr_t method_token_object(Thread *thread, Method *method) {
    Object *known = known_token_object(method);
    if (known) return (uintptr_t)known;
    Object *volatile stub = NULL; /* held by this stack word until rooted */
    coreclr_store_method_info_stub(thread, (Object **)&stub, method);
    return stub ? publish_token_object(method, stub) : 0;
}

/* A RuntimeFieldInfoStub's m_fieldHandle is the Field*; field_from_handle reads it back. */
static const VTable *field_stub_vtable;
static int32_t field_stub_handle_offset = -1;

static uintptr_t field_token_object(Thread *thread, Field *field) {
    Object *known = known_token_object(field);
    if (known) return (uintptr_t)known;
    Type *stub_type = loader_find_corlib_type("System.RuntimeFieldInfoStub");
    Field *handle = stub_type ? loader_find_field(stub_type, "m_fieldHandle") : NULL;
    if (!handle || !loader_ensure_laid_out(thread, stub_type)) {
        if (!thread->exception) vm_throw_new(thread, "System.MissingMemberException", "System.RuntimeFieldInfoStub is missing from CoreLib.");
        return 0;
    }
    Object *volatile stub = vm_new_object(thread, stub_type); /* held by this stack word until rooted */
    if (!stub) return 0;
    *(Field **)((uint8_t *)stub + handle->offset) = field;
    field_stub_handle_offset = (int32_t)handle->offset;
    __atomic_store_n(&field_stub_vtable, stub_type->vtable, __ATOMIC_RELEASE);
    return publish_token_object(field, stub);
}

/* A RuntimeFieldHandle's value as internal calls receive it: a RuntimeFieldInfoStub made above,
 * or (from corvid's own code) the Field* itself.  Only the first word is read to tell them
 * apart: a stub's VTable*, a Field's name. */
static Field *field_from_handle(const void *value) {
    const VTable *stub_vtable = __atomic_load_n(&field_stub_vtable, __ATOMIC_ACQUIRE);
    if (value && stub_vtable && ((const Object *)value)->vtable == stub_vtable)
        return *(Field *const *)((const uint8_t *)value + field_stub_handle_offset);
    return (Field *)value;
}

void coreclr_set_handle_mappings(void) {
    vm_set_method_handle_mapping(method_token_object);
    vm_set_field_handle_mapping(field_token_object, field_from_handle);
}

/* The context in which reflection shows a generic definition's signatures: its own declared
 * generic parameters (T, TSource, with names and owners, as CoreCLR's TypeVarTypeDescs) stand
 * for the engine's shared !n and !!n. `method` may be NULL (a type's or a field's signature);
 * returns NULL when nothing is generic. */
typedef struct DeclaredContext {
    GenericContext context;
    Type *type_arguments[64];
    Type *method_arguments[64];
} DeclaredContext;

static const GenericContext *declared_context(DeclaredContext *out, Type *type, Method *method) {
    memset(&out->context, 0, sizeof out->context);
    if (type && (type->flags & TYPE_FLAG_GENERIC_DEFINITION) && type->generic_argument_count <= 64) {
        for (uint32_t i = 0; i < type->generic_argument_count; i++)
            out->type_arguments[i] = loader_declared_generic_parameter(type, NULL, i);
        out->context.type_arguments = out->type_arguments;
        out->context.type_argument_count = type->generic_argument_count;
    }
    if (method && !method->generic_definition && method->signature.generic_parameter_count &&
        method->signature.generic_parameter_count <= 64) {
        Method *typical = coreclr_typical_method_definition(method);
        for (uint32_t i = 0; i < method->signature.generic_parameter_count; i++)
            out->method_arguments[i] = loader_declared_generic_parameter(typical->owner, typical, i);
        out->context.method_arguments = out->method_arguments;
        out->context.method_argument_count = method->signature.generic_parameter_count;
    }
    return out->context.type_arguments || out->context.method_arguments ? &out->context : NULL;
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
    /* Until gc_add_root below the two objects are held by these stack words, which the
     * conservative scan of this thread's stack sees; the calloc'd entry is not scanned, and the
     * module's allocation may collect (GC stress did: the RuntimeAssembly died in between and
     * ResourceManager later called GetCustomAttributes on a filler object). */
    Object *volatile assembly_object = vm_new_object(thread, assembly_type);
    Object *volatile module_object = assembly_object ? vm_new_object(thread, module_type) : NULL;
    if (!assembly_object || !module_object) return NULL;
    entry = calloc(1, sizeof *entry);
    if (!entry) abort();
    entry->assembly = assembly;
    entry->assembly_object = assembly_object;
    entry->module_object = module_object;
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

Object *coreclr_assembly_object(Thread *thread, Assembly *assembly) {
    AssemblyObjects *objects = objects_of(thread, assembly);
    return objects ? objects->assembly_object : NULL;
}

/* `assembly`'s RuntimeAssembly object into `out` (an ObjectHandleOnStack); nothing for NULL */
static void store_assembly_object(Thread *thread, Assembly *assembly, Object **out) {
    Object *object = assembly ? coreclr_assembly_object(thread, assembly) : NULL;
    if (object) vm_store_reference(out, object);
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
void coreclr_assembly_full_name(Assembly *assembly, char *buffer, size_t size) {
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
    FORMAT_ENCLOSING = 0x40000000, /* corvid's (above TypeNameFormatFlags): an enclosing type, named without its instantiation */
};

typedef struct NameBuffer {
    char *text;
    size_t size, used;
    bool unnamed; /* a shared generic parameter (!0, !!0): not a declared one, so has no name */
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

static void append_type_name(NameBuffer *b, Type *type, uint32_t flags);

static void append_instantiation(NameBuffer *b, Type *const *arguments, uint32_t count, uint32_t flags) {
    name_append(b, "[");
    for (uint32_t i = 0; i < count; i++) {
        if (i) name_append(b, ",");
        if ((flags & FORMAT_FULL_INST) && arguments[i]->kind != TYPE_KIND_GENERIC_PARAMETER) {
            name_append(b, "[");
            append_type_name(b, arguments[i], FORMAT_NAMESPACE | FORMAT_FULL_INST | FORMAT_ASSEMBLY);
            name_append(b, "]");
        } else {
            append_type_name(b, arguments[i], flags & (FORMAT_NAMESPACE | FORMAT_FULL_INST));
        }
    }
    name_append(b, "]");
}

static void append_type_name(NameBuffer *b, Type *type, uint32_t flags) {
    switch (type->kind) {
    case TYPE_KIND_GENERIC_PARAMETER:
        if (type->generic_parameter_row) name_append(b, type->name);
        else b->unnamed = true;
        return;
    case TYPE_KIND_POINTER:
        if (type->flags & TYPE_FLAG_FUNCTION_POINTER) {
            /* CoreCLR's TypeString: "Ret(P1, P2)" with namespaces, nothing without (its Name is "") */
            if (!(flags & FORMAT_NAMESPACE)) break;
            append_type_name(b, type->function_pointer_types[0], FORMAT_NAMESPACE);
            name_append(b, "(");
            for (uint32_t i = 1; i <= type->function_pointer_parameter_count; i++) {
                if (i > 1) name_append(b, ", ");
                append_type_name(b, type->function_pointer_types[i], FORMAT_NAMESPACE);
            }
            if ((type->function_pointer_convention & 0x0F) == 5) name_append(b, type->function_pointer_parameter_count ? ", ..." : "...");
            name_append(b, ")");
            break;
        }
        append_type_name(b, type->element, flags & ~FORMAT_ASSEMBLY);
        name_append(b, "*");
        break;
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
        if (definition->declaring_type && (flags & FORMAT_NAMESPACE)) { /* Name of a nested type is its own */
            /* the enclosing types by name only: the nested type's instantiation carries all the
             * arguments (List`1+Enumerator[System.Int32], as CoreCLR's TypeString) */
            append_type_name(b, definition->declaring_type, (flags & FORMAT_NAMESPACE) | FORMAT_ENCLOSING);
            name_append(b, "+");
        } else if (definition->declaring_type) {
        } else if ((flags & FORMAT_NAMESPACE) && definition->namespace_name && definition->namespace_name[0]) {
            name_append(b, definition->namespace_name);
            name_append(b, ".");
        }
        name_append(b, definition->name);
        /* CoreCLR's TypeString::AppendInst: ToString shows a definition's parameters
         * (List`1[T]) and an instantiation's arguments (List`1[System.Int32]); FullName and the
         * assembly-qualified name show an instantiation's as [[System.Int32, assembly]] and a
         * definition bare; Name never has them */
        bool is_definition = (type->flags & TYPE_FLAG_GENERIC_DEFINITION) != 0;
        if ((flags & (FORMAT_NAMESPACE | FORMAT_ASSEMBLY)) && !(flags & FORMAT_ENCLOSING) && type->generic_argument_count &&
            !(is_definition && (flags & FORMAT_FULL_INST))) {
            DeclaredContext declared;
            const GenericContext *context = is_definition ? declared_context(&declared, type, NULL) : NULL;
            append_instantiation(b, context ? context->type_arguments : type->generic_arguments, type->generic_argument_count, flags);
        }
    }
    }
    if (flags & FORMAT_ASSEMBLY) {
        char assembly[512];
        coreclr_assembly_full_name(assembly_of(type), assembly, sizeof assembly);
        name_append(b, ", ");
        name_append(b, assembly);
    }
}

/* Type.ToString()'s text (CoreCLR's TypeString with the namespace: List`1[T], List`1[System.Int32]) */
static void type_to_string(Type *type, char *out, size_t size) {
    NameBuffer b = {0};
    name_append(&b, "");
    append_type_name(&b, type, FORMAT_NAMESPACE);
    snprintf(out, size, "%s", b.text);
    free(b.text);
}

/* ---- QCalls ------------------------------------------------------------------------------- */

/* RuntimeTypeHandle_ConstructName(QCallTypeHandle, TypeNameFormatFlags, StringHandleOnStack) */
static void qcall_construct_name(Thread *thread, Slot *args, Slot *result) {
    Type *type = qcall_type(args);
    if (!type) return;
    NameBuffer b = {0};
    name_append(&b, "");
    append_type_name(&b, type, args[2].u4 & ~(uint32_t)FORMAT_ENCLOSING);
    if (b.unnamed)
        vm_throw_new(thread, "System.NotSupportedException", "corvid does not support the names of generic parameters yet");
    else {
        String *name = vm_new_string_utf8(thread, b.text);
        if (name) vm_store_reference(args[3].p, &name->object);
    }
    free(b.text);
}

/* RuntimeMethodHandle_ConstructInstantiation(method, TypeNameFormatFlags, StringHandleOnStack): a
 * generic method's "[TSource,TResult]" (a definition's declared parameters) or "[Int32]", as
 * MethodInfo.ToString shows it; nothing for a method that is not generic */
static void qcall_method_construct_instantiation(Thread *thread, Slot *args, Slot *result) {
    Method *method = args[0].p;
    if (!method || !loader_prepare_method(thread, method) || !method->signature.generic_parameter_count) return;
    DeclaredContext declared;
    const GenericContext *context = declared_context(&declared, NULL, method);
    NameBuffer b = {0};
    name_append(&b, "");
    if (context) append_instantiation(&b, context->method_arguments, context->method_argument_count, args[1].u4);
    else append_instantiation(&b, method->generic_arguments, method->generic_argument_count, args[1].u4);
    String *name = b.unnamed ? NULL : vm_new_string_utf8(thread, b.text);
    free(b.text);
    if (name) vm_store_reference(args[2].p, &name->object);
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
    if (type) store_assembly_object(thread, assembly_of(type), args[1].p);
}

/* AssemblyNative_GetEntryAssembly(ObjectHandleOnStack): the program's assembly (the host's
 * entry point), null when corvid runs none (ASP.NET Core's hosting reads its name) */
static void qcall_get_entry_assembly(Thread *thread, Slot *args, Slot *result) {
    store_assembly_object(thread, vm_entry_assembly(), args[0].p);
}

/* CoreLib's types whose public methods declare a StackCrawlMark (Assembly.GetExecutingAssembly,
 * MethodBase.GetCurrentMethod, Type.GetType(string), Assembly.Load, Activator.CreateInstance(assemblyName, typeName),
 * AssemblyLoadContext.LoadFromAssemblyName, ...) and the ones that pass it down to the runtime. */
static bool stack_mark_plumbing(const Type *owner) {
    static const char *const types[][2] = {
        {"System.Reflection", "Assembly"}, {"System.Reflection", "RuntimeAssembly"}, {"System.Reflection", "TypeNameResolver"},
        {"System", "Type"},                {"System", "RuntimeType"},                {"System", "Activator"},
        {"System", "AppDomain"},           {"System.Runtime.Loader", "AssemblyLoadContext"},
        {"System.Reflection", "MethodBase"},
    };
    if (owner->assembly != loader_corlib() || !owner->namespace_name || owner->declaring_type) return false;
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++)
        if (strcmp(owner->namespace_name, types[i][0]) == 0 && strcmp(owner->name, types[i][1]) == 0) return true;
    return false;
}

/* The method a StackCrawlMark names.  CoreCLR finds the frame holding the mark by its address;
 * corvid skips the innermost run of CoreLib frames of the types above (the public method the
 * program called declares the mark, the others pass it down), then LookForMe (0) is the last of
 * them, LookForMyCaller (1) the frame that called into them (CoreLib's own, when CoreLib calls
 * Type.GetType), LookForMyCallersCaller (2) that frame's caller and LookForThread (3) the
 * outermost frame, which also answers for callers beyond it (Main's caller). */
static Method *stack_mark_method(Thread *thread, const int32_t *mark) {
    enum { MAX_FRAMES = 256 };
    InterpStackFrame frames[MAX_FRAMES];
    int count = interp_stack_frames(thread, frames, MAX_FRAMES);
    int machinery = 0;
    while (machinery < count && stack_mark_plumbing(frames[machinery].method->owner)) machinery++;
    int kind = mark ? *mark : 1, index;
    switch (kind) {
    case 0: index = machinery - 1; break;
    case 2: index = machinery + 1; break;
    case 3: index = count - 1; break;
    default: index = machinery; break;
    }
    if (index >= count) index = count - 1;
    return index >= 0 ? frames[index].method : NULL;
}

/* AssemblyNative_GetExecutingAssembly(StackCrawlMarkHandle, ObjectHandleOnStack):
 * Assembly.GetExecutingAssembly / GetCallingAssembly */
static void qcall_get_executing_assembly(Thread *thread, Slot *args, Slot *result) {
    Method *method = stack_mark_method(thread, args[0].p);
    if (method) store_assembly_object(thread, method->owner->assembly, args[1].p);
}

/* AssemblyNative_InternalLoad(NativeAssemblyNameParts* parts, ObjectHandleOnStack requesting,
 * StackCrawlMarkHandle, BOOL throwOnFileNotFound, ObjectHandleOnStack loadContext,
 * ObjectHandleOnStack result): Assembly.Load(AssemblyName) by simple name (parts->_pName, the
 * struct's first field), probed as the requesting assembly's references are (the program's when
 * none).  corvid has one load context: versions, culture and key are not compared. */
static void qcall_assembly_internal_load(Thread *thread, Slot *args, Slot *result) {
    const uint16_t *const *parts = args[0].p;
    char name[1024];
    if (!parts || !parts[0]) {
        vm_throw_new(thread, "System.ArgumentException", "The assembly name is empty.");
        return;
    }
    coreclr_utf16_to_utf8(parts[0], name, sizeof name);
    Object *requesting = args[1].p ? *(Object **)args[1].p : NULL;
    Assembly *from = native_assembly(requesting, "m_assembly");
    if (!from) from = vm_entry_assembly();
    Assembly *assembly = loader_load_assembly_named(thread, from, name);
    if (!assembly) {
        if (!args[3].i4) thread->exception = NULL;
        return;
    }
    store_assembly_object(thread, assembly, args[5].p);
}

/* AssemblyNative_GetTypeCore(QCallAssembly, byte* typeName, IntPtr* nestedTypeNames, int
 * nestedCount, ObjectHandleOnStack result): Assembly.GetType's lookup of "Namespace.Name" and its
 * nested types (UTF-8 names) in this assembly, following type forwarders; null when absent. */
static void qcall_assembly_get_type_core(Thread *thread, Slot *args, Slot *result) {
    Assembly *assembly = args[1].p;
    const char *full_name = args[2].p;
    const char *const *nested = args[3].p;
    int32_t nested_count = args[4].i4;
    if (!assembly || !full_name) return;
    Type *type = loader_find_type_named(thread, assembly, NULL, full_name);
    for (int32_t i = 0; type && i < nested_count; i++) {
        type = nested && nested[i] ? loader_find_nested_type(thread, type, nested[i]) : NULL;
    }
    if (!type) {
        thread->exception = NULL; /* not found: null, CoreLib decides whether to throw */
        return;
    }
    store_type_object(thread, args[5].p, type);
}

/* AssemblyNative_GetTypeCoreIgnoreCase(QCallAssembly, char16* typeName, IntPtr* nestedTypeNames
 * (char16*), int nestedCount, ObjectHandleOnStack result): GetTypeCore with ignoreCase (names
 * compared without ASCII case); null when absent */
static void qcall_assembly_get_type_core_ignore_case(Thread *thread, Slot *args, Slot *result) {
    Assembly *assembly = args[1].p;
    const uint16_t *const *nested = args[3].p;
    int32_t nested_count = args[4].i4;
    if (!assembly || !args[2].p) return;
    char name[1024];
    coreclr_utf16_to_utf8(args[2].p, name, sizeof name);
    Type *type = loader_find_type_ignore_case(thread, assembly, NULL, name);
    for (int32_t i = 0; type && i < nested_count; i++) {
        if (!nested || !nested[i]) {
            type = NULL;
            break;
        }
        coreclr_utf16_to_utf8(nested[i], name, sizeof name);
        type = loader_find_type_ignore_case(thread, assembly, type, name);
    }
    if (!type) {
        thread->exception = NULL;
        return;
    }
    store_type_object(thread, args[5].p, type);
}

/* RuntimeTypeHandle_IsCollectible(QCallTypeHandle): FALSE — corvid has no collectible load
 * contexts (AssemblyNative_GetIsCollectible says the same of assemblies) */
static void qcall_type_is_collectible(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = 0;
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

/* A generic context from a QCall's IntPtr* handles (CoreCLR's SigTypeContext) */
static bool handles_context(const uintptr_t *handles, int32_t count, Type **out, uint32_t *out_count) {
    *out_count = 0;
    if (count < 0 || count > 64 || (count && !handles)) return false;
    for (int32_t i = 0; i < count; i++)
        if (!(out[i] = coreclr_type_handle_type(handles[i]))) return false;
    *out_count = (uint32_t)count;
    return true;
}

/* ModuleHandle_ResolveType(QCallModule, int token, IntPtr* typeArgs, int n, IntPtr* methodArgs, int m,
 * ObjectHandleOnStack type) */
static void qcall_module_resolve_type(Thread *thread, Slot *args, Slot *result) {
    Assembly *assembly = args[1].p;
    Type *type_arguments[64], *method_arguments[64];
    GenericContext context = {type_arguments, 0, method_arguments, 0};
    if (!assembly || !handles_context(args[3].p, args[4].i4, type_arguments, &context.type_argument_count) ||
        !handles_context(args[5].p, args[6].i4, method_arguments, &context.method_argument_count)) {
        vm_throw_new(thread, "System.ArgumentException", "The generic instantiation context is not valid.");
        return;
    }
    uint32_t token = args[2].u4, table = META_TOKEN_TABLE(token);
    if ((table != META_TABLE_TYPEDEF && table != META_TABLE_TYPEREF && table != META_TABLE_TYPESPEC) || !token_valid(assembly->image, token)) {
        vm_throw_new(thread, "System.ArgumentOutOfRangeException", "Token is not valid in the scope of the module.");
        return;
    }
    store_type_object(thread, args[7].p, loader_resolve_type(thread, assembly, token, &context));
}

/* ModuleHandle_ResolveMethod(QCallModule, int token, IntPtr* typeArgs, int n, IntPtr* methodArgs,
 * int m): the RuntimeMethodHandleInternal (Method*) */
static void qcall_module_resolve_method(Thread *thread, Slot *args, Slot *result) {
    Assembly *assembly = args[1].p;
    result[0].p = NULL;
    Type *type_arguments[64], *method_arguments[64];
    GenericContext context = {type_arguments, 0, method_arguments, 0};
    if (!assembly || !handles_context(args[3].p, args[4].i4, type_arguments, &context.type_argument_count) ||
        !handles_context(args[5].p, args[6].i4, method_arguments, &context.method_argument_count)) {
        vm_throw_new(thread, "System.ArgumentException", "The generic instantiation context is not valid.");
        return;
    }
    uint32_t token = args[2].u4, table = META_TOKEN_TABLE(token);
    if ((table != META_TABLE_METHODDEF && table != META_TABLE_MEMBERREF && table != META_TABLE_METHODSPEC) ||
        !token_valid(assembly->image, token)) {
        vm_throw_new(thread, "System.ArgumentOutOfRangeException", "Token is not valid in the scope of the module.");
        return;
    }
    result[0].p = loader_resolve_method(thread, assembly, token, &context);
}

/* AssemblyNative_IsApplyUpdateSupported(): corvid has no edit-and-continue / hot reload */
static void qcall_is_apply_update_supported(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = 0;
}

/* The ManifestResource row named `name`, or NULL. */
static const MetaManifestResourceRow *find_manifest_resource(Assembly *assembly, const char *name) {
    uint32_t rows = meta_table_row_count(assembly->image, META_TABLE_MANIFESTRESOURCE);
    for (uint32_t i = 1; i <= rows; i++) {
        const MetaManifestResourceRow *row = meta_manifest_resource(assembly->image, i);
        if (strcmp(row->name, name) == 0) return row;
    }
    return NULL;
}

/* AssemblyNative_GetResource(QCallAssembly, char* name, uint* length): a manifest resource of
 * the assembly's own image (CoreLib's .resources blobs), or NULL */
static void qcall_assembly_get_resource(Thread *thread, Slot *args, Slot *result) {
    Assembly *assembly = args[1].p;
    const uint16_t *name16 = args[2].p;
    uint32_t *length = args[3].p;
    result[0].p = NULL;
    *length = 0;
    if (!assembly || !name16) return;
    char name[1024];
    size_t n = 0;
    for (; name16[n] && n + 1 < sizeof name; n++) name[n] = name16[n] < 0x80 ? (char)name16[n] : '?';
    name[n] = 0;
    const MetaManifestResourceRow *row = find_manifest_resource(assembly, name);
    if (!row || row->implementation) return; /* only resources in this file */
    uint32_t size = 0;
    const uint8_t *data = meta_resource_data(assembly->image, row->offset, &size);
    if (data) {
        result[0].p = (void *)data;
        *length = size;
    }
}

/* ---- RuntimeAssembly's AssemblyNative QCalls (QCallAssembly: {address, m_assembly}) -------- */

static const MetaAssemblyRow *assembly_row(Assembly *assembly) {
    return assembly && meta_table_row_count(assembly->image, META_TABLE_ASSEMBLY) ? meta_assembly(assembly->image, 1) : NULL;
}

static void store_string(Thread *thread, Object **out, const char *text) {
    String *string = vm_new_string_utf8(thread, text);
    if (string) vm_store_reference(out, &string->object);
}

static void qcall_assembly_get_simple_name(Thread *thread, Slot *args, Slot *result) {
    Assembly *assembly = args[1].p;
    if (assembly) store_string(thread, args[2].p, assembly->name);
}

static void qcall_assembly_get_full_name(Thread *thread, Slot *args, Slot *result) {
    Assembly *assembly = args[1].p;
    if (!assembly) return;
    char name[512];
    coreclr_assembly_full_name(assembly, name, sizeof name);
    store_string(thread, args[2].p, name);
}

/* GetLocale: "" for the neutral culture, as CoreCLR */
static void qcall_assembly_get_locale(Thread *thread, Slot *args, Slot *result) {
    const MetaAssemblyRow *row = assembly_row(args[1].p);
    store_string(thread, args[2].p, row && row->culture ? row->culture : "");
}

static void qcall_assembly_get_version(Thread *thread, Slot *args, Slot *result) {
    const MetaAssemblyRow *row = assembly_row(args[1].p);
    *(int32_t *)args[2].p = row ? (int32_t)row->major_version : 0;
    *(int32_t *)args[3].p = row ? (int32_t)row->minor_version : 0;
    *(int32_t *)args[4].p = row ? (int32_t)row->build_number : 0;
    *(int32_t *)args[5].p = row ? (int32_t)row->revision_number : 0;
}

static void qcall_assembly_get_public_key(Thread *thread, Slot *args, Slot *result) {
    const MetaAssemblyRow *row = assembly_row(args[1].p);
    Array *key = vm_new_array(thread, vm_types.byte, row ? row->public_key.size : 0);
    if (!key) return;
    if (row && row->public_key.size) memcpy(key->data, row->public_key.data, row->public_key.size);
    vm_store_reference(args[2].p, &key->object);
}

/* GetFlags: the Assembly row's AssemblyFlags with PublicKey (0x1) for a full key, as
 * AssemblyNameFlags */
static void qcall_assembly_get_flags(Thread *thread, Slot *args, Slot *result) {
    const MetaAssemblyRow *row = assembly_row(args[1].p);
    result[0].i4 = row ? (int32_t)(row->flags | (row->public_key.size ? 0x1 : 0)) : 0;
}

static void qcall_assembly_get_hash_algorithm(Thread *thread, Slot *args, Slot *result) {
    const MetaAssemblyRow *row = assembly_row(args[1].p);
    result[0].i4 = row ? (int32_t)row->hash_alg : 0;
}

static void qcall_assembly_get_location(Thread *thread, Slot *args, Slot *result) {
    Assembly *assembly = args[1].p;
    if (assembly) store_string(thread, args[2].p, meta_image_path(assembly->image));
}

/* GetCodeBase(QCallAssembly, StringHandleOnStack): the file URI of the image; TRUE when it has one */
static void qcall_assembly_get_code_base(Thread *thread, Slot *args, Slot *result) {
    Assembly *assembly = args[1].p;
    result[0].i4 = 0;
    if (!assembly) return;
    char *path = realpath(meta_image_path(assembly->image), NULL);
    if (!path) return;
    size_t n = strlen(path) + 8;
    char *uri = malloc(n);
    if (!uri) abort();
    snprintf(uri, n, "file://%s", path);
    free(path);
    store_string(thread, args[2].p, uri);
    free(uri);
    result[0].i4 = !thread->exception;
}

static void qcall_assembly_get_image_runtime_version(Thread *thread, Slot *args, Slot *result) {
    Assembly *assembly = args[1].p;
    if (assembly) store_string(thread, args[2].p, meta_metadata_version(assembly->image));
}

static void qcall_assembly_get_is_collectible(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = 0; /* corvid never unloads assemblies */
}

/* ---- AssemblyLoadContext ---------------------------------------------------------------------
 * Each managed AssemblyLoadContext gets a binder (CoreCLR's native AssemblyBinder) holding the
 * GCHandle of its managed object; the default (TPA) context's binder is the one every reference
 * resolves through.  corvid has one assembly namespace: an assembly loaded for a custom context
 * remembers that context (Assembly.load_context, AssemblyLoadContext.GetLoadContext), but a
 * second assembly of the same simple name is not loaded beside the first, and nothing is ever
 * unloaded (a collectible context's Unload releases the managed side only). */
typedef struct LoadContextBinder {
    void *managed_handle; /* GCHandle (IntPtr) of the AssemblyLoadContext */
} LoadContextBinder;

static LoadContextBinder default_binder;

/* AssemblyNative_InitializeAssemblyLoadContext(nint gcHandle, BOOL representsTPA, BOOL collectible) */
static void qcall_initialize_assembly_load_context(Thread *thread, Slot *args, Slot *result) {
    LoadContextBinder *binder = &default_binder;
    if (!args[1].i4) {
        binder = calloc(1, sizeof *binder);
        if (!binder) abort();
    }
    binder->managed_handle = args[0].p;
    result[0].p = binder;
}

/* AssemblyNative_PrepareForAssemblyLoadContextRelease(nint binder, nint strongHandle): corvid
 * keeps a collectible context's assemblies loaded (see above) */
static void qcall_prepare_for_assembly_load_context_release(Thread *thread, Slot *args, Slot *result) {
}

static void load_for_context(Thread *thread, LoadContextBinder *binder, const char *path, const uint8_t *bytes, size_t size,
                             Object **out) {
    char error[512], message[1024];
    bool not_found;
    Assembly *assembly = loader_load_assembly_for_context(path, bytes, size, binder == &default_binder ? NULL : binder,
                                                          &not_found, error, sizeof error);
    if (assembly) {
        store_assembly_object(thread, assembly, out);
        return;
    }
    if (not_found) {
        snprintf(message, sizeof message, "Could not load file or assembly '%s'. The system cannot find the file specified.", path);
        vm_throw_new(thread, "System.IO.FileNotFoundException", message);
    } else {
        snprintf(message, sizeof message, "Could not load file or assembly '%s'. %s", path ? path : "(bytes)", error);
        vm_throw_new(thread, "System.BadImageFormatException", message);
    }
}

/* AssemblyNative_LoadFromPath(nint binder, string ilPath, string niPath, ObjectHandleOnStack) */
static void qcall_load_from_path(Thread *thread, Slot *args, Slot *result) {
    char path[4096];
    if (!args[1].p) {
        vm_throw_new(thread, "System.ArgumentNullException", "Value cannot be null. (Parameter 'assemblyPath')");
        return;
    }
    coreclr_utf16_to_utf8(args[1].p, path, sizeof path);
    load_for_context(thread, args[0].p, path, NULL, 0, args[3].p);
}

/* AssemblyNative_LoadFromStream(nint binder, nint image, int length, nint symbols, int length,
 * ObjectHandleOnStack): the image bytes are copied (the caller's buffer is pinned only for the call) */
static void qcall_load_from_stream(Thread *thread, Slot *args, Slot *result) {
    if (!args[1].p || args[2].i4 <= 0) {
        vm_throw_new(thread, "System.BadImageFormatException", "Bad IL format. The image is empty.");
        return;
    }
    load_for_context(thread, args[0].p, NULL, args[1].p, (size_t)args[2].i4, args[5].p);
}

/* AssemblyNative_GetLoadContextForAssembly(QCallAssembly): the GCHandle of the context the
 * assembly was loaded for, 0 for the default one (GetLoadContext maps 0 to Default) */
static void qcall_get_load_context_for_assembly(Thread *thread, Slot *args, Slot *result) {
    Assembly *assembly = args[1].p;
    LoadContextBinder *binder = assembly ? assembly->load_context : NULL;
    result[0].p = binder ? binder->managed_handle : NULL;
}

/* AssemblyNative_GetLoadedAssemblies(ObjectHandleOnStack) (AppDomain.GetAssemblies,
 * AssemblyLoadContext.Assemblies): every loaded assembly as a RuntimeAssembly[] (CoreCLR's
 * CLASS__ASSEMBLY), CoreLib first, in load order */
static void qcall_get_loaded_assemblies(Thread *thread, Slot *args, Slot *result) {
    size_t count = loader_loaded_assemblies(NULL, 0);
    Assembly **assemblies = calloc(count ? count : 1, sizeof *assemblies);
    if (!assemblies) abort();
    count = loader_loaded_assemblies(assemblies, count);
    Type *assembly_type = loader_find_corlib_type("System.Reflection.RuntimeAssembly");
    Array *array = assembly_type ? vm_new_array(thread, assembly_type, (int32_t)count) : NULL;
    Object *volatile held = array ? &array->object : NULL; /* a conservative root while objects_of allocates */
    for (size_t i = 0; array && i < count; i++) {
        Object *object = coreclr_assembly_object(thread, assemblies[i]);
        if (!object) break;
        vm_store_reference((Object **)array->data + i, object);
    }
    free(assemblies);
    if (held && !thread->exception) vm_store_reference(args[0].p, held);
}

/* AssemblyLoadContext.IsTracingEnabled() (FCall): corvid has no binder tracing events, so the
 * Trace*HandlerInvoked QCalls are never reached through it */
static void alc_is_tracing_enabled(Thread *thread, Slot *args, Slot *result) {
    result[0].u8 = 0;
}

static void qcall_trace_handler_invoked(Thread *thread, Slot *args, Slot *result) {
    result[0].u8 = 0;
}

/* RuntimeTypeHandle_RegisterCollectibleTypeDependency(QCallTypeHandle, QCallAssembly): keeps a
 * collectible type's assembly alive while another refers to it; corvid never collects one */
static void qcall_register_collectible_type_dependency(Thread *thread, Slot *args, Slot *result) {
}

/* AssemblyNative_GetModules(QCallAssembly, BOOL loadIfNotFound, BOOL resources, ObjectHandleOnStack):
 * corvid's assemblies are single-module: the manifest module only */
static void qcall_assembly_get_modules(Thread *thread, Slot *args, Slot *result) {
    Assembly *assembly = args[1].p;
    AssemblyObjects *objects = assembly ? objects_of(thread, assembly) : NULL;
    if (!objects) return;
    Array *modules = vm_new_array(thread, objects->module_object->vtable->type, 1);
    if (!modules) return;
    vm_store_reference((Object **)modules->data, objects->module_object);
    vm_store_reference(args[4].p, &modules->object);
}

/* Visible outside its assembly: public, or nested public in such a type (II.23.1.15). */
static bool type_is_exported(const Type *type) {
    for (; type; type = type->declaring_type) {
        uint32_t visibility = type->attributes & META_TYPE_VISIBILITY_MASK;
        if (type->declaring_type ? visibility != META_TYPE_NESTED_PUBLIC : visibility != META_TYPE_PUBLIC) return false;
    }
    return true;
}

/* The assembly's TypeDefs but <Module> into `out` (every one, or the exported ones). */
static void store_assembly_types(Thread *thread, Assembly *assembly, bool exported_only, Object **out) {
    uint32_t n = meta_table_row_count(assembly->image, META_TABLE_TYPEDEF);
    Type **types = calloc(n ? n : 1, sizeof *types);
    if (!types) abort();
    uint32_t count = 0;
    for (uint32_t row = 2; row <= n; row++) {
        Type *type = loader_resolve_type(thread, assembly, META_TOKEN(META_TABLE_TYPEDEF, row), NULL);
        if (!type) {
            free(types);
            return;
        }
        if (!exported_only || type_is_exported(type)) types[count++] = type;
    }
    store_type_array(thread, out, types, count, true);
    free(types);
}

/* RuntimeModule_GetTypes(QCallModule, ObjectHandleOnStack): every TypeDef but <Module>, nested
 * ones included, in TypeDef order (CoreCLR's GetTypes); a type that fails to load raises
 * (CoreCLR's ReflectionTypeLoadException is not built yet) */
static void qcall_module_get_types(Thread *thread, Slot *args, Slot *result) {
    Assembly *assembly = args[1].p;
    if (assembly) store_assembly_types(thread, assembly, false, args[2].p);
}

/* AssemblyNative_GetExportedTypes(QCallAssembly, ObjectHandleOnStack): Assembly.GetExportedTypes /
 * ExportedTypes, the public types in TypeDef order (type forwarders are not listed, as CoreCLR) */
static void qcall_assembly_get_exported_types(Thread *thread, Slot *args, Slot *result) {
    Assembly *assembly = args[1].p;
    if (assembly) store_assembly_types(thread, assembly, true, args[2].p);
}

/* DebugDebugger_IsManagedDebuggerAttached(): corvid has no managed debugger */
static void qcall_is_managed_debugger_attached(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = 0;
}

/* ModuleHandle_GetMDStreamVersion(QCallModule): the table stream's version, major << 16 | minor */
static void qcall_module_get_md_stream_version(Thread *thread, Slot *args, Slot *result) {
    Assembly *assembly = args[1].p;
    result[0].i4 = assembly ? (int32_t)meta_table_stream_version(assembly->image) : 0;
}

/* ModuleHandle_GetPEKind(QCallModule, int* peKind, int* machine): PortableExecutableKinds from the
 * CLI flags and the optional header (ILOnly 1, Required32Bit 2, PE32Plus 4, Preferred32Bit 0x10)
 * and the COFF machine, a ReadyToRun image's OS-specific machine undone (Linux XORs 0x7B79,
 * pedecoder.h) */
static void qcall_module_get_pe_kind(Thread *thread, Slot *args, Slot *result) {
    Assembly *assembly = args[1].p;
    int32_t *kind = args[2].p, *machine = args[3].p;
    *kind = 0, *machine = 0;
    if (!assembly) return;
    size_t size = 0;
    const uint8_t *data = meta_image_data(assembly->image, &size);
    uint32_t flags = meta_cli_flags(assembly->image);
    if (flags & META_CLI_FLAG_ILONLY) *kind |= 0x1;
    if (flags & META_CLI_FLAG_32BITREQUIRED) *kind |= flags & 0x20000 /* 32BITPREFERRED */ ? 0x10 : 0x2;
    if (!data || size < 0x40) return;
    uint32_t pe = (uint32_t)data[0x3C] | (uint32_t)data[0x3D] << 8 | (uint32_t)data[0x3E] << 16 | (uint32_t)data[0x3F] << 24;
    if (pe > size || size - pe < 26 || memcmp(data + pe, "PE\0\0", 4) != 0) return;
    uint16_t coff_machine = (uint16_t)(data[pe + 4] | data[pe + 5] << 8), magic = (uint16_t)(data[pe + 24] | data[pe + 25] << 8);
    if (magic == 0x20B) *kind |= 0x4;
    uint16_t native = coff_machine ^ 0x7B79;
    *machine = native == 0x8664 || native == 0xAA64 ? native : coff_machine;
}

/* ModuleHandle_GetToken(QCallModule): the Module row's token */
static void qcall_module_get_token(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = (int32_t)META_TOKEN(META_TABLE_MODULE, 1);
}

/* RuntimeMethodHandle_IsCAVisibleFromDecoratedType(QCallTypeHandle attributeType, ctor,
 * QCallTypeHandle decoratedType, QCallModule decoratedModule): CoreCLR checks the constructor's
 * accessibility from the decorated type: public constructors of public types always, any from
 * the same assembly. */
static void qcall_is_ca_visible(Thread *thread, Slot *args, Slot *result) {
    Type *attribute = qcall_type(args);
    Method *ctor = args[2].p;
    Assembly *decorated_module = args[6].p;
    result[0].i4 = 0;
    if (!attribute) return;
    if (!ctor) ctor = default_constructor(thread, attribute); /* CoreLib passes none for a parameterless one */
    Type *outer = attribute;
    bool public_type = true;
    for (; outer; outer = outer->declaring_type) {
        uint32_t visibility = outer->attributes & 0x7;
        if (!(visibility == 1 || visibility == 2)) public_type = false; /* Public, NestedPublic */
    }
    bool public_ctor = !ctor || (ctor->flags & 0x7) == 6;
    result[0].i4 = (public_type && public_ctor) || attribute->assembly == decorated_module;
}

/* RuntimeTypeHandle_GetDeclaringTypeHandleForGenericVariable(IntPtr): the type declaring a generic
 * parameter, or the method declaring it's type; 0 for a shared !n (no owner) */
static void qcall_get_declaring_type_handle_for_generic_variable(Thread *thread, Slot *args, Slot *result) {
    Type *type = coreclr_type_handle_type(args[0].u8);
    result[0].u8 = type && type->generic_parameter_owner_type ? coreclr_type_handle(thread, type->generic_parameter_owner_type) : 0;
}

/* RuntimeTypeHandle_GetDeclaringMethodForGenericParameter(QCallTypeHandle, ObjectHandleOnStack):
 * the generic method declaring a method's generic parameter; nothing for a type's */
static void qcall_get_declaring_method_for_generic_parameter(Thread *thread, Slot *args, Slot *result) {
    Type *type = qcall_type(args);
    if (type && type->generic_parameter_owner_method)
        coreclr_store_method_info_stub(thread, args[2].p, type->generic_parameter_owner_method);
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

/* RuntimeTypeHandle_GetMethodAt(MethodTable* pMT, int slot): the method at a slot numbered as
 * RuntimeMethodHandle.GetSlot numbers them (the virtual slots, then the declared methods), so
 * reflection's Associates finds a property accessor's most derived override (a record's
 * EqualityContract, an attribute's properties). */
static void qcall_get_method_at(Thread *thread, Slot *args, Slot *result) {
    Type *type = coreclr_method_table_type(args[0].p);
    int32_t slot = args[1].i4;
    result[0].p = NULL;
    if (type && type->kind == TYPE_KIND_INTERFACE && !is_open(type)) { /* GetInterfaceMap: the virtuals in order */
        for (uint32_t i = 0; i < type->method_count; i++)
            if ((type->methods[i]->flags & META_METHOD_VIRTUAL) && slot-- == 0) {
                result[0].p = type->methods[i];
                return;
            }
        vm_throw_new(thread, "System.ArgumentException", "Specified argument was out of the range of valid values.");
        return;
    }
    if (!type || is_open(type) || type->kind == TYPE_KIND_INTERFACE || !loader_ensure_laid_out(thread, type)) {
        if (!thread->exception) vm_throw_new(thread, "System.ArgumentException", "The type handle is not valid.");
        return;
    }
    uint32_t virtuals = type->vtable ? type->vtable->slot_count : 0;
    Method *method = NULL;
    if (slot >= 0 && (uint32_t)slot < virtuals) method = type->vtable->slots[slot].method;
    else if (slot >= 0 && (uint32_t)slot - virtuals < type->method_count) method = type->methods[(uint32_t)slot - virtuals];
    if (!method) {
        vm_throw_new(thread, "System.ArgumentException", "Specified argument was out of the range of valid values.");
        return;
    }
    result[0].p = method;
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
    DeclaredContext declared;
    const GenericContext *context = declared_context(&declared, type, NULL);
    if (context)
        store_type_array(thread, args[2].p, context->type_arguments, context->type_argument_count, args[3].i4 != 0);
    else if (type->generic_argument_count)
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
    /* the definition over its own declared parameters is the definition (as in CoreCLR:
     * typeof(List<>).MakeGenericType(typeof(List<>).GetGenericArguments()) == typeof(List<>)) */
    bool own_parameters = true;
    for (int32_t i = 0; i < count; i++)
        own_parameters = own_parameters && arguments[i]->generic_parameter_owner_type == definition &&
                         !arguments[i]->generic_parameter_owner_method && arguments[i]->generic_parameter_number == (uint32_t)i;
    if (own_parameters) {
        store_type_object(thread, args[4].p, definition);
        return;
    }
    /* constraints, as CoreCLR's type loader checks them: TypeLoadException, which CoreLib's
     * MakeGenericType turns into its ArgumentException through SatisfiesConstraints */
    GenericContext context = {arguments, (uint32_t)count, NULL, 0};
    for (int32_t i = 0; i < count; i++) {
        Type *parameter = loader_declared_generic_parameter(definition, NULL, (uint32_t)i);
        if (!parameter || loader_satisfies_constraints(thread, parameter, arguments[i], &context)) continue;
        char argument_name[512], definition_name[600], message[1400];
        type_to_string(arguments[i], argument_name, sizeof argument_name);
        type_to_string(definition, definition_name, sizeof definition_name);
        snprintf(message, sizeof message, "GenericArguments[%d], '%s', on '%s' violates the constraint of type parameter '%s'.", i,
                 argument_name, definition_name, parameter->name);
        vm_throw_new(thread, "System.TypeLoadException", message);
        return;
    }
    store_type_object(thread, args[4].p, loader_instantiate_type(thread, definition, arguments, (uint32_t)count));
}

/* RuntimeTypeHandle_SatisfiesConstraints(QCallTypeHandle parameter, QCallTypeHandle typeContext,
 * method context, QCallTypeHandle argument): after a failed instantiation, which argument broke
 * which constraint.  The constraints are read in the context CoreLib passes (the definition's
 * own parameters, the method's), as CoreCLR does. */
static void qcall_satisfies_constraints(Thread *thread, Slot *args, Slot *result) {
    Type *parameter = qcall_type(args), *type_context = qcall_type(args + 2), *argument = qcall_type(args + 5);
    Method *method_context = args[4].p;
    result[0].i4 = 1;
    if (!parameter || !argument || parameter->kind != TYPE_KIND_GENERIC_PARAMETER) return;
    DeclaredContext declared;
    const GenericContext *context = declared_context(&declared, type_context, method_context);
    result[0].i4 = loader_satisfies_constraints(thread, parameter, argument, context);
}

/* MakeSZArray / MakeArray(rank) / MakeByRef / MakePointer (QCallTypeHandle, [int rank,]
 * ObjectHandleOnStack); CoreCLR raises TypeLoadException for a byref's array, pointer or byref,
 * and for an array of a byref-like type (a byref or pointer to one is fine). */
static bool can_derive(Thread *thread, Type *type) {
    if (!type) return false;
    if (type->kind == TYPE_KIND_BYREF || type == vm_types.void_type) {
        vm_throw_new(thread, "System.TypeLoadException", "Could not create the derived type of a byref, void or byref-like type.");
        return false;
    }
    return true;
}

static bool can_make_array(Thread *thread, Type *type, uint32_t rank) {
    if (!can_derive(thread, type)) return false;
    if (!loader_type_is_byref_like(type)) return true;
    char element[512], assembly[512], message[1400], suffix[40] = "[]";
    type_to_string(type, element, sizeof element);
    coreclr_assembly_full_name(assembly_of(type), assembly, sizeof assembly);
    if (rank) {
        snprintf(suffix, sizeof suffix, rank == 1 ? "[*]" : "[");
        for (uint32_t i = 1; rank > 1 && i < rank && i < 32; i++) strcat(suffix, ",");
        if (rank > 1) strcat(suffix, "]");
    }
    snprintf(message, sizeof message, "Could not create array type '%s%s' from assembly '%s' because the element type is ByRef-like.", element,
             suffix, assembly);
    vm_throw_new(thread, "System.TypeLoadException", message);
    return false;
}

static void qcall_make_sz_array(Thread *thread, Slot *args, Slot *result) {
    Type *type = qcall_type(args);
    if (can_make_array(thread, type, 0)) store_type_object(thread, args[2].p, loader_array_type(type, 0));
}

static void qcall_make_array(Thread *thread, Slot *args, Slot *result) {
    Type *type = qcall_type(args);
    int32_t rank = args[2].i4;
    if (rank <= 0 || rank > 32) {
        vm_throw_new(thread, "System.TypeLoadException", "Array rank is out of range.");
        return;
    }
    if (can_make_array(thread, type, (uint32_t)rank)) store_type_object(thread, args[3].p, loader_array_type(type, (uint32_t)rank));
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

/* BOOL IsInstanceOf_NoCacheLookup(void* toTypeHandle, BOOL throwCastException, ObjectHandleOnStack
 * obj): CastHelpers' slow path after the cast cache missed: TRUE when obj is an instance (CoreLib
 * returns obj only then), else FALSE with obj null, or InvalidCastException raised */
static void qcall_is_instance_of_no_cache(Thread *thread, Slot *args, Slot *result) {
    Type *to = coreclr_type_handle_type(args[0].u8);
    Object **obj = args[2].p;
    result[0].i4 = 0;
    if (!*obj || !to) return;
    /* a boxed T is an instance of Nullable<T> (CoreCLR's ObjIsInstanceOfCore): reflection then
     * reboxes it as a Nullable<T> argument */
    bool nullable_of = (to->flags & TYPE_FLAG_NULLABLE) && to->generic_arguments && (*obj)->vtable->type == to->generic_arguments[0];
    if (nullable_of || vm_is_instance_of(*obj, to)) {
        result[0].i4 = 1;
        return;
    }
    if (args[1].i4) vm_throw_invalid_cast(thread, (*obj)->vtable->type, to);
    else *obj = NULL;
}

/* Array_CreateInstance(QCallTypeHandle, int rank, int* lengths, int* lowerBounds, BOOL fromArrayType,
 * ObjectHandleOnStack): `type` is the element type (or, fromArrayType, the array type); rank 1
 * without lower bounds makes a vector (CoreCLR's Array_CreateInstance). */
static void qcall_array_create_instance(Thread *thread, Slot *args, Slot *result) {
    Type *type = qcall_type(args);
    int32_t rank = args[2].i4;
    const int32_t *lengths = args[3].p, *lower_bounds = args[4].p;
    bool from_array_type = args[5].i4 != 0;
    Object **out = args[6].p;
    if (!type || rank < 1 || rank > 32 || !lengths) {
        vm_throw_new(thread, "System.ArgumentException", "The array type or rank is not valid.");
        return;
    }
    Type *array_type = type;
    if (!from_array_type) {
        if (!can_derive(thread, type)) return;
        array_type = loader_array_type(type, rank == 1 && !lower_bounds ? 0 : (uint32_t)rank);
    }
    if (array_type->kind != TYPE_KIND_ARRAY || is_open(array_type) || array_type->element == vm_types.void_type) {
        vm_throw_new(thread, "System.NotSupportedException", "Cannot create arrays of this type.");
        return;
    }
    for (int32_t i = 0; i < rank; i++)
        if (lengths[i] < 0) {
            vm_throw_new(thread, "System.ArgumentOutOfRangeException", "Non-negative number required.");
            return;
        }
    if (!loader_ensure_laid_out(thread, array_type)) return;
    Object *array;
    if (!(array_type->flags & TYPE_FLAG_MULTI_DIMENSIONAL)) {
        Array *vector = vm_new_array(thread, array_type->element, lengths[0]);
        array = vector ? &vector->object : NULL;
    } else {
        array = vm_new_multi_array(thread, array_type, lengths, lower_bounds);
    }
    if (array) vm_store_reference(out, array);
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

/* ---- RuntimeTypeHandle FCalls ------------------------------------------------------------ */

static Type *arg_type(Slot *args) { return vm_type_from_object(args[0].o); }

/* GetModuleIfExists / GetAssemblyIfExists(RuntimeType): the exposed object, else null (the
 * managed caller then takes the slow QCall, which makes it) */
static void type_get_module_if_exists(Thread *thread, Slot *args, Slot *result) {
    result[0].u8 = 0;
    Type *type = arg_type(args);
    if (!type) return;
    Assembly *assembly = assembly_of(type);
    pthread_mutex_lock(&assembly_lock);
    for (AssemblyObjects *e = assembly_objects; e; e = e->next)
        if (e->assembly == assembly) result[0].o = e->module_object;
    pthread_mutex_unlock(&assembly_lock);
}

static void type_get_assembly_if_exists(Thread *thread, Slot *args, Slot *result) {
    result[0].u8 = 0;
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
    result[0].u8 = 0;
    Assembly *assembly = native_assembly(args[0].o, "m_assembly");
    pthread_mutex_lock(&assembly_lock);
    for (AssemblyObjects *e = assembly_objects; e; e = e->next)
        if (e->assembly == assembly) result[0].o = e->module_object;
    pthread_mutex_unlock(&assembly_lock);
}

/* RuntimeAssembly.GetTokenInternal(RuntimeAssembly): the Assembly row's token */
static void assembly_get_token(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = native_assembly(args[0].o, "m_assembly") ? (int32_t)META_TOKEN(META_TABLE_ASSEMBLY, 1) : 0;
}

/* RuntimeAssembly.GetIsDynamic(Assembly*): Assembly.IsDynamic, true for AssemblyBuilder's
 * (and DynamicMethod's anonymous host) */
static void assembly_get_is_dynamic(Thread *thread, Slot *args, Slot *result) {
    Assembly *assembly = args[0].p;
    result[0].i4 = assembly && assembly->dynamic_module;
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

/* GetToken(RuntimeType): the TypeDef token (a declared generic parameter's GenericParam token);
 * mdTypeDefNil for types without one */
static void type_get_token(Thread *thread, Slot *args, Slot *result) {
    Type *type = arg_type(args);
    if (type && type->generic_parameter_row) {
        result[0].i4 = (int32_t)META_TOKEN(META_TABLE_GENERICPARAM, type->generic_parameter_row);
        return;
    }
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

/* IsUnmanagedFunctionPointer(RuntimeType): a function pointer type of any unmanaged convention */
static void type_is_unmanaged_function_pointer(Thread *thread, Slot *args, Slot *result) {
    Type *type = arg_type(args);
    result[0].i4 = type && (type->flags & TYPE_FLAG_FUNCTION_POINTER) && type->function_pointer_convention == 9;
}

/* RuntimeTypeHandle_GetArgumentTypesFromFunctionPointer(QCallTypeHandle, ObjectHandleOnStack):
 * a function pointer type's return type, then its parameter types, as Type[] */
static void qcall_function_pointer_argument_types(Thread *thread, Slot *args, Slot *result) {
    Type *type = qcall_type(args);
    if (!type || !(type->flags & TYPE_FLAG_FUNCTION_POINTER)) {
        vm_throw_new(thread, "System.InvalidOperationException",
                     "Method may only be called on a Type for which Type.IsFunctionPointer is true.");
        return;
    }
    store_type_array(thread, args[2].p, type->function_pointer_types, type->function_pointer_parameter_count + 1, false);
}

/* GetElementTypeHandle(IntPtr): an array's, pointer's or byref's element, else 0 */
static void type_get_element_type_handle(Thread *thread, Slot *args, Slot *result) {
    Type *type = coreclr_type_handle_type(args[0].u8);
    result[0].u8 = type && !(type->flags & TYPE_FLAG_FUNCTION_POINTER) &&
                           (type->kind == TYPE_KIND_ARRAY || type->kind == TYPE_KIND_POINTER || type->kind == TYPE_KIND_BYREF)
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
    result[0].u8 = 0;
    Type *type = arg_type(args);
    if (!type || is_type_desc(type) || is_open(type)) return;
    if (loader_ensure_laid_out(thread, type)) result[0].i4 = (int32_t)type->vtable->slot_count;
}

/* ---- methods: RuntimeMethodHandleInternal is corvid's Method* (CoreCLR's MethodDesc*) -------- */

/* The Method* of an IRuntimeMethodInfo: RuntimeMethodInfo / RuntimeConstructorInfo keep it in
 * m_handle, RuntimeMethodInfoStub in m_value (a RuntimeMethodHandleInternal) */
static Method *method_of_info(Object *info) {
    if (!info) return NULL;
    Field *field = loader_find_field(info->vtable->type, "m_handle");
    if (!field) field = loader_find_field(info->vtable->type, "m_value");
    return field ? *(Method **)((uint8_t *)info + field->offset) : NULL;
}

static int32_t method_index(const Method *method) {
    for (uint32_t i = 0; i < method->owner->method_count; i++)
        if (method->owner->methods[i] == method) return (int32_t)i;
    return -1;
}

/* GetFirstIntroducedMethod(RuntimeType) / GetNextIntroducedMethod(ref RuntimeMethodHandleInternal):
 * the methods a type declares, in MethodDef order; an array type's are the runtime's (Get, Set,
 * Address, its constructors); TypeDescs declare none */
#define ARRAY_RUNTIME_METHODS_MAX 40

static void type_get_first_introduced_method(Thread *thread, Slot *args, Slot *result) {
    Type *type = arg_type(args);
    result[0].p = NULL;
    if (!type || is_type_desc(type)) return;
    if (type->kind == TYPE_KIND_ARRAY) {
        Method *methods[ARRAY_RUNTIME_METHODS_MAX];
        if (loader_array_runtime_methods(type, methods, ARRAY_RUNTIME_METHODS_MAX)) result[0].p = methods[0];
        return;
    }
    result[0].p = type->method_count ? type->methods[0] : NULL;
}

static void type_get_next_introduced_method(Thread *thread, Slot *args, Slot *result) {
    Method **handle = args[0].p;
    Method *method = *handle;
    if (method && method->owner->kind == TYPE_KIND_ARRAY) {
        Method *methods[ARRAY_RUNTIME_METHODS_MAX];
        uint32_t count = loader_array_runtime_methods(method->owner, methods, ARRAY_RUNTIME_METHODS_MAX);
        *handle = NULL;
        for (uint32_t i = 0; i + 1 < count; i++)
            if (methods[i] == method) *handle = methods[i + 1];
        return;
    }
    int32_t i = method ? method_index(method) : -1;
    *handle = i >= 0 && (uint32_t)i + 1 < method->owner->method_count ? method->owner->methods[i + 1] : NULL;
}

static void method_get_attributes(Thread *thread, Slot *args, Slot *result) {
    Method *method = args[0].p;
    result[0].i4 = method ? method->flags : 0;
}

static void method_get_impl_attributes(Thread *thread, Slot *args, Slot *result) {
    Method *method = method_of_info(args[0].o);
    /* an array's runtime methods report IL, as CoreCLR's */
    result[0].i4 = method && method->owner->kind != TYPE_KIND_ARRAY ? method->impl_flags : 0;
}

static void method_get_method_table(Thread *thread, Slot *args, Slot *result) {
    Method *method = args[0].p;
    result[0].u8 = method ? coreclr_type_handle(thread, method->owner) : 0;
}

/* GetSlot: a virtual method's vtable slot; the others follow the virtual slots, as CoreCLR's
 * non-virtual MethodDescs do (CoreLib tests `slot < GetNumVirtuals(type)` for virtuals) */
static void method_get_slot(Thread *thread, Slot *args, Slot *result) {
    Method *method = args[0].p;
    result[0].i4 = 0;
    if (!method) return;
    if (method->vtable_slot >= 0 && (method->flags & META_METHOD_VIRTUAL) && method->owner->kind != TYPE_KIND_INTERFACE) {
        result[0].i4 = method->vtable_slot;
        return;
    }
    Type *owner = method->owner;
    uint32_t virtuals = !is_open(owner) && owner->kind != TYPE_KIND_INTERFACE && loader_ensure_laid_out(thread, owner) && owner->vtable ? owner->vtable->slot_count : 0;
    thread->exception = NULL;
    int32_t index = method_index(method);
    result[0].i4 = (int32_t)virtuals + (index >= 0 ? index : 0);
}

static void method_get_method_def(Thread *thread, Slot *args, Slot *result) {
    Method *method = args[0].p;
    Method *definition = method && method->generic_definition ? method->generic_definition : method;
    result[0].i4 = definition ? (int32_t)definition->token : 0;
}

static void method_get_utf8_name(Thread *thread, Slot *args, Slot *result) {
    Method *method = args[0].p;
    result[0].p = method ? (void *)method->name : NULL;
}

static void method_has_method_instantiation(Thread *thread, Slot *args, Slot *result) {
    Method *method = args[0].p;
    result[0].i4 = method && (method->generic_argument_count || method->signature.generic_parameter_count);
}

/* A generic method definition: generic parameters, no arguments bound */
static bool is_generic_method_definition(Method *method) {
    if (!method || method->generic_definition) return false;
    if (!loader_prepare_method(thread_current, method)) {
        thread_current->exception = NULL;
        return false;
    }
    return method->signature.generic_parameter_count != 0;
}

static void method_is_generic_method_definition(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = is_generic_method_definition(args[0].p);
}

static void method_get_generic_parameter_count(Thread *thread, Slot *args, Slot *result) {
    Method *method = args[0].p;
    if (method && !loader_prepare_method(thread, method)) return;
    result[0].i4 = method ? (int32_t)method->signature.generic_parameter_count : 0;
}

/* IsTypicalMethodDefinition(IRuntimeMethodInfo): not an instantiation, in an open (or non-generic) type */
static void method_is_typical_definition(Thread *thread, Slot *args, Slot *result) {
    Method *method = method_of_info(args[0].o);
    result[0].i4 = method && !method->generic_definition && !method->owner->generic_definition;
}

static void method_is_constructor(Thread *thread, Slot *args, Slot *result) {
    Method *method = args[0].p;
    result[0].i4 = method && (method->flags & 0x0800 /* RTSpecialName */) &&
                   (strcmp(method->name, ".ctor") == 0 || strcmp(method->name, ".cctor") == 0);
}

/* GetStubIfNeededInternal(method, RuntimeType declaringType): corvid shares no code between
 * instantiations, so a method is its own instantiating stub; NULL would send CoreLib to the
 * slow QCall, which corvid never needs. */
static void method_get_stub_if_needed(Thread *thread, Slot *args, Slot *result) {
    result[0].p = args[0].p;
}

Method *coreclr_method_in_type(Type *type, Method *method) {
    for (uint32_t i = 0; i < type->method_count; i++)
        if (type->methods[i]->token == method->token) return type->methods[i];
    return NULL;
}

Field *coreclr_field_in_type(Type *type, Field *field) {
    for (uint32_t i = 0; i < type->field_count; i++)
        if (type->fields[i].token == field->token) return &type->fields[i];
    return NULL;
}

/* GetMethodFromCanonical(method, RuntimeType declaringType): the same MethodDef in declaringType */
static void method_get_from_canonical(Thread *thread, Slot *args, Slot *result) {
    Method *method = args[0].p;
    Type *type = vm_type_from_object(args[1].o);
    Method *found = method && type ? coreclr_method_in_type(type, method) : NULL;
    result[0].p = found ? found : method;
}

static void method_get_loader_allocator(Thread *thread, Slot *args, Slot *result) {
    result[0].o = NULL; /* corvid never unloads code: no LoaderAllocator */
}

/* RuntimeMethodHandle_GetMethodInstantiation(method, ObjectHandleOnStack types, BOOL asRuntimeTypes):
 * a generic method's arguments (a definition's: its declared parameters); nothing when not generic */
static void qcall_get_method_instantiation(Thread *thread, Slot *args, Slot *result) {
    Method *method = args[0].p;
    if (!method || !loader_prepare_method(thread, method)) return;
    DeclaredContext declared;
    const GenericContext *context = declared_context(&declared, NULL, method);
    if (context) store_type_array(thread, args[1].p, context->method_arguments, context->method_argument_count, args[2].i4 != 0);
    else if (method->generic_argument_count)
        store_type_array(thread, args[1].p, method->generic_arguments, method->generic_argument_count, args[2].i4 != 0);
}

/* RuntimeMethodHandle_GetTypicalMethodDefinition(method, ObjectHandleOnStack outMethod): a new
 * RuntimeMethodInfoStub for the typical definition when it is another method (stack traces name
 * Enumerable.Single[TSource] through it); otherwise outMethod keeps the caller's method */
static void qcall_get_typical_method_definition(Thread *thread, Slot *args, Slot *result) {
    Method *method = args[0].p;
    if (!method) return;
    Method *typical = coreclr_typical_method_definition(method);
    if (typical != method) coreclr_store_method_info_stub(thread, args[1].p, typical);
}

/* RuntimeMethodHandle_GetStubIfNeededSlow(method, QCallTypeHandle declaringType, ObjectHandleOnStack
 * instantiation (RuntimeType[] or null)): the method instantiated over the types (MakeGenericMethod;
 * CoreLib checked arity and constraints) */
static void qcall_get_stub_if_needed_slow(Thread *thread, Slot *args, Slot *result) {
    Method *method = args[0].p;
    Array *types = *(Array **)args[3].p;
    result[0].p = method;
    if (!method || !types) return;
    Method *definition = method->generic_definition ? method->generic_definition : method;
    intptr_t count = types->length;
    if (count <= 0 || count > 64) {
        vm_throw_new(thread, "System.ArgumentException", "The number of generic arguments is not valid.");
        return;
    }
    Type *arguments[64];
    for (intptr_t i = 0; i < count; i++)
        if (!(arguments[i] = vm_type_from_object(((Object **)types->data)[i]))) {
            vm_throw_new(thread, "System.ArgumentNullException", "Value cannot be null.");
            return;
        }
    /* constraints, as CoreCLR checks them here: VerificationException, which MakeGenericMethod
     * turns into its ArgumentException through SatisfiesConstraints */
    Method *typical = coreclr_typical_method_definition(definition);
    Type *owner = definition->owner;
    GenericContext context = {owner->generic_definition ? owner->generic_arguments : NULL,
                              owner->generic_definition ? owner->generic_argument_count : 0, arguments, (uint32_t)count};
    for (intptr_t i = 0; i < count && (uint32_t)i < typical->signature.generic_parameter_count; i++) {
        Type *parameter = loader_declared_generic_parameter(typical->owner, typical, (uint32_t)i);
        if (!parameter || loader_satisfies_constraints(thread, parameter, arguments[i], &context)) continue;
        char method_name[512], argument_name[512], message[1400];
        loader_method_display_name(typical, method_name, sizeof method_name);
        method_name[strcspn(method_name, "(")] = 0;
        type_to_string(arguments[i], argument_name, sizeof argument_name);
        snprintf(message, sizeof message, "Method %s: type argument '%s' violates the constraint of type parameter '%s'.", method_name,
                 argument_name, parameter->name);
        vm_throw_new(thread, "System.Security.VerificationException", message);
        return;
    }
    result[0].p = loader_instantiate_method(thread, definition, arguments, (uint32_t)count);
}

static Field *field_named(Object *object, const char *name) {
    return object ? loader_find_field(object->vtable->type, name) : NULL;
}

/* RuntimeTypeHandle_GetInterfaces(MethodTable*, ObjectHandleOnStack): every interface the type
 * implements (inherited ones included: CoreCLR's interface map), as RuntimeType[] */
static void qcall_get_interfaces(Thread *thread, Slot *args, Slot *result) {
    Type *type = coreclr_method_table_type(args[0].p);
    if (!type) return;
    store_type_array(thread, args[1].p, type->interfaces, is_type_desc(type) ? 0 : type->interface_count, true);
}

/* ---- Activator --------------------------------------------------------------------------- */

/* A new instance of a type (boxed and zeroed for value types); NULL with an exception pending */
static Object *allocate_instance(Thread *thread, Type *type) {
    if (!type || is_type_desc(type) || is_open(type) || type->kind == TYPE_KIND_ARRAY || type == vm_types.string ||
        type->kind == TYPE_KIND_INTERFACE || (type->attributes & META_TYPE_ABSTRACT)) {
        vm_throw_new(thread, "System.MissingMethodException", "Cannot create an instance of an abstract class, interface, array, string or open type.");
        return NULL;
    }
    if (!loader_ensure_laid_out(thread, type)) return NULL;
    if (type->kind != TYPE_KIND_VALUE_TYPE) return vm_new_object(thread, type);
    void *zero = calloc(1, type->instance_size ? type->instance_size : 1);
    if (!zero) abort();
    Object *box = vm_box(thread, type, zero);
    free(zero);
    return box;
}

/* InternalAllocNoChecks_FastPath(MethodTable*): the allocation itself (never the slow path) */
static void type_internal_alloc_fast(Thread *thread, Slot *args, Slot *result) {
    result[0].o = allocate_instance(thread, coreclr_method_table_type(args[0].p));
}

/* RuntimeTypeHandle_InternalAllocNoChecks / InternalAlloc(MethodTable*, ObjectHandleOnStack); the
 * checked form runs the class constructor first, as CoreCLR's AllocateObject does */
static void qcall_internal_alloc_no_checks(Thread *thread, Slot *args, Slot *result) {
    Object *object = allocate_instance(thread, coreclr_method_table_type(args[0].p));
    if (object) vm_store_reference(args[1].p, object);
}

static void qcall_internal_alloc(Thread *thread, Slot *args, Slot *result) {
    Type *type = coreclr_method_table_type(args[0].p);
    if (type && !is_type_desc(type) && !is_open(type) && loader_ensure_laid_out(thread, type) && !interp_ensure_class_initialized(thread, type))
        return;
    thread->exception = NULL;
    qcall_internal_alloc_no_checks(thread, args, result);
}

/* CoreLib's RuntimeTypeHandle.InternalAllocNoChecks(MethodTable*): the managed allocator corvid
 * hands out where CoreCLR gives a JIT allocation helper (a function pointer is a Method* here) */
static Method *allocator_method(Thread *thread) {
    static Method *alloc;
    if (!alloc) {
        Type *handle = loader_find_corlib_type("System.RuntimeTypeHandle");
        for (uint32_t i = 0; handle && i < handle->method_count; i++) {
            Method *m = handle->methods[i];
            if (strcmp(m->name, "InternalAllocNoChecks") == 0 && (m->flags & META_METHOD_STATIC) && loader_prepare_method(thread, m) &&
                m->signature.parameter_count == 1)
                alloc = m;
        }
        thread->exception = NULL;
    }
    return alloc;
}

/* ReflectionInvocation_GetBoxInfo(QCallTypeHandle, IntPtr* allocator, void** allocatorArgument,
 * int* nullableValueOffset, uint* valueSize): how RuntimeType.Box boxes a value of the type: no
 * allocator for reference types (the value is the reference), the value type's allocator and
 * size, and for Nullable<T> T's with the offset of its value field. */
static void qcall_get_box_info(Thread *thread, Slot *args, Slot *result) {
    Type *type = qcall_type(args);
    void **allocator = args[2].p, **allocator_argument = args[3].p;
    int32_t *nullable_offset = args[4].p;
    uint32_t *size = args[5].p;
    *allocator = *allocator_argument = NULL;
    *nullable_offset = 0, *size = 0;
    if (!type || is_type_desc(type) || is_open(type) || type == vm_types.void_type || (type->flags & TYPE_FLAG_IS_BYREF_LIKE)) {
        vm_throw_new(thread, "System.ArgumentException", "Cannot box a value of this type.");
        return;
    }
    if (type->kind != TYPE_KIND_VALUE_TYPE) return;
    Type *boxed = type;
    if (type->flags & TYPE_FLAG_NULLABLE) {
        Field *value = loader_find_field(type, "value");
        if (!value || !type->generic_argument_count || !loader_ensure_laid_out(thread, type)) {
            if (!thread->exception) vm_throw_new(thread, "System.ArgumentException", "Nullable<T> has no value field.");
            return;
        }
        boxed = type->generic_arguments[0];
        *nullable_offset = value->offset;
    }
    if (!loader_ensure_laid_out(thread, boxed)) return;
    Method *alloc = allocator_method(thread);
    if (!alloc) {
        vm_throw_new(thread, "System.NotSupportedException", "corvid does not support boxing on this CoreLib (no RuntimeTypeHandle.InternalAllocNoChecks)");
        return;
    }
    *allocator = alloc;
    *allocator_argument = (void *)coreclr_type_handle(thread, boxed);
    *size = boxed->instance_size;
}

/* RuntimeTypeHandle_GetActivationInfo(ObjectHandleOnStack type, delegate*<void*, object>* allocator,
 * void** allocatorArgument, delegate*<object, void>* refCtor, delegate*<ref byte, void>* valueCtor,
 * BOOL* ctorIsPublic): what Activator.CreateInstance(Type) calls.  corvid's function pointers
 * are Method*s (ldftn's), so the allocator is CoreLib's RuntimeTypeHandle.InternalAllocNoChecks
 * over the MethodTable and the constructors are the default .ctor (NULL: CoreLib's no-op). */
static void qcall_get_activation_info(Thread *thread, Slot *args, Slot *result) {
    Type *type = vm_type_from_object(*(Object **)args[0].p);
    void **allocator = args[1].p, **allocator_argument = args[2].p, **ref_ctor = args[3].p, **value_ctor = args[4].p;
    int32_t *ctor_is_public = args[5].p;
    *allocator = *allocator_argument = *ref_ctor = *value_ctor = NULL;
    *ctor_is_public = 1;
    if (!type) {
        vm_throw_new(thread, "System.ArgumentNullException", "Value cannot be null. (Parameter 'type')");
        return;
    }
    char name[512];
    if (is_open(type)) {
        loader_type_full_name(type, name, sizeof name);
        char message[700];
        snprintf(message, sizeof message, "Cannot create an instance of %s because Type.ContainsGenericParameters is true.", name);
        vm_throw_new(thread, "System.ArgumentException", message);
        return;
    }
    if (loader_type_is_byref_like(type)) {
        vm_throw_new(thread, "System.NotSupportedException", "Cannot create boxed ByRef-like values.");
        return;
    }
    if (is_type_desc(type) || type->kind == TYPE_KIND_ARRAY || type == vm_types.string || type == vm_types.void_type) {
        vm_throw_new(thread, "System.NotSupportedException", "Cannot create an instance of this type.");
        return;
    }
    if (type->kind == TYPE_KIND_INTERFACE || (type->attributes & META_TYPE_ABSTRACT)) {
        vm_throw_new(thread, "System.MissingMethodException", type->kind == TYPE_KIND_INTERFACE ? "Cannot create an instance of an interface." : "Cannot create an abstract class.");
        return;
    }
    if (!loader_ensure_laid_out(thread, type)) return;
    Method *ctor = default_constructor(thread, type);
    if (!ctor && type->kind != TYPE_KIND_VALUE_TYPE) {
        loader_type_full_name(type, name, sizeof name);
        char message[700];
        snprintf(message, sizeof message, "No parameterless constructor defined for type '%s'.", name);
        vm_throw_new(thread, "System.MissingMethodException", message);
        return;
    }
    Method *alloc = allocator_method(thread);
    if (!alloc) {
        vm_throw_new(thread, "System.NotSupportedException", "corvid does not support Activator on this CoreLib (no RuntimeTypeHandle.InternalAllocNoChecks)");
        return;
    }
    *allocator = alloc;
    *allocator_argument = (void *)coreclr_type_handle(thread, type);
    if (type->kind == TYPE_KIND_VALUE_TYPE) *value_ctor = ctor;
    else *ref_ctor = ctor;
    *ctor_is_public = !ctor || (ctor->flags & 0x7) == 6;
}

/* ---- fields: RuntimeFieldHandleInternal is corvid's Field* (CoreCLR's FieldDesc*) ------------ */

/* RuntimeTypeHandle_GetFields(MethodTable*, IntPtr* buffer, int* count): the declared fields
 * that have storage; FALSE with the count needed when the buffer is too small. Literal fields
 * are left out as CoreCLR has no FieldDesc for them: CoreLib finds them in metadata and reflects
 * them as MdFieldInfo (RuntimeTypeCache.PopulateLiteralFields), so listing them here too would
 * make every GetField of an enum member ambiguous. */
static void qcall_get_fields(Thread *thread, Slot *args, Slot *result) {
    Type *type = coreclr_method_table_type(args[0].p);
    uintptr_t *buffer = args[1].p;
    int32_t *count = args[2].p;
    result[0].i4 = 1;
    uint32_t declared = type && !is_type_desc(type) && type->kind != TYPE_KIND_ARRAY ? type->field_count : 0;
    int32_t n = 0;
    for (uint32_t i = 0; i < declared; i++) {
        if (type->fields[i].flags & META_FIELD_LITERAL) continue;
        if (n < *count) buffer[n] = (uintptr_t)&type->fields[i];
        n++;
    }
    result[0].i4 = n <= *count;
    *count = n;
}

static void field_get_utf8_name(Thread *thread, Slot *args, Slot *result) {
    Field *field = args[0].p;
    result[0].p = field ? (void *)field->name : NULL;
}

static void field_get_attributes(Thread *thread, Slot *args, Slot *result) {
    Field *field = args[0].p;
    result[0].i4 = field ? field->flags : 0;
}

static void field_get_approx_declaring_method_table(Thread *thread, Slot *args, Slot *result) {
    Field *field = args[0].p;
    result[0].u8 = field ? coreclr_type_handle(thread, field->owner) : 0;
}

/* GetToken(IntPtr rtFieldInfo's field) */
static void field_get_token(Thread *thread, Slot *args, Slot *result) {
    Field *field = args[0].p;
    result[0].i4 = field ? (int32_t)field->token : 0;
}

/* GetStaticFieldForGenericType(field, MethodTable* instantiation): the same FieldDef there */
static void field_get_static_for_generic_type(Thread *thread, Slot *args, Slot *result) {
    Field *field = args[0].p;
    Type *type = coreclr_method_table_type(args[1].p);
    Field *found = field && type ? coreclr_field_in_type(type, field) : NULL;
    result[0].p = found ? found : field;
}

/* corvid shares no code between instantiations: no field takes its context from `this` */
static void field_acquires_context_from_this(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = 0;
}

/* IsFastPathSupported(RtFieldInfo): false, so CoreLib reads and writes through the GetValue /
 * SetValue QCalls, which know corvid's object and statics layout */
static void field_is_fast_path_supported(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = 0;
}

/* The address of a field's value in `target` (an instance field) or its statics; NULL with an
 * exception pending. */
static void *field_address(Thread *thread, Field *field, Object *target) {
    if (field->flags & META_FIELD_STATIC) {
        /* literal fields never get here: they are MdFieldInfo, read from metadata */
        if (!loader_ensure_laid_out(thread, field->owner) || !interp_ensure_class_initialized(thread, field->owner)) return NULL;
        if (field->rva_data) return (void *)field->rva_data; /* where ldsflda finds it too */
        if (field->thread_static) {
            uint8_t *block = loader_thread_static_block(thread, field->owner);
            return block ? block + field->offset : NULL;
        }
        return field->owner->static_data ? field->owner->static_data + field->offset : NULL;
    }
    if (!target) {
        vm_throw_new(thread, "System.Reflection.TargetException", "Non-static field requires a target.");
        return NULL;
    }
    if (!vm_is_instance_of(target, field->owner)) {
        vm_throw_new(thread, "System.ArgumentException", "Field is not defined on the target object's type.");
        return NULL;
    }
    uint8_t *base = field->owner->kind == TYPE_KIND_VALUE_TYPE ? vm_unbox(target) : (uint8_t *)target;
    return base + field->offset;
}

/* System.Reflection.Pointer */
static Type *reflection_pointer_class(void) {
    static Type *pointer_class;
    if (!pointer_class) pointer_class = loader_find_type(loader_corlib(), "System.Reflection", "Pointer");
    return pointer_class;
}

/* System.Reflection.Pointer {_ptr, _ptrType}: how reflection hands out a pointer (CoreCLR's
 * InvokeUtil boxes pointer fields so); NULL with an exception pending */
static Object *box_pointer(Thread *thread, Type *pointer_type, void *pointer) {
    Type *pointer_class = reflection_pointer_class();
    Object *type_object = vm_type_object(thread, pointer_type);
    Object *box = pointer_class && type_object ? vm_new_object(thread, pointer_class) : NULL;
    if (!box) {
        if (!thread->exception) vm_throw_new(thread, "System.NotSupportedException", "corvid cannot box this pointer.");
        return NULL;
    }
    set_field(box, "_ptr", &pointer, sizeof pointer);
    Field *type_field = field_named(box, "_ptrType");
    if (type_field) vm_store_reference((Object **)((uint8_t *)box + type_field->offset), type_object);
    return box;
}

/* A field's value at `address`, boxed into `out` (pointers as System.Reflection.Pointer) */
static void field_read(Thread *thread, Field *field, void *address, Object **out) {
    Type *type = field->type;
    Object *value;
    if (loader_type_is_reference(type)) value = *(Object **)address;
    else if (type->flags & TYPE_FLAG_FUNCTION_POINTER) value = vm_box(thread, vm_types.intptr, address); /* CoreCLR: IntPtr */
    else if (type->kind == TYPE_KIND_POINTER) value = box_pointer(thread, type, *(void **)address);
    else if (!vm_box_value(thread, type, address, &value)) return;
    if (value) vm_store_reference(out, value);
}

/* Stores `value` (already of the field's type, or null for the default) at `address` */
static void field_write(Thread *thread, Field *field, void *address, Object *value) {
    Type *type = field->type;
    if (loader_type_is_reference(type)) {
        if (value && !vm_is_instance_of(value, type)) {
            vm_throw_new(thread, "System.ArgumentException", "Object type cannot be converted to target type.");
            return;
        }
        vm_store_reference(address, value);
        return;
    }
    Type *storage = type->kind == TYPE_KIND_POINTER ? vm_types.intptr : type;
    if (!loader_ensure_laid_out(thread, storage)) return;
    if (!value) {
        memset(address, 0, storage->instance_size);
        return;
    }
    Field *pointer_field = type->kind == TYPE_KIND_POINTER && value->vtable->type == reflection_pointer_class()
                               ? field_named(value, "_ptr")
                               : NULL;
    if (pointer_field) { /* a System.Reflection.Pointer */
        *(void **)address = *(void **)((uint8_t *)value + pointer_field->offset);
        return;
    }
    if (value->vtable->type != storage && !((storage->flags & TYPE_FLAG_ENUM) && value->vtable->type == storage->element)) {
        vm_throw_new(thread, "System.ArgumentException", "Object type cannot be converted to target type.");
        return;
    }
    if (storage->value_reference_count) gc_write_barrier_copy(address, vm_unbox(value), storage->instance_size);
    else memcpy(address, vm_unbox(value), storage->instance_size);
}

/* The field's address through a TypedReference {address, type handle}: in the value itself
 * when it is a value type, else in the object the reference holds (CoreCLR's
 * RuntimeFieldHandle_GetValueDirect / SetValueDirect) */
static void *field_address_direct(Thread *thread, Field *field, const uintptr_t *typed_reference) {
    if (!typed_reference) {
        vm_throw_null_reference(thread);
        return NULL;
    }
    if (field->flags & META_FIELD_STATIC) return field_address(thread, field, NULL);
    Type *target_type = vm_type_from_raw_handle(typed_reference[1]);
    uint8_t *data = (uint8_t *)typed_reference[0];
    if (target_type && loader_type_is_value_type(target_type)) {
        if (target_type != field->owner && target_type->generic_definition != field->owner) {
            vm_throw_new(thread, "System.ArgumentException", "Field is not defined on the target object's type.");
            return NULL;
        }
        return data + field->offset;
    }
    return field_address(thread, field, data ? *(Object **)data : NULL);
}

/* RuntimeFieldHandle_GetValueDirect(field, TypedReference*, QCallTypeHandle fieldType,
 * QCallTypeHandle declaringType, ObjectHandleOnStack result) */
static void qcall_field_get_value_direct(Thread *thread, Slot *args, Slot *result) {
    Field *field = args[0].p;
    if (!field || !loader_ensure_laid_out(thread, field->owner)) return;
    void *address = field_address_direct(thread, field, args[1].p);
    if (address) field_read(thread, field, address, args[6].p);
}

/* RuntimeFieldHandle_SetValueDirect(field, TypedReference*, ObjectHandleOnStack value,
 * QCallTypeHandle fieldType, QCallTypeHandle declaringType) */
static void qcall_field_set_value_direct(Thread *thread, Slot *args, Slot *result) {
    Field *field = args[0].p;
    if (!field || !loader_ensure_laid_out(thread, field->owner)) return;
    void *address = field_address_direct(thread, field, args[1].p);
    if (address) field_write(thread, field, address, *(Object **)args[2].p);
}

/* RuntimeFieldHandle_GetValue(field, ObjectHandleOnStack target, QCallTypeHandle fieldType,
 * QCallTypeHandle declaringType, BOOL* classInitialized, ObjectHandleOnStack result): the value,
 * boxed for value types */
static void qcall_field_get_value(Thread *thread, Slot *args, Slot *result) {
    Field *field = args[0].p;
    Object *target = *(Object **)args[1].p;
    int32_t *initialized = args[6].p;
    if (!field || !loader_ensure_laid_out(thread, field->owner)) return;
    void *address = field_address(thread, field, target);
    if (!address) return;
    if (initialized) *initialized = 1;
    field_read(thread, field, address, args[7].p);
}

/* RuntimeFieldHandle_SetValue(field, ObjectHandleOnStack target, ObjectHandleOnStack value,
 * QCallTypeHandle fieldType, QCallTypeHandle declaringType, BOOL* classInitialized): CoreLib
 * already converted the value to the field's type (null stores a default value) */
static void qcall_field_set_value(Thread *thread, Slot *args, Slot *result) {
    Field *field = args[0].p;
    Object *target = *(Object **)args[1].p, *value = *(Object **)args[2].p;
    int32_t *initialized = args[7].p;
    if (!field || !loader_ensure_laid_out(thread, field->owner)) return;
    if ((field->flags & 0x0020 /* InitOnly */) && (field->flags & META_FIELD_STATIC)) {
        vm_throw_new(thread, "System.FieldAccessException", "Cannot set a constant field.");
        return;
    }
    void *address = field_address(thread, field, target);
    if (!address) return;
    if (initialized) *initialized = 1;
    field_write(thread, field, address, value);
}

/* ---- System.Signature --------------------------------------------------------------------- */

static void set_reference(Object *object, const char *name, Object *value) {
    Field *field = loader_find_field(object->vtable->type, name);
    if (field) vm_store_reference((Object **)((uint8_t *)object + field->offset), value);
}

/* A signature blob read in its declaring type's module and generic context: the types it names
 * (a field's in `parsed->return_type`, no parameters).  False with an exception pending. */
static bool parse_signature_in(Thread *thread, Type *declaring, MetaBlob blob, MethodSignature *parsed) {
    memset(parsed, 0, sizeof *parsed);
    if (!declaring || !declaring->assembly || !blob.data || !blob.size) {
        vm_throw_new(thread, "System.ArgumentException", "The signature has no declaring type.");
        return false;
    }
    DeclaredContext declared;
    const GenericContext *own = declared_context(&declared, declaring, NULL);
    GenericContext context = own ? *own : (GenericContext){declaring->generic_arguments, declaring->generic_argument_count, NULL, 0};
    if ((blob.data[0] & META_SIG_KIND_MASK) == META_SIG_FIELD) {
        parsed->return_type = loader_parse_field_signature(thread, declaring->assembly, blob, &context);
        return parsed->return_type != NULL;
    }
    return loader_parse_method_signature(thread, declaring->assembly, blob, &context, parsed);
}

/* Signature_Init(ObjectHandleOnStack signature, void* sig, int length, RuntimeFieldHandleInternal
 * field, RuntimeMethodHandleInternal method): a method's or field's signature as CoreLib's
 * Signature object: the blob, the return (or field) type, the parameter types, and the managed
 * CallingConventions (Standard 1 / VarArgs 2, HasThis 0x20, ExplicitThis 0x40) as CoreCLR's
 * SignatureNative::Init converts them. */
static void qcall_signature_init(Thread *thread, Slot *args, Slot *result) {
    Object *signature = *(Object **)args[0].p;
    Field *field = args[3].p;
    Method *method = args[4].p;
    if (!signature) return;
    MetaBlob blob = {0};
    if (method) {
        if (!loader_prepare_method(thread, method)) return;
        Method *definition = method->generic_definition ? method->generic_definition : method;
        MetaImage *image = definition->owner->assembly->image;
        if (META_TOKEN_TABLE(definition->token) == META_TABLE_METHODDEF) signature_of(image, definition->token, &blob);
        uint32_t count = method->signature.parameter_count;
        Type *returned = method->signature.return_type ? method->signature.return_type : vm_types.void_type;
        Type **types = method->signature.parameter_types;
        DeclaredContext declared;
        const GenericContext *context = declared_context(&declared, method->owner, method);
        Type *substituted[64];
        if (context && count <= 64) { /* a definition's signature names its declared parameters */
            for (uint32_t i = 0; i < count; i++)
                if (!(substituted[i] = loader_substitute(thread, types[i], context))) return;
            types = substituted;
            if (!(returned = loader_substitute(thread, returned, context))) return;
        }
        Object *return_type = vm_type_object(thread, returned);
        Object *holder = NULL;
        if (!return_type || !store_type_array(thread, &holder, types, count, true)) return;
        set_reference(signature, "_returnTypeORfieldType", return_type);
        set_reference(signature, "_arguments", holder);
        int32_t convention = method->signature.is_vararg ? 2 : 1;
        if (method->signature.has_this) convention |= 0x20;
        if (method->signature.explicit_this) convention |= 0x40;
        set_field(signature, "_managedCallingConventionAndArgIteratorFlags", &convention, sizeof convention);
    } else if (field) {
        MetaImage *image = field->owner->assembly->image;
        signature_of(image, field->token, &blob);
        if (!loader_field_type(thread, field)) return;
        DeclaredContext declared;
        Type *type = loader_substitute(thread, field->type, declared_context(&declared, field->owner, NULL));
        Object *field_type = type ? vm_type_object(thread, type) : NULL;
        if (!field_type) return;
        set_reference(signature, "_returnTypeORfieldType", field_type);
    } else {
        /* a property's, a literal field's (MdFieldInfo) or a standalone signature in the
         * declaring type's module and context */
        Field *declaring_field = field_named(signature, "_declaringType");
        Object *declaring_object = declaring_field ? *(Object **)((uint8_t *)signature + declaring_field->offset) : NULL;
        Type *declaring = vm_type_from_object(declaring_object);
        blob = (MetaBlob){args[1].p, args[2].i4 > 0 ? (uint32_t)args[2].i4 : 0};
        MethodSignature parsed;
        if (!parse_signature_in(thread, declaring, blob, &parsed)) return;
        Object *return_type = vm_type_object(thread, parsed.return_type);
        Object *holder = NULL;
        bool is_field = (blob.data[0] & META_SIG_KIND_MASK) == META_SIG_FIELD;
        bool ok = return_type && (is_field || store_type_array(thread, &holder, parsed.parameter_types, parsed.parameter_count, true));
        free(parsed.parameter_types);
        if (!ok) return;
        set_reference(signature, "_returnTypeORfieldType", return_type);
        if (!is_field) {
            set_reference(signature, "_arguments", holder);
            int32_t convention = parsed.is_vararg ? 2 : 1;
            if (parsed.has_this) convention |= 0x20;
            if (parsed.explicit_this) convention |= 0x40;
            set_field(signature, "_managedCallingConventionAndArgIteratorFlags", &convention, sizeof convention);
        }
    }
    void *data = (void *)blob.data;
    int32_t size = (int32_t)blob.size;
    set_field(signature, "_sig", &data, sizeof data);
    set_field(signature, "_csig", &size, sizeof size);
    if (method) set_field(signature, "_pMethod", &method, sizeof method);
}

/* Signature_AreEqual(void* sig1, int csig1, QCallTypeHandle type1, void* sig2, int csig2,
 * QCallTypeHandle type2): whether two signatures, each read in its own type's module and
 * instantiation, name the same things (CoreCLR's MetaSig::CompareMethodSigs) — what reflection
 * asks to hide a base property a derived one redeclares.  Types are interned, so the same type
 * is the same Type*. */
static void qcall_signature_are_equal(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = 0;
    MetaBlob blob1 = {args[0].p, (uint32_t)args[1].i4}, blob2 = {args[4].p, (uint32_t)args[5].i4};
    if (args[1].i4 <= 0 || args[5].i4 <= 0) return;
    MethodSignature a, b;
    if (!parse_signature_in(thread, qcall_type(&args[2]), blob1, &a)) return;
    if (!parse_signature_in(thread, qcall_type(&args[6]), blob2, &b)) {
        free(a.parameter_types);
        return;
    }
    bool equal = blob1.data[0] == blob2.data[0] && a.return_type == b.return_type && a.parameter_count == b.parameter_count &&
                 a.generic_parameter_count == b.generic_parameter_count;
    for (uint32_t i = 0; equal && i < a.parameter_count; i++) equal = a.parameter_types[i] == b.parameter_types[i];
    free(a.parameter_types);
    free(b.parameter_types);
    result[0].i4 = equal;
}

/* ---- positions inside a signature blob (CoreCLR's SignatureNative offsets): what CoreLib's
 * ParameterInfo/FieldInfo.GetRequiredCustomModifiers and ModifiedType read custom modifiers by.
 * Errors come back as negative HRESULTs, which CoreLib throws. */

#define HR_BAD_IMAGE ((int32_t)0x8013110E) /* COR_E_BADIMAGEFORMAT */

/* Past the custom modifiers at the cursor */
static bool skip_modifiers(MetaSigCursor *c) {
    uint8_t b;
    uint32_t token;
    while (meta_sig_peek_byte(c, &b) && (b == META_ELEMENT_TYPE_CMOD_REQD || b == META_ELEMENT_TYPE_CMOD_OPT))
        if (!meta_sig_read_byte(c, &b) || !meta_sig_read_type_token(c, &token)) return false;
    return true;
}

/* Signature.GetParameterOffsetInternal(void* sig, int csig, int index): where parameter `index`
 * (0: the return type, or a field's type) begins, its custom modifiers included */
static void signature_parameter_offset(Thread *thread, Slot *args, Slot *result) {
    const uint8_t *sig = args[0].p;
    int32_t size = args[1].i4, index = args[2].i4;
    result[0].i4 = HR_BAD_IMAGE;
    if (!sig || size <= 0 || index < 0) return;
    MetaSigCursor c = meta_sig_cursor((MetaBlob){sig, (uint32_t)size});
    uint8_t convention;
    uint32_t count;
    if (!meta_sig_read_byte(&c, &convention)) return;
    if ((convention & META_SIG_KIND_MASK) == META_SIG_FIELD) {
        if (index == 0) result[0].i4 = 1;
        return;
    }
    if ((convention & META_SIG_GENERIC) && !meta_sig_read_compressed_u32(&c, &count)) return;
    if (!meta_sig_read_compressed_u32(&c, &count) || (uint32_t)index > count) return;
    for (int32_t i = 0; i < index; i++)
        if (!meta_sig_skip_type(&c)) return;
    result[0].i4 = (int32_t)(c.p - sig);
}

/* Signature.GetTypeParameterOffsetInternal(void* sig, int csig, int offset, int index): where
 * type argument `index` of the type at `offset` begins (a generic instantiation's arguments, an
 * element type, a function pointer's return and parameter types); -1 when it has none */
static void signature_type_parameter_offset(Thread *thread, Slot *args, Slot *result) {
    const uint8_t *sig = args[0].p;
    int32_t size = args[1].i4, offset = args[2].i4, index = args[3].i4;
    result[0].i4 = HR_BAD_IMAGE;
    if (!sig || size <= 0 || offset < 0 || offset >= size || index < 0) return;
    MetaSigCursor c = meta_sig_cursor((MetaBlob){sig + offset, (uint32_t)(size - offset)});
    uint8_t b;
    uint32_t token, count;
    if (!skip_modifiers(&c) || !meta_sig_read_byte(&c, &b)) return;
    switch (b) {
    case META_ELEMENT_TYPE_GENERICINST:
        if (!meta_sig_read_byte(&c, &b) || !meta_sig_read_type_token(&c, &token) || !meta_sig_read_compressed_u32(&c, &count)) return;
        break;
    case META_ELEMENT_TYPE_PTR:
    case META_ELEMENT_TYPE_BYREF:
    case META_ELEMENT_TYPE_SZARRAY:
    case META_ELEMENT_TYPE_ARRAY:
        count = 1;
        break;
    case META_ELEMENT_TYPE_FNPTR:
        if (!meta_sig_read_byte(&c, &b)) return;
        if ((b & META_SIG_GENERIC) && !meta_sig_read_compressed_u32(&c, &count)) return;
        if (!meta_sig_read_compressed_u32(&c, &count)) return;
        count++; /* the return type comes first */
        break;
    default:
        result[0].i4 = -1;
        return;
    }
    if ((uint32_t)index >= count) {
        result[0].i4 = -1;
        return;
    }
    for (int32_t i = 0; i < index; i++)
        if (!meta_sig_skip_type(&c)) return;
    result[0].i4 = (int32_t)(c.p - sig);
}

/* Signature.GetCallingConventionFromFunctionPointerAtOffsetInternal(void* sig, int csig, int
 * offset): the calling convention byte of the function pointer type at `offset` */
static void signature_function_pointer_convention(Thread *thread, Slot *args, Slot *result) {
    const uint8_t *sig = args[0].p;
    int32_t size = args[1].i4, offset = args[2].i4;
    result[0].i4 = HR_BAD_IMAGE;
    if (!sig || size <= 0 || offset < 0 || offset >= size) return;
    MetaSigCursor c = meta_sig_cursor((MetaBlob){sig + offset, (uint32_t)(size - offset)});
    uint8_t b;
    if (!skip_modifiers(&c) || !meta_sig_read_byte(&c, &b) || b != META_ELEMENT_TYPE_FNPTR || !meta_sig_read_byte(&c, &b)) return;
    result[0].i4 = b & 0x0F; /* the convention without HASTHIS / EXPLICITTHIS, as CoreCLR masks it */
}

/* Signature_GetCustomModifiersAtOffset(ObjectHandleOnStack signature, int offset, BOOL required,
 * ObjectHandleOnStack result): the modreq (or modopt) types before the type at `offset`, read
 * in the signature's declaring type's module, as RuntimeType[] */
static void qcall_signature_custom_modifiers(Thread *thread, Slot *args, Slot *result) {
    Object *signature = *(Object **)args[0].p;
    int32_t offset = args[1].i4;
    bool required = args[2].i4 != 0;
    Field *sig_field = field_named(signature, "_sig"), *size_field = field_named(signature, "_csig");
    Field *declaring_field = field_named(signature, "_declaringType");
    if (!sig_field || !size_field || !declaring_field) return;
    const uint8_t *sig = *(const uint8_t **)((uint8_t *)signature + sig_field->offset);
    int32_t size = *(int32_t *)((uint8_t *)signature + size_field->offset);
    Type *declaring = vm_type_from_object(*(Object **)((uint8_t *)signature + declaring_field->offset));
    Type *modifiers[64];
    uint32_t count = 0;
    if (sig && offset >= 0 && offset < size && declaring) {
        Type *home = declaring->generic_definition ? declaring->generic_definition : declaring;
        MetaSigCursor c = meta_sig_cursor((MetaBlob){sig + offset, (uint32_t)(size - offset)});
        uint8_t b;
        uint32_t token;
        while (meta_sig_peek_byte(&c, &b) && (b == META_ELEMENT_TYPE_CMOD_REQD || b == META_ELEMENT_TYPE_CMOD_OPT)) {
            if (!meta_sig_read_byte(&c, &b) || !meta_sig_read_type_token(&c, &token)) break;
            if ((b == META_ELEMENT_TYPE_CMOD_REQD) != required || count == 64) continue;
            GenericContext context = {declaring->generic_arguments, declaring->generic_argument_count, NULL, 0};
            Type *modifier = loader_resolve_type(thread, home->assembly, token, &context);
            if (!modifier) return;
            modifiers[count++] = modifier;
        }
    }
    /* CoreCLR fills the array from its end: the modifiers come back last first */
    for (uint32_t i = 0; i < count / 2; i++) {
        Type *swap = modifiers[i];
        modifiers[i] = modifiers[count - 1 - i];
        modifiers[count - 1 - i] = swap;
    }
    store_type_array(thread, args[3].p, modifiers, count, true);
}

/* ---- RuntimeMethodHandle.InvokeMethod ------------------------------------------------------ */

/* One argument from its storage (CoreLib passes a pointer to each: to the reference for
 * reference types, to the unboxed value for value types, the byref itself for byrefs) into
 * slots; returns the slots used, 0 on failure. */
static uint32_t load_argument(Thread *thread, Type *type, void *storage, Slot *out, uint32_t room) {
    if (!storage) {
        vm_throw_new(thread, "System.ArgumentNullException", "Value cannot be null. (Parameter 'arguments')");
        return 0;
    }
    if (type->kind == TYPE_KIND_BYREF || type->kind == TYPE_KIND_POINTER) {
        out[0].p = type->kind == TYPE_KIND_BYREF ? storage : *(void **)storage;
        return 1;
    }
    if (loader_type_is_reference(type) || type->kind == TYPE_KIND_GENERIC_PARAMETER) {
        out[0].o = *(Object **)storage;
        return 1;
    }
    if (!loader_ensure_laid_out(thread, type)) return 0;
    uint32_t slots = type->stack_slots ? type->stack_slots : 1;
    if (slots > room) {
        vm_throw_new(thread, "System.NotSupportedException", "corvid does not support invoking methods with arguments this large yet");
        return 0;
    }
    memset(out, 0, slots * sizeof(Slot));
    Type *t = (type->flags & TYPE_FLAG_ENUM) && type->element ? type->element : type;
    if (t->element_type == META_ELEMENT_TYPE_I1) out[0].i4 = *(int8_t *)storage;
    else if (t->element_type == META_ELEMENT_TYPE_I2) out[0].i4 = *(int16_t *)storage;
    else memcpy(out, storage, type->instance_size);
    return slots;
}

/* How many slots a reflection call may take for its arguments or its result (a struct by value
 * of 64 KB); they live on this native stack, where the collector sees the references. */
#define INVOKE_SLOTS_MAX 8192

/* The arguments of `method` from CoreLib's storage pointers into `call` from `slot` on; false
 * with the exception set on failure. */
static bool load_arguments(Thread *thread, Method *method, void **arguments, Slot *call, uint32_t slot, uint32_t room) {
    for (uint32_t i = 0; i < method->signature.parameter_count; i++) {
        uint32_t used = load_argument(thread, method->signature.parameter_types[i], arguments ? arguments[i] : NULL, call + slot, room - slot);
        if (!used) return false;
        slot += used;
    }
    return true;
}

/* new T[n], new T[n][m]..., new T[a, b] or with lower bounds, through an array type's runtime
 * constructor (reflection and Activator reach it; CoreLib converted the arguments to int) */
static void invoke_array_constructor(Thread *thread, Method *method, void **arguments, Object **out) {
    int32_t values[64];
    uint32_t count = method->signature.parameter_count;
    if (count > 64) count = 64;
    for (uint32_t i = 0; i < count; i++) {
        if (!arguments || !arguments[i]) {
            vm_throw_new(thread, "System.ArgumentNullException", "Value cannot be null. (Parameter 'arguments')");
            return;
        }
        values[i] = *(int32_t *)arguments[i];
    }
    Object *array = vm_new_array_for_constructor(thread, method->owner, values, count);
    if (array) vm_store_reference(out, array);
}

/* A method returning a byref gives the value it refers to, boxed (CoreCLR's InvokeMethod); a
 * null reference is a NullReferenceException with CoreCLR's message. */
static bool box_byref_result(Thread *thread, Type *byref, void *address, Object **boxed) {
    *boxed = NULL;
    if (!address) {
        vm_throw_new(thread, "System.NullReferenceException", "The target method returned a null reference.");
        return false;
    }
    Type *element = byref->element;
    if (loader_type_is_reference(element)) *boxed = *(Object **)address;
    else if (element->kind == TYPE_KIND_POINTER) *boxed = vm_box(thread, vm_types.intptr, address);
    else return vm_box_value(thread, element, address, boxed);
    return *boxed != NULL || loader_type_is_reference(element);
}

/* RuntimeMethodHandle_InvokeMethod(ObjectHandleOnStack target, void** arguments, ObjectHandleOnStack
 * signature, BOOL isConstructor, ObjectHandleOnStack result): calls Signature._pMethod with the
 * arguments CoreLib checked and converted; a constructor call allocates the instance (boxed for
 * value types) and returns it — a string's runs its String.Ctor factory, an array type's
 * allocates the array; other results are boxed, a byref's referent too.  An exception of the
 * callee propagates unwrapped (CoreLib wraps it in TargetInvocationException). */
static void qcall_invoke_method(Thread *thread, Slot *args, Slot *result) {
    Object *target = *(Object **)args[0].p;
    void **arguments = args[1].p;
    Object *signature = *(Object **)args[2].p;
    bool constructor = args[3].i4 != 0;
    Object **out = args[4].p;
    Field *method_field = field_named(signature, "_pMethod");
    Method *method = method_field ? *(Method **)((uint8_t *)signature + method_field->offset) : NULL;
    if (!method || !loader_prepare_method(thread, method)) {
        if (!thread->exception) vm_throw_new(thread, "System.ArgumentException", "The signature names no method.");
        return;
    }
    Type *owner = method->owner;
    if (is_open(owner) || is_generic_method_definition(method)) {
        vm_throw_new(thread, "System.InvalidOperationException",
                     "Late bound operations cannot be performed on types or methods for which ContainsGenericParameters is true.");
        return;
    }
    if (!loader_ensure_laid_out(thread, owner) || !interp_ensure_class_initialized(thread, owner)) return;
    if (constructor && owner->kind == TYPE_KIND_ARRAY) {
        invoke_array_constructor(thread, method, arguments, out);
        return;
    }
    uint32_t room = method->argument_slots + 1, result_room = method->return_slots + 1;
    if (room > INVOKE_SLOTS_MAX || result_room > INVOKE_SLOTS_MAX) {
        vm_throw_new(thread, "System.NotSupportedException", "corvid does not support invoking methods with arguments or results this large yet");
        return;
    }
    Slot call[room], returned[result_room];
    memset(returned, 0, sizeof returned);
    uint32_t slot = 0;
    Object *instance = NULL;
    if (constructor && owner == vm_types.string) {
        Method *factory = loader_string_factory(thread, method);
        if (!factory) {
            if (!thread->exception) {
                char name[512], message[600];
                loader_method_display_name(method, name, sizeof name);
                snprintf(message, sizeof message, "corvid does not support the constructor %s yet.", name);
                vm_throw_new(thread, "System.NotSupportedException", message);
            }
            return;
        }
        if (load_arguments(thread, factory, arguments, call, 0, room) && interp_invoke(thread, factory, call, returned))
            vm_store_reference(out, returned[0].o);
        return;
    }
    if (constructor) {
        if (owner->attributes & META_TYPE_ABSTRACT) {
            vm_throw_new(thread, "System.MemberAccessException", "Cannot create an abstract class.");
            return;
        }
        if (owner->kind == TYPE_KIND_VALUE_TYPE) {
            void *zero = calloc(1, owner->instance_size ? owner->instance_size : 1);
            if (!zero) abort();
            instance = vm_box(thread, owner, zero);
            free(zero);
            if (!instance) return;
            call[slot++].p = vm_unbox(instance);
        } else {
            instance = vm_new_object(thread, owner);
            if (!instance) return;
            call[slot++].o = instance;
        }
    } else if (method->signature.has_this) {
        if (!target) {
            vm_throw_new(thread, "System.Reflection.TargetException", "Non-static method requires a target.");
            return;
        }
        /* a virtual method runs the target's override (CoreCLR's InvokeMethod resolves it) */
        if ((method->flags & META_METHOD_VIRTUAL) && method->vtable_slot >= 0 && owner->kind != TYPE_KIND_INTERFACE &&
            method->vtable_slot < (int32_t)target->vtable->slot_count)
            method = target->vtable->slots[method->vtable_slot].method;
        else if ((method->flags & META_METHOD_VIRTUAL) && owner->kind == TYPE_KIND_INTERFACE) {
            const LoaderDispatchPair *pair = loader_dispatch_pair(thread, target->vtable, method);
            if (!pair) return;
            method = pair->method;
        }
        if (!loader_prepare_method(thread, method)) return;
        call[slot++].p = method->owner->kind == TYPE_KIND_VALUE_TYPE ? vm_unbox(target) : (void *)target;
    }
    if (!load_arguments(thread, method, arguments, call, slot, room)) return;
    if (!interp_invoke(thread, method, call, returned)) return;
    if (constructor) {
        vm_store_reference(out, instance);
        return;
    }
    Type *type = method->signature.return_type;
    if (!type || type == vm_types.void_type) return;
    Object *boxed;
    if (type->kind == TYPE_KIND_BYREF) {
        if (!box_byref_result(thread, type, returned[0].p, &boxed)) return;
    } else if (loader_type_is_reference(type)) boxed = returned[0].o;
    else if (type->kind == TYPE_KIND_POINTER) boxed = vm_box(thread, vm_types.intptr, &returned[0]);
    else if (!vm_box_value(thread, type, returned, &boxed)) return;
    if (boxed) vm_store_reference(out, boxed);
}

/* ---- Delegate.CreateDelegate: Delegate_BindToMethodName / BindToMethodInfo ------------------
 * A corvid delegate is {_target, _methodPtr = the Method*} (the interpreter's DELEGATE_CTOR and
 * DELEGATE_INVOKE): an instance method closed over _target, or a static method, open (its
 * parameters are Invoke's) or closed over its first argument. */

enum {
    BIND_STATIC_ONLY = 0x1, BIND_INSTANCE_ONLY = 0x2, BIND_OPEN_ONLY = 0x4, BIND_CLOSED_ONLY = 0x8,
    BIND_NEVER_CLOSE_OVER_NULL = 0x10, BIND_CASELESS = 0x20, BIND_RELAXED = 0x40, /* DelegateBindingFlags */
};

static Method *delegate_invoke(Thread *thread, Type *delegate) {
    for (uint32_t i = 0; i < delegate->method_count; i++)
        if (strcmp(delegate->methods[i]->name, "Invoke") == 0 && loader_prepare_method(thread, delegate->methods[i])) return delegate->methods[i];
    return NULL;
}

/* `source` can stand where `target` is declared (identity, or a reference conversion when relaxed) */
static bool delegate_type_fits(Type *target, Type *source, bool relaxed) {
    return target == source || (relaxed && loader_type_is_reference(target) && loader_type_is_reference(source) && vm_type_is_assignable(target, source));
}

/* Whether `method` binds to Invoke closed over `target` (instance, or a static method's first
 * argument) or open (static); *closed says which. */
static bool delegate_method_fits(Thread *thread, Method *invoke, Method *method, Object *target, uint32_t flags, bool *closed) {
    if (!loader_prepare_method(thread, method) || is_generic_method_definition(method)) return false;
    bool relaxed = flags & BIND_RELAXED;
    MethodSignature *d = &invoke->signature, *m = &method->signature;
    if (!delegate_type_fits(d->return_type, m->return_type, relaxed) && !(relaxed && d->return_type == m->return_type)) return false;
    uint32_t skip = 0;
    if (method->flags & META_METHOD_STATIC) {
        if (flags & BIND_INSTANCE_ONLY) return false;
        if (m->parameter_count == d->parameter_count + 1 && !(flags & BIND_OPEN_ONLY)) {
            if (!target && (flags & BIND_NEVER_CLOSE_OVER_NULL)) return false;
            if (target && !vm_is_instance_of(target, m->parameter_types[0])) return false;
            skip = 1, *closed = true;
        } else if (m->parameter_count == d->parameter_count && !(flags & BIND_CLOSED_ONLY)) {
            *closed = false;
        } else {
            return false;
        }
    } else {
        if ((flags & BIND_STATIC_ONLY) || (flags & BIND_OPEN_ONLY) || !target || m->parameter_count != d->parameter_count) return false;
        if (!vm_is_instance_of(target, method->owner)) return false;
        *closed = true;
    }
    for (uint32_t i = 0; i < d->parameter_count; i++)
        if (!delegate_type_fits(m->parameter_types[i + skip], d->parameter_types[i], relaxed)) return false;
    return true;
}

static void delegate_initialize(Object *delegate, Object *target, Method *method) {
    Field *target_field = loader_find_field(vm_types.multicast_delegate, "_target");
    Field *method_field = loader_find_field(vm_types.multicast_delegate, "_methodPtr");
    if (target_field) vm_store_reference((Object **)((uint8_t *)delegate + target_field->offset), target);
    if (method_field) *(Method **)((uint8_t *)delegate + method_field->offset) = method;
}

/* The override of a virtual method for a closed instance delegate (CoreCLR binds the target's) */
static Method *delegate_resolved(Thread *thread, Method *method, Object *target) {
    if (!target || (method->flags & META_METHOD_STATIC) || !(method->flags & META_METHOD_VIRTUAL)) return method;
    Method *resolved = loader_resolve_virtual(thread, target->vtable->type, method);
    if (!resolved) thread->exception = NULL;
    return resolved ? resolved : method;
}

/* Delegate_BindToMethodName(ObjectHandleOnStack delegate, ObjectHandleOnStack target, QCallTypeHandle
 * methodType, byte* name, DelegateBindingFlags): the first method of that name, in methodType and
 * then its bases, that fits the delegate's Invoke; BOOL bound */
static void qcall_delegate_bind_to_method_name(Thread *thread, Slot *args, Slot *result) {
    Object *delegate = *(Object **)args[0].p, *target = *(Object **)args[1].p;
    Type *type = qcall_type(args + 2);
    const char *name = args[4].p;
    uint32_t flags = args[5].u4;
    result[0].i4 = 0;
    Method *invoke = delegate ? delegate_invoke(thread, delegate->vtable->type) : NULL;
    if (!invoke || !type || !name) return;
    for (Type *t = type; t; t = t->parent)
        for (uint32_t i = 0; i < t->method_count; i++) {
            Method *m = t->methods[i];
            if ((flags & BIND_CASELESS) ? strcasecmp(m->name, name) != 0 : strcmp(m->name, name) != 0) continue;
            bool closed = false;
            if (!delegate_method_fits(thread, invoke, m, target, flags, &closed)) {
                thread->exception = NULL;
                continue;
            }
            delegate_initialize(delegate, closed ? target : NULL, delegate_resolved(thread, m, closed ? target : NULL));
            result[0].i4 = 1;
            return;
        }
}

/* Delegate_BindToMethodInfo(ObjectHandleOnStack delegate, ObjectHandleOnStack target, method,
 * QCallTypeHandle methodType, DelegateBindingFlags): BOOL bound */
static void qcall_delegate_bind_to_method_info(Thread *thread, Slot *args, Slot *result) {
    Object *delegate = *(Object **)args[0].p, *target = *(Object **)args[1].p;
    Method *method = args[2].p;
    uint32_t flags = args[5].u4;
    result[0].i4 = 0;
    Method *invoke = delegate ? delegate_invoke(thread, delegate->vtable->type) : NULL;
    bool closed = false;
    if (!invoke || !method) return;
    if (!delegate_method_fits(thread, invoke, method, target, flags, &closed)) {
        thread->exception = NULL;
        return;
    }
    delegate_initialize(delegate, closed ? target : NULL, delegate_resolved(thread, method, closed ? target : NULL));
    result[0].i4 = 1;
}

/* ---- Multicast delegates and delegate identity (CoreCLR's comdelegate.cpp) -----------------
 * MulticastDelegate.NewMulticastDelegate (Delegate.Combine, events) makes a delegate whose
 * _target is itself, _methodPtr GetMulticastInvoke(), _methodPtrAux GetInvokeMethod(), and whose
 * _invocationList is an object[] holding its single-cast delegates in the first _invocationCount
 * entries.  CoreCLR's multicast stub is IL, called on _target, that invokes each entry in turn.
 * corvid's is the delegate type's Invoke: the interpreter's DELEGATE_INVOKE walks the first
 * _invocationCount entries of a delegate that has an invocation list, and compiled code hands
 * every such delegate to it, so Invoke called on the delegate does what CoreCLR's stub does in
 * every tier, and Invoke is also what _methodPtrAux names. */

static Method *delegate_type_invoke(Thread *thread, Type *type) {
    Method *invoke = type && (type->flags & TYPE_FLAG_DELEGATE) ? delegate_invoke(thread, type) : NULL;
    /* COMDelegate::FindDelegateInvokeMethod */
    if (!invoke && !thread->exception) vm_throw_new(thread, "System.MissingMethodException", "Invoke");
    return invoke;
}

/* void* GetMulticastInvoke(MethodTable* pMT), the cached stub (NULL sends CoreLib to the QCall
 * Delegate_GetMulticastInvokeSlow(MethodTable*), which makes it); both are Invoke here */
static void delegate_get_multicast_invoke(Thread *thread, Slot *args, Slot *result) {
    result[0].p = delegate_type_invoke(thread, coreclr_method_table_type(args[0].p));
}

/* void* GetInvokeMethod(MethodTable* pMT): the Invoke MethodDesc (DynamicInvoke's method handle) */
static void delegate_get_invoke_method(Thread *thread, Slot *args, Slot *result) {
    result[0].p = delegate_type_invoke(thread, coreclr_method_table_type(args[0].p));
}

/* COMDelegate::GetMethodDesc: a non-zero _invocationCount marks a multicast delegate, which stands
 * for its type's Invoke (CoreCLR also marks wrapper, open virtual and unmanaged-pointer delegates
 * there; corvid makes none of those, its delegates are {_target, _methodPtr = Method*}); otherwise
 * the method is _methodPtrAux's when set, else _methodPtr's. */
static Method *delegate_method(Thread *thread, Object *delegate) {
    /* the fields, looked up once (Delegate.Equals runs on every event removal) */
    static Field *count, *aux, *method;
    static bool looked_up;
    if (!__atomic_load_n(&looked_up, __ATOMIC_ACQUIRE)) {
        count = loader_find_field(vm_types.multicast_delegate, "_invocationCount");
        aux = loader_find_field(vm_types.multicast_delegate, "_methodPtrAux");
        method = loader_find_field(vm_types.multicast_delegate, "_methodPtr");
        __atomic_store_n(&looked_up, true, __ATOMIC_RELEASE);
    }
    uint8_t *fields = (uint8_t *)delegate;
    if (count && *(intptr_t *)(fields + count->offset) != 0)
        return delegate_type_invoke(thread, delegate->vtable->type);
    if (aux && *(Method **)(fields + aux->offset)) return *(Method **)(fields + aux->offset);
    Method *target = method ? *(Method **)(fields + method->offset) : NULL;
    /* a delegate over a native function pointer stands for its type's Invoke */
    return interop_is_pointer_delegate_method(target) ? delegate_type_invoke(thread, delegate->vtable->type) : target;
}

/* Delegate_InternalEqualMethodHandles(ObjectHandleOnStack left, ObjectHandleOnStack right): BOOL
 * whether both delegates call the same method (Delegate.Equals once targets agree) */
static void qcall_delegate_equal_method_handles(Thread *thread, Slot *args, Slot *result) {
    Object *left = *(Object **)args[0].p, *right = *(Object **)args[1].p;
    result[0].i4 = 0;
    if (!left || !right) return;
    Method *a = delegate_method(thread, left);
    if (thread->exception) return;
    Method *b = delegate_method(thread, right);
    result[0].i4 = !thread->exception && a == b;
}

/* Delegate_FindMethodHandle(ObjectHandleOnStack d, ObjectHandleOnStack retMethodInfo): the
 * RuntimeMethodInfoStub of the delegate's method (Delegate.Method) */
static void qcall_delegate_find_method_handle(Thread *thread, Slot *args, Slot *result) {
    Object *delegate = *(Object **)args[0].p;
    Method *method = delegate ? delegate_method(thread, delegate) : NULL;
    if (method) coreclr_store_method_info_stub(thread, args[1].p, method);
    else if (!thread->exception) vm_throw_null_reference(thread);
}

/* ---- System.Runtime.DependentHandle (ConditionalWeakTable, reached by every interpolated
 * string through ArrayPool's thread-local trimming): corvid's GC_HANDLE_DEPENDENT; CoreLib reads
 * the target as `*(object*)handle` (InternalGetTarget), the entry's first word. ---------------- */

static void dependent_alloc(Thread *thread, Slot *args, Slot *result) {
    result[0].u8 = gc_handle_new_dependent(args[0].o, args[1].o);
    if (!result[0].u8) vm_throw_new(thread, "System.OutOfMemoryException", "Insufficient memory to continue the execution of the program.");
}

static void qcall_dependent_alloc(Thread *thread, Slot *args, Slot *result) {
    Slot call[2] = {{.o = *(Object **)args[0].p}, {.o = *(Object **)args[1].p}};
    dependent_alloc(thread, call, result);
}

static void dependent_get_dependent(Thread *thread, Slot *args, Slot *result) {
    result[0].o = gc_handle_get_dependent((GcHandle)args[0].u8);
}

/* InternalGetTargetAndDependent(handle, out object dependent): the target, and the dependent
 * only while the target lives */
static void dependent_get_target_and_dependent(Thread *thread, Slot *args, Slot *result) {
    Object *target = gc_handle_get((GcHandle)args[0].u8);
    *(Object **)args[1].p = target ? gc_handle_get_dependent((GcHandle)args[0].u8) : NULL;
    result[0].o = target;
}

static void dependent_set_dependent(Thread *thread, Slot *args, Slot *result) {
    gc_handle_set_dependent((GcHandle)args[0].u8, args[1].o);
}

static void dependent_set_target_to_null(Thread *thread, Slot *args, Slot *result) {
    gc_handle_set((GcHandle)args[0].u8, NULL);
}

/* InternalFree: TRUE (done here; CoreLib's GC-transition fallback is never needed) */
static void dependent_free(Thread *thread, Slot *args, Slot *result) {
    gc_handle_free((GcHandle)args[0].u8);
    result[0].i4 = 1;
}

static void qcall_dependent_free(Thread *thread, Slot *args, Slot *result) {
    gc_handle_free((GcHandle)args[0].u8);
}

/* ---- MethodTable FCalls (instance methods: `this` is the MethodTable*) -------------------- */

/* GetPrimitiveCorElementType(): a primitive's or an enum's underlying CorElementType */
static void method_table_get_primitive_cor_element_type(Thread *thread, Slot *args, Slot *result) {
    Type *type = coreclr_method_table_type(args[0].p);
    if (type && (type->flags & TYPE_FLAG_ENUM) && type->element) type = type->element;
    result[0].i4 = type ? signature_element_type(type) : 0;
}

/* Array.GetCorElementTypeOfElementType() (`this` is the array): the element type as CoreCLR's
 * MethodTable::GetInternalCorElementType gives it: an enum's underlying primitive, CLASS for
 * every reference type, VALUETYPE for other structs. Array.GetValue / SetValue switch on it. */
static void array_get_cor_element_type_of_element_type(Thread *thread, Slot *args, Slot *result) {
    Object *array = args[0].o;
    Type *element = array ? array->vtable->type->element : NULL;
    if (element && (element->flags & TYPE_FLAG_ENUM) && element->element) element = element->element;
    uint8_t kind = element ? signature_element_type(element) : META_ELEMENT_TYPE_CLASS;
    if (kind == META_ELEMENT_TYPE_STRING || kind == META_ELEMENT_TYPE_OBJECT || kind == META_ELEMENT_TYPE_SZARRAY ||
        kind == META_ELEMENT_TYPE_ARRAY)
        kind = META_ELEMENT_TYPE_CLASS;
    result[0].i4 = kind;
}

/* InstantiationArg0(): the first generic argument's TypeHandle */
static void method_table_instantiation_arg0(Thread *thread, Slot *args, Slot *result) {
    Type *type = coreclr_method_table_type(args[0].p);
    result[0].u8 = type && type->generic_argument_count ? coreclr_type_handle(thread, type->generic_arguments[0]) : 0;
}

/* GetNumInstanceFieldBytes(): the unboxed size of a value type, the fields' size of a class */
static void method_table_get_num_instance_field_bytes(Thread *thread, Slot *args, Slot *result) {
    result[0].u8 = 0;
    Type *type = coreclr_method_table_type(args[0].p);
    if (!type || !loader_ensure_laid_out(thread, type)) return;
    result[0].i4 = (int32_t)(type->kind == TYPE_KIND_VALUE_TYPE ? type->instance_size : type->instance_size - 2 * sizeof(void *));
}

/* ---- System.Reflection.MetadataImport ---------------------------------------------------------
 * CoreCLR's IMDInternalImport over a module's metadata; the scope handle corvid gives CoreLib
 * is the Assembly* (import_image).  Each FCall returns an HRESULT: S_OK, or CLDB_E_RECORD_NOTFOUND for a
 * token that does not name a row of the table it must (CoreLib then throws
 * BadImageFormatException / MetadataException, as on CoreCLR). */

/* The scope CoreLib's MetadataImport holds (GetMetadataImport) is the Assembly, not its image:
 * a dynamic module's image is replaced as it grows (loader_assembly_replace_image) while
 * RuntimeModule keeps the handle it got first. */
static const MetaImage *import_image(const void *scope) {
    return scope ? ((const Assembly *)scope)->image : NULL;
}

#define HR_OK 0
#define HR_RECORD_NOT_FOUND ((int32_t)0x80131130)

static bool token_valid(const MetaImage *image, uint32_t token) {
    uint32_t table = META_TOKEN_TABLE(token), row = META_TOKEN_ROW(token);
    if (table == META_TOKEN_USER_STRING) {
        uint32_t length;
        return meta_user_string(image, token, &length) != NULL;
    }
    return table < META_TABLE_COUNT && row >= 1 && row <= meta_table_row_count(image, (enum MetaTable)table);
}

/* The ConstArray struct CoreLib passes by reference: {int m_length; IntPtr m_constArray} */
static void set_const_array(void *out, const void *data, uint32_t length) {
    static int32_t length_offset = -1, data_offset = -1;
    if (length_offset < 0) {
        Type *type = loader_find_corlib_type("System.Reflection.ConstArray");
        Field *l = type ? loader_find_field(type, "m_length") : NULL, *d = type ? loader_find_field(type, "m_constArray") : NULL;
        length_offset = l ? l->offset : 0;
        data_offset = d ? d->offset : 8;
    }
    *(int32_t *)((uint8_t *)out + length_offset) = (int32_t)length;
    *(const void **)((uint8_t *)out + data_offset) = data;
}

/* GetMetadataImport(RuntimeModule) */
static void metadata_get_import(Thread *thread, Slot *args, Slot *result) {
    Assembly *assembly = native_assembly(args[0].o, "m_pData");
    if (!assembly) {
        vm_throw_null_reference(thread);
        return;
    }
    result[0].p = assembly;
}

/* The TypeDef row owning a Property or Event row (PropertyMap / EventMap) */
static uint32_t map_owner(const MetaImage *image, bool property, uint32_t row) {
    enum MetaTable table = property ? META_TABLE_PROPERTYMAP : META_TABLE_EVENTMAP;
    uint32_t n = meta_table_row_count(image, table);
    for (uint32_t i = 1; i <= n; i++) {
        uint32_t first, end;
        if (property) meta_property_map_range(image, i, &first, &end);
        else meta_event_map_range(image, i, &first, &end);
        uint32_t position = meta_list_position(image, property ? META_TABLE_PROPERTY : META_TABLE_EVENT, row);
        if (position >= first && position < end)
            return property ? meta_property_map(image, i)->parent : meta_event_map(image, i)->parent;
    }
    return 0;
}

/* GetName(scope, token, out byte* name): UTF-8 in #Strings */
static void metadata_get_name(Thread *thread, Slot *args, Slot *result) {
    const MetaImage *image = import_image(args[0].p);
    uint32_t token = args[1].u4, row = META_TOKEN_ROW(token);
    const char **out = args[2].p;
    const char *name = NULL;
    if (image && token_valid(image, token)) switch (META_TOKEN_TABLE(token)) {
        case META_TABLE_TYPEDEF: name = meta_typedef(image, row)->name; break;
        case META_TABLE_TYPEREF: name = meta_typeref(image, row)->name; break;
        case META_TABLE_METHODDEF: name = meta_methoddef(image, row)->name; break;
        case META_TABLE_FIELD: name = meta_field(image, row)->name; break;
        case META_TABLE_PROPERTY: name = meta_property(image, row)->name; break;
        case META_TABLE_EVENT: name = meta_event(image, row)->name; break;
        case META_TABLE_PARAM: name = meta_param(image, row)->name; break;
        case META_TABLE_MEMBERREF: name = meta_memberref(image, row)->name; break;
        case META_TABLE_GENERICPARAM: name = meta_generic_param(image, row)->name; break;
        case META_TABLE_MODULEREF: name = meta_moduleref(image, row)->name; break;
        case META_TABLE_MODULE: name = meta_module(image, row)->name; break;
        default: break;
        }
    *out = name;
    result[0].i4 = name ? HR_OK : HR_RECORD_NOT_FOUND;
}

/* GetNamespace(scope, token, out byte* namespace) */
static void metadata_get_namespace(Thread *thread, Slot *args, Slot *result) {
    const MetaImage *image = import_image(args[0].p);
    uint32_t token = args[1].u4;
    const char **out = args[2].p;
    *out = NULL;
    if (image && token_valid(image, token) && META_TOKEN_TABLE(token) == META_TABLE_TYPEDEF)
        *out = meta_typedef(image, META_TOKEN_ROW(token))->namespace_name;
    else if (image && token_valid(image, token) && META_TOKEN_TABLE(token) == META_TABLE_TYPEREF)
        *out = meta_typeref(image, META_TOKEN_ROW(token))->namespace_name;
    result[0].i4 = *out ? HR_OK : HR_RECORD_NOT_FOUND;
}

/* GetParentToken(scope, token, out int parent): a member's declaring TypeDef, a Param's method,
 * a MemberRef's class, a CustomAttribute's or GenericParam's owner */
static void metadata_get_parent_token(Thread *thread, Slot *args, Slot *result) {
    const MetaImage *image = import_image(args[0].p);
    uint32_t token = args[1].u4, row = META_TOKEN_ROW(token), parent = 0;
    if (image && token_valid(image, token)) switch (META_TOKEN_TABLE(token)) {
        case META_TABLE_METHODDEF: parent = META_TOKEN(META_TABLE_TYPEDEF, meta_method_owner(image, row)); break;
        case META_TABLE_FIELD: parent = META_TOKEN(META_TABLE_TYPEDEF, meta_field_owner(image, row)); break;
        case META_TABLE_PROPERTY: parent = META_TOKEN(META_TABLE_TYPEDEF, map_owner(image, true, row)); break;
        case META_TABLE_EVENT: parent = META_TOKEN(META_TABLE_TYPEDEF, map_owner(image, false, row)); break;
        case META_TABLE_MEMBERREF: parent = meta_memberref(image, row)->parent; break;
        case META_TABLE_CUSTOMATTRIBUTE: parent = meta_custom_attribute(image, row)->parent; break;
        case META_TABLE_GENERICPARAM: parent = meta_generic_param(image, row)->owner; break;
        case META_TABLE_PARAM: {
            uint32_t n = meta_table_row_count(image, META_TABLE_METHODDEF);
            for (uint32_t m = 1; m <= n && !parent; m++) {
                uint32_t first, end;
                meta_method_param_range(image, m, &first, &end);
                uint32_t position = meta_list_position(image, META_TABLE_PARAM, row);
                if (position >= first && position < end) parent = META_TOKEN(META_TABLE_METHODDEF, m);
            }
            break;
        }
        case META_TABLE_TYPEDEF: {
            uint32_t enclosing = meta_typedef_enclosing(image, row);
            parent = enclosing ? META_TOKEN(META_TABLE_TYPEDEF, enclosing) : 0;
            break;
        }
        default: break;
        }
    *(int32_t *)args[2].p = (int32_t)parent;
    result[0].i4 = META_TOKEN_ROW(parent) || META_TOKEN_TABLE(token) == META_TABLE_TYPEDEF ? HR_OK : HR_RECORD_NOT_FOUND;
}

static void metadata_get_field_def_props(Thread *thread, Slot *args, Slot *result) {
    const MetaImage *image = import_image(args[0].p);
    uint32_t token = args[1].u4;
    bool ok = image && token_valid(image, token) && META_TOKEN_TABLE(token) == META_TABLE_FIELD;
    *(int32_t *)args[2].p = ok ? (int32_t)meta_field(image, META_TOKEN_ROW(token))->flags : 0;
    result[0].i4 = ok ? HR_OK : HR_RECORD_NOT_FOUND;
}

/* GetParamDefProps(scope, token, out int sequence, out int attributes) */
static void metadata_get_param_def_props(Thread *thread, Slot *args, Slot *result) {
    const MetaImage *image = import_image(args[0].p);
    uint32_t token = args[1].u4;
    bool ok = image && token_valid(image, token) && META_TOKEN_TABLE(token) == META_TABLE_PARAM;
    const MetaParamRow *row = ok ? meta_param(image, META_TOKEN_ROW(token)) : NULL;
    *(int32_t *)args[2].p = row ? (int32_t)row->sequence : 0;
    *(int32_t *)args[3].p = row ? (int32_t)row->flags : 0;
    result[0].i4 = ok ? HR_OK : HR_RECORD_NOT_FOUND;
}

static void metadata_get_generic_param_props(Thread *thread, Slot *args, Slot *result) {
    const MetaImage *image = import_image(args[0].p);
    uint32_t token = args[1].u4;
    bool ok = image && token_valid(image, token) && META_TOKEN_TABLE(token) == META_TABLE_GENERICPARAM;
    *(int32_t *)args[2].p = ok ? (int32_t)meta_generic_param(image, META_TOKEN_ROW(token))->flags : 0;
    result[0].i4 = ok ? HR_OK : HR_RECORD_NOT_FOUND;
}

/* GetPropertyProps(scope, token, out void* name, out int attributes, out ConstArray signature) */
static void metadata_get_property_props(Thread *thread, Slot *args, Slot *result) {
    const MetaImage *image = import_image(args[0].p);
    uint32_t token = args[1].u4;
    bool ok = image && token_valid(image, token) && META_TOKEN_TABLE(token) == META_TABLE_PROPERTY;
    const MetaPropertyRow *row = ok ? meta_property(image, META_TOKEN_ROW(token)) : NULL;
    *(const char **)args[2].p = row ? row->name : NULL;
    *(int32_t *)args[3].p = row ? (int32_t)row->flags : 0;
    set_const_array(args[4].p, row ? row->type.data : NULL, row ? row->type.size : 0);
    result[0].i4 = ok ? HR_OK : HR_RECORD_NOT_FOUND;
}

/* GetEventProps(scope, token, out void* name, out int attributes) */
static void metadata_get_event_props(Thread *thread, Slot *args, Slot *result) {
    const MetaImage *image = import_image(args[0].p);
    uint32_t token = args[1].u4;
    bool ok = image && token_valid(image, token) && META_TOKEN_TABLE(token) == META_TABLE_EVENT;
    const MetaEventRow *row = ok ? meta_event(image, META_TOKEN_ROW(token)) : NULL;
    *(const char **)args[2].p = row ? row->name : NULL;
    *(int32_t *)args[3].p = row ? (int32_t)row->flags : 0;
    result[0].i4 = ok ? HR_OK : HR_RECORD_NOT_FOUND;
}

/* The signature blob of a MethodDef, Field, MemberRef, StandAloneSig, TypeSpec or Property */
static bool signature_of(const MetaImage *image, uint32_t token, MetaBlob *out) {
    if (!image || !token_valid(image, token)) return false;
    uint32_t row = META_TOKEN_ROW(token);
    switch (META_TOKEN_TABLE(token)) {
    case META_TABLE_METHODDEF: *out = meta_methoddef(image, row)->signature; return true;
    case META_TABLE_FIELD: *out = meta_field(image, row)->signature; return true;
    case META_TABLE_MEMBERREF: *out = meta_memberref(image, row)->signature; return true;
    case META_TABLE_STANDALONESIG: *out = meta_standalone_sig(image, row)->signature; return true;
    case META_TABLE_TYPESPEC: *out = meta_typespec(image, row)->signature; return true;
    case META_TABLE_PROPERTY: *out = meta_property(image, row)->type; return true;
    case META_TABLE_METHODSPEC: *out = meta_method_spec(image, row)->instantiation; return true;
    default: return false;
    }
}

/* GetSigOfMethodDef / GetSigOfFieldDef / GetMemberRefProps / GetSignatureFromToken
 * (scope, token, out ConstArray signature) */
static void metadata_get_signature(Thread *thread, Slot *args, Slot *result) {
    MetaBlob blob = {0};
    bool ok = signature_of(import_image(args[0].p), args[1].u4, &blob);
    set_const_array(args[2].p, blob.data, blob.size);
    result[0].i4 = ok ? HR_OK : HR_RECORD_NOT_FOUND;
}

/* GetCustomAttributeProps(scope, token, out int constructor, out ConstArray blob) */
static void metadata_get_custom_attribute_props(Thread *thread, Slot *args, Slot *result) {
    const MetaImage *image = import_image(args[0].p);
    uint32_t token = args[1].u4;
    bool ok = image && token_valid(image, token) && META_TOKEN_TABLE(token) == META_TABLE_CUSTOMATTRIBUTE;
    const MetaCustomAttributeRow *row = ok ? meta_custom_attribute(image, META_TOKEN_ROW(token)) : NULL;
    *(int32_t *)args[2].p = row ? (int32_t)row->constructor : 0;
    set_const_array(args[3].p, row ? row->value.data : NULL, row ? row->value.size : 0);
    result[0].i4 = ok ? HR_OK : HR_RECORD_NOT_FOUND;
}

/* GetDefaultValue(scope, token, out long value, out char* string, out int length, out int
 * corElementType): the Constant row of a field, parameter or property; ELEMENT_TYPE_VOID when
 * it has none (CoreCLR's MDDefaultValue) */
static void metadata_get_default_value(Thread *thread, Slot *args, Slot *result) {
    const MetaImage *image = import_image(args[0].p);
    uint32_t token = args[1].u4;
    int64_t *value = args[2].p;
    const void **string = args[3].p;
    int32_t *length = args[4].p, *element_type = args[5].p;
    *value = 0, *string = NULL, *length = 0, *element_type = META_ELEMENT_TYPE_VOID;
    result[0].i4 = HR_OK;
    if (!image || !token_valid(image, token)) {
        result[0].i4 = HR_RECORD_NOT_FOUND;
        return;
    }
    uint32_t n = meta_table_row_count(image, META_TABLE_CONSTANT);
    for (uint32_t i = 1; i <= n; i++) {
        const MetaConstantRow *row = meta_constant(image, i);
        if (row->parent != token) continue;
        *element_type = (int32_t)row->type;
        if (row->type == META_ELEMENT_TYPE_STRING) {
            *string = row->value.data;
            *length = (int32_t)(row->value.size / 2);
        } else if (row->type == META_ELEMENT_TYPE_CLASS) {
            *value = 0; /* a null reference constant */
        } else {
            uint64_t bits = 0;
            memcpy(&bits, row->value.data, row->value.size < 8 ? row->value.size : 8);
            *value = (int64_t)bits;
        }
        return;
    }
}

/* GetUserString(scope, token, out char* string, out int length) */
static void metadata_get_user_string(Thread *thread, Slot *args, Slot *result) {
    uint32_t length = 0;
    const uint8_t *chars = args[0].p ? meta_user_string(import_image(args[0].p), args[1].u4, &length) : NULL;
    *(const void **)args[2].p = chars;
    *(int32_t *)args[3].p = (int32_t)length;
    result[0].i4 = chars ? HR_OK : HR_RECORD_NOT_FOUND;
}

/* GetScopeProps(scope, out Guid mvid) */
static void metadata_get_scope_props(Thread *thread, Slot *args, Slot *result) {
    const MetaModuleRow *row = args[0].p ? meta_module(import_image(args[0].p), 1) : NULL;
    if (row && row->mvid) memcpy(args[1].p, row->mvid, 16);
    else memset(args[1].p, 0, 16);
    result[0].i4 = row ? HR_OK : HR_RECORD_NOT_FOUND;
}

static void metadata_is_valid_token(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = args[0].p && token_valid(import_image(args[0].p), args[1].u4);
}

/* GetClassLayout(scope, typedef, out int packSize, out int classSize) */
static void metadata_get_class_layout(Thread *thread, Slot *args, Slot *result) {
    const MetaImage *image = import_image(args[0].p);
    uint32_t token = args[1].u4;
    *(int32_t *)args[2].p = 0;
    *(int32_t *)args[3].p = 0;
    /* no ClassLayout row: S_OK with zeros (CoreCLR's FCall maps not-found to S_OK; CoreLib
     * throws BadImageFormatException for any failure) */
    result[0].i4 = HR_OK;
    if (!image || META_TOKEN_TABLE(token) != META_TABLE_TYPEDEF) {
        result[0].i4 = HR_RECORD_NOT_FOUND;
        return;
    }
    uint32_t n = meta_table_row_count(image, META_TABLE_CLASSLAYOUT);
    for (uint32_t i = 1; i <= n; i++) {
        const MetaClassLayoutRow *row = meta_class_layout(image, i);
        if (row->parent != META_TOKEN_ROW(token)) continue;
        *(int32_t *)args[2].p = (int32_t)row->packing_size;
        *(int32_t *)args[3].p = (int32_t)row->class_size;
        result[0].i4 = HR_OK;
        return;
    }
}

/* GetFieldOffset(scope, typedef, fieldDef, out int offset, out bool found) */
static void metadata_get_field_offset(Thread *thread, Slot *args, Slot *result) {
    const MetaImage *image = import_image(args[0].p);
    uint32_t field = args[2].u4;
    *(int32_t *)args[3].p = 0;
    *(uint8_t *)args[4].p = 0;
    result[0].i4 = HR_OK;
    if (!image || META_TOKEN_TABLE(field) != META_TABLE_FIELD) return;
    uint32_t n = meta_table_row_count(image, META_TABLE_FIELDLAYOUT);
    for (uint32_t i = 1; i <= n; i++) {
        const MetaFieldLayoutRow *row = meta_field_layout(image, i);
        if (row->field != META_TOKEN_ROW(field)) continue;
        *(int32_t *)args[3].p = (int32_t)row->offset;
        *(uint8_t *)args[4].p = 1;
        return;
    }
}

/* GetFieldMarshal(scope, token, out ConstArray nativeType) */
static void metadata_get_field_marshal(Thread *thread, Slot *args, Slot *result) {
    const MetaImage *image = import_image(args[0].p);
    uint32_t token = args[1].u4;
    set_const_array(args[2].p, NULL, 0);
    /* no FieldMarshal row: S_OK with an empty blob, as CoreCLR (CoreLib throws on failures) */
    result[0].i4 = HR_OK;
    if (!image) {
        result[0].i4 = HR_RECORD_NOT_FOUND;
        return;
    }
    uint32_t n = meta_table_row_count(image, META_TABLE_FIELDMARSHAL);
    for (uint32_t i = 1; i <= n; i++) {
        const MetaFieldMarshalRow *row = meta_field_marshal(image, i);
        if (row->parent != token) continue;
        set_const_array(args[2].p, row->native_type.data, row->native_type.size);
        result[0].i4 = HR_OK;
        return;
    }
}

/* GetPInvokeMap(scope, token, out int attributes, out byte* importName, out byte* importDll) */
static void metadata_get_pinvoke_map(Thread *thread, Slot *args, Slot *result) {
    const MetaImage *image = import_image(args[0].p);
    uint32_t token = args[1].u4;
    *(int32_t *)args[2].p = 0;
    *(const char **)args[3].p = NULL;
    *(const char **)args[4].p = NULL;
    result[0].i4 = HR_RECORD_NOT_FOUND;
    if (!image) return;
    uint32_t n = meta_table_row_count(image, META_TABLE_IMPLMAP);
    for (uint32_t i = 1; i <= n; i++) {
        const MetaImplMapRow *row = meta_impl_map(image, i);
        if (row->member_forwarded != token) continue;
        const MetaModuleRefRow *module = meta_moduleref(image, META_TOKEN_ROW(row->import_scope));
        *(int32_t *)args[2].p = (int32_t)row->mapping_flags;
        *(const char **)args[3].p = row->import_name;
        *(const char **)args[4].p = module ? module->name : "";
        result[0].i4 = HR_OK;
        return;
    }
}

/* MetadataImport_Enum(scope, MetadataTokenType type, int parent, int* length, int* small,
 * ObjectHandleOnStack large): the tokens of `type` owned by `parent` (nested types, members,
 * parameters, custom attributes, generic parameters, interface impls), into `small` when
 * *length (its capacity) suffices, else into a new int[]; *length becomes the count. */
static void qcall_metadata_enum(Thread *thread, Slot *args, Slot *result) {
    const MetaImage *image = import_image(args[0].p);
    uint32_t type = args[1].u4 >> 24, parent = args[2].u4, parent_row = META_TOKEN_ROW(parent);
    int32_t *length = args[3].p, *small = args[4].p;
    Object **large = args[5].p;
    int32_t capacity = *length;
    *length = 0;
    if (!image) return;
    uint32_t count = 0, allocated = 16;
    uint32_t *tokens = malloc(allocated * sizeof *tokens);
    if (!tokens) abort();
#define ADD(token)                                                                                  \
    do {                                                                                            \
        if (count == allocated && !(tokens = realloc(tokens, (allocated *= 2) * sizeof *tokens))) abort(); \
        tokens[count++] = (token);                                                                  \
    } while (0)
    uint32_t first = 0, end = 0, n;
    switch (type) {
    case META_TABLE_TYPEDEF: /* nested types */
        n = meta_table_row_count(image, META_TABLE_NESTEDCLASS);
        for (uint32_t i = 1; i <= n; i++)
            if (meta_nested_class(image, i)->enclosing_class == parent_row) ADD(META_TOKEN(META_TABLE_TYPEDEF, meta_nested_class(image, i)->nested_class));
        break;
    case META_TABLE_METHODDEF:
        if (META_TOKEN_TABLE(parent) == META_TABLE_PROPERTY || META_TOKEN_TABLE(parent) == META_TABLE_EVENT) {
            /* a property's or event's accessors: (MethodDef, MethodSemanticsAttributes) pairs */
            n = meta_table_row_count(image, META_TABLE_METHODSEMANTICS);
            for (uint32_t i = 1; i <= n; i++) {
                const MetaMethodSemanticsRow *row = meta_method_semantics(image, i);
                if (row->association != parent) continue;
                ADD(META_TOKEN(META_TABLE_METHODDEF, row->method));
                ADD(row->semantics);
            }
            break;
        }
        /* fall through */
    case META_TABLE_FIELD:
        if (META_TOKEN_TABLE(parent) != META_TABLE_TYPEDEF) break;
        if (type == META_TABLE_METHODDEF) meta_typedef_method_range(image, parent_row, &first, &end);
        else meta_typedef_field_range(image, parent_row, &first, &end);
        for (uint32_t r = first; r < end; r++) ADD(META_TOKEN(type, meta_list_row(image, type, r)));
        break;
    case META_TABLE_PARAM:
        if (META_TOKEN_TABLE(parent) != META_TABLE_METHODDEF) break;
        meta_method_param_range(image, parent_row, &first, &end);
        for (uint32_t r = first; r < end; r++) ADD(META_TOKEN(META_TABLE_PARAM, meta_list_row(image, META_TABLE_PARAM, r)));
        break;
    case META_TABLE_PROPERTY:
    case META_TABLE_EVENT: {
        bool property = type == META_TABLE_PROPERTY;
        n = meta_table_row_count(image, property ? META_TABLE_PROPERTYMAP : META_TABLE_EVENTMAP);
        for (uint32_t i = 1; i <= n; i++) {
            uint32_t owner = property ? meta_property_map(image, i)->parent : meta_event_map(image, i)->parent;
            if (owner != parent_row || META_TOKEN_TABLE(parent) != META_TABLE_TYPEDEF) continue;
            if (property) meta_property_map_range(image, i, &first, &end);
            else meta_event_map_range(image, i, &first, &end);
            for (uint32_t r = first; r < end; r++) ADD(META_TOKEN(type, meta_list_row(image, type, r)));
        }
        break;
    }
    case META_TABLE_CUSTOMATTRIBUTE:
        meta_custom_attribute_range(image, parent, &first, &end);
        for (uint32_t i = first; i < end; i++) ADD(META_TOKEN(META_TABLE_CUSTOMATTRIBUTE, i));
        break;
    case META_TABLE_GENERICPARAM: {
        /* by number: the GenericParam table is sorted by owner, then number (II.22.20) */
        n = meta_table_row_count(image, META_TABLE_GENERICPARAM);
        for (uint32_t i = 1; i <= n; i++)
            if (meta_generic_param(image, i)->owner == parent) ADD(META_TOKEN(META_TABLE_GENERICPARAM, i));
        break;
    }
    case META_TABLE_INTERFACEIMPL:
        n = meta_table_row_count(image, META_TABLE_INTERFACEIMPL);
        for (uint32_t i = 1; i <= n; i++)
            if (meta_interface_impl(image, i)->class_row == parent_row) ADD(META_TOKEN(META_TABLE_INTERFACEIMPL, i));
        break;
    default:
        free(tokens);
        vm_throw_new(thread, "System.NotSupportedException", "corvid does not support MetadataImport.Enum of this table yet");
        return;
    }
#undef ADD
    if ((int32_t)count <= capacity) {
        memcpy(small, tokens, count * sizeof *tokens);
    } else {
        Array *array = vm_new_array(thread, vm_types.int32, count);
        if (!array) {
            free(tokens);
            return;
        }
        memcpy(array->data, tokens, count * sizeof *tokens);
        vm_store_reference(large, &array->object);
    }
    *length = (int32_t)count;
    free(tokens);
}

/* ---- System.Enum ------------------------------------------------------------------------- */

typedef struct EnumEntry {
    uint64_t value;
    const char *name;
    uint32_t order;
} EnumEntry;

static int compare_enum_entries(const void *a, const void *b) {
    const EnumEntry *x = a, *y = b;
    if (x->value != y->value) return x->value < y->value ? -1 : 1;
    return x->order < y->order ? -1 : x->order > y->order;
}

/* Enum_GetValuesAndNames(QCallTypeHandle, ObjectHandleOnStack values (TStorage[]), ObjectHandleOnStack
 * names (string[]), BOOL getNames): the literal fields' constants as CoreLib's EnumInfo<TStorage>
 * stores them: an array of the unsigned type of the underlying's width (byte, ushort, char, uint,
 * ulong, nuint; float, double), sorted by that unsigned value, duplicates in declaration order. */
static void qcall_enum_get_values_and_names(Thread *thread, Slot *args, Slot *result) {
    Type *type = qcall_type(args);
    Object **values_out = args[2].p, **names_out = args[3].p;
    bool get_names = args[4].i4 != 0;
    if (!type || !(type->flags & TYPE_FLAG_ENUM) || !type->typedef_row || !type->element) {
        vm_throw_new(thread, "System.ArgumentException", "Type provided must be an Enum.");
        return;
    }
    Type *storage;
    switch (type->element->element_type) {
    case META_ELEMENT_TYPE_BOOLEAN: case META_ELEMENT_TYPE_I1: case META_ELEMENT_TYPE_U1: storage = vm_types.byte; break;
    case META_ELEMENT_TYPE_I2: case META_ELEMENT_TYPE_U2: storage = vm_types.uint16; break;
    case META_ELEMENT_TYPE_CHAR: storage = vm_types.char_type; break;
    case META_ELEMENT_TYPE_I4: case META_ELEMENT_TYPE_U4: storage = vm_types.uint32; break;
    case META_ELEMENT_TYPE_I8: case META_ELEMENT_TYPE_U8: storage = vm_types.uint64; break;
    case META_ELEMENT_TYPE_I: case META_ELEMENT_TYPE_U: storage = vm_types.uintptr; break;
    case META_ELEMENT_TYPE_R4: storage = vm_types.single; break;
    case META_ELEMENT_TYPE_R8: storage = vm_types.double_type; break;
    default:
        vm_throw_new(thread, "System.InvalidOperationException", "Unknown enum type.");
        return;
    }
    if (!loader_ensure_laid_out(thread, storage)) return;
    uint32_t width = storage->instance_size;
    Type *definition = type->generic_definition ? type->generic_definition : type;
    const MetaImage *image = definition->assembly->image;
    uint32_t first, end;
    meta_typedef_field_range(image, definition->typedef_row, &first, &end);
    EnumEntry *entries = calloc(end > first ? end - first : 1, sizeof *entries);
    if (!entries) abort();
    uint32_t count = 0, constants = meta_table_row_count(image, META_TABLE_CONSTANT);
    for (uint32_t position = first; position < end; position++) {
        uint32_t f = meta_list_row(image, META_TABLE_FIELD, position);
        const MetaFieldRow *field = meta_field(image, f);
        if (!(field->flags & META_FIELD_STATIC) || !(field->flags & META_FIELD_LITERAL)) continue;
        for (uint32_t c = 1; c <= constants; c++) {
            const MetaConstantRow *row = meta_constant(image, c);
            if (row->parent != META_TOKEN(META_TABLE_FIELD, f)) continue;
            uint64_t bits = 0;
            memcpy(&bits, row->value.data, row->value.size < width ? row->value.size : width);
            entries[count] = (EnumEntry){bits, field->name, count};
            count++;
            break;
        }
    }
    qsort(entries, count, sizeof *entries, compare_enum_entries);
    Array *values = vm_new_array(thread, storage, count);
    if (values) {
        vm_store_reference(values_out, &values->object);
        for (uint32_t i = 0; i < count; i++) memcpy((uint8_t *)values->data + (size_t)i * width, &entries[i].value, width);
        Array *names = get_names ? vm_new_array(thread, vm_types.string, count) : NULL;
        if (names) {
            vm_store_reference(names_out, &names->object);
            for (uint32_t i = 0; i < count; i++) {
                String *name = vm_new_string_utf8(thread, entries[i].name);
                if (!name) break;
                vm_store_reference((Object **)names->data + i, &name->object);
            }
        }
    }
    free(entries);
}

/* ---- custom attribute blobs (II.23.3) --------------------------------------------------------
 * CoreCLR parses the constructor's fixed arguments in C (COMCustomAttribute::CreateCaObject)
 * and leaves the named ones to CoreLib, which asks for them one at a time
 * (CreatePropertyOrFieldData).  Values are read with bounds checks: a truncated or malformed
 * blob raises CustomAttributeFormatException, never reads past its end. */

typedef struct BlobReader {
    const uint8_t *p, *end;
    bool bad;
} BlobReader;

static bool blob_take(BlobReader *r, void *out, size_t n) {
    if (r->bad || (size_t)(r->end - r->p) < n) {
        r->bad = true;
        if (out) memset(out, 0, n);
        return false;
    }
    if (out) memcpy(out, r->p, n);
    r->p += n;
    return true;
}

static uint32_t blob_packed_length(BlobReader *r) {
    uint8_t b0 = 0, b[3] = {0};
    blob_take(r, &b0, 1);
    if (!(b0 & 0x80)) return b0;
    if ((b0 & 0xC0) == 0x80) {
        blob_take(r, b, 1);
        return (uint32_t)(b0 & 0x3F) << 8 | b[0];
    }
    blob_take(r, b, 3);
    return (uint32_t)(b0 & 0x1F) << 24 | (uint32_t)b[0] << 16 | (uint32_t)b[1] << 8 | b[2];
}

/* SerString: NULL for 0xFF (a null string); *text points into the blob, not NUL-terminated */
static bool blob_ser_string(BlobReader *r, const char **text, uint32_t *length) {
    *text = NULL, *length = 0;
    if (r->bad || r->p >= r->end) {
        r->bad = true;
        return false;
    }
    if (*r->p == 0xFF) {
        r->p++;
        return true;
    }
    uint32_t n = blob_packed_length(r);
    if (r->bad || (size_t)(r->end - r->p) < n) {
        r->bad = true;
        return false;
    }
    *text = (const char *)r->p, *length = n;
    r->p += n;
    return true;
}

/* A type named in a blob ("Ns.Outer+Inner[, Assembly...]"), looked up in the decorated
 * assembly, then CoreLib. */
static Type *blob_named_type(Thread *thread, Assembly *scope, const char *text, uint32_t length) {
    char name[1024];
    if (length >= sizeof name) length = sizeof name - 1;
    memcpy(name, text, length);
    name[length] = 0;
    char *comma = strchr(name, ',');
    Assembly *named = NULL;
    if (comma) {
        /* an assembly-qualified name (an enum of another assembly, II.23.3): that assembly by
         * its simple name, as the scope would reference it */
        *comma = 0;
        char simple[512];
        const char *start = comma + 1;
        while (*start == ' ') start++;
        size_t n = strcspn(start, ",");
        while (n && start[n - 1] == ' ') n--;
        snprintf(simple, sizeof simple, "%.*s", (int)n, start);
        named = simple[0] ? loader_load_assembly_named(thread, scope, simple) : NULL;
        if (!named) thread->exception = NULL;
    }
    if (strpbrk(name, "[]*&")) return NULL; /* generic, array, pointer names: not parsed here */
    Type *found = NULL;
    Assembly *assemblies[3] = {named, scope, loader_corlib()};
    for (int a = 0; a < 3 && !found; a++) {
        if (!assemblies[a]) continue;
        char copy[1024];
        snprintf(copy, sizeof copy, "%s", name);
        char *part = strtok(copy, "+");
        char *dot = strrchr(part, '.');
        found = dot ? (*dot = 0, loader_find_type(assemblies[a], part, dot + 1)) : loader_find_type(assemblies[a], "", part);
        for (part = strtok(NULL, "+"); found && part; part = strtok(NULL, "+")) {
            Type *outer = found;
            found = NULL;
            uint32_t row = meta_find_typedef(outer->assembly->image, "", part, outer->typedef_row);
            if (row) found = loader_resolve_type(thread, outer->assembly, META_TOKEN(META_TABLE_TYPEDEF, row), NULL);
        }
    }
    return found;
}

/* A CustomAttribute element type byte (FieldOrPropType, II.23.3) as a Type */
static Type *blob_element_type(Thread *thread, Assembly *scope, BlobReader *r, uint8_t kind) {
    switch (kind) {
    case META_ELEMENT_TYPE_BOOLEAN: return vm_types.boolean;
    case META_ELEMENT_TYPE_CHAR: return vm_types.char_type;
    case META_ELEMENT_TYPE_I1: return vm_types.sbyte;
    case META_ELEMENT_TYPE_U1: return vm_types.byte;
    case META_ELEMENT_TYPE_I2: return vm_types.int16;
    case META_ELEMENT_TYPE_U2: return vm_types.uint16;
    case META_ELEMENT_TYPE_I4: return vm_types.int32;
    case META_ELEMENT_TYPE_U4: return vm_types.uint32;
    case META_ELEMENT_TYPE_I8: return vm_types.int64;
    case META_ELEMENT_TYPE_U8: return vm_types.uint64;
    case META_ELEMENT_TYPE_R4: return vm_types.single;
    case META_ELEMENT_TYPE_R8: return vm_types.double_type;
    case META_ELEMENT_TYPE_STRING: return vm_types.string;
    case META_ELEMENT_TYPE_CA_TYPE: return vm_types.type;
    case META_ELEMENT_TYPE_CA_BOXED: return vm_types.object;
    case META_ELEMENT_TYPE_SZARRAY: {
        uint8_t element = 0;
        blob_take(r, &element, 1);
        Type *t = blob_element_type(thread, scope, r, element);
        return t ? loader_array_type(t, 0) : NULL;
    }
    case META_ELEMENT_TYPE_CA_ENUM: {
        const char *text;
        uint32_t length;
        if (!blob_ser_string(r, &text, &length) || !text) return NULL;
        return blob_named_type(thread, scope, text, length);
    }
    default: r->bad = true; return NULL;
    }
}

static Object *blob_value(Thread *thread, Assembly *scope, BlobReader *r, Type *type);

/* One value of `type` into `out` (its unboxed bits, or a reference in out->o); false on error */
static bool blob_read_value(Thread *thread, Assembly *scope, BlobReader *r, Type *type, Slot *out) {
    out->u8 = 0;
    Type *t = (type->flags & TYPE_FLAG_ENUM) && type->element ? type->element : type;
    if (t->kind == TYPE_KIND_VALUE_TYPE && t->assembly == loader_corlib()) {
        switch (t->element_type) {
        case META_ELEMENT_TYPE_BOOLEAN: case META_ELEMENT_TYPE_U1: { uint8_t v; blob_take(r, &v, 1); out->i4 = v; return !r->bad; }
        case META_ELEMENT_TYPE_I1: { int8_t v; blob_take(r, &v, 1); out->i4 = v; return !r->bad; }
        case META_ELEMENT_TYPE_CHAR: case META_ELEMENT_TYPE_U2: { uint16_t v; blob_take(r, &v, 2); out->i4 = v; return !r->bad; }
        case META_ELEMENT_TYPE_I2: { int16_t v; blob_take(r, &v, 2); out->i4 = v; return !r->bad; }
        case META_ELEMENT_TYPE_I4: case META_ELEMENT_TYPE_U4: blob_take(r, &out->i4, 4); return !r->bad;
        case META_ELEMENT_TYPE_I8: case META_ELEMENT_TYPE_U8: blob_take(r, &out->i8, 8); return !r->bad;
        case META_ELEMENT_TYPE_R4: blob_take(r, &out->r4, 4); return !r->bad;
        case META_ELEMENT_TYPE_R8: blob_take(r, &out->r8, 8); return !r->bad;
        default: break;
        }
    }
    if (t == vm_types.string) {
        const char *text;
        uint32_t length;
        if (!blob_ser_string(r, &text, &length)) return false;
        if (!text) return true;
        char *copy = malloc(length + 1);
        if (!copy) abort();
        memcpy(copy, text, length);
        copy[length] = 0;
        String *string = vm_new_string_utf8(thread, copy);
        free(copy);
        out->o = string ? &string->object : NULL;
        return string != NULL;
    }
    if (t == vm_types.type || t == vm_types.runtime_type) {
        const char *text;
        uint32_t length;
        if (!blob_ser_string(r, &text, &length)) return false;
        if (!text) return true;
        Type *named = blob_named_type(thread, scope, text, length);
        if (!named) {
            if (!thread->exception)
                vm_throw_new(thread, "System.NotSupportedException", "corvid does not support this type name in a custom attribute yet");
            return false;
        }
        out->o = vm_type_object(thread, named);
        return out->o != NULL;
    }
    if (t == vm_types.object) {
        uint8_t kind = 0;
        blob_take(r, &kind, 1);
        Type *boxed = blob_element_type(thread, scope, r, kind);
        if (!boxed) return false;
        out->o = blob_value(thread, scope, r, boxed);
        return !r->bad && !thread->exception;
    }
    if (t->kind == TYPE_KIND_ARRAY && !(t->flags & TYPE_FLAG_MULTI_DIMENSIONAL)) {
        uint32_t count = 0;
        blob_take(r, &count, 4);
        if (r->bad || count == 0xFFFFFFFFu) return !r->bad;
        if (count > (uint32_t)(r->end - r->p)) { /* every element takes at least one byte */
            r->bad = true;
            return false;
        }
        Array *array = vm_new_array(thread, t->element, count);
        if (!array || !loader_ensure_laid_out(thread, t->element)) return false;
        out->o = &array->object;
        bool references = loader_type_is_reference(t->element);
        uint32_t size = references ? sizeof(void *) : t->element->instance_size;
        for (uint32_t i = 0; i < count; i++) {
            Slot element;
            if (!blob_read_value(thread, scope, r, t->element, &element)) return false;
            void *at = (uint8_t *)array->data + (size_t)i * size;
            if (references) vm_store_reference(at, element.o);
            else memcpy(at, &element, size);
        }
        return true;
    }
    r->bad = true;
    return false;
}

/* A value as an object: boxed for value types */
static Object *blob_value(Thread *thread, Assembly *scope, BlobReader *r, Type *type) {
    Slot value;
    if (!blob_read_value(thread, scope, r, type, &value)) return NULL;
    if (loader_type_is_reference(type)) return value.o;
    return vm_box(thread, type, &value);
}

static void throw_bad_blob(Thread *thread) {
    if (!thread->exception) vm_throw_new(thread, "System.Reflection.CustomAttributeFormatException", "Binary format of the specified custom attribute was invalid.");
}

/* CustomAttribute_CreateCustomAttributeInstance(QCallModule, ObjectHandleOnStack type,
 * ObjectHandleOnStack ctor, IntPtr* blob, IntPtr blobEnd, int* namedCount, ObjectHandleOnStack
 * instance): the prolog, the fixed arguments, the constructor call; *blob is left at the named
 * arguments and *namedCount holds their count. */
static void qcall_create_custom_attribute_instance(Thread *thread, Slot *args, Slot *result) {

    Assembly *scope = args[1].p;
    Type *type = vm_type_from_object(*(Object **)args[2].p);
    Method *ctor = method_of_info(*(Object **)args[3].p);
    const uint8_t **blob = args[4].p;
    BlobReader r = {*blob, args[5].p, false};
    int32_t *named_count = args[6].p;
    Object **out = args[7].p;
    if (!scope || !type || !ctor || !loader_prepare_method(thread, ctor) || !loader_ensure_laid_out(thread, type)) {
        if (!thread->exception) vm_throw_new(thread, "System.ArgumentNullException", "Value cannot be null.");
        return;
    }
    if (type->kind != TYPE_KIND_CLASS || (type->attributes & META_TYPE_ABSTRACT)) {
        vm_throw_new(thread, "System.MissingMethodException", "Cannot create an abstract class.");
        return;
    }
    uint16_t prolog = 0;
    if (r.p == r.end) prolog = 1; /* an empty blob: a parameterless constructor, no named arguments */
    else blob_take(&r, &prolog, 2);
    if (prolog != 1) {
        throw_bad_blob(thread);
        return;
    }
    MethodSignature *sig = &ctor->signature;
    Slot call[64];
    uint32_t slot = 1;
    if (ctor->argument_slots > 64) {
        vm_throw_new(thread, "System.NotSupportedException", "corvid does not support custom attribute constructors this large yet");
        return;
    }
    for (uint32_t i = 0; i < sig->parameter_count; i++) {
        Type *p = sig->parameter_types[i];
        if (!loader_ensure_laid_out(thread, p)) return;
        if (!loader_type_is_reference(p) && p->stack_slots > 1) {
            vm_throw_new(thread, "System.NotSupportedException", "corvid does not support this custom attribute argument type yet");
            return;
        }
        if (!blob_read_value(thread, scope, &r, p, &call[slot])) {
            throw_bad_blob(thread);
            return;
        }
        slot++;
    }
    uint16_t named = 0;
    if (r.p != r.end) blob_take(&r, &named, 2);
    if (r.bad) {
        throw_bad_blob(thread);
        return;
    }
    Object *instance = vm_new_object(thread, type);
    if (!instance) return;
    call[0].o = instance;
    if (!interp_invoke(thread, ctor, call, NULL)) return;
    vm_store_reference(out, instance);
    *blob = r.p;
    *named_count = named;
}

/* CustomAttribute_CreatePropertyOrFieldData(QCallModule, IntPtr* blob, IntPtr blobEnd,
 * StringHandleOnStack name, int* isProperty, ObjectHandleOnStack type, ObjectHandleOnStack
 * value): one named argument (FIELD 0x53 or PROPERTY 0x54, its type, name and value). */
static void qcall_create_property_or_field_data(Thread *thread, Slot *args, Slot *result) {
    Assembly *scope = args[1].p;
    const uint8_t **blob = args[2].p;
    BlobReader r = {*blob, args[3].p, false};
    uint8_t kind = 0, element = 0;
    blob_take(&r, &kind, 1);
    blob_take(&r, &element, 1);
    if (r.bad || (kind != META_ELEMENT_TYPE_CA_FIELD && kind != META_ELEMENT_TYPE_CA_PROPERTY)) {
        throw_bad_blob(thread);
        return;
    }
    Type *type = blob_element_type(thread, scope, &r, element);
    const char *text;
    uint32_t length;
    if (!type || !blob_ser_string(&r, &text, &length) || !text) {
        throw_bad_blob(thread);
        return;
    }
    char *copy = malloc(length + 1);
    if (!copy) abort();
    memcpy(copy, text, length);
    copy[length] = 0;
    String *name = vm_new_string_utf8(thread, copy);
    free(copy);
    if (!name) return;
    vm_store_reference(args[4].p, &name->object);
    *(int32_t *)args[5].p = kind == META_ELEMENT_TYPE_CA_PROPERTY;
    Object *type_object = vm_type_object(thread, type);
    if (!type_object) return;
    vm_store_reference(args[6].p, type_object);
    Object *value = blob_value(thread, scope, &r, type);
    if (r.bad || thread->exception) {
        throw_bad_blob(thread);
        return;
    }
    if (value) vm_store_reference(args[7].p, value);
    *blob = r.p;
}

/* CustomAttribute_ParseAttributeUsageAttribute(ConstArray blob data, int length, int* targets,
 * int* inherited, int* allowMultiple): AttributeUsage(AttributeTargets) with its named
 * Inherited / AllowMultiple (defaults true, false); TRUE when the blob parsed */
static void qcall_parse_attribute_usage(Thread *thread, Slot *args, Slot *result) {
    BlobReader r = {args[0].p, (const uint8_t *)args[0].p + (args[1].i4 > 0 ? args[1].i4 : 0), false};
    int32_t *targets = args[2].p, *inherited = args[3].p, *multiple = args[4].p;
    uint16_t prolog = 0, named = 0;
    int32_t value = 0;
    *inherited = 1, *multiple = 0;
    blob_take(&r, &prolog, 2);
    blob_take(&r, &value, 4);
    blob_take(&r, &named, 2);
    *targets = value;
    for (uint16_t i = 0; i < named && !r.bad; i++) {
        uint8_t kind = 0, element = 0, flag = 0;
        const char *text;
        uint32_t length;
        blob_take(&r, &kind, 1);
        blob_take(&r, &element, 1);
        if (!blob_ser_string(&r, &text, &length) || !text || element != META_ELEMENT_TYPE_BOOLEAN) break;
        blob_take(&r, &flag, 1);
        if (length == 9 && memcmp(text, "Inherited", 9) == 0) *inherited = flag != 0;
        else if (length == 13 && memcmp(text, "AllowMultiple", 13) == 0) *multiple = flag != 0;
    }
    result[0].i4 = !r.bad && prolog == 1; /* BOOL: parsed */
}

/* ---- start-up ----------------------------------------------------------------------------- */

/* Start-up state CoreCLR's VM gives CoreLib's reflection.
 * CastHelpers.s_table, the cast cache CoreLib's casts and reflection probe first: CoreCLR's VM
 * allocates it (castcache.cpp) and only native code fills it.  corvid gives it a 2-entry table
 * (CastCache's "sentinel" shape: int[(size + 1) * sizeof(CastCacheEntry) / 4], aux data
 * {hashShift, tableMask} in element 0) that never holds an entry, so every probe misses and
 * the cast is computed (TypeHandle_CanCastTo_NoCacheLookup). */
static void install_cast_cache(Thread *thread) {
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

void coreclr_reflection_init(Thread *thread) {
    install_cast_cache(thread);
}

const InternalCallEntry coreclr_reflection_fcalls[] = {
    {"System.Runtime.Loader.AssemblyLoadContext::IsTracingEnabled()", alc_is_tracing_enabled},
    {"System.Runtime.DependentHandle::InternalAlloc(object,object)", dependent_alloc},
    {"System.Runtime.DependentHandle::InternalGetDependent(intptr)", dependent_get_dependent},
    {"System.Runtime.DependentHandle::InternalGetTargetAndDependent(intptr,object&)", dependent_get_target_and_dependent},
    {"System.Runtime.DependentHandle::InternalSetDependent(intptr,object)", dependent_set_dependent},
    {"System.Runtime.DependentHandle::InternalSetTargetToNull(intptr)", dependent_set_target_to_null},
    {"System.Runtime.DependentHandle::InternalFree(intptr)", dependent_free},
    {"System.RuntimeTypeHandle::InternalAllocNoChecks_FastPath(System.Runtime.CompilerServices.MethodTable*)", type_internal_alloc_fast},
    {"System.RuntimeFieldHandle::GetUtf8NameInternal(System.RuntimeFieldHandleInternal)", field_get_utf8_name},
    {"System.RuntimeFieldHandle::GetAttributes(System.RuntimeFieldHandleInternal)", field_get_attributes},
    {"System.RuntimeFieldHandle::GetApproxDeclaringMethodTable(System.RuntimeFieldHandleInternal)", field_get_approx_declaring_method_table},
    {"System.RuntimeFieldHandle::GetToken(intptr)", field_get_token},
    {"System.RuntimeFieldHandle::GetStaticFieldForGenericType(System.RuntimeFieldHandleInternal,System.Runtime.CompilerServices.MethodTable*)", field_get_static_for_generic_type},
    {"System.RuntimeFieldHandle::AcquiresContextFromThis(System.RuntimeFieldHandleInternal)", field_acquires_context_from_this},
    {"System.RuntimeFieldHandle::IsFastPathSupported(System.Reflection.RtFieldInfo)", field_is_fast_path_supported},
    {"System.RuntimeTypeHandle::GetFirstIntroducedMethod(System.RuntimeType)", type_get_first_introduced_method},
    {"System.RuntimeTypeHandle::GetNextIntroducedMethod(System.RuntimeMethodHandleInternal&)", type_get_next_introduced_method},
    {"System.RuntimeMethodHandle::GetAttributes(System.RuntimeMethodHandleInternal)", method_get_attributes},
    {"System.RuntimeMethodHandle::GetImplAttributes(System.IRuntimeMethodInfo)", method_get_impl_attributes},
    {"System.RuntimeMethodHandle::GetMethodTable(System.RuntimeMethodHandleInternal)", method_get_method_table},
    {"System.RuntimeMethodHandle::GetSlot(System.RuntimeMethodHandleInternal)", method_get_slot},
    {"System.RuntimeMethodHandle::GetMethodDef(System.RuntimeMethodHandleInternal)", method_get_method_def},
    {"System.RuntimeMethodHandle::GetUtf8NameInternal(System.RuntimeMethodHandleInternal)", method_get_utf8_name},
    {"System.RuntimeMethodHandle::HasMethodInstantiation(System.RuntimeMethodHandleInternal)", method_has_method_instantiation},
    {"System.RuntimeMethodHandle::IsGenericMethodDefinition(System.RuntimeMethodHandleInternal)", method_is_generic_method_definition},
    {"System.RuntimeMethodHandle::GetGenericParameterCount(System.RuntimeMethodHandleInternal)", method_get_generic_parameter_count},
    {"System.RuntimeMethodHandle::IsTypicalMethodDefinition(System.IRuntimeMethodInfo)", method_is_typical_definition},
    {"System.RuntimeMethodHandle::IsConstructor(System.RuntimeMethodHandleInternal)", method_is_constructor},
    {"System.RuntimeMethodHandle::GetStubIfNeededInternal(System.RuntimeMethodHandleInternal,System.RuntimeType)", method_get_stub_if_needed},
    {"System.RuntimeMethodHandle::GetMethodFromCanonical(System.RuntimeMethodHandleInternal,System.RuntimeType)", method_get_from_canonical},
    {"System.RuntimeMethodHandle::GetLoaderAllocatorInternal(System.RuntimeMethodHandleInternal)", method_get_loader_allocator},
    {"System.Reflection.MetadataImport::GetMetadataImport(System.Reflection.RuntimeModule)", metadata_get_import},
    {"System.Signature::GetParameterOffsetInternal(void*,int,int)", signature_parameter_offset},
    {"System.Signature::GetTypeParameterOffsetInternal(void*,int,int,int)", signature_type_parameter_offset},
    {"System.Signature::GetCallingConventionFromFunctionPointerAtOffsetInternal(void*,int,int)",
     signature_function_pointer_convention},
    {"System.Reflection.MetadataImport::GetName(intptr,int,byte*&)", metadata_get_name},
    {"System.Reflection.MetadataImport::GetNamespace(intptr,int,byte*&)", metadata_get_namespace},
    {"System.Reflection.MetadataImport::GetParentToken(intptr,int,int&)", metadata_get_parent_token},
    {"System.Reflection.MetadataImport::GetFieldDefProps(intptr,int,int&)", metadata_get_field_def_props},
    {"System.Reflection.MetadataImport::GetParamDefProps(intptr,int,int&,int&)", metadata_get_param_def_props},
    {"System.Reflection.MetadataImport::GetGenericParamProps(intptr,int,int&)", metadata_get_generic_param_props},
    {"System.Reflection.MetadataImport::GetPropertyProps(intptr,int,void*&,int&,System.Reflection.ConstArray&)", metadata_get_property_props},
    {"System.Reflection.MetadataImport::GetEventProps(intptr,int,void*&,int&)", metadata_get_event_props},
    {"System.Reflection.MetadataImport::GetSigOfMethodDef(intptr,int,System.Reflection.ConstArray&)", metadata_get_signature},
    {"System.Reflection.MetadataImport::GetSigOfFieldDef(intptr,int,System.Reflection.ConstArray&)", metadata_get_signature},
    {"System.Reflection.MetadataImport::GetMemberRefProps(intptr,int,System.Reflection.ConstArray&)", metadata_get_signature},
    {"System.Reflection.MetadataImport::GetSignatureFromToken(intptr,int,System.Reflection.ConstArray&)", metadata_get_signature},
    {"System.Reflection.MetadataImport::GetCustomAttributeProps(intptr,int,int&,System.Reflection.ConstArray&)", metadata_get_custom_attribute_props},
    {"System.Reflection.MetadataImport::GetDefaultValue(intptr,int,long&,char*&,int&,int&)", metadata_get_default_value},
    {"System.Reflection.MetadataImport::GetUserString(intptr,int,char*&,int&)", metadata_get_user_string},
    {"System.Reflection.MetadataImport::GetScopeProps(intptr,System.Guid&)", metadata_get_scope_props},
    {"System.Reflection.MetadataImport::IsValidToken(intptr,int)", metadata_is_valid_token},
    {"System.Reflection.MetadataImport::GetClassLayout(intptr,int,int&,int&)", metadata_get_class_layout},
    {"System.Reflection.MetadataImport::GetFieldOffset(intptr,int,int,int&,bool&)", metadata_get_field_offset},
    {"System.Reflection.MetadataImport::GetFieldMarshal(intptr,int,System.Reflection.ConstArray&)", metadata_get_field_marshal},
    {"System.Reflection.MetadataImport::GetPInvokeMap(intptr,int,int&,byte*&,byte*&)", metadata_get_pinvoke_map},
    {"System.RuntimeTypeHandle::GetModuleIfExists(System.RuntimeType)", type_get_module_if_exists},
    {"System.RuntimeTypeHandle::GetAssemblyIfExists(System.RuntimeType)", type_get_assembly_if_exists},
    {"System.Reflection.RuntimeAssembly::GetManifestModule(System.Reflection.RuntimeAssembly)", assembly_get_manifest_module},
    {"System.RuntimeTypeHandle::GetAttributes(System.RuntimeType)", type_get_attributes},
    {"System.Reflection.RuntimeAssembly::GetTokenInternal(System.Reflection.RuntimeAssembly)", assembly_get_token},
    {"System.Reflection.RuntimeAssembly::GetIsDynamic(intptr)", assembly_get_is_dynamic},
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
    {"System.Runtime.CompilerServices.MethodTable::GetPrimitiveCorElementType()", method_table_get_primitive_cor_element_type},
    {"System.Array::GetCorElementTypeOfElementType()", array_get_cor_element_type_of_element_type},
    {"System.Runtime.CompilerServices.MethodTable::InstantiationArg0()", method_table_instantiation_arg0},
    {"System.Runtime.CompilerServices.MethodTable::GetNumInstanceFieldBytes()", method_table_get_num_instance_field_bytes},
    {"System.Delegate::GetMulticastInvoke(System.Runtime.CompilerServices.MethodTable*)", delegate_get_multicast_invoke},
    {"System.Delegate::GetInvokeMethod(System.Runtime.CompilerServices.MethodTable*)", delegate_get_invoke_method},
    {NULL, NULL},
};

/* ---- assembly and module facts from metadata ---------------------------------------------- */

/* AssemblyNative_GetManifestResourceNames(QCallAssembly, ObjectHandleOnStack): the
 * ManifestResource rows' names in table order (always an array) */
static void qcall_assembly_get_manifest_resource_names(Thread *thread, Slot *args, Slot *result) {
    Assembly *assembly = args[1].p;
    if (!assembly) return;
    uint32_t rows = meta_table_row_count(assembly->image, META_TABLE_MANIFESTRESOURCE);
    Array *names = vm_new_array(thread, vm_types.string, rows);
    if (!names) return;
    vm_store_reference(args[2].p, &names->object);
    for (uint32_t i = 0; i < rows; i++) {
        String *name = vm_new_string_utf8(thread, meta_manifest_resource(assembly->image, i + 1)->name);
        if (!name) return;
        vm_store_reference((Object **)names->data + i, &name->object);
    }
}

/* A QCall's UTF-16 name argument as UTF-8, with CoreCLR's checks (null, then empty); false with
 * the exception raised. */
static bool name_argument(Thread *thread, const uint16_t *name16, char *out, size_t size, const char *null_message,
                          const char *empty_message) {
    if (!name16) {
        vm_throw_new(thread, "System.ArgumentNullException", null_message);
        return false;
    }
    coreclr_utf16_to_utf8(name16, out, size);
    if (!out[0]) {
        vm_throw_new(thread, "System.ArgumentException", empty_message);
        return false;
    }
    return true;
}

/* AssemblyNative_GetManifestResourceInfo(QCallAssembly, char* name, ObjectHandleOnStack assembly,
 * StringHandleOnStack fileName) -> ResourceLocation, or -1 when the assembly has no such resource:
 * Embedded | ContainedInManifestFile for a resource of this image, the file's name for one in
 * another file of the assembly, ContainedInAnotherAssembly (and that assembly's own location)
 * for one an AssemblyRef names */
static void qcall_assembly_get_manifest_resource_info(Thread *thread, Slot *args, Slot *result) {
    enum { EMBEDDED = 1, IN_ANOTHER_ASSEMBLY = 2, IN_MANIFEST_FILE = 4 };
    Assembly *assembly = args[1].p;
    result[0].i4 = -1;
    char name[1024];
    if (!assembly || !name_argument(thread, args[2].p, name, sizeof name, "String reference not set to an instance of a String.",
                                    "String cannot have zero length."))
        return;
    for (int depth = 0; assembly && depth < 8; depth++) {
        const MetaManifestResourceRow *found = find_manifest_resource(assembly, name);
        if (!found) return;
        if (!found->implementation) {
            result[0].i4 = (depth ? IN_ANOTHER_ASSEMBLY : 0) | EMBEDDED | IN_MANIFEST_FILE;
            return;
        }
        if (META_TOKEN_TABLE(found->implementation) == META_TABLE_FILE) {
            const MetaFileRow *file = meta_file(assembly->image, META_TOKEN_ROW(found->implementation));
            if (file) store_string(thread, args[4].p, file->name);
            result[0].i4 = depth ? IN_ANOTHER_ASSEMBLY : 0;
            return;
        }
        if (META_TOKEN_TABLE(found->implementation) != META_TABLE_ASSEMBLYREF) return;
        const MetaAssemblyRefRow *ref = meta_assembly_ref(assembly->image, META_TOKEN_ROW(found->implementation));
        Assembly *other = ref ? loader_load_assembly_named(thread, assembly, ref->name) : NULL;
        if (!other) return;
        store_assembly_object(thread, other, args[3].p);
        assembly = other;
    }
}

/* CoreLib's AssemblyName(NativeAssemblyNameParts*) constructor, the one CoreCLR's runtime calls */
static Method *assembly_name_constructor(Thread *thread, Type *assembly_name) {
    if (!assembly_name || !loader_ensure_laid_out(thread, assembly_name)) return NULL;
    for (uint32_t i = 0; i < assembly_name->method_count; i++) {
        Method *m = assembly_name->methods[i];
        if (strcmp(m->name, ".ctor") || !loader_prepare_method(thread, m) || m->signature.parameter_count != 1) continue;
        if (m->signature.parameter_types[0]->kind == TYPE_KIND_POINTER) return m;
    }
    return NULL;
}

/* AssemblyNative_GetReferencedAssemblies(QCallAssembly, ObjectHandleOnStack): an AssemblyName per
 * AssemblyRef row, in table order, built by CoreLib's AssemblyName(NativeAssemblyNameParts*) */
static void qcall_assembly_get_referenced_assemblies(Thread *thread, Slot *args, Slot *result) {
    Assembly *assembly = args[1].p;
    if (!assembly) return;
    Type *assembly_name = loader_find_corlib_type("System.Reflection.AssemblyName");
    Method *constructor = assembly_name_constructor(thread, assembly_name);
    if (!constructor) {
        if (!thread->exception)
            vm_throw_new(thread, "System.NotSupportedException", "corvid does not support AssemblyName on this CoreLib (no AssemblyName(NativeAssemblyNameParts*))");
        return;
    }
    uint32_t rows = meta_table_row_count(assembly->image, META_TABLE_ASSEMBLYREF);
    Array *names = vm_new_array(thread, assembly_name, rows);
    if (!names) return;
    vm_store_reference(args[2].p, &names->object);
    for (uint32_t i = 0; i < rows; i++) {
        const MetaAssemblyRefRow *ref = meta_assembly_ref(assembly->image, i + 1);
        uint16_t name16[512], culture16[128];
        uint32_t name_length = coreclr_utf8_to_utf16(ref->name ? ref->name : "", name16, 511);
        uint32_t culture_length = coreclr_utf8_to_utf16(ref->culture ? ref->culture : "", culture16, 127);
        name16[name_length < 511 ? name_length : 511] = 0;
        culture16[culture_length < 127 ? culture_length : 127] = 0;
        NativeAssemblyNameParts parts = {
            name16, (uint16_t)ref->major_version, (uint16_t)ref->minor_version, (uint16_t)ref->build_number,
            (uint16_t)ref->revision_number, culture16, ref->public_key_or_token.size ? ref->public_key_or_token.data : NULL,
            (int32_t)ref->public_key_or_token.size, ref->flags};
        Object *name = vm_new_object(thread, assembly_name);
        if (!name) return;
        vm_store_reference((Object **)names->data + i, name);
        Slot call[2] = {{.o = name}, {.p = &parts}}, returned[1];
        if (!interp_invoke(thread, constructor, call, returned)) return;
    }
}

/* AssemblyNative_GetEntryPoint(QCallAssembly, ObjectHandleOnStack): the CLI header's entry point
 * as a RuntimeMethodInfoStub; nothing for a library */
static void qcall_assembly_get_entry_point(Thread *thread, Slot *args, Slot *result) {
    Assembly *assembly = args[1].p;
    uint32_t token = assembly ? meta_entry_point_token(assembly->image) : 0;
    if (!token || META_TOKEN_TABLE(token) != META_TABLE_METHODDEF) return;
    Method *method = loader_resolve_method(thread, assembly, token, NULL);
    if (method) coreclr_store_method_info_stub(thread, args[2].p, method);
}

static const char *scope_name(Assembly *assembly) {
    const MetaModuleRow *module = meta_table_row_count(assembly->image, META_TABLE_MODULE) ? meta_module(assembly->image, 1) : NULL;
    return module && module->name ? module->name : "";
}

/* AssemblyNative_GetModule(QCallAssembly, char* name, ObjectHandleOnStack): the manifest module
 * when `name` is its scope name, compared ignoring case as CoreCLR does */
static void qcall_assembly_get_module(Thread *thread, Slot *args, Slot *result) {
    Assembly *assembly = args[1].p;
    char name[1024];
    if (!assembly || !name_argument(thread, args[2].p, name, sizeof name, "File name cannot be null.", "Empty file name is not legal."))
        return;
    if (strcasecmp(name, scope_name(assembly)) != 0) return;
    AssemblyObjects *objects = objects_of(thread, assembly);
    if (objects) vm_store_reference(args[3].p, objects->module_object);
}

/* AssemblyNative_GetForwardedType(QCallAssembly, int exportedTypeToken, ObjectHandleOnStack): the
 * type an ExportedType row forwards to another assembly; nothing for other rows */
static void qcall_assembly_get_forwarded_type(Thread *thread, Slot *args, Slot *result) {
    Assembly *assembly = args[1].p;
    uint32_t token = (uint32_t)args[2].i4;
    if (!assembly || META_TOKEN_TABLE(token) != META_TABLE_EXPORTEDTYPE) return;
    const MetaExportedTypeRow *row = meta_exported_type(assembly->image, META_TOKEN_ROW(token));
    if (!row || META_TOKEN_TABLE(row->implementation) != META_TABLE_ASSEMBLYREF) return;
    char full_name[1024];
    snprintf(full_name, sizeof full_name, "%s%s%s", row->namespace_name ? row->namespace_name : "",
             row->namespace_name && row->namespace_name[0] ? "." : "", row->name);
    store_type_object(thread, args[3].p, loader_find_type_named(thread, assembly, NULL, full_name));
}

/* RuntimeModule_GetScopeName(QCallModule, StringHandleOnStack): the Module row's name */
static void qcall_module_get_scope_name(Thread *thread, Slot *args, Slot *result) {
    Assembly *assembly = args[1].p;
    if (assembly) store_string(thread, args[2].p, scope_name(assembly));
}

/* RuntimeModule_GetFullyQualifiedName(QCallModule, StringHandleOnStack): the image's path;
 * "<Unknown>" for one loaded from bytes, as CoreCLR */
static void qcall_module_get_fully_qualified_name(Thread *thread, Slot *args, Slot *result) {
    Assembly *assembly = args[1].p;
    if (!assembly) return;
    const char *path = meta_image_path(assembly->image);
    store_string(thread, args[2].p, path && path[0] ? path : "<Unknown>");
}

/* ---- type facts: visibility, constraints, interface maps ----------------------------------- */

/* Visible outside its assembly (CoreCLR's TypeHandle::IsExternallyVisible): generic parameters
 * are; arrays, pointers and byrefs as their element; a type when it and every enclosing type are
 * public, and an instantiation when its definition and every argument are. */
static bool type_is_visible(Type *type) {
    while (type->kind == TYPE_KIND_ARRAY || type->kind == TYPE_KIND_POINTER || type->kind == TYPE_KIND_BYREF) type = type->element;
    if (type->kind == TYPE_KIND_GENERIC_PARAMETER) return true;
    for (uint32_t i = 0; type->generic_definition && i < type->generic_argument_count; i++)
        if (!type_is_visible(type->generic_arguments[i])) return false;
    return type_is_exported(type->generic_definition ? type->generic_definition : type);
}

static void qcall_type_is_visible(Thread *thread, Slot *args, Slot *result) {
    Type *type = qcall_type(args);
    result[0].i4 = type && type_is_visible(type);
}

/* RuntimeTypeHandle_GetConstraints(QCallTypeHandle, ObjectHandleOnStack): a generic parameter's
 * type constraints (its GenericParamConstraint rows) as Type[]; nothing when it has none (CoreLib
 * substitutes Type.EmptyTypes) */
static void qcall_type_get_constraints(Thread *thread, Slot *args, Slot *result) {
    Type *parameter = qcall_type(args);
    if (!parameter || parameter->kind != TYPE_KIND_GENERIC_PARAMETER || !parameter->generic_parameter_row) {
        vm_throw_new(thread, "System.ArgumentException", "Invalid handle.");
        return;
    }
    Method *owner_method = parameter->generic_parameter_owner_method;
    DeclaredContext declared;
    const GenericContext *context =
        declared_context(&declared, owner_method ? owner_method->owner : parameter->generic_parameter_owner_type, owner_method);
    Type *constraints[64];
    int32_t count = loader_generic_parameter_constraints(thread, parameter, context, constraints, 64);
    if (count < 0) return;
    if (count) store_type_array(thread, args[2].p, constraints, (uint32_t)count, false);
}

/* RuntimeTypeHandle_VerifyInterfaceIsImplemented(QCallTypeHandle type, QCallTypeHandle interface):
 * Type.GetInterfaceMap's checks, with CoreCLR's messages */
static void qcall_verify_interface_is_implemented(Thread *thread, Slot *args, Slot *result) {
    Type *type = qcall_type(args), *interface = qcall_type(args + 2);
    if (!type || !interface || type->kind == TYPE_KIND_GENERIC_PARAMETER) {
        vm_throw_new(thread, "System.ArgumentException", "Invalid handle.");
        return;
    }
    if (type->kind == TYPE_KIND_POINTER || type->kind == TYPE_KIND_BYREF) {
        vm_throw_new(thread, "System.ArgumentException", "Interface not found.");
        return;
    }
    if (type->kind == TYPE_KIND_INTERFACE) {
        vm_throw_new(thread, "System.ArgumentException", "'this' type cannot be an interface itself.");
        return;
    }
    if (interface->kind != TYPE_KIND_INTERFACE) {
        vm_throw_new(thread, "System.ArgumentException", "Type passed must be an interface.");
        return;
    }
    if (!loader_ensure_laid_out(thread, type)) return;
    if (!vm_type_is_assignable(interface, type)) vm_throw_new(thread, "System.ArgumentException", "Interface not found.");
}

/* RuntimeTypeHandle_GetInterfaceMethodImplementation(QCallTypeHandle type, QCallTypeHandle
 * interface, interface method) -> the method of `type` that implements it (a static virtual's
 * implementation for static ones), or NULL when none does */
static void qcall_get_interface_method_implementation(Thread *thread, Slot *args, Slot *result) {
    Type *type = qcall_type(args);
    Method *method = args[4].p;
    result[0].p = NULL;
    if (!type || !method || !loader_ensure_laid_out(thread, type) || !loader_prepare_method(thread, method)) return;
    Method *implementation;
    if (method->flags & META_METHOD_STATIC) {
        implementation = loader_resolve_static_virtual(thread, type, method);
    } else {
        const LoaderDispatchPair *pair = type->vtable ? loader_dispatch_pair(thread, type->vtable, method) : NULL;
        implementation = pair ? pair->method : NULL;
    }
    thread->exception = NULL; /* the type has no implementation: TargetMethods gets null, as in CoreCLR */
    result[0].p = implementation;
}

/* RuntimeTypeHandle_GetNumVirtualsAndStaticVirtuals(QCallTypeHandle): the virtual slots of a
 * class; an interface's virtual and static virtual methods, which GetMethodAt numbers in
 * declaration order */
static uint32_t interface_virtual_count(Type *interface) {
    uint32_t count = 0;
    for (uint32_t i = 0; i < interface->method_count; i++)
        if (interface->methods[i]->flags & META_METHOD_VIRTUAL) count++;
    return count;
}

static void qcall_get_num_virtuals_and_static_virtuals(Thread *thread, Slot *args, Slot *result) {
    Type *type = qcall_type(args);
    result[0].i4 = 0;
    if (!type || is_type_desc(type)) return;
    if (type->kind == TYPE_KIND_INTERFACE) result[0].i4 = (int32_t)interface_virtual_count(type);
    else if (loader_ensure_laid_out(thread, type) && type->vtable) result[0].i4 = (int32_t)type->vtable->slot_count;
}

/* ---- methods: the running one, function pointers, instantiations ---------------------------- */

/* MethodBase_GetCurrentMethod(StackCrawlMarkHandle LookForMyCaller) -> the typical definition of
 * the method that called MethodBase.GetCurrentMethod (CoreCLR erases instantiations the same way) */
static void qcall_get_current_method(Thread *thread, Slot *args, Slot *result) {
    Method *method = stack_mark_method(thread, args[0].p);
    result[0].p = method ? coreclr_typical_method_definition(method) : NULL;
}

/* RuntimeMethodHandle_GetFunctionPointer(method): corvid's managed function pointers are Method*s
 * (what ldftn pushes and calli takes) */
static void qcall_method_get_function_pointer(Thread *thread, Slot *args, Slot *result) {
    Method *method = args[0].p;
    result[0].p = NULL;
    if (!method || !loader_prepare_method(thread, method)) return;
    if (is_open(method->owner) || is_generic_method_definition(method)) {
        vm_throw_new(thread, "System.InvalidOperationException",
                     "Could not execute the method because either the method itself or the containing type is not fully instantiated.");
        return;
    }
    result[0].p = method;
}

/* RuntimeMethodHandle_StripMethodInstantiation(method, ObjectHandleOnStack in/out): the method of
 * the typical definition with the same token; the slot (preloaded with the input) changes only
 * when that is another method */
static void qcall_strip_method_instantiation(Thread *thread, Slot *args, Slot *result) {
    Method *method = args[0].p;
    if (!method) {
        vm_throw_new(thread, "System.ArgumentNullException", "Invalid handle.");
        return;
    }
    Method *stripped = coreclr_typical_method_definition(method);
    if (stripped != method) coreclr_store_method_info_stub(thread, args[1].p, stripped);
}

/* ReflectionInvocation_PrepareMethod(method, IntPtr* instantiation, int count): the method
 * (instantiated over the class then method arguments given) transcoded now, as CoreCLR compiles it */
static void qcall_prepare_method(Thread *thread, Slot *args, Slot *result) {
    Method *method = args[0].p;
    const uintptr_t *handles = args[1].p;
    int32_t count = args[2].i4;
    if (!method || !loader_prepare_method(thread, method)) return;
    if (method->flags & META_METHOD_ABSTRACT) {
        vm_throw_new(thread, "System.ArgumentException", "Abstract methods cannot be prepared.");
        return;
    }
    Type *owner = method->owner;
    uint32_t class_arguments = (owner->flags & TYPE_FLAG_GENERIC_DEFINITION) ? owner->generic_argument_count : 0;
    uint32_t method_arguments = is_generic_method_definition(method) ? method->signature.generic_parameter_count : 0;
    if (count > 0 || class_arguments || method_arguments) {
        Type *arguments[64];
        bool valid = handles && count >= 0 && (uint32_t)count == class_arguments + method_arguments && count <= 64;
        for (int32_t i = 0; valid && i < count; i++) valid = (arguments[i] = coreclr_type_handle_type(handles[i])) && !is_open(arguments[i]);
        if (valid && class_arguments) {
            Type *instantiated = loader_instantiate_type(thread, owner, arguments, class_arguments);
            Method *found = NULL;
            for (uint32_t i = 0; instantiated && i < instantiated->method_count && !found; i++)
                if (instantiated->methods[i]->token == method->token) found = instantiated->methods[i];
            method = found;
            valid = method != NULL;
        }
        if (valid && method_arguments) valid = (method = loader_instantiate_method(thread, method, arguments + class_arguments, method_arguments)) != NULL;
        if (!valid) {
            if (!thread->exception) vm_throw_new(thread, "System.ArgumentException", "The given generic instantiation was invalid.");
            return;
        }
    }
    bool has_loops;
    if (method->owner->kind != TYPE_KIND_INTERFACE || !(method->flags & META_METHOD_ABSTRACT)) interp_transcode_ahead(thread, method, &has_loops);
}

/* ReflectionInvocation_CompileMethod(method): what CoreLib asks to have compiled ahead */
static void qcall_compile_method(Thread *thread, Slot *args, Slot *result) {
    Method *method = args[0].p;
    bool has_loops;
    if (method && loader_prepare_method(thread, method) && !(method->flags & META_METHOD_ABSTRACT) && !is_open(method->owner) &&
        !is_generic_method_definition(method))
        interp_transcode_ahead(thread, method, &has_loops);
}

/* ReflectionInvocation_PrepareDelegate(ObjectHandleOnStack delegate): its method prepared */
static void qcall_prepare_delegate(Thread *thread, Slot *args, Slot *result) {
    Object *delegate = *(Object **)args[0].p;
    Field *method_field = delegate ? loader_find_field(vm_types.delegate, "_methodPtr") : NULL;
    Method *method = method_field ? *(Method **)((uint8_t *)delegate + method_field->offset) : NULL;
    bool has_loops;
    if (method && loader_prepare_method(thread, method) && !(method->flags & META_METHOD_ABSTRACT) && method->owner->kind != TYPE_KIND_ARRAY)
        interp_transcode_ahead(thread, method, &has_loops);
}

/* ReflectionInvocation_RunModuleConstructor(QCallModule): the <Module> type's .cctor (the module
 * initializer), once */
static void qcall_run_module_constructor(Thread *thread, Slot *args, Slot *result) {
    Assembly *assembly = args[1].p;
    if (!assembly) return;
    Type *module_type = loader_resolve_type(thread, assembly, META_TOKEN(META_TABLE_TYPEDEF, 1), NULL);
    if (module_type) interp_ensure_class_initialized(thread, module_type);
}

/* ReflectionInvocation_SizeOf(QCallTypeHandle) [SuppressGCTransition]: the unboxed size of a value
 * type, a pointer's for everything else; -1 for open types, 0 for void (neither raises here) */
static void qcall_runtime_helpers_size_of(Thread *thread, Slot *args, Slot *result) {
    Type *type = qcall_type(args);
    result[0].i4 = -1;
    if (!type || is_open(type) || type->kind == TYPE_KIND_GENERIC_PARAMETER) return;
    if (type == vm_types.void_type) result[0].i4 = 0;
    else if (type->kind != TYPE_KIND_VALUE_TYPE) result[0].i4 = (int32_t)sizeof(void *);
    else if (loader_ensure_laid_out(thread, type)) result[0].i4 = (int32_t)type->instance_size;
    thread->exception = NULL;
}

/* ReflectionSerialization_GetCreateUninitializedObjectInfo(QCallTypeHandle, allocator*, argument*):
 * RuntimeHelpers.GetUninitializedObject's allocator (CoreLib's InternalAllocNoChecks over the
 * MethodTable, as for Activator) after CoreCLR's checks; Nullable<T> allocates a boxed T, and a
 * type without beforefieldinit has its class constructor run first */
static void qcall_get_create_uninitialized_object_info(Thread *thread, Slot *args, Slot *result) {
    Type *type = qcall_type(args);
    void **allocator = args[2].p, **allocator_argument = args[3].p;
    *allocator = *allocator_argument = NULL;
    if (!type || type == vm_types.void_type || is_type_desc(type) || type->kind == TYPE_KIND_ARRAY || (type->flags & TYPE_FLAG_DELEGATE)) {
        vm_throw_new(thread, "System.ArgumentException", "Type is not supported.");
        return;
    }
    if (type == vm_types.string) {
        vm_throw_new(thread, "System.ArgumentException", "Uninitialized Strings cannot be created.");
        return;
    }
    if (type->kind == TYPE_KIND_INTERFACE) {
        vm_throw_new(thread, "System.MemberAccessException", "Cannot create an instance of an interface.");
        return;
    }
    if (type->attributes & META_TYPE_ABSTRACT) {
        vm_throw_new(thread, "System.MemberAccessException", "Cannot create an abstract class.");
        return;
    }
    if (is_open(type)) {
        vm_throw_new(thread, "System.MemberAccessException", "Cannot create a type for which Type.ContainsGenericParameters is true.");
        return;
    }
    if (type->flags & TYPE_FLAG_IS_BYREF_LIKE) {
        vm_throw_new(thread, "System.NotSupportedException", "Cannot create boxed ByRef-like values.");
        return;
    }
    Type *allocated = (type->flags & TYPE_FLAG_NULLABLE) && type->generic_argument_count ? type->generic_arguments[0] : type;
    if (!loader_ensure_laid_out(thread, allocated)) return;
    if (!(type->attributes & META_TYPE_BEFORE_FIELD_INIT) && !interp_ensure_class_initialized(thread, type)) return;
    Method *alloc = allocator_method(thread);
    if (!alloc) {
        vm_throw_new(thread, "System.NotSupportedException", "corvid does not support GetUninitializedObject on this CoreLib (no RuntimeTypeHandle.InternalAllocNoChecks)");
        return;
    }
    *allocator = alloc;
    *allocator_argument = (void *)coreclr_type_handle(thread, allocated);
}

/* ---- type GUIDs (ReflectionInvocation_GetGuid) ---------------------------------------------- */

/* MD5 (RFC 1321), for the name-based GUIDs CoreCLR gives types without a [Guid]. */
static void md5(const uint8_t *data, size_t size, uint8_t digest[16]) {
    static const uint32_t k[64] = {
        0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501, 0x698098d8, 0x8b44f7af,
        0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821, 0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa,
        0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8, 0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8,
        0x676f02d9, 0x8d2a4c8a, 0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
        0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665, 0xf4292244, 0x432aff97,
        0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1, 0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1,
        0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391};
    static const uint8_t r[64] = {7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 5, 9,  14, 20, 5, 9,
                                  14, 20, 5, 9,  14, 20, 5, 9,  14, 20, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
                                  4, 11, 16, 23, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21};
    uint32_t h[4] = {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476};
    uint64_t bits = (uint64_t)size * 8;
    size_t total = ((size + 8) / 64 + 1) * 64;
    for (size_t block = 0; block < total; block += 64) {
        uint32_t w[16] = {0};
        for (int i = 0; i < 64; i++) {
            size_t at = block + (size_t)i;
            uint8_t byte = at < size ? data[at] : at == size ? 0x80 : at >= total - 8 ? (uint8_t)(bits >> (8 * (at - (total - 8)))) : 0;
            w[i / 4] |= (uint32_t)byte << (8 * (i % 4));
        }
        uint32_t a = h[0], b = h[1], c = h[2], d = h[3];
        for (int i = 0; i < 64; i++) {
            uint32_t f;
            int g;
            if (i < 16) f = (b & c) | (~b & d), g = i;
            else if (i < 32) f = (d & b) | (~d & c), g = (5 * i + 1) % 16;
            else if (i < 48) f = b ^ c ^ d, g = (3 * i + 5) % 16;
            else f = c ^ (b | ~d), g = (7 * i) % 16;
            uint32_t t = a + f + k[i] + w[g];
            a = d, d = c, c = b, b = b + (t << r[i] | t >> (32 - r[i]));
        }
        h[0] += a, h[1] += b, h[2] += c, h[3] += d;
    }
    for (int i = 0; i < 16; i++) digest[i] = (uint8_t)(h[i / 4] >> (8 * (i % 4)));
}

typedef struct GuidBytes {
    uint8_t *data;
    size_t length, capacity;
} GuidBytes;

static void guid_bytes_append(GuidBytes *b, const void *data, size_t size) {
    if (b->length + size > b->capacity) {
        b->capacity = (b->length + size) * 2 + 64;
        b->data = realloc(b->data, b->capacity);
        if (!b->data) abort();
    }
    memcpy(b->data + b->length, data, size);
    b->length += size;
}

static void guid_append_utf16(GuidBytes *b, const char *text, bool typelib_name) {
    uint16_t units[1024];
    uint32_t n = coreclr_utf8_to_utf16(text, units, 1024);
    if (n > 1024) n = 1024;
    for (uint32_t i = 0; i < n; i++) {
        uint16_t c = units[i];
        if (typelib_name && (c == '.' || c == ' ')) c = '_';
        else if (typelib_name && c >= 'A' && c <= 'Z') c = (uint16_t)(c + 32);
        uint8_t le[2] = {(uint8_t)c, (uint8_t)(c >> 8)};
        guid_bytes_append(b, le, 2);
    }
}

static void guid_append_type_name(GuidBytes *b, Type *type) {
    if (type->declaring_type) {
        guid_append_type_name(b, type->declaring_type);
        guid_append_utf16(b, "+", false);
    } else if (type->namespace_name && type->namespace_name[0]) {
        guid_append_utf16(b, type->namespace_name, false);
        guid_append_utf16(b, ".", false);
    }
    guid_append_utf16(b, type->name, false);
}

/* ReflectionInvocation_GetGuid(MethodTable*, Guid*): the [Guid] a type declares; else CoreCLR's
 * name-based GUID (RFC 4122 version 3, MD5, in CoreCLR's namespace) over the type's name
 * ("Namespace.Outer+Inner" of its definition) and its assembly's "type library" name: the simple
 * name lowercased with '.' and ' ' as '_', "TypeLib", the version as major, major (sic: CoreCLR's),
 * build, revision, then the minor when not 0, then the public key */
static void qcall_get_guid(Thread *thread, Slot *args, Slot *result) {
    Type *type = coreclr_method_table_type(args[0].p);
    uint8_t *out = args[1].p;
    memset(out, 0, 16);
    if (!type) return;
    Type *definition = type->generic_definition ? type->generic_definition : type;
    uint32_t row = definition->typedef_row ? loader_find_custom_attribute(definition, META_TOKEN(META_TABLE_TYPEDEF, definition->typedef_row), "System.Runtime.InteropServices.GuidAttribute") : 0;
    if (row) { /* the attribute's string argument: prolog, length, then "xxxxxxxx-xxxx-..." */
        const MetaCustomAttributeRow *attribute = meta_custom_attribute(definition->assembly->image, row);
        MetaSigCursor cursor = meta_sig_cursor(attribute->value);
        uint8_t prolog[2];
        uint32_t length;
        unsigned int d1, d2, d3, d4[8];
        char text[40];
        if (meta_sig_read_byte(&cursor, &prolog[0]) && meta_sig_read_byte(&cursor, &prolog[1]) &&
            meta_sig_read_compressed_u32(&cursor, &length) && length == 36 && cursor.end - cursor.p >= 36) {
            memcpy(text, cursor.p, 36);
            text[36] = 0;
            if (sscanf(text, "%8x-%4x-%4x-%2x%2x-%2x%2x%2x%2x%2x%2x", &d1, &d2, &d3, &d4[0], &d4[1], &d4[2], &d4[3], &d4[4], &d4[5],
                       &d4[6], &d4[7]) == 11) {
                uint8_t guid[16] = {(uint8_t)d1, (uint8_t)(d1 >> 8), (uint8_t)(d1 >> 16), (uint8_t)(d1 >> 24),
                                    (uint8_t)d2, (uint8_t)(d2 >> 8), (uint8_t)d3, (uint8_t)(d3 >> 8)};
                for (int i = 0; i < 8; i++) guid[8 + i] = (uint8_t)d4[i];
                memcpy(out, guid, 16);
                return;
            }
        }
    }
    if (definition->kind == TYPE_KIND_INTERFACE) {
        vm_throw_new(thread, "System.NotSupportedException", "corvid does not support generating the GUID of an interface without [Guid] yet");
        return;
    }
    GuidBytes name = {0};
    /* the namespace {69F9CBC9-DA05-11D1-9408-0000F8083460} in network byte order */
    static const uint8_t space[16] = {0x69, 0xF9, 0xCB, 0xC9, 0xDA, 0x05, 0x11, 0xD1, 0x94, 0x08, 0x00, 0x00, 0xF8, 0x08, 0x34, 0x60};
    guid_bytes_append(&name, space, 16);
    guid_append_type_name(&name, definition);
    Assembly *assembly = definition->assembly ? definition->assembly : loader_corlib();
    const MetaAssemblyRow *manifest = assembly_row(assembly);
    guid_append_utf16(&name, assembly->name, true);
    guid_bytes_append(&name, "TypeLib", 7);
    uint16_t major = manifest ? (uint16_t)manifest->major_version : 0, minor = manifest ? (uint16_t)manifest->minor_version : 0;
    uint16_t build = manifest ? (uint16_t)manifest->build_number : 0, revision = manifest ? (uint16_t)manifest->revision_number : 0;
    uint8_t version[8] = {(uint8_t)major, (uint8_t)(major >> 8), (uint8_t)major, (uint8_t)(major >> 8),
                          (uint8_t)build, (uint8_t)(build >> 8), (uint8_t)revision, (uint8_t)(revision >> 8)};
    guid_bytes_append(&name, version, 8);
    if (minor) {
        uint8_t extra[2] = {(uint8_t)minor, (uint8_t)(minor >> 8)};
        guid_bytes_append(&name, extra, 2);
    }
    if (manifest && manifest->public_key.size) guid_bytes_append(&name, manifest->public_key.data, manifest->public_key.size);
    if ((name.length - 16) % 2) guid_bytes_append(&name, "", 1);
    uint8_t hash[16];
    md5(name.data, name.length, hash);
    free(name.data);
    hash[6] = (uint8_t)((hash[6] & 0x0F) | 0x30); /* version 3 */
    hash[8] = (uint8_t)((hash[8] & 0x3F) | 0x80); /* RFC 4122 variant */
    /* Data1..3 are big-endian in the hash, little-endian in a Guid */
    uint8_t guid[16] = {hash[3], hash[2], hash[1], hash[0], hash[5], hash[4], hash[7], hash[6]};
    memcpy(guid + 8, hash + 8, 8);
    memcpy(out, guid, 16);
}

/* RuntimeMethodHandle_GetMethodBody(method, QCallTypeHandle declaringType, ObjectHandleOnStack):
 * MethodInfo.GetMethodBody, a RuntimeMethodBody of the method's metadata IL (its IL bytes, max
 * stack, InitLocals, local signature token, exception clauses, locals with their types read in
 * the method's instantiation and whether pinned); nothing for a method without IL (abstract,
 * internal call, P/Invoke, runtime-implemented), as CoreCLR. */
static void qcall_get_method_body(Thread *thread, Slot *args, Slot *result) {
    Method *method = args[0].p;
    if (!method || !loader_prepare_method(thread, method)) return;
    Method *typical = coreclr_typical_method_definition(method);
    if (META_TOKEN_TABLE(typical->token) != META_TABLE_METHODDEF || (typical->flags & (META_METHOD_ABSTRACT | META_METHOD_PINVOKE_IMPL)) ||
        (typical->impl_flags & (META_METHOD_IMPL_INTERNAL_CALL | META_METHOD_IMPL_CODE_TYPE_MASK)))
        return;
    MetaMethodBody body;
    MetaError error;
    Assembly *assembly = typical->owner->assembly;
    if (!meta_method_body(assembly->image, META_TOKEN_ROW(typical->token), &body, &error)) return;
    Type *body_type = loader_find_corlib_type("System.Reflection.RuntimeMethodBody");
    Type *clause_type = loader_find_corlib_type("System.Reflection.RuntimeExceptionHandlingClause");
    Type *local_type = loader_find_corlib_type("System.Reflection.RuntimeLocalVariableInfo");
    if (!body_type || !clause_type || !local_type) {
        vm_throw_new(thread, "System.NotSupportedException", "corvid does not support GetMethodBody on this CoreLib (no RuntimeMethodBody)");
        return;
    }
    /* the locals' types in the method's own instantiation (an open method: its declared parameters) */
    DeclaredContext declared;
    GenericContext exact = {method->owner->generic_definition ? method->owner->generic_arguments : NULL,
                            method->owner->generic_definition ? method->owner->generic_argument_count : 0, method->generic_arguments,
                            method->generic_arguments ? method->generic_argument_count : 0};
    const GenericContext *context = is_open(method->owner) || is_generic_method_definition(method) ? declared_context(&declared, method->owner, method) : &exact;
    Type **local_types = NULL;
    bool *pinned = NULL;
    uint32_t local_count = 0;
    if (body.local_var_sig_token && !loader_local_types(thread, assembly, body.local_var_sig_token, context, &local_types, &pinned, &local_count)) return;
    Object *result_body = vm_new_object(thread, body_type);
    if (!result_body) goto done;
    vm_store_reference(args[3].p, result_body);
    Array *il = vm_new_array(thread, vm_types.byte, body.code_size);
    if (!il) goto done;
    memcpy(il->data, body.code, body.code_size);
    set_reference(result_body, "_IL", &il->object);
    int32_t max_stack = (int32_t)body.max_stack, token = (int32_t)body.local_var_sig_token;
    bool init_locals = body.init_locals;
    set_field(result_body, "_maxStackSize", &max_stack, sizeof max_stack);
    set_field(result_body, "_localSignatureMetadataToken", &token, sizeof token);
    set_field(result_body, "_initLocals", &init_locals, sizeof init_locals);
    Array *clauses = vm_new_array(thread, clause_type, body.clause_count);
    if (!clauses) goto done;
    set_reference(result_body, "_exceptionHandlingClauses", &clauses->object);
    for (uint32_t i = 0; i < body.clause_count; i++) {
        const MetaExceptionClause *c = &body.clauses[i];
        Object *clause = vm_new_object(thread, clause_type);
        if (!clause) goto done;
        vm_store_reference((Object **)clauses->data + i, clause);
        set_reference(clause, "_methodBody", result_body);
        int32_t values[6] = {(int32_t)c->flags, (int32_t)c->try_offset, (int32_t)c->try_length, (int32_t)c->handler_offset, (int32_t)c->handler_length,
                             (int32_t)c->class_token_or_filter_offset};
        set_field(clause, "_flags", &values[0], sizeof(int32_t));
        set_field(clause, "_tryOffset", &values[1], sizeof(int32_t));
        set_field(clause, "_tryLength", &values[2], sizeof(int32_t));
        set_field(clause, "_handlerOffset", &values[3], sizeof(int32_t));
        set_field(clause, "_handlerLength", &values[4], sizeof(int32_t));
        set_field(clause, c->flags == META_CLAUSE_FILTER ? "_filterOffset" : "_catchMetadataToken", &values[5], sizeof(int32_t));
    }
    Array *locals = vm_new_array(thread, local_type, local_count);
    if (!locals) goto done;
    set_reference(result_body, "_localVariables", &locals->object);
    for (uint32_t i = 0; i < local_count; i++) {
        Object *local = vm_new_object(thread, local_type);
        Object *type_object = local ? vm_type_object(thread, local_types[i]) : NULL;
        if (!type_object) goto done;
        vm_store_reference((Object **)locals->data + i, local);
        set_reference(local, "_type", type_object);
        int32_t index = (int32_t)i;
        set_field(local, "_localIndex", &index, sizeof index);
        set_field(local, "_isPinned", &pinned[i], sizeof(bool));
    }
done:
    free(local_types);
    free(pinned);
}

const InternalCallEntry coreclr_reflection_qcalls[] = {
    {"RuntimeTypeHandle_GetRuntimeTypeFromHandleSlow", qcall_runtime_type_from_handle},
    {"RuntimeTypeHandle_GetMethodAt", qcall_get_method_at},
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
    {"Array_CreateInstance", qcall_array_create_instance},
    {"IsInstanceOf_NoCacheLookup", qcall_is_instance_of_no_cache},
    {"QCall_GetGCHandleForTypeHandle", qcall_get_gc_handle_for_type},
    {"RuntimeTypeHandle_ConstructName", qcall_construct_name},
    {"Signature_Init", qcall_signature_init},
    {"Signature_AreEqual", qcall_signature_are_equal},
    {"Signature_GetCustomModifiersAtOffset", qcall_signature_custom_modifiers},
    {"RuntimeTypeHandle_GetArgumentTypesFromFunctionPointer", qcall_function_pointer_argument_types},
    {"DependentHandle_InternalAllocWithGCTransition", qcall_dependent_alloc},
    {"DependentHandle_InternalFreeWithGCTransition", qcall_dependent_free},
    {"Delegate_BindToMethodName", qcall_delegate_bind_to_method_name},
    {"Delegate_BindToMethodInfo", qcall_delegate_bind_to_method_info},
    {"Delegate_GetMulticastInvokeSlow", delegate_get_multicast_invoke},
    {"Delegate_InternalEqualMethodHandles", qcall_delegate_equal_method_handles},
    {"Delegate_FindMethodHandle", qcall_delegate_find_method_handle},
    {"RuntimeTypeHandle_GetFields", qcall_get_fields},
    {"RuntimeTypeHandle_GetActivationInfo", qcall_get_activation_info},
    {"ReflectionInvocation_GetBoxInfo", qcall_get_box_info},
    {"RuntimeTypeHandle_InternalAllocNoChecks", qcall_internal_alloc_no_checks},
    {"RuntimeTypeHandle_InternalAlloc", qcall_internal_alloc},
    {"RuntimeTypeHandle_GetInterfaces", qcall_get_interfaces},
    {"RuntimeFieldHandle_GetValue", qcall_field_get_value},
    {"RuntimeFieldHandle_SetValue", qcall_field_set_value},
    {"RuntimeFieldHandle_GetValueDirect", qcall_field_get_value_direct},
    {"RuntimeFieldHandle_SetValueDirect", qcall_field_set_value_direct},
    {"RuntimeMethodHandle_GetStubIfNeededSlow", qcall_get_stub_if_needed_slow},
    {"RuntimeMethodHandle_GetMethodInstantiation", qcall_get_method_instantiation},
    {"RuntimeMethodHandle_GetTypicalMethodDefinition", qcall_get_typical_method_definition},
    {"RuntimeMethodHandle_ConstructInstantiation", qcall_method_construct_instantiation},
    {"CustomAttribute_CreateCustomAttributeInstance", qcall_create_custom_attribute_instance},
    {"CustomAttribute_CreatePropertyOrFieldData", qcall_create_property_or_field_data},
    {"CustomAttribute_ParseAttributeUsageAttribute", qcall_parse_attribute_usage},
    {"ModuleHandle_ResolveType", qcall_module_resolve_type},
    {"ModuleHandle_ResolveMethod", qcall_module_resolve_method},
    {"ModuleHandle_GetToken", qcall_module_get_token},
    {"ModuleHandle_GetPEKind", qcall_module_get_pe_kind},
    {"ModuleHandle_GetMDStreamVersion", qcall_module_get_md_stream_version},
    {"AssemblyNative_GetResource", qcall_assembly_get_resource},
    {"AssemblyNative_GetEntryAssembly", qcall_get_entry_assembly},
    {"AssemblyNative_GetExecutingAssembly", qcall_get_executing_assembly},
    {"RuntimeTypeHandle_IsCollectible", qcall_type_is_collectible},
    {"RuntimeTypeHandle_RegisterCollectibleTypeDependency", qcall_register_collectible_type_dependency},
    {"RuntimeMethodHandle_GetIsCollectible", qcall_type_is_collectible}, /* methods: FALSE alike */
    {"AssemblyNative_GetTypeCore", qcall_assembly_get_type_core},
    {"AssemblyNative_GetTypeCoreIgnoreCase", qcall_assembly_get_type_core_ignore_case},
    {"AssemblyNative_InternalLoad", qcall_assembly_internal_load},
    {"AssemblyNative_GetSimpleName", qcall_assembly_get_simple_name},
    {"AssemblyNative_GetFullName", qcall_assembly_get_full_name},
    {"AssemblyNative_GetLocale", qcall_assembly_get_locale},
    {"AssemblyNative_GetVersion", qcall_assembly_get_version},
    {"AssemblyNative_GetPublicKey", qcall_assembly_get_public_key},
    {"AssemblyNative_GetFlags", qcall_assembly_get_flags},
    {"AssemblyNative_GetHashAlgorithm", qcall_assembly_get_hash_algorithm},
    {"AssemblyNative_GetLocation", qcall_assembly_get_location},
    {"AssemblyNative_GetCodeBase", qcall_assembly_get_code_base},
    {"AssemblyNative_GetImageRuntimeVersion", qcall_assembly_get_image_runtime_version},
    {"AssemblyNative_GetIsCollectible", qcall_assembly_get_is_collectible},
    {"AssemblyNative_GetLoadContextForAssembly", qcall_get_load_context_for_assembly},
    {"AssemblyNative_InitializeAssemblyLoadContext", qcall_initialize_assembly_load_context},
    {"AssemblyNative_GetLoadedAssemblies", qcall_get_loaded_assemblies},
    {"AssemblyNative_PrepareForAssemblyLoadContextRelease", qcall_prepare_for_assembly_load_context_release},
    {"AssemblyNative_LoadFromPath", qcall_load_from_path},
    {"AssemblyNative_LoadFromStream", qcall_load_from_stream},
    {"AssemblyNative_TraceResolvingHandlerInvoked", qcall_trace_handler_invoked},
    {"AssemblyNative_TraceAssemblyResolveHandlerInvoked", qcall_trace_handler_invoked},
    {"AssemblyNative_TraceAssemblyLoadFromResolveHandlerInvoked", qcall_trace_handler_invoked},
    {"AssemblyNative_TraceSatelliteSubdirectoryPathProbed", qcall_trace_handler_invoked},
    {"RuntimeModule_GetTypes", qcall_module_get_types},
    {"AssemblyNative_GetExportedTypes", qcall_assembly_get_exported_types},
    {"AssemblyNative_GetModules", qcall_assembly_get_modules},
    {"RuntimeMethodHandle_InvokeMethod", qcall_invoke_method},
    {"DebugDebugger_IsManagedDebuggerAttached", qcall_is_managed_debugger_attached},
    {"AssemblyNative_IsApplyUpdateSupported", qcall_is_apply_update_supported},
    {"RuntimeMethodHandle_IsCAVisibleFromDecoratedType", qcall_is_ca_visible},
    {"MetadataImport_Enum", qcall_metadata_enum},
    {"Enum_GetValuesAndNames", qcall_enum_get_values_and_names},
    {"ModuleHandle_GetModuleType", qcall_get_module_type},
    {"RuntimeTypeHandle_GetModuleSlow", qcall_get_module_slow},
    {"RuntimeTypeHandle_GetAssemblySlow", qcall_get_assembly_slow},
    {"AssemblyHandle_GetManifestModuleSlow", qcall_get_manifest_module_slow},
    {"RuntimeTypeHandle_GetDeclaringTypeHandle", qcall_get_declaring_type_handle},
    {"RuntimeTypeHandle_GetDeclaringTypeHandleForGenericVariable", qcall_get_declaring_type_handle_for_generic_variable},
    {"RuntimeTypeHandle_GetDeclaringMethodForGenericParameter", qcall_get_declaring_method_for_generic_parameter},
    {"QCall_FreeGCHandleForTypeHandle", qcall_free_gc_handle_for_type},
    {"RuntimeTypeHandle_CreateInstanceForAnotherGenericParameter", qcall_create_instance_for_another_generic_parameter},
    {"AssemblyNative_GetManifestResourceNames", qcall_assembly_get_manifest_resource_names},
    {"AssemblyNative_GetManifestResourceInfo", qcall_assembly_get_manifest_resource_info},
    {"AssemblyNative_GetReferencedAssemblies", qcall_assembly_get_referenced_assemblies},
    {"AssemblyNative_GetEntryPoint", qcall_assembly_get_entry_point},
    {"AssemblyNative_GetModule", qcall_assembly_get_module},
    {"AssemblyNative_GetForwardedType", qcall_assembly_get_forwarded_type},
    {"RuntimeModule_GetScopeName", qcall_module_get_scope_name},
    {"RuntimeModule_GetFullyQualifiedName", qcall_module_get_fully_qualified_name},
    {"RuntimeTypeHandle_IsVisible", qcall_type_is_visible},
    {"RuntimeTypeHandle_SatisfiesConstraints", qcall_satisfies_constraints},
    {"RuntimeTypeHandle_GetConstraints", qcall_type_get_constraints},
    {"RuntimeTypeHandle_VerifyInterfaceIsImplemented", qcall_verify_interface_is_implemented},
    {"RuntimeTypeHandle_GetInterfaceMethodImplementation", qcall_get_interface_method_implementation},
    {"RuntimeTypeHandle_GetNumVirtualsAndStaticVirtuals", qcall_get_num_virtuals_and_static_virtuals},
    {"MethodBase_GetCurrentMethod", qcall_get_current_method},
    {"RuntimeMethodHandle_GetFunctionPointer", qcall_method_get_function_pointer},
    {"RuntimeMethodHandle_GetMethodBody", qcall_get_method_body},
    {"RuntimeMethodHandle_StripMethodInstantiation", qcall_strip_method_instantiation},
    {"ReflectionInvocation_PrepareMethod", qcall_prepare_method},
    {"ReflectionInvocation_CompileMethod", qcall_compile_method},
    {"ReflectionInvocation_PrepareDelegate", qcall_prepare_delegate},
    {"ReflectionInvocation_RunModuleConstructor", qcall_run_module_constructor},
    {"ReflectionInvocation_SizeOf", qcall_runtime_helpers_size_of},
    {"ReflectionSerialization_GetCreateUninitializedObjectInfo", qcall_get_create_uninitialized_object_info},
    {"ReflectionInvocation_GetGuid", qcall_get_guid},
    {NULL, NULL},
};
