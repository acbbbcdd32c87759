/* Unit tests of the host (src/host): the JSON reader, SemVer ordering, roll-forward against a
 * fake dotnet root in a temporary folder, the TPA and property bag from deps.json, and
 * `corvid --list-runtimes` against `dotnet --list-runtimes` where dotnet is installed. */
#include "host/host.h"
#include "host/host_internal.h"

/* Paths here are a short /tmp folder plus fixed names; PATH_MAX buffers never truncate them. */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wformat-truncation"
#endif

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

static int passed, failed;
#define CHECK(cond, ...) do { \
    if (cond) passed++; \
    else { failed++; printf("FAIL %s:%d: %s: ", __FILE__, __LINE__, #cond); printf(__VA_ARGS__); printf("\n"); } \
} while (0)

static char root[256]; /* the temporary folder: fake dotnet root and apps */

/* ---- JSON ----------------------------------------------------------------------------------- */

static char *write_of(const char *text) {
    HostJsonError e;
    HostJson *v = host_json_parse(text, strlen(text), &e);
    if (!v) return host_strdup(e.message);
    char *s = host_json_write(v);
    host_json_free(v);
    return s;
}

static void check_written(const char *json, const char *expected) {
    char *s = write_of(json);
    CHECK(strcmp(s, expected) == 0, "%s written as '%s', expected '%s'", json, s, expected);
    free(s);
}

static void check_error(const char *json, const char *message, size_t offset, int line, int column) {
    HostJsonError e = {0};
    HostJson *v = host_json_parse(json, strlen(json), &e);
    CHECK(!v, "'%s' parsed", json);
    host_json_free(v);
    CHECK(strcmp(e.message, message) == 0, "'%s': message '%s', expected '%s'", json, e.message, message);
    CHECK(e.offset == offset && e.line == line && e.column == column, "'%s': offset %zu line %d column %d, expected %zu %d %d",
          json, e.offset, e.line, e.column, offset, line, column);
}

static void test_json(void) {
    /* values as the host's rapidjson Writer turns configProperties into strings (checked
     * against dotnet 10's COREHOST_TRACE output) */
    check_written("1.50", "1.5");
    check_written("1", "1");
    check_written("1.0", "1.0");
    check_written("1e2", "100.0");
    check_written("-0", "0");
    check_written("-0.0", "-0.0");
    check_written("0.1", "0.1");
    check_written("-12.5e-3", "-0.0125");
    check_written("0.000001", "0.000001");
    check_written("1e-7", "1e-7");
    check_written("1e21", "1e21");
    check_written("5e-324", "5e-324");
    check_written("1.7976931348623157e308", "1.7976931348623157e308");
    check_written("12345678901234567890", "12345678901234567890");
    check_written("-9223372036854775808", "-9223372036854775808");
    check_written("true", "true");
    check_written("null", "null");
    check_written(" { \"a\" : [ 1 , \"x\" ] , \"b\" : { } } ", "{\"a\":[1,\"x\"],\"b\":{}}");
    check_written("\"\\u0001\\\"/\\\\\\n\"", "\"\\u0001\\\"/\\\\\\n\"");
    check_written("\"\\u00e9\\ud83d\\ude00\"", "\"\xc3\xa9\xf0\x9f\x98\x80\"");
    check_written("// comment\n/* block */ {\"a\" /* in */ : 1} // after", "{\"a\":1}");
    check_written("\xEF\xBB\xBF{}", "{}");
    check_written("{} trailing garbage is ignored", "{}");

    HostJsonError e;
    const char *doc = "{\"k\":\"v\",\"k\":\"w\",\"n\":{\"deep\":[true,false]}}";
    HostJson *v = host_json_parse(doc, strlen(doc), &e);
    CHECK(v && v->kind == HOST_JSON_OBJECT && v->count == 3, "object with duplicate keys");
    const HostJson *k = host_json_member(v, "k");
    CHECK(k && strcmp(k->text, "v") == 0, "FindMember returns the first of duplicate keys");
    const HostJson *deep = host_json_member(host_json_member(v, "n"), "deep");
    CHECK(deep && deep->kind == HOST_JSON_ARRAY && deep->count == 2 && deep->items[1]->kind == HOST_JSON_FALSE, "nested");
    CHECK(host_json_member(v, "missing") == NULL && host_json_member(k, "x") == NULL, "missing members");
    host_json_free(v);

    /* errors: wording, offsets, lines and columns as dotnet 10 reports them */
    check_error("{ \"runtimeOptions\": { // comment\n  \"tfm\": \"net10.0\", /* block */ \"framework\": { \"name\": "
                "\"Microsoft.NETCore.App\", \"version\": \"10.0.0\" },\n \"configProperties\": { \"A.B\": true, \"N\": "
                "1.50e0, \"S\": \"x\\u00e9\", } } }\n",
                "Missing a name for object member.", 201, 3, 66);
    check_error("{\"a\":1,}", "Missing a name for object member.", 7, 1, 8);
    check_error("{\"a\":\"\\q\"}", "Invalid escape character in string.", 6, 1, 7);
    check_error("{\"a\":\"\\ud800x\"}", "The surrogate pair in string is invalid.", 6, 1, 7);
    check_error("{\"a\":\"\\udc00\"}", "The surrogate pair in string is invalid.", 6, 1, 7);
    check_error("{\"a\":01}", "Missing a comma or '}' after an object member.", 6, 1, 7);
    check_error("{\"a\":1.}", "Miss fraction part in number.", 7, 1, 8);
    check_error("{\"a\":1e}", "Miss exponent in number.", 7, 1, 8);
    check_error("{\"a\":-}", "Invalid value.", 6, 1, 7);
    check_error("{\"a\" 1}", "Missing a colon after a name of object member.", 5, 1, 6);
    check_error("{\"a\":[1 2]}", "Missing a comma or ']' after an array element.", 8, 1, 9);
    check_error("{\"a\":1e400}", "Number too big to be stored in double.", 5, 1, 6);
    check_error("{\r\n\"a\":\r\n tru}", "Invalid value.", 13, 3, 5);
    check_error("{\"a\":nulx}", "Invalid value.", 8, 1, 9);
    check_error("{\"a\":x}", "Invalid value.", 5, 1, 6);
    check_error("", "The document is empty.", 0, 1, 1);
    check_error("  /* open", "Invalid value.", 2, 1, 3);
    check_error("{\"a\":\"unterminated", "Missing a closing quotation mark in string.", 18, 1, 19);
    check_error("[\"\\u12\"]", "Incorrect hex digit after \\u escape in string.", 2, 1, 3);

    /* never a crash: every prefix of a valid document, and deep nesting */
    const char *full = "{\"a\":[1,2.5e3,\"s\\u0041\",{\"b\":null}],\"c\":true} ";
    for (size_t n = 0; n < strlen(full); n++) {
        HostJson *p = host_json_parse(full, n, &e);
        host_json_free(p);
    }
    passed++;
    char deep_text[4096];
    memset(deep_text, '[', sizeof deep_text - 1);
    deep_text[sizeof deep_text - 1] = 0;
    CHECK(!host_json_parse(deep_text, strlen(deep_text), &e), "4095 nested arrays refused");
}

/* ---- SemVer --------------------------------------------------------------------------------- */

static void test_versions(void) {
    const char *ordered[] = {"1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta", "1.0.0-beta.2",
                             "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0", "1.0.1", "1.2.0", "1.10.0", "2.0.0-0", "2.0.0"};
    size_t n = sizeof ordered / sizeof *ordered;
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < n; j++) {
            HostVersion a, b;
            CHECK(host_version_parse(ordered[i], &a) && host_version_parse(ordered[j], &b), "parse %s %s", ordered[i], ordered[j]);
            int c = host_version_compare(&a, &b);
            int expected = i < j ? -1 : i > j ? 1 : 0;
            CHECK(c == expected, "%s vs %s: %d, expected %d", ordered[i], ordered[j], c, expected);
        }
    HostVersion a, b;
    CHECK(host_version_parse("1.0.0+build.5", &a) && host_version_parse("1.0.0", &b) && host_version_compare(&a, &b) == 0,
          "build metadata is ignored in ordering");
    char text[64];
    host_version_format(&a, text, sizeof text);
    CHECK(strcmp(text, "1.0.0+build.5") == 0, "formatted %s", text);
    CHECK(host_version_parse("10.0.12-rc.1.25451.107+abc", &a) && strcmp(a.pre, "-rc.1.25451.107") == 0, "pre-release kept");
    const char *invalid[] = {"1.0", "01.0.0", "1.00.0", "1.0.01", "1.0.0-", "1.0.0-01", "1.0.0-a..b", "1.0.0+", "a.b.c",
                             "1.0.0-a_b", "", "1..0", "1.0.0.0"};
    for (size_t i = 0; i < sizeof invalid / sizeof *invalid; i++)
        CHECK(!host_version_parse(invalid[i], &a), "'%s' accepted", invalid[i]);
    CHECK(host_version_parse("1.0.0-0a", &a), "alphanumeric identifier starting with 0 is fine");
}

