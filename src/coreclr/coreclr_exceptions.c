/*
 * coreclr_exceptions.c — CoreLib's exception contract (Exception.CoreCLR.cs, StackTrace.CoreCLR.cs):
 * the trace of a thrown exception lives in Exception._stackTrace, as in CoreCLR, and CoreLib's
 * own StackTrace formats it (so Exception.ToString and StackTrace print exactly what they print
 * on CoreCLR, file and line from the portable PDB included, through System.Diagnostics.StackTrace).
 *
 * _stackTrace holds a byte[] of corvid's own layout (CoreLib only null-checks it and passes it
 * back to the runtime): a header {magic, count} and one entry per frame, innermost first
 * {Method*, IL offset, flags}.  A throw replaces the trace; an exception escaping a callee keeps
 * it; after ExceptionDispatchInfo restored a trace (PrepareForForeignExceptionRaise), the next
 * throw appends to it, marking the last restored frame as CoreCLR does
 * (rgiLastFrameFromForeignExceptionStackTrace: "--- End of stack trace from previous location ---").
 */
#include "coreclr/coreclr_internal.h"

#include "gc/gc.h"

#include <stdlib.h>
#include <string.h>

#define TRACE_MAGIC 0x54535643u /* "CVST" */
#define TRACE_MAX_FRAMES 512
#define TRACE_LAST_FOREIGN 1u

typedef struct TraceHeader {
    uint32_t magic, count;
    uint32_t stack_base;  /* entries before it: a restored trace, an inlined thrower */
    uint32_t stack_depth; /* frames on the stack at the throw: entry stack_base + j is the frame
                           * stack_depth - j places from the stack's bottom */
} TraceHeader;

typedef struct TraceEntry {
    Method *method;
    int32_t il_offset;
    uint32_t flags;
} TraceEntry;

static int32_t exception_field(const char *name) {
    Field *field = loader_find_field(vm_types.exception, name);
    return field ? (int32_t)field->offset : -1;
}

static Object **stack_trace_slot(Object *exception) {
    static int32_t offset = -2;
    if (offset == -2) offset = exception_field("_stackTrace");
    return offset < 0 ? NULL : (Object **)((uint8_t *)exception + offset);
}

/* The header of one of corvid's traces, or NULL when `trace` is not one. */
static TraceHeader *trace_header(Object *trace) {
    if (!trace || trace->vtable->type != loader_array_type(vm_types.byte, 0)) return NULL;
    Array *array = (Array *)trace;
    if ((size_t)array->length < sizeof(TraceHeader)) return NULL;
    TraceHeader *header = (TraceHeader *)array->data;
    if (header->magic != TRACE_MAGIC || sizeof(TraceHeader) + (size_t)header->count * sizeof(TraceEntry) > (size_t)array->length)
        return NULL;
    return header;
}

/* The trace's entries, or NULL when `trace` is not one of corvid's. */
static TraceEntry *trace_entries(Object *trace, uint32_t *count) {
    TraceHeader *header = trace_header(trace);
    if (!header) return NULL;
    *count = header->count;
    return (TraceEntry *)(header + 1);
}

static __thread bool foreign_raise_pending;
static uint32_t exceptions_thrown;

/* A new trace array for `exception` with room for `count` entries, the first `kept` copied from
 * its current trace; NULL when out of memory (nothing raised). */
static TraceHeader *new_trace(Thread *thread, Object *exception, uint32_t count, uint32_t kept) {
    /* the allocation may collect: `exception` and `saved` stay put, pinned by the conservative
     * scan of this thread's native stack */
    Object *saved = thread->exception;
    thread->exception = NULL;
    Array *array = vm_new_array(thread, vm_types.byte, (intptr_t)(sizeof(TraceHeader) + count * sizeof(TraceEntry)));
    thread->exception = saved;
    if (!array) return NULL;
    Object **slot = stack_trace_slot(exception);
    TraceHeader *header = (TraceHeader *)array->data;
    *header = (TraceHeader){TRACE_MAGIC, count, 0, 0};
    TraceHeader *old = trace_header(*slot);
    if (old && kept) {
        memcpy(header + 1, old + 1, kept * sizeof(TraceEntry));
        header->stack_base = old->stack_base;
        header->stack_depth = old->stack_depth;
    }
    vm_store_reference(slot, &array->object);
    return header;
}

