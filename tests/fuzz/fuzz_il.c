/* fuzz_il: whole-program IL mutation fuzzer (issue 12).  It mutates compiled test programs
 * structurally (IL bytes, opcodes, token and branch operands, method headers, locals
 * signatures, EH clauses, metadata bytes) and runs each mutant on corvid, classifying how the
 * run ended.  A mutant is fully determined by its program and its seed, so every crash can be
 * rebuilt with `fuzz_il mutate`.
 *
 *   fuzz_il mutate PROGRAM.exe SEED OUT.exe      write one mutant, print what was changed
 *   fuzz_il run [options] CORVID PROGRAM.exe...  mutate and run (see usage())
 *
 * The metadata reader (src/meta) locates method bodies, headers, EH sections, StandAloneSig
 * blobs and heaps in the original image; mutations then patch a copy of the file at those
 * offsets, so the file size never changes and offsets stay valid across stacked mutations.
 * The mutator must never itself crash on a program: the reader validated everything it hands
 * out, and every offset below is bounds-checked against the file size again before a write. */
#include "meta/meta.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

/* ---- deterministic random numbers (splitmix64: one 64-bit state, good enough mixing) ---- */

typedef struct {
    uint64_t state;
} Rng;

static uint64_t mix64(uint64_t z) {
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static uint64_t rng_next(Rng *r) {
    r->state += 0x9e3779b97f4a7c15ull;
    return mix64(r->state);
}

/* Uniform in [0, n); n == 0 gives 0 so callers need not special-case empty ranges. */
static uint32_t rng_below(Rng *r, uint32_t n) {
    return n ? (uint32_t)(rng_next(r) % n) : 0;
}

static bool rng_chance(Rng *r, uint32_t percent) {
    return rng_below(r, 100) < percent;
}

/* ---- IL opcodes (ECMA-335 III): operand kind of every one- and two-byte opcode ---- */

enum Operand {
    OPD_BAD = 0, /* unused opcode */
    OPD_NONE,
    OPD_I1,     /* ldc.i4.s */
    OPD_VAR1,   /* ldarg.s, ldloc.s, ...: unsigned 8-bit index */
    OPD_U1,     /* unaligned., no. */
    OPD_VAR2,   /* ldarg, ldloc, ...: unsigned 16-bit index */
    OPD_I4,     /* ldc.i4 */
    OPD_I8,     /* ldc.i8 */
    OPD_R4,     /* ldc.r4 */
    OPD_R8,     /* ldc.r8 */
    OPD_TOKEN,  /* metadata token */
    OPD_BR1,    /* short branch */
    OPD_BR4,    /* long branch */
    OPD_SWITCH, /* count + count 32-bit targets */
};

static uint8_t one_byte[256], two_byte[32];

static void set_range(uint8_t *table, int first, int last, uint8_t kind) {
    for (int i = first; i <= last; i++)
        table[i] = kind;
}

static void opcodes_init(void) {
    set_range(one_byte, 0x00, 0x0D, OPD_NONE); /* nop .. stloc.3 */
    set_range(one_byte, 0x0E, 0x13, OPD_VAR1); /* ldarg.s .. stloc.s */
    set_range(one_byte, 0x14, 0x1E, OPD_NONE); /* ldnull, ldc.i4.m1 .. ldc.i4.8 */
    one_byte[0x1F] = OPD_I1;
    one_byte[0x20] = OPD_I4;
    one_byte[0x21] = OPD_I8;
    one_byte[0x22] = OPD_R4;
    one_byte[0x23] = OPD_R8;
    set_range(one_byte, 0x25, 0x26, OPD_NONE);  /* dup, pop */
    set_range(one_byte, 0x27, 0x29, OPD_TOKEN); /* jmp, call, calli */
    one_byte[0x2A] = OPD_NONE;                  /* ret */
    set_range(one_byte, 0x2B, 0x37, OPD_BR1);   /* br.s .. blt.un.s */
    set_range(one_byte, 0x38, 0x44, OPD_BR4);   /* br .. blt.un */
    one_byte[0x45] = OPD_SWITCH;
    set_range(one_byte, 0x46, 0x6E, OPD_NONE);  /* ldind.*, stind.*, arithmetic, conv.* */
    set_range(one_byte, 0x6F, 0x75, OPD_TOKEN); /* callvirt .. isinst */
    one_byte[0x76] = OPD_NONE;                  /* conv.r.un */
    one_byte[0x79] = OPD_TOKEN;                 /* unbox */
    one_byte[0x7A] = OPD_NONE;                  /* throw */
    set_range(one_byte, 0x7B, 0x81, OPD_TOKEN); /* ldfld .. stobj */
    set_range(one_byte, 0x82, 0x8B, OPD_NONE);  /* conv.ovf.*.un */
    set_range(one_byte, 0x8C, 0x8D, OPD_TOKEN); /* box, newarr */
    one_byte[0x8E] = OPD_NONE;                  /* ldlen */
    one_byte[0x8F] = OPD_TOKEN;                 /* ldelema */
    set_range(one_byte, 0x90, 0xA2, OPD_NONE);  /* ldelem.*, stelem.* */
    set_range(one_byte, 0xA3, 0xA5, OPD_TOKEN); /* ldelem, stelem, unbox.any */
    set_range(one_byte, 0xB3, 0xBA, OPD_NONE);  /* conv.ovf.* */
    one_byte[0xC2] = OPD_TOKEN;                 /* refanyval */
    one_byte[0xC3] = OPD_NONE;                  /* ckfinite */
    one_byte[0xC6] = OPD_TOKEN;                 /* mkrefany */
    one_byte[0xD0] = OPD_TOKEN;                 /* ldtoken */
    set_range(one_byte, 0xD1, 0xDC, OPD_NONE);  /* conv.u2 .. endfinally */
    one_byte[0xDD] = OPD_BR4;                   /* leave */
    one_byte[0xDE] = OPD_BR1;                   /* leave.s */
    set_range(one_byte, 0xDF, 0xE0, OPD_NONE);  /* stind.i, conv.u */
    set_range(two_byte, 0x00, 0x05, OPD_NONE);  /* arglist, ceq .. clt.un */
    set_range(two_byte, 0x06, 0x07, OPD_TOKEN); /* ldftn, ldvirtftn */
    set_range(two_byte, 0x09, 0x0E, OPD_VAR2);  /* ldarg .. stloc */
    two_byte[0x0F] = OPD_NONE;                  /* localloc */
    two_byte[0x11] = OPD_NONE;                  /* endfilter */
    two_byte[0x12] = OPD_U1;                    /* unaligned. */
    set_range(two_byte, 0x13, 0x14, OPD_NONE);  /* volatile., tail. */
    set_range(two_byte, 0x15, 0x16, OPD_TOKEN); /* initobj, constrained. */
    set_range(two_byte, 0x17, 0x18, OPD_NONE);  /* cpblk, initblk */
    two_byte[0x19] = OPD_U1;                    /* no. */
    two_byte[0x1A] = OPD_NONE;                  /* rethrow */
    two_byte[0x1C] = OPD_TOKEN;                 /* sizeof */
    set_range(two_byte, 0x1D, 0x1E, OPD_NONE);  /* refanytype, readonly. */
}

static uint32_t operand_size(int kind) {
    switch (kind) {
    case OPD_I1:
    case OPD_VAR1:
    case OPD_U1:
    case OPD_BR1:
        return 1;
    case OPD_VAR2:
        return 2;
    case OPD_I4:
    case OPD_R4:
    case OPD_TOKEN:
    case OPD_BR4:
    case OPD_SWITCH:
        return 4;
    case OPD_I8:
    case OPD_R8:
        return 8;
    default:
        return 0;
    }
}

static uint32_t le32(const uint8_t *p) {
    return p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static uint16_t le16(const uint8_t *p) {
    return (uint16_t)(p[0] | p[1] << 8);
}

static void put32(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)v, p[1] = (uint8_t)(v >> 8), p[2] = (uint8_t)(v >> 16),
    p[3] = (uint8_t)(v >> 24);
}

static void put16(uint8_t *p, uint16_t v) {
    p[0] = (uint8_t)v, p[1] = (uint8_t)(v >> 8);
}

/* One decoded instruction: where it starts, how long its opcode is, its operand kind, and
 * where its operand starts (all relative to the start of the code). */
typedef struct {
    uint32_t offset, length, operand;
    uint8_t opcode_length, kind;
} Insn;

/* Decodes the instruction at pos; false if it is unknown or runs past the end. */
static bool decode(const uint8_t *code, uint32_t size, uint32_t pos, Insn *out) {
    uint32_t op_len = 1;
    int kind;
    if (code[pos] == 0xFE) {
        if (pos + 1 >= size || code[pos + 1] >= sizeof two_byte) return false;
        kind = two_byte[code[pos + 1]];
        op_len = 2;
    } else {
        kind = one_byte[code[pos]];
    }
    if (kind == OPD_BAD) return false;
    uint64_t length = op_len + operand_size(kind);
    if (pos + length > size) return false;
    if (kind == OPD_SWITCH) length += (uint64_t)le32(code + pos + op_len) * 4;
    if (pos + length > size) return false;
    out->offset = pos;
    out->length = (uint32_t)length;
    out->operand = pos + op_len;
    out->opcode_length = (uint8_t)op_len;
    out->kind = (uint8_t)kind;
    return true;
}

/* ---- the program model: what the reader found in the original image ---- */

typedef struct {
    uint32_t row;          /* MethodDef row */
    uint32_t header, code; /* file offsets of the header and of the first IL byte */
    uint32_t code_size;
    bool fat;
    uint32_t sections; /* file offset of the extra data sections, 0 if none */
    uint32_t insn_count;
    Insn *insns; /* decoded from the original code (mcs output always decodes) */
} Method;

typedef struct {
    uint32_t offset, size;
} Span;

typedef struct {
    char *path, *name;
    double timeout; /* of one run; 0: the runner's */
    uint8_t *data;
    size_t size;
    uint32_t rows[META_TABLE_COUNT];
    Method *methods;
    uint32_t method_count;
    uint32_t *eh_methods; /* indexes into methods of those with extra data sections */
    uint32_t eh_count;
    Span *local_sigs; /* StandAloneSig blobs */
    uint32_t local_sig_count;
    Span *sigs; /* other signature blobs: MethodDef, Field, MemberRef, TypeSpec, MethodSpec */
    uint32_t sig_count;
    Span tables;   /* the #~ (or #-) stream */
    Span metadata; /* the whole metadata block (root, stream headers, heaps) */
} Program;

static void *xcalloc(size_t count, size_t size) {
    void *p = calloc(count ? count : 1, size);
    if (!p) {
        fprintf(stderr, "fuzz_il: out of memory\n");
        exit(2);
    }
    return p;
}

static bool span_of(const Program *p, const uint8_t *base, const uint8_t *ptr, uint32_t size,
                    Span *out) {
    if (!ptr || ptr < base || (size_t)(ptr - base) + size > p->size) return false;
    out->offset = (uint32_t)(ptr - base);
    out->size = size;
    return true;
}

/* The metadata root ("BSJB", II.24.2.1) and its #~ stream; located by scanning because the
 * reader does not expose the root, and a scan is enough for the byte-flip mutators. */
static void find_metadata(Program *p) {
    for (size_t i = 0; i + 16 <= p->size; i += 4) {
        if (le32(p->data + i) != 0x424A5342u) continue;
        const uint8_t *root = p->data + i;
        uint32_t version_length = le32(root + 12);
        size_t pos = 16 + (size_t)version_length;
        if (i + pos + 4 > p->size) return;
        uint32_t streams = le16(root + pos + 2);
        pos += 4;
        size_t end = 0;
        for (uint32_t s = 0; s < streams && i + pos + 8 <= p->size; s++) {
            uint32_t offset = le32(root + pos), size = le32(root + pos + 4);
            const char *name = (const char *)root + pos + 8;
            size_t name_length = strnlen(name, p->size - (i + pos + 8));
            if (i + (size_t)offset + size <= p->size) {
                if (strcmp(name, "#~") == 0 || strcmp(name, "#-") == 0)
                    p->tables = (Span){(uint32_t)(i + offset), size};
                if (offset + (size_t)size > end) end = offset + (size_t)size;
            }
            pos += 8 + ((name_length + 4) & ~(size_t)3);
        }
        p->metadata = (Span){(uint32_t)i, (uint32_t)end};
        return;
    }
}

static void add_sig(Program *p, const uint8_t *base, MetaBlob blob, uint32_t *cap) {
    if (blob.size == 0) return;
    if (p->sig_count == *cap) {
        *cap = *cap ? *cap * 2 : 64;
        Span *n = realloc(p->sigs, *cap * sizeof *n);
        if (!n) exit(2);
        p->sigs = n;
    }
    if (span_of(p, base, blob.data, blob.size, &p->sigs[p->sig_count])) p->sig_count++;
}

static uint32_t align4(uint32_t rva, uint32_t pos) {
    return pos + ((4 - ((rva + pos) & 3)) & 3);
}

static Program *program_load(const char *path, char *error, size_t error_size) {
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(error, error_size, "%s: %s", path, strerror(errno));
        return NULL;
    }
    Program *p = xcalloc(1, sizeof *p);
    p->path = strdup(path);
    const char *slash = strrchr(path, '/');
    p->name = strdup(slash ? slash + 1 : path);
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    fseek(f, 0, SEEK_SET);
    p->data = xcalloc((size_t)(size > 0 ? size : 1), 1);
    p->size = fread(p->data, 1, (size_t)(size > 0 ? size : 0), f);
    fclose(f);
    MetaError err;
    MetaImage *img = meta_image_open_memory(p->data, p->size, &err);
    if (!img) {
        snprintf(error, error_size, "%s: %s", path, err.message);
        return NULL;
    }
    size_t image_size;
    const uint8_t *base = meta_image_data(img, &image_size);
    for (int t = 0; t < META_TABLE_COUNT; t++)
        p->rows[t] = meta_table_row_count(img, t);
    uint32_t n = p->rows[META_TABLE_METHODDEF];
    p->methods = xcalloc(n, sizeof *p->methods);
    p->eh_methods = xcalloc(n, sizeof *p->eh_methods);
    for (uint32_t row = 1; row <= n; row++) {
        MetaMethodBody body;
        if (!meta_method_body(img, row, &body, &err) || body.code_size == 0) continue;
        const MetaMethodDefRow *def = meta_methoddef(img, row);
        Method *m = &p->methods[p->method_count];
        const uint8_t *header = meta_rva_to_pointer(img, def->rva, 1);
        Span s;
        if (!span_of(p, base, header, 1, &s)) continue;
        m->row = row;
        m->header = s.offset;
        m->fat = (header[0] & 3) == 3;
        if (!span_of(p, base, body.code, body.code_size, &s)) continue;
        m->code = s.offset;
        m->code_size = body.code_size;
        if (m->fat && (header[1] & 0x08)) { /* CorILMethod_MoreSects */
            uint32_t pos = align4(def->rva, (m->code - m->header) + m->code_size);
            if (m->header + (size_t)pos + 4 <= p->size) m->sections = m->header + pos;
        }
        m->insns = xcalloc(m->code_size, sizeof *m->insns);
        const uint8_t *code = p->data + m->code;
        for (uint32_t pos = 0; pos < m->code_size;) {
            if (!decode(code, m->code_size, pos, &m->insns[m->insn_count])) break;
            pos += m->insns[m->insn_count++].length;
        }
        if (m->sections) p->eh_methods[p->eh_count++] = p->method_count;
        p->method_count++;
    }
    p->local_sigs = xcalloc(p->rows[META_TABLE_STANDALONESIG], sizeof *p->local_sigs);
    for (uint32_t row = 1; row <= p->rows[META_TABLE_STANDALONESIG]; row++) {
        MetaBlob b = meta_standalone_sig(img, row)->signature;
        if (b.size && span_of(p, base, b.data, b.size, &p->local_sigs[p->local_sig_count]))
            p->local_sig_count++;
    }
    uint32_t cap = 0;
    for (uint32_t row = 1; row <= p->rows[META_TABLE_METHODDEF]; row++)
        add_sig(p, base, meta_methoddef(img, row)->signature, &cap);
    for (uint32_t row = 1; row <= p->rows[META_TABLE_FIELD]; row++)
        add_sig(p, base, meta_field(img, row)->signature, &cap);
    for (uint32_t row = 1; row <= p->rows[META_TABLE_MEMBERREF]; row++)
        add_sig(p, base, meta_memberref(img, row)->signature, &cap);
    for (uint32_t row = 1; row <= p->rows[META_TABLE_TYPESPEC]; row++)
        add_sig(p, base, meta_typespec(img, row)->signature, &cap);
    for (uint32_t row = 1; row <= p->rows[META_TABLE_METHODSPEC]; row++)
        add_sig(p, base, meta_method_spec(img, row)->instantiation, &cap);
    meta_image_close(img);
    find_metadata(p);
    if (p->method_count == 0) {
        snprintf(error, error_size, "%s: no method bodies", path);
        return NULL;
    }
    return p;
}

