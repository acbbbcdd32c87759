/* jit_memory.c — moves, constants, field/static/indirect/element loads and stores, blocks. */
#include "jit/jit_internal.h"
#include "gc/gc.h"
#include <stddef.h>
#include <string.h>

/* Load kinds I1 U1 I2 U2 I4 I8 R4 R8 REF; store kinds I1 I2 I4 I8 R4 R8 REF. */
/* A load kind's store kind: the width and type without the sign. */
static const int store_kind_of_load[] = {0, 0, 1, 1, 2, 3, 4, 5, 6};

static LLVMTypeRef load_type(JitFn *f, int kind) {
    LLVMTypeRef types[] = {f->i8, f->i16, f->i32, f->i64, f->f32, f->f64, f->ptr};
    return types[store_kind_of_load[kind]];
}

static LLVMTypeRef store_type(JitFn *f, int kind) {
    LLVMTypeRef types[] = {f->i8, f->i16, f->i32, f->i64, f->f32, f->f64, f->ptr};
    return types[kind];
}

/* What the interpreter leaves in the destination slot after loading a value of `kind`.  An
 * integer narrower than 8 bytes is an int32 on the evaluation stack, whose slot's upper half
 * nothing reads (MOV_I4 moves 4 bytes; the transcoder converts an int32 used as a native int
 * with CONV_I8_I4): it is stored as 4 bytes.  Stored as 8 (sign-extended, as the interpreter
 * does), a loop counter initialized from an array element (sparse's `k = rowStart[i]`) mixed
 * 4- and 8-byte accesses, its slot became an i64 whose every `k++` was masked to 32 bits, and
 * the counter was kept as k << 32 and shifted back for each access (16 instructions a row
 * element instead of 8). */
static void store_loaded(JitFn *f, uint32_t d, int kind, LLVMValueRef v) {
    LLVMBuilderRef b = f->b;
    switch (kind) {
    case 0: case 2: jit_store_slot(f, d, LLVMBuildSExt(b, v, f->i32, "")); break;
    case 4: jit_store_slot(f, d, v); break;
    case 1: case 3: jit_store_slot(f, d, LLVMBuildZExt(b, v, f->i32, "")); break;
    case 6: jit_store_slot(f, d, LLVMBuildZExt(b, LLVMBuildBitCast(b, v, f->i32, ""), f->i64, "")); break;
    default: jit_store_slot(f, d, v); break;
    }
}

/* Value of store kind `kind` from a slot, converted as the interpreter's `(CT)S(k).F`. */
static LLVMValueRef value_to_store(JitFn *f, uint32_t slot, int kind) {
    switch (kind) {
    case 0: return LLVMBuildTrunc(f->b, jit_load_slot(f, slot, f->i32), f->i8, "");
    case 1: return LLVMBuildTrunc(f->b, jit_load_slot(f, slot, f->i32), f->i16, "");
    default: return jit_load_slot(f, slot, store_type(f, kind));
    }
}

/* &array->data[index * size] after the null and bounds checks. */
static LLVMValueRef element_address(JitFn *f, uint32_t array_slot, uint32_t index_slot, uint64_t size, LLVMValueRef *array_out) {
    LLVMBuilderRef b = f->b;
    LLVMValueRef array = jit_load_slot(f, array_slot, f->ptr), length;
    if (!jit_loop_invariant_array(f, array_slot, &length)) { /* jit_loops.c */
        jit_null_check(f, array);
        length = jit_load_array_length(f, array);
    }
    struct JitSlotFact *fact = jit_slot_fact(f, index_slot);
    LLVMValueRef index;
    if (jit_loop_index_in_range(f, array_slot, 0, 0, index_slot)) { /* 0 <= index < length (jit_loops.c) */
        index = LLVMBuildSExt(b, jit_load_slot(f, index_slot, f->i32), f->i64, "");
    } else {
        index = fact && fact->wide_index ? fact->wide_index /* INDEX_I8's operand: below the length means in range */
                                         : LLVMBuildZExt(b, jit_load_slot(f, index_slot, f->i32), f->i64, "");
        jit_check_throw(f, LLVMBuildICmp(b, LLVMIntUGE, index, length, ""), JIT_THROW_INDEX);
    }
    LLVMValueRef offset = LLVMBuildNUWAdd(b, LLVMBuildNUWMul(b, index, jit_i64(f, (int64_t)size), ""), jit_i64(f, offsetof(Array, data)), "");
    if (array_out) *array_out = array;
    return LLVMBuildInBoundsGEP2(b, f->i8, array, &offset, 1, "");
}

