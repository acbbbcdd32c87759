/* jit_internal.h — shared by the Tier1 compiler's files only (src/jit). */
#ifndef CORVID_JIT_INTERNAL_H
#define CORVID_JIT_INTERNAL_H

#include "jit/jit.h"
#include "interp/interp_internal.h"
#include <llvm-c/Core.h>
#include <llvm-c/Orc.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
#include <stdio.h>

/* How a value travels in the native calling convention (jit.h). */
typedef enum JitKind { JK_VOID, JK_I32, JK_I64, JK_F32, JK_F64, JK_REF, JK_VT } JitKind;

JitKind jit_kind_of(Type *type);
/* The kind of parameter `index` (0 = `this` when the method has one). */
uint32_t jit_param_count(Method *method);
JitKind jit_param_kind(Method *method, uint32_t index, uint32_t *slots);

/* What one LLVM module (one jit_compile) shares between the method's function and the
 * functions of its inlinees. */
#define JIT_MAX_INLINES 48
typedef struct JitModule {
    struct { Method *method; LLVMValueRef fn; bool may_throw; } inlines[JIT_MAX_INLINES];
    uint32_t inline_count;
    uint32_t inlined_words, inline_budget; /* typed-code words inlined so far / allowed */
    uint32_t next_name;
    char notes[4096]; /* "; GDV: ..." / "; Inlinee: ..." lines for the JitDisasm header */
    size_t notes_length;
} JitModule;

