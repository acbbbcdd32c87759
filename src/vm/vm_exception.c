/*
 * vm_exception.c — raising managed exceptions from C.  Exceptions unwind by return
 * (DESIGN.md, "Exceptions"): raising only sets thread->exception; the interpreter (or JIT
 * code) checks it after every call that can throw.
 */
#include "vm/vm.h"
#include "loader/loader.h"
#include "thread/thread.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void set_reference_field(Object *object, const char *name, Object *value) {
    Field *field = loader_find_field(object->vtable->type, name);
    if (field) vm_store_reference((Object **)((uint8_t *)object + field->offset), value);
}

void vm_throw_object(Thread *thread, Object *exception) {
    thread->exception = exception;
}

void vm_throw_new(Thread *thread, const char *type_full_name, const char *message) {
    if (thread->exception) return; /* the first failure wins (e.g. OOM while raising) */
    Type *type = loader_find_corlib_type(type_full_name);
    if (!type) {
        fprintf(stderr, "corvid: corlib lacks exception type %s (raising: %s)\n", type_full_name,
                message ? message : "");
        vm_exit(134);
    }
    Object *exception = vm_new_object(thread, type);
    if (!exception) {
        if (!thread->exception) {
            fprintf(stderr, "corvid: out of memory raising %s\n", type_full_name);
            vm_exit(134);
        }
        return;
    }
    if (message) {
        String *text = vm_new_string_utf8(thread, message);
        if (!text) return;
        set_reference_field(exception, "_message", &text->object);
    }
    thread->exception = exception;
}

void vm_throw_null_reference(Thread *thread) {
    vm_throw_new(thread, "System.NullReferenceException", "Object reference not set to an instance of an object.");
}

void vm_throw_index_out_of_range(Thread *thread) {
    vm_throw_new(thread, "System.IndexOutOfRangeException", "Index was outside the bounds of the array.");
}

void vm_throw_invalid_cast(Thread *thread, Type *from, Type *to) {
    char from_name[512], to_name[512], message[1200];
    loader_type_full_name(from, from_name, sizeof from_name);
    loader_type_full_name(to, to_name, sizeof to_name);
    snprintf(message, sizeof message, "Unable to cast object of type '%s' to type '%s'.", from_name, to_name);
    vm_throw_new(thread, "System.InvalidCastException", message);
}

void vm_throw_overflow(Thread *thread) {
    vm_throw_new(thread, "System.OverflowException", "Arithmetic operation resulted in an overflow.");
}

void vm_throw_divide_by_zero(Thread *thread) {
    vm_throw_new(thread, "System.DivideByZeroException", "Attempted to divide by zero.");
}
