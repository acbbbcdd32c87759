/*
 * pool_hill_climbing.h — the thread pool's hill-climbing controller (internal to src/pool).
 *
 * CoreCLR's PortableThreadPool.HillClimbing: the pool's goal thread count is probed with a square
 * wave (period WavePeriod samples) and moved in the direction in which throughput (completions per
 * second) follows the wave, at most MaxChangePerSecond threads per second of sampled time and only
 * as fast as the signal-to-noise ratio of the measurement allows.  docs/THREADPOOL.md, "Hill
 * climbing", describes the algorithm and how the pool drives it.
 *
 * Not synchronised: the pool calls update, force_change and set_limits under its thread-adjustment
 * lock (CoreCLR's _threadAdjustmentLock).  set_cpu_utilization may be called without it.
 */
#ifndef CORVID_POOL_HILL_CLIMBING_H
#define CORVID_POOL_HILL_CLIMBING_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

/* CoreCLR's HillClimbing.StateOrTransition, same values (SOS and the Adjustment event's Reason
 * field depend on them).  Update produces Warmup, ClimbingMove and Stabilizing; force_change the
 * others; RandomMove and ChangePoint are never produced (kept for the numbering, as CoreCLR). */
typedef enum PoolAdjustmentReason {
    POOL_ADJUST_WARMUP,
    POOL_ADJUST_INITIALIZING,
    POOL_ADJUST_RANDOM_MOVE,
    POOL_ADJUST_CLIMBING_MOVE,
    POOL_ADJUST_CHANGE_POINT,
    POOL_ADJUST_STABILIZING,
    POOL_ADJUST_STARVATION,
    POOL_ADJUST_THREAD_TIMED_OUT,
    POOL_ADJUST_COOPERATIVE_BLOCKING
} PoolAdjustmentReason;

/* "Warmup", "Initializing", "RandomMove", "ClimbingMove", "ChangePoint", "Stabilizing",
 * "Starvation", "ThreadTimedOut", "CooperativeBlocking"; "?" for a value outside the enum. */
const char *pool_adjustment_reason_name(PoolAdjustmentReason reason);

/* The DOTNET_HillClimbing_* knobs, in CoreCLR's raw units (percentages are hundredths: bias 15
 * means 0.15).  pool_hill_climbing_init replaces unusable values by CoreCLR's defaults. */
typedef struct PoolHillClimbingConfig {
    bool disable;                          /* HillClimbing_Disable: the pool never calls update */
    int wave_period;                       /* samples per probe wave (4); at least 2 */
    int max_wave_magnitude;                /* threads (20) */
    int wave_magnitude_multiplier_percent; /* 100 = 1.0 */
    int wave_history_size;                 /* wave periods analysed (8): window 32 samples */
    int bias_percent;                      /* 15 = 0.15: the cost of one more thread */
    int max_change_per_second;             /* threads per second of sampled time (4) */
    int max_change_per_sample;             /* threads (20), caps upward moves */
    int max_sample_error_percent;          /* 15 = 0.15: completion-count error tolerated */
    int target_signal_to_noise_ratio_percent; /* 300 = 3.0 */
    int error_smoothing_factor_percent;       /* 1 = 0.01: noise moving-average weight */
    int gain_exponent_percent;                /* 200 = 2.0 */
    int sample_interval_low_ms;               /* 10 */
    int sample_interval_high_ms;              /* 200; low > high reverts both to 10/200 */
} PoolHillClimbingConfig;

/* The DOTNET_HillClimbing_* knobs (diag_knob), and CoreCLR's defaults without the environment. */
void pool_hill_climbing_config_from_knobs(PoolHillClimbingConfig *config);
void pool_hill_climbing_config_defaults(PoolHillClimbingConfig *config);

/* wave_period x wave_history_size above this reverts both to their defaults. */
#define POOL_HILL_CLIMBING_MAX_SAMPLES 1024
/* CoreCLR's in-memory transition log (read by SOS there) holds the last 200 changes. */
#define POOL_HILL_CLIMBING_LOG_CAPACITY 200
/* CoreCLR's CpuUtilizationHigh: above it the controller refuses to add threads. */
#define POOL_HILL_CLIMBING_CPU_UTILIZATION_HIGH 95

