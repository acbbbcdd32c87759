/* Text dump of the tables for `corvid dump --tables`: a summary, and every decoded row. */
#include "meta/internal.h"

void meta_dump_tables(const MetaImage *img, FILE *out) {
    const char *name = meta_assembly_name(img);
    fprintf(out, "assembly: %s\n", name ? name : "(none: module without manifest)");
    fprintf(out, "metadata version: %s\n", img->version);
    fprintf(out, "table stream: %s, heap sizes 0x%02x\n", img->uncompressed ? "#- (uncompressed)" : "#~",
            img->heap_sizes);
    fprintf(out, "heaps: #Strings 0x%x, #US 0x%x, #Blob 0x%x, #GUID 0x%x bytes\n", img->strings.size,
            img->us.size, img->blob.size, img->guid.size);
    if (meta_entry_point_token(img)) fprintf(out, "entry point: 0x%08x\n", meta_entry_point_token(img));
    for (int t = 0; t < META_TABLE_COUNT; t++) {
        if (img->rows[t]) fprintf(out, "%-24s %8u rows\n", metai_schema[t].name, img->rows[t]);
    }
}

static void dump_string(FILE *out, const char *s) {
    fputc('"', out);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') fprintf(out, "\\%c", c);
        else if (c < 0x20 || c == 0x7f) fprintf(out, "\\x%02x", c);
        else fputc(c, out);
    }
    fputc('"', out);
}

void meta_dump_table_rows(const MetaImage *img, enum MetaTable table, FILE *out) {
    if ((unsigned)table >= META_TABLE_COUNT) return;
    const MetaTableSchema *s = &metai_schema[table];
    for (uint32_t r = 1; r <= img->rows[table]; r++) {
        const uint8_t *row = meta_table_row(img, table, r);
        fprintf(out, "%s[%u] (0x%08x)", s->name, r, META_TOKEN(table, r));
        for (int c = 0; c < s->column_count; c++) {
            const MetaColumn *col = &s->columns[c];
            const uint8_t *f = row + col->offset;
            fprintf(out, " %s=", col->name);
            switch (col->kind) {
            case METAI_COL_STRING: dump_string(out, *(const char *const *)f); break;
            case METAI_COL_GUID: {
                const uint8_t *g = *(const uint8_t *const *)f;
                if (!g) { fputs("null", out); break; }
                for (int i = 0; i < 16; i++) fprintf(out, "%02x", g[i]);
                break;
            }
            case METAI_COL_BLOB: {
                const MetaBlob *b = (const MetaBlob *)f;
                fprintf(out, "blob[%u]", b->size);
                if (b->size) fputc(':', out);
                for (uint32_t i = 0; i < b->size && i < 16; i++) fprintf(out, "%02x", b->data[i]);
                if (b->size > 16) fputs("...", out);
                break;
            }
            case METAI_COL_CODED: fprintf(out, "0x%08x", *(const uint32_t *)f); break;
            default:
                /* flags and RVAs read better in hex, counts and row numbers in decimal */
                if (strstr(col->name, "flags") || !strcmp(col->name, "rva") || !strcmp(col->name, "token"))
                    fprintf(out, "0x%x", *(const uint32_t *)f);
                else
                    fprintf(out, "%u", *(const uint32_t *)f);
                break;
            }
        }
        fputc('\n', out);
    }
}
