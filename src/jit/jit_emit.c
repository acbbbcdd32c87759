/* jit_emit.c — small IR-building helpers: constants, addresses, calls into C, cold paths. */
#include "jit/jit_internal.h"
#include "gc/gc.h"
#include <llvm-c/DebugInfo.h> /* LLVMTemporaryMDNode, LLVMMetadataReplaceAllUsesWith */
#include <stdarg.h>
#include <string.h>

void jit_fail(JitFn *f, const char *format, ...) {
    if (f->failed) return;
    f->failed = true;
    va_list args;
    va_start(args, format);
    vsnprintf(f->reason, f->reason_size, format, args);
    va_end(args);
}

LLVMValueRef jit_const_ptr(JitFn *f, const void *pointer) {
    if (!pointer) return LLVMConstNull(f->ptr);
    return LLVMConstIntToPtr(LLVMConstInt(f->i64, (uint64_t)(uintptr_t)pointer, false), f->ptr);
}

LLVMValueRef jit_i32(JitFn *f, int64_t value) {
    return LLVMConstInt(f->i32, (uint64_t)value, true);
}

LLVMValueRef jit_i64(JitFn *f, int64_t value) {
    return LLVMConstInt(f->i64, (uint64_t)value, true);
}

LLVMValueRef jit_gep(JitFn *f, LLVMValueRef base, LLVMValueRef byte_offset) {
    return LLVMBuildGEP2(f->b, f->i8, base, &byte_offset, 1, "");
}

LLVMValueRef jit_gep_const(JitFn *f, LLVMValueRef base, int64_t byte_offset) {
    if (byte_offset == 0) return base;
    LLVMValueRef offset = jit_i64(f, byte_offset);
    return LLVMBuildInBoundsGEP2(f->b, f->i8, base, &offset, 1, "");
}

LLVMValueRef jit_load(JitFn *f, LLVMTypeRef type, LLVMValueRef address, unsigned align) {
    LLVMValueRef v = LLVMBuildLoad2(f->b, type, address, "");
    if (align) LLVMSetAlignment(v, align);
    return v;
}

/* A load of memory no store changes while the object lives (an array's length and bounds):
 * LLVM may then move it across stores and out of loops (LangRef: !invariant.load).  Compiled
 * frames pin what they reference (gc_roots.c), so the address names one object throughout. */
LLVMValueRef jit_load_invariant(JitFn *f, LLVMTypeRef type, LLVMValueRef address, unsigned align) {
    LLVMValueRef v = jit_load(f, type, address, align);
    LLVMSetMetadata(v, LLVMGetMDKindIDInContext(f->ctx, "invariant.load", 14), LLVMMetadataAsValue(f->ctx, LLVMMDNodeInContext2(f->ctx, NULL, 0)));
    return v;
}

/* An array's length: invariant, and at most Array.MaxLength (0x7FFFFFC7: vm_object.c refuses
 * longer vectors, as CoreCLR does), which LLVM's induction-variable reasoning uses on bounds
 * checks: below INT32_MAX, `i + 1` of an `i < a.Length` loop cannot overflow, so no version of
 * the loop for a length of INT32_MAX is made. */
LLVMValueRef jit_load_array_length(JitFn *f, LLVMValueRef array) {
    LLVMValueRef length = jit_load_invariant(f, f->i64, jit_gep_const(f, array, offsetof(Array, length)), 8);
    LLVMMetadataRef bounds[2] = {LLVMValueAsMetadata(jit_i64(f, 0)), LLVMValueAsMetadata(jit_i64(f, (int64_t)VM_ARRAY_MAX_LENGTH + 1))};
    LLVMSetMetadata(length, LLVMGetMDKindIDInContext(f->ctx, "range", 5), LLVMMetadataAsValue(f->ctx, LLVMMDNodeInContext2(f->ctx, bounds, 2)));
    return length;
}

void jit_store(JitFn *f, LLVMValueRef value, LLVMValueRef address, unsigned align) {
    LLVMValueRef s = LLVMBuildStore(f->b, value, address);
    if (align) LLVMSetAlignment(s, align);
}

LLVMValueRef jit_call_c(JitFn *f, const void *function, LLVMTypeRef ret, LLVMTypeRef *params, unsigned count,
                        LLVMValueRef *args) {
    LLVMTypeRef type = LLVMFunctionType(ret, params, count, false);
    return LLVMBuildCall2(f->b, type, jit_const_ptr(f, function), args, count, "");
}

LLVMBasicBlockRef jit_new_block(JitFn *f, const char *name) {
    return LLVMAppendBasicBlockInContext(f->ctx, f->fn, name);
}

void jit_position(JitFn *f, LLVMBasicBlockRef block) {
    LLVMPositionBuilderAtEnd(f->b, block);
    f->terminated = false;
}

void jit_br(JitFn *f, LLVMBasicBlockRef target) {
    if (!f->terminated) LLVMBuildBr(f->b, target);
    f->terminated = true;
}

