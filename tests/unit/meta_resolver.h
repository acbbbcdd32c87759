/* Test helper shared by test_meta.c and test_meta_sweep.c: resolves enum sizes of custom
 * attribute arguments by opening the referenced assembly from /usr/lib/mono.
 * (Header-only so that each tests/unit .c file stays one program each.) */
#ifndef TEST_META_RESOLVER_H
#define TEST_META_RESOLVER_H

#include "meta/meta.h"

#include <glob.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char *names[512];
    MetaImage *images[512];
    int count;
} Resolver;

static MetaImage *resolver_open(Resolver *r, const char *name) {
    for (int i = 0; i < r->count; i++)
        if (!strcmp(r->names[i], name)) return r->images[i];
    if (r->count == 512) return NULL;
    char path[1024];
    MetaImage *img = NULL;
    static const char *const dirs[] = {"/usr/lib/mono/4.5", "/usr/lib/mono/4.5/Facades"};
    for (int d = 0; d < 2 && !img; d++) {
        snprintf(path, sizeof path, "%s/%s.dll", dirs[d], name);
        img = meta_image_open_file(path, NULL);
    }
    if (!img) {
        glob_t g;
        snprintf(path, sizeof path, "/usr/lib/mono/gac/%s/*/%s.dll", name, name);
        if (glob(path, 0, NULL, &g) == 0 && g.gl_pathc) img = meta_image_open_file(g.gl_pathv[g.gl_pathc - 1], NULL);
        globfree(&g);
    }
    r->names[r->count] = strdup(name);
    r->images[r->count++] = img;
    return img;
}

static void resolver_free(Resolver *r) {
    for (int i = 0; i < r->count; i++) { free(r->names[i]); meta_image_close(r->images[i]); }
    r->count = 0;
}

/* Enum size of namespace.name (nested path "A/B" not supported: nested enums are looked up by
 * outer row) in assembly `asm_name`, following type forwarders. */
static int resolver_enum_in(Resolver *r, const char *asm_name, const char *ns, const char *outer,
                            const char *name, int depth) {
    MetaImage *img = resolver_open(r, asm_name);
    if (!img || depth > 4) return 0;
    uint32_t row = meta_find_typedef(img, outer ? ns : ns, outer ? outer : name, 0);
    if (row && outer) row = meta_find_typedef(img, NULL, name, row);
    if (row) return meta_enum_underlying_size(img, row);
    /* II.22.14 ExportedType: a type forwarded to another assembly */
    for (uint32_t i = 1; i <= meta_table_row_count(img, META_TABLE_EXPORTEDTYPE); i++) {
        const MetaExportedTypeRow *e = meta_exported_type(img, i);
        const char *top = outer ? outer : name;
        if (strcmp(e->name, top) || strcmp(e->namespace_name, ns)) continue;
        if (META_TOKEN_TABLE(e->implementation) != META_TABLE_ASSEMBLYREF) return 0;
        const MetaAssemblyRefRow *ar = meta_assemblyref(img, META_TOKEN_ROW(e->implementation));
        return resolver_enum_in(r, ar->name, ns, outer, name, depth + 1);
    }
    return 0;
}

static int resolve_enum_size(void *ctx, const char *serialized, uint32_t token, const MetaImage *img) {
    Resolver *r = ctx;
    if (serialized) {
        char buf[512];
        snprintf(buf, sizeof buf, "%s", serialized);
        char *comma = strchr(buf, ',');
        const char *asm_name = "mscorlib";
        if (comma) {
            *comma = 0;
            asm_name = comma + 1;
            while (*asm_name == ' ') asm_name++;
            char *c2 = strchr((char *)asm_name, ',');
            if (c2) *c2 = 0;
        }
        char *plus = strchr(buf, '+');
        const char *nested = NULL;
        if (plus) { *plus = 0; nested = plus + 1; }
        char *dot = strrchr(buf, '.');
        const char *ns = "", *name = buf;
        if (dot) { *dot = 0; ns = buf; name = dot + 1; }
        if (nested) return resolver_enum_in(r, asm_name, ns, name, nested, 0);
        return resolver_enum_in(r, asm_name, ns, NULL, name, 0);
    }
    if (META_TOKEN_TABLE(token) != META_TABLE_TYPEREF) return 0;
    const MetaTypeRefRow *tr = meta_typeref(img, META_TOKEN_ROW(token));
    const MetaTypeRefRow *outer = NULL;
    uint32_t scope = tr->resolution_scope;
    if (META_TOKEN_TABLE(scope) == META_TABLE_TYPEREF) {
        outer = meta_typeref(img, META_TOKEN_ROW(scope));
        scope = outer->resolution_scope;
    }
    if (META_TOKEN_TABLE(scope) != META_TABLE_ASSEMBLYREF) return 0;
    const char *asm_name = meta_assemblyref(img, META_TOKEN_ROW(scope))->name;
    if (outer) return resolver_enum_in(r, asm_name, outer->namespace_name, outer->name, tr->name, 0);
    return resolver_enum_in(r, asm_name, tr->namespace_name, NULL, tr->name, 0);
}

#endif
