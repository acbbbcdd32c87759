/* loader_internal.h — shared between the loader's files only; other folders use loader.h. */
#ifndef CORVID_LOADER_INTERNAL_H
#define CORVID_LOADER_INTERNAL_H

#include "loader/loader.h"
#include "thread/thread.h"
#include <pthread.h>

/* Per-assembly lookup tables built once at load. */
typedef struct AssemblyIndex {
    uint32_t *interface_impl_first; /* by TypeDef row: first InterfaceImpl row (sorted by class) */
    uint32_t *method_impl_first;    /* by TypeDef row: first MethodImpl row, 0 if none */
    uint32_t *generic_param_count_type;   /* by TypeDef row */
    uint32_t *generic_param_count_method; /* by MethodDef row */
    uint32_t *class_layout_row;           /* by TypeDef row: its ClassLayout row, 0 if none */
    uint32_t *generic_param_first_type;   /* by TypeDef row: its first GenericParam row, 0 if none */
    uint32_t *generic_param_first_method; /* by MethodDef row */
    Type **typeref_cache;            /* by TypeRef row */
    Assembly **assemblyref_cache;    /* by AssemblyRef row */
    Method **methoddef_cache;        /* by MethodDef row (definition methods) */
    /* By TypeDef row: the type the thread holding loader_lock is creating.  Its own recursive
     * loads (`class Foo : IComparable<Foo>`) see it here; other threads see assembly->typedefs,
     * which is set only once members exist, and otherwise wait for loader_lock. */
    Type **typedefs_in_creation;
} AssemblyIndex;

extern pthread_mutex_t loader_lock; /* recursive: type loading may recurse */

AssemblyIndex *loader_assembly_index(Assembly *assembly);
/* The GenericParam row declaring parameter `number` of `owner` (a TypeDef or MethodDef token),
 * 0 if none: the table is sorted by owner (II.22.20), so from the owner's first row. */
uint32_t loader_generic_param_row(Assembly *assembly, uint32_t owner, uint32_t number);
/* True once a TypeDef type is complete and visible to every thread; false while its creating
 * thread still holds it in typedefs_in_creation.  Caches read without the lock store only these. */
bool loader_typedef_published(Type *type);
Type *loader_load_typedef(Thread *thread, Assembly *assembly, uint32_t row);
Type *loader_parse_type(Thread *thread, Assembly *assembly, MetaSigCursor *cursor,
                        const GenericContext *context);
bool loader_method_prepare(Thread *thread, Method *method);
bool loader_signatures_equal(const MethodSignature *a, const MethodSignature *b);
bool loader_build_vtable(Thread *thread, Type *type);
bool loader_ensure_instance_sized(Thread *thread, Type *type);
const char *loader_intern(const char *text);
void *loader_calloc(size_t count, size_t size); /* exits on out of memory */
/* Zeroed memory that lives as long as the process (types, methods, fields, vtables): never
 * freed, never passed to free().  Exits on out of memory. */
void *loader_permanent_calloc(size_t count, size_t size);
GenericContext loader_type_context(Type *type);

#endif
