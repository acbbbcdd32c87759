/*
 * transcode.c — CIL to the interpreter's typed instructions (interp_ops.def).
 *
 * One pass over the IL with an abstract evaluation stack (ECMA-335 III.1.7): every stack
 * position maps to a fixed frame slot, so instructions name operands by slot index.  Tokens
 * are resolved here (field offsets, method and type pointers baked into the code), so the
 * interpreter never looks at metadata.  Invalid IL raises InvalidProgramException naming the
 * method and IL offset.
 */
#include "interp/interp_internal.h"
#include "gc/gc.h"
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum OperandKind { NONE, I1, I4, I8, R4, R8, BR1, BR4, TOKEN, SWITCH, VAR1, VAR2 };
enum CilOpcode {
#define CIL_OP(name, b1, b2, operand) CIL_##name,
#include "interp/cil_opcodes.def"
#undef CIL_OP
    CIL_COUNT
};
typedef struct CilInfo {
    const char *name;
    uint8_t operand;
} CilInfo;
static const CilInfo cil_info[] = {
#define CIL_OP(name, b1, b2, operand) {#name, operand},
#include "interp/cil_opcodes.def"
#undef CIL_OP
};
static int16_t cil_one_byte[256], cil_two_byte[256];
static void cil_tables_init(void) {
    static bool done;
    if (done) return;
    for (int i = 0; i < 256; i++) cil_one_byte[i] = cil_two_byte[i] = -1;
    int index = 0;
#define CIL_OP(name, b1, b2, operand)                                                              \
    if (b1 == 0xFE) cil_two_byte[b2] = (int16_t)index;                                             \
    else cil_one_byte[b1] = (int16_t)index;                                                        \
    index++;
#include "interp/cil_opcodes.def"
#undef CIL_OP
    done = true;
}

const uint8_t interp_op_operands[OP_COUNT] = {
#define INTERP_OP(name, operands) operands,
#include "interp/interp_ops.def"
#undef INTERP_OP
};

/* ---- the abstract evaluation stack ----------------------------------------------------- */

typedef enum StackKind { ST_I4, ST_I8, ST_R4, ST_R8, ST_REF, ST_VT } StackKind;
/* `home` is the entry's canonical frame slot (fixed by its depth); `slot` is where its value
 * is now: a local's own slot for a pending ldloc, or home once materialized.  Consumers read
 * `slot`; blocks end with every entry at home, so joins agree. */
typedef struct StackEntry {
    uint8_t kind;
    Type *type;
    uint32_t slot;
    uint32_t home;
    uint8_t null_literal;     /* ldnull: fits every reference type */
    uint8_t function_pointer; /* made by ldftn/ldvirtftn: what a delegate constructor takes */
    Method *function;         /* ldftn/ldvirtftn's method, NULL where a join made it unknown */
    /* typeof(X) as the block computes it: ldtoken X (a RuntimeTypeHandle), then
     * Type.GetTypeFromHandle of it (the Type); a join forgets it */
    Type *known_type;
    uint8_t known_type_stage; /* 0: nothing known, KNOWN_TYPE_HANDLE, KNOWN_TYPE_OBJECT */
    Field *known_field;       /* ldtoken of a field (a RuntimeFieldHandle); a join forgets it */
} StackEntry;

enum { KNOWN_TYPE_HANDLE = 1, KNOWN_TYPE_OBJECT = 2 };

typedef struct StackState {
    uint32_t depth;
    StackEntry entries[];
} StackState;

typedef enum ValueKind { VK_I1, VK_U1, VK_I2, VK_U2, VK_I4, VK_I8, VK_R4, VK_R8, VK_REF, VK_VT } ValueKind;

typedef struct Fixup {
    uint32_t code_index; /* operand word to patch */
    uint32_t il_target;
} Fixup;

typedef struct Transcoder {
    Thread *thread;
    Method *method;
    Assembly *assembly;
    GenericContext context;
    MetaMethodBody body;
    uint32_t arg_count, local_count;
    Type **arg_types, **local_types;
    uint32_t *arg_slot, *local_slot;
    uint32_t stack_base, max_slot;
    uint32_t scratch_depth; /* entries a lowering pushes for itself, beyond the IL maxstack */
    StackEntry *stack;
    uint32_t depth, stack_capacity;
    uintptr_t *code;
    uint32_t *code_il;
    uint32_t size, capacity;
    int32_t *il_to_code;
    StackState **states; /* by IL offset: recorded stack at branch targets */
    uint8_t *il_flags;   /* by IL offset: IL_START, IL_TARGET, IL_BACKWARD_TARGET (prescan), IL_CLAUSE_EDGE */
    Fixup *fixups;
    uint32_t fixup_count, fixup_capacity;
    InterpClause *clauses;
    uint32_t il_offset; /* current instruction */
    uint32_t producer_index; /* code index of the destination operand of the last pure producer */
    uint32_t last_ldc_index; /* code index of the last LDC_I4's destination operand (0 = none) */
    /* `ldc.i4 n; newarr T` just emitted, removable if `pop` follows: the code index of the
     * LDC_I4 and of the NEWARR (UINT32_MAX = none) */
    uint32_t dead_array_start, dead_array_op;
    uint32_t last_op_start;
    bool *address_taken;     /* by slot: locals/args whose address escapes are never aliased */
    /* dead reference locals cleared (transcode_liveness.inc): by IL offset, the candidates live
     * at the instruction and those whose last use or unused store it is; no_kill inside loops */
    uint64_t *live_in, *dies, pending_deaths;
    uint8_t *no_kill;
    uint32_t liveness_slot[64], liveness_count;
    uint32_t *temp_clears; /* code indexes of ZERO_SLOTS counts for the temporaries (finish) */
    uint32_t temp_clear_count, temp_clear_capacity;
    uint8_t *empty_stack; /* InterpMethod.empty_stack being built, empty_stack_bytes long */
    uint32_t empty_stack_bytes;
    bool failed;
    bool unsupported; /* failed on valid IL corvid does not support (fail_unsupported) */
    bool bad_image;   /* the body itself is malformed: BadImageFormatException, as CoreCLR */
    bool runtime_body; /* IL the runtime substituted (Unsafe.As): reference types unchecked */
    bool has_loops;
    bool backward_branch; /* prescan saw one: the method has a loop */
    bool branch_always_taken; /* the last instruction was a conditional branch on a constant, taken */
    bool has_managed_calls; /* emitted a call that enters managed code (InterpMethod.small_leaf) */
    char message[256];
    /* Dynamic PGO instrumentation (interp_transcode_instrumented) */
    bool instrument;
    MethodProfile *profile;
    uint32_t call_site_capacity, branch_capacity;
    struct BranchStub { uint32_t operand_index, il_target; uint32_t *counter; } *stubs;
    uint32_t stub_count;
    uint32_t taken_counters_start; /* code offset of the first taken-edge counter (emit_branch_stubs) */
    /* prefixes */
    Type *constrained;
    bool tail, readonly;
    bool volatile_access; /* a `volatile.` prefix applies to the next instruction */
} Transcoder;

