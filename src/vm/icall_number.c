/*
 * icall_number.c — digit generation for double/float formatting and the decimal-to-binary
 * conversion for parsing (System.Number).  glibc's printf/strtod are exact (IEEE-correct),
 * which is what .NET Core 3.0+ formatting promises; corlib lays the digits out.
 *
 * Digits are returned as ASCII '0'..'9' without leading or trailing zeros, with `scale` the
 * position of the decimal point: value = 0.D1D2D3... x 10^scale.
 */
#include "vm/icall.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_DIGITS 780 /* corlib passes an 800-byte buffer */

/* Parse "%.Ne" output ("d.ddde[+-]x") into digits and the decimal exponent of the first one. */
static int parse_e_format(const char *text, char *digits, int *exponent) {
    int n = 0;
    const char *p = text;
    for (; *p && *p != 'e'; p++)
        if (*p >= '0' && *p <= '9') digits[n++] = *p;
    *exponent = *p == 'e' ? atoi(p + 1) : 0;
    return n;
}

static int strip_trailing_zeros(const char *digits, int n) {
    while (n > 0 && digits[n - 1] == '0') n--;
    return n;
}

static bool round_trips(const char *text, double value, bool is_single) {
    if (is_single) return strtof(text, NULL) == (float)value;
    return strtod(text, NULL) == value;
}

/* int DoubleToShortestDigits(double value, bool isSingle, byte* digits, int* scale) */
static void number_shortest(Thread *thread, Slot *args, Slot *result) {
    double value = fabs(args[0].r8);
    bool is_single = args[1].i4 != 0;
    uint8_t *out = args[2].p;
    int32_t *scale = args[3].p;
    char text[64], digits[40];
    int max = is_single ? 9 : 17;
    int n = 0, exponent = 0;
    for (int precision = 1; precision <= max; precision++) {
        snprintf(text, sizeof text, "%.*e", precision - 1, value);
        if (round_trips(text, value, is_single) || precision == max) {
            n = parse_e_format(text, digits, &exponent);
            break;
        }
    }
    n = strip_trailing_zeros(digits, n);
    memcpy(out, digits, (size_t)n);
    *scale = exponent + 1;
    result[0].i4 = n;
}

/* Round the digit string half away from zero at position `keep` (digits before the cut). */
static int round_half_up(char *digits, int n, int keep, int *scale) {
    if (keep < 0) return 0;
    if (keep >= n) return n;
    bool up = digits[keep] >= '5';
    n = keep;
    if (!up) return n;
    int i = keep - 1;
    while (i >= 0 && digits[i] == '9') i--;
    if (i < 0) {
        digits[0] = '1';
        (*scale)++;
        return 1;
    }
    digits[i]++;
    return i + 1;
}

/* int DoubleToFixedDigits(double value, int count, bool isDecimals, byte* digits, int* scale):
 * |value| rounded half away from zero (on its exact binary value) to `count` significant
 * digits, or to `count` digits after the decimal point when isDecimals. */
static void number_fixed(Thread *thread, Slot *args, Slot *result) {
    double value = fabs(args[0].r8);
    int count = args[1].i4;
    bool is_decimals = args[2].i4 != 0;
    uint8_t *out = args[3].p;
    int32_t *scale_out = args[4].p;
    result[0].i4 = 0;
    *scale_out = 0;
    if (value == 0 || !isfinite(value)) return;
    static __thread char text[MAX_DIGITS + 64], digits[MAX_DIGITS + 40];
    int exponent;
    snprintf(text, sizeof text, "%.20e", value);
    parse_e_format(text, digits, &exponent);
    int significant = is_decimals ? exponent + 1 + count : count;
    if (significant > MAX_DIGITS) significant = MAX_DIGITS;
    if (significant < -1) return; /* far below half a unit of the last place */
    int precision = (significant < 1 ? 1 : significant) + 25;
    if (precision > MAX_DIGITS + 20) precision = MAX_DIGITS + 20;
    snprintf(text, sizeof text, "%.*e", precision - 1, value);
    int n = parse_e_format(text, digits, &exponent);
    if (is_decimals) significant = exponent + 1 + count;
    if (significant > MAX_DIGITS) significant = MAX_DIGITS;
    int scale = exponent + 1;
    if (significant < 0) return;
    if (significant == 0) {
        if (digits[0] < '5') return;
        out[0] = '1';
        *scale_out = scale + 1;
        result[0].i4 = 1;
        return;
    }
    n = round_half_up(digits, n, significant, &scale);
    n = strip_trailing_zeros(digits, n);
    if (n <= 0) return;
    memcpy(out, digits, (size_t)n);
    *scale_out = scale;
    result[0].i4 = n;
}

/* double ParseDoubleAscii(byte* ascii): the text was validated by corlib. */
static void number_parse(Thread *thread, Slot *args, Slot *result) {
    result[0].r8 = strtod((const char *)args[0].p, NULL);
}

const InternalCallEntry icall_number_table[] = {
    {"System.Number::DoubleToShortestDigits(double,bool,byte*,int*)", number_shortest},
    {"System.Number::DoubleToFixedDigits(double,int,bool,byte*,int*)", number_fixed},
    {"System.Number::ParseDoubleAscii(byte*)", number_parse},
    {NULL, NULL},
};
