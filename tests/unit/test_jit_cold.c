// test_jit_cold.c — profile-guided cold code: tests/unit/test_jit_cold.cs runs under build/corvid
// (Dynamic PGO, no call-counting delay, no OSR: Main's OSR code would inline Lookup, whose own
// compile tier.c then drops) with DOTNET_JitDisasm for Lookup; its Tier1 listing must
// inline the call on the path the profile saw and leave the one behind the branch it never
// took (jit_compile.c mark_cold_code), and the program, which then takes that path, must succeed.
#include <libgen.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv) {
    (void)argc;
    char self[PATH_MAX], dir[PATH_MAX], exe[64], log[64], command[4 * PATH_MAX];
    snprintf(self, sizeof self, "%s", argv[0]);
    snprintf(dir, sizeof dir, "%s/..", dirname(self));
    snprintf(exe, sizeof exe, "/tmp/corvid-test-cold-%d.exe", (int)getpid());
    snprintf(log, sizeof log, "/tmp/corvid-test-cold-%d.log", (int)getpid());
    snprintf(command, sizeof command, "mcs -optimize+ -out:%s tests/unit/test_jit_cold.cs >/dev/null", exe);
    if (system(command) != 0) {
        fprintf(stderr, "test_jit_cold: mcs failed\n");
        return 1;
    }
    snprintf(command, sizeof command,
             "env -u CORVID_InterpretOnly DOTNET_TieredPGO=1 DOTNET_TC_CallCountingDelayMs=0 DOTNET_TC_OnStackReplacement=0 "
             "DOTNET_JitDisasm=Lookup "
             "DOTNET_JitStdOutFile=%s %s/corvid %s",
             log, dir, exe);
    int status = system(command);
    unlink(exe);
    FILE *in = fopen(log, "r");
    if (!in) {
        fprintf(stderr, "test_jit_cold: no JIT log\n");
        return 1;
    }
    char line[1024];
    bool tier = false, hot = false, rare = false;
    while (fgets(line, sizeof line, in)) {
        if (strstr(line, "; Assembly listing for method Program:Lookup") && strstr(line, "(Tier1")) tier = true;
        if (strstr(line, "; Inlinee: Program:Hot(int):int")) hot = true;
        if (strstr(line, "; Inlinee: Program:Rare(int):int")) rare = true;
    }
    fclose(in);
    unlink(log);
    int failed = 0;
    if (status != 0) printf("test_jit_cold: the program failed (status %d)\n", status), failed = 1;
    if (!tier) printf("test_jit_cold: no Tier1 listing of Lookup\n"), failed = 1;
    if (!hot) printf("test_jit_cold: Hot (on the profiled path) not inlined\n"), failed = 1;
    if (rare) printf("test_jit_cold: Rare (behind a branch the profile took once) inlined\n"), failed = 1;
    printf(failed ? "test_jit_cold: FAIL\n" : "test_jit_cold: PASS\n");
    return failed;
}
