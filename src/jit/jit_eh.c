/*
 * jit_eh.c — exception handling clauses in compiled code (DESIGN.md "Exceptions": unwind by
 * return; interp_loop.inc's first pass / unwind_next / CALL_FINALLY / ENDFINALLY are the spec).
 *
 * Two passes (ECMA-335 I.12.4.2.5), as in the interpreter: the first pass of an exception
 * (interp_exception_first_pass) walks interpreted and compiled frames and decides which frame
 * and clause catch it; the second pass runs finally/fault blocks inner to outer up to it.  For
 * the first pass to see which try blocks enclose a compiled frame's current code, the frame
 * record of a method with clauses has an EH state word (jit_calls.c shadow_frame_push): a code
 * offset in the same try blocks as the running code, stored where control may enter or leave a
 * try block (jit_eh_edge marks those offsets), not per call.
 *
 * An exception raised at code offset `pc` (thread->exception set) jumps to the dispatch chain of
 * the clauses whose try range covers pc, innermost first; each step asks jit_eh_dispatch what
 * this frame does (running the first pass if it has not run for this exception):
 *   - catch: if the first pass chose this clause, clear thread->exception and the dispatch, put
 *     the exception in the clause's stack slot (and its rethrow slot) and enter the handler;
 *   - finally / fault (unless the exception is unhandled: then no finally block runs, as in
 *     the interpreter and CoreCLR): keep the exception in the clause's exception slot, clear
 *     thread->exception, save and clear the dispatch (an exception thrown and caught inside the
 *     block has its own), store a continuation id in the clause's return slot and run the
 *     handler; its ENDFINALLY switches on the id, and the exception continuation restores the
 *     dispatch, re-raises the kept exception and goes on with the next clause of the chain;
 *   - past the last clause: the method returns with thread->exception set.
 * A `leave` (CALL_FINALLY + BR) stores the id of its return point the same way, so finally
 * blocks are local control flow.
 *
 * Filter blocks are not compiled: the first pass runs them in the interpreter (run_filter), on a
 * copy of the frame's arguments and locals, which it writes back (a filter may store to locals,
 * mcs's store the exception in one).  So a method with filters keeps its arguments and locals in
 * memory (JitFn.variables_in_memory), where its frame record's fourth word points; they escape,
 * so LLVM keeps them current at every call and reloads them after one.  The dispatch chain enters
 * the handler of a filter the first pass chose like a catch's.
 *
 * OSR code of a method with clauses runs in its interpreter frame's place and has no frame
 * record: its EH state is that frame's `ip` (stored at the same try-boundary offsets), so the
 * first pass sees an interpreted frame in the right try blocks.  It dispatches no exception
 * itself: any exception it raises or a callee returns with writes every slot back to the
 * interpreter frame and returns, and the interpreter handles it there (runs the catch or finally
 * blocks) and goes on interpreting — deoptimization on exception.  In a method with filters its
 * arguments and locals are the interpreter frame's slots themselves, which the filters read.  Not
 * for methods with a try block inside a handler (the interpreter
 * would reach an ENDFINALLY whose return slot holds a compiled continuation id), or entered
 * inside a finally/fault block (its return slot holds the interpreter's).
 */
#include "jit/jit_internal.h"
#include <stddef.h>
#include <stdlib.h>

static bool covers(const InterpClause *c, uint32_t pc) {
    return pc >= c->try_start && pc < c->try_end;
}

static bool is_finally(const InterpClause *c) {
    return c->kind == META_CLAUSE_FINALLY || c->kind == META_CLAUSE_FAULT;
}

/* Inside the handler of a finally or fault clause. */
static bool in_finally_handler(const InterpMethod *im, uint32_t pc) {
    for (uint32_t i = 0; i < im->clause_count; i++)
        if (is_finally(&im->clauses[i]) && pc >= im->clauses[i].handler_start && pc < im->clauses[i].handler_end)
            return true;
    return false;
}

