/* The metadata emitter: a module that grows while a program runs (Reflection.Emit's
 * AssemblyBuilder / ModuleBuilder / TypeBuilder), written out as a complete PE image whenever
 * the loader needs to see it.
 *
 * Rows keep the number they were given when defined: tokens handed to the program, written
 * into its IL and signatures, name them forever.  A type's members may be defined in any order
 * relative to other types' (CoreCLR's emitter allows it), so the image lists them through
 * FieldPtr / MethodPtr / ParamPtr / PropertyPtr / EventPtr tables in an uncompressed "#-"
 * stream, the layout CoreCLR's own in-memory metadata uses, and the reader follows the Ptr
 * tables for lists only (meta_list_row).  Sorted tables (II.22: InterfaceImpl, Constant,
 * CustomAttribute, ...) are sorted at each write; their rows are not handed out as tokens the
 * loader keeps.  The #US heap only grows, so an ldstr token stays valid across writes. */
#include "meta/internal.h"

#include <stdlib.h>
#include <string.h>

typedef struct Buffer {
    uint8_t *data;
    size_t size, capacity;
    bool failed;
} Buffer;

static void put(Buffer *b, const void *bytes, size_t n) {
    if (b->failed) return;
    if (b->size + n > b->capacity) {
        size_t capacity = (b->size + n) * 2 + 256;
        uint8_t *grown = realloc(b->data, capacity);
        if (!grown) {
            b->failed = true;
            return;
        }
        b->data = grown;
        b->capacity = capacity;
    }
    if (bytes)
        memcpy(b->data + b->size, bytes, n);
    else
        memset(b->data + b->size, 0, n);
    b->size += n;
}
static void put_u8(Buffer *b, uint8_t v) {
    put(b, &v, 1);
}
static void put_u16(Buffer *b, uint16_t v) {
    uint8_t x[2] = {(uint8_t)v, (uint8_t)(v >> 8)};
    put(b, x, 2);
}
static void put_u32(Buffer *b, uint32_t v) {
    uint8_t x[4] = {(uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16), (uint8_t)(v >> 24)};
    put(b, x, 4);
}
static void put_index(Buffer *b, uint32_t v, uint32_t width) {
    if (width == 2)
        put_u16(b, (uint16_t)v);
    else
        put_u32(b, v);
}
static void pad_to(Buffer *b, size_t alignment) {
    while (!b->failed && b->size % alignment)
        put_u8(b, 0);
}
static void patch_u32(Buffer *b, size_t at, uint32_t v) {
    if (b->failed) return;
    for (int i = 0; i < 4; i++)
        b->data[at + i] = (uint8_t)(v >> (8 * i));
}
/* II.23.2: compressed unsigned integer */
static void put_compressed(Buffer *b, uint32_t v) {
    uint8_t bytes[4];
    put(b, bytes, meta_sig_compress_u32(v, bytes));
}

/* Strings and blobs given to the emitter live as long as it does (the loader keeps pointers
 * into the images written from it, and those point into their own heaps, so this storage is
 * only for the rows the emitter holds). */
typedef struct ArenaChunk {
    struct ArenaChunk *next;
    size_t used, capacity;
    uint8_t data[];
} ArenaChunk;

typedef struct {
    uint8_t *rows; /* struct_size each, row r at (r - 1) */
    uint32_t count, capacity;
    uint32_t *owner; /* member tables: the owning TypeDef (or MethodDef, for Param) row */
} EmitTable;

typedef struct {
    uint8_t *code;
    uint32_t code_size, max_stack, local_signature;
    bool init_locals;
    MetaExceptionClause *clauses;
    uint32_t clause_count;
} EmitBody;

typedef struct {
    uint8_t *data;
    uint32_t size;
} EmitData;

struct MetaEmitter {
    EmitTable tables[META_TABLE_COUNT];
    Buffer user_strings;
    EmitBody *bodies; /* by MethodDef row */
    uint32_t body_capacity;
    EmitData *field_data; /* by Field row */
    uint32_t field_data_capacity;
    uint8_t mvid[16];
    ArenaChunk *arena;
};

static void *arena_copy(MetaEmitter *emitter, const void *data, size_t size) {
    size_t need = (size + 7) & ~(size_t)7;
    ArenaChunk *chunk = emitter->arena;
    if (!chunk || chunk->capacity - chunk->used < need) {
        size_t capacity = need > 16384 ? need : 16384;
        chunk = malloc(sizeof(ArenaChunk) + capacity);
        if (!chunk) return NULL;
        chunk->next = emitter->arena;
        chunk->used = 0;
        chunk->capacity = capacity;
        emitter->arena = chunk;
    }
    uint8_t *p = chunk->data + chunk->used;
    chunk->used += need;
    if (size) memcpy(p, data, size);
    return p;
}

const char *meta_emitter_string(MetaEmitter *emitter, const char *text) {
    return text ? arena_copy(emitter, text, strlen(text) + 1) : "";
}

MetaBlob meta_emitter_blob(MetaEmitter *emitter, const void *data, uint32_t size) {
    static const uint8_t empty[1];
    MetaBlob blob = {empty, 0};
    if (size) {
        blob.data = arena_copy(emitter, data, size);
        blob.size = blob.data ? size : 0;
        if (!blob.data) blob.data = empty;
    }
    return blob;
}

