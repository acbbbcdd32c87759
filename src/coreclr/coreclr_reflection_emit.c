/*
 * coreclr_reflection_emit.c — Reflection.Emit's runtime side: the QCalls CoreLib's
 * RuntimeAssemblyBuilder, RuntimeModuleBuilder and RuntimeTypeBuilder make (CoreCLR's
 * comdynamic.cpp / commodule.cpp contract) on corvid's metadata emitter (src/meta/emit.c).
 *
 * A dynamic assembly keeps a MetaEmitter.  Every Define* call appends rows and returns their
 * tokens, as CoreCLR's in-memory metadata does; TypeBuilder.CreateType (TermCreateClass) writes
 * the module out as an image, the loader switches the assembly to it (rows keep their numbers,
 * loaded types stay), and the new type is loaded from it.  A TypeDef loads only once created.
 * Members of other modules are referenced through TypeRefs/MemberRefs whose signatures are
 * re-expressed in the dynamic module's tokens (CoreCLR's TranslateSigWithScope); references and
 * TypeSpecs, signatures and MethodSpecs are shared when equal, as CoreCLR's emitter does.
 *
 * Not done: pseudo-custom attributes ([DllImport], [StructLayout], [MethodImpl] given as
 * CustomAttributeBuilders) stay ordinary attribute rows instead of becoming metadata flags;
 * global methods (ModuleBuilder.DefineGlobalMethod) defined after the <Module> type was first
 * loaded are not seen by it.
 */
#include "coreclr/coreclr_internal.h"

#include "gc/gc.h"
#include "meta/meta.h"

#include <pthread.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct EmitModule {
    Assembly *assembly;
    MetaEmitter *emitter;
    /* by TypeDef row: CreateType ran (read by the loader without the lock: a grown array is
     * published whole and the old one kept) */
    uint8_t *volatile created;
    volatile uint32_t created_capacity;
    /* AssemblyRef rows made for an assembly: bound to it directly, not by name */
    struct {
        uint32_t row;
        Assembly *target;
    } * bindings;
    uint32_t binding_count, binding_capacity;
} EmitModule;

/* One lock for every module's emitter: Reflection.Emit is not a hot path, and a member
 * reference may read another dynamic module's rows. */
static pthread_mutex_t emit_lock = PTHREAD_MUTEX_INITIALIZER;

static EmitModule *module_of(Thread *thread, Assembly *assembly) {
    EmitModule *module = assembly ? assembly->dynamic_module : NULL;
    if (!module)
        vm_throw_new(thread, "System.InvalidOperationException",
                     "The module is not a dynamic module.");
    return module;
}

static bool typedef_created(Thread *thread, Assembly *assembly, uint32_t row) {
    EmitModule *module = assembly->dynamic_module;
    uint8_t *created = __atomic_load_n(&module->created, __ATOMIC_ACQUIRE);
    uint32_t capacity = __atomic_load_n(&module->created_capacity, __ATOMIC_ACQUIRE);
    /* <Module> (row 1) is always there: DynamicMethods hang off it */
    if (row == 1 || (row < capacity && created[row])) return true;
    /* CoreCLR: a TypeBuilder's type cannot load before CreateType */
    const MetaTypeDefRow *def = meta_typedef(assembly->image, row);
    char display[600];
    coreclr_assembly_full_name(assembly, display, sizeof display);
    loader_raise_type_load(thread, def ? def->namespace_name : "", def ? def->name : "?", display);
    return false;
}

static bool mark_created(EmitModule *module, uint32_t row) {
    if (row >= module->created_capacity) {
        uint32_t capacity =
            module->created_capacity * 2 > row + 1 ? module->created_capacity * 2 : row + 64;
        uint8_t *grown = calloc(capacity, 1);
        if (!grown) return false;
        if (module->created) memcpy(grown, module->created, module->created_capacity);
        /* the old array stays readable for a loader thread that loaded its pointer */
        __atomic_store_n(&module->created, grown, __ATOMIC_RELEASE);
        __atomic_store_n(&module->created_capacity, capacity, __ATOMIC_RELEASE);
    }
    module->created[row] = 1;
    return true;
}

static void lock_emit(Thread *thread) {
    gc_mutex_lock(thread, &emit_lock);
}
static void unlock_emit(void) {
    pthread_mutex_unlock(&emit_lock);
}

static void throw_out_of_memory(Thread *thread) {
    vm_throw_new(thread, "System.OutOfMemoryException", NULL);
}

/* ---- rows of a module: the emitter's for dynamic ones, the image's for the rest ------------ */

typedef struct {
    Assembly *assembly;
    MetaEmitter *emitter; /* NULL: read the image */
} Scope;

static Scope scope_of(Assembly *assembly) {
    EmitModule *module = assembly->dynamic_module;
    return (Scope){assembly, module ? module->emitter : NULL};
}

static const void *scope_row(Scope scope, enum MetaTable table, uint32_t row) {
    return scope.emitter ? meta_emitter_row(scope.emitter, table, row)
                         : meta_table_row(scope.assembly->image, table, row);
}

static uint32_t scope_enclosing(Scope scope, uint32_t typedef_row) {
    if (!scope.emitter) return meta_typedef_enclosing(scope.assembly->image, typedef_row);
    uint32_t n = meta_emitter_row_count(scope.emitter, META_TABLE_NESTEDCLASS);
    for (uint32_t i = 1; i <= n; i++) {
        const MetaNestedClassRow *nested =
            meta_emitter_row(scope.emitter, META_TABLE_NESTEDCLASS, i);
        if (nested->nested_class == typedef_row) return nested->enclosing_class;
    }
    return 0;
}

/* ---- shared references (CoreCLR's emitter returns the existing token for equal input) ----- */

static bool blob_equal(MetaBlob a, const void *data, uint32_t size) {
    return a.size == size && (size == 0 || memcmp(a.data, data, size) == 0);
}

static uint32_t find_or_add_typeref(MetaEmitter *e, uint32_t scope, const char *namespace_name,
                                    const char *name) {
    uint32_t n = meta_emitter_row_count(e, META_TABLE_TYPEREF);
    for (uint32_t i = 1; i <= n; i++) {
        const MetaTypeRefRow *row = meta_emitter_row(e, META_TABLE_TYPEREF, i);
        if (row->resolution_scope == scope && !strcmp(row->name, name) &&
            !strcmp(row->namespace_name, namespace_name))
            return META_TOKEN(META_TABLE_TYPEREF, i);
    }
    MetaTypeRefRow row = {
        .resolution_scope = scope, .name = name, .namespace_name = namespace_name};
    return meta_emitter_add(e, META_TABLE_TYPEREF, &row, 0);
}

static uint32_t find_or_add_blob_row(MetaEmitter *e, enum MetaTable table, const uint8_t *data,
                                     uint32_t size) {
    uint32_t n = meta_emitter_row_count(e, table);
    for (uint32_t i = 1; i <= n; i++) {
        const MetaBlob *blob =
            meta_emitter_row(e, table, i); /* TypeSpec and StandAloneSig: one blob column */
        if (blob_equal(*blob, data, size)) return META_TOKEN(table, i);
    }
    MetaBlob row = {data, size};
    return meta_emitter_add(e, table, &row, 0);
}

static uint32_t find_or_add_memberref(MetaEmitter *e, uint32_t parent, const char *name,
                                      const uint8_t *signature, uint32_t size) {
    uint32_t n = meta_emitter_row_count(e, META_TABLE_MEMBERREF);
    for (uint32_t i = 1; i <= n; i++) {
        const MetaMemberRefRow *row = meta_emitter_row(e, META_TABLE_MEMBERREF, i);
        if (row->parent == parent && !strcmp(row->name, name) &&
            blob_equal(row->signature, signature, size))
            return META_TOKEN(META_TABLE_MEMBERREF, i);
    }
    MetaMemberRefRow row = {.parent = parent, .name = name, .signature = {signature, size}};
    return meta_emitter_add(e, META_TABLE_MEMBERREF, &row, 0);
}

