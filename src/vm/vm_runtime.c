/*
 * vm_runtime.c — start-up (corlib, well-known types), running an entry point, and the
 * unhandled-exception report in CoreCLR's format.
 */
#include "vm/vm.h"
#include "gc/gc.h"
#include "interp/interp.h"
#include "loader/loader.h"
#include "vm/icall.h"
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void (*exit_hooks[16])(void);
static int exit_hook_count;

void vm_add_exit_hook(void (*hook)(void)) {
    if (exit_hook_count < (int)(sizeof exit_hooks / sizeof exit_hooks[0])) exit_hooks[exit_hook_count++] = hook;
}

_Noreturn void vm_exit(int code) {
    static volatile int exiting;
    fflush(stdout);
    if (!__sync_lock_test_and_set(&exiting, 1))
        for (int i = 0; i < exit_hook_count; i++) exit_hooks[i]();
    fflush(NULL);
    _exit(code);
}

void vm_executable_directory(char *buffer, size_t size) {
    ssize_t n = readlink("/proc/self/exe", buffer, size - 1);
    if (n <= 0) {
        snprintf(buffer, size, ".");
        return;
    }
    buffer[n] = 0;
    char *slash = strrchr(buffer, '/');
    if (slash) *slash = 0;
}

static bool unhandled_aborts;

void vm_set_unhandled_aborts(bool aborts) {
    unhandled_aborts = aborts;
}

_Noreturn void vm_exit_unhandled(void) {
    if (!unhandled_aborts) vm_exit(1);
    /* CoreCLR's unhandled-exception path ends in abort(): the exit hooks and stdio still run
     * first, so nothing written is lost. */
    static volatile int exiting;
    fflush(stdout);
    if (!__sync_lock_test_and_set(&exiting, 1))
        for (int i = 0; i < exit_hook_count; i++) exit_hooks[i]();
    fflush(NULL);
    signal(SIGABRT, SIG_DFL);
    abort();
}

static VmMainArgumentsBuilder main_arguments_builder;
static VmMainFinisher main_finisher;

void vm_set_main_finisher(VmMainFinisher finisher) {
    main_finisher = finisher;
}

void vm_set_main_arguments_builder(VmMainArgumentsBuilder builder) {
    main_arguments_builder = builder;
}

static Type *require_type(const char *namespace_name, const char *name) {
    Type *type = loader_find_type(loader_corlib(), namespace_name, name);
    if (!type) {
        fprintf(stderr, "corvid: corlib lacks %s.%s\n", namespace_name, name);
        vm_exit(134);
    }
    return type;
}

