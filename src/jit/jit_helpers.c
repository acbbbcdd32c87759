/*
 * jit_helpers.c — C functions Tier1 code calls (their addresses are baked into the code).
 * The write barrier stays one definition (gc.h): these wrappers call it.
 */
#include "jit/jit_internal.h"
#include "gc/gc.h"
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

void jit_write_barrier_store(Object **slot, Object *value) {
    gc_write_barrier_store(slot, value);
}

/* The destination already holds the copied bytes: a copy onto itself marks the range. */
void jit_write_barrier_range(void *dest, size_t size) {
    gc_write_barrier_copy(dest, dest, size);
}

bool jit_array_store_check(Thread *thread, Object *array, Object *value) {
    Type *element = array->vtable->type->element;
    if (!value || value->vtable->type == element || vm_is_instance_of(value, element)) return true;
    vm_throw_new(thread, "System.ArrayTypeMismatchException", "Attempted to access an element as a type incompatible with the array.");
    return false;
}

bool jit_array_element_type_check(Thread *thread, Object *array, Type *type) {
    if (array->vtable->type->element == type) return true;
    vm_throw_new(thread, "System.ArrayTypeMismatchException", "Attempted to access an element as a type incompatible with the array.");
    return false;
}

Method *jit_resolve_virtual(Thread *thread, Object *object, Method *method) {
    return loader_resolve_virtual(thread, object->vtable->type, method);
}

/* Interface call sites cache a pointer to an immutable {vtable, method} pair (loader). */
Method *jit_resolve_interface(Thread *thread, Object *object, Method *method, void **site_cache) {
    const LoaderDispatchPair *pair = loader_dispatch_pair(thread, object->vtable, method);
    if (!pair) return NULL;
    __atomic_store_n(site_cache, (void *)pair, __ATOMIC_RELEASE);
    return pair->method;
}

/* interp.c's same_representation / cast_allowed (enums and their underlying type, Nullable<T>). */
static bool same_representation(Type *a, Type *b) {
    if (a == b) return true;
    Type *ua = (a->flags & TYPE_FLAG_ENUM) ? a->element : a;
    Type *ub = (b->flags & TYPE_FLAG_ENUM) ? b->element : b;
    return ua && ub && ua == ub;
}

bool jit_cast_allowed(Object *object, Type *type) {
    if (object->vtable->type == type) return true;
    if (type->flags & TYPE_FLAG_NULLABLE) return same_representation(object->vtable->type, type->generic_arguments[0]);
    return vm_is_instance_of(object, type);
}

void jit_throw_cast(Thread *thread, Object *object, Type *type) {
    vm_throw_invalid_cast(thread, object->vtable->type, type);
    interp_capture_stack_trace(thread, thread->exception);
}

bool jit_unbox_check(Thread *thread, Object *object, Type *type) {
    if (same_representation(object->vtable->type, type)) return true;
    vm_throw_invalid_cast(thread, object->vtable->type, type);
    return false;
}

void jit_unbox_nullable(Thread *thread, Object *object, Type *nullable, Slot *dest) {
    uint8_t *d = (uint8_t *)dest;
    memset(d, 0, nullable->instance_size);
    if (!object) return;
    Type *value_type = nullable->generic_arguments[0];
    if (!same_representation(object->vtable->type, value_type)) {
        vm_throw_invalid_cast(thread, object->vtable->type, nullable);
        return;
    }
    d[loader_find_field(nullable, "hasValue")->offset] = 1;
    memcpy(d + loader_find_field(nullable, "value")->offset, vm_unbox(object), value_type->instance_size);
}

Object *jit_box_nullable(Thread *thread, Type *nullable, Slot *value) {
    uint8_t *v = (uint8_t *)value;
    if (!v[loader_find_field(nullable, "hasValue")->offset]) return NULL;
    return vm_box(thread, nullable->generic_arguments[0], v + loader_find_field(nullable, "value")->offset);
}

/* Checked conversions (interp.c convert(..., true)): the result bits as the interpreter stores
 * them; OverflowException raised on failure. */
