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
