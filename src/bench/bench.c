/*
 * bench.c — `corvid bench` (bench.h).  BenchmarkDotNet runs each benchmark in a process of its
 * own with a fixed warm-up count; a runtime that tiers in the background can be measured in
 * Tier0, mid-compile or in OSR code that way.  This harness runs in the process being measured
 * and knows the tier: a benchmark's warm-up ends only when its method has Tier1 code, the
 * background compiler has nothing left to do (its callees are compiled too), and the latest
 * iteration times show no change point.  --tier0 measures from the first call instead.
 */
#include "bench/bench.h"
#include "diag/diag.h"
#include "gc/gc.h"
#include "interp/interp.h"
#include "loader/loader.h"
#include "meta/meta.h"
#include "tier/tier.h"
#include "vm/vm.h"
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

enum { BENCH_MAX_JOBS = 8, BENCH_MAX_PARAMS = 4, BENCH_MAX_VALUES = 16, BENCH_WINDOW = 8 };

typedef struct BenchOptions {
    bool json, rows, tier0;
    uint32_t iterations;   /* measured iterations */
    uint32_t iteration_ms; /* target length of one iteration */
    uint32_t max_warmup_ms;
    const char *filter; /* DOTNET_JitDisasm-style method patterns */
    const char *job;    /* this process's job name (--job, set by the parent) */
    const char *envs[BENCH_MAX_JOBS];
    uint32_t env_count;
    const char *path;
} BenchOptions;

typedef struct BenchRow {
    char type[256], method[256], params[256], job[256], tier[32];
    bool baseline, memory, failed, steady;
    double mean_ns, error_ns, stddev_ns, allocated_bytes; /* allocated: per operation, -1 unknown */
    uint32_t warmup_iterations, iterations;
    double warmup_ms;
    uint64_t operations_per_iteration;
} BenchRow;

static BenchOptions options;
static bool remove_after_load; /* options.path was compiled from a .cs file into /tmp */
static BenchRow *rows;
static uint32_t row_count, row_capacity;
static bool any_failed;

static BenchRow *new_row(void) {
    if (row_count == row_capacity) {
        row_capacity = row_capacity ? row_capacity * 2 : 16;
        rows = realloc(rows, row_capacity * sizeof *rows);
        if (!rows) {
            fprintf(stderr, "corvid bench: out of memory\n");
            exit(1);
        }
    }
    BenchRow *row = &rows[row_count++];
    memset(row, 0, sizeof *row);
    row->allocated_bytes = -1;
    return row;
}

/* ---- attributes, matched by name as BenchmarkDotNet users spell them ---- */

/* The CustomAttribute row on `token` whose type is named `name` or `name`Attribute (any
 * namespace), or 0. */
static uint32_t find_attribute(MetaImage *image, uint32_t token, const char *name) {
    uint32_t n = meta_table_row_count(image, META_TABLE_CUSTOMATTRIBUTE);
    char full[512], with_suffix[128];
    snprintf(with_suffix, sizeof with_suffix, "%sAttribute", name);
    for (uint32_t row = 1; row <= n; row++) {
        const MetaCustomAttributeRow *attribute = meta_custom_attribute(image, row);
        if (!attribute || attribute->parent != token) continue;
        if (meta_custom_attribute_type_name(image, row, full, sizeof full) < 0) continue;
        const char *dot = strrchr(full, '.');
        const char *simple = dot ? dot + 1 : full;
        if (strcmp(simple, name) == 0 || strcmp(simple, with_suffix) == 0) return row;
    }
    return 0;
}

static bool decode_attribute(MetaImage *image, uint32_t row, MetaCustomAttributeValue *value) {
    MetaBlob signature;
    MetaError error;
    memset(value, 0, sizeof *value);
    if (!meta_custom_attribute_ctor_signature(image, row, &signature)) return false;
    return meta_custom_attribute_decode(image, row, signature, NULL, NULL, value, &error);
}

static bool named_bool(MetaImage *image, uint32_t row, const char *name) {
    MetaCustomAttributeValue value;
    bool result = false;
    if (decode_attribute(image, row, &value))
        for (uint32_t i = 0; i < value.named_count; i++)
            if (value.named[i].name_length == strlen(name) &&
                memcmp(value.named[i].name, name, value.named[i].name_length) == 0)
                result = value.named[i].value.v.i != 0;
    meta_custom_attribute_free(&value);
    return result;
}

/* ---- [Params] ---- */

typedef struct BenchParamValue {
    uint8_t type; /* META_ELEMENT_TYPE_* */
    int64_t i;
    double r;
    char *text; /* STRING */
} BenchParamValue;

typedef struct BenchParam {
    const char *name;
    Field *field;   /* a field, or */
    Method *setter; /* a property's setter */
    uint32_t value_count;
    BenchParamValue values[BENCH_MAX_VALUES];
} BenchParam;

