/* The table stream (#~ or #-, II.24.2.6): header, row counts, column widths, and decoding +
 * validation of every row into the Meta<Table>Row structs: at open, or for an installed
 * framework's assembly (lazy_tables) each row when it is first read. */
#include "meta/internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#define HEAP_STRING_WIDE 0x01 /* II.24.2.6 HeapSizes bits */
#define HEAP_GUID_WIDE 0x02
#define HEAP_BLOB_WIDE 0x04
#define HEAP_EXTRA_DATA 0x40  /* not in ECMA-335; writers set it when 4 extra bytes follow the row counts */
#define MAX_ROWS 0x00FFFFFFu  /* a token's row field is 24 bits (II.22) */

typedef struct {
    uint8_t string_size, guid_size, blob_size;
    uint8_t table_size[META_TABLE_COUNT];  /* width of a simple index into each table */
    uint8_t coded_size[METAI_CI_COUNT];
} Widths;

/* II.24.2.6: an index is 2 bytes if the target has fewer than 2^16 rows, else 4; a coded
 * index is 2 bytes if every target has fewer than 2^(16 - tag bits) rows. */
static void compute_widths(const MetaImage *img, Widths *w) {
    w->string_size = (img->heap_sizes & HEAP_STRING_WIDE) ? 4 : 2;
    w->guid_size = (img->heap_sizes & HEAP_GUID_WIDE) ? 4 : 2;
    w->blob_size = (img->heap_sizes & HEAP_BLOB_WIDE) ? 4 : 2;
    for (int t = 0; t < META_TABLE_COUNT; t++) w->table_size[t] = img->rows[t] < 0x10000 ? 2 : 4;
    for (int k = 0; k < METAI_CI_COUNT; k++) {
        const MetaCodedIndex *ci = &metai_coded[k];
        uint32_t max = 0;
        for (int i = 0; i < ci->count; i++)
            if (ci->tables[i] != METAI_NO_TABLE && img->rows[ci->tables[i]] > max) max = img->rows[ci->tables[i]];
        w->coded_size[k] = max < (1u << (16 - ci->tag_bits)) ? 2 : 4;
    }
}

static uint32_t column_width(const Widths *w, const MetaColumn *c) {
    switch (c->kind) {
    case METAI_COL_U8PAD: case METAI_COL_U16: return 2;
    case METAI_COL_U32: return 4;
    case METAI_COL_STRING: return w->string_size;
    case METAI_COL_GUID: return w->guid_size;
    case METAI_COL_BLOB: return w->blob_size;
    case METAI_COL_INDEX: case METAI_COL_LIST: return w->table_size[c->arg];
    default: return w->coded_size[c->arg];
    }
}

/* The table a list column really indexes: its *Ptr table when that is present (#-). */
static int list_target(const MetaImage *img, int table) {
    int ptr = -1;
    switch (table) {
    case META_TABLE_FIELD: ptr = META_TABLE_FIELDPTR; break;
    case META_TABLE_METHODDEF: ptr = META_TABLE_METHODPTR; break;
    case META_TABLE_PARAM: ptr = META_TABLE_PARAMPTR; break;
    case META_TABLE_EVENT: ptr = META_TABLE_EVENTPTR; break;
    case META_TABLE_PROPERTY: ptr = META_TABLE_PROPERTYPTR; break;
    }
    return ptr >= 0 && img->rows[ptr] ? ptr : table;
}