static bool is_member_table(int table) {
    return table == META_TABLE_FIELD || table == META_TABLE_METHODDEF ||
           table == META_TABLE_PARAM || table == META_TABLE_PROPERTY || table == META_TABLE_EVENT;
}

uint32_t meta_emitter_add(MetaEmitter *emitter, enum MetaTable table, const void *row,
                          uint32_t owner) {
    if ((unsigned)table >= META_TABLE_COUNT) return 0;
    const MetaTableSchema *schema = &metai_schema[table];
    EmitTable *t = &emitter->tables[table];
    if (t->count == 0xFFFFFF) return 0;
    if (t->count == t->capacity) {
        uint32_t capacity = t->capacity ? t->capacity * 2 : 16;
        uint8_t *rows = realloc(t->rows, (size_t)capacity * schema->struct_size);
        if (!rows) return 0;
        t->rows = rows;
        if (is_member_table(table)) {
            uint32_t *owners = realloc(t->owner, (size_t)capacity * sizeof(uint32_t));
            if (!owners) return 0;
            t->owner = owners;
        }
        t->capacity = capacity;
    }
    uint8_t *copy = t->rows + (size_t)t->count * schema->struct_size;
    memcpy(copy, row, schema->struct_size);
    /* the caller's strings and blobs may be temporary */
    for (int c = 0; c < schema->column_count; c++) {
        const MetaColumn *column = &schema->columns[c];
        if (column->kind == METAI_COL_STRING) {
            const char **text = (const char **)(copy + column->offset);
            *text = meta_emitter_string(emitter, *text);
            if (!*text) return 0;
        } else if (column->kind == METAI_COL_BLOB) {
            MetaBlob *blob = (MetaBlob *)(copy + column->offset);
            *blob = meta_emitter_blob(emitter, blob->data, blob->size);
        } else if (column->kind == METAI_COL_GUID) {
            *(const uint8_t **)(copy + column->offset) = NULL;
        }
    }
    if (table == META_TABLE_MODULE) ((MetaModuleRow *)copy)->mvid = emitter->mvid;
    if (t->owner) t->owner[t->count] = owner;
    t->count++;
    return META_TOKEN(table, t->count);
}

void *meta_emitter_row(MetaEmitter *emitter, enum MetaTable table, uint32_t row) {
    if ((unsigned)table >= META_TABLE_COUNT || row == 0 || row > emitter->tables[table].count)
        return NULL;
    return emitter->tables[table].rows + (size_t)(row - 1) * metai_schema[table].struct_size;
}

uint32_t meta_emitter_row_count(const MetaEmitter *emitter, enum MetaTable table) {
    return (unsigned)table < META_TABLE_COUNT ? emitter->tables[table].count : 0;
}

uint32_t meta_emitter_user_string(MetaEmitter *emitter, const uint16_t *chars, uint32_t length) {
    Buffer *us = &emitter->user_strings;
    uint32_t offset = (uint32_t)us->size;
    /* II.24.2.4: the token's 24 bits address the heap */
    if (length > 0x1FFFFFF || offset + 2 * (uint64_t)length + 5 > 0xFFFFFF) return 0;
    /* II.24.2.4: the final byte is 1 when any character needs more than a byte-wise compare */
    uint8_t special = 0;
    for (uint32_t i = 0; i < length; i++) {
        uint16_t c = chars[i];
        if (c >= 0x80 || (c >= 0x01 && c <= 0x08) || (c >= 0x0E && c <= 0x1F) || c == 0x27 ||
            c == 0x2D || c == 0x7F)
            special = 1;
    }
    put_compressed(us, length * 2 + 1);
    for (uint32_t i = 0; i < length; i++)
        put_u16(us, chars[i]);
    put_u8(us, special);
    return us->failed ? 0 : META_TOKEN(META_TOKEN_USER_STRING, offset);
}

bool meta_emitter_set_body(MetaEmitter *emitter, uint32_t method_row, const MetaEmitterBody *body) {
    if (method_row == 0 || method_row > emitter->tables[META_TABLE_METHODDEF].count) return false;
    if (method_row > emitter->body_capacity) {
        uint32_t capacity = emitter->tables[META_TABLE_METHODDEF].capacity;
        EmitBody *bodies = realloc(emitter->bodies, (size_t)capacity * sizeof(EmitBody));
        if (!bodies) return false;
        memset(bodies + emitter->body_capacity, 0,
               (size_t)(capacity - emitter->body_capacity) * sizeof(EmitBody));
        emitter->bodies = bodies;
        emitter->body_capacity = capacity;
    }
    EmitBody *slot = &emitter->bodies[method_row - 1];
    uint8_t *code = arena_copy(emitter, body->code, body->code_size);
    MetaExceptionClause *clauses =
        body->clause_count
            ? arena_copy(emitter, body->clauses, body->clause_count * sizeof(MetaExceptionClause))
            : NULL;
    if ((body->code_size && !code) || (body->clause_count && !clauses)) return false;
    slot->code = code;
    slot->code_size = body->code_size;
    slot->max_stack = body->max_stack;
    slot->local_signature = body->local_signature;
    slot->init_locals = body->init_locals;
    slot->clauses = clauses;
    slot->clause_count = body->clause_count;
    return true;
}