static LLVMValueRef checked_object(JitFn *f, uint32_t slot) {
    LLVMValueRef o = jit_load_slot(f, slot, f->ptr);
    jit_null_check(f, o);
    return o;
}

/* The card-marking write barrier inline (gc.h gc_write_barrier_store): store, then mark the
 * card of the slot.  The card table is allocated once, before anything compiles, so its
 * address is a constant here. */
static void mark_card(JitFn *f, LLVMValueRef address) {
    LLVMBuilderRef b = f->b;
    LLVMValueRef card = LLVMBuildAnd(b, LLVMBuildLShr(b, LLVMBuildPtrToInt(b, address, f->i64, ""), jit_i64(f, 9), ""),
                                     jit_i64(f, ((int64_t)1 << 25) - 1), "");
    LLVMValueRef card_address = LLVMBuildInBoundsGEP2(b, f->i8, jit_const_ptr(f, gc_card_table), &card, 1, "");
    jit_store(f, LLVMConstInt(f->i8, 1, false), card_address, 1);
}

static void barrier_store(JitFn *f, LLVMValueRef address, LLVMValueRef value) {
    if (!gc_card_table) {
        LLVMTypeRef params[2] = {f->ptr, f->ptr};
        LLVMValueRef args[2] = {address, value};
        jit_call_c(f, (const void *)jit_write_barrier_store, f->void_t, params, 2, args);
        return;
    }
    jit_store(f, value, address, 8);
    mark_card(f, address);
}


/* gc.h gc_write_barrier_range over [dest, dest + size) after the bytes were copied there: inline
 * for 1..512 bytes (at most two 512-byte cards: the first and the last byte's), the helper for
 * more.  With a constant size (struct stores, Unsafe.CopyBlockUnaligned's 4 bytes in number
 * formatting) one of the two ways folds away; before, every such copy called C. */
static void barrier_range(JitFn *f, LLVMValueRef dest, LLVMValueRef size) {
    LLVMBuilderRef b = f->b;
    LLVMTypeRef params[2] = {f->ptr, f->i64};
    LLVMValueRef args[2] = {dest, size};
    if (!gc_card_table) {
        jit_call_c(f, (const void *)jit_write_barrier_range, f->void_t, params, 2, args);
        return;
    }
    LLVMBasicBlockRef small = jit_new_block(f, "cards"), other = jit_new_block(f, "cards_helper"),
                      large = jit_new_block(f, "cards_large"), done = jit_new_block(f, "cards_done");
    LLVMValueRef last = LLVMBuildSub(b, size, jit_i64(f, 1), ""); /* size 0 wraps: not small */
    jit_br_weighted(f, LLVMBuildICmp(b, LLVMIntULT, last, jit_i64(f, 512), ""), small, other, 100, 1);
    jit_position(f, small);
    mark_card(f, dest);
    mark_card(f, LLVMBuildInBoundsGEP2(b, f->i8, dest, &last, 1, ""));
    jit_br(f, done);
    jit_position(f, other);
    jit_br_weighted(f, LLVMBuildICmp(b, LLVMIntEQ, size, jit_i64(f, 0), ""), done, large, 1, 1);
    jit_position(f, large);
    jit_call_c(f, (const void *)jit_write_barrier_range, f->void_t, params, 2, args);
    jit_br(f, done);
    jit_position(f, done);
}

/* Struct copy into the heap: copy in IR (so the source slots stay promotable), then the range
 * barrier over the destination. */
