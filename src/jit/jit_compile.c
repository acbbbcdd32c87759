/*
 * jit_compile.c — jit_compile: the typed code of one method -> one LLVM function (+ its
 * adapter) -> native code.  Each typed instruction becomes a few IR instructions over the frame
 * slots (jit_frame.c); basic blocks start at branch targets and after control transfers.
 */
#include "jit/jit_internal.h"
#include "tier/tier.h"
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <stdarg.h>

static const char *const op_names[] = {
#define INTERP_OP(name, operands) #name,
#include "interp/interp_ops.def"
#undef INTERP_OP
};

static pthread_mutex_t compile_lock = PTHREAD_MUTEX_INITIALIZER;
static uint32_t methods_compiled, next_id;
static double time_in_jit;

void jit_compile_lock(bool lock) {
    if (lock) pthread_mutex_lock(&compile_lock);
    else pthread_mutex_unlock(&compile_lock);
}

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

void jit_statistics(uint32_t *methods, double *total_ms) {
    pthread_mutex_lock(&compile_lock);
    if (methods) *methods = methods_compiled;
    if (total_ms) *total_ms = time_in_jit;
    pthread_mutex_unlock(&compile_lock);
}

uint32_t jit_op_length(const uintptr_t *code, uint32_t pc) {
    int op = (int)code[pc];
    return 1 + interp_op_operands[op] + (op == OP_SWITCH ? (uint32_t)code[pc + 2] : 0);
}

static bool is_compare_branch(int op) {
    return (op >= OP_CEQ_I4 && op <= OP_BGE_UN_R8 && (op - OP_CEQ_I4) % 15 >= 5) || (op >= OP_BLT_IMM_I4 && op <= OP_BNE_UN_IMM_I4);
}


/* Whether control can go on to the next instruction (besides a branch target). */
bool jit_falls_through(int op) {
    switch (op) {
    case OP_BR: case OP_RET: case OP_RET_VOID: case OP_RET_VT: case OP_THROW: case OP_THROW_MESSAGE:
    case OP_RETHROW: case OP_ENDFILTER: case OP_ENDFINALLY: case OP_TAILCALL: case OP_JMP: case OP_CALL_FINALLY:
        return false;
    default: return true;
    }
}

static bool ends_block(int op) {
    return is_compare_branch(op) || (op >= OP_BRTRUE_I4 && op <= OP_SWITCH) || !jit_falls_through(op);
}

/* Ops that are never compiled: the bodies of runtime-implemented methods (delegates,
 * multi-dimensional array accessors), which compiled callers reach through the interpreter or
 * handle at the call site, and ENDFILTER, whose filter block the interpreter runs (a method
 * with one anywhere but in a filter block stays interpreted). */
static bool unsupported(int op) {
    switch (op) {
    case OP_DELEGATE_CTOR: case OP_DELEGATE_INVOKE: case OP_ARRAY_ACCESS:
    case OP_ENDFILTER:
        return true;
    default: return false;
    }
}

/* An edge of a conditional branch that the instrumented Tier0 code took at most once in
 * COLD_EDGE_RATIO runs of the branch (transcode.c profile_branch counts both edges: the probe
 * after the branch its fall-through, the one in its target stub the taken edge). */
enum { COLD_EDGE_RATIO = 64 };

static bool cold_edge(const InterpMethod *im, const uintptr_t *code, uint32_t pc) {
    const volatile uint32_t *counter = (const volatile uint32_t *)code[pc + 1];
    const BranchProfile *branch = pc >= im->taken_counters_start
                                      ? (const BranchProfile *)((const char *)counter - offsetof(BranchProfile, taken))
                                      : (const BranchProfile *)((const char *)counter - offsetof(BranchProfile, not_taken));
    uint64_t edge = *counter, total = (uint64_t)branch->taken + branch->not_taken;
    return edge * COLD_EDGE_RATIO <= total;
}

/* Marks in `reached` everything reachable from the `count` offsets in `work` (marked already),
 * along fall-through, branch and switch edges; with `skip_cold`, not past the probe of a cold
 * edge (cold_edge).  `work` holds code_size + 1 offsets. */
static void mark_reachable(const JitFn *f, bool *reached, uint32_t *work, uint32_t count, bool skip_cold) {
    const InterpMethod *im = f->im;
    const uintptr_t *code = f->code;
#define REACH(t) \
    if ((t) < im->code_size && !reached[t]) reached[t] = true, work[count++] = (t)
    while (count) {
        uint32_t pc = work[--count];
        int op = (int)code[pc];
        if (skip_cold && op == OP_PROFILE_COUNT && cold_edge(im, code, pc)) continue;
        uint32_t target = jit_branch_target(code, pc);
        if (jit_falls_through(op)) REACH(pc + jit_op_length(code, pc));
        if (target != UINT32_MAX) REACH(target);
        if (op == OP_SWITCH)
            for (uint32_t k = 0; k < code[pc + 2]; k++) REACH((uint32_t)code[pc + 3 + k]);
    }
#undef REACH
}

