/*
 * host_json.c — the JSON reader for runtimeconfig.json and deps.json.  Accepts what the .NET
 * host's reader accepts (rapidjson with kParseCommentsFlag | kParseStopWhenDoneFlag): comments,
 * no trailing commas, anything after the root value ignored.  Errors carry rapidjson's wording
 * and the byte offset, line and column the host reports.
 */
#include "host/host_internal.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Deeper documents are refused rather than recursing without bound. */
#define MAX_DEPTH 512

typedef struct Parser {
    const char *text;
    size_t size, pos;
    int depth;
    HostJsonError *error;
    bool failed;
} Parser;

static void fail(Parser *p, size_t offset, const char *message) {
    if (p->failed) return;
    p->failed = true;
    if (!p->error) return;
    snprintf(p->error->message, sizeof p->error->message, "%s", message);
    p->error->offset = offset;
}

static int peek(const Parser *p) { return p->pos < p->size ? (unsigned char)p->text[p->pos] : -1; }

/* Whitespace and comments.  rapidjson reports an unterminated or malformed comment as
 * "Invalid value." at the comment. */
static void skip_space(Parser *p) {
    for (;;) {
        int c = peek(p);
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
            p->pos++;
            continue;
        }
        if (c != '/') return;
        size_t start = p->pos;
        if (p->pos + 1 < p->size && p->text[p->pos + 1] == '*') {
            const char *end = NULL;
            for (size_t i = p->pos + 2; i + 1 < p->size; i++)
                if (p->text[i] == '*' && p->text[i + 1] == '/') {
                    end = p->text + i;
                    break;
                }
            if (!end) {
                fail(p, start, "Invalid value.");
                return;
            }
            p->pos = (size_t)(end - p->text) + 2;
        } else if (p->pos + 1 < p->size && p->text[p->pos + 1] == '/') {
            while (p->pos < p->size && p->text[p->pos] != '\n') p->pos++;
        } else {
            fail(p, start, "Invalid value.");
            return;
        }
    }
}

static HostJson *new_value(HostJsonKind kind) {
    HostJson *v = calloc(1, sizeof *v);
    if (!v) abort();
    v->kind = kind;
    return v;
}

static void append_item(HostJson *container, char *key, HostJson *item) {
    size_t n = container->count + 1;
    if (n > container->capacity) { /* doubling: a framework's deps.json has objects of hundreds */
        container->capacity = container->capacity ? 2 * container->capacity : 4;
        container->items = realloc(container->items, container->capacity * sizeof *container->items);
        if (container->kind == HOST_JSON_OBJECT) container->keys = realloc(container->keys, container->capacity * sizeof *container->keys);
    }
    if (!container->items || (container->kind == HOST_JSON_OBJECT && !container->keys)) abort();
    container->items[n - 1] = item;
    if (container->kind == HOST_JSON_OBJECT) container->keys[n - 1] = key;
    container->count = n;
}

