/*
 * jit_loops.c — loop versioning for array loops (CoreCLR's loop cloning, the null-check half).
 *
 * An array null check inside a loop blocks everything LLVM would do with the array: the length
 * load cannot move above the check, so it is reloaded every iteration, the bounds check
 * compares against that reload, and a loop like `for (j = 0; j < v.Length; j++) s += v[j]`
 * keeps a null check, a load and a bounds check per element.  When the loop never writes the
 * slot holding the array (a slot of its own whose address the method never takes), the array
 * is the same object on every iteration, so one test at the way in suffices: each innermost
 * loop with array accesses (in a method without EH) is translated twice, the usual checked copy
 * and a copy whose accesses to such arrays skip the null check and use a length loaded once at
 * the entry (a multi-dimensional array: its lengths, and the copy runs only for zero-based
 * ones).  The one way in from the code around goes through a dispatch block that takes the
 * second copy when all those arrays are non-null; OSR code, entering mid-loop, takes the
 * checked copy.  Which slots qualify is learnt while the checked copy is translated (the slots
 * its array accesses use, less every slot it stores to or takes an address of), so the second
 * copy exists only where it pays.  Bounds checks stay, against a loop-invariant length that
 * LLVM's induction-variable simplification merges into the loop's own exit test where it can.
 *
 * A counted loop goes further, as CoreCLR's loop cloning does: `for (; i < n; i += c)` (the
 * test at the bottom, its one way in at the test, `i` written only by that increment, `n` a
 * slot the loop never writes, a constant, or the length of one of its arrays) indexes an array
 * with `i` before the increment only while 0 <= i < n, so when the way in finds i >= 0 and
 * n <= that array's length, those accesses need no bounds check at all.  Counting down,
 * `for (; i >= n; i -= c)` indexes only n <= i <= its first value, so the way in checks n >= 0
 * and the first value below each length.  Its second copy also
 * polls once per LOOP_CHUNK iterations instead of once per iteration (the back-edge test runs
 * against the end of the current chunk, and a refill block between chunks polls and sets the
 * next end): the inner loop is then free of the volatile poll, and LLVM vectorizes it.
 */
#include "jit/jit_internal.h"
#include <stdlib.h>
#include <string.h>

enum { LOOPS_MAX = 8, LOOP_MAX_WORDS = 600, LOOP_CHUNK = 1024, LOOP_MAX_STEP = 64, LOOP_FEW_ITERATIONS = 16 };
enum { WRITE_NONE = UINT32_MAX, WRITE_MANY = UINT32_MAX - 1 };
typedef enum { LIMIT_SLOT, LIMIT_CONSTANT, LIMIT_LENGTH } LoopLimitKind;

typedef struct LoopAccess {
    uint32_t array_slot, index_slot, pc;
    uint8_t rank, dimension; /* rank 0: a vector (dimension 0) */
} LoopAccess;

typedef struct JitLoopVersion {
    uint32_t start, end;            /* code offsets [start, end) */
    LLVMBasicBlockRef *checked;     /* block table of the checked copy */
    LLVMBasicBlockRef *unchecked;   /* block table of the second copy */
    uint32_t *entries;              /* offsets in the loop that code outside it reaches */
    LLVMBasicBlockRef *dispatch;    /* by entry */
    uint32_t entry_count;
    uint8_t *array_used;            /* by slot, from the checked copy */
    uint8_t *md_rank;               /* by slot: rank of the multi-dimensional array it holds (UINT8_MAX: mixed) */
    LLVMBasicBlockRef *polled;      /* by offset: a back-edge PATCHPOINT's block in the second copy, */
                                    /* its table entry being a block that polls first (loop_poll_block) */
    LLVMValueRef *length;           /* by slot: alloca of the length loaded at the entry */
    uint32_t *write_pc;             /* by slot: where the checked copy writes it (WRITE_NONE, WRITE_MANY) */
    LoopAccess *accesses;           /* the checked copy's array accesses */
    uint32_t access_count, access_capacity;
    /* the counted loop (see the top), when `counted` */
    bool counted, inclusive;        /* i < n, or i <= n (down: i > n, or i >= n) */
    bool down;                      /* i -= c */
    uint32_t counter_slot, step, step_pc, test_pc;
    LoopLimitKind limit_kind;
    uint32_t limit_slot;            /* LIMIT_SLOT: the slot; LIMIT_LENGTH: the array's slot */
    int32_t limit_constant;
    uint8_t *in_range;              /* by array slot: the dimensions (bits; a vector's is 0) indexed by the counter before its step */
    LLVMValueRef chunk_end;         /* alloca i64: the end of the current chunk of iterations */
    LLVMBasicBlockRef chunk_head;   /* the counted loop's outer loop: one chunk of iterations per turn */
    LLVMValueRef (*md_bounds)[JIT_LOOP_MAX_RANK]; /* by slot: allocas of its lengths (its lower bounds are 0) */
} JitLoopVersion;

