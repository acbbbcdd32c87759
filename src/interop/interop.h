/*
 * interop.h — P/Invoke to native libraries (DllImport): integers, pointers, byrefs (the
 * interpreter's slots pin their objects), small integer-class structs, strings (a UTF-8 or
 * UTF-16 copy for the call, [MarshalAs] LPStr/LPWStr/LPUTF8Str), StringBuilder in and out,
 * SafeHandle arguments and results, delegates (a native entry each), blittable arrays (in place),
 * non-blittable structs by reference and classes with layout (a marshalled copy, [In]/[Out]),
 * arrays of bools, ANSI chars, strings and non-blittable structs (marshalled element-wise),
 * up to 16 arguments in System V x86-64's registers and up to 64 stack words; integer, pointer,
 * float, double and void results; blittable structs by value (up to 16 bytes as System V
 * classifies their eightbytes, larger ones copied onto the stack) and as results (larger ones
 * through a hidden result pointer, up to 128 bytes).
 * Libraries are found as CoreCLR's NativeLibrary does on Unix (name variants name.so,
 * libname.so, name, libname; each in NATIVE_DLL_SEARCH_DIRECTORIES, then the assembly's folder,
 * then a bare dlopen).  A bound method becomes an internal call through one thunk of a fixed
 * pool, so the interpreter and Tier1 call it like any internal call.
 */
#ifndef CORVID_INTEROP_H
#define CORVID_INTEROP_H

#include "vm/vm.h"

/* NATIVE_DLL_SEARCH_DIRECTORIES (':'-separated, as the host passes it on Unix); may be NULL. */
void interop_set_search_directories(const char *directories);

/* The internal-call function calling `entry` of `library` with `method`'s signature and the
 * ImplMap's `mapping_flags` (CharSet, SetLastError), or NULL with the reason in `why` (library
 * or entry point not found, a parameter corvid cannot marshal). */
InternalCallFunction interop_bind(Thread *thread, Method *method, const char *library, const char *entry, uint32_t mapping_flags,
                                  char *why, size_t why_size);
/* The internal-call function for `calli` through an unmanaged function pointer of signature
 * `sig` (integers, pointers and blittable structs in integer registers, as a blittable P/Invoke):
 * it calls the pointer in the slot after the arguments.  One function per distinct signature
 * shape; NULL with the reason in `why`. */
InternalCallFunction interop_bind_pointer(Thread *thread, const struct MethodSignature *sig, char *why, size_t why_size);
/* The calling thread's last P/Invoke error (Marshal.GetLastPInvokeError): errno after a call
 * whose ImplMap asks for SetLastError, or what Marshal.SetLastPInvokeError stored. */
int32_t interop_last_error(void);
void interop_set_last_error(int32_t error);

/* NativeLibrary.Load/TryLoad: a library by name, probed as a DllImport of `assembly` is (NULL:
 * no assembly folder), or by path (`by_path`: dlopen of exactly that file); NULL when it does
 * not load.  Handles stay open (CoreCLR's Free is a dlclose corvid does not need). */
void *interop_load_library(const char *name, Assembly *assembly, bool by_path);

/* A native entry point (reverse P/Invoke) running [UnmanagedCallersOnly] method `method`: one
 * per method, up to 8 integer/pointer and 8 float/double arguments, such a result or none; NULL
 * with the reason in `why`. */
void *interop_unmanaged_entry(Thread *thread, Method *method, char *why, size_t why_size);
/* A native entry point invoking `delegate` (Marshal.GetFunctionPointerForDelegate, delegate
 * arguments of P/Invokes), with the signatures interop_unmanaged_entry takes; held weakly,
 * reused once the delegate is collected; NULL with the reason in `why`. */
void *interop_delegate_entry(Thread *thread, Object *delegate, char *why, size_t why_size);

/* Marshal.GetDelegateForFunctionPointer: the delegate whose native entry `pointer` is, when it
 * is one of `type`, else a new delegate of `type` calling `pointer` with the marshalling of
 * type's Invoke (as a P/Invoke of it); NULL with the reason in `why` (an exception may be
 * pending: allocation).  And whether `method` is the static method such a delegate calls
 * (Delegate.Method reports the type's Invoke for it, as CoreCLR's GetMethodDesc). */
Object *interop_delegate_for_pointer(Thread *thread, void *pointer, Type *type, char *why, size_t why_size);
bool interop_is_pointer_delegate_method(const Method *method);

/* Marshal.SizeOf: the marshalled size of `type` (CoreCLR's native layout: BOOL, ANSI char,
 * pointers for strings and delegates, ByValTStr/ByValArray inline, the packing), -1 when it
 * cannot be marshalled as an unmanaged structure. */
int32_t interop_native_size(Thread *thread, Type *type);
/* Marshal.OffsetOf: a field's offset in its owner's native layout, -1 when that has none. */
int64_t interop_native_field_offset(Thread *thread, Field *field);

/* MarshalNative_TryGetStructMarshalStub: false when `type` cannot be marshalled as a structure;
 * else its native size, and in `marshal_method` NULL when it is blittable (its bytes are copied) or the
 * Method CoreLib calls for each MarshalOperation (Marshal, Unmarshal, Cleanup) through a managed
 * function pointer: (ref byte data, byte* native, int operation, ref CleanupWorkListElement). */
bool interop_struct_marshaller(Thread *thread, Type *type, Method **marshal_method, uint32_t *size);

#endif