/* The current stack's frames (malloc'd, innermost first) and how many there are in all, the
 * ones past TRACE_MAX_FRAMES included; NULL when out of memory. */
static InterpStackFrame *current_frames(Thread *thread, int *count, uint32_t *depth) {
    InterpStackFrame *frames = malloc(TRACE_MAX_FRAMES * sizeof *frames);
    if (!frames) return NULL;
    *count = interp_stack_frames(thread, frames, TRACE_MAX_FRAMES);
    *depth = *count == TRACE_MAX_FRAMES ? interp_stack_depth(thread) : (uint32_t)*count;
    return frames;
}

/* A throw: the current stack, after a restored trace when ExceptionDispatchInfo raises it. */
static void record_throw(Thread *thread, Object *exception, Method *innermost) {
    Object **slot = stack_trace_slot(exception);
    __atomic_fetch_add(&exceptions_thrown, 1, __ATOMIC_RELAXED);
    bool append = foreign_raise_pending;
    foreign_raise_pending = false;
    uint32_t old_count = 0;
    if (!append || !trace_entries(*slot, &old_count)) old_count = 0;
    int count;
    uint32_t depth;
    InterpStackFrame *frames = current_frames(thread, &count, &depth);
    if (!frames) return;
    bool lead = innermost && (count == 0 || frames[0].method != innermost);
    TraceHeader *header = new_trace(thread, exception, old_count + (uint32_t)count + (lead ? 1 : 0), old_count);
    if (!header) {
        free(frames);
        return;
    }
    TraceEntry *entries = (TraceEntry *)(header + 1);
    uint32_t n = old_count;
    if (old_count) entries[old_count - 1].flags |= TRACE_LAST_FOREIGN;
    if (lead) entries[n++] = (TraceEntry){innermost, -1, 0};
    header->stack_base = n;
    header->stack_depth = depth;
    for (int i = 0; i < count; i++) entries[n++] = (TraceEntry){frames[i].method, frames[i].il_offset, 0};
    free(frames);
}

/* A handler `depth` frames above the bottom catches it: the trace ends at that frame, as
 * CoreCLR's ends where the exception was caught. */
static void end_trace_at_catch(Object *exception, uint32_t depth) {
    TraceHeader *header = trace_header(*stack_trace_slot(exception));
    if (!header || !depth || depth > header->stack_depth) return;
    uint32_t end = header->stack_base + (header->stack_depth - depth) + 1;
    if (end < header->count) header->count = end;
}

/* A rethrow from the catching frame: the frames beyond it join the trace (that frame itself is
 * its last entry already). */
static void continue_trace(Thread *thread, Object *exception) {
    TraceHeader *header = trace_header(*stack_trace_slot(exception));
    if (!header) {
        record_throw(thread, exception, NULL);
        return;
    }
    int count;
    uint32_t depth;
    InterpStackFrame *frames = current_frames(thread, &count, &depth);
    if (!frames) return;
    uint32_t at = header->stack_base + (header->stack_depth - depth); /* the rethrowing frame */
    TraceEntry *entries = (TraceEntry *)(header + 1);
    if (count == 0 || depth > header->stack_depth || at >= header->count || entries[at].method != frames[0].method) {
        free(frames); /* not the stack it was thrown on: the trace stands */
        return;
    }
    header = new_trace(thread, exception, at + (uint32_t)count, at + 1);
    if (header) {
        entries = (TraceEntry *)(header + 1);
        for (int i = 1; i < count; i++) entries[at + (uint32_t)i] = (TraceEntry){frames[i].method, frames[i].il_offset, 0};
    }
    free(frames);
}

/* InterpTraceRecorder */
static void record_trace(Thread *thread, Object *exception, Method *innermost, InterpTraceEvent event, uint32_t depth) {
    Object **slot = stack_trace_slot(exception);
    if (!slot) return;
    uint32_t count;
    switch (event) {
    case INTERP_TRACE_CATCH: end_trace_at_catch(exception, depth); return;
    case INTERP_TRACE_RETHROW: continue_trace(thread, exception); return;
    case INTERP_TRACE_ESCAPE: /* escaping a callee: its trace stands; raised by the runtime: traced from here */
        if (!trace_entries(*slot, &count)) record_throw(thread, exception, innermost);
        return;
    case INTERP_TRACE_THROW: record_throw(thread, exception, innermost); return;
    }
}

