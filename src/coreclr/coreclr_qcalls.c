/*
 * coreclr_qcalls.c — P/Invokes of CoreLib and the framework: QCalls (DllImport("QCall"),
 * qcallentrypoints.cpp's DllImportEntry names) are C functions here; every other library goes
 * to src/interop.  A QCall corvid lacks raises NotSupportedException naming it.
 *
 * QCall argument conventions (qcall.h): ObjectHandleOnStack is a pointer to a managed
 * reference slot (its callee stores results there); QCallTypeHandle is {void* _ptr (address
 * of the RuntimeType reference), nint _handle (the MethodTable*)}.
 */
#include "coreclr/coreclr_internal.h"

#include "interop/interop.h"

#include <dlfcn.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* UTF-16 (NUL-terminated) to UTF-8, into `out` (truncated to `size`) */
void coreclr_utf16_to_utf8(const uint16_t *text, char *out, size_t size) {
    size_t n = 0;
    for (; *text && n + 4 < size; text++) {
        uint32_t c = *text;
        if (c >= 0xD800 && c < 0xDC00 && text[1] >= 0xDC00 && text[1] < 0xE000) c = 0x10000 + ((c - 0xD800) << 10) + (*++text - 0xDC00);
        if (c < 0x80) out[n++] = (char)c;
        else if (c < 0x800) out[n++] = (char)(0xC0 | c >> 6), out[n++] = (char)(0x80 | (c & 0x3F));
        else if (c < 0x10000)
            out[n++] = (char)(0xE0 | c >> 12), out[n++] = (char)(0x80 | ((c >> 6) & 0x3F)), out[n++] = (char)(0x80 | (c & 0x3F));
        else
            out[n++] = (char)(0xF0 | c >> 18), out[n++] = (char)(0x80 | ((c >> 12) & 0x3F)),
            out[n++] = (char)(0x80 | ((c >> 6) & 0x3F)), out[n++] = (char)(0x80 | (c & 0x3F));
    }
    out[n] = 0;
}

/* UTF-8 to UTF-16 units (no terminator); returns the unit count, writing at most `size` */
uint32_t coreclr_utf8_to_utf16(const char *text, uint16_t *out, uint32_t size) {
    uint32_t n = 0;
    for (const uint8_t *p = (const uint8_t *)text; *p;) {
        uint32_t c = *p++;
        int extra = c >= 0xF0 ? 3 : c >= 0xE0 ? 2 : c >= 0xC0 ? 1 : 0;
        if (extra) c &= 0x3F >> extra;
        for (; extra && (*p & 0xC0) == 0x80; extra--) c = c << 6 | (*p++ & 0x3F);
        if (c >= 0x10000) {
            if (n + 1 < size) out[n] = (uint16_t)(0xD800 + ((c - 0x10000) >> 10)), out[n + 1] = (uint16_t)(0xDC00 + (c & 0x3FF));
            n += 2;
        } else {
            if (n < size) out[n] = (uint16_t)c;
            n++;
        }
    }
    return n;
}

/* GetEnvironmentVariableW(name, buffer, size), the PAL's Win32 contract: the length without the
 * NUL when it fits, else the size needed with it; 0 when unset. */
static void qcall_get_environment_variable(Thread *thread, Slot *args, Slot *result) {
    char name[1024];
    coreclr_utf16_to_utf8(args[0].p, name, sizeof name);
    const char *value = getenv(name);
    if (!value) {
        /* the PAL's SetLastError(ERROR_ENVVAR_NOT_FOUND) is errno: the LibraryImport stub hands
         * it to Environment, which tells an unset variable (null) from an empty one ("") by it */
        errno = 203;
        result[0].u4 = 0;
        return;
    }
    uint16_t *buffer = args[1].p;
    uint32_t size = args[2].u4;
    uint32_t n = coreclr_utf8_to_utf16(value, buffer, size);
    if (n < size) {
        buffer[n] = 0;
        result[0].u4 = n;
    } else {
        result[0].u4 = n + 1;
    }
}

/* GetEnvironmentStringsW(): the PAL's Win32 environment block, "NAME=VALUE\0...\0\0" in UTF-16
 * (Environment.GetEnvironmentVariables parses it; ASP.NET Core's configuration reads it at
 * start-up), freed by FreeEnvironmentStringsW. */
extern char **environ;

