/*
 * host_version.c — SemVer 2 as the .NET host reads framework folder names (fx_ver): three
 * numbers without leading zeros, an optional "-pre.release" and "+build"; ordering per
 * semver.org section 11 (build metadata ignored, numeric identifiers below alphanumeric ones).
 */
#include "host/host_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool is_digit(char c) { return c >= '0' && c <= '9'; }

/* Digits only, no leading zero, fits an int. */
static bool parse_number(const char *s, size_t n, int *out) {
    if (n == 0 || n > 9) return false;
    for (size_t i = 0; i < n; i++)
        if (!is_digit(s[i])) return false;
    if (n > 1 && s[0] == '0') return false;
    int v = 0;
    for (size_t i = 0; i < n; i++) v = v * 10 + (s[i] - '0');
    *out = v;
    return true;
}

/* "-a.b" or "+a.b": dot-separated non-empty [0-9A-Za-z-] identifiers; in a pre-release a
 * numeric identifier has no leading zero. */
static bool valid_identifiers(const char *s, size_t n, bool build) {
    size_t start = 1;
    for (size_t i = 1; i <= n; i++) {
        if (i < n && s[i] != '.') {
            char c = s[i];
            if (!(is_digit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '-')) return false;
            continue;
        }
        size_t len = i - start;
        if (len == 0) return false;
        if (!build && len > 1 && s[start] == '0') {
            bool numeric = true;
            for (size_t j = start; j < i; j++) numeric &= is_digit(s[j]);
            if (numeric) return false;
        }
        start = i + 1;
    }
    return true;
}

bool host_version_parse(const char *text, HostVersion *out) {
    memset(out, 0, sizeof *out);
    out->major = out->minor = out->patch = -1;
    const char *dot1 = strchr(text, '.');
    if (!dot1) return false;
    const char *dot2 = strchr(dot1 + 1, '.');
    if (!dot2) return false;
    const char *p = dot2 + 1;
    size_t patch_len = 0;
    while (is_digit(p[patch_len])) patch_len++;
    int major, minor, patch;
    if (!parse_number(text, (size_t)(dot1 - text), &major) ||
        !parse_number(dot1 + 1, (size_t)(dot2 - dot1 - 1), &minor) || !parse_number(p, patch_len, &patch))
        return false;
    const char *rest = p + patch_len;
    const char *plus = strchr(rest, '+');
    size_t pre_len = plus ? (size_t)(plus - rest) : strlen(rest);
    size_t build_len = plus ? strlen(plus) : 0;
    if (pre_len && (rest[0] != '-' || !valid_identifiers(rest, pre_len, false))) return false;
    if (build_len && !valid_identifiers(plus, build_len, true)) return false;
    if (pre_len >= sizeof out->pre || build_len >= sizeof out->build) return false;
    memcpy(out->pre, rest, pre_len);
    if (build_len) memcpy(out->build, plus, build_len);
    out->major = major, out->minor = minor, out->patch = patch;
    return true;
}

static size_t identifier_length(const char *s) {
    size_t n = 0;
    while (s[n] && s[n] != '.') n++;
    return n;
}

static bool all_digits(const char *s, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (!is_digit(s[i])) return false;
    return n > 0;
}

int host_version_compare(const HostVersion *a, const HostVersion *b) {
    if (a->major != b->major) return a->major > b->major ? 1 : -1;
    if (a->minor != b->minor) return a->minor > b->minor ? 1 : -1;
    if (a->patch != b->patch) return a->patch > b->patch ? 1 : -1;
    bool a_release = !a->pre[0], b_release = !b->pre[0];
    if (a_release || b_release) return a_release == b_release ? 0 : (a_release ? 1 : -1);
    const char *x = a->pre + 1, *y = b->pre + 1;
    for (;;) {
        size_t xl = identifier_length(x), yl = identifier_length(y);
        bool xn = all_digits(x, xl), yn = all_digits(y, yl);
        int c;
        if (xn && yn) {
            /* no leading zeros, so the longer number is the larger */
            c = xl != yl ? (xl > yl ? 1 : -1) : strncmp(x, y, xl);
        } else if (xn || yn) {
            c = xn ? -1 : 1;
        } else {
            size_t n = xl < yl ? xl : yl;
            c = strncmp(x, y, n);
            if (c == 0 && xl != yl) c = xl > yl ? 1 : -1;
        }
        if (c) return c > 0 ? 1 : -1;
        x += xl, y += yl;
        if (!*x || !*y) return *x ? 1 : (*y ? -1 : 0); /* more identifiers rank higher */
        x++, y++;
    }
}

void host_version_format(const HostVersion *v, char *buffer, size_t size) {
    snprintf(buffer, size, "%d.%d.%d%s%s", v->major, v->minor, v->patch, v->pre, v->build);
}
