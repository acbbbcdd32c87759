/* Custom attribute blobs (II.23.3): fixed arguments typed by the constructor's signature,
 * named field/property arguments typed inline (FieldOrPropType). */
#include "meta/internal.h"

#include <stdlib.h>

#define MAX_DEPTH 8 /* object -> array -> object ... */

typedef struct ArenaBlock { struct ArenaBlock *next; max_align_t data[]; } ArenaBlock;

static void *arena_alloc(MetaCustomAttributeValue *v, size_t n) {
    ArenaBlock *b = calloc(1, sizeof(ArenaBlock) + (n ? n : 1));
    if (!b) return NULL;
    b->next = v->arena;
    v->arena = b;
    return b->data;
}

void meta_custom_attribute_free(MetaCustomAttributeValue *v) {
    if (!v) return;
    ArenaBlock *b = v->arena;
    while (b) { ArenaBlock *n = b->next; free(b); b = n; }
    memset(v, 0, sizeof *v);
}

/* A type as the blob sees it: a primitive, STRING, CA_TYPE, CA_BOXED, CA_ENUM or SZARRAY
 * (whose element is described by `elem_*`). */
typedef struct {
    uint8_t type, underlying;
    uint32_t token;
    const char *name; uint32_t name_len;
    uint8_t elem_type, elem_underlying;
    uint32_t elem_token;
    const char *elem_name; uint32_t elem_name_len;
} CaType;

typedef struct {
    const MetaImage *img;
    const uint8_t *p, *end, *start;
    MetaCustomAttributeValue *out;
    MetaError *err;
    MetaEnumSizeResolver resolver;
    void *ctx;
    uint32_t row;
    int depth;
} Ca;

static bool fail(Ca *ca, const char *what) {
    metai_error(ca->err, "CustomAttribute row %u: %s at blob offset %u", ca->row, what,
                (unsigned)(ca->p - ca->start));
    return false;
}

static bool take(Ca *ca, uint32_t n, const uint8_t **p) {
    if ((size_t)(ca->end - ca->p) < n) return fail(ca, "truncated value");
    *p = ca->p;
    ca->p += n;
    return true;
}

static uint8_t underlying_for_size(int size) {
    return size == 1 ? META_ELEMENT_TYPE_I1 : size == 2 ? META_ELEMENT_TYPE_I2
         : size == 4 ? META_ELEMENT_TYPE_I4 : size == 8 ? META_ELEMENT_TYPE_I8 : 0;
}

static bool names_equal(const MetaImage *img, uint32_t token, const char *ns, const char *name) {
    if (META_TOKEN_TABLE(token) == META_TABLE_TYPEREF) {
        const MetaTypeRefRow *r = meta_typeref(img, META_TOKEN_ROW(token));
        return r && !strcmp(r->namespace_name, ns) && !strcmp(r->name, name);
    }
    if (META_TOKEN_TABLE(token) == META_TABLE_TYPEDEF) {
        const MetaTypeDefRow *r = meta_typedef(img, META_TOKEN_ROW(token));
        return r && !strcmp(r->namespace_name, ns) && !strcmp(r->name, name);
    }
    return false;
}

/* Finds a type of this image by its serialized name "NS.Name+Nested" (len bytes, no assembly). */
static uint32_t find_by_serialized_name(const MetaImage *img, const char *s, uint32_t len) {
    char buf[1024];
    if (len >= sizeof buf) return 0;
    memcpy(buf, s, len);
    buf[len] = 0;
    char *plus = strchr(buf, '+');
    if (plus) *plus = 0;
    char *dot = strrchr(buf, '.');
    const char *ns = "", *name = buf;
    if (dot) { *dot = 0; ns = buf; name = dot + 1; }
    uint32_t row = meta_find_typedef(img, ns, name, 0);
    while (row && plus) {
        char *seg = plus + 1;
        plus = strchr(seg, '+');
        if (plus) *plus = 0;
        row = meta_find_typedef(img, NULL, seg, row);
    }
    return row;
}

