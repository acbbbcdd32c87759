/* knobs.c — the one table of knobs corvid reads (see diag.h). */
#include "diag/diag.h"
#include <stdlib.h>
#include <string.h>

const DiagKnob diag_knobs[] = {
    {"CORVID_InterpretOnly", 0, "tier", "1 = never compile: every method stays in the Tier0 interpreter."},
    {"DOTNET_TieredCompilation", 1, "tier",
     "1 = methods start in the interpreter and hot ones tier up to Tier1 in the background; 0 = every "
     "method is compiled at Tier1 before its first call."},
    {"DOTNET_TC_CallCountThreshold", 0x1E, "tier", "Calls (hex; 30) after which a Tier0 method is promoted; 0 means 1, at most 65535."},
    {"DOTNET_TC_CallCountingDelayMs", 0x64, "tier",
     "Call counting starts this many ms (hex; 100) after the last method was called for the first time "
     "(the delay restarts while new methods keep appearing)."},
    {"CORVID_TC_DelayBypassCalls", 0x3E8, "tier",
     "A method called this many times (hex; 1000) while the call-counting delay holds is promoted "
     "anyway (a hot recursion or loop body during start-up); 0 = CoreCLR's behaviour (no calls count "
     "during the delay)."},
    {"CORVID_TC_PreloadCompiler", 1, "tier",
     "When the background compiler thread loads the Tier1 compiler (libcorvidjit.so, libLLVM): 1 = at the first "
     "sign of hot code (a method called 90 times, a loop asking for OSR code), 2 = at start-up, 0 = at the first compile."},
    {"DOTNET_TC_QuickJitForLoops", 1, "tier", "0 = methods containing loops skip Tier0 and are compiled before their first call."},
    {"DOTNET_TC_AggressiveTiering", 0, "tier", "1 = call-count threshold 1 and no call-counting delay."},
    {"DOTNET_TieredPGO", 1, "tier", "1 = Dynamic PGO: instrumented Tier0 records receiver types and branch counts for Tier1."},
    {"DOTNET_TieredPGO_InstrumentOnlyHotCode", 1, "tier",
     "1 = a method is instrumented only after its Tier0 call count is reached (then runs instrumented for "
     "another threshold of calls); 0 = Tier0 code is instrumented from the first call."},
    {"CORVID_TieredPGO_Retier", 1, "tier",
     "1 = re-tiering: Tier1 code counts hits and misses of its guarded devirtualization sites; a "
     "site that misses too often sends the method back to instrumented Tier0 for a fresh profile "
     "and a new Tier1 compile (HotSpot recompiles on failing type guards); 0 = CoreCLR's behaviour: "
     "Tier1 code is final and a stale guess stays."},
    {"CORVID_GDVStats", 0, "tier",
     "1 = count every guarded devirtualization site's hits and misses and print a table at exit "
     "(method, IL offset, guessed type, calls, hit %, likelihood at compile time, code, re-tiers)."},
    {"CORVID_TieredPGO_RetierMissPercent", 0x32, "tier",
     "Re-tier when more than this percent (hex; 50) of a site's guarded calls in a window miss; also "
     "the threshold of the GuardedDevirtualizationMiss trace event."},
    {"CORVID_ProfileExclude", 0, "tier",
     "string: method patterns (as DOTNET_JitDisasm: Method, Type:Method, * wildcards; space-separated): "
     "calls made beneath a matching method (a health probe's entry point) neither count toward tier-up "
     "nor feed the Dynamic PGO profile; the matching methods stay in the interpreter. The same as "
     "Corvid.Runtime.Profile.Exclude() scopes, without code."},
    {"CORVID_TieredPGO_RetierReprofile", 0, "tier",
     "0 = a re-tiered method is compiled again at once, with the failing site's receiver histogram "
     "rebuilt from the guard's counters and sampled receivers, while its old Tier1 code keeps running; "
     "1 = it goes back to instrumented Tier0 for a fresh profile of every site (an interpreted round "
     "of calls, then the compile)."},
    {"CORVID_TieredPGO_RetierMinCalls", 0x2710, "tier",
     "Guarded calls (hex; 10000) in a window before a site's miss ratio is judged."},
    {"CORVID_TieredPGO_RetierLimit", 2, "tier",
     "Re-tierings per method at most (hex; 2, like HotSpot's per-method trap limit): a method whose "
     "receivers keep flapping settles on its last Tier1 code."},
    {"DOTNET_WritePGOData", 0, "tier",
     "1 = at exit, write every method's Tier0 profile (receiver classes, branch counts, counted calls, "
     "the tier it reached) to DOTNET_PGODataPath (corvid's text format, docs/TIERING.md)."},
    {"DOTNET_ReadPGOData", 0, "tier",
     "1 = read DOTNET_PGODataPath at start-up: a method it names gets that profile at its first call, and "
     "one that reached Tier1 when it was written is compiled at once in the background (static PGO). "
     "Data whose assembly MVID or method IL changed is ignored with a warning."},
    {"DOTNET_PGODataPath", 0, "tier", "string: the static PGO data file DOTNET_WritePGOData writes and DOTNET_ReadPGOData reads."},
    {"DOTNET_TC_OnStackReplacement", 1, "tier", "1 = loops in interpreted methods can move to OSR code."},
    {"DOTNET_TC_OnStackReplacement_InitialCounter", 0x3E8, "tier", "Loop back-edges (hex; 1000) a frame runs before its first OSR patchpoint hit."},
    {"DOTNET_OSR_CounterBump", 0x3E8, "tier", "Back-edges (hex; 1000) between later patchpoint hits."},
    {"DOTNET_OSR_HitLimit", 0xA, "tier", "Patchpoint hits (hex; 10) after which the OSR version of the loop is compiled."},
    {"CORVID_JitStats", 0, "tier", "1 = print the methods compiled and the total time in the Tier1 compiler at exit."},
    {"CORVID_Framework", 0, "host",
     "string: which corlib runs a program: embedded = corvid's corlib; framework = resolve .NET's framework as the "
     "dotnet host does (runtimeconfig.json, roll-forward, deps.json, TPA) and run on System.Private.CoreLib "
     "(docs/ARCHITECTURE.md, Running on CoreLib); unset = auto: a program built for .NET (System.Runtime) or against "
     "mscorlib (mcs, through the framework's mscorlib facade) runs on the installed framework, an image naming "
     "neither on the embedded corlib, and every program on the embedded corlib where .NET is not installed."},
    {"CORVID_HostTrace", 0, "host", "1 = print the host's resolution steps to stderr (COREHOST_TRACE's counterpart)."},
    {"CORVID_Counters", 0, "diag",
     "1 = sample the runtime counters (dotnet-counters' System.Runtime names: gc-heap-size, gen-0-gc-count, "
     "alloc-rate, threadpool-thread-count, threadpool-queue-length, methods-jitted-count; corvid's "
     "gdv-guard-miss-rate) every CORVID_CounterIntervalMs into CORVID_CountersFile and the trace."},
    {"CORVID_CounterIntervalMs", 0x3E8, "diag", "Milliseconds (hex; 1000) between counter samples."},
    {"CORVID_CountersFile", 0, "diag",
     "string: where counter samples go, as dotnet-counters collect's CSV (Timestamp, Provider, Counter Name, "
     "Counter Type, Mean/Increment); stderr when unset."},
    {"CORVID_TraceFile", 0, "diag", "string: path of a Chrome trace-event JSON file written at exit (tier, JIT and GC events; open in Perfetto)."},
    {"DOTNET_GCgen0size", 0, "gc",
     "Gen0 (nursery) budget in bytes (hex), fixed. 0 = CoreCLR's Workstation sizing: max(4/5 of the "
     "largest cache (counted as 32 MB at most: a VM may describe its host's whole L3), 256 KB) * 5/8, capped by "
     "DOTNET_GCgen0MaxBudget, adapted to the survival rate."},
    {"DOTNET_GCgen0MaxBudget", 0, "gc", "Upper bound of the gen0 budget (hex bytes); 0 = 6 MB (CoreCLR Workstation)."},
    {"DOTNET_GCLOHThreshold", 0x14C08, "gc",
     "Objects of this many bytes or more (hex; default 85000) go to the large-object space. Values "
     "below the default are ignored, values above 1 MB are capped."},
    {"CORVID_GCYoungLargeObjects", 1, "gc",
     "1 = a large object is young until it survives a collection: gen0/gen1 collections reclaim dead "
     "young large objects and young large allocations trigger gen0/gen1 (not gen2) collections. "
     "0 = CoreCLR's behaviour (large objects are collected only by gen2, LOH budget -> AllocLarge gen2)."},
    {"DOTNET_GCHeapHardLimit", 0, "gc",
     "Heap size limit in bytes (hex); 0 = none. Near it, collections are gen2 with reason LowMemory; "
     "beyond it allocation fails with OutOfMemoryException."},
    {"DOTNET_GCConserveMemory", 0, "gc",
     "0-9: cap gen2 growth at (10/N - 1) * 0.5 + 1 times the live old space, as CoreCLR (0 = off)."},
    {"CORVID_GCGen2GrowthCap", 0xf, "gc",
     "Percent (hex; default 15) the old small-object space may grow over its live size after a gen2 "
     "before the next gen2 (caps CoreCLR's 1.2-1.8 growth factor; keeps peak RSS under SGen's). The "
     "trigger never falls below its highest value so far, so only phases at the peak pay for the cap."},
    {"CORVID_GCPauseTarget", 0, "gc",
     "Gen0 pause target in ms (hex; 0 = off, CoreCLR's behaviour): the gen0 budget is capped at what "
     "the target can promote, from the smoothed cost per promoted byte and survival rate (at least "
     "1 MB; SGen's dynamic nursery idea). Off by default: a smaller nursery gives objects less time "
     "to die, so more is promoted and gen1/gen2 run more often (binary trees: 3-4x the collections, "
     "no lower mean pause). Ignored with DOTNET_GCgen0size."},
    {"CORVID_GCGen2Start", 0x1400000, "gc",
     "Old small-object bytes (hex; 20 MB) before the first gen2 collection, and the least the gen2 trigger "
     "falls to (GCBench: 32 MB let the old space refill with dead trees past mono's peak RSS)."},
    {"CORVID_GCLOHStart", 0x8000000, "gc",
     "With young large objects: old large-object bytes (hex; 128 MB) before the first gen2; later "
     "twice the live old large objects."},
    {"CORVID_GCVerifyCards", 0, "gc",
     "1 = before every gen0 collection check that each old-to-nursery reference sits on a dirty card "
     "(reports missing write barriers on stderr). Slow."},
    {"DOTNET_GCStress", 0, "gc",
     "Collect at every n-th allocation and every n-th safepoint poll (hex); 0 = off (every 8th such "
     "collection is gen1, every 64th gen2). Flushes out missing GC roots and barriers."},
    {"CORVID_GCStats", 0, "gc",
     "1 = print a GCStats-style summary to stderr at exit: per generation count, mean/max/p99 pause, "
     "total pause, % time paused, induced count, allocated MB, peak heap, gen2 trigger reasons."},
    {"DOTNET_JitDisasm", 0, "jit",
     "string: method patterns (Method, Type:Method, Namespace.Type:Method, * wildcards, space-separated) whose "
     "Tier1 native code is printed with a '; Assembly listing for method ...' header."},
    {"DOTNET_JitDisasmSummary", 0, "jit", "1 = print one line per method compiled (or refused, with the reason) and its tier, as it happens."},
    {"DOTNET_JitStdOutFile", 0, "jit", "string: file that receives the JitDisasm / JitDisasmSummary output instead of stdout."},
    {"DOTNET_PerfMapEnabled", 0, "jit", "1 or 3 = write /tmp/perf-<pid>.map (one line per compiled method: address, size, name and tier) so `perf report` names JIT code, as CoreCLR; 2 (jitdump) is not supported."},
    {"DOTNET_PerfMapJitDumpPath", 0, "jit", "string: directory of the perf map file instead of /tmp."},
    {"CORVID_JitDumpIR", 0, "jit", "string: method patterns (as DOTNET_JitDisasm) whose optimized LLVM IR is printed."},
    {"CORVID_JitDumpBadIR", 0, "jit", "string: any value prints the LLVM IR and verifier message of a method whose IR failed verification (compiler bug hunting)."},
    {"DOTNET_HillClimbing_Disable", 0, "pool", "1 = the thread pool's goal never moves by hill climbing (only starvation, blocking and timeouts change it)."},
    {"DOTNET_HillClimbing_WavePeriod", 4, "pool", "Samples (hex; 4) per period of the square wave that probes the thread count; at least 2."},
    {"DOTNET_HillClimbing_MaxWaveMagnitude", 0x14, "pool", "Largest probe wave amplitude in threads (hex; 20)."},
    {"DOTNET_HillClimbing_WaveMagnitudeMultiplier", 0x64, "pool", "Probe amplitude scale in hundredths (hex; 100 = 1.0)."},
    {"DOTNET_HillClimbing_WaveHistorySize", 8, "pool",
     "Wave periods (hex; 8) in the analysis window (window = WavePeriod x this = 32 samples)."},
    {"DOTNET_HillClimbing_Bias", 0xF, "pool",
     "Cost of one more thread in hundredths (hex; 15 = 0.15): a thread is added only if relative "
     "throughput rises more than 0.15 x the relative thread increase."},
    {"DOTNET_HillClimbing_MaxChangePerSecond", 4, "pool", "Most threads (hex; 4) the goal moves per second of sampled time."},
    {"DOTNET_HillClimbing_MaxChangePerSample", 0x14, "pool", "Most threads (hex; 20) the goal rises in one sample."},
    {"DOTNET_HillClimbing_MaxSampleErrorPercent", 0xF, "pool",
     "A sample whose completion count's error ((threads - 1) / completions) reaches this many hundredths "
     "(hex; 15) is extended instead of used."},
    {"DOTNET_HillClimbing_TargetSignalToNoiseRatio", 0x12C, "pool",
     "Signal-to-noise ratio in hundredths (hex; 300 = 3.0) at which a move gets full confidence; the "
     "probe amplitude grows with the noise to reach it."},
    {"DOTNET_HillClimbing_ErrorSmoothingFactor", 1, "pool", "Weight in hundredths (hex; 1 = 0.01) of a new noise estimate in its moving average."},
    {"DOTNET_HillClimbing_GainExponent", 0xC8, "pool", "Exponent in hundredths (hex; 200 = 2.0) damping small moves near the optimum."},
    {"DOTNET_HillClimbing_SampleIntervalLow", 0xA, "pool",
     "Shortest sample interval in ms (hex; 10); each change picks a random interval in [Low, High] "
     "(Low > High reverts to 10-200)."},
    {"DOTNET_HillClimbing_SampleIntervalHigh", 0xC8, "pool", "Longest sample interval in ms (hex; 200)."},
    {"DOTNET_ThreadPool_ForceMinWorkerThreads", 0, "pool",
     "Thread pool minimum worker threads (hex); 0 = ProcessorCount. When set, SetMinThreads with another value fails."},
    {"DOTNET_ThreadPool_ForceMaxWorkerThreads", 0, "pool",
     "Thread pool maximum worker threads (hex); 0 = 32767. When set, SetMaxThreads with another value fails."},
    {"DOTNET_ThreadPool_ThreadTimeoutMs", 0x4E20, "pool",
     "A parked pool worker exits after this many ms idle (hex; 20000; FFFFFFFF = -1 = never); the pool keeps "
     "MinThreads workers."},
    {"DOTNET_ThreadPool_DisableStarvationDetection", 0, "pool",
     "1 = the gate thread never adds a thread when queued work waits 500 ms without a dispatch."},
    {"DOTNET_ThreadPool_CooperativeBlocking", 1, "pool",
     "With CORVID_ThreadPoolBlockingScope=task: 0 = task waits are not compensated (CoreCLR's "
     "System.Threading.ThreadPool.Blocking.CooperativeBlocking)."},
    {"DOTNET_ThreadPool_Blocking_ThreadsToAddWithoutDelay_ProcCountFactor", 1, "pool",
     "Scope task: threads above MinThreads added at once for blocked task waits, x ProcessorCount (hex; 1)."},
    {"DOTNET_ThreadPool_Blocking_ThreadsPerDelayStep_ProcCountFactor", 1, "pool",
     "Scope task: threads per delay step beyond those, x ProcessorCount (hex; 1)."},
    {"DOTNET_ThreadPool_Blocking_DelayStepMs", 0x19, "pool",
     "Scope task: delay before each added thread grows by this many ms per step (hex; 25)."},
    {"DOTNET_ThreadPool_Blocking_MaxDelayMs", 0xFA, "pool", "Scope task: longest delay between added threads in ms (hex; 250; at most 500)."},
    {"DOTNET_ThreadPool_Blocking_IgnoreMemoryUsage", 0, "pool",
     "Scope task: 1 = add threads for blocked task waits even near 80 % of the high memory load."},
    {"CORVID_ThreadPoolBlockingScope", 0, "pool",
     "Blocking compensation: all (0, default) = any managed blocking wait of a pool worker gives its place to "
     "another worker at once while work is queued; task (1) = CoreCLR (task waits only, delayed schedule); "
     "none (2) = no compensation. The words or the numbers."},
    {"CORVID_ThreadPoolMaxBlockedWorkers", 0, "pool",
     "Scope all: most blocked workers compensated at once (hex); 0 = physical memory / 10 MB (a worker's "
     "8 MB interpreter stack + 2 MB native stack), at least 64."},
    {"CORVID_ThreadPoolTrace", 0, "pool",
     "1 = every 500 ms print to stderr the pool's worker count, goal, blocked workers, queue length, "
     "throughput, CPU and last adjustment reason; on starvation, where the workers are blocked."},
    {NULL, 0, NULL, NULL},
};