static void barrier_copy_from_slots(JitFn *f, LLVMValueRef dest, uint32_t slot, uint64_t size) {
    LLVMValueRef src = jit_slot_addr(f, slot, 0, (uint32_t)size);
    LLVMBuildMemCpy(f->b, dest, 1, src, 8, jit_i64(f, (int64_t)size));
    barrier_range(f, dest, jit_i64(f, (int64_t)size));
}

static void copy_to_slots(JitFn *f, uint32_t slot, LLVMValueRef src, uint64_t size) {
    LLVMValueRef dest = jit_slot_addr(f, slot, 0, (uint32_t)size);
    LLVMBuildMemCpy(f->b, dest, 8, src, 1, jit_i64(f, (int64_t)size));
}

static bool load_family(JitFn *f, int op, const uintptr_t *ip) {
    int kind = (op - OP_LDFLD_I1) / 5, family = (op - OP_LDFLD_I1) % 5;
    LLVMTypeRef type = load_type(f, kind);
    uint32_t d = (uint32_t)ip[1];
    LLVMValueRef address, v;
    switch (family) {
    case 0: address = jit_gep_const(f, checked_object(f, (uint32_t)ip[2]), (int64_t)ip[3]); break;
    case 1: {
        unsigned size = LLVMGetTypeKind(type) == LLVMPointerTypeKind ? 8 : LLVMGetTypeKind(type) == LLVMFloatTypeKind ? 4
                        : LLVMGetTypeKind(type) == LLVMDoubleTypeKind ? 8 : LLVMGetIntTypeWidth(type) / 8;
        address = jit_slot_addr(f, (uint32_t)ip[2], (uint32_t)ip[3], size);
        break;
    }
    case 2: address = jit_const_ptr(f, (const void *)ip[2]); break;
    case 3: address = checked_object(f, (uint32_t)ip[2]); break;
    default: {
        unsigned size = kind <= 1 ? 1 : kind <= 3 ? 2 : kind == 4 || kind == 6 ? 4 : 8;
        address = element_address(f, (uint32_t)ip[2], (uint32_t)ip[3], size, NULL);
        v = jit_load(f, type, address, size);
        store_loaded(f, d, kind, v);
        return true;
    }
    }
    v = jit_load(f, type, address, 1);
    store_loaded(f, d, kind, v);
    return true;
}

static bool store_family(JitFn *f, int op, const uintptr_t *ip) {
    int kind = (op - OP_STFLD_I1) / 4, family = (op - OP_STFLD_I1) % 4;
    bool reference = kind == 6;
    LLVMValueRef address, v;
    uint32_t value_slot;
    switch (family) {
    case 0: address = jit_gep_const(f, checked_object(f, (uint32_t)ip[1]), (int64_t)ip[3]); value_slot = (uint32_t)ip[2]; break;
    case 1: address = jit_const_ptr(f, (const void *)ip[1]); value_slot = (uint32_t)ip[2]; break;
    case 2: address = checked_object(f, (uint32_t)ip[1]); value_slot = (uint32_t)ip[2]; break;
    default: {
        static const unsigned sizes[] = {1, 2, 4, 8, 4, 8, 8};
        LLVMValueRef array;
        address = element_address(f, (uint32_t)ip[1], (uint32_t)ip[2], sizes[kind], &array);
        value_slot = (uint32_t)ip[3];
        if (reference) {
            /* covariance: the element type must accept the value (fast path: exact type) */
            LLVMBuilderRef b = f->b;
            v = jit_load_slot(f, value_slot, f->ptr);
            LLVMBasicBlockRef check = jit_new_block(f, "covariance"), slow = jit_new_block(f, "covariance_slow"),
                              store = jit_new_block(f, "store");
            LLVMBuildCondBr(b, LLVMBuildIsNull(b, v, ""), store, check);
            jit_position(f, check);
            LLVMValueRef vt = jit_load(f, f->ptr, v, 8);
            LLVMValueRef vtype = jit_load(f, f->ptr, jit_gep_const(f, vt, offsetof(VTable, type)), 8);
            LLVMValueRef avt = jit_load(f, f->ptr, array, 8);
            LLVMValueRef atype = jit_load(f, f->ptr, jit_gep_const(f, avt, offsetof(VTable, type)), 8);
            LLVMValueRef element = jit_load(f, f->ptr, jit_gep_const(f, atype, offsetof(Type, element)), 8);
            LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntEQ, vtype, element, ""), store, slow);
            jit_position(f, slow);
            LLVMTypeRef params[3] = {f->ptr, f->ptr, f->ptr};
            LLVMValueRef args[3] = {f->thread_value, array, v};
            LLVMValueRef ok = jit_call_c(f, (const void *)jit_array_store_check, f->i8, params, 3, args);
            jit_check(f, LLVMBuildICmp(b, LLVMIntEQ, ok, LLVMConstInt(f->i8, 0, false), ""), f->exception_block);
            jit_br(f, store);
            jit_position(f, store);
            barrier_store(f, address, v);
            return true;
        }
        jit_store(f, value_to_store(f, value_slot, kind), address, sizes[kind]);
        return true;
    }
    }
    if (reference) barrier_store(f, address, jit_load_slot(f, value_slot, f->ptr));
    else jit_store(f, value_to_store(f, value_slot, kind), address, 1);
    return true;
}