/* An AssemblyRef to `target` (by its Assembly row), bound to it */
static uint32_t assembly_ref_for(EmitModule *module, Assembly *target) {
    for (uint32_t i = 0; i < module->binding_count; i++)
        if (module->bindings[i].target == target)
            return META_TOKEN(META_TABLE_ASSEMBLYREF, module->bindings[i].row);
    Scope scope = scope_of(target);
    const MetaAssemblyRow *identity = scope_row(scope, META_TABLE_ASSEMBLY, 1);
    MetaAssemblyRefRow row = {.name = target->name, .culture = ""};
    if (identity) {
        row.major_version = identity->major_version;
        row.minor_version = identity->minor_version;
        row.build_number = identity->build_number;
        row.revision_number = identity->revision_number;
        row.culture = identity->culture;
        if (identity->public_key.size) {
            row.public_key_or_token = identity->public_key;
            row.flags = 1; /* AssemblyFlags.PublicKey: the full key */
        }
    }
    uint32_t token = meta_emitter_add(module->emitter, META_TABLE_ASSEMBLYREF, &row, 0);
    if (!token) return 0;
    if (module->binding_count == module->binding_capacity) {
        uint32_t capacity = module->binding_capacity ? module->binding_capacity * 2 : 8;
        void *grown = realloc(module->bindings, capacity * sizeof *module->bindings);
        if (!grown) return 0;
        module->bindings = grown;
        module->binding_capacity = capacity;
    }
    module->bindings[module->binding_count].row = META_TOKEN_ROW(token);
    module->bindings[module->binding_count].target = target;
    module->binding_count++;
    return token;
}

/* An AssemblyRef of another module, copied by identity */
static uint32_t copy_assembly_ref(MetaEmitter *e, const MetaAssemblyRefRow *source) {
    uint32_t n = meta_emitter_row_count(e, META_TABLE_ASSEMBLYREF);
    for (uint32_t i = 1; i <= n; i++) {
        const MetaAssemblyRefRow *row = meta_emitter_row(e, META_TABLE_ASSEMBLYREF, i);
        if (!strcmp(row->name, source->name) && !strcmp(row->culture, source->culture))
            return META_TOKEN(META_TABLE_ASSEMBLYREF, i);
    }
    return meta_emitter_add(e, META_TABLE_ASSEMBLYREF, source, 0);
}

/* ---- signatures from another module, re-expressed in this one's tokens -------------------- */

typedef struct {
    uint8_t *data;
    uint32_t size, capacity;
    bool failed;
} SigBuffer;

static void sig_put(SigBuffer *b, uint8_t byte) {
    if (b->failed) return;
    if (b->size == b->capacity) {
        uint32_t capacity = b->capacity ? b->capacity * 2 : 64;
        uint8_t *grown = realloc(b->data, capacity);
        if (!grown) {
            b->failed = true;
            return;
        }
        b->data = grown;
        b->capacity = capacity;
    }
    b->data[b->size++] = byte;
}

static void sig_put_compressed(SigBuffer *b, uint32_t v) {
    uint8_t bytes[4];
    uint32_t n = meta_sig_compress_u32(v, bytes);
    for (uint32_t i = 0; i < n; i++)
        sig_put(b, bytes[i]);
}

/* II.23.2.8 TypeDefOrRefOrSpecEncoded */
static void sig_put_type_token(SigBuffer *b, uint32_t token) {
    uint32_t tag = META_TOKEN_TABLE(token) == META_TABLE_TYPEDEF   ? 0
                   : META_TOKEN_TABLE(token) == META_TABLE_TYPEREF ? 1
                                                                   : 2;
    sig_put_compressed(b, META_TOKEN_ROW(token) << 2 | tag);
}

typedef struct {
    EmitModule *module;
    Scope source;
    int depth;
} Translation;

static uint32_t translate_token(Translation *t, uint32_t token);
static bool translate_signature(Translation *t, MetaBlob signature, SigBuffer *out);

static bool copy_type(Translation *t, MetaSigCursor *c, SigBuffer *out);

static bool copy_compressed(MetaSigCursor *c, SigBuffer *out, uint32_t *value) {
    uint32_t v;
    if (!meta_sig_read_compressed_u32(c, &v)) return false;
    sig_put_compressed(out, v);
    if (value) *value = v;
    return true;
}

static bool copy_token(Translation *t, MetaSigCursor *c, SigBuffer *out) {
    uint32_t token;
    if (!meta_sig_read_type_token(c, &token)) return false;
    uint32_t translated = translate_token(t, token);
    if (!translated) return false;
    sig_put_type_token(out, translated);
    return true;
}

static bool copy_method_tail(Translation *t, MetaSigCursor *c, SigBuffer *out, uint8_t convention) {
    uint32_t count;
    if ((convention & 0x10) && !copy_compressed(c, out, NULL)) return false; /* generic arity */
    if (!copy_compressed(c, out, &count) || count > 0x10000) return false;
    for (uint32_t i = 0; i <= count; i++) /* the return type, then the parameters */
        if (!copy_type(t, c, out)) return false;
    return true;
}

/* One Type (II.23.2.12), custom modifiers, SENTINEL and PINNED included */
static bool copy_type(Translation *t, MetaSigCursor *c, SigBuffer *out) {
    uint8_t b;
    if (++t->depth > 64 || !meta_sig_read_byte(c, &b)) return false;
    sig_put(out, b);
    bool ok = true;
    switch (b) {
    case META_ELEMENT_TYPE_PTR:
    case META_ELEMENT_TYPE_BYREF:
    case META_ELEMENT_TYPE_SZARRAY:
    case 0x45: /* PINNED */
    case 0x41: /* SENTINEL: the vararg part follows */
        ok = copy_type(t, c, out);
        break;
    case META_ELEMENT_TYPE_VALUETYPE:
    case META_ELEMENT_TYPE_CLASS:
        ok = copy_token(t, c, out);
        break;
    case META_ELEMENT_TYPE_CMOD_REQD:
    case META_ELEMENT_TYPE_CMOD_OPT:
        ok = copy_token(t, c, out) && copy_type(t, c, out);
        break;
    case META_ELEMENT_TYPE_VAR:
    case META_ELEMENT_TYPE_MVAR:
        ok = copy_compressed(c, out, NULL);
        break;
    case META_ELEMENT_TYPE_ARRAY: {
        uint32_t rank, sizes, bounds;
        ok = copy_type(t, c, out) && copy_compressed(c, out, &rank) &&
             copy_compressed(c, out, &sizes);
        for (uint32_t i = 0; ok && i < sizes; i++)
            ok = copy_compressed(c, out, NULL);
        ok = ok && copy_compressed(c, out, &bounds);
        /* signed compressed integers have the unsigned encoding's lengths: copied as such */
        for (uint32_t i = 0; ok && i < bounds; i++)
            ok = copy_compressed(c, out, NULL);
        break;
    }
    case META_ELEMENT_TYPE_GENERICINST: {
        uint8_t kind;
        uint32_t count;
        ok = meta_sig_read_byte(c, &kind);
        if (ok) sig_put(out, kind);
        ok = ok && copy_token(t, c, out) && copy_compressed(c, out, &count) && count <= 0x10000;
        for (uint32_t i = 0; ok && i < count; i++)
            ok = copy_type(t, c, out);
        break;
    }
    case META_ELEMENT_TYPE_FNPTR: {
        uint8_t convention;
        ok = meta_sig_read_byte(c, &convention);
        if (ok) sig_put(out, convention);
        ok = ok && copy_method_tail(t, c, out, convention);
        break;
    }
    default:
        /* primitives, string, object, typedbyref, I, U; anything else is not a type */
        ok = (b >= META_ELEMENT_TYPE_VOID && b <= META_ELEMENT_TYPE_STRING) || b == 0x16 ||
             b == 0x18 || b == 0x19 || b == 0x1C;
        break;
    }
    t->depth--;
    return ok;
}