/* One function being translated. */
typedef struct JitFn {
    Thread *thread;
    Method *method;
    InterpMethod *im;
    const uintptr_t *code;
    LLVMContextRef ctx;
    LLVMModuleRef mod;
    LLVMBuilderRef b;
    LLVMValueRef fn;
    LLVMTypeRef fn_type;
    LLVMTypeRef i1, i8, i16, i32, i64, f32, f64, ptr, void_t;

    /* Frame: slots grouped into contiguous allocas (a value type's slots stay together). */
    uint32_t slot_count;
    uint32_t *group;       /* slot -> first slot of its group */
    uint32_t *group_end;   /* by first slot: one past its last slot */
    LLVMValueRef *group_alloca; /* by first slot */
    uint8_t *address_taken;     /* by slot: an LDADDR of it anywhere in the method */
    /* By slot: what its last write in the block being built left known, valid while that
     * block is built (any later write, jit_slot_addr, forgets it; jit_slot_fact reads it):
     *  - constant: the integer constant stored (a slot of its own), so the checks of a division
     *    by a constant or of an overflow of constants fold while the IR is built, before the
     *    cold blocks exist (an inlinee whose every throw folds away needs no pending-exception
     *    test in its caller);
     *  - wide_index: the 64-bit index INDEX_I8 clamped, which the bounds check compares as it is;
     *  - copy_of: 1 + the slot a MOV copied (a call's array argument: jit_loop_invariant_md_array
     *    looks at the local it came from). */
    struct JitSlotFact { LLVMBasicBlockRef block; LLVMValueRef constant, wide_index; uint32_t copy_of; } *slot_facts;
    LLVMTypeRef *slot_type; /* by slot: the type last stored to it, in translation order (jit_move_slot) */
    /* A method with filter clauses keeps its arguments and locals in one group in memory
     * (slots 0..argument_slots+local_slots): the first pass runs its filters in the
     * interpreter on their current values and writes them back (INTERP_FRAME_RECORD_SLOTS).
     * In OSR code that group is the interpreter frame's own slots. */
    bool variables_in_memory;
    LLVMValueRef buffer;   /* slot buffer for calls into C and the interpreter */
    LLVMValueRef localloc_blocks; /* Tier1 code with localloc: its heap blocks, freed on every exit */
    uint32_t buffer_slots;

    LLVMBasicBlockRef *blocks; /* by code offset: block starting there, or NULL */
    bool *in_loop;             /* by code offset: inside a backward branch's range (NULL: no loops) */
    bool *cold;                /* by code offset: never reached while the instrumented Tier0 code ran (NULL: no profile) */
    bool *filter_code;         /* by code offset: part of a filter block, left to the interpreter (NULL: none) */
    uint32_t pc;               /* the instruction being translated */
    LLVMBasicBlockRef exception_block;        /* where an exception raised at `pc` goes */
    LLVMBasicBlockRef method_exception_block; /* leaves the method with thread->exception set */
    LLVMBasicBlockRef throw_blocks[8];
    LLVMBasicBlockRef throw_blocks_for;       /* the exception_block throw_blocks lead to */

    /* Exception handling (jit_eh.c): dispatch chains by first covering clause, finally
     * continuations (ids stored in the clause's return slot) and the ENDFINALLY switches. */
    LLVMBasicBlockRef *dispatch;
    struct JitContinuation { uint32_t clause, id; LLVMBasicBlockRef block; } *continuations;
    uint32_t continuation_count, continuation_capacity;
    struct JitEndFinally { uint32_t clause; LLVMValueRef sw; } *end_finallys;
    uint32_t end_finally_count, end_finally_capacity;
    bool *eh_state_store;   /* by code offset: store the EH state there (control may arrive from another region) */
    LLVMValueRef *eh_saves; /* by clause: a finally's saved ThreadDispatch (jit_eh_finally_enter) */
    LLVMValueRef thread_value;
    LLVMValueRef hidden_result;
    LLVMValueRef shadow_record; /* this activation's frame record, cleared on every exit (jit_calls.c) */
    bool terminated; /* the current block has its terminator */
    bool poll_on_taken_branch; /* the next conditional branch polls on its taken edge (a loop's back-edge) */

    /* OSR: the function is `void osr(Thread *, Slot *frame)` entering at osr_pc (jit.h). */
    bool osr;
    uint32_t osr_pc;
    LLVMValueRef osr_frame;
    LLVMValueRef osr_interp_frame; /* the InterpFrame the OSR code runs for (its ip: entry, EH state) */
    /* OSR code of a method without clauses or localloc covers the loop nest of osr_pc only:
     * code offsets [osr_nest_start, osr_nest_end] and the counter stubs; a way out of it hands
     * the frame back to the interpreter (jit_compile.c emit_osr_exit). */
    bool osr_nest;
    uint32_t osr_nest_start, osr_nest_end;
    /* OSR entered in a loop nested in others: the entry loop [osr_entry_start, osr_entry_end)
     * is translated once more with its own blocks (osr_entry_blocks, by offset; the nest's for
     * the rest), the way in goes there, and its exits continue in the nest's code (jit_compile.c
     * plan_osr_entry_copy).  osr_entry_copy: that copy is being translated. */
    LLVMBasicBlockRef *osr_entry_blocks;
    /* OSR exits (jit_compile.c emit_osr_exit) share two blocks, filled in after translation with
     * the copies of the slots the code may have changed: osr_slot_written, by group, is set by
     * every jit_slot_addr except the copy-in's (osr_copying). */
    uint8_t *osr_slot_written;
    bool osr_copying;
    LLVMBasicBlockRef osr_exit_locals, osr_exit_all;
    uint32_t osr_entry_start, osr_entry_end;
    bool osr_entry_copy;
    JitOsrProgress *osr_progress; /* jit.h; NULL when nobody watches the compile */

    /* Loop versioning (jit_loops.c): innermost loops over arrays held in slots the loop never
     * writes get a second copy without those arrays' null checks and length loads, entered when
     * they are all non-null; the checked copy runs otherwise. */
    struct JitLoopVersion *versions;
    uint32_t version_count;
    struct JitLoopVersion *version_scan; /* its checked copy is being translated: record slot use */
    struct JitLoopVersion *version_fast; /* its unchecked copy is being translated */

    /* Inlining: the module-wide state, the function this one is inlined into (NULL for the
     * method itself) and the nesting depth. */
    JitModule *module;
    struct JitFn *parent;
    uint32_t depth;
    bool has_profile_guess; /* at least one GDV guard was emitted */
    bool has_localloc;      /* a dynamic alloca: no `tail` calls (they could see its memory) */

    /* The pending-exception checks after this method's direct calls to itself.  If nothing else
     * in the method can raise (no other use of method_exception_block), no activation ever
     * returns with an exception pending, so they are dropped (jit_calls.c). */
    LLVMValueRef recursion_checks[16];
    uint32_t recursion_check_count; /* > 16: too many to track, keep them all */

    bool failed;
    char *reason;
    size_t reason_size;
    uint32_t prof_kind;
} JitFn;

void jit_fail(JitFn *f, const char *format, ...) __attribute__((format(printf, 2, 3)));

/* jit_compile.c: the shape of typed code. */
uint32_t jit_op_length(const uintptr_t *code, uint32_t pc);
bool jit_falls_through(int op);
uint32_t jit_branch_target(const uintptr_t *code, uint32_t pc); /* UINT32_MAX: not a single-target branch */

