/*
 * icall.h — the corlib internal calls (src/vm/icall_*.c): one registry table per area, the
 * helpers they share, and the services they need from the rest of the runtime.
 *
 * Conventions (vm.h, InternalCallFunction): args[0] is `this` for instance methods, then the
 * parameters (a value type spans SLOTS_FOR_SIZE(size) slots); out/ref parameters arrive as
 * pointers in args[i].p; bool and char arguments are in .i4; results go to result[0].
 * To throw: vm_throw_new(...) and return.
 */
#ifndef CORVID_VM_ICALL_H
#define CORVID_VM_ICALL_H

#include "vm/vm.h"
#include "thread/thread.h"

/* Per-area registries, listed in vm_internal_call_tables (icall_registry.c). */
extern const InternalCallEntry icall_object_table[];
extern const InternalCallEntry icall_string_table[];
extern const InternalCallEntry icall_array_table[];
extern const InternalCallEntry icall_math_table[];
extern const InternalCallEntry icall_number_table[];
extern const InternalCallEntry icall_io_table[];
extern const InternalCallEntry icall_environment_table[];
extern const InternalCallEntry icall_type_table[];
extern const InternalCallEntry icall_threading_table[];
extern const InternalCallEntry icall_thread_table[];

/* Monitor.Wait on `args[0]` for `args[1].i4` ms, reported to the thread pool as `kind`
 * (icall_threading.c; Thread.Join and wait handles build on it). */
void icall_monitor_wait_kind(Thread *thread, Slot *args, Slot *result, ThreadWaitKind kind);

/* Environment.GetCommandLineArgs(): the runtime records the program path and its arguments
 * before running Main (argv[0] = the program path, like .NET). */
void vm_set_command_line(int argc, char **argv);

/* Identity hash code of an object (RuntimeHelpers.GetHashCode, Object.GetHashCode): assigned
 * on first request and kept in the upper 32 bits of the object header (never 0 once set). */
int32_t icall_identity_hash(Object *object);

/* Defined in vm_object.c (not yet in vm.h): an array of `array_type` (rank >= 1, possibly
 * non-zero lower bounds, lower_bounds may be NULL). */
Object *vm_new_multi_array(Thread *thread, Type *array_type, const int32_t *lengths, const int32_t *lower_bounds);

/* Store a reference into `*slot` (heap, static or stack location) with the write barrier. */
static inline void icall_store(void *slot, Object *value) {
    vm_store_reference((Object **)slot, value);
}

#endif