static void qcall_get_environment_strings(Thread *thread, Slot *args, Slot *result) {
    size_t units = 1;
    for (char **e = environ; e && *e; e++) units += coreclr_utf8_to_utf16(*e, NULL, 0) + 1;
    uint16_t *block = malloc(units * sizeof(uint16_t));
    result[0].p = block;
    if (!block) return;
    size_t at = 0;
    for (char **e = environ; e && *e && at < units; e++) {
        uint32_t n = coreclr_utf8_to_utf16(*e, block + at, (uint32_t)(units - at));
        at += n;
        block[at++] = 0;
    }
    block[at < units ? at : units - 1] = 0;
}

static void qcall_free_environment_strings(Thread *thread, Slot *args, Slot *result) {
    free(args[0].p);
    result[0].i4 = 1;
}

/* SetEnvironmentVariableW(name, value): set, or remove when value is null; TRUE on success */
static void qcall_set_environment_variable(Thread *thread, Slot *args, Slot *result) {
    char name[1024];
    coreclr_utf16_to_utf8(args[0].p, name, sizeof name);
    if (!args[1].p) {
        result[0].i4 = unsetenv(name) == 0;
        return;
    }
    size_t length = 0;
    for (const uint16_t *p = args[1].p; *p; p++) length++;
    size_t size = length * 3 + 1;
    char *value = malloc(size);
    if (!value) {
        result[0].i4 = 0;
        return;
    }
    coreclr_utf16_to_utf8(args[1].p, value, size);
    result[0].i4 = setenv(name, value, 1) == 0;
    free(value);
}

/* ---- NativeLibrary: Load / TryLoad / GetExport (CoreCLR's nativelibrarynative.cpp) ---- */

static void throw_dll_not_found(Thread *thread, const char *name) {
    char message[2600];
    const char *reason = dlerror();
    snprintf(message, sizeof message,
             "Unable to load shared library '%.1024s' or one of its dependencies. In order to help diagnose loading problems, "
             "consider using a tool like strace. If you're using glibc, consider setting the LD_DEBUG environment variable: "
             "\n%.1024s", name, reason ? reason : "");
    vm_throw_new(thread, "System.DllNotFoundException", message);
}

/* NativeLibrary_LoadFromPath(string path, BOOL throwOnError): the handle, or 0 */
static void qcall_native_library_load_from_path(Thread *thread, Slot *args, Slot *result) {
    char path[4096];
    coreclr_utf16_to_utf8(args[0].p, path, sizeof path);
    result[0].p = interop_load_library(path, NULL, true);
    if (!result[0].p && args[1].i4) throw_dll_not_found(thread, path);
}

/* NativeLibrary_LoadByName(string name, QCallAssembly caller, BOOL hasSearchPathFlag, DWORD
 * searchPathFlag, BOOL throwOnError): probed as the caller's DllImports are */
static void qcall_native_library_load_by_name(Thread *thread, Slot *args, Slot *result) {
    char name[1024];
    coreclr_utf16_to_utf8(args[0].p, name, sizeof name);
    result[0].p = interop_load_library(name, args[2].p, false);
    if (!result[0].p && args[5].i4) throw_dll_not_found(thread, name);
}

static void qcall_native_library_free(Thread *thread, Slot *args, Slot *result) {
}

/* NativeLibrary_GetSymbol(IntPtr handle, string name, BOOL throwOnError) */
static void qcall_native_library_get_symbol(Thread *thread, Slot *args, Slot *result) {
    char name[1024];
    coreclr_utf16_to_utf8(args[1].p, name, sizeof name);
    result[0].p = args[0].p ? dlsym(args[0].p, name) : NULL;
    if (!result[0].p && args[2].i4) {
        char message[1200];
        snprintf(message, sizeof message, "Unable to find an entry point named '%s' in shared library.", name);
        vm_throw_new(thread, "System.EntryPointNotFoundException", message);
    }
}

/* MdUtf8String_EqualsCaseInsensitive(void* lhs, void* rhs, int byteCount): reflection's
 * ignore-case member name match (BindingFlags.IgnoreCase) on metadata's UTF-8 names.  ASCII
 * letters fold; other bytes must match (CoreCLR folds the rest of Unicode too, which member
 * names outside ASCII would need). */
static void qcall_utf8_equals_case_insensitive(Thread *thread, Slot *args, Slot *result) {
    const unsigned char *a = args[0].p, *b = args[1].p;
    int32_t n = args[2].i4;
    result[0].i4 = 1;
    for (int32_t i = 0; i < n; i++) {
        unsigned char x = a[i], y = b[i];
        if (x >= 'A' && x <= 'Z') x = (unsigned char)(x + 32);
        if (y >= 'A' && y <= 'Z') y = (unsigned char)(y + 32);
        if (x != y) {
            result[0].i4 = 0;
            return;
        }
    }
}

