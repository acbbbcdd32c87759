/* Signature cursor primitives (II.23.2): compressed integers and encoded type tokens.
 * Each function leaves the cursor unchanged when it fails. */
#include "meta/internal.h"

bool meta_sig_peek_byte(const MetaSigCursor *c, uint8_t *out) {
    if (!c || !c->p || c->p >= c->end) return false;
    *out = *c->p;
    return true;
}

bool meta_sig_read_byte(MetaSigCursor *c, uint8_t *out) {
    if (!meta_sig_peek_byte(c, out)) return false;
    c->p++;
    return true;
}

/* II.23.2: 1 byte 0xxxxxxx, 2 bytes 10xxxxxx xxxxxxxx, 4 bytes 110xxxxx + 3 bytes; big-endian. */
static bool read_compressed(const MetaSigCursor *c, uint32_t *out, uint32_t *bytes) {
    if (!c || !c->p || c->p >= c->end) return false;
    const uint8_t *p = c->p;
    size_t left = (size_t)(c->end - p);
    if ((p[0] & 0x80) == 0) {
        *out = p[0];
        *bytes = 1;
    } else if ((p[0] & 0xC0) == 0x80) {
        if (left < 2) return false;
        *out = ((uint32_t)(p[0] & 0x3F) << 8) | p[1];
        *bytes = 2;
    } else if ((p[0] & 0xE0) == 0xC0) {
        if (left < 4) return false;
        *out = ((uint32_t)(p[0] & 0x1F) << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
        *bytes = 4;
    } else {
        return false;
    }
    return true;
}

bool meta_sig_read_compressed_u32(MetaSigCursor *c, uint32_t *out) {
    uint32_t v, n;
    if (!read_compressed(c, &v, &n)) return false;
    c->p += n;
    *out = v;
    return true;
}

/* II.23.2: signed values are rotated left by one within their 7, 14 or 29 bit width, the
 * sign bit ending up in bit 0. */
bool meta_sig_read_compressed_i32(MetaSigCursor *c, int32_t *out) {
    uint32_t v, n;
    if (!read_compressed(c, &v, &n)) return false;
    c->p += n;
    uint32_t width = n == 1 ? 7 : n == 2 ? 14 : 29;
    uint32_t magnitude = v >> 1;
    if (v & 1) magnitude |= ~((1u << (width - 1)) - 1); /* sign-extend from width-1 bits */
    *out = (int32_t)magnitude;
    return true;
}

/* II.23.2.8: TypeDefOrRefOrSpecEncoded = (row << 2) | tag, tag 0 TypeDef, 1 TypeRef, 2 TypeSpec. */
bool meta_sig_read_type_token(MetaSigCursor *c, uint32_t *token) {
    static const uint8_t tables[3] = {META_TABLE_TYPEDEF, META_TABLE_TYPEREF, META_TABLE_TYPESPEC};
    MetaSigCursor save = *c;
    uint32_t v;
    if (!meta_sig_read_compressed_u32(c, &v)) return false;
    if ((v & 3) == 3) { *c = save; return false; }
    *token = META_TOKEN(tables[v & 3], v >> 2);
    return true;
}

static bool skip_type(MetaSigCursor *c, int depth);

static bool skip_method_tail(MetaSigCursor *c, uint8_t convention, int depth) {
    uint32_t count;
    if ((convention & META_SIG_GENERIC) && !meta_sig_read_compressed_u32(c, &count)) return false;
    if (!meta_sig_read_compressed_u32(c, &count)) return false;
    for (uint64_t i = 0; i <= count; i++) /* the return type, then the parameters */
        if (!skip_type(c, depth)) return false;
    return true;
}

static bool skip_type(MetaSigCursor *c, int depth) {
    uint8_t b;
    uint32_t v, count;
    if (depth > 64 || !meta_sig_read_byte(c, &b)) return false;
    switch (b) {
    case META_ELEMENT_TYPE_CMOD_REQD:
    case META_ELEMENT_TYPE_CMOD_OPT:
        return meta_sig_read_type_token(c, &v) && skip_type(c, depth + 1);
    case META_ELEMENT_TYPE_PTR:
    case META_ELEMENT_TYPE_BYREF:
    case META_ELEMENT_TYPE_SZARRAY:
    case META_ELEMENT_TYPE_PINNED:
    case META_ELEMENT_TYPE_SENTINEL:
        return skip_type(c, depth + 1);
    case META_ELEMENT_TYPE_VALUETYPE:
    case META_ELEMENT_TYPE_CLASS:
        return meta_sig_read_type_token(c, &v);
    case META_ELEMENT_TYPE_VAR:
    case META_ELEMENT_TYPE_MVAR:
        return meta_sig_read_compressed_u32(c, &v);
    case META_ELEMENT_TYPE_ARRAY: {
        uint32_t rank, sizes, bounds;
        if (!skip_type(c, depth + 1) || !meta_sig_read_compressed_u32(c, &rank) || !meta_sig_read_compressed_u32(c, &sizes)) return false;
        for (uint64_t i = 0; i < sizes; i++)
            if (!meta_sig_read_compressed_u32(c, &v)) return false;
        if (!meta_sig_read_compressed_u32(c, &bounds)) return false;
        for (uint64_t i = 0; i < bounds; i++)
            if (!meta_sig_read_compressed_u32(c, &v)) return false;
        return true;
    }
    case META_ELEMENT_TYPE_GENERICINST:
        if (!meta_sig_read_byte(c, &b) || !meta_sig_read_type_token(c, &v) || !meta_sig_read_compressed_u32(c, &count)) return false;
        for (uint64_t i = 0; i < count; i++)
            if (!skip_type(c, depth + 1)) return false;
        return true;
    case META_ELEMENT_TYPE_FNPTR:
        return meta_sig_read_byte(c, &b) && skip_method_tail(c, b, depth + 1);
    default:
        return (b >= META_ELEMENT_TYPE_VOID && b <= META_ELEMENT_TYPE_STRING) || b == META_ELEMENT_TYPE_TYPEDBYREF ||
               b == META_ELEMENT_TYPE_I || b == META_ELEMENT_TYPE_U || b == META_ELEMENT_TYPE_OBJECT;
    }
}

bool meta_sig_skip_type(MetaSigCursor *c) {
    return skip_type(c, 0);
}

uint32_t meta_sig_compress_u32(uint32_t value, uint8_t out[4]) {
    if (value < 0x80) {
        out[0] = (uint8_t)value;
        return 1;
    }
    if (value < 0x4000) {
        out[0] = (uint8_t)(0x80 | value >> 8);
        out[1] = (uint8_t)value;
        return 2;
    }
    out[0] = (uint8_t)(0xC0 | (value >> 24 & 0x1F));
    out[1] = (uint8_t)(value >> 16);
    out[2] = (uint8_t)(value >> 8);
    out[3] = (uint8_t)value;
    return 4;
}