/* A whole signature: method, field, property, locals or method instantiation (II.23.2) */
static bool translate_signature(Translation *t, MetaBlob signature, SigBuffer *out) {
    MetaSigCursor c = meta_sig_cursor(signature);
    uint8_t convention;
    if (!meta_sig_read_byte(&c, &convention)) return false;
    sig_put(out, convention);
    uint32_t count;
    bool ok;
    switch (convention & 0x0F) {
    case 0x06: /* FIELD */
        ok = copy_type(t, &c, out);
        break;
    case 0x07: /* LOCAL_SIG */
    case 0x0A: /* GENERICINST (MethodSpec) */
        ok = copy_compressed(&c, out, &count) && count <= 0x10000;
        for (uint32_t i = 0; ok && i < count; i++)
            ok = copy_type(t, &c, out);
        break;
    case 0x08: /* PROPERTY */
        ok = copy_method_tail(t, &c, out, 0);
        break;
    default:
        ok = copy_method_tail(t, &c, out, convention);
        break;
    }
    return ok && !out->failed;
}

/* A TypeDef, TypeRef or TypeSpec token of the source module as one of this module */
static uint32_t translate_token(Translation *t, uint32_t token) {
    EmitModule *module = t->module;
    MetaEmitter *e = module->emitter;
    if (t->source.assembly == module->assembly) return token;
    if (++t->depth > 64) return 0;
    uint32_t row = META_TOKEN_ROW(token), result = 0;
    switch (META_TOKEN_TABLE(token)) {
    case META_TABLE_TYPEDEF: {
        const MetaTypeDefRow *def = scope_row(t->source, META_TABLE_TYPEDEF, row);
        if (!def) break;
        uint32_t enclosing = scope_enclosing(t->source, row);
        uint32_t scope = enclosing ? translate_token(t, META_TOKEN(META_TABLE_TYPEDEF, enclosing))
                                   : assembly_ref_for(module, t->source.assembly);
        if (scope) result = find_or_add_typeref(e, scope, def->namespace_name, def->name);
        break;
    }
    case META_TABLE_TYPEREF: {
        const MetaTypeRefRow *ref = scope_row(t->source, META_TABLE_TYPEREF, row);
        if (!ref) break;
        uint32_t scope = 0, from = ref->resolution_scope;
        if (META_TOKEN_TABLE(from) == META_TABLE_ASSEMBLYREF && META_TOKEN_ROW(from)) {
            const MetaAssemblyRefRow *assembly =
                scope_row(t->source, META_TABLE_ASSEMBLYREF, META_TOKEN_ROW(from));
            scope = assembly ? copy_assembly_ref(e, assembly) : 0;
        } else if (META_TOKEN_TABLE(from) == META_TABLE_TYPEREF && META_TOKEN_ROW(from)) {
            scope = translate_token(t, from);
        } else { /* the source module itself (Module, ModuleRef, or null: its exported types) */
            scope = assembly_ref_for(module, t->source.assembly);
        }
        if (scope) result = find_or_add_typeref(e, scope, ref->namespace_name, ref->name);
        break;
    }
    case META_TABLE_TYPESPEC: {
        const MetaTypeSpecRow *spec = scope_row(t->source, META_TABLE_TYPESPEC, row);
        if (!spec) break;
        SigBuffer out = {0};
        MetaSigCursor c = meta_sig_cursor(spec->signature);
        if (copy_type(t, &c, &out) && !out.failed)
            result = find_or_add_blob_row(e, META_TABLE_TYPESPEC, out.data, out.size);
        free(out.data);
        break;
    }
    default:
        break;
    }
    t->depth--;
    return result;
}

/* A MemberRef of `parent` for a member of `source` named `name` with `signature` (in source's
 * tokens); 0 with an exception raised */
static uint32_t member_ref(Thread *thread, EmitModule *module, uint32_t parent, Scope source,
                           const char *name, MetaBlob signature) {
    Translation t = {module, source, 0};
    SigBuffer out = {0};
    uint32_t token = 0;
    if (translate_signature(&t, signature, &out))
        token = find_or_add_memberref(module->emitter, parent, name, out.data, out.size);
    free(out.data);
    if (!token)
        vm_throw_new(thread, "System.NotSupportedException",
                     "corvid cannot reference this member from a dynamic module: its signature "
                     "does not translate.");
    return token;
}

/* ---- the module writes itself out (TermCreateClass) --------------------------------------- */

static bool publish(Thread *thread, EmitModule *module) {
    size_t size = 0;
    uint8_t *bytes = meta_emitter_write(module->emitter, &size);
    if (!bytes) {
        throw_out_of_memory(thread);
        return false;
    }
    MetaError error;
    MetaImage *image = meta_image_open_emitted(bytes, size, &error);
    if (!image) {
        char message[400];
        snprintf(message, sizeof message, "The dynamic module's metadata is invalid: %s",
                 error.message);
        vm_throw_new(thread, "System.BadImageFormatException", message);
        return false;
    }
    loader_assembly_replace_image(module->assembly, image);
    for (uint32_t i = 0; i < module->binding_count; i++)
        loader_assembly_bind_reference(module->assembly, module->bindings[i].row,
                                       module->bindings[i].target);
    return true;
}

/* ---- QCalls ---------------------------------------------------------------------------------
 * A QCallModule takes two argument slots, {address of the RuntimeModule reference, its m_pData}:
 * the Assembly is the second.  Strings are pinned NUL-terminated UTF-16, arrays pinned
 * pointers with their lengths beside them. */

static char *utf8_of(const uint16_t *text) {
    size_t units = 0;
    while (text && text[units])
        units++;
    /* coreclr_utf16_to_utf8 keeps room for a whole 4-byte sequence and the terminator */
    char *out = malloc(units * 3 + 5);
    if (out) coreclr_utf16_to_utf8(text ? text : (const uint16_t *)u"", out, units * 3 + 5);
    return out;
}

/* Whether NUL-terminated UTF-16 `text` is the ASCII `ascii` */
static bool utf16_is(const uint16_t *text, const char *ascii) {
    if (!text) return false;
    for (; *ascii; text++, ascii++)
        if (*text != (uint8_t)*ascii) return false;
    return *text == 0;
}

/* Begins a QCall on a dynamic module: the module with the emit lock held, or NULL with an
 * exception raised */
static EmitModule *begin(Thread *thread, Slot *module_slots) {
    EmitModule *module = module_of(thread, module_slots[1].p);
    if (module) lock_emit(thread);
    return module;
}

static void finish_token(Thread *thread, Slot *result, uint32_t token) {
    unlock_emit();
    if (!token) throw_out_of_memory(thread);
    result[0].i4 = (int32_t)token;
}

/* "Namespace.Name" split at the last dot (CoreCLR's DefineTypeRefByName / DefineTypeDef);
 * backslash escapes of reserved type-name characters removed */
