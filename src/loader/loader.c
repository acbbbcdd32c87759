/*
 * loader.c — assemblies and TypeDef loading.
 *
 * Assembly references resolve by simple name (DESIGN.md, "Corlib"): the framework names map
 * to corvid's one corlib; anything else is looked for next to the referencing assembly.
 */
#include "loader/loader_internal.h"
#include "gc/gc.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <pthread.h>
#include <stdint.h>
#include <unistd.h>
#include <strings.h>

pthread_mutex_t loader_lock;
static Assembly *assembly_list;
static Assembly *corlib_assembly;

/* Framework assembly names that resolve to corlib (DESIGN.md, "Corlib"). */
static const char *const corlib_names[] = {
    "mscorlib", "System", "System.Core", "System.Runtime", "System.Private.CoreLib", "netstandard",
    "System.Console", "System.Collections", "System.Linq", "System.Threading",
    "System.Threading.Tasks", "System.Threading.Thread", "System.Numerics", "System.Runtime.Extensions",
    "System.Numerics.Vectors", "System.Text.Encoding.Extensions", "System.Collections.Concurrent",
    "System.Diagnostics.Debug", "System.Runtime.InteropServices", "System.Memory",
    "System.Threading.Channels", "System.Diagnostics.Process", "System.Linq.Expressions",
    "System.ObjectModel", "System.Runtime.CompilerServices.Unsafe", NULL,
};

/* Framework mode (loader_set_trusted_assemblies): the host's TPA list, as CoreCLR's binder
 * uses TRUSTED_PLATFORM_ASSEMBLIES, and only CoreLib's own name means corlib. */
static char **trusted_paths;
static size_t trusted_count;

void loader_set_trusted_assemblies(char *const *paths, size_t count) {
    trusted_paths = loader_calloc(count, sizeof(char *));
    for (size_t i = 0; i < count; i++) trusted_paths[i] = strdup(paths[i]);
    trusted_count = count;
}

bool loader_framework_mode(void) {
    return trusted_paths != NULL;
}

/* The TPA entry whose file name is `name` + ".dll" (or ".exe"), or NULL. */
static const char *trusted_path(const char *name) {
    size_t n = strlen(name);
    for (size_t i = 0; i < trusted_count; i++) {
        const char *slash = strrchr(trusted_paths[i], '/');
        const char *file = slash ? slash + 1 : trusted_paths[i];
        if (strncasecmp(file, name, n) == 0 && (strcasecmp(file + n, ".dll") == 0 || strcasecmp(file + n, ".exe") == 0))
            return trusted_paths[i];
    }
    return NULL;
}

static bool is_corlib_name(const char *name) {
    if (trusted_paths) return strcmp(name, corlib_assembly->name) == 0;
    for (int i = 0; corlib_names[i]; i++)
        if (strcmp(corlib_names[i], name) == 0) return true;
    return false;
}

/* Interned strings: names built at run time (array types, generic instances) live forever. */
const char *loader_intern(const char *text) {
    return strdup(text);
}

/* The loader's allocations never fail quietly: metadata structures are not optional. */
void *loader_calloc(size_t count, size_t size) {
    void *p = calloc(count ? count : 1, size);
    if (!p) {
        fprintf(stderr, "corvid: out of memory in the type loader\n");
        exit(134);
    }
    return p;
}

/* The permanent arena: bump allocation from 2 MB chunks of fresh anonymous memory.  Start-up
 * loads a thousand types with tens of thousands of methods; a calloc each cost a malloc header,
 * a memset of memory the kernel zeroes anyway and a page fault per 4 KB.  The chunks are asked
 * to be transparent huge pages (one fault for 2 MB where the kernel allows it). */
#define PERMANENT_CHUNK_BYTES (2u << 20)
static pthread_mutex_t permanent_lock = PTHREAD_MUTEX_INITIALIZER;
static uint8_t *permanent_next, *permanent_end;

static void *permanent_map(size_t bytes, bool huge) {
    size_t span = huge ? bytes + PERMANENT_CHUNK_BYTES : bytes;
    uint8_t *p = mmap(NULL, span, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) {
        fprintf(stderr, "corvid: out of memory in the type loader\n");
        exit(134);
    }
    if (!huge) return p;
    /* aligned to the huge page size, the slack returned */
    uint8_t *aligned = (uint8_t *)(((uintptr_t)p + PERMANENT_CHUNK_BYTES - 1) & ~(uintptr_t)(PERMANENT_CHUNK_BYTES - 1));
    if (aligned > p) munmap(p, (size_t)(aligned - p));
    if (aligned + bytes < p + span) munmap(aligned + bytes, (size_t)(p + span - (aligned + bytes)));
    madvise(aligned, bytes, MADV_HUGEPAGE);
    return aligned;
}

void *loader_permanent_calloc(size_t count, size_t size) {
    if (count && size > SIZE_MAX / count) {
        fprintf(stderr, "corvid: out of memory in the type loader\n");
        exit(134);
    }
    size_t bytes = ((count ? count * size : 1) + 15) & ~(size_t)15;
    if (bytes > PERMANENT_CHUNK_BYTES / 4) return permanent_map((bytes + 4095) & ~(size_t)4095, false);
    pthread_mutex_lock(&permanent_lock);
    if ((size_t)(permanent_end - permanent_next) < bytes) {
        permanent_next = permanent_map(PERMANENT_CHUNK_BYTES, true);
        permanent_end = permanent_next + PERMANENT_CHUNK_BYTES;
    }
    void *p = permanent_next;
    permanent_next += bytes;
    pthread_mutex_unlock(&permanent_lock);
    return p;
}

