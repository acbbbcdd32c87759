/*
 * host_deps.c — hostpolicy's part: the app's and the frameworks' deps.json merged into the TPA
 * list and the native and resource directories (deps_resolver.cpp, deps_entry.cpp), then the
 * property bag CoreCLR receives (hostpolicy_context.cpp), in the host's order.
 */
#include "host/host_internal.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

enum { ASSET_RUNTIME, ASSET_RESOURCES, ASSET_NATIVE, ASSET_TYPES };
static const char *const asset_keys[ASSET_TYPES] = {"runtime", "resources", "native"};

typedef struct AssemblyVersion {
    int part[4]; /* -1 = absent */
} AssemblyVersion;

typedef struct DepsEntry {
    const char *library_name, *library_version, *library_type, *library_path;
    int type;
    const char *relative_path, *local_path;
    char *name;        /* file name without extension: the TPA's key */
    bool rid_specific;
    AssemblyVersion assembly_version, file_version;
} DepsEntry;

typedef struct Deps {
    char *path;
    bool exists;
    HostJson *json;
    DepsEntry *entries;
    size_t count;
    char **packages; /* "name/version" of every target entry */
    size_t package_count;
} Deps;

static bool is_file(const char *path) {
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

static void parse_assembly_version(const char *text, AssemblyVersion *v) {
    for (int i = 0; i < 4; i++) v->part[i] = -1;
    if (!text) return;
    for (int i = 0; i < 4 && *text; i++) {
        char *end;
        long n = strtol(text, &end, 10);
        if (end == text) return;
        v->part[i] = (int)n;
        text = *end == '.' ? end + 1 : end;
        if (!*end) return;
    }
}

static int compare_assembly_versions(const AssemblyVersion *a, const AssemblyVersion *b) {
    for (int i = 0; i < 4; i++)
        if (a->part[i] != b->part[i]) return a->part[i] > b->part[i] ? 1 : -1;
    return 0;
}

static const char *base_name(const char *path) {
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

static char *name_without_extension(const char *path) {
    char *name = host_strdup(base_name(path));
    char *dot = strrchr(name, '.');
    if (dot && dot != name) *dot = 0;
    return name;
}

/* The portable RID's fallbacks; since .NET 8 the host uses these instead of the RID graph. */
static const char *const *rid_fallbacks(void) {
    static char rid[32], unix_rid[32];
    static const char *list[8];
    if (!list[0]) {
        snprintf(rid, sizeof rid, "%s", host_rid());
        snprintf(unix_rid, sizeof unix_rid, "unix-%s", host_arch());
        const char *items[] = {rid, "linux", unix_rid, "unix", "any", "base", NULL};
        memcpy(list, items, sizeof items);
    }
    return list;
}

static const char *json_string(const HostJson *object, const char *key) {
    const HostJson *v = host_json_member(object, key);
    return v && v->kind == HOST_JSON_STRING ? v->text : NULL;
}

static void add_entry(Deps *d, const DepsEntry *e) {
    if ((d->count & (d->count - 1)) == 0) { /* a power of two (or 0): grow geometrically */
        d->entries = realloc(d->entries, (d->count ? 2 * d->count : 1) * sizeof *d->entries);
        if (!d->entries) abort();
    }
    d->entries[d->count++] = *e;
}

/* The RID-specific assets (runtimeTargets) of one library and asset type for the best RID in
 * fallback order; if there are any they replace the portable ones. */
static bool add_rid_assets(Deps *d, const HostJson *library, DepsEntry base, int type) {
    const HostJson *targets = host_json_member(library, "runtimeTargets");
    if (!targets || targets->kind != HOST_JSON_OBJECT) return false;
    for (const char *const *rid = rid_fallbacks(); *rid; rid++) {
        bool any = false;
        for (size_t i = 0; i < targets->count; i++) {
            const HostJson *asset = targets->items[i];
            const char *asset_rid = json_string(asset, "rid"), *asset_type = json_string(asset, "assetType");
            if (!asset_rid || !asset_type || strcmp(asset_rid, *rid) != 0 || strcmp(asset_type, asset_keys[type]) != 0)
                continue;
            DepsEntry e = base;
            e.type = type;
            e.relative_path = targets->keys[i];
            e.local_path = json_string(asset, "localPath");
            e.rid_specific = true;
            e.name = name_without_extension(e.relative_path);
            parse_assembly_version(json_string(asset, "assemblyVersion"), &e.assembly_version);
            parse_assembly_version(json_string(asset, "fileVersion"), &e.file_version);
            add_entry(d, &e);
            any = true;
        }
        if (any) return true;
    }
    return false;
}

static bool deps_read(const char *path, Deps *d, HostBuffer *err) {
    memset(d, 0, sizeof *d);
    d->path = host_strdup(path);
    if (!is_file(path)) return true;
    d->exists = true;
    host_trace("reading %s", path);
    d->json = host_json_read_file(path, err);
    if (!d->json) return false;
    const HostJson *targets = host_json_member(d->json, "targets");
    const HostJson *libraries = host_json_member(d->json, "libraries");
    const char *target_name = json_string(host_json_member(d->json, "runtimeTarget"), "name");
    const HostJson *target = NULL;
    if (targets && targets->kind == HOST_JSON_OBJECT) {
        target = target_name ? host_json_member(targets, target_name) : NULL;
        if (!target && !target_name && targets->count) target = targets->items[0];
    }
    if (!target || target->kind != HOST_JSON_OBJECT) return true;
    for (size_t i = 0; i < target->count; i++) {
        const char *key = target->keys[i];
        const HostJson *library = target->items[i];
        d->packages = realloc(d->packages, (d->package_count + 1) * sizeof *d->packages);
        if (!d->packages) abort();
        d->packages[d->package_count++] = host_strdup(key);
        const char *slash = strrchr(key, '/');
        if (!slash || library->kind != HOST_JSON_OBJECT) continue;
        /* names point into packages[] copies split at the slash */
        char *copy = d->packages[d->package_count - 1];
        size_t name_length = (size_t)(slash - key);
        char *name = malloc(name_length + 1);
        if (!name) abort();
        memcpy(name, copy, name_length);
        name[name_length] = 0;
        const HostJson *info = host_json_member(libraries, key);
        DepsEntry base = {.library_name = name, .library_version = copy + name_length + 1,
                          .library_type = json_string(info, "type"), .library_path = json_string(info, "path")};
        bool used_name = false;
        for (int type = 0; type < ASSET_TYPES; type++) {
            if (add_rid_assets(d, library, base, type)) {
                used_name = true;
                continue;
            }
            const HostJson *assets = host_json_member(library, asset_keys[type]);
            if (!assets || assets->kind != HOST_JSON_OBJECT) continue;
            for (size_t j = 0; j < assets->count; j++) {
                DepsEntry e = base;
                e.type = type;
                e.relative_path = assets->keys[j];
                e.local_path = json_string(assets->items[j], "localPath");
                e.name = name_without_extension(e.relative_path);
                parse_assembly_version(json_string(assets->items[j], "assemblyVersion"), &e.assembly_version);
                parse_assembly_version(json_string(assets->items[j], "fileVersion"), &e.file_version);
                add_entry(d, &e);
                used_name = true;
            }
        }
        if (!used_name) free(name);
    }
    return true;
}

static void deps_free(Deps *d) {
    const char *last_name = NULL;
    for (size_t i = 0; i < d->count; i++) {
        free(d->entries[i].name);
        if (d->entries[i].library_name != last_name) free((char *)d->entries[i].library_name);
        last_name = d->entries[i].library_name;
    }
    free(d->entries);
    for (size_t i = 0; i < d->package_count; i++) free(d->packages[i]);
    free(d->packages);
    host_json_free(d->json);
    free(d->path);
}

static bool has_package(const Deps *d, const DepsEntry *e) {
    for (size_t i = 0; i < d->package_count; i++) {
        const char *p = d->packages[i];
        size_t n = strlen(e->library_name);
        if (strncmp(p, e->library_name, n) == 0 && p[n] == '/' && strcmp(p + n + 1, e->library_version) == 0)
            return true;
    }
    return false;
}

/* ---- probing ------------------------------------------------------------------------------ */

enum { PROBE_APP, PROBE_FX, PROBE_LOOKUP };

typedef struct Probe {
    int kind;
    const char *dir;
    const Deps *deps; /* PROBE_FX: that framework's deps.json */
    int level;        /* PROBE_FX: 1 = highest framework */
} Probe;

typedef struct Probing {
    Probe *probes;
    size_t count;
    bool check_existence; /* only with probe paths or a shared store, as the host does */
} Probing;

static bool candidate(const char *base, const char *relative, bool check, char **out) {
    char *path = host_path_join(base, relative);
    if (check && !is_file(path)) {
        free(path);
        return false;
    }
    *out = path;
    return true;
}

/* deps_entry_t::to_dir_path: <dir>/<file name>, resources <dir>/<culture>/<file name> */
static bool in_dir(const DepsEntry *e, const char *dir, bool check, char **out) {
    if (e->local_path) return candidate(dir, e->local_path, check, out);
    if (e->library_type && strcmp(e->library_type, "runtimepack") == 0) return candidate(dir, e->relative_path, check, out);
    if (e->type == ASSET_RESOURCES) {
        /* "lib/net10.0/de/X.resources.dll": the culture is the last folder */
        char *copy = host_strdup(e->relative_path);
        char *slash = strrchr(copy, '/');
        if (slash) *slash = 0;
        char *relative = host_path_join(base_name(copy), base_name(e->relative_path));
        bool ok = candidate(dir, relative, check, out);
        free(relative);
        free(copy);
        return ok;
    }
    return candidate(dir, base_name(e->relative_path), check, out);
}

static bool probe(const Probing *p, const DepsEntry *e, const char *deps_dir, int level, char **out) {
    for (size_t i = 0; i < p->count; i++) {
        const Probe *c = &p->probes[i];
        if (c->kind == PROBE_APP) {
            if (level != 0) continue;
            /* RID-specific assets keep their runtimes/<rid>/... path under the app */
            if (e->rid_specific ? candidate(deps_dir, e->relative_path, p->check_existence, out)
                                : in_dir(e, deps_dir, p->check_existence, out))
                return true;
        } else if (c->kind == PROBE_FX) {
            /* frameworks at the entry's level or lower, and only one whose deps.json has the package */
            if (level > c->level) continue;
            if (has_package(c->deps, e) && in_dir(e, c->dir, p->check_existence, out)) return true;
        } else {
            char *base = e->library_path ? host_path_join(c->dir, e->library_path) : NULL;
            if (!base) {
                char *name = host_path_join(c->dir, e->library_name);
                base = host_path_join(name, e->library_version);
                free(name);
            }
            bool ok = candidate(base, e->relative_path, p->check_existence, out);
            free(base);
            if (ok) return true;
        }
    }
    return false;
}

static void missing_asset(const Deps *d, const DepsEntry *e, HostBuffer *err) {
    host_buffer_printf(err,
                       "Error:\n  An assembly specified in the application dependencies manifest (%s) was not found:\n"
                       "    package: '%s', version: '%s'\n    path: '%s'\n",
                       base_name(d->path), e->library_name, e->library_version, e->relative_path);
}

/* ---- lists -------------------------------------------------------------------------------- */

typedef struct Tpa {
    char **names, **paths;
    AssemblyVersion *assembly_versions, *file_versions;
    size_t count;
} Tpa;

static long tpa_find(const Tpa *t, const char *name) {
    for (size_t i = 0; i < t->count; i++)
        if (strcmp(t->names[i], name) == 0) return (long)i;
    return -1;
}

static void tpa_add(Tpa *t, const char *name, char *path, const AssemblyVersion *av, const AssemblyVersion *fv) {
    size_t n = t->count + 1;
    t->names = realloc(t->names, n * sizeof *t->names);
    t->paths = realloc(t->paths, n * sizeof *t->paths);
    t->assembly_versions = realloc(t->assembly_versions, n * sizeof *t->assembly_versions);
    t->file_versions = realloc(t->file_versions, n * sizeof *t->file_versions);
    if (!t->names || !t->paths || !t->assembly_versions || !t->file_versions) abort();
    t->names[t->count] = host_strdup(name);
    t->paths[t->count] = path;
    t->assembly_versions[t->count] = *av;
    t->file_versions[t->count] = *fv;
    t->count = n;
    host_trace("TPA + %s", path);
}

/* One TPA entry per simple name: the first wins unless a later one has a higher assembly
 * version (or the same and a file version at least as high), as resolve_tpa_list does. */
static bool tpa_entry(Tpa *t, const Probing *p, const Deps *d, const DepsEntry *e, const char *dir, int level,
                      HostBuffer *err) {
    size_t n = strlen(e->relative_path);
    if (n >= 4 && strcmp(e->relative_path + n - 4, "/_._") == 0) return true; /* placeholder */
    long existing = tpa_find(t, e->name);
    char *path = NULL;
    if (existing < 0) {
        if (probe(p, e, dir, level, &path)) {
            tpa_add(t, e->name, path, &e->assembly_version, &e->file_version);
            return true;
        }
        missing_asset(d, e, err);
        return false;
    }
    int c = compare_assembly_versions(&e->assembly_version, &t->assembly_versions[existing]);
    if (c > 0 || (c == 0 && compare_assembly_versions(&e->file_version, &t->file_versions[existing]) >= 0)) {
        if (probe(p, e, dir, level, &path)) {
            if (strcmp(path, t->paths[existing]) != 0) {
                host_trace("TPA replaces %s with %s", t->paths[existing], path);
                free(t->paths[existing]);
                t->paths[existing] = path;
                t->assembly_versions[existing] = e->assembly_version;
                t->file_versions[existing] = e->file_version;
            } else {
                free(path);
            }
        } else if (level != 0) {
            missing_asset(d, e, err);
            return false;
        }
    }
    return true;
}

static int compare_strings(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* No deps.json: every .dll, then every .exe of another name, in the app folder. */
static void add_dir_assemblies(Tpa *t, const char *dir) {
    DIR *d = opendir(dir);
    if (!d) return;
    char **files = NULL;
    size_t n = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.') continue;
        if ((n & (n - 1)) == 0) { /* a power of two (or 0): grow geometrically */
            files = realloc(files, (n ? 2 * n : 1) * sizeof *files);
            if (!files) abort();
        }
        files[n++] = host_strdup(e->d_name);
    }
    closedir(d);
    if (n) qsort(files, n, sizeof *files, compare_strings);
    static const char *const extensions[] = {".dll", ".exe"};
    AssemblyVersion none = {{-1, -1, -1, -1}};
    for (int x = 0; x < 2; x++)
        for (size_t i = 0; i < n; i++) {
            size_t len = strlen(files[i]);
            if (len <= 4 || strcasecmp(files[i] + len - 4, extensions[x]) != 0) continue;
            char *name = host_strdup(files[i]);
            name[len - 4] = 0;
            char *path = host_path_join(dir, files[i]);
            if (tpa_find(t, name) < 0 && is_file(path)) tpa_add(t, name, path, &none, &none);
            else free(path);
            free(name);
        }
    for (size_t i = 0; i < n; i++) free(files[i]);
    free(files);
}

static void add_unique_dir(HostBuffer *list, char ***seen, size_t *count, const char *dir) {
    for (size_t i = 0; i < *count; i++)
        if (strcmp((*seen)[i], dir) == 0) return;
    *seen = realloc(*seen, (*count + 1) * sizeof **seen);
    if (!*seen) abort();
    (*seen)[(*count)++] = host_strdup(dir);
    host_buffer_puts(list, dir);
    host_buffer_puts(list, ":");
}

/* The directory of a file with its trailing slash (the host's get_directory). */
static char *directory_of(const char *path, int levels) {
    char *copy = host_strdup(path);
    for (int i = 0; i < levels; i++) {
        size_t n = strlen(copy);
        while (n > 1 && copy[n - 1] == '/') copy[--n] = 0;
        char *slash = strrchr(copy, '/');
        if (slash) slash[1] = 0;
    }
    return copy;
}

/* NATIVE_DLL_SEARCH_DIRECTORIES / PLATFORM_RESOURCE_ROOTS: each folder with a trailing
 * slash and a ':' after it. */
static bool probe_dirs(int type, const Probing *p, Deps *const *deps, const HostContext *ctx, HostBuffer *out,
                       HostBuffer *err) {
    char **seen = NULL;
    size_t count = 0;
    bool ok = true;
    for (size_t level = 0; level <= ctx->framework_count && ok; level++) {
        const Deps *d = deps[level];
        const char *dir = level == 0 ? ctx->app_dir : ctx->frameworks[level - 1].dir;
        for (size_t i = 0; i < d->count && ok; i++) {
            const DepsEntry *e = &d->entries[i];
            if (e->type != type) continue;
            size_t n = strlen(e->relative_path);
            if (n >= 4 && strcmp(e->relative_path + n - 4, "/_._") == 0) continue;
            char *path;
            if (probe(p, e, dir, (int)level, &path)) {
                char *folder = directory_of(path, type == ASSET_RESOURCES ? 2 : 1);
                add_unique_dir(out, &seen, &count, folder);
                free(folder);
                free(path);
            } else if (type != ASSET_RESOURCES) { /* a missing resource assembly is only informational */
                missing_asset(d, e, err);
                ok = false;
            }
        }
        if (level == 0 && !d->exists) add_unique_dir(out, &seen, &count, ctx->app_dir);
    }
    for (size_t i = 0; i < count; i++) free(seen[i]);
    free(seen);
    return ok;
}

static void add_property(HostContext *ctx, const char *key, const char *value) {
    size_t n = ctx->property_count + 1;
    ctx->keys = realloc(ctx->keys, n * sizeof *ctx->keys);
    ctx->values = realloc(ctx->values, n * sizeof *ctx->values);
    if (!ctx->keys || !ctx->values) abort();
    ctx->keys[ctx->property_count] = host_strdup(key);
    ctx->values[ctx->property_count] = host_strdup(value);
    ctx->property_count = n;
}

static long find_property(const HostContext *ctx, const char *key) {
    for (size_t i = 0; i < ctx->property_count; i++)
        if (strcmp(ctx->keys[i], key) == 0) return (long)i;
    return -1;
}

static void duplicate_property(const char *key, HostBuffer *err) {
    host_buffer_printf(err,
                       "Duplicate runtime property found: %s\nIt is invalid to specify values for properties populated "
                       "by the hosting layer in the application's .runtimeconfig.json\n",
                       key);
}

int host_build_properties(HostContext *ctx, const HostRuntimeConfig *config, HostBuffer *err) {
    size_t levels = ctx->framework_dependent ? ctx->framework_count + 1 : 1;
    Deps **deps = calloc(levels, sizeof *deps);
    Deps *storage = calloc(levels, sizeof *storage);
    if (!deps || !storage) abort();
    int status = HOST_STATUS_OK;
    char *app_deps = host_strdup(ctx->deps_file);
    for (size_t i = 0; i < levels; i++) {
        deps[i] = &storage[i];
        if (!deps_read(i == 0 ? app_deps : ctx->frameworks[i - 1].deps_file, deps[i], err)) {
            status = HOST_STATUS_INVALID_CONFIG;
            levels = i + 1;
            goto done;
        }
    }
    if (!deps[0]->exists) {
        free(ctx->deps_file);
        ctx->deps_file = NULL;
    }
    /* probe configuration: app folder, frameworks (highest level first), then lookups */
    Probing probing = {0};
    probing.probes = calloc(levels + config->probe_count + 8, sizeof *probing.probes);
    if (!probing.probes) abort();
    probing.probes[probing.count++] = (Probe){PROBE_APP, ctx->app_dir, NULL, 0};
    for (size_t i = 1; i < levels; i++)
        probing.probes[probing.count++] = (Probe){PROBE_FX, ctx->frameworks[i - 1].dir, deps[i], (int)i};
    HostBuffer probing_dirs = {0};
    host_buffer_append(&probing_dirs, "", 0);
    char *stores[8];
    size_t store_count = 0;
    if (ctx->framework_dependent) {
        /* the shared store: DOTNET_SHARED_STORE, then <dotnet root>/store/<arch>/<tfm> */
        const char *env = getenv("DOTNET_SHARED_STORE");
        if (env) {
            char *copy = host_strdup(env), *save = NULL;
            for (char *s = strtok_r(copy, ":", &save); s && store_count < 7; s = strtok_r(NULL, ":", &save))
                stores[store_count++] = host_strdup(s);
            free(copy);
        }
        if (ctx->dotnet_root && config->tfm[0]) {
            char *store = host_path_join(ctx->dotnet_root, "store");
            char *arch = host_path_join(store, host_arch());
            stores[store_count++] = host_path_join(arch, config->tfm);
            free(store);
            free(arch);
        }
    }
    for (size_t i = 0; i < store_count; i++) {
        struct stat st;
        if (stat(stores[i], &st) == 0 && S_ISDIR(st.st_mode)) {
            probing.probes[probing.count++] = (Probe){PROBE_LOOKUP, stores[i], NULL, 0};
            probing.check_existence = true;
            host_buffer_printf(&probing_dirs, "%s:", stores[i]);
        }
    }
    for (size_t i = 0; i < config->probe_count; i++) {
        probing.probes[probing.count++] = (Probe){PROBE_LOOKUP, config->probe_paths[i], NULL, 0};
        probing.check_existence = true;
        host_buffer_printf(&probing_dirs, "%s:", config->probe_paths[i]);
    }
    for (size_t i = 0; i < probing.count; i++)
        host_trace("probe %s %s", probing.probes[i].kind == PROBE_APP ? "app" : probing.probes[i].kind == PROBE_FX ? "framework" : "lookup",
                   probing.probes[i].dir);

    /* TRUSTED_PLATFORM_ASSEMBLIES: the app itself, the app's deps.json (or its folder), then
     * each framework's; the host keeps them in a hash map, corvid in this order */
    Tpa tpa = {0};
    AssemblyVersion none = {{-1, -1, -1, -1}};
    char *app_name = name_without_extension(ctx->app_path);
    tpa_add(&tpa, app_name, host_strdup(ctx->app_path), &none, &none);
    free(app_name);
    bool ok = true;
    for (size_t i = 0; i < deps[0]->count && ok; i++)
        if (deps[0]->entries[i].type == ASSET_RUNTIME)
            ok = tpa_entry(&tpa, &probing, deps[0], &deps[0]->entries[i], ctx->app_dir, 0, err);
    if (ok && !deps[0]->exists) add_dir_assemblies(&tpa, ctx->app_dir);
    for (size_t level = 1; level < levels && ok; level++)
        for (size_t i = 0; i < deps[level]->count && ok; i++)
            if (deps[level]->entries[i].type == ASSET_RUNTIME)
                ok = tpa_entry(&tpa, &probing, deps[level], &deps[level]->entries[i], ctx->frameworks[level - 1].dir,
                               (int)level, err);
    HostBuffer native = {0}, resources = {0};
    host_buffer_append(&native, "", 0);
    host_buffer_append(&resources, "", 0);
    if (ok) ok = probe_dirs(ASSET_NATIVE, &probing, deps, ctx, &native, err);
    if (ok) ok = probe_dirs(ASSET_RESOURCES, &probing, deps, ctx, &resources, err);
    if (!ok) status = HOST_STATUS_RESOLVER_RESOLVE_FAILURE;

    if (ok) {
        /* CoreLib is next to CoreCLR, appended even when a deps.json listed it already */
        ctx->tpa = malloc((tpa.count + 1) * sizeof *ctx->tpa);
        if (!ctx->tpa) abort();
        HostBuffer list = {0};
        host_buffer_append(&list, "", 0);
        for (size_t i = 0; i < tpa.count; i++) {
            ctx->tpa[i] = tpa.paths[i];
            tpa.paths[i] = NULL;
            host_buffer_printf(&list, "%s:", ctx->tpa[i]);
        }
        ctx->tpa[tpa.count] = host_strdup(ctx->corelib);
        ctx->tpa_count = tpa.count + 1;
        host_buffer_puts(&list, ctx->corelib);

        HostBuffer deps_files = {0};
        host_buffer_append(&deps_files, "", 0);
        for (size_t i = 0; i < levels; i++)
            host_buffer_printf(&deps_files, "%s%s", i ? ";" : "", deps[i]->path);
        add_property(ctx, "TRUSTED_PLATFORM_ASSEMBLIES", list.data);
        add_property(ctx, "NATIVE_DLL_SEARCH_DIRECTORIES", native.data);
        add_property(ctx, "PLATFORM_RESOURCE_ROOTS", resources.data);
        add_property(ctx, "APP_CONTEXT_BASE_DIRECTORY", ctx->app_dir);
        add_property(ctx, "APP_CONTEXT_DEPS_FILES", deps_files.data);
        add_property(ctx, "FX_DEPS_FILE",
                     ctx->framework_dependent && ctx->framework_count ? ctx->frameworks[ctx->framework_count - 1].deps_file : "");
        add_property(ctx, "PROBING_DIRECTORIES", probing_dirs.data);
        add_property(ctx, "RUNTIME_IDENTIFIER", host_rid());
        free(list.data);
        free(deps_files.data);

        bool set_app_paths = false;
        for (size_t i = 0; i < config->property_count && status == HOST_STATUS_OK; i++) {
            if (strcasecmp(config->keys[i], "Microsoft.NETCore.DotNetHostPolicy.SetAppPaths") == 0)
                set_app_paths = strcasecmp(config->values[i], "true") == 0;
            if (find_property(ctx, config->keys[i]) >= 0) {
                duplicate_property(config->keys[i], err);
                status = HOST_STATUS_DUPLICATE_PROPERTY;
            } else {
                add_property(ctx, config->keys[i], config->values[i]);
            }
        }
        if (status == HOST_STATUS_OK && set_app_paths) {
            if (find_property(ctx, "APP_PATHS") >= 0) {
                duplicate_property("APP_PATHS", err);
                status = HOST_STATUS_DUPLICATE_PROPERTY;
            } else {
                add_property(ctx, "APP_PATHS", ctx->app_dir);
            }
        }
        const char *hooks = getenv("DOTNET_STARTUP_HOOKS");
        if (status == HOST_STATUS_OK && hooks) {
            /* the environment's hooks run before the runtimeconfig's */
            HostBuffer value = {0};
            host_buffer_puts(&value, hooks);
            long at = find_property(ctx, "STARTUP_HOOKS");
            if (at >= 0) {
                host_buffer_printf(&value, ":%s", ctx->values[at]);
                free(ctx->values[at]);
                ctx->values[at] = value.data;
            } else {
                add_property(ctx, "STARTUP_HOOKS", value.data);
                free(value.data);
            }
        }
    }
    for (size_t i = 0; i < tpa.count; i++) free(tpa.names[i]), free(tpa.paths[i]);
    free(tpa.names);
    free(tpa.paths);
    free(tpa.assembly_versions);
    free(tpa.file_versions);
    free(native.data);
    free(resources.data);
    free(probing_dirs.data);
    for (size_t i = 0; i < store_count; i++) free(stores[i]);
    free(probing.probes);
done:
    for (size_t i = 0; i < levels; i++) deps_free(deps[i]);
    free(storage);
    free(deps);
    free(app_deps);
    return status;
}
