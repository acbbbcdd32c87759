/*
 * coreclr_intrinsics.c — CoreLib's [Intrinsic] methods whose IL is a placeholder (a throw or
 * a call of itself: the JIT is expected to expand them).  As CoreCLR's
 * getILIntrinsicImplementationForUnsafe / ForRuntimeHelpers / ForInterlocked do, corvid gives
 * them real IL through loader_method_body, so the interpreter and Tier1 compile the same code;
 * the few that need the runtime (GetMethodTable, the Interlocked primitives, InitializeArray)
 * become internal calls bound in coreclr_fcalls.c.
 *
 * Substituted IL names generic arguments with LOADER_TOKEN_MVAR(n) (loader.h).
 */
#include "coreclr/coreclr_internal.h"

#include "interop/interop.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>

#define T0_TOKEN 0x00, 0xFF, 0xFF, 0x1B /* LOADER_TOKEN_MVAR(0), little-endian */

/* CIL opcodes used below (ECMA-335 III) */
enum {
    IL_LDARG_0 = 0x02, IL_LDARG_1 = 0x03, IL_LDARG_2 = 0x04, IL_LDC_I4_0 = 0x16, IL_LDC_I4_1 = 0x17,
    IL_LDC_R8 = 0x23, IL_RET = 0x2A, IL_ADD = 0x58, IL_SUB = 0x59, IL_MUL = 0x5A, IL_DIV = 0x5B,
    IL_LDOBJ = 0x71, IL_UNBOX = 0x79, IL_STOBJ = 0x81, IL_CONV_I = 0xD3, IL_CONV_U = 0xE0, IL_PREFIX = 0xFE,
};
#define IL_CEQ IL_PREFIX, 0x01
#define IL_CGT_UN IL_PREFIX, 0x02
#define IL_CLT_UN IL_PREFIX, 0x05
#define IL_CPBLK IL_PREFIX, 0x17
#define IL_INITBLK IL_PREFIX, 0x18
#define IL_SIZEOF IL_PREFIX, 0x1C

static const uint8_t il_ret_arg0[] = {IL_LDARG_0, IL_RET};
static const uint8_t il_ret_pointer[] = {IL_LDARG_0, IL_CONV_U, IL_RET};
static const uint8_t il_ret[] = {IL_RET};
static const uint8_t il_false[] = {IL_LDC_I4_0, IL_RET};
static const uint8_t il_true[] = {IL_LDC_I4_1, IL_RET};
/* Add/Subtract<T>(ref T or void*, int/nint/nuint): the offset times sizeof(T) */
static const uint8_t il_add_elements[] = {IL_LDARG_0, IL_LDARG_1, IL_CONV_I, IL_SIZEOF, T0_TOKEN, IL_CONV_I, IL_MUL, IL_ADD, IL_RET};
static const uint8_t il_sub_elements[] = {IL_LDARG_0, IL_LDARG_1, IL_CONV_I, IL_SIZEOF, T0_TOKEN, IL_CONV_I, IL_MUL, IL_SUB, IL_RET};
static const uint8_t il_add_bytes[] = {IL_LDARG_0, IL_LDARG_1, IL_ADD, IL_RET};
static const uint8_t il_sub_bytes[] = {IL_LDARG_0, IL_LDARG_1, IL_SUB, IL_RET};
static const uint8_t il_byte_offset[] = {IL_LDARG_1, IL_LDARG_0, IL_SUB, IL_RET};
static const uint8_t il_are_same[] = {IL_LDARG_0, IL_LDARG_1, IL_CEQ, IL_RET};
static const uint8_t il_greater[] = {IL_LDARG_0, IL_LDARG_1, IL_CGT_UN, IL_RET};
static const uint8_t il_less[] = {IL_LDARG_0, IL_LDARG_1, IL_CLT_UN, IL_RET};
static const uint8_t il_copy[] = {IL_LDARG_0, IL_LDARG_1, IL_LDOBJ, T0_TOKEN, IL_STOBJ, T0_TOKEN, IL_RET};
static const uint8_t il_cpblk[] = {IL_LDARG_0, IL_LDARG_1, IL_LDARG_2, IL_CPBLK, IL_RET};
static const uint8_t il_initblk[] = {IL_LDARG_0, IL_LDARG_1, IL_LDARG_2, IL_INITBLK, IL_RET};
static const uint8_t il_read[] = {IL_LDARG_0, IL_LDOBJ, T0_TOKEN, IL_RET};
static const uint8_t il_write[] = {IL_LDARG_0, IL_LDARG_1, IL_STOBJ, T0_TOKEN, IL_RET};
static const uint8_t il_unbox[] = {IL_LDARG_0, IL_UNBOX, T0_TOKEN, IL_RET};
/* BitCast<TFrom,TTo>(TFrom): TFrom's bits read as TTo (sizes checked by body_override) */
static const uint8_t il_bitcast[] = {0x0F /* ldarga.s */, 0, IL_LDOBJ, 0x01, 0xFF, 0xFF, 0x1B /* LOADER_TOKEN_MVAR(1) */, IL_RET};
static const uint8_t il_new_t0[] = {0x73 /* newobj */, 0x00, 0xFF, 0xFF, 0x0A /* LOADER_TOKEN_MVAR0_DEFAULT_CTOR */, IL_RET};
static const uint8_t il_reciprocal[] = {IL_LDC_R8, 0, 0, 0, 0, 0, 0, 0xF0, 0x3F, IL_LDARG_0, IL_DIV, IL_RET};
/* RuntimeHelpers.OffsetToStringData (what mcs's `fixed (char* p = s)` adds to the string's
 * address): CoreLib returns CoreCLR's 12, where a reference points at the MethodTable with the
 * sync block before it; corvid's header word follows the VTable, so its characters start later. */