/* ---- the fake dotnet root ------------------------------------------------------------------- */

static void make_dirs(const char *path) {
    char tmp[PATH_MAX];
    snprintf(tmp, sizeof tmp, "%s", path);
    for (char *p = tmp + 1; *p; p++)
        if (*p == '/') {
            *p = 0;
            mkdir(tmp, 0755);
            *p = '/';
        }
    mkdir(tmp, 0755);
}

static void write_text(const char *path, const char *text) {
    char dir[PATH_MAX];
    snprintf(dir, sizeof dir, "%s", path);
    *strrchr(dir, '/') = 0;
    make_dirs(dir);
    FILE *f = fopen(path, "w");
    if (!f) {
        perror(path);
        exit(1);
    }
    fputs(text, f);
    fclose(f);
}

static void install(const char *name, const char *version, const char *deps, const char *runtimeconfig) {
    char path[PATH_MAX];
    snprintf(path, sizeof path, "%s/dotnet/shared/%s/%s", root, name, version);
    make_dirs(path);
    if (deps) {
        snprintf(path, sizeof path, "%s/dotnet/shared/%s/%s/%s.deps.json", root, name, version, name);
        write_text(path, deps);
    }
    if (runtimeconfig) {
        snprintf(path, sizeof path, "%s/dotnet/shared/%s/%s/%s.runtimeconfig.json", root, name, version, name);
        write_text(path, runtimeconfig);
    }
}

/* An app in its own folder: App.dll (any bytes do for resolution) and its runtimeconfig. */
static void app(const char *dir, const char *runtimeconfig, char *app_path) {
    char path[PATH_MAX];
    snprintf(app_path, PATH_MAX, "%s/%s/App.dll", root, dir);
    write_text(app_path, "MZ");
    snprintf(path, sizeof path, "%s/%s/App.runtimeconfig.json", root, dir);
    if (runtimeconfig) write_text(path, runtimeconfig);
    else unlink(path);
}