/* The filter blocks, which the first pass runs in the interpreter (jit_eh.c): everything
 * reachable from a filter's start, where only ENDFILTER leaves (II.19 forbids branches out of
 * a filter).  Not a code range: instrumented code puts its taken-edge counters after the
 * method's last block, and a filter's branches go through them too. */
static void mark_filter_code(JitFn *f) {
    InterpMethod *im = f->im;
    uint32_t *work = NULL, count = 0;
    for (uint32_t i = 0; i < im->clause_count; i++) {
        if (im->clauses[i].kind != META_CLAUSE_FILTER || im->clauses[i].filter_start >= im->code_size) continue;
        if (!f->filter_code) {
            f->filter_code = calloc(im->code_size + 1, sizeof(bool));
            work = malloc((im->code_size + 1) * sizeof(uint32_t));
        }
        if (!f->filter_code[im->clauses[i].filter_start]) {
            f->filter_code[im->clauses[i].filter_start] = true;
            work[count++] = im->clauses[i].filter_start;
        }
    }
    if (work) mark_reachable(f, f->filter_code, work, count, false);
    free(work);
}

/* The code the instrumented Tier0 code (nearly) never reached (f->cold): what is left when the
 * walk from the entry stops at every cold edge.  Calls there are not inlined, as CoreCLR's
 * inliner skips rarely run blocks: a dictionary's TryInsert inlined its Initialize, Resize and
 * the type test of a throw path, ~40 % of its IR, to run them a handful of times.  Only for a
 * Tier1 compile of instrumented code without exception clauses: an OSR compile sees a profile
 * of the part of the method run so far (the code after the loop has not run yet), and the walk
 * does not follow finally and filter continuations. */
static void mark_cold_code(JitFn *f) {
    InterpMethod *im = f->im;
    if (!im->instrumented || f->osr || im->clause_count || im->taken_counters_start >= im->code_size) return;
    bool *reached = calloc(im->code_size + 1, sizeof(bool));
    uint32_t *work = malloc((im->code_size + 1) * sizeof(uint32_t));
    if (!reached || !work) {
        free(reached);
        free(work);
        return;
    }
    reached[0] = true;
    work[0] = 0;
    mark_reachable(f, reached, work, 1, true);
    free(work);
    for (uint32_t pc = 0; pc <= im->code_size; pc++) reached[pc] = !reached[pc];
    f->cold = reached;
}

static bool in_filter(const JitFn *f, uint32_t pc) {
    return f->filter_code && f->filter_code[pc];
}

static bool check_supported(JitFn *f) {
    InterpMethod *im = f->im;
    if (im->clause_count > 0 && !jit_eh_supported(f)) return false;
    if (f->method->signature.is_vararg) {
        jit_fail(f, "vararg methods not supported by the Tier1 compiler");
        return false;
    }
    Method *m = f->method;
    if ((m->owner->flags & (TYPE_FLAG_GENERIC_DEFINITION | TYPE_FLAG_CONTAINS_GENERIC_PARAMETERS)) ||
        (m->signature.generic_parameter_count && !m->generic_arguments)) {
        jit_fail(f, "open generic method");
        return false;
    }
    if (jit_param_count(f->method) > 250) {
        jit_fail(f, "too many parameters");
        return false;
    }
    for (uint32_t pc = 0; pc < im->code_size; pc += jit_op_length(f->code, pc)) {
        int op = (int)f->code[pc];
        if (op < 0 || op >= OP_COUNT) {
            jit_fail(f, "internal: bad opcode %d at %u", op, pc);
            return false;
        }
    }
    mark_filter_code(f);
    mark_cold_code(f);
    for (uint32_t pc = 0; pc < im->code_size; pc += jit_op_length(f->code, pc)) {
        int op = (int)f->code[pc];
        if (op == OP_LOCALLOC) f->has_localloc = true;
        if (unsupported(op) && !in_filter(f, pc)) {
            jit_fail(f, "op %s not supported by the Tier1 compiler yet", op_names[op]);
            return false;
        }
    }
    return true;
}

/* Where a single-target branch at pc goes (UINT32_MAX for any other instruction). */
uint32_t jit_branch_target(const uintptr_t *code, uint32_t pc) {
    int op = (int)code[pc];
    if (is_compare_branch(op)) return (uint32_t)code[pc + 3];
    if (op == OP_BR) return (uint32_t)code[pc + 1];
    if (op >= OP_BRTRUE_I4 && op <= OP_BRFALSE_I8) return (uint32_t)code[pc + 2];
    return UINT32_MAX;
}

/* OSR code for the loop nest the frame is in, not the rest of the method: the loop of osr_pc's
 * back-edge, grown by every loop overlapping it (the enclosing ones), so that a method with
 * several loops in a row compiles each nest once, small, when the frame gets there (WordFreq's
 * four OSR versions of the whole rest of the method took 80-210 ms each, and the corlib methods
 * that were hot waited behind them).  Any range is correct: every way out of it resumes the
 * interpreter at that instruction; the nest only keeps the exits rare. */
