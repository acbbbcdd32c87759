/* Derived lookups built once at open: owner of each field/method, enclosing type of each
 * nested type; plus name lookup and enum underlying types. */
#include "meta/internal.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

static uint32_t typedef_name_hash(const char *name, uint32_t enclosing_row) {
    uint32_t h = 2166136261u ^ enclosing_row * 2654435761u; /* FNV-1a over the name */
    for (; *name; name++) h = (h ^ (uint8_t)*name) * 16777619u;
    return h;
}

/* Type lookups by name (the loader resolving TypeRefs, custom attributes) scanned every TypeDef
 * row with a strcmp each: ~1.7M instructions of a hello world's start-up against corlib. */
static bool build_typedef_index(MetaImage *img) {
    uint32_t ntypes = img->rows[META_TABLE_TYPEDEF], capacity = 16;
    while (capacity < 2 * ntypes) capacity *= 2;
    img->typedef_index = calloc(capacity, sizeof(uint32_t));
    if (!img->typedef_index) return false;
    img->typedef_index_mask = capacity - 1;
    for (uint32_t t = 1; t <= ntypes; t++) {
        uint32_t i = typedef_name_hash(meta_typedef(img, t)->name, img->enclosing[t]);
        while (img->typedef_index[i & img->typedef_index_mask]) i++;
        img->typedef_index[i & img->typedef_index_mask] = t;
    }
    return true;
}

bool metai_build_owners(MetaImage *img, MetaError *err) {
    uint32_t ntypes = img->rows[META_TABLE_TYPEDEF];
    img->enclosing = calloc((size_t)ntypes + 1, sizeof(uint32_t));
    img->field_owner = calloc((size_t)img->rows[META_TABLE_FIELD] + 1, sizeof(uint32_t));
    img->method_owner = calloc((size_t)img->rows[META_TABLE_METHODDEF] + 1, sizeof(uint32_t));
    img->clause_cache = calloc((size_t)img->rows[META_TABLE_METHODDEF] + 1, sizeof(MetaExceptionClause *));
    if (!img->enclosing || !img->field_owner || !img->method_owner || !img->clause_cache) {
        metai_error(err, "out of memory");
        return false;
    }
    for (uint32_t i = 1; i <= img->rows[META_TABLE_NESTEDCLASS]; i++) {
        const MetaNestedClassRow *nc = meta_nested_class(img, i);
        /* II.22.32: a type cannot enclose itself; longer cycles are cut by depth limits
         * wherever we walk the chain. */
        if (nc->nested_class == nc->enclosing_class) {
            metai_error(err, "NestedClass row %u: TypeDef row %u encloses itself", i, nc->nested_class);
            return false;
        }
        img->enclosing[nc->nested_class] = nc->enclosing_class;
    }
    if (!build_typedef_index(img)) {
        metai_error(err, "out of memory");
        return false;
    }
    for (uint32_t t = 1; t <= ntypes; t++) {
        uint32_t first, end;
        meta_typedef_field_range(img, t, &first, &end);
        for (uint32_t f = first; f < end; f++) img->field_owner[meta_list_row(img, META_TABLE_FIELD, f)] = t;
        meta_typedef_method_range(img, t, &first, &end);
        for (uint32_t m = first; m < end; m++) img->method_owner[meta_list_row(img, META_TABLE_METHODDEF, m)] = t;
    }
    return true;
}

uint32_t meta_typedef_enclosing(const MetaImage *img, uint32_t row) {
    return img && row && row <= img->rows[META_TABLE_TYPEDEF] ? img->enclosing[row] : 0;
}
uint32_t meta_field_owner(const MetaImage *img, uint32_t row) {
    return img && row && row <= img->rows[META_TABLE_FIELD] ? img->field_owner[row] : 0;
}
uint32_t meta_method_owner(const MetaImage *img, uint32_t row) {
    return img && row && row <= img->rows[META_TABLE_METHODDEF] ? img->method_owner[row] : 0;
}

uint32_t meta_find_typedef(const MetaImage *img, const char *ns, const char *name, uint32_t enclosing_row) {
    if (!img || !name || !img->typedef_index) return 0;
    for (uint32_t i = typedef_name_hash(name, enclosing_row);; i++) {
        uint32_t t = img->typedef_index[i & img->typedef_index_mask];
        if (!t) return 0;
        const MetaTypeDefRow *td = meta_typedef(img, t);
        if (img->enclosing[t] != enclosing_row || strcmp(td->name, name) != 0) continue;
        if (ns && strcmp(td->namespace_name, ns) != 0) continue;
        return t;
    }
}