static bool decode_cell(MetaImage *img, int table, uint32_t row, const MetaColumn *c, uint32_t v,
                        uint8_t *out, uint32_t prev_list, MetaError *err) {
    const char *tname = metai_schema[table].name;
    switch (c->kind) {
    case METAI_COL_U8PAD: *(uint32_t *)out = v & 0xFF; return true;
    case METAI_COL_U16: case METAI_COL_U32: *(uint32_t *)out = v; return true;
    case METAI_COL_STRING:
        if (!metai_string_ok(img, v)) {
            metai_error(err, "%s row %u column %s: #Strings offset 0x%x is outside the heap or "
                        "not NUL-terminated (heap size 0x%x)", tname, row, c->name, v, img->strings.size);
            return false;
        }
        *(const char **)out = metai_string(img, v);
        return true;
    case METAI_COL_GUID:
        /* II.24.2.5: GUID indexes are 1-based in 16-byte units; 0 means null */
        if (v != 0 && (uint64_t)v * 16 > img->guid.size) {
            metai_error(err, "%s row %u column %s: #GUID index %u is outside the heap (size 0x%x)",
                        tname, row, c->name, v, img->guid.size);
            return false;
        }
        *(const uint8_t **)out = v ? img->guid.data + (v - 1) * 16 : NULL;
        return true;
    case METAI_COL_BLOB:
        if (!metai_blob(img, v, (MetaBlob *)out)) {
            metai_error(err, "%s row %u column %s: #Blob offset 0x%x is outside the heap or its "
                        "length runs past it (heap size 0x%x)", tname, row, c->name, v, img->blob.size);
            return false;
        }
        return true;
    case METAI_COL_INDEX:
        if (v == 0 || v > img->rows[c->arg]) {
            metai_error(err, "%s row %u column %s: %s row %u out of range (1..%u)", tname, row,
                        c->name, metai_schema[c->arg].name, v, img->rows[c->arg]);
            return false;
        }
        *(uint32_t *)out = v;
        return true;
    case METAI_COL_LIST: {
        /* II.22: a list runs from this row's index to the next row's; it may point one past
         * the end of the target table when it is empty. */
        int target = list_target(img, c->arg);
        if (v == 0 || v > img->rows[target] + 1) {
            metai_error(err, "%s row %u column %s: %s list start %u out of range (1..%u)", tname,
                        row, c->name, metai_schema[target].name, v, img->rows[target] + 1);
            return false;
        }
        if (v < prev_list) {
            metai_error(err, "%s row %u column %s: list start %u is before the previous row's (%u)",
                        tname, row, c->name, v, prev_list);
            return false;
        }
        *(uint32_t *)out = v;
        return true;
    }
    default: {
        const MetaCodedIndex *ci = &metai_coded[c->arg];
        uint32_t tag = v & ((1u << ci->tag_bits) - 1), r = v >> ci->tag_bits;
        if (tag >= ci->count || ci->tables[tag] == METAI_NO_TABLE) {
            metai_error(err, "%s row %u column %s: invalid %s tag %u", tname, row, c->name, ci->name, tag);
            return false;
        }
        int target = ci->tables[tag];
        if (r == 0 && c->nullable) { *(uint32_t *)out = 0; return true; }
        if (r == 0 || r > img->rows[target]) {
            metai_error(err, "%s row %u column %s: %s %s row %u out of range (1..%u)", tname, row,
                        c->name, ci->name, metai_schema[target].name, r, img->rows[target]);
            return false;
        }
        *(uint32_t *)out = META_TOKEN(target, r);
        return true;
    }
    }
}

/* Decodes row `row` (1-based) of `table` from the stream into `out`; a list column is checked
 * against the previous row's raw value (II.22: lists do not go backwards). */
static bool decode_row(MetaImage *img, int table, uint32_t row, uint8_t *out, MetaError *err) {
    const MetaTableSchema *s = &metai_schema[table];
    const uint8_t *widths = img->column_widths[table];
    uint32_t row_size = img->row_sizes[table];
    const uint8_t *p = img->table_data[table] + (size_t)(row - 1) * row_size;
    for (int c = 0; c < s->column_count; c++) {
        uint32_t v = widths[c] == 2 ? metai_le16(p) : metai_le32(p), prev = 0;
        if (s->columns[c].kind == METAI_COL_LIST && row > 1)
            prev = widths[c] == 2 ? metai_le16(p - row_size) : metai_le32(p - row_size);
        if (!decode_cell(img, table, row, &s->columns[c], v, out + s->columns[c].offset, prev, err)) return false;
        p += widths[c];
    }
    return true;
}

static bool decode_table(MetaImage *img, int table, MetaError *err) {
    const MetaTableSchema *s = &metai_schema[table];
    uint32_t count = img->rows[table];
    uint8_t *rows = calloc(count, s->struct_size);
    if (!rows) { metai_error(err, "out of memory for %u %s rows", count, s->name); return false; }
    img->table_rows[table] = rows;
    for (uint32_t r = 1; r <= count; r++)
        if (!decode_row(img, table, r, rows + (size_t)(r - 1) * s->struct_size, err)) return false;
    return true;
}

