/* Validating signature walker (II.23.2) shared by meta_sig_validate and meta_sig_format:
 * one recursive descent over every signature kind, emitting text only when asked to. */
#include "meta/internal.h"

#include <stdio.h>

#define MAX_DEPTH 64 /* nesting of types (arrays of pointers of generic args ...) */

enum { ALLOW_VOID = 1, ALLOW_BYREF = 2, ALLOW_TYPEDBYREF = 4, ALLOW_PINNED = 8 };

typedef struct {
    const MetaImage *img;
    MetaSigCursor c;
    const uint8_t *start;
    MetaError *err;
    int depth;
    char *buf; /* NULL: validate only */
    size_t size, len;
} Walk;

static void emit(Walk *w, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void emit(Walk *w, const char *fmt, ...) {
    if (!w->buf) return;
    va_list ap;
    va_start(ap, fmt);
    bool room = w->len < w->size;
    int n = vsnprintf(room ? w->buf + w->len : NULL, room ? w->size - w->len : 0, fmt, ap);
    va_end(ap);
    if (n > 0) w->len += (size_t)n;
}

static bool fail(Walk *w, const char *what) {
    metai_error(w->err, "signature byte offset %u: %s", (unsigned)(w->c.p - w->start), what);
    return false;
}

static bool read_u8(Walk *w, uint8_t *b) { return meta_sig_read_byte(&w->c, b) || fail(w, "unexpected end of signature"); }
static bool read_u32(Walk *w, uint32_t *v) {
    return meta_sig_read_compressed_u32(&w->c, v) || fail(w, "bad or truncated compressed integer");
}

bool metai_token_valid(const MetaImage *img, uint32_t token) {
    uint32_t t = META_TOKEN_TABLE(token), r = META_TOKEN_ROW(token);
    return (t == META_TABLE_TYPEDEF || t == META_TABLE_TYPEREF || t == META_TABLE_TYPESPEC) && r != 0 &&
           r <= img->rows[t];
}

/* ---- type names */
static void name_of(Walk *w, uint32_t token, int depth);

static void typedef_name(Walk *w, uint32_t row, int depth) {
    const MetaTypeDefRow *td = meta_typedef(w->img, row);
    uint32_t outer = meta_typedef_enclosing(w->img, row);
    if (outer && depth < MAX_DEPTH) {
        typedef_name(w, outer, depth + 1);
        emit(w, "/%s", td->name);
    } else {
        emit(w, "%s%s%s", td->namespace_name, *td->namespace_name ? "." : "", td->name);
    }
}

static bool walk_type(Walk *w, unsigned allow);

static void name_of(Walk *w, uint32_t token, int depth) {
    uint32_t row = META_TOKEN_ROW(token);
    switch (META_TOKEN_TABLE(token)) {
    case META_TABLE_TYPEDEF: typedef_name(w, row, depth); break;
    case META_TABLE_TYPEREF: {
        const MetaTypeRefRow *tr = meta_typeref(w->img, row);
        /* II.22.38: a TypeRef scoped by another TypeRef is a nested type */
        if (META_TOKEN_TABLE(tr->resolution_scope) == META_TABLE_TYPEREF && depth < MAX_DEPTH) {
            name_of(w, tr->resolution_scope, depth + 1);
            emit(w, "/%s", tr->name);
        } else {
            emit(w, "%s%s%s", tr->namespace_name, *tr->namespace_name ? "." : "", tr->name);
        }
        break;
    }
    case META_TABLE_TYPESPEC: {
        /* TypeSpecs cannot contain TypeSpec tokens (only TypeDefOrRef), so this recursion
         * is bounded by one level. */
        Walk inner = *w;
        inner.c = meta_sig_cursor(meta_typespec(w->img, row)->signature);
        inner.start = inner.c.p;
        MetaError ignored;
        inner.err = &ignored;
        if (!walk_type(&inner, 0)) emit(&inner, "<bad typespec>");
        w->len = inner.len;
        break;
    }
    default: emit(w, "<token 0x%08x>", token);
    }
}

static bool read_typedeforref(Walk *w, uint32_t *token) {
    /* II.23.2.8: class/valuetype/cmod operands are TypeDefOrRefEncoded (no TypeSpec) */
    if (!meta_sig_read_type_token(&w->c, token)) return fail(w, "bad type token");
    if (META_TOKEN_TABLE(*token) == META_TABLE_TYPESPEC) return fail(w, "TypeSpec token where TypeDef/TypeRef is required");
    if (!metai_token_valid(w->img, *token)) return fail(w, "type token row out of range");
    return true;
}

static bool walk_method(Walk *w, bool allow_sentinel, bool fnptr);

/* II.23.2.13 ArrayShape */
static bool walk_array_shape(Walk *w) {
    uint32_t rank, nsizes, nlo;
    if (!read_u32(w, &rank)) return false;
    if (rank == 0) return fail(w, "array rank 0");
    if (!read_u32(w, &nsizes)) return false;
    if (nsizes > rank) return fail(w, "more array sizes than rank");
    uint32_t sizes[32] = {0};
    for (uint32_t i = 0; i < nsizes; i++) {
        uint32_t s;
        if (!read_u32(w, &s)) return false;
        if (i < 32) sizes[i] = s;
    }
    if (!read_u32(w, &nlo)) return false;
    if (nlo > rank) return fail(w, "more array lower bounds than rank");
    int32_t lo[32] = {0};
    for (uint32_t i = 0; i < nlo; i++) {
        int32_t l;
        if (!meta_sig_read_compressed_i32(&w->c, &l)) return fail(w, "bad array lower bound");
        if (i < 32) lo[i] = l;
    }
    if (w->buf) {
        emit(w, "[");
        for (uint32_t i = 0; i < rank && i < 32; i++) {
            if (i) emit(w, ",");
            if (i < nlo && i < nsizes) emit(w, "%d...%lld", lo[i], (long long)lo[i] + sizes[i] - 1);
            else if (i < nlo) emit(w, "%d...", lo[i]);
            else if (i < nsizes) emit(w, "%u", sizes[i]);
        }
        if (rank > 32) emit(w, ",...");
        emit(w, "]");
    }
    return true;
}

static bool walk_type_inner(Walk *w, unsigned allow) {
    uint8_t b;
    /* II.23.2.7 CustomMod*, and for locals the PINNED constraint (II.23.2.9) */
    for (;;) {
        if (!meta_sig_peek_byte(&w->c, &b)) return fail(w, "unexpected end of signature");
        if (b == META_ELEMENT_TYPE_CMOD_REQD || b == META_ELEMENT_TYPE_CMOD_OPT) {
            uint32_t tok;
            w->c.p++;
            if (!read_typedeforref(w, &tok)) return false;
            emit(w, "%s(", b == META_ELEMENT_TYPE_CMOD_REQD ? "modreq" : "modopt");
            name_of(w, tok, 0);
            emit(w, ") ");
        } else if (b == META_ELEMENT_TYPE_PINNED) {
            if (!(allow & ALLOW_PINNED)) return fail(w, "PINNED outside a local variable signature");
            w->c.p++;
            allow &= ~(unsigned)ALLOW_PINNED;
            emit(w, "pinned ");
        } else {
            break;
        }
    }
    w->c.p++;
    static const char *const prim[] = {
        [META_ELEMENT_TYPE_BOOLEAN] = "bool", [META_ELEMENT_TYPE_CHAR] = "char",
        [META_ELEMENT_TYPE_I1] = "int8", [META_ELEMENT_TYPE_U1] = "uint8",
        [META_ELEMENT_TYPE_I2] = "int16", [META_ELEMENT_TYPE_U2] = "uint16",
        [META_ELEMENT_TYPE_I4] = "int32", [META_ELEMENT_TYPE_U4] = "uint32",
        [META_ELEMENT_TYPE_I8] = "int64", [META_ELEMENT_TYPE_U8] = "uint64",
        [META_ELEMENT_TYPE_R4] = "float32", [META_ELEMENT_TYPE_R8] = "float64",
        [META_ELEMENT_TYPE_STRING] = "string", [META_ELEMENT_TYPE_I] = "native int",
        [META_ELEMENT_TYPE_U] = "native uint", [META_ELEMENT_TYPE_OBJECT] = "object",
    };
    uint32_t tok, n;
    switch (b) {
    case META_ELEMENT_TYPE_BOOLEAN: case META_ELEMENT_TYPE_CHAR: case META_ELEMENT_TYPE_I1:
    case META_ELEMENT_TYPE_U1: case META_ELEMENT_TYPE_I2: case META_ELEMENT_TYPE_U2:
    case META_ELEMENT_TYPE_I4: case META_ELEMENT_TYPE_U4: case META_ELEMENT_TYPE_I8:
    case META_ELEMENT_TYPE_U8: case META_ELEMENT_TYPE_R4: case META_ELEMENT_TYPE_R8:
    case META_ELEMENT_TYPE_STRING: case META_ELEMENT_TYPE_I: case META_ELEMENT_TYPE_U:
    case META_ELEMENT_TYPE_OBJECT:
        emit(w, "%s", prim[b]);
        return true;
    case META_ELEMENT_TYPE_VOID:
        if (!(allow & ALLOW_VOID)) return fail(w, "void where a value type is required");
        emit(w, "void");
        return true;
    case META_ELEMENT_TYPE_TYPEDBYREF:
        if (!(allow & ALLOW_TYPEDBYREF)) return fail(w, "TYPEDBYREF outside a parameter, return or local");
        emit(w, "typedref");
        return true;
    case META_ELEMENT_TYPE_BYREF:
        /* II.23.2.10-12: BYREF only at the top of a param, return type, local or field */
        if (!(allow & ALLOW_BYREF)) return fail(w, "BYREF in a nested position");
        if (!walk_type(w, 0)) return false;
        emit(w, "&");
        return true;
    case META_ELEMENT_TYPE_CLASS: case META_ELEMENT_TYPE_VALUETYPE:
        if (!read_typedeforref(w, &tok)) return false;
        emit(w, "%s ", b == META_ELEMENT_TYPE_CLASS ? "class" : "valuetype");
        name_of(w, tok, 0);
        return true;
    case META_ELEMENT_TYPE_PTR:
        if (!walk_type(w, ALLOW_VOID)) return false;
        emit(w, "*");
        return true;
    case META_ELEMENT_TYPE_FNPTR:
        emit(w, "method ");
        return walk_method(w, true, true);
    case META_ELEMENT_TYPE_SZARRAY:
        if (!walk_type(w, 0)) return false;
        emit(w, "[]");
        return true;
    case META_ELEMENT_TYPE_ARRAY:
        return walk_type(w, 0) && walk_array_shape(w);
    case META_ELEMENT_TYPE_GENERICINST: {
        /* II.23.2.12: GENERICINST (CLASS|VALUETYPE) TypeDefOrRefEncoded GenArgCount Type+ */
        uint8_t k;
        if (!read_u8(w, &k)) return false;
        if (k != META_ELEMENT_TYPE_CLASS && k != META_ELEMENT_TYPE_VALUETYPE)
            return fail(w, "GENERICINST not followed by CLASS or VALUETYPE");
        if (!read_typedeforref(w, &tok) || !read_u32(w, &n)) return false;
        if (n == 0) return fail(w, "GENERICINST with no type arguments");
        emit(w, "%s ", k == META_ELEMENT_TYPE_CLASS ? "class" : "valuetype");
        name_of(w, tok, 0);
        emit(w, "<");
        for (uint32_t i = 0; i < n; i++) {
            if (i) emit(w, ", ");
            if (!walk_type(w, 0)) return false;
        }
        emit(w, ">");
        return true;
    }
    case META_ELEMENT_TYPE_VAR: case META_ELEMENT_TYPE_MVAR:
        if (!read_u32(w, &n)) return false;
        emit(w, "%s%u", b == META_ELEMENT_TYPE_VAR ? "!" : "!!", n);
        return true;
    default: {
        char what[64];
        snprintf(what, sizeof what, "unexpected element type 0x%02x", b);
        w->c.p--;
        return fail(w, what);
    }
    }
}

static bool walk_type(Walk *w, unsigned allow) {
    if (++w->depth > MAX_DEPTH) return fail(w, "types nested too deeply");
    bool ok = walk_type_inner(w, allow);
    w->depth--;
    return ok;
}

/* II.23.2.1-3 MethodDefSig / MethodRefSig / StandAloneMethodSig, and FNPTR operands. */
static bool walk_method(Walk *w, bool allow_sentinel, bool fnptr) {
    uint8_t cc;
    uint32_t gen = 0, count;
    if (!read_u8(w, &cc)) return false;
    uint8_t kind = cc & META_SIG_KIND_MASK;
    if (kind > META_SIG_VARARG && kind != META_SIG_UNMANAGED) return fail(w, "not a method calling convention");
    if (cc & 0x80) return fail(w, "unknown calling convention flag 0x80");
    if ((cc & META_SIG_EXPLICITTHIS) && !(cc & META_SIG_HASTHIS)) return fail(w, "EXPLICITTHIS without HASTHIS");
    if (cc & META_SIG_GENERIC) {
        if (!read_u32(w, &gen)) return false;
        if (gen == 0) return fail(w, "generic method with 0 generic parameters");
    }
    if (!read_u32(w, &count)) return false;
    if (cc & META_SIG_HASTHIS) emit(w, "instance ");
    if (cc & META_SIG_EXPLICITTHIS) emit(w, "explicit ");
    static const char *const conv[] = {"", "unmanaged cdecl ", "unmanaged stdcall ", "unmanaged thiscall ",
                                       "unmanaged fastcall ", "vararg ", "", "", "", "unmanaged "};
    emit(w, "%s", conv[kind]);
    if (!walk_type(w, ALLOW_VOID | ALLOW_BYREF | ALLOW_TYPEDBYREF)) return false;
    if (gen) emit(w, "<%u>", gen);
    emit(w, fnptr ? " *(" : " (");
    bool sentinel = false;
    for (uint32_t i = 0; i < count; i++) {
        if (i) emit(w, ", ");
        uint8_t b;
        if (meta_sig_peek_byte(&w->c, &b) && b == META_ELEMENT_TYPE_SENTINEL) {
            /* II.23.2.2: SENTINEL starts the variable part of a vararg call site */
            if (!allow_sentinel || kind != META_SIG_VARARG || sentinel)
                return fail(w, "SENTINEL outside the parameters of a vararg call site");
            sentinel = true;
            w->c.p++;
            emit(w, "..., ");
        }
        if (!walk_type(w, ALLOW_BYREF | ALLOW_TYPEDBYREF)) return false;
    }
    emit(w, ")");
    return true;
}

static bool walk_top(Walk *w, int kind) {
    uint8_t b = 0;
    if (!meta_sig_peek_byte(&w->c, &b)) return fail(w, "empty signature");
    uint8_t k = b & META_SIG_KIND_MASK;
    if (kind == META_SIGKIND_MEMBERREF) kind = k == META_SIG_FIELD ? META_SIGKIND_FIELD : -META_SIGKIND_METHOD;
    if (kind == META_SIGKIND_STANDALONE)
        kind = k == META_SIG_LOCAL_SIG ? META_SIGKIND_LOCALS : k == META_SIG_FIELD ? META_SIGKIND_FIELD : -META_SIGKIND_METHOD;
    uint32_t count;
    switch (kind) {
    case META_SIGKIND_METHOD: return walk_method(w, false, false);
    case -META_SIGKIND_METHOD: return walk_method(w, true, false); /* call sites may be vararg */
    case META_SIGKIND_FIELD:
        /* II.23.2.4 FieldSig; BYREF allowed for ref fields of ref structs */
        w->c.p++;
        if (b != META_SIG_FIELD) return fail(w, "field signature does not start with FIELD (0x06)");
        return walk_type(w, ALLOW_BYREF);
    case META_SIGKIND_PROPERTY:
        /* II.23.2.5 PropertySig: PROPERTY[|HASTHIS] ParamCount CustomMod* Type Param* */
        w->c.p++;
        if ((b & ~META_SIG_HASTHIS) != META_SIG_PROPERTY) return fail(w, "property signature does not start with PROPERTY (0x08)");
        if (!read_u32(w, &count)) return false;
        if (b & META_SIG_HASTHIS) emit(w, "instance ");
        if (!walk_type(w, ALLOW_BYREF)) return false;
        emit(w, " (");
        for (uint32_t i = 0; i < count; i++) {
            if (i) emit(w, ", ");
            if (!walk_type(w, ALLOW_BYREF | ALLOW_TYPEDBYREF)) return false;
        }
        emit(w, ")");
        return true;
    case META_SIGKIND_LOCALS:
        /* II.23.2.6 LocalVarSig */
        w->c.p++;
        if (b != META_SIG_LOCAL_SIG) return fail(w, "local signature does not start with LOCAL_SIG (0x07)");
        if (!read_u32(w, &count)) return false;
        emit(w, "(");
        for (uint32_t i = 0; i < count; i++) {
            if (i) emit(w, ", ");
            if (!walk_type(w, ALLOW_BYREF | ALLOW_TYPEDBYREF | ALLOW_PINNED)) return false;
        }
        emit(w, ")");
        return true;
    case META_SIGKIND_TYPESPEC:
        return walk_type(w, 0); /* II.23.2.14 */
    case META_SIGKIND_METHODSPEC:
        /* II.23.2.15: GENERICINST GenArgCount Type+ */
        w->c.p++;
        if (b != META_SIG_GENERICINST) return fail(w, "method instantiation does not start with GENERICINST (0x0a)");
        if (!read_u32(w, &count)) return false;
        if (count == 0) return fail(w, "method instantiation with no type arguments");
        emit(w, "<");
        for (uint32_t i = 0; i < count; i++) {
            if (i) emit(w, ", ");
            if (!walk_type(w, 0)) return false;
        }
        emit(w, ">");
        return true;
    default: return fail(w, "unknown signature kind requested");
    }
}

static bool walk(const MetaImage *img, MetaBlob sig, int kind, MetaError *err, char *buf, size_t size, size_t *len) {
    MetaError local;
    Walk w = {img, meta_sig_cursor(sig), sig.data, err ? err : &local, 0, buf, size, 0};
    if (!img || !sig.data) { metai_error(w.err, "no signature"); return false; }
    bool ok = walk_top(&w, kind);
    if (ok && w.c.p != w.c.end) ok = fail(&w, "trailing bytes after signature");
    if (len) *len = w.len;
    return ok;
}

bool meta_sig_validate(const MetaImage *img, MetaBlob sig, int kind, MetaError *err) {
    return walk(img, sig, kind, err, NULL, 0, NULL);
}

int meta_sig_format(const MetaImage *img, MetaBlob sig, int kind, char *buffer, size_t size) {
    size_t len;
    char dummy[1];
    if (!buffer || !size) { buffer = dummy; size = 0; }
    bool ok = walk(img, sig, kind, NULL, buffer, size, &len);
    if (size) buffer[len < size ? len : size - 1] = 0;
    return ok ? (int)len : -1;
}

int meta_type_token_format(const MetaImage *img, uint32_t token, char *buffer, size_t size) {
    char dummy[1];
    if (!buffer || !size) { buffer = dummy; size = 0; }
    Walk w = {img, {NULL, NULL}, NULL, NULL, 0, buffer, size, 0};
    if (!img || !metai_token_valid(img, token)) {
        emit(&w, "<token 0x%08x>", token);
    } else {
        name_of(&w, token, 0);
    }
    if (size) buffer[w.len < size ? w.len : size - 1] = 0;
    return (int)w.len;
}