bool meta_emitter_set_field_data(MetaEmitter *emitter, uint32_t field_row, const void *data,
                                 uint32_t size) {
    if (field_row == 0 || field_row > emitter->tables[META_TABLE_FIELD].count) return false;
    if (field_row > emitter->field_data_capacity) {
        uint32_t capacity = emitter->tables[META_TABLE_FIELD].capacity;
        EmitData *grown = realloc(emitter->field_data, (size_t)capacity * sizeof(EmitData));
        if (!grown) return false;
        memset(grown + emitter->field_data_capacity, 0,
               (size_t)(capacity - emitter->field_data_capacity) * sizeof(EmitData));
        emitter->field_data = grown;
        emitter->field_data_capacity = capacity;
    }
    /* an entry with no data still gets an RVA: DefineUninitializedData's zeroed block */
    uint8_t *copy = arena_copy(emitter, data, size ? size : 1);
    if (!copy) return false;
    if (!data) memset(copy, 0, size ? size : 1);
    emitter->field_data[field_row - 1] = (EmitData){copy, size ? size : 1};
    return true;
}

MetaEmitter *meta_emitter_new(const MetaAssemblyIdentity *id) {
    MetaEmitter *emitter = calloc(1, sizeof(MetaEmitter));
    if (!emitter) return NULL;
    put_u8(&emitter->user_strings, 0);
    /* the module version id: distinct per name, as tools key caches on it */
    for (size_t i = 0; id->name[i]; i++)
        emitter->mvid[i % 16] = (uint8_t)(emitter->mvid[i % 16] * 31 + (uint8_t)id->name[i]);
    MetaModuleRow module = {.name = id->module_name};
    MetaTypeDefRow global = {.name = "<Module>", .namespace_name = ""};
    MetaAssemblyRow assembly = {
        .hash_alg = 0x8004, /* SHA1 */
        .major_version = id->version[0],
        .minor_version = id->version[1],
        .build_number = id->version[2],
        .revision_number = id->version[3],
        .flags = id->flags,
        .public_key = {id->public_key ? id->public_key : (const uint8_t *)"",
                       id->public_key ? id->public_key_size : 0},
        .name = id->name,
        .culture = id->culture ? id->culture : "",
    };
    if (!meta_emitter_add(emitter, META_TABLE_MODULE, &module, 0) ||
        !meta_emitter_add(emitter, META_TABLE_TYPEDEF, &global, 0) ||
        !meta_emitter_add(emitter, META_TABLE_ASSEMBLY, &assembly, 0) ||
        emitter->user_strings.failed) {
        meta_emitter_free(emitter);
        return NULL;
    }
    return emitter;
}

void meta_emitter_free(MetaEmitter *emitter) {
    if (!emitter) return;
    for (int t = 0; t < META_TABLE_COUNT; t++) {
        free(emitter->tables[t].rows);
        free(emitter->tables[t].owner);
    }
    free(emitter->user_strings.data);
    free(emitter->bodies);
    free(emitter->field_data);
    for (ArenaChunk *chunk = emitter->arena, *next; chunk; chunk = next) {
        next = chunk->next;
        free(chunk);
    }
    free(emitter);
}

/* ---- Writing */

/* #Strings with equal strings shared: open addressing over heap offsets */
typedef struct {
    Buffer heap;
    uint32_t *slots;
    uint32_t mask, used;
} StringHeap;

static uint32_t hash_text(const char *text) {
    uint32_t h = 2166136261u;
    for (; *text; text++)
        h = (h ^ (uint8_t)*text) * 16777619u;
    return h;
}

static uint32_t string_index(StringHeap *strings, const char *text) {
    if (!text || !text[0]) return 0;
    if ((strings->used + 1) * 2 > strings->mask + 1) {
        uint32_t capacity = strings->mask ? (strings->mask + 1) * 2 : 1024;
        uint32_t *slots = calloc(capacity, sizeof(uint32_t));
        if (!slots) {
            strings->heap.failed = true;
            return 0;
        }
        for (uint32_t i = 0; strings->mask && i <= strings->mask; i++) {
            uint32_t offset = strings->slots[i];
            if (!offset) continue;
            uint32_t j = hash_text((const char *)strings->heap.data + offset) & (capacity - 1);
            while (slots[j])
                j = (j + 1) & (capacity - 1);
            slots[j] = offset;
        }
        free(strings->slots);
        strings->slots = slots;
        strings->mask = capacity - 1;
    }
    uint32_t j = hash_text(text) & strings->mask;
    while (strings->slots[j]) {
        if (strcmp((const char *)strings->heap.data + strings->slots[j], text) == 0)
            return strings->slots[j];
        j = (j + 1) & strings->mask;
    }
    uint32_t offset = (uint32_t)strings->heap.size;
    put(&strings->heap, text, strlen(text) + 1);
    if (strings->heap.failed) return 0;
    strings->slots[j] = offset;
    strings->used++;
    return offset;
}

static uint32_t blob_index(Buffer *blobs, MetaBlob blob) {
    if (blob.size == 0) return 0;
    uint32_t offset = (uint32_t)blobs->size;
    put_compressed(blobs, blob.size);
    put(blobs, blob.data, blob.size);
    return offset;
}