static void split_name(char *full, const char **namespace_name, const char **name, bool unescape) {
    if (unescape) {
        char *to = full;
        for (const char *from = full; *from; from++) {
            if (*from == '\\' && from[1] && strchr(",[]&*+\\", from[1])) from++;
            *to++ = *from;
        }
        *to = 0;
    }
    char *dot = strrchr(full, '.');
    if (dot && dot != full) {
        *dot = 0;
        *namespace_name = full;
        *name = dot + 1;
    } else {
        *namespace_name = "";
        *name = full;
    }
}

static uint32_t find_typedef(MetaEmitter *e, const char *namespace_name, const char *name,
                             uint32_t enclosing) {
    uint32_t n = meta_emitter_row_count(e, META_TABLE_TYPEDEF);
    Scope scope = {NULL, e};
    for (uint32_t i = 2; i <= n; i++) {
        const MetaTypeDefRow *row = meta_emitter_row(e, META_TABLE_TYPEDEF, i);
        if (!strcmp(row->name, name) && !strcmp(row->namespace_name, namespace_name) &&
            scope_enclosing(scope, i) == enclosing)
            return META_TOKEN(META_TABLE_TYPEDEF, i);
    }
    return 0;
}

/* ModuleBuilder_GetTypeRef(QCallModule, string fullName, QCallModule refedModule, int tkResolution)
 */
static void qcall_get_type_ref(Thread *thread, Slot *args, Slot *result) {
    Assembly *referenced = args[4].p;
    uint32_t resolution = args[5].u4;
    char *full = utf8_of(args[2].p);
    if (!args[2].p || !full) {
        free(full);
        vm_throw_new(thread, "System.ArgumentNullException",
                     "Value cannot be null. (Parameter 'strFullName')");
        return;
    }
    EmitModule *module = begin(thread, args);
    if (!module) {
        free(full);
        return;
    }
    const char *namespace_name, *name;
    split_name(full, &namespace_name, &name, true);
    uint32_t token;
    if (referenced == module->assembly) {
        token = find_typedef(module->emitter, namespace_name, name, META_TOKEN_ROW(resolution));
        unlock_emit();
        free(full);
        if (!token) {
            vm_throw_new(thread, "System.TypeLoadException",
                         "The type is not defined in this dynamic module.");
            return;
        }
        result[0].i4 = (int32_t)token;
        return;
    }
    uint32_t scope = META_TOKEN_ROW(resolution) ? resolution
                     : referenced               ? assembly_ref_for(module, referenced)
                                                : 0;
    token = scope ? find_or_add_typeref(module->emitter, scope, namespace_name, name) : 0;
    free(full);
    finish_token(thread, result, token);
}

/* A MethodDef or Field row's name and signature in `scope` */
static bool member_row(Scope scope, uint32_t token, const char **name, MetaBlob *signature) {
    if (META_TOKEN_TABLE(token) == META_TABLE_METHODDEF) {
        const MetaMethodDefRow *row = scope_row(scope, META_TABLE_METHODDEF, META_TOKEN_ROW(token));
        if (!row) return false;
        *name = row->name;
        *signature = row->signature;
        return true;
    }
    if (META_TOKEN_TABLE(token) == META_TABLE_FIELD) {
        const MetaFieldRow *row = scope_row(scope, META_TABLE_FIELD, META_TOKEN_ROW(token));
        if (!row) return false;
        *name = row->name;
        *signature = row->signature;
        return true;
    }
    return false;
}

/* ModuleBuilder_GetMemberRef(QCallModule, QCallModule refedModule, int tr, int defToken) */
static void qcall_get_member_ref(Thread *thread, Slot *args, Slot *result) {
    Assembly *referenced = args[3].p;
    uint32_t parent = args[4].u4, definition = args[5].u4;
    EmitModule *module = begin(thread, args);
    if (!module) return;
    const char *name;
    MetaBlob signature;
    if (!referenced || !member_row(scope_of(referenced), definition, &name, &signature)) {
        unlock_emit();
        vm_throw_new(thread, "System.ArgumentException",
                     "The member token does not name a method or field of its module.");
        return;
    }
    uint32_t token = member_ref(thread, module, parent, scope_of(referenced), name, signature);
    unlock_emit();
    if (token) result[0].i4 = (int32_t)token;
}

/* ModuleBuilder_GetMemberRefFromSignature(QCallModule, int tr, string name, byte[] sig, int length)
 */
static void qcall_get_member_ref_from_signature(Thread *thread, Slot *args, Slot *result) {
    char *name = utf8_of(args[3].p);
    int32_t length = args[5].i4;
    if (!name || length < 0) {
        free(name);
        throw_out_of_memory(thread);
        return;
    }
    EmitModule *module = begin(thread, args);
    if (!module) {
        free(name);
        return;
    }
    uint32_t token =
        find_or_add_memberref(module->emitter, args[2].u4, name, args[4].p, (uint32_t)length);
    free(name);
    finish_token(thread, result, token);
}

/* ModuleBuilder_GetMemberRefOfMethodInfo(QCallModule, int tr, RuntimeMethodHandleInternal) */
static void qcall_get_member_ref_of_method(Thread *thread, Slot *args, Slot *result) {
    Method *method = args[3].p;
    if (!method) {
        vm_throw_new(thread, "System.ArgumentNullException",
                     "Value cannot be null. (Parameter 'method')");
        return;
    }
    Method *definition = coreclr_typical_method_definition(method);
    Assembly *home = definition->owner->assembly;
    if (!home || META_TOKEN_TABLE(definition->token) != META_TABLE_METHODDEF) {
        vm_throw_new(thread, "System.NotSupportedException",
                     "corvid does not support referencing a method without metadata from a dynamic "
                     "module yet.");
        return;
    }
    EmitModule *module = begin(thread, args);
    if (!module) return;
    if (home == module->assembly) {
        unlock_emit();
        result[0].i4 = (int32_t)definition->token;
        return;
    }
    const char *name;
    MetaBlob signature;
    uint32_t token = 0;
    if (member_row(scope_of(home), definition->token, &name, &signature))
        token = member_ref(thread, module, args[2].u4, scope_of(home), name, signature);
    unlock_emit();
    if (token) result[0].i4 = (int32_t)token;
}

/* ModuleBuilder_GetMemberRefOfFieldInfo(QCallModule, int tkType, QCallTypeHandle declaringType, int
 * tkField) */
static void qcall_get_member_ref_of_field(Thread *thread, Slot *args, Slot *result) {
    uint32_t parent = args[2].u4, field = args[5].u4;
    if (META_TOKEN_TABLE(parent) == META_TABLE_TYPEDEF) {
        result[0].i4 = (int32_t)field;
        return;
    }
    Object **type_object = args[3].p;
    Type *declaring = type_object && *type_object ? vm_type_from_object(*type_object)
                                                  : coreclr_type_handle_type(args[4].u8);
    if (declaring && declaring->generic_definition) declaring = declaring->generic_definition;
    Assembly *home = declaring ? declaring->assembly : NULL;
    if (!home) {
        vm_throw_new(thread, "System.ArgumentException",
                     "The field's declaring type has no module.");
        return;
    }
    EmitModule *module = begin(thread, args);
    if (!module) return;
    const char *name;
    MetaBlob signature;
    uint32_t token = 0;
    if (member_row(scope_of(home), field, &name, &signature)) {
        token = member_ref(thread, module, parent, scope_of(home), name, signature);
    } else {
        vm_throw_new(thread, "System.ArgumentException",
                     "The field token does not name a field of its module.");
    }
    unlock_emit();
    if (token) result[0].i4 = (int32_t)token;
}

/* ModuleBuilder_GetTokenFromTypeSpec(QCallModule, byte[] sig, int length) */
static void qcall_get_token_from_type_spec(Thread *thread, Slot *args, Slot *result) {
    int32_t length = args[3].i4;
    EmitModule *module = begin(thread, args);
    if (!module) return;
    finish_token(thread, result,
                 length > 0 ? find_or_add_blob_row(module->emitter, META_TABLE_TYPESPEC, args[2].p,
                                                   (uint32_t)length)
                            : 0);
}