/* Environment_GetProcessorCount(): as CoreCLR's PAL, the online processors */
static void qcall_processor_count(Thread *thread, Slot *args, Slot *result) {
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    result[0].i4 = n > 0 ? (int32_t)n : 1;
}

/* EventSource_GetClrConfig(name): CLRConfig's string lookup (DOTNET_<name>, then COMPlus_<name>)
 * as a CoTaskMem UTF-16 string the caller frees, or NULL (XplatEventLogger's event filters). */
static void qcall_event_source_get_clr_config(Thread *thread, Slot *args, Slot *result) {
    char name[512], variable[600];
    coreclr_utf16_to_utf8(args[0].p, name, sizeof name);
    const char *value = NULL;
    static const char *const prefixes[] = {"DOTNET_", "COMPlus_"};
    for (int i = 0; i < 2 && !value; i++) {
        snprintf(variable, sizeof variable, "%s%s", prefixes[i], name);
        value = getenv(variable);
    }
    result[0].p = NULL;
    if (!value) return;
    uint32_t n = coreclr_utf8_to_utf16(value, NULL, 0);
    uint16_t *copy = malloc((n + 1) * sizeof(uint16_t));
    if (!copy) return;
    coreclr_utf8_to_utf16(value, copy, n);
    copy[n] = 0;
    result[0].p = copy;
}

/* IsEventSourceLoggingEnabled(): whether an LTTng session listens to EventSource events; corvid
 * has no LTTng provider (its events go to CORVID_TraceFile). */
static void qcall_is_event_source_logging_enabled(Thread *thread, Slot *args, Slot *result) {
    result[0].i4 = 0;
}

/* Buffer_MemMove(dest, src, len) and Buffer_Clear(dest, len): SpanHelpers' large moves and
 * clears of memory without references (Buffer.MemmoveInternal / ZeroMemoryInternal). */
static void qcall_buffer_memmove(Thread *thread, Slot *args, Slot *result) {
    memmove(args[0].p, args[1].p, (size_t)args[2].u8);
}

static void qcall_buffer_clear(Thread *thread, Slot *args, Slot *result) {
    memset(args[0].p, 0, (size_t)args[1].u8);
}

/* String_Intern(StringHandleOnStack) and String_IsInterned(StringHandleOnStack): the slot's
 * string is replaced by the interned instance of its value; Intern makes the string itself that
 * instance when there is none (CoreCLR's StringLiteralMap), IsInterned stores null instead. */
static void intern_in_slot(Object **slot, bool add) {
    Object *found = *slot ? interp_intern_existing((String *)*slot, add) : NULL;
    vm_store_reference(slot, found);
}

static void qcall_string_intern(Thread *thread, Slot *args, Slot *result) {
    intern_in_slot(args[0].p, true);
}

static void qcall_string_is_interned(Thread *thread, Slot *args, Slot *result) {
    intern_in_slot(args[0].p, false);
}

/* Marshal.GetFunctionPointerForDelegate(ObjectHandleOnStack delegate): a native entry invoking
 * the delegate (src/interop), as CoreCLR's COMDelegate::ConvertToCallback. */
static void qcall_function_pointer_for_delegate(Thread *thread, Slot *args, Slot *result) {
    Object *delegate = *(Object **)args[0].p;
    char why[256];
    result[0].p = delegate ? interop_delegate_entry(thread, delegate, why, sizeof why) : NULL;
    if (delegate && !result[0].p) {
        char message[400];
        snprintf(message, sizeof message, "corvid does not support this delegate as a native callback yet: %s", why);
        vm_throw_new(thread, "System.NotSupportedException", message);
    }
}

/* MarshalNative_GetDelegateForFunctionPointerInternal(IntPtr ptr, QCallTypeHandle type,
 * ObjectHandleOnStack result): CoreLib has checked the pointer and that the type is a delegate */
static void qcall_delegate_for_function_pointer(Thread *thread, Slot *args, Slot *result) {
    Object **type_object = args[1].p;
    Type *type = type_object && *type_object ? vm_type_from_object(*type_object) : coreclr_type_handle_type(args[2].u8);
    if (!type || !args[0].p) return;
    char why[256];
    Object *delegate = interop_delegate_for_pointer(thread, args[0].p, type, why, sizeof why);
    if (delegate) {
        vm_store_reference(args[3].p, delegate);
    } else if (!thread->exception) {
        char message[400];
        snprintf(message, sizeof message, "corvid does not support calling a native function through this delegate type yet: %s", why);
        vm_throw_new(thread, "System.NotSupportedException", message);
    }
}

