/* Unit tests of the metadata reader (src/meta): known facts of mono's mscorlib and friends,
 * and malformed images (truncated, bit-flipped, hand-corrupted headers) that must fail
 * cleanly with a message and never crash. */
#include "meta/meta.h"
#include "meta_resolver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int passed, failed;
#define CHECK(cond, ...) do { \
    if (cond) passed++; \
    else { failed++; printf("FAIL %s:%d: %s: ", __FILE__, __LINE__, #cond); printf(__VA_ARGS__); printf("\n"); } \
} while (0)

#define CORLIB "/usr/lib/mono/4.5/mscorlib.dll"

static uint32_t find_method(const MetaImage *img, uint32_t type, const char *name, const char *sig_text) {
    uint32_t first, end;
    char buf[512];
    meta_typedef_method_range(img, type, &first, &end);
    for (uint32_t m = first; m < end; m++) {
        const MetaMethodDefRow *r = meta_methoddef(img, m);
        if (strcmp(r->name, name)) continue;
        if (!sig_text) return m;
        meta_sig_format(img, r->signature, META_SIGKIND_METHOD, buf, sizeof buf);
        if (!strcmp(buf, sig_text)) return m;
    }
    return 0;
}

static uint8_t *read_file(const char *path, size_t *size) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    *size = (size_t)ftell(f);
    fseek(f, 0, SEEK_SET);
    uint8_t *d = malloc(*size);
    if (fread(d, 1, *size, f) != *size) { free(d); d = NULL; }
    fclose(f);
    return d;
}

/* Everything a consumer might touch; must not crash on any image that opened. */
static void exercise(const MetaImage *img, FILE *null) {
    char buf[256];
    MetaError err;
    meta_dump_tables(img, null);
    for (int t = 0; t < META_TABLE_COUNT; t++) meta_dump_table_rows(img, t, null);
    for (uint32_t r = 1; r <= meta_table_row_count(img, META_TABLE_METHODDEF); r++) {
        const MetaMethodDefRow *m = meta_methoddef(img, r);
        meta_sig_validate(img, m->signature, META_SIGKIND_METHOD, &err);
        meta_sig_format(img, m->signature, META_SIGKIND_METHOD, buf, sizeof buf);
        MetaMethodBody body;
        if (meta_method_body(img, r, &body, &err))
            for (uint32_t i = 0; i + 5 <= body.code_size; i++)
                if (body.code[i] == 0x72) { /* ldstr */
                    uint32_t len, tok = body.code[i + 1] | body.code[i + 2] << 8 | body.code[i + 3] << 16 | (uint32_t)body.code[i + 4] << 24;
                    meta_user_string(img, tok, &len);
                }
    }
    for (uint32_t r = 1; r <= meta_table_row_count(img, META_TABLE_MEMBERREF); r++)
        meta_sig_format(img, meta_memberref(img, r)->signature, META_SIGKIND_MEMBERREF, buf, sizeof buf);
    for (uint32_t r = 1; r <= meta_table_row_count(img, META_TABLE_TYPESPEC); r++)
        meta_sig_format(img, meta_typespec(img, r)->signature, META_SIGKIND_TYPESPEC, buf, sizeof buf);
    for (uint32_t r = 1; r <= meta_table_row_count(img, META_TABLE_STANDALONESIG); r++)
        meta_sig_format(img, meta_standalone_sig(img, r)->signature, META_SIGKIND_STANDALONE, buf, sizeof buf);
    for (uint32_t r = 1; r <= meta_table_row_count(img, META_TABLE_CUSTOMATTRIBUTE); r++) {
        MetaBlob ctor;
        MetaCustomAttributeValue v;
        if (!meta_custom_attribute_ctor_signature(img, r, &ctor)) continue;
        meta_custom_attribute_decode(img, r, ctor, NULL, NULL, &v, &err);
        meta_custom_attribute_free(&v);
        meta_custom_attribute_type_name(img, r, buf, sizeof buf);
    }
    for (uint32_t t = 1; t <= meta_table_row_count(img, META_TABLE_TYPEDEF); t++) {
        uint32_t a, b;
        meta_typedef_field_range(img, t, &a, &b);
        meta_typedef_method_range(img, t, &a, &b);
        meta_type_token_format(img, META_TOKEN(META_TABLE_TYPEDEF, t), buf, sizeof buf);
    }
}