/* ---- mutators: each patches `m` (a copy of the program) and describes what it did ---- */

typedef struct {
    const Program *p;
    uint8_t *data; /* the mutant: p->size bytes */
    Rng *rng;
    char *log;
    size_t log_size, log_length;
} Mutant;

static void note(Mutant *m, const char *format, ...) {
    if (m->log_length >= m->log_size) return;
    va_list ap;
    va_start(ap, format);
    int n = vsnprintf(m->log + m->log_length, m->log_size - m->log_length, format, ap);
    va_end(ap);
    if (n > 0) m->log_length += (size_t)n;
    if (m->log_length >= m->log_size) m->log_length = m->log_size - 1;
}

static const Method *pick_method(Mutant *m) {
    return &m->p->methods[rng_below(m->rng, m->p->method_count)];
}

/* Instructions of a method whose operand kind is accepted by `want`; NULL if none. */
static const Insn *pick_insn(Mutant *m, const Method *method, bool (*want)(int kind)) {
    uint32_t matches = 0;
    for (uint32_t i = 0; i < method->insn_count; i++)
        if (!want || want(method->insns[i].kind)) matches++;
    if (!matches) return NULL;
    uint32_t k = rng_below(m->rng, matches);
    for (uint32_t i = 0; i < method->insn_count; i++)
        if ((!want || want(method->insns[i].kind)) && k-- == 0) return &method->insns[i];
    return NULL;
}