static void fail(Transcoder *t, const char *format, ...) {
    if (t->failed) return;
    t->failed = true;
    va_list args;
    va_start(args, format);
    vsnprintf(t->message, sizeof t->message, format, args);
    va_end(args);
}

/* A token naming no row or no string: BadImageFormatException, as CoreCLR raises (and as the
 * loader's token resolution does here), not InvalidProgramException. */
static void fail_bad_token(Transcoder *t, const char *what, uint32_t token) {
    if (t->failed) return;
    char message[512];
    snprintf(message, sizeof message, "%s 0x%08x in '%s'.", what, token, t->assembly->name);
    if (!t->thread->exception) vm_throw_new(t->thread, "System.BadImageFormatException", message);
    fail(t, "%s", message);
}

/* Valid IL that corvid cannot run yet: NotSupportedException naming the feature. */
static void fail_unsupported(Transcoder *t, const char *feature) {
    if (t->failed) return;
    fail(t, "%s", feature);
    t->unsupported = true;
}

static uint32_t type_slots(Type *type) {
    if (type->kind == TYPE_KIND_VALUE_TYPE) return type->stack_slots ? type->stack_slots : SLOTS_FOR_SIZE(loader_type_stack_size(type));
    return 1;
}

static Type *underlying(Type *type) {
    if ((type->flags & TYPE_FLAG_ENUM) && type->element) return type->element;
    return type;
}

static ValueKind value_kind(Type *type) {
    type = underlying(type);
    switch (type->kind) {
    case TYPE_KIND_CLASS:
    case TYPE_KIND_INTERFACE:
    case TYPE_KIND_ARRAY: return VK_REF;
    case TYPE_KIND_POINTER:
    case TYPE_KIND_BYREF: return VK_I8;
    case TYPE_KIND_GENERIC_PARAMETER: return VK_REF;
    default: break;
    }
    switch (type->element_type) {
    case META_ELEMENT_TYPE_BOOLEAN:
    case META_ELEMENT_TYPE_U1: return VK_U1;
    case META_ELEMENT_TYPE_I1: return VK_I1;
    case META_ELEMENT_TYPE_CHAR:
    case META_ELEMENT_TYPE_U2: return VK_U2;
    case META_ELEMENT_TYPE_I2: return VK_I2;
    case META_ELEMENT_TYPE_I4:
    case META_ELEMENT_TYPE_U4: return VK_I4;
    case META_ELEMENT_TYPE_I8:
    case META_ELEMENT_TYPE_U8:
    case META_ELEMENT_TYPE_I:
    case META_ELEMENT_TYPE_U: return VK_I8;
    case META_ELEMENT_TYPE_R4: return VK_R4;
    case META_ELEMENT_TYPE_R8: return VK_R8;
    case META_ELEMENT_TYPE_STRING:
    case META_ELEMENT_TYPE_OBJECT: return VK_REF;
    default: return VK_VT;
    }
}

int interp_value_kind(Type *type) {
    return (int)value_kind(type);
}

static StackKind stack_kind_of_value(ValueKind vk) {
    switch (vk) {
    case VK_I8: return ST_I8;
    case VK_R4: return ST_R4;
    case VK_R8: return ST_R8;
    case VK_REF: return ST_REF;
    case VK_VT: return ST_VT;
    default: return ST_I4;
    }
}

static uint32_t load_index(ValueKind vk) { /* I1 U1 I2 U2 I4 I8 R4 R8 REF */
    return (uint32_t)vk;
}

static uint32_t store_index(ValueKind vk) { /* I1 I2 I4 I8 R4 R8 REF */
    static const uint8_t map[] = {0, 0, 1, 1, 2, 3, 4, 5, 6, 0};
    return map[vk];
}

/* Load families are generated in the order LDFLD, LDLOCFLD, LDSFLD, LDIND, LDELEM per kind. */
enum { FAMILY_FIELD, FAMILY_LOCAL_FIELD, FAMILY_STATIC, FAMILY_INDIRECT, FAMILY_ELEMENT };
static int load_op(ValueKind vk, int family) {
    return OP_LDFLD_I1 + 5 * (int)load_index(vk) + family;
}
enum { SFAMILY_FIELD, SFAMILY_STATIC, SFAMILY_INDIRECT, SFAMILY_ELEMENT };
static int store_op(ValueKind vk, int family) {
    return OP_STFLD_I1 + 4 * (int)store_index(vk) + family;
}

/* ---- code emission --------------------------------------------------------------------- */

static void emit_word(Transcoder *t, uintptr_t word) {
    if (t->size == t->capacity) {
        /* about a word per IL byte to start: most methods are small, and the buffer becomes
         * the method's code for good (a fixed 256 words was 1.5 MB of hello world's heap) */
        t->capacity = t->capacity ? t->capacity * 2 : 32 + t->body.code_size;
        t->code = realloc(t->code, t->capacity * sizeof(uintptr_t));
        t->code_il = realloc(t->code_il, t->capacity * sizeof(uint32_t));
    }
    t->code_il[t->size] = t->il_offset;
    t->code[t->size++] = word;
}

static void emit(Transcoder *t, int op, int count, ...) {
    if (count != interp_op_operands[op]) fail(t, "internal: operand count of op %d", op);
    t->producer_index = 0;
    t->last_ldc_index = op == OP_LDC_I4 ? t->size + 1 : 0;
    t->last_op_start = t->size;
    emit_word(t, (uintptr_t)op);
    if (op == OP_NEWOBJ || op == OP_NEWOBJ_VT || (op >= OP_CALL && op <= OP_CALLI) || op == OP_TAILCALL || op == OP_JMP)
        t->has_managed_calls = true;
    va_list args;
    va_start(args, count);
    for (int i = 0; i < count; i++) emit_word(t, va_arg(args, uintptr_t));
    va_end(args);
}

