/*
 * coreclr_gc.c — CoreLib's GC contract (GC.CoreCLR.cs, GCHandle.CoreCLR.cs, GCSettings,
 * RuntimeHelpers' hash codes, Environment's exit) over corvid's GC (src/gc/gc.h).
 *
 * GCHandle: CoreLib reads a handle as the address of the object slot (GCHandle.InternalGet is
 * `Unsafe.Read<object>(handle)`); corvid's handle is the address of an entry whose first field
 * is the target, and its kinds are numbered as GCHandleType.
 */
#include "coreclr/coreclr_internal.h"

#include "diag/diag.h"
#include "gc/gc.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---- System.GC ---------------------------------------------------------------------------- */

static void fcall_gc_max_generation(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = 2;
}

/* _CollectionCount(int generation, int getSpecialGCCount) */
static void fcall_gc_collection_count(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = args[0].i4 >= 0 && args[0].i4 <= 2 ? gc_collection_count(args[0].i4) : 0;
}

static void fcall_gc_get_generation(Thread *thread, Slot *args, Slot *result) {
    if (!args[0].o) {
        vm_throw_new(thread, "System.ArgumentNullException", "Value cannot be null. (Parameter 'obj')");
        return;
    }
    result[0].i4 = gc_get_generation(args[0].o);
}

static void fcall_gc_suppress_finalize(Thread *thread, Slot *args, Slot *result) {
    gc_suppress_finalize(args[0].o);
}

/* GCInterface_ReRegisterForFinalize(ObjectHandleOnStack) */
static void qcall_gc_reregister_for_finalize(Thread *thread, Slot *args, Slot *result) {
    gc_reregister_for_finalize(*(Object **)args[0].p);
}

/* GCInterface_Collect(int generation, int mode, bool lowMemoryPressure): generation -1 is the
 * oldest; mode bit 4 is GCCollectionMode.Optimized, which lets the GC decline, as corvid's
 * allocation budget already triggers what it needs */
static void qcall_gc_collect(Thread *thread, Slot *args, Slot *result) {
    int32_t generation = args[0].i4, mode = args[1].i4;
    if (mode & 4) return;
    gc_collect_induced(thread, generation < 0 || generation > 2 ? 2 : generation, interp_stack_trace(thread));
}

static void qcall_gc_wait_for_pending_finalizers(Thread *thread, Slot *args, Slot *result) {
    gc_wait_for_pending_finalizers(thread);
}

static void qcall_gc_total_memory(Thread *thread, Slot *args, Slot *result) {
    result[0].i8 = gc_total_memory();
}

static void fcall_gc_total_allocated(Thread *thread, Slot *args, Slot *result) {
    result[0].i8 = gc_total_allocated_bytes();
}

/* GetAllocatedBytesForCurrentThread(): corvid counts allocation per process, so the process's
 * count is the bound this thread's can not exceed */
static void fcall_gc_allocated_for_thread(Thread *thread, Slot *args, Slot *result) {
    result[0].i8 = gc_total_allocated_bytes();
}

static void fcall_gc_total_pause(Thread *thread, Slot *args, Slot *result) {
    GcMemoryInfo info;
    gc_get_memory_info(&info);
    result[0].i8 = info.total_pause_ns / 100; /* TimeSpan ticks */
}

static void fcall_gc_generation_size(Thread *thread, Slot *args, Slot *result) {
    GcMemoryInfo info;
    gc_get_memory_info(&info);
    int32_t generation = args[0].i4;
    result[0].u8 = generation >= 0 && generation < 4 ? (uint64_t)info.generation_size[generation] : 0;
}

static void fcall_gc_last_percent_time(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = 0; /* CoreCLR: 0 until it has measured a full interval, as here */
}

/* The fields of GCMemoryInfoData (by name, found once). */
static void set_long(Object *object, const char *name, int64_t value) {
    Field *field = loader_find_field(object->vtable->type, name);
    if (field) *(int64_t *)((uint8_t *)object + field->offset) = value;
}

static void set_int(Object *object, const char *name, int32_t value) {
    Field *field = loader_find_field(object->vtable->type, name);
    if (field) *(int32_t *)((uint8_t *)object + field->offset) = value;
}

