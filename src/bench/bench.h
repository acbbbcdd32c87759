/*
 * bench.h — `corvid bench`: an in-process benchmark harness that knows the tier.
 *
 * It finds the methods of an assembly marked [Benchmark] (BenchmarkDotNet's attributes, matched
 * by name: Benchmark with Baseline, Params, GlobalSetup, GlobalCleanup, MemoryDiagnoser), warms
 * each one up until its Tier1 code is installed, the background compiler is idle and the
 * iteration times show no change point, then measures and prints BenchmarkDotNet's Markdown
 * table with a Tier and a Warm-up column (or JSON).  docs/BENCH.md has the details.
 */
#ifndef CORVID_BENCH_H
#define CORVID_BENCH_H

/* Boots the VM for the assembly at `path` (choosing the corlib as for a program), runs
 * `body(path)` in it and exits the process with its result. */
typedef int (*BenchBoot)(const char *path, int (*body)(const char *path));

/* `corvid bench [options] X.dll|X.cs`; argv[0] is the first argument after "bench",
 * `self` the corvid binary (re-run for each --env job).  Returns the exit code. */
int bench_command(int argc, char **argv, const char *self, BenchBoot boot);

#endif