static void add_fixup(Transcoder *t, uint32_t il_target) {
    if (il_target >= t->body.code_size) {
        fail(t, "branch to IL offset 0x%04x outside the method", il_target);
        return;
    }
    if (t->fixup_count == t->fixup_capacity) {
        t->fixup_capacity = t->fixup_capacity ? t->fixup_capacity * 2 : 32;
        t->fixups = realloc(t->fixups, t->fixup_capacity * sizeof(Fixup));
    }
    t->fixups[t->fixup_count++] = (Fixup){t->size - 1, il_target};
}

/* ---- stack ----------------------------------------------------------------------------- */

static uint32_t next_slot(Transcoder *t) {
    if (t->depth == 0) return t->stack_base;
    StackEntry *top = &t->stack[t->depth - 1];
    return top->home + (top->kind == ST_VT ? type_slots(top->type) : 1);
}

/* The last emitted instruction wrote only its first operand: a later stloc may retarget it. */
static void mark_producer(Transcoder *t) {
    t->producer_index = t->last_op_start + 1;
}

static uint32_t push(Transcoder *t, StackKind kind, Type *type) {
    if (t->depth == t->stack_capacity) {
        t->stack_capacity = t->stack_capacity ? t->stack_capacity * 2 : 16;
        t->stack = realloc(t->stack, t->stack_capacity * sizeof(StackEntry));
    }
    /* III.1.7.4: the stack never grows past the header's maxstack (CoreCLR: "stack overflow");
     * a lowering's own scratch entries (t->scratch_depth) are not the IL's */
    if (t->depth >= t->body.max_stack + t->scratch_depth && !t->failed && t->body.code) fail(t, "evaluation stack deeper than maxstack %u", t->body.max_stack);
    uint32_t slot = next_slot(t);
    t->stack[t->depth++] = (StackEntry){(uint8_t)kind, type, slot, slot, 0, 0};
    uint32_t end = slot + (kind == ST_VT ? type_slots(type) : 1);
    if (end > t->max_slot) t->max_slot = end;
    return slot;
}

static uint32_t push_type(Transcoder *t, Type *type) {
    return push(t, stack_kind_of_value(value_kind(type)), type);
}

static StackEntry pop(Transcoder *t) {
    if (t->depth == 0) {
        fail(t, "stack underflow");
        return (StackEntry){ST_I4, NULL, t->stack_base, t->stack_base};
    }
    return t->stack[--t->depth];
}

static StackEntry *peek(Transcoder *t, uint32_t from_top) {
    if (t->depth <= from_top) {
        fail(t, "stack underflow");
        static StackEntry dummy;
        dummy = (StackEntry){ST_I4, NULL, 0, 0};
        return &dummy;
    }
    return &t->stack[t->depth - 1 - from_top];
}

static void reserve(Transcoder *t, uint32_t end) {
    if (end > t->max_slot) t->max_slot = end;
}

static void materialize(Transcoder *t, StackEntry *e) {
    if (e->slot == e->home) return;
    if (e->kind == ST_VT) emit(t, OP_MOV_VT, 3, (uintptr_t)e->home, (uintptr_t)e->slot, (uintptr_t)type_slots(e->type));
    else emit(t, e->kind == ST_I4 ? OP_MOV_I4 : OP_MOV, 2, (uintptr_t)e->home, (uintptr_t)e->slot);
    e->slot = e->home;
}

static void materialize_all(Transcoder *t) {
    for (uint32_t i = 0; i < t->depth; i++) materialize(t, &t->stack[i]);
}

/* Before local `slot` (spanning `count` slots) changes, pending loads of it take their copy. */
static void materialize_local(Transcoder *t, uint32_t slot, uint32_t count) {
    for (uint32_t i = 0; i < t->depth; i++) {
        StackEntry *e = &t->stack[i];
        if (e->slot != e->home && e->slot >= slot && e->slot < slot + count) materialize(t, e);
    }
}

static bool stack_reads_slot(Transcoder *t, uint32_t slot) {
    for (uint32_t i = 0; i < t->depth; i++)
        if (t->stack[i].slot == slot) return true;
    return false;
}

static void merge_state(Transcoder *t, StackState *state, const StackEntry *incoming, uint32_t depth, uint32_t target,
                        bool already_transcoded);

static void record_state(Transcoder *t, uint32_t il_target) {
    if (il_target >= t->body.code_size) return;
    StackState *existing = t->states[il_target];
    if (existing) {
        merge_state(t, existing, t->stack, t->depth, il_target, t->il_to_code && t->il_to_code[il_target] >= 0);
        return;
    }
    StackState *state = malloc(sizeof(StackState) + t->depth * sizeof(StackEntry));
    state->depth = t->depth;
    if (t->depth) memcpy(state->entries, t->stack, t->depth * sizeof(StackEntry));
    t->states[il_target] = state;
}

static void restore_state(Transcoder *t, StackState *state) {
    t->depth = 0;
    for (uint32_t i = 0; i < state->depth; i++) {
        push(t, state->entries[i].kind, state->entries[i].type);
        t->stack[i].null_literal = state->entries[i].null_literal;
        t->stack[i].function_pointer = state->entries[i].function_pointer;
        t->stack[i].function = state->entries[i].function;
    }
}

/* ---- helpers --------------------------------------------------------------------------- */

/* A dynamic method's token names what its maker resolved (loader.h); NULL with the transcode
 * failed when it names nothing of that kind. */
static const LoaderDynamicToken *dynamic_token(Transcoder *t, uint32_t token, LoaderDynamicTokenKind kind) {
    const LoaderDynamicToken *entry = loader_dynamic_token(t->method, token);
    if (!entry || entry->kind != kind) {
        /* CoreCLR's resolver reports it so (the message of COR_E_BADIMAGEFORMAT's signature case) */
        if (!t->failed && !t->thread->exception)
            vm_throw_new(t->thread, "System.BadImageFormatException", "Bad binary signature. (0x80131192)");
        fail(t, "dynamic method token 0x%08x names no %s", token,
             kind == LOADER_DYNAMIC_TYPE     ? "type"
             : kind == LOADER_DYNAMIC_METHOD ? "method"
             : kind == LOADER_DYNAMIC_FIELD  ? "field"
             : kind == LOADER_DYNAMIC_STRING ? "string"
                                             : "signature");
        return NULL;
    }
    return entry;
}