bool jit_eh_supported(JitFn *f) {
    InterpMethod *im = f->im;
    if (f->parent) {
        jit_fail(f, "exception clauses in inlined code (no frame record for the EH state)");
        return false;
    }
    if (f->osr) {
        if (in_finally_handler(im, f->osr_pc)) {
            jit_fail(f, "OSR entry inside a finally or fault block");
            return false;
        }
        for (uint32_t i = 0; i < im->clause_count; i++)
            for (uint32_t j = 0; j < im->clause_count; j++)
                if (im->clauses[j].try_start >= im->clauses[i].handler_start &&
                    im->clauses[j].try_start < im->clauses[i].handler_end) {
                    jit_fail(f, "OSR code of a method with a try block inside a handler");
                    return false;
                }
    }
    for (uint32_t i = 0; i < im->clause_count; i++) {
        const InterpClause *c = &im->clauses[i];
        if (c->kind == META_CLAUSE_FILTER && c->filter_start >= c->handler_start) {
            /* II.19: the filter block ends where its handler starts */
            jit_fail(f, "filter block does not precede its handler");
            return false;
        }
        if (c->kind != META_CLAUSE_EXCEPTION && c->kind != META_CLAUSE_FILTER && !is_finally(c)) {
            jit_fail(f, "unknown exception clause kind %u", c->kind);
            return false;
        }
        if (c->handler_start >= im->code_size || c->try_end > im->code_size) {
            jit_fail(f, "exception clause outside the code");
            return false;
        }
    }
    return true;
}

static uint32_t add_continuation(JitFn *f, uint32_t clause, LLVMBasicBlockRef block) {
    if (f->continuation_count == f->continuation_capacity) {
        f->continuation_capacity = f->continuation_capacity ? 2 * f->continuation_capacity : 16;
        f->continuations = realloc(f->continuations, f->continuation_capacity * sizeof *f->continuations);
    }
    uint32_t id = f->continuation_count + 1; /* 0: none */
    f->continuations[f->continuation_count++] = (struct JitContinuation){clause, id, block};
    return id;
}

static LLVMValueRef exception_address(JitFn *f) {
    return jit_gep_const(f, f->thread_value, offsetof(Thread, exception));
}

/* ---- the EH state word ---- */

/* The innermost clause whose try block covers pc (try blocks nest: it determines them all). */
static uint32_t region_of(const InterpMethod *im, uint32_t pc) {
    for (uint32_t i = 0; i < im->clause_count; i++)
        if (covers(&im->clauses[i], pc)) return i;
    return UINT32_MAX;
}

static void mark_state_store(JitFn *f, uint32_t pc) {
    if (pc >= f->im->code_size) return;
    if (!f->eh_state_store) f->eh_state_store = calloc(f->im->code_size + 1, sizeof(bool));
    f->eh_state_store[pc] = true;
}

void jit_eh_edge(JitFn *f, uint32_t from, uint32_t to) {
    if (f->im->clause_count && to < f->im->code_size && region_of(f->im, from) != region_of(f->im, to))
        mark_state_store(f, to);
}

void jit_eh_analyze(JitFn *f) {
    InterpMethod *im = f->im;
    for (uint32_t i = 0; i < im->clause_count; i++) mark_state_store(f, im->clauses[i].handler_start);
}

void jit_eh_set_state(JitFn *f, uint32_t pc) {
    LLVMValueRef store;
    if (f->osr) /* the interpreter frame's ip: what the first pass reads for it */
        store = LLVMBuildStore(f->b, jit_const_ptr(f, f->im->code + pc), /* the threaded code it runs */
                               jit_gep_const(f, f->osr_interp_frame, offsetof(InterpFrame, ip)));
    else store = LLVMBuildStore(f->b, jit_i64(f, pc), jit_gep_const(f, f->shadow_record, INTERP_FRAME_RECORD_PC * 8));
    LLVMSetVolatile(store, true);
}

void jit_eh_record_init(JitFn *f) {
    jit_eh_set_state(f, 0);
    /* An empty asm that takes the record as a memory operand: SROA then treats the record as
     * escaped and never splits the EH state word into a stack slot of its own (the volatile
     * stores alone do not stop it); no instruction is emitted. */
    LLVMTypeRef type = LLVMFunctionType(f->void_t, &f->ptr, 1, false);
    LLVMValueRef keep = LLVMGetInlineAsm(type, "", 0, "*m", 2, true, false, LLVMInlineAsmDialectATT, false);
    LLVMValueRef call = LLVMBuildCall2(f->b, type, keep, &f->shadow_record, 1, "");
    unsigned kind = LLVMGetEnumAttributeKindForName("elementtype", 11);
    LLVMAddCallSiteAttribute(call, 1, LLVMCreateTypeAttribute(f->ctx, kind, LLVMVectorType(f->i64, 4)));
}

void jit_eh_at(JitFn *f, uint32_t pc) {
    f->exception_block = jit_eh_target(f, pc);
    if (f->eh_state_store && f->eh_state_store[pc]) jit_eh_set_state(f, pc);
}