/* The lookup tables of an image (loader_internal.h AssemblyIndex), caches empty */
static AssemblyIndex *index_build(MetaImage *image) {
    uint32_t typedefs = meta_table_row_count(image, META_TABLE_TYPEDEF);
    AssemblyIndex *index = loader_calloc(1, sizeof(AssemblyIndex));
    index->interface_impl_first = loader_calloc(typedefs + 2, sizeof(uint32_t));
    index->method_impl_first = loader_calloc(typedefs + 2, sizeof(uint32_t));
    index->generic_param_count_type = loader_calloc(typedefs + 1, sizeof(uint32_t));
    index->typedefs_in_creation = loader_calloc(typedefs + 1, sizeof(Type *));
    uint32_t methods = meta_table_row_count(image, META_TABLE_METHODDEF);
    index->generic_param_count_method = loader_calloc(methods + 1, sizeof(uint32_t));
    index->generic_param_first_type = loader_calloc(typedefs + 1, sizeof(uint32_t));
    index->class_layout_row = loader_calloc(typedefs + 1, sizeof(uint32_t));
    uint32_t n = meta_table_row_count(image, META_TABLE_CLASSLAYOUT);
    for (uint32_t row = n; row >= 1; row--) { /* the first row of a type wins, as a scan finds */
        const MetaClassLayoutRow *r = meta_class_layout(image, row);
        if (r->parent <= typedefs) index->class_layout_row[r->parent] = row;
    }
    index->generic_param_first_method = loader_calloc(methods + 1, sizeof(uint32_t));
    index->methoddef_cache = loader_calloc(methods + 1, sizeof(Method *));
    index->typeref_cache = loader_calloc(meta_table_row_count(image, META_TABLE_TYPEREF) + 1, sizeof(Type *));
    index->assemblyref_cache =
        loader_calloc(meta_table_row_count(image, META_TABLE_ASSEMBLYREF) + 1, sizeof(Assembly *));
    /* InterfaceImpl and MethodImpl are sorted by their class column (II.22 "sorted tables"),
     * so the first row per class is enough; scan forward while the class matches. */
    n = meta_table_row_count(image, META_TABLE_INTERFACEIMPL);
    for (uint32_t row = n; row >= 1; row--) {
        const MetaInterfaceImplRow *r = meta_interface_impl(image, row);
        if (r->class_row <= typedefs) index->interface_impl_first[r->class_row] = row;
    }
    n = meta_table_row_count(image, META_TABLE_METHODIMPL);
    for (uint32_t row = n; row >= 1; row--) {
        const MetaMethodImplRow *r = meta_method_impl(image, row);
        if (r->class_row <= typedefs) index->method_impl_first[r->class_row] = row;
    }
    n = meta_table_row_count(image, META_TABLE_GENERICPARAM);
    for (uint32_t row = 1; row <= n; row++) {
        const MetaGenericParamRow *r = meta_generic_param(image, row);
        uint32_t owner_row = META_TOKEN_ROW(r->owner);
        if (META_TOKEN_TABLE(r->owner) == META_TABLE_TYPEDEF && owner_row <= typedefs) {
            index->generic_param_count_type[owner_row]++;
            if (!index->generic_param_first_type[owner_row]) index->generic_param_first_type[owner_row] = row;
        } else if (META_TOKEN_TABLE(r->owner) == META_TABLE_METHODDEF && owner_row <= methods) {
            index->generic_param_count_method[owner_row]++;
            if (!index->generic_param_first_method[owner_row]) index->generic_param_first_method[owner_row] = row;
        }
    }
    return index;
}

static Assembly *assembly_create(MetaImage *image, const char *name) {
    Assembly *assembly = loader_calloc(1, sizeof(Assembly));
    assembly->image = image;
    assembly->name = name;
    assembly->typedefs = loader_calloc(meta_table_row_count(image, META_TABLE_TYPEDEF) + 1, sizeof(Type *));
    assembly->member_cache = (void **)index_build(image);
    assembly->next = assembly_list;
    assembly_list = assembly;
    return assembly;
}

AssemblyIndex *loader_assembly_index(Assembly *assembly) {
    return (AssemblyIndex *)assembly->member_cache;
}

/* A row cache carried into a larger one; the old array stays readable (threads reading
 * without the lock may hold it) and is never freed. */
static void *carry_cache(void *old, uint32_t old_rows, uint32_t new_rows, size_t size) {
    void *grown = loader_calloc((size_t)new_rows + 1, size);
    memcpy(grown, old, ((size_t)(old_rows < new_rows ? old_rows : new_rows) + 1) * size);
    return grown;
}

void loader_assembly_bind_reference(Assembly *assembly, uint32_t assemblyref_row, Assembly *target) {
    pthread_mutex_lock(&loader_lock);
    AssemblyIndex *index = loader_assembly_index(assembly);
    if (assemblyref_row && assemblyref_row <= meta_table_row_count(assembly->image, META_TABLE_ASSEMBLYREF))
        __atomic_store_n(&index->assemblyref_cache[assemblyref_row], target, __ATOMIC_RELEASE);
    pthread_mutex_unlock(&loader_lock);
}

