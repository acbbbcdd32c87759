/* interp_internal.h — shared by the transcoder and the interpreter loop only. */
#ifndef CORVID_INTERP_INTERNAL_H
#define CORVID_INTERP_INTERNAL_H

#include "interp/interp.h"
#include "loader/loader_internal.h"

enum InterpOpcode {
#define INTERP_OP(name, operands) OP_##name,
#include "interp/interp_ops.def"
#undef INTERP_OP
    OP_COUNT
};

extern const uint8_t interp_op_operands[OP_COUNT];

typedef struct InterpClause {
    uint32_t kind; /* META_CLAUSE_* */
    uint32_t try_start, try_end;  /* code offsets (words) */
    uint32_t handler_start, handler_end;
    uint32_t filter_start;
    Type *catch_type;
    uint32_t stack_slot;     /* where the handler finds the exception (catch/filter) */
    uint32_t exception_slot; /* catch: the exception kept for rethrow */
    uint32_t return_slot;    /* finally: the CALL_FINALLY return address */
} InterpClause;

struct InterpMethod {
    Method *method;
    uintptr_t *code;        /* direct-threaded: opcode words are label addresses */
    uintptr_t *typed_code;  /* the same code before threading: opcode numbers, branch targets as
                               code offsets; what the Tier1 compiler translates */
    uint32_t code_size;
    uint32_t taken_counters_start; /* instrumented code: where the taken-edge counters begin
                                      (each PROFILE_COUNT; BR back into the method); else code_size */
    uint32_t argument_slots, local_slots, frame_slots;
    uint32_t clause_count;
    InterpClause *clauses;
    uint32_t *il_offsets; /* by code word: IL offset of the instruction (for diagnostics) */
    uint8_t *empty_stack; /* bit per code word: an IL instruction starts there with an empty
                             evaluation stack (no temporary slot holds a value); OSR exits */
    bool has_loops;       /* has a backward branch (a PATCHPOINT) */
    bool instrumented;    /* records a Dynamic PGO profile (Tier0 instrumented code) */
    /* No managed calls, no loops, no clauses and at most SMALL_LEAF_IL_BYTES of IL (a getter,
     * Unsafe.As, Span's indexer): calls from interpreted code do not count toward tier-up.
     * Compiling one on its own costs 2-3 ms of LLVM time and saves the interpreter a few
     * instructions per call, and its callers inline it once they are compiled; calls from
     * compiled code (that did not inline it) still count.  A method that calls is no leaf: a
     * recursive one (fib) has only interpreted callers and would never tier up. */
    bool small_leaf;
    volatile bool osr_ready; /* an OSR version of this code is compiled: a frame asks at its first
                                back-edge, not after DOTNET_TC_OnStackReplacement_InitialCounter */
    bool profile_exclusion_root; /* CORVID_ProfileExclude matched its method */
};

typedef struct InterpFrame InterpFrame;
struct InterpFrame {
    InterpMethod *imethod;
    Slot *fp;
    const uintptr_t *ip; /* the instruction running (calls: the call instruction) */
    InterpFrame *parent;
    void *localloc_blocks; /* malloc'd localloc memory freed when the frame returns */
    bool is_entry;         /* the first frame of an interp_execute call (a native boundary) */
    const uintptr_t *return_ip; /* where this frame resumes when its callee returns */
    int32_t osr_counter;        /* back-edges left before the next OSR patchpoint check */
    bool is_entry_filter;       /* a filter running on a copy of its frame: never OSR */
    uintptr_t native_sp;        /* entry frames: the native stack address of the activation */
};

/* Compiled methods mark their activations with two words {INTERP_FRAME_RECORD_MAGIC,
 * InterpMethod*} in their native frame (jit_calls.c); the stack walker (interp.c) scans the
 * native stack for them and orders them among interpreted frames by native address.  A record
 * counts only if its InterpMethod was registered by the compiler.  Methods with EH clauses have a
 * third word, their EH state: a code offset whose covering try blocks are those of the code the
 * frame runs (jit_eh.c updates it where control enters or leaves a try block), which the
 * exception's first pass reads as the interpreter reads InterpFrame.ip. */
#define SMALL_LEAF_IL_BYTES 32
#define INTERP_FRAME_RECORD_MAGIC 0x436f72766964465full
#define INTERP_FRAME_RECORD_PC 2 /* index of the EH state word */
/* Methods with filter clauses have a fourth word: the address of their argument and local slots,
 * laid out as in an interpreter frame and kept in memory, so the first pass runs a filter on
 * their current values and copies them back (run_filter). */
#define INTERP_FRAME_RECORD_SLOTS 3
void interp_register_frame_record(InterpMethod *im);

/* Conversion kinds for OP_CONV / OP_CONV_OVF: source stack type * 16 + target. */
enum { CONV_FROM_I4 = 0, CONV_FROM_I8 = 1, CONV_FROM_R4 = 2, CONV_FROM_R8 = 3, CONV_FROM_U4 = 4, CONV_FROM_U8 = 5 };
/* CALL_MD_ARRAY (a multi-dimensional array's Get or Set of rank 2 and up, inline): its third
 * operand holds the access (0 Get, 1 Set) in bit 0, how an element becomes a slot in bits 1-2,
 * the rank in bits 3-10 and the element size (1-8) from bit 11. */
enum { MD_ARRAY_ZERO_EXTEND, MD_ARRAY_SIGN_EXTEND_1, MD_ARRAY_SIGN_EXTEND_2, MD_ARRAY_REFERENCE };

enum { CONV_TO_I1, CONV_TO_U1, CONV_TO_I2, CONV_TO_U2, CONV_TO_I4, CONV_TO_U4, CONV_TO_I8, CONV_TO_U8,
       CONV_TO_R4, CONV_TO_R8, CONV_TO_R_UN };

InterpMethod *interp_get_method(Thread *thread, Method *method);
/* Where the branch at `pc` of the typed code goes, seen through instrumented code's taken-edge
 * counter stub (PROFILE_COUNT; BR target, after the method's last block); UINT32_MAX for an
 * instruction that is no single-target branch. */
uint32_t interp_typed_branch_target(const InterpMethod *im, uint32_t pc);
/* localloc memory owned by a frame (ECMA-335 III.3.47): a zeroed, 16-aligned block pushed on
 * `*blocks` (InterpFrame.localloc_blocks, or a compiled activation's list); NULL over the
 * 1 GB limit, which every tier reports as a stack overflow, or out of memory.
 * interp_localloc_free releases a whole list when its frame is left. */
void *interp_localloc(void **blocks, uint64_t size);
void interp_localloc_free(void **blocks);
InterpMethod *interp_transcode(Thread *thread, Method *method);
/* Publish `profile` as the method's (Method.profile) and on the recorded-profile list. */
void interp_record_profile(Method *method, MethodProfile *profile);
/* Transcode with Dynamic PGO probes: class histograms before virtual and interface calls,
 * taken/not-taken counters on conditional branches (into Method.profile). */
InterpMethod *interp_transcode_instrumented(Thread *thread, Method *method);
const void *const *interp_labels(void);

#endif
