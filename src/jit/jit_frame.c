/*
 * jit_frame.c — the interpreter frame as LLVM allocas.
 *
 * The typed code names 8-byte slots.  A value type spans several consecutive slots and its
 * address may be taken, so slots that are ever accessed together (a value type's slots, a
 * local whose address is taken, a value-type argument passed by pointer) form one group,
 * allocated as one [n x i64] alloca; every other slot is its own i64 alloca.  Accesses are
 * typed loads and stores at byte offsets, exactly the bytes the interpreter reads and writes,
 * so SROA/mem2reg turn the scalar slots into SSA values and the -O2 pipeline does the rest.
 */
#include "jit/jit_internal.h"
#include <stdlib.h>
#include <string.h>

static uint32_t find(uint32_t *p, uint32_t x) {
    while (p[x] != x) {
        p[x] = p[p[x]];
        x = p[x];
    }
    return x;
}

static void unite(JitFn *f, uint32_t *p, uint32_t slot, uint32_t count) {
    if (count == 0) return;
    if (slot + count > f->slot_count) {
        jit_fail(f, "internal: slot range %u+%u outside the frame (%u slots)", slot, count, f->slot_count);
        return;
    }
    uint32_t root = find(p, slot);
    for (uint32_t i = 1; i < count; i++) {
        uint32_t other = find(p, slot + i);
        if (other != root) p[other] = root;
    }
}

static uint32_t type_slots(Type *type) {
    if (type->kind == TYPE_KIND_VALUE_TYPE)
        return type->stack_slots ? type->stack_slots : SLOTS_FOR_SIZE(loader_type_stack_size(type));
    return 1;
}

static uint32_t bytes_slots(uintptr_t size) {
    return (uint32_t)SLOTS_FOR_SIZE(size);
}

/* Value-type parameters travel by pointer to their slots, value-type results through a hidden
 * pointer to the argument base: both must be whole groups. */
static void unite_call(JitFn *f, uint32_t *p, Method *m, uint32_t this_slot, bool has_this_slot) {
    if (!m->signature_ready && !loader_prepare_method(f->thread, m)) {
        f->thread->exception = NULL;
        jit_fail(f, "cannot prepare callee %s", m->name);
        return;
    }
    uint32_t slot = this_slot + (has_this_slot ? 1 : 0);
    for (uint32_t i = 0; i < m->signature.parameter_count; i++) {
        Type *t = m->signature.parameter_types[i];
        uint32_t n = type_slots(t);
        if (jit_kind_of(t) == JK_VT) unite(f, p, slot, n);
        slot += n;
    }
    if (jit_kind_of(m->signature.return_type) == JK_VT) unite(f, p, this_slot, m->return_slots);
}

/* Slot extents of the locals, from the method's local signature. */
static bool local_extents(JitFn *f, uint32_t *p) {
    Method *m = f->method;
    if (!m->token || f->im->local_slots == 0) return true;
    MetaMethodBody body;
    MetaError error;
    if (!loader_method_body(m, &body, &error)) return false;
    if (!body.local_var_sig_token) return true;
    const MetaStandAloneSigRow *row = meta_standalone_sig(m->owner->assembly->image, META_TOKEN_ROW(body.local_var_sig_token));
    if (!row) return false;
    MetaSigCursor cursor = meta_sig_cursor(row->signature);
    uint8_t kind;
    uint32_t count;
    if (!meta_sig_read_byte(&cursor, &kind) || kind != META_SIG_LOCAL_SIG || !meta_sig_read_compressed_u32(&cursor, &count))
        return false;
    GenericContext context = loader_type_context(m->owner);
    context.method_arguments = m->generic_arguments;
    context.method_argument_count = m->generic_argument_count;
    uint32_t slot = f->im->argument_slots;
    for (uint32_t i = 0; i < count; i++) {
        Type *type = loader_parse_type(f->thread, m->owner->assembly, &cursor, &context);
        if (!type) {
            f->thread->exception = NULL;
            return false;
        }
        uint32_t n = type_slots(type);
        unite(f, p, slot, n);
        slot += n;
    }
    return slot == f->im->argument_slots + f->im->local_slots;
}

