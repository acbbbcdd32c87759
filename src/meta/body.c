/* Method bodies (II.25.4): tiny and fat headers, extra data sections with exception
 * clauses in small and fat form. */
#include "meta/internal.h"

#include <stdlib.h>

#define HDR_FORMAT_MASK 0x3
#define HDR_TINY 0x2           /* II.25.4.2 */
#define HDR_FAT 0x3            /* II.25.4.3 */
#define FAT_MORE_SECTS 0x8
#define FAT_INIT_LOCALS 0x10
#define SECT_EH_TABLE 0x01     /* II.25.4.5 */
#define SECT_OPT_IL_TABLE 0x02
#define SECT_FAT_FORMAT 0x40
#define SECT_MORE_SECTS 0x80
#define SMALL_CLAUSE_SIZE 12   /* II.25.4.6 */
#define FAT_CLAUSE_SIZE 24

static uint32_t align4(uint32_t rva, uint64_t pos) {
    /* sections are 4-byte aligned in the image, i.e. by RVA, not by offset in the body */
    return (uint32_t)(pos + ((4 - ((rva + pos) & 3)) & 3));
}

static bool check_clause(const MetaImage *img, uint32_t row, uint32_t i, const MetaExceptionClause *c,
                         uint32_t code_size, MetaError *err) {
    if (c->flags != META_CLAUSE_EXCEPTION && c->flags != META_CLAUSE_FILTER &&
        c->flags != META_CLAUSE_FINALLY && c->flags != META_CLAUSE_FAULT) {
        metai_error(err, "MethodDef row %u: exception clause %u has unknown kind 0x%x", row, i, c->flags);
        return false;
    }
    if ((uint64_t)c->try_offset + c->try_length > code_size ||
        (uint64_t)c->handler_offset + c->handler_length > code_size) {
        metai_error(err, "MethodDef row %u: exception clause %u (try 0x%x+0x%x, handler 0x%x+0x%x) "
                    "is outside the code (0x%x bytes)", row, i, c->try_offset, c->try_length,
                    c->handler_offset, c->handler_length, code_size);
        return false;
    }
    if (c->flags == META_CLAUSE_FILTER && c->class_token_or_filter_offset >= code_size) {
        metai_error(err, "MethodDef row %u: exception clause %u filter offset 0x%x is outside the code",
                    row, i, c->class_token_or_filter_offset);
        return false;
    }
    if (c->flags == META_CLAUSE_EXCEPTION && !metai_token_valid(img, c->class_token_or_filter_offset)) {
        metai_error(err, "MethodDef row %u: exception clause %u catch type token 0x%08x is invalid",
                    row, i, c->class_token_or_filter_offset);
        return false;
    }
    return true;
}

/* Parses the extra sections at `pos`; fills `out` (may be NULL to count only). */
static bool parse_sections(const MetaImage *img, uint32_t row, uint32_t rva, const uint8_t *p, uint32_t avail,
                           uint32_t pos, uint32_t code_size, MetaExceptionClause *out, uint32_t *count,
                           MetaError *err) {
    uint32_t n = 0;
    for (;;) {
        pos = align4(rva, pos);
        if (!metai_in_range(avail, pos, 4)) {
            metai_error(err, "MethodDef row %u: truncated extra data section at RVA 0x%llx", row,
                        (unsigned long long)rva + pos);
            return false;
        }
        uint8_t kind = p[pos];
        bool fat = kind & SECT_FAT_FORMAT;
        uint32_t size = fat ? (p[pos + 1] | (p[pos + 2] << 8) | ((uint32_t)p[pos + 3] << 16)) : p[pos + 1];
        if (size < 4 || !metai_in_range(avail, pos, size)) {
            metai_error(err, "MethodDef row %u: extra data section at RVA 0x%llx has bad size 0x%x",
                        row, (unsigned long long)rva + pos, size);
            return false;
        }
        if (kind & SECT_EH_TABLE) {
            uint32_t csize = fat ? FAT_CLAUSE_SIZE : SMALL_CLAUSE_SIZE;
            uint32_t k = (size - 4) / csize;
            for (uint32_t j = 0; j < k; j++, n++) {
                if (!out) continue;
                const uint8_t *c = p + pos + 4 + j * csize;
                MetaExceptionClause *e = &out[n];
                if (fat) {
                    e->flags = metai_le32(c);
                    e->try_offset = metai_le32(c + 4);
                    e->try_length = metai_le32(c + 8);
                    e->handler_offset = metai_le32(c + 12);
                    e->handler_length = metai_le32(c + 16);
                    e->class_token_or_filter_offset = metai_le32(c + 20);
                } else {
                    e->flags = metai_le16(c);
                    e->try_offset = metai_le16(c + 2);
                    e->try_length = c[4];
                    e->handler_offset = metai_le16(c + 5);
                    e->handler_length = c[7];
                    e->class_token_or_filter_offset = metai_le32(c + 8);
                }
                if (!check_clause(img, row, n, e, code_size, err)) return false;
            }
        } else if (!(kind & SECT_OPT_IL_TABLE)) {
            metai_error(err, "MethodDef row %u: unknown extra data section kind 0x%02x at RVA 0x%llx",
                        row, kind, (unsigned long long)rva + pos);
            return false;
        }
        pos += size;
        if (!(kind & SECT_MORE_SECTS)) break;
    }
    *count = n;
    return true;
}

