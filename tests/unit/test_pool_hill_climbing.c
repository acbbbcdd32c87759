// test_pool_hill_climbing.c — unit tests of the thread pool's hill-climbing controller, driven
// by a synthetic plant in simulated time (no threads, no sleeping).
//
// The plant: throughput rises linearly with the thread count up to a knee and is flat after it,
// with seeded multiplicative noise.  Each step lasts the sample interval the controller asked
// for, and the pool's goal is whatever the controller returned, as the pool's
// AdjustMaxWorkersActive does.
#include "diag/diag.h"
#include "pool/pool_hill_climbing.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int failures;

#define CHECK(cond, ...)                                                                           \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            failures++;                                                                            \
            fprintf(stderr, "FAIL %s:%d: %s: ", __FILE__, __LINE__, #cond);                        \
            fprintf(stderr, __VA_ARGS__);                                                          \
            fputc('\n', stderr);                                                                   \
        }                                                                                          \
    } while (0)

/* ---- the plant ------------------------------------------------------------------------------ */

typedef struct Plant {
    int knee;          /* threads beyond which throughput is flat */
    double per_thread; /* items per thread per second below the knee */
    double noise;      /* sigma of the log-normal multiplicative noise (0 = none) */
    uint64_t random;
} Plant;

static double plant_uniform(Plant *p) {
    uint64_t z = (p->random += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    return ((z >> 11) + 0.5) / 9007199254740992.0; /* (0, 1) */
}

static double plant_gaussian(Plant *p) {
    double u = plant_uniform(p), v = plant_uniform(p);
    return sqrt(-2.0 * log(u)) * cos(2.0 * M_PI * v);
}

/* Completions in `seconds` with `threads` threads; the noise has mean 1. */
static int plant_completions(Plant *p, int threads, double seconds) {
    int useful = threads < p->knee ? threads : p->knee;
    double rate = p->per_thread * useful;
    if (p->noise > 0) rate *= exp(p->noise * plant_gaussian(p) - p->noise * p->noise / 2);
    return (int)lround(rate * seconds);
}

/* ---- the simulated pool ------------------------------------------------------------------- */

typedef struct Sim {
    PoolHillClimbing hc;
    Plant plant;
    int goal;
    int interval_ms;
    double now; /* simulated seconds */
    /* rate-limit bookkeeping (test 2) */
    double since_control_change;
    double max_rate_violation; /* largest |delta control| - allowed seen */
    int rate_checks;
    /* observed range */
    int min_seen, max_seen, max_interval_seen;
    /* time-weighted thread count since `window_start` */
    double window_start, weighted_threads, window_seconds;
} Sim;

static void sim_init(Sim *s, const PoolHillClimbingConfig *config, int min_threads, int max_threads,
                     uint32_t seed, Plant plant) {
    memset(s, 0, sizeof *s);
    pool_hill_climbing_init(&s->hc, config, min_threads, max_threads, seed);
    s->plant = plant;
    s->plant.random = seed * 7919ull + 1;
    s->goal = min_threads;
    s->interval_ms = 0; /* CoreCLR: all times start at 0, so the first completion samples */
    s->min_seen = 1 << 30;
    s->max_rate_violation = -1e300;
    s->window_start = 1e300;
}

/* One sample: run the plant for the interval at the current goal, then let the controller
 * decide.  The first sample lasts a token 1 ms (CoreCLR's first Adjust runs right away). */
static void sim_step(Sim *s) {
    double seconds = (s->interval_ms > 0 ? s->interval_ms : 1) / 1000.0;
    int completions = plant_completions(&s->plant, s->goal, seconds);
    if (s->now >= s->window_start) {
        s->weighted_threads += s->goal * seconds;
        s->window_seconds += seconds;
    }
    s->now += seconds;
    bool first = s->hc.total_samples == 0;
    double control_before = s->hc.current_control_setting;
    s->goal = pool_hill_climbing_update(&s->hc, s->goal, seconds, completions, &s->interval_ms);
    s->since_control_change += seconds;
    double delta = fabs(s->hc.current_control_setting - control_before);
    if (!first && delta > 0) {
        /* |move| <= MaxChangePerSecond x (this sample + carried-over time), and carried-over
         * samples never move the control setting. */
        double excess = delta - s->hc.max_change_per_second * s->since_control_change;
        if (excess > s->max_rate_violation) s->max_rate_violation = excess;
        s->rate_checks++;
        s->since_control_change = 0;
    }
    if (s->goal < s->min_seen) s->min_seen = s->goal;
    if (s->goal > s->max_seen) s->max_seen = s->goal;
    if (s->interval_ms > s->max_interval_seen) s->max_interval_seen = s->interval_ms;
}

static void sim_run_until(Sim *s, double seconds) {
    while (s->now < seconds)
        sim_step(s);
}

static double sim_window_average(const Sim *s) {
    return s->window_seconds > 0 ? s->weighted_threads / s->window_seconds : 0;
}

/* ---- tests -------------------------------------------------------------------------------- */

static void test_reason_names(void) {
    CHECK(strcmp(pool_adjustment_reason_name(POOL_ADJUST_WARMUP), "Warmup") == 0, "Warmup");
    CHECK(strcmp(pool_adjustment_reason_name(POOL_ADJUST_CLIMBING_MOVE), "ClimbingMove") == 0,
          "ClimbingMove");
    CHECK(strcmp(pool_adjustment_reason_name(POOL_ADJUST_COOPERATIVE_BLOCKING),
                 "CooperativeBlocking") == 0,
          "CooperativeBlocking");
    CHECK(POOL_ADJUST_THREAD_TIMED_OUT == 7 && POOL_ADJUST_STABILIZING == 5, "CoreCLR numbering");
    CHECK(strcmp(pool_adjustment_reason_name((PoolAdjustmentReason)42), "?") == 0, "out of range");
}

static void test_config(void) {
    PoolHillClimbingConfig defaults, knobs;
    pool_hill_climbing_config_defaults(&defaults);
    pool_hill_climbing_config_from_knobs(&knobs);
#define SAME(field) CHECK(defaults.field == knobs.field, "knob default of " #field)
    SAME(disable);
    SAME(wave_period);
    SAME(max_wave_magnitude);
    SAME(wave_magnitude_multiplier_percent);
    SAME(wave_history_size);
    SAME(bias_percent);
    SAME(max_change_per_second);
    SAME(max_change_per_sample);
    SAME(max_sample_error_percent);
    SAME(target_signal_to_noise_ratio_percent);
    SAME(error_smoothing_factor_percent);
    SAME(gain_exponent_percent);
    SAME(sample_interval_low_ms);
    SAME(sample_interval_high_ms);
#undef SAME
    CHECK(defaults.wave_period == 4 && defaults.wave_history_size == 8 &&
              defaults.bias_percent == 15 && defaults.target_signal_to_noise_ratio_percent == 300,
          "CoreCLR defaults");

    /* CoreCLR parses DOTNET_ numbers as hexadecimal. */
    setenv("DOTNET_HillClimbing_WavePeriod", "8", 1);
    setenv("DOTNET_HillClimbing_MaxChangePerSecond", "0x10", 1);
    setenv("DOTNET_HillClimbing_SampleIntervalLow", "12C", 1); /* 300 > High: reverts */
    pool_hill_climbing_config_from_knobs(&knobs);
    unsetenv("DOTNET_HillClimbing_WavePeriod");
    unsetenv("DOTNET_HillClimbing_MaxChangePerSecond");
    unsetenv("DOTNET_HillClimbing_SampleIntervalLow");
    CHECK(knobs.wave_period == 8 && knobs.max_change_per_second == 16, "hex knobs: %d %d",
          knobs.wave_period, knobs.max_change_per_second);
    static PoolHillClimbing hc;
    pool_hill_climbing_init(&hc, &knobs, 1, 100, 1);
    CHECK(hc.samples_to_measure == 64, "window %d", hc.samples_to_measure);
    CHECK(hc.sample_interval_low_ms == 10 && hc.sample_interval_high_ms == 200,
          "inverted interval range reverts: %d-%d", hc.sample_interval_low_ms,
          hc.sample_interval_high_ms);
    CHECK(hc.current_sample_ms >= 10 && hc.current_sample_ms <= 200, "first interval %d",
          hc.current_sample_ms);

    /* An unusable wave period falls back rather than dividing by zero. */
    knobs.wave_period = 1;
    pool_hill_climbing_init(&hc, &knobs, 1, 100, 1);
    CHECK(hc.wave_period == 4 && hc.samples_to_measure == 32, "period 1 reverts");
}

/* The accuracy gate: a sample whose completion count may be off by 15 % or more is carried
 * over, and the controller asks for a new sample in 10 ms. */
static void test_sample_error(void) {
    PoolHillClimbingConfig config;
    pool_hill_climbing_config_defaults(&config);
    static PoolHillClimbing hc;
    pool_hill_climbing_init(&hc, &config, 4, 100, 3);
    int interval;
    /* The first sample is always taken, however inaccurate. */
    CHECK(pool_hill_climbing_update(&hc, 4, 0.01, 2, &interval) == 4, "first");
    CHECK(hc.total_samples == 1, "first sample recorded");
    /* 3 / 10 = 0.3 >= 0.15: carried over. */
    CHECK(pool_hill_climbing_update(&hc, 4, 0.01, 10, &interval) == 4, "inaccurate");
    CHECK(interval == 10, "retry in 10 ms, got %d", interval);
    CHECK(hc.total_samples == 1, "inaccurate sample not recorded");
    /* Zero completions with several threads is an infinite error. */
    pool_hill_climbing_update(&hc, 4, 0.01, 0, &interval);
    CHECK(hc.total_samples == 1 && interval == 10, "zero completions carried over");
    /* 3 / 30 = 0.1: recorded, with the carried-over time and completions. */
    pool_hill_climbing_update(&hc, 4, 0.03, 20, &interval);
    CHECK(hc.total_samples == 2, "accurate sample recorded");
    CHECK(fabs(hc.samples[1] - 30 / 0.05) < 1e-9, "carried-over throughput %g", hc.samples[1]);
    CHECK(hc.accumulated_completions == 0 && hc.accumulated_sample_duration == 0,
          "carry-over cleared");
    /* One thread: (1 - 1) / 0 is NaN in CoreCLR, which is not an error. */
    pool_hill_climbing_set_limits(&hc, 1, 100);
    pool_hill_climbing_force_change(&hc, 1, POOL_ADJUST_STARVATION);
    pool_hill_climbing_update(&hc, 1, 0.01, 0, &interval);
    CHECK(hc.total_samples == 3, "one thread, zero completions recorded");
}

static Plant knee_plant(double noise) {
    return (Plant){.knee = 8, .per_thread = 100, .noise = noise};
}

/* (1) converges near the knee and (2) never faster than MaxChangePerSecond. */
static void test_convergence(void) {
    PoolHillClimbingConfig config;
    pool_hill_climbing_config_defaults(&config);
    for (uint32_t seed = 1; seed <= 6; seed++) {
        static Sim s;
        sim_init(&s, &config, 2, 100, seed, knee_plant(0.05));
        sim_run_until(&s, 20);
        CHECK(s.max_seen >= 7, "seed %u: reached %d threads by 20 s", seed, s.max_seen);
        s.window_start = 60;
        sim_run_until(&s, 120);
        double average = sim_window_average(&s);
        printf("  convergence seed %u: average %.2f threads over the last 60 s, control %.2f, "
               "%lld samples, max rate excess %.2g\n",
               seed, average, s.hc.current_control_setting, (long long)s.hc.total_samples,
               s.max_rate_violation);
        CHECK(fabs(average - 8.0) <= 1.5, "seed %u: average %.2f not near the knee 8", seed,
              average);
        CHECK(s.max_seen <= 8 + 1 + 20, "seed %u: overshoot to %d", seed, s.max_seen);
        CHECK(s.rate_checks > 100, "seed %u: only %d moves", seed, s.rate_checks);
        CHECK(s.max_rate_violation <= 1e-9, "seed %u: moved %.3g threads faster than 4/s", seed,
              s.max_rate_violation);
        CHECK(pool_hill_climbing_last_reason(&s.hc) == POOL_ADJUST_CLIMBING_MOVE,
              "seed %u: state %s", seed,
              pool_adjustment_reason_name(pool_hill_climbing_last_reason(&s.hc)));
    }

    /* A lower MaxChangePerSecond is honoured, and actually slows the ramp: 2 -> 7 needs at
     * least 5 s at 1 thread/s (plus the warm-up), while 4/s gets there sooner. */
    {
        static Sim fast, slow;
        PoolHillClimbingConfig slow_config = config;
        slow_config.max_change_per_second = 1;
        sim_init(&fast, &config, 2, 100, 11, knee_plant(0.02));
        sim_init(&slow, &slow_config, 2, 100, 11, knee_plant(0.02));
        while (fast.hc.current_control_setting < 7 && fast.now < 100)
            sim_step(&fast);
        while (slow.hc.current_control_setting < 7 && slow.now < 100)
            sim_step(&slow);
        printf("  control 2 -> 7: %.2f s at 4 threads/s, %.2f s at 1 thread/s\n", fast.now,
               slow.now);
        CHECK(slow.now >= 5.0, "1 thread/s reached 7 in %.2f s", slow.now);
        CHECK(fast.now < slow.now, "4/s (%.2f s) not faster than 1/s (%.2f s)", fast.now, slow.now);
        CHECK(fast.now < 30, "4/s took %.2f s", fast.now);
        sim_run_until(&slow, 60);
        CHECK(slow.max_rate_violation <= 1e-9, "moved %.3g threads faster than 1/s",
              slow.max_rate_violation);
    }
}

/* (3) Noise far above the probe's signal: confidence stays low, so the control setting holds.
 * The probe is kept at one thread (MaxWaveMagnitude 1); with the default cap the controller
 * would grow its wave until the signal clears the noise, which is CoreCLR's design. */
static void test_noise_holds_still(void) {
    PoolHillClimbingConfig config;
    pool_hill_climbing_config_defaults(&config);
    config.max_wave_magnitude = 1;
    for (uint32_t seed = 1; seed <= 4; seed++) {
        static Sim quiet, noisy;
        sim_init(&quiet, &config, 4, 100, seed, knee_plant(0.01));
        sim_init(&noisy, &config, 4, 100, seed, knee_plant(1.5));
        sim_run_until(&quiet, 30);
        sim_run_until(&noisy, 30);
        printf("  seed %u after 30 s: quiet control %.2f (threads %d-%d), noisy control %.2f "
               "(threads %d-%d, noise %.3f)\n",
               seed, quiet.hc.current_control_setting, quiet.min_seen, quiet.max_seen,
               noisy.hc.current_control_setting, noisy.min_seen, noisy.max_seen,
               noisy.hc.average_throughput_noise);
        /* The same plant with little noise climbs towards the knee... */
        CHECK(quiet.hc.current_control_setting >= 6.5, "seed %u: quiet plant at %.2f", seed,
              quiet.hc.current_control_setting);
        /* ...with noise it stays within a thread of where it started. */
        CHECK(noisy.hc.current_control_setting < 5.0, "seed %u: noisy plant moved to %.2f", seed,
              noisy.hc.current_control_setting);
        CHECK(noisy.min_seen >= 4 && noisy.max_seen <= 6, "seed %u: noisy threads %d-%d", seed,
              noisy.min_seen, noisy.max_seen);
    }
}

/* (4) The limits: counts stay in [min, max] and the wave's top fits under max. */
static void test_clamping(void) {
    PoolHillClimbingConfig config;
    pool_hill_climbing_config_defaults(&config);
    static Sim s;

    /* Max below the knee: pinned against max, never above. */
    sim_init(&s, &config, 3, 5, 5, knee_plant(0.05));
    sim_run_until(&s, 60);
    CHECK(s.min_seen >= 3 && s.max_seen <= 5, "threads %d-%d outside [3, 5]", s.min_seen,
          s.max_seen);
    CHECK(s.max_seen == 5, "never reached max (%d)", s.max_seen);
    CHECK(s.hc.current_control_setting <= 4.0 + 1e-9, "control %.2f above max - magnitude",
          s.hc.current_control_setting);

    /* min == max: nothing moves. */
    sim_init(&s, &config, 6, 6, 5, knee_plant(0.05));
    sim_run_until(&s, 30);
    CHECK(s.min_seen == 6 && s.max_seen == 6, "threads %d-%d with min = max = 6", s.min_seen,
          s.max_seen);

    /* Extra threads only cost (flat throughput): down to min, never below, and at min the
     * probes come up to 10x less often (intervals beyond SampleIntervalHigh). */
    Plant flat = {.knee = 1, .per_thread = 1000, .noise = 0.02};
    sim_init(&s, &config, 2, 100, 5, flat);
    pool_hill_climbing_force_change(&s.hc, 12, POOL_ADJUST_STARVATION);
    s.goal = 12;
    sim_run_until(&s, 200);
    printf("  flat plant from 12 threads: control %.2f, threads %d-%d, longest interval %d ms\n",
           s.hc.current_control_setting, s.min_seen, s.max_seen, s.max_interval_seen);
    CHECK(s.min_seen == 2, "lowest %d, min is 2", s.min_seen);
    CHECK(s.hc.current_control_setting < 2.5, "control %.2f not back at min",
          s.hc.current_control_setting);
    CHECK(s.max_interval_seen > 200 && s.max_interval_seen <= 2000,
          "longest interval %d ms, expected (200, 2000]", s.max_interval_seen);

    /* Limits changed under a running controller apply at the next update. */
    sim_init(&s, &config, 2, 100, 7, knee_plant(0.05));
    sim_run_until(&s, 40);
    /* The goal moves at the next recorded sample (an inaccurate one answers the count it was
     * given, as CoreCLR; the pool's SetMaxThreads/SetMinThreads clamp the goal themselves). */
    pool_hill_climbing_set_limits(&s.hc, 2, 4);
    int64_t recorded = s.hc.total_samples;
    while (s.hc.total_samples == recorded)
        sim_step(&s);
    CHECK(s.goal <= 4, "after max = 4: %d", s.goal);
    s.max_seen = 0;
    sim_run_until(&s, 60);
    CHECK(s.max_seen <= 4, "above new max: %d", s.max_seen);
    pool_hill_climbing_set_limits(&s.hc, 10, 100);
    recorded = s.hc.total_samples;
    while (s.hc.total_samples == recorded)
        sim_step(&s);
    CHECK(s.goal >= 10, "after min = 10: %d", s.goal);
    s.min_seen = 1 << 30;
    sim_run_until(&s, 80);
    CHECK(s.min_seen >= 10, "below new min: %d", s.min_seen);
}

/* (5) ForceChange: control setting follows the new count, fresh random interval, transition
 * logged with the throughput since the previous change, per-change statistics reset. */
static void test_force_change(void) {
    PoolHillClimbingConfig config;
    pool_hill_climbing_config_defaults(&config);
    static PoolHillClimbing hc;
    pool_hill_climbing_init(&hc, &config, 1, 100, 9);
    int interval;

    /* The first update sees the pool's goal as an external change (last count starts at 0). */
    CHECK(pool_hill_climbing_update(&hc, 4, 0.1, 400, &interval) == 4, "first update");
    CHECK(pool_hill_climbing_log_count(&hc) == 1, "log count %d",
          pool_hill_climbing_log_count(&hc));
    const PoolHillClimbingLogEntry *e = pool_hill_climbing_log_entry(&hc, 0);
    CHECK(e && e->reason == POOL_ADJUST_INITIALIZING && e->new_thread_count == 4,
          "Initializing entry");
    CHECK(hc.current_control_setting == 4.0, "control %.2f", hc.current_control_setting);
    CHECK(interval == hc.current_sample_ms && interval >= 10 && interval <= 200, "interval %d",
          interval);

    /* Same count: nothing happens. */
    PoolAdjustmentReason before = pool_hill_climbing_last_reason(&hc);
    pool_hill_climbing_force_change(&hc, 4, POOL_ADJUST_STARVATION);
    CHECK(pool_hill_climbing_log_count(&hc) == 1, "no-op logged");
    CHECK(pool_hill_climbing_last_reason(&hc) == before, "no-op changed the reason");
    CHECK(hc.seconds_since_last_change == 0.1 && hc.completions_since_last_change == 400,
          "no-op reset the statistics");

    /* A real change. */
    pool_hill_climbing_force_change(&hc, 7, POOL_ADJUST_STARVATION);
    CHECK(hc.current_control_setting == 7.0, "control %.2f after +3", hc.current_control_setting);
    CHECK(hc.last_thread_count == 7, "last count %d", hc.last_thread_count);
    CHECK(pool_hill_climbing_last_reason(&hc) == POOL_ADJUST_STARVATION, "reason");
    CHECK(pool_hill_climbing_log_count(&hc) == 2, "log count");
    e = pool_hill_climbing_log_entry(&hc, 1);
    CHECK(e && e->reason == POOL_ADJUST_STARVATION && e->new_thread_count == 7, "Starvation entry");
    CHECK(e && fabs(e->last_history_mean - 4000.0) < 1e-9, "throughput since change %g",
          e ? e->last_history_mean : 0);
    CHECK(hc.seconds_since_last_change == 0 && hc.completions_since_last_change == 0,
          "statistics not reset");

    /* The next update at the forced count is no external change; in warm-up the control
     * setting does not move, so the answer is the control setting or its wave top. */
    int count = pool_hill_climbing_update(&hc, 7, 0.1, 700, &interval);
    CHECK(pool_hill_climbing_log_count(&hc) == 2 ||
              pool_hill_climbing_log_entry(&hc, 2)->reason == POOL_ADJUST_WARMUP,
          "unexpected Initializing");
    CHECK(count == 7 || count == 8, "warm-up answer %d", count);
    CHECK(pool_hill_climbing_last_reason(&hc) == POOL_ADJUST_WARMUP, "warm-up state");

    /* The pool changed its goal without telling: Initializing, control shifts by the difference. */
    double control = hc.current_control_setting;
    int last = hc.last_thread_count, logged = pool_hill_climbing_log_count(&hc);
    pool_hill_climbing_update(&hc, last + 5, 0.1, 1200, &interval);
    CHECK(pool_hill_climbing_log_entry(&hc, logged) &&
              pool_hill_climbing_log_entry(&hc, logged)->reason == POOL_ADJUST_INITIALIZING &&
              pool_hill_climbing_log_entry(&hc, logged)->new_thread_count == last + 5,
          "external change not logged as Initializing");
    CHECK(fabs(hc.current_control_setting - (control + 5)) < 1e-9, "control %.2f, expected %.2f",
          hc.current_control_setting, control + 5);

    /* Every change draws a new interval, uniformly in [10, 200]. */
    int lowest = 1000, highest = 0, changes = 0, previous = hc.current_sample_ms;
    for (int i = 0; i < 300; i++) {
        pool_hill_climbing_force_change(&hc, 20 + i % 2,
                                        i % 3 ? POOL_ADJUST_THREAD_TIMED_OUT
                                              : POOL_ADJUST_COOPERATIVE_BLOCKING);
        int ms = hc.current_sample_ms;
        if (ms < lowest) lowest = ms;
        if (ms > highest) highest = ms;
        if (ms != previous) changes++;
        previous = ms;
    }
    CHECK(lowest >= 10 && highest <= 200, "intervals %d-%d outside [10, 200]", lowest, highest);
    CHECK(lowest <= 15 && highest >= 195 && changes > 250, "intervals %d-%d, %d changes", lowest,
          highest, changes);

    /* The log keeps the last 200 transitions, oldest first. */
    CHECK(pool_hill_climbing_log_count(&hc) == POOL_HILL_CLIMBING_LOG_CAPACITY, "log count %d",
          pool_hill_climbing_log_count(&hc));
    e = pool_hill_climbing_log_entry(&hc, POOL_HILL_CLIMBING_LOG_CAPACITY - 1);
    CHECK(e && e->new_thread_count == 21 && e->reason == POOL_ADJUST_THREAD_TIMED_OUT,
          "newest entry");
    int oldest = 300 - POOL_HILL_CLIMBING_LOG_CAPACITY; /* earlier entries all dropped */
    e = pool_hill_climbing_log_entry(&hc, 0);
    CHECK(e && e->new_thread_count == 20 + oldest % 2 &&
              e->reason ==
                  (oldest % 3 ? POOL_ADJUST_THREAD_TIMED_OUT : POOL_ADJUST_COOPERATIVE_BLOCKING),
          "oldest entry should be change %d", oldest);
    CHECK(pool_hill_climbing_log_entry(&hc, POOL_HILL_CLIMBING_LOG_CAPACITY) == NULL,
          "past the end");

    /* The same seed gives the same run. */
    static PoolHillClimbing a, b;
    pool_hill_climbing_init(&a, &config, 1, 100, 77);
    pool_hill_climbing_init(&b, &config, 1, 100, 77);
    for (int i = 0; i < 50; i++) {
        pool_hill_climbing_force_change(&a, 3 + i % 5, POOL_ADJUST_STARVATION);
        pool_hill_climbing_force_change(&b, 3 + i % 5, POOL_ADJUST_STARVATION);
        CHECK(a.current_sample_ms == b.current_sample_ms, "not repeatable at %d", i);
    }
}

/* The CPU above 95 %: the controller refuses to add threads. */
static void test_cpu_utilization(void) {
    PoolHillClimbingConfig config;
    pool_hill_climbing_config_defaults(&config);
    static Sim s;
    sim_init(&s, &config, 2, 100, 3, knee_plant(0.02));
    pool_hill_climbing_set_cpu_utilization(&s.hc, 99);
    sim_run_until(&s, 30);
    CHECK(s.hc.current_control_setting <= 2.0 + 1e-9, "climbed to %.2f with a busy CPU",
          s.hc.current_control_setting);
    pool_hill_climbing_set_cpu_utilization(&s.hc, 50);
    sim_run_until(&s, 60);
    CHECK(s.hc.current_control_setting >= 6.5, "did not climb after the CPU calmed: %.2f",
          s.hc.current_control_setting);
}

/* The events reach the trace with CoreCLR's names and fields.  Only the Stats event's leading
 * fields are checked: diag's event record holds 160 characters of arguments, less than the
 * Stats payload needs (see docs/THREADPOOL.md). */
static void test_events(const char *trace_path) {
    PoolHillClimbingConfig config;
    pool_hill_climbing_config_defaults(&config);
    static Sim s;
    sim_init(&s, &config, 2, 100, 1, knee_plant(0.05));
    sim_run_until(&s, 5);
    diag_write_trace();
    FILE *f = fopen(trace_path, "r");
    CHECK(f != NULL, "no trace file");
    if (!f) return;
    static char text[1 << 22];
    size_t n = fread(text, 1, sizeof text - 1, f);
    text[n] = 0;
    fclose(f);
    const char *expected[] = {"ThreadPoolWorkerThreadAdjustmentSample",
                              "ThreadPoolWorkerThreadAdjustmentAdjustment",
                              "ThreadPoolWorkerThreadAdjustmentStats",
                              "\"Throughput\":",
                              "\"AverageThroughput\":",
                              "\"NewWorkerThreadCount\":",
                              "\"Reason\":1",
                              "\"Reason\":3",
                              "{\"Duration\":",
                              "\"ThreadWave\":"};
    for (size_t i = 0; i < sizeof expected / sizeof expected[0]; i++)
        CHECK(strstr(text, expected[i]) != NULL, "trace lacks %s", expected[i]);
}

int main(void) {
    /* Tracing is decided on the first diag_tracing() call: switch it on for the event test. */
    char trace_path[] = "/tmp/corvid-hc-trace-XXXXXX";
    int fd = mkstemp(trace_path);
    if (fd >= 0) close(fd);
    setenv("CORVID_TraceFile", trace_path, 1);
    test_events(trace_path);
    unlink(trace_path);

    test_reason_names();
    test_config();
    test_sample_error();
    test_convergence();
    test_noise_holds_still();
    test_clamping();
    test_force_change();
    test_cpu_utilization();
    if (failures) {
        fprintf(stderr, "%d check(s) failed\n", failures);
        return 1;
    }
    printf("test_pool_hill_climbing: all checks passed\n");
    return 0;
}