bool jit_frame_analyze(JitFn *f) {
    InterpMethod *im = f->im;
    f->slot_count = im->frame_slots + 2;
    uint32_t *p = malloc(f->slot_count * sizeof(uint32_t));
    f->address_taken = calloc(f->slot_count, 1);
    for (uint32_t i = 0; i < f->slot_count; i++) p[i] = i;
    /* arguments */
    Method *m = f->method;
    uint32_t slot = m->signature.has_this ? 1 : 0;
    for (uint32_t i = 0; i < m->signature.parameter_count; i++) {
        uint32_t n = type_slots(m->signature.parameter_types[i]);
        unite(f, p, slot, n);
        slot += n;
    }
    if (!local_extents(f, p)) unite(f, p, im->argument_slots, im->local_slots); /* conservative */
    f->variables_in_memory = f->filter_code != NULL; /* check_supported found filter blocks */
    if (f->variables_in_memory) {
        unite(f, p, 0, im->argument_slots + im->local_slots);
        jit_note(f, "; Filters: run by the interpreter in the first pass; arguments and locals kept in memory for them\n");
    }
    const uintptr_t *code = f->code;
    for (uint32_t pc = 0; pc < im->code_size && !f->failed;) {
        int op = (int)code[pc];
        const uintptr_t *ip = code + pc;
        uint32_t n = interp_op_operands[op] + (op == OP_SWITCH ? (uint32_t)code[pc + 2] : 0);
        switch (op) {
        case OP_MOV_VT: unite(f, p, (uint32_t)ip[1], (uint32_t)ip[3]); unite(f, p, (uint32_t)ip[2], (uint32_t)ip[3]); break;
        case OP_LDLOCFLD_I1: case OP_LDLOCFLD_U1: case OP_LDLOCFLD_I2: case OP_LDLOCFLD_U2: case OP_LDLOCFLD_I4:
        case OP_LDLOCFLD_I8: case OP_LDLOCFLD_R4: case OP_LDLOCFLD_R8: case OP_LDLOCFLD_REF:
            unite(f, p, (uint32_t)ip[2], bytes_slots(ip[3] + 8));
            break;
        case OP_LDLOCFLD_VT:
            unite(f, p, (uint32_t)ip[2], bytes_slots(ip[3] + ip[4]));
            unite(f, p, (uint32_t)ip[1], bytes_slots(ip[4]));
            break;
        case OP_LDFLD_VT: unite(f, p, (uint32_t)ip[1], bytes_slots(ip[4])); break;
        case OP_LDSFLD_VT: case OP_LDIND_VT: unite(f, p, (uint32_t)ip[1], bytes_slots(ip[3])); break;
        case OP_LDELEM_VT: unite(f, p, (uint32_t)ip[1], bytes_slots(ip[4])); break;
        case OP_STFLD_VT: unite(f, p, (uint32_t)ip[2], bytes_slots(ip[4])); break;
        case OP_STSFLD_VT: case OP_STIND_VT: unite(f, p, (uint32_t)ip[2], bytes_slots(ip[3])); break;
        case OP_STELEM_VT: unite(f, p, (uint32_t)ip[4], bytes_slots(ip[3])); break;
        case OP_RET_VT: unite(f, p, (uint32_t)ip[1], (uint32_t)ip[2]); break;
        case OP_BOX: {
            Type *t = (Type *)ip[3];
            if (t->kind == TYPE_KIND_VALUE_TYPE) unite(f, p, (uint32_t)ip[2], type_slots(t));
            break;
        }
        case OP_BOX_NULLABLE: unite(f, p, (uint32_t)ip[2], type_slots((Type *)ip[3])); break;
        case OP_UNBOX_ANY: unite(f, p, (uint32_t)ip[1], bytes_slots(ip[4])); break;
        case OP_UNBOX_NULLABLE: unite(f, p, (uint32_t)ip[1], type_slots((Type *)ip[3])); break;
        case OP_LDADDR: /* arguments and locals are grouped above; a write through the address
                         * may come from anywhere (jit_loops.c) */
            if ((uint32_t)ip[2] < f->slot_count) f->address_taken[ip[2]] = 1;
            break;
        case OP_CALL: case OP_CALL_MD_ARRAY: case OP_CALLVIRT: case OP_CALLINTERFACE: case OP_CALL_GVM: case OP_TAILCALL: {
            Method *callee = (Method *)ip[1];
            unite_call(f, p, callee, (uint32_t)ip[2], callee->signature.has_this);
            break;
        }
        case OP_JMP: unite_call(f, p, (Method *)ip[1], 0, ((Method *)ip[1])->signature.has_this); break;
        case OP_NEWOBJ: unite_call(f, p, (Method *)ip[4], (uint32_t)ip[1], true); break;
        case OP_NEWOBJ_VT:
            unite(f, p, (uint32_t)ip[1], (uint32_t)ip[3]);
            unite_call(f, p, (Method *)ip[5], (uint32_t)(ip[1] + ip[3]), true);
            break;
        default: break;
        }
        pc += 1 + n;
    }
    /* groups are unions of overlapping intervals, hence intervals */
    f->group = malloc(f->slot_count * sizeof(uint32_t));
    f->group_end = calloc(f->slot_count, sizeof(uint32_t));
    uint32_t *first = malloc(f->slot_count * sizeof(uint32_t));
    for (uint32_t i = 0; i < f->slot_count; i++) first[i] = UINT32_MAX;
    for (uint32_t i = 0; i < f->slot_count; i++) {
        uint32_t r = find(p, i);
        if (first[r] == UINT32_MAX) first[r] = i;
        f->group[i] = first[r];
        f->group_end[first[r]] = i + 1;
    }
    free(first);
    free(p);
    return !f->failed;
}