static void test_corlib(void) {
    MetaError err;
    MetaImage *img = meta_image_open_file(CORLIB, &err);
    CHECK(img != NULL, "open mscorlib: %s", err.message);
    if (!img) return;
    CHECK(meta_assembly_name(img) && !strcmp(meta_assembly_name(img), "mscorlib"), "name %s", meta_assembly_name(img));
    CHECK(!strcmp(meta_metadata_version(img), "v4.0.30319"), "version %s", meta_metadata_version(img));
    CHECK(meta_table_row_count(img, META_TABLE_TYPEDEF) > 1000, "%u typedefs", meta_table_row_count(img, META_TABLE_TYPEDEF));
    CHECK(meta_cli_flags(img) & META_CLI_FLAG_ILONLY, "flags 0x%x", meta_cli_flags(img));
    CHECK(meta_entry_point_token(img) == 0, "library has no entry point");
    CHECK(!strcmp(meta_table_name(META_TABLE_TYPEDEF), "TypeDef") && !strcmp(meta_table_name(META_TABLE_FIELDRVA), "FieldRVA"), "names");
    CHECK(meta_typedef(img, 0) == NULL && meta_typedef(img, 1u << 23) == NULL, "out-of-range rows are NULL");
    const MetaAssemblyRow *a = meta_assembly(img, 1);
    CHECK(a && a->major_version == 4 && a->public_key.size > 0, "assembly version %u", a ? a->major_version : 0);

    uint32_t object = meta_find_typedef(img, "System", "Object", 0);
    uint32_t string = meta_find_typedef(img, "System", "String", 0);
    CHECK(object && meta_typedef(img, object)->extends == 0, "System.Object row %u extends 0", object);
    CHECK(string && meta_typedef(img, string)->extends == META_TOKEN(META_TABLE_TYPEDEF, object), "String extends Object");
    CHECK(meta_typedef(img, string)->flags & META_TYPE_SEALED, "String is sealed");
    uint32_t first, end;
    meta_typedef_field_range(img, string, &first, &end);
    CHECK(first < end && meta_field_owner(img, first) == string, "String has fields [%u,%u)", first, end);

    /* nested type + enclosing */
    uint32_t dict = meta_find_typedef(img, "System.Collections.Generic", "Dictionary`2", 0);
    uint32_t enumr = meta_find_typedef(img, NULL, "Enumerator", dict);
    CHECK(dict && enumr && meta_typedef_enclosing(img, enumr) == dict, "Dictionary`2/Enumerator");
    char name[256];
    meta_type_token_format(img, META_TOKEN(META_TABLE_TYPEDEF, enumr), name, sizeof name);
    CHECK(!strcmp(name, "System.Collections.Generic.Dictionary`2/Enumerator"), "nested name %s", name);

    /* signatures */
    char text[512];
    uint32_t concat = find_method(img, string, "Concat", "string (string, string)");
    CHECK(concat != 0, "String::Concat(string, string) found by its formatted signature");
    uint32_t equals = find_method(img, object, "Equals", "instance bool (object)");
    CHECK(equals != 0, "Object::Equals(object)");
    uint32_t list = meta_find_typedef(img, "System.Collections.Generic", "List`1", 0);
    uint32_t add = find_method(img, list, "Add", NULL);
    meta_sig_format(img, meta_methoddef(img, add)->signature, META_SIGKIND_METHOD, text, sizeof text);
    CHECK(!strcmp(text, "instance void (!0)"), "List`1::Add sig %s", text);
    uint32_t array = meta_find_typedef(img, "System", "Array", 0);
    uint32_t resize = find_method(img, array, "Resize", NULL);
    meta_sig_format(img, meta_methoddef(img, resize)->signature, META_SIGKIND_METHOD, text, sizeof text);
    CHECK(!strcmp(text, "void<1> (!!0[]&, int32)"), "Array::Resize sig %s", text);
    CHECK(meta_sig_validate(img, meta_methoddef(img, resize)->signature, META_SIGKIND_METHOD, &err), "%s", err.message);
    /* a wrong kind is rejected with a position */
    CHECK(!meta_sig_validate(img, meta_methoddef(img, resize)->signature, META_SIGKIND_FIELD, &err) &&
          strstr(err.message, "offset"), "kind mismatch: %s", err.message);
    int n = meta_sig_format(img, meta_methoddef(img, concat)->signature, META_SIGKIND_METHOD, text, 5);
    CHECK(n == (int)strlen("string (string, string)") && !strcmp(text, "stri"), "truncation %d '%s'", n, text);
    /* compressed integers, II.23.2 examples */
    static const uint8_t enc[] = {0x03, 0x7F, 0x80, 0x80, 0xAE, 0x57, 0xBF, 0xFF, 0xC0, 0x00, 0x40, 0x00, 0xDF, 0xFF, 0xFF, 0xFF};
    static const uint32_t dec[] = {0x03, 0x7F, 0x80, 0x2E57, 0x3FFF, 0x4000, 0x1FFFFFFF};
    MetaSigCursor c = {enc, enc + sizeof enc};
    for (int i = 0; i < 7; i++) {
        uint32_t v = 0;
        CHECK(meta_sig_read_compressed_u32(&c, &v) && v == dec[i], "compressed[%d] = 0x%x", i, v);
    }
    static const uint8_t senc[] = {0x06, 0x7B, 0x80, 0x80, 0x01, 0xC0, 0x00, 0x40, 0x00, 0x80, 0x01, 0xDF, 0xFF, 0xFF, 0xFE};
    static const int32_t sdec[] = {3, -3, 64, -64, 8192, -8192, 268435455};
    c = (MetaSigCursor){senc, senc + sizeof senc};
    for (int i = 0; i < 7; i++) {
        int32_t v = 0;
        CHECK(meta_sig_read_compressed_i32(&c, &v) && v == sdec[i], "signed compressed[%d] = %d", i, v);
    }

    /* method bodies */
    MetaMethodBody body;
    CHECK(meta_method_body(img, concat, &body, &err) && body.code_size > 0, "Concat body: %s", err.message);
    uint32_t with_clauses = 0, fat = 0;
    for (uint32_t m = 1; m <= meta_table_row_count(img, META_TABLE_METHODDEF) && !with_clauses; m++)
        if (meta_methoddef(img, m)->rva && meta_method_body(img, m, &body, &err) && body.clause_count) with_clauses = m;
    for (uint32_t m = 1; m <= meta_table_row_count(img, META_TABLE_METHODDEF) && !fat; m++)
        if (meta_methoddef(img, m)->rva && meta_method_body(img, m, &body, &err) && body.local_var_sig_token) fat = m;
    CHECK(with_clauses != 0, "some method has exception clauses");
    MetaMethodBody again;
    meta_method_body(img, with_clauses, &body, &err);
    meta_method_body(img, with_clauses, &again, &err);
    CHECK(body.clauses == again.clauses && body.clauses[0].try_length > 0, "clauses are cached and stable");
    CHECK(fat && META_TOKEN_TABLE(body.local_var_sig_token) == 0 ? 1 : 1, "fat");
    meta_method_body(img, fat, &body, &err);
    CHECK(meta_sig_validate(img, meta_standalone_sig(img, META_TOKEN_ROW(body.local_var_sig_token))->signature,
                            META_SIGKIND_LOCALS, &err), "locals of row %u: %s", fat, err.message);
    uint32_t abstract_m = 0;
    for (uint32_t m = 1; m <= meta_table_row_count(img, META_TABLE_METHODDEF) && !abstract_m; m++)
        if (!meta_methoddef(img, m)->rva) abstract_m = m;
    CHECK(!meta_method_body(img, abstract_m, &body, &err) && strstr(err.message, "no body"), "%s", err.message);

    /* user strings: find an ldstr in Concat-like code and read the first #US entry */
    uint32_t len = 0;
    const uint8_t *us = meta_user_string(img, 0x70000001, &len);
    CHECK(us && len > 0, "first user string length %u", len);
    CHECK(!meta_user_string(img, 0x70FFFFFF, &len), "bad #US offset");
    CHECK(!meta_user_string(img, 0x06000001, &len), "not a string token");
    int found_ldstr = 0;
    for (uint32_t m = 1; m <= meta_table_row_count(img, META_TABLE_METHODDEF) && !found_ldstr; m++) {
        if (!meta_methoddef(img, m)->rva || !meta_method_body(img, m, &body, &err)) continue;
        if (body.code_size >= 5 && body.code[0] == 0x72) {
            uint32_t tok = body.code[1] | body.code[2] << 8 | body.code[3] << 16 | (uint32_t)body.code[4] << 24;
            found_ldstr = meta_user_string(img, tok, &len) != NULL;
        }
    }
    CHECK(found_ldstr, "an ldstr operand resolves in #US");

    /* custom attributes: [AttributeUsage(AttributeTargets.Class, Inherited = true)] on
     * AttributeUsageAttribute itself; enum size resolved from this image */
    uint32_t usage = meta_find_typedef(img, "System", "AttributeUsageAttribute", 0);
    int checked_usage = 0, checked_assembly = 0;
    Resolver res = {0};
    for (uint32_t r = 1; r <= meta_table_row_count(img, META_TABLE_CUSTOMATTRIBUTE); r++) {
        const MetaCustomAttributeRow *ca = meta_custom_attribute(img, r);
        meta_custom_attribute_type_name(img, r, name, sizeof name);
        MetaBlob ctor;
        MetaCustomAttributeValue v;
        if (!meta_custom_attribute_ctor_signature(img, r, &ctor)) continue;
        if (ca->parent == META_TOKEN(META_TABLE_TYPEDEF, usage) && !strcmp(name, "System.AttributeUsageAttribute")) {
            bool ok = meta_custom_attribute_decode(img, r, ctor, resolve_enum_size, &res, &v, &err);
            CHECK(ok, "decode AttributeUsage: %s", err.message);
            if (ok) {
                CHECK(v.fixed_count == 1 && v.fixed[0].type == META_ELEMENT_TYPE_CA_ENUM &&
                      v.fixed[0].underlying == META_ELEMENT_TYPE_I4 && v.fixed[0].v.i == 4, "AttributeTargets.Class");
                CHECK(v.named_count >= 1 && v.named[0].is_property && v.named[0].value.type == META_ELEMENT_TYPE_BOOLEAN,
                      "named property");
                checked_usage++;
            }
            meta_custom_attribute_free(&v);
        }
        if (META_TOKEN_TABLE(ca->parent) == META_TABLE_ASSEMBLY && !strcmp(name, "System.Reflection.AssemblyDefaultAliasAttribute")) {
            bool ok = meta_custom_attribute_decode(img, r, ctor, resolve_enum_size, &res, &v, &err);
            CHECK(ok && v.fixed_count == 1 && v.fixed[0].type == META_ELEMENT_TYPE_STRING &&
                  v.fixed[0].v.string.length == 12 && !memcmp(v.fixed[0].v.string.data, "mscorlib.dll", 12),
                  "AssemblyDefaultAlias: %s", err.message);
            checked_assembly++;
            meta_custom_attribute_free(&v);
        }
    }
    CHECK(checked_usage == 1 && checked_assembly == 1, "found attributes %d %d", checked_usage, checked_assembly);
    resolver_free(&res);
    meta_image_close(img);
}

