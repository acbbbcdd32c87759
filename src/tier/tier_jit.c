/*
 * tier_jit.c — the Tier1 compiler as a shared object (libcorvidjit.so next to the corvid binary),
 * loaded by the background compiler thread at start-up, while corlib loads (CORVID_TC_PreloadCompiler,
 * tier_preload_compiler) or else on the first compile.  Loading it costs ~3.5 ms of CPU (dlopen
 * ~2.5 ms: relocations and LLVM's static constructors; the LLJIT ~1 ms) and resident memory, paid on the compiler thread while the
 * program starts, not on the main thread; a corvid built without the library, or run with
 * CORVID_InterpretOnly=1, never maps libLLVM.  The library calls back into corvid through the
 * symbols the executable exports (-rdynamic).
 */
#include "tier/tier_internal.h"
#include <dlfcn.h>
#include <limits.h>
#include <link.h>
#include <malloc.h>
#include <sys/mman.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static pthread_mutex_t load_lock = PTHREAD_MUTEX_INITIALIZER;
static volatile int load_state; /* 0 not tried, 1 loaded, -1 failed */
static char library_path[PATH_MAX];

static bool (*library_init)(char *, size_t);
static bool (*library_compile)(Thread *, Method *, JitTier, JitCode *, char *, size_t);
static bool (*library_compile_osr)(Thread *, Method *, const void *, uint32_t, JitOsrProgress *, JitCode *, char *, size_t);
static void (*library_statistics)(uint32_t *, double *);
static bool (*library_first_call_from_native)(void);
static void (*library_warm_up)(bool (*)(void));
static void (*library_log_retier_installed)(Method *, uint32_t, double, double, double, double);
static void (*library_log_retier)(Method *, uint32_t, const VTable *, uint32_t);

bool tier_jit_available(void) {
    if (!library_path[0]) {
        char executable[PATH_MAX];
        vm_executable_directory(executable, sizeof executable);
        snprintf(library_path, sizeof library_path, "%.*s/libcorvidjit.so", (int)(sizeof library_path - 20), executable);
    }
    return access(library_path, R_OK) == 0;
}

/* Load and initialize the compiler once; false (with the reason printed once) if impossible. */
bool tier_jit_load(void) {
    int state = __atomic_load_n(&load_state, __ATOMIC_ACQUIRE);
    if (state) return state > 0;
    pthread_mutex_lock(&load_lock);
    if (!load_state) {
        void *library = tier_jit_available() ? dlopen(library_path, RTLD_NOW | RTLD_LOCAL) : NULL;
        char error[256] = "";
        if (library) {
            library_init = (bool (*)(char *, size_t))dlsym(library, "jit_init");
            library_compile = (bool (*)(Thread *, Method *, JitTier, JitCode *, char *, size_t))dlsym(library, "jit_compile");
            library_compile_osr = (bool (*)(Thread *, Method *, const void *, uint32_t, JitOsrProgress *, JitCode *, char *,
                                            size_t))dlsym(library, "jit_compile_osr");
            library_statistics = (void (*)(uint32_t *, double *))dlsym(library, "jit_statistics");
            library_first_call_from_native = (bool (*)(void))dlsym(library, "jit_first_call_from_native");
            library_warm_up = (void (*)(bool (*)(void)))dlsym(library, "jit_warm_up");
            library_log_retier_installed = (void (*)(Method *, uint32_t, double, double, double, double))dlsym(
                library, "jit_log_retier_installed");
            library_log_retier = (void (*)(Method *, uint32_t, const VTable *, uint32_t))dlsym(library, "jit_log_retier");
        } else {
            snprintf(error, sizeof error, "%s", dlerror() ? dlerror() : "libcorvidjit.so not found");
        }
        bool ok = library && library_init && library_compile && library_compile_osr && library_statistics &&
                  library_first_call_from_native && library_warm_up && library_log_retier_installed &&
                  library_log_retier &&
                  library_init(error, sizeof error);
        if (!ok) fprintf(stderr, "corvid: Tier1 compiler unavailable (%s); running interpreted\n", error[0] ? error : "missing symbols");
        __atomic_store_n(&load_state, ok ? 1 : -1, __ATOMIC_RELEASE);
    }
    pthread_mutex_unlock(&load_lock);
    return load_state > 0;
}