static bool is_array_op(const uintptr_t *ip) {
    int op = (int)ip[0];
    if (op >= OP_LDFLD_I1 && op <= OP_LDELEM_REF) return (op - OP_LDFLD_I1) % 5 == 4;
    if (op >= OP_STFLD_I1 && op <= OP_STELEM_REF) return (op - OP_STFLD_I1) % 4 == 3;
    /* a multi-dimensional array's Get/Set/Address is a call the compiler expands (jit_memory.c) */
    if (op == OP_CALL || op == OP_CALL_MD_ARRAY) {
        const Type *owner = ((const Method *)ip[1])->owner;
        return owner->kind == TYPE_KIND_ARRAY && (owner->flags & TYPE_FLAG_MULTI_DIMENSIONAL);
    }
    return op == OP_LDELEM_VT || op == OP_STELEM_VT || op == OP_LDELEMA || op == OP_LDLEN;
}

static uint32_t main_code_end(const InterpMethod *im) {
    return im->taken_counters_start && im->taken_counters_start < im->code_size ? im->taken_counters_start : im->code_size;
}

/* [start, end) is an innermost loop worth a second copy. */
static bool candidate(const JitFn *f, uint32_t start, uint32_t end) {
    const InterpMethod *im = f->im;
    if (end - start > LOOP_MAX_WORDS) return false;
    if (f->osr_nest && (start < f->osr_nest_start || end - 1 > f->osr_nest_end)) return false;
    bool arrays = false;
    for (uint32_t pc = start; pc < end; pc += jit_op_length(f->code, pc)) {
        uint32_t target = interp_typed_branch_target(im, pc);
        if (target != UINT32_MAX && target <= pc && target != start) return false; /* a loop inside */
        arrays |= is_array_op(f->code + pc);
    }
    return arrays;
}

static void add_entry(JitLoopVersion *v, uint32_t pc) {
    for (uint32_t i = 0; i < v->entry_count; i++)
        if (v->entries[i] == pc) return;
    v->entries[v->entry_count++] = pc;
}

/* The taken-edge counter stub at `stub` belongs to a branch inside the loop. */
static bool stub_of_loop(const JitFn *f, const JitLoopVersion *v, uint32_t stub) {
    for (uint32_t pc = v->start; pc < v->end; pc += jit_op_length(f->code, pc))
        if (jit_branch_target(f->code, pc) == stub) return true;
    return false;
}

static void find_entries(JitFn *f, JitLoopVersion *v) {
    const InterpMethod *im = f->im;
    const uintptr_t *code = f->code;
    v->entries = malloc((v->end - v->start + 2) * sizeof(uint32_t));
    bool falls_in = v->start == 0;
    for (uint32_t pc = 0; pc < im->code_size; pc += jit_op_length(code, pc)) {
        if (pc + jit_op_length(code, pc) == v->start && jit_falls_through((int)code[pc])) falls_in = true;
        if (pc >= v->start && pc < v->end) continue;
        if (pc >= main_code_end(im) && pc >= 2 && (int)code[pc] == OP_BR && (int)code[pc - 2] == OP_PROFILE_COUNT &&
            stub_of_loop(f, v, pc - 2))
            continue; /* the loop's own back or inner edge (jit_skip_counter_stubs) */
        uint32_t target = jit_branch_target(code, pc);
        if (target != UINT32_MAX && target >= v->start && target < v->end) add_entry(v, target);
        if ((int)code[pc] == OP_SWITCH)
            for (uint32_t i = 0; i < code[pc + 2]; i++)
                if (code[pc + 3 + i] >= v->start && code[pc + 3 + i] < v->end) add_entry(v, (uint32_t)code[pc + 3 + i]);
    }
    if (falls_in) add_entry(v, v->start);
}