/* A static alloca (entry block) for a finally clause's saved dispatch. */
static LLVMValueRef dispatch_save(JitFn *f, uint32_t index) {
    if (!f->eh_saves) f->eh_saves = calloc(f->im->clause_count, sizeof(LLVMValueRef));
    if (f->eh_saves[index]) return f->eh_saves[index];
    LLVMBuilderRef entry = LLVMCreateBuilderInContext(f->ctx);
    LLVMBasicBlockRef entry_block = LLVMGetEntryBasicBlock(f->fn);
    LLVMValueRef first = LLVMGetFirstInstruction(entry_block);
    if (first) LLVMPositionBuilderBefore(entry, first);
    else LLVMPositionBuilderAtEnd(entry, entry_block);
    LLVMValueRef save = LLVMBuildAlloca(entry, LLVMArrayType(f->i8, sizeof(ThreadDispatch)), "dispatch_save");
    LLVMSetAlignment(save, 8);
    LLVMDisposeBuilder(entry);
    return f->eh_saves[index] = save;
}

static LLVMValueRef call_dispatch(JitFn *f) {
    LLVMTypeRef params[2] = {f->ptr, f->ptr};
    LLVMValueRef args[2] = {f->thread_value, f->shadow_record};
    return jit_call_c(f, (const void *)jit_eh_dispatch, f->i32, params, 2, args);
}

static void call_with_save(JitFn *f, const void *helper, uint32_t index) {
    LLVMTypeRef params[2] = {f->ptr, f->ptr};
    LLVMValueRef args[2] = {f->thread_value, dispatch_save(f, index)};
    jit_call_c(f, helper, f->void_t, params, 2, args);
}

/* One step of a chain, for clause `index`, going on to `next` when it does not handle. */
static LLVMBasicBlockRef chain_step(JitFn *f, uint32_t index, LLVMBasicBlockRef next) {
    const InterpClause *c = &f->im->clauses[index];
    LLVMBuilderRef b = f->b;
    LLVMBasicBlockRef step = jit_new_block(f, is_finally(c) ? "eh_finally" : "eh_catch");
    jit_position(f, step);
    LLVMValueRef decision = call_dispatch(f);
    if (c->kind == META_CLAUSE_EXCEPTION || c->kind == META_CLAUSE_FILTER) { /* the first pass ran the filter */
        LLVMBasicBlockRef enter = jit_new_block(f, "eh_enter");
        LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntEQ, decision, jit_i32(f, index), ""), enter, next);
        jit_position(f, enter);
        LLVMValueRef exception = jit_load(f, f->ptr, exception_address(f), 8);
        jit_store(f, LLVMConstNull(f->ptr), exception_address(f), 8);
        jit_store(f, LLVMConstNull(f->ptr),
                  jit_gep_const(f, f->thread_value, offsetof(Thread, dispatch) + offsetof(ThreadDispatch, exception)), 8);
        jit_store_slot(f, c->stack_slot, exception);
        jit_store_slot(f, c->exception_slot, exception);
        jit_br(f, f->blocks[c->handler_start]);
        return step;
    }
    /* finally / fault: run it, then re-raise the kept exception and go on */
    LLVMBasicBlockRef run = jit_new_block(f, "eh_run_finally");
    LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntEQ, decision, jit_i32(f, JIT_EH_UNHANDLED), ""), next, run);
    jit_position(f, run);
    LLVMBasicBlockRef resume = jit_new_block(f, "eh_resume");
    uint32_t id = add_continuation(f, index, resume);
    jit_store_slot(f, c->exception_slot, jit_load(f, f->ptr, exception_address(f), 8));
    jit_store(f, LLVMConstNull(f->ptr), exception_address(f), 8);
    call_with_save(f, (const void *)jit_eh_finally_enter, index);
    jit_store_slot(f, c->return_slot, jit_i64(f, id));
    jit_br(f, f->blocks[c->handler_start]);
    jit_position(f, resume);
    jit_store(f, jit_load_slot(f, c->exception_slot, f->ptr), exception_address(f), 8);
    jit_store_slot(f, c->exception_slot, LLVMConstNull(f->ptr)); /* dead now, as in the interpreter */
    call_with_save(f, (const void *)jit_eh_finally_leave, index);
    jit_br(f, next);
    return step;
}