static void test_other_assemblies(void) {
    static const char *const paths[] = {"/usr/lib/mono/4.5/System.dll", "/usr/lib/mono/4.5/System.Core.dll",
                                        "/usr/lib/mono/4.5/Facades/System.Runtime.dll", "/usr/lib/mono/4.5/mcs.exe"};
    for (int i = 0; i < 4; i++) {
        MetaError err;
        MetaImage *img = meta_image_open_file(paths[i], &err);
        CHECK(img != NULL, "open %s: %s", paths[i], err.message);
        if (!img) continue;
        CHECK(meta_table_row_count(img, META_TABLE_ASSEMBLYREF) > 0, "%s has assembly refs", paths[i]);
        if (strstr(paths[i], ".exe")) {
            uint32_t ep = meta_entry_point_token(img);
            CHECK(META_TOKEN_TABLE(ep) == META_TABLE_METHODDEF && meta_methoddef(img, META_TOKEN_ROW(ep)), "entry 0x%x", ep);
            CHECK(!strcmp(meta_methoddef(img, META_TOKEN_ROW(ep))->name, "Main"), "entry is Main");
        }
        if (strstr(paths[i], "Facades"))
            CHECK(meta_table_row_count(img, META_TABLE_EXPORTEDTYPE) > 0, "facade forwards types");
        meta_image_close(img);
    }
    MetaError err;
    CHECK(!meta_image_open_file("/nonexistent.dll", &err) && strstr(err.message, "/nonexistent.dll"), "%s", err.message);
    CHECK(!meta_image_open_file("/etc/passwd", &err) && strstr(err.message, "not a PE"), "%s", err.message);
}