static void find_osr_nest(JitFn *f) {
    uint32_t start, end;
    if (f->has_localloc || !interp_loop_nest(f->im, f->osr_pc, &start, &end)) return;
    f->osr_nest = true;
    f->osr_nest_start = start;
    f->osr_nest_end = end;
    if (f->osr_progress) {
        f->osr_progress->nest_start = start;
        f->osr_progress->nest_end = end;
        __atomic_store_n(&f->osr_progress->nest_known, true, __ATOMIC_RELEASE);
    }
    jit_note(f, "; OSR code for the loop nest at code offsets %u-%u (entry %u); the interpreter runs the rest\n", start,
             end, f->osr_pc);
}

static bool in_osr_nest(const JitFn *f, uint32_t pc) {
    return !f->osr_nest || pc >= f->im->taken_counters_start || (pc >= f->osr_nest_start && pc <= f->osr_nest_end);
}

static void osr_copy_slots(JitFn *f, bool to_interpreter, uint32_t slot_limit);

/* A way out of the OSR loop nest: the slots go back into the interpreter frame, which goes on
 * at `pc` (interp_loop.inc PATCHPOINT reads thread->osr_resume_ip).  Where the evaluation stack
 * is empty (nearly every loop exit; a `leave` empties it, III.3.46) only the arguments and
 * locals go back: copying the temporaries too kept each one's last value alive through the
 * whole nest (matmul's inner loop packed four of them into vector registers every iteration,
 * 2x slower). */
static void emit_osr_exit(JitFn *f, uint32_t pc, bool empty_stack) {
    const InterpMethod *im = f->im;
    if (im->empty_stack && (im->empty_stack[pc / 8] >> (pc % 8)) & 1) empty_stack = true;
    LLVMValueRef resume = jit_const_ptr(f, f->im->code + pc);
    jit_store(f, resume, jit_gep_const(f, f->osr_interp_frame, offsetof(InterpFrame, ip)), 8);
    jit_store(f, resume, jit_gep_const(f, f->thread_value, offsetof(Thread, osr_resume_ip)), 8);
    LLVMBasicBlockRef *exit = empty_stack ? &f->osr_exit_locals : &f->osr_exit_all;
    if (!*exit) *exit = jit_new_block(f, "osr_exit_copy");
    jit_br(f, *exit);
}

/* The slot is one of its own that the code only ever stores 4-byte values to (an int or float
 * local; the entry's 8-byte copy-in aside): its upper half is the interpreter's, unchanged. */
static bool only_narrow_stores(JitFn *f, uint32_t slot) {
    LLVMValueRef alloca = f->group_alloca[slot];
    if (f->group_end[slot] != slot + 1 || !alloca || !LLVMIsAAllocaInst(alloca)) return false;
    for (LLVMUseRef use = LLVMGetFirstUse(alloca); use; use = LLVMGetNextUse(use)) {
        LLVMValueRef user = LLVMGetUser(use);
        if (LLVMIsAStoreInst(user)) {
            LLVMTypeRef type = LLVMTypeOf(LLVMGetOperand(user, 0));
            if (LLVMGetOperand(user, 1) != alloca || (type != f->i32 && type != f->f32)) return false;
        } else if (!LLVMIsALoadInst(user) && !LLVMIsAMemIntrinsic(user)) {
            return false; /* its address goes elsewhere */
        }
    }
    return true;
}

/* The shared exit blocks: only the slots the OSR code may have written go back (the interpreter
 * frame still holds every other one as the code found it), so the values of the untouched ones
 * need not stay live through the whole nest for the exits (the sieve kept seven of them in
 * registers and on the stack across its loops), and an int local's upper half is not kept. */
static void finish_osr_exits(JitFn *f) {
    LLVMBasicBlockRef blocks[2] = {f->osr_exit_locals, f->osr_exit_all};
    uint32_t limits[2] = {f->im->argument_slots + f->im->local_slots, f->slot_count};
    f->osr_copying = true;
    for (int i = 0; i < 2; i++) {
        if (!blocks[i]) continue;
        jit_position(f, blocks[i]);
        for (uint32_t slot = 0; slot < f->slot_count && slot < limits[i]; slot++) {
            if (f->group[slot] != slot || f->group_alloca[slot] == f->osr_frame || !f->osr_slot_written[slot]) continue;
            LLVMValueRef theirs = jit_gep_const(f, f->osr_frame, slot * 8);
            if (only_narrow_stores(f, slot)) {
                jit_store(f, jit_load(f, f->i32, f->group_alloca[slot], 4), theirs, 4);
                continue;
            }
            uint32_t bytes = (f->group_end[slot] - slot) * 8;
            LLVMBuildMemCpy(f->b, theirs, 8, jit_slot_addr(f, slot, 0, bytes), 8, jit_i64(f, bytes));
        }
        LLVMBuildRetVoid(f->b);
    }
    f->osr_copying = false;
    f->terminated = true;
}

/* OSR enters at a back-edge; when that loop sits inside others of the nest, entering the nest's
 * code there gives the outer loops a second way in, at the inner loop's header: the two loops
 * then share that header (one loop to LLVM, with two latches) or the outer one is irreducible,
 * and LLVM's loop passes do little in either (the sieve's OSR code ran 1.6x slower than its
 * Tier1 code: null and bounds checks, the limit reloaded from the stack, every iteration).  So
 * the entry loop gets a copy of its own, entered only by the way in, whose exits continue in the
 * nest's code: there every loop has its one natural way in, as in Tier1 code.  The copy runs
 * the rest of the loop the frame was in, checked (its inner loops have no second copy). */
