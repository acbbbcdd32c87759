/* Sweep: every .dll/.exe under /usr/lib/mono (or the directory given as argv[1]) must open,
 * dump, have every signature validate, every method body parse, and every custom attribute
 * decode (enum arguments whose size cannot be found count as skipped, not errors). */
#include "meta/meta.h"
#include "meta_resolver.h"

#include <ftw.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

static char **files;
static size_t nfiles, capfiles;

static int collect(const char *path, const struct stat *st, int type, struct FTW *ftw) {
    (void)st; (void)ftw;
    if (type != FTW_F && type != FTW_SL) return 0;
    size_t n = strlen(path);
    if (n < 4 || (strcmp(path + n - 4, ".dll") && strcmp(path + n - 4, ".exe"))) return 0;
    if (nfiles == capfiles) {
        capfiles = capfiles ? capfiles * 2 : 1024;
        files = realloc(files, capfiles * sizeof *files);
    }
    files[nfiles++] = strdup(path);
    return 0;
}

static long errors, sigs, bodies, attrs, skipped_attrs;
static int verbose_errors = 25;

static void report(const char *path, const char *what, uint32_t row, const char *msg) {
    errors++;
    if (verbose_errors-- > 0) printf("ERROR %s: %s row %u: %s\n", path, what, row, msg);
}

static void check_sigs(const MetaImage *img, const char *path, enum MetaTable table, size_t offset, int kind) {
    char text[512];
    for (uint32_t r = 1; r <= meta_table_row_count(img, table); r++) {
        const MetaBlob *b = (const MetaBlob *)((const uint8_t *)meta_table_row(img, table, r) + offset);
        MetaError err;
        sigs++;
        if (!meta_sig_validate(img, *b, kind, &err)) report(path, meta_table_name(table), r, err.message);
        else if (meta_sig_format(img, *b, kind, text, sizeof text) < 0) report(path, meta_table_name(table), r, "format failed");
    }
}

int main(int argc, char **argv) {
    const char *root = argc > 1 ? argv[1] : "/usr/lib/mono";
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    nftw(root, collect, 32, FTW_PHYS);
    FILE *null = fopen("/dev/null", "w");
    Resolver res = {0};
    size_t assemblies = 0;
    for (size_t i = 0; i < nfiles; i++) {
        const char *path = files[i];
        MetaError err;
        MetaImage *img = meta_image_open_file(path, &err);
        if (!img) { report(path, "open", 0, err.message); continue; }
        assemblies++;
        meta_dump_tables(img, null);
        for (int t = 0; t < META_TABLE_COUNT; t++) meta_dump_table_rows(img, t, null);
        check_sigs(img, path, META_TABLE_FIELD, offsetof(MetaFieldRow, signature), META_SIGKIND_FIELD);
        check_sigs(img, path, META_TABLE_METHODDEF, offsetof(MetaMethodDefRow, signature), META_SIGKIND_METHOD);
        check_sigs(img, path, META_TABLE_MEMBERREF, offsetof(MetaMemberRefRow, signature), META_SIGKIND_MEMBERREF);
        check_sigs(img, path, META_TABLE_STANDALONESIG, offsetof(MetaStandAloneSigRow, signature), META_SIGKIND_STANDALONE);
        check_sigs(img, path, META_TABLE_TYPESPEC, offsetof(MetaTypeSpecRow, signature), META_SIGKIND_TYPESPEC);
        check_sigs(img, path, META_TABLE_METHODSPEC, offsetof(MetaMethodSpecRow, instantiation), META_SIGKIND_METHODSPEC);
        check_sigs(img, path, META_TABLE_PROPERTY, offsetof(MetaPropertyRow, type), META_SIGKIND_PROPERTY);
        for (uint32_t m = 1; m <= meta_table_row_count(img, META_TABLE_METHODDEF); m++) {
            if (!meta_methoddef(img, m)->rva) continue;
            MetaMethodBody body;
            bodies++;
            if (!meta_method_body(img, m, &body, &err)) report(path, "method body", m, err.message);
        }
        for (uint32_t a = 1; a <= meta_table_row_count(img, META_TABLE_CUSTOMATTRIBUTE); a++) {
            MetaBlob ctor;
            if (!meta_custom_attribute_ctor_signature(img, a, &ctor)) continue;
            MetaCustomAttributeValue v;
            attrs++;
            if (!meta_custom_attribute_decode(img, a, ctor, resolve_enum_size, &res, &v, &err)) {
                if (v.enum_unresolved) {
                    skipped_attrs++;
                    if (getenv("SWEEP_SHOW_SKIPPED")) printf("skipped %s CA %u: %s\n", path, a, err.message);
                } else {
                    report(path, "CustomAttribute", a, err.message);
                }
            }
            meta_custom_attribute_free(&v);
        }
        meta_image_close(img);
        /* keep the resolver's cache from growing without bound */
        if (res.count > 400) resolver_free(&res);
    }
    resolver_free(&res);
    fclose(null);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    printf("files %zu, signatures %ld, method bodies %ld, custom attributes %ld (%ld skipped: enum size unknown), %.1f s\n",
           nfiles, sigs, bodies, attrs, skipped_attrs, (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9);
    printf("meta sweep: %zu assemblies, %ld errors\n", assemblies, errors);
    for (size_t i = 0; i < nfiles; i++) free(files[i]);
    free(files);
    return errors || assemblies == 0 ? 1 : 0;
}