/* Enum underlying type for a VALUETYPE token of a constructor signature. */
static bool enum_from_token(Ca *ca, uint32_t token, uint8_t *underlying) {
    const MetaImage *img = ca->img;
    uint32_t local = 0;
    if (META_TOKEN_TABLE(token) == META_TABLE_TYPEDEF) {
        local = META_TOKEN_ROW(token);
    } else if (META_TOKEN_TABLE(token) == META_TABLE_TYPEREF) {
        const MetaTypeRefRow *r = meta_typeref(img, META_TOKEN_ROW(token));
        /* II.22.38: scope Module (or null) means this module defines the type */
        if (r && (r->resolution_scope == 0 || META_TOKEN_TABLE(r->resolution_scope) == META_TABLE_MODULE))
            local = meta_find_typedef(img, r->namespace_name, r->name, 0);
    }
    if (local) {
        *underlying = (uint8_t)meta_enum_underlying_type(img, local);
        if (!*underlying) return fail(ca, "value-type parameter is not an enum");
        return true;
    }
    int size = ca->resolver ? ca->resolver(ca->ctx, NULL, token, img) : 0;
    *underlying = underlying_for_size(size);
    if (!*underlying) {
        ca->out->enum_unresolved = true;
        char name[256], what[320];
        meta_type_token_format(img, token, name, sizeof name);
        snprintf(what, sizeof what, "unknown underlying size of enum %s", name);
        return fail(ca, what);
    }
    return true;
}

static bool enum_from_name(Ca *ca, const char *name, uint32_t len, uint8_t *underlying) {
    const MetaImage *img = ca->img;
    /* "NS.Name, Assembly, Version=..." names another assembly unless it is this one */
    uint32_t type_len = 0;
    while (type_len < len && name[type_len] != ',') type_len++;
    bool here = type_len == len;
    if (!here && meta_assembly_name(img)) {
        const char *a = name + type_len + 1;
        uint32_t alen = len - type_len - 1;
        while (alen && *a == ' ') { a++; alen--; }
        size_t n = strlen(meta_assembly_name(img));
        here = alen >= n && !memcmp(a, meta_assembly_name(img), n) && (alen == n || a[n] == ',');
    }
    uint32_t local = here ? find_by_serialized_name(img, name, type_len) : 0;
    if (local) {
        *underlying = (uint8_t)meta_enum_underlying_type(img, local);
        if (!*underlying) return fail(ca, "named enum type is not an enum");
        return true;
    }
    char *copy = arena_alloc(ca->out, (size_t)len + 1);
    if (!copy) return fail(ca, "out of memory");
    memcpy(copy, name, len);
    int size = ca->resolver ? ca->resolver(ca->ctx, copy, 0, img) : 0;
    *underlying = underlying_for_size(size);
    if (!*underlying) {
        ca->out->enum_unresolved = true;
        char what[320];
        snprintf(what, sizeof what, "unknown underlying size of enum '%.200s'", copy);
        return fail(ca, what);
    }
    return true;
}

/* SerString (II.23.3): 0xFF = null, else compressed length + UTF-8. */
static bool read_ser_string(Ca *ca, const char **s, uint32_t *len, bool *is_null) {
    if (ca->p >= ca->end) return fail(ca, "truncated string");
    if (*ca->p == 0xFF) {
        ca->p++;
        *s = NULL; *len = 0; *is_null = true;
        return true;
    }
    MetaSigCursor c = {ca->p, ca->end};
    uint32_t n;
    if (!meta_sig_read_compressed_u32(&c, &n)) return fail(ca, "bad string length");
    ca->p = c.p;
    const uint8_t *p;
    if (!take(ca, n, &p)) return false;
    *s = (const char *)p; *len = n; *is_null = false;
    return true;
}

static bool is_ca_elem_primitive(uint8_t t) {
    return (t >= META_ELEMENT_TYPE_BOOLEAN && t <= META_ELEMENT_TYPE_R8) || t == META_ELEMENT_TYPE_STRING;
}

