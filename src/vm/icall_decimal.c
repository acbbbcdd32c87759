/*
 * icall_decimal.c — System.Decimal arithmetic: a 96-bit unsigned mantissa, a sign and a
 * scale 0..28 (value = (-1)^sign * mantissa / 10^scale), with .NET's semantics: exact
 * results when they fit, otherwise rounded half to even to the largest scale (<= 28) whose
 * mantissa fits in 96 bits; OverflowException when even scale 0 does not fit.
 *
 * All internal calls take decimals by reference (args[i].p points at the C# struct, whose
 * field order is flags, hi, lo, mid like .NET's).  Intermediate values are 384-bit unsigned
 * integers (12 x 32-bit limbs, little endian), enough for a 96-bit mantissa times 10^57.
 */
#include "vm/icall.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    int32_t flags;
    uint32_t hi, lo, mid;
} Dec;

#define DEC_SIGN 0x80000000u
#define DEC_SCALE(d) ((int)(((uint32_t)(d)->flags >> 16) & 0xFF))
#define DEC_NEG(d) (((uint32_t)(d)->flags & DEC_SIGN) != 0)

#define LIMBS 12
typedef struct { uint32_t w[LIMBS]; } Big;

static const char OVERFLOW_MSG[] = "Value was either too large or too small for a Decimal.";

static void big_from_dec(Big *b, const Dec *d) {
    memset(b, 0, sizeof *b);
    b->w[0] = d->lo; b->w[1] = d->mid; b->w[2] = d->hi;
}

static bool big_is_zero(const Big *b) {
    for (int i = 0; i < LIMBS; i++) if (b->w[i]) return false;
    return true;
}

/* true when b fits in 96 bits */
static bool big_fits96(const Big *b) {
    for (int i = 3; i < LIMBS; i++) if (b->w[i]) return false;
    return true;
}

/* b *= m; returns false on overflow of the 384-bit value */
static bool big_mul_small(Big *b, uint32_t m) {
    uint64_t carry = 0;
    for (int i = 0; i < LIMBS; i++) {
        uint64_t t = (uint64_t)b->w[i] * m + carry;
        b->w[i] = (uint32_t)t;
        carry = t >> 32;
    }
    return carry == 0;
}

static bool big_mul_pow10(Big *b, int n) {
    while (n >= 9) { if (!big_mul_small(b, 1000000000u)) return false; n -= 9; }
    static const uint32_t p[] = {1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000};
    return n == 0 || big_mul_small(b, p[n]);
}

/* b /= d; returns the remainder */
static uint32_t big_div_small(Big *b, uint32_t d) {
    uint64_t rem = 0;
    for (int i = LIMBS - 1; i >= 0; i--) {
        uint64_t t = (rem << 32) | b->w[i];
        b->w[i] = (uint32_t)(t / d);
        rem = t % d;
    }
    return (uint32_t)rem;
}

static void big_add(Big *a, const Big *b) {
    uint64_t carry = 0;
    for (int i = 0; i < LIMBS; i++) {
        uint64_t t = (uint64_t)a->w[i] + b->w[i] + carry;
        a->w[i] = (uint32_t)t;
        carry = t >> 32;
    }
}

/* a -= b (a >= b) */
static void big_sub(Big *a, const Big *b) {
    int64_t borrow = 0;
    for (int i = 0; i < LIMBS; i++) {
        int64_t t = (int64_t)a->w[i] - b->w[i] - borrow;
        borrow = t < 0;
        a->w[i] = (uint32_t)t;
    }
}

static int big_cmp(const Big *a, const Big *b) {
    for (int i = LIMBS - 1; i >= 0; i--)
        if (a->w[i] != b->w[i]) return a->w[i] < b->w[i] ? -1 : 1;
    return 0;
}

static int big_bits(const Big *b) {
    for (int i = LIMBS - 1; i >= 0; i--)
        if (b->w[i]) return i * 32 + 32 - __builtin_clz(b->w[i]);
    return 0;
}