static int hex_value(int c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

static bool read_hex4(Parser *p, unsigned *out) {
    if (p->pos + 4 > p->size) return false;
    unsigned v = 0;
    for (int i = 0; i < 4; i++) {
        int h = hex_value((unsigned char)p->text[p->pos + i]);
        if (h < 0) return false;
        v = v << 4 | (unsigned)h;
    }
    p->pos += 4;
    *out = v;
    return true;
}

static void put_utf8(HostBuffer *b, unsigned cp) {
    char u[4];
    size_t n;
    if (cp < 0x80) u[0] = (char)cp, n = 1;
    else if (cp < 0x800) u[0] = (char)(0xC0 | cp >> 6), u[1] = (char)(0x80 | (cp & 0x3F)), n = 2;
    else if (cp < 0x10000)
        u[0] = (char)(0xE0 | cp >> 12), u[1] = (char)(0x80 | (cp >> 6 & 0x3F)), u[2] = (char)(0x80 | (cp & 0x3F)), n = 3;
    else
        u[0] = (char)(0xF0 | cp >> 18), u[1] = (char)(0x80 | (cp >> 12 & 0x3F)), u[2] = (char)(0x80 | (cp >> 6 & 0x3F)),
        u[3] = (char)(0x80 | (cp & 0x3F)), n = 4;
    host_buffer_append(b, u, n);
}

/* At the opening quote.  Returns the decoded string (malloc'd) or NULL on error. */
static char *parse_string(Parser *p, size_t *length) {
    HostBuffer b = {0};
    host_buffer_append(&b, "", 0);
    p->pos++;
    for (;;) {
        int c = peek(p);
        if (c < 0) {
            fail(p, p->pos, "Missing a closing quotation mark in string.");
            break;
        }
        if (c == '"') {
            p->pos++;
            *length = b.length;
            return b.data;
        }
        if (c == '\\') {
            size_t escape = p->pos;
            p->pos++;
            int e = peek(p);
            static const char from[] = "\"\\/bfnrt", to[] = "\"\\/\b\f\n\r\t";
            const char *hit = e > 0 ? strchr(from, e) : NULL;
            if (hit) {
                host_buffer_append(&b, &to[hit - from], 1);
                p->pos++;
                continue;
            }
            if (e != 'u') {
                fail(p, escape, "Invalid escape character in string.");
                break;
            }
            p->pos++;
            unsigned cp;
            if (!read_hex4(p, &cp)) {
                fail(p, escape, "Incorrect hex digit after \\u escape in string.");
                break;
            }
            if (cp >= 0xD800 && cp <= 0xDBFF) {
                unsigned low;
                if (!(peek(p) == '\\' && p->pos + 1 < p->size && p->text[p->pos + 1] == 'u')) {
                    fail(p, escape, "The surrogate pair in string is invalid.");
                    break;
                }
                p->pos += 2;
                if (!read_hex4(p, &low)) {
                    fail(p, escape, "Incorrect hex digit after \\u escape in string.");
                    break;
                }
                if (low < 0xDC00 || low > 0xDFFF) {
                    fail(p, escape, "The surrogate pair in string is invalid.");
                    break;
                }
                cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
            } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
                fail(p, escape, "The surrogate pair in string is invalid.");
                break;
            }
            put_utf8(&b, cp);
            continue;
        }
        if (c < 0x20) {
            fail(p, p->pos, c == 0 ? "Missing a closing quotation mark in string." : "Invalid encoding in string.");
            break;
        }
        /* a run of plain characters at once */
        size_t run = p->pos + 1;
        while (run < p->size && p->text[run] != '"' && p->text[run] != '\\' && (unsigned char)p->text[run] >= 0x20) run++;
        host_buffer_append(&b, &p->text[p->pos], run - p->pos);
        p->pos = run;
    }
    free(b.data);
    return NULL;
}

static bool is_digit(int c) { return c >= '0' && c <= '9'; }

static HostJson *parse_number(Parser *p) {
    size_t start = p->pos;
    bool negative = false;
    if (peek(p) == '-') negative = true, p->pos++;
    if (!is_digit(peek(p))) {
        fail(p, p->pos, "Invalid value.");
        return NULL;
    }
    /* JSON has no leading zeros: "01" is the number 0 followed by an unexpected "1". */
    uint64_t magnitude = 0;
    bool fits = true;
    if (peek(p) == '0') p->pos++;
    else
        while (is_digit(peek(p))) {
            unsigned d = (unsigned)(peek(p) - '0');
            if (magnitude > (UINT64_MAX - d) / 10) fits = false;
            else magnitude = magnitude * 10 + d;
            p->pos++;
        }
    bool integer = true;
    if (peek(p) == '.') {
        integer = false;
        p->pos++;
        if (!is_digit(peek(p))) {
            fail(p, p->pos, "Miss fraction part in number.");
            return NULL;
        }
        while (is_digit(peek(p))) p->pos++;
    }
    if (peek(p) == 'e' || peek(p) == 'E') {
        integer = false;
        p->pos++;
        if (peek(p) == '+' || peek(p) == '-') p->pos++;
        if (!is_digit(peek(p))) {
            fail(p, p->pos, "Miss exponent in number.");
            return NULL;
        }
        while (is_digit(peek(p))) p->pos++;
    }
    /* rapidjson keeps integers up to 2^64-1 (negative: -2^63) exactly, anything else a double */
    if (negative && magnitude > (uint64_t)INT64_MAX + 1) fits = false;
    HostJson *v = new_value(HOST_JSON_NUMBER);
    v->length = p->pos - start;
    v->text = malloc(v->length + 1);
    if (!v->text) abort();
    memcpy(v->text, p->text + start, v->length);
    v->text[v->length] = 0;
    v->is_negative = negative;
    v->is_integer = integer && fits;
    v->magnitude = v->is_integer ? magnitude : 0;
    v->number = strtod(v->text, NULL);
    if (isinf(v->number)) {
        fail(p, start, "Number too big to be stored in double.");
        host_json_free(v);
        return NULL;
    }
    return v;
}