static bool is_token(int kind) {
    return kind == OPD_TOKEN;
}

static bool is_branch(int kind) {
    return kind == OPD_BR1 || kind == OPD_BR4 || kind == OPD_SWITCH;
}

static bool is_var(int kind) {
    return kind == OPD_VAR1 || kind == OPD_VAR2;
}

static bool is_immediate(int kind) {
    return kind == OPD_I1 || kind == OPD_I4 || kind == OPD_I8 || kind == OPD_R4 || kind == OPD_R8;
}

/* Boundary values that tend to reach unusual paths: signs, widths, sizes, powers of two. */
static uint64_t interesting(Rng *rng) {
    static const uint64_t values[] = {0,
                                      1,
                                      2,
                                      3,
                                      7,
                                      8,
                                      31,
                                      32,
                                      63,
                                      64,
                                      127,
                                      128,
                                      255,
                                      256,
                                      0x7FFF,
                                      0x8000,
                                      0xFFFF,
                                      0x10000,
                                      0x7FFFFFFF,
                                      0x80000000,
                                      0xFFFFFFFF,
                                      0x100000000ull,
                                      0x7FFFFFFFFFFFFFFFull,
                                      0x8000000000000000ull,
                                      ~0ull,
                                      ~1ull,
                                      0x3FF0000000000000ull /* 1.0 */,
                                      0x7FF8000000000000ull /* NaN */,
                                      0x7F800000 /* float +inf */,
                                      85000 /* LOH threshold */};
    uint64_t v = values[rng_below(rng, sizeof values / sizeof *values)];
    if (rng_chance(rng, 20)) v = rng_next(rng);
    return rng_chance(rng, 25) ? (uint64_t) - (int64_t)v : v;
}

static bool mutate_il_byte(Mutant *m) {
    const Method *method = pick_method(m);
    uint32_t at = method->code + rng_below(m->rng, method->code_size);
    uint8_t before = m->data[at];
    m->data[at] = rng_chance(m->rng, 50) ? (uint8_t)(before ^ (1u << rng_below(m->rng, 8)))
                                         : (uint8_t)rng_next(m->rng);
    note(m, "il-byte M%u+0x%x 0x%02x->0x%02x; ", method->row, at - method->code, before,
         m->data[at]);
    return true;
}

/* Another opcode: usually one with the same operand size, so the stream stays decodable and
 * the mutant reaches the type checks (stack shapes, operand types) rather than the decoder. */
static bool mutate_opcode(Mutant *m) {
    const Method *method = pick_method(m);
    const Insn *insn = pick_insn(m, method, NULL);
    if (!insn) return false;
    uint8_t *at = m->data + method->code + insn->offset;
    bool same_size = rng_chance(m->rng, 80);
    for (int tries = 0; tries < 64; tries++) {
        bool two = rng_chance(m->rng, 15);
        uint32_t op = two ? rng_below(m->rng, sizeof two_byte) : rng_below(m->rng, 256);
        int kind = two ? two_byte[op] : (op == 0xFE ? OPD_BAD : one_byte[op]);
        if (same_size && (kind == OPD_BAD || (uint32_t)two + 1 != insn->opcode_length ||
                          operand_size(kind) != operand_size(insn->kind) ||
                          (kind == OPD_SWITCH) != (insn->kind == OPD_SWITCH)))
            continue;
        if (two && insn->length < 2) continue;
        note(m, "opcode M%u+0x%x %s%02x->%s%02x; ", method->row, insn->offset,
             insn->opcode_length == 2 ? "fe" : "", at[insn->opcode_length - 1], two ? "fe" : "",
             op);
        if (two) {
            at[0] = 0xFE;
            at[1] = (uint8_t)op;
        } else {
            at[0] = (uint8_t)op;
        }
        return true;
    }
    return false;
}