static bool read_param_values(MetaImage *image, uint32_t row, BenchParam *param) {
    MetaCustomAttributeValue value;
    bool ok = decode_attribute(image, row, &value) && value.fixed_count == 1 &&
              value.fixed[0].type == META_ELEMENT_TYPE_SZARRAY;
    for (uint32_t i = 0;
         ok && i < value.fixed[0].v.array.count && param->value_count < BENCH_MAX_VALUES; i++) {
        MetaCustomAttributeArg *arg = &value.fixed[0].v.array.items[i];
        if (arg->type == META_ELEMENT_TYPE_CA_BOXED && arg->v.boxed) arg = arg->v.boxed;
        BenchParamValue *out = &param->values[param->value_count++];
        out->type = arg->type;
        switch (arg->type) {
        case META_ELEMENT_TYPE_BOOLEAN:
        case META_ELEMENT_TYPE_I1:
        case META_ELEMENT_TYPE_I2:
        case META_ELEMENT_TYPE_I4:
        case META_ELEMENT_TYPE_I8:
        case META_ELEMENT_TYPE_U1:
        case META_ELEMENT_TYPE_U2:
        case META_ELEMENT_TYPE_U4:
        case META_ELEMENT_TYPE_U8:
        case META_ELEMENT_TYPE_CHAR:
            out->i = arg->v.i;
            break;
        case META_ELEMENT_TYPE_R4:
        case META_ELEMENT_TYPE_R8:
            out->r = arg->v.r;
            break;
        case META_ELEMENT_TYPE_STRING:
            out->text = arg->is_null ? NULL : strndup(arg->v.string.data, arg->v.string.length);
            break;
        default:
            ok = false;
        }
    }
    meta_custom_attribute_free(&value);
    return ok && param->value_count > 0;
}

static void format_param(const BenchParamValue *value, char *buffer, size_t size) {
    switch (value->type) {
    case META_ELEMENT_TYPE_BOOLEAN:
        snprintf(buffer, size, "%s", value->i ? "True" : "False");
        break;
    case META_ELEMENT_TYPE_R4:
    case META_ELEMENT_TYPE_R8:
        snprintf(buffer, size, "%g", value->r);
        break;
    case META_ELEMENT_TYPE_STRING:
        snprintf(buffer, size, "%s", value->text ? value->text : "?");
        break;
    default:
        snprintf(buffer, size, "%lld", (long long)value->i);
        break;
    }
}

/* Stores a [Params] value in the field or through the setter; false with a message. */
static bool set_param(Thread *thread, Object *instance, BenchParam *param,
                      const BenchParamValue *value) {
    Type *type = param->field ? param->field->type : param->setter->signature.parameter_types[0];
    Slot slot = {0};
    uint8_t element = type ? type->element_type : 0;
    if (value->type == META_ELEMENT_TYPE_STRING) {
        if (type != vm_types.string && type != vm_types.object) goto mismatch;
        String *s = value->text ? vm_new_string_utf8(thread, value->text) : NULL;
        slot.o = s ? &s->object : NULL;
    } else if (element == META_ELEMENT_TYPE_R8 || element == META_ELEMENT_TYPE_R4) {
        double r = value->type == META_ELEMENT_TYPE_R8 || value->type == META_ELEMENT_TYPE_R4
                       ? value->r
                       : (double)value->i;
        if (element == META_ELEMENT_TYPE_R8)
            slot.r8 = r;
        else
            slot.r4 = (float)r;
    } else if (element >= META_ELEMENT_TYPE_BOOLEAN && element <= META_ELEMENT_TYPE_U8 &&
               value->type != META_ELEMENT_TYPE_R8 && value->type != META_ELEMENT_TYPE_R4) {
        slot.i8 = value->i;
    } else {
        goto mismatch;
    }
    if (param->setter) {
        Slot args[2] = {{.o = instance}, slot}, result[1] = {{0}};
        return interp_invoke(thread, param->setter, args, result) ||
               (thread->exception = NULL, false);
    }
    uint8_t *at = (uint8_t *)instance + param->field->offset;
    if (loader_type_is_reference(type)) {
        vm_store_reference((Object **)at, slot.o);
    } else {
        size_t size = element == META_ELEMENT_TYPE_I8 || element == META_ELEMENT_TYPE_U8 ||
                              element == META_ELEMENT_TYPE_R8
                          ? 8
                      : element == META_ELEMENT_TYPE_I4 || element == META_ELEMENT_TYPE_U4 ||
                              element == META_ELEMENT_TYPE_R4
                          ? 4
                      : element == META_ELEMENT_TYPE_I2 || element == META_ELEMENT_TYPE_U2 ||
                              element == META_ELEMENT_TYPE_CHAR
                          ? 2
                          : 1;
        memcpy(at, &slot, size); /* little-endian: the low bytes of the slot */
    }
    return true;
mismatch:
    fprintf(stderr, "corvid bench: [Params] value does not fit %s.%s\n",
            param->field ? param->field->owner->name : "property", param->name);
    return false;
}

/* ---- timing ---- */

/* Student's t, two-sided 99.9 % (BenchmarkDotNet's Error is half that confidence interval). */
static double t_999(uint32_t degrees) {
    static const double table[] = {0,     636.62, 31.599, 12.924, 8.610, 6.869, 5.959, 5.408,
                                   5.041, 4.781,  4.587,  4.437,  4.318, 4.221, 4.140, 4.073,
                                   4.015, 3.965,  3.922,  3.883,  3.850, 3.819, 3.792, 3.768,
                                   3.745, 3.725,  3.707,  3.690,  3.674, 3.659, 3.646};
    return degrees < sizeof table / sizeof table[0] ? table[degrees] : 3.291;
}