/* localloc: zeroed (C# sets localsinit) memory that lives until the method returns.  Tier1
 * code takes blocks up to JIT_LOCALLOC_STACK_LIMIT from its native stack like CoreCLR's, probed
 * page by page ("probe-stack"), and larger ones from the heap like the interpreter, so a size
 * that works in one tier works in all (up to the interpreter's 1 GB: a stack overflow beyond).
 * OSR code takes its blocks from its interpreter frame's list instead: the frame may go back to
 * the interpreter on an exception with the memory in use. */
static void localloc(JitFn *f, const uintptr_t *ip) {
    LLVMBuilderRef b = f->b;
    LLVMValueRef size = jit_load_slot(f, (uint32_t)ip[2], f->i64);
    LLVMTypeRef params[3] = {f->ptr, f->ptr, f->i64};
    if (f->osr && !f->parent) {
        LLVMValueRef args[3] = {f->thread_value, jit_gep_const(f, f->osr_interp_frame, offsetof(InterpFrame, localloc_blocks)),
                                size};
        jit_store_slot(f, (uint32_t)ip[1], jit_call_c(f, (const void *)jit_localloc, f->ptr, params, 3, args));
        return;
    }
    LLVMBasicBlockRef heap = jit_new_block(f, "localloc_heap"), stack = jit_new_block(f, "localloc_stack"),
                      done = jit_new_block(f, "localloc_done");
    jit_br_unlikely(f, LLVMBuildICmp(b, LLVMIntUGT, size, jit_i64(f, JIT_LOCALLOC_STACK_LIMIT), ""), heap, stack);
    jit_position(f, heap);
    LLVMValueRef args[3] = {f->thread_value, f->localloc_blocks, size};
    LLVMValueRef from_heap = jit_call_c(f, (const void *)jit_localloc, f->ptr, params, 3, args);
    jit_br(f, done);
    jit_position(f, stack);
    LLVMValueRef from_stack = LLVMBuildArrayAlloca(b, f->i8, size, "localloc");
    LLVMSetAlignment(from_stack, 16);
    LLVMBuildMemSet(b, from_stack, LLVMConstInt(f->i8, 0, false), size, 16);
    jit_br(f, done);
    jit_position(f, done);
    LLVMValueRef memory = LLVMBuildPhi(b, f->ptr, "localloc");
    LLVMValueRef values[2] = {from_heap, from_stack};
    LLVMBasicBlockRef blocks[2] = {heap, stack};
    LLVMAddIncoming(memory, values, blocks, 2);
    /* 0 bytes give null, as CoreCLR's JIT (and the interpreter, and jit_localloc) */
    LLVMValueRef empty = LLVMBuildICmp(b, LLVMIntEQ, size, jit_i64(f, 0), "");
    memory = LLVMBuildSelect(b, empty, LLVMConstNull(f->ptr), memory, "");
    jit_store_slot(f, (uint32_t)ip[1], memory);
}

