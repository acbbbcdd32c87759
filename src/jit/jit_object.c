/* jit_object.c — allocation, boxing, casts, class-constructor checks, throw. */
#include "jit/jit_internal.h"
#include <stddef.h>

static uint32_t type_slots(Type *type) {
    if (type->kind == TYPE_KIND_VALUE_TYPE)
        return type->stack_slots ? type->stack_slots : SLOTS_FOR_SIZE(loader_type_stack_size(type));
    return 1;
}

static LLVMValueRef object_type(JitFn *f, LLVMValueRef object) {
    LLVMValueRef vtable = jit_load(f, f->ptr, object, 8);
    return jit_load(f, f->ptr, jit_gep_const(f, vtable, offsetof(VTable, type)), 8);
}

static LLVMValueRef is_false(JitFn *f, LLVMValueRef flag) {
    return LLVMBuildICmp(f->b, LLVMIntEQ, flag, LLVMConstInt(f->i8, 0, false), "");
}

/* Cast test: null passes, the exact type passes inline, the rest asks jit_cast_allowed.
 * Leaves the builder in `fail` (cast refused) and returns the block where it succeeded. */
static void cast_test(JitFn *f, LLVMValueRef object, Type *type, LLVMBasicBlockRef pass, LLVMBasicBlockRef fail) {
    LLVMBuilderRef b = f->b;
    LLVMBasicBlockRef check = jit_new_block(f, "cast"), slow = jit_new_block(f, "cast_slow");
    LLVMBuildCondBr(b, LLVMBuildIsNull(b, object, ""), pass, check);
    jit_position(f, check);
    LLVMValueRef exact = LLVMBuildICmp(b, LLVMIntEQ, object_type(f, object), jit_const_ptr(f, type), "");
    LLVMBuildCondBr(b, exact, pass, slow);
    jit_position(f, slow);
    LLVMTypeRef params[2] = {f->ptr, f->ptr};
    LLVMValueRef args[2] = {object, jit_const_ptr(f, type)};
    LLVMValueRef ok = jit_call_c(f, (const void *)jit_cast_allowed, f->i8, params, 2, args);
    LLVMBuildCondBr(b, is_false(f, ok), fail, pass);
    f->terminated = true;
}