/* One table as it is written: rows in file order (pointers to the emitter's row structs, or to
 * structs made for the write), and the new row number of each emitter row when it moved. */
typedef struct {
    const uint8_t **rows;
    uint32_t count;
    uint32_t *moved_to; /* by emitter row; NULL: rows keep their numbers */
} WriteTable;

typedef struct {
    const MetaEmitter *emitter;
    WriteTable tables[META_TABLE_COUNT];
    uint32_t *lists[META_TABLE_COUNT];      /* Ptr table contents: row at each position */
    uint32_t *list_first[META_TABLE_COUNT]; /* by owner row: first position; [owners + 1] end */
    uint8_t *made_rows;                     /* PropertyMap, EventMap, FieldRVA rows */
    const EmitTable *sort_table;            /* for the comparators */
    int sort_column;
    int sort_second_column;
} Writer;

/* Members by owner, stable within an owner (Param: by sequence first) */
static bool order_members(Writer *w, int table, uint32_t owners) {
    const EmitTable *t = &w->emitter->tables[table];
    uint32_t *first = calloc((size_t)owners + 2, sizeof(uint32_t));
    uint32_t *rows = malloc(((size_t)t->count + 1) * sizeof(uint32_t));
    if (!first || !rows) {
        free(first);
        free(rows);
        return false;
    }
    for (uint32_t r = 0; r < t->count; r++)
        if (t->owner[r] <= owners) first[t->owner[r]]++;
    /* counts -> start positions (1-based); members with a bad owner go first, under owner 0 */
    uint32_t position = 1;
    for (uint32_t o = 0; o <= owners; o++) {
        uint32_t n = first[o];
        first[o] = position;
        position += n;
    }
    first[owners + 1] = position;
    uint32_t *next = malloc(((size_t)owners + 1) * sizeof(uint32_t));
    if (!next) {
        free(first);
        free(rows);
        return false;
    }
    memcpy(next, first, ((size_t)owners + 1) * sizeof(uint32_t));
    for (uint32_t r = 0; r < t->count; r++) {
        uint32_t owner = t->owner[r] <= owners ? t->owner[r] : 0;
        rows[next[owner]++] = r + 1;
    }
    free(next);
    if (table == META_TABLE_PARAM) { /* II.22.33: a method's Params in Sequence order */
        for (uint32_t o = 1; o <= owners; o++)
            for (uint32_t i = first[o] + 1; i < first[o + 1]; i++)
                for (uint32_t j = i; j > first[o]; j--) {
                    const MetaParamRow *a =
                        (const MetaParamRow *)(t->rows +
                                               (size_t)(rows[j - 1] - 1) * sizeof(MetaParamRow));
                    const MetaParamRow *b =
                        (const MetaParamRow *)(t->rows +
                                               (size_t)(rows[j] - 1) * sizeof(MetaParamRow));
                    if (a->sequence <= b->sequence) break;
                    uint32_t swap = rows[j];
                    rows[j] = rows[j - 1];
                    rows[j - 1] = swap;
                }
    }
    w->lists[table] = rows;
    w->list_first[table] = first;
    return true;
}

static uint32_t column_value(const uint8_t *row, const MetaColumn *column) {
    return *(const uint32_t *)(row + column->offset);
}

/* The sort key of a coded index (II.24.2.6 encoding order) */
static uint32_t coded_key(uint32_t token, int kind) {
    const MetaCodedIndex *ci = &metai_coded[kind];
    if (!token) return 0;
    for (uint32_t tag = 0; tag < ci->count; tag++)
        if (ci->tables[tag] == META_TOKEN_TABLE(token))
            return META_TOKEN_ROW(token) << ci->tag_bits | tag;
    return 0;
}

static uint32_t sort_key(const Writer *w, const uint8_t *row, int column_number) {
    const MetaColumn *column =
        &metai_schema[w->sort_table - w->emitter->tables].columns[column_number];
    uint32_t v = column_value(row, column);
    return column->kind == METAI_COL_CODED ? coded_key(v, column->arg) : v;
}

static Writer *sorting_writer;
static int compare_rows(const void *a, const void *b) {
    const Writer *w = sorting_writer;
    const uint8_t *ra = *(const uint8_t *const *)a, *rb = *(const uint8_t *const *)b;
    uint32_t ka = sort_key(w, ra, w->sort_column), kb = sort_key(w, rb, w->sort_column);
    if (ka != kb) return ka < kb ? -1 : 1;
    if (w->sort_second_column >= 0) {
        ka = sort_key(w, ra, w->sort_second_column);
        kb = sort_key(w, rb, w->sort_second_column);
        if (ka != kb) return ka < kb ? -1 : 1;
    }
    return ra < rb ? -1 : ra > rb; /* stable: rows are in emitter order in memory */
}

/* II.22: the tables the spec keeps sorted, by their key column (and a second key) */
static const struct {
    uint8_t table, column;
    int8_t second;
} sorted_tables[] = {
    {META_TABLE_INTERFACEIMPL, 0, -1},   {META_TABLE_CONSTANT, 1, -1},
    {META_TABLE_CUSTOMATTRIBUTE, 0, -1}, {META_TABLE_FIELDMARSHAL, 0, -1},
    {META_TABLE_DECLSECURITY, 1, -1},    {META_TABLE_CLASSLAYOUT, 2, -1},
    {META_TABLE_FIELDLAYOUT, 1, -1},     {META_TABLE_METHODSEMANTICS, 2, -1},
    {META_TABLE_METHODIMPL, 0, -1},      {META_TABLE_IMPLMAP, 1, -1},
    {META_TABLE_NESTEDCLASS, 0, -1},
};