void jit_frame_allocate(JitFn *f) {
    f->group_alloca = calloc(f->slot_count, sizeof(LLVMValueRef));
    f->slot_facts = calloc(f->slot_count, sizeof *f->slot_facts);
    f->slot_type = calloc(f->slot_count, sizeof(LLVMTypeRef));
    for (uint32_t s = 0; s < f->slot_count; s++) {
        if (f->group[s] != s) continue;
        uint32_t n = f->group_end[s] - s;
        if (s == 0 && f->variables_in_memory && f->osr) {
            f->group_alloca[0] = f->osr_frame; /* live values: no zeroing */
            continue;
        }
        LLVMTypeRef type = n == 1 ? f->i64 : LLVMArrayType(f->i64, n);
        LLVMValueRef a = LLVMBuildAlloca(f->b, type, "slot");
        LLVMSetAlignment(a, 8);
        f->group_alloca[s] = a;
        /* the interpreter zeroes locals; zeroing every slot keeps partial writes defined.  A
         * memset, not an i64 store: SROA gives an alloca the type all its typed accesses agree
         * on, and an i64 zero under a double local made it an integer, the sum of a reduction
         * loop then moving between integer and FP registers every iteration (3x slower). */
        LLVMBuildMemSet(f->b, a, LLVMConstInt(f->i8, 0, false), jit_i64(f, 8 * (int64_t)n), 8);
    }
    if (f->has_localloc && !(f->osr && !f->parent)) {
        f->localloc_blocks = LLVMBuildAlloca(f->b, f->ptr, "localloc_blocks");
        jit_store(f, LLVMConstNull(f->ptr), f->localloc_blocks, 8);
    }
    if (f->buffer_slots) {
        f->buffer = LLVMBuildAlloca(f->b, LLVMArrayType(f->i64, f->buffer_slots), "buffer");
        LLVMSetAlignment(f->buffer, 16);
    }
}