typedef struct PoolHillClimbingLogEntry {
    uint64_t time_ns; /* diag_now_ns() when logged */
    PoolAdjustmentReason reason;
    int new_thread_count;
    int last_history_count;   /* samples in the analysis window (whole wave periods) */
    double last_history_mean; /* completions per second since the previous change */
} PoolHillClimbingLogEntry;

typedef struct PoolHillClimbing {
    /* configuration, scaled to working units */
    int wave_period;
    int samples_to_measure; /* wave_period x wave_history_size */
    int max_thread_wave_magnitude;
    double thread_magnitude_multiplier;
    double target_throughput_ratio; /* bias */
    double target_signal_to_noise_ratio;
    double max_change_per_second;
    double max_change_per_sample;
    double max_sample_error;
    double throughput_error_smoothing_factor;
    double gain_exponent;
    int sample_interval_low_ms, sample_interval_high_ms;

    int min_threads, max_threads;
    atomic_int cpu_utilization; /* percent, from the gate thread */

    /* the sliding window: ring buffers indexed by total_samples modulo samples_to_measure */
    double samples[POOL_HILL_CLIMBING_MAX_SAMPLES];       /* throughput, completions/s */
    double thread_counts[POOL_HILL_CLIMBING_MAX_SAMPLES]; /* thread count during each sample */
    int64_t total_samples;

    double current_control_setting; /* the wave's base: the goal without the probe */
    int last_thread_count;
    int current_sample_ms;
    double average_throughput_noise;

    /* per-change statistics (for the log and the Adjustment event) */
    double seconds_since_last_change;
    int64_t completions_since_last_change;
    /* a sample too short to be accurate is carried over into the next one */
    double accumulated_sample_duration;
    int64_t accumulated_completions;

    uint64_t random_state;
    PoolAdjustmentReason last_reason;

    PoolHillClimbingLogEntry log[POOL_HILL_CLIMBING_LOG_CAPACITY];
    int log_start, log_size;
} PoolHillClimbing;

void pool_hill_climbing_init(PoolHillClimbing *hc, const PoolHillClimbingConfig *config,
                             int min_threads, int max_threads, uint32_t random_seed);

/* CoreCLR's Update(currentThreadCount, sampleDurationSeconds, numCompletions): the new desired
 * thread count (clamped to [min, max]) and, in *new_sample_interval_ms, how long the next sample
 * should last.  current_thread_count is the pool's goal when the sample was taken. */
int pool_hill_climbing_update(PoolHillClimbing *hc, int current_thread_count,
                              double sample_duration_seconds, int completions,
                              int *new_sample_interval_ms);

/* CoreCLR's ForceChange: the goal was changed outside the controller (starvation, a timed-out
 * worker, cooperative blocking); the control setting follows it.  No effect if unchanged. */
void pool_hill_climbing_force_change(PoolHillClimbing *hc, int new_thread_count,
                                     PoolAdjustmentReason reason);

/* ThreadPool.SetMinThreads/SetMaxThreads: the limits apply from the next recorded sample on.  An
 * update that rejects its sample as inaccurate answers current_thread_count unchanged (CoreCLR),
 * so the pool clamps its goal itself when the limits change, as CoreCLR's setters do. */
void pool_hill_climbing_set_limits(PoolHillClimbing *hc, int min_threads, int max_threads);

/* The pool's CPU utilisation in percent (the gate thread samples it every 500 ms). */
void pool_hill_climbing_set_cpu_utilization(PoolHillClimbing *hc, int percent);

/* The state of the last update that recorded a sample, or the reason of the last force_change
 * that changed the count, whichever came later (Warmup before any). */
PoolAdjustmentReason pool_hill_climbing_last_reason(const PoolHillClimbing *hc);

/* The transition log, oldest first: index in [0, pool_hill_climbing_log_count()). */
int pool_hill_climbing_log_count(const PoolHillClimbing *hc);
const PoolHillClimbingLogEntry *pool_hill_climbing_log_entry(const PoolHillClimbing *hc, int index);

#endif