const void *metai_table_row(const MetaImage *image, int table, uint32_t row) {
    size_t size = metai_schema[table].struct_size;
    uint8_t *rows = __atomic_load_n(&image->table_rows[table], __ATOMIC_ACQUIRE);
    if (!image->lazy_tables) return rows + (size_t)(row - 1) * size;
    if (rows && __atomic_load_n(&image->row_decoded[table][row - 1], __ATOMIC_ACQUIRE)) return rows + (size_t)(row - 1) * size;
    MetaImage *img = (MetaImage *)image; /* the decoded rows are a cache */
    MetaError err;
    bool ok = true;
    pthread_mutex_lock(&img->table_lock);
    if (!img->table_rows[table]) {
        /* calloc: the pages of rows never read are never touched */
        img->row_decoded[table] = calloc(img->rows[table], 1);
        rows = calloc(img->rows[table], size);
        if (!rows || !img->row_decoded[table]) {
            fprintf(stderr, "corvid: out of memory for the %s table of %s\n", metai_schema[table].name, img->path);
            _exit(134);
        }
        __atomic_store_n(&img->table_rows[table], rows, __ATOMIC_RELEASE);
    }
    rows = img->table_rows[table];
    if (!img->row_decoded[table][row - 1]) {
        ok = decode_row(img, table, row, rows + (size_t)(row - 1) * size, &err);
        if (ok) __atomic_store_n(&img->row_decoded[table][row - 1], 1, __ATOMIC_RELEASE);
    }
    pthread_mutex_unlock(&img->table_lock);
    if (!ok) {
        /* an installed framework assembly malformed where it was not read at open: nothing can
         * go on without the row (CoreCLR fails with BadImageFormatException) */
        fflush(NULL);
        fprintf(stderr, "corvid: %s: bad metadata: %s\n", img->path, err.message);
        _exit(1);
    }
    return rows + (size_t)(row - 1) * size;
}

/* #- streams may carry *Ptr tables (not in ECMA-335; the edit-and-continue layout CoreCLR's
 * Reflection.Emit writes, and corvid's emitter): list columns index the Ptr table, which maps
 * list positions to rows.  Rows keep their numbers, since tokens everywhere name them; the
 * lists go through the map (meta_list_row). */
static bool resolve_ptr_table(MetaImage *img, int ptr, int target, MetaError *err) {
    uint32_t n = img->rows[ptr];
    if (n == 0) return true;
    if (n != img->rows[target]) {
        metai_error(err, "%s has %u rows but %s has %u: partial indirection is not supported",
                    metai_schema[ptr].name, n, metai_schema[target].name, img->rows[target]);
        return false;
    }
    bool identity = true;
    uint32_t *positions = calloc((size_t)n + 1, sizeof(uint32_t));
    uint32_t *rows = malloc(((size_t)n + 1) * sizeof(uint32_t));
    if (!positions || !rows) {
        free(positions);
        free(rows);
        metai_error(err, "out of memory");
        return false;
    }
    rows[0] = 0;
    const uint8_t *raw = img->table_data[ptr];
    uint32_t width = img->column_widths[ptr][0];
    for (uint32_t i = 0; i < n; i++) {
        /* one column, an index into `target`, read from the stream: an image read lazily has
         * not decoded it */
        const uint8_t *cell = raw + (size_t)i * img->row_sizes[ptr];
        uint32_t row = width == 2 ? metai_le16(cell) : metai_le32(cell);
        if (row == 0 || row > n) {
            metai_error(err, "%s row %u points at %s row %u, out of range (1..%u)", metai_schema[ptr].name, i + 1,
                        metai_schema[target].name, row, n);
            free(positions);
            free(rows);
            return false;
        }
        if (positions[row]) {
            metai_error(err, "%s rows %u and %u both point at %s row %u", metai_schema[ptr].name,
                        positions[row], i + 1, metai_schema[target].name, row);
            free(positions);
            free(rows);
            return false;
        }
        positions[row] = i + 1;
        rows[i + 1] = row;
        if (row != i + 1) identity = false;
    }
    if (identity) {
        free(positions);
        free(rows);
        return true;
    }
    img->list_rows[target] = rows;
    img->list_positions[target] = positions;
    return true;
}