/* rapidjson reports a misspelt literal at its first wrong character ("tru}" at the '}'). */
static bool literal(Parser *p, const char *word) {
    for (size_t i = 0; word[i]; i++)
        if (p->pos + i >= p->size || p->text[p->pos + i] != word[i]) {
            fail(p, p->pos + i, "Invalid value.");
            return false;
        }
    p->pos += strlen(word);
    return true;
}

static HostJson *parse_value(Parser *p);

static HostJson *parse_object(Parser *p) {
    HostJson *v = new_value(HOST_JSON_OBJECT);
    p->pos++;
    skip_space(p);
    if (peek(p) == '}') {
        p->pos++;
        return v;
    }
    for (;;) {
        if (p->failed) break;
        if (peek(p) != '"') {
            fail(p, p->pos, "Missing a name for object member.");
            break;
        }
        size_t length;
        char *key = parse_string(p, &length);
        if (!key) break;
        skip_space(p);
        if (peek(p) != ':') {
            free(key);
            fail(p, p->pos, "Missing a colon after a name of object member.");
            break;
        }
        p->pos++;
        skip_space(p);
        HostJson *item = parse_value(p);
        if (!item) {
            free(key);
            break;
        }
        append_item(v, key, item);
        skip_space(p);
        if (p->failed) break;
        if (peek(p) == ',') {
            p->pos++;
            skip_space(p);
            continue;
        }
        if (peek(p) == '}') {
            p->pos++;
            return v;
        }
        fail(p, p->pos, "Missing a comma or '}' after an object member.");
        break;
    }
    host_json_free(v);
    return NULL;
}

static HostJson *parse_array(Parser *p) {
    HostJson *v = new_value(HOST_JSON_ARRAY);
    p->pos++;
    skip_space(p);
    if (peek(p) == ']') {
        p->pos++;
        return v;
    }
    for (;;) {
        if (p->failed) break;
        HostJson *item = parse_value(p);
        if (!item) break;
        append_item(v, NULL, item);
        skip_space(p);
        if (p->failed) break;
        if (peek(p) == ',') {
            p->pos++;
            skip_space(p);
            continue;
        }
        if (peek(p) == ']') {
            p->pos++;
            return v;
        }
        fail(p, p->pos, "Missing a comma or ']' after an array element.");
        break;
    }
    host_json_free(v);
    return NULL;
}

static HostJson *parse_value(Parser *p) {
    if (p->failed) return NULL;
    if (++p->depth > MAX_DEPTH) {
        fail(p, p->pos, "Nesting too deep.");
        return NULL;
    }
    HostJson *v = NULL;
    switch (peek(p)) {
    case '{': v = parse_object(p); break;
    case '[': v = parse_array(p); break;
    case '"': {
        size_t length;
        char *s = parse_string(p, &length);
        if (s) {
            v = new_value(HOST_JSON_STRING);
            v->text = s;
            v->length = length;
        }
        break;
    }
    case 'n':
        if (literal(p, "null")) v = new_value(HOST_JSON_NULL);
        break;
    case 't':
        if (literal(p, "true")) v = new_value(HOST_JSON_TRUE);
        break;
    case 'f':
        if (literal(p, "false")) v = new_value(HOST_JSON_FALSE);
        break;
    default:
        if (peek(p) == '-' || is_digit(peek(p))) v = parse_number(p);
        else fail(p, p->pos, "Invalid value.");
    }
    p->depth--;
    return v;
}