static void mean_stddev(const double *x, uint32_t n, double *mean, double *stddev) {
    double sum = 0, squares = 0;
    for (uint32_t i = 0; i < n; i++)
        sum += x[i];
    *mean = n ? sum / n : 0;
    for (uint32_t i = 0; i < n; i++)
        squares += (x[i] - *mean) * (x[i] - *mean);
    *stddev = n > 1 ? sqrt(squares / (n - 1)) : 0;
}

/* A change point in the last BENCH_WINDOW per-operation times: the split into a before and an
 * after part (each at least 2 long) whose means differ most, judged by Welch's t.  None when
 * the largest such t is under 4 or the means differ by under 3 % (timer noise on a loaded
 * machine is a few percent). */
static bool has_change_point(const double *x, uint32_t n) {
    if (n < BENCH_WINDOW) return true;
    const double *w = x + n - BENCH_WINDOW;
    for (uint32_t split = 2; split <= BENCH_WINDOW - 2; split++) {
        double m1, s1, m2, s2;
        mean_stddev(w, split, &m1, &s1);
        mean_stddev(w + split, BENCH_WINDOW - split, &m2, &s2);
        double se = sqrt(s1 * s1 / split + s2 * s2 / (BENCH_WINDOW - split));
        double t = se > 0 ? fabs(m1 - m2) / se : (m1 != m2 ? INFINITY : 0);
        if (t >= 4 && fabs(m1 - m2) > 0.03 * (m1 < m2 ? m1 : m2)) return true;
    }
    return false;
}

/* One iteration: `operations` calls; its length in ns, or -1 if the method threw. */
static double run_iteration(Thread *thread, Method *method, Object **instance,
                            uint64_t operations) {
    Slot args[1], result[4];
    uint64_t start = diag_now_ns();
    for (uint64_t i = 0; i < operations; i++) {
        args[0].o = *instance;
        if (!interp_invoke(thread, method, args, result)) return -1;
    }
    return (double)(diag_now_ns() - start);
}

static const char *tier_text(Method *method) {
    switch (method->tier) {
    case TIER_STATE_TIER1:
        return method->retier_count ? "Tier1 (re-tiered)" : "Tier1";
    case TIER_STATE_QUEUED:
        return "Tier0 (queued)";
    case TIER_STATE_TIER0_INSTRUMENTED:
        return "Tier0 (instrumented)";
    case TIER_STATE_FAILED:
        return "Tier0 (Tier1 failed)";
    default:
        return "Tier0";
    }
}

/* Tier1 installed and nothing left to compile; a method that cannot get there (interpreter
 * only, a refused compile) is ready at once and waits for steady timings alone. */
static bool warmed_up(Method *method) {
    static int interpret_only = -1;
    if (interpret_only < 0) interpret_only = diag_knob("CORVID_InterpretOnly") != 0;
    if (interpret_only || method->tier == TIER_STATE_FAILED) return true;
    return method->tier == TIER_STATE_TIER1 && tier_compiler_idle();
}

static void report_exception(Thread *thread, const char *what) {
    char *text = vm_exception_text(thread, thread->exception);
    thread->exception = NULL;
    fprintf(stderr, "corvid bench: %s threw: %s\n", what, text ? text : "?");
    free(text);
    any_failed = true;
}

static void measure(Thread *thread, Method *method, Object **instance, BenchRow *row) {
    char what[600];
    snprintf(what, sizeof what, "%s.%s", row->type, row->method);
    double target_ns = options.iteration_ms * 1e6;
    uint64_t operations = 1;
    uint64_t start = diag_now_ns();
    double *history = NULL;
    uint32_t history_count = 0, history_capacity = 0;
    /* warm-up: grow the operation count to the iteration length, then iterate until the tier and
     * the timings settle */
    while (!options.tier0) {
        double ns = run_iteration(thread, method, instance, operations);
        if (ns < 0) goto threw;
        if (history_count == history_capacity) {
            history_capacity = history_capacity ? history_capacity * 2 : 64;
            history = realloc(history, history_capacity * sizeof *history);
        }
        history[history_count++] = ns / (double)operations;
        row->warmup_iterations++;
        if (ns < target_ns / 2 && operations < (1ull << 40)) {
            /* too short to time well: more operations, and the timings start over */
            operations = ns > 0 ? (uint64_t)(operations * (target_ns / ns)) + 1 : operations * 16;
            history_count = 0;
            continue;
        }
        if (warmed_up(method) && !has_change_point(history, history_count)) {
            row->steady = true;
            break;
        }
        if (!warmed_up(method)) history_count = 0; /* only Tier1 times count toward steady state */
        if ((diag_now_ns() - start) / 1000000 > options.max_warmup_ms) break;
    }
    row->warmup_ms = (double)(diag_now_ns() - start) / 1e6;
    free(history);
    row->operations_per_iteration = operations;
    double *times = calloc(options.iterations, sizeof *times);
    bool tier0_seen = false, tier1_seen = false;
    int64_t allocated_before = gc_total_allocated_bytes();
    for (uint32_t i = 0; i < options.iterations; i++) {
        *(method->tier == TIER_STATE_TIER1 ? &tier1_seen : &tier0_seen) = true;
        double ns = run_iteration(thread, method, instance, operations);
        if (ns < 0) {
            free(times);
            goto threw;
        }
        times[i] = ns / (double)operations;
        *(method->tier == TIER_STATE_TIER1 ? &tier1_seen : &tier0_seen) = true;
    }
    int64_t allocated = gc_total_allocated_bytes() - allocated_before;
    row->iterations = options.iterations;
    mean_stddev(times, options.iterations, &row->mean_ns, &row->stddev_ns);
    row->error_ns = options.iterations > 1
                        ? t_999(options.iterations - 1) * row->stddev_ns / sqrt(options.iterations)
                        : 0;
    row->allocated_bytes = (double)allocated / ((double)operations * options.iterations);
    if (tier0_seen && tier1_seen)
        snprintf(row->tier, sizeof row->tier, "Tier0+Tier1");
    else
        snprintf(row->tier, sizeof row->tier, "%s", tier_text(method));
    free(times);
    return;
threw:
    report_exception(thread, what);
    row->failed = true;
    snprintf(row->tier, sizeof row->tier, "%s", tier_text(method));
}