static int app_count;

/* Resolves an app that references Microsoft.NETCore.App <version> with <roll> (NULL: none);
 * returns the version chosen or the status as text. */
static void expect(const char *version, const char *roll, const char *expected) {
    char config[512], app_path[PATH_MAX], dir[32];
    snprintf(config, sizeof config,
             "{\"runtimeOptions\":{\"tfm\":\"net5.0\",\"framework\":{\"name\":\"Microsoft.NETCore.App\",\"version\":\"%s\"%s%s%s}}}",
             version, roll ? ",\"rollForward\":\"" : "", roll ? roll : "", roll ? "\"" : "");
    snprintf(dir, sizeof dir, "apps/a%d", app_count++);
    app(dir, config, app_path);
    HostContext ctx;
    int status = host_resolve(app_path, &ctx);
    char got[64];
    if (status) snprintf(got, sizeof got, "%d", status);
    else snprintf(got, sizeof got, "%s", ctx.frameworks[ctx.framework_count - 1].version);
    CHECK(strcmp(got, expected) == 0, "%s %s: got %s, expected %s%s%s", version, roll ? roll : "(default)", got, expected,
          status ? "\n" : "", status ? ctx.error : "");
    host_context_free(&ctx);
}

static const char *minimal_deps = "{\"runtimeTarget\":{\"name\":\"t\"},\"targets\":{\"t\":{}}}";

