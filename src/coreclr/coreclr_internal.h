/* coreclr_internal.h — shared between src/coreclr's files only. */
#ifndef CORVID_CORECLR_INTERNAL_H
#define CORVID_CORECLR_INTERNAL_H

#include "coreclr/coreclr.h"
#include "interp/interp.h"
#include "loader/loader.h"
#include "thread/thread.h"

/* coreclr_intrinsics.c: installs the IL substitutions and marks the placeholder intrinsics
 * implemented in C as internal calls. */
void coreclr_intrinsics_init(Thread *thread);

/* coreclr_methodtable.c: the CoreCLR-shaped MethodTable mirror of a VTable (one per VTable),
 * and back. */
void *coreclr_method_table(Thread *thread, const VTable *vtable);
Type *coreclr_method_table_type(const void *method_table);
/* CoreCLR TypeHandles (RuntimeType.m_handle): a MethodTable mirror, or a TypeDesc mirror tagged
 * with bit 2 for pointers, byrefs and generic parameters; 0 with an exception pending when the
 * type cannot load.  And back (NULL for 0). */
uintptr_t coreclr_type_handle(Thread *thread, Type *type);
Type *coreclr_type_handle_type(uintptr_t handle);
/* ldtoken's method and field handles as CoreLib's RuntimeMethodInfoStub / RuntimeFieldInfoStub
 * objects (vm_set_method_handle_mapping, vm_set_field_handle_mapping) */
void coreclr_set_handle_mappings(void);
/* Caches a type's RuntimeType in its MethodTable's AuxiliaryData (ExposedClassObject). */
void coreclr_set_exposed_type_object(uintptr_t handle, Object *type_object);

/* coreclr_reflection.c: start-up state CoreCLR's VM gives CoreLib's reflection (the cast cache). */
void coreclr_reflection_init(Thread *thread);

/* coreclr_qcalls.c: UTF-16 (NUL-terminated) to UTF-8 truncated to `size`; UTF-8 to UTF-16 units
 * (no terminator, at most `size` written), returning the unit count. */
void coreclr_utf16_to_utf8(const uint16_t *text, char *out, size_t size);
uint32_t coreclr_utf8_to_utf16(const char *text, uint16_t *out, uint32_t size);

/* coreclr_qcalls.c: the P/Invoke resolver (QCalls here, other libraries through src/interop). */
InternalCallFunction coreclr_resolve_pinvoke(Thread *thread, Method *method, char *why, size_t why_size);

/* FCall tables of the other files, searched by coreclr_find_fcall (coreclr_fcalls.c), and QCall
 * tables (entry name -> function), searched by coreclr_qcalls.c. */
extern const InternalCallEntry coreclr_methodtable_fcalls[], coreclr_methodtable_qcalls[];
extern const InternalCallEntry coreclr_reflection_fcalls[];
extern const InternalCallEntry coreclr_reflection_qcalls[];
extern const InternalCallEntry coreclr_threading_fcalls[], coreclr_threading_qcalls[];
extern const InternalCallEntry coreclr_gc_fcalls[], coreclr_gc_qcalls[];
extern const InternalCallEntry coreclr_exceptions_fcalls[], coreclr_exceptions_qcalls[];
extern const InternalCallEntry coreclr_threadpool_fcalls[];
/* coreclr_threadpool.c: CoreLib's thread pool entry points become corvid's pool. */
void coreclr_threadpool_init(Thread *thread);
extern const InternalCallEntry coreclr_globalization_fcalls[], coreclr_globalization_qcalls[];
extern const InternalCallEntry coreclr_dynamic_method_fcalls[], coreclr_dynamic_method_qcalls[];
extern const InternalCallEntry coreclr_reflection_emit_qcalls[];
/* coreclr_dynamic_method.c: ELEMENT_TYPE_INTERNAL in signatures made at run time are TypeHandles. */
void coreclr_dynamic_method_init(void);
/* coreclr_exceptions.c: traces of thrown exceptions go to Exception._stackTrace. */
void coreclr_exceptions_init(void);

/* CoreLib's NativeAssemblyNameParts: an assembly name's parts as AssemblyName's constructor
 * and AssemblyBuilder hand them over (UTF-16 strings) */
typedef struct NativeAssemblyNameParts {
    const uint16_t *name;
    uint16_t major, minor, build, revision; /* 0xFFFF: not given */
    const uint16_t *culture;
    const uint8_t *public_key_or_token;
    int32_t public_key_or_token_size;
    uint32_t flags; /* AssemblyNameFlags, the AssemblyRef row's */
} NativeAssemblyNameParts;

/* coreclr_reflection.c: the RuntimeAssembly of an assembly (made once, never moves); NULL with
 * an exception raised. */
Object *coreclr_assembly_object(Thread *thread, Assembly *assembly);
/* "Name, Version=a.b.c.d, Culture=neutral, PublicKeyToken=..." as CoreCLR displays it */
void coreclr_assembly_full_name(Assembly *assembly, char *buffer, size_t size);
/* A RuntimeMethodInfoStub (the IRuntimeMethodInfo QCalls hand out) for `method`, stored into an
 * ObjectHandleOnStack; and a method's typical definition (CoreCLR's LoadTypicalMethodDefinition) */
void coreclr_store_method_info_stub(Thread *thread, Object **out, Method *method);
Method *coreclr_typical_method_definition(Method *method);
/* The member of `type` (another instantiation of the member's type) with the member's metadata
 * token, NULL when it has none */
Method *coreclr_method_in_type(Type *type, Method *method);
Field *coreclr_field_in_type(Type *type, Field *field);

/* coreclr_unsafe_accessor.c: the IL body of an [UnsafeAccessor] extern; false for other methods. */
bool coreclr_unsafe_accessor_body(Method *method, MetaMethodBody *body);

/* coreclr.c: AppContext.OnProcessExit (the ProcessExit event); an exception escaping it is
 * unhandled and ends the process. */
void coreclr_on_process_exit(Thread *thread);
/* coreclr_gc.c: the exit code after Main (VmMainFinisher). */
int coreclr_finish_main(Thread *thread, int main_result, bool returned_int);

#endif