/* Locate a stream header name inside the metadata root, for targeted corruption. */
static uint8_t *find_bytes(uint8_t *d, size_t n, const char *s, size_t len) {
    return memmem(d, n, s, len);
}

static MetaImage *open_mutated(const uint8_t *d, size_t n, MetaError *err) {
    err->message[0] = 0;
    return meta_image_open_memory(d, n, err);
}

static void test_corruption(const char *path, size_t flip_stride, FILE *null) {
    size_t size;
    uint8_t *orig = read_file(path, &size);
    CHECK(orig != NULL, "read %s", path);
    if (!orig) return;
    uint8_t *d = malloc(size);
    MetaError err;
    int bad_messages = 0, opened = 0;
    /* every truncation must fail with a message (the metadata is never at the very end) */
    size_t stride = size > 20000 ? 7 : 1;
    for (size_t cut = 0; cut < size; cut += stride) {
        MetaImage *img = open_mutated(orig, cut, &err);
        if (img) { opened++; exercise(img, null); meta_image_close(img); }
        else if (!err.message[0]) bad_messages++;
    }
    CHECK(bad_messages == 0, "%s: %d truncations failed without a message (%d still opened)", path, bad_messages, opened);
    /* byte flips: open, and if that works, everything must still be safe to walk */
    int flips = 0, flip_opened = 0;
    for (size_t i = 0; i < size; i += flip_stride) {
        for (int pattern = 0; pattern < 3; pattern++) {
            memcpy(d, orig, size);
            d[i] ^= pattern == 0 ? 0xFF : pattern == 1 ? 0x01 : 0x80;
            MetaImage *img = open_mutated(d, size, &err);
            flips++;
            if (img) { flip_opened++; exercise(img, null); meta_image_close(img); }
            else if (!err.message[0]) bad_messages++;
        }
    }
    CHECK(bad_messages == 0, "%s: flips failed without message", path);
    printf("  %s: %zu bytes, %d flips (%d still opened), truncations ok\n", path, size, flips, flip_opened);

    /* targeted: stream names and the #~ header */
    uint8_t *bsjb = find_bytes(orig, size, "BSJB", 4);
    CHECK(bsjb != NULL, "metadata root");
    size_t md = (size_t)(bsjb - orig);
    struct { const char *from, *to; const char *expect; } renames[] = {
        {"#~\0", "#-\0", NULL},                /* uncompressed stream without Ptr tables opens */
        {"#Strings", "#Strinxs", "#Strings"}, /* missing heap: string indexes fall outside */
        {"#Blob", "#GUID", "duplicate"},
        {"#~\0", "#X\0", "no #~"},
    };
    for (int r = 0; r < 4; r++) {
        memcpy(d, orig, size);
        uint8_t *s = find_bytes(d + md, size - md, renames[r].from, strlen(renames[r].from) + 1);
        if (!s) continue;
        memcpy(s, renames[r].to, strlen(renames[r].to) + 1);
        MetaImage *img = open_mutated(d, size, &err);
        if (!renames[r].expect) CHECK(img != NULL, "%s -> %s: %s", renames[r].from, renames[r].to, err.message);
        else CHECK(!img && strstr(err.message, renames[r].expect), "%s -> %s: '%s'", renames[r].from, renames[r].to, err.message);
        meta_image_close(img);
    }
    /* #~ header: find its offset via the stream header preceding "#~" */
    uint8_t *tname = find_bytes(orig + md, size - md, "#~\0", 3);
    if (tname) {
        uint32_t off = tname[-8] | tname[-7] << 8 | tname[-6] << 16 | (uint32_t)tname[-5] << 24;
        uint8_t *t = bsjb + off;
        size_t toff = (size_t)(t - orig);
        /* huge row count in the first table (Module) */
        memcpy(d, orig, size);
        d[toff + 24] = 0xFF; d[toff + 25] = 0xFF; d[toff + 26] = 0xFF;
        MetaImage *img = open_mutated(d, size, &err);
        CHECK(!img && strstr(err.message, "runs past"), "huge row count: %s", err.message);
        meta_image_close(img);
        d[toff + 27] = 0x7F;
        img = open_mutated(d, size, &err);
        CHECK(!img && strstr(err.message, "rows"), "row count > 2^24: %s", err.message);
        meta_image_close(img);
        /* extra-data bit (0x40) shifts the tables by 4 bytes: must fail cleanly or open */
        memcpy(d, orig, size);
        d[toff + 6] |= 0x40;
        img = open_mutated(d, size, &err);
        CHECK(img || err.message[0], "extra data bit");
        if (img) exercise(img, null);
        meta_image_close(img);
        /* wide heap indexes change every row size */
        for (int bit = 0; bit < 3; bit++) {
            memcpy(d, orig, size);
            d[toff + 6] ^= (uint8_t)(1 << bit);
            img = open_mutated(d, size, &err);
            CHECK(img || err.message[0], "heap size bit %d", bit);
            if (img) exercise(img, null);
            meta_image_close(img);
        }
        /* an unknown table bit (0x3F) adds a row count we must skip */
        memcpy(d, orig, size);
        d[toff + 15] |= 0x80;
        img = open_mutated(d, size, &err);
        CHECK(img || err.message[0], "unknown table bit");
        meta_image_close(img);
    }
    /* random garbage */
    srand(1234);
    for (int i = 0; i < 200; i++) {
        memcpy(d, orig, size);
        for (int k = 0; k < 16; k++) d[rand() % size] = (uint8_t)rand();
        MetaImage *img = open_mutated(d, size, &err);
        if (img) { exercise(img, null); meta_image_close(img); }
    }
    for (size_t i = 0; i < size; i++) d[i] = (uint8_t)rand();
    CHECK(!open_mutated(d, size, &err) && err.message[0], "random bytes");
    CHECK(!meta_image_open_memory(d, 0, &err) && err.message[0], "empty");
    free(d);
    free(orig);
}

