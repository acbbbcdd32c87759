// test_static_pgo.c — static PGO end to end with examples/drift.cs: a scenario-B run with
// DOTNET_WritePGOData writes Process's SlowHandler histogram; a scenario-A run reading it
// (DOTNET_ReadPGOData) compiles Process with the SlowHandler guard, names the static profile in
// the JIT summary, and never guesses FastHandler (re-tiering off, so a guess is the first
// profile's).  Data for another IL or another build of the assembly, and a malformed file, are
// ignored with a warning and the program's output is unchanged.  No time is read.
#include <libgen.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char dir[PATH_MAX], exe[64], out[64], log_path[64], profile[64], edited[64];

static bool file_has(const char *path, const char *needle) {
    char line[2048];
    bool found = false;
    FILE *in = fopen(path, "r");
    while (in && !found && fgets(line, sizeof line, in))
        found = strstr(line, needle) != NULL;
    if (in) fclose(in);
    return found;
}

/* Runs drift; returns 'F', 'S', '-' (no guard) or 'x' (failed) for Process's guard. */
static char run(const char *scenario, const char *knobs) {
    char command[4 * PATH_MAX], line[1024];
    remove(log_path);
    snprintf(command, sizeof command,
             "env -u CORVID_InterpretOnly -u DOTNET_TieredCompilation -u DOTNET_TieredPGO "
             "CORVID_TieredPGO_Retier=0 "
             "DOTNET_JitDisasm=Process DOTNET_JitDisasmSummary=1 DOTNET_JitStdOutFile=%s %s "
             "%s/corvid %s %s 3000 300 >%s 2>&1",
             log_path, knobs, dir, exe, scenario, out);
    if (system(command) != 0 || !file_has(out, "checksum ")) return 'x';
    char guard = '-';
    FILE *in = fopen(log_path, "r");
    while (in && fgets(line, sizeof line, in))
        if (strstr(line, "; GDV: Process IL_")) {
            char kind = strstr(line, "FastHandler") ? 'F' : strstr(line, "SlowHandler") ? 'S' : 'O';
            if (guard == '-' || kind == 'F') guard = kind;
        }
    if (in) fclose(in);
    return guard;
}

/* Copies the profile with the first occurrence of `from` on a `method ... Process` line replaced.
 */
static bool edit_profile(const char *from, const char *to) {
    char line[4096];
    FILE *in = fopen(profile, "r"), *o = fopen(edited, "w");
    bool done = false;
    while (in && o && fgets(line, sizeof line, in)) {
        char *at = strstr(line, from);
        if (!done && at && strncmp(line, "method ", 7) == 0 && strstr(line, "Process")) {
            fwrite(line, 1, (size_t)(at - line), o);
            fputs(to, o);
            fputs(at + strlen(from), o);
            done = true;
        } else {
            fputs(line, o);
        }
    }
    if (in) fclose(in);
    if (o) fclose(o);
    return done;
}

int main(int argc, char **argv) {
    (void)argc;
    char self[PATH_MAX], command[4 * PATH_MAX], knobs[512];
    snprintf(self, sizeof self, "%s", argv[0]);
    snprintf(dir, sizeof dir, "%s/..", dirname(self));
    int pid = (int)getpid();
    snprintf(exe, sizeof exe, "/tmp/corvid-test-pgo-%d.exe", pid);
    snprintf(out, sizeof out, "/tmp/corvid-test-pgo-%d.out", pid);
    snprintf(log_path, sizeof log_path, "/tmp/corvid-test-pgo-%d.log", pid);
    snprintf(profile, sizeof profile, "/tmp/corvid-test-pgo-%d.pgo", pid);
    snprintf(edited, sizeof edited, "/tmp/corvid-test-pgo-%d.edited.pgo", pid);
    snprintf(command, sizeof command, "mcs -optimize+ -out:%s examples/drift.cs >/dev/null", exe);
    if (system(command) != 0) {
        printf("test_static_pgo: mcs failed\n");
        return 1;
    }
    int failed = 0;
#define CHECK(cond, ...)                                                                           \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            printf("test_static_pgo: " __VA_ARGS__);                                               \
            printf("\n");                                                                          \
            failed = 1;                                                                            \
        }                                                                                          \
    } while (0)

    snprintf(knobs, sizeof knobs, "DOTNET_WritePGOData=1 DOTNET_PGODataPath=%s", profile);
    char guard = run("B", knobs);
    CHECK(guard == 'S', "the writing B run: Process's guard '%c', want SlowHandler", guard);
    CHECK(file_has(profile, "corvid-pgo 1"), "no profile header in %s", profile);
    CHECK(file_has(profile, "Dispatcher.Process(IHandler h, Int32 n)"),
          "the profile does not name Process");
    CHECK(file_has(profile, " SlowHandler\n"), "the profile has no SlowHandler receiver");

    /* without the profile, A's warm-up gives FastHandler (what static PGO is for) */
    guard = run("A", "");
    CHECK(guard == 'F', "A without a profile: guard '%c', want FastHandler", guard);

    snprintf(knobs, sizeof knobs, "DOTNET_ReadPGOData=1 DOTNET_PGODataPath=%s", profile);
    guard = run("A", knobs);
    CHECK(guard == 'S', "A reading B's profile: guard '%c', want SlowHandler only", guard);
    CHECK(file_has(log_path, "Dispatcher:Process(IHandler,int):int [Tier1 with Static PGO"),
          "the JIT summary does not name the static profile for Process");
    CHECK(!file_has(out, "warning"), "a matching profile gave a warning");

    /* the IL changed: Process's record is not trusted */
    CHECK(edit_profile(" 32 ", " 33 "), "could not edit Process's IL size");
    snprintf(knobs, sizeof knobs, "DOTNET_ReadPGOData=1 DOTNET_PGODataPath=%s", edited);
    guard = run("A", knobs);
    CHECK(guard == 'F', "A with a stale IL record: guard '%c', want the dynamic FastHandler",
          guard);
    CHECK(file_has(out, "the IL of Dispatcher.Process(IHandler h, Int32 n) changed"),
          "no warning for the changed IL");

    /* another build (MVID): the assembly's records are not trusted */
    FILE *o = fopen(edited, "w");
    FILE *in = fopen(profile, "r");
    char line[4096];
    while (in && o && fgets(line, sizeof line, in)) {
        char *mvid = strncmp(line, "method ", 7) == 0 ? strchr(line + 7, ' ')
                                                      : NULL; /* method <assembly> <mvid> */
        if (mvid) mvid[1] = mvid[1] == '0' ? '1' : '0';
        fputs(line, o);
    }
    if (in) fclose(in);
    if (o) fclose(o);
    guard = run("A", knobs);
    CHECK(guard == 'F', "A with another build's profile: guard '%c', want the dynamic FastHandler",
          guard);
    CHECK(file_has(out, "another build of assembly 'corvid-test-pgo-"),
          "no warning for the changed MVID");

    /* malformed: ignored as a whole, the program runs */
    o = fopen(edited, "w");
    if (o) {
        fputs("corvid-pgo 1\nmethod drift nothex\n", o);
        fclose(o);
    }
    guard = run("A", knobs);
    CHECK(guard != 'x', "a malformed profile stopped the program");
    CHECK(file_has(out, ":2: malformed 'method' line; the static profile is ignored"),
          "no warning for a malformed file");

    remove(exe);
    remove(out);
    remove(log_path);
    remove(profile);
    remove(edited);
    if (!failed) printf("test_static_pgo: ok\n");
    return failed;
}