bool tier_jit_compile(Thread *thread, Method *method, JitCode *out, char *reason, size_t reason_size) {
    if (!tier_jit_load()) {
        snprintf(reason, reason_size, "the Tier1 compiler is unavailable");
        return false;
    }
    return library_compile(thread, method, JIT_TIER1, out, reason, reason_size);
}

bool tier_jit_compile_osr(Thread *thread, Method *method, const void *code, uint32_t pc, JitOsrProgress *progress,
                          JitCode *out, char *reason, size_t reason_size) {
    if (!tier_jit_load()) {
        snprintf(reason, reason_size, "the Tier1 compiler is unavailable");
        return false;
    }
    return library_compile_osr(thread, method, code, pc, progress, out, reason, reason_size);
}

/* Only called after the library compiled the method, so it is loaded. */
void tier_jit_log_retier_installed(Method *method, uint32_t il_offset, double since_miss_ms, double decide_ms,
                                   double profile_ms, double compile_ms) {
    library_log_retier_installed(method, il_offset, since_miss_ms, decide_ms, profile_ms, compile_ms);
}

/* Only called for a guard in code the library compiled, so it is loaded. */
void tier_jit_log_retier(Method *method, uint32_t il_offset, const VTable *guess, uint32_t miss_percent) {
    library_log_retier(method, il_offset, guess, miss_percent);
}

void tier_jit_warm_up(bool (*request_waiting)(void)) {
    if (__atomic_load_n(&load_state, __ATOMIC_ACQUIRE) > 0) library_warm_up(request_waiting);
}

/* Asked by the main thread while the compiler thread may still be loading the library. */
bool tier_jit_first_call_from_native(void) {
    return __atomic_load_n(&load_state, __ATOMIC_ACQUIRE) > 0 && library_first_call_from_native();
}

bool tier_jit_statistics(uint32_t *methods, double *total_ms) {
    if (load_state <= 0) return false;
    library_statistics(methods, total_ms);
    return true;
}

/* The compiler's code and read-only data (LLVM): ~50 MB resident after a compile that the program never
 * uses again until the next batch, which would otherwise count in its peak resident set (a GC
 * benchmark's heap peaks after the early compiles).  Only segments without write permission
 * are dropped: they have no text relocations, so their pages are unmodified copies of the
 * file and fault back in from the page cache.  (MADV_PAGEOUT would be gentler but skips pages
 * other processes map, i.e. every page while another corvid runs.) */
static int release_library_segments(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    (void)data;
    /* LLVM is linked into libcorvidjit.so (Makefile); a build against the shared libLLVM works too */
    if (!info->dlpi_name || (!strstr(info->dlpi_name, "libcorvidjit") && !strstr(info->dlpi_name, "libLLVM"))) return 0;
    uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *segment = &info->dlpi_phdr[i];
        if (segment->p_type != PT_LOAD || (segment->p_flags & PF_W)) continue;
        uintptr_t start = (info->dlpi_addr + segment->p_vaddr + page - 1) & ~(page - 1);
        uintptr_t end = (info->dlpi_addr + segment->p_vaddr + segment->p_filesz) & ~(page - 1);
        if (end > start) madvise((void *)start, end - start, MADV_DONTNEED);
    }
    return 0;
}

void tier_jit_release_code_pages(void) {
    if (load_state <= 0) return;
    dl_iterate_phdr(release_library_segments, NULL);
}

void tier_jit_release_idle_memory(void) {
    if (load_state <= 0) return;
    malloc_trim(0);
    tier_jit_release_code_pages();
}
