/*
 * host.h — what the dotnet host (hostfxr + hostpolicy) does before CoreCLR starts: find .NET,
 * read App.runtimeconfig.json (+ .dev.json) and the deps.json files, resolve frameworks with
 * roll-forward, and build the TPA list and the property bag CoreCLR receives.  Depends on
 * diag only; the VM consumes HostContext.
 */
#ifndef CORVID_HOST_H
#define CORVID_HOST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* The dotnet host's exit codes (its StatusCode & 0xFF) for the failures corvid reproduces. */
enum {
    HOST_STATUS_OK = 0,
    HOST_STATUS_RESOLVER_RESOLVE_FAILURE = 140, /* an asset named by a deps.json is missing */
    HOST_STATUS_INVALID_CONFIG = 147,           /* bad runtimeconfig.json */
    HOST_STATUS_FRAMEWORK_MISSING = 150,        /* "You must install or update .NET ..." */
    HOST_STATUS_FRAMEWORK_COMPAT = 156,         /* two references to a framework disagree */
    HOST_STATUS_DUPLICATE_PROPERTY = 161,       /* configProperties repeats a host property */
};

typedef struct HostFramework {
    char *name;
    char *requested_version; /* the lowest version referenced */
    char *version;           /* the version found (for includedFrameworks: as listed) */
    char *dir;               /* <dotnet root>/shared/<name>/<version>; NULL for includedFrameworks */
    char *deps_file;         /* dir/<name>.deps.json */
} HostFramework;

typedef struct HostContext {
    int status;              /* HOST_STATUS_*; non-zero: error holds the message */
    char *error;             /* the dotnet host's message (lines; no "corvid:" prefix) */
    char *dotnet_root;       /* without a trailing slash; NULL if none was found */
    char *app_path;          /* absolute */
    char *app_dir;           /* with a trailing slash (APP_CONTEXT_BASE_DIRECTORY) */
    char *runtimeconfig;     /* path read, or NULL when the app has none */
    char *deps_file;         /* the app's deps.json path, or NULL when it has none */
    bool framework_dependent;
    /* frameworks in the host's order: highest level first, Microsoft.NETCore.App last;
     * for a self-contained app, its includedFrameworks */
    HostFramework *frameworks;
    size_t framework_count;
    char *runtime_dir;       /* where CoreCLR and CoreLib live: the last framework's dir or the app dir */
    char *corelib;           /* runtime_dir/System.Private.CoreLib.dll */
    char **tpa;              /* TRUSTED_PLATFORM_ASSEMBLIES as paths (CoreLib last, as the host appends it) */
    size_t tpa_count;
    char **keys, **values;   /* the property bag, in the host's order */
    size_t property_count;
} HostContext;

/* The .NET install: DOTNET_ROOT_X64 / DOTNET_ROOT, then `dotnet` on PATH (symlinks resolved),
 * then /usr/share/dotnet, /usr/lib/dotnet.  Returns the root (malloc'd, no trailing slash) or
 * NULL; *why (malloc'd, may be NULL) says where it came from or what was tried. */
char *host_find_dotnet(char **why);

/* `dotnet --list-runtimes`: "<name> <version> [<root>/shared/<name>]" per framework, sorted
 * by name then version.  Without .NET prints nothing on out and a note on err; returns 0. */
int host_list_runtimes(FILE *out, FILE *err);

/* Everything hostfxr and hostpolicy do for `dotnet app.dll`, up to the point CoreCLR would be
 * loaded.  Returns ctx->status.  An app without runtimeconfig.json gets the newest installed
 * Microsoft.NETCore.App (corvid's rule, so mcs-built programs can run on the framework). */
int host_resolve(const char *app_path, HostContext *ctx);
void host_context_free(HostContext *ctx);
const char *host_property(const HostContext *ctx, const char *key);

/* ---- which corlib runs a program ---------------------------------------------------------- */
typedef enum HostMode { HOST_MODE_EMBEDDED, HOST_MODE_FRAMEWORK } HostMode;

typedef struct HostChoice {
    HostMode mode;
    char reason[1024];       /* one line for --verbose */
    int status;              /* non-zero: resolution failed, context.error says why (print, exit) */
    HostContext context;     /* resolved when mode is FRAMEWORK (or when resolution failed) */
} HostChoice;

/* What a program was compiled against (its assembly references, read by the caller). */
typedef enum HostTarget { HOST_TARGET_UNKNOWN, HOST_TARGET_MSCORLIB, HOST_TARGET_DOTNET } HostTarget;
/* The one place that decides (CORVID_Framework=embedded|framework, unset = auto: a program
 * built for .NET runs on the installed framework; one built against mscorlib on the embedded
 * corlib, until CoreLib runs the whole test suite through the mscorlib facade). */
void host_choose(const char *app_path, HostTarget target, HostChoice *choice);
void host_choice_free(HostChoice *choice);

#endif