/* A stand-alone signature (calli, locals): a StandAloneSig row, or a dynamic method's own. */
static bool standalone_signature(Transcoder *t, uint32_t token, MetaBlob *out) {
    if (t->method->dynamic) {
        const LoaderDynamicToken *entry = dynamic_token(t, token, LOADER_DYNAMIC_SIGNATURE);
        if (entry) *out = (MetaBlob){entry->as.bytes, entry->length};
        return entry != NULL;
    }
    const MetaStandAloneSigRow *row = meta_standalone_sig(t->assembly->image, META_TOKEN_ROW(token));
    if (row) *out = row->signature;
    return row != NULL;
}

static Type *resolve_type(Transcoder *t, uint32_t token) {
    Type *type;
    if (t->method->dynamic) {
        const LoaderDynamicToken *entry = dynamic_token(t, token, LOADER_DYNAMIC_TYPE);
        if (!entry) return NULL;
        type = entry->as.type;
    } else {
        type = loader_resolve_type(t->thread, t->assembly, token, &t->context);
    }
    if (!type) fail(t, "cannot resolve type token 0x%08x", token);
    else if (type->kind != TYPE_KIND_GENERIC_PARAMETER && !loader_ensure_laid_out(t->thread, type))
        fail(t, "cannot load type token 0x%08x", token);
    return type;
}

static Method *resolve_method(Transcoder *t, uint32_t token) {
    Method *method;
    if (t->method->dynamic) {
        const LoaderDynamicToken *entry = dynamic_token(t, token, LOADER_DYNAMIC_METHOD);
        if (!entry) return NULL;
        method = entry->as.method;
    } else {
        method = loader_resolve_method(t->thread, t->assembly, token, &t->context);
    }
    if (!method) {
        fail(t, "cannot resolve method token 0x%08x", token);
        return NULL;
    }
    if (!loader_ensure_laid_out(t->thread, method->owner) || !loader_prepare_method(t->thread, method)) {
        fail(t, "cannot load method token 0x%08x", token);
        return NULL;
    }
    return method;
}

static Field *resolve_field(Transcoder *t, uint32_t token) {
    Field *field;
    if (t->method->dynamic) {
        const LoaderDynamicToken *entry = dynamic_token(t, token, LOADER_DYNAMIC_FIELD);
        if (!entry) return NULL;
        field = entry->as.field;
    } else {
        field = loader_resolve_field(t->thread, t->assembly, token, &t->context);
    }
    if (!field) {
        fail(t, "cannot resolve field token 0x%08x", token);
        return NULL;
    }
    if (!loader_ensure_laid_out(t->thread, field->owner)) {
        fail(t, "cannot load the type of field token 0x%08x", token);
        return NULL;
    }
    if (field->type && field->type->kind == TYPE_KIND_VALUE_TYPE) loader_ensure_laid_out(t->thread, field->type);
    return field;
}

/* Convert an entry's value into its home slot (never into the local it may alias). */
static void convert_in_place(Transcoder *t, StackEntry *e, int op, StackKind kind) {
    emit(t, op, 2, (uintptr_t)e->home, (uintptr_t)e->slot);
    e->slot = e->home;
    e->kind = (uint8_t)kind;
}

/* Widen I4 to I8 in place when mixed with native int, and R4 to R8 with F. */
static int binary_kind(Transcoder *t, StackEntry *a, StackEntry *b) {
    int ka = a->kind == ST_REF ? ST_I8 : a->kind, kb = b->kind == ST_REF ? ST_I8 : b->kind;
    /* III.1.5 Table 2: no arithmetic on value types (a fuzzed `ldloc pair; ldloc pair; sub`) */
    if (ka == ST_VT || kb == ST_VT) {
        fail(t, "arithmetic on a value type");
        return ST_I4;
    }
    if (ka == kb) return ka;
    if (ka == ST_I4 && kb == ST_I8) { convert_in_place(t, a, OP_CONV_I8_I4, ST_I8); return ST_I8; }
    if (ka == ST_I8 && kb == ST_I4) { convert_in_place(t, b, OP_CONV_I8_I4, ST_I8); return ST_I8; }
    if (ka == ST_R4 && kb == ST_R8) { convert_in_place(t, a, OP_CONV_R8_R4, ST_R8); return ST_R8; }
    if (ka == ST_R8 && kb == ST_R4) { convert_in_place(t, b, OP_CONV_R8_R4, ST_R8); return ST_R8; }
    fail(t, "operand types do not match");
    return ST_I4;
}

static void emit_store_local(Transcoder *t, uint32_t slot, Type *type, StackEntry value) {
    ValueKind vk = value_kind(type);
    uint32_t count = vk == VK_VT ? type_slots(type) : 1;
    materialize_local(t, slot, count);
    if (value.slot == slot) return; /* x = x */
    bool same_representation = (vk == VK_I4 && value.kind == ST_I4) || (vk == VK_I8 && value.kind == ST_I8) ||
                               (vk == VK_R8 && value.kind == ST_R8) || (vk == VK_R4 && value.kind == ST_R4) ||
                               (vk == VK_REF && value.kind == ST_REF) || (vk == VK_I8 && value.kind == ST_REF);
    if (same_representation && t->producer_index && value.slot == value.home &&
        t->code[t->producer_index] == value.home && !stack_reads_slot(t, value.home)) {
        t->code[t->producer_index] = slot; /* the producer writes the local directly */
        t->producer_index = 0;
        return;
    }
    if (vk == VK_VT) {
        emit(t, OP_MOV_VT, 3, (uintptr_t)slot, (uintptr_t)value.slot, (uintptr_t)type_slots(type));
    } else if (vk <= VK_I4 && value.kind == ST_I4) { /* truncating to a small integer, or an int32 as it is */
        emit(t, OP_MOV_I1 + vk, 2, (uintptr_t)slot, (uintptr_t)value.slot);
    } else if (vk == VK_I8 && value.kind == ST_I4) {
        emit(t, OP_CONV_I8_I4, 2, (uintptr_t)slot, (uintptr_t)value.slot);
    } else if (vk == VK_R4 && value.kind == ST_R8) {
        emit(t, OP_CONV_R4_R8, 2, (uintptr_t)slot, (uintptr_t)value.slot);
    } else if (vk == VK_R8 && value.kind == ST_R4) {
        emit(t, OP_CONV_R8_R4, 2, (uintptr_t)slot, (uintptr_t)value.slot);
    } else {
        emit(t, OP_MOV, 2, (uintptr_t)slot, (uintptr_t)value.slot);
    }
}

/* ldloc/ldarg: no copy; the entry reads the local's slot until something forces a copy. */
static void emit_load_local(Transcoder *t, uint32_t slot, Type *type) {
    push_type(t, type);
    StackEntry *e = &t->stack[t->depth - 1];
    if (t->address_taken[slot]) {
        e->slot = slot;
        materialize(t, e);
        return;
    }
    e->slot = slot;
}

