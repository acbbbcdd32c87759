/* Native side of pinvoke_native.cs (tests/framework/build.sh builds it into libpinvoke_native.so
 * beside the program): System V calls whose arguments or results go through memory. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct { double x, y, z; } Vec3;                        /* 24 bytes: class MEMORY */
typedef struct { float m[16]; } Mat4;                           /* 64 bytes */
typedef struct { int64_t a, b; } Pair;                          /* 16 bytes: two INTEGER eightbytes */
typedef struct { int32_t id; double weight; int64_t tags[3]; } Record; /* 40 bytes, mixed fields */

double vec3_dot(Vec3 a, Vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

Vec3 vec3_cross(Vec3 a, Vec3 b) {
    Vec3 r = {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
    return r;
}

Vec3 vec3_scale(Vec3 v, double k, int32_t times) {
    for (int32_t i = 0; i < times; i++) v.x *= k, v.y *= k, v.z *= k;
    return v;
}

float mat4_trace(Mat4 m) { return m.m[0] + m.m[5] + m.m[10] + m.m[15]; }

/* five integers take rdi..r8; the pair needs two registers with one left: the whole pair goes on
 * the stack and the last integer takes r9 */
int64_t pair_after_five(int64_t a, int64_t b, int64_t c, int64_t d, int64_t e, Pair p, int64_t f) {
    return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * p.a + 7 * p.b + 8 * f;
}

/* eight integers: two on the stack */
int64_t eight_integers(int64_t a, int64_t b, int64_t c, int64_t d, int64_t e, int64_t f, int64_t g, int64_t h) {
    return a - b + c - d + e - f + g - h * 100;
}

/* ten doubles: two on the stack, then an integer in rdi */
double ten_doubles(double a, double b, double c, double d, double e, double f, double g, double h, double i, double j, int32_t k) {
    return a + b + c + d + e + f + g + h + i * 10 + j * 100 + k * 1000;
}

Record record_make(int32_t id, double weight, int64_t first) {
    Record r = {id, weight, {first, first * 2, first * 3}};
    return r;
}

int64_t record_sum(int32_t scale, Record r, double bonus) {
    return (int64_t)(scale * (r.id + r.tags[0] + r.tags[1] + r.tags[2]) + r.weight + bonus);
}

/* structs whose managed form is not their native one (a bool is a 4-byte BOOL, a string a
 * char*): marshalled, then passed by the native layout's classes */
typedef struct { int32_t flag; int32_t count; const char *name; } Named;          /* INTEGER, INTEGER */
typedef struct { double w; int32_t ok; } Weighted;                                /* SSE, INTEGER */
typedef struct { int32_t a, b; const char *s; double d; char e; } Big;             /* 32 bytes: MEMORY */

static int64_t length_of(const char *s) {
    int64_t n = 0;
    while (s && s[n]) n++;
    return n;
}

int64_t named_length(Named n) { return n.flag ? length_of(n.name) * n.count : -1; }
double weighted_double(Weighted w) { return w.ok ? w.w * 2 : -1; }
double big_sum(int32_t k, Big b) { return k + b.a + (b.b ? 10 : 0) + (double)length_of(b.s) * 100 + b.d + b.e; }

/* arrays whose elements have a native form of their own */
#include <stdlib.h>
#include <string.h>

int64_t join_lengths(const char **items, int32_t count) {
    int64_t total = 0;
    for (int32_t i = 0; i < count; i++) total += items[i] ? length_of(items[i]) : -1;
    return total;
}

int32_t count_true(const int32_t *flags, int32_t n) {
    int32_t count = 0;
    for (int32_t i = 0; i < n; i++) count += flags[i] != 0;
    return count;
}

void flip_flags(int32_t *flags, int32_t n) {
    for (int32_t i = 0; i < n; i++) flags[i] = !flags[i];
}

void upper_ansi(char *chars, int32_t n) {
    for (int32_t i = 0; i < n; i++)
        if (chars[i] >= 'a' && chars[i] <= 'z') chars[i] = (char)(chars[i] - 32);
}

double sum_weighted(const Weighted *items, int32_t n) {
    double total = 0;
    for (int32_t i = 0; i < n; i++) total += items[i].ok ? items[i].w : 0;
    return total;
}

/* the runtime frees what it unmarshals (CoTaskMemFree is free on Unix): strdup'd strings */
void fill_names(char **out, int32_t n) {
    for (int32_t i = 0; i < n; i++) {
        char name[16] = "name-";
        name[5] = (char)('0' + i);
        name[6] = 0;
        out[i] = strdup(name);
    }
}

/* non-blittable struct results: the native form comes back and is unmarshalled (strings freed) */
typedef struct { int32_t ok; int32_t value; } Maybe;                      /* 8 bytes: INTEGER */
typedef struct { int32_t a, b; double w; } TwoFlags;                      /* 16 bytes: INTEGER, SSE */
typedef struct { const char *name; int32_t ok; double d; int64_t n; } Described; /* 32 bytes: MEMORY */

Maybe parse_digit(int32_t c) {
    Maybe m = {c >= '0' && c <= '9', c - '0'};
    return m;
}

TwoFlags two_flags(int32_t x) {
    TwoFlags t = {x & 1, (x & 2) != 0, x * 0.25};
    return t;
}

Described describe(int32_t k) {
    Described d = {strdup(k > 0 ? "positive" : "other"), k > 0, k * 0.5, (int64_t)k * 1000};
    return d;
}

/* beyond ten stack words: two 64-byte structs by value after the registers are full, and a
 * 200-byte struct (25 words) */
typedef struct { double v[25]; } Samples;                                /* 200 bytes: MEMORY */
double mat4_pair_sum(int64_t a, int64_t b, int64_t c, int64_t d, int64_t e, int64_t f, Mat4 x, Mat4 y, int64_t g) {
    double s = (double)(a + b + c + d + e + f + g);
    for (int i = 0; i < 16; i++) s += x.m[i] * y.m[i];
    return s;
}
double samples_mean(Samples s, int32_t n) {
    double t = 0;
    for (int i = 0; i < n && i < 25; i++) t += s.v[i];
    return n ? t / n : 0;
}

/* function pointers handed to managed code: in a struct field, and looked up by name */
typedef int32_t (*BinaryOp)(int32_t, int32_t);
static int32_t multiply(int32_t a, int32_t b) { return a * b; }
typedef struct { BinaryOp op; int32_t seed; } OpHolder;
void get_op(OpHolder *out) {
    out->op = multiply;
    out->seed = 6;
}
int64_t text_length(const char *s) { return (int64_t)strlen(s); }

/* a BSTR: its byte length precedes the characters */
int32_t bstr_byte_length(const uint16_t *s) { return s ? ((const int32_t *)s)[-1] : -1; }
int32_t bstr_first_unit(const uint16_t *s) { return s ? s[0] : -1; }

/* strings as results: malloc'd, as the caller's marshaller frees them (CoreCLR: CoTaskMemFree,
 * free() on Unix) */
char *greeting_utf8(const char *name) {
    if (!name) return NULL;
    size_t n = strlen(name);
    char *text = malloc(n + 8);
    if (text) {
        memcpy(text, "hello, ", 7);
        memcpy(text + 7, name, n + 1);
    }
    return text;
}
uint16_t *greeting_utf16(int32_t repeat) {
    uint16_t *text = malloc(((size_t)repeat * 2 + 1) * sizeof(uint16_t));
    if (!text) return NULL;
    for (int32_t i = 0; i < repeat; i++) {
        text[2 * i] = 0x00E9; /* é */
        text[2 * i + 1] = 0x4E16; /* 世 */
    }
    text[2 * repeat] = 0;
    return text;
}
char *no_text(void) { return NULL; }
