// test_tier_up.c — call counting reaches every method that only interpreted code calls:
// tests/unit/tier_up.cs runs under build/corvid with DOTNET_JitDisasmSummary, and its recursive
// small methods (Fib, and IsEven/IsOdd calling each other) must be queued for Tier1 by their
// call counts, and Fib compiled.  A method that calls is never exempt from counting as a small
// leaf is (interp_internal.h small_leaf): fib ran interpreted for ever when it was.  IsOdd's (or
// IsEven's) request may be dropped once compiled code inlines it and nothing interpreted calls it
// any more (tier.c compile_verdict: a run in five did), so for them the trace's "queued" is the
// evidence.  No time is read; the call-counting delay is off so the first 30 calls decide.
#include <libgen.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv) {
    (void)argc;
    char self[PATH_MAX], dir[PATH_MAX], exe[64], out[64], log_path[64], trace[64], command[4 * PATH_MAX], line[2048];
    snprintf(self, sizeof self, "%s", argv[0]);
    snprintf(dir, sizeof dir, "%s/..", dirname(self));
    snprintf(exe, sizeof exe, "/tmp/corvid-test-tier-up-%d.exe", (int)getpid());
    snprintf(out, sizeof out, "/tmp/corvid-test-tier-up-%d.out", (int)getpid());
    snprintf(log_path, sizeof log_path, "/tmp/corvid-test-tier-up-%d.log", (int)getpid());
    snprintf(trace, sizeof trace, "/tmp/corvid-test-tier-up-%d.json", (int)getpid());
    snprintf(command, sizeof command, "mcs -optimize+ -out:%s tests/unit/tier_up.cs >/dev/null", exe);
    if (system(command) != 0) {
        fprintf(stderr, "test_tier_up: mcs failed\n");
        return 1;
    }
    snprintf(command, sizeof command,
             "env -u CORVID_InterpretOnly -u DOTNET_TieredCompilation -u DOTNET_TC_CallCountThreshold "
             "DOTNET_TC_CallCountingDelayMs=0 DOTNET_JitDisasmSummary=1 DOTNET_JitStdOutFile=%s CORVID_TraceFile=%s "
             "%s/corvid %s >%s",
             log_path, trace, dir, exe, out);
    int status = system(command);
    const char *expected[] = {"Program:Fib(", "Program:IsEven(", "Program:IsOdd("};
    const char *traced[] = {"\"Program.Fib(", "\"Program.IsEven(", "\"Program.IsOdd("};
    bool compiled[3] = {false, false, false}, queued[3] = {false, false, false};
    FILE *in = fopen(log_path, "r");
    while (in && fgets(line, sizeof line, in))
        for (int i = 0; i < 3; i++)
            if (strstr(line, "JIT compiled") && strstr(line, expected[i]) && strstr(line, "Tier1")) compiled[i] = true;
    if (in) fclose(in);
    in = fopen(trace, "r");
    while (in && fgets(line, sizeof line, in))
        for (int i = 0; i < 3; i++)
            if (strstr(line, "\"MethodTierTransition\"") && strstr(line, traced[i]) &&
                strstr(line, "\"tier\":\"Tier1\",\"outcome\":\"queued\""))
                queued[i] = true;
    if (in) fclose(in);
    unlink(trace);
    char printed[128] = "";
    in = fopen(out, "r");
    if (!in || !fgets(printed, sizeof printed, in)) printed[0] = 0;
    if (in) fclose(in);
    unlink(exe);
    unlink(out);
    unlink(log_path);
    int failed = 0;
    if (status != 0) printf("test_tier_up: the program failed (status %d)\n", status), failed = 1;
    if (strcmp(printed, "196418 1000\n") != 0) printf("test_tier_up: printed '%s'\n", printed), failed = 1;
    for (int i = 0; i < 3; i++) {
        if (!queued[i]) printf("test_tier_up: %s was never queued for Tier1 by its call count\n", expected[i]), failed = 1;
        if (i == 0 && !compiled[i]) printf("test_tier_up: %s was never compiled at Tier1\n", expected[i]), failed = 1;
    }
    printf(failed ? "test_tier_up: FAIL\n" : "test_tier_up: PASS\n");
    return failed;
}