static LLVMValueRef slot_address(JitFn *f, uint32_t slot, uint32_t byte_offset, uint32_t size) {
    if (slot >= f->slot_count) {
        jit_fail(f, "internal: slot %u outside the frame", slot);
        slot = 0;
    }
    uint32_t start = f->group[slot];
    uint32_t offset = (slot - start) * 8 + byte_offset;
    if (offset + size > (f->group_end[start] - start) * 8) {
        jit_fail(f, "internal: access to slot %u+%u (%u bytes) crosses its group", slot, byte_offset, size);
        return f->group_alloca[start];
    }
    return jit_gep_const(f, f->group_alloca[start], offset);
}

/* An address of a slot for any access: it may be written through it. */
LLVMValueRef jit_slot_addr(JitFn *f, uint32_t slot, uint32_t byte_offset, uint32_t size) {
    LLVMValueRef address = slot_address(f, slot, byte_offset, size);
    if (slot < f->slot_count) {
        if (f->slot_facts) f->slot_facts[slot].block = NULL;
        if (f->osr_slot_written && !f->osr_copying) f->osr_slot_written[f->group[slot]] = 1;
        jit_loops_note_write(f, slot);
    }
    return address;
}

struct JitSlotFact *jit_slot_fact(JitFn *f, uint32_t slot) {
    if (!jit_slot_is_alone(f, slot) || !f->slot_facts || f->slot_facts[slot].block != LLVMGetInsertBlock(f->b)) return NULL;
    return &f->slot_facts[slot];
}

struct JitSlotFact *jit_slot_fact_set(JitFn *f, uint32_t slot) {
    if (!jit_slot_is_alone(f, slot) || !f->slot_facts) return NULL;
    struct JitSlotFact *fact = &f->slot_facts[slot];
    if (fact->block != LLVMGetInsertBlock(f->b)) *fact = (struct JitSlotFact){LLVMGetInsertBlock(f->b), NULL, NULL, 0};
    return fact;
}

void jit_frame_free(JitFn *f) {
    free(f->group);
    free(f->group_end);
    free(f->group_alloca);
    free(f->address_taken);
    free(f->slot_facts);
    free(f->slot_type);
}

/* A slot that is its own alloca (a one-slot group: no multi-slot value type). */
bool jit_slot_is_alone(JitFn *f, uint32_t slot) {
    return slot < f->slot_count && f->group[slot] == slot && f->group_end[slot] == slot + 1;
}

/* A copy between slots in the 8-byte type last stored to the source, so that a double stays a
 * double (an i64 move would make both slots integers to SROA).  Only a guess (an exception
 * handler's stores, a join of two paths), so always all 8 bytes: the bits are kept whatever
 * the type.  The transcoder's MOV_I4 says the value is an int32: then 4 bytes. */
void jit_move_slot(JitFn *f, uint32_t dest, uint32_t src, bool int32) {
    LLVMTypeRef type = src < f->slot_count && f->slot_type && f->slot_type[src] ? f->slot_type[src] : f->i64;
    if (type != f->f64 && type != f->ptr) type = f->i64;
    /* MOV_I4: an int32, 4 bytes (an 8-byte move would make an int loop counter an i64 to SROA,
     * re-truncated and re-extended on every iteration) */
    if (int32) type = f->i32;
    jit_store_slot(f, dest, jit_load_slot(f, src, type));
    struct JitSlotFact *fact = src < f->slot_count && dest != src ? jit_slot_fact_set(f, dest) : NULL;
    if (fact) fact->copy_of = src + 1;
}

uint32_t jit_slot_copied_from(JitFn *f, uint32_t slot) {
    struct JitSlotFact *fact = jit_slot_fact(f, slot);
    return fact && fact->copy_of ? fact->copy_of - 1 : slot; /* the value it had then: the caller knows whether it still does */
}

