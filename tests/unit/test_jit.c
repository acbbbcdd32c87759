// test_jit.c — the Tier1 compiler end to end: tests/unit/test_jit.cs is compiled with mcs and run
// with every method (the program's and corlib's) compiled by jit_compile before its first call
// (what DOTNET_TieredCompilation=0 does), through the interpreter's first-call hook.  The C#
// program checks its own results; this test also checks that the methods it names compiled.
#include "interp/interp.h"
#include "jit/jit.h"
#include "loader/loader.h"
#include "gc/gc.h"

#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

bool vm_start(const char *corlib_path, char *error, size_t error_size);
int vm_run_main(const char *path, int argc, char **argv);

static uint32_t compiled, refused, program_refused;
static double slowest_ms;
static char slowest[256];
static const char *must_compile[] = {"Fib", "Arith", "Div", "Rem", "Shifts", "Checked", "Sat", "Harmonic", "Switch",
                                     "SumArray", "SumDoubles", "Bytes", "Legs", "Areas", "Sum", "MakeSmall", "ListSum",
                                     "Concat", "Box", "Unbox", "IsString", "Thrower", "Mixed", "RefArg", "OutArg",
                                     "Add", "Dot", "Area", "Check", "CheckL", "CheckD", "TryCatch", "Finally", "LeaveLoop",
                                     "Rethrow", "Guarded", "Main", NULL};
static bool seen[64];
static Assembly *program;
/* Adapters are made per signature shape (jit_calls.c): Div and Rem (int, int) -> int share
 * one, Fib (int) -> int has another; distinct adapters counted over every compile. */
static JitAdapter div_adapter, rem_adapter, fib_adapter;
static JitAdapter distinct_adapters[4096];
static uint32_t distinct_count;

static void first_call(Thread *thread, Method *method, bool has_loops) {
    (void)has_loops;
    JitCode code;
    char reason[512];
    bool in_program = method->owner->assembly != loader_corlib();
    if (!jit_compile(thread, method, JIT_TIER1, &code, reason, sizeof reason)) {
        refused++;
        if (in_program) {
            program_refused++;
            printf("refused %s: %s\n", method->name, reason);
        }
        return;
    }
    compiled++;
    if (code.compile_ms > slowest_ms) {
        slowest_ms = code.compile_ms;
        loader_method_display_name(method, slowest, sizeof slowest);
    }
    if (in_program)
        for (int i = 0; must_compile[i]; i++)
            if (strcmp(method->name, must_compile[i]) == 0) seen[i] = true;
    if (in_program && strcmp(method->name, "Div") == 0) div_adapter = code.adapter;
    if (in_program && strcmp(method->name, "Rem") == 0) rem_adapter = code.adapter;
    if (in_program && strcmp(method->name, "Fib") == 0) fib_adapter = code.adapter;
    bool known = false;
    for (uint32_t i = 0; i < distinct_count && !known; i++) known = distinct_adapters[i] == code.adapter;
    if (!known && distinct_count < 4096) distinct_adapters[distinct_count++] = code.adapter;
    /* install: entry first, then the adapter the interpreter checks (jit.h) */
    __atomic_store_n(&method->entry, code.entry, __ATOMIC_RELEASE);
    loader_backpatch_entry(method, code.entry);
    __atomic_store_n(&method->native_adapter, code.adapter, __ATOMIC_RELEASE);
}

int main(int argc, char **argv) {
    (void)argc;
    char self[PATH_MAX], corlib[PATH_MAX + 32], exe[64], command[3 * PATH_MAX];
    snprintf(self, sizeof self, "%s", argv[0]);
    snprintf(corlib, sizeof corlib, "%s/../mscorlib.dll", dirname(self));
    snprintf(exe, sizeof exe, "/tmp/corvid-test-jit-%d.exe", (int)getpid());
    snprintf(command, sizeof command, "mcs -nostdlib -r:'%s' -unsafe -optimize+ -out:%s tests/unit/test_jit.cs >/dev/null", corlib, exe);
    if (system(command) != 0) {
        fprintf(stderr, "test_jit: mcs failed\n");
        return 1;
    }
    char error[512];
    if (!vm_start(corlib, error, sizeof error)) {
        fprintf(stderr, "test_jit: vm_start: %s\n", error);
        return 1;
    }
    if (!jit_init(error, sizeof error)) {
        fprintf(stderr, "test_jit: jit_init: %s\n", error);
        return 1;
    }
    (void)program;
    interp_tiering_hooks.first_call = first_call;
    int code = vm_run_main(exe, 0, NULL);
    fflush(stdout);
    unlink(exe);
    int failed = code != 0;
    if (code != 0) printf("test_jit: the program returned %d\n", code);
    for (int i = 0; must_compile[i]; i++)
        if (!seen[i]) {
            printf("test_jit: %s was not compiled\n", must_compile[i]);
            failed = 1;
        }
    if (!div_adapter || div_adapter != rem_adapter || fib_adapter == div_adapter) {
        printf("test_jit: adapters not shared by signature shape (Div %p, Rem %p, Fib %p)\n", (void *)div_adapter,
               (void *)rem_adapter, (void *)fib_adapter);
        failed = 1;
    }
    printf("test_jit: %u adapters for %u compiled methods\n", distinct_count, compiled);
    uint32_t methods;
    double total_ms;
    jit_statistics(&methods, &total_ms);
    printf("test_jit: %u methods compiled (%u refused, %u of them in the program), %.1f ms in the compiler, "
           "%.2f ms per method, slowest %.1f ms (%s)\n",
           compiled, refused, program_refused, total_ms, methods ? total_ms / methods : 0.0, slowest_ms, slowest);
    printf(failed ? "test_jit: FAIL\n" : "test_jit: PASS\n");
    return failed;
}
