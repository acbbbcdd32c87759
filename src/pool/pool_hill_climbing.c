/*
 * pool_hill_climbing.c — the hill-climbing thread-count controller (see pool_hill_climbing.h and
 * docs/THREADPOOL.md).  Behaviour follows CoreCLR's PortableThreadPool.HillClimbing step for step;
 * the comments name the CoreCLR behaviour each part reproduces.
 */
#include "pool/pool_hill_climbing.h"
#include "diag/diag.h"

#include <complex.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

/* CoreCLR's defaults (clrconfigvalues.h HillClimbing_* and the portable pool's fallbacks). */
#define DEFAULT_WAVE_PERIOD 4
#define DEFAULT_WAVE_HISTORY_SIZE 8
#define DEFAULT_SAMPLE_INTERVAL_LOW_MS 10
#define DEFAULT_SAMPLE_INTERVAL_HIGH_MS 200
/* A sample rejected as inaccurate is retried this soon (CoreCLR returns 10 ms). */
#define INACCURATE_SAMPLE_RETRY_MS 10

static const char *const reason_names[] = {
    "Warmup",      "Initializing", "RandomMove",     "ClimbingMove",        "ChangePoint",
    "Stabilizing", "Starvation",   "ThreadTimedOut", "CooperativeBlocking",
};

const char *pool_adjustment_reason_name(PoolAdjustmentReason reason) {
    if ((unsigned)reason >= sizeof reason_names / sizeof reason_names[0]) return "?";
    return reason_names[reason];
}

void pool_hill_climbing_config_defaults(PoolHillClimbingConfig *config) {
    *config = (PoolHillClimbingConfig){
        .disable = false,
        .wave_period = DEFAULT_WAVE_PERIOD,
        .max_wave_magnitude = 20,
        .wave_magnitude_multiplier_percent = 100,
        .wave_history_size = DEFAULT_WAVE_HISTORY_SIZE,
        .bias_percent = 15,
        .max_change_per_second = 4,
        .max_change_per_sample = 20,
        .max_sample_error_percent = 15,
        .target_signal_to_noise_ratio_percent = 300,
        .error_smoothing_factor_percent = 1,
        .gain_exponent_percent = 200,
        .sample_interval_low_ms = DEFAULT_SAMPLE_INTERVAL_LOW_MS,
        .sample_interval_high_ms = DEFAULT_SAMPLE_INTERVAL_HIGH_MS,
    };
}

/* Knob values are unsigned 64-bit; CoreCLR reads these as 32-bit ints, so saturate. */
static int knob_int(const char *name) {
    uint64_t value = diag_knob(name);
    return value > INT_MAX ? INT_MAX : (int)value;
}

void pool_hill_climbing_config_from_knobs(PoolHillClimbingConfig *config) {
    config->disable = diag_knob("DOTNET_HillClimbing_Disable") != 0;
    config->wave_period = knob_int("DOTNET_HillClimbing_WavePeriod");
    config->max_wave_magnitude = knob_int("DOTNET_HillClimbing_MaxWaveMagnitude");
    config->wave_magnitude_multiplier_percent =
        knob_int("DOTNET_HillClimbing_WaveMagnitudeMultiplier");
    config->wave_history_size = knob_int("DOTNET_HillClimbing_WaveHistorySize");
    config->bias_percent = knob_int("DOTNET_HillClimbing_Bias");
    config->max_change_per_second = knob_int("DOTNET_HillClimbing_MaxChangePerSecond");
    config->max_change_per_sample = knob_int("DOTNET_HillClimbing_MaxChangePerSample");
    config->max_sample_error_percent = knob_int("DOTNET_HillClimbing_MaxSampleErrorPercent");
    config->target_signal_to_noise_ratio_percent =
        knob_int("DOTNET_HillClimbing_TargetSignalToNoiseRatio");
    config->error_smoothing_factor_percent = knob_int("DOTNET_HillClimbing_ErrorSmoothingFactor");
    config->gain_exponent_percent = knob_int("DOTNET_HillClimbing_GainExponent");
    config->sample_interval_low_ms = knob_int("DOTNET_HillClimbing_SampleIntervalLow");
    config->sample_interval_high_ms = knob_int("DOTNET_HillClimbing_SampleIntervalHigh");
}