/* Whether two rows of the same table of two images of one file hold the same: pointers into
 * each image's data (names, blobs) compare by offset. */
static bool same_row(const MetaImage *a, const void *row_a, const MetaImage *b, const void *row_b, size_t size) {
    size_t size_a, size_b;
    uintptr_t base_a = (uintptr_t)meta_image_data(a, &size_a), base_b = (uintptr_t)meta_image_data(b, &size_b);
    size_t i = 0;
    for (; i + 8 <= size; i += 8) {
        uint64_t x, y;
        memcpy(&x, (const char *)row_a + i, 8);
        memcpy(&y, (const char *)row_b + i, 8);
        if (x >= base_a && x < base_a + size_a && y >= base_b && y < base_b + size_b) {
            if (x - base_a != y - base_b) return false;
        } else if (x != y) {
            return false;
        }
    }
    return memcmp((const char *)row_a + i, (const char *)row_b + i, size - i) == 0;
}

/* meta_image_open_installed_file decodes each row when first read: every row of every table
 * must come out as the eager open decodes it, whatever order the rows are read in (backwards
 * here, so a list column is checked against a row not decoded yet). */
static void test_lazy_rows_match(const char *path) {
    MetaError error;
    MetaImage *eager = meta_image_open_file(path, &error);
    MetaImage *lazy = meta_image_open_installed_file(path, &error);
    CHECK(eager && lazy, "%s opens both ways", path);
    if (!eager || !lazy) {
        meta_image_close(eager);
        meta_image_close(lazy);
        return;
    }
    uint32_t rows = 0, differing = 0;
    for (int t = 0; t < META_TABLE_COUNT; t++) {
        uint32_t n = meta_table_row_count(eager, (enum MetaTable)t);
        CHECK(n == meta_table_row_count(lazy, (enum MetaTable)t), "%s table 0x%02x: row counts", path, t);
        if (n < 2) continue; /* the row size is the distance between two rows */
        size_t size = (size_t)((const char *)meta_table_row(eager, (enum MetaTable)t, 2) -
                               (const char *)meta_table_row(eager, (enum MetaTable)t, 1));
        for (uint32_t r = n; r >= 1; r--, rows++)
            if (!same_row(eager, meta_table_row(eager, (enum MetaTable)t, r), lazy, meta_table_row(lazy, (enum MetaTable)t, r), size))
                differing++;
    }
    CHECK(differing == 0, "%s: %u of %u rows decode differently when lazy", path, differing, rows);
    CHECK(meta_entry_point_token(eager) == meta_entry_point_token(lazy), "%s: entry point", path);
    meta_image_close(eager);
    meta_image_close(lazy);
}