static uint32_t random_token(Mutant *m, uint32_t original) {
    const uint32_t *rows = m->p->rows;
    uint32_t table = META_TOKEN_TABLE(original), row = META_TOKEN_ROW(original);
    switch (rng_below(m->rng, 7)) {
    case 0: /* same table, another row */
        return META_TOKEN(
            table,
            1 + rng_below(m->rng, table < META_TABLE_COUNT && rows[table] ? rows[table] : 4));
    case 1: /* neighbour row, possibly one past the end or row 0 */
        return META_TOKEN(table, row + (rng_chance(m->rng, 50) ? 1 : -1));
    case 2: { /* a valid row of another table that has rows */
        for (int tries = 0; tries < 16; tries++) {
            uint32_t t = rng_below(m->rng, META_TABLE_COUNT);
            if (rows[t]) return META_TOKEN(t, 1 + rng_below(m->rng, rows[t]));
        }
        return META_TOKEN(META_TABLE_TYPEDEF, 1);
    }
    case 3: /* out of range in its own table */
        return META_TOKEN(table, (table < META_TABLE_COUNT ? rows[table] : 0) + 1 +
                                     rng_below(m->rng, rng_chance(m->rng, 50) ? 4 : 0xFFFFFF));
    case 4: /* a user string (ldstr operand) anywhere */
        return META_TOKEN(META_TOKEN_USER_STRING, rng_below(m->rng, 1u << 16));
    case 5: /* a table id that does not exist, or a null token */
        return rng_chance(m->rng, 50) ? 0 : META_TOKEN(0x2D + rng_below(m->rng, 0x70 - 0x2D), row);
    default: /* one of the member tables instructions name, any row */
    {
        static const uint8_t member_tables[] = {META_TABLE_TYPEDEF,    META_TABLE_TYPEREF,
                                                META_TABLE_TYPESPEC,   META_TABLE_FIELD,
                                                META_TABLE_METHODDEF,  META_TABLE_MEMBERREF,
                                                META_TABLE_METHODSPEC, META_TABLE_STANDALONESIG};
        uint32_t t = member_tables[rng_below(m->rng, sizeof member_tables)];
        return META_TOKEN(t, rows[t] ? 1 + rng_below(m->rng, rows[t]) : 1);
    }
    }
}

static bool mutate_token(Mutant *m) {
    const Method *method = pick_method(m);
    const Insn *insn = pick_insn(m, method, is_token);
    if (!insn) return false;
    uint8_t *at = m->data + method->code + insn->operand;
    uint32_t before = le32(at), after = random_token(m, before);
    put32(at, after);
    note(m, "token M%u+0x%x 0x%08x->0x%08x; ", method->row, insn->offset, before, after);
    return true;
}

/* A new branch target: another instruction, the middle of one, the end, past the end, the
 * branch itself (a tight loop) or far away in either direction. */
static int64_t branch_target(Mutant *m, const Method *method, const Insn *insn) {
    uint32_t size = method->code_size;
    const Insn *other = &method->insns[rng_below(m->rng, method->insn_count)];
    switch (rng_below(m->rng, 8)) {
    case 0:
    case 1:
    case 2:
        return other->offset;
    case 3:
        return other->offset + 1 + rng_below(m->rng, other->length > 1 ? other->length - 1 : 1);
    case 4:
        return size + rng_below(m->rng, 3);
    case 5:
        return insn->offset;
    case 6:
        return -(int64_t)1 - rng_below(m->rng, 64);
    default:
        return (int64_t)(int32_t)rng_next(m->rng);
    }
}

static bool mutate_branch(Mutant *m) {
    const Method *method = pick_method(m);
    const Insn *insn = pick_insn(m, method, is_branch);
    if (!insn) return false;
    uint8_t *at = m->data + method->code + insn->operand;
    uint32_t next = insn->offset + insn->length;
    if (insn->kind == OPD_SWITCH) {
        uint32_t count = le32(at);
        if (count == 0 || rng_chance(m->rng, 25)) {
            /* the count itself: the decoder must not read targets past the code */
            uint32_t after = rng_chance(m->rng, 50) ? count + 1 + rng_below(m->rng, 4)
                                                    : (uint32_t)interesting(m->rng);
            put32(at, after);
            note(m, "switch-count M%u+0x%x %u->%u; ", method->row, insn->offset, count, after);
            return true;
        }
        uint32_t k = rng_below(m->rng, count);
        int64_t target = branch_target(m, method, insn);
        put32(at + 4 + 4 * k, (uint32_t)(int32_t)(target - next));
        note(m, "switch-target M%u+0x%x[%u] ->0x%" PRIx64 "; ", method->row, insn->offset, k,
             (uint64_t)target);
        return true;
    }
    int64_t target = branch_target(m, method, insn), delta = target - next;
    if (insn->kind == OPD_BR1) {
        if (delta < -128 || delta > 127) delta = (int8_t)rng_next(m->rng);
        *at = (uint8_t)(int8_t)delta;
    } else {
        put32(at, (uint32_t)(int32_t)delta);
    }
    note(m, "branch M%u+0x%x ->%+" PRId64 "; ", method->row, insn->offset, delta);
    return true;
}

static bool mutate_var(Mutant *m) {
    const Method *method = pick_method(m);
    const Insn *insn = pick_insn(m, method, is_var);
    if (!insn) return false;
    uint8_t *at = m->data + method->code + insn->operand;
    uint32_t before = insn->kind == OPD_VAR1 ? at[0] : le16(at), after;
    switch (rng_below(m->rng, 3)) {
    case 0:
        after = before + 1 + rng_below(m->rng, 3);
        break;
    case 1:
        after = before ^ (1u << rng_below(m->rng, insn->kind == OPD_VAR1 ? 8 : 16));
        break;
    default:
        after = rng_chance(m->rng, 50) ? 0xFF : 0xFFFF;
        break;
    }
    if (insn->kind == OPD_VAR1)
        at[0] = (uint8_t)after;
    else
        put16(at, (uint16_t)after);
    note(m, "var M%u+0x%x %u->%u; ", method->row, insn->offset, before,
         insn->kind == OPD_VAR1 ? (after & 0xFF) : (after & 0xFFFF));
    return true;
}

static bool mutate_immediate(Mutant *m) {
    const Method *method = pick_method(m);
    const Insn *insn = pick_insn(m, method, is_immediate);
    if (!insn) return false;
    uint8_t *at = m->data + method->code + insn->operand;
    uint64_t v = interesting(m->rng);
    for (uint32_t i = 0; i < operand_size(insn->kind); i++)
        at[i] = (uint8_t)(v >> (8 * i));
    note(m, "immediate M%u+0x%x =0x%" PRIx64 "; ", method->row, insn->offset, v);
    return true;
}

static bool mutate_header(Mutant *m) {
    const Method *method = pick_method(m);
    uint8_t *h = m->data + method->header;
    if (!method->fat) {
        uint8_t before = h[0];
        /* tiny: the size lives in the upper six bits; also turn it into a (bogus) fat one */
        h[0] = rng_chance(m->rng, 80) ? (uint8_t)((rng_below(m->rng, 64) << 2) | 2)
                                      : (uint8_t)(before | 3);
        note(m, "tiny-header M%u 0x%02x->0x%02x; ", method->row, before, h[0]);
        return true;
    }
    if (method->header + (size_t)12 > m->p->size) return false;
    switch (rng_below(m->rng, 5)) {
    case 0: { /* flags and header size (low 12 bits flags, high 4 bits size in dwords) */
        uint16_t before = le16(h), after = before ^ (uint16_t)(1u << rng_below(m->rng, 16));
        put16(h, after);
        note(m, "fat-flags M%u 0x%04x->0x%04x; ", method->row, before, after);
        return true;
    }
    case 1: { /* max stack */
        uint16_t before = le16(h + 2), after = rng_chance(m->rng, 50)
                                                   ? (uint16_t)rng_below(m->rng, before + 1)
                                                   : (uint16_t)interesting(m->rng);
        put16(h + 2, after);
        note(m, "max-stack M%u %u->%u; ", method->row, before, after);
        return true;
    }
    case 2: { /* code size: shorter (cuts an instruction), a little longer, or absurd */
        uint32_t before = le32(h + 4), after;
        switch (rng_below(m->rng, 3)) {
        case 0:
            after = rng_below(m->rng, before + 1);
            break;
        case 1:
            after = before + 1 + rng_below(m->rng, 8);
            break;
        default:
            after = (uint32_t)interesting(m->rng);
            break;
        }
        put32(h + 4, after);
        note(m, "code-size M%u %u->%u; ", method->row, before, after);
        return true;
    }
    default: { /* local variable signature token */
        uint32_t before = le32(h + 8), rows = m->p->rows[META_TABLE_STANDALONESIG], after;
        switch (rng_below(m->rng, 4)) {
        case 0:
            after = 0;
            break;
        case 1:
            after = META_TOKEN(META_TABLE_STANDALONESIG, 1 + rng_below(m->rng, rows ? rows : 1));
            break;
        case 2:
            after = META_TOKEN(META_TABLE_STANDALONESIG, rows + 1);
            break;
        default:
            after = random_token(m, before ? before : META_TOKEN(META_TABLE_STANDALONESIG, 1));
            break;
        }
        put32(h + 8, after);
        note(m, "local-sig-token M%u 0x%08x->0x%08x; ", method->row, before, after);
        return true;
    }
    }
}