/* ModuleBuilder_GetArrayMethodToken(QCallModule, int tkTypeSpec, string name, byte[] sig, int
 * length) */
static void qcall_get_array_method_token(Thread *thread, Slot *args, Slot *result) {
    if (!args[3].p || !args[2].u4) {
        vm_throw_new(thread, "System.ArgumentNullException",
                     "Value cannot be null. (Parameter 'methodName')");
        return;
    }
    qcall_get_member_ref_from_signature(thread, args, result);
}

/* ModuleBuilder_GetStringConstant(QCallModule, string str, int length) */
static void qcall_get_string_constant(Thread *thread, Slot *args, Slot *result) {
    int32_t length = args[3].i4;
    EmitModule *module = begin(thread, args);
    if (!module) return;
    static const uint16_t empty[1];
    finish_token(thread, result,
                 length >= 0 ? meta_emitter_user_string(
                                   module->emitter, args[2].p ? args[2].p : empty, (uint32_t)length)
                             : 0);
}

/* ModuleBuilder_SetFieldRVAContent(QCallModule, int fdToken, byte[] data, int length) */
static void qcall_set_field_rva_content(Thread *thread, Slot *args, Slot *result) {
    uint32_t field = META_TOKEN_ROW(args[2].u4);
    int32_t length = args[4].i4;
    EmitModule *module = begin(thread, args);
    if (!module) return;
    MetaFieldRow *row = meta_emitter_row(module->emitter, META_TABLE_FIELD, field);
    bool ok = row && length >= 0 &&
              meta_emitter_set_field_data(module->emitter, field, args[3].p, (uint32_t)length);
    if (ok) row->flags |= 0x0100; /* HasFieldRVA */
    unlock_emit();
    if (!ok) throw_out_of_memory(thread);
}

/* TypeBuilder_DefineType(QCallModule, string fullName, int tkParent, TypeAttributes, int
 * tkEnclosing, int[] interfaces) */
static void qcall_define_type(Thread *thread, Slot *args, Slot *result) {
    char *full = utf8_of(args[2].p);
    uint32_t parent = args[3].u4, attributes = args[4].u4, enclosing = META_TOKEN_ROW(args[5].u4);
    const int32_t *interfaces = args[6].p;
    if (!full) {
        throw_out_of_memory(thread);
        return;
    }
    EmitModule *module = begin(thread, args);
    if (!module) {
        free(full);
        return;
    }
    const char *namespace_name = "", *name = full;
    if (!enclosing) split_name(full, &namespace_name, &name, false);
    if (find_typedef(module->emitter, namespace_name, name, enclosing)) {
        unlock_emit();
        free(full);
        vm_throw_new(thread, "System.ArgumentException", "Duplicate type name within an assembly.");
        return;
    }
    MetaTypeDefRow row = {
        .flags = attributes, .name = name, .namespace_name = namespace_name, .extends = parent};
    uint32_t token = meta_emitter_add(module->emitter, META_TABLE_TYPEDEF, &row, 0);
    free(full);
    if (token && enclosing) {
        MetaNestedClassRow nested = {META_TOKEN_ROW(token), enclosing};
        if (!meta_emitter_add(module->emitter, META_TABLE_NESTEDCLASS, &nested, 0)) token = 0;
    }
    for (uint32_t i = 0; token && interfaces && interfaces[i]; i++) {
        MetaInterfaceImplRow impl = {META_TOKEN_ROW(token), (uint32_t)interfaces[i]};
        if (!meta_emitter_add(module->emitter, META_TABLE_INTERFACEIMPL, &impl, 0)) token = 0;
    }
    finish_token(thread, result, token);
}

/* TypeBuilder_SetParentType(QCallModule, int tdTypeDef, int tkParent) */
static void qcall_set_parent_type(Thread *thread, Slot *args, Slot *result) {
    EmitModule *module = begin(thread, args);
    if (!module) return;
    MetaTypeDefRow *row =
        meta_emitter_row(module->emitter, META_TABLE_TYPEDEF, META_TOKEN_ROW(args[2].u4));
    if (row) row->extends = args[3].u4;
    unlock_emit();
}

/* TypeBuilder_AddInterfaceImpl(QCallModule, int tdTypeDef, int tkInterface) */
static void qcall_add_interface_impl(Thread *thread, Slot *args, Slot *result) {
    EmitModule *module = begin(thread, args);
    if (!module) return;
    MetaInterfaceImplRow impl = {META_TOKEN_ROW(args[2].u4), args[3].u4};
    uint32_t token = meta_emitter_add(module->emitter, META_TABLE_INTERFACEIMPL, &impl, 0);
    unlock_emit();
    if (!token) throw_out_of_memory(thread);
}

/* The type owning a member: a TypeDef token, RID 0 for the global <Module> type (row 1) */
static uint32_t owner_row(uint32_t type_token) {
    return META_TOKEN_ROW(type_token) ? META_TOKEN_ROW(type_token) : 1;
}

/* The Define* QCalls that name what they add: `row` (with its blob already set) gets the UTF-8
 * name in `name_column`, is added to `table` under `owner`, and its token is the result */
static void define_named(Thread *thread, Slot *module_slots, const uint16_t *utf16_name,
                         enum MetaTable table, void *row, const char **name_column, uint32_t owner,
                         Slot *result) {
    char *name = utf16_name ? utf8_of(utf16_name) : NULL;
    if (utf16_name && !name) {
        throw_out_of_memory(thread);
        return;
    }
    EmitModule *module = begin(thread, module_slots);
    if (module) {
        *name_column = name ? name : "";
        finish_token(thread, result, meta_emitter_add(module->emitter, table, row, owner));
    }
    free(name);
}

static bool length_valid(Thread *thread, int32_t length) {
    if (length >= 0) return true;
    vm_throw_new(thread, "System.ArgumentOutOfRangeException", "The signature length is negative.");
    return false;
}

/* TypeBuilder_DefineMethod(QCallModule, int tkParent, string name, byte[] sig, int length,
 * MethodAttributes) */
static void qcall_define_method(Thread *thread, Slot *args, Slot *result) {
    int32_t length = args[5].i4;
    if (!length_valid(thread, length)) return;
    MetaMethodDefRow row = {.flags = args[6].u4, .signature = {args[4].p, (uint32_t)length}};
    /* CoreCLR's emitter marks constructors RTSpecialName | SpecialName itself (II.10.5.1) */
    if (utf16_is(args[3].p, ".ctor") || utf16_is(args[3].p, ".cctor")) row.flags |= 0x1800;
    define_named(thread, args, args[3].p, META_TABLE_METHODDEF, &row, &row.name,
                 owner_row(args[2].u4), result);
}

/* TypeBuilder_DefineMethodSpec(QCallModule, int tkParent, byte[] sig, int length) */
static void qcall_define_method_spec(Thread *thread, Slot *args, Slot *result) {
    uint32_t method = args[2].u4;
    const uint8_t *signature = args[3].p;
    int32_t length = args[4].i4;
    EmitModule *module = begin(thread, args);
    if (!module) return;
    uint32_t token = 0, n = meta_emitter_row_count(module->emitter, META_TABLE_METHODSPEC);
    for (uint32_t i = 1; i <= n && !token; i++) {
        const MetaMethodSpecRow *row = meta_emitter_row(module->emitter, META_TABLE_METHODSPEC, i);
        if (row->method == method && blob_equal(row->instantiation, signature, (uint32_t)length))
            token = META_TOKEN(META_TABLE_METHODSPEC, i);
    }
    if (!token && length >= 0) {
        MetaMethodSpecRow row = {method, {signature, (uint32_t)length}};
        token = meta_emitter_add(module->emitter, META_TABLE_METHODSPEC, &row, 0);
    }
    finish_token(thread, result, token);
}