/* ExceptionNative_GetFrozenStackTrace(ObjectHandleOnStack exception, ObjectHandleOnStack trace):
 * a copy, so appending to the exception's trace later leaves the captured one as it was */
static void qcall_get_frozen_stack_trace(Thread *thread, Slot *args, Slot *result) {
    Object *exception = *(Object **)args[0].p;
    Object **slot = exception ? stack_trace_slot(exception) : NULL;
    uint32_t count;
    if (!slot || !trace_entries(*slot, &count)) return;
    Array *source = (Array *)*slot;
    Array *copy = vm_new_array(thread, vm_types.byte, source->length);
    if (!copy) return;
    source = (Array *)*stack_trace_slot(*(Object **)args[0].p);
    memcpy(copy->data, source->data, (size_t)source->length);
    vm_store_reference(args[1].p, &copy->object);
}

/* Exception.PrepareForForeignExceptionRaise(): the next throw on this thread continues the
 * restored trace */
static void fcall_prepare_foreign_raise(Thread *thread, Slot *args, Slot *result) {
    foreign_raise_pending = true;
}

/* IsImmutableAgileException(e): CoreCLR's preallocated exceptions; corvid allocates each one */
static void fcall_is_immutable_agile(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = 0;
}

static void fcall_exception_count(Thread *thread, Slot *args, Slot *result) {
    result[0].u4 = __atomic_load_n(&exceptions_thrown, __ATOMIC_RELAXED);
}

/* ExceptionNative_GetMessageFromNativeResources(kind, StringHandleOnStack): CoreCLR's
 * resource strings for ThreadAbort (1), ThreadInterrupted (2), OutOfMemory (3) */
static void qcall_message_from_native_resources(Thread *thread, Slot *args, Slot *result) {
    static const char *const messages[] = {
        NULL,
        "Thread was being aborted.",
        "Thread was interrupted from a waiting state.",
        "Insufficient memory to continue the execution of the program.",
    };
    int32_t kind = args[0].i4;
    if (kind < 1 || kind > 3) return;
    String *text = vm_new_string_utf8(thread, messages[kind]);
    if (text) vm_store_reference(args[1].p, &text->object);
}

/* ---- FileLoadException's message ------------------------------------------------------------ */

/* GetFileLoadExceptionMessage(hResult, StringHandleOnStack): the format string.FormatFileLoad-
 * ExceptionMessage fills with the file name and the HRESULT's text; CoreCLR's
 * IDS_EE_FILELOAD_ERROR_GENERIC for the HRESULTs FileLoadException and FileNotFoundException carry. */
static void qcall_file_load_exception_message(Thread *thread, Slot *args, Slot *result) {
    String *format = vm_new_string_utf8(thread, "Could not load file or assembly '{0}'. {1}");
    if (format) vm_store_reference(args[1].p, &format->object);
}

/* FileLoadException_GetMessageForHR(hResult, StringHandleOnStack): the HRESULT's text as
 * CoreCLR on Linux words it: Win32 errors end in a newline (FormatMessage's text), the
 * loader's own HRESULTs mostly carry their code, others are "Error N (0x...)". */
static void qcall_file_load_message_for_hr(Thread *thread, Slot *args, Slot *result) {
    static const struct { uint32_t hresult; const char *text; } known[] = {
        {0x80070002u, "The system cannot find the file specified.\n"},
        {0x80070003u, "The system cannot find the path specified.\n"},
        {0x80070005u, "Access is denied.\n"},
        {0x8007000Bu, "An attempt was made to load a program with an incorrect format.\n"},
        {0x80131018u, "The module was expected to contain an assembly manifest."},
        {0x80131040u, "The located assembly's manifest definition does not match the assembly reference. (0x80131040)"},
        {0x80131047u, "The given assembly name was invalid. (0x80131047)"},
        {0x80131058u, "Reference assemblies cannot be loaded for execution. (0x80131058)"},
        {0x80131621u, "Could not find or load a specific file. (0x80131621)"},
        {0x80004005u, "Error 2147500037 (0x80004005 (E_FAIL))"},
    };
    uint32_t hresult = args[0].u4;
    char text[128];
    snprintf(text, sizeof text, "Error %u (0x%08X)", hresult, hresult);
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
        if (known[i].hresult == hresult) snprintf(text, sizeof text, "%s", known[i].text);
    String *message = vm_new_string_utf8(thread, text);
    if (message) vm_store_reference(args[1].p, &message->object);
}