/* Locals signatures (II.23.2.6): 0x07, count, types.  A byte anywhere, the count, or an
 * element type replaced by another element type. */
static bool mutate_locals(Mutant *m) {
    if (!m->p->local_sig_count) return false;
    const Span *s = &m->p->local_sigs[rng_below(m->rng, m->p->local_sig_count)];
    uint32_t k = rng_below(m->rng, s->size);
    uint8_t *at = m->data + s->offset + k, before = *at;
    static const uint8_t types[] = {0x01, 0x02, 0x03, 0x04, 0x08, 0x0a, 0x0c, 0x0d, 0x0e, 0x0f,
                                    0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x18, 0x1b, 0x1c,
                                    0x1d, 0x1e, 0x1f, 0x20, 0x41, 0x45, 0x00, 0xFF};
    switch (rng_below(m->rng, 3)) {
    case 0:
        *at = types[rng_below(m->rng, sizeof types)];
        break;
    case 1:
        if (s->size > 1) {
            at = m->data + s->offset + 1;
            before = *at;
        }
        *at = (uint8_t)(before + (rng_chance(m->rng, 50) ? 1 : -1));
        break;
    default:
        *at = (uint8_t)rng_next(m->rng);
        break;
    }
    note(m, "locals-sig @0x%x+%u 0x%02x->0x%02x; ", s->offset, (unsigned)(at - m->data - s->offset),
         before, *at);
    return true;
}

/* Other signatures (method, field, member reference, type spec, method spec). */
static bool mutate_sig(Mutant *m) {
    if (!m->p->sig_count) return false;
    const Span *s = &m->p->sigs[rng_below(m->rng, m->p->sig_count)];
    uint8_t *at = m->data + s->offset + rng_below(m->rng, s->size), before = *at;
    *at = rng_chance(m->rng, 50) ? (uint8_t)rng_below(m->rng, 0x46) : (uint8_t)rng_next(m->rng);
    note(m, "sig @0x%x+%u 0x%02x->0x%02x; ", s->offset, (unsigned)(at - m->data - s->offset),
         before, *at);
    return true;
}

/* EH clauses (II.25.4.6): a field of one clause in the first EH section of a method. */
static bool mutate_eh(Mutant *m) {
    if (!m->p->eh_count) return false;
    const Method *method = &m->p->methods[m->p->eh_methods[rng_below(m->rng, m->p->eh_count)]];
    uint8_t *sect = m->data + method->sections;
    bool fat = sect[0] & 0x40;
    uint32_t size = fat ? (sect[1] | sect[2] << 8 | (uint32_t)sect[3] << 16) : sect[1];
    uint32_t clause_size = fat ? 24 : 12;
    if (!(sect[0] & 1) || size < 4 + clause_size || method->sections + (size_t)size > m->p->size) {
        return false;
    }
    uint32_t count = (size - 4) / clause_size, k = rng_below(m->rng, count);
    uint8_t *c = sect + 4 + k * clause_size;
    /* field: 0 kind, 1 try offset, 2 try length, 3 handler offset, 4 handler length, 5 token/filter
     */
    static const uint8_t fat_at[] = {0, 4, 8, 12, 16, 20}, small_at[] = {0, 2, 4, 5, 7, 8};
    static const uint8_t fat_width[] = {4, 4, 4, 4, 4, 4}, small_width[] = {2, 2, 1, 2, 1, 4};
    static const char *names[] = {"kind",           "try-offset",     "try-length",
                                  "handler-offset", "handler-length", "class/filter"};
    uint32_t field = rng_below(m->rng, 6), width = fat ? fat_width[field] : small_width[field];
    uint8_t *at = c + (fat ? fat_at[field] : small_at[field]);
    uint32_t before = width == 4 ? le32(at) : width == 2 ? le16(at) : at[0], after;
    if (field == 0) {
        static const uint32_t kinds[] = {0, 1, 2, 4, 3, 8, 0xFFFF};
        after = kinds[rng_below(m->rng, sizeof kinds / sizeof *kinds)];
    } else if (field == 5 && rng_chance(m->rng, 60)) {
        after = rng_chance(m->rng, 50) ? random_token(m, before)
                                       : rng_below(m->rng, method->code_size + 2);
    } else if (rng_chance(m->rng, 70)) {
        /* an instruction boundary of the method, or one off it */
        const Insn *insn = &method->insns[rng_below(m->rng, method->insn_count)];
        after = field == 2 || field == 4 ? insn->length + rng_below(m->rng, 8) : insn->offset;
        if (rng_chance(m->rng, 20)) after += 1;
    } else {
        after = (uint32_t)interesting(m->rng);
    }
    if (width == 4)
        put32(at, after);
    else if (width == 2)
        put16(at, (uint16_t)after);
    else
        at[0] = (uint8_t)after;
    note(m, "eh M%u clause %u %s %u->%u; ", method->row, k, names[field], before, after);
    return true;
}

static bool flip_bytes(Mutant *m, Span span, const char *what) {
    if (!span.size) return false;
    uint32_t n = 1 + rng_below(m->rng, 4);
    note(m, "%s", what);
    for (uint32_t i = 0; i < n; i++) {
        uint32_t at = span.offset + rng_below(m->rng, span.size);
        uint8_t before = m->data[at];
        m->data[at] = rng_chance(m->rng, 50) ? (uint8_t)(before ^ (1u << rng_below(m->rng, 8)))
                                             : (uint8_t)rng_next(m->rng);
        note(m, " @0x%x 0x%02x->0x%02x", at, before, m->data[at]);
    }
    note(m, "; ");
    return true;
}

static bool mutate_tables(Mutant *m) {
    return flip_bytes(m, m->p->tables, "tables");
}

static bool mutate_metadata(Mutant *m) {
    return flip_bytes(m, m->p->metadata, "metadata");
}

static bool mutate_file(Mutant *m) {
    return flip_bytes(m, (Span){0, (uint32_t)m->p->size}, "file");
}

typedef struct {
    const char *name;
    bool (*apply)(Mutant *);
    uint32_t weight;
} Mutator;

/* IL-level mutators dominate: they are what the transcoder must survive; the byte flips in
 * metadata mostly end as BadImageFormatException and are kept few. */
static const Mutator mutators[] = {
    {"il-byte", mutate_il_byte, 12},
    {"opcode", mutate_opcode, 20},
    {"token", mutate_token, 14},
    {"branch", mutate_branch, 12},
    {"var", mutate_var, 6},
    {"immediate", mutate_immediate, 5},
    {"header", mutate_header, 8},
    {"locals", mutate_locals, 6},
    {"eh", mutate_eh, 8},
    {"sig", mutate_sig, 4},
    {"tables", mutate_tables, 3},
    {"metadata", mutate_metadata, 1},
    {"file", mutate_file, 1},
};

