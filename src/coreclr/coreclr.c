/*
 * coreclr.c — start-up on System.Private.CoreLib, in CoreCLR's order (corhost.cpp
 * CreateAppDomainWithManager: AppContext.Setup with the host's properties; then
 * Assembly::ExecuteMainMethod: Environment.InitializeCommandLineArgs builds Main's arguments,
 * startup hooks run, Main runs).
 */
#include "coreclr/coreclr_internal.h"

#include "gc/gc.h"
#include "interop/interop.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A CoreLib method corvid's start-up calls; missing means a CoreLib corvid does not know. */
static Method *corelib_method(const char *type_name, const char *name, int parameter_count, char *error, size_t error_size) {
    Type *type = loader_find_corlib_type(type_name);
    Method *method = type ? loader_find_method(type, name, parameter_count) : NULL;
    if (!method) snprintf(error, error_size, "CoreLib lacks %s.%s (a CoreLib this corvid does not know)", type_name, name);
    return method;
}

/* NUL-terminated UTF-16 copy of a UTF-8 string (malloc'd; the caller frees). */
static uint16_t *utf16_copy(const char *text) {
    uint32_t n = coreclr_utf8_to_utf16(text, NULL, 0);
    uint16_t *out = malloc((n + 1) * sizeof(uint16_t));
    if (!out) return NULL;
    coreclr_utf8_to_utf16(text, out, n);
    out[n] = 0;
    return out;
}

static void free_strings(uint16_t **strings, size_t count) {
    for (size_t i = 0; i < count; i++) free(strings[i]);
    free(strings);
}

static uint16_t **utf16_copies(char *const *texts, size_t count) {
    uint16_t **out = calloc(count + 1, sizeof *out);
    for (size_t i = 0; out && i < count; i++)
        if (!(out[i] = utf16_copy(texts[i]))) {
            free_strings(out, i);
            return NULL;
        }
    return out;
}

/* The exception's "Type: message" into error, clearing it. */
static void take_exception(Thread *thread, const char *step, char *error, size_t error_size) {
    char type_name[256] = "", *message = NULL;
    Object *exception = thread->exception;
    if (exception) {
        loader_type_full_name(exception->vtable->type, type_name, sizeof type_name);
        Field *message_field = loader_find_field(vm_types.exception, "_message");
        String *text = message_field ? *(String **)((uint8_t *)exception + message_field->offset) : NULL;
        if (text) message = vm_string_to_utf8(text);
    }
    snprintf(error, error_size, "%s threw %s: %s", step, type_name, message ? message : "");
    free(message);
    thread->exception = NULL;
}

/* AppContext.Setup(char** names, char** values, int count): the host's property bag becomes
 * AppContext's data store (AppContext.GetData, the configProperties switches). */
static bool setup_app_context(Thread *thread, const HostContext *host, char *error, size_t error_size) {
    Method *setup = corelib_method("System.AppContext", "Setup", 3, error, error_size);
    if (!setup) return false;
    size_t count = host->property_count;
    uint16_t **names = utf16_copies(host->keys, count);
    uint16_t **values = utf16_copies(host->values, count);
    bool ok = names && values;
    if (ok) {
        Slot args[3] = {{.p = names}, {.p = values}, {.i4 = (int32_t)count}};
        ok = interp_ensure_class_initialized(thread, setup->owner) && interp_invoke(thread, setup, args, NULL);
        if (!ok) take_exception(thread, "AppContext.Setup", error, error_size);
    } else {
        snprintf(error, error_size, "out of memory copying the host's properties");
    }
    if (names) free_strings(names, count);
    if (values) free_strings(values, count);
    return ok;
}

static const HostContext *started_host;

/* Environment.InitializeCommandLineArgs(char* exePath, int argc, char** argv): sets
 * Environment.GetCommandLineArgs() (the program path first) and returns Main's arguments. */
static Object *main_arguments(Thread *thread, const char *path, int argc, char **argv) {
    char error[256];
    Method *initialize = corelib_method("System.Environment", "InitializeCommandLineArgs", 3, error, sizeof error);
    if (!initialize) {
        vm_throw_new(thread, "System.MissingMethodException", error);
        return NULL;
    }
    uint16_t *program = utf16_copy(path);
    uint16_t **arguments = utf16_copies(argv, (size_t)argc);
    Slot args[3] = {{.p = program}, {.i4 = argc}, {.p = arguments}}, result[1] = {{0}};
    if (program && arguments && interp_ensure_class_initialized(thread, initialize->owner))
        interp_invoke(thread, initialize, args, result);
    else if (!thread->exception)
        vm_throw_new(thread, "System.OutOfMemoryException", "Insufficient memory to continue the execution of the program.");
    free(program);
    if (arguments) free_strings(arguments, (size_t)argc);
    if (thread->exception) return NULL;
    /* Startup hooks (the host's STARTUP_HOOKS property) run before Main, as
     * StartupHookProvider.ManagedStartup does; its other step, RuntimeEventSource for EventPipe,
     * has no counterpart in corvid (its events go to CORVID_TraceFile). */
    static Object *main_args; /* a root for the whole run: Main receives it */
    static bool rooted;
    if (!rooted) gc_add_root(&main_args, 1), rooted = true;
    main_args = result[0].o;
    const char *hooks = host_property(started_host, "STARTUP_HOOKS");
    if (hooks && *hooks) {
        Method *process = corelib_method("System.StartupHookProvider", "ProcessStartupHooks", 1, error, sizeof error);
        String *diagnostic_hooks = process ? vm_new_string_utf8(thread, "") : NULL;
        Slot hook_args[1] = {{.o = diagnostic_hooks ? &diagnostic_hooks->object : NULL}};
        if (!process)
            vm_throw_new(thread, "System.MissingMethodException", error);
        else if (diagnostic_hooks && interp_ensure_class_initialized(thread, process->owner))
            interp_invoke(thread, process, hook_args, NULL);
    }
    return thread->exception ? NULL : main_args;
}

void coreclr_on_process_exit(Thread *thread) {
    static int done;
    if (__atomic_exchange_n(&done, 1, __ATOMIC_ACQ_REL)) return;
    char error[256];
    Method *on_exit = corelib_method("System.AppContext", "OnProcessExit", 0, error, sizeof error);
    if (!on_exit) return;
    if (!interp_invoke(thread, on_exit, NULL, NULL) && thread->exception) {
        vm_report_unhandled(thread);
        vm_exit_unhandled();
    }
}

bool coreclr_start(Thread *thread, const HostContext *host, char *error, size_t error_size) {
    vm_set_internal_call_resolver(coreclr_find_fcall);
    vm_set_pinvoke_resolver(coreclr_resolve_pinvoke);
    vm_set_type_handle_mapping(coreclr_type_handle, coreclr_type_handle_type);
    coreclr_set_handle_mappings();
    interop_set_search_directories(host_property(host, "NATIVE_DLL_SEARCH_DIRECTORIES"));
    coreclr_intrinsics_init(thread);
    coreclr_reflection_init(thread); /* before any managed code: the cast cache */
    coreclr_exceptions_init();
    coreclr_dynamic_method_init();
    coreclr_threadpool_init(thread);
    started_host = host;
    vm_set_main_arguments_builder(main_arguments);
    vm_set_main_finisher(coreclr_finish_main);
    vm_set_unhandled_aborts(true);
    return setup_app_context(thread, host, error, error_size);
}
