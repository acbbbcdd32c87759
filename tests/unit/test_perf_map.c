// test_perf_map.c — DOTNET_PerfMapEnabled=1 writes CoreCLR's perf map: tests/unit/osr_entry.cs
// runs with DOTNET_TieredCompilation=0 (Main and Run compiled before their first call) and
// DOTNET_PerfMapJitDumpPath naming a fresh directory; perf-<pid>.map there must hold a
// "START SIZE NAME[OptimizedTier1]" line for Program:Run whose start and size are hexadecimal
// and non-zero.  DOTNET_PerfMapEnabled=2 (jitdump) must say it is not supported and still run.
#include <dirent.h>
#include <libgen.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv) {
    (void)argc;
    char self[PATH_MAX], dir[PATH_MAX], exe[64], folder[64], err[64], command[4 * PATH_MAX], line[2048];
    snprintf(self, sizeof self, "%s", argv[0]);
    snprintf(dir, sizeof dir, "%s/..", dirname(self));
    snprintf(exe, sizeof exe, "/tmp/corvid-test-perf-map-%d.exe", (int)getpid());
    snprintf(folder, sizeof folder, "/tmp/corvid-test-perf-map-%d", (int)getpid());
    snprintf(err, sizeof err, "/tmp/corvid-test-perf-map-%d.err", (int)getpid());
    snprintf(command, sizeof command, "mcs -optimize+ -out:%s tests/unit/osr_entry.cs >/dev/null && mkdir -p %s", exe, folder);
    if (system(command) != 0) {
        fprintf(stderr, "test_perf_map: mcs failed\n");
        return 1;
    }
    int failed = 0;
    snprintf(command, sizeof command,
             "env -u CORVID_InterpretOnly DOTNET_TieredCompilation=0 DOTNET_PerfMapEnabled=1 DOTNET_PerfMapJitDumpPath=%s "
             "%s/corvid %s >/dev/null",
             folder, dir, exe);
    if (system(command) != 0) printf("test_perf_map: the program failed with the perf map on\n"), failed = 1;
    bool found = false;
    int maps = 0;
    DIR *d = opendir(folder);
    struct dirent *entry;
    while (d && (entry = readdir(d))) {
        if (strncmp(entry->d_name, "perf-", 5) != 0) continue;
        maps++;
        char path[PATH_MAX];
        snprintf(path, sizeof path, "%s/%s", folder, entry->d_name);
        FILE *in = fopen(path, "r");
        while (in && fgets(line, sizeof line, in)) {
            unsigned long start = 0, size = 0;
            char name[1024];
            if (sscanf(line, "%lx %lx %1023[^\n]", &start, &size, name) == 3 && start && size &&
                strstr(name, "Program:Run(") && strstr(name, "[OptimizedTier1]"))
                found = true;
        }
        if (in) fclose(in);
        unlink(path);
    }
    if (d) closedir(d);
    if (maps != 1) printf("test_perf_map: %d perf-*.map files in %s, want 1\n", maps, folder), failed = 1;
    if (!found) printf("test_perf_map: no 'START SIZE Program:Run(...)[OptimizedTier1]' line in the perf map\n"), failed = 1;
    snprintf(command, sizeof command, "env -u CORVID_InterpretOnly DOTNET_PerfMapEnabled=2 %s/corvid %s >/dev/null 2>%s", dir,
             exe, err);
    if (system(command) != 0) printf("test_perf_map: the program failed with DOTNET_PerfMapEnabled=2\n"), failed = 1;
    bool said = false;
    FILE *in = fopen(err, "r");
    while (in && fgets(line, sizeof line, in))
        if (strstr(line, "DOTNET_PerfMapEnabled=2") && strstr(line, "not support")) said = true;
    if (in) fclose(in);
    if (!said) printf("test_perf_map: DOTNET_PerfMapEnabled=2 did not say jitdump is not supported\n"), failed = 1;
    unlink(exe);
    unlink(err);
    rmdir(folder);
    printf(failed ? "test_perf_map: FAIL\n" : "test_perf_map: PASS\n");
    return failed;
}