static void big_mul(Big *r, const Big *a, const Big *b) {
    Big t;
    memset(&t, 0, sizeof t);
    for (int i = 0; i < LIMBS; i++) {
        if (!a->w[i]) continue;
        uint64_t carry = 0;
        for (int j = 0; i + j < LIMBS; j++) {
            uint64_t x = (uint64_t)a->w[i] * b->w[j] + t.w[i + j] + carry;
            t.w[i + j] = (uint32_t)x;
            carry = x >> 32;
        }
    }
    *r = t;
}

/* q = a / b, r = a % b (b != 0), shift-subtract */
static void big_divmod(Big *q, Big *r, const Big *a, const Big *b) {
    Big quot, rem;
    memset(&quot, 0, sizeof quot);
    memset(&rem, 0, sizeof rem);
    int n = big_bits(a);
    if (big_fits96(b) && b->w[1] == 0 && b->w[2] == 0) {
        quot = *a;
        uint32_t m = big_div_small(&quot, b->w[0]);
        rem.w[0] = m;
        *q = quot; *r = rem;
        return;
    }
    for (int i = n - 1; i >= 0; i--) {
        /* rem = rem << 1 | bit i */
        uint32_t carry = (a->w[i / 32] >> (i % 32)) & 1;
        for (int k = 0; k < LIMBS; k++) {
            uint32_t nc = rem.w[k] >> 31;
            rem.w[k] = (rem.w[k] << 1) | carry;
            carry = nc;
        }
        if (big_cmp(&rem, b) >= 0) {
            big_sub(&rem, b);
            quot.w[i / 32] |= 1u << (i % 32);
        }
    }
    *q = quot; *r = rem;
}

/* Bring m (value m / 10^scale) to a scale <= 28 with a 96-bit mantissa, rounding half to
 * even; `sticky` says nonzero digits lie below m.  Returns false on overflow; *inexact
 * (optional) tells whether any nonzero digit was dropped. */
static bool dec_finish(Big *m, int scale, bool neg, bool sticky, Dec *out, bool *inexact) {
    int last = -1;
    while (scale > 28 || !big_fits96(m)) {
        if (scale == 0) return false;
        if (last > 0) sticky = true;
        last = (int)big_div_small(m, 10);
        scale--;
    }
    if (last >= 0) {
        if (last > 5 || (last == 5 && (sticky || (m->w[0] & 1)))) {
            Big one;
            memset(&one, 0, sizeof one);
            one.w[0] = 1;
            big_add(m, &one);
            if (!big_fits96(m)) {
                if (scale == 0) return false;
                big_div_small(m, 10); /* 2^96 / 10, remainder 6: round up */
                big_add(m, &one);
                scale--;
            }
        }
        if (last > 0) sticky = true;
    }
    if (inexact) *inexact = sticky;
    out->lo = m->w[0]; out->mid = m->w[1]; out->hi = m->w[2];
    bool zero = !m->w[0] && !m->w[1] && !m->w[2];
    out->flags = (int32_t)(((uint32_t)scale << 16) | (neg && !zero ? DEC_SIGN : 0));
    return true;
}

static void throw_overflow(Thread *thread) {
    vm_throw_new(thread, "System.OverflowException", OVERFLOW_MSG);
}

/* Align a and b to the larger scale; returns that scale. */
static int align(Big *x, Big *y, const Dec *a, const Dec *b) {
    big_from_dec(x, a);
    big_from_dec(y, b);
    int sa = DEC_SCALE(a), sb = DEC_SCALE(b);
    if (sa < sb) { big_mul_pow10(x, sb - sa); return sb; }
    if (sb < sa) big_mul_pow10(y, sa - sb);
    return sa;
}

