/*
 * jit_calls.c — the native calling convention (jit.h), prologue/return, calls and adapters.
 *
 * A call site whose target is known (or loaded from a vtable / interface cache) checks
 * `target->entry`: native code is called with the native convention (an indirect call, the
 * type derived from the declared signature), otherwise jit_call_interpreted runs the callee in
 * the interpreter with the arguments copied into a slot buffer.  Afterwards a pending
 * thread->exception sends control to the method's exception path.
 */
#include "jit/jit_internal.h"
#include "tier/tier.h"
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

JitKind jit_kind_of(Type *type) {
    if (type == vm_types.void_type) return JK_VOID;
    if ((type->flags & TYPE_FLAG_ENUM) && type->element) type = type->element;
    switch (type->kind) {
    case TYPE_KIND_CLASS:
    case TYPE_KIND_INTERFACE:
    case TYPE_KIND_ARRAY:
    case TYPE_KIND_GENERIC_PARAMETER: return JK_REF;
    case TYPE_KIND_POINTER:
    case TYPE_KIND_BYREF: return JK_I64;
    default: break;
    }
    switch (type->element_type) {
    case META_ELEMENT_TYPE_BOOLEAN: case META_ELEMENT_TYPE_CHAR: case META_ELEMENT_TYPE_I1: case META_ELEMENT_TYPE_U1:
    case META_ELEMENT_TYPE_I2: case META_ELEMENT_TYPE_U2: case META_ELEMENT_TYPE_I4: case META_ELEMENT_TYPE_U4:
        return JK_I32;
    case META_ELEMENT_TYPE_I8: case META_ELEMENT_TYPE_U8: case META_ELEMENT_TYPE_I: case META_ELEMENT_TYPE_U: return JK_I64;
    case META_ELEMENT_TYPE_R4: return JK_F32;
    case META_ELEMENT_TYPE_R8: return JK_F64;
    case META_ELEMENT_TYPE_STRING: case META_ELEMENT_TYPE_OBJECT: return JK_REF;
    default: return JK_VT;
    }
}

uint32_t jit_param_count(Method *method) {
    return method->signature.parameter_count + (method->signature.has_this ? 1 : 0);
}

JitKind jit_param_kind(Method *method, uint32_t index, uint32_t *slots) {
    *slots = 1;
    if (method->signature.has_this) {
        if (index == 0) return method->owner->kind == TYPE_KIND_VALUE_TYPE ? JK_I64 : JK_REF;
        index--;
    }
    Type *type = method->signature.parameter_types[index];
    JitKind kind = jit_kind_of(type);
    if (type->kind == TYPE_KIND_VALUE_TYPE)
        *slots = type->stack_slots ? type->stack_slots : SLOTS_FOR_SIZE(loader_type_stack_size(type));
    return kind;
}

LLVMTypeRef jit_llvm_type(JitFn *f, JitKind kind) {
    switch (kind) {
    case JK_VOID: return f->void_t;
    case JK_I32: return f->i32;
    case JK_I64: return f->i64;
    case JK_F32: return f->f32;
    case JK_F64: return f->f64;
    default: return f->ptr;
    }
}

/* ret fn(Thread *thread, [T *hidden_result], [this], parameters...) */
LLVMTypeRef jit_native_type(JitFn *f, Method *method) {
    JitKind ret = jit_kind_of(method->signature.return_type);
    LLVMTypeRef params[260];
    unsigned n = 0;
    params[n++] = f->ptr;
    if (ret == JK_VT) params[n++] = f->ptr;
    uint32_t count = jit_param_count(method), slots;
    for (uint32_t i = 0; i < count && n < 258; i++) params[n++] = jit_llvm_type(f, jit_param_kind(method, i, &slots));
    return LLVMFunctionType(ret == JK_VT ? f->void_t : jit_llvm_type(f, ret), params, n, false);
}

/* Arguments (native convention) for `method` whose slots start at `base`, loaded by `load`. */
typedef LLVMValueRef (*ArgLoader)(JitFn *f, void *context, uint32_t slot, JitKind kind);

static unsigned native_args(JitFn *f, Method *method, uint32_t base, LLVMValueRef hidden, ArgLoader load, void *context,
                            LLVMValueRef *args) {
    unsigned n = 0;
    args[n++] = f->thread_value;
    if (jit_kind_of(method->signature.return_type) == JK_VT) args[n++] = hidden;
    uint32_t count = jit_param_count(method), slot = base, slots;
    for (uint32_t i = 0; i < count && n < 258; i++) {
        JitKind kind = jit_param_kind(method, i, &slots);
        args[n++] = load(f, context, slot, kind);
        slot += slots;
    }
    return n;
}

static LLVMValueRef load_from_frame(JitFn *f, void *context, uint32_t slot, JitKind kind) {
    (void)context;
    if (kind == JK_VT) return jit_slot_addr(f, slot, 0, 8);
    return jit_load_slot(f, slot, jit_llvm_type(f, kind));
}

/* A native result into a slot: what the interpreter's `fp[0] = S(1)` leaves there. */
static void store_result(JitFn *f, LLVMValueRef address, JitKind kind, LLVMValueRef value) {
    if (kind == JK_I32) value = LLVMBuildSExt(f->b, value, f->i64, "");
    else if (kind == JK_F32) value = LLVMBuildZExt(f->b, LLVMBuildBitCast(f->b, value, f->i32, ""), f->i64, "");
    jit_store(f, value, address, 8);
}

/* ---- prologue and returns ---- */

/* Frame records of compiled methods, for stack traces: two words {INTERP_FRAME_RECORD_MAGIC,
 * InterpMethod*} in the method's own native frame, written at entry and cleared before every
 * return, so a live record marks a live activation.  The stack walker (interp.c) finds them by
 * scanning the native stack and orders them among interpreted frames by address.  Written to
 * the function's own stack slot only (volatile: nothing reads them here): no load and no
 * dependency between calls, unlike a linked chain through the Thread.  Inlined methods get no
 * record (CoreCLR's stack traces omit inlined frames too); OSR code runs in its interpreter
 * frame's place.  A method with EH clauses has a third word, its EH state (jit_eh.c), and one
 * with filters a fourth, the address of its arguments and locals (JitFn.variables_in_memory). */
static void shadow_frame_push(JitFn *f) {
    LLVMBuilderRef b = f->b;
    /* a static alloca (entry block): a dynamic one would cost a frame pointer and a register */
    LLVMBuilderRef entry = LLVMCreateBuilderInContext(f->ctx);
    LLVMBasicBlockRef entry_block = LLVMGetEntryBasicBlock(f->fn);
    LLVMValueRef first = LLVMGetFirstInstruction(entry_block);
    if (first) LLVMPositionBuilderBefore(entry, first);
    else LLVMPositionBuilderAtEnd(entry, entry_block);
    LLVMTypeRef pair = LLVMVectorType(f->i64, 2);
    bool eh = f->im->clause_count > 0;
    LLVMValueRef record = LLVMBuildAlloca(entry, eh ? LLVMVectorType(f->i64, 4) : pair, "frame_record");
    LLVMDisposeBuilder(entry);
    LLVMSetAlignment(record, 16);
    /* one 16-byte store keeps the two words together (SROA would split two scalar stores into
     * separate stack slots) */
    LLVMValueRef words[2] = {LLVMConstInt(f->i64, INTERP_FRAME_RECORD_MAGIC, false),
                             LLVMConstInt(f->i64, (unsigned long long)(uintptr_t)f->im, false)};
    LLVMValueRef store = LLVMBuildStore(b, LLVMConstVector(words, 2), record);
    LLVMSetVolatile(store, true);
    LLVMSetAlignment(store, 16);
    interp_register_frame_record(f->im);
    f->shadow_record = record;
    if (eh) jit_eh_record_init(f);
    if (f->variables_in_memory) {
        /* the slots escape here: LLVM keeps them current at every call and reloads them after */
        LLVMValueRef slots = LLVMBuildStore(b, f->group_alloca[0], jit_gep_const(f, record, INTERP_FRAME_RECORD_SLOTS * 8));
        LLVMSetVolatile(slots, true);
    }
}

/* Clearing the magic word is enough: a record counts only with it (interp.c's walker). */
static void shadow_frame_pop(JitFn *f) {
    if (!f->shadow_record) return;
    LLVMValueRef clear = LLVMBuildStore(f->b, jit_i64(f, 0), f->shadow_record);
    LLVMSetVolatile(clear, true);
    LLVMSetAlignment(clear, 8);
}

