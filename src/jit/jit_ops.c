/* jit_ops.c — arithmetic, compares, branches and conversions (interp_loop.inc is the spec). */
#include "jit/jit_internal.h"

enum { A_ADD, A_SUB, A_MUL, A_DIV, A_REM, A_DIV_UN, A_REM_UN, A_AND, A_OR, A_XOR, A_SHL, A_SHR, A_SHR_UN,
       A_ADD_OVF, A_ADD_OVF_UN, A_SUB_OVF, A_SUB_OVF_UN, A_MUL_OVF, A_MUL_OVF_UN, A_NEG, A_NOT, A_ADD_IMM };

static LLVMValueRef overflow_op(JitFn *f, const char *name, LLVMTypeRef type, LLVMValueRef a, LLVMValueRef b) {
    LLVMValueRef args[2] = {a, b};
    LLVMValueRef pair = jit_intrinsic(f, name, &type, 1, args, 2);
    LLVMValueRef overflow = LLVMBuildExtractValue(f->b, pair, 1, "");
    jit_check_throw(f, overflow, JIT_THROW_OVERFLOW);
    return LLVMBuildExtractValue(f->b, pair, 0, "");
}

static bool integer_op(JitFn *f, int k, const uintptr_t *ip, LLVMTypeRef type, int64_t min) {
    LLVMBuilderRef b = f->b;
    uint32_t d = (uint32_t)ip[1];
    LLVMValueRef a = jit_load_slot(f, (uint32_t)ip[2], type);
    if (k == A_NEG) {
        jit_store_slot(f, d, LLVMBuildNeg(b, a, ""));
        return true;
    }
    if (k == A_NOT) {
        jit_store_slot(f, d, LLVMBuildNot(b, a, ""));
        return true;
    }
    if (k == A_ADD_IMM) {
        jit_store_slot(f, d, LLVMBuildAdd(b, a, LLVMConstInt(type, (uint64_t)(int64_t)(intptr_t)ip[3], true), ""));
        return true;
    }
    LLVMValueRef c, r = NULL;
    if (k == A_SHL || k == A_SHR || k == A_SHR_UN) {
        LLVMValueRef amount = jit_load_slot(f, (uint32_t)ip[3], f->i32);
        unsigned bits = LLVMGetIntTypeWidth(type);
        amount = LLVMBuildAnd(b, amount, jit_i32(f, bits - 1), "");
        if (bits == 64) amount = LLVMBuildZExt(b, amount, f->i64, "");
        r = k == A_SHL ? LLVMBuildShl(b, a, amount, "") : k == A_SHR ? LLVMBuildAShr(b, a, amount, "") : LLVMBuildLShr(b, a, amount, "");
        jit_store_slot(f, d, r);
        return true;
    }
    c = jit_load_slot(f, (uint32_t)ip[3], type);
    LLVMValueRef zero = LLVMConstInt(type, 0, false), minus_one = LLVMConstAllOnes(type);
    bool wide = LLVMGetIntTypeWidth(type) == 64;
    switch (k) {
    case A_ADD: r = LLVMBuildAdd(b, a, c, ""); break;
    case A_SUB: r = LLVMBuildSub(b, a, c, ""); break;
    case A_MUL: r = LLVMBuildMul(b, a, c, ""); break;
    case A_AND: r = LLVMBuildAnd(b, a, c, ""); break;
    case A_OR: r = LLVMBuildOr(b, a, c, ""); break;
    case A_XOR: r = LLVMBuildXor(b, a, c, ""); break;
    case A_DIV:
    case A_REM: {
        jit_check_throw(f, LLVMBuildICmp(b, LLVMIntEQ, c, zero, ""), JIT_THROW_DIVIDE);
        LLVMValueRef is_minus_one = LLVMBuildICmp(b, LLVMIntEQ, c, minus_one, "");
        LLVMValueRef is_min = LLVMBuildICmp(b, LLVMIntEQ, a, LLVMConstInt(type, (uint64_t)min, true), "");
        /* the builder folds `and` only of two constants: a constant divisor other than -1 needs
         * no check, a constant -1 only the test for the minimum */
        LLVMValueRef overflow = !LLVMIsAConstantInt(is_minus_one) ? LLVMBuildAnd(b, is_minus_one, is_min, "")
                                : LLVMConstIntGetZExtValue(is_minus_one) ? is_min : is_minus_one;
        jit_check_throw(f, overflow, JIT_THROW_OVERFLOW);
        if (k == A_DIV) {
            r = LLVMBuildSDiv(b, a, c, "");
        } else { /* x % -1 is 0 (and must not trap) */
            LLVMValueRef safe = LLVMBuildSelect(b, is_minus_one, LLVMConstInt(type, 1, false), c, "");
            r = LLVMBuildSRem(b, a, safe, "");
        }
        break;
    }
    case A_DIV_UN:
    case A_REM_UN:
        jit_check_throw(f, LLVMBuildICmp(b, LLVMIntEQ, c, zero, ""), JIT_THROW_DIVIDE);
        r = k == A_DIV_UN ? LLVMBuildUDiv(b, a, c, "") : LLVMBuildURem(b, a, c, "");
        break;
    case A_ADD_OVF: r = overflow_op(f, "llvm.sadd.with.overflow", type, a, c); break;
    case A_ADD_OVF_UN: r = overflow_op(f, "llvm.uadd.with.overflow", type, a, c); break;
    case A_SUB_OVF: r = overflow_op(f, "llvm.ssub.with.overflow", type, a, c); break;
    case A_SUB_OVF_UN: r = overflow_op(f, "llvm.usub.with.overflow", type, a, c); break;
    case A_MUL_OVF: r = overflow_op(f, "llvm.smul.with.overflow", type, a, c); break;
    case A_MUL_OVF_UN: r = overflow_op(f, "llvm.umul.with.overflow", type, a, c); break;
    default: jit_fail(f, "internal: integer op %d", k); return false;
    }
    (void)wide;
    jit_store_slot(f, d, r);
    return true;
}

