// test_counters.c — CORVID_Counters: examples/probe.cs scenario A with re-tiering off (its
// FastHandler guard misses every call of the measured traffic) sampled every 50 ms into
// CORVID_CountersFile: the CSV has dotnet-counters' header and System.Runtime's counters, and
// gdv-guard-miss-rate reaches above 90 % while the stale guard runs; with CORVID_TraceFile the
// samples are "ph":"C" counter events.  Without the knob no file is written.  No time is read.
#include <libgen.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int failed;
#define CHECK(cond, ...)                                                                           \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            printf("test_counters: " __VA_ARGS__);                                                 \
            printf("\n");                                                                          \
            failed = 1;                                                                            \
        }                                                                                          \
    } while (0)

static bool has(const char *path, const char *needle) {
    char line[4096];
    bool found = false;
    FILE *in = fopen(path, "r");
    while (in && !found && fgets(line, sizeof line, in))
        found = strstr(line, needle) != NULL;
    if (in) fclose(in);
    return found;
}

int main(int argc, char **argv) {
    (void)argc;
    char self[PATH_MAX], dir[PATH_MAX], command[4 * PATH_MAX], exe[64], csv[64], trace[64],
        line[4096];
    snprintf(self, sizeof self, "%s", argv[0]);
    snprintf(dir, sizeof dir, "%s/..", dirname(self));
    int pid = (int)getpid();
    snprintf(exe, sizeof exe, "/tmp/corvid-test-counters-%d.exe", pid);
    snprintf(csv, sizeof csv, "/tmp/corvid-test-counters-%d.csv", pid);
    snprintf(trace, sizeof trace, "/tmp/corvid-test-counters-%d.json", pid);
    snprintf(command, sizeof command,
             "mcs -optimize+ -r:%s/Corvid.Runtime.dll -out:%s examples/probe.cs >/dev/null", dir,
             exe);
    if (system(command) != 0) {
        printf("test_counters: mcs failed\n");
        return 1;
    }
    snprintf(command, sizeof command,
             "env -u CORVID_InterpretOnly -u DOTNET_TieredCompilation CORVID_TieredPGO_Retier=0 "
             "CORVID_Counters=1 "
             "CORVID_CounterIntervalMs=32 CORVID_CountersFile=%s CORVID_TraceFile=%s %s/corvid %s "
             "A 600000 300 >/dev/null",
             csv, trace, dir, exe);
    CHECK(system(command) == 0, "the program failed");
    CHECK(has(csv, "Timestamp,Provider,Counter Name,Counter Type,Mean/Increment"),
          "no dotnet-counters header");
    const char *names[] = {"System.Runtime,GC Heap Size (MB),Metric,",
                           "System.Runtime,Gen 0 GC Count (Count / 1 sec),Rate,",
                           "System.Runtime,Allocation Rate (B / 1 sec),Rate,",
                           "System.Runtime,ThreadPool Thread Count,Metric,",
                           "System.Runtime,Number of Methods Jitted,Metric,",
                           "corvid,GDV Guard Miss Rate (%),Metric,"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        CHECK(has(csv, names[i]), "no sample of %s", names[i]);
    double highest = -1;
    FILE *in = fopen(csv, "r");
    while (in && fgets(line, sizeof line, in)) {
        char *at = strstr(line, "GDV Guard Miss Rate (%),Metric,");
        if (at) {
            double value = atof(at + strlen("GDV Guard Miss Rate (%),Metric,"));
            if (value > highest) highest = value;
        }
    }
    if (in) fclose(in);
    CHECK(highest > 90,
          "gdv-guard-miss-rate peaked at %.1f %%, want > 90 while the FastHandler guard misses",
          highest);
    CHECK(has(trace, "\"name\":\"gdv-guard-miss-rate\",\"cat\":\"corvid\",\"ph\":\"C\""),
          "no counter events in the trace");
    /* GCAllocationTick comes every ~100 KB allocated (CoreCLR's interval): an amount of at
     * least that, never the wrapped-around size of an object allocated outside its thread's
     * allocation context (2^64 - n, as it once printed) */
    in = fopen(trace, "r");
    while (in && fgets(line, sizeof line, in)) {
        char *at = strstr(line, "\"AllocationAmount\":");
        if (!at) continue;
        unsigned long long amount = strtoull(at + strlen("\"AllocationAmount\":"), NULL, 10);
        CHECK(amount >= 100 * 1024 && amount < (1ull << 40), "GCAllocationTick amount %llu", amount);
    }
    if (in) fclose(in);
    remove(csv);
    snprintf(command, sizeof command,
             "env -u CORVID_Counters CORVID_CountersFile=%s %s/corvid %s B 1000 10 >/dev/null", csv,
             dir, exe);
    CHECK(system(command) == 0, "the program failed without counters");
    CHECK(access(csv, F_OK) != 0, "a counters file was written without CORVID_Counters=1");
    remove(exe);
    remove(csv);
    remove(trace);
    if (!failed) printf("test_counters: ok\n");
    return failed;
}