/* TypeBuilder_DefineField(QCallModule, int tkParent, string name, byte[] sig, int length,
 * FieldAttributes) */
static void qcall_define_field(Thread *thread, Slot *args, Slot *result) {
    int32_t length = args[5].i4;
    if (!length_valid(thread, length)) return;
    MetaFieldRow row = {.flags = args[6].u4, .signature = {args[4].p, (uint32_t)length}};
    define_named(thread, args, args[3].p, META_TABLE_FIELD, &row, &row.name, owner_row(args[2].u4),
                 result);
}

/* CoreLib's ExceptionHandler (RuntimeMethodBuilder.cs): seven ints in this order */
typedef struct {
    int32_t class_token, try_start, try_end, filter, handler_start, handler_end, kind;
} ManagedExceptionHandler;

/* TypeBuilder_SetMethodIL(QCallModule, int tk, bool initLocals, byte[] body, int bodyLength,
 * byte[] localSig, int sigLength, int maxStack, ExceptionHandler[] eh, int ehCount,
 * int[] tokenFixups, int fixupCount).  The fixups matter only to a module saved to disk. */
static void qcall_set_method_il(Thread *thread, Slot *args, Slot *result) {
    uint32_t method = META_TOKEN_ROW(args[2].u4);
    const uint8_t *code = args[4].p, *locals = args[6].p;
    int32_t code_size = args[5].i4, locals_size = args[7].i4, clause_count = args[10].i4;
    const ManagedExceptionHandler *handlers = args[9].p;
    if (code_size <= 0 || !code) return; /* an abstract method: no body, RVA 0 */
    if (clause_count < 0 || locals_size < 0) {
        vm_throw_new(thread, "System.ArgumentException", "The method body is malformed.");
        return;
    }
    MetaExceptionClause *clauses =
        clause_count ? calloc((size_t)clause_count, sizeof *clauses) : NULL;
    if (clause_count && !clauses) {
        throw_out_of_memory(thread);
        return;
    }
    for (int32_t i = 0; i < clause_count; i++) {
        const ManagedExceptionHandler *h = &handlers[i];
        clauses[i] = (MetaExceptionClause){
            .flags = (uint32_t)h->kind,
            .try_offset = (uint32_t)h->try_start,
            .try_length = (uint32_t)(h->try_end - h->try_start),
            .handler_offset = (uint32_t)h->handler_start,
            .handler_length = (uint32_t)(h->handler_end - h->handler_start),
            .class_token_or_filter_offset = h->kind == 1   ? (uint32_t)h->filter
                                            : h->kind == 2 ? 0
                                                           : (uint32_t)h->class_token,
        };
    }
    EmitModule *module = begin(thread, args);
    if (!module) {
        free(clauses);
        return;
    }
    uint32_t local_signature = 0;
    /* LOCAL_SIG with no locals ("07 00", which CoreLib always sends) is no signature */
    if (locals && locals_size > 2 && !(locals[0] == 0 && locals[1] == 0))
        local_signature = find_or_add_blob_row(module->emitter, META_TABLE_STANDALONESIG, locals,
                                               (uint32_t)locals_size);
    MetaEmitterBody body = {
        .code = code,
        .code_size = (uint32_t)code_size,
        .max_stack = args[8].u4 & 0xFFFF,
        .local_signature = local_signature,
        .init_locals = args[3].u4 != 0,
        .clauses = clauses,
        .clause_count = (uint32_t)clause_count,
    };
    bool ok = (local_signature || locals_size <= 2) &&
              meta_emitter_set_body(module->emitter, method, &body);
    unlock_emit();
    free(clauses);
    if (!ok) throw_out_of_memory(thread);
}

/* TypeBuilder_DefineCustomAttribute(QCallModule, int tkOwner, int tkConstructor, byte* blob, int
 * length) */
static void qcall_define_custom_attribute(Thread *thread, Slot *args, Slot *result) {
    int32_t length = args[5].i4;
    EmitModule *module = begin(thread, args);
    if (!module) return;
    MetaCustomAttributeRow row = {
        .parent = args[2].u4,
        .constructor = args[3].u4,
        .value = {args[4].p ? args[4].p : (const uint8_t *)"", length > 0 ? (uint32_t)length : 0}};
    uint32_t token = meta_emitter_add(module->emitter, META_TABLE_CUSTOMATTRIBUTE, &row, 0);
    unlock_emit();
    if (!token) throw_out_of_memory(thread);
}

/* TypeBuilder_DefineProperty(QCallModule, int tkParent, string name, PropertyAttributes, byte[]
 * sig, int length) */
static void qcall_define_property(Thread *thread, Slot *args, Slot *result) {
    int32_t length = args[6].i4;
    if (!length_valid(thread, length)) return;
    MetaPropertyRow row = {.flags = args[4].u4, .type = {args[5].p, (uint32_t)length}};
    define_named(thread, args, args[3].p, META_TABLE_PROPERTY, &row, &row.name,
                 owner_row(args[2].u4), result);
}

/* TypeBuilder_DefineEvent(QCallModule, int tkParent, string name, EventAttributes, int tkEventType)
 */
static void qcall_define_event(Thread *thread, Slot *args, Slot *result) {
    MetaEventRow row = {.flags = args[4].u4, .event_type = args[5].u4};
    define_named(thread, args, args[3].p, META_TABLE_EVENT, &row, &row.name, owner_row(args[2].u4),
                 result);
}

/* TypeBuilder_DefineMethodSemantics(QCallModule, int tkAssociation, MethodSemanticsAttributes, int
 * tkMethod) */
static void qcall_define_method_semantics(Thread *thread, Slot *args, Slot *result) {
    EmitModule *module = begin(thread, args);
    if (!module) return;
    MetaMethodSemanticsRow row = {
        .semantics = args[3].u4, .method = META_TOKEN_ROW(args[4].u4), .association = args[2].u4};
    uint32_t token = meta_emitter_add(module->emitter, META_TABLE_METHODSEMANTICS, &row, 0);
    unlock_emit();
    if (!token) throw_out_of_memory(thread);
}

/* TypeBuilder_DefineMethodImpl(QCallModule, int tkType, int tkBody, int tkDecl) */
static void qcall_define_method_impl(Thread *thread, Slot *args, Slot *result) {
    EmitModule *module = begin(thread, args);
    if (!module) return;
    MetaMethodImplRow row = {META_TOKEN_ROW(args[2].u4), args[3].u4, args[4].u4};
    uint32_t token = meta_emitter_add(module->emitter, META_TABLE_METHODIMPL, &row, 0);
    unlock_emit();
    if (!token) throw_out_of_memory(thread);
}

/* TypeBuilder_SetMethodImpl(QCallModule, int tkMethod, MethodImplAttributes) */
static void qcall_set_method_impl(Thread *thread, Slot *args, Slot *result) {
    EmitModule *module = begin(thread, args);
    if (!module) return;
    MetaMethodDefRow *row =
        meta_emitter_row(module->emitter, META_TABLE_METHODDEF, META_TOKEN_ROW(args[2].u4));
    if (row) row->impl_flags = args[3].u4;
    unlock_emit();
}

/* TypeBuilder_SetParamInfo(QCallModule, int tkMethod, int sequence, ParameterAttributes, string
 * name) */