static bool float_op(JitFn *f, int k, const uintptr_t *ip, LLVMTypeRef type) {
    LLVMBuilderRef b = f->b;
    LLVMValueRef a = jit_load_slot(f, (uint32_t)ip[2], type), r;
    if (k == 5) {
        r = LLVMBuildFNeg(b, a, "");
    } else {
        LLVMValueRef c = jit_load_slot(f, (uint32_t)ip[3], type);
        switch (k) {
        case 0: r = LLVMBuildFAdd(b, a, c, ""); break;
        case 1: r = LLVMBuildFSub(b, a, c, ""); break;
        case 2: r = LLVMBuildFMul(b, a, c, ""); break;
        case 3: r = LLVMBuildFDiv(b, a, c, ""); break;
        default: r = LLVMBuildFRem(b, a, c, ""); break; /* fmod */
        }
    }
    jit_store_slot(f, (uint32_t)ip[1], r);
    return true;
}

bool jit_emit_arith(JitFn *f, int op, const uintptr_t *ip) {
    if (op >= OP_ADD_I4 && op <= OP_ADD_IMM_I4) return integer_op(f, op - OP_ADD_I4, ip, f->i32, INT32_MIN);
    if (op >= OP_ADD_I8 && op <= OP_ADD_IMM_I8) return integer_op(f, op - OP_ADD_I8, ip, f->i64, INT64_MIN);
    if (op >= OP_ADD_R4 && op <= OP_NEG_R4) return float_op(f, op - OP_ADD_R4, ip, f->f32);
    if (op >= OP_ADD_R8 && op <= OP_NEG_R8) return float_op(f, op - OP_ADD_R8, ip, f->f64);
    return false;
}

/* ---- compares and branches ---- */

