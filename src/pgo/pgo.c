/*
 * pgo.c — static PGO (pgo.h).  CoreCLR writes and reads its Tier0 instrumentation data with
 * DOTNET_WritePGOData / DOTNET_ReadPGOData / DOTNET_PGODataPath; corvid uses the same knobs and
 * a text format of its own (docs/TIERING.md "Static PGO"):
 *
 *   corvid-pgo 1
 *   method <assembly> <mvid> <token> <il-size> <il-hash> <tier> <counted-calls> <display name>
 *   site <il-offset> <virtual|interface> <samples>
 *   class <assembly> <mvid> <typedef-token> <count> <type name>
 *   branch <il-offset> <taken> <not-taken>
 *   end
 *
 * Methods and classes are named by assembly simple name, module MVID and metadata token, so a
 * rebuilt assembly (new MVID) or an edited method (IL size or FNV-1a hash of its IL differs) is
 * recognized and its data not trusted.  Generic instantiations are neither written nor read:
 * their tokens name the open definition.
 */
#include "pgo/pgo.h"
#include "diag/diag.h"
#include "interp/interp.h"
#include "meta/meta.h"
#include "tier/tier.h"
#include <errno.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PGO_FORMAT_VERSION 1
#define PGO_MAX_CLASSES 8 /* distinct receiver classes kept per site */

typedef struct PgoClass {
    char *assembly;
    uint8_t mvid[16];
    uint32_t token;
    uint32_t count;
} PgoClass;

typedef struct PgoSite {
    uint32_t il_offset;
    bool is_interface;
    uint32_t class_count;
    PgoClass classes[PGO_MAX_CLASSES];
} PgoSite;

typedef struct PgoRecord {
    char *assembly;
    uint8_t mvid[16];
    uint32_t token, il_size;
    uint64_t il_hash;
    bool was_hot;
    uint32_t site_count, branch_count;
    PgoSite *sites;
    BranchProfile *branches;
    bool consumed;
} PgoRecord;

static bool write_wanted, read_wanted;
static const char *data_path;
static PgoRecord *records;
static uint32_t record_count;
static pthread_mutex_t pgo_lock = PTHREAD_MUTEX_INITIALIZER;

/* ---- identity of methods and types ---- */

static const uint8_t *assembly_mvid(Assembly *assembly) {
    static const uint8_t zero[16];
    const MetaModuleRow *row = meta_module(assembly->image, 1);
    return row && row->mvid ? row->mvid : zero;
}

static uint64_t fnv1a(const uint8_t *bytes, uint32_t size) {
    uint64_t hash = 0xcbf29ce484222325u;
    for (uint32_t i = 0; i < size; i++)
        hash = (hash ^ bytes[i]) * 0x100000001b3u;
    return hash;
}

/* Only methods whose token names them exactly, with a real IL body. */
static bool method_nameable(Method *method, MetaMethodBody *body) {
    if (!method->token || method->generic_definition || method->generic_argument_count ||
        !method->owner || method->owner->generic_definition ||
        method->owner->kind == TYPE_KIND_ARRAY || !method->owner->assembly)
        return false;
    if (loader_method_body_substituted(method)) return false;
    MetaError error;
    return loader_method_body(method, body, &error) && body->code_size > 0;
}

static bool type_nameable(const Type *type) {
    return type && type->assembly && type->typedef_row && !type->generic_definition;
}

static void format_mvid(const uint8_t *mvid, char out[33]) {
    for (int i = 0; i < 16; i++)
        snprintf(out + 2 * i, 3, "%02x", mvid[i]);
}

static bool parse_mvid(const char *text, uint8_t mvid[16]) {
    if (strlen(text) != 32) return false;
    for (int i = 0; i < 16; i++) {
        unsigned value;
        if (sscanf(text + 2 * i, "%2x", &value) != 1) return false;
        mvid[i] = (uint8_t)value;
    }
    return true;
}

/* ---- writing ---- */

typedef struct ListedProfile {
    MethodProfile *profile;
    uint32_t order; /* on the recorded list: 0 is the newest */
} ListedProfile;

static int compare_listed(const void *a, const void *b) {
    const ListedProfile *x = a, *y = b;
    if (x->profile->method != y->profile->method)
        return x->profile->method < y->profile->method ? -1 : 1;
    return x->order < y->order ? -1 : x->order > y->order;
}