int diag_parse_hex(const char *text, uint64_t *value) {
    if (!text || !*text) return 0;
    if (text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) text += 2;
    char *end;
    unsigned long long v = strtoull(text, &end, 16);
    if (*end != 0 || end == text) return 0;
    *value = v;
    return 1;
}

uint64_t diag_knob(const char *name) {
    for (const DiagKnob *k = diag_knobs; k->name; k++) {
        if (strcmp(k->name, name) != 0) continue;
        uint64_t value;
        if (diag_parse_hex(getenv(name), &value)) return value;
        return k->default_value;
    }
    fprintf(stderr, "corvid: internal error: knob %s is not in the knob table\n", name);
    abort();
}

void diag_print_knobs(FILE *out, int markdown) {
    if (markdown) {
        fprintf(out, "# Knobs\n\nGenerated by `corvid knobs --markdown` from the table in "
                     "`src/diag/knobs.c`. Numbers are hexadecimal, as in CoreCLR.\n\n"
                     "| knob | default | read by | meaning |\n|---|---|---|---|\n");
        for (const DiagKnob *k = diag_knobs; k->name; k++)
            fprintf(out, "| `%s` | %llX | %s | %s |\n", k->name, (unsigned long long)k->default_value, k->reader,
                    k->description);
        return;
    }
    for (const DiagKnob *k = diag_knobs; k->name; k++)
        fprintf(out, "%-24s default %-6llX (%s) %s\n", k->name, (unsigned long long)k->default_value, k->reader,
                k->description);
}
