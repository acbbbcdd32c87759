/*
 * coreclr_fcalls.c — CoreLib's internal calls (ecalllist.h FCalls, and the placeholder
 * intrinsics coreclr_intrinsics.c turns into internal calls), bound by corvid's canonical key
 * "Namespace.Type::Method(param,types)".  Only what CoreLib reaches is here; anything else
 * raises NotSupportedException "corvid does not support the internal call X yet" (the
 * transcoder's stub for a missing internal call in framework mode).
 *
 * A few of the embedded corlib's internal calls do not depend on its layouts (Math, the
 * Interlocked primitives, string allocation and the String constructors, Object.GetType and
 * MemberwiseClone, InitializeArray on a Field* handle) and are reused through an allow-list.
 */
#include "coreclr/coreclr_internal.h"

#include "gc/gc.h"
#include "interop/interop.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---- System.Threading.Interlocked (CoreCLR expands these in the JIT) --------------------- */

static void interlocked_exchange_add32(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = __atomic_fetch_add((int32_t *)args[0].p, args[1].i4, __ATOMIC_SEQ_CST);
}

static void interlocked_exchange_add64(Thread *thread, Slot *args, Slot *result) {
    result[0].i8 = __atomic_fetch_add((int64_t *)args[0].p, args[1].i8, __ATOMIC_SEQ_CST);
}

/* The byte and ushort overloads' IL calls itself ("Must expand intrinsic"): on x64 CoreCLR's JIT
 * always emits the 8- and 16-bit xchg / cmpxchg, which the embedded corlib has no call for. */
static void interlocked_exchange8(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = __atomic_exchange_n((uint8_t *)args[0].p, (uint8_t)args[1].u4, __ATOMIC_SEQ_CST);
}

static void interlocked_exchange16(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = __atomic_exchange_n((uint16_t *)args[0].p, (uint16_t)args[1].u4, __ATOMIC_SEQ_CST);
}

