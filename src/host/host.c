/*
 * host.c — `dotnet app.dll` up to CoreCLR's start (hostfxr's fx_muxer, then hostpolicy), and
 * the one decision of which corlib runs a program.
 */
#include "host/host_internal.h"

#include "diag/diag.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

bool host_tracing(void) {
    static int tracing = -1;
    if (tracing < 0) tracing = diag_knob("CORVID_HostTrace") != 0;
    return tracing;
}

void host_trace(const char *format, ...) {
    if (!host_tracing()) return;
    va_list args;
    va_start(args, format);
    fputs("corvid-host: ", stderr);
    vfprintf(stderr, format, args);
    fputc('\n', stderr);
    va_end(args);
}

/* "<dir>/App.dll" -> "<dir>/App" + suffix */
static char *sibling(const char *app_path, const char *suffix) {
    HostBuffer b = {0};
    const char *slash = strrchr(app_path, '/');
    const char *dot = strrchr(app_path, '.');
    size_t n = dot && (!slash || dot > slash) ? (size_t)(dot - app_path) : strlen(app_path);
    host_buffer_append(&b, app_path, n);
    host_buffer_puts(&b, suffix);
    return b.data;
}

static int fail(HostContext *ctx, int status, HostBuffer *err) {
    ctx->status = status;
    ctx->error = err->data ? err->data : host_strdup("");
    return status;
}

/* corvid's rule for an assembly without runtimeconfig.json (mcs output): the newest
 * Microsoft.NETCore.App installed, exactly. */
static bool synthesize_config(const char *root, HostRuntimeConfig *config) {
    HostVersion *versions;
    size_t n = root ? host_installed_versions(root, "Microsoft.NETCore.App", &versions) : 0;
    if (!n) return false;
    config->frameworks = calloc(1, sizeof *config->frameworks);
    if (!config->frameworks) abort();
    HostFxRef *ref = &config->frameworks[0];
    snprintf(ref->name, sizeof ref->name, "Microsoft.NETCore.App");
    host_version_format(&versions[n - 1], ref->version_text, sizeof ref->version_text);
    ref->version = versions[n - 1];
    ref->range = HOST_RANGE_EXACT;
    ref->apply_patches = true;
    config->framework_count = 1;
    config->framework_dependent = true;
    free(versions);
    host_trace("no runtimeconfig.json: using the newest Microsoft.NETCore.App, %s", ref->version_text);
    return true;
}

int host_resolve(const char *app_path, HostContext *ctx) {
    memset(ctx, 0, sizeof *ctx);
    HostBuffer err = {0};
    char real[PATH_MAX];
    if (!realpath(app_path, real)) {
        host_buffer_printf(&err, "The application '%s' does not exist.\n", app_path);
        return fail(ctx, HOST_STATUS_FRAMEWORK_MISSING, &err);
    }
    ctx->app_path = host_strdup(real);
    char *slash = strrchr(real, '/');
    slash[1] = 0;
    ctx->app_dir = host_strdup(real);
    char *why = NULL;
    ctx->dotnet_root = host_find_dotnet(&why);

    char *config_path = sibling(ctx->app_path, ".runtimeconfig.json");
    char *dev_path = sibling(ctx->app_path, ".runtimeconfig.dev.json");
    ctx->deps_file = sibling(ctx->app_path, ".deps.json");
    HostRuntimeConfig config;
    host_runtime_config_read(config_path, dev_path, &config, &err);
    if (!config.valid) {
        host_buffer_printf(&err, "Invalid runtimeconfig.json [%s] [%s]\n", config_path, dev_path);
        free(config_path), free(dev_path), free(why);
        host_runtime_config_free(&config);
        return fail(ctx, HOST_STATUS_INVALID_CONFIG, &err);
    }
    if (config.exists) ctx->runtimeconfig = host_strdup(config_path);
    free(config_path);
    free(dev_path);
    if (!config.exists && !synthesize_config(ctx->dotnet_root, &config)) {
        host_buffer_printf(&err, "No runtimeconfig.json for %s and no Microsoft.NETCore.App installed (%s).\n",
                           ctx->app_path, ctx->dotnet_root ? ctx->dotnet_root : why);
        free(why);
        host_runtime_config_free(&config);
        return fail(ctx, HOST_STATUS_FRAMEWORK_MISSING, &err);
    }
    ctx->framework_dependent = config.framework_dependent;
    int status = HOST_STATUS_OK;
    if (config.framework_dependent) {
        if (!ctx->dotnet_root) {
            host_buffer_printf(&err, "No .NET found for %s (%s).\n", ctx->app_path, why);
            status = HOST_STATUS_FRAMEWORK_MISSING;
        } else {
            status = host_resolve_frameworks(ctx->dotnet_root, ctx->app_path, &config, ctx, &err);
        }
    } else {
        /* self-contained: the runtime is in the app folder; includedFrameworks says what it holds */
        host_trace("self-contained: %zu included frameworks", config.included_count);
        ctx->frameworks = calloc(config.included_count + 1, sizeof *ctx->frameworks);
        if (!ctx->frameworks) abort();
        for (size_t i = 0; i < config.included_count; i++)
            ctx->frameworks[i] = (HostFramework){host_strdup(config.included[i].name),
                                                 host_strdup(config.included[i].version_text),
                                                 host_strdup(config.included[i].version_text), NULL, NULL};
        ctx->framework_count = config.included_count;
    }
    free(why);
    if (status == HOST_STATUS_OK) {
        const char *runtime = ctx->framework_dependent ? ctx->frameworks[ctx->framework_count - 1].dir : ctx->app_dir;
        ctx->runtime_dir = host_strdup(runtime);
        ctx->corelib = host_path_join(runtime, "System.Private.CoreLib.dll");
        /* the property builder treats frameworks[] as deps.json levels only when framework-dependent */
        status = host_build_properties(ctx, &config, &err);
    }
    host_runtime_config_free(&config);
    if (status) return fail(ctx, status, &err);
    free(err.data);
    if (host_tracing())
        for (size_t i = 0; i < ctx->property_count; i++) host_trace("property %s = %s", ctx->keys[i], ctx->values[i]);
    return HOST_STATUS_OK;
}

