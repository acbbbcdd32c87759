/*
 * vm.h — the object model and runtime services every subsystem shares.
 *
 * Object layout (DESIGN.md, "Object layout"): every object starts with a VTable pointer and a
 * header word.  Arrays add their length, strings their length and UTF-16 characters.
 * Value types are stored unboxed with their exact layout; a boxed value is header + value.
 */
#ifndef CORVID_VM_H
#define CORVID_VM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct VTable VTable;
typedef struct Type Type;
typedef struct Method Method;
typedef struct Field Field;
typedef struct Assembly Assembly;
typedef struct Thread Thread;

#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)

/* ---- objects --------------------------------------------------------------------------- */

typedef struct Object {
    const VTable *vtable;
    uintptr_t header; /* thin lock / hash code / GC bits (GC owns the low byte) */
} Object;

/* System.String: int32 length, then length UTF-16 units and a terminating 0. */
typedef struct String {
    Object object;
    int32_t length;
    uint16_t chars[];
} String;

/* Single-dimensional zero-based arrays (vectors).  Elements start 8-aligned at `data`. */
typedef struct Array {
    Object object;
    intptr_t length;
    uint64_t data[];
} Array;

/* Multi-dimensional arrays, laid out as CoreCLR's (whose Array code CoreLib runs reads them):
 * total length, then the rank lengths, then the rank lower bounds, then the elements at
 * vm_array_data(). */
typedef struct MultiArray {
    Object object;
    intptr_t length;
    int32_t bounds[]; /* lengths[rank], then lower_bounds[rank] */
} MultiArray;
static inline int32_t vm_multi_array_length(const MultiArray *array, uint32_t rank, uint32_t dimension) {
    (void)rank;
    return array->bounds[dimension];
}
static inline int32_t vm_multi_array_lower_bound(const MultiArray *array, uint32_t rank, uint32_t dimension) {
    return array->bounds[rank + dimension];
}

/* One virtual slot: the current entry point (what Tier1 code calls) and its method.
 * The tiering subsystem backpatches `entry` when a method tiers up. */
typedef struct VTableSlot {
    void *entry;
    Method *method;
} VTableSlot;

typedef struct InterfaceMapEntry {
    Type *interface_type;
    uint32_t first_slot; /* the interface's methods occupy slots [first_slot, +method count) */
} InterfaceMapEntry;

enum {
    VTABLE_HAS_REFERENCES = 1u << 0,         /* instance (or element) has reference fields */
    VTABLE_IS_ARRAY = 1u << 1,               /* vector or multi-dimensional array */
    VTABLE_IS_STRING = 1u << 2,              /* System.String */
    VTABLE_HAS_FINALIZER = 1u << 3,          /* overrides Object.Finalize */
    VTABLE_ELEMENTS_ARE_REFERENCES = 1u << 4,/* array of object references */
    VTABLE_IS_MULTI_ARRAY = 1u << 5,         /* rank > 1 or non-zero-based */
    VTABLE_IS_VALUE_TYPE = 1u << 6,          /* the boxed form of a value type */
    VTABLE_IS_DELEGATE = 1u << 7,
};

/*
 * VTable: one per instantiated type.  Everything the GC needs to size and scan an object is
 * here: size = base_size + component_size * element count (strings count their terminator).
 * reference_offsets lists byte offsets of reference fields from the object start; for arrays
 * whose elements are structs containing references, they are offsets within one element.
 */
struct VTable {
    Type *type;
    uint32_t flags;
    uint32_t base_size;
    uint32_t component_size;
    uint32_t rank;
    uint32_t reference_count;
    const uint32_t *reference_offsets;
    uint32_t interface_count;
    const InterfaceMapEntry *interfaces;
    uint32_t slot_count;
    VTableSlot slots[];
};

static inline size_t vm_object_size(const Object *object) {
    const VTable *vt = object->vtable;
    if (vt->flags & VTABLE_IS_STRING)
        return vt->base_size + (size_t)vt->component_size * (((const String *)object)->length + 1);
    if (vt->flags & VTABLE_IS_ARRAY)
        return vt->base_size + (size_t)vt->component_size * ((const Array *)object)->length;
    return vt->base_size;
}

/* Start of the elements of any array (vector or multi-dimensional). */
static inline void *vm_array_data(Object *array) {
    return (uint8_t *)array + array->vtable->base_size;
}