/* A branch from inside [start, end) to a taken-edge counter stub going back into it: straight
 * to the copy's block in `table` (the stub's PROFILE_COUNT is nothing in compiled code). */
void jit_skip_counter_stubs(const JitFn *f, LLVMBasicBlockRef *table, uint32_t start, uint32_t end) {
    const InterpMethod *im = f->im;
    for (uint32_t pc = main_code_end(im); pc < im->code_size; pc += jit_op_length(f->code, pc))
        if ((int)f->code[pc] == OP_PROFILE_COUNT && pc + 3 < im->code_size && (int)f->code[pc + 2] == OP_BR) {
            uint32_t target = (uint32_t)f->code[pc + 3];
            if (target >= start && target < end && table[target]) table[pc] = table[target];
        }
}

void jit_loops_plan(JitFn *f) {
    const InterpMethod *im = f->im;
    if (im->clause_count || f->filter_code || f->parent) return;
    uint32_t code_end = main_code_end(im);
    for (uint32_t pc = 0; pc < code_end && f->version_count < LOOPS_MAX; pc += jit_op_length(f->code, pc)) {
        uint32_t start = interp_typed_branch_target(im, pc);
        if (start == UINT32_MAX || start > pc) continue;
        /* the loop of header `start`: up to its last back-edge */
        uint32_t last = pc;
        for (uint32_t q = pc + jit_op_length(f->code, pc); q < code_end; q += jit_op_length(f->code, q))
            if (interp_typed_branch_target(im, q) == start) last = q;
        uint32_t end = last + jit_op_length(f->code, last);
        if (f->version_count && start < f->versions[f->version_count - 1].end) continue;
        if (!candidate(f, start, end)) continue;
        if (!f->versions) f->versions = calloc(LOOPS_MAX, sizeof(JitLoopVersion));
        JitLoopVersion *v = &f->versions[f->version_count++];
        v->start = start;
        v->end = end;
        size_t table_size = (im->code_size + 1) * sizeof(LLVMBasicBlockRef);
        v->checked = malloc(table_size);
        memcpy(v->checked, f->blocks, table_size);
        /* One way in from the code around, so that the second copy is a natural loop (two
         * make it irreducible, which LLVM's loop passes skip).  OSR code enters mid-loop once,
         * at osr_pc: into the checked copy, whose first exit ends that entry. */
        find_entries(f, v);
        if (v->entry_count != 1) {
            free(v->checked);
            free(v->entries);
            memset(v, 0, sizeof *v);
            f->version_count--;
            continue;
        }
        v->unchecked = malloc(table_size);
        memcpy(v->unchecked, f->blocks, table_size);
        for (uint32_t q = start; q < end; q++)
            if (f->blocks[q]) v->unchecked[q] = jit_new_block(f, "unchecked");
        jit_skip_counter_stubs(f, v->checked, v->start, v->end);
        /* The second copy polls on the edges into its back-edge test from inside the loop, not
         * at the test: after LLVM rotates the loop the poll ends the body instead of starting
         * it, so the checks of loop-invariant indices head the loop and unswitch out of it. */
        v->polled = calloc(im->code_size + 1, sizeof(LLVMBasicBlockRef));
        for (uint32_t q = start; q < end; q += jit_op_length(f->code, q)) {
            uint32_t next = q + jit_op_length(f->code, q);
            if ((int)f->code[q] != OP_PATCHPOINT || !v->unchecked[q] || next >= end) continue;
            uint32_t target = interp_typed_branch_target(im, next);
            if (target == UINT32_MAX || target > next || target < start || (int)f->code[next] == OP_BR) continue;
            v->polled[q] = v->unchecked[q];
            v->unchecked[q] = jit_new_block(f, "unchecked_poll");
        }
        jit_skip_counter_stubs(f, v->unchecked, v->start, v->end);
        v->dispatch = calloc(v->entry_count, sizeof(LLVMBasicBlockRef));
        for (uint32_t i = 0; i < v->entry_count; i++) {
            if (!f->blocks[v->entries[i]]) { /* not a block start: cannot happen for a branch target */
                jit_fail(f, "internal: loop entry %u is not a block start", v->entries[i]);
                return;
            }
            v->dispatch[i] = jit_new_block(f, "loop_entry");
            f->blocks[v->entries[i]] = v->dispatch[i];
        }
        v->array_used = calloc(f->slot_count, 1);
        v->md_rank = calloc(f->slot_count, 1);
        v->length = calloc(f->slot_count, sizeof(LLVMValueRef));
        v->md_bounds = calloc(f->slot_count, sizeof *v->md_bounds);
        v->write_pc = malloc(f->slot_count * sizeof(uint32_t));
        for (uint32_t s = 0; s < f->slot_count; s++) v->write_pc[s] = WRITE_NONE;
        v->in_range = calloc(f->slot_count, 1);
        pc = last;
    }
}