uint64_t jit_convert_checked(Thread *thread, uint64_t bits, uint32_t kind) {
    uint32_t from = kind >> 4, to = kind & 15;
    Slot s = {.u8 = bits};
    int64_t i = 0;
    double f = 0;
    bool is_float = false, is_unsigned = false;
    switch (from) {
    case CONV_FROM_I4: i = s.i4; break;
    case CONV_FROM_U4: i = (int64_t)(uint64_t)s.u4; is_unsigned = true; break;
    case CONV_FROM_I8: i = s.i8; break;
    case CONV_FROM_U8: i = (int64_t)s.u8; is_unsigned = true; break;
    case CONV_FROM_R4: f = s.r4; is_float = true; break;
    default: f = s.r8; is_float = true; break;
    }
    Slot d = {.u8 = 0};
    if (to == CONV_TO_R4 || to == CONV_TO_R8 || to == CONV_TO_R_UN) {
        double r;
        if (is_float) r = f;
        else if (to == CONV_TO_R_UN || is_unsigned) r = from == CONV_FROM_I4 || from == CONV_FROM_U4 ? (double)(uint32_t)i : (double)(uint64_t)i;
        else r = (double)i;
        if (to == CONV_TO_R4) d.r4 = !is_float && !(to == CONV_TO_R_UN || is_unsigned) ? (float)i : (float)r;
        else d.r8 = r;
        return d.u8;
    }
    double lo, hi;
    bool ok;
    switch (to) {
    case CONV_TO_I1: lo = -128; hi = 127; break;
    case CONV_TO_U1: lo = 0; hi = 255; break;
    case CONV_TO_I2: lo = -32768; hi = 32767; break;
    case CONV_TO_U2: lo = 0; hi = 65535; break;
    case CONV_TO_I4: lo = -2147483648.0; hi = 2147483647.0; break;
    case CONV_TO_U4: lo = 0; hi = 4294967295.0; break;
    case CONV_TO_I8: lo = -9223372036854775808.0; hi = 9223372036854775807.0; break;
    default: lo = 0; hi = 18446744073709551615.0; break;
    }
    if (is_float) {
        ok = f == f;
        double t = trunc(f);
        if (ok) {
            if (to == CONV_TO_I8) ok = t >= lo && t < 9223372036854775808.0;
            else if (to == CONV_TO_U8) ok = t >= 0 && t < 18446744073709551616.0;
            else ok = t >= lo && t <= hi;
        }
        if (ok) i = to == CONV_TO_U8 ? (int64_t)(uint64_t)t : (int64_t)t;
    } else if (is_unsigned) {
        uint64_t v = from == CONV_FROM_U4 ? (uint32_t)i : (uint64_t)i;
        if (to == CONV_TO_U8) ok = true;
        else if (to == CONV_TO_I8) ok = v <= (uint64_t)INT64_MAX;
        else ok = v <= (uint64_t)hi;
        i = (int64_t)v;
    } else {
        if (to == CONV_TO_U8) ok = i >= 0;
        else if (to == CONV_TO_I8) ok = true;
        else ok = i >= (int64_t)lo && i <= (int64_t)hi;
    }
    if (!ok) {
        vm_throw_overflow(thread);
        return 0;
    }
    switch (to) {
    case CONV_TO_I1: d.i4 = (int8_t)i; break;
    case CONV_TO_U1: d.i4 = (uint8_t)i; break;
    case CONV_TO_I2: d.i4 = (int16_t)i; break;
    case CONV_TO_U2: d.i4 = (uint16_t)i; break;
    case CONV_TO_I4: case CONV_TO_U4: d.i4 = (int32_t)i; break;
    default: d.i8 = !is_float && from == CONV_FROM_U4 ? (int64_t)(uint32_t)i : i; break;
    }
    return d.u8;
}

/* THROW: the exception's stack trace as the interpreter captures it (interp.c
 * capture_stack_trace, compiled frames included through their frame records); a throw inside
 * an inlined method names that method first (an inlinee has no record). */
void jit_throw(Thread *thread, Object *exception, Method *method) {
    InterpTraceRecorder recorder = interp_trace_recorder();
    if (recorder) {
        if (vm_is_instance_of(exception, vm_types.exception)) recorder(thread, exception, method, INTERP_TRACE_THROW, 0);
        vm_throw_object(thread, exception);
        return;
    }
    static int32_t trace_offset = -1;
    if (trace_offset < 0) {
        Field *field = loader_find_field(vm_types.exception, "_stackTraceString");
        trace_offset = field ? (int32_t)field->offset : 0;
    }
    if (trace_offset > 0 && vm_is_instance_of(exception, vm_types.exception)) {
        char name[1024];
        loader_method_display_name(method, name, sizeof name);
        char *rest = interp_stack_trace(thread);
        size_t name_length = strlen(name);
        bool listed = strncmp(rest, "   at ", 6) == 0 && strncmp(rest + 6, name, name_length) == 0 &&
                      (rest[6 + name_length] == '\n' || rest[6 + name_length] == 0);
        size_t size = name_length + strlen(rest) + 16;
        char *text = malloc(size);
        if (listed) snprintf(text, size, "%s", rest);
        else snprintf(text, size, "   at %s%s%s", name, *rest ? "\n" : "", rest);
        free(rest);
        String *trace = vm_new_string_utf8(thread, text);
        free(text);
        if (trace) vm_store_reference((Object **)((uint8_t *)exception + trace_offset), &trace->object);
        thread->exception = NULL; /* an allocation failure raised nothing we keep */
    }
    vm_throw_object(thread, exception);
}

/* RETHROW: the exception goes on from the catching frame, and so does its trace */
void jit_rethrow(Thread *thread, Object *exception) {
    InterpTraceRecorder recorder = interp_trace_recorder();
    if (recorder && exception && vm_is_instance_of(exception, vm_types.exception))
        recorder(thread, exception, NULL, INTERP_TRACE_RETHROW, 0);
    thread->exception = exception;
}

void jit_throw_message(Thread *thread, const char *type, const char *message) {
    vm_throw_new(thread, type, message);
    interp_capture_stack_trace(thread, thread->exception);
}

