/*
 * jit_llvm.c — the process's one ORC LLJIT, the optimization pipelines, assembly listings.
 * Callers hold the compile lock (jit_compile.c), so the shared TargetMachine is used by one
 * thread at a time; ORC itself is thread-safe.
 */
#include "jit/jit_internal.h"
#include <llvm-c/Support.h>
#include <llvm-c/Analysis.h>
#include <llvm-c/Error.h>
#include <llvm-c/LLJIT.h>
#include <llvm-c/OrcEE.h>
#include <llvm-c/Object.h>
#include <llvm-c/Transforms/PassBuilder.h>
#include <pthread.h>
#include <sys/mman.h>
#include <unistd.h>
#include <stdlib.h>
#include <string.h>

static LLVMOrcLLJITRef lljit;
static LLVMOrcJITDylibRef dylib;
static LLVMTargetMachineRef machine;
static char *triple;

static void take_error(LLVMErrorRef error, char *out, size_t size) {
    char *message = LLVMGetErrorMessage(error);
    snprintf(out, size, "%s", message);
    LLVMDisposeErrorMessage(message);
}

static pthread_mutex_t init_lock = PTHREAD_MUTEX_INITIALIZER;

/* Code size: the object file of each module passes through ORC's object transform layer on
 * the thread that looks the entry up (callers hold the compile lock); the method's function
 * symbols (its entry and any inlinee left out of line, not the adapter) are summed. */
static uint32_t measured_code_size;

static LLVMErrorRef measure_object(void *context, LLVMMemoryBufferRef *object) {
    (void)context;
    char *message = NULL;
    LLVMBinaryRef binary = LLVMCreateBinary(*object, NULL, &message);
    if (!binary) {
        LLVMDisposeMessage(message);
        return LLVMErrorSuccess;
    }
    uint64_t total = 0;
    LLVMSymbolIteratorRef it = LLVMObjectFileCopySymbolIterator(binary);
    for (; !LLVMObjectFileIsSymbolIteratorAtEnd(binary, it); LLVMMoveToNextSymbol(it)) {
        const char *name = LLVMGetSymbolName(it);
        if (name && (strncmp(name, "corvid_m", 8) == 0 || strncmp(name, "corvid_i", 8) == 0)) total += LLVMGetSymbolSize(it);
    }
    LLVMDisposeSymbolIterator(it);
    LLVMDisposeBinary(binary);
    measured_code_size = (uint32_t)total;
    return LLVMErrorSuccess;
}

/* ---- the code region: where every object's sections go ----
 *
 * One reserved range of address space holds all compiled code and its data, so every reference
 * between them is within ±2 GB and the code is generated with the small code model (PIC):
 * direct `call rel32` between compiled functions (a method calling itself, out-of-line inlinees)
 * and RIP-relative constant-pool loads, where the large model needs a 64-bit immediate in a
 * register first.  Calls into the runtime keep their absolute addresses (jit_emit.c constants);
 * what LLVM's lowering calls by name (memcpy, fmod) goes through RuntimeDyld's call trampolines
 * and GOT, which live in these sections too.  Three arenas: code (RX once finalized), read-only data (R) and
 * writable data (RW).  Each object's code and read-only data start on a fresh page, so a page is
 * never made writable again while another thread may run code on it (W^X per page); compiled
 * code is never freed (DESIGN.md).  Callers hold the compile lock (RuntimeDyld allocates and
 * finalizes inside LLVMOrcLLJITLookup), so one object is in flight at a time: finalizing every
 * arena at once finalizes exactly that object.  Without the reservation (an address-space
 * limit) ORC's own memory manager and the large code model are used. */
typedef struct CodeArena {
    uint8_t *start, *end;
    uint8_t *next;         /* first free byte */
    uint8_t *finalized;    /* below: final protection (page-aligned) */
    uint8_t *writable_end; /* [finalized, writable_end) is read-write (page-aligned) */
    int protection;        /* once finalized */
} CodeArena;
static uint8_t *code_region; /* NULL: no region, code uses the large code model instead */
static size_t code_region_bytes;
static CodeArena code_arena, rodata_arena, rwdata_arena;
static size_t page_size;

static uint8_t *round_up_to_page(const uint8_t *p) {
    return (uint8_t *)(((uintptr_t)p + page_size - 1) & ~(page_size - 1));
}

static CodeArena code_arena_at(uint8_t *start, size_t bytes, int protection) {
    return (CodeArena){start, start + bytes, start, start, start, protection};
}