uint32_t jit_loop_start(const JitFn *f, uint32_t index) { return f->versions[index].start; }
uint32_t jit_loop_end(const JitFn *f, uint32_t index) { return f->versions[index].end; }

static LLVMValueRef entry_alloca(JitFn *f, LLVMTypeRef type) {
    LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(f->fn);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(f->ctx);
    LLVMValueRef first = LLVMGetFirstInstruction(entry);
    if (first) LLVMPositionBuilderBefore(b, first);
    else LLVMPositionBuilderAtEnd(b, entry);
    LLVMValueRef a = LLVMBuildAlloca(b, type, "loop_length");
    LLVMDisposeBuilder(b);
    return a;
}

/* ---- counted loops (see the top) ---- */

/* The bound `n` of the counted loop as a signed 64-bit value, where the loop is entered or at
 * its test. */
static LLVMValueRef counted_limit(JitFn *f, JitLoopVersion *v) {
    switch (v->limit_kind) {
    case LIMIT_CONSTANT: return jit_i64(f, v->limit_constant);
    case LIMIT_LENGTH: return jit_load(f, f->i64, v->length[v->limit_slot], 8);
    default: return LLVMBuildSExt(f->b, jit_load_slot(f, v->limit_slot, f->i32), f->i64, "");
    }
}

/* The end of the chunk of iterations starting at `counter`: min(n, counter + LOOP_CHUNK steps),
 * counting down max(n, counter - LOOP_CHUNK steps). */
static void store_chunk_end(JitFn *f, JitLoopVersion *v, LLVMValueRef counter, LLVMValueRef limit) {
    LLVMBuilderRef b = f->b;
    int64_t span = (int64_t)LOOP_CHUNK * v->step;
    LLVMValueRef far = LLVMBuildAdd(b, counter, jit_i64(f, v->down ? -span : span), "");
    LLVMValueRef nearer = LLVMBuildICmp(b, v->down ? LLVMIntSGT : LLVMIntSLT, far, limit, "");
    LLVMValueRef end = LLVMBuildSelect(b, nearer, far, limit, "");
    jit_store(f, end, v->chunk_end, 8);
}

static bool unwritten_slot(JitFn *f, JitLoopVersion *v, uint32_t slot) {
    return slot < f->slot_count && v->write_pc[slot] == WRITE_NONE && !f->address_taken[slot] && jit_slot_is_alone(f, slot);
}

/* After the checked copy: is the loop `for (; i < n; i += c)` in the shape the top describes,
 * and which of its arrays does it index with i? */