/* static void DecAdd(ref decimal a, ref decimal b, bool negateB, out decimal result) */
static void dec_add(Thread *thread, Slot *args, Slot *result) {
    const Dec *a = args[0].p, *b = args[1].p;
    bool negb = args[2].i4 != 0;
    Dec *out = args[3].p;
    Big x, y;
    int scale = align(&x, &y, a, b);
    bool na = DEC_NEG(a), nb = DEC_NEG(b) ^ negb;
    bool neg;
    if (na == nb) { big_add(&x, &y); neg = na; }
    else if (big_cmp(&x, &y) >= 0) { big_sub(&x, &y); neg = na; }
    else { big_sub(&y, &x); x = y; neg = nb; }
    if (!dec_finish(&x, scale, neg, false, out, NULL)) throw_overflow(thread);
}

/* static void DecMul(ref decimal a, ref decimal b, out decimal result) */
static void dec_mul(Thread *thread, Slot *args, Slot *result) {
    const Dec *a = args[0].p, *b = args[1].p;
    Dec *out = args[2].p;
    Big x, y;
    big_from_dec(&x, a);
    big_from_dec(&y, b);
    bool small = a->hi == 0 && a->mid == 0 && b->hi == 0 && b->mid == 0;
    int scale = DEC_SCALE(a) + DEC_SCALE(b);
    big_mul(&x, &x, &y);
    /* like .NET: a zero product of wide operands, or one scaled far below 10^-28, is plain 0 */
    if ((!small && big_is_zero(&x)) || (small && scale > 28 + 19)) { memset(out, 0, sizeof *out); return; }
    if (!dec_finish(&x, scale, DEC_NEG(a) != DEC_NEG(b), false, out, NULL)) throw_overflow(thread);
}

static void strip_zeros(Dec *d, int min_scale) {
    Big m;
    big_from_dec(&m, d);
    int scale = DEC_SCALE(d);
    while (scale > min_scale && !big_is_zero(&m)) {
        Big t = m;
        if (big_div_small(&t, 10) != 0) break;
        m = t;
        scale--;
    }
    if (big_is_zero(&m) && scale > min_scale) scale = min_scale;
    d->lo = m.w[0]; d->mid = m.w[1]; d->hi = m.w[2];
    d->flags = (int32_t)(((uint32_t)d->flags & DEC_SIGN) | ((uint32_t)scale << 16));
}

/* static void DecDiv(ref decimal a, ref decimal b, out decimal result) */
static void dec_div(Thread *thread, Slot *args, Slot *result) {
    const Dec *a = args[0].p, *b = args[1].p;
    Dec *out = args[2].p;
    Big x, y, q, r;
    big_from_dec(&x, a);
    big_from_dec(&y, b);
    if (big_is_zero(&y)) {
        vm_throw_new(thread, "System.DivideByZeroException", "Attempted to divide by zero.");
        return;
    }
    bool neg = DEC_NEG(a) != DEC_NEG(b);
    int s0 = DEC_SCALE(a) - DEC_SCALE(b);
    if (s0 < 0) { big_mul_pow10(&x, -s0); s0 = 0; }
    big_divmod(&q, &r, &x, &y);
    if (big_is_zero(&r)) {
        if (!dec_finish(&q, s0, neg, false, out, NULL)) throw_overflow(thread);
        return;
    }
    /* inexact at the natural scale: compute to scale 29 and round */
    int k = 29 - s0;
    big_mul_pow10(&x, k);
    big_divmod(&q, &r, &x, &y);
    bool inexact;
    if (!dec_finish(&q, 29, neg, !big_is_zero(&r), out, &inexact)) { throw_overflow(thread); return; }
    /* .NET removes trailing zeros of a quotient it had to extend past the natural scale */
    strip_zeros(out, inexact ? 0 : s0);
}

/* static void DecRem(ref decimal a, ref decimal b, out decimal result): sign of a; like
 * .NET, a itself (its scale unchanged) when a is zero or |a| < |b|. */
static void dec_rem(Thread *thread, Slot *args, Slot *result) {
    const Dec *a = args[0].p, *b = args[1].p;
    Dec *out = args[2].p;
    Big x, y, q, r;
    int scale = align(&x, &y, a, b);
    if (big_is_zero(&y)) {
        vm_throw_new(thread, "System.DivideByZeroException", "Attempted to divide by zero.");
        return;
    }
    if (big_is_zero(&x) || big_cmp(&x, &y) < 0) { *out = *a; return; }
    big_divmod(&q, &r, &x, &y);
    if (!dec_finish(&r, scale, DEC_NEG(a), false, out, NULL)) throw_overflow(thread);
}