/* 1 GB of address space if the process may have it, else less (an RLIMIT_AS counts the
 * reservation even though none of it is committed); false if not even 64 MB. */
static bool code_region_reserve(void) {
    page_size = (size_t)sysconf(_SC_PAGESIZE);
    for (size_t bytes = (size_t)1 << 30; bytes >= ((size_t)64 << 20); bytes /= 4) {
        uint8_t *base = mmap(NULL, bytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (base == MAP_FAILED) continue;
        code_region = base;
        code_region_bytes = bytes;
        thread_add_managed_code_range((uintptr_t)base, (uintptr_t)base + bytes / 2); /* the code arena */
        code_arena = code_arena_at(base, bytes / 2, PROT_READ | PROT_EXEC);
        rodata_arena = code_arena_at(base + bytes / 2, bytes / 4, PROT_READ);
        rwdata_arena = code_arena_at(base + bytes / 2 + bytes / 4, bytes / 4, PROT_READ | PROT_WRITE);
        return true;
    }
    return false;
}

/* Make the arena writable up to `end` (page-aligned); false if the kernel refuses. */
static bool code_arena_commit(CodeArena *arena, uint8_t *end) {
    if (end <= arena->writable_end) return true;
    if (mprotect(arena->writable_end, (size_t)(end - arena->writable_end), PROT_READ | PROT_WRITE)) return false;
    arena->writable_end = end;
    return true;
}

static uint8_t *code_arena_allocate(CodeArena *arena, uintptr_t size, unsigned alignment) {
    uintptr_t align = alignment ? alignment : 16;
    uint8_t *at = (uint8_t *)(((uintptr_t)arena->next + align - 1) & ~(align - 1));
    if (size > (uintptr_t)(arena->end - at) || !code_arena_commit(arena, round_up_to_page(at + size))) return NULL;
    arena->next = at + size;
    return at;
}

/* The object's pages get their final protection and the next object starts on a fresh page;
 * writable data needs neither, so objects share its pages. */
static bool code_arena_finalize(CodeArena *arena) {
    if (arena->protection == (PROT_READ | PROT_WRITE)) return true;
    uint8_t *end = round_up_to_page(arena->next);
    if (end > arena->finalized && mprotect(arena->finalized, (size_t)(end - arena->finalized), arena->protection))
        return false;
    arena->next = arena->finalized = end;
    if (arena->writable_end < end) arena->writable_end = end;
    return true;
}

/* RuntimeDyld treats a failed allocation as fatal, so before an object is linked every arena is
 * made writable for more than the object can ask of it: its size, which bounds its sections,
 * plus 64 KB for RuntimeDyld's call trampolines and GOT entries.  A full region or a refused
 * mprotect then fails this compile only. */
static bool code_region_prepare(size_t object_size, char *reason, size_t reason_size) {
    size_t need = object_size + ((size_t)64 << 10);
    CodeArena *arenas[3] = {&code_arena, &rodata_arena, &rwdata_arena};
    for (int i = 0; i < 3; i++) {
        CodeArena *arena = arenas[i];
        if (need > (size_t)(arena->end - arena->next)) {
            snprintf(reason, reason_size, "the compiled-code region (%zu MB) is full", code_region_bytes >> 20);
            return false;
        }
        if (!code_arena_commit(arena, round_up_to_page(arena->next + need))) {
            snprintf(reason, reason_size, "cannot commit memory for compiled code");
            return false;
        }
    }
    return true;
}

static void *region_create_context(void *unused) {
    return unused;
}
static void region_notify_terminating(void *unused) {
    (void)unused;
}
static void region_destroy(void *unused) {
    (void)unused; /* compiled code is never freed */
}
static uint8_t *region_allocate_code(void *unused, uintptr_t size, unsigned alignment, unsigned id, const char *name) {
    (void)unused, (void)id, (void)name;
    return code_arena_allocate(&code_arena, size, alignment);
}
static uint8_t *region_allocate_data(void *unused, uintptr_t size, unsigned alignment, unsigned id, const char *name,
                                     LLVMBool read_only) {
    (void)unused, (void)id, (void)name;
    return code_arena_allocate(read_only ? &rodata_arena : &rwdata_arena, size, alignment);
}
static LLVMBool region_finalize(void *unused, char **message) {
    (void)unused;
    if (code_arena_finalize(&code_arena) && code_arena_finalize(&rodata_arena) && code_arena_finalize(&rwdata_arena))
        return 0;
    *message = strdup("mprotect of compiled code failed");
    return 1;
}

static LLVMOrcObjectLayerRef create_object_layer(void *unused, LLVMOrcExecutionSessionRef session, const char *target) {
    (void)unused, (void)target;
    return LLVMOrcCreateRTDyldObjectLinkingLayerWithMCJITMemoryManagerLikeCallbacks(
        session, NULL, region_create_context, region_notify_terminating, region_allocate_code, region_allocate_data,
        region_finalize, region_destroy);
}

static bool init_locked(char *error, size_t error_size) {
    if (machine) return true;
    if (LLVMInitializeNativeTarget() || LLVMInitializeNativeAsmPrinter()) {
        snprintf(error, error_size, "LLVM cannot target this machine");
        return false;
    }
    /* No loop strength reduction: it rewrites an address like gs[i % 3] as a pointer that
     * walks on past the array (gs + 24 + 8 * i, less 24 * (i / 3) at each access), and once the
     * array's own address is no longer live the conservative scan of compiled frames
     * (gc_roots.c) finds nothing pointing into the array: a collection moved it under the loop
     * (cs/iface_default_dispatch, Tier1 code under GC stress).  x86 addressing modes do most of
     * what it would; what is left are precise stack maps (LLVM statepoints). */
    const char *options[] = {"corvid", "-disable-lsr"};
    LLVMParseCommandLineOptions(2, options, NULL);
    LLVMOrcLLJITBuilderRef builder = LLVMOrcCreateLLJITBuilder();
    if (code_region_reserve()) LLVMOrcLLJITBuilderSetObjectLinkingLayerCreator(builder, create_object_layer, NULL);
    LLVMErrorRef err = LLVMOrcCreateLLJIT(&lljit, builder);
    if (err) {
        take_error(err, error, error_size);
        lljit = NULL;
        return false;
    }
    dylib = LLVMOrcLLJITGetMainJITDylib(lljit);
    LLVMOrcObjectTransformLayerSetTransform(LLVMOrcLLJITGetObjTransformLayer(lljit), measure_object, NULL);
    /* what LLVM's lowering calls by name (fmod for frem, memcpy, memset) comes from the process */
    LLVMOrcDefinitionGeneratorRef generator;
    err = LLVMOrcCreateDynamicLibrarySearchGeneratorForProcess(&generator, LLVMOrcLLJITGetGlobalPrefix(lljit), NULL, NULL);
    if (err) {
        take_error(err, error, error_size);
        return false;
    }
    LLVMOrcJITDylibAddGenerator(dylib, generator);
    triple = LLVMGetDefaultTargetTriple();
    LLVMTargetRef target;
    char *message = NULL;
    if (LLVMGetTargetFromTriple(triple, &target, &message)) {
        snprintf(error, error_size, "%s", message ? message : "unknown target");
        LLVMDisposeMessage(message);
        return false;
    }
    char *cpu = LLVMGetHostCPUName(), *features = LLVMGetHostCPUFeatures();
    machine = LLVMCreateTargetMachine(target, triple, cpu, features, LLVMCodeGenLevelDefault,
                                      /* the code region keeps everything near; without it anything may be far */
                                      code_region ? LLVMRelocPIC : LLVMRelocDefault,
                                      code_region ? LLVMCodeModelSmall : LLVMCodeModelJITDefault);
    LLVMDisposeMessage(cpu);
    LLVMDisposeMessage(features);
    if (!machine) snprintf(error, error_size, "cannot create a target machine for %s", triple);
    return machine != NULL;
}

bool jit_init(char *error, size_t error_size) {
    pthread_mutex_lock(&init_lock);
    bool ok = init_locked(error, error_size);
    pthread_mutex_unlock(&init_lock);
    return ok;
}

LLVMTargetMachineRef jit_target_machine(void) {
    return machine;
}

static void print_assembly(JitFn *f, JitTier tier) {
    LLVMModuleRef clone = LLVMCloneModule(f->mod);
    LLVMMemoryBufferRef buffer = NULL;
    char *message = NULL;
    char name[1024];
    jit_method_name(f->method, name, sizeof name);
    FILE *out = jit_log_file();
    flockfile(out);
    char *cpu = LLVMGetTargetMachineCPU(machine);
    fprintf(out, "; Assembly listing for method %s (%s)\n; Emitting code for %s by the corvid Tier1 compiler (LLVM 16, -O2)\n",
            name, tier == JIT_TIER1_OSR ? "Tier1-OSR" : "Tier1", cpu);
    LLVMDisposeMessage(cpu);
    fprintf(out, "; %s code%s\n", tier == JIT_TIER1_OSR ? "OSR variant (Tier1-OSR)" : "Tier1",
            !f->method->profile         ? ""
            : f->method->static_profile ? " with Static PGO data (DOTNET_ReadPGOData)"
                                        : " with Dynamic PGO data");
    if (f->module && f->module->notes_length) fwrite(f->module->notes, 1, f->module->notes_length, out);
    else fputs("; no GDV guards, no inlinees\n", out);
    if (LLVMTargetMachineEmitToMemoryBuffer(machine, clone, LLVMAssemblyFile, &message, &buffer)) {
        fprintf(out, "; (no listing: %s)\n", message ? message : "?");
        LLVMDisposeMessage(message);
    } else {
        fwrite(LLVMGetBufferStart(buffer), 1, LLVMGetBufferSize(buffer), out);
        LLVMDisposeMemoryBuffer(buffer);
    }
    fputc('\n', out);
    fflush(out);
    funlockfile(out);
    LLVMDisposeModule(clone);
}

/* The optimization pipelines (jit_llvm_finish says which code gets which).  Every function of the
 * module (the method and the callees it inlines) gets SROA before the inliner, as LLVM's own
 * pipeline simplifies a callee before inlining it: the inliner then copies few allocas, and adds
 * few lifetime markers (InlineFunction's lifetime.start/end and Intrinsic::getDeclaration were
 * ~3 % of compile time, SROA after inlining 13 %): -3.2 % instructions over the ~470 compiles of
 * hello world with TieredCompilation=0, -18 % over words' Dictionary methods.  SROA runs twice: the
 * first leaves the slots of inlined span and tuple code in memory (an inlinee's slots reached
 * through selects and copies that instcombine and simplifycfg fold first), and the second
 * promotes them: CoreLib's UInt32ToDecChars 177 -> 125 instructions, 41 -> 8 stack accesses,
 * no 4-byte store read back as 8 bytes (a store-forwarding stall) in its loop. */
static const char loop_pipeline[] =
    "function(sroa),always-inline,function(sroa,early-cse<memssa>,instcombine,simplifycfg,sroa,jump-threading,correlated-propagation,"
    "loop-mssa(loop-rotate,licm,simple-loop-unswitch),simplifycfg,indvars,gvn,sccp,instcombine,dse,adce,loop-vectorize,"
    "slp-vectorizer,simplifycfg,instcombine,loop-mssa(licm),simplifycfg)";
/* The same in two runs for OSR code, so that a compile the frame no longer waits for stops
 * between them too (osr_abandoned): the inlining and clean-up part, then the loop part. */
static const char loop_pipeline_first[] =
    "function(sroa),always-inline,function(sroa,early-cse<memssa>,instcombine,simplifycfg,sroa,jump-threading,correlated-propagation)";
static const char loop_pipeline_second[] =
    "function(loop-mssa(loop-rotate,licm,simple-loop-unswitch),simplifycfg,indvars,gvn,sccp,instcombine,dse,adce,"
    "loop-vectorize,slp-vectorizer,simplifycfg,instcombine,loop-mssa(licm),simplifycfg)";
static const char straight_pipeline[] = "function(sroa),always-inline,function(sroa,early-cse<memssa>,instcombine,simplifycfg,sroa,"
                                        "jump-threading,correlated-propagation,gvn,sccp,dse,adce,instcombine,simplifycfg)";

/* Code generation with the same TargetMachine as the passes, then the object goes to ORC for
 * linking: LLJIT's own compile layer would build a second X86Subtarget (~2.6M instructions of a
 * cold first compile: feature bits, lowering tables).  Consumes `mod`. */
static bool emit_object(LLVMModuleRef mod, char *reason, size_t reason_size) {
    char *message = NULL;
    LLVMMemoryBufferRef object = NULL;
    bool failed = LLVMTargetMachineEmitToMemoryBuffer(machine, mod, LLVMObjectFile, &message, &object);
    LLVMDisposeModule(mod);
    if (failed) {
        snprintf(reason, reason_size, "internal: code generation failed: %.300s", message ? message : "");
        LLVMDisposeMessage(message);
        return false;
    }
    if (code_region && !code_region_prepare(LLVMGetBufferSize(object), reason, reason_size)) {
        LLVMDisposeMemoryBuffer(object);
        return false;
    }
    LLVMErrorRef err = LLVMOrcLLJITAddObjectFile(lljit, dylib, object);
    if (err) {
        take_error(err, reason, reason_size);
        return false;
    }
    return true;
}

/* An OSR compile whose frame has left the loop nest stops at the next of these points (jit.h). */
static bool osr_abandoned(JitFn *f, char *reason, size_t reason_size) {
    if (!f->osr_progress || !__atomic_load_n(&f->osr_progress->abandon, __ATOMIC_ACQUIRE)) return false;
    snprintf(reason, reason_size, "abandoned: the frame left the loop nest");
    LLVMDisposeModule(f->mod);
    return true;
}

bool jit_llvm_finish(JitFn *f, const char *entry_name, const char *adapter_name,
                     bool disasm, JitCode *out, char *reason, size_t reason_size) {
    if (osr_abandoned(f, reason, reason_size)) return false;
    char *message = NULL;
    if (LLVMVerifyModule(f->mod, LLVMReturnStatusAction, &message)) {
        snprintf(reason, reason_size, "internal: invalid IR: %.300s", message ? message : "");
        if (getenv("CORVID_JitDumpBadIR")) {
            fprintf(stderr, "%s\n", message);
            LLVMDumpModule(f->mod);
        }
        LLVMDisposeMessage(message);
        LLVMDisposeModule(f->mod);
        return false;
    }
    LLVMDisposeMessage(message);
    LLVMSetTarget(f->mod, triple);
    LLVMTargetDataRef layout = LLVMCreateTargetDataLayout(machine);
    LLVMSetModuleDataLayout(f->mod, layout);
    LLVMDisposeTargetData(layout);
    LLVMPassBuilderOptionsRef options = LLVMCreatePassBuilderOptions();
    /* A method without loops (its inlinees have none either: jit_compile.c inlines only loop-free
     * callees) gets a function-level pipeline: its callees are already inlined here, the
     * IR-level inliner, the loop passes and the module passes of -O2 have nothing to do but cost
     * ~1.5 ms a compile.  Same code for fib and drift's Process; a warm compile of fib
     * ~8 -> ~3 ms. */
    /* Code with loops — OSR code (a loop nest a frame is running in the interpreter, and waiting
     * for its compile) and Tier1 methods with loops (CoreLib's Memmove, Dictionary.FindValue and
     * TryInsert, which warm-ups queue first) — gets the passes that shape array loops (rotation,
     * LICM, unswitching, induction variables, GVN, loop and SLP vectorization) without the rest of
     * -O2: ~5 instead of ~12 ms of passes on matmul's nest or Queens, the same or faster code on
     * the kernels (matjag 800: 153 vs 168 ms, sieve 171 vs 188).  SLP vectorization is what
     * n-body's Advance needs from -O2 (x/y/z in pairs): without it ~10 % slower, with it the
     * same (docs/TIERING.md). */
    const char *pipeline = f->osr ? loop_pipeline_first : f->im->has_loops ? loop_pipeline : straight_pipeline;
    LLVMErrorRef err = LLVMRunPasses(f->mod, pipeline, machine, options);
    if (!err && f->osr) {
        if (osr_abandoned(f, reason, reason_size)) {
            LLVMDisposePassBuilderOptions(options);
            return false;
        }
        err = LLVMRunPasses(f->mod, loop_pipeline_second, machine, options);
    }
    LLVMDisposePassBuilderOptions(options);
    if (err) {
        take_error(err, reason, reason_size);
        LLVMDisposeModule(f->mod);
        return false;
    }
    if (jit_dump_ir_wanted(f->method)) {
        char *text = LLVMPrintModuleToString(f->mod);
        FILE *log = jit_log_file();
        fputs(text, log);
        fflush(log);
        LLVMDisposeMessage(text);
    }
    if (osr_abandoned(f, reason, reason_size)) return false;
    if (disasm) print_assembly(f, f->osr ? JIT_TIER1_OSR : JIT_TIER1);
    if (!emit_object(f->mod, reason, reason_size)) return false;
    LLVMOrcExecutorAddress entry = 0, adapter = 0;
    measured_code_size = 0;
    err = LLVMOrcLLJITLookup(lljit, &entry, entry_name);
    if (!err && adapter_name) err = LLVMOrcLLJITLookup(lljit, &adapter, adapter_name);
    if (err) {
        take_error(err, reason, reason_size);
        return false;
    }
    out->entry = (void *)(uintptr_t)entry;
    out->code_size = measured_code_size;
    out->adapter = (JitAdapter)(uintptr_t)adapter;
    return true;
}

/* The first compile in a process pays for LLVM's lazy set-up (the pass pipeline's analyses, the
 * code generator's and ORC's tables): ~2.5 ms of a ~9 ms first compile here.  Compiling a
 * throw-away module takes that off the first real (often OSR) compile.  It only pays when the
 * compiler has nothing else to do (~5 ms of CPU): src/tier's compiler thread calls it after
 * preloading the compiler if no request is waiting; a waiting request would pay the whole
 * warm-up to save part of it.  A request that arrives meanwhile (`request_waiting`, asked
 * between the optimization passes and code generation) stops it there: code generation is the
 * larger part, and the request's own compile pays it instead of waiting for it.  Looked up by
 * name (dlsym) like the other entry points. */
void jit_warm_up(bool (*request_waiting)(void)) {
    jit_compile_lock(true);
    LLVMOrcThreadSafeContextRef context = LLVMOrcCreateNewThreadSafeContext();
    LLVMContextRef ctx = LLVMOrcThreadSafeContextGetContext(context);
    LLVMModuleRef mod = LLVMModuleCreateWithNameInContext("corvid_warm_up", ctx);
    LLVMTypeRef i64 = LLVMInt64TypeInContext(ctx), f64 = LLVMDoubleTypeInContext(ctx);
    LLVMTypeRef fn_type = LLVMFunctionType(i64, &i64, 1, 0);
    LLVMValueRef fn = LLVMAddFunction(mod, "corvid_warm_up", fn_type);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
    LLVMBasicBlockRef entry = LLVMAppendBasicBlockInContext(ctx, fn, "entry"),
                      loop = LLVMAppendBasicBlockInContext(ctx, fn, "loop"), done = LLVMAppendBasicBlockInContext(ctx, fn, "done");
    LLVMPositionBuilderAtEnd(b, entry);
    LLVMValueRef n = LLVMGetParam(fn, 0), zero = LLVMConstInt(i64, 0, 0);
    LLVMBuildBr(b, loop);
    LLVMPositionBuilderAtEnd(b, loop);
    LLVMValueRef i = LLVMBuildPhi(b, i64, "i"), sum = LLVMBuildPhi(b, i64, "s");
    LLVMValueRef d = LLVMBuildFPToSI(b, LLVMBuildFMul(b, LLVMBuildSIToFP(b, i, f64, ""), LLVMConstReal(f64, 1.5), ""), i64, "");
    LLVMValueRef next_sum = LLVMBuildAdd(b, LLVMBuildXor(b, sum, LLVMBuildAShr(b, sum, LLVMConstInt(i64, 3, 0), ""), ""), d, "");
    LLVMValueRef next_i = LLVMBuildAdd(b, i, LLVMConstInt(i64, 1, 0), "");
    LLVMValueRef values_i[2] = {zero, next_i}, values_s[2] = {zero, next_sum};
    LLVMBasicBlockRef from[2] = {entry, loop};
    LLVMAddIncoming(i, values_i, from, 2);
    LLVMAddIncoming(sum, values_s, from, 2);
    LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntSLT, next_i, n, ""), loop, done);
    LLVMPositionBuilderAtEnd(b, done);
    LLVMBuildRet(b, next_sum);
    LLVMDisposeBuilder(b);
    LLVMSetTarget(mod, triple);
    LLVMTargetDataRef layout = LLVMCreateTargetDataLayout(machine);
    LLVMSetModuleDataLayout(mod, layout);
    LLVMDisposeTargetData(layout);
    LLVMPassBuilderOptionsRef options = LLVMCreatePassBuilderOptions();
    LLVMErrorRef err = LLVMRunPasses(mod, loop_pipeline, machine, options);
    LLVMDisposePassBuilderOptions(options);
    if (err || request_waiting()) {
        if (err) LLVMConsumeError(err);
        LLVMDisposeModule(mod);
    } else {
        char reason[320];
        LLVMOrcExecutorAddress address = 0;
        if (emit_object(mod, reason, sizeof reason)) {
            err = LLVMOrcLLJITLookup(lljit, &address, "corvid_warm_up");
            if (err) LLVMConsumeError(err);
        }
    }
    LLVMOrcDisposeThreadSafeContext(context);
    jit_compile_lock(false);
}