static void find_counter(JitFn *f, JitLoopVersion *v) {
    const InterpMethod *im = f->im;
    const uintptr_t *code = f->code;
    uint32_t test = UINT32_MAX;
    for (uint32_t pc = v->start; pc < v->end; pc += jit_op_length(code, pc))
        if (interp_typed_branch_target(im, pc) == v->start) {
            if (test != UINT32_MAX) return; /* a second back-edge (`continue` in a while loop) */
            test = pc;
        }
    if (test == UINT32_MAX || v->entry_count != 1) return;
    int op = (int)code[test];
    const uintptr_t *ip = code + test;
    bool down = op == OP_BGT_I4 || op == OP_BGE_I4 || op == OP_BGT_IMM_I4 || op == OP_BGE_IMM_I4;
    if (!down && op != OP_BLT_I4 && op != OP_BLE_I4 && op != OP_BLT_IMM_I4 && op != OP_BLE_IMM_I4) return;
    uint32_t counter = (uint32_t)ip[1];
    if (counter >= f->slot_count || f->address_taken[counter] || !jit_slot_is_alone(f, counter)) return;
    uint32_t step_pc = v->write_pc[counter];
    if (step_pc >= WRITE_MANY || step_pc < v->start || step_pc >= test || (int)code[step_pc] != OP_ADD_IMM_I4 ||
        code[step_pc + 1] != counter || code[step_pc + 2] != counter)
        return;
    intptr_t step = down ? -(intptr_t)code[step_pc + 3] : (intptr_t)code[step_pc + 3];
    uint32_t entry = v->entries[0];
    if (step < 1 || step > LOOP_MAX_STEP || entry <= step_pc || entry > test) return;
    if (op == OP_BLT_IMM_I4 || op == OP_BLE_IMM_I4 || op == OP_BGT_IMM_I4 || op == OP_BGE_IMM_I4) {
        v->limit_kind = LIMIT_CONSTANT;
        v->limit_constant = (int32_t)(intptr_t)ip[2];
    } else if (unwritten_slot(f, v, (uint32_t)ip[2])) {
        v->limit_kind = LIMIT_SLOT;
        v->limit_slot = (uint32_t)ip[2];
    } else if (down) {
        return;
    } else {
        /* `i < a.Length`: LDLEN n a [CONV_I4_I8 n n] [PATCHPOINT] between the step and the test */
        uint32_t limit = (uint32_t)ip[2], array = UINT32_MAX;
        for (uint32_t pc = step_pc + jit_op_length(code, step_pc); pc < test; pc += jit_op_length(code, pc)) {
            int o = (int)code[pc];
            if (o == OP_LDLEN && code[pc + 1] == limit && array == UINT32_MAX) array = (uint32_t)code[pc + 2];
            else if (!(o == OP_CONV_I4_I8 && code[pc + 1] == limit && code[pc + 2] == limit && array != UINT32_MAX) &&
                     o != OP_PATCHPOINT)
                return;
        }
        if (array >= f->slot_count || !v->length[array] || v->md_rank[array]) return;
        v->limit_kind = LIMIT_LENGTH;
        v->limit_slot = array;
    }
    bool any = false;
    for (uint32_t i = 0; i < v->access_count; i++) {
        LoopAccess *a = &v->accesses[i];
        if (a->index_slot != counter || a->pc < v->start || a->pc >= step_pc || !v->length[a->array_slot] ||
            a->rank != v->md_rank[a->array_slot])
            continue;
        v->in_range[a->array_slot] |= (uint8_t)(1u << a->dimension);
        any = true;
    }
    if (!any) return;
    v->counted = true;
    v->down = down;
    v->inclusive = op == OP_BLE_I4 || op == OP_BLE_IMM_I4 || op == OP_BGE_I4 || op == OP_BGE_IMM_I4;
    v->counter_slot = counter;
    v->step = (uint32_t)step;
    v->step_pc = step_pc;
    v->test_pc = test;
    v->chunk_end = entry_alloca(f, f->i64);
}

/* The way into the second copy of a counted loop: 0 <= i, n within every indexed array's length
 * (and far enough below int.MaxValue that i += c cannot wrap), then the first chunk's end.
 * Counting down: 0 <= n (-1 < n for i > n), i below every length. */
static LLVMValueRef counted_entry_condition(JitFn *f, JitLoopVersion *v) {
    LLVMBuilderRef b = f->b;
    LLVMValueRef counter = LLVMBuildSExt(b, jit_load_slot(f, v->counter_slot, f->i32), f->i64, "");
    LLVMValueRef limit = counted_limit(f, v);
    LLVMValueRef ok, highest; /* the highest index the loop uses must be below each length */
    LLVMIntPredicate within;
    if (v->down) {
        ok = LLVMBuildICmp(b, LLVMIntSGE, limit, jit_i64(f, v->inclusive ? 0 : -1), "");
        highest = counter;
        within = LLVMIntSLT;
    } else {
        ok = LLVMBuildAnd(b, LLVMBuildICmp(b, LLVMIntSGE, counter, jit_i64(f, 0), ""),
                          LLVMBuildICmp(b, LLVMIntSLE, limit, jit_i64(f, INT32_MAX - (int64_t)v->step), ""), "");
        highest = limit;
        within = v->inclusive ? LLVMIntSLT : LLVMIntSLE;
    }
    for (uint32_t s = 0; s < f->slot_count; s++)
        for (uint32_t r = 0; r < JIT_LOOP_MAX_RANK; r++) {
            if (!(v->in_range[s] >> r & 1)) continue;
            LLVMValueRef length = v->md_rank[s] ? LLVMBuildSExt(b, jit_load(f, f->i32, v->md_bounds[s][r], 4), f->i64, "")
                                                : jit_load(f, f->i64, v->length[s], 8);
            ok = LLVMBuildAnd(b, ok, LLVMBuildICmp(b, within, highest, length, ""), "");
        }
    store_chunk_end(f, v, counter, limit);
    return ok;
}