/* ---- finding and running the benchmarks ---- */

static bool invoke_instance(Thread *thread, Method *method, Object **instance, const char *what) {
    if (!method) return true;
    Slot args[1] = {{.o = *instance}}, result[4];
    if (interp_invoke(thread, method, args, result)) return true;
    report_exception(thread, what);
    return false;
}

static uint32_t find_params(Thread *thread, Type *type, MetaImage *image, BenchParam *params) {
    uint32_t count = 0;
    for (uint32_t i = 0; i < type->field_count && count < BENCH_MAX_PARAMS; i++) {
        Field *field = &type->fields[i];
        uint32_t row =
            field->flags & META_FIELD_STATIC ? 0 : find_attribute(image, field->token, "Params");
        if (!row || !loader_field_type(thread, field)) continue;
        BenchParam *param = &params[count];
        memset(param, 0, sizeof *param);
        param->name = field->name;
        param->field = field;
        if (read_param_values(image, row, param))
            count++;
        else
            fprintf(stderr, "corvid bench: cannot read the [Params] values of %s.%s\n", type->name,
                    field->name);
    }
    /* properties: rows of the Property table owned through PropertyMap are matched by name to a
     * set_<name> method of the type */
    uint32_t properties = meta_table_row_count(image, META_TABLE_PROPERTY);
    for (uint32_t row = 1; row <= properties && count < BENCH_MAX_PARAMS; row++) {
        uint32_t attribute = find_attribute(image, (META_TABLE_PROPERTY << 24) | row, "Params");
        const MetaPropertyRow *property = attribute ? meta_property(image, row) : NULL;
        if (!property) continue;
        char setter_name[300];
        snprintf(setter_name, sizeof setter_name, "set_%s", property->name);
        Method *setter = loader_find_method(type, setter_name, 1);
        if (!setter || !loader_prepare_method(thread, setter)) {
            thread->exception = NULL;
            continue;
        }
        BenchParam *param = &params[count];
        memset(param, 0, sizeof *param);
        param->name = property->name;
        param->setter = setter;
        if (read_param_values(image, attribute, param)) count++;
    }
    return count;
}

static void run_type(Thread *thread, Type *type, MetaImage *image, Object **instance) {
    Method *benchmarks[64];
    uint32_t benchmark_count = 0;
    Method *setup = NULL, *cleanup = NULL;
    for (uint32_t i = 0; i < type->method_count; i++) {
        Method *method = type->methods[i];
        if (method->flags & META_METHOD_STATIC) continue;
        if (find_attribute(image, method->token, "Benchmark")) {
            if (benchmark_count < 64 &&
                (!options.filter || loader_method_matches(method, options.filter)))
                benchmarks[benchmark_count++] = method;
        } else if (find_attribute(image, method->token, "GlobalSetup")) {
            setup = method;
        } else if (find_attribute(image, method->token, "GlobalCleanup")) {
            cleanup = method;
        }
    }
    if (!benchmark_count) return;
    char type_name[256];
    loader_type_full_name(type, type_name, sizeof type_name);
    if (type->flags & (TYPE_FLAG_GENERIC_DEFINITION | TYPE_FLAG_CONTAINS_GENERIC_PARAMETERS) ||
        type->attributes & (META_TYPE_ABSTRACT | META_TYPE_INTERFACE)) {
        fprintf(stderr,
                "corvid bench: %s is abstract or generic; corvid does not support such benchmark "
                "classes yet\n",
                type_name);
        any_failed = true;
        return;
    }
    Method *constructor = loader_find_method(type, ".ctor", 0);
    bool memory = find_attribute(image, (META_TABLE_TYPEDEF << 24) | type->typedef_row,
                                 "MemoryDiagnoser") != 0;
    BenchParam params[BENCH_MAX_PARAMS];
    uint32_t param_count = find_params(thread, type, image, params);
    uint32_t cases = 1;
    for (uint32_t p = 0; p < param_count; p++)
        cases *= params[p].value_count;
    for (uint32_t c = 0; c < cases; c++) {
        char params_text[256] = "";
        size_t at = 0;
        for (uint32_t b = 0; b < benchmark_count; b++) {
            Method *method = benchmarks[b];
            if (!loader_prepare_method(thread, method) ||
                !interp_ensure_class_initialized(thread, type) ||
                !(*instance = vm_new_object(thread, type)) ||
                (constructor && !invoke_instance(thread, constructor, instance, type_name))) {
                if (thread->exception) report_exception(thread, type_name);
                any_failed = true;
                return;
            }
            at = 0;
            params_text[0] = 0;
            bool params_ok = true;
            /* BenchmarkDotNet's order: the last parameter varies fastest */
            uint32_t divisor = cases;
            for (uint32_t p = 0; p < param_count; p++) {
                divisor /= params[p].value_count;
                const BenchParamValue *value =
                    &params[p].values[(c / divisor) % params[p].value_count];
                char text[128];
                format_param(value, text, sizeof text);
                at += (size_t)snprintf(params_text + at,
                                       at < sizeof params_text ? sizeof params_text - at : 0,
                                       "%s%s=%s", p ? ", " : "", params[p].name, text);
                if (!set_param(thread, *instance, &params[p], value)) params_ok = false;
            }
            BenchRow *row = new_row();
            snprintf(row->type, sizeof row->type, "%s", type_name);
            snprintf(row->method, sizeof row->method, "%s", method->name);
            snprintf(row->params, sizeof row->params, "%s", params_text);
            snprintf(row->job, sizeof row->job, "%s", options.job ? options.job : "Default");
            row->baseline =
                named_bool(image, find_attribute(image, method->token, "Benchmark"), "Baseline");
            row->memory = memory;
            if (!params_ok || !invoke_instance(thread, setup, instance, "GlobalSetup")) {
                row->failed = true;
                any_failed = true;
                continue;
            }
            measure(thread, method, instance, row);
            invoke_instance(thread, cleanup, instance, "GlobalCleanup");
        }
    }
}