/* MarshalNative_Prelink(method): binds a P/Invoke now, raising what its first call would
 * (DllNotFoundException, EntryPointNotFoundException); other methods need nothing */
static void qcall_marshal_prelink(Thread *thread, Slot *args, Slot *result) {
    Method *method = args[0].p;
    if (!method || !(method->flags & META_METHOD_PINVOKE_IMPL) || !loader_prepare_method(thread, method)) return;
    char why[1024], name[512], message[1400];
    if (vm_find_pinvoke(thread, method, why, sizeof why) || thread->exception) return;
    loader_method_display_name(method, name, sizeof name);
    const char *exception = vm_pinvoke_failure(name, why, message, sizeof message);
    vm_throw_new(thread, exception, message);
}

/* Stream_HasOverriddenSlow(MethodTable*, BOOL isRead): whether the stream type overrides
 * BeginRead or EndRead (BeginWrite or EndWrite), which decides how Stream's default ReadAsync
 * (WriteAsync) runs, as CoreCLR compares the methods in Stream's slots */
static void qcall_stream_has_overridden_slow(Thread *thread, Slot *args, Slot *result) {
    Type *type = coreclr_method_table_type(args[0].p);
    Type *stream = loader_find_corlib_type("System.IO.Stream");
    result[0].i4 = 0;
    if (!type || !stream || !loader_ensure_laid_out(thread, type) || !loader_ensure_laid_out(thread, stream)) return;
    const char *names[2] = {args[1].i4 ? "BeginRead" : "BeginWrite", args[1].i4 ? "EndRead" : "EndWrite"};
    for (int i = 0; i < 2; i++) {
        Method *base = NULL;
        for (uint32_t j = 0; j < stream->method_count && !base; j++)
            if (strcmp(stream->methods[j]->name, names[i]) == 0 && (stream->methods[j]->flags & META_METHOD_VIRTUAL)) base = stream->methods[j];
        if (!base || base->vtable_slot < 0 || (uint32_t)base->vtable_slot >= type->vtable->slot_count) continue;
        if (type->vtable->slots[base->vtable_slot].method != base) result[0].i4 = 1;
    }
}

/* CoreCLR's ArgumentException for a type Marshal cannot lay out natively (IDS_CANNOT_MARSHAL) */
static void throw_cannot_marshal(Thread *thread, Type *type) {
    char name[600], message[800];
    loader_type_full_name(type, name, sizeof name);
    snprintf(message, sizeof message, "Type '%s' cannot be marshaled as an unmanaged structure; no meaningful size or offset can be computed.", name);
    vm_throw_new(thread, "System.ArgumentException", message);
}

/* MarshalNative_SizeOfHelper(QCallTypeHandle, BOOL throwIfNotMarshalable): Marshal.SizeOf, the
 * type's native (marshalled) size */
static void qcall_marshal_size_of(Thread *thread, Slot *args, Slot *result) {
    Object **holder = args[0].p;
    Type *type = holder && *holder ? vm_type_from_object(*holder) : coreclr_type_handle_type(args[1].u8);
    result[0].i4 = 0;
    if (!type) return;
    int32_t size = interop_native_size(thread, type);
    if (size < 0 && args[2].i4) throw_cannot_marshal(thread, type);
    else result[0].i4 = size < 0 ? 0 : size;
}

/* MarshalNative_OffsetOf(FieldDesc*): Marshal.OffsetOf, the field's offset in its type's native layout */
static void qcall_marshal_offset_of(Thread *thread, Slot *args, Slot *result) {
    Field *field = args[0].p;
    result[0].i8 = 0;
    if (!field) return;
    int64_t offset = interop_native_field_offset(thread, field);
    if (offset < 0) throw_cannot_marshal(thread, field->owner);
    else result[0].i8 = offset;
}

/* MarshalNative_TryGetStructMarshalStub(TypeHandle, stub*, nuint* size): the marshaller
 * Marshal.StructureToPtr, PtrToStructure and DestroyStructure call (interop_struct_marshaller) */