static void write_site(FILE *out, const CallSiteProfile *site) {
    const VTable *seen[PROFILE_HISTOGRAM_SIZE];
    uint32_t counts[PROFILE_HISTOGRAM_SIZE], distinct = 0, samples = 0;
    uint32_t n = site->histogram.count < PROFILE_HISTOGRAM_SIZE ? site->histogram.count
                                                                : PROFILE_HISTOGRAM_SIZE;
    for (uint32_t j = 0; j < n; j++) {
        const VTable *v = site->histogram.table[j];
        if (!v || !type_nameable(v->type)) continue;
        uint32_t k = 0;
        while (k < distinct && seen[k] != v)
            k++;
        if (k == distinct) {
            seen[distinct] = v;
            counts[distinct++] = 0;
        }
        counts[k]++;
        samples++;
    }
    fprintf(out, "site %u %s %u\n", site->il_offset, site->is_interface ? "interface" : "virtual",
            samples);
    for (uint32_t k = 0; k < distinct && k < PGO_MAX_CLASSES; k++) {
        char mvid[33], name[512];
        Type *type = seen[k]->type;
        format_mvid(assembly_mvid(type->assembly), mvid);
        loader_type_full_name(type, name, sizeof name);
        fprintf(out, "class %s %s %08x %u %s\n", type->assembly->name, mvid,
                0x02000000u | type->typedef_row, counts[k], name);
    }
}

void pgo_write_at_exit(void) {
    if (!write_wanted) return;
    if (!data_path || !*data_path) {
        fprintf(stderr, "corvid: warning: DOTNET_WritePGOData=1 needs DOTNET_PGODataPath=<file>; "
                        "no profile written\n");
        return;
    }
    uint32_t count = 0, capacity = 0;
    ListedProfile *profiles = NULL;
    for (MethodProfile *p = interp_recorded_profiles(); p; p = p->next) {
        if (count == capacity) {
            capacity = capacity ? capacity * 2 : 256;
            ListedProfile *grown = realloc(profiles, capacity * sizeof *profiles);
            if (!grown) break;
            profiles = grown;
        }
        profiles[count] = (ListedProfile){p, count};
        count++;
    }
    /* by method, each method's newest profile first */
    if (count) qsort(profiles, count, sizeof *profiles, compare_listed);
    char temporary[4096];
    snprintf(temporary, sizeof temporary, "%s.tmp", data_path);
    FILE *out = fopen(temporary, "w");
    if (!out) {
        fprintf(stderr, "corvid: warning: DOTNET_WritePGOData: cannot write '%s': %s\n", data_path,
                strerror(errno));
        free(profiles);
        return;
    }
    fprintf(out, "corvid-pgo %d\n", PGO_FORMAT_VERSION);
    for (uint32_t i = 0; i < count; i++) {
        MethodProfile *profile = profiles[i].profile;
        Method *method = profile->method;
        if (i > 0 && profiles[i - 1].profile->method == method) continue; /* an older profile */
        MetaMethodBody body;
        if (!method_nameable(method, &body)) continue;
        char mvid[33], name[1024];
        format_mvid(assembly_mvid(method->owner->assembly), mvid);
        loader_method_display_name(method, name, sizeof name);
        /* queued: on its way to Tier1 (or being re-tiered) */
        bool hot = method->tier == TIER_STATE_TIER1 || method->tier == TIER_STATE_QUEUED;
        const char *tier = hot ? "tier1" : "tier0";
        fprintf(out, "method %s %s %08x %u %016" PRIx64 " %s %u %s\n",
                method->owner->assembly->name, mvid, method->token, body.code_size,
                fnv1a(body.code, body.code_size), tier, method->counted_calls, name);
        for (uint32_t s = 0; s < profile->call_site_count; s++)
            write_site(out, &profile->call_sites[s]);
        for (uint32_t b = 0; b < profile->branch_count; b++)
            fprintf(out, "branch %u %u %u\n", profile->branches[b].il_offset,
                    profile->branches[b].taken, profile->branches[b].not_taken);
        fputs("end\n", out);
    }
    free(profiles);
    bool failed = ferror(out) != 0;
    if (fclose(out) != 0) failed = true;
    if (failed || rename(temporary, data_path) != 0) {
        fprintf(stderr, "corvid: warning: DOTNET_WritePGOData: cannot write '%s': %s\n", data_path,
                strerror(errno));
        remove(temporary);
    }
}