/* CEQ CGT CGT_UN CLT CLT_UN, then BEQ BNE_UN BLT BLT_UN BLE BLE_UN BGT BGT_UN BGE BGE_UN */
static const LLVMIntPredicate int_compare[15] = {
    LLVMIntEQ, LLVMIntSGT, LLVMIntUGT, LLVMIntSLT, LLVMIntULT, LLVMIntEQ, LLVMIntNE, LLVMIntSLT,
    LLVMIntULT, LLVMIntSLE, LLVMIntULE, LLVMIntSGT, LLVMIntUGT, LLVMIntSGE, LLVMIntUGE};
/* floats: the _UN forms are true when either operand is NaN (III.1.5) */
static const LLVMRealPredicate real_compare[15] = {
    LLVMRealOEQ, LLVMRealOGT, LLVMRealUGT, LLVMRealOLT, LLVMRealULT, LLVMRealOEQ, LLVMRealUNE, LLVMRealOLT,
    LLVMRealULT, LLVMRealOLE, LLVMRealULE, LLVMRealOGT, LLVMRealUGT, LLVMRealOGE, LLVMRealUGE};

/* Instrumented code's counts of a conditional branch's two edges (transcode.c profile_branch:
 * a probe right after it, one in its target's stub) as LLVM branch weights, so that the block
 * layout and the register allocator favour the path the program takes. */
static void profile_weights(JitFn *f, LLVMValueRef br, uint32_t target, uint32_t fallthrough) {
    const InterpMethod *im = f->im;
    const uintptr_t *code = f->code;
    if (!im->instrumented || target < im->taken_counters_start || target + 1 >= im->code_size ||
        fallthrough + 1 >= im->code_size || (int)code[target] != OP_PROFILE_COUNT || (int)code[fallthrough] != OP_PROFILE_COUNT)
        return;
    uint64_t taken = *(const volatile uint32_t *)code[target + 1], not_taken = *(const volatile uint32_t *)code[fallthrough + 1];
    if (taken + not_taken < 32) return; /* too few to say */
    jit_set_branch_weights(f, br, (uint32_t)(taken + 1 < INT32_MAX ? taken + 1 : INT32_MAX),
                           (uint32_t)(not_taken + 1 < INT32_MAX ? not_taken + 1 : INT32_MAX));
}

static void branch(JitFn *f, LLVMValueRef cond, uint32_t target, uint32_t fallthrough) {
    LLVMBasicBlockRef t = f->blocks[target], e = f->blocks[fallthrough];
    if (!t || !e) {
        jit_fail(f, "internal: branch target without a block");
        return;
    }
    if (f->poll_on_taken_branch) { /* the safepoint poll of the loop's back-edge (jit_compile.c) */
        f->poll_on_taken_branch = false;
        LLVMBasicBlockRef back = jit_new_block(f, "back_edge");
        profile_weights(f, LLVMBuildCondBr(f->b, cond, back, e), target, fallthrough);
        f->terminated = true;
        jit_position(f, back);
        jit_poll(f);
        jit_br(f, t);
        return;
    }
    profile_weights(f, LLVMBuildCondBr(f->b, cond, t, e), target, fallthrough);
    f->terminated = true;
}