/* ---- output ---- */

/* BenchmarkDotNet's time formatting: one unit for the whole column, 3 decimals (4 if small). */
static void column_unit(const double *values, uint32_t n, const char **unit, double *scale) {
    double smallest = INFINITY;
    for (uint32_t i = 0; i < n; i++)
        if (values[i] > 0 && values[i] < smallest) smallest = values[i];
    if (smallest >= 1e9)
        *unit = "s", *scale = 1e9;
    else if (smallest >= 1e6)
        *unit = "ms", *scale = 1e6;
    else if (smallest >= 1e3)
        *unit = "\xce\xbcs", *scale = 1e3;
    else
        *unit = "ns", *scale = 1;
}

static void format_bytes(double bytes, char *buffer, size_t size) {
    if (bytes < 0)
        snprintf(buffer, size, "NA");
    else if (bytes < 0.5)
        snprintf(buffer, size, "-");
    else if (bytes < 1024)
        snprintf(buffer, size, "%.0f B", bytes);
    else if (bytes < 1024 * 1024)
        snprintf(buffer, size, "%.2f KB", bytes / 1024);
    else
        snprintf(buffer, size, "%.2f MB", bytes / (1024 * 1024));
}

/* Jobs compared (--env): the ratio to the same benchmark in the first job, BenchmarkDotNet's
 * baseline job.  Otherwise the ratio to the [Benchmark(Baseline = true)] method of the same
 * type and parameters.  -1: no reference. */
static double ratio_of(const BenchRow *row) {
    for (uint32_t i = 0; i < row_count; i++) {
        const BenchRow *base = &rows[i];
        bool same = strcmp(base->type, row->type) == 0 && strcmp(base->params, row->params) == 0;
        bool reference = options.env_count ? strcmp(base->job, rows[0].job) == 0 &&
                                                 strcmp(base->method, row->method) == 0
                                           : base->baseline;
        if (same && reference && !base->failed && base->mean_ns > 0)
            return row->mean_ns / base->mean_ns;
    }
    return -1;
}

static void json_string(FILE *out, const char *text) {
    fputc('"', out);
    for (const unsigned char *p = (const unsigned char *)text; *p; p++) {
        if (*p == '"' || *p == '\\')
            fprintf(out, "\\%c", *p);
        else if (*p < 0x20)
            fprintf(out, "\\u%04x", *p);
        else
            fputc(*p, out);
    }
    fputc('"', out);
}

static void print_json(FILE *out) {
    fprintf(out, "{\n  \"tool\": \"corvid bench\",\n  \"assembly\": ");
    json_string(out, options.path);
    fprintf(out, ",\n  \"benchmarks\": [");
    for (uint32_t i = 0; i < row_count; i++) {
        const BenchRow *r = &rows[i];
        fprintf(out, "%s\n    {\"type\": ", i ? "," : "");
        json_string(out, r->type);
        fputs(", \"method\": ", out);
        json_string(out, r->method);
        fputs(", \"params\": ", out);
        json_string(out, r->params);
        fputs(", \"job\": ", out);
        json_string(out, r->job);
        fputs(", \"tier\": ", out);
        json_string(out, r->tier);
        double ratio = ratio_of(r);
        if (r->failed)
            fputs(", \"failed\": true", out);
        else
            fprintf(out,
                    ", \"failed\": false, \"meanNs\": %.4f, \"errorNs\": %.4f, \"stdDevNs\": %.4f, "
                    "\"ratio\": %s%.4f%s, "
                    "\"allocatedBytesPerOperation\": %.1f, \"iterations\": %u, "
                    "\"operationsPerIteration\": %llu",
                    r->mean_ns, r->error_ns, r->stddev_ns, ratio < 0 ? "null" : "",
                    ratio < 0 ? 0 : ratio, ratio < 0 ? "" : "", r->allocated_bytes, r->iterations,
                    (unsigned long long)r->operations_per_iteration);
        fprintf(out,
                ", \"baseline\": %s, \"warmupIterations\": %u, \"warmupMs\": %.1f, "
                "\"steadyState\": %s}",
                r->baseline ? "true" : "false", r->warmup_iterations, r->warmup_ms,
                r->steady ? "true" : "false");
    }
    fprintf(out, "\n  ]\n}\n");
}

