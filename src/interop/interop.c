/*
 * interop.c — P/Invoke (interop.h): blittable signatures, and the marshalling classic
 * [DllImport]s still ask of the runtime (LibraryImport's generated stubs do theirs in managed
 * code): strings in by value (CharSet Ansi/Auto = UTF-8 on Unix, Unicode = UTF-16, or as
 * [MarshalAs] says), StringBuilder in and out, SafeHandle arguments and results, delegates as
 * callbacks (a native entry per delegate), blittable arrays in place, a `bool` result as a
 * 4-byte BOOL (or 1 byte with [return: MarshalAs(U1)]), SetLastError.
 */
#include "interop/interop.h"

#include "gc/gc.h"
#include "interp/interp.h"
#include "loader/loader.h"
#include "thread/thread.h"

#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* P/Invoke calls pass up to 16 integer arguments (System V: 6 in registers, the rest on the
 * stack, so a callee declared with fewer ignores the extra ones; Process.Start's
 * SystemNative_ForkAndExecProcess takes 16); reverse P/Invoke entries take up to 8. */
enum { MAX_CALL_ARGUMENTS = 16, MAX_ARGUMENTS = 8, MAX_REVERSE_PARAMETERS = 16, THUNK_COUNT = 512 };

typedef enum ResultKind {
    RESULT_VOID, RESULT_I1, RESULT_U1, RESULT_I2, RESULT_U2, RESULT_I4, RESULT_I8, RESULT_BOOL4, RESULT_BOOL1,
    RESULT_SAFE_HANDLE, /* a new instance of the declared SafeHandle type, made before the call, owns the result */
    RESULT_R4, RESULT_R8, /* in xmm0 */
    RESULT_PAIR,          /* a struct of two eightbytes: rax/rdx or xmm0/xmm1 by their classes (result_class) */
    RESULT_MEMORY,        /* a struct over 16 bytes: written where the hidden first argument points (rdi) */
    /* a string: the callee's UTF-8 or UTF-16 text becomes a String and is freed, as CoreCLR's
     * marshalling does with CoTaskMemFree (free() on Unix) */
    RESULT_STRING_UTF8, RESULT_STRING_UTF16,
} ResultKind;

/* System V eightbyte classes of a struct passed or returned by value */
enum { CLASS_NONE, CLASS_INTEGER, CLASS_SSE };

/* How a reference argument is passed: not one, a NUL-terminated UTF-8 or UTF-16 copy of a string
 * made for the call and freed after it (CoreCLR's [In] string marshalling), or the address of a
 * blittable array's first element (CoreCLR pins such arrays and passes them in and out in place;
 * here the interpreter stack or compiled frame holding the reference pins it) */
typedef enum ReferenceKind {
    REFERENCE_NONE,
    REFERENCE_UTF8,
    REFERENCE_UTF16,
    /* [MarshalAs(UnmanagedType.BStr)]: CoreCLR's BSTR on Unix (SysAllocString's layout: the byte
     * length in 4 bytes, then UTF-16 and a terminator; the pointer is to the characters) */
    REFERENCE_BSTR,
    REFERENCE_ARRAY_DATA,
    /* a StringBuilder, [In, Out] as CoreCLR marshals it: a native buffer of its capacity (plus
     * the terminator) holding its text, whose NUL-terminated contents replace the text after */
    REFERENCE_BUILDER_UTF8,
    REFERENCE_BUILDER_UTF16,
    /* a SafeHandle: its handle, with DangerousAddRef / DangerousRelease around the call */
    REFERENCE_SAFE_HANDLE,
    /* a delegate: a native entry point that invokes it (interop_delegate_entry) */
    REFERENCE_DELEGATE,
    /* a non-blittable struct by reference or a class with layout: a native copy made for the
     * call (marshalled in for [In], back for [Out], then cleaned up), as CoreCLR's layout
     * marshaller (interop_struct_marshaller) */
    REFERENCE_STRUCT,
    /* a blittable class with layout: its fields in place (CoreCLR pins it) */
    REFERENCE_OBJECT_DATA,
    /* a non-blittable struct by value: its native form, marshalled into a copy for the call,
     * passed as that copy's eightbytes (classified by the native layout) and cleaned up after */
    REFERENCE_STRUCT_VALUE,
    /* an array of elements with a native form of their own (bool as BOOL, ANSI char, string as a
     * char*, non-blittable structs): a native array marshalled in for [In] (the default), back
     * into the same array for [Out], then cleaned up, as CoreCLR's array marshaller */
    REFERENCE_ARRAY_MARSHALLED,
} ReferenceKind;

enum { STRUCT_IN = 1, STRUCT_OUT = 2 }; /* ParamAttributes In and Out */

typedef struct CallSite {
    void *target;                    /* NULL: a calli site, the target in slot `pointer_slot` */
    uint16_t pointer_slot;
    uint8_t argument_count;
    uint8_t result;                  /* ResultKind */
    uint16_t slot[MAX_CALL_ARGUMENTS];    /* first slot of each argument */
    uint8_t sign_extend[MAX_CALL_ARGUMENTS]; /* 0: as is, 1/2/4: sign-extend from that many bytes, 0x81..: zero-extend */
    uint8_t reference_kind[MAX_CALL_ARGUMENTS]; /* ReferenceKind */
    uint8_t float_size[MAX_CALL_ARGUMENTS];     /* 4 or 8: a float or double argument (an SSE register) */
    uint8_t second_part[MAX_CALL_ARGUMENTS];    /* a 9-16 byte struct: its second eightbyte's class (slot + 1) */
    uint8_t result_class[2];                    /* RESULT_PAIR: the classes of its two eightbytes */
    bool has_floats;                            /* float arguments or result: the mixed calling path */
    bool has_strings;
    bool marshals_objects; /* an argument or the result needs managed calls (builders, handles) */
    bool set_last_error; /* DllImport(SetLastError = true): errno becomes Marshal.GetLastPInvokeError */
    Type *result_type;   /* RESULT_SAFE_HANDLE: the SafeHandle subtype to create */
    Type *struct_type[MAX_CALL_ARGUMENTS];      /* REFERENCE_STRUCT: the structure marshalled */
    uint8_t struct_direction[MAX_CALL_ARGUMENTS]; /* REFERENCE_STRUCT: STRUCT_IN | STRUCT_OUT */
    uint8_t memory_words[MAX_CALL_ARGUMENTS]; /* a blittable struct over 16 bytes by value: its eightbytes, on the stack */
    uint8_t element_native[MAX_CALL_ARGUMENTS]; /* REFERENCE_ARRAY_MARSHALLED: [MarshalAs] ArraySubType, or 0 */
    bool element_unicode[MAX_CALL_ARGUMENTS];   /* REFERENCE_ARRAY_MARSHALLED: CharSet.Unicode */
    uint16_t result_size;                     /* RESULT_MEMORY: the struct's size */
    Type *result_struct; /* a non-blittable struct result: its native form comes back, then is unmarshalled */
} CallSite;

/* A native (marshalled) layout's size and alignment (the native layouts section below). */
typedef struct NativeShape {
    uint32_t size, alignment;
} NativeShape;

/* Called for each instance field of a laid-out type (a class's base fields first) with the
 * field's native offset and shape; false stops the walk (and fails it). */
typedef struct NativeFieldVisitor {
    bool (*visit)(Thread *thread, Field *field, MetaBlob marshal, bool unicode, uint32_t native_offset, NativeShape shape,
                  void *context);
    void *context;
} NativeFieldVisitor;

static bool native_layout(Thread *thread, Type *type, NativeShape *shape, const NativeFieldVisitor *visitor, int depth);
/* CoreLib's MarshalOperation: what a structure marshaller (marshal_layout) does */
enum { MARSHAL_OPERATION_MARSHAL, MARSHAL_OPERATION_UNMARSHAL, MARSHAL_OPERATION_CLEANUP };
static bool marshal_layout(Thread *thread, Type *type, uint8_t *managed, uint8_t *native, int operation, int depth);
static bool native_size_of(Thread *thread, Type *type, uint32_t *size);

/* Marshal.GetLastPInvokeError / SetLastPInvokeError, per thread */
static __thread int32_t last_pinvoke_error;

int32_t interop_last_error(void) {
    return last_pinvoke_error;
}

void interop_set_last_error(int32_t error) {
    last_pinvoke_error = error;
}

static void *native_string(const String *string, uint8_t kind) {
    if (!string) return NULL;
    if (kind == REFERENCE_UTF8) return vm_string_to_utf8(string);
    size_t prefix = kind == REFERENCE_BSTR ? 2 : 0; /* a BSTR's byte length, in two units */
    uint16_t *copy = malloc(((size_t)string->length + 1 + prefix) * sizeof(uint16_t));
    if (!copy) return NULL;
    if (prefix) {
        uint32_t bytes = (uint32_t)string->length * 2;
        memcpy(copy, &bytes, sizeof bytes);
    }
    memcpy(copy + prefix, string->chars, (size_t)string->length * sizeof(uint16_t));
    copy[prefix + (size_t)string->length] = 0;
    return copy;
}

static CallSite sites[THUNK_COUNT];
static int site_count;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static char *search_directories;

void interop_set_search_directories(const char *directories) {
    free(search_directories);
    search_directories = directories ? strdup(directories) : NULL;
}

/* System V x86-64 gives integer and SSE arguments registers independently (rdi..r9 in order of
 * the integer ones, xmm0..7 in order of the floating-point ones), and what does not fit, or is
 * a struct over 16 bytes (class MEMORY), goes on the stack in argument order: so every call is
 * made as six integers, eight doubles and a fixed number of stack words, whatever the
 * signature's interleaving (layout_fits checks that it fits).  Most calls need few stack words
 * and take the narrow shape (ten); the wide one (64: 512 bytes, structs by value included)
 * costs its stores only to the calls that need it.  A float travels as the low 32 bits of its
 * register: its bits go in a double's low half. */
enum { MAX_INTEGER_REGISTERS = 6, MAX_SSE_REGISTERS = 8, NARROW_STACK_WORDS = 10, MAX_STACK_WORDS = 64, MAX_MEMORY_RESULT = 128 };
#define REGISTER_PARAMETERS int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, double, double, double, double, double, double, \
                            double, double
#define EIGHT_WORDS int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t
#define NARROW_PARAMETERS REGISTER_PARAMETERS, EIGHT_WORDS, int64_t, int64_t
#define WIDE_PARAMETERS REGISTER_PARAMETERS, EIGHT_WORDS, EIGHT_WORDS, EIGHT_WORDS, EIGHT_WORDS, EIGHT_WORDS, EIGHT_WORDS, \
                        EIGHT_WORDS, EIGHT_WORDS

/* Two-eightbyte struct results, one C type per pair of classes (the C compiler returns each in
 * the registers System V gives it). */