void jit_set_branch_weights(JitFn *f, LLVMValueRef br, uint32_t then_weight, uint32_t else_weight) {
    LLVMMetadataRef ops[3] = {
        LLVMMDStringInContext2(f->ctx, "branch_weights", 14),
        LLVMValueAsMetadata(jit_i32(f, (int32_t)then_weight)),
        LLVMValueAsMetadata(jit_i32(f, (int32_t)else_weight)),
    };
    LLVMSetMetadata(br, f->prof_kind, LLVMMetadataAsValue(f->ctx, LLVMMDNodeInContext2(f->ctx, ops, 3)));
}

LLVMValueRef jit_br_unlikely(JitFn *f, LLVMValueRef cond, LLVMBasicBlockRef unlikely_target, LLVMBasicBlockRef likely_target) {
    LLVMValueRef br = LLVMBuildCondBr(f->b, cond, unlikely_target, likely_target);
    jit_set_branch_weights(f, br, 1, 2000);
    f->terminated = true;
    return br;
}

void jit_br_weighted(JitFn *f, LLVMValueRef cond, LLVMBasicBlockRef then_block, LLVMBasicBlockRef else_block,
                     uint32_t then_weight, uint32_t else_weight) {
    jit_set_branch_weights(f, LLVMBuildCondBr(f->b, cond, then_block, else_block), then_weight, else_weight);
    f->terminated = true;
}

/* Loop metadata on a loop's latch telling the loop vectorizer to leave it (LangRef
 * "llvm.loop.vectorize.enable"): a self-referential node, made through a temporary one. */
void jit_loop_not_vectorized(JitFn *f, LLVMValueRef latch) {
    LLVMMetadataRef placeholder = LLVMTemporaryMDNode(f->ctx, NULL, 0);
    LLVMMetadataRef disable[2] = {LLVMMDStringInContext2(f->ctx, "llvm.loop.vectorize.enable", 26),
                                  LLVMValueAsMetadata(LLVMConstInt(f->i1, 0, false))};
    LLVMMetadataRef ops[2] = {placeholder, LLVMMDNodeInContext2(f->ctx, disable, 2)};
    LLVMMetadataRef loop = LLVMMDNodeInContext2(f->ctx, ops, 2);
    LLVMMetadataReplaceAllUsesWith(placeholder, loop);
    LLVMSetMetadata(latch, LLVMGetMDKindIDInContext(f->ctx, "llvm.loop", 9), LLVMMetadataAsValue(f->ctx, loop));
}

LLVMValueRef jit_check(JitFn *f, LLVMValueRef cond, LLVMBasicBlockRef cold) {
    LLVMBasicBlockRef next = jit_new_block(f, "ok");
    LLVMValueRef br = jit_br_unlikely(f, cond, cold, next);
    jit_position(f, next);
    return br;
}

/* Runtime exceptions raised in compiled code take their stack trace here, while the compiled
 * frames are still on the chain of frame records (the interpreter would only see the frames
 * left when the exception reaches it). */
static void throw_null(Thread *thread) {
    vm_throw_null_reference(thread);
    interp_capture_stack_trace(thread, thread->exception);
}
static void throw_index(Thread *thread) {
    vm_throw_index_out_of_range(thread);
    interp_capture_stack_trace(thread, thread->exception);
}
static void throw_overflow(Thread *thread) {
    vm_throw_overflow(thread);
    interp_capture_stack_trace(thread, thread->exception);
}
static void throw_divide(Thread *thread) {
    vm_throw_divide_by_zero(thread);
    interp_capture_stack_trace(thread, thread->exception);
}

/* One shared cold block per exception kind: raise it, then take the exception path. */
LLVMBasicBlockRef jit_throw_block(JitFn *f, int kind) {
    if (kind == JIT_THROW_PENDING) return f->exception_block;
    if (f->throw_blocks_for != f->exception_block) { /* another handler region */
        memset(f->throw_blocks, 0, sizeof f->throw_blocks);
        f->throw_blocks_for = f->exception_block;
    }
    if (f->throw_blocks[kind]) return f->throw_blocks[kind];
    static void (*const raisers[])(Thread *) = {throw_null, throw_index, throw_overflow, throw_divide};
    LLVMBasicBlockRef saved = LLVMGetInsertBlock(f->b);
    bool saved_terminated = f->terminated;
    LLVMBasicBlockRef block = jit_new_block(f, "raise");
    jit_position(f, block);
    LLVMTypeRef param = f->ptr;
    LLVMValueRef arg = f->thread_value;
    jit_call_c(f, (const void *)raisers[kind], f->void_t, &param, 1, &arg);
    jit_br(f, f->exception_block);
    LLVMPositionBuilderAtEnd(f->b, saved);
    f->terminated = saved_terminated;
    f->throw_blocks[kind] = block;
    return block;
}