/* A fixed-width Markdown table in BenchmarkDotNet's layout (numbers right-aligned). */
enum { COLUMNS_MAX = 12 };
typedef struct Table {
    uint32_t columns;
    const char *header[COLUMNS_MAX];
    bool right[COLUMNS_MAX];
    char (*cells)[COLUMNS_MAX][264];
    uint32_t rows;
} Table;

static size_t display_width(const char *text) {
    size_t width = 0;
    for (const unsigned char *p = (const unsigned char *)text; *p; p++)
        width += (*p & 0xC0) != 0x80;
    return width;
}

static void print_table(FILE *out, const Table *t) {
    size_t width[COLUMNS_MAX];
    for (uint32_t c = 0; c < t->columns; c++) {
        width[c] = display_width(t->header[c]);
        for (uint32_t r = 0; r < t->rows; r++)
            if (display_width(t->cells[r][c]) > width[c]) width[c] = display_width(t->cells[r][c]);
    }
    fputc('|', out);
    for (uint32_t c = 0; c < t->columns; c++) {
        int pad = (int)(width[c] - display_width(t->header[c]));
        if (t->right[c])
            fprintf(out, " %*s%s |", pad, "", t->header[c]);
        else
            fprintf(out, " %s%*s |", t->header[c], pad, "");
    }
    fputs("\n|", out);
    for (uint32_t c = 0; c < t->columns; c++) {
        for (size_t i = 0; i < width[c] + 1; i++)
            fputc('-', out);
        fputs(t->right[c] ? ":|" : " |", out);
    }
    fputc('\n', out);
    for (uint32_t r = 0; r < t->rows; r++) {
        fputc('|', out);
        for (uint32_t c = 0; c < t->columns; c++) {
            int pad = (int)(width[c] - display_width(t->cells[r][c]));
            if (t->right[c])
                fprintf(out, " %*s%s |", pad, "", t->cells[r][c]);
            else
                fprintf(out, " %s%*s |", t->cells[r][c], pad, "");
        }
        fputc('\n', out);
    }
}

static void print_markdown(FILE *out) {
    bool params = false, memory = false, jobs = options.env_count > 0;
    double means[1024];
    uint32_t n = 0;
    for (uint32_t i = 0; i < row_count; i++) {
        params |= rows[i].params[0] != 0;
        memory |= rows[i].memory;
        if (!rows[i].failed && n < 1024) means[n++] = rows[i].mean_ns;
    }
    const char *unit;
    double scale;
    column_unit(means, n, &unit, &scale);
    Table t = {0};
    t.header[t.columns++] = "Method";
    if (jobs) t.header[t.columns++] = "Job";
    if (params) t.header[t.columns++] = "Params";
    uint32_t numbers = t.columns;
    t.header[t.columns++] = "Mean";
    t.header[t.columns++] = "Error";
    t.header[t.columns++] = "StdDev";
    t.header[t.columns++] = "Ratio";
    if (memory) t.header[t.columns++] = "Allocated";
    t.header[t.columns++] = "Tier";
    t.header[t.columns++] = "Warm-up";
    for (uint32_t c = numbers; c < numbers + 4 + memory; c++)
        t.right[c] = true;
    t.right[t.columns - 1] = true;
    t.cells = calloc(row_count ? row_count : 1, sizeof *t.cells);
    for (uint32_t i = 0; i < row_count; i++) {
        const BenchRow *r = &rows[i];
        uint32_t c = 0;
        snprintf(t.cells[i][c++], 264, "%s", r->method);
        if (jobs) snprintf(t.cells[i][c++], 264, "%s", r->job);
        if (params) snprintf(t.cells[i][c++], 264, "%s", r->params);
        if (r->failed) {
            for (int k = 0; k < 4; k++)
                snprintf(t.cells[i][c++], 264, "NA");
        } else {
            int digits = r->mean_ns / scale < 10 ? 4 : 3;
            snprintf(t.cells[i][c++], 264, "%.*f %s", digits, r->mean_ns / scale, unit);
            snprintf(t.cells[i][c++], 264, "%.*f %s", digits, r->error_ns / scale, unit);
            snprintf(t.cells[i][c++], 264, "%.*f %s", digits, r->stddev_ns / scale, unit);
            double ratio = ratio_of(r);
            if (ratio < 0)
                snprintf(t.cells[i][c++], 264, "?");
            else
                snprintf(t.cells[i][c++], 264, "%.2f", ratio);
        }
        if (memory)
            format_bytes(r->memory && !r->failed ? r->allocated_bytes : -1, t.cells[i][c++], 264);
        snprintf(t.cells[i][c++], 264, "%s", r->tier);
        if (r->failed)
            snprintf(t.cells[i][c++], 264, "NA");
        else
            snprintf(t.cells[i][c++], 264, "%u it, %.0f ms%s", r->warmup_iterations, r->warmup_ms,
                     r->steady || options.tier0 ? "" : " (no steady state)");
    }
    t.rows = row_count;
    fprintf(out, "corvid bench: %s\n\n", options.path);
    print_table(out, &t);
    fprintf(out,
            "\nMean, Error (half of the 99.9%% confidence interval), StdDev: per operation, over "
            "%u iterations of ~%u ms; "
            "the harness's own call per operation is included.\n",
            options.iterations, options.iteration_ms);
    fprintf(out,
            "Tier: the benchmark method's code while measured; Warm-up: iterations and time until "
            "Tier1 was installed, the "
            "compiler idle and the timings without a change point%s.\n",
            options.tier0 ? " (--tier0: none, measured from the first call)" : "");
    free(t.cells);
}

