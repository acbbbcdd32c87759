// test_profile_scope.c — profile scopes end to end (tests/unit/profile_scope.cs, referencing
// BUILD/Corvid.Runtime.dll, which corvid finds beside itself): with the warm-up inside
// Corvid.Runtime.Profile.Exclude() or beneath a CORVID_ProfileExclude method, Process's Tier1
// code guesses SlowHandler (the traffic after the warm-up) and never FastHandler; unscoped, it
// guesses FastHandler.  The program's own lines must show the thread excluded inside scopes
// (nested too) and not after them, also after an exception left a scope or a Probe frame.
// Re-tiering is off, so a guess is the first profile's.  No time is read.
#include <libgen.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char dir[PATH_MAX], exe[64], out[64], log_path[64];

/* Runs the program; returns 'F', 'S' or '-' for Process's guard and fills `output`. */
static char run(const char *mode, const char *knobs, char *output, size_t size) {
    char command[4 * PATH_MAX], line[1024];
    snprintf(command, sizeof command,
             "env -u CORVID_InterpretOnly -u DOTNET_TieredCompilation -u DOTNET_TieredPGO CORVID_TieredPGO_Retier=0 "
             "DOTNET_TC_CallCountingDelayMs=0 DOTNET_JitDisasm=Process DOTNET_JitStdOutFile=%s %s %s/corvid %s %s >%s 2>&1",
             log_path, knobs, dir, exe, mode, out);
    int status = system(command);
    output[0] = 0;
    FILE *in = fopen(out, "r");
    size_t n = 0;
    while (in && fgets(line, sizeof line, in) && n + strlen(line) + 1 < size) {
        strcpy(output + n, line);
        n += strlen(line);
    }
    if (in) fclose(in);
    if (status != 0) return 'x';
    char guard = '-';
    in = fopen(log_path, "r");
    while (in && fgets(line, sizeof line, in))
        if (strstr(line, "; GDV: Process IL_")) {
            char kind = strstr(line, "FastHandler") ? 'F' : strstr(line, "SlowHandler") ? 'S' : 'O';
            if (guard == '-' || kind == 'F') guard = kind; /* any FastHandler guess is a failure */
        }
    if (in) fclose(in);
    return guard;
}

int main(int argc, char **argv) {
    (void)argc;
    char self[PATH_MAX], command[4 * PATH_MAX], output[4096];
    snprintf(self, sizeof self, "%s", argv[0]);
    snprintf(dir, sizeof dir, "%s/..", dirname(self));
    snprintf(exe, sizeof exe, "/tmp/corvid-test-scope-%d.exe", (int)getpid());
    snprintf(out, sizeof out, "/tmp/corvid-test-scope-%d.out", (int)getpid());
    snprintf(log_path, sizeof log_path, "/tmp/corvid-test-scope-%d.log", (int)getpid());
    snprintf(command, sizeof command, "mcs -optimize+ -r:%s/Corvid.Runtime.dll -out:%s tests/unit/profile_scope.cs >/dev/null",
             dir, exe);
    if (system(command) != 0) {
        printf("test_profile_scope: mcs failed (is %s/Corvid.Runtime.dll built?)\n", dir);
        return 1;
    }
    int failed = 0;
    static const struct {
        const char *mode, *knobs;
        char want;
        const char *lines;
    } cases[] = {
        {"scope", "", 'S', "nested True\nin scope True\nafter False\n"},
        {"knob", "CORVID_ProfileExclude=Program:Probe", 'S', "after False\n"},
        {"none", "", 'F', "after False\n"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char guard = run(cases[i].mode, cases[i].knobs, output, sizeof output);
        if (guard != cases[i].want)
            printf("test_profile_scope: %s %s: Process's guard '%c', want '%c' (S = SlowHandler, F = FastHandler, - none, "
                   "x = the program failed)\n%s",
                   cases[i].mode, cases[i].knobs, guard, cases[i].want, output),
                failed = 1;
        if (strncmp(output, cases[i].lines, strlen(cases[i].lines)) != 0 || !strstr(output, "slow 1"))
            printf("test_profile_scope: %s: output\n%s\nwant it to begin with\n%s", cases[i].mode, output, cases[i].lines),
                failed = 1;
    }
    unlink(exe);
    unlink(out);
    unlink(log_path);
    printf(failed ? "test_profile_scope: FAIL\n" : "test_profile_scope: PASS\n");
    return failed;
}