/* The mutant for (program, seed): 1 mutation most of the time, up to 4 stacked. */
static void mutate(const Program *p, uint64_t seed, uint8_t *out, char *log, size_t log_size) {
    Rng rng = {mix64(seed ^ 0x1f7a3c5d9e0b2468ull)};
    memcpy(out, p->data, p->size);
    Mutant m = {p, out, &rng, log, log_size, 0};
    log[0] = 0;
    uint32_t total = 0;
    for (size_t i = 0; i < sizeof mutators / sizeof *mutators; i++)
        total += mutators[i].weight;
    uint32_t count = rng_chance(&rng, 70) ? 1 : 2 + rng_below(&rng, 3);
    for (uint32_t done = 0, tries = 0; done < count && tries < 64; tries++) {
        uint32_t pick = rng_below(&rng, total);
        size_t i = 0;
        while (pick >= mutators[i].weight)
            pick -= mutators[i++].weight;
        if (mutators[i].apply(&m)) done++;
    }
}

/* ---- running mutants ---- */

enum Outcome {
    OUT_OK,        /* exited by itself, any status */
    OUT_EXCEPTION, /* "Unhandled exception." and status 1: the right answer to bad IL */
    OUT_OVERFLOW,  /* "Stack overflow." and status 134 */
    OUT_FATAL,     /* another controlled 134 exit ("corvid: ..." message) */
    OUT_FAILFAST,  /* Environment.FailFast: abort() after "Process terminated." */
    OUT_TIMEOUT,
    OUT_CRASH, /* signal, sanitizer report, internal error */
    OUT_COUNT
};
static const char *outcome_names[] = {"ok",       "exception", "stack-overflow", "fatal",
                                      "failfast", "timeout",   "crash"};

typedef struct {
    char *name;
    char **env; /* NAME=VALUE */
    int env_count;
} Mode;

typedef struct {
    uint32_t program;
    uint64_t seed;
} Job;

typedef struct {
    bool busy;
    pid_t pid;
    Job job;
    int mode;
    bool crashed;
    char dir[4096], exe[4096], err[4096];
    struct timespec deadline;
    char log[1024];
} Slot;

typedef struct {
    const char *corvid, *out;
    Program **programs;
    uint32_t program_count;
    Mode *modes;
    int mode_count;
    double timeout;
    uint64_t rlimit_mb;
    FILE *crashes, *timeouts;
    uint64_t mutants, runs, crash_mutants, outcomes[OUT_COUNT];
    uint8_t *buffer;
} Runner;

static double now_seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + t.tv_nsec / 1e9;
}

static bool write_file(const char *path, const uint8_t *data, size_t size) {
    FILE *f = fopen(path, "wb");
    if (!f) return false;
    bool ok = fwrite(data, 1, size, f) == size;
    return fclose(f) == 0 && ok;
}

/* The last `size - 1` bytes of a file (sanitizer reports and crash messages come last), as a
 * NUL-terminated string with NULs replaced, so strstr works. */
static size_t read_tail(const char *path, char *buffer, size_t size) {
    buffer[0] = 0;
    FILE *f = fopen(path, "rb");
    if (!f) return 0;
    fseek(f, 0, SEEK_END);
    long length = ftell(f);
    if (length > (long)size - 1)
        fseek(f, length - (long)(size - 1), SEEK_SET);
    else
        fseek(f, 0, SEEK_SET);
    size_t n = fread(buffer, 1, size - 1, f);
    fclose(f);
    for (size_t i = 0; i < n; i++)
        if (!buffer[i]) buffer[i] = ' ';
    buffer[n] = 0;
    return n;
}

static enum Outcome classify(int status, bool timed_out, const char *err, char *detail,
                             size_t detail_size) {
    detail[0] = 0;
    if (strstr(err, "ERROR: AddressSanitizer") || strstr(err, "ERROR: LeakSanitizer")) {
        const char *s = strstr(err, "ERROR: ");
        snprintf(detail, detail_size, "%.*s", (int)strcspn(s, "\n"), s);
        return OUT_CRASH;
    }
    const char *ub = strstr(err, "runtime error:");
    if (ub) {
        snprintf(detail, detail_size, "ubsan %.*s", (int)strcspn(ub, "\n"), ub);
        return OUT_CRASH;
    }
    if (strstr(err, "internal error")) {
        snprintf(detail, detail_size, "internal error");
        return OUT_CRASH;
    }
    if (timed_out) return OUT_TIMEOUT;
    if (WIFSIGNALED(status)) {
        int sig = WTERMSIG(status);
        if (sig == SIGABRT && strstr(err, "Process terminated.")) return OUT_FAILFAST;
        /* on the framework an unhandled exception ends in abort(), as on CoreCLR */
        if (sig == SIGABRT && strstr(err, "Unhandled exception.")) return OUT_EXCEPTION;
        snprintf(detail, detail_size, "signal %d (%s)", sig, strsignal(sig));
        return OUT_CRASH;
    }
    int code = WEXITSTATUS(status);
    if (code == 134 && strstr(err, "Stack overflow.")) return OUT_OVERFLOW;
    if (code == 134) return OUT_FATAL;
    if (code == 1 && strstr(err, "Unhandled exception.")) return OUT_EXCEPTION;
    return OUT_OK;
}

static char **mode_environment(const Mode *mode) {
    size_t n = 0;
    while (environ[n])
        n++;
    char **env = xcalloc(n + (size_t)mode->env_count + 1, sizeof *env);
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        bool overridden = false;
        for (int j = 0; j < mode->env_count; j++) {
            size_t name_length = strcspn(mode->env[j], "=");
            if (strncmp(environ[i], mode->env[j], name_length + 1) == 0) overridden = true;
        }
        if (!overridden) env[k++] = environ[i];
    }
    for (int j = 0; j < mode->env_count; j++)
        env[k++] = mode->env[j];
    env[k] = NULL;
    return env;
}

static pid_t spawn(Runner *r, Slot *s) {
    const Mode *mode = &r->modes[s->mode];
    char **env = mode_environment(mode);
    pid_t pid = fork();
    if (pid == 0) {
        setpgid(0, 0);
        struct rlimit no_core = {0, 0};
        setrlimit(RLIMIT_CORE, &no_core);
        if (r->rlimit_mb) {
            struct rlimit as = {(rlim_t)r->rlimit_mb << 20, (rlim_t)r->rlimit_mb << 20};
            setrlimit(RLIMIT_AS, &as);
        }
        int in = open("/dev/null", O_RDONLY), out = open("/dev/null", O_WRONLY);
        int err = open(s->err, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (in < 0 || out < 0 || err < 0 || chdir(s->dir) != 0) _exit(127);
        dup2(in, 0), dup2(out, 1), dup2(err, 2);
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, NULL);
        char *argv[] = {(char *)r->corvid, s->exe, NULL};
        execve(r->corvid, argv, env);
        _exit(127);
    }
    free(env);
    if (pid > 0) setpgid(pid, pid); /* also from here: no race with the child's own call */
    clock_gettime(CLOCK_MONOTONIC, &s->deadline);
    double timeout = r->programs[s->job.program]->timeout;
    double t =
        s->deadline.tv_sec + s->deadline.tv_nsec / 1e9 + (timeout > 0 ? timeout : r->timeout);
    s->deadline.tv_sec = (time_t)t;
    s->deadline.tv_nsec = (long)((t - (double)(time_t)t) * 1e9);
    return pid;
}