bool jit_emit_compare(JitFn *f, int op, const uintptr_t *ip, uint32_t pc) {
    LLVMBuilderRef b = f->b;
    uint32_t next = pc + 1 + interp_op_operands[op];
    if (op >= OP_CEQ_I4 && op <= OP_BGE_UN_R8) {
        int family = (op - OP_CEQ_I4) / 15, k = (op - OP_CEQ_I4) % 15;
        LLVMTypeRef type = family == 0 ? f->i32 : family == 1 ? f->i64 : family == 2 ? f->f32 : f->f64;
        uint32_t first = k < 5 ? 2 : 1;
        LLVMValueRef x = jit_load_slot(f, (uint32_t)ip[first], type), y = jit_load_slot(f, (uint32_t)ip[first + 1], type);
        LLVMValueRef cond = family < 2 ? LLVMBuildICmp(b, int_compare[k], x, y, "") : LLVMBuildFCmp(b, real_compare[k], x, y, "");
        if (k < 5) jit_store_slot(f, (uint32_t)ip[1], LLVMBuildZExt(b, cond, f->i64, ""));
        else branch(f, cond, (uint32_t)ip[3], next);
        return true;
    }
    if (op >= OP_BLT_IMM_I4 && op <= OP_BNE_UN_IMM_I4) {
        static const LLVMIntPredicate imm[6] = {LLVMIntSLT, LLVMIntSLE, LLVMIntSGT, LLVMIntSGE, LLVMIntEQ, LLVMIntNE};
        LLVMValueRef x = jit_load_slot(f, (uint32_t)ip[1], f->i32);
        LLVMValueRef cond = LLVMBuildICmp(b, imm[op - OP_BLT_IMM_I4], x, jit_i32(f, (int32_t)(intptr_t)ip[2]), "");
        branch(f, cond, (uint32_t)ip[3], next);
        return true;
    }
    switch (op) {
    case OP_BR:
        if (!f->blocks[ip[1]]) {
            jit_fail(f, "internal: branch target without a block");
            return false;
        }
        jit_br(f, f->blocks[ip[1]]);
        return true;
    case OP_BRTRUE_I4: case OP_BRFALSE_I4: case OP_BRTRUE_I8: case OP_BRFALSE_I8: {
        bool wide = op == OP_BRTRUE_I8 || op == OP_BRFALSE_I8;
        LLVMTypeRef type = wide ? f->i64 : f->i32;
        LLVMValueRef x = jit_load_slot(f, (uint32_t)ip[1], type);
        bool on_true = op == OP_BRTRUE_I4 || op == OP_BRTRUE_I8;
        LLVMValueRef cond = LLVMBuildICmp(b, on_true ? LLVMIntNE : LLVMIntEQ, x, LLVMConstInt(type, 0, false), "");
        branch(f, cond, (uint32_t)ip[2], next);
        return true;
    }
    case OP_SWITCH: {
        uint32_t count = (uint32_t)ip[2];
        next = pc + 3 + count;
        LLVMValueRef x = jit_load_slot(f, (uint32_t)ip[1], f->i32);
        LLVMValueRef sw = LLVMBuildSwitch(b, x, f->blocks[next], count);
        for (uint32_t i = 0; i < count; i++) LLVMAddCase(sw, jit_i32(f, i), f->blocks[ip[3 + i]]);
        f->terminated = true;
        return true;
    }
    default: return false;
    }
}

/* ---- conversions (interp.c convert(): .NET 9 saturating float -> integer) ---- */

static LLVMValueRef saturate(JitFn *f, LLVMValueRef value, bool is_unsigned, LLVMTypeRef to) {
    LLVMTypeRef types[2] = {to, LLVMTypeOf(value)};
    return jit_intrinsic(f, is_unsigned ? "llvm.fptoui.sat" : "llvm.fptosi.sat", types, 2, &value, 1);
}

static void store_r4(JitFn *f, uint32_t slot, LLVMValueRef value) { /* u8 = 0; r4 = value */
    LLVMValueRef bits = LLVMBuildZExt(f->b, LLVMBuildBitCast(f->b, value, f->i32, ""), f->i64, "");
    jit_store_slot(f, slot, bits);
}

static void store_i4_zero_extended(JitFn *f, uint32_t slot, LLVMValueRef value) { /* i8 = 0; i4 = value */
    jit_store_slot(f, slot, LLVMBuildZExt(f->b, value, f->i64, ""));
}