void loader_assembly_replace_image(Assembly *assembly, MetaImage *image) {
    pthread_mutex_lock(&loader_lock);
    MetaImage *old = assembly->image;
    AssemblyIndex *previous = loader_assembly_index(assembly), *index = index_build(image);
    uint32_t old_types = meta_table_row_count(old, META_TABLE_TYPEDEF);
    uint32_t types = meta_table_row_count(image, META_TABLE_TYPEDEF);
    index->typedefs_in_creation = carry_cache(previous->typedefs_in_creation, old_types, types, sizeof(Type *));
    index->methoddef_cache = carry_cache(previous->methoddef_cache, meta_table_row_count(old, META_TABLE_METHODDEF),
                                         meta_table_row_count(image, META_TABLE_METHODDEF), sizeof(Method *));
    index->typeref_cache = carry_cache(previous->typeref_cache, meta_table_row_count(old, META_TABLE_TYPEREF),
                                       meta_table_row_count(image, META_TABLE_TYPEREF), sizeof(Type *));
    index->assemblyref_cache =
        carry_cache(previous->assemblyref_cache, meta_table_row_count(old, META_TABLE_ASSEMBLYREF),
                    meta_table_row_count(image, META_TABLE_ASSEMBLYREF), sizeof(Assembly *));
    Type **typedefs = carry_cache(assembly->typedefs, old_types, types, sizeof(Type *));
    /* arrays first, the image last: a reader that sees the new image sizes its row numbers by
     * it, and must find arrays at least that large */
    __atomic_store_n(&assembly->typedefs, typedefs, __ATOMIC_RELEASE);
    __atomic_store_n(&assembly->member_cache, (void **)index, __ATOMIC_RELEASE);
    __atomic_store_n(&assembly->image, image, __ATOMIC_RELEASE);
    pthread_mutex_unlock(&loader_lock);
}

uint32_t loader_generic_param_row(Assembly *assembly, uint32_t owner, uint32_t number) {
    MetaImage *image = assembly->image;
    AssemblyIndex *index = loader_assembly_index(assembly);
    uint32_t owner_row = META_TOKEN_ROW(owner), n = meta_table_row_count(image, META_TABLE_GENERICPARAM);
    uint32_t first = 0;
    if (META_TOKEN_TABLE(owner) == META_TABLE_TYPEDEF && owner_row <= meta_table_row_count(image, META_TABLE_TYPEDEF))
        first = index->generic_param_first_type[owner_row];
    else if (META_TOKEN_TABLE(owner) == META_TABLE_METHODDEF && owner_row <= meta_table_row_count(image, META_TABLE_METHODDEF))
        first = index->generic_param_first_method[owner_row];
    for (uint32_t row = first; row && row <= n; row++) {
        const MetaGenericParamRow *declared = meta_generic_param(image, row);
        if (declared->owner != owner) break;
        if (declared->number == number) return row;
    }
    /* an image whose table is not sorted (invalid, but readable): the whole table */
    for (uint32_t row = 1; row <= n; row++) {
        const MetaGenericParamRow *declared = meta_generic_param(image, row);
        if (declared->owner == owner && declared->number == number) return row;
    }
    return 0;
}

/* Framework mode: the directory of System.Private.CoreLib (the installed Microsoft.NETCore.App),
 * whose assemblies are opened with lazily decoded tables (meta_image_open_installed_file). */
static char *installed_directory;

static bool in_installed_directory(const char *path) {
    const char *slash = strrchr(path, '/');
    size_t n = slash ? (size_t)(slash - path) : 0;
    return installed_directory && slash && strlen(installed_directory) == n && strncmp(path, installed_directory, n) == 0;
}

static Assembly *open_assembly(const char *path, char *error, size_t error_size) {
    MetaError err;
    MetaImage *image = in_installed_directory(path) ? meta_image_open_installed_file(path, &err) : meta_image_open_file(path, &err);
    if (!image) {
        snprintf(error, error_size, "%s", err.message);
        return NULL;
    }
    const char *name = meta_assembly_name(image);
    if (!name) {
        snprintf(error, error_size, "%s: not an assembly (the image has no Assembly manifest row)",
                 path);
        meta_image_close(image);
        return NULL;
    }
    return assembly_create(image, name);
}

bool loader_init(const char *corlib_path, char *error, size_t error_size) {
    pthread_mutexattr_t attr;
    pthread_mutexattr_init(&attr);
    pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
    pthread_mutex_init(&loader_lock, &attr);
    /* only a shared framework's own folder: a self-contained app keeps CoreLib beside its own
     * assemblies, which are checked at open like any program's */
    if (trusted_paths && strstr(corlib_path, "/shared/Microsoft.NETCore.App/")) {
        const char *slash = strrchr(corlib_path, '/');
        if (slash) installed_directory = strndup(corlib_path, (size_t)(slash - corlib_path));
    }
    corlib_assembly = open_assembly(corlib_path, error, error_size);
    return corlib_assembly != NULL;
}

Assembly *loader_corlib(void) {
    return corlib_assembly;
}

Assembly *loader_load_assembly_file(const char *path, char *error, size_t error_size) {
    gc_mutex_lock(thread_current, &loader_lock);
    Assembly *assembly = open_assembly(path, error, error_size);
    pthread_mutex_unlock(&loader_lock);
    return assembly;
}