uint32_t meta_list_row(const MetaImage *img, enum MetaTable table, uint32_t position) {
    if (!img || (unsigned)table >= META_TABLE_COUNT || position == 0 || position > img->rows[table]) return 0;
    return img->list_rows[table] ? img->list_rows[table][position] : position;
}

uint32_t meta_list_position(const MetaImage *img, enum MetaTable table, uint32_t row) {
    if (!img || (unsigned)table >= META_TABLE_COUNT || row == 0 || row > img->rows[table]) return 0;
    return img->list_positions[table] ? img->list_positions[table][row] : row;
}

uint32_t meta_table_stream_version(const MetaImage *img) {
    return img->tables.size >= 6 ? (uint32_t)img->tables.data[4] << 16 | img->tables.data[5] : 0;
}

bool metai_parse_tables(MetaImage *img, MetaError *err) {
    const uint8_t *d = img->tables.data;
    uint32_t n = img->tables.size;
    if (n < 24) {
        metai_error(err, "truncated table stream header (%u bytes, need 24)", n);
        return false;
    }
    img->heap_sizes = d[6];
    uint64_t valid = metai_le64(d + 8);
    uint64_t off = 24;
    for (int t = 0; t < 64; t++) {
        if (!(valid >> t & 1)) continue;
        uint32_t count;
        if (!metai_read32(d, n, off, &count)) {
            metai_error(err, "truncated table stream: row count of table 0x%02x at stream offset 0x%llx",
                        t, (unsigned long long)off);
            return false;
        }
        off += 4;
        /* Bits above 0x2C are tables we do not know (e.g. portable PDB tables); their data
         * follows ours, so reading their counts and ignoring them is safe. */
        if (t < META_TABLE_COUNT && count > MAX_ROWS) {
            metai_error(err, "table %s claims %u rows (max 0x%x)", metai_schema[t].name, count, MAX_ROWS);
            return false;
        }
        img->rows[t] = count;
    }
    if (img->heap_sizes & HEAP_EXTRA_DATA) off += 4;

    Widths w;
    compute_widths(img, &w);
    /* First pass: sizes and bounds of every table, so nothing is decoded from a stream
     * that cannot hold all of them. */
    for (int t = 0; t < META_TABLE_COUNT; t++) {
        const MetaTableSchema *s = &metai_schema[t];
        uint32_t row_size = 0;
        for (int c = 0; c < s->column_count; c++) row_size += img->column_widths[t][c] = (uint8_t)column_width(&w, &s->columns[c]);
        img->row_sizes[t] = row_size;
        uint64_t bytes = (uint64_t)row_size * img->rows[t];
        img->table_data[t] = d + off;
        if (!metai_in_range(n, off, bytes)) {
            metai_error(err, "table %s (%u rows of %u bytes) at stream offset 0x%llx runs past the "
                        "end of the %s stream (size 0x%x)", s->name, img->rows[t], row_size,
                        (unsigned long long)off, img->uncompressed ? "#-" : "#~", n);
            return false;
        }
        off += bytes;
    }
    static const uint8_t ptrs[][2] = {
        {META_TABLE_FIELDPTR, META_TABLE_FIELD}, {META_TABLE_METHODPTR, META_TABLE_METHODDEF},
        {META_TABLE_PARAMPTR, META_TABLE_PARAM}, {META_TABLE_EVENTPTR, META_TABLE_EVENT},
        {META_TABLE_PROPERTYPTR, META_TABLE_PROPERTY}};
    if (!img->lazy_tables)
        for (int t = 0; t < META_TABLE_COUNT; t++) {
            if (img->rows[t] && !decode_table(img, t, err)) return false;
        }
    for (size_t i = 0; i < sizeof ptrs / sizeof ptrs[0]; i++)
        if (!resolve_ptr_table(img, ptrs[i][0], ptrs[i][1], err)) return false;
    return true;
}

void metai_free_tables(MetaImage *img) {
    for (int t = 0; t < META_TABLE_COUNT; t++) {
        free(img->table_rows[t]);
        free(img->row_decoded[t]);
        free(img->list_rows[t]);
        free(img->list_positions[t]);
    }
}