static pthread_mutex_t sort_lock = PTHREAD_MUTEX_INITIALIZER;

static bool arrange_tables(Writer *w) {
    const MetaEmitter *e = w->emitter;
    for (int t = 0; t < META_TABLE_COUNT; t++) {
        const EmitTable *table = &e->tables[t];
        WriteTable *out = &w->tables[t];
        out->count = table->count;
        if (!table->count) continue;
        out->rows = malloc(table->count * sizeof(uint8_t *));
        if (!out->rows) return false;
        for (uint32_t r = 0; r < table->count; r++)
            out->rows[r] = table->rows + (size_t)r * metai_schema[t].struct_size;
    }
    pthread_mutex_lock(&sort_lock);
    for (size_t i = 0; i < sizeof sorted_tables / sizeof sorted_tables[0]; i++) {
        int t = sorted_tables[i].table;
        WriteTable *out = &w->tables[t];
        if (out->count < 2) continue;
        w->sort_table = &e->tables[t];
        w->sort_column = sorted_tables[i].column;
        w->sort_second_column = sorted_tables[i].second;
        sorting_writer = w;
        qsort(out->rows, out->count, sizeof(uint8_t *), compare_rows);
        out->moved_to = malloc(((size_t)out->count + 1) * sizeof(uint32_t));
        if (!out->moved_to) {
            pthread_mutex_unlock(&sort_lock);
            return false;
        }
        for (uint32_t r = 0; r < out->count; r++)
            out->moved_to[(size_t)(out->rows[r] - e->tables[t].rows) / metai_schema[t].struct_size +
                          1] = r + 1;
    }
    pthread_mutex_unlock(&sort_lock);
    return true;
}

/* PropertyMap / EventMap (one row per type with members, II.22.35 / II.22.12) and FieldRVA */
static bool make_rows(Writer *w) {
    const MetaEmitter *e = w->emitter;
    uint32_t types = e->tables[META_TABLE_TYPEDEF].count;
    size_t made = 0, capacity = 2 * (size_t)types + e->field_data_capacity + 1;
    w->made_rows = calloc(capacity, 16);
    if (!w->made_rows) return false;
    static const uint8_t maps[2][2] = {{META_TABLE_PROPERTYMAP, META_TABLE_PROPERTY},
                                       {META_TABLE_EVENTMAP, META_TABLE_EVENT}};
    for (int m = 0; m < 2; m++) {
        const uint32_t *first = w->list_first[maps[m][1]];
        WriteTable *out = &w->tables[maps[m][0]];
        if (!first) continue;
        out->rows = malloc(((size_t)types + 1) * sizeof(uint8_t *));
        if (!out->rows) return false;
        out->count = 0;
        for (uint32_t type = 1; type <= types; type++) {
            if (first[type] == first[type + 1]) continue;
            uint32_t *row = (uint32_t *)(w->made_rows + 16 * made++);
            row[0] = type;        /* parent */
            row[1] = first[type]; /* property_list / event_list */
            out->rows[out->count++] = (const uint8_t *)row;
        }
    }
    WriteTable *rva = &w->tables[META_TABLE_FIELDRVA];
    rva->count = 0;
    for (uint32_t f = 1; f <= e->field_data_capacity && f <= e->tables[META_TABLE_FIELD].count;
         f++) {
        if (!e->field_data[f - 1].data) continue;
        if (!rva->rows) {
            rva->rows = malloc(e->field_data_capacity * sizeof(uint8_t *));
            if (!rva->rows) return false;
        }
        MetaFieldRvaRow *row = (MetaFieldRvaRow *)(w->made_rows + 16 * made++);
        row->field = f; /* rva patched once the section is laid out */
        rva->rows[rva->count++] = (const uint8_t *)row;
    }
    return true;
}

static uint32_t remap(const Writer *w, int table, uint32_t row) {
    const uint32_t *moved = w->tables[table].moved_to;
    return moved && row && row <= w->tables[table].count ? moved[row] : row;
}

typedef struct {
    uint32_t string_size, guid_size, blob_size;
    uint32_t table_size[META_TABLE_COUNT];
    uint32_t coded_size[METAI_CI_COUNT];
} Widths;

static uint32_t column_width(const Widths *widths, const MetaColumn *c) {
    switch (c->kind) {
    case METAI_COL_U8PAD:
    case METAI_COL_U16:
        return 2;
    case METAI_COL_U32:
        return 4;
    case METAI_COL_STRING:
        return widths->string_size;
    case METAI_COL_GUID:
        return widths->guid_size;
    case METAI_COL_BLOB:
        return widths->blob_size;
    case METAI_COL_INDEX:
    case METAI_COL_LIST:
        return widths->table_size[c->arg];
    default:
        return widths->coded_size[c->arg];
    }
}

/* Method bodies (II.25.4, always the fat format) and field data, laid out after the CLI
 * header; returns false when out of memory */