/* The line format a job's process hands to the parent (--rows). */
static void print_rows(FILE *out) {
    for (uint32_t i = 0; i < row_count; i++) {
        const BenchRow *r = &rows[i];
        fprintf(
            out,
            "row\t%s\t%s\t%s\t%s\t%s\t%d\t%d\t%d\t%d\t%.6f\t%.6f\t%.6f\t%.3f\t%u\t%u\t%.3f\t%llu\n",
            r->type, r->method, r->params[0] ? r->params : "-", r->job, r->tier, r->baseline,
            r->memory, r->failed, r->steady, r->mean_ns, r->error_ns, r->stddev_ns,
            r->allocated_bytes, r->warmup_iterations, r->iterations, r->warmup_ms,
            (unsigned long long)r->operations_per_iteration);
    }
}

static bool parse_row(char *line) {
    char *fields[18];
    uint32_t n = 0;
    for (char *save = NULL, *f = strtok_r(line, "\t\n", &save); f && n < 18;
         f = strtok_r(NULL, "\t\n", &save))
        fields[n++] = f;
    if (n != 18 || strcmp(fields[0], "row") != 0) return false;
    BenchRow *r = new_row();
    snprintf(r->type, sizeof r->type, "%s", fields[1]);
    snprintf(r->method, sizeof r->method, "%s", fields[2]);
    snprintf(r->params, sizeof r->params, "%s", strcmp(fields[3], "-") == 0 ? "" : fields[3]);
    snprintf(r->job, sizeof r->job, "%s", fields[4]);
    snprintf(r->tier, sizeof r->tier, "%s", fields[5]);
    r->baseline = atoi(fields[6]);
    r->memory = atoi(fields[7]);
    r->failed = atoi(fields[8]);
    r->steady = atoi(fields[9]);
    r->mean_ns = atof(fields[10]);
    r->error_ns = atof(fields[11]);
    r->stddev_ns = atof(fields[12]);
    r->allocated_bytes = atof(fields[13]);
    r->warmup_iterations = (uint32_t)atoi(fields[14]);
    r->iterations = (uint32_t)atoi(fields[15]);
    r->warmup_ms = atof(fields[16]);
    r->operations_per_iteration = strtoull(fields[17], NULL, 10);
    return true;
}

static void print_results(void) {
    if (options.rows)
        print_rows(stdout);
    else if (options.json)
        print_json(stdout);
    else
        print_markdown(stdout);
    fflush(stdout);
}

/* ---- the command ---- */

static Object *bench_instance; /* the benchmark object, a (pinning) GC root */

static int run_in_vm(const char *path) {
    Thread *thread = thread_current;
    char error[1024];
    Assembly *assembly = loader_load_assembly_file(path, error, sizeof error);
    if (!assembly) {
        fprintf(stderr, "corvid bench: cannot load '%s': %s\n", path, error);
        return 1;
    }
    if (remove_after_load) unlink(path); /* the image is read in memory */
    gc_add_root(&bench_instance, 1);
    uint32_t types = meta_table_row_count(assembly->image, META_TABLE_TYPEDEF);
    for (uint32_t row = 2; row <= types; row++) { /* row 1 is <Module> */
        Type *type = loader_resolve_type(thread, assembly, (META_TABLE_TYPEDEF << 24) | row, NULL);
        if (!type || !loader_ensure_laid_out(thread, type)) {
            thread->exception = NULL;
            continue;
        }
        run_type(thread, type, assembly->image, &bench_instance);
        bench_instance = NULL;
    }
    if (!row_count) {
        fprintf(stderr, "corvid bench: no [Benchmark] methods in '%s'%s\n", path,
                options.filter ? " match the filter" : "");
        return 1;
    }
    print_results();
    return any_failed ? 1 : 0;
}