/* The loaded assembly of this simple name, or NULL (loader_lock held). */
static Assembly *loaded_named(const char *name) {
    for (Assembly *a = assembly_list; a; a = a->next)
        if (strcmp(a->name, name) == 0) return a;
    return NULL;
}

Assembly *loader_load_assembly_for_context(const char *path, const uint8_t *bytes, size_t size, void *load_context,
                                           bool *not_found, char *error, size_t error_size) {
    *not_found = false;
    MetaError err;
    MetaImage *image = path ? meta_image_open_file(path, &err) : meta_image_open_memory(bytes, size, &err);
    if (!image) {
        *not_found = path && access(path, F_OK) != 0;
        snprintf(error, error_size, "%s", err.message);
        return NULL;
    }
    const char *name = meta_assembly_name(image);
    if (!name) {
        snprintf(error, error_size, "%s: not an assembly (the image has no Assembly manifest row)", path ? path : "the image");
        meta_image_close(image);
        return NULL;
    }
    gc_mutex_lock(thread_current, &loader_lock);
    Assembly *found = is_corlib_name(name) ? corlib_assembly : loaded_named(name);
    if (found) {
        meta_image_close(image);
    } else {
        found = assembly_create(image, name);
        found->load_context = load_context;
    }
    pthread_mutex_unlock(&loader_lock);
    return found;
}

Assembly *loader_define_dynamic_assembly(const uint8_t *bytes, size_t size, char *error, size_t error_size) {
    MetaError err;
    MetaImage *image = meta_image_open_memory(bytes, size, &err);
    const char *name = image ? meta_assembly_name(image) : NULL;
    if (!name) {
        snprintf(error, error_size, "%s", image ? "the image has no Assembly manifest row" : err.message);
        if (image) meta_image_close(image);
        return NULL;
    }
    gc_mutex_lock(thread_current, &loader_lock);
    Assembly *assembly = assembly_create(image, name);
    pthread_mutex_unlock(&loader_lock);
    return assembly;
}

size_t loader_loaded_assemblies(Assembly **out, size_t capacity) {
    pthread_mutex_lock(&loader_lock);
    size_t count = corlib_assembly ? 1 : 0;
    for (Assembly *a = assembly_list; a; a = a->next) count += a != corlib_assembly;
    if (corlib_assembly && capacity) out[0] = corlib_assembly;
    /* the list is newest first; CoreCLR lists them in load order */
    size_t index = count;
    for (Assembly *a = assembly_list; a; a = a->next)
        if (a != corlib_assembly && --index < capacity) out[index] = a;
    pthread_mutex_unlock(&loader_lock);
    return count;
}

Assembly *loader_loaded_assembly(const char *name) {
    pthread_mutex_lock(&loader_lock);
    Assembly *found = loaded_named(name);
    pthread_mutex_unlock(&loader_lock);
    return found;
}

/* An assembly by simple name, as `from` refers to it: corlib names map to corlib, then loaded
 * assemblies, the framework's (trusted) ones, a file next to `from`; `display` names it in the
 * FileNotFoundException raised when none is found (NULL with it raised). */
static Assembly *load_assembly_named(Thread *thread, Assembly *from, const char *name, const char *display) {
    Assembly *found = NULL;
    if (is_corlib_name(name)) found = corlib_assembly;
    if (!found) found = loaded_named(name);
    const char *tpa = !found ? trusted_path(name) : NULL;
    if (tpa) {
        char error[512];
        found = open_assembly(tpa, error, sizeof error);
        if (!found) {
            char message[1024];
            snprintf(message, sizeof message, "Could not load file or assembly '%s'. %s", name, error);
            vm_throw_new(thread, "System.BadImageFormatException", message);
            return NULL;
        }
    }
    if (!found) {
        const char *path = meta_image_path(from->image);
        const char *slash = strrchr(path, '/');
        int dir_length = slash ? (int)(slash - path) : 1;
        const char *dir = slash ? path : ".";
        static const char *const extensions[] = {".dll", ".exe"};
        for (int i = 0; i < 2 && !found; i++) {
            char candidate[4096];
            snprintf(candidate, sizeof candidate, "%.*s/%s%s", dir_length, dir, name,
                     extensions[i]);
            FILE *probe = fopen(candidate, "rb");
            if (!probe) continue;
            fclose(probe);
            char error[512];
            found = open_assembly(candidate, error, sizeof error);
            if (!found) {
                char message[1024];
                snprintf(message, sizeof message,
                         "Could not load file or assembly '%s'. %s", name, error);
                vm_throw_new(thread, "System.BadImageFormatException", message);
                return NULL;
            }
        }
    }
    if (!found && strcmp(name, "Corvid.Runtime") == 0) {
        /* corvid's own library (lib/Corvid.Runtime) also comes from beside the corvid binary,
         * for a program whose folder lacks a copy */
        char directory[3800], candidate[4096], error[512];
        vm_executable_directory(directory, sizeof directory);
        snprintf(candidate, sizeof candidate, "%s/Corvid.Runtime.dll", directory);
        if (access(candidate, R_OK) == 0) found = open_assembly(candidate, error, sizeof error);
    }
    if (!found) {
        char message[1024];
        snprintf(message, sizeof message, "Could not load file or assembly '%s'. The system cannot find the file specified.", display);
        vm_throw_new(thread, "System.IO.FileNotFoundException", message);
    }
    return found;
}