void jit_check_throw(JitFn *f, LLVMValueRef cond, int kind) {
    if (LLVMIsAConstantInt(cond) && LLVMConstIntGetZExtValue(cond) == 0) return; /* no raise block either */
    jit_check(f, cond, jit_throw_block(f, kind));
}

void jit_null_check(JitFn *f, LLVMValueRef object) {
    jit_check_throw(f, LLVMBuildIsNull(f->b, object, ""), JIT_THROW_NULL);
}

LLVMValueRef jit_check_pending_exception(JitFn *f) {
    LLVMValueRef address = jit_gep_const(f, f->thread_value, offsetof(Thread, exception));
    LLVMValueRef exception = jit_load(f, f->ptr, address, 8);
    return jit_check(f, LLVMBuildIsNotNull(f->b, exception, ""), f->exception_block);
}

/* The poll's slow path, called with LLVM's preserve_most convention: it keeps every
 * general-purpose register but r11 (the C function it calls may change them).  Called with the
 * C convention, the rare call made every value a loop keeps across its poll live in one of the
 * six callee-saved registers or on the stack: the sieve's loops reloaded their limit from the
 * stack on every iteration and stored a counter there.  The pushed registers sit on this
 * thread's stack, above the pointer gc_save_context records: the conservative scan sees the
 * references they hold.  XMM registers stay the caller's to keep (the convention's rule). */
#if defined(__x86_64__)
void jit_safepoint_preserving(Thread *thread);
__asm__(".text\n"
        ".globl jit_safepoint_preserving\n"
        ".hidden jit_safepoint_preserving\n"
        ".type jit_safepoint_preserving,@function\n"
        "jit_safepoint_preserving:\n"
        ".cfi_startproc\n"
        "push %rax\n.cfi_adjust_cfa_offset 8\n"
        "push %rcx\n.cfi_adjust_cfa_offset 8\n"
        "push %rdx\n.cfi_adjust_cfa_offset 8\n"
        "push %rsi\n.cfi_adjust_cfa_offset 8\n"
        "push %rdi\n.cfi_adjust_cfa_offset 8\n"
        "push %r8\n.cfi_adjust_cfa_offset 8\n"
        "push %r9\n.cfi_adjust_cfa_offset 8\n"
        "push %r10\n.cfi_adjust_cfa_offset 8\n"
        "sub $8, %rsp\n.cfi_adjust_cfa_offset 8\n" /* 16-byte alignment at the call */
        "call gc_safepoint_slow@PLT\n"
        "add $8, %rsp\n.cfi_adjust_cfa_offset -8\n"
        "pop %r10\n.cfi_adjust_cfa_offset -8\n"
        "pop %r9\n.cfi_adjust_cfa_offset -8\n"
        "pop %r8\n.cfi_adjust_cfa_offset -8\n"
        "pop %rdi\n.cfi_adjust_cfa_offset -8\n"
        "pop %rsi\n.cfi_adjust_cfa_offset -8\n"
        "pop %rdx\n.cfi_adjust_cfa_offset -8\n"
        "pop %rcx\n.cfi_adjust_cfa_offset -8\n"
        "pop %rax\n.cfi_adjust_cfa_offset -8\n"
        "ret\n"
        ".cfi_endproc\n"
        ".size jit_safepoint_preserving, .-jit_safepoint_preserving\n");
#endif

/* DESIGN.md "Safepoints": poll the global flag at method entry and loop back-edges. */
void jit_poll(JitFn *f) {
    LLVMValueRef flag = jit_load(f, f->i32, jit_const_ptr(f, (const void *)&gc_safepoint_requested), 4);
    LLVMSetVolatile(flag, true);
    LLVMValueRef requested = LLVMBuildICmp(f->b, LLVMIntNE, flag, jit_i32(f, 0), "");
    LLVMBasicBlockRef slow = jit_new_block(f, "poll"), next = jit_new_block(f, "polled");
    jit_br_unlikely(f, requested, slow, next);
    jit_position(f, slow);
    LLVMTypeRef param = f->ptr;
    LLVMValueRef arg = f->thread_value;
#if defined(__x86_64__)
    LLVMValueRef call = jit_call_c(f, (const void *)jit_safepoint_preserving, f->void_t, &param, 1, &arg);
    LLVMSetInstructionCallConv(call, LLVMPreserveMostCallConv);
#else
    jit_call_c(f, (const void *)gc_safepoint_slow, f->void_t, &param, 1, &arg);
#endif
    jit_br(f, next);
    jit_position(f, next);
}

LLVMValueRef jit_intrinsic(JitFn *f, const char *name, LLVMTypeRef *types, unsigned type_count, LLVMValueRef *args,
                           unsigned count) {
    unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
    LLVMValueRef decl = LLVMGetIntrinsicDeclaration(f->mod, id, types, type_count);
    LLVMTypeRef type = LLVMIntrinsicGetType(f->ctx, id, types, type_count);
    return LLVMBuildCall2(f->b, type, decl, args, count, "");
}
