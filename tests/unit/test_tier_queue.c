// test_tier_queue.c — the background compiler's queue (src/tier/tier.c compile_verdict):
// tests/unit/tier_queue.cs runs under build/corvid with a trace file.  Its Inlined was queued by
// call counting, then inlined by the loop's OSR code and never called again: its compile must be
// dropped (a MethodTierTransition "dropped" event, no MethodJitting for it).  Late, which the
// OSR code calls because it had not run when the code was compiled, must be compiled.  The
// printed sum must be mono's.  Nothing here reads a time: the loop runs 300 million iterations,
// far longer than the compiles and the queue's two 10 ms waits.
#include <libgen.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv) {
    (void)argc;
    char self[PATH_MAX], dir[PATH_MAX], exe[64], out[64], trace[64], command[4 * PATH_MAX], line[4096];
    snprintf(self, sizeof self, "%s", argv[0]);
    snprintf(dir, sizeof dir, "%s/..", dirname(self));
    snprintf(exe, sizeof exe, "/tmp/corvid-test-tier-queue-%d.exe", (int)getpid());
    snprintf(out, sizeof out, "/tmp/corvid-test-tier-queue-%d.out", (int)getpid());
    snprintf(trace, sizeof trace, "/tmp/corvid-test-tier-queue-%d.json", (int)getpid());
    snprintf(command, sizeof command, "mcs -optimize+ -out:%s tests/unit/tier_queue.cs >/dev/null", exe);
    if (system(command) != 0) {
        fprintf(stderr, "test_tier_queue: mcs failed\n");
        return 1;
    }
    snprintf(command, sizeof command,
             "env -u CORVID_InterpretOnly -u DOTNET_TieredCompilation -u DOTNET_TC_OnStackReplacement "
             "-u DOTNET_TC_CallCountThreshold -u DOTNET_JitDisasm -u DOTNET_JitDisasmSummary CORVID_TraceFile=%s "
             "%s/corvid %s >%s",
             trace, dir, exe, out);
    int status = system(command);
    bool inlined_dropped = false, inlined_compiled = false, late_compiled = false;
    FILE *in = fopen(trace, "r");
    while (in && fgets(line, sizeof line, in)) {
        bool jitting = strstr(line, "\"MethodJitting\"") != NULL;
        if (strstr(line, "Program.Inlined(")) {
            if (strstr(line, "\"MethodTierTransition\"") && strstr(line, "dropped")) inlined_dropped = true;
            if (jitting) inlined_compiled = true;
        }
        if (jitting && strstr(line, "Program.Late(") && strstr(line, "installed")) late_compiled = true;
    }
    if (in) fclose(in);
    char printed[128] = "";
    in = fopen(out, "r");
    if (!in || !fgets(printed, sizeof printed, in)) printed[0] = 0;
    if (in) fclose(in);
    unlink(exe);
    unlink(out);
    unlink(trace);
    int failed = 0;
    if (status != 0) printf("test_tier_queue: the program failed (status %d)\n", status), failed = 1;
    if (strcmp(printed, "168749999325009977\n") != 0) printf("test_tier_queue: printed '%s'\n", printed), failed = 1;
    if (!inlined_dropped) printf("test_tier_queue: Inlined's queued compile was not dropped\n"), failed = 1;
    if (inlined_compiled) printf("test_tier_queue: Inlined was compiled although its only caller inlines it\n"), failed = 1;
    if (!late_compiled) printf("test_tier_queue: Late, called from compiled code, was not compiled\n"), failed = 1;
    printf(failed ? "test_tier_queue: FAIL\n" : "test_tier_queue: PASS\n");
    return failed;
}