/* ---- StackTrace_GetStackFramesInternal ------------------------------------------------------ */

static bool set_array_field(Thread *thread, Object *helper, const char *name, Type *element, intptr_t length) {
    Field *field = loader_find_field(helper->vtable->type, name);
    if (!field) return true;
    Array *array = vm_new_array(thread, element, length); /* `helper` is pinned (native stack) */
    if (!array) return false;
    vm_store_reference((Object **)((uint8_t *)helper + field->offset), &array->object);
    return true;
}

static void *array_field_data(Object *helper, const char *name) {
    Field *field = loader_find_field(helper->vtable->type, name);
    Array *array = field ? *(Array **)((uint8_t *)helper + field->offset) : NULL;
    return array ? array->data : NULL;
}

static Object **array_field_references(Object *helper, const char *name) {
    return (Object **)array_field_data(helper, name);
}

/* StackTrace_GetStackFramesInternal(StackFrameHelper sfh, BOOL needFileInfo, Exception e): the
 * frames of e's trace, or of the current stack without one, into the helper's arrays (CoreCLR's
 * DebugStackTrace::GetStackFramesInternal).  Line information is CoreLib's to find. */
static void qcall_get_stack_frames(Thread *thread, Slot *args, Slot *result) {
    Object **helper_handle = args[0].p;
    Object *exception = *(Object **)args[2].p;
    uint32_t count = 0;
    TraceEntry *entries = NULL;
    InterpStackFrame *frames = NULL;
    if (exception) {
        Object **slot = stack_trace_slot(exception);
        entries = slot ? trace_entries(*slot, &count) : NULL;
        if (!entries) count = 0;
    } else {
        frames = malloc(TRACE_MAX_FRAMES * sizeof *frames);
        if (!frames) return;
        count = (uint32_t)interp_stack_frames(thread, frames, TRACE_MAX_FRAMES);
    }
    /* copy out: allocation below may move the exception's trace */
    TraceEntry *copy = calloc(count ? count : 1, sizeof *copy);
    if (!copy) {
        free(frames);
        return;
    }
    for (uint32_t i = 0; i < count; i++)
        copy[i] = entries ? entries[i] : (TraceEntry){frames[i].method, frames[i].il_offset, 0};
    free(frames);
    Type *assembly_type = loader_find_corlib_type("System.Reflection.Assembly");
    const struct { const char *name; Type *element; } arrays[] = {
        {"rgiOffset", vm_types.int32},       {"rgiILOffset", vm_types.int32},
        {"rgMethodHandle", vm_types.intptr}, {"rgAssemblyPath", vm_types.string},
        {"rgAssembly", assembly_type},       {"rgLoadedPeAddress", vm_types.intptr},
        {"rgiLoadedPeSize", vm_types.int32}, {"rgiIsFileLayout", vm_types.boolean},
        {"rgInMemoryPdbAddress", vm_types.intptr}, {"rgiInMemoryPdbSize", vm_types.int32},
        {"rgiMethodToken", vm_types.int32},  {"rgFilename", vm_types.string},
        {"rgiLineNumber", vm_types.int32},   {"rgiColumnNumber", vm_types.int32},
        {"rgiLastFrameFromForeignExceptionStackTrace", vm_types.boolean},
    };
    for (size_t i = 0; i < sizeof arrays / sizeof arrays[0]; i++)
        if (!arrays[i].element || !set_array_field(thread, *helper_handle, arrays[i].name, arrays[i].element, count)) {
            free(copy);
            return;
        }
    Object *helper = *helper_handle; /* no allocation from here to the strings */
    int32_t *il_offsets = array_field_data(helper, "rgiILOffset");
    intptr_t *methods = array_field_data(helper, "rgMethodHandle");
    int32_t *tokens = array_field_data(helper, "rgiMethodToken");
    uint8_t *file_layout = array_field_data(helper, "rgiIsFileLayout");
    uint8_t *foreign = array_field_data(helper, "rgiLastFrameFromForeignExceptionStackTrace");
    for (uint32_t i = 0; i < count; i++) {
        Method *method = copy[i].method;
        if (il_offsets) il_offsets[i] = copy[i].il_offset;
        if (methods) methods[i] = (intptr_t)method;
        if (tokens) tokens[i] = copy[i].il_offset >= 0 ? (int32_t)(method->generic_definition ? method->generic_definition : method)->token : 0;
        if (file_layout) file_layout[i] = 1; /* corvid maps an assembly's file as it is */
        if (foreign) foreign[i] = (copy[i].flags & TRACE_LAST_FOREIGN) != 0;
    }
    for (uint32_t i = 0; i < count; i++) { /* allocating: the arrays are found again each time */
        Assembly *assembly = copy[i].method->owner->assembly;
        Object *assembly_object = assembly ? coreclr_assembly_object(thread, assembly) : NULL;
        Object **assemblies = array_field_references(*helper_handle, "rgAssembly");
        if (assembly_object && assemblies) vm_store_reference(&assemblies[i], assembly_object);
        thread->exception = NULL;
        const char *path = assembly && assembly->image ? meta_image_path(assembly->image) : NULL;
        String *text = path ? vm_new_string_utf8(thread, path) : NULL;
        Object **paths = array_field_references(*helper_handle, "rgAssemblyPath");
        if (!text || !paths) continue;
        vm_store_reference(&paths[i], &text->object);
    }
    free(copy);
    Field *frame_count = loader_find_field(helper->vtable->type, "iFrameCount");
    if (frame_count) *(int32_t *)((uint8_t *)*helper_handle + frame_count->offset) = (int32_t)count;
}