/* jit_loops.c: loop versioning (see JitFn.versions). */
void jit_loops_plan(JitFn *f);       /* after the blocks exist: which loops, their entries and tables */
typedef void JitTranslateRange(JitFn *f, uint32_t from, uint32_t to);
void jit_loops_translate(JitFn *f, uint32_t index, JitTranslateRange *translate_range); /* both copies */
uint32_t jit_loop_start(const JitFn *f, uint32_t index);
uint32_t jit_loop_end(const JitFn *f, uint32_t index);
bool jit_loop_invariant_array(JitFn *f, uint32_t slot, LLVMValueRef *length); /* true: no null check, this length */
#define JIT_LOOP_MAX_RANK 4
/* a multi-dimensional array: true with its lengths and lower bounds (rank each) */
bool jit_loop_invariant_md_array(JitFn *f, uint32_t slot, uint32_t rank, LLVMValueRef *lengths, LLVMValueRef *lowers);
uint32_t jit_slot_copied_from(JitFn *f, uint32_t slot); /* the slot a MOV in this block copied it from, or slot */
void jit_loops_note_write(JitFn *f, uint32_t slot);
/* An array access's index `index_slot` in `dimension` (a vector: rank 0, dimension 0): true when
 * the second copy of a counted loop knows it is in range (no bounds check); records the access
 * while the checked copy is translated. */
bool jit_loop_index_in_range(JitFn *f, uint32_t array_slot, uint32_t rank, uint32_t dimension, uint32_t index_slot);
bool jit_loop_emit_counted(JitFn *f, uint32_t pc); /* a counted loop's step or test in its second copy */
/* At a loop back-edge's PATCHPOINT in a second copy: the edge in polls, the PATCHPOINT itself
 * does not (true: the builder is in its block) */
bool jit_loop_poll_block(JitFn *f, uint32_t pc);
void jit_loops_free(JitFn *f);
/* Counter stubs that branch back into [start, end) take that code's block in `table`. */
void jit_skip_counter_stubs(const JitFn *f, LLVMBasicBlockRef *table, uint32_t start, uint32_t end);
bool jit_slot_is_alone(JitFn *f, uint32_t slot);

/* jit_frame.c: slot analysis and slot access. */
bool jit_frame_analyze(JitFn *f);
void jit_frame_allocate(JitFn *f);
void jit_frame_free(JitFn *f); /* the slot tables of analyze and allocate */
struct JitSlotFact *jit_slot_fact(JitFn *f, uint32_t slot); /* for this block, or NULL; see slot_facts */
struct JitSlotFact *jit_slot_fact_set(JitFn *f, uint32_t slot); /* after a write: the slot's fact, now for this block */
void jit_frame_finish(JitFn *f); /* after translation: slots used at two widths become 8-byte slots */
LLVMValueRef jit_slot_addr(JitFn *f, uint32_t slot, uint32_t byte_offset, uint32_t size);
LLVMValueRef jit_load_slot(JitFn *f, uint32_t slot, LLVMTypeRef type);
void jit_store_slot(JitFn *f, uint32_t slot, LLVMValueRef value);
void jit_move_slot(JitFn *f, uint32_t dest, uint32_t src, bool int32);
void jit_copy_slots(JitFn *f, uint32_t dest, uint32_t src, uint32_t count);
void jit_slots_to_buffer(JitFn *f, uint32_t buffer_index, uint32_t slot, uint32_t count);
void jit_buffer_to_slots(JitFn *f, uint32_t slot, uint32_t buffer_index, uint32_t count);
void jit_clear_buffer(JitFn *f, uint32_t count); /* zero the first `count` buffer slots after a call */
LLVMValueRef jit_buffer_addr(JitFn *f, uint32_t index);

/* jit_emit.c: IR building helpers. */
LLVMValueRef jit_const_ptr(JitFn *f, const void *pointer);
LLVMValueRef jit_i32(JitFn *f, int64_t value);
LLVMValueRef jit_i64(JitFn *f, int64_t value);
LLVMValueRef jit_gep(JitFn *f, LLVMValueRef base, LLVMValueRef byte_offset);
LLVMValueRef jit_gep_const(JitFn *f, LLVMValueRef base, int64_t byte_offset);
LLVMValueRef jit_load(JitFn *f, LLVMTypeRef type, LLVMValueRef address, unsigned align);
LLVMValueRef jit_load_invariant(JitFn *f, LLVMTypeRef type, LLVMValueRef address, unsigned align);
LLVMValueRef jit_load_array_length(JitFn *f, LLVMValueRef array); /* invariant, < 2^31 */
void jit_store(JitFn *f, LLVMValueRef value, LLVMValueRef address, unsigned align);
/* Call a C function at a fixed address. */
LLVMValueRef jit_call_c(JitFn *f, const void *function, LLVMTypeRef ret, LLVMTypeRef *params, unsigned count,
                        LLVMValueRef *args);
