/* Private to src/meta: the image structure, the table schema and bounds-checked readers.
 * Nothing outside src/meta may include this; functions here are prefixed metai_. */
#ifndef CORVID_META_INTERNAL_H
#define CORVID_META_INTERNAL_H

#include "meta/meta.h"

#include <pthread.h>
#include <stdarg.h>
#include <string.h>

/* ---- Bounds-checked little-endian readers.  Every read of file data goes through these
 * (or through an explicit range check right before it): `off` and `n` are checked against
 * `size` without overflow (size - off is only computed once off <= size). */
static inline bool metai_in_range(size_t size, uint64_t off, uint64_t n) {
    return off <= size && n <= size - off;
}
static inline uint16_t metai_le16(const uint8_t *p) { return (uint16_t)(p[0] | (p[1] << 8)); }
static inline uint32_t metai_le32(const uint8_t *p) {
    return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) | ((uint32_t)p[3] << 24);
}
static inline uint64_t metai_le64(const uint8_t *p) {
    return (uint64_t)metai_le32(p) | ((uint64_t)metai_le32(p + 4) << 32);
}
static inline bool metai_read16(const uint8_t *base, size_t size, uint64_t off, uint16_t *out) {
    if (!metai_in_range(size, off, 2)) return false;
    *out = metai_le16(base + off);
    return true;
}
static inline bool metai_read32(const uint8_t *base, size_t size, uint64_t off, uint32_t *out) {
    if (!metai_in_range(size, off, 4)) return false;
    *out = metai_le32(base + off);
    return true;
}