static void qcall_set_param_info(Thread *thread, Slot *args, Slot *result) {
    MetaParamRow row = {.flags = args[4].u4, .sequence = args[3].u4};
    define_named(thread, args, args[5].p, META_TABLE_PARAM, &row, &row.name,
                 META_TOKEN_ROW(args[2].u4), result);
}

/* TypeBuilder_GetTokenFromSig(QCallModule, byte[] sig, int length) */
static void qcall_get_token_from_sig(Thread *thread, Slot *args, Slot *result) {
    int32_t length = args[3].i4;
    EmitModule *module = begin(thread, args);
    if (!module) return;
    finish_token(thread, result,
                 length > 0 ? find_or_add_blob_row(module->emitter, META_TABLE_STANDALONESIG,
                                                   args[2].p, (uint32_t)length)
                            : 0);
}

/* The row of `table` whose column at `key_offset` holds `key`, added as `fresh` when there is none
 * (one ClassLayout per type, one FieldLayout per field); NULL when out of memory */
static void *row_for_key(MetaEmitter *e, enum MetaTable table, size_t key_offset, uint32_t key,
                         const void *fresh) {
    uint32_t n = meta_emitter_row_count(e, table);
    for (uint32_t i = 1; i <= n; i++) {
        uint8_t *row = meta_emitter_row(e, table, i);
        if (*(const uint32_t *)(row + key_offset) == key) return row;
    }
    uint32_t token = meta_emitter_add(e, table, fresh, 0);
    return token ? meta_emitter_row(e, table, META_TOKEN_ROW(token)) : NULL;
}

/* TypeBuilder_SetFieldLayoutOffset(QCallModule, int fdToken, int offset) */
static void qcall_set_field_layout_offset(Thread *thread, Slot *args, Slot *result) {
    MetaFieldLayoutRow fresh = {args[3].u4, META_TOKEN_ROW(args[2].u4)};
    EmitModule *module = begin(thread, args);
    if (!module) return;
    MetaFieldLayoutRow *row = row_for_key(module->emitter, META_TABLE_FIELDLAYOUT,
                                          offsetof(MetaFieldLayoutRow, field), fresh.field, &fresh);
    if (row) row->offset = fresh.offset;
    unlock_emit();
    if (!row) throw_out_of_memory(thread);
}

/* TypeBuilder_SetClassLayout(QCallModule, int tk, PackingSize, int size) */
static void qcall_set_class_layout(Thread *thread, Slot *args, Slot *result) {
    MetaClassLayoutRow fresh = {args[3].u4, args[4].u4, META_TOKEN_ROW(args[2].u4)};
    EmitModule *module = begin(thread, args);
    if (!module) return;
    MetaClassLayoutRow *row =
        row_for_key(module->emitter, META_TABLE_CLASSLAYOUT, offsetof(MetaClassLayoutRow, parent),
                    fresh.parent, &fresh);
    if (row) {
        row->packing_size = fresh.packing_size;
        row->class_size = fresh.class_size;
    }
    unlock_emit();
    if (!row) throw_out_of_memory(thread);
}

/* TypeBuilder_SetConstantValue(QCallModule, int tk, int corType, void* value): primitives as their
 * bytes, a string as NUL-terminated UTF-16, null as ELEMENT_TYPE_CLASS with no value */
static void qcall_set_constant_value(Thread *thread, Slot *args, Slot *result) {
    uint32_t owner = args[2].u4, type = args[3].u4;
    const uint8_t *value = args[4].p;
    static const uint8_t zero[4];
    uint32_t size;
    switch (type) {
    case META_ELEMENT_TYPE_BOOLEAN:
    case META_ELEMENT_TYPE_I1:
    case META_ELEMENT_TYPE_U1:
        size = 1;
        break;
    case META_ELEMENT_TYPE_CHAR:
    case META_ELEMENT_TYPE_I2:
    case META_ELEMENT_TYPE_U2:
        size = 2;
        break;
    case META_ELEMENT_TYPE_I4:
    case META_ELEMENT_TYPE_U4:
    case META_ELEMENT_TYPE_R4:
        size = 4;
        break;
    case META_ELEMENT_TYPE_I8:
    case META_ELEMENT_TYPE_U8:
    case META_ELEMENT_TYPE_R8:
        size = 8;
        break;
    case META_ELEMENT_TYPE_STRING: {
        const uint16_t *text = (const uint16_t *)value;
        size = 0;
        while (text && text[size])
            size++;
        size *= 2;
        break;
    }
    case META_ELEMENT_TYPE_CLASS:
        size = 4;
        value = zero;
        break;
    default:
        vm_throw_new(thread, "System.ArgumentException",
                     "Constant does not match the defined type.");
        return;
    }
    if (!value && size) value = zero;
    EmitModule *module = begin(thread, args);
    if (!module) return;
    MetaConstantRow row = {.type = type, .parent = owner, .value = {value ? value : zero, size}};
    uint32_t token = meta_emitter_add(module->emitter, META_TABLE_CONSTANT, &row, 0);
    /* HasDefault: fdHasDefault 0x8000, pdHasDefault / prHasDefault 0x1000 */
    if (META_TOKEN_TABLE(owner) == META_TABLE_FIELD) {
        MetaFieldRow *field =
            meta_emitter_row(module->emitter, META_TABLE_FIELD, META_TOKEN_ROW(owner));
        if (field) field->flags |= 0x8000;
    } else if (META_TOKEN_TABLE(owner) == META_TABLE_PARAM) {
        MetaParamRow *param =
            meta_emitter_row(module->emitter, META_TABLE_PARAM, META_TOKEN_ROW(owner));
        if (param) param->flags |= 0x1000;
    } else if (META_TOKEN_TABLE(owner) == META_TABLE_PROPERTY) {
        MetaPropertyRow *property =
            meta_emitter_row(module->emitter, META_TABLE_PROPERTY, META_TOKEN_ROW(owner));
        if (property) property->flags |= 0x1000;
    }
    unlock_emit();
    if (!token) throw_out_of_memory(thread);
}

/* TypeBuilder_SetPInvokeData(QCallModule, string dll, string entry, int tkMethod, int linkFlags) */
static void qcall_set_pinvoke_data(Thread *thread, Slot *args, Slot *result) {
    char *dll = utf8_of(args[2].p), *entry = utf8_of(args[3].p);
    uint32_t method = META_TOKEN_ROW(args[4].u4);
    if (!dll || !entry) {
        free(dll);
        free(entry);
        throw_out_of_memory(thread);
        return;
    }
    EmitModule *module = begin(thread, args);
    if (!module) {
        free(dll);
        free(entry);
        return;
    }
    MetaEmitter *e = module->emitter;
    uint32_t scope = 0, n = meta_emitter_row_count(e, META_TABLE_MODULEREF);
    for (uint32_t i = 1; i <= n && !scope; i++)
        if (!strcmp(((const MetaModuleRefRow *)meta_emitter_row(e, META_TABLE_MODULEREF, i))->name,
                    dll))
            scope = i;
    if (!scope) {
        MetaModuleRefRow row = {dll};
        scope = META_TOKEN_ROW(meta_emitter_add(e, META_TABLE_MODULEREF, &row, 0));
    }
    MetaImplMapRow map = {.mapping_flags = args[5].u4,
                          .member_forwarded = META_TOKEN(META_TABLE_METHODDEF, method),
                          .import_name = entry,
                          .import_scope = scope};
    uint32_t token = scope ? meta_emitter_add(e, META_TABLE_IMPLMAP, &map, 0) : 0;
    MetaMethodDefRow *row = meta_emitter_row(e, META_TABLE_METHODDEF, method);
    if (row) row->impl_flags = 0;
    unlock_emit();
    free(dll);
    free(entry);
    if (!token) throw_out_of_memory(thread);
}

