/*
 * host_internal.h — private to src/host: the JSON reader, SemVer versions, small string
 * helpers.  Unit tests include it for white-box checks.
 */
#ifndef CORVID_HOST_INTERNAL_H
#define CORVID_HOST_INTERNAL_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "host/host.h"

/* ---- JSON (host_json.c) ------------------------------------------------------------------ */
/* What the .NET host's reader (rapidjson with comments allowed, parsing stopped after the root
 * value) accepts: RFC 8259 plus // and block comments; no trailing commas; a UTF-8 BOM is
 * skipped; strings are not validated as UTF-8. */
typedef enum HostJsonKind {
    HOST_JSON_NULL,
    HOST_JSON_FALSE,
    HOST_JSON_TRUE,
    HOST_JSON_NUMBER,
    HOST_JSON_STRING,
    HOST_JSON_ARRAY,
    HOST_JSON_OBJECT,
} HostJsonKind;

typedef struct HostJson HostJson;
struct HostJson {
    HostJsonKind kind;
    char *text;       /* STRING: decoded UTF-8, NUL-terminated (length excludes it); NUMBER: as written */
    size_t length;
    /* NUMBER: an integer literal that fits int64/uint64 is kept exactly; anything else is a double */
    bool is_integer, is_negative;
    uint64_t magnitude;
    double number;
    /* ARRAY / OBJECT: items in document order (keys[i] names items[i] in an object) */
    size_t count, capacity;
    HostJson **items;
    char **keys;
};

typedef struct HostJsonError {
    char message[160];  /* rapidjson's wording, e.g. "Missing a name for object member." */
    size_t offset;      /* byte offset (after a BOM) */
    int line, column;   /* 1-based, as the host computes them */
} HostJsonError;

HostJson *host_json_parse(const char *text, size_t size, HostJsonError *error);
void host_json_free(HostJson *value);
/* The first member named key of an object (rapidjson's FindMember), or NULL. */
const HostJson *host_json_member(const HostJson *object, const char *key);
/* The value as the host's rapidjson Writer writes it: compact, numbers normalized (1.50 -> 1.5,
 * 1e2 -> 100.0), strings quoted and escaped.  malloc'd. */
char *host_json_write(const HostJson *value);
/* A file read whole; NULL (errno set) when it cannot be read. */
char *host_read_file(const char *path, size_t *size);

/* ---- SemVer 2 (host_version.c) ----------------------------------------------------------- */
typedef struct HostVersion {
    int major, minor, patch;   /* -1 = empty */
    char pre[64];              /* "" or "-rc.1" */
    char build[64];            /* "" or "+abc" (ignored when comparing) */
} HostVersion;

bool host_version_parse(const char *text, HostVersion *out);
int host_version_compare(const HostVersion *a, const HostVersion *b);
void host_version_format(const HostVersion *v, char *buffer, size_t size);
static inline bool host_version_is_prerelease(const HostVersion *v) { return v->pre[0] != 0; }

/* ---- strings ------------------------------------------------------------------------------ */
typedef struct HostBuffer {
    char *data;
    size_t length, capacity;
} HostBuffer;

void host_buffer_append(HostBuffer *b, const char *text, size_t length);
void host_buffer_puts(HostBuffer *b, const char *text);
void host_buffer_printf(HostBuffer *b, const char *format, ...) __attribute__((format(printf, 2, 3)));
char *host_strdup(const char *text);
char *host_path_join(const char *dir, const char *name);

/* ---- tracing (host.c): CORVID_HostTrace=1, in COREHOST_TRACE's spirit ------------------- */
bool host_tracing(void);
void host_trace(const char *format, ...) __attribute__((format(printf, 1, 2)));

/* ---- runtimeconfig.json and framework resolution (host_fx.c) ------------------------------ */
/* version_compatibility_range: how far a reference may roll (ordered as the host orders it) */
typedef enum HostRange { HOST_RANGE_EXACT, HOST_RANGE_PATCH, HOST_RANGE_MINOR, HOST_RANGE_MAJOR } HostRange;

typedef struct HostFxRef {
    char name[256];
    char version_text[128];
    HostVersion version;
    HostRange range;
    bool roll_to_highest, apply_patches, prefer_release;
} HostFxRef;

typedef struct HostRuntimeConfig {
    bool exists, valid, framework_dependent;
    HostFxRef *frameworks;
    size_t framework_count;
    HostFxRef *included;             /* includedFrameworks (self-contained) */
    size_t included_count;
    char **probe_paths;              /* additionalProbingPaths */
    size_t probe_count;
    char **keys, **values;           /* configProperties, document order, values as the host writes them */
    size_t property_count;
    char tfm[64];
} HostRuntimeConfig;

/* Reads path (+ dev_path when it exists) as hostfxr does; a missing file is valid and empty.
 * Errors are appended to err in the host's words. */
void host_runtime_config_read(const char *path, const char *dev_path, HostRuntimeConfig *config, HostBuffer *err);
void host_runtime_config_free(HostRuntimeConfig *config);
/* Reads a JSON file whose root must be an object; messages as the host prints them. */
HostJson *host_json_read_file(const char *path, HostBuffer *err);

/* Resolves config's frameworks (recursively) under dotnet_root into ctx->frameworks. */
int host_resolve_frameworks(const char *dotnet_root, const char *app_path, const HostRuntimeConfig *config,
                            HostContext *ctx, HostBuffer *err);
/* The versions of shared/<name> that count as installed (valid SemVer folder with a
 * <name>.deps.json), ascending. */
void host_context_free_frameworks(HostContext *ctx);
size_t host_installed_versions(const char *dotnet_root, const char *name, HostVersion **versions);
const char *host_range_name(HostRange range);
const char *host_arch(void);
const char *host_rid(void);

/* ---- deps.json, TPA and the property bag (host_deps.c) ------------------------------------ */
int host_build_properties(HostContext *ctx, const HostRuntimeConfig *config, HostBuffer *err);

#endif