static bool write_code(Writer *w, Buffer *section, uint32_t section_rva, uint32_t *body_rvas) {
    const MetaEmitter *e = w->emitter;
    for (uint32_t m = 1; m <= e->tables[META_TABLE_METHODDEF].count && m <= e->body_capacity; m++) {
        const EmitBody *body = &e->bodies[m - 1];
        if (!body->code) continue;
        pad_to(section, 4);
        body_rvas[m] = section_rva + (uint32_t)section->size;
        uint16_t flags = 0x3003 | (body->init_locals ? 0x10 : 0) | (body->clause_count ? 0x08 : 0);
        put_u16(section, flags);
        put_u16(section, (uint16_t)body->max_stack);
        put_u32(section, body->code_size);
        put_u32(section, body->local_signature);
        put(section, body->code, body->code_size);
        if (body->clause_count) {
            pad_to(section, 4);
            uint32_t data_size = body->clause_count * 24 + 4;
            put_u8(section, 0x41); /* EHTable | FatFormat */
            put_u8(section, (uint8_t)data_size);
            put_u8(section, (uint8_t)(data_size >> 8));
            put_u8(section, (uint8_t)(data_size >> 16));
            for (uint32_t c = 0; c < body->clause_count; c++) {
                const MetaExceptionClause *clause = &body->clauses[c];
                put_u32(section, clause->flags);
                put_u32(section, clause->try_offset);
                put_u32(section, clause->try_length);
                put_u32(section, clause->handler_offset);
                put_u32(section, clause->handler_length);
                put_u32(section, clause->class_token_or_filter_offset);
            }
        }
    }
    WriteTable *rva = &w->tables[META_TABLE_FIELDRVA];
    for (uint32_t i = 0; i < rva->count; i++) {
        MetaFieldRvaRow *row = (MetaFieldRvaRow *)rva->rows[i];
        const EmitData *data = &e->field_data[row->field - 1];
        pad_to(section, 8);
        row->rva = section_rva + (uint32_t)section->size;
        put(section, data->data, data->size);
    }
    return !section->failed;
}