/* FieldOrPropType (II.23.3) for named arguments and boxed values. */
static bool read_field_or_prop_type(Ca *ca, CaType *t, bool allow_array) {
    memset(t, 0, sizeof *t);
    const uint8_t *b;
    if (!take(ca, 1, &b)) return false;
    t->type = *b;
    if (is_ca_elem_primitive(t->type) || t->type == META_ELEMENT_TYPE_CA_TYPE || t->type == META_ELEMENT_TYPE_CA_BOXED)
        return true;
    if (t->type == META_ELEMENT_TYPE_CA_ENUM) {
        bool is_null;
        if (!read_ser_string(ca, &t->name, &t->name_len, &is_null)) return false;
        if (is_null) return fail(ca, "null enum type name");
        return enum_from_name(ca, t->name, t->name_len, &t->underlying);
    }
    if (t->type == META_ELEMENT_TYPE_SZARRAY && allow_array) {
        CaType e;
        if (!read_field_or_prop_type(ca, &e, false)) return false;
        t->elem_type = e.type; t->elem_underlying = e.underlying;
        t->elem_name = e.name; t->elem_name_len = e.name_len;
        return true;
    }
    ca->p--;
    return fail(ca, "invalid FieldOrPropType");
}

/* A constructor parameter type (from its signature) as a CA type. */
static bool read_param_type(Ca *ca, MetaSigCursor *c, CaType *t, bool allow_array) {
    memset(t, 0, sizeof *t);
    uint8_t b;
    for (;;) {
        if (!meta_sig_read_byte(c, &b)) return fail(ca, "truncated constructor signature");
        if (b != META_ELEMENT_TYPE_CMOD_OPT && b != META_ELEMENT_TYPE_CMOD_REQD) break;
        uint32_t tok;
        if (!meta_sig_read_type_token(c, &tok)) return fail(ca, "bad custom modifier in constructor signature");
    }
    uint32_t tok;
    if (is_ca_elem_primitive(b)) { t->type = b; return true; }
    switch (b) {
    case META_ELEMENT_TYPE_OBJECT: t->type = META_ELEMENT_TYPE_CA_BOXED; return true;
    case META_ELEMENT_TYPE_CLASS:
        if (!meta_sig_read_type_token(c, &tok)) return fail(ca, "bad type token in constructor signature");
        if (names_equal(ca->img, tok, "System", "Type")) { t->type = META_ELEMENT_TYPE_CA_TYPE; return true; }
        if (names_equal(ca->img, tok, "System", "Object")) { t->type = META_ELEMENT_TYPE_CA_BOXED; return true; }
        return fail(ca, "constructor parameter of a class type other than System.Type/Object");
    case META_ELEMENT_TYPE_VALUETYPE:
        if (!meta_sig_read_type_token(c, &tok) || !metai_token_valid(ca->img, tok))
            return fail(ca, "bad type token in constructor signature");
        t->type = META_ELEMENT_TYPE_CA_ENUM;
        t->token = tok;
        return enum_from_token(ca, tok, &t->underlying);
    case META_ELEMENT_TYPE_SZARRAY: {
        if (!allow_array) return fail(ca, "array of arrays in constructor signature");
        CaType e;
        if (!read_param_type(ca, c, &e, false)) return false;
        t->type = b;
        t->elem_type = e.type; t->elem_underlying = e.underlying; t->elem_token = e.token;
        return true;
    }
    default: return fail(ca, "constructor parameter type not allowed in a custom attribute");
    }
}

static bool read_value(Ca *ca, const CaType *t, MetaCustomAttributeArg *out);

static bool read_scalar(Ca *ca, uint8_t type, MetaCustomAttributeArg *out) {
    int size = meta_element_type_size(type);
    const uint8_t *p;
    if (!take(ca, (uint32_t)size, &p)) return false;
    uint64_t v = 0;
    for (int i = size - 1; i >= 0; i--) v = (v << 8) | p[i];
    switch (type) {
    case META_ELEMENT_TYPE_I1: out->v.i = (int8_t)v; break;
    case META_ELEMENT_TYPE_I2: out->v.i = (int16_t)v; break;
    case META_ELEMENT_TYPE_I4: out->v.i = (int32_t)v; break;
    case META_ELEMENT_TYPE_R4: { float f; uint32_t u = (uint32_t)v; memcpy(&f, &u, 4); out->v.r = f; break; }
    case META_ELEMENT_TYPE_R8: memcpy(&out->v.r, &v, 8); break;
    default: out->v.u = v; break;
    }
    return true;
}