void jit_throw_not_finite(Thread *thread) {
    vm_throw_new(thread, "System.ArithmeticException", "Function does not accept floating point Not-a-Number values.");
    interp_capture_stack_trace(thread, thread->exception);
}

bool jit_class_init(Thread *thread, Type *type) {
    return interp_ensure_class_initialized(thread, type);
}

Object *jit_new_object(Thread *thread, const VTable *vtable) {
    Object *o = gc_alloc(thread, vtable, vtable->base_size);
    if (!o) vm_throw_new(thread, "System.OutOfMemoryException", "Insufficient memory to continue the execution of the program.");
    return o;
}

/* String.FastAllocateString(MethodTable*, nint) past the inline fast path (jit_calls.c): the
 * FCall's checks and messages (coreclr_fcalls.c string_fast_allocate). */
Object *jit_new_string(Thread *thread, int64_t length) {
    if (length < 0 || length > 0x3FFFFFDF) {
        vm_throw_new(thread, "System.OutOfMemoryException", "Insufficient memory to continue the execution of the program.");
        return NULL;
    }
    String *string = vm_new_string(thread, (int32_t)length);
    return string ? &string->object : NULL;
}

/* Calls from native code count towards tier-up like the interpreter's own call sites (its
 * CALL instruction fires counted_call; interp_invoke only counts). */
static __thread bool first_call_from_native;

/* Also true for what that first call runs for the first time (e.g. a class constructor). */
bool jit_first_call_from_native(void) {
    return first_call_from_native;
}

/* Compiled callers pass exceptions on unchanged: interp_invoke_transparent, so the first pass of
 * an exception thrown in the callee goes on into the compiled frames. */
void jit_call_interpreted(Thread *thread, Method *method, Slot *args) {
    if (unlikely(!method->called_from_native)) method->called_from_native = true;
    if (unlikely(!method->interp) && !first_call_from_native) {
        first_call_from_native = true;
        interp_invoke_transparent(thread, method, args, args);
        first_call_from_native = false;
    } else {
        if (unlikely(method->call_count + 1 >= interp_call_count_threshold) && interp_tiering_hooks.counted_call)
            interp_tiering_hooks.counted_call(thread, method);
        interp_invoke_transparent(thread, method, args, args);
    }
}

void jit_call_indirect(Thread *thread, Method *method, Slot *args) {
    interp_invoke_transparent(thread, method, args, args);
}

/* ---- two-pass exception handling (jit_eh.c, interp.h) ---- */

/* What the compiled frame whose record is at `record` does with thread->exception: the index of
 * its clause that catches it, JIT_EH_PASS (run its finally blocks and return) or
 * JIT_EH_UNHANDLED (return without running them).  Runs the first pass if it has not run for
 * this exception (thrown here or in a callee that had nothing to run). */
int32_t jit_eh_dispatch(Thread *thread, void *record) {
    if (thread->dispatch.exception != thread->exception) interp_exception_first_pass(thread, (uintptr_t)record);
    const ThreadDispatch *d = &thread->dispatch;
    if (d->kind == INTERP_DISPATCH_COMPILED && d->frame == (uintptr_t)record) return (int32_t)d->clause;
    return d->kind == INTERP_DISPATCH_UNHANDLED ? JIT_EH_UNHANDLED : JIT_EH_PASS;
}

/* Around a finally/fault block run by the second pass: an exception thrown and caught inside it
 * is dispatched on its own, then the outer dispatch goes on. */
void jit_eh_finally_enter(Thread *thread, ThreadDispatch *save) {
    *save = thread->dispatch;
    thread->dispatch.exception = NULL;
}

void jit_eh_finally_leave(Thread *thread, ThreadDispatch *save) {
    thread->dispatch = *save;
}

/* A localloc block on a frame's list (interp_localloc): OSR code's interpreter frame, or a
 * Tier1 activation's own list for blocks too large for its stack; over the limit, CoreCLR's
 * stack overflow. */
void *jit_localloc(Thread *thread, void **blocks, uint64_t size) {
    if (!size) return NULL; /* CoreCLR's localloc of 0 bytes: null (as the interpreter) */
    void *memory = interp_localloc(blocks, size);
    if (!memory) interp_report_stack_overflow(thread, (uintptr_t)__builtin_frame_address(0));
    return memory;
}

/* The ARRAY_ACCESS constructor stub (interp_loop.inc): lengths, or lower bound/length pairs. */
Object *jit_new_multi_array(Thread *thread, Method *constructor, Slot *args) {
    int32_t lengths[32], bounds[32];
    uint32_t rank = constructor->owner->rank, count = constructor->signature.parameter_count;
    bool pairs = count == 2 * rank;
    for (uint32_t r = 0; r < rank && r < 32; r++) {
        bounds[r] = pairs ? args[2 * r].i4 : 0;
        lengths[r] = pairs ? args[2 * r + 1].i4 : args[r].i4;
    }
    return vm_new_multi_array(thread, constructor->owner, lengths, bounds);
}