/* GetMemoryInfo(GCMemoryInfoData data, int kind): the last collection (kind Any = 0; corvid
 * keeps one record, so Ephemeral/FullBlocking/Background ask for the same) */
static void fcall_gc_memory_info(Thread *thread, Slot *args, Slot *result) {
    Object *data = args[0].o;
    if (!data) return;
    GcMemoryInfo info;
    gc_get_memory_info(&info);
    set_long(data, "_index", info.index);
    set_int(data, "_generation", info.generation);
    set_long(data, "_heapSizeBytes", info.heap_size);
    set_long(data, "_totalCommittedBytes", info.total_committed);
    set_long(data, "_promotedBytes", info.promoted_bytes);
    set_long(data, "_pinnedObjectsCount", info.pinned_objects);
    set_long(data, "_finalizationPendingCount", info.finalization_pending);
    set_long(data, "_fragmentedBytes", 0);
    set_long(data, "_pauseDuration0", info.pause_ns / 100);
    Field *generation_info = loader_find_field(data->vtable->type, "_generationInfo0");
    if (generation_info && generation_info->type && loader_ensure_laid_out(thread, generation_info->type)) {
        Field *after = loader_find_field(generation_info->type, "<SizeAfterBytes>k__BackingField");
        /* _generationInfo0..4 are consecutive (gen0, gen1, gen2, LOH, POH) */
        for (int g = 0; after && g < 4; g++) {
            uint8_t *entry = (uint8_t *)data + generation_info->offset + (size_t)g * generation_info->type->instance_size;
            *(int64_t *)(entry + after->offset - sizeof(Object)) = info.generation_size[g];
        }
    }
}

/* GCInterface_AllocateNewArray(TypeHandle arrayType, int length, GC_ALLOC_FLAGS, ret):
 * GC.AllocateUninitializedArray / AllocateArray.  corvid's memory is zeroed either way; a pinned
 * one (GC_ALLOC_PINNED_OBJECT_HEAP) goes where objects never move (gc_alloc_pinned). */
static void qcall_gc_allocate_new_array(Thread *thread, Slot *args, Slot *result) {
    enum { GC_ALLOC_PINNED_OBJECT_HEAP = 64 };
    Type *array_type = coreclr_method_table_type(args[0].p);
    if (!array_type || array_type->kind != TYPE_KIND_ARRAY || !array_type->element) {
        vm_throw_new(thread, "System.ArgumentException", "The type must be a single-dimensional array type.");
        return;
    }
    Array *array = args[2].i4 & GC_ALLOC_PINNED_OBJECT_HEAP ? vm_new_pinned_array(thread, array_type->element, args[1].i4)
                                                            : vm_new_array(thread, array_type->element, args[1].i4);
    if (array) vm_store_reference(args[3].p, &array->object);
}

/* ---- GCHandle ------------------------------------------------------------------------------ */

/* _InternalAlloc(object, GCHandleType) -> handle (0 would ask for the GC-transition retry) */
static void fcall_gchandle_alloc(Thread *thread, Slot *args, Slot *result) {
    int32_t kind = args[1].i4;
    result[0].i = (intptr_t)gc_handle_new(args[0].o, kind >= 0 && kind <= 3 ? (GcHandleKind)kind : GC_HANDLE_NORMAL);
    if (!result[0].i) vm_throw_new(thread, "System.OutOfMemoryException", "Insufficient memory to continue the execution of the program.");
}

static void qcall_gchandle_alloc(Thread *thread, Slot *args, Slot *result) {
    Slot call[2] = {{.o = *(Object **)args[0].p}, {.i4 = args[1].i4}};
    fcall_gchandle_alloc(thread, call, result);
}

/* _InternalFree(handle) -> true: freed without a GC transition */
static void fcall_gchandle_free(Thread *thread, Slot *args, Slot *result) {
    gc_handle_free((GcHandle)args[0].i);
    result[0].i4 = 1;
}

static void qcall_gchandle_free(Thread *thread, Slot *args, Slot *result) {
    gc_handle_free((GcHandle)args[0].i);
}

static void fcall_gchandle_set(Thread *thread, Slot *args, Slot *result) {
    gc_handle_set((GcHandle)args[0].i, args[1].o);
}