static const uint8_t il_offset_to_string_data[] = {0x1F /* ldc.i4.s */, offsetof(String, chars), IL_RET};
static const uint8_t il_reciprocal_single[] = {0x22 /* ldc.r4 */, 0, 0, 0x80, 0x3F, IL_LDARG_0, IL_DIV, IL_RET};
static const uint8_t il_multiply_add[] = {IL_LDARG_0, IL_LDARG_1, IL_MUL, IL_LDARG_2, IL_ADD, IL_RET};
/* ConvertToIntegerNative<TInteger>(value) of a primitive TInteger: the conv.* to it */
static const uint8_t il_conv_native[][3] = {
    [META_ELEMENT_TYPE_I1] = {IL_LDARG_0, 0x67, IL_RET}, [META_ELEMENT_TYPE_U1] = {IL_LDARG_0, 0xD2, IL_RET},
    [META_ELEMENT_TYPE_I2] = {IL_LDARG_0, 0x68, IL_RET}, [META_ELEMENT_TYPE_U2] = {IL_LDARG_0, 0xD1, IL_RET},
    [META_ELEMENT_TYPE_CHAR] = {IL_LDARG_0, 0xD1, IL_RET}, [META_ELEMENT_TYPE_I4] = {IL_LDARG_0, 0x69, IL_RET},
    [META_ELEMENT_TYPE_U4] = {IL_LDARG_0, 0x6D, IL_RET},   [META_ELEMENT_TYPE_I8] = {IL_LDARG_0, 0x6A, IL_RET},
    [META_ELEMENT_TYPE_U8] = {IL_LDARG_0, 0x6E, IL_RET},   [META_ELEMENT_TYPE_I] = {IL_LDARG_0, IL_CONV_I, IL_RET},
    [META_ELEMENT_TYPE_U] = {IL_LDARG_0, IL_CONV_U, IL_RET},
};

typedef struct Substitution {
    const char *type;   /* namespace-qualified */
    const char *method;
    const uint8_t *code;
    uint32_t size;
} Substitution;