/* static int DecCompare(ref decimal a, ref decimal b) */
static void dec_compare(Thread *thread, Slot *args, Slot *result) {
    const Dec *a = args[0].p, *b = args[1].p;
    Big x, y;
    align(&x, &y, a, b);
    bool za = big_is_zero(&x), zb = big_is_zero(&y);
    bool na = DEC_NEG(a) && !za, nb = DEC_NEG(b) && !zb;
    int r;
    if (na != nb) r = na ? -1 : 1;
    else {
        r = big_cmp(&x, &y);
        if (na) r = -r;
    }
    result[0].i4 = r;
}

/* static void DecRound(ref decimal d, int decimals, int mode, out decimal result)
 * mode: 0 ToEven, 1 AwayFromZero, 2 ToZero, 3 ToNegativeInfinity, 4 ToPositiveInfinity */
static void dec_round(Thread *thread, Slot *args, Slot *result) {
    const Dec *d = args[0].p;
    int decimals = args[1].i4, mode = args[2].i4;
    Dec *out = args[3].p;
    int scale = DEC_SCALE(d);
    if (scale <= decimals) { *out = *d; return; }
    Big m;
    big_from_dec(&m, d);
    bool neg = DEC_NEG(d);
    int last = 0;
    bool sticky = false;
    while (scale > decimals) {
        if (last) sticky = true;
        last = (int)big_div_small(&m, 10);
        scale--;
    }
    bool up = false;
    bool any = last != 0 || sticky;
    switch (mode) {
    case 0: up = last > 5 || (last == 5 && (sticky || (m.w[0] & 1))); break;
    case 1: up = last >= 5; break;
    case 2: up = false; break;
    case 3: up = neg && any; break;
    case 4: up = !neg && any; break;
    }
    if (up) {
        Big one;
        memset(&one, 0, sizeof one);
        one.w[0] = 1;
        big_add(&m, &one);
    }
    if (!dec_finish(&m, scale, neg, false, out, NULL)) throw_overflow(thread);
}

/* static string DecDigits(ref decimal d): the mantissa in decimal ("0" for zero) */
static void dec_digits(Thread *thread, Slot *args, Slot *result) {
    const Dec *d = args[0].p;
    Big m;
    big_from_dec(&m, d);
    char buf[40];
    int p = 39;
    buf[p] = 0;
    do { buf[--p] = (char)('0' + big_div_small(&m, 10)); } while (!big_is_zero(&m));
    result[0].o = (Object *)vm_new_string_utf8(thread, buf + p);
}

/* static double DecToDouble(ref decimal d): correctly rounded via strtod */
static void dec_to_double(Thread *thread, Slot *args, Slot *result) {
    const Dec *d = args[0].p;
    Big m;
    big_from_dec(&m, d);
    char buf[48];
    int p = 40;
    buf[p] = 0;
    do { buf[--p] = (char)('0' + big_div_small(&m, 10)); } while (!big_is_zero(&m));
    char text[64];
    snprintf(text, sizeof text, "%s%se-%d", DEC_NEG(d) ? "-" : "", buf + p, DEC_SCALE(d));
    result[0].r8 = strtod(text, NULL);
}

/* Digits in `digits` (ASCII '0'..'9', may be long) times 10^-scale, rounded; false on overflow */
static bool dec_from_digits(const char *digits, int count, int scale, bool neg, Dec *out) {
    Big m;
    memset(&m, 0, sizeof m);
    bool sticky = false;
    for (int i = 0; i < count; i++) {
        int dgt = digits[i] - '0';
        if (big_bits(&m) > 300) {
            /* the rest only matters as rounding information */
            if (dgt) sticky = true;
            scale--;
            continue;
        }
        big_mul_small(&m, 10);
        Big t;
        memset(&t, 0, sizeof t);
        t.w[0] = (uint32_t)dgt;
        big_add(&m, &t);
    }
    if (scale < 0) {
        if (big_is_zero(&m)) scale = 0;
        else {
            if (-scale > 40) return false;
            if (!big_mul_pow10(&m, -scale)) return false;
            scale = 0;
        }
    }
    if (scale > 28 + 80) {
        /* far below the smallest decimal: zero (with rounding information only) */
        memset(&m, 0, sizeof m);
        scale = 28;
    }
    return dec_finish(&m, scale, neg, sticky, out, NULL);
}