static void qcall_try_get_struct_marshal_stub(Thread *thread, Slot *args, Slot *result) {
    Type *type = coreclr_type_handle_type(args[0].u8);
    Method *stub = NULL;
    uint32_t size = 0;
    result[0].i4 = type && interop_struct_marshaller(thread, type, &stub, &size);
    if (args[1].p) *(Method **)args[1].p = stub;
    if (args[2].p) *(uint64_t *)args[2].p = size;
}

static const InternalCallEntry qcalls[] = {
    {"MarshalNative_TryGetStructMarshalStub", qcall_try_get_struct_marshal_stub},
    {"MarshalNative_SizeOfHelper", qcall_marshal_size_of},
    {"MarshalNative_OffsetOf", qcall_marshal_offset_of},
    {"MarshalNative_Prelink", qcall_marshal_prelink},
    {"Stream_HasOverriddenSlow", qcall_stream_has_overridden_slow},
    {"MarshalNative_GetFunctionPointerForDelegateInternal", qcall_function_pointer_for_delegate},
    {"MarshalNative_GetDelegateForFunctionPointerInternal", qcall_delegate_for_function_pointer},
    {"String_Intern", qcall_string_intern},
    {"String_IsInterned", qcall_string_is_interned},
    {"Buffer_Clear", qcall_buffer_clear},
    {"Buffer_MemMove", qcall_buffer_memmove},
    {"EventSource_GetClrConfig", qcall_event_source_get_clr_config},
    {"IsEventSourceLoggingEnabled", qcall_is_event_source_logging_enabled},
    {"Environment_GetProcessorCount", qcall_processor_count},
    {"GetEnvironmentVariableW", qcall_get_environment_variable},
    {"MdUtf8String_EqualsCaseInsensitive", qcall_utf8_equals_case_insensitive},
    {"NativeLibrary_LoadFromPath", qcall_native_library_load_from_path},
    {"NativeLibrary_LoadByName", qcall_native_library_load_by_name},
    {"NativeLibrary_FreeLib", qcall_native_library_free},
    {"NativeLibrary_GetSymbol", qcall_native_library_get_symbol},
    {"GetEnvironmentStringsW", qcall_get_environment_strings},
    {"FreeEnvironmentStringsW", qcall_free_environment_strings},
    {"SetEnvironmentVariableW", qcall_set_environment_variable},
    {NULL, NULL},
};

/* QCall tables by entry name: this file's and those of the other files (coreclr_internal.h) */
static const InternalCallEntry *const qcall_tables[] = {qcalls, coreclr_threading_qcalls, coreclr_gc_qcalls, coreclr_exceptions_qcalls, coreclr_globalization_qcalls, coreclr_reflection_qcalls, coreclr_methodtable_qcalls, coreclr_dynamic_method_qcalls, coreclr_reflection_emit_qcalls, NULL};

static InternalCallFunction find_qcall(const char *entry) {
    for (const InternalCallEntry *const *table = qcall_tables; *table; table++)
        for (const InternalCallEntry *e = *table; e->signature; e++)
            if (strcmp(e->signature, entry) == 0) return e->function;
    return NULL;
}

/* The ImplMap row of a P/Invoke method (II.22.22), by linear search. */
static const MetaImplMapRow *impl_map(Method *method) {
    MetaImage *image = method->owner->assembly->image;
    uint32_t n = meta_table_row_count(image, META_TABLE_IMPLMAP);
    for (uint32_t row = 1; row <= n; row++) {
        const MetaImplMapRow *r = meta_impl_map(image, row);
        if (r && r->member_forwarded == method->token) return r;
    }
    return NULL;
}

InternalCallFunction coreclr_resolve_pinvoke(Thread *thread, Method *method, char *why, size_t why_size) {
    Method *definition = method->generic_definition ? method->generic_definition : method;
    const MetaImplMapRow *map = impl_map(definition);
    if (!map) {
        snprintf(why, why_size, "no ImplMap row");
        return NULL;
    }
    const MetaModuleRefRow *module = meta_moduleref(definition->owner->assembly->image, META_TOKEN_ROW(map->import_scope));
    const char *library = module ? module->name : "";
    const char *entry = map->import_name && map->import_name[0] ? map->import_name : definition->name;
    if (strcmp(library, "QCall") == 0) {
        InternalCallFunction fn = find_qcall(entry);
        if (!fn) snprintf(why, why_size, "corvid does not support the QCall %s yet", entry);
        return fn;
    }
    return interop_bind(thread, method, library, entry, map->mapping_flags, why, why_size);
}
