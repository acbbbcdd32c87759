// test_jit_retier.c — re-tiering end to end: tests/cs/tier_retier.cs (phases 4x longer) runs under
// build/corvid with DOTNET_JitDisasm=Process and no call-counting delay.  With re-tiering (the
// default, from the guard counters; and CORVID_TieredPGO_RetierReprofile=1, through an
// instrumented round) the log must show, in this order, Process's Tier1 listing guarding
// FastHandler, a re-tiering line for that guard, a listing guarding SlowHandler, a re-tiering
// line for that guard, and no third re-tiering of Process (the limit, 2), and a "Re-tiered"
// line for each new code; with CORVID_TieredPGO_Retier=0 one listing and no re-tiering at all.
// The default run also has CORVID_GDVStats=1 and a trace file: the exit table must show
// Process's FastHandler guard with a latest-window hit rate of 0 % and one re-tier, and the
// trace a GuardedDevirtualizationMiss event naming the guessed and the observed type.  Every
// run must print the same results.  Nothing here reads a time: the phases are call counts
// long enough for the background compiles.
#include <libgen.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char exe[64], dir[PATH_MAX], err[64];
static int installed_lines; /* "Re-tiered Program:Process" lines of the last run */

/* Runs the program with `knobs`; fills `events` with one letter per Process event of the log:
 * F/S/O = a listing guarding FastHandler / SlowHandler / something else, f/s/o = a re-tiering
 * line for such a guard.  Returns the exit status; the program's stdout goes to `out`. */
static int run(const char *knobs, const char *out, char *events, size_t size) {
    char log[64], command[4 * PATH_MAX], line[1024];
    snprintf(log, sizeof log, "/tmp/corvid-test-retier-%d.log", (int)getpid());
    snprintf(command, sizeof command,
             "env -u CORVID_InterpretOnly -u DOTNET_TieredCompilation -u DOTNET_TieredPGO %s DOTNET_TC_CallCountingDelayMs=0 "
             "DOTNET_JitDisasm=Process DOTNET_JitStdOutFile=%s %s/corvid %s 4 >%s 2>%s",
             knobs, log, dir, exe, out, err);
    int status = system(command);
    size_t n = 0;
    bool listing = false;
    installed_lines = 0;
    FILE *in = fopen(log, "r");
    while (in && fgets(line, sizeof line, in) && n + 1 < size) {
        if (strstr(line, "; Assembly listing for method Program:Process")) listing = true;
        char kind = strstr(line, "FastHandler") ? 'F' : strstr(line, "SlowHandler") ? 'S' : 'O';
        if (listing && strstr(line, "; GDV: Process IL_")) {
            events[n++] = kind;
            listing = false;
        } else if (strncmp(line, "Re-tiering Program:Process(", 27) == 0) {
            events[n++] = (char)(kind - 'A' + 'a');
        } else if (strncmp(line, "Re-tiered Program:Process(", 26) == 0 && strstr(line, "ms after the first guard miss")) {
            installed_lines++;
        }
    }
    events[n] = 0;
    if (in) fclose(in);
    unlink(log);
    return status;
}