bool jit_emit_object(JitFn *f, int op, const uintptr_t *ip) {
    LLVMBuilderRef b = f->b;
    switch (op) {
    case OP_NOP: case OP_NOP2: return true;
    /* dead slots cleared for the interpreter's conservative frame scan: SSA values here */
    case OP_ZERO_SLOTS: return true;
    case OP_VOLATILE_FENCE: LLVMBuildFence(b, LLVMAtomicOrderingAcquireRelease, false, ""); return true;
    /* Dynamic PGO probes of instrumented Tier0: their data feeds this compile, they emit nothing */
    case OP_PROFILE_CLASS: case OP_PROFILE_COUNT: return true;
    case OP_PATCHPOINT: jit_poll(f); return true;
    case OP_NULLCHECK: jit_null_check(f, jit_load_slot(f, (uint32_t)ip[1], f->ptr)); return true;
    case OP_CCTOR_CHECK: {
        Type *type = (Type *)ip[1];
        if (type->cctor_state == CCTOR_DONE) return true; /* never goes back */
        LLVMValueRef state = jit_load(f, f->i32, jit_gep_const(f, jit_const_ptr(f, type), offsetof(Type, cctor_state)), 4);
        LLVMSetVolatile(state, true);
        LLVMBasicBlockRef run = jit_new_block(f, "cctor"), done = jit_new_block(f, "cctor_done");
        jit_br_unlikely(f, LLVMBuildICmp(b, LLVMIntNE, state, jit_i32(f, CCTOR_DONE), ""), run, done);
        jit_position(f, run);
        LLVMTypeRef params[2] = {f->ptr, f->ptr};
        LLVMValueRef args[2] = {f->thread_value, jit_const_ptr(f, type)};
        LLVMValueRef ok = jit_call_c(f, (const void *)jit_class_init, f->i8, params, 2, args);
        jit_check(f, is_false(f, ok), f->exception_block);
        jit_br(f, done);
        jit_position(f, done);
        return true;
    }
    case OP_THREAD_STATIC_BASE: {
        /* the interpreter's fast path inline: this thread's block, else the loader allocates it */
        Type *type = (Type *)ip[2];
        uint32_t index = type->thread_static_index;
        LLVMValueRef capacity = jit_load(f, f->i32, jit_gep_const(f, f->thread_value, offsetof(Thread, thread_static_capacity)), 4);
        LLVMValueRef blocks = jit_load(f, f->ptr, jit_gep_const(f, f->thread_value, offsetof(Thread, thread_static_blocks)), 8);
        LLVMBasicBlockRef load = jit_new_block(f, "tls_load"), slow = jit_new_block(f, "tls_slow"), done = jit_new_block(f, "tls_done");
        LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntUGT, capacity, jit_i32(f, (int32_t)index), ""), load, slow);
        jit_position(f, load);
        LLVMValueRef fast = jit_load(f, f->ptr, jit_gep_const(f, blocks, (int64_t)index * 8), 8);
        LLVMBasicBlockRef load_end = LLVMGetInsertBlock(b);
        LLVMBuildCondBr(b, LLVMBuildIsNull(b, fast, ""), slow, done);
        jit_position(f, slow);
        LLVMTypeRef params[2] = {f->ptr, f->ptr};
        LLVMValueRef args[2] = {f->thread_value, jit_const_ptr(f, type)};
        LLVMValueRef allocated = jit_call_c(f, (const void *)loader_thread_static_block, f->ptr, params, 2, args);
        jit_check(f, LLVMBuildIsNull(b, allocated, ""), f->exception_block);
        LLVMBasicBlockRef slow_end = LLVMGetInsertBlock(b);
        jit_br(f, done);
        jit_position(f, done);
        LLVMValueRef block = LLVMBuildPhi(b, f->ptr, "");
        LLVMValueRef values[2] = {fast, allocated};
        LLVMBasicBlockRef from[2] = {load_end, slow_end};
        LLVMAddIncoming(block, values, from, 2);
        jit_store_slot(f, (uint32_t)ip[1], block);
        return true;
    }
    case OP_NEWARR: {
        LLVMTypeRef params[3] = {f->ptr, f->ptr, f->i64};
        LLVMValueRef length = LLVMBuildSExt(b, jit_load_slot(f, (uint32_t)ip[2], f->i32), f->i64, "");
        LLVMValueRef args[3] = {f->thread_value, jit_const_ptr(f, (const void *)ip[3]), length};
        LLVMValueRef array = jit_call_c(f, (const void *)vm_new_array, f->ptr, params, 3, args);
        jit_check(f, LLVMBuildIsNull(b, array, ""), f->exception_block);
        jit_store_slot(f, (uint32_t)ip[1], array);
        return true;
    }
    case OP_BOX: {
        Type *type = (Type *)ip[3];
        uint32_t n = type_slots(type);
        const VTable *vtable = __atomic_load_n(&type->state, __ATOMIC_ACQUIRE) == TYPE_STATE_LAID_OUT ? type->vtable : NULL;
        if (vtable && type->kind == TYPE_KIND_VALUE_TYPE && !(vtable->flags & VTABLE_HAS_REFERENCES) &&
            type->instance_size <= 8 && n == 1) {
            /* a primitive or small struct without references: the allocation inline (as a newobj)
             * and one copy of the value from its slot; no barrier, the box is new and has no
             * references (vm_box's work, without the call: String.Concat(object, object)'s int
             * argument, for one) */
            LLVMValueRef object = jit_emit_new_object(f, vtable, (const void *)jit_new_object, jit_const_ptr(f, vtable));
            LLVMBuildMemCpy(b, jit_gep_const(f, object, sizeof(Object)), 8, jit_slot_addr(f, (uint32_t)ip[2], 0, 8), 8,
                            jit_i64(f, type->instance_size));
            jit_store_slot(f, (uint32_t)ip[1], object);
            return true;
        }
        jit_slots_to_buffer(f, 0, (uint32_t)ip[2], n);
        LLVMTypeRef params[3] = {f->ptr, f->ptr, f->ptr};
        LLVMValueRef args[3] = {f->thread_value, jit_const_ptr(f, type), jit_buffer_addr(f, 0)};
        LLVMValueRef object = jit_call_c(f, (const void *)vm_box, f->ptr, params, 3, args);
        jit_check(f, LLVMBuildIsNull(b, object, ""), f->exception_block);
        jit_store_slot(f, (uint32_t)ip[1], object);
        return true;
    }
    case OP_BOX_NULLABLE: {
        Type *type = (Type *)ip[3];
        jit_slots_to_buffer(f, 0, (uint32_t)ip[2], type_slots(type));
        LLVMTypeRef params[3] = {f->ptr, f->ptr, f->ptr};
        LLVMValueRef args[3] = {f->thread_value, jit_const_ptr(f, type), jit_buffer_addr(f, 0)};
        LLVMValueRef object = jit_call_c(f, (const void *)jit_box_nullable, f->ptr, params, 3, args);
        jit_check_pending_exception(f);
        jit_store_slot(f, (uint32_t)ip[1], object);
        return true;
    }
    case OP_UNBOX:
    case OP_UNBOX_ANY: {
        Type *type = (Type *)ip[3];
        LLVMValueRef object = jit_load_slot(f, (uint32_t)ip[2], f->ptr);
        jit_null_check(f, object);
        LLVMBasicBlockRef slow = jit_new_block(f, "unbox_slow"), ok = jit_new_block(f, "unboxed");
        LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntEQ, object_type(f, object), jit_const_ptr(f, type), ""), ok, slow);
        jit_position(f, slow);
        LLVMTypeRef params[3] = {f->ptr, f->ptr, f->ptr};
        LLVMValueRef args[3] = {f->thread_value, object, jit_const_ptr(f, type)};
        LLVMValueRef allowed = jit_call_c(f, (const void *)jit_unbox_check, f->i8, params, 3, args);
        jit_check(f, is_false(f, allowed), f->exception_block);
        jit_br(f, ok);
        jit_position(f, ok);
        LLVMValueRef value = jit_gep_const(f, object, sizeof(Object));
        uint32_t d = (uint32_t)ip[1];
        if (op == OP_UNBOX) {
            jit_store_slot(f, d, value);
            return true;
        }
        /* interp.c load_value(): small values zero the slot, small signed ones sign-extend */
        uint64_t size = ip[4];
        if (size < 8) jit_store_slot(f, d, jit_i64(f, 0));
        LLVMBuildMemCpy(b, jit_slot_addr(f, d, 0, (uint32_t)size), 8, value, 1, jit_i64(f, (int64_t)size));
        Type *u = (type->flags & TYPE_FLAG_ENUM) && type->element ? type->element : type;
        if (u->element_type == META_ELEMENT_TYPE_I1 || u->element_type == META_ELEMENT_TYPE_I2) {
            LLVMTypeRef small = u->element_type == META_ELEMENT_TYPE_I1 ? f->i8 : f->i16;
            jit_store_slot(f, d, LLVMBuildSExt(b, jit_load(f, small, value, 1), f->i32, ""));
        }
        return true;
    }
    case OP_UNBOX_NULLABLE: {
        Type *type = (Type *)ip[3];
        LLVMTypeRef params[4] = {f->ptr, f->ptr, f->ptr, f->ptr};
        LLVMValueRef args[4] = {f->thread_value, jit_load_slot(f, (uint32_t)ip[2], f->ptr), jit_const_ptr(f, type),
                                jit_buffer_addr(f, 0)};
        jit_call_c(f, (const void *)jit_unbox_nullable, f->void_t, params, 4, args);
        jit_check_pending_exception(f);
        jit_buffer_to_slots(f, (uint32_t)ip[1], 0, type_slots(type));
        return true;
    }
    case OP_CASTCLASS:
    case OP_ISINST: {
        Type *type = (Type *)ip[2];
        LLVMValueRef object = jit_load_slot(f, (uint32_t)ip[1], f->ptr);
        LLVMBasicBlockRef pass = jit_new_block(f, "cast_ok"), fail = jit_new_block(f, "cast_fail");
        cast_test(f, object, type, pass, fail);
        jit_position(f, fail);
        if (op == OP_CASTCLASS) {
            LLVMTypeRef params[3] = {f->ptr, f->ptr, f->ptr};
            LLVMValueRef args[3] = {f->thread_value, object, jit_const_ptr(f, type)};
            jit_call_c(f, (const void *)jit_throw_cast, f->void_t, params, 3, args);
            jit_br(f, f->exception_block);
        } else {
            jit_store_slot(f, (uint32_t)ip[1], LLVMConstNull(f->ptr));
            jit_br(f, pass);
        }
        jit_position(f, pass);
        return true;
    }
    case OP_THROW: {
        LLVMValueRef object = jit_load_slot(f, (uint32_t)ip[1], f->ptr);
        jit_null_check(f, object);
        LLVMTypeRef params[3] = {f->ptr, f->ptr, f->ptr};
        LLVMValueRef args[3] = {f->thread_value, object, jit_const_ptr(f, f->method)};
        jit_call_c(f, (const void *)jit_throw, f->void_t, params, 3, args);
        jit_br(f, f->exception_block);
        return true;
    }
    case OP_THROW_MESSAGE: {
        LLVMTypeRef params[3] = {f->ptr, f->ptr, f->ptr};
        LLVMValueRef args[3] = {f->thread_value, jit_const_ptr(f, (const void *)ip[1]), jit_const_ptr(f, (const void *)ip[2])};
        jit_call_c(f, (const void *)jit_throw_message, f->void_t, params, 3, args);
        jit_br(f, f->exception_block);
        return true;
    }
    default: return false;
    }
}