static void test_roll_forward(void) {
    const char *versions[] = {"2.1.0", "2.1.3", "2.2.0", "2.2.5", "3.0.0", "3.1.0-preview.1", "3.1.2", "4.0.0-rc.1",
                              "5.0.0", "6.0.0-rc.2", "6.0.0-rc.10"};
    for (size_t i = 0; i < sizeof versions / sizeof *versions; i++)
        install("Microsoft.NETCore.App", versions[i], minimal_deps, NULL);
    install("Microsoft.NETCore.App", "2.1.9", NULL, NULL); /* no deps.json: not installed for the host */
    install("Microsoft.NETCore.App", "2.1.x", minimal_deps, NULL); /* not a version */
    char dotnet_root[PATH_MAX];
    snprintf(dotnet_root, sizeof dotnet_root, "%s/dotnet", root);
    setenv("DOTNET_ROOT", dotnet_root, 1);
    unsetenv("DOTNET_ROOT_X64");
    unsetenv("DOTNET_ROLL_FORWARD");
    unsetenv("DOTNET_ROLL_FORWARD_TO_PRERELEASE");

    /* framework-version-resolution.md's policies */
    expect("2.1.0", NULL, "2.1.3");           /* Minor: the latest patch */
    expect("2.0.0", NULL, "2.1.3");           /* Minor: the lowest higher minor, then its latest patch */
    expect("2.1.0", "LatestPatch", "2.1.3");
    expect("2.0.0", "LatestPatch", "150");
    expect("2.1.0", "latestminor", "2.2.5");  /* the values are case-insensitive */
    expect("2.1.0", "Major", "2.1.3");        /* the requested major exists: as Minor */
    expect("1.0.0", "Major", "2.1.3");        /* the lowest higher major, then minor/patch rules */
    expect("2.1.0", "LatestMajor", "5.0.0");  /* release preferred over 6.0.0-rc.10 */
    expect("2.1.0", "Disable", "2.1.0");
    expect("2.1.1", "Disable", "150");
    expect("3.1.0", NULL, "3.1.2");
    expect("3.2.0", NULL, "150");
    expect("4.0.0", NULL, "150");             /* 4.0.0-rc.1 is lower than 4.0.0 */
    expect("4.0.0", "Major", "5.0.0");
    expect("3.1.0-preview.0", NULL, "3.1.0-preview.1"); /* a pre-release reference takes the closest */
    expect("4.0.0-beta", NULL, "4.0.0-rc.1");
    expect("6.0.0-rc.3", NULL, "6.0.0-rc.10"); /* numeric identifiers compare as numbers */
    expect("5.0.0", "Major", "5.0.0");
    expect("6.0.0", "LatestMajor", "150");
    setenv("DOTNET_ROLL_FORWARD_TO_PRERELEASE", "1", 1);
    expect("3.0.5", NULL, "3.1.0-preview.1"); /* no release preference: the closest, pre-release or not */
    unsetenv("DOTNET_ROLL_FORWARD_TO_PRERELEASE");
    expect("3.0.5", NULL, "3.1.2");
    setenv("DOTNET_ROLL_FORWARD", "LatestMajor", 1);
    expect("2.1.0", "Minor", "5.0.0");        /* the environment wins over the runtimeconfig */
    setenv("DOTNET_ROLL_FORWARD", "Nonsense", 1);
    expect("2.1.0", NULL, "147");
    unsetenv("DOTNET_ROLL_FORWARD");

    char app_path[PATH_MAX];
    HostContext ctx;
    /* runtimeOptions.rollForward applies to every framework; a framework's own wins */
    app("apps/options", "{\"runtimeOptions\":{\"rollForward\":\"LatestMinor\",\"framework\":{\"name\":\"Microsoft.NETCore.App\",\"version\":\"2.1.0\"}}}", app_path);
    CHECK(host_resolve(app_path, &ctx) == 0 && strcmp(ctx.frameworks[0].version, "2.2.5") == 0, "runtimeOptions.rollForward");
    host_context_free(&ctx);
    app("apps/options2", "{\"runtimeOptions\":{\"rollForward\":\"LatestMajor\",\"framework\":{\"name\":\"Microsoft.NETCore.App\",\"version\":\"2.1.0\",\"rollForward\":\"LatestPatch\"}}}", app_path);
    CHECK(host_resolve(app_path, &ctx) == 0 && strcmp(ctx.frameworks[0].version, "2.1.3") == 0, "per-framework rollForward wins");
    host_context_free(&ctx);

    /* auto mode (CORVID_Framework unset): a program built for .NET or against mscorlib runs on
     * the framework; a .NET program whose framework is missing gets the host's error (150, as
     * from dotnet); an mcs program without a runtimeconfig gets the newest installed one; a
     * program naming neither corlib stays on the embedded corlib (corvid's rules, host.c) */
    unsetenv("CORVID_Framework");
    HostChoice choice;
    app("apps/auto", "{\"runtimeOptions\":{\"framework\":{\"name\":\"Microsoft.NETCore.App\",\"version\":\"2.1.0\"}}}", app_path);
    host_choose(app_path, HOST_TARGET_DOTNET, &choice);
    CHECK(choice.mode == HOST_MODE_FRAMEWORK && choice.status == 0 && strcmp(choice.context.frameworks[0].version, "2.1.3") == 0,
          "auto: .NET program on the framework (%d %s)", choice.status, choice.reason);
    host_context_free(&choice.context);
    app("apps/auto-missing", "{\"runtimeOptions\":{\"framework\":{\"name\":\"Microsoft.NETCore.App\",\"version\":\"9.9.9\"}}}", app_path);
    host_choose(app_path, HOST_TARGET_DOTNET, &choice);
    CHECK(choice.mode == HOST_MODE_FRAMEWORK && choice.status == 150 && strstr(choice.context.error, "You must install or update .NET"),
          "auto: a .NET program's missing framework is the host's error (%d %s)", choice.status, choice.reason);
    host_context_free(&choice.context);
    app("apps/auto-mcs", NULL, app_path);
    host_choose(app_path, HOST_TARGET_MSCORLIB, &choice);
    CHECK(choice.mode == HOST_MODE_FRAMEWORK && choice.status == 0 && strcmp(choice.context.frameworks[0].version, "6.0.0-rc.10") == 0,
          "auto: an mcs program on the newest Microsoft.NETCore.App (%d %s)", choice.status, choice.reason);
    host_context_free(&choice.context);
    host_choose(app_path, HOST_TARGET_UNKNOWN, &choice);
    CHECK(choice.mode == HOST_MODE_EMBEDDED && choice.status == 0, "auto: neither corlib named: embedded (%s)", choice.reason);

    /* the missing-framework message, as dotnet 10 prints it */
    app("apps/missing", "{\"runtimeOptions\":{\"framework\":{\"name\":\"Microsoft.NETCore.App\",\"version\":\"11.0.0\"}}}", app_path);
    CHECK(host_resolve(app_path, &ctx) == HOST_STATUS_FRAMEWORK_MISSING, "11.0.0 missing");
    char expected[4096];
    snprintf(expected, sizeof expected,
             "You must install or update .NET to run this application.\n\nApp: %s\nArchitecture: x64\n"
             "Framework: 'Microsoft.NETCore.App', version '11.0.0' (x64)\n.NET location: %s/\n\n"
             "The following frameworks were found:\n  2.1.0 at [%s/shared/Microsoft.NETCore.App]\n",
             app_path, dotnet_root, dotnet_root);
    CHECK(ctx.error && strncmp(ctx.error, expected, strlen(expected)) == 0, "message:\n%s\nexpected to start with:\n%s", ctx.error, expected);
    CHECK(ctx.error && strstr(ctx.error, "  6.0.0-rc.2 at [") && strstr(ctx.error, "\nLearn more:\nhttps://aka.ms/dotnet/app-launch-failed\n\n"
                                                                          "To install missing framework, download:\nhttps://aka.ms/dotnet-core-applaunch?framework=Microsoft.NETCore.App&framework_version=11.0.0&arch=x64&rid=linux-x64&os="),
          "message tail:\n%s", ctx.error);
    CHECK(ctx.error && !strstr(ctx.error, "2.1.9") && !strstr(ctx.error, "2.1.x"), "not-installed folders listed");
    host_context_free(&ctx);
    app("apps/foo", "{\"runtimeOptions\":{\"framework\":{\"name\":\"Foo.App\",\"version\":\"1.0.0\"}}}", app_path);
    CHECK(host_resolve(app_path, &ctx) == HOST_STATUS_FRAMEWORK_MISSING && strstr(ctx.error, "\nNo frameworks were found.\n"),
          "Foo.App: %s", ctx.error);
    host_context_free(&ctx);

    /* a framework that references another: resolved recursively, lower levels last */
    install("Web.App", "1.0.0", minimal_deps,
            "{\"runtimeOptions\":{\"framework\":{\"name\":\"Microsoft.NETCore.App\",\"version\":\"2.2.0\"}}}");
    app("apps/web", "{\"runtimeOptions\":{\"framework\":{\"name\":\"Web.App\",\"version\":\"1.0.0\"}}}", app_path);
    CHECK(host_resolve(app_path, &ctx) == 0 && ctx.framework_count == 2 && strcmp(ctx.frameworks[0].name, "Web.App") == 0 &&
              strcmp(ctx.frameworks[1].version, "2.2.5") == 0,
          "Web.App -> Microsoft.NETCore.App 2.2.5: %s", ctx.error ? ctx.error : "");
    host_context_free(&ctx);
    /* the app's lower reference is re-resolved with Web.App's higher one (the host's retry) */
    app("apps/web2", "{\"runtimeOptions\":{\"frameworks\":[{\"name\":\"Microsoft.NETCore.App\",\"version\":\"2.1.0\"},{\"name\":\"Web.App\",\"version\":\"1.0.0\"}]}}", app_path);
    CHECK(host_resolve(app_path, &ctx) == 0 && ctx.framework_count == 2 && strcmp(ctx.frameworks[0].name, "Web.App") == 0 &&
              strcmp(ctx.frameworks[1].name, "Microsoft.NETCore.App") == 0 && strcmp(ctx.frameworks[1].version, "2.2.5") == 0 &&
              strcmp(ctx.frameworks[1].requested_version, "2.1.0") == 0,
          "retry: %s", ctx.error ? ctx.error : "");
    host_context_free(&ctx);
    app("apps/web3", "{\"runtimeOptions\":{\"frameworks\":[{\"name\":\"Microsoft.NETCore.App\",\"version\":\"2.1.0\",\"rollForward\":\"LatestPatch\"},{\"name\":\"Web.App\",\"version\":\"1.0.0\"}]}}", app_path);
    CHECK(host_resolve(app_path, &ctx) == HOST_STATUS_FRAMEWORK_COMPAT &&
              strcmp(ctx.error, "The specified framework 'Microsoft.NETCore.App', version '2.1.0', apply_patches=1, "
                                "version_compatibility_range=patch cannot roll-forward to the previously referenced version '2.2.0'.\n") == 0,
          "compat: %s", ctx.error);
    host_context_free(&ctx);

    /* no runtimeconfig.json: corvid's rule, the newest Microsoft.NETCore.App exactly */
    app("apps/mcs", NULL, app_path);
    CHECK(host_resolve(app_path, &ctx) == 0 && strcmp(ctx.frameworks[0].version, "6.0.0-rc.10") == 0 && !ctx.runtimeconfig,
          "no runtimeconfig: %s", ctx.error ? ctx.error : ctx.frameworks[0].version);
    host_context_free(&ctx);

    /* bad runtimeconfig.json: the host's messages and exit code */
    app("apps/bad", "{\"runtimeOptions\":{\"framework\":{\"name\":\"Microsoft.NETCore.App\",\"version\":\"2.1.0\"},}}", app_path);
    CHECK(host_resolve(app_path, &ctx) == HOST_STATUS_INVALID_CONFIG && strstr(ctx.error, "JSON parsing exception: Missing a name for object member. [offset 82: line 1, column 83]") &&
              strstr(ctx.error, "Invalid runtimeconfig.json ["),
          "bad json: %s", ctx.error);
    host_context_free(&ctx);
    app("apps/bad2", "{\"other\":1}", app_path);
    CHECK(host_resolve(app_path, &ctx) == HOST_STATUS_INVALID_CONFIG, "no runtimeOptions");
    host_context_free(&ctx);

    /* .dev.json: read first, its additionalProbingPaths after the main file's */
    app("apps/dev", "{\"runtimeOptions\":{\"additionalProbingPaths\":[\"/main\"],\"framework\":{\"name\":\"Microsoft.NETCore.App\",\"version\":\"2.1.0\"}}}", app_path);
    char dev[PATH_MAX];
    snprintf(dev, sizeof dev, "%s/apps/dev/App.runtimeconfig.dev.json", root);
    write_text(dev, "{\"runtimeOptions\":{\"additionalProbingPaths\":\"/dev\",\"configProperties\":{\"FromDev\":1}}}");
    CHECK(host_resolve(app_path, &ctx) == 0 && strcmp(host_property(&ctx, "PROBING_DIRECTORIES"), "/main:/dev:") == 0 &&
              strcmp(host_property(&ctx, "FromDev"), "1") == 0,
          "dev.json: %s", ctx.error ? ctx.error : host_property(&ctx, "PROBING_DIRECTORIES"));
    host_context_free(&ctx);
}