typedef struct { int64_t first, second; } ResultII;
typedef struct { int64_t first; double second; } ResultIS;
typedef struct { double first; int64_t second; } ResultSI;
typedef struct { double first, second; } ResultSS;
#define CALL_SHAPES(width, PARAMETERS)                                                                                     \
    typedef int64_t (*MixedFunction##width)(PARAMETERS);                                                                  \
    typedef double (*MixedFunctionDouble##width)(PARAMETERS);                                                             \
    typedef ResultII (*MixedFunctionII##width)(PARAMETERS);                                                               \
    typedef ResultIS (*MixedFunctionIS##width)(PARAMETERS);                                                               \
    typedef ResultSI (*MixedFunctionSI##width)(PARAMETERS);                                                               \
    typedef ResultSS (*MixedFunctionSS##width)(PARAMETERS);
CALL_SHAPES(Narrow, NARROW_PARAMETERS)
CALL_SHAPES(Wide, WIDE_PARAMETERS)

static int64_t double_bits(double value) {
    union { double value; int64_t bits; } u = {.value = value};
    return u.bits;
}

static double float_register(uint64_t bits, uint8_t size) {
    union { uint64_t bits; double value; } u = {.bits = size == 4 ? (uint32_t)bits : bits};
    return u.value;
}

static int64_t widen(uint64_t value, uint8_t how) {
    switch (how) {
    case 1: return (int8_t)value;
    case 2: return (int16_t)value;
    case 4: return (int32_t)value;
    case 0x81: return (uint8_t)value;
    case 0x82: return (uint16_t)value;
    case 0x84: return (uint32_t)value;
    default: return (int64_t)value;
    }
}

/* ---- the CoreLib members marshalling calls ---------------------------------------------- */

/* Resolved once, on the real framework (the embedded corlib has no SafeHandle or marshalling
 * StringBuilder); a member missing leaves its kind of argument refused at bind time. */
static struct {
    bool resolved;
    Type *string_builder, *safe_handle, *delegate;
    Method *builder_capacity, *builder_to_string, *builder_clear, *builder_append;
    Method *handle_add_ref, *handle_release;
    Field *handle_field;
} members;
static pthread_mutex_t members_lock = PTHREAD_MUTEX_INITIALIZER;

static Method *method_taking(Type *type, const char *name, Type *parameter) {
    for (uint32_t i = 0; type && i < type->method_count; i++) {
        Method *m = type->methods[i];
        if (strcmp(m->name, name) != 0 || !loader_prepare_method(thread_current, m)) continue;
        if (m->signature.parameter_count == 1 && m->signature.parameter_types[0] == parameter) return m;
    }
    return NULL;
}

static void resolve_members(void) {
    pthread_mutex_lock(&members_lock);
    if (!members.resolved) {
        Type *builder = loader_find_corlib_type("System.Text.StringBuilder");
        Type *handle = loader_find_corlib_type("System.Runtime.InteropServices.SafeHandle");
        Type *boolean_ref = loader_byref_type(vm_types.boolean);
        if (builder) {
            members.builder_capacity = loader_find_method(builder, "get_Capacity", 0);
            members.builder_to_string = loader_find_method(builder, "ToString", 0);
            members.builder_clear = loader_find_method(builder, "Clear", 0);
            members.builder_append = method_taking(builder, "Append", vm_types.string);
            if (members.builder_capacity && members.builder_to_string && members.builder_clear && members.builder_append)
                members.string_builder = builder;
        }
        if (handle) {
            members.handle_add_ref = method_taking(handle, "DangerousAddRef", boolean_ref);
            members.handle_release = loader_find_method(handle, "DangerousRelease", 0);
            members.handle_field = loader_find_field(handle, "handle");
            if (members.handle_add_ref && members.handle_release && members.handle_field) members.safe_handle = handle;
        }
        members.delegate = loader_find_corlib_type("System.Delegate");
        thread_current->exception = NULL;
        members.resolved = true;
    }
    pthread_mutex_unlock(&members_lock);
}

static bool derives_from(Type *type, Type *base) {
    return base && type->kind == TYPE_KIND_CLASS && vm_type_is_assignable(base, type);
}

/* A managed call made while marshalling; false with the exception pending on `thread`. */
static bool call_member(Thread *thread, Method *method, Object *self, Slot *argument, Slot *result) {
    Slot args[2] = {{.o = self}};
    if (argument) args[1] = *argument;
    Slot ignored[2];
    return interp_invoke(thread, method, args, result ? result : ignored);
}

static intptr_t safe_handle_value(Object *handle) {
    return *(intptr_t *)((uint8_t *)handle + members.handle_field->offset);
}

/* A StringBuilder's text in a native buffer of its capacity plus the terminator (UTF-8: three
 * bytes a character, Marshal.SystemMaxDBCSCharSize on Unix); NULL with an exception pending. */
static void *builder_buffer(Thread *thread, Object *builder, uint8_t kind, size_t *size) {
    Slot result[2] = {{0}};
    if (!call_member(thread, members.builder_capacity, builder, NULL, result)) return NULL;
    size_t capacity = result[0].i4 > 0 ? (size_t)result[0].i4 : 0;
    if (!call_member(thread, members.builder_to_string, builder, NULL, result)) return NULL;
    const String *text = (const String *)result[0].o;
    size_t length = text ? (size_t)text->length : 0;
    if (length > capacity) length = capacity;
    if (kind == REFERENCE_BUILDER_UTF16) {
        *size = (capacity + 1) * sizeof(uint16_t);
        uint16_t *buffer = calloc(capacity + 1, sizeof(uint16_t));
        if (buffer && length) memcpy(buffer, text->chars, length * sizeof(uint16_t));
        if (!buffer) vm_throw_new(thread, "System.OutOfMemoryException", "Insufficient memory to continue the execution of the program.");
        return buffer;
    }
    *size = capacity * 3 + 1;
    char *buffer = calloc(*size, 1), *utf8 = text && length ? vm_string_to_utf8(text) : NULL;
    if (!buffer) {
        free(utf8);
        vm_throw_new(thread, "System.OutOfMemoryException", "Insufficient memory to continue the execution of the program.");
        return NULL;
    }
    if (utf8) {
        size_t bytes = strlen(utf8);
        memcpy(buffer, utf8, bytes < *size - 1 ? bytes : *size - 1);
        free(utf8);
    }
    return buffer;
}

/* After the call: the buffer's NUL-terminated text replaces the builder's. */
static bool builder_update(Thread *thread, Object *builder, uint8_t kind, void *buffer, size_t size) {
    String *text;
    if (kind == REFERENCE_BUILDER_UTF16) {
        const uint16_t *chars = buffer;
        size_t length = 0, capacity = size / sizeof(uint16_t) - 1;
        while (length < capacity && chars[length]) length++;
        text = vm_new_string_utf16(thread, chars, (int32_t)length);
    } else {
        ((char *)buffer)[size - 1] = 0;
        text = vm_new_string_utf8(thread, buffer);
    }
    if (!text) return false;
    Slot argument = {.o = &text->object};
    return call_member(thread, members.builder_clear, builder, NULL, NULL) &&
           call_member(thread, members.builder_append, builder, &argument, NULL);
}



/* Undoes what marshal_arguments did for arguments [0, count). */
/* A zeroed native copy of a structure for a call (at least 16 bytes and 8 more than its size:
 * by value, its first two eightbytes are read), marshalled from `data` when `marshal_in`; false
 * with an exception pending (what the copy holds goes with free_native_copy). */
static bool native_struct_copy(Thread *thread, Type *type, uint8_t *data, bool marshal_in, void **copy) {
    uint32_t size = 0;
    *copy = NULL;
    if (!native_size_of(thread, type, &size) || !(*copy = calloc(1, (size + 15) & ~(size_t)7))) {
        if (!thread->exception)
            vm_throw_new(thread, "System.OutOfMemoryException", "Insufficient memory to continue the execution of the program.");
        return false;
    }
    return !marshal_in || marshal_layout(thread, type, data, *copy, MARSHAL_OPERATION_MARSHAL, 0);
}

static bool marshal_value(Thread *thread, Type *type, MetaBlob marshal, bool unicode, NativeShape shape, uint8_t *managed,
                          uint8_t *native, int operation, int depth);
static bool native_value_shape(Thread *thread, Type *type, MetaBlob marshal, bool unicode, NativeShape *out, int depth);

/* Each element of a REFERENCE_ARRAY_MARSHALLED argument between `array` (may be NULL for a
 * cleanup) and the native array `native` of `length` elements. */
static bool marshal_array_elements(Thread *thread, const CallSite *site, int i, Array *array, intptr_t length, uint8_t *native,
                                   int operation) {
    Type *element = site->struct_type[i];
    uint8_t sub = site->element_native[i];
    MetaBlob marshal = {&site->element_native[i], sub ? 1 : 0};
    NativeShape shape;
    if (!native_value_shape(thread, element, marshal, site->element_unicode[i], &shape, 0)) return false;
    uint32_t stride = array ? array->object.vtable->component_size : 0;
    for (intptr_t e = 0; e < length; e++) {
        uint8_t *managed = array ? (uint8_t *)vm_array_data((Object *)array) + (size_t)e * stride : NULL;
        if (!marshal_value(thread, element, marshal, site->element_unicode[i], shape, managed, native + (size_t)e * shape.size,
                           operation, 0))
            return false;
    }
    return true;
}

/* A REFERENCE_ARRAY_MARSHALLED argument's native array (NULL for a null array); false with an
 * exception pending (what the array holds goes with free_native_copy). */
static bool native_array_copy(Thread *thread, const CallSite *site, int i, Array *array, void **copy) {
    NativeShape shape;
    MetaBlob marshal = {&site->element_native[i], site->element_native[i] ? 1 : 0};
    *copy = NULL;
    if (!array) return true;
    if (!native_value_shape(thread, site->struct_type[i], marshal, site->element_unicode[i], &shape, 0) ||
        !(*copy = calloc((size_t)array->length + 1, shape.size))) {
        if (!thread->exception)
            vm_throw_new(thread, "System.OutOfMemoryException", "Insufficient memory to continue the execution of the program.");
        return false;
    }
    return !(site->struct_direction[i] & STRUCT_IN) ||
           marshal_array_elements(thread, site, i, array, array->length, *copy, MARSHAL_OPERATION_MARSHAL);
}

/* The managed data a REFERENCE_STRUCT argument marshals (NULL for a null class reference). */
static uint8_t *struct_argument_data(const CallSite *site, Slot *args, int i) {
    void *value = args[site->slot[i]].p;
    if (!value || site->struct_type[i]->kind == TYPE_KIND_VALUE_TYPE) return value; /* a byref to the struct */
    return (uint8_t *)value + sizeof(Object);
}

/* Frees argument i's native copy, after what a marshalled structure or array in it points to
 * (its Cleanup); a pending exception stays. */
static void free_native_copy(Thread *thread, const CallSite *site, Slot *args, int i, void **copy) {
    uint8_t kind = site->reference_kind[i];
    Object *pending = thread->exception;
    if (*copy && (kind == REFERENCE_STRUCT || kind == REFERENCE_STRUCT_VALUE))
        marshal_layout(thread, site->struct_type[i], NULL, *copy, MARSHAL_OPERATION_CLEANUP, 0);
    else if (*copy && kind == REFERENCE_ARRAY_MARSHALLED)
        marshal_array_elements(thread, site, i, NULL, ((Array *)args[site->slot[i]].o)->length, *copy, MARSHAL_OPERATION_CLEANUP);
    thread->exception = pending;
    free(*copy);
    *copy = NULL;
}

static void release_arguments(Thread *thread, const CallSite *site, Slot *args, void **copies, int count) {
    Object *pending = thread->exception;
    thread->exception = NULL;
    for (int i = 0; i < count; i++) {
        free_native_copy(thread, site, args, i, &copies[i]);
        if (site->reference_kind[i] == REFERENCE_SAFE_HANDLE && args[site->slot[i]].o)
            call_member(thread, members.handle_release, args[site->slot[i]].o, NULL, NULL);
    }
    if (pending) thread->exception = pending;
}

/* The native values of the arguments; false with an exception pending (and nothing held). */
static bool marshal_arguments(Thread *thread, const CallSite *site, Slot *args, int64_t *a, void **copies, size_t *sizes) {
    for (int i = 0; i < site->argument_count; i++) {
        Object *object = args[site->slot[i]].o;
        bool ok = true;
        switch (site->reference_kind[i]) {
        case REFERENCE_NONE: a[i] = widen(args[site->slot[i]].u8, site->sign_extend[i]); break;
        case REFERENCE_ARRAY_DATA: a[i] = object ? (int64_t)(intptr_t)((Array *)object)->data : 0; break;
        case REFERENCE_UTF8:
        case REFERENCE_UTF16:
        case REFERENCE_BSTR:
            copies[i] = native_string((const String *)object, site->reference_kind[i]);
            if (object && !copies[i]) {
                vm_throw_new(thread, "System.OutOfMemoryException", "Insufficient memory to continue the execution of the program.");
                ok = false;
            }
            a[i] = (int64_t)(intptr_t)copies[i] + (copies[i] && site->reference_kind[i] == REFERENCE_BSTR ? 4 : 0);
            break;
        case REFERENCE_BUILDER_UTF8:
        case REFERENCE_BUILDER_UTF16:
            if (object) ok = (copies[i] = builder_buffer(thread, object, site->reference_kind[i], &sizes[i])) != NULL;
            a[i] = (int64_t)(intptr_t)copies[i];
            break;
        case REFERENCE_SAFE_HANDLE: {
            if (!object) { /* CoreCLR's SafeHandle marshaller */
                vm_throw_new(thread, "System.ArgumentNullException", "SafeHandle cannot be null. (Parameter 'pHandle')");
                ok = false;
                break;
            }
            bool added = false;
            Slot added_ref = {.p = &added};
            ok = call_member(thread, members.handle_add_ref, object, &added_ref, NULL);
            a[i] = ok ? (int64_t)safe_handle_value(object) : 0;
            break;
        }
        case REFERENCE_OBJECT_DATA: a[i] = object ? (int64_t)(intptr_t)((uint8_t *)object + sizeof(Object)) : 0; break;
        case REFERENCE_ARRAY_MARSHALLED:
            ok = native_array_copy(thread, site, i, (Array *)object, &copies[i]);
            a[i] = (int64_t)(intptr_t)copies[i];
            break;
        case REFERENCE_STRUCT_VALUE:
            ok = native_struct_copy(thread, site->struct_type[i], (uint8_t *)&args[site->slot[i]], true, &copies[i]);
            a[i] = ok ? *(int64_t *)copies[i] : 0;
            break;
        case REFERENCE_STRUCT: {
            uint8_t *data = struct_argument_data(site, args, i);
            ok = !data || native_struct_copy(thread, site->struct_type[i], data, site->struct_direction[i] & STRUCT_IN, &copies[i]);
            a[i] = (int64_t)(intptr_t)copies[i];
            break;
        }
        case REFERENCE_DELEGATE: {
            char why[256];
            void *entry = object ? interop_delegate_entry(thread, object, why, sizeof why) : NULL;
            if (object && !entry) {
                char message[400];
                snprintf(message, sizeof message, "corvid does not support this delegate as a native callback yet: %s", why);
                vm_throw_new(thread, "System.NotSupportedException", message);
                ok = false;
            }
            a[i] = (int64_t)(intptr_t)entry;
            break;
        }
        }
        if (!ok) {
            free_native_copy(thread, site, args, i, &copies[i]);
            release_arguments(thread, site, args, copies, i);
            return false;
        }
    }
    return true;
}

/* The call itself, in preemptive GC mode as CoreCLR's P/Invoke transition: a collection may run
 * meanwhile (the arguments' objects are pinned by the interpreter stack that holds them, and a
 * SafeHandle result by this frame, scanned conservatively). */
static void call_site(int index, Thread *thread, Slot *args, Slot *result) {
    const CallSite *site = &sites[index];
    int64_t a[MAX_CALL_ARGUMENTS] = {0};
    void *copies[MAX_CALL_ARGUMENTS] = {0};
    size_t sizes[MAX_CALL_ARGUMENTS] = {0};
    Object *volatile handle_result = NULL;
    if (site->result == RESULT_SAFE_HANDLE) { /* made first, as CoreCLR: no native handle is lost to a failure */
        Method *constructor = loader_find_method(site->result_type, ".ctor", 0);
        if (!constructor) {
            vm_throw_new(thread, "System.MissingMethodException", "No parameterless constructor defined for the SafeHandle type of a P/Invoke result.");
            return;
        }
        Object *created = vm_new_object(thread, site->result_type);
        if (!created || !call_member(thread, constructor, created, NULL, NULL)) return;
        handle_result = created;
    }
    if (!marshal_arguments(thread, site, args, a, copies, sizes)) return;
    void *target = site->target ? site->target : args[site->pointer_slot].p;
    if (!target) { /* CoreCLR faults on address 0; a managed exception says what happened */
        release_arguments(thread, site, args, copies, site->argument_count);
        vm_throw_new(thread, "System.NullReferenceException", "Object reference not set to an instance of an object.");
        return;
    }
    /* the registers and stack words System V gives the arguments (layout_fits checked they fit) */
    int64_t integers[MAX_INTEGER_REGISTERS] = {0}, stack[MAX_STACK_WORDS], r, r2 = 0;
    double floats[MAX_SSE_REGISTERS] = {0};
    uint64_t memory_result[MAX_MEMORY_RESULT / 8];
    int n = 0, x = 0, w = 0;
    if (site->result == RESULT_MEMORY) integers[n++] = (int64_t)(intptr_t)memory_result;
    for (int i = 0; i < site->argument_count; i++) {
        const Slot *value = site->reference_kind[i] == REFERENCE_STRUCT_VALUE ? (const Slot *)copies[i] : &args[site->slot[i]];
        if (site->memory_words[i]) {
            memcpy(stack + w, value, (size_t)site->memory_words[i] * 8);
            w += site->memory_words[i];
            continue;
        }
        uint8_t second = site->second_part[i];
        int need_integers = (site->float_size[i] ? 0 : 1) + (second == CLASS_INTEGER);
        int need_floats = (site->float_size[i] ? 1 : 0) + (second == CLASS_SSE);
        if (n + need_integers > MAX_INTEGER_REGISTERS || x + need_floats > MAX_SSE_REGISTERS) { /* the whole argument */
            stack[w++] = site->float_size[i] ? (int64_t)value[0].u8 : a[i];
            if (second) stack[w++] = (int64_t)value[1].u8;
            continue;
        }
        if (site->float_size[i]) floats[x++] = float_register(value[0].u8, site->float_size[i]);
        else integers[n++] = a[i];
        if (second == CLASS_SSE) floats[x++] = float_register(value[1].u8, 8);
        else if (second == CLASS_INTEGER) integers[n++] = (int64_t)value[1].u8;
    }
    uint8_t pair = site->result == RESULT_PAIR ? (uint8_t)(site->result_class[0] * 4 + site->result_class[1]) : 0;
#define REGISTER_ARGUMENTS integers[0], integers[1], integers[2], integers[3], integers[4], integers[5], floats[0], floats[1], \
                           floats[2], floats[3], floats[4], floats[5], floats[6], floats[7]
#define EIGHT_STACK(k) stack[k], stack[k + 1], stack[k + 2], stack[k + 3], stack[k + 4], stack[k + 5], stack[k + 6], stack[k + 7]
#define NARROW_ARGUMENTS REGISTER_ARGUMENTS, EIGHT_STACK(0), stack[8], stack[9]
#define WIDE_ARGUMENTS REGISTER_ARGUMENTS, EIGHT_STACK(0), EIGHT_STACK(8), EIGHT_STACK(16), EIGHT_STACK(24), EIGHT_STACK(32), \
                       EIGHT_STACK(40), EIGHT_STACK(48), EIGHT_STACK(56)
#define CALL_WITH(width, ARGUMENTS)                                                                                        \
    if (pair == CLASS_INTEGER * 4 + CLASS_INTEGER) {                                                                       \
        ResultII both = ((MixedFunctionII##width)target)(ARGUMENTS);                                                      \
        r = both.first, r2 = both.second;                                                                                  \
    } else if (pair == CLASS_INTEGER * 4 + CLASS_SSE) {                                                                    \
        ResultIS both = ((MixedFunctionIS##width)target)(ARGUMENTS);                                                      \
        r = both.first, r2 = double_bits(both.second);                                                                     \
    } else if (pair == CLASS_SSE * 4 + CLASS_INTEGER) {                                                                    \
        ResultSI both = ((MixedFunctionSI##width)target)(ARGUMENTS);                                                      \
        r = double_bits(both.first), r2 = both.second;                                                                     \
    } else if (pair) {                                                                                                     \
        ResultSS both = ((MixedFunctionSS##width)target)(ARGUMENTS);                                                      \
        r = double_bits(both.first), r2 = double_bits(both.second);                                                        \
    } else if (site->result == RESULT_R4 || site->result == RESULT_R8) {                                                  \
        r = double_bits(((MixedFunctionDouble##width)target)(ARGUMENTS));                                                 \
    } else {                                                                                                               \
        r = ((MixedFunction##width)target)(ARGUMENTS);                                                                    \
    }
    int shape_words = w <= NARROW_STACK_WORDS ? NARROW_STACK_WORDS : MAX_STACK_WORDS; /* the words past w are 0 */
    memset(stack + w, 0, (size_t)(shape_words - w) * sizeof stack[0]);
    gc_enter_preemptive(thread);
    if (w <= NARROW_STACK_WORDS) {
        CALL_WITH(Narrow, NARROW_ARGUMENTS)
    } else {
        CALL_WITH(Wide, WIDE_ARGUMENTS)
    }
#undef CALL_WITH
#undef WIDE_ARGUMENTS
#undef NARROW_ARGUMENTS
#undef EIGHT_STACK
#undef REGISTER_ARGUMENTS
    int saved = errno;
    gc_leave_preemptive(thread);
    if (site->set_last_error) last_pinvoke_error = saved;
    if (site->marshals_objects) {
        bool ok = true;
        for (int i = 0; i < site->argument_count && ok; i++) {
            uint8_t kind = site->reference_kind[i];
            if ((kind == REFERENCE_BUILDER_UTF8 || kind == REFERENCE_BUILDER_UTF16) && copies[i])
                ok = builder_update(thread, args[site->slot[i]].o, kind, copies[i], sizes[i]);
            if (kind == REFERENCE_ARRAY_MARSHALLED && copies[i] && (site->struct_direction[i] & STRUCT_OUT)) {
                Array *array = (Array *)args[site->slot[i]].o;
                ok = marshal_array_elements(thread, site, i, array, array->length, copies[i], MARSHAL_OPERATION_UNMARSHAL);
            }
            if (kind == REFERENCE_STRUCT && copies[i] && (site->struct_direction[i] & STRUCT_OUT))
                ok = marshal_layout(thread, site->struct_type[i], struct_argument_data(site, args, i), copies[i], MARSHAL_OPERATION_UNMARSHAL, 0);
        }
        release_arguments(thread, site, args, copies, site->argument_count);
        if (!ok) return;
    } else if (site->has_strings) {
        release_arguments(thread, site, args, copies, site->argument_count);
    }
    errno = saved; /* Marshal.GetLastSystemError reads errno through the next P/Invoke */
    Slot *managed_result = result;
    uint64_t native_result[MAX_MEMORY_RESULT / 8 + 2] = {0};
    if (site->result_struct) result = (Slot *)native_result; /* the native form, unmarshalled below */
    switch (site->result) {
    case RESULT_VOID: break;
    case RESULT_I1: result[0].i4 = (int8_t)r; break;
    case RESULT_U1: result[0].i4 = (uint8_t)r; break;
    case RESULT_I2: result[0].i4 = (int16_t)r; break;
    case RESULT_U2: result[0].i4 = (uint16_t)r; break;
    case RESULT_I4: result[0].i4 = (int32_t)r; break;
    case RESULT_BOOL4: result[0].i4 = (int32_t)r != 0; break;
    case RESULT_BOOL1: result[0].i4 = (uint8_t)r != 0; break;
    case RESULT_R4: result[0].u8 = (uint32_t)r; break; /* the float in the low half of xmm0 */
    case RESULT_R8: result[0].i8 = r; break;
    case RESULT_PAIR: result[0].i8 = r, result[1].i8 = r2; break;
    case RESULT_MEMORY: memcpy(result, memory_result, site->result_size); break;
    case RESULT_SAFE_HANDLE:
        *(intptr_t *)((uint8_t *)handle_result + members.handle_field->offset) = (intptr_t)r;
        result[0].o = handle_result;
        break;
    case RESULT_STRING_UTF8:
    case RESULT_STRING_UTF16: {
        void *text = (void *)(intptr_t)r;
        String *string = NULL;
        if (text && site->result == RESULT_STRING_UTF8) {
            string = vm_new_string_utf8(thread, text);
        } else if (text) {
            const uint16_t *chars = text;
            int32_t length = 0;
            while (chars[length] && length < INT32_MAX / 2)
                length++;
            string = vm_new_string_utf16(thread, chars, length);
        }
        free(text);
        result[0].o = string ? &string->object : NULL; /* NULL and an exception when out of memory */
        break;
    }
    default: result[0].i8 = r; break;
    }
    if (site->result_struct) { /* then cleaned up: the runtime frees what the callee allocated */
        memset(managed_result, 0, site->result_struct->instance_size);
        marshal_layout(thread, site->result_struct, (uint8_t *)managed_result, (uint8_t *)native_result, MARSHAL_OPERATION_UNMARSHAL, 0);
        Object *pending = thread->exception;
        marshal_layout(thread, site->result_struct, NULL, (uint8_t *)native_result, MARSHAL_OPERATION_CLEANUP, 0);
        thread->exception = pending;
    }
}

/* The thunk pool: thunk n calls site n (one internal-call function per bound P/Invoke). */
#define THUNK1(n) static void thunk_##n(Thread *t, Slot *a, Slot *r) { call_site(0b##n, t, a, r); }
#define THUNK2(n) THUNK1(n##0) THUNK1(n##1)
#define THUNK4(n) THUNK2(n##0) THUNK2(n##1)
#define THUNK8(n) THUNK4(n##0) THUNK4(n##1)
#define THUNK16(n) THUNK8(n##0) THUNK8(n##1)
#define THUNK32(n) THUNK16(n##0) THUNK16(n##1)
#define THUNK64(n) THUNK32(n##0) THUNK32(n##1)
#define THUNK128(n) THUNK64(n##0) THUNK64(n##1)
#define THUNK256(n) THUNK128(n##0) THUNK128(n##1)
THUNK256(0)
THUNK256(1)
#define ENTRY1(n) thunk_##n,
#define ENTRY2(n) ENTRY1(n##0) ENTRY1(n##1)
#define ENTRY4(n) ENTRY2(n##0) ENTRY2(n##1)
#define ENTRY8(n) ENTRY4(n##0) ENTRY4(n##1)
#define ENTRY16(n) ENTRY8(n##0) ENTRY8(n##1)
#define ENTRY32(n) ENTRY16(n##0) ENTRY16(n##1)
#define ENTRY64(n) ENTRY32(n##0) ENTRY32(n##1)
#define ENTRY128(n) ENTRY64(n##0) ENTRY64(n##1)
#define ENTRY256(n) ENTRY128(n##0) ENTRY128(n##1)
static const InternalCallFunction thunks[THUNK_COUNT] = {ENTRY256(0) ENTRY256(1)};

/* ---- libraries -------------------------------------------------------------------------- */

typedef struct Library {
    char *name;
    void *handle;
    struct Library *next;
} Library;
static Library *libraries;

static void *try_open(const char *path) {
    return dlopen(path, RTLD_NOW | RTLD_LOCAL);
}

/* NativeLibrary's Unix probing: name variants, each in the search directories, the assembly's
 * folder, then the default search. */
static void *open_library(const char *name, const char *assembly_dir) {
    for (Library *l = libraries; l; l = l->next)
        if (strcmp(l->name, name) == 0) return l->handle;
    /* CoreCLR's PAL loads "libc" as the C library itself (LIBC_SO: libc.so.6 with glibc);
     * libc.so is a linker script dlopen rejects */
    if (strcmp(name, "libc") == 0) {
        void *libc = try_open("libc.so.6");
        if (libc) {
            Library *l = calloc(1, sizeof *l);
            if (!l) abort();
            l->name = strdup(name);
            l->handle = libc;
            l->next = libraries;
            libraries = l;
            return libc;
        }
    }
    char variants[4][512];
    int n = 0;
    bool has_so = strstr(name, ".so") != NULL, has_slash = strchr(name, '/') != NULL;
    if (has_so) snprintf(variants[n++], sizeof variants[0], "%s", name);
    snprintf(variants[n++], sizeof variants[0], "%s.so", name);
    if (!has_slash) snprintf(variants[n++], sizeof variants[0], "lib%s.so", name);
    if (!has_so) snprintf(variants[n++], sizeof variants[0], "%s", name);
    if (!has_slash && n < 4) snprintf(variants[n++], sizeof variants[0], "lib%s", name);
    void *handle = NULL;
    char path[4096];
    for (int v = 0; v < n && !handle; v++) {
        if (name[0] == '/') {
            handle = try_open(variants[v]);
            continue;
        }
        for (const char *d = search_directories; d && *d && !handle;) {
            const char *end = strchr(d, ':');
            size_t length = end ? (size_t)(end - d) : strlen(d);
            if (length && d[0] == '/') {
                snprintf(path, sizeof path, "%.*s%s%s", (int)length, d, d[length - 1] == '/' ? "" : "/", variants[v]);
                handle = try_open(path);
            }
            d = end ? end + 1 : d + length;
        }
        if (!handle && assembly_dir) {
            snprintf(path, sizeof path, "%s/%s", assembly_dir, variants[v]);
            handle = try_open(path);
        }
        if (!handle) handle = try_open(variants[v]);
    }
    if (handle) {
        Library *l = calloc(1, sizeof *l);
        if (!l) abort();
        l->name = strdup(name);
        l->handle = handle;
        l->next = libraries;
        libraries = l;
    }
    return handle;
}

/* The folder of `assembly`'s image in `out` (the second place a library is probed), or NULL. */
static const char *assembly_directory(Assembly *assembly, char *out, size_t size) {
    const char *path = assembly ? meta_image_path(assembly->image) : NULL;
    const char *slash = path ? strrchr(path, '/') : NULL;
    if (!slash) return NULL;
    snprintf(out, size, "%.*s", (int)(slash - path), path);
    return out;
}

void *interop_load_library(const char *name, Assembly *assembly, bool by_path) {
    if (by_path) return try_open(name);
    char directory[4096];
    const char *assembly_dir = assembly_directory(assembly, directory, sizeof directory);
    pthread_mutex_lock(&lock);
    void *handle = open_library(name, assembly_dir);
    pthread_mutex_unlock(&lock);
    return handle;
}

/* How an argument of `type` travels: false if not blittable in an integer register. */
static bool integer_class(Type *type, uint8_t *extend) {
    *extend = 0;
    if (type->kind == TYPE_KIND_POINTER || type->kind == TYPE_KIND_BYREF) return true;
    if (type->kind != TYPE_KIND_VALUE_TYPE) return false; /* references need marshalling */
    switch (type->element_type) {
    case META_ELEMENT_TYPE_BOOLEAN: case META_ELEMENT_TYPE_U1: *extend = 0x81; return true;
    case META_ELEMENT_TYPE_I1: *extend = 1; return true;
    case META_ELEMENT_TYPE_CHAR: case META_ELEMENT_TYPE_U2: *extend = 0x82; return true;
    case META_ELEMENT_TYPE_I2: *extend = 2; return true;
    case META_ELEMENT_TYPE_I4: *extend = 4; return true;
    case META_ELEMENT_TYPE_U4: *extend = 0x84; return true;
    case META_ELEMENT_TYPE_I8: case META_ELEMENT_TYPE_U8: case META_ELEMENT_TYPE_I: case META_ELEMENT_TYPE_U: return true;
    case META_ELEMENT_TYPE_R4: case META_ELEMENT_TYPE_R8: return false;
    default: break;
    }
    if (type->flags & TYPE_FLAG_ENUM) return type->element && integer_class(type->element, extend);
    /* a struct of integers up to 8 bytes (a handle wrapper) is one INTEGER eightbyte */
    return type->instance_size <= 8 && type->value_reference_count == 0 && type->fields && type->field_count >= 1 &&
           type->fields[0].type && type->fields[0].type->element_type != META_ELEMENT_TYPE_R4 &&
           type->fields[0].type->element_type != META_ELEMENT_TYPE_R8;
}

/* A vector (T[]) of integers, floats, enums or structs without references (bool and char
 * elements are not blittable: CoreCLR converts those arrays, corvid refuses them) */
static bool blittable_vector(Thread *thread, Type *type) {
    if (type->kind != TYPE_KIND_ARRAY || type->rank != 1 || (type->flags & TYPE_FLAG_MULTI_DIMENSIONAL)) return false;
    Type *element = type->element;
    if (element->kind == TYPE_KIND_POINTER) return true;
    if (element->kind != TYPE_KIND_VALUE_TYPE || !loader_ensure_laid_out(thread, element)) {
        thread->exception = NULL;
        return false;
    }
    switch (element->element_type) {
    case META_ELEMENT_TYPE_BOOLEAN: case META_ELEMENT_TYPE_CHAR: return false;
    case META_ELEMENT_TYPE_I1: case META_ELEMENT_TYPE_U1: case META_ELEMENT_TYPE_I2: case META_ELEMENT_TYPE_U2:
    case META_ELEMENT_TYPE_I4: case META_ELEMENT_TYPE_U4: case META_ELEMENT_TYPE_I8: case META_ELEMENT_TYPE_U8:
    case META_ELEMENT_TYPE_R4: case META_ELEMENT_TYPE_R8: case META_ELEMENT_TYPE_I: case META_ELEMENT_TYPE_U: return true;
    default: return !element->value_reference_count; /* enums and structs of plain data */
    }
}

static bool result_kind(Type *type, uint8_t *kind) {
    if (type == vm_types.void_type) return *kind = RESULT_VOID, true;
    uint8_t extend;
    if (!integer_class(type, &extend)) return false;
    switch (extend) {
    case 1: *kind = RESULT_I1; break;
    case 0x81: *kind = RESULT_U1; break;
    case 2: *kind = RESULT_I2; break;
    case 0x82: *kind = RESULT_U2; break;
    case 4: case 0x84: *kind = RESULT_I4; break;
    default: *kind = type->kind == TYPE_KIND_VALUE_TYPE && type->instance_size <= 4 && !type->element ? RESULT_I4 : RESULT_I8; break;
    }
    return true;
}

/* System V classification (the psABI's 3.2.3) of a blittable value at `offset` within a struct
 * of at most 16 bytes: each eightbyte is INTEGER if anything but a float or double lies in it,
 * else SSE.  False for references (not blittable) or what lies beyond 16 bytes. */
static bool classify(Thread *thread, Type *type, uint32_t offset, uint8_t classes[2]) {
    uint8_t class = CLASS_INTEGER;
    if (type->kind == TYPE_KIND_VALUE_TYPE) {
        if (!loader_ensure_laid_out(thread, type)) {
            thread->exception = NULL;
            return false;
        }
        bool primitive = type->element_type >= META_ELEMENT_TYPE_BOOLEAN && type->element_type <= META_ELEMENT_TYPE_R8;
        primitive |= type->element_type == META_ELEMENT_TYPE_I || type->element_type == META_ELEMENT_TYPE_U;
        if (type->element_type == META_ELEMENT_TYPE_R4 || type->element_type == META_ELEMENT_TYPE_R8) class = CLASS_SSE;
        else if (!primitive && !(type->flags & TYPE_FLAG_ENUM)) { /* a struct: its instance fields */
            if (type->value_reference_count) return false;
            for (uint32_t i = 0; i < type->field_count; i++) {
                Field *field = &type->fields[i];
                if (field->flags & META_FIELD_STATIC) continue;
                if (!loader_field_type(thread, field)) {
                    thread->exception = NULL;
                    return false;
                }
                if (!classify(thread, field->type, offset + (uint32_t)field->offset, classes)) return false;
            }
            return true;
        }
    } else if (type->kind != TYPE_KIND_POINTER) {
        return false;
    }
    if (offset >= 16) return false;
    if (classes[offset / 8] != CLASS_INTEGER) classes[offset / 8] = class;
    return true;
}

/* A struct over 16 bytes whose managed bytes are its native ones (no references, bool or char,
 * no wider alignment than 8), as a MEMORY-class argument or result is copied. */
static bool blittable_memory_struct(Thread *thread, Type *type) {
    Method *marshal_method = NULL;
    uint32_t size = 0;
    if (!loader_ensure_laid_out(thread, type) || type->value_reference_count) {
        thread->exception = NULL;
        return false;
    }
    bool ok = interop_struct_marshaller(thread, type, &marshal_method, &size) && !marshal_method && size == type->instance_size;
    thread->exception = NULL;
    return ok;
}

/* A struct of 1 to 16 bytes passed by value: its eightbytes in the registers of their classes. */
static bool struct_argument(Thread *thread, Type *type, CallSite *site, int i) {
    uint8_t classes[2] = {CLASS_NONE, CLASS_NONE};
    if (type->kind == TYPE_KIND_VALUE_TYPE && !(type->flags & TYPE_FLAG_ENUM) && type->instance_size > 16 &&
        type->instance_size <= MAX_STACK_WORDS * 8 && blittable_memory_struct(thread, type)) {
        site->memory_words[i] = (uint8_t)((type->instance_size + 7) / 8); /* class MEMORY: a copy on the stack */
        return true;
    }
    if (type->kind != TYPE_KIND_VALUE_TYPE || (type->flags & TYPE_FLAG_ENUM) || type->instance_size == 0 ||
        type->instance_size > 16 || !classify(thread, type, 0, classes))
        return false;
    if (classes[0] == CLASS_SSE) {
        site->float_size[i] = type->instance_size <= 4 ? 4 : 8;
        site->has_floats = true;
    }
    if (type->instance_size > 8) {
        site->second_part[i] = classes[1] == CLASS_SSE ? CLASS_SSE : CLASS_INTEGER;
        if (classes[1] == CLASS_SSE) site->has_floats = true;
    }
    return true;
}

/* A struct result of 1 to 16 bytes: rax, xmm0, or a pair of them by the eightbytes' classes. */
static bool struct_result(Thread *thread, Type *type, CallSite *site) {
    uint8_t classes[2] = {CLASS_NONE, CLASS_NONE};
    if (type->kind == TYPE_KIND_VALUE_TYPE && !(type->flags & TYPE_FLAG_ENUM) && type->instance_size > 16 &&
        type->instance_size <= MAX_MEMORY_RESULT && blittable_memory_struct(thread, type)) {
        site->result = RESULT_MEMORY;
        site->result_size = (uint16_t)type->instance_size;
        return true;
    }
    if (type->kind != TYPE_KIND_VALUE_TYPE || (type->flags & TYPE_FLAG_ENUM) || type->instance_size == 0 ||
        type->instance_size > 16 || !classify(thread, type, 0, classes))
        return false;
    if (type->instance_size <= 8) {
        site->result = classes[0] == CLASS_SSE ? RESULT_R8 : RESULT_I8; /* the eightbyte's bits as they are */
    } else {
        site->result = RESULT_PAIR;
        site->result_class[0] = classes[0] == CLASS_SSE ? CLASS_SSE : CLASS_INTEGER;
        site->result_class[1] = classes[1] == CLASS_SSE ? CLASS_SSE : CLASS_INTEGER;
    }
    if (classes[0] == CLASS_SSE || classes[1] == CLASS_SSE) site->has_floats = true;
    return true;
}

/* Whether the arguments fit the call path's six integer registers, eight SSE registers and
 * MAX_STACK_WORDS stack words, given as System V assigns them (call_site does the same walk). */
static bool layout_fits(const CallSite *site) {
    int integers = site->result == RESULT_MEMORY, floats = 0, words = 0;
    for (int i = 0; i < site->argument_count; i++) {
        if (site->memory_words[i]) {
            words += site->memory_words[i];
            continue;
        }
        int need_integers = (site->float_size[i] ? 0 : 1) + (site->second_part[i] == CLASS_INTEGER);
        int need_floats = (site->float_size[i] ? 1 : 0) + (site->second_part[i] == CLASS_SSE);
        if (integers + need_integers > MAX_INTEGER_REGISTERS || floats + need_floats > MAX_SSE_REGISTERS)
            words += need_integers + need_floats;
        else
            integers += need_integers, floats += need_floats;
    }
    return words <= MAX_STACK_WORDS;
}

/* A float or double result (xmm0): the mixed calling path. */
static bool float_result(Type *type, CallSite *site) {
    if (type != vm_types.single && type != vm_types.double_type) return false;
    site->result = type == vm_types.single ? RESULT_R4 : RESULT_R8;
    site->has_floats = true;
    return true;
}

/* A blittable argument `p` at position `i`: an integer, pointer, byref, float or double, or a
 * struct of up to 16 bytes (the classes of its eightbytes).  False when it is none of them. */
static bool blittable_argument(Thread *thread, Type *p, CallSite *site, int i) {
    if (p == vm_types.single || p == vm_types.double_type) {
        site->float_size[i] = p == vm_types.single ? 4 : 8;
        site->has_floats = true;
        return true;
    }
    return integer_class(p, &site->sign_extend[i]) || struct_argument(thread, p, site, i);
}

/* A blittable result: void, an integer or pointer, a float or double, or a struct of up to 16
 * bytes.  False when it is none of them (or does not load). */
static bool blittable_result(Thread *thread, Type *r, CallSite *site) {
    if (r->kind == TYPE_KIND_VALUE_TYPE && r != vm_types.void_type && !loader_ensure_laid_out(thread, r)) {
        thread->exception = NULL;
        return false;
    }
    return float_result(r, site) || result_kind(r, &site->result) || struct_result(thread, r, site);
}

/* Why the call path cannot pass `site`'s arguments as System V does, or NULL. */
static const char *unsupported_layout(const CallSite *site) {
    if (!layout_fits(site)) return "the arguments take more than the 6 integer registers, 8 SSE registers and 64 stack words";
    return NULL;
}

/* II.23.4 NATIVE_TYPE values [MarshalAs] gives the arguments corvid marshals */
enum { NATIVE_TYPE_BOOLEAN = 0x02, NATIVE_TYPE_I1 = 0x03, NATIVE_TYPE_U1 = 0x04, NATIVE_TYPE_I2 = 0x05, NATIVE_TYPE_U2 = 0x06,
       NATIVE_TYPE_BSTR = 0x13, NATIVE_TYPE_LPSTR = 0x14, NATIVE_TYPE_LPWSTR = 0x15, NATIVE_TYPE_LPTSTR = 0x16, NATIVE_TYPE_BYVALTSTR = 0x17,
       NATIVE_TYPE_BYVALARRAY = 0x1E, NATIVE_TYPE_LPARRAY = 0x2A, NATIVE_TYPE_LPUTF8STR = 0x30, NATIVE_TYPE_MAX = 0x50 };

/* The [MarshalAs] blob of parameter `sequence` (0: the result) from the FieldMarshal table
 * (empty when it has none). */
static MetaBlob param_marshal(Method *method, uint32_t sequence) {
    MetaBlob none = {0};
    if (!method->owner->assembly || META_TOKEN_TABLE(method->token) != META_TABLE_METHODDEF) return none;
    MetaImage *image = method->owner->assembly->image;
    uint32_t first, end, marshals = meta_table_row_count(image, META_TABLE_FIELDMARSHAL);
    if (!marshals) return none;
    meta_method_param_range(image, META_TOKEN_ROW(method->token), &first, &end);
    for (uint32_t position = first; position < end; position++) {
        uint32_t row = meta_list_row(image, META_TABLE_PARAM, position);
        const MetaParamRow *param = meta_param(image, row);
        if (!param || param->sequence != sequence) continue;
        uint32_t token = META_TOKEN(META_TABLE_PARAM, row);
        for (uint32_t m = 1; m <= marshals; m++) {
            const MetaFieldMarshalRow *marshal = meta_field_marshal(image, m);
            if (marshal && marshal->parent == token && marshal->native_type.size) return marshal->native_type;
        }
    }
    return none;
}

/* The NATIVE_TYPE of parameter `sequence` (0: the result), or 0. */
static uint8_t native_type_of(Method *method, uint32_t sequence) {
    MetaBlob marshal = param_marshal(method, sequence);
    return marshal.size ? marshal.data[0] : 0;
}

typedef struct NativeClasses {
    uint8_t classes[2];
    uint32_t base;
    bool ok;
} NativeClasses;

static void native_class_at(NativeClasses *c, uint32_t offset, uint32_t size, uint8_t class) {
    for (uint32_t at = offset; at < offset + size && at < 16; at += 8)
        if (c->classes[at / 8] != CLASS_INTEGER) c->classes[at / 8] = class;
}

/* System V's eightbyte classes of a native layout: SSE where only floats and doubles lie. */
static bool classify_native_field(Thread *thread, Field *field, MetaBlob marshal, bool unicode, uint32_t native_offset,
                                  NativeShape shape, void *context) {
    (void)unicode;
    NativeClasses *c = context;
    Type *type = field->type;
    uint8_t native = marshal.size ? marshal.data[0] : 0;
    uint32_t at = c->base + native_offset;
    if (native == NATIVE_TYPE_BYVALARRAY || native == NATIVE_TYPE_BYVALTSTR) type = native == NATIVE_TYPE_BYVALARRAY ? type->element : NULL;
    if (type && type->kind == TYPE_KIND_VALUE_TYPE && (type->flags & TYPE_FLAG_ENUM) && type->element) type = type->element;
    if (type && (type == vm_types.single || type == vm_types.double_type)) {
        native_class_at(c, at, shape.size, CLASS_SSE);
    } else if (type && type->kind == TYPE_KIND_VALUE_TYPE && type->element_type == META_ELEMENT_TYPE_VALUETYPE && !native) {
        NativeClasses inner = {{CLASS_NONE, CLASS_NONE}, at, true};
        NativeFieldVisitor visitor = {classify_native_field, &inner};
        NativeShape ignored;
        if (!native_layout(thread, type, &ignored, &visitor, 1)) c->ok = false;
        for (int e = 0; e < 2; e++)
            if (inner.classes[e] != CLASS_NONE && c->classes[e] != CLASS_INTEGER) c->classes[e] = inner.classes[e];
    } else {
        native_class_at(c, at, shape.size, CLASS_INTEGER);
    }
    return true;
}

/* The eightbyte classes of `type`'s native layout (of up to 16 bytes). */
static bool classify_native(Thread *thread, Type *type, uint8_t classes[2]) {
    NativeClasses c = {{CLASS_NONE, CLASS_NONE}, 0, true};
    NativeFieldVisitor visitor = {classify_native_field, &c};
    NativeShape shape;
    bool ok = native_layout(thread, type, &shape, &visitor, 0) && c.ok;
    thread->exception = NULL;
    classes[0] = c.classes[0], classes[1] = c.classes[1];
    return ok;
}

/* A struct by value that is not blittable: its marshalled native form goes in the registers of
 * its eightbytes' classes (up to 16 bytes) or on the stack, as a C compiler passes it. */
static bool marshalled_struct_value(Thread *thread, Type *p, CallSite *site, int i) {
    if (p->kind != TYPE_KIND_VALUE_TYPE || (p->flags & TYPE_FLAG_ENUM) || p->element_type != META_ELEMENT_TYPE_VALUETYPE ||
        !loader_ensure_laid_out(thread, p))
        return false;
    Method *marshal_method = NULL;
    uint32_t size = 0;
    if (!interop_struct_marshaller(thread, p, &marshal_method, &size) || !marshal_method) return false;
    site->reference_kind[i] = REFERENCE_STRUCT_VALUE;
    site->struct_type[i] = p;
    if (size > 16) {
        if (size > MAX_STACK_WORDS * 8) return false;
        site->memory_words[i] = (uint8_t)((size + 7) / 8);
        return true;
    }
    uint8_t classes[2];
    if (!classify_native(thread, p, classes)) return false;
    if (classes[0] == CLASS_SSE) {
        site->float_size[i] = size <= 4 ? 4 : 8;
        site->has_floats = true;
    }
    if (size > 8) site->second_part[i] = classes[1] == CLASS_SSE ? CLASS_SSE : CLASS_INTEGER;
    return true;
}

static uint32_t param_flags(Method *method, uint32_t sequence);
static MetaBlob param_marshal(Method *method, uint32_t sequence);
static bool utf16_text(uint8_t native_type, uint32_t mapping_flags);

/* A vector whose elements have a native form of their own: bool (a BOOL unless ArraySubType
 * says U1/I1), char under CharSet.Ansi (one byte; CoreCLR pins a Unicode char[] as blittable),
 * string (a char* or wchar_t* each) or a struct that is not blittable.  [In] unless the
 * parameter says [Out]. */
static bool marshalled_array(Thread *thread, Type *p, CallSite *site, int i, Method *method, uint32_t mapping_flags) {
    if (p->kind != TYPE_KIND_ARRAY || p->rank != 1 || (p->flags & TYPE_FLAG_MULTI_DIMENSIONAL)) return false;
    Type *element = p->element;
    MetaBlob marshal = param_marshal(method, (uint32_t)i + 1);
    uint8_t sub = 0;
    if (marshal.size >= 2 && marshal.data[0] == NATIVE_TYPE_LPARRAY && marshal.data[1] != NATIVE_TYPE_MAX) sub = marshal.data[1];
    bool unicode = utf16_text(sub, mapping_flags);
    if (element == vm_types.boolean || element == vm_types.string) {
        /* as they are */
    } else if (element == vm_types.char_type) {
        if (unicode && sub != NATIVE_TYPE_U1 && sub != NATIVE_TYPE_I1) return false; /* blittable: in place */
    } else if (element->kind == TYPE_KIND_VALUE_TYPE && element->element_type == META_ELEMENT_TYPE_VALUETYPE &&
               !(element->flags & TYPE_FLAG_ENUM)) {
        Method *marshal_method = NULL;
        uint32_t size = 0;
        if (!loader_ensure_laid_out(thread, element) || !interop_struct_marshaller(thread, element, &marshal_method, &size) || !marshal_method) {
            thread->exception = NULL;
            return false;
        }
    } else {
        return false;
    }
    uint32_t flags = param_flags(method, (uint32_t)i + 1);
    bool in = flags & STRUCT_IN, out = flags & STRUCT_OUT;
    if (!in && !out) in = true;
    site->reference_kind[i] = REFERENCE_ARRAY_MARSHALLED;
    site->struct_type[i] = element;
    site->struct_direction[i] = (uint8_t)((in ? STRUCT_IN : 0) | (out ? STRUCT_OUT : 0));
    site->element_native[i] = sub;
    site->element_unicode[i] = unicode;
    return true;
}

/* A struct result that is not blittable: its native form comes back as a C function returns
 * it (registers by the native layout's classes, or through the hidden pointer past 16 bytes),
 * and is unmarshalled into the managed result. */
static bool marshalled_struct_result(Thread *thread, Type *r, CallSite *site) {
    if (r->kind != TYPE_KIND_VALUE_TYPE || (r->flags & TYPE_FLAG_ENUM) || r->element_type != META_ELEMENT_TYPE_VALUETYPE ||
        !loader_ensure_laid_out(thread, r) || r->instance_size > MAX_MEMORY_RESULT) {
        thread->exception = NULL;
        return false;
    }
    Method *marshal_method = NULL;
    uint32_t size = 0;
    if (!interop_struct_marshaller(thread, r, &marshal_method, &size) || !marshal_method || size > MAX_MEMORY_RESULT) {
        thread->exception = NULL;
        return false;
    }
    site->result_struct = r;
    if (size > 16) {
        site->result = RESULT_MEMORY;
        site->result_size = (uint16_t)size;
        return true;
    }
    uint8_t classes[2];
    if (!classify_native(thread, r, classes)) {
        site->result_struct = NULL;
        return false;
    }
    if (size <= 8) {
        site->result = classes[0] == CLASS_SSE ? RESULT_R8 : RESULT_I8;
    } else {
        site->result = RESULT_PAIR;
        site->result_class[0] = classes[0] == CLASS_SSE ? CLASS_SSE : CLASS_INTEGER;
        site->result_class[1] = classes[1] == CLASS_SSE ? CLASS_SSE : CLASS_INTEGER;
    }
    if (classes[0] == CLASS_SSE || classes[1] == CLASS_SSE) site->has_floats = true;
    return true;
}

/* ParamAttributes of parameter `sequence` (1-based): In 0x1, Out 0x2. */
static uint32_t param_flags(Method *method, uint32_t sequence) {
    if (!method->owner->assembly || META_TOKEN_TABLE(method->token) != META_TABLE_METHODDEF) return 0;
    MetaImage *image = method->owner->assembly->image;
    uint32_t first, end;
    meta_method_param_range(image, META_TOKEN_ROW(method->token), &first, &end);
    for (uint32_t position = first; position < end; position++) {
        uint32_t row = meta_list_row(image, META_TABLE_PARAM, position);
        const MetaParamRow *param = meta_param(image, row);
        if (param && param->sequence == sequence) return param->flags;
    }
    return 0;
}

/* A parameter CoreCLR's layout marshaller handles: a byref to a struct that is not blittable
 * (`ref` is [In, Out], `out` [Out], `in` [In]), or a class with layout (passed by pointer: in
 * place when blittable, else a copy, [In] unless the parameter says [Out]).  A blittable struct
 * by reference stays a plain byref (integer_class). */
static bool marshalled_structure(Thread *thread, Type *p, CallSite *site, int i, uint32_t flags) {
    Type *type = p->kind == TYPE_KIND_BYREF ? p->element : p;
    if (!type || (p->kind == TYPE_KIND_BYREF && (type->kind != TYPE_KIND_VALUE_TYPE || (type->flags & TYPE_FLAG_ENUM) ||
                                                  type->element_type != META_ELEMENT_TYPE_VALUETYPE)))
        return false;
    if (p->kind != TYPE_KIND_BYREF && (p->kind != TYPE_KIND_CLASS || !(p->attributes & META_TYPE_LAYOUT_MASK))) return false;
    if (!loader_ensure_laid_out(thread, type)) return false;
    Method *marshal_method = NULL;
    uint32_t size = 0;
    if (!interop_struct_marshaller(thread, type, &marshal_method, &size)) return false;
    if (!marshal_method) { /* blittable */
        if (p->kind == TYPE_KIND_BYREF) return false;
        site->reference_kind[i] = REFERENCE_OBJECT_DATA;
        return true;
    }
    bool in = flags & STRUCT_IN, out = flags & STRUCT_OUT;
    if (!in && !out) in = true, out = p->kind == TYPE_KIND_BYREF;
    site->reference_kind[i] = REFERENCE_STRUCT;
    site->struct_type[i] = type;
    site->struct_direction[i] = (uint8_t)((in ? STRUCT_IN : 0) | (out ? STRUCT_OUT : 0));
    return true;
}

/* How a string (or StringBuilder) argument is encoded: [MarshalAs] first, else the CharSet
 * (II.23.1.8): Unicode is UTF-16; Ansi, Auto and none are UTF-8 on Unix, as LPStr and LPTStr */
static bool utf16_text(uint8_t native_type, uint32_t mapping_flags) {
    if (native_type == NATIVE_TYPE_LPWSTR) return true;
    if (native_type == NATIVE_TYPE_LPSTR || native_type == NATIVE_TYPE_LPUTF8STR || native_type == NATIVE_TYPE_LPTSTR) return false;
    return (mapping_flags & META_PINVOKE_CHAR_SET_MASK) == 0x4;
}

/* What CoreCLR's IL stub generator refuses (its MarshalDirectiveException text), NULL for what
 * it marshals: nested arrays, and the COM forms (VARIANT for object, interface pointers), which
 * CoreCLR supports on Windows only. */
enum { NATIVE_TYPE_IUNKNOWN = 0x19, NATIVE_TYPE_IDISPATCH = 0x1A, NATIVE_TYPE_INTERFACE = 0x1C, NATIVE_TYPE_STRUCT = 0x1B };
static const char *not_marshallable(Type *p, uint8_t native) {
    Type *value = p->kind == TYPE_KIND_BYREF ? p->element : p;
    if (value->kind == TYPE_KIND_ARRAY && value->element && value->element->kind == TYPE_KIND_ARRAY)
        return "There is no marshaling support for nested arrays.";
    if (native == NATIVE_TYPE_IUNKNOWN || native == NATIVE_TYPE_IDISPATCH || native == NATIVE_TYPE_INTERFACE ||
        (value->kind == TYPE_KIND_INTERFACE && !native))
        return "Invalid managed/unmanaged type combination (Marshaling to and from COM interface pointers isn't supported).";
    if (value == vm_types.object && (!native || native == NATIVE_TYPE_STRUCT))
        return "Invalid managed/unmanaged type combination (Marshaling to and from COM VARIANTs isn't supported).";
    return NULL;
}

/* How a call with `method`'s signature and parameter marshalling ([MarshalAs], [In]/[Out]) and
 * the ImplMap's `mapping_flags` passes its arguments and takes its result (everything but the
 * target); false with the reason in `why`. */
static bool bind_site(Thread *thread, Method *method, uint32_t mapping_flags, CallSite *out, char *why, size_t why_size) {
    if (!loader_prepare_method(thread, method)) {
        thread->exception = NULL;
        snprintf(why, why_size, "its signature does not load");
        return false;
    }
    MethodSignature *sig = &method->signature;
    CallSite site = {0};
    if (sig->parameter_count > MAX_CALL_ARGUMENTS) {
        snprintf(why, why_size, "more than %d arguments", MAX_CALL_ARGUMENTS);
        return false;
    }
    uint32_t slot = 0;
    for (uint32_t i = 0; i < sig->parameter_count; i++) {
        Type *p = sig->parameter_types[i];
        if (p->kind == TYPE_KIND_VALUE_TYPE && !loader_ensure_laid_out(thread, p)) {
            thread->exception = NULL;
            snprintf(why, why_size, "parameter %u does not load", i + 1);
            return false;
        }
        if (p->kind == TYPE_KIND_CLASS && p != vm_types.string) resolve_members(); /* only signatures that need them */
        const char *unmarshallable = not_marshallable(p, native_type_of(method, i + 1));
        if (unmarshallable) {
            snprintf(why, why_size, "Cannot marshal 'parameter #%u': %s", i + 1, unmarshallable);
            return false;
        }
        if (p == vm_types.string) {
            uint8_t native = native_type_of(method, i + 1);
            site.reference_kind[i] = native == NATIVE_TYPE_BSTR                ? REFERENCE_BSTR
                                     : utf16_text(native, mapping_flags) ? REFERENCE_UTF16
                                                                         : REFERENCE_UTF8;
            site.has_strings = true;
        } else if (p == members.string_builder && p) {
            site.reference_kind[i] = utf16_text(native_type_of(method, i + 1), mapping_flags) ? REFERENCE_BUILDER_UTF16
                                                                                              : REFERENCE_BUILDER_UTF8;
            site.marshals_objects = true;
        } else if (derives_from(p, members.safe_handle)) {
            site.reference_kind[i] = REFERENCE_SAFE_HANDLE;
            site.marshals_objects = true;
        } else if (derives_from(p, members.delegate) && p != members.delegate) {
            site.reference_kind[i] = REFERENCE_DELEGATE;
            site.marshals_objects = true;
        } else if (marshalled_array(thread, p, &site, (int)i, method, mapping_flags)) {
            site.marshals_objects = true;
        } else if (marshalled_struct_value(thread, p, &site, (int)i)) {
            site.marshals_objects = true;
        } else if (marshalled_structure(thread, p, &site, (int)i, param_flags(method, i + 1))) {
            site.marshals_objects = true;
        } else if (thread->exception) {
            thread->exception = NULL;
            snprintf(why, why_size, "parameter %u is a structure whose fields cannot be marshalled", i + 1);
            return false;
        } else if (blittable_vector(thread, p)) {
            site.reference_kind[i] = REFERENCE_ARRAY_DATA;
        } else if (!blittable_argument(thread, p, &site, (int)i)) {
            snprintf(why, why_size,
                     "parameter %u is not an integer, floating-point number, pointer, byref, string, StringBuilder, SafeHandle, "
                     "delegate, blittable array or blittable struct (corvid marshals no other types yet)",
                     i + 1);
            return false;
        }
        site.slot[i] = (uint16_t)slot;
        slot += p->kind == TYPE_KIND_VALUE_TYPE ? SLOTS_FOR_SIZE(p->instance_size) : 1;
    }
    site.argument_count = (uint8_t)sig->parameter_count;
    Type *r = sig->return_type;
    const char *unmarshallable = not_marshallable(r, native_type_of(method, 0));
    if (unmarshallable) {
        snprintf(why, why_size, "Cannot marshal 'return value': %s", unmarshallable);
        return false;
    }
    if (r->kind == TYPE_KIND_CLASS && r != vm_types.string) resolve_members();
    uint8_t result_native = native_type_of(method, 0);
    if (r == vm_types.string && result_native == NATIVE_TYPE_BSTR) {
        snprintf(why, why_size, "corvid does not marshal BSTR results yet");
        return false;
    }
    if (r == vm_types.string) {
        site.result = utf16_text(result_native, mapping_flags) ? RESULT_STRING_UTF16 : RESULT_STRING_UTF8;
        site.marshals_objects = true;
    } else if (derives_from(r, members.safe_handle) && !(r->attributes & META_TYPE_ABSTRACT)) {
        site.result = RESULT_SAFE_HANDLE;
        site.result_type = r;
        site.marshals_objects = true;
    } else if (!marshalled_struct_result(thread, r, &site) && !blittable_result(thread, r, &site)) {
        snprintf(why, why_size, "the return type is not an integer, floating-point number, pointer, string, SafeHandle, "
                 "struct of at most 128 bytes or void");
        return false;
    }
    const char *layout = unsupported_layout(&site);
    if (layout) {
        snprintf(why, why_size, "%s (corvid does not support that layout yet)", layout);
        return false;
    }
    if (r->element_type == META_ELEMENT_TYPE_BOOLEAN && r->kind == TYPE_KIND_VALUE_TYPE) {
        /* a Win32 BOOL, unless [return: MarshalAs(UnmanagedType.U1 or I1)] says a C bool */
        uint8_t native = native_type_of(method, 0);
        site.result = native == NATIVE_TYPE_U1 || native == NATIVE_TYPE_I1 ? RESULT_BOOL1 : RESULT_BOOL4;
    }
    site.set_last_error = (mapping_flags & META_PINVOKE_SUPPORTS_LAST_ERROR) != 0;
    *out = site;
    return true;
}

InternalCallFunction interop_bind(Thread *thread, Method *method, const char *library, const char *entry, uint32_t mapping_flags,
                                  char *why, size_t why_size) {
    CallSite site;
    if (!bind_site(thread, method, mapping_flags, &site, why, why_size)) return NULL;
    char directory[4096];
    const char *assembly_dir = assembly_directory(method->owner->assembly, directory, sizeof directory);
    pthread_mutex_lock(&lock);
    void *handle = open_library(library, assembly_dir);
    void *target = handle ? dlsym(handle, entry) : NULL;
    InternalCallFunction thunk = NULL;
    if (!handle) snprintf(why, why_size, "Unable to load shared library '%s'", library);
    else if (!target) snprintf(why, why_size, "Unable to find an entry point named '%s' in shared library '%s'", entry, library);
    else if (site_count == THUNK_COUNT) snprintf(why, why_size, "more than %d P/Invoke targets", THUNK_COUNT);
    else {
        site.target = target;
        sites[site_count] = site;
        thunk = thunks[site_count++];
    }
    pthread_mutex_unlock(&lock);
    return thunk;
}

InternalCallFunction interop_bind_pointer(Thread *thread, const MethodSignature *sig, char *why, size_t why_size) {
    CallSite site;
    memset(&site, 0, sizeof site); /* padding too: sites of one shape compare equal with memcmp */
    if (sig->has_this || sig->parameter_count > MAX_CALL_ARGUMENTS) {
        snprintf(why, why_size, "corvid does not support calli through an unmanaged function pointer with %s yet",
                 sig->has_this ? "an explicit this" : "more than 16 arguments");
        return NULL;
    }
    uint32_t slot = 0;
    for (uint32_t i = 0; i < sig->parameter_count; i++) {
        Type *p = sig->parameter_types[i];
        if ((p->kind == TYPE_KIND_VALUE_TYPE && !loader_ensure_laid_out(thread, p)) || !blittable_argument(thread, p, &site, (int)i)) {
            thread->exception = NULL;
            snprintf(why, why_size, "corvid does not support calli through an unmanaged function pointer whose parameter %u "
                     "is not an integer, floating-point number, pointer, byref or blittable struct of at most 16 bytes yet", i + 1);
            return NULL;
        }
        site.slot[i] = (uint16_t)slot;
        slot += p->kind == TYPE_KIND_VALUE_TYPE ? SLOTS_FOR_SIZE(p->instance_size) : 1;
    }
    site.argument_count = (uint8_t)sig->parameter_count;
    site.pointer_slot = (uint16_t)slot;
    Type *r = sig->return_type;
    if (!blittable_result(thread, r, &site)) {
        snprintf(why, why_size, "corvid does not support calli through an unmanaged function pointer whose result is not an "
                 "integer, floating-point number, pointer, blittable struct of at most 16 bytes or void yet");
        return NULL;
    }
    const char *layout = unsupported_layout(&site);
    if (layout) {
        snprintf(why, why_size, "corvid does not support calli through an unmanaged function pointer whose %s yet", layout);
        return NULL;
    }
    InternalCallFunction thunk = NULL;
    pthread_mutex_lock(&lock);
    for (int i = 0; i < site_count && !thunk; i++) /* sites of the same shape are one */
        if (memcmp(&sites[i], &site, sizeof site) == 0) thunk = thunks[i];
    if (!thunk && site_count < THUNK_COUNT) {
        sites[site_count] = site;
        thunk = thunks[site_count++];
    }
    pthread_mutex_unlock(&lock);
    if (!thunk) snprintf(why, why_size, "more than %d P/Invoke targets and unmanaged calli signatures", THUNK_COUNT);
    return thunk;
}

/* ---- reverse P/Invoke: native code calling [UnmanagedCallersOnly] methods ----------------
 * As CoreCLR's UMEntryThunk: one native entry point per method (a fixed pool of C functions,
 * each taking up to 8 integer-register arguments: System V passes the first 6 in registers and
 * the rest on the stack, where a callee declared with 8 finds them), which switches the thread
 * to cooperative mode, runs the method, and switches back.  Float arguments and results are
 * refused when the entry is made (interop_unmanaged_entry). */

enum { REVERSE_THUNK_COUNT = 64 };

typedef struct ReverseSite {
    Method *method;          /* the [UnmanagedCallersOnly] method, or the delegate type's Invoke */
    GcHandle delegate;       /* a delegate's entry: a weak handle to it (its target then `this`) */
    uint8_t argument_count;
    uint8_t result;                     /* ResultKind */
    uint8_t extend[MAX_REVERSE_PARAMETERS];      /* as CallSite.sign_extend */
    uint8_t float_size[MAX_REVERSE_PARAMETERS];  /* 4 or 8: a float or double argument, from an SSE register */
    uint16_t slot[MAX_REVERSE_PARAMETERS];
    uint32_t argument_slots;
} ReverseSite;

static ReverseSite reverse_sites[REVERSE_THUNK_COUNT];
static int reverse_site_count;

/* A native thread attached by a reverse P/Invoke is detached when it ends (as CoreCLR's TLS
 * destructor does): the collector must not scan a stack that is gone. */
static pthread_key_t attached_key;
static pthread_once_t attached_key_once = PTHREAD_ONCE_INIT;

static void detach_attached_thread(void *value) {
    (void)value;
    thread_detach_current();
}

static void create_attached_key(void) {
    if (pthread_key_create(&attached_key, detach_attached_thread) != 0) abort();
}

static Thread *attach_native_thread(void) {
    pthread_once(&attached_key_once, create_attached_key);
    Thread *thread = thread_attach_current();
    if (!thread) {
        fprintf(stderr, "corvid: a native thread called managed code and could not be attached\n");
        abort();
    }
    interp_thread_init(thread);
    pthread_setspecific(attached_key, thread);
    return thread;
}

/* The thunks receive integer arguments as `a` (in order: six registers, then two from the
 * stack) and floating-point ones as `f` (xmm0..7); the result's bits come back. */
static int64_t reverse_call(int index, const int64_t *a, const double *f) {
    const ReverseSite *site = &reverse_sites[index];
    Thread *thread = thread_current;
    bool was_preemptive = false;
    if (!thread) {
        thread = attach_native_thread(); /* a thread the runtime has not seen (CoreCLR sets one up too) */
    } else {
        was_preemptive = __atomic_load_n(&thread->gc_mode, __ATOMIC_SEQ_CST) == THREAD_MODE_PREEMPTIVE;
    }
    if (was_preemptive) gc_leave_preemptive(thread);
    Slot args[MAX_REVERSE_PARAMETERS + 1] = {{0}}, result[4] = {{0}};
    if (site->delegate) {
        Object *target = gc_handle_get(site->delegate);
        if (!target) { /* CoreCLR fails fast the same way (its CallbackOnCollectedDelegate check) */
            fprintf(stderr, "Process terminated. A callback was made on a garbage collected delegate of type '%s'.\n",
                    site->method->owner->name);
            abort();
        }
        args[0].o = target;
    }
    for (int i = 0, n = 0, x = 0; i < site->argument_count; i++) {
        if (site->float_size[i]) {
            union { double value; uint64_t bits; } u = {.value = f[x++]};
            args[site->slot[i]].u8 = site->float_size[i] == 4 ? (uint32_t)u.bits : u.bits; /* a float: the low half */
        } else {
            args[site->slot[i]].u8 = (uint64_t)widen((uint64_t)a[n++], site->extend[i]);
        }
    }
    if (!interp_invoke(thread, site->method, args, result)) {
        /* CoreCLR: an exception may not leave an [UnmanagedCallersOnly] method; the process ends */
        vm_report_unhandled(thread);
        vm_exit_unhandled();
    }
    int64_t r;
    switch (site->result) {
    case RESULT_VOID: r = 0; break;
    case RESULT_I1: r = (int8_t)result[0].i4; break;
    case RESULT_U1: r = (uint8_t)result[0].i4; break;
    case RESULT_I2: r = (int16_t)result[0].i4; break;
    case RESULT_U2: r = (uint16_t)result[0].i4; break;
    case RESULT_I4: r = result[0].i4; break;
    case RESULT_R4: r = (int64_t)result[0].u4; break;
    default: r = result[0].i8; break;
    }
    gc_enter_preemptive(thread); /* back in native code, whether it came from a P/Invoke or not */
    return r;
}

/* Each entry exists twice: returning in rax and in xmm0 (a float or double result).  Both take
 * six integer registers, the eight SSE ones, then two integers from the stack: System V fills
 * the integer and SSE registers apart, so the 7th and 8th integer arguments of any signature
 * with at most eight floating-point ones are the first two stack words either way. */
#define REVERSE_PARAMETERS                                                                             \
    int64_t a0, int64_t a1, int64_t a2, int64_t a3, int64_t a4, int64_t a5, double f0, double f1, double f2, \
        double f3, double f4, double f5, double f6, double f7, int64_t a6, int64_t a7
#define REVERSE_ARGUMENTS(n)                                                                   \
    const int64_t a[MAX_ARGUMENTS] = {a0, a1, a2, a3, a4, a5, a6, a7};                         \
    const double f[MAX_SSE_REGISTERS] = {f0, f1, f2, f3, f4, f5, f6, f7};                      \
    int64_t bits = reverse_call(0b##n, a, f)
#define RTHUNK1(n)                                                                             \
    static int64_t rthunk_##n(REVERSE_PARAMETERS) {                                            \
        REVERSE_ARGUMENTS(n);                                                                  \
        return bits;                                                                           \
    }                                                                                          \
    static double rthunk_float_##n(REVERSE_PARAMETERS) {                                       \
        REVERSE_ARGUMENTS(n);                                                                  \
        return float_register((uint64_t)bits, 8); /* a float's bits are already the low half */ \
    }
#define RTHUNK2(n) RTHUNK1(n##0) RTHUNK1(n##1)
#define RTHUNK4(n) RTHUNK2(n##0) RTHUNK2(n##1)
#define RTHUNK8(n) RTHUNK4(n##0) RTHUNK4(n##1)
#define RTHUNK16(n) RTHUNK8(n##0) RTHUNK8(n##1)
#define RTHUNK32(n) RTHUNK16(n##0) RTHUNK16(n##1)
RTHUNK32(0)
RTHUNK32(1)
typedef int64_t (*ReverseThunk)(REVERSE_PARAMETERS);
typedef double (*ReverseThunkFloat)(REVERSE_PARAMETERS);
#define RENTRY1(n) rthunk_##n,
#define RENTRY2(n) RENTRY1(n##0) RENTRY1(n##1)
#define RENTRY4(n) RENTRY2(n##0) RENTRY2(n##1)
#define RENTRY8(n) RENTRY4(n##0) RENTRY4(n##1)
#define RENTRY16(n) RENTRY8(n##0) RENTRY8(n##1)
#define RENTRY32(n) RENTRY16(n##0) RENTRY16(n##1)
static const ReverseThunk reverse_thunks[REVERSE_THUNK_COUNT] = {RENTRY32(0) RENTRY32(1)};
#define FENTRY1(n) rthunk_float_##n,
#define FENTRY2(n) FENTRY1(n##0) FENTRY1(n##1)
#define FENTRY4(n) FENTRY2(n##0) FENTRY2(n##1)
#define FENTRY8(n) FENTRY4(n##0) FENTRY4(n##1)
#define FENTRY16(n) FENTRY8(n##0) FENTRY8(n##1)
#define FENTRY32(n) FENTRY16(n##0) FENTRY16(n##1)
static const ReverseThunkFloat reverse_thunks_float[REVERSE_THUNK_COUNT] = {FENTRY32(0) FENTRY32(1)};

/* The native entry of reverse site `index`: the one returning where its result goes. */
static void *reverse_entry(int index) {
    uint8_t result = reverse_sites[index].result;
    return result == RESULT_R4 || result == RESULT_R8 ? (void *)reverse_thunks_float[index] : (void *)reverse_thunks[index];
}

static bool reverse_signature(Thread *thread, Method *method, uint32_t first_slot, ReverseSite *out, char *why, size_t why_size);

/* A new entry for `site` (lock held); NULL when the pool is used up. */
static void *add_reverse_site(const ReverseSite *site) {
    if (reverse_site_count == REVERSE_THUNK_COUNT) return NULL;
    reverse_sites[reverse_site_count] = *site;
    return reverse_entry(reverse_site_count++);
}

void *interop_unmanaged_entry(Thread *thread, Method *method, char *why, size_t why_size) {
    if (!loader_prepare_method(thread, method)) {
        thread->exception = NULL;
        snprintf(why, why_size, "its signature does not load");
        return NULL;
    }
    pthread_mutex_lock(&lock);
    for (int i = 0; i < reverse_site_count; i++)
        if (reverse_sites[i].method == method && !reverse_sites[i].delegate) {
            pthread_mutex_unlock(&lock);
            return reverse_entry(i);
        }
    pthread_mutex_unlock(&lock);
    MethodSignature *sig = &method->signature;
    ReverseSite site = {.method = method};
    if (sig->has_this || method->generic_argument_count) {
        snprintf(why, why_size, "it is an instance or generic method");
        return NULL;
    }
    if (!reverse_signature(thread, method, 0, &site, why, why_size)) return NULL;
    void *entry = NULL;
    pthread_mutex_lock(&lock);
    for (int i = 0; i < reverse_site_count && !entry; i++)
        if (reverse_sites[i].method == method && !reverse_sites[i].delegate) entry = reverse_entry(i); /* raced */
    if (!entry) entry = add_reverse_site(&site);
    pthread_mutex_unlock(&lock);
    if (!entry) snprintf(why, why_size, "more than %d [UnmanagedCallersOnly] methods and delegates are called from native code", REVERSE_THUNK_COUNT);
    return entry;
}

/* Marshal.GetFunctionPointerForDelegate and delegate arguments of P/Invokes: one native entry
 * per delegate, which invokes it on the calling thread.  The entry holds the delegate weakly,
 * as CoreCLR's does (the caller keeps the delegate alive while native code may call it), and
 * an entry whose delegate was collected is reused; calling such an entry fails fast. */
void *interop_delegate_entry(Thread *thread, Object *delegate, char *why, size_t why_size) {
    Type *type = delegate->vtable->type;
    Method *invoke = loader_find_method(type, "Invoke", -1);
    if (!invoke || !loader_prepare_method(thread, invoke)) {
        thread->exception = NULL;
        snprintf(why, why_size, "its type has no Invoke method that loads");
        return NULL;
    }
    pthread_mutex_lock(&lock);
    for (int i = 0; i < reverse_site_count; i++)
        if (reverse_sites[i].delegate && gc_handle_get(reverse_sites[i].delegate) == delegate) {
            pthread_mutex_unlock(&lock);
            return reverse_entry(i);
        }
    pthread_mutex_unlock(&lock);
    ReverseSite site = {.method = invoke};
    if (!reverse_signature(thread, invoke, 1, &site, why, why_size)) return NULL;
    site.delegate = gc_handle_new(delegate, GC_HANDLE_WEAK_SHORT);
    pthread_mutex_lock(&lock);
    void *entry = NULL;
    for (int i = 0; i < reverse_site_count && !entry; i++)
        if (reverse_sites[i].delegate && !gc_handle_get(reverse_sites[i].delegate)) { /* its delegate is gone */
            gc_handle_free(reverse_sites[i].delegate);
            reverse_sites[i] = site;
            entry = reverse_entry(i);
        }
    if (!entry) entry = add_reverse_site(&site);
    pthread_mutex_unlock(&lock);
    if (!entry) {
        gc_handle_free(site.delegate);
        snprintf(why, why_size, "more than %d delegates and [UnmanagedCallersOnly] methods are called from native code at once",
                 REVERSE_THUNK_COUNT);
    }
    return entry;
}

/* ---- Marshal.GetDelegateForFunctionPointer ---------------------------------------------------
 * A native function pointer as a delegate: the delegate whose entry it is (a round trip through
 * GetFunctionPointerForDelegate gives back the same delegate, as CoreCLR's), or a new delegate
 * of the type calling it.  The new one is open over a static method corvid makes, one per
 * (delegate type, pointer): Invoke's signature without `this`, bound like a P/Invoke of Invoke's
 * parameter marshalling to that pointer (so it takes a thunk of the P/Invoke pool). */
typedef struct PointerDelegateStub {
    Type *type;
    void *pointer;
    Method *method;
    struct PointerDelegateStub *next;
} PointerDelegateStub;
static PointerDelegateStub *pointer_stubs;

static Method *pointer_stub(Thread *thread, Type *type, void *pointer, char *why, size_t why_size) {
    pthread_mutex_lock(&lock);
    for (PointerDelegateStub *stub = pointer_stubs; stub; stub = stub->next)
        if (stub->type == type && stub->pointer == pointer) {
            pthread_mutex_unlock(&lock);
            return stub->method;
        }
    pthread_mutex_unlock(&lock);
    Method *invoke = loader_find_method(type, "Invoke", -1);
    CallSite site;
    if (!invoke) {
        snprintf(why, why_size, "its type has no Invoke method");
        return NULL;
    }
    if (!bind_site(thread, invoke, 0, &site, why, why_size)) return NULL;
    site.target = pointer;
    Method *method = calloc(1, sizeof *method);
    PointerDelegateStub *stub = calloc(1, sizeof *stub);
    if (!method || !stub) abort();
    *method = (Method){.owner = type, .name = invoke->name, .flags = META_METHOD_STATIC | 0x0006u /* Public */,
                       .vtable_slot = -1, .signature = invoke->signature, .argument_slots = invoke->argument_slots - 1,
                       .return_slots = invoke->return_slots, .signature_ready = true};
    method->signature.has_this = false;
    pthread_mutex_lock(&lock);
    if (site_count == THUNK_COUNT) {
        pthread_mutex_unlock(&lock);
        free(method);
        free(stub);
        snprintf(why, why_size, "more than %d P/Invoke targets", THUNK_COUNT);
        return NULL;
    }
    sites[site_count] = site;
    method->internal_call = thunks[site_count++];
    *stub = (PointerDelegateStub){type, pointer, method, pointer_stubs};
    pointer_stubs = stub;
    pthread_mutex_unlock(&lock);
    return method;
}

Object *interop_delegate_for_pointer(Thread *thread, void *pointer, Type *type, char *why, size_t why_size) {
    pthread_mutex_lock(&lock);
    for (int i = 0; i < reverse_site_count; i++)
        if (reverse_sites[i].delegate && reverse_entry(i) == pointer) {
            Object *delegate = gc_handle_get(reverse_sites[i].delegate);
            if (delegate && delegate->vtable->type == type) {
                pthread_mutex_unlock(&lock);
                return delegate;
            }
        }
    pthread_mutex_unlock(&lock);
    Method *method = pointer_stub(thread, type, pointer, why, why_size);
    if (!method) return NULL;
    Object *delegate = vm_new_object(thread, type);
    Field *method_field = loader_find_field(vm_types.delegate, "_methodPtr");
    if (delegate && method_field) *(Method **)((uint8_t *)delegate + method_field->offset) = method;
    return delegate;
}

bool interop_is_pointer_delegate_method(const Method *method) {
    return method && !method->token && method->internal_call && (method->owner->flags & TYPE_FLAG_DELEGATE);
}

/* The argument layout of `method` for a reverse entry; its first `first_slot` slots are not
 * native arguments (a delegate's `this`). */
static bool reverse_signature(Thread *thread, Method *method, uint32_t first_slot, ReverseSite *out, char *why, size_t why_size) {
    MethodSignature *sig = &method->signature;
    ReverseSite site = *out;
    if (sig->parameter_count > MAX_REVERSE_PARAMETERS) {
        snprintf(why, why_size, "more than %d arguments", MAX_REVERSE_PARAMETERS);
        return false;
    }
    uint32_t slot = first_slot, floats = 0, integers = 0;
    for (uint32_t i = 0; i < sig->parameter_count; i++) {
        Type *p = sig->parameter_types[i];
        if (p->kind == TYPE_KIND_VALUE_TYPE && !loader_ensure_laid_out(thread, p)) {
            thread->exception = NULL;
            snprintf(why, why_size, "parameter %u does not load", i + 1);
            return false;
        }
        if (p == vm_types.single || p == vm_types.double_type) {
            site.float_size[i] = p == vm_types.single ? 4 : 8;
            if (++floats > MAX_SSE_REGISTERS) {
                snprintf(why, why_size, "more than %d floating-point arguments", MAX_SSE_REGISTERS);
                return false;
            }
        } else if (!integer_class(p, &site.extend[i])) {
            snprintf(why, why_size, "parameter %u is not an integer, floating-point number, pointer or byref", i + 1);
            return false;
        } else if (++integers > MAX_ARGUMENTS) {
            snprintf(why, why_size, "more than %d integer or pointer arguments", MAX_ARGUMENTS);
            return false;
        }
        site.slot[i] = (uint16_t)slot;
        slot += p->kind == TYPE_KIND_VALUE_TYPE ? SLOTS_FOR_SIZE(p->instance_size) : 1;
    }
    site.argument_count = (uint8_t)sig->parameter_count;
    site.argument_slots = slot;
    Type *r = sig->return_type;
    if (r->kind == TYPE_KIND_VALUE_TYPE && r != vm_types.void_type && !loader_ensure_laid_out(thread, r)) {
        thread->exception = NULL;
        snprintf(why, why_size, "the return type does not load");
        return false;
    }
    if (r == vm_types.single || r == vm_types.double_type) {
        site.result = r == vm_types.single ? RESULT_R4 : RESULT_R8;
    } else if (!result_kind(r, &site.result)) {
        snprintf(why, why_size, "the return type is not an integer, floating-point number, pointer or void");
        return false;
    }
    *out = site;
    return true;
}

/* ---- native layouts (Marshal.SizeOf / OffsetOf) -------------------------------------------
 * What CoreCLR's EEClassNativeLayoutInfo computes for a type with sequential or explicit layout:
 * each instance field in its marshalled form (bool as a 4-byte BOOL unless [MarshalAs(U1/I1)],
 * char as 1 byte unless the type's CharSet is Unicode, strings, delegates and SafeHandles as
 * pointers, [MarshalAs(ByValTStr/ByValArray)] inline with SizeConst elements, structs and classes
 * with layout embedded), aligned to the smaller of its alignment and the type's packing; auto-
 * layout types, object and interface fields and arrays without ByValArray cannot be marshalled. */



/* A field's FieldMarshal blob (empty when it has none). */
static MetaBlob field_marshal(Field *field) {
    MetaBlob none = {0};
    if (!field->owner->assembly || META_TOKEN_TABLE(field->token) != META_TABLE_FIELD) return none;
    MetaImage *image = field->owner->assembly->image;
    uint32_t marshals = meta_table_row_count(image, META_TABLE_FIELDMARSHAL);
    for (uint32_t m = 1; m <= marshals; m++) {
        const MetaFieldMarshalRow *marshal = meta_field_marshal(image, m);
        if (marshal && marshal->parent == field->token && marshal->native_type.size) return marshal->native_type;
    }
    return none;
}

/* The field whose type stopped the thread's last failed native_layout (NULL: the type itself). */
static __thread Field *layout_failed_field;

static bool is_subclass_of(Type *type, Type *base) {
    for (; type && base; type = type->parent)
        if (type == base) return true;
    return false;
}

/* The marshalled shape of a value of `type` in a field (`marshal`: its [MarshalAs], `unicode`:
 * the owner's CharSet); false when it cannot be marshalled. */
static bool native_value_shape(Thread *thread, Type *type, MetaBlob marshal, bool unicode, NativeShape *out, int depth) {
    uint8_t native = marshal.size ? marshal.data[0] : 0;
    uint32_t count = 0;
    if (native == NATIVE_TYPE_BYVALTSTR || native == NATIVE_TYPE_BYVALARRAY) {
        MetaSigCursor cursor = meta_sig_cursor(marshal);
        uint8_t skip, sub = 0;
        meta_sig_read_byte(&cursor, &skip);
        if (native == NATIVE_TYPE_BYVALARRAY) {
            /* ByValArray: SizeConst, then ArraySubType (II.23.4: the element's native type) */
            if (!meta_sig_read_compressed_u32(&cursor, &count)) return false;
            if (meta_sig_peek_byte(&cursor, &sub)) meta_sig_read_byte(&cursor, &sub);
            if (type->kind != TYPE_KIND_ARRAY || type->rank != 1 || (type->flags & TYPE_FLAG_MULTI_DIMENSIONAL)) return false;
            NativeShape element;
            MetaBlob element_marshal = {&sub, sub ? 1 : 0};
            if (!native_value_shape(thread, type->element, element_marshal, unicode, &element, depth + 1)) return false;
            *out = (NativeShape){element.size * count, element.alignment};
            return true;
        }
        if (!meta_sig_read_compressed_u32(&cursor, &count) || type != vm_types.string) return false;
        uint32_t unit = unicode ? 2 : 1;
        *out = (NativeShape){unit * count, unit};
        return true;
    }
    if (type->kind == TYPE_KIND_POINTER || type == vm_types.intptr || type == vm_types.uintptr) {
        *out = (NativeShape){8, 8};
        return true;
    }
    if (type->kind == TYPE_KIND_VALUE_TYPE && (type->flags & TYPE_FLAG_ENUM) && type->element) type = type->element;
    switch (type->kind == TYPE_KIND_VALUE_TYPE ? type->element_type : 0) {
    case META_ELEMENT_TYPE_BOOLEAN: {
        uint32_t size = native == NATIVE_TYPE_U1 || native == NATIVE_TYPE_I1 ? 1 : 4;
        *out = (NativeShape){size, size};
        return true;
    }
    case META_ELEMENT_TYPE_CHAR: {
        uint32_t size = native == NATIVE_TYPE_U2 || native == NATIVE_TYPE_I2 ? 2 : native == NATIVE_TYPE_U1 || native == NATIVE_TYPE_I1 ? 1 : unicode ? 2 : 1;
        *out = (NativeShape){size, size};
        return true;
    }
    case META_ELEMENT_TYPE_I1: case META_ELEMENT_TYPE_U1: *out = (NativeShape){1, 1}; return true;
    case META_ELEMENT_TYPE_I2: case META_ELEMENT_TYPE_U2: *out = (NativeShape){2, 2}; return true;
    case META_ELEMENT_TYPE_I4: case META_ELEMENT_TYPE_U4: case META_ELEMENT_TYPE_R4: *out = (NativeShape){4, 4}; return true;
    case META_ELEMENT_TYPE_I8: case META_ELEMENT_TYPE_U8: case META_ELEMENT_TYPE_R8:
    case META_ELEMENT_TYPE_I: case META_ELEMENT_TYPE_U: *out = (NativeShape){8, 8}; return true;
    default: break;
    }
    if (type->kind == TYPE_KIND_VALUE_TYPE) return native_layout(thread, type, out, NULL, depth + 1);
    resolve_members();
    if (type == vm_types.string || (members.delegate && is_subclass_of(type, members.delegate)) ||
        (members.safe_handle && is_subclass_of(type, members.safe_handle)) || (members.string_builder && type == members.string_builder)) {
        *out = (NativeShape){8, 8};
        return true;
    }
    if (type->kind == TYPE_KIND_CLASS && (type->attributes & META_TYPE_LAYOUT_MASK) != 0)
        return native_layout(thread, type, out, NULL, depth + 1); /* a class with layout is embedded */
    return false;
}

/* The native layout of `type` (a struct or a class with sequential or explicit layout), each
 * field shown to `visitor` (may be NULL); false when it cannot be marshalled. */
static bool native_layout(Thread *thread, Type *type, NativeShape *shape, const NativeFieldVisitor *visitor, int depth) {
    if (!depth) layout_failed_field = NULL;
    if (depth > 32 || !loader_ensure_laid_out(thread, type)) return false;
    uint32_t layout = type->attributes & META_TYPE_LAYOUT_MASK;
    if (layout != META_TYPE_SEQUENTIAL_LAYOUT && layout != META_TYPE_EXPLICIT_LAYOUT) return false;
    if (type->kind != TYPE_KIND_VALUE_TYPE && type->kind != TYPE_KIND_CLASS) return false;
    MetaImage *image = type->assembly->image;
    uint32_t packing = 8, class_size = 0, layouts = meta_table_row_count(image, META_TABLE_CLASSLAYOUT);
    for (uint32_t row = 1; row <= layouts; row++) {
        const MetaClassLayoutRow *r = meta_class_layout(image, row);
        if (r->parent == type->typedef_row) {
            if (r->packing_size) packing = r->packing_size;
            class_size = r->class_size;
        }
    }
    bool unicode = (type->attributes & META_TYPE_STRING_FORMAT_MASK) == 0x10000u;
    uint32_t offset = 0, alignment = 1;
    /* a class's base with layout comes first (System.Object contributes nothing) */
    if (type->kind == TYPE_KIND_CLASS && type->parent && type->parent != vm_types.object) {
        NativeShape base;
        if (!native_layout(thread, type->parent, &base, visitor, depth + 1)) return false;
        offset = base.size, alignment = base.alignment;
    }
    for (uint32_t i = 0; i < type->field_count; i++) {
        Field *field = &type->fields[i];
        if (field->flags & META_FIELD_STATIC) continue;
        NativeShape f;
        MetaBlob marshal = field_marshal(field);
        if (!field->type || !native_value_shape(thread, field->type, marshal, unicode, &f, depth)) {
            if (!layout_failed_field) layout_failed_field = field;
            return false;
        }
        uint32_t align = f.alignment < packing ? f.alignment : packing;
        if (!align) align = 1;
        uint32_t at;
        if (layout == META_TYPE_EXPLICIT_LAYOUT) {
            at = 0;
            uint32_t rows = meta_table_row_count(image, META_TABLE_FIELDLAYOUT);
            for (uint32_t row = 1; row <= rows; row++) {
                const MetaFieldLayoutRow *r = meta_field_layout(image, row);
                if (META_TOKEN(META_TABLE_FIELD, r->field) == field->token) at = r->offset;
            }
            at += offset;
            if (at + f.size > class_size) class_size = at + f.size;
        } else {
            at = (offset + align - 1) / align * align;
            offset = at + f.size;
        }
        if (align > alignment) alignment = align;
        if (visitor && !visitor->visit(thread, field, marshal, unicode, at, f, visitor->context)) return false;
    }
    uint32_t size = layout == META_TYPE_EXPLICIT_LAYOUT ? class_size : (offset + alignment - 1) / alignment * alignment;
    if (class_size > size) size = class_size;
    *shape = (NativeShape){size ? size : 1, alignment};
    return true;
}

static bool native_size_of(Thread *thread, Type *type, uint32_t *size) {
    NativeShape shape;
    if (!native_layout(thread, type, &shape, NULL, 0)) return false;
    *size = shape.size;
    return true;
}

/* Marshal.SizeOf: primitives and pointers as themselves, types with layout as marshalled; -1
 * when the type cannot be marshalled as an unmanaged structure. */
int32_t interop_native_size(Thread *thread, Type *type) {
    NativeShape shape;
    MetaBlob none = {0};
    bool ok = type->kind == TYPE_KIND_VALUE_TYPE || type->kind == TYPE_KIND_POINTER
                  ? native_value_shape(thread, type, none, false, &shape, 0)
                  : native_layout(thread, type, &shape, NULL, 0);
    thread->exception = NULL;
    return ok ? (int32_t)shape.size : -1;
}

/* Marshal.OffsetOf: the field's offset in its owner's native layout; -1 when the owner cannot be
 * marshalled. */
typedef struct WantedField {
    Field *field;
    int64_t offset;
} WantedField;

static bool find_wanted_field(Thread *thread, Field *field, MetaBlob marshal, bool unicode, uint32_t native_offset,
                              NativeShape shape, void *context) {
    (void)thread, (void)marshal, (void)unicode, (void)shape;
    WantedField *wanted = context;
    if (field == wanted->field) wanted->offset = native_offset;
    return true;
}

int64_t interop_native_field_offset(Thread *thread, Field *field) {
    NativeShape shape;
    WantedField wanted = {field, -1};
    NativeFieldVisitor visitor = {find_wanted_field, &wanted};
    bool ok = native_layout(thread, field->owner, &shape, &visitor, 0);
    int64_t offset = wanted.offset;
    thread->exception = NULL;
    return ok ? offset : -1;
}

/* ---- structure marshalling (Marshal.StructureToPtr / PtrToStructure / DestroyStructure) ----
 * CoreLib asks MarshalNative_TryGetStructMarshalStub for a type's marshaller: none for a
 * blittable type (CoreLib copies its bytes), else a managed function pointer
 * `void (ref byte managed, byte* native, int operation, ref CleanupWorkListElement)` that it
 * calls for CoreLib's MarshalOperation: Marshal (managed -> native, allocating the strings),
 * Unmarshal (native -> managed, new strings and arrays) and Cleanup (frees what Marshal
 * allocated; the managed side may be a null ref then).  CoreCLR builds an IL marshal_method per type;
 * corvid's is one Method per type whose body is struct_marshal_call, walking the native layout
 * above.  Strings go through malloc/free, which are CoTaskMemAlloc/Free on Unix. */

enum { NATIVE_TYPE_FUNC = 0x26 };

typedef struct StructMarshal {
    uint8_t *managed; /* the first field's data (CoreLib's GetRawData), NULL for a cleanup without one */
    uint8_t *native;
    int operation;
    int depth;
} StructMarshal;

static bool marshal_layout(Thread *thread, Type *type, uint8_t *managed, uint8_t *native, int operation, int depth);

static bool marshal_failure(Thread *thread, const char *what, Type *type) {
    char name[600], message[900];
    loader_type_full_name(type, name, sizeof name);
    snprintf(message, sizeof message, "corvid does not support marshalling %s (%s) inside a structure yet.", what, name);
    vm_throw_new(thread, "System.NotSupportedException", message);
    return false;
}

/* A string field marshalled as a pointer: its [MarshalAs], else the owner's CharSet (Auto is
 * UTF-8 on Unix, as CoreCLR). */
static bool string_field_is_utf16(MetaBlob marshal, bool unicode) {
    uint8_t native = marshal.size ? marshal.data[0] : 0;
    if (native == NATIVE_TYPE_LPWSTR) return true;
    if (native == NATIVE_TYPE_LPSTR || native == NATIVE_TYPE_LPUTF8STR || native == NATIVE_TYPE_LPTSTR) return false;
    return unicode;
}

/* ByValTStr: `units` characters inline, the last one always the terminator (CoreCLR truncates). */
static bool marshal_inline_string(Thread *thread, uint8_t *managed, uint8_t *native, uint32_t bytes, bool unicode, int operation) {
    uint32_t unit = unicode ? 2 : 1, units = bytes / unit;
    if (operation == MARSHAL_OPERATION_CLEANUP || !units) return true;
    if (operation == MARSHAL_OPERATION_MARSHAL) {
        String *string = *(String **)managed;
        memset(native, 0, bytes);
        if (!string) return true;
        if (unicode) {
            uint32_t count = (uint32_t)string->length < units - 1 ? (uint32_t)string->length : units - 1;
            memcpy(native, string->chars, (size_t)count * 2);
            return true;
        }
        char *utf8 = vm_string_to_utf8(string);
        if (!utf8) return marshal_failure(thread, "a string that does not convert", vm_types.string);
        size_t length = strlen(utf8);
        if (length > units - 1) { /* never half a character */
            length = units - 1;
            while (length && ((uint8_t)utf8[length] & 0xC0) == 0x80) length--;
        }
        memcpy(native, utf8, length);
        free(utf8);
        return true;
    }
    String *string;
    if (unicode) {
        uint32_t length = 0;
        while (length < units && ((uint16_t *)native)[length]) length++;
        string = vm_new_string_utf16(thread, (const uint16_t *)native, (int32_t)length);
    } else {
        char *copy = malloc(units + 1);
        if (!copy) return marshal_failure(thread, "a string (out of memory)", vm_types.string);
        memcpy(copy, native, units);
        copy[units] = 0;
        string = vm_new_string_utf8(thread, copy);
        free(copy);
    }
    if (!string) return false;
    gc_write_barrier_store((Object **)managed, (Object *)string);
    return true;
}

static bool marshal_value(Thread *thread, Type *type, MetaBlob marshal, bool unicode, NativeShape shape, uint8_t *managed,
                          uint8_t *native, int operation, int depth);

/* ByValArray: SizeConst elements inline; Unmarshal makes a new array (CoreCLR's behaviour). */
static bool marshal_inline_array(Thread *thread, Type *type, MetaBlob marshal, bool unicode, NativeShape shape, uint8_t *managed,
                                 uint8_t *native, int operation, int depth) {
    MetaSigCursor cursor = meta_sig_cursor(marshal);
    uint8_t skip, sub = 0;
    uint32_t count = 0;
    meta_sig_read_byte(&cursor, &skip);
    meta_sig_read_compressed_u32(&cursor, &count);
    if (meta_sig_peek_byte(&cursor, &sub)) meta_sig_read_byte(&cursor, &sub);
    MetaBlob element_marshal = {&sub, sub ? 1 : 0};
    NativeShape element;
    if (!count || !native_value_shape(thread, type->element, element_marshal, unicode, &element, depth + 1)) return true;
    Array *array = managed ? *(Array **)managed : NULL;
    if (operation == MARSHAL_OPERATION_MARSHAL && !array) {
        memset(native, 0, shape.size);
        return true;
    }
    if (operation == MARSHAL_OPERATION_MARSHAL && (uint64_t)array->length < count) {
        vm_throw_new(thread, "System.ArgumentException",
                     "Type could not be marshaled because the length of an embedded array instance does not match the declared length in the layout.");
        return false;
    }
    if (operation == MARSHAL_OPERATION_UNMARSHAL) {
        array = vm_new_array(thread, type->element, count);
        if (!array) return false;
        gc_write_barrier_store((Object **)managed, (Object *)array);
    }
    uint32_t stride = array ? array->object.vtable->component_size : 0;
    for (uint32_t i = 0; i < count; i++) {
        uint8_t *slot = array ? (uint8_t *)vm_array_data((Object *)array) + (size_t)i * stride : NULL;
        if (!marshal_value(thread, type->element, element_marshal, unicode, element, slot, native + (size_t)i * element.size, operation,
                           depth + 1))
            return false;
    }
    return true;
}

/* One value between its managed form at `managed` and its native form at `native`. */
static bool marshal_value(Thread *thread, Type *type, MetaBlob marshal, bool unicode, NativeShape shape, uint8_t *managed,
                          uint8_t *native, int operation, int depth) {
    uint8_t native_type = marshal.size ? marshal.data[0] : 0;
    bool cleanup = operation == MARSHAL_OPERATION_CLEANUP, to_native = operation == MARSHAL_OPERATION_MARSHAL;
    if (native_type == NATIVE_TYPE_BYVALTSTR) return marshal_inline_string(thread, managed, native, shape.size, unicode, operation);
    if (native_type == NATIVE_TYPE_BYVALARRAY) return marshal_inline_array(thread, type, marshal, unicode, shape, managed, native, operation, depth);
    if (type->kind == TYPE_KIND_VALUE_TYPE && (type->flags & TYPE_FLAG_ENUM) && type->element) type = type->element;
    if (type->kind == TYPE_KIND_POINTER || type == vm_types.intptr || type == vm_types.uintptr) {
        if (!cleanup) memcpy(to_native ? native : managed, to_native ? managed : native, 8);
        return true;
    }
    if (type->kind == TYPE_KIND_VALUE_TYPE) {
        switch (type->element_type) {
        case META_ELEMENT_TYPE_BOOLEAN:
            if (to_native) {
                uint32_t value = managed[0] != 0;
                memcpy(native, &value, shape.size); /* little-endian: the low byte first */
            } else if (!cleanup) {
                uint32_t value = 0;
                memcpy(&value, native, shape.size);
                managed[0] = value != 0;
            }
            return true;
        case META_ELEMENT_TYPE_CHAR:
            if (shape.size == 2) {
                if (!cleanup) memcpy(to_native ? native : managed, to_native ? managed : native, 2);
            } else if (to_native) {
                uint16_t c = *(uint16_t *)managed;
                native[0] = c < 0x80 ? (uint8_t)c : '?'; /* one ANSI (UTF-8) byte holds ASCII only */
            } else if (!cleanup) {
                *(uint16_t *)managed = native[0];
            }
            return true;
        case META_ELEMENT_TYPE_I1: case META_ELEMENT_TYPE_U1: case META_ELEMENT_TYPE_I2: case META_ELEMENT_TYPE_U2:
        case META_ELEMENT_TYPE_I4: case META_ELEMENT_TYPE_U4: case META_ELEMENT_TYPE_R4: case META_ELEMENT_TYPE_I8:
        case META_ELEMENT_TYPE_U8: case META_ELEMENT_TYPE_R8: case META_ELEMENT_TYPE_I: case META_ELEMENT_TYPE_U:
            if (!cleanup) memcpy(to_native ? native : managed, to_native ? managed : native, shape.size);
            return true;
        default:
            return marshal_layout(thread, type, managed, native, operation, depth + 1); /* an embedded struct */
        }
    }
    resolve_members();
    if (type == vm_types.string) {
        bool utf16 = string_field_is_utf16(marshal, unicode);
        void **pointer = (void **)native;
        if (cleanup) {
            free(*pointer);
        } else if (to_native) {
            String *string = *(String **)managed;
            *pointer = string ? native_string(string, utf16 ? REFERENCE_UTF16 : REFERENCE_UTF8) : NULL;
            if (string && !*pointer) return marshal_failure(thread, "a string (out of memory)", type);
        } else {
            String *string = NULL;
            if (*pointer) {
                if (utf16) {
                    const uint16_t *chars = *pointer;
                    int32_t length = 0;
                    while (chars[length]) length++;
                    string = vm_new_string_utf16(thread, chars, length);
                } else {
                    string = vm_new_string_utf8(thread, *pointer);
                }
                if (!string) return false;
            }
            gc_write_barrier_store((Object **)managed, (Object *)string);
        }
        return true;
    }
    if (members.delegate && is_subclass_of(type, members.delegate)) {
        if (operation == MARSHAL_OPERATION_UNMARSHAL) { /* as Marshal.GetDelegateForFunctionPointer */
            void *pointer = *(void **)native;
            Object *delegate = NULL;
            char why[256];
            if (pointer && !(delegate = interop_delegate_for_pointer(thread, pointer, type, why, sizeof why)))
                return thread->exception ? false : marshal_failure(thread, "a native function pointer back to a delegate", type);
            gc_write_barrier_store((Object **)managed, delegate);
            return true;
        }
        if (to_native) {
            Object *delegate = *(Object **)managed;
            char why[300];
            *(void **)native = delegate ? interop_delegate_entry(thread, delegate, why, sizeof why) : NULL;
            if (delegate && !*(void **)native) return marshal_failure(thread, "a delegate", type);
        }
        return true;
    }
    if (type->kind == TYPE_KIND_CLASS && (type->attributes & META_TYPE_LAYOUT_MASK) != 0 && native_type != NATIVE_TYPE_FUNC) {
        /* a class with layout, embedded: Unmarshal makes the instance when the field has none */
        Object *object = managed ? *(Object **)managed : NULL;
        if (to_native && !object) {
            memset(native, 0, shape.size);
            return true;
        }
        if (operation == MARSHAL_OPERATION_UNMARSHAL && !object) {
            object = vm_new_object(thread, type);
            if (!object) return false;
            gc_write_barrier_store((Object **)managed, object);
        }
        return marshal_layout(thread, type, object ? (uint8_t *)object + sizeof(Object) : NULL, native, operation, depth + 1);
    }
    if (members.safe_handle && is_subclass_of(type, members.safe_handle)) {
        vm_throw_new(thread, "System.InvalidOperationException", "Structures containing SafeHandle fields are not allowed in this operation.");
        return false;
    }
    return marshal_failure(thread, "this kind of field", type);
}

static bool marshal_field(Thread *thread, Field *field, MetaBlob marshal, bool unicode, uint32_t native_offset, NativeShape shape,
                          void *context) {
    StructMarshal *s = context;
    /* a class's field offsets count from the object; `managed` is its first field's data */
    int64_t managed_offset = field->offset - (field->owner->kind == TYPE_KIND_VALUE_TYPE ? 0 : (int64_t)sizeof(Object));
    uint8_t *managed = s->managed ? s->managed + managed_offset : NULL;
    if (!managed && s->operation != MARSHAL_OPERATION_CLEANUP) return false;
    return marshal_value(thread, field->type, marshal, unicode, shape, managed, s->native + native_offset, s->operation, s->depth);
}

static bool marshal_layout(Thread *thread, Type *type, uint8_t *managed, uint8_t *native, int operation, int depth) {
    StructMarshal context = {managed, native, operation, depth};
    NativeFieldVisitor visitor = {marshal_field, &context};
    NativeShape shape;
    if (depth > 32) return marshal_failure(thread, "structures nested this deep", type);
    bool ok = native_layout(thread, type, &shape, &visitor, depth);
    if (!ok && !thread->exception) marshal_failure(thread, "this structure", type);
    return ok;
}

/* The body of every struct marshalling method: which type it marshals is its Method's owner. */
static void struct_marshal_call(Thread *thread, Slot *args, Slot *result) {
    (void)result;
    Method *marshal_method = interp_current_method(thread), *same;
    uint32_t size;
    if (!marshal_method || !args[1].p) return;
    /* padding and unused bytes are zero, as after CoreCLR's stub */
    if (args[2].i4 == MARSHAL_OPERATION_MARSHAL && interop_struct_marshaller(thread, marshal_method->owner, &same, &size)) memset(args[1].p, 0, size);
    marshal_layout(thread, marshal_method->owner, args[0].p, args[1].p, args[2].i4, 0);
}

/* Blittable for Marshal's purposes: every field a primitive other than bool and char, a pointer,
 * an enum or a blittable struct, at the same offset natively as in managed memory. */
static bool blittable_field(Thread *thread, Field *field, MetaBlob marshal, bool unicode, uint32_t native_offset, NativeShape shape,
                            void *context) {
    (void)unicode, (void)shape;
    bool *blittable = context;
    Type *type = field->type;
    int64_t managed_offset = field->offset - (field->owner->kind == TYPE_KIND_VALUE_TYPE ? 0 : (int64_t)sizeof(Object));
    if (type->kind == TYPE_KIND_VALUE_TYPE && (type->flags & TYPE_FLAG_ENUM) && type->element) type = type->element;
    bool plain = type->kind == TYPE_KIND_POINTER || (type->kind == TYPE_KIND_VALUE_TYPE && type->element_type != META_ELEMENT_TYPE_BOOLEAN &&
                                                     type->element_type != META_ELEMENT_TYPE_CHAR);
    if (plain && type->kind == TYPE_KIND_VALUE_TYPE && type->element_type == META_ELEMENT_TYPE_VALUETYPE) {
        NativeShape inner;
        bool inner_blittable = true;
        NativeFieldVisitor visitor = {blittable_field, &inner_blittable};
        plain = native_layout(thread, type, &inner, &visitor, 1) && inner_blittable && inner.size == type->instance_size;
    }
    if (!plain || marshal.size || managed_offset != native_offset) *blittable = false;
    return true;
}

/* The runtime-made marshalling Method of a non-blittable `type` (its owner; struct_marshal_call
 * is its body). */
static Method *new_struct_marshal_method(Type *type) {
    Method *m = calloc(1, sizeof(Method));
    Type **parameters = malloc(4 * sizeof(Type *));
    if (!m || !parameters) {
        free(m);
        free(parameters);
        return NULL;
    }
    parameters[0] = loader_byref_type(vm_types.byte);
    parameters[1] = loader_pointer_type(vm_types.byte);
    parameters[2] = vm_types.int32;
    parameters[3] = loader_byref_type(vm_types.object);
    m->owner = type;
    m->name = "<StructMarshalStub>";
    m->flags = META_METHOD_STATIC | META_METHOD_PRIVATE;
    m->impl_flags = META_METHOD_IMPL_RUNTIME;
    m->vtable_slot = -1;
    m->signature.parameter_count = 4;
    m->signature.return_type = vm_types.void_type;
    m->signature.parameter_types = parameters;
    m->argument_slots = 4;
    m->internal_call = struct_marshal_call;
    m->signature_ready = true;
    return m;
}

/* The answer for each type that has one, made once: Marshal.StructureToPtr and every P/Invoke
 * binding ask again, and the layout walk scans the FieldMarshal and ClassLayout tables. */
typedef struct StructMarshaller {
    Type *type;
    Method *marshal_method; /* NULL: blittable */
    uint32_t size;
    struct StructMarshaller *next;
} StructMarshaller;

bool interop_struct_marshaller(Thread *thread, Type *type, Method **marshal_method, uint32_t *size) {
    static pthread_mutex_t marshallers_lock = PTHREAD_MUTEX_INITIALIZER;
    static StructMarshaller *marshallers;
    *marshal_method = NULL;
    *size = 0;
    if (type->kind != TYPE_KIND_VALUE_TYPE && type->kind != TYPE_KIND_CLASS) return false;
    pthread_mutex_lock(&marshallers_lock);
    StructMarshaller *known = marshallers;
    while (known && known->type != type) known = known->next;
    pthread_mutex_unlock(&marshallers_lock);
    if (known) {
        *marshal_method = known->marshal_method;
        *size = known->size;
        return true;
    }
    bool blittable = true;
    NativeFieldVisitor visitor = {blittable_field, &blittable};
    NativeShape shape;
    bool ok = native_layout(thread, type, &shape, &visitor, 0);
    thread->exception = NULL;
    if (!ok && layout_failed_field) { /* a type with layout and a field no native form fits: CoreCLR's TypeLoadException */
        Field *field = layout_failed_field;
        Type *field_type = field->type;
        char name[600], message[1000];
        loader_type_full_name(field->owner, name, sizeof name);
        const char *why = !field_type ? "" : field_type->kind == TYPE_KIND_ARRAY ? " (Array fields must be paired with ByValArray)"
                          : field_type == vm_types.object || field_type->kind == TYPE_KIND_INTERFACE
                              ? " (Marshaling to and from COM VARIANTs isn't supported)" : "";
        snprintf(message, sizeof message, "Cannot marshal field '%s' of type '%s': Invalid managed/unmanaged type combination%s.",
                 field->name, name, why);
        vm_throw_new(thread, "System.TypeLoadException", message);
        return false;
    }
    if (!ok) return false;
    uint32_t managed_size = type->kind == TYPE_KIND_VALUE_TYPE ? type->instance_size : type->instance_size - (uint32_t)sizeof(Object);
    StructMarshaller *made = calloc(1, sizeof *made);
    if (!made) return false;
    made->type = type;
    made->size = shape.size;
    if (!(blittable && shape.size == managed_size) && !(made->marshal_method = new_struct_marshal_method(type))) {
        free(made);
        return false;
    }
    pthread_mutex_lock(&marshallers_lock);
    for (known = marshallers; known && known->type != type; known = known->next) {
    }
    if (known) { /* another thread answered first: one Method per type */
        free(made->marshal_method ? made->marshal_method->signature.parameter_types : NULL);
        free(made->marshal_method);
        free(made);
        made = known;
    } else {
        made->next = marshallers;
        marshallers = made;
    }
    pthread_mutex_unlock(&marshallers_lock);
    *marshal_method = made->marshal_method;
    *size = made->size;
    return true;
}