/* The second copy's step (no signed wrap: i < n <= int.MaxValue - c before it) and back-edge
 * test against the chunk's end; between chunks, the poll and the next end, then the way in. */
bool jit_loop_emit_counted(JitFn *f, uint32_t pc) {
    JitLoopVersion *v = f->version_fast;
    if (!v || !v->counted || (pc != v->step_pc && pc != v->test_pc)) return false;
    LLVMBuilderRef b = f->b;
    LLVMValueRef counter = jit_load_slot(f, v->counter_slot, f->i32);
    if (pc == v->step_pc) {
        jit_store_slot(f, v->counter_slot, LLVMBuildNSWAdd(b, counter, jit_i32(f, v->down ? -(int64_t)v->step : v->step), ""));
        return true;
    }
    const uintptr_t *ip = f->code + pc;
    LLVMBasicBlockRef loop = f->blocks[ip[3]], out = f->blocks[pc + jit_op_length(f->code, pc)];
    if (!loop || !out) {
        jit_fail(f, "internal: branch target without a block");
        return true;
    }
    LLVMIntPredicate below = v->down ? (v->inclusive ? LLVMIntSGE : LLVMIntSGT) : (v->inclusive ? LLVMIntSLE : LLVMIntSLT);
    LLVMBasicBlockRef chunk_done = jit_new_block(f, "loop_chunk_done"), next_chunk = jit_new_block(f, "loop_next_chunk");
    /* compared in 64 bits (the index's width: the counter, stepped without signed wrap, widens
     * to one 64-bit induction variable, not an int re-extended for every access) */
    LLVMValueRef wide = LLVMBuildSExt(b, counter, f->i64, ""), end = jit_load(f, f->i64, v->chunk_end, 8);
    LLVMValueRef latch = LLVMBuildCondBr(b, LLVMBuildICmp(b, below, wide, end, ""), loop, chunk_done);
    /* `for (i = ...; i < 5; i++)` over an array of structs: the way in found i >= 0, so at most
     * a few iterations; vectorized, its strided accesses became AVX-512 gathers and scatters
     * whose stores the next loop's loads could not forward from (n-body 30 % slower). */
    if (!v->down && v->limit_kind == LIMIT_CONSTANT && v->limit_constant <= LOOP_FEW_ITERATIONS) jit_loop_not_vectorized(f, latch);
    jit_position(f, chunk_done);
    LLVMValueRef limit = counted_limit(f, v);
    LLVMBuildCondBr(b, LLVMBuildICmp(b, below, wide, limit, ""), next_chunk, out);
    jit_position(f, next_chunk);
    jit_poll(f);
    store_chunk_end(f, v, wide, limit);
    /* the outer loop's own header: the chunk's loop nests inside it, entered in one place */
    jit_br(f, v->chunk_head);
    f->terminated = true;
    return true;
}

