/*
 * main.c — the corvid command: run a program, compile-and-run C#, dump metadata, list knobs.
 */
#include "bench/bench.h"
#include "coreclr/coreclr.h"
#include "diag/diag.h"
#include "gc/gc.h"
#include "host/host.h"
#include "interp/interp.h"
#include "loader/loader.h"
#include "meta/meta.h"
#include "pgo/pgo.h"
#include "pool/pool.h"
#include "tier/tier.h"
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

bool vm_start(const char *corlib_path, char *error, size_t error_size);
int vm_run_main(const char *path, int argc, char **argv);

static void usage(FILE *out) {
    fprintf(out, "usage:\n"
                 "  corvid [--verbose] Program.exe [args...]\n"
                 "                                    run a CIL program (--verbose: say which corlib and why)\n"
                 "  corvid --list-runtimes            the installed .NET frameworks, as dotnet --list-runtimes\n"
                 "  corvid run Program.cs [args...]   compile with mcs against corvid's corlib, then run\n"
                 "  corvid bench [--json] [--env K=V] X.dll|X.cs\n"
                 "                                    run its [Benchmark] methods at Tier1 steady state (docs/BENCH.md)\n"
                 "  corvid dump --tables X.dll        metadata tables and row counts\n"
                 "  corvid dump --rows TABLE X.dll    every row of one table (e.g. TypeDef)\n"
                 "  corvid knobs [--markdown]         the knobs corvid reads, defaults and meanings\n");
}

static void corlib_path(char *buffer, size_t size) {
    const char *override = getenv("CORVID_CORLIB");
    if (override) {
        snprintf(buffer, size, "%s", override);
        return;
    }
    char dir[PATH_MAX];
    vm_executable_directory(dir, sizeof dir - 16);
    snprintf(buffer, size, "%.*s/mscorlib.dll", (int)(size > 16 ? size - 16 : 0), dir);
}

static bool verbose;

/* What the program was compiled against: an assembly referencing mscorlib (mcs, the .NET
 * Framework profile) targets the API the embedded corlib implements; one referencing
 * System.Runtime or netstandard was built for .NET (`dotnet build`). */
static HostTarget program_target(const char *path) {
    MetaError error;
    MetaImage *image = meta_image_open_file(path, &error);
    if (!image) return HOST_TARGET_UNKNOWN; /* the loader reports the bad image */
    HostTarget target = HOST_TARGET_UNKNOWN;
    uint32_t n = meta_table_row_count(image, META_TABLE_ASSEMBLYREF);
    for (uint32_t row = 1; row <= n; row++) {
        const MetaAssemblyRefRow *ref = meta_assemblyref(image, row);
        if (!ref || !ref->name) continue;
        if (strcmp(ref->name, "mscorlib") == 0) {
            target = HOST_TARGET_MSCORLIB;
            break;
        }
        if (strcmp(ref->name, "System.Runtime") == 0 || strcmp(ref->name, "netstandard") == 0 ||
            strcmp(ref->name, "System.Private.CoreLib") == 0)
            target = HOST_TARGET_DOTNET;
    }
    meta_image_close(image);
    return target;
}

/* The host decides which corlib runs the program (src/host, host_choose).  -1: go on (with
 * choice->context resolved in framework mode); otherwise the exit code. */
static int choose_corlib(const char *path, HostChoice *choice) {
    host_choose(path, program_target(path), choice);
    if (verbose) fprintf(stderr, "corvid: %s\n", choice->reason);
    if (choice->mode == HOST_MODE_FRAMEWORK && choice->status) {
        fputs(choice->context.error, stderr);
        return choice->status;
    }
    return -1;
}

/* Boots the VM for `path` and exits with runner's result (vm_run_main for a program). */
static int boot_vm(const char *path, int argc, char **argv, int (*runner)(const char *, int, char **));

static int run_program(const char *path, int argc, char **argv) {
    return boot_vm(path, argc, argv, vm_run_main);
}

static int (*bench_body)(const char *path);
static int run_bench_body(const char *path, int argc, char **argv) {
    (void)argc, (void)argv;
    return bench_body(path);
}
static int boot_for_bench(const char *path, int (*body)(const char *path)) {
    bench_body = body;
    return boot_vm(path, 0, NULL, run_bench_body);
}