/* ---- private PRNG -------------------------------------------------------------------------- */

/* SplitMix64: any seed (including 0) gives a full-quality stream, so runs are repeatable from
 * the seed alone.  CoreCLR uses System.Random; only the distribution matters. */
static uint64_t next_random(PoolHillClimbing *hc) {
    uint64_t z = (hc->random_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* Uniform in [low, high], both inclusive, as CoreCLR's Next(low, high + 1).  The 32x32 multiply
 * maps the top bits onto the range with a bias below 2^-24 for ranges under 256. */
static int random_interval_ms(PoolHillClimbing *hc) {
    uint64_t range = (uint64_t)hc->sample_interval_high_ms - hc->sample_interval_low_ms + 1;
    uint64_t r = next_random(hc) >> 32;
    return hc->sample_interval_low_ms + (int)((r * range) >> 32);
}

/* ---- init ---------------------------------------------------------------------------------- */

void pool_hill_climbing_init(PoolHillClimbing *hc, const PoolHillClimbingConfig *config,
                             int min_threads, int max_threads, uint32_t random_seed) {
    memset(hc, 0, sizeof *hc);
    int period = config->wave_period, history = config->wave_history_size;
    /* The wave needs at least two samples per period (CoreCLR asserts period >= 2 and divides by
     * period / 2); a window beyond our fixed buffers falls back to CoreCLR's defaults. */
    if (period < 2 || history < 1 || (int64_t)period * history > POOL_HILL_CLIMBING_MAX_SAMPLES) {
        period = DEFAULT_WAVE_PERIOD;
        history = DEFAULT_WAVE_HISTORY_SIZE;
    }
    hc->wave_period = period;
    hc->samples_to_measure = period * history;
    hc->max_thread_wave_magnitude = config->max_wave_magnitude;
    hc->thread_magnitude_multiplier = config->wave_magnitude_multiplier_percent / 100.0;
    hc->target_throughput_ratio = config->bias_percent / 100.0;
    hc->target_signal_to_noise_ratio = config->target_signal_to_noise_ratio_percent / 100.0;
    hc->max_change_per_second = config->max_change_per_second;
    hc->max_change_per_sample = config->max_change_per_sample;
    hc->max_sample_error = config->max_sample_error_percent / 100.0;
    hc->throughput_error_smoothing_factor = config->error_smoothing_factor_percent / 100.0;
    hc->gain_exponent = config->gain_exponent_percent / 100.0;
    /* CoreCLR: an inverted interval range reverts to the defaults. */
    if (config->sample_interval_low_ms >= 0 &&
        config->sample_interval_low_ms <= config->sample_interval_high_ms) {
        hc->sample_interval_low_ms = config->sample_interval_low_ms;
        hc->sample_interval_high_ms = config->sample_interval_high_ms;
    } else {
        hc->sample_interval_low_ms = DEFAULT_SAMPLE_INTERVAL_LOW_MS;
        hc->sample_interval_high_ms = DEFAULT_SAMPLE_INTERVAL_HIGH_MS;
    }
    hc->min_threads = min_threads;
    hc->max_threads = max_threads;
    atomic_init(&hc->cpu_utilization, 0);
    hc->random_state = random_seed;
    /* CoreCLR starts with last thread count and control setting 0, so the first update sees the
     * pool's goal as an external change and logs "Initializing". */
    hc->current_sample_ms = random_interval_ms(hc);
    hc->last_reason = POOL_ADJUST_WARMUP;
}

void pool_hill_climbing_set_limits(PoolHillClimbing *hc, int min_threads, int max_threads) {
    hc->min_threads = min_threads;
    hc->max_threads = max_threads;
}

void pool_hill_climbing_set_cpu_utilization(PoolHillClimbing *hc, int percent) {
    atomic_store_explicit(&hc->cpu_utilization, percent, memory_order_relaxed);
}

PoolAdjustmentReason pool_hill_climbing_last_reason(const PoolHillClimbing *hc) {
    return hc->last_reason;
}

int pool_hill_climbing_log_count(const PoolHillClimbing *hc) {
    return hc->log_size;
}

const PoolHillClimbingLogEntry *pool_hill_climbing_log_entry(const PoolHillClimbing *hc,
                                                             int index) {
    if (index < 0 || index >= hc->log_size) return NULL;
    return &hc->log[(hc->log_start + index) % POOL_HILL_CLIMBING_LOG_CAPACITY];
}

/* ---- events -------------------------------------------------------------------------------- */

/* JSON has no NaN or infinity (a zero-length sample gives an infinite throughput). */
static double json_number(double x) {
    return isfinite(x) ? x : 0.0;
}

/* CoreCLR's LogTransition: the circular log (oldest entry dropped when full) and the
 * ThreadPoolWorkerThreadAdjustmentAdjustment event. */
static void log_transition(PoolHillClimbing *hc, int new_thread_count, double throughput,
                           PoolAdjustmentReason reason) {
    int index = (hc->log_start + hc->log_size) % POOL_HILL_CLIMBING_LOG_CAPACITY;
    if (hc->log_size == POOL_HILL_CLIMBING_LOG_CAPACITY) {
        hc->log_start = (hc->log_start + 1) % POOL_HILL_CLIMBING_LOG_CAPACITY;
        hc->log_size--;
    }
    int64_t history =
        hc->total_samples < hc->samples_to_measure ? hc->total_samples : hc->samples_to_measure;
    hc->log[index] = (PoolHillClimbingLogEntry){
        .time_ns = diag_now_ns(),
        .reason = reason,
        .new_thread_count = new_thread_count,
        .last_history_count = (int)(history / hc->wave_period * hc->wave_period),
        .last_history_mean = throughput,
    };
    hc->log_size++;
    if (diag_tracing()) {
        char args[160];
        snprintf(args, sizeof args,
                 "\"AverageThroughput\":%.6g,\"NewWorkerThreadCount\":%d,\"Reason\":%d",
                 json_number(throughput), new_thread_count, (int)reason);
        diag_event("pool", "ThreadPoolWorkerThreadAdjustmentAdjustment", args);
    }
}

/* CoreCLR's ChangeThreadCount: a new random sample interval for every change (so sampling never
 * locks onto other periodic load, other processes' hill climbers included), a log entry with
 * the throughput since the previous change, and fresh per-change statistics. */
static void change_thread_count(PoolHillClimbing *hc, int new_thread_count,
                                PoolAdjustmentReason reason) {
    hc->last_thread_count = new_thread_count;
    hc->current_sample_ms = random_interval_ms(hc);
    double throughput = hc->seconds_since_last_change > 0
                            ? hc->completions_since_last_change / hc->seconds_since_last_change
                            : 0.0;
    log_transition(hc, new_thread_count, throughput, reason);
    hc->seconds_since_last_change = 0;
    hc->completions_since_last_change = 0;
}

void pool_hill_climbing_force_change(PoolHillClimbing *hc, int new_thread_count,
                                     PoolAdjustmentReason reason) {
    if (new_thread_count == hc->last_thread_count) return;
    /* The control setting moves with the goal, so the wave continues around the new count. */
    hc->current_control_setting += new_thread_count - hc->last_thread_count;
    change_thread_count(hc, new_thread_count, reason);
    hc->last_reason = reason;
}

/* ---- update -------------------------------------------------------------------------------- */

/* The component of the last `count` samples (chronological) at `period` samples per cycle, by
 * the Goertzel recurrence, divided by count: CoreCLR's GetWaveComponent.  `period` may be
 * fractional (the noise bands next to the probe frequency). */
static double complex wave_component(const PoolHillClimbing *hc, const double *ring, int count,
                                     double period) {
    double w = 2.0 * M_PI / period;
    double cosine = cos(w), coefficient = 2.0 * cosine;
    double q1 = 0, q2 = 0;
    for (int i = 0; i < count; i++) {
        double q0 =
            coefficient * q1 - q2 + ring[(hc->total_samples - count + i) % hc->samples_to_measure];
        q2 = q1;
        q1 = q0;
    }
    return ((q1 - q2 * cosine) + (q2 * sin(w)) * I) / count;
}

int pool_hill_climbing_update(PoolHillClimbing *hc, int current_thread_count,
                              double sample_duration_seconds, int completions,
                              int *new_sample_interval_ms) {
    /* The goal moved outside the controller since the last call. */
    if (current_thread_count != hc->last_thread_count)
        pool_hill_climbing_force_change(hc, current_thread_count, POOL_ADJUST_INITIALIZING);

    hc->seconds_since_last_change += sample_duration_seconds;
    hc->completions_since_last_change += completions;

    /* Add what earlier too-short samples carried over. */
    sample_duration_seconds += hc->accumulated_sample_duration;
    int64_t total_completions = completions + hc->accumulated_completions;

    /* Completion counts are off by up to (threads - 1) items (threads finishing around the sample
     * boundary); if that error is MaxSampleErrorPercent of the count or more, keep the sample
     * for the next call and sample again in 10 ms.  CoreCLR computes (threads - 1) / completions
     * in doubles: zero completions is an infinite error with more than one thread and NaN (not
     * an error) with one; the very first sample is always taken. */
    if (hc->total_samples > 0 && current_thread_count > 1 &&
        (total_completions <= 0 ||
         (current_thread_count - 1.0) / (double)total_completions >= hc->max_sample_error)) {
        hc->accumulated_sample_duration = sample_duration_seconds;
        hc->accumulated_completions = total_completions;
        *new_sample_interval_ms = INACCURATE_SAMPLE_RETRY_MS;
        return current_thread_count;
    }
    hc->accumulated_sample_duration = 0;
    hc->accumulated_completions = 0;

    double throughput = (double)total_completions / sample_duration_seconds;
    bool tracing = diag_tracing();
    if (tracing) {
        char args[64];
        snprintf(args, sizeof args, "\"Throughput\":%.6g", json_number(throughput));
        diag_event("pool", "ThreadPoolWorkerThreadAdjustmentSample", args);
    }
    int slot = (int)(hc->total_samples % hc->samples_to_measure);
    hc->samples[slot] = throughput;
    hc->thread_counts[slot] = current_thread_count;
    hc->total_samples++;

    double complex thread_wave = 0, throughput_wave = 0, ratio = 0;
    double throughput_error = 0, confidence = 0;
    PoolAdjustmentReason state = POOL_ADJUST_WARMUP;

    /* Analyse a whole number of wave periods (the probe frequency then falls exactly on a Fourier
     * bin), and only once there are more than one period's worth of samples. */
    int64_t available = hc->total_samples - 1 < hc->samples_to_measure ? hc->total_samples - 1
                                                                       : hc->samples_to_measure;
    int count = (int)(available / hc->wave_period * hc->wave_period);
    if (count > hc->wave_period) {
        double sample_sum = 0, thread_sum = 0;
        for (int i = 0; i < count; i++) {
            int index = (int)((hc->total_samples - count + i) % hc->samples_to_measure);
            sample_sum += hc->samples[index];
            thread_sum += hc->thread_counts[index];
        }
        double average_throughput = sample_sum / count;
        double average_thread_count = thread_sum / count;
        if (average_throughput > 0 && average_thread_count > 0) {
            /* The noise estimate: the larger of the two neighbouring frequency bins, which carry
             * no probe signal. */
            double periods = (double)count / hc->wave_period;
            double adjacent_period_1 = count / (periods + 1);
            double adjacent_period_2 = count / (periods - 1);
            throughput_wave =
                wave_component(hc, hc->samples, count, hc->wave_period) / average_throughput;
            throughput_error = cabs(wave_component(hc, hc->samples, count, adjacent_period_1)) /
                               average_throughput;
            if (adjacent_period_2 <= count) {
                double error = cabs(wave_component(hc, hc->samples, count, adjacent_period_2)) /
                               average_throughput;
                if (error > throughput_error) throughput_error = error;
            }
            /* Thread counts are exact: no noise estimate for them. */
            thread_wave = wave_component(hc, hc->thread_counts, count, hc->wave_period) /
                          average_thread_count;

            if (hc->average_throughput_noise == 0)
                hc->average_throughput_noise = throughput_error;
            else
                hc->average_throughput_noise =
                    hc->throughput_error_smoothing_factor * throughput_error +
                    (1.0 - hc->throughput_error_smoothing_factor) * hc->average_throughput_noise;

            if (cabs(thread_wave) > 0) {
                /* Relative throughput change per relative thread change, less the bias (the
                 * cost of a thread): positive real part = more threads pay off. */
                ratio = (throughput_wave - hc->target_throughput_ratio * thread_wave) / thread_wave;
                state = POOL_ADJUST_CLIMBING_MOVE;
            } else {
                ratio = 0;
                state = POOL_ADJUST_STABILIZING;
            }

            double noise = hc->average_throughput_noise > throughput_error
                               ? hc->average_throughput_noise
                               : throughput_error;
            confidence =
                noise > 0 ? (cabs(thread_wave) / noise) / hc->target_signal_to_noise_ratio : 1.0;
        }
    }

    /* Only the in-phase part moves: 180 degrees out of phase means threads hurt, 90 degrees
     * means the effect cannot be told. */
    double move = fmin(1.0, fmax(-1.0, creal(ratio)));
    move *= fmin(1.0, fmax(0.0, confidence));
    /* Non-linear gain: slow near the optimum, fast far from it; at most MaxChangePerSecond
     * threads per second of sample (carried-over time included). */
    double gain = hc->max_change_per_second * sample_duration_seconds;
    move = pow(fabs(move), hc->gain_exponent) * (move >= 0.0 ? 1 : -1) * gain;
    move = fmin(move, hc->max_change_per_sample);
    /* A busy CPU gains nothing from more threads. */
    if (move > 0.0 && atomic_load_explicit(&hc->cpu_utilization, memory_order_relaxed) >
                          POOL_HILL_CLIMBING_CPU_UTILIZATION_HIGH)
        move = 0.0;
    hc->current_control_setting += move;

    /* The probe's amplitude keeps its relative size above the measured noise by the target SNR;
     * the noise average starts at 0, so the first wave is the smallest. */
    int magnitude =
        (int)(0.5 + hc->current_control_setting * hc->average_throughput_noise *
                        hc->target_signal_to_noise_ratio * hc->thread_magnitude_multiplier * 2.0);
    if (magnitude > hc->max_thread_wave_magnitude) magnitude = hc->max_thread_wave_magnitude;
    if (magnitude < 1) magnitude = 1;

    /* The wave's top must fit under max; min wins over max. */
    int min_threads = hc->min_threads, max_threads = hc->max_threads;
    if (hc->current_control_setting > max_threads - magnitude)
        hc->current_control_setting = max_threads - magnitude;
    if (hc->current_control_setting < min_threads) hc->current_control_setting = min_threads;

    /* Square wave: half a period at the control setting, half at control + magnitude. */
    int new_thread_count = (int)(hc->current_control_setting +
                                 magnitude * ((hc->total_samples / (hc->wave_period / 2)) % 2));
    if (new_thread_count > max_threads) new_thread_count = max_threads;
    if (new_thread_count < min_threads) new_thread_count = min_threads;

    if (tracing) {
        char args[512];
        snprintf(args, sizeof args,
                 "\"Duration\":%.6g,\"Throughput\":%.6g,\"ThreadWave\":%.6g,"
                 "\"ThroughputWave\":%.6g,\"ThroughputErrorEstimate\":%.6g,"
                 "\"AverageThroughputErrorEstimate\":%.6g,\"ThroughputRatio\":%.6g,"
                 "\"Confidence\":%.6g,\"NewControlSetting\":%.6g,\"NewThreadWaveMagnitude\":%d",
                 json_number(sample_duration_seconds), json_number(throughput),
                 json_number(creal(thread_wave)), json_number(creal(throughput_wave)),
                 json_number(throughput_error), json_number(hc->average_throughput_noise),
                 json_number(creal(ratio)), json_number(confidence),
                 json_number(hc->current_control_setting), magnitude);
        diag_event("pool", "ThreadPoolWorkerThreadAdjustmentStats", args);
    }

    if (new_thread_count != current_thread_count) change_thread_count(hc, new_thread_count, state);
    hc->last_reason = state;

    /* Stuck at min while more threads hurt: probe up to 10x less often. */
    if (creal(ratio) < 0.0 && new_thread_count == min_threads)
        *new_sample_interval_ms =
            (int)(0.5 + hc->current_sample_ms * (10.0 * fmin(-creal(ratio), 1.0)));
    else
        *new_sample_interval_ms = hc->current_sample_ms;
    return new_thread_count;
}