static void write_metadata(Writer *w, Buffer *md, const uint32_t *body_rvas) {
    const MetaEmitter *e = w->emitter;
    StringHeap strings = {0};
    Buffer blob = {0}, guid = {0}, tables = {0};
    put_u8(&strings.heap, 0);
    put_u8(&blob, 0);
    put(&guid, e->mvid, 16);
    static const uint8_t ptr_tables[][2] = {{META_TABLE_FIELDPTR, META_TABLE_FIELD},
                                            {META_TABLE_METHODPTR, META_TABLE_METHODDEF},
                                            {META_TABLE_PARAMPTR, META_TABLE_PARAM},
                                            {META_TABLE_EVENTPTR, META_TABLE_EVENT},
                                            {META_TABLE_PROPERTYPTR, META_TABLE_PROPERTY}};
    uint32_t rows[META_TABLE_COUNT] = {0};
    for (int t = 0; t < META_TABLE_COUNT; t++)
        rows[t] = w->tables[t].count;
    for (size_t i = 0; i < 5; i++)
        rows[ptr_tables[i][0]] = rows[ptr_tables[i][1]];

    /* the heaps first: their sizes decide the index widths (II.24.2.6) */
    uint32_t *cells[META_TABLE_COUNT] = {0};
    for (int t = 0; t < META_TABLE_COUNT; t++) {
        const MetaTableSchema *s = &metai_schema[t];
        if (!w->tables[t].count) continue;
        cells[t] = malloc((size_t)w->tables[t].count * s->column_count * sizeof(uint32_t));
        if (!cells[t]) {
            md->failed = true;
            goto done;
        }
        for (uint32_t r = 0; r < w->tables[t].count; r++) {
            const uint8_t *row = w->tables[t].rows[r];
            /* rows the writer made (PropertyMap, EventMap, FieldRVA) are not the emitter's */
            bool from_emitter =
                e->tables[t].rows && row >= e->tables[t].rows &&
                row < e->tables[t].rows + (size_t)e->tables[t].count * s->struct_size;
            uint32_t emitter_row =
                from_emitter ? (uint32_t)((size_t)(row - e->tables[t].rows) / s->struct_size) + 1
                             : 0;
            for (int c = 0; c < s->column_count; c++) {
                const MetaColumn *column = &s->columns[c];
                uint32_t *cell = &cells[t][(size_t)r * s->column_count + c];
                switch (column->kind) {
                case METAI_COL_STRING:
                    *cell = string_index(&strings, *(const char *const *)(row + column->offset));
                    break;
                case METAI_COL_BLOB:
                    *cell = blob_index(&blob, *(const MetaBlob *)(row + column->offset));
                    break;
                case METAI_COL_GUID:
                    *cell = *(const uint8_t *const *)(row + column->offset) ? 1 : 0;
                    break;
                case METAI_COL_LIST: {
                    /* the emitter keeps lists itself: position of the owner's first member */
                    uint32_t owner = from_emitter ? emitter_row : 0;
                    const uint32_t *first = w->list_first[column->arg];
                    *cell = from_emitter ? (first ? first[owner] : 1) : column_value(row, column);
                    break;
                }
                case METAI_COL_INDEX:
                    *cell = remap(w, column->arg, column_value(row, column));
                    break;
                case METAI_COL_CODED: {
                    uint32_t token = column_value(row, column);
                    if (token)
                        token =
                            META_TOKEN(META_TOKEN_TABLE(token),
                                       remap(w, META_TOKEN_TABLE(token), META_TOKEN_ROW(token)));
                    *cell = coded_key(token, column->arg);
                    break;
                }
                default:
                    *cell = column_value(row, column);
                    break;
                }
            }
            if (t == META_TABLE_METHODDEF) /* RVA: the body written for it, or none */
                cells[t][(size_t)r * s->column_count] = body_rvas[emitter_row];
        }
    }
    pad_to(&strings.heap, 4);
    pad_to(&blob, 4);

    Widths widths = {
        .string_size = strings.heap.size >= 0x10000 ? 4 : 2,
        .guid_size = 2,
        .blob_size = blob.size >= 0x10000 ? 4 : 2,
    };
    for (int t = 0; t < META_TABLE_COUNT; t++)
        widths.table_size[t] = rows[t] < 0x10000 ? 2 : 4;
    for (int k = 0; k < METAI_CI_COUNT; k++) {
        const MetaCodedIndex *ci = &metai_coded[k];
        uint32_t max = 0;
        for (int i = 0; i < ci->count; i++)
            if (ci->tables[i] != METAI_NO_TABLE && rows[ci->tables[i]] > max)
                max = rows[ci->tables[i]];
        widths.coded_size[k] = max < (1u << (16 - ci->tag_bits)) ? 2 : 4;
    }

    /* the table stream (II.24.2.6) */
    uint64_t valid = 0;
    for (int t = 0; t < META_TABLE_COUNT; t++)
        if (rows[t]) valid |= 1ull << t;
    put_u32(&tables, 0);
    put_u8(&tables, 2);
    put_u8(&tables, 0);
    put_u8(&tables, (uint8_t)((widths.string_size == 4 ? 1 : 0) | (widths.blob_size == 4 ? 4 : 0)));
    put_u8(&tables, 1);
    put_u32(&tables, (uint32_t)valid);
    put_u32(&tables, (uint32_t)(valid >> 32));
    put_u32(&tables, 0);
    put_u32(&tables, 0);
    for (int t = 0; t < META_TABLE_COUNT; t++)
        if (rows[t]) put_u32(&tables, rows[t]);
    for (int t = 0; t < META_TABLE_COUNT; t++) {
        const MetaTableSchema *s = &metai_schema[t];
        bool ptr = false;
        for (size_t i = 0; i < 5; i++)
            if (ptr_tables[i][0] == t) {
                ptr = true;
                for (uint32_t p = 1; p <= rows[t]; p++)
                    put_index(&tables, w->lists[ptr_tables[i][1]][p],
                              widths.table_size[ptr_tables[i][1]]);
            }
        if (ptr) continue;
        for (uint32_t r = 0; r < w->tables[t].count; r++)
            for (int c = 0; c < s->column_count; c++) {
                uint32_t v = cells[t][(size_t)r * s->column_count + c];
                if (s->columns[c].kind == METAI_COL_U8PAD) {
                    put_u8(&tables, (uint8_t)v);
                    put_u8(&tables, 0);
                } else {
                    put_index(&tables, v, column_width(&widths, &s->columns[c]));
                }
            }
    }
    pad_to(&tables, 4);

    /* metadata root (II.24.2.1) and stream headers (II.24.2.2) */
    {
        static const char version[] = "v4.0.30319\0\0";
        const Buffer *us = &e->user_strings;
        Buffer us_padded = {0};
        put(&us_padded, us->data, us->size);
        pad_to(&us_padded, 4);
        struct {
            const char *name;
            Buffer *heap;
        } streams[] = {{"#-", &tables},
                       {"#Strings", &strings.heap},
                       {"#US", &us_padded},
                       {"#GUID", &guid},
                       {"#Blob", &blob}};
        enum { STREAMS = sizeof streams / sizeof streams[0] };
        put_u32(md, 0x424A5342u);
        put_u16(md, 1);
        put_u16(md, 1);
        put_u32(md, 0);
        put_u32(md, sizeof version - 1);
        put(md, version, sizeof version - 1);
        put_u16(md, 0);
        put_u16(md, STREAMS);
        size_t header_size = md->size;
        for (int i = 0; i < STREAMS; i++)
            header_size += 8 + ((strlen(streams[i].name) + 4) & ~3u);
        size_t offset = header_size;
        for (int i = 0; i < STREAMS; i++) {
            put_u32(md, (uint32_t)offset);
            put_u32(md, (uint32_t)streams[i].heap->size);
            size_t length = strlen(streams[i].name);
            put(md, streams[i].name, length);
            put(md, NULL, ((length + 4) & ~3u) - length);
            offset += streams[i].heap->size;
        }
        for (int i = 0; i < STREAMS; i++) {
            put(md, streams[i].heap->data, streams[i].heap->size);
            md->failed |= streams[i].heap->failed;
        }
        free(us_padded.data);
    }
done:
    for (int t = 0; t < META_TABLE_COUNT; t++)
        free(cells[t]);
    free(strings.heap.data);
    free(strings.slots);
    free(blob.data);
    free(guid.data);
    free(tables.data);
}

