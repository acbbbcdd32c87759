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

int main(int argc, char **argv) {
    (void)argc;
    char self[PATH_MAX], dir[PATH_MAX], exe[64], out[64], trace[64], command[4 * PATH_MAX], line[2048];
    snprintf(self, sizeof self, "%s", argv[0]);
    snprintf(dir, sizeof dir, "%s/..", dirname(self));
    snprintf(exe, sizeof exe, "/tmp/corvid-test-osr-entry-%d.exe", (int)getpid());
    snprintf(out, sizeof out, "/tmp/corvid-test-osr-entry-%d.out", (int)getpid());
    snprintf(trace, sizeof trace, "/tmp/corvid-test-osr-entry-%d.json", (int)getpid());
    snprintf(command, sizeof command, "mcs -optimize+ -out:%s tests/unit/osr_entry.cs >/dev/null", exe);
    if (system(command) != 0) {
        fprintf(stderr, "test_osr_entry: mcs failed\n");
        return 1;
    }
    snprintf(command, sizeof command,
             "env -u CORVID_InterpretOnly -u DOTNET_TieredCompilation -u DOTNET_TC_OnStackReplacement CORVID_TraceFile=%s "
             "%s/corvid %s >%s",
             trace, dir, exe, out);
    int status = system(command);
    int failed = 0;
    bool transitioned = false;
    FILE *in = fopen(trace, "r");
    while (in && fgets(line, sizeof line, in))
        if (strstr(line, "\"MethodTierTransition\"") && strstr(line, "Program.Run(") && strstr(line, "frame transitioned"))
            transitioned = true;
    if (in) fclose(in);
    char printed[128] = "";
    in = fopen(out, "r");
    if (!in || !fgets(printed, sizeof printed, in)) printed[0] = 0;
    if (in) fclose(in);
    unlink(exe);
    unlink(out);
    unlink(trace);
    if (status != 0) printf("test_osr_entry: the program failed (status %d)\n", status), failed = 1;
    /* sum over r of (r & 3) times the sum of i * 0.5: 15000 * 99995000 */
    if (strcmp(printed, "1499925000000.0\n") != 0) printf("test_osr_entry: printed '%s'\n", printed), failed = 1;
    if (!transitioned) printf("test_osr_entry: Run's frame never moved into OSR code (no \"frame transitioned\" event)\n"), failed = 1;
    /* Second program: later frames of a code version with OSR code enter it at once. */
    snprintf(command, sizeof command, "mcs -optimize+ -out:%s tests/unit/osr_ready.cs >/dev/null", exe);
    if (system(command) != 0) {
        fprintf(stderr, "test_osr_entry: mcs failed on osr_ready.cs\n");
        return 1;
    }
    snprintf(command, sizeof command,
             "env -u CORVID_InterpretOnly -u DOTNET_TieredCompilation -u DOTNET_TC_OnStackReplacement CORVID_TraceFile=%s "
             "%s/corvid %s >%s",
             trace, dir, exe, out);
    status = system(command);
    int transitions = 0;
    in = fopen(trace, "r");
    while (in && fgets(line, sizeof line, in))
        if (strstr(line, "\"MethodTierTransition\"") && strstr(line, "Program.Loop(") && strstr(line, "frame transitioned"))
            transitions++;
    if (in) fclose(in);
    unlink(exe);
    unlink(out);
    unlink(trace);
    if (status != 0) printf("test_osr_entry: osr_ready.cs failed (status %d)\n", status), failed = 1;
    if (transitions < 2)
        printf("test_osr_entry: Loop moved into OSR code %d time(s); its 900-iteration calls after the first must too\n",
               transitions),
            failed = 1;
    /* Third program: the requests a frame makes for inner loops while its nest's OSR code
     * compiles are dropped once that code is ready (one compile, not three). */
    snprintf(command, sizeof command, "mcs -optimize+ -out:%s tests/unit/osr_nest.cs >/dev/null", exe);
    if (system(command) != 0) {
        fprintf(stderr, "test_osr_entry: mcs failed on osr_nest.cs\n");
        return 1;
    }
    snprintf(command, sizeof command,
             "env -u CORVID_InterpretOnly -u DOTNET_TieredCompilation -u DOTNET_TC_OnStackReplacement CORVID_TraceFile=%s "
             "%s/corvid %s >%s",
             trace, dir, exe, out);
    status = system(command);
    int ready = 0, nest_transitions = 0;
    in = fopen(trace, "r");
    while (in && fgets(line, sizeof line, in)) {
        if (!strstr(line, "Program.Advance(")) continue;
        if (strstr(line, "\"MethodJitting\"") && strstr(line, "\"outcome\":\"ready\"")) ready++;
        if (strstr(line, "\"MethodTierTransition\"") && strstr(line, "frame transitioned")) nest_transitions++;
    }
    if (in) fclose(in);
    printed[0] = 0;
    in = fopen(out, "r");
    if (!in || !fgets(printed, sizeof printed, in)) printed[0] = 0;
    if (in) fclose(in);
    unlink(exe);
    unlink(out);
    unlink(trace);
    if (status != 0) printf("test_osr_entry: osr_nest.cs failed (status %d)\n", status), failed = 1;
    if (strcmp(printed, "73.419733615\n") != 0) printf("test_osr_entry: osr_nest.cs printed '%s'\n", printed), failed = 1;
    if (nest_transitions < 1) printf("test_osr_entry: Advance's frame never moved into OSR code\n"), failed = 1;
    if (ready > 1)
        printf("test_osr_entry: Advance got %d OSR compiles; its frame only ever enters the first (its nest's)\n", ready),
            failed = 1;
    printf(failed ? "test_osr_entry: FAIL\n" : "test_osr_entry: PASS\n");
    return failed;
}