void jit_emit_prologue(JitFn *f) {
    Method *m = f->method;
    /* No stack-limit check: an overflow hits the guard below the stack (thread.c), as in
     * CoreCLR; frames over a page probe their pages in order ("probe-stack", jit_compile.c). */
    if (!f->parent) shadow_frame_push(f); /* an inlinee runs in its caller's frame */
    unsigned p = 1;
    if (jit_kind_of(m->signature.return_type) == JK_VT) f->hidden_result = LLVMGetParam(f->fn, p++);
    uint32_t count = jit_param_count(m), slot = 0, slots;
    for (uint32_t i = 0; i < count; i++) {
        JitKind kind = jit_param_kind(m, i, &slots);
        LLVMValueRef value = LLVMGetParam(f->fn, p++);
        if (kind == JK_VT) {
            LLVMBuildMemCpy(f->b, jit_slot_addr(f, slot, 0, slots * 8), 8, value, 8, jit_i64(f, slots * 8));
        } else {
            jit_store_slot(f, slot, value);
        }
        slot += slots;
    }
}

void jit_emit_return(JitFn *f, int op, const uintptr_t *ip) {
    Method *m = f->method;
    JitKind kind = jit_kind_of(m->signature.return_type);
    if (f->osr) { /* OSR code leaves the result in the interpreter frame's first slots */
        if (op != OP_RET_VOID && kind != JK_VOID) {
            uint32_t slots = m->return_slots;
            /* the slots may overlap: with filters the OSR code's locals are the frame's own */
            LLVMBuildMemMove(f->b, f->osr_frame, 8, jit_slot_addr(f, (uint32_t)ip[1], 0, slots * 8), 8, jit_i64(f, slots * 8));
        }
        LLVMBuildRetVoid(f->b);
        f->terminated = true;
        return;
    }
    shadow_frame_pop(f);
    jit_localloc_release(f);
    if (op == OP_RET_VOID || kind == JK_VOID) {
        LLVMBuildRetVoid(f->b);
    } else if (op == OP_RET_VT || kind == JK_VT) {
        uint32_t slots = m->return_slots;
        LLVMBuildMemCpy(f->b, f->hidden_result, 8, jit_slot_addr(f, (uint32_t)ip[1], 0, slots * 8), 8, jit_i64(f, slots * 8));
        LLVMBuildRetVoid(f->b);
    } else {
        LLVMBuildRet(f->b, jit_load_slot(f, (uint32_t)ip[1], jit_llvm_type(f, kind)));
    }
    f->terminated = true;
}

/* Without handlers an exception leaves the method: return anything, thread->exception is set. */
void jit_emit_exception_return(JitFn *f) {
    JitKind kind = jit_kind_of(f->method->signature.return_type);
    if (!f->osr) shadow_frame_pop(f);
    jit_localloc_release(f);
    if (f->osr || kind == JK_VOID || kind == JK_VT) LLVMBuildRetVoid(f->b);
    else LLVMBuildRet(f->b, LLVMConstNull(jit_llvm_type(f, kind)));
    f->terminated = true;
}

/* ---- calls ---- */

static bool has_value_type_arguments(Method *m) {
    if (jit_kind_of(m->signature.return_type) == JK_VT) return true;
    uint32_t count = jit_param_count(m), slots;
    for (uint32_t i = 0; i < count; i++)
        if (jit_param_kind(m, i, &slots) == JK_VT) return true;
    return false;
}

/* A `tail.` call may reuse this frame: the arguments are scalars (no pointer into this frame)
 * and the result is returned as it comes.  LLVM 16's C API has no musttail: the call is marked
 * `tail` and placed right before the return, which x86-64 code generation turns into a jump. */
static bool can_tail_call(JitFn *f, Method *declared, LLVMTypeRef type) {
    if (f->osr || f->parent || f->has_localloc || has_value_type_arguments(declared) || has_value_type_arguments(f->method))
        return false;
    return LLVMGetReturnType(type) == LLVMGetReturnType(f->fn_type);
}

static void tail_return(JitFn *f, LLVMValueRef call) {
    LLVMSetTailCall(call, 1);
    if (LLVMGetTypeKind(LLVMGetReturnType(f->fn_type)) == LLVMVoidTypeKind)
        LLVMBuildRetVoid(f->b);
    else LLVMBuildRet(f->b, call);
    f->terminated = true;
}

/* Call `target` (a Method* value; `known` when it is known at compile time) whose signature is
 * `declared`'s, arguments in slots from `base`.  The result lands at `base`.  With `tail`, a
 * native call may end the method (returns true: the block is terminated). */
static bool invoke_ex(JitFn *f, LLVMValueRef target, Method *declared, Method *known, uint32_t base, bool tail) {
    LLVMBuilderRef b = f->b;
    JitKind ret = jit_kind_of(declared->signature.return_type);
    LLVMTypeRef type = jit_native_type(f, declared);
    LLVMValueRef args[260];
    LLVMValueRef hidden = ret == JK_VT ? jit_slot_addr(f, base, 0, declared->return_slots * 8) : NULL;
    tail = tail && can_tail_call(f, declared, type);
    LLVMValueRef direct = NULL;
    bool may_throw = true;
    /* recursion: a direct call (not from OSR code: its function is the loop-entry variant) */
    if (known && known == f->method && !f->parent && !f->osr) direct = f->fn;
    else if (known) {
        LLVMValueRef inlined = jit_inline_function(f, known, &may_throw);
        if (inlined && LLVMGlobalGetValueType(inlined) == type) direct = inlined;
        else may_throw = true;
    }
    if (direct) {
        unsigned n = native_args(f, declared, base, hidden, load_from_frame, NULL, args);
        if (tail && direct == f->fn) shadow_frame_pop(f); /* the callee's record takes this one's place */
        LLVMValueRef r = LLVMBuildCall2(b, type, direct, args, n, "");
        if (tail && direct == f->fn) {
            tail_return(f, r);
            return true;
        }
        if (ret != JK_VOID && ret != JK_VT) store_result(f, jit_slot_addr(f, base, 0, 8), ret, r);
        if (may_throw) {
            LLVMValueRef check = jit_check_pending_exception(f);
            if (direct == f->fn && f->recursion_check_count++ < 16) f->recursion_checks[f->recursion_check_count - 1] = check;
        }
        return false;
    }
    LLVMValueRef entry = jit_load(f, f->ptr, jit_gep_const(f, target, offsetof(Method, entry)), 8);
    LLVMBasicBlockRef native = jit_new_block(f, "native"), interp = jit_new_block(f, "interp"), done = jit_new_block(f, "called");
    jit_br_weighted(f, LLVMBuildIsNotNull(b, entry, ""), native, interp, 2000, 1);
    jit_position(f, native);
    unsigned n = native_args(f, declared, base, hidden, load_from_frame, NULL, args);
    if (tail) shadow_frame_pop(f);
    LLVMValueRef r = LLVMBuildCall2(b, type, entry, args, n, "");
    if (tail) {
        tail_return(f, r);
    } else {
        if (ret != JK_VOID && ret != JK_VT) store_result(f, jit_slot_addr(f, base, 0, 8), ret, r);
        jit_br(f, done);
    }
    jit_position(f, interp);
    jit_slots_to_buffer(f, 0, base, declared->argument_slots);
    LLVMTypeRef params[3] = {f->ptr, f->ptr, f->ptr};
    LLVMValueRef cargs[3] = {f->thread_value, target, jit_buffer_addr(f, 0)};
    jit_call_c(f, (const void *)jit_call_interpreted, f->void_t, params, 3, cargs);
    jit_buffer_to_slots(f, base, 0, declared->return_slots);
    jit_clear_buffer(f, declared->argument_slots > declared->return_slots ? declared->argument_slots : declared->return_slots);
    jit_br(f, done);
    jit_position(f, done);
    jit_check_pending_exception(f);
    return false;
}

/* After the method is translated: the checks after its calls to itself go if they are the only
 * way to its exception exit (no throw, no other call that may raise, no EH clause routing there):
 * then, by induction over the recursion, no activation returns with thread->exception set.  A
 * recursive function whose body cannot raise (fib) pays no load and branch per call. */