#define SECTION_RVA 0x2000u
#define SECTION_FILE_OFFSET 0x200u
#define CLI_HEADER_BYTES 72u

/* A PE32 file (II.25) with one section: the CLI header, `code` and the metadata */
static uint8_t *write_pe(Buffer *code, Buffer *md, size_t *size) {
    Buffer image = {0};
    uint32_t metadata_offset = CLI_HEADER_BYTES + (uint32_t)code->size;
    uint32_t section_size = metadata_offset + (uint32_t)md->size;
    /* DOS header: "MZ", e_lfanew at 0x3C */
    put(&image, "MZ", 2);
    put(&image, NULL, 0x3C - 2);
    put_u32(&image, 0x80);
    put(&image, NULL, 0x80 - image.size);
    /* PE signature and COFF header (II.25.2.2): i386, one section, PE32 optional header */
    put(&image, "PE\0\0", 4);
    put_u16(&image, 0x14C);
    put_u16(&image, 1);
    put_u32(&image, 0);
    put_u32(&image, 0);
    put_u32(&image, 0);
    put_u16(&image, 224);
    put_u16(&image, 0x2102); /* executable, 32-bit, DLL */
    /* optional header (II.25.2.3), PE32: only what readers look at is filled */
    size_t optional = image.size;
    put(&image, NULL, 224);
    if (!image.failed) {
        uint8_t *o = image.data + optional;
        o[0] = 0x0B, o[1] = 0x01;                              /* magic */
        patch_u32(&image, optional + 32, SECTION_RVA);         /* section alignment */
        patch_u32(&image, optional + 36, SECTION_FILE_OFFSET); /* file alignment */
        patch_u32(&image, optional + 56,
                  SECTION_RVA + ((section_size + 0xFFF) & ~0xFFFu)); /* image size */
        patch_u32(&image, optional + 60, SECTION_FILE_OFFSET);       /* headers size */
        o[68] = 3;                                                   /* subsystem: console */
        patch_u32(&image, optional + 92, 16);                        /* data directories */
        patch_u32(&image, optional + 96 + 14 * 8, SECTION_RVA);      /* the CLI header */
        patch_u32(&image, optional + 96 + 14 * 8 + 4, CLI_HEADER_BYTES);
    }
    /* the section header (II.25.3) */
    put(&image, ".text\0\0\0", 8);
    put_u32(&image, section_size);
    put_u32(&image, SECTION_RVA);
    put_u32(&image, section_size);
    put_u32(&image, SECTION_FILE_OFFSET);
    put(&image, NULL, 12);
    put_u32(&image, 0x60000020); /* code, execute, read */
    put(&image, NULL, SECTION_FILE_OFFSET - image.size);
    /* CLI header (II.25.3.3): IL only, no entry point */
    put_u32(&image, CLI_HEADER_BYTES);
    put_u16(&image, 2);
    put_u16(&image, 5);
    put_u32(&image, SECTION_RVA + metadata_offset);
    put_u32(&image, (uint32_t)md->size);
    put_u32(&image, 1);
    put(&image, NULL, CLI_HEADER_BYTES - 20);
    put(&image, code->data, code->size);
    put(&image, md->data, md->size);
    if (image.failed || md->failed || code->failed) {
        free(image.data);
        return NULL;
    }
    *size = image.size;
    return image.data;
}

uint8_t *meta_emitter_write(const MetaEmitter *emitter, size_t *size) {
    Writer w = {.emitter = emitter};
    Buffer code = {0}, md = {0};
    uint8_t *image = NULL;
    uint32_t *body_rvas =
        calloc((size_t)emitter->tables[META_TABLE_METHODDEF].count + 1, sizeof(uint32_t));
    if (!body_rvas) goto done;
    uint32_t types = emitter->tables[META_TABLE_TYPEDEF].count;
    uint32_t methods = emitter->tables[META_TABLE_METHODDEF].count;
    if (!order_members(&w, META_TABLE_FIELD, types) ||
        !order_members(&w, META_TABLE_METHODDEF, types) ||
        !order_members(&w, META_TABLE_PARAM, methods) ||
        !order_members(&w, META_TABLE_PROPERTY, types) ||
        !order_members(&w, META_TABLE_EVENT, types) || !arrange_tables(&w) || !make_rows(&w))
        goto done;
    /* the section's code part starts right after the CLI header */
    if (!write_code(&w, &code, SECTION_RVA + CLI_HEADER_BYTES, body_rvas)) goto done;
    pad_to(&code, 4);
    write_metadata(&w, &md, body_rvas);
    image = write_pe(&code, &md, size);
done:
    for (int t = 0; t < META_TABLE_COUNT; t++) {
        free(w.tables[t].rows);
        free(w.tables[t].moved_to);
        free(w.lists[t]);
        free(w.list_first[t]);
    }
    free(w.made_rows);
    free(body_rvas);
    free(code.data);
    free(md.data);
    return image;
}

uint8_t *meta_build_empty_assembly(const MetaAssemblyIdentity *identity, size_t *size) {
    MetaEmitter *emitter = meta_emitter_new(identity);
    if (!emitter) return NULL;
    uint8_t *image = meta_emitter_write(emitter, size);
    meta_emitter_free(emitter);
    return image;
}