/* The boxed value of a value type starts right after the object header. */
static inline void *vm_unbox(Object *boxed) {
    return (uint8_t *)boxed + sizeof(Object);
}

/* ---- evaluation-stack slots ------------------------------------------------------------ */

/* Interpreter frames, internal-call arguments and results are arrays of 8-byte slots; a value
 * type spans ceil(size / 8) slots. */
typedef union Slot {
    int32_t i4;
    uint32_t u4;
    int64_t i8;
    uint64_t u8;
    float r4;
    double r8;
    intptr_t i;
    void *p;
    Object *o;
} Slot;

#define SLOTS_FOR_SIZE(size) (((size) + 7u) / 8u)

/*
 * Internal calls ([MethodImpl(MethodImplOptions.InternalCall)] extern in corlib).  Arguments
 * arrive as slots: `this` first for instance methods, then each parameter; the result (if
 * any) is written to `result`.  To throw, set thread->exception (vm_throw_*) and return.
 * GC: an internal call may allocate; objects held only in C locals stay alive because the
 * native stack is scanned conservatively.
 */
typedef void (*InternalCallFunction)(Thread *thread, Slot *args, Slot *result);

typedef struct InternalCallEntry {
    const char *signature; /* canonical: "System.Math::Sqrt(double)"; see loader_method_signature_text */
    InternalCallFunction function;
} InternalCallEntry;

/* Registries are arrays terminated by {NULL, NULL}; each area's icall_*.c defines one and
 * vm_internal_call_tables lists them all. */
extern const InternalCallEntry *const vm_internal_call_tables[];
InternalCallFunction vm_find_internal_call(const char *signature);
/* Another corlib's internal calls (CoreLib's FCalls, src/coreclr) replace the embedded
 * corlib's registry; vm_find_embedded_internal_call still reaches the latter. */
void vm_set_internal_call_resolver(InternalCallFunction (*resolver)(const char *signature));
InternalCallFunction vm_find_embedded_internal_call(const char *signature);
/* Methods of Corvid.Runtime.dll (lib/Corvid.Runtime) that corvid implements, whichever corlib
 * runs: their IL bodies do nothing, for CoreCLR and mono.  NULL for every other method. */
InternalCallFunction vm_find_runtime_library_call(Method *method);
/* P/Invoke ([DllImport]) methods: a resolver (src/coreclr in framework mode) may bind one to an
 * internal-call function; NULL with the reason in `why` (or "" when no resolver is set). */
typedef InternalCallFunction (*PInvokeResolver)(Thread *thread, Method *method, char *why, size_t why_size);
void vm_set_pinvoke_resolver(PInvokeResolver resolver);
InternalCallFunction vm_find_pinvoke(Thread *thread, Method *method, char *why, size_t why_size);
/* The exception type for a P/Invoke that did not bind (`why` from vm_find_pinvoke), its message in `message`. */
const char *vm_pinvoke_failure(const char *method_name, const char *why, char *message, size_t size);
/* [UnmanagedCallersOnly] methods: a resolver (src/interop in framework mode) gives `ldftn` of one
 * a native entry point calling it (reverse P/Invoke); NULL with the reason in `why`.  Without a
 * resolver ldftn stays the Method* as for any method. */
typedef void *(*UnmanagedEntryResolver)(Thread *thread, Method *method, char *why, size_t why_size);
void vm_set_unmanaged_entry_resolver(UnmanagedEntryResolver resolver);
bool vm_has_unmanaged_entry_resolver(void);
void *vm_unmanaged_entry(Thread *thread, Method *method, char *why, size_t why_size);
/* `calli` through an unmanaged function pointer (delegate* unmanaged): a binder (src/interop in
 * framework mode) gives an internal-call function for the signature that calls the pointer
 * found in the slot after the arguments; NULL with the reason in `why` (or "" when no binder). */
struct MethodSignature;
typedef InternalCallFunction (*UnmanagedCallBinder)(Thread *thread, const struct MethodSignature *sig, char *why, size_t why_size);
void vm_set_unmanaged_call_binder(UnmanagedCallBinder binder);
InternalCallFunction vm_bind_unmanaged_call(Thread *thread, const struct MethodSignature *sig, char *why, size_t why_size);