static bool generic_convert(JitFn *f, const uintptr_t *ip) {
    LLVMBuilderRef b = f->b;
    uint32_t kind = (uint32_t)ip[3], from = kind >> 4, to = kind & 15, d = (uint32_t)ip[1], s = (uint32_t)ip[2];
    bool is_float = from == CONV_FROM_R4 || from == CONV_FROM_R8;
    bool is_unsigned = from == CONV_FROM_U4 || from == CONV_FROM_U8;
    bool narrow = from == CONV_FROM_I4 || from == CONV_FROM_U4;
    LLVMValueRef v, i = NULL; /* i: the integer value as i64, like convert()'s `i` */
    if (is_float) {
        v = jit_load_slot(f, s, from == CONV_FROM_R4 ? f->f32 : f->f64);
        if (from == CONV_FROM_R4) v = LLVMBuildFPExt(b, v, f->f64, "");
    } else {
        v = jit_load_slot(f, s, narrow ? f->i32 : f->i64);
        if (narrow) i = from == CONV_FROM_I4 ? LLVMBuildSExt(b, v, f->i64, "") : LLVMBuildZExt(b, v, f->i64, "");
        else i = v;
    }
    if (to == CONV_TO_R4 || to == CONV_TO_R8 || to == CONV_TO_R_UN) {
        LLVMValueRef r;
        if (is_float) r = v;
        else if (to == CONV_TO_R_UN || is_unsigned)
            r = LLVMBuildUIToFP(b, narrow ? LLVMBuildTrunc(b, i, f->i32, "") : i, f->f64, "");
        else r = LLVMBuildSIToFP(b, i, f->f64, "");
        if (to == CONV_TO_R4) {
            LLVMValueRef single = !is_float && !(is_unsigned) ? LLVMBuildSIToFP(b, i, f->f32, "") : LLVMBuildFPTrunc(b, r, f->f32, "");
            jit_store_slot(f, d, single); /* d->r4 only */
        } else {
            jit_store_slot(f, d, r);
        }
        return true;
    }
    if (is_float) {
        switch (to) {
        case CONV_TO_I8: i = saturate(f, v, false, f->i64); break;
        case CONV_TO_U8: i = saturate(f, v, true, f->i64); break;
        case CONV_TO_U4: case CONV_TO_U1: case CONV_TO_U2: i = LLVMBuildZExt(b, saturate(f, v, true, f->i32), f->i64, ""); break;
        default: i = LLVMBuildSExt(b, saturate(f, v, false, f->i32), f->i64, ""); break;
        }
    }
    LLVMValueRef low = LLVMBuildTrunc(b, i, f->i32, "");
    switch (to) {
    case CONV_TO_I1: jit_store_slot(f, d, LLVMBuildSExt(b, LLVMBuildTrunc(b, i, f->i8, ""), f->i32, "")); break;
    case CONV_TO_U1: jit_store_slot(f, d, LLVMBuildZExt(b, LLVMBuildTrunc(b, i, f->i8, ""), f->i32, "")); break;
    case CONV_TO_I2: jit_store_slot(f, d, LLVMBuildSExt(b, LLVMBuildTrunc(b, i, f->i16, ""), f->i32, "")); break;
    case CONV_TO_U2: jit_store_slot(f, d, LLVMBuildZExt(b, LLVMBuildTrunc(b, i, f->i16, ""), f->i32, "")); break;
    case CONV_TO_I4: case CONV_TO_U4: store_i4_zero_extended(f, d, low); break;
    default: /* I8, U8 */
        if (!is_float && from == CONV_FROM_I4 && to == CONV_TO_U8) i = LLVMBuildZExt(b, low, f->i64, "");
        jit_store_slot(f, d, i);
        break;
    }
    return true;
}

/* Checked conversions call a C helper that raises OverflowException. */
/* conv.ovf between integers inline (a range check and a move; conv.ovf.i of a long index, as mcs
 * emits for a[j] with j long, checks nothing at all): the results as jit_convert_checked's. */