static void plan_osr_entry_copy(JitFn *f) {
    InterpMethod *im = f->im;
    const uintptr_t *code = f->code;
    if (!f->osr_nest || im->clause_count || f->failed) return;
    uint32_t header = interp_typed_branch_target(im, f->osr_pc);
    if (header == UINT32_MAX || header <= f->osr_nest_start || header > f->osr_pc) return; /* no loop around it */
    uint32_t end = f->osr_pc + jit_op_length(code, f->osr_pc);
    for (uint32_t pc = end; pc < im->taken_counters_start; pc += jit_op_length(code, pc))
        if (interp_typed_branch_target(im, pc) == header) end = pc + jit_op_length(code, pc);
    LLVMBasicBlockRef *blocks = malloc((im->code_size + 1) * sizeof *blocks);
    if (!blocks) return;
    for (uint32_t pc = 0; pc <= im->code_size; pc++)
        blocks[pc] = pc >= header && pc < end && f->blocks[pc] ? jit_new_block(f, "osr_entry_loop") : f->blocks[pc];
    jit_skip_counter_stubs(f, blocks, header, end);
    f->osr_entry_blocks = blocks;
    f->osr_entry_start = header;
    f->osr_entry_end = end;
    jit_note(f, "; OSR entry loop at code offsets %u-%u: a copy of its own, leaving into the nest's code\n", header, end);
}

static void create_blocks(JitFn *f) {
    InterpMethod *im = f->im;
    const uintptr_t *code = f->code;
    f->blocks = calloc(im->code_size + 1, sizeof(LLVMBasicBlockRef));
    bool *leader = calloc(im->code_size + 1, sizeof(bool));
    leader[0] = true;
    /* the targets also tell jit_eh_edge where control may enter or leave a try block */
#define TARGET(t) (leader[t] = true, jit_eh_edge(f, pc, (uint32_t)(t)))
    for (uint32_t pc = 0; pc < im->code_size; pc += jit_op_length(code, pc)) {
        int op = (int)code[pc];
        uint32_t next = pc + jit_op_length(code, pc);
        if (ends_block(op)) leader[next] = true;
        jit_eh_edge(f, pc, next);
        uint32_t target = jit_branch_target(code, pc);
        if (target != UINT32_MAX) TARGET(target);
        else if (op == OP_SWITCH)
            for (uint32_t i = 0; i < code[pc + 2]; i++) TARGET(code[pc + 3 + i]);
        else if (op == OP_CALL_FINALLY && code[pc + 2] < im->code_size) {
            TARGET(code[pc + 2]);
            /* the finally block returns there; a BR or CALL_FINALLY (the rest of the `leave`)
             * cannot raise, and where it goes has a store of its own */
            if (next < im->code_size && code[next] != OP_BR && code[next] != OP_CALL_FINALLY)
                jit_eh_edge(f, (uint32_t)code[pc + 2], next);
        }
    }
#undef TARGET
    for (uint32_t i = 0; i < im->clause_count; i++)
        if (im->clauses[i].handler_start < im->code_size) leader[im->clauses[i].handler_start] = true;
    jit_eh_analyze(f);
    if (f->osr && f->osr_pc < im->code_size) leader[f->osr_pc] = true; /* the one way in (jit.h) */
    if (f->osr) find_osr_nest(f);
    for (uint32_t pc = 0; pc <= im->code_size; pc++)
        if (leader[pc] && !in_filter(f, pc)) f->blocks[pc] = jit_new_block(f, "b");
    free(leader);
    /* loop bodies (approximately: the ranges of backward branches): where inlining pays.  Seen
     * through instrumented code's taken-edge stubs, whose jumps back into the method are no
     * loops (they made every call after a forward branch's target look like one in a loop) */
    for (uint32_t pc = 0; pc < im->taken_counters_start && pc < im->code_size; pc += jit_op_length(code, pc)) {
        uint32_t target = interp_typed_branch_target(im, pc);
        if (target > pc) continue;
        if (!f->in_loop) f->in_loop = calloc(im->code_size + 1, sizeof(bool));
        for (uint32_t i = target; i <= pc; i++) f->in_loop[i] = true;
    }
    jit_loops_plan(f);
    plan_osr_entry_copy(f);
}