static void interlocked_compare_exchange8(Thread *thread, Slot *args, Slot *result) {
    uint8_t expected = (uint8_t)args[2].u4;
    __atomic_compare_exchange_n((uint8_t *)args[0].p, &expected, (uint8_t)args[1].u4, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    result[0].i4 = expected;
}

static void interlocked_compare_exchange16(Thread *thread, Slot *args, Slot *result) {
    uint16_t expected = (uint16_t)args[2].u4;
    __atomic_compare_exchange_n((uint16_t *)args[0].p, &expected, (uint16_t)args[1].u4, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    result[0].i4 = expected;
}

/* ---- System.Threading.Monitor ------------------------------------------------------------
 * CoreLib's fast paths (ObjectNative::Monitor_*_FastPath) over corvid's Monitor, which always
 * completes the operation itself, so the managed slow paths are never needed. */

static InternalCallFunction embedded(const char *signature) {
    InternalCallFunction fn = vm_find_embedded_internal_call(signature);
    if (!fn) abort(); /* corvid's own registry lacks it: a build error, not a program's */
    return fn;
}

static void monitor_try_enter_fast(Thread *thread, Slot *args, Slot *result) {
    static InternalCallFunction enter;
    if (!enter) enter = embedded("System.Threading.Monitor::Enter(object)");
    enter(thread, args, result);
    result[0].i4 = 1;
}

/* EnterHelperResult: Contention 0, Entered 1, UseSlowPath 2 (syncblk.h) */
static void monitor_try_enter_fast_timeout(Thread *thread, Slot *args, Slot *result) {
    static InternalCallFunction try_enter;
    if (!try_enter) try_enter = embedded("System.Threading.Monitor::TryEnterInternal(object,int)");
    try_enter(thread, args, result);
    result[0].i4 = result[0].i4 ? 1 : 0;
}

/* LeaveHelperAction: None 0 (the waiters are corvid's to wake) */
static void monitor_exit_fast(Thread *thread, Slot *args, Slot *result) {
    static InternalCallFunction exit_;
    if (!exit_) exit_ = embedded("System.Threading.Monitor::Exit(object)");
    exit_(thread, args, result);
    result[0].i4 = 0;
}

static void monitor_is_entered(Thread *thread, Slot *args, Slot *result) {
    static InternalCallFunction is_entered;
    if (!is_entered) is_entered = embedded("System.Threading.Monitor::IsEntered(object)");
    is_entered(thread, args, result);
}

/* ---- System.Runtime.InteropServices.Marshal: the per-thread last P/Invoke error ---------- */

static void marshal_get_last_pinvoke_error(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = interop_last_error();
}

static void marshal_set_last_pinvoke_error(Thread *thread, Slot *args, Slot *result) {
    interop_set_last_error(args[0].i4);
}

/* ---- System.Buffer ---------------------------------------------------------------------- */

/* BulkMoveWithWriteBarrier(ref byte destination, ref byte source, nuint byteCount): a move of
 * memory holding references (the card marks cover the destination) */
static void buffer_bulk_move_with_write_barrier(Thread *thread, Slot *args, Slot *result) {
    gc_write_barrier_copy(args[0].p, args[1].p, (size_t)args[2].u8);
}

/* ---- System.SpanHelpers ------------------------------------------------------------------- */

/* CoreLib's byte primitives under every copy, comparison and clear of data without references
 * (string concatenation and equality, Array.Copy/Clear, spans): [Intrinsic]s whose IL is a
 * vectorized managed implementation.  corvid reports no vector acceleration, and compiling that
 * IL cost 20-30 ms of LLVM time per process; the C library's versions are vectorized and ready.
 * NativeAOT's CoreLib binds Memmove to the C library too.  Compiled code expands them inline
 * (jit_calls.c span_helpers_intrinsic). */
static void span_memmove(Thread *thread, Slot *args, Slot *result) {
    if (args[2].u8) memmove(args[0].p, args[1].p, (size_t)args[2].u8);
}

static void span_sequence_equal(Thread *thread, Slot *args, Slot *result) {
    result[0].u8 = args[2].u8 == 0 || memcmp(args[0].p, args[1].p, (size_t)args[2].u8) == 0;
}

static void span_clear_without_references(Thread *thread, Slot *args, Slot *result) {
    if (args[1].u8) memset(args[0].p, 0, (size_t)args[1].u8);
}

static void span_fill_bytes(Thread *thread, Slot *args, Slot *result) {
    if (args[2].u8) memset(args[0].p, (uint8_t)args[1].u4, (size_t)args[2].u8);
}

/* ---- System.String ------------------------------------------------------------------------ */

/* GCFrameRegistration.RegisterForGCReporting / UnregisterForGCReporting: reflection's
 * MethodBaseInvoker keeps copies of the arguments (references, and byrefs to them) in stackalloc'd
 * memory and has the GC report them while the call runs (CoreCLR's GCFrame); corvid's GC scans
 * the registered ranges conservatively (src/gc/gc_roots.c).  Unregistration is LIFO in CoreLib;
 * a registration is removed wherever it is in the chain. */
static void gc_frame_register(Thread *thread, Slot *args, Slot *result) {
    ThreadGcFrame *frame = args[0].p;
    if (!frame) return;
    frame->next = thread->gc_frames;
    thread->gc_frames = frame;
}

static void gc_frame_unregister(Thread *thread, Slot *args, Slot *result) {
    ThreadGcFrame *frame = args[0].p;
    for (ThreadGcFrame **link = &thread->gc_frames; *link; link = &(*link)->next)
        if (*link == frame) {
            *link = frame->next;
            return;
        }
}

/* FastAllocateString(MethodTable* pMT, nint length): pMT is String's (always, in CoreLib) */
static void string_fast_allocate(Thread *thread, Slot *args, Slot *result) {
    if (args[1].i < 0 || args[1].i > 0x3FFFFFDF) {
        vm_throw_new(thread, "System.OutOfMemoryException", "Insufficient memory to continue the execution of the program.");
        return;
    }
    String *s = vm_new_string(thread, (int32_t)args[1].i);
    result[0].o = s ? &s->object : NULL;
}

/* ---- System.Runtime.CompilerServices.RuntimeHelpers ------------------------------------- */

/* GetSpanDataFrom(RuntimeFieldHandle, RuntimeTypeHandle targetType, out int count): the RVA
 * data of a field (a Field*, corvid's RuntimeFieldHandle) seen as elements of targetType
 * (the RuntimeType object in its handle), for RuntimeHelpers.CreateSpan. */
static void helpers_get_span_data_from(Thread *thread, Slot *args, Slot *result) {
    Field *field = vm_field_from_handle(args[0].p);
    Type *element = vm_type_from_object(args[1].o);
    int32_t *count = args[2].p;
    if (!field || !field->rva_data || !element || !loader_ensure_laid_out(thread, field->type) ||
        !loader_ensure_laid_out(thread, element)) {
        if (!thread->exception) vm_throw_new(thread, "System.ArgumentException", "The field handle does not have initial data.");
        return;
    }
    uint32_t size = element->kind == TYPE_KIND_VALUE_TYPE ? element->instance_size : sizeof(void *);
    *count = size ? (int32_t)(field->type->instance_size / size) : 0;
    result[0].p = (void *)field->rva_data;
}

/* MemoryMarshal.GetArrayDataReference<T>(T[]): the first element (a vector's data) */
static void marshal_get_array_data_reference(Thread *thread, Slot *args, Slot *result) {
    if (!args[0].o) {
        vm_throw_null_reference(thread);
        return;
    }
    result[0].p = ((Array *)args[0].o)->data;
}

/* Math/MathF.ReciprocalSqrtEstimate: [Intrinsic]s whose IL calls itself; without the
 * estimate instructions (rsqrtss) the JIT falls back to 1 / Sqrt(x), as here. */
static void math_reciprocal_sqrt_estimate(Thread *thread, Slot *args, Slot *result) {
    result[0].r8 = 1.0 / sqrt(args[0].r8);
}

static void mathf_reciprocal_sqrt_estimate(Thread *thread, Slot *args, Slot *result) {
    result[0].r8 = 0;
    result[0].r4 = 1.0f / sqrtf(args[0].r4);
}

static const InternalCallEntry fcalls[] = {
    {"System.Math::ReciprocalSqrtEstimate(double)", math_reciprocal_sqrt_estimate},
    {"System.MathF::ReciprocalSqrtEstimate(float)", mathf_reciprocal_sqrt_estimate},
    {"System.Runtime.InteropServices.MemoryMarshal::GetArrayDataReference(!!0[])", marshal_get_array_data_reference},
    {"System.Runtime.InteropServices.Marshal::GetLastPInvokeError()", marshal_get_last_pinvoke_error},
    {"System.Runtime.InteropServices.Marshal::SetLastPInvokeError(int)", marshal_set_last_pinvoke_error},
    {"System.Buffer::BulkMoveWithWriteBarrierInternal(byte&,byte&,uintptr)", buffer_bulk_move_with_write_barrier},
    {"System.SpanHelpers::Memmove(byte&,byte&,uintptr)", span_memmove},
    {"System.SpanHelpers::SequenceEqual(byte&,byte&,uintptr)", span_sequence_equal},
    {"System.SpanHelpers::ClearWithoutReferences(byte&,uintptr)", span_clear_without_references},
    {"System.SpanHelpers::Fill(byte&,byte,uintptr)", span_fill_bytes},
    {"System.Threading.Monitor::TryEnter_FastPath(object)", monitor_try_enter_fast},
    {"System.Threading.Monitor::TryEnter_FastPath_WithTimeout(object,int)", monitor_try_enter_fast_timeout},
    {"System.Threading.Monitor::Exit_FastPath(object)", monitor_exit_fast},
    {"System.Threading.Monitor::IsEnteredNative(object)", monitor_is_entered},
    {"System.String::FastAllocateString(System.Runtime.CompilerServices.MethodTable*,intptr)", string_fast_allocate},
    {"System.Runtime.GCFrameRegistration::RegisterForGCReporting(System.Runtime.GCFrameRegistration*)", gc_frame_register},
    {"System.Runtime.GCFrameRegistration::UnregisterForGCReporting(System.Runtime.GCFrameRegistration*)", gc_frame_unregister},
    {"System.Threading.Interlocked::ExchangeAdd(int&,int)", interlocked_exchange_add32},
    {"System.Threading.Interlocked::ExchangeAdd(long&,long)", interlocked_exchange_add64},
    {"System.Threading.Interlocked::Exchange(byte&,byte)", interlocked_exchange8},
    {"System.Threading.Interlocked::Exchange(ushort&,ushort)", interlocked_exchange16},
    {"System.Threading.Interlocked::CompareExchange(byte&,byte,byte)", interlocked_compare_exchange8},
    {"System.Threading.Interlocked::CompareExchange(ushort&,ushort,ushort)", interlocked_compare_exchange16},
    {"System.Runtime.CompilerServices.RuntimeHelpers::GetSpanDataFrom(System.RuntimeFieldHandle,System.RuntimeTypeHandle,int&)",
     helpers_get_span_data_from},
    {NULL, NULL},
};

/* Embedded-corlib internal calls whose contract is the same on CoreLib (key prefixes). */
static const char *const shared_with_embedded[] = {
    "System.Math::",
    "System.MathF::",
    "System.Threading.Interlocked::",
    "System.String::FastAllocateString(",
    "System.String::.ctor(",
    "System.Object::GetType()",
    "System.Object::MemberwiseClone()",
    "System.Runtime.CompilerServices.RuntimeHelpers::InitializeArray(System.Array,System.RuntimeFieldHandle)",
    "System.Runtime.CompilerServices.RuntimeHelpers::GetHashCode(object)",
    NULL,
};


static const InternalCallEntry *const tables[] = {fcalls, coreclr_methodtable_fcalls, coreclr_threading_fcalls, coreclr_gc_fcalls, coreclr_exceptions_fcalls, coreclr_threadpool_fcalls, coreclr_globalization_fcalls, coreclr_reflection_fcalls, coreclr_dynamic_method_fcalls, NULL};

InternalCallFunction coreclr_find_fcall(const char *signature) {
    for (const InternalCallEntry *const *table = tables; *table; table++)
        for (const InternalCallEntry *entry = *table; entry->signature; entry++)
            if (strcmp(entry->signature, signature) == 0) return entry->function;
    for (int i = 0; shared_with_embedded[i]; i++)
        if (strncmp(signature, shared_with_embedded[i], strlen(shared_with_embedded[i])) == 0)
            return vm_find_embedded_internal_call(signature);
    return NULL;
}