LLVMValueRef jit_load_slot(JitFn *f, uint32_t slot, LLVMTypeRef type) {
    struct JitSlotFact *fact = type == f->i64 || type == f->i32 ? jit_slot_fact(f, slot) : NULL;
    if (fact && fact->constant) return type == f->i64 ? fact->constant : LLVMConstTrunc(fact->constant, f->i32);
    uint32_t size = type == f->i32 || type == f->f32 ? 4 : 8;
    return jit_load(f, type, slot_address(f, slot, 0, size), size);
}

void jit_store_slot(JitFn *f, uint32_t slot, LLVMValueRef value) {
    LLVMTypeRef type = LLVMTypeOf(value);
    if (slot < f->slot_count && f->slot_type) f->slot_type[slot] = type;
    if (f->variables_in_memory && slot < f->im->argument_slots + f->im->local_slots && (type == f->i32 || type == f->f32)) {
        /* a whole slot, so that a later 8-byte load of it (a call's argument) forwards from
         * this store: a 4-byte store under an 8-byte load stalls the load (~12 cycles) */
        value = type == f->f32 ? LLVMBuildZExt(f->b, LLVMBuildBitCast(f->b, value, f->i32, ""), f->i64, "")
                               : LLVMBuildSExt(f->b, value, f->i64, ""); /* as arguments travel (jit_calls.c) */
        type = f->i64;
    }
    uint32_t size = type == f->i32 || type == f->f32 ? 4 : 8;
    jit_store(f, value, jit_slot_addr(f, slot, 0, size), size); /* forgets the slot's constant */
    struct JitSlotFact *fact = (type == f->i64 || type == f->i32) && LLVMIsAConstantInt(value) ? jit_slot_fact_set(f, slot) : NULL;
    if (fact) fact->constant = type == f->i64 ? value : LLVMConstZExt(value, f->i64);
}

static bool is_narrow(JitFn *f, LLVMTypeRef type) { return type == f->i32 || type == f->f32; }
static bool is_wide(JitFn *f, LLVMTypeRef type) { return type == f->i64 || type == f->f64 || type == f->ptr; }

/* An alone slot accessed both as 4 and as 8 bytes (a temporary that held an int and then a
 * long: Sieve's index) is rewritten to 8-byte accesses only: SROA would split it into two i32
 * halves and rebuild every 8-byte use with shifts and ors, and load it in halves at OSR entry.
 * A slot used only as 4 bytes stays so (an int loop counter: an i32 induction variable for
 * LLVM's loop passes; a float: an FP register).  The upper half the interpreter leaves as it
 * was is read by nothing as part of a 4-byte value; the 4-byte stores are those of stack
 * values (jit_store_slot), never of a field inside a value type. */