static void translate_range(JitFn *f, uint32_t from, uint32_t to) {
    InterpMethod *im = f->im;
    const uintptr_t *code = f->code;
    for (uint32_t pc = from; pc < to && !f->failed; pc += jit_op_length(code, pc)) {
        if (!in_osr_nest(f, pc)) { /* the interpreter runs it (find_osr_nest) */
            if (!f->blocks[pc] && !f->terminated) f->blocks[pc] = jit_new_block(f, "osr_exit");
            if (f->blocks[pc]) {
                jit_br(f, f->blocks[pc]);
                jit_position(f, f->blocks[pc]);
                emit_osr_exit(f, pc, false);
            }
            continue;
        }
        if (in_filter(f, pc)) { /* the interpreter runs filters (jit_eh.c) */
            if (!f->terminated) LLVMBuildUnreachable(f->b); /* valid IL never falls into one */
            f->terminated = true;
            continue;
        }
        if (jit_loop_poll_block(f, pc)) continue; /* a PATCHPOINT polled on the edges in */
        if (f->blocks[pc]) {
            jit_br(f, f->blocks[pc]);
            jit_position(f, f->blocks[pc]);
        } else if (f->terminated) {
            jit_position(f, jit_new_block(f, "dead"));
        }
        int op = (int)code[pc];
        const uintptr_t *ip = code + pc;
        f->pc = pc;
        if (jit_loop_emit_counted(f, pc)) continue;
        if (im->clause_count) jit_eh_at(f, pc);
        if (op == OP_CALL_FINALLY && !in_osr_nest(f, (uint32_t)ip[2])) {
            /* a `leave` out of the nest whose finally block is outside it: the interpreter runs
             * both, so that the block's return slot holds one of its own addresses */
            emit_osr_exit(f, pc, true);
            continue;
        }
        if (op == OP_PATCHPOINT && !f->parent) {
            /* A loop's back-edge test right after: poll on the taken edge instead (jit_ops.c
             * branch), so that the test heads the loop block and LLVM rotates the loop (an
             * exiting latch, the form its loop passes take). */
            uint32_t next = pc + jit_op_length(code, pc);
            uint32_t target = next < im->code_size && is_compare_branch((int)code[next]) ? interp_typed_branch_target(im, next) : UINT32_MAX;
            if (target <= next) {
                f->poll_on_taken_branch = true;
                continue;
            }
        }
        f->poll_on_taken_branch = op == OP_PATCHPOINT ? false : f->poll_on_taken_branch && is_compare_branch(op);
        if (jit_emit_eh(f, op, ip, pc)) continue;
        if (op == OP_RET || op == OP_RET_VOID || op == OP_RET_VT) {
            jit_emit_return(f, op, ip);
            continue;
        }
        if (jit_emit_arith(f, op, ip) || jit_emit_compare(f, op, ip, pc) || jit_emit_convert(f, op, ip) ||
            jit_emit_memory(f, op, ip) || jit_emit_object(f, op, ip) || jit_emit_call(f, op, ip, pc))
            continue;
        jit_fail(f, "op %s not supported by the Tier1 compiler yet", op_names[op]);
    }
}

static void translate(JitFn *f) {
    InterpMethod *im = f->im;
    uint32_t pc = 0;
    if (f->osr_entry_blocks) { /* plan_osr_entry_copy */
        LLVMBasicBlockRef *nest = f->blocks;
        f->blocks = f->osr_entry_blocks;
        f->osr_entry_copy = true;
        f->terminated = true;
        translate_range(f, f->osr_entry_start, f->osr_entry_end);
        jit_br(f, f->blocks[f->osr_entry_end]);
        f->terminated = true;
        f->osr_entry_copy = false;
        f->blocks = nest;
    }
    for (uint32_t i = 0; i < f->version_count && !f->failed; i++) {
        translate_range(f, pc, jit_loop_start(f, i));
        jit_loops_translate(f, i, translate_range);
        pc = jit_loop_end(f, i);
    }
    translate_range(f, pc, im->code_size);
    if (f->blocks[im->code_size]) {
        jit_br(f, f->blocks[im->code_size]);
        jit_position(f, f->blocks[im->code_size]);
    }
    if (!f->terminated) {
        LLVMBuildUnreachable(f->b);
        f->terminated = true;
    }
}

static void add_attribute(JitFn *f, LLVMValueRef fn, const char *name) {
    unsigned kind = LLVMGetEnumAttributeKindForName(name, strlen(name));
    LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(f->ctx, kind, 0));
}

static void set_types(JitFn *f) {
    f->i1 = LLVMInt1TypeInContext(f->ctx);
    f->i8 = LLVMInt8TypeInContext(f->ctx);
    f->i16 = LLVMInt16TypeInContext(f->ctx);
    f->i32 = LLVMInt32TypeInContext(f->ctx);
    f->i64 = LLVMInt64TypeInContext(f->ctx);
    f->f32 = LLVMFloatTypeInContext(f->ctx);
    f->f64 = LLVMDoubleTypeInContext(f->ctx);
    f->ptr = LLVMPointerTypeInContext(f->ctx, 0);
    f->void_t = LLVMVoidTypeInContext(f->ctx);
    f->prof_kind = LLVMGetMDKindIDInContext(f->ctx, "prof", 4);
}

/* OSR: every frame slot (arguments, locals, evaluation stack) between the interpreter frame
 * and this function's slots: in at the entry, back out when an exception deoptimizes it. */
static void osr_copy_slots(JitFn *f, bool to_interpreter, uint32_t slot_limit) {
    f->osr_copying = true;
    for (uint32_t slot = 0; slot < f->slot_count && slot < slot_limit; slot++)
        if (f->group[slot] == slot && f->group_alloca[slot] != f->osr_frame) {
            uint32_t bytes = (f->group_end[slot] - slot) * 8;
            LLVMValueRef ours = jit_slot_addr(f, slot, 0, bytes), theirs = jit_gep_const(f, f->osr_frame, slot * 8);
            LLVMBuildMemCpy(f->b, to_interpreter ? theirs : ours, 8, to_interpreter ? ours : theirs, 8, jit_i64(f, bytes));
        }
    f->osr_copying = false;
}