const InternalCallEntry coreclr_exceptions_fcalls[] = {
    {"System.Exception::PrepareForForeignExceptionRaise()", fcall_prepare_foreign_raise},
    {"System.Exception::IsImmutableAgileException(System.Exception)", fcall_is_immutable_agile},
    {"System.Exception::GetExceptionCount()", fcall_exception_count},
    {NULL, NULL},
};

/* ExceptionNative_GetMethodFromStackTrace(ObjectHandleOnStack stackTrace, ObjectHandleOnStack
 * method): Exception.TargetSite, the typical definition of the trace's first (throwing) frame's
 * method; the trace is corvid's byte[] or an object[] holding it first */
static void qcall_get_method_from_stack_trace(Thread *thread, Slot *args, Slot *result) {
    Object *trace = *(Object **)args[0].p;
    if (trace && trace->vtable->type == loader_array_type(vm_types.object, 0) && ((Array *)trace)->length > 0)
        memcpy(&trace, ((Array *)trace)->data, sizeof trace);
    uint32_t count = 0;
    TraceEntry *entries = trace_entries(trace, &count);
    if (entries && count && entries[0].method)
        coreclr_store_method_info_stub(thread, args[1].p, coreclr_typical_method_definition(entries[0].method));
}

const InternalCallEntry coreclr_exceptions_qcalls[] = {
    {"ExceptionNative_GetMethodFromStackTrace", qcall_get_method_from_stack_trace},
    {"ExceptionNative_GetFrozenStackTrace", qcall_get_frozen_stack_trace},
    {"ExceptionNative_GetMessageFromNativeResources", qcall_message_from_native_resources},
    {"GetFileLoadExceptionMessage", qcall_file_load_exception_message},
    {"FileLoadException_GetMessageForHR", qcall_file_load_message_for_hr},
    {"StackTrace_GetStackFramesInternal", qcall_get_stack_frames},
    {NULL, NULL},
};

/* AppDomain.UnhandledException with IsTerminating = true, as CoreCLR's VM raises it through
 * AppContext.OnUnhandledException before it prints the report. */
static void raise_unhandled_exception_event(Thread *thread, Object *exception) {
    static Method *on_unhandled;
    if (!on_unhandled) {
        Type *app_context = loader_find_corlib_type("System.AppContext");
        on_unhandled = app_context ? loader_find_method(app_context, "OnUnhandledException", 1) : NULL;
    }
    Slot args[1] = {{.o = exception}};
    if (on_unhandled && interp_ensure_class_initialized(thread, on_unhandled->owner)) interp_invoke(thread, on_unhandled, args, NULL);
    thread->exception = NULL;
}

void coreclr_exceptions_init(void) {
    interp_set_trace_recorder(record_trace);
    vm_set_unhandled_exception_event(raise_unhandled_exception_event);
}