/* Keeps a crashing mutant for the bucketing step: the file, its seed and mutations, stderr. */
static void record_crash(Runner *r, Slot *s, const char *detail) {
    const Program *p = r->programs[s->job.program];
    char base[4096], path[4200];
    snprintf(base, sizeof base, "%s/pending/%.*s-%" PRIu64, r->out, (int)(strlen(p->name) - 4),
             p->name, s->job.seed);
    mkdir(base, 0755);
    snprintf(path, sizeof path, "%s/%s", base, p->name);
    if (!s->crashed) {
        FILE *in = fopen(s->exe, "rb");
        if (in) {
            uint8_t *copy = xcalloc(p->size, 1);
            size_t n = fread(copy, 1, p->size, in);
            fclose(in);
            write_file(path, copy, n);
            free(copy);
        }
        r->crash_mutants++;
    }
    char err_copy[4300];
    snprintf(err_copy, sizeof err_copy, "%s/stderr.%s", base, r->modes[s->mode].name);
    FILE *in = fopen(s->err, "rb"), *out = fopen(err_copy, "wb");
    if (in && out) {
        char chunk[8192];
        size_t n;
        while ((n = fread(chunk, 1, sizeof chunk, in)) > 0)
            fwrite(chunk, 1, n, out);
    }
    if (in) fclose(in);
    if (out) fclose(out);
    /* program<TAB>seed<TAB>mode<TAB>detail<TAB>mutant<TAB>mutations */
    fprintf(r->crashes, "%s\t%" PRIu64 "\t%s\t%s\t%s\t%s\n", p->path, s->job.seed,
            r->modes[s->mode].name, detail, path, s->log);
    fflush(r->crashes);
    s->crashed = true;
}

static void start_mutant(Runner *r, Slot *s, Job job) {
    const Program *p = r->programs[job.program];
    mutate(p, job.seed, r->buffer, s->log, sizeof s->log);
    snprintf(s->exe, sizeof s->exe, "%s/%s", s->dir, p->name);
    if (!write_file(s->exe, r->buffer, p->size)) {
        fprintf(stderr, "fuzz_il: cannot write %s\n", s->exe);
        exit(2);
    }
    s->job = job;
    s->mode = 0;
    s->crashed = false;
    s->busy = true;
    s->pid = spawn(r, s);
    r->mutants++;
}

static void finish_run(Runner *r, Slot *s, int status, bool timed_out) {
    static char err[65536];
    char detail[512];
    read_tail(s->err, err, sizeof err);
    enum Outcome o = classify(status, timed_out, err, detail, sizeof detail);
    r->runs++;
    r->outcomes[o]++;
    if (o == OUT_CRASH) record_crash(r, s, detail);
    if (o == OUT_TIMEOUT) {
        fprintf(r->timeouts, "%s\t%" PRIu64 "\t%s\t%s\n", r->programs[s->job.program]->path,
                s->job.seed, r->modes[s->mode].name, s->log);
        fflush(r->timeouts);
    }
    if (++s->mode < r->mode_count) {
        s->pid = spawn(r, s);
    } else {
        s->busy = false;
    }
}

static void print_stats(Runner *r, double elapsed) {
    printf("fuzz_il: %" PRIu64 " mutants, %" PRIu64 " runs in %.1f s (%.1f mutants/s);", r->mutants,
           r->runs, elapsed, elapsed > 0 ? r->mutants / elapsed : 0.0);
    for (int o = 0; o < OUT_COUNT; o++)
        printf(" %s %" PRIu64 ",", outcome_names[o], r->outcomes[o]);
    printf(" crashing mutants %" PRIu64 "\n", r->crash_mutants);
    fflush(stdout);
}

/* Runs jobs from next_job() until it returns false, `jobs` mutants at a time, each mutant in
 * every mode one after the other.  Children are reaped from SIGCHLD (blocked, waited for with
 * sigtimedwait) so a run's end is noticed at once and a timeout at its deadline. */
static void run_jobs(Runner *r, int jobs, bool (*next_job)(void *, Job *), void *context,
                     double stop_at) {
    Slot *slots = xcalloc((size_t)jobs, sizeof *slots);
    for (int i = 0; i < jobs; i++) {
        snprintf(slots[i].dir, sizeof slots[i].dir, "%s/work/%d", r->out, i);
        mkdir(slots[i].dir, 0755);
        snprintf(slots[i].err, sizeof slots[i].err, "%s/work/%d.stderr", r->out, i);
    }
    sigset_t chld;
    sigemptyset(&chld);
    sigaddset(&chld, SIGCHLD);
    sigprocmask(SIG_BLOCK, &chld, NULL);
    double start = now_seconds(), last_report = start;
    bool more = true;
    for (;;) {
        for (int i = 0; i < jobs && more; i++) {
            Job job;
            if (slots[i].busy) continue;
            if ((stop_at > 0 && now_seconds() >= stop_at) || !next_job(context, &job)) {
                more = false;
                break;
            }
            start_mutant(r, &slots[i], job);
        }
        int busy = 0;
        for (int i = 0; i < jobs; i++)
            busy += slots[i].busy;
        if (!busy && !more) break;
        /* wait for a child, at most until the nearest deadline */
        struct timespec now, wait = {0, 50 * 1000 * 1000};
        clock_gettime(CLOCK_MONOTONIC, &now);
        for (int i = 0; i < jobs; i++) {
            if (!slots[i].busy) continue;
            double left = (slots[i].deadline.tv_sec - now.tv_sec) +
                          (slots[i].deadline.tv_nsec - now.tv_nsec) / 1e9;
            if (left < 0) left = 0;
            if (left < wait.tv_sec + wait.tv_nsec / 1e9) {
                wait.tv_sec = (time_t)left;
                wait.tv_nsec = (long)((left - (double)(time_t)left) * 1e9);
            }
        }
        sigtimedwait(&chld, NULL, &wait);
        for (;;) {
            int status;
            pid_t pid = waitpid(-1, &status, WNOHANG);
            if (pid <= 0) break;
            for (int i = 0; i < jobs; i++) {
                if (slots[i].busy && slots[i].pid == pid) {
                    killpg(pid, SIGKILL); /* threads are gone with it; anything it forked is not */
                    finish_run(r, &slots[i], status, false);
                }
            }
        }
        clock_gettime(CLOCK_MONOTONIC, &now);
        for (int i = 0; i < jobs; i++) {
            Slot *s = &slots[i];
            if (!s->busy || now.tv_sec < s->deadline.tv_sec ||
                (now.tv_sec == s->deadline.tv_sec && now.tv_nsec < s->deadline.tv_nsec))
                continue;
            int status;
            killpg(s->pid, SIGKILL);
            kill(s->pid, SIGKILL);
            waitpid(s->pid, &status, 0);
            finish_run(r, s, status, true);
        }
        double t = now_seconds();
        if (t - last_report >= 30) {
            last_report = t;
            print_stats(r, t - start);
        }
    }
    print_stats(r, now_seconds() - start);
    free(slots);
}

/* Random jobs: mutant i of a run with base seed S has seed S + i, and its program is chosen
 * by that seed, so any mutant of any run is rebuilt from (program, seed) alone. */
typedef struct {
    Runner *r;
    uint64_t next, end; /* end 0: no limit */
} RandomJobs;

static bool next_random(void *context, Job *job) {
    RandomJobs *j = context;
    if (j->end && j->next >= j->end) return false;
    job->seed = j->next++;
    job->program = (uint32_t)(mix64(job->seed) % j->r->program_count);
    return true;
}

/* Listed jobs (the deterministic smoke run): lines "PROGRAM.exe FIRST[-LAST]". */
typedef struct {
    Runner *r;
    Job *jobs;
    size_t count, next;
} ListJobs;

static bool next_listed(void *context, Job *job) {
    ListJobs *j = context;
    if (j->next >= j->count) return false;
    *job = j->jobs[j->next++];
    return true;
}

/* PATH or PATH@SECONDS (a timeout of its own, for programs quicker than most). */
static uint32_t add_program(Runner *r, const char *spec) {
    char path[4096];
    snprintf(path, sizeof path, "%s", spec);
    char *at = strrchr(path, '@');
    double timeout = 0;
    if (at) {
        *at = 0;
        timeout = atof(at + 1);
    }
    for (uint32_t i = 0; i < r->program_count; i++)
        if (strcmp(r->programs[i]->path, path) == 0) return i;
    char error[512];
    Program *p = program_load(path, error, sizeof error);
    if (!p) {
        fprintf(stderr, "fuzz_il: skipping %s\n", error);
        return UINT32_MAX;
    }
    p->timeout = timeout;
    Program **n = realloc(r->programs, (r->program_count + 1) * sizeof *n);
    if (!n) exit(2);
    r->programs = n;
    r->programs[r->program_count] = p;
    return r->program_count++;
}