/* The body of f->fn (its type, builder and thread parameter are set). */
static void translate_function(JitFn *f) {
    f->buffer_slots = 2 * f->im->frame_slots + 16;
    LLVMBasicBlockRef entry = jit_new_block(f, "entry");
    jit_position(f, entry);
    if (f->osr) f->osr_frame = LLVMGetParam(f->fn, 1);
    jit_frame_allocate(f);
    if (f->osr) {
        f->osr_slot_written = calloc(f->slot_count ? f->slot_count : 1, 1);
        if (!f->osr_slot_written) jit_fail(f, "out of memory");
        /* Enter mid-method with the interpreter frame's values as they are at the back-edge. */
        f->osr_interp_frame = jit_load(f, f->ptr, jit_gep_const(f, f->thread_value, offsetof(Thread, current_frame)), 8);
        osr_copy_slots(f, false, UINT32_MAX);
    } else {
        jit_emit_prologue(f);
    }
    f->exception_block = f->method_exception_block = jit_new_block(f, "exception");
    if (!f->parent) jit_poll(f); /* an inlinee's caller has polled */
    create_blocks(f);
    if (f->osr && (f->osr_pc >= f->im->code_size || !f->blocks[f->osr_pc])) {
        jit_fail(f, "OSR entry %u is not a block start", f->osr_pc);
        f->blocks[f->osr_pc < f->im->code_size ? f->osr_pc : 0] = f->blocks[0];
    }
    jit_br(f, f->osr_entry_blocks ? f->osr_entry_blocks[f->osr_pc] : f->blocks[f->osr ? f->osr_pc : 0]);
    translate(f);
    if (f->osr && f->osr_slot_written) finish_osr_exits(f);
    jit_eh_finish(f);
    if (!f->parent && !f->osr) jit_drop_recursion_checks(f);
    jit_position(f, f->method_exception_block);
    if (f->osr && f->im->clause_count) osr_copy_slots(f, true, UINT32_MAX); /* deoptimization (jit_eh.c) */
    jit_emit_exception_return(f);
    jit_frame_finish(f);
}

void jit_note(JitFn *f, const char *format, ...) {
    JitModule *m = f->module;
    if (f->version_fast || f->osr_entry_copy) return; /* a second copy repeats the first's notes */
    if (!m || m->notes_length >= sizeof m->notes - 1) return;
    va_list args;
    va_start(args, format);
    int n = vsnprintf(m->notes + m->notes_length, sizeof m->notes - m->notes_length, format, args);
    va_end(args);
    if (n > 0) m->notes_length += (size_t)n;
    if (m->notes_length > sizeof m->notes - 1) m->notes_length = sizeof m->notes - 1;
}

/* ---- inlining: a callee's typed code becomes an internal alwaysinline function of this module,
 * which the -O2 pipeline inlines ---- */

enum { INLINE_MAX_DEPTH = 3, INLINE_MAX_WORDS = 120, INLINE_MAX_WORDS_AGGRESSIVE = 600 };
/* Callees CoreCLR always inlines (loader_method_always_inlined) go deeper, and so do
 * [MethodImpl(AggressiveInlining)] ones (CoreCLR's limit is 20 levels for all): CoreLib's layers
 * of small helpers (Unsafe.As, a span's constructor, String.get_Length, MemoryMarshal.AsBytes and
 * GetReference) nest past INLINE_MAX_DEPTH, and called out of line they cost more than the work
 * they wrap (Number.UInt32ToDecChars called AsBytes and AsSpan out of line four levels down). */
enum { INLINE_MAX_DEPTH_ALWAYS = 10 };

static bool is_ancestor(JitFn *f, Method *method) {
    for (; f; f = f->parent)
        if (f->method == method) return true;
    return false;
}

/* A method CoreLib marks [DynamicSecurityMethod] (MethodBase.GetCurrentMethod, Assembly.
 * GetExecutingAssembly / GetCallingAssembly, Environment.FailFast; the compiler turns the
 * attribute into MethodAttributes.RequireSecObject) finds its caller's frame through a
 * StackCrawlMark: as CoreCLR's JIT, neither it nor a callee calling it is inlined, so the frames
 * it asks about exist. */
#define METHOD_REQUIRE_SEC_OBJECT 0x8000u

static bool asks_for_its_caller(const Method *method) {
    return (method->flags & METHOD_REQUIRE_SEC_OBJECT) != 0;
}