/* ---- runtime services ------------------------------------------------------------------ */

/* Well-known corlib types, resolved once at start-up. */
typedef struct WellKnownTypes {
    Type *object, *value_type, *enum_type, *string, *array, *delegate, *multicast_delegate,
        *exception, *type, *runtime_type, *void_type, *boolean, *char_type, *sbyte, *byte,
        *int16, *uint16, *int32, *uint32, *int64, *uint64, *single, *double_type, *intptr,
        *uintptr, *nullable, *runtime_type_handle, *runtime_field_handle,
        *runtime_method_handle, *typed_reference;
} WellKnownTypes;
extern WellKnownTypes vm_types;

/* Allocation (GC-safe points: these may collect).  NULL only after OutOfMemoryException has
 * been raised on `thread`. */
Object *vm_new_object(Thread *thread, Type *type);
String *vm_new_string(Thread *thread, int32_t length);
String *vm_new_string_utf8(Thread *thread, const char *utf8);
String *vm_new_string_utf16(Thread *thread, const uint16_t *chars, int32_t length);
/* CoreCLR's Array.MaxLength: no vector (and no dimension) is longer, whatever the element size;
 * Tier1 code relies on it (an `i < a.Length` loop's `i + 1` never overflows). */
#define VM_ARRAY_MAX_LENGTH 0x7FFFFFC7
Array *vm_new_array(Thread *thread, Type *element_type, intptr_t length);
/* An array that never moves (GC.AllocateArray(pinned: true)). */
Array *vm_new_pinned_array(Thread *thread, Type *element_type, intptr_t length);
/* Multi-dimensional array of `array_type` (rank from its vtable); lower_bounds may be NULL. */
Object *vm_new_multi_array(Thread *thread, Type *array_type, const int32_t *lengths, const int32_t *lower_bounds);
Object *vm_new_array_for_constructor(Thread *thread, Type *array_type, const int32_t *arguments, uint32_t count);
Object *vm_box(Thread *thread, Type *value_type, const void *value);
/* A value as reflection returns it (III.4.1 box): a Nullable<T> without a value is null, one
 * with a value a boxed T, anything else vm_box's box.  False with an exception pending. */
bool vm_box_value(Thread *thread, Type *value_type, const void *value, Object **boxed);

/* End the process with `code`: runs the exit hooks (statistics, trace file), flushes stdio and
 * leaves with _exit, so no library destructor runs under a thread still compiling. */
_Noreturn void vm_exit(int code);
/* Reports thread->exception as unhandled (and clears it): the corlib's event (AppDomain.
 * UnhandledException, see vm_set_unhandled_exception_event), then CoreCLR's "Unhandled
 * exception. ..." on stderr.  Once per exception: the interpreter reports as soon as the first
 * pass finds no handler, before the finally blocks run, and the thread's base calls it again
 * when the exception arrives there (then it only clears it). */
void vm_report_unhandled(Thread *thread);
/* Raises the corlib's unhandled-exception event for `exception`; set by src/coreclr. */
void vm_set_unhandled_exception_event(void (*raise)(Thread *thread, Object *exception));
/* The exception's ToString() (or its type name if that fails), malloc'd; thread->exception is left as it was. */
char *vm_exception_text(Thread *thread, Object *exception);
/* Ends the process after vm_report_unhandled: exit status 1 on the embedded corlib (as mono);
 * SIGABRT (status 134) once vm_set_unhandled_aborts(true), as CoreCLR does. */
_Noreturn void vm_exit_unhandled(void);
void vm_set_unhandled_aborts(bool aborts);
/* Builds Main's string[] (and the corlib's command line) from the program path and arguments;
 * NULL result with thread->exception on failure.  Unset: corvid's own array.  src/coreclr sets
 * CoreCLR's (Environment.InitializeCommandLineArgs). */
typedef Object *(*VmMainArgumentsBuilder)(Thread *thread, const char *path, int argc, char **argv);
void vm_set_main_arguments_builder(VmMainArgumentsBuilder builder);
/* After Main returned and the foreground threads ended: the process's exit code from Main's
 * result (`returned_int`: Main returns int) and whatever the corlib runs at exit.  Unset: Main's
 * int, else 0.  src/coreclr sets CoreCLR's (Environment.ExitCode, AppContext.OnProcessExit). */