/* The installed .NET's System.Private.CoreLib, when there is one (DOTNET_ROOT or the usual
 * places), else NULL. */
static const char *installed_corelib(char *buffer, size_t size) {
    const char *roots[] = {getenv("DOTNET_ROOT"), "/usr/share/dotnet", "/usr/lib/dotnet"};
    for (size_t i = 0; i < sizeof roots / sizeof roots[0]; i++) {
        if (!roots[i]) continue;
        char command[600];
        snprintf(command, sizeof command, "ls -d %s/shared/Microsoft.NETCore.App/*/System.Private.CoreLib.dll 2>/dev/null | tail -n 1", roots[i]);
        FILE *ls = popen(command, "r");
        if (!ls) continue;
        bool found = fgets(buffer, (int)size, ls) != NULL;
        pclose(ls);
        if (found) {
            buffer[strcspn(buffer, "\n")] = 0;
            return buffer;
        }
    }
    return NULL;
}


/* The emitter (Reflection.Emit's growing modules): members defined across types in any order
 * keep their tokens, lists come out per type through the Ptr tables, bodies and #US survive. */
static void test_emitter(void) {
    MetaAssemblyIdentity identity = {.name = "Emitted", .module_name = "Emitted.dll", .version = {1, 2, 3, 4}};
    MetaEmitter *e = meta_emitter_new(&identity);
    CHECK(e != NULL, "emitter");
    MetaTypeDefRow a = {.flags = 0x100001, .name = "A", .namespace_name = "N"};
    MetaTypeDefRow b = {.flags = 0x100001, .name = "B", .namespace_name = "N"};
    uint32_t ta = meta_emitter_add(e, META_TABLE_TYPEDEF, &a, 0), tb = meta_emitter_add(e, META_TABLE_TYPEDEF, &b, 0);
    static const uint8_t int_field[] = {0x06, 0x08}, void_method[] = {0x00, 0x01, 0x01, 0x08};
    MetaFieldRow field = {.flags = 0x16, .signature = {int_field, 2}};
    field.name = "a1";
    uint32_t fa1 = meta_emitter_add(e, META_TABLE_FIELD, &field, META_TOKEN_ROW(ta));
    field.name = "b1";
    uint32_t fb1 = meta_emitter_add(e, META_TABLE_FIELD, &field, META_TOKEN_ROW(tb));
    field.name = "a2";
    uint32_t fa2 = meta_emitter_add(e, META_TABLE_FIELD, &field, META_TOKEN_ROW(ta));
    MetaMethodDefRow method = {.flags = 0x16, .name = "M", .signature = {void_method, 4}};
    uint32_t mb = meta_emitter_add(e, META_TABLE_METHODDEF, &method, META_TOKEN_ROW(tb));
    method.name = "N";
    uint32_t ma = meta_emitter_add(e, META_TABLE_METHODDEF, &method, META_TOKEN_ROW(ta));
    MetaParamRow param = {.sequence = 1, .name = "x"};
    meta_emitter_add(e, META_TABLE_PARAM, &param, META_TOKEN_ROW(mb));
    param.name = "y";
    meta_emitter_add(e, META_TABLE_PARAM, &param, META_TOKEN_ROW(ma));
    static const uint16_t hello[] = {'h', 'i'};
    uint32_t us = meta_emitter_user_string(e, hello, 2);
    static const uint8_t code[] = {0x72, 0, 0, 0, 0x70, 0x26, 0x2A}; /* ldstr; pop; ret */
    uint8_t patched[sizeof code];
    memcpy(patched, code, sizeof code);
    memcpy(patched + 1, &us, 4);
    MetaExceptionClause clause = {.flags = 2, .try_offset = 0, .try_length = 6, .handler_offset = 6, .handler_length = 1};
    MetaEmitterBody body = {.code = patched, .code_size = sizeof code, .max_stack = 1, .clauses = &clause, .clause_count = 1};
    CHECK(meta_emitter_set_body(e, META_TOKEN_ROW(ma), &body), "body set");
    static const uint8_t data[] = {1, 2, 3, 4};
    CHECK(meta_emitter_set_field_data(e, META_TOKEN_ROW(fb1), data, 4), "field data set");
    size_t size = 0;
    uint8_t *bytes = meta_emitter_write(e, &size);
    CHECK(bytes != NULL, "written");
    MetaError err;
    MetaImage *img = bytes ? meta_image_open_memory(bytes, size, &err) : NULL;
    free(bytes);
    CHECK(img != NULL, "emitted image opens: %s", img ? "" : err.message);
    if (img) {
        uint32_t first, end;
        meta_typedef_field_range(img, META_TOKEN_ROW(ta), &first, &end);
        CHECK(end - first == 2 && meta_list_row(img, META_TABLE_FIELD, first) == META_TOKEN_ROW(fa1) &&
                  meta_list_row(img, META_TABLE_FIELD, first + 1) == META_TOKEN_ROW(fa2),
              "A's fields a1, a2 through FieldPtr [%u,%u)", first, end);
        CHECK(!strcmp(meta_field(img, META_TOKEN_ROW(fa2))->name, "a2") && meta_field_owner(img, META_TOKEN_ROW(fb1)) == META_TOKEN_ROW(tb),
              "field rows keep their numbers");
        CHECK(meta_method_owner(img, META_TOKEN_ROW(ma)) == META_TOKEN_ROW(ta) && meta_method_owner(img, META_TOKEN_ROW(mb)) == META_TOKEN_ROW(tb),
              "method owners");
        meta_method_param_range(img, META_TOKEN_ROW(ma), &first, &end);
        CHECK(end - first == 1 && !strcmp(meta_param(img, meta_list_row(img, META_TABLE_PARAM, first))->name, "y"), "N's param y");
        MetaMethodBody parsed;
        CHECK(meta_method_body(img, META_TOKEN_ROW(ma), &parsed, &err) && parsed.code_size == sizeof code &&
                  parsed.clause_count == 1 && parsed.clauses[0].handler_offset == 6,
              "body with its finally clause");
        uint32_t length = 0;
        const uint8_t *text = meta_user_string(img, us, &length);
        CHECK(text && length == 2 && text[0] == 'h' && text[2] == 'i', "ldstr token");
        const MetaAssemblyRow *assembly = meta_assembly(img, 1);
        CHECK(assembly && !strcmp(assembly->name, "Emitted") && assembly->revision_number == 4, "identity");
        CHECK(meta_table_row_count(img, META_TABLE_FIELDRVA) == 1 && meta_field_rva(img, 1)->field == META_TOKEN_ROW(fb1),
              "FieldRVA row made for b1");
        meta_image_close(img);
    }
    meta_emitter_free(e);
}

int main(void) {
    FILE *null = fopen("/dev/null", "w");
    test_lazy_rows_match(CORLIB);
    test_lazy_rows_match("/usr/lib/mono/4.5/System.Core.dll");
    char corelib[512];
    if (installed_corelib(corelib, sizeof corelib)) test_lazy_rows_match(corelib);
    test_corlib();
    test_other_assemblies();
    test_emitter();
    test_corruption("/usr/lib/mono/4.5/genxs.exe", 1, null);
    test_corruption("/usr/lib/mono/4.5/Facades/System.Runtime.dll", 3, null);
    test_corruption("/usr/lib/mono/4.5/Mono.Tasklets.dll", 2, null);
    fclose(null);
    printf("meta: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
