/*
 * jit_log.c — the JIT's diagnostics, with CoreCLR's knob names:
 *   DOTNET_JitDisasm=<patterns>   native code of matching methods ("Method", "Type:Method",
 *                                 "Namespace.Type:Method", '*' wildcards, space-separated list)
 *   DOTNET_JitDisasmSummary=1     one line per compiled method and tier, as it happens
 *   DOTNET_JitStdOutFile=<path>   where both go (default stdout)
 *   CORVID_JitDumpIR=<patterns>   the optimized LLVM IR of matching methods (corvid's own)
 *   DOTNET_PerfMapEnabled=1|3     /tmp/perf-<pid>.map for `perf report` (DOTNET_PerfMapJitDumpPath)
 */
#include "jit/jit_internal.h"
#include "diag/diag.h"
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static pthread_once_t log_once = PTHREAD_ONCE_INIT;
static FILE *log_file;
static bool summary;
static uint32_t sequence;

static void log_init(void) {
    const char *path = getenv("DOTNET_JitStdOutFile");
    if (path && *path) log_file = fopen(path, "w");
    if (!log_file) log_file = stdout;
    summary = diag_knob("DOTNET_JitDisasmSummary") != 0;
}

FILE *jit_log_file(void) {
    pthread_once(&log_once, log_init);
    return log_file;
}

bool jit_summary_wanted(void) {
    pthread_once(&log_once, log_init);
    return summary;
}

/* CoreCLR's short names for primitives in method signatures. */
static const char *short_name(Type *type, char *buffer, size_t size) {
    if (type == vm_types.void_type) return "void";
    if (type->kind == TYPE_KIND_VALUE_TYPE && !(type->flags & TYPE_FLAG_ENUM)) {
        switch (type->element_type) {
        case META_ELEMENT_TYPE_BOOLEAN: return "bool";
        case META_ELEMENT_TYPE_CHAR: return "ushort";
        case META_ELEMENT_TYPE_I1: return "byte";
        case META_ELEMENT_TYPE_U1: return "ubyte";
        case META_ELEMENT_TYPE_I2: return "short";
        case META_ELEMENT_TYPE_U2: return "ushort";
        case META_ELEMENT_TYPE_I4: return "int";
        case META_ELEMENT_TYPE_U4: return "uint";
        case META_ELEMENT_TYPE_I8: return "long";
        case META_ELEMENT_TYPE_U8: return "ulong";
        case META_ELEMENT_TYPE_I: return "long";
        case META_ELEMENT_TYPE_U: return "ulong";
        case META_ELEMENT_TYPE_R4: return "float";
        case META_ELEMENT_TYPE_R8: return "double";
        default: break;
        }
    }
    loader_type_full_name(type, buffer, size);
    return buffer;
}

/* "Namespace.Type:Method(int,System.String):long", as in CoreCLR's JIT output. */
void jit_method_name(Method *method, char *buffer, size_t size) {
    char owner[512], part[512];
    /* a DynamicMethod is CoreCLR's LCG method, which it shows in a class named DynamicClass */
    if (method->dynamic) snprintf(owner, sizeof owner, "DynamicClass");
    else loader_type_full_name(method->owner, owner, sizeof owner);
    size_t n = (size_t)snprintf(buffer, size, "%s:%s(", owner, method->name);
    for (uint32_t i = 0; i < method->signature.parameter_count && n < size; i++)
        n += (size_t)snprintf(buffer + n, size - n, "%s%s", i ? "," : "",
                              short_name(method->signature.parameter_types[i], part, sizeof part));
    if (n < size) n += (size_t)snprintf(buffer + n, size - n, ")");
    if (n < size && method->signature.return_type && method->signature.return_type != vm_types.void_type)
        snprintf(buffer + n, size - n, ":%s", short_name(method->signature.return_type, part, sizeof part));
}

bool jit_disasm_wanted(Method *method) {
    return loader_method_matches(method, getenv("DOTNET_JitDisasm"));
}

bool jit_dump_ir_wanted(Method *method) {
    return loader_method_matches(method, getenv("CORVID_JitDumpIR"));
}

static const char *tier_name(JitTier tier) {
    return tier == JIT_TIER1_OSR ? "Tier1-OSR" : "Tier1";
}

