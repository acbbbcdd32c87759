// test_jit_derived_pointer.c — compiled frames under GC stress: tests/unit/test_jit_derived_pointer.cs
// runs on the embedded corlib in Tier1 code (DOTNET_TieredCompilation=0) with a collection at
// every safepoint; its loop's array must stay where the loop's addresses point (jit_llvm.c:
// no loop strength reduction), so the program must print 3000000 and exit 0.
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int main(int argc, char **argv) {
    (void)argc;
    char self[PATH_MAX], dir[PATH_MAX], exe[64], command[4 * PATH_MAX];
    snprintf(self, sizeof self, "%s", argv[0]);
    snprintf(dir, sizeof dir, "%s/..", dirname(self));
    snprintf(exe, sizeof exe, "/tmp/corvid-test-derived-%d.exe", (int)getpid());
    snprintf(command, sizeof command, "mcs -optimize+ -out:%s tests/unit/test_jit_derived_pointer.cs >/dev/null", exe);
    if (system(command) != 0) {
        fprintf(stderr, "test_jit_derived_pointer: mcs failed\n");
        return 1;
    }
    snprintf(command, sizeof command,
             "env -u CORVID_InterpretOnly CORVID_Framework=embedded DOTNET_TieredCompilation=0 DOTNET_GCStress=0x400 "
             "%s/corvid %s >/dev/null 2>&1",
             dir, exe);
    int status = system(command);
    unlink(exe);
    if (status != 0) {
        printf("test_jit_derived_pointer: the program failed under GC stress (status %d)\n", status);
        printf("test_jit_derived_pointer: FAIL\n");
        return 1;
    }
    printf("test_jit_derived_pointer: PASS\n");
    return 0;
}