LLVMBasicBlockRef jit_eh_target(JitFn *f, uint32_t pc) {
    InterpMethod *im = f->im;
    if (f->osr) return f->method_exception_block; /* deoptimization: the interpreter dispatches */
    uint32_t first = UINT32_MAX;
    for (uint32_t i = 0; i < im->clause_count; i++)
        if (covers(&im->clauses[i], pc)) {
            first = i;
            break;
        }
    if (first == UINT32_MAX) return f->method_exception_block;
    if (!f->dispatch) f->dispatch = calloc(im->clause_count, sizeof(LLVMBasicBlockRef));
    if (f->dispatch[first]) return f->dispatch[first];
    /* the chain: every clause from `first` on that covers pc (clauses are ordered inner to
     * outer, ECMA-335 II.19), built from the outermost back */
    LLVMBasicBlockRef saved = LLVMGetInsertBlock(f->b);
    bool saved_terminated = f->terminated;
    LLVMBasicBlockRef next = f->method_exception_block;
    for (uint32_t i = im->clause_count; i-- > first;)
        if (covers(&im->clauses[i], pc)) next = chain_step(f, i, next);
    LLVMPositionBuilderAtEnd(f->b, saved);
    f->terminated = saved_terminated;
    f->dispatch[first] = next;
    return next;
}

static uint32_t clause_by_handler(JitFn *f, uint32_t pc, uint32_t return_slot) {
    InterpMethod *im = f->im;
    for (uint32_t i = 0; i < im->clause_count; i++) {
        const InterpClause *c = &im->clauses[i];
        if (is_finally(c) && c->return_slot == return_slot && pc >= c->handler_start && pc < c->handler_end) return i;
    }
    for (uint32_t i = 0; i < im->clause_count; i++)
        if (is_finally(&im->clauses[i]) && im->clauses[i].return_slot == return_slot) return i;
    return UINT32_MAX;
}

bool jit_emit_eh(JitFn *f, int op, const uintptr_t *ip, uint32_t pc) {
    InterpMethod *im = f->im;
    switch (op) {
    case OP_CALL_FINALLY: {
        uint32_t handler = (uint32_t)ip[2], next = pc + 3, clause = UINT32_MAX;
        for (uint32_t i = 0; i < im->clause_count; i++)
            if (is_finally(&im->clauses[i]) && im->clauses[i].handler_start == handler &&
                im->clauses[i].return_slot == (uint32_t)ip[1])
                clause = i;
        if (clause == UINT32_MAX || !f->blocks[handler] || !f->blocks[next]) {
            jit_fail(f, "internal: CALL_FINALLY without its clause");
            return true;
        }
        uint32_t id = add_continuation(f, clause, f->blocks[next]);
        jit_store_slot(f, (uint32_t)ip[1], jit_i64(f, id));
        jit_br(f, f->blocks[handler]);
        return true;
    }
    case OP_ENDFINALLY: {
        uint32_t clause = clause_by_handler(f, pc, (uint32_t)ip[1]);
        if (clause == UINT32_MAX) {
            jit_fail(f, "internal: ENDFINALLY without its clause");
            return true;
        }
        LLVMValueRef id = jit_load_slot(f, (uint32_t)ip[1], f->i64);
        jit_store_slot(f, (uint32_t)ip[1], jit_i64(f, 0));
        LLVMBasicBlockRef bad = jit_new_block(f, "endfinally_bad");
        LLVMValueRef sw = LLVMBuildSwitch(f->b, id, bad, 4);
        f->terminated = true;
        jit_position(f, bad);
        LLVMBuildUnreachable(f->b);
        f->terminated = true;
        if (f->end_finally_count == f->end_finally_capacity) {
            f->end_finally_capacity = f->end_finally_capacity ? 2 * f->end_finally_capacity : 8;
            f->end_finallys = realloc(f->end_finallys, f->end_finally_capacity * sizeof *f->end_finallys);
        }
        f->end_finallys[f->end_finally_count++] = (struct JitEndFinally){clause, sw};
        return true;
    }
    case OP_RETHROW: {
        LLVMValueRef exception = jit_load_slot(f, (uint32_t)ip[1], f->ptr);
        LLVMTypeRef params[2] = {f->ptr, f->ptr};
        LLVMValueRef args[2] = {f->thread_value, exception};
        jit_call_c(f, (const void *)jit_rethrow, f->void_t, params, 2, args); /* sets thread->exception */
        jit_br(f, f->exception_block);
        return true;
    }
    default: return false;
    }
}

/* The ENDFINALLY switches learn every continuation of their clause (some are created after
 * the ENDFINALLY is translated). */
void jit_eh_finish(JitFn *f) {
    for (uint32_t e = 0; e < f->end_finally_count; e++)
        for (uint32_t k = 0; k < f->continuation_count; k++)
            if (f->continuations[k].clause == f->end_finallys[e].clause)
                LLVMAddCase(f->end_finallys[e].sw, jit_i64(f, f->continuations[k].id), f->continuations[k].block);
}

void jit_eh_free(JitFn *f) {
    free(f->eh_state_store);
    free(f->eh_saves);
    free(f->dispatch);
    free(f->continuations);
    free(f->end_finallys);
}