#define SUB(type, method, il) {type, method, il, sizeof il}
static const Substitution substitutions[] = {
    SUB("System.Runtime.CompilerServices.Unsafe", "As", il_ret_arg0),
    SUB("System.Runtime.CompilerServices.Unsafe", "AsRef", il_ret_arg0),
    SUB("System.Runtime.CompilerServices.Unsafe", "AsPointer", il_ret_pointer),
    SUB("System.Runtime.CompilerServices.Unsafe", "Add", il_add_elements),
    SUB("System.Runtime.CompilerServices.Unsafe", "Subtract", il_sub_elements),
    SUB("System.Runtime.CompilerServices.Unsafe", "AddByteOffset", il_add_bytes),
    SUB("System.Runtime.CompilerServices.Unsafe", "SubtractByteOffset", il_sub_bytes),
    SUB("System.Runtime.CompilerServices.Unsafe", "ByteOffset", il_byte_offset),
    SUB("System.Runtime.CompilerServices.Unsafe", "AreSame", il_are_same),
    SUB("System.Runtime.CompilerServices.Unsafe", "IsAddressGreaterThan", il_greater),
    SUB("System.Runtime.CompilerServices.Unsafe", "IsAddressLessThan", il_less),
    SUB("System.Runtime.CompilerServices.Unsafe", "Copy", il_copy),
    SUB("System.Runtime.CompilerServices.Unsafe", "CopyBlock", il_cpblk),
    SUB("System.Runtime.CompilerServices.Unsafe", "CopyBlockUnaligned", il_cpblk),
    SUB("System.Runtime.CompilerServices.Unsafe", "InitBlock", il_initblk),
    SUB("System.Runtime.CompilerServices.Unsafe", "InitBlockUnaligned", il_initblk), /* CodePagesEncodingProvider's tables */
    SUB("System.Runtime.CompilerServices.Unsafe", "ReadUnaligned", il_read),
    SUB("System.Runtime.CompilerServices.Unsafe", "WriteUnaligned", il_write),
    SUB("System.Runtime.CompilerServices.Unsafe", "SkipInit", il_ret),
    SUB("System.Runtime.CompilerServices.Unsafe", "Unbox", il_unbox),
    SUB("System.Threading.Volatile", "ReadBarrier", il_ret), /* x64 is TSO: a compiler barrier only */
    SUB("System.Threading.Volatile", "WriteBarrier", il_ret),
    SUB("System.Threading.Thread", "FastPollGC", il_ret),
    SUB("System.Runtime.CompilerServices.RuntimeHelpers", "get_OffsetToStringData", il_offset_to_string_data),
    SUB("System.Math", "ReciprocalEstimate", il_reciprocal),
    SUB("System.MathF", "ReciprocalEstimate", il_reciprocal_single),
    SUB("System.Double", "MultiplyAddEstimate", il_multiply_add),
    SUB("System.Single", "MultiplyAddEstimate", il_multiply_add),
    SUB("System.Numerics.Vector", "get_IsHardwareAccelerated", il_false),
    SUB("System.Runtime.Intrinsics.Vector64", "get_IsHardwareAccelerated", il_false),
    SUB("System.Runtime.Intrinsics.Vector128", "get_IsHardwareAccelerated", il_false),
    SUB("System.Runtime.Intrinsics.Vector256", "get_IsHardwareAccelerated", il_false),
    SUB("System.Runtime.Intrinsics.Vector512", "get_IsHardwareAccelerated", il_false),
};

static bool is_type(const Type *type, const char *full_name) {
    size_t n = strlen(type->namespace_name);
    return strncmp(full_name, type->namespace_name, n) == 0 && full_name[n] == '.' && strcmp(full_name + n + 1, type->name) == 0;
}

static bool has_prefix(const char *text, const char *prefix) {
    return strncmp(text, prefix, strlen(prefix)) == 0;
}

/* CoreCLR's IsReferenceOrContainsReferences: a reference, or a value type with GC fields. */
static bool contains_references(Type *type) {
    if (type->kind != TYPE_KIND_VALUE_TYPE) return true;
    if (!loader_ensure_laid_out(thread_current, type)) {
        thread_current->exception = NULL;
        return true;
    }
    return type->value_reference_count != 0;
}

/* CoreCLR's IsBitwiseEquatable, conservatively: equality is the bits for integral
 * primitives, char, bool, pointers and enums (not floats: -0.0 == 0.0, NaN != NaN). */
static bool bitwise_equatable(Type *type) {
    if (type->flags & TYPE_FLAG_ENUM) return true;
    switch (type->element_type) {
    case META_ELEMENT_TYPE_BOOLEAN: case META_ELEMENT_TYPE_CHAR: case META_ELEMENT_TYPE_I1: case META_ELEMENT_TYPE_U1:
    case META_ELEMENT_TYPE_I2: case META_ELEMENT_TYPE_U2: case META_ELEMENT_TYPE_I4: case META_ELEMENT_TYPE_U4:
    case META_ELEMENT_TYPE_I8: case META_ELEMENT_TYPE_U8: case META_ELEMENT_TYPE_I: case META_ELEMENT_TYPE_U:
        return type->kind == TYPE_KIND_VALUE_TYPE;
    default:
        return type->kind == TYPE_KIND_POINTER;
    }
}

