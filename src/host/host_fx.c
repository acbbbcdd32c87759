/*
 * host_fx.c — hostfxr's part: finding .NET, listing frameworks, reading runtimeconfig.json and
 * resolving framework references with roll-forward (docs/design/features/
 * framework-version-resolution.md; fx_resolver.cpp, runtime_config.cpp, fx_reference.cpp).
 */
#include "host/host_internal.h"

#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

/* The host retries resolution when a later reference changes an already resolved framework. */
#define MAX_RESOLVE_RETRIES 100

static bool is_directory(const char *path) {
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static bool is_file(const char *path) {
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

const char *host_arch(void) {
#if defined(__x86_64__)
    return "x64";
#elif defined(__aarch64__)
    return "arm64";
#elif defined(__i386__)
    return "x86";
#else
    return "unknown";
#endif
}

/* The portable RID the host reports since .NET 8 (no distro-specific RIDs). */
const char *host_rid(void) {
    static char rid[32];
    if (!rid[0]) snprintf(rid, sizeof rid, "linux-%s", host_arch());
    return rid;
}

/* ---- finding .NET ------------------------------------------------------------------------- */

static char *strip_trailing_slashes(char *path) {
    size_t n = strlen(path);
    while (n > 1 && path[n - 1] == '/') path[--n] = 0;
    return path;
}

/* A folder counts as a .NET install when it has shared/ (frameworks) or the dotnet muxer. */
static bool looks_like_dotnet(const char *dir) {
    char *shared = host_path_join(dir, "shared"), *muxer = host_path_join(dir, "dotnet");
    bool ok = is_directory(shared) || is_file(muxer);
    free(shared);
    free(muxer);
    return ok;
}

static char *dotnet_on_path(void) {
    const char *path = getenv("PATH");
    if (!path) return NULL;
    char *copy = host_strdup(path), *save = NULL;
    char *found = NULL;
    for (char *dir = strtok_r(copy, ":", &save); dir && !found; dir = strtok_r(NULL, ":", &save)) {
        char *candidate = host_path_join(*dir ? dir : ".", "dotnet");
        char real[PATH_MAX];
        if (access(candidate, X_OK) == 0 && is_file(candidate) && realpath(candidate, real)) {
            char *slash = strrchr(real, '/');
            if (slash) *slash = 0;
            found = host_strdup(real[0] ? real : "/");
        }
        free(candidate);
    }
    free(copy);
    return found;
}

char *host_find_dotnet(char **why) {
    HostBuffer tried = {0};
    host_buffer_append(&tried, "", 0);
    char *root = NULL;
    const char *how = NULL;
    static const char *variables[] = {"DOTNET_ROOT_X64", "DOTNET_ROOT"};
    for (size_t i = 0; i < 2 && !root; i++) {
        if (i == 0 && strcmp(host_arch(), "x64") != 0) continue;
        const char *value = getenv(variables[i]);
        if (!value || !*value) {
            if (i == 1) host_buffer_puts(&tried, "DOTNET_ROOT unset");
            continue;
        }
        if (looks_like_dotnet(value)) {
            root = strip_trailing_slashes(host_strdup(value));
            how = variables[i];
        } else {
            host_buffer_printf(&tried, "%s%s=%s has no .NET", tried.length ? ", " : "", variables[i], value);
        }
    }
    if (!root) {
        char *dir = dotnet_on_path();
        if (dir && looks_like_dotnet(dir)) {
            root = dir;
            how = "dotnet on PATH";
        } else {
            free(dir);
            host_buffer_printf(&tried, "%sno dotnet on PATH", tried.length ? ", " : "");
        }
    }
    static const char *defaults[] = {"/usr/share/dotnet", "/usr/lib/dotnet"};
    for (size_t i = 0; i < 2 && !root; i++) {
        if (looks_like_dotnet(defaults[i])) {
            root = host_strdup(defaults[i]);
            how = "default location";
        } else {
            host_buffer_printf(&tried, ", no %s", defaults[i]);
        }
    }
    if (why) {
        if (root) {
            free(tried.data);
            tried = (HostBuffer){0};
            host_buffer_printf(&tried, "%s", how);
        }
        *why = tried.data;
    } else {
        free(tried.data);
    }
    if (root) host_trace("dotnet root %s (%s)", root, how);
    return root;
}

/* ---- installed frameworks ----------------------------------------------------------------- */

static int compare_versions(const void *a, const void *b) {
    return host_version_compare((const HostVersion *)a, (const HostVersion *)b);
}

/* Subfolder names of dir (sorted, so ties in version order stay stable). */
static size_t list_dirs(const char *dir, char ***names) {
    *names = NULL;
    DIR *d = opendir(dir);
    if (!d) return 0;
    size_t n = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.') continue;
        char *full = host_path_join(dir, e->d_name);
        bool ok = is_directory(full);
        free(full);
        if (!ok) continue;
        *names = realloc(*names, (n + 1) * sizeof **names);
        if (!*names) abort();
        (*names)[n++] = host_strdup(e->d_name);
    }
    closedir(d);
    return n;
}

static int compare_strings(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static void free_names(char **names, size_t n) {
    for (size_t i = 0; i < n; i++) free(names[i]);
    free(names);
}

/* .NET 10's host skips version folders without <name>.deps.json, in listings and resolution. */
size_t host_installed_versions(const char *dotnet_root, const char *name, HostVersion **versions) {
    *versions = NULL;
    char *shared = host_path_join(dotnet_root, "shared");
    char *fx_dir = host_path_join(shared, name);
    free(shared);
    char **names;
    size_t n = list_dirs(fx_dir, &names), count = 0;
    if (n) qsort(names, n, sizeof *names, compare_strings);
    char deps_name[512];
    snprintf(deps_name, sizeof deps_name, "%s.deps.json", name);
    for (size_t i = 0; i < n; i++) {
        HostVersion v;
        if (!host_version_parse(names[i], &v)) continue;
        char *version_dir = host_path_join(fx_dir, names[i]);
        char *deps = host_path_join(version_dir, deps_name);
        bool has_deps = is_file(deps);
        free(deps);
        free(version_dir);
        if (!has_deps) {
            host_trace("ignoring %s %s: no %s", name, names[i], deps_name);
            continue;
        }
        *versions = realloc(*versions, (count + 1) * sizeof **versions);
        if (!*versions) abort();
        (*versions)[count++] = v;
    }
    free_names(names, n);
    free(fx_dir);
    /* a stable order: qsort of equal versions (1.0.0 vs 1.0.0+build) keeps name order only by luck */
    for (size_t i = 1; i < count; i++)
        for (size_t j = i; j > 0 && compare_versions(&(*versions)[j - 1], &(*versions)[j]) > 0; j--) {
            HostVersion t = (*versions)[j];
            (*versions)[j] = (*versions)[j - 1];
            (*versions)[j - 1] = t;
        }
    return count;
}

int host_list_runtimes(FILE *out, FILE *err) {
    char *why = NULL;
    char *root = host_find_dotnet(&why);
    if (!root) {
        fprintf(err, "corvid: no .NET found (%s)\n", why ? why : "");
        free(why);
        return 0;
    }
    free(why);
    char *shared = host_path_join(root, "shared");
    char **names;
    size_t n = list_dirs(shared, &names);
    /* the host sorts by name with std::string's operator<, i.e. bytewise */
    if (n) qsort(names, n, sizeof *names, compare_strings);
    for (size_t i = 0; i < n; i++) {
        HostVersion *versions;
        size_t count = host_installed_versions(root, names[i], &versions);
        for (size_t j = 0; j < count; j++) {
            char text[160];
            host_version_format(&versions[j], text, sizeof text);
            fprintf(out, "%s %s [%s/%s]\n", names[i], text, shared, names[i]);
        }
        free(versions);
    }
    free_names(names, n);
    free(shared);
    free(root);
    return 0;
}

/* ---- runtimeconfig.json ------------------------------------------------------------------- */

typedef enum RollForward {
    ROLL_DISABLE,
    ROLL_LATEST_PATCH,
    ROLL_MINOR,
    ROLL_LATEST_MINOR,
    ROLL_MAJOR,
    ROLL_LATEST_MAJOR,
    ROLL_INVALID,
} RollForward;

static const char *const roll_forward_names[] = {"Disable", "LatestPatch", "Minor", "LatestMinor", "Major", "LatestMajor"};

static RollForward roll_forward_parse(const char *text, HostBuffer *err) {
    for (int i = 0; i < ROLL_INVALID; i++)
        if (strcasecmp(roll_forward_names[i], text) == 0) return (RollForward)i;
    host_buffer_printf(err, "Unrecognized roll forward setting value '%s'.\n", text);
    return ROLL_INVALID;
}

const char *host_range_name(HostRange range) {
    static const char *const names[] = {"exact", "patch", "minor", "major"};
    return names[range];
}

static void set_roll_forward(HostFxRef *ref, RollForward value) {
    static const HostRange ranges[] = {HOST_RANGE_EXACT, HOST_RANGE_PATCH, HOST_RANGE_MINOR,
                                       HOST_RANGE_MINOR, HOST_RANGE_MAJOR, HOST_RANGE_MAJOR};
    ref->range = ranges[value];
    ref->roll_to_highest = value == ROLL_LATEST_MINOR || value == ROLL_LATEST_MAJOR;
}

/* rollForwardOnNoCandidateFx (and its environment variable): 0 -> LatestPatch, 1 -> Minor,
 * 2 -> Major, as roll_fwd_on_no_candidate_fx_to_roll_forward maps them. */
static RollForward from_no_candidate_fx(long value) {
    return value == 0 ? ROLL_LATEST_PATCH : value == 2 ? ROLL_MAJOR : ROLL_MINOR;
}

typedef struct Settings {
    RollForward roll_forward;
    bool has_apply_patches, apply_patches;
    int specified; /* 1 = rollForward, 2 = rollForwardOnNoCandidateFx/applyPatches */
} Settings;

static bool mark_specified(Settings *s, int which, HostBuffer *err) {
    if (s->specified && s->specified != which) {
        host_buffer_puts(err, "It's invalid to use both `rollForward` and one of `rollForwardOnNoCandidateFx` or "
                              "`applyPatches` in the same runtime config.\n");
        return false;
    }
    s->specified = which;
    return true;
}

static const char *string_member(const HostJson *object, const char *key, bool *ok, HostBuffer *err) {
    const HostJson *v = host_json_member(object, key);
    if (!v) return NULL;
    if (v->kind != HOST_JSON_STRING) {
        host_buffer_printf(err, "Invalid value for property '%s'.\n", key);
        *ok = false;
        return NULL;
    }
    return v->text;
}

static bool bool_member(const HostJson *object, const char *key, bool *present, bool *value, HostBuffer *err) {
    const HostJson *v = host_json_member(object, key);
    *present = v != NULL;
    if (!v) return true;
    if (v->kind != HOST_JSON_TRUE && v->kind != HOST_JSON_FALSE) {
        host_buffer_printf(err, "Invalid value for property '%s'.\n", key);
        return false;
    }
    *value = v->kind == HOST_JSON_TRUE;
    return true;
}

/* runtimeOptions' or a framework's `rollForward` (a policy name); false on a bad value. */
static bool roll_forward_member(const HostJson *object, RollForward *value, bool *present, HostBuffer *err) {
    bool ok = true;
    const char *text = string_member(object, "rollForward", &ok, err);
    *present = text != NULL;
    if (!ok) return false;
    if (!text) return true;
    *value = roll_forward_parse(text, err);
    if (*value != ROLL_INVALID) return true;
    host_buffer_puts(err, "Invalid value for property 'rollForward'.\n");
    return false;
}

/* The older `rollForwardOnNoCandidateFx` (a number), mapped to its policy. */
static bool no_candidate_member(const HostJson *object, RollForward *value, bool *present, HostBuffer *err) {
    const HostJson *member = host_json_member(object, "rollForwardOnNoCandidateFx");
    *present = member != NULL;
    if (!member) return true;
    if (member->kind != HOST_JSON_NUMBER) {
        host_buffer_puts(err, "Invalid value for property 'rollForwardOnNoCandidateFx'.\n");
        return false;
    }
    *value = from_no_candidate_fx((long)member->number);
    return true;
}

static bool parse_framework(const HostJson *fx, Settings *defaults, bool name_and_version_only, HostFxRef *out,
                            HostBuffer *err) {
    memset(out, 0, sizeof *out);
    out->apply_patches = true;
    set_roll_forward(out, ROLL_MINOR);
    if (fx->kind != HOST_JSON_OBJECT) {
        host_buffer_puts(err, "Invalid framework reference: not an object.\n");
        return false;
    }
    if (!name_and_version_only) {
        set_roll_forward(out, defaults->roll_forward);
        if (defaults->has_apply_patches) out->apply_patches = defaults->apply_patches;
    }
    bool ok = true;
    const char *name = string_member(fx, "name", &ok, err);
    const char *version = string_member(fx, "version", &ok, err);
    if (!ok) return false;
    if (name) snprintf(out->name, sizeof out->name, "%s", name);
    if (version) {
        snprintf(out->version_text, sizeof out->version_text, "%s", version);
        if (!host_version_parse(version, &out->version)) {
            host_buffer_printf(err, "Invalid version '%s' for framework '%s'.\n", version, out->name);
            return false;
        }
        const char *to_pre = getenv("DOTNET_ROLL_FORWARD_TO_PRERELEASE");
        /* a release reference prefers release versions unless rolling to pre-release is asked for */
        if (!name_and_version_only && !host_version_is_prerelease(&out->version) && !(to_pre && atoi(to_pre) == 1))
            out->prefer_release = true;
    } else {
        host_version_parse("0.0.0", &out->version);
        out->version.major = out->version.minor = out->version.patch = -1;
    }
    if (name_and_version_only) return true;
    Settings own = *defaults;
    own.specified = defaults->specified;
    RollForward value;
    bool present;
    if (!roll_forward_member(fx, &value, &present, err)) return false;
    if (present) {
        set_roll_forward(out, value);
        if (!mark_specified(&own, 1, err)) return false;
    }
    bool apply;
    if (!bool_member(fx, "applyPatches", &present, &apply, err)) return false;
    if (present) {
        out->apply_patches = apply;
        if (!mark_specified(&own, 2, err)) return false;
    }
    if (!no_candidate_member(fx, &value, &present, err)) return false;
    if (present) {
        set_roll_forward(out, value);
        if (!mark_specified(&own, 2, err)) return false;
    }
    const char *env = getenv("DOTNET_ROLL_FORWARD");
    if (env) {
        RollForward value = roll_forward_parse(env, err);
        if (value == ROLL_INVALID) {
            host_buffer_puts(err, "Invalid value for environment variable 'DOTNET_ROLL_FORWARD'.\n");
            return false;
        }
        set_roll_forward(out, value);
    }
    return true;
}

static bool read_framework_array(const HostJson *array, Settings *defaults, bool name_and_version_only,
                                 HostFxRef **refs, size_t *count, HostBuffer *err) {
    if (array->kind != HOST_JSON_ARRAY) {
        host_buffer_puts(err, "Invalid value for property 'frameworks': not an array.\n");
        return false;
    }
    for (size_t i = 0; i < array->count; i++) {
        HostFxRef ref;
        if (!parse_framework(array->items[i], defaults, name_and_version_only, &ref, err)) return false;
        if (!ref.name[0]) {
            host_trace("no framework name specified");
            return false;
        }
        for (size_t j = 0; j < *count; j++)
            if (strcmp((*refs)[j].name, ref.name) == 0) {
                host_trace("framework %s already specified", ref.name);
                return false;
            }
        *refs = realloc(*refs, (*count + 1) * sizeof **refs);
        if (!*refs) abort();
        (*refs)[(*count)++] = ref;
    }
    return true;
}

static void set_property(HostRuntimeConfig *c, const char *key, char *value) {
    for (size_t i = 0; i < c->property_count; i++)
        if (strcmp(c->keys[i], key) == 0) {
            free(c->values[i]);
            c->values[i] = value;
            return;
        }
    c->keys = realloc(c->keys, (c->property_count + 1) * sizeof *c->keys);
    c->values = realloc(c->values, (c->property_count + 1) * sizeof *c->values);
    if (!c->keys || !c->values) abort();
    c->keys[c->property_count] = host_strdup(key);
    c->values[c->property_count++] = value;
}

/* runtime_config_t::parse_opts; called for the .dev.json first, then the main file. */
static bool parse_options(const HostJson *options, HostRuntimeConfig *c, Settings *defaults, HostBuffer *err) {
    if (options->kind == HOST_JSON_NULL) return true;
    if (options->kind != HOST_JSON_OBJECT) return false;
    const HostJson *properties = host_json_member(options, "configProperties");
    if (properties && properties->kind == HOST_JSON_OBJECT)
        for (size_t i = 0; i < properties->count; i++) {
            const HostJson *v = properties->items[i];
            /* strings verbatim, anything else as rapidjson writes it (true, 1.5, {"a":1}) */
            set_property(c, properties->keys[i], v->kind == HOST_JSON_STRING ? host_strdup(v->text) : host_json_write(v));
        }
    const HostJson *probes = host_json_member(options, "additionalProbingPaths");
    if (probes) {
        /* this file's paths go before those read earlier (the .dev.json's) */
        size_t n = probes->kind == HOST_JSON_STRING ? 1 : probes->kind == HOST_JSON_ARRAY ? probes->count : 0;
        if (probes->kind != HOST_JSON_STRING && probes->kind != HOST_JSON_ARRAY) {
            host_buffer_puts(err, "Invalid value for property 'additionalProbingPaths'.\n");
            return false;
        }
        char **merged = malloc((c->probe_count + n + 1) * sizeof *merged);
        if (!merged) abort();
        for (size_t i = 0; i < n; i++) {
            const HostJson *p = probes->kind == HOST_JSON_STRING ? probes : probes->items[i];
            if (p->kind != HOST_JSON_STRING) {
                host_buffer_puts(err, "Invalid value for property 'additionalProbingPaths'.\n");
                for (size_t j = 0; j < i; j++) free(merged[j]);
                free(merged);
                return false;
            }
            merged[i] = host_strdup(p->text);
        }
        for (size_t i = 0; i < c->probe_count; i++) merged[n + i] = c->probe_paths[i];
        free(c->probe_paths);
        c->probe_paths = merged;
        c->probe_count += n;
    }
    bool ok = true;
    RollForward value;
    bool present, apply;
    if (!roll_forward_member(options, &value, &present, err)) return false;
    if (present) {
        defaults->roll_forward = value;
        if (!mark_specified(defaults, 1, err)) return false;
    }
    if (!bool_member(options, "applyPatches", &present, &apply, err)) return false;
    if (present) {
        defaults->has_apply_patches = true;
        defaults->apply_patches = apply;
        if (!mark_specified(defaults, 2, err)) return false;
    }
    if (!no_candidate_member(options, &value, &present, err)) return false;
    if (present) {
        defaults->roll_forward = value;
        if (!mark_specified(defaults, 2, err)) return false;
    }
    const char *tfm = string_member(options, "tfm", &ok, err);
    if (!ok) return false;
    if (tfm) snprintf(c->tfm, sizeof c->tfm, "%s", tfm);
    const HostJson *framework = host_json_member(options, "framework");
    if (framework) {
        c->framework_dependent = true;
        HostFxRef ref;
        if (!parse_framework(framework, defaults, false, &ref, err)) return false;
        c->frameworks = realloc(c->frameworks, (c->framework_count + 1) * sizeof *c->frameworks);
        if (!c->frameworks) abort();
        c->frameworks[c->framework_count++] = ref;
    }
    const HostJson *frameworks = host_json_member(options, "frameworks");
    if (frameworks) {
        c->framework_dependent = true;
        if (!read_framework_array(frameworks, defaults, false, &c->frameworks, &c->framework_count, err)) return false;
    }
    const HostJson *included = host_json_member(options, "includedFrameworks");
    if (included) {
        if (c->framework_dependent) {
            host_buffer_puts(err, "It's invalid to specify both `framework`/`frameworks` and `includedFrameworks` properties.\n");
            return false;
        }
        if (!read_framework_array(included, defaults, true, &c->included, &c->included_count, err)) return false;
    }
    return true;
}

HostJson *host_json_read_file(const char *path, HostBuffer *err) {
    size_t size;
    char *text = host_read_file(path, &size);
    if (!text) {
        host_buffer_printf(err, "Cannot use file stream for [%s]: %s\n", path, strerror(errno));
        return NULL;
    }
    HostJsonError error;
    HostJson *root = host_json_parse(text, size, &error);
    free(text);
    if (!root) {
        host_buffer_printf(err, "Failed to parse file [%s]. JSON parsing exception: %s [offset %zu: line %d, column %d]\n",
                           path, error.message, error.offset, error.line, error.column);
        return NULL;
    }
    if (root->kind != HOST_JSON_OBJECT) {
        host_buffer_printf(err, "Failed to parse file [%s]. Expected a JSON object\n", path);
        host_json_free(root);
        return NULL;
    }
    return root;
}

void host_runtime_config_read(const char *path, const char *dev_path, HostRuntimeConfig *c, HostBuffer *err) {
    memset(c, 0, sizeof *c);
    Settings defaults = {.roll_forward = ROLL_MINOR, .apply_patches = true};
    const char *no_candidate = getenv("DOTNET_ROLL_FORWARD_ON_NO_CANDIDATE_FX");
    if (no_candidate) defaults.roll_forward = from_no_candidate_fx(atol(no_candidate));
    host_trace("reading runtime config %s (dev: %s)", path, dev_path ? dev_path : "none");
    /* .NET 10 still reads the .dev.json first; its errors are ignored, as the host ignores them */
    if (dev_path && is_file(dev_path)) {
        HostBuffer ignored = {0};
        HostJson *dev = host_json_read_file(dev_path, &ignored);
        const HostJson *options = host_json_member(dev, "runtimeOptions");
        if (options) parse_options(options, c, &defaults, &ignored);
        host_json_free(dev);
        if (ignored.length) host_trace("ignored in %s: %s", dev_path, ignored.data);
        free(ignored.data);
    }
    if (!is_file(path)) {
        c->valid = true;
        return;
    }
    c->exists = true;
    HostJson *root = host_json_read_file(path, err);
    const HostJson *options = host_json_member(root, "runtimeOptions");
    /* a runtimeconfig.json without runtimeOptions is invalid (runtime_config_t::ensure_parsed) */
    c->valid = options && parse_options(options, c, &defaults, err);
    host_json_free(root);
}

void host_runtime_config_free(HostRuntimeConfig *c) {
    free(c->frameworks);
    free(c->included);
    for (size_t i = 0; i < c->probe_count; i++) free(c->probe_paths[i]);
    free(c->probe_paths);
    for (size_t i = 0; i < c->property_count; i++) free(c->keys[i]), free(c->values[i]);
    free(c->keys);
    free(c->values);
    memset(c, 0, sizeof *c);
}

/* ---- resolution --------------------------------------------------------------------------- */

/* fx_reference_t::is_compatible_with_higher_version */
static bool compatible_with_higher(const HostFxRef *ref, const HostVersion *higher) {
    if (host_version_compare(&ref->version, higher) == 0) return true;
    if (ref->version.major != higher->major && ref->range < HOST_RANGE_MAJOR) return false;
    if (ref->version.minor != higher->minor && ref->range < HOST_RANGE_MINOR) return false;
    return ref->range != HOST_RANGE_EXACT;
}

static bool same_ref(const HostFxRef *a, const HostFxRef *b) {
    return strcmp(a->name, b->name) == 0 && host_version_compare(&a->version, &b->version) == 0 &&
           a->range == b->range && a->roll_to_highest == b->roll_to_highest && a->apply_patches == b->apply_patches &&
           a->prefer_release == b->prefer_release;
}

static bool empty_version(const HostVersion *v) { return v->major < 0; }

static HostVersion search_without_latest_patch(const HostVersion *list, size_t n, const HostFxRef *ref,
                                               bool release_only) {
    HostVersion best = {.major = -1, .minor = -1, .patch = -1};
    if (ref->range < HOST_RANGE_PATCH) return best;
    /* LatestPatch ignores roll_to_highest: its roll to the latest patch comes next */
    bool highest = ref->range != HOST_RANGE_PATCH && ref->roll_to_highest;
    for (size_t i = 0; i < n; i++) {
        const HostVersion *v = &list[i];
        if (release_only && host_version_is_prerelease(v)) continue;
        if (host_version_compare(v, &ref->version) < 0 || !compatible_with_higher(ref, v)) continue;
        if (empty_version(&best) || (highest ? host_version_compare(v, &best) > 0 : host_version_compare(v, &best) < 0))
            best = *v;
    }
    return best;
}

static HostVersion roll_to_latest_patch(const HostVersion *list, size_t n, const HostFxRef *ref, HostVersion start,
                                        bool release_only) {
    HostVersion best = start;
    /* a pre-release match is kept as found */
    if (ref->range < HOST_RANGE_PATCH || host_version_is_prerelease(&start)) return best;
    for (size_t i = 0; i < n; i++) {
        const HostVersion *v = &list[i];
        if (release_only && host_version_is_prerelease(v)) continue;
        if (!ref->apply_patches && v->patch != start.patch) continue;
        if (host_version_compare(v, &start) < 0 || v->major != start.major || v->minor != start.minor) continue;
        if (host_version_compare(v, &best) > 0) best = *v;
    }
    return best;
}

static HostVersion search(const HostVersion *list, size_t n, const HostFxRef *ref, bool release_only) {
    HostVersion best = search_without_latest_patch(list, n, ref, release_only);
    if (!empty_version(&best)) best = roll_to_latest_patch(list, n, ref, best, release_only);
    return best;
}

/* Release references try release versions first, then everything. */
static HostVersion resolve_from_list(const HostVersion *list, size_t n, const HostFxRef *ref) {
    host_trace("roll forward from %s: apply_patches=%d, version_compatibility_range=%s, roll_to_highest_version=%d, "
               "prefer_release=%d",
               ref->version_text, ref->apply_patches, host_range_name(ref->range), ref->roll_to_highest,
               ref->prefer_release);
    if (ref->prefer_release) {
        HostVersion v = search(list, n, ref, true);
        if (!empty_version(&v)) return v;
    }
    return search(list, n, ref, false);
}

typedef struct Resolver {
    const char *root;
    HostFxRef *effective, *oldest; /* per framework name, parallel arrays */
    size_t names;
} Resolver;

static HostFxRef *lookup(HostFxRef *refs, size_t n, const char *name) {
    for (size_t i = 0; i < n; i++)
        if (strcmp(refs[i].name, name) == 0) return &refs[i];
    return NULL;
}

static void free_framework(HostFramework *f) {
    free(f->name);
    free(f->requested_version);
    free(f->version);
    free(f->dir);
    free(f->deps_file);
}

static void os_platform(char *buffer, size_t size) {
    /* the host's OS part of the download link: ID.VERSION_ID from /etc/os-release */
    char id[64] = "linux", version[64] = "";
    FILE *f = fopen("/etc/os-release", "r");
    if (f) {
        char line[256];
        while (fgets(line, sizeof line, f)) {
            char *value = strchr(line, '=');
            if (!value) continue;
            *value++ = 0;
            value[strcspn(value, "\r\n")] = 0;
            if (*value == '"') {
                value++;
                char *end = strchr(value, '"');
                if (end) *end = 0;
            }
            if (strcmp(line, "ID") == 0) snprintf(id, sizeof id, "%s", value);
            if (strcmp(line, "VERSION_ID") == 0) snprintf(version, sizeof version, "%s", value);
        }
        fclose(f);
    }
    if (version[0]) snprintf(buffer, size, "%s.%s", id, version);
    else snprintf(buffer, size, "%s", id);
}

/* .NET 10's message for a framework reference nothing installed satisfies. */
static void missing_framework(const char *root, const char *app_path, const HostFxRef *ref, HostBuffer *err) {
    host_buffer_puts(err, "You must install or update .NET to run this application.\n\n");
    host_buffer_printf(err, "App: %s\nArchitecture: %s\n", app_path, host_arch());
    host_buffer_printf(err, "Framework: '%s', version '%s' (%s)\n", ref->name, ref->version_text, host_arch());
    host_buffer_printf(err, ".NET location: %s/\n\n", root);
    HostVersion *versions;
    size_t n = host_installed_versions(root, ref->name, &versions);
    if (n) {
        host_buffer_puts(err, "The following frameworks were found:\n");
        for (size_t i = 0; i < n; i++) {
            char text[160];
            host_version_format(&versions[i], text, sizeof text);
            host_buffer_printf(err, "  %s at [%s/shared/%s]\n", text, root, ref->name);
        }
    } else {
        host_buffer_puts(err, "No frameworks were found.\n");
    }
    free(versions);
    char os[160];
    os_platform(os, sizeof os);
    host_buffer_puts(err, "\nLearn more:\nhttps://aka.ms/dotnet/app-launch-failed\n\n");
    host_buffer_printf(err,
                       "To install missing framework, download:\n"
                       "https://aka.ms/dotnet-core-applaunch?framework=%s&framework_version=%s&arch=%s&rid=%s&os=%s\n",
                       ref->name, ref->version_text, host_arch(), host_rid(), os);
}

/* Finds the folder for an effective reference; NULL when none is compatible. */
static char *resolve_on_disk(const Resolver *r, const HostFxRef *ref, char **found_version) {
    char *shared = host_path_join(r->root, "shared");
    char *fx_dir = host_path_join(shared, ref->name);
    free(shared);
    host_trace("resolving %s %s in %s", ref->name, ref->version_text, fx_dir);
    HostVersion *versions;
    size_t n = host_installed_versions(r->root, ref->name, &versions);
    char *result = NULL;
    /* no roll forward: Disable, or LatestPatch with applyPatches=false on a release reference */
    if (ref->range == HOST_RANGE_EXACT ||
        (ref->range == HOST_RANGE_PATCH && !ref->apply_patches && !host_version_is_prerelease(&ref->version))) {
        for (size_t i = 0; i < n; i++) {
            char text[160];
            host_version_format(&versions[i], text, sizeof text);
            if (strcmp(text, ref->version_text) == 0) {
                result = host_path_join(fx_dir, text);
                *found_version = host_strdup(text);
            }
        }
        host_trace("no roll forward (version_compatibility_range=%s, apply_patches=%d): %s", host_range_name(ref->range),
                   ref->apply_patches, result ? "found" : "not found");
    } else {
        HostVersion v = resolve_from_list(versions, n, ref);
        if (!empty_version(&v)) {
            char text[160];
            host_version_format(&v, text, sizeof text);
            result = host_path_join(fx_dir, text);
            *found_version = host_strdup(text);
        }
    }
    host_trace("%s %s -> %s", ref->name, ref->version_text, result ? result : "(no compatible version)");
    free(versions);
    free(fx_dir);
    return result;
}

/* fx_resolver_t::reconcile_fx_references: the higher reference, with the stricter settings of the two */
static int reconcile(const HostFxRef *a, const HostFxRef *b, HostFxRef *effective, HostBuffer *err) {
    const HostFxRef *higher = a, *lower = b;
    if (host_version_compare(&a->version, &b->version) < 0) higher = b, lower = a;
    if (!compatible_with_higher(lower, &higher->version)) {
        host_buffer_printf(err,
                           "The specified framework '%s', version '%s', apply_patches=%d, version_compatibility_range=%s "
                           "cannot roll-forward to the previously referenced version '%s'.\n",
                           lower->name, lower->version_text, lower->apply_patches, host_range_name(lower->range),
                           higher->version_text);
        return HOST_STATUS_FRAMEWORK_COMPAT;
    }
    *effective = *higher;
    if (lower->range < effective->range) effective->range = lower->range;
    if (lower->roll_to_highest) effective->roll_to_highest = true;
    if (lower->prefer_release) effective->prefer_release = true;
    return 0;
}

#define RETRY (-1)

static int read_frameworks(Resolver *r, const char *app_path, const HostRuntimeConfig *config,
                           const HostFxRef *parent, HostContext *ctx, HostBuffer *err) {
    for (size_t i = 0; i < config->framework_count; i++) {
        const HostFxRef *ref = &config->frameworks[i];
        HostFxRef *known = lookup(r->effective, r->names, ref->name);
        if (!known) {
            r->effective = realloc(r->effective, (r->names + 1) * sizeof *r->effective);
            r->oldest = realloc(r->oldest, (r->names + 1) * sizeof *r->oldest);
            if (!r->effective || !r->oldest) abort();
            r->effective[r->names] = *ref;
            r->oldest[r->names++] = *ref;
        } else {
            HostFxRef *oldest = lookup(r->oldest, r->names, ref->name);
            if (host_version_compare(&ref->version, &oldest->version) < 0) *oldest = *ref;
        }
    }
    for (size_t i = 0; i < config->framework_count; i++) {
        HostFxRef ref = config->frameworks[i];
        /* LatestMinor / LatestMajor propagate into the references a framework makes */
        if (parent && parent->roll_to_highest) ref.roll_to_highest = true;
        HostFxRef *current = lookup(r->effective, r->names, ref.name);
        HostFxRef updated;
        int rc = reconcile(&ref, current, &updated, err);
        if (rc) return rc;
        size_t existing = ctx->framework_count;
        for (size_t j = 0; j < ctx->framework_count; j++)
            if (strcmp(ctx->frameworks[j].name, ref.name) == 0) existing = j;
        if (existing == ctx->framework_count) {
            *current = updated;
            char *version = NULL;
            char *dir = resolve_on_disk(r, &updated, &version);
            if (!dir) {
                missing_framework(r->root, app_path, &updated, err);
                return HOST_STATUS_FRAMEWORK_MISSING;
            }
            ctx->frameworks = realloc(ctx->frameworks, (ctx->framework_count + 1) * sizeof *ctx->frameworks);
            if (!ctx->frameworks) abort();
            HostFramework *fx = &ctx->frameworks[ctx->framework_count++];
            char file[600];
            snprintf(file, sizeof file, "%s.deps.json", ref.name);
            *fx = (HostFramework){host_strdup(ref.name), host_strdup(lookup(r->oldest, r->names, ref.name)->version_text),
                                  version, dir, host_path_join(dir, file)};
            snprintf(file, sizeof file, "%s.runtimeconfig.json", ref.name);
            char *config_path = host_path_join(dir, file);
            snprintf(file, sizeof file, "%s.runtimeconfig.dev.json", ref.name);
            char *dev_path = host_path_join(dir, file);
            HostRuntimeConfig fx_config;
            host_runtime_config_read(config_path, dev_path, &fx_config, err);
            free(dev_path);
            if (!fx_config.valid) {
                host_buffer_printf(err, "Invalid framework config.json [%s]\n", config_path);
                free(config_path);
                host_runtime_config_free(&fx_config);
                return HOST_STATUS_INVALID_CONFIG;
            }
            free(config_path);
            rc = read_frameworks(r, app_path, &fx_config, &updated, ctx, err);
            host_runtime_config_free(&fx_config);
            if (rc) return rc;
        } else {
            if (!same_ref(&updated, current)) {
                host_trace("restarting resolution: %s must be re-resolved for %s", ref.name, ref.version_text);
                *current = updated;
                return RETRY;
            }
            /* resolved again by a lower framework: it moves after it (Microsoft.NETCore.App last) */
            HostFramework moved = ctx->frameworks[existing];
            memmove(&ctx->frameworks[existing], &ctx->frameworks[existing + 1],
                    (ctx->framework_count - existing - 1) * sizeof *ctx->frameworks);
            ctx->frameworks[ctx->framework_count - 1] = moved;
        }
    }
    return 0;
}

int host_resolve_frameworks(const char *dotnet_root, const char *app_path, const HostRuntimeConfig *config,
                            HostContext *ctx, HostBuffer *err) {
    Resolver r = {.root = dotnet_root};
    int rc;
    int retries = 0;
    do {
        for (size_t i = 0; i < ctx->framework_count; i++) free_framework(&ctx->frameworks[i]);
        ctx->framework_count = 0;
        rc = read_frameworks(&r, app_path, config, NULL, ctx, err);
    } while (rc == RETRY && retries++ < MAX_RESOLVE_RETRIES);
    if (rc == RETRY) {
        host_buffer_puts(err, "Framework resolution did not settle.\n");
        rc = HOST_STATUS_FRAMEWORK_COMPAT;
    }
    if (rc == 0 && host_tracing())
        for (size_t i = 0; i < ctx->framework_count; i++) {
            HostFramework *f = &ctx->frameworks[i];
            HostFxRef *e = lookup(r.effective, r.names, f->name);
            host_trace("framework %s: lowest requested %s, found %s, effective reference %s apply_patches=%d "
                       "version_compatibility_range=%s roll_to_highest_version=%d, folder %s",
                       f->name, f->requested_version, f->version, e->version_text, e->apply_patches,
                       host_range_name(e->range), e->roll_to_highest, f->dir);
        }
    free(r.effective);
    free(r.oldest);
    return rc;
}

void host_context_free_frameworks(HostContext *ctx) {
    for (size_t i = 0; i < ctx->framework_count; i++) free_framework(&ctx->frameworks[i]);
    free(ctx->frameworks);
    ctx->frameworks = NULL;
    ctx->framework_count = 0;
}
