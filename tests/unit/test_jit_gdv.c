// test_jit_gdv.c — guarded devirtualization end to end: tests/unit/test_jit_gdv.cs runs under
// build/corvid (default tiering, Dynamic PGO, no call-counting delay) with DOTNET_JitDisasm for
// Process; the listing must name the FastHandler guard with its likelihood and the inlined Handle,
// and the program (which also takes the guard's fallback) must succeed.
#include <libgen.h>
#include <stdbool.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv) {
    (void)argc;
    char self[PATH_MAX], dir[PATH_MAX], exe[64], log[64], command[4 * PATH_MAX];
    snprintf(self, sizeof self, "%s", argv[0]);
    snprintf(dir, sizeof dir, "%s/..", dirname(self));
    snprintf(exe, sizeof exe, "/tmp/corvid-test-gdv-%d.exe", (int)getpid());
    snprintf(log, sizeof log, "/tmp/corvid-test-gdv-%d.log", (int)getpid());
    snprintf(command, sizeof command, "mcs -optimize+ -out:%s tests/unit/test_jit_gdv.cs >/dev/null", exe);
    if (system(command) != 0) {
        fprintf(stderr, "test_jit_gdv: mcs failed\n");
        return 1;
    }
    snprintf(command, sizeof command,
             "env -u CORVID_InterpretOnly DOTNET_TieredPGO=1 DOTNET_TC_CallCountingDelayMs=0 DOTNET_TC_CallCountThreshold=2 DOTNET_JitDisasm=Process "
             "DOTNET_JitStdOutFile=%s %s/corvid %s",
             log, dir, exe);
    int status = system(command);
    unlink(exe);
    FILE *in = fopen(log, "r");
    if (!in) {
        fprintf(stderr, "test_jit_gdv: no JIT log\n");
        return 1;
    }
    char line[1024];
    bool tier = false, guard = false, inlinee = false;
    while (fgets(line, sizeof line, in)) {
        if (strstr(line, "; Assembly listing for method Program:Process") && strstr(line, "(Tier1")) tier = true;
        if (strstr(line, "; GDV: Process IL_") && strstr(line, "guessed FastHandler (100%)")) guard = true;
        if (strstr(line, "; Inlinee: FastHandler:Handle(int):int")) inlinee = true;
    }
    fclose(in);
    unlink(log);
    int failed = 0;
    if (status != 0) printf("test_jit_gdv: the program failed (status %d)\n", status), failed = 1;
    if (!tier) printf("test_jit_gdv: no Tier1 listing of Process\n"), failed = 1;
    if (!guard) printf("test_jit_gdv: no FastHandler guard in the listing\n"), failed = 1;
    if (!inlinee) printf("test_jit_gdv: FastHandler.Handle not inlined\n"), failed = 1;
    printf(failed ? "test_jit_gdv: FAIL\n" : "test_jit_gdv: PASS\n");
    return failed;
}