LLVMBasicBlockRef jit_new_block(JitFn *f, const char *name);
void jit_position(JitFn *f, LLVMBasicBlockRef block);
void jit_br(JitFn *f, LLVMBasicBlockRef target);
/* Branch to `unlikely_target` when cond holds (weights tell LLVM it is cold). */
LLVMValueRef jit_br_unlikely(JitFn *f, LLVMValueRef cond, LLVMBasicBlockRef unlikely_target, LLVMBasicBlockRef likely_target);
void jit_loop_not_vectorized(JitFn *f, LLVMValueRef latch);
void jit_set_branch_weights(JitFn *f, LLVMValueRef br, uint32_t then_weight, uint32_t else_weight);
void jit_br_weighted(JitFn *f, LLVMValueRef cond, LLVMBasicBlockRef then_block, LLVMBasicBlockRef else_block,
                     uint32_t then_weight, uint32_t else_weight);
/* If `cond`, go to the exception path (the exception is raised by the caller of this). */
LLVMValueRef jit_check(JitFn *f, LLVMValueRef cond, LLVMBasicBlockRef cold); /* returns the branch */
void jit_check_throw(JitFn *f, LLVMValueRef cond, int kind); /* raise `kind` when cond; nothing when cond is false */

enum JitThrowKind { JIT_THROW_NULL, JIT_THROW_INDEX, JIT_THROW_OVERFLOW, JIT_THROW_DIVIDE, JIT_THROW_PENDING, JIT_THROW_KINDS };
LLVMBasicBlockRef jit_throw_block(JitFn *f, int kind);
void jit_null_check(JitFn *f, LLVMValueRef object);
LLVMValueRef jit_check_pending_exception(JitFn *f); /* returns the branch */
void jit_poll(JitFn *f);
LLVMValueRef jit_intrinsic(JitFn *f, const char *name, LLVMTypeRef *types, unsigned type_count, LLVMValueRef *args,
                           unsigned count);

/* jit_ops.c / jit_memory.c / jit_calls.c: translate one instruction at `pc`; false = stop (failed). */
bool jit_emit_arith(JitFn *f, int op, const uintptr_t *ip);
bool jit_emit_compare(JitFn *f, int op, const uintptr_t *ip, uint32_t pc);
bool jit_emit_convert(JitFn *f, int op, const uintptr_t *ip);
bool jit_emit_memory(JitFn *f, int op, const uintptr_t *ip);
bool jit_emit_object(JitFn *f, int op, const uintptr_t *ip);
bool jit_emit_call(JitFn *f, int op, const uintptr_t *ip, uint32_t pc);
/* A call of a multi-dimensional array's Get, Set or Address (runtime methods, II.14.2) inline;
 * false leaves it to the call (struct elements; a reference Set or Address, which check types). */
bool jit_emit_md_array_access(JitFn *f, Method *method, uint32_t base);

/* jit_compile.c: inlining. */
/* The internal function for `callee` translated into this module (alwaysinline), or NULL when it
 * is not a candidate (too big, loops, EH, recursive, ...). */
LLVMValueRef jit_inline_function(JitFn *f, Method *callee, bool *may_throw);
void jit_note(JitFn *f, const char *format, ...) __attribute__((format(printf, 2, 3)));

/* jit_eh.c: exception handling clauses (unwind by return, DESIGN.md "Exceptions"). */
bool jit_eh_supported(JitFn *f);
LLVMBasicBlockRef jit_eh_target(JitFn *f, uint32_t pc);
/* Before translating the instruction at pc: its exception target, and the EH state store where
 * control enters or leaves a try block there. */
void jit_eh_at(JitFn *f, uint32_t pc);
/* Control may flow from `from` to `to` (create_blocks): a store of the EH state at `to` if they
 * lie in different try blocks; jit_eh_analyze adds the handler entries. */
void jit_eh_edge(JitFn *f, uint32_t from, uint32_t to);
void jit_eh_analyze(JitFn *f);
/* After the prologue's record store (methods with clauses): the EH state of code offset 0, kept
 * next to the record. */
void jit_eh_record_init(JitFn *f);
/* Store `pc` as the frame record's EH state (methods with clauses). */
void jit_eh_set_state(JitFn *f, uint32_t pc);
bool jit_emit_eh(JitFn *f, int op, const uintptr_t *ip, uint32_t pc);
void jit_eh_finish(JitFn *f);
void jit_eh_free(JitFn *f);

/* jit_calls.c: native signatures and adapters. */
LLVMTypeRef jit_llvm_type(JitFn *f, JitKind kind);
LLVMTypeRef jit_native_type(JitFn *f, Method *method);
/* The adapter already made for `method`'s signature shape, or NULL; `shape` receives the shape
 * (callers hold the compile lock). */