/* TypeBuilder_DefineGenericParam(QCallModule, string name, int tkOwner, GenericParameterAttributes,
 * int position, int[] constraints (0-terminated)) */
static void qcall_define_generic_param(Thread *thread, Slot *args, Slot *result) {
    char *name = utf8_of(args[2].p);
    const int32_t *constraints = args[6].p;
    if (!name) {
        throw_out_of_memory(thread);
        return;
    }
    EmitModule *module = begin(thread, args);
    if (!module) {
        free(name);
        return;
    }
    MetaGenericParamRow row = {
        .number = args[5].u4, .flags = args[4].u4, .owner = args[3].u4, .name = name};
    uint32_t token = meta_emitter_add(module->emitter, META_TABLE_GENERICPARAM, &row, 0);
    free(name);
    for (uint32_t i = 0; token && constraints && constraints[i]; i++) {
        MetaGenericParamConstraintRow constraint = {META_TOKEN_ROW(token),
                                                    (uint32_t)constraints[i]};
        if (!meta_emitter_add(module->emitter, META_TABLE_GENERICPARAMCONSTRAINT, &constraint, 0))
            token = 0;
    }
    finish_token(thread, result, token);
}

/* TypeBuilder_TermCreateClass(QCallModule, int tk, ObjectHandleOnStack type): the type is
 * complete; the loader sees the module as it now stands and loads it */
static void qcall_term_create_class(Thread *thread, Slot *args, Slot *result) {
    uint32_t token = args[2].u4, row = owner_row(token);
    EmitModule *module = begin(thread, args);
    if (!module) return;
    bool ok = mark_created(module, row);
    if (!ok) throw_out_of_memory(thread);
    ok = ok && publish(thread, module);
    unlock_emit();
    if (!ok || !META_TOKEN_ROW(token)) return; /* the global type: nothing to hand back */
    Type *type =
        loader_resolve_type(thread, module->assembly, META_TOKEN(META_TABLE_TYPEDEF, row), NULL);
    if (!type || !loader_ensure_laid_out(thread, type)) return;
    Object *object = vm_type_object(thread, type);
    if (object) vm_store_reference(args[3].p, object);
}

/* ---- dynamic assemblies ------------------------------------------------------------------ */

static uint16_t given(uint16_t part) {
    return part == 0xFFFF ? 0 : part;
}

/* AppDomain_CreateDynamicAssembly(ObjectHandleOnStack loadContext, NativeAssemblyNameParts*,
 * AssemblyHashAlgorithm, AssemblyBuilderAccess, ObjectHandleOnStack result): DynamicMethod's
 * anonymous host and AssemblyBuilder.DefineDynamicAssembly.  RunAndCollect assemblies are kept
 * like Run ones (corvid does not unload code). */
static void qcall_create_dynamic_assembly(Thread *thread, Slot *args, Slot *result) {
    const NativeAssemblyNameParts *parts = args[1].p;
    char name[1024], culture[128] = "";
    if (!parts || !parts->name || !parts->name[0]) {
        vm_throw_new(thread, "System.ArgumentException", "The assembly name is empty.");
        return;
    }
    coreclr_utf16_to_utf8(parts->name, name, sizeof name);
    if (parts->culture) coreclr_utf16_to_utf8(parts->culture, culture, sizeof culture);
    MetaAssemblyIdentity identity = {
        .name = name,
        .culture = culture,
        .module_name = "RefEmit_InMemoryManifestModule",
        .version = {given(parts->major), given(parts->minor), given(parts->build),
                    given(parts->revision)},
        .flags = parts->flags & META_ASSEMBLY_PUBLIC_KEY,
        .public_key = (parts->flags & META_ASSEMBLY_PUBLIC_KEY) ? parts->public_key_or_token : NULL,
        .public_key_size =
            (parts->flags & META_ASSEMBLY_PUBLIC_KEY) && parts->public_key_or_token_size > 0
                ? (uint32_t)parts->public_key_or_token_size
                : 0,
    };
    EmitModule *module = calloc(1, sizeof *module);
    MetaEmitter *emitter = module ? meta_emitter_new(&identity) : NULL;
    size_t size = 0;
    uint8_t *image = emitter ? meta_emitter_write(emitter, &size) : NULL;
    if (!image) {
        meta_emitter_free(emitter);
        free(module);
        throw_out_of_memory(thread);
        return;
    }
    char error[512];
    Assembly *assembly = loader_define_dynamic_assembly(image, size, error, sizeof error);
    free(image);
    if (!assembly) {
        meta_emitter_free(emitter);
        free(module);
        vm_throw_new(thread, "System.BadImageFormatException", error);
        return;
    }
    module->assembly = assembly;
    module->emitter = emitter;
    assembly->typedef_created = typedef_created;
    __atomic_store_n(&assembly->dynamic_module, module, __ATOMIC_RELEASE);
    Object *object = coreclr_assembly_object(thread, assembly);
    if (object) vm_store_reference(args[4].p, object);
}

const InternalCallEntry coreclr_reflection_emit_qcalls[] = {
    {"AppDomain_CreateDynamicAssembly", qcall_create_dynamic_assembly},
    {"ModuleBuilder_GetTypeRef", qcall_get_type_ref},
    {"ModuleBuilder_GetMemberRef", qcall_get_member_ref},
    {"ModuleBuilder_GetMemberRefFromSignature", qcall_get_member_ref_from_signature},
    {"ModuleBuilder_GetMemberRefOfMethodInfo", qcall_get_member_ref_of_method},
    {"ModuleBuilder_GetMemberRefOfFieldInfo", qcall_get_member_ref_of_field},
    {"ModuleBuilder_GetTokenFromTypeSpec", qcall_get_token_from_type_spec},
    {"ModuleBuilder_GetArrayMethodToken", qcall_get_array_method_token},
    {"ModuleBuilder_GetStringConstant", qcall_get_string_constant},
    {"ModuleBuilder_SetFieldRVAContent", qcall_set_field_rva_content},
    {"TypeBuilder_DefineType", qcall_define_type},
    {"TypeBuilder_SetParentType", qcall_set_parent_type},
    {"TypeBuilder_AddInterfaceImpl", qcall_add_interface_impl},
    {"TypeBuilder_DefineMethod", qcall_define_method},
    {"TypeBuilder_DefineMethodSpec", qcall_define_method_spec},
    {"TypeBuilder_DefineField", qcall_define_field},
    {"TypeBuilder_SetMethodIL", qcall_set_method_il},
    {"TypeBuilder_DefineCustomAttribute", qcall_define_custom_attribute},
    {"TypeBuilder_DefineProperty", qcall_define_property},
    {"TypeBuilder_DefineEvent", qcall_define_event},
    {"TypeBuilder_DefineMethodSemantics", qcall_define_method_semantics},
    {"TypeBuilder_DefineMethodImpl", qcall_define_method_impl},
    {"TypeBuilder_SetMethodImpl", qcall_set_method_impl},
    {"TypeBuilder_SetParamInfo", qcall_set_param_info},
    {"TypeBuilder_GetTokenFromSig", qcall_get_token_from_sig},
    {"TypeBuilder_SetFieldLayoutOffset", qcall_set_field_layout_offset},
    {"TypeBuilder_SetClassLayout", qcall_set_class_layout},
    {"TypeBuilder_SetConstantValue", qcall_set_constant_value},
    {"TypeBuilder_SetPInvokeData", qcall_set_pinvoke_data},
    {"TypeBuilder_DefineGenericParam", qcall_define_generic_param},
    {"TypeBuilder_TermCreateClass", qcall_term_create_class},
    {NULL, NULL},
};
