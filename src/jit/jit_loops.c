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
 */
#include "jit/jit_internal.h"
#include <stdlib.h>
#include <string.h>

enum { LOOPS_MAX = 8, LOOP_MAX_WORDS = 600 };

typedef struct JitLoopVersion {
    uint32_t start, end;            /* code offsets [start, end) */
    LLVMBasicBlockRef *checked;     /* block table of the checked copy */
    LLVMBasicBlockRef *unchecked;   /* block table of the second copy */
    uint32_t *entries;              /* offsets in the loop that code outside it reaches */
    LLVMBasicBlockRef *dispatch;    /* by entry */
    uint32_t entry_count;
    uint8_t *array_used, *written;  /* by slot, from the checked copy */
    uint8_t *md_rank;               /* by slot: rank of the multi-dimensional array it holds (UINT8_MAX: mixed) */
    LLVMBasicBlockRef *polled;      /* by offset: a back-edge PATCHPOINT's block in the second copy, */
                                    /* its table entry being a block that polls first (loop_poll_block) */
    LLVMValueRef *length;           /* by slot: alloca of the length loaded at the entry */
    LLVMValueRef (*md_bounds)[JIT_LOOP_MAX_RANK]; /* by slot: allocas of its lengths (its lower bounds are 0) */
} JitLoopVersion;

static bool is_array_op(const uintptr_t *ip) {
    int op = (int)ip[0];
    if (op >= OP_LDFLD_I1 && op <= OP_LDELEM_REF) return (op - OP_LDFLD_I1) % 5 == 4;
    if (op >= OP_STFLD_I1 && op <= OP_STELEM_REF) return (op - OP_STFLD_I1) % 4 == 3;
    /* a multi-dimensional array's Get/Set/Address is a call the compiler expands (jit_memory.c) */
    if (op == OP_CALL) {
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
        uint32_t target = jit_resolved_target(im, f->code, pc);
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
            continue; /* the loop's own back or inner edge (skip_stubs) */
        uint32_t target = jit_branch_target(code, pc);
        if (target != UINT32_MAX && target >= v->start && target < v->end) add_entry(v, target);
        if ((int)code[pc] == OP_SWITCH)
            for (uint32_t i = 0; i < code[pc + 2]; i++)
                if (code[pc + 3 + i] >= v->start && code[pc + 3 + i] < v->end) add_entry(v, (uint32_t)code[pc + 3 + i]);
    }
    if (falls_in) add_entry(v, v->start);
}

/* A branch from inside the loop to a taken-edge counter stub going back into it: straight to
 * the copy's block (the stub's PROFILE_COUNT is nothing in compiled code). */
static void skip_stubs(JitFn *f, JitLoopVersion *v, LLVMBasicBlockRef *table) {
    const InterpMethod *im = f->im;
    for (uint32_t pc = main_code_end(im); pc < im->code_size; pc += jit_op_length(f->code, pc))
        if ((int)f->code[pc] == OP_PROFILE_COUNT && pc + 3 < im->code_size && (int)f->code[pc + 2] == OP_BR) {
            uint32_t target = (uint32_t)f->code[pc + 3];
            if (target >= v->start && target < v->end && table[target]) table[pc] = table[target];
        }
}

void jit_loops_plan(JitFn *f) {
    const InterpMethod *im = f->im;
    if (im->clause_count || f->filter_code || f->parent) return;
    uint32_t code_end = main_code_end(im);
    for (uint32_t pc = 0; pc < code_end && f->version_count < LOOPS_MAX; pc += jit_op_length(f->code, pc)) {
        uint32_t start = jit_resolved_target(im, f->code, pc);
        if (start == UINT32_MAX || start > pc) continue;
        /* the loop of header `start`: up to its last back-edge */
        uint32_t last = pc;
        for (uint32_t q = pc + jit_op_length(f->code, pc); q < code_end; q += jit_op_length(f->code, q))
            if (jit_resolved_target(im, f->code, q) == start) last = q;
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
        skip_stubs(f, v, v->checked);
        /* The second copy polls on the edges into its back-edge test from inside the loop, not
         * at the test: after LLVM rotates the loop the poll ends the body instead of starting
         * it, so the checks of loop-invariant indices head the loop and unswitch out of it. */
        v->polled = calloc(im->code_size + 1, sizeof(LLVMBasicBlockRef));
        for (uint32_t q = start; q < end; q += jit_op_length(f->code, q)) {
            uint32_t next = q + jit_op_length(f->code, q);
            if ((int)f->code[q] != OP_PATCHPOINT || !v->unchecked[q] || next >= end) continue;
            uint32_t target = jit_resolved_target(im, f->code, next);
            if (target == UINT32_MAX || target > next || target < start || (int)f->code[next] == OP_BR) continue;
            v->polled[q] = v->unchecked[q];
            v->unchecked[q] = jit_new_block(f, "unchecked_poll");
        }
        skip_stubs(f, v, v->unchecked);
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
        v->written = calloc(f->slot_count, 1);
        v->md_rank = calloc(f->slot_count, 1);
        v->length = calloc(f->slot_count, sizeof(LLVMValueRef));
        v->md_bounds = calloc(f->slot_count, sizeof *v->md_bounds);
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
        jit_br(f, v->polled[pc] ? v->polled[pc] : v->unchecked[pc]); /* the way in skips the back-edge poll */
    }
}

bool jit_loop_poll_block(JitFn *f, uint32_t pc) {
    JitLoopVersion *v = f->version_fast;
    if (!v || pc < v->start || pc >= v->end || !v->polled[pc]) return false;
    jit_br(f, v->unchecked[pc]);
    jit_position(f, v->unchecked[pc]);
    jit_poll(f);
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
        if (v->array_used[s] && !v->written[s] && !f->address_taken[s] && jit_slot_is_alone(f, s) && v->md_rank[s] != UINT8_MAX) {
            v->length[s] = entry_alloca(f, f->i64);
            for (uint32_t i = 0; i < v->md_rank[s]; i++) v->md_bounds[s][i] = entry_alloca(f, f->i32);
            any = true;
        }
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
    if (f->version_scan && slot < f->slot_count) f->version_scan->written[slot] = 1;
}

void jit_loops_free(JitFn *f) {
    for (uint32_t i = 0; i < f->version_count; i++) {
        JitLoopVersion *v = &f->versions[i];
        free(v->checked);
        free(v->unchecked);
        free(v->entries);
        free(v->dispatch);
        free(v->array_used);
        free(v->written);
        free(v->md_rank);
        free(v->polled);
        free(v->length);
        free(v->md_bounds);
    }
    free(f->versions);
    f->versions = NULL;
    f->version_count = 0;
}