/* ---- reading ---- */

static bool read_failed(const char *path, unsigned line, const char *what) {
    fprintf(stderr,
            "corvid: warning: DOTNET_ReadPGOData: %s:%u: %s; the static profile is ignored\n", path,
            line, what);
    return false;
}

static char *next_word(char **cursor) {
    char *p = *cursor;
    while (*p == ' ' || *p == '\t')
        p++;
    if (!*p || *p == '\n') return NULL;
    char *word = p;
    while (*p && *p != ' ' && *p != '\t' && *p != '\n')
        p++;
    if (*p) *p++ = 0;
    *cursor = p;
    return word;
}

static bool parse_u32(const char *text, int base, uint32_t *out) {
    if (!text) return false;
    char *end;
    errno = 0;
    unsigned long value = strtoul(text, &end, base);
    if (errno || *end || end == text || value > UINT32_MAX) return false;
    *out = (uint32_t)value;
    return true;
}

static void free_records(PgoRecord *list, uint32_t count) {
    for (uint32_t i = 0; i < count; i++) {
        free(list[i].assembly);
        for (uint32_t s = 0; s < list[i].site_count; s++)
            for (uint32_t c = 0; c < list[i].sites[s].class_count; c++)
                free(list[i].sites[s].classes[c].assembly);
        free(list[i].sites);
        free(list[i].branches);
    }
    free(list);
}