int main(int argc, char **argv) {
    (void)argc;
    char self[PATH_MAX], command[4 * PATH_MAX], with[256], without[256], on_out[64], off_out[64];
    snprintf(self, sizeof self, "%s", argv[0]);
    snprintf(dir, sizeof dir, "%s/..", dirname(self));
    snprintf(exe, sizeof exe, "/tmp/corvid-test-retier-%d.exe", (int)getpid());
    snprintf(on_out, sizeof on_out, "/tmp/corvid-test-retier-%d.on", (int)getpid());
    snprintf(off_out, sizeof off_out, "/tmp/corvid-test-retier-%d.off", (int)getpid());
    snprintf(command, sizeof command, "mcs -optimize+ -out:%s tests/cs/tier_retier.cs >/dev/null", exe);
    if (system(command) != 0) {
        fprintf(stderr, "test_jit_retier: mcs failed\n");
        return 1;
    }
    char trace[64], reprofiled[256], reprofile_out[64];
    snprintf(err, sizeof err, "/tmp/corvid-test-retier-%d.err", (int)getpid());
    snprintf(trace, sizeof trace, "/tmp/corvid-test-retier-%d.json", (int)getpid());
    snprintf(reprofile_out, sizeof reprofile_out, "/tmp/corvid-test-retier-%d.reprofile", (int)getpid());
    char knobs[256];
    snprintf(knobs, sizeof knobs, "CORVID_GDVStats=1 CORVID_TraceFile=%s", trace);
    int failed = 0;
    int on = run(knobs, on_out, with, sizeof with);
    int on_installed = installed_lines;
    /* the exit table (stderr) and the trace of the default run */
    bool table_row = false, miss_event = false;
    char line[2048];
    FILE *in = fopen(err, "r");
    while (in && fgets(line, sizeof line, in))
        if (strstr(line, "| Program.Process(") && strstr(line, "| FastHandler | ") && strstr(line, "| 0.0 % |") &&
            strstr(line, "| Tier1 v1 | 1 |"))
            table_row = true;
    if (in) fclose(in);
    in = fopen(trace, "r");
    while (in && fgets(line, sizeof line, in))
        if (strstr(line, "\"GuardedDevirtualizationMiss\"") && strstr(line, "Program.Process(") &&
            strstr(line, "\"guessedType\":\"FastHandler\"") && strstr(line, "\"observedType\":\"SlowHandler\""))
            miss_event = true;
    if (in) fclose(in);
    int reprofile = run("CORVID_TieredPGO_RetierReprofile=1", reprofile_out, reprofiled, sizeof reprofiled);
    int reprofile_installed = installed_lines;
    int off = run("CORVID_TieredPGO_Retier=0", off_out, without, sizeof without);
    snprintf(command, sizeof command, "cmp -s %s %s && cmp -s %s %s", on_out, off_out, reprofile_out, off_out);
    int same = system(command);
    unlink(exe);
    unlink(on_out);
    unlink(off_out);
    unlink(reprofile_out);
    unlink(err);
    unlink(trace);
    if (on != 0 || off != 0 || reprofile != 0)
        printf("test_jit_retier: the program failed (status %d / %d / %d)\n", on, reprofile, off), failed = 1;
    if (same != 0) printf("test_jit_retier: results differ with and without re-tiering\n"), failed = 1;
    /* F f S s: guard, re-tier, new guard, re-tier; then at most the last Tier1 listing */
    const char *runs[2] = {with, reprofiled}, *names[2] = {"by default", "with RetierReprofile=1"};
    int installs[2] = {on_installed, reprofile_installed};
    for (int r = 0; r < 2; r++) {
        const char *e = runs[r];
        if (strncmp(e, "FfSs", 4) != 0 || strchr(e + 4, 'f') || strchr(e + 4, 's') || strchr(e + 4, 'o') || strlen(e) > 5)
            printf("test_jit_retier: %s, Process events '%s', want FfSs then at most one listing\n", names[r], e), failed = 1;
        if (installs[r] < 1)
            printf("test_jit_retier: %s, no 'Re-tiered Program:Process... ms after the first guard miss' line\n", names[r]),
                failed = 1;
    }
    if (strcmp(without, "F") != 0)
        printf("test_jit_retier: with re-tiering off, Process events '%s', want F (one listing, no re-tiering)\n", without),
            failed = 1;
    if (!table_row)
        printf("test_jit_retier: CORVID_GDVStats=1 printed no row for Process's FastHandler guard at 0.0 %% with one re-tier\n"),
            failed = 1;
    if (!miss_event)
        printf("test_jit_retier: the trace has no GuardedDevirtualizationMiss for Process (FastHandler guessed, SlowHandler seen)\n"),
            failed = 1;
    printf(failed ? "test_jit_retier: FAIL\n" : "test_jit_retier: PASS\n");
    return failed;
}