/* The host's get_line_column_from_offset: 1-based, CRLF counts as one line break. */
static void line_column(const char *text, size_t size, size_t offset, int *line, int *column) {
    *line = *column = 1;
    for (size_t i = 0; i < offset && i < size; i++) {
        (*column)++;
        if (text[i] == '\n') (*line)++, *column = 1;
        else if (text[i] == '\r' && i + 1 < size && text[i + 1] == '\n') (*line)++, *column = 1, i++;
    }
}

HostJson *host_json_parse(const char *text, size_t size, HostJsonError *error) {
    if (size >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0) text += 3, size -= 3;
    Parser p = {.text = text, .size = size, .error = error};
    skip_space(&p);
    HostJson *root = NULL;
    if (!p.failed) {
        if (p.pos >= size) fail(&p, p.pos, "The document is empty.");
        else root = parse_value(&p);
    }
    if (p.failed) {
        host_json_free(root);
        if (error) line_column(text, size, error->offset, &error->line, &error->column);
        return NULL;
    }
    return root;
}

void host_json_free(HostJson *v) {
    if (!v) return;
    for (size_t i = 0; i < v->count; i++) {
        host_json_free(v->items[i]);
        if (v->keys) free(v->keys[i]);
    }
    free(v->items);
    free(v->keys);
    free(v->text);
    free(v);
}

const HostJson *host_json_member(const HostJson *object, const char *key) {
    if (!object || object->kind != HOST_JSON_OBJECT) return NULL;
    for (size_t i = 0; i < object->count; i++)
        if (strcmp(object->keys[i], key) == 0) return object->items[i];
    return NULL;
}

/* ---- writing, as rapidjson's Writer does ------------------------------------------------ */

/* Shortest digits that read back as d (rapidjson uses Grisu2, which agrees on all but rare
 * values), then rapidjson's Prettify layout: 100.0, 0.001, 1e-7, 1.5e30. */
static void write_double(HostBuffer *b, double d) {
    if (d == 0) {
        host_buffer_puts(b, signbit(d) ? "-0.0" : "0.0");
        return;
    }
    if (d < 0) host_buffer_puts(b, "-"), d = -d;
    char text[40];
    for (int precision = 1; precision <= 17; precision++) {
        snprintf(text, sizeof text, "%.*e", precision - 1, d);
        if (strtod(text, NULL) == d) break;
    }
    /* text is "D.DDDDe+XX": collect the digits and the decimal exponent */
    char digits[24];
    int length = 0;
    const char *c = text;
    for (; *c && *c != 'e'; c++)
        if (is_digit((unsigned char)*c)) digits[length++] = *c;
    while (length > 1 && digits[length - 1] == '0') length--;
    int exponent = atoi(c + 1);
    int k = exponent - (length - 1); /* value = digits x 10^k */
    int kk = length + k;             /* position of the decimal point */
    if (k >= 0 && kk <= 21) {
        host_buffer_append(b, digits, (size_t)length);
        for (int i = 0; i < k; i++) host_buffer_puts(b, "0");
        host_buffer_puts(b, ".0");
    } else if (kk > 0 && kk <= 21) {
        host_buffer_append(b, digits, (size_t)kk);
        host_buffer_puts(b, ".");
        host_buffer_append(b, digits + kk, (size_t)(length - kk));
    } else if (kk > -6 && kk <= 0) {
        host_buffer_puts(b, "0.");
        for (int i = 0; i < -kk; i++) host_buffer_puts(b, "0");
        host_buffer_append(b, digits, (size_t)length);
    } else if (length == 1) {
        host_buffer_printf(b, "%ce%d", digits[0], kk - 1);
    } else {
        host_buffer_append(b, digits, 1);
        host_buffer_puts(b, ".");
        host_buffer_append(b, digits + 1, (size_t)(length - 1));
        host_buffer_printf(b, "e%d", kk - 1);
    }
}