static bool set_body(MetaMethodBody *body, const uint8_t *code, uint32_t size) {
    memset(body, 0, sizeof *body);
    body->code = code;
    body->code_size = size;
    body->max_stack = 8;
    return true;
}

/* Interlocked.Exchange<T> / CompareExchange<T> have no class constraint in CoreLib (since .NET 9;
 * the embedded corlib's, which share their key, take references only).  Their IL picks the
 * overload at run time from typeof(T) tests that CoreCLR's JIT folds per instantiation; corvid
 * gives each instantiation the call of the overload of T's representation instead: object for
 * references, the integer (or floating-point) one of its size for primitives and enums.  The
 * bodies are made in coreclr_intrinsics_init, once the overloads' tokens exist. */
enum {
    ATOMIC_OBJECT, ATOMIC_BYTE, ATOMIC_USHORT, ATOMIC_INT, ATOMIC_LONG, ATOMIC_NINT, ATOMIC_FLOAT, ATOMIC_DOUBLE,
    ATOMIC_KINDS,
};
static const char *const atomic_parameter_names[ATOMIC_KINDS] = {"object", "byte", "ushort", "int", "long", "intptr", "float", "double"};
static uint8_t atomic_exchange_bodies[ATOMIC_KINDS][8];          /* ldarg.0 ldarg.1 call ret */
static uint8_t atomic_compare_exchange_bodies[ATOMIC_KINDS][9];  /* ldarg.0 ldarg.1 ldarg.2 call ret */

/* The overload serving Interlocked's generic methods over `type`, -1 for none (a struct: the
 * IL's NotSupportedException stays). */
static int atomic_kind(Type *type) {
    if (type->kind == TYPE_KIND_GENERIC_PARAMETER) return -1;
    if (type->kind != TYPE_KIND_VALUE_TYPE) return ATOMIC_OBJECT;
    if ((type->flags & TYPE_FLAG_ENUM) && type->element) type = type->element;
    switch (type->element_type) {
    case META_ELEMENT_TYPE_BOOLEAN: case META_ELEMENT_TYPE_I1: case META_ELEMENT_TYPE_U1: return ATOMIC_BYTE;
    case META_ELEMENT_TYPE_CHAR: case META_ELEMENT_TYPE_I2: case META_ELEMENT_TYPE_U2: return ATOMIC_USHORT;
    case META_ELEMENT_TYPE_I4: case META_ELEMENT_TYPE_U4: return ATOMIC_INT;
    case META_ELEMENT_TYPE_I8: case META_ELEMENT_TYPE_U8: return ATOMIC_LONG;
    case META_ELEMENT_TYPE_I: case META_ELEMENT_TYPE_U: return ATOMIC_NINT;
    case META_ELEMENT_TYPE_R4: return ATOMIC_FLOAT;
    case META_ELEMENT_TYPE_R8: return ATOMIC_DOUBLE;
    default: return -1;
    }
}

/* Records `method` (a non-generic Exchange or CompareExchange, `key` its internal-call key) as
 * the callee of the generic methods' bodies when it is the overload of one kind. */
static void atomic_body_add(Method *method, const char *key) {
    bool compare = strcmp(method->name, "CompareExchange") == 0;
    for (int kind = 0; kind < ATOMIC_KINDS; kind++) {
        const char *name = atomic_parameter_names[kind];
        char wanted[160];
        if (compare) snprintf(wanted, sizeof wanted, "System.Threading.Interlocked::CompareExchange(%s&,%s,%s)", name, name, name);
        else snprintf(wanted, sizeof wanted, "System.Threading.Interlocked::Exchange(%s&,%s)", name, name);
        if (strcmp(key, wanted) != 0) continue;
        uint32_t token = loader_synthetic_method_token(method, "System.MissingMethodException", wanted);
        uint8_t *code = compare ? atomic_compare_exchange_bodies[kind] : atomic_exchange_bodies[kind];
        size_t n = 0;
        code[n++] = IL_LDARG_0;
        code[n++] = IL_LDARG_1;
        if (compare) code[n++] = IL_LDARG_2;
        code[n++] = 0x28; /* call */
        memcpy(code + n, &token, 4);
        code[n + 4] = IL_RET;
        return;
    }
}