void jit_drop_recursion_checks(JitFn *f) {
    if (!f->recursion_check_count || f->recursion_check_count > 16 || f->im->clause_count) return;
    uint32_t uses = 0;
    for (LLVMUseRef use = LLVMGetFirstUse(LLVMBasicBlockAsValue(f->method_exception_block)); use; use = LLVMGetNextUse(use))
        uses++;
    if (uses != f->recursion_check_count) return;
    for (uint32_t i = 0; i < f->recursion_check_count; i++)
        LLVMSetCondition(f->recursion_checks[i], LLVMConstInt(f->i1, 0, false));
}

static void invoke(JitFn *f, LLVMValueRef target, Method *declared, Method *known, uint32_t base) {
    invoke_ex(f, target, declared, known, base, false);
}

static bool may_dispatch_to_value_type(Method *declared) {
    Type *owner = declared->owner;
    return owner->kind == TYPE_KIND_INTERFACE || owner == vm_types.object || owner == vm_types.value_type ||
           owner == vm_types.enum_type;
}

/* A value type's override receives a pointer to the boxed value (the interpreter's vm_unbox). */
static void unbox_this_if_value_type(JitFn *f, LLVMValueRef target, LLVMValueRef object, uint32_t this_slot) {
    LLVMBuilderRef b = f->b;
    LLVMValueRef owner = jit_load(f, f->ptr, jit_gep_const(f, target, offsetof(Method, owner)), 8);
    LLVMValueRef kind = jit_load(f, f->i32, jit_gep_const(f, owner, offsetof(Type, kind)), 4);
    LLVMValueRef is_value = LLVMBuildICmp(b, LLVMIntEQ, kind, jit_i32(f, TYPE_KIND_VALUE_TYPE), "");
    LLVMValueRef unboxed = jit_gep_const(f, object, sizeof(Object));
    jit_store_slot(f, this_slot, LLVMBuildSelect(b, is_value, unboxed, object, ""));
}

static LLVMValueRef resolve_helper(JitFn *f, const void *helper, LLVMValueRef object, Method *declared, void *cache) {
    LLVMTypeRef params[4] = {f->ptr, f->ptr, f->ptr, f->ptr};
    LLVMValueRef args[4] = {f->thread_value, object, jit_const_ptr(f, declared), jit_const_ptr(f, cache)};
    LLVMValueRef target = jit_call_c(f, helper, f->ptr, params, cache ? 4 : 3, args);
    jit_check(f, LLVMBuildIsNull(f->b, target, ""), f->exception_block);
    return target;
}

static void call_internal(JitFn *f, const void *fn, uint32_t base, uint32_t arg_slots, uint32_t ret_slots) {
    jit_slots_to_buffer(f, 0, base, arg_slots);
    LLVMTypeRef params[3] = {f->ptr, f->ptr, f->ptr};
    LLVMValueRef args[3] = {f->thread_value, jit_buffer_addr(f, 0), jit_buffer_addr(f, arg_slots)};
    jit_call_c(f, fn, f->void_t, params, 3, args);
    jit_check_pending_exception(f);
    jit_buffer_to_slots(f, base, arg_slots, ret_slots);
    jit_clear_buffer(f, arg_slots + ret_slots);
}

/* Guard counters (tier.h): the fallback path of a counted guard calls this at the first miss and
 * every check interval after it. */
static void gdv_miss_check(Thread *thread, TierGdvSite *site, const VTable *observed) {
    uint32_t miss_percent; /* tier logs the re-tiering itself, before it queues the method */
    tier_gdv_miss_check(thread, site, observed, &miss_percent);
}

/* site->*counter += 1 (a plain increment); returns the new value. */
static LLVMValueRef gdv_count(JitFn *f, TierGdvSite *site, size_t counter) {
    LLVMValueRef address = jit_const_ptr(f, (const uint8_t *)site + counter);
    LLVMValueRef value = LLVMBuildAdd(f->b, jit_load(f, f->i64, address, 8), jit_i64(f, 1), "");
    jit_store(f, value, address, 8);
    return value;
}

/* ---- allocation ----
 * gc_alloc's fast path inline (DESIGN.md "GC interface"): bump this thread's allocation context
 * when the object fits; the helper otherwise (a new context, a collection, finalizable types,
 * GC stress, which hands out no contexts).  The context's memory is zeroed, so the header is.
 * `size` is 8-aligned; `also` (or NULL) is a further condition of the fast path; the helper is
 * called as helper(thread, argument). */
static LLVMValueRef emit_allocation(JitFn *f, const VTable *vtable, LLVMValueRef size, LLVMValueRef also, const void *helper,
                                   LLVMValueRef argument) {
    LLVMBuilderRef b = f->b;
    LLVMValueRef pointer_address = jit_gep_const(f, f->thread_value, offsetof(Thread, alloc_context) + offsetof(GcAllocContext, pointer));
    LLVMValueRef limit_address = jit_gep_const(f, f->thread_value, offsetof(Thread, alloc_context) + offsetof(GcAllocContext, limit));
    LLVMValueRef pointer = jit_load(f, f->ptr, pointer_address, 8);
    LLVMValueRef limit = jit_load(f, f->ptr, limit_address, 8);
    LLVMValueRef room = LLVMBuildSub(b, LLVMBuildPtrToInt(b, limit, f->i64, ""), LLVMBuildPtrToInt(b, pointer, f->i64, ""), "");
    LLVMValueRef fits = LLVMBuildICmp(b, LLVMIntULE, size, room, "");
    if (also) fits = LLVMBuildAnd(b, also, fits, "");
    LLVMBasicBlockRef fast = jit_new_block(f, "alloc_fast"), slow = jit_new_block(f, "alloc_slow"), done = jit_new_block(f, "allocated");
    jit_br_weighted(f, fits, fast, slow, 1000, 1);
    jit_position(f, fast);
    jit_store(f, LLVMBuildInBoundsGEP2(b, f->i8, pointer, &size, 1, ""), pointer_address, 8);
    jit_store(f, jit_const_ptr(f, vtable), pointer, 8);
    LLVMBasicBlockRef fast_end = LLVMGetInsertBlock(b);
    jit_br(f, done);
    jit_position(f, slow);
    LLVMTypeRef params[2] = {f->ptr, LLVMTypeOf(argument)};
    LLVMValueRef args[2] = {f->thread_value, argument};
    LLVMValueRef allocated = jit_call_c(f, helper, f->ptr, params, 2, args);
    jit_check(f, LLVMBuildIsNull(b, allocated, ""), f->exception_block);
    LLVMBasicBlockRef slow_end = LLVMGetInsertBlock(b);
    jit_br(f, done);
    jit_position(f, done);
    LLVMValueRef object = LLVMBuildPhi(b, f->ptr, "");
    LLVMValueRef values[2] = {pointer, allocated};
    LLVMBasicBlockRef blocks[2] = {fast_end, slow_end};
    LLVMAddIncoming(object, values, blocks, 2);
    return object;
}

LLVMValueRef jit_emit_new_object(JitFn *f, const VTable *vtable, const void *helper, LLVMValueRef helper_argument) {
    if (!vtable || (vtable->flags & VTABLE_HAS_FINALIZER) || vtable->base_size < sizeof(Object)) {
        LLVMTypeRef params[2] = {f->ptr, f->ptr};
        LLVMValueRef args[2] = {f->thread_value, helper_argument};
        LLVMValueRef object = jit_call_c(f, helper, f->ptr, params, 2, args);
        jit_check(f, LLVMBuildIsNull(f->b, object, ""), f->exception_block);
        return object;
    }
    uint64_t size = ((uint64_t)vtable->base_size + 7) & ~(uint64_t)7;
    return emit_allocation(f, vtable, jit_i64(f, (int64_t)size), NULL, helper, helper_argument);
}

/* CoreLib's String.FastAllocateString(MethodTable*, nint) FCall with gc_alloc's fast path inline,
 * as CoreCLR's JIT calls its allocation helper's assembly fast path: every string CoreLib builds
 * (Concat, number formatting, Substring) comes through it.  The context's memory is zeroed, so
 * only the vtable and the length are stored. */