static InterpMethod *inline_candidate(JitFn *f, Method *callee) {
    if (f->depth >= INLINE_MAX_DEPTH_ALWAYS || !f->module || f->module->inline_count >= JIT_MAX_INLINES) return NULL;
    bool always = loader_method_always_inlined(callee);
    bool aggressive = (callee->impl_flags & META_METHOD_IMPL_AGGRESSIVE_INLINING) != 0;
    if (f->depth >= INLINE_MAX_DEPTH && !always && !aggressive) return NULL;
    /* in a method with loops only call sites inside loops are inlined (compile time) */
    if (f->in_loop && !f->in_loop[f->pc] && !always && !aggressive) return NULL;
    if (f->cold && f->cold[f->pc] && !always) return NULL; /* never run in the profile (mark_cold_code) */
    if (is_ancestor(f, callee) || asks_for_its_caller(callee)) return NULL; /* recursive; or looks for its frame */
    if (!callee->token ||
        (callee->impl_flags & (META_METHOD_IMPL_INTERNAL_CALL | META_METHOD_IMPL_CODE_TYPE_MASK | META_METHOD_IMPL_NO_INLINING |
                               META_METHOD_IMPL_SYNCHRONIZED)) ||
        (callee->flags & (META_METHOD_ABSTRACT | META_METHOD_PINVOKE_IMPL)) || callee->owner->kind == TYPE_KIND_ARRAY ||
        callee->signature.is_vararg)
        return NULL;
    if ((callee->owner->flags & (TYPE_FLAG_GENERIC_DEFINITION | TYPE_FLAG_CONTAINS_GENERIC_PARAMETERS)) ||
        (callee->signature.generic_parameter_count && !callee->generic_arguments))
        return NULL;
    /* only callees that have run (transcoding one here would hide its first call from the
     * tiering hooks) */
    InterpMethod *im = __atomic_load_n(&callee->interp, __ATOMIC_ACQUIRE);
    if (!im || !im->typed_code || im->clause_count || im->has_loops) return NULL;
    uint32_t limit = aggressive ? INLINE_MAX_WORDS_AGGRESSIVE : INLINE_MAX_WORDS;
    if (im->code_size > limit) return NULL;
    if (!always && f->module->inlined_words + im->code_size > f->module->inline_budget) return NULL; /* compile time */
    /* explicit tail calls keep their meaning only in the callee's own frame (CoreCLR does not
     * inline such callees either) */
    for (uint32_t pc = 0; pc < im->code_size; pc += jit_op_length(im->typed_code, pc)) {
        if (im->typed_code[pc] == OP_TAILCALL || im->typed_code[pc] == OP_JMP) return NULL;
        if (im->typed_code[pc] == OP_CALL && asks_for_its_caller((Method *)im->typed_code[pc + 1])) return NULL;
    }
    return im;
}

LLVMValueRef jit_inline_function(JitFn *f, Method *callee, bool *may_throw) {
    JitModule *module = f->module;
    *may_throw = true;
    if (!module) return NULL;
    for (uint32_t i = 0; i < module->inline_count; i++)
        if (module->inlines[i].method == callee) {
            *may_throw = module->inlines[i].may_throw;
            return module->inlines[i].fn;
        }
    InterpMethod *im = inline_candidate(f, callee);
    if (!im) return NULL;
    char reason[256];
    JitFn inlinee = {0}, *g = &inlinee;
    g->thread = f->thread;
    g->method = callee;
    g->im = im;
    g->code = im->typed_code;
    g->ctx = f->ctx;
    g->mod = f->mod;
    set_types(g);
    g->module = module;
    g->parent = f;
    g->depth = f->depth + 1;
    g->reason = reason;
    g->reason_size = sizeof reason;
    LLVMValueRef result = NULL;
    if (check_supported(g) && jit_frame_analyze(g)) {
        char name[64];
        snprintf(name, sizeof name, "corvid_i%u_%s", ++module->next_name, callee->name);
        g->fn_type = jit_native_type(g, callee);
        g->fn = LLVMAddFunction(f->mod, name, g->fn_type);
        LLVMSetLinkage(g->fn, LLVMInternalLinkage);
        add_attribute(g, g->fn, "nounwind");
        add_attribute(g, g->fn, "alwaysinline");
        g->thread_value = LLVMGetParam(g->fn, 0);
        g->b = LLVMCreateBuilderInContext(f->ctx);
        translate_function(g);
        LLVMDisposeBuilder(g->b);
        if (g->failed) {
            LLVMDeleteFunction(g->fn);
        } else if (module->inline_count < JIT_MAX_INLINES) {
            /* nothing reaches the exception path: callers need not test thread->exception */
            *may_throw = LLVMGetFirstUse(LLVMBasicBlockAsValue(g->exception_block)) != NULL;
            module->inlines[module->inline_count].may_throw = *may_throw;
            module->inlined_words += im->code_size;
            module->inlines[module->inline_count].method = callee;
            module->inlines[module->inline_count++].fn = g->fn;
            char callee_name[512], caller_name[512];
            jit_method_name(callee, callee_name, sizeof callee_name);
            jit_method_name(f->method, caller_name, sizeof caller_name);
            jit_note(f, "; Inlinee: %s (into %s, %u words of typed code)\n", callee_name, caller_name, im->code_size);
            result = g->fn;
        }
    }
    jit_frame_free(g);
    free(g->blocks);
    free(g->in_loop);
    free(g->cold);
    jit_eh_free(g);
    return result;
}