Assembly *loader_load_assembly_named(Thread *thread, Assembly *from, const char *name) {
    return load_assembly_named(thread, from ? from : corlib_assembly, name, name);
}

/* An AssemblyRef of `from` (cached per row). */
static Assembly *resolve_assembly_ref(Thread *thread, Assembly *from, uint32_t row) {
    AssemblyIndex *index = loader_assembly_index(from);
    if (index->assemblyref_cache[row]) return index->assemblyref_cache[row];
    const MetaAssemblyRefRow *ref = meta_assemblyref(from->image, row);
    char display[600];
    snprintf(display, sizeof display, "%s, Version=%u.%u.%u.%u", ref->name, ref->major_version, ref->minor_version,
             ref->build_number, ref->revision_number);
    Assembly *found = load_assembly_named(thread, from, ref->name, display);
    if (found) index->assemblyref_cache[row] = found;
    return found;
}

void loader_raise_type_load(Thread *thread, const char *namespace_name, const char *name,
                            const char *assembly_name) {
    char message[1600];
    snprintf(message, sizeof message, "Could not load type '%s%s%s' from assembly '%s'.",
             namespace_name, *namespace_name ? "." : "", name, assembly_name);
    vm_throw_new(thread, "System.TypeLoadException", message);
}

/* A top-level type by name, following ExportedType forwarders (II.22.14). */
static Type *find_type_in_assembly(Thread *thread, Assembly *assembly, const char *namespace_name,
                                   const char *name, int depth) {
    uint32_t row = meta_find_typedef(assembly->image, namespace_name, name, 0);
    if (row) return loader_load_typedef(thread, assembly, row);
    if (depth > 8) return NULL;
    uint32_t exported = meta_find_exported_type(assembly->image, namespace_name, name);
    if (!exported) return NULL;
    const MetaExportedTypeRow *e = meta_exported_type(assembly->image, exported);
    if (META_TOKEN_TABLE(e->implementation) != META_TABLE_ASSEMBLYREF) return NULL;
    Assembly *target = resolve_assembly_ref(thread, assembly, META_TOKEN_ROW(e->implementation));
    if (!target) return NULL;
    return find_type_in_assembly(thread, target, namespace_name, name, depth + 1);
}

Type *loader_find_type_named(Thread *thread, Assembly *from, const char *assembly_name, const char *full_name) {
    Assembly *assembly = assembly_name ? load_assembly_named(thread, from, assembly_name, assembly_name) : from;
    if (!assembly) return NULL;
    const char *dot = strrchr(full_name, '.');
    char namespace_name[512] = "";
    if (dot) snprintf(namespace_name, sizeof namespace_name, "%.*s", (int)(dot - full_name), full_name);
    const char *name = dot ? dot + 1 : full_name;
    Type *type = find_type_in_assembly(thread, assembly, namespace_name, name, 0);
    if (!type && !thread->exception) loader_raise_type_load(thread, namespace_name, name, assembly->name);
    return type;
}

Type *loader_find_type(Assembly *assembly, const char *namespace_name, const char *name) {
    uint32_t row = meta_find_typedef(assembly->image, namespace_name, name, 0);
    return row ? loader_load_typedef(thread_current, assembly, row) : NULL;
}

Type *loader_find_nested_type(Thread *thread, Type *enclosing, const char *name) {
    if (!enclosing || !enclosing->assembly || !enclosing->typedef_row) return NULL;
    uint32_t row = meta_find_typedef(enclosing->assembly->image, "", name, enclosing->typedef_row);
    return row ? loader_load_typedef(thread, enclosing->assembly, row) : NULL;
}

Type *loader_find_type_ignore_case(Thread *thread, Assembly *assembly, Type *enclosing, const char *name) {
    MetaImage *image = assembly->image;
    uint32_t enclosing_row = enclosing && enclosing->assembly == assembly ? enclosing->typedef_row : 0;
    if (enclosing && !enclosing_row) return NULL;
    uint32_t n = meta_table_row_count(image, META_TABLE_TYPEDEF);
    for (uint32_t row = 2; row <= n; row++) {
        if (meta_typedef_enclosing(image, row) != enclosing_row) continue;
        const MetaTypeDefRow *def = meta_typedef(image, row);
        size_t namespace_length = enclosing_row || !def->namespace_name ? 0 : strlen(def->namespace_name);
        if (namespace_length) {
            if (strncasecmp(name, def->namespace_name, namespace_length) != 0 || name[namespace_length] != '.') continue;
            if (strcasecmp(name + namespace_length + 1, def->name) != 0) continue;
        } else if (strcasecmp(name, def->name) != 0) {
            continue;
        }
        return loader_load_typedef(thread, assembly, row);
    }
    return NULL;
}

Type *loader_find_corlib_type(const char *full_name) {
    const char *dot = strrchr(full_name, '.');
    char namespace_name[256] = "";
    const char *name = full_name;
    if (dot) {
        snprintf(namespace_name, sizeof namespace_name, "%.*s", (int)(dot - full_name), full_name);
        name = dot + 1;
    }
    return loader_find_type(corlib_assembly, namespace_name, name);
}