static bool string_allocation(JitFn *f, Method *m, uint32_t base) {
    if (m->owner != vm_types.string || strcmp(m->name, "FastAllocateString") != 0 || m->signature.has_this ||
        m->signature.parameter_count != 2 || !(m->impl_flags & META_METHOD_IMPL_INTERNAL_CALL) || !vm_types.string->vtable)
        return false;
    LLVMBuilderRef b = f->b;
    const VTable *vtable = vm_types.string->vtable;
    LLVMValueRef length = jit_load_slot(f, base + 1, f->i64);
    LLVMValueRef valid = LLVMBuildICmp(b, LLVMIntULE, length, jit_i64(f, 0x3FFFFFDF), "");
    /* vm_new_string's size (base size, the characters and the terminator), 8-aligned as gc_alloc's */
    LLVMValueRef bytes = LLVMBuildAdd(b, LLVMBuildShl(b, length, jit_i64(f, 1), ""), jit_i64(f, (int64_t)vtable->base_size + 2 + 7), "");
    LLVMValueRef size = LLVMBuildAnd(b, bytes, jit_i64(f, ~(int64_t)7), "");
    LLVMValueRef string = emit_allocation(f, vtable, size, valid, (const void *)jit_new_string, length);
    /* the slow path's string has it already: the same value */
    jit_store(f, LLVMBuildTrunc(b, length, f->i32, ""), jit_gep_const(f, string, offsetof(String, length)), 4);
    jit_store_slot(f, base, string);
    return true;
}

/* ---- delegate calls ----
 * Delegate.Invoke has no IL: the runtime implements it (the interpreter's DELEGATE_INVOKE op).  Compiled code calls
 * a single-cast delegate's target directly when it has native code: a closed delegate (an
 * instance method, or a static one closed over its first argument) takes the bound object in
 * place of the delegate, an open static one drops it (II.14.6).  Multicast delegates, targets
 * still interpreted and value-type receivers go through the interpreter's Invoke. */
static bool is_delegate_invoke(const Method *m) {
    return (m->owner->flags & TYPE_FLAG_DELEGATE) && strcmp(m->name, "Invoke") == 0 && !(m->flags & META_METHOD_STATIC);
}

static void emit_delegate_invoke(JitFn *f, Method *declared, uint32_t base) {
    LLVMBuilderRef b = f->b;
    Field *method_field = loader_find_field(vm_types.delegate, "_methodPtr");
    Field *target_field = loader_find_field(vm_types.delegate, "_target");
    Field *list_field = loader_find_field(vm_types.multicast_delegate, "_invocationList");
    if (!method_field || !target_field || !list_field) {
        invoke(f, jit_const_ptr(f, declared), declared, declared, base);
        return;
    }
    LLVMValueRef d = jit_load_slot(f, base, f->ptr);
    jit_null_check(f, d);
    LLVMValueRef list = jit_load(f, f->ptr, jit_gep_const(f, d, list_field->offset), 8);
    LLVMValueRef target = jit_load(f, f->ptr, jit_gep_const(f, d, method_field->offset), 8);
    LLVMValueRef bound = jit_load(f, f->ptr, jit_gep_const(f, d, target_field->offset), 8);
    LLVMBasicBlockRef single = jit_new_block(f, "dsingle"), compiled = jit_new_block(f, "dcompiled"),
                      instance = jit_new_block(f, "dinstance"), closed = jit_new_block(f, "dclosed"),
                      open = jit_new_block(f, "dopen"), slow = jit_new_block(f, "dinterp"), merge = jit_new_block(f, "dcalled");
    jit_br_weighted(f, LLVMBuildIsNull(b, list, ""), single, slow, 1000, 1);
    jit_position(f, single);
    LLVMValueRef entry = jit_load(f, f->ptr, jit_gep_const(f, target, offsetof(Method, entry)), 8);
    jit_br_weighted(f, LLVMBuildIsNotNull(b, entry, ""), compiled, slow, 1000, 1);
    jit_position(f, compiled);
    LLVMValueRef flags = jit_load(f, LLVMInt16TypeInContext(f->ctx), jit_gep_const(f, target, offsetof(Method, flags)), 2);
    LLVMValueRef is_static = LLVMBuildICmp(b, LLVMIntNE, LLVMBuildAnd(b, flags, LLVMConstInt(LLVMInt16TypeInContext(f->ctx), META_METHOD_STATIC, false), ""),
                                           LLVMConstInt(LLVMInt16TypeInContext(f->ctx), 0, false), "");
    LLVMBasicBlockRef is_static_block = jit_new_block(f, "dstatic");
    LLVMBuildCondBr(b, is_static, is_static_block, instance);
    /* static: open when it takes fewer argument slots than Invoke (no room for the delegate) */
    jit_position(f, is_static_block);
    LLVMValueRef target_slots = jit_load(f, f->i32, jit_gep_const(f, target, offsetof(Method, argument_slots)), 4);
    LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntULT, target_slots, jit_i32(f, (int32_t)declared->argument_slots), ""), open, closed);
    /* instance: a value type's method wants an unboxed receiver (the interpreter's Invoke unboxes) */
    jit_position(f, instance);
    LLVMValueRef owner = jit_load(f, f->ptr, jit_gep_const(f, target, offsetof(Method, owner)), 8);
    LLVMValueRef kind = jit_load(f, f->i32, jit_gep_const(f, owner, offsetof(Type, kind)), 4);
    LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntEQ, kind, jit_i32(f, TYPE_KIND_VALUE_TYPE), ""), slow, closed);

    JitKind ret = jit_kind_of(declared->signature.return_type);
    LLVMTypeRef type = jit_native_type(f, declared);
    LLVMValueRef hidden = ret == JK_VT ? jit_slot_addr(f, base, 0, declared->return_slots * 8) : NULL;
    unsigned this_index = hidden ? 2 : 1;
    LLVMValueRef args[260];
    /* closed: the bound object in the delegate's place, same native signature as Invoke */
    jit_position(f, closed);
    unsigned n = native_args(f, declared, base, hidden, load_from_frame, NULL, args);
    args[this_index] = bound;
    LLVMValueRef r = LLVMBuildCall2(b, type, entry, args, n, "");
    if (ret != JK_VOID && ret != JK_VT) store_result(f, jit_slot_addr(f, base, 0, 8), ret, r);
    jit_check_pending_exception(f);
    jit_br(f, merge);
    /* open static: Invoke's signature without the delegate */
    jit_position(f, open);
    unsigned param_count = LLVMCountParamTypes(type);
    LLVMTypeRef params[260];
    LLVMGetParamTypes(type, params);
    memmove(&params[this_index], &params[this_index + 1], (param_count - this_index - 1) * sizeof(LLVMTypeRef));
    LLVMTypeRef open_type = LLVMFunctionType(LLVMGetReturnType(type), params, param_count - 1, false);
    n = native_args(f, declared, base, hidden, load_from_frame, NULL, args);
    memmove(&args[this_index], &args[this_index + 1], (n - this_index - 1) * sizeof(LLVMValueRef));
    r = LLVMBuildCall2(b, open_type, entry, args, n - 1, "");
    if (ret != JK_VOID && ret != JK_VT) store_result(f, jit_slot_addr(f, base, 0, 8), ret, r);
    jit_check_pending_exception(f);
    jit_br(f, merge);
    /* everything else: the interpreter's Invoke */
    jit_position(f, slow);
    invoke(f, jit_const_ptr(f, declared), declared, declared, base);
    jit_br(f, merge);
    jit_position(f, merge);
}

/* ---- guarded devirtualization (Dynamic PGO) ----
 * At a virtual or interface call site whose receiver histogram names a dominant class (CoreCLR's
 * one-guess thresholds: 30 % virtual, 25 % interface), the call becomes
 *     if (obj->vtable == likely) <direct call of the override, inlined when small> else <dispatch>
 * with branch weights from the likelihood.  Emits the guarded path and leaves the builder in the
 * fallback block; returns the block both paths meet in (NULL: no guess). */