bool vm_start(const char *corlib_path, char *error, size_t error_size) {
    gc_init();
    Thread *thread = thread_attach_current();
    interp_thread_init(thread);
    thread_install_stack_overflow_handler(interp_report_stack_overflow);
    uintptr_t interp_begin, interp_end;
    interp_code_range(&interp_begin, &interp_end);
    thread_add_managed_code_range(interp_begin, interp_end);
    thread_install_access_violation_handler(interp_report_access_violation);
    /* CoreCLR's PAL ignores SIGPIPE: a write to a pipe whose reader is gone fails with EPIPE
     * (Console drops it, a FileStream raises IOException) instead of killing the process. */
    signal(SIGPIPE, SIG_IGN);
    if (!loader_init(corlib_path, error, error_size)) return false;
    WellKnownTypes *t = &vm_types;
    t->object = require_type("System", "Object");
    t->value_type = require_type("System", "ValueType");
    t->enum_type = require_type("System", "Enum");
    t->string = require_type("System", "String");
    t->array = require_type("System", "Array");
    t->delegate = require_type("System", "Delegate");
    t->multicast_delegate = require_type("System", "MulticastDelegate");
    t->exception = require_type("System", "Exception");
    t->type = require_type("System", "Type");
    t->runtime_type = require_type("System", "RuntimeType");
    t->void_type = require_type("System", "Void");
    t->boolean = require_type("System", "Boolean");
    t->char_type = require_type("System", "Char");
    t->sbyte = require_type("System", "SByte");
    t->byte = require_type("System", "Byte");
    t->int16 = require_type("System", "Int16");
    t->uint16 = require_type("System", "UInt16");
    t->int32 = require_type("System", "Int32");
    t->uint32 = require_type("System", "UInt32");
    t->int64 = require_type("System", "Int64");
    t->uint64 = require_type("System", "UInt64");
    t->single = require_type("System", "Single");
    t->double_type = require_type("System", "Double");
    t->intptr = require_type("System", "IntPtr");
    t->uintptr = require_type("System", "UIntPtr");
    t->nullable = require_type("System", "Nullable`1");
    t->runtime_type_handle = require_type("System", "RuntimeTypeHandle");
    t->runtime_field_handle = require_type("System", "RuntimeFieldHandle");
    t->runtime_method_handle = require_type("System", "RuntimeMethodHandle");
    t->typed_reference = loader_find_type(loader_corlib(), "System", "TypedReference");
    Type **all = (Type **)t;
    for (size_t i = 0; i < sizeof(WellKnownTypes) / sizeof(Type *); i++)
        if (all[i] && !loader_ensure_laid_out(thread, all[i])) {
            fprintf(stderr, "corvid: cannot lay out corlib type %s\n", all[i]->name);
            return false;
        }
    return true;
}

static char *call_string_getter(Thread *thread, Object *object, const char *name) {
    Method *getter = loader_find_method(object->vtable->type, name, 0);
    if (!getter) return NULL;
    if (getter->flags & META_METHOD_VIRTUAL) getter = loader_resolve_virtual(thread, object->vtable->type, getter);
    Slot args[1] = {{.o = object}}, result[1] = {{0}};
    if (!getter || !interp_invoke(thread, getter, args, result)) {
        thread->exception = NULL;
        return NULL;
    }
    return vm_string_to_utf8((String *)result[0].o);
}

char *vm_exception_text(Thread *thread, Object *exception) {
    char *text = call_string_getter(thread, exception, "ToString");
    if (text) return text;
    char type_name[512];
    loader_type_full_name(exception->vtable->type, type_name, sizeof type_name);
    char *message = call_string_getter(thread, exception, "get_Message");
    size_t size = strlen(type_name) + (message ? strlen(message) : 0) + 3;
    text = malloc(size);
    if (text) snprintf(text, size, "%s%s%s", type_name, message ? ": " : "", message ? message : "");
    free(message);
    return text;
}

static void (*unhandled_exception_event)(Thread *thread, Object *exception);

void vm_set_unhandled_exception_event(void (*raise)(Thread *thread, Object *exception)) {
    unhandled_exception_event = raise;
}