Type *loader_resolve_typeref(Thread *thread, Assembly *assembly, uint32_t row) {
    AssemblyIndex *index = loader_assembly_index(assembly);
    Type *cached = __atomic_load_n(&index->typeref_cache[row], __ATOMIC_ACQUIRE);
    if (cached) return cached;
    const MetaTypeRefRow *ref = meta_typeref(assembly->image, row);
    Type *type = NULL;
    uint32_t scope = ref->resolution_scope;
    switch (META_TOKEN_TABLE(scope)) {
    case META_TABLE_ASSEMBLYREF: {
        Assembly *target = resolve_assembly_ref(thread, assembly, META_TOKEN_ROW(scope));
        if (!target) return NULL;
        type = find_type_in_assembly(thread, target, ref->namespace_name, ref->name, 0);
        if (!type && !thread->exception)
            loader_raise_type_load(thread, ref->namespace_name, ref->name, target->name);
        break;
    }
    case META_TABLE_TYPEREF: { /* nested type: find it inside the enclosing type */
        Type *outer = loader_resolve_typeref(thread, assembly, META_TOKEN_ROW(scope));
        if (!outer) return NULL;
        uint32_t nested = meta_find_typedef(outer->assembly->image, "", ref->name, outer->typedef_row);
        if (nested) {
            type = loader_load_typedef(thread, outer->assembly, nested);
        } else {
            char outer_name[512], nested_name[768];
            loader_type_full_name(outer, outer_name, sizeof outer_name);
            snprintf(nested_name, sizeof nested_name, "%s+%s", outer_name, ref->name);
            loader_raise_type_load(thread, "", nested_name, outer->assembly->name);
        }
        break;
    }
    default: /* Module, ModuleRef or null scope: this assembly (II.22.38) */
        type = find_type_in_assembly(thread, assembly, ref->namespace_name, ref->name, 0);
        if (!type && !thread->exception)
            loader_raise_type_load(thread, ref->namespace_name, ref->name, assembly->name);
        break;
    }
    /* A type still being created by this thread (a cycle through another assembly) is not cached:
     * other threads read this cache without the lock. */
    if (type && loader_typedef_published(type))
        __atomic_store_n(&index->typeref_cache[row], type, __ATOMIC_RELEASE);
    return type;
}

/* Primitive element types of corlib's System types, by name. */
static uint8_t primitive_element_type(const char *name) {
    static const struct { const char *name; uint8_t element_type; } primitives[] = {
        {"Boolean", META_ELEMENT_TYPE_BOOLEAN}, {"Char", META_ELEMENT_TYPE_CHAR},
        {"SByte", META_ELEMENT_TYPE_I1},        {"Byte", META_ELEMENT_TYPE_U1},
        {"Int16", META_ELEMENT_TYPE_I2},        {"UInt16", META_ELEMENT_TYPE_U2},
        {"Int32", META_ELEMENT_TYPE_I4},        {"UInt32", META_ELEMENT_TYPE_U4},
        {"Int64", META_ELEMENT_TYPE_I8},        {"UInt64", META_ELEMENT_TYPE_U8},
        {"Single", META_ELEMENT_TYPE_R4},       {"Double", META_ELEMENT_TYPE_R8},
        {"IntPtr", META_ELEMENT_TYPE_I},        {"UIntPtr", META_ELEMENT_TYPE_U},
        {"String", META_ELEMENT_TYPE_STRING},   {"Object", META_ELEMENT_TYPE_OBJECT},
        {"Void", META_ELEMENT_TYPE_VOID},       {"TypedReference", META_ELEMENT_TYPE_TYPEDBYREF},
    };
    for (size_t i = 0; i < sizeof primitives / sizeof primitives[0]; i++)
        if (strcmp(primitives[i].name, name) == 0) return primitives[i].element_type;
    return 0;
}

static void add_interface(Type *type, Type *interface_type, bool declared, uint32_t *capacity) {
    for (uint32_t i = 0; i < type->interface_count; i++)
        if (type->interfaces[i] == interface_type) {
            if (declared) type->interface_declared[i] = 1;
            return;
        }
    if (type->interface_count == *capacity) {
        *capacity = *capacity ? *capacity * 2 : 4;
        type->interfaces = realloc(type->interfaces, *capacity * sizeof(Type *));
        type->interface_declared = realloc(type->interface_declared, *capacity);
        if (!type->interfaces || !type->interface_declared) {
            fprintf(stderr, "corvid: out of memory in the type loader\n");
            exit(134);
        }
    }
    type->interface_declared[type->interface_count] = declared;
    type->interfaces[type->interface_count++] = interface_type;
}

/* All interfaces: the parent's, then each declared one followed by the ones it extends. */
void loader_collect_interfaces(Type *type, Type **declared, uint32_t declared_count) {
    uint32_t capacity = 0;
    type->interfaces = NULL;
    type->interface_declared = NULL;
    type->interface_count = 0;
    if (type->parent)
        for (uint32_t i = 0; i < type->parent->interface_count; i++)
            add_interface(type, type->parent->interfaces[i], false, &capacity);
    for (uint32_t i = 0; i < declared_count; i++) {
        add_interface(type, declared[i], true, &capacity);
        for (uint32_t j = 0; j < declared[i]->interface_count; j++)
            add_interface(type, declared[i]->interfaces[j], true, &capacity);
    }
}