static LLVMBasicBlockRef gdv_guard(JitFn *f, Method *declared, uint32_t pc, LLVMValueRef vtable, uint32_t base,
                                   bool is_interface) {
    if (!f->method->profile || !f->im->il_offsets || pc >= f->im->code_size) return NULL;
    uint32_t il = f->im->il_offsets[pc], likelihood = 0;
    const VTable *likely = interp_likely_class(f->method, il, &likelihood);
    if (!likely) return NULL;
    char type_name[256];
    loader_type_full_name(likely->type, type_name, sizeof type_name);
    uint32_t threshold = is_interface ? 25 : 30;
    if (likelihood < threshold) {
        jit_note(f, "; GDV: %s IL_%04x no guess (%s %u%% < %u%%)\n", f->method->name, il, type_name, likelihood, threshold);
        return NULL;
    }
    Object *pending = f->thread->exception;
    Method *target = loader_resolve_virtual(f->thread, likely->type, declared);
    f->thread->exception = pending;
    /* A boxed value type (String.Concat(object, object)'s ToString of a boxed int): its own
     * override takes the unboxed value's address as `this`, so the guarded call passes the box's
     * payload, as CoreCLR's guarded devirtualization calls the unboxed entry. */
    bool boxed = likely->type->kind == TYPE_KIND_VALUE_TYPE;
    if (!target || (target->flags & META_METHOD_ABSTRACT)) return NULL;
    if (boxed ? target->owner != likely->type || target->signature.generic_parameter_count ||
                    !loader_signatures_equal(&target->signature, &declared->signature)
              : jit_native_type(f, target) != jit_native_type(f, declared))
        return NULL;
    jit_note(f, "; GDV: %s IL_%04x guessed %s (%u%%)%s\n", f->method->name, il, type_name, likelihood,
             is_interface ? " [interface]" : "");
    LLVMBuilderRef b = f->b;
    LLVMBasicBlockRef hit = jit_new_block(f, "gdv_hit"), miss = jit_new_block(f, "gdv_miss"), merge = jit_new_block(f, "gdv_done");
    LLVMValueRef cond = LLVMBuildICmp(b, LLVMIntEQ, vtable, jit_const_ptr(f, likely), "");
    uint32_t hit_weight = likelihood ? likelihood : 1, miss_weight = 100 - likelihood ? 100 - likelihood : 1;
    jit_br_weighted(f, cond, hit, miss, hit_weight, miss_weight);
    /* Counted guards (tier.h): every guard of the code being compiled; only those of a method's
     * own Tier1 code can re-tier it (an inlinee's guesses come from the inlinee's profile, and
     * OSR code serves a frame that is already running). */
    uint32_t interval = tier_gdv_check_interval();
    JitFn *root = f;
    while (root->parent) root = root->parent;
    TierGdvSite *site = interval ? tier_gdv_site(f->method, root->method, root->osr, il, likely, likelihood) : NULL;
    jit_position(f, hit);
    if (site) gdv_count(f, site, offsetof(TierGdvSite, hits));
    if (boxed) jit_store_slot(f, base, jit_gep_const(f, jit_load_slot(f, base, f->ptr), sizeof(Object)));
    /* called (and inlined) as the override itself: a value type's `this` is a byref, not the
     * object reference the declared method takes, so its native type differs */
    invoke(f, jit_const_ptr(f, target), boxed ? target : declared, target, base);
    jit_br(f, merge);
    jit_position(f, miss);
    if (site) {
        /* checked at the first miss (its time starts the re-tier clock), then every interval */
        LLVMValueRef misses = gdv_count(f, site, offsetof(TierGdvSite, misses));
        LLVMValueRef since_first = LLVMBuildSub(b, misses, jit_i64(f, 1), "");
        LLVMValueRef due = LLVMBuildICmp(b, LLVMIntEQ, LLVMBuildAnd(b, since_first, jit_i64(f, interval - 1), ""),
                                         jit_i64(f, 0), "");
        LLVMBasicBlockRef check = jit_new_block(f, "gdv_check"), fallback = jit_new_block(f, "gdv_fallback");
        jit_br_unlikely(f, due, check, fallback);
        jit_position(f, check);
        LLVMTypeRef params[3] = {f->ptr, f->ptr, f->ptr};
        LLVMValueRef args[3] = {f->thread_value, jit_const_ptr(f, site), vtable};
        jit_call_c(f, (const void *)gdv_miss_check, f->void_t, params, 3, args);
        jit_br(f, fallback);
        jit_position(f, fallback);
    }
    f->has_profile_guess = true;
    return merge;
}

/* Math internal calls on doubles as LLVM intrinsics (constant folding, vectorization, no call). */
static bool math_intrinsic(JitFn *f, Method *m, uint32_t base) {
    static const struct { const char *name; const char *intrinsic; uint32_t args; } table[] = {
        {"Sqrt", "llvm.sqrt", 1}, {"Floor", "llvm.floor", 1}, {"Ceiling", "llvm.ceil", 1}, {"Truncate", "llvm.trunc", 1},
        {"Sin", "llvm.sin", 1}, {"Cos", "llvm.cos", 1}, {"Exp", "llvm.exp", 1}, {"Log", "llvm.log", 1},
        {"Log10", "llvm.log10", 1}, {"Log2", "llvm.log2", 1}, {"Pow", "llvm.pow", 2}, {"Abs", "llvm.fabs", 1},
        {"Round", "llvm.roundeven", 1}, {"FusedMultiplyAdd", "llvm.fma", 3},
    };
    if (!m || !m->owner || strcmp(m->owner->name, "Math") != 0 || !m->owner->namespace_name ||
        strcmp(m->owner->namespace_name, "System") != 0)
        return false;
    if (m->signature.has_this || m->signature.return_type != vm_types.double_type) return false;
    for (uint32_t i = 0; i < m->signature.parameter_count; i++)
        if (m->signature.parameter_types[i] != vm_types.double_type) return false;
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
        if (strcmp(m->name, table[i].name) != 0 || m->signature.parameter_count != table[i].args) continue;
        LLVMValueRef args[3];
        for (uint32_t a = 0; a < table[i].args; a++) args[a] = jit_load_slot(f, base + a, f->f64);
        LLVMTypeRef type = f->f64;
        jit_store_slot(f, base, jit_intrinsic(f, table[i].intrinsic, &type, 1, args, table[i].args));
        return true;
    }
    return false;
}

/* Short variable-length byte operations: lengths over 16 go to `*call` (the C library's turn);
 * the others dispatch on the widest of 8, 4, 2, 1 bytes they reach: `emit_case` handles lengths
 * [width, 2 * width) with two overlapping accesses, one at each end, and ends its block in a
 * branch to `*done`; the block left positioned is length 0's. */
typedef void (*ByteWidthCase)(JitFn *f, LLVMTypeRef type, unsigned width, LLVMBasicBlockRef done, void *context);

static void by_byte_width(JitFn *f, LLVMValueRef length, LLVMBasicBlockRef *done, LLVMBasicBlockRef *call,
                          ByteWidthCase emit_case, void *context) {
    *done = jit_new_block(f, "bytes_done");
    *call = jit_new_block(f, "bytes_call");
    LLVMBasicBlockRef small = jit_new_block(f, "bytes_small");
    LLVMBuildCondBr(f->b, LLVMBuildICmp(f->b, LLVMIntULE, length, LLVMConstInt(f->i64, 16, false), ""), small, *call);
    LLVMPositionBuilderAtEnd(f->b, small);
    static const unsigned widths[] = {8, 4, 2, 1};
    LLVMTypeRef types[] = {f->i64, f->i32, f->i16, f->i8};
    for (unsigned i = 0; i < sizeof widths / sizeof widths[0]; i++) {
        LLVMBasicBlockRef wide = jit_new_block(f, "bytes_wide"), narrower = jit_new_block(f, "bytes_narrower");
        LLVMBuildCondBr(f->b, LLVMBuildICmp(f->b, LLVMIntUGE, length, LLVMConstInt(f->i64, widths[i], false), ""), wide, narrower);
        LLVMPositionBuilderAtEnd(f->b, wide);
        emit_case(f, types[i], widths[i], *done, context);
        LLVMPositionBuilderAtEnd(f->b, narrower);
    }
}

/* The address `bytes` before the end of the `length` bytes at `p`. */
static LLVMValueRef tail_address(JitFn *f, LLVMValueRef p, LLVMValueRef length, unsigned bytes) {
    LLVMValueRef tail = LLVMBuildSub(f->b, length, LLVMConstInt(f->i64, bytes, false), "");
    return LLVMBuildGEP2(f->b, f->i8, p, &tail, 1, "");
}

typedef struct EqualCases {
    LLVMValueRef a, c, length;
    LLVMValueRef results[6];
    LLVMBasicBlockRef from[6];
    unsigned count;
} EqualCases;