void metai_error(MetaError *err, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* ---- Table schema (II.22, column sizes per II.24.2.6) */
enum MetaColumnKind {
    METAI_COL_U8PAD,  /* 1-byte constant + 1 padding byte (Constant.Type) */
    METAI_COL_U16,
    METAI_COL_U32,
    METAI_COL_STRING, /* #Strings index -> const char * */
    METAI_COL_GUID,   /* #GUID index -> const uint8_t * (NULL for 0) */
    METAI_COL_BLOB,   /* #Blob index -> MetaBlob */
    METAI_COL_INDEX,  /* simple index into table `arg` (row number, non-null) */
    METAI_COL_LIST,   /* start of a run in table `arg`: 1..count+1, non-decreasing */
    METAI_COL_CODED,  /* coded index of kind `arg` -> token */
};
enum MetaCodedKind {
    METAI_CI_TYPEDEFORREF, METAI_CI_HASCONSTANT, METAI_CI_HASCUSTOMATTRIBUTE,
    METAI_CI_HASFIELDMARSHAL, METAI_CI_HASDECLSECURITY, METAI_CI_MEMBERREFPARENT,
    METAI_CI_HASSEMANTICS, METAI_CI_METHODDEFORREF, METAI_CI_MEMBERFORWARDED,
    METAI_CI_IMPLEMENTATION, METAI_CI_CUSTOMATTRIBUTETYPE, METAI_CI_RESOLUTIONSCOPE,
    METAI_CI_TYPEORMETHODDEF, METAI_CI_COUNT
};
#define METAI_NO_TABLE 0xFF
typedef struct {
    const char *name;
    uint8_t tag_bits, count;
    uint8_t tables[24]; /* by tag; METAI_NO_TABLE for unused tags */
} MetaCodedIndex;
typedef struct {
    const char *name;
    uint8_t kind, arg;
    bool nullable;      /* coded index may be 0 (spec allows null) */
    uint16_t offset;    /* offset of the field in the row struct */
} MetaColumn;
#define METAI_MAX_COLUMNS 9
typedef struct {
    const char *name;
    uint16_t struct_size;
    uint8_t column_count;
    MetaColumn columns[METAI_MAX_COLUMNS];
} MetaTableSchema;
extern const MetaTableSchema metai_schema[META_TABLE_COUNT];
extern const MetaCodedIndex metai_coded[METAI_CI_COUNT];

/* ---- The image */
typedef struct {
    char name[9];
    uint32_t virtual_address, virtual_size;
    uint32_t raw_offset, raw_size; /* raw_size clamped to the file */
} MetaSection;

typedef struct {
    const uint8_t *data;
    uint32_t size;
    bool present;
} MetaHeap;

struct MetaImage {
    uint8_t *data;
    size_t size;
    bool data_mapped; /* data is a private file mapping (meta_image_open_file), not malloc'd */
    char *path;

    MetaSection *sections;
    uint32_t section_count;

    /* CLI header, II.25.3.3 */
    uint32_t cli_flags, entry_point;
    uint32_t resources_rva, resources_size;

    /* metadata root, II.24.2.1 */
    const uint8_t *md;
    uint32_t md_size;
    char version[256];
    MetaHeap strings, us, blob, guid, tables;
    uint32_t strings_terminated; /* offsets below this have a NUL inside the heap */
    bool uncompressed;           /* #- stream */
    uint8_t heap_sizes;

    uint32_t rows[64];
    uint8_t *table_rows[META_TABLE_COUNT]; /* decoded row structs (atomic: lazy_tables) */
    /* meta_image_open_installed_file: a row is decoded (and validated) when first read;
     * row_decoded[t][r - 1] (atomic) says it was */
    bool lazy_tables;
    pthread_mutex_t table_lock;
    uint8_t *row_decoded[META_TABLE_COUNT];
    const uint8_t *table_data[META_TABLE_COUNT]; /* each table's first row in the stream */
    uint32_t row_sizes[META_TABLE_COUNT];
    uint8_t column_widths[META_TABLE_COUNT][METAI_MAX_COLUMNS];
    /* non-identity *Ptr tables only: row at each list position, and position of each row
     * (both 1-based, [0] unused) */
    uint32_t *list_rows[META_TABLE_COUNT];
    uint32_t *list_positions[META_TABLE_COUNT];

    uint32_t *enclosing;    /* per TypeDef row */
    /* TypeDef rows by (name, enclosing row): open addressing, linear probing, 0 = empty; rows
     * were inserted in ascending order, so along a probe sequence the first match is the lowest
     * row, as a scan of the table would find it (meta_find_typedef). */
    uint32_t *typedef_index;
    uint32_t typedef_index_mask; /* capacity - 1; capacity a power of two >= 2 x rows */
    /* ExportedType rows by name, the same way, built at the first lookup (atomic publish): a
     * facade (System.Runtime: ~1,800 forwarders) was scanned row by row for every TypeRef. */
    uint32_t *exported_index;
    uint32_t exported_index_mask;
    uint32_t *field_owner;  /* per Field row */
    uint32_t *method_owner; /* per MethodDef row */
    MetaExceptionClause **clause_cache; /* per MethodDef row, filled lazily (atomic) */
};

/* pe.c */
bool metai_parse_pe(MetaImage *img, MetaError *err);
const uint8_t *metai_rva_span(const MetaImage *img, uint32_t rva, uint32_t *available);
/* streams.c */
bool metai_parse_metadata_root(MetaImage *img, MetaError *err);
const char *metai_string(const MetaImage *img, uint32_t index);
bool metai_string_ok(const MetaImage *img, uint32_t index);
bool metai_blob(const MetaImage *img, uint32_t index, MetaBlob *out);
/* tables.c */
bool metai_parse_tables(MetaImage *img, MetaError *err);
/* Row `row` (1..count, checked by the caller) of `table`, decoded now if the image decodes
 * lazily. */
const void *metai_table_row(const MetaImage *img, int table, uint32_t row);
void metai_free_tables(MetaImage *img);
/* lookup.c */
bool metai_build_owners(MetaImage *img, MetaError *err);
/* sig_validate.c: is this token a valid TypeDef/TypeRef/TypeSpec of img */
bool metai_token_valid(const MetaImage *img, uint32_t token);

#endif