static void fcall_gchandle_compare_exchange(Thread *thread, Slot *args, Slot *result) {
    Object **slot = (Object **)args[0].p; /* the entry's first field is its target */
    Object *expected = args[2].o;
    __atomic_compare_exchange_n(slot, &expected, args[1].o, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    result[0].o = expected;
}

/* ---- GCSettings ---------------------------------------------------------------------------- */

static void fcall_gc_is_server(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = 0; /* corvid's GC is the Workstation kind */
}

static int32_t latency_mode = 1; /* GCLatencyMode.Interactive: Workstation's default */
static int32_t loh_compaction_mode = 1; /* GCLargeObjectHeapCompactionMode.Default */

static void fcall_gc_get_latency_mode(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = gc_in_no_gc_region() ? 4 : latency_mode; /* GCLatencyMode.NoGCRegion inside one */
}

/* SetGCLatencyMode(mode) -> GCSettings' SetLatencyModeStatus (0 succeeded): corvid's GC has no
 * concurrent or low-latency variants, so the mode is recorded and reported back only */
static void fcall_gc_set_latency_mode(Thread *thread, Slot *args, Slot *result) {
    latency_mode = args[0].i4;
    result[0].i4 = 0;
}

static void fcall_gc_get_loh_compaction(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = loh_compaction_mode;
}

static void fcall_gc_set_loh_compaction(Thread *thread, Slot *args, Slot *result) {
    loh_compaction_mode = args[0].i4;
}

/* ---- RuntimeHelpers' hash codes ------------------------------------------------------------ */

static InternalCallFunction embedded_hash_code(void) {
    static InternalCallFunction hash;
    if (!hash) hash = vm_find_embedded_internal_call("System.Runtime.CompilerServices.RuntimeHelpers::GetHashCode(object)");
    return hash;
}

/* TryGetHashCode(object) -> the hash code, or 0 when it must be made by the slow path; corvid
 * makes it at once */
static void fcall_try_get_hash_code(Thread *thread, Slot *args, Slot *result) {
    if (!args[0].o) {
        result[0].i4 = 0;
        return;
    }
    embedded_hash_code()(thread, args, result);
}

static void qcall_get_hash_code_slow(Thread *thread, Slot *args, Slot *result) {
    Slot call[1] = {{.o = *(Object **)args[0].p}};
    embedded_hash_code()(thread, call, result);
}

/* ---- Environment's exit -------------------------------------------------------------------- */

static int32_t exit_code;

static void fcall_get_exit_code(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = exit_code;
}

static void fcall_set_exit_code(Thread *thread, Slot *args, Slot *result) {
    exit_code = args[0].i4;
}

/* Main returned: CoreCLR's latched exit code is Main's int, else Environment.ExitCode; then
 * EEShutdown runs AppContext.OnProcessExit (ProcessExit handlers) */
int coreclr_finish_main(Thread *thread, int main_result, bool returned_int) {
    coreclr_on_process_exit(thread);
    return returned_int ? main_result : exit_code;
}

/* Environment_Exit(int): AppContext.OnProcessExit (ProcessExit handlers, as CoreCLR's
 * EEShutdown runs them), then the process ends with the code */
static void qcall_environment_exit(Thread *thread, Slot *args, Slot *result) {
    coreclr_on_process_exit(thread);
    vm_exit(args[0].i4);
}

/* ---- memory pressure, no-GC regions, full-GC notifications, configuration (gc_control.c) -- */

static void qcall_gc_add_memory_pressure(Thread *thread, Slot *args, Slot *result) {
    gc_add_memory_pressure(thread, args[0].u8);
}

static void qcall_gc_remove_memory_pressure(Thread *thread, Slot *args, Slot *result) {
    gc_remove_memory_pressure(thread, args[0].u8);
}

/* GCInterface_StartNoGCRegion(long totalSize, BOOL lohSizeKnown, long lohSize, BOOL
 * disallowFullBlockingGC) -> StartNoGCRegionStatus; totalSize covers the large objects too */
static void qcall_gc_start_no_gc_region(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = gc_start_no_gc_region(thread, (uint64_t)args[0].i8, args[3].i4 == 0);
}

static void qcall_gc_end_no_gc_region(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = gc_end_no_gc_region(thread);
}

/* GCInterface_EnableNoGCRegionCallback(NoGCRegionCallbackFinalizerWorkItem*, long totalSize) ->
 * EnableNoGCRegionCallbackStatus: CoreLib's work item has gcinterface.h's layout (gc.h) */
static void qcall_gc_enable_no_gc_region_callback(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = gc_enable_no_gc_region_callback(thread, args[0].p, (uint64_t)args[1].i8);
}

static void fcall_gc_register_full_gc_notification(Thread *thread, Slot *args, Slot *result) {
    gc_register_full_gc_notification(args[0].i4, args[1].i4);
    result[0].i4 = 1;
}

static void fcall_gc_cancel_full_gc_notification(Thread *thread, Slot *args, Slot *result) {
    gc_cancel_full_gc_notification();
    result[0].i4 = 1;
}

static void qcall_gc_wait_for_full_gc_approach(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = gc_wait_for_full_gc(thread, true, args[0].i4);
}

static void qcall_gc_wait_for_full_gc_complete(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = gc_wait_for_full_gc(thread, false, args[0].i4);
}

static void qcall_gc_get_generation_budget(Thread *thread, Slot *args, Slot *result) {
    result[0].i8 = gc_generation_budget(args[0].i4);
}

/* GCInterface_EnumerateConfigurationValues(void* context, callback): GC.GetConfigurationVariables,
 * one callback (context, name, public name, GCConfigurationType Int64 0 / StringUtf8 1 /
 * Boolean 2, value) per setting of corvid's collector: workstation, non-concurrent, one heap */
static void qcall_gc_enumerate_configuration_values(Thread *thread, Slot *args, Slot *result) {
    void *context = args[0].p;
    void (*callback)(void *, const char *, const char *, int32_t, int64_t) = (void (*)(void *, const char *, const char *, int32_t, int64_t))args[1].p;
    if (!callback) return;
    struct {
        const char *name;
        int32_t type;
        int64_t value;
    } settings[] = {
        {"ServerGC", 2, 0},
        {"ConcurrentGC", 2, 0},
        {"HeapCount", 0, 1},
        {"GCHeapHardLimit", 0, (int64_t)gc_hard_limit()},
        {"GCConserveMemory", 0, (int64_t)diag_knob("DOTNET_GCConserveMemory")},
        {"GCgen0size", 0, (int64_t)diag_knob("DOTNET_GCgen0size")},
    };
    gc_enter_preemptive(thread); /* the callback is managed code entered from native */
    for (size_t i = 0; i < sizeof settings / sizeof settings[0]; i++)
        callback(context, settings[i].name, settings[i].name, settings[i].type, settings[i].value);
    gc_leave_preemptive(thread);
}

/* GCInterface_RefreshMemoryLimit(GCHeapHardLimitInfo: eight ulongs, ulong.MaxValue = not given)
 * -> RefreshMemoryStatus: the hard limit, in bytes or in percent of physical memory, anew
 * (the per-heap SOH/LOH/POH limits do not apply to corvid's single heap) */
static void qcall_gc_refresh_memory_limit(Thread *thread, Slot *args, Slot *result) {
    uint64_t limit = args[0].u8, percent = args[1].u8;
    result[0].i4 = 0;
    if (percent != UINT64_MAX) {
        if (percent == 0 || percent > 100) {
            result[0].i4 = 2; /* HardLimitInvalid */
            return;
        }
        uint64_t physical = (uint64_t)sysconf(_SC_PHYS_PAGES) * (uint64_t)sysconf(_SC_PAGESIZE);
        if (limit == UINT64_MAX) limit = physical / 100 * percent;
    }
    result[0].i4 = gc_refresh_memory_limit(thread, limit);
}

const InternalCallEntry coreclr_gc_fcalls[] = {
    {"System.GC::GetMaxGeneration()", fcall_gc_max_generation},
    {"System.GC::_CollectionCount(int,int)", fcall_gc_collection_count},
    {"System.GC::GetGenerationInternal(object)", fcall_gc_get_generation},
    {"System.GC::SuppressFinalizeInternal(object)", fcall_gc_suppress_finalize},
    {"System.GC::GetTotalAllocatedBytesApproximate()", fcall_gc_total_allocated},
    {"System.GC::GetAllocatedBytesForCurrentThread()", fcall_gc_allocated_for_thread},
    {"System.GC::_GetTotalPauseDuration()", fcall_gc_total_pause},
    {"System.GC::GetGenerationSize(int)", fcall_gc_generation_size},
    {"System.GC::GetLastGCPercentTimeInGC()", fcall_gc_last_percent_time},
    {"System.GC::GetMemoryInfo(System.GCMemoryInfoData,int)", fcall_gc_memory_info},
    {"System.Runtime.InteropServices.GCHandle::_InternalAlloc(object,System.Runtime.InteropServices.GCHandleType)", fcall_gchandle_alloc},
    {"System.Runtime.InteropServices.GCHandle::_InternalFree(intptr)", fcall_gchandle_free},
    {"System.Runtime.InteropServices.GCHandle::InternalSet(intptr,object)", fcall_gchandle_set},
    {"System.Runtime.InteropServices.GCHandle::InternalCompareExchange(intptr,object,object)", fcall_gchandle_compare_exchange},
    {"System.Runtime.GCSettings::get_IsServerGC()", fcall_gc_is_server},
    {"System.Runtime.GCSettings::GetGCLatencyMode()", fcall_gc_get_latency_mode},
    {"System.Runtime.GCSettings::SetGCLatencyMode(System.Runtime.GCLatencyMode)", fcall_gc_set_latency_mode},
    {"System.Runtime.GCSettings::GetLOHCompactionMode()", fcall_gc_get_loh_compaction},
    {"System.Runtime.GCSettings::SetLOHCompactionMode(System.Runtime.GCLargeObjectHeapCompactionMode)", fcall_gc_set_loh_compaction},
    {"System.Runtime.CompilerServices.RuntimeHelpers::TryGetHashCode(object)", fcall_try_get_hash_code},
    {"System.Environment::get_ExitCode()", fcall_get_exit_code},
    {"System.GC::_RegisterForFullGCNotification(int,int)", fcall_gc_register_full_gc_notification},
    {"System.GC::_CancelFullGCNotification()", fcall_gc_cancel_full_gc_notification},
    {"System.Environment::set_ExitCode(int)", fcall_set_exit_code},
    {NULL, NULL},
};

const InternalCallEntry coreclr_gc_qcalls[] = {
    {"GCInterface_AddMemoryPressure", qcall_gc_add_memory_pressure},
    {"GCInterface_RemoveMemoryPressure", qcall_gc_remove_memory_pressure},
    {"GCInterface_StartNoGCRegion", qcall_gc_start_no_gc_region},
    {"GCInterface_EndNoGCRegion", qcall_gc_end_no_gc_region},
    {"GCInterface_EnableNoGCRegionCallback", qcall_gc_enable_no_gc_region_callback},
    {"GCInterface_WaitForFullGCApproach", qcall_gc_wait_for_full_gc_approach},
    {"GCInterface_WaitForFullGCComplete", qcall_gc_wait_for_full_gc_complete},
    {"GCInterface_GetGenerationBudget", qcall_gc_get_generation_budget},
    {"GCInterface_EnumerateConfigurationValues", qcall_gc_enumerate_configuration_values},
    {"GCInterface_RefreshMemoryLimit", qcall_gc_refresh_memory_limit},
    {"GCInterface_Collect", qcall_gc_collect},
    {"GCInterface_WaitForPendingFinalizers", qcall_gc_wait_for_pending_finalizers},
    {"GCInterface_GetTotalMemory", qcall_gc_total_memory},
    {"GCInterface_GetTotalAllocatedBytesPrecise", fcall_gc_total_allocated},
    {"GCInterface_ReRegisterForFinalize", qcall_gc_reregister_for_finalize},
    {"GCInterface_AllocateNewArray", qcall_gc_allocate_new_array},
    {"GCHandle_InternalAllocWithGCTransition", qcall_gchandle_alloc},
    {"GCHandle_InternalFreeWithGCTransition", qcall_gchandle_free},
    {"ObjectNative_GetHashCodeSlow", qcall_get_hash_code_slow},
    {"Environment_Exit", qcall_environment_exit},
    {NULL, NULL},
};