static void equal_case(JitFn *f, LLVMTypeRef type, unsigned width, LLVMBasicBlockRef done, void *context) {
    EqualCases *cases = context;
    LLVMBuilderRef b = f->b;
    LLVMValueRef head = LLVMBuildXor(b, jit_load(f, type, cases->a, 1), jit_load(f, type, cases->c, 1), "");
    LLVMValueRef end = LLVMBuildXor(b, jit_load(f, type, tail_address(f, cases->a, cases->length, width), 1),
                                    jit_load(f, type, tail_address(f, cases->c, cases->length, width), 1), "");
    cases->results[cases->count] = LLVMBuildICmp(b, LLVMIntEQ, LLVMBuildOr(b, head, end, ""), LLVMConstInt(type, 0, false), "");
    cases->from[cases->count++] = LLVMGetInsertBlock(b);
    LLVMBuildBr(b, done);
}

/* SequenceEqual of a variable length: up to 16 bytes (string keys, names) inline, as CoreLib's
 * own scalar path compares them with overlapping word loads; longer ones call bcmp.  A call
 * to memcmp was 11 % of a Dictionary<string, int> kernel's time (words: 2 to 5 chars). */
static LLVMValueRef bytes_equal(JitFn *f, LLVMValueRef a, LLVMValueRef c, LLVMValueRef length) {
    LLVMBuilderRef b = f->b;
    LLVMBasicBlockRef done, call;
    EqualCases cases = {.a = a, .c = c, .length = length};
    by_byte_width(f, length, &done, &call, equal_case, &cases);
    cases.results[cases.count] = LLVMConstInt(f->i1, 1, false); /* length 0 */
    cases.from[cases.count++] = LLVMGetInsertBlock(b);
    LLVMBuildBr(b, done);
    LLVMPositionBuilderAtEnd(b, call);
    LLVMTypeRef params[3] = {f->ptr, f->ptr, f->i64};
    LLVMTypeRef type = LLVMFunctionType(f->i32, params, 3, false);
    LLVMValueRef bcmp_function = LLVMGetNamedFunction(f->mod, "bcmp");
    if (!bcmp_function) bcmp_function = LLVMAddFunction(f->mod, "bcmp", type);
    LLVMValueRef args[3] = {a, c, length};
    LLVMValueRef difference = LLVMBuildCall2(b, type, bcmp_function, args, 3, "");
    cases.results[cases.count] = LLVMBuildICmp(b, LLVMIntEQ, difference, jit_i32(f, 0), "");
    cases.from[cases.count++] = LLVMGetInsertBlock(b);
    LLVMBuildBr(b, done);
    LLVMPositionBuilderAtEnd(b, done);
    LLVMValueRef equal = LLVMBuildPhi(b, f->i1, "");
    LLVMAddIncoming(equal, cases.results, cases.from, cases.count);
    return equal;
}

typedef struct MoveCases {
    LLVMValueRef dest, source, length;
} MoveCases;

static void move_case(JitFn *f, LLVMTypeRef type, unsigned width, LLVMBasicBlockRef done, void *context) {
    MoveCases *cases = context;
    LLVMValueRef head = jit_load(f, type, cases->source, 1);
    LLVMValueRef tail = jit_load(f, type, tail_address(f, cases->source, cases->length, width), 1);
    LLVMSetAlignment(LLVMBuildStore(f->b, head, cases->dest), 1);
    LLVMSetAlignment(LLVMBuildStore(f->b, tail, tail_address(f, cases->dest, cases->length, width)), 1);
    LLVMBuildBr(f->b, done);
}

/* Memmove of a variable length: up to 16 bytes (a short string's characters) inline, with the
 * head and tail words of the source loaded before either is stored (so overlap is fine), as
 * CoreLib's own Memmove does for short blocks; longer ones call memmove (4 % of a string-heavy
 * kernel's time went to the call for 2 to 10 bytes). */
static void move_bytes(JitFn *f, LLVMValueRef dest, LLVMValueRef source, LLVMValueRef length) {
    LLVMBuilderRef b = f->b;
    LLVMBasicBlockRef done, call;
    MoveCases cases = {.dest = dest, .source = source, .length = length};
    by_byte_width(f, length, &done, &call, move_case, &cases);
    LLVMBuildBr(b, done); /* length 0 */
    LLVMPositionBuilderAtEnd(b, call);
    LLVMBuildMemMove(b, dest, 1, source, 1, length);
    LLVMBuildBr(b, done);
    LLVMPositionBuilderAtEnd(b, done);
}

/* SpanHelpers' byte primitives, internal calls to the C library in the interpreter
 * (coreclr_fcalls.c): inline memmove/memset, and an inline compare for SequenceEqual; LLVM
 * expands them further for a constant length, as CoreCLR's JIT unrolls these [Intrinsic]s.  No
 * card marks: CoreLib moves memory holding references with BulkMoveWithWriteBarrier. */
static bool span_helpers_intrinsic(JitFn *f, Method *m, uint32_t base) {
    if (!m->owner->namespace_name || strcmp(m->owner->name, "SpanHelpers") != 0 || strcmp(m->owner->namespace_name, "System") != 0 ||
        m->generic_arguments || m->signature.has_this)
        return false;
    uint32_t count = m->signature.parameter_count;
    bool memmove = strcmp(m->name, "Memmove") == 0 && count == 3, clear = strcmp(m->name, "ClearWithoutReferences") == 0 && count == 2,
         fill = strcmp(m->name, "Fill") == 0 && count == 3, equal = strcmp(m->name, "SequenceEqual") == 0 && count == 3;
    if (!memmove && !clear && !fill && !equal) return false;
    LLVMBuilderRef b = f->b;
    LLVMValueRef dest = jit_load_slot(f, base, f->ptr), length = jit_load_slot(f, base + count - 1, f->i64);
    if (memmove) {
        move_bytes(f, dest, jit_load_slot(f, base + 1, f->ptr), length);
    } else if (clear) {
        LLVMBuildMemSet(b, dest, LLVMConstInt(f->i8, 0, false), length, 1);
    } else if (fill) {
        LLVMBuildMemSet(b, dest, LLVMBuildTrunc(b, jit_load_slot(f, base + 1, f->i32), f->i8, ""), length, 1);
    } else {
        LLVMValueRef equal = bytes_equal(f, dest, jit_load_slot(f, base + 1, f->ptr), length);
        jit_store_slot(f, base, LLVMBuildZExt(b, equal, f->i32, ""));
    }
    return true;
}

/* System.Numerics.BitOperations' [Intrinsic]s on 32- and 64-bit integers as LLVM's bit
 * intrinsics (lzcnt, tzcnt, popcnt, rol/ror where the CPU has them), as CoreCLR's JIT expands
 * them: CoreLib's IL falls back to table lookups when Lzcnt/Popcnt.IsSupported are false, as
 * corvid reports them.  Same results for every input (zero included: 32 or 64 leading zeros,
 * Log2(0) == 0). */
static bool bit_operations_intrinsic(JitFn *f, Method *m, uint32_t base) {
    if (!m->owner->namespace_name || strcmp(m->owner->name, "BitOperations") != 0 ||
        strcmp(m->owner->namespace_name, "System.Numerics") != 0 || m->signature.has_this || m->generic_arguments ||
        m->signature.parameter_count < 1)
        return false;
    Type *operand = m->signature.parameter_types[0];
    bool wide = operand == vm_types.uint64 || operand == vm_types.int64;
    if (!wide && operand != vm_types.uint32 && operand != vm_types.int32) return false;
    LLVMBuilderRef b = f->b;
    LLVMTypeRef type = wide ? f->i64 : f->i32;
    unsigned bits = wide ? 64 : 32;
    bool rotate = strcmp(m->name, "RotateLeft") == 0 || strcmp(m->name, "RotateRight") == 0;
    if (rotate) {
        if (m->signature.parameter_count != 2 || m->signature.parameter_types[1] != vm_types.int32 ||
            m->signature.return_type != operand)
            return false;
        LLVMValueRef value = jit_load_slot(f, base, type), count = jit_load_slot(f, base + 1, f->i32);
        count = LLVMBuildAnd(b, wide ? LLVMBuildZExt(b, count, f->i64, "") : count, LLVMConstInt(type, bits - 1, false), "");
        LLVMValueRef args[3] = {value, value, count};
        jit_store_slot(f, base, jit_intrinsic(f, m->name[6] == 'L' ? "llvm.fshl" : "llvm.fshr", &type, 1, args, 3));
        return true;
    }
    if (m->signature.parameter_count != 1 || m->signature.return_type != vm_types.int32) return false;
    LLVMValueRef value = jit_load_slot(f, base, type), result;
    LLVMValueRef args[2] = {value, LLVMConstInt(f->i1, 0, false)}; /* defined for zero */
    if (strcmp(m->name, "LeadingZeroCount") == 0 && !(operand == vm_types.int32 || operand == vm_types.int64)) {
        result = jit_intrinsic(f, "llvm.ctlz", &type, 1, args, 2);
    } else if (strcmp(m->name, "TrailingZeroCount") == 0) {
        result = jit_intrinsic(f, "llvm.cttz", &type, 1, args, 2);
    } else if (strcmp(m->name, "PopCount") == 0 && !(operand == vm_types.int32 || operand == vm_types.int64)) {
        result = jit_intrinsic(f, "llvm.ctpop", &type, 1, args, 1);
    } else if (strcmp(m->name, "Log2") == 0 && !(operand == vm_types.int32 || operand == vm_types.int64)) {
        args[0] = LLVMBuildOr(b, value, LLVMConstInt(type, 1, false), ""); /* Log2(0) is 0 */
        result = LLVMBuildXor(b, jit_intrinsic(f, "llvm.ctlz", &type, 1, args, 2), LLVMConstInt(type, bits - 1, false), "");
    } else {
        return false;
    }
    jit_store_slot(f, base, wide ? LLVMBuildTrunc(b, result, f->i32, "") : result);
    return true;
}