static bool checked_integer_convert(JitFn *f, uint32_t from, uint32_t to, uint32_t d, uint32_t s) {
    static const int64_t low[] = {-128, 0, -32768, 0, INT32_MIN, 0}, high[] = {127, 255, 32767, 65535, INT32_MAX, UINT32_MAX};
    static const unsigned bits[] = {8, 8, 16, 16, 32, 32};
    LLVMBuilderRef b = f->b;
    bool narrow = from == CONV_FROM_I4 || from == CONV_FROM_U4, is_unsigned = from == CONV_FROM_U4 || from == CONV_FROM_U8;
    LLVMValueRef v = jit_load_slot(f, s, narrow ? f->i32 : f->i64);
    LLVMValueRef i = !narrow ? v : is_unsigned ? LLVMBuildZExt(b, v, f->i64, "") : LLVMBuildSExt(b, v, f->i64, "");
    LLVMValueRef bad = NULL;
    if (to == CONV_TO_U8 ? !is_unsigned : to == CONV_TO_I8 ? is_unsigned && !narrow : false)
        bad = LLVMBuildICmp(b, LLVMIntSLT, i, jit_i64(f, 0), ""); /* negative, or an unsigned value past INT64_MAX */
    else if (to < CONV_TO_I8 && is_unsigned)
        bad = LLVMBuildICmp(b, LLVMIntUGT, i, jit_i64(f, high[to]), "");
    else if (to < CONV_TO_I8)
        bad = LLVMBuildOr(b, LLVMBuildICmp(b, LLVMIntSLT, i, jit_i64(f, low[to]), ""),
                          LLVMBuildICmp(b, LLVMIntSGT, i, jit_i64(f, high[to]), ""), "");
    if (bad) jit_check_throw(f, bad, JIT_THROW_OVERFLOW);
    if (to >= CONV_TO_I8) {
        jit_store_slot(f, d, i);
    } else {
        LLVMValueRef narrowed = LLVMBuildTrunc(b, i, LLVMIntTypeInContext(f->ctx, bits[to]), "");
        if (to <= CONV_TO_U2)
            jit_store_slot(f, d, to == CONV_TO_I1 || to == CONV_TO_I2 ? LLVMBuildSExt(b, narrowed, f->i32, "")
                                                                    : LLVMBuildZExt(b, narrowed, f->i32, ""));
        else
            jit_store_slot(f, d, LLVMBuildZExt(b, narrowed, f->i64, ""));
    }
    return true;
}

static bool checked_convert(JitFn *f, const uintptr_t *ip) {
    uint32_t kind = (uint32_t)ip[3], to = kind & 15, d = (uint32_t)ip[1];
    uint32_t from = kind >> 4;
    if (from != CONV_FROM_R4 && from != CONV_FROM_R8 && to <= CONV_TO_U8)
        return checked_integer_convert(f, from, to, d, (uint32_t)ip[2]);
    LLVMValueRef bits = jit_load_slot(f, (uint32_t)ip[2], f->i64);
    LLVMTypeRef params[3] = {f->ptr, f->i64, f->i32};
    LLVMValueRef args[3] = {f->thread_value, bits, jit_i32(f, kind)};
    LLVMValueRef r = jit_call_c(f, (const void *)jit_convert_checked, f->i64, params, 3, args);
    jit_check_pending_exception(f);
    if (to == CONV_TO_R4 || (to <= CONV_TO_U2)) jit_store_slot(f, d, LLVMBuildTrunc(f->b, r, f->i32, ""));
    else jit_store_slot(f, d, r);
    return true;
}