static void classify_type(Type *type) {
    Type *parent = type->parent;
    if (type->attributes & META_TYPE_INTERFACE) {
        type->kind = TYPE_KIND_INTERFACE;
    } else if (parent && parent->assembly == corlib_assembly &&
               strcmp(parent->namespace_name, "System") == 0 &&
               (strcmp(parent->name, "ValueType") == 0 || strcmp(parent->name, "Enum") == 0) &&
               !(type->assembly == corlib_assembly && strcmp(type->namespace_name, "System") == 0 &&
                 strcmp(type->name, "Enum") == 0)) {
        type->kind = TYPE_KIND_VALUE_TYPE;
        if (strcmp(parent->name, "Enum") == 0) type->flags |= TYPE_FLAG_ENUM;
    } else {
        type->kind = TYPE_KIND_CLASS;
        if (parent && parent->assembly == corlib_assembly &&
            strcmp(parent->namespace_name, "System") == 0 &&
            strcmp(parent->name, "MulticastDelegate") == 0)
            type->flags |= TYPE_FLAG_DELEGATE;
    }
    if (type->assembly == corlib_assembly && strcmp(type->namespace_name, "System") == 0) {
        uint8_t element_type = primitive_element_type(type->name);
        if (element_type) type->element_type = element_type;
        if (strcmp(type->name, "Nullable`1") == 0) type->flags |= TYPE_FLAG_NULLABLE;
    }
    if (!type->element_type)
        type->element_type = type->kind == TYPE_KIND_VALUE_TYPE ? META_ELEMENT_TYPE_VALUETYPE
                                                                : META_ELEMENT_TYPE_CLASS;
}

static void init_method(Method *method, Type *owner, uint32_t row) {
    MetaMethodDefHeader header = meta_methoddef_header(owner->assembly->image, row);
    const MetaMethodDefHeader *def = &header;
    method->owner = owner;
    method->name = def->name;
    method->token = META_TOKEN(META_TABLE_METHODDEF, row);
    method->flags = (uint16_t)def->flags;
    method->impl_flags = (uint16_t)def->impl_flags;
    method->vtable_slot = -1;
    AssemblyIndex *index = loader_assembly_index(owner->assembly);
    uint32_t generic_count = index->generic_param_count_method[row];
    if (generic_count) {
        /* The open method's arguments are its own parameters !!0..!!n-1. */
        method->generic_argument_count = generic_count;
        method->generic_arguments = loader_permanent_calloc(generic_count, sizeof(Type *));
        for (uint32_t i = 0; i < generic_count; i++)
            method->generic_arguments[i] = loader_generic_parameter(true, i);
    }
}

/* Fill names, fields and methods shared by a definition and its instantiations. */
/* Member lookups (loader_find_field, loader_find_method) read these arrays without the loader
 * lock, so each array is complete before it is published, and its count after it. */
void loader_create_members(Type *type) {
    MetaImage *image = type->assembly->image;
    uint32_t first, end;
    meta_typedef_field_range(image, type->typedef_row, &first, &end);
    uint32_t field_count = end - first;
    Field *fields = loader_permanent_calloc(field_count, sizeof(Field));
    for (uint32_t i = 0; i < field_count; i++) {
        uint32_t field_row = meta_list_row(image, META_TABLE_FIELD, first + i);
        const MetaFieldRow *row = meta_field(image, field_row);
        Field *field = &fields[i];
        field->owner = type;
        field->name = row->name;
        field->flags = (uint16_t)row->flags;
        field->token = META_TOKEN(META_TABLE_FIELD, field_row);
    }
    __atomic_store_n(&type->fields, fields, __ATOMIC_RELEASE);
    __atomic_store_n(&type->field_count, field_count, __ATOMIC_RELEASE);
    meta_typedef_method_range(image, type->typedef_row, &first, &end);
    uint32_t method_count = end - first;
    Method **methods = loader_permanent_calloc(method_count, sizeof(Method *));
    /* One block for the type's methods: a type has tens to hundreds, and start-up loads over a
     * thousand types (a calloc each was a tenth of hello world's start-up). */
    Method *block = loader_permanent_calloc(method_count, sizeof(Method));
    for (uint32_t i = 0; i < method_count; i++) {
        Method *method = &block[i];
        init_method(method, type, meta_list_row(image, META_TABLE_METHODDEF, first + i));
        methods[i] = method;
        if ((method->flags & META_METHOD_STATIC) && method->name[0] == '.' && strcmp(method->name, ".cctor") == 0) {
            type->cctor = method;
            type->flags |= TYPE_FLAG_HAS_CCTOR;
        }
    }
    __atomic_store_n(&type->methods, methods, __ATOMIC_RELEASE);
    __atomic_store_n(&type->method_count, method_count, __ATOMIC_RELEASE);
}

GenericContext loader_type_context(Type *type) {
    GenericContext context = {type->generic_arguments, type->generic_argument_count, NULL, 0};
    return context;
}