bool meta_method_body(const MetaImage *img, uint32_t row, MetaMethodBody *out, MetaError *err) {
    memset(out, 0, sizeof *out);
    const MetaMethodDefRow *m = meta_methoddef(img, row);
    if (!m) {
        metai_error(err, "MethodDef row %u out of range", row);
        return false;
    }
    if (m->rva == 0) {
        metai_error(err, "MethodDef row %u (%s) has no body (RVA 0)", row, m->name);
        return false;
    }
    uint32_t avail;
    const uint8_t *p = metai_rva_span(img, m->rva, &avail);
    if (!p) {
        metai_error(err, "MethodDef row %u (%s): body RVA 0x%x is outside every section", row, m->name, m->rva);
        return false;
    }
    uint32_t header_size, flags = 0;
    if ((p[0] & HDR_FORMAT_MASK) == HDR_TINY) {
        header_size = 1;
        out->code_size = p[0] >> 2;
        out->max_stack = 8; /* II.25.4.2: tiny bodies have an implicit max stack of 8 */
    } else if ((p[0] & HDR_FORMAT_MASK) == HDR_FAT) {
        if (avail < 12) {
            metai_error(err, "MethodDef row %u (%s): truncated fat header at RVA 0x%x", row, m->name, m->rva);
            return false;
        }
        uint16_t fs = metai_le16(p);
        flags = fs & 0x0FFF;
        header_size = (uint32_t)(fs >> 12) * 4; /* II.25.4.3: size in dwords, 3 for this format */
        if (header_size < 12 || header_size > avail) {
            metai_error(err, "MethodDef row %u (%s): fat header size %u is invalid at RVA 0x%x", row,
                        m->name, header_size, m->rva);
            return false;
        }
        out->max_stack = metai_le16(p + 2);
        out->code_size = metai_le32(p + 4);
        out->local_var_sig_token = metai_le32(p + 8);
        out->init_locals = flags & FAT_INIT_LOCALS;
    } else {
        metai_error(err, "MethodDef row %u (%s): unknown method header format 0x%02x at RVA 0x%x", row,
                    m->name, p[0], m->rva);
        return false;
    }
    if (!metai_in_range(avail, header_size, out->code_size)) {
        metai_error(err, "MethodDef row %u (%s): code (0x%x bytes at RVA 0x%x) runs past the end of its section",
                    row, m->name, out->code_size, m->rva);
        return false;
    }
    uint32_t lv = out->local_var_sig_token;
    if (lv && (META_TOKEN_TABLE(lv) != META_TABLE_STANDALONESIG || META_TOKEN_ROW(lv) == 0 ||
               META_TOKEN_ROW(lv) > img->rows[META_TABLE_STANDALONESIG])) {
        metai_error(err, "MethodDef row %u (%s): local variable signature token 0x%08x is invalid", row,
                    m->name, lv);
        return false;
    }
    out->code = p + header_size;
    if (!(flags & FAT_MORE_SECTS)) return true;

    uint32_t pos = header_size + out->code_size, count;
    if (!parse_sections(img, row, m->rva, p, avail, pos, out->code_size, NULL, &count, err)) return false;
    if (count == 0) return true;
    MetaImage *mut = (MetaImage *)img; /* the cache is logically mutable */
    MetaExceptionClause *cached = __atomic_load_n(&mut->clause_cache[row], __ATOMIC_ACQUIRE);
    if (!cached) {
        MetaExceptionClause *fresh = calloc(count, sizeof *fresh);
        if (!fresh) { metai_error(err, "out of memory"); return false; }
        if (!parse_sections(img, row, m->rva, p, avail, pos, out->code_size, fresh, &count, err)) {
            free(fresh);
            return false;
        }
        MetaExceptionClause *expected = NULL;
        if (__atomic_compare_exchange_n(&mut->clause_cache[row], &expected, fresh, false, __ATOMIC_ACQ_REL,
                                        __ATOMIC_ACQUIRE)) {
            cached = fresh;
        } else {
            free(fresh); /* another thread won; its array is identical */
            cached = expected;
        }
    }
    out->clause_count = count;
    out->clauses = cached;
    return true;
}