void jit_localloc_release(JitFn *f) {
    if (!f->localloc_blocks) return;
    LLVMValueRef blocks = jit_load(f, f->ptr, f->localloc_blocks, 8);
    LLVMBasicBlockRef release = jit_new_block(f, "localloc_release"), done = jit_new_block(f, "localloc_released");
    jit_br_unlikely(f, LLVMBuildIsNotNull(f->b, blocks, ""), release, done);
    jit_position(f, release);
    LLVMTypeRef param = f->ptr;
    jit_call_c(f, (const void *)interp_localloc_free, f->void_t, &param, 1, &f->localloc_blocks);
    jit_br(f, done);
    jit_position(f, done);
}

bool jit_emit_memory(JitFn *f, int op, const uintptr_t *ip) {
    LLVMBuilderRef b = f->b;
    if (op >= OP_LDFLD_I1 && op <= OP_LDELEM_REF) return load_family(f, op, ip);
    if (op >= OP_STFLD_I1 && op <= OP_STELEM_REF) return store_family(f, op, ip);
    switch (op) {
    case OP_MOV: jit_move_slot(f, (uint32_t)ip[1], (uint32_t)ip[2], false); return true;
    case OP_MOV_I4: jit_move_slot(f, (uint32_t)ip[1], (uint32_t)ip[2], true); return true;
    case OP_LOCALLOC: localloc(f, ip); return true;
    case OP_MOV_VT: jit_copy_slots(f, (uint32_t)ip[1], (uint32_t)ip[2], (uint32_t)ip[3]); return true;
    case OP_LDC_I4: jit_store_slot(f, (uint32_t)ip[1], jit_i32(f, (int32_t)(intptr_t)ip[2])); return true;
    case OP_LDC_I8: jit_store_slot(f, (uint32_t)ip[1], jit_i64(f, (int64_t)ip[2])); return true;
    /* as floating-point constants (the slot's type to SROA), bit for bit */
    case OP_LDC_R8: jit_store_slot(f, (uint32_t)ip[1], LLVMConstBitCast(jit_i64(f, (int64_t)ip[2]), f->f64)); return true;
    case OP_LDC_R4:
        jit_store_slot(f, (uint32_t)ip[1], LLVMConstBitCast(LLVMConstInt(f->i32, (uint32_t)ip[2], false), f->f32));
        return true;
    case OP_LDADDR: jit_store_slot(f, (uint32_t)ip[1], jit_slot_addr(f, (uint32_t)ip[2], 0, 8)); return true;
    case OP_LDSTR: jit_store_slot(f, (uint32_t)ip[1], jit_const_ptr(f, (const void *)ip[2])); return true;
    case OP_LDFLD_VT: copy_to_slots(f, (uint32_t)ip[1], jit_gep_const(f, checked_object(f, (uint32_t)ip[2]), (int64_t)ip[3]), ip[4]); return true;
    case OP_LDLOCFLD_VT: {
        LLVMValueRef src = jit_slot_addr(f, (uint32_t)ip[2], (uint32_t)ip[3], (uint32_t)ip[4]);
        LLVMValueRef dest = jit_slot_addr(f, (uint32_t)ip[1], 0, (uint32_t)ip[4]);
        LLVMBuildMemMove(b, dest, 1, src, 1, jit_i64(f, (int64_t)ip[4]));
        return true;
    }
    case OP_LDSFLD_VT: copy_to_slots(f, (uint32_t)ip[1], jit_const_ptr(f, (const void *)ip[2]), ip[3]); return true;
    case OP_LDIND_VT: copy_to_slots(f, (uint32_t)ip[1], checked_object(f, (uint32_t)ip[2]), ip[3]); return true;
    case OP_LDELEM_VT: copy_to_slots(f, (uint32_t)ip[1], element_address(f, (uint32_t)ip[2], (uint32_t)ip[3], ip[4], NULL), ip[4]); return true;
    case OP_STFLD_VT: barrier_copy_from_slots(f, jit_gep_const(f, checked_object(f, (uint32_t)ip[1]), (int64_t)ip[3]), (uint32_t)ip[2], ip[4]); return true;
    case OP_STSFLD_VT: barrier_copy_from_slots(f, jit_const_ptr(f, (const void *)ip[1]), (uint32_t)ip[2], ip[3]); return true;
    case OP_STIND_VT: barrier_copy_from_slots(f, checked_object(f, (uint32_t)ip[1]), (uint32_t)ip[2], ip[3]); return true;
    case OP_STELEM_VT: barrier_copy_from_slots(f, element_address(f, (uint32_t)ip[1], (uint32_t)ip[2], ip[3], NULL), (uint32_t)ip[4], ip[3]); return true;
    case OP_LDFLDA: jit_store_slot(f, (uint32_t)ip[1], jit_gep_const(f, checked_object(f, (uint32_t)ip[2]), (int64_t)ip[3])); return true;
    case OP_LDELEMA: jit_store_slot(f, (uint32_t)ip[1], element_address(f, (uint32_t)ip[2], (uint32_t)ip[3], ip[4], NULL)); return true;
    case OP_LDELEMA_TYPED: {
        LLVMValueRef array;
        LLVMValueRef address = element_address(f, (uint32_t)ip[2], (uint32_t)ip[3], 8, &array);
        LLVMTypeRef params[3] = {f->ptr, f->ptr, f->ptr};
        LLVMValueRef args[3] = {f->thread_value, array, jit_const_ptr(f, (const void *)ip[4])};
        LLVMValueRef ok = jit_call_c(f, (const void *)jit_array_element_type_check, f->i8, params, 3, args);
        jit_check(f, LLVMBuildICmp(b, LLVMIntEQ, ok, LLVMConstInt(f->i8, 0, false), ""), f->exception_block);
        jit_store_slot(f, (uint32_t)ip[1], address);
        return true;
    }
    case OP_LDLEN: {
        LLVMValueRef length;
        if (!jit_loop_invariant_array(f, (uint32_t)ip[2], &length))
            length = jit_load_array_length(f, checked_object(f, (uint32_t)ip[2]));
        jit_store_slot(f, (uint32_t)ip[1], length);
        return true;
    }
    case OP_CPOBJ: case OP_CPBLK: { /* the interpreter's gc_write_barrier_copy: memmove, then the cards */
        LLVMValueRef size = op == OP_CPOBJ ? jit_i64(f, (int64_t)ip[3]) : jit_load_slot(f, (uint32_t)ip[3], f->i64);
        LLVMValueRef dest = jit_load_slot(f, (uint32_t)ip[1], f->ptr), src = jit_load_slot(f, (uint32_t)ip[2], f->ptr);
        LLVMBuildMemMove(b, dest, 1, src, 1, size);
        barrier_range(f, dest, size);
        return true;
    }
    case OP_INITOBJ: {
        LLVMValueRef address = checked_object(f, (uint32_t)ip[1]);
        LLVMBuildMemSet(b, address, LLVMConstInt(f->i8, 0, false), jit_i64(f, (int64_t)ip[2]), 1);
        return true;
    }
    case OP_INITBLK: {
        LLVMValueRef address = jit_load_slot(f, (uint32_t)ip[1], f->ptr);
        LLVMValueRef value = LLVMBuildTrunc(b, jit_load_slot(f, (uint32_t)ip[2], f->i32), f->i8, "");
        LLVMBuildMemSet(b, address, value, jit_load_slot(f, (uint32_t)ip[3], f->i64), 1);
        return true;
    }
    default: return false;
    }
}

