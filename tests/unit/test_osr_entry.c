// test_osr_entry.c — OSR code for the loop a frame is in: tests/unit/osr_entry.cs runs under
// build/corvid with a trace file.  Run's first loop asks for OSR code and ends before it is
// compiled; the frame must still move into OSR code (a version of its own for the second loop's
// back-edge, tier.c), which the trace shows as a MethodTierTransition "frame transitioned" for
// Run.  The printed sum must be mono's.  Nothing here reads a time: the second loop nest runs
// 200 million iterations, far longer than a compile.  tests/unit/osr_ready.cs: once a code
// version has OSR code, a new frame of it moves in at its first back-edge (the trace shows more
// than one transition for Loop).  tests/unit/osr_nest.cs: the versions an n-body-like nest's frame
// asks for its inner loops while the nest's code compiles are dropped once that code is ready.
#include <libgen.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char dir[PATH_MAX];

/* What one program run showed: its exit status, its first line of output, and how many trace
 * lines name `method` with each of two markers. */
typedef struct {
    int status;
    char printed[128];
    int first_count, second_count;
} Run;

/* Compiles tests/unit/<source> with mcs and runs it on corvid with a trace file, in the default
 * tiering knobs.  False when mcs fails. */
static bool run_program(const char *source, const char *method, const char *first, const char *second, Run *run) {
    char exe[64], out[64], trace[64], command[4 * PATH_MAX], line[2048];
    snprintf(exe, sizeof exe, "/tmp/corvid-test-osr-entry-%d.exe", (int)getpid());
    snprintf(out, sizeof out, "/tmp/corvid-test-osr-entry-%d.out", (int)getpid());
    snprintf(trace, sizeof trace, "/tmp/corvid-test-osr-entry-%d.json", (int)getpid());
    snprintf(command, sizeof command, "mcs -optimize+ -out:%s tests/unit/%s >/dev/null", exe, source);
    if (system(command) != 0) {
        fprintf(stderr, "test_osr_entry: mcs failed on %s\n", source);
        return false;
    }
    snprintf(command, sizeof command,
             "env -u CORVID_InterpretOnly -u DOTNET_TieredCompilation -u DOTNET_TC_OnStackReplacement CORVID_TraceFile=%s "
             "%s/corvid %s >%s",
             trace, dir, exe, out);
    memset(run, 0, sizeof *run);
    run->status = system(command);
    FILE *in = fopen(trace, "r");
    while (in && fgets(line, sizeof line, in)) {
        if (!strstr(line, method)) continue;
        if (strstr(line, first)) run->first_count++;
        if (second && strstr(line, second)) run->second_count++;
    }
    if (in) fclose(in);
    in = fopen(out, "r");
    if (!in || !fgets(run->printed, sizeof run->printed, in)) run->printed[0] = 0;
    if (in) fclose(in);
    unlink(exe);
    unlink(out);
    unlink(trace);
    return true;
}

#define TRANSITIONED "\"outcome\":\"frame transitioned\""
#define OSR_READY "\"tier\":\"OSR\",\"outcome\":\"ready\""

int main(int argc, char **argv) {
    (void)argc;
    char self[PATH_MAX];
    snprintf(self, sizeof self, "%s", argv[0]);
    snprintf(dir, sizeof dir, "%s/..", dirname(self));
    int failed = 0;
    Run run;
    if (!run_program("osr_entry.cs", "Program.Run(", TRANSITIONED, NULL, &run)) return 1;
    if (run.status != 0) printf("test_osr_entry: the program failed (status %d)\n", run.status), failed = 1;
    /* sum over r of (r & 3) times the sum of i * 0.5: 15000 * 99995000 */
    if (strcmp(run.printed, "1499925000000.0\n") != 0) printf("test_osr_entry: printed '%s'\n", run.printed), failed = 1;
    if (!run.first_count)
        printf("test_osr_entry: Run's frame never moved into OSR code (no \"frame transitioned\" event)\n"), failed = 1;
    /* Second program: later frames of a code version with OSR code enter it at once. */
    if (!run_program("osr_ready.cs", "Program.Loop(", TRANSITIONED, NULL, &run)) return 1;
    if (run.status != 0) printf("test_osr_entry: osr_ready.cs failed (status %d)\n", run.status), failed = 1;
    if (run.first_count < 2)
        printf("test_osr_entry: Loop moved into OSR code %d time(s); its 900-iteration calls after the first must too\n",
               run.first_count),
            failed = 1;
    /* Third program: the requests a frame makes for inner loops while its nest's OSR code
     * compiles are dropped once that code is ready (one compile, not three). */
    if (!run_program("osr_nest.cs", "Program.Advance(", TRANSITIONED, OSR_READY, &run)) return 1;
    if (run.status != 0) printf("test_osr_entry: osr_nest.cs failed (status %d)\n", run.status), failed = 1;
    if (strcmp(run.printed, "73.419733615\n") != 0) printf("test_osr_entry: osr_nest.cs printed '%s'\n", run.printed), failed = 1;
    if (!run.first_count) printf("test_osr_entry: Advance's frame never moved into OSR code\n"), failed = 1;
    if (run.second_count > 1)
        printf("test_osr_entry: Advance got %d OSR compiles; its frame only ever enters the first (its nest's)\n",
               run.second_count),
            failed = 1;
    printf(failed ? "test_osr_entry: FAIL\n" : "test_osr_entry: PASS\n");
    return failed;
}