bool jit_emit_call(JitFn *f, int op, const uintptr_t *ip, uint32_t pc) {
    LLVMBuilderRef b = f->b;
    switch (op) {
    case OP_JMP: { /* III.3.37: this method's arguments, as they are, go to the target */
        uintptr_t tail_call[3] = {OP_TAILCALL, ip[1], 0};
        return jit_emit_call(f, OP_TAILCALL, tail_call, pc);
    }
    case OP_CALL_MD_ARRAY: /* the interpreter's inline Get or Set: compiled as the call it stands for */
        op = OP_CALL;
        __attribute__((fallthrough));
    case OP_CALL:
    case OP_TAILCALL: {
        Method *m = (Method *)ip[1];
        if (m->owner->kind == TYPE_KIND_ARRAY && strcmp(m->name, ".ctor") == 0) {
            /* newobj of a multi-dimensional array: lengths (or bound/length pairs) in the slots */
            uint32_t base = (uint32_t)ip[2], count = m->signature.parameter_count;
            jit_slots_to_buffer(f, 0, base, count);
            LLVMTypeRef params[3] = {f->ptr, f->ptr, f->ptr};
            LLVMValueRef args[3] = {f->thread_value, jit_const_ptr(f, m), jit_buffer_addr(f, 0)};
            LLVMValueRef array = jit_call_c(f, (const void *)jit_new_multi_array, f->ptr, params, 3, args);
            jit_check(f, LLVMBuildIsNull(b, array, ""), f->exception_block);
            jit_store_slot(f, base, array);
            return true;
        }
        if (op == OP_CALL && jit_emit_md_array_access(f, m, (uint32_t)ip[2])) return true;
        if (op == OP_CALL && bit_operations_intrinsic(f, m, (uint32_t)ip[2])) return true;
        if (op == OP_CALL && is_delegate_invoke(m)) {
            emit_delegate_invoke(f, m, (uint32_t)ip[2]);
            return true;
        }
        if (invoke_ex(f, jit_const_ptr(f, m), m, m, (uint32_t)ip[2], op == OP_TAILCALL)) return true;
        if (op == OP_TAILCALL) {
            uintptr_t ret[3] = {0, ip[2], f->method->return_slots};
            JitKind kind = jit_kind_of(f->method->signature.return_type);
            jit_emit_return(f, kind == JK_VOID ? OP_RET_VOID : kind == JK_VT ? OP_RET_VT : OP_RET, ret);
        }
        return true;
    }
    case OP_CALLVIRT: {
        Method *m = (Method *)ip[1];
        uint32_t base = (uint32_t)ip[2];
        if (is_delegate_invoke(m)) { /* delegate types are sealed: Invoke is the target */
            emit_delegate_invoke(f, m, base);
            return true;
        }
        LLVMValueRef object = jit_load_slot(f, base, f->ptr);
        jit_null_check(f, object);
        LLVMValueRef vtable = jit_load(f, f->ptr, object, 8);
        LLVMBasicBlockRef merge = gdv_guard(f, m, pc, vtable, base, false);
        int64_t offset = (int64_t)offsetof(VTable, slots) + (int64_t)m->vtable_slot * (int64_t)sizeof(VTableSlot) +
                         (int64_t)offsetof(VTableSlot, method);
        LLVMValueRef target = jit_load(f, f->ptr, jit_gep_const(f, vtable, offset), 8);
        if (may_dispatch_to_value_type(m)) unbox_this_if_value_type(f, target, object, base);
        invoke(f, target, m, NULL, base);
        if (merge) {
            jit_br(f, merge);
            jit_position(f, merge);
        }
        return true;
    }
    case OP_CALLINTERFACE: {
        Method *m = (Method *)ip[1];
        uint32_t base = (uint32_t)ip[2];
        LLVMValueRef object = jit_load_slot(f, base, f->ptr);
        jit_null_check(f, object);
        /* per-site cache: a pointer to an immutable {vtable, method} pair */
        LLVMValueRef vtable = jit_load(f, f->ptr, object, 8);
        LLVMBasicBlockRef merge = gdv_guard(f, m, pc, vtable, base, true);
        void **cache = calloc(1, sizeof(void *));
        LLVMValueRef pair = jit_load(f, f->ptr, jit_const_ptr(f, cache), 8);
        LLVMBasicBlockRef check = jit_new_block(f, "icache"), hit = jit_new_block(f, "ihit"), miss = jit_new_block(f, "imiss"),
                          done = jit_new_block(f, "iresolved");
        LLVMBuildCondBr(b, LLVMBuildIsNull(b, pair, ""), miss, check);
        jit_position(f, check);
        LLVMValueRef cached_vtable = jit_load(f, f->ptr, pair, 8);
        LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntEQ, cached_vtable, vtable, ""), hit, miss);
        jit_position(f, hit);
        LLVMValueRef cached = jit_load(f, f->ptr, jit_gep_const(f, pair, 8), 8);
        jit_br(f, done);
        jit_position(f, miss);
        LLVMValueRef resolved = resolve_helper(f, (const void *)jit_resolve_interface, object, m, cache);
        LLVMBasicBlockRef miss_end = LLVMGetInsertBlock(b);
        jit_br(f, done);
        jit_position(f, done);
        LLVMValueRef target = LLVMBuildPhi(b, f->ptr, "");
        LLVMValueRef values[2] = {cached, resolved};
        LLVMBasicBlockRef blocks[2] = {hit, miss_end};
        LLVMAddIncoming(target, values, blocks, 2);
        unbox_this_if_value_type(f, target, object, base);
        invoke(f, target, m, NULL, base);
        if (merge) {
            jit_br(f, merge);
            jit_position(f, merge);
        }
        return true;
    }
    case OP_CALL_GVM: {
        Method *m = (Method *)ip[1];
        uint32_t base = (uint32_t)ip[2];
        LLVMValueRef object = jit_load_slot(f, base, f->ptr);
        jit_null_check(f, object);
        LLVMValueRef target = resolve_helper(f, (const void *)jit_resolve_virtual, object, m, NULL);
        unbox_this_if_value_type(f, target, object, base);
        invoke(f, target, m, NULL, base);
        return true;
    }
    case OP_CALLI: {
        LLVMValueRef target = jit_load_slot(f, (uint32_t)ip[1], f->ptr);
        jit_null_check(f, target);
        uint32_t base = (uint32_t)ip[2], count = f->im->frame_slots - base;
        jit_slots_to_buffer(f, 0, base, count);
        LLVMTypeRef params[3] = {f->ptr, f->ptr, f->ptr};
        LLVMValueRef args[3] = {f->thread_value, target, jit_buffer_addr(f, 0)};
        jit_call_c(f, (const void *)jit_call_indirect, f->void_t, params, 3, args);
        jit_check_pending_exception(f);
        jit_buffer_to_slots(f, base, 0, count);
        return true;
    }
    case OP_CALL_INTERNAL: {
        Method *m = (Method *)ip[4];
        if (math_intrinsic(f, m, (uint32_t)ip[2])) return true;
        /* the transcoder makes every direct call of an FCall an internal call */
        if (string_allocation(f, m, (uint32_t)ip[2])) return true;
        if (span_helpers_intrinsic(f, m, (uint32_t)ip[2])) return true;
        call_internal(f, (const void *)ip[1], (uint32_t)ip[2], m->argument_slots, (uint32_t)ip[3]);
        return true;
    }
    case OP_CALLI_NATIVE: call_internal(f, (const void *)ip[1], (uint32_t)ip[2], (uint32_t)ip[4], (uint32_t)ip[3]); return true;
    case OP_NEWOBJ: {
        uint32_t base = (uint32_t)ip[1];
        Type *type = (Type *)ip[3];
        const VTable *vtable = __atomic_load_n(&type->state, __ATOMIC_ACQUIRE) == TYPE_STATE_LAID_OUT ? type->vtable : NULL;
        LLVMValueRef object = jit_emit_new_object(f, vtable, (const void *)vm_new_object, jit_const_ptr(f, type));
        jit_copy_slots(f, base + 1, base, (uint32_t)ip[2]);
        jit_store_slot(f, base, object);
        Method *m = (Method *)ip[4];
        invoke(f, jit_const_ptr(f, m), m, m, base);
        jit_store_slot(f, base, object);
        return true;
    }
    case OP_NEWOBJ_STRING: {
        uint32_t base = (uint32_t)ip[1], n = (uint32_t)ip[2];
        jit_copy_slots(f, base + 1, base, n);
        jit_store_slot(f, base, LLVMConstNull(f->ptr));
        call_internal(f, (const void *)ip[3], base, n + 1, 1);
        return true;
    }
    case OP_NEWOBJ_FAST: {
        const VTable *vtable = (const VTable *)ip[2];
        LLVMValueRef object = jit_emit_new_object(f, vtable, (const void *)jit_new_object, jit_const_ptr(f, vtable));
        jit_store_slot(f, (uint32_t)ip[1], object);
        return true;
    }
    case OP_NEWOBJ_VT: {
        uint32_t base = (uint32_t)ip[1], n = (uint32_t)ip[2], value_slots = (uint32_t)ip[3];
        jit_copy_slots(f, base + value_slots + 1, base, n);
        for (uint32_t i = 0; i < value_slots; i++) jit_store_slot(f, base + i, jit_i64(f, 0));
        jit_store_slot(f, base + value_slots, jit_slot_addr(f, base, 0, value_slots * 8));
        Method *m = (Method *)ip[5];
        invoke(f, jit_const_ptr(f, m), m, m, base + value_slots);
        return true;
    }
    case OP_LDFTN: jit_store_slot(f, (uint32_t)ip[1], jit_const_ptr(f, (const void *)ip[2])); return true;
    case OP_LDVIRTFTN: {
        LLVMValueRef object = jit_load_slot(f, (uint32_t)ip[2], f->ptr);
        jit_null_check(f, object);
        jit_store_slot(f, (uint32_t)ip[1], resolve_helper(f, (const void *)jit_resolve_virtual, object, (Method *)ip[3], NULL));
        return true;
    }
    default: return false;
    }
}