/* The dispatch blocks: all invariant arrays non-null -> load their lengths, second copy. */
static void emit_dispatch(JitFn *f, JitLoopVersion *v, bool any) {
    LLVMBuilderRef b = f->b;
    for (uint32_t i = 0; i < v->entry_count; i++) {
        uint32_t pc = v->entries[i];
        jit_position(f, v->dispatch[i]);
        if (!any) {
            jit_br(f, v->checked[pc]);
            continue;
        }
        LLVMValueRef all = NULL;
        for (uint32_t s = 0; s < f->slot_count; s++) {
            if (!v->length[s]) continue;
            LLVMValueRef nonnull = LLVMBuildIsNotNull(b, jit_load_slot(f, s, f->ptr), "");
            all = all ? LLVMBuildAnd(b, all, nonnull, "") : nonnull;
        }
        LLVMBasicBlockRef lengths = jit_new_block(f, "loop_lengths"), zero_based = NULL;
        bool any_md = false;
        for (uint32_t s = 0; s < f->slot_count; s++) any_md |= v->length[s] && v->md_rank[s];
        if (any_md) zero_based = jit_new_block(f, "loop_zero_based");
        LLVMBuildCondBr(b, all, any_md ? zero_based : lengths, v->checked[pc]);
        f->terminated = true;
        if (any_md) {
            /* multi-dimensional arrays: the second copy takes them zero-based (C#'s own) */
            jit_position(f, zero_based);
            LLVMValueRef zero = NULL;
            for (uint32_t s = 0; s < f->slot_count; s++) {
                if (!v->length[s] || !v->md_rank[s]) continue;
                LLVMValueRef array = jit_load_slot(f, s, f->ptr);
                for (uint32_t r = 0; r < v->md_rank[s]; r++) {
                    int64_t at = (int64_t)offsetof(MultiArray, bounds) + 4 * (int64_t)(v->md_rank[s] + r);
                    LLVMValueRef lower = jit_load_invariant(f, f->i32, jit_gep_const(f, array, at), 4);
                    LLVMValueRef is_zero = LLVMBuildICmp(b, LLVMIntEQ, lower, jit_i32(f, 0), "");
                    zero = zero ? LLVMBuildAnd(b, zero, is_zero, "") : is_zero;
                }
            }
            LLVMBuildCondBr(b, zero, lengths, v->checked[pc]);
            f->terminated = true;
        }
        jit_position(f, lengths);
        for (uint32_t s = 0; s < f->slot_count; s++) {
            if (!v->length[s]) continue;
            LLVMValueRef array = jit_load_slot(f, s, f->ptr);
            jit_store(f, jit_load_array_length(f, array), v->length[s], 8);
            for (uint32_t i = 0; i < v->md_rank[s]; i++)
                jit_store(f, jit_load_invariant(f, f->i32, jit_gep_const(f, array, (int64_t)offsetof(MultiArray, bounds) + 4 * (int64_t)i), 4),
                          v->md_bounds[s][i], 4);
        }
        LLVMBasicBlockRef fast = v->polled[pc] ? v->polled[pc] : v->unchecked[pc]; /* the way in skips the back-edge poll */
        if (v->counted) {
            v->chunk_head = jit_new_block(f, "loop_chunk");
            LLVMBuildCondBr(b, counted_entry_condition(f, v), v->chunk_head, v->checked[pc]);
            f->terminated = true;
            jit_position(f, v->chunk_head);
        }
        jit_br(f, fast);
    }
}

bool jit_loop_poll_block(JitFn *f, uint32_t pc) {
    JitLoopVersion *v = f->version_fast;
    if (!v || pc < v->start || pc >= v->end || !v->polled[pc]) return false;
    jit_br(f, v->unchecked[pc]);
    jit_position(f, v->unchecked[pc]);
    if (!v->counted) jit_poll(f); /* a counted loop polls between chunks (jit_loop_emit_counted) */
    jit_br(f, v->polled[pc]);
    jit_position(f, v->polled[pc]);
    return true;
}

void jit_loops_translate(JitFn *f, uint32_t index, JitTranslateRange *translate_range) {
    JitLoopVersion *v = &f->versions[index];
    LLVMBasicBlockRef *outside = f->blocks;
    f->blocks = v->checked;
    f->version_scan = v;
    translate_range(f, v->start, v->end);
    jit_br(f, f->blocks[v->end]);
    f->version_scan = NULL;
    bool any = false;
    for (uint32_t s = 0; s < f->slot_count; s++)
        /* never written in the loop: not by its ops, nor through an address taken anywhere
         * (a ref local made before the loop may reassign it from inside) */
        if (v->array_used[s] && unwritten_slot(f, v, s) && v->md_rank[s] != UINT8_MAX) {
            v->length[s] = entry_alloca(f, f->i64);
            for (uint32_t i = 0; i < v->md_rank[s]; i++) v->md_bounds[s][i] = entry_alloca(f, f->i32);
            any = true;
        }
    if (any) find_counter(f, v);
    emit_dispatch(f, v, any);
    if (!any) /* no second copy: its blocks go */
        for (uint32_t q = v->start; q < v->end; q++) {
            if (v->unchecked[q] && v->unchecked[q] != v->checked[q]) LLVMDeleteBasicBlock(v->unchecked[q]);
            if (v->polled[q]) LLVMDeleteBasicBlock(v->polled[q]);
        }
    if (any && !f->failed) {
        f->blocks = v->unchecked;
        f->version_fast = v;
        f->terminated = true;
        translate_range(f, v->start, v->end);
        jit_br(f, f->blocks[v->end]);
        f->version_fast = NULL;
        jit_note(f, "; Loop at code offsets %u-%u: a copy without null checks for arrays it does not reassign\n", v->start,
                 v->end);
        if (v->counted)
            jit_note(f, "; Loop at code offsets %u-%u: counted (slot %u %s %u, %s): no bounds checks on its index, a poll every %u iterations\n",
                     v->start, v->end, v->counter_slot, v->down ? "-=" : "+=", v->step,
                     v->down ? (v->inclusive ? ">=" : ">") : (v->inclusive ? "<=" : "<"), LOOP_CHUNK);
    }
    f->blocks = outside;
    f->terminated = true;
}