static uint32_t *exported_index(const MetaImage *image, uint32_t *mask) {
    MetaImage *img = (MetaImage *)image; /* the index is a cache */
    uint32_t *index = __atomic_load_n(&img->exported_index, __ATOMIC_ACQUIRE);
    if (index) {
        *mask = img->exported_index_mask;
        return index;
    }
    /* built outside the lock: meta_exported_type takes it to decode a row */
    uint32_t rows = img->rows[META_TABLE_EXPORTEDTYPE], capacity = 16;
    while (capacity < 2 * rows) capacity *= 2;
    index = calloc(capacity, sizeof(uint32_t));
    if (!index) return NULL;
    for (uint32_t r = 1; r <= rows; r++) {
        uint32_t i = typedef_name_hash(meta_exported_type(img, r)->name, 0);
        while (index[i & (capacity - 1)]) i++;
        index[i & (capacity - 1)] = r;
    }
    pthread_mutex_lock(&img->table_lock);
    if (img->exported_index) { /* another thread built it first */
        free(index);
    } else {
        img->exported_index_mask = capacity - 1;
        __atomic_store_n(&img->exported_index, index, __ATOMIC_RELEASE);
    }
    *mask = img->exported_index_mask;
    index = img->exported_index;
    pthread_mutex_unlock(&img->table_lock);
    return index;
}

uint32_t meta_find_exported_type(const MetaImage *img, const char *ns, const char *name) {
    if (!img || !name || !img->rows[META_TABLE_EXPORTEDTYPE]) return 0;
    uint32_t mask, *index = exported_index(img, &mask);
    if (!index) return 0;
    for (uint32_t i = typedef_name_hash(name, 0);; i++) {
        uint32_t r = index[i & mask];
        if (!r) return 0;
        const MetaExportedTypeRow *e = meta_exported_type(img, r);
        if (strcmp(e->name, name) == 0 && strcmp(e->namespace_name, ns) == 0) return r;
    }
}

/* Is `token` (TypeDef/TypeRef) the type System.Enum? */
static bool is_system_enum(const MetaImage *img, uint32_t token) {
    const char *ns = NULL, *name = NULL;
    if (META_TOKEN_TABLE(token) == META_TABLE_TYPEREF) {
        const MetaTypeRefRow *r = meta_typeref(img, META_TOKEN_ROW(token));
        if (r) { ns = r->namespace_name; name = r->name; }
    } else if (META_TOKEN_TABLE(token) == META_TABLE_TYPEDEF) {
        const MetaTypeDefRow *r = meta_typedef(img, META_TOKEN_ROW(token));
        if (r) { ns = r->namespace_name; name = r->name; }
    }
    return ns && !strcmp(ns, "System") && !strcmp(name, "Enum");
}

int meta_enum_underlying_type(const MetaImage *img, uint32_t typedef_row) {
    /* II.14.3: an enum derives from System.Enum and has exactly one instance field, whose
     * type is the underlying integral type. */
    const MetaTypeDefRow *td = meta_typedef(img, typedef_row);
    if (!td || !is_system_enum(img, td->extends)) return 0;
    uint32_t first, end;
    meta_typedef_field_range(img, typedef_row, &first, &end);
    for (uint32_t f = first; f < end; f++) {
        const MetaFieldRow *fr = meta_field(img, meta_list_row(img, META_TABLE_FIELD, f));
        if (fr->flags & META_FIELD_STATIC) continue;
        MetaSigCursor c = meta_sig_cursor(fr->signature);
        uint8_t b;
        if (!meta_sig_read_byte(&c, &b) || (b & META_SIG_KIND_MASK) != META_SIG_FIELD) return 0;
        while (meta_sig_read_byte(&c, &b)) {
            if (b == META_ELEMENT_TYPE_CMOD_OPT || b == META_ELEMENT_TYPE_CMOD_REQD) {
                uint32_t tok;
                if (!meta_sig_read_type_token(&c, &tok)) return 0;
                continue;
            }
            switch (b) {
            case META_ELEMENT_TYPE_BOOLEAN: case META_ELEMENT_TYPE_CHAR:
            case META_ELEMENT_TYPE_I1: case META_ELEMENT_TYPE_U1:
            case META_ELEMENT_TYPE_I2: case META_ELEMENT_TYPE_U2:
            case META_ELEMENT_TYPE_I4: case META_ELEMENT_TYPE_U4:
            case META_ELEMENT_TYPE_I8: case META_ELEMENT_TYPE_U8:
                return b;
            default:
                return 0;
            }
        }
        return 0;
    }
    return 0;
}

int meta_element_type_size(int element_type) {
    switch (element_type) {
    case META_ELEMENT_TYPE_BOOLEAN: case META_ELEMENT_TYPE_I1: case META_ELEMENT_TYPE_U1: return 1;
    case META_ELEMENT_TYPE_CHAR: case META_ELEMENT_TYPE_I2: case META_ELEMENT_TYPE_U2: return 2;
    case META_ELEMENT_TYPE_I4: case META_ELEMENT_TYPE_U4: case META_ELEMENT_TYPE_R4: return 4;
    case META_ELEMENT_TYPE_I8: case META_ELEMENT_TYPE_U8: case META_ELEMENT_TYPE_R8: return 8;
    default: return 0;
    }
}

int meta_enum_underlying_size(const MetaImage *img, uint32_t typedef_row) {
    return meta_element_type_size(meta_enum_underlying_type(img, typedef_row));
}