/* ---- deps.json, TPA and properties ------------------------------------------------------------ */

static void test_properties(void) {
    char fx[PATH_MAX], app_path[PATH_MAX], path[PATH_MAX], expected[8192];
    install("Microsoft.NETCore.App", "7.0.1",
            "{\"runtimeTarget\":{\"name\":\".NETCoreApp,Version=v7.0/linux-x64\"},\"targets\":{\".NETCoreApp,Version=v7.0/linux-x64\":"
            "{\"Microsoft.NETCore.App.Runtime.linux-x64/7.0.1\":{\"runtime\":{\"System.Private.CoreLib.dll\":{\"assemblyVersion\":\"7.0.0.0\",\"fileVersion\":\"7.0.1.0\"},"
            "\"System.Runtime.dll\":{\"assemblyVersion\":\"7.0.0.0\",\"fileVersion\":\"7.0.1.0\"},\"Shared.dll\":{\"assemblyVersion\":\"1.0.0.0\",\"fileVersion\":\"1.0.0.0\"}},"
            "\"native\":{\"libSystem.Native.so\":{\"fileVersion\":\"0.0.0.0\"}}}}},"
            "\"libraries\":{\"Microsoft.NETCore.App.Runtime.linux-x64/7.0.1\":{\"type\":\"package\",\"serviceable\":true,\"sha512\":\"\"}}}",
            "{\"runtimeOptions\":{\"tfm\":\"net7.0\"}}");
    snprintf(fx, sizeof fx, "%s/dotnet/shared/Microsoft.NETCore.App/7.0.1", root);
    app("apps/deps",
        "{\"runtimeOptions\":{\"tfm\":\"net7.0\",\"framework\":{\"name\":\"Microsoft.NETCore.App\",\"version\":\"7.0.0\",\"rollForward\":\"LatestPatch\"},"
        "\"configProperties\":{\"System.GC.Server\":false,\"Ratio\":1.50,\"Name\":\"x\",\"STARTUP_HOOKS\":\"/cfg/Hook.dll\"}}}",
        app_path);
    snprintf(path, sizeof path, "%s/apps/deps/App.deps.json", root);
    write_text(path,
               "{\"runtimeTarget\":{\"name\":\".NETCoreApp,Version=v7.0\"},\"targets\":{\".NETCoreApp,Version=v7.0\":{"
               "\"App/1.0.0\":{\"dependencies\":{\"Lib\":\"2.0.0\"},\"runtime\":{\"App.dll\":{},\"Shared.dll\":{\"assemblyVersion\":\"0.9.0.0\"}}},"
               "\"Lib/2.0.0\":{\"runtime\":{\"lib/net7.0/Lib.dll\":{\"assemblyVersion\":\"2.0.0.0\",\"fileVersion\":\"2.0.1.0\"},"
               "\"lib/net7.0/_._\":{}},"
               "\"resources\":{\"lib/net7.0/de/Lib.resources.dll\":{\"locale\":\"de\"}},"
               "\"runtimeTargets\":{\"runtimes/unix/lib/net7.0/Lib.Unix.dll\":{\"rid\":\"unix\",\"assetType\":\"runtime\"},"
               "\"runtimes/win/lib/net7.0/Lib.Win.dll\":{\"rid\":\"win\",\"assetType\":\"runtime\"},"
               "\"runtimes/linux-x64/native/liblib.so\":{\"rid\":\"linux-x64\",\"assetType\":\"native\"}}}}},"
               "\"libraries\":{\"App/1.0.0\":{\"type\":\"project\"},\"Lib/2.0.0\":{\"type\":\"package\",\"path\":\"lib/2.0.0\"}}}");
    setenv("DOTNET_STARTUP_HOOKS", "/env/Hook.dll", 1);
    HostContext ctx;
    int status = host_resolve(app_path, &ctx);
    unsetenv("DOTNET_STARTUP_HOOKS");
    CHECK(status == 0, "deps app: %s", ctx.error);
    if (status == 0) {
        char dir[PATH_MAX];
        snprintf(dir, sizeof dir, "%s/apps/deps", root);
        /* app first; the framework's Shared.dll (1.0.0.0) replaces the app's older 0.9.0.0 in
         * place; Lib's rid-specific runtime assets (unix) replace its portable ones (as dotnet 10
         * does); CoreLib appended last */
        const char *tpa_expected[] = {"%s/App.dll", "%s/Shared.dll", "%s/runtimes/unix/lib/net7.0/Lib.Unix.dll",
                                      "%s/System.Private.CoreLib.dll", "%s/System.Runtime.dll", "%s/System.Private.CoreLib.dll"};
        CHECK(ctx.tpa_count == 6, "TPA has %zu entries", ctx.tpa_count);
        for (size_t i = 0; i < ctx.tpa_count && i < 6; i++) {
            snprintf(path, sizeof path, tpa_expected[i], i == 0 || i == 2 ? dir : fx);
            CHECK(strcmp(ctx.tpa[i], path) == 0, "TPA[%zu] = %s, expected %s", i, ctx.tpa[i], path);
        }
        snprintf(expected, sizeof expected, "%s", ctx.tpa[0]);
        for (size_t i = 1; i < ctx.tpa_count; i++) {
            size_t n = strlen(expected);
            snprintf(expected + n, sizeof expected - n, ":%s", ctx.tpa[i]);
        }
        CHECK(strcmp(host_property(&ctx, "TRUSTED_PLATFORM_ASSEMBLIES"), expected) == 0, "TPA property %s",
              host_property(&ctx, "TRUSTED_PLATFORM_ASSEMBLIES"));
        const char *keys[] = {"TRUSTED_PLATFORM_ASSEMBLIES", "NATIVE_DLL_SEARCH_DIRECTORIES", "PLATFORM_RESOURCE_ROOTS",
                              "APP_CONTEXT_BASE_DIRECTORY", "APP_CONTEXT_DEPS_FILES", "FX_DEPS_FILE", "PROBING_DIRECTORIES",
                              "RUNTIME_IDENTIFIER", "System.GC.Server", "Ratio", "Name", "STARTUP_HOOKS"};
        CHECK(ctx.property_count == 12, "%zu properties", ctx.property_count);
        for (size_t i = 0; i < ctx.property_count && i < 12; i++)
            CHECK(strcmp(ctx.keys[i], keys[i]) == 0, "property %zu is %s, expected %s", i, ctx.keys[i], keys[i]);
        snprintf(expected, sizeof expected, "%s/runtimes/linux-x64/native/:%s/:", dir, fx);
        CHECK(strcmp(host_property(&ctx, "NATIVE_DLL_SEARCH_DIRECTORIES"), expected) == 0, "native %s",
              host_property(&ctx, "NATIVE_DLL_SEARCH_DIRECTORIES"));
        snprintf(expected, sizeof expected, "%s/:", dir);
        CHECK(strcmp(host_property(&ctx, "PLATFORM_RESOURCE_ROOTS"), expected) == 0, "resources %s",
              host_property(&ctx, "PLATFORM_RESOURCE_ROOTS"));
        snprintf(expected, sizeof expected, "%s/", dir);
        CHECK(strcmp(host_property(&ctx, "APP_CONTEXT_BASE_DIRECTORY"), expected) == 0, "base %s", ctx.app_dir);
        snprintf(expected, sizeof expected, "%s/App.deps.json;%s/Microsoft.NETCore.App.deps.json", dir, fx);
        CHECK(strcmp(host_property(&ctx, "APP_CONTEXT_DEPS_FILES"), expected) == 0, "deps files %s",
              host_property(&ctx, "APP_CONTEXT_DEPS_FILES"));
        snprintf(expected, sizeof expected, "%s/Microsoft.NETCore.App.deps.json", fx);
        CHECK(strcmp(host_property(&ctx, "FX_DEPS_FILE"), expected) == 0, "fx deps");
        CHECK(strcmp(host_property(&ctx, "PROBING_DIRECTORIES"), "") == 0, "probing");
        CHECK(strcmp(host_property(&ctx, "RUNTIME_IDENTIFIER"), "linux-x64") == 0, "rid");
        CHECK(strcmp(host_property(&ctx, "System.GC.Server"), "false") == 0, "bool property");
        CHECK(strcmp(host_property(&ctx, "Ratio"), "1.5") == 0, "number property %s", host_property(&ctx, "Ratio"));
        CHECK(strcmp(host_property(&ctx, "STARTUP_HOOKS"), "/env/Hook.dll:/cfg/Hook.dll") == 0, "hooks %s",
              host_property(&ctx, "STARTUP_HOOKS"));
        snprintf(expected, sizeof expected, "%s/System.Private.CoreLib.dll", fx);
        CHECK(strcmp(ctx.corelib, expected) == 0 && strcmp(ctx.runtime_dir, fx) == 0, "corelib %s", ctx.corelib);
    }
    host_context_free(&ctx);

    /* a property the host sets itself may not come from configProperties */
    app("apps/dup", "{\"runtimeOptions\":{\"framework\":{\"name\":\"Microsoft.NETCore.App\",\"version\":\"7.0.1\"},\"configProperties\":{\"APP_CONTEXT_BASE_DIRECTORY\":\"x\"}}}", app_path);
    CHECK(host_resolve(app_path, &ctx) == HOST_STATUS_DUPLICATE_PROPERTY &&
              strcmp(ctx.error, "Duplicate runtime property found: APP_CONTEXT_BASE_DIRECTORY\nIt is invalid to specify values for "
                                "properties populated by the hosting layer in the application's .runtimeconfig.json\n") == 0,
          "duplicate: %s", ctx.error);
    host_context_free(&ctx);

    /* no deps.json: the app folder's .dll files, then .exe files of other names */
    app("apps/nodeps", "{\"runtimeOptions\":{\"framework\":{\"name\":\"Microsoft.NETCore.App\",\"version\":\"7.0.1\"}}}", app_path);
    snprintf(path, sizeof path, "%s/apps/nodeps/Other.dll", root);
    write_text(path, "MZ");
    snprintf(path, sizeof path, "%s/apps/nodeps/Other.exe", root);
    write_text(path, "MZ");
    snprintf(path, sizeof path, "%s/apps/nodeps/Tool.exe", root);
    write_text(path, "MZ");
    snprintf(path, sizeof path, "%s/apps/nodeps/sub/Deep.dll", root);
    write_text(path, "MZ");
    CHECK(host_resolve(app_path, &ctx) == 0 && ctx.tpa_count == 7 && strstr(ctx.tpa[1], "/Other.dll") && strstr(ctx.tpa[2], "/Tool.exe"),
          "no deps: %zu entries, [1] %s", ctx.tpa_count, ctx.tpa_count > 1 ? ctx.tpa[1] : "");
    snprintf(expected, sizeof expected, "%s/apps/nodeps/:%s/:", root, fx);
    CHECK(ctx.status == 0 && strcmp(host_property(&ctx, "NATIVE_DLL_SEARCH_DIRECTORIES"), expected) == 0, "native without deps");
    CHECK(ctx.status == 0 && !ctx.deps_file, "deps_file NULL without deps.json");
    host_context_free(&ctx);

    /* with additionalProbingPaths the host checks that files exist, and says what is missing */
    app("apps/probe", "{\"runtimeOptions\":{\"framework\":{\"name\":\"Microsoft.NETCore.App\",\"version\":\"7.0.1\"},\"additionalProbingPaths\":[\"/nonexistent/probe\"]}}", app_path);
    snprintf(path, sizeof path, "%s/apps/probe/App.deps.json", root);
    write_text(path, "{\"runtimeTarget\":{\"name\":\"t\"},\"targets\":{\"t\":{\"Foo/2.0.0\":{\"runtime\":{\"lib/net7.0/Foo.dll\":{}}}}},"
                     "\"libraries\":{\"Foo/2.0.0\":{\"type\":\"package\",\"path\":\"foo/2.0.0\"}}}");
    CHECK(host_resolve(app_path, &ctx) == HOST_STATUS_RESOLVER_RESOLVE_FAILURE &&
              strcmp(ctx.error, "Error:\n  An assembly specified in the application dependencies manifest (App.deps.json) was not found:\n"
                                "    package: 'Foo', version: '2.0.0'\n    path: 'lib/net7.0/Foo.dll'\n") == 0,
          "missing asset: %s", ctx.error);
    host_context_free(&ctx);
}