bool jit_loop_invariant_array(JitFn *f, uint32_t slot, LLVMValueRef *length) {
    if (f->version_scan && slot < f->slot_count) f->version_scan->array_used[slot] = 1;
    if (!f->version_fast || slot >= f->slot_count || !f->version_fast->length[slot]) return false;
    *length = jit_load(f, f->i64, f->version_fast->length[slot], 8);
    return true;
}

bool jit_loop_invariant_md_array(JitFn *f, uint32_t slot, uint32_t rank, LLVMValueRef *lengths, LLVMValueRef *lowers) {
    JitLoopVersion *scan = f->version_scan;
    if (scan && slot < f->slot_count) {
        scan->array_used[slot] = 1;
        uint8_t seen = scan->md_rank[slot];
        scan->md_rank[slot] = rank > JIT_LOOP_MAX_RANK || (seen && seen != rank) ? UINT8_MAX : (uint8_t)rank;
    }
    JitLoopVersion *v = f->version_fast;
    if (!v || slot >= f->slot_count || !v->length[slot] || v->md_rank[slot] != rank) return false;
    for (uint32_t r = 0; r < rank; r++) {
        lengths[r] = jit_load(f, f->i32, v->md_bounds[slot][r], 4);
        lowers[r] = jit_i32(f, 0); /* the second copy runs only for zero-based arrays */
    }
    return true;
}

void jit_loops_note_write(JitFn *f, uint32_t slot) {
    JitLoopVersion *v = f->version_scan;
    if (!v || slot >= f->slot_count) return;
    v->write_pc[slot] = v->write_pc[slot] == WRITE_NONE || v->write_pc[slot] == f->pc ? f->pc : WRITE_MANY;
}

bool jit_loop_index_in_range(JitFn *f, uint32_t array_slot, uint32_t rank, uint32_t dimension, uint32_t index_slot) {
    if (array_slot >= f->slot_count || rank > JIT_LOOP_MAX_RANK || dimension >= JIT_LOOP_MAX_RANK) return false;
    JitLoopVersion *scan = f->version_scan, *v = f->version_fast;
    if (scan) {
        if (scan->access_count == scan->access_capacity) {
            uint32_t capacity = scan->access_capacity ? 2 * scan->access_capacity : 16;
            LoopAccess *grown = realloc(scan->accesses, capacity * sizeof *grown);
            if (!grown) return false;
            scan->accesses = grown;
            scan->access_capacity = capacity;
        }
        scan->accesses[scan->access_count++] = (LoopAccess){array_slot, index_slot, f->pc, (uint8_t)rank, (uint8_t)dimension};
        return false;
    }
    /* in the second copy of a counted loop, before the step, the counter is within [0, n) */
    return v && v->counted && index_slot == v->counter_slot && f->pc >= v->start && f->pc < v->step_pc &&
           (v->in_range[array_slot] >> dimension & 1);
}

void jit_loops_free(JitFn *f) {
    for (uint32_t i = 0; i < f->version_count; i++) {
        JitLoopVersion *v = &f->versions[i];
        free(v->checked);
        free(v->unchecked);
        free(v->entries);
        free(v->dispatch);
        free(v->array_used);
        free(v->md_rank);
        free(v->polled);
        free(v->length);
        free(v->md_bounds);
        free(v->write_pc);
        free(v->accesses);
        free(v->in_range);
    }
    free(f->versions);
    f->versions = NULL;
    f->version_count = 0;
}