/* ---- adapters: the interpreter's view of native code (jit.h JitAdapter) ----
 *
 * One adapter per signature shape, not per method: an adapter only moves arguments from slots
 * into the native convention and the result back, so every method whose parameters have the
 * same kinds (and value types the same slot counts) shares one, and the entry it calls is an
 * argument.  A compile whose shape is already known emits no adapter at all. */

static LLVMValueRef load_from_args(JitFn *f, void *context, uint32_t slot, JitKind kind) {
    LLVMValueRef address = jit_gep_const(f, (LLVMValueRef)context, slot * 8);
    if (kind == JK_VT) return address;
    return jit_load(f, jit_llvm_type(f, kind), address, 8);
}

/* The shape of `method`'s native signature as a string: the result kind, then each parameter's
 * kind, a value type with its slot count ("d" "i" "V3;" ...).  Two methods with the same shape
 * take their slots to the same native arguments.  A shape that does not fit in `size` is left
 * empty: such a method gets an adapter of its own, never a cached one. */
static void adapter_shape(Method *method, char *key, size_t size) {
    static const char letters[] = {[JK_VOID] = 'v', [JK_I32] = 'i', [JK_I64] = 'l', [JK_F32] = 'f',
                                   [JK_F64] = 'd',  [JK_REF] = 'r', [JK_VT] = 'V'};
    size_t n = 0;
    key[n++] = letters[jit_kind_of(method->signature.return_type)];
    uint32_t count = jit_param_count(method), slots;
    for (uint32_t i = 0; i < count; i++) {
        if (n + 16 >= size) {
            key[0] = 0;
            return;
        }
        JitKind kind = jit_param_kind(method, i, &slots);
        key[n++] = letters[kind];
        if (kind == JK_VT) n += (size_t)snprintf(key + n, size - n, "%u;", slots);
    }
    key[n] = 0;
}

/* Adapters made so far, by shape (callers hold the compile lock; entries are never removed,
 * like the code they point to). */
typedef struct AdapterEntry {
    char *shape;
    JitAdapter adapter;
} AdapterEntry;
static AdapterEntry *adapters;
static uint32_t adapter_count, adapter_capacity; /* capacity: 0 or a power of two */

static uint32_t shape_hash(const char *shape) {
    uint32_t h = 2166136261u; /* FNV-1a */
    for (; *shape; shape++) h = (h ^ (uint8_t)*shape) * 16777619u;
    return h;
}

static AdapterEntry *adapter_slot(const char *shape) {
    if (!adapter_capacity) return NULL;
    for (uint32_t i = shape_hash(shape);; i++) {
        AdapterEntry *e = &adapters[i & (adapter_capacity - 1)];
        if (!e->shape || strcmp(e->shape, shape) == 0) return e;
    }
}

JitAdapter jit_find_adapter(Method *method, char *shape, size_t shape_size) {
    adapter_shape(method, shape, shape_size);
    if (!shape[0]) return NULL;
    AdapterEntry *e = adapter_slot(shape);
    return e && e->shape ? e->adapter : NULL;
}

void jit_remember_adapter(const char *shape, JitAdapter adapter) {
    if (!shape[0]) return; /* too long to be a key (adapter_shape) */
    if ((adapter_count + 1) * 2 > adapter_capacity) {
        uint32_t old_capacity = adapter_capacity;
        AdapterEntry *old = adapters;
        adapter_capacity = old_capacity ? old_capacity * 2 : 64;
        adapters = calloc(adapter_capacity, sizeof *adapters);
        if (!adapters) { /* out of memory: forget the cache, the next compile emits its adapter */
            adapters = old;
            adapter_capacity = old_capacity;
            return;
        }
        for (uint32_t i = 0; i < old_capacity; i++)
            if (old[i].shape) *adapter_slot(old[i].shape) = old[i];
        free(old);
    }
    char *copy = strdup(shape);
    if (!copy) return;
    *adapter_slot(shape) = (AdapterEntry){copy, adapter};
    adapter_count++;
}

LLVMValueRef jit_emit_adapter(JitFn *f, const char *name) {
    Method *m = f->method;
    LLVMTypeRef params[3] = {f->ptr, f->ptr, f->ptr};
    LLVMValueRef adapter = LLVMAddFunction(f->mod, name, LLVMFunctionType(f->void_t, params, 3, false));
    LLVMBasicBlockRef block = LLVMAppendBasicBlockInContext(f->ctx, adapter, "entry");
    LLVMBuilderRef saved = f->b;
    LLVMValueRef saved_thread = f->thread_value;
    f->b = LLVMCreateBuilderInContext(f->ctx);
    LLVMPositionBuilderAtEnd(f->b, block);
    f->thread_value = LLVMGetParam(adapter, 0);
    LLVMValueRef slots = LLVMGetParam(adapter, 1);
    LLVMValueRef args[260];
    unsigned n = native_args(f, m, 0, slots, load_from_args, slots, args);
    LLVMValueRef r = LLVMBuildCall2(f->b, f->fn_type, LLVMGetParam(adapter, 2), args, n, "");
    JitKind ret = jit_kind_of(m->signature.return_type);
    if (ret != JK_VOID && ret != JK_VT) store_result(f, slots, ret, r);
    LLVMBuildRetVoid(f->b);
    LLVMDisposeBuilder(f->b);
    f->b = saved;
    f->thread_value = saved_thread;
    return adapter;
}
