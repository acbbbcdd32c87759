/*
 * icall_gc.c — System.GC internal calls backed by the generational GC (src/gc/gc.h), and the
 * finalizer runner the GC's finalizer thread uses (Object.Finalize, resolved virtually, run
 * by the interpreter).  Listed first in vm_internal_call_tables, so these entries win over
 * older ones of the same signature.
 */
#include "vm/icall.h"
#include "gc/gc.h"
#include "interp/interp.h"
#include "loader/loader.h"

#include <stdlib.h>
#include <string.h>

/* GC.Collect(n): an induced collection; the managed stack of the caller goes with it (the
 * GC statistics print who induced the last one). */
static void gc_icall_collect(Thread *thread, Slot *args, Slot *result) {
    int32_t generation = args[0].i4;
    gc_collect_induced(thread, generation < 0 || generation > 2 ? 2 : generation, interp_stack_trace(thread));
}

static void gc_icall_collection_count(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = gc_collection_count(args[0].i4);
}

static void gc_icall_total_memory(Thread *thread, Slot *args, Slot *result) {
    result[0].i8 = gc_total_memory();
}

static void gc_icall_total_allocated(Thread *thread, Slot *args, Slot *result) {
    result[0].i8 = gc_total_allocated_bytes();
}

static void gc_icall_suppress_finalize(Thread *thread, Slot *args, Slot *result) {
    gc_suppress_finalize(args[0].o);
}

static void gc_icall_reregister_for_finalize(Thread *thread, Slot *args, Slot *result) {
    gc_reregister_for_finalize(args[0].o);
}

static void gc_icall_wait_for_pending_finalizers(Thread *thread, Slot *args, Slot *result) {
    gc_wait_for_pending_finalizers(thread);
}

static void gc_icall_get_generation(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = gc_get_generation(args[0].o);
}

/* GC.GetGCMemoryInfo data: fills a long[] (as many entries as fit) with
 * {index, generation, reason, pause ns, heap size, gen0, gen1, gen2, LOH sizes after the last
 *  collection, promoted bytes, pinned objects, total committed, total pause ns,
 *  finalization pending}. */
static void gc_icall_memory_info(Thread *thread, Slot *args, Slot *result) {
    Array *array = (Array *)args[0].o;
    if (!array)
        return;
    GcMemoryInfo info;
    gc_get_memory_info(&info);
    int64_t values[] = {info.index, info.generation, info.reason, info.pause_ns, info.heap_size,
                        info.generation_size[0], info.generation_size[1], info.generation_size[2],
                        info.generation_size[3], info.promoted_bytes, info.pinned_objects,
                        info.total_committed, info.total_pause_ns, info.finalization_pending};
    intptr_t n = (intptr_t)(sizeof values / sizeof *values);
    if (n > array->length)
        n = array->length;
    memcpy(vm_array_data(&array->object), values, (size_t)n * sizeof(int64_t));
}

/* ---- the finalizer runner --------------------------------------------------------------- */

static Method *object_finalize;

static void run_finalizer(Thread *thread, Object *object) {
    static __thread bool initialized;
    if (!initialized) {
        interp_thread_init(thread);
        initialized = true;
    }
    if (!object_finalize)
        object_finalize = loader_find_method(vm_types.object, "Finalize", 0);
    if (!object_finalize)
        return;
    Method *method = loader_resolve_virtual(thread, object->vtable->type, object_finalize);
    if (!method || method == object_finalize) /* Object.Finalize does nothing */
        return;
    Slot args[1] = {{.o = object}};
    /* An exception escaping a finalizer is unhandled on the finalizer thread: CoreCLR reports
     * it and ends the process, as for any thread (corvid's exit code for that is 1). */
    if (!interp_invoke_at_thread_base(thread, method, args, NULL) && thread->exception) {
        vm_report_unhandled(thread);
        vm_exit_unhandled();
    }
}

__attribute__((constructor)) static void install_finalizer_runner(void) {
    gc_set_finalizer_runner(run_finalizer);
}

const InternalCallEntry icall_gc_table[] = {
    {"System.GC::InternalCollect(int)", gc_icall_collect},
    {"System.GC::InternalCollectionCount(int)", gc_icall_collection_count},
    {"System.GC::InternalGetTotalMemory()", gc_icall_total_memory},
    {"System.GC::InternalGetTotalAllocatedBytes()", gc_icall_total_allocated},
    {"System.GC::InternalSuppressFinalize(object)", gc_icall_suppress_finalize},
    {"System.GC::InternalReRegisterForFinalize(object)", gc_icall_reregister_for_finalize},
    {"System.GC::InternalWaitForPendingFinalizers()", gc_icall_wait_for_pending_finalizers},
    {"System.GC::InternalGetGeneration(object)", gc_icall_get_generation},
    {"System.GC::InternalGetMemoryInfo(long[])", gc_icall_memory_info},
    {NULL, NULL},
};