Type *loader_load_typedef(Thread *thread, Assembly *assembly, uint32_t row) {
    if (row == 0 || row > meta_table_row_count(assembly->image, META_TABLE_TYPEDEF)) {
        vm_throw_new(thread, "System.BadImageFormatException", "TypeDef row out of range.");
        return NULL;
    }
    Type *published = __atomic_load_n(&assembly->typedefs[row], __ATOMIC_ACQUIRE);
    if (published) return published;
    if (assembly->typedef_created && !assembly->typedef_created(thread, assembly, row)) return NULL;
    gc_mutex_lock(thread_current, &loader_lock);
    AssemblyIndex *index = loader_assembly_index(assembly);
    /* Under the (recursive) lock: either complete, or being created by this very thread. */
    Type *existing = assembly->typedefs[row] ? assembly->typedefs[row] : index->typedefs_in_creation[row];
    if (existing) {
        pthread_mutex_unlock(&loader_lock);
        return existing;
    }
    const MetaTypeDefRow *def = meta_typedef(assembly->image, row);
    Type *type = loader_permanent_calloc(1, sizeof(Type));
    type->name = def->name;
    type->namespace_name = def->namespace_name;
    type->assembly = assembly;
    type->typedef_row = row;
    type->attributes = def->flags;
    if (def->flags & META_TYPE_BEFORE_FIELD_INIT) type->flags |= TYPE_FLAG_BEFORE_FIELD_INIT;
    uint32_t generic_count = index->generic_param_count_type[row];
    if (generic_count) {
        type->flags |= TYPE_FLAG_GENERIC_DEFINITION | TYPE_FLAG_CONTAINS_GENERIC_PARAMETERS;
        type->generic_argument_count = generic_count;
        type->generic_arguments = loader_permanent_calloc(generic_count, sizeof(Type *));
        for (uint32_t i = 0; i < generic_count; i++)
            type->generic_arguments[i] = loader_generic_parameter(false, i);
    }
    /* Visible to this thread before the parent and interfaces load: `class Foo : IComparable<Foo>`
     * refers back to Foo while Foo is loading. */
    index->typedefs_in_creation[row] = type;
    uint32_t enclosing = meta_typedef_enclosing(assembly->image, row);
    if (enclosing) {
        type->declaring_type = loader_load_typedef(thread, assembly, enclosing);
        if (type->declaring_type) type->namespace_name = type->declaring_type->namespace_name;
    }
    GenericContext context = loader_type_context(type);
    bool ok = true;
    if (def->extends) {
        type->parent = loader_resolve_type(thread, assembly, def->extends, &context);
        ok = type->parent != NULL;
        /* II.10.1.4: the parent is a class that is not sealed (a value type is sealed); CoreCLR
         * raises TypeLoadException for any other (a fuzzed `extends int8` laid a class over a byte) */
        if (ok && (type->parent->kind != TYPE_KIND_CLASS || (type->parent->attributes & META_TYPE_SEALED))) {
            char message[1024];
            snprintf(message, sizeof message, "Could not load type '%s%s%s' from assembly '%s' because the parent type is sealed.",
                     type->namespace_name, *type->namespace_name ? "." : "", type->name, assembly->name);
            vm_throw_new(thread, "System.TypeLoadException", message);
            ok = false;
        }
    }
    Type *declared[64];
    uint32_t declared_count = 0;
    uint32_t impl = index->interface_impl_first[row];
    uint32_t impl_count = meta_table_row_count(assembly->image, META_TABLE_INTERFACEIMPL);
    for (; ok && impl && impl <= impl_count; impl++) {
        const MetaInterfaceImplRow *r = meta_interface_impl(assembly->image, impl);
        if (r->class_row != row) break;
        Type *interface_type = loader_resolve_type(thread, assembly, r->interface, &context);
        if (!interface_type) ok = false;
        else if (declared_count < 64) declared[declared_count++] = interface_type;
    }
    if (!ok) {
        index->typedefs_in_creation[row] = NULL;
        pthread_mutex_unlock(&loader_lock); /* the Type stays in the arena, unpublished */
        return NULL;
    }
    loader_collect_interfaces(type, declared, declared_count);
    classify_type(type);
    loader_create_members(type);
    /* Published to lock-free readers only now that its members exist. */
    __atomic_store_n(&assembly->typedefs[row], type, __ATOMIC_RELEASE);
    index->typedefs_in_creation[row] = NULL;
    pthread_mutex_unlock(&loader_lock);
    return type;
}

bool loader_typedef_published(Type *type) {
    return type->typedef_row &&
           __atomic_load_n(&type->assembly->typedefs[type->typedef_row], __ATOMIC_ACQUIRE) == type;
}


Field *loader_find_field(Type *type, const char *name) {
    for (Type *t = type; t; t = t->parent)
        for (uint32_t i = 0, n = __atomic_load_n(&t->field_count, __ATOMIC_ACQUIRE); i < n; i++)
            if (strcmp(t->fields[i].name, name) == 0) return &t->fields[i];
    return NULL;
}

Method *loader_find_method(Type *type, const char *name, int parameter_count) {
    for (Type *t = type; t; t = t->parent)
        for (uint32_t i = 0, n = __atomic_load_n(&t->method_count, __ATOMIC_ACQUIRE); i < n; i++) {
            Method *m = t->methods[i];
            if (strcmp(m->name, name) != 0) continue;
            if (parameter_count >= 0) {
                if (!loader_prepare_method(thread_current, m)) return NULL;
                if ((int)m->signature.parameter_count != parameter_count) continue;
            }
            return m;
        }
    return NULL;
}

bool loader_type_is_value_type(const Type *type) {
    return type->kind == TYPE_KIND_VALUE_TYPE;
}

bool loader_type_is_reference(const Type *type) {
    return type->kind == TYPE_KIND_CLASS || type->kind == TYPE_KIND_INTERFACE ||
           type->kind == TYPE_KIND_ARRAY;
}