static bool atomic_generic_body(Method *method, MetaMethodBody *body) {
    bool compare = strcmp(method->name, "CompareExchange") == 0;
    if ((!compare && strcmp(method->name, "Exchange") != 0) || method->generic_argument_count != 1 ||
        !is_type(method->owner, "System.Threading.Interlocked"))
        return false;
    int kind = atomic_kind(method->generic_arguments[0]);
    if (kind < 0) return false;
    const uint8_t *code = compare ? atomic_compare_exchange_bodies[kind] : atomic_exchange_bodies[kind];
    if (code[0] != IL_LDARG_0) return false; /* CoreLib lacks the overload: its own IL runs */
    return set_body(body, code, compare ? sizeof atomic_compare_exchange_bodies[kind] : sizeof atomic_exchange_bodies[kind]);
}

static bool body_override(Method *method, MetaMethodBody *body) {
    if (coreclr_unsafe_accessor_body(method, body)) return true;
    Type *owner = method->owner;
    if (owner->assembly != loader_corlib()) return false;
    /* hardware intrinsics are not implemented: IsSupported is false and CoreLib's scalar
     * fallbacks run (the ISA methods themselves are then never reached) */
    if (strcmp(method->name, "get_IsSupported") == 0 && has_prefix(owner->namespace_name, "System.Runtime.Intrinsics.") &&
        owner->generic_argument_count == 0)
        return set_body(body, il_false, sizeof il_false);
    if (strcmp(owner->namespace_name, "System.Runtime.CompilerServices") == 0 && strcmp(owner->name, "RuntimeHelpers") == 0 &&
        method->generic_argument_count == 1 && method->generic_arguments[0]->kind != TYPE_KIND_GENERIC_PARAMETER) {
        Type *t = method->generic_arguments[0];
        if (strcmp(method->name, "IsReferenceOrContainsReferences") == 0)
            return contains_references(t) ? set_body(body, il_true, sizeof il_true) : set_body(body, il_false, sizeof il_false);
        if (strcmp(method->name, "IsBitwiseEquatable") == 0)
            return bitwise_equatable(t) ? set_body(body, il_true, sizeof il_true) : set_body(body, il_false, sizeof il_false);
    }
    /* Unsafe.BitCast<TFrom,TTo> of two value types of one size, as CoreCLR's JIT expands it
     * (NI_SRCS_UNSAFE_BitCast); its IL's typeof(T).IsValueType checks read the RuntimeType's
     * handle as a MethodTable, which corvid's is not.  Other instantiations keep the IL (it throws). */
    if (strcmp(method->name, "BitCast") == 0 && is_type(owner, "System.Runtime.CompilerServices.Unsafe") &&
        method->generic_argument_count == 2) {
        Type *from = method->generic_arguments[0], *to = method->generic_arguments[1];
        if (from->kind == TYPE_KIND_VALUE_TYPE && to->kind == TYPE_KIND_VALUE_TYPE && loader_ensure_laid_out(thread_current, from) &&
            loader_ensure_laid_out(thread_current, to) && from->instance_size == to->instance_size)
            return set_body(body, il_bitcast, sizeof il_bitcast);
        thread_current->exception = NULL;
    }
    /* Double/Single.ConvertToIntegerNative<TInteger>: for a primitive TInteger its IL calls
     * itself, for the JIT to expand into the platform's conversion (NI_System_Double_ConvertToIntegerNative) */
    if (strcmp(method->name, "ConvertToIntegerNative") == 0 && (is_type(owner, "System.Double") || is_type(owner, "System.Single")) &&
        method->generic_argument_count == 1) {
        const Type *t = method->generic_arguments[0];
        if (t->kind == TYPE_KIND_VALUE_TYPE && t->assembly == loader_corlib() && !(t->flags & TYPE_FLAG_ENUM) &&
            t->element_type < sizeof il_conv_native / sizeof il_conv_native[0] && il_conv_native[t->element_type][0])
            return set_body(body, il_conv_native[t->element_type], sizeof il_conv_native[0]);
    }
    if (atomic_generic_body(method, body)) return true;
    /* Activator.CreateInstance<T>() of a class: `new T()` (CoreCLR's JIT expands it; its IL
     * goes through reflection's ActivatorCache) */
    if (strcmp(method->name, "CreateInstance") == 0 && is_type(owner, "System.Activator") && method->generic_argument_count == 1 &&
        method->generic_arguments[0]->kind == TYPE_KIND_CLASS && !(method->generic_arguments[0]->attributes & META_TYPE_ABSTRACT))
        return set_body(body, il_new_t0, sizeof il_new_t0);
    for (size_t i = 0; i < sizeof substitutions / sizeof substitutions[0]; i++)
        if (method->name[0] == substitutions[i].method[0] && strcmp(method->name, substitutions[i].method) == 0 &&
            is_type(owner, substitutions[i].type))
            return set_body(body, substitutions[i].code, substitutions[i].size);
    return false;
}