static bool load_file(const char *path) {
    FILE *in = fopen(path, "r");
    if (!in) {
        fprintf(stderr,
                "corvid: warning: DOTNET_ReadPGOData: cannot read '%s': %s; no static profile\n",
                path, strerror(errno));
        return false;
    }
    PgoRecord *list = NULL, *current = NULL;
    uint32_t count = 0, capacity = 0;
    char line[8192];
    unsigned number = 0;
    bool ok = true;
    while (ok && fgets(line, sizeof line, in)) {
        number++;
        char *cursor = line, *keyword = next_word(&cursor);
        if (!keyword || keyword[0] == '#') continue;
        if (number == 1) {
            uint32_t version;
            if (strcmp(keyword, "corvid-pgo") != 0 || !parse_u32(next_word(&cursor), 10, &version))
                ok = read_failed(path, number,
                                 "not a corvid PGO data file (no 'corvid-pgo' header)");
            else if (version != PGO_FORMAT_VERSION)
                ok = read_failed(path, number, "unknown format version");
            continue;
        }
        if (strcmp(keyword, "method") == 0) {
            if (current) {
                ok = read_failed(path, number, "'method' before the previous method's 'end'");
                break;
            }
            if (count == capacity) {
                capacity = capacity ? capacity * 2 : 64;
                PgoRecord *grown = realloc(list, capacity * sizeof *list);
                if (!grown) {
                    ok = read_failed(path, number, "out of memory");
                    break;
                }
                list = grown;
            }
            current = &list[count++];
            memset(current, 0, sizeof *current);
            char *assembly = next_word(&cursor), *mvid = next_word(&cursor),
                 *token = next_word(&cursor);
            char *il_size = next_word(&cursor), *il_hash = next_word(&cursor),
                 *tier = next_word(&cursor);
            char *calls = next_word(&cursor);
            uint32_t ignored;
            char *end = NULL;
            if (il_hash) current->il_hash = strtoull(il_hash, &end, 16);
            if (!assembly || !mvid || !parse_mvid(mvid, current->mvid) ||
                !parse_u32(token, 16, &current->token) ||
                !parse_u32(il_size, 10, &current->il_size) || !end || *end || !tier ||
                !parse_u32(calls, 10, &ignored)) {
                ok = read_failed(path, number, "malformed 'method' line");
                break;
            }
            current->assembly = strdup(assembly);
            current->was_hot = strcmp(tier, "tier1") == 0;
            /* the rest of the line is the method's display name, for readers of the file */
        } else if (!current) {
            ok = read_failed(path, number, "a profile line outside a 'method' ... 'end' block");
        } else if (strcmp(keyword, "site") == 0) {
            PgoSite site = {0};
            char *kind = NULL;
            uint32_t samples;
            if (!parse_u32(next_word(&cursor), 10, &site.il_offset) ||
                !(kind = next_word(&cursor)) ||
                (strcmp(kind, "virtual") != 0 && strcmp(kind, "interface") != 0) ||
                !parse_u32(next_word(&cursor), 10, &samples)) {
                ok = read_failed(path, number, "malformed 'site' line");
                break;
            }
            site.is_interface = strcmp(kind, "interface") == 0;
            PgoSite *grown = realloc(current->sites, (current->site_count + 1) * sizeof *grown);
            if (!grown) {
                ok = read_failed(path, number, "out of memory");
                break;
            }
            current->sites = grown;
            current->sites[current->site_count++] = site;
        } else if (strcmp(keyword, "class") == 0) {
            if (!current->site_count) {
                ok = read_failed(path, number, "'class' before any 'site'");
                break;
            }
            PgoSite *site = &current->sites[current->site_count - 1];
            PgoClass entry = {0};
            char *assembly = next_word(&cursor), *mvid = next_word(&cursor);
            if (!assembly || !mvid || !parse_mvid(mvid, entry.mvid) ||
                !parse_u32(next_word(&cursor), 16, &entry.token) ||
                !parse_u32(next_word(&cursor), 10, &entry.count)) {
                ok = read_failed(path, number, "malformed 'class' line");
                break;
            }
            if (site->class_count < PGO_MAX_CLASSES) {
                entry.assembly = strdup(assembly);
                site->classes[site->class_count++] = entry;
            }
        } else if (strcmp(keyword, "branch") == 0) {
            BranchProfile branch = {0};
            uint32_t taken, not_taken;
            if (!parse_u32(next_word(&cursor), 10, &branch.il_offset) ||
                !parse_u32(next_word(&cursor), 10, &taken) ||
                !parse_u32(next_word(&cursor), 10, &not_taken)) {
                ok = read_failed(path, number, "malformed 'branch' line");
                break;
            }
            branch.taken = taken;
            branch.not_taken = not_taken;
            BranchProfile *grown =
                realloc(current->branches, (current->branch_count + 1) * sizeof *grown);
            if (!grown) {
                ok = read_failed(path, number, "out of memory");
                break;
            }
            current->branches = grown;
            current->branches[current->branch_count++] = branch;
        } else if (strcmp(keyword, "end") == 0) {
            current = NULL;
        } else {
            ok = read_failed(path, number, "unknown line");
        }
    }
    if (ok && number == 0) ok = read_failed(path, 1, "empty file");
    if (ok && current) ok = read_failed(path, number, "the last method has no 'end'");
    if (ok && ferror(in)) ok = read_failed(path, number, strerror(errno));
    fclose(in);
    if (!ok) {
        free_records(list, count);
        return false;
    }
    records = list;
    record_count = count;
    return true;
}

void pgo_init(void) {
    write_wanted = diag_knob("DOTNET_WritePGOData") != 0;
    read_wanted = diag_knob("DOTNET_ReadPGOData") != 0;
    data_path = getenv("DOTNET_PGODataPath");
    if (!read_wanted) return;
    if (!data_path || !*data_path) {
        fprintf(stderr, "corvid: warning: DOTNET_ReadPGOData=1 needs DOTNET_PGODataPath=<file>; no "
                        "static profile\n");
        read_wanted = false;
        return;
    }
    if (!load_file(data_path)) read_wanted = false;
}

/* Warn once per assembly whose MVID no longer matches (a rebuild: every token may have moved). */
static void warn_rebuilt(const char *assembly) {
    static char warned[16][128];
    static uint32_t warned_count;
    for (uint32_t i = 0; i < warned_count; i++)
        if (strcmp(warned[i], assembly) == 0) return;
    if (warned_count < 16) snprintf(warned[warned_count++], sizeof warned[0], "%s", assembly);
    fprintf(stderr,
            "corvid: warning: DOTNET_ReadPGOData: '%s' was written for another build of assembly "
            "'%s' (its MVID "
            "differs); its methods' profiles are ignored\n",
            data_path, assembly);
}