bool jit_emit_convert(JitFn *f, int op, const uintptr_t *ip) {
    LLVMBuilderRef b = f->b;
    uint32_t d = (uint32_t)ip[1], s = (uint32_t)ip[2];
    switch (op) {
    case OP_MOV_I1: jit_store_slot(f, d, LLVMBuildSExt(b, LLVMBuildTrunc(b, jit_load_slot(f, s, f->i32), f->i8, ""), f->i32, "")); return true;
    case OP_MOV_U1: jit_store_slot(f, d, LLVMBuildZExt(b, LLVMBuildTrunc(b, jit_load_slot(f, s, f->i32), f->i8, ""), f->i32, "")); return true;
    case OP_MOV_I2: jit_store_slot(f, d, LLVMBuildSExt(b, LLVMBuildTrunc(b, jit_load_slot(f, s, f->i32), f->i16, ""), f->i32, "")); return true;
    case OP_MOV_U2: jit_store_slot(f, d, LLVMBuildZExt(b, LLVMBuildTrunc(b, jit_load_slot(f, s, f->i32), f->i16, ""), f->i32, "")); return true;
    case OP_CONV_I8_I4: jit_store_slot(f, d, LLVMBuildSExt(b, jit_load_slot(f, s, f->i32), f->i64, "")); return true;
    case OP_CONV_I8_U4: jit_store_slot(f, d, LLVMBuildZExt(b, jit_load_slot(f, s, f->i32), f->i64, "")); return true;
    case OP_CONV_I4_I8: store_i4_zero_extended(f, d, LLVMBuildTrunc(b, jit_load_slot(f, s, f->i64), f->i32, "")); return true;
    case OP_INDEX_I8: {
        /* the interpreter's -1 for an index outside [0, 2^31); min(index, 2^32 - 1) as unsigned
         * fails the bounds check alike (no array reaches 2^31 elements); an element access in
         * the same block checks the 64-bit index itself (JitFn.slot_facts) */
        LLVMValueRef v = jit_load_slot(f, s, f->i64), limit = LLVMConstInt(f->i64, UINT32_MAX, false);
        LLVMValueRef clamped = LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntULT, v, limit, ""), v, limit, "");
        store_i4_zero_extended(f, d, LLVMBuildTrunc(b, clamped, f->i32, ""));
        struct JitSlotFact *fact = jit_slot_fact_set(f, d);
        if (fact) fact->wide_index = v;
        return true;
    }
    case OP_CONV_R8_I4: jit_store_slot(f, d, LLVMBuildSIToFP(b, jit_load_slot(f, s, f->i32), f->f64, "")); return true;
    case OP_CONV_R8_I8: jit_store_slot(f, d, LLVMBuildSIToFP(b, jit_load_slot(f, s, f->i64), f->f64, "")); return true;
    case OP_CONV_I4_R8: store_i4_zero_extended(f, d, saturate(f, jit_load_slot(f, s, f->f64), false, f->i32)); return true;
    case OP_CONV_R8_R4: jit_store_slot(f, d, LLVMBuildFPExt(b, jit_load_slot(f, s, f->f32), f->f64, "")); return true;
    case OP_CONV_R4_R8: store_r4(f, d, LLVMBuildFPTrunc(b, jit_load_slot(f, s, f->f64), f->f32, "")); return true;
    case OP_CONV: return generic_convert(f, ip);
    case OP_CONV_OVF: return checked_convert(f, ip);
    case OP_CKFINITE_R8: case OP_CKFINITE_R4: {
        LLVMTypeRef type = op == OP_CKFINITE_R8 ? f->f64 : f->f32;
        LLVMValueRef v = jit_load_slot(f, (uint32_t)ip[1], type);
        LLVMValueRef magnitude = jit_intrinsic(f, "llvm.fabs", &type, 1, &v, 1);
        LLVMValueRef finite = LLVMBuildFCmp(b, LLVMRealOLT, magnitude, LLVMConstReal(type, __builtin_inf()), "");
        LLVMBasicBlockRef bad = jit_new_block(f, "not_finite"), ok = jit_new_block(f, "finite");
        jit_br_unlikely(f, LLVMBuildNot(b, finite, ""), bad, ok);
        jit_position(f, bad);
        LLVMTypeRef param = f->ptr;
        jit_call_c(f, (const void *)jit_throw_not_finite, f->void_t, &param, 1, &f->thread_value);
        jit_br(f, f->exception_block);
        jit_position(f, ok);
        return true;
    }
    default: return false;
    }
}
