/* libFuzzer target for src/meta: open the input as an image and touch everything a
 * consumer could: dump, every signature, every method body (and ldstr operands), every
 * custom attribute.  Any crash, hang, leak or sanitizer report is a bug in src/meta. */
#include "meta/meta.h"

#include <stdio.h>

static FILE *sink;

static int enum_size(void *ctx, const char *name, uint32_t token, const MetaImage *img) {
    (void)ctx; (void)img;
    /* pretend to know some enums so the decoder also runs past them */
    return name ? 4 : (token & 1) ? 4 : 0;
}

static void sigs(const MetaImage *img, enum MetaTable table, size_t offset, int kind) {
    char buf[256];
    MetaError err;
    for (uint32_t r = 1; r <= meta_table_row_count(img, table); r++) {
        const MetaBlob *b = (const MetaBlob *)((const uint8_t *)meta_table_row(img, table, r) + offset);
        if (meta_sig_validate(img, *b, kind, &err)) meta_sig_format(img, *b, kind, buf, sizeof buf);
        /* also as the other kinds: the walker must reject, not misbehave */
        for (int k = META_SIGKIND_METHOD; k <= META_SIGKIND_STANDALONE; k++) meta_sig_format(img, *b, k, buf, sizeof buf);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (!sink) sink = fopen("/dev/null", "w");
    MetaError err;
    MetaImage *img = meta_image_open_memory(data, size, &err);
    if (!img) return 0;
    meta_dump_tables(img, sink);
    for (int t = 0; t < META_TABLE_COUNT; t++) meta_dump_table_rows(img, t, sink);
    sigs(img, META_TABLE_FIELD, offsetof(MetaFieldRow, signature), META_SIGKIND_FIELD);
    sigs(img, META_TABLE_METHODDEF, offsetof(MetaMethodDefRow, signature), META_SIGKIND_METHOD);
    sigs(img, META_TABLE_MEMBERREF, offsetof(MetaMemberRefRow, signature), META_SIGKIND_MEMBERREF);
    sigs(img, META_TABLE_STANDALONESIG, offsetof(MetaStandAloneSigRow, signature), META_SIGKIND_STANDALONE);
    sigs(img, META_TABLE_TYPESPEC, offsetof(MetaTypeSpecRow, signature), META_SIGKIND_TYPESPEC);
    sigs(img, META_TABLE_METHODSPEC, offsetof(MetaMethodSpecRow, instantiation), META_SIGKIND_METHODSPEC);
    sigs(img, META_TABLE_PROPERTY, offsetof(MetaPropertyRow, type), META_SIGKIND_PROPERTY);
    for (uint32_t m = 1; m <= meta_table_row_count(img, META_TABLE_METHODDEF); m++) {
        MetaMethodBody body;
        uint32_t first, end, len;
        meta_method_param_range(img, m, &first, &end);
        if (!meta_method_body(img, m, &body, &err)) continue;
        for (uint32_t i = 0; i < body.clause_count; i++) (void)body.clauses[i].handler_length;
        for (uint32_t i = 0; i + 5 <= body.code_size; i++) {
            if (body.code[i] != 0x72) continue; /* ldstr */
            uint32_t tok = body.code[i + 1] | body.code[i + 2] << 8 | body.code[i + 3] << 16 | (uint32_t)body.code[i + 4] << 24;
            const uint8_t *s = meta_user_string(img, tok, &len);
            for (uint32_t k = 0; s && k < len * 2; k++) (void)s[k];
        }
    }
    for (uint32_t r = 1; r <= meta_table_row_count(img, META_TABLE_CUSTOMATTRIBUTE); r++) {
        MetaBlob ctor;
        MetaCustomAttributeValue v;
        char name[128];
        meta_custom_attribute_type_name(img, r, name, sizeof name);
        if (!meta_custom_attribute_ctor_signature(img, r, &ctor)) continue;
        meta_custom_attribute_decode(img, r, ctor, enum_size, NULL, &v, &err);
        meta_custom_attribute_free(&v);
    }
    for (uint32_t t = 1; t <= meta_table_row_count(img, META_TABLE_TYPEDEF); t++) {
        uint32_t first, end;
        meta_typedef_field_range(img, t, &first, &end);
        meta_typedef_method_range(img, t, &first, &end);
        meta_enum_underlying_size(img, t);
    }
    for (uint32_t r = 1; r <= meta_table_row_count(img, META_TABLE_MANIFESTRESOURCE); r++) {
        uint32_t len;
        meta_resource_data(img, meta_manifest_resource(img, r)->offset, &len);
    }
    meta_image_close(img);
    return 0;
}