/* Placeholders implemented in C: made internal calls, so coreclr_find_fcall binds them.  Also
 * methods whose IL reads a field handle as CoreCLR's RuntimeFieldInfoStub object (corvid's
 * RuntimeFieldHandle holds the Field*). */
static const struct { const char *type, *method; } native_intrinsics[] = {
    {"System.Runtime.CompilerServices.RuntimeHelpers", "GetMethodTable"},
    {"System.Runtime.CompilerServices.RuntimeHelpers", "InitializeArray"},
    {"System.Runtime.CompilerServices.RuntimeHelpers", "GetSpanDataFrom"},
    {"System.Runtime.InteropServices.MemoryMarshal", "GetArrayDataReference"},
    {"System.Threading.Interlocked", "CompareExchange"},
    {"System.Threading.Interlocked", "Exchange"},
    {"System.Threading.Interlocked", "ExchangeAdd"},
    {"System.Threading.Interlocked", "MemoryBarrier"},
    {"System.SpanHelpers", "Memmove"}, /* the byte overloads (coreclr_fcalls.c) */
    {"System.SpanHelpers", "SequenceEqual"},
    {"System.SpanHelpers", "ClearWithoutReferences"},
    {"System.SpanHelpers", "Fill"},
    {"System.Math", "ReciprocalSqrtEstimate"},
    {"System.MathF", "ReciprocalSqrtEstimate"},
    {"System.StubHelpers.StubHelpers", "NextCallReturnAddress"},
};

/* String.Empty is [Intrinsic] with no initializer in CoreLib: CoreCLR's VM stores the empty
 * string there at start-up (SystemDomain::LoadBaseSystemClasses) and the JIT folds it.  Without
 * it `new string(char*)` of "" and every `return Empty` yield null.  It is the interned "", as
 * `(object)"" == string.Empty` holds on CoreCLR. */
static void set_string_empty(Thread *thread) {
    Type *string = vm_types.string;
    Field *empty = string ? loader_find_field(string, "Empty") : NULL;
    if (!empty || !(empty->flags & META_FIELD_STATIC) || !loader_ensure_laid_out(thread, string) || !string->static_data) {
        thread->exception = NULL;
        return;
    }
    static const uint16_t no_chars[1];
    Object *value = interp_intern_string(thread, no_chars, 0);
    if (value) vm_store_reference((Object **)(string->static_data + empty->offset), value);
}

void coreclr_intrinsics_init(Thread *thread) {
    loader_set_body_override(body_override);
    set_string_empty(thread);
    /* ldftn of an [UnmanagedCallersOnly] method: CoreCLR's JIT gets a native-callable entry
     * (the callbacks CoreLib hands to libSystem.Native / libSystem.Globalization.Native) */
    vm_set_unmanaged_entry_resolver(interop_unmanaged_entry);
    vm_set_unmanaged_call_binder(interop_bind_pointer);
    for (size_t i = 0; i < sizeof native_intrinsics / sizeof native_intrinsics[0]; i++) {
        Type *type = loader_find_corlib_type(native_intrinsics[i].type);
        if (!type) continue;
        char key[512];
        for (uint32_t m = 0; m < type->method_count; m++) {
            Method *method = type->methods[m];
            if (strcmp(method->name, native_intrinsics[i].method) != 0) continue;
            /* only overloads corvid implements: the generic Exchange<T> / CompareExchange<T> get
             * per-instantiation bodies (atomic_generic_body), the rest have IL */
            bool interlocked = is_type(type, "System.Threading.Interlocked");
            if (interlocked && method->generic_argument_count) continue;
            if (!loader_prepare_method(thread, method)) {
                thread->exception = NULL;
                continue;
            }
            loader_method_signature_text(method, key, sizeof key);
            if (coreclr_find_fcall(key)) method->impl_flags |= META_METHOD_IMPL_INTERNAL_CALL;
            if (interlocked) atomic_body_add(method, key);
        }
    }
}
