/*
 * events.c — the event stream (DESIGN.md, "Events"): subsystems emit typed events with
 * CoreCLR's names; with CORVID_TraceFile=<path> they are written at exit as one Chrome
 * trace-event JSON file, which Perfetto and chrome://tracing open.
 *
 * Events are appended to a per-thread buffer without locking; every buffer joins a global list
 * (under a lock) when it is created, so the events of threads still running at exit (thread-pool
 * workers, the gate thread) are written too: each record is complete before the count that
 * covers it is published (release/acquire).
 */
#include "diag/diag.h"
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#define EVENTS_PER_BUFFER 4096

typedef struct DiagEventRecord {
    uint64_t timestamp_ns;
    uint64_t duration_ns; /* 0: an instant event */
    const char *name;
    const char *category;
    char arguments[384];  /* JSON object body (thread-pool Stats events need ~330), e.g. "\"method\":\"P.Main()\"" */
    int32_t thread_id;
    bool counter;         /* a counter sample ("ph":"C"): arguments hold its value */
} DiagEventRecord;

typedef struct EventBuffer {
    uint32_t count;
    struct EventBuffer *next;
    DiagEventRecord records[EVENTS_PER_BUFFER];
} EventBuffer;

static pthread_mutex_t all_lock = PTHREAD_MUTEX_INITIALIZER;
static EventBuffer *all_buffers;
static __thread EventBuffer *thread_buffer;
static int tracing = -1;
static uint64_t start_ns;

uint64_t diag_now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* Time zero of the trace is process start: spans measured before the first event is emitted
 * (a compile, a collection) must not start before it. */
__attribute__((constructor)) static void events_start_clock(void) {
    start_ns = diag_now_ns();
}

bool diag_tracing(void) {
    if (tracing < 0) tracing = getenv("CORVID_TraceFile") != NULL;
    return tracing > 0;
}

static void publish(EventBuffer *buffer) {
    pthread_mutex_lock(&all_lock);
    buffer->next = all_buffers;
    all_buffers = buffer;
    pthread_mutex_unlock(&all_lock);
}

void diag_event_span(const char *category, const char *name, uint64_t start, uint64_t duration_ns,
                     const char *arguments) {
    if (!diag_tracing()) return;
    EventBuffer *buffer = thread_buffer;
    if (!buffer || buffer->count == EVENTS_PER_BUFFER) {
        buffer = calloc(1, sizeof(EventBuffer));
        if (!buffer) return;
        publish(buffer);
        thread_buffer = buffer;
    }
    DiagEventRecord *record = &buffer->records[buffer->count];
    record->timestamp_ns = start;
    record->duration_ns = duration_ns;
    record->name = name;
    record->category = category;
    record->thread_id = (int32_t)syscall(SYS_gettid);
    snprintf(record->arguments, sizeof record->arguments, "%s", arguments ? arguments : "");
    record->counter = false;
    __atomic_store_n(&buffer->count, buffer->count + 1, __ATOMIC_RELEASE);
}

void diag_counter_event(const char *category, const char *name, double value) {
    if (!diag_tracing()) return;
    char arguments[64];
    snprintf(arguments, sizeof arguments, "\"value\":%.3f", value);
    diag_event_span(category, name, diag_now_ns(), 0, arguments);
    EventBuffer *buffer = thread_buffer;
    if (buffer && buffer->count) buffer->records[buffer->count - 1].counter = true;
}

void diag_event(const char *category, const char *name, const char *arguments) {
    if (diag_tracing()) diag_event_span(category, name, diag_now_ns(), 0, arguments);
}

void diag_thread_exit(void) {
    thread_buffer = NULL; /* the buffer stays on the global list */
}

static void write_string(FILE *out, const char *text) {
    fputc('"', out);
    for (; *text; text++) {
        if (*text == '"' || *text == '\\') fputc('\\', out);
        if ((unsigned char)*text >= 0x20) fputc(*text, out);
    }
    fputc('"', out);
}

void diag_write_trace(void) {
    if (!diag_tracing()) return;
    const char *path = getenv("CORVID_TraceFile");
    FILE *out = fopen(path, "w");
    if (!out) {
        fprintf(stderr, "corvid: cannot write the trace file %s\n", path);
        return;
    }
    diag_thread_exit(); /* the exiting thread's own events */
    fprintf(out, "{\"traceEvents\":[\n");
    bool first = true;
    pthread_mutex_lock(&all_lock);
    for (EventBuffer *b = all_buffers; b; b = b->next)
        for (uint32_t i = 0, n = __atomic_load_n(&b->count, __ATOMIC_ACQUIRE); i < n; i++) {
            DiagEventRecord *r = &b->records[i];
            fprintf(out, "%s{\"name\":", first ? "" : ",\n");
            write_string(out, r->name);
            fprintf(out, ",\"cat\":");
            write_string(out, r->category);
            fprintf(out, ",\"ph\":\"%s\",\"ts\":%.3f,", r->counter ? "C" : r->duration_ns ? "X" : "i",
                    (double)(r->timestamp_ns - start_ns) / 1000.0);
            if (r->duration_ns) fprintf(out, "\"dur\":%.3f,", (double)r->duration_ns / 1000.0);
            else if (!r->counter) fprintf(out, "\"s\":\"t\",");
            fprintf(out, "\"pid\":%d,\"tid\":%d,\"args\":{%s}}", (int)getpid(), r->thread_id, r->arguments);
            first = false;
        }
    pthread_mutex_unlock(&all_lock);
    fprintf(out, "\n],\"displayTimeUnit\":\"ms\"}\n");
    fclose(out);
}
