/*
 * counters.c — runtime counters (diag.h), what `dotnet-counters monitor` shows for CoreCLR:
 * System.Runtime's gc-heap-size, gen-N-gc-count, alloc-rate, threadpool-thread-count, ... plus
 * corvid's own (gdv-guard-miss-rate).  A sampler thread reads them every interval; the CSV it
 * writes has dotnet-counters collect's columns (Timestamp, Provider, Counter Name, Counter
 * Type, Mean/Increment), so the tools that read those files read corvid's.
 */
#include "diag/diag.h"
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { COUNTERS_MAX = 32 };

typedef struct DiagCounter {
    const char *provider, *name, *display_name;
    DiagCounterKind kind;
    double (*read)(void);
} DiagCounter;

static DiagCounter counters[COUNTERS_MAX];
static uint32_t counter_count;
static pthread_t sampler;
static pthread_mutex_t sampler_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t sampler_wake = PTHREAD_COND_INITIALIZER;
static bool sampler_running, sampler_stopping;
static FILE *output;
static int enabled = -1;

bool diag_counters_enabled(void) {
    if (enabled < 0) enabled = diag_knob("CORVID_Counters") != 0;
    return enabled > 0;
}

void diag_counter_register(const char *provider, const char *name, const char *display_name,
                           DiagCounterKind kind, double (*read)(void)) {
    if (!diag_counters_enabled() || counter_count == COUNTERS_MAX) return;
    counters[counter_count++] = (DiagCounter){provider, name, display_name, kind, read};
}

static void sample_all(void) {
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    struct tm utc;
    gmtime_r(&now.tv_sec, &utc);
    char stamp[64];
    snprintf(stamp, sizeof stamp, "%04d-%02d-%02dT%02d:%02d:%02d.%03ldZ", utc.tm_year + 1900,
             utc.tm_mon + 1, utc.tm_mday, utc.tm_hour, utc.tm_min, utc.tm_sec,
             now.tv_nsec / 1000000);
    for (uint32_t i = 0; i < counter_count; i++) {
        double value = counters[i].read();
        if (output)
            fprintf(output, "%s,%s,%s,%s,%.3f\n", stamp, counters[i].provider,
                    counters[i].display_name,
                    counters[i].kind == DIAG_COUNTER_RATE ? "Rate" : "Metric", value);
        diag_counter_event(counters[i].provider, counters[i].name, value);
    }
    if (output) fflush(output);
}

static void *sampler_main(void *unused) {
    (void)unused;
    uint64_t interval_ms = diag_knob("CORVID_CounterIntervalMs");
    if (!interval_ms) interval_ms = 1;
    pthread_mutex_lock(&sampler_lock);
    while (!sampler_stopping) {
        struct timespec deadline;
        clock_gettime(CLOCK_REALTIME, &deadline);
        deadline.tv_sec += (time_t)(interval_ms / 1000);
        deadline.tv_nsec += (long)(interval_ms % 1000) * 1000000;
        if (deadline.tv_nsec >= 1000000000) deadline.tv_sec++, deadline.tv_nsec -= 1000000000;
        while (!sampler_stopping &&
               pthread_cond_timedwait(&sampler_wake, &sampler_lock, &deadline) == 0) {
        }
        if (sampler_stopping) break;
        pthread_mutex_unlock(&sampler_lock);
        sample_all();
        diag_thread_exit(); /* its events stay on the global list */
        pthread_mutex_lock(&sampler_lock);
    }
    pthread_mutex_unlock(&sampler_lock);
    return NULL;
}

void diag_counters_start(void) {
    if (!diag_counters_enabled() || !counter_count) return;
    const char *path = getenv("CORVID_CountersFile");
    output = path && *path ? fopen(path, "w") : stderr;
    if (!output) {
        fprintf(stderr,
                "corvid: cannot write the counters file %s; counters go to the trace only\n", path);
    } else {
        fprintf(output, "Timestamp,Provider,Counter Name,Counter Type,Mean/Increment\n");
        fflush(output);
    }
    if (pthread_create(&sampler, NULL, sampler_main, NULL) == 0) sampler_running = true;
}

void diag_counters_stop(void) {
    if (!sampler_running) return;
    pthread_mutex_lock(&sampler_lock);
    sampler_stopping = true;
    pthread_cond_signal(&sampler_wake);
    pthread_mutex_unlock(&sampler_lock);
    pthread_join(sampler, NULL);
    sampler_running = false;
    sample_all(); /* the last interval, up to exit */
    if (output && output != stderr) fclose(output);
    output = NULL;
}