/* Converting a stack value to the representation a parameter/field of `type` expects. */
static void coerce(Transcoder *t, StackEntry *value, Type *type) {
    ValueKind vk = value_kind(type);
    if (vk == VK_I8 && value->kind == ST_I4) convert_in_place(t, value, OP_CONV_I8_I4, ST_I8);
    else if (vk == VK_R4 && value->kind == ST_R8) convert_in_place(t, value, OP_CONV_R4_R8, ST_R4);
    else if (vk == VK_R8 && value->kind == ST_R4) convert_in_place(t, value, OP_CONV_R8_R4, ST_R8);
}

static void emit_throw_message(Transcoder *t, const char *exception_type, const char *format, ...) {
    char text[512];
    va_list args;
    va_start(args, format);
    vsnprintf(text, sizeof text, format, args);
    va_end(args);
    emit(t, OP_THROW_MESSAGE, 2, (uintptr_t)exception_type, (uintptr_t)loader_intern(text));
}

/* A type whose initialization is precise (no beforefieldinit) is initialized on entry to its
 * static methods and constructors (and value types' instance methods), so its own methods run
 * after the trigger.  A beforefieldinit type is initialized only by a static field access
 * (ECMA-335 II.10.5.3.2): its instance methods, a base constructor called from a derived one
 * among them, can run first and must check too. */
static bool precise_init(Type *type) {
    return !(type->flags & TYPE_FLAG_BEFORE_FIELD_INIT);
}

static bool needs_cctor_check(Transcoder *t, Type *type) {
    if (!(type->flags & TYPE_FLAG_HAS_CCTOR) || type->cctor_state == CCTOR_DONE) return false;
    if (t->method == type->cctor) return false;
    if (t->method->owner == type && precise_init(type)) return false;
    return true;
}

static void emit_cctor_check(Transcoder *t, Type *type) {
    if (needs_cctor_check(t, type)) emit(t, OP_CCTOR_CHECK, 1, (uintptr_t)type);
}

/* II.10.5.3.1: the first call of a static method or constructor of a type with precise
 * initialization (of any method, for value types and interfaces' default methods) triggers its
 * type initializer.  CoreCLR checks in the callee (the prestub), so calls through delegates,
 * virtual slots and reflection trigger it too; so does this check at the method's entry. */
static void emit_entry_cctor_check(Transcoder *t) {
    Method *m = t->method;
    Type *owner = m->owner;
    if (!(owner->flags & TYPE_FLAG_HAS_CCTOR) || owner->cctor_state == CCTOR_DONE || m == owner->cctor) return;
    if (!precise_init(owner)) return;
    bool triggers = (m->flags & META_METHOD_STATIC) || strcmp(m->name, ".ctor") == 0 ||
                    owner->kind == TYPE_KIND_VALUE_TYPE || owner->kind == TYPE_KIND_INTERFACE;
    if (triggers) emit(t, OP_CCTOR_CHECK, 1, (uintptr_t)owner);
}