void host_context_free(HostContext *ctx) {
    host_context_free_frameworks(ctx);
    for (size_t i = 0; i < ctx->tpa_count; i++) free(ctx->tpa[i]);
    free(ctx->tpa);
    for (size_t i = 0; i < ctx->property_count; i++) free(ctx->keys[i]), free(ctx->values[i]);
    free(ctx->keys);
    free(ctx->values);
    free(ctx->error);
    free(ctx->dotnet_root);
    free(ctx->app_path);
    free(ctx->app_dir);
    free(ctx->runtimeconfig);
    free(ctx->deps_file);
    free(ctx->runtime_dir);
    free(ctx->corelib);
    memset(ctx, 0, sizeof *ctx);
}

const char *host_property(const HostContext *ctx, const char *key) {
    for (size_t i = 0; i < ctx->property_count; i++)
        if (strcmp(ctx->keys[i], key) == 0) return ctx->values[i];
    return NULL;
}

/* ---- the decision ------------------------------------------------------------------------- */

static void describe_root(char *out, size_t size, const char *root, const char *how) {
    HostVersion *versions;
    size_t n = host_installed_versions(root, "Microsoft.NETCore.App", &versions);
    char newest[160] = "no Microsoft.NETCore.App";
    if (n) {
        char text[128];
        host_version_format(&versions[n - 1], text, sizeof text);
        snprintf(newest, sizeof newest, "Microsoft.NETCore.App %s", text);
    }
    free(versions);
    snprintf(out, size, ".NET at %s (%s; %s)", root, how, newest);
}

void host_choose(const char *app_path, HostTarget target, HostChoice *c) {
    memset(c, 0, sizeof *c);
    const char *knob = getenv("CORVID_Framework");
    if (knob && strcasecmp(knob, "embedded") == 0) {
        c->mode = HOST_MODE_EMBEDDED;
        snprintf(c->reason, sizeof c->reason, "CORVID_Framework=embedded; running on the embedded corlib");
        return;
    }
    bool forced = knob && strcasecmp(knob, "framework") == 0;
    const char *unknown = knob && *knob && !forced ? knob : NULL;
    /* auto: a program built for .NET and one built against mscorlib (mcs, through the framework's
     * mscorlib facade, as `dotnet X.exe` runs it with a runtimeconfig.json) run on the framework;
     * one whose references name neither corlib (a damaged or unusual image) stays on the embedded
     * corlib, where a load failure is reported and exits 1 */
    bool auto_framework = target != HOST_TARGET_UNKNOWN;
    if (forced || auto_framework) {
        c->status = host_resolve(app_path, &c->context);
        /* a program built for .NET, where .NET is installed but cannot run it (its framework is
         * missing or incompatible, a bad runtimeconfig.json): the dotnet host's message and exit
         * code, as `dotnet App.dll` gives them; the embedded corlib is for machines without .NET */
        bool host_error = target == HOST_TARGET_DOTNET && c->context.dotnet_root;
        if (c->status == HOST_STATUS_OK || forced || host_error) {
            c->mode = HOST_MODE_FRAMEWORK;
            if (c->status == HOST_STATUS_OK) {
                const HostFramework *root = &c->context.frameworks[c->context.framework_count - 1];
                snprintf(c->reason, sizeof c->reason, "%s: running on framework %s %s at %s",
                         forced ? "CORVID_Framework=framework" : "auto", c->context.framework_count ? root->name : "(self-contained)",
                         c->context.framework_count ? root->version : "", c->context.runtime_dir);
            } else {
                snprintf(c->reason, sizeof c->reason, "%s: the framework could not be resolved",
                         forced ? "CORVID_Framework=framework" : "auto");
            }
            return;
        }
        /* auto: whatever stopped resolution, the embedded corlib still runs the program */
        host_context_free(&c->context);
        c->status = HOST_STATUS_OK;
    }
    c->mode = HOST_MODE_EMBEDDED;
    char *why = NULL;
    char *root = host_find_dotnet(&why);
    char found[PATH_MAX + 256];
    if (root) describe_root(found, sizeof found, root, why);
    else snprintf(found, sizeof found, "no .NET found (%s)", why ? why : "");
    HostBuffer reason = {0};
    if (unknown) host_buffer_printf(&reason, "CORVID_Framework=%s is not embedded or framework, so auto", unknown);
    else host_buffer_puts(&reason, "auto");
    host_buffer_printf(&reason, "; %s; running on the embedded corlib", found);
    if (root && !auto_framework) host_buffer_puts(&reason, " (its references name neither mscorlib nor System.Runtime)");
    else if (root) host_buffer_puts(&reason, " (the framework could not be resolved: CORVID_Framework=framework shows why)");
    snprintf(c->reason, sizeof c->reason, "%s", reason.data);
    free(reason.data);
    /* with tracing, show what framework mode would resolve, without acting on it */
    if (root && host_tracing() && !auto_framework) {
        HostContext dry;
        host_trace("dry run of the framework resolution (auto mode does not use it for this program)");
        if (host_resolve(app_path, &dry)) host_trace("resolution failed:\n%s", dry.error);
        host_context_free(&dry);
    }
    free(root);
    free(why);
}

void host_choice_free(HostChoice *c) {
    host_context_free(&c->context);
}