JitAdapter jit_find_adapter(Method *method, char *shape, size_t shape_size);
/* Emit the adapter for f->method's shape into f->mod as `name`. */
LLVMValueRef jit_emit_adapter(JitFn *f, const char *name);
/* Keep `adapter` for every later method of `shape`. */
void jit_remember_adapter(const char *shape, JitAdapter adapter);
void jit_emit_prologue(JitFn *f);
/* jit_memory.c: frees the activation's heap localloc blocks (before each exit). */
void jit_localloc_release(JitFn *f);
void jit_emit_return(JitFn *f, int op, const uintptr_t *ip);
void jit_emit_exception_return(JitFn *f);
void jit_drop_recursion_checks(JitFn *f);

/* jit_compile.c: the lock every compile holds (LLVM's shared TargetMachine). */
void jit_compile_lock(bool lock);

/* jit_llvm.c: the process-wide LLJIT. */
LLVMTargetMachineRef jit_target_machine(void);
bool jit_llvm_finish(JitFn *f, const char *entry_name, const char *adapter_name,
                     bool disasm, JitCode *out, char *reason, size_t reason_size);

/* jit_log.c: JitStdOutFile, JitDisasm, JitDisasmSummary. */
FILE *jit_log_file(void);
bool jit_disasm_wanted(Method *method);
bool jit_summary_wanted(void);
bool jit_dump_ir_wanted(Method *method);
void jit_method_name(Method *method, char *buffer, size_t size);
void jit_log_result(Method *method, JitTier tier, bool ok, const JitCode *code, const char *reason);
/* "Re-tiering <method> (GDV miss N% at IL_xxxx: guessed <type>)" in the summary log (tier.h,
 * tier_gdv_miss_check) when the summary or the method's JitDisasm is wanted. */
void jit_log_retier(Method *method, uint32_t il_offset, const VTable *guess, uint32_t miss_percent);
void jit_log_retier_installed(Method *method, uint32_t il_offset, double since_miss_ms, double decide_ms,
                              double profile_ms, double compile_ms);

/* jit_helpers.c: C functions the generated code calls (addresses baked into the code). */
void jit_write_barrier_store(Object **slot, Object *value);
void jit_write_barrier_range(void *dest, size_t size);
bool jit_array_store_check(Thread *thread, Object *array, Object *value);
bool jit_array_element_type_check(Thread *thread, Object *array, Type *type);
Method *jit_resolve_virtual(Thread *thread, Object *object, Method *method);
Method *jit_resolve_interface(Thread *thread, Object *object, Method *method, void **site_cache);
bool jit_cast_allowed(Object *object, Type *type);
void jit_throw_cast(Thread *thread, Object *object, Type *type);
bool jit_unbox_check(Thread *thread, Object *object, Type *type);
void jit_unbox_nullable(Thread *thread, Object *object, Type *nullable, Slot *dest);
Object *jit_box_nullable(Thread *thread, Type *nullable, Slot *value);
uint64_t jit_convert_checked(Thread *thread, uint64_t bits, uint32_t kind);
void jit_throw(Thread *thread, Object *exception, Method *method);
void jit_rethrow(Thread *thread, Object *exception);
void jit_throw_message(Thread *thread, const char *type, const char *message);
void jit_throw_not_finite(Thread *thread);
bool jit_class_init(Thread *thread, Type *type);
Object *jit_new_object(Thread *thread, const VTable *vtable);
Object *jit_new_string(Thread *thread, int64_t length); /* String.FastAllocateString's slow path */
/* An object of `vtable` from the thread's allocation context inline (its memory is zeroed), the
 * helper(thread, helper_argument) when that is full or the type needs more (NULL vtable:
 * always the helper). */
LLVMValueRef jit_emit_new_object(JitFn *f, const VTable *vtable, const void *helper, LLVMValueRef helper_argument);
void jit_call_indirect(Thread *thread, Method *method, Slot *args);
enum { JIT_EH_PASS = -1, JIT_EH_UNHANDLED = -2 };
int32_t jit_eh_dispatch(Thread *thread, void *record);
void jit_eh_finally_enter(Thread *thread, ThreadDispatch *save);
void jit_eh_finally_leave(Thread *thread, ThreadDispatch *save);
Object *jit_new_multi_array(Thread *thread, Method *constructor, Slot *args);
/* Larger localloc blocks of Tier1 code come from the heap, as the interpreter's do. */
#define JIT_LOCALLOC_STACK_LIMIT 65536
void *jit_localloc(Thread *thread, void **blocks, uint64_t size);

#endif
