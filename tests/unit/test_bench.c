// test_bench.c — `corvid bench` on tests/unit/bench_cases.cs (short iterations): the Markdown
// table's header and rows in BenchmarkDotNet's order ([Params] cases, last parameter fastest),
// GlobalSetup/GlobalCleanup once per case and method, Ratio 1.00 on the baseline, exact
// allocation per operation, Sum measured at Tier1, a throwing benchmark reported (NA row, its
// exception on stderr, exit code 1); --json parses as JSON (python3) with the same rows; --env
// runs a job per knob set with a Job column; a missing file and a bad option are clear errors.
// No time is compared.
#include <libgen.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static char dir[PATH_MAX], dll[64], out[64], err[64];
static int failed;

#define CHECK(cond, ...)                                                                           \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            printf("test_bench: " __VA_ARGS__);                                                    \
            printf("\n");                                                                          \
            failed = 1;                                                                            \
        }                                                                                          \
    } while (0)

static int bench(const char *arguments) {
    char command[4 * PATH_MAX];
    snprintf(command, sizeof command,
             "%s/corvid bench --iterations 3 --iteration-ms 5 --max-warmup-ms 5000 %s >%s 2>%s",
             dir, arguments, out, err);
    int status = system(command);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

static int count_lines(const char *path, const char *needle) {
    char line[4096];
    int n = 0;
    FILE *in = fopen(path, "r");
    while (in && fgets(line, sizeof line, in))
        n += strstr(line, needle) != NULL;
    if (in) fclose(in);
    return n;
}

/* The n-th (0-based) table row starting with "| name ", or "" */
static const char *row(const char *name, int n, char *buffer, size_t size) {
    char prefix[128];
    snprintf(prefix, sizeof prefix, "| %s ", name);
    buffer[0] = 0;
    FILE *in = fopen(out, "r");
    while (in && fgets(buffer, (int)size, in))
        if (strncmp(buffer, prefix, strlen(prefix)) == 0 && n-- == 0) break;
    if (n >= 0) buffer[0] = 0;
    if (in) fclose(in);
    return buffer;
}

int main(int argc, char **argv) {
    (void)argc;
    char self[PATH_MAX], command[4 * PATH_MAX], line[4096];
    snprintf(self, sizeof self, "%s", argv[0]);
    snprintf(dir, sizeof dir, "%s/..", dirname(self));
    int pid = (int)getpid();
    snprintf(dll, sizeof dll, "/tmp/corvid-test-bench-%d.dll", pid);
    snprintf(out, sizeof out, "/tmp/corvid-test-bench-%d.out", pid);
    snprintf(err, sizeof err, "/tmp/corvid-test-bench-%d.err", pid);
    snprintf(command, sizeof command,
             "mcs -optimize+ -target:library -out:%s tests/unit/bench_cases.cs >/dev/null", dll);
    if (system(command) != 0) {
        printf("test_bench: mcs failed\n");
        return 1;
    }

    char arguments[256];
    snprintf(arguments, sizeof arguments, "%s", dll);
    int code = bench(arguments);
    CHECK(code == 1, "exit code %d with a throwing benchmark, want 1", code);
    CHECK(count_lines(out, "| Method ") == 1 && count_lines(out, " Mean ") == 1, "no table header");
    const char *columns[] = {"Params", "Error", "StdDev", "Ratio", "Allocated", "Tier", "Warm-up"};
    for (size_t i = 0; i < sizeof columns / sizeof columns[0]; i++) {
        snprintf(line, sizeof line, " %s ", columns[i]);
        CHECK(count_lines(out, line) >= 1, "the header lacks %s", columns[i]);
    }
    CHECK(count_lines(out, "| Sum ") == 4 && count_lines(out, "| Allocate ") == 4,
          "want 4 cases of Sum and of Allocate");
    CHECK(strstr(row("Sum", 0, line, sizeof line), "N=10, Tag=a ") != NULL, "first case: %s", line);
    CHECK(strstr(row("Sum", 1, line, sizeof line), "N=10, Tag=bb ") != NULL,
          "second case (last parameter fastest): %s", line);
    CHECK(strstr(row("Sum", 3, line, sizeof line), "N=1000, Tag=bb ") != NULL, "last case: %s",
          line);
    for (int i = 0; i < 4; i++) {
        row("Sum", i, line, sizeof line);
        CHECK(strstr(line, " 1.00 |") && strstr(line, "| Tier1 "),
              "baseline Sum not 1.00 at Tier1: %s", line);
    }
    CHECK(strstr(row("Allocate", 2, line, sizeof line), " 1.00 KB |"),
          "Allocate N=1000 should allocate 1024 bytes per operation: %s", line);
    CHECK(strstr(row("Allocate", 0, line, sizeof line), " 40 B |") != NULL,
          "Allocate N=10 should allocate 40 B: %s", line);
    CHECK(strstr(row("Throws", 0, line, sizeof line), " NA |") != NULL,
          "Throws is not an NA row: %s", line);
    CHECK(count_lines(
              err,
              "Cases.Broken.Throws threw: System.InvalidOperationException: broken on purpose") ==
              1,
          "the exception is not reported on stderr");
    CHECK(count_lines(err, "setup N=") == 8 && count_lines(err, "cleanup N=") == 8,
          "want 8 setups and cleanups");
    CHECK(count_lines(out, "NotMeasured") == 0, "a method without [Benchmark] was measured");

    snprintf(arguments, sizeof arguments, "--json --filter Sum %s", dll);
    code = bench(arguments);
    CHECK(code == 0, "--json --filter Sum: exit code %d", code);
    snprintf(command, sizeof command,
             "python3 -c \"import json,sys; d=json.load(open(sys.argv[1])); b=d['benchmarks']; "
             "assert len(b)==4 and all(x['method']=='Sum' and x['ratio']==1 and x['meanNs']>0 for "
             "x in b)\" %s",
             out);
    CHECK(system(command) == 0, "--json output is not the expected JSON");

    snprintf(arguments, sizeof arguments, "--env DOTNET_TieredPGO=0 --filter Sum %s", dll);
    code = bench(arguments);
    CHECK(code == 0, "--env: exit code %d", code);
    CHECK(count_lines(out, "| Job ") == 1 || count_lines(out, " Job ") == 1,
          "--env: no Job column");
    CHECK(count_lines(out, "| DOTNET_TieredPGO=0 ") == 4 && count_lines(out, "| Default ") == 4,
          "--env: want 4 rows per job");

    code = bench("/nonexistent/x.dll");
    CHECK(code == 1 && count_lines(err, "cannot open '/nonexistent/x.dll'") == 1,
          "missing file: exit %d", code);
    code = bench("--bogus x.dll");
    CHECK(code == 2 && count_lines(err, "unexpected argument '--bogus'") == 1,
          "bad option: exit %d", code);

    remove(dll);
    remove(out);
    remove(err);
    if (!failed) printf("test_bench: ok\n");
    return failed;
}