static bool read_value(Ca *ca, const CaType *t, MetaCustomAttributeArg *out) {
    memset(out, 0, sizeof *out);
    out->type = t->type;
    if (++ca->depth > MAX_DEPTH) return fail(ca, "values nested too deeply");
    bool ok = true;
    switch (t->type) {
    case META_ELEMENT_TYPE_STRING: case META_ELEMENT_TYPE_CA_TYPE:
        ok = read_ser_string(ca, &out->v.string.data, &out->v.string.length, &out->is_null);
        break;
    case META_ELEMENT_TYPE_CA_ENUM:
        out->underlying = t->underlying;
        out->enum_name = t->name; out->enum_name_length = t->name_len; out->enum_token = t->token;
        ok = read_scalar(ca, t->underlying, out);
        out->type = META_ELEMENT_TYPE_CA_ENUM;
        break;
    case META_ELEMENT_TYPE_CA_BOXED: {
        CaType inner;
        MetaCustomAttributeArg *boxed = arena_alloc(ca->out, sizeof *boxed);
        if (!boxed) { ok = fail(ca, "out of memory"); break; }
        ok = read_field_or_prop_type(ca, &inner, true) && read_value(ca, &inner, boxed);
        out->v.boxed = boxed;
        break;
    }
    case META_ELEMENT_TYPE_SZARRAY: {
        const uint8_t *p;
        out->underlying = t->elem_type;
        if (!(ok = take(ca, 4, &p))) break;
        uint32_t n = metai_le32(p);
        if (n == 0xFFFFFFFFu) { out->is_null = true; break; }
        /* every element takes at least one byte, which bounds the allocation */
        if (n > (size_t)(ca->end - ca->p)) { ok = fail(ca, "array count larger than the blob"); break; }
        MetaCustomAttributeArg *items = arena_alloc(ca->out, (size_t)n * sizeof *items);
        if (!items) { ok = fail(ca, "out of memory"); break; }
        out->v.array.count = n;
        out->v.array.items = items;
        CaType e = {0};
        e.type = t->elem_type; e.underlying = t->elem_underlying; e.token = t->elem_token;
        e.name = t->elem_name; e.name_len = t->elem_name_len;
        for (uint32_t i = 0; i < n && ok; i++) ok = read_value(ca, &e, &items[i]);
        break;
    }
    default:
        if (meta_element_type_size(t->type)) ok = read_scalar(ca, t->type, out);
        else ok = fail(ca, "invalid element type");
    }
    ca->depth--;
    return ok;
}