static void write_string(HostBuffer *b, const char *s, size_t length) {
    host_buffer_puts(b, "\"");
    for (size_t i = 0; i < length; i++) {
        unsigned char c = (unsigned char)s[i];
        switch (c) {
        case '"': host_buffer_puts(b, "\\\""); break;
        case '\\': host_buffer_puts(b, "\\\\"); break;
        case '\b': host_buffer_puts(b, "\\b"); break;
        case '\f': host_buffer_puts(b, "\\f"); break;
        case '\n': host_buffer_puts(b, "\\n"); break;
        case '\r': host_buffer_puts(b, "\\r"); break;
        case '\t': host_buffer_puts(b, "\\t"); break;
        default:
            if (c < 0x20) host_buffer_printf(b, "\\u%04X", c);
            else host_buffer_append(b, (const char *)&s[i], 1);
        }
    }
    host_buffer_puts(b, "\"");
}

static void write_value(HostBuffer *b, const HostJson *v) {
    switch (v->kind) {
    case HOST_JSON_NULL: host_buffer_puts(b, "null"); break;
    case HOST_JSON_TRUE: host_buffer_puts(b, "true"); break;
    case HOST_JSON_FALSE: host_buffer_puts(b, "false"); break;
    case HOST_JSON_STRING: write_string(b, v->text, v->length); break;
    case HOST_JSON_NUMBER:
        if (v->is_integer) /* -0 is the integer 0 */
            host_buffer_printf(b, "%s%llu", v->is_negative && v->magnitude ? "-" : "", (unsigned long long)v->magnitude);
        else write_double(b, v->number);
        break;
    case HOST_JSON_ARRAY:
    case HOST_JSON_OBJECT:
        host_buffer_puts(b, v->kind == HOST_JSON_ARRAY ? "[" : "{");
        for (size_t i = 0; i < v->count; i++) {
            if (i) host_buffer_puts(b, ",");
            if (v->kind == HOST_JSON_OBJECT) {
                write_string(b, v->keys[i], strlen(v->keys[i]));
                host_buffer_puts(b, ":");
            }
            write_value(b, v->items[i]);
        }
        host_buffer_puts(b, v->kind == HOST_JSON_ARRAY ? "]" : "}");
        break;
    }
}

char *host_json_write(const HostJson *value) {
    HostBuffer b = {0};
    host_buffer_append(&b, "", 0);
    write_value(&b, value);
    return b.data;
}

char *host_read_file(const char *path, size_t *size) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    HostBuffer b = {0};
    char chunk[65536];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) host_buffer_append(&b, chunk, n);
    bool bad = ferror(f);
    fclose(f);
    if (bad) {
        free(b.data);
        errno = EIO;
        return NULL;
    }
    host_buffer_append(&b, "", 0);
    *size = b.length;
    return b.data;
}

/* ---- strings ------------------------------------------------------------------------------ */

void host_buffer_append(HostBuffer *b, const char *text, size_t length) {
    if (b->length + length + 1 > b->capacity) {
        size_t capacity = b->capacity ? b->capacity * 2 : 64;
        while (capacity < b->length + length + 1) capacity *= 2;
        b->data = realloc(b->data, capacity);
        if (!b->data) abort();
        b->capacity = capacity;
    }
    memcpy(b->data + b->length, text, length);
    b->length += length;
    b->data[b->length] = 0;
}

void host_buffer_puts(HostBuffer *b, const char *text) { host_buffer_append(b, text, strlen(text)); }

void host_buffer_printf(HostBuffer *b, const char *format, ...) {
    va_list args, copy;
    va_start(args, format);
    va_copy(copy, args);
    int n = vsnprintf(NULL, 0, format, copy);
    va_end(copy);
    if (n > 0) {
        char *text = malloc((size_t)n + 1);
        if (!text) abort();
        vsnprintf(text, (size_t)n + 1, format, args);
        host_buffer_append(b, text, (size_t)n);
        free(text);
    }
    va_end(args);
}

char *host_strdup(const char *text) {
    char *copy = strdup(text ? text : "");
    if (!copy) abort();
    return copy;
}

char *host_path_join(const char *dir, const char *name) {
    HostBuffer b = {0};
    host_buffer_puts(&b, dir);
    if (b.length && b.data[b.length - 1] != '/') host_buffer_puts(&b, "/");
    host_buffer_puts(&b, name);
    return b.data;
}