/* "Unhandled exception. System.X: message" then the "   at ..." lines, as CoreCLR prints. */
void vm_report_unhandled(Thread *thread) {
    Object *exception = thread->exception;
    thread->exception = NULL;
    if (exception == thread->unhandled_reported) return; /* reported when its first pass ended */
    /* CoreCLR reports the first unhandled exception only: a thread arriving second waits,
     * preemptive so the reporter's allocations can collect, until the first thread's exit.  The
     * reporting thread may come back with another one (CoreCLR goes on when a finally block run
     * after the report throws an exception that is caught): no second event or message then,
     * as on CoreCLR, and its finally blocks still run before the process ends. */
    static Thread *reporter;
    Thread *none = NULL;
    bool first = __atomic_compare_exchange_n(&reporter, &none, thread, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
    thread->unhandled_reported = exception;
    if (!first && none == thread) return;
    if (!first) {
        gc_enter_preemptive(thread);
        for (;;) pause();
    }
    /* CoreCLR raises AppDomain.UnhandledException first; what a handler throws is ignored */
    if (unhandled_exception_event) {
        unhandled_exception_event(thread, exception);
        thread->exception = NULL;
    }
    fflush(stdout);
    char type_name[512];
    loader_type_full_name(exception->vtable->type, type_name, sizeof type_name);
    char *text = call_string_getter(thread, exception, "ToString");
    if (text) {
        fprintf(stderr, "Unhandled exception. %s\n", text);
    } else {
        char *message = call_string_getter(thread, exception, "get_Message");
        char *trace = call_string_getter(thread, exception, "get_StackTrace");
        fprintf(stderr, "Unhandled exception. %s: %s\n%s\n", type_name, message ? message : "", trace ? trace : "");
        free(message);
        free(trace);
        /* ToString failed: at least name the inner exceptions, as its " ---> " lines would */
        Field *inner_field = loader_find_field(vm_types.exception, "_innerException");
        for (Object *inner = exception; inner_field && (inner = *(Object **)((uint8_t *)inner + inner_field->offset));) {
            loader_type_full_name(inner->vtable->type, type_name, sizeof type_name);
            message = call_string_getter(thread, inner, "get_Message");
            fprintf(stderr, " ---> %s: %s\n", type_name, message ? message : "");
            free(message);
        }
    }
    free(text);
}

static Assembly *entry_assembly;

Assembly *vm_entry_assembly(void) {
    return entry_assembly;
}

int vm_run_main(const char *path, int argc, char **argv) {
    Thread *thread = thread_current;
    char error[1024];
    Assembly *assembly = loader_load_assembly_file(path, error, sizeof error);
    if (!assembly) {
        fprintf(stderr, "corvid: cannot load '%s': %s\n", path, error);
        return 1;
    }
    entry_assembly = assembly;
    uint32_t token = meta_entry_point_token(assembly->image);
    if (META_TOKEN_TABLE(token) != META_TABLE_METHODDEF) {
        fprintf(stderr, "corvid: '%s' has no managed entry point (it is a library, not a program)\n", path);
        return 1;
    }
    Method *main_method = loader_resolve_method(thread, assembly, token, NULL);
    if (main_method && !loader_prepare_method(thread, main_method)) main_method = NULL;
    /* Environment.GetCommandLineArgs(): the program path, then its arguments. */
    char **command_line = calloc((size_t)argc + 2, sizeof(char *));
    command_line[0] = (char *)path;
    for (int i = 0; i < argc; i++) command_line[i + 1] = argv[i];
    vm_set_command_line(argc + 1, command_line);
    Slot args[1] = {{0}}, result[1] = {{0}};
    if (main_method && main_arguments_builder) {
        args[0].o = main_arguments_builder(thread, path, argc, argv);
        gc_add_root(&args[0].o, 1);
        if (main_method->signature.parameter_count == 0) args[0].o = NULL;
    } else if (main_method && main_method->signature.parameter_count == 1) {
        Array *array = vm_new_array(thread, vm_types.string, argc);
        for (int i = 0; array && i < argc; i++) {
            String *s = vm_new_string_utf8(thread, argv[i]);
            if (!s) break;
            vm_store_reference((Object **)array->data + i, &s->object);
        }
        args[0].o = array ? &array->object : NULL;
        gc_add_root(&args[0].o, 1);
    }
    if (!thread->exception && main_method && interp_ensure_class_initialized(thread, main_method->owner))
        interp_invoke_at_thread_base(thread, main_method, args, result);
    int code = 0;
    if (thread->exception) {
        vm_report_unhandled(thread);
        /* CoreCLR aborts (status 134); on the embedded corlib corvid exits normally with 1, as
         * Mono does, so the report is the last thing written and a shell sees a plain failure. */
        vm_exit_unhandled();
    } else {
        bool returned_int = main_method->signature.return_type == vm_types.int32;
        if (returned_int)
            code = result[0].i4;
        /* CoreCLR keeps the process alive until every foreground thread has ended */
        thread_wait_for_foreground_threads(thread);
        if (main_finisher) code = main_finisher(thread, code, returned_int);
    }
    fflush(stdout);
    return code;
}
