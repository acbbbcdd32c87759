/*
 * icall_environment.c — System.Environment, Stopwatch and DateTime clocks.
 */
#include "vm/icall.h"
#include "interp/interp.h"
#include "gc/gc.h"
#include "thread/thread.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

static int command_argc;
static char **command_argv;

void vm_set_command_line(int argc, char **argv) {
    command_argc = argc;
    command_argv = argv;
}

static int64_t monotonic_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

/* ---- Environment ------------------------------------------------------------------------ */

static void env_exit(Thread *thread, Slot *args, Slot *result) {
    vm_exit(args[0].i4);
}

static void env_fail_fast(Thread *thread, Slot *args, Slot *result) {
    char *message = args[0].o ? vm_string_to_utf8((String *)args[0].o) : NULL;
    fprintf(stderr, "Process terminated. %s\n", message ? message : "");
    free(message);
    abort();
}

static void env_tick_count(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = (int32_t)(monotonic_ns() / 1000000);
}

static void env_tick_count64(Thread *thread, Slot *args, Slot *result) {
    result[0].i8 = monotonic_ns() / 1000000;
}

static void env_processor_count(Thread *thread, Slot *args, Slot *result) {
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    result[0].i4 = n > 0 ? (int32_t)n : 1;
}

static void env_process_id(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = (int32_t)getpid();
}

static void env_thread_id(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = thread->managed_thread_id;
}

static void env_command_line(Thread *thread, Slot *args, Slot *result) {
    Array *array = vm_new_array(thread, vm_types.string, command_argc);
    if (!array) return;
    for (int i = 0; i < command_argc; i++) {
        String *s = vm_new_string_utf8(thread, command_argv[i]);
        if (!s) return;
        icall_store((Object **)array->data + i, &s->object);
    }
    result[0].o = &array->object;
}

static void env_get_variable(Thread *thread, Slot *args, Slot *result) {
    char *name = vm_string_to_utf8((String *)args[0].o);
    const char *value = getenv(name);
    free(name);
    result[0].o = value ? (Object *)vm_new_string_utf8(thread, value) : NULL;
}

/* Environment.StackTrace: the managed frames, innermost first (System.Environment.get_StackTrace
 * among them, as in CoreCLR). */
static void env_stack_trace(Thread *thread, Slot *args, Slot *result) {
    char *text = interp_stack_trace(thread);
    String *trace = text ? vm_new_string_utf8(thread, text) : NULL;
    free(text);
    result[0].o = trace ? &trace->object : NULL;
}

/* GC internal calls: icall_gc.c. */

/* ---- clocks ----------------------------------------------------------------------------- */

static void stopwatch_counter(Thread *thread, Slot *args, Slot *result) {
    result[0].i8 = monotonic_ns();
}

/* DateTime ticks (100 ns since 0001-01-01) of the UTC wall clock. */
static void datetime_now(Thread *thread, Slot *args, Slot *result) {
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    result[0].i8 = 621355968000000000LL + (int64_t)ts.tv_sec * 10000000 + ts.tv_nsec / 100;
}

/* string GetUnixRelease(): uname's release (CoreCLR's Interop.Sys.GetUnixRelease). */
static void env_unix_release(Thread *thread, Slot *args, Slot *result) {
    struct utsname names;
    result[0].o = (Object *)vm_new_string_utf8(thread, uname(&names) == 0 ? names.release : "");
}

const InternalCallEntry icall_environment_table[] = {
    {"System.Environment::GetUnixRelease()", env_unix_release},
    {"System.Environment::ExitInternal(int)", env_exit},
    {"System.Environment::FailFastInternal(string)", env_fail_fast},
    {"System.Environment::GetTickCount()", env_tick_count},
    {"System.Environment::GetTickCount64()", env_tick_count64},
    {"System.Environment::GetProcessorCount()", env_processor_count},
    {"System.Environment::GetProcessId()", env_process_id},
    {"System.Environment::GetCurrentManagedThreadId()", env_thread_id},
    {"System.Environment::GetCommandLineArgsInternal()", env_command_line},
    {"System.Environment::GetEnvironmentVariableInternal(string)", env_get_variable},
    {"System.Environment::GetStackTraceInternal()", env_stack_trace},
    {"System.Diagnostics.Stopwatch::QueryPerformanceCounter()", stopwatch_counter},
    {"System.DateTime::GetSystemTimeAsTicks()", datetime_now},
    {NULL, NULL},
};