static int boot_vm(const char *path, int argc, char **argv, int (*runner)(const char *, int, char **)) {
    if (access(path, R_OK) != 0) {
        fprintf(stderr, "corvid: cannot open '%s': file not found or not readable\n", path);
        return 1;
    }
    static HostChoice choice; /* the HostContext stays alive for the whole run */
    int code = choose_corlib(path, &choice);
    if (code >= 0) return code;
    bool framework = choice.mode == HOST_MODE_FRAMEWORK;
    char corlib[PATH_MAX], error[1024];
    if (framework) {
        snprintf(corlib, sizeof corlib, "%s", choice.context.corelib);
        loader_set_trusted_assemblies(choice.context.tpa, choice.context.tpa_count);
    } else {
        corlib_path(corlib, sizeof corlib);
    }
    tier_preload_compiler();
    if (!vm_start(corlib, error, sizeof error)) {
        fprintf(stderr, "corvid: cannot load corlib '%s': %s\n", corlib, error);
        vm_exit(1); /* the compiler thread may be loading: leave without library destructors */
    }
    if (framework && !coreclr_start(thread_current, &choice.context, error, sizeof error)) {
        fprintf(stderr, "corvid: cannot start System.Private.CoreLib: %s\n", error);
        vm_exit(1);
    }
    tier_init();
    pgo_init();
    gc_register_counters();
    pool_register_counters();
    tier_register_counters();
    diag_counters_start();
    vm_add_exit_hook(tier_finish_listings_at_exit); /* first: the statistics then include them */
    vm_add_exit_hook(pgo_write_at_exit);
    vm_add_exit_hook(gc_print_statistics);
    vm_add_exit_hook(tier_print_statistics);
    vm_add_exit_hook(tier_print_gdv_statistics);
    vm_add_exit_hook(diag_counters_stop); /* before the trace: its last samples go in */
    vm_add_exit_hook(diag_write_trace);
    vm_exit(runner(path, argc, argv));
}

/* the program `corvid run` compiled; removed at exit (vm_exit leaves through _exit) */
static char run_source_output[PATH_MAX];
static void remove_run_source_output(void) {
    unlink(run_source_output);
}

static int run_source(int argc, char **argv) {
    if (argc < 1) {
        usage(stderr);
        return 2;
    }
    char corlib[PATH_MAX], command[3 * PATH_MAX], *output = run_source_output;
    corlib_path(corlib, sizeof corlib);
    snprintf(output, sizeof run_source_output, "/tmp/corvid-run-%d.exe", (int)getpid());
    snprintf(command, sizeof command, "mcs -nostdlib -r:'%s' -unsafe -optimize+ -out:'%s' '%s' 1>&2", corlib, output,
             argv[0]);
    int status = system(command);
    if (status != 0) {
        fprintf(stderr, "corvid: mcs failed on %s\n", argv[0]);
        unlink(output);
        return 1;
    }
    vm_add_exit_hook(remove_run_source_output);
    /* compiled against the embedded corlib's own API (-nostdlib), so it runs there unless the
     * user asked otherwise */
    setenv("CORVID_Framework", "embedded", 0);
    return run_program(output, argc - 1, argv + 1);
}

static int dump(int argc, char **argv) {
    if (argc == 2 && strcmp(argv[0], "--tables") == 0) {
        MetaError error;
        MetaImage *image = meta_image_open_file(argv[1], &error);
        if (!image) {
            fprintf(stderr, "corvid: %s\n", error.message);
            return 1;
        }
        meta_dump_tables(image, stdout);
        meta_image_close(image);
        return 0;
    }
    if (argc == 3 && strcmp(argv[0], "--rows") == 0) {
        MetaError error;
        MetaImage *image = meta_image_open_file(argv[2], &error);
        if (!image) {
            fprintf(stderr, "corvid: %s\n", error.message);
            return 1;
        }
        for (int t = 0; t < META_TABLE_COUNT; t++)
            if (strcmp(meta_table_name((enum MetaTable)t), argv[1]) == 0) {
                meta_dump_table_rows(image, (enum MetaTable)t, stdout);
                meta_image_close(image);
                return 0;
            }
        fprintf(stderr, "corvid: no metadata table named '%s'\n", argv[1]);
        meta_image_close(image);
        return 1;
    }
    usage(stderr);
    return 2;
}

int main(int argc, char **argv) {
    while (argc >= 2 && strcmp(argv[1], "--verbose") == 0) {
        verbose = true;
        argv[1] = argv[0];
        argv++, argc--;
    }
    if (argc >= 2 && strcmp(argv[1], "--list-runtimes") == 0) return host_list_runtimes(stdout, stderr);
    if (argc < 2 || strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
        usage(argc < 2 ? stderr : stdout);
        return argc < 2 ? 2 : 0;
    }
    if (strcmp(argv[1], "run") == 0) return run_source(argc - 2, argv + 2);
    if (strcmp(argv[1], "dump") == 0) return dump(argc - 2, argv + 2);
    if (strcmp(argv[1], "bench") == 0) {
        char self[PATH_MAX];
        ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
        self[n > 0 ? n : 0] = 0;
        return bench_command(argc - 2, argv + 2, n > 0 ? self : argv[0], boot_for_bench);
    }
    if (strcmp(argv[1], "knobs") == 0) {
        diag_print_knobs(stdout, argc > 2 && strcmp(argv[2], "--markdown") == 0);
        return 0;
    }
    return run_program(argv[1], argc - 2, argv + 2);
}