/* Runs one --env job: this binary again, with the knobs set, its rows read back. */
static bool run_job(const char *self, const char *env, const char *job) {
    int pipe_ends[2];
    if (pipe(pipe_ends) != 0) return false;
    pid_t pid = fork();
    if (pid < 0) return false;
    if (pid == 0) {
        dup2(pipe_ends[1], 1);
        close(pipe_ends[0]);
        close(pipe_ends[1]);
        char assignments[1024];
        snprintf(assignments, sizeof assignments, "%s", env ? env : "");
        for (char *save = NULL, *a = strtok_r(assignments, ",", &save); a;
             a = strtok_r(NULL, ",", &save)) {
            char *equals = strchr(a, '=');
            if (!equals) continue;
            *equals = 0;
            setenv(a, equals + 1, 1);
        }
        char iterations[16], iteration_ms[16], warmup[16];
        snprintf(iterations, sizeof iterations, "%u", options.iterations);
        snprintf(iteration_ms, sizeof iteration_ms, "%u", options.iteration_ms);
        snprintf(warmup, sizeof warmup, "%u", options.max_warmup_ms);
        const char *argv[20];
        int n = 0;
        argv[n++] = self;
        argv[n++] = "bench";
        argv[n++] = "--rows";
        argv[n++] = "--job";
        argv[n++] = job;
        argv[n++] = "--iterations";
        argv[n++] = iterations;
        argv[n++] = "--iteration-ms";
        argv[n++] = iteration_ms;
        argv[n++] = "--max-warmup-ms";
        argv[n++] = warmup;
        if (options.tier0) argv[n++] = "--tier0";
        if (options.filter) {
            argv[n++] = "--filter";
            argv[n++] = options.filter;
        }
        argv[n++] = options.path;
        argv[n] = NULL;
        execv(self, (char *const *)argv);
        _exit(127);
    }
    close(pipe_ends[1]);
    FILE *in = fdopen(pipe_ends[0], "r");
    char line[4096];
    while (in && fgets(line, sizeof line, in))
        parse_row(line);
    if (in) fclose(in);
    int status = 0;
    waitpid(pid, &status, 0);
    return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

static void usage(void) {
    fprintf(
        stderr,
        "usage: corvid bench [--json] [--tier0] [--env KNOB=V[,KNOB=V]]... [--filter PATTERNS]\n"
        "                    [--iterations N] [--iteration-ms N] [--max-warmup-ms N] X.dll|X.cs\n");
}

static bool parse_number(const char *text, uint32_t *out) {
    char *end;
    unsigned long value = text ? strtoul(text, &end, 10) : 0;
    if (!text || *end || !value || value > 1000000) return false;
    *out = (uint32_t)value;
    return true;
}

int bench_command(int argc, char **argv, const char *self, BenchBoot boot) {
    options.iterations = 15;
    options.iteration_ms = 20;
    options.max_warmup_ms = 10000;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--json") == 0)
            options.json = true;
        else if (strcmp(a, "--rows") == 0)
            options.rows = true;
        else if (strcmp(a, "--tier0") == 0)
            options.tier0 = true;
        else if (strcmp(a, "--env") == 0 && i + 1 < argc && options.env_count < BENCH_MAX_JOBS &&
                 strchr(argv[i + 1], '='))
            options.envs[options.env_count++] = argv[++i];
        else if (strcmp(a, "--job") == 0 && i + 1 < argc)
            options.job = argv[++i];
        else if (strcmp(a, "--filter") == 0 && i + 1 < argc)
            options.filter = argv[++i];
        else if (strcmp(a, "--iterations") == 0 && i + 1 < argc &&
                 parse_number(argv[i + 1], &options.iterations))
            i++;
        else if (strcmp(a, "--iteration-ms") == 0 && i + 1 < argc &&
                 parse_number(argv[i + 1], &options.iteration_ms))
            i++;
        else if (strcmp(a, "--max-warmup-ms") == 0 && i + 1 < argc &&
                 parse_number(argv[i + 1], &options.max_warmup_ms))
            i++;
        else if (a[0] != '-' && !options.path)
            options.path = a;
        else {
            fprintf(stderr, "corvid bench: unexpected argument '%s'\n", a);
            usage();
            return 2;
        }
    }
    if (!options.path) {
        usage();
        return 2;
    }
    if (access(options.path, R_OK) != 0) {
        fprintf(stderr, "corvid bench: cannot open '%s': %s\n", options.path, strerror(errno));
        return 1;
    }
    static char compiled[64];
    size_t length = strlen(options.path);
    if (length > 3 && strcmp(options.path + length - 3, ".cs") == 0) {
        snprintf(compiled, sizeof compiled, "/tmp/corvid-bench-%d.dll", (int)getpid());
        char command[8192];
        snprintf(command, sizeof command, "mcs -optimize+ -target:library -out:'%s' '%s' 1>&2",
                 compiled, options.path);
        if (system(command) != 0) {
            fprintf(stderr, "corvid bench: mcs failed on %s\n", options.path);
            return 1;
        }
        options.path = compiled;
        remove_after_load = !options.env_count || options.rows;
    }
    if (options.env_count && !options.rows) {
        bool ok = run_job(self, NULL, "Default");
        for (uint32_t j = 0; j < options.env_count; j++)
            ok = run_job(self, options.envs[j], options.envs[j]) && ok;
        if (compiled[0]) unlink(compiled);
        if (!row_count) return 1;
        print_results();
        return ok ? 0 : 1;
    }
    return boot(options.path, run_in_vm);
}