static void parse_mode(Runner *r, const char *spec) {
    /* "NAME:VAR=VALUE VAR=VALUE" */
    Mode *n = realloc(r->modes, (size_t)(r->mode_count + 1) * sizeof *n);
    if (!n) exit(2);
    r->modes = n;
    Mode *m = &r->modes[r->mode_count++];
    memset(m, 0, sizeof *m);
    const char *colon = strchr(spec, ':');
    m->name = colon ? strndup(spec, (size_t)(colon - spec)) : strdup(spec);
    char *vars = strdup(colon ? colon + 1 : "");
    for (char *save = NULL, *v = strtok_r(vars, " ", &save); v; v = strtok_r(NULL, " ", &save)) {
        char **e = realloc(m->env, (size_t)(m->env_count + 1) * sizeof *e);
        if (!e) exit(2);
        m->env = e;
        m->env[m->env_count++] = strdup(v);
    }
    free(vars);
}

static int usage(void) {
    fprintf(stderr, "usage: fuzz_il mutate PROGRAM.exe SEED OUT.exe\n"
                    "       fuzz_il run [options] CORVID PROGRAM.exe[@TIMEOUT]...\n"
                    "options:\n"
                    "  -o DIR      output directory (work/, pending/, crashes.tsv, timeouts.tsv);\n"
                    "              default build/fuzz-il\n"
                    "  -s SECONDS  stop starting mutants after this long\n"
                    "  -n COUNT    run this many mutants (seeds BASE .. BASE+COUNT-1)\n"
                    "  -S BASE     first seed (default 1)\n"
                    "  -L FILE     run the listed jobs instead: lines 'PROGRAM.exe FIRST[-LAST]'\n"
                    "  -j JOBS     mutants run at a time (default 2)\n"
                    "  -t SECONDS  timeout of one run (default 3)\n"
                    "  -m MODE     'NAME:VAR=VALUE ...', repeatable (default interp + default)\n"
                    "  -M MB       address-space limit of a run (0: none)\n");
    return 2;
}

static int command_mutate(int argc, char **argv) {
    if (argc != 5) return usage();
    char error[512];
    Program *p = program_load(argv[2], error, sizeof error);
    if (!p) {
        fprintf(stderr, "fuzz_il: %s\n", error);
        return 1;
    }
    uint8_t *out = xcalloc(p->size, 1);
    char log[1024];
    mutate(p, strtoull(argv[3], NULL, 0), out, log, sizeof log);
    if (!write_file(argv[4], out, p->size)) {
        fprintf(stderr, "fuzz_il: cannot write %s\n", argv[4]);
        return 1;
    }
    printf("%s\n", log);
    return 0;
}

static int command_run(int argc, char **argv) {
    Runner r = {.out = "build/fuzz-il", .timeout = 3};
    double seconds = 0;
    uint64_t count = 0, base = 1;
    int jobs = 2, opt;
    const char *list = NULL;
    optind = 2;
    while ((opt = getopt(argc, argv, "o:s:n:S:L:j:t:m:M:")) != -1) {
        switch (opt) {
        case 'o':
            r.out = optarg;
            break;
        case 's':
            seconds = atof(optarg);
            break;
        case 'n':
            count = strtoull(optarg, NULL, 0);
            break;
        case 'S':
            base = strtoull(optarg, NULL, 0);
            break;
        case 'L':
            list = optarg;
            break;
        case 'j':
            jobs = atoi(optarg);
            break;
        case 't':
            r.timeout = atof(optarg);
            break;
        case 'm':
            parse_mode(&r, optarg);
            break;
        case 'M':
            r.rlimit_mb = strtoull(optarg, NULL, 0);
            break;
        default:
            return usage();
        }
    }
    if (optind >= argc || jobs < 1 || r.timeout <= 0) return usage();
    /* absolute: runs start in their own work directory */
    static char corvid[4096], out[4096];
    if (!realpath(argv[optind], corvid) || access(corvid, X_OK) != 0) {
        fprintf(stderr, "fuzz_il: %s is not an executable\n", argv[optind]);
        return 2;
    }
    r.corvid = corvid;
    optind++;
    if (!r.mode_count) {
        parse_mode(&r, "interp:CORVID_InterpretOnly=1");
        parse_mode(&r, "default:");
    }
    char path[4200];
    mkdir(r.out, 0755);
    if (!realpath(r.out, out)) {
        fprintf(stderr, "fuzz_il: cannot create %s\n", r.out);
        return 2;
    }
    r.out = out;
    snprintf(path, sizeof path, "%s/work", r.out);
    mkdir(path, 0755);
    snprintf(path, sizeof path, "%s/pending", r.out);
    mkdir(path, 0755);
    snprintf(path, sizeof path, "%s/crashes.tsv", r.out);
    r.crashes = fopen(path, "w");
    snprintf(path, sizeof path, "%s/timeouts.tsv", r.out);
    r.timeouts = fopen(path, "w");
    if (!r.crashes || !r.timeouts) {
        fprintf(stderr, "fuzz_il: cannot write %s\n", path);
        return 2;
    }
    ListJobs listed = {&r, NULL, 0, 0};
    if (list) {
        FILE *f = fopen(list, "r");
        if (!f) {
            fprintf(stderr, "fuzz_il: cannot read %s\n", list);
            return 2;
        }
        char line[4096], program[4096];
        size_t cap = 0;
        while (fgets(line, sizeof line, f)) {
            uint64_t first, last;
            char *hash = strchr(line, '#');
            if (hash) *hash = 0;
            int n = sscanf(line, "%4095s %" SCNu64 "-%" SCNu64, program, &first, &last);
            if (n < 2) continue;
            if (n == 2) last = first;
            uint32_t index = add_program(&r, program);
            if (index == UINT32_MAX) continue;
            for (uint64_t seed = first; seed <= last; seed++) {
                if (listed.count == cap) {
                    cap = cap ? cap * 2 : 256;
                    Job *j = realloc(listed.jobs, cap * sizeof *j);
                    if (!j) exit(2);
                    listed.jobs = j;
                }
                listed.jobs[listed.count++] = (Job){index, seed};
            }
        }
        fclose(f);
    } else {
        for (int i = optind; i < argc; i++)
            add_program(&r, argv[i]);
    }
    if (!r.program_count) {
        fprintf(stderr, "fuzz_il: no usable programs\n");
        return 2;
    }
    size_t largest = 0;
    for (uint32_t i = 0; i < r.program_count; i++)
        if (r.programs[i]->size > largest) largest = r.programs[i]->size;
    r.buffer = xcalloc(largest, 1);
    signal(SIGPIPE, SIG_IGN);
    double stop_at = seconds > 0 ? now_seconds() + seconds : 0;
    if (list) {
        run_jobs(&r, jobs, next_listed, &listed, stop_at);
    } else {
        if (!count && !seconds) count = 1000;
        RandomJobs random = {&r, base, count ? base + count : 0};
        run_jobs(&r, jobs, next_random, &random, stop_at);
    }
    fclose(r.crashes);
    fclose(r.timeouts);
    return 0;
}

int main(int argc, char **argv) {
    opcodes_init();
    if (argc >= 2 && strcmp(argv[1], "mutate") == 0) return command_mutate(argc, argv);
    if (argc >= 2 && strcmp(argv[1], "run") == 0) return command_run(argc, argv);
    return usage();
}