static uint32_t read_u32(const uint8_t *p) {
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static uint64_t read_u64(const uint8_t *p) {
    return read_u32(p) | (uint64_t)read_u32(p + 4) << 32;
}

#include "interp/transcode_verify.inc"
#include "interp/transcode_liveness.inc"

static ClassHistogram *profile_call_site(Transcoder *t, bool is_interface);
static bool profile_branch(Transcoder *t, uint32_t il_target);
static void note_empty_stack(Transcoder *t);

#include "interp/transcode_calls.inc"

/* ---- the main loop --------------------------------------------------------------------- */

static bool in_range(uint32_t offset, uint32_t start, uint32_t length) {
    return offset >= start && offset < start + length;
}

static void emit_branch(Transcoder *t, int cil, uint32_t target, uint32_t next);

/* Instrumented code: the class histogram of the call site being emitted. */
static ClassHistogram *profile_call_site(Transcoder *t, bool is_interface) {
    if (!t->instrument || t->profile->call_site_count >= t->call_site_capacity) return NULL;
    CallSiteProfile *site = &t->profile->call_sites[t->profile->call_site_count++];
    site->il_offset = t->il_offset;
    site->is_interface = is_interface;
    return &site->histogram;
}

/* Instrumented code: a conditional branch just emitted (its target operand is the last word)
 * counts its not-taken edge here and its taken edge in a stub appended after the method. */
static bool profile_branch(Transcoder *t, uint32_t il_target) {
    if (!t->instrument || t->profile->branch_count >= t->branch_capacity) return false;
    BranchProfile *branch = &t->profile->branches[t->profile->branch_count++];
    branch->il_offset = t->il_offset;
    t->stubs[t->stub_count++] = (struct BranchStub){t->size - 1, il_target, (uint32_t *)&branch->taken};
    if (t->depth == 0) note_empty_stack(t); /* the fall-through edge starts here (an OSR exit) */
    emit(t, OP_PROFILE_COUNT, 1, (uintptr_t)&branch->not_taken);
    return true;
}

static void emit_branch_stubs(Transcoder *t) {
    t->taken_counters_start = t->size;
    t->il_offset = t->body.code_size ? t->body.code_size - 1 : 0;
    for (uint32_t i = 0; i < t->stub_count; i++) {
        t->code[t->stubs[i].operand_index] = t->size; /* a code offset, threaded like the rest */
        emit(t, OP_PROFILE_COUNT, 1, (uintptr_t)t->stubs[i].counter);
        emit(t, OP_BR, 1, (uintptr_t)0);
        add_fixup(t, t->stubs[i].il_target);
    }
    free(t->stubs);
}
static void transcode_instruction(Transcoder *t, int cil, const uint8_t *operand, uint32_t operand_size, uint32_t next);

static bool setup_frame(Transcoder *t) {
    Method *method = t->method;
    MethodSignature *sig = &method->signature;
    t->arg_count = sig->parameter_count + (sig->has_this ? 1 : 0);
    t->arg_types = calloc(t->arg_count + 1, sizeof(Type *));
    t->arg_slot = calloc(t->arg_count + 1, sizeof(uint32_t));
    uint32_t slot = 0, a = 0;
    if (sig->has_this) {
        Type *owner = method->owner;
        t->arg_types[a] = owner->kind == TYPE_KIND_VALUE_TYPE ? loader_byref_type(owner) : owner;
        t->arg_slot[a++] = slot++;
    }
    for (uint32_t i = 0; i < sig->parameter_count; i++) {
        t->arg_types[a] = sig->parameter_types[i];
        t->arg_slot[a++] = slot;
        slot += type_slots(sig->parameter_types[i]);
    }
    MetaBlob locals = {0};
    if (t->method->dynamic) locals = t->method->dynamic->locals_signature;
    else if (t->body.local_var_sig_token && !standalone_signature(t, t->body.local_var_sig_token, &locals)) {
        fail(t, "bad local variable signature token");
        return false;
    }
    if (locals.size) {
        MetaSigCursor cursor = meta_sig_cursor(locals);
        uint8_t kind;
        uint32_t count;
        if (!meta_sig_read_byte(&cursor, &kind) || kind != META_SIG_LOCAL_SIG ||
            !meta_sig_read_compressed_u32(&cursor, &count) || count > 65535) {
            fail(t, "bad local variable signature");
            return false;
        }
        t->local_count = count;
        t->local_types = calloc(count + 1, sizeof(Type *));
        t->local_slot = calloc(count + 1, sizeof(uint32_t));
        for (uint32_t i = 0; i < count; i++) {
            Type *type = loader_parse_type(t->thread, t->assembly, &cursor, &t->context);
            if (!type) {
                fail(t, "cannot load the type of local %u", i);
                return false;
            }
            /* a slot count and a reference map: the instance layout, as for parameters
             * (loader_prepare_method); the vtable waits for code that boxes or calls it */
            if (type->kind == TYPE_KIND_VALUE_TYPE && !loader_ensure_instance_sized(t->thread, type)) {
                fail(t, "cannot load the type of local %u", i);
                return false;
            }
            t->local_types[i] = type;
            t->local_slot[i] = slot;
            slot += type_slots(type);
        }
    }
    /* Two slots per clause: the exception kept for rethrow and the finally return address. */
    t->clauses = calloc(t->body.clause_count + 1, sizeof(InterpClause));
    for (uint32_t i = 0; i < t->body.clause_count; i++) {
        t->clauses[i].exception_slot = slot++;
        t->clauses[i].return_slot = slot++;
    }
    t->stack_base = slot;
    t->max_slot = slot;
    t->address_taken = calloc(slot + 1, sizeof(bool));
    return true;
}

static void mark_handler_states(Transcoder *t) {
    for (uint32_t i = 0; i < t->body.clause_count; i++) {
        const MetaExceptionClause *c = &t->body.clauses[i];
        t->depth = 0;
        if (c->flags == META_CLAUSE_EXCEPTION || c->flags == META_CLAUSE_FILTER) {
            Type *catch_type = vm_types.object;
            if (c->flags == META_CLAUSE_EXCEPTION) {
                catch_type = resolve_type(t, c->class_token_or_filter_offset);
                if (!catch_type) return;
            }
            t->clauses[i].catch_type = c->flags == META_CLAUSE_EXCEPTION ? catch_type : NULL;
            t->clauses[i].stack_slot = push(t, ST_REF, catch_type);
            record_state(t, c->handler_offset);
            if (c->flags == META_CLAUSE_FILTER) {
                if (c->class_token_or_filter_offset >= t->body.code_size) {
                    fail(t, "filter outside the method");
                    return;
                }
                record_state(t, c->class_token_or_filter_offset);
            }
        } else {
            record_state(t, c->handler_offset);
        }
        t->depth = 0;
    }
}

/* Room in t->empty_stack for the bit of code offset `offset` (new bytes zeroed). */
static bool empty_stack_room(Transcoder *t, uint32_t offset) {
    uint32_t byte = offset / 8;
    if (byte < t->empty_stack_bytes) return true;
    uint32_t bytes = t->empty_stack_bytes ? t->empty_stack_bytes * 2 : 64;
    while (bytes <= byte) bytes *= 2;
    uint8_t *grown = realloc(t->empty_stack, bytes);
    if (!grown) return false; /* the bits stay clear: an OSR exit then copies every slot */
    memset(grown + t->empty_stack_bytes, 0, bytes - t->empty_stack_bytes);
    t->empty_stack = grown;
    t->empty_stack_bytes = bytes;
    return true;
}

static void note_empty_stack(Transcoder *t) {
    if (empty_stack_room(t, t->size)) t->empty_stack[t->size / 8] |= (uint8_t)(1u << (t->size % 8));
}

static bool finish(Transcoder *t, InterpMethod *im) {
    t->il_offset = t->body.code_size;
    for (uint32_t i = 0; i < t->fixup_count; i++) {
        int32_t target = t->il_to_code[t->fixups[i].il_target];
        if (target < 0) {
            fail(t, "branch into the middle of an instruction at IL_%04x", t->fixups[i].il_target);
            return false;
        }
        t->code[t->fixups[i].code_index] = (uintptr_t)target; /* relocated below */
    }
    t->il_to_code[t->body.code_size] = (int32_t)t->size;
    for (uint32_t i = 0; i < t->body.clause_count; i++) {
        const MetaExceptionClause *c = &t->body.clauses[i];
        InterpClause *ic = &t->clauses[i];
        uint32_t try_end = c->try_offset + c->try_length, handler_end = c->handler_offset + c->handler_length;
        if (try_end > t->body.code_size || handler_end > t->body.code_size) {
            fail(t, "exception clause outside the method");
            return false;
        }
        ic->kind = c->flags;
        ic->try_start = (uint32_t)t->il_to_code[c->try_offset];
        ic->try_end = (uint32_t)t->il_to_code[try_end];
        ic->handler_start = (uint32_t)t->il_to_code[c->handler_offset];
        ic->handler_end = (uint32_t)t->il_to_code[handler_end];
        if (c->flags == META_CLAUSE_FILTER) ic->filter_start = (uint32_t)t->il_to_code[c->class_token_or_filter_offset];
        if ((int32_t)ic->try_start < 0 || (int32_t)ic->try_end < 0 || (int32_t)ic->handler_start < 0 ||
            (int32_t)ic->handler_end < 0 || (int32_t)ic->filter_start < 0) {
            fail(t, "exception clause boundary inside an instruction");
            return false;
        }
    }
    im->code = t->code;
    im->code_size = t->size;
    /* only OSR exits read it, and only methods with loops have OSR code */
    if (t->has_loops && empty_stack_room(t, t->size)) im->empty_stack = t->empty_stack;
    else free(t->empty_stack);
    t->empty_stack = NULL;
    im->taken_counters_start = t->stub_count ? t->taken_counters_start : t->size;
    im->il_offsets = t->code_il;
    im->clauses = t->clauses;
    im->clause_count = t->body.clause_count;
    im->frame_slots = t->max_slot + 4;
    for (uint32_t i = 0; i < t->temp_clear_count; i++) t->code[t->temp_clears[i]] = im->frame_slots - t->stack_base;
    im->has_loops = t->has_loops;
    im->small_leaf = !t->has_loops && !t->has_managed_calls && !t->body.clause_count && t->body.code_size <= SMALL_LEAF_IL_BYTES;
    im->argument_slots = t->method->argument_slots;
    im->local_slots = t->stack_base - t->method->argument_slots;
    return true;
}

static const char *const op_names[] = {
#define INTERP_OP(name, operands) #name,
#include "interp/interp_ops.def"
#undef INTERP_OP
};

/* CORVID_InterpDump=<text>: print the typed code of every method whose name contains text
 * (the interpreter's counterpart of DOTNET_JitDisasm). */
static void dump_code(InterpMethod *im) {
    const char *filter = getenv("CORVID_InterpDump");
    if (!filter) return;
    char name[512];
    loader_method_display_name(im->method, name, sizeof name);
    if (!strstr(name, filter)) return;
    fprintf(stderr, "; %s: %u slots (%u arguments, %u locals)\n", name, im->frame_slots, im->argument_slots, im->local_slots);
    for (uint32_t pc = 0; pc < im->code_size;) {
        int op = (int)im->code[pc];
        uint32_t n = interp_op_operands[op] + (op == OP_SWITCH ? (uint32_t)im->code[pc + 2] : 0);
        fprintf(stderr, "  %04u IL_%04x %-16s", pc, im->il_offsets ? im->il_offsets[pc] : 0, op_names[op]);
        for (uint32_t i = 1; i <= n; i++) fprintf(stderr, " %lld", (long long)(intptr_t)im->code[pc + i]);
        fputc('\n', stderr);
        pc += 1 + n;
    }
}

/* Replace opcode numbers by label addresses and code offsets by pointers (direct threading). */
static void thread_code(InterpMethod *im) {
    dump_code(im);
    /* Padded with zero words: a decoder may read an instruction's largest operand list. */
    im->typed_code = calloc(im->code_size + 8, sizeof(uintptr_t));
    memcpy(im->typed_code, im->code, im->code_size * sizeof(uintptr_t));
    const void *const *labels = interp_labels();
    uintptr_t *code = im->code;
    for (uint32_t pc = 0; pc < im->code_size;) {
        int op = (int)code[pc];
        uint32_t n = interp_op_operands[op];
        switch (op) {
        case OP_BR: code[pc + 1] = (uintptr_t)(code + code[pc + 1]); break;
        case OP_BRTRUE_I4: case OP_BRFALSE_I4: case OP_BRTRUE_I8: case OP_BRFALSE_I8:
            code[pc + 2] = (uintptr_t)(code + code[pc + 2]);
            break;
        case OP_CALL_FINALLY: code[pc + 2] = (uintptr_t)(code + code[pc + 2]); break;
        case OP_PATCHPOINT: break; /* the back-edge branch stays a code offset: it names the OSR entry */
        case OP_SWITCH: {
            uint32_t count = (uint32_t)code[pc + 2];
            for (uint32_t i = 0; i < count; i++) code[pc + 3 + i] = (uintptr_t)(code + code[pc + 3 + i]);
            n += count;
            break;
        }
        default:
            if ((op >= OP_CEQ_I4 && op <= OP_BGE_UN_R8) || (op >= OP_BLT_IMM_I4 && op <= OP_BNE_UN_IMM_I4)) {
                bool is_branch = op >= OP_BLT_IMM_I4 || ((op - OP_CEQ_I4) % 15) >= 5;
                if (is_branch) code[pc + 3] = (uintptr_t)(code + code[pc + 3]);
            }
            break;
        }
        code[pc] = (uintptr_t)labels[op];
        pc += 1 + n;
    }
}

static InterpMethod *build_stub(Transcoder *t, InterpMethod *im);

static InterpMethod *transcode(Thread *thread, Method *method, bool instrument);

InterpMethod *interp_transcode(Thread *thread, Method *method) {
    return transcode(thread, method, false);
}

InterpMethod *interp_transcode_instrumented(Thread *thread, Method *method) {
    return transcode(thread, method, true);
}

static InterpMethod *transcode(Thread *thread, Method *method, bool instrument) {
    cil_tables_init();
    Transcoder t = {0};
    t.instrument = instrument;
    t.dead_array_op = UINT32_MAX;
    t.stack_capacity = 16;
    t.stack = malloc(t.stack_capacity * sizeof(StackEntry));
    t.thread = thread;
    t.method = method;
    t.assembly = method->owner->assembly;
    t.context = loader_type_context(method->owner);
    t.context.method_arguments = method->generic_arguments;
    t.context.method_argument_count = method->generic_argument_count;
    InterpMethod *im = calloc(1, sizeof(InterpMethod));
    im->method = method;
    char name[512];
    if (!loader_prepare_method(thread, method)) return NULL;
    /* CORVID_ProfileExclude (tier.h): calls beneath this method are not profiled */
    const char *excluded = getenv("CORVID_ProfileExclude");
    if (excluded && *excluded && method->token && loader_method_matches(method, excluded))
        method->profile_exclusion_root = im->profile_exclusion_root = true;
    bool is_stub = vm_find_runtime_library_call(method) || (method->impl_flags & META_METHOD_IMPL_INTERNAL_CALL) ||
                   (method->impl_flags & META_METHOD_IMPL_CODE_TYPE_MASK) == META_METHOD_IMPL_RUNTIME ||
                   (method->flags & META_METHOD_PINVOKE_IMPL) || (method->flags & META_METHOD_ABSTRACT) ||
                   method->owner->kind == TYPE_KIND_ARRAY || (!method->token && !method->dynamic);
    if (is_stub) {
        if (!build_stub(&t, im)) goto failed;
        thread_code(im);
        return im;
    }
    MetaError error;
    t.runtime_body = loader_method_body_substituted(method);
    if (!loader_method_body(method, &t.body, &error)) {
        fail(&t, "%s", error.message);
        t.bad_image = true;
        goto failed;
    }
    if (t.body.code_size == 0) { /* III.1.7.5: control would fall off the end at once */
        fail(&t, "empty method body");
        goto failed;
    }
    if (!setup_frame(&t)) goto failed;
    t.il_to_code = malloc((t.body.code_size + 1) * sizeof(int32_t));
    for (uint32_t i = 0; i <= t.body.code_size; i++) t.il_to_code[i] = -1;
    t.states = calloc(t.body.code_size + 1, sizeof(StackState *));
    prescan(&t);
    if (!t.failed) compute_local_liveness(&t);
    /* A method with loops would be transcoded again, instrumented, at its first call (tier.c's
     * BBINSTR_IF_LOOPS); its first code is instrumented instead. */
    if (!t.instrument && t.backward_branch && interp_instrument_loops_from_first_call && !im->profile_exclusion_root)
        t.instrument = true;
    if (t.instrument) {
        t.profile = calloc(1, sizeof(MethodProfile));
        t.profile->call_sites = calloc(t.call_site_capacity + 1, sizeof(CallSiteProfile));
        t.profile->branches = calloc(t.branch_capacity + 1, sizeof(BranchProfile));
        t.stubs = calloc(t.branch_capacity + 1, sizeof *t.stubs);
    }
    mark_handler_states(&t);
    emit_entry_cctor_check(&t);
    bool reachable = true;
    const uint8_t *code = t.body.code;
    /* Exception clause edges keep their code even when dead: finish() maps every one. */
    for (uint32_t i = 0; i < t.body.clause_count; i++) {
        const MetaExceptionClause *c = &t.body.clauses[i];
        uint32_t edges[5] = {c->try_offset, c->try_offset + c->try_length, c->handler_offset,
                             c->handler_offset + c->handler_length,
                             c->flags == META_CLAUSE_FILTER ? c->class_token_or_filter_offset : c->handler_offset};
        for (int k = 0; k < 5; k++)
            if (edges[k] < t.body.code_size) t.il_flags[edges[k]] |= IL_CLAUSE_EDGE;
    }
    uint32_t offset = 0;
    while (offset < t.body.code_size && !t.failed) {
        t.il_offset = offset;
        /* Dead code: not reached by falling through, by a branch transcoded so far (a state), by a
         * backward branch or as a clause edge.  Nothing later can branch to it (that would be a
         * backward branch), so it is skipped, as the JIT imports only reachable blocks; the
         * vectorized paths CoreLib guards with IsHardwareAccelerated are never loaded. */
        if (!reachable && !t.states[offset] && !(t.il_flags[offset] & (IL_BACKWARD_TARGET | IL_CLAUSE_EDGE))) {
            int skipped_cil;
            uint32_t skipped_operand_size;
            const char *why = "invalid instruction";
            uint32_t next = decode_instruction(code, t.body.code_size, offset, &skipped_cil, &skipped_operand_size, &why);
            if (!next) {
                fail(&t, "%s (0x%02x)", why, code[offset]);
                break;
            }
            offset = next;
            continue;
        }
        if (reachable && offset > 0) check_fall_through(&t, offset);
        /* Joins: merge with (or adopt) the state recorded by branches to here. */
        if (t.states[offset]) {
            if (reachable) {
                materialize_all(&t);
                record_state(&t, offset);
            }
            restore_state(&t, t.states[offset]);
            t.producer_index = 0;
            t.last_ldc_index = 0;
            t.dead_array_op = UINT32_MAX;
        } else {
            if (!reachable) t.depth = 0; /* III.1.7.5: only backward branches reach here; the stack is empty */
            if (t.il_flags[offset] & IL_TARGET) { /* a loop head: its later back-edges must agree */
                /* a back-edge may bring other types than the fall-through's */
                for (uint32_t i = 0; i < t.depth; i++) t.stack[i].known_type_stage = 0;
                materialize_all(&t);
                record_state(&t, offset);
                t.producer_index = 0;
                t.last_ldc_index = 0;
                t.dead_array_op = UINT32_MAX;
            }
        }
        if (t.failed) break;
        t.il_to_code[offset] = (int32_t)t.size;
        if (t.depth == 0) note_empty_stack(&t);
        clear_dead_locals(&t, offset);
        uint32_t start = offset;
        int cil;
        uint32_t operand_size;
        const char *why = "invalid instruction";
        offset = decode_instruction(code, t.body.code_size, start, &cil, &operand_size, &why);
        if (!offset) {
            fail(&t, "%s (0x%02x)", why, code[start]);
            break;
        }
        const uint8_t *operand = code + offset - operand_size;
        t.il_offset = start;
        t.branch_always_taken = false;
        transcode_instruction(&t, cil, operand, operand_size, offset);
        if (t.dies) t.pending_deaths |= t.dies[start];
        switch (cil) {
        case CIL_BR: case CIL_BR_S: case CIL_RET: case CIL_THROW: case CIL_RETHROW: case CIL_LEAVE:
        case CIL_LEAVE_S: case CIL_ENDFINALLY: case CIL_ENDFILTER: case CIL_JMP:
            reachable = false;
            break;
        default:
            reachable = !t.branch_always_taken;
            break;
        }
        if (reachable && offset >= t.body.code_size && cil != CIL_TAIL) fail(&t, "control falls off the end of the method");
    }
    if (!t.failed && t.instrument) emit_branch_stubs(&t);
    if (!t.failed && !finish(&t, im)) goto failed;
    if (t.instrument && !t.failed) interp_record_profile(method, t.profile);
    im->instrumented = t.instrument;
    if (t.failed) goto failed;
    for (uint32_t i = 0; i <= t.body.code_size; i++) free(t.states[i]);
    free(t.states);
    free(t.il_flags);
    free(t.il_to_code);
    free(t.stack);
    free(t.fixups);
    free(t.live_in);
    free(t.dies);
    free(t.no_kill);
    free(t.temp_clears);
    thread_code(im);
    return im;
failed:
    if (!thread->exception) {
        char message[1024];
        loader_method_display_name(method, name, sizeof name);
        if (t.unsupported) {
            snprintf(message, sizeof message, "corvid does not support %s yet (%s, IL offset 0x%04x).", t.message, name,
                     t.il_offset);
            vm_throw_new(thread, "System.NotSupportedException", message);
        } else if (t.bad_image) {
            snprintf(message, sizeof message, "Bad IL format. The method body of %s is invalid: %s", name, t.message);
            vm_throw_new(thread, "System.BadImageFormatException", message);
        } else {
            snprintf(message, sizeof message,
                     "Common Language Runtime detected an invalid program. (%s, IL offset 0x%04x: %s)", name,
                     t.il_offset, t.message);
            vm_throw_new(thread, "System.InvalidProgramException", message);
        }
    }
    return NULL;
}

#include "interp/transcode_ops.inc"