typedef int (*VmMainFinisher)(Thread *thread, int main_result, bool returned_int);
void vm_set_main_finisher(VmMainFinisher finisher);
/* The directory holding the corvid binary (where mscorlib.dll and libcorvidjit.so live), or ".". */
void vm_executable_directory(char *buffer, size_t size);
void vm_add_exit_hook(void (*hook)(void));

/* UTF-8 copy of a managed string; caller frees. */
char *vm_string_to_utf8(const String *string);

/* Raise a managed exception of a corlib type by full name, e.g.
 * vm_throw_new(t, "System.ArgumentNullException", "Value cannot be null. (Parameter 'x')").
 * Sets thread->exception; the caller returns normally and the interpreter unwinds. */
void vm_throw_new(Thread *thread, const char *type_full_name, const char *message);
void vm_throw_object(Thread *thread, Object *exception);
void vm_throw_null_reference(Thread *thread);
void vm_throw_index_out_of_range(Thread *thread);
void vm_throw_invalid_cast(Thread *thread, Type *from, Type *to);
void vm_throw_overflow(Thread *thread);
void vm_throw_divide_by_zero(Thread *thread);

/* Store a reference into the heap: every such store goes through the GC write barrier. */
void vm_store_reference(Object **slot, Object *value);

/* Cast checks (ECMA-335 I.8.7 assignment compatibility, with array covariance and variance). */
bool vm_is_instance_of(const Object *object, Type *type);
bool vm_type_is_assignable(Type *target, Type *source);

/* The System.RuntimeType object for a type (created once, kept alive forever). */
Object *vm_type_object(Thread *thread, Type *type);
Type *vm_type_from_object(Object *runtime_type);
/* Another corlib's RuntimeType may keep something else than the Type* in its handle field
 * (CoreLib: a CoreCLR TypeHandle, src/coreclr): `to_handle` makes the value stored when the
 * object is created (0 with an exception pending when the type cannot load), `from_handle`
 * maps it back. */
void vm_set_type_handle_mapping(uintptr_t (*to_handle)(Thread *thread, Type *type), Type *(*from_handle)(uintptr_t handle));
/* What ldtoken of a type pushes as the RuntimeTypeHandle's one field: the Type* in corvid's
 * corlib; the RuntimeType object in CoreLib, whose RuntimeTypeHandle holds `RuntimeType m_type`
 * (CoreCLR's JIT converts with CORINFO_HELP_TYPEHANDLE_TO_RUNTIMETYPEHANDLE). */
uintptr_t vm_type_handle_value(Thread *thread, Type *type);
/* The value a RuntimeType keeps for `type` (its TypeHandle in CoreLib, the Type* in corvid's
 * corlib; 0 with an exception pending), what TypedReference._type holds; and back (NULL for 0) */
uintptr_t vm_type_raw_handle(Thread *thread, Type *type);
Type *vm_type_from_raw_handle(uintptr_t handle);
/* What ldtoken of a method pushes as the RuntimeMethodHandle's one field: the Method* in
 * corvid's corlib; in CoreLib an IRuntimeMethodInfo object (CoreCLR's JIT calls
 * CORINFO_HELP_METHODDESC_TO_STUBRUNTIMEMETHOD), through `to_stub`, which returns a pinned,
 * rooted object or 0 with an exception pending. */
void vm_set_method_handle_mapping(uintptr_t (*to_stub)(Thread *thread, Method *method));
uintptr_t vm_method_handle_value(Thread *thread, Method *method);
/* The same for fields: ldtoken of a field pushes a RuntimeFieldInfoStub in CoreLib (CoreCLR's
 * FIELDDESC_TO_STUBRUNTIMEFIELD; FieldInfo.GetFieldFromHandle and expression trees read it), the
 * Field* in corvid's corlib.  vm_field_from_handle maps either back to the Field*. */
void vm_set_field_handle_mapping(uintptr_t (*to_stub)(Thread *thread, Field *field), Field *(*from_stub)(const void *value));
uintptr_t vm_field_handle_value(Thread *thread, Field *field);
Field *vm_field_from_handle(const void *value);

/* The assembly whose entry point the runtime runs (Assembly.GetEntryAssembly), or NULL. */
Assembly *vm_entry_assembly(void);

#endif