static Type *resolve_class(Thread *thread, const PgoClass *entry) {
    Assembly *assembly = loader_loaded_assembly(entry->assembly);
    if (!assembly || memcmp(assembly_mvid(assembly), entry->mvid, 16) != 0) return NULL;
    if (META_TOKEN_TABLE(entry->token) != META_TABLE_TYPEDEF) return NULL;
    Type *type = loader_resolve_type(thread, assembly, entry->token, NULL);
    if (!type || !loader_ensure_laid_out(thread, type) || !type->vtable) {
        thread->exception = NULL;
        return NULL;
    }
    return type;
}

/* A HandleHistogram32 as instrumented code would have left it: 32 samples shared among the
 * recorded classes in proportion to their counts (each present class keeps at least one). */
static void fill_histogram(Thread *thread, const PgoSite *site, ClassHistogram *histogram) {
    const VTable *vtables[PGO_MAX_CLASSES];
    uint32_t counts[PGO_MAX_CLASSES], kinds = 0, total = 0;
    for (uint32_t c = 0; c < site->class_count; c++) {
        Type *type = resolve_class(thread, &site->classes[c]);
        if (!type || !site->classes[c].count) continue;
        vtables[kinds] = type->vtable;
        counts[kinds++] = site->classes[c].count;
        total += site->classes[c].count;
    }
    uint32_t filled = 0;
    for (uint32_t k = 0; k < kinds && filled < PROFILE_HISTOGRAM_SIZE; k++) {
        uint32_t share = (uint32_t)((uint64_t)counts[k] * PROFILE_HISTOGRAM_SIZE / total);
        if (!share) share = 1;
        for (uint32_t i = 0; i < share && filled < PROFILE_HISTOGRAM_SIZE; i++)
            histogram->table[filled++] = vtables[k];
    }
    histogram->count = filled;
}

MethodProfile *pgo_static_profile(Thread *thread, Method *method, bool *was_hot) {
    *was_hot = false;
    if (!read_wanted || !method->token || !method->owner || !method->owner->assembly) return NULL;
    MetaMethodBody body;
    if (!method_nameable(method, &body)) return NULL;
    const char *assembly_name = method->owner->assembly->name;
    PgoRecord *record = NULL;
    pthread_mutex_lock(&pgo_lock);
    for (uint32_t i = 0; i < record_count && !record; i++)
        if (records[i].token == method->token && !records[i].consumed &&
            strcmp(records[i].assembly, assembly_name) == 0)
            record = &records[i];
    if (record) record->consumed = true; /* a method's first call asks once */
    pthread_mutex_unlock(&pgo_lock);
    if (!record) return NULL;
    if (memcmp(assembly_mvid(method->owner->assembly), record->mvid, 16) != 0) {
        warn_rebuilt(assembly_name);
        return NULL;
    }
    if (body.code_size != record->il_size || fnv1a(body.code, body.code_size) != record->il_hash) {
        char name[1024];
        loader_method_display_name(method, name, sizeof name);
        fprintf(stderr,
                "corvid: warning: DOTNET_ReadPGOData: the IL of %s changed since '%s' was written; "
                "its profile is ignored\n",
                name, data_path);
        return NULL;
    }
    MethodProfile *profile = calloc(1, sizeof *profile);
    if (!profile) return NULL;
    profile->call_sites = calloc(record->site_count + 1, sizeof *profile->call_sites);
    profile->branches = calloc(record->branch_count + 1, sizeof *profile->branches);
    if (!profile->call_sites || !profile->branches) {
        free(profile->call_sites);
        free(profile->branches);
        free(profile);
        return NULL;
    }
    for (uint32_t s = 0; s < record->site_count; s++) {
        CallSiteProfile *site = &profile->call_sites[profile->call_site_count++];
        site->il_offset = record->sites[s].il_offset;
        site->is_interface = record->sites[s].is_interface;
        fill_histogram(thread, &record->sites[s], &site->histogram);
    }
    for (uint32_t b = 0; b < record->branch_count; b++)
        profile->branches[profile->branch_count++] = record->branches[b];
    profile->method = method;
    *was_hot = record->was_hot;
    return profile;
}