static void widen_mixed_slot(JitFn *f, LLVMValueRef slot) {
    bool narrow = false, wide = false;
    for (LLVMUseRef use = LLVMGetFirstUse(slot); use; use = LLVMGetNextUse(use)) {
        LLVMValueRef user = LLVMGetUser(use);
        if (LLVMIsALoadInst(user)) {
            LLVMTypeRef type = LLVMTypeOf(user);
            narrow |= is_narrow(f, type);
            wide |= is_wide(f, type);
        } else if (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 1) == slot && !LLVMGetVolatile(user)) {
            LLVMTypeRef type = LLVMTypeOf(LLVMGetOperand(user, 0));
            narrow |= is_narrow(f, type);
            wide |= is_wide(f, type);
        } else if (!LLVMIsAMemIntrinsic(user)) {
            return; /* its address goes elsewhere */
        }
    }
    if (!narrow || !wide) return;
    LLVMBuilderRef b = LLVMCreateBuilderInContext(f->ctx);
    for (LLVMUseRef use = LLVMGetFirstUse(slot), next; use; use = next) {
        next = LLVMGetNextUse(use);
        LLVMValueRef user = LLVMGetUser(use);
        if (LLVMIsALoadInst(user) && is_narrow(f, LLVMTypeOf(user))) {
            LLVMPositionBuilderBefore(b, user);
            LLVMValueRef whole = LLVMBuildLoad2(b, f->i64, slot, "");
            LLVMSetAlignment(whole, 8);
            LLVMValueRef low = LLVMBuildTrunc(b, whole, f->i32, "");
            if (LLVMTypeOf(user) == f->f32) low = LLVMBuildBitCast(b, low, f->f32, "");
            LLVMReplaceAllUsesWith(user, low);
            LLVMInstructionEraseFromParent(user);
        } else if (LLVMIsAStoreInst(user) && is_narrow(f, LLVMTypeOf(LLVMGetOperand(user, 0)))) {
            LLVMPositionBuilderBefore(b, user);
            LLVMValueRef value = LLVMGetOperand(user, 0);
            if (LLVMTypeOf(value) == f->f32) value = LLVMBuildBitCast(b, value, f->i32, "");
            LLVMSetAlignment(LLVMBuildStore(b, LLVMBuildZExt(b, value, f->i64, ""), slot), 8);
            LLVMInstructionEraseFromParent(user);
        }
    }
    LLVMDisposeBuilder(b);
}

void jit_frame_finish(JitFn *f) {
    for (uint32_t s = 0; s < f->slot_count; s++)
        if (jit_slot_is_alone(f, s) && f->group_alloca[s] && LLVMIsAAllocaInst(f->group_alloca[s]))
            widen_mixed_slot(f, f->group_alloca[s]);
}

/* Slot-by-slot copy (memmove semantics: everything is loaded before anything is stored). */
void jit_copy_slots(JitFn *f, uint32_t dest, uint32_t src, uint32_t count) {
    if (dest == src || count == 0) return;
    LLVMValueRef values[64];
    if (count > 64) {
        LLVMValueRef d = jit_slot_addr(f, dest, 0, count * 8), s = jit_slot_addr(f, src, 0, count * 8);
        LLVMBuildMemMove(f->b, d, 8, s, 8, jit_i64(f, count * 8));
        return;
    }
    for (uint32_t i = 0; i < count; i++) values[i] = jit_load_slot(f, src + i, f->i64);
    for (uint32_t i = 0; i < count; i++) jit_store_slot(f, dest + i, values[i]);
}

LLVMValueRef jit_buffer_addr(JitFn *f, uint32_t index) {
    if (index >= f->buffer_slots) jit_fail(f, "internal: call buffer too small");
    return jit_gep_const(f, f->buffer, index * 8);
}

void jit_slots_to_buffer(JitFn *f, uint32_t buffer_index, uint32_t slot, uint32_t count) {
    for (uint32_t i = 0; i < count; i++)
        jit_store(f, jit_load_slot(f, slot + i, f->i64), jit_buffer_addr(f, buffer_index + i), 8);
}

void jit_buffer_to_slots(JitFn *f, uint32_t slot, uint32_t buffer_index, uint32_t count) {
    for (uint32_t i = 0; i < count; i++)
        jit_store_slot(f, slot + i, jit_load(f, f->i64, jit_buffer_addr(f, buffer_index + i), 8));
}

/* The call buffer lives in the frame for the whole method and the native stack is scanned
 * conservatively: the arguments and results a call left there would keep their objects alive
 * until the method returns (a dead local's array during a long loop).  Volatile, so the stores
 * stay although nothing reads them. */
void jit_clear_buffer(JitFn *f, uint32_t count) {
    for (uint32_t i = 0; i < count; i++) LLVMSetVolatile(LLVMBuildStore(f->b, jit_i64(f, 0), jit_buffer_addr(f, i)), true);
}
