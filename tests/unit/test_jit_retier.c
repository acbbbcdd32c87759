// test_jit_retier.c — re-tiering end to end: tests/cs/tier_retier.cs (phases 4x longer) runs under
// build/corvid twice with DOTNET_JitDisasm=Process and no call-counting delay.  With
// CORVID_TieredPGO_Retier=1 the log must show, in this order, Process's Tier1 listing guarding
// FastHandler, a re-tiering line for that guard, a listing guarding SlowHandler, a re-tiering
// line for that guard, and no third re-tiering of Process (the limit, 2); without the knob one
// listing and no re-tiering at all.  Both runs must print the same results.  Nothing here reads
// a time: the phases are call counts long enough for the background compiles.
#include <libgen.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char exe[64], dir[PATH_MAX];

/* Runs the program with `knobs`; fills `events` with one letter per Process event of the log:
 * F/S/O = a listing guarding FastHandler / SlowHandler / something else, f/s/o = a re-tiering
 * line for such a guard.  Returns the exit status; the program's stdout goes to `out`. */
static int run(const char *knobs, const char *out, char *events, size_t size) {
    char log[64], command[4 * PATH_MAX], line[1024];
    snprintf(log, sizeof log, "/tmp/corvid-test-retier-%d.log", (int)getpid());
    snprintf(command, sizeof command,
             "env -u CORVID_InterpretOnly -u DOTNET_TieredCompilation -u DOTNET_TieredPGO %s DOTNET_TC_CallCountingDelayMs=0 "
             "DOTNET_JitDisasm=Process DOTNET_JitStdOutFile=%s %s/corvid %s 4 >%s",
             knobs, log, dir, exe, out);
    int status = system(command);
    size_t n = 0;
    bool listing = false;
    FILE *in = fopen(log, "r");
    while (in && fgets(line, sizeof line, in) && n + 1 < size) {
        if (strstr(line, "; Assembly listing for method Program:Process")) listing = true;
        char kind = strstr(line, "FastHandler") ? 'F' : strstr(line, "SlowHandler") ? 'S' : 'O';
        if (listing && strstr(line, "; GDV: Process IL_")) {
            events[n++] = kind;
            listing = false;
        } else if (strncmp(line, "Re-tiering Program:Process(", 27) == 0) {
            events[n++] = (char)(kind - 'A' + 'a');
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
    int on = run("CORVID_TieredPGO_Retier=1", on_out, with, sizeof with);
    int off = run("CORVID_TieredPGO_Retier=0", off_out, without, sizeof without);
    snprintf(command, sizeof command, "cmp -s %s %s", on_out, off_out);
    int same = system(command);
    unlink(exe);
    unlink(on_out);
    unlink(off_out);
    int failed = 0;
    if (on != 0 || off != 0) printf("test_jit_retier: the program failed (status %d / %d)\n", on, off), failed = 1;
    if (same != 0) printf("test_jit_retier: results differ with and without re-tiering\n"), failed = 1;
    /* F f S s: guard, re-tier, new guard, re-tier; then at most the last Tier1 listing */
    if (strncmp(with, "FfSs", 4) != 0 || strchr(with + 4, 'f') || strchr(with + 4, 's') || strchr(with + 4, 'o') ||
        strlen(with) > 5)
        printf("test_jit_retier: with the knob, Process events '%s', want FfSs then at most one listing\n", with), failed = 1;
    if (strcmp(without, "F") != 0)
        printf("test_jit_retier: without the knob, Process events '%s', want F (one listing, no re-tiering)\n", without),
            failed = 1;
    printf(failed ? "test_jit_retier: FAIL\n" : "test_jit_retier: PASS\n");
    return failed;
}