/* static bool DecFromDigits(string digits, int scale, bool negative, out decimal result) */
static void dec_from_digits_icall(Thread *thread, Slot *args, Slot *result) {
    String *s = (String *)args[0].o;
    int32_t n = s->length;
    char *buf = malloc((size_t)n + 1);
    if (!buf) {
        vm_throw_new(thread, "System.OutOfMemoryException", "Insufficient memory to continue the execution of the program.");
        return;
    }
    for (int32_t i = 0; i < n; i++) buf[i] = (char)s->chars[i];
    buf[n] = 0;
    result[0].i4 = dec_from_digits(buf, n, args[1].i4, args[2].i4 != 0, args[3].p);
    free(buf);
}

/* .NET converts double to decimal with `digits` significant digits (15 for double, 7 for
 * float), removing trailing zeros. */
static void dec_from_binary(Thread *thread, double v, int digits, Dec *out) {
    if (v != v || v == __builtin_inf() || v == -__builtin_inf()) { throw_overflow(thread); return; }
    memset(out, 0, sizeof *out);
    if (v == 0) return;
    char text[64];
    snprintf(text, sizeof text, "%.*e", digits - 1, v);
    bool neg = text[0] == '-';
    const char *p = text + (neg ? 1 : 0);
    char mant[32];
    int n = 0;
    for (; *p && *p != 'e'; p++) if (*p >= '0' && *p <= '9') mant[n++] = *p;
    int exp = atoi(p + 1);
    /* value = mant[0].mant[1..] x 10^exp = mant x 10^(exp - (n-1)) */
    int scale = (n - 1) - exp;
    if (exp >= 29) { throw_overflow(thread); return; }
    if (!dec_from_digits(mant, n, scale, neg, out)) { throw_overflow(thread); return; }
    strip_zeros(out, 0);
}

/* static void DecFromDouble(double value, out decimal result) */
static void dec_from_double(Thread *thread, Slot *args, Slot *result) {
    dec_from_binary(thread, args[0].r8, 15, args[1].p);
}

/* static void DecFromSingle(float value, out decimal result) */
static void dec_from_single(Thread *thread, Slot *args, Slot *result) {
    dec_from_binary(thread, (double)args[0].r4, 7, args[1].p);
}

const InternalCallEntry icall_decimal_table[] = {
    {"System.Decimal::DecAdd(System.Decimal&,System.Decimal&,bool,System.Decimal&)", dec_add},
    {"System.Decimal::DecMul(System.Decimal&,System.Decimal&,System.Decimal&)", dec_mul},
    {"System.Decimal::DecDiv(System.Decimal&,System.Decimal&,System.Decimal&)", dec_div},
    {"System.Decimal::DecRem(System.Decimal&,System.Decimal&,System.Decimal&)", dec_rem},
    {"System.Decimal::DecCompare(System.Decimal&,System.Decimal&)", dec_compare},
    {"System.Decimal::DecRound(System.Decimal&,int,int,System.Decimal&)", dec_round},
    {"System.Decimal::DecDigits(System.Decimal&)", dec_digits},
    {"System.Decimal::DecToDouble(System.Decimal&)", dec_to_double},
    {"System.Decimal::DecFromDigits(string,int,bool,System.Decimal&)", dec_from_digits_icall},
    {"System.Decimal::DecFromDouble(double,System.Decimal&)", dec_from_double},
    {"System.Decimal::DecFromSingle(float,System.Decimal&)", dec_from_single},
    {NULL, NULL},
};