static bool build_and_finish(JitFn *f, JitCode *out) {
    LLVMOrcThreadSafeContextRef context = LLVMOrcCreateNewThreadSafeContext();
    f->ctx = LLVMOrcThreadSafeContextGetContext(context);
    uint32_t id = ++next_id;
    char entry_name[64], adapter_name[64], shape[1024];
    snprintf(entry_name, sizeof entry_name, "corvid_m%u", id);
    snprintf(adapter_name, sizeof adapter_name, "corvid_s%u", id);
    f->mod = LLVMModuleCreateWithNameInContext(entry_name, f->ctx);
    f->b = LLVMCreateBuilderInContext(f->ctx);
    set_types(f);
    if (f->osr) {
        LLVMTypeRef params[2] = {f->ptr, f->ptr};
        f->fn_type = LLVMFunctionType(f->void_t, params, 2, 0);
    } else {
        f->fn_type = jit_native_type(f, f->method);
    }
    f->fn = LLVMAddFunction(f->mod, entry_name, f->fn_type);
    add_attribute(f, f->fn, "nounwind");
    /* A frame larger than a page touches its pages top-down, so a stack overflow always lands on
     * the guard page below the stack instead of jumping over it (thread.c reports it). */
    LLVMAddAttributeAtIndex(f->fn, LLVMAttributeFunctionIndex,
                            LLVMCreateStringAttribute(f->ctx, "probe-stack", 11, "inline-asm", 10));
    f->thread_value = LLVMGetParam(f->fn, 0);
    translate_function(f);
    bool ok = false;
    if (!f->failed) {
        /* OSR code is entered from its patchpoint, never through an adapter */
        JitAdapter known = f->osr ? NULL : jit_find_adapter(f->method, shape, sizeof shape);
        bool new_adapter = !f->osr && !known;
        if (new_adapter) add_attribute(f, jit_emit_adapter(f, adapter_name), "nounwind");
        ok = jit_llvm_finish(f, entry_name, new_adapter ? adapter_name : NULL, jit_disasm_wanted(f->method), out,
                             f->reason, f->reason_size);
        if (ok && new_adapter) jit_remember_adapter(shape, out->adapter);
        if (ok && known) out->adapter = known;
    } else {
        LLVMDisposeModule(f->mod);
    }
    LLVMDisposeBuilder(f->b);
    LLVMOrcDisposeThreadSafeContext(context);
    return ok;
}

static bool compile(Thread *thread, Method *method, JitTier tier, const void *code, uint32_t osr_pc,
                    JitOsrProgress *progress, JitCode *out, char *reason, size_t reason_size) {
    double start = now_ms();
    memset(out, 0, sizeof *out);
    JitFn fn = {0}, *f = &fn;
    JitModule *module = calloc(1, sizeof(JitModule));
    f->module = module;
    f->thread = thread;
    f->method = method;
    f->reason = reason;
    f->reason_size = reason_size;
    f->osr = tier == JIT_TIER1_OSR;
    f->osr_pc = osr_pc;
    f->osr_progress = progress;
    if (reason_size) reason[0] = 0;
    bool ok = false;
    char error[256];
    Object *pending = thread->exception;
    if (!jit_init(error, sizeof error)) {
        jit_fail(f, "LLVM: %s", error);
    } else if (!(f->im = code ? (InterpMethod *)code : interp_get_method(thread, method))) {
        jit_fail(f, "the method cannot be transcoded");
    } else {
        module->inline_budget = 2 * f->im->code_size + 400;
        f->code = f->im->typed_code;
        if (!f->code) jit_fail(f, "no typed code");
    }
    if (!f->failed && check_supported(f) && jit_frame_analyze(f)) {
        pthread_mutex_lock(&compile_lock);
        ok = build_and_finish(f, out);
        pthread_mutex_unlock(&compile_lock);
    }
    thread->exception = pending; /* compiling never raises on the thread */
    jit_frame_free(f);
    jit_loops_free(f);
    free(f->blocks);
    free(f->osr_entry_blocks);
    free(f->osr_slot_written);
    free(f->in_loop);
    free(f->cold);
    free(f->filter_code);
    jit_eh_free(f);
    if (ok)
        for (uint32_t i = 0; i < module->inline_count; i++) tier_note_inlined(module->inlines[i].method);
    free(module);
    out->compile_ms = now_ms() - start;
    pthread_mutex_lock(&compile_lock);
    if (ok) methods_compiled++;
    time_in_jit += out->compile_ms;
    pthread_mutex_unlock(&compile_lock);
    jit_log_result(method, tier, ok, out, reason);
    return ok;
}

bool jit_compile(Thread *thread, Method *method, JitTier tier, JitCode *out, char *reason, size_t reason_size) {
    return compile(thread, method, tier == JIT_TIER1_OSR ? JIT_TIER1 : tier, NULL, 0, NULL, out, reason, reason_size);
}

/* The OSR version is the whole method with a second way in: the loop header, with every slot
 * read from the interpreter frame.  The typed code the interpreter runs is what is compiled,
 * so the frame layout is the same on both sides by construction. */
bool jit_compile_osr(Thread *thread, Method *method, const void *code, uint32_t entry_pc, JitOsrProgress *progress,
                     JitCode *out, char *reason, size_t reason_size) {
    return compile(thread, method, JIT_TIER1_OSR, code, entry_pc, progress, out, reason, reason_size);
}