bool meta_custom_attribute_decode(const MetaImage *img, uint32_t row, MetaBlob ctor_sig,
                                  MetaEnumSizeResolver resolver, void *context,
                                  MetaCustomAttributeValue *out, MetaError *err) {
    memset(out, 0, sizeof *out);
    const MetaCustomAttributeRow *r = meta_custom_attribute(img, row);
    if (!r) { metai_error(err, "CustomAttribute row %u out of range", row); return false; }
    Ca ca = {img, r->value.data, r->value.data + r->value.size, r->value.data, out, err, resolver, context, row, 0};

    /* The constructor: HASTHIS, not generic, void return (II.23.3 / II.22.10). */
    MetaSigCursor c = meta_sig_cursor(ctor_sig);
    uint8_t cc;
    uint32_t nparams;
    if (!meta_sig_read_byte(&c, &cc) || (cc & META_SIG_GENERIC) ||
        ((cc & META_SIG_KIND_MASK) != META_SIG_DEFAULT && (cc & META_SIG_KIND_MASK) != META_SIG_VARARG) ||
        !meta_sig_read_compressed_u32(&c, &nparams)) {
        metai_error(err, "CustomAttribute row %u: constructor signature is not a method signature", row);
        return false;
    }
    uint8_t ret = 0;
    while (meta_sig_read_byte(&c, &ret) && (ret == META_ELEMENT_TYPE_CMOD_OPT || ret == META_ELEMENT_TYPE_CMOD_REQD)) {
        uint32_t tok;
        if (!meta_sig_read_type_token(&c, &tok)) break;
    }
    if (ret != META_ELEMENT_TYPE_VOID) {
        metai_error(err, "CustomAttribute row %u: constructor does not return void", row);
        return false;
    }
    if (nparams > ctor_sig.size) {
        metai_error(err, "CustomAttribute row %u: constructor parameter count %u exceeds its signature", row, nparams);
        return false;
    }

    const uint8_t *p;
    if (!take(&ca, 2, &p)) return false;
    if (metai_le16(p) != 0x0001) { ca.p -= 2; return fail(&ca, "missing prolog 0x0001"); }
    out->fixed = arena_alloc(out, (size_t)nparams * sizeof *out->fixed);
    if (!out->fixed) return fail(&ca, "out of memory");
    for (uint32_t i = 0; i < nparams; i++) {
        CaType t;
        if (!read_param_type(&ca, &c, &t, true) || !read_value(&ca, &t, &out->fixed[i])) return false;
        out->fixed_count = i + 1;
    }
    if (!take(&ca, 2, &p)) return false;
    uint32_t nnamed = metai_le16(p);
    /* each named argument takes at least 4 bytes (kind, type, name, value) */
    if (nnamed > (size_t)(ca.end - ca.p)) return fail(&ca, "named argument count larger than the blob");
    out->named = arena_alloc(out, (size_t)nnamed * sizeof *out->named);
    if (!out->named) return fail(&ca, "out of memory");
    for (uint32_t i = 0; i < nnamed; i++) {
        MetaCustomAttributeNamedArg *na = &out->named[i];
        if (!take(&ca, 1, &p)) return false;
        if (*p != META_ELEMENT_TYPE_CA_FIELD && *p != META_ELEMENT_TYPE_CA_PROPERTY) {
            ca.p--;
            return fail(&ca, "named argument is neither FIELD (0x53) nor PROPERTY (0x54)");
        }
        na->is_property = *p == META_ELEMENT_TYPE_CA_PROPERTY;
        CaType t;
        bool is_null;
        if (!read_field_or_prop_type(&ca, &t, true) || !read_ser_string(&ca, &na->name, &na->name_length, &is_null))
            return false;
        if (is_null) return fail(&ca, "null named argument name");
        if (!read_value(&ca, &t, &na->value)) return false;
        out->named_count = i + 1;
    }
    if (ca.p != ca.end) return fail(&ca, "trailing bytes after named arguments");
    return true;
}

bool meta_custom_attribute_ctor_signature(const MetaImage *img, uint32_t row, MetaBlob *sig) {
    const MetaCustomAttributeRow *r = meta_custom_attribute(img, row);
    if (!r) return false;
    uint32_t t = META_TOKEN_TABLE(r->constructor), n = META_TOKEN_ROW(r->constructor);
    if (t == META_TABLE_METHODDEF) { *sig = meta_methoddef(img, n)->signature; return true; }
    if (t == META_TABLE_MEMBERREF) { *sig = meta_memberref(img, n)->signature; return true; }
    return false;
}

int meta_custom_attribute_type_name(const MetaImage *img, uint32_t row, char *buffer, size_t size) {
    const MetaCustomAttributeRow *r = meta_custom_attribute(img, row);
    uint32_t type = 0;
    if (r && META_TOKEN_TABLE(r->constructor) == META_TABLE_METHODDEF) {
        type = META_TOKEN(META_TABLE_TYPEDEF, meta_method_owner(img, META_TOKEN_ROW(r->constructor)));
    } else if (r) {
        uint32_t parent = meta_memberref(img, META_TOKEN_ROW(r->constructor))->parent;
        if (META_TOKEN_TABLE(parent) != META_TABLE_METHODDEF && META_TOKEN_TABLE(parent) != META_TABLE_MODULEREF)
            type = parent;
    }
    return meta_type_token_format(img, type, buffer, size);
}