/* CoreCLR's perf map (DOTNET_PerfMapEnabled): one "START SIZE NAME" line per compiled method in
 * <DOTNET_PerfMapJitDumpPath or /tmp>/perf-<pid>.map, which perf reads to name JIT code.  1 and 3
 * (perf map only) write it; 2 asks for a jitdump file, which corvid does not write. */
static pthread_once_t perf_map_once = PTHREAD_ONCE_INIT;
static FILE *perf_map;

static void perf_map_init(void) {
    uint64_t mode = diag_knob("DOTNET_PerfMapEnabled");
    if (!mode) return;
    if (mode == 2) {
        fprintf(stderr, "corvid: DOTNET_PerfMapEnabled=2 asks for a jitdump file, which corvid does not support yet; "
                        "1 or 3 write the perf map\n");
        return;
    }
    const char *directory = getenv("DOTNET_PerfMapJitDumpPath");
    char path[4096];
    snprintf(path, sizeof path, "%s/perf-%d.map", directory && *directory ? directory : "/tmp", (int)getpid());
    perf_map = fopen(path, "w");
    if (!perf_map) fprintf(stderr, "corvid: DOTNET_PerfMapEnabled: cannot write %s\n", path);
}

static void perf_map_add(const char *name, JitTier tier, const JitCode *code) {
    fprintf(perf_map, "%lx %x %s[%s]\n", (unsigned long)(uintptr_t)code->entry, code->code_size ? code->code_size : 1u, name,
            tier == JIT_TIER1_OSR ? "OptimizedTier1OSR" : "OptimizedTier1");
    fflush(perf_map);
}

void jit_log_result(Method *method, JitTier tier, bool ok, const JitCode *code, const char *reason) {
    pthread_once(&perf_map_once, perf_map_init);
    bool to_perf_map = ok && perf_map && code->entry;
    if (!to_perf_map && !jit_summary_wanted()) return;
    char name[1024];
    jit_method_name(method, name, sizeof name);
    if (to_perf_map) perf_map_add(name, tier, code);
    if (!jit_summary_wanted()) return;
    FILE *out = jit_log_file();
    flockfile(out);
    uint32_t n = __atomic_add_fetch(&sequence, 1, __ATOMIC_RELAXED);
    /* CoreCLR's summary names the profile source the same way: "Tier1 with Static PGO" */
    const char *pgo = !method->profile ? "" : method->static_profile ? " with Static PGO" : " with Dynamic PGO";
    if (ok)
        fprintf(out, "%4u: JIT compiled %s [%s%s, code size=%u, %.2f ms]\n", n, name, tier_name(tier), pgo,
                code->code_size, code->compile_ms);
    else fprintf(out, "%4u: JIT failed %s [%s]: %s\n", n, name, tier_name(tier), reason);
    fflush(out);
    funlockfile(out);
}

void jit_log_retier(Method *method, uint32_t il_offset, const VTable *guess, uint32_t miss_percent) {
    if (!jit_summary_wanted() && !jit_disasm_wanted(method)) return;
    char name[1024], type_name[256];
    jit_method_name(method, name, sizeof name);
    loader_type_full_name(guess->type, type_name, sizeof type_name);
    FILE *out = jit_log_file();
    flockfile(out);
    fprintf(out, "Re-tiering %s (GDV miss %u%% at IL_%04x: guessed %s)\n", name, miss_percent, il_offset, type_name);
    fflush(out);
    funlockfile(out);
}

/* Exported to corvid (tier_jit.c): the re-tier of `method` ended with new Tier1 code. */
void jit_log_retier_installed(Method *method, uint32_t il_offset, double since_miss_ms, double decide_ms,
                              double profile_ms, double compile_ms) {
    if (!jit_summary_wanted() && !jit_disasm_wanted(method)) return;
    char name[1024];
    jit_method_name(method, name, sizeof name);
    FILE *out = jit_log_file();
    flockfile(out);
    fprintf(out,
            "Re-tiered %s: new Tier1 code %.1f ms after the first guard miss at IL_%04x (decided after %.1f ms, "
            "queued or profiled %.1f ms, compiled in %.1f ms)\n",
            name, since_miss_ms, il_offset, decide_ms, profile_ms, compile_ms);
    fflush(out);
    funlockfile(out);
}