/* The load kind (as load_type) and store kind (as store_type) of an array element type, which
 * are the interpreter's value kinds; false for structs. */
static bool element_kinds(Type *element, int *load_kind, int *store_kind) {
    int kind = interp_value_kind(element);
    if (kind > 8) return false;
    *load_kind = kind;
    *store_kind = store_kind_of_load[kind];
    return true;
}

/* The interpreter's ARRAY_ACCESS body (interp_loop.inc) costs a call per element; here the
 * null check, one bounds check per dimension (index minus lower bound, unsigned, against the
 * length: IndexOutOfRangeException as CoreCLR) and the row-major offset are inline, the lengths
 * and bounds invariant loads that LLVM hoists out of the loops. */
bool jit_emit_md_array_access(JitFn *f, Method *method, uint32_t base) {
    Type *type = method->owner;
    if (type->kind != TYPE_KIND_ARRAY || !(type->flags & TYPE_FLAG_MULTI_DIMENSIONAL) || !type->rank ||
        __atomic_load_n(&type->state, __ATOMIC_ACQUIRE) != TYPE_STATE_LAID_OUT)
        return false;
    int access = strcmp(method->name, "Get") == 0 ? 0 : strcmp(method->name, "Set") == 0 ? 1 : strcmp(method->name, "Address") == 0 ? 2 : -1;
    uint32_t rank = type->rank;
    if (access < 0 || method->signature.parameter_count != rank + (access == 1)) return false;
    int load_kind = 0, store_kind = 0;
    if (access != 2 && !element_kinds(type->element, &load_kind, &store_kind)) return false;
    /* a reference element's Set checks covariance and its Address the exact type: the stub's */
    if (access != 0 && loader_type_is_reference(type->element)) return false;
    LLVMBuilderRef b = f->b;
    /* the argument is a copy of a local: in a loop that never writes the local, its bounds
     * are loaded once at the loop's entry (jit_loops.c) */
    LLVMValueRef lengths_at_entry[JIT_LOOP_MAX_RANK], lowers_at_entry[JIT_LOOP_MAX_RANK];
    /* the locals the arguments were copied from, asked before a check starts a new block (a
     * slot's copy is known within its block only) */
    uint32_t array_local = jit_slot_copied_from(f, base), index_locals[JIT_LOOP_MAX_RANK];
    for (uint32_t r = 0; r < rank && r < JIT_LOOP_MAX_RANK; r++) index_locals[r] = jit_slot_copied_from(f, base + 1 + r);
    bool invariant = jit_loop_invariant_md_array(f, array_local, rank, lengths_at_entry, lowers_at_entry);
    LLVMValueRef array = invariant ? jit_load_slot(f, base, f->ptr) : checked_object(f, base), offset = jit_i64(f, 0);
    LLVMBasicBlockRef out_of_range = jit_throw_block(f, JIT_THROW_INDEX);
    for (uint32_t r = 0; r < rank; r++) {
        int64_t lengths = (int64_t)offsetof(MultiArray, bounds);
        LLVMValueRef length = invariant ? lengths_at_entry[r] : jit_load_invariant(f, f->i32, jit_gep_const(f, array, lengths + 4 * (int64_t)r), 4);
        LLVMValueRef lower = invariant ? lowers_at_entry[r]
                                       : jit_load_invariant(f, f->i32, jit_gep_const(f, array, lengths + 4 * (int64_t)(rank + r)), 4);
        LLVMValueRef index = LLVMBuildSub(b, jit_load_slot(f, base + 1 + r, f->i32), lower, "");
        /* the index a copy of a counted loop's counter: within this length (jit_loops.c) */
        if (r >= JIT_LOOP_MAX_RANK || !jit_loop_index_in_range(f, array_local, rank, r, index_locals[r]) || !invariant)
            jit_check(f, LLVMBuildICmp(b, LLVMIntUGE, index, length, ""), out_of_range);
        offset = LLVMBuildNUWAdd(b, LLVMBuildNUWMul(b, offset, LLVMBuildZExt(b, length, f->i64, ""), ""),
                                 LLVMBuildZExt(b, index, f->i64, ""), "");
    }
    uint32_t size = type->vtable->component_size;
    offset = LLVMBuildNUWAdd(b, LLVMBuildNUWMul(b, offset, jit_i64(f, size), ""), jit_i64(f, type->vtable->base_size), "");
    LLVMValueRef address = LLVMBuildInBoundsGEP2(b, f->i8, array, &offset, 1, "");
    if (access == 0) store_loaded(f, base, load_kind, jit_load(f, load_type(f, load_kind), address, size));
    else if (access == 1) jit_store(f, value_to_store(f, base + 1 + rank, store_kind), address, size);
    else jit_store_slot(f, base, address);
    return true;
}