/* ---- the corvid command --------------------------------------------------------------------- */

static char corvid[PATH_MAX];

static char *run(const char *command, int *status) {
    FILE *p = popen(command, "r");
    if (!p) return host_strdup("");
    HostBuffer b = {0};
    host_buffer_append(&b, "", 0);
    char chunk[4096];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, p)) > 0) host_buffer_append(&b, chunk, n);
    int s = pclose(p);
    *status = WIFEXITED(s) ? WEXITSTATUS(s) : -1;
    return b.data;
}

static void test_command(void) {
    char command[4 * PATH_MAX];
    int status;
    /* against the fake root: the listing dotnet would print there */
    snprintf(command, sizeof command, "DOTNET_ROOT='%s/dotnet' '%s' --list-runtimes 2>&1", root, corvid);
    char *out = run(command, &status);
    char line[PATH_MAX + 128];
    snprintf(line, sizeof line, "Microsoft.NETCore.App 2.1.0 [%s/dotnet/shared/Microsoft.NETCore.App]\n", root);
    CHECK(status == 0 && strncmp(out, line, strlen(line)) == 0, "fake root listing (%d):\n%s", status, out);
    snprintf(line, sizeof line, "Microsoft.NETCore.App 6.0.0-rc.2 [%s/dotnet/shared/Microsoft.NETCore.App]\n"
                                "Microsoft.NETCore.App 6.0.0-rc.10 [", root);
    CHECK(strstr(out, line) && strstr(out, "\nWeb.App 1.0.0 [") && !strstr(out, "2.1.9") && !strstr(out, "2.1.x"),
          "fake root listing order:\n%s", out);
    free(out);

    /* CORVID_Framework=framework: the host's message and exit code, or (the fake root has no
     * CoreLib) the VM's failure to open the resolved System.Private.CoreLib.dll */
    char app_path[PATH_MAX];
    app("apps/cli", "{\"runtimeOptions\":{\"framework\":{\"name\":\"Microsoft.NETCore.App\",\"version\":\"9.9.9\"}}}", app_path);
    snprintf(command, sizeof command, "CORVID_Framework=framework DOTNET_ROOT='%s/dotnet' '%s' '%s' 2>&1", root, corvid, app_path);
    out = run(command, &status);
    CHECK(status == 150 && strncmp(out, "You must install or update .NET to run this application.\n", 57) == 0, "cli missing (%d): %s",
          status, out);
    free(out);
    app("apps/cli", "{\"runtimeOptions\":{\"framework\":{\"name\":\"Microsoft.NETCore.App\",\"version\":\"5.0.0\"}}}", app_path);
    out = run(command, &status);
    snprintf(line, sizeof line,
             "corvid: cannot load corlib '%s/dotnet/shared/Microsoft.NETCore.App/5.0.0/System.Private.CoreLib.dll': ", root);
    CHECK(status == 1 && strncmp(out, line, strlen(line)) == 0, "cli framework (%d): %s", status, out);
    free(out);

    /* where dotnet is installed, the listing is identical to its own */
    out = run("command -v dotnet 2>/dev/null", &status);
    bool have_dotnet = status == 0 && out[0];
    free(out);
    if (!have_dotnet) {
        printf("skipped: no dotnet on PATH, so no comparison with dotnet --list-runtimes\n");
        return;
    }
    char *expected = run("env -u DOTNET_ROOT -u DOTNET_ROOT_X64 dotnet --list-runtimes 2>/dev/null", &status);
    int dotnet_status = status;
    snprintf(command, sizeof command, "env -u DOTNET_ROOT -u DOTNET_ROOT_X64 '%s' --list-runtimes 2>/dev/null", corvid);
    out = run(command, &status);
    CHECK(status == dotnet_status && strcmp(out, expected) == 0, "corvid --list-runtimes:\n%s\ndotnet --list-runtimes:\n%s", out,
          expected);
    free(out);
    free(expected);
}

int main(void) {
    char self[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    if (n <= 0) return 1;
    self[n] = 0;
    *strrchr(self, '/') = 0; /* BUILD/tests */
    *strrchr(self, '/') = 0; /* BUILD */
    snprintf(corvid, sizeof corvid, "%s/corvid", self);
    snprintf(root, sizeof root, "/tmp/corvid-host-test-XXXXXX");
    if (!mkdtemp(root)) return 1;
    unsetenv("CORVID_HostTrace");
    unsetenv("DOTNET_ROLL_FORWARD_ON_NO_CANDIDATE_FX");
    unsetenv("DOTNET_SHARED_STORE");

    test_json();
    test_versions();
    test_roll_forward();
    test_properties();
    test_command();

    char command[PATH_MAX + 16];
    snprintf(command, sizeof command, "rm -rf '%s'", root);
    if (system(command) != 0) printf("could not remove %s\n", root);
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
